package rowindex

import (
	"bytes"
	"errors"
	"slices"
	"testing"
	"unsafe"

	"github.com/stablerow/stablerow/segment"
)

// Lance's test_row_id_sequence_extend.
func TestSequenceExtend(t *testing.T) {
	tests := []struct {
		name string
		a, b Sequence
		want Sequence
	}{
		{"adjacent ranges merge", seq(rng(0, 10)), seq(rng(10, 20)), seq(rng(0, 20))},
		{"gap stays", seq(rng(0, 10)), seq(rng(20, 30)), seq(rng(0, 10), rng(20, 30))},
		{"only last and first merge", seq(rng(0, 5), rng(5, 10)), seq(rng(10, 12), rng(12, 14)), seq(rng(0, 5), rng(5, 12), rng(12, 14))},
		{"array never merges", seq(arraySeg(3, 1)), seq(rng(4, 5)), seq(arraySeg(3, 1), rng(4, 5))},
		{"empty left", Sequence{}, seq(rng(1, 2)), seq(rng(1, 2))},
		{"empty right", seq(rng(1, 2)), Sequence{}, seq(rng(1, 2))},
		{"empty range 0..0 merges with 0..n", seq(rng(0, 0)), seq(rng(0, 3)), seq(rng(0, 3))},
		{"empty range 7..7 merges with 7..9", seq(rng(5, 7)), seq(rng(7, 7), rng(9, 10)), seq(rng(5, 7), rng(9, 10))},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			seqEqual(t, tt.a.Extend(tt.b), tt.want)
		})
	}
}

// Lance's test_row_id_sequence_delete.
func TestSequenceDelete(t *testing.T) {
	got := seq(rng(0, 10)).Delete([]uint64{1, 3, 5, 7, 9})
	seqEqual(t, got, seq(bitmapSeg(t, 0, 9, true, false, true, false, true, false, true, false, true)))

	got = seq(rng(0, 10)).Extend(seq(rng(12, 20))).Delete([]uint64{0, 9, 10, 11, 12, 13})
	seqEqual(t, got, seq(rng(1, 9), rng(14, 20)))

	got = seq(rng(0, 10)).Delete([]uint64{9, 8, 7, 6, 5, 4, 3, 2, 1, 0})
	seqEqual(t, got, seq(rng(0, 0)))
}

// Lance's test_row_id_slice: every offset and length over all five kinds.
func TestSequenceSliceExhaustive(t *testing.T) {
	s := seq(
		rng(30, 35),
		holes(t, 50, 60, 53, 54),
		sortedSeg(t, 7, 9),
		bitmapSeg(t, 0, 5, true, false, true, false, true),
		arraySeg(35, 39),
		rng(40, 50),
	)
	all := ids(s)
	if len(all) != s.Len() || s.Len() != 5+8+2+3+2+10 {
		t.Fatalf("Len = %d, ids %v", s.Len(), all)
	}
	for off := 0; off <= s.Len(); off++ {
		for n := 0; off+n <= s.Len(); n++ {
			sl := s.Slice(off, n)
			if got, want := ids(sl), all[off:off+n]; !slices.Equal(got, want) {
				t.Fatalf("Slice(%d, %d) = %v, want %v", off, n, got, want)
			}
			if sl.Len() != n {
				t.Fatalf("Slice(%d, %d).Len = %d", off, n, sl.Len())
			}
		}
	}
	// Clamping.
	if got := ids(s.Slice(28, 100)); !slices.Equal(got, all[28:]) {
		t.Fatalf("Slice past the end = %v", got)
	}
	if got := s.Slice(-5, 2); !slices.Equal(ids(got), all[:2]) {
		t.Fatalf("Slice(-5, 2) = %v", ids(got))
	}
	if got := s.Slice(3, -1); got.Len() != 0 {
		t.Fatalf("Slice(3, -1) = %v", got)
	}
}

