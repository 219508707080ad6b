package rowindex

import (
	"github.com/stablerow/stablerow/segment"
)

// chunkCursor is the forward cursor of one chunk in a batch walk.
type chunkCursor struct {
	c    int            // chunk index + 1; 0 for an empty cache slot
	k    int            // unsorted Array: side-table index of the first id >= last
	last uint64         // unsorted Array: the previous id probed
	seg  segment.Cursor // the other kinds but Range
	del  delCursor      // the fragment's deletions, if any
}

// liveVia returns the address of position pos of chunk ch unless that row is
// deleted, checking deletions through e.
func (x *Index) liveVia(e *chunkCursor, ch *chunk, pos int) (RowAddress, bool) {
	addr := ch.addr + uint64(pos)
	if x.fragDeleted(ch.frag) && e.del.contains(x.frags[ch.frag].dv, uint32(addr)) {
		return InvalidAddress, false
	}
	return RowAddress(addr), true
}

// reset points e at chunk c, before its first id.
func (e *chunkCursor) reset(x *Index, c int) {
	*e = chunkCursor{c: c + 1}
	if ch := &x.chunks[c]; ch.flags()&(chunkRange|chunkArray) == 0 {
		e.seg = x.segmentOf(ch).Cursor()
	}
}

// cursorSlots is the number of chunk cursors a batch walk keeps for the
// candidates of an overlap group, direct-mapped by chunk index. A group's
// intervals share most candidates (a deep overlap is typically a few
// dozen sparse update arrays over the same ids), and a cursor evicted by a
// collision only costs a fresh search.
const cursorSlots = 128

// fewSlots is the number of chunk cursors of a batch of at most fewIDs
// ids: zeroing cursorSlots of them (9 KB) costs such a batch more than a
// collision of its few chunks does.
const (
	fewSlots = 16
	fewIDs   = 256
)

type cursorCache struct {
	slots []chunkCursor    // cursorSlots or fewSlots of them
	miss  [missBatch]int32 // resolveMissed's list of unresolved ids
	// outside is resolveOutside's list of the ids a group's primary
	// chunk missed (resolveMissed, which it calls, uses miss).
	outside [missBatch]int32
	// work counts the steps of walkDense's walks over deletion words
	// (words and deleted rows walked, ids tested one by one), which tests
	// bound by the batch's length; GetBatch discards it.
	work int
}

// get returns the cursor of chunk c, made afresh if its slot holds another
// chunk.
func (cc *cursorCache) get(x *Index, c int) *chunkCursor {
	e := &cc.slots[c&(len(cc.slots)-1)]
	if e.c != c+1 {
		e.reset(x, c)
	}
	return e
}

// resolveAt is resolve through e, the cursor of chunk c: it is fastest
// when the ids e sees ascend, and correct in any order.
func (x *Index) resolveAt(e *chunkCursor, c int, id uint64) (RowAddress, bool) {
	ch := &x.chunks[c]
	switch {
	case ch.flags()&chunkRange != 0:
		if id > ch.end || id < x.starts[c] {
			return InvalidAddress, false
		}
		return x.liveVia(e, ch, int(id-x.starts[c]))
	case ch.flags()&chunkArray != 0:
		t := x.sides[ch.seg()]
		if id < e.last {
			e.k = 0
		}
		e.last = id
		if k, n := e.k, t.ids.Len(); k < n && t.ids.Get(k) < id {
			e.k = t.ids.LowerBoundFrom(k+1, id)
		}
		if ch.flags()&chunkDups == 0 {
			if k := e.k; k < t.ids.Len() && t.ids.Get(k) == id {
				// Positions come in no order here: no deletion cursor.
				return x.liveAt(ch, int(t.positions.Get(k)))
			}
			return InvalidAddress, false
		}
		return x.liveInSide(ch, t, e.k, id)
	}
	p, ok := e.seg.Position(id)
	if !ok {
		return InvalidAddress, false
	}
	if ch.flags()&chunkDups == 0 {
		return x.liveVia(e, ch, p)
	}
	return x.liveInSegment(ch, x.segmentOf(ch), p, id)
}

// resolveRun resolves the ascending ids of a run that starts inside the
// span of chunk c through c's cursor e: out[r] gets the live address or
// InvalidAddress. It returns how many it found.
func (x *Index) resolveRun(e *chunkCursor, c int, ids []uint64, out []RowAddress) (found int) {
	ch := &x.chunks[c]
	deleted := x.fragDeleted(ch.frag)
	switch {
	case ch.flags()&chunkRange != 0:
		// The run starts inside the chunk but may pass its end (an
		// interval's candidates may end inside it).
		delta, end := ch.addr-x.starts[c], ch.end
		m := len(ids)
		for m > 0 && ids[m-1] > end {
			m--
			out[m] = InvalidAddress
		}
		ids = ids[:m]
		if !deleted {
			for r, v := range ids {
				out[r] = RowAddress(v + delta)
			}
			return m
		}
		dv := x.frags[ch.frag].dv
		if dv.dense != nil {
			// A dense deletion bitmap: one bit test per id, inline.
			// Without a branch on the bit (which rows are deleted is
			// unpredictable): a deleted row's address becomes all ones.
			dense := dv.dense
			for r, v := range ids {
				addr := v + delta
				off := uint32(addr)
				var w uint64
				if i := int(off >> 6); i < len(dense) {
					w = dense[i]
				}
				bit := w >> (off & 63) & 1
				out[r] = RowAddress(addr | -bit)
				found += int(bit ^ 1)
			}
			return found
		}
		// Sparse deletions: the ids before the next deleted row are live,
		// mapped by an add like a fragment without deletions.
		for r := 0; r < m; {
			from := ids[r]
			off := uint32(from + delta)
			gap := e.del.nextDeleted(dv, off) - uint64(off)
			for ; r < m && ids[r]-from < gap; r++ {
				out[r] = RowAddress(ids[r] + delta)
				found++
			}
			for ; r < m && ids[r]-from == gap; r++ {
				out[r] = InvalidAddress
			}
		}
		return found
	case ch.flags()&(chunkArray|chunkDups) != 0:
		for r, v := range ids {
			addr, ok := x.resolveAt(e, c, v)
			out[r] = addr
			if ok {
				found++
			}
		}
		return found
	}
	found = segment.MapPositions(&e.seg, ids, out, ch.addr)
	if deleted && found > 0 {
		dv := x.frags[ch.frag].dv
		for r, a := range out {
			if a != InvalidAddress && e.del.contains(dv, uint32(a)) {
				out[r] = InvalidAddress
				found--
			}
		}
	}
	return found
}
