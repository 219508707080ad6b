package rowindex

import (
	"errors"
	"fmt"
	"iter"
	"math"
	"sync/atomic"
	"unsafe"
)

// Design
//
// This comment is the map of the package for a reader of its code; the
// package documentation (doc.go) is the contract for its callers. Every
// cutoff named here is a field of tuning (tuning.go) or a constant beside
// what it tunes; its measurement is in PERFORMANCE.md ("Cutoffs of
// rowindex"), not here.
//
// # Terminology
//
//   - chunk: one non-empty source segment of one fragment, seen from the
//     id side. Its first id (its start) is in Index.starts, the rest of
//     what a lookup needs in a 24-byte pointer-free record (chunk.go).
//   - search levels: every 16th start, every 16th of those, and so on,
//     walked from the top by a lookup (search.go); the chunk directory: a
//     radix table over the starts that replaces the levels from 4,096
//     evenly spread chunks (chunkdir.go).
//   - fragment table: one 16-byte entry per fragment, by ascending id: its
//     sequence and deletion vector, shared with the caller (Index.frags),
//     beside hasDel, one bit per fragment with deletions.
//   - side table: what an array chunk adds: for an unsorted Array its
//     sorted (id, position) pairs, bit-packed; for a SortedArray of many
//     ids only its filter. Index.sides holds them (chunk.go, build.go).
//   - filter: a bitmap of id buckets over an array's ids, which rejects
//     most absent ids with one bit test (filter.go).
//   - group: a maximal run of chunks whose id ranges overlap transitively,
//     as updates leave them (an updated row keeps its id, moves to a new
//     fragment and leaves a deleted copy in the old one) (groups.go).
//   - elementary interval: a piece of a group's span between two
//     consecutive chunk starts; candidates: the chunks overlapping an
//     interval, cheapest probe first; primary: the group's biggest chunk.
//   - wide array: an array chunk spanning tuning.wideMinIv intervals or
//     more, listed once per block of intervals instead of per interval.
//   - wide table: a group's sorted ids of many of its wide arrays, each
//     with its chunk, so that one lookup replaces a search per array;
//     delta: the entries added to a wide table since it was built
//     (widetable.go).
//   - cover: a big chunk of a group that is cheap to probe, tried before
//     the chunk search (cover.go).
//   - extras: what only some indexes need (side tables, groups, covers,
//     directories, range words), behind one pointer.
//   - range words: one word per one-Range fragment, start and length, that
//     RowID reads instead of the sequence (rowid.go).
//   - refit: a fragment that a commit removes and adds back with the same
//     sequence and more deletions; its chunks stay (derive.go).
//
// # index.go: the Index
//
// The index is a flat array of chunks sorted by start: no tree, no map.
// Index holds the fragment table, hasDel, starts, chunks, the search
// levels, the live count and fragBase (the first fragment id when the ids
// are dense); everything else is in extras, one shared empty value
// (noExtras) for indexes that need none, so that an index of a few Range
// fragments is 144 bytes plus 32 per chunk (its record and start) and 16
// and a bit per fragment: ten 100k-row Range fragments take 632 bytes.
// The chunk arrays hold no pointers: the garbage collector never scans
// them, and WithFragments copies them with plain memory moves.
//
// # chunk.go: the chunk record
//
// A chunk records its last id, the address of its segment's first row
// (fragment<<32 | first offset), its fragment's index and one word of
// flags (Range, Array, SortedArray, repeated ids, side entry, grouped)
// and segment index (or side-table index). chunkLen and chunkEach read a
// chunk's ids for the build, the duplicate check and All.
//
// # build.go: Build
//
// Build validates each fragment and makes its chunks (on several
// goroutines when there is enough work), sorts them by start and calls
// finish, which samples the search levels, builds the chunk directory,
// sweeps the starts for groups (groups.go), checks them for duplicates
// (dupcheck.go), and builds the covers. The only per-row work is an
// unsorted Array's side table, a SortedArray's scan for repeated ids and
// the duplicate check's walk of the arrays' ids.
//
// # search.go and chunkdir.go: which chunk
//
// search returns the last chunk whose start is at or below an id. With a
// directory it reads the id's bucket entry and searches the few starts up
// to the next; otherwise it walks the levels from the top, counting
// branch-free how many of an entry's sixteen children (two adjacent cache
// lines) are at or below the id, then one block of 16 starts. search.go
// also holds the package's shared searches of ascending arrays.
//
// # lookup.go: Get
//
// Get probes the id's cover chunk first, if the index has covers: a live
// hit there is the answer, as an id is live in one place only, so only
// the ids that moved pay for more. A cover that is a Range answers from
// its coverRange record (end, address delta, fragment) and the deletion
// test, without the chunk's record. Then search finds the chunk; a chunk
// outside any group answers by itself: address = first address +
// position (a subtraction for a Range, the segment's Position otherwise),
// then the deletion test if hasDel says the fragment has deletions. In a
// group (getGrouped), the chunk itself and the group's primary are tried
// if cheap, then the intervals between the chunk's start and the next
// chunk's are searched and the interval's candidates tried in turn
// (tryCandidates): narrow ones, wide ones of its block, then the wide
// table. resolve probes one chunk: a filter test first for a filtered
// array, then the segment or side table, then deletions.
//
// # groups.go: overlap groups
//
// finish sweeps the starts; a run of two or more overlapping chunks
// becomes a group (addGroup), or is copied from the previous index when
// its chunks are exactly one of its groups (reuseGroup). A group's span is
// cut at every chunk start into elementary intervals (flat: ivStarts,
// candOff and cands); chunkIv records the interval each chunk starts and
// chunkGroup its group, 4 bytes each per chunk, only when there are
// groups. Candidates are ordered by cmpCandidates: cheapest probe first
// (Range, then holes and bitmaps, sorted arrays, unsorted arrays), then
// more ids, then the newest fragment. Update arrays of scattered ids span
// their whole group, one more per update commit: listed per interval, k
// of them would cost k*k candidates, so an array spanning
// tuning.wideMinIv intervals or more is wide and listed once per block of
// intervals (at most maxWideBlocks blocks), after the narrow candidates.
//
// # widetable.go: the wide table
//
// From tuning.wideTableMin wide arrays, a group has a wide table: the
// small wide arrays (no filter) or all of them, their filters dropped,
// when the table costs fewer bytes than their filters and list entries or
// there are tuning.wideAllMin of them (tableChunks). Its entries are the
// ids, ascending, each with its chunk, the ids' low bits kept under a
// directory of buckets of 4 to 8 entries, about 3 bytes per id. A
// derivation carries the table over and adds the new arrays' ids to a
// delta (withDelta) until the delta passes 1/32 of the table, then
// rebuilds it (groupTable).
//
// # batch.go and cursor.go: GetBatch
//
// GetBatch on ascending ids is a merge walk, not a search per id: it
// gallops forward over the chunks and, in a group, over its intervals,
// and resolves the run of ids inside one chunk or interval in bulk (a
// Range by an add per id, the other kinds through a segment.Cursor, the
// deletions through a cursor holding the next deleted offset). In a
// group, the run first goes through the cover chunk holding it (or the
// primary chunk); only the ids it missed go to the intervals holding
// them, where each candidate is intersected with the missed ids rather
// than probed per id. Each candidate keeps its cursor for the whole batch
// (cursor.go: cursorSlots of them, direct-mapped by chunk, on the stack
// of getBatchCursors, zeroed only if some run walks a group). No id costs
// more than about a Get: an id whose successor descends or lies more
// than walkGap above it is looked up as Get does (in an index with Range
// covers, a block of them at a time: getLoneBlock; a pair or triple of
// close ids in a Range cover, with the lone ids after it in that cover,
// takes one cover search and a deletion test each: walkCover), and a
// Range with a dense deletion bitmap finds the deleted ids of a run by a
// walk over the bitmap's words only while that costs no more than a bit
// test per id.
//
// # rowid.go and fragdir.go: RowID
//
// RowID finds the fragment's index (fragIndex) at id-fragBase when the
// fragment ids are dense, through the fragment directory (one probe, one
// cache line of fragIDs) when they have gaps and are many, by an
// interpolated gallop or a branch-free search otherwise. From
// tuning.rangeWordsMin fragments, a one-Range fragment's range word gives
// the id without reading the sequence; otherwise the sequence finds the
// offset's segment.
//
// # dupcheck.go: an id live twice
//
// Chunks outside groups cannot share an id. Within a group, each live id
// of a (new) array probes the dense chunks (Range, holes, bitmap) covering
// it, read from its interval's candidates; (new) arrays whose spans
// overlap are checked together by sorting their live ids; in a
// derivation, a new array's ids are looked up in the previous index, whose
// one live copy of an id is a duplicate if it is still live elsewhere.
// Dense chunks are checked against one another only where two of them
// overlap, by merging their runs of live ids: between the runs of deleted
// offsets (read from the roaring containers, dvruns.go) and the holes or
// clear bits (found by a binary search on positions). Arrays are also
// scanned for repeated ids (segment allows them).
//
// # derive.go: WithFragments
//
// A commit that only appends (ids above the old ones, chunks after every
// old one, not overlapping) extends the arrays, in place for the first
// derivation of an index (tailClaimed, an atomic claim on the spare
// capacity, which the index itself never reads). A commit that only adds
// deletions shares every chunk array and copies the fragment table and
// hasDel. Anything else keeps the refitted fragments' chunks, merges the
// surviving chunks with the new fragments' in O(chunks), and runs finish,
// which copies unchanged groups and checks only pairs with a new chunk.
//
// # deletion.go, sequence.go, versions.go, address.go
//
// A DeletionVector answers Contains from a dense bitmap copy when that
// costs at most denseSizeFactor times roaring's bytes (or
// denseAlwaysBytes), and otherwise from a summary with one bit per block
// of offsets in front of roaring. Sequence, VersionSequence and
// RowAddress are the Lance values and their codecs.

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

