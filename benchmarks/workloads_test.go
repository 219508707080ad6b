package benchmarks

import (
	"cmp"
	"fmt"
	"os"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/stablerow/stablerow/gen"
	"github.com/stablerow/stablerow/gen/tablegen"
	"github.com/stablerow/stablerow/rowindex"
	"github.com/stablerow/stablerow/segment"
	"github.com/stablerow/stablerow/table"
)

// workload is one table state from gen, with the naive structures a Go
// user would build from the same fragments.
type workload struct {
	name  string
	rows  int // live rows
	frags []rowindex.Fragment
	index *rowindex.Index

	live    []uint64 // live ids, ascending
	addrs   []rowindex.RowAddress
	randIDs []uint64 // live ids in random order (lookup probes)
	randAdr []rowindex.RowAddress

	naiveMap   map[uint64]uint64
	naivePairs []idAddr
	// naiveFrag is the reverse lookup a user would write: each fragment's
	// ids in a []uint64, found through a map by fragment id.
	naiveFrag map[uint32][]uint64
}

type idAddr struct{ id, addr uint64 }

var (
	workloadMu    sync.Mutex
	workloadCache = map[string]*workload{}
)

// getWorkload builds (once per process) the named workload: it replays
// gen's operations through table, or computes the final fragments
// directly for a direct workload.
func getWorkload(b *testing.B, wl workloadSpec) *workload {
	workloadMu.Lock()
	defer workloadMu.Unlock()
	name := wl.name
	if w := workloadCache[name]; w != nil {
		return w
	}
	var idx *rowindex.Index
	if wl.fragments != nil {
		var err error
		if idx, err = rowindex.Build(wl.fragments()); err != nil {
			b.Fatalf("%s: index: %v", name, err)
		}
	} else if wl.direct {
		frags, err := w3Direct(wl.ops())
		if err != nil {
			b.Fatalf("%s: %v", name, err)
		}
		if idx, err = rowindex.Build(frags); err != nil {
			b.Fatalf("%s: index: %v", name, err)
		}
	} else {
		// ReplayLatest keeps one version in memory, not every version.
		last, err := table.ReplayLatest(table.New(true), wl.ops())
		if err != nil {
			b.Fatalf("%s: replay: %v", name, err)
		}
		if idx, err = last.Index(); err != nil {
			b.Fatalf("%s: index: %v", name, err)
		}
	}
	w := &workload{name: name, frags: idx.Fragments(), index: idx}
	for id, addr := range idx.All() {
		w.live = append(w.live, id)
		w.addrs = append(w.addrs, addr)
	}
	w.rows = len(w.live)
	w.randIDs = gen.Shuffled(1, w.live)
	w.randAdr = make([]rowindex.RowAddress, len(w.randIDs))
	for i, id := range w.randIDs {
		w.randAdr[i], _ = idx.Get(id)
	}
	w.naiveMap = buildNaiveMap(w.live, w.addrs)
	w.naivePairs = buildNaivePairs(w.frags)
	w.naiveFrag = make(map[uint32][]uint64, len(w.frags))
	for _, f := range w.frags {
		w.naiveFrag[f.ID] = f.RowIDs.AppendTo(nil)
	}
	workloadCache[name] = w
	return w
}

func buildNaiveMap(ids []uint64, addrs []rowindex.RowAddress) map[uint64]uint64 {
	m := make(map[uint64]uint64, len(ids))
	for i, id := range ids {
		m[id] = uint64(addrs[i])
	}
	return m
}

// buildNaivePairs is what a user would write from the fragments: every
// live (id, address), sorted by id.
func buildNaivePairs(frags []rowindex.Fragment) []idAddr {
	var pairs []idAddr
	for _, f := range frags {
		off := 0
		for _, seg := range f.RowIDs.Segments() {
			for id := range seg.All() {
				if !f.Deletions.Contains(uint32(off)) {
					pairs = append(pairs, idAddr{id, uint64(rowindex.NewRowAddress(f.ID, uint32(off)))})
				}
				off++
			}
		}
	}
	slices.SortFunc(pairs, func(a, b idAddr) int {
		switch {
		case a.id < b.id:
			return -1
		case a.id > b.id:
			return 1
		}
		return 0
	})
	return pairs
}

