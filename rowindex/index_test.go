package rowindex

import (
	"os"
	"reflect"
	"slices"
	"testing"
	"unsafe"
)

func frag(id uint32, s Sequence, dv *DeletionVector) Fragment {
	return Fragment{ID: id, RowIDs: s, Deletions: dv, PhysicalRows: s.Len()}
}

func mustBuild(t testing.TB, frags ...Fragment) *Index {
	t.Helper()
	x, err := Build(frags)
	if err != nil {
		t.Fatal(err)
	}
	return x
}

type lookup struct {
	id   uint64
	addr RowAddress // InvalidAddress: not found
}

func at(f, o uint32) RowAddress { return NewRowAddress(f, o) }

var none = InvalidAddress

func checkLookups(t *testing.T, x *Index, want []lookup) {
	t.Helper()
	for _, w := range want {
		got, ok := x.Get(w.id)
		if ok != (w.addr != none) || got != w.addr {
			t.Errorf("Get(%d) = %v, %v; want %v", w.id, got, ok, w.addr)
		}
		if w.addr != none {
			if id, ok := x.RowID(w.addr); !ok || id != w.id {
				t.Errorf("RowID(%v) = %d, %v; want %d", w.addr, id, ok, w.id)
			}
		}
	}
	// GetBatch agrees, sorted and in the given order.
	in := make([]uint64, len(want))
	for i, w := range want {
		in[i] = w.id
	}
	checkGetBatch(t, x, in, "given order")
	checkGetBatch(t, x, sortedCopy(in), "sorted")
}

func sortedCopy(v []uint64) []uint64 {
	s := slices.Clone(v)
	slices.Sort(s)
	return s
}

// Lance's test_new_index: holes are not found.
func TestIndexLanceNew(t *testing.T) {
	x := mustBuild(t,
		frag(10, seq(rng(0, 10), holes(t, 10, 17, 12, 15), sortedSeg(t, 20, 25, 30)), nil),
		frag(20, seq(bitmapSeg(t, 17, 20, true, false, true), arraySeg(40, 50, 60)), nil),
	)
	checkLookups(t, x, []lookup{
		{0, at(10, 0)}, {15, none}, {16, at(10, 14)}, {17, at(20, 0)}, {25, at(10, 16)},
		{40, at(20, 2)}, {60, at(20, 4)}, {61, none}, {12, none}, {18, none}, {21, none},
	})
	if x.Len() != 10+5+3+2+3 {
		t.Fatalf("Len = %d", x.Len())
	}
}

// Lance's test_new_index_overlap: interleaved sorted arrays.
func TestIndexLanceOverlap(t *testing.T) {
	x := mustBuild(t,
		frag(23, seq(sortedSeg(t, 3, 6, 9)), nil),
		frag(42, seq(sortedSeg(t, 2, 5, 8)), nil),
		frag(10, seq(sortedSeg(t, 1, 4, 7)), nil),
	)
	checkLookups(t, x, []lookup{
		{1, at(10, 0)}, {2, at(42, 0)}, {3, at(23, 0)}, {4, at(10, 1)}, {5, at(42, 1)},
		{6, at(23, 1)}, {7, at(10, 2)}, {8, at(42, 2)}, {9, at(23, 2)}, {0, none}, {10, none},
	})
	if x.NumGroups() != 1 {
		t.Fatalf("groups = %d", x.NumGroups())
	}
}

// Lance's test_new_index_unsorted_row_ids.
func TestIndexLanceUnsorted(t *testing.T) {
	x := mustBuild(t,
		frag(10, seq(arraySeg(9, 3, 6)), nil),
		frag(20, seq(arraySeg(8, 2, 5)), nil),
		frag(30, seq(arraySeg(7, 1, 4)), nil),
	)
	checkLookups(t, x, []lookup{
		{1, at(30, 1)}, {2, at(20, 1)}, {3, at(10, 1)}, {4, at(30, 2)}, {5, at(20, 2)},
		{6, at(10, 2)}, {7, at(30, 0)}, {8, at(20, 0)}, {9, at(10, 0)}, {0, none}, {10, none},
	})
}

// Lance's test_new_index_partial_overlap: an update-style overlap.
func TestIndexLancePartialOverlap(t *testing.T) {
	x := mustBuild(t,
		frag(0, seq(holes(t, 0, 100, 50)), nil),
		frag(1, seq(rng(50, 51)), nil),
	)
	checkLookups(t, x, []lookup{{0, at(0, 0)}, {49, at(0, 49)}, {50, at(1, 0)}, {51, at(0, 50)}, {99, at(0, 98)}, {100, none}})
}

// Lance's test_index_with_deletion_vector.
func TestIndexLanceDeletionVector(t *testing.T) {
	x := mustBuild(t, frag(10, seq(rng(0, 6)), NewDeletionVector(2, 3)))
	checkLookups(t, x, []lookup{{0, at(10, 0)}, {1, at(10, 1)}, {4, at(10, 4)}, {5, at(10, 5)}, {2, none}, {3, none}})
	if _, ok := x.RowID(at(10, 2)); ok {
		t.Fatal("RowID of a deleted row found")
	}
	if x.Len() != 4 {
		t.Fatalf("Len = %d", x.Len())
	}
}

