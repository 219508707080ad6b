package rowindex

import (
	"cmp"
	"math"
	"slices"
)

// group is a maximal run of chunks (consecutive in start order) whose id
// ranges overlap transitively. Its span is split at the chunks' starts into
// elementary intervals ivStarts[ivLo:ivHi]; interval k runs to
// ivStarts[k+1]-1 (the last one to end). Its candidate chunks, those that
// overlap it, are the narrow ones cands[candOff[k]:candOff[k+1]] and the
// wide ones of its block (see wideOf).
type group struct {
	end        uint64
	ivLo, ivHi uint32
	// primary is the group's chunk with the most ids (typically the
	// fragment that updates punched holes into), tried first when a
	// lookup lands on a chunk that does not cover the id: most ids of
	// such a group live there, and it skips the interval search.
	primary int32
	// The group's wide chunks, arrays spanning more than tuning.wideMinIv
	// intervals, are listed per block of 1<<wideShift intervals: block t
	// (interval ivLo + t<<wideShift on) lists those that reach into it,
	// wideCands[wideOff[wideLo+t]:wideOff[wideLo+t+1]]. wideLo is noWide
	// when the group has none.
	wideLo    uint32
	wideShift uint8
	// tab is the index in wideTabs of the group's wide table, or noWide.
	tab uint32
}

// noWide is group.wideLo for a group without wide chunks, and group.tab
// for one without a wide table.
const noWide = math.MaxUint32

// maxWideBlocks is the most blocks a group's intervals are split into
// for its wide arrays: those spanning tuning.wideMinIv intervals or more.
//
// Listing every chunk in every interval it overlaps costs a group of k
// update arrays spanning all of it (W2's shape, with k update commits)
// about k*k candidates, 2 MB at k = 1,000 on 1e6 rows, and a sort of each
// interval's list on every commit. Per block, a spanning array costs at
// most maxWideBlocks+1 entries, and a lookup probes the same arrays as
// before plus, at worst, wide ones that reach into its block but not its
// interval (a filter test or a search each, which finds nothing).
const maxWideBlocks = 16

// wideSpan is a wide chunk c of a group with its first and last interval
// (relative to the group's first).
type wideSpan struct{ c, first, last uint32 }

// wideOf returns the wide candidates of interval k of grp: the arrays
// that reach into k's block (not necessarily k).
func (x *Index) wideOf(grp *group, k uint32) []uint32 {
	if grp.wideLo == noWide {
		return nil
	}
	t := grp.wideLo + (k-grp.ivLo)>>grp.wideShift
	return x.wideCands[x.wideOff[t]:x.wideOff[t+1]]
}

// groupOf returns the overlap group of chunk c, or -1.
func (x *Index) groupOf(c int) int32 {
	if x.chunks[c].flags()&chunkGrouped == 0 {
		return -1
	}
	return x.chunkGroup[c]
}

// setGroup puts chunk c into overlap group g.
func (x *Index) setGroup(c int, g int32) {
	if x.chunkGroup == nil {
		x.chunkGroup = make([]int32, len(x.chunks))
	}
	x.chunkGroup[c] = g
	x.chunks[c].meta |= chunkGrouped
}

// reuseGroup records chunks [a, b) as a group by copying prev's group if
// they are exactly one of prev's groups (the same chunks, in the same
// order, none added or removed), and reports whether it did. The copy
// renumbers the candidates and chunkIv: the group's chunks are contiguous
// in both indexes, so old chunk o+t is new chunk a+t.
func (x *Index) reuseGroup(prev *Index, oldIdx []int32, a, b int) bool {
	if prev == nil {
		return false
	}
	o := int(oldIdx[a])
	if o < 0 {
		return false
	}
	g := prev.groupOf(o)
	if g < 0 || o > 0 && prev.groupOf(o-1) == g || o+b-a < len(prev.chunks) && prev.groupOf(o+b-a) == g {
		return false
	}
	for t := 1; t < b-a; t++ {
		if int(oldIdx[a+t]) != o+t {
			return false
		}
	}
	if x.chunkIv == nil {
		x.chunkIv = make([]uint32, len(x.chunks))
	}
	og := prev.groups[g]
	ng := int32(len(x.groups))
	ivLo := uint32(len(x.ivStarts))
	x.ivStarts = append(x.ivStarts, prev.ivStarts[og.ivLo:og.ivHi]...)
	shift := int64(a) - int64(o)
	for k := og.ivLo; k < og.ivHi; k++ {
		x.candOff = append(x.candOff, uint32(len(x.cands)))
		for _, c := range prev.cands[prev.candOff[k]:prev.candOff[k+1]] {
			x.cands = append(x.cands, uint32(int64(c)+shift))
		}
	}
	for t := 0; t < b-a; t++ {
		x.setGroup(a+t, ng)
		x.chunkIv[a+t] = prev.chunkIv[o+t] - og.ivLo + ivLo
	}
	wideLo := uint32(noWide)
	if og.wideLo != noWide {
		wideLo = uint32(len(x.wideOff))
		for t := og.wideLo; t <= og.wideLo+(og.ivHi-og.ivLo-1)>>og.wideShift; t++ {
			x.wideOff = append(x.wideOff, uint32(len(x.wideCands)))
			for _, c := range prev.wideCands[prev.wideOff[t]:prev.wideOff[t+1]] {
				x.wideCands = append(x.wideCands, uint32(int64(c)+shift))
			}
		}
	}
	tab := uint32(noWide)
	if og.tab != noWide {
		nt := *prev.wideTabs[og.tab] // entries and delta shared
		nt.chunks = make([]uint32, len(nt.chunks))
		for i, c := range prev.wideTabs[og.tab].chunks {
			nt.chunks[i] = uint32(int64(c) + shift)
		}
		tab = uint32(len(x.wideTabs))
		x.wideTabs = append(x.wideTabs, &nt)
	}
	x.groups = append(x.groups, group{end: og.end, ivLo: ivLo, ivHi: uint32(len(x.ivStarts)), primary: og.primary + int32(shift),
		wideLo: wideLo, wideShift: og.wideShift, tab: tab})
	return true
}

