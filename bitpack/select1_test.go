package bitpack

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"testing"
)

// onesOf returns the positions of the set bits of words, in order: the
// oracle of the select tests.
func onesOf(words []uint64) []int {
	var ones []int
	for w, x := range words {
		for ; x != 0; x &= x - 1 {
			ones = append(ones, 64*w+bits.TrailingZeros64(x))
		}
	}
	return ones
}

// selectBitmaps are bitmaps of fewer than 16 superblocks and more, whose
// last basic block is whole or partial, at densities from sparse to full
// and with runs of empty superblocks.
func selectBitmaps(r *rand.Rand) map[string][]uint64 {
	out := map[string][]uint64{}
	for _, n := range []int{64, 700, superBits, 5*superBits + 77, 15 * superBits, 16 * superBits, 16*superBits + 64*3 + 5, 17*superBits - 1, 40*superBits + basicBits + 7, 70000} {
		for _, p := range []float64{0.02, 0.3, 0.5, 0.97, 1} {
			out[fmt.Sprintf("n=%d/p=%v", n, p)] = randomBitmapWords(r, n, p)
		}
		// Bursts: superblocks alternately empty and dense.
		words := randomBitmapWords(r, n, 0.6)
		for i := range words {
			if i/superWords%3 != 0 {
				words[i] = 0
			}
		}
		out[fmt.Sprintf("n=%d/bursts", n)] = words
	}
	return out
}

// eachOne calls check for every one of every bitmap, in every
// implementation (the dispatch switched to it), with the Bitmap, the one's
// rank k and its position.
func eachOne(t *testing.T, bitmaps map[string][]uint64, check func(impl kernelImpl, name string, b Bitmap, k, pos int)) {
	t.Helper()
	for _, impl := range kernelImpls(t) {
		impl.use(t)
		for name, words := range bitmaps {
			b, err := NewBitmap(words, 64*len(words))
			if err != nil {
				t.Fatal(err)
			}
			for k, pos := range onesOf(words) {
				check(impl, name, b, k, pos)
			}
		}
	}
}

// TestSelectNearParity checks selectNear, in every implementation, on
// windows of up to 16 superblocks around each one's superblock: the
// kernels and the branch-free Go must find the one from any such start,
// including windows cut short by the directory's end.
func TestSelectNearParity(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	eachOne(t, selectBitmaps(r), func(impl kernelImpl, name string, b Bitmap, k, pos int) {
		s := pos / superBits
		// Three starts: the farthest before s, s itself (the window may
		// run past the directory's end) and one between.
		for _, lo := range []int{max(0, s-15), s, max(0, s-r.IntN(16))} {
			if got := selectNear(b.words, b.dir, lo, uint64(k)); got != pos {
				t.Fatalf("%s %s: selectNear(lo=%d, k=%d) = %d, want %d", impl.name, name, lo, k, got, pos)
			}
		}
	})
}

// TestSelect1Impls runs Select1 in every implementation against the
// positions of the ones, on bitmaps where the samples narrow the search to
// 16 superblocks or fewer and on sparse ones where they do not.
func TestSelect1Impls(t *testing.T) {
	r := rand.New(rand.NewPCG(23, 24))
	bitmaps := selectBitmaps(r)
	bitmaps["sparse"] = randomBitmapWords(r, 300001, 0.003)
	bitmaps["half-1m"] = randomBitmapWords(r, 1<<20, 0.5)
	eachOne(t, bitmaps, func(impl kernelImpl, name string, b Bitmap, k, pos int) {
		if got, ok := b.Select1(k); !ok || got != pos {
			t.Fatalf("%s %s: Select1(%d) = %d %v, want %d", impl.name, name, k, got, ok, pos)
		}
	})
}

// FuzzSelect1Parity builds a bitmap of up to 24 superblocks from the input
// bytes, repeated, and checks Select1 in every implementation against
// Rank1 and Test: the k-th one is set and has k ones before it.
func FuzzSelect1Parity(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte, extra uint16, trim uint8, k uint32) {
		src := fuzzWords(data)
		if len(src) == 0 {
			return
		}
		words := make([]uint64, 1+int(extra)%(24*superWords))
		for i := range words {
			words[i] = src[i%len(src)]
		}
		nbits := 64*len(words) - int(trim)%64
		if r := nbits % 64; r != 0 {
			words[len(words)-1] &= 1<<r - 1
		}
		b, err := NewBitmap(words, nbits)
		if err != nil {
			t.Fatal(err)
		}
		if b.Count() == 0 {
			return
		}
		kk := int(k) % b.Count()
		for _, impl := range kernelImpls(t) {
			impl.use(t)
			p, ok := b.Select1(kk)
			if !ok || !b.Test(p) || b.Rank1(p) != kk {
				t.Fatalf("%s: Select1(%d) = %d %v over %d bits with %d ones: not the k-th one", impl.name, kk, p, ok, nbits, b.Count())
			}
		}
	})
}
