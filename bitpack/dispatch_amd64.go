//go:build !purego && amd64

package bitpack

import (
	"unsafe"

	"github.com/klauspost/cpuid/v2"
)

// The extensions each family of kernels needs: every extension that avo
// lists in the "Requires:" line of the kernels it guards
// (TestKernelRequirements checks).
var (
	// avx512Features guards every *AVX512* kernel.
	avx512Features = []cpuid.FeatureID{cpuid.AVX, cpuid.AVX2, cpuid.BMI1, cpuid.BMI2, cpuid.CMOV, cpuid.POPCNT,
		cpuid.AVX512F, cpuid.AVX512BW, cpuid.AVX512DQ, cpuid.AVX512VL, cpuid.AVX512VBMI,
		cpuid.AVX512VPOPCNTDQ}
	// avx2Features guards every *AVX2 kernel and popcountPOPCNT.
	avx2Features = []cpuid.FeatureID{cpuid.AVX, cpuid.AVX2, cpuid.BMI1, cpuid.BMI2, cpuid.CMOV, cpuid.POPCNT}
	// pdepFeatures guards select64BMI2.
	pdepFeatures = []cpuid.FeatureID{cpuid.BMI1, cpuid.BMI2}
)

// CPU support, decided once at start-up. cpuid also checks that the OS saves
// the wide registers.
var (
	hasAVX512 = cpuid.CPU.Supports(avx512Features...)
	hasAVX2   = cpuid.CPU.Supports(avx2Features...)
	// hasFastPDEP guards select64BMI2: BMI2 where PDEP is a fast
	// instruction, which it is not (it is microcoded, 18 to 300 cycles) on
	// AMD before Zen 3 (family 0x19).
	hasFastPDEP = cpuid.CPU.Supports(pdepFeatures...) &&
		!(cpuid.CPU.VendorID == cpuid.AMD && cpuid.CPU.Family < 0x19)
	// zen4: AVX-512 on AMD family 0x19, which is Zen 4 (Zen 3, the
	// family's other cores, has no AVX-512): its 512-bit operations run
	// as two 256-bit halves, and a 64-byte store as two 32-byte ones.
	zen4 = hasAVX512 && cpuid.CPU.VendorID == cpuid.AMD && cpuid.CPU.Family == 0x19
)

// The implementation in use: the widest the CPU has. Only tests change
// these (to run every implementation on one machine).
var (
	useAVX512   = hasAVX512
	useAVX2     = hasAVX2
	useFastPDEP = hasFastPDEP
	// useWideVPERMI2B picks, for Pack at widths 57..63 on AVX-512, the
	// kernel that is faster on the CPU by measurement (PERFORMANCE.md,
	// "Per-CPU choice: Pack at widths 57..63"): packAVX512WideVPERMI2B
	// (two-table VPERMI2Bs) on AMD, packAVX512Wide (VALIGNQ, one-table
	// VPERMBs) elsewhere. Medians per call of 1024 values, alternated
	// binaries, VPERMI2B against VALIGNQ: AMD Zen 5 (family 0x1A)
	// 87.8-89.5 ns against 107.0-109.8
	// (benchmarks/results/pack-wide-vendor-zen5.txt); Intel Emerald
	// Rapids 307.1-334.6 ns against 238.3-285.8 (pack-alternated.txt).
	// AMD Zen 4 (family 0x19 model 0x11) 157.9-159.5 ns against
	// 201.1-207.2 (BenchmarkPackWide, benchmarks/results/bitpack-zen4.txt).
	useWideVPERMI2B = cpuid.CPU.VendorID == cpuid.AMD && cpuid.CPU.Family >= 0x19
	// useAVX2Lanes picks, for Unpack at widths 17..31 but 24 on AVX2, the
	// kernel that is faster on the CPU by measurement (PERFORMANCE.md,
	// "Per-CPU choice: AVX2 Unpack at widths 17..31"): unpackAVX2Lanes (a
	// 16-byte load into both lanes and an in-lane VPSHUFB per half group)
	// on AMD before Zen 5 (family below 0x1A) and on Hygon,
	// unpackAVX2Perm (one 32-byte load per group, a lane-crossing VPERMD
	// per half group) elsewhere. 1024 values, base 0, through the
	// dispatch, lanes against perm: AMD Zen 3 (family 0x19 model 1, no
	// AVX-512) 113-131 ns against 151-160
	// (benchmarks/results/unpack-avx2-lanes-zen3.txt); AMD Zen 5 (family
	// 0x1A) 81-90 ns against 78-83 (avx2-zen5.txt); Intel Emerald Rapids
	// 1.1x the time of unpackAVX2Perm. On AMD Zen 4 (family 0x19 model
	// 0x11, where AVX2 is only reached when forced) the two tie: medians
	// per width 100.9-109.0 ns against 101.4-113.2, both at 100-103 at
	// their minimum (bitpack-zen4.txt); it keeps Zen 3's kernel.
	useAVX2Lanes = cpuid.CPU.VendorID == cpuid.AMD && cpuid.CPU.Family < 0x1A || cpuid.CPU.VendorID == cpuid.Hygon
	// usePackHalf picks, for Pack at widths 9..31 on AVX-512, the kernels
	// that store the low 32 bytes of each group's vector
	// (packAVX512Half, packAVX512NoBaseHalf) over those that store all 64
	// (packAVX512, packAVX512NoBase): on Zen 4, whose 64-byte stores are
	// two 32-byte ones, by measurement (PERFORMANCE.md, "Per-CPU choice:
	// AVX-512 Pack at widths 9..31"). Not measured elsewhere.
	usePackHalf = zen4
)

