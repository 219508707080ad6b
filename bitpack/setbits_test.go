package bitpack

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// setBitsImpl is one implementation of setBits, run without the dispatch
// cutoffs; kernel.use selects it in the dispatch.
type setBitsImpl struct {
	kernel  kernelImpl
	setBits func(out, words []uint64, base uint64)
}

// setBitsReference is the plainest statement of AppendSetBits: one bit at
// a time. The generic implementation is checked against it too.
func setBitsReference(dst []uint64, words []uint64, base uint64) []uint64 {
	dst = slices.Grow(dst, popcountGeneric(words))
	for i, w := range words {
		for j := 0; j < 64; j++ {
			if w>>j&1 == 1 {
				dst = append(dst, base+64*uint64(i)+uint64(j))
			}
		}
	}
	return dst
}

// setBitsLengths are the word counts of the parity tests: around a word of
// output (64 values), the kernels' 8-slot margin and longer runs.
var setBitsLengths = []int{0, 1, 2, 3, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65, 127, 128, 129, 255, 256, 257, 511, 1023, 1024, 1025}

// setBitsDensities are the fractions of set bits of the parity tests.
var setBitsDensities = []float64{0, 0.001, 0.01, 0.05, 0.1, 0.3, 0.5, 0.7, 0.9, 0.99, 0.999, 1}

// densityWords fills s with random bits, each set with probability p:
// geometric gaps between the set bits (between the clear ones above 1/2),
// so that the cost follows the rarer kind of bit.
func densityWords(r *rand.Rand, s []uint64, p float64) {
	clear(s)
	rare, invert := p, false
	if p > 0.5 {
		rare, invert = 1-p, true
	}
	if rare > 0 {
		nbits := 64 * len(s)
		for i := -1; ; {
			// The next rare bit is Geometric(rare) bits after i.
			gap := 1
			if rare < 1 {
				gap += int(math.Floor(math.Log(1-r.Float64()) / math.Log1p(-rare)))
			}
			if gap > nbits {
				break
			}
			i += gap
			if i >= nbits {
				break
			}
			s[i/64] |= 1 << (i % 64)
		}
	}
	if invert {
		for i := range s {
			s[i] = ^s[i]
		}
	}
}

func TestDensityWords(t *testing.T) {
	r := kernelRand(t)
	words := make([]uint64, 4096)
	for _, p := range setBitsDensities {
		densityWords(r, words, p)
		got := float64(popcountGeneric(words)) / float64(64*len(words))
		if math.Abs(got-p) > 0.01 {
			t.Errorf("densityWords(%v) set %v of the bits", p, got)
		}
	}
}

// checkSetBits runs impl on words and compares with want, the reference's
// values; out is offset and followed by sentinels, which must survive.
func checkSetBits(t *testing.T, impl setBitsImpl, words, want []uint64, base uint64, off int, what string) {
	t.Helper()
	got := offsetSlice(len(want), off)
	impl.setBits(got, words, base)
	if !slices.Equal(got, want) {
		i := 0
		for i < len(got) && got[i] == want[i] {
			i++
		}
		t.Fatalf("%s: setBits %s base=%#x: %d values, first difference at %d: got %#x, want %#x",
			impl.kernel.name, what, base, len(want), i, got[i], want[i])
	}
	checkSentinel(t, got, impl.kernel.name+" setBits "+what)
}

func TestSetBitsParity(t *testing.T) {
	r := kernelRand(t)
	impls := setBitsImpls(t)
	for _, n := range setBitsLengths {
		reps := 2 // two random bases and offsets, one for the long inputs
		if n > 256 {
			reps = 1
		}
		for _, p := range setBitsDensities {
			for range reps {
				words := offsetSlice(n, r.IntN(4))
				densityWords(r, words, p)
				base := kernelBases[r.IntN(len(kernelBases))]
				want := setBitsReference(nil, words, base)
				off := kernelOffsets[r.IntN(len(kernelOffsets))]
				for _, impl := range impls {
					checkSetBits(t, impl, words, want, base, off, fmt.Sprintf("n=%d p=%v", n, p))
				}
			}
		}
		// Random words with runs of all-zero and all-one words.
		words := make([]uint64, n)
		randomWords(r, words)
		base := r.Uint64()
		want := setBitsReference(nil, words, base)
		for _, impl := range impls {
			checkSetBits(t, impl, words, want, base, 0, fmt.Sprintf("n=%d random", n))
		}
	}
}

