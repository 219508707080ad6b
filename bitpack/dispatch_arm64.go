//go:build !purego && arm64

package bitpack

import (
	"unsafe"

	"github.com/klauspost/cpuid/v2"
)

// hasNEON guards every *NEON kernel. Advanced SIMD (ASIMD, "NEON") is
// part of every arm64 CPU Go runs on; the check is the same guard the
// amd64 kernels have.
var hasNEON = cpuid.CPU.Supports(cpuid.ASIMD)

// useNEON selects the NEON kernels. Only tests change it.
var useNEON = hasNEON

// The cutoffs below which the dispatch stays in Go. No arm64 machine
// measured them: they are the lengths where llvm-mca's predicted loop
// costs (PERFORMANCE.md, "arm64 (predicted by llvm-mca)") repay a
// kernel's call and set-up, about 20 cycles, with a margin.
const (
	// unpackMinNEON: below 64 values unpackScalar goes value by value.
	unpackMinNEON = 16
	// popcountMinNEON: the Go loop (2 cycles a word predicted on
	// Neoverse N1, against 0.5) inlines, the kernel is a call.
	popcountMinNEON = 16
	// fillRunMinNEON: the Go loop writes a value in 0.8 cycles
	// (predicted), the kernel in 0.5.
	fillRunMinNEON = 32
	// packMinNEON: below 32 values packNEON's last groups, packed in a
	// buffer and copied, are most of the work (as for the AVX2 window
	// kernels, packMinAVX2Window).
	packMinNEON = 32
)

// unpack is Unpack.
func unpack(dst, src []uint64, base uint64, w uint) {
	src = unpackSource(dst, src, w)
	if useNEON && len(dst) >= unpackMinNEON && unpackNEONKind(w) != unpackInGo {
		unpackWithNEON(dst, src, base, w)
		return
	}
	unpackScalar(dst, src, base, w)
}

// The NEON unpack kernels, as unpackNEONKind names them.
const (
	unpackInGo = iota
	unpackGeneral
	unpackBytes32
	unpackBytes64
)

// unpackNEONKind returns the kernel unpack runs at width w: only where
// llvm-mca predicts it at least 1.3 times as fast as unpackBlocks on both
// Neoverse N1 and Apple M1 (PERFORMANCE.md, "arm64 (predicted by
// llvm-mca)"; scripts/mca/mca.go, which must list the same widths). At
// widths 1..17 unpackNEON is predicted 1.14-1.28x on N1, whose two vector
// pipes it fills (its 64-byte store alone takes four of their slots); a
// kernel of 64-bit lanes for 26..56, 0.8-1.3x.
func unpackNEONKind(w uint) int {
	switch {
	case w == 8 || w == 16 || w == 24 || w == 32:
		return unpackBytes32
	case w == 40 || w == 48 || w == 56:
		return unpackBytes64
	case w >= 18 && w <= 25:
		return unpackGeneral
	}
	return unpackInGo
}

// unpackNEONCall runs kernel kind on groups groups (>= 1).
func unpackNEONCall(kind int, dst *uint64, src *byte, groups uint, base uint64, w uint) {
	table := &unpackTablesNEON[w]
	switch kind {
	case unpackGeneral:
		unpackNEON(dst, src, int(groups), base, w, table)
	case unpackBytes32:
		unpackNEONBytes32(dst, src, int(groups), base, w, table)
	default:
		unpackNEONBytes64(dst, src, int(groups), base, w, table)
	}
}

