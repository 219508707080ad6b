package rowindex

import (
	"cmp"
	"math"
	"math/bits"
	"slices"
	"unsafe"

	"github.com/stablerow/stablerow/bitpack"
)

// wideTable maps the ids of some of a group's wide arrays to their
// chunks: Get looks an id up in it once instead of searching or testing
// the filter of each of them, which a group collects one of per scattered
// update commit. It holds the small wide arrays (those without an id
// filter, fewer than tuning.filterMinIDs ids each) when there are tuning.wideTableMin or
// more of them (W2's shape with 1,000 update commits at 1e6 rows: 1,000
// arrays of 10 ids, about 500 searches for each updated id), or every
// wide array, their filters dropped, when there are tuning.wideTableMin or more
// and the table costs fewer bytes than their filters and side entries, or
// there are tuning.wideAllMin or more (see tableChunks). The wide lists of the
// group list only the wide arrays not in its table.
//
// Its entries are the ids that were live when the group was built,
// ascending, each with its chunk: refs[e] is the index in chunks of entry
// e's chunk. The ids are cut into buckets of 1<<shift ids from base,
// sized for 4 to 8 entries each: dir[b] is the first entry of bucket b
// (dir[nb] the number of entries), and lows[e] holds entry e's id less its
// bucket's first, so an id costs its low bits and a share of a directory
// entry, about 13 bits where the whole id took 24 at 1e7 rows; a lookup
// reads two directory entries and searches a handful of lows. A group
// keeps its table while its fragments only gain deletions (refits,
// deletion-only commits), which leave dead entries that the lookup's
// resolve rejects; any other change rebuilds the group. About 3 bytes per
// id.
type wideTable struct {
	base       uint64
	shift      uint8
	dir        bitpack.Array
	lows, refs bitpack.Array
	chunks     []uint32
	// delta holds the entries added since these were built (see
	// withDelta), its refs indexes in this table's chunks; nil if none.
	delta *wideTable
}

// tableOfEntries returns the wide table of the entries (ids ascending, refs
// indexes in chunks).
func tableOfEntries(ids, refs []uint64, chunks []uint32) *wideTable {
	t := &wideTable{refs: bitpack.NewArray(refs), chunks: chunks}
	var span uint64
	if len(ids) > 0 {
		t.base, span = ids[0], ids[len(ids)-1]-ids[0]
		t.shift = tableShift(span, len(ids))
	}
	dir := make([]uint64, span>>t.shift+2)
	lows := make([]uint64, len(ids))
	mask := uint64(1)<<t.shift - 1
	for e, id := range ids {
		d := id - t.base
		lows[e] = d & mask
		dir[d>>t.shift+1]++
	}
	for b := 1; b < len(dir); b++ {
		dir[b] += dir[b-1]
	}
	t.dir, t.lows = bitpack.NewArray(dir), bitpack.NewArray(lows)
	return t
}

// tableShift returns the bucket width, 1<<shift ids, of a table of n
// entries spanning span ids: 4 to 8 times the mean gap.
func tableShift(span uint64, n int) uint8 {
	return uint8(bits.Len64(min(span/uint64(n), 1<<60) * 4))
}

// tableBits estimates the bits of a table of n entries spanning span ids
// over k chunks: its directory, lows and refs.
func tableBits(span uint64, n, k int) int {
	shift := tableShift(span, n)
	return int(span>>shift+2)*bits.Len(uint(n)) + n*(int(shift)+bits.Len(uint(k-1)))
}

// entries returns the range [k, end) of t's entries whose id is id.
func (t *wideTable) entries(id uint64) (k, end int) {
	d := id - t.base // ids below base wrap to a bucket past the last
	b := d >> t.shift
	if b >= uint64(t.dir.Len()-1) {
		return 0, 0
	}
	k, last := int(t.dir.Get(int(b))), int(t.dir.Get(int(b)+1))
	low := d & (uint64(1)<<t.shift - 1)
	for hi := last; k < hi; {
		if m := int(uint(k+hi) >> 1); t.lows.Get(m) < low {
			k = m + 1
		} else {
			hi = m
		}
	}
	for end = k; end < last && t.lows.Get(end) == low; end++ {
	}
	return k, end
}

