package main

import (
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// unpackKernels builds the Unpack kernels.
//
// AVX-512 (VBMI): the 8 values of a group (values 8j..8j+7 of the stream)
// occupy exactly w bytes starting at byte j*w, so every group has the same
// shape and one per-width table drives all of them. Per group: VPERMB
// gathers, from the 64 bytes at the group's start, the 8 bytes that start
// with each lane's value, VPSRLVQ aligns it, VPANDQ masks it and VPADDQ adds
// the base. For widths 57..63 a value can span 9 bytes, so a second
// VPERMB/VPSLLVQ brings in the ninth byte. The last groups, whose 64 bytes
// would reach past the source, gather from the source's last 64 bytes
// instead, with shifted indexes.
func unpackKernels() {
	unpackAVX512("unpackAVX512", false)
	unpackAVX512("unpackAVX512Wide", true)
}

// unpackTable layout (bytes), built by unpackTables in package bitpack:
// [0,64) VPERMB indexes of the low 8 bytes of each lane, [64,128) right
// shift of each lane, [128,192) VPERMB indexes of the ninth byte, [192,256)
// left shift of the ninth byte.
const (
	unpackTablePermLo  = 0
	unpackTableShiftLo = 64
	unpackTablePermHi  = 128
	unpackTableShiftHi = 192
)

// groupDecoder emits the decoding of 8-value groups, shared by the unpack
// and countLess kernels.
type groupDecoder struct {
	wide                                        bool
	valueMask, permLo, shiftLo, permHi, shiftHi VecVirtual
	base                                        VecVirtual // nil: add no base
	// The window: the last 64 bytes of the source and the indexes shifted
	// to a group's start in them.
	last                 Register
	lastBytes            VecVirtual
	shiftedLo, shiftedHi VecVirtual
}

// newGroupDecoder loads the table and the masks of width w.
func newGroupDecoder(wide bool, table, maskGP Register) *groupDecoder {
	g := &groupDecoder{wide: wide}
	g.valueMask = ZMM()
	VPBROADCASTQ(maskGP, g.valueMask)
	g.permLo, g.shiftLo = ZMM(), ZMM()
	VMOVDQU64(Mem{Base: table, Disp: unpackTablePermLo}, g.permLo)
	VMOVDQU64(Mem{Base: table, Disp: unpackTableShiftLo}, g.shiftLo)
	if wide {
		g.permHi, g.shiftHi = ZMM(), ZMM()
		VMOVDQU64(Mem{Base: table, Disp: unpackTablePermHi}, g.permHi)
		VMOVDQU64(Mem{Base: table, Disp: unpackTableShiftHi}, g.shiftHi)
	}
	return g
}

// decode turns the group bytes at m (a register or memory), gathered with
// the indexes pLo (and pHi), into 8 values in z (not m).
func (g *groupDecoder) decode(m Op, pLo, pHi, z VecVirtual) {
	VPERMB(m, pLo, z)
	VPSRLVQ(g.shiftLo, z, z)
	if g.wide {
		hi := ZMM()
		VPERMB(m, pHi, hi)
		VPSLLVQ(g.shiftHi, hi, hi)
		// z = (z | hi) & valueMask
		VPTERNLOGQ(U8(0xc8), hi, g.valueMask, z)
	} else {
		VPANDQ(g.valueMask, z, z)
	}
	if g.base != nil {
		VPADDQ(g.base, z, z)
	}
}

// decodeAt decodes the group whose bytes start at src, loading 64 bytes.
func (g *groupDecoder) decodeAt(src Register, z VecVirtual) {
	g.decode(Mem{Base: src}, g.permLo, g.permHi, z)
}

// loadWindow loads the last 64 bytes of the source, at the pointer in
// parameter lastParam.
func (g *groupDecoder) loadWindow(lastParam string) {
	g.last = Load(Param(lastParam), GP64())
	g.lastBytes = ZMM()
	VMOVDQU64(Mem{Base: g.last}, g.lastBytes)
	g.shiftedLo, g.shiftedHi = ZMM(), ZMM()
}

// decodeWindow decodes the group whose bytes start at src (within the
// window) from the window, shifting the indexes by src - last.
func (g *groupDecoder) decodeWindow(src Register, z VecVirtual) {
	d := GP64()
	MOVQ(src, d)
	SUBQ(g.last, d)
	dz := ZMM()
	VPBROADCASTB(d.As32(), dz)
	VPADDB(dz, g.permLo, g.shiftedLo)
	if g.wide {
		VPADDB(dz, g.permHi, g.shiftedHi)
	}
	g.decode(g.lastBytes, g.shiftedLo, g.shiftedHi, z)
}

func unpackAVX512(name string, wide bool) {
	TEXT(name, NOSPLIT, "func(dst *uint64, src *byte, last *byte, groups int, safeGroups int, base uint64, w uint, mask uint64, tailOut *uint64, table *[32]uint64)")
	Pragma("noescape")
	if wide {
		Doc(name + " is unpackAVX512 for widths 57..63, where a value can span nine bytes.")
	} else {
		Doc(
			name+" decodes groups*8 values of width w (1..64, but 57..63 need",
			"unpackAVX512Wide) from src to dst, adding base, then the 8 values of a",
			"partial last group to tailOut if it is not nil. mask has the low w bits",
			"set. src is at least 64 bytes long and ends at last+64. The first",
			"safeGroups groups load 64 bytes from their start; the others gather",
			"from the 64 bytes at last.",
		)
	}
	dst := Load(Param("dst"), GP64())
	src := Load(Param("src"), GP64())
	groups := Load(Param("groups"), GP64())
	w := Load(Param("w"), GP64())
	g := newGroupDecoder(wide, Load(Param("table"), GP64()), Load(Param("mask"), GP64()))
	g.base = ZMM()
	VPBROADCASTQ(Load(Param("base"), GP64()), g.base)

	// The first safeGroups groups load 64 bytes from their start.
	const unroll = 4
	w3 := GP64()
	LEAQ(Mem{Base: w, Index: w, Scale: 2}, w3)
	safe := Load(Param("safeGroups"), GP64())
	SUBQ(safe, groups)
	Label(name + "_loop4")
	CMPQ(safe, U8(unroll))
	JL(LabelRef(name + "_loop1"))
	for u := 0; u < unroll; u++ {
		var m Mem
		switch u {
		case 0:
			m = Mem{Base: src}
		case 1:
			m = Mem{Base: src, Index: w, Scale: 1}
		case 2:
			m = Mem{Base: src, Index: w, Scale: 2}
		case 3:
			m = Mem{Base: src, Index: w3, Scale: 1}
		}
		z := ZMM()
		g.decode(m, g.permLo, g.permHi, z)
		VMOVDQU64(z, Mem{Base: dst, Disp: 64 * u})
	}
	LEAQ(Mem{Base: src, Index: w, Scale: 4}, src)
	ADDQ(U32(64*unroll), dst)
	SUBQ(U8(unroll), safe)
	JMP(LabelRef(name + "_loop4"))

	Label(name + "_loop1")
	TESTQ(safe, safe)
	JZ(LabelRef(name + "_unsafe"))
	z := ZMM()
	g.decodeAt(src, z)
	VMOVDQU64(z, Mem{Base: dst})
	ADDQ(w, src)
	ADDQ(U8(64), dst)
	DECQ(safe)
	JMP(LabelRef(name + "_loop1"))

	// The other groups, and the partial last one, would load past the end
	// of src: they gather from its last 64 bytes instead. A masked load
	// would do too, but costs a microcode assist when its masked-off bytes
	// reach into the next page.
	Label(name + "_unsafe")
	g.loadWindow("last")
	Label(name + "_rest")
	TESTQ(groups, groups)
	JZ(LabelRef(name + "_tail"))
	zr := ZMM()
	g.decodeWindow(src, zr)
	VMOVDQU64(zr, Mem{Base: dst})
	ADDQ(w, src)
	ADDQ(U8(64), dst)
	DECQ(groups)
	JMP(LabelRef(name + "_rest"))

	// A masked store would do for the partial group too, but costs a
	// microcode assist when its masked-off lanes reach into the next page.
	Label(name + "_tail")
	tailOut := Load(Param("tailOut"), GP64())
	TESTQ(tailOut, tailOut)
	JZ(LabelRef(name + "_done"))
	zt := ZMM()
	g.decodeWindow(src, zt)
	VMOVDQU64(zt, Mem{Base: tailOut})

	Label(name + "_done")
	VZEROUPPER()
	RET()
}
