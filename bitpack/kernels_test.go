package bitpack

import (
	"fmt"
	"math"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"
)

// kernelImpl is one implementation of the kernels. Its functions run that
// implementation directly, without the dispatch cutoffs, so that every
// length reaches the assembly; use (per build) makes the dispatch functions
// pick it, to test the cutoffs too.
type kernelImpl struct {
	name      string
	available bool // the CPU can run it
	// The dispatch switches use selects this implementation; each build
	// reads only its own architecture's.
	//lint:ignore U1000 read on amd64 only
	avx512 bool
	//lint:ignore U1000 read on amd64 only
	avx2 bool
	// wideVPERMI2B selects packAVX512WideVPERMI2B for Pack at widths
	// 57..63 (useWideVPERMI2B), packHalf the AVX-512 Pack kernels of
	// 32-byte stores at widths 9..31 (usePackHalf), avx2Lanes
	// unpackAVX2Lanes for Unpack at widths 17..31 (useAVX2Lanes); only
	// variantImpls has implementations with them set.
	//lint:ignore U1000 read on amd64 only
	wideVPERMI2B bool
	//lint:ignore U1000 read on amd64 only
	packHalf bool
	//lint:ignore U1000 read on amd64 only
	avx2Lanes bool
	//lint:ignore U1000 read on arm64 only
	neon     bool
	unpack   func(dst, src []uint64, base uint64, w uint)
	pack     func(dst, src []uint64, base uint64, w uint)
	popcount func(words []uint64) int
	select64 func(x uint64, k int) int
}

var genericImpl = kernelImpl{
	name:      "generic",
	available: true,
	unpack:    unpackGeneric,
	pack:      packGeneric,
	popcount:  popcountGeneric,
	select64:  select64Generic,
}

// kernelLengths are the value counts the parity tests use: every edge of a
// 8-value group and of the 16-, 32- and 64-value blocks of the pack kernels.
var kernelLengths = []int{0, 1, 2, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65, 127, 128, 129, 1023, 1024, 1025}

// kernelOffsets are the start offsets (in words) of the sub-slices the
// parity tests use, so that buffers start at every alignment mod 64 bytes.
var kernelOffsets = []int{0, 1, 3}

// kernelBases are the bases the parity tests add; the last ones make
// base+value wrap around, which must wrap the same way everywhere.
var kernelBases = []uint64{0, 1, 1 << 40, math.MaxUint64 - 5, math.MaxUint64}

// offsetSlice returns a slice of n words that starts off words into a
// larger buffer, with sentinel words after it (within its capacity) that
// checkSentinel verifies.
func offsetSlice(n, off int) []uint64 {
	buf := make([]uint64, off+n+kernelSentinels)
	for i := range buf {
		buf[i] = kernelSentinel
	}
	return buf[off : off+n]
}

const (
	kernelSentinel  = 0xdeadbeefcafef00d
	kernelSentinels = 8
)

// checkSentinel fails if the words after s (within its buffer) changed.
func checkSentinel(t testing.TB, s []uint64, what string) {
	t.Helper()
	after := s[len(s) : len(s)+kernelSentinels]
	for i, v := range after {
		if v != kernelSentinel {
			t.Fatalf("%s: word %d past the end was overwritten with %#x", what, i, v)
		}
	}
}

// kernelRand returns a generator seeded from the test name, so failures
// reproduce.
func kernelRand(t testing.TB) *rand.Rand {
	var seed uint64
	for _, c := range t.Name() {
		seed = seed*131 + uint64(c)
	}
	return rand.New(rand.NewPCG(seed, 0x5eed))
}

// randomWords fills s with random words, with runs of all-zero and all-one
// words so that extremes appear at every width.
func randomWords(r *rand.Rand, s []uint64) {
	for i := range s {
		switch r.IntN(8) {
		case 0:
			s[i] = 0
		case 1:
			s[i] = math.MaxUint64
		default:
			s[i] = r.Uint64()
		}
	}
}

func TestUnpackParity(t *testing.T) {
	r := kernelRand(t)
	for _, impl := range variantImpls(t) {
		checkUnpackParity(t, r, impl.name, impl.unpack)
	}
}