// unpackWithNEON is unpack on the NEON kernels, without the cutoff; the
// widths without a kernel stay in Go. The kernels' loads reach past a
// group's bytes: up to the end of the page that holds src's last byte,
// every group decodes from src; where they would reach further, the
// groups whose loads stay inside src decode from src, the others from a
// padded copy of src's last bytes. The kernels store whole groups: the
// partial last group's values go through a buffer.
func unpackWithNEON(dst, src []uint64, base uint64, w uint) {
	n := uint(len(dst))
	kind := unpackNEONKind(w)
	if kind == unpackInGo || n == 0 {
		unpackScalar(dst, src, base, w)
		return
	}
	groups, tail := n/8, n%8
	// Group g's loads end at byte g*w + reach.
	reach := w/2 + 16
	if kind == unpackBytes64 {
		reach = 3*(w/4) + 16
	}
	srcBytes := 8 * uint(len(src))
	in := (*byte)(unsafe.Pointer(unsafe.SliceData(src)))
	// Groups safe.. and the partial last one decode from restIn, the bytes
	// of group safe on: src itself where the loads of the last group (the
	// partial one if tail) stay inside the page that holds src's last
	// byte, else a copy of the rest of src, padded so that their loads
	// stay inside it: the whole groups' bytes are fewer than reach (58 at
	// most, else another group would be safe), a partial group's alone
	// fewer than w+8, and a group's loads end reach bytes after its start:
	// 116 bytes at most.
	safe, restIn := groups, (*byte)(unsafe.Add(unsafe.Pointer(in), groups*w))
	if !loadsInPage(in, srcBytes, (groups+min(tail, 1)-1)*w+reach) {
		safe = 0
		if srcBytes >= reach {
			safe = min((srcBytes-reach)/w+1, groups)
		}
		var buf [16]uint64
		restBytes := unsafe.Slice((*byte)(unsafe.Add(unsafe.Pointer(in), safe*w)), srcBytes-safe*w)
		restIn = (*byte)(unsafe.Pointer(&buf[0]))
		copy(unsafe.Slice(restIn, 8*len(buf)), restBytes)
	}
	if safe > 0 {
		unpackNEONCall(kind, unsafe.SliceData(dst), in, safe, base, w)
	}
	rest := groups - safe
	if rest > 0 {
		unpackNEONCall(kind, &dst[8*safe], restIn, rest, base, w)
	}
	if tail != 0 {
		var tailValues [8]uint64
		unpackNEONCall(kind, &tailValues[0], (*byte)(unsafe.Add(unsafe.Pointer(restIn), rest*w)), 1, base, w)
		copy(dst[8*groups:], tailValues[:])
	}
}

// pack is Pack.
func pack(dst, src []uint64, base uint64, w uint) {
	dst = packDest(dst, src, w)
	if useNEON && len(src) >= packMinNEON && packNEONKind(w) != packInGo {
		packWithNEON(dst, src, base, w)
		return
	}
	packScalar(dst, src, base, w)
}

// The NEON pack kernels, as packNEONKind names them.
const (
	packInGo = iota
	packNEONGeneral
	packNEONBytes24Kind
	packNEONW8Kind
	packNEONW16Kind
	packNEONW32Kind
	packNEONTinyKind
	packNEONW3Kind
)

// packNEONKind returns the kernel pack runs at width w: only where
// llvm-mca predicts it at least 1.3 times as fast as packBlocks on both
// Neoverse N1 and Apple M1 (PERFORMANCE.md, "arm64 (predicted by
// llvm-mca)"; scripts/mca/mca.go, which must list the same widths).
// packNEON's two TBLs cannot pack widths 1, 2, 3 and 5 (three values
// share a byte there; packNEONTiny packs 1 and 2, packNEONW3 3, and 5
// stays in Go: its group's 40 bits pass a 32-bit lane); at 17..25 it needs four
// (1.2x predicted on N1), and the 64-bit-lane kernels of 40, 48 and 56 are
// predicted at 1.0-1.2x.
func packNEONKind(w uint) int {
	switch {
	case w == 1 || w == 2:
		return packNEONTinyKind
	case w == 3:
		return packNEONW3Kind
	case w == 8:
		return packNEONW8Kind
	case w == 16:
		return packNEONW16Kind
	case w == 32:
		return packNEONW32Kind
	case w == 24:
		return packNEONBytes24Kind
	case w == 4 || w == 6 || w == 7 || w >= 9 && w <= 15:
		return packNEONGeneral
	}
	return packInGo
}