// unpackMinAVX512 and unpackMinAVX2 are the lengths below which Unpack
// does not call a kernel (the plans' minLen): unpackEntry decodes the
// values itself, one at a time, about 3 ns a call plus 0.8-1.1 a value on
// Zen 4. Measured there (BenchmarkCutoffsUnpack, 5 rounds, medians of
// kernel time / loop time at widths 3, 12, 21, 24, 40 and 60; at 8, 16,
// 32 and 64 in parentheses, where the AVX-512 kernels win sooner;
// benchmarks/results/unpack-entry-zen4.txt): AVX-512 at 4 values
// 0.93-1.17 (0.65-0.75), at 5 0.80-1.04 (0.62-0.66), at 6 0.70-0.93;
// AVX2 at 3 values 0.88-1.14, at 4 0.81-0.96 (0.99-1.04: below 8 values
// those kernels decode no group, and unpackEntry's loop the values), at 8
// 0.50-0.61. (Before unpackEntry the loop was Go's, two calls deeper, and
// the cutoffs 4 and 8.)
const (
	unpackMinAVX512 = 5
	unpackMinAVX2   = 4
)

// packCopies64 reports whether Pack copies at width 64 and base 0: where
// Unpack does (without AVX-512: see unpackKernelsAVX2), for the same
// reason (packWithAVX2 copies too, one call deeper), and on Zen 4, whose
// 64-byte stores are two 32-byte ones: there packAVX512W64 (a load, a
// VPSUBQ and a store per vector) took 74.2 ns for 1024 values, a copy in
// pack 72.2, and a copy from Pack itself 71.8, as fast as a bare copy
// (71.6), where parquet-go takes 143.3 (BenchmarkPackAlternated, 6
// alternated rounds, benchmarks/results/pack64-copy-zen4.txt).
func packCopies64() bool { return !useAVX512 || zen4 }

// packMinAVX512 is the length below which pack stays in Go: the kernel's
// fixed cost (about 10 ns) is that of about 7 values of the scalar loop
// (see PERFORMANCE.md).
const packMinAVX512 = 8

