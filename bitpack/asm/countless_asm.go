package main

import (
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// countLessKernels builds the countLess kernels: the last step of a lower
// bound search, counting the values of one 64-value block below a target.
//
// AVX-512: decode each group of 8 values as unpack does (without a base),
// VPCMPUQ against the target into a mask, keep the lanes below n, POPCNT.
func countLessKernels() {
	countLessAVX512("countLessAVX512", false)
	countLessAVX512("countLessAVX512Wide", true)
}

func countLessAVX512(name string, wide bool) {
	TEXT(name, NOSPLIT, "func(block *byte, last *byte, groups int, safeGroups int, n int, w uint, mask uint64, target uint64, table *[32]uint64) int")
	Pragma("noescape")
	if wide {
		Doc(name + " is countLessAVX512 for widths 57..63, where a value can span nine bytes.")
	} else {
		Doc(
			name+" returns how many of the first n values of width w (1..64,",
			"but 57..63 need countLessAVX512Wide) packed in block are below target.",
			"groups is (n+7)/8; mask has the low w bits set. block is at least 64",
			"bytes long and ends at last+64. The first safeGroups groups load 64",
			"bytes from their start; the others gather from the 64 bytes at last.",
		)
	}
	src := Load(Param("block"), GP64())
	groups := Load(Param("groups"), GP64())
	safe := Load(Param("safeGroups"), GP64())
	remaining := GP64()
	Load(Param("n"), remaining)
	w := Load(Param("w"), GP64())
	g := newGroupDecoder(wide, Load(Param("table"), GP64()), Load(Param("mask"), GP64()))
	target := ZMM()
	VPBROADCASTQ(Load(Param("target"), GP64()), target)
	count, laneBits := GP64(), GP64()
	XORQ(count, count)
	MOVL(U32(0xff), laneBits.As32())

	// tally adds the lanes of z below target, among the remaining ones.
	tally := func(z VecVirtual) {
		below := K()
		VPCMPUQ(U8(1), target, z, below) // predicate 1: less than
		bitsGP, lanes := GP32(), GP32()
		KMOVB(below, bitsGP)
		BZHIL(remaining.As32(), laneBits.As32(), lanes)
		ANDL(lanes, bitsGP)
		POPCNTL(bitsGP, bitsGP)
		ADDQ(bitsGP.As64(), count)
		SUBQ(U8(8), remaining)
	}

	SUBQ(safe, groups)
	Label(name + "_safe")
	TESTQ(safe, safe)
	JZ(LabelRef(name + "_unsafe"))
	z := ZMM()
	g.decodeAt(src, z)
	tally(z)
	ADDQ(w, src)
	DECQ(safe)
	JMP(LabelRef(name + "_safe"))

	// The other groups would load past the end of block: they gather from
	// its last 64 bytes.
	Label(name + "_unsafe")
	TESTQ(groups, groups)
	JZ(LabelRef(name + "_done"))
	g.loadWindow("last")
	Label(name + "_rest")
	zr := ZMM()
	g.decodeWindow(src, zr)
	tally(zr)
	ADDQ(w, src)
	DECQ(groups)
	JNZ(LabelRef(name + "_rest"))

	Label(name + "_done")
	Store(count, ReturnIndex(0))
	VZEROUPPER()
	RET()
}