// Lance's test_empty_fragment_sequences.
func TestIndexLanceEmptyFragments(t *testing.T) {
	x := mustBuild(t, frag(10, Sequence{}, nil), frag(20, seq(rng(5, 8)), nil), frag(30, seq(rng(0, 0), rng(9, 9)), nil))
	checkLookups(t, x, []lookup{{5, at(20, 0)}, {7, at(20, 2)}, {4, none}, {0, none}, {9, none}})
	if x.NumChunks() != 1 {
		t.Fatalf("chunks = %d, want 1", x.NumChunks())
	}
}

// Lance's test_completely_empty_index.
func TestIndexLanceEmpty(t *testing.T) {
	x := mustBuild(t)
	checkLookups(t, x, []lookup{{0, none}, {100, none}})
	if x.Len() != 0 || x.NumChunks() != 0 {
		t.Fatal("empty index is not empty")
	}
	for range x.All() {
		t.Fatal("All yields on an empty index")
	}
	if _, ok := x.RowID(at(0, 0)); ok {
		t.Fatal("RowID found in an empty index")
	}
}

// Lance's test_non_overlapping_ranges: no groups.
func TestIndexLanceNonOverlapping(t *testing.T) {
	x := mustBuild(t, frag(10, seq(rng(0, 5)), nil), frag(20, seq(rng(5, 10)), nil), frag(30, seq(rng(10, 15)), nil))
	checkLookups(t, x, []lookup{{0, at(10, 0)}, {4, at(10, 4)}, {5, at(20, 0)}, {9, at(20, 4)}, {10, at(30, 0)}, {14, at(30, 4)}, {15, none}})
	if x.NumGroups() != 0 {
		t.Fatalf("groups = %d", x.NumGroups())
	}
}

// Overlapping chunks need not tile their span densely: after updates, the
// live ids of an overlap group may leave gaps. Lance's snapshot asserts
// dense tiling and panics with "Wrong range" here (Lance issue 7444); this
// index finds every live id and nothing in the gaps (docs/FORMAT.md,
// "Differences from Lance").
func TestIndexSparseOverlap(t *testing.T) {
	x := mustBuild(t,
		// Id 50 moved from fragment 1 to fragment 2, beside a new id 75:
		// the group's live ids 0, 50, 75, 100 span 0..100 with gaps.
		frag(1, seq(sortedSeg(t, 0, 50, 100)), NewDeletionVector(1)),
		frag(2, seq(sortedSeg(t, 50, 75)), nil),
		// Id 1005 moved from a holes segment into an array reaching
		// far past it.
		frag(3, seq(holes(t, 1000, 1010, 1003)), NewDeletionVector(4)),
		frag(4, seq(arraySeg(1500, 1005)), nil),
	)
	if x.NumGroups() == 0 {
		t.Fatal("no overlap group: the test lost its point")
	}
	checkLookups(t, x, []lookup{
		{0, at(1, 0)}, {50, at(2, 0)}, {75, at(2, 1)}, {100, at(1, 2)},
		{25, none}, {74, none}, {99, none},
		{1000, at(3, 0)}, {1004, at(3, 3)}, {1005, at(4, 1)}, {1009, at(3, 8)}, {1500, at(4, 0)},
		{1003, none}, {1010, none}, {1200, none},
	})
	if x.Len() != 4+10 {
		t.Fatalf("Len = %d, want 14", x.Len())
	}
}

// Updates leave a tombstoned copy: the live one wins, wherever it is.
func TestIndexTombstones(t *testing.T) {
	// Ids 3 and 7 moved from fragment 1 to fragment 2; id 12 moved from
	// fragment 2 back... to fragment 3.
	x := mustBuild(t,
		frag(1, seq(rng(0, 10)), NewDeletionVector(3, 7)),
		frag(2, seq(arraySeg(7, 3, 12)), NewDeletionVector(2)),
		frag(3, seq(rng(10, 13)), nil),
	)
	checkLookups(t, x, []lookup{{3, at(2, 1)}, {7, at(2, 0)}, {12, at(3, 2)}, {0, at(1, 0)}, {10, at(3, 0)}, {13, none}})
}

