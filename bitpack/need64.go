//go:build 386 || arm || mips || mipsle

package bitpack

// stablerow needs 64-bit ints: row counts, bitmap lengths and packed
// positions reach past 2^31, and its limits are checked as ints. A 32-bit
// build stops here with this identifier in the error.
var _ = stablerow_needs_a_64_bit_platform
