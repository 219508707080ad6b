package segment

import "github.com/stablerow/stablerow/bitpack"

// Len returns the number of ids.
func (s Segment) Len() int {
	switch s.kind() {
	case KindRange:
		return int(s.end - s.start())
	case KindRangeWithHoles:
		return int(s.end-s.start()) - s.vals.Len()
	case KindRangeWithBitmap:
		return s.bma().bmOnes
	default:
		return s.vals.Len()
	}
}

// Get returns the id at position i, or false if i is outside [0, Len).
// It inlines into the caller, which then passes get a pointer to its copy
// of s: a call with a Segment by value would spill its eight registers to
// the stack at every call level. Through a pointer, GetRef saves that copy.
func (s Segment) Get(i int) (uint64, bool) { return s.get(i) }

// GetRef is Get for a segment reached through a pointer (an element of a
// slice, say), read where it is. Get called through a pointer copies the
// 40-byte value to the stack first, which costs about a tenth of a lookup
// in a compacted fragment's RangeWithHoles (PERFORMANCE.md, "RowID").
func (s *Segment) GetRef(i int) (uint64, bool) { return s.get(i) }

// get is Get.
func (s *Segment) get(i int) (uint64, bool) {
	switch s.kind() {
	case KindRange:
		// A negative i converts to at least 2^63, beyond any Len.
		if uint64(i) < s.end-s.start() {
			return s.start() + uint64(i), true
		}
	case KindRangeWithHoles:
		return s.holesGet(i)
	case KindRangeWithBitmap:
		if uint(i) < uint(s.bma().bmOnes) {
			return s.start() + uint64(s.bma().select1(i)), true
		}
	default:
		if uint(i) < uint(s.vals.Len()) {
			return s.vals.Get(i), true
		}
	}
	return 0, false
}

// holesGet returns the i-th id that is not a hole: start+i+k where k is the
// number of holes below it. holes[j]-j grows with j, so k is the number of
// holes j with holes[j]-j <= start+i.
func (s *Segment) holesGet(i int) (uint64, bool) {
	nh := s.vals.Len()
	if uint64(i) >= s.end-s.start()-uint64(nh) {
		return 0, false
	}
	if s.aux != nil {
		return s.start() + uint64(i) + uint64(s.holesBelowPosition(uint64(i))), true
	}
	target := s.start() + uint64(i)
	// holes[m]-m <= target, as holes[m] <= target+m: no overflow, since
	// target+m < end for every m the search visits.
	words, w, base := s.vals.Words(), s.vals.Width(), s.vals.Base()
	// Branch-free binary search for the number of holes m with
	// holes[m] <= target+m (a prefix of the holes).
	lo := 0
	for n := nh; n > 1; {
		half := n >> 1
		if m := lo + half - 1; base+bitpack.ValueAt(words, w, m) <= target+uint64(m) {
			lo += half
		}
		n -= half
	}
	if nh > 0 && base+bitpack.ValueAt(words, w, lo) <= target+uint64(lo) {
		lo++
	}
	return target + uint64(lo), true
}

// lowerBound returns the index of the first value >= x in the ascending
// packed array a, or a.Len(): through the samples to a 64-value block, then
// a binary search in that block.
func lowerBound(a bitpack.Array, sm []uint64, x uint64) int {
	n := a.Len()
	base := a.Base()
	if n == 0 || x <= base {
		return 0
	}
	t := x - base
	words, w := a.Words(), a.Width()
	lo, hi := 0, n
	if len(sm) > 0 {
		// First sample >= x; the answer lies in the block before it.
		j := 0
		for n := len(sm); n > 1; {
			half := n >> 1
			if sm[j+half-1] < x {
				j += half
			}
			n -= half
		}
		if sm[j] < x {
			j++
		}
		if j == 0 {
			return 0
		}
		lo, hi = (j-1)*sampleEvery+1, min(j*sampleEvery, n)
	}
	// Branch-free: the loop runs log2(hi-lo) times whatever the data.
	for n := hi - lo; n > 1; {
		half := n >> 1
		if bitpack.ValueAt(words, w, lo+half-1) < t {
			lo += half
		}
		n -= half
	}
	if lo < hi && bitpack.ValueAt(words, w, lo) < t {
		lo++
	}
	return lo
}