func TestSequenceGet(t *testing.T) {
	s := seq(rng(30, 35), holes(t, 50, 60, 53, 54), rng(9, 9), sortedSeg(t, 7, 9), arraySeg(35, 39))
	all := ids(s)
	for i, want := range all {
		if got, ok := s.Get(i); !ok || got != want {
			t.Fatalf("Get(%d) = %d, %v; want %d", i, got, ok, want)
		}
	}
	for _, off := range []int{-1, len(all), len(all) + 1} {
		if _, ok := s.Get(off); ok {
			t.Fatalf("Get(%d) found", off)
		}
	}
	if _, ok := (Sequence{}).Get(0); ok {
		t.Fatal("Get on empty sequence found")
	}
	i := 0
	for off, v := range s.All() {
		if off != i || v != all[i] {
			t.Fatalf("All yields (%d, %d), want (%d, %d)", off, v, i, all[i])
		}
		i++
	}
}

// Lance's test_row_id_mask: one position masked in each segment, each
// segment re-encoded by Lance's rule.
func TestSequenceMask(t *testing.T) {
	s := seq(
		rng(0, 5),
		holes(t, 50, 60, 53, 54),
		sortedSeg(t, 7, 9),
		bitmapSeg(t, 10, 15, true, false, true, false, true),
		arraySeg(35, 39),
	)
	remove := []uint64{4, 55, 7, 12, 39}
	var positions []uint32
	for off, v := range s.All() {
		if slices.Contains(remove, v) {
			positions = append(positions, uint32(off))
		}
	}
	got, err := s.Mask(positions)
	if err != nil {
		t.Fatal(err)
	}
	want := seq(
		rng(0, 4),
		bitmapSeg(t, 50, 60, true, true, true, false, false, false, true, true, true, true),
		rng(9, 10),
		bitmapSeg(t, 10, 15, true, false, false, false, true),
		arraySeg(35),
	)
	seqEqual(t, got, want)
	// The input is unchanged.
	if s.Len() != 20 {
		t.Fatalf("Mask changed its receiver: %v", s)
	}
}

// Lance's test_row_id_mask_everything: all segments vanish.
func TestSequenceMaskEverything(t *testing.T) {
	s := seq(rng(0, 5), sortedSeg(t, 7, 9))
	all := make([]uint32, s.Len())
	for i := range all {
		all[i] = uint32(i)
	}
	got, err := s.Mask(all)
	if err != nil {
		t.Fatal(err)
	}
	if got.NumSegments() != 0 || got.Len() != 0 {
		t.Fatalf("mask everything = %v", got)
	}
	// An empty mask drops empty segments (Lance retains non-empty ones).
	got, err = seq(rng(0, 0), rng(1, 3), rng(0, 0)).Mask(nil)
	if err != nil {
		t.Fatal(err)
	}
	seqEqual(t, got, seq(rng(1, 3)))
}

func TestSequenceMaskBadOffsets(t *testing.T) {
	s := seq(rng(0, 5), rng(10, 15))
	for _, offs := range [][]uint32{{3, 1}, {2, 2}, {10}, {0, 4, 9, 10}} {
		if _, err := s.Mask(offs); !errors.Is(err, ErrBadOffsets) {
			t.Errorf("Mask(%v) error = %v, want ErrBadOffsets", offs, err)
		}
	}
}

func rangeSeqs(rs ...[2]uint64) []Sequence {
	out := make([]Sequence, len(rs))
	for i, r := range rs {
		out[i] = seq(rng(r[0], r[1]))
	}
	return out
}

func lens(seqs []Sequence) []int {
	out := make([]int, len(seqs))
	for i, s := range seqs {
		out[i] = s.Len()
	}
	return out
}

func seqsEqual(t *testing.T, got, want []Sequence) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("got %d sequences %v, want %d %v", len(got), got, len(want), want)
	}
	for i := range got {
		if !got[i].Equal(want[i]) {
			t.Fatalf("sequence %d = %v, want %v", i, got[i], want[i])
		}
	}
}

