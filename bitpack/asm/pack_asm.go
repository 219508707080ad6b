package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// packKernels builds the Pack kernels.
//
// AVX-512, widths 9..63 but 16, 24 and 32 (packAVX512, packAVX512Wide for
// 57..63): group j of 8
// values becomes w bytes at byte j*w. Per group: subtract the base, mask to
// w bits, shift lane k left by k*w%8 so that its value sits where it goes in
// the bytes from b = k*w/8; then two zero-masked VPERMBs gather the output
// bytes, one from the even lanes and one from the odd ones (with w >= 8 a
// byte holds bits of at most two values, one even, one odd), and VPORQ merges
// them. Widths 57..63 also shift the bits past lane k's 8 bytes down
// (VPSRLVQ by 64-k*w%8): they belong to byte b+8. packAVX512Wide ORs them
// into byte 0 of lane k+1 (VALIGNQ moves them up a lane), below value k+1's
// bits, since byte b+8 is lane k+1's first; packAVX512WideVPERMI2B keeps
// them in a second vector, which the gathers read as their second table
// (two VPERMI2Bs). Which is faster depends on the CPU: on Intel Emerald
// Rapids the VPERMI2Bs took 1.15-1.3x the time at 1024 values, on AMD Zen 5
// the VALIGNQ and VPORQ took 1.2x (the dispatch picks by vendor and family:
// see PERFORMANCE.md). Neither the gathers nor the overlapping stores bound
// the loop (dropping one VPERMB, or every store, changes nothing at 1024
// values, on Intel): its own instructions do, so it runs four groups per
// iteration.
//
// AVX-512, widths 1..7 (packAVX512Narrow): VPMOVQB narrows the 8 values of a
// group to 8 bytes, PEXT keeps the low w bits of each (8*w bits), and a
// 64-bit accumulator writes whole words.
//
// AVX-512, widths 8, 16 and 32 (packAVX512W8/16/32): the output is the low
// w bits of each lane, in order, so a tree of two-table permutes narrows
// 512/w values to one vector of 64 bytes that is stored whole: 3x-4x the
// VPERMB gathers, which store 64 bytes per group over the last group's. Width
// 1 (packAVX512W1) narrows 64 values to bytes the same way and VPMOVB2M
// takes their low bits; width 64 (packAVX512W64) only subtracts the base.
// Width 24 (packAVX512W24) narrows to dwords the same way, then
// two-table VPERMT2Bs keep the 3 low bytes of each.
//
// AVX2, widths 1, 8, 16, 32 and 64 (packAVX2W*, for CPUs without AVX-512):
// VSHUFPS narrows a group to dwords, VPACKUSDW/VPACKUSWB to words and
// bytes, one VPERMD orders the lanes; width 1 takes the low bits with VPSLLQ, signed packs and VPMOVMSKB.
//
// AVX2, the other widths (packAVX2Narrow for 2..6, packAVX2Q<w> for 7..15,
// packAVX2WindowD for 17..31, packAVX2Window for 33..63): see those
// functions.
func packKernels() {
	packIota = GLOBL("packIota", RODATA|NOPTR)
	for i := 0; i < 64; i += 8 {
		var v uint64
		for j := 0; j < 8; j++ {
			v |= uint64(i+j) << (8 * j)
		}
		DATA(i, U64(v))
	}
	// The indexes of the narrowing permutes: packNarrowD takes the low
	// dword of each qword of two vectors (dwords), packNarrowW the low word
	// of each dword, packNarrowB the low byte of each word (bytes).
	narrow := func(name string, byteAt func(i int) uint64) Mem {
		m := GLOBL(name, RODATA|NOPTR)
		for i := 0; i < 64; i += 8 {
			var v uint64
			for j := 0; j < 8; j++ {
				v |= byteAt(i+j) << (8 * j)
			}
			DATA(i, U64(v))
		}
		return m
	}
	// Dword i is 2i: byte 4i+b is byte b of 2i.
	packNarrowD = narrow("packNarrowD", func(i int) uint64 {
		if i%4 == 0 {
			return uint64(2 * (i / 4))
		}
		return 0
	})
	// Byte 2i+b is byte 4i+b.
	packNarrowW = narrow("packNarrowW", func(i int) uint64 { return uint64(4*(i/2) + i%2) })
	// Byte i is byte 2i.
	packNarrowB = narrow("packNarrowB", func(i int) uint64 { return uint64(2 * i) })
	packAVX512("packAVX512", packNotWide, false, false)
	packAVX512("packAVX512NoBase", packNotWide, true, false)
	packAVX512("packAVX512Half", packNotWide, false, true)
	packAVX512("packAVX512NoBaseHalf", packNotWide, true, true)
	packAVX512("packAVX512Wide", packWideAlign, false, false)
	packAVX512("packAVX512WideVPERMI2B", packWideVPERMI2B, false, false)
	packAVX512Narrow()
	packAVX512NarrowBlocks()
	packAVX512Truncate(32)
	packAVX512Truncate(16)
	packAVX512Truncate(8)
	packAVX512W24()
	packAVX512W64()
	packAVX512W1()
	// After VSHUFPS and VPACKUSDW, dword m of a block at width 16 (values
	// 2m, 2m+1) is dword m/2 of the low lane for even m, of the high lane
	// for odd m; at width 8, after VPACKUSWB too, the same VPERMD leaves
	// each lane's bytes as values 0 1 4 5 2 3 6 7 ... of its 16, which
	// VPSHUFB orders.
	packTruncOrder = GLOBL("packTruncOrder", RODATA|NOPTR)
	for i, m := range []uint64{0, 4, 1, 5, 2, 6, 3, 7} {
		DATA(4*i, U32(m))
	}
	packTruncBytesOrder = GLOBL("packTruncBytesOrder", RODATA|NOPTR)
	for i := 0; i < 32; i++ {
		DATA(i, U8([16]byte{0, 1, 4, 5, 2, 3, 6, 7, 8, 9, 12, 13, 10, 11, 14, 15}[i%16]))
	}
	packAVX2Truncate(32)
	packAVX2Truncate(16)
	packAVX2Truncate(8)
	packAVX2W64()
	packW1Order = GLOBL("packW1Order", RODATA|NOPTR)
	for i := 0; i < 32; i += 8 {
		var v uint64
		for j := 0; j < 8; j++ {
			v |= uint64(packW1OrderIndex[(i+j)%16]) << (8 * j)
		}
		DATA(i, U64(v))
	}
	packAVX2W1()
	packAVX2Window()
	packAVX2WindowD("packAVX2WindowD", packDWindows)
	// Width 24 (the multiple of 8 without a kernel of its own): no shifts.
	packAVX2WindowD("packAVX2WindowDBytes", packDBytes)
	// Widths 7..15: four values fit in a quadword.
	for w := 7; w <= 15; w++ {
		if w != 8 {
			packAVX2Quads(w)
		}
	}
	packAVX2Narrow()
}