// addGroup records chunks [a, b), whose ranges overlap transitively and
// whose union ends at end, as a group: it splits the span at every chunk
// start into elementary intervals, lists as each interval's candidates the
// chunks that overlap it, in the order cmpCandidates gives (the wide ones
// per block instead, in the same order), and checks the group for
// duplicate live ids. Splitting only at starts (not also after every
// chunk's end) halves the intervals of the commonest group, a big chunk
// with small updated ones inside it; a candidate that ends inside an
// interval costs the ids past its end one bounds check.
func (x *Index) addGroup(prev *Index, oldIdx []int32, a, b int, end uint64, isNew []bool, tu *tuning) error {
	g := int32(len(x.groups))
	if x.chunkIv == nil {
		x.chunkIv = make([]uint32, len(x.chunks))
	}
	// Starts are ascending already.
	bounds := make([]uint64, 0, b-a)
	for c := a; c < b; c++ {
		x.setGroup(c, g)
		bounds = append(bounds, x.starts[c])
	}
	bounds = slices.Compact(bounds)

	ivLo := uint32(len(x.ivStarts))
	var shift uint8
	for 1<<shift < tu.wideMinIv || len(bounds) > maxWideBlocks<<shift {
		shift++
	}
	// wide holds the wide chunks with their first and last interval
	// (relative to ivLo).
	var wide []wideSpan
	var active []uint32
	next := a
	for k, lo := range bounds {
		// Drop chunks that ended before lo, add those starting at lo.
		active = slices.DeleteFunc(active, func(c uint32) bool { return x.chunks[c].end < lo })
		for next < b && x.starts[next] <= lo {
			x.chunkIv[next] = ivLo + uint32(k)
			if x.chunks[next].array() {
				if last := k + lastAtMost(bounds[k:], x.chunks[next].end); last-k >= tu.wideMinIv {
					wide = append(wide, wideSpan{uint32(next), uint32(k), uint32(last)})
					next++
					continue
				}
			}
			active = append(active, uint32(next))
			next++
		}
		slices.SortFunc(active, x.cmpCandidates)
		x.ivStarts = append(x.ivStarts, lo)
		x.candOff = append(x.candOff, uint32(len(x.cands)))
		x.cands = append(x.cands, active...)
	}
	tabled, wide := x.tableChunks(wide, shift, tu)
	wideLo := uint32(noWide)
	if len(wide) > 0 {
		// Sort the wide chunks once, then deal them out to the blocks
		// they reach (counted first: the blocks are contiguous).
		slices.SortFunc(wide, func(p, q wideSpan) int { return x.cmpCandidates(p.c, q.c) })
		nb := (len(bounds)-1)>>shift + 1
		wideLo = uint32(len(x.wideOff))
		count := make([]uint32, nb+1)
		for _, w := range wide {
			for t := w.first >> shift; t <= w.last>>shift; t++ {
				count[t+1]++
			}
		}
		base := uint32(len(x.wideCands))
		for t := 0; t < nb; t++ {
			x.wideOff = append(x.wideOff, base+count[t])
			count[t+1] += count[t]
		}
		x.wideCands = append(x.wideCands, make([]uint32, count[nb])...)
		for _, w := range wide {
			for t := w.first >> shift; t <= w.last>>shift; t++ {
				x.wideCands[base+count[t]] = w.c
				count[t]++
			}
		}
	}
	tab := uint32(noWide)
	if tabled != nil {
		tab = uint32(len(x.wideTabs))
		x.wideTabs = append(x.wideTabs, x.groupTable(tabled, prev, oldIdx, tu))
	}
	primary, most := a, 0
	for c := a; c < b; c++ {
		if n := x.chunkLen(c); n > most {
			primary, most = c, n
		}
	}
	x.groups = append(x.groups, group{end: end, ivLo: ivLo, ivHi: uint32(len(x.ivStarts)), primary: int32(primary),
		wideLo: wideLo, wideShift: shift, tab: tab})
	return nil
}

// cmpCandidates orders the candidate chunks of an interval: cheapest
// probe first (a Range is a subtraction, holes and bitmaps a rank, sorted
// arrays a search, unsorted arrays a side-table search), then the chunk
// with more ids first (it holds more of the interval: the big fragment an
// update punched a hole into comes before the update's one-row chunk, so a
// sorted GetBatch resolves the interval's run through it in bulk and only
// the moved ids through the small one), then the newest fragment first. A
// sparse array spanning many ids thus costs the ids it does not hold
// nothing when a Range candidate has them. The duplicate check relies on
// the dense candidates (Range, holes, bitmap) coming before the arrays.
func (x *Index) cmpCandidates(p, q uint32) int {
	cp, cq := x.probeCost(int(p)), x.probeCost(int(q))
	if cp != cq {
		return cp - cq
	}
	if lp, lq := x.chunkLen(int(p)), x.chunkLen(int(q)); lp != lq {
		return lq - lp
	}
	return cmp.Compare(x.chunks[q].addr, x.chunks[p].addr)
}

func (x *Index) probeCost(c int) int {
	switch f := x.chunks[c].flags(); {
	case f&chunkRange != 0:
		return 0
	case f&chunkArray != 0:
		return 3
	case f&chunkSorted != 0:
		return 2
	}
	return 1
}
