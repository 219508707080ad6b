//go:build !purego

package bitpack

// fillRunNEON writes start, start+1, ... (modulo 2^64) to the n uint64s at
// dst; n is a multiple of 8 and at least 8 (fillrun_arm64.s).
//
//go:noescape
func fillRunNEON(dst *uint64, n int, start uint64)