// Lance's test_row_id_sequence_rechunk.
func TestRechunk(t *testing.T) {
	many := []Sequence{seq(rng(0, 5), rng(35, 40)), seq(rng(10, 18)), seq(rng(18, 28)), seq(rng(28, 30))}
	fewer := []Sequence{seq(rng(0, 5), rng(35, 40)), seq(rng(10, 30))}

	got, err := Rechunk(many, lens(fewer), false)
	if err != nil {
		t.Fatal(err)
	}
	seqsEqual(t, got, fewer)

	got, err = Rechunk(fewer, lens(many), false)
	if err != nil {
		t.Fatal(err)
	}
	seqsEqual(t, got, many)

	got, err = Rechunk(many, lens(many), false)
	if err != nil {
		t.Fatal(err)
	}
	seqsEqual(t, got, many)

	_, err = Rechunk(many, []int{100}, false)
	var re *RechunkError
	if !errors.Is(err, ErrTooFewSegments) || !errors.As(err, &re) || re.Chunk != 0 || re.ChunkSize != 100 || re.Remaining != 70 {
		t.Fatalf("too few: %v", err)
	}
	if want := "rowindex: too few segments for chunk 0: expected chunk size 100, remaining needed 70"; err.Error() != want {
		t.Fatalf("too few message %q, want %q", err, want)
	}
	_, err = Rechunk(many, []int{5}, false)
	if !errors.Is(err, ErrTooManySegments) {
		t.Fatalf("too many: %v", err)
	}
	if want := "rowindex: too many segments for the provided chunk lengths: processed 1 chunks out of 1 expected"; err.Error() != want {
		t.Fatalf("too many message %q, want %q", err, want)
	}
	// Slicing re-encodes: a bitmap cut in two can become ranges.
	got, err = Rechunk([]Sequence{seq(bitmapSeg(t, 0, 5, true, true, false, true, true))}, []int{2, 2}, false)
	if err != nil {
		t.Fatal(err)
	}
	seqsEqual(t, got, []Sequence{seq(rng(0, 2)), seq(rng(3, 5))})
	// Zero-size chunks are empty sequences.
	got, err = Rechunk(rangeSeqs([2]uint64{0, 3}), []int{0, 3, 0}, false)
	if err != nil {
		t.Fatal(err)
	}
	seqsEqual(t, got, []Sequence{{}, seq(rng(0, 3)), {}})
	if _, err := Rechunk(nil, []int{-1}, false); err == nil {
		t.Fatal("negative size accepted")
	}
}

