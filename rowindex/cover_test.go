package rowindex

import (
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
