//go:build amd64 && !purego && !goexperiment.simd

package benchmarks

import (
	"fmt"
	"testing"
	"time"
	"unsafe"

	parquet "github.com/parquet-go/bitpack"
	"github.com/stablerow/stablerow/bitpack"
)

// The layers of an AVX2 Unpack call at widths 17..31, ours and
// parquet-go's, reached below their public functions for
// BenchmarkUnpackAVX2Layers. Both packages are pinned (go.sum); a
// renamed function fails this module's build, not a user's.
var (
	//go:linkname bitpackHasAVX2 github.com/stablerow/stablerow/bitpack.hasAVX2
	bitpackHasAVX2 bool
	//go:linkname bitpackUseAVX2Lanes github.com/stablerow/stablerow/bitpack.useAVX2Lanes
	bitpackUseAVX2Lanes bool
)

// bitpackUnpackAVX2LanesNoBase and bitpackUnpackAVX2PermNoBase are
// bitpack's AVX2 kernels of widths 17..31 but 24, for base 0: n values of
// width w from src (srcWords words) to dst (dstCap, restGroups and plan
// are not read; rest nil).
//
//go:linkname bitpackUnpackAVX2LanesNoBase github.com/stablerow/stablerow/bitpack.unpackAVX2LanesNoBase
//go:noescape
func bitpackUnpackAVX2LanesNoBase(dst *uint64, n int, dstCap int, src *byte, srcWords int, restGroups int, base uint64, w uint, plan *byte, rest *byte)

//go:linkname bitpackUnpackAVX2PermNoBase github.com/stablerow/stablerow/bitpack.unpackAVX2PermNoBase
//go:noescape
func bitpackUnpackAVX2PermNoBase(dst *uint64, n int, dstCap int, src *byte, srcWords int, restGroups int, base uint64, w uint, plan *byte, rest *byte)

// parquetUnpackInt64 is parquet-go's dispatch below Unpack's generic
// wrapper: one Go frame, then the kernel.
//
//go:linkname parquetUnpackInt64 github.com/parquet-go/bitpack.unpackInt64
func parquetUnpackInt64(dst []int64, src []byte, w uint)

// parquetUnpackInt64x9to31bitsAVX2 is parquet-go's AVX2 kernel of widths
// 9..31 (but 16).
//
//go:linkname parquetUnpackInt64x9to31bitsAVX2 github.com/parquet-go/bitpack.unpackInt64x9to31bitsAVX2
//go:noescape
func parquetUnpackInt64x9to31bitsAVX2(dst []int64, src []byte, w uint)

// BenchmarkUnpackAVX2Layers decodes 1024 values at widths 17..31 but 24,
// ours on AVX2 against parquet-go/bitpack: each kernel called from the
// benchmark loop (kernel), parquet-go's dispatch below its generic
// wrapper (peer-frame: one Go function, then the kernel), and the public
// functions (public: Unpack, ours forced to AVX2, where the dispatch
// unpackEntry, in assembly, jumps to the kernel; parquet-go's Unpack, two
// Go functions above its kernel). The two share the destination, at the
// start of a page or 2048 bytes into it (dst=), and the source, 4 pages
// on; each of b.N rounds times a batch of 100 calls of each of the five,
// in turn. ns metrics are the medians of the rounds, per call. Run with
// -benchtime 40x.
//
// It shows where the public calls' difference comes from: the two kernels
// run the same instructions per group (a shuffle and a shift per half
// group), which on Zen 4 bind on the two pipes that run both, and time
// within 1% of each other; the rest is what each package spends around
// its kernel, and that moves with where the destination lies.
func BenchmarkUnpackAVX2Layers(b *testing.B) {
	if !bitpackHasAVX2 {
		// The kernels are called directly, without the dispatch that
		// would keep them off such a CPU.
		b.Skip("this CPU has no AVX2")
	}
	saved := bitpackUseAVX512
	bitpackUseAVX512 = false
	defer func() { bitpackUseAVX512 = saved }()
	const n, batch = 1024, 100
	arena := make([]byte, 25*4096+4096)
	page := int(4096 - uintptr(unsafe.Pointer(&arena[0]))%4096)
	region := func(p, off, size int) []byte { return arena[page+p*4096+off : page+p*4096+off+size] }
	layers := []string{"ours-kernel", "ours-public", "peer-kernel", "peer-frame", "peer-public"}
	for w := uint(17); w <= 31; w++ {
		if w == 24 {
			continue
		}
		vals := packInput(n, w)
		nw := bitpack.WordsFor(n, w)
		for _, doff := range []int{0, 2048} {
			// The two share the destination and the source: their bytes
			// are the same (checked), and a page that is slow to write
			// on a virtual machine slows both alike.
			dst := unsafe.Slice((*uint64)(unsafe.Pointer(&region(0, doff, 8*n)[0])), n)
			pdst := unsafe.Slice((*int64)(unsafe.Pointer(&dst[0])), n)
			src := region(4, 0, max(8*nw, parquet.ByteCount(w*n)+parquet.PaddingInt64))
			words := unsafe.Slice((*uint64)(unsafe.Pointer(&src[0])), nw)
			bitpack.Pack(words, vals, 0, w)
			want := make([]byte, len(src))
			parquet.Pack(want, vals, w)
			if packed := parquet.ByteCount(w * n); string(src[:packed]) != string(want[:packed]) {
				b.Fatalf("width %d: parquet-go packs other bytes than ours", w)
			}
			out, in := &dst[0], (*byte)(unsafe.Pointer(&words[0]))
			lanes := bitpackUseAVX2Lanes
			b.Run(fmt.Sprintf("bits=%d/dst=%d", w, doff), func(b *testing.B) {
				times := make([][]float64, len(layers))
				for i := 0; i < b.N; i++ {
					for k := range layers {
						clear(dst)
						start := time.Now()
						switch k {
						case 0:
							for j := 0; j < batch; j++ {
								if lanes {
									bitpackUnpackAVX2LanesNoBase(out, n, n, in, nw, 0, 0, w, nil, nil)
								} else {
									bitpackUnpackAVX2PermNoBase(out, n, n, in, nw, 0, 0, w, nil, nil)
								}
							}
						case 1:
							for j := 0; j < batch; j++ {
								bitpack.Unpack(dst, words, 0, w)
							}
						case 2:
							for j := 0; j < batch; j++ {
								parquetUnpackInt64x9to31bitsAVX2(pdst, src, w)
							}
						case 3:
							for j := 0; j < batch; j++ {
								parquetUnpackInt64(pdst, src, w)
							}
						case 4:
							for j := 0; j < batch; j++ {
								parquet.Unpack(pdst, src, w)
							}
						}
						times[k] = append(times[k], float64(time.Since(start).Nanoseconds())/batch)
						for i := range vals {
							if dst[i] != vals[i] {
								b.Fatalf("width %d, %s: value %d decoded as %d, want %d", w, layers[k], i, dst[i], vals[i])
							}
						}
					}
				}
				for k, name := range layers {
					b.ReportMetric(medianOf(times[k]), name+"-ns")
				}
			})
		}
	}
}
