package segment

import (
	"errors"
	"math"
	"math/rand/v2"
	"slices"
	"testing"
	"unsafe"

	"github.com/stablerow/stablerow/bitpack"
	"github.com/stablerow/stablerow/gen"
)

// collect returns the ids of an iterator.
func collect(seq func(func(uint64) bool)) []uint64 {
	out := []uint64{}
	for v := range seq {
		out = append(out, v)
	}
	return out
}

// checkAgainst checks every read method of s against the ids it should
// hold, in order.
func checkAgainst(t *testing.T, s Segment, want []uint64) {
	t.Helper()
	if s.Len() != len(want) {
		t.Fatalf("%v: Len = %d, want %d", s, s.Len(), len(want))
	}
	if got := collect(s.All()); !slices.Equal(got, want) && len(want) > 0 {
		t.Fatalf("%v: All = %v, want %v", s, head(got), head(want))
	}
	back := collect(s.Backward())
	slices.Reverse(back)
	if !slices.Equal(back, want) && len(want) > 0 {
		t.Fatalf("%v: reversed Backward = %v, want %v", s, head(back), head(want))
	}
	if got := s.AppendTo([]uint64{7}); len(got) != len(want)+1 || got[0] != 7 || !slices.Equal(got[1:], want) {
		t.Fatalf("%v: AppendTo = %v, want 7 then %v", s, head(got), head(want))
	}
	firsts := make(map[uint64]int, len(want))
	for i := len(want) - 1; i >= 0; i-- {
		firsts[want[i]] = i
	}
	// Position in an Array is a linear scan: probe a sample of it.
	step := 1
	if s.Kind() == KindArray {
		step = max(1, len(want)/1000)
	}
	for i, v := range want {
		if g, ok := s.Get(i); !ok || g != v {
			t.Fatalf("%v: Get(%d) = %d, %v, want %d", s, i, g, ok, v)
		}
		if g, ok := s.GetRef(i); !ok || g != v {
			t.Fatalf("%v: GetRef(%d) = %d, %v, want %d", s, i, g, ok, v)
		}
		if i%step != 0 {
			continue
		}
		first := firsts[v]
		if p, ok := s.Position(v); !ok || p != first {
			t.Fatalf("%v: Position(%d) = %d, %v, want %d", s, v, p, ok, first)
		}
		if p, ok := s.PositionRef(v); !ok || p != first {
			t.Fatalf("%v: PositionRef(%d) = %d, %v, want %d", s, v, p, ok, first)
		}
		if !s.Contains(v) {
			t.Fatalf("%v: Contains(%d) = false", s, v)
		}
	}
	for _, i := range []int{-1, len(want), len(want) + 1, math.MaxInt, math.MinInt} {
		if g, ok := s.Get(i); ok {
			t.Fatalf("%v: Get(%d) = %d, true past the end", s, i, g)
		}
		if g, ok := s.GetRef(i); ok {
			t.Fatalf("%v: GetRef(%d) = %d, true past the end", s, i, g)
		}
	}
}

func head(v []uint64) []uint64 {
	if len(v) > 20 {
		return v[:20]
	}
	return v
}

