// Package segment implements Lance's U64Segment: one run of row ids inside a
// fragment's row-id sequence, in one of five encodings.
//
//   - Range: the contiguous ids [start, end).
//   - RangeWithHoles: [start, end) minus an ascending list of absent ids.
//   - RangeWithBitmap: [start, end) filtered by a bitmap of end-start bits.
//   - SortedArray: ascending ids.
//   - Array: ids in any order.
//
// A Segment is an immutable value, safe for concurrent readers. Position p
// of a segment is the p-th id of its expansion; Get maps a position to its
// id and Position maps an id back to its (first) position, in constant or
// logarithmic time and without allocating.
//
// # Encoding choice
//
// FromSlice, Slice, Mask and Delete choose the encoding exactly as Lance does
// (docs/FORMAT.md §8, "Choosing an encoding when writing"): an unsorted list is an Array, an empty one
// Range(0..0), a contiguous one a Range; otherwise the smallest of the
// estimated sizes 24+4*holes (RangeWithHoles), 24+ceil(span/8)
// (RangeWithBitmap) and 24+2*n (SortedArray) wins, ties going in that
// order. So what we write is what Lance writes.
//
// # In memory
//
// Sorted arrays, unsorted arrays and the holes list are frame-of-reference
// bit-packed at the smallest width (bitpack.Array), not Lance's fixed
// 16/32/64-bit offsets. Ascending arrays of 4096 values or more keep one
// plain sample per 64 values (0.125 bytes per value), so Position does a
// binary search over a small array and then over one 64-value packed block:
// as fast as slices.BinarySearch on a []uint64 of three times the size.
// A RangeWithHoles of 64 holes or more keeps instead two bucket directories
// (by hole value and by position, about 8 holes per bucket) and one byte
// per hole locating it inside its bucket, compared eight at a time (about
// 1.8 to 2 bytes per hole in all; see holedir.go), so Position and Get jump
// to a bucket and compare a word of bytes. Bitmaps are bitpack.Bitmap,
// whose rank directory makes Position O(1) without a branch on the data;
// bitmaps with 1024 set bits or more also locate every 64th set bit (its
// word and its rank in the word, 4 bytes each), which makes Get O(1). A
// Range holds no data and never allocates. SizeBytes reports these real
// sizes, LanceSizeBytes the size of the Lance message.
//
// # Lance wire format
//
// AppendProto writes one U64Segment protobuf message body byte for byte as
// Lance (prost) does, and UnmarshalProto reads one, accepting every width and
// field order Lance or any protobuf encoder can produce and rejecting
// malformed input with a *DecodeError that wraps one of the Err* sentinels.
//
// # Differences from Lance, on purpose
//
//   - No wrapping arithmetic: the cost rule saturates, and a sorted list
//     ending at 2^64-1 becomes a SortedArray (as upstream Lance now does),
//     because a Range cannot hold an exclusive end of 2^64.
//   - A sorted list with duplicate ids becomes a SortedArray (which keeps
//     every copy); Lance's snapshot would wrap its hole count and lose ids.
//   - Malformed bytes are errors, never panics: offsets whose length is not
//     a multiple of the width, bitmaps of the wrong length or with padding
//     bits set, holes that are unsorted or outside the range, a start after
//     the end, values that overflow uint64.
//   - Segments longer than math.MaxInt values cannot be represented (Len is
//     an int): decoding them is an error and NewRange shortens them.
//   - Bounds (Lance's range()) reports no bounds for every empty range
//     encoding, as upstream Lance now does, not only for an empty Range.
//   - Mask and Delete validate their arguments (ascending, unique, in range)
//     and return an error instead of silently computing a wrong result.
//   - Delete removes every copy of a value; Lance removes one per argument.
//
// Beyond Lance, FromSliceCompact applies the same kind of choice to the real
// in-memory sizes, for callers that need not reproduce Lance's bytes.
package segment