// checkUnpackParity runs unpack at every width, length of kernelLengths
// and offset of kernelOffsets, with random words (padding bits included)
// and a random one of kernelBases, against unpackGeneric; name says which
// unpack failed.
func checkUnpackParity(t *testing.T, r *rand.Rand, name string, unpack func(dst, src []uint64, base uint64, w uint)) {
	t.Helper()
	for w := uint(0); w <= MaxWidth; w++ {
		for _, n := range kernelLengths {
			for _, off := range kernelOffsets {
				// Any source words decode, padding bits included.
				src := offsetSlice(WordsFor(n, w), off+1)
				randomWords(r, src)
				base := kernelBases[r.IntN(len(kernelBases))]
				want := make([]uint64, n)
				unpackGeneric(want, src, base, w)
				got := offsetSlice(n, off)
				unpack(got, src, base, w)
				if !slices.Equal(got, want) {
					t.Fatalf("%s: unpack w=%d n=%d off=%d base=%#x: got %x, want %x",
						name, w, n, off, base, got, want)
				}
				checkSentinel(t, got, fmt.Sprintf("%s unpack w=%d n=%d", name, w, n))
			}
		}
	}
}

func TestPackParity(t *testing.T) {
	r := kernelRand(t)
	for _, impl := range variantImpls(t) {
		for w := uint(0); w <= MaxWidth; w++ {
			for _, n := range kernelLengths {
				for _, off := range kernelOffsets {
					base := kernelBases[r.IntN(len(kernelBases))]
					src := offsetSlice(n, off+2)
					randomWords(r, src)
					for i := range src {
						src[i] = base + src[i]&lowMask(w) // must fit in w bits
					}
					want := make([]uint64, WordsFor(n, w))
					packGeneric(want, src, base, w)
					got := offsetSlice(len(want), off)
					randomWords(r, got) // pack overwrites every word
					impl.pack(got, src, base, w)
					if !slices.Equal(got, want) {
						t.Fatalf("%s: pack w=%d n=%d off=%d base=%#x: got %x, want %x",
							impl.name, w, n, off, base, got, want)
					}
					checkSentinel(t, got, fmt.Sprintf("%s pack w=%d n=%d", impl.name, w, n))
				}
			}
		}
	}
}

// TestDispatchParity runs the dispatch functions (and Unpack and Pack)
// with each implementation selected, on lengths on both sides of every
// cutoff.
func TestDispatchParity(t *testing.T) {
	r := kernelRand(t)
	for _, impl := range variantImpls(t) {
		impl.use(t)
		for _, w := range []uint{0, 1, 7, 8, 13, 21, 32, 47, 56, 57, 63, 64} {
			for n := 0; n <= 300; n += 1 + n/16 {
				src := make([]uint64, WordsFor(n, w))
				randomWords(r, src)
				base := r.Uint64()
				if r.IntN(2) == 0 {
					// Unpack and Pack copy at width 64 (unpackAVX2Copy,
					// packCopies64).
					base = 0
				}
				want := make([]uint64, n)
				unpackGeneric(want, src, base, w)
				got := make([]uint64, n)
				Unpack(got, src, base, w)
				if !slices.Equal(got, want) {
					t.Fatalf("%s: dispatched unpack w=%d n=%d differs", impl.name, w, n)
				}
				packed := make([]uint64, len(src))
				Pack(packed, want, base, w)
				wantPacked := make([]uint64, len(src))
				packGeneric(wantPacked, want, base, w)
				if !slices.Equal(packed, wantPacked) {
					t.Fatalf("%s: dispatched pack w=%d n=%d differs", impl.name, w, n)
				}
				if got, want := popcount(src), popcountGeneric(src); got != want {
					t.Fatalf("%s: dispatched popcount of %d words = %d, want %d", impl.name, len(src), got, want)
				}
				if n >= 1 && n <= 64 {
					// lowerBoundInBlock is only ever asked about ascending
					// blocks: sort the values.
					sorted := slices.Clone(want)
					for i := range sorted {
						sorted[i] -= base
					}
					slices.Sort(sorted)
					block := make([]uint64, len(src))
					packGeneric(block, sorted, 0, w)
					target := r.Uint64() & lowMask(w)
					if i := r.IntN(n); r.IntN(2) == 0 {
						target = sorted[i] // hit an existing value, duplicates included
					}
					if got, want := lowerBoundInBlock(block, w, n, target), countLessGeneric(block, w, n, target); got != want {
						t.Fatalf("%s: lowerBoundInBlock w=%d n=%d = %d, want %d", impl.name, w, n, got, want)
					}
				}
			}
		}
		for i := 0; i < 1000; i++ {
			x := r.Uint64() >> r.IntN(64)
			if x == 0 {
				continue
			}
			k := r.IntN(bits.OnesCount64(x))
			if got, want := select64(x, k), select64Generic(x, k); got != want {
				t.Fatalf("%s: dispatched select64(%#x, %d) = %d, want %d", impl.name, x, k, got, want)
			}
		}
	}
}