// packAVX2Truncate builds packAVX2W<w> for w = 32, 16 or 8, the AVX2 twin
// of packAVX512W<w>: VSHUFPS narrows a group to 8 dwords (and at width 32
// VPERMQ puts them in order); for widths 16 and 8, VPACKUSDW (and
// VPACKUSWB) join the groups of 32 output bytes (the values are masked to
// w bits first, so the saturation keeps them), leaving the lanes
// interleaved, and one VPERMD (and at width 8 one VPSHUFB) orders them.
func packAVX2Truncate(w int) {
	name := fmt.Sprintf("packAVX2W%d", w)
	TEXT(name, NOSPLIT, "func(dst *uint64, src *uint64, groups int, tail *uint64, tailOut *uint64, base uint64)")
	Pragma("noescape")
	Doc(
		fmt.Sprintf("%s packs groups*8 values from src at width %d to dst (%d bytes", name, w, w),
		"per group), then the 8 values at tail, if it is not nil, to tailOut.",
	)
	perBlock := 32 / w // groups per 32-byte output
	dst := Load(Param("dst"), GP64())
	src := Load(Param("src"), GP64())
	groups := Load(Param("groups"), GP64())
	base := YMM()
	VMOVQ(Load(Param("base"), GP64()), base.AsX())
	sub := VPSUBD
	switch w {
	case 32:
		VPBROADCASTD(base.AsX(), base)
	case 16:
		VPBROADCASTW(base.AsX(), base)
		sub = VPSUBW
	case 8:
		VPBROADCASTB(base.AsX(), base)
		sub = VPSUBB
	}
	var mask VecVirtual
	if w < 32 {
		m := GP64()
		MOVQ(U32(1<<w-1), m)
		mask = YMM()
		VMOVQ(m, mask.AsX())
		VPBROADCASTD(mask.AsX(), mask)
	}
	// Below 32, the lanes stay in the order VSHUFPS and the packs leave
	// them in, and one VPERMD (and at 8 a VPSHUFB) puts the block in order
	// at the end (packTruncOrder): a third of the shuffle uops of a VPERMQ
	// after each step (Zen 3, 1024 values: 114 -> 64 ns at width 8).
	var order, bytesOrder VecVirtual
	if w < 32 {
		order = YMM()
		VMOVDQU(packTruncOrder, order)
	}
	if w == 8 {
		bytesOrder = YMM()
		VMOVDQU(packTruncBytesOrder, bytesOrder)
	}
	// dwords returns the 8 values at m as dwords masked to w bits: in
	// order at width 32, else in VSHUFPS's 0 1 4 5 | 2 3 6 7.
	dwords := func(m Mem) VecVirtual {
		v := YMM()
		VMOVDQU(m, v)
		VSHUFPS(U8(0x88), m.Offset(32), v, v) // 0 1 4 5 | 2 3 6 7
		if w == 32 {
			VPERMQ(U8(0xd8), v, v)
		} else {
			VPAND(mask, v, v)
		}
		return v
	}
	// join packs lo and hi (hi may be lo) into lo, each 128-bit lane's
	// halves from lo's lane and hi's.
	join := func(pack func(...Op), lo, hi VecVirtual) {
		pack(hi, lo, lo)
	}
	// narrow returns count groups at m (1 or perBlock) as the low
	// count*w bytes of a vector.
	narrow := func(m Mem, count int) VecVirtual {
		vs := make([]VecVirtual, count)
		for i := range vs {
			vs[i] = dwords(m.Offset(64 * i))
		}
		for _, pack := range []func(...Op){VPACKUSDW, VPACKUSWB}[:map[int]int{32: 0, 16: 1, 8: 2}[w]] {
			if len(vs) == 1 {
				join(pack, vs[0], vs[0])
				continue
			}
			next := vs[:0:0]
			for i := 0; i < len(vs); i += 2 {
				join(pack, vs[i], vs[i+1])
				next = append(next, vs[i])
			}
			vs = next
		}
		if w < 32 {
			VPERMD(vs[0], order, vs[0])
		}
		if w == 8 {
			VPSHUFB(bytesOrder, vs[0], vs[0])
		}
		sub(base, vs[0], vs[0])
		return vs[0]
	}

	blocks := GP64()
	MOVQ(groups, blocks)
	if perBlock > 1 {
		SHRQ(U8(map[int]int{2: 1, 4: 2}[perBlock]), blocks)
		ANDQ(U8(perBlock-1), groups)
	} else {
		XORQ(groups, groups)
	}
	// unroll blocks per iteration while there are that many: 4 groups (the
	// loop's own instructions are half of one block's at width 32).
	if unroll := 4 / perBlock; unroll > 1 {
		Label(name + "_blocks")
		CMPQ(blocks, U8(unroll))
		JB(LabelRef(name + "_block"))
		for i := 0; i < unroll; i++ {
			VMOVDQU(narrow(Mem{Base: src, Disp: 64 * perBlock * i}, perBlock), Mem{Base: dst, Disp: 32 * i})
		}
		ADDQ(U32(64*perBlock*unroll), src)
		ADDQ(U8(32*unroll), dst)
		SUBQ(U8(unroll), blocks)
		JMP(LabelRef(name + "_blocks"))
	}
	Label(name + "_block")
	TESTQ(blocks, blocks)
	JZ(LabelRef(name + "_group"))
	VMOVDQU(narrow(Mem{Base: src}, perBlock), Mem{Base: dst})
	ADDQ(U32(64*perBlock), src)
	ADDQ(U8(32), dst)
	DECQ(blocks)
	JMP(LabelRef(name + "_block"))

	// group stores the w bytes of the group at m at out.
	group := func(m, out Mem) {
		v := narrow(m, 1)
		switch w {
		case 32:
			VMOVDQU(v, out)
		case 16:
			VMOVDQU(v.AsX(), out)
		case 8:
			VMOVQ(v.AsX(), out)
		}
	}
	Label(name + "_group")
	TESTQ(groups, groups)
	JZ(LabelRef(name + "_tail"))
	group(Mem{Base: src}, Mem{Base: dst})
	ADDQ(U8(64), src)
	ADDQ(U8(w), dst)
	DECQ(groups)
	JMP(LabelRef(name + "_group"))

	Label(name + "_tail")
	tail := Load(Param("tail"), GP64())
	TESTQ(tail, tail)
	JZ(LabelRef(name + "_done"))
	tailOut := Load(Param("tailOut"), GP64())
	group(Mem{Base: tail}, Mem{Base: tailOut})

	Label(name + "_done")
	VZEROUPPER()
	RET()
}

// packAVX2W64 builds the AVX2 width-64 kernel: each value minus the base,
// 256 bytes (eight vectors) per iteration, then a group at a time. (Two
// vectors per iteration ran at 0.55x a copy of the same bytes: the loop's
// own instructions bound it.)
func packAVX2W64() {
	const name = "packAVX2W64"
	TEXT(name, NOSPLIT, "func(dst *uint64, src *uint64, groups int, base uint64)")
	Pragma("noescape")
	Doc(name + " writes the groups*8 values at src minus base to dst.")
	dst := Load(Param("dst"), GP64())
	src := Load(Param("src"), GP64())
	groups := Load(Param("groups"), GP64())
	base := YMM()
	VMOVQ(Load(Param("base"), GP64()), base.AsX())
	VPBROADCASTQ(base.AsX(), base)
	const unroll = 4 // groups per iteration
	blocks := GP64()
	MOVQ(groups, blocks)
	SHRQ(U8(2), blocks)
	ANDQ(U8(unroll-1), groups)
	move := func(count int) {
		vs := make([]VecVirtual, 2*count)
		for i := range vs {
			vs[i] = YMM()
			VMOVDQU(Mem{Base: src, Disp: 32 * i}, vs[i])
			VPSUBQ(base, vs[i], vs[i])
			VMOVDQU(vs[i], Mem{Base: dst, Disp: 32 * i})
		}
		ADDQ(U32(64*count), src)
		ADDQ(U32(64*count), dst)
	}
	Label(name + "_block")
	TESTQ(blocks, blocks)
	JZ(LabelRef(name + "_group"))
	move(unroll)
	DECQ(blocks)
	JMP(LabelRef(name + "_block"))
	Label(name + "_group")
	TESTQ(groups, groups)
	JZ(LabelRef(name + "_done"))
	move(1)
	DECQ(groups)
	JMP(LabelRef(name + "_group"))
	Label(name + "_done")
	VZEROUPPER()
	RET()
}

// packAVX2W1 builds the AVX2 width-1 kernel: packAVX2LowBits64 makes each
// whole word; for the last, partial one, VPSLLQ by 63 and VMOVMSKPD take
// the low bits of four values, and shifts join them. The low bit of v-base
// is that of v, flipped when the base is odd.
func packAVX2W1() {
	const name = "packAVX2W1"
	TEXT(name, NOSPLIT, "func(dst *uint64, src *uint64, groups int, tail *uint64, base uint64)")
	Pragma("noescape")
	Doc(
		name+" packs groups*8 values from src at width 1, then the 8",
		"values at tail if it is not nil (padded with base), to dst.",
	)
	dst := Load(Param("dst"), GP64())
	src := Load(Param("src"), GP64())
	groups := Load(Param("groups"), GP64())
	flip := Load(Param("base"), GP64())
	ANDQ(U8(1), flip)
	NEGQ(flip) // all ones when the base is odd
	words := GP64()
	MOVQ(groups, words)
	SHRQ(U8(3), words)
	ANDQ(U8(7), groups)
	order := YMM()
	VMOVDQU(packW1Order, order)
	// bits returns the low bits of the 4*count values at m, in order.
	bits := func(m Mem, count int) Register {
		acc := GP64()
		for i := 0; i < count; i++ {
			v := YMM()
			VMOVDQU(m.Offset(32*i), v)
			VPSLLQ(U8(63), v, v)
			if i == 0 {
				VMOVMSKPD(v, acc.As32())
				continue
			}
			t := GP64()
			VMOVMSKPD(v, t.As32())
			SHLQ(U8(4*i), t)
			ORQ(t, acc)
		}
		return acc
	}

	Label(name + "_word")
	TESTQ(words, words)
	JZ(LabelRef(name + "_rest"))
	word := packAVX2LowBits64(src, order)
	XORQ(flip, word)
	MOVQ(word, Mem{Base: dst})
	ADDQ(U32(512), src)
	ADDQ(U8(8), dst)
	DECQ(words)
	JMP(LabelRef(name + "_word"))

	// The last, partial word: the remaining groups, then the tail.
	Label(name + "_rest")
	acc, shift := GP64(), GP64()
	XORQ(acc, acc)
	XORQ(shift, shift)
	group := func(m Mem) {
		b := bits(m, 2)
		SHLXQ(shift, b, b)
		ORQ(b, acc)
		ADDQ(U8(8), shift)
	}
	Label(name + "_group")
	TESTQ(groups, groups)
	JZ(LabelRef(name + "_tail"))
	group(Mem{Base: src})
	ADDQ(U8(64), src)
	DECQ(groups)
	JMP(LabelRef(name + "_group"))
	Label(name + "_tail")
	tail := Load(Param("tail"), GP64())
	TESTQ(tail, tail)
	JZ(LabelRef(name + "_flush"))
	group(Mem{Base: tail})
	Label(name + "_flush")
	TESTQ(shift, shift)
	JZ(LabelRef(name + "_done"))
	BZHIQ(shift, flip, flip)
	XORQ(flip, acc)
	MOVQ(acc, Mem{Base: dst})

	Label(name + "_done")
	VZEROUPPER()
	RET()
}

