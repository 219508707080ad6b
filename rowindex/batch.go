package rowindex

import (
	"math/bits"
)

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
// id rather than a search. In an overlap group it takes the ids of each
// cover chunk (or the primary) in bulk, walks the elementary intervals
// forward the same way and keeps a cursor per candidate chunk. An id
// below its predecessor restarts the walk with a search, and an id whose
// successor descends or is more than walkGap above it is looked up as Get
// does, and so is every id of a batch of at most shortBatch ids whose
// first three do not start a run: whatever the order and spacing of the
// ids, each costs about a Get at most. In an index with covers, lone ids
// go a block at a time, in long batches and short ones alike: their cover
// searches first, independent of each other, then the deletion tests
// (unsorted batches of 1e5 random ids: 0.81 to 0.93 of a Get loop on Zen
// 3; sorted batches of 8 random ids 0.79-0.90 on Zen 4).
func (x *Index) GetBatch(ids []uint64, out []RowAddress) (found int) {
	if len(ids) <= shortBatch && len(out) >= len(ids) && !startsRun(ids) {
		// A few ids that do not start with a run: a Get each, without
		// the batch's setup (or, in an index without covers,
		// getNoCovers: Get without its test for covers).
		if len(x.coverStarts) == 0 {
			for i, id := range ids {
				var ok bool
				if out[i], ok = x.getNoCovers(id); ok {
					found++
				}
			}
			return found
		}
		// With covers, a block of at least loneBlockMin lone ids takes
		// getLoneBlock's passes, as in a long batch (sorted batches of 8
		// random ids on Zen 4: W3 0.98-1.02 of a Get loop -> 0.81-0.85,
		// Lance's update shape 0.96-0.99 -> 0.79-0.82).
		i := 0
		if len(ids) >= loneBlockMin {
			i, found = x.getLoneCovered(ids, out, 0)
		}
		for ; i < len(ids); i++ {
			var ok bool
			if out[i], ok = x.Get(ids[i]); ok {
				found++
			}
		}
		return found
	}
	found, _ = x.getBatchWork(ids, out)
	return found
}

// startsRun reports whether the first three ids lie each within walkGap
// above the one before: a short batch walks only then (a batch of
// neighbours, such as the rows around a hit, starts with a run; a short
// batch whose run starts later costs a Get an id, no more).
func startsRun(ids []uint64) bool {
	return len(ids) >= 3 && ids[1]-ids[0] <= walkGap && ids[2]-ids[1] <= walkGap
}

// getBatchWork is GetBatch, also returning the work of its walks over
// deletion words (cursorCache.work), which tests bound.
func (x *Index) getBatchWork(ids []uint64, out []RowAddress) (found, work int) {
	n := min(len(ids), len(out))
	ids, out = ids[:n], out[:n]
	found, i := x.getBatch(ids, out, nil, len(x.groups) > 0 && n >= batchCursorMin)
	if i < n {
		f, w := x.getBatchCursors(ids[i:], out[i:])
		found, work = found+f, w
	}
	return found, work
}

// shortBatch is the longest batch that GetBatch answers without a walk (a
// Get per id, or with covers getLoneBlock's passes over its lone ids)
// unless its first three ids start a run (startsRun): a walk can share
// work only between close ids, and for a few ids the batch's setup (three
// calls deep, a cursor cache) costs more than it saves. Handing the rest
// of the batch to the walk at the first id close to the one before, as
// GetBatch did, cost about a fifth of a Get each time (a pair of close
// ids shares nothing: the first was looked up already) and put sorted
// batches of 8 random ids over W1's 1e5 rows at 1.08 times a Get loop
// (PERFORMANCE.md, "GetBatch against a Get loop, every pattern").
const shortBatch = 16

// getBatchCursors is getBatch with the cursor cache for the overlap
// groups, which lives on this frame (about 11 KB, zeroed once per call,
// or 3 KB for a batch of at most fewIDs ids): a function of its own, so
// that a batch whose ids never walk a group does not pay for zeroing it.
//
//go:noinline
func (x *Index) getBatchCursors(ids []uint64, out []RowAddress) (found, work int) {
	if len(ids) <= fewIDs {
		return x.getBatchFewCursors(ids, out)
	}
	var slots [cursorSlots]chunkCursor
	cc := cursorCache{slots: slots[:]}
	found, _ = x.getBatch(ids, out, &cc, false)
	return found, cc.work
}

