//go:build !purego && amd64

package bitpack

import (
	"unsafe"

	"github.com/klauspost/cpuid/v2"
)

// CPU support, decided once at start-up. cpuid also checks that the OS saves
// the wide registers. Each set covers every extension that avo lists in the
// "Requires:" line of the kernels it guards (TestKernelRequirements checks).
var (
	// hasAVX512 guards every *AVX512 kernel.
	hasAVX512 = cpuid.CPU.Supports(cpuid.AVX, cpuid.AVX2, cpuid.BMI1, cpuid.BMI2, cpuid.POPCNT,
		cpuid.AVX512F, cpuid.AVX512BW, cpuid.AVX512DQ, cpuid.AVX512VL, cpuid.AVX512VBMI,
		cpuid.AVX512VPOPCNTDQ)
	// hasAVX2 guards every *AVX2 kernel.
	hasAVX2 = cpuid.CPU.Supports(cpuid.AVX, cpuid.AVX2, cpuid.BMI1, cpuid.BMI2, cpuid.POPCNT)
	// hasFastPDEP guards select64BMI2: BMI2 where PDEP is a fast
	// instruction, which it is not (it is microcoded, 18 to 300 cycles) on
	// AMD before Zen 3 (family 0x19).
	hasFastPDEP = cpuid.CPU.Supports(cpuid.BMI1, cpuid.BMI2) &&
		!(cpuid.CPU.VendorID == cpuid.AMD && cpuid.CPU.Family < 0x19)
)

// The implementation in use: the widest the CPU has. Only tests change
// these (to run every implementation on one machine).
var (
	useAVX512   = hasAVX512
	useAVX2     = hasAVX2
	useFastPDEP = hasFastPDEP
)

// unpackMinAVX512 is the length below which unpack stays in Go: the
// kernel's fixed cost (about 11-15 ns: the call, the tables, and a store
// forwarding stall on the buffered short source or partial last group) is
// that of 10-16 values of the scalar loop (see PERFORMANCE.md).
const unpackMinAVX512 = 16

func unpack(dst, src []uint64, base uint64, w uint) {
	if useAVX512 && w != 0 && len(dst) >= unpackMinAVX512 {
		unpackWithAVX512(dst, src, base, w)
		return
	}
	unpackGeneric(dst, src, base, w)
}

// unpackWithAVX512 is unpack on the AVX-512 kernels, without the cutoff.
func unpackWithAVX512(dst, src []uint64, base uint64, w uint) {
	n := uint(len(dst))
	if w == 0 || n == 0 {
		unpackGeneric(dst, src, base, w)
		return
	}
	// The kernel decodes a partial last group to a buffer.
	var tailValues [8]uint64
	var tailOut *uint64
	if n%8 != 0 {
		tailOut = &tailValues[0]
	}
	// The kernel loads 64 bytes at a time, all inside src: copy a shorter
	// src to a buffer that long.
	var short [8]uint64
	if len(src) < len(short) {
		copy(short[:], src)
		src = short[:]
	}
	srcBytes := 8 * uint(len(src))
	// Group j (8 values, w bytes from byte j*w) can load 64 bytes from its
	// start when j*w+64 <= srcBytes.
	safe := int(min((srcBytes-64)/w+1, n/8))
	in := (*byte)(unsafe.Pointer(unsafe.SliceData(src)))
	last := (*byte)(unsafe.Add(unsafe.Pointer(in), srcBytes-64))
	out := unsafe.SliceData(dst)
	if w > 56 && w < 64 {
		unpackAVX512Wide(out, in, last, int(n/8), safe, base, w, lowMask(w), tailOut, &unpackTables[w])
	} else {
		unpackAVX512(out, in, last, int(n/8), safe, base, w, lowMask(w), tailOut, &unpackTables[w])
	}
	if tailOut != nil {
		copy(dst[n&^7:], tailValues[:])
	}
}

// packMinAVX512 is the length below which pack stays in Go: the kernel's
// fixed cost is that of about 12 values of the scalar loop (see
// PERFORMANCE.md).
const packMinAVX512 = 16

func pack(dst, src []uint64, base uint64, w uint) {
	if useAVX512 && len(src) >= packMinAVX512 {
		packWithAVX512(dst, src, base, w)
		return
	}
	packGeneric(dst, src, base, w)
}