// Lance's test_segments: the variant chosen for each shape, and the round
// trips of get/position/range and iteration.
func TestFromSliceLanceChoices(t *testing.T) {
	every2 := []uint64{}
	for v := uint64(0); v < 1000; v += 2 {
		every2 = append(every2, v)
	}
	for _, tc := range []struct {
		name       string
		ids        []uint64
		kind       Kind
		start, end uint64 // range kinds
	}{
		{"empty", nil, KindRange, 0, 0},
		{"single", []uint64{42}, KindRange, 42, 43},
		{"contiguous", rangeMinus(100, 200), KindRange, 100, 200},
		{"one hole", rangeMinus(0, 1000, 100), KindRangeWithHoles, 0, 1000},
		{"every other", every2, KindRangeWithBitmap, 0, 999},
		{"sparse", []uint64{1, 7000, 24000}, KindSortedArray, 0, 0},
		{"unsorted", []uint64{7000, 1, 24000}, KindArray, 0, 0},
		// 10 slots with 1 hole: bitmap 26 < holes 28 (docs/FORMAT.md §8).
		{"10 slots 1 hole", rangeMinus(0, 10, 5), KindRangeWithBitmap, 0, 10},
		// Ties: holes 24+4*2 = 32 = bitmap 24+ceil(64/8) ⇒ holes.
		{"tie holes bitmap", rangeMinus(0, 64, 10, 20), KindRangeWithHoles, 0, 64},
		// Span 32, n 4: holes 24+112, bitmap 28, sorted 32 ⇒ bitmap.
		{"bitmap over sorted", []uint64{0, 10, 20, 31}, KindRangeWithBitmap, 0, 32},
		// Span 65, n 4: bitmap 24+9 = 33 > sorted 32 ⇒ sorted.
		{"sorted over bitmap", []uint64{0, 10, 20, 64}, KindSortedArray, 0, 0},
		// Tie bitmap = sorted: span 64 (8 bytes), n 4 ⇒ 32 = 32 ⇒ bitmap.
		{"tie bitmap sorted", []uint64{0, 10, 20, 63}, KindRangeWithBitmap, 0, 64},
		{"duplicates", []uint64{5, 5, 6}, KindSortedArray, 0, 0},
		{"sorted to max", []uint64{math.MaxUint64 - 2, math.MaxUint64 - 1, math.MaxUint64}, KindSortedArray, 0, 0},
		{"single max", []uint64{math.MaxUint64}, KindSortedArray, 0, 0},
		{"near max range", []uint64{math.MaxUint64 - 2, math.MaxUint64 - 1}, KindRange, math.MaxUint64 - 2, math.MaxUint64},
		{"near max holes", rangeMinus(math.MaxUint64-1000, math.MaxUint64, math.MaxUint64-500), KindRangeWithHoles, math.MaxUint64 - 1000, math.MaxUint64},
		{"zero and max", []uint64{0, math.MaxUint64}, KindSortedArray, 0, 0},
		{"zero and max-1", []uint64{0, math.MaxUint64 - 1}, KindSortedArray, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := FromSlice(tc.ids)
			if s.Kind() != tc.kind {
				t.Fatalf("kind %v, want %v", s.Kind(), tc.kind)
			}
			want := slices.Clone(tc.ids)
			if want == nil {
				want = []uint64{}
			}
			checkAgainst(t, s, want)
			lo, hi, ok := s.Bounds()
			switch {
			case len(tc.ids) == 0:
				if ok {
					t.Fatalf("Bounds of empty = %d, %d, true", lo, hi)
				}
			case tc.kind <= KindRangeWithBitmap:
				if !ok || lo != tc.start || hi != tc.end-1 {
					t.Fatalf("Bounds = %d, %d, %v, want %d, %d", lo, hi, ok, tc.start, tc.end-1)
				}
			default:
				if !ok || lo != slices.Min(tc.ids) || hi != slices.Max(tc.ids) {
					t.Fatalf("Bounds = %d, %d, %v, want min/max", lo, hi, ok)
				}
			}
			dec, err := UnmarshalProto(s.AppendProto(nil))
			if err != nil || !dec.Equal(s) {
				t.Fatalf("round trip: %v, %v", dec, err)
			}
		})
	}
}

// Lance's test_segments check_segment_iter: pulling from both ends in
// lockstep gives get(i/2) and get(len-1-i/2).
func TestDoubleEndedLockstep(t *testing.T) {
	for _, ids := range [][]uint64{rangeMinus(0, 100), rangeMinus(0, 1000, 100), {0, 2, 4, 6, 8, 10, 12}, {1, 7000, 24000, 30000}, {9, 3, 7, 1, 5}} {
		s := FromSlice(ids)
		fnext, fstop := pull(s.All())
		bnext, bstop := pull(s.Backward())
		for i := 0; i < s.Len(); i++ {
			var got, want uint64
			if i%2 == 0 {
				got, _ = fnext()
				want, _ = s.Get(i / 2)
			} else {
				got, _ = bnext()
				want, _ = s.Get(s.Len() - 1 - i/2)
			}
			if got != want {
				t.Fatalf("%v: step %d got %d, want %d", s, i, got, want)
			}
		}
		fstop()
		bstop()
	}
}

