package rowindex

import "github.com/stablerow/stablerow/segment"

// Cover chunks: most ids of an overlap group usually live in a few big
// chunks that are cheap to probe (W3's base fragments, into which
// single-row updates punched deleted rows; W2's base fragments under the
// scattered update arrays). The cover chunks are those chunks, at most one
// per id: Get probes the one holding id (found in a short sorted array
// that stays in cache) before the chunk search, and a live hit is the
// answer, since an id is live in one place only. Only the ids that moved
// away (deleted there) pay for the search; without the covers every
// lookup in a group searched all its chunks' starts and read the chunk it
// landed on, two cache misses once the group has 1e5 update chunks.
//
// A cover chunk is in a group, is a Range, RangeWithHoles or
// RangeWithBitmap (Arrays cost a search), spans at least tuning.coverMinIDs ids,
// and overlaps no other cover chunk: scanning the chunks by start, a
// qualifying chunk becomes a cover if it starts after the last cover
// ends, and replaces it if it starts at the same id and is wider. Every
// qualifying chunk is thus a cover or overlaps one.

// coverRange is what Get needs of a cover chunk that is a Range, beside
// its start, so that a hit reads one record, its fragment's entry and the
// deletions (where the chunk's record, its start, the fragment's deletion
// flag and entry were more loads, one after another): end is its last id
// (0 for a cover that is not a Range: covers span at least coverMinIDs
// ids, so a Range's end is never 0), delta its address minus its id, frag
// its fragment's index. (Not the deletion vector itself: an index derived
// for more deletions shares its extras but not its fragment table.)
type coverRange struct {
	end, delta uint64
	frag       uint32
}

// buildCovers sets coverStarts, coverChunks and coverRanges from the
// chunks and groups, covers spanning at least minIDs ids
// (tuning.coverMinIDs).
func (x *Index) buildCovers(minIDs uint64) {
	x.coverStarts, x.coverChunks, x.coverRanges = nil, nil, nil
	if len(x.groups) == 0 {
		return
	}
	for c := range x.chunks {
		ch := &x.chunks[c]
		if ch.flags()&chunkGrouped == 0 || ch.array() || ch.end-x.starts[c] < minIDs-1 {
			continue
		}
		if n := len(x.coverChunks); n > 0 {
			last := x.coverChunks[n-1]
			if x.starts[c] <= x.chunks[last].end {
				if x.starts[c] == x.starts[last] && ch.end > x.chunks[last].end {
					x.coverChunks[n-1] = uint32(c)
				}
				continue
			}
		}
		x.coverStarts = append(x.coverStarts, x.starts[c])
		x.coverChunks = append(x.coverChunks, uint32(c))
	}
	if len(x.coverChunks) == 0 {
		return
	}
	x.coverRanges = make([]coverRange, len(x.coverChunks))
	for i, c := range x.coverChunks {
		if ch := &x.chunks[c]; ch.flags()&chunkRange != 0 {
			x.coverRanges[i] = coverRange{end: ch.end, delta: ch.addr - x.starts[c], frag: ch.frag}
		}
	}
}

// coverOf returns the index of the last cover starting at or before id
// (which may end before it), or -1.
func (x *Index) coverOf(id uint64) int {
	cs := x.coverStarts
	if len(cs) == 0 || id < cs[0] {
		return -1
	}
	return lastAtMost(cs, id)
}

// getCovered returns the address of id if it is live in the cover chunk
// holding it, and the cover chunk it tried (-1 if none), which a search
// after a miss need not try again.
func (x *Index) getCovered(id uint64) (addr RowAddress, ok bool, tried int) {
	i := x.coverOf(id)
	if i < 0 {
		return InvalidAddress, false, -1
	}
	c := int(x.coverChunks[i])
	if r := &x.coverRanges[i]; r.end != 0 {
		// A Range: resolve's answer without the chunk's record.
		if id > r.end {
			return InvalidAddress, false, c
		}
		a := id + r.delta
		if x.frags[r.frag].dv.Contains(uint32(a)) {
			return InvalidAddress, false, c
		}
		return RowAddress(a), true, c
	}
	addr, ok = x.resolve(c, id)
	return addr, ok, c
}

