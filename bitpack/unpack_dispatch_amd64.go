//go:build !purego && amd64

package bitpack

import "unsafe"

// unpack is Unpack. It inlines, and its one call is unpackEntry, the
// dispatch in assembly, which jumps to the kernel: the kernels take
// unpackEntry's arguments as they lie, so no Go function lies between
// Unpack's caller and the kernel, and nothing the kernel reads waits for
// the dispatch. (Each Go function there cost 1-3 ns a call: PERFORMANCE.md,
// "the AVX2 Unpack call at 17..31, layer by layer"; the kernel's
// arguments computed by the dispatch, 4-5 ns: "Unpack's dispatch in
// assembly".)
func unpack(dst, src []uint64, base uint64, w uint) {
	unpackEntry(dst, src, base, w, nil, 0)
}

// An unpackPlan names the Unpack kernel of each width and class of base
// for one implementation (AVX-512, or AVX2 with either kernel at widths
// 17..31), and the length below which unpackEntry decodes the values
// itself. unpackEntry reads it; so its layout is fixed
// (unpackentry_layout_amd64.go, generated with unpackEntry;
// TestUnpackPlanLayout checks it).
type unpackPlan struct {
	// minLen is the length below which the dispatch calls no kernel. A
	// plan passed to unpackEntry as force has no cutoff.
	minLen uint64
	// kernels holds, for each width, the kernel for the bases with
	// base&baseTest == 0, then the one for the others.
	kernels [MaxWidth + 1][2]unpackKernel
}

// unpackKernel is a kernel and the arguments that depend on the width
// only.
type unpackKernel struct {
	kind uint64 // kindGo, kindJump, kindPaged, kindTail: how unpackEntry calls pc
	pc   uintptr
	// mask has the low w bits set: for the values of the last group of
	// kindTail, which unpackEntry decodes. (The kernels compute their
	// masks and find their tables from w.)
	mask uint64
	// reach is how far past a group's first byte the loads of an AVX2
	// kernel (kindPaged) reach.
	reach uint64
	// baseTest picks the entry: the second if base&baseTest != 0.
	baseTest uint64
}

// unpackKernelPC holds the address of each kernel, by the pc* constants.
var unpackKernelPC = func() (pcs [unpackKernelCount]uintptr) {
	unpackKernelPCs(&pcs)
	return pcs
}()

// The plans: of the AVX-512 kernels, and of the AVX2 kernels with
// unpackAVX2Perm or unpackAVX2Lanes at widths 17..31 but 24 (useAVX2Lanes
// picks). unpackEntry reads them by name.
var (
	unpackPlanAVX512    = newUnpackPlan(unpackMinAVX512, unpackKernelsAVX512)
	unpackPlanAVX2Perm  = newUnpackPlan(unpackMinAVX2, func(w uint) [2]unpackKernel { return unpackKernelsAVX2(w, false) })
	unpackPlanAVX2Lanes = newUnpackPlan(unpackMinAVX2, func(w uint) [2]unpackKernel { return unpackKernelsAVX2(w, true) })
)

func newUnpackPlan(minLen uint64, kernels func(w uint) [2]unpackKernel) (p unpackPlan) {
	p.minLen = minLen
	for w := range p.kernels {
		p.kernels[w] = kernels(uint(w))
	}
	return p
}

// unpackPlanFor returns the plan that Unpack of n values runs on this CPU,
// or nil where it runs no kernel. unpackEntry makes the same choice.
func unpackPlanFor(n int) *unpackPlan {
	switch {
	case useAVX512 && n >= unpackMinAVX512:
		return &unpackPlanAVX512
	case useAVX512 || !useAVX2 || n < unpackMinAVX2:
		return nil
	case useAVX2Lanes:
		return &unpackPlanAVX2Lanes
	}
	return &unpackPlanAVX2Perm
}

// unpackKernelFor returns the kernel of width w and base; w <= MaxWidth.
func (p *unpackPlan) unpackKernelFor(w uint, base uint64) *unpackKernel {
	k := &p.kernels[w]
	if base&k[0].baseTest != 0 {
		return &k[1]
	}
	return &k[0]
}

// kernelPair returns the entries of a width: first for the bases with
// base&baseTest == 0, then for the others.
func kernelPair(baseTest uint64, first, other unpackKernel) [2]unpackKernel {
	first.baseTest, other.baseTest = baseTest, baseTest
	return [2]unpackKernel{first, other}
}

// kernelOf returns the entry of the kernel at pc* index pc.
func kernelOf(kind uint64, pc int, reach uint64) unpackKernel {
	return unpackKernel{kind: kind, pc: unpackKernelPC[pc], reach: reach}
}

