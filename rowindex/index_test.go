package rowindex

import (
	"errors"
	"math"
	"slices"
	"sort"
	"testing"
	"unsafe"

	"github.com/stablerow/stablerow/gen"
	"github.com/stablerow/stablerow/segment"
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

func TestIndexBadFragments(t *testing.T) {
	tests := []struct {
		name  string
		frags []Fragment
		want  error
	}{
		{"length mismatch", []Fragment{{ID: 4, RowIDs: seq(rng(0, 10)), PhysicalRows: 11}}, ErrBadFragment},
		{"deleted offset past the rows", []Fragment{{ID: 4, RowIDs: seq(rng(0, 10)), PhysicalRows: 10, Deletions: NewDeletionVector(10)}}, ErrBadFragment},
		{"negative rows", []Fragment{{ID: 4, PhysicalRows: -1}}, ErrBadFragment},
		{"duplicate fragment id", []Fragment{frag(4, seq(rng(0, 1)), nil), frag(4, seq(rng(5, 6)), nil)}, ErrDuplicateFragment},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Build(tt.frags)
			if !errors.Is(err, tt.want) {
				t.Fatalf("err = %v, want %v", err, tt.want)
			}
		})
	}
	_, err := Build([]Fragment{{ID: 4, RowIDs: seq(rng(0, 10)), PhysicalRows: 11}})
	if want := "rowindex: bad fragment 4: row-id sequence has 10 ids but the fragment has 11 physical rows"; err.Error() != want {
		t.Fatalf("message %q, want %q", err, want)
	}
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

// The package documentation promises 24-byte chunk records.
func TestChunkRecordSize(t *testing.T) {
	if chunkBytes != 24 {
		t.Fatalf("chunk record is %d bytes, the doc says 24", chunkBytes)
	}
}

// The package documentation's size figures: Index is 144 bytes, and ten
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

// A chunk's segment index and flags share one word without disturbing
// each other, up to maxChunkSeg.
func TestChunkMeta(t *testing.T) {
	for _, flags := range []uint32{0, chunkRange, chunkArray | chunkDups, chunkFlagMask} {
		for _, seg := range []uint32{0, 1, 12345, maxChunkSeg} {
			ch := chunk{meta: flags}
			ch.setSeg(7)
			ch.setSeg(seg)
			if ch.seg() != seg || ch.flags() != flags {
				t.Fatalf("flags %#x, seg %d: got flags %#x, seg %d", flags, seg, ch.flags(), ch.seg())
			}
		}
	}
	if chunkGrouped>>chunkFlagBits != 0 {
		t.Fatal("a flag lies outside the flag bits")
	}
}

// search agrees with sort.Search at every level boundary.
func TestSearchLevels(t *testing.T) {
	r := gen.NewRand(3)
	for _, n := range []int{1, 2, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65, 255, 256, 257, 511, 512, 513, 2047, 2048, 2049, 4095, 4097, 40000} {
		x := &Index{starts: make([]uint64, n), extras: &noExtras}
		v := uint64(10)
		for i := range x.starts {
			x.starts[i] = v
			v += 1 + r.Uint64N(5)
		}
		x.levels = buildLevels(x.starts)
		for id := uint64(0); id < v+3; id += 1 + r.Uint64N(3) {
			want := sort.Search(n, func(i int) bool { return x.starts[i] > id }) - 1
			if got := x.search(id); got != want {
				t.Fatalf("n=%d: search(%d) = %d, want %d", n, id, got, want)
			}
		}
		if got := x.search(math.MaxUint64); got != n-1 {
			t.Fatalf("n=%d: search(max) = %d", n, got)
		}
	}
}

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

// A fragment of more segments, or an index of more side tables, than a
// chunk record can number is refused with ErrTooLarge (the limit, 2^26,
// is lowered here).
func TestTooLarge(t *testing.T) {
	tu := defaults
	tu.maxSeg = 3
	var segs []segment.Segment
	for i := range 5 {
		segs = append(segs, segment.NewRange(uint64(10*i), uint64(10*i+5)))
	}
	if _, err := build([]Fragment{{ID: 1, RowIDs: NewSequence(segs...), PhysicalRows: 25}}, &tu); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("5 segments, limit 4: %v", err)
	}
	if _, err := build([]Fragment{{ID: 1, RowIDs: NewSequence(segs[:4]...), PhysicalRows: 20}}, &tu); err != nil {
		t.Fatalf("4 segments, limit 4: %v", err)
	}
	// Unsorted arrays get side tables: four fit (indexes 0..3), five do not.
	array := func(id uint32) Fragment {
		b := 1000 * uint64(id)
		return Fragment{ID: id, RowIDs: NewSequence(segment.FromSlice([]uint64{b + 2, b, b + 1})), PhysicalRows: 3}
	}
	var frags []Fragment
	for id := range uint32(4) {
		frags = append(frags, array(id))
	}
	x, err := build(frags, &tu)
	if err != nil || len(x.sides) != 4 {
		t.Fatalf("4 side tables: %v", err)
	}
	if _, err := build(append(slices.Clone(frags), array(4)), &tu); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("Build with 5 side tables: %v", err)
	}
	if _, err := x.withFragments(nil, []Fragment{array(4)}, &tu); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("appending a fifth side table: %v", err)
	}
	if _, err := x.withFragments([]uint32{0}, []Fragment{array(4)}, &tu); err != nil {
		t.Fatalf("replacing a side table: %v", err)
	}
}