// pull turns an iterator into a next function without iter.Pull's
// goroutine machinery: it materialises the values.
func pull(seq func(func(uint64) bool)) (func() (uint64, bool), func()) {
	vals := collect(seq)
	return func() (uint64, bool) {
		if len(vals) == 0 {
			return 0, false
		}
		v := vals[0]
		vals = vals[1:]
		return v, true
	}, func() {}
}

// Early exit from every iterator stops it.
func TestIteratorsStopEarly(t *testing.T) {
	for _, s := range []Segment{NewRange(0, 10), FromSlice(rangeMinus(0, 1000, 5)), FromSlice([]uint64{0, 2, 4, 6}), FromSlice([]uint64{1, 7000, 24000}), NewArray([]uint64{3, 1, 2})} {
		for _, seq := range []func(func(uint64) bool){s.All(), s.Backward()} {
			n := 0
			for range seq {
				n++
				if n == 2 {
					break
				}
			}
			if n != 2 {
				t.Fatalf("%v: iterated %d", s, n)
			}
		}
	}
}

// Lance's test_contains and absent values of every kind.
func TestAbsentValues(t *testing.T) {
	holes := FromSlice(rangeMinus(10, 1000, 10+100, 999))
	bm := FromSlice([]uint64{10, 12, 14, 19})
	sorted := FromSlice([]uint64{10, 7000, 24000})
	arr := NewArray([]uint64{24000, 10, 7000})
	rng := NewRange(10, 20)
	for _, tc := range []struct {
		s      Segment
		absent []uint64
	}{
		{rng, []uint64{0, 9, 20, math.MaxUint64}},
		{holes, []uint64{0, 9, 110, 999, 1000, math.MaxUint64}},
		{bm, []uint64{0, 9, 11, 13, 15, 18, 20, math.MaxUint64}},
		{sorted, []uint64{0, 9, 11, 6999, 7001, 24001, math.MaxUint64}},
		{arr, []uint64{0, 9, 11, 6999, 7001, 24001, math.MaxUint64}},
		{Segment{}, []uint64{0, 1}},
		{NewArray(nil), []uint64{0, 1}},
	} {
		for _, v := range tc.absent {
			if p, ok := tc.s.Position(v); ok {
				t.Errorf("%v: Position(%d) = %d, true", tc.s, v, p)
			}
			if tc.s.Contains(v) {
				t.Errorf("%v: Contains(%d)", tc.s, v)
			}
		}
	}
}

// Lance's test_encoded_array_from_vec: the EncodedU64Array width chosen on
// the wire for a SortedArray/Array.
func TestEncodedArrayWidth(t *testing.T) {
	for _, tc := range []struct {
		name string
		vals []uint64
		hex  string
	}{
		{"empty", nil, "2A 02 1A 00"},
		{"single", []uint64{42}, "2A 08 0A 06 08 2A 12 02 00 00"},
		{"zero base u16", []uint64{3, 0}, "2A 08 0A 06 12 04 03 00 00 00"},
		{"big base u16", []uint64{1 << 40, 1<<40 + 65535}, "2A 0F 0A 0D 08 80 80 80 80 80 20 12 04 00 00 FF FF"},
		{"big base u32", []uint64{1<<40 + 65536, 1 << 40}, "2A 13 12 11 08 80 80 80 80 80 20 12 08 00 00 01 00 00 00 00 00"},
		{"u32 limit", []uint64{0, math.MaxUint32}, "2A 0C 12 0A 12 08 00 00 00 00 FF FF FF FF"},
		{"u64", []uint64{math.MaxUint64, 0}, "2A 14 1A 12 12 10 FF FF FF FF FF FF FF FF 00 00 00 00 00 00 00 00"},
		{"u64 just over u32", []uint64{0, 1 << 32}, "2A 14 1A 12 12 10 00 00 00 00 00 00 00 00 00 00 00 00 01 00 00 00"},
	} {
		s := NewArray(tc.vals)
		want := unhex(t, tc.hex)
		if got := s.AppendProto(nil); string(got) != string(want) {
			t.Errorf("%s: % X, want % X", tc.name, got, want)
		}
		if s.LanceSizeBytes() != len(want) {
			t.Errorf("%s: LanceSizeBytes %d, want %d", tc.name, s.LanceSizeBytes(), len(want))
		}
		dec, err := UnmarshalProto(want)
		if err != nil || !dec.Equal(s) {
			t.Errorf("%s: decoded %v, %v", tc.name, dec, err)
		}
		checkAgainst(t, dec, append([]uint64{}, tc.vals...))
	}
}