// unpackKernelsAVX512 returns the AVX-512 kernels of width w. The kernels
// load the groups whose loads would reach past src with a byte mask, and
// store the last partial group with a lane mask, so nothing is copied.
func unpackKernelsAVX512(w uint) [2]unpackKernel {
	// pair: the kernel for bases with base&baseTest == 0, then the other.
	pair := func(baseTest uint64, first, other int) [2]unpackKernel {
		return kernelPair(baseTest, kernelOf(kindJump, first, 0), kernelOf(kindJump, other, 0))
	}
	narrow := func(noBase, withBase int) [2]unpackKernel {
		return pair(^uint64(0), noBase, withBase)
	}
	switch {
	case w == 0:
		return [2]unpackKernel{}
	case w == 8:
		return narrow(pcUnpackAVX512W8NoBase, pcUnpackAVX512W8)
	case w == 16:
		return narrow(pcUnpackAVX512W16NoBase, pcUnpackAVX512W16)
	case w == 32:
		return narrow(pcUnpackAVX512W32NoBase, pcUnpackAVX512W32)
	case w == 64:
		return narrow(pcUnpackAVX512W64, pcUnpackAVX512W64)
	case w%8 == 0 && w <= 32:
		return pair(0, pcUnpackAVX512BytesLoad32, pcUnpackAVX512BytesLoad32)
	case w%8 == 0:
		return pair(0, pcUnpackAVX512Bytes, pcUnpackAVX512Bytes)
	// The Or kernels, for bases with no bits among the low w (0 among
	// them), OR the base in with the mask.
	case w <= 16:
		return pair(lowMask(w), pcUnpackAVX512Load16Or, pcUnpackAVX512Load16)
	case w <= 21:
		// Three groups share each 64-byte load.
		return pair(lowMask(w), pcUnpackAVX512Share3Or, pcUnpackAVX512Share3)
	case w <= 32:
		return pair(lowMask(w), pcUnpackAVX512Load32Or, pcUnpackAVX512Load32)
	case w > 56:
		return pair(0, pcUnpackAVX512Wide, pcUnpackAVX512Wide)
	}
	return pair(0, pcUnpackAVX512, pcUnpackAVX512)
}

// unpackKernelsAVX2 returns the AVX2 kernels of width w, with
// unpackAVX2Lanes at widths 17..31 but 24 if lanes, else unpackAVX2Perm.
// At width 64 and base 0 Unpack copies, with unpackAVX2Copy, memmove's
// loop: loads ahead of stores, aligned stores, which ran 1.4x faster than
// unpackAVX2W64's VPADDQ and store per vector (1024 values: 61-63 ns
// against 84-90, Intel Xeon). Widths 8, 16, 32 and 64 read only the
// groups' bytes, and leave the values of the last partial group to their
// caller (kindTail); at the other widths a group's loads reach past its
// bytes, reach bytes from its start (kindPaged: unpackEntry and
// unpackAVX2Planned make sure that they stay in mapped memory).
func unpackKernelsAVX2(w uint, lanes bool) [2]unpackKernel {
	// pair: the kernel for base 0, then the other.
	pair := func(kind uint64, noBase, withBase int, reach uint64) [2]unpackKernel {
		k := kernelPair(^uint64(0), kernelOf(kind, noBase, reach), kernelOf(kind, withBase, reach))
		k[0].mask, k[1].mask = lowMask(w), lowMask(w)
		return k
	}
	switch {
	case w == 0:
		return [2]unpackKernel{}
	case w == 8:
		return pair(kindTail, pcUnpackAVX2W8NoBase, pcUnpackAVX2W8, 0)
	case w == 16:
		return pair(kindTail, pcUnpackAVX2W16NoBase, pcUnpackAVX2W16, 0)
	case w == 32:
		return pair(kindTail, pcUnpackAVX2W32NoBase, pcUnpackAVX2W32, 0)
	case w == 64:
		k := pair(kindTail, pcUnpackAVX2W64, pcUnpackAVX2W64, 0)
		k[0] = kernelOf(kindJump, pcUnpackAVX2Copy, 0)
		k[0].baseTest = k[1].baseTest
		return k
	case w <= unpackAVX2BcastMaxWidth:
		// The 8 bytes at the second half group's offset.
		return pair(kindPaged, pcUnpackAVX2BcastNoBase, pcUnpackAVX2Bcast, unpackTablesAVX2B[w][8]+8)
	case w == 24:
		// The 16 bytes from byte 12.
		return pair(kindPaged, pcUnpackAVX2W24NoBase, pcUnpackAVX2W24, 28)
	case lanes && w <= unpackAVX2PermMaxWidth && w > 16:
		// The 16 bytes at the second half group's offset.
		return pair(kindPaged, pcUnpackAVX2LanesNoBase, pcUnpackAVX2Lanes, unpackTablesAVX2L[w][16]+16)
	case w <= unpackAVX2PermMaxWidth:
		// A group reads the 32 bytes from its start.
		return pair(kindPaged, pcUnpackAVX2PermNoBase, pcUnpackAVX2Perm, 32)
	case w > 56:
		// The 32 bytes at the second half group's offset.
		return pair(kindPaged, pcUnpackAVX2PermWideNoBase, pcUnpackAVX2PermWide, unpackTablesAVX2W[w][32]+32)
	}
	// The 16 bytes at the last load's offset.
	return pair(kindPaged, pcUnpackAVX2, pcUnpackAVX2, unpackTablesAVX2[w][18]+16)
}

