package bitpack

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

var (
	kernelBenchWidths  = []uint{1, 8, 16, 21, 32, 48, 64}
	kernelBenchLengths = []int{1024, 1 << 20}
)

// kernelReportValues reports the throughput in values per nanosecond.
func kernelReportValues(b *testing.B, n int) {
	b.ReportMetric(float64(n)*float64(b.N)/float64(b.Elapsed().Nanoseconds()), "values/ns")
}

// kernelBenchImpls runs f once per implementation (variantImpls), with the
// dispatch functions switched to it.
func kernelBenchImpls(b *testing.B, f func(b *testing.B)) {
	for _, impl := range variantImpls(b) {
		b.Run("impl="+impl.name, func(b *testing.B) {
			impl.use(b)
			f(b)
		})
	}
}

// kernelBenchPacked returns n random values of width w and their packed words.
func kernelBenchPacked(n int, w uint) (values, packed []uint64) {
	r := rand.New(rand.NewPCG(uint64(n), uint64(w)))
	values = make([]uint64, n)
	for i := range values {
		values[i] = r.Uint64() & lowMask(w)
	}
	packed = make([]uint64, WordsFor(n, w))
	packGeneric(packed, values, 0, w)
	return values, packed
}

func BenchmarkUnpack(b *testing.B) {
	kernelBenchImpls(b, func(b *testing.B) {
		for _, w := range kernelBenchWidths {
			for _, n := range kernelBenchLengths {
				b.Run(fmt.Sprintf("bits=%d/n=%s", w, kernelBenchSize(n)), func(b *testing.B) {
					_, packed := kernelBenchPacked(n, w)
					dst := make([]uint64, n)
					// Fault dst's pages in: else a 1M run that stops
					// at b.N = 1 times the page faults.
					unpack(dst, packed, 7, w)
					b.SetBytes(int64(8 * n))
					b.ResetTimer()
					for i := 0; i < b.N; i++ {
						unpack(dst, packed, 7, w)
					}
					kernelReportValues(b, n)
				})
			}
		}
	})
}

// BenchmarkUnpackShort decodes short arrays through the dispatch, by
// implementation: there what a call costs around its kernel (the
// dispatch, the cutoffs to Go, the last partial group) is most of the
// time.
func BenchmarkUnpackShort(b *testing.B) {
	kernelBenchImpls(b, func(b *testing.B) {
		for _, w := range []uint{3, 13, 21, 40, 64} {
			for _, n := range []int{1, 3, 4, 7, 8, 16, 64, 256} {
				b.Run(fmt.Sprintf("bits=%d/n=%d", w, n), func(b *testing.B) {
					_, packed := kernelBenchPacked(n, w)
					dst := make([]uint64, n)
					for i := 0; i < b.N; i++ {
						Unpack(dst, packed, 7, w)
					}
				})
			}
		}
	})
}

func BenchmarkPack(b *testing.B) {
	kernelBenchImpls(b, func(b *testing.B) {
		for _, w := range kernelBenchWidths {
			for _, n := range kernelBenchLengths {
				b.Run(fmt.Sprintf("bits=%d/n=%s", w, kernelBenchSize(n)), func(b *testing.B) {
					benchPack(b, n, w)
				})
			}
		}
	})
}

// BenchmarkPackWide runs pack at widths 57..63 on 1024 values with each
// implementation of variantImpls selected, the two AVX-512 kernels of those
// widths side by side at each width: impl=avx512 is packAVX512Wide,
// impl=avx512-vpermi2b packAVX512WideVPERMI2B (the dispatch picks one by
// CPU: useWideVPERMI2B).
func BenchmarkPackWide(b *testing.B) {
	const n = 1024
	for w := uint(57); w <= 63; w++ {
		for _, impl := range variantImpls(b) {
			b.Run(fmt.Sprintf("bits=%d/impl=%s", w, impl.name), func(b *testing.B) {
				impl.use(b)
				benchPack(b, n, w)
			})
		}
	}
}

// benchPack times pack of n values at width w, in values per ns.
func benchPack(b *testing.B, n int, w uint) {
	values, packed := kernelBenchPacked(n, w)
	b.SetBytes(int64(8 * n))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		pack(packed, values, 0, w)
	}
	kernelReportValues(b, n)
}

// BenchmarkCountLess measures the last step of Array.LowerBound on one
// ascending 64-value block: impl=search, the binary search in use, beside
// impl=count, decoding and counting every value in Go. (AVX2 and AVX-512
// kernels for the count lost to the search and were removed: see
// PERFORMANCE.md.)
func BenchmarkCountLess(b *testing.B) {
	for _, impl := range []struct {
		name string
		f    func(block []uint64, w uint, n int, target uint64) int
	}{{"search", lowerBoundInBlock}, {"count", countLessGeneric}} {
		for _, w := range kernelBenchWidths {
			b.Run(fmt.Sprintf("impl=%s/bits=%d/n=64", impl.name, w), func(b *testing.B) {
				values, _ := kernelBenchPacked(64, w)
				slices.Sort(values)
				packed := make([]uint64, WordsFor(64, w))
				packGeneric(packed, values, 0, w)
				targets := values[:16]
				b.SetBytes(int64(8 * len(packed)))
				b.ResetTimer()
				sum := 0
				for i := 0; i < b.N; i++ {
					sum += impl.f(packed, w, 64, targets[i&15]+1)
				}
				kernelBenchSink = sum
				kernelReportValues(b, 64)
			})
		}
	}
}

