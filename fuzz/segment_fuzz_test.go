package fuzz

import (
	"bytes"
	"encoding/binary"
	"errors"
	"slices"
	"testing"

	"github.com/stablerow/stablerow/gen"
	"github.com/stablerow/stablerow/segment"
)

// segmentSeeds are valid U64Segment bodies: the worked examples of
// LANCE-ROWIDS.md §2.2 and generated segments of every kind.
func segmentSeeds() [][]byte {
	seeds := [][]byte{
		{0x0A, 0x02, 0x10, 0x0A},
		{0x0A, 0x04, 0x08, 0x64, 0x10, 0x69},
		{0x0A, 0x00},
		{0x22, 0x0C, 0x0A, 0x0A, 0x08, 0x01, 0x12, 0x06, 0x00, 0x00, 0x57, 0x1B, 0xBF, 0x5D},
		{0x12, 0x0D, 0x10, 0xE8, 0x07, 0x1A, 0x08, 0x0A, 0x06, 0x08, 0x64, 0x12, 0x02, 0x00, 0x00},
		{0x1A, 0x06, 0x10, 0x09, 0x1A, 0x02, 0x55, 0x01},
		{0x2A, 0x02, 0x1A, 0x00},
	}
	for i, kind := range gen.Kinds() {
		for _, n := range []int{1, 5, 70, 300} {
			ids := gen.IDs(uint64(i*10+n), kind, n)
			seeds = append(seeds, segment.FromSlice(ids).AppendProto(nil), segment.FromSliceCompact(ids).AppendProto(nil))
		}
	}
	return seeds
}

// FuzzU64Segment: UnmarshalProto never panics, rejects with a
// *segment.DecodeError, allocates in proportion to its input, and whatever
// it accepts re-encodes to bytes that decode to an equal segment and
// re-encode identically; the decoded segment is self-consistent.
func FuzzU64Segment(f *testing.F) {
	for _, s := range segmentSeeds() {
		f.Add(s)
	}
	for _, s := range lanceSeeds(f).segments {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := segment.UnmarshalProto(data)
		if err != nil {
			var de *segment.DecodeError
			if !errors.As(err, &de) || de.Err == nil || err.Error() == "" {
				t.Fatalf("error %v (%T) is not a *segment.DecodeError with a sentinel", err, err)
			}
			return
		}
		if s.Kind() != segment.KindRange && s.SizeBytes() > 2*len(data)+64 {
			t.Fatalf("%v: %d bytes in memory from %d bytes of input", s, s.SizeBytes(), len(data))
		}
		b := s.AppendProto(nil)
		if len(b) != s.LanceSizeBytes() {
			t.Fatalf("%v: LanceSizeBytes %d, encoded %d", s, s.LanceSizeBytes(), len(b))
		}
		d, err := segment.UnmarshalProto(b)
		if err != nil {
			t.Fatalf("%v: re-encoded bytes % X rejected: %v", s, b, err)
		}
		if !d.Equal(s) {
			t.Fatalf("%v: re-decoded as %v", s, d)
		}
		if b2 := d.AppendProto(nil); !bytes.Equal(b2, b) {
			t.Fatalf("%v: encoding not stable: % X then % X", s, b, b2)
		}
		checkSegment(t, s)
	})
}

// checkSegment checks a segment's methods against its own expansion.
func checkSegment(t *testing.T, s segment.Segment) {
	t.Helper()
	if s.Len() > 1<<16 {
		// A Range (or a range with holes or bitmap) can be huge without
		// using memory: probe its ends only.
		for _, i := range []int{0, s.Len() - 1} {
			v, ok := s.Get(i)
			if !ok {
				t.Fatalf("%v: Get(%d) failed", s, i)
			}
			if p, ok := s.Position(v); !ok || p != i {
				t.Fatalf("%v: Position(Get(%d) = %d) = %d, %v", s, i, v, p, ok)
			}
		}
		return
	}
	vals := s.AppendTo(nil)
	if len(vals) != s.Len() {
		t.Fatalf("%v: AppendTo gave %d values, Len %d", s, len(vals), s.Len())
	}
	var fwd, back []uint64
	for v := range s.All() {
		fwd = append(fwd, v)
	}
	for v := range s.Backward() {
		back = append(back, v)
	}
	slices.Reverse(back)
	if !slices.Equal(fwd, vals) || !slices.Equal(back, vals) {
		t.Fatalf("%v: All/Backward differ from AppendTo", s)
	}
	first := map[uint64]int{}
	for i := len(vals) - 1; i >= 0; i-- {
		first[vals[i]] = i
	}
	for i, v := range vals {
		if g, ok := s.Get(i); !ok || g != v {
			t.Fatalf("%v: Get(%d) = %d, %v, want %d", s, i, g, ok, v)
		}
		if i < 512 || s.Kind() != segment.KindArray {
			if p, ok := s.Position(v); !ok || p != first[v] {
				t.Fatalf("%v: Position(%d) = %d, %v, want %d", s, v, p, ok, first[v])
			}
		}
		if _, present := first[v+1]; !present && s.Contains(v+1) {
			t.Fatalf("%v: Contains(%d) for an absent id", s, v+1)
		}
	}
	if _, ok := s.Get(len(vals)); ok {
		t.Fatalf("%v: Get past the end", s)
	}
	if lo, hi, ok := s.Bounds(); len(vals) > 0 && (!ok || lo > slices.Min(vals) || hi < slices.Max(vals)) {
		t.Fatalf("%v: Bounds %d, %d, %v", s, lo, hi, ok)
	}
	// Lance's re-encoding keeps the ids.
	if r := segment.FromSlice(vals); !slices.Equal(r.AppendTo(nil), vals) {
		t.Fatalf("%v: FromSlice of its ids is %v", s, r)
	}
}

// FuzzSegmentFromIDs: FromSlice and FromSliceCompact of arbitrary id lists
// (little-endian uint16 steps from a base, so that ranges, holes and
// bitmaps all occur) keep the ids, and their Lance bytes round-trip.
func FuzzSegmentFromIDs(f *testing.F) {
	f.Add(uint64(0), []byte{1, 0, 1, 0, 2, 0})
	f.Add(uint64(1<<64-10), []byte{1, 0, 0, 0, 1, 0})
	f.Add(uint64(5), []byte{3, 0, 0xff, 0xff, 1, 0, 1, 0, 2, 0})
	f.Fuzz(func(t *testing.T, base uint64, steps []byte) {
		ids := make([]uint64, 0, len(steps)/2)
		v := base
		for i := 0; i+2 <= len(steps); i += 2 {
			step := binary.LittleEndian.Uint16(steps[i:])
			if step&0x8000 != 0 {
				v -= uint64(step & 0x7fff) // unsorted input
			} else {
				v += uint64(step)
			}
			ids = append(ids, v)
		}
		for _, s := range []segment.Segment{segment.FromSlice(ids), segment.FromSliceCompact(ids)} {
			if got := s.AppendTo(nil); !slices.Equal(got, ids) {
				t.Fatalf("%v: ids %v, want %v", s, got, ids)
			}
			d, err := segment.UnmarshalProto(s.AppendProto(nil))
			if err != nil || !d.Equal(s) {
				t.Fatalf("%v: round trip %v, %v", s, d, err)
			}
			checkSegment(t, s)
		}
	})
}