// packTableAVX2 layout (bytes), built by packTablesAVX2 in package
// bitpack: [0,64) the left shift of lane k, [64,128) the right shift of
// lane k-1, [128,192) the byte offset of lane k's window, [192,256) the
// VPSHUFB indexes that join windows 2i and 2i+1 (see packAVX2Window).
const (
	packTableAVX2ShiftLeft  = 0
	packTableAVX2ShiftRight = 64
	packTableAVX2Offset     = 128
	packTableAVX2Join       = 192
)

// packAVX2Values loads the group of 8 values at m as values 0..3 in v[0]
// and 4..7 in v[1], minus base and masked to w bits.
func packAVX2Values(m Mem, base, mask VecVirtual) [2]VecVirtual {
	v := [2]VecVirtual{YMM(), YMM()}
	for i := range v {
		VMOVDQU(m.Offset(32*i), v[i])
		VPSUBQ(base, v[i], v[i])
		VPAND(mask, v[i], v[i])
	}
	return v
}

// packAVX2Window builds packAVX2Window, the AVX2 Pack kernel of widths
// 7..63 (those without a kernel of their own). Value k of a group goes to
// bits [k*w, k*w+w) of the group's w bytes; with b[k] = k*w/8 and s =
// k*w%8, the 8-byte window of output bytes from b[k] is v[k]<<s |
// v[k-1]>>(w-s): value k's bits from b[k] on, and the bits of value k-1
// that fall in byte b[k] (from w = 7 up, no other value reaches byte b[k];
// the bits of value k past b[k]+7, at widths 58..63, are in window k+1,
// which starts at b[k]+7 or b[k]+8). VPSLLVQ and VPSRLVQ build the 8
// windows; VPSHUFB joins windows 2i and 2i+1, which sit in one 128-bit
// lane, into the 16 bytes from b[2i] (the first b[2i+1]-b[2i] bytes of
// window 2i, then window 2i+1, then zeros), and the 4 stores go out in
// order, each overwriting the zero bytes past the previous one's values.
// (Eight 8-byte stores per group, one per window, ran at 4 values/ns on
// Zen 5, 1024 values.) A group stores b[6]+16 bytes from its start. The
// loop runs two groups per iteration (one per iteration took 1.04-1.13x
// the time, Intel Xeon, 1024 values).
func packAVX2Window() {
	const name = "packAVX2Window"
	TEXT(name, NOSPLIT, "func(dst *byte, src *uint64, groups int, base uint64, w uint, mask uint64, table *[32]uint64)")
	Pragma("noescape")
	Doc(
		name+" packs groups*8 values from src at width w (7..63) to dst, w",
		"bytes per group. mask has the low w bits set. Group j stores the",
		"table[22]+16 bytes from byte j*w of dst: the caller makes sure they",
		"are there; past the group's w bytes they are zero.",
	)
	dst := Load(Param("dst"), GP64())
	src := Load(Param("src"), GP64())
	groups := Load(Param("groups"), GP64())
	w := Load(Param("w"), GP64())
	table := Load(Param("table"), GP64())
	base := broadcastAVX2(Load(Param("base"), GP64()))
	mask := broadcastAVX2(Load(Param("mask"), GP64()))
	var left, right, join [2]VecVirtual
	for i := range left {
		left[i], right[i], join[i] = YMM(), YMM(), YMM()
		VMOVDQU(Mem{Base: table, Disp: packTableAVX2ShiftLeft + 32*i}, left[i])
		VMOVDQU(Mem{Base: table, Disp: packTableAVX2ShiftRight + 32*i}, right[i])
		VMOVDQU(Mem{Base: table, Disp: packTableAVX2Join + 32*i}, join[i])
	}
	var offset [4]GPVirtual
	for i := 1; i < 4; i++ {
		offset[i] = GP64()
		MOVQ(Mem{Base: table, Disp: packTableAVX2Offset + 16*i}, offset[i])
	}

	group := func(src, dst Register, disp int) {
		v := packAVX2Values(Mem{Base: src, Disp: disp}, base, mask)
		// prev[0] = v0 v0 v1 v2, prev[1] = v3 v4 v5 v6 (lane 0's right shift
		// is w, which clears it).
		prev := [2]VecVirtual{YMM(), YMM()}
		VPERMQ(U8(0x90), v[0], prev[0])
		VPERM2I128(U8(0x21), v[1], v[0], prev[1]) // v2 v3 v4 v5
		VPALIGNR(U8(8), prev[1], v[1], prev[1])
		for i := range v {
			VPSLLVQ(left[i], v[i], v[i])
			VPSRLVQ(right[i], prev[i], prev[i])
			VPOR(prev[i], v[i], v[i])
			VPSHUFB(join[i], v[i], v[i])
		}
		at := func(i int) Mem {
			if i == 0 {
				return Mem{Base: dst}
			}
			return Mem{Base: dst, Index: offset[i], Scale: 1}
		}
		for i := range v {
			VMOVDQU(v[i].AsX(), at(2*i))
			hi := XMM()
			VEXTRACTI128(U8(1), v[i], hi)
			VMOVDQU(hi, at(2*i+1))
		}
	}
	packGroupLoop(name, src, dst, groups, w, func(disp int) { group(src, dst, disp) })
}

// packTableAVX2D layout (bytes), built by packTablesAVX2D in package
// bitpack: [0,32) the left shift of lane k (a dword), [32,64) the right
// shift of lane k-1, [64,96) the VPERMD indexes that move lane k-1 to k,
// [96,104) b[4], [128,160) the VPSHUFB indexes that join the windows (see
// packAVX2WindowD).
const (
	packTableAVX2DShiftLeft  = 0
	packTableAVX2DShiftRight = 32
	packTableAVX2DPrev       = 64
	packTableAVX2DOffset     = 96
	packTableAVX2DJoin       = 128
)

// packDKind is what packAVX2WindowD builds its windows of.
type packDKind int

const (
	packDWindows packDKind = iota // any width 7..31 (17..31 in use): shifted values and their neighbours' bits
	packDBytes                    // width 24: whole bytes
)

// packAVX2WindowD builds packAVX2WindowD, packAVX2Window for widths 17..31
// (it works from 7, where the quads kernels pack now) on dword lanes: VSHUFPS and VPERMQ narrow a group to 8 dwords in one
// vector, and value k's window is the 4 bytes from b[k] (v[k]<<s, of
// which the dword keeps the bits before byte b[k]+4, at or past b[k+1];
// from width 26 up it may drop some, which lie in byte b[k+1] and so come
// from window k+1, the right shift of value k). Each output byte of a group comes from one
// window, the last that starts at or before it (window k+1 holds all of
// byte b[k+1]), so a VPSHUFB per 128-bit lane assembles the group's bytes
// before b[4] from windows 0..3 and those from b[4] on from windows 4..7:
// two 16-byte stores per group, a third of packAVX2Window's instructions.
// With packDBytes (widths that are multiples of 8), each window is its
// value's w/8 low bytes, which VPSHUFB takes alone: no mask, shifts or
// VPERMD. The loop runs two groups per iteration.
func packAVX2WindowD(name string, kind packDKind) {
	TEXT(name, NOSPLIT, "func(dst *byte, src *uint64, groups int, base uint64, w uint, mask uint64, table *[20]uint64)")
	Pragma("noescape")
	bytes := kind == packDBytes
	switch kind {
	case packDBytes:
		Doc(name + " is packAVX2WindowD for width 24.")
	default:
		Doc(
			name+" is packAVX2Window for widths 17..31 (with a",
			"packTablesAVX2D entry): group j stores the table[12]+16 bytes from byte",
			"j*w of dst.",
		)
	}
	dst := Load(Param("dst"), GP64())
	src := Load(Param("src"), GP64())
	groups := Load(Param("groups"), GP64())
	w := Load(Param("w"), GP64())
	table := Load(Param("table"), GP64())
	base := broadcastAVX2D(Load(Param("base"), GP64()))
	var mask, left, right, prevIndex VecVirtual
	if !bytes {
		mask = broadcastAVX2D(Load(Param("mask"), GP64()))
	}
	if kind == packDWindows {
		left, right, prevIndex = YMM(), YMM(), YMM()
		VMOVDQU(Mem{Base: table, Disp: packTableAVX2DShiftLeft}, left)
		VMOVDQU(Mem{Base: table, Disp: packTableAVX2DShiftRight}, right)
		VMOVDQU(Mem{Base: table, Disp: packTableAVX2DPrev}, prevIndex)
	}
	join := YMM()
	VMOVDQU(Mem{Base: table, Disp: packTableAVX2DJoin}, join)
	offset := GP64()
	MOVQ(Mem{Base: table, Disp: packTableAVX2DOffset}, offset)

	group := func(disp int) {
		v := YMM()
		VMOVDQU(Mem{Base: src, Disp: disp}, v)
		VSHUFPS(U8(0x88), Mem{Base: src, Disp: disp + 32}, v, v) // 0 1 4 5 | 2 3 6 7
		VPERMQ(U8(0xd8), v, v)
		VPSUBD(base, v, v)
		if kind == packDWindows {
			prev := YMM()
			VPAND(mask, v, v)
			VPERMD(v, prevIndex, prev) // v0 v0 v1 .. v6 (lane 0's right shift is w, which clears it)
			VPSLLVD(left, v, v)
			VPSRLVD(right, prev, prev)
			VPOR(prev, v, v)
		}
		VPSHUFB(join, v, v)
		VMOVDQU(v.AsX(), Mem{Base: dst})
		hi := XMM()
		VEXTRACTI128(U8(1), v, hi)
		VMOVDQU(hi, Mem{Base: dst, Index: offset, Scale: 1})
	}
	packGroupLoop(name, src, dst, groups, w, group)
}

