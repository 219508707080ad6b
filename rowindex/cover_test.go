package rowindex

import (
	"slices"
	"testing"
)

// checkCovers checks the cover chunks of x against their definition:
// chunks of groups, cheap to probe, at least minIDs wide, ascending
// and disjoint, and every qualifying chunk either a cover or overlapping
// one (at least as wide when both start at the same id).
func checkCovers(t testing.TB, x *Index, minIDs uint64) {
	t.Helper()
	if len(x.coverStarts) != len(x.coverChunks) {
		t.Fatal("cover arrays differ in length")
	}
	isCover := map[uint32]bool{}
	for i, c := range x.coverChunks {
		ch := &x.chunks[c]
		if x.coverStarts[i] != x.starts[c] {
			t.Fatalf("cover %d: start %d, chunk starts at %d", i, x.coverStarts[i], x.starts[c])
		}
		if ch.flags()&chunkGrouped == 0 || ch.flags()&(chunkArray|chunkSorted) != 0 || ch.end-x.starts[c] < minIDs-1 {
			t.Fatalf("cover %d: chunk %d does not qualify", i, c)
		}
		if i > 0 && x.starts[c] <= x.chunks[x.coverChunks[i-1]].end {
			t.Fatalf("covers %d and %d overlap", i-1, i)
		}
		isCover[c] = true
	}
	width := func(c uint32) uint64 { return x.chunks[c].end - x.starts[c] }
	for c := range x.chunks {
		ch := &x.chunks[c]
		if isCover[uint32(c)] || ch.flags()&chunkGrouped == 0 || ch.flags()&(chunkArray|chunkSorted) != 0 || ch.end-x.starts[c] < minIDs-1 {
			continue
		}
		found := false
		for _, d := range x.coverChunks {
			if x.starts[d] <= ch.end && x.starts[c] <= x.chunks[d].end && (x.starts[d] != x.starts[c] || width(d) >= width(uint32(c))) {
				found = true
			}
		}
		if !found {
			t.Fatalf("chunk %d qualifies as a cover and overlaps none", c)
		}
	}
}

// TestMapConsecutive checks walkDense's consecutive mapping against a
// plain loop: runs that stop at a gap, a repeat, a descent or the chunk's
// end, at every offset of the four-id step, and ids at the top of the u64
// range, where ids[0]+j would wrap.
func TestMapConsecutive(t *testing.T) {
	const delta = 1 << 32
	check := func(name string, ids []uint64, end uint64) {
		t.Helper()
		want := 0
		for want < len(ids) && ids[want] == ids[0]+uint64(want) && ids[want] <= end && ids[want] >= ids[0] {
			want++
		}
		out := make([]RowAddress, len(ids))
		got := mapConsecutive(ids, out, end, delta)
		if got != want {
			t.Fatalf("%s: mapConsecutive(%v, end %d) = %d, want %d", name, ids, end, got, want)
		}
		for j := range got {
			if out[j] != RowAddress(ids[j]+delta) {
				t.Fatalf("%s: out[%d] = %v, want %v", name, j, out[j], RowAddress(ids[j]+delta))
			}
		}
	}
	for n := 1; n <= 13; n++ {
		for cut := 0; cut <= n; cut++ {
			ids := make([]uint64, n)
			for j := range ids {
				ids[j] = 100 + uint64(j)
			}
			gap, rep, down := slices.Clone(ids), slices.Clone(ids), slices.Clone(ids)
			if cut < n {
				for j := cut; j < n; j++ {
					gap[j]++
				}
				if cut > 0 {
					rep[cut] = rep[cut-1]
					down[cut] = 5
				}
			}
			check("gap", gap, 1000)
			check("repeat", rep, 1000)
			check("descent", down, 1000)
			check("end", ids, 100+uint64(cut))
			top := make([]uint64, n)
			for j := range top {
				top[j] = ^uint64(0) - uint64(cut) + uint64(j) // wraps after cut+1 ids
			}
			check("top", top, ^uint64(0))
		}
	}
}
