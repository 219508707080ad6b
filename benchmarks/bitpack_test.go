package benchmarks

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"
	"time"
	"unsafe"

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

// bitpackUseAVX512 is bitpack's switch of its AVX-512 kernels, which its
// own tests flip to run every implementation: the width sweeps below flip
// it too (impl=ours-avx2), to measure the kernels of CPUs without
// AVX-512 against parquet-go/bitpack, whose AVX2 kernels run here too, in
// the same process and the same rounds. (Where bitpack has no AVX-512
// kernels, purego or not amd64, there is no such variable and this one is
// a plain false: the sweeps then run impl=ours alone.)
//
//go:linkname bitpackUseAVX512 github.com/stablerow/stablerow/bitpack.useAVX512
var bitpackUseAVX512 bool

// oursImpls are our implementations in the width sweeps: the dispatched
// one (AVX-512 on a CPU that has it) and, if that is AVX-512, the AVX2
// one.
func oursImpls() []struct {
	name   string
	avx512 bool
} {
	impls := []struct {
		name   string
		avx512 bool
	}{{"ours", bitpackUseAVX512}}
	if bitpackUseAVX512 {
		impls = append(impls, struct {
			name   string
			avx512 bool
		}{"ours-avx2", false})
	}
	return impls
}

// BenchmarkUnpackWidths decodes 1024 values at every width 1..64: ours
// (base 0; dispatched, and forced to AVX2) against parquet-go/bitpack,
// with impl=store (and store-avx2), bitpack.FillRun into the same buffer
// (a loop of bare 64-byte, or 32-byte, vector stores), the ceiling both
// sides share.
func BenchmarkUnpackWidths(b *testing.B) {
	const n = 1024
	dst := make([]uint64, n)
	for w := uint(1); w <= 64; w++ {
		vals := packInput(n, w)
		words := make([]uint64, bitpack.WordsFor(n, w))
		bitpack.Pack(words, vals, 0, w)
		params := fmt.Sprintf("bits=%d/n=1024", w)
		// The ceiling again at every width, so that each figure has one
		// measured beside it (the machine's load moves both).
		for _, impl := range oursImpls() {
			name := strings.Replace(impl.name, "ours", "store", 1)
			b.Run("impl="+name+"/"+params, func(b *testing.B) {
				saved := bitpackUseAVX512
				bitpackUseAVX512 = impl.avx512
				defer func() { bitpackUseAVX512 = saved }()
				b.SetBytes(8 * n)
				for i := 0; i < b.N; i++ {
					bitpack.FillRun(dst, uint64(i))
				}
				valuesPerNs(b, n)
			})
		}
		for _, impl := range oursImpls() {
			b.Run("impl="+impl.name+"/"+params, func(b *testing.B) {
				saved := bitpackUseAVX512
				bitpackUseAVX512 = impl.avx512
				defer func() { bitpackUseAVX512 = saved }()
				b.SetBytes(8 * n)
				for i := 0; i < b.N; i++ {
					bitpack.Unpack(dst, words, 0, w)
				}
				valuesPerNs(b, n)
			})
		}
		src := make([]byte, parquet.ByteCount(w*n)+parquet.PaddingInt64)
		parquet.Pack(src, vals, w)
		pdst := make([]int64, n)
		b.Run("impl=parquet-go/"+params, func(b *testing.B) {
			b.SetBytes(8 * n)
			for i := 0; i < b.N; i++ {
				parquet.Unpack(pdst, src, w)
			}
			valuesPerNs(b, n)
		})
	}
}

// BenchmarkPackWidths packs 1024 values at every width 1..64: ours
// (dispatched, and forced to AVX2) against parquet-go/bitpack.
func BenchmarkPackWidths(b *testing.B) {
	const n = 1024
	for w := uint(1); w <= 64; w++ {
		vals := packInput(n, w)
		words := make([]uint64, bitpack.WordsFor(n, w))
		params := fmt.Sprintf("bits=%d/n=1024", w)
		for _, impl := range oursImpls() {
			b.Run("impl="+impl.name+"/"+params, func(b *testing.B) {
				saved := bitpackUseAVX512
				bitpackUseAVX512 = impl.avx512
				defer func() { bitpackUseAVX512 = saved }()
				b.SetBytes(8 * n)
				for i := 0; i < b.N; i++ {
					bitpack.Pack(words, vals, 0, w)
				}
				valuesPerNs(b, n)
			})
		}
		dst := make([]byte, parquet.ByteCount(w*n)+parquet.PaddingInt64)
		b.Run("impl=parquet-go/"+params, func(b *testing.B) {
			b.SetBytes(8 * n)
			for i := 0; i < b.N; i++ {
				parquet.Pack(dst, vals, w)
			}
			valuesPerNs(b, n)
		})
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
		ones += bits.OnesCount64(w)
	}
	pos, ks = make([]int, rankSelectProbes), make([]int, rankSelectProbes)
	for i := range pos {
		pos[i] = r.IntN(nbits)
		ks[i] = r.IntN(ones)
	}
	return words, pos, ks
}