// getBatchFewCursors is getBatchCursors with fewSlots cursors.
//
//go:noinline
func (x *Index) getBatchFewCursors(ids []uint64, out []RowAddress) (found, work int) {
	var slots [fewSlots]chunkCursor
	cc := cursorCache{slots: slots[:]}
	found, _ = x.getBatch(ids, out, &cc, false)
	return found, cc.work
}

// walkGap is the gap from an id of a batch to the next above which
// GetBatch looks the id up like Get rather than walking on from it: the
// walk's steps (a gallop over chunks, intervals or deletion words, a bulk
// chunk's setup) then cost about a lookup, and the two ids share no cache
// line of a dense deletion bitmap (512 ids). Measured in PERFORMANCE.md
// ("Cutoffs of rowindex"): 4096 made sorted batches of 8 and 16 random
// ids over 1e6 rows cost 1.1-1.3 times a Get loop, 64 made those of 1000
// cost more (0.41 against 0.28 of it).
const walkGap = 512

// batchCursorMin is the batch length from which GetBatch walks overlap
// groups with cursors: below it, zeroing the cursor cache (cursorSlots
// cursors, about 9 KB) costs more than the cursors save, and each id in a
// group is looked up like Get (measured in PERFORMANCE.md, "Cutoffs of
// rowindex").
const batchCursorMin = 8

// getBatch is GetBatch with the cursor cache for the overlap groups (nil:
// ids in groups are looked up one by one, or, if lazy, the walk stops at
// the first id that would walk a group with cursors). It returns how many
// ids it found and the index of the first id it did not look up.
func (x *Index) getBatch(ids []uint64, out []RowAddress, cc *cursorCache, lazy bool) (found, next int) {
	n := min(len(ids), len(out))
	ids, out = ids[:n], out[:n]
	starts, chunks := x.starts, x.chunks
	nc := len(starts)
	c := -1
	var prev uint64
	for i := 0; i < n; {
		id := ids[i]
		if lone(ids, i) {
			// The walk would share nothing with the id's neighbours: it
			// and the lone ids after it are looked up as Get does (covers
			// first), and the next id searches.
			j, f := x.getLone(ids, out, i)
			found += f
			c, prev = -1, ids[j-1]
			i = j
			continue
		}
		if c < 0 || id < prev {
			c = x.search(id)
		} else if c+1 < nc && starts[c+1] <= id {
			c = gallopAbove(starts, c+1, nc, id) - 1 // the last chunk at or after c whose start is <= id
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
		case ch.flags()&chunkGrouped != 0 && cc == nil && lazy:
			return found, i // on with cursors
		case ch.flags()&chunkGrouped != 0 && cc == nil:
			// A short batch: no cursors, one grouped lookup.
			addr, ok := x.getGrouped(c, id, -1)
			out[i], j = addr, i+1
			if ok {
				f = 1
			}
		case ch.flags()&chunkGrouped != 0:
			j, f = x.walkGroup(cc, c, ids, out, i)
		case id > ch.end:
			out[i] = InvalidAddress
			j = i + 1
		case ch.flags()&chunkRange != 0 && !x.fragDeleted(ch.frag):
			// Every id up to end maps by an add.
			f = mapRun(ids[i:], out[i:], prev, ch.end, ch.addr-starts[c])
			j = i + f
		default:
			j, f = x.walkChunk(c, ids, out, i)
		}
		found += f
		prev = ids[j-1]
		i = j
	}
	return found, n
}

// lone reports whether ids[i] is lone: the last id, or one whose
// successor descends or lies more than walkGap above it. One unsigned
// comparison tests both (a descent wraps the difference far above
// walkGap, unless by nearly 2^64: then the walk restarts), not a branch on
// the descent, which an unsorted batch takes at random.
func lone(ids []uint64, i int) bool {
	return i+1 == len(ids) || ids[i+1]-ids[i] > walkGap
}

// walkChunk resolves ids[i] (inside chunk c, which is in no overlap group)
// and the ascending ids after it up to the chunk's end in one run, and
// returns the index of the first id it did not resolve (at least i+1) and
// how many it found.
func (x *Index) walkChunk(c int, ids []uint64, out []RowAddress, i int) (next, found int) {
	ch := &x.chunks[c]
	if dv := x.frags[ch.frag].dv; ch.flags()&chunkRange != 0 && x.fragDeleted(ch.frag) && dv.dense == nil {
		// Sparse deletions (a fragment without any takes getBatch's
		// mapRun): the live stretches between deleted rows by an add.
		var del delCursor
		m, miss := mapLive(&del, dv, ids[i:], out[i:], ids[i], ch.end, ch.addr-x.starts[c], nil)
		return i + m, m - miss
	}
	j := runEnd(ids, i, ch.end)
	var e chunkCursor
	e.reset(x, c)
	return j, x.resolveRun(&e, c, ids[i:j], out[i:j])
}

