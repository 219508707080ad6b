package main

import (
	"bytes"
	"fmt"
	"go/format"
	"os"
	"strings"

	. "github.com/mmcloughlin/avo/build"
	"github.com/mmcloughlin/avo/gotypes"
	"github.com/mmcloughlin/avo/ir"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// unpackEntryKernels are the Unpack kernels that unpackEntry and unpackCall
// reach by address, in the order of unpackKernelPCs.
var unpackEntryKernels = []string{
	"unpackAVX512", "unpackAVX512Wide", "unpackAVX512Bytes", "unpackAVX512Load32",
	"unpackAVX512BytesLoad32", "unpackAVX512Load16", "unpackAVX512Load32Or",
	"unpackAVX512Load16Or", "unpackAVX512Share3Or", "unpackAVX512Share3",
	"unpackAVX512W8", "unpackAVX512W16", "unpackAVX512W32", "unpackAVX512W64",
	"unpackAVX512W8NoBase", "unpackAVX512W16NoBase", "unpackAVX512W32NoBase",
	"unpackAVX2", "unpackAVX2Perm", "unpackAVX2PermNoBase", "unpackAVX2Bcast",
	"unpackAVX2BcastNoBase", "unpackAVX2Lanes", "unpackAVX2LanesNoBase",
	"unpackAVX2PermWide", "unpackAVX2PermWideNoBase", "unpackAVX2W24",
	"unpackAVX2W24NoBase", "unpackAVX2W8", "unpackAVX2W16", "unpackAVX2W32",
	"unpackAVX2W64", "unpackAVX2W8NoBase", "unpackAVX2W16NoBase", "unpackAVX2W32NoBase",
	"unpackAVX2Copy",
}

// The kinds of plan entry, by what unpackEntry does before it jumps to
// the kernel.
const (
	kindGo    = iota // no kernel: unpackSlow decodes in Go
	kindJump         // nothing
	kindPaged        // the page test of the AVX2 kernels whose loads reach past a group
	kindTail         // the last n%8 values, which the kernel leaves
)

// The layout of bitpack's unpackPlan: minLen, then per width 0..64 two
// entries of unpackKernel (the first for bases with base&baseTest == 0).
const (
	planKernels   = 8  // offset of kernels in unpackPlan
	entrySize     = 40 // size of unpackKernel
	entryKind     = 0
	entryPC       = 8
	entryMask     = 16
	entryReach    = 24
	entryBaseTest = 32
)

// unpackEntryKernelsBuild builds unpackEntry, Unpack's one call: the
// dispatch that picks the kernel for the CPU, the width and the base from
// a plan built by package bitpack, and jumps to it. The kernels take
// unpackEntry's own arguments (unpackKernelSignature), which it does not
// write, and the kernel returns straight to Unpack's caller. Nothing a
// kernel reads depends on what unpackEntry computes, so the kernel starts
// as soon as branch prediction has guessed where unpackEntry jumps. Below
// the plan's cutoff unpackEntry decodes the values itself
// (unpackEntryScalar). Where there is no kernel for the call (width 0, a
// src too short or a width too large, which panic there, AVX2 loads that
// would reach past the page of src's last byte, or no plan, a CPU without
// AVX2, from goLoopMin values on) it jumps to the Go function unpackSlow,
// whose arguments are its own.
//
// Each Go function between Unpack and a kernel cost 1-3 ns a call
// (PERFORMANCE.md, "the AVX2 Unpack call at 17..31, layer by layer"). A
// dispatch in assembly whose kernels read their table, mask and counts
// from what it computed cost 4-5 ns (the kernel waited for the dispatch's
// chain of loads); this one adds 0.4-2.2 ns to the kernel's time on Zen 4
// (PERFORMANCE.md, "Unpack's dispatch in assembly").
//
// Also: unpackKernelPCs, which writes the kernels' addresses for the
// plans, and unpackCall, with which Go code calls a kernel of a plan.
func unpackEntryKernelsBuild() {
	unpackEntry()
	unpackKernelPCs()
	unpackCall()
	writeUnpackEntryLayout()
}

func unpackEntry() {
	TEXT("unpackEntry", NOSPLIT, "func(dst, src []uint64, base uint64, w uint, force *byte, spare uint64)")
	Doc(
		"unpackEntry is Unpack: it decodes len(dst) values of width w from src,",
		"adding base, with the kernel that force's plan (an *unpackPlan) names,",
		"or if force is nil the plan of the CPU (useAVX512, useAVX2,",
		"useAVX2Lanes); below that plan's cutoff it decodes the values itself.",
		"spare must be 0: it is the kernels' rest (unpackKernelSignature).",
	)
	Pragma("noescape")
	n, w, need, base := RBX, RCX, RAX, RDX
	plan, entry, t, in := RSI, RDI, R8, R12

	Comment("The argument checks: Go's, in unpackSlow, panic.")
	Load(Param("w"), w)
	CMPQ(w, U8(64))
	JA(LabelRef("slow"))
	Load(Param("dst").Len(), n)
	MOVQ(n, need)
	IMULQ(w, need)
	ADDQ(U8(63), need)
	SHRQ(U8(6), need)
	CMPQ(need, paramAddr(Param("src").Len()))
	JA(LabelRef("slow"))
	TESTQ(n, n)
	JZ(LabelRef("done"))

	Comment("The plan: force's, or the CPU's above its cutoff.")
	Load(Param("force"), plan)
	TESTQ(plan, plan)
	JNZ(LabelRef("planned"))
	CMPB(NewDataAddr(Symbol{Name: "·useAVX512"}, 0), U8(0))
	JE(LabelRef("avx2"))
	LEAQ(NewDataAddr(Symbol{Name: "·unpackPlanAVX512"}, 0), plan)
	JMP(LabelRef("cutoff"))
	Label("avx2")
	CMPB(NewDataAddr(Symbol{Name: "·useAVX2"}, 0), U8(0))
	JE(LabelRef("noPlan"))
	LEAQ(NewDataAddr(Symbol{Name: "·unpackPlanAVX2Perm"}, 0), plan)
	CMPB(NewDataAddr(Symbol{Name: "·useAVX2Lanes"}, 0), U8(0))
	JE(LabelRef("cutoff"))
	LEAQ(NewDataAddr(Symbol{Name: "·unpackPlanAVX2Lanes"}, 0), plan)
	Label("cutoff")
	CMPQ(n, Mem{Base: plan})
	JB(LabelRef("scalar"))

	Comment("The entry: that of width w, the second if base&baseTest != 0.")
	Label("planned")
	IMUL3Q(U32(2*entrySize), w, entry)
	LEAQ(Mem{Base: plan, Index: entry, Scale: 1, Disp: planKernels}, entry)
	Load(Param("base"), base)
	MOVQ(base, t)
	ANDQ(Mem{Base: entry, Disp: entryBaseTest}, t)
	NEGQ(t)
	SBBQ(t, t)
	ANDQ(U8(entrySize), t)
	ADDQ(t, entry)
	Load(Param("src").Base(), in)
	MOVQ(Mem{Base: entry, Disp: entryKind}, t)
	CMPQ(t, U8(kindPaged))
	JE(LabelRef("paged"))
	CMPQ(t, U8(kindJump))
	JE(LabelRef("kernel"))
	CMPQ(t, U8(kindTail))
	JE(LabelRef("lastValues"))
	JMP(LabelRef("slow"))

	Comment(
		"AVX2: the loads of the last group (the partial one if n%8) end at",
		"(n/8+min(n%8,1)-1)*w + reach bytes from src; they must not pass the",
		"page that holds src's last byte (see loadsInPage).",
	)
	Label("paged")
	MOVQ(n, t)
	ADDQ(U8(7), t)
	SHRQ(U8(3), t)
	DECQ(t)
	IMULQ(w, t)
	ADDQ(Mem{Base: entry, Disp: entryReach}, t)
	LEAQ(Mem{Base: in, Index: t, Scale: 1, Disp: -1}, t)
	LEAQ(Mem{Base: in, Index: need, Scale: 8, Disp: -1}, need)
	ORQ(U32(4095), need)
	CMPQ(t, need)
	JA(LabelRef("slow"))
	Comment("The kernels find their arguments in place (rest is spare, 0).")
	Label("kernel")
	MOVQ(Mem{Base: entry, Disp: entryPC}, t)
	tailJMP(t)

	Label("lastValues")
	Comment(
		"The n%8 values of the last group, which the kernel leaves (w is 8,",
		"16, 32 or 64, so no value spans two words): value i is",
		"(src[i*w/64] >> (i*w%64)) & mask + base.",
	)
	// SHRQ shifts by CL: w moves to AX (need is not used here).
	out, i, wide, bit, v, mask := R9, R10, RAX, RCX, plan, R11
	Load(Param("dst").Base(), out)
	MOVQ(w, wide)
	MOVQ(n, i)
	ANDQ(I8(-8), i)
	MOVQ(Mem{Base: entry, Disp: entryMask}, mask)
	Label("tail")
	CMPQ(i, n)
	JAE(LabelRef("kernel"))
	MOVQ(i, bit)
	IMULQ(wide, bit)
	MOVQ(bit, v)
	SHRQ(U8(6), v)
	MOVQ(Mem{Base: in, Index: v, Scale: 8}, v)
	SHRQ(CL, v)
	ANDQ(mask, v)
	ADDQ(base, v)
	MOVQ(v, Mem{Base: out, Index: i, Scale: 8})
	INCQ(i)
	JMP(LabelRef("tail"))

	Comment(
		"No plan (a CPU without AVX2): below goLoopMin values the loop here, from",
		"there on Go's, whose 64-value blocks are faster.",
	)
	Label("noPlan")
	CMPQ(n, U8(goLoopMin))
	JB(LabelRef("scalar"))
	JMP(LabelRef("slow"))

	unpackEntryScalar(n, w, base, in)

	Label("slow")
	tailJMP(NewDataAddr(Symbol{Name: "·unpackSlow"}, 0))

	Label("done")
	RET()
}

// goLoopMin is the length from which unpackEntry leaves a call without a
// plan (no AVX2) to Go: unpackScalar decodes 64-value blocks with
// width-specialised code, and shorter arrays value by value, more slowly
// than unpackEntryScalar's loop.
const goLoopMin = 64

// unpackEntryScalar emits, from label scalar on, the decoding of the n
// values of a call under the plan's cutoff (fewer than 4 or 5), or without
// a plan under goLoopMin, one at a time, and the return: it saves
// unpackSlow's two calls (the arguments moved to registers, then the Go
// loop), which cost more than the values. Width 0 goes to slow. Value i is the bits of src
// from i*w, in one word or across two: (src[i*w/64] >> (i*w%64)), with
// the next word's low bits above if the value passes the first (SHRD, which Go spells SHRQ with three operands).
// No word past the values' is read.
func unpackEntryScalar(n, w, base, in Register) {
	Label("scalar")
	TESTQ(w, w)
	JZ(LabelRef("slow"))
	out, wide, i, bit, word, lo, hi, mask := R9, R11, R10, RAX, RSI, RDI, R13, R8
	MOVQ(w, wide)
	Comment("mask = the low w bits; the shifts below take their count in CL.")
	MOVQ(I32(-1), mask)
	SHLQ(CL, mask)
	NOTQ(mask)
	CMPQ(wide, U8(64))
	JNE(LabelRef("scalarMask"))
	MOVQ(I32(-1), mask)
	Label("scalarMask")
	Load(Param("dst").Base(), out)
	Load(Param("src").Base(), in)
	Load(Param("base"), base)
	XORQ(i, i)
	Label("scalarLoop")
	CMPQ(i, n)
	JAE(LabelRef("done"))
	MOVQ(i, bit)
	IMULQ(wide, bit)
	MOVQ(bit, word)
	SHRQ(U8(6), word)
	MOVQ(bit, RCX)
	ANDQ(U8(63), RCX)
	MOVQ(Mem{Base: in, Index: word, Scale: 8}, lo)
	LEAQ(Mem{Base: RCX, Index: wide, Scale: 1}, hi)
	CMPQ(hi, U8(64))
	JBE(LabelRef("scalarOne"))
	MOVQ(Mem{Base: in, Index: word, Scale: 8, Disp: 8}, hi)
	SHRQ(CL, hi, lo) // SHRD
	JMP(LabelRef("scalarStore"))
	Label("scalarOne")
	SHRQ(CL, lo)
	Label("scalarStore")
	ANDQ(mask, lo)
	ADDQ(base, lo)
	MOVQ(lo, Mem{Base: out, Index: i, Scale: 8})
	INCQ(i)
	JMP(LabelRef("scalarLoop"))
}

// unpackKernelPCs writes the address of each of unpackEntryKernels.
func unpackKernelPCs() {
	TEXT("unpackKernelPCs", NOSPLIT, fmt.Sprintf("func(pcs *[%d]uintptr)", len(unpackEntryKernels)))
	Pragma("noescape")
	Doc("unpackKernelPCs writes to pcs the address of each Unpack kernel, in the order of the pc* constants.")
	pcs := Load(Param("pcs"), GP64())
	for i, name := range unpackEntryKernels {
		pc := GP64()
		LEAQ(NewDataAddr(Symbol{Name: "·" + name}, 0), pc)
		MOVQ(pc, Mem{Base: pcs, Disp: 8 * i})
	}
	RET()
}

// unpackCall builds the function with which Go code calls a kernel of a
// plan: the kernel's arguments, then its address, which it jumps to.
func unpackCall() {
	TEXT("unpackCall", NOSPLIT, strings.Replace(unpackKernelSignature, ")", ", pc uintptr)", 1))
	Pragma("noescape")
	Doc("unpackCall calls the Unpack kernel at pc (from unpackKernelPCs) with the arguments before it.")
	pc := Load(Param("pc"), GP64())
	tailJMP(pc)
}

// writeUnpackEntryLayout writes the Go constants that package bitpack
// shares with unpackEntry: the kernels' indexes in unpackKernelPCs, the
// kinds of entry and the plan's layout (which a test checks against the
// Go types).
func writeUnpackEntryLayout() {
	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by command: go run main.go -kernel unpackentry. DO NOT EDIT.\n\n//go:build !purego\n\npackage bitpack\n\n")
	fmt.Fprintf(&b, "// The indexes of the Unpack kernels in unpackKernelPCs.\nconst (\n")
	for i, name := range unpackEntryKernels {
		if i == 0 {
			fmt.Fprintf(&b, "pc%s = iota\n", upperFirst(name))
			continue
		}
		fmt.Fprintf(&b, "pc%s\n", upperFirst(name))
	}
	fmt.Fprintf(&b, "unpackKernelCount\n)\n\n")
	fmt.Fprintf(&b, "// The kinds of unpackKernel, by the arguments of their kernels.\nconst (\n")
	for i, name := range []string{"kindGo", "kindJump", "kindPaged", "kindTail"} {
		fmt.Fprintf(&b, "%s = %d\n", name, i)
	}
	fmt.Fprintf(&b, ")\n\n// The offsets in unpackPlan and unpackKernel that unpackEntry reads.\nconst (\n")
	for _, c := range []struct {
		name  string
		value int
	}{
		{"planKernelsOffset", planKernels}, {"unpackKernelSize", entrySize},
		{"unpackKernelKindOffset", entryKind}, {"unpackKernelPCOffset", entryPC},
		{"unpackKernelMaskOffset", entryMask},
		{"unpackKernelReachOffset", entryReach}, {"unpackKernelBaseTestOffset", entryBaseTest},
	} {
		fmt.Fprintf(&b, "%s = %d\n", c.name, c.value)
	}
	fmt.Fprintf(&b, ")\n\n// The bytes between one width's table and the next, as the kernels index them.\nconst (\n")
	for _, t := range unpackTableStrides {
		fmt.Fprintf(&b, "%sStride = %d\n", t.name, t.stride)
	}
	fmt.Fprintf(&b, ")\n")
	src, err := format.Source(b.Bytes())
	if err != nil {
		fail(err)
	}
	if err := os.WriteFile(*dirFlag+"/unpackentry_layout_amd64.go", src, 0o644); err != nil {
		fail(err)
	}
}

func upperFirst(s string) string { return string(s[0]-'a'+'A') + s[1:] }

// paramAddr is the address of an argument's word.
func paramAddr(c gotypes.Component) Mem {
	b, err := c.Resolve()
	if err != nil {
		fail(err)
	}
	return b.Addr
}

// tailJMP jumps to another function (a symbol, or an address in a
// register), which returns to our caller: for avo it ends the function,
// as RET does (its JMP must name a label of the function).
func tailJMP(to Op) {
	i := &ir.Instruction{Opcode: "JMP", Operands: []Op{to}, IsTerminal: true}
	if r, ok := to.(Register); ok {
		i.Inputs = []Op{r}
	}
	Instruction(i)
}
