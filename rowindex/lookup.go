package rowindex

import (
	"github.com/stablerow/stablerow/segment"
)

// Get returns the address of the live row with id, or (InvalidAddress,
// false) if no live row has it (never assigned, a hole, or deleted). It
// does not allocate.
func (x *Index) Get(id uint64) (RowAddress, bool) {
	tried := -1
	if x.extras != &noExtras && len(x.coverStarts) > 0 {
		var addr RowAddress
		var ok bool
		if addr, ok, tried = x.getCovered(id); ok {
			return addr, true
		}
	}
	c := x.search(id)
	if c < 0 {
		return InvalidAddress, false
	}
	ch := &x.chunks[c]
	if ch.flags()&chunkGrouped != 0 {
		return x.getGrouped(c, id, tried)
	}
	if id > ch.end {
		return InvalidAddress, false
	}
	if ch.flags()&chunkRange != 0 {
		addr := ch.addr + (id - x.starts[c])
		if x.fragDeleted(ch.frag) && x.frags[ch.frag].dv.Contains(uint32(addr)) {
			return InvalidAddress, false
		}
		return RowAddress(addr), true
	}
	return x.resolve(c, id)
}

// getNoCovers is Get in an index without covers (len(x.coverStarts) ==
// 0), for GetBatch's loops of lone ids, which test that once a batch
// rather than Get's once an id: on W1 at 1e5 rows, whose Get takes about
// 7 ns, that test put unsorted batches at 1.03 times a Get loop, and
// sorted batches of 8 ids at 0.99 (Zen 4, 5 alternated rounds: 0.96-0.99
// and 0.95-0.97 with it). It is Get's body after the covers, written
// out: Get calling it would add a call to every lookup.
func (x *Index) getNoCovers(id uint64) (RowAddress, bool) {
	c := x.search(id)
	if c < 0 {
		return InvalidAddress, false
	}
	ch := &x.chunks[c]
	if ch.flags()&chunkGrouped != 0 {
		return x.getGrouped(c, id, -1)
	}
	if id > ch.end {
		return InvalidAddress, false
	}
	if ch.flags()&chunkRange != 0 {
		addr := ch.addr + (id - x.starts[c])
		if x.fragDeleted(ch.frag) && x.frags[ch.frag].dv.Contains(uint32(addr)) {
			return InvalidAddress, false
		}
		return RowAddress(addr), true
	}
	return x.resolve(c, id)
}

// getGrouped looks id up when the search landed on chunk c of an overlap
// group. If c covers id and is cheap to probe (a Range, holes or a bitmap)
// it is tried first: a live hit is the answer, since an id is live in one
// place only; then the group's primary (biggest) chunk, likewise.
// Otherwise, or on a miss, the intervals between c's start and the next
// chunk's are searched and the candidates of id's one tried. Chunk tried
// (-1 for none: Get's cover chunk, which missed) is not tried again.
func (x *Index) getGrouped(c int, id uint64, tried int) (RowAddress, bool) {
	ch := &x.chunks[c]
	if c != tried && id <= ch.end && !ch.array() {
		if addr, ok := x.resolve(c, id); ok {
			return addr, true
		}
	}
	g := x.chunkGroup[c]
	grp := &x.groups[g]
	if id > grp.end {
		return InvalidAddress, false
	}
	// Most ids of a group live in its biggest chunk: try it before the
	// interval search when it covers id and is cheap to probe.
	if p := int(grp.primary); p != c && p != tried && x.starts[p] <= id && id <= x.chunks[p].end &&
		!x.chunks[p].array() {
		if addr, ok := x.resolve(p, id); ok {
			return addr, true
		}
	}
	// id lies in an interval from c's first one up to (not including) the
	// next chunk's first one, or the group's end.
	lo, hi := x.chunkIv[c], grp.ivHi
	if c+1 < len(x.chunks) && x.groupOf(c+1) == g {
		hi = max(x.chunkIv[c+1], lo+1)
	}
	k := lo + uint32(lastAtMost(x.ivStarts[lo:hi], id))
	return x.tryCandidates(grp, k, id, tried)
}