// Lance's test_row_id_sequence_rechunk_with_empty_segments.
func TestRechunkEmptySegments(t *testing.T) {
	tests := []struct {
		name     string
		in       []Sequence
		sizes    []int
		incomp   bool
		want     [][]uint64
		tooMany  bool
		tooFewAt int // -1: no error
	}{
		{name: "equal", in: rangeSeqs([2]uint64{0, 2}, [2]uint64{20, 23}), sizes: []int{2, 3}, want: [][]uint64{{0, 1}, {20, 21, 22}}, tooFewAt: -1},
		{name: "less", in: rangeSeqs([2]uint64{0, 2}, [2]uint64{20, 21}, [2]uint64{30, 32}), sizes: []int{5}, want: [][]uint64{{0, 1, 20, 30, 31}}, tooFewAt: -1},
		{name: "empty in the middle", in: rangeSeqs([2]uint64{0, 2}, [2]uint64{10, 10}, [2]uint64{20, 22}), sizes: []int{3, 1}, want: [][]uint64{{0, 1, 20}, {21}}, tooFewAt: -1},
		{name: "several empty", in: rangeSeqs([2]uint64{0, 1}, [2]uint64{10, 10}, [2]uint64{20, 20}, [2]uint64{30, 32}), sizes: []int{3}, want: [][]uint64{{0, 30, 31}}, tooFewAt: -1},
		{name: "empty at a chunk boundary", in: rangeSeqs([2]uint64{0, 3}, [2]uint64{10, 10}, [2]uint64{20, 22}), sizes: []int{3, 2}, want: [][]uint64{{0, 1, 2}, {20, 21}}, tooFewAt: -1},
		{name: "allow incomplete with a trailing empty", in: rangeSeqs([2]uint64{0, 2}, [2]uint64{10, 10}), sizes: []int{5}, incomp: true, want: [][]uint64{{0, 1}}, tooFewAt: -1},
		{name: "allow incomplete cuts later chunks", in: rangeSeqs([2]uint64{0, 4}), sizes: []int{3, 3, 2}, incomp: true, want: [][]uint64{{0, 1, 2}, {3}, {}}, tooFewAt: -1},
		{name: "incomplete is an error without the flag", in: rangeSeqs([2]uint64{0, 4}), sizes: []int{3, 3}, tooFewAt: 1},
		{name: "trailing empty segment is too many", in: rangeSeqs([2]uint64{0, 2}, [2]uint64{5, 5}), sizes: []int{2}, tooMany: true, tooFewAt: -1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Rechunk(tt.in, tt.sizes, tt.incomp)
			var re *RechunkError
			switch {
			case tt.tooMany:
				if !errors.Is(err, ErrTooManySegments) {
					t.Fatalf("err = %v, want too many", err)
				}
				return
			case tt.tooFewAt >= 0:
				if !errors.As(err, &re) || !errors.Is(err, ErrTooFewSegments) || re.Chunk != tt.tooFewAt {
					t.Fatalf("err = %v, want too few at chunk %d", err, tt.tooFewAt)
				}
				return
			case err != nil:
				t.Fatal(err)
			}
			if len(got) != len(tt.want) {
				t.Fatalf("got %d chunks", len(got))
			}
			for i := range got {
				if !slices.Equal(ids(got[i]), tt.want[i]) {
					t.Fatalf("chunk %d = %v, want %v", i, ids(got[i]), tt.want[i])
				}
			}
		})
	}
}

// The worked bytes of docs/FORMAT.md §6, both directions.
func TestSequenceLanceBytes(t *testing.T) {
	tests := []struct {
		name string
		seq  func(t *testing.T) Sequence
		hex  string
	}{
		{"range 0..10", func(*testing.T) Sequence { return seq(rng(0, 10)) }, "0A 04 0A 02 10 0A"},
		{"range 100..105", func(*testing.T) Sequence { return seq(rng(100, 105)) }, "0A 06 0A 04 08 64 10 69"},
		{"range 0..0", func(*testing.T) Sequence { return seq(rng(0, 0)) }, "0A 02 0A 00"},
		{"sorted array", func(t *testing.T) Sequence { return seq(sortedSeg(t, 1, 7000, 24000)) }, "0A 0E 22 0C 0A 0A 08 01 12 06 00 00 57 1B BF 5D"},
		{"holes", func(t *testing.T) Sequence { return seq(rng(0, 1000)).Delete([]uint64{100}) }, "0A 0F 12 0D 10 E8 07 1A 08 0A 06 08 64 12 02 00 00"},
		{"bitmap", func(t *testing.T) Sequence { return NewSequence(segment.FromSlice([]uint64{0, 2, 4, 6, 8})) }, "0A 08 1A 06 10 09 1A 02 55 01"},
		{"empty", func(*testing.T) Sequence { return Sequence{} }, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := tt.seq(t)
			want := unhex(t, tt.hex)
			got := s.AppendProto(nil)
			if !bytes.Equal(got, want) {
				t.Fatalf("AppendProto = % X, want % X", got, want)
			}
			if s.LanceSizeBytes() != len(want) {
				t.Fatalf("LanceSizeBytes = %d, want %d", s.LanceSizeBytes(), len(want))
			}
			if got := s.AppendProto([]byte{0xEE}); got[0] != 0xEE || !bytes.Equal(got[1:], want) {
				t.Fatalf("AppendProto did not append: % X", got)
			}
			back, err := UnmarshalSequence(want)
			if err != nil {
				t.Fatal(err)
			}
			seqEqual(t, back, s)
		})
	}
}

