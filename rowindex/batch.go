package rowindex

import "github.com/stablerow/stablerow/segment"

// GetBatch looks up ids[i] into out[i] for i < min(len(ids), len(out)),
// writing InvalidAddress for ids with no live row, and returns how many
// were found. It does not allocate.
//
// Runs of ascending ids take a merge walk instead of a search per id: the
// walk steps forward through the chunks (galloping over those it skips),
// maps ids in a Range chunk of a fragment without deletions by a plain
// add, and probes every other chunk through a forward cursor that
// remembers where the previous id was found (the hole count of a
// RangeWithHoles, the rank of a RangeWithBitmap's word, the index in a
// sorted array or side table), so a sorted batch costs O(1) amortised per
// id rather than a search. In an overlap group it walks the elementary
// intervals forward the same way and keeps a cursor per candidate chunk.
// An id below its predecessor restarts the walk with a search.
func (x *Index) GetBatch(ids []uint64, out []RowAddress) (found int) {
	if len(x.groups) == 0 || min(len(ids), len(out)) < batchCursorMin {
		return x.getBatch(ids, out, nil)
	}
	// The cursors live on this frame (a few KB, zeroed once per call).
	var cc cursorCache
	return x.getBatch(ids, out, &cc)
}

// batchCursorMin is the batch length from which GetBatch walks overlap
// groups with cursors: below it, zeroing the cursor cache (cursorSlots
// cursors, about 9 KB) costs more than the cursors save, and each id in a
// group is looked up like Get. On W2 (1e6 rows), consecutive live ids, ns
// per id without and with cursors: 1 id 81 vs 227, 4 ids 45 vs 60, 8 ids
// 44 vs 39, 16 ids 44 vs 20.
const batchCursorMin = 8

// getBatch is GetBatch with the cursor cache for the overlap groups (nil:
// ids in groups are looked up one by one).
func (x *Index) getBatch(ids []uint64, out []RowAddress, cc *cursorCache) (found int) {
	n := min(len(ids), len(out))
	ids, out = ids[:n], out[:n]
	starts, chunks := x.starts, x.chunks
	nc := len(starts)
	c := -1
	var prev uint64
	for i := 0; i < n; {
		id := ids[i]
		if c < 0 || id < prev {
			c = x.search(id)
		} else if c+1 < nc && starts[c+1] <= id {
			c = x.gallop(c, id)
		}
		prev = id
		if c < 0 {
			out[i] = InvalidAddress
			i++
			continue
		}
		ch := &chunks[c]
		var j, f int
		switch {
		case ch.group >= 0 && cc == nil:
			// A short batch: no cursors, one grouped lookup.
			addr, ok := x.getGrouped(c, id, -1)
			out[i], j = addr, i+1
			if ok {
				f = 1
			}
		case ch.group >= 0:
			j, f = x.walkGroup(cc, c, ids, out, i)
		case id > ch.end:
			out[i] = InvalidAddress
			j = i + 1
		case ch.flags&chunkRange != 0 && !x.fragDeleted(ch.frag):
			// Every id up to end maps by an add.
			delta := ch.addr - starts[c]
			end := ch.end
			for j = i; j < n; j++ {
				v := ids[j]
				if v < prev || v > end {
					break
				}
				out[j] = RowAddress(v + delta)
				prev = v
			}
			f = j - i
		default:
			j, f = x.walkChunk(c, ids, out, i)
		}
		found += f
		prev = ids[j-1]
		i = j
	}
	return found
}

// walkChunk resolves ids[i] (inside chunk c, which is in no overlap group)
// and the ascending ids after it up to the chunk's end in one run, and
// returns the index of the first id it did not resolve (at least i+1) and
// how many it found.
func (x *Index) walkChunk(c int, ids []uint64, out []RowAddress, i int) (next, found int) {
	j := runEnd(ids, i, x.chunks[c].end)
	var e chunkCursor
	e.reset(x, c)
	return j, x.resolveRun(&e, c, ids[i:j], out[i:j])
}

// runEnd returns the end of the run of ascending ids from ids[i] that are
// at most last (at least i+1).
func runEnd(ids []uint64, i int, last uint64) int {
	j := i + 1
	for j < len(ids) && ids[j] >= ids[j-1] && ids[j] <= last {
		j++
	}
	return j
}

// walkLinear is how many intervals walkGroup steps over one by one before
// it binary-searches the rest of the group instead.
const walkLinear = 8