// pack is Pack.
func pack(dst, src []uint64, base uint64, w uint) {
	dst = packDest(dst, src, w)
	if w == 64 && base == 0 && packCopies64() {
		copy(dst, src)
		return
	}
	if useAVX512 && len(src) >= packMinAVX512 {
		packWithAVX512(dst, src, base, w)
		return
	}
	if useAVX2 && len(src) >= packMinAVX2 && (len(src) >= packMinAVX2Window || packAVX2OwnKernel(w)) {
		packWithAVX2(dst, src, base, w)
		return
	}
	packScalar(dst, src, base, w)
}

// packMinAVX2 is the length below which pack stays in Go on CPUs without
// AVX-512, at the widths with a kernel of their own (see PERFORMANCE.md,
// "bitpack cutoffs"): on Zen 3 (an AVX2-only CPU, BenchmarkCutoffsAVX2,
// medians of 15 rounds) the kernels of widths 1, 8, 16 and 32 lose by
// 4-26% at 4 and 6 values and win by 2.3-2.5x at 8.
const packMinAVX2 = 8

// packMinAVX2Window is packMinAVX2 at the widths without a kernel of their
// own (packWithAVX2Window), whose last groups go through a buffer: about
// 29 ns below 16 values, where Go takes 1.4 ns a value. Direct calls, min
// of 5 runs of 200000 (widths 3, 21, 48): at 24 values 19-36 ns against
// 32-38, at 32 values 31-38 against 44-50.
const packMinAVX2Window = 32

// packAVX2OwnKernel reports whether width w has an AVX2 Pack kernel of its
// own (1, 8, 16, 32, 64), cheap at any length.
func packAVX2OwnKernel(w uint) bool { return w == 1 || w >= 8 && w&(w-1) == 0 }

// packWithAVX2 is pack for CPUs with AVX2 but not AVX-512, without the
// cutoff: the kernels of widths 1, 8, 16, 32 and 64, packAVX2Window and
// packAVX2Narrow at the others.
func packWithAVX2(dst, src []uint64, base uint64, w uint) {
	n := uint(len(src))
	switch {
	case w == 0 || n == 0:
		packGeneric(dst, src, base, w)
		return
	case w == 64 && base == 0:
		// memmove's loop (aligned stores, loads ahead of them) beats
		// packAVX2W64's load, VPSUBQ and store per vector, as in
		// unpackKernelsAVX2.
		copy(dst, src)
		return
	case w == 64:
		groups := n / 8
		packAVX2W64(unsafe.SliceData(dst), unsafe.SliceData(src), int(groups), base)
		for i := 8 * groups; i < n; i++ {
			dst[i] = src[i] - base
		}
		return
	case w != 1 && w != 8 && w != 16 && w != 32:
		packWithAVX2Window(dst, src, base, w)
		return
	}
	groups := n / 8
	var tail *uint64
	var tailValues [8]uint64
	if n%8 != 0 {
		for i := range tailValues {
			tailValues[i] = base
		}
		copy(tailValues[:], src[8*groups:])
		tail = &tailValues[0]
	}
	out, in := unsafe.SliceData(dst), unsafe.SliceData(src)
	if w == 1 {
		packAVX2W1(out, in, int(groups), tail, base)
		return
	}
	var tailWords [4]uint64
	switch w {
	case 8:
		packAVX2W8(out, in, int(groups), tail, &tailWords[0], base)
	case 16:
		packAVX2W16(out, in, int(groups), tail, &tailWords[0], base)
	default:
		packAVX2W32(out, in, int(groups), tail, &tailWords[0], base)
	}
	if tail != nil {
		copy(dst[groups*w/8:], tailWords[:])
	}
}

