package benchmarks

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/RoaringBitmap/roaring/v2"
	"github.com/bits-and-blooms/bitset"
	parquet "github.com/parquet-go/bitpack"
	"github.com/stablerow/stablerow/bitpack"
)

var (
	packWidths = []uint{1, 8, 16, 21, 32, 48, 64}
	packSizes  = []struct {
		name string
		n    int
	}{{"1024", 1024}, {"1M", 1 << 20}}
)

func valuesPerNs(b *testing.B, n int) {
	b.ReportMetric(float64(n)*float64(b.N)/float64(b.Elapsed().Nanoseconds()), "values/ns")
}

// packInput returns n values below 2^w.
func packInput(n int, w uint) []uint64 {
	r := rand.New(rand.NewPCG(uint64(n), uint64(w)))
	vals := make([]uint64, n)
	for i := range vals {
		vals[i] = r.Uint64()
		if w < 64 {
			vals[i] &= 1<<w - 1
		}
	}
	return vals
}

// BenchmarkUnpack decodes n packed values into one reused buffer: ours
// (uint64 words, base added) against parquet-go/bitpack (same bit layout,
// bytes with its required padding).
func BenchmarkUnpack(b *testing.B) {
	for _, w := range packWidths {
		for _, sz := range packSizes {
			vals := packInput(sz.n, w)
			words := make([]uint64, bitpack.WordsFor(sz.n, w))
			bitpack.Pack(words, vals, 0, w)
			dst := make([]uint64, sz.n)
			params := fmt.Sprintf("bits=%d/n=%s", w, sz.name)
			b.Run("impl=ours/"+params, func(b *testing.B) {
				b.SetBytes(int64(8 * sz.n))
				for i := 0; i < b.N; i++ {
					bitpack.Unpack(dst, words, 0, w)
				}
				valuesPerNs(b, sz.n)
			})
			src := make([]byte, parquet.ByteCount(w*uint(sz.n))+parquet.PaddingInt64)
			parquet.Pack(src, vals, w)
			pdst := make([]int64, sz.n)
			b.Run("impl=parquet-go/"+params, func(b *testing.B) {
				b.SetBytes(int64(8 * sz.n))
				for i := 0; i < b.N; i++ {
					parquet.Unpack(pdst, src, w)
				}
				valuesPerNs(b, sz.n)
			})
		}
	}
}

// BenchmarkPack packs n values: ours against parquet-go/bitpack.
func BenchmarkPack(b *testing.B) {
	for _, w := range packWidths {
		for _, sz := range packSizes {
			vals := packInput(sz.n, w)
			words := make([]uint64, bitpack.WordsFor(sz.n, w))
			params := fmt.Sprintf("bits=%d/n=%s", w, sz.name)
			b.Run("impl=ours/"+params, func(b *testing.B) {
				b.SetBytes(int64(8 * sz.n))
				for i := 0; i < b.N; i++ {
					bitpack.Pack(words, vals, 0, w)
				}
				valuesPerNs(b, sz.n)
			})
			dst := make([]byte, parquet.ByteCount(w*uint(sz.n))+parquet.PaddingInt64)
			b.Run("impl=parquet-go/"+params, func(b *testing.B) {
				b.SetBytes(int64(8 * sz.n))
				for i := 0; i < b.N; i++ {
					parquet.Pack(dst, vals, w)
				}
				valuesPerNs(b, sz.n)
			})
		}
	}
}

// rankSelectInput returns a random bitmap of nbits at density 1/2 as
// words, with random rank positions and select ranks.
func rankSelectInput(nbits int) (words []uint64, pos, ks []int) {
	r := rand.New(rand.NewPCG(uint64(nbits), 7))
	words = make([]uint64, (nbits+63)/64)
	for i := range words {
		words[i] = r.Uint64()
	}
	if rem := nbits % 64; rem != 0 {
		words[len(words)-1] &= 1<<rem - 1
	}
	ones := 0
	for _, w := range words {
		ones += popcount(w)
	}
	pos, ks = make([]int, 4096), make([]int, 4096)
	for i := range pos {
		pos[i] = r.IntN(nbits)
		ks[i] = r.IntN(ones)
	}
	return words, pos, ks
}

func popcount(x uint64) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}

var rankSelectSizes = []int{1 << 20, 1 << 27}

// BenchmarkRank1 counts the ones before a random position: ours against
// roaring (its Rank is inclusive, so we ask for pos-1) and bitset.
func BenchmarkRank1(b *testing.B) {
	for _, nbits := range rankSelectSizes {
		words, pos, _ := rankSelectInput(nbits)
		bm, err := bitpack.NewBitmap(words, nbits)
		if err != nil {
			b.Fatal(err)
		}
		rb := roaring.FromDense(slices.Clone(words), false)
		bs := bitset.FromWithLength(uint(nbits), slices.Clone(words))
		params := fmt.Sprintf("bits=%d", nbits)
		var sink uint64
		b.Run("impl=ours/"+params, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				sink += uint64(bm.Rank1(pos[i&4095]))
			}
		})
		b.Run("impl=roaring/"+params, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				sink += rb.Rank(uint32(pos[i&4095]))
			}
		})
		b.Run("impl=bitset/"+params, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				sink += uint64(bs.Rank(uint(pos[i&4095])))
			}
		})
		_ = sink
	}
}

// BenchmarkSelect1 finds the k-th one: ours against roaring and bitset.
func BenchmarkSelect1(b *testing.B) {
	for _, nbits := range rankSelectSizes {
		words, _, ks := rankSelectInput(nbits)
		bm, err := bitpack.NewBitmap(words, nbits)
		if err != nil {
			b.Fatal(err)
		}
		rb := roaring.FromDense(slices.Clone(words), false)
		bs := bitset.FromWithLength(uint(nbits), slices.Clone(words))
		params := fmt.Sprintf("bits=%d", nbits)
		var sink uint64
		b.Run("impl=ours/"+params, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				p, _ := bm.Select1(ks[i&4095])
				sink += uint64(p)
			}
		})
		b.Run("impl=roaring/"+params, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				p, _ := rb.Select(uint32(ks[i&4095]))
				sink += uint64(p)
			}
		})
		b.Run("impl=bitset/"+params, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				sink += uint64(bs.Select(uint(ks[i&4095])))
			}
		})
		_ = sink
	}
}