// walkGroup resolves ids[i] and the ascending ids after it that lie in the
// overlap group of chunk c (the last chunk starting at or before ids[i]),
// and returns the index of the first id it did not resolve (at least i+1)
// and how many it found. It walks the group's elementary intervals
// forward, and resolves the run of ids inside each interval in bulk: the
// whole run through the interval's first candidate (the cheapest to
// probe), then only the ids it missed through the others, each chunk
// through its cursor in cc.
func (x *Index) walkGroup(cc *cursorCache, c int, ids []uint64, out []RowAddress, i int) (next, found int) {
	grp := &x.groups[x.chunks[c].group]
	k := x.chunkIv[c]
	if ids[i] > grp.end {
		out[i] = InvalidAddress
		return i + 1, 0
	}
	prev := ids[i]
	for i < len(ids) {
		id := ids[i]
		if id < prev || id > grp.end {
			break
		}
		steps := 0
		for k+1 < grp.ivHi && x.ivStarts[k+1] <= id {
			if steps++; steps > walkLinear {
				k += uint32(lastAtMost(x.ivStarts[k:grp.ivHi], id))
				break
			}
			k++
		}
		last := grp.end
		if k+1 < grp.ivHi {
			last = x.ivStarts[k+1] - 1
		}
		j := runEnd(ids, i, last)
		cands := x.cands[x.candOff[k]:x.candOff[k+1]]
		first := int(cands[0])
		f := x.resolveRun(cc.get(x, first), first, ids[i:j], out[i:j])
		if f < j-i && len(cands) > 1 {
			f += x.resolveMissed(cc, cands[1:], ids[i:j], out[i:j])
		}
		found += f
		prev = ids[j-1]
		i = j
	}
	return i, found
}