func TestIndexAllAndFragments(t *testing.T) {
	x := mustBuild(t,
		frag(1, seq(rng(0, 10)), NewDeletionVector(3, 7)),
		frag(2, seq(arraySeg(7, 3, 12)), NewDeletionVector(2)),
		frag(3, seq(rng(10, 13), sortedSeg(t, 100, 200)), nil),
	)
	var got []lookup
	for id, addr := range x.All() {
		got = append(got, lookup{id, addr})
	}
	want := []lookup{{0, at(1, 0)}, {1, at(1, 1)}, {2, at(1, 2)}, {3, at(2, 1)}, {4, at(1, 4)}, {5, at(1, 5)},
		{6, at(1, 6)}, {7, at(2, 0)}, {8, at(1, 8)}, {9, at(1, 9)}, {10, at(3, 0)}, {11, at(3, 1)}, {12, at(3, 2)},
		{100, at(3, 3)}, {200, at(3, 4)}}
	if !slices.Equal(got, want) {
		t.Fatalf("All = %v\nwant %v", got, want)
	}
	if x.Len() != len(want) {
		t.Fatalf("Len = %d, want %d", x.Len(), len(want))
	}
	n := 0
	for range x.All() {
		n++
		if n == 4 {
			break
		}
	}
	fs := x.Fragments()
	if len(fs) != 3 || fs[0].ID != 1 || fs[2].ID != 3 {
		t.Fatalf("Fragments = %v", fs)
	}
	if f, ok := x.Fragment(2); !ok || f.RowIDs.Len() != 3 {
		t.Fatal("Fragment(2)")
	}
	if _, ok := x.Fragment(9); ok {
		t.Fatal("Fragment(9) found")
	}
	for _, a := range []RowAddress{at(9, 0), at(1, 10), at(3, 5), at(2, 2)} {
		if id, ok := x.RowID(a); ok {
			t.Fatalf("RowID(%v) = %d", a, id)
		}
	}
}

// The design comment's size figures (index.go): Index is 144 bytes, and ten
// dense 100k-row Range fragments (W1 at 1e6 rows) take 632 bytes, under
// 64 per chunk, with no extras of their own.
func TestSizeBytesPlain(t *testing.T) {
	if n := unsafe.Sizeof(Index{}); n != 144 {
		t.Fatalf("Index is %d bytes, the doc says 144", n)
	}
	var frags []Fragment
	for f := range uint64(10) {
		frags = append(frags, frag(uint32(f), RangeSequence(f*100_000, (f+1)*100_000), nil))
	}
	x, err := Build(frags)
	if err != nil {
		t.Fatal(err)
	}
	if x.extras != &noExtras || x.SizeBytes() != 632 {
		t.Fatalf("ten Range fragments: %d bytes, own extras %v; the doc says 632", x.SizeBytes(), x.extras != &noExtras)
	}
	// A gap in the fragment ids costs 4 bytes per fragment and the extras.
	frags[9].ID = 20
	if y, err := Build(frags); err != nil || y.SizeBytes() != 632+40+int(unsafe.Sizeof(extras{})) {
		t.Fatalf("with a gap in the ids: %d bytes (%v)", y.SizeBytes(), err)
	}
}

// TestMain checks, after every test of the package has built and derived
// indexes of every shape, that the shared empty overlaps were never
// written: an index writing into noExtras would corrupt every index
// without overlaps.
func TestMain(m *testing.M) {
	code := m.Run()
	if code == 0 && !reflect.ValueOf(noExtras).IsZero() {
		println("rowindex: the shared noExtras was written to")
		code = 1
	}
	os.Exit(code)
}

// An index without side tables or groups shares noExtras and does not
// count it; one derived from it that gains a side table or a group gets
// its own, and the first keeps sharing.
func TestOverlapsShared(t *testing.T) {
	x, err := Build([]Fragment{{ID: 1, RowIDs: seq(rng(0, 100)), PhysicalRows: 100}})
	if err != nil {
		t.Fatal(err)
	}
	if x.extras != &noExtras {
		t.Fatal("an index of one Range fragment has overlaps of its own")
	}
	base := x.SizeBytes()
	// Append-only: an unsorted Array fragment brings a side table.
	y, err := x.WithFragments(nil, []Fragment{{ID: 2, RowIDs: seq(arraySeg(205, 201, 203)), PhysicalRows: 3}})
	if err != nil {
		t.Fatal(err)
	}
	if y.extras == &noExtras || len(y.sides) != 1 {
		t.Fatalf("appended Array: overlaps shared %v, %d sides", y.extras == &noExtras, len(y.sides))
	}
	if x.extras != &noExtras || x.SizeBytes() != base {
		t.Fatal("deriving an index changed the one it derives from")
	}
	// An update: the row moves to a new fragment that overlaps the old one.
	z, err := y.WithFragments([]uint32{1}, []Fragment{
		{ID: 1, RowIDs: seq(rng(0, 100)), Deletions: NewDeletionVector(7), PhysicalRows: 100},
		{ID: 3, RowIDs: seq(rng(7, 8)), PhysicalRows: 1},
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(z.groups) != 1 || len(y.groups) != 0 {
		t.Fatalf("update: %d groups (want 1), the previous index %d (want 0)", len(z.groups), len(y.groups))
	}
	if a, ok := z.Get(7); !ok || a != NewRowAddress(3, 0) {
		t.Fatalf("Get(7) = %v, %v after the update", a, ok)
	}
	if !reflect.ValueOf(noExtras).IsZero() {
		t.Fatal("noExtras was written to")
	}
}