// packAVX2Quads builds packAVX2Q<w> for a width w of 7..15 (8 has a
// kernel of its own): a pair of values fits in a dword and four in a
// quadword, so a group is joined by shifts by immediates, with no VPERMQ,
// VPERMD, variable shift or table, and three shuffle uops per group
// against packAVX2WindowD's seven (on Zen 3 the shuffle pipes bound both:
// that kernel took 265 ns per 1024 values at every width). VSHUFPS
// narrows a group to dwords 0 1 4 5 | 2 3 6 7; VPSRLQ by 32-w and VPOR
// make each quadword a pair v[2m] | v[2m+1]<<w (with v[2m+1]<<32 above,
// which a 2w-bit mask clears). Two groups A and B then
// meet: VPERM2I128 gathers pairs 01 and 45 of A and of B into one vector
// and pairs 23 and 67 into another, and one VPSLLQ by 2w and a VPOR join
// them into quads q0 (values 0..3) and q1 (4..7) of 4w bits, A's in the
// low lane and B's in the high. A lane's 8w bits are then q0 | q1<<4w in
// its low quadword and q1>>(64-4w) in its high one (VPSRLDQ, two shifts
// and VPBLENDD), zeros above; at even widths, where a quad is 4w/8 whole
// bytes, one VPSHUFB joins the two instead (163 against 198 ns per 1024
// values on Zen 3). One 16-byte store per group, at its start.
// A lone last group takes the same steps with itself as B and stores
// only A.
func packAVX2Quads(w int) {
	name := fmt.Sprintf("packAVX2Q%d", w)
	TEXT(name, NOSPLIT, "func(dst *byte, src *uint64, groups int, base uint64, w uint, mask uint64)")
	Pragma("noescape")
	Doc(
		fmt.Sprintf("%s packs groups*8 values from src at width %d to dst; mask has", name, w),
		"the low w bits set. Group j stores 16 bytes from byte j*w of dst: the",
		"caller makes sure they are there; past the group's w bytes they are",
		"zero.",
	)
	dst := Load(Param("dst"), GP64())
	src := Load(Param("src"), GP64())
	groups := Load(Param("groups"), GP64())
	wb := Load(Param("w"), GP64())
	base := broadcastAVX2D(Load(Param("base"), GP64()))
	mask := broadcastAVX2D(Load(Param("mask"), GP64()))
	pairMask := YMM() // the low 2w bits of each quadword
	VPCMPEQQ(pairMask, pairMask, pairMask)
	VPSRLQ(U8(64-2*w), pairMask, pairMask)
	// At even widths a quad is 4w/8 whole bytes, and one VPSHUFB per lane
	// packs the two (shuffleQuads).
	bytes := 4*w%8 == 0
	var shuffle VecVirtual
	if bytes {
		shuffle = YMM()
		VMOVDQU(shuffleQuads(w), shuffle)
	}

	// pairs returns the group at disp as pairs 01 45 | 23 67.
	pairs := func(disp int) VecVirtual {
		v, hi := YMM(), YMM()
		VMOVDQU(Mem{Base: src, Disp: disp}, v)
		VSHUFPS(U8(0x88), Mem{Base: src, Disp: disp + 32}, v, v) // 0 1 4 5 | 2 3 6 7
		VPSUBD(base, v, v)
		VPAND(mask, v, v)
		VPSRLQ(U8(32-w), v, hi)
		VPOR(hi, v, v)
		return v
	}
	// join packs groups a and b: A's w bytes in the low lane, B's in the
	// high, zeros after each.
	join := func(a, b VecVirtual) VecVirtual {
		q, q1 := YMM(), YMM()
		VPERM2I128(U8(0x20), b, a, q)  // A 01 45 | B 01 45
		VPERM2I128(U8(0x31), b, a, q1) // A 23 67 | B 23 67
		VPAND(pairMask, q, q)
		if bytes {
			// The bits of q1's pairs past 2w land past the quad, where
			// VPSHUFB does not look.
			VPSLLQ(U8(2*w), q1, q1)
			VPOR(q1, q, q)
			VPSHUFB(shuffle, q, q)
			return q
		}
		VPAND(pairMask, q1, q1)
		VPSLLQ(U8(2*w), q1, q1)
		VPOR(q1, q, q) // q0 q1 of A | of B
		VPSRLDQ(U8(8), q, q1)
		VPSLLQ(U8(4*w), q1, q1)
		VPOR(q, q1, q1)          // q0 | q1<<4w in each low quadword
		VPSRLQ(U8(64-4*w), q, q) // q1>>(64-4w) in each high one
		VPBLENDD(U8(0xcc), q, q1, q)
		return q
	}
	n := GP64()
	MOVQ(groups, n)
	SHRQ(U8(1), n)
	Label(name + "_pair")
	TESTQ(n, n)
	JZ(LabelRef(name + "_last"))
	q := join(pairs(0), pairs(64))
	VMOVDQU(q.AsX(), Mem{Base: dst})
	hi := XMM()
	VEXTRACTI128(U8(1), q, hi)
	VMOVDQU(hi, Mem{Base: dst, Index: wb, Scale: 1})
	LEAQ(Mem{Base: dst, Index: wb, Scale: 2}, dst)
	ADDQ(U32(128), src)
	DECQ(n)
	JMP(LabelRef(name + "_pair"))

	Label(name + "_last")
	TESTQ(U32(1), groups)
	JZ(LabelRef(name + "_done"))
	a := pairs(0)
	q = join(a, a)
	VMOVDQU(q.AsX(), Mem{Base: dst})

	Label(name + "_done")
	VZEROUPPER()
	RET()
}

// shuffleQuads returns the VPSHUFB indexes of packAVX2Q<w> at an even
// width w, the same for both 128-bit lanes: output byte i < w is byte
// i%(w/2) of quadword i/(w/2) (the quads of values 0..3 and 4..7 in their
// low 4w bits), zero from w on.
func shuffleQuads(w int) Mem {
	m := GLOBL(fmt.Sprintf("packQuadsShuffle%d", w), RODATA|NOPTR)
	for at := 0; at < 32; at += 8 {
		var v uint64
		for j := 0; j < 8; j++ {
			index := uint64(0x80)
			if i := (at + j) % 16; i < w {
				index = uint64(8*(i/(w/2)) + i%(w/2))
			}
			v |= index << (8 * j)
		}
		DATA(at, U64(v))
	}
	return m
}

// packAVX2Narrow builds packAVX2Narrow, the AVX2 Pack kernel of widths
// 2..6, where a group's w bytes fit in one word: VPSLLVQ shifts value k
// left by k*w, three ORs fold the 8 lanes into one, and the word is stored
// at the group's start (its bytes past the group's are zero, and the next
// group's store overwrites them).
func packAVX2Narrow() {
	const name = "packAVX2Narrow"
	TEXT(name, NOSPLIT, "func(dst *byte, src *uint64, groups int, base uint64, w uint, mask uint64, table *[32]uint64)")
	Pragma("noescape")
	Doc(
		name+" packs groups*8 values from src at width w (2..6) to dst, w",
		"bytes per group. mask has the low w bits set. Group j stores the 8",
		"bytes from byte j*w of dst: the caller makes sure they are there.",
	)
	dst := Load(Param("dst"), GP64())
	src := Load(Param("src"), GP64())
	groups := Load(Param("groups"), GP64())
	w := Load(Param("w"), GP64())
	table := Load(Param("table"), GP64())
	base := broadcastAVX2(Load(Param("base"), GP64()))
	mask := broadcastAVX2(Load(Param("mask"), GP64()))
	var left [2]VecVirtual
	for i := range left {
		left[i] = YMM()
		VMOVDQU(Mem{Base: table, Disp: packTableAVX2ShiftLeft + 32*i}, left[i])
	}

	group := func(disp int) {
		v := packAVX2Values(Mem{Base: src, Disp: disp}, base, mask)
		VPSLLVQ(left[0], v[0], v[0])
		VPSLLVQ(left[1], v[1], v[1])
		VPOR(v[1], v[0], v[0])
		hi := XMM()
		VEXTRACTI128(U8(1), v[0], hi)
		VPOR(hi, v[0].AsX(), hi)
		t := XMM()
		VPUNPCKHQDQ(hi, hi, t)
		VPOR(t, hi, hi)
		VMOVQ(hi, Mem{Base: dst})
	}
	packGroupLoop(name, src, dst, groups, w, group)
}

// packW1Order is the VPSHUFB index of packAVX2LowBits64, packW1OrderIndex
// that of each 128-bit lane: after the packs and VPERMQ, lane 0 holds the
// bytes of values 0 1 4 5 8 9 12 13 2 3 6 7 10 11 14 15 (lane 1 those of
// 16 more): byte i of the lane is byte packW1OrderIndex[i].
var (
	packW1Order      Mem
	packW1OrderIndex = [16]byte{0, 1, 8, 9, 2, 3, 10, 11, 4, 5, 12, 13, 6, 7, 14, 15}
)

