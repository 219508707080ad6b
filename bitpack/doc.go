// Package bitpack holds the bit-level kernels of stablerow: frame-of-reference
// (FOR) bit packing of uint64 values at widths 0..64, and bitmaps with
// constant-time rank and select.
//
// Layout: value i of a packed stream occupies stream bits [i*w, i*w+w) of
// little-endian uint64 words, least significant bit first, so 64 values at
// width w fill exactly w words and Get(i) is one or two word loads. Bitmaps
// keep bit i in word i/64 at 1<<(i%64), which is Lance's LSB-first byte
// order viewed as words on a little-endian machine. AppendSetBits (and
// Bitmap.AppendOnes) turns the set bits of words into their positions;
// FillRun writes a run of consecutive values.
//
// Every kernel has a generic Go version that is always compiled and is the
// oracle in tests. Build with -tags purego to use only those.
package bitpack
