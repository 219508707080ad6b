package bitpack

import (
	"fmt"
	"math"
	"math/bits"
	"math/rand/v2"
	"testing"
)

// superCountsImpl is one implementation of superCounts, which the
// directory build runs.
type superCountsImpl struct {
	name string
	fn   func(dir, words []uint64)
}

// superCountsReference is superCounts from math/bits, block by block.
func superCountsReference(nsuper int, words []uint64) []uint64 {
	want := make([]uint64, nsuper)
	for s := range want {
		for k := range 4 {
			c := 0
			for _, w := range words[s*superWords+k*basicWords : s*superWords+(k+1)*basicWords] {
				c += bits.OnesCount64(w)
			}
			want[s] |= uint64(c) << (16 * k)
		}
	}
	return want
}

// checkSuperCounts runs impl on words (a whole number of superblocks)
// into a dir with sentinels after it and compares with the reference.
func checkSuperCounts(t *testing.T, impl superCountsImpl, words []uint64, off int, what string) {
	t.Helper()
	nsuper := len(words) / superWords
	want := superCountsReference(nsuper, words)
	dir := offsetSlice(nsuper, off)
	impl.fn(dir, words)
	for s := range want {
		if dir[s] != want[s] {
			t.Fatalf("%s: %s superblock %d of %d = %#x, want %#x", impl.name, what, s, nsuper, dir[s], want[s])
		}
	}
	checkSentinel(t, dir, impl.name+" superCounts "+what)
}

func TestSuperCountsParity(t *testing.T) {
	r := kernelRand(t)
	for _, impl := range superCountsImpls(t) {
		for nsuper := 0; nsuper <= 40; nsuper++ {
			for _, off := range kernelOffsets {
				words := offsetSlice(nsuper*superWords, off+1)
				randomWords(r, words)
				checkSuperCounts(t, impl, words, off, fmt.Sprintf("random off=%d", off))
			}
		}
		// All ones (512 a block) and single bits, in every block.
		words := make([]uint64, 9*superWords)
		for i := range words {
			words[i] = math.MaxUint64
		}
		checkSuperCounts(t, impl, words, 0, "all ones")
		for i := range words {
			words[i] = 1 << (i % 64)
			if i%3 == 0 {
				words[i] = 0
			}
		}
		checkSuperCounts(t, impl, words, 0, "single bits")
	}
}

// TestSuperCountsDispatch builds bitmaps with each implementation in use
// (NewBitmap's directory build runs superCounts): every rank must match a
// count of the bits below it.
func TestSuperCountsDispatch(t *testing.T) {
	r := kernelRand(t)
	for _, impl := range kernelImpls(t) {
		impl.use(t)
		for _, nwords := range []int{1, 31, 32, 33, 64, 95, 1000} {
			words := make([]uint64, nwords)
			randomWords(r, words)
			b, err := NewBitmap(words, 64*nwords)
			if err != nil {
				t.Fatal(err)
			}
			want := 0
			for i := 0; i < 64*nwords; i++ {
				if got := b.Rank1(i); got != want {
					t.Fatalf("%s: %d words: Rank1(%d) = %d, want %d", impl.name, nwords, i, got, want)
				}
				want += int(words[i/64] >> (i % 64) & 1)
			}
			if b.Count() != want {
				t.Fatalf("%s: %d words: Count = %d, want %d", impl.name, nwords, b.Count(), want)
			}
		}
	}
}

// BenchmarkNewBitmap builds the rank and select directories of a random
// bitmap of 2^20 bits (half set), with each implementation in use.
func BenchmarkNewBitmap(b *testing.B) {
	words := make([]uint64, 1<<14)
	randomWords(rand.New(rand.NewPCG(1, 2)), words)
	kernelBenchImpls(b, func(b *testing.B) {
		for range b.N {
			if _, err := NewBitmap(words, 64*len(words)); err != nil {
				b.Fatal(err)
			}
		}
		b.SetBytes(8 * int64(len(words)))
	})
}