// resolveRun resolves the ascending ids of a run that starts inside the
// span of chunk c through c's cursor e: out[r] gets the live address or
// InvalidAddress. It returns how many it found.
func (x *Index) resolveRun(e *chunkCursor, c int, ids []uint64, out []RowAddress) (found int) {
	ch := &x.chunks[c]
	deleted := x.fragDeleted(ch.frag)
	switch {
	case ch.flags&chunkRange != 0:
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
			dense := dv.dense
			for r, v := range ids {
				addr := v + delta
				off := uint32(addr)
				if int(off>>6) < len(dense) && dense[off>>6]>>(off&63)&1 != 0 {
					out[r] = InvalidAddress
					continue
				}
				out[r] = RowAddress(addr)
				found++
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
	case ch.flags&(chunkArray|chunkDups) != 0:
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
	if ch := &x.chunks[c]; ch.flags&(chunkRange|chunkArray) == 0 {
		e.seg = x.segmentOf(ch).Cursor()
	}
}

// cursorSlots is the number of chunk cursors a batch walk keeps for the
// candidates of an overlap group, direct-mapped by chunk index. A group's
// intervals share most candidates (a deep overlap is typically a few
// dozen sparse update arrays over the same ids), and a cursor evicted by a
// collision only costs a fresh search.
const cursorSlots = 128

type cursorCache struct {
	slots [cursorSlots]chunkCursor
	miss  [missBatch]int32 // resolveMissed's list of unresolved ids
}

// get returns the cursor of chunk c, made afresh if its slot holds another
// chunk.
func (cc *cursorCache) get(x *Index, c int) *chunkCursor {
	e := &cc.slots[c&(cursorSlots-1)]
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
	case ch.flags&chunkRange != 0:
		if id > ch.end || id < x.starts[c] {
			return InvalidAddress, false
		}
		return x.liveVia(e, ch, int(id-x.starts[c]))
	case ch.flags&chunkArray != 0:
		t := x.sides[ch.seg]
		if id < e.last {
			e.k = 0
		}
		e.last = id
		if k, n := e.k, t.ids.Len(); k < n && t.ids.Get(k) < id {
			e.k = t.ids.LowerBoundFrom(k+1, id)
		}
		if ch.flags&chunkDups == 0 {
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
	if ch.flags&chunkDups == 0 {
		return x.liveVia(e, ch, p)
	}
	return x.liveInSegment(ch, x.segmentOf(ch), p, id)
}

// gallop returns the last chunk at or after c whose start is <= id, given
// starts[c+1] <= id: it doubles its step, then binary-searches the last
// step.
func (x *Index) gallop(c int, id uint64) int {
	starts := x.starts
	lo, step := c+1, 1
	for lo+step < len(starts) && starts[lo+step] <= id {
		lo += step
		step <<= 1
	}
	hi := min(lo+step, len(starts)) // starts[hi] > id or hi == len
	for hi-lo > 1 {
		m := int(uint(lo+hi) >> 1)
		if starts[m] <= id {
			lo = m
		} else {
			hi = m
		}
	}
	return lo
}

// missBatch is how many unresolved ids of a run resolveMissed lists at a
// time.
const missBatch = 256

// resolveMissed resolves, through the candidates cands, the ids of the
// ascending run ids that the run's first candidate missed (InvalidAddress
// in out), and returns how many it found. It lists the missing ids, then
// takes the candidates one by one: a sorted array, typically a sparse
// update array with a few ids in the run, is intersected with the list
// (intersectSorted: a step per id it holds, not a probe per missing id);
// the other kinds are probed per missing id through their cursors.
func (x *Index) resolveMissed(cc *cursorCache, cands []uint32, ids []uint64, out []RowAddress) (found int) {
	for r := 0; r < len(ids); {
		// List the unresolved ids without a branch per id (which ones
		// are missing is unpredictable): write every index, keep it by
		// advancing n only for InvalidAddress (x+1 == 0).
		buf, n := &cc.miss, 0
		for ; r < len(ids) && n < missBatch; r++ {
			buf[n] = int32(r)
			x := uint64(out[r]) + 1
			n += int(((x | -x) >> 63) ^ 1)
		}
		miss := buf[:n]
		if len(miss) == 0 {
			break
		}
		lo, hi := ids[miss[0]], ids[miss[len(miss)-1]]
		for _, cand := range cands {
			c := int(cand)
			ch := &x.chunks[c]
			if ch.flags&(chunkArray|chunkSide) != 0 && !x.sides[ch.seg].filter.mayHaveIn(lo, hi) {
				continue // a sparse array with no id in the listed span
			}
			e := cc.get(x, c)
			if ch.flags&chunkSorted != 0 {
				found += x.intersectSorted(e, c, ids, out, miss)
				continue
			}
			for _, m := range miss {
				if out[m] != InvalidAddress {
					continue // found in an earlier candidate
				}
				if ch.flags&chunkArray != 0 && !x.sides[ch.seg].filter.mayHave(ids[m]) {
					continue // a sparse array without the id: no cursor step
				}
				if addr, ok := x.resolveAt(e, c, ids[m]); ok {
					out[m] = addr
					found++
				}
			}
		}
	}
	return found
}

// intersectSorted resolves through chunk c, a SortedArray with cursor e,
// the ids ids[m] for m in miss (ascending ids) that are still unresolved
// in out, and returns how many it found. It alternates the cursor's Next
// on the next listed id with a gallop in the list to the id Next returned,
// so it costs a step per id the array holds in the list's span (or per
// listed id, whichever is fewer), not a search per listed id.
func (x *Index) intersectSorted(e *chunkCursor, c int, ids []uint64, out []RowAddress, miss []int32) (found int) {
	ch := &x.chunks[c]
	for k := 0; k < len(miss); {
		v := ids[miss[k]]
		val, pos, ok := e.seg.Next(v)
		if !ok {
			break
		}
		if val != v {
			k = gallopMiss(ids, miss, k, val)
			continue
		}
		var addr RowAddress
		var live bool
		if ch.flags&chunkDups == 0 {
			addr, live = x.liveVia(e, ch, pos)
		} else {
			addr, live = x.liveInSegment(ch, x.segmentOf(ch), pos, val)
		}
		for ; k < len(miss) && ids[miss[k]] == val; k++ {
			if live && out[miss[k]] == InvalidAddress {
				out[miss[k]] = addr
				found++
			}
		}
	}
	return found
}

// gallopMiss returns the first index at or after k in miss whose id
// (ids[miss[index]], ascending) is >= v, or len(miss).
func gallopMiss(ids []uint64, miss []int32, k int, v uint64) int {
	lo, step := k, 1 // ids[miss[lo]] < v
	for lo+step < len(miss) && ids[miss[lo+step]] < v {
		lo += step
		step <<= 1
	}
	hi := min(lo+step, len(miss)) // ids[miss[hi]] >= v or hi == len
	for hi-lo > 1 {
		m := int(uint(lo+hi) >> 1)
		if ids[miss[m]] < v {
			lo = m
		} else {
			hi = m
		}
	}
	return hi
}