// Lance's test_row_id_mask and test_row_id_sequence_delete.
func TestMaskAndDelete(t *testing.T) {
	s, err := FromSlice([]uint64{7, 9}).Mask([]uint32{0})
	if err != nil || s.Kind() != KindRange || !s.Equal(NewRange(9, 10)) {
		t.Fatalf("SortedArray[7,9] mask 0 = %v, %v; want range[9..10)", s, err)
	}
	arr := NewArray([]uint64{5, 3, 4, 9})
	s, err = arr.Mask([]uint32{1})
	if err != nil || s.Kind() != KindArray {
		t.Fatalf("Array mask = %v, %v; want an Array", s, err)
	}
	checkAgainst(t, s, []uint64{5, 4, 9})
	// Still an Array even though the rest is sorted and contiguous.
	s, _ = NewArray([]uint64{1, 2, 0}).Mask([]uint32{2})
	if s.Kind() != KindArray {
		t.Fatalf("Array [1,2] after mask = %v, want an Array", s)
	}
	for _, seg := range []Segment{NewRange(0, 5), arr, FromSlice([]uint64{0, 2, 4})} {
		all := make([]uint32, seg.Len())
		for i := range all {
			all[i] = uint32(i)
		}
		s, err = seg.Mask(all)
		if err != nil || !s.Equal(Segment{}) {
			t.Fatalf("%v mask everything = %v, %v", seg, s, err)
		}
		s, err = seg.Mask(nil)
		if err != nil || !s.Equal(seg) {
			t.Fatalf("%v empty mask = %v, %v", seg, s, err)
		}
	}
	// Range 0..10 masked at 1,3,5,7,9 ⇒ bitmap 0..9.
	s, _ = NewRange(0, 10).Mask([]uint32{1, 3, 5, 7, 9})
	if s.Kind() != KindRangeWithBitmap || s.LanceSizeBytes() != 8 {
		t.Fatalf("range mask odd = %v", s)
	}
	s, err = NewRange(0, 10).Delete([]uint64{1, 3, 5, 7, 9})
	if err != nil || !s.Equal(FromSlice([]uint64{0, 2, 4, 6, 8})) || s.Kind() != KindRangeWithBitmap {
		t.Fatalf("range delete odd = %v, %v", s, err)
	}
	s, err = NewRange(0, 10).Delete(rangeMinus(0, 10))
	if err != nil || !s.Equal(Segment{}) {
		t.Fatalf("delete all = %v, %v", s, err)
	}
	// Delete ignores absent values and re-encodes an Array whose rest is
	// sorted (Lance recomputes the stats).
	s, err = NewArray([]uint64{3, 1, 2}).Delete([]uint64{3, 100})
	if err != nil || !s.Equal(NewRange(1, 3)) {
		t.Fatalf("Array delete = %v, %v", s, err)
	}
	// Bad arguments.
	for _, pos := range [][]uint32{{1, 0}, {1, 1}, {10}, {0, math.MaxUint32}} {
		if _, err := NewRange(0, 10).Mask(pos); err == nil {
			t.Errorf("Mask(%v) accepted", pos)
		}
	}
	if _, err := NewRange(0, 10).Mask([]uint32{2, 2}); !errors.Is(err, ErrArgument) {
		t.Errorf("Mask duplicate: %v", err)
	}
	if _, err := NewRange(0, 10).Mask([]uint32{10}); !errors.Is(err, ErrOutOfRange) {
		t.Errorf("Mask out of range: %v", err)
	}
	if _, err := NewRange(0, 10).Delete([]uint64{5, 4}); !errors.Is(err, ErrArgument) {
		t.Errorf("Delete unsorted: %v", err)
	}
	if _, err := NewRange(0, 10).Delete([]uint64{5, 5}); !errors.Is(err, ErrArgument) {
		t.Errorf("Delete duplicate: %v", err)
	}
}