func TestPopcountParity(t *testing.T) {
	r := kernelRand(t)
	for _, impl := range kernelImpls(t) {
		for n := 0; n <= 300; n++ {
			for _, off := range kernelOffsets {
				words := offsetSlice(n, off)
				randomWords(r, words)
				if got, want := impl.popcount(words), popcountGeneric(words); got != want {
					t.Fatalf("%s: popcount n=%d off=%d = %d, want %d", impl.name, n, off, got, want)
				}
			}
		}
		// All ones, large: the accumulators must not overflow or drop
		// lanes, also across the NEON kernel's chunks of 8184 words.
		for _, n := range []int{4099, 8184, 8192, 3*8184 + 13} {
			words := make([]uint64, n)
			for i := range words {
				words[i] = math.MaxUint64
			}
			if got := impl.popcount(words); got != 64*len(words) {
				t.Fatalf("%s: popcount of %d all-ones words = %d", impl.name, len(words), got)
			}
		}
	}
}

func TestSelect64Parity(t *testing.T) {
	r := kernelRand(t)
	xs := []uint64{1, 1 << 63, math.MaxUint64, 0x8000000000000001, 0x5555555555555555, 0xff00ff00ff00ff00}
	for i := 0; i < 2000; i++ {
		x := r.Uint64() & r.Uint64() >> r.IntN(64)
		if x != 0 {
			xs = append(xs, x)
		}
	}
	for _, impl := range kernelImpls(t) {
		for _, x := range xs {
			for k := 0; k < bits.OnesCount64(x); k++ {
				if got, want := impl.select64(x, k), select64Generic(x, k); got != want {
					t.Fatalf("%s: select64(%#x, %d) = %d, want %d", impl.name, x, k, got, want)
				}
			}
		}
	}
}

// TestLowerBoundInBlock checks the in-block search of Array.LowerBound
// against a plain count (countLessGeneric) on ascending blocks of every
// width and length, at odd starts, with values past n that must not count.
func TestLowerBoundInBlock(t *testing.T) {
	r := kernelRand(t)
	for w := uint(0); w <= MaxWidth; w++ {
		for n := 1; n <= 64; n++ {
			for _, off := range kernelOffsets[:2] {
				block := offsetSlice(int(w), off)
				ascendingBlock(r, block, w, n)
				targets := []uint64{0, 1, lowMask(w), lowMask(w) - 1, math.MaxUint64, r.Uint64() & lowMask(w)}
				if n > 1 {
					v := getPackedOrZero(block, w, r.IntN(n))
					targets = append(targets, v, v+1)
				}
				for _, target := range targets {
					if got, want := lowerBoundInBlock(block, w, n, target), countLessGeneric(block, w, n, target); got != want {
						t.Fatalf("lowerBoundInBlock w=%d n=%d off=%d target=%#x = %d, want %d", w, n, off, target, got, want)
					}
				}
			}
		}
	}
}

// ascendingBlock fills block (a whole 64-value block at width w) with
// random values whose first n ascend, the rest random.
func ascendingBlock(r *rand.Rand, block []uint64, w uint, n int) {
	randomWords(r, block)
	if w == 0 {
		return
	}
	vals := make([]uint64, BlockLen)
	for i := range vals {
		vals[i] = getPacked(block, w, i)
	}
	slices.Sort(vals[:n])
	packGeneric(block, vals, 0, w)
}

// countLessGeneric returns how many of the first n (1..64) values of the
// packed block are below target. The block starts at a block boundary.
func countLessGeneric(block []uint64, w uint, n int, target uint64) int {
	if w == 0 {
		if target > 0 {
			return n
		}
		return 0
	}
	c := 0
	for i := 0; i < n; i++ {
		if getPacked(block, w, i) < target {
			c++
		}
	}
	return c
}

