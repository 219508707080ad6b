package rowindex

import (
	"errors"
	"fmt"
	"iter"
	"math"
	"math/bits"
	"runtime"
	"slices"
	"sync"
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
)

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
// what a lookup needs is here, in one record.
type chunk struct {
	end   uint64           // last id covered (inclusive): the segment's upper bound
	addr  uint64           // address of the segment's first row: fragment<<32 | first offset
	seg   *segment.Segment // the segment (in the fragment's Sequence); nil for a Range
	dv    *DeletionVector  // nil when the fragment has no deletions
	side  *sideTable       // unsorted Array: its ids sorted, with positions
	group int32            // overlap group index, or -1
	flags uint8
}

// chunk flags.
const (
	// chunkDups: the segment holds some id more than once (a SortedArray or
	// Array with equal values), so a deleted first copy does not end the
	// search.
	chunkDups uint8 = 1 << iota
)

// chunkBytes is the size of one chunk record.
const chunkBytes = int(unsafe.Sizeof(chunk{}))

// sideTable is the sorted (id, position) table of an unsorted Array
// segment, both columns bit-packed.
type sideTable struct {
	ids       bitpack.Array // ascending
	positions bitpack.Array // positions[k] is the position of ids[k]
}

func (t *sideTable) sizeBytes() int {
	return int(unsafe.Sizeof(*t)) + t.ids.SizeBytes() + t.positions.SizeBytes()
}

// group is a maximal run of chunks (consecutive in start order) whose id
// ranges overlap transitively. Its span is split into elementary intervals
// ivStarts[ivLo:ivHi]; interval k runs to ivStarts[k+1]-1 (the last one to
// end) and its candidate chunks are cands[candOff[k]:candOff[k+1]].
type group struct {
	end        uint64
	ivLo, ivHi uint32
}

// Index maps row ids to row addresses over a set of fragments.
//
// It is immutable after Build or WithFragments and safe for concurrent
// use. See the package documentation for its layout.
type Index struct {
	frags   []Fragment // by ID
	fragIDs []uint32   // frags[i].ID, for the binary search in RowID

	starts []uint64   // first id of each chunk, ascending (ties by address)
	chunks []chunk    // parallel to starts
	levels [][]uint64 // search levels: levels[0] samples starts, levels[l+1] samples levels[l]

	groups   []group
	ivStarts []uint64
	candOff  []uint32
	cands    []uint32

	live      int // live rows
	sideBytes int // bytes of all side tables
}

// The search levels have a fan-out of 8: one 64-byte cache line of
// uint64 starts per parent.
const (
	fanShift = 3
	fanout   = 1 << fanShift
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
	slices.SortFunc(sorted, func(a, b Fragment) int { return cmpU32(a.ID, b.ID) })
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
	x := &Index{frags: sorted}
	x.setFragments()
	x.starts = make([]uint64, len(nc))
	x.chunks = make([]chunk, len(nc))
	for i := range nc {
		x.starts[i] = nc[i].start
		x.chunks[i] = nc[i].chunk
	}
	if err := x.finish(nil); err != nil {
		return nil, err
	}
	return x, nil
}

// setFragments fills fragIDs, live and sideBytes from frags (not the side
// tables: finish counts those).
func (x *Index) setFragments() {
	x.fragIDs = make([]uint32, len(x.frags))
	x.live = 0
	for i := range x.frags {
		x.fragIDs[i] = x.frags[i].ID
		x.live += x.frags[i].PhysicalRows - x.frags[i].Deletions.Len()
	}
}

// finish builds the search levels and the overlap groups, and checks overlaps
// for duplicate live ids. isNew, if not nil, marks the chunks added by
// WithFragments: pairs of old chunks were checked before and are skipped.
func (x *Index) finish(isNew []bool) error {
	n := len(x.starts)
	x.levels = buildLevels(x.starts)
	x.sideBytes = 0
	for i := 0; i < n; {
		if x.chunks[i].side != nil {
			x.sideBytes += x.chunks[i].side.sizeBytes()
		}
		x.chunks[i].group = -1
		end := x.chunks[i].end
		j := i + 1
		for j < n && x.starts[j] <= end {
			end = max(end, x.chunks[j].end)
			if x.chunks[j].side != nil {
				x.sideBytes += x.chunks[j].side.sizeBytes()
			}
			j++
		}
		if j-i > 1 {
			if err := x.addGroup(i, j, end, isNew); err != nil {
				return err
			}
		}
		i = j
	}
	if len(x.ivStarts) > 0 {
		x.candOff = append(x.candOff, uint32(len(x.cands)))
	}
	return nil
}

