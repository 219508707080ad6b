package rowindex

import (
	"cmp"
	"fmt"
	"slices"
)

// WithFragments returns the index of the next version: this one without
// the fragments in removed, plus added. A fragment whose deletions changed
// is listed in removed and again in added under the same id. The chunks of
// untouched fragments are reused as they are (no per-row work for them);
// the cost is O(chunks) plus the work Build would do for added, and less
// for append-only and deletion-only commits (see the package
// documentation). x is not changed.
func (x *Index) WithFragments(removed []uint32, added []Fragment) (*Index, error) {
	return x.withFragments(removed, added, &defaults)
}

// withFragments is WithFragments with the tuning tu.
func (x *Index) withFragments(removed []uint32, added []Fragment, tu *tuning) (*Index, error) {
	add := slices.Clone(added)
	slices.SortFunc(add, func(a, b Fragment) int { return cmp.Compare(a.ID, b.ID) })
	if len(removed) > 0 {
		if y, ok := x.moreDeletions(removed, add); ok {
			return y, nil
		}
	}
	appendOnly := len(removed) == 0
	removed, add, refits := x.splitRefits(removed, add)
	nc, err := makeAllChunks(add, tu)
	if err != nil {
		return nil, err
	}
	slices.SortFunc(nc, cmpBuildChunk)
	if appendOnly {
		if y, ok := x.appendTail(add, nc, tu); ok {
			return y, nil
		}
	}

	// oldTo[i] is the new index of old fragment i, or -1 if removed.
	oldTo := make([]int32, len(x.frags))
	for _, id := range removed {
		f := x.fragIndex(id)
		if f < 0 {
			return nil, fmt.Errorf("%w %d", ErrUnknownFragment, id)
		}
		if oldTo[f] < 0 {
			return nil, fmt.Errorf("%w %d: removed twice", ErrDuplicateFragment, id)
		}
		oldTo[f] = -1
	}

	// Merge the surviving fragments with the added ones.
	nf := len(x.frags) - len(removed) + len(add)
	y := &Index{frags: make([]fragEntry, 0, nf), extras: &extras{}}
	ids := make([]uint32, 0, nf)
	addTo := make([]uint32, len(add))
	i, j := 0, 0
	for i < len(x.frags) || j < len(add) {
		switch {
		case i < len(x.frags) && oldTo[i] < 0:
			i++
		case j == len(add) || i < len(x.frags) && x.fragID(i) < add[j].ID:
			oldTo[i] = int32(len(y.frags))
			y.frags = append(y.frags, x.frags[i])
			ids = append(ids, x.fragID(i))
			i++
		default:
			if n := len(ids); n > 0 && ids[n-1] == add[j].ID ||
				i < len(x.frags) && x.fragID(i) == add[j].ID {
				return nil, fmt.Errorf("%w %d", ErrDuplicateFragment, add[j].ID)
			}
			addTo[j] = uint32(len(y.frags))
			y.frags = append(y.frags, fragEntry{seq: add[j].RowIDs, dv: add[j].Deletions})
			ids = append(ids, add[j].ID)
			j++
		}
	}
	y.setFragIDs(ids)
	if len(y.frags) >= tu.rangeWordsMin {
		if x.rangeWords == nil {
			y.buildRangeWords(tu)
		} else {
			// Copy the surviving fragments' entries (a dense array) and
			// read only the added fragments' sequences.
			y.rangeWords = make([]uint64, len(y.frags))
			for i, to := range oldTo {
				if to >= 0 {
					y.rangeWords[to] = x.rangeWords[i]
				}
			}
			for j, to := range addTo {
				y.rangeWords[to] = rangeWord(add[j].RowIDs)
			}
		}
	}

	// Refitted fragments keep their chunks with their new deletions.
	for _, r := range refits {
		y.frags[oldTo[r.f]] = r.e
	}

	// Merge the surviving chunks (in order) with the new ones (sorted).
	total := len(nc)
	for c := range x.chunks {
		if oldTo[x.chunks[c].frag] >= 0 {
			total++
		}
	}
	y.starts = make([]uint64, total)
	y.chunks = make([]chunk, total)
	oldIdx := make([]int32, total)
	c, k := 0, 0
	for n := 0; n < total; n++ {
		for c < len(x.starts) && oldTo[x.chunks[c].frag] < 0 {
			c++
		}
		takeOld := k == len(nc) || c < len(x.starts) &&
			(x.starts[c] < nc[k].start || x.starts[c] == nc[k].start && x.chunks[c].addr < nc[k].addr)
		ch := &y.chunks[n]
		var side *sideTable
		if takeOld {
			*ch = x.chunks[c]
			ch.frag = uint32(oldTo[ch.frag])
			if ch.flags()&(chunkArray|chunkSide) != 0 {
				side = x.sides[ch.seg()]
			}
			y.starts[n] = x.starts[c]
			oldIdx[n] = int32(c)
			c++
		} else {
			*ch = nc[k].chunk
			ch.frag = addTo[ch.frag]
			side = nc[k].side
			y.starts[n] = nc[k].start
			oldIdx[n] = -1
			k++
		}
		if side != nil {
			if len(y.sides) > tu.maxSeg {
				return nil, errTooManySides
			}
			ch.setSeg(uint32(len(y.sides)))
			y.sides = append(y.sides, side)
		}
	}
	if err := y.finish(x, oldIdx, tu); err != nil {
		return nil, err
	}
	return y, nil
}

