package gen

import (
	"math"
	"slices"
	"testing"
)

func TestIDsShapes(t *testing.T) {
	for _, k := range Kinds() {
		for _, n := range []int{0, 1, 2, 3, 100, 10000} {
			ids := IDs(42, k, n)
			if len(ids) != n {
				t.Fatalf("%v n=%d: got %d ids", k, n, len(ids))
			}
			if !slices.Equal(ids, IDs(42, k, n)) {
				t.Fatalf("%v n=%d: not deterministic", k, n)
			}
			sorted := slices.Clone(ids)
			slices.Sort(sorted)
			if len(slices.Compact(slices.Clone(sorted))) != n {
				t.Fatalf("%v n=%d: duplicate ids", k, n)
			}
			if k != Unsorted && !slices.Equal(ids, sorted) {
				t.Fatalf("%v n=%d: not ascending", k, n)
			}
			if n < 3 {
				continue
			}
			span := sorted[n-1] - sorted[0] + 1
			switch k {
			case Contiguous:
				if span != uint64(n) {
					t.Errorf("contiguous span %d for %d ids", span, n)
				}
			case FewHoles, NearMax:
				if holes := span - uint64(n); holes == 0 || holes > uint64(max(1, n/1000)) {
					t.Errorf("%v: %d holes for %d ids", k, holes, n)
				}
			case Dense:
				if span < uint64(n)*3/2 {
					t.Errorf("dense span %d for %d ids", span, n)
				}
			case Sparse:
				if span < uint64(n)*100 {
					t.Errorf("sparse span %d for %d ids", span, n)
				}
			case Unsorted:
				if n >= 100 && slices.Equal(ids, sorted) {
					t.Errorf("unsorted ids came out sorted")
				}
			}
			if k == NearMax && sorted[n-1] != math.MaxUint64 {
				t.Errorf("near-max ends at %d", sorted[n-1])
			}
		}
	}
	if IDs(1, Sparse, 100)[50] == IDs(2, Sparse, 100)[50] {
		t.Errorf("different seeds gave the same ids")
	}
}

func TestUnknownKind(t *testing.T) {
	if ids := IDs(1, Kind(99), 10); len(ids) != 0 {
		t.Fatalf("unknown kind gave %d ids", len(ids))
	}
}

func TestShuffled(t *testing.T) {
	ids := IDs(7, Contiguous, 1000)
	s := Shuffled(3, ids)
	if slices.Equal(s, ids) || !slices.Equal(s, Shuffled(3, ids)) {
		t.Fatalf("Shuffled not a deterministic permutation")
	}
	slices.Sort(s)
	if !slices.Equal(s, ids) {
		t.Fatalf("Shuffled lost ids")
	}
}
