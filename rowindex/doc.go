// Package rowindex maps Lance stable row ids to row addresses and back.
//
// A Lance table with stable row ids gives every row a u64 id that survives
// updates and compaction. Each fragment stores its ids as a Sequence
// (Lance's RowIdSequence: position p holds the id of physical offset p)
// and hides deleted rows with a DeletionVector. An Index over a set of
// Fragments answers, where a chunk is one non-empty segment of a fragment:
//
//   - Get(id): the RowAddress (fragment<<32 | offset) of the live row with
//     that id, or false if no live row has it (never assigned, a hole, or
//     deleted). A search over the chunks' first ids, O(log chunks) in a
//     few cache lines (one directory probe for thousands of evenly spread
//     chunks), then the id's position in its segment (an addition for a
//     Range) and, if the fragment has deletions, one deletion test. An id
//     that updates moved also tries the few chunks overlapping it.
//   - GetBatch(ids, out): Get for every id, into out; a run of ascending
//     ids is one merge walk through the chunks, O(1) amortised per id.
//   - Lookup(id) and LookupBatch(ids, addrs, st): what Get and GetBatch
//     find, with a Status: Live, Deleted (only deleted rows hold the id;
//     the address is the highest of theirs) or Absent (no row of the
//     index holds it). A miss costs a probe of every chunk overlapping
//     the id; the index keeps the chunks of fragments whose rows are all
//     deleted.
//   - RowID(addr): the id at an address, or false if the fragment is
//     unknown, the offset is past its rows or the row is deleted. The
//     fragment by its id (O(1) when the ids are dense, else one directory
//     probe or O(log fragments)), then the offset's segment.
//   - All: every live (id, address) pair, ascending by id; Len, NumChunks,
//     NumGroups, Fragments, Fragment and SizeBytes describe the index.
//
// Get, GetBatch, Lookup, LookupBatch and RowID neither allocate nor fail: a miss is false (or
// InvalidAddress in GetBatch's out).
//
// Build costs O(chunks log chunks) and per-row work only where the rows
// need it: an unsorted Array segment is sorted into a side table, a
// SortedArray is scanned once for repeated ids, and overlapping chunks
// are checked for an id live twice at a cost that follows the arrays' ids
// and the dense chunks' holes, bitmaps and deletion containers, not the
// rows they claim; it runs on up to GOMAXPROCS goroutines when there is enough of that.
// WithFragments derives the next version's index in O(chunks) plus the
// Build work of the added fragments, in O(added chunks) amortised for a
// commit that only appends and O(fragments) for one that only deletes.
// SizeBytes reports the index's own memory: 32 bytes per chunk, 16 bytes
// and a bit per fragment, and the side tables, filters and overlap
// structures that only some fragments need; a 100k-row Range fragment is
// one chunk.
//
// The index keeps the Sequences and DeletionVectors it is given (both
// immutable) without copying them, so a caller may share them; SizeBytes
// does not count them. Index, Sequence, VersionSequence and
// DeletionVector are immutable and safe for concurrent use, including
// WithFragments from several goroutines on one index: a derived index
// shares arrays with its parent, and neither changes.
//
// Build and WithFragments fail with errors that wrap ErrDuplicateRowID (a
// *DuplicateRowIDError naming the id's two live addresses),
// ErrBadFragment, ErrDuplicateFragment, ErrUnknownFragment or ErrTooLarge;
// decoders return a *DecodeError for bad bytes; test them with errors.Is
// and errors.As.
//
// Where it differs from Lance, on purpose: Lance's RowIdIndex materialises
// every live row (its build is linear in rows), this one keeps a record
// per segment and computes positions. Overlapping chunks need not tile
// their span densely (Lance asserts that they do, issue 7444), and an id
// live twice is an error, never a corrupted lookup. Mask rejects unsorted or duplicate offsets (PR 6083),
// and decoders return errors instead of panicking.
//
// Sequence implements Lance's sequence operations with Lance's re-encoding
// rules (Extend merges only Range+Range, Slice and Mask re-encode through
// segment, Rechunk follows rechunk_sequences and its two errors), and its
// protobuf codec is byte-exact with Lance's. VersionSequence is Lance's
// RowDatasetVersionSequence (created-at / last-updated-at versions) with
// the same mask and rechunk helpers.
//
// How the index is laid out, and why, is the design comment at the top of
// index.go.
package rowindex