func BenchmarkPopcount(b *testing.B) {
	kernelBenchImpls(b, func(b *testing.B) {
		for _, n := range []int{4, 16, 64, 1024, 1 << 20} {
			b.Run(fmt.Sprintf("words=%s", kernelBenchSize(n)), func(b *testing.B) {
				_, words := kernelBenchPacked(n, 64)
				b.SetBytes(int64(8 * n))
				b.ResetTimer()
				sum := 0
				for i := 0; i < b.N; i++ {
					sum += popcount(words)
				}
				kernelBenchSink = sum
				kernelReportValues(b, n)
			})
		}
	})
}

func BenchmarkSelect64(b *testing.B) {
	kernelBenchImpls(b, func(b *testing.B) {
		_, words := kernelBenchPacked(256, 64)
		ks := make([]int, len(words))
		for i, x := range words {
			ks[i] = int(x % uint64(max(1, popcountGeneric(words[i:i+1]))))
			if x == 0 {
				words[i], ks[i] = 1, 0
			}
		}
		b.ResetTimer()
		sum := 0
		for i := 0; i < b.N; i++ {
			j := i & 255
			sum += select64(words[j], ks[j])
		}
		kernelBenchSink = sum
		kernelReportValues(b, 1)
	})
}

var kernelBenchSink int

// kernelBenchSize names a length the way the sub-benchmarks do: 1024, 1M.
func kernelBenchSize(n int) string {
	if n >= 1<<20 && n%(1<<20) == 0 {
		return fmt.Sprintf("%dM", n>>20)
	}
	return fmt.Sprint(n)
}

// BenchmarkSelect1 selects 2^20 random ranks (too many for the branch
// predictor to learn), by implementation, at density 1/2 (2^14 bits: 8
// superblocks; 2^20 in L2; 2^26 in L3) and 1/50 (sparse).
func BenchmarkSelect1(b *testing.B) { benchmarkSelect(b, 0) }

// BenchmarkSelect0 is BenchmarkSelect1 for the zeros (at density 1/50 the
// zeros are dense).
func BenchmarkSelect0(b *testing.B) { benchmarkSelect(b, ^uint64(0)) }

func benchmarkSelect(b *testing.B, flip uint64) {
	kernelBenchImpls(b, func(b *testing.B) {
		for _, c := range []struct {
			nbits   int
			density float64
		}{{1 << 14, 0.5}, {1 << 20, 0.5}, {1 << 20, 0.02}, {1 << 26, 0.5}} {
			b.Run(fmt.Sprintf("bits=%d/density=%v", c.nbits, c.density), func(b *testing.B) {
				r := rand.New(rand.NewPCG(7, uint64(c.nbits)))
				bm, err := NewBitmap(randomBitmapWords(r, c.nbits, c.density), c.nbits)
				if err != nil {
					b.Fatal(err)
				}
				count := bm.Count()
				if flip != 0 {
					count = c.nbits - count
				}
				ks := make([]int, 1<<20)
				for i := range ks {
					ks[i] = r.IntN(count)
				}
				b.ResetTimer()
				kernelBenchSink += selectLoop(b, &bm, ks, flip)
			})
		}
	})
}

// selectLoop calls bm.Select1 (flip 0) or bm.Select0 b.N times on the
// ranks ks (a power-of-two count, cycled) and returns the positions'
// sum. The calls are direct: through a method value they would not
// inline, which doubled the time measured at 2^26 bits.
func selectLoop(b *testing.B, bm *Bitmap, ks []int, flip uint64) int {
	sink := 0
	if flip != 0 {
		for i := 0; i < b.N; i++ {
			p, _ := bm.Select0(ks[i&(len(ks)-1)])
			sink += p
		}
	} else {
		for i := 0; i < b.N; i++ {
			p, _ := bm.Select1(ks[i&(len(ks)-1)])
			sink += p
		}
	}
	return sink
}

// BenchmarkUnpackWidths decodes 1024 values (base 0) at every width
// 1..64, by implementation: the sweep behind the per-width tables of
// PERFORMANCE.md (run with BenchmarkStoreCeiling, its bound).
func BenchmarkUnpackWidths(b *testing.B) {
	kernelBenchImpls(b, func(b *testing.B) {
		for w := uint(1); w <= MaxWidth; w++ {
			b.Run(fmt.Sprintf("bits=%d/n=1024", w), func(b *testing.B) {
				_, packed := kernelBenchPacked(1024, w)
				dst := make([]uint64, 1024)
				b.SetBytes(8 * 1024)
				b.ResetTimer()
				for i := 0; i < b.N; i++ {
					unpack(dst, packed, 0, w)
				}
				kernelReportValues(b, 1024)
			})
		}
	})
}

// BenchmarkPackWidths packs 1024 values (base 0) at every width 1..64, by
// implementation.
func BenchmarkPackWidths(b *testing.B) {
	kernelBenchImpls(b, func(b *testing.B) {
		for w := uint(1); w <= MaxWidth; w++ {
			b.Run(fmt.Sprintf("bits=%d/n=1024", w), func(b *testing.B) {
				values, packed := kernelBenchPacked(1024, w)
				b.SetBytes(8 * 1024)
				b.ResetTimer()
				for i := 0; i < b.N; i++ {
					pack(packed, values, 0, w)
				}
				kernelReportValues(b, 1024)
			})
		}
	})
}

// BenchmarkStoreCeiling is the bound of Unpack's figures: fillRun into the
// same 1024 values, a loop of bare vector stores (64 bytes each on
// AVX-512, 32 on AVX2) with one vector add per store, by implementation.
func BenchmarkStoreCeiling(b *testing.B) {
	kernelBenchImpls(b, func(b *testing.B) {
		b.Run("n=1024", func(b *testing.B) {
			dst := make([]uint64, 1024)
			b.SetBytes(8 * 1024)
			for i := 0; i < b.N; i++ {
				fillRun(dst, uint64(i))
			}
			kernelReportValues(b, 1024)
		})
	})
}
