package bitpack

import (
	"fmt"
	"math"
	"testing"
)

// fillRunImpl is one implementation of fillRun, run without the dispatch
// cutoffs; kernel.use selects it in the dispatch.
type fillRunImpl struct {
	kernel  kernelImpl
	fillRun func(dst []uint64, start uint64)
}

// fillRunLengths are the lengths of the parity tests: every length up to
// three of the AVX-512 kernel's 32-value iterations, then longer ones
// around its edges.
func fillRunLengths() []int {
	var ns []int
	for n := 0; n <= 100; n++ {
		ns = append(ns, n)
	}
	return append(ns, 127, 128, 129, 1023, 1024, 1025, 4099)
}

// fillRunStarts are the first values of the parity tests, including runs
// that wrap past 2^64-1.
var fillRunStarts = []uint64{0, 1, 7, 1 << 32, 1<<63 - 3, math.MaxUint64 - 40, math.MaxUint64}

// checkFillRun reports the first element of dst that is not start+i.
func checkFillRun(t testing.TB, dst []uint64, start uint64, what string) {
	t.Helper()
	for i, v := range dst {
		if v != start+uint64(i) {
			t.Fatalf("%s: dst[%d] = %#x, want %#x", what, i, v, start+uint64(i))
		}
	}
}

// TestFillRunParity runs every implementation on every length, at every
// start and at every offset into a buffer followed by sentinels.
func TestFillRunParity(t *testing.T) {
	for _, impl := range fillRunImpls(t) {
		for _, n := range fillRunLengths() {
			for _, start := range fillRunStarts {
				for off := 0; off < 8; off += 3 {
					dst := offsetSlice(n, off)
					what := fmt.Sprintf("%s n=%d start=%#x off=%d", impl.kernel.name, n, start, off)
					impl.fillRun(dst, start)
					checkFillRun(t, dst, start, what)
					checkSentinel(t, dst, what)
				}
			}
		}
	}
}

// TestFillRunDispatch checks the exported FillRun, with each
// implementation selected in the dispatch, across its cutoffs.
func TestFillRunDispatch(t *testing.T) {
	for _, impl := range fillRunImpls(t) {
		t.Run(impl.kernel.name, func(t *testing.T) {
			impl.kernel.use(t)
			for _, n := range fillRunLengths() {
				dst := offsetSlice(n, 1)
				FillRun(dst, 1000)
				checkFillRun(t, dst, 1000, fmt.Sprintf("FillRun n=%d", n))
				checkSentinel(t, dst, "FillRun")
			}
		})
	}
}

func TestFillRunDoesNotAllocate(t *testing.T) {
	dst := make([]uint64, 1000)
	if a := testing.AllocsPerRun(100, func() { FillRun(dst, 5) }); a != 0 {
		t.Fatalf("FillRun allocates %v times", a)
	}
}

// FuzzFillRun compares every implementation with the obvious loop on
// lengths and starts from the fuzzer.
func FuzzFillRun(f *testing.F) {
	f.Fuzz(func(t *testing.T, n uint16, start uint64, offset uint8) {
		for _, impl := range fillRunImpls(t) {
			dst := offsetSlice(int(n%5000), int(offset%8))
			impl.fillRun(dst, start)
			checkFillRun(t, dst, start, impl.kernel.name)
			checkSentinel(t, dst, impl.kernel.name+" fillRun")
		}
	})
}

// BenchmarkFillRun writes runs with each implementation directly,
// without the cutoffs: n=1M writes 8 MB (past the L2 cache), the short
// lengths place fillRunMin.
func BenchmarkFillRun(b *testing.B) {
	for _, impl := range fillRunImpls(b) {
		for _, n := range []int{4, 8, 16, 32, 64, 1024, 1 << 20} {
			b.Run(fmt.Sprintf("impl=%s/n=%d", impl.kernel.name, n), func(b *testing.B) {
				dst := make([]uint64, n)
				impl.fillRun(dst, 7) // fault the pages in untimed
				b.ResetTimer()
				for i := 0; i < b.N; i++ {
					impl.fillRun(dst, uint64(i))
				}
				kernelReportValues(b, n)
			})
		}
	}
}
