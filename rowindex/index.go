package rowindex

import (
	"cmp"
	"errors"
	"fmt"
	"iter"
	"math"
	"math/bits"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/stablerow/stablerow/bitpack"
	"github.com/stablerow/stablerow/segment"
)

// Fragment is the row-id side of one data fragment: its id, its row-id
// sequence (one id per physical row), its deleted offsets (nil for none)
// and its physical row count (deleted rows included).
type Fragment struct {
	ID           uint32
	RowIDs       Sequence
	Deletions    *DeletionVector
	PhysicalRows int
}

// Errors of Build and WithFragments. Returned errors wrap one of these.
var (
	// ErrDuplicateRowID reports a row id that is live (not deleted) in two
	// places. The error is a *DuplicateRowIDError naming both addresses.
	ErrDuplicateRowID = errors.New("rowindex: duplicate live row id")
	// ErrBadFragment reports a fragment whose sequence length differs from
	// its physical rows, whose deletion vector holds an offset past its
	// rows, or whose row count does not fit 32-bit offsets.
	ErrBadFragment = errors.New("rowindex: bad fragment")
	// ErrDuplicateFragment reports a fragment id given twice.
	ErrDuplicateFragment = errors.New("rowindex: duplicate fragment id")
	// ErrUnknownFragment reports a fragment id to remove that the index does
	// not hold.
	ErrUnknownFragment = errors.New("rowindex: unknown fragment id")
	// ErrTooLarge reports a fragment of more than 2^26 segments, or an
	// index of more than 2^26 array chunks with side tables (a chunk
	// record keeps the segment index in 26 bits).
	ErrTooLarge = errors.New("rowindex: index too large")
)

// errTooManySides is ErrTooLarge for the side tables.
var errTooManySides = fmt.Errorf("%w: too many array chunks with side tables", ErrTooLarge)

// DuplicateRowIDError is the error for a row id live at two addresses.
type DuplicateRowIDError struct {
	ID            uint64
	First, Second RowAddress
}

// Error names the id and both addresses.
func (e *DuplicateRowIDError) Error() string {
	return fmt.Sprintf("rowindex: duplicate live row id %d at %v and %v", e.ID, e.First, e.Second)
}

// Is reports whether target is ErrDuplicateRowID.
func (e *DuplicateRowIDError) Is(target error) bool { return target == ErrDuplicateRowID }

// maxFragmentRows is the most rows a fragment may have: offsets are 32-bit.
const maxFragmentRows = 1 << 32

// chunk is one source segment of one fragment, seen from the id side. The
// chunk's first id lives in Index.starts (the search array); the rest of
// what a lookup needs is here, in one pointer-free 24-byte record (so the
// garbage collector never scans the chunk arrays and WithFragments copies
// them with plain memory moves). A chunk's overlap group, which only the
// slow path of a lookup reads, is in extras.chunkGroup.
type chunk struct {
	end  uint64 // last id covered (inclusive): the segment's upper bound
	addr uint64 // address of the segment's first row: fragment<<32 | first offset
	frag uint32 // index of the fragment in Index.frags
	// meta holds the chunk flags in its low chunkFlagBits bits and, above
	// them, the segment index in the fragment's sequence, or for chunkArray
	// and chunkSide the index in Index.sides (so at most maxChunkSeg).
	meta uint32
}

// chunk flags, the low bits of chunk.meta.
const (
	// chunkRange: the segment is a Range; position = id - start.
	chunkRange uint32 = 1 << iota
	// chunkArray: an unsorted Array, looked up through its side table.
	chunkArray
	// chunkSorted: a SortedArray.
	chunkSorted
	// chunkDups: the segment holds some id more than once (a SortedArray or
	// Array with equal values), so a deleted first copy does not end the
	// search.
	chunkDups
	// chunkSide: a SortedArray with a side entry (its id filter): seg
	// indexes Index.sides, whose entry holds the segment index.
	chunkSide
	// chunkGrouped: the chunk belongs to an overlap group
	// (extras.chunkGroup holds which).
	chunkGrouped

	chunkFlagBits = 6
	chunkFlagMask = 1<<chunkFlagBits - 1
	// maxChunkSeg is the largest segment or side-table index a chunk can
	// record: a fragment of more segments, or an index of more side
	// tables, is refused (ErrTooLarge).
	maxChunkSeg = 1<<(32-chunkFlagBits) - 1
)

// segLimit is maxChunkSeg, lowered by tests to reach ErrTooLarge.
var segLimit = maxChunkSeg

// flags returns the chunk's flags.
func (c *chunk) flags() uint32 { return c.meta & chunkFlagMask }

// seg returns the chunk's segment index (or side-table index).
func (c *chunk) seg() uint32 { return c.meta >> chunkFlagBits }

// array reports whether c is an Array or a SortedArray chunk: probed by a
// search, which finds nothing outside its ids.
func (c *chunk) array() bool { return c.flags()&(chunkArray|chunkSorted) != 0 }

// setSeg sets the chunk's segment index (or side-table index), at most
// maxChunkSeg.
func (c *chunk) setSeg(s uint32) { c.meta = c.meta&chunkFlagMask | s<<chunkFlagBits }

// chunkBytes is the size of one chunk record.
const chunkBytes = int(unsafe.Sizeof(chunk{}))

// sideTable is what the index adds to a sparse array chunk: for an
// unsorted Array segment, its sorted (id, position) table, both columns
// bit-packed; for a SortedArray of at least filterMinIDs ids, the segment
// index (the chunk's seg field points here instead). Both get an id
// filter.
type sideTable struct {
	ids       bitpack.Array // ascending
	positions bitpack.Array // positions[k] is the position of ids[k]
	seg       uint32        // SortedArray: the segment index in its sequence
	filter    idFilter
}

func (t *sideTable) sizeBytes() int {
	return int(unsafe.Sizeof(*t)) + t.ids.SizeBytes() + t.positions.SizeBytes() + t.filter.sizeBytes()
}

