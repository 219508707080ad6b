package main

import (
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// select1Kernels builds Bitmap.Select1's search below the select samples
// with AVX-512: the same steps as the Go selectBranchless, each on one
// vector instead of a chain of scalar compares.
//
//   - superblock: the 16 directory entries from lo, shifted to their ones
//     before them (VPSRLQ) and compared with k (VPCMPUQ); the count of those
//     at most k steps lo on;
//   - basic block: three compares of the remaining rank with the running
//     counts in the entry (CMP, CMOV, SBB);
//   - word: VPOPCNTQ on the block's 8 words (a masked load, so that a last,
//     partial block reads nothing past the bitmap), an inclusive prefix sum
//     by three VALIGNQ shifts, and a compare with the rank; VPERMQ picks
//     the ones before the word;
//   - bit: PDEP and TZCNT, as select64BMI2.
func select1Kernels() {
	select1Lanes = GLOBL("select1Lanes", RODATA|NOPTR)
	for i := 0; i < 16; i++ {
		DATA(8*i, U64(uint64(i)))
	}
	select1AVX512()
	select1AVX2()
}

// select1Lanes holds the qwords 0..15: the AVX2 kernel's lane numbers.
var select1Lanes Mem

func select1AVX512() {
	const name = "select1AVX512"
	TEXT(name, NOSPLIT, "func(words *uint64, nwords int, dir *uint64, ndir int, lo int, k uint64) int")
	Pragma("noescape")
	Doc(name+" returns the position of the k-th (0-based) set bit of the nwords words at words,",
		"whose rank/select directory entries dir[0:ndir], 1 <= ndir <= 16, are those of",
		"superblocks lo..lo+ndir-1, one of which holds the k-th one.")
	d := Load(Param("dir"), GP64())
	k := Load(Param("k"), GP64())
	ndir := GP64()
	Load(Param("ndir"), ndir)

	// Superblock: n of the ndir entries have at most k ones before them
	// (the first always does, those after the k-th one's superblock
	// never), so the k-th one is in superblock lo+n-1. Below 16 entries
	// (a bitmap of fewer than 16 superblocks) those past ndir load as
	// zeros, which compare as at most k: n counts them too. A whole
	// window loads without the mask, whose setup would delay the loads.
	kv := ZMM()
	VPBROADCASTQ(k, kv)
	c0, c1 := ZMM(), ZMM()
	CMPQ(ndir, U8(16))
	JNE(LabelRef(name + "_short"))
	VPSRLQ(U8(30), Mem{Base: d}, c0)
	VPSRLQ(U8(30), Mem{Base: d, Disp: 64}, c1)
	JMP(LabelRef(name + "_count"))
	Label(name + "_short")
	lanes16 := GP32()
	MOVL(U32(0xffff), lanes16)
	BZHIL(ndir.As32(), lanes16, lanes16)
	v0, v1 := K(), K()
	KMOVW(lanes16, v0)
	KSHIFTRW(U8(8), v0, v1)
	VPSRLQ_Z(U8(30), Mem{Base: d}, v0, c0)
	VPSRLQ_Z(U8(30), Mem{Base: d, Disp: 64}, v1, c1)
	Label(name + "_count")
	m0, m1 := K(), K()
	VPCMPUQ(U8(2), kv, c0, m0) // c0 <= k
	VPCMPUQ(U8(2), kv, c1, m1)
	n, t := GP32(), GP32()
	KMOVB(m0, n)
	KMOVB(m1, t)
	POPCNTL(n, n)
	POPCNTL(t, t)
	LEAL(Mem{Base: n, Index: t, Scale: 1, Disp: -17}, n)
	ADDL(ndir.As32(), n)
	e := GP64()
	MOVQ(Mem{Base: d, Index: n.As64(), Scale: 8}, e)
	lo := Load(Param("lo"), GP64())
	ADDQ(n.As64(), lo)

	r, word := select1BasicBlock(e, k, lo)

	// Word: the block's words up to the bitmap's end.
	nwords := Load(Param("nwords"), GP64())
	valid := GP64()
	MOVQ(nwords, valid)
	SUBQ(word, valid)
	eight := GP64()
	MOVL(U32(8), eight.As32())
	CMPQ(valid, eight)
	CMOVQGT(eight, valid)
	lanes := GP64()
	MOVL(U32(0xff), lanes.As32())
	BZHIQ(valid, lanes, lanes)
	km := K()
	KMOVB(lanes.As32(), km)
	words := Load(Param("words"), GP64())
	blk := Mem{Base: words, Index: word, Scale: 8}
	pc := ZMM()
	VPOPCNTQ_Z(blk, km, pc)
	// p: ones in words 0..i of the block.
	zero, p, sh := ZMM(), ZMM(), ZMM()
	VPXORQ(zero, zero, zero)
	VALIGNQ(U8(7), zero, pc, sh)
	VPADDQ(sh, pc, p)
	VALIGNQ(U8(6), zero, p, sh)
	VPADDQ(sh, p, p)
	VALIGNQ(U8(4), zero, p, sh)
	VPADDQ(sh, p, p)
	// j words have at most r ones up to them; the ones before word j are
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
	select1Bit(words, word, r)
}

// select1AVX2 is select1AVX512 for CPUs without AVX-512: the directory
// entries compared in four YMM registers (VPCMPGTQ; the counts are below
// 2^34, so the signed compare is exact), their masks packed to bytes and
// counted; the block's words counted one POPCNT at a time, each compared
// with the rank as the Go selectBranchless does. A last, partial block
// takes a loop over its words.
func select1AVX2() {
	const name = "select1AVX2"
	TEXT(name, NOSPLIT, "func(words *uint64, nwords int, dir *uint64, ndir int, lo int, k uint64) int")
	Pragma("noescape")
	Doc(name + " is select1AVX512 on AVX2.")
	d := Load(Param("dir"), GP64())
	k := Load(Param("k"), GP64())
	ndir := GP64()
	Load(Param("ndir"), ndir)

	// Superblock: g of the ndir entries have more than k ones before
	// them, so the k-th one is in superblock lo+ndir-1-g. Below 16
	// entries those past ndir load as zeros (VPMASKMOVQ), which g does
	// not count.
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
	Label(name + "_short")
	nv := YMM()
	VMOVQ(ndir, nv.AsX())
	VPBROADCASTQ(nv.AsX(), nv)
	for i, v := range gt {
		VPCMPGTQ(select1Lanes.Offset(32*i), nv, v) // lane < ndir
		VPMASKMOVQ(Mem{Base: d, Disp: 32 * i}, v, v)
	}
	Label(name + "_count")
	for _, v := range gt {
		VPSRLQ(U8(30), v, v)
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
	lo := Load(Param("lo"), GP64())
	ADDQ(n, lo)
	VZEROUPPER()

	r, word := select1BasicBlock(e, k, lo)

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
		POPCNTQ(Mem{Base: words, Index: word, Scale: 8, Disp: 8 * i}, c)
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
	POPCNTQ(Mem{Base: words, Index: word, Scale: 8}, c)
	CMPQ(r, c)
	JB(LabelRef(name + "_bit"))
	SUBQ(c, r)
	INCQ(word)
	JMP(LabelRef(name + "_partial"))

	Label(name + "_bit")
	select1Bit(words, word, r)
}

// select1BasicBlock emits the basic-block step of the select kernels from
// the directory entry e of superblock lo: it returns the rank r of the
// k-th one within its basic block and the index of the block's first word.
// Three compares of r with the running counts in e, without branches.
func select1BasicBlock(e, k, lo Register) (r, word GPVirtual) {
	r = GP64()
	MOVQ(e, r)
	SHRQ(U8(30), r)
	NEGQ(r)
	ADDQ(k, r)
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

// select1Bit emits the last step of the select kernels: it deposits 1<<r
// on the set bits of word word (PDEP), finds it (TZCNT) and returns the
// bit's position.
func select1Bit(words, word, r Register) {
	x := GP64()
	MOVQ(Mem{Base: words, Index: word, Scale: 8}, x)
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
