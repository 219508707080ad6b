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
// shape and one per-width table drives all of them. Per group: a masked
// load of the w bytes (never past them), VPERMB gathers for each 64-bit lane
// the 8 bytes that start with its value, VPSRLVQ aligns it, VPANDQ masks it
// and VPADDQ adds the base. For widths 57..63 a value can span 9 bytes, so a
// second VPERMB/VPSLLVQ brings in the ninth byte.
func unpackKernels() {
	unpackAVX512("unpackAVX512", false)
	unpackAVX512("unpackAVX512Wide", true)
}

// unpackTable layout (bytes), built by unpackTableFor in package bitpack:
// [0,64) VPERMB indexes of the low 8 bytes of each lane, [64,128) right
// shift of each lane, [128,192) VPERMB indexes of the ninth byte, [192,256)
// left shift of the ninth byte.
const (
	unpackTablePermLo  = 0
	unpackTableShiftLo = 64
	unpackTablePermHi  = 128
	unpackTableShiftHi = 192
)

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
			"set. src is at least 64 bytes long. The first safeGroups groups load 64 bytes from their",
			"start; the others load the 64 bytes at last, the end of src less 64.",
		)
	}
	dst := Load(Param("dst"), GP64())
	src := Load(Param("src"), GP64())
	groups := Load(Param("groups"), GP64())
	w := Load(Param("w"), GP64())
	maskGP := Load(Param("mask"), GP64())
	table := Load(Param("table"), GP64())

	valueMask := ZMM()
	VPBROADCASTQ(maskGP, valueMask)
	base := ZMM()
	baseGP := Load(Param("base"), GP64())
	VPBROADCASTQ(baseGP, base)
	permLo, shiftLo := ZMM(), ZMM()
	VMOVDQU64(Mem{Base: table, Disp: unpackTablePermLo}, permLo)
	VMOVDQU64(Mem{Base: table, Disp: unpackTableShiftLo}, shiftLo)
	var permHi, shiftHi VecVirtual
	if wide {
		permHi, shiftHi = ZMM(), ZMM()
		VMOVDQU64(Mem{Base: table, Disp: unpackTablePermHi}, permHi)
		VMOVDQU64(Mem{Base: table, Disp: unpackTableShiftHi}, shiftHi)
	}

	// decode turns the group bytes at m (a register or memory), gathered
	// with the indexes pLo (and pHi), into 8 values in z (not m).
	decode := func(m Op, pLo, pHi, z VecVirtual) {
		VPERMB(m, pLo, z)
		VPSRLVQ(shiftLo, z, z)
		if wide {
			hi := ZMM()
			VPERMB(m, pHi, hi)
			VPSLLVQ(shiftHi, hi, hi)
			// z = (z | hi) & valueMask
			VPTERNLOGQ(U8(0xc8), hi, valueMask, z)
		} else {
			VPANDQ(valueMask, z, z)
		}
		VPADDQ(base, z, z)
	}

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
		decode(m, permLo, permHi, z)
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
	decode(Mem{Base: src}, permLo, permHi, z)
	VMOVDQU64(z, Mem{Base: dst})
	ADDQ(w, src)
	ADDQ(U8(64), dst)
	DECQ(safe)
	JMP(LabelRef(name + "_loop1"))

	// The other groups, and the partial last one, would load past the end
	// of src: they load its last 64 bytes instead and shift the gather
	// indexes by the distance d from there to their start. A masked load
	// would do too, but costs a microcode assist when its masked-off bytes
	// reach into the next page.
	Label(name + "_unsafe")
	last := Load(Param("last"), GP64())
	lastBytes := ZMM()
	VMOVDQU64(Mem{Base: last}, lastBytes)
	shiftedLo, shiftedHi := ZMM(), ZMM()
	adjust := func() {
		d := GP64()
		MOVQ(src, d)
		SUBQ(last, d)
		dz := ZMM()
		VPBROADCASTB(d.As32(), dz)
		VPADDB(dz, permLo, shiftedLo)
		if wide {
			VPADDB(dz, permHi, shiftedHi)
		}
	}
	Label(name + "_rest")
	TESTQ(groups, groups)
	JZ(LabelRef(name + "_tail"))
	adjust()
	zr := ZMM()
	decode(lastBytes, shiftedLo, shiftedHi, zr)
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
	adjust()
	zt := ZMM()
	decode(lastBytes, shiftedLo, shiftedHi, zt)
	VMOVDQU64(zt, Mem{Base: tailOut})

	Label(name + "_done")
	VZEROUPPER()
	RET()
}
