package segment

import "math/bits"

// Cursor answers Position for a run of ascending ids faster than
// Position does one by one: it remembers where the previous id was found
// and steps forward from there (a merge walk), searching only on long
// jumps. For a RangeWithHoles it carries the number of holes below the
// previous id, for a RangeWithBitmap the rank of the previous id's word,
// for a SortedArray the previous index; a Range needs no state and an
// unsorted Array falls back to Position.
//
// An id smaller than the previous one is still answered correctly (by a
// fresh search), only more slowly. A Cursor refers to its segment and must
// not outlive it; it is not safe for concurrent use (make one per
// goroutine: it is a small value and creating one does not allocate).
type Cursor struct {
	s    *Segment
	k    int    // holes: holes below last; sorted: first index >= last; bitmap: word of last
	rank int    // bitmap: set bits below word k
	last uint64 // previous id (0 before the first)
}

// Cursor returns a cursor over s, positioned before its first id.
func (s *Segment) Cursor() Cursor { return Cursor{s: s} }

// holesJump returns the index of the first hole >= v, given that hole k
// is below v (a RangeWithHoles), for an id more than holeNear above the
// cursor's previous one: the value directory in O(1) for a jump over more
// than holeSteps holes (a first id, one below the last, or a far one,
// where a gallop from k would cost a search of the holes between), else
// a step over the few from k. The cursors call it only for such an id, so
// that a dense run of ids pays nothing for the test.
func (s *Segment) holesJump(k int, v uint64) int {
	if s.aux != nil && k+holeSteps < s.vals.Len() && s.vals.Get(k+holeSteps) < v {
		k, _ = s.holesBelowValue(v)
		return k
	}
	return s.vals.LowerBoundFrom(k+1, v)
}

// holeSteps is how many holes a cursor steps over one by one before it
// jumps through the value directory instead, and holeNear the gap from
// the previous id within which it steps without looking.
const (
	holeSteps = 8
	holeNear  = 64
)

// cursorLinear is how many words (bitmap) a cursor steps over one by one
// before it uses the rank directory instead.
const cursorLinear = 8

// Position returns the position of v in the segment, like
// Segment.Position, for v at or above the previous id given to c.
func (c *Cursor) Position(v uint64) (int, bool) {
	s := c.s
	back := v < c.last
	gap := v - c.last // from 0 after a descent: far
	if back {
		gap = v
	}
	c.last = v
	switch s.kind() {
	case KindRange:
		if d := v - s.start(); d < s.end-s.start() {
			return int(d), true
		}
		return 0, false
	case KindRangeWithHoles:
		if v < s.start() || v >= s.end {
			return 0, false
		}
		if back {
			c.k = 0
		}
		// Usually the next hole is still above v: no search.
		k, n := c.k, s.vals.Len()
		if k < n && s.vals.Get(k) < v {
			if gap > holeNear {
				k = s.holesJump(k, v)
			} else {
				k = s.vals.LowerBoundFrom(k+1, v)
			}
			c.k = k
		}
		if k < n && s.vals.Get(k) == v {
			return 0, false
		}
		return int(v-s.start()) - k, true
	case KindRangeWithBitmap:
		if v < s.start() || v >= s.end {
			return 0, false
		}
		off := int(v - s.start())
		words := s.bma().bmWords // not bm.Words(): that copies the Bitmap
		wi := off >> 6
		if back || wi < c.k || wi-c.k > cursorLinear {
			r, _ := s.bma().bm.RankTest(wi << 6)
			c.k, c.rank = wi, r
		}
		for ; c.k < wi; c.k++ {
			c.rank += bits.OnesCount64(words[c.k])
		}
		w := words[wi]
		if w>>(off&63)&1 == 0 {
			return 0, false
		}
		return c.rank + bits.OnesCount64(w&(1<<(off&63)-1)), true
	case KindSortedArray:
		if back {
			c.k = 0
		}
		// A walk over present ids usually finds v at k or just after.
		k, n := c.k, s.vals.Len()
		if k < n && s.vals.Get(k) < v {
			k++
			if k < n && s.vals.Get(k) < v {
				k = s.vals.LowerBoundFrom(k+1, v)
			}
			c.k = k
		}
		if k < n && s.vals.Get(k) == v {
			return k, true
		}
		return 0, false
	}
	return s.Position(v)
}