// rankSelectProbes is how many random positions and ranks the rank and
// select benchmarks cycle through: enough distinct cache lines that a big
// bitmap is not measured from cache (4,096 probes would touch 12,000 lines
// at most, which stay cached whatever the bitmap's size).
const rankSelectProbes = 1 << 20

// rankSelectSizes returns the bitmap sizes in bits: 2^20 (in cache), 2^27
// (16 MB, about the 1e8 bits), and with STABLEROW_BENCH_1E8 (make
// bench-full) 2^32 (512 MB, far beyond the last-level cache: every probe
// misses to DRAM).
func rankSelectSizes() []int {
	sizes := []int{1 << 20, 1 << 27}
	if os.Getenv("STABLEROW_BENCH_1E8") != "" {
		sizes = append(sizes, 1<<32)
	}
	return sizes
}

// oneRead is the naive baseline of the rank and select benchmarks: the
// bit at position p, one read of the bitmap at a random place, which any
// rank or select of a bitmap out of cache pays at least.
func oneRead(words []uint64, p int) uint64 { return words[p>>6] >> (p & 63) & 1 }

// BenchmarkRank1 counts the ones before a random position: ours against
// one read of the bitmap (naive: the least any rank of a bitmap out of
// cache pays), roaring (its Rank counts the position too: the same work)
// and bitset.
func BenchmarkRank1(b *testing.B) {
	for _, nbits := range rankSelectSizes() {
		words, pos, _ := rankSelectInput(nbits)
		bm, err := bitpack.NewBitmap(words, nbits)
		if err != nil {
			b.Fatal(err)
		}
		rb := roaring.FromDense(slices.Clone(words), false)
		var bs *bitset.BitSet
		if nbits <= 1<<27 {
			bs = bitset.FromWithLength(uint(nbits), slices.Clone(words))
		}
		params := fmt.Sprintf("bits=%d", nbits)
		var sink uint64
		b.Run("impl=ours/"+params, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				sink += uint64(bm.Rank1(pos[i&(rankSelectProbes-1)]))
			}
		})
		b.Run("impl=naive/"+params, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				sink += oneRead(words, pos[i&(rankSelectProbes-1)])
			}
		})
		b.Run("impl=roaring/"+params, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				sink += rb.Rank(uint32(pos[i&(rankSelectProbes-1)]))
			}
		})
		if bs == nil {
			continue // bitset's Rank counts the words one by one: minutes at this size
		}
		b.Run("impl=bitset/"+params, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				sink += uint64(bs.Rank(uint(pos[i&(rankSelectProbes-1)])))
			}
		})
		_ = sink
	}
}

// BenchmarkSelect1 finds the k-th one: ours against one read of the
// bitmap near the answer (naive), roaring and bitset.
func BenchmarkSelect1(b *testing.B) {
	for _, nbits := range rankSelectSizes() {
		words, _, ks := rankSelectInput(nbits)
		bm, err := bitpack.NewBitmap(words, nbits)
		if err != nil {
			b.Fatal(err)
		}
		rb := roaring.FromDense(slices.Clone(words), false)
		var bs *bitset.BitSet
		if nbits <= 1<<27 {
			bs = bitset.FromWithLength(uint(nbits), slices.Clone(words))
		}
		params := fmt.Sprintf("bits=%d", nbits)
		var sink uint64
		b.Run("impl=ours/"+params, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				p, _ := bm.Select1(ks[i&(rankSelectProbes-1)])
				sink += uint64(p)
			}
		})
		b.Run("impl=naive/"+params, func(b *testing.B) {
			// The k-th one lies near bit 2k at density 1/2: read there.
			for i := 0; i < b.N; i++ {
				sink += oneRead(words, min(2*ks[i&(rankSelectProbes-1)], nbits-1))
			}
		})
		b.Run("impl=roaring/"+params, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				p, _ := rb.Select(uint32(ks[i&(rankSelectProbes-1)]))
				sink += uint64(p)
			}
		})
		if bs == nil {
			continue // bitset's Select counts the words one by one: minutes at this size
		}
		b.Run("impl=bitset/"+params, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				sink += uint64(bs.Select(uint(ks[i&(rankSelectProbes-1)])))
			}
		})
		_ = sink
	}
}