// mapRun writes ids[j]+delta to out[j] from j = 0 while the ids ascend
// from prev and stay at most end, and returns how many it wrote. A leaf of
// its own, four ids per step: the loop keeps its slices in registers
// instead of getBatch's stack slots (W1, sorted batches: 0.54-0.69 ns per
// id inline, depending on where the linker placed getBatch). segment's
// mapStretch is the same loop, kept apart on purpose (see its comment).
func mapRun(ids []uint64, out []RowAddress, prev, end, delta uint64) int {
	out = out[:len(ids)]
	j := 0
	for ; j+4 <= len(ids); j += 4 {
		a, b, c, d := ids[j], ids[j+1], ids[j+2], ids[j+3]
		if a < prev || b < a || c < b || d < c || d > end {
			break
		}
		out[j], out[j+1], out[j+2], out[j+3] = RowAddress(a+delta), RowAddress(b+delta), RowAddress(c+delta), RowAddress(d+delta)
		prev = d
	}
	for ; j < len(ids); j++ {
		v := ids[j]
		if v < prev || v > end {
			break
		}
		out[j] = RowAddress(v + delta)
		prev = v
	}
	return j
}

// mapLive is mapRun over a Range chunk whose fragment has the sparse
// (not dense) deletions dv, checked through del: it writes ids[j]+delta to
// out[j] from j = 0 while the ids ascend from prev and stay at most last,
// except that an id of a deleted row gets InvalidAddress. If list is not
// nil, the deleted rows' indexes go to list[0], list[1], ..., and the walk
// stops before a deleted row that would not fit. It returns where it
// stopped and how many deleted rows it met. The live ids between two
// deleted rows take one mapRun, four ids a step with no per-id test
// (W3's base fragment, sorted batches: 1.5 ns per id less than runEnd,
// resolveRun and listMisses, each a pass over the ids). A lone id, or the
// first of a pair whose successor is lone, takes one bit test of the
// deletions as Get does, not a search for the next deleted row that no
// id after it would use (W3, sorted batches of 128 random ids: 1.145 ->
// 1.03 times a Get loop on machine C).
func mapLive(del *delCursor, dv *DeletionVector, ids []uint64, out []RowAddress, prev, last, delta uint64, list *[missBatch]int32) (j, missed int) {
	for j < len(ids) {
		v := ids[j]
		if v < prev || v > last {
			break
		}
		off := uint32(v + delta)
		var gap uint64
		if !del.holds(off) && (lone(ids, j) || lone(ids, j+1)) {
			// A lone id, or the first of a lone pair, shares no bound
			// with enough ids after it to pay for a search for the next
			// deleted row: one test, as Get makes.
			if !dv.Contains(off) {
				out[j] = RowAddress(v + delta)
				prev = v
				j++
				continue
			}
		} else {
			gap = del.liveUntil(dv, off) - uint64(off)
		}
		if gap == 0 {
			if list != nil {
				if missed == len(list) {
					break
				}
				list[missed] = int32(j)
			}
			out[j] = InvalidAddress
			missed++
			prev = v
			j++
			continue
		}
		// The ids below the next deleted row's are live.
		bound := last
		if gap-1 < last-v {
			bound = v + (gap - 1)
		}
		j += mapRun(ids[j:], out[j:], prev, bound, delta)
		prev = ids[j-1]
	}
	return j, missed
}