// MapPositions writes base+p to out[i] for each ids[i] present in the
// cursor's segment at position p, and ^0 for each id absent, for i <
// min(len(ids), len(out)), and returns how many were present. It is the
// bulk form of Cursor.Position (one call and a loop specialised per kind
// instead of a call per id): fastest for ascending ids, correct in any
// order. It does not allocate. A caller mapping ids to addresses passes
// the address of the segment's first row as base.
func MapPositions[T ~uint64](c *Cursor, ids []uint64, out []T, base uint64) (found int) {
	n := min(len(ids), len(out))
	ids, out = ids[:n], out[:n]
	s := c.s
	const miss = ^uint64(0)
	switch s.kind() {
	case KindRange:
		span := s.end - s.start()
		for i, v := range ids {
			if d := v - s.start(); d < span {
				out[i] = T(base + d)
				found++
			} else {
				out[i] = T(miss)
			}
		}
		if n > 0 {
			c.last = ids[n-1]
		}
		return found
	case KindRangeWithHoles:
		// One run of ascending ids a call; a descent starts the next.
		for i := 0; i < n; {
			m, missed := mapHoles(c, ids[i:], out[i:], base, miss, nil)
			found += m - missed
			i += m
		}
		return found
	}
	for i, v := range ids {
		if p, ok := c.Position(v); ok {
			out[i] = T(base + uint64(p))
			found++
		} else {
			out[i] = T(miss)
		}
	}
	return found
}

// MapRun is MapPositions over the run of ascending ids from ids[0] that
// are at most last, which also lists the absent ones: it writes base+p to
// out[j] for each present ids[j] and ^0 for each absent one, whose index j
// goes to list[0], list[1], ...; it stops at the first id below the one
// before it or above last, at the end of ids or out, or before an absent
// id that list has no room for. It returns how many ids it mapped and how
// many of them were absent. A batch walk through one segment calls it and
// then resolves the listed ids elsewhere: one pass over the run instead of
// three (its end, its positions, its misses). For a RangeWithHoles, the
// present ids between two holes are mapped four a step with no search.
// It does not allocate.
func MapRun[T ~uint64](c *Cursor, ids []uint64, out []T, base, last uint64, list []int32) (n, missed int) {
	n = min(len(ids), len(out))
	ids, out = ids[:n], out[:n]
	if c.s.kind() == KindRangeWithHoles {
		return mapHoles(c, ids, out, base, last, list)
	}
	j := 0
	for ; j < len(ids); j++ {
		v := ids[j]
		if v > last || j > 0 && v < ids[j-1] {
			break
		}
		if p, ok := c.Position(v); ok {
			out[j] = T(base + uint64(p))
			continue
		}
		if list != nil {
			if missed == len(list) {
				break
			}
			list[missed] = int32(j)
		}
		out[j] = T(^uint64(0))
		missed++
	}
	return j, missed
}

// mapHoles is MapRun on a RangeWithHoles; a nil list lists nothing and
// never stops the run.
func mapHoles[T ~uint64](c *Cursor, ids []uint64, out []T, base, last uint64, list []int32) (n, missed int) {
	const miss = ^uint64(0)
	s := c.s
	holes := s.vals
	nh := holes.Len()
	start, end := s.start(), s.end
	k, prev := c.k, c.last
	if len(ids) > 0 && ids[0] < prev {
		k, prev = 0, 0 // a descent: a fresh start, from 0, far
	}
	// next is the first hole at or above the ids seen (miss: none).
	next := miss
	if k < nh {
		next = holes.Get(k)
	}
	j := 0
	for j < len(ids) {
		v := ids[j]
		if v < prev || v > last {
			break
		}
		gap := v - prev
		if v >= start && v < end && next < v {
			if gap > holeNear {
				k = s.holesJump(k, v)
			} else {
				k = holes.LowerBoundFrom(k+1, v)
			}
			next = miss
			if k < nh {
				next = holes.Get(k)
			}
		}
		if v < start || v >= end || next == v {
			if list != nil {
				if missed == len(list) {
					break
				}
				list[missed] = int32(j)
			}
			out[j] = T(miss)
			missed++
			prev = v
			j++
			continue
		}
		// The ids from v up to the next hole are present, k holes
		// below each: a stretch of them takes mapStretch, four a step
		// with no search; a lone id (the next one beyond the hole, or
		// none) is written here.
		delta := base - start - uint64(k)
		bound := min(next, end) - 1
		if last < bound {
			bound = last
		}
		if j+1 < len(ids) && ids[j+1] >= v && ids[j+1] <= bound {
			j += mapStretch(ids[j:], out[j:], v, bound, delta)
			prev = ids[j-1]
			continue
		}
		out[j] = T(v + delta)
		prev = v
		j++
	}
	c.k, c.last = k, prev
	return j, missed
}