// refit is a fragment that a commit removes and adds back with the same
// sequence and a superset of its deletions: f is its index in the old
// index, e its new entry.
type refit struct {
	f int
	e fragEntry
}

// splitRefits separates from a commit the fragments it only refits (see
// refit): their chunks stay as they are (chunks do not record deletions),
// so they are neither removed nor added chunks, and a commit that deletes
// rows in one fragment and adds another (an update) rebuilds only what the
// added fragment touches. It returns the other removed ids and added
// fragments. add is sorted by id; anything doubtful (an id removed twice,
// an unknown id, an invalid deletion vector) is left to the general path,
// which reports it.
func (x *Index) splitRefits(removed []uint32, add []Fragment) ([]uint32, []Fragment, []refit) {
	if len(removed) == 0 || len(add) == 0 {
		return removed, add, nil
	}
	rm := slices.Clone(removed)
	slices.Sort(rm)
	var refits []refit
	var keptAdd []Fragment
	isRefit := func(a *Fragment) int {
		i, found := slices.BinarySearch(rm, a.ID)
		if !found || i+1 < len(rm) && rm[i+1] == a.ID {
			return -1
		}
		return x.refitOf(a)
	}
	for j := range add {
		if f := isRefit(&add[j]); f >= 0 {
			refits = append(refits, refit{f: f, e: fragEntry{seq: add[j].RowIDs, dv: add[j].Deletions}})
			continue
		}
		keptAdd = append(keptAdd, add[j])
	}
	if len(refits) == 0 {
		return removed, add, nil
	}
	// Refits come in id order (add is sorted).
	refitIDs := make([]uint32, len(refits))
	for i, r := range refits {
		refitIDs[i] = x.fragID(r.f)
	}
	keptRm := make([]uint32, 0, len(removed)-len(refits))
	for _, id := range removed {
		if _, found := slices.BinarySearch(refitIDs, id); !found {
			keptRm = append(keptRm, id)
		}
	}
	return keptRm, keptAdd, refits
}