// getLone looks up ids[i], which is lone, and the lone ids after it, and
// the short runs among them that walkCover takes, and returns the index of
// the first id it did not look up and how many it found: in an index
// without covers by getNoCovers (Get without its test for covers), in a
// loop of its own that keeps little beside the calls in registers, or, in
// an index with Range covers, through getLoneCovered. (It
// stands after mapRun in this file, so that mapRun keeps the address at
// which the sorted batches were measured: with mapRun 32 bytes further
// on, W1's sorted batches measured 0.65 ns an id against 0.57. That the
// address caused it is not established: on the same machine the figure
// also moved from 0.66-0.82 to 0.73-1.04 between two builds whose getBatch
// and mapRun are the same bytes at the same addresses.)
func (x *Index) getLone(ids []uint64, out []RowAddress, i int) (next, found int) {
	out = out[:len(ids)]
	if len(x.coverStarts) == 0 {
		for ; i < len(ids) && lone(ids, i); i++ {
			addr, ok := x.getNoCovers(ids[i])
			out[i] = addr
			if ok {
				found++
			}
		}
		return i, found
	}
	for {
		var f int
		i, f = x.getLoneCovered(ids, out, i)
		found += f
		if i == len(ids) {
			return i, found
		}
		// A pair (or triple) of close ids: through its Range cover, with
		// the lone ids after it, if there is one.
		j, f := x.walkCover(ids, out, i)
		if j == i {
			return i, found
		}
		found += f
		i = j
	}
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
// and how many it found.
//
// A run of ids inside a cover chunk of the group, or else inside its
// primary chunk when that is cheap to probe (a Range, holes or bitmap:
// the fragments that updates punched deleted rows into; bulkFor), goes
// through it in bulk, whatever the intervals; only the ids it missed go
// to the elementary intervals holding them (resolveOutside, or
// walkDense's listing). Elsewhere it walks the intervals forward and resolves
// the run of ids inside each in bulk: the whole run through the
// interval's first candidate (the cheapest to probe), then only the ids
// it missed through the others. Each chunk is probed through its cursor
// in cc.
func (x *Index) walkGroup(cc *cursorCache, c int, ids []uint64, out []RowAddress, i int) (next, found int) {
	grp := &x.groups[x.chunkGroup[c]]
	k := x.chunkIv[c]
	if ids[i] > grp.end {
		out[i] = InvalidAddress
		return i + 1, 0
	}
	// The bulk chunk p of the ids in [wLo, wHi] (-1: none there).
	var b bulkChunk
	b.wLo, b.wHi = 1, 0
	prev := ids[i]
	for i < len(ids) {
		id := ids[i]
		if id < prev || id > grp.end || id-prev > walkGap {
			break // a far id goes back to getBatch, and to Get if lone
		}
		if id < b.wLo || id > b.wHi {
			b = x.bulkFor(grp, id)
		}
		if b.p >= 0 {
			if b.dense != nil {
				j, f := x.walkDense(cc, grp, &k, b.p, b.dense, ids, out, i)
				found += f
				prev = ids[j-1]
				i = j
				continue
			}
			if ch := &x.chunks[b.p]; ch.flags()&chunkRange != 0 && id <= ch.end {
				j, f := x.walkRange(cc, grp, &k, b.p, min(b.wHi, ch.end), ids, out, i)
				found += f
				prev = ids[j-1]
				i = j
				continue
			}
			var j, f int
			if ch := &x.chunks[b.p]; ch.flags()&chunkDups == 0 && !x.fragDeleted(ch.frag) {
				j, f = x.walkSegment(cc, grp, &k, b.p, b.wHi, ids, out, i)
			} else {
				j = runEnd(ids, i, b.wHi)
				f = x.resolveRun(cc.get(x, b.p), b.p, ids[i:j], out[i:j])
				if f < j-i {
					f += x.resolveOutside(cc, grp, &k, b.p, ids[i:j], out[i:j], j-i-f)
				}
			}
			found += f
			prev = ids[j-1]
			i = j
			continue
		}
		k = x.intervalFrom(grp, k, id)
		j := runEnd(ids, i, x.intervalLast(grp, k))
		cands, wide := x.cands[x.candOff[k]:x.candOff[k+1]], x.wideOf(grp, k)
		f := 0
		if len(cands) > 0 {
			first := int(cands[0])
			f = x.resolveRun(cc.get(x, first), first, ids[i:j], out[i:j])
			cands = cands[1:]
		} else {
			// Only wide arrays reach this interval.
			fillInvalid(out[i:j])
		}
		if f < j-i && (len(cands)+len(wide) > 0 || grp.tab != noWide) {
			f += x.resolveMissed(cc, cands, wide, x.tableOf(grp), ids[i:j], out[i:j], (j-i-f)*rareMisses < j-i)
		}
		found += f
		prev = ids[j-1]
		i = j
	}
	return i, found
}

// walkRange is walkGroup's bulk path through its bulk chunk p when p is a
// Range whose fragment has no deletions or sparse ones, and ids[i] lies in
// p: it maps the ascending ids from ids[i] up to last (at most p's end)
// by mapLive, listing the deleted rows' ids, then resolves those through
// the intervals holding them (resolveListed). It returns the index of the
// first id it did not resolve and how many it found.
func (x *Index) walkRange(cc *cursorCache, grp *group, k *uint32, p int, last uint64, ids []uint64, out []RowAddress, i int) (next, found int) {
	ch := &x.chunks[p]
	delta := ch.addr - x.starts[p]
	if !x.fragDeleted(ch.frag) {
		m := mapRun(ids[i:], out[i:], ids[i], last, delta)
		return i + m, m
	}
	m, missed := mapLive(&cc.get(x, p).del, x.frags[ch.frag].dv, ids[i:], out[i:], ids[i], last, delta, &cc.outside)
	found = m - missed
	if missed > 0 {
		found += x.resolveListed(cc, grp, k, p, ids[i:i+m], out[i:i+m], cc.outside[:missed], true)
	}
	return i + m, found
}

// bulkChunk is the chunk through which walkGroup resolves the ids of
// [wLo, wHi] in bulk, or none (p = -1): dense holds the deletions of a
// Range chunk with a dense bitmap (walkDense's path).
type bulkChunk struct {
	p        int
	wLo, wHi uint64
	dense    []uint64
}

// bulkFor returns the bulk chunk of id in grp: the cover chunk holding id
// (cover.go: most of a group's ids live in its covers, and an id leaving
// one for the next costs one search of the short cover array), else the
// group's primary if it holds id and is cheap to probe (not an array),
// else none, up to the next cover's or the primary's start.
func (x *Index) bulkFor(grp *group, id uint64) bulkChunk {
	b := bulkChunk{p: -1, wLo: id, wHi: grp.end}
	if cs := x.coverStarts; len(cs) > 0 {
		ci := 0
		if id >= cs[0] {
			ci = lastAtMost(cs, id)
			if c := int(x.coverChunks[ci]); id <= x.chunks[c].end {
				return x.bulkAt(c, x.starts[c])
			}
			ci++
		}
		if ci < len(cs) {
			b.wHi = min(b.wHi, cs[ci]-1)
		}
	}
	if p := int(grp.primary); !x.chunks[p].array() && id <= x.chunks[p].end {
		if x.starts[p] > id {
			b.wHi = min(b.wHi, x.starts[p]-1)
			return b
		}
		pb := x.bulkAt(p, id)
		pb.wHi = min(pb.wHi, b.wHi)
		return pb
	}
	return b
}

// bulkAt is chunk c (not an array) as the bulk chunk of its ids from lo.
func (x *Index) bulkAt(c int, lo uint64) bulkChunk {
	ch := &x.chunks[c]
	b := bulkChunk{p: c, wLo: lo, wHi: ch.end}
	if ch.flags()&chunkRange != 0 && x.fragDeleted(ch.frag) {
		b.dense = x.frags[ch.frag].dv.dense
	}
	return b
}

// fillInvalid sets every address of out to InvalidAddress.
func fillInvalid(out []RowAddress) {
	for i := range out {
		out[i] = InvalidAddress
	}
}

// intervalFrom returns the elementary interval of grp that holds id,
// given an interval k at or before it: it steps forward walkLinear
// intervals, then binary-searches the rest of the group.
func (x *Index) intervalFrom(grp *group, k uint32, id uint64) uint32 {
	for steps := 0; k+1 < grp.ivHi && x.ivStarts[k+1] <= id; k++ {
		if steps++; steps > walkLinear {
			return k + uint32(lastAtMost(x.ivStarts[k:grp.ivHi], id))
		}
	}
	return k
}

// intervalLast returns the last id of interval k of grp.
func (x *Index) intervalLast(grp *group, k uint32) uint64 {
	if k+1 < grp.ivHi {
		return x.ivStarts[k+1] - 1
	}
	return grp.end
}

// directCands is the most candidates an interval may have for
// resolveOutside to probe a lone missed id in it directly rather than
// through cursors, which pay off over several ids or many sparse arrays.
const directCands = 4

// resolveOutside resolves the ids of the ascending run ids (inside grp)
// that chunk skip, already probed, missed (InvalidAddress in out) through
// the other candidates of the intervals holding them, and returns how
// many it found. *k is an interval at or before ids[0]; it is left at the
// interval of the last id resolved. missed is the number of ids to
// resolve.
func (x *Index) resolveOutside(cc *cursorCache, grp *group, k *uint32, skip int, ids []uint64, out []RowAddress, missed int) (found int) {
	rare := missed*rareMisses < len(ids)
	for r := 0; r < len(ids); {
		miss, next := listMisses(&cc.outside, out, r, rare)
		found += x.resolveListed(cc, grp, k, skip, ids, out, miss, next == len(ids))
		r = next
	}
	return found
}

// resolveListed is resolveOutside on the listed ids ids[m], m in miss
// (ascending; the run ids ascends); complete says that no id after the
// last listed one is missing. The ids of one interval go to resolveList
// as a slice of the list, not listed again.
func (x *Index) resolveListed(cc *cursorCache, grp *group, k *uint32, skip int, ids []uint64, out []RowAddress, miss []int32, complete bool) (found int) {
	for q := 0; q < len(miss); {
		m := int(miss[q])
		if out[m] != InvalidAddress {
			q++ // found by resolveMissed for an earlier id
			continue
		}
		*k = x.intervalFrom(grp, *k, ids[m])
		last := x.intervalLast(grp, *k)
		cands, wide := x.cands[x.candOff[*k]:x.candOff[*k+1]], x.wideOf(grp, *k)
		lone := q+1 == len(miss) && complete || q+1 < len(miss) && ids[miss[q+1]] > last
		if lone && len(cands)+len(wide) <= directCands {
			// The interval's only missed id, few candidates (W3: the
			// id's own update chunk): probe them as Get does, without
			// setting up cursors.
			if addr, ok := x.tryCandidates(grp, *k, ids[m], skip); ok {
				out[m] = addr
				found++
			}
			q++
			continue
		}
		// The listed ids in this interval: the run ascends, so they are
		// the next entries of the list up to last.
		q2 := q + 1
		for q2 < len(miss) && ids[miss[q2]] <= last {
			q2++
		}
		if len(cands)+len(wide) > 1 || grp.tab != noWide {
			found += x.resolveList(cc, cands, wide, x.tableOf(grp), skip, ids, out, miss[q:q2])
		}
		q = q2
	}
	return found
}

// walkDense is walkGroup's bulk path through its bulk chunk p when p is a
// Range whose fragment has a dense deletion bitmap (W3's base fragments
// after 1e4 or more updates, Lance's after an update of 1% of the rows).
// From ids[i], it maps the ascending ids up to p's end by an add, as if
// nothing were deleted; then it finds the deleted ones and lists them
// (InvalidAddress in out) for resolveListed, which resolves them through
// the intervals holding them. A run of consecutive ids, or of ids less
// than two apart on average among few deleted rows, walks the set
// bits of the deletion bitmap over the run's offsets and finds each
// deleted row's id in the run (by its distance from the first id, or a
// gallop): the map loop does no per-id bit test, and a deleted row costs
// a bit step. W3 (1e6 rows, sorted batches of 4,096 consecutive ids):
// 1.34 ns per id with 1% of the rows deleted, 2.73 with 10%, against
// 2.04 and 3.06 for a bit test per id. Any other run, or the rest of one
// whose walk crosses more than two deleted rows per id, tests a bit per
// id, listing the deleted rows without a branch. It returns the index of
// the first id it did not resolve and how many it found.
func (x *Index) walkDense(cc *cursorCache, grp *group, k *uint32, p int, dense []uint64, ids []uint64, out []RowAddress, i int) (next, found int) {
	ch := &x.chunks[p]
	start := x.starts[p]
	delta, end := ch.addr-start, ch.end
	// Consecutive ids: a deleted row's index in the run is its id's
	// distance from the first, no gallop. mapConsecutive maps the ids
	// while they are; a run that goes on ascending after them is not, and
	// mapRun maps the rest of it.
	j := i + mapConsecutive(ids[i:], out[i:], end, delta)
	consecutive := true
	if j < len(ids) && ids[j] >= ids[j-1] && ids[j] <= end {
		j += mapRun(ids[j:], out[j:], ids[j-1], end, delta)
		consecutive = false
	}
	found = j - i
	// The deleted offsets between the run's first and last rows.
	lo, hi := uint32(ids[i]+delta), uint32(ids[j-1]+delta)
	if int(lo>>6) >= len(dense) {
		return j, found
	}
	hi = min(hi, uint32(64*len(dense)-1))
	buf, n, r := &cc.outside, 0, i
	// The word walk costs a step per word of the run's span and per
	// deleted row in it, which only consecutive ids bound by the run's
	// length. Other runs take it while their ids are on average less than
	// two apart (the live ids of a stretch, say) and the deleted rows
	// crossed stay within two per id (bitBudget); then (or from the start,
	// for sparser ids: random sorted ids, strides, the short runs of an
	// unsorted batch) the rest of the run takes a bit test per id. For
	// ids 4 to 16 apart the word walk, with its gallop through the ids to
	// each deleted row, cost 1.5-3.5x the bit tests; 2 apart, the same
	// (rowindex's BenchmarkGetBatchVsGet, PERFORMANCE.md "Dense deletions:
	// a bit test per id"); for W2's runs of live ids, 6-8% less.
	m := j - i
	bitBudget := 2 * m
	perID := !consecutive && ids[j-1]-ids[i] >= uint64(2*m)
	wi := lo >> 6
	for ; wi <= hi>>6 && !perID; wi++ {
		w := dense[wi]
		if wi == lo>>6 {
			w &= ^uint64(0) << (lo & 63)
		}
		if wi == hi>>6 {
			w &= ^uint64(0) >> (63 - hi&63)
		}
		if !consecutive {
			if bitBudget -= bits.OnesCount64(w); bitBudget < 0 {
				// The ids from word wi on are tested one by one.
				bitBudget += bits.OnesCount64(w)
				from := max(wi<<6, lo) // not below the chunk's first offset
				r = gallopIDs(ids, r, j, uint64(from-uint32(ch.addr))+start)
				perID = true
				break
			}
		}
		for ; w != 0; w &= w - 1 {
			off := uint64(wi)<<6 | uint64(bits.TrailingZeros64(w))
			id := off - uint64(uint32(ch.addr)) + start // the deleted row's id
			if consecutive {
				r = i + int(id-ids[i])
			} else {
				r = gallopIDs(ids, r, j, id)
			}
			for ; r < j && ids[r] == id; r++ {
				out[r] = InvalidAddress
				found--
				if n == missBatch {
					found += x.resolveListed(cc, grp, k, p, ids[:j], out[:j], buf[:n], false)
					n = 0
				}
				buf[n] = int32(r)
				n++
			}
		}
	}
	// The work counted for tests: words and deleted rows walked, ids
	// tested one by one (a consecutive run crosses no deleted row outside
	// it).
	cc.work += int(wi-lo>>6) + 2*m - bitBudget
	if perID {
		// A bit test per id from r on, listing the deleted ones without
		// a branch on the bit.
		cc.work += j - r
		for r < j {
			n0 := n
			r, n = testDeleted(ids[:j], out[:j], r, delta, dense, buf, n)
			found -= n - n0
			if n == missBatch {
				found += x.resolveListed(cc, grp, k, p, ids[:j], out[:j], buf[:n], false)
				n = 0
			}
		}
	}
	if n > 0 {
		found += x.resolveListed(cc, grp, k, p, ids[:j], out[:j], buf[:n], true)
	}
	return j, found
}

// testDeleted tests the bit of dense for each id from ids[r] on (its
// offset is id+delta): a deleted row's entry of out becomes InvalidAddress
// and its index goes to buf[n], n+1, ... It stops at the end of ids or
// once buf is full, and returns where it stopped and the new n. A leaf of
// its own, without a branch on the bit: inside walkDense, beside the word
// walk, the loop kept less in registers (Lance's state b at 1e6 rows,
// sorted batches of 1e5 random ids: 2.60 ns per id inline, 1.90 as a
// leaf; 5 alternated rounds on machine A).
func testDeleted(ids []uint64, out []RowAddress, r int, delta uint64, dense []uint64, buf *[missBatch]int32, n int) (next, listed int) {
	out = out[:len(ids)]
	for ; r < len(ids) && n < missBatch; r++ {
		off := uint32(ids[r] + delta)
		var w uint64
		if d := int(off >> 6); d < len(dense) {
			w = dense[d]
		}
		bit := w >> (off & 63) & 1
		out[r] |= RowAddress(-bit)
		buf[n] = int32(r)
		n += int(bit)
	}
	return r, n
}

// gallopIDs returns the first index in [r, j) of the ascending ids whose
// id is >= v, or j.
func gallopIDs(ids []uint64, r, j int, v uint64) int {
	if r >= j || ids[r] >= v {
		return r
	}
	return gallopAbove(ids, r, j, v-1) // ids[r] <= v-1: v > 0
}

// rareMisses: below one missing id in rareMisses, listMisses skips the
// found entries with a branch, which then mispredicts about once per
// missing id, rather than writing every index: with few misses the branch
// predicts well and skips the writes (measured in PERFORMANCE.md,
// "Cutoffs of rowindex").
const rareMisses = 16

// listMisses writes to buf the indexes at or after r of the InvalidAddress
// entries of out, up to len(buf) of them, and returns them with the index
// at which the listing stopped (len(out) when it reached the end). Unless
// the missing entries are rare, it does not branch per entry (which are
// missing is unpredictable): it writes every index and keeps it by
// advancing n only for an InvalidAddress (x+1 == 0).
func listMisses(buf *[missBatch]int32, out []RowAddress, r int, rare bool) (miss []int32, next int) {
	n := 0
	if rare {
		for n < missBatch {
			// Skip blocks of 8 found entries (InvalidAddress+1 is the
			// only zero), then find the missing one in its block.
			for r+8 <= len(out) {
				o := out[r : r+8 : r+8]
				if min(o[0]+1, o[1]+1, o[2]+1, o[3]+1, o[4]+1, o[5]+1, o[6]+1, o[7]+1) == 0 {
					break
				}
				r += 8
			}
			for r < len(out) && out[r] != InvalidAddress {
				r++
			}
			if r == len(out) {
				break
			}
			buf[n] = int32(r)
			n, r = n+1, r+1
		}
		return buf[:n], r
	}
	for ; r < len(out) && n < missBatch; r++ {
		buf[n] = int32(r)
		x := uint64(out[r]) + 1
		n += int(((x | -x) >> 63) ^ 1)
	}
	return buf[:n], r
}

// missBatch is how many unresolved ids of a run resolveMissed lists at a
// time.
const missBatch = 256

// resolveMissed resolves, through the candidates cands, the ids of the
// ascending run ids that the run's first candidate missed (InvalidAddress
// in out), and returns how many it found; rare says they are few (see
// listMisses). It lists the missing ids (resolveList takes them), then
// takes the candidates one by one: a sorted array, typically a sparse
// update array with a few ids in the run, is intersected with the list
// (intersectSorted: a step per id it holds, not a probe per missing id);
// the other kinds are probed per missing id through their cursors.
func (x *Index) resolveMissed(cc *cursorCache, cands, wide []uint32, tab *wideTable, ids []uint64, out []RowAddress, rare bool) (found int) {
	for r := 0; r < len(ids); {
		var miss []int32
		miss, r = listMisses(&cc.miss, out, r, rare)
		if len(miss) == 0 {
			break
		}
		found += x.resolveList(cc, cands, wide, tab, -1, ids, out, miss)
	}
	return found
}

// resolveList is resolveMissed on the listed ids ids[m], m in miss
// (ascending ids, InvalidAddress in out unless resolved since), through
// cands, then wide (arrays, which find nothing outside their ids), then
// their group's wide table tab if not nil (it answers for the group's
// wide arrays that are not listed).
func (x *Index) resolveList(cc *cursorCache, cands, wide []uint32, tab *wideTable, skip int, ids []uint64, out []RowAddress, miss []int32) (found int) {
	found = x.resolveListIn(cc, cands, skip, ids, out, miss)
	if len(wide) > 0 {
		found += x.resolveListIn(cc, wide, skip, ids, out, miss)
	}
	if tab != nil {
		found += x.resolveTable(tab, ids, out, miss)
	}
	return found
}

// resolveTable resolves through the wide table t the listed ids still
// missing, each from its buckets of t (tableGet).
func (x *Index) resolveTable(t *wideTable, ids []uint64, out []RowAddress, miss []int32) (found int) {
	for _, m := range miss {
		if out[m] != InvalidAddress {
			continue
		}
		if addr, ok := x.tableGet(t, ids[m]); ok {
			out[m] = addr
			found++
		}
	}
	return found
}

// resolveListIn is resolveList through cands alone.
func (x *Index) resolveListIn(cc *cursorCache, cands []uint32, skip int, ids []uint64, out []RowAddress, miss []int32) (found int) {
	lo, hi := ids[miss[0]], ids[miss[len(miss)-1]]
	for _, cand := range cands {
		c := int(cand)
		if c == skip {
			continue // already probed for every id of the run
		}
		ch := &x.chunks[c]
		if ch.flags()&(chunkArray|chunkSide) != 0 && !x.sides[ch.seg()].filter.mayHaveIn(lo, hi) {
			continue // a sparse array with no id in the listed span
		}
		e := cc.get(x, c)
		if ch.flags()&chunkSorted != 0 {
			found += x.intersectSorted(e, c, ids, out, miss)
			continue
		}
		for _, m := range miss {
			if out[m] != InvalidAddress {
				continue // found in an earlier candidate
			}
			if ch.flags()&chunkArray != 0 && !x.sides[ch.seg()].filter.mayHave(ids[m]) {
				continue // a sparse array without the id: no cursor step
			}
			if addr, ok := x.resolveAt(e, c, ids[m]); ok {
				out[m] = addr
				found++
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
		if ch.flags()&chunkDups == 0 {
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