// unpackSlow is where unpackEntry leaves a call to Go, with unpackEntry's
// arguments: an argument check to panic, width 0, AVX2 loads that would
// reach past the page of src's last byte, or a CPU without AVX2 (no
// plan) from 64 values on. It is also a whole Unpack on force's plan (or, if force is nil,
// the CPU's), which the tests run for every plan.
func unpackSlow(dst, src []uint64, base uint64, w uint, force *byte, _ uint64) {
	src = unpackSource(dst, src, w)
	p := (*unpackPlan)(unsafe.Pointer(force))
	if p == nil {
		p = unpackPlanFor(len(dst))
	}
	n := uint(len(dst))
	switch {
	case w == 64 && base == 0:
		// Go's copy: for every plan here, and unpackAVX2Copy leaves
		// copies of 1 MiB and more to it.
		copy(dst, src)
		return
	case p == nil || w == 0 || n == 0:
		unpackScalar(dst, src, base, w)
		return
	}
	k := p.unpackKernelFor(w, base)
	switch k.kind {
	case kindJump:
		unpackCallKernel(dst, src, base, w, k, 0, nil)
	case kindTail:
		unpackCallKernel(dst, src, base, w, k, 0, nil)
		for i := n &^ 7; i < n; i++ {
			dst[i] = base + getPacked(src, w, int(i))
		}
	case kindPaged:
		unpackAVX2Planned(dst, src, base, w, k)
	default:
		unpackScalar(dst, src, base, w)
	}
}

// unpackCallKernel calls kernel k on dst and src, with the last
// restGroups groups and the partial one from rest if rest is not nil
// (unpackKernelSignature in ./asm).
func unpackCallKernel(dst, src []uint64, base uint64, w uint, k *unpackKernel, restGroups int, rest *byte) {
	unpackCall(unsafe.SliceData(dst), len(dst), 0, (*byte)(unsafe.Pointer(unsafe.SliceData(src))), len(src),
		restGroups, base, w, nil, rest, k.pc)
}

// unpackAVX2Planned is Unpack on the AVX2 kernel k (kindPaged) of width w
// (not 0), len(dst) >= 1 and src = unpackSource(dst, src, w). Up to the
// end of the page that holds src's last byte, every group decodes from
// src; where the loads of the last group would reach further, the groups
// whose loads stay inside src decode from src, the others and the last
// partial group from a padded copy of src's last bytes.
func unpackAVX2Planned(dst, src []uint64, base uint64, w uint, k *unpackKernel) {
	n := uint(len(dst))
	groups, tail := n/8, n%8
	in := (*byte)(unsafe.Pointer(unsafe.SliceData(src)))
	reach, srcBytes := uint(k.reach), 8*uint(len(src))
	safe, rest := groups, uint(0)
	var restIn *byte
	// Where the loads of the last group (the partial one if tail) stay
	// inside the page that holds src's last byte, every group decodes
	// from src: the bytes read past src are in a mapped page, and the
	// kernels do not use them. (unpackEntry tests the same.)
	if !loadsInPage(in, srcBytes, (groups+min(tail, 1)-1)*w+reach) {
		safe = 0
		if srcBytes >= reach {
			safe = min((srcBytes-reach)/w+1, groups)
		}
		// The rest is shorter than reach (else another group would be
		// safe) or is the partial group's bytes, 71 bytes at most, and
		// the loads reach at most reach bytes further.
		rest = groups - safe
		var buf [24]uint64
		restBytes := unsafe.Slice((*byte)(unsafe.Add(unsafe.Pointer(in), safe*w)), srcBytes-safe*w)
		copy(unsafe.Slice((*byte)(unsafe.Pointer(&buf[0])), 8*len(buf)), restBytes)
		restIn = (*byte)(unsafe.Pointer(&buf[0]))
	}
	unpackCallKernel(dst, src, base, w, k, int(rest), restIn)
}

// unpackWithAVX512 is Unpack on the AVX-512 kernels, without the cutoff.
func unpackWithAVX512(dst, src []uint64, base uint64, w uint) {
	unpackEntry(dst, src, base, w, (*byte)(unsafe.Pointer(&unpackPlanAVX512)), 0)
}

// unpackWithAVX2Using is Unpack on the AVX2 kernels, without the cutoff,
// on unpackAVX2Lanes at widths 17..31 but 24 if lanes, else on
// unpackAVX2Perm.
func unpackWithAVX2Using(dst, src []uint64, base uint64, w uint, lanes bool) {
	p := &unpackPlanAVX2Perm
	if lanes {
		p = &unpackPlanAVX2Lanes
	}
	unpackEntry(dst, src, base, w, (*byte)(unsafe.Pointer(p)), 0)
}
