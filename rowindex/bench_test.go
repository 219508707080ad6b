package rowindex

import (
	"cmp"
	"fmt"
	"github.com/RoaringBitmap/roaring/v2"
	"math/rand/v2"
	"os"
	"slices"
	"sort"
	"sync"
	"testing"
	"time"

	"github.com/stablerow/stablerow/gen"
	"github.com/stablerow/stablerow/segment"
)

// Workloads.
//
// W1: fresh appends: n rows in fragments of fragRows rows, one Range each,
// no deletions. W2: 1e6 rows in 100k-row fragments; then 1% of the rows
// deleted at random, 2000 rows updated (moved to two new fragments,
// unsorted and sorted, tombstoned in the old ones), and three fragments
// compacted into one (masked segments become holes/bitmaps).

const w1FragRows = 100_000

func w1Fragments(n, fragRows int) []Fragment {
	frags := make([]Fragment, 0, (n+fragRows-1)/fragRows)
	for start := 0; start < n; start += fragRows {
		end := min(start+fragRows, n)
		frags = append(frags, Fragment{ID: uint32(len(frags)), RowIDs: RangeSequence(uint64(start), uint64(end)), PhysicalRows: end - start})
	}
	return frags
}

func w2Fragments(tb testing.TB) []Fragment {
	const n = 1_000_000
	frags := w1Fragments(n, w1FragRows)
	r := gen.NewRand(2)
	dels := make([][]uint32, len(frags))
	for i := 0; i < n/100; i++ {
		id := r.IntN(n)
		dels[id/w1FragRows] = append(dels[id/w1FragRows], uint32(id%w1FragRows))
	}
	// Updates: 2000 live ids move to two new fragments.
	var moved []uint64
	for len(moved) < 2000 {
		id := r.IntN(n)
		f, o := id/w1FragRows, uint32(id%w1FragRows)
		if slices.Contains(dels[f], o) {
			continue
		}
		dels[f] = append(dels[f], o)
		moved = append(moved, uint64(id))
	}
	for f := range frags {
		frags[f].Deletions = NewDeletionVector(dels[f]...)
	}
	half := moved[:1000]
	rest := slices.Clone(moved[1000:])
	slices.Sort(rest)
	for i, ids := range [][]uint64{half, rest} {
		s := NewSequence(segment.FromSlice(ids))
		frags = append(frags, Fragment{ID: uint32(100 + i), RowIDs: s, PhysicalRows: s.Len()})
	}
	// Compact fragments 0..2 into fragment 200.
	var masked []Sequence
	total := 0
	for _, f := range frags[:3] {
		m, err := f.RowIDs.Mask(f.Deletions.AppendTo(nil))
		if err != nil {
			tb.Fatal(err)
		}
		masked = append(masked, m)
		total += m.Len()
	}
	out, err := Rechunk(masked, []int{total}, false)
	if err != nil {
		tb.Fatal(err)
	}
	frags = append(frags[3:], Fragment{ID: 200, RowIDs: out[0], PhysicalRows: total})
	return frags
}

type workload struct {
	name  string
	frags []Fragment
	rows  int // live rows

	once   sync.Once
	x      *Index
	pairs  []idAddr // sorted by id
	probes []uint64 // live ids, shuffled
	addrs  []RowAddress
}

func (w *workload) setup(b *testing.B) {
	w.once.Do(func() {
		x, err := Build(w.frags)
		if err != nil {
			b.Fatal(err)
		}
		w.x = x
		w.pairs = make([]idAddr, 0, x.Len())
		for id, a := range x.All() {
			w.pairs = append(w.pairs, idAddr{id, a})
		}
		w.rows = len(w.pairs)
		r := gen.NewRand(99)
		w.probes = make([]uint64, 1<<16)
		w.addrs = make([]RowAddress, 1<<16)
		for i := range w.probes {
			p := w.pairs[r.IntN(len(w.pairs))]
			w.probes[i], w.addrs[i] = p.id, p.addr
		}
	})
}

var workloads = sync.OnceValue(func() []*workload {
	ws := []*workload{
		{name: "W1/n=1e6", frags: w1Fragments(1e6, w1FragRows)},
		{name: "W1/n=1e7", frags: w1Fragments(1e7, w1FragRows)},
	}
	if os.Getenv("STABLEROW_BENCH_1E8") != "" {
		ws = append(ws, &workload{name: "W1/n=1e8", frags: w1Fragments(1e8, w1FragRows)})
	}
	ws = append(ws, &workload{name: "W2/n=1e6", frags: w2Fragments(nil)})
	return ws
})

