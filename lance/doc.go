// Package lance reads the row-ID side of Lance datasets wherever they live:
// the version list, the manifests, the fragments' row-id and version
// sequences (inline or external) and the deletion files.
//
// All reading goes through an [objstore.Store] rooted at the dataset
// directory (the one holding _versions/): [Open] takes a local path, a
// file:// URL or an s3://bucket/prefix URL (once the program imports
// objstore/s3store, which this package does not, so that programs reading
// local tables never link a cloud SDK); [OpenStore] takes any Store and
// [OpenFS] any [io/fs.FS].
//
// # Calls and what they cost
//
// Every call that does I/O takes a [context.Context]; cancelling it stops
// the reads in flight and returns an error wrapping ctx.Err(), and no
// goroutine outlives the call.
//
//   - [Open] lists _versions/ once. [Dataset.Versions] and
//     [Dataset.LatestNumber] list it again (one request each), so they
//     see versions written meanwhile.
//   - [Dataset.Checkout] reads the manifest (one request under V2 naming),
//     then each fragment's deletion file and external row-id sequence, up
//     to [Options].Concurrency requests at once (32 by default): a
//     100-fragment version costs about five round trips of latency, not a
//     hundred. [Version.Stats] says what it cost.
//   - Decoded fragments and indexes are kept in a [Cache] under a byte
//     budget ([DefaultCache], 256 MiB, shared by every Dataset that has no
//     cache of its own), keyed by content, never by fragment id alone. A
//     checkout reads only the fragments it does not find there.
//   - [Version.Index] does no I/O. The first index of a Dataset is built;
//     each later one is derived from the last with
//     [rowindex.Index.WithFragments], O(changed fragments).
//   - [Version.Lookup] and [Version.LookupBatch] do no I/O either: they
//     answer through the index whether an id is live, deleted (with the
//     tombstone's address), removed (below next_row_id, no row left) or
//     unassigned, as a [rowindex.Status].
//   - The created-at / last-updated-at version runs are read on first use
//     ([Version.RowVersions], [Version.Rows], [Version.Inserted],
//     [Version.Updated], [Version.Verify]).
//   - [Dataset.Follow] yields each new version as it appears, polling with
//     one List request per interval: what a CDC consumer runs.
//
// Datasets, Versions and Caches are safe for concurrent use.
//
// # Layout
//
//	_versions/{N}.manifest                 version N, naming scheme V1
//	_versions/{2^64-1-N, 20 digits}.manifest   version N, naming scheme V2
//	_deletions/{frag}-{read_version}-{id}.arrow   Arrow IPC deletion file
//	_deletions/{frag}-{read_version}-{id}.bin     roaring deletion file
//	data/*.lance                           data files (only their names are used)
//
// A manifest file is [u32 LE len][Transaction protobuf] at the offset given by
// the manifest's transaction_section field (0), then [u32 LE len][Manifest
// protobuf] at manifest_pos, then a 16-byte footer
// [u64 LE manifest_pos][u16 LE major][u16 LE minor]["LANC"]. [DecodeManifest]
// checks every length and position against the file size and decodes, with
// protowire and no generated code, the fields that matter for row IDs:
// version, feature flags, max_fragment_id, next_row_id and, per fragment, its
// id, data file paths, deletion file, physical row count, and the
// row-id / last-updated / created-at sequences ([SequenceRef]). Unknown
// fields are skipped; a known field with a wrong wire type is an error. A
// manifest with unknown reader feature flags, or one that enables stable row
// IDs while some fragment has no row ids, is refused, as Lance refuses it.
//
// Sequences are returned as bytes, undecoded: [Dataset.SequenceBytes] gives
// the inline bytes or reads the external range ([ReadExternal], one ranged
// read, bounded by what the fragment's rows can need). A manifest read from
// a store leaves its inline sequences in the manifest file (see
// [SequenceRef]): SequenceBytes reads them from there, checked against a
// CRC-32C of the first read. Manifests and deletion files are read through
// [objstore.View]: a local file is mapped, not copied into fresh memory.
// [WriteExternalSequence] and [ExternalWriter] write external files, once,
// to any writable objstore.Store, and ReadExternal reads them back.
//
// Deletion files decode to a [roaring.Bitmap] of deleted physical offsets.
// Arrow files ([DecodeDeletionArrow]) must hold one record batch with one
// non-nullable UInt32 column row_id, buffers optionally ZSTD-compressed, as
// Lance writes them; the flatbuffer metadata and zstd frame headers are
// validated with bounds-checked reads before anything is allocated from
// them, and the values are then read in place or decompressed with their
// frames' checksums checked (arrow-go is not linked: it served to read one
// column, and trusts the metadata it reads). Bitmap files ([DecodeDeletionBitmap]) are
// portable 32-bit roaring bitmaps, validated in one pass before roaring reads
// them. Every offset must be below the fragment's physical row count, and the
// count must match the manifest's num_deleted_rows when that is set. A
// missing or unreadable deletion file is an error, never "no deletions".
//
// # Errors
//
// Bad bytes give a *[FormatError] naming the file and offset, which matches
// one of the sentinels [ErrTruncated], [ErrMalformed], [ErrWrongSchema],
// [ErrOutOfRange], [ErrCountMismatch], [ErrUnsupported] or [ErrMissingRowIDs]
// with [errors.Is]. A missing version gives a *[VersionNotFoundError]
// ([ErrVersionNotFound]); store errors are wrapped unchanged (a missing
// object matches [io/fs.ErrNotExist], a special file where an object
// belongs [objstore.ErrNotRegular]). A Dataset's errors are a
// *[DatasetError] naming the dataset as the caller gave it.
//
// Decoders never panic on bad input and never allocate more than the input
// size (or, for deletion files, the fragment's physical row count) justifies;
// reads are capped at what each format allows (MaxManifestBytes for a
// manifest, the deleted row count for a deletion file) before they start.
package lance
