//go:build !purego && amd64

package bitpack

import (
	"fmt"
	"slices"
	"testing"
	"unsafe"

	"github.com/stablerow/stablerow/internal/inlinetest"
)

// TestUnpackPlanLayout checks that unpackPlan and unpackKernel are laid
// out as unpackEntry reads them, and the kernels' tables as the kernels
// index them (the constants are generated with them).
func TestUnpackPlanLayout(t *testing.T) {
	var p unpackPlan
	var k unpackKernel
	for _, c := range []struct {
		name      string
		got, want uintptr
	}{
		{"unpackPlan.minLen", unsafe.Offsetof(p.minLen), 0},
		{"unpackPlan.kernels", unsafe.Offsetof(p.kernels), planKernelsOffset},
		{"unpackKernel size", unsafe.Sizeof(k), unpackKernelSize},
		{"unpackKernel.kind", unsafe.Offsetof(k.kind), unpackKernelKindOffset},
		{"unpackKernel.pc", unsafe.Offsetof(k.pc), unpackKernelPCOffset},
		{"unpackKernel.mask", unsafe.Offsetof(k.mask), unpackKernelMaskOffset},
		{"unpackKernel.reach", unsafe.Offsetof(k.reach), unpackKernelReachOffset},
		{"unpackKernel.baseTest", unsafe.Offsetof(k.baseTest), unpackKernelBaseTestOffset},
	} {
		if c.got != c.want {
			t.Errorf("%s at %d, unpackEntry reads it at %d", c.name, c.got, c.want)
		}
	}
	for _, c := range []struct {
		name      string
		got, want uintptr
	}{
		{"unpackTables", unsafe.Sizeof(unpackTables[0]), unpackTablesStride},
		{"unpackTablesAVX2", unsafe.Sizeof(unpackTablesAVX2[0]), unpackTablesAVX2Stride},
		{"unpackTablesAVX2P", unsafe.Sizeof(unpackTablesAVX2P[0]), unpackTablesAVX2PStride},
		{"unpackTablesAVX2B", unsafe.Sizeof(unpackTablesAVX2B[0]), unpackTablesAVX2BStride},
		{"unpackTablesAVX2L", unsafe.Sizeof(unpackTablesAVX2L[0]), unpackTablesAVX2LStride},
		{"unpackTablesAVX2W", unsafe.Sizeof(unpackTablesAVX2W[0]), unpackTablesAVX2WStride},
	} {
		if c.got != c.want {
			t.Errorf("%s: a width's table is %d bytes, the kernels step %d", c.name, c.got, c.want)
		}
	}
	for i, pc := range unpackKernelPC {
		if pc == 0 || slices.Contains(unpackKernelPC[:i], pc) {
			t.Errorf("kernel %d: address %#x is 0 or another kernel's", i, pc)
		}
	}
}

// planOf returns the plan of impl's Unpack kernels, nil for Go.
func planOf(impl kernelImpl) *unpackPlan {
	switch {
	case impl.avx512:
		return &unpackPlanAVX512
	case impl.avx2 && impl.avx2Lanes:
		return &unpackPlanAVX2Lanes
	case impl.avx2:
		return &unpackPlanAVX2Perm
	}
	return nil
}

// TestUnpackSlowParity runs unpackSlow, the dispatch's Go side, as a whole
// Unpack on each plan (where unpackEntry sends it only the calls it does
// not decode itself), and with no plan under each implementation, against
// unpackGeneric.
func TestUnpackSlowParity(t *testing.T) {
	r := kernelRand(t)
	for _, impl := range variantImpls(t) {
		impl.use(t)
		for _, forced := range []bool{true, false} {
			var force *byte
			if forced {
				force = (*byte)(unsafe.Pointer(planOf(impl)))
			}
			checkUnpackParity(t, r, fmt.Sprintf("%s (plan forced: %v): unpackSlow", impl.name, forced),
				func(dst, src []uint64, base uint64, w uint) { unpackSlow(dst, src, base, w, force, 0) })
		}
	}
}

// TestUnpackPlanChoice checks that each plan names, at each width and for
// bases of either class, a kernel of its own family and the kind that
// kernel's arguments are: a plan naming the wrong kernel decodes right
// where both take the same arguments, and is only slower.
func TestUnpackPlanChoice(t *testing.T) {
	kindOf := map[int]uint64{}
	for pc := range unpackKernelCount {
		switch {
		case pc < pcUnpackAVX2, pc == pcUnpackAVX2Copy:
			kindOf[pc] = kindJump
		case pc >= pcUnpackAVX2W8:
			kindOf[pc] = kindTail
		default:
			kindOf[pc] = kindPaged
		}
	}
	pcIndex := map[uintptr]int{}
	for i, pc := range unpackKernelPC {
		pcIndex[pc] = i
	}
	for _, c := range []struct {
		name string
		plan *unpackPlan
		want func(w uint, base uint64) int // pc index; -1: Go
	}{
		{"avx512", &unpackPlanAVX512, wantAVX512Kernel},
		{"avx2", &unpackPlanAVX2Perm, func(w uint, base uint64) int { return wantAVX2Kernel(w, base, false) }},
		{"avx2-lanes", &unpackPlanAVX2Lanes, func(w uint, base uint64) int { return wantAVX2Kernel(w, base, true) }},
	} {
		for w := uint(0); w <= MaxWidth; w++ {
			for _, base := range []uint64{0, 1 << 63, 1, 0xff} {
				k := c.plan.unpackKernelFor(w, base)
				want := c.want(w, base)
				if want < 0 {
					if k.pc != 0 || k.kind != kindGo {
						t.Errorf("%s w=%d base=%#x: kind %d, pc %#x; want Go", c.name, w, base, k.kind, k.pc)
					}
					continue
				}
				got, ok := pcIndex[k.pc]
				if !ok || got != want || k.kind != kindOf[want] {
					t.Errorf("%s w=%d base=%#x: kernel %d (kind %d), want %d (kind %d)", c.name, w, base, got, k.kind, want, kindOf[want])
				}
			}
		}
	}
}

