//go:build !purego

package bitpack

// unpackNEON decodes groups >= 1 groups of 8 values of width w (1..25)
// from src, adding base to each (unpack_arm64.s). Group g reads the 16
// bytes at src+g*w and the 16 at src+g*w+w/2 and writes dst[8g:8g+8].
// table is unpackTablesNEON[w].
//
//go:noescape
func unpackNEON(dst *uint64, src *byte, groups int, base uint64, w uint, table *[64]byte)