// packWithNEON is pack on the NEON kernels, without the cutoff; the widths
// without a kernel stay in Go. dst is exactly WordsFor(len(src), w) long.
func packWithNEON(dst, src []uint64, base uint64, w uint) {
	n := uint(len(src))
	kind := packNEONKind(w)
	if kind == packInGo || n == 0 {
		packScalar(dst, src, base, w)
		return
	}
	// Widths 1, 2, 3, 8, 16 and 32: the kernels store exactly the words
	// of their units (64 values at 1..3, 16 at 8, 8 at 16 and 32); the
	// values after them start on a word and go to packGeneric.
	per := uint(8)
	switch kind {
	case packNEONTinyKind, packNEONW3Kind:
		per = 64
	case packNEONW8Kind:
		per = 16
	}
	switch kind {
	case packNEONTinyKind, packNEONW3Kind, packNEONW8Kind, packNEONW16Kind, packNEONW32Kind:
		units := n / per
		if units > 0 {
			out, in := unsafe.SliceData(dst), unsafe.SliceData(src)
			switch kind {
			case packNEONTinyKind:
				packNEONTiny(out, in, int(units), base, w, &packTablesNEON[w])
			case packNEONW3Kind:
				packNEONW3(out, in, int(units), base, &packTablesNEON[3])
			case packNEONW8Kind:
				packNEONW8(out, in, int(units), base)
			case packNEONW16Kind:
				packNEONW16(out, in, int(units), base)
			default:
				packNEONW32(out, in, int(units), base)
			}
		}
		done := units * per
		packGeneric(dst[done*w/64:], src[done:], base, w)
		return
	}
	// packNEON and packNEONBytes24: group g stores up to byte g*w+reach,
	// so the groups whose stores would pass dst's end, and the last
	// partial group (padded with base), are packed into a buffer whose
	// bytes are then copied to dst.
	reach := uint(16)
	if kind == packNEONBytes24Kind {
		reach = 32
	}
	groups := n / 8
	dstBytes := 8 * uint(len(dst))
	safe := uint(0)
	if dstBytes >= reach {
		safe = min((dstBytes-reach)/w+1, groups)
	}
	out := (*byte)(unsafe.Pointer(unsafe.SliceData(dst)))
	if safe > 0 {
		packNEONCall(kind, out, unsafe.SliceData(src), safe, base, w)
	}
	restBytes := dstBytes - safe*w
	if restBytes == 0 {
		return
	}
	// The rest (if only the padding of the last word, buf's zeros): fewer
	// than reach/w+1 whole groups (5 at width 4, 2 at
	// 24) and the partial one, 48 values at most; their bytes and the
	// reach past the last fit in buf (80 bytes at most, at width 24).
	var values, buf [48]uint64
	rest := copy(values[:], src[8*safe:])
	restGroups := (rest + 7) / 8
	for i := rest; i < 8*restGroups; i++ {
		values[i] = base
	}
	if restGroups > 0 {
		packNEONCall(kind, (*byte)(unsafe.Pointer(&buf[0])), &values[0], uint(restGroups), base, w)
	}
	copy(unsafe.Slice((*byte)(unsafe.Add(unsafe.Pointer(out), safe*w)), restBytes),
		unsafe.Slice((*byte)(unsafe.Pointer(&buf[0])), restBytes))
}

// packNEONCall runs kernel kind (packNEONGeneral or packNEONBytes24Kind)
// on groups groups (>= 1). (Direct calls: through a func value, the
// buffers of packWithNEON would escape.)
func packNEONCall(kind int, dst *byte, src *uint64, groups uint, base uint64, w uint) {
	if kind == packNEONBytes24Kind {
		packNEONBytes24(dst, src, int(groups), base, w, &packTablesNEON[w])
		return
	}
	packNEON(dst, src, int(groups), base, w, &packTablesNEON[w])
}

func popcount(words []uint64) int {
	if useNEON && len(words) >= popcountMinNEON {
		return popcountWithNEON(words)
	}
	return popcountGeneric(words)
}

// popcountWithNEON is popcount on the NEON kernel, without the cutoff: the
// kernel counts whole groups of 8 words, Go the rest.
func popcountWithNEON(words []uint64) int {
	n := len(words) &^ 7
	c := 0
	if n > 0 {
		c = popcountNEON(unsafe.SliceData(words), n)
	}
	return c + popcountGeneric(words[n:])
}

// superCounts is superCountsGeneric on the NEON kernel (no cutoff: one
// superblock, 32 words, is predicted at 18 cycles against 64 for the Go
// loops).
func superCounts(dir, words []uint64) {
	if useNEON {
		superCountsWithNEON(dir, words)
		return
	}
	superCountsGeneric(dir, words)
}

// superCountsWithNEON is superCounts on the NEON kernel.
func superCountsWithNEON(dir, words []uint64) {
	if len(dir) == 0 {
		return
	}
	_ = words[:superWords*len(dir)]
	popcountSuperNEON(unsafe.SliceData(words), len(dir), unsafe.SliceData(dir))
}

func select64(x uint64, k int) int { return select64Generic(x, k) }

func selectInWindow(nwords int) bool { return nwords <= rankBranchlessWords }

func selectNear(words, dir []uint64, lo int, k, flip uint64) int {
	return selectBranchless(words, dir, lo, k, flip)
}

func setBits(out, words []uint64, base uint64) { setBitsGeneric(out, words, base) }

func fillRun(dst []uint64, start uint64) {
	if useNEON && len(dst) >= fillRunMinNEON {
		fillRunWithNEON(dst, start)
		return
	}
	fillRunGeneric(dst, start)
}

// fillRunWithNEON is fillRun on the NEON kernel, without the cutoff: the
// kernel writes groups of eight values, Go the last len(dst)%8.
func fillRunWithNEON(dst []uint64, start uint64) {
	n := len(dst) &^ 7
	if n > 0 {
		fillRunNEON(unsafe.SliceData(dst), n, start)
	}
	fillRunGeneric(dst[n:], start+uint64(n))
}
