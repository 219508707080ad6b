//go:build !purego && amd64

package bitpack

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"
	"unsafe"
)

// BenchmarkCutoffsAVX2 places the AVX2 cutoffs of dispatch_amd64.go on the
// CPU it runs on (Unpack's: BenchmarkCutoffsUnpack): at lengths on both
// sides of each, it times the Go function the dispatch runs below the
// cutoff against the AVX2 path without the cutoff (packScalar /
// packWithAVX2, popcountGeneric / popcountWithPOPCNT, setBitsGeneric /
// setBitsWithAVX2, fillRunGeneric / fillRunWithAVX2), called directly, as
// the cutoffs were measured (PERFORMANCE.md, "bitpack cutoffs"). The two
// run in alternated blocks within one b.N loop (cutoffAlternate), so that
// a change of the machine's clock meets both alike: go-ns/call and
// avx2-ns/call are each one's time per call in its median block, avx2/go
// their ratio (below 1: the kernel wins); ns/op is the mean time of a
// pair of blocks. Run it with a fixed -test.benchtime (800x: 204800 calls
// of each) over several rounds and take the medians.
//
// The widths cover each class of kernel: pack 1, 8,
// 16, 32, 64 (kernels of their own: packMinAVX2) and 3 (Narrow), 12
// (Q12), 21 (WindowD), 24 (WindowDBytes), 48 (Window), which go through
// packWithAVX2Window's buffer (packMinAVX2Window). At 64 values the Go
// side switches to its width-specialised blocks (64, 128 and 256: how far
// above the cutoffs the kernels keep winning). The pack loops are written
// out rather than shared through func values, so that every call stays
// direct, as in the dispatch.
func BenchmarkCutoffsAVX2(b *testing.B) {
	if !hasAVX2 {
		b.Skip("no AVX2")
	}
	for _, w := range []uint{1, 3, 8, 12, 16, 21, 24, 32, 48, 64} {
		for _, n := range []int{2, 4, 6, 8, 12, 16, 20, 24, 32, 40, 48, 64, 128, 256} {
			b.Run(fmt.Sprintf("pack/bits=%d/n=%d", w, n), func(b *testing.B) {
				// dst is exactly WordsFor(n, w) words, as Pack passes it.
				src, dg := kernelBenchPacked(n, w)
				da := make([]uint64, len(dg))
				cutoffAlternate(b, func() {
					for range cutoffBlock {
						packScalar(dg, src, cutoffBase, w)
					}
				}, func() {
					for range cutoffBlock {
						packWithAVX2(da, src, cutoffBase, w)
					}
				})
				cutoffCheck(b, dg, da)
			})
		}
	}
	for _, n := range []int{2, 4, 6, 8, 10, 12, 14, 16, 24} {
		b.Run(fmt.Sprintf("popcount/words=%d", n), func(b *testing.B) {
			_, words := kernelBenchPacked(n, 64)
			var sg, sa int
			cutoffAlternate(b, func() {
				for range cutoffBlock {
					sg += popcountGeneric(words)
				}
			}, func() {
				for range cutoffBlock {
					sa += popcountWithPOPCNT(words)
				}
			})
			if sg != sa {
				b.Fatalf("popcount: Go summed %d, POPCNT %d", sg, sa)
			}
		})
	}
	for _, n := range []int{4, 8, 12, 16, 20, 24, 28, 32, 48, 64} {
		b.Run(fmt.Sprintf("fillRun/n=%d", n), func(b *testing.B) {
			dg, da := make([]uint64, n), make([]uint64, n)
			cutoffAlternate(b, func() {
				for i := range cutoffBlock {
					fillRunGeneric(dg, uint64(i))
				}
			}, func() {
				for i := range cutoffBlock {
					fillRunWithAVX2(da, uint64(i))
				}
			})
			cutoffCheck(b, dg, da)
		})
	}
	for _, out := range []int{16, 24, 32, 48, 64, 128} {
		for _, perWord := range []int{1, 2, 4, 8, 16} {
			if out%perWord != 0 {
				continue
			}
			b.Run(fmt.Sprintf("setBits/out=%d/perword=%d", out, perWord), func(b *testing.B) {
				words, og, oa := cutoffSetBitsInputs(out, perWord)
				cutoffAlternate(b, func() {
					for i := range cutoffBlock {
						j := i % len(words)
						setBitsGeneric(og[j], words[j], cutoffBase)
					}
				}, func() {
					for i := range cutoffBlock {
						j := i % len(words)
						setBitsWithAVX2(oa[j], words[j], cutoffBase)
					}
				})
				for j := range og {
					cutoffCheck(b, og[j], oa[j])
				}
			})
		}
	}
}

