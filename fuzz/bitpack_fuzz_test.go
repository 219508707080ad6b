package fuzz

import (
	"encoding/binary"
	"math/bits"
	"slices"
	"testing"

	"github.com/stablerow/stablerow/bitpack"
)

// wordsOf reads little-endian words from b (a trailing partial word is
// dropped).
func wordsOf(b []byte) []uint64 {
	words := make([]uint64, len(b)/8)
	for i := range words {
		words[i] = binary.LittleEndian.Uint64(b[8*i:])
	}
	return words
}

// FuzzArrayFromWords feeds arbitrary words, widths, bases and lengths to
// the validating constructor: it never panics, and whatever it accepts
// decodes consistently through Get, Decode and a Pack round trip.
func FuzzArrayFromWords(f *testing.F) {
	f.Fuzz(func(t *testing.T, raw []byte, base uint64, w8 uint8, n int) {
		words := wordsOf(raw)
		a, err := bitpack.ArrayFromWords(words, base, uint(w8), n)
		if err != nil {
			return
		}
		if a.Len() != n || a.Width() != uint(w8) || a.Base() != base {
			t.Fatalf("accessors disagree: len %d width %d base %d", a.Len(), a.Width(), a.Base())
		}
		vals := a.AppendTo(nil)
		for i, v := range vals {
			if g := a.Get(i); g != v {
				t.Fatalf("Get(%d) = %d, decode gave %d", i, g, v)
			}
			if v < base {
				t.Fatalf("value %d below base %d", v, base)
			}
		}
		repacked := make([]uint64, len(words))
		bitpack.Pack(repacked, vals, base, uint(w8))
		if !slices.Equal(repacked, words) {
			t.Fatalf("Pack of the decoded values differs from the input words")
		}
		if slices.IsSorted(vals) && len(vals) > 0 {
			x := vals[len(vals)/2]
			if lb := a.LowerBound(x); lb > len(vals)/2 || vals[lb] != x {
				t.Fatalf("LowerBound(%d) = %d", x, lb)
			}
		}
	})
}

// FuzzBitmapFromBytes feeds arbitrary bytes and bit lengths: no panic, and
// an accepted bitmap's rank and select agree with a direct count.
func FuzzBitmapFromBytes(f *testing.F) {
	f.Fuzz(func(t *testing.T, raw []byte, nbits int) {
		bm, err := bitpack.BitmapFromBytes(raw, nbits)
		if err != nil {
			return
		}
		if bm.Len() != nbits {
			t.Fatalf("Len = %d, want %d", bm.Len(), nbits)
		}
		ones := 0
		for i := 0; i < nbits; i++ {
			if bm.Rank1(i) != ones {
				t.Fatalf("Rank1(%d) = %d, want %d", i, bm.Rank1(i), ones)
			}
			set := raw[i/8]>>(i%8)&1 != 0
			if bm.Test(i) != set {
				t.Fatalf("Test(%d) = %v", i, !set)
			}
			if set {
				if p, ok := bm.Select1(ones); !ok || p != i {
					t.Fatalf("Select1(%d) = %d %v, want %d", ones, p, ok, i)
				}
				ones++
			} else if p, ok := bm.Select0(i - ones); !ok || p != i {
				t.Fatalf("Select0(%d) = %d %v, want %d", i-ones, p, ok, i)
			}
		}
		total := 0
		for _, c := range raw {
			total += bits.OnesCount8(c)
		}
		if bm.Count() != ones || total != ones {
			t.Fatalf("Count = %d, bytes hold %d, walk found %d", bm.Count(), total, ones)
		}
	})
}