// packAVX2LowBits64 returns the low bits of the 64 values at src, in
// order: per 32 values, VPSLLQ by 63 moves each value's bit 0 to its sign,
// and three levels of signed saturating packs (VPACKSSDW on the qwords,
// then VPACKSSWB twice), which keep the sign, narrow 8 vectors to one of
// 32 bytes, in the lanes' interleaved order, which a VPERMQ and a VPSHUFB
// (order) undo; VPMOVMSKB collects the 32 signs. (Intel Xeon, 1024
// values: VSHUFPS, VPERMQ and VPSLLD per group to dwords, then packs each
// followed by a VPERMQ, took 119 ns against 95; joining pairs of vectors
// with shifts and VPOR in place of the first level of packs, 1.05x the
// old kernel's time; a VMOVMSKPD per 4 values ran at 1.13-1.20x
// parquet-go.)
func packAVX2LowBits64(src Register, order VecVirtual) Register {
	word := GP64()
	for half := 0; half < 2; half++ {
		var y [8]VecVirtual
		for i := range y {
			y[i] = YMM()
			VMOVDQU(Mem{Base: src, Disp: 256*half + 32*i}, y[i])
			VPSLLQ(U8(63), y[i], y[i])
		}
		for n := len(y); n > 1; n /= 2 {
			for i := 0; i < n/2; i++ {
				if n == len(y) {
					VPACKSSDW(y[2*i+1], y[2*i], y[i])
				} else {
					VPACKSSWB(y[2*i+1], y[2*i], y[i])
				}
			}
		}
		VPERMQ(U8(0xd8), y[0], y[0])
		VPSHUFB(order, y[0], y[0])
		if half == 0 {
			VPMOVMSKB(y[0], word.As32())
			continue
		}
		hi := GP64()
		VPMOVMSKB(y[0], hi.As32())
		SHLQ(U8(32), hi)
		ORQ(hi, word)
	}
	return word
}

// packNarrowD, packNarrowW and packNarrowB are the VPERMT2D / VPERMT2B
// indexes that keep the low half of each element of two vectors.
var packNarrowD, packNarrowW, packNarrowB Mem

// packAVX512Truncate builds packAVX512W<w> for w = 32, 16 or 8, where a
// value is the low w bits of its lane and the lanes follow each other: a
// block of 64/w groups (8 values each) is loaded into 64/w*8/8 vectors that
// a tree of two-table permutes halves at each level (qwords to dwords with
// VPERMT2D, then dwords to words and words to bytes with VPERMT2B), down to
// one vector of 64 bytes. The base is subtracted once, on the narrow lanes
// (the low w bits of v-base only depend on those of v and base). Groups
// after the last whole block narrow alone (VPMOVQD/QW/QB, register form),
// and so does the tail group, into tailOut.
func packAVX512Truncate(w int) {
	name := fmt.Sprintf("packAVX512W%d", w)
	TEXT(name, NOSPLIT, "func(dst *uint64, src *uint64, groups int, tail *uint64, tailOut *uint64, base uint64)")
	Pragma("noescape")
	Doc(
		fmt.Sprintf("%s packs groups*8 values from src at width %d to dst (%d bytes", name, w, w),
		"per group), then the 8 values at tail, if it is not nil, to tailOut.",
	)
	levels := map[int]int{32: 1, 16: 2, 8: 3}[w]
	perBlock := 1 << levels // groups per 64-byte output
	dst := Load(Param("dst"), GP64())
	src := Load(Param("src"), GP64())
	groups := Load(Param("groups"), GP64())
	baseGP := GP64()
	Load(Param("base"), baseGP)
	base := ZMM()
	sub := VPSUBD
	switch w {
	case 32:
		VPBROADCASTD(baseGP.As32(), base)
	case 16:
		VPBROADCASTW(baseGP.As32(), base)
		sub = VPSUBW
	case 8:
		VPBROADCASTB(baseGP.As32(), base)
		sub = VPSUBB
	}
	idx := packNarrowIndexes(levels)
	blocks := GP64()
	MOVQ(groups, blocks)
	SHRQ(U8(levels), blocks)
	ANDQ(U8(perBlock-1), groups)

	// unroll blocks per iteration while there are that many (the loop's
	// instructions are not free: at width 32, 1.3x one block per iteration).
	unrolls := []int{1}
	if perBlock < 8 {
		unrolls = []int{8 / perBlock, 1}
	}
	for _, u := range unrolls {
		label := fmt.Sprintf("%s_block%d", name, u)
		Label(label)
		CMPQ(blocks, U8(u))
		if u == 1 {
			JB(LabelRef(name + "_group"))
		} else {
			JB(LabelRef(fmt.Sprintf("%s_block%d", name, 1)))
		}
		for i := 0; i < u; i++ {
			v := packNarrowTree(src, 64*perBlock*i, idx)
			sub(base, v, v)
			VMOVDQU64(v, Mem{Base: dst, Disp: 64 * i})
		}
		ADDQ(U32(64*perBlock*u), src)
		ADDQ(U32(64*u), dst)
		SUBQ(U8(u), blocks)
		JMP(LabelRef(label))
	}

	// group narrows the 8 values at m and stores their w bytes at out.
	group := func(m, out Mem) {
		v := ZMM()
		VMOVDQU64(m, v)
		switch w {
		case 32:
			y := YMM()
			VPMOVQD(v, y)
			VPSUBD(base.AsY(), y, y)
			VMOVDQU(y, out)
		case 16:
			x := XMM()
			VPMOVQW(v, x)
			VPSUBW(base.AsX(), x, x)
			VMOVDQU(x, out)
		case 8:
			x := XMM()
			VPMOVQB(v, x)
			VPSUBB(base.AsX(), x, x)
			VMOVQ(x, out)
		}
	}
	Label(name + "_group")
	TESTQ(groups, groups)
	JZ(LabelRef(name + "_tail"))
	group(Mem{Base: src}, Mem{Base: dst})
	ADDQ(U8(64), src)
	ADDQ(U8(w), dst)
	DECQ(groups)
	JMP(LabelRef(name + "_group"))

	Label(name + "_tail")
	tail := Load(Param("tail"), GP64())
	TESTQ(tail, tail)
	JZ(LabelRef(name + "_done"))
	tailOut := Load(Param("tailOut"), GP64())
	group(Mem{Base: tail}, Mem{Base: tailOut})

	Label(name + "_done")
	VZEROUPPER()
	RET()
}

// packNarrowIndexes loads the permute indexes of the first levels levels
// of packNarrowTree.
func packNarrowIndexes(levels int) []VecVirtual {
	idx := make([]VecVirtual, levels)
	for i, m := range []Mem{packNarrowD, packNarrowW, packNarrowB}[:levels] {
		idx[i] = ZMM()
		VMOVDQU64(m, idx[i])
	}
	return idx
}

// packNarrowTree loads the 2^len(idx) groups at src+disp and narrows them into
// one vector, lane size 64 >> len(idx) bits: each level joins pairs of
// vectors with a two-table permute that keeps the low half of each lane,
// in order. The first level reads its second table straight from memory.
func packNarrowTree(src Register, disp int, idx []VecVirtual) VecVirtual {
	vs := make([]VecVirtual, 1<<(len(idx)-1))
	for i := range vs {
		vs[i] = ZMM()
		VMOVDQU64(Mem{Base: src, Disp: disp + 128*i}, vs[i])
		VPERMT2D(Mem{Base: src, Disp: disp + 128*i + 64}, idx[0], vs[i])
	}
	for level := 1; len(vs) > 1; level++ {
		next := vs[:0:0]
		for i := 0; i < len(vs); i += 2 {
			VPERMT2B(vs[i+1], idx[level], vs[i])
			next = append(next, vs[i])
		}
		vs = next
	}
	return vs[0]
}

// packW24Join and packW24Group are packAVX512W24's VPERMT2B and VPERMB
// indexes.
var packW24Join, packW24Group Mem