// TestSetBitsSingleBits puts one set bit (or one clear bit) at every
// position of a few words, and at bits 0 and 63 of every word of longer
// inputs, so that a lone value sits at each place of a kernel's loop.
func TestSetBitsSingleBits(t *testing.T) {
	impls := setBitsImpls(t)
	for _, n := range []int{1, 2, 3, 9} {
		for i := 0; i < 64*n; i++ {
			words := make([]uint64, n)
			words[i/64] = 1 << (i % 64)
			want := setBitsReference(nil, words, 1000)
			for _, impl := range impls {
				checkSetBits(t, impl, words, want, 1000, 0, fmt.Sprintf("n=%d bit %d", n, i))
			}
			for j := range words {
				words[j] = ^words[j]
			}
			want = setBitsReference(nil, words, 1000)
			for _, impl := range impls {
				checkSetBits(t, impl, words, want, 1000, 1, fmt.Sprintf("n=%d all but bit %d", n, i))
			}
		}
	}
	for _, n := range []int{17, 70} {
		for i := 0; i < n; i++ {
			for _, bit := range []int{0, 63} {
				words := make([]uint64, n)
				words[i] = 1 << bit
				want := []uint64{64*uint64(i) + uint64(bit)}
				for _, impl := range impls {
					checkSetBits(t, impl, words, want, 0, 0, fmt.Sprintf("n=%d word %d bit %d", n, i, bit))
				}
				for j := range words {
					words[j] = math.MaxUint64
				}
				words[i] = 1 << bit
				want = setBitsReference(nil, words, 7)
				for _, impl := range impls {
					checkSetBits(t, impl, words, want, 7, 2, fmt.Sprintf("n=%d ones, word %d only bit %d", n, i, bit))
				}
			}
		}
	}
}

// TestAppendSetBits checks the exported API through the dispatch (the
// cutoffs included) for every implementation: dst empty, nil, with values,
// with and without spare capacity. Capacity past the appended values must
// not be written.
func TestAppendSetBits(t *testing.T) {
	r := kernelRand(t)
	for _, impl := range setBitsImpls(t) {
		t.Run(impl.kernel.name, func(t *testing.T) {
			impl.kernel.use(t)
			// Lengths on both sides of the dispatch cutoffs (in values and
			// in values per word) and long enough for the kernels.
			for _, n := range []int{0, 1, 2, 3, 8, 17, 64, 129, 1025} {
				for _, p := range []float64{0, 0.01, 0.05, 0.2, 0.5, 0.99, 1} {
					words := make([]uint64, n)
					densityWords(r, words, p)
					base := kernelBases[r.IntN(len(kernelBases))]
					values := setBitsReference(nil, words, base)
					for _, prefix := range []int{0, 5} {
						for _, spare := range []int{-1, 0, 100} {
							var dst []uint64
							if spare >= 0 {
								dst = offsetSlice(prefix+len(values)+spare, 0)[:prefix]
							} else {
								dst = make([]uint64, prefix)
							}
							for i := range dst {
								dst[i] = uint64(i) + 11
							}
							want := append(slices.Clone(dst), values...)
							got := AppendSetBits(dst, words, base)
							if !slices.Equal(got, want) {
								t.Fatalf("AppendSetBits n=%d p=%v prefix=%d spare=%d base=%#x differs", n, p, prefix, spare, base)
							}
							if spare >= 0 {
								if &got[0:1][0] != &dst[0:1][0] {
									t.Fatalf("AppendSetBits n=%d p=%v spare=%d reallocated", n, p, spare)
								}
								for i, v := range got[len(got):cap(got)] {
									if v != kernelSentinel {
										t.Fatalf("AppendSetBits n=%d p=%v: spare slot %d overwritten with %#x", n, p, i, v)
									}
								}
							}
						}
					}
				}
			}
		})
	}
}

func TestBitmapAppendOnes(t *testing.T) {
	r := kernelRand(t)
	for _, impl := range setBitsImpls(t) {
		t.Run(impl.kernel.name, func(t *testing.T) {
			impl.kernel.use(t)
			for _, nbits := range []int{0, 1, 63, 64, 65, 1000, 4097, 70000} {
				words := make([]uint64, (nbits+63)/64)
				densityWords(r, words, 0.5)
				if nbits%64 != 0 {
					words[len(words)-1] &= 1<<(nbits%64) - 1
				}
				b, err := NewBitmap(words, nbits)
				if err != nil {
					t.Fatal(err)
				}
				for _, base := range kernelBases {
					want := setBitsReference([]uint64{5}, words, base)
					if got := b.AppendOnes([]uint64{5}, base); !slices.Equal(got, want) {
						t.Fatalf("AppendOnes nbits=%d base=%#x differs", nbits, base)
					}
				}
			}
		})
	}
}

// TestAppendSetBitsAllocs checks that appending into a dst with room
// allocates nothing, for every implementation.
func TestAppendSetBitsAllocs(t *testing.T) {
	r := kernelRand(t)
	words := make([]uint64, 1000)
	densityWords(r, words, 0.5)
	b, err := NewBitmap(words, 64*len(words))
	if err != nil {
		t.Fatal(err)
	}
	dst := make([]uint64, 0, b.Count()+3)
	for _, impl := range setBitsImpls(t) {
		t.Run(impl.kernel.name, func(t *testing.T) {
			impl.kernel.use(t)
			for _, short := range []int{1, len(words)} {
				if allocs := testing.AllocsPerRun(20, func() { dst = AppendSetBits(dst[:0], words[:short], 3) }); allocs != 0 {
					t.Errorf("AppendSetBits of %d words into room: %v allocations", short, allocs)
				}
			}
			if allocs := testing.AllocsPerRun(20, func() { dst = b.AppendOnes(dst[:2], 3) }); allocs != 0 {
				t.Errorf("AppendOnes into room: %v allocations", allocs)
			}
		})
	}
}