// fragEntry is what the index keeps of a fragment: its sequence (a
// pointer to the caller's segments, shared) and its deletion vector as
// given (nil or empty for none), 16 bytes that WithFragments copies by
// value.
type fragEntry struct {
	seq Sequence
	dv  *DeletionVector
}

// Index maps row ids to row addresses over a set of fragments.
//
// It is immutable after Build or WithFragments and safe for concurrent
// use; the package documentation says what its methods cost. Indexes come only
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
// chunks, and the directories and range words of one with thousands of
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
	// rangeWords[f] describes fragment f when its sequence is one Range of
	// 1 to 65535 ids starting below 2^48: the start in the low 48 bits,
	// the length in the high 16 (rangeWord); 0 otherwise. RowID maps such
	// a fragment's addresses from this dense array without reading the
	// sequence (160 bytes per fragment, out of cache when there are 1e5
	// one-row fragments). 8 bytes per fragment, kept only from
	// tuning.rangeWordsMin fragments up (nil below).
	rangeWords []uint64

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
	coverRanges []coverRange // Get's fast path through Range covers
}

// noExtras is the extras of every index that needs none. It is shared and
// never written: an index under construction gets its own (&extras{}, or
// a copy of the one it derives from) and swaps it for noExtras once built,
// if it stayed empty (shareExtras).
var noExtras extras

// shareExtras replaces x's extras by noExtras if they hold nothing.
func (x *Index) shareExtras() {
	if o := x.extras; len(o.sides) == 0 && len(o.groups) == 0 && len(o.coverStarts) == 0 &&
		len(o.dir.ents) == 0 && o.fragIDs == nil && o.fragDir == nil && o.rangeWords == nil {
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
	if f := x.fragIndex(id); f >= 0 {
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
	n += 8*cap(x.coverStarts) + 4*cap(x.coverChunks) + int(unsafe.Sizeof(coverRange{}))*cap(x.coverRanges)
	n += 8 * cap(x.sides)
	n += int(unsafe.Sizeof(fragEntry{}))*cap(x.frags) + 4*cap(x.fragIDs) + 4*cap(x.fragDir) + 8*cap(x.rangeWords) + 8*cap(x.hasDel)
	return n + x.sideBytes
}