// wantAVX512Kernel is the AVX-512 kernel of width w and base, as
// PERFORMANCE.md and the kernels' documentation give it.
func wantAVX512Kernel(w uint, base uint64) int {
	or := base&lowMask(w) == 0
	pick := func(orKernel, other int) int {
		if or {
			return orKernel
		}
		return other
	}
	switch {
	case w == 0:
		return -1
	case w == 8 || w == 16 || w == 32:
		if base == 0 {
			return map[uint]int{8: pcUnpackAVX512W8NoBase, 16: pcUnpackAVX512W16NoBase, 32: pcUnpackAVX512W32NoBase}[w]
		}
		return map[uint]int{8: pcUnpackAVX512W8, 16: pcUnpackAVX512W16, 32: pcUnpackAVX512W32}[w]
	case w == 64:
		return pcUnpackAVX512W64
	case w%8 == 0 && w < 32:
		return pcUnpackAVX512BytesLoad32
	case w%8 == 0:
		return pcUnpackAVX512Bytes
	case w < 16:
		return pick(pcUnpackAVX512Load16Or, pcUnpackAVX512Load16)
	case w < 22:
		return pick(pcUnpackAVX512Share3Or, pcUnpackAVX512Share3)
	case w < 32:
		return pick(pcUnpackAVX512Load32Or, pcUnpackAVX512Load32)
	case w >= 57:
		return pcUnpackAVX512Wide
	}
	return pcUnpackAVX512
}

// wantAVX2Kernel is the AVX2 kernel of width w and base, with
// unpackAVX2Lanes at 17..31 but 24 if lanes.
func wantAVX2Kernel(w uint, base uint64, lanes bool) int {
	pick := func(noBase, other int) int {
		if base == 0 {
			return noBase
		}
		return other
	}
	switch {
	case w == 0:
		return -1
	case w == 64 && base == 0:
		return pcUnpackAVX2Copy
	case w == 8:
		return pick(pcUnpackAVX2W8NoBase, pcUnpackAVX2W8)
	case w == 16:
		return pick(pcUnpackAVX2W16NoBase, pcUnpackAVX2W16)
	case w == 32:
		return pick(pcUnpackAVX2W32NoBase, pcUnpackAVX2W32)
	case w == 64:
		return pcUnpackAVX2W64
	case w < 16:
		return pick(pcUnpackAVX2BcastNoBase, pcUnpackAVX2Bcast)
	case w == 24:
		return pick(pcUnpackAVX2W24NoBase, pcUnpackAVX2W24)
	case w < 32 && lanes:
		return pick(pcUnpackAVX2LanesNoBase, pcUnpackAVX2Lanes)
	case w < 32:
		return pick(pcUnpackAVX2PermNoBase, pcUnpackAVX2Perm)
	case w >= 57:
		return pick(pcUnpackAVX2PermWideNoBase, pcUnpackAVX2PermWide)
	}
	return pcUnpackAVX2
}

// TestUnpackCopy runs Unpack at width 64 and base 0, a copy
// (unpackAVX2Copy on AVX2), at every size class of the copy (words,
// 32-64 bytes, 65-128, the aligned loop, 1 MiB and more: Go's copy), with
// dst at each alignment mod 32 bytes, under each implementation: the
// words of dst are src's, and the words around dst untouched.
func TestUnpackCopy(t *testing.T) {
	r := kernelRand(t)
	for _, impl := range variantImpls(t) {
		impl.use(t)
		for _, n := range []int{1, 2, 3, 4, 5, 8, 9, 15, 16, 17, 31, 33, 100, 1000, 1<<17 - 1, 1 << 17, 1<<17 + 3} {
			for off := range 4 {
				src := make([]uint64, n)
				randomWords(r, src)
				dst := offsetSlice(n, off)
				Unpack(dst, src, 0, 64)
				if !slices.Equal(dst, src) {
					t.Fatalf("%s: n=%d off=%d: dst differs from src", impl.name, n, off)
				}
				checkSentinel(t, dst, fmt.Sprintf("%s copy n=%d off=%d", impl.name, n, off))
			}
		}
	}
}

// TestUnpackInlines checks that Unpack and unpack inline: Unpack's one
// call is then unpackEntry, and no Go function lies between its caller
// and the kernel (Unpack sits near the inlining budget of 80).
func TestUnpackInlines(t *testing.T) {
	inlinetest.CanInline(t, inlinetest.Output(t), "Unpack", "unpack")
}
