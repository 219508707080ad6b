package rowindex

import (
	"errors"
	"testing"
)

func TestIndexDuplicateLiveID(t *testing.T) {
	tests := []struct {
		name          string
		frags         []Fragment
		id            uint64
		first, second RowAddress
	}{
		{"two ranges", []Fragment{frag(1, seq(rng(0, 10)), nil), frag(2, seq(rng(5, 6)), nil)}, 5, at(1, 5), at(2, 0)},
		{"range and array", []Fragment{frag(1, seq(rng(0, 10)), NewDeletionVector(5)), frag(2, seq(arraySeg(9, 5)), nil)}, 9, at(1, 9), at(2, 0)},
		{"inside one array", []Fragment{frag(1, seq(arraySeg(4, 2, 4)), nil)}, 4, at(1, 0), at(1, 2)},
		{"inside one sorted array", []Fragment{frag(1, seq(sortedSeg(t, 1, 2, 2, 9)), nil)}, 2, at(1, 1), at(1, 2)},
		{"two segments of one fragment", []Fragment{frag(1, seq(rng(0, 3), rng(2, 4)), nil)}, 2, at(1, 2), at(1, 3)},
		// Arrays over a range: array pairs are checked together.
		{"two sorted arrays", []Fragment{frag(1, seq(rng(0, 100)), NewDeletionVector(5, 50, 70)),
			frag(2, seq(sortedSeg(t, 5, 50)), nil), frag(3, seq(sortedSeg(t, 50, 70)), nil)}, 50, at(2, 1), at(3, 0)},
		{"sorted and unsorted arrays", []Fragment{frag(1, seq(rng(0, 100)), NewDeletionVector(5, 50, 70)),
			frag(2, seq(sortedSeg(t, 5, 50)), nil), frag(3, seq(arraySeg(70, 50)), nil)}, 50, at(2, 1), at(3, 1)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Build(tt.frags)
			var de *DuplicateRowIDError
			if !errors.Is(err, ErrDuplicateRowID) || !errors.As(err, &de) {
				t.Fatalf("err = %v, want a duplicate row id", err)
			}
			if de.ID != tt.id || de.First != tt.first || de.Second != tt.second {
				t.Fatalf("duplicate = %+v, want id %d at %v and %v", de, tt.id, tt.first, tt.second)
			}
		})
	}
	// The same duplicate between two arrays, the second added by a commit.
	base := []Fragment{frag(1, seq(rng(0, 100)), NewDeletionVector(5, 50, 70)), frag(2, seq(sortedSeg(t, 5, 50)), nil)}
	for _, added := range []Fragment{frag(3, seq(sortedSeg(t, 50, 70)), nil), frag(3, seq(arraySeg(70, 50)), nil)} {
		_, err := mustBuild(t, base...).WithFragments(nil, []Fragment{added})
		var de *DuplicateRowIDError
		if !errors.As(err, &de) || de.ID != 50 {
			t.Fatalf("WithFragments adding id 50 again in an array: %v", err)
		}
	}
	// Deleted copies are fine, in every shape.
	x := mustBuild(t,
		frag(1, seq(arraySeg(4, 2, 4)), NewDeletionVector(0)),
		frag(2, seq(sortedSeg(t, 10, 11, 11, 11, 12)), NewDeletionVector(1, 3)),
	)
	checkLookups(t, x, []lookup{{4, at(1, 2)}, {2, at(1, 1)}, {11, at(2, 2)}, {12, at(2, 4)}})
}
