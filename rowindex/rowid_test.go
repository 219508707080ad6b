package rowindex

import (
	"testing"
)

// TestFragmentLookupWithGaps checks the fragment id lookup (RowID,
// Fragment) on many fragments whose ids have gaps, evenly spread and
// clustered, for every id present, absent, below and above.
func TestFragmentLookupWithGaps(t *testing.T) {
	for _, clustered := range []bool{false, true} {
		var frags []Fragment
		present := map[uint32]bool{}
		for id := uint32(3); id < 3000; id++ {
			gap := id%7 == 0
			if clustered {
				gap = id > 1000 && id < 2500
			}
			if gap {
				continue
			}
			present[id] = true
			frags = append(frags, Fragment{ID: id, RowIDs: RangeSequence(uint64(id)*10, uint64(id)*10+2), PhysicalRows: 2})
		}
		x, err := Build(frags)
		if err != nil {
			t.Fatal(err)
		}
		for id := uint32(0); id < 3010; id++ {
			_, ok := x.Fragment(id)
			got, okID := x.RowID(NewRowAddress(id, 1))
			if ok != present[id] || okID != present[id] || okID && got != uint64(id)*10+1 {
				t.Fatalf("clustered %v: fragment %d: Fragment %v, RowID %d %v; present %v", clustered, id, ok, got, okID, present[id])
			}
		}
	}
}
