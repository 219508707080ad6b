package rowindex

import (
	"unsafe"

	"github.com/stablerow/stablerow/bitpack"
	"github.com/stablerow/stablerow/segment"
)

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
// bit-packed; for a SortedArray of at least tuning.filterMinIDs ids, the segment
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
