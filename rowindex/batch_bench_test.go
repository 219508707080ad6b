package rowindex

import (
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/stablerow/stablerow/gen"
	"github.com/stablerow/stablerow/segment"
)

// Batch shapes: GetBatch against a loop of Get on the same ids, on indexes
// whose overlap groups have a Range primary with a dense deletion bitmap,
// where a batch walk could cost the ids' span rather than their number.
//
// moved-2pct: one Range fragment of n rows, 2% of them updated (each moved
// row keeps its id, its old offset is deleted) into one fragment of one
// SortedArray. state-b: n rows in 10 Range fragments, then 1% of the rows
// deleted at random and 1% updated, the moved ids written as one fragment
// of SortedArray segments, one per window of 8,192 ids (about 80 ids each),
// as Lance writes an update.

// movedFragments returns the moved-2pct shape at n rows (every = 50), or
// the same with one row in every moved.
func movedFragments(n, every int) []Fragment {
	r := gen.NewRand(7)
	perm := r.Perm(n)[:n/every]
	slices.Sort(perm)
	offsets := make([]uint32, len(perm))
	moved := make([]uint64, len(perm))
	for i, p := range perm {
		offsets[i], moved[i] = uint32(p), uint64(p)
	}
	s := NewSequence(segment.FromSlice(moved))
	return []Fragment{
		{ID: 0, RowIDs: RangeSequence(0, uint64(n)), Deletions: NewDeletionVector(offsets...), PhysicalRows: n},
		{ID: 1, RowIDs: s, PhysicalRows: s.Len()},
	}
}

// stateBWindow is the id window of one update segment of the state-b
// shape.
const stateBWindow = 8192

// stateBFragments returns the state-b shape at n rows.
func stateBFragments(n int) []Fragment {
	const nf = 10
	per := n / nf
	r := gen.NewRand(8)
	gone := make([]bool, n)
	dels := make([][]uint32, nf)
	for k := 0; k < n/100; {
		id := r.IntN(n)
		if !gone[id] {
			gone[id] = true
			dels[id/per] = append(dels[id/per], uint32(id%per))
			k++
		}
	}
	var moved []uint64
	for len(moved) < n/100 {
		id := r.IntN(n)
		if !gone[id] {
			gone[id] = true
			dels[id/per] = append(dels[id/per], uint32(id%per))
			moved = append(moved, uint64(id))
		}
	}
	frags := make([]Fragment, 0, nf+1)
	for f := 0; f < nf; f++ {
		frags = append(frags, Fragment{ID: uint32(f), RowIDs: RangeSequence(uint64(f*per), uint64((f+1)*per)),
			Deletions: NewDeletionVector(dels[f]...), PhysicalRows: per})
	}
	return append(frags, movedFragment(nf, moved))
}

// movedFragment returns fragment id holding the moved ids, sorted, as one
// SortedArray segment per window of stateBWindow ids, as Lance writes them.
func movedFragment(id uint32, moved []uint64) Fragment {
	moved = slices.Clone(moved)
	slices.Sort(moved)
	var segs []segment.Segment
	for i := 0; i < len(moved); {
		j := i + 1
		for j < len(moved) && moved[j]/stateBWindow == moved[i]/stateBWindow {
			j++
		}
		s, err := segment.NewSortedArray(moved[i:j])
		if err != nil {
			panic(err)
		}
		segs = append(segs, s)
		i = j
	}
	return Fragment{ID: id, RowIDs: NewSequence(segs...), PhysicalRows: len(moved)}
}

// batchShape is one index of the batch benchmarks.
type batchShape struct {
	name  string
	n     int // ids span [0, n)
	frags func() []Fragment
	once  sync.Once
	x     *Index
}

func (s *batchShape) index(b *testing.B) *Index {
	s.once.Do(func() {
		x, err := Build(s.frags())
		if err != nil {
			b.Fatal(err)
		}
		s.x = x
	})
	return s.x
}

var batchShapes = sync.OnceValue(func() []*batchShape {
	var shapes []*batchShape
	for _, n := range []int{1_000_000, 10_000_000} {
		shapes = append(shapes,
			&batchShape{name: fmt.Sprintf("moved-2pct-%.0e", float64(n)), n: n, frags: func() []Fragment { return movedFragments(n, 50) }},
			&batchShape{name: fmt.Sprintf("state-b-%.0e", float64(n)), n: n, frags: func() []Fragment { return stateBFragments(n) }})
	}
	return shapes
})

// batchPattern makes the batches of one pattern over ids [0, n): about
// 1<<17 ids in all, cut into batches of k, so that a Get loop and
// GetBatch see the same ids and neither stays in cache on one batch.
type batchPattern struct {
	name string
	k    int
	make func(r interface{ Uint64N(uint64) uint64 }, n, k int) []uint64
}

func randomIDs(r interface{ Uint64N(uint64) uint64 }, n, k int) []uint64 {
	ids := make([]uint64, k)
	for i := range ids {
		ids[i] = r.Uint64N(uint64(n))
	}
	return ids
}

func sortedRandomIDs(r interface{ Uint64N(uint64) uint64 }, n, k int) []uint64 {
	ids := randomIDs(r, n, k)
	slices.Sort(ids)
	return ids
}

// consecutiveIDs is a dense sorted run: k consecutive ids from a random
// start.
func consecutiveIDs(r interface{ Uint64N(uint64) uint64 }, n, k int) []uint64 {
	ids := make([]uint64, k)
	start := r.Uint64N(uint64(n - k))
	for i := range ids {
		ids[i] = start + uint64(i)
	}
	return ids
}