// packAVX512W24 builds packAVX512W24, where a value is the low 3 bytes of
// its lane and the values follow each other (3 words per group). A block
// of 8 groups narrows to 4 vectors of 16 dwords (VPERMT2D, as in
// packNarrowTree), the base is subtracted from the dwords (the low 24 bits
// of v-base depend only on those of v and base), and three VPERMT2Bs, each
// reading two neighbouring dword vectors, gather the 3 low bytes of each
// dword into the block's 192 bytes, stored as three whole vectors. The
// groups after the last whole block gather alone (VPERMB of the qwords,
// stored as 16 and 8 bytes), and so does the tail group, into tailOut.
// (packAVX512's shifts and two VPERMBs per group ran at 5.3 values/ns,
// 1.6x parquet-go's byte kernel, at 1024 values.)
func packAVX512W24() {
	const name = "packAVX512W24"
	TEXT(name, NOSPLIT, "func(dst *uint64, src *uint64, groups int, tail *uint64, tailOut *uint64, base uint64)")
	Pragma("noescape")
	Doc(
		name+" packs groups*8 values from src at width 24 to dst (24 bytes",
		"per group), then the 8 values at tail, if it is not nil, to tailOut.",
	)
	// Output byte p of a block is byte p%3 of value p/3, which is dword
	// p/3%16 of dword vector p/3/16; vector k of the output reads dword
	// vectors k and k+1 (the second table: bit 6 of the index).
	packW24Join = GLOBL("packW24Join", RODATA|NOPTR)
	for k := 0; k < 3; k++ {
		for i := 0; i < 64; i += 8 {
			var v uint64
			for j := 0; j < 8; j++ {
				p := 64*k + i + j
				m := p / 3
				v |= uint64((m/16-k)*64+m%16*4+p%3) << (8 * j)
			}
			DATA(64*k+i, U64(v))
		}
	}
	// Byte p (p < 24) of a group is byte p%3 of qword p/3.
	packW24Group = GLOBL("packW24Group", RODATA|NOPTR)
	for i := 0; i < 64; i += 8 {
		var v uint64
		for j := 0; j < 8; j++ {
			if p := i + j; p < 24 {
				v |= uint64(p/3*8+p%3) << (8 * j)
			}
		}
		DATA(i, U64(v))
	}
	dst := Load(Param("dst"), GP64())
	src := Load(Param("src"), GP64())
	groups := Load(Param("groups"), GP64())
	baseGP := GP64()
	Load(Param("base"), baseGP)
	base, baseD := ZMM(), ZMM()
	VPBROADCASTQ(baseGP, base)
	VPBROADCASTD(baseGP.As32(), baseD)
	narrowD := ZMM()
	VMOVDQU64(packNarrowD, narrowD)
	var join [3]VecVirtual
	for k := range join {
		join[k] = ZMM()
		VMOVDQU64(packW24Join.Offset(64*k), join[k])
	}
	groupIdx := ZMM()
	VMOVDQU64(packW24Group, groupIdx)
	blocks := GP64()
	MOVQ(groups, blocks)
	SHRQ(U8(3), blocks)
	ANDQ(U8(7), groups)

	Label(name + "_block")
	TESTQ(blocks, blocks)
	JZ(LabelRef(name + "_group"))
	var d [4]VecVirtual
	for i := range d {
		d[i] = ZMM()
		VMOVDQU64(Mem{Base: src, Disp: 128 * i}, d[i])
		VPERMT2D(Mem{Base: src, Disp: 128*i + 64}, narrowD, d[i])
		VPSUBD(baseD, d[i], d[i])
	}
	for k := range join {
		VPERMT2B(d[k+1], join[k], d[k])
		VMOVDQU64(d[k], Mem{Base: dst, Disp: 64 * k})
	}
	ADDQ(U32(512), src)
	ADDQ(U8(192), dst)
	DECQ(blocks)
	JMP(LabelRef(name + "_block"))

	group := func(m, out Mem) {
		v := ZMM()
		VMOVDQU64(m, v)
		VPSUBQ(base, v, v)
		VPERMB(v, groupIdx, v)
		VMOVDQU64(v.AsX(), out)
		hi := XMM()
		VEXTRACTI32X4(U8(1), v, hi)
		VMOVQ(hi, out.Offset(16))
	}
	Label(name + "_group")
	TESTQ(groups, groups)
	JZ(LabelRef(name + "_tail"))
	group(Mem{Base: src}, Mem{Base: dst})
	ADDQ(U8(64), src)
	ADDQ(U8(24), dst)
	DECQ(groups)
	JMP(LabelRef(name + "_group"))

	Label(name + "_tail")
	tail := Load(Param("tail"), GP64())
	TESTQ(tail, tail)
	JZ(LabelRef(name + "_done"))
	tailOut := Load(Param("tailOut"), GP64())
	group(Mem{Base: tail}, Mem{Base: tailOut})

	Label(name + "_done")
	VZEROUPPER()
	RET()
}

// packAVX512W64 builds the width-64 kernel: each value minus the base,
// four vectors per iteration.
func packAVX512W64() {
	const name = "packAVX512W64"
	TEXT(name, NOSPLIT, "func(dst *uint64, src *uint64, groups int, base uint64)")
	Pragma("noescape")
	Doc(name + " writes the groups*8 values at src minus base to dst.")
	dst := Load(Param("dst"), GP64())
	src := Load(Param("src"), GP64())
	groups := Load(Param("groups"), GP64())
	base := ZMM()
	VPBROADCASTQ(Load(Param("base"), GP64()), base)
	const unroll = 4
	blocks := GP64()
	MOVQ(groups, blocks)
	SHRQ(U8(2), blocks)
	ANDQ(U8(unroll-1), groups)
	Label(name + "_block")
	TESTQ(blocks, blocks)
	JZ(LabelRef(name + "_group"))
	for i := 0; i < unroll; i++ {
		v := ZMM()
		VMOVDQU64(Mem{Base: src, Disp: 64 * i}, v)
		VPSUBQ(base, v, v)
		VMOVDQU64(v, Mem{Base: dst, Disp: 64 * i})
	}
	ADDQ(U32(64*unroll), src)
	ADDQ(U32(64*unroll), dst)
	DECQ(blocks)
	JMP(LabelRef(name + "_block"))
	Label(name + "_group")
	TESTQ(groups, groups)
	JZ(LabelRef(name + "_done"))
	v := ZMM()
	VMOVDQU64(Mem{Base: src}, v)
	VPSUBQ(base, v, v)
	VMOVDQU64(v, Mem{Base: dst})
	ADDQ(U8(64), src)
	ADDQ(U8(64), dst)
	DECQ(groups)
	JMP(LabelRef(name + "_group"))
	Label(name + "_done")
	VZEROUPPER()
	RET()
}

// packAVX512W1 builds the width-1 kernel: 64 values narrow to 64 bytes
// (packNarrowTree), whose low bits VPMOVB2M gathers into a word. Narrowing
// beats VPTESTMQ on each group and KUNPCK{BW,WD,DQ} on the masks, 20 values/ns
// against 10 at 1024 values. The last groups of a partial word go through
// VPTESTMQ and KMOVB. The low bit of v-base is that of v, flipped when the
// base is odd.
func packAVX512W1() {
	const name = "packAVX512W1"
	TEXT(name, NOSPLIT, "func(dst *uint64, src *uint64, groups int, tail *uint64, base uint64)")
	Pragma("noescape")
	Doc(
		name+" packs groups*8 values from src at width 1, then the 8",
		"values at tail if it is not nil (padded with base), to dst.",
	)
	dst := Load(Param("dst"), GP64())
	src := Load(Param("src"), GP64())
	groups := Load(Param("groups"), GP64())
	flip := Load(Param("base"), GP64())
	ANDQ(U8(1), flip)
	NEGQ(flip) // all ones when the base is odd
	one := GP64()
	MOVQ(U32(1), one)
	ones := ZMM()
	VPBROADCASTQ(one, ones)
	idx := packNarrowIndexes(3)
	words := GP64()
	MOVQ(groups, words)
	SHRQ(U8(3), words)
	ANDQ(U8(7), groups)

	Label(name + "_word")
	TESTQ(words, words)
	JZ(LabelRef(name + "_rest"))
	// The bytes of the 64 values, bit 0 of each moved to bit 7 (VPSLLW
	// shifts words: bit 8 goes to bit 15 too), then those bits.
	v := packNarrowTree(src, 0, idx)
	VPSLLW(U8(7), v, v)
	k := K()
	VPMOVB2M(v, k)
	bits := GP64()
	KMOVQ(k, bits)
	XORQ(flip, bits)
	MOVQ(bits, Mem{Base: dst})
	ADDQ(U32(512), src)
	ADDQ(U8(8), dst)
	DECQ(words)
	JMP(LabelRef(name + "_word"))

	// The last, partial word: the remaining groups, then the tail.
	Label(name + "_rest")
	acc, shift := GP64(), GP64()
	XORQ(acc, acc)
	XORQ(shift, shift)
	// group adds the 8 bits of the group at m to acc.
	group := func(m Mem) {
		k := K()
		VPTESTMQ(m, ones, k)
		t := GP32()
		KMOVB(k, t)
		SHLXQ(shift, t.As64(), t.As64())
		ORQ(t.As64(), acc)
		ADDQ(U8(8), shift)
	}
	Label(name + "_group")
	TESTQ(groups, groups)
	JZ(LabelRef(name + "_tail"))
	group(Mem{Base: src})
	ADDQ(U8(64), src)
	DECQ(groups)
	JMP(LabelRef(name + "_group"))
	Label(name + "_tail")
	tail := Load(Param("tail"), GP64())
	TESTQ(tail, tail)
	JZ(LabelRef(name + "_flush"))
	group(Mem{Base: tail})
	Label(name + "_flush")
	TESTQ(shift, shift)
	JZ(LabelRef(name + "_done"))
	BZHIQ(shift, flip, flip)
	XORQ(flip, acc)
	MOVQ(acc, Mem{Base: dst})

	Label(name + "_done")
	VZEROUPPER()
	RET()
}