// BenchmarkMemoryLatency is the cost of one cache miss at each bitmap size
// of the rank and select benchmarks: a chase through a random cycle over
// as many bytes as the bitmap, each load's address depending on the
// previous load (Sattolo's algorithm makes the cycle). The rank and select
// benchmarks run independent lookups, whose misses overlap; this is the
// "one DRAM miss" their figures are compared with at 2^32 bits.
func BenchmarkMemoryLatency(b *testing.B) {
	for _, nbits := range rankSelectSizes() {
		b.Run(fmt.Sprintf("impl=chase/bits=%d", nbits), func(b *testing.B) {
			n := nbits / 64 // one uint64 per bitmap word
			next := make([]uint64, n)
			for i := range next {
				next[i] = uint64(i)
			}
			r := rand.New(rand.NewPCG(uint64(n), 3))
			for i := n - 1; i > 0; i-- {
				j := r.IntN(i)
				next[i], next[j] = next[j], next[i]
			}
			b.ResetTimer()
			p := uint64(0)
			for i := 0; i < b.N; i++ {
				p = next[p]
			}
			sinkU64 += p
		})
	}
}

var sinkU64 uint64

// BenchmarkUnpackAVX2Alternated decodes 1024 values at every width 1..64,
// ours forced to AVX2 against parquet-go/bitpack, with the same placement
// for both (destination at the start of a page, source 4 pages on plus
// off bytes; off=0 and 2048) and the two alternated within the run: each
// of b.N rounds times a batch of 100 calls of ours, then of parquet-go.
// ns/op is unused; ours-ns and peer-ns are the medians of the rounds (ns
// per call), ratio is peer-ns/ours-ns (above 1: ours faster). Run with
// -benchtime 40x (40 rounds).
func BenchmarkUnpackAVX2Alternated(b *testing.B) {
	saved := bitpackUseAVX512
	bitpackUseAVX512 = false
	defer func() { bitpackUseAVX512 = saved }()
	benchmarkUnpackAlternated(b)
}

// BenchmarkUnpackAlternated is BenchmarkUnpackAVX2Alternated with ours
// dispatched (AVX-512 on a CPU that has it).
func BenchmarkUnpackAlternated(b *testing.B) {
	benchmarkUnpackAlternated(b)
}

func benchmarkUnpackAlternated(b *testing.B) {
	const n, batch = 1024, 100
	arena := make([]byte, 25*4096+4096)
	page := int(4096 - uintptr(unsafe.Pointer(&arena[0]))%4096)
	region := func(p, off, size int) []byte { return arena[page+p*4096+off : page+p*4096+off+size] }
	for w := uint(1); w <= 64; w++ {
		vals := packInput(n, w)
		nw := bitpack.WordsFor(n, w)
		for _, off := range []int{0, 2048} {
			dst := unsafe.Slice((*uint64)(unsafe.Pointer(&region(0, 0, 8*n)[0])), n)
			words := unsafe.Slice((*uint64)(unsafe.Pointer(&region(4, off, 8*nw)[0])), nw)
			bitpack.Pack(words, vals, 0, w)
			pdst := unsafe.Slice((*int64)(unsafe.Pointer(&region(10, 0, 8*n)[0])), n)
			src := region(14, off, parquet.ByteCount(w*n)+parquet.PaddingInt64)
			parquet.Pack(src, vals, w)
			b.Run(fmt.Sprintf("bits=%d/off=%d", w, off), func(b *testing.B) {
				ours, peer := make([]float64, 0, b.N), make([]float64, 0, b.N)
				for i := 0; i < b.N; i++ {
					start := time.Now()
					for j := 0; j < batch; j++ {
						bitpack.Unpack(dst, words, 0, w)
					}
					ours = append(ours, float64(time.Since(start).Nanoseconds())/batch)
					start = time.Now()
					for j := 0; j < batch; j++ {
						parquet.Unpack(pdst, src, w)
					}
					peer = append(peer, float64(time.Since(start).Nanoseconds())/batch)
				}
				for i := range vals {
					if dst[i] != vals[i] || uint64(pdst[i]) != vals[i] {
						b.Fatalf("width %d: value %d decoded as %d (ours), %d (parquet-go), want %d", w, i, dst[i], pdst[i], vals[i])
					}
				}
				reportAlternated(b, ours, peer)
			})
		}
	}
}