// Lance's test_row_id_slice, exhaustively over small segments of each kind.
func TestSliceExhaustive(t *testing.T) {
	for _, ids := range [][]uint64{rangeMinus(0, 20), rangeMinus(0, 40, 3, 17), {0, 2, 4, 6, 8, 10, 11, 12}, {1, 7000, 24000, 24001, 50000}, {9, 3, 7, 1, 5, 2}} {
		s := FromSlice(ids)
		for off := 0; off <= len(ids); off++ {
			for n := 0; off+n <= len(ids); n++ {
				got := s.Slice(off, n)
				want := FromSlice(ids[off : off+n])
				if !got.Equal(want) {
					t.Fatalf("%v.Slice(%d, %d) = %v, want %v", s, off, n, got, want)
				}
			}
		}
		// Clamping.
		if got := s.Slice(-5, 3); !got.Equal(FromSlice(ids[:3])) {
			t.Fatalf("Slice(-5, 3) = %v", got)
		}
		if got := s.Slice(2, 1000); !got.Equal(FromSlice(ids[2:])) {
			t.Fatalf("Slice(2, 1000) = %v", got)
		}
		if got := s.Slice(len(ids)+3, 2); !got.Equal(Segment{}) {
			t.Fatalf("Slice past end = %v", got)
		}
	}
}

func TestConstructors(t *testing.T) {
	if s := NewRange(10, 5); s.Len() != 0 || !s.Equal(NewRange(10, 10)) {
		t.Errorf("NewRange(10, 5) = %v", s)
	}
	if s := NewRange(0, math.MaxUint64); s.Len() != math.MaxInt {
		t.Errorf("NewRange(0, max).Len = %d", s.Len())
	}
	if _, err := NewRangeChecked(10, 5); !errors.Is(err, ErrRange) {
		t.Errorf("NewRangeChecked(10, 5): %v", err)
	}
	if _, err := NewRangeChecked(0, math.MaxUint64); !errors.Is(err, ErrTooLong) {
		t.Errorf("NewRangeChecked(0, max): %v", err)
	}
	if s, err := NewRangeChecked(3, 5); err != nil || !s.Equal(NewRange(3, 5)) {
		t.Errorf("NewRangeChecked(3, 5) = %v, %v", s, err)
	}
	s, err := NewRangeWithHoles(10, 20, []uint64{10, 15, 19})
	if err != nil {
		t.Fatal(err)
	}
	checkAgainst(t, s, []uint64{11, 12, 13, 14, 16, 17, 18})
	for _, tc := range []struct {
		start, end uint64
		holes      []uint64
		err        error
	}{
		{20, 10, nil, ErrRange},
		{10, 20, []uint64{9}, ErrOutOfRange},
		{10, 20, []uint64{20}, ErrOutOfRange},
		{10, 20, []uint64{12, 12}, ErrNotAscending},
		{10, 20, []uint64{13, 12}, ErrNotAscending},
	} {
		if _, err := NewRangeWithHoles(tc.start, tc.end, tc.holes); !errors.Is(err, tc.err) {
			t.Errorf("NewRangeWithHoles(%d, %d, %v): %v, want %v", tc.start, tc.end, tc.holes, err, tc.err)
		}
	}
	bm, err := bitpack.NewBitmap([]uint64{0b1011}, 4)
	if err != nil {
		t.Fatal(err)
	}
	s, err = NewRangeWithBitmap(100, 104, bm)
	if err != nil {
		t.Fatal(err)
	}
	checkAgainst(t, s, []uint64{100, 101, 103})
	if _, err := NewRangeWithBitmap(100, 105, bm); !errors.Is(err, ErrBitmap) {
		t.Errorf("NewRangeWithBitmap wrong length: %v", err)
	}
	if _, err := NewRangeWithBitmap(105, 100, bm); !errors.Is(err, ErrRange) {
		t.Errorf("NewRangeWithBitmap start > end: %v", err)
	}
	if _, err := NewSortedArray([]uint64{1, 3, 2}); !errors.Is(err, ErrNotAscending) {
		t.Errorf("NewSortedArray unsorted: %v", err)
	}
	s, err = NewSortedArray([]uint64{1, 3, 3, 9})
	if err != nil {
		t.Fatal(err)
	}
	checkAgainst(t, s, []uint64{1, 3, 3, 9})
	checkAgainst(t, NewArray([]uint64{4, 4, 1, 4}), []uint64{4, 4, 1, 4})
}