func TestSequenceProtoRoundTripAllKinds(t *testing.T) {
	s := seq(rng(30, 35), holes(t, 50, 60, 53, 54), sortedSeg(t, 7, 9),
		bitmapSeg(t, 0, 5, true, false, true, false, true), arraySeg(35, 39, 1<<40), rng(40, 50), rng(0, 0),
		sortedSeg(t, 1, 1<<33), sortedSeg(t, 5, 1<<62))
	b := s.AppendProto(nil)
	back, err := UnmarshalSequence(b)
	if err != nil {
		t.Fatal(err)
	}
	seqEqual(t, back, s)
	// The decoded segments' slice is sized exactly: no slack in memory.
	// The short arrays of nonzero width share one block of words, so each
	// lacks its padding word, and the block has one word at its end.
	shared := 0
	for _, sg := range s.segs() {
		lo, hi, ok := sg.Bounds()
		if k := sg.Kind(); (k == segment.KindSortedArray || k == segment.KindArray) && ok && lo != hi {
			shared++
		}
	}
	if want := s.SizeBytes() - 8*shared + 8; back.SizeBytes() != want || cap(back.segs()) != len(back.segs()) {
		t.Fatalf("SizeBytes %d, want %d (%d shared arrays); %d segments, capacity %d", back.SizeBytes(), want, shared, len(back.segs()), cap(back.segs()))
	}
	// Unknown fields are skipped, and not counted as segments.
	withUnknown := append(slices.Clone(b), 0x10, 0x05, 0x1A, 0x01, 0xFF)
	back, err = UnmarshalSequence(withUnknown)
	if err != nil {
		t.Fatal(err)
	}
	seqEqual(t, back, s)
	if cap(back.segs()) != len(back.segs()) {
		t.Fatalf("%d segments, capacity %d", len(back.segs()), cap(back.segs()))
	}
}

func TestUnmarshalSequenceBadInput(t *testing.T) {
	good := seq(rng(0, 10), sortedSeg(t, 1, 7000, 24000)).AppendProto(nil)
	tests := []struct {
		name string
		in   []byte
	}{
		{"truncated tag", []byte{0x80}},
		{"truncated length", []byte{0x0A}},
		{"length past the end", []byte{0x0A, 0x05, 0x0A, 0x00}},
		{"truncated mid-segment", good[:len(good)-3]},
		{"wrong wire type varint", []byte{0x08, 0x01}},
		{"wrong wire type fixed64", []byte{0x09, 1, 2, 3, 4, 5, 6, 7, 8}},
		{"field number zero", []byte{0x02, 0x00}},
		{"stray end group", []byte{0x0C}},
		{"empty segment message", []byte{0x0A, 0x00}},
		{"bad nested range", []byte{0x0A, 0x06, 0x0A, 0x04, 0x08, 0x05, 0x10, 0x01}},
		{"bad nested array width", unhex(t, "0A 07 22 05 0A 03 12 01 00")},
		{"truncated varint in unknown field", []byte{0x10, 0xFF}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := UnmarshalSequence(tt.in)
			if err == nil {
				t.Fatalf("UnmarshalSequence(% X) succeeded", tt.in)
			}
			if !errors.Is(err, ErrDecode) {
				t.Fatalf("error %v does not wrap ErrDecode", err)
			}
			var de *DecodeError
			if !errors.As(err, &de) {
				t.Fatalf("error %v is not a *DecodeError", err)
			}
		})
	}
	// A bad nested segment also wraps the segment error.
	_, err := UnmarshalSequence([]byte{0x0A, 0x06, 0x0A, 0x04, 0x08, 0x05, 0x10, 0x01})
	var se *segment.DecodeError
	if !errors.As(err, &se) || !errors.Is(err, segment.ErrRange) {
		t.Fatalf("nested error %v does not wrap the segment error", err)
	}
}