// packWithAVX2Window is packWithAVX2 at widths 2..63 but 8, 16 and 32, on
// packAVX2Narrow (2..6), packAVX2Q<w> (7..15), packAVX2WindowD (17..31) and
// packAVX2Window (33..63). Their groups store past their w bytes (reach
// bytes from their start), so the groups whose stores would pass dst's end,
// and the last partial group (padded with base), are packed into a buffer
// whose bytes are then copied to dst.
func packWithAVX2Window(dst, src []uint64, base uint64, w uint) {
	n := uint(len(src))
	table := &packTablesAVX2[w]
	var reach uint
	switch {
	case w < packAVX2WindowMinWidth:
		reach = 8
	case w <= packAVX2QuadsMaxWidth:
		reach = 16 // packAVX2Q<w>
	case w <= packAVX2WindowDMaxWidth:
		reach = uint(packTablesAVX2D[w][12]) + 16
	default:
		reach = uint(table[22]) + 16
	}
	groups := n / 8
	dstBytes := 8 * uint(len(dst))
	safe := uint(0)
	if dstBytes >= reach {
		safe = min((dstBytes-reach)/w+1, groups)
	}
	out := (*byte)(unsafe.Pointer(unsafe.SliceData(dst)))
	if safe > 0 {
		packAVX2Groups(out, unsafe.SliceData(src), safe, base, w, table)
	}
	restBytes := dstBytes - safe*w
	if restBytes == 0 {
		return
	}
	// The rest: at most reach/w+1 whole groups (5, at width 2) and the
	// partial one, 48 values, whose bytes and the reach past them fit in
	// buf.
	var values, buf [48]uint64
	rest := copy(values[:], src[8*safe:])
	restGroups := (rest + 7) / 8
	for i := rest; i < 8*restGroups; i++ {
		values[i] = base
	}
	packAVX2Groups((*byte)(unsafe.Pointer(&buf[0])), &values[0], uint(restGroups), base, w, table)
	copy(unsafe.Slice((*byte)(unsafe.Add(unsafe.Pointer(out), safe*w)), restBytes),
		unsafe.Slice((*byte)(unsafe.Pointer(&buf[0])), restBytes))
}

// packAVX2QuadsMaxWidth is the widest of the packAVX2Q<w> kernels (7..15
// but 8, which has its own): four values fit in a quadword.
const packAVX2QuadsMaxWidth = 15

// packAVX2Q packs groups groups at width w (7..15 but 8) with
// packAVX2Q<w>, whose shifts are immediates. (A switch of direct calls,
// as in packAVX2Groups: through a table of func values the buffers would
// escape.)
func packAVX2Q(dst *byte, src *uint64, groups uint, base uint64, w uint) {
	mask := lowMask(w)
	switch w {
	case 7:
		packAVX2Q7(dst, src, int(groups), base, w, mask)
	case 9:
		packAVX2Q9(dst, src, int(groups), base, w, mask)
	case 10:
		packAVX2Q10(dst, src, int(groups), base, w, mask)
	case 11:
		packAVX2Q11(dst, src, int(groups), base, w, mask)
	case 12:
		packAVX2Q12(dst, src, int(groups), base, w, mask)
	case 13:
		packAVX2Q13(dst, src, int(groups), base, w, mask)
	case 14:
		packAVX2Q14(dst, src, int(groups), base, w, mask)
	case 15:
		packAVX2Q15(dst, src, int(groups), base, w, mask)
	}
}

// packAVX2Groups packs groups groups at width w with the kernel of w.
// (Direct calls: through a func value, the buffers of packWithAVX2Window
// would escape.)
func packAVX2Groups(dst *byte, src *uint64, groups uint, base uint64, w uint, table *[32]uint64) {
	switch {
	case w < packAVX2WindowMinWidth:
		packAVX2Narrow(dst, src, int(groups), base, w, lowMask(w), table)
	case w == 24:
		packAVX2WindowDBytes(dst, src, int(groups), base, w, lowMask(w), &packTablesAVX2D[w])
	case w <= packAVX2QuadsMaxWidth:
		packAVX2Q(dst, src, groups, base, w)
	case w <= packAVX2WindowDMaxWidth:
		packAVX2WindowD(dst, src, int(groups), base, w, lowMask(w), &packTablesAVX2D[w])
	default:
		packAVX2Window(dst, src, int(groups), base, w, lowMask(w), table)
	}
}

