package main

import (
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// fillRunKernels builds the run fillers: write start, start+1, ... to dst.
//
// Both keep four vectors of consecutive values and store them 32 values
// (AVX-512) or 16 (AVX2) per iteration, then add the step to each lane.
// The generic loop stores one 8-byte value per store and so runs at the
// store port's rate, about 4 values/ns; a 64-byte store writes eight.
// AVX-512 writes the last n%8 values with a masked store; the AVX2 kernel
// leaves the last n%4 to its caller.
//
// Measured and dropped: non-temporal stores (VMOVNTDQ) for large outputs.
// On an 8 MB output they ran at 3.0-3.4 values/ns against 8.8-10 for
// plain stores, which keep the output in the last-level cache.
func fillRunKernels() {
	fillRunLanes = GLOBL("fillRunLanes", RODATA|NOPTR)
	for i := 0; i < 32; i++ {
		DATA(8*i, U64(uint64(i)))
	}
	fillRunAVX512()
	fillRunAVX2()
}

// fillRunLanes holds the uint64s 0..31.
var fillRunLanes Mem

const fillRunSignature = "func(dst *uint64, n int, start uint64)"

// fillRunVectors loads the parameters and returns the output pointer, the
// count, four vectors holding start+0.., start+w.., start+2w.., start+3w..
// (w lanes each) and the vectors of 4w and w in every lane.
func fillRunVectors(newVec func() VecVirtual, lanes int) (p, n GPVirtual, v [4]VecVirtual, step4, step1 VecVirtual) {
	p, n = GP64(), GP64()
	Load(Param("dst"), p)
	Load(Param("n"), n)
	start := GP64()
	Load(Param("start"), start)
	first := newVec()
	broadcast(start, first, lanes)
	for i := range v {
		v[i] = newVec()
		VPADDQ(fillRunLanes.Offset(8*lanes*i), first, v[i])
	}
	c := GP64()
	step4, step1 = newVec(), newVec()
	MOVL(U32(uint32(4*lanes)), c.As32())
	broadcast(c, step4, lanes)
	MOVL(U32(uint32(lanes)), c.As32())
	broadcast(c, step1, lanes)
	return p, n, v, step4, step1
}

// broadcast copies the general register c to every lane of vec.
func broadcast(c GPVirtual, vec VecVirtual, lanes int) {
	if lanes == 8 {
		VPBROADCASTQ(c, vec)
		return
	}
	// VPBROADCASTQ from a general register is AVX-512; AVX2 goes through
	// an XMM register.
	x := XMM()
	VMOVQ(c, x)
	VPBROADCASTQ(x, vec)
}

// fillRunLoops emits the two store loops shared by both kernels: four
// vectors per iteration while 4*lanes values remain, then one vector.
// They fall through to name_tail with fewer than lanes values left.
func fillRunLoops(name string, lanes int, p, n GPVirtual, v [4]VecVirtual, step4, step1 VecVirtual, store func(VecVirtual, Mem)) {
	width := 8 * lanes
	Label(name + "_loop4")
	CMPQ(n, U8(4*lanes))
	JB(LabelRef(name + "_loop1"))
	for i := range v {
		store(v[i], Mem{Base: p, Disp: width * i})
	}
	for i := range v {
		VPADDQ(step4, v[i], v[i])
	}
	ADDQ(U32(4*width), p)
	SUBQ(U8(4*lanes), n)
	JMP(LabelRef(name + "_loop4"))

	Label(name + "_loop1")
	CMPQ(n, U8(lanes))
	JB(LabelRef(name + "_tail"))
	store(v[0], Mem{Base: p})
	VPADDQ(step1, v[0], v[0])
	ADDQ(U8(width), p)
	SUBQ(U8(lanes), n)
	JMP(LabelRef(name + "_loop1"))
	Label(name + "_tail")
}

func fillRunAVX512() {
	const name = "fillRunAVX512"
	TEXT(name, NOSPLIT, fillRunSignature)
	Pragma("noescape")
	Doc(name + " writes start, start+1, ... (modulo 2^64) to the n uint64s at dst.")
	p, n, v, step4, step1 := fillRunVectors(ZMM, 8)
	fillRunLoops(name, 8, p, n, v, step4, step1, func(x VecVirtual, m Mem) { VMOVDQU64(x, m) })
	// The last n < 8 values: a store masked to the low n lanes, or
	// narrower stores where that would reach into the next page.
	TESTQ(n, n)
	JZ(LabelRef(name + "_done"))
	bits := GP64()
	MOVL(U32(1), bits.As32())
	SHLXQ(n, bits, bits)
	DECQ(bits)
	k := K()
	KMOVQ(bits, k)
	storeLanes(name+"_tail", v[0], p, n, k)
	Label(name + "_done")
	VZEROUPPER()
	RET()
}

func fillRunAVX2() {
	const name = "fillRunAVX2"
	TEXT(name, NOSPLIT, fillRunSignature)
	Pragma("noescape")
	Doc(name+" writes start, start+1, ... (modulo 2^64) to the first n&^3 of",
		"the n uint64s at dst; the caller writes the last n%4.")
	p, n, v, step4, step1 := fillRunVectors(YMM, 4)
	fillRunLoops(name, 4, p, n, v, step4, step1, func(x VecVirtual, m Mem) { VMOVDQU(x, m) })
	VZEROUPPER()
	RET()
}