// tryCandidates tries the candidates of elementary interval k of grp in
// turn, but chunk tried.
func (x *Index) tryCandidates(grp *group, k uint32, id uint64, tried int) (RowAddress, bool) {
	for _, c := range x.cands[x.candOff[k]:x.candOff[k+1]] {
		if int(c) == tried {
			continue
		}
		if addr, ok := x.resolve(int(c), id); ok {
			return addr, true
		}
	}
	// Wide candidates are arrays: resolve finds nothing outside them.
	// Those in the group's wide table are not listed.
	for _, c := range x.wideOf(grp, k) {
		if int(c) == tried {
			continue
		}
		if addr, ok := x.resolve(int(c), id); ok {
			return addr, true
		}
	}
	if grp.tab != noWide {
		return x.tableGet(x.wideTabs[grp.tab], id)
	}
	return InvalidAddress, false
}

// resolve returns the address of id in chunk c if id is there and live.
func (x *Index) resolve(c int, id uint64) (RowAddress, bool) {
	ch := &x.chunks[c]
	switch {
	case ch.flags()&chunkRange != 0:
		if id > ch.end {
			return InvalidAddress, false // a candidate may end inside its interval
		}
		return x.liveAt(ch, int(id-x.starts[c]))
	case ch.flags()&chunkArray != 0:
		t := x.sides[ch.seg()]
		if !t.filter.mayHave(id) {
			return InvalidAddress, false
		}
		return x.liveInSide(ch, t, t.ids.LowerBound(id), id)
	case ch.flags()&chunkSide != 0 && !x.sides[ch.seg()].filter.mayHave(id):
		return InvalidAddress, false
	}
	seg := x.segmentOf(ch)
	p, ok := seg.PositionRef(id)
	if !ok {
		return InvalidAddress, false
	}
	return x.liveInSegment(ch, seg, p, id)
}

// liveAt returns the address of position pos of chunk ch unless that row
// is deleted.
func (x *Index) liveAt(ch *chunk, pos int) (RowAddress, bool) {
	addr := ch.addr + uint64(pos)
	if x.fragDeleted(ch.frag) && x.frags[ch.frag].dv.Contains(uint32(addr)) {
		return InvalidAddress, false
	}
	return RowAddress(addr), true
}

// liveInSide returns the address of the live copy of id in the unsorted
// Array chunk ch with side table t, given k, the index of the first side
// entry >= id.
func (x *Index) liveInSide(ch *chunk, t *sideTable, k int, id uint64) (RowAddress, bool) {
	if k >= t.ids.Len() || t.ids.Get(k) != id {
		return InvalidAddress, false
	}
	if ch.flags()&chunkDups == 0 {
		return x.liveAt(ch, int(t.positions.Get(k)))
	}
	dv := x.dvOf(ch)
	for pos := t.positions.Get(k); dv.Contains(uint32(ch.addr) + uint32(pos)); pos = t.positions.Get(k) {
		if k++; k >= t.ids.Len() || t.ids.Get(k) != id {
			return InvalidAddress, false
		}
	}
	return RowAddress(ch.addr + t.positions.Get(k)), true
}

// liveInSegment returns the address of the live copy of id in chunk ch
// (segment seg), given pos, the first position of id in seg.
func (x *Index) liveInSegment(ch *chunk, seg *segment.Segment, pos int, id uint64) (RowAddress, bool) {
	if ch.flags()&chunkDups == 0 {
		return x.liveAt(ch, pos)
	}
	dv := x.dvOf(ch)
	for dv.Contains(uint32(ch.addr) + uint32(pos)) {
		if v, ok := seg.GetRef(pos + 1); !ok || v != id {
			return InvalidAddress, false
		}
		pos++
	}
	return RowAddress(ch.addr + uint64(pos)), true
}
