package bitpack

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"testing"
)

// bitsOf returns the positions of the set bits of words (flip 0) or of the
// zero bits (flip all ones), in order.
func bitsOf(words []uint64, flip uint64) []int {
	var pos []int
	for w, x := range words {
		for x ^= flip; x != 0; x &= x - 1 {
			pos = append(pos, 64*w+bits.TrailingZeros64(x))
		}
	}
	return pos
}

// selectOf returns Select1 (flip 0) or Select0 (flip all ones) of b.
func selectOf(b Bitmap, flip uint64) func(k int) (int, bool) {
	if flip != 0 {
		return b.Select0
	}
	return b.Select1
}

// polarity names flip for test messages.
func polarity(flip uint64) string {
	if flip != 0 {
		return "zeros"
	}
	return "ones"
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

// eachBit calls check for every one and every zero (flip 0 and all ones)
// of every bitmap, in every implementation (the dispatch switched to it),
// with the Bitmap, the bit's rank k among its kind and its position.
func eachBit(t *testing.T, bitmaps map[string][]uint64, check func(impl kernelImpl, name string, b Bitmap, flip uint64, k, pos int)) {
	t.Helper()
	for _, impl := range kernelImpls(t) {
		impl.use(t)
		for name, words := range bitmaps {
			b, err := NewBitmap(words, 64*len(words))
			if err != nil {
				t.Fatal(err)
			}
			for _, flip := range []uint64{0, ^uint64(0)} {
				for k, pos := range bitsOf(words, flip) {
					check(impl, name+"/"+polarity(flip), b, flip, k, pos)
				}
			}
		}
	}
}

// TestSelectNearParity checks selectNear, in every implementation and for
// both kinds of bits, on windows of up to 16 superblocks around each bit's
// superblock: the kernels and the branch-free Go must find the bit from
// any such start, including windows cut short by the directory's end.
func TestSelectNearParity(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	eachBit(t, selectBitmaps(r), func(impl kernelImpl, name string, b Bitmap, flip uint64, k, pos int) {
		s := pos / superBits
		// Three starts: the farthest before s, s itself (the window may
		// run past the directory's end) and one between.
		for _, lo := range []int{max(0, s-15), s, max(0, s-r.IntN(16))} {
			if got := selectNear(b.words, b.dir, lo, uint64(k), flip); got != pos {
				t.Fatalf("%s %s: selectNear(lo=%d, k=%d) = %d, want %d", impl.name, name, lo, k, got, pos)
			}
		}
	})
}

// TestSelectImpls runs Select1 and Select0 in every implementation against
// the positions of the bits, on bitmaps where the samples narrow the search
// to 16 superblocks or fewer and on sparse ones where they may not.
func TestSelectImpls(t *testing.T) {
	r := rand.New(rand.NewPCG(23, 24))
	bitmaps := selectBitmaps(r)
	bitmaps["sparse"] = randomBitmapWords(r, 300001, 0.003)
	bitmaps["half-1m"] = randomBitmapWords(r, 1<<20, 0.5)
	// Uneven: a dense stretch, then a sparse one, so that a sample
	// distance chosen for the average density spans many superblocks.
	uneven := randomBitmapWords(r, 1<<19, 0.02)
	copy(uneven, randomBitmapWords(r, 1<<16, 0.9))
	bitmaps["uneven"] = uneven
	eachBit(t, bitmaps, func(impl kernelImpl, name string, b Bitmap, flip uint64, k, pos int) {
		if got, ok := selectOf(b, flip)(k); !ok || got != pos {
			t.Fatalf("%s %s: select(%d) = %d %v, want %d", impl.name, name, k, got, ok, pos)
		}
	})
}

// FuzzSelect1Parity builds a bitmap of up to 24 superblocks from the input
// bytes, repeated, and checks Select1 and Select0 in every implementation
// against Rank1 and Test: the k-th one is set and has k ones before it, the
// k-th zero is clear and has k zeros before it.
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
		for _, impl := range kernelImpls(t) {
			impl.use(t)
			if ones := b.Count(); ones > 0 {
				kk := int(k) % ones
				if p, ok := b.Select1(kk); !ok || !b.Test(p) || b.Rank1(p) != kk {
					t.Fatalf("%s: Select1(%d) = %d %v over %d bits with %d ones: not the k-th one", impl.name, kk, p, ok, nbits, ones)
				}
			}
			if zeros := nbits - b.Count(); zeros > 0 {
				kk := int(k) % zeros
				if p, ok := b.Select0(kk); !ok || p >= nbits || b.Test(p) || b.Rank0(p) != kk {
					t.Fatalf("%s: Select0(%d) = %d %v over %d bits with %d zeros: not the k-th zero", impl.name, kk, p, ok, nbits, zeros)
				}
			}
		}
	})
}