func BenchmarkBuild(b *testing.B) {
	for _, w := range workloads() {
		b.Run(w.name+"/index", func(b *testing.B) {
			w.setup(b)
			b.ResetTimer()
			b.ReportAllocs()
			var x *Index
			for i := 0; i < b.N; i++ {
				var err error
				if x, err = Build(w.frags); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(x.SizeBytes())/float64(w.rows), "B/row")
			b.ReportMetric(float64(x.SizeBytes())/float64(x.NumChunks()), "B/chunk")
			b.ReportMetric(float64(x.NumChunks()), "chunks")
		})
		if w.rows > 2e7 {
			continue // the naive baselines would need gigabytes
		}
		b.Run(w.name+"/map", func(b *testing.B) {
			w.setup(b)
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				m := buildMap(w.pairs)
				if i == b.N-1 {
					// Go maps: 8+8 bytes per slot plus a control byte, at up to 7/8 load.
					b.ReportMetric(float64(len(m))*17/0.875/float64(w.rows), "B/row")
				}
			}
		})
		b.Run(w.name+"/sorted-slice", func(b *testing.B) {
			w.setup(b)
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				buildSortedSlice(w.frags)
			}
			b.ReportMetric(16, "B/row")
		})
	}
}

func buildMap(pairs []idAddr) map[uint64]uint64 {
	m := make(map[uint64]uint64, len(pairs))
	for _, p := range pairs {
		m[p.id] = uint64(p.addr)
	}
	return m
}

type idAddrPair struct{ id, addr uint64 }

// buildSortedSlice is the naive sorted (id, address) table built from the
// fragments: every live row materialised, then sorted.
func buildSortedSlice(frags []Fragment) []idAddrPair {
	n := 0
	for _, f := range frags {
		n += f.PhysicalRows
	}
	out := make([]idAddrPair, 0, n)
	for _, f := range frags {
		for off, id := range f.RowIDs.All() {
			if !f.Deletions.Contains(uint32(off)) {
				out = append(out, idAddrPair{id, uint64(NewRowAddress(f.ID, uint32(off)))})
			}
		}
	}
	slices.SortFunc(out, func(a, b idAddrPair) int { return cmp.Compare(a.id, b.id) })
	return out
}

var sink uint64

func BenchmarkGet(b *testing.B) {
	for _, w := range workloads() {
		b.Run(w.name+"/index", func(b *testing.B) {
			w.setup(b)
			b.ResetTimer()
			var s uint64
			for i := 0; i < b.N; i++ {
				a, _ := w.x.Get(w.probes[i&(1<<16-1)])
				s += uint64(a)
			}
			sink = s
		})
		if w.rows > 2e7 {
			continue
		}
		b.Run(w.name+"/map", func(b *testing.B) {
			w.setup(b)
			m := buildMap(w.pairs)
			b.ResetTimer()
			var s uint64
			for i := 0; i < b.N; i++ {
				s += m[w.probes[i&(1<<16-1)]]
			}
			sink = s
		})
		b.Run(w.name+"/sorted-slice", func(b *testing.B) {
			w.setup(b)
			tab := buildSortedSlice(w.frags)
			b.ResetTimer()
			var s uint64
			for i := 0; i < b.N; i++ {
				k, _ := slices.BinarySearchFunc(tab, w.probes[i&(1<<16-1)], func(p idAddrPair, id uint64) int { return cmp.Compare(p.id, id) })
				s += tab[k].addr
			}
			sink = s
		})
	}
}

// BenchmarkGetBatch looks up batches of 4096 random live ids, sorted or
// not; ns/id is per looked-up id.
func BenchmarkGetBatch(b *testing.B) {
	const batch = 4096
	for _, w := range workloads() {
		for _, sorted := range []bool{true, false} {
			name := w.name + "/random"
			if sorted {
				name = w.name + "/sorted"
			}
			b.Run(name, func(b *testing.B) {
				w.setup(b)
				nb := len(w.probes) / batch
				batches := make([][]uint64, nb)
				for i := range batches {
					batches[i] = slices.Clone(w.probes[i*batch : (i+1)*batch])
					if sorted {
						slices.Sort(batches[i])
					}
				}
				out := make([]RowAddress, batch)
				b.ResetTimer()
				for i := 0; i < b.N; i++ {
					w.x.GetBatch(batches[i%nb], out)
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*batch), "ns/id")
			})
		}
	}
}

