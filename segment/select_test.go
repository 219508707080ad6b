package segment

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/stablerow/stablerow/bitpack"
)

// selectSamples agrees with a bit-by-bit walk, on words from empty to
// full, runs of full words (a sample at every word start) and zero words
// after the last sample.
func TestSelectSamples(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for round := 0; round < 300; round++ {
		words := make([]uint64, 1+r.IntN(200))
		for i := range words {
			switch r.IntN(6) {
			case 0: // zero
			case 1:
				words[i] = ^uint64(0)
			case 2:
				words[i] = ^uint64(0) << r.UintN(64)
			case 3:
				words[i] = r.Uint64() & r.Uint64() & r.Uint64()
			default:
				words[i] = r.Uint64()
			}
		}
		ones := 0
		for _, w := range words {
			ones += bits.OnesCount64(w)
		}
		sel := selectSamples(words, ones)
		if want := (ones + selectEvery - 1) / selectEvery; len(sel) != want {
			t.Fatalf("round %d: %d samples for %d ones, want %d", round, len(sel), ones, want)
		}
		rank := 0
		for wi, w := range words {
			below := 0
			for b := 0; b < 64; b++ {
				if w>>b&1 == 0 {
					continue
				}
				if rank%selectEvery == 0 {
					if want := uint32(wi)<<6 | uint32(below); sel[rank/selectEvery] != want {
						t.Fatalf("round %d: sample %d = %#x, want word %d, %d ones below", round, rank/selectEvery, sel[rank/selectEvery], wi, below)
					}
				}
				rank++
				below++
			}
		}
	}
}

// Bitmaps get select samples from selectCutoff ones on; Get agrees with
// bitpack's Select1 on both sides of the cutoff and at every density Lance
// uses a bitmap for (1/16 to nearly full).
func TestBitmapSelectSamples(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for _, nbits := range []int{64, 2000, 5000, 70000} {
		for _, density := range []float64{1.0 / 16, 0.5, 0.99} {
			words := make([]uint64, (nbits+63)/64)
			for i := 0; i < nbits; i++ {
				if r.Float64() < density {
					words[i/64] |= 1 << (i % 64)
				}
			}
			bm, err := bitpack.NewBitmap(words, nbits)
			if err != nil {
				t.Fatal(err)
			}
			s, err := NewRangeWithBitmap(100, 100+uint64(nbits), bm)
			if err != nil {
				t.Fatal(err)
			}
			if (s.bma().sel != nil) != (bm.Count() >= selectCutoff) {
				t.Fatalf("%d bits, %d ones: samples %v", nbits, bm.Count(), s.bma().sel != nil)
			}
			for k := 0; k < bm.Count(); k++ {
				p, _ := bm.Select1(k)
				if v, ok := s.Get(k); !ok || v != 100+uint64(p) {
					t.Fatalf("%d bits, density %v: Get(%d) = %d, %v, want %d", nbits, density, k, v, ok, 100+p)
				}
			}
			if est := bitmapSizeBytes(uint64(nbits), uint64(bm.Count())); est != uint64(s.SizeBytes()) {
				t.Fatalf("size estimate %d, real %d", est, s.SizeBytes())
			}
		}
	}
}

// TestSelectBlocks checks Get on bitmaps with samples against bitpack's
// Select1 for every k: densities from 1/64 to full, runs of zeros longer
// than a block (the block loop continues), ones only at the end (the last
// samples' blocks do not fit and the word loop finishes), and lengths
// around word and block edges.
func TestSelectBlocks(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	type shape struct {
		name  string
		nbits int
		bit   func(i int) bool
	}
	var shapes []shape
	for _, d := range []float64{1.0 / 64, 1.0 / 16, 0.3, 0.5, 0.9, 1} {
		for _, n := range []int{64 * 32, 64*32 + 1, 64*33 - 1, 64*3*100 + 64, 50_000} {
			shapes = append(shapes, shape{"random", n, func(int) bool { return r.Float64() < d }})
		}
	}
	shapes = append(shapes,
		// Runs of 500 zeros after every 100 ones.
		shape{"runs", 60_000, func(i int) bool { return i%600 < 100 }},
		// Ones in the last 3000 bits only.
		shape{"tail", 40_000, func(i int) bool { return i >= 37_000 }},
		// One bit in 200, at word edges.
		shape{"edges", 128_000, func(i int) bool { return i%200 == 0 || i%200 == 63 }},
	)
	for _, sh := range shapes {
		words := make([]uint64, (sh.nbits+63)/64)
		for i := 0; i < sh.nbits; i++ {
			if sh.bit(i) {
				words[i/64] |= 1 << (i % 64)
			}
		}
		bm, err := bitpack.NewBitmap(words, sh.nbits)
		if err != nil {
			t.Fatal(err)
		}
		s, err := NewRangeWithBitmap(7, 7+uint64(sh.nbits), bm)
		if err != nil {
			t.Fatal(err)
		}
		if (s.bma().sel != nil) != (bm.Count() >= selectCutoff) {
			t.Fatalf("%s: %d ones, samples %v", sh.name, bm.Count(), s.bma().sel != nil)
		}
		for k := 0; k < bm.Count(); k++ {
			p, _ := bm.Select1(k)
			if v, ok := s.Get(k); !ok || v != 7+uint64(p) {
				t.Fatalf("%s, %d bits, %d ones: Get(%d) = %d, %v, want %d", sh.name, sh.nbits, bm.Count(), k, v, ok, 7+p)
			}
		}
		if _, ok := s.Get(bm.Count()); ok {
			t.Fatalf("%s: Get(Count) found", sh.name)
		}
	}
}