// appendIDs appends the ids of t's entries, ascending, to dst.
func (t *wideTable) appendIDs(dst []uint64) []uint64 {
	dir, lows := t.dir.AppendTo(nil), t.lows.AppendTo(nil)
	dst = slices.Grow(dst, len(lows))
	for b := 0; b+1 < len(dir); b++ {
		hi := t.base + uint64(b)<<t.shift
		for _, low := range lows[dir[b]:dir[b+1]] {
			dst = append(dst, hi+low)
		}
	}
	return dst
}

func (t *wideTable) sizeBytes() int {
	n := int(unsafe.Sizeof(*t)) + t.dir.SizeBytes() + t.lows.SizeBytes() + t.refs.SizeBytes() + 4*cap(t.chunks)
	if t.delta != nil {
		n += t.delta.sizeBytes()
	}
	return n
}

// tableGet resolves id through the wide table t: its entries, then its
// delta's.
func (x *Index) tableGet(t *wideTable, id uint64) (RowAddress, bool) {
	for part := t; part != nil; part = part.delta {
		for e, end := part.entries(id); e < end; e++ {
			if addr, ok := x.resolve(int(t.chunks[part.refs.Get(e)]), id); ok {
				return addr, true
			}
		}
	}
	return InvalidAddress, false
}

// smallArray reports whether chunk c is an array without an id filter.
func (x *Index) smallArray(c uint32) bool {
	switch f := x.chunks[c].flags(); {
	case f&chunkArray != 0:
		return x.sides[x.chunks[c].seg()].filter.words == nil
	case f&chunkSorted != 0:
		return f&chunkSide == 0
	}
	return false
}

// tableChunks splits a group's wide arrays into those its wide table will
// hold (none, the small ones, or all: see wideTable) and those its wide
// lists will, blocks of 1<<shift intervals. When it picks all, it drops
// their filters (dropFilter). The table's bytes for the arrays with
// filters (tableBits) are weighed against their filters, the side entries
// of sorted arrays and the list entries that they would otherwise cost:
// about 3 bytes per id against 1.2 to 2 bytes per id and about 170 bytes
// per array, so the table wins below about 100 ids per array.
func (x *Index) tableChunks(wide []wideSpan, shift uint8, tu *tuning) (tabled []uint32, listed []wideSpan) {
	if len(wide) < tu.wideTableMin {
		return nil, wide
	}
	lo, hi, ids, listBytes := uint64(math.MaxUint64), uint64(0), 0, 0
	for _, w := range wide {
		if x.smallArray(w.c) {
			continue
		}
		lo, hi = min(lo, x.starts[w.c]), max(hi, x.chunks[w.c].end)
		ids += x.chunkLen(int(w.c))
		ch := &x.chunks[w.c]
		listBytes += x.sides[ch.seg()].filter.sizeBytes() + 4*int(w.last>>shift-w.first>>shift+1)
		if ch.flags()&chunkSide != 0 {
			listBytes += int(unsafe.Sizeof(sideTable{})) + 8
		}
	}
	all := len(wide) >= tu.wideAllMin || tu.wideAllByBytes && ids > 0 && tableBits(hi-lo, ids, len(wide)) <= 8*listBytes
	for _, w := range wide {
		switch {
		case all:
			x.dropFilter(w.c)
			fallthrough
		case x.smallArray(w.c):
			tabled = append(tabled, w.c)
		default:
			listed = append(listed, w)
		}
	}
	if len(tabled) < tu.wideTableMin {
		return nil, wide
	}
	return tabled, listed
}