func BenchmarkRowID(b *testing.B) {
	for _, w := range workloads() {
		b.Run(w.name, func(b *testing.B) {
			w.setup(b)
			b.ResetTimer()
			var s uint64
			for i := 0; i < b.N; i++ {
				id, _ := w.x.RowID(w.addrs[i&(1<<16-1)])
				s += id
			}
			sink = s
		})
	}
}

// manyChunks returns an index of n chunks: n/100 fragments of 100 Range
// segments with gaps between them.
func manyChunks(tb testing.TB, n int) *Index {
	const perFrag = 100
	frags := make([]Fragment, 0, n/perFrag)
	next := uint64(0)
	r := gen.NewRand(5)
	for f := 0; f < n/perFrag; f++ {
		segs := make([]segment.Segment, perFrag)
		for i := range segs {
			l := 1 + r.Uint64N(64)
			segs[i] = segment.NewRange(next, next+l)
			next += l + r.Uint64N(4)
		}
		s := NewSequence(segs...)
		frags = append(frags, Fragment{ID: uint32(f), RowIDs: s, PhysicalRows: s.Len()})
	}
	x, err := Build(frags)
	if err != nil {
		tb.Fatal(err)
	}
	return x
}

var chunkIndex = sync.OnceValue(func() *Index { return manyChunks(nil, 1_000_000) })

// BenchmarkChunkSearch compares the index's chunk search (the chunk
// directory), its levelled search (used without a directory), sort.Search
// and a plain branch-free binary search over the same 1e6 chunk starts,
// for random ids.
func BenchmarkChunkSearch(b *testing.B) {
	x := chunkIndex()
	r := gen.NewRand(8)
	last := x.starts[len(x.starts)-1]
	probes := make([]uint64, 1<<16)
	for i := range probes {
		probes[i] = r.Uint64N(last + 1)
	}
	if len(x.dir.ents) == 0 {
		b.Fatal("no chunk directory")
	}
	b.Run("directory", func(b *testing.B) {
		s := 0
		for i := 0; i < b.N; i++ {
			s += x.search(probes[i&(1<<16-1)])
		}
		sink = uint64(s)
	})
	b.Run("levels", func(b *testing.B) {
		s := 0
		for i := 0; i < b.N; i++ {
			s += x.searchLevels(probes[i&(1<<16-1)])
		}
		sink = uint64(s)
	})
	b.Run("sort.Search", func(b *testing.B) {
		s := 0
		starts := x.starts
		for i := 0; i < b.N; i++ {
			id := probes[i&(1<<16-1)]
			s += sort.Search(len(starts), func(k int) bool { return starts[k] > id }) - 1
		}
		sink = uint64(s)
	})
	b.Run("branchless", func(b *testing.B) {
		s := 0
		starts := x.starts
		for i := 0; i < b.N; i++ {
			id := probes[i&(1<<16-1)]
			base, n := 0, len(starts)
			for n > 1 {
				half := n >> 1
				if starts[base+half] <= id {
					base += half
				}
				n -= half
			}
			s += base
		}
		sink = uint64(s)
	})
}

// BenchmarkChunkSearchRatio times the index's chunk search and sort.Search
// in alternating blocks of 4096 random probes, so that load from other
// processes hits both alike, and reports sort.Search's time over the
// index's ("x-faster"). Caveat: each block runs right after the other
// search's block, whose reads leave some lines of starts in the shared
// cache; sort.Search touches more lines, so the index's search gains a
// little more from this. BenchmarkChunkSearch runs them apart.
func BenchmarkChunkSearchRatio(b *testing.B) {
	x := chunkIndex()
	r := gen.NewRand(9)
	last := x.starts[len(x.starts)-1]
	probes := make([]uint64, 1<<16)
	for i := range probes {
		probes[i] = r.Uint64N(last + 1)
	}
	starts := x.starts
	var tLevels, tSort time.Duration
	s := 0
	b.ResetTimer()
	// Each block of probes is used by one search only (so neither finds
	// the lines the other just loaded), and the order alternates.
	for i := 0; i < b.N; i += 8192 {
		a := probes[i&(1<<16-1) : i&(1<<16-1)+4096]
		c := probes[i&(1<<16-1)+4096 : i&(1<<16-1)+8192]
		if i&8192 != 0 {
			a, c = c, a
		}
		t0 := time.Now()
		for _, id := range a {
			s += x.search(id)
		}
		t1 := time.Now()
		for _, id := range c {
			s += sort.Search(len(starts), func(k int) bool { return starts[k] > id }) - 1
		}
		t2 := time.Now()
		tLevels += t1.Sub(t0)
		tSort += t2.Sub(t1)
	}
	sink = uint64(s)
	b.ReportMetric(float64(tSort)/float64(tLevels), "x-faster")
	n := float64((b.N + 8191) / 8192 * 4096)
	b.ReportMetric(float64(tLevels.Nanoseconds())/n, "ns/search")
	b.ReportMetric(float64(tSort.Nanoseconds())/n, "ns/sort.Search")
}