// packTable layout (uint64 words), built by packTables in package bitpack:
// [0,8) left shift of each lane, [8,16) right shift for the ninth byte,
// [16,24) VPERMB indexes of the even lanes, [24,32) of the odd lanes (64 and
// up: from the ninth-byte vector), 32 and 33 the masks of the output bytes
// that the even and odd gathers fill.
const (
	packTableShiftLo  = 0
	packTableShiftHi  = 64
	packTableIdxEven  = 128
	packTableIdxOdd   = 192
	packTableMaskEven = 256
	packTableMaskOdd  = 264
)

// packIota holds the bytes 0..63.
var packIota Mem

// packTruncOrder and packTruncBytesOrder put packAVX2W16 and packAVX2W8's
// blocks in order (see packKernels).
var packTruncOrder, packTruncBytesOrder Mem

// packWide is how a packAVX512 kernel places the bits of a value past its
// lane's 8 bytes, which only widths 57..63 have.
type packWide int

const (
	// packNotWide: widths 8..56, whose values fit in their lane's bytes.
	packNotWide packWide = iota
	// packWideAlign ORs them into byte 0 of the next lane (VALIGNQ) and
	// gathers with one-table VPERMBs.
	packWideAlign
	// packWideVPERMI2B keeps them in a second vector and gathers with
	// two-table VPERMI2Bs.
	packWideVPERMI2B
)

// packAVX512 builds the AVX-512 Pack kernel name of the widths of kind;
// noBase leaves out the subtraction of base (a kernel for base 0: one
// 512-bit operation fewer per group of six, which Zen 4 runs as two
// halves each); half stores the low 32 bytes of each group's vector, not
// 64 (widths up to 32, whose group bytes fit there: on Zen 4 a 64-byte
// store is two 32-byte ones).
func packAVX512(name string, kind packWide, noBase, half bool) {
	TEXT(name, NOSPLIT, "func(dst *byte, last *byte, src *uint64, groups int, safeGroups int, tail *uint64, base uint64, w uint, mask uint64, table *[34]uint64)")
	Pragma("noescape")
	switch {
	case half && noBase:
		Doc(name + " is packAVX512NoBase with packAVX512Half's stores.")
	case half:
		Doc(
			name+" is packAVX512 for widths up to 32: each of the first safeGroups",
			"groups stores the low 32 bytes of its vector, not 64.",
		)
	case noBase:
		Doc(
			name+" is packAVX512 for base 0: it does not subtract base from the",
			"values (the tail's padding must then be 0).",
		)
	case kind == packWideAlign:
		Doc(
			name+" is packAVX512 for widths 57..63, where a value can span nine bytes:",
			"it ORs the ninth byte's bits into the next lane (VALIGNQ) and gathers",
			"with one-table VPERMBs.",
		)
	case kind == packWideVPERMI2B:
		Doc(
			name+" is packAVX512Wide with the ninth byte's bits in a second",
			"vector, which two-table VPERMI2Bs gather from: faster on AMD Zen 5,",
			"slower on Intel (see PERFORMANCE.md).",
		)
	default:
		Doc(
			name+" packs groups*8 values from src at width w (8..64, but 57..63",
			"need packAVX512Wide) to dst, w bytes per group, then the 8 values at",
			"tail if it is not nil (padded with base). mask has the low w bits set.",
			"dst is at least 64 bytes long and ends at last+64; the bytes from the",
			"end of the values to there are zeroed. The first safeGroups groups store",
			"64 bytes (the bytes past the group's w are zero and the next group",
			"overwrites them); the others are assembled in the last 64 bytes.",
		)
	}
	dst := Load(Param("dst"), GP64())
	src := Load(Param("src"), GP64())
	groups := Load(Param("groups"), GP64())
	safe := Load(Param("safeGroups"), GP64())
	w := Load(Param("w"), GP64())
	maskGP := Load(Param("mask"), GP64())
	table := Load(Param("table"), GP64())

	storeMask := K()
	valueMask := ZMM()
	VPBROADCASTQ(maskGP, valueMask)
	var base VecVirtual
	if !noBase {
		base = ZMM()
		VPBROADCASTQ(Load(Param("base"), GP64()), base)
	}
	shiftLo, idxEven, idxOdd := ZMM(), ZMM(), ZMM()
	VMOVDQU64(Mem{Base: table, Disp: packTableShiftLo}, shiftLo)
	VMOVDQU64(Mem{Base: table, Disp: packTableIdxEven}, idxEven)
	VMOVDQU64(Mem{Base: table, Disp: packTableIdxOdd}, idxOdd)
	kEven, kOdd := K(), K()
	KMOVQ(Mem{Base: table, Disp: packTableMaskEven}, kEven)
	KMOVQ(Mem{Base: table, Disp: packTableMaskOdd}, kOdd)
	var shiftHi, zero VecVirtual
	if kind != packNotWide {
		shiftHi = ZMM()
		VMOVDQU64(Mem{Base: table, Disp: packTableShiftHi}, shiftHi)
	}
	if kind == packWideAlign {
		zero = ZMM()
		VPXORQ(zero, zero, zero)
		// The top bits of lane k go to byte 0 of lane k+1 (below its
		// value's bits: byte b+8 of lane k is byte b of lane k+1), so the
		// indexes 64+8k of the table's second vector become 8k+8:
		// 56 less, for the indexes with bit 6 set.
		bit6, step := ZMM(), ZMM()
		b := GP64()
		MOVL(U32(0x40), b.As32())
		VPBROADCASTB(b.As32(), bit6)
		for _, idx := range []VecVirtual{idxEven, idxOdd} {
			VPANDQ(bit6, idx, step)
			VPSUBB(step, idx, idx)
			VPSRLW(U8(3), step, step)
			VPADDB(step, idx, idx)
		}
	}

	// encode turns the 8 values at m into the group's bytes in out.
	encode := func(m Mem, out VecVirtual) {
		v := ZMM()
		VMOVDQU64(m, v)
		if !noBase {
			VPSUBQ(base, v, v)
		}
		VPANDQ(valueMask, v, v)
		lo := ZMM()
		VPSLLVQ(shiftLo, v, lo)
		odd := ZMM()
		switch kind {
		case packWideVPERMI2B:
			// The indexes 64+8k read byte 8k of v, the ninth byte of
			// lane k.
			VPSRLVQ(shiftHi, v, v)
			VMOVDQA64(idxEven, out)
			VPERMI2B_Z(v, lo, kEven, out)
			VMOVDQA64(idxOdd, odd)
			VPERMI2B_Z(v, lo, kOdd, odd)
		case packWideAlign:
			VPSRLVQ(shiftHi, v, v)
			VALIGNQ(U8(7), zero, v, v) // lane k+1 = lane k, lane 0 = 0
			VPORQ(v, lo, lo)
			fallthrough
		default:
			VPERMB_Z(lo, idxEven, kEven, out)
			VPERMB_Z(lo, idxOdd, kOdd, odd)
		}
		VPORQ(odd, out, out)
	}

	SUBQ(safe, groups)
	// Four groups per iteration (the loop's own instructions cost as much
	// as its vector work: 1.1-1.2x faster than one group per iteration),
	// then one at a time.
	w3, w4 := GP64(), GP64()
	LEAQ(Mem{Base: w, Index: w, Scale: 2}, w3)
	MOVQ(w, w4)
	SHLQ(U8(2), w4)
	Label(name + "_safe4")
	CMPQ(safe, U8(4))
	JB(LabelRef(name + "_safe"))
	// store stores a group's vector z at m.
	store := func(z VecVirtual, m Mem) {
		if half {
			VMOVDQU(z.AsY(), m)
			return
		}
		VMOVDQU64(z, m)
	}
	for i, out := range []Mem{{Base: dst}, {Base: dst, Index: w, Scale: 1}, {Base: dst, Index: w, Scale: 2}, {Base: dst, Index: w3, Scale: 1}} {
		z := ZMM()
		encode(Mem{Base: src, Disp: 64 * i}, z)
		store(z, out)
	}
	ADDQ(w4, dst)
	ADDQ(U32(256), src)
	SUBQ(U8(4), safe)
	JMP(LabelRef(name + "_safe4"))
	Label(name + "_safe")
	TESTQ(safe, safe)
	JZ(LabelRef(name + "_window"))
	z := ZMM()
	encode(Mem{Base: src}, z)
	store(z, Mem{Base: dst})
	ADDQ(w, dst)
	ADDQ(U8(64), src)
	DECQ(safe)
	JMP(LabelRef(name + "_safe"))

	// The other groups, and the partial last one, would store past the end
	// of dst: they go into the last 64 bytes of dst, built in a register
	// (from the bytes already packed there) and stored once. A masked store
	// would do too, but costs a microcode assist when its masked-off bytes
	// reach into the next page.
	Label(name + "_window")
	last := Load(Param("last"), GP64())
	ones, bitsMask := GP64(), GP64()
	MOVQ(I32(-1), ones)
	acc := ZMM()
	// Keep the d bytes already packed, d = dst - last (64 when none left).
	d := GP64()
	MOVQ(dst, d)
	SUBQ(last, d)
	BZHIQ(d, ones, bitsMask)
	KMOVQ(bitsMask, storeMask)
	VMOVDQU8_Z(Mem{Base: last}, storeMask, acc)
	iota := ZMM()
	VMOVDQU64(packIota, iota)
	// place ORs the group bytes in z into acc at byte d = dst - last,
	// keeping the bytes set in byteMask.
	place := func(z VecVirtual, byteMask Register) {
		d := GP64()
		MOVQ(dst, d)
		SUBQ(last, d)
		dz := ZMM()
		VPBROADCASTB(d.As32(), dz)
		VPSUBB(dz, iota, dz)
		SHLXQ(d, byteMask, bitsMask)
		KMOVQ(bitsMask, storeMask)
		VPERMB_Z(z, dz, storeMask, dz)
		VPORQ(dz, acc, acc)
	}
	Label(name + "_rest")
	TESTQ(groups, groups)
	JZ(LabelRef(name + "_tail"))
	zr := ZMM()
	encode(Mem{Base: src}, zr)
	place(zr, maskGP)
	ADDQ(w, dst)
	ADDQ(U8(64), src)
	DECQ(groups)
	JMP(LabelRef(name + "_rest"))

	Label(name + "_tail")
	tail := Load(Param("tail"), GP64())
	TESTQ(tail, tail)
	JZ(LabelRef(name + "_store"))
	zt := ZMM()
	encode(Mem{Base: tail}, zt)
	place(zt, ones)

	Label(name + "_store")
	VMOVDQU64(acc, Mem{Base: last})

	Label(name + "_done")
	VZEROUPPER()
	RET()
}

