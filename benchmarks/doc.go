// Package benchmarks measures stablerow against the code a Go user would
// write instead (a []uint64 per fragment, a map[uint64]uint64, a sorted
// pair slice) and against peer libraries (parquet-go/bitpack for packing,
// RoaringBitmap/roaring and bits-and-blooms/bitset for rank and select).
//
// It is a module of its own so that users of stablerow never download the
// peers. `make bench` at the repository root runs it and prints a summary.
//
// Benchmark names follow one convention that the summary relies on:
// Benchmark<Op>/impl=<implementation>/<parameters>, where implementation is
// "ours", "naive" or a peer's name. Rows of the summary are (Op,
// parameters); columns are implementations.
package benchmarks
