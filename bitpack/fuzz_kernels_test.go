package bitpack

import (
	"encoding/binary"
	"math/bits"
	"slices"
	"testing"
)

// The fuzz targets compare every implementation of a kernel with the
// generic one on inputs built from the fuzzer's bytes.

// fuzzWords turns data into words (little-endian, the last one padded).
func fuzzWords(data []byte) []uint64 {
	words := make([]uint64, (len(data)+7)/8)
	for i := range words {
		var b [8]byte
		copy(b[:], data[8*i:])
		words[i] = binary.LittleEndian.Uint64(b[:])
	}
	return words
}

func FuzzUnpackParity(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte, width uint8, length uint16, base uint64, offset uint8) {
		w := uint(width) % (MaxWidth + 1)
		n := int(length) % 2048
		off := int(offset % 8)
		src := fuzzWords(data)
		if need := WordsFor(n, w); len(src) < need {
			src = append(src, make([]uint64, need-len(src))...)
		}
		src = src[:WordsFor(n, w)]
		// Also the base with its low w bits zero, which the unpack
		// kernels OR in, and 0, which they do not add.
		for _, base := range []uint64{base, base &^ lowMask(w), 0} {
			want := make([]uint64, n)
			unpackGeneric(want, src, base, w)
			for _, impl := range variantImpls(t) {
				got := offsetSlice(n, off)
				impl.unpack(got, src, base, w)
				if !slices.Equal(got, want) {
					t.Fatalf("%s: unpack w=%d n=%d base=%#x differs", impl.name, w, n, base)
				}
				checkSentinel(t, got, impl.name+" unpack")
				// Unpack as dispatched, with impl's flags (until the
				// test ends): the cutoffs and what the dispatch decodes
				// itself.
				impl.use(t)
				got = offsetSlice(n, off)
				Unpack(got, src, base, w)
				if !slices.Equal(got, want) {
					t.Fatalf("%s: Unpack w=%d n=%d base=%#x differs", impl.name, w, n, base)
				}
				checkSentinel(t, got, impl.name+" Unpack")
			}
		}
	})
}

func FuzzPackParity(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte, width uint8, base uint64, offset uint8) {
		w := uint(width) % (MaxWidth + 1)
		off := int(offset % 8)
		src := fuzzWords(data)
		for i := range src {
			src[i] = base + src[i]&lowMask(w)
		}
		want := make([]uint64, WordsFor(len(src), w))
		packGeneric(want, src, base, w)
		for _, impl := range variantImpls(t) {
			got := offsetSlice(len(want), off)
			impl.pack(got, src, base, w)
			if !slices.Equal(got, want) {
				t.Fatalf("%s: pack w=%d n=%d base=%#x differs", impl.name, w, len(src), base)
			}
			checkSentinel(t, got, impl.name+" pack")
		}
	})
}

// FuzzLowerBoundInBlock checks the in-block search of Array.LowerBound
// against a plain count on fuzzer-chosen values, sorted into a block.
func FuzzLowerBoundInBlock(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte, width uint8, length uint8, target uint64) {
		w := uint(width) % (MaxWidth + 1)
		n := 1 + int(length)%64
		words := fuzzWords(data)
		vals := make([]uint64, n)
		for i := range vals {
			if i < len(words) {
				vals[i] = words[i] & lowMask(w)
			}
		}
		slices.Sort(vals)
		block := make([]uint64, WordsFor(n, w))
		packGeneric(block, vals, 0, w)
		if w < 64 && target&1 == 1 {
			target &= lowMask(w) // mostly targets within the values' range
		}
		if got, want := lowerBoundInBlock(block, w, n, target), countLessGeneric(block, w, n, target); got != want {
			t.Fatalf("lowerBoundInBlock w=%d n=%d target=%#x = %d, want %d", w, n, target, got, want)
		}
	})
}

func FuzzPopcountParity(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte, offset uint8) {
		words := fuzzWords(data)
		words = words[min(int(offset%8), len(words)):]
		want := popcountGeneric(words)
		for _, impl := range kernelImpls(t) {
			if got := impl.popcount(words); got != want {
				t.Fatalf("%s: popcount of %d words = %d, want %d", impl.name, len(words), got, want)
			}
		}
	})
}

func FuzzSelect64Parity(f *testing.F) {
	f.Fuzz(func(t *testing.T, x uint64, k uint8) {
		if x == 0 {
			return // select64 requires a set bit
		}
		kk := int(k) % bits.OnesCount64(x)
		want := select64Generic(x, kk)
		if x>>want&1 != 1 || bits.OnesCount64(x&(1<<want-1)) != kk {
			t.Fatalf("generic select64(%#x, %d) = %d, not the k-th set bit", x, kk, want)
		}
		for _, impl := range kernelImpls(t) {
			if got := impl.select64(x, kk); got != want {
				t.Fatalf("%s: select64(%#x, %d) = %d, want %d", impl.name, x, kk, got, want)
			}
		}
	})
}

func FuzzSuperCountsParity(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte, nsuper uint8) {
		// nsuper superblocks of data's words, repeated.
		src := fuzzWords(data)
		words := make([]uint64, int(nsuper%64)*superWords)
		for i := range words {
			if len(src) > 0 {
				words[i] = src[i%len(src)]
			}
		}
		want := superCountsReference(len(words)/superWords, words)
		for _, impl := range superCountsImpls(t) {
			dir := make([]uint64, len(want))
			impl.fn(dir, words)
			if !slices.Equal(dir, want) {
				t.Fatalf("%s: superCounts of %d superblocks differs", impl.name, len(want))
			}
		}
	})
}
