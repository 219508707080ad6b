package fuzz

import (
	"bytes"
	"encoding/binary"
	"errors"
	"slices"
	"testing"

	"github.com/stablerow/stablerow/segment"
)

// FuzzU64Segment: UnmarshalProto never panics, rejects with a
// *segment.DecodeError, allocates in proportion to its input, and whatever
// it accepts re-encodes to bytes that decode to an equal segment and
// re-encode identically; the decoded segment is self-consistent.
func FuzzU64Segment(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := segment.UnmarshalProto(data)
		if err != nil {
			var de *segment.DecodeError
			if !errors.As(err, &de) || de.Err == nil || err.Error() == "" {
				t.Fatalf("error %v (%T) is not a *segment.DecodeError with a sentinel", err, err)
			}
			return
		}
		// In proportion, plus a fixed cost: the struct holding a bitmap's
		// directory or the holes' (up to 168 bytes) and a few words.
		if s.Kind() != segment.KindRange && s.SizeBytes() > 2*len(data)+256 {
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
	if len(vals) < 512 || s.Kind() != segment.KindArray {
		checkMapRun(t, &s, vals)
	}
	if lo, hi, ok := s.Bounds(); len(vals) > 0 && (!ok || lo > slices.Min(vals) || hi < slices.Max(vals)) {
		t.Fatalf("%v: Bounds %d, %d, %v", s, lo, hi, ok)
	}
	// Lance's re-encoding keeps the ids.
	if r := segment.FromSlice(vals); !slices.Equal(r.AppendTo(nil), vals) {
		t.Fatalf("%v: FromSlice of its ids is %v", s, r)
	}
}

// checkMapRun maps the sorted ids of s and their neighbours (absent ids
// among them) through MapPositions and MapRun, the latter with a short
// list that stops runs, and checks each answer against Position.
func checkMapRun(t *testing.T, s *segment.Segment, vals []uint64) {
	t.Helper()
	probes := make([]uint64, 0, 3*len(vals))
	for _, v := range vals {
		probes = append(probes, v-1, v, v+1)
	}
	slices.Sort(probes)
	want := func(v uint64) uint64 {
		if p, ok := s.Position(v); ok {
			return 7 + uint64(p)
		}
		return ^uint64(0)
	}
	out := make([]uint64, len(probes))
	c := s.Cursor()
	segment.MapPositions(&c, probes, out, 7)
	for i, v := range probes {
		if out[i] != want(v) {
			t.Fatalf("%v: MapPositions of %d = %d, want %d", s, v, out[i], want(v))
		}
	}
	clear(out)
	c = s.Cursor()
	var list [3]int32
	for i := 0; i < len(probes); {
		n, missed := segment.MapRun(&c, probes[i:], out[i:], 7, ^uint64(0), list[:])
		if n == 0 || missed > len(list) {
			t.Fatalf("%v: MapRun from %d = %d, %d", s, i, n, missed)
		}
		listed := 0
		for j := i; j < i+n; j++ {
			if out[j] != want(probes[j]) {
				t.Fatalf("%v: MapRun of %d = %d, want %d", s, probes[j], out[j], want(probes[j]))
			}
			if out[j] == ^uint64(0) {
				if listed == missed || int(list[listed]) != j-i {
					t.Fatalf("%v: MapRun from %d did not list %d", s, i, j)
				}
				listed++
			}
		}
		if listed != missed {
			t.Fatalf("%v: MapRun from %d listed %d, found %d absent", s, i, missed, listed)
		}
		i += n
	}
}

// FuzzSegmentFromIDs: FromSlice and FromSliceCompact of arbitrary id lists
// (little-endian uint16 steps from a base, so that ranges, holes and
// bitmaps all occur) keep the ids, and their Lance bytes round-trip.
func FuzzSegmentFromIDs(f *testing.F) {
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
