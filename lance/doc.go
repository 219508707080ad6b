// Package lance reads the row-ID side of Lance datasets from disk: the
// version list, the manifests, the fragments' row-id and version sequences
// (as raw bytes, inline or external) and the deletion files.
//
// All reading goes through an [io/fs.FS] rooted at the dataset directory (the
// one holding _versions/), so an object store can be plugged in; [Open] is
// [OpenFS] of [os.DirFS].
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
// the inline bytes or reads the external range ([ReadExternal]).
// [WriteExternalSequence] and [ExternalWriter] write external files that
// ReadExternal reads back.
//
// Deletion files decode to a [roaring.Bitmap] of deleted physical offsets.
// Arrow files ([DecodeDeletionArrow]) must hold one record batch with one
// non-nullable UInt32 column row_id, buffers optionally ZSTD-compressed, as
// Lance writes them; the flatbuffer metadata and zstd frame headers are
// validated before arrow-go reads them, since arrow-go trusts them (and
// allocates and panics on garbage). Bitmap files ([DecodeDeletionBitmap]) are
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
// ([ErrVersionNotFound]); file system errors are wrapped unchanged.
//
// Decoders never panic on bad input and never allocate more than the input
// size (or, for deletion files, the fragment's physical row count) justifies.
package lance
