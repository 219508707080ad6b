package bitpack

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// BenchmarkSetBits decodes the set bits of words (1% to 99% set) with
// each implementation directly, without the dispatch cutoffs, and reports
// the values written per nanosecond. words=32768 writes 8 MB at 50% set
// (past the L2 cache), words=1024 256 KB. The densities below 50% place
// setBitsMinPerWord.
func BenchmarkSetBits(b *testing.B) {
	for _, impl := range setBitsImpls(b) {
		for _, n := range []int{1024, 32768} {
			for _, p := range []float64{0.01, 0.05, 0.1, 0.2, 0.5, 0.99} {
				b.Run(fmt.Sprintf("impl=%s/words=%d/density=%v", impl.kernel.name, n, p), func(b *testing.B) {
					words := make([]uint64, n)
					densityWords(rand.New(rand.NewPCG(uint64(n), 1)), words, p)
					out := make([]uint64, popcountGeneric(words))
					impl.setBits(out, words, 7) // fault the pages in untimed
					b.ResetTimer()
					for i := 0; i < b.N; i++ {
						impl.setBits(out, words, 7)
					}
					kernelReportValues(b, len(out))
				})
			}
		}
	}
}

// BenchmarkSetBitsShort decodes short outputs (1 to 16 words at 10% to
// 90% set: 6 to 900 values) with each implementation directly: the
// setBitsMin cutoffs come from where the kernels start to beat the
// generic loop.
func BenchmarkSetBitsShort(b *testing.B) {
	for _, impl := range setBitsImpls(b) {
		for _, n := range []int{1, 2, 3, 4, 8, 16} {
			for _, p := range []float64{0.1, 0.25, 0.5, 0.9} {
				b.Run(fmt.Sprintf("impl=%s/words=%d/density=%v", impl.kernel.name, n, p), func(b *testing.B) {
					// Many inputs of the same shape, so that the branches
					// are not learnt.
					const inputs = 256
					words := make([]uint64, n*inputs)
					densityWords(rand.New(rand.NewPCG(uint64(n), 2)), words, p)
					outs := make([][]uint64, inputs)
					total := 0
					for j := range outs {
						outs[j] = make([]uint64, popcountGeneric(words[n*j:n*j+n]))
						total += len(outs[j])
					}
					b.ResetTimer()
					for i := 0; i < b.N; i++ {
						j := i % inputs
						impl.setBits(outs[j], words[n*j:n*j+n], 7)
					}
					kernelReportValues(b, total/inputs)
				})
			}
		}
	}
}