// BenchmarkCutoffsUnpack places Unpack's cutoffs (unpackMinAVX512,
// unpackMinAVX2: the plans' minLen) on the CPU it runs on: at lengths
// around them, at widths of each class of kernel (8, 16, 32, 64: whole
// groups, the last values in unpackEntry; 3, 12: unpackAVX2Bcast; 21:
// Share3 and Lanes or Perm; 24; 40; 60), it times Unpack as the dispatch
// runs it below the cutoff (unpackEntry's own loop, the plan's minLen
// raised past n) against Unpack on the plan's kernels (the plan forced,
// no cutoff), in alternated blocks (alternateBlocks: kernel/loop below 1,
// the kernel wins). Run it with -test.benchtime 800x over several rounds
// and take the medians.
func BenchmarkCutoffsUnpack(b *testing.B) {
	avx2 := &unpackPlanAVX2Perm
	if useAVX2Lanes {
		avx2 = &unpackPlanAVX2Lanes
	}
	levels := []struct {
		name string
		has  bool
		plan *unpackPlan
	}{
		{"avx512", hasAVX512, &unpackPlanAVX512},
		{"avx2", hasAVX2, avx2},
	}
	for _, l := range levels {
		if !l.has {
			continue
		}
		for _, w := range []uint{3, 8, 12, 16, 21, 24, 32, 40, 60, 64} {
			for _, n := range []int{1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 16} {
				b.Run(fmt.Sprintf("%s/bits=%d/n=%d", l.name, w, n), func(b *testing.B) {
					saved512, saved2, savedMin := useAVX512, useAVX2, l.plan.minLen
					useAVX512, useAVX2, l.plan.minLen = l.name == "avx512", true, 1<<62
					defer func() { useAVX512, useAVX2, l.plan.minLen = saved512, saved2, savedMin }()
					// src is exactly WordsFor(n, w) words, as Unpack passes it.
					_, src := kernelBenchPacked(n, w)
					dl, dk := make([]uint64, n), make([]uint64, n)
					force := (*byte)(unsafe.Pointer(l.plan))
					alternateBlocks(b, "loop", func() {
						for range cutoffBlock {
							Unpack(dl, src, cutoffBase, w)
						}
					}, "kernel", func() {
						for range cutoffBlock {
							unpackEntry(dk, src, cutoffBase, w, force, 0)
						}
					})
					cutoffCheck(b, dl, dk)
				})
			}
		}
	}
}

// cutoffBlock is the number of calls of one implementation between two
// clock reads, cutoffBase the base the unpack, pack and setBits calls
// take (a base other than 0, as in PERFORMANCE.md's cutoff figures: at 0
// Unpack takes the NoBase kernels, and Pack and Unpack copy at width 64).
const (
	cutoffBlock = 256
	cutoffBase  = 7
)

// cutoffAlternate runs goCalls and avx2Calls (each cutoffBlock calls of
// its implementation) once untimed, to warm the caches and the branch
// predictors, then b.N times each, timed, in turn first, and reports each
// one's ns per call in its median block (so that a block the VM's host
// interrupted does not count) and their ratio.
func cutoffAlternate(b *testing.B, goCalls, avx2Calls func()) {
	alternateBlocks(b, "go", goCalls, "avx2", avx2Calls)
}

