package main

import (
	"fmt"
	"math/bits"

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
// VPERMB/VPSLLVQ brings in the ninth byte; for multiples of 8 a zero-masked
// VPERMB alone extracts the value. Widths 8, 16, 32 and 64 have kernels of
// their own (unpackAVX512Narrow): a zero-extending load and an add. The last
// groups, whose loads would reach past the source, come from one load of
// their bytes (fewer than 64) with a byte mask that stops at its end, and
// the last partial group stores with a lane mask, so the caller copies
// nothing (it used to copy them to a padded buffer and back, which cost a
// store-forwarding stall: 13-16 -> 6-9 ns for 16 values).
//
// What bounds them (Zen 5 class, 1024 values into L1): the narrow kernels
// run at 26-27 values/ns against 27-29 for a loop of bare 64-byte stores
// (one per cycle); the others at about 1.3 cycles per group, most of it
// their loads, which contend with the stores. In a loop at width 21 with no
// vector instruction, 128 loads of 32 bytes and 128 stores take 42-46 ns
// against 37-38 for the stores alone (how much more depends on where src
// lies against dst modulo 4 KB: 42-51 ns for the whole loop over 16
// placements); with one 64-byte load per three groups the loads cost
// nothing (38 ns), and the three vector instructions per group add 3-4 ns
// (dropping any one of them, nothing). Hence widths 17..21 share one load
// between three groups (unpackAVX512Share3*). In the same bare loops, one
// load shared by two groups (widths 22..32) measured 2% slower to 4% faster
// than the 32-byte loads, by four (13..16) 1-3% faster than the 16-byte
// ones: not taken (an earlier try at 2-8 groups, VPERMB or VPERMI2B over
// two loads, had measured equal). Tried and dropped, all measured slower or
// equal in the kernel: VPERMB reading its 64 bytes from memory (two cache
// lines almost always), VPMADD52HUQ to shift, mask and add in one (needs a
// base copy per group), VPMOVZXBQ from memory at width 8 replaced by
// VPERMB, 8 groups per pass instead of 4; with the shared loads, loading
// one to four passes ahead, or decoding from the end backwards (to move
// where the loads meet the stores modulo 4 KB).
//
// AVX2 (widths 33..56, unpackAVX2): each 128-bit lane holds two values,
// gathered with VPSHUFB from 16 bytes loaded at the byte where the first of
// the two starts; then the same VPSRLVQ, VPAND and VPADDQ. Widths 1..15
// broadcast the 8 bytes that hold 4 values to every lane, no shuffle
// (unpackAVX2Bcast); width 24 moves whole bytes with one VPSHUFB
// (unpackAVX2W24); the other widths up to 31 load a group's first 32 bytes
// once and VPERMD gathers the two dwords of each value (unpackAVX2Perm),
// or on AMD CPUs, where the lane-crossing VPERMD is dear, load each half
// group's 16 bytes into both lanes for an in-lane VPSHUFB
// (unpackAVX2Lanes);
// widths 57..63 do the same with three dwords, two VPERMD per half group
// (unpackAVX2PermWide); widths 8, 16, 32 and 64 zero-extend
// (unpackAVX2Narrow), and width 64 at base 0 is a copy (unpackAVX2Copy).
// The caller copies the last bytes of the source to a padded buffer for
// the groups whose loads would reach past the page of its last byte.
func unpackKernels() {
	unpackAVX512("unpackAVX512", anyWidth, 64, false)
	unpackAVX512("unpackAVX512Wide", wideWidths, 64, false)
	unpackAVX512("unpackAVX512Bytes", byteWidths, 64, false)
	// Smaller loads for narrow groups: a 64-byte load at an arbitrary byte
	// offset almost always crosses a cache line, which costs a second load
	// (at widths 1..21, 16-20% of the throughput).
	unpackAVX512("unpackAVX512Load32", anyWidth, 32, false)
	unpackAVX512("unpackAVX512BytesLoad32", byteWidths, 32, false)
	unpackAVX512("unpackAVX512Load16", anyWidth, 16, false)
	// Bases with no bits among the low w (0 among them): the add is an
	// OR, fused with the mask (widths 1..32, where parquet-go is fast; at
	// widths 13 and 21, 47-48 -> 44-45 ns for 1024 values, kernel alone).
	unpackAVX512("unpackAVX512Load32Or", anyWidth, 32, true)
	unpackAVX512("unpackAVX512Load16Or", anyWidth, 16, true)
	// Widths 17..21: three groups (at most 63 bytes) share one 64-byte
	// load, each gathered with the indexes plus 0, w and 2w: a third of the
	// loads, which contend with the stores (see above).
	unpackAVX512Shared("unpackAVX512Share3Or", 3, true)
	unpackAVX512Shared("unpackAVX512Share3", 3, false)
	for _, w := range []int{8, 16, 32, 64} {
		unpackAVX512Narrow(w, false)
	}
	// Base 0: no VPADDQ in the loops, one vector instruction per 8 values
	// besides the load and the store.
	for _, w := range []int{8, 16, 32} {
		unpackAVX512Narrow(w, true)
	}
	unpackAVX2()
	unpackAVX2Perm("unpackAVX2Perm", false)
	// Base 0 (plain bit packing): no VPADDQ, two vector instructions fewer
	// per group, which bound the loop (measured on the kernel this one
	// replaced, 8 instructions against 6: at width 13, 87.6 -> 72.9 ns for
	// 1024 values).
	unpackAVX2Perm("unpackAVX2PermNoBase", true)
	unpackAVX2Bcast("unpackAVX2Bcast", false)
	unpackAVX2Bcast("unpackAVX2BcastNoBase", true)
	unpackAVX2Lanes("unpackAVX2Lanes", false)
	unpackAVX2Lanes("unpackAVX2LanesNoBase", true)
	unpackAVX2PermWide("unpackAVX2PermWide", false)
	unpackAVX2PermWide("unpackAVX2PermWideNoBase", true)
	unpackAVX2Bytes24("unpackAVX2W24", false)
	unpackAVX2Bytes24("unpackAVX2W24NoBase", true)
	for _, w := range []int{8, 16, 32, 64} {
		unpackAVX2Narrow(w, false)
	}
	for _, w := range []int{8, 16, 32} {
		unpackAVX2Narrow(w, true)
	}
	unpackAVX2Copy()
}

// unpackKernelSignature is the signature of every Unpack kernel. It is
// unpackEntry's (dst and src are slices there, force is plan and spare is
// rest), so that unpackEntry jumps to a kernel with the arguments in place
// and writes none of them. A kernel decodes n values (n/8 groups, then the
// first n%8 values of one more) of width w from src to dst, adding base.
// It reads the first (n*w+63)/64 words of src (srcWords, at least that
// many, it does not read); the AVX2 kernels of widths other than 8, 16, 32
// and 64 read up to a few bytes past a group's bytes (the plan's reach),
// which the caller makes sure are mapped, and if rest is not nil decode
// the last restGroups groups and the partial one from rest instead. dstCap,
// plan and, if rest is nil, restGroups are not read. The AVX2 kernels of
// widths 8, 16, 32 and 64 leave the n%8 values of the last group to their
// caller.
const unpackKernelSignature = "func(dst *uint64, n int, dstCap int, src *byte, srcWords int, restGroups int, base uint64, w uint, plan *byte, rest *byte)"

// unpackGroups loads the kernel's n/8.
func unpackGroups() GPVirtual {
	groups := GP64()
	Load(Param("n"), groups)
	SHRQ(U8(3), groups)
	return groups
}

// unpackAVX2Groups loads the number of groups that an AVX2 kernel with
// rest decodes from src: n/8, less restGroups if rest is not nil.
func unpackAVX2Groups(name string) GPVirtual {
	groups := unpackGroups()
	rest := Load(Param("rest"), GP64())
	TESTQ(rest, rest)
	JZ(LabelRef(name + "_noRest"))
	SUBQ(paramAddr(Param("restGroups")), groups)
	Label(name + "_noRest")
	return groups
}

// unpackTail loads the kernel's n%8.
func unpackTail() GPVirtual {
	tail := GP64()
	Load(Param("n"), tail)
	ANDQ(U8(7), tail)
	return tail
}

// The tables of the Unpack kernels, in package bitpack, and the bytes
// between one width's table and the next (TestUnpackTableStrides checks
// them against the Go arrays).
var unpackTableStrides = []struct {
	name   string
	stride int
}{
	{"unpackTables", 256}, {"unpackTablesAVX2", 160}, {"unpackTablesAVX2P", 128},
	{"unpackTablesAVX2B", 72}, {"unpackTablesAVX2L", 136}, {"unpackTablesAVX2W", 264},
	{"unpackTableAVX2W24", 0},
}

// unpackTable computes the address of the kernel's table in the tables
// name: from w, which the kernel's caller stored, not from anything that
// unpackEntry computes, so that the kernel's start does not wait for the
// dispatch (which branch prediction runs ahead of).
func unpackTable(name string) GPVirtual {
	stride := -1
	for _, t := range unpackTableStrides {
		if t.name == name {
			stride = t.stride
		}
	}
	if stride < 0 {
		fail(fmt.Errorf("unpackTable: no table %q in unpackTableStrides", name))
	}
	table := GP64()
	LEAQ(NewDataAddr(Symbol{Name: "·" + name}, 0), table)
	if stride == 0 {
		return table
	}
	off := Load(Param("w"), GP64())
	if stride&(stride-1) == 0 {
		SHLQ(U8(bits.TrailingZeros(uint(stride))), off)
	} else {
		IMUL3Q(U32(uint32(stride)), off, off)
	}
	ADDQ(off, table)
	return table
}

// unpackMask computes the kernel's mask from w: its low w bits set, or
// with bytes (widths that are multiples of 8) the low w/8 bits of each
// byte.
func unpackMask(bytes bool) GPVirtual {
	w := Load(Param("w"), GP64())
	mask := GP64()
	MOVQ(I32(-1), mask)
	if bytes {
		SHRQ(U8(3), w)
	}
	BZHIQ(w, mask, mask)
	if bytes {
		ones := GP64()
		MOVQ(U64(0x0101010101010101), ones)
		IMULQ(ones, mask)
	}
	return mask
}

// unpackSrcLen computes the bytes of src that the kernel decodes from, in
// whole words: (n*w+63)/64*8.
func unpackSrcLen() GPVirtual {
	l := GP64()
	Load(Param("n"), l)
	IMULQ(Load(Param("w"), GP64()), l)
	ADDQ(U8(63), l)
	SHRQ(U8(6), l)
	SHLQ(U8(3), l)
	return l
}

// unpackTableAVX2 layout (bytes), built by unpackTablesAVX2 in package
// bitpack: [0,32) and [32,64) VPSHUFB indexes for values 0..3 and 4..7 of a
// group, [64,96) and [96,128) their right shifts, [128,152) the byte offsets
// (from the group's start) of the 16-byte loads of values 2, 4 and 6 (that
// of values 0 is 0).
const (
	unpackTableAVX2Shuffle = 0
	unpackTableAVX2Shift   = 64
	unpackTableAVX2Offsets = 128
)

// avx2Decoder emits the AVX2 decoding of 8-value groups for the unpack
// kernels.
type avx2Decoder struct {
	shuffle, shift [2]VecVirtual
	offsets        [3]GPVirtual
	valueMask      VecVirtual
	base           VecVirtual // nil: add no base
}

func newAVX2Decoder(table, maskGP Register) *avx2Decoder {
	d := &avx2Decoder{}
	for h := 0; h < 2; h++ {
		d.shuffle[h], d.shift[h] = YMM(), YMM()
		VMOVDQU(Mem{Base: table, Disp: unpackTableAVX2Shuffle + 32*h}, d.shuffle[h])
		VMOVDQU(Mem{Base: table, Disp: unpackTableAVX2Shift + 32*h}, d.shift[h])
	}
	for i := range d.offsets {
		d.offsets[i] = GP64()
		MOVQ(Mem{Base: table, Disp: unpackTableAVX2Offsets + 8*i}, d.offsets[i])
	}
	d.valueMask = broadcastAVX2(maskGP)
	return d
}

// broadcastAVX2 returns a YMM register with r in each quadword.
func broadcastAVX2(r Register) VecVirtual {
	y := YMM()
	VMOVQ(r, y.AsX())
	VPBROADCASTQ(y.AsX(), y)
	return y
}

// broadcastAVX2D returns a YMM register with r's low dword in each dword.
func broadcastAVX2D(r Register) VecVirtual {
	y := YMM()
	VMOVQ(r, y.AsX())
	VPBROADCASTD(y.AsX(), y)
	return y
}

// decode decodes the group whose bytes start at src into values 0..3 in
// out[0] and 4..7 in out[1].
func (d *avx2Decoder) decode(src Register, out [2]VecVirtual) {
	loads := [4]Mem{
		{Base: src},
		{Base: src, Index: d.offsets[0], Scale: 1},
		{Base: src, Index: d.offsets[1], Scale: 1},
		{Base: src, Index: d.offsets[2], Scale: 1},
	}
	for h := 0; h < 2; h++ {
		y := out[h]
		VMOVDQU(loads[2*h], y.AsX())
		VINSERTI128(U8(1), loads[2*h+1], y, y)
		VPSHUFB(d.shuffle[h], y, y)
		VPSRLVQ(d.shift[h], y, y)
		VPAND(d.valueMask, y, y)
		if d.base != nil {
			VPADDQ(d.base, y, y)
		}
	}
}

func unpackAVX2() {
	const name = "unpackAVX2"
	TEXT(name, NOSPLIT, unpackKernelSignature)
	Pragma("noescape")
	Doc(
		name+" decodes n values of width w (1..56 or 64) from src to dst, adding",
		"base (the arguments: unpackKernelSignature in ./asm): n/8 groups, the",
		"last restGroups of them from rest if rest is not nil, then n%8 more from",
		"one more group (from rest if not nil). Group j reads the 16 bytes at",
		"each of its offsets from byte j*w of src: the caller makes sure they",
		"are there.",
	)
	dst := Load(Param("dst"), GP64())
	src := Load(Param("src"), GP64())
	groups := unpackAVX2Groups(name)
	w := Load(Param("w"), GP64())
	d := newAVX2Decoder(unpackTable("unpackTablesAVX2"), unpackMask(false))
	d.base = broadcastAVX2(Load(Param("base"), GP64()))

	Label(name + "_loop")
	TESTQ(groups, groups)
	JZ(LabelRef(name + "_rest"))
	out := [2]VecVirtual{YMM(), YMM()}
	d.decode(src, out)
	VMOVDQU(out[0], Mem{Base: dst})
	VMOVDQU(out[1], Mem{Base: dst, Disp: 32})
	ADDQ(w, src)
	ADDQ(U8(64), dst)
	DECQ(groups)
	JMP(LabelRef(name + "_loop"))

	unpackAVX2RestTail(name, "_loop", dst, src, groups, func() [2]VecVirtual {
		out := [2]VecVirtual{YMM(), YMM()}
		d.decode(src, out)
		return out
	})
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

// groupDecoder emits the AVX-512 decoding of 8-value groups for the unpack
// kernels.
type groupDecoder struct {
	kind                                        widthKind
	valueMask, permLo, shiftLo, permHi, shiftHi VecVirtual
	byteMask                                    OpmaskVirtual // kind byteWidths
	// loadBytes is how many bytes a group loads: 64, or 32 or 16 for
	// widths up to 32 or 16, whose group's values are all in its first w
	// bytes (the gathers may read the zeroed bytes past the load, which the
	// mask drops). The smaller loads cross a cache line less often.
	loadBytes int
	base      VecVirtual // nil: add no base
	// orBase: base has no bits among the low w, so adding it is an OR,
	// which VPTERNLOGQ does with the mask (one instruction instead of two).
	orBase bool
}

// widthKind says which widths a kernel handles.
type widthKind int

const (
	// anyWidth: 1..64 except 57..63.
	anyWidth widthKind = iota
	// wideWidths: 57..63, where a value can span nine bytes.
	wideWidths
	// byteWidths: multiples of 8, where a value is whole bytes: the
	// zero-masked VPERMB alone extracts it, without shift or mask.
	byteWidths
)

// newGroupDecoder loads the table and the masks of width w. maskGP has the
// low w bits set, or for byteWidths the low w/8 bits of each byte.
func newGroupDecoder(kind widthKind, table, maskGP Register) *groupDecoder {
	g := &groupDecoder{kind: kind, loadBytes: 64}
	g.permLo = ZMM()
	VMOVDQU64(Mem{Base: table, Disp: unpackTablePermLo}, g.permLo)
	if kind == byteWidths {
		g.byteMask = K()
		KMOVQ(maskGP, g.byteMask)
		return g
	}
	g.valueMask = ZMM()
	VPBROADCASTQ(maskGP, g.valueMask)
	g.shiftLo = ZMM()
	VMOVDQU64(Mem{Base: table, Disp: unpackTableShiftLo}, g.shiftLo)
	if kind == wideWidths {
		g.permHi, g.shiftHi = ZMM(), ZMM()
		VMOVDQU64(Mem{Base: table, Disp: unpackTablePermHi}, g.permHi)
		VMOVDQU64(Mem{Base: table, Disp: unpackTableShiftHi}, g.shiftHi)
	}
	return g
}

// decode turns the group bytes at m (a register or memory), gathered with
// the indexes pLo (and pHi), into 8 values in z (not m).
func (g *groupDecoder) decode(m Op, pLo, pHi, z VecVirtual) {
	if mem, ok := m.(Mem); ok && g.loadBytes < 64 {
		t := ZMM()
		if g.loadBytes == 32 {
			VMOVDQU(mem, t.AsY())
		} else {
			VMOVDQU(mem, t.AsX())
		}
		m = t
	}
	if g.kind == byteWidths {
		VPERMB_Z(m, pLo, g.byteMask, z)
		if g.base != nil {
			VPADDQ(g.base, z, z)
		}
		return
	}
	VPERMB(m, pLo, z)
	VPSRLVQ(g.shiftLo, z, z)
	if g.kind == wideWidths {
		hi := ZMM()
		VPERMB(m, pHi, hi)
		VPSLLVQ(g.shiftHi, hi, hi)
		// z = (z | hi) & valueMask
		VPTERNLOGQ(U8(0xc8), hi, g.valueMask, z)
	} else if g.orBase {
		// z = z&valueMask | base
		VPTERNLOGQ(U8(0xea), g.base, g.valueMask, z)
		return
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

// unpackAVX512Unroll is how many groups the AVX-512 unpack loops decode per
// pass.
const unpackAVX512Unroll = 4

func unpackAVX512(name string, kind widthKind, loadBytes int, orBase bool) {
	unpackAVX512Kernel(name, kind, loadBytes, orBase, 0)
}

// unpackAVX512SharedLoads is how many 64-byte loads a pass of the shared
// loop (unpackAVX512Shared) makes.
const unpackAVX512SharedLoads = 2

// unpackAVX512Shared builds unpackAVX512Load32 (or Load32Or) with a main
// loop in which share groups (share*w <= 64) gather from one 64-byte load,
// with the indexes plus 0, w, 2w, ...; unpackAVX512SharedLoads loads per
// pass.
func unpackAVX512Shared(name string, share int, orBase bool) {
	unpackAVX512Kernel(name, anyWidth, 32, orBase, share)
}

func unpackAVX512Kernel(name string, kind widthKind, loadBytes int, orBase bool, share int) {
	TEXT(name, NOSPLIT, unpackKernelSignature)
	Pragma("noescape")
	switch {
	case share > 0:
		like := "unpackAVX512Load32"
		if orBase {
			like += "Or"
		}
		Doc(
			fmt.Sprintf("%s is %s for widths up to %d: %d groups share one", name, like, 64/share, share),
			fmt.Sprintf("64-byte load in its main loop (%d loads per pass).", unpackAVX512SharedLoads),
		)
	case kind == wideWidths:
		Doc(name + " is unpackAVX512 for widths 57..63, where a value can span nine bytes.")
	case kind == byteWidths:
		Doc(
			name+" is unpackAVX512 for widths that are multiples of 8: each value",
			"is whole bytes.",
		)
	case loadBytes == 64:
		Doc(
			name+" decodes n values of width w (1..64, but 57..63 need",
			"unpackAVX512Wide) from src to dst, adding base (the arguments:",
			"unpackKernelSignature in ./asm): n/8 groups of 8, then the first n%8",
			"values of the next group. Group j reads the 64 bytes from byte j*w of",
			"src while they are in its (n*w+63)/64 words; the groups after that load",
			"with a byte mask that stops at their end, and the last values are",
			"stored with a lane mask.",
		)
	}
	if loadBytes < 64 && share == 0 {
		like := "unpackAVX512"
		if kind == byteWidths {
			like = "unpackAVX512Bytes"
		}
		if orBase {
			Doc(fmt.Sprintf("%s is %s reading only %d bytes per group (widths up to %d), for a",
				name, like, loadBytes, loadBytes),
				"base with its low w bits zero: it ORs the base in with the mask.")
		} else {
			Doc(fmt.Sprintf("%s is %s reading only %d bytes per group, enough for widths up to %d.",
				name, like, loadBytes, loadBytes))
		}
	}
	dst := Load(Param("dst"), GP64())
	src := Load(Param("src"), GP64())
	groups := unpackGroups()
	w := GP64()
	Load(Param("w"), w)
	g := newGroupDecoder(kind, unpackTable("unpackTables"), unpackMask(kind == byteWidths))
	g.loadBytes = loadBytes
	g.orBase = orBase
	g.base = ZMM()
	VPBROADCASTQ(Load(Param("base"), GP64()), g.base)

	const unroll = unpackAVX512Unroll
	w3 := GP64()
	LEAQ(Mem{Base: w, Index: w, Scale: 2}, w3)
	// lim1 is the last address a group can start at with its load inside
	// src, lim4 that of the first group of a pass. (No division by w to
	// count the groups in the caller, and no loop.)
	lim1, lim4 := GP64(), GP64()
	MOVQ(src, lim1)
	ADDQ(unpackSrcLen(), lim1)
	SUBQ(U32(loadBytes), lim1)
	MOVQ(lim1, lim4)
	SUBQ(w3, lim4)
	if share > 0 {
		unpackAVX512SharedLoop(name, g, dst, src, groups, w, lim1, loadBytes, share)
	}
	Label(name + "_loop4")
	CMPQ(groups, U8(unroll))
	JB(LabelRef(name + "_loop1"))
	CMPQ(src, lim4)
	JA(LabelRef(name + "_loop1"))
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
	SUBQ(U8(unroll), groups)
	JMP(LabelRef(name + "_loop4"))

	Label(name + "_loop1")
	TESTQ(groups, groups)
	JZ(LabelRef(name + "_rest"))
	CMPQ(src, lim1)
	JA(LabelRef(name + "_rest"))
	z := ZMM()
	g.decodeAt(src, z)
	VMOVDQU64(z, Mem{Base: dst})
	ADDQ(w, src)
	ADDQ(U8(64), dst)
	DECQ(groups)
	JMP(LabelRef(name + "_loop1"))

	// The other groups and the tail: their bytes are fewer than 64 (fewer
	// than loadBytes, past lim1; or the tail's, at most w), so one load
	// with a byte mask that stops at src's end brings them all, and group j
	// of them gathers with the indexes plus j*w.
	Label(name + "_rest")
	rest := groups
	tail := unpackTail()
	anyLeft := GP64()
	MOVQ(rest, anyLeft)
	ORQ(tail, anyLeft)
	JZ(LabelRef(name + "_done"))
	// left = bytes left in src (at most 64): the start of src plus srcLen,
	// minus src.
	srcEnd := Load(Param("src"), GP64())
	ADDQ(unpackSrcLen(), srcEnd)
	ones, kbits, limit, left := GP64(), GP64(), GP64(), GP64()
	MOVQ(I32(-1), ones)
	MOVQ(U32(64), limit)
	MOVQ(srcEnd, left)
	SUBQ(src, left)
	CMPQ(left, limit)
	CMOVQGT(limit, left)
	k := K()
	bytes := ZMM()
	pLo, pHi := g.permLo, g.permHi
	// A masked load that reaches into a page where all its bytes are
	// masked off takes about 170 ns (an assist; width 21, 1024 values: 43
	// -> 217 ns whenever src ends 0-16 bytes before a page boundary). When
	// the 64 bytes from src cross a page boundary, load instead the 64 that
	// end at src's end, the left bytes last (the bytes before them are in
	// src's page, or in src), and move the indexes up by 64-left.
	page := GP64()
	MOVQ(src, page)
	jumpIfCrossesPage(page, 64, name+"_restHigh")
	BZHIQ(left, ones, kbits)
	KMOVQ(kbits, k)
	VMOVDQU8_Z(Mem{Base: src}, k, bytes)
	JMP(LabelRef(name + "_restLoaded"))
	Label(name + "_restHigh")
	shift, at := GP64(), GP64()
	MOVQ(limit, shift)
	SUBQ(left, shift)
	BZHIQ(shift, ones, kbits)
	NOTQ(kbits)
	KMOVQ(kbits, k)
	MOVQ(src, at)
	SUBQ(shift, at)
	VMOVDQU8_Z(Mem{Base: at}, k, bytes)
	up := ZMM()
	VPBROADCASTB(shift.As32(), up)
	VPADDB(up, pLo, pLo)
	if pHi != nil {
		VPADDB(up, pHi, pHi)
	}
	Label(name + "_restLoaded")
	step := ZMM()
	VPBROADCASTB(w.As32(), step)
	TESTQ(rest, rest)
	JZ(LabelRef(name + "_tail"))
	Label(name + "_restLoop")
	zr := ZMM()
	g.decode(bytes, pLo, pHi, zr)
	VMOVDQU64(zr, Mem{Base: dst})
	ADDQ(U8(64), dst)
	VPADDB(step, pLo, pLo)
	if pHi != nil {
		VPADDB(step, pHi, pHi)
	}
	DECQ(rest)
	JNZ(LabelRef(name + "_restLoop"))

	Label(name + "_tail")
	TESTQ(tail, tail)
	JZ(LabelRef(name + "_done"))
	zt := ZMM()
	g.decode(bytes, pLo, pHi, zt)
	BZHIQ(tail, ones, kbits)
	KMOVQ(kbits, k)
	storeLanes(name+"_tail", zt, dst, tail, k)

	Label(name + "_done")
	VZEROUPPER()
	RET()
}

// unpackAVX512SharedLoop emits the main loop of unpackAVX512Shared: passes
// of unpackAVX512SharedLoads 64-byte loads, share groups from each, while
// the groups and src's bytes last; the groups left go on to the loops of
// unpackAVX512 (lim1: the last address a loadBytes load can start at).
func unpackAVX512SharedLoop(name string, g *groupDecoder, dst, src, groups Register, w, lim1 GPVirtual, loadBytes, share int) {
	const loads = unpackAVX512SharedLoads
	perPass := share * loads
	// The gather indexes of the groups of a load: permLo plus 0, w, 2w...
	step := ZMM()
	VPBROADCASTB(w.As32(), step)
	perm := []VecVirtual{g.permLo}
	for i := 1; i < share; i++ {
		p := ZMM()
		VPADDB(step, perm[i-1], p)
		perm = append(perm, p)
	}
	// stride: the bytes of a load's groups. The last address a pass can
	// start at, limS: the smaller of the one whose last load ends at src's
	// end and that of the last whole pass of the groups, src plus
	// (groups-perPass)*w; so one compare and branch per pass.
	stride, limS, limG := GP64(), GP64(), GP64()
	IMUL3Q(U8(share), w, stride)
	CMPQ(groups, U8(perPass))
	JB(LabelRef(name + "_loop4"))
	MOVQ(lim1, limS)
	ADDQ(U32(loadBytes), limS)
	SUBQ(U32(64), limS)
	for l := 1; l < loads; l++ {
		SUBQ(stride, limS)
	}
	MOVQ(groups, limG)
	SUBQ(U8(perPass), limG)
	IMULQ(w, limG)
	ADDQ(src, limG)
	CMPQ(limG, limS)
	CMOVQHI(limS, limG)
	CMPQ(src, limG)
	JA(LabelRef(name + "_loop4"))
	// Software-pipelined by one pass: a pass loads the next pass's bytes
	// (into the other set of registers) before it decodes its own, so the
	// loads run a pass ahead of the stores that need them.
	sets := [2][]VecVirtual{}
	for h := range sets {
		for l := 0; l < loads; l++ {
			sets[h] = append(sets[h], ZMM())
		}
	}
	load := func(set []VecVirtual, at Register) {
		for l, bytes := range set {
			m := Mem{Base: at}
			if l > 0 {
				m = Mem{Base: at, Index: stride, Scale: uint8(l)}
			}
			VMOVDQU64(m, bytes)
		}
	}
	decodePass := func(set []VecVirtual) {
		for l, bytes := range set {
			for i := 0; i < share; i++ {
				z := ZMM()
				g.decode(bytes, perm[i], nil, z)
				VMOVDQU64(z, Mem{Base: dst, Disp: 64 * (l*share + i)})
			}
		}
	}
	next := GP64()
	load(sets[0], src)
	Label(name + "_loopShared")
	for h := range sets {
		LEAQ(Mem{Base: src, Index: stride, Scale: loads}, next)
		CMPQ(next, limG)
		JA(LabelRef(fmt.Sprintf("%s_lastShared%d", name, h)))
		load(sets[1-h], next)
		decodePass(sets[h])
		MOVQ(next, src)
		ADDQ(U32(64*perPass), dst)
		SUBQ(U8(perPass), groups)
	}
	JMP(LabelRef(name + "_loopShared"))
	for h := range sets {
		Label(fmt.Sprintf("%s_lastShared%d", name, h))
		decodePass(sets[h])
		LEAQ(Mem{Base: src, Index: stride, Scale: loads}, src)
		ADDQ(U32(64*perPass), dst)
		SUBQ(U8(perPass), groups)
		if h == 0 {
			JMP(LabelRef(name + "_sharedDone"))
		}
	}
	Label(name + "_sharedDone")
	// When the bytes left (from src to its end) are at most 64, the last
	// load (masked) brings all of them: straight there.
	last := GP64()
	LEAQ(Mem{Base: lim1, Disp: loadBytes - 64}, last)
	CMPQ(src, last)
	JAE(LabelRef(name + "_rest"))
}

// unpackAVX512Narrow builds the kernel of width w (8, 16, 32 or 64), where
// lane k of a group is bytes k*w/8.. of it, whole: one zero-extending load
// (VPMOVZX{BQ,WQ,DQ}; none at 64) and VPADDQ decode a group, no table, no
// shift, no mask. The loop decodes unpackAVX512NarrowUnroll groups per
// pass at constant offsets; the tail's values load and store with a lane
// mask.
func unpackAVX512Narrow(w int, noBase bool) {
	name := fmt.Sprintf("unpackAVX512W%d", w)
	if noBase {
		name += "NoBase"
	}
	TEXT(name, NOSPLIT, unpackKernelSignature)
	Pragma("noescape")
	if noBase {
		Doc(fmt.Sprintf("%s is unpackAVX512W%d for base 0: its loops add nothing.", name, w))
	} else {
		Doc(
			fmt.Sprintf("%s decodes n values of width %d from src to dst, adding", name, w),
			"base. It reads and writes nothing past them.",
		)
	}
	dst := Load(Param("dst"), GP64())
	src := Load(Param("src"), GP64())
	groups := unpackGroups()
	base := ZMM()
	VPBROADCASTQ(Load(Param("base"), GP64()), base)
	// decode decodes the 8 values at m (a register or memory) into z.
	decode := func(m Op, z VecVirtual) {
		switch w {
		case 8:
			VPMOVZXBQ(m, z)
		case 16:
			VPMOVZXWQ(m, z)
		case 32:
			VPMOVZXDQ(m, z)
		case 64:
			VPADDQ(m, base, z)
			return
		}
		VPADDQ(base, z, z)
	}
	// loopDecode is decode in the loops: without the VPADDQ for base 0
	// (the tail adds base, 0, as it is).
	loopDecode := func(m Op, z VecVirtual) {
		if !noBase {
			decode(m, z)
			return
		}
		switch w {
		case 8:
			VPMOVZXBQ(m, z)
		case 16:
			VPMOVZXWQ(m, z)
		case 32:
			VPMOVZXDQ(m, z)
		}
	}
	const unroll = unpackAVX512NarrowUnroll
	SUBQ(U8(unroll), groups)
	JB(LabelRef(name + "_short"))
	Label(name + "_loop")
	for u := 0; u < unroll; u++ {
		z := ZMM()
		loopDecode(Mem{Base: src, Disp: u * w}, z)
		VMOVDQU64(z, Mem{Base: dst, Disp: 64 * u})
	}
	ADDQ(U32(unroll*w), src)
	ADDQ(U32(64*unroll), dst)
	SUBQ(U8(unroll), groups)
	JAE(LabelRef(name + "_loop"))

	Label(name + "_short")
	ADDQ(U8(unroll), groups)
	JZ(LabelRef(name + "_tail"))
	Label(name + "_loop1")
	z := ZMM()
	loopDecode(Mem{Base: src}, z)
	VMOVDQU64(z, Mem{Base: dst})
	ADDQ(U8(w), src)
	ADDQ(U8(64), dst)
	DECQ(groups)
	JNZ(LabelRef(name + "_loop1"))

	Label(name + "_tail")
	tail := unpackTail()
	TESTQ(tail, tail)
	JZ(LabelRef(name + "_done"))
	// The tail's masked load reads max(w, 16) bytes. A masked load that
	// reaches into a page where all its bytes are masked off takes an
	// assist of about 170 ns (width 8, 1027 values: 41 -> 203 ns when src
	// ends at a page boundary): when those bytes cross a page, the tail's
	// values load one by one.
	page := GP64()
	MOVQ(src, page)
	jumpIfCrossesPage(page, int(max(w, 16)), name+"_tailScalar")
	lanes := GP64()
	MOVQ(I32(-1), lanes)
	BZHIQ(tail, lanes, lanes)
	k := K()
	KMOVQ(lanes, k)
	t, zt := ZMM(), ZMM()
	switch w {
	case 8:
		VMOVDQU8_Z(Mem{Base: src}, k, t.AsX())
		decode(t.AsX(), zt)
	case 16:
		VMOVDQU16_Z(Mem{Base: src}, k, t.AsX())
		decode(t.AsX(), zt)
	case 32:
		VMOVDQU32_Z(Mem{Base: src}, k, t.AsY())
		decode(t.AsY(), zt)
	case 64:
		VMOVDQU64_Z(Mem{Base: src}, k, t)
		decode(t, zt)
	}
	storeLanes(name+"_tail", zt, dst, tail, k)
	JMP(LabelRef(name + "_done"))

	Label(name + "_tailScalar")
	baseGP := Load(Param("base"), GP64())
	Label(name + "_tailScalarLoop")
	v := GP64()
	switch w {
	case 8:
		MOVBQZX(Mem{Base: src}, v)
	case 16:
		MOVWQZX(Mem{Base: src}, v)
	case 32:
		MOVL(Mem{Base: src}, v.As32())
	case 64:
		MOVQ(Mem{Base: src}, v)
	}
	ADDQ(baseGP, v)
	MOVQ(v, Mem{Base: dst})
	ADDQ(U8(w/8), src)
	ADDQ(U8(8), dst)
	DECQ(tail)
	JNZ(LabelRef(name + "_tailScalarLoop"))

	Label(name + "_done")
	VZEROUPPER()
	RET()
}

// unpackAVX512NarrowUnroll is how many groups unpackAVX512Narrow's loop
// decodes per pass.
const unpackAVX512NarrowUnroll = 8

// unpackAVX2NarrowUnroll is how many groups unpackAVX2Narrow's loop decodes
// per pass.
const unpackAVX2NarrowUnroll = 4

// unpackCopyMaxBytes is the size from which unpackAVX2Copy leaves the copy
// to Go's copy: from 1 MiB on, memmove stores past the caches
// (non-temporal stores), and a call more costs nothing there.
const unpackCopyMaxBytes = 1 << 20

// unpackAVX2Copy builds the AVX2 kernel of width 64 and base 0, a copy of
// 8n bytes, done as Go's memmove does it on AVX CPUs: up to 128 bytes with
// at most four 32-byte loads, then as many stores, which may overlap; past
// that, the first 32 and the last 128 bytes are loaded first and stored
// last, and the loop between loads 128 bytes and stores them aligned
// (32-byte stores that cross no cache line). It reads its arguments in
// place, as every kernel does: memmove called from unpackEntry took its
// arguments through an ABI wrapper, 1.4 ns more a call at 1024 values on
// Zen 4. From unpackCopyMaxBytes on it jumps to unpackSlow, whose copy is
// Go's. dst and src must not overlap (Unpack's contract).
func unpackAVX2Copy() {
	const name = "unpackAVX2Copy"
	TEXT(name, NOSPLIT, unpackKernelSignature)
	Pragma("noescape")
	Doc(
		name+" copies n words from src to dst: Unpack of width 64, base 0. From",
		"1 MiB on it leaves the copy to unpackSlow.",
	)
	dst := Load(Param("dst"), GP64())
	src := Load(Param("src"), GP64())
	bytes := GP64()
	Load(Param("n"), bytes)
	SHLQ(U8(3), bytes)
	CMPQ(bytes, U32(unpackCopyMaxBytes))
	JB(LabelRef(name + "_apart"))
	tailJMP(NewDataAddr(Symbol{Name: "·unpackSlow"}, 0))

	Label(name + "_apart")
	CMPQ(bytes, U8(128))
	JA(LabelRef(name + "_big"))
	CMPQ(bytes, U8(64))
	JA(LabelRef(name + "_upTo128"))
	CMPQ(bytes, U8(32))
	JAE(LabelRef(name + "_upTo64"))
	// 8 to 24 bytes: a word at a time.
	w := GP64()
	Label(name + "_words")
	MOVQ(Mem{Base: src}, w)
	MOVQ(w, Mem{Base: dst})
	ADDQ(U8(8), src)
	ADDQ(U8(8), dst)
	SUBQ(U8(8), bytes)
	JNZ(LabelRef(name + "_words"))
	RET()

	Label(name + "_upTo64")
	y := []VecVirtual{YMM(), YMM(), YMM(), YMM()}
	VMOVDQU(Mem{Base: src}, y[0])
	VMOVDQU(Mem{Base: src, Index: bytes, Scale: 1, Disp: -32}, y[1])
	VMOVDQU(y[0], Mem{Base: dst})
	VMOVDQU(y[1], Mem{Base: dst, Index: bytes, Scale: 1, Disp: -32})
	VZEROUPPER()
	RET()

	Label(name + "_upTo128")
	for i, d := range []int{0, 32} {
		VMOVDQU(Mem{Base: src, Disp: d}, y[i])
	}
	for i, d := range []int{-64, -32} {
		VMOVDQU(Mem{Base: src, Index: bytes, Scale: 1, Disp: d}, y[2+i])
	}
	for i, d := range []int{0, 32} {
		VMOVDQU(y[i], Mem{Base: dst, Disp: d})
	}
	for i, d := range []int{-64, -32} {
		VMOVDQU(y[2+i], Mem{Base: dst, Index: bytes, Scale: 1, Disp: d})
	}
	VZEROUPPER()
	RET()

	Label(name + "_big")
	// The first 32 bytes and the last 128, stored last.
	head := YMM()
	last := []VecVirtual{YMM(), YMM(), YMM(), YMM()}
	VMOVDQU(Mem{Base: src}, head)
	for i := range last {
		VMOVDQU(Mem{Base: src, Index: bytes, Scale: 1, Disp: -128 + 32*i}, last[i])
	}
	// to: dst's next 32-byte boundary (1 to 32 bytes on), from: as far
	// into src; left: the bytes from there to the last 128.
	to, from, left := GP64(), GP64(), GP64()
	LEAQ(Mem{Base: dst, Disp: 32}, to)
	ANDQ(I8(-32), to)
	MOVQ(to, from)
	SUBQ(dst, from)
	LEAQ(Mem{Base: bytes, Disp: -128}, left)
	SUBQ(from, left)
	ADDQ(src, from)
	TESTQ(left, left)
	JLE(LabelRef(name + "_ends"))
	Label(name + "_loop")
	for i := range y {
		VMOVDQU(Mem{Base: from, Disp: 32 * i}, y[i])
	}
	for i := range y {
		VMOVDQA(y[i], Mem{Base: to, Disp: 32 * i})
	}
	ADDQ(U32(128), from)
	ADDQ(U32(128), to)
	SUBQ(U32(128), left)
	JG(LabelRef(name + "_loop"))
	Label(name + "_ends")
	for i := range last {
		VMOVDQU(last[i], Mem{Base: dst, Index: bytes, Scale: 1, Disp: -128 + 32*i})
	}
	VMOVDQU(head, Mem{Base: dst})
	VZEROUPPER()
	RET()
}

// unpackAVX2Narrow builds the AVX2 kernel of width w (8, 16, 32 or 64):
// each half group (4 lanes, w/2 bytes) is one zero-extending load
// (VPMOVZX{BQ,WQ,DQ}; none at 64) and a VPADDQ; no table, no shift, no
// mask, and the loads read only the group's bytes.
func unpackAVX2Narrow(w int, noBase bool) {
	name := fmt.Sprintf("unpackAVX2W%d", w)
	if noBase {
		name += "NoBase"
	}
	TEXT(name, NOSPLIT, unpackKernelSignature)
	Pragma("noescape")
	if noBase {
		Doc(fmt.Sprintf("%s is unpackAVX2W%d for base 0: it adds nothing.", name, w))
	} else {
		Doc(
			fmt.Sprintf("%s decodes the n/8 groups of n values of width %d from src", name, w),
			"to dst, adding base, and leaves the last n%8 values to its caller. It",
			"reads and writes nothing past them.",
		)
	}
	dst := Load(Param("dst"), GP64())
	src := Load(Param("src"), GP64())
	groups := unpackGroups()
	var base VecVirtual
	if !noBase {
		base = broadcastAVX2(Load(Param("base"), GP64()))
	}
	half := w / 2 // bytes per 4 values
	decode := func(m Mem, y VecVirtual) {
		switch w {
		case 8:
			VPMOVZXBQ(m, y)
		case 16:
			VPMOVZXWQ(m, y)
		case 32:
			VPMOVZXDQ(m, y)
		case 64:
			VPADDQ(m, base, y)
			return
		}
		if !noBase {
			VPADDQ(base, y, y)
		}
	}
	const unroll = unpackAVX2NarrowUnroll
	SUBQ(U8(unroll), groups)
	JB(LabelRef(name + "_short"))
	Label(name + "_loop")
	for u := 0; u < 2*unroll; u++ {
		y := YMM()
		decode(Mem{Base: src, Disp: u * half}, y)
		VMOVDQU(y, Mem{Base: dst, Disp: 32 * u})
	}
	ADDQ(U32(unroll*w), src)
	ADDQ(U32(64*unroll), dst)
	SUBQ(U8(unroll), groups)
	JAE(LabelRef(name + "_loop"))

	Label(name + "_short")
	ADDQ(U8(unroll), groups)
	JZ(LabelRef(name + "_done"))
	Label(name + "_loop1")
	for u := 0; u < 2; u++ {
		y := YMM()
		decode(Mem{Base: src, Disp: u * half}, y)
		VMOVDQU(y, Mem{Base: dst, Disp: 32 * u})
	}
	ADDQ(U8(w), src)
	ADDQ(U8(64), dst)
	DECQ(groups)
	JNZ(LabelRef(name + "_loop1"))

	Label(name + "_done")
	VZEROUPPER()
	RET()
}

// unpackAVX2PermUnroll is how many groups unpackAVX2Perm's loop decodes
// per pass.
const unpackAVX2PermUnroll = 4

// unpackAVX2Perm builds unpackAVX2Perm (noBase: unpackAVX2PermNoBase), the
// AVX2 kernel of widths 17..31 but 24 (it decodes any width up to 31):
// value k of a group lies in dwords i = k*w/32 and i+1 of the group's first
// 32 bytes, so one load per group and a VPERMD per half group put each
// value's two dwords in its lane, and VPSRLVQ shifts them right by k*w%32.
// (The kernel that loads the 16 bytes of each half group into both lanes,
// VBROADCASTI128, for a VPSHUFB, unpackAVX2Lanes, measured 0.9-1.0x
// parquet-go at widths 9..31 on Zen 5 and 1.1x this one's time on an
// Intel Xeon, 1024 values; on Zen 3 it takes 0.6-0.65x this one's time,
// and the dispatch picks it on AMD.) parquet-go's AVX2 kernel of widths
// 9..31 runs this same group (not unrolled), so the two are at par where
// this one runs.
func unpackAVX2Perm(name string, noBase bool) {
	TEXT(name, NOSPLIT, unpackKernelSignature)
	Pragma("noescape")
	if noBase {
		Doc(name + " is unpackAVX2Perm for base 0: it adds nothing.")
	} else {
		Doc(
			name+" is unpackAVX2 for widths 1..31: group j reads the 32 bytes",
			"from byte j*w of src. After the groups of src it decodes restGroups",
			"more from rest (if rest is not nil), then the tail group.",
		)
	}
	dst := Load(Param("dst"), GP64())
	src := Load(Param("src"), GP64())
	groups := unpackAVX2Groups(name)
	w := Load(Param("w"), GP64())
	table := unpackTable("unpackTablesAVX2P")
	var perm, shift [2]VecVirtual
	for h := 0; h < 2; h++ {
		perm[h], shift[h] = YMM(), YMM()
		VMOVDQU(Mem{Base: table, Disp: unpackTableAVX2Shuffle + 32*h}, perm[h])
		VMOVDQU(Mem{Base: table, Disp: unpackTableAVX2Shift + 32*h}, shift[h])
	}
	valueMask := broadcastAVX2(unpackMask(false))
	var base VecVirtual
	if !noBase {
		base = broadcastAVX2(Load(Param("base"), GP64()))
	}
	// decode decodes the group whose bytes are at m to dst+disp, or if
	// out is not nil to out.
	decode := func(m Mem, disp int, out *[2]VecVirtual) {
		group := YMM()
		VMOVDQU(m, group)
		for h := 0; h < 2; h++ {
			y := YMM()
			VPERMD(group, perm[h], y)
			VPSRLVQ(shift[h], y, y)
			VPAND(valueMask, y, y)
			if base != nil {
				VPADDQ(base, y, y)
			}
			storeOrKeep(y, h, dst, disp, out)
		}
	}
	w3 := GP64()
	LEAQ(Mem{Base: w, Index: w, Scale: 2}, w3)
	const unroll = unpackAVX2PermUnroll
	Label(name + "_start")
	SUBQ(U8(unroll), groups)
	JB(LabelRef(name + "_short"))
	Label(name + "_loop")
	for u := 0; u < unroll; u++ {
		at := Mem{Base: src}
		switch u {
		case 1:
			at = Mem{Base: src, Index: w, Scale: 1}
		case 2:
			at = Mem{Base: src, Index: w, Scale: 2}
		case 3:
			at = Mem{Base: src, Index: w3, Scale: 1}
		}
		decode(at, 64*u, nil)
	}
	LEAQ(Mem{Base: src, Index: w, Scale: 4}, src)
	ADDQ(U32(64*unroll), dst)
	SUBQ(U8(unroll), groups)
	JAE(LabelRef(name + "_loop"))

	Label(name + "_short")
	ADDQ(U8(unroll), groups)
	JZ(LabelRef(name + "_rest"))
	Label(name + "_loop1")
	decode(Mem{Base: src}, 0, nil)
	ADDQ(w, src)
	ADDQ(U8(64), dst)
	DECQ(groups)
	JNZ(LabelRef(name + "_loop1"))

	unpackAVX2RestTail(name, "_start", dst, src, groups, func() (out [2]VecVirtual) {
		decode(Mem{Base: src}, 0, &out)
		return out
	})
}

// unpackAVX2RestTail emits the end of the AVX2 kernels that take rest,
// restGroups and tail, from label name_rest on: if rest is not nil, src =
// rest, groups = restGroups, rest = nil and a jump to name+again, the
// loop; then the first tail values of one more group, which decodeTail
// decodes from src; then the return.
func unpackAVX2RestTail(name, again string, dst, src, groups Register, decodeTail func() [2]VecVirtual) {
	Label(name + "_rest")
	rest := Load(Param("rest"), GP64())
	TESTQ(rest, rest)
	JZ(LabelRef(name + "_tail"))
	MOVQ(rest, src)
	Load(Param("restGroups"), groups)
	XORQ(rest, rest)
	Store(rest, Param("rest"))
	JMP(LabelRef(name + again))

	Label(name + "_tail")
	tail := unpackTail()
	TESTQ(tail, tail)
	JZ(LabelRef(name + "_done"))
	storeTailAVX2(name, dst, tail, decodeTail())

	Label(name + "_done")
	VZEROUPPER()
	RET()
}

// storeOrKeep stores y, values 4h..4h+3 of a group, to dst+disp+32h, or
// if out is not nil keeps it in out[h].
func storeOrKeep(y VecVirtual, h int, dst Register, disp int, out *[2]VecVirtual) {
	if out != nil {
		out[h] = y
		return
	}
	VMOVDQU(y, Mem{Base: dst, Disp: disp + 32*h})
}

// storeTailAVX2 stores the first tail (1..7) values of a group, values
// 0..3 in out[0] and 4..7 in out[1], to dst: 4, 2 and 1 of them as tail's
// bits say, with plain stores of 32, 16 and 8 bytes. No byte past them is
// written, and no store is masked (a masked store whose lanes reach a page
// that is not present can cost a microcode assist).
func storeTailAVX2(name string, dst, tail Register, out [2]VecVirtual) {
	lo := out[0]
	TESTQ(U32(4), tail)
	JZ(LabelRef(name + "_tail2"))
	VMOVDQU(lo, Mem{Base: dst})
	VMOVDQA(out[1], lo)
	ADDQ(U8(32), dst)
	Label(name + "_tail2")
	TESTQ(U32(2), tail)
	JZ(LabelRef(name + "_tail1"))
	VMOVDQU(lo.AsX(), Mem{Base: dst})
	VEXTRACTI128(U8(1), lo, lo.AsX())
	ADDQ(U8(16), dst)
	Label(name + "_tail1")
	TESTQ(U32(1), tail)
	JZ(LabelRef(name + "_done"))
	VMOVQ(lo.AsX(), Mem{Base: dst})
}

// unpackAVX2Loads is what the kernels built by unpackAVX2Loop read: the
// group at src, and the parts of it that start at fixed offsets, through
// one pointer each (ptr[0] is src), indexed by u*w for the u-th group of a
// pass.
type unpackAVX2Loads struct {
	ptr    []Register
	offset []Register // offset[i] of ptr[i], i >= 1
	w, w3  Register
}

// at returns the address of load i of the u-th group from the pointers.
func (l *unpackAVX2Loads) at(i, u int) Mem {
	switch u {
	case 1:
		return Mem{Base: l.ptr[i], Index: l.w, Scale: 1}
	case 2:
		return Mem{Base: l.ptr[i], Index: l.w, Scale: 2}
	case 3:
		return Mem{Base: l.ptr[i], Index: l.w3, Scale: 1}
	}
	return Mem{Base: l.ptr[i]}
}

// unpackAVX2Loop emits the loops of the kernels with the signature of
// unpackAVX2Perm: the groups of src, unroll (2 or 4) a pass then one at a
// time, then those of rest (if not nil), then the first tail values of one
// more group. decode(u, disp, out) decodes the u-th group of the pass to
// dst+disp, or if out is not nil to out.
func unpackAVX2Loop(name string, unroll int, dst, src, groups Register, l *unpackAVX2Loads, decode func(u, disp int, out *[2]VecVirtual)) {
	Label(name + "_start")
	for i := 1; i < len(l.ptr); i++ {
		LEAQ(Mem{Base: src, Index: l.offset[i], Scale: 1}, l.ptr[i])
	}
	SUBQ(U8(unroll), groups)
	JB(LabelRef(name + "_short"))
	Label(name + "_loop")
	for u := 0; u < unroll; u++ {
		decode(u, 64*u, nil)
	}
	for i := range l.ptr {
		LEAQ(Mem{Base: l.ptr[i], Index: l.w, Scale: uint8(unroll)}, l.ptr[i])
	}
	ADDQ(U32(64*unroll), dst)
	SUBQ(U8(unroll), groups)
	JAE(LabelRef(name + "_loop"))

	Label(name + "_short")
	ADDQ(U8(unroll), groups)
	JZ(LabelRef(name + "_rest"))
	Label(name + "_loop1")
	decode(0, 0, nil)
	for i := range l.ptr {
		ADDQ(l.w, l.ptr[i])
	}
	ADDQ(U8(64), dst)
	DECQ(groups)
	JNZ(LabelRef(name + "_loop1"))

	unpackAVX2RestTail(name, "_start", dst, src, groups, func() (out [2]VecVirtual) {
		decode(0, 0, &out)
		return out
	})
}

// unpackTableAVX2B layout (bytes), built by unpackTablesAVX2B in package
// bitpack: [0,64) the right shift of each value of a group from the
// quadword it is loaded with, [64,72) the byte offset in the group of the
// second half group's quadword.
const (
	unpackTableAVX2BShift  = 0
	unpackTableAVX2BOffset = 64
)

// unpackAVX2Bcast builds unpackAVX2Bcast (noBase: unpackAVX2BcastNoBase),
// the AVX2 kernel of widths 1..15 (but 8): the 4 values of a half group
// lie in the 8 bytes from the byte where the first of them starts, so one
// VPBROADCASTQ from memory (a load, no vector-ALU uop) puts them in every
// lane, VPSRLVQ shifts each lane's value down and VPAND masks it: 4 vector
// instructions per group (no base) against unpackAVX2Perm's 6, of which
// its 2 VPERMD run on one port on Intel cores (Golden Cove: port 5).
// Tried for widths 17..31, measured slower than unpackAVX2Perm on an
// Intel Xeon (1024 values, same placement, alternated): two broadcasts
// per half group joined by VPBLENDD, 1.2x the time; the 16 bytes of a half
// group in both 128-bit lanes (VBROADCASTI128) and an in-lane VPSHUFB,
// 1.1x, which on AMD Zen 3 is the faster (unpackAVX2Lanes; on Zen 5
// 1.01-1.12x the time of unpackAVX2Perm).
func unpackAVX2Bcast(name string, noBase bool) { unpackAVX2Broadcast(name, noBase, false) }

// unpackTableAVX2L layout (bytes), built by unpackTablesAVX2L in package
// bitpack: [0,64) the VPSHUFB indexes of each value of a group in the 16
// bytes its half group is loaded from, [64,128) its right shift after the
// shuffle, [128,136) the byte offset in the group of the second half
// group's 16 bytes.
const (
	unpackTableAVX2LShuffle = 0
	unpackTableAVX2LShift   = 64
	unpackTableAVX2LOffset  = 128
)

// unpackAVX2Lanes builds unpackAVX2Lanes (noBase: unpackAVX2LanesNoBase),
// the AVX2 kernel of widths 17..31 but 24 on CPUs where a lane-crossing
// permute is dear (AMD before Zen 4). The 4 values of a half group lie in
// the 16 bytes from the byte where the first of them starts (its bit
// offset there is 0 or 4, and 4+4w <= 128), which VBROADCASTI128 loads
// into both 128-bit lanes (a load, no vector-ALU uop); an in-lane VPSHUFB
// moves each value's bytes to its quadword, VPSRLVQ and VPAND finish as in
// unpackAVX2Perm. Where unpackAVX2Perm does one 32-byte load and a VPERMD
// per half group, this does a 16-byte load and a VPSHUFB.
func unpackAVX2Lanes(name string, noBase bool) { unpackAVX2Broadcast(name, noBase, true) }

// unpackAVX2Broadcast builds unpackAVX2Bcast, or with lanes
// unpackAVX2Lanes: each half group loaded into every lane from its own
// offset (8 bytes, VPBROADCASTQ; or 16, VBROADCASTI128, then VPSHUFB),
// shifted, masked and, without noBase, added to the base.
func unpackAVX2Broadcast(name string, noBase, lanes bool) {
	kernel, widths, loadBytes := "unpackAVX2Bcast", "1..15", "8"
	shiftAt, offsetAt := unpackTableAVX2BShift, unpackTableAVX2BOffset
	if lanes {
		kernel, widths, loadBytes = "unpackAVX2Lanes", "1..31", "16"
		shiftAt, offsetAt = unpackTableAVX2LShift, unpackTableAVX2LOffset
	}
	TEXT(name, NOSPLIT, unpackKernelSignature)
	Pragma("noescape")
	if noBase {
		Doc(name + " is " + kernel + " for base 0: it adds nothing.")
	} else {
		Doc(
			name+" is unpackAVX2 for widths "+widths+": group j reads the "+loadBytes+" bytes",
			"from byte j*w of src and the "+loadBytes+" from the offset in its table. After the",
			"groups of src it decodes restGroups more from rest (if rest is not",
			"nil), then the tail group.",
		)
	}
	dst := Load(Param("dst"), GP64())
	src := Load(Param("src"), GP64())
	groups := unpackAVX2Groups(name)
	w := Load(Param("w"), GP64())
	tables := "unpackTablesAVX2B"
	if lanes {
		tables = "unpackTablesAVX2L"
	}
	table := unpackTable(tables)
	var shuffle, shift [2]VecVirtual
	for h := 0; h < 2; h++ {
		if lanes {
			shuffle[h] = YMM()
			VMOVDQU(Mem{Base: table, Disp: unpackTableAVX2LShuffle + 32*h}, shuffle[h])
		}
		shift[h] = YMM()
		VMOVDQU(Mem{Base: table, Disp: shiftAt + 32*h}, shift[h])
	}
	off := GP64()
	MOVQ(Mem{Base: table, Disp: offsetAt}, off)
	valueMask := broadcastAVX2(unpackMask(false))
	var base VecVirtual
	if !noBase {
		base = broadcastAVX2(Load(Param("base"), GP64()))
	}
	w3 := GP64()
	LEAQ(Mem{Base: w, Index: w, Scale: 2}, w3)
	l := &unpackAVX2Loads{ptr: []Register{src, GP64()}, offset: []Register{nil, off}, w: w, w3: w3}
	unpackAVX2Loop(name, 4, dst, src, groups, l, func(u, disp int, out *[2]VecVirtual) {
		for h := 0; h < 2; h++ {
			y := YMM()
			if lanes {
				VBROADCASTI128(l.at(h, u), y)
				VPSHUFB(shuffle[h], y, y)
			} else {
				VPBROADCASTQ(l.at(h, u), y)
			}
			VPSRLVQ(shift[h], y, y)
			VPAND(valueMask, y, y)
			if base != nil {
				VPADDQ(base, y, y)
			}
			storeOrKeep(y, h, dst, disp, out)
		}
	})
}

// unpackAVX2Bytes24 builds unpackAVX2W24 (noBase: unpackAVX2W24NoBase),
// the AVX2 kernel of width 24, where every value is 3 whole bytes: the 12
// bytes of a half group, loaded into both 128-bit lanes (VBROADCASTI128,
// a load), and one VPSHUFB that moves each value's bytes to its lane and
// zeroes the others: 2 vector instructions per group (no base) against
// unpackAVX2Perm's 6.
func unpackAVX2Bytes24(name string, noBase bool) {
	TEXT(name, NOSPLIT, unpackKernelSignature)
	Pragma("noescape")
	if noBase {
		Doc(name + " is unpackAVX2W24 for base 0: it adds nothing.")
	} else {
		Doc(
			name+" is unpackAVX2 for width 24 (w must be 24): group",
			"j reads the 16 bytes from byte j*24 of src and from byte j*24+12. After",
			"the groups of src it decodes restGroups more from rest (if rest is not",
			"nil), then the tail group.",
		)
	}
	dst := Load(Param("dst"), GP64())
	src := Load(Param("src"), GP64())
	groups := unpackAVX2Groups(name)
	w := Load(Param("w"), GP64())
	table := unpackTable("unpackTableAVX2W24")
	var shuffle [2]VecVirtual
	for h := 0; h < 2; h++ {
		shuffle[h] = YMM()
		VMOVDQU(Mem{Base: table, Disp: 32 * h}, shuffle[h])
	}
	var base VecVirtual
	if !noBase {
		base = broadcastAVX2(Load(Param("base"), GP64()))
	}
	w3 := GP64()
	LEAQ(Mem{Base: w, Index: w, Scale: 2}, w3)
	l := &unpackAVX2Loads{ptr: []Register{src}, w: w, w3: w3}
	unpackAVX2Loop(name, 4, dst, src, groups, l, func(u, disp int, out *[2]VecVirtual) {
		for h := 0; h < 2; h++ {
			y := YMM()
			m := l.at(0, u)
			m.Disp += 12 * h
			VBROADCASTI128(m, y)
			VPSHUFB(shuffle[h], y, y)
			if base != nil {
				VPADDQ(base, y, y)
			}
			storeOrKeep(y, h, dst, disp, out)
		}
	})
}

// unpackTableAVX2W layout (bytes), built by unpackTablesAVX2W in package
// bitpack: for half group h (values 4h..4h+3), [32h, 32h+32) the VPERMD
// indexes of the low window of each value (dwords i and i+1 of the 32
// bytes loaded), [64+32h, ...) those of the high window (i+1 and i+2),
// [128+32h, ...) the right shifts of the low windows, [192+32h, ...) the
// left shifts of the high ones, then the byte offset of the second half
// group's load.
const (
	unpackTableAVX2WPermLo  = 0
	unpackTableAVX2WPermHi  = 64
	unpackTableAVX2WShiftLo = 128
	unpackTableAVX2WShiftHi = 192
	unpackTableAVX2WOffset  = 256
)

// unpackAVX2PermWide builds unpackAVX2PermWide (noBase:
// unpackAVX2PermWideNoBase), the AVX2 kernel of widths 57..63. The 4
// values of a half group lie in the 32 bytes from the byte where the first
// starts (4w plus that byte's bit offset is at most 256), loaded once;
// value k starts at bit r of them, in dword i = r/32, and lies in the 96
// bits of dwords i..i+2. One VPERMD per half group puts dwords i, i+1 in
// each lane (lo), another i+1, i+2 (hi); the value is lo>>t | hi<<(32-t),
// t = r%32 (when i+2 would pass the 32 bytes the value lies in lo, and the
// left shift is 64, which clears the lane). 6 vector instructions per half
// group (no base) against the 12 of the kernel it replaced (a 16-byte load
// per value, 4 VINSERTI128, 4 shifts, two unpacks, VPOR and VPERMQ per half
// group), which ran at 0.84x parquet-go's scalar code on an Intel core.
func unpackAVX2PermWide(name string, noBase bool) {
	TEXT(name, NOSPLIT, unpackKernelSignature)
	Pragma("noescape")
	if noBase {
		Doc(name + " is unpackAVX2PermWide for base 0: it adds nothing.")
	} else {
		Doc(
			name+" is unpackAVX2 for widths 57..63: group j reads the 32 bytes",
			"from byte j*w of src and the 32 from the offset in its table. After the",
			"groups of src it decodes restGroups more from rest (if rest is not",
			"nil), then the tail group.",
		)
	}
	dst := Load(Param("dst"), GP64())
	src := Load(Param("src"), GP64())
	groups := unpackAVX2Groups(name)
	w := Load(Param("w"), GP64())
	table := unpackTable("unpackTablesAVX2W")
	var permLo, permHi, shiftLo, shiftHi [2]VecVirtual
	for h := 0; h < 2; h++ {
		permLo[h], permHi[h], shiftLo[h], shiftHi[h] = YMM(), YMM(), YMM(), YMM()
		VMOVDQU(Mem{Base: table, Disp: unpackTableAVX2WPermLo + 32*h}, permLo[h])
		VMOVDQU(Mem{Base: table, Disp: unpackTableAVX2WPermHi + 32*h}, permHi[h])
		VMOVDQU(Mem{Base: table, Disp: unpackTableAVX2WShiftLo + 32*h}, shiftLo[h])
		VMOVDQU(Mem{Base: table, Disp: unpackTableAVX2WShiftHi + 32*h}, shiftHi[h])
	}
	off := GP64()
	MOVQ(Mem{Base: table, Disp: unpackTableAVX2WOffset}, off)
	valueMask := broadcastAVX2(unpackMask(false))
	var base VecVirtual
	if !noBase {
		base = broadcastAVX2(Load(Param("base"), GP64()))
	}
	l := &unpackAVX2Loads{ptr: []Register{src, GP64()}, offset: []Register{nil, off}, w: w}
	unpackAVX2Loop(name, 2, dst, src, groups, l, func(u, disp int, out *[2]VecVirtual) {
		for h := 0; h < 2; h++ {
			m, lo, hi := YMM(), YMM(), YMM()
			VMOVDQU(l.at(h, u), m)
			VPERMD(m, permLo[h], lo)
			VPERMD(m, permHi[h], hi)
			VPSRLVQ(shiftLo[h], lo, lo)
			VPSLLVQ(shiftHi[h], hi, hi)
			VPOR(hi, lo, lo)
			VPAND(valueMask, lo, lo)
			if base != nil {
				VPADDQ(base, lo, lo)
			}
			storeOrKeep(lo, h, dst, disp, out)
		}
	})
}
