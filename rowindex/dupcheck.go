package rowindex

import (
	"cmp"
	"fmt"
	"math"
	"runtime"
	"slices"
	"sync/atomic"

	"github.com/stablerow/stablerow/segment"
)

// checkGroup verifies that no id is live in two chunks of [a, b), a
// group. Build passes prev and isNew nil and every chunk is checked;
// WithFragments passes the previous index and which chunks are new, and
// only pairs with a new chunk are checked: old chunks were checked in prev
// and keep their chunks only while their deletions grow (refits), so no
// two of them can share a live id now. Of several duplicates it reports
// the one of least id.
//
// The cost follows the arrays' ids and the dense chunks' structures, never
// the rows a dense chunk claims: arrays (sorted or not: the moved ids of
// updates) are checked through their live ids (checkArrays), dense chunks
// (Range, holes, bitmap) against one another through their runs of live
// ids where two of them overlap (checkDense).
func (x *Index) checkGroup(prev *Index, a, b int, isNew []bool) error {
	fresh := func(c int) bool { return isNew == nil || isNew[c] }
	var dense []int
	arrays := false
	for c := a; c < b; c++ {
		if x.chunks[c].array() {
			arrays = true
		} else {
			dense = append(dense, c)
		}
	}
	dup, err := x.checkDense(dense, fresh)
	if err != nil {
		return err
	}
	if arrays {
		if d := x.checkArrays(prev, a, b, dense, fresh); d != nil && (dup == nil || d.ID < dup.ID) {
			dup = d
		}
	}
	if dup != nil {
		return dup
	}
	return nil
}