// alternateBlocks times blocks of cutoffBlock calls of one and two in
// alternation, which goes first alternating, b.N pairs of blocks, and
// reports each one's time per call in its median block (name1-ns/call,
// name2-ns/call) and their ratio (name2/name1).
func alternateBlocks(b *testing.B, name1 string, one func(), name2 string, two func()) {
	one()
	two()
	t1 := make([]time.Duration, b.N)
	t2 := make([]time.Duration, b.N)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if i%2 == 0 {
			t1[i] = cutoffTime(one)
			t2[i] = cutoffTime(two)
		} else {
			t2[i] = cutoffTime(two)
			t1[i] = cutoffTime(one)
		}
	}
	b.StopTimer()
	slices.Sort(t1)
	slices.Sort(t2)
	m1, m2 := t1[b.N/2], t2[b.N/2]
	b.ReportMetric(float64(m1.Nanoseconds())/cutoffBlock, name1+"-ns/call")
	b.ReportMetric(float64(m2.Nanoseconds())/cutoffBlock, name2+"-ns/call")
	b.ReportMetric(float64(m2)/float64(m1), name2+"/"+name1)
}

// BenchmarkPackAVX2OnAVX512 asks whether a CPU with AVX-512 should pack
// some widths with the AVX2 kernels, as a CPU that runs 512-bit operations
// as two 256-bit halves might: at each width and length it times
// packWithAVX512 against packWithAVX2, called directly, in alternated
// blocks (alternateBlocks: avx2/avx512 below 1, AVX2 wins). Widths 10, 12,
// 14 and 32 are those where AVX2 came out ahead at 1024 values on an AMD
// Zen 4 (BenchmarkPackWidths); 9, 16 and 21 are neighbours. On that Zen 4
// AVX-512 wins at every length up to 512 at 10, 12 and 14 (AVX2 takes
// 1.09-1.99x its time) and the two tie from 768, and width 32 goes either
// way by up to 19%, so the dispatch keeps AVX-512 at every width
// (PERFORMANCE.md, "Machine D"). Run it with -test.benchtime 400x over
// several rounds and take the medians.
func BenchmarkPackAVX2OnAVX512(b *testing.B) {
	if !hasAVX512 {
		b.Skip("no AVX-512")
	}
	for _, w := range []uint{9, 10, 12, 14, 16, 21, 32} {
		for _, n := range []int{16, 32, 64, 128, 256, 512, 768, 1024, 2048} {
			b.Run(fmt.Sprintf("bits=%d/n=%d", w, n), func(b *testing.B) {
				src, d512 := kernelBenchPacked(n, w)
				d2 := make([]uint64, len(d512))
				alternateBlocks(b, "avx512", func() {
					for range cutoffBlock {
						packWithAVX512(d512, src, cutoffBase, w)
					}
				}, "avx2", func() {
					for range cutoffBlock {
						packWithAVX2(d2, src, cutoffBase, w)
					}
				})
				cutoffCheck(b, d512, d2)
			})
		}
	}
}

// cutoffTime returns how long f takes.
func cutoffTime(f func()) time.Duration {
	t0 := time.Now()
	f()
	return time.Since(t0)
}

// cutoffCheck fails the benchmark if the two implementations' outputs
// differ.
func cutoffCheck(b *testing.B, fromGo, fromAVX2 []uint64) {
	b.Helper()
	if !slices.Equal(fromGo, fromAVX2) {
		b.Fatalf("outputs differ: %#x, then %#x", fromGo, fromAVX2)
	}
}

// cutoffSetBitsInputs returns 256 inputs of out/perWord words with exactly
// out set bits, drawn by densityWords at perWord/64 (so the bits fall as
// at random, zero words and all) and kept when they have out set bits,
// with an output of out values for each implementation: the branches of
// the Go loop do not learn one input, and every call has the length
// setBits's cutoffs test.
func cutoffSetBitsInputs(out, perWord int) (words, outGo, outAVX2 [][]uint64) {
	r := rand.New(rand.NewPCG(uint64(out), uint64(perWord)))
	for len(words) < 256 {
		w := make([]uint64, out/perWord)
		densityWords(r, w, float64(perWord)/64)
		if popcountGeneric(w) == out {
			words = append(words, w)
			outGo = append(outGo, make([]uint64, out))
			outAVX2 = append(outAVX2, make([]uint64, out))
		}
	}
	return words, outGo, outAVX2
}
