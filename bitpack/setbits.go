package bitpack

import (
	"math/bits"
	"slices"
)

// AppendSetBits appends base+64*i+j to dst for every set bit j (0 = least
// significant) of every words[i], in ascending order of i then j, and
// returns the extended slice. It appends exactly popcount(words) values and
// allocates only when dst lacks the capacity for them. The values are
// computed modulo 2^64: with base > 2^64-64*len(words) the last ones wrap
// around to small numbers (and are then no longer ascending).
func AppendSetBits(dst []uint64, words []uint64, base uint64) []uint64 {
	return appendSetBits(dst, words, popcount(words), base)
}

// AppendOnes appends base+i to dst for every set bit i of b, in ascending
// order of i, and returns the extended slice; see AppendSetBits, which it
// is on b's words, without counting them again.
func (b Bitmap) AppendOnes(dst []uint64, base uint64) []uint64 {
	return appendSetBits(dst, b.words, b.ones, base)
}

// appendSetBits is AppendSetBits where n is the number of set bits of
// words.
func appendSetBits(dst []uint64, words []uint64, n int, base uint64) []uint64 {
	start := len(dst)
	dst = slices.Grow(dst, n)[:start+n]
	setBits(dst[start:], words, base)
	return dst
}

// setBitsGeneric writes base+64*i+j for every set bit j of every words[i]
// to out, which holds exactly as many values as words has set bits. While
// 64 slots remain past the current output it writes a word's set bits
// eight at a time without checking each (the extra writes land in slots
// that the following values overwrite), so that the loop branches once per
// eight values instead of once per value.
func setBitsGeneric(out []uint64, words []uint64, base uint64) {
	k, wi := 0, 0
	for ; wi < len(words) && k+64 <= len(out); wi++ {
		w := words[wi]
		v := base + uint64(wi)*64
		if w == ^uint64(0) {
			fillRunGeneric(out[k:k+64], v)
			k += 64
			continue
		}
		o := out[k : k+64 : k+64]
		k += bits.OnesCount64(w)
		for j := 0; w != 0; j += 8 {
			g := o[j : j+8 : j+8]
			g[0] = v + uint64(bits.TrailingZeros64(w))
			w &= w - 1
			g[1] = v + uint64(bits.TrailingZeros64(w))
			w &= w - 1
			g[2] = v + uint64(bits.TrailingZeros64(w))
			w &= w - 1
			g[3] = v + uint64(bits.TrailingZeros64(w))
			w &= w - 1
			g[4] = v + uint64(bits.TrailingZeros64(w))
			w &= w - 1
			g[5] = v + uint64(bits.TrailingZeros64(w))
			w &= w - 1
			g[6] = v + uint64(bits.TrailingZeros64(w))
			w &= w - 1
			g[7] = v + uint64(bits.TrailingZeros64(w))
			w &= w - 1
		}
	}
	for ; wi < len(words); wi++ {
		w := words[wi]
		v := base + uint64(wi)*64
		for w != 0 {
			out[k] = v + uint64(bits.TrailingZeros64(w))
			k++
			w &= w - 1
		}
	}
}