// heapDelta returns the bytes allocated and kept by f.
func heapDelta(f func() any) (int64, any) {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	v := f()
	runtime.GC()
	runtime.ReadMemStats(&after)
	return int64(after.HeapAlloc) - int64(before.HeapAlloc), v
}

// workloadSpec names a workload and the gen operations that make it. A
// direct workload (W3 with many commits) is built by w3Direct from the
// operations instead of replaying them commit by commit through table
// (the same final fragments, see TestW3DirectMatchesReplay).
type workloadSpec struct {
	name   string
	ops    func() []table.Op
	direct bool
	// fragments, when set, gives the final fragments directly (a shape
	// that the operations of table do not write, such as Lance's update).
	fragments func() []rowindex.Fragment
}

// workloads returns the workloads of this run: small ones with -short
// (make bench), the 1e7-row ones too otherwise (make bench-full), and W1 at
// 1e8 rows and W3 at 1e5 commits when STABLEROW_BENCH_1E8 is set (make
// bench-full sets it).
func workloads() []workloadSpec {
	list := []workloadSpec{
		{name: "W1/rows=1e5", ops: func() []table.Op { return tablegen.W1FreshAppends(100_000) }},
		{name: "W1/rows=1e6", ops: func() []table.Op { return tablegen.W1FreshAppends(1_000_000) }},
		{name: "W2/rows=1e6", ops: func() []table.Op { return tablegen.W2AfterLife(2, 1_000_000, 10) }},
		{name: "W2/rows=1e6/commits=300", ops: func() []table.Op { return tablegen.W2AfterLife(2, 1_000_000, 300) }},
		{name: "W2/rows=1e6/commits=1e3", ops: func() []table.Op { return tablegen.W2AfterLife(2, 1_000_000, 1_000) }},
		{name: "W3/rows=1e6/k=1e3", ops: func() []table.Op { return tablegen.W3UpdateChurn(3, 1_000_000, 1_000) }},
	}
	if !testing.Short() {
		list = append(list,
			workloadSpec{name: "W1/rows=1e7", ops: func() []table.Op { return tablegen.W1FreshAppends(10_000_000) }},
			workloadSpec{name: "W2/rows=1e7", ops: func() []table.Op { return tablegen.W2AfterLife(2, 10_000_000, 100) }},
			workloadSpec{name: "W2/rows=1e7/commits=1e3", ops: func() []table.Op { return tablegen.W2AfterLife(2, 10_000_000, 1_000) }},
			workloadSpec{name: "W3/rows=1e6/k=1e4", ops: func() []table.Op { return tablegen.W3UpdateChurn(3, 1_000_000, 10_000) }, direct: true},
		)
	}
	if os.Getenv("STABLEROW_BENCH_1E8") != "" {
		// 1e8 rows: the naive map alone takes several GB and a minute.
		list = append(list,
			workloadSpec{name: "W1/rows=1e8", ops: func() []table.Op { return tablegen.W1FreshAppends(100_000_000) }},
			workloadSpec{name: "W3/rows=1e6/k=1e5", ops: func() []table.Op { return tablegen.W3UpdateChurn(3, 1_000_000, 100_000) }, direct: true})
	}
	return list
}

// runWorkload runs f as the sub-benchmark "impl=<impl>/<workload>". The
// workload is built (once per process, see getWorkload) inside the
// sub-benchmark, so a -bench filter that leaves it out skips its build, and
// the build is not timed.
func runWorkload(b *testing.B, impl string, wl workloadSpec, f func(b *testing.B, w *workload)) {
	b.Run("impl="+impl+"/"+wl.name, func(b *testing.B) {
		w := getWorkload(b, wl)
		b.ResetTimer()
		f(b, w)
	})
}

// sink keeps benchmark results alive.
var sink uint64