// Position returns the position of id v (its first position in an Array or
// a SortedArray holding duplicates), or false if v is absent. Like Get it
// inlines into the caller and passes position a pointer.
func (s Segment) Position(v uint64) (int, bool) { return s.position(v) }

// PositionRef is Position for a segment reached through a pointer, read
// where it is, without Position's copy (see GetRef).
func (s *Segment) PositionRef(v uint64) (int, bool) { return s.position(v) }

// position is Position.
func (s *Segment) position(v uint64) (int, bool) {
	// v below start wraps beyond end-start.
	d := v - s.start()
	switch s.kind() {
	case KindRange:
		if d < s.end-s.start() {
			return int(d), true
		}
	case KindRangeWithBitmap:
		if d < s.end-s.start() {
			if r, ok := s.bma().bm.RankTest(int(d)); ok {
				return r, true
			}
		}
	case KindRangeWithHoles:
		if v >= s.start() && v < s.end {
			if s.aux != nil {
				if k, hole := s.holesBelowValue(v); !hole {
					return int(v-s.start()) - k, true
				}
				return 0, false
			}
			k := lowerBound(s.vals, nil, v)
			if k < s.vals.Len() && s.vals.Get(k) == v {
				return 0, false
			}
			return int(v-s.start()) - k, true
		}
	case KindSortedArray:
		if v >= s.start() && v <= s.end && s.vals.Len() > 0 {
			k := lowerBound(s.vals, s.samples(), v)
			if k < s.vals.Len() && s.vals.Get(k) == v {
				return k, true
			}
		}
	case KindArray:
		if v >= s.start() && v <= s.end && s.vals.Len() > 0 {
			return linearFind(s.vals, v)
		}
	}
	return 0, false
}

// linearFind returns the index of the first value of the packed array a
// that equals v. It unpacks a chunk at a time through bitpack's kernels and
// compares plain words.
func linearFind(a bitpack.Array, v uint64) (int, bool) {
	var buf [linearChunk]uint64
	n := a.Len()
	for i := 0; i < n; i += linearChunk {
		chunk := buf[:min(linearChunk, n-i)]
		a.DecodeRange(chunk, i)
		for j, x := range chunk {
			if x == v {
				return i + j, true
			}
		}
	}
	return 0, false
}

// linearChunk is how many values linearFind unpacks at a time: a multiple
// of bitpack.BlockLen, small enough for the stack.
const linearChunk = 4 * bitpack.BlockLen

// Contains reports whether v is one of the ids. Like Get it inlines into
// the caller and passes contains a pointer.
func (s Segment) Contains(v uint64) bool { return s.contains(v) }

// contains is Contains.
func (s *Segment) contains(v uint64) bool {
	switch s.kind() {
	case KindRange:
		// v below start wraps beyond end-start.
		return v-s.start() < s.end-s.start()
	case KindRangeWithBitmap:
		// The bitmap's padding bits are zero, and v below start wraps
		// beyond them.
		d := v - s.start()
		words := s.bma().bmWords
		return d>>6 < uint64(len(words)) && words[d>>6]>>(d&63)&1 != 0
	}
	_, ok := s.position(v)
	return ok
}

// Bounds returns the inclusive bounds of the segment as Lance's range()
// does: [start, end-1] for the three range encodings (whether or not start
// and end-1 are holes) and the true minimum and maximum for the arrays. ok is
// false when the range is empty or the array has no values.
func (s Segment) Bounds() (lo, hi uint64, ok bool) {
	switch s.kind() {
	case KindRange, KindRangeWithHoles, KindRangeWithBitmap:
		if s.start() < s.end {
			return s.start(), s.end - 1, true
		}
	default:
		if s.vals.Len() > 0 {
			return s.start(), s.end, true
		}
	}
	return 0, 0, false
}