// packTableAVX512NB layout (bytes), built by packTablesAVX512NB in package
// bitpack: [0,64) the VPERMB indexes that compact the 8 groups, [64,72),
// [72,80) and [80,88) the right shifts that join bytes, words and dwords,
// [88,96), [96,104) and [104,112) the masks of their low halves (see
// packAVX512NarrowBlocks).
const (
	packTableAVX512NBCompact = 0
	packTableAVX512NBShift   = 64
	packTableAVX512NBMask    = 88
)

// packAVX512NarrowBlocks builds packAVX512NarrowBlocks, the AVX-512 Pack
// kernel of widths 2..7 for blocks of 64 values (8w bytes, w words): the
// permute tree of packAVX512W8 narrows them to 64 bytes; VPSUBB and VPANDQ
// take the base off and keep w bits; then three levels join pairs, bytes
// into words, words into dwords, dwords into qwords: the pair's high half
// shifted right by its lane's width less twice the field's (VPSRLW, VPSRLD,
// VPSRLQ) lands right after the low field, and VPTERNLOGQ takes the low
// field from the unshifted vector, the rest from the shifted one. Each
// qword then holds a group's w bytes; VPERMB compacts the 8 groups, and one
// 64-byte store writes them (its bytes past 8w are zero, and the next
// block's store overwrites them). packAVX512Narrow's PEXT of each group
// and its scalar accumulator ran at 6-7.5 values/ns.
func packAVX512NarrowBlocks() {
	const name = "packAVX512NarrowBlocks"
	TEXT(name, NOSPLIT, "func(dst *byte, src *uint64, blocks int, base uint64, w uint, byteMask uint64, table *[14]uint64)")
	Pragma("noescape")
	Doc(
		name+" packs blocks*64 values from src at width w (2..7) to dst, 8w bytes",
		"per block; block j stores the 64 bytes from byte 8*w*j: the caller makes",
		"sure they are there. byteMask has the low w bits of each byte set.",
	)
	dst := Load(Param("dst"), GP64())
	src := Load(Param("src"), GP64())
	blocks := Load(Param("blocks"), GP64())
	w := Load(Param("w"), GP64())
	table := Load(Param("table"), GP64())
	idx := packNarrowIndexes(3)
	base, mask := ZMM(), ZMM()
	baseGP := GP64()
	Load(Param("base"), baseGP)
	VPBROADCASTB(baseGP.As32(), base)
	VPBROADCASTQ(Load(Param("byteMask"), GP64()), mask)
	compact := ZMM()
	VMOVDQU64(Mem{Base: table, Disp: packTableAVX512NBCompact}, compact)
	var shift [3]VecVirtual
	var low [3]VecVirtual
	for i := range shift {
		shift[i], low[i] = XMM(), ZMM()
		VMOVQ(Mem{Base: table, Disp: packTableAVX512NBShift + 8*i}, shift[i])
		VPBROADCASTQ(Mem{Base: table, Disp: packTableAVX512NBMask + 8*i}, low[i])
	}
	w8 := GP64()
	MOVQ(w, w8)
	SHLQ(U8(3), w8)

	Label(name + "_loop")
	TESTQ(blocks, blocks)
	JZ(LabelRef(name + "_done"))
	v := packNarrowTree(src, 0, idx)
	VPSUBB(base, v, v)
	VPANDQ(mask, v, v)
	t := ZMM()
	for i, shiftOp := range []func(...Op){VPSRLW, VPSRLD, VPSRLQ} {
		shiftOp(shift[i], v, t)
		VPTERNLOGQ(U8(0xd8), low[i], v, t) // low[i] ? v : t
		v, t = t, v
	}
	VPERMB(v, compact, v)
	VMOVDQU64(v, Mem{Base: dst})
	ADDQ(U32(512), src)
	ADDQ(w8, dst)
	DECQ(blocks)
	JMP(LabelRef(name + "_loop"))

	Label(name + "_done")
	VZEROUPPER()
	RET()
}

func packAVX512Narrow() {
	const name = "packAVX512Narrow"
	TEXT(name, NOSPLIT, "func(dst *uint64, src *uint64, groups int, tail *uint64, words int, base uint64, w uint, byteMask uint64)")
	Pragma("noescape")
	Doc(
		name+" packs groups*8 values from src at width w (1..7), then the 8",
		"values at tail if tail is not nil, to the first words words of dst.",
		"byteMask has the low w bits of each byte set.",
	)
	dst := Load(Param("dst"), GP64())
	src := Load(Param("src"), GP64())
	groups := Load(Param("groups"), GP64())
	words := Load(Param("words"), GP64())
	bitsPerGroup := Load(Param("w"), GP64())
	SHLQ(U8(3), bitsPerGroup)
	byteMask := Load(Param("byteMask"), GP64())
	base := ZMM()
	VPBROADCASTQ(Load(Param("base"), GP64()), base)

	acc, used := GP64(), GP64() // pending bits and their count (< 64)
	XORQ(acc, acc)
	XORQ(used, used)

	// group packs the 8 values at m into the accumulator, storing each word
	// it completes.
	group := func(m Mem, label string) {
		v := ZMM()
		VMOVDQU64(m, v)
		VPSUBQ(base, v, v)
		b := XMM()
		VPMOVQB(v, b)
		piece := GP64()
		VMOVQ(b, piece)
		PEXTQ(byteMask, piece, piece)
		t := GP64()
		SHLXQ(used, piece, t)
		ORQ(t, acc)
		ADDQ(bitsPerGroup, used)
		CMPQ(used, U8(64))
		JB(LabelRef(label))
		MOVQ(acc, Mem{Base: dst})
		ADDQ(U8(8), dst)
		DECQ(words)
		SUBQ(U8(64), used)
		// acc = the piece's bits that did not fit: piece >> (8w - used),
		// zero when used is 0 (the shift count 8w < 64 cannot clear it).
		XORQ(acc, acc)
		TESTQ(used, used)
		JZ(LabelRef(label))
		MOVQ(bitsPerGroup, t)
		SUBQ(used, t)
		SHRXQ(t, piece, acc)
		Label(label)
	}

	Label(name + "_loop")
	TESTQ(groups, groups)
	JZ(LabelRef(name + "_tail"))
	group(Mem{Base: src}, name+"_next")
	ADDQ(U8(64), src)
	DECQ(groups)
	JMP(LabelRef(name + "_loop"))

	Label(name + "_tail")
	tail := Load(Param("tail"), GP64())
	TESTQ(tail, tail)
	JZ(LabelRef(name + "_flush"))
	group(Mem{Base: tail}, name+"_tailNext")

	// The last, partial word, if it is one of the words.
	Label(name + "_flush")
	TESTQ(used, used)
	JZ(LabelRef(name + "_done"))
	TESTQ(words, words)
	JZ(LabelRef(name + "_done"))
	MOVQ(acc, Mem{Base: dst})

	Label(name + "_done")
	VZEROUPPER()
	RET()
}

// packGroupLoop emits the loop of an AVX2 Pack kernel over its groups of 8
// values: two groups a step while two are left, then the last one if
// groups is odd, each packed by group(disp) from src+disp to dst, which
// then moves on by w bytes; then VZEROUPPER and RET.
func packGroupLoop(name string, src, dst, groups, w Register, group func(disp int)) {
	pairs := GP64()
	MOVQ(groups, pairs)
	SHRQ(U8(1), pairs)
	ANDQ(U8(1), groups)
	Label(name + "_pair")
	TESTQ(pairs, pairs)
	JZ(LabelRef(name + "_loop"))
	group(0)
	ADDQ(w, dst)
	group(64)
	ADDQ(w, dst)
	ADDQ(U32(128), src)
	DECQ(pairs)
	JMP(LabelRef(name + "_pair"))

	Label(name + "_loop")
	TESTQ(groups, groups)
	JZ(LabelRef(name + "_done"))
	group(0)
	ADDQ(U8(64), src)
	ADDQ(w, dst)
	DECQ(groups)
	JMP(LabelRef(name + "_loop"))

	Label(name + "_done")
	VZEROUPPER()
	RET()
}
