//go:build !purego

package bitpack

// popcountNEON returns the number of set bits in the n words at words; n
// is a multiple of 8 and at least 8 (popcount_arm64.s).
//
//go:noescape
func popcountNEON(words *uint64, n int) int