func TestKindString(t *testing.T) {
	for k, want := range map[Kind]string{KindRange: "range", KindRangeWithHoles: "range_with_holes", KindRangeWithBitmap: "range_with_bitmap", KindSortedArray: "sorted_array", KindArray: "array", 9: "Kind(9)"} {
		if k.String() != want {
			t.Errorf("Kind(%d).String() = %q, want %q", k, k.String(), want)
		}
	}
	for s, want := range map[string]string{
		NewRange(0, 10).String():                     "range[0..10)",
		FromSlice(rangeMinus(0, 1000, 100)).String(): "range_with_holes[0..1000) holes=1",
		FromSlice([]uint64{0, 2, 4, 6, 8}).String():  "range_with_bitmap[0..9) len=5",
		FromSlice([]uint64{1, 7000, 24000}).String(): "sorted_array(3)[1..24000]",
		NewArray([]uint64{7000, 1}).String():         "array(2)[1..7000]",
		NewArray(nil).String():                       "array(0)",
	} {
		if s != want {
			t.Errorf("String() = %q, want %q", s, want)
		}
	}
}

func TestSortedPositions(t *testing.T) {
	s := NewArray([]uint64{30, 10, 20, 10})
	vals, pos, err := s.SortedPositions()
	if err != nil || !slices.Equal(vals, []uint64{10, 10, 20, 30}) || !slices.Equal(pos, []uint32{1, 3, 2, 0}) {
		t.Fatalf("SortedPositions = %v, %v, %v", vals, pos, err)
	}
	vals, pos, err = FromSlice([]uint64{0, 2, 4}).SortedPositions()
	if err != nil || !slices.Equal(vals, []uint64{0, 2, 4}) || !slices.Equal(pos, []uint32{0, 1, 2}) {
		t.Fatalf("SortedPositions = %v, %v, %v", vals, pos, err)
	}
	if _, _, err := NewRange(0, math.MaxUint32+2).SortedPositions(); !errors.Is(err, ErrTooLong) {
		t.Fatalf("SortedPositions of 2^32+2: %v", err)
	}
}

func TestEqual(t *testing.T) {
	a := FromSlice([]uint64{0, 2, 4, 6, 8})
	same := []Segment{a, FromSlice([]uint64{0, 2, 4, 6, 8})}
	diff := []Segment{
		FromSlice([]uint64{0, 2, 4, 6, 9}), NewArray([]uint64{0, 2, 4, 6, 8}),
		NewRange(0, 9), FromSlice([]uint64{1, 3, 5, 7, 9}),
	}
	for _, s := range same {
		if !a.Equal(s) {
			t.Errorf("%v != %v", a, s)
		}
	}
	for _, s := range diff {
		if a.Equal(s) {
			t.Errorf("%v == %v", a, s)
		}
	}
	h1, _ := NewRangeWithHoles(0, 10, []uint64{3})
	h2, _ := NewRangeWithHoles(0, 10, []uint64{4})
	h3, _ := NewRangeWithHoles(0, 11, []uint64{3})
	h4, _ := NewRangeWithHoles(0, 10, []uint64{3})
	if h1.Equal(h2) || h1.Equal(h3) || !h1.Equal(h4) {
		t.Errorf("holes equality: %v %v %v %v", h1, h2, h3, h4)
	}
	sorted, _ := NewSortedArray([]uint64{1, 2})
	if sorted.Equal(NewArray([]uint64{1, 2})) {
		t.Errorf("sorted_array equals array")
	}
}

