package bitpack

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/bits-and-blooms/bitset"
)

// Benchmarks of the public API against the code a Go user would write
// instead, in the same run: a plain []uint64 (decode, get), slices.BinarySearch
// (search) and bits-and-blooms/bitset (rank, select).

var apiBenchWidths = []uint{1, 8, 16, 21, 32, 48, 64}

var apiBenchSizes = []struct {
	name string
	n    int
}{{"1024", 1024}, {"1M", 1 << 20}}

func reportValuesPerNs(b *testing.B, values int) {
	b.ReportMetric(float64(values)*float64(b.N)/float64(b.Elapsed().Nanoseconds()), "values/ns")
}

func BenchmarkDecode(b *testing.B) {
	for _, w := range apiBenchWidths {
		for _, sz := range apiBenchSizes {
			vals := randomValues(rand.New(rand.NewPCG(1, uint64(w))), sz.n, 1000, w)
			a := NewArray(vals)
			dst := make([]uint64, sz.n)
			b.Run(fmt.Sprintf("impl=ours/bits=%d/n=%s", w, sz.name), func(b *testing.B) {
				b.SetBytes(int64(8 * sz.n))
				for i := 0; i < b.N; i++ {
					a.Decode(dst)
				}
				reportValuesPerNs(b, sz.n)
			})
			b.Run(fmt.Sprintf("impl=naive/bits=%d/n=%s", w, sz.name), func(b *testing.B) {
				// The naive form: the values already sit in a []uint64 and
				// are copied out one by one.
				b.SetBytes(int64(8 * sz.n))
				for i := 0; i < b.N; i++ {
					//lint:ignore S1001 the baseline copies one value at a time on purpose; copy() would be memmove
					for j, v := range vals {
						dst[j] = v
					}
				}
				reportValuesPerNs(b, sz.n)
			})
		}
	}
}

// BenchmarkGet reads values at 4096 random positions, cycled, of 4096
// values (in cache) or 1M: ours against indexing a []uint64.
func BenchmarkGet(b *testing.B) {
	for _, w := range []uint{8, 21, 64} {
		for _, sz := range []struct {
			name string
			n    int
		}{{"4K", 4096}, {"1M", 1 << 20}} {
			vals := randomValues(rand.New(rand.NewPCG(2, uint64(w))), sz.n, 0, w)
			a := NewArray(vals)
			idx := make([]int, 4096)
			r := rand.New(rand.NewPCG(3, 3))
			for i := range idx {
				idx[i] = r.IntN(sz.n)
			}
			var sink uint64
			b.Run(fmt.Sprintf("impl=ours/bits=%d/n=%s", w, sz.name), func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					sink += a.Get(idx[i&4095])
				}
			})
			b.Run(fmt.Sprintf("impl=naive/bits=%d/n=%s", w, sz.name), func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					sink += vals[idx[i&4095]]
				}
			})
			_ = sink
		}
	}
}

func BenchmarkLowerBound(b *testing.B) {
	for _, sz := range apiBenchSizes {
		vals := randomValues(rand.New(rand.NewPCG(4, 4)), sz.n, 1<<40, 21)
		slices.Sort(vals)
		a := NewArray(vals)
		probes := make([]uint64, 4096)
		r := rand.New(rand.NewPCG(5, 5))
		for i := range probes {
			probes[i] = vals[r.IntN(sz.n)]
		}
		var sink int
		b.Run(fmt.Sprintf("impl=ours/bits=21/n=%s", sz.name), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				sink += a.LowerBound(probes[i&4095])
			}
		})
		b.Run(fmt.Sprintf("impl=naive/bits=21/n=%s", sz.name), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				j, _ := slices.BinarySearch(vals, probes[i&4095])
				sink += j
			}
		})
		_ = sink
	}
}

func BenchmarkRankSelect(b *testing.B) {
	for _, nbits := range []int{1 << 20, 1 << 26} {
		r := rand.New(rand.NewPCG(6, 6))
		words := randomBitmapWords(r, nbits, 0.5)
		bm, _ := NewBitmap(words, nbits)
		bs := bitset.FromWithLength(uint(nbits), slices.Clone(words))
		pos := make([]int, 4096)
		ks := make([]int, 4096)
		for i := range pos {
			pos[i] = r.IntN(nbits)
			ks[i] = r.IntN(bm.Count())
		}
		name := fmt.Sprintf("bits=%d", nbits)
		var sink int
		b.Run("op=rank1/impl=ours/"+name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				sink += bm.Rank1(pos[i&4095])
			}
		})
		b.Run("op=rank1/impl=bitset/"+name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				sink += int(bs.Rank(uint(pos[i&4095])))
			}
		})
		b.Run("op=select1/impl=ours/"+name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				p, _ := bm.Select1(ks[i&4095])
				sink += p
			}
		})
		b.Run("op=select1/impl=bitset/"+name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				sink += int(bs.Select(uint(ks[i&4095])))
			}
		})
		_ = sink
	}
}