// mapStretch writes ids[j]+delta to out[j] from j = 0 while the ids ascend
// from prev and stay at most bound, and returns how many it wrote: the ids
// of a stretch between two holes, four a step. A leaf of its own, so that
// the loop keeps its slices in registers. rowindex's mapRun is the same
// loop on RowAddress; one generic function for both measured slower there
// (W1's sorted batches of 1e5 ids 0.45 -> 0.50 ns an id on Zen 4,
// benchmarks/results/getbatch-ascend-dropped-zen4.txt; with its dictionary
// it takes ten integer arguments, one more than Go's amd64 ABI passes in
// registers).
func mapStretch[T ~uint64](ids []uint64, out []T, prev, bound, delta uint64) int {
	out = out[:len(ids)]
	j := 0
	for ; j+4 <= len(ids); j += 4 {
		a, b, c, d := ids[j], ids[j+1], ids[j+2], ids[j+3]
		if a < prev || b < a || c < b || d < c || d > bound {
			break
		}
		out[j], out[j+1], out[j+2], out[j+3] = T(a+delta), T(b+delta), T(c+delta), T(d+delta)
		prev = d
	}
	for ; j < len(ids); j++ {
		v := ids[j]
		if v < prev || v > bound {
			break
		}
		out[j] = T(v + delta)
		prev = v
	}
	return j
}

// Next returns the least id of the segment at or above v and its
// position (the first one, if the id repeats), or false if every id is
// below v. Like Position, it is fastest for v at or above the previous id
// given to c, and moves the cursor to v: a walk that intersects a sorted
// list of ids with a sparse segment alternates Next on the list's next id
// and a jump in the list to the id Next returned. An unsorted Array is
// scanned.
func (c *Cursor) Next(v uint64) (id uint64, pos int, ok bool) {
	s := c.s
	back := v < c.last
	gap := v - c.last // from 0 after a descent: far
	if back {
		gap = v
	}
	c.last = v
	switch s.kind() {
	case KindRange:
		v = max(v, s.start())
		if v >= s.end {
			return 0, 0, false
		}
		return v, int(v - s.start()), true
	case KindRangeWithHoles:
		holes := s.vals
		if back {
			c.k = 0
		}
		k, n := c.k, holes.Len()
		if k < n && holes.Get(k) < v {
			// v > start: a hole is below it.
			if v < s.end {
				if gap > holeNear {
					k = s.holesJump(k, v)
				} else {
					k = holes.LowerBoundFrom(k+1, v)
				}
			} else {
				k = holes.LowerBoundFrom(k+1, v)
			}
			c.k = k
		}
		// k holes are below v (none below start); step over those that
		// sit exactly on the candidate id.
		v = max(v, s.start())
		for ; k < n && holes.Get(k) == v; k++ {
			v++
		}
		if v >= s.end || v < s.start() {
			return 0, 0, false
		}
		return v, int(v-s.start()) - k, true
	case KindRangeWithBitmap:
		v = max(v, s.start())
		if v >= s.end {
			return 0, 0, false
		}
		off := int(v - s.start())
		words := s.bma().bmWords
		wi := off >> 6
		r, _ := s.bma().bm.RankTest(wi << 6)
		c.k, c.rank = wi, r
		w := words[wi] >> (off & 63) << (off & 63)
		for w == 0 {
			if wi++; wi >= len(words) {
				return 0, 0, false
			}
			w = words[wi]
		}
		bit := wi<<6 + bits.TrailingZeros64(w)
		if bit >= int(s.end-s.start()) {
			return 0, 0, false
		}
		r, _ = s.bma().bm.RankTest(bit)
		return s.start() + uint64(bit), r, true
	case KindSortedArray:
		if back {
			c.k = 0
		}
		k, n := c.k, s.vals.Len()
		if k < n && s.vals.Get(k) < v {
			k = s.vals.LowerBoundFrom(k+1, v)
			c.k = k
		}
		if k < n {
			return s.vals.Get(k), k, true
		}
		return 0, 0, false
	}
	// Unsorted Array: the least value >= v, first position among equals.
	for i := range s.vals.Len() {
		if x := s.vals.Get(i); x >= v && (!ok || x < id) {
			id, pos, ok = x, i, true
		}
	}
	return id, pos, ok
}