// checkGroups runs checkGroup on the groups of chunk ranges groups, all
// built, and returns the error of the first group that has one. With
// enough array ids among them the groups are checked on up to GOMAXPROCS
// goroutines (the checks only read the index); a group after one that
// failed may be left unchecked.
func (x *Index) checkGroups(prev *Index, groups [][2]int, isNew []bool) error {
	work := 0
	for _, g := range groups {
		for c := g[0]; c < g[1]; c++ {
			if x.chunks[c].array() {
				work += x.chunkLen(c)
			}
		}
	}
	workers := min(runtime.GOMAXPROCS(0), len(groups), work/parallelWork+1)
	if workers <= 1 {
		for _, g := range groups {
			if err := x.checkGroup(prev, g[0], g[1], isNew); err != nil {
				return err
			}
		}
		return nil
	}
	errs := make([]error, len(groups))
	var failed atomic.Int64 // the least group that failed
	failed.Store(int64(len(groups)))
	inTurn(workers, len(groups), func(k int) {
		if int64(k) >= failed.Load() {
			return // after a group that failed
		}
		if errs[k] = x.checkGroup(prev, groups[k][0], groups[k][1], isNew); errs[k] != nil {
			for f := failed.Load(); int64(k) < f && !failed.CompareAndSwap(f, int64(k)); f = failed.Load() {
			}
		}
	})
	// Groups are claimed in order, so every group before the least that
	// failed has been checked.
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// newDup returns the error for id live at p and q.
func newDup(id uint64, p, q RowAddress) *DuplicateRowIDError {
	return &DuplicateRowIDError{ID: id, First: min(p, q), Second: max(p, q)}
}

// arrayID is a live id of an array chunk at addr.
type arrayID struct {
	id   uint64
	addr RowAddress
}

// checkArrays returns the duplicate of least id involving an array chunk
// of [a, b), a group whose intervals and candidates are built, or nil;
// dense lists the group's other chunks in start order. Its cost follows
// the arrays' live ids:
//   - Arrays whose spans overlap (in WithFragments, new ones) are
//     checked together: their live ids are sorted, and a repeated one is
//     live in two of them. Arrays that overlap no other one, like the
//     windows of moved ids Lance writes for an update, cost nothing here.
//   - Each live id of an array probes the dense chunks covering it (a
//     subtraction or a rank and a deletion test each), read from the
//     candidates of its interval, where dense chunks come first. In
//     WithFragments only new dense chunks are probed, by the new arrays'
//     ids and by the old arrays' ids inside new dense chunks.
//   - In WithFragments a new array's id is also looked up in prev: its
//     answer, the one live copy among the old chunks, is a duplicate if it
//     is still live here at another address. That covers every pair of a
//     new array with an old chunk without walking the old chunks.
func (x *Index) checkArrays(prev *Index, a, b int, dense []int, fresh func(int) bool) *DuplicateRowIDError {
	var dup *DuplicateRowIDError
	better := func(d *DuplicateRowIDError) {
		if dup == nil || d.ID < dup.ID {
			dup = d
		}
	}
	// Clusters of (new) arrays whose spans overlap transitively.
	var cluster []int
	var clusterEnd uint64
	flush := func() {
		if len(cluster) > 1 {
			if d := x.checkArraysSorted(cluster); d != nil {
				better(d)
			}
		}
	}
	for c := a; c < b; c++ {
		if !x.chunks[c].array() || !fresh(c) {
			continue
		}
		if len(cluster) > 0 && x.starts[c] <= clusterEnd {
			cluster = append(cluster, c)
			clusterEnd = max(clusterEnd, x.chunks[c].end)
			continue
		}
		flush()
		cluster, clusterEnd = append(cluster[:0], c), x.chunks[c].end
	}
	flush()

	// inNew: the merged spans of the new dense chunks, where old arrays'
	// ids are probed (WithFragments only).
	var inNew []idSpan
	if prev != nil {
		for _, d := range dense {
			if !fresh(d) {
				continue
			}
			lo, hi := x.starts[d], x.chunks[d].end
			if n := len(inNew); n > 0 && lo <= inNew[n-1].hi+1 {
				inNew[n-1].hi = max(inNew[n-1].hi, hi)
				continue
			}
			inNew = append(inNew, idSpan{lo, hi})
		}
	}
	probeDense := prev == nil || len(inNew) > 0
	g := x.groupOf(a)
	ivHi := int(x.groups[g].ivHi)
	for c := a; c < b; c++ {
		if dup != nil && x.starts[c] >= dup.ID {
			break // chunks ascend by start
		}
		if !x.chunks[c].array() {
			continue
		}
		fa := fresh(c)
		k := int(x.chunkIv[c])
		if prev == nil {
			if d, ok := x.probeDenseFast(c, k, ivHi); ok {
				if d != nil {
					better(d)
				}
				continue
			}
		}
		visit := func(id uint64, addr RowAddress) bool {
			if dup != nil && id >= dup.ID {
				return false
			}
			if probeDense {
				if k+1 < ivHi && x.ivStarts[k+1] <= id {
					k += lastAtMost(x.ivStarts[k:ivHi], id)
				}
				// The group is the last one added: its last interval's
				// candidates run to the end of cands.
				end := len(x.cands)
				if k+1 < len(x.candOff) {
					end = int(x.candOff[k+1])
				}
				for _, cand := range x.cands[x.candOff[k]:end] {
					d := int(cand)
					if x.chunks[d].array() {
						break // the dense candidates come first (cmpCandidates)
					}
					if prev != nil && !fresh(d) || x.starts[d] > id || x.chunks[d].end < id {
						continue
					}
					if other, ok := x.resolve(d, id); ok {
						better(newDup(id, addr, other))
						return false
					}
				}
			}
			if prev != nil && fa {
				if other, ok := prev.Get(id); ok && other != addr {
					if v, live := x.RowID(other); live && v == id {
						better(newDup(id, addr, other))
						return false
					}
				}
			}
			return true
		}
		switch {
		case fa && (probeDense || prev != nil):
			x.arrayEach(c, 0, math.MaxUint64, visit)
		case !fa && len(inNew) > 0:
			x.arrayEachIn(c, inNew, visit)
		}
	}
	return dup
}

// probeDenseFast checks the SortedArray chunk c against the one dense
// chunk covering all of it, when c lies inside one interval (k) of the
// group: the common case of a window of moved ids inside the fragment
// they left (a Range with a deletion vector) or, after a compaction, the
// fragment that kept the others (a RangeWithHoles whose holes they are).
// Each live id maps to the Range's address by an add, or to the other
// segment's position by a cursor stepping forward with the ascending ids,
// then a deletion test: no per-id search. It reports false when c is not
// of that shape.
func (x *Index) probeDenseFast(c, k, ivHi int) (*DuplicateRowIDError, bool) {
	ch := &x.chunks[c]
	if ch.flags()&chunkSorted == 0 || k+1 < ivHi && x.ivStarts[k+1] <= ch.end {
		return nil, false
	}
	end := len(x.cands)
	if k+1 < len(x.candOff) {
		end = int(x.candOff[k+1])
	}
	r := -1
	for _, cand := range x.cands[x.candOff[k]:end] {
		d := int(cand)
		if x.chunks[d].array() {
			break // the dense candidates come first (cmpCandidates)
		}
		if r >= 0 || x.starts[d] > x.starts[c] || x.chunks[d].end < ch.end {
			return nil, false
		}
		r = d
	}
	if r < 0 {
		return nil, true // no dense chunk overlaps c
	}
	seg := x.segmentOf(ch)
	rch := &x.chunks[r]
	dv, rdv := x.dvOf(ch), x.dvOf(rch)
	first := uint32(ch.addr)
	var ids, addrs [probeBlock]uint64
	isRange := rch.flags()&chunkRange != 0
	delta := rch.addr - x.starts[r]
	var cur segment.Cursor
	if !isRange {
		cur = x.segmentOf(rch).Cursor()
	}
	// c's ids a block at a time, each mapped to r's address: by the id
	// for a Range, in bulk through a cursor otherwise.
	for lo := 0; lo < seg.Len(); lo += probeBlock {
		blk := ids[:seg.DecodeRange(ids[:], lo)]
		if isRange {
			for j, id := range blk {
				addrs[j] = id + delta
			}
		} else {
			segment.MapPositions(&cur, blk, addrs[:len(blk)], rch.addr)
		}
		for j := 0; j < len(blk); j++ {
			k := firstNotDeleted(rdv, addrs[j:len(blk)])
			if k < 0 {
				break
			}
			j += k
			if !dv.Contains(first + uint32(lo+j)) {
				return newDup(blk[j], RowAddress(ch.addr+uint64(lo+j)), RowAddress(addrs[j])), true
			}
		}
	}
	return nil, true
}

// firstNotDeleted returns the index of the first of addrs (^0 for none:
// skipped) whose offset d does not hold, or -1: with a dense copy, a bit
// test inline an address.
func firstNotDeleted(d *DeletionVector, addrs []uint64) int {
	if d != nil && d.dense != nil {
		dense := d.dense
		for j, a := range addrs {
			if a == ^uint64(0) {
				continue
			}
			if w := uint32(a) >> 6; w >= uint32(len(dense)) || dense[w]&(1<<(a&63)) == 0 {
				return j
			}
		}
		return -1
	}
	for j, a := range addrs {
		if a != ^uint64(0) && !d.Contains(uint32(a)) {
			return j
		}
	}
	return -1
}

// probeBlock is how many ids probeDenseFast maps at a time.
const probeBlock = 256

// checkArraysSorted returns the duplicate of least id among the array
// chunks cs, or nil: it sorts their live ids.
func (x *Index) checkArraysSorted(cs []int) *DuplicateRowIDError {
	n := 0
	for _, c := range cs {
		n += x.chunkLen(c)
	}
	ids := make([]arrayID, 0, n)
	for _, c := range cs {
		x.arrayEach(c, 0, math.MaxUint64, func(id uint64, addr RowAddress) bool {
			ids = append(ids, arrayID{id, addr})
			return true
		})
	}
	slices.SortFunc(ids, func(p, q arrayID) int {
		if c := cmp.Compare(p.id, q.id); c != 0 {
			return c
		}
		return cmp.Compare(p.addr, q.addr)
	})
	for i := 1; i < len(ids); i++ {
		if ids[i].id == ids[i-1].id {
			return newDup(ids[i].id, ids[i-1].addr, ids[i].addr)
		}
	}
	return nil
}

// idSpan is the ids [lo, hi].
type idSpan struct{ lo, hi uint64 }

// arrayEach calls fn for the live ids of array chunk c within [lo, hi],
// ascending, with their addresses, until fn returns false; it starts with
// a search for lo. It returns false if fn did.
func (x *Index) arrayEach(c int, lo, hi uint64, fn func(id uint64, addr RowAddress) bool) bool {
	ch := &x.chunks[c]
	if ch.flags()&chunkArray != 0 {
		return x.chunkEach(c, lo, hi, fn) // its side table is searched for lo
	}
	seg := x.segmentOf(ch)
	dv := x.dvOf(ch)
	first := uint32(ch.addr)
	if lo <= x.starts[c] {
		// From the first id: a decoding walk, no search.
		pos := 0
		for id := range seg.All() {
			if id > hi {
				break
			}
			if !dv.Contains(first+uint32(pos)) && !fn(id, RowAddress(ch.addr+uint64(pos))) {
				return false
			}
			pos++
		}
		return true
	}
	cur := seg.Cursor()
	id, pos, ok := cur.Next(lo)
	for ok && id <= hi {
		if !dv.Contains(first+uint32(pos)) && !fn(id, RowAddress(ch.addr+uint64(pos))) {
			return false
		}
		pos++
		id, ok = seg.Get(pos)
	}
	return true
}

// arrayEachIn calls fn for the live ids of array chunk c that fall in one
// of spans (ascending, disjoint), ascending. It alternates a walk of c's
// ids inside a span with a search for the span of the next id, so it
// costs the ids it yields plus a search per span it enters.
func (x *Index) arrayEachIn(c int, spans []idSpan, fn func(id uint64, addr RowAddress) bool) {
	from := x.starts[c]
	for k := 0; ; {
		k += searchSpans(spans[k:], from)
		if k == len(spans) || spans[k].lo > x.chunks[c].end {
			return
		}
		hi := spans[k].hi
		beyond := false
		x.arrayEach(c, max(from, spans[k].lo), math.MaxUint64, func(id uint64, addr RowAddress) bool {
			if id > hi {
				from, beyond = id, true
				return false
			}
			return fn(id, addr)
		})
		if !beyond {
			return
		}
	}
}

// searchSpans returns the index of the first span that ends at or after
// id, or len(spans).
func searchSpans(spans []idSpan, id uint64) int {
	k, _ := slices.BinarySearchFunc(spans, id, func(s idSpan, id uint64) int {
		if s.hi < id {
			return -1
		}
		return 1
	})
	return k
}

// checkDense returns the duplicate of least id between two dense chunks
// (Range, holes, bitmap) of the group, dense in start order, or nil. It
// sweeps their starts and ends for the stretches covered by two or more
// of them (one of them new, in WithFragments), and merges, on each such
// stretch, the runs of live ids of its chunks (liveRuns): a run of one
// chunk that meets a run of another holds a duplicate. The runs come from
// the segments' holes or bitmaps and from the deletion vectors' roaring
// containers, so two chunks claiming 2^32 ids each, each with half of
// them deleted as a run, are a few steps.
func (x *Index) checkDense(dense []int, fresh func(int) bool) (*DuplicateRowIDError, error) {
	// Starts ascend: a chunk overlaps an earlier one iff it starts at or
	// below the furthest end so far.
	overlap := false
	for i, reach := 0, uint64(0); i < len(dense) && !overlap; i++ {
		overlap = i > 0 && x.starts[dense[i]] <= reach
		reach = max(reach, x.chunks[dense[i]].end)
	}
	if !overlap {
		return nil, nil
	}
	type event struct {
		at   uint64
		c    int
		open bool
	}
	events := make([]event, 0, 2*len(dense))
	for _, d := range dense {
		events = append(events, event{x.starts[d], d, true}, event{x.chunks[d].end + 1, d, false})
	}
	slices.SortFunc(events, func(p, q event) int {
		if c := cmp.Compare(p.at, q.at); c != 0 {
			return c
		}
		if p.open != q.open {
			if p.open {
				return 1 // closes first: a chunk ending at at-1 does not cover at
			}
			return -1
		}
		return cmp.Compare(p.c, q.c)
	})
	runs := map[uint32]*delRuns{}
	var active []int
	for i := 0; i < len(events); {
		at := events[i].at
		for ; i < len(events) && events[i].at == at; i++ {
			if events[i].open {
				active = append(active, events[i].c)
			} else {
				active = slices.DeleteFunc(active, func(c int) bool { return c == events[i].c })
			}
		}
		if len(active) < 2 || i == len(events) || !slices.ContainsFunc(active, fresh) {
			continue
		}
		dup, err := x.firstSharedLive(active, at, events[i].at-1, runs)
		if dup != nil || err != nil {
			return dup, err
		}
	}
	return nil, nil
}

// firstSharedLive returns the least id of [lo, hi] live in two of the
// dense chunks cs (each covering [lo, hi]), or nil. runs caches the
// deletion runs of the fragments read so far.
func (x *Index) firstSharedLive(cs []int, lo, hi uint64, runs map[uint32]*delRuns) (*DuplicateRowIDError, error) {
	type cur struct {
		r    liveRuns
		a, b uint64 // the current run
		ok   bool
	}
	curs := make([]cur, len(cs))
	for i, c := range cs {
		r, err := x.newLiveRuns(c, lo, hi, runs)
		if err != nil {
			return nil, err
		}
		curs[i].r = r
		curs[i].a, curs[i].b, curs[i].ok = curs[i].r.next()
	}
	for {
		// The run that starts first and the next start after it.
		first, second := -1, -1
		for i := range curs {
			switch {
			case !curs[i].ok:
			case first < 0 || curs[i].a < curs[first].a:
				first, second = i, first
			case second < 0 || curs[i].a < curs[second].a:
				second = i
			}
		}
		if second < 0 {
			return nil, nil
		}
		f, s := &curs[first], &curs[second]
		if s.a <= f.b {
			// No other run starts before s's: s.a is the least id live
			// in two chunks.
			id := s.a
			p, okp := x.resolve(cs[first], id)
			q, okq := x.resolve(cs[second], id)
			if !okp || !okq {
				return nil, fmt.Errorf("rowindex: internal error: id %d not live in a run of chunks %d and %d", id, cs[first], cs[second])
			}
			return newDup(id, p, q), nil
		}
		f.a, f.b, f.ok = f.r.next()
	}
}

// liveRuns yields the runs of consecutive live ids of a dense chunk
// within a window of ids, ascending, from the positions of the window:
// between deleted runs (delRuns) the positions are live, and a run of live
// positions is one run of ids unless the segment skips ids inside it
// (holes, clear bits), found by a binary search on the ids at positions.
type liveRuns struct {
	seg   *segment.Segment // nil for a Range
	start uint64           // Range: the first id
	first uint32           // offset of position 0 in the fragment
	del   *delRuns         // nil without deletions
	p, pe int64            // next position, last position of the window
}

// newLiveRuns returns the live runs of dense chunk c within [lo, hi]
// (inside the chunk's span).
func (x *Index) newLiveRuns(c int, lo, hi uint64, runs map[uint32]*delRuns) (liveRuns, error) {
	ch := &x.chunks[c]
	r := liveRuns{start: x.starts[c], first: uint32(ch.addr), p: 0, pe: -1}
	if dv := x.dvOf(ch); dv.Len() > 0 {
		d, ok := runs[ch.frag]
		if !ok {
			var err error
			if d, err = newDelRuns(dv); err != nil {
				return r, err
			}
			runs[ch.frag] = d
		}
		r.del = d
	}
	if ch.flags()&chunkRange != 0 {
		r.p, r.pe = int64(lo-r.start), int64(hi-r.start)
		return r, nil
	}
	r.seg = x.segmentOf(ch)
	cur := r.seg.Cursor()
	id, pl, ok := cur.Next(lo)
	if !ok || id > hi {
		return r, nil
	}
	pe := r.seg.Len() - 1
	if _, ph, ok := cur.Next(hi + 1); ok {
		pe = ph - 1
	}
	r.p, r.pe = int64(pl), int64(pe)
	return r, nil
}

// next returns the next run [a, b] of live ids, or false.
func (r *liveRuns) next() (a, b uint64, ok bool) {
	for r.p <= r.pe {
		q := r.pe
		if r.del != nil {
			o := r.first + uint32(r.p)
			nd := r.del.nextDeleted(o)
			if nd == uint64(o) {
				r.p = int64(r.del.runEnd(o)-r.first) + 1
				continue
			}
			if nd>>32 == 0 {
				q = min(q, int64(uint32(nd)-r.first)-1)
			}
		}
		if r.seg == nil {
			a, b = r.start+uint64(r.p), r.start+uint64(q)
			r.p = q + 1
			return a, b, true
		}
		// The last position m in [p, q] whose id is id(p) + (m-p).
		a, _ = r.seg.Get(int(r.p))
		lo, hi := r.p, q
		for lo < hi {
			m := lo + (hi-lo+1)/2
			if v, _ := r.seg.Get(int(m)); v-a == uint64(m-r.p) {
				lo = m
			} else {
				hi = m - 1
			}
		}
		b = a + uint64(lo-r.p)
		r.p = lo + 1
		return a, b, true
	}
	return 0, 0, false
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
// twice is an error. It decodes the values into *scratch (kept for the
// next call) with the bulk kernels and walks each run of equal values
// once, remembering the run's first live copy: linear in the segment
// however long its runs.
func scanSortedDups(seg *segment.Segment, frag uint32, first int, dv *DeletionVector, scratch *[]uint64) (bool, error) {
	vals := seg.AppendTo((*scratch)[:0])
	*scratch = vals
	dups := false
	for pos := 1; pos < len(vals); pos++ {
		if vals[pos] != vals[pos-1] {
			continue
		}
		dups = true
		// A run of equal values starts at pos-1: find its first live copy,
		// then a second one is a duplicate.
		start := pos - 1
		live := -1
		for q := start; q < len(vals) && vals[q] == vals[start]; q++ {
			if dv.Contains(uint32(first + q)) {
				continue
			}
			if live >= 0 {
				return true, checkRepeat(vals[q], frag, first, nil, uint32(live), uint32(q))
			}
			live = q
			pos = q
		}
		for pos+1 < len(vals) && vals[pos+1] == vals[start] {
			pos++
		}
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