// appendTail derives the next index for a commit that only appends: every
// added fragment id is above the last one, and the new chunks start after
// every existing chunk ends and do not overlap one another, so no overlap
// group changes and no id can be live twice across chunks. The new index
// shares this one's arrays and appends to them: in place, into their spare
// capacity, for the first such derivation (tailClaimed), by copying with
// headroom otherwise. The cost is O(new chunks) amortised, plus the
// search levels' new samples. It reports false when the commit is not of
// that shape.
func (x *Index) appendTail(add []Fragment, nc []buildChunk, tu *tuning) (*Index, bool) {
	if len(add) == 0 {
		return nil, false
	}
	for j := 1; j < len(add); j++ {
		if add[j].ID == add[j-1].ID {
			return nil, false
		}
	}
	if n := len(x.frags); n > 0 && add[0].ID <= x.fragID(n-1) {
		return nil, false
	}
	if n := len(x.starts); n > 0 && len(nc) > 0 {
		end := x.chunks[n-1].end
		if g := x.groupOf(n - 1); g >= 0 {
			end = x.groups[g].end
		}
		if nc[0].start <= end {
			return nil, false
		}
	}
	for k := 1; k < len(nc); k++ {
		if nc[k].start <= nc[k-1].end {
			return nil, false
		}
	}
	inPlace := x.tailClaimed.CompareAndSwap(false, true)
	y := &Index{extras: x.extras, live: x.live}
	y.ownExtras() // sides, sideBytes and the directories grow

	newFrags := make([]fragEntry, len(add))
	newIDs := make([]uint32, len(add))
	for j := range add {
		newFrags[j], newIDs[j] = fragEntry{seq: add[j].RowIDs, dv: add[j].Deletions}, add[j].ID
		y.live += add[j].RowIDs.Len() - add[j].Deletions.Len()
	}
	y.frags = appendShared(x.frags, newFrags, inPlace)
	if x.rangeWords != nil {
		newEntries := make([]uint64, len(add))
		for j := range add {
			newEntries[j] = rangeWord(add[j].RowIDs)
		}
		y.rangeWords = appendShared(x.rangeWords, newEntries, inPlace)
	} else {
		y.buildRangeWords(tu) // once, when the fragments reach tu.rangeWordsMin
	}
	switch n := len(x.frags); {
	case x.fragIDs == nil && (n == 0 || newIDs[0] == x.fragBase+uint32(n)) && newIDs[len(newIDs)-1]-newIDs[0] == uint32(len(newIDs)-1):
		// Still dense.
		y.fragBase = x.fragBase
		if n == 0 {
			y.fragBase = newIDs[0]
		}
	case x.fragIDs == nil:
		// The first gap: the ids so far become an array.
		ids := make([]uint32, n, n+len(newIDs))
		for f := range ids {
			ids[f] = x.fragBase + uint32(f)
		}
		y.fragIDs = append(ids, newIDs...)
		y.fragDir = buildFragDir(y.fragIDs)
	default:
		y.fragIDs = appendShared(x.fragIDs, newIDs, inPlace)
		y.fragDir = extendFragDir(x.fragDir, y.fragIDs, n, inPlace)
	}
	// hasDel is tiny (a bit per fragment) and its last word may change: copy.
	y.hasDel = make([]uint64, (len(y.frags)+63)/64)
	copy(y.hasDel, x.hasDel)
	for j := range add {
		if f := len(x.frags) + j; add[j].Deletions.Len() > 0 {
			y.hasDel[f>>6] |= 1 << (f & 63)
		}
	}

	newStarts := make([]uint64, len(nc))
	newChunks := make([]chunk, len(nc))
	var newSides []*sideTable
	for k := range nc {
		newStarts[k] = nc[k].start
		ch := nc[k].chunk
		ch.frag += uint32(len(x.frags))
		if nc[k].side != nil {
			if len(x.sides)+len(newSides) > tu.maxSeg {
				return nil, false // WithFragments' general path reports it
			}
			ch.setSeg(uint32(len(x.sides) + len(newSides)))
			newSides = append(newSides, nc[k].side)
			y.sideBytes += nc[k].side.sizeBytes()
		}
		newChunks[k] = ch
	}
	y.starts = appendShared(x.starts, newStarts, inPlace)
	y.chunks = appendShared(x.chunks, newChunks, inPlace)
	y.sides = appendShared(x.sides, newSides, inPlace)
	y.levels = extendLevels(x.levels, y.starts, inPlace)
	y.dir = extendChunkDir(x.dir, y.starts, len(x.starts), inPlace)
	y.shareExtras()
	return y, true
}