// fragEntry is what the index keeps of a fragment: its sequence (a
// pointer to the caller's segments, shared) and its deletion vector as
// given (nil or empty for none), 16 bytes that WithFragments copies by
// value.
type fragEntry struct {
	seq Sequence
	dv  *DeletionVector
}

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
	// The group's wide chunks, arrays spanning more than wideMinIv
	// intervals, are listed per block of 1<<wideShift intervals: block t
	// (interval ivLo + t<<wideShift on) lists those that reach into it,
	// wideCands[wideOff[wideLo+t]:wideOff[wideLo+t+1]]. wideLo is noWide
	// when the group has none.
	wideLo    uint32
	wideShift uint8
	// tab is the index in wideTabs of the group's wide table, or noWide.
	tab uint32
}

// wideTable maps the ids of some of a group's wide arrays to their
// chunks: Get looks an id up in it once instead of searching or testing
// the filter of each of them, which a group collects one of per scattered
// update commit. It holds the small wide arrays (those without an id
// filter, fewer than filterMinIDs ids each) when there are wideTableMin or
// more of them (W2's shape with 1,000 update commits at 1e6 rows: 1,000
// arrays of 10 ids, about 500 searches for each updated id), or every
// wide array, their filters dropped, when there are wideTableMin or more
// and the table costs fewer bytes than their filters and side entries, or
// there are wideAllMin or more (see tableChunks). The wide lists of the
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
	// extend), its refs indexes in this table's chunks; nil if none.
	delta *wideTable
}

