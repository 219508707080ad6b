//go:build !purego

package bitpack

// The NEON unpack kernels (unpack_arm64.s). Each decodes groups >= 1
// groups of 8 values of width w from src, adding base to each, and writes
// dst[8g:8g+8] for group g, the w bytes at src+g*w. table is
// unpackTablesNEON[w]. unpackNEONReach gives how far past a group's start
// each kernel's loads read.

// unpackNEON decodes widths 1..25: it reads the 16 bytes at src+g*w and
// the 16 at src+g*w+w/2.
//
//go:noescape
func unpackNEON(dst *uint64, src *byte, groups int, base uint64, w uint, table *[64]byte)

// unpackNEONBytes32 decodes widths 8, 16, 24 and 32, reading the same
// bytes as unpackNEON.
//
//go:noescape
func unpackNEONBytes32(dst *uint64, src *byte, groups int, base uint64, w uint, table *[64]byte)

// unpackNEONBytes64 decodes widths 40, 48 and 56: it reads the 16 bytes
// at src+g*w+q*w/4 for q = 0..3.
//
//go:noescape
func unpackNEONBytes64(dst *uint64, src *byte, groups int, base uint64, w uint, table *[64]byte)
