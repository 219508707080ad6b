package segment

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/stablerow/stablerow/bitpack"
)

func TestSelectInWord(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	words := []uint64{1, 1 << 63, ^uint64(0), 0x8000000000000001, 0x00ff00ff00ff00ff, 0xff00000000000000}
	for i := 0; i < 2000; i++ {
		words = append(words, r.Uint64()&r.Uint64(), r.Uint64()|r.Uint64(), r.Uint64())
	}
	for _, w := range words {
		k := 0
		for p := 0; p < 64; p++ {
			if w>>p&1 == 0 {
				continue
			}
			if got := selectInWord(w, k); got != p {
				t.Fatalf("selectInWord(%#x, %d) = %d, want %d", w, k, got, p)
			}
			k++
		}
		if k != bits.OnesCount64(w) {
			t.Fatal("count")
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
			if (s.aux.sel != nil) != (bm.Count() >= selectCutoff) {
				t.Fatalf("%d bits, %d ones: samples %v", nbits, bm.Count(), s.aux.sel != nil)
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
