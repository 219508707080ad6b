package rowindex

import (
	"errors"
	"testing"
)

func TestWithFragmentsBasics(t *testing.T) {
	x := mustBuild(t, frag(1, seq(rng(0, 10)), nil), frag(2, seq(rng(10, 20)), nil))
	// Update: ids 3 and 15 move to fragment 3; fragments 1 and 2 get deletions.
	y, err := x.WithFragments([]uint32{1, 2}, []Fragment{
		frag(1, seq(rng(0, 10)), NewDeletionVector(3)),
		frag(2, seq(rng(10, 20)), NewDeletionVector(5)),
		frag(3, seq(sortedSeg(t, 3, 15)), nil),
	})
	if err != nil {
		t.Fatal(err)
	}
	checkLookups(t, y, []lookup{{3, at(3, 0)}, {15, at(3, 1)}, {4, at(1, 4)}, {16, at(2, 6)}})
	// x is unchanged.
	checkLookups(t, x, []lookup{{3, at(1, 3)}, {15, at(2, 5)}})
	if _, ok := x.Fragment(3); ok {
		t.Fatal("x gained fragment 3")
	}

	// Errors.
	if _, err := x.WithFragments([]uint32{7}, nil); !errors.Is(err, ErrUnknownFragment) {
		t.Fatalf("unknown removed: %v", err)
	}
	if _, err := x.WithFragments([]uint32{1, 1}, nil); !errors.Is(err, ErrDuplicateFragment) {
		t.Fatalf("removed twice: %v", err)
	}
	if _, err := x.WithFragments(nil, []Fragment{frag(2, seq(rng(50, 51)), nil)}); !errors.Is(err, ErrDuplicateFragment) {
		t.Fatalf("added over a live fragment: %v", err)
	}
	if _, err := x.WithFragments(nil, []Fragment{frag(5, seq(rng(50, 51)), nil), frag(5, seq(rng(60, 61)), nil)}); !errors.Is(err, ErrDuplicateFragment) {
		t.Fatalf("added twice: %v", err)
	}
	if _, err := x.WithFragments(nil, []Fragment{frag(5, seq(rng(5, 6)), nil)}); !errors.Is(err, ErrDuplicateRowID) {
		t.Fatalf("live duplicate: %v", err)
	}
	if _, err := x.WithFragments(nil, []Fragment{{ID: 5, RowIDs: seq(rng(50, 52)), PhysicalRows: 1}}); !errors.Is(err, ErrBadFragment) {
		t.Fatalf("bad fragment: %v", err)
	}
	// Deletions only: the fast path shares the chunks.
	d, err := y.WithFragments([]uint32{2}, []Fragment{frag(2, y.frags[1].seq, NewDeletionVector(5, 6))})
	if err != nil {
		t.Fatal(err)
	}
	if &d.chunks[0] != &y.chunks[0] || d.Len() != y.Len()-1 {
		t.Fatalf("deletions-only commit copied the chunks or miscounted: %d vs %d", d.Len(), y.Len())
	}
	checkLookups(t, d, []lookup{{16, none}, {15, at(3, 1)}, {17, at(2, 7)}})
	checkLookups(t, y, []lookup{{16, at(2, 6)}})
	// Un-deleting a tombstone whose id lives elsewhere is a duplicate.
	if _, err := y.WithFragments([]uint32{1}, []Fragment{frag(1, seq(rng(0, 10)), nil)}); !errors.Is(err, ErrDuplicateRowID) {
		t.Fatalf("un-delete: %v", err)
	}
	// A bad deletion vector on the fast path's shape is still reported.
	if _, err := y.WithFragments([]uint32{2}, []Fragment{frag(2, y.frags[1].seq, NewDeletionVector(5, 10))}); !errors.Is(err, ErrBadFragment) {
		t.Fatalf("bad deletion: %v", err)
	}
	// Removing everything.
	z, err := y.WithFragments([]uint32{1, 2, 3}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if z.Len() != 0 || z.NumChunks() != 0 || len(z.Fragments()) != 0 {
		t.Fatal("empty after removing all")
	}
}

// refitOf, the one predicate of both deletion-only commits (moreDeletions)
// and refits inside other commits (splitRefits): the same sequence, as
// many rows, and a superset of the old deletions, all below the rows.
func TestRefitOf(t *testing.T) {
	s := seq(rng(0, 100))
	x := mustBuild(t, frag(1, s, NewDeletionVector(3, 5)), frag(2, seq(rng(100, 110)), nil))
	for _, c := range []struct {
		name string
		f    Fragment
		want int
	}{
		{"more deletions", frag(1, s, NewDeletionVector(3, 5, 9)), 0},
		{"the same deletions", frag(1, s, NewDeletionVector(3, 5)), 0},
		{"an equal sequence, not shared", frag(1, seq(rng(0, 100)), NewDeletionVector(3, 5, 7)), 0},
		{"a first deletion", frag(2, seq(rng(100, 110)), NewDeletionVector(0)), 1},
		{"an undeleted row", frag(1, s, NewDeletionVector(3)), -1},
		{"another sequence", frag(1, seq(rng(1000, 1100)), NewDeletionVector(3, 5)), -1},
		{"other rows", Fragment{ID: 1, RowIDs: s, Deletions: NewDeletionVector(3, 5), PhysicalRows: 99}, -1},
		{"a deletion past the rows", frag(1, s, NewDeletionVector(3, 5, 100)), -1},
		{"an unknown fragment", frag(3, s, nil), -1},
	} {
		if got := x.refitOf(&c.f); got != c.want {
			t.Errorf("%s: refitOf = %d, want %d", c.name, got, c.want)
		}
		// A commit of that fragment alone is deletion-only exactly when
		// refitOf accepts it: the new index shares the chunk arrays.
		y, err := x.WithFragments([]uint32{c.f.ID}, []Fragment{c.f})
		if c.f.ID == 3 {
			if !errors.Is(err, ErrUnknownFragment) {
				t.Errorf("%s: %v, want ErrUnknownFragment", c.name, err)
			}
			continue
		}
		if c.name == "other rows" || c.name == "a deletion past the rows" {
			if !errors.Is(err, ErrBadFragment) {
				t.Errorf("%s: %v, want ErrBadFragment", c.name, err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if shared := &y.chunks[0] == &x.chunks[0]; shared != (c.want >= 0) {
			t.Errorf("%s: chunk arrays shared %v, refit %v", c.name, shared, c.want >= 0)
		}
	}
}