// Ascending packed arrays get search samples from sampleCutoff values on:
// lengths on both sides of the cutoff and of a sample block, for sorted
// arrays and for holes.
func TestSearchSamplesCutoff(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, n := range []int{sampleCutoff - 1, sampleCutoff, sampleCutoff + 1, sampleCutoff + sampleEvery - 1, sampleCutoff + sampleEvery, 3*sampleCutoff + 17} {
		ids := gen.IDs(uint64(n), gen.Sparse, n)
		s := FromSlice(ids)
		if s.Kind() != KindSortedArray || (s.aux != nil) != (n >= sampleCutoff) {
			t.Fatalf("n=%d: %v with samples %v", n, s, s.aux != nil)
		}
		checkAgainst(t, s, ids)
		checkAbsent(t, r, s, ids)
		// Many holes: every third id of a range is missing.
		start := uint64(1000)
		var holes, kept []uint64
		for v := start; len(holes) < n; v++ {
			if v%3 == 0 {
				holes = append(holes, v)
			} else {
				kept = append(kept, v)
			}
		}
		end := holes[len(holes)-1] + 2
		kept = append(kept, end-1)
		h, err := NewRangeWithHoles(start, end, holes)
		if err != nil {
			t.Fatal(err)
		}
		// Holes get the hole directories instead (from holeDirCutoff on,
		// below every n here; TestHoleDirCutoff covers the cutoff).
		if h.aux == nil || h.hda().hdir == nil {
			t.Fatalf("n=%d holes: want hole directories", n)
		}
		checkAgainst(t, h, kept)
		checkAbsent(t, r, h, kept)
		d, err := UnmarshalProto(h.AppendProto(nil))
		if err != nil || !d.Equal(h) || (d.aux != nil) != (h.aux != nil) {
			t.Fatalf("n=%d holes round trip: %v, %v", n, d, err)
		}
		checkAgainst(t, d, kept)
	}
}

// TestSegmentSize pins a Segment at 40 bytes: a sequence holds one per
// source segment, and Lance writes the rows an update moves as one
// segment per 80 ids or so.
func TestSegmentSize(t *testing.T) {
	if n := unsafe.Sizeof(Segment{}); n != 40 {
		t.Fatalf("Segment is %d bytes, want 40", n)
	}
}

// Bounds reports no bounds for an empty RangeWithHoles or RangeWithBitmap
// (start == end), as for an empty Range. Lance's snapshot computes
// start..=end-1 for them, which wraps below start (docs/FORMAT.md,
// "Differences from Lance").
func TestBoundsOfEmptyRangeEncodings(t *testing.T) {
	empty, err := bitpack.NewBitmap(nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	holes, err := NewRangeWithHoles(5, 5, nil)
	if err != nil {
		t.Fatal(err)
	}
	bm, err := NewRangeWithBitmap(5, 5, empty)
	if err != nil {
		t.Fatal(err)
	}
	// The same two from Lance's bytes: start 5, end 5, an empty holes array
	// (U64 form, no values) and no bitmap bytes.
	wireHoles, err := UnmarshalProto(unhex(t, "12 08 08 05 10 05 1A 02 1A 00"))
	if err != nil {
		t.Fatal(err)
	}
	wireBitmap, err := UnmarshalProto(unhex(t, "1A 04 08 05 10 05"))
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []Segment{holes, bm, wireHoles, wireBitmap} {
		if s.Len() != 0 {
			t.Fatalf("%v: Len = %d", s, s.Len())
		}
		if lo, hi, ok := s.Bounds(); ok {
			t.Errorf("%v (%v): Bounds = %d, %d, true; want no bounds", s, s.Kind(), lo, hi)
		}
	}
}

// Delete removes every copy of a value that a sorted array holds twice;
// Lance's delete removes one copy per value passed (docs/FORMAT.md,
// "Differences from Lance").
func TestDeleteRemovesEveryCopy(t *testing.T) {
	s := FromSlice([]uint64{5, 5, 6, 9, 9, 9})
	if s.Kind() != KindSortedArray {
		t.Fatalf("kind %v, want a SortedArray", s.Kind())
	}
	got, err := s.Delete([]uint64{5, 9})
	if err != nil {
		t.Fatal(err)
	}
	checkAgainst(t, got, []uint64{6})
	arr := NewArray([]uint64{9, 5, 9, 6})
	got, err = arr.Delete([]uint64{9})
	if err != nil {
		t.Fatal(err)
	}
	checkAgainst(t, got, []uint64{5, 6})
}