// BenchmarkWithFragments derives the next version after a one-fragment
// commit on 10k fragments (an append, in a chain of commits and from a
// fixed version, and a delete that rewrites one fragment's deletions),
// against a full Build of the same fragments.
func BenchmarkWithFragments(b *testing.B) {
	frags := w1Fragments(1e6, 100) // 10k fragments
	x, err := Build(frags)
	if err != nil {
		b.Fatal(err)
	}
	next := Fragment{ID: 20000, RowIDs: RangeSequence(1e6, 1e6+100), PhysicalRows: 100}
	changed := frags[5000]
	changed.Deletions = NewDeletionVector(3, 4)
	all := append(slices.Clone(frags), next)
	all[5000] = changed
	b.Run("append/with-fragments", func(b *testing.B) {
		// Successive commits: each appends one fragment to the previous
		// version (the index grows by one fragment per iteration).
		cur := x
		for i := 0; i < b.N; i++ {
			start := uint64(2e6 + 100*i)
			f := Fragment{ID: uint32(30000 + i), RowIDs: RangeSequence(start, start+100), PhysicalRows: 100}
			var err error
			if cur, err = cur.WithFragments(nil, []Fragment{f}); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("append-copy/with-fragments", func(b *testing.B) {
		// The same commit derived again and again from one version: only
		// the first derivation may extend its arrays, the others copy.
		for i := 0; i < b.N; i++ {
			if _, err := x.WithFragments(nil, []Fragment{next}); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("delete/with-fragments", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, err := x.WithFragments([]uint32{changed.ID}, []Fragment{changed}); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("build", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, err := Build(all); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkDeletionContains justifies the dense copy in DeletionVector:
// roaring's Contains against one bit test, at 1% and 50% deleted rows of a
// 100k-row fragment; and the block summary at 1% of a 1e6-row fragment
// (rows=1e6), the shape of a real deletion file too sparse for a dense copy.
func BenchmarkDeletionContains(b *testing.B) {
	for _, tc := range []struct {
		name      string
		rows, pct int
	}{{"", 100_000, 1}, {"", 100_000, 50}, {"rows=1e6/", 1_000_000, 1}} {
		rows, pct := tc.rows, tc.pct
		r := gen.NewRand(uint64(pct))
		var offs []uint32
		for i := 0; i < rows; i++ {
			if r.IntN(100) < pct {
				offs = append(offs, uint32(i))
			}
		}
		d := NewDeletionVector(offs...)
		bm := d.Roaring()
		probes := make([]uint32, 4096)
		for i := range probes {
			probes[i] = uint32(r.IntN(rows))
		}
		b.Run(fmt.Sprintf("%spct=%d/roaring", tc.name, pct), func(b *testing.B) {
			n := 0
			for i := 0; i < b.N; i++ {
				if bm.Contains(probes[i&4095]) {
					n++
				}
			}
			sink = uint64(n)
		})
		b.Run(fmt.Sprintf("%spct=%d/deletion-vector", tc.name, pct), func(b *testing.B) {
			n := 0
			for i := 0; i < b.N; i++ {
				if d.Contains(probes[i&4095]) {
					n++
				}
			}
			sink = uint64(n)
			b.ReportMetric(float64(d.SizeBytes()), "bytes")
		})
	}
}

var _ = rand.Int

// BenchmarkDeletionFromRoaring times the decoding step every checkout pays
// per deletion file: a roaring bitmap of deleted offsets into a
// DeletionVector (dense copy or block summary), at 1% and 50% of a
// 100k-row fragment and 1% of a 1e6-row one.
func BenchmarkDeletionFromRoaring(b *testing.B) {
	for _, tc := range []struct{ rows, pct int }{{100_000, 1}, {100_000, 50}, {1_000_000, 1}} {
		r := gen.NewRand(uint64(tc.pct))
		bm := roaring.New()
		for i := 0; i < tc.rows; i++ {
			if r.IntN(100) < tc.pct {
				bm.Add(uint32(i))
			}
		}
		b.Run(fmt.Sprintf("rows=%d/pct=%d", tc.rows, tc.pct), func(b *testing.B) {
			for b.Loop() {
				sink = uint64(DeletionVectorFromRoaring(bm).Len())
			}
		})
	}
}