// addGroup records chunks [a, b), whose ranges overlap transitively and
// whose union ends at end, as a group: it splits the span at every chunk
// boundary into elementary intervals, lists each interval's candidates in
// the order cmpCandidates gives, and checks the group for duplicate live
// ids.
func (x *Index) addGroup(a, b int, end uint64, isNew []bool) error {
	g := int32(len(x.groups))
	bounds := make([]uint64, 0, 2*(b-a))
	for c := a; c < b; c++ {
		x.chunks[c].group = g
		bounds = append(bounds, x.starts[c])
		if e := x.chunks[c].end; e < end {
			bounds = append(bounds, e+1)
		}
	}
	slices.Sort(bounds)
	bounds = slices.Compact(bounds)

	ivLo := uint32(len(x.ivStarts))
	var active []uint32
	next := a
	for _, lo := range bounds {
		// Drop chunks that ended before lo, add those starting at lo.
		active = slices.DeleteFunc(active, func(c uint32) bool { return x.chunks[c].end < lo })
		for next < b && x.starts[next] <= lo {
			active = append(active, uint32(next))
			next++
		}
		slices.SortFunc(active, x.cmpCandidates)
		x.ivStarts = append(x.ivStarts, lo)
		x.candOff = append(x.candOff, uint32(len(x.cands)))
		x.cands = append(x.cands, active...)
	}
	x.groups = append(x.groups, group{end: end, ivLo: ivLo, ivHi: uint32(len(x.ivStarts))})
	return x.checkGroup(int(g), a, b, isNew)
}

// cmpCandidates orders the candidate chunks of an interval: cheapest
// probe first (a Range is a subtraction, holes and bitmaps a rank, sorted
// arrays a search, unsorted arrays a side-table search), and among equals
// the newest fragment first (after an update the live copy is usually the
// newer one). A sparse array spanning many ids thus costs the ids it does
// not hold nothing when a Range candidate has them.
func (x *Index) cmpCandidates(p, q uint32) int {
	cp, cq := x.probeCost(int(p)), x.probeCost(int(q))
	if cp != cq {
		return cp - cq
	}
	return cmpU64(x.chunks[q].addr, x.chunks[p].addr)
}

func (x *Index) probeCost(c int) int {
	ch := &x.chunks[c]
	switch {
	case ch.seg == nil:
		return 0
	case ch.side != nil:
		return 3
	case ch.seg.Kind() == segment.KindSortedArray:
		return 2
	}
	return 1
}