// getPackedOrZero is getPacked that also takes width 0.
func getPackedOrZero(words []uint64, w uint, i int) uint64 {
	if w == 0 {
		return 0
	}
	return getPacked(words, w, i)
}

// TestKernelsDoNotAllocate checks that no implementation allocates: their
// buffers for short inputs and partial groups stay on the stack.
func TestKernelsDoNotAllocate(t *testing.T) {
	for _, impl := range variantImpls(t) {
		for _, w := range []uint{1, 7, 8, 21, 45, 59, 64} {
			for _, n := range []int{5, 64, 77} {
				values, packed := kernelBenchPacked(n, w)
				dst := make([]uint64, n)
				allocs := testing.AllocsPerRun(20, func() {
					impl.unpack(dst, packed, 0, w)
					impl.pack(packed, values, 0, w)
					kernelBenchSink += impl.popcount(packed)
					kernelBenchSink += impl.select64(values[n-1]|1, 0)
				})
				if allocs != 0 {
					t.Fatalf("%s: w=%d n=%d: %.1f allocations per run", impl.name, w, n, allocs)
				}
			}
		}
	}
}

// TestUnpackScalarParity checks the portable group decoder against the
// oracle at every width, around its length cutoff, at block edges and on
// sub-slices whose loads end exactly at the end of src.
func TestUnpackScalarParity(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	for w := uint(0); w <= 64; w++ {
		for _, n := range []int{0, 1, 7, 8, 15, 16, 17, 63, 64, 65, 127, 128, 129, 1000, 1023, 1024, 1025} {
			vals := randomValues(r, n, math.MaxUint64-uint64(r.IntN(1000))-lowMask(w), w)
			words := make([]uint64, WordsFor(n, w))
			packGeneric(words, vals, vals0(vals), w)
			want := make([]uint64, n)
			unpackGeneric(want, words, vals0(vals), w)
			got := make([]uint64, n)
			unpackScalar(got, words, vals0(vals), w)
			if !slices.Equal(got, want) {
				t.Fatalf("w=%d n=%d: unpackScalar differs from unpackGeneric", w, n)
			}
		}
	}
}

// TestPackScalarParity checks the portable block encoder against the
// oracle at every width, around its block edges, with values whose bits
// above w (and the bases') must be dropped.
func TestPackScalarParity(t *testing.T) {
	r := rand.New(rand.NewPCG(23, 24))
	for w := uint(0); w <= 64; w++ {
		for _, n := range []int{0, 1, 63, 64, 65, 127, 128, 129, 1000, 1024, 1025} {
			vals := make([]uint64, n)
			randomWords(r, vals)
			base := r.Uint64()
			want := make([]uint64, WordsFor(n, w))
			packGeneric(want, vals, base, w)
			got := make([]uint64, len(want))
			randomWords(r, got)
			packScalar(got, vals, base, w)
			if !slices.Equal(got, want) {
				t.Fatalf("w=%d n=%d: packScalar differs from packGeneric", w, n)
			}
		}
	}
}

func vals0(v []uint64) uint64 {
	if len(v) == 0 {
		return 0
	}
	return slices.Min(v)
}

// TestSelect64Exported checks Select64 against a bit-by-bit select for
// every rank of random words in every implementation, and that ranks past
// the word's ones (and negative ones) do not panic, as documented.
func TestSelect64Exported(t *testing.T) {
	r := kernelRand(t)
	words := []uint64{0, 1, 1 << 63, math.MaxUint64}
	for i := 0; i < 200; i++ {
		words = append(words, r.Uint64(), r.Uint64()&r.Uint64()&r.Uint64())
	}
	for _, impl := range kernelImpls(t) {
		impl.use(t)
		for _, x := range words {
			k := 0
			for p := 0; p < 64; p++ {
				if x>>p&1 == 1 {
					if got := Select64(x, k); got != p {
						t.Fatalf("%s: Select64(%#x, %d) = %d, want %d", impl.name, x, k, got, p)
					}
					k++
				}
			}
			for _, bad := range []int{k, k + 1, 64, 65, 1000, -1, math.MinInt} {
				kernelBenchSink += Select64(x, bad) // meaningless, but no panic
			}
		}
	}
}