// dropFilter drops the id filter of array chunk c, which the group's wide
// table answers for: a SortedArray loses its side entry (compactSides
// removes it), an unsorted Array gets a copy of its side table without
// the filter (the shared one is not written). Indexes derived from this
// one keep the chunk without a filter; should its group stop tabling it
// (a compaction removing most of the group's arrays), it is searched
// without one, which is correct and a little slower, until a fresh Build.
func (x *Index) dropFilter(c uint32) {
	ch := &x.chunks[c]
	switch f := ch.flags(); {
	case f&chunkSide != 0:
		ch.meta &^= chunkSide
		ch.setSeg(x.sides[ch.seg()].seg)
	case f&chunkArray != 0 && x.sides[ch.seg()].filter.words != nil:
		t := *x.sides[ch.seg()]
		t.filter = idFilter{}
		x.sides[ch.seg()] = &t
	}
}

// compactSides drops the side entries that no chunk refers to any more
// (dropFilter), renumbering the chunks' references, and counts the bytes
// of those that remain.
func (x *Index) compactSides() {
	n := 0
	for i := range x.chunks {
		if x.chunks[i].flags()&(chunkArray|chunkSide) != 0 {
			n++
		}
	}
	if n < len(x.sides) {
		sides := make([]*sideTable, 0, n)
		for i := range x.chunks {
			if ch := &x.chunks[i]; ch.flags()&(chunkArray|chunkSide) != 0 {
				sides = append(sides, x.sides[ch.seg()])
				ch.setSeg(uint32(len(sides) - 1))
			}
		}
		x.sides = sides
	}
	x.sideBytes = 0
	for _, t := range x.sides {
		x.sideBytes += t.sizeBytes()
	}
}

// groupTable returns the wide table of chunks, wide arrays of a group:
// it gathers their entries and builds the table with tableOfEntries, or
// adds them to a table of prev with withDelta. For WithFragments (prev and oldIdx not nil), the entries of old chunks
// that were in a table of prev are carried over from it, already sorted,
// and merged with the sorted entries of the others: an update commit adds
// one array to a table of 1e4 ids without sorting them again.
func (x *Index) groupTable(chunks []uint32, prev *Index, oldIdx []int32, tu *tuning) *wideTable {
	// The old tables met (in order), each with the ref of its chunks
	// (by old chunk index) and the new ref of each of its refs, -1 for
	// a chunk not in this table.
	type old struct {
		t     *wideTable
		ref   map[uint32]int32
		remap []int32
	}
	var olds []old
	var fresh []wideEntry
	for r, c := range chunks {
		t, o := prev.tableOf(prev.oldGroup(oldIdx, c)), uint32(0)
		if t != nil {
			o = uint32(oldIdx[c])
			k := slices.IndexFunc(olds, func(e old) bool { return e.t == t })
			if k < 0 {
				e := old{t: t, ref: make(map[uint32]int32, len(t.chunks)), remap: make([]int32, len(t.chunks))}
				for i, oc := range t.chunks {
					e.ref[oc], e.remap[i] = int32(i), -1
				}
				olds, k = append(olds, e), len(olds)
			}
			if or, ok := olds[k].ref[o]; ok {
				olds[k].remap[or] = int32(r)
				continue
			}
		}
		x.chunkEach(int(c), 0, math.MaxUint64, func(id uint64, _ RowAddress) bool {
			fresh = append(fresh, wideEntry{id, uint32(r)})
			return true
		})
	}
	slices.SortFunc(fresh, func(p, q wideEntry) int { return cmp.Compare(p.id, q.id) })
	ids, refs := make([]uint64, len(fresh)), make([]uint64, len(fresh))
	for i, e := range fresh {
		ids[i], refs[i] = e.id, uint64(e.ref)
	}
	if len(olds) == 1 && !slices.Contains(olds[0].remap, -1) {
		if t := olds[0].t.withDelta(chunks, olds[0].remap, ids, refs, tu.tableDeltaMin); t != nil {
			return t
		}
	}
	for _, e := range olds {
		for part := e.t; part != nil; part = part.delta {
			ids, refs = mergeRemapped(ids, refs, part.appendIDs(nil), part.refs.AppendTo(nil), e.remap)
		}
	}
	return tableOfEntries(ids, refs, chunks)
}