// checkGroup verifies that no id is live in two chunks of group g (chunks
// [a, b)). Every pair of chunks sharing an elementary interval is checked
// by walking the live ids of the smaller one inside the overlap and probing
// the other; pairs of chunks that were both in the previous index
// (isNew false) are skipped, since they were checked then. If that would
// cost more than collecting and sorting the whole group's live ids, the
// group is checked that way instead.
func (x *Index) checkGroup(g, a, b int, isNew []bool) error {
	grp := x.groups[g]
	groupCost := 0
	for c := a; c < b; c++ {
		groupCost += x.chunkLen(c)
	}
	// Count the candidate pairs first: deep overlaps (many chunks over the
	// same ids) go straight to the sorted check.
	npairs := 0
	for k := grp.ivLo; k < grp.ivHi; k++ {
		d := int(x.candOffEnd(k) - x.candOff[k])
		npairs += d * (d - 1) / 2
	}
	if npairs > groupCost {
		return x.checkGroupSorted(a, b)
	}
	var pairs []uint64
	for k := grp.ivLo; k < grp.ivHi; k++ {
		cs := x.cands[x.candOff[k]:x.candOffEnd(k)]
		for i := 0; i < len(cs); i++ {
			for j := i + 1; j < len(cs); j++ {
				p, q := min(cs[i], cs[j]), max(cs[i], cs[j])
				if isNew != nil && !isNew[p] && !isNew[q] {
					continue
				}
				pairs = append(pairs, uint64(p)<<32|uint64(q))
			}
		}
	}
	if len(pairs) == 0 {
		return nil
	}
	slices.Sort(pairs)
	pairs = slices.Compact(pairs)
	pairCost := 0
	for _, pq := range pairs {
		pairCost += min(x.chunkLen(int(pq>>32)), x.chunkLen(int(uint32(pq))))
	}
	if pairCost > 4*groupCost {
		return x.checkGroupSorted(a, b)
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

// checkGroupSorted collects the live (id, address) pairs of chunks [a, b),
// sorts them and reports the first repeated id.
func (x *Index) checkGroupSorted(a, b int) error {
	pairs := x.groupPairs(a, b)
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

// groupPairs returns the live (id, address) pairs of chunks [a, b), sorted
// by id.
func (x *Index) groupPairs(a, b int) []idAddr {
	var pairs []idAddr
	for c := a; c < b; c++ {
		x.chunkEach(c, 0, math.MaxUint64, func(id uint64, addr RowAddress) bool {
			pairs = append(pairs, idAddr{id, addr})
			return true
		})
	}
	slices.SortFunc(pairs, func(p, q idAddr) int { return cmpU64(p.id, q.id) })
	return pairs
}

func (x *Index) candOffEnd(k uint32) uint32 {
	if int(k)+1 < len(x.candOff) {
		return x.candOff[k+1]
	}
	return uint32(len(x.cands))
}

// chunkLen returns the number of ids (live or not) of chunk c.
func (x *Index) chunkLen(c int) int {
	ch := &x.chunks[c]
	if ch.seg == nil {
		return int(ch.end - x.starts[c] + 1)
	}
	return ch.seg.Len()
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
	first := uint32(ch.addr)
	switch {
	case ch.seg == nil:
		for id := lo; ; id++ {
			pos := uint32(id - start)
			if !ch.dv.Contains(first+pos) && !fn(id, RowAddress(ch.addr+uint64(pos))) {
				return false
			}
			if id == hi {
				return true
			}
		}
	case ch.side != nil:
		t := ch.side
		for k := t.ids.LowerBound(lo); k < t.ids.Len(); k++ {
			id := t.ids.Get(k)
			if id > hi {
				break
			}
			pos := uint32(t.positions.Get(k))
			if !ch.dv.Contains(first+pos) && !fn(id, RowAddress(ch.addr+uint64(pos))) {
				return false
			}
		}
	default:
		pos := uint32(0)
		for id := range ch.seg.All() {
			if id > hi {
				break
			}
			if id >= lo && !ch.dv.Contains(first+pos) && !fn(id, RowAddress(ch.addr+uint64(pos))) {
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
}

func cmpBuildChunk(a, b buildChunk) int {
	if c := cmpU64(a.start, b.start); c != 0 {
		return c
	}
	return cmpU64(a.addr, b.addr)
}

func cmpU64(a, b uint64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

func cmpU32(a, b uint32) int { return cmpU64(uint64(a), uint64(b)) }

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
		for j := range frags[i].RowIDs.segs {
			if k := frags[i].RowIDs.segs[j].Kind(); k == segment.KindArray || k == segment.KindSortedArray {
				work += frags[i].RowIDs.segs[j].Len()
			}
		}
	}
	workers := min(runtime.GOMAXPROCS(0), len(frags), work/parallelWork+1)
	if workers <= 1 {
		var out []buildChunk
		for i := range frags {
			var err error
			if out, err = makeChunks(out, &frags[i]); err != nil {
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
				if parts[w], err = makeChunks(parts[w], &frags[i]); err != nil {
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

// makeChunks validates fr and appends one chunk per non-empty segment.
func makeChunks(out []buildChunk, fr *Fragment) ([]buildChunk, error) {
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
	segs := fr.RowIDs.segs
	for i := range segs {
		seg := &segs[i]
		lo, hi, ok := seg.Bounds()
		if !ok || seg.Len() == 0 {
			continue
		}
		first := fr.RowIDs.SegmentStart(i)
		bc := buildChunk{start: lo, chunk: chunk{end: hi, addr: uint64(fr.ID)<<32 | uint64(first), dv: dv, group: -1}}
		switch seg.Kind() {
		case segment.KindRange:
			// position = id - start: no segment needed
		case segment.KindArray:
			bc.seg = seg
			t, dups, err := newSideTable(seg, fr.ID, first, dv)
			if err != nil {
				return nil, err
			}
			bc.side = t
			if dups {
				bc.flags |= chunkDups
			}
		case segment.KindSortedArray:
			bc.seg = seg
			dups, err := scanSortedDups(seg, fr.ID, first, dv)
			if err != nil {
				return nil, err
			}
			if dups {
				bc.flags |= chunkDups
			}
		default:
			bc.seg = seg
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
	return &sideTable{ids: bitpack.NewArray(ids), positions: bitpack.NewArray(pos64)}, dups, nil
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
// The search walks the sample levels from the top: each level holds every
// 8th entry of the one below, so the entries of one parent are one 64-byte
// block, and each step counts (branch-free, eight independent compares on
// one cache line) how many of the block's entries are <= id. A lookup thus
// touches one cache line per level, and the upper levels (1/64 of the
// chunks and less) stay in cache; a plain binary search touches one line
// per halving. See BenchmarkChunkSearch.
func (x *Index) search(id uint64) int {
	starts := x.starts
	if len(starts) == 0 || id < starts[0] {
		return -1
	}
	idx := 0
	for l := len(x.levels) - 1; l >= 0; l-- {
		idx = descend(x.levels[l], idx, id)
	}
	return descend(starts, idx, id)
}

// descend returns the index in level of the last entry <= id among the
// children of parent idx (level[idx<<fanShift :][:fanout]), given that the
// first of them is <= id.
func descend(level []uint64, idx int, id uint64) int {
	lo := idx << fanShift
	block := level[lo:min(lo+fanout, len(level))]
	above := 0
	for _, v := range block {
		_, borrow := bits.Sub64(id, v, 0) // 1 iff id < v
		above += int(borrow)
	}
	return lo + len(block) - above - 1
}

// buildLevels samples starts into the search levels: levels[0] is every
// fanout-th start, levels[l+1] every fanout-th entry of levels[l], up to a
// level of at most fanout entries.
func buildLevels(starts []uint64) [][]uint64 {
	var levels [][]uint64
	cur := starts
	for len(cur) > fanout {
		next := make([]uint64, (len(cur)+fanout-1)/fanout)
		for i := range next {
			next[i] = cur[i<<fanShift]
		}
		levels = append(levels, next)
		cur = next
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
	var pos int
	switch {
	case ch.seg == nil:
		pos = int(id - x.starts[c])
	case ch.side != nil:
		t := ch.side
		k := t.ids.LowerBound(id)
		if k >= t.ids.Len() || t.ids.Get(k) != id {
			return InvalidAddress, false
		}
		pos = int(t.positions.Get(k))
		if ch.flags&chunkDups != 0 && ch.dv.Contains(uint32(ch.addr)+uint32(pos)) {
			for k++; k < t.ids.Len() && t.ids.Get(k) == id; k++ {
				if p := t.positions.Get(k); !ch.dv.Contains(uint32(ch.addr) + uint32(p)) {
					return RowAddress(ch.addr + p), true
				}
			}
			return InvalidAddress, false
		}
	default:
		p, ok := ch.seg.Position(id)
		if !ok {
			return InvalidAddress, false
		}
		pos = p
		if ch.flags&chunkDups != 0 && ch.dv.Contains(uint32(ch.addr)+uint32(pos)) {
			for p++; ; p++ {
				if v, ok := ch.seg.Get(p); !ok || v != id {
					return InvalidAddress, false
				}
				if !ch.dv.Contains(uint32(ch.addr) + uint32(p)) {
					return RowAddress(ch.addr + uint64(p)), true
				}
			}
		}
	}
	if ch.dv != nil && ch.dv.Contains(uint32(ch.addr)+uint32(pos)) {
		return InvalidAddress, false
	}
	return RowAddress(ch.addr + uint64(pos)), true
}

// getInGroup looks id up in group g, trying the candidates of its
// elementary interval in turn.
func (x *Index) getInGroup(g int32, id uint64) (RowAddress, bool) {
	grp := &x.groups[g]
	if id > grp.end {
		return InvalidAddress, false
	}
	k := grp.ivLo + uint32(lastAtMost(x.ivStarts[grp.ivLo:grp.ivHi], id))
	for _, c := range x.cands[x.candOff[k]:x.candOff[k+1]] {
		if addr, ok := x.resolve(int(c), id); ok {
			return addr, true
		}
	}
	return InvalidAddress, false
}

// Get returns the address of the live row with id, or (InvalidAddress,
// false) if no live row has it (never assigned, a hole, or deleted). It
// does not allocate.
func (x *Index) Get(id uint64) (RowAddress, bool) {
	c := x.search(id)
	if c < 0 {
		return InvalidAddress, false
	}
	ch := &x.chunks[c]
	if ch.group >= 0 {
		return x.getInGroup(ch.group, id)
	}
	if id > ch.end {
		return InvalidAddress, false
	}
	if ch.seg == nil {
		addr := ch.addr + (id - x.starts[c])
		if ch.dv != nil && ch.dv.Contains(uint32(addr)) {
			return InvalidAddress, false
		}
		return RowAddress(addr), true
	}
	return x.resolve(c, id)
}

// GetBatch looks up ids[i] into out[i] for i < min(len(ids), len(out)),
// writing InvalidAddress for ids with no live row, and returns how many
// were found. Runs of ascending ids are resolved by walking the chunks
// forward (galloping) instead of searching for each id; within a Range
// chunk of a fragment without deletions the walk is a plain add per id.
// It does not allocate.
func (x *Index) GetBatch(ids []uint64, out []RowAddress) (found int) {
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
		switch {
		case ch.group >= 0:
			addr, ok := x.getInGroup(ch.group, id)
			out[i] = addr
			if ok {
				found++
			}
			i++
		case id > ch.end:
			out[i] = InvalidAddress
			i++
		case ch.seg == nil && ch.dv == nil:
			// Every id up to end maps by an add.
			delta := ch.addr - starts[c]
			end := ch.end
			j := i
			for ; j < n; j++ {
				v := ids[j]
				if v < prev || v > end {
					break
				}
				out[j] = RowAddress(v + delta)
				prev = v
			}
			found += j - i
			i = j
		default:
			addr, ok := x.resolve(c, id)
			out[i] = addr
			if ok {
				found++
			}
			i++
		}
	}
	return found
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

// fragment returns the index in frags of fragment id, or -1.
func (x *Index) fragment(id uint32) int {
	ids := x.fragIDs
	lo, hi := 0, len(ids)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if ids[m] < id {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo < len(ids) && ids[lo] == id {
		return lo
	}
	return -1
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
	fr := &x.frags[f]
	off := addr.Offset()
	if fr.Deletions != nil && fr.Deletions.Contains(off) {
		return 0, false
	}
	return fr.RowIDs.Get(int(off))
}

// Len returns the number of live rows.
func (x *Index) Len() int { return x.live }

// NumChunks returns the number of chunks (non-empty source segments).
func (x *Index) NumChunks() int { return len(x.starts) }

// NumGroups returns the number of overlap groups (runs of chunks whose id
// ranges overlap).
func (x *Index) NumGroups() int { return len(x.groups) }

// Fragments returns the fragments, ordered by id.
func (x *Index) Fragments() []Fragment { return slices.Clone(x.frags) }

// Fragment returns the fragment with the given id.
func (x *Index) Fragment(id uint32) (Fragment, bool) {
	if f := x.fragment(id); f >= 0 {
		return x.frags[f], true
	}
	return Fragment{}, false
}

// All yields every live (id, address) pair in ascending id order. Chunks
// that overlap are merged by collecting and sorting their live pairs, one
// overlap group at a time.
func (x *Index) All() iter.Seq2[uint64, RowAddress] {
	return func(yield func(uint64, RowAddress) bool) {
		for c := 0; c < len(x.starts); {
			g := x.chunks[c].group
			if g < 0 {
				if !x.chunkEach(c, 0, math.MaxUint64, yield) {
					return
				}
				c++
				continue
			}
			b := c + 1
			for b < len(x.starts) && x.chunks[b].group == g {
				b++
			}
			for _, p := range x.groupPairs(c, b) {
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
	n += 8*cap(x.starts) + chunkBytes*cap(x.chunks)
	for _, l := range x.levels {
		n += 24 + 8*cap(l)
	}
	n += int(unsafe.Sizeof(group{}))*cap(x.groups) + 8*cap(x.ivStarts) + 4*cap(x.candOff) + 4*cap(x.cands)
	n += int(unsafe.Sizeof(Fragment{}))*cap(x.frags) + 4*cap(x.fragIDs)
	return n + x.sideBytes
}

// WithFragments returns the index of the next version: this one without
// the fragments in removed, plus added. A fragment whose deletions changed
// is listed in removed and again in added under the same id. The chunks of
// untouched fragments are reused as they are (no per-row work for them);
// the cost is O(chunks) plus the work Build would do for added. x is not
// changed.
func (x *Index) WithFragments(removed []uint32, added []Fragment) (*Index, error) {
	rm := slices.Clone(removed)
	slices.Sort(rm)
	for i, id := range rm {
		if i > 0 && id == rm[i-1] {
			return nil, fmt.Errorf("%w %d: removed twice", ErrDuplicateFragment, id)
		}
		if x.fragment(id) < 0 {
			return nil, fmt.Errorf("%w %d", ErrUnknownFragment, id)
		}
	}
	isRemoved := func(id uint32) bool {
		_, ok := slices.BinarySearch(rm, id)
		return ok
	}
	add := slices.Clone(added)
	slices.SortFunc(add, func(a, b Fragment) int { return cmpU32(a.ID, b.ID) })
	// Merge the surviving fragments with the added ones.
	frags := make([]Fragment, 0, len(x.frags)-len(rm)+len(add))
	i, j := 0, 0
	for i < len(x.frags) || j < len(add) {
		switch {
		case i < len(x.frags) && isRemoved(x.frags[i].ID):
			i++
		case j == len(add) || i < len(x.frags) && x.frags[i].ID < add[j].ID:
			frags = append(frags, x.frags[i])
			i++
		default:
			if n := len(frags); n > 0 && frags[n-1].ID == add[j].ID ||
				i < len(x.frags) && x.frags[i].ID == add[j].ID && !isRemoved(x.frags[i].ID) {
				return nil, fmt.Errorf("%w %d", ErrDuplicateFragment, add[j].ID)
			}
			frags = append(frags, add[j])
			j++
		}
	}
	nc, err := makeAllChunks(add)
	if err != nil {
		return nil, err
	}
	slices.SortFunc(nc, cmpBuildChunk)

	y := &Index{frags: frags}
	y.setFragments()
	kept := 0
	if len(rm) == 0 {
		kept = len(x.starts)
	} else {
		for c := range x.chunks {
			if !isRemoved(uint32(x.chunks[c].addr >> 32)) {
				kept++
			}
		}
	}
	total := kept + len(nc)
	y.starts = make([]uint64, 0, total)
	y.chunks = make([]chunk, 0, total)
	isNew := make([]bool, 0, total)
	c, k := 0, 0
	for c < len(x.starts) || k < len(nc) {
		if c < len(x.starts) && len(rm) > 0 && isRemoved(uint32(x.chunks[c].addr>>32)) {
			c++
			continue
		}
		takeOld := k == len(nc) || c < len(x.starts) &&
			(x.starts[c] < nc[k].start || x.starts[c] == nc[k].start && x.chunks[c].addr < nc[k].addr)
		if takeOld {
			y.starts = append(y.starts, x.starts[c])
			y.chunks = append(y.chunks, x.chunks[c])
			c++
		} else {
			y.starts = append(y.starts, nc[k].start)
			y.chunks = append(y.chunks, nc[k].chunk)
			k++
		}
		isNew = append(isNew, !takeOld)
	}
	if err := y.finish(isNew); err != nil {
		return nil, err
	}
	return y, nil
}