// packWithAVX512 is pack on the AVX-512 kernels, without the cutoff, with
// the kernels that useWideVPERMI2B and usePackHalf pick.
func packWithAVX512(dst, src []uint64, base uint64, w uint) {
	packWithAVX512Using(dst, src, base, w, useWideVPERMI2B, usePackHalf)
}

// packWithAVX512Using is packWithAVX512 on packAVX512WideVPERMI2B at widths
// 57..63 if wideVPERMI2B, else on packAVX512Wide, and on packAVX512Half
// (packAVX512NoBaseHalf at base 0) at widths 9..31 if half. dst is exactly
// WordsFor(len(src), w) long. Widths 1, 8, 16, 24, 32 and 64 have their own
// kernels, where each value's bits land at a fixed place in the output, so
// whole vectors are stored once (no overlapping stores).
func packWithAVX512Using(dst, src []uint64, base uint64, w uint, wideVPERMI2B, half bool) {
	n := uint(len(src))
	if w == 0 || n == 0 {
		packGeneric(dst, src, base, w)
		return
	}
	groups := n / 8
	if w == 64 {
		packAVX512W64(unsafe.SliceData(dst), unsafe.SliceData(src), int(groups), base)
		for i := 8 * groups; i < n; i++ {
			dst[i] = src[i] - base
		}
		return
	}
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
	out0 := unsafe.SliceData(dst)
	switch w {
	case 1:
		packAVX512W1(out0, in, int(groups), tail, base)
		return
	case 8, 16, 24, 32:
		// A group fills w/8 words; the tail group's go to tailWords, of
		// which dst takes those it has room for.
		var tailWords [4]uint64
		switch w {
		case 8:
			packAVX512W8(out0, in, int(groups), tail, &tailWords[0], base)
		case 16:
			packAVX512W16(out0, in, int(groups), tail, &tailWords[0], base)
		case 24:
			packAVX512W24(out0, in, int(groups), tail, &tailWords[0], base)
		default:
			packAVX512W32(out0, in, int(groups), tail, &tailWords[0], base)
		}
		if tail != nil {
			copy(dst[groups*uint(w)/8:], tailWords[:])
		}
		return
	}
	if w < 8 {
		// Whole blocks of 64 values (w words each) while their 64-byte
		// stores stay in dst, then the rest.
		byteMask := 0x0101010101010101 * lowMask(w)
		blocks := uint(0)
		if len(dst) >= 8 {
			blocks = min(n/64, (uint(len(dst))-8)/w+1)
		}
		if blocks > 0 {
			packAVX512NarrowBlocks((*byte)(unsafe.Pointer(out0)), in, int(blocks), base, w, byteMask, &packTablesAVX512NB[w])
		}
		packAVX512Narrow((*uint64)(unsafe.Add(unsafe.Pointer(out0), 8*blocks*w)), (*uint64)(unsafe.Add(unsafe.Pointer(in), 512*blocks)),
			int(groups-8*blocks), tail, len(dst)-int(blocks*w), base, w, byteMask)
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
	if w > 56 && w < 64 && wideVPERMI2B {
		packAVX512WideVPERMI2B((*byte)(start), last, in, int(groups), safe, tail, base, w, lowMask(w), &packTables[w])
	} else if w > 56 && w < 64 {
		packAVX512Wide((*byte)(start), last, in, int(groups), safe, tail, base, w, lowMask(w), &packTables[w])
	} else if half && w < 32 && base == 0 {
		packAVX512NoBaseHalf((*byte)(start), last, in, int(groups), safe, tail, base, w, lowMask(w), &packTables[w])
	} else if half && w < 32 {
		packAVX512Half((*byte)(start), last, in, int(groups), safe, tail, base, w, lowMask(w), &packTables[w])
	} else if base == 0 {
		// No subtraction, one 512-bit operation fewer a group: on Zen 4,
		// which runs each as two halves, 1024 values at base 0 took
		// 0.82-0.93 of packAVX512's time at widths 9..56 (0.96-0.97 at 17
		// and 18; BenchmarkPackWidths, 6 alternated rounds, medians,
		// benchmarks/results/pack-nobase-zen4.txt).
		packAVX512NoBase((*byte)(start), last, in, int(groups), safe, tail, base, w, lowMask(w), &packTables[w])
	} else {
		packAVX512((*byte)(start), last, in, int(groups), safe, tail, base, w, lowMask(w), &packTables[w])
	}
	if len(dst) < len(short) {
		copy(dst, short[:])
	}
}

// popcountMinAVX512 and popcountMinPOPCNT are the lengths (in words)
// below which popcount stays in Go, where the inlined math/bits loop beats
// the call (see PERFORMANCE.md). POPCNT ties Go at 8 and 10 words on Zen 3
// (1.00 and 1.04 of its time) and wins from 12 (0.89).
const (
	popcountMinAVX512 = 12
	popcountMinPOPCNT = 12
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

// selectInWindow reports whether Select1 and Select0 on a bitmap of
// nwords words narrow their search to a window of 16 superblocks and call
// selectNear, rather than searching with loops. The select kernels win at every size
// (BenchmarkSelect1 at density 1/2, random ranks: 2^20 bits 37 -> 17 ns;
// 2^27, past rankBranchlessWords, 117 -> 75 ns against the loops: their
// few instructions per step let more lookups' misses overlap); the Go
// selectBranchless only up to rankBranchlessWords.
func selectInWindow(nwords int) bool {
	return useFastPDEP && (useAVX512 || useAVX2) || nwords <= rankBranchlessWords
}

// selectNear is Select1 (flip 0) or Select0 (flip all ones) for a k-th
// bit in one of the (up to) 16 superblocks from lo.
func selectNear(words, dir []uint64, lo int, k, flip uint64) int {
	w, d, nd := unsafe.SliceData(words), &dir[lo], min(16, len(dir)-lo)
	switch {
	case useAVX512 && useFastPDEP && flip == 0:
		return select1AVX512(w, len(words), d, nd, lo, k)
	case useAVX512 && useFastPDEP:
		return select0AVX512(w, len(words), d, nd, lo, k)
	case useAVX2 && useFastPDEP && flip == 0:
		return select1AVX2(w, len(words), d, nd, lo, k)
	case useAVX2 && useFastPDEP:
		return select0AVX2(w, len(words), d, nd, lo, k)
	}
	return selectBranchless(words, dir, lo, k, flip)
}

// setBitsMinAVX512 and setBitsMinAVX2 are the output lengths (in values)
// below which setBits stays in Go: the kernels' wrapper and Go tail cost
// that of about 32 values of the generic loop (BenchmarkSetBitsShort: 2
// words at 25% set, 32 values, tie at 19-20 ns; 3 words, 48 values, 21-24
// ns against 28 ns in Go).
const (
	setBitsMinAVX512 = 32
	setBitsMinAVX2   = 32
)

// setBitsMinPerWordAVX512 and setBitsMinPerWordAVX2 are the average set
// bits per word below which setBits stays in Go: a kernel spends the same
// time on every word (about 3.4 ns for AVX-512, 6 ns for AVX2, in cache,
// on Zen 5), the generic loop little on a zero word. BenchmarkSetBits on
// Zen 5: at 1% set (0.6 per word) Go runs 0.25 values/ns against 0.19
// (AVX-512) and 0.10 (AVX2); at 5% (3.2 per word) AVX-512 wins, 0.92
// against 0.72; AVX2 ties Go at 10% (6.4 per word), 1.1 against 1.2, and
// wins at 20%, 2.2 against 1.4. On Zen 4 the AVX-512 kernel takes about
// 7 ns a word, as the AVX2 one does (which fits its eight 64-byte stores a
// word, each two 32-byte stores there), and its cutoff is AVX2's:
// BenchmarkSetBits, 1024 words, 5 rounds, medians, AVX-512 against Go,
// at 5% set 7.15 against 6.12 us, at 10% 7.11 against 6.68, at 20% 7.07
// against 11.03 (benchmarks/results/bitpack-zen4.txt).
var setBitsMinPerWordAVX512 = 2

const setBitsMinPerWordAVX2 = 8

func init() {
	if zen4 {
		setBitsMinPerWordAVX512 = setBitsMinPerWordAVX2
	}
}

// setBitsKernelRoom is the least output length the set-bit kernels accept:
// they need room >= 8 to compute their last starting position.
const setBitsKernelRoom = 8

// setBits writes base+64*i+j for every set bit j of every words[i] to
// out, which holds exactly as many values as words has set bits.
func setBits(out, words []uint64, base uint64) {
	if useAVX512 && len(out) >= setBitsMinAVX512 && len(out) >= setBitsMinPerWordAVX512*len(words) {
		setBitsWithAVX512(out, words, base)
		return
	}
	if useAVX2 && len(out) >= setBitsMinAVX2 && len(out) >= setBitsMinPerWordAVX2*len(words) {
		setBitsWithAVX2(out, words, base)
		return
	}
	setBitsGeneric(out, words, base)
}

// setBitsWithAVX512 is setBits on the AVX-512 kernel, without the cutoff:
// the kernel decodes the words while a word's values and 8 more slots fit
// in out, Go decodes the rest.
func setBitsWithAVX512(out, words []uint64, base uint64) {
	if len(out) < setBitsKernelRoom {
		setBitsGeneric(out, words, base)
		return
	}
	done, written := setBitsAVX512(unsafe.SliceData(out), len(out), unsafe.SliceData(words), len(words), base)
	setBitsGeneric(out[written:], words[done:], base+64*uint64(done))
}

// setBitsWithAVX2 is setBits on the AVX2 kernel, without the cutoff.
func setBitsWithAVX2(out, words []uint64, base uint64) {
	if len(out) < setBitsKernelRoom {
		setBitsGeneric(out, words, base)
		return
	}
	done, written := setBitsAVX2(unsafe.SliceData(out), len(out), unsafe.SliceData(words), len(words), base)
	setBitsGeneric(out[written:], words[done:], base+64*uint64(done))
}

// fillRunMinAVX512 and fillRunMinAVX2 are the lengths below which fillRun
// stays in Go, whose loop pays no call (BenchmarkFillRun on Zen 5,
// medians of 8, ns per call, AVX-512 / AVX2 / Go): 8 values 3.3 / 4.8 /
// 2.6, 16 values 3.5 / 4.2 / 4.4, 32 values 3.5 / 4.6 / 8.2. On Zen 3 (an
// AVX2-only CPU, BenchmarkCutoffsAVX2) the AVX2 kernel takes 1.24 times
// Go's time at 16 values, 1.04 at 28 and 0.84 at 32. At 1024 values the
// kernels write 26 and 15-25 values/ns against 4.1 for Go, whose one
// 8-byte store per value is its bound.
const (
	fillRunMinAVX512 = 16
	fillRunMinAVX2   = 32
)

// fillRun writes start, start+1, ... to dst.
func fillRun(dst []uint64, start uint64) {
	if useAVX512 && len(dst) >= fillRunMinAVX512 {
		fillRunWithAVX512(dst, start)
		return
	}
	if useAVX2 && len(dst) >= fillRunMinAVX2 {
		fillRunWithAVX2(dst, start)
		return
	}
	fillRunGeneric(dst, start)
}

// fillRunWithAVX512 is fillRun on the AVX-512 kernel, without the cutoff.
func fillRunWithAVX512(dst []uint64, start uint64) {
	fillRunAVX512(unsafe.SliceData(dst), len(dst), start)
}

// fillRunWithAVX2 is fillRun on the AVX2 kernel, without the cutoff: the
// kernel writes groups of four values, Go the last len(dst)%4.
func fillRunWithAVX2(dst []uint64, start uint64) {
	n := len(dst) &^ 3
	fillRunAVX2(unsafe.SliceData(dst), n, start)
	fillRunGeneric(dst[n:], start+uint64(n))
}
