// Package rowindex maps Lance stable row ids to row addresses and back.
//
// A Lance table with stable row ids gives every row a u64 id that survives
// updates and compaction. Each fragment stores its ids as a Sequence (Lance's
// RowIdSequence: an ordered list of segment.Segment values, position p being
// physical offset p) and hides deleted rows with a DeletionVector. The Index
// answers "where is row id X now?" (Get, GetBatch) and "which id is at this
// address?" (RowID) over a set of Fragments.
//
// # Index layout
//
// The index is a flat array of chunks, one per non-empty source segment of
// each fragment, sorted by the chunk's first id: no tree and no map.
//
//	starts   []uint64   first id of each chunk (the search array)
//	chunks   []chunk    per chunk, 24 bytes and pointer-free: last id,
//	                    address of the segment's first row (fragment<<32 |
//	                    first offset), fragment index, and one word of
//	                    flags (Range, Array, SortedArray, repeated ids,
//	                    grouped) and segment index (or side-table index)
//	levels   [][]uint64 search levels: levels[0] holds every 16th start,
//	                    levels[l+1] every 16th entry of levels[l]
//	frags    []entry    per fragment, 16 bytes: its sequence (a pointer to
//	                    the segments it shares with the caller) and its
//	                    deletion vector
//	fragBase uint32     the first fragment id, when the ids are dense
//	hasDel   []uint64   one bit per fragment: has deletions
//	*extras             what only some indexes need, behind one pointer
//	                    (one shared empty value for the others):
//	  dir      chunkDir radix directory over starts: one uint32 per bucket
//	                    of ids holding about 8 chunk starts (4096+ chunks
//	                    spread evenly enough; see chunkdir.go)
//	  fragIDs  []uint32 the fragment ids, ascending, once they have a gap,
//	                    and fragDir, one entry per 64 fragment ids
//	  rangeWords []uint64 from 4096 fragments up (see below)
//	  sides, groups, intervals, candidates and covers (see below)
//
// Index itself is 144 bytes; a chunk costs 32 bytes (record and start)
// and a fragment 16 bytes and a bit, so an index of ten 100k-row
// fragments (one Range each) takes 632 bytes.
//
// A lookup reads the directory entry of its id's bucket and searches the
// few starts between it and the next (one block, usually one cache line);
// without a directory it walks the levels from the top: the sixteen
// children of an entry are two adjacent cache lines, counted branch-free,
// so each level costs two lines and the levels stay in cache; the last step
// counts one block of 16 starts. It then takes the chunk's
// record and computes address = base + segment.Position(id) (a subtraction
// for a Range, which needs nothing but the record), and, if the fragment's
// hasDel bit is set, asks its deletion vector whether that row is live.
// Nothing is materialised per row: a 100k-row Range fragment costs one
// chunk, 32 bytes plus about 0.5 bytes of search levels, and one fragment
// table entry (16 bytes and a bit; 4 more for its id once the ids have
// gaps). RowID finds the fragment at index id-fragBase when fragment ids
// are dense, through fragDir (one probe, one cache line of fragIDs) when
// they have gaps, and
// a one-segment sequence holds its segment in the same allocation; from
// 4096 fragments up, rangeWords holds each one-Range fragment's start and
// length in one word (8 bytes per fragment), so RowID on such a fragment
// does not read its sequence at all. The only
// per-row structure is the sorted (id, position) side table of an unsorted
// Array segment, bit-packed. Because the chunk arrays
// hold no pointers, the garbage collector never scans them and
// WithFragments copies them with plain memory moves.
//
// Chunks overlap after updates: an updated row keeps its id, moves to a new
// fragment, and leaves a tombstoned copy inside its old fragment's range.
// Maximal runs of transitively overlapping chunks form groups. A group's
// span is cut at every chunk start into elementary intervals, each with
// its short list of candidate chunks (those overlapping it) (flat: interval starts, an offsets
// array and one candidates array; cheapest probe first, then newest
// fragment first). Get first probes the id's cover chunk, if any: the big
// Range, holes or bitmap chunks of the groups (the fragments updates
// punched holes into), found in a short sorted array that stays in cache;
// a live hit there is the answer, as an id is live in one place only, so
// only the ids that moved pay for the search. A lookup that
// lands in a group searches the intervals and tries the candidates in turn;
// a deleted or absent id in one candidate means "not this chunk". Sparse
// array candidates of at least filterMinIDs ids carry a bucket filter
// (filterBitsPerID bits per id, in their side entry) that rejects most
// absent ids with one bit test instead of a search: the typical deep group
// is a Range or holes chunk with dozens of sparse update arrays over the
// same ids, and an updated id would otherwise search every array.
//
// Update arrays of scattered ids span their whole group, one more per
// update commit: listed in every interval they overlap, k of them would
// cost k*k candidates and a sort of every interval's list per commit. An
// array spanning more than wideMinIv intervals is wide instead: the group
// splits its intervals into at most maxWideBlocks blocks and lists each
// wide array once per block it reaches (wideOff, wideCands), tried after
// the interval's own candidates (an array finds nothing outside its ids,
// so a wide one that misses the interval costs a search, not a wrong
// answer). A group with wideTableMin or more small wide arrays (no
// filter: fewer than filterMinIDs ids, as an update commit of a few rows
// leaves) also gets a wide table: their live ids ascending, each with its
// array, the ids' low bits under a directory of small buckets, about 3
// bytes per id. Get looks an id up there once instead of searching each
// array, and GetBatch looks its missed ids up there. A group with
// wideTableMin or more wide arrays puts all of them in the table, and
// drops their filters, when the table costs fewer bytes than the filters,
// side entries and list entries (arrays of up to about 100 ids), or when
// there are wideAllMin or more: testing hundreds of filters one by one
// made an updated id's lookup slower than the map's. The wide lists hold
// only the arrays that the table does not. WithFragments carries a
// group's table over, merging the new arrays' ids into it rather than
// sorting every id again.
//
// Chunks that overlap nothing have no group and pay nothing for this. When there
// are groups, chunkIv ([]uint32, 4 bytes per chunk) records the interval
// each chunk starts, so a lookup that lands on a chunk searches only the
// intervals up to the next chunk start, not the whole group, and
// chunkGroup ([]int32, 4 bytes per chunk) its group.
//
// GetBatch on ascending ids is a merge walk, not a search per id. It
// steps forward through the chunks (galloping over skipped ones) and
// through a group's elementary intervals (linearly for up to walkLinear
// steps, then by binary search), and resolves the run of ids inside one
// chunk or interval in bulk: a Range chunk by an add per id, the other
// kinds through a segment.Cursor (segment.MapPositions), which carries the
// hole count, the bitmap word's rank or the array index from one id to
// the next, and deletions through a cursor holding the next deleted
// offset (a Range with sparse deletions maps every id before the next
// deleted row by an add). In a group, a run inside the group's primary
// chunk (its biggest, when a Range, holes or bitmap) goes through it in
// bulk whatever the intervals, and only the ids it missed are taken to
// the intervals holding them; a Range primary with a dense deletion copy
// is mapped by an add and its deleted rows found from the copy's set bits
// (walkDense). Elsewhere the run goes through the interval's cheapest
// candidate first; the ids it missed are listed once, and each
// other candidate is tried on the list: a sparse sorted array is skipped
// if its filter has no id in the list's span, and otherwise intersected
// with the list (segment.Cursor.Next on the next listed id, a gallop in
// the list to the id it returns), so it costs a step per id it holds, not
// a probe per listed id. Each candidate keeps its cursor for the whole
// batch (cursorSlots of them, direct-mapped by chunk, on the caller's
// stack).
//
// A fragment's deletion vector answers Contains from a dense bitmap copy
// when that costs at most denseSizeFactor times roaring's bytes (or
// denseAlwaysBytes), and otherwise from a summary with one bit per block of
// offsets in front of roaring, so that most live rows never search
// roaring's containers.
//
// # Duplicates
//
// An id may appear in several chunks (tombstones, holes), but it may be
// live in only one place: otherwise Build returns a *DuplicateRowIDError
// (errors.Is ErrDuplicateRowID) naming both addresses. The check is free for
// chunks that overlap nothing (their ranges are disjoint). Within a group,
// every overlapping pair with a dense chunk (Range, holes, bitmap), found
// by a sweep over the starts, is checked by walking the live ids of the
// smaller chunk inside the overlap and probing the other, so the cost is
// bounded by the overlap; pairs of two arrays (update arrays overlap each
// other wholesale) are checked together by sorting the live ids of the
// group's arrays once; when that would cost more than four times the
// group's ids, the group's live ids are collected and sorted instead.
// SortedArray and Array segments are scanned for repeated ids (the
// segment package allows them). WithFragments checks only pairs with a new
// chunk: the old chunks were checked before and only lose live ids. A new
// array's live ids are sorted with the other new arrays' and looked up in
// the previous index, whose one live copy of an id, if it is still live at
// another address, is a duplicate; so an update commit costs a lookup per
// moved row, however many old arrays overlap it.
//
// # Versions
//
// Every Index is immutable and safe for concurrent use. WithFragments
// derives the next version's index from the previous one, with no per-row
// work for untouched fragments:
//
//   - A commit that only appends (new fragment ids above the old ones, new
//     chunks after every old chunk and not overlapping) extends the arrays
//     in place: the first such derivation of an index owns the spare
//     capacity of its arrays (an atomic claim; the index itself never reads
//     past its lengths), so a chain of appends costs O(new chunks)
//     amortised. Other derivations copy, with headroom.
//   - A commit that only adds deletions (fragments re-added with the same
//     sequence and a superset of their deletions) shares every chunk array
//     and copies only the fragment table and hasDel.
//   - Anything else merges the surviving chunks (copied as they are: they
//     hold no pointers) with the new fragments' sorted chunks in O(chunks)
//     and recomputes the overlap groups in one sweep (a group whose chunks
//     are unchanged is copied); only pairs involving a new chunk are
//     checked for duplicates.
//
// # Lance operations
//
// Sequence implements Lance's sequence operations with Lance's re-encoding
// rules (Extend merges only Range+Range, Slice and Mask re-encode through
// segment, Rechunk follows rechunk_sequences and its two errors), and its
// protobuf codec is byte-exact with Lance's. VersionSequence is Lance's
// RowDatasetVersionSequence (created-at / last-updated-at versions) with the
// same mask and rechunk helpers. Unlike Lance, Mask rejects unsorted or
// duplicate offsets (PR 6083), and decoders return *DecodeError instead of
// panicking on bad bytes.
package rowindex
