package main

import (
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// selectKernels builds the search of Bitmap.Select1 and Select0 below the
// select samples: the same steps as the Go selectBranchless, each on one
// vector instead of a chain of scalar compares.
//
//   - superblock: the (up to) 16 directory entries from lo, shifted to the
//     ones before them (VPSRLQ; for Select0 the zeros, (lo+i)*2048 minus
//     those) and compared with k; the count of those at most k steps lo on;
//   - basic block: three compares of the remaining rank with the running
//     counts in the entry (CMP, CMOV, SBB);
//   - word: AVX-512 counts the block's 8 words with VPOPCNTQ (a masked
//     load, so that a last, partial block reads nothing past the bitmap),
//     sums them by three VALIGNQ shifts, compares with the rank and picks
//     the count before the word with VPERMQ; AVX2 counts word by word;
//   - bit: PDEP and TZCNT, as select64BMI2 (on the complemented word for
//     Select0).
func selectKernels() {
	selectLanes = GLOBL("selectLanes", RODATA|NOPTR)
	for i := 0; i < 16; i++ {
		DATA(8*i, U64(uint64(i)))
	}
	selectSuperLanes = GLOBL("selectSuperLanes", RODATA|NOPTR)
	for i := 0; i < 16; i++ {
		DATA(8*i, U64(uint64(i*2048)))
	}
	for _, zeros := range []bool{false, true} {
		selectAVX512(zeros)
		selectAVX2(zeros)
	}
}

var (
	// selectLanes holds the qwords 0..15: lane numbers.
	selectLanes Mem
	// selectSuperLanes holds 0, 2048, ..., 15*2048: the bits before each
	// of 16 superblocks, from the first.
	selectSuperLanes Mem
)

// selectName returns the name of a select kernel: select1<impl> for the
// ones, select0<impl> for the zeros.
func selectName(impl string, zeros bool) string {
	if zeros {
		return "select0" + impl
	}
	return "select1" + impl
}

// selectBits is "set" or "zero", for the kernels' documentation.
func selectBits(zeros bool) string {
	if zeros {
		return "zero"
	}
	return "set"
}

// selectText starts a select kernel: its declaration, documentation, and
// the loads of the directory pointer, k, ndir and lo.
func selectText(name string, doc ...string) (d, k Register, ndir GPVirtual, lo Register) {
	TEXT(name, NOSPLIT, "func(words *uint64, nwords int, dir *uint64, ndir int, lo int, k uint64) int")
	Pragma("noescape")
	Doc(doc...)
	d = Load(Param("dir"), GP64())
	k = Load(Param("k"), GP64())
	n := GP64()
	Load(Param("ndir"), n)
	lo = Load(Param("lo"), GP64())
	return d, k, n, lo
}

func selectAVX512(zeros bool) {
	name := selectName("AVX512", zeros)
	d, k, ndir, lo := selectText(name,
		name+" returns the position of the k-th (0-based) "+selectBits(zeros)+" bit of the nwords words at words,",
		"whose rank/select directory entries dir[0:ndir], 1 <= ndir <= 16, are those of",
		"superblocks lo..lo+ndir-1, one of which holds that bit.")

	// Superblock: n of the ndir entries have at most k bits before them
	// (the first always does, those after the k-th bit's superblock never),
	// so the k-th bit is in superblock lo+n-1. Below 16 entries (a bitmap
	// of fewer than 16 superblocks) the loads and compares are masked to
	// the entries; a whole window loads without the mask, whose setup
	// would delay the loads.
	kv := ZMM()
	VPBROADCASTQ(k, kv)
	c0, c1 := ZMM(), ZMM()
	m0, m1 := K(), K()
	// zerosBefore turns the ones before superblocks lo..lo+15 in c0 and c1
	// into the zeros before them: (lo+i)*2048 minus the ones.
	zerosBefore := func(first Register) {
		if !zeros {
			return
		}
		base, t := ZMM(), ZMM()
		b := GP64()
		MOVQ(first, b)
		SHLQ(U8(11), b)
		VPBROADCASTQ(b, base)
		VPADDQ(selectSuperLanes, base, t)
		VPSUBQ(c0, t, c0)
		VPADDQ(selectSuperLanes.Offset(64), base, t)
		VPSUBQ(c1, t, c1)
	}
	CMPQ(ndir, U8(16))
	JNE(LabelRef(name + "_short"))
	VPSRLQ(U8(30), Mem{Base: d}, c0)
	VPSRLQ(U8(30), Mem{Base: d, Disp: 64}, c1)
	zerosBefore(lo)
	VPCMPUQ(U8(2), kv, c0, m0) // c0 <= k
	VPCMPUQ(U8(2), kv, c1, m1)
	JMP(LabelRef(name + "_count"))
	// (A mask register written by KXNORW to share the masked compares
	// below would carry a dependency from one call to the next: it doubled
	// the time of random selects at 2^26 bits.)
	//
	// A masked load that reaches into a page where all its bytes are
	// masked off takes an assist of about 170 ns (on Zen 5, whether that
	// page is mapped or not): when the 128 bytes from dir cross a page
	// boundary, the window is instead the 128 bytes that end at the
	// directory's end (_shortHigh), the entries in its last ndir lanes.
	Label(name + "_short")
	page := GP64()
	MOVQ(d, page)
	jumpIfCrossesPage(page, 128, name+"_shortHigh")
	lanes16 := GP32()
	MOVL(U32(0xffff), lanes16)
	BZHIL(ndir.As32(), lanes16, lanes16)
	v0, v1 := K(), K()
	KMOVW(lanes16, v0)
	KSHIFTRW(U8(8), v0, v1)
	VPSRLQ_Z(U8(30), Mem{Base: d}, v0, c0)
	VPSRLQ_Z(U8(30), Mem{Base: d, Disp: 64}, v1, c1)
	zerosBefore(lo)
	VPCMPUQ(U8(2), kv, c0, v0, m0) // c0 <= k, among the entries
	VPCMPUQ(U8(2), kv, c1, v1, m1)
	JMP(LabelRef(name + "_count"))
	// The 128 bytes end at the directory's end; those before it are in
	// dir's page (dir is in its last 128 bytes), so the loads need no
	// mask. Lane i holds the entry of superblock lo-16+ndir+i; the
	// compares count the last ndir lanes, the same entries as above, so
	// n and what follows do not change.
	Label(name + "_shortHigh")
	shift, first, at := GP64(), GP64(), GP64()
	MOVL(U32(16), shift.As32())
	SUBL(ndir.As32(), shift.As32())
	MOVQ(lo, first)
	SUBQ(shift, first)
	LEAQ(Mem{Base: d, Index: ndir, Scale: 8, Disp: -128}, at)
	high16 := GP32()
	MOVL(U32(0xffff), high16)
	SHLXL(shift.As32(), high16, high16)
	h0, h1 := K(), K()
	KMOVW(high16, h0)
	KSHIFTRW(U8(8), h0, h1)
	VPSRLQ(U8(30), Mem{Base: at}, c0)
	VPSRLQ(U8(30), Mem{Base: at, Disp: 64}, c1)
	zerosBefore(first)
	VPCMPUQ(U8(2), kv, c0, h0, m0) // c0 <= k, among the entries
	VPCMPUQ(U8(2), kv, c1, h1, m1)
	Label(name + "_count")
	n, t := GP32(), GP32()
	KMOVB(m0, n)
	KMOVB(m1, t)
	POPCNTL(n, n)
	POPCNTL(t, t)
	LEAL(Mem{Base: n, Index: t, Scale: 1, Disp: -1}, n)
	e := GP64()
	MOVQ(Mem{Base: d, Index: n.As64(), Scale: 8}, e)
	ADDQ(n.As64(), lo)

	r, word := selectBasicBlock(e, k, lo, zeros)

	// Word: the block's words up to the bitmap's end. A whole block
	// (all but a bitmap's last) loads without a mask; the last, partial
	// one branches to _partial.
	valid := Load(Param("nwords"), GP64())
	SUBQ(word, valid)
	words := Load(Param("words"), GP64())
	blk := Mem{Base: words, Index: word, Scale: 8}
	CMPQ(valid, U8(8))
	JB(LabelRef(name + "_partial"))
	pc := ZMM()
	VPOPCNTQ(blk, pc)
	Label(name + "_wordsCounted")
	if zeros {
		// 64 minus the ones; the lanes past the bitmap count 64 zeros,
		// all after the k-th.
		w64 := ZMM()
		s := GP64()
		MOVL(U32(64), s.As32())
		VPBROADCASTQ(s, w64)
		VPSUBQ(pc, w64, pc)
	}
	// p: bits in words 0..i of the block.
	zero, p, sh := ZMM(), ZMM(), ZMM()
	VPXORQ(zero, zero, zero)
	VALIGNQ(U8(7), zero, pc, sh)
	VPADDQ(sh, pc, p)
	VALIGNQ(U8(6), zero, p, sh)
	VPADDQ(sh, p, p)
	VALIGNQ(U8(4), zero, p, sh)
	VPADDQ(sh, p, p)
	// j words have at most r bits up to them; the bits before word j are
	// p[j] - pc[j].
	rv := ZMM()
	VPBROADCASTQ(r, rv)
	mj := K()
	VPCMPUQ(U8(2), rv, p, mj) // p <= r
	j := GP32()
	KMOVB(mj, j)
	POPCNTL(j, j)
	VPSUBQ(pc, p, p)
	jv := ZMM()
	VPBROADCASTQ(j.As64(), jv)
	VPERMQ(p, jv, p)
	before := GP64()
	VMOVQ(p.AsX(), before)
	SUBQ(before, r)
	ADDQ(j.As64(), word)

	VZEROUPPER()
	selectBit(words, word, r, zeros)

	// The bitmap's last, partial block: a masked load, so that it reads
	// nothing past the bitmap. A masked load that reaches into a page
	// where all its bytes are masked off takes the assist (see _short):
	// when the block's 64 bytes cross a page boundary, VPERMQ loads the 64
	// that end at the bitmap's end instead (those before the block are in
	// its page: it starts in the page's last 64 bytes) and moves word
	// word+i to lane i, zeroing the lanes past the bitmap as the masked
	// load does.
	Label(name + "_partial")
	lanes := GP64()
	MOVL(U32(0xff), lanes.As32())
	BZHIQ(valid, lanes, lanes)
	km := K()
	KMOVB(lanes.As32(), km)
	blkPage := GP32()
	LEAL(blk, blkPage)
	jumpIfCrossesPage(blkPage, 64, name+"_partialHigh")
	VPOPCNTQ_Z(blk, km, pc)
	JMP(LabelRef(name + "_wordsCounted"))
	Label(name + "_partialHigh")
	idx := ZMM()
	shiftW := GP64()
	MOVL(U32(8), shiftW.As32())
	SUBQ(valid, shiftW)
	VPBROADCASTQ(shiftW, idx)
	VPADDQ(selectLanes, idx, idx)
	last := Load(Param("nwords"), GP64())
	LEAQ(Mem{Base: words, Index: last, Scale: 8, Disp: -64}, last)
	raw := ZMM()
	VPERMQ_Z(Mem{Base: last}, idx, km, raw)
	VPOPCNTQ(raw, pc)
	JMP(LabelRef(name + "_wordsCounted"))
}

// selectAVX2 is selectAVX512 for CPUs without AVX-512: the directory
// entries compared in four YMM registers (VPCMPGTQ; the counts are below
// 2^34, so the signed compare is exact), their masks packed to bytes and
// counted; the block's words counted one POPCNT at a time, each compared
// with the rank as the Go selectBranchless does. A last, partial block
// takes a loop over its words.
func selectAVX2(zeros bool) {
	name := selectName("AVX2", zeros)
	d, k, ndir, lo := selectText(name, name+" is "+selectName("AVX512", zeros)+" on AVX2.")

	// Superblock: g of the ndir entries have more than k bits before
	// them, so the k-th bit is in superblock lo+ndir-1-g. Below 16 entries
	// the loads are masked (VPMASKMOVQ): an entry past ndir reads as no
	// ones before it (for the ones, no more than k) or, for the zeros, as
	// all ones (so that it has fewer than none zeros before it); g counts
	// neither.
	kv := YMM()
	VMOVQ(k, kv.AsX())
	VPBROADCASTQ(kv.AsX(), kv)
	gt := []VecVirtual{YMM(), YMM(), YMM(), YMM()}
	CMPQ(ndir, U8(16))
	JNE(LabelRef(name + "_short"))
	for i, v := range gt {
		VMOVDQU(Mem{Base: d, Disp: 32 * i}, v)
	}
	JMP(LabelRef(name + "_count"))
	//
	// A masked load that reaches into a page where all its bytes are
	// masked off takes an assist of about 170 ns (as in selectAVX512):
	// when the 128 bytes from dir cross a page boundary, the window is
	// the 128 bytes that end at the directory's end (_shortHigh).
	Label(name + "_short")
	page := GP64()
	MOVQ(d, page)
	jumpIfCrossesPage(page, 128, name+"_shortHigh")
	nv, in, ones := YMM(), YMM(), YMM()
	VMOVQ(ndir, nv.AsX())
	VPBROADCASTQ(nv.AsX(), nv)
	if zeros {
		VPCMPEQQ(ones, ones, ones)
	}
	for i, v := range gt {
		VPCMPGTQ(selectLanes.Offset(32*i), nv, in) // lane < ndir
		VPMASKMOVQ(Mem{Base: d, Disp: 32 * i}, in, v)
		if zeros {
			VPXOR(ones, in, in)
			VPOR(in, v, v)
		}
	}
	JMP(LabelRef(name + "_count"))
	// The 128 bytes end at the directory's end; those before it are in
	// dir's page (dir is in its last 128 bytes), so the loads need no
	// mask. The window becomes a whole one, of the 16 superblocks from
	// lo-16+ndir: dir, lo and ndir move down by 16-ndir, and the first
	// 16-ndir lanes, not entries, read as entries before the k-th bit's
	// superblock (as no ones before them, or for the zeros as all ones,
	// which g does not count): the superblock found is the same.
	Label(name + "_shortHigh")
	shift := GP64()
	MOVL(U32(16), shift.As32())
	SUBL(ndir.As32(), shift.As32())
	SUBQ(shift, lo)
	LEAQ(Mem{Base: d, Index: ndir, Scale: 8, Disp: -128}, d)
	MOVL(U32(16), ndir.As32())
	sv, before := YMM(), YMM()
	VMOVQ(shift, sv.AsX())
	VPBROADCASTQ(sv.AsX(), sv)
	for i, v := range gt {
		VPCMPGTQ(selectLanes.Offset(32*i), sv, before) // lane < 16-ndir
		VMOVDQU(Mem{Base: d, Disp: 32 * i}, v)
		if zeros {
			VPOR(before, v, v)
		} else {
			VPANDN(v, before, v)
		}
	}
	Label(name + "_count")
	var base, t VecVirtual
	if zeros {
		base, t = YMM(), YMM()
		b := GP64()
		MOVQ(lo, b)
		SHLQ(U8(11), b)
		VMOVQ(b, base.AsX())
		VPBROADCASTQ(base.AsX(), base)
	}
	for i, v := range gt {
		VPSRLQ(U8(30), v, v)
		if zeros {
			VPADDQ(selectSuperLanes.Offset(32*i), base, t)
			VPSUBQ(v, t, v)
		}
		VPCMPGTQ(kv, v, v) // v > k
	}
	// Each -1 qword becomes two -1 bytes of one register (in some order:
	// only their number matters).
	VPACKSSDW(gt[1], gt[0], gt[0])
	VPACKSSDW(gt[3], gt[2], gt[2])
	VPACKSSWB(gt[2], gt[0], gt[0])
	g := GP32()
	VPMOVMSKB(gt[0], g)
	POPCNTL(g, g)
	SHRL(U8(1), g)
	n := GP64()
	LEAL(Mem{Base: ndir, Disp: -1}, n.As32())
	SUBL(g, n.As32())
	e := GP64()
	MOVQ(Mem{Base: d, Index: n, Scale: 8}, e)
	ADDQ(n, lo)
	VZEROUPPER()

	r, word := selectBasicBlock(e, k, lo, zeros)

	// Word: the first whose running count exceeds r.
	nwords := Load(Param("nwords"), GP64())
	words := Load(Param("words"), GP64())
	SUBQ(word, nwords)
	CMPQ(nwords, U8(8))
	JB(LabelRef(name + "_partial"))
	sub, j, p, c := GP64(), GP64(), GP64(), GP64()
	XORL(sub.As32(), sub.As32())
	XORL(j.As32(), j.As32())
	XORL(p.As32(), p.As32())
	for i := 0; i < 7; i++ {
		selectCount(Mem{Base: words, Index: word, Scale: 8, Disp: 8 * i}, c, zeros)
		ADDQ(c, p)
		CMPQ(r, p)      // CF = r < p
		CMOVQCC(p, sub) // r >= p: sub = p
		SBBQ(I8(-1), j) // j += 1 - CF
	}
	SUBQ(sub, r)
	ADDQ(j, word)
	JMP(LabelRef(name + "_bit"))

	// The bitmap's last, partial block: count word by word.
	Label(name + "_partial")
	selectCount(Mem{Base: words, Index: word, Scale: 8}, c, zeros)
	CMPQ(r, c)
	JB(LabelRef(name + "_bit"))
	SUBQ(c, r)
	INCQ(word)
	JMP(LabelRef(name + "_partial"))

	Label(name + "_bit")
	selectBit(words, word, r, zeros)
}

// selectCount emits c = the set (or, with zeros, zero) bits of the word
// at m.
func selectCount(m Mem, c Register, zeros bool) {
	POPCNTQ(m, c)
	if zeros {
		NEGQ(c)
		ADDQ(U8(64), c)
	}
}

// selectBasicBlock emits the basic-block step of the select kernels from
// the directory entry e of superblock lo: it returns the rank r of the
// k-th bit within its basic block and the index of the block's first word.
// Three compares of r with the running counts in e, without branches.
func selectBasicBlock(e, k, lo Register, zeros bool) (r, word GPVirtual) {
	r = GP64()
	MOVQ(e, r)
	SHRQ(U8(30), r) // ones before the superblock
	if zeros {
		// k minus the zeros before: k + ones - lo*2048.
		ADDQ(k, r)
		t := GP64()
		MOVQ(lo, t)
		SHLQ(U8(11), t)
		SUBQ(t, r)
	} else {
		NEGQ(r)
		ADDQ(k, r)
	}
	b, sub, sum, c := GP64(), GP64(), GP64(), GP64()
	XORL(b.As32(), b.As32())
	XORL(sub.As32(), sub.As32())
	XORL(sum.As32(), sum.As32())
	for f := 0; f < 30; f += 10 {
		MOVQ(e, c)
		if f > 0 {
			SHRQ(U8(f), c)
		}
		ANDL(U32(1023), c.As32())
		if zeros {
			NEGQ(c)
			ADDQ(U32(512), c)
		}
		ADDQ(c, sum)
		CMPQ(r, sum)      // CF = r < sum
		CMOVQCC(sum, sub) // r >= sum: sub = sum
		SBBQ(I8(-1), b)   // b += 1 - CF
	}
	SUBQ(sub, r)
	word = GP64()
	MOVQ(lo, word)
	SHLQ(U8(5), word)
	LEAQ(Mem{Base: word, Index: b, Scale: 8}, word) // superWords*lo + basicWords*b
	return r, word
}

// selectBit emits the last step of the select kernels: it deposits 1<<r
// on the set (with zeros, the zero) bits of word word (PDEP), finds it
// (TZCNT) and returns the bit's position.
func selectBit(words, word, r Register, zeros bool) {
	x := GP64()
	MOVQ(Mem{Base: words, Index: word, Scale: 8}, x)
	if zeros {
		NOTQ(x)
	}
	bit := GP64()
	MOVL(U32(1), bit.As32())
	SHLXQ(r, bit, bit)
	PDEPQ(x, bit, bit)
	TZCNTQ(bit, bit)
	SHLQ(U8(6), word)
	ADDQ(word, bit)
	Store(bit, ReturnIndex(0))
	RET()
}
