//go:build !purego

package bitpack

// The NEON pack kernels (pack_arm64.s). Each packs 8 values a group from
// src, subtracting base: group g's values are src[8g:8g+8], its bytes the
// w at dst+g*w.

// packNEON packs groups >= 1 groups at width w (4, 6, 7, 9..15); group g
// stores the 16 bytes at dst+g*w, zeros past its w. table is
// packTablesNEON[w].
//
//go:noescape
func packNEON(dst *byte, src *uint64, groups int, base uint64, w uint, table *[64]byte)

// packNEONBytes24 is packNEON for width 24: group g stores the 32 bytes at
// dst+g*24, zeros past its 24.
//
//go:noescape
func packNEONBytes24(dst *byte, src *uint64, groups int, base uint64, w uint, table *[64]byte)

// packNEONW32 packs groups >= 1 groups at width 32 (4 words each).
//
//go:noescape
func packNEONW32(dst *uint64, src *uint64, groups int, base uint64)

// packNEONW16 packs groups >= 1 groups at width 16 (2 words each).
//
//go:noescape
func packNEONW16(dst *uint64, src *uint64, groups int, base uint64)

// packNEONW8 packs pairs >= 1 pairs of groups, 16 values, at width 8 (2
// words each).
//
//go:noescape
func packNEONW8(dst *uint64, src *uint64, pairs int, base uint64)

// packNEONTiny packs blocks >= 1 blocks of 64 values at width w (1 or 2;
// w words each). table is packTablesNEON[w].
//
//go:noescape
func packNEONTiny(dst *uint64, src *uint64, blocks int, base uint64, w uint, table *[64]byte)

// packNEONW3 packs blocks >= 1 blocks of 64 values at width 3 (3 words
// each). table is packTablesNEON[3].
//
//go:noescape
func packNEONW3(dst *uint64, src *uint64, blocks int, base uint64, table *[64]byte)
