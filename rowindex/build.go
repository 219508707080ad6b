package rowindex

import (
	"cmp"
	"fmt"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/stablerow/stablerow/bitpack"
	"github.com/stablerow/stablerow/segment"
)

// Build returns the index of frags. Fragment ids must be unique; each
// fragment's sequence must hold exactly PhysicalRows ids and its deletion
// vector only offsets below PhysicalRows. A row id live in two places is a
// *DuplicateRowIDError; ids present in several chunks (an updated row's
// tombstoned old copy, holes) are fine.
//
// Build does no per-row work except for unsorted Array segments (which get
// a sorted side table), SortedArray segments (scanned once for repeated
// ids), and arrays overlapping other chunks (whose live ids are checked
// for duplicates; overlapping dense chunks cost their holes, bitmaps and
// deletion containers, not their rows). It runs the
// per-fragment work on up to GOMAXPROCS goroutines when there is enough of
// it.
func Build(frags []Fragment) (*Index, error) { return build(frags, &defaults) }

// build is Build with the tuning tu.
func build(frags []Fragment, tu *tuning) (*Index, error) {
	sorted := slices.Clone(frags)
	slices.SortFunc(sorted, func(a, b Fragment) int { return cmp.Compare(a.ID, b.ID) })
	for i := 1; i < len(sorted); i++ {
		if sorted[i].ID == sorted[i-1].ID {
			return nil, fmt.Errorf("%w %d", ErrDuplicateFragment, sorted[i].ID)
		}
	}
	nc, err := makeAllChunks(sorted, tu)
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
	x.buildRangeWords(tu)
	x.setFragIDs(ids)
	x.starts = make([]uint64, len(nc))
	x.chunks = make([]chunk, len(nc))
	for i := range nc {
		x.starts[i] = nc[i].start
		x.chunks[i] = nc[i].chunk
		if nc[i].side != nil {
			if len(x.sides) > tu.maxSeg {
				return nil, errTooManySides
			}
			x.chunks[i].setSeg(uint32(len(x.sides)))
			x.sides = append(x.sides, nc[i].side)
		}
	}
	if err := x.finish(nil, nil, tu); err != nil {
		return nil, err
	}
	return x, nil
}

// finish builds the search levels and the overlap groups, and checks overlaps
// for duplicate live ids. For WithFragments, prev is the previous index
// and oldIdx[c] the index in prev of chunk c (-1 for a new chunk): a group
// made of exactly the chunks of one of prev's groups is copied from it
// (its chunks, intervals and candidates are the same, renumbered), and in
// the groups that are rebuilt, pairs of old chunks (checked before) are
// not checked again. Build passes nil, nil.
func (x *Index) finish(prev *Index, oldIdx []int32, tu *tuning) error {
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
	var checks [][2]int // the chunk ranges of the groups made here
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
			if err := x.addGroup(prev, oldIdx, i, j, end, isNew, tu); err != nil {
				return err
			}
			checks = append(checks, [2]int{i, j})
		}
		i = j
	}
	if err := x.checkGroups(prev, checks, isNew); err != nil {
		return err
	}
	if len(x.ivStarts) > 0 {
		x.candOff = append(x.candOff, uint32(len(x.cands)))
	}
	if len(x.wideOff) > 0 {
		x.wideOff = append(x.wideOff, uint32(len(x.wideCands)))
	}
	x.compactSides()
	x.buildCovers(tu.coverMinIDs)
	x.shareExtras()
	return nil
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
// on up to GOMAXPROCS goroutines when there is enough work: the fragments
// are cut into pieces of segments of about equal work (one fragment of
// many update arrays is several pieces), which the goroutines take in
// turn. The error, if any, is the one of the first bad fragment.
func makeAllChunks(frags []Fragment, tu *tuning) ([]buildChunk, error) {
	segWork := func(seg *segment.Segment) int {
		if k := seg.Kind(); k == segment.KindArray || k == segment.KindSortedArray {
			return 1 + seg.Len()
		}
		return 1
	}
	work := 0
	for i := range frags {
		for j := range frags[i].RowIDs.segs() {
			work += segWork(&frags[i].RowIDs.segs()[j])
		}
	}
	workers := min(runtime.GOMAXPROCS(0), work/parallelWork+1)
	if workers <= 1 {
		var out []buildChunk
		for i := range frags {
			var err error
			if out, err = makeChunks(out, &frags[i], uint32(i), tu); err != nil {
				return nil, err
			}
		}
		return out, nil
	}
	// A bad fragment is not cut into pieces; its error is placed in the
	// order of the pieces, so that the first bad fragment's is returned.
	type piece struct {
		frag, lo, hi int
		err          error
	}
	var pieces []piece
	target := max(work/(4*workers), 1)
	for i := range frags {
		if err := checkFragment(&frags[i], tu); err != nil {
			pieces = append(pieces, piece{frag: i, err: err})
			continue
		}
		segs := frags[i].RowIDs.segs()
		lo, w := 0, 0
		for j := range segs {
			if w += segWork(&segs[j]); w >= target || j == len(segs)-1 {
				pieces = append(pieces, piece{frag: i, lo: lo, hi: j + 1})
				lo, w = j+1, 0
			}
		}
	}
	parts := make([][]buildChunk, len(pieces))
	errs := make([]error, len(pieces))
	inTurn(workers, len(pieces), func(k int) {
		if p := pieces[k]; p.err != nil {
			errs[k] = p.err
		} else {
			parts[k], errs[k] = makeSegmentChunks(nil, &frags[p.frag], uint32(p.frag), p.lo, p.hi, tu)
		}
	})
	total := 0
	for k := range parts {
		if errs[k] != nil {
			return nil, errs[k]
		}
		total += len(parts[k])
	}
	out := make([]buildChunk, 0, total)
	for _, p := range parts {
		out = append(out, p...)
	}
	return out, nil
}