// packWithAVX512 is pack on the AVX-512 kernels, without the cutoff.
// dst is exactly WordsFor(len(src), w) long.
func packWithAVX512(dst, src []uint64, base uint64, w uint) {
	n := uint(len(src))
	if w == 0 || n == 0 {
		packGeneric(dst, src, base, w)
		return
	}
	groups := n / 8
	// The values of a last partial group, padded with base (packed as 0).
	var tail *uint64
	var tailValues [8]uint64
	if m := n % 8; m != 0 {
		for i := range tailValues {
			tailValues[i] = base
		}
		copy(tailValues[:], src[8*groups:])
		tail = &tailValues[0]
	}
	in := unsafe.SliceData(src)
	if w < 8 {
		packAVX512Narrow(unsafe.SliceData(dst), in, int(groups), tail, len(dst), base, w, 0x0101010101010101*lowMask(w))
		return
	}
	// The kernels write at least 64 bytes: pack a shorter dst in a buffer.
	out := dst
	var short [8]uint64
	if len(dst) < len(short) {
		out = short[:]
	}
	outBytes := 8 * uint(len(out))
	// Group j may store 64 bytes from byte j*w when j*w+64 <= outBytes.
	safe := int(min((outBytes-64)/w+1, groups))
	start := unsafe.Pointer(unsafe.SliceData(out))
	last := (*byte)(unsafe.Add(start, outBytes-64))
	if w > 56 && w < 64 {
		packAVX512Wide((*byte)(start), last, in, int(groups), safe, tail, base, w, lowMask(w), &packTables[w])
	} else {
		packAVX512((*byte)(start), last, in, int(groups), safe, tail, base, w, lowMask(w), &packTables[w])
	}
	if len(dst) < len(short) {
		copy(dst, short[:])
	}
}

// popcountMinAVX512 and popcountMinPOPCNT are the lengths (in words)
// below which popcount stays in Go, where the inlined math/bits loop beats
// the call (see PERFORMANCE.md).
const (
	popcountMinAVX512 = 12
	popcountMinPOPCNT = 8
)

func popcount(words []uint64) int {
	if useAVX512 && len(words) >= popcountMinAVX512 {
		return popcountAVX512(unsafe.SliceData(words), len(words))
	}
	if useAVX2 && len(words) >= popcountMinPOPCNT {
		return popcountPOPCNT(unsafe.SliceData(words), len(words))
	}
	return popcountGeneric(words)
}

// popcountWithAVX512 is popcount on the AVX-512 kernel, without the cutoff.
func popcountWithAVX512(words []uint64) int {
	if len(words) < 8 {
		return popcountGeneric(words)
	}
	return popcountAVX512(unsafe.SliceData(words), len(words))
}

// popcountWithPOPCNT is popcount on the POPCNT kernel, without the cutoff.
func popcountWithPOPCNT(words []uint64) int {
	return popcountPOPCNT(unsafe.SliceData(words), len(words))
}

func select64(x uint64, k int) int {
	if useFastPDEP {
		return select64BMI2(x, k)
	}
	return select64Generic(x, k)
}

func countLess(block []uint64, w uint, n int, target uint64) int {
	if useAVX512 {
		return countLessWithAVX512(block, w, n, target)
	}
	return countLessGeneric(block, w, n, target)
}

// countLessWithAVX512 is countLess on the AVX-512 kernels.
func countLessWithAVX512(block []uint64, w uint, n int, target uint64) int {
	if w == 0 || n <= 0 {
		return countLessGeneric(block, w, n, target)
	}
	src := block[:WordsFor(n, w)]
	// The kernel loads 64 bytes at a time, all inside src: copy a shorter
	// src to a buffer that long.
	var short [8]uint64
	if len(src) < len(short) {
		copy(short[:], src)
		src = short[:]
	}
	srcBytes := 8 * uint(len(src))
	groups := (uint(n) + 7) / 8
	safe := min((srcBytes-64)/w+1, groups)
	in := unsafe.Pointer(unsafe.SliceData(src))
	last := (*byte)(unsafe.Add(in, srcBytes-64))
	if w > 56 && w < 64 {
		return countLessAVX512Wide((*byte)(in), last, int(groups), int(safe), n, w, lowMask(w), target, &unpackTables[w])
	}
	return countLessAVX512((*byte)(in), last, int(groups), int(safe), n, w, lowMask(w), target, &unpackTables[w])
}
