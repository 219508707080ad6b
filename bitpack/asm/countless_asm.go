package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// countLessKernels builds the countLess kernels: the last step of a lower
// bound search, counting the values of one 64-value block below a target.
//
// AVX-512: decode each group of 8 values as unpack does (without a base),
// VPCMPUQ against the target into a mask, keep the lanes below n, POPCNT.
//
// AVX2: decode as unpackAVX2 does, compare with VPCMPGTQ after flipping the
// sign bits (AVX2 has no unsigned compare), VMOVMSKPD, POPCNT.
func countLessKernels() {
	countLessAVX512("countLessAVX512", anyWidth, 64)
	countLessAVX512("countLessAVX512Wide", wideWidths, 64)
	countLessAVX512("countLessAVX512Load32", anyWidth, 32)
	countLessAVX512("countLessAVX512Load16", anyWidth, 16)
	countLessAVX2()
}

func countLessAVX2() {
	const name = "countLessAVX2"
	TEXT(name, NOSPLIT, "func(block *byte, groups int, n int, w uint, mask uint64, target uint64, table *[20]uint64) int")
	Pragma("noescape")
	Doc(
		name+" returns how many of the first n values of width w (1..56 or",
		"64) packed in block are below target, reading groups groups (at least",
		"n/8). mask has the low w bits set. Group j reads the 16 bytes at each of",
		"its offsets from byte j*w of block: the caller makes sure they are there.",
	)
	src := Load(Param("block"), GP64())
	groups := Load(Param("groups"), GP64())
	remaining := GP64()
	Load(Param("n"), remaining)
	w := Load(Param("w"), GP64())
	d := newAVX2Decoder(Load(Param("table"), GP64()), Load(Param("mask"), GP64()))
	sign := GP64()
	MOVQ(U64(1<<63), sign)
	signs := broadcastAVX2(sign)
	target := broadcastAVX2(Load(Param("target"), GP64()))
	VPXOR(signs, target, target)
	count, laneBits := GP64(), GP64()
	XORQ(count, count)
	MOVL(U32(0xff), laneBits.As32())

	Label(name + "_loop")
	TESTQ(groups, groups)
	JZ(LabelRef(name + "_done"))
	out := [2]VecVirtual{YMM(), YMM()}
	d.decode(src, out)
	below := [2]GPVirtual{GP32(), GP32()}
	for h := 0; h < 2; h++ {
		VPXOR(signs, out[h], out[h])
		VPCMPGTQ(out[h], target, out[h]) // target > value
		VMOVMSKPD(out[h], below[h])
	}
	SHLL(U8(4), below[1])
	ORL(below[1], below[0])
	lanes := GP32()
	BZHIL(remaining.As32(), laneBits.As32(), lanes)
	ANDL(lanes, below[0])
	POPCNTL(below[0], below[0])
	ADDQ(below[0].As64(), count)
	SUBQ(U8(8), remaining)
	ADDQ(w, src)
	DECQ(groups)
	JMP(LabelRef(name + "_loop"))

	Label(name + "_done")
	Store(count, ReturnIndex(0))
	VZEROUPPER()
	RET()
}

func countLessAVX512(name string, kind widthKind, loadBytes int) {
	TEXT(name, NOSPLIT, "func(block *byte, groups int, rest *byte, restGroups int, n int, w uint, mask uint64, target uint64, table *[32]uint64) int")
	Pragma("noescape")
	switch {
	case kind == wideWidths:
		Doc(name + " is countLessAVX512 for widths 57..63, where a value can span nine bytes.")
	case loadBytes < 64:
		Doc(fmt.Sprintf("%s is countLessAVX512 reading only %d bytes per group, enough for widths up to %d.",
			name, loadBytes, loadBytes))
	default:
		Doc(
			name+" returns how many of the first n values of width w (1..64,",
			"but 57..63 need countLessAVX512Wide) packed in block are below target,",
			"reading groups groups from block and then restGroups from rest (if not",
			"nil), in all (n+7)/8. mask has the low w bits set. Group j reads the 64",
			"bytes from byte j*w of block (of rest): the caller makes sure they are",
			"there.",
		)
	}
	src := Load(Param("block"), GP64())
	groups := Load(Param("groups"), GP64())
	rest := Load(Param("rest"), GP64())
	restGroups := Load(Param("restGroups"), GP64())
	remaining := GP64()
	Load(Param("n"), remaining)
	w := Load(Param("w"), GP64())
	g := newGroupDecoder(kind, Load(Param("table"), GP64()), Load(Param("mask"), GP64()))
	g.loadBytes = loadBytes
	target := ZMM()
	VPBROADCASTQ(Load(Param("target"), GP64()), target)
	count, laneBits := GP64(), GP64()
	XORQ(count, count)
	MOVL(U32(0xff), laneBits.As32())

	Label(name + "_loop")
	TESTQ(groups, groups)
	JZ(LabelRef(name + "_rest"))
	z := ZMM()
	g.decodeAt(src, z)
	below := K()
	VPCMPUQ(U8(1), target, z, below) // predicate 1: less than
	bitsGP, lanes := GP32(), GP32()
	KMOVB(below, bitsGP)
	BZHIL(remaining.As32(), laneBits.As32(), lanes) // the lanes below n
	ANDL(lanes, bitsGP)
	POPCNTL(bitsGP, bitsGP)
	ADDQ(bitsGP.As64(), count)
	SUBQ(U8(8), remaining)
	ADDQ(w, src)
	DECQ(groups)
	JMP(LabelRef(name + "_loop"))

	// Then the groups in rest (once: rest is nil the second time).
	Label(name + "_rest")
	TESTQ(rest, rest)
	JZ(LabelRef(name + "_done"))
	MOVQ(rest, src)
	MOVQ(restGroups, groups)
	XORQ(rest, rest)
	JMP(LabelRef(name + "_loop"))

	Label(name + "_done")
	Store(count, ReturnIndex(0))
	VZEROUPPER()
	RET()
}