// stridedIDs returns a sorted run of every stride-th id: k ids from a
// random start.
func stridedIDs(stride int) func(r interface{ Uint64N(uint64) uint64 }, n, k int) []uint64 {
	return func(r interface{ Uint64N(uint64) uint64 }, n, k int) []uint64 {
		ids := make([]uint64, k)
		start := r.Uint64N(uint64(n - stride*k))
		for i := range ids {
			ids[i] = start + uint64(stride*i)
		}
		return ids
	}
}

var batchPatterns = []batchPattern{
	{"sorted-8", 8, sortedRandomIDs},
	{"sorted-16", 16, sortedRandomIDs},
	{"sorted-1000", 1000, sortedRandomIDs},
	{"sorted-1e5", 100_000, sortedRandomIDs},
	{"stride-2-4096", 4096, stridedIDs(2)},
	{"stride-4-4096", 4096, stridedIDs(4)},
	{"stride-8-4096", 4096, stridedIDs(8)},
	{"stride-16-4096", 4096, stridedIDs(16)},
	{"unsorted-1e5", 100_000, randomIDs},
	{"consecutive-4096", 4096, consecutiveIDs},
	{"consecutive-16", 16, consecutiveIDs}, // a short batch that walks
}

// BenchmarkGetBatchShapes looks up the batches of each pattern on each
// shape, by GetBatch ("batch") and by a loop of Get ("get"); ns/id is
// the wall time per looked-up id, cpu-ns/id the process's CPU time per
// id (see cpuTime). The 1e7-row shapes run only without -short.
func BenchmarkGetBatchShapes(b *testing.B) {
	for _, s := range batchShapes() {
		if testing.Short() && s.n > 1_000_000 {
			continue
		}
		for _, p := range batchPatterns {
			// Not seed p.k: the shapes draw their deleted and moved ids from
			// seeds 7 and 8, and batches of 8 ids drew those same ids.
			r := gen.NewRand(1000 + uint64(p.k))
			nb := max(1, (1<<17)/p.k)
			batches := make([][]uint64, nb)
			for i := range batches {
				batches[i] = p.make(r, s.n, p.k)
			}
			out := make([]RowAddress, p.k)
			b.Run(s.name+"/"+p.name+"/batch", func(b *testing.B) {
				x := s.index(b)
				b.ResetTimer()
				cpu0, _ := cpuTime()
				for i := 0; i < b.N; i++ {
					x.GetBatch(batches[i%nb], out)
				}
				reportPerID(b, cpu0, p.k)
			})
			b.Run(s.name+"/"+p.name+"/get", func(b *testing.B) {
				x := s.index(b)
				b.ResetTimer()
				cpu0, _ := cpuTime()
				for i := 0; i < b.N; i++ {
					for j, id := range batches[i%nb] {
						out[j], _ = x.Get(id)
					}
				}
				reportPerID(b, cpu0, p.k)
			})
		}
	}
}

// reportPerID reports the wall time and, where measured, the CPU time
// since cpu0 per id of b.N batches of k ids.
func reportPerID(b *testing.B, cpu0 time.Duration, k int) {
	ids := float64(b.N * k)
	if cpu1, ok := cpuTime(); ok {
		b.ReportMetric(float64((cpu1-cpu0).Nanoseconds())/ids, "cpu-ns/id")
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/ids, "ns/id")
}

// BenchmarkGetBatchVsGet times GetBatch and the Get loop on the same
// batches in alternation, a block of about 16k ids each in turn (which
// goes first alternates too), and reports both per id and their ratio
// (batch/get): on a busy machine both see the same slow spells, which
// separate benchmarks do not.
func BenchmarkGetBatchVsGet(b *testing.B) {
	for _, s := range batchShapes() {
		if testing.Short() && s.n > 1_000_000 {
			continue
		}
		for _, p := range batchPatterns {
			// Not seed p.k: the shapes draw their deleted and moved ids from
			// seeds 7 and 8, and batches of 8 ids drew those same ids.
			r := gen.NewRand(1000 + uint64(p.k))
			nb := max(1, (1<<17)/p.k)
			batches := make([][]uint64, nb)
			for i := range batches {
				batches[i] = p.make(r, s.n, p.k)
			}
			out := make([]RowAddress, p.k)
			block := max(1, (1<<14)/p.k) // batches per block
			b.Run(s.name+"/"+p.name, func(b *testing.B) {
				x := s.index(b)
				b.ResetTimer()
				var tb, tg time.Duration
				batch := func(i int) time.Duration {
					t0 := time.Now()
					for k := range block {
						x.GetBatch(batches[(i*block+k)%nb], out)
					}
					return time.Since(t0)
				}
				get := func(i int) time.Duration {
					t0 := time.Now()
					for k := range block {
						for j, id := range batches[(i*block+k)%nb] {
							out[j], _ = x.Get(id)
						}
					}
					return time.Since(t0)
				}
				for i := 0; i < b.N; i++ {
					// Each block warms the cache for the other: take
					// turns at going first.
					if i%2 == 0 {
						tb += batch(i)
						tg += get(i)
					} else {
						tg += get(i)
						tb += batch(i)
					}
				}
				ids := float64(b.N * block * p.k)
				b.ReportMetric(float64(tb.Nanoseconds())/ids, "batch-ns/id")
				b.ReportMetric(float64(tg.Nanoseconds())/ids, "get-ns/id")
				b.ReportMetric(float64(tb)/float64(tg), "batch/get")
			})
		}
	}
}
