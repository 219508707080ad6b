package rowindex

import (
	"errors"
	"fmt"
	"runtime"
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
		// An array's id probes the dense chunks covering it.
		{"sorted array and holes", []Fragment{frag(1, seq(holes(t, 0, 20, 2, 5)), NewDeletionVector(0)), frag(2, seq(sortedSeg(t, 2, 3, 25)), nil)},
			3, at(1, 2), at(2, 1)},
		{"array and bitmap", []Fragment{frag(1, seq(bitmapSeg(t, 10, 20, bitsAt(10, 0, 2, 4)...)), nil), frag(2, seq(arraySeg(30, 12, 14)), NewDeletionVector(1))},
			14, at(1, 2), at(2, 2)},
		{"sorted array over two ranges", []Fragment{frag(1, seq(rng(0, 100)), dvRange(40, 50, 51, 60)), frag(2, seq(rng(40, 60)), NewDeletionVector(10)),
			frag(3, seq(sortedSeg(t, 50)), nil)}, 50, at(1, 50), at(3, 0)},
		{"sorted array with deletions over a range", []Fragment{frag(1, seq(rng(0, 100)), NewDeletionVector(4)), frag(2, seq(sortedSeg(t, 3, 4, 5)), NewDeletionVector(0, 1))},
			5, at(1, 5), at(2, 2)},
		// Dense chunks against one another, through their runs of live ids.
		{"range and holes", []Fragment{frag(1, seq(rng(0, 100)), dvRange(0, 50, 51, 100)), frag(2, seq(holes(t, 40, 60, 45)), nil)},
			50, at(1, 50), at(2, 9)},
		{"bitmap and range", []Fragment{frag(1, seq(bitmapSeg(t, 40, 60, bitsAt(20, 1, 10, 19)...)), NewDeletionVector(0)), frag(2, seq(rng(45, 65)), NewDeletionVector(5))},
			59, at(1, 2), at(2, 14)},
		{"holes and bitmap", []Fragment{frag(1, seq(holes(t, 0, 30, 3, 4, 5)), dvRange(0, 10)), frag(2, seq(bitmapSeg(t, 0, 20, bitsAt(20, 3, 4, 5, 12, 13)...)), NewDeletionVector(3))},
			13, at(1, 10), at(2, 4)},
		// The least duplicate of the group, whichever check finds it.
		{"dense duplicate below an array one", []Fragment{frag(1, seq(rng(0, 10)), nil), frag(2, seq(sortedSeg(t, 7)), nil), frag(3, seq(rng(3, 4)), nil)},
			3, at(1, 3), at(3, 0)},
		{"array duplicate below a dense one", []Fragment{frag(1, seq(rng(0, 10)), nil), frag(2, seq(sortedSeg(t, 2)), nil), frag(3, seq(rng(3, 4)), nil)},
			2, at(1, 2), at(2, 0)},
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
	// A commit's chunks against the old ones: a new dense chunk over an old
	// array (whose ids are read where new dense chunks are), a new holes
	// chunk over an old Range, a new array over an old bitmap (found
	// through the previous index).
	for _, tt := range []struct {
		name          string
		base          []Fragment
		added         Fragment
		id            uint64
		first, second RowAddress
	}{
		{"range over an old array", []Fragment{frag(1, seq(rng(0, 100)), dvRange(40, 60)), frag(2, seq(sortedSeg(t, 50)), nil)},
			frag(3, seq(rng(40, 60)), nil), 50, at(2, 0), at(3, 10)},
		{"holes over an old range", []Fragment{frag(1, seq(rng(0, 100)), dvRange(0, 50, 51, 100))},
			frag(3, seq(holes(t, 40, 60, 45)), nil), 50, at(1, 50), at(3, 9)},
		{"array over an old bitmap", []Fragment{frag(1, seq(bitmapSeg(t, 10, 20, bitsAt(10, 0, 2)...)), nil)},
			frag(3, seq(arraySeg(30, 12)), nil), 12, at(1, 1), at(3, 1)},
	} {
		x := mustBuild(t, tt.base...)
		_, err := x.WithFragments(nil, []Fragment{tt.added})
		var de *DuplicateRowIDError
		if !errors.As(err, &de) || de.ID != tt.id || de.First != tt.first || de.Second != tt.second {
			t.Fatalf("%s: WithFragments: %v, want id %d at %v and %v", tt.name, err, tt.id, tt.first, tt.second)
		}
		// Without the duplicate (the old copy deleted) the commit goes in.
		if _, err := x.WithFragments(nil, []Fragment{{ID: tt.added.ID, RowIDs: tt.added.RowIDs, PhysicalRows: tt.added.PhysicalRows,
			Deletions: NewDeletionVector(uint32(tt.second.Offset()))}}); err != nil {
			t.Fatalf("%s: WithFragments without the duplicate: %v", tt.name, err)
		}
	}
	// Deleted copies are fine, in every shape.
	x := mustBuild(t,
		frag(1, seq(arraySeg(4, 2, 4)), NewDeletionVector(0)),
		frag(2, seq(sortedSeg(t, 10, 11, 11, 11, 12)), NewDeletionVector(1, 3)),
	)
	checkLookups(t, x, []lookup{{4, at(1, 2)}, {2, at(1, 1)}, {11, at(2, 2)}, {12, at(2, 4)}})
}