// inTurn calls f(k) for every k in [0, n) on workers goroutines, each
// taking the next k in turn, and returns when every call has returned.
func inTurn(workers, n int, f func(k int)) {
	var next atomic.Int64
	var wg sync.WaitGroup
	wg.Add(workers)
	for range workers {
		go func() {
			defer wg.Done()
			for k := int(next.Add(1) - 1); k < n; k = int(next.Add(1) - 1) {
				f(k)
			}
		}()
	}
	wg.Wait()
}

// makeChunks validates fr and appends one chunk per non-empty segment,
// recording fragIdx as the chunks' fragment index.
func makeChunks(out []buildChunk, fr *Fragment, fragIdx uint32, tu *tuning) ([]buildChunk, error) {
	if err := checkFragment(fr, tu); err != nil {
		return nil, err
	}
	return makeSegmentChunks(out, fr, fragIdx, 0, len(fr.RowIDs.segs()), tu)
}

// checkFragment validates what makeSegmentChunks needs of fr as a whole.
func checkFragment(fr *Fragment, tu *tuning) error {
	if fr.PhysicalRows < 0 || fr.PhysicalRows > MaxFragmentRows {
		return fmt.Errorf("%w %d: %d physical rows (offsets are 32-bit)", ErrBadFragment, fr.ID, fr.PhysicalRows)
	}
	if n := fr.RowIDs.Len(); n != fr.PhysicalRows {
		return fmt.Errorf("%w %d: row-id sequence has %d ids but the fragment has %d physical rows", ErrBadFragment, fr.ID, n, fr.PhysicalRows)
	}
	if m, ok := fr.Deletions.Max(); ok && int64(m) >= int64(fr.PhysicalRows) {
		return fmt.Errorf("%w %d: deleted offset %d is not below its %d physical rows", ErrBadFragment, fr.ID, m, fr.PhysicalRows)
	}
	if n := len(fr.RowIDs.segs()); n > tu.maxSeg+1 {
		return fmt.Errorf("%w: fragment %d has %d segments, more than %d", ErrTooLarge, fr.ID, n, tu.maxSeg+1)
	}
	return nil
}

// makeSegmentChunks appends the chunks of fr's non-empty segments lo..hi-1
// (fr checked by checkFragment).
func makeSegmentChunks(out []buildChunk, fr *Fragment, fragIdx uint32, lo, hi int, tu *tuning) ([]buildChunk, error) {
	dv := fr.Deletions
	if dv.Len() == 0 {
		dv = nil
	}
	var scratch []uint64 // the values of a SortedArray, for scanSortedDups
	segs := fr.RowIDs.segs()
	for i := lo; i < hi; i++ {
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
			t, dups, err := newSideTable(seg, fr.ID, first, dv, tu.filterMinIDs)
			if err != nil {
				return nil, err
			}
			bc.side = t
			if dups {
				bc.meta |= chunkDups
			}
		case segment.KindSortedArray:
			bc.meta |= chunkSorted
			dups, err := scanSortedDups(seg, fr.ID, first, dv, &scratch)
			if err != nil {
				return nil, err
			}
			if dups {
				bc.meta |= chunkDups
			}
			if seg.Len() >= tu.filterMinIDs {
				bc.meta |= chunkSide
				bc.side = &sideTable{seg: uint32(i), filter: newIDFilter(lo, hi, scratch, tu.filterMinIDs)}
			}
		}
		out = append(out, bc)
	}
	return out, nil
}

// newSideTable builds the sorted (id, position) table of an Array segment,
// with an id filter from filterMinIDs ids up, and reports whether an id
// repeats; an id live twice is an error.
func newSideTable(seg *segment.Segment, frag uint32, first int, dv *DeletionVector, filterMinIDs int) (*sideTable, bool, error) {
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
		filter: newIDFilter(ids[0], ids[len(ids)-1], ids, filterMinIDs)}, dups, nil
}
