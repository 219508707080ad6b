//go:build !purego

package bitpack

// popcountNEON returns the number of set bits in the n words at words; n
// is a multiple of 8 and at least 8 (popcount_arm64.s).
//
//go:noescape
func popcountNEON(words *uint64, n int) int

// popcountSuperNEON writes, for each of the nsuper >= 1 superblocks of 32
// words at words, the set bits of its four basic blocks of 8 words to
// counts, 16 bits each (block k at bits 16k).
//
//go:noescape
func popcountSuperNEON(words *uint64, nsuper int, counts *uint64)