// walkCover resolves ids[i], which is not lone, and the ids after it that
// ascend within the Range cover holding ids[i], one deletion test each (as
// Get makes after its cover search, which they share), up to the first run
// of three or more close ids (none of them lone), which it leaves to the
// batch walk (mapLive or walkDense through the group, faster on runs). The
// ids deleted there (moved rows, or gone) are looked up by Get. It returns
// the index of the first id it did not resolve (i if no Range cover holds
// ids[i], or a run starts there) and how many it found. A batch's far ids
// after a pair of close ones in W3's base Range cost a cover search each as
// lone ids, none here; walked through the group, a search for the next
// deleted row each (sorted batches of 128 random ids on machine C: W3 26.0
// -> 19.3 ns an id, 0.91 of a Get loop; Lance's state b 21.2 -> 16.3,
// 0.90).
func (x *Index) walkCover(ids []uint64, out []RowAddress, i int) (next, found int) {
	id := ids[i]
	k := x.coverOf(id)
	if k < 0 || !lone(ids, i+1) {
		return i, 0 // no cover, or a run of three or more
	}
	r := &x.coverRanges[k]
	if r.end == 0 || id > r.end {
		return i, 0
	}
	dv := x.frags[r.frag].dv
	prev := id
	j := i
	for ; j < len(ids); j++ {
		v := ids[j]
		if v < prev || v > r.end || j > i && !lone(ids, j) && !lone(ids, j+1) {
			break
		}
		prev = v
		var ok bool
		if p := v + r.delta; !dv.Contains(uint32(p)) {
			out[j], ok = RowAddress(p), true
		} else {
			out[j], ok = x.Get(v)
		}
		if ok {
			found++
		}
	}
	return j, found
}

// getLoneCovered is getLone's loop over lone ids for an index with Range
// covers: from ids[i], which is lone, it hands each block of at least
// loneBlockMin lone ids (at most loneBlock) to getLoneBlock and looks
// shorter stretches up by Get, and returns the index of the first id that
// is not lone and how many ids it found. (In a file of its own, so that
// batch.go's walks keep their addresses: with this loop in getLone, the
// walk patterns of rowindex's BenchmarkGetBatchVsGet measured 3-25%
// higher against a Get loop, their code the same bytes 32 bytes away.)
func (x *Index) getLoneCovered(ids []uint64, out []RowAddress, i int) (next, found int) {
	out = out[:len(ids)]
	for i < len(ids) && lone(ids, i) {
		j := loneEnd(ids, i)
		if j-i >= loneBlockMin {
			found += x.getLoneBlock(ids[i:j], out[i:j])
			i = j
			continue
		}
		// Too few for the passes to pay (W3's sorted batches of 1000
		// ids, whose close pairs cut the lone ids short).
		for ; i < j; i++ {
			addr, ok := x.Get(ids[i])
			out[i] = addr
			if ok {
				found++
			}
		}
	}
	return i, found
}

