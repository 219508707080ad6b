package segment

import (
	"fmt"
	"math"
	"slices"
	"sort"
)

// Slice returns the n ids at positions [offset, offset+n), re-encoded with
// Lance's rule as Lance's slice does (so a slice of a RangeWithBitmap may be
// a Range). offset and n are clamped to the segment; an empty result is
// Range(0..0).
func (s Segment) Slice(offset, n int) Segment {
	l := s.Len()
	offset = max(0, min(offset, l))
	n = max(0, min(n, l-offset))
	if n == 0 {
		return Segment{}
	}
	if s.kind() == KindRange {
		lo := s.start() + uint64(offset)
		return rangeSegment(KindRange, lo, lo+uint64(n), nil)
	}
	if s.kind() == KindSortedArray || s.kind() == KindArray {
		vals := make([]uint64, n)
		s.vals.DecodeRange(vals, offset)
		return FromSlice(vals)
	}
	// Range encodings: decode everything up to the end of the slice.
	vals := s.AppendTo(make([]uint64, 0, l))[offset : offset+n]
	return FromSlice(vals)
}

// Mask returns the segment without the ids at the given positions,
// re-encoded as Lance's mask does: an Array stays an Array, the other kinds
// go through Lance's choice rule, masking every position gives Range(0..0)
// and an empty mask returns the segment unchanged. The positions must be
// strictly ascending and below Len; otherwise Mask returns an error wrapping
// ErrArgument or ErrOutOfRange (Lance silently computes a wrong result).
func (s Segment) Mask(positions []uint32) (Segment, error) {
	l := s.Len()
	for i, p := range positions {
		if i > 0 && p <= positions[i-1] {
			return Segment{}, fmt.Errorf("%w: position %d at index %d after %d", ErrArgument, p, i, positions[i-1])
		}
		if int64(p) >= int64(l) {
			return Segment{}, fmt.Errorf("%w: position %d in a segment of %d", ErrOutOfRange, p, l)
		}
	}
	if len(positions) == 0 {
		return s, nil
	}
	if len(positions) == l {
		return Segment{}, nil
	}
	all := s.AppendTo(make([]uint64, 0, l))
	kept := all[:0]
	j := 0
	for i, v := range all {
		if j < len(positions) && int(positions[j]) == i {
			j++
			continue
		}
		kept = append(kept, v)
	}
	return encode(kept, computeStats(kept), s.kind() == KindArray), nil
}

// Delete returns the segment without the ids in values, re-encoded with
// Lance's rule (as Lance's delete does, so an Array whose remaining ids are
// sorted becomes a sorted encoding). values must be strictly ascending,
// otherwise Delete returns an error wrapping ErrArgument; values that are
// not in the segment are ignored, and every copy of a duplicated id is
// removed.
func (s Segment) Delete(values []uint64) (Segment, error) {
	for i := 1; i < len(values); i++ {
		if values[i] <= values[i-1] {
			return Segment{}, fmt.Errorf("%w: value %d at index %d after %d", ErrArgument, values[i], i, values[i-1])
		}
	}
	all := s.AppendTo(nil)
	kept := all[:0]
	if s.kind() == KindArray {
		for _, v := range all {
			if _, found := slices.BinarySearch(values, v); !found {
				kept = append(kept, v)
			}
		}
	} else {
		j := 0
		for _, v := range all {
			for j < len(values) && values[j] < v {
				j++
			}
			if j < len(values) && values[j] == v {
				continue
			}
			kept = append(kept, v)
		}
	}
	return FromSlice(kept), nil
}

// SortedPositions returns the ids sorted ascending with, for each, its
// position in the segment (ties in position order). It materialises the
// segment (16 bytes per id before packing), so it is meant for building an
// index over an unsorted Array once. It fails with ErrTooLong if a
// position does not fit in a uint32 (Lance's fragment offsets are 32-bit).
func (s Segment) SortedPositions() (values []uint64, positions []uint32, err error) {
	n := s.Len()
	if uint64(n) > math.MaxUint32+1 {
		return nil, nil, fmt.Errorf("%w: %d positions do not fit in uint32", ErrTooLong, n)
	}
	values = s.AppendTo(make([]uint64, 0, n))
	positions = make([]uint32, n)
	for i := range positions {
		positions[i] = uint32(i)
	}
	if s.kind() != KindArray {
		return values, positions, nil // already ascending
	}
	sort.Stable(byValue{values, positions})
	return values, positions, nil
}

type byValue struct {
	v []uint64
	p []uint32
}

func (b byValue) Len() int           { return len(b.v) }
func (b byValue) Less(i, j int) bool { return b.v[i] < b.v[j] }
func (b byValue) Swap(i, j int) {
	b.v[i], b.v[j] = b.v[j], b.v[i]
	b.p[i], b.p[j] = b.p[j], b.p[i]
}

// Equal reports whether both segments have the same kind and the same ids
// (and, for the range encodings, the same range).
func (s Segment) Equal(o Segment) bool {
	if s.kind() != o.kind() || s.start() != o.start() || s.end != o.end {
		return false
	}
	switch s.kind() {
	case KindRange:
		return true
	case KindRangeWithBitmap:
		return slices.Equal(s.bma().bm.Words(), o.bma().bm.Words())
	default:
		// Packing is canonical (base = min, width = Width(max-min)), so
		// equal values mean equal words.
		return s.vals.Len() == o.vals.Len() && s.vals.Base() == o.vals.Base() &&
			s.vals.Width() == o.vals.Width() && slices.Equal(s.vals.Words(), o.vals.Words())
	}
}

// SizeBytes returns the bytes of the segment's data in memory (packed
// values, bitmap and its rank/select directory), not counting the Segment
// value itself. A Range has none. An array decoded into a Decoder's block
// counts its padding word, which is the next array's first word there
// (Decoder.SavedBytes).
func (s Segment) SizeBytes() int {
	switch s.kind() {
	case KindRange:
		return 0
	case KindRangeWithBitmap:
		return s.bma().bm.SizeBytes() + 4*len(s.bma().sel) + s.auxBytes()
	default:
		n := s.vals.SizeBytes() + s.auxBytes()
		if s.kind() == KindRangeWithHoles && s.aux != nil {
			n += s.hda().holeDirBytes()
		}
		return n + 8*len(s.samples())
	}
}

// String returns a short description, e.g. "range[0..10)" or
// "sorted_array(3)[1..24000]".
func (s Segment) String() string {
	switch s.kind() {
	case KindRange:
		return fmt.Sprintf("range[%d..%d)", s.start(), s.end)
	case KindRangeWithHoles:
		return fmt.Sprintf("range_with_holes[%d..%d) holes=%d", s.start(), s.end, s.vals.Len())
	case KindRangeWithBitmap:
		return fmt.Sprintf("range_with_bitmap[%d..%d) len=%d", s.start(), s.end, s.bma().bm.Count())
	default:
		if s.vals.Len() == 0 {
			return s.kind().String() + "(0)"
		}
		return fmt.Sprintf("%s(%d)[%d..%d]", s.kind(), s.vals.Len(), s.start(), s.end)
	}
}