// newTable returns the wide table of the entries (ids ascending, refs
// indexes in chunks).
func newTable(ids, refs []uint64, chunks []uint32) *wideTable {
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

// wideTableMin is the number of wide arrays from which a group gets a
// wide table. A variable only so that the model test can give small
// groups one.
var wideTableMin = 32

// wideAllMin is the number of wide arrays from which a group puts every
// one of them in its table, whatever the bytes. Testing the filters one
// by one costs an updated id that many filter tests and, at 1 false pass
// in 8 to 16, a search for every eighth to sixteenth array. W2 at 1e7
// rows with 1,000 update commits (1,000 arrays of 100 ids): Get 134 ns
// with filters, 60 with the table, the map 98 (5 alternated runs); with
// 250 commits (arrays of 400 ids, which the bytes leave with their
// filters) the filters still beat the map, 75 against 96 ns. A variable
// only so that the model test can reach it.
var wideAllMin = 256

// wideAllByBytes says whether a group with fewer than wideAllMin wide
// arrays puts them all in its table when that takes fewer bytes. A
// variable only so that the model test can keep the filters.
var wideAllByBytes = true

// noWide is group.wideLo for a group without wide chunks, and group.tab
// for one without a wide table.
const noWide = math.MaxUint32

// wideMinIv is the number of intervals an array must span to be listed
// per block rather than per interval, and the smallest block;
// maxWideBlocks is the most blocks a group is split into. A variable
// only so that the model test can make small groups' arrays wide.
//
// Listing every chunk in every interval it overlaps costs a group of k
// update arrays spanning all of it (W2's shape, with k update commits)
// about k*k candidates, 2 MB at k = 1,000 on 1e6 rows, and a sort of each
// interval's list on every commit. Per block, a spanning array costs at
// most maxWideBlocks+1 entries, and a lookup probes the same arrays as
// before plus, at worst, wide ones that reach into its block but not its
// interval (a filter test or a search each, which finds nothing).
var wideMinIv = 16

const maxWideBlocks = 16

// span is a wide chunk c of a group with its first and last interval
// (relative to the group's first).
type span struct{ c, first, last uint32 }

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
func (x *Index) tableChunks(wide []span, shift uint8) (tabled []uint32, listed []span) {
	if len(wide) < wideTableMin {
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
	all := len(wide) >= wideAllMin || wideAllByBytes && ids > 0 && tableBits(hi-lo, ids, len(wide)) <= 8*listBytes
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
	if len(tabled) < wideTableMin {
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

// newWideTable returns the wide table of chunks, wide arrays of a group.
// For WithFragments (prev and oldIdx not nil), the entries of old chunks
// that were in a table of prev are carried over from it, already sorted,
// and merged with the sorted entries of the others: an update commit adds
// one array to a table of 1e4 ids without sorting them again.
func (x *Index) newWideTable(chunks []uint32, prev *Index, oldIdx []int32) *wideTable {
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
		if t := olds[0].t.extend(chunks, olds[0].remap, ids, refs); t != nil {
			return t
		}
	}
	for _, e := range olds {
		for part := e.t; part != nil; part = part.delta {
			ids, refs = mergeRemapped(ids, refs, part.appendIDs(nil), part.refs.AppendTo(nil), e.remap)
		}
	}
	return newTable(ids, refs, chunks)
}

// tableDeltaMin is the fewest entries a wide table needs for extend to
// keep it and add a delta, rather than the table being rebuilt. A
// variable only so that the model test can reach extend with small
// tables.
var tableDeltaMin = 4096

// extend returns the table of chunks (a group's tabled arrays, every one
// of t's among them: old chunk t.chunks[i] is chunks[remap[i]]) that
// keeps t's entries as they are and adds the entries (ids ascending,
// refs positions in chunks) of the chunks that t does not hold to its
// delta, or nil if t is too small or the delta would grow past 1/32 of
// t: then the caller rebuilds. An update commit adding a 10-id array to a
// group whose table holds 1e5 ids then costs the delta's entries and the
// chunk list, not the 1e5 entries, until the delta is merged in (every
// 300 or so such commits). With a delta of up to 1/8 the delta's own
// rebuild cost more: W2 at 1e7 rows with 1,000 update commits, one more
// commit 1.66 -> 0.85 ms with 1/32 (3 alternated runs).
func (t *wideTable) extend(chunks []uint32, remap []int32, ids, refs []uint64) *wideTable {
	n := t.refs.Len()
	if n < tableDeltaMin || t.delta.len()+len(ids) > n/32 {
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
	nt.chunks, nt.delta = nc, newTable(ids, refs, nil)
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

// wideOf returns the wide candidates of interval k of grp: the arrays
// that reach into k's block (not necessarily k).
func (x *Index) wideOf(grp *group, k uint32) []uint32 {
	if grp.wideLo == noWide {
		return nil
	}
	t := grp.wideLo + (k-grp.ivLo)>>grp.wideShift
	return x.wideCands[x.wideOff[t]:x.wideOff[t+1]]
}

// Index maps row ids to row addresses over a set of fragments.
//
// It is immutable after Build or WithFragments and safe for concurrent
// use. See the package documentation for its layout. Indexes come only
// from Build and WithFragments; the zero Index is not ready for use
// (Build(nil) returns an empty one).
type Index struct {
	frags  []fragEntry // by fragment id
	hasDel []uint64    // bit f set iff fragment f has deletions (cache-resident)

	starts []uint64   // first id of each chunk, ascending (ties by address)
	chunks []chunk    // parallel to starts
	levels [][]uint64 // search levels: levels[0] samples starts, levels[l+1] samples levels[l]

	// What only some indexes need (side tables, overlap groups, the
	// directories of big indexes), or &noExtras when none of it is
	// (never nil).
	*extras

	live int // live rows

	// fragBase is the id of fragment 0 when the fragment ids are dense
	// (fragment f has id fragBase+f, and extras.fragIDs is nil).
	fragBase uint32

	// tailClaimed is set by the first appendTail derivation, which may then
	// append to the spare capacity of this index's arrays (beyond their
	// length, which this index never reads). Later derivations copy.
	tailClaimed atomic.Bool
}

// extras holds what only some indexes need, behind one pointer: the side
// tables and overlap groups of an index with sparse arrays or overlapping
// chunks, and the directories and range table of one with thousands of
// chunks or fragments. An index of a few plain fragments (W1) carries a
// pointer instead of 13 slice headers, about 330 bytes, which would
// otherwise be most of its size.
type extras struct {
	dir chunkDir // radix directory over starts (chunkdir.go), when it pays
	// fragIDs are the fragment ids, ascending, when they are not dense
	// (nil when they are: see fragBase), and fragDir their directory
	// (fragdir.go), nil unless they have gaps and are numerous.
	fragIDs []uint32
	fragDir []uint32
	// rangeTab[f] describes fragment f when its sequence is one Range of
	// 1 to 65535 ids starting below 2^48: the start in the low 48 bits,
	// the length in the high 16 (rangeEntry); 0 otherwise. RowID maps such
	// a fragment's addresses from this dense array without reading the
	// sequence (160 bytes per fragment, out of cache when there are 1e5
	// one-row fragments). 8 bytes per fragment, kept only from
	// rangeTableMin fragments up (nil below).
	rangeTab []uint64

	sides     []*sideTable // side tables of unsorted Array (and big SortedArray) chunks
	sideBytes int          // bytes of all side tables

	groups   []group
	ivStarts []uint64
	candOff  []uint32
	cands    []uint32
	// wideOff and wideCands list the groups' wide chunks (see group),
	// and wideTabs holds their wide tables.
	wideOff   []uint32
	wideCands []uint32
	wideTabs  []*wideTable
	// chunkIv[c], for a chunk c in a group, is the elementary interval that
	// starts at c's first id: a lookup that lands on c searches only the
	// intervals before the next chunk's. Nil when there are no groups;
	// chunks without a group are never looked up in it.
	chunkIv []uint32
	// chunkGroup[c] is the overlap group of chunk c if c has chunkGrouped
	// set (see groupOf). Nil when there are no groups.
	chunkGroup []int32
	// Cover chunks (see cover.go): big cheap chunks of groups, probed
	// before the chunk search. Empty when there are no groups.
	coverStarts []uint64
	coverChunks []uint32
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

// noExtras is the extras of every index that needs none. It is shared and
// never written: an index under construction gets its own (&extras{}, or
// a copy of the one it derives from) and swaps it for noExtras once built,
// if it stayed empty (shareExtras).
var noExtras extras

// shareExtras replaces x's extras by noExtras if they hold nothing.
func (x *Index) shareExtras() {
	if o := x.extras; len(o.sides) == 0 && len(o.groups) == 0 && len(o.coverStarts) == 0 &&
		len(o.dir.ents) == 0 && o.fragIDs == nil && o.fragDir == nil && o.rangeTab == nil {
		x.extras = &noExtras
	}
}

// fragID returns the id of fragment index f.
func (x *Index) fragID(f int) uint32 {
	if x.fragIDs == nil {
		return x.fragBase + uint32(f)
	}
	return x.fragIDs[f]
}

// setFragIDs records ids (ascending, one per fragment; x owns ids and its
// extras): as fragBase alone when they are dense, else in fragIDs, with
// their directory.
func (x *Index) setFragIDs(ids []uint32) {
	if n := len(ids); n == 0 || ids[n-1]-ids[0] == uint32(n-1) {
		x.fragIDs, x.fragDir, x.fragBase = nil, nil, 0
		if n > 0 {
			x.fragBase = ids[0]
		}
		return
	}
	x.fragIDs, x.fragDir = ids, buildFragDir(ids)
}

// ownExtras gives x a copy of its extras that it may write.
func (x *Index) ownExtras() {
	o := *x.extras
	x.extras = &o
}

// Search level fan-outs. Each parent's children are 16 entries (two
// adjacent cache lines, compared independently), and levels[0] samples
// every 16th start (500 KB at 1e6 chunks). On the shared 2-core VM where
// this was measured (BenchmarkChunkSearch, BenchmarkChunkSearchRatio, 1e6
// chunks), fan-out 16 with leaf blocks of 16 was the best or tied among
// fan-outs 8/16/32 and leaf blocks of 8/16/32/64 in every run; its speed-up
// over sort.Search ranged from 1.2x to 2.1x with the other processes' load.
const (
	fanShift  = 4
	fanout    = 1 << fanShift
	leafShift = 4
)

// Build returns the index of frags. Fragment ids must be unique; each
// fragment's sequence must hold exactly PhysicalRows ids and its deletion
// vector only offsets below PhysicalRows. A row id live in two places is a
// *DuplicateRowIDError; ids present in several chunks (an updated row's
// tombstoned old copy, holes) are fine.
//
// Build does no per-row work except for unsorted Array segments (which get
// a sorted side table), SortedArray segments (scanned once for repeated
// ids), and overlapping chunks (checked for duplicate live ids, at a cost
// bounded by the smaller chunk of each overlapping pair). It runs the
// per-fragment work on up to GOMAXPROCS goroutines when there is enough of
// it.
func Build(frags []Fragment) (*Index, error) {
	sorted := slices.Clone(frags)
	slices.SortFunc(sorted, func(a, b Fragment) int { return cmp.Compare(a.ID, b.ID) })
	for i := 1; i < len(sorted); i++ {
		if sorted[i].ID == sorted[i-1].ID {
			return nil, fmt.Errorf("%w %d", ErrDuplicateFragment, sorted[i].ID)
		}
	}
	nc, err := makeAllChunks(sorted)
	if err != nil {
		return nil, err
	}
	slices.SortFunc(nc, cmpBuildChunk)
	x := &Index{frags: make([]fragEntry, len(sorted)), extras: &extras{}}
	ids := make([]uint32, len(sorted))
	for i := range sorted {
		x.frags[i] = fragEntry{seq: sorted[i].RowIDs, dv: sorted[i].Deletions}
		ids[i] = sorted[i].ID
	}
	x.buildRangeTable()
	x.setFragIDs(ids)
	x.starts = make([]uint64, len(nc))
	x.chunks = make([]chunk, len(nc))
	for i := range nc {
		x.starts[i] = nc[i].start
		x.chunks[i] = nc[i].chunk
		if nc[i].side != nil {
			if len(x.sides) > segLimit {
				return nil, errTooManySides
			}
			x.chunks[i].setSeg(uint32(len(x.sides)))
			x.sides = append(x.sides, nc[i].side)
		}
	}
	if err := x.finish(nil, nil); err != nil {
		return nil, err
	}
	return x, nil
}

// setHasDel fills hasDel from frags.
func (x *Index) setHasDel() {
	x.hasDel = make([]uint64, (len(x.frags)+63)/64)
	for f, e := range x.frags {
		if e.dv.Len() > 0 {
			x.hasDel[f>>6] |= 1 << (f & 63)
		}
	}
}

// fragDeleted reports whether fragment index f has deletions.
func (x *Index) fragDeleted(f uint32) bool {
	return x.hasDel[f>>6]&(1<<(f&63)) != 0
}

// finish builds the search levels and the overlap groups, and checks overlaps
// for duplicate live ids. For WithFragments, prev is the previous index
// and oldIdx[c] the index in prev of chunk c (-1 for a new chunk): a group
// made of exactly the chunks of one of prev's groups is copied from it
// (its chunks, intervals and candidates are the same, renumbered), and in
// the groups that are rebuilt, pairs of old chunks (checked before) are
// not checked again. Build passes nil, nil.
func (x *Index) finish(prev *Index, oldIdx []int32) error {
	var isNew []bool
	if oldIdx != nil {
		isNew = make([]bool, len(oldIdx))
		fresh := 0
		for c, o := range oldIdx {
			if o < 0 {
				isNew[c] = true
				fresh++
			}
		}
		// Most groups are copied from prev: reserve their room at once.
		x.groups = make([]group, 0, len(prev.groups)+fresh)
		x.ivStarts = make([]uint64, 0, len(prev.ivStarts)+2*fresh)
		x.candOff = make([]uint32, 0, len(prev.candOff)+2*fresh)
		x.cands = make([]uint32, 0, len(prev.cands)+8*fresh)
		if len(prev.wideOff) > 0 {
			x.wideOff = make([]uint32, 0, len(prev.wideOff))
			x.wideCands = make([]uint32, 0, len(prev.wideCands)+(maxWideBlocks+1)*fresh)
		}
	}
	n := len(x.starts)
	x.setHasDel()
	x.levels = buildLevels(x.starts)
	x.dir = buildChunkDir(x.starts)
	x.live = 0
	for i := range x.frags {
		x.live += x.frags[i].seq.Len() - x.frags[i].dv.Len()
	}
	for i := 0; i < n; {
		x.chunks[i].meta &^= chunkGrouped
		end := x.chunks[i].end
		j := i + 1
		for j < n && x.starts[j] <= end {
			end = max(end, x.chunks[j].end)
			j++
		}
		if j-i > 1 && !x.reuseGroup(prev, oldIdx, i, j) {
			if err := x.addGroup(prev, oldIdx, i, j, end, isNew); err != nil {
				return err
			}
		}
		i = j
	}
	if len(x.ivStarts) > 0 {
		x.candOff = append(x.candOff, uint32(len(x.cands)))
	}
	if len(x.wideOff) > 0 {
		x.wideOff = append(x.wideOff, uint32(len(x.wideCands)))
	}
	x.compactSides()
	x.buildCovers()
	x.shareExtras()
	return nil
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
func (x *Index) addGroup(prev *Index, oldIdx []int32, a, b int, end uint64, isNew []bool) error {
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
	for 1<<shift < wideMinIv || len(bounds) > maxWideBlocks<<shift {
		shift++
	}
	// wide holds the wide chunks with their first and last interval
	// (relative to ivLo).
	var wide []span
	var active []uint32
	next := a
	for k, lo := range bounds {
		// Drop chunks that ended before lo, add those starting at lo.
		active = slices.DeleteFunc(active, func(c uint32) bool { return x.chunks[c].end < lo })
		for next < b && x.starts[next] <= lo {
			x.chunkIv[next] = ivLo + uint32(k)
			if x.chunks[next].array() {
				if last := k + lastAtMost(bounds[k:], x.chunks[next].end); last-k >= wideMinIv {
					wide = append(wide, span{uint32(next), uint32(k), uint32(last)})
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
	tabled, wide := x.tableChunks(wide, shift)
	wideLo := uint32(noWide)
	if len(wide) > 0 {
		// Sort the wide chunks once, then deal them out to the blocks
		// they reach (counted first: the blocks are contiguous).
		slices.SortFunc(wide, func(p, q span) int { return x.cmpCandidates(p.c, q.c) })
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
		x.wideTabs = append(x.wideTabs, x.newWideTable(tabled, prev, oldIdx))
	}
	primary, most := a, 0
	for c := a; c < b; c++ {
		if n := x.chunkLen(c); n > most {
			primary, most = c, n
		}
	}
	x.groups = append(x.groups, group{end: end, ivLo: ivLo, ivHi: uint32(len(x.ivStarts)), primary: int32(primary),
		wideLo: wideLo, wideShift: shift, tab: tab})
	return x.checkGroup(prev, a, b, isNew)
}

// cmpCandidates orders the candidate chunks of an interval: cheapest
// probe first (a Range is a subtraction, holes and bitmaps a rank, sorted
// arrays a search, unsorted arrays a side-table search), then the chunk
// with more ids first (it holds more of the interval: the big fragment an
// update punched a hole into comes before the update's one-row chunk, so a
// sorted GetBatch resolves the interval's run through it in bulk and only
// the moved ids through the small one), then the newest fragment first. A
// sparse array spanning many ids thus costs the ids it does not hold
// nothing when a Range candidate has them.
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

// segmentOf returns the segment of a chunk that is neither a Range nor an
// unsorted Array.
func (x *Index) segmentOf(ch *chunk) *segment.Segment {
	seg := ch.seg()
	if ch.flags()&chunkSide != 0 {
		seg = x.sides[seg].seg
	}
	return &x.frags[ch.frag].seq.segs()[seg]
}

// dvOf returns the deletion vector of a chunk's fragment, nil if none.
func (x *Index) dvOf(ch *chunk) *DeletionVector {
	if !x.fragDeleted(ch.frag) {
		return nil
	}
	return x.frags[ch.frag].dv
}

// chunkLen returns the number of ids (live or not) of chunk c.
func (x *Index) chunkLen(c int) int {
	ch := &x.chunks[c]
	switch {
	case ch.flags()&chunkRange != 0:
		return int(ch.end - x.starts[c] + 1)
	case ch.flags()&chunkArray != 0:
		return x.sides[ch.seg()].ids.Len()
	}
	return x.segmentOf(ch).Len()
}

// chunkEach calls fn for the live ids of chunk c within [lo, hi], in
// ascending id order, with their addresses, until fn returns false. It
// returns false if fn did.
func (x *Index) chunkEach(c int, lo, hi uint64, fn func(id uint64, addr RowAddress) bool) bool {
	ch := &x.chunks[c]
	start := x.starts[c]
	lo, hi = max(lo, start), min(hi, ch.end)
	if lo > hi {
		return true
	}
	dv := x.dvOf(ch)
	first := uint32(ch.addr)
	switch {
	case ch.flags()&chunkRange != 0:
		for id := lo; ; id++ {
			pos := uint32(id - start)
			if !dv.Contains(first+pos) && !fn(id, RowAddress(ch.addr+uint64(pos))) {
				return false
			}
			if id == hi {
				return true
			}
		}
	case ch.flags()&chunkArray != 0:
		t := x.sides[ch.seg()]
		for k := t.ids.LowerBound(lo); k < t.ids.Len(); k++ {
			id := t.ids.Get(k)
			if id > hi {
				break
			}
			pos := uint32(t.positions.Get(k))
			if !dv.Contains(first+pos) && !fn(id, RowAddress(ch.addr+uint64(pos))) {
				return false
			}
		}
	default:
		pos := uint32(0)
		for id := range x.segmentOf(ch).All() {
			if id > hi {
				break
			}
			if id >= lo && !dv.Contains(first+pos) && !fn(id, RowAddress(ch.addr+uint64(pos))) {
				return false
			}
			pos++
		}
	}
	return true
}

// buildChunk is a chunk with its first id, as made per fragment before
// the global sort.
type buildChunk struct {
	start uint64
	chunk
	side *sideTable // for an unsorted Array; placed in Index.sides later
}

func cmpBuildChunk(a, b buildChunk) int {
	if c := cmp.Compare(a.start, b.start); c != 0 {
		return c
	}
	return cmp.Compare(a.addr, b.addr)
}

// parallelWork is the estimated work (segments plus array rows) below
// which makeAllChunks stays on one goroutine.
const parallelWork = 1 << 14

// makeAllChunks validates frags and makes their chunks, in fragment order,
// on up to GOMAXPROCS goroutines when there is enough work. The error, if
// any, is the one of the first bad fragment.
func makeAllChunks(frags []Fragment) ([]buildChunk, error) {
	work := 0
	for i := range frags {
		work += frags[i].RowIDs.NumSegments()
		for j := range frags[i].RowIDs.segs() {
			if k := frags[i].RowIDs.segs()[j].Kind(); k == segment.KindArray || k == segment.KindSortedArray {
				work += frags[i].RowIDs.segs()[j].Len()
			}
		}
	}
	workers := min(runtime.GOMAXPROCS(0), len(frags), work/parallelWork+1)
	if workers <= 1 {
		var out []buildChunk
		for i := range frags {
			var err error
			if out, err = makeChunks(out, &frags[i], uint32(i)); err != nil {
				return nil, err
			}
		}
		return out, nil
	}
	parts := make([][]buildChunk, workers)
	errs := make([]error, workers)
	var wg sync.WaitGroup
	per := (len(frags) + workers - 1) / workers
	for w := 0; w < workers; w++ {
		lo, hi := w*per, min((w+1)*per, len(frags))
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := lo; i < hi; i++ {
				var err error
				if parts[w], err = makeChunks(parts[w], &frags[i], uint32(i)); err != nil {
					errs[w] = err
					return
				}
			}
		}()
	}
	wg.Wait()
	total := 0
	for w := range parts {
		if errs[w] != nil {
			return nil, errs[w]
		}
		total += len(parts[w])
	}
	out := make([]buildChunk, 0, total)
	for _, p := range parts {
		out = append(out, p...)
	}
	return out, nil
}

// makeChunks validates fr and appends one chunk per non-empty segment,
// recording fragIdx as the chunks' fragment index.
func makeChunks(out []buildChunk, fr *Fragment, fragIdx uint32) ([]buildChunk, error) {
	if fr.PhysicalRows < 0 || fr.PhysicalRows > maxFragmentRows {
		return nil, fmt.Errorf("%w %d: %d physical rows (offsets are 32-bit)", ErrBadFragment, fr.ID, fr.PhysicalRows)
	}
	if n := fr.RowIDs.Len(); n != fr.PhysicalRows {
		return nil, fmt.Errorf("%w %d: row-id sequence has %d ids but the fragment has %d physical rows", ErrBadFragment, fr.ID, n, fr.PhysicalRows)
	}
	if m, ok := fr.Deletions.Max(); ok && int64(m) >= int64(fr.PhysicalRows) {
		return nil, fmt.Errorf("%w %d: deleted offset %d is not below its %d physical rows", ErrBadFragment, fr.ID, m, fr.PhysicalRows)
	}
	dv := fr.Deletions
	if dv.Len() == 0 {
		dv = nil
	}
	segs := fr.RowIDs.segs()
	if len(segs) > segLimit+1 {
		return nil, fmt.Errorf("%w: fragment %d has %d segments, more than %d", ErrTooLarge, fr.ID, len(segs), segLimit+1)
	}
	for i := range segs {
		seg := &segs[i]
		lo, hi, ok := seg.Bounds()
		if !ok || seg.Len() == 0 {
			continue
		}
		first := fr.RowIDs.SegmentStart(i)
		bc := buildChunk{start: lo, chunk: chunk{end: hi, addr: uint64(fr.ID)<<32 | uint64(first),
			frag: fragIdx, meta: uint32(i) << chunkFlagBits}}
		switch seg.Kind() {
		case segment.KindRange:
			bc.meta |= chunkRange
		case segment.KindArray:
			bc.meta |= chunkArray
			t, dups, err := newSideTable(seg, fr.ID, first, dv)
			if err != nil {
				return nil, err
			}
			bc.side = t
			if dups {
				bc.meta |= chunkDups
			}
		case segment.KindSortedArray:
			bc.meta |= chunkSorted
			dups, err := scanSortedDups(seg, fr.ID, first, dv)
			if err != nil {
				return nil, err
			}
			if dups {
				bc.meta |= chunkDups
			}
			if seg.Len() >= filterMinIDs {
				bc.meta |= chunkSide
				bc.side = &sideTable{seg: uint32(i), filter: newIDFilter(lo, hi, seg.Len(), seg.All())}
			}
		}
		out = append(out, bc)
	}
	return out, nil
}

// newSideTable builds the sorted (id, position) table of an Array segment
// and reports whether an id repeats; an id live twice is an error.
func newSideTable(seg *segment.Segment, frag uint32, first int, dv *DeletionVector) (*sideTable, bool, error) {
	ids, positions, err := seg.SortedPositions()
	if err != nil {
		return nil, false, fmt.Errorf("%w %d: %v", ErrBadFragment, frag, err)
	}
	dups := false
	for k := 1; k < len(ids); k++ {
		if ids[k] == ids[k-1] {
			dups = true
			if err := checkRepeat(ids[k], frag, first, dv, positions[k-1], positions[k]); err != nil {
				return nil, true, err
			}
		}
	}
	pos64 := make([]uint64, len(positions))
	for k, p := range positions {
		pos64[k] = uint64(p)
	}
	return &sideTable{ids: bitpack.NewArray(ids), positions: bitpack.NewArray(pos64),
		filter: newIDFilter(ids[0], ids[len(ids)-1], len(ids), slices.Values(ids))}, dups, nil
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

// search returns the last chunk whose first id is <= id, or -1.
//
// With a chunk directory (chunkdir.go: starts spread evenly enough, 4096
// chunks or more) it reads one directory entry and searches the few starts
// of the id's bucket. Otherwise it walks the sample levels from the top:
// each level holds every
// 16th entry of the one below (levels[0] every 16th start), so the
// children of one entry are 128 contiguous bytes, and each step counts
// (branch-free, sixteen independent compares) how many of them are <= id.
// A lookup touches two adjacent cache lines per level, the levels stay in
// cache, and only the last block of starts is likely to miss; a plain
// binary search takes one dependent miss per halving once it leaves the
// cached top of the array. See BenchmarkChunkSearch and
// BenchmarkChunkSearchRatio.
func (x *Index) search(id uint64) int {
	starts := x.starts
	if len(starts) == 0 || id < starts[0] {
		return -1
	}
	if len(x.dir.ents) > 0 {
		return x.dir.search(starts, id)
	}
	return x.searchLevels(id)
}

// searchLevels is search through the levels, given starts[0] <= id.
func (x *Index) searchLevels(id uint64) int {
	starts := x.starts
	idx := 0
	for l := len(x.levels) - 1; l >= 1; l-- {
		idx = descend(x.levels[l], idx, id, fanShift)
	}
	if len(x.levels) > 0 {
		idx = descend(x.levels[0], idx, id, fanShift)
	}
	return descend(starts, idx, id, leafShift)
}

// descend returns the index in level of the last entry <= id among the
// children of parent idx (level[idx<<shift :][:1<<shift]), given that the
// first of them is <= id.
func descend(level []uint64, idx int, id uint64, shift uint) int {
	lo := idx << shift
	block := level[lo:min(lo+1<<shift, len(level))]
	above := 0
	for _, v := range block {
		_, borrow := bits.Sub64(id, v, 0) // 1 iff id < v
		above += int(borrow)
	}
	return lo + len(block) - above - 1
}

// buildLevels samples starts into the search levels: levels[0] is every
// 16th (1<<leafShift) start, levels[l+1] every fanout-th entry of levels[l], up to a
// level of at most fanout entries.
func buildLevels(starts []uint64) [][]uint64 {
	var levels [][]uint64
	cur, shift := starts, uint(leafShift)
	for len(cur) > 1<<shift {
		next := make([]uint64, (len(cur)+1<<shift-1)>>shift)
		for i := range next {
			next[i] = cur[i<<shift]
		}
		levels = append(levels, next)
		cur, shift = next, fanShift
	}
	return levels
}

// lastAtMost returns the index of the last element of the ascending a that
// is <= id, given a[0] <= id. The loop is branch-free (the comparison
// becomes a borrow and a mask): on short arrays and cache-resident ones
// this beats a branchy search, whose mispredictions dominate.
func lastAtMost(a []uint64, id uint64) int {
	base, n := 0, len(a)
	for n > 1 {
		half := n >> 1
		_, borrow := bits.Sub64(id, a[base+half], 0)
		base += half & (int(borrow) - 1)
		n -= half
	}
	return base
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
	p, ok := seg.Position(id)
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
		if v, ok := seg.Get(pos + 1); !ok || v != id {
			return InvalidAddress, false
		}
		pos++
	}
	return RowAddress(ch.addr + uint64(pos)), true
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

// fragment returns the index in frags of fragment id, or -1: at once when
// the ids up to it are dense, else by a branch-free search like lastAtMost.
func (x *Index) fragment(id uint32) int {
	ids := x.fragIDs
	if ids == nil {
		if g := uint64(id) - uint64(x.fragBase); g < uint64(len(x.frags)) {
			return int(g)
		}
		return -1
	}
	if id < ids[0] {
		return -1
	}
	if x.fragDir != nil {
		return fragmentIn(ids, x.fragDir, id)
	}
	// Fragment ids are usually dense (appends take the next id): fragment
	// id sits at index id-ids[0] unless ids below it are missing.
	if g := uint64(id - ids[0]); g < uint64(len(ids)) && ids[g] == id {
		return int(g)
	}
	last := len(ids) - 1
	if id > ids[last] {
		return -1
	}
	if last >= 64 {
		// Gaps (dropped or compacted fragments) spread evenly leave id
		// near its interpolated index: gallop from there (a few probes
		// around one or two cache lines) instead of searching them all.
		g := int(uint64(id-ids[0]) * uint64(last) / uint64(ids[last]-ids[0]))
		lo, hi := g, g+1 // invariant sought: ids[lo] <= id < ids[hi]
		for step := 1; ids[lo] > id; step <<= 1 {
			hi, lo = lo, max(lo-step, 0)
		}
		for step := 1; hi <= last && ids[hi] <= id; step <<= 1 {
			lo, hi = hi, min(hi+step, last+1)
		}
		for hi-lo > 1 {
			m := int(uint(lo+hi) >> 1)
			if ids[m] <= id {
				lo = m
			} else {
				hi = m
			}
		}
		if ids[lo] != id {
			return -1
		}
		return lo
	}
	base, n := 0, len(ids)
	for n > 1 {
		half := n >> 1
		_, borrow := bits.Sub32(id, ids[base+half], 0)
		base += half & (int(borrow) - 1)
		n -= half
	}
	if ids[base] != id {
		return -1
	}
	return base
}

// RowID returns the row id at addr, or false if the fragment is unknown,
// the offset is past its rows, or the row is deleted. It finds the
// fragment by binary search over the sorted fragment ids and the offset's
// segment by binary search over the sequence's prefix offsets; it does not
// allocate.
func (x *Index) RowID(addr RowAddress) (uint64, bool) {
	f := x.fragment(addr.Fragment())
	if f < 0 {
		return 0, false
	}
	off := addr.Offset()
	if x.rangeTab != nil {
		if e := x.rangeTab[f]; e != 0 {
			if uint64(off) >= e>>rangeLenShift || x.fragDeleted(uint32(f)) && x.frags[f].dv.Contains(off) {
				return 0, false
			}
			return e&(1<<rangeLenShift-1) + uint64(off), true
		}
	}
	fr := x.frags[f]
	if fr.dv != nil && fr.dv.Contains(off) {
		return 0, false
	}
	return fr.seq.Get(int(off))
}

// rangeTableMin is the number of fragments from which an Index keeps
// rangeTab: below it the sequences RowID reads stay in cache, and the 8
// bytes per fragment would raise W1's index memory per chunk from about
// 61 to 69 bytes. A variable only so that the model test can exercise the
// table on small indexes.
var rangeTableMin = 4096

// rangeLenShift is where a rangeTab entry's length starts.
const rangeLenShift = 48

// buildRangeTable sets rangeTab from the fragments, or nil when there are
// fewer than rangeTableMin.
func (x *Index) buildRangeTable() {
	x.rangeTab = nil
	if len(x.frags) < rangeTableMin {
		return
	}
	x.rangeTab = make([]uint64, len(x.frags))
	for f := range x.frags {
		x.rangeTab[f] = rangeEntry(x.frags[f].seq)
	}
}

// rangeEntry returns the rangeTab entry of seq: start | length<<48 if seq
// is one Range of 1 to 65535 ids starting below 2^48, else 0 (RowID then
// reads the sequence).
func rangeEntry(seq Sequence) uint64 {
	if seq.d == nil || seq.d.multi || seq.d.one[0].Kind() != segment.KindRange {
		return 0
	}
	n := seq.d.one[0].Len()
	start, _, _ := seq.d.one[0].Bounds()
	if n == 0 || n >= 1<<(64-rangeLenShift) || start >= 1<<rangeLenShift {
		return 0
	}
	return start | uint64(n)<<rangeLenShift
}

// Len returns the number of live rows.
func (x *Index) Len() int { return x.live }

// NumChunks returns the number of chunks (non-empty source segments).
func (x *Index) NumChunks() int { return len(x.starts) }

// NumGroups returns the number of overlap groups (runs of chunks whose id
// ranges overlap).
func (x *Index) NumGroups() int { return len(x.groups) }

// Fragments returns the fragments, ordered by id.
func (x *Index) Fragments() []Fragment {
	out := make([]Fragment, len(x.frags))
	for i := range x.frags {
		out[i] = x.fragmentAt(i)
	}
	return out
}

func (x *Index) fragmentAt(i int) Fragment {
	e := x.frags[i]
	return Fragment{ID: x.fragID(i), RowIDs: e.seq, Deletions: e.dv, PhysicalRows: e.seq.Len()}
}

// Fragment returns the fragment with the given id.
func (x *Index) Fragment(id uint32) (Fragment, bool) {
	if f := x.fragment(id); f >= 0 {
		return x.fragmentAt(f), true
	}
	return Fragment{}, false
}

// All yields every live (id, address) pair in ascending id order. Chunks
// that overlap are merged by collecting and sorting their live pairs, one
// overlap group at a time.
func (x *Index) All() iter.Seq2[uint64, RowAddress] {
	return func(yield func(uint64, RowAddress) bool) {
		for c := 0; c < len(x.starts); {
			g := x.groupOf(c)
			if g < 0 {
				if !x.chunkEach(c, 0, math.MaxUint64, yield) {
					return
				}
				c++
				continue
			}
			b := c + 1
			for b < len(x.starts) && x.groupOf(b) == g {
				b++
			}
			for _, p := range x.groupPairs(c, b, nil) {
				if !yield(p.id, p.addr) {
					return
				}
			}
			c = b
		}
	}
}

// SizeBytes returns the memory the index holds beyond the sequences and
// deletion vectors it shares with its fragments: the chunk arrays, the
// search levels, the overlap groups and their intervals, the side tables of
// unsorted Arrays and the fragment table.
func (x *Index) SizeBytes() int {
	n := int(unsafe.Sizeof(*x))
	if x.extras != &noExtras {
		n += int(unsafe.Sizeof(*x.extras))
	}
	n += 8*cap(x.starts) + chunkBytes*cap(x.chunks)
	for _, l := range x.levels {
		n += 24 + 8*cap(l)
	}
	n += 4 * cap(x.dir.ents)
	n += int(unsafe.Sizeof(group{}))*cap(x.groups) + 8*cap(x.ivStarts) + 4*cap(x.candOff) + 4*cap(x.cands) + 4*cap(x.chunkIv) + 4*cap(x.chunkGroup)
	n += 4*cap(x.wideOff) + 4*cap(x.wideCands) + 8*cap(x.wideTabs)
	for _, t := range x.wideTabs {
		n += t.sizeBytes()
	}
	n += 8*cap(x.coverStarts) + 4*cap(x.coverChunks)
	n += 8 * cap(x.sides)
	n += int(unsafe.Sizeof(fragEntry{}))*cap(x.frags) + 4*cap(x.fragIDs) + 4*cap(x.fragDir) + 8*cap(x.rangeTab) + 8*cap(x.hasDel)
	return n + x.sideBytes
}

// WithFragments returns the index of the next version: this one without
// the fragments in removed, plus added. A fragment whose deletions changed
// is listed in removed and again in added under the same id. The chunks of
// untouched fragments are reused as they are (no per-row work for them);
// the cost is O(chunks) plus the work Build would do for added, and less
// for append-only and deletion-only commits (see the package
// documentation). x is not changed.
func (x *Index) WithFragments(removed []uint32, added []Fragment) (*Index, error) {
	add := slices.Clone(added)
	slices.SortFunc(add, func(a, b Fragment) int { return cmp.Compare(a.ID, b.ID) })
	if len(removed) > 0 {
		if y, ok := x.moreDeletions(removed, add); ok {
			return y, nil
		}
	}
	appendOnly := len(removed) == 0
	removed, add, refits := x.splitRefits(removed, add)
	nc, err := makeAllChunks(add)
	if err != nil {
		return nil, err
	}
	slices.SortFunc(nc, cmpBuildChunk)
	if appendOnly {
		if y, ok := x.appendTail(add, nc); ok {
			return y, nil
		}
	}

	// oldTo[i] is the new index of old fragment i, or -1 if removed.
	oldTo := make([]int32, len(x.frags))
	for _, id := range removed {
		f := x.fragment(id)
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
	if len(y.frags) >= rangeTableMin {
		if x.rangeTab == nil {
			y.buildRangeTable()
		} else {
			// Copy the surviving fragments' entries (a dense array) and
			// read only the added fragments' sequences.
			y.rangeTab = make([]uint64, len(y.frags))
			for i, to := range oldTo {
				if to >= 0 {
					y.rangeTab[to] = x.rangeTab[i]
				}
			}
			for j, to := range addTo {
				y.rangeTab[to] = rangeEntry(add[j].RowIDs)
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
			if len(y.sides) > segLimit {
				return nil, errTooManySides
			}
			ch.setSeg(uint32(len(y.sides)))
			y.sides = append(y.sides, side)
		}
	}
	if err := y.finish(x, oldIdx); err != nil {
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
		f := x.fragment(a.ID)
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
func (x *Index) appendTail(add []Fragment, nc []buildChunk) (*Index, bool) {
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
	if x.rangeTab != nil {
		newEntries := make([]uint64, len(add))
		for j := range add {
			newEntries[j] = rangeEntry(add[j].RowIDs)
		}
		y.rangeTab = appendShared(x.rangeTab, newEntries, inPlace)
	} else {
		y.buildRangeTable() // once, when the fragments reach rangeTableMin
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
			if len(x.sides)+len(newSides) > segLimit {
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

// extendLevels returns the search levels of starts, whose prefix was
// sampled into levels: existing samples stay, new ones are appended (with
// appendShared), and levels are added on top as needed. It equals
// buildLevels(starts).
func extendLevels(levels [][]uint64, starts []uint64, inPlace bool) [][]uint64 {
	var out [][]uint64
	cur, shift := starts, uint(leafShift)
	for l := 0; len(cur) > 1<<shift; l++ {
		want := (len(cur) + 1<<shift - 1) >> shift
		var lv []uint64
		if l < len(levels) {
			lv = levels[l]
		}
		var extra []uint64
		for i := len(lv); i < want; i++ {
			extra = append(extra, cur[i<<shift])
		}
		lv = appendShared(lv, extra, inPlace)
		out = append(out, lv)
		cur, shift = lv, fanShift
	}
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
		f := x.fragment(add[j].ID)
		if f < 0 {
			return nil, false
		}
		old := x.frags[f]
		if !sameSequence(old.seq, add[j].RowIDs) || add[j].PhysicalRows != old.seq.Len() ||
			!dvSuperset(add[j].Deletions, old.dv) {
			return nil, false
		}
		if m, ok := add[j].Deletions.Max(); ok && int64(m) >= int64(add[j].PhysicalRows) {
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
	return old.bm.AndCardinality(d.bm) == uint64(old.Len())
}