// getLoneBlock looks up blk, at least loneBlockMin and at most loneBlock
// lone ids, into bout for getLoneCovered, and returns how many it found.
// It takes three passes: the cover search of every id (independent
// searches, which the CPU overlaps; a loop of Get waits for each id's
// chain of loads before the next id's can retire past its branches), then
// for each id in a Range cover its address and the deletion test that
// needs no roaring bitmap (DeletionVector.surelyLive), and last, the few
// ids left: a full deletion test for those it could not clear, Get for
// those no Range cover holds live (moved, or outside the covers). (Called
// once a block, so that a stretch too short for the passes does not pay
// for zeroing its arrays.)
func (x *Index) getLoneBlock(blk []uint64, bout []RowAddress) (found int) {
	bout = bout[:len(blk)]
	cs, cr, frags := x.coverStarts, x.coverRanges, x.frags
	var ks, rest [loneBlock]int32
	for t, id := range blk {
		k := -1
		if id >= cs[0] {
			k = lastAtMost(cs, id)
		}
		ks[t] = int32(k)
	}
	m := 0
	for t, id := range blk {
		if k := ks[t]; k >= 0 {
			// id-1 < r.end: id <= r.end, and false for a cover that is
			// not a Range (end 0); id 0 goes to Get.
			if r := &cr[k]; id-1 < r.end {
				a := id + r.delta
				if frags[r.frag].dv.surelyLive(uint32(a)) {
					bout[t] = RowAddress(a)
					found++
					continue
				}
			}
		}
		rest[m] = int32(t)
		m++
	}
	for _, t := range rest[:m] {
		id, k := blk[t], ks[t]
		addr, ok := InvalidAddress, false
		if k >= 0 {
			if r := &cr[k]; r.end == 0 {
				// Holes or a bitmap (W2's compacted fragments: half its
				// ids).
				addr, ok = x.resolve(int(x.coverChunks[k]), id)
			} else if a := id + r.delta; id-1 < r.end && !frags[r.frag].dv.Contains(uint32(a)) {
				addr, ok = RowAddress(a), true
			}
		}
		if !ok {
			// Moved (deleted in its cover), or no cover holds id.
			addr, ok = x.Get(id)
		}
		bout[t] = addr
		if ok {
			found++
		}
	}
	return found
}

// loneEnd returns the end of the block of at most loneBlock lone ids from
// ids[i] (i if ids[i] is not lone).
func loneEnd(ids []uint64, i int) int {
	j := i
	for j < len(ids) && j-i < loneBlock && lone(ids, j) {
		j++
	}
	return j
}

// loneBlock is the most lone ids getLoneBlock searches in one pass, and
// loneBlockMin the fewest: a shorter block of lone ids is looked up by Get.
const (
	loneBlock    = 32
	loneBlockMin = 8
)

// walkSegment is walkGroup's bulk path through its bulk chunk p when p is
// a holes or bitmap segment without repeated ids whose fragment has no
// deletions, and ids[i] lies in p: segment.MapRun maps the ascending ids
// from ids[i] up to last (at most p's end) and lists those p does not
// hold, in one pass; resolveListed then resolves those through the
// intervals holding them. It returns the index of the first id it did not
// resolve (at least i+1: ids[i] <= last, and the empty list has room for
// it) and how many it found.
func (x *Index) walkSegment(cc *cursorCache, grp *group, k *uint32, p int, last uint64, ids []uint64, out []RowAddress, i int) (next, found int) {
	e := cc.get(x, p)
	m, missed := segment.MapRun(&e.seg, ids[i:], out[i:], x.chunks[p].addr, last, cc.outside[:])
	found = m - missed
	if missed > 0 {
		found += x.resolveListed(cc, grp, k, p, ids[i:i+m], out[i:i+m], cc.outside[:missed], true)
	}
	return i + m, found
}

// mapConsecutive writes ids[j]+delta to out[j] from j = 0 while ids[j] is
// ids[0]+j and at most end (ids[0] <= end), and returns how many it
// wrote: walkDense's test that a run is consecutive and its mapping in one
// pass, four ids a step (W3 at 1e4 updates, sorted batches: a separate
// pass for the test was 25% of the batch).
func mapConsecutive(ids []uint64, out []RowAddress, end, delta uint64) int {
	v := ids[0]
	if span := end - v; span < uint64(len(ids)-1) {
		ids = ids[:span+1] // no id above end, and v+j does not wrap
	}
	out = out[:len(ids)]
	j := 0
	for ; j+4 <= len(ids); j += 4 {
		if (ids[j]^v)|(ids[j+1]^(v+1))|(ids[j+2]^(v+2))|(ids[j+3]^(v+3)) != 0 {
			break
		}
		a := v + delta
		out[j], out[j+1], out[j+2], out[j+3] = RowAddress(a), RowAddress(a+1), RowAddress(a+2), RowAddress(a+3)
		v += 4
	}
	for ; j < len(ids) && ids[j] == v; j++ {
		out[j] = RowAddress(v + delta)
		v++
	}
	return j
}
