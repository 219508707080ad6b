package rowindex

import (
	"cmp"
	"math"
	"slices"

	"github.com/stablerow/stablerow/segment"
)

// checkGroup verifies that no id is live in two chunks of [a, b), a
// group. Build passes prev and isNew nil and every chunk is checked;
// WithFragments passes the previous index and which chunks are new, and
// only pairs with a new chunk are checked: old chunks were checked in prev
// and keep their chunks only while their deletions grow (refits), so no
// two of them can share a live id now.
//
// Arrays (sorted or not: sparse, often update arrays spanning the whole
// group) are checked together: the live ids of the new ones are sorted
// once (a repeated id is live in two of them). In WithFragments each of
// those ids is also looked up in prev, whose answer, the one live copy
// among the old chunks, is a duplicate if it is still live here at
// another address; that covers every pair of a new array with an old
// chunk without walking the old chunks, however many overlap it. The
// pairs with a dense chunk (Range, holes, bitmap) that remain are found
// by a sweep over the starts and checked by walking the live ids of the
// smaller chunk inside the overlap and probing the other. If the arrays
// and the pairs would cost more than four times the group's ids, the
// group's live ids are sorted and checked at once instead.
func (x *Index) checkGroup(prev *Index, a, b int, isNew []bool) error {
	isArray := func(c int) bool { return x.chunks[c].array() }
	fresh := func(c int) bool { return isNew == nil || isNew[c] }
	groupCost, arrayCost := 0, 0
	for c := a; c < b; c++ {
		n := x.chunkLen(c)
		groupCost += n
		if isArray(c) && fresh(c) {
			arrayCost += n
		}
	}
	// The sweep: dense and arrays are the chunks started so far that
	// reach the current start. A pair is checked unless both chunks are
	// old, or it is a new array with an old chunk and prev covers it.
	var pairs []uint64
	pairCost := 0
	var dense, arrays []int
	consider := func(p, q int) {
		if !fresh(p) && !fresh(q) {
			return
		}
		if prev != nil && (isArray(p) && fresh(p) && !fresh(q) || isArray(q) && fresh(q) && !fresh(p)) {
			return
		}
		pairs = append(pairs, uint64(p)<<32|uint64(q))
		pairCost += min(x.chunkLen(p), x.chunkLen(q))
	}
	for q := a; q < b; q++ {
		s := x.starts[q]
		ended := func(c int) bool { return x.chunks[c].end < s }
		dense = slices.DeleteFunc(dense, ended)
		for _, p := range dense {
			consider(p, q)
		}
		if isArray(q) {
			arrays = append(arrays, q)
			continue
		}
		arrays = slices.DeleteFunc(arrays, ended)
		for _, p := range arrays {
			consider(p, q)
		}
		dense = append(dense, q)
	}
	if pairCost+arrayCost > 4*groupCost {
		return x.checkGroupSorted(a, b, nil)
	}
	if arrayCost > 0 {
		if err := x.checkGroupSorted(a, b, func(c uint32) bool { return isArray(int(c)) && fresh(int(c)) }); err != nil {
			return err
		}
		if prev != nil {
			if err := x.checkAgainst(prev, a, b, isNew); err != nil {
				return err
			}
		}
	}
	for _, pq := range pairs {
		p, q := int(pq>>32), int(uint32(pq))
		if x.chunkLen(p) > x.chunkLen(q) {
			p, q = q, p
		}
		lo, hi := max(x.starts[p], x.starts[q]), min(x.chunks[p].end, x.chunks[q].end)
		var dup error
		x.chunkEach(p, lo, hi, func(id uint64, addr RowAddress) bool {
			if other, ok := x.resolve(q, id); ok {
				dup = &DuplicateRowIDError{ID: id, First: min(addr, other), Second: max(addr, other)}
				return false
			}
			return true
		})
		if dup != nil {
			return dup
		}
	}
	return nil
}

// checkAgainst looks every live id of the new arrays among chunks [a, b)
// up in prev: the copy prev finds, the only one live among the old
// chunks, is a duplicate if it is live here too at another address.
func (x *Index) checkAgainst(prev *Index, a, b int, isNew []bool) error {
	var dup error
	for c := a; c < b && dup == nil; c++ {
		if !isNew[c] || !x.chunks[c].array() {
			continue
		}
		x.chunkEach(c, 0, math.MaxUint64, func(id uint64, addr RowAddress) bool {
			other, ok := prev.Get(id)
			if !ok || other == addr {
				return true
			}
			if v, live := x.RowID(other); live && v == id {
				dup = &DuplicateRowIDError{ID: id, First: min(addr, other), Second: max(addr, other)}
				return false
			}
			return true
		})
	}
	return dup
}

// checkGroupSorted collects the live (id, address) pairs of chunks [a, b)
// (those for which keep is true, or all if keep is nil), sorts them and
// reports the first repeated id.
func (x *Index) checkGroupSorted(a, b int, keep func(c uint32) bool) error {
	pairs := x.groupPairs(a, b, keep)
	for i := 1; i < len(pairs); i++ {
		if pairs[i].id == pairs[i-1].id {
			return &DuplicateRowIDError{ID: pairs[i].id, First: min(pairs[i-1].addr, pairs[i].addr), Second: max(pairs[i-1].addr, pairs[i].addr)}
		}
	}
	return nil
}

type idAddr struct {
	id   uint64
	addr RowAddress
}

// groupPairs returns the live (id, address) pairs of chunks [a, b) (those
// for which keep is true, or all if keep is nil), sorted by id.
func (x *Index) groupPairs(a, b int, keep func(c uint32) bool) []idAddr {
	var pairs []idAddr
	for c := a; c < b; c++ {
		if keep != nil && !keep(uint32(c)) {
			continue
		}
		x.chunkEach(c, 0, math.MaxUint64, func(id uint64, addr RowAddress) bool {
			pairs = append(pairs, idAddr{id, addr})
			return true
		})
	}
	slices.SortFunc(pairs, func(p, q idAddr) int { return cmp.Compare(p.id, q.id) })
	return pairs
}

// scanSortedDups reports whether a SortedArray repeats an id; an id live
// twice is an error.
func scanSortedDups(seg *segment.Segment, frag uint32, first int, dv *DeletionVector) (bool, error) {
	dups := false
	var prev uint64
	pos := uint32(0)
	for v := range seg.All() {
		if pos > 0 && v == prev {
			dups = true
			// Compare with every earlier copy: runs are short in practice.
			for p := pos; p > 0; p-- {
				if w, _ := seg.Get(int(p - 1)); w != v {
					break
				}
				if err := checkRepeat(v, frag, first, dv, p-1, pos); err != nil {
					return true, err
				}
			}
		}
		prev = v
		pos++
	}
	return dups, nil
}

// checkRepeat returns a *DuplicateRowIDError if positions p and q (of a
// segment starting at offset first of fragment frag) are both live.
func checkRepeat(id uint64, frag uint32, first int, dv *DeletionVector, p, q uint32) error {
	op, oq := uint32(first)+p, uint32(first)+q
	if dv.Contains(op) || dv.Contains(oq) {
		return nil
	}
	a, b := NewRowAddress(frag, op), NewRowAddress(frag, oq)
	return &DuplicateRowIDError{ID: id, First: min(a, b), Second: max(a, b)}
}