func TestSequenceSizes(t *testing.T) {
	s := seq(rng(0, 100), sortedSeg(t, 1, 7000, 24000))
	if s.SizeBytes() < 2*segmentValueBytes {
		t.Fatalf("SizeBytes = %d", s.SizeBytes())
	}
	if s.LanceSizeBytes() != len(s.AppendProto(nil)) {
		t.Fatal("LanceSizeBytes disagrees with AppendProto")
	}
	if got := s.Segments(); len(got) != 2 || !got[0].Equal(rng(0, 100)) {
		t.Fatalf("Segments = %v", got)
	}
	if s.SegmentStart(1) != 100 || s.NumSegments() != 2 || !s.Segment(1).Equal(sortedSeg(t, 1, 7000, 24000)) {
		t.Fatal("segment accessors")
	}
	if !RangeSequence(3, 7).Equal(seq(rng(3, 7))) {
		t.Fatal("RangeSequence")
	}
}

// TestSequenceGetManySegments checks Get at every offset of sequences of
// 1 to 40 segments of varied lengths (the few-segment count and the
// binary search both), and past the end.
func TestSequenceGetManySegments(t *testing.T) {
	for nseg := 1; nseg <= 40; nseg += 3 {
		var segs []segment.Segment
		next := uint64(0)
		for i := 0; i < nseg; i++ {
			n := uint64(1 + (i*7)%5)
			segs = append(segs, segment.NewRange(next, next+n))
			next += n + 10
		}
		s := NewSequence(segs...)
		want := s.AppendTo(nil)
		for off, id := range want {
			if got, ok := s.Get(off); !ok || got != id {
				t.Fatalf("%d segments: Get(%d) = %d, %v, want %d", nseg, off, got, ok, id)
			}
		}
		if _, ok := s.Get(len(want)); ok {
			t.Fatalf("%d segments: Get past the end found an id", nseg)
		}
	}
}

// A one-segment sequence is one 64-byte allocation (one cache line for
// Get), and a longer one a single allocation beside its slices.
func TestSequenceDataLayout(t *testing.T) {
	if n := unsafe.Sizeof(seqData{}); n != 64 {
		t.Fatalf("seqData is %d bytes, the doc says 64", n)
	}
	if n := RangeSequence(5, 10).SizeBytes(); n != 64 {
		t.Fatalf("a Range sequence holds %d bytes, want 64", n)
	}
	if a := testing.AllocsPerRun(100, func() { _ = RangeSequence(5, 10) }); a != 1 {
		t.Fatalf("RangeSequence: %v allocations, want 1", a)
	}
	segs := []segment.Segment{segment.NewRange(0, 3), segment.NewRange(10, 12)}
	s := newSequenceOwned(segs)
	want := int(unsafe.Sizeof(seqMulti{})) + 2*segmentValueBytes + 2*8
	if s.SizeBytes() != want || s.Len() != 5 || s.NumSegments() != 2 {
		t.Fatalf("two ranges: %d bytes (want %d), len %d, %d segments", s.SizeBytes(), want, s.Len(), s.NumSegments())
	}
	for off, id := range []uint64{0, 1, 2, 10, 11} {
		if got, ok := s.Get(off); !ok || got != id {
			t.Fatalf("Get(%d) = %d, %v; want %d", off, got, ok, id)
		}
	}
	if _, ok := s.Get(5); ok {
		t.Fatal("Get(5) past the end answered")
	}
}