// BenchmarkIndexGet looks up random live ids: ours against a map and a
// sorted pair slice.
func BenchmarkIndexGet(b *testing.B) {
	for _, wl := range workloads() {
		runWorkload(b, "ours", wl, func(b *testing.B, w *workload) {
			n := len(w.randIDs)
			for i := 0; i < b.N; i++ {
				a, _ := w.index.Get(w.randIDs[i%n])
				sink += uint64(a)
			}
		})
		runWorkload(b, "naive", wl, func(b *testing.B, w *workload) {
			n := len(w.randIDs)
			for i := 0; i < b.N; i++ {
				sink += w.naiveMap[w.randIDs[i%n]]
			}
		})
		runWorkload(b, "sorted-pairs", wl, func(b *testing.B, w *workload) {
			n := len(w.randIDs)
			for i := 0; i < b.N; i++ {
				id := w.randIDs[i%n]
				j, _ := slices.BinarySearchFunc(w.naivePairs, id, func(p idAddr, id uint64) int {
					return cmp.Compare(p.id, id)
				})
				sink += w.naivePairs[j].addr
			}
		})
	}
}

// BenchmarkIndexGetBatchSorted looks up every live id in ascending order,
// in batches of 4096: ours (the merge walk) against map lookups. ns/id.
func BenchmarkIndexGetBatchSorted(b *testing.B) {
	const batch = 4096
	out := make([]rowindex.RowAddress, batch)
	for _, wl := range workloads() {
		runWorkload(b, "ours", wl, func(b *testing.B, w *workload) {
			nb := len(w.live) / batch
			for i := 0; i < b.N; i++ {
				k := (i % nb) * batch
				sink += uint64(w.index.GetBatch(w.live[k:k+batch], out))
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*batch), "ns/id")
		})
		runWorkload(b, "naive", wl, func(b *testing.B, w *workload) {
			nb := len(w.live) / batch
			for i := 0; i < b.N; i++ {
				k := (i % nb) * batch
				for j, id := range w.live[k : k+batch] {
					out[j] = rowindex.RowAddress(w.naiveMap[id])
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*batch), "ns/id")
		})
	}
}

// BenchmarkIndexRowID maps random live addresses back to ids: ours against
// a []uint64 per fragment found through a map.
func BenchmarkIndexRowID(b *testing.B) {
	for _, wl := range workloads() {
		runWorkload(b, "ours", wl, func(b *testing.B, w *workload) {
			n := len(w.randAdr)
			for i := 0; i < b.N; i++ {
				id, _ := w.index.RowID(w.randAdr[i%n])
				sink += id
			}
		})
		runWorkload(b, "naive", wl, func(b *testing.B, w *workload) {
			n := len(w.randAdr)
			for i := 0; i < b.N; i++ {
				a := w.randAdr[i%n]
				sink += w.naiveFrag[a.Fragment()][a.Offset()]
			}
		})
	}
}

// BenchmarkIndexRowIDCached is BenchmarkIndexRowID cycling over
// cachedAddrs random live addresses, so that what their lookups touch
// stays in the CPU caches: the latency of the lookup's own work, without
// the cache misses of BenchmarkIndexRowID's random addresses over all
// rows.
func BenchmarkIndexRowIDCached(b *testing.B) {
	const cachedAddrs = 4096
	for _, wl := range workloads() {
		runWorkload(b, "ours", wl, func(b *testing.B, w *workload) {
			addrs := w.randAdr[:min(cachedAddrs, len(w.randAdr))]
			for i := 0; i < b.N; i++ {
				id, _ := w.index.RowID(addrs[i%len(addrs)])
				sink += id
			}
		})
		runWorkload(b, "naive", wl, func(b *testing.B, w *workload) {
			addrs := w.randAdr[:min(cachedAddrs, len(w.randAdr))]
			for i := 0; i < b.N; i++ {
				a := addrs[i%len(addrs)]
				sink += w.naiveFrag[a.Fragment()][a.Offset()]
			}
		})
	}
}