// withDelta returns the table of chunks (a group's tabled arrays, every one
// of t's among them: old chunk t.chunks[i] is chunks[remap[i]]) that
// keeps t's entries as they are and adds the entries (ids ascending,
// refs positions in chunks) of the chunks that t does not hold to its
// delta, or nil if t is too small or the delta would grow past 1/32 of
// t: then the caller rebuilds. An update commit adding a 10-id array to a
// group whose table holds 1e5 ids then costs the delta's entries and the
// chunk list, not the 1e5 entries, until the delta is merged in (every
// 300 or so such commits); with a bigger delta, rebuilding the delta on
// every commit cost more than the occasional merge (PERFORMANCE.md,
// "Cutoffs of rowindex"). A table of fewer than minEntries entries
// (tuning.tableDeltaMin) is rebuilt.
func (t *wideTable) withDelta(chunks []uint32, remap []int32, ids, refs []uint64, minEntries int) *wideTable {
	n := t.refs.Len()
	if n < minEntries || t.delta.len()+len(ids) > n/32 {
		return nil
	}
	// t's chunks keep their refs: they come first, in t's order, then
	// the others, in their order in chunks.
	pos := make([]int32, len(chunks))
	for i := range pos {
		pos[i] = -1
	}
	nc := make([]uint32, len(t.chunks), len(chunks))
	same := make([]int32, len(t.chunks))
	for i, r := range remap {
		nc[i], pos[r], same[i] = chunks[r], int32(i), int32(i)
	}
	for r, c := range chunks {
		if pos[r] < 0 {
			pos[r] = int32(len(nc))
			nc = append(nc, c)
		}
	}
	for i, r := range refs {
		refs[i] = uint64(pos[r])
	}
	if d := t.delta; d != nil {
		ids, refs = mergeRemapped(ids, refs, d.appendIDs(nil), d.refs.AppendTo(nil), same)
	}
	nt := *t
	nt.chunks, nt.delta = nc, tableOfEntries(ids, refs, nil)
	return &nt
}

// len returns the number of entries of t, 0 for a nil t.
func (t *wideTable) len() int {
	if t == nil {
		return 0
	}
	return t.refs.Len()
}

// wideEntry is an id of a wide table with the index of its chunk.
type wideEntry struct {
	id  uint64
	ref uint32
}

// oldGroup returns the group of x (the previous index) that held chunk c
// of the index being built, or nil if c is new or was in no group.
func (x *Index) oldGroup(oldIdx []int32, c uint32) *group {
	if x == nil || oldIdx[c] < 0 {
		return nil
	}
	if g := x.groupOf(int(oldIdx[c])); g >= 0 {
		return &x.groups[g]
	}
	return nil
}

// mergeRemapped merges the entries (pIDs, pRefs) with the entries of an
// old table (qIDs, qRefs), both ascending by id, and returns the merged
// ids and refs: an old entry's ref r becomes remap[r], and the entry is
// dropped if that is negative (its chunk is not in the new table). One
// pass, with no entry copied more than once.
func mergeRemapped(pIDs, pRefs, qIDs, qRefs []uint64, remap []int32) (ids, refs []uint64) {
	ids, refs = make([]uint64, 0, len(pIDs)+len(qIDs)), make([]uint64, 0, len(pIDs)+len(qIDs))
	i := 0
	for j, id := range qIDs {
		r := remap[qRefs[j]]
		if r < 0 {
			continue
		}
		for i < len(pIDs) && pIDs[i] <= id {
			ids, refs = append(ids, pIDs[i]), append(refs, pRefs[i])
			i++
		}
		ids, refs = append(ids, id), append(refs, uint64(r))
	}
	return append(ids, pIDs[i:]...), append(refs, pRefs[i:]...)
}

// tableOf returns the wide table of grp, or nil (also for a nil grp).
func (x *Index) tableOf(grp *group) *wideTable {
	if grp == nil || grp.tab == noWide {
		return nil
	}
	return x.wideTabs[grp.tab]
}