// dvRange returns the deletion vector of the offsets [lo, hi) of each
// pair.
func dvRange(runs ...uint32) *DeletionVector {
	var offs []uint32
	for i := 0; i+1 < len(runs); i += 2 {
		for o := runs[i]; o < runs[i+1]; o++ {
			offs = append(offs, o)
		}
	}
	return NewDeletionVector(offs...)
}

// bitsAt returns n presence flags, set at the positions given.
func bitsAt(n int, set ...int) []bool {
	p := make([]bool, n)
	for _, i := range set {
		p[i] = true
	}
	return p
}

// TestDuplicateParallelGroups checks that the groups checked on several
// goroutines report the duplicate of the first group that has one, as a
// check on one goroutine does, wherever the duplicates are: Range
// fragments each overlapped by a sorted array of moved ids (Lance's update
// shape, with enough ids to be checked in parallel), some of whose moved
// ids are left live in the Range.
func TestDuplicateParallelGroups(t *testing.T) {
	const groups, rows, moved = 12, 100_000, 4_000
	build := func(live map[int]bool) []Fragment {
		var frags []Fragment
		for g := range groups {
			start := uint64(g) * rows * 2 // gaps: one group per fragment
			var dels []uint32
			var ids []uint64
			for k := range moved {
				off := uint32(k * (rows / moved))
				ids = append(ids, start+uint64(off))
				if !live[g] || k != moved/2 {
					dels = append(dels, off)
				}
			}
			frags = append(frags, frag(uint32(2*g), seq(rng(start, start+rows)), NewDeletionVector(dels...)),
				frag(uint32(2*g+1), seq(sortedSeg(t, ids...)), nil))
		}
		return frags
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	for _, live := range []map[int]bool{{}, {groups - 1: true}, {3: true, 7: true}, {3: true, 4: true}, {0: true, 1: true, 2: true}, {0: true, 5: true, groups - 1: true}} {
		var errs []string
		for _, procs := range []int{1, 2, 4} {
			runtime.GOMAXPROCS(procs)
			_, err := Build(build(live))
			var de *DuplicateRowIDError
			switch {
			case len(live) == 0 && err != nil:
				t.Fatalf("no duplicates, GOMAXPROCS %d: %v", procs, err)
			case len(live) > 0 && !errors.As(err, &de):
				t.Fatalf("duplicates in groups %v, GOMAXPROCS %d: %v", live, procs, err)
			case len(live) > 0:
				first := groups
				for g := range live {
					first = min(first, g)
				}
				if want := uint64(first)*rows*2 + moved/2*(rows/moved); de.ID != want {
					t.Fatalf("groups %v, GOMAXPROCS %d: duplicate id %d, want %d (group %d)", live, procs, de.ID, want, first)
				}
			}
			errs = append(errs, fmt.Sprint(err))
		}
		if errs[0] != errs[1] || errs[0] != errs[2] {
			t.Fatalf("groups %v: errors differ by GOMAXPROCS: %q", live, errs)
		}
	}
}