// BenchmarkIndexBuild builds the index from the fragments: ours against
// building the map and the sorted pairs. B/row is the memory kept beyond
// the sequences (ours: SizeBytes; the baselines: heap growth).
func BenchmarkIndexBuild(b *testing.B) {
	for _, wl := range workloads() {
		runWorkload(b, "ours", wl, func(b *testing.B, w *workload) {
			var idx *rowindex.Index
			for i := 0; i < b.N; i++ {
				var err error
				if idx, err = rowindex.Build(w.frags); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(idx.SizeBytes())/float64(w.rows), "B/row")
			b.ReportMetric(float64(idx.SizeBytes())/float64(max(1, idx.NumChunks())), "B/chunk")
		})
		runWorkload(b, "naive", wl, func(b *testing.B, w *workload) {
			for i := 0; i < b.N; i++ {
				_ = buildNaiveMap(w.live, w.addrs)
			}
			b.StopTimer()
			kept, m := heapDelta(func() any { return buildNaiveMap(w.live, w.addrs) })
			runtime.KeepAlive(m)
			b.ReportMetric(float64(kept)/float64(w.rows), "B/row")
		})
		runWorkload(b, "sorted-pairs", wl, func(b *testing.B, w *workload) {
			for i := 0; i < b.N; i++ {
				_ = buildNaivePairs(w.frags)
			}
			b.ReportMetric(16, "B/row")
		})
	}
}

// BenchmarkIndexWithFragments derives the next version's index after a
// commit that touched one fragment (new deletions) of 10,000: ours
// (WithFragments) against a full Build.
func BenchmarkIndexWithFragments(b *testing.B) {
	const nfrag, rowsPer = 10_000, 100
	frags := make([]rowindex.Fragment, nfrag)
	for i := range frags {
		start := uint64(i * rowsPer)
		frags[i] = rowindex.Fragment{ID: uint32(i), RowIDs: rowindex.RangeSequence(start, start+rowsPer), PhysicalRows: rowsPer}
	}
	base, err := rowindex.Build(frags)
	if err != nil {
		b.Fatal(err)
	}
	changed := frags[nfrag/2]
	changed.Deletions = rowindex.NewDeletionVector(3, 7, 9)
	next := slices.Clone(frags)
	next[nfrag/2] = changed
	name := fmt.Sprintf("frags=%d", nfrag)
	b.Run("impl=ours/"+name, func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, err := base.WithFragments([]uint32{changed.ID}, []rowindex.Fragment{changed}); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("impl=naive/"+name, func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, err := rowindex.Build(next); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkIndexUpdateCommit derives the next version's index after an
// update commit on W2's shapes: 10 scattered live rows move to a new
// fragment (a sorted array) and are deleted from their old fragments.
// Ours (WithFragments) against a full Build of the same fragments (the
// "naive" column). With
// 1,000 earlier update commits, every update array spans the table and
// overlaps every other one.
func BenchmarkIndexUpdateCommit(b *testing.B) {
	for _, wl := range workloads() {
		if !strings.HasPrefix(wl.name, "W2/") {
			continue
		}
		var removed []uint32
		var added, next []rowindex.Fragment
		setup := func(b *testing.B, w *workload) {
			if next != nil {
				return
			}
			ids := slices.Sorted(slices.Values(w.randIDs[:10]))
			dels := map[uint32][]uint32{}
			for _, id := range ids {
				a, _ := w.index.Get(id)
				dels[a.Fragment()] = append(dels[a.Fragment()], a.Offset())
			}
			var last uint32
			for _, f := range w.frags {
				last = max(last, f.ID)
				if offs, ok := dels[f.ID]; ok {
					f.Deletions = f.Deletions.With(offs...)
					removed = append(removed, f.ID)
					added = append(added, f)
				}
				next = append(next, f)
			}
			seq := rowindex.NewSequence(segment.FromSlice(ids))
			nf := rowindex.Fragment{ID: last + 1, RowIDs: seq, PhysicalRows: seq.Len()}
			added = append(added, nf)
			next = append(next, nf)
		}
		runWorkload(b, "ours", wl, func(b *testing.B, w *workload) {
			setup(b, w)
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if _, err := w.index.WithFragments(removed, added); err != nil {
					b.Fatal(err)
				}
			}
		})
		runWorkload(b, "naive", wl, func(b *testing.B, w *workload) {
			setup(b, w)
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if _, err := rowindex.Build(next); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
