package main

import (
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// popcountKernels builds the popcount kernels.
//
// AVX-512 (VPOPCNTDQ): VPOPCNTQ on 64 bytes at a time into four
// accumulators; the last partial 64 bytes are the last 64 bytes of the
// words, with the lanes already counted masked off.
//
// POPCNT: the same loop on 64-bit words, four at a time (for CPUs with
// AVX2 but without AVX-512).
func popcountKernels() {
	popcountAVX512()
	popcountPOPCNT()
}

func popcountAVX512() {
	const name = "popcountAVX512"
	TEXT(name, NOSPLIT, "func(words *uint64, n int) int")
	Pragma("noescape")
	Doc(name + " returns the number of set bits in the n >= 8 words at words.")
	p := Load(Param("words"), GP64())
	n := Load(Param("n"), GP64())
	end := GP64()
	LEAQ(Mem{Base: p, Index: n, Scale: 8, Disp: -64}, end) // the last 64 bytes
	acc := []VecVirtual{ZMM(), ZMM(), ZMM(), ZMM()}
	for _, a := range acc {
		VPXORQ(a, a, a)
	}
	Label(name + "_loop32")
	CMPQ(n, U8(32))
	JB(LabelRef(name + "_loop8"))
	for i, a := range acc {
		c := ZMM()
		VPOPCNTQ(Mem{Base: p, Disp: 64 * i}, c)
		VPADDQ(c, a, a)
	}
	ADDQ(U32(256), p)
	SUBQ(U8(32), n)
	JMP(LabelRef(name + "_loop32"))

	Label(name + "_loop8")
	CMPQ(n, U8(8))
	JB(LabelRef(name + "_tail"))
	c := ZMM()
	VPOPCNTQ(Mem{Base: p}, c)
	VPADDQ(c, acc[0], acc[0])
	ADDQ(U8(64), p)
	SUBQ(U8(8), n)
	JMP(LabelRef(name + "_loop8"))

	// The n < 8 words left are the top n lanes of the last 64 bytes.
	Label(name + "_tail")
	TESTQ(n, n)
	JZ(LabelRef(name + "_sum"))
	lanes := GP64()
	MOVQ(U32(0xff00), lanes)
	SHRXQ(n, lanes, lanes) // 0xff00 >> n: the top n of the low 8 bits ...
	ANDQ(U32(0xff), lanes) // ... once the bits above are dropped
	k := K()
	KMOVQ(lanes, k)
	ct := ZMM()
	VPOPCNTQ_Z(Mem{Base: end}, k, ct)
	VPADDQ(ct, acc[1], acc[1])

	Label(name + "_sum")
	VPADDQ(acc[1], acc[0], acc[0])
	VPADDQ(acc[3], acc[2], acc[2])
	VPADDQ(acc[2], acc[0], acc[0])
	y := YMM()
	VEXTRACTI64X4(U8(1), acc[0], y)
	VPADDQ(y, acc[0].AsY(), y)
	x := XMM()
	VEXTRACTI128(U8(1), y, x)
	VPADDQ(x, y.AsX(), x)
	x2 := XMM()
	VPSHUFD(U8(0x4e), x, x2) // swap the two quadwords
	VPADDQ(x2, x, x)
	total := GP64()
	VMOVQ(x, total)
	Store(total, ReturnIndex(0))
	VZEROUPPER()
	RET()
}

func popcountPOPCNT() {
	const name = "popcountPOPCNT"
	TEXT(name, NOSPLIT, "func(words *uint64, n int) int")
	Pragma("noescape")
	Doc(name + " returns the number of set bits in the n words at words.")
	p := Load(Param("words"), GP64())
	n := Load(Param("n"), GP64())
	acc := []GPVirtual{GP64(), GP64(), GP64(), GP64()}
	for _, a := range acc {
		XORQ(a, a)
	}
	Label(name + "_loop4")
	CMPQ(n, U8(4))
	JB(LabelRef(name + "_loop1"))
	for i, a := range acc {
		c := GP64()
		POPCNTQ(Mem{Base: p, Disp: 8 * i}, c)
		ADDQ(c, a)
	}
	ADDQ(U8(32), p)
	SUBQ(U8(4), n)
	JMP(LabelRef(name + "_loop4"))

	Label(name + "_loop1")
	TESTQ(n, n)
	JZ(LabelRef(name + "_sum"))
	c := GP64()
	POPCNTQ(Mem{Base: p}, c)
	ADDQ(c, acc[0])
	ADDQ(U8(8), p)
	DECQ(n)
	JMP(LabelRef(name + "_loop1"))

	Label(name + "_sum")
	ADDQ(acc[1], acc[0])
	ADDQ(acc[3], acc[2])
	ADDQ(acc[2], acc[0])
	Store(acc[0], ReturnIndex(0))
	RET()
}