// reportAlternated reports the medians of the alternated rounds' ns per
// call, ours and the peer's, and their ratio (above 1: ours faster); it
// returns the peer's median.
func reportAlternated(b *testing.B, ours, peer []float64) float64 {
	o, p := medianOf(ours), medianOf(peer)
	b.ReportMetric(o, "ours-ns")
	b.ReportMetric(p, "peer-ns")
	b.ReportMetric(p/o, "ratio")
	return p
}

// medianOf sorts xs and returns its middle element.
func medianOf(xs []float64) float64 {
	slices.Sort(xs)
	return xs[len(xs)/2]
}

// BenchmarkPackAVX2Alternated packs 1024 values at every width 1..64,
// ours forced to AVX2 against parquet-go/bitpack, alternated as in
// BenchmarkUnpackAVX2Alternated: the same placement for both (source
// values at the start of a page, destination 4 pages on plus off bytes;
// off=0 and 2048), and each of b.N rounds times a batch of 100 calls of
// ours, then of parquet-go. ours-ns and peer-ns are the medians of the
// rounds (ns per call), ratio is peer-ns/ours-ns (above 1: ours faster).
// At width 64, where both sides subtract nothing (base 0) and so copy,
// copy-ns is the median of a batch of bare copies of the same bytes with
// the same placement, timed in the same rounds, and copy-ratio is
// peer-ns/copy-ns: the ratio a Pack as fast as a copy would have. Run
// with -benchtime 40x (40 rounds).
func BenchmarkPackAVX2Alternated(b *testing.B) {
	saved := bitpackUseAVX512
	bitpackUseAVX512 = false
	defer func() { bitpackUseAVX512 = saved }()
	benchmarkPackAlternated(b)
}

// BenchmarkPackAlternated is BenchmarkPackAVX2Alternated with ours
// dispatched (AVX-512 on a CPU that has it).
func BenchmarkPackAlternated(b *testing.B) {
	benchmarkPackAlternated(b)
}

func benchmarkPackAlternated(b *testing.B) {
	const n, batch = 1024, 100
	arena := make([]byte, 30*4096+4096)
	page := int(4096 - uintptr(unsafe.Pointer(&arena[0]))%4096)
	region := func(p, off, size int) []byte { return arena[page+p*4096+off : page+p*4096+off+size] }
	for w := uint(1); w <= 64; w++ {
		vals := packInput(n, w)
		nw := bitpack.WordsFor(n, w)
		pn := parquet.ByteCount(w*n) + parquet.PaddingInt64
		for _, off := range []int{0, 2048} {
			src := unsafe.Slice((*uint64)(unsafe.Pointer(&region(0, 0, 8*n)[0])), n)
			copy(src, vals)
			words := unsafe.Slice((*uint64)(unsafe.Pointer(&region(4, off, 8*nw)[0])), nw)
			psrc := unsafe.Slice((*uint64)(unsafe.Pointer(&region(10, 0, 8*n)[0])), n)
			copy(psrc, vals)
			pdst := region(14, off, pn)
			// The copy ceiling at width 64: the same bytes, placed as ours.
			csrc := region(20, 0, 8*n)
			copy(csrc, unsafe.Slice((*byte)(unsafe.Pointer(&vals[0])), 8*n))
			cdst := region(24, off, 8*n)
			b.Run(fmt.Sprintf("bits=%d/off=%d", w, off), func(b *testing.B) {
				ours, peer := make([]float64, 0, b.N), make([]float64, 0, b.N)
				var copies []float64
				for i := 0; i < b.N; i++ {
					start := time.Now()
					for j := 0; j < batch; j++ {
						bitpack.Pack(words, src, 0, w)
					}
					ours = append(ours, float64(time.Since(start).Nanoseconds())/batch)
					start = time.Now()
					for j := 0; j < batch; j++ {
						parquet.Pack(pdst, psrc, w)
					}
					peer = append(peer, float64(time.Since(start).Nanoseconds())/batch)
					if w == 64 {
						start = time.Now()
						for j := 0; j < batch; j++ {
							copy(cdst, csrc)
						}
						copies = append(copies, float64(time.Since(start).Nanoseconds())/batch)
					}
				}
				packed := unsafe.Slice((*byte)(unsafe.Pointer(&words[0])), 8*nw)
				if m := parquet.ByteCount(w * n); string(packed[:m]) != string(pdst[:m]) {
					b.Fatalf("width %d: ours and parquet-go packed different bytes", w)
				}
				p := reportAlternated(b, ours, peer)
				if copies != nil {
					c := medianOf(copies)
					b.ReportMetric(c, "copy-ns")
					b.ReportMetric(p/c, "copy-ratio")
				}
			})
		}
	}
}
