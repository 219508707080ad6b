// Command asm generates the amd64 assembly kernels of package bitpack with
// avo. Each kernel has its own generator file (<kernel>_asm.go) that writes
// ../<kernel>_amd64.s and the Go declarations ../<kernel>_amd64.go.
//
// Run one kernel with
//
//	go run . -kernel unpack
//
// or every kernel with `go generate .` in this directory (see generate.go).
// The output depends only on the generator's source, so regenerating an
// unchanged tree leaves it clean.
package main

import (
	"flag"
	"fmt"
	"os"
	"sort"
	"strings"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// kernels maps a -kernel name to the function that builds its assembly.
var kernels = map[string]func(){
	"unpack":   unpackKernels,
	"pack":     packKernels,
	"popcount": popcountKernels,
	"select64": select64Kernels,
	"select":   selectKernels,
	"setbits":  setBitsKernels,
	"fillrun":  fillRunKernels,
	// unpackentry also writes ../unpackentry_layout_amd64.go.
	"unpackentry": unpackEntryKernelsBuild,
}

// dirFlag is the directory of package bitpack.
var dirFlag = flag.String("dir", "..", "directory of package bitpack")

func main() {
	kernel := flag.String("kernel", "", "kernel to generate: "+kernelNames())
	dir := dirFlag
	flag.Parse()
	build, ok := kernels[*kernel]
	if !ok {
		fmt.Fprintf(os.Stderr, "asm: unknown -kernel %q (want one of %s)\n", *kernel, kernelNames())
		os.Exit(2)
	}
	for name, value := range map[string]string{
		"out":   fmt.Sprintf("%s/%s_amd64.s", *dir, *kernel),
		"stubs": fmt.Sprintf("%s/%s_amd64.go", *dir, *kernel),
		"pkg":   "bitpack",
	} {
		if err := flag.Set(name, value); err != nil {
			fmt.Fprintf(os.Stderr, "asm: %v\n", err)
			os.Exit(2)
		}
	}
	ConstraintExpr("!purego")
	build()
	Generate()
}

// fail ends the generator on an error of its own (a table it does not
// know, a file it cannot write), as main does on a bad flag.
func fail(err error) {
	fmt.Fprintf(os.Stderr, "asm: %v\n", err)
	os.Exit(2)
}

func kernelNames() string {
	names := make([]string, 0, len(kernels))
	for name := range kernels {
		names = append(names, name)
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}

// jumpIfCrossesPage jumps to label when the span bytes from the address in
// addr (a register it overwrites) cross a 4 KB page boundary. The kernels
// test this before a masked load near a buffer's end: on this CPU a masked
// load that reaches into a page where all its bytes are masked off takes a
// microcode assist of about 170 ns, so they load the span that ends at the
// buffer's end instead (see PERFORMANCE.md).
func jumpIfCrossesPage(addr GPVirtual, span int, label string) {
	ANDL(U32(4095), addr.As32())
	CMPL(addr.As32(), U32(4096-span))
	JA(LabelRef(label))
}

// storeLanes stores the low n lanes (1..7) of z to dst; k holds the mask
// of those lanes, and neither dst nor n changes. On this CPU a masked store
// whose masked-off lanes reach into a page that is not mapped, or mapped but
// not yet touched, takes an assist of about 160 ns (fillRun of 1,023 values
// ending at such a page: 55 -> 211 ns). So when the 64 bytes from dst cross
// a page boundary the lanes go out in 32-, 16- and 8-byte stores instead,
// none of which passes the last lane. label names the code's local labels.
func storeLanes(label string, z VecVirtual, dst, n Register, k Register) {
	page := GP64()
	MOVQ(dst, page)
	jumpIfCrossesPage(page, 64, label+"_split")
	VMOVDQU64(z, k, Mem{Base: dst})
	JMP(LabelRef(label + "_stored"))

	Label(label + "_split")
	p := GP64()
	MOVQ(dst, p)
	y, x := z.AsY(), z.AsX()
	// 4 lanes from y, then y's high half moves down; 2 from x, then x's;
	// 1 from x.
	for _, lanes := range []int{4, 2, 1} {
		next := fmt.Sprintf("%s_after%d", label, lanes)
		TESTQ(U32(lanes), n)
		JZ(LabelRef(next))
		switch lanes {
		case 4:
			VMOVDQU(y, Mem{Base: p})
			VEXTRACTI64X4(U8(1), z, y)
		case 2:
			VMOVDQU(x, Mem{Base: p})
			VEXTRACTI128(U8(1), y, x)
		default:
			VMOVQ(x, Mem{Base: p})
		}
		if lanes > 1 {
			ADDQ(U8(8*lanes), p)
		}
		Label(next)
	}
	Label(label + "_stored")
}
