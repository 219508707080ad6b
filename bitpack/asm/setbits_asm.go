package main

import (
	"math/bits"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// setBitsKernels builds the set-bit decoders: for every set bit j of
// words[i], write base+64*i+j.
//
// Both kernels decode a word per iteration, one byte (8 candidate values)
// at a time: the byte's values go to the output with unconditional stores
// of 64 bytes at the output position, which then advances by the byte's
// popcount, so the lanes past the byte's values land in slots that the
// next byte overwrites. A word writes at most popcount(word)+8 slots, so
// the kernels start a word only while that many slots remain; the caller
// decodes the words after the last one they did.
//
// AVX-512: VPCOMPRESSQ (register form, zeroing) packs the lanes of
// base+64*i+8*b+0..7 whose bit is set in byte b (the word's mask, shifted
// right by 8*b with KSHIFTRQ) to the low lanes; a plain VMOVDQU64 stores
// them. The compress-to-memory form is not used: it is slow on AMD Zen 4.
// Byte b stores at popcount of the word's low 8*b bits, so the stores of a
// word do not wait for each other. Measured and dropped: one VPCOMPRESSB
// of the bytes 0..63 per word (VBMI2) widened by eight zero-masked VPERMBs,
// with stores at fixed offsets, ran at 6.8 values/ns in cache against 9.2
// for this kernel (50% set); prefetching the output lines 1 to 2 KB ahead
// changed nothing, in cache or out.
//
// AVX2: a 256-entry table holds, for each byte value, the positions of its
// set bits as 8 bytes (padded with zeros); two VPMOVZXBQ loads widen them
// to 8 uint64 lanes, VPADDQ adds the byte's first value, two 32-byte stores
// write them.
func setBitsKernels() {
	setBitsIota = GLOBL("setBitsIota", RODATA|NOPTR)
	for i := 0; i < 64; i++ {
		DATA(8*i, U64(uint64(i)))
	}
	setBitsPositions = GLOBL("setBitsPositions", RODATA|NOPTR)
	for b := 0; b < 256; b++ {
		var entry uint64
		for x, k := uint64(b), 0; x != 0; x, k = x&(x-1), k+1 {
			entry |= uint64(bits.TrailingZeros64(x)) << (8 * k)
		}
		DATA(8*b, U64(entry))
	}
	setBitsAVX512()
	setBitsAVX2()
}

var (
	// setBitsIota holds the uint64s 0..63.
	setBitsIota Mem
	// setBitsPositions holds, for each byte value b, the positions of b's
	// set bits in ascending order, one per byte, in 8 bytes at 8*b.
	setBitsPositions Mem
)

const setBitsSignature = "func(dst *uint64, room int, words *uint64, n int, base uint64) (done int, written int)"

// setBitsDoc is the doc comment of the kernel name.
func setBitsDoc(name string) {
	Doc(
		name+" writes base+64*i+j to dst, in order, for every set bit j of",
		"words[i], for i = 0, 1, ... while i < n and, with k values written so",
		"far, k+popcount(words[i])+8 <= room (room >= 8 is dst's length). It",
		"returns how many words it decoded and how many values it wrote; it",
		"writes no slot at or past room.",
	)
}

// setBitsPrologue loads the parameters of a set-bit kernel and returns the
// word pointer, the end of the words, the output pointer and the last
// output position a word may start from when its set bits are not counted
// (dst+8*(room-8)).
func setBitsPrologue() (p, end, out, limit GPVirtual) {
	out, p = GP64(), GP64()
	Load(Param("dst"), out)
	room := Load(Param("room"), GP64())
	Load(Param("words"), p)
	n := Load(Param("n"), GP64())
	end, limit = GP64(), GP64()
	LEAQ(Mem{Base: p, Index: n, Scale: 8}, end)
	LEAQ(Mem{Base: out, Index: room, Scale: 8, Disp: -64}, limit)
	return p, end, out, limit
}

// setBitsEpilogue stores the words decoded and the values written.
func setBitsEpilogue(p, out GPVirtual) {
	words := Load(Param("words"), GP64())
	SUBQ(words, p)
	SHRQ(U8(3), p)
	Store(p, ReturnIndex(0))
	dst := Load(Param("dst"), GP64())
	SUBQ(dst, out)
	SHRQ(U8(3), out)
	Store(out, ReturnIndex(1))
	VZEROUPPER()
	RET()
}

// lowBytesPopcount sets c to the number of set bits in the low 8*b bits
// of w, 0 < b < 8.
func lowBytesPopcount(w, c GPVirtual, b int) {
	switch b {
	case 1:
		MOVBQZX(w.As8(), c)
	case 2:
		MOVWQZX(w.As16(), c)
	case 4:
		MOVL(w.As32(), c.As32())
	default:
		MOVQ(w, c)
		SHLQ(U8(64-8*b), c)
	}
	POPCNTQ(c, c)
}

func setBitsAVX512() {
	const name = "setBitsAVX512"
	TEXT(name, NOSPLIT, setBitsSignature)
	Pragma("noescape")
	setBitsDoc(name)
	p, end, out, limit := setBitsPrologue()
	base := ZMM()
	VPBROADCASTQ(Load(Param("base"), GP64()), base)
	var offsets [8]VecVirtual // offsets[b]: 8*b+0..7
	for b := range offsets {
		offsets[b] = ZMM()
		VMOVDQU64(setBitsIota.Offset(64*b), offsets[b])
	}
	sixtyFour := GP64()
	MOVL(U32(64), sixtyFour.As32())
	step := ZMM() // 64 in each lane: from one word's values to the next's
	VPBROADCASTQ(sixtyFour, step)

	Label(name + "_loop")
	CMPQ(p, end)
	JAE(LabelRef(name + "_done"))
	w := GP64()
	MOVQ(Mem{Base: p}, w)
	next := GP64()
	POPCNTQ(w, next)
	LEAQ(Mem{Base: out, Index: next, Scale: 8}, next)
	CMPQ(next, limit)
	JA(LabelRef(name + "_done"))
	mask := K()
	KMOVQ(w, mask)
	for b := 0; b < 8; b++ {
		m := mask
		if b > 0 {
			m = K()
			KSHIFTRQ(U8(8*b), mask, m)
		}
		v := ZMM()
		VPADDQ(offsets[b], base, v)
		VPCOMPRESSQ_Z(v, m, v)
		if b == 0 {
			VMOVDQU64(v, Mem{Base: out})
			continue
		}
		c := GP64()
		lowBytesPopcount(w, c, b)
		VMOVDQU64(v, Mem{Base: out, Index: c, Scale: 8})
	}
	MOVQ(next, out)
	ADDQ(U8(8), p)
	VPADDQ(step, base, base)
	JMP(LabelRef(name + "_loop"))

	Label(name + "_done")
	setBitsEpilogue(p, out)
}

func setBitsAVX2() {
	const name = "setBitsAVX2"
	TEXT(name, NOSPLIT, setBitsSignature)
	Pragma("noescape")
	setBitsDoc(name)
	p, end, out, limit := setBitsPrologue()
	table := GP64()
	LEAQ(setBitsPositions, table)
	first := YMM() // the value of the current byte's bit 0
	VMOVQ(Load(Param("base"), GP64()), first.AsX())
	VPBROADCASTQ(first.AsX(), first)
	eight := YMM()
	VPBROADCASTQ(setBitsIota.Offset(64), eight)

	Label(name + "_loop")
	CMPQ(p, end)
	JAE(LabelRef(name + "_done"))
	w := GP64()
	MOVQ(Mem{Base: p}, w)
	next := GP64()
	POPCNTQ(w, next)
	LEAQ(Mem{Base: out, Index: next, Scale: 8}, next)
	CMPQ(next, limit)
	JA(LabelRef(name + "_done"))
	for b := 0; b < 8; b++ {
		x := GP64()
		MOVBQZX(w.As8(), x)
		if b < 7 {
			SHRQ(U8(8), w)
		}
		lo, hi := YMM(), YMM()
		VPMOVZXBQ(Mem{Base: table, Index: x, Scale: 8}, lo)
		VPMOVZXBQ(Mem{Base: table, Index: x, Scale: 8, Disp: 4}, hi)
		VPADDQ(first, lo, lo)
		VPADDQ(first, hi, hi)
		VMOVDQU(lo, Mem{Base: out})
		VMOVDQU(hi, Mem{Base: out, Disp: 32})
		VPADDQ(eight, first, first)
		if b < 7 {
			POPCNTL(x.As32(), x.As32())
			LEAQ(Mem{Base: out, Index: x, Scale: 8}, out)
		}
	}
	MOVQ(next, out)
	ADDQ(U8(8), p)
	JMP(LabelRef(name + "_loop"))

	Label(name + "_done")
	setBitsEpilogue(p, out)
}