// appendShared returns s followed by extra. If inPlace and s has the
// spare capacity, it appends into s's backing array (the caller owns that
// capacity); otherwise it copies into a new array with a quarter of
// headroom, so a run of appending commits costs O(1) amortised per entry.
func appendShared[T any](s, extra []T, inPlace bool) []T {
	n := len(s) + len(extra)
	if len(extra) == 0 {
		return s[:len(s):len(s)]
	}
	if inPlace && n <= cap(s) {
		return append(s, extra...)
	}
	out := make([]T, n, n+n/4+16)
	copy(out, s)
	copy(out[len(s):], extra)
	return out
}

// moreDeletions derives the next index for a commit that only deletes
// rows: every removed fragment is added back with the same id and the same
// sequence, and its new deletion vector holds every offset of the old one.
// No chunk changes (chunks do not record deletions; hasDel does) and no id
// can become live twice, so the new index shares every array of this one
// but the fragment table and hasDel: O(fragments) pointer copies. It
// reports false when the commit is not of that shape (or a fragment is
// invalid: the general path then reports it). add is sorted by id.
func (x *Index) moreDeletions(removed []uint32, add []Fragment) (*Index, bool) {
	if len(removed) != len(add) {
		return nil, false
	}
	rm := slices.Clone(removed)
	slices.Sort(rm)
	idx := make([]int, len(add))
	for j := range add {
		if rm[j] != add[j].ID || j > 0 && rm[j] == rm[j-1] {
			return nil, false
		}
		f := x.refitOf(&add[j])
		if f < 0 {
			return nil, false
		}
		idx[j] = f
	}
	y := &Index{starts: x.starts, chunks: x.chunks, levels: x.levels,
		extras: x.extras, live: x.live, fragBase: x.fragBase} // extras shared, not written
	y.frags = slices.Clone(x.frags)
	y.hasDel = slices.Clone(x.hasDel)
	// The shared arrays' spare capacity belongs to x's derivations, not y's.
	y.tailClaimed.Store(true)
	for j, f := range idx {
		y.frags[f] = fragEntry{seq: add[j].RowIDs, dv: add[j].Deletions}
		y.live -= add[j].Deletions.Len() - x.frags[f].dv.Len()
		if add[j].Deletions.Len() > 0 {
			y.hasDel[f>>6] |= 1 << (f & 63)
		}
	}
	return y, true
}

// refitOf returns the index in frags of the fragment that a refits (see
// refit): the fragment with a's id, whose sequence a keeps, with as many
// rows and every one of its deleted offsets among a's, which are all
// below its rows. It returns -1 for any other a (or an unknown id).
func (x *Index) refitOf(a *Fragment) int {
	f := x.fragIndex(a.ID)
	if f < 0 {
		return -1
	}
	old := x.frags[f]
	if !sameSequence(old.seq, a.RowIDs) || a.PhysicalRows != old.seq.Len() || !dvSuperset(a.Deletions, old.dv) {
		return -1
	}
	if m, ok := a.Deletions.Max(); ok && int64(m) >= int64(a.PhysicalRows) {
		return -1
	}
	return f
}

// sameSequence reports whether a and b are the same sequence: the same
// shared segments (the usual case: a fragment's sequence is reused as is),
// or equal segments.
func sameSequence(a, b Sequence) bool {
	if len(a.segs()) != len(b.segs()) {
		return false
	}
	if a.d == b.d || len(a.segs()) == 0 || &a.segs()[0] == &b.segs()[0] {
		return true
	}
	return a.Equal(b)
}

// dvSuperset reports whether every offset of old is in d.
func dvSuperset(d, old *DeletionVector) bool {
	if old.Len() == 0 {
		return true
	}
	if d.Len() < old.Len() {
		return false
	}
	if old.dense != nil && d.dense != nil {
		if len(old.dense) > len(d.dense) {
			return false
		}
		for i, w := range old.dense {
			if w&^d.dense[i] != 0 {
				return false
			}
		}
		return true
	}
	return old.bitmap().AndCardinality(d.bitmap()) == uint64(old.Len())
}
