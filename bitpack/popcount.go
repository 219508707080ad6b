package bitpack

import "math/bits"

// popcountGeneric counts the set bits of words.
func popcountGeneric(words []uint64) int {
	n := 0
	for _, w := range words {
		n += bits.OnesCount64(w)
	}
	return n
}

// Select64 returns the position (0..63) of the k-th (0-based) set bit of
// x, for k < bits.OnesCount64(x): one PDEP and one TZCNT (BMI2) where PDEP
// is fast, a broadword byte search otherwise. It is the in-word step of
// Bitmap.Select1, for callers with select structures of their own. For
// k >= bits.OnesCount64(x) (or negative) the result is meaningless, but
// Select64 does not panic.
func Select64(x uint64, k int) int { return select64(x, k) }

// select64Generic returns the position of the k-th (0-based) set bit of x.
// It requires k < bits.OnesCount64(x). It narrows by bytes with a
// broadword prefix count, then walks the chosen byte.
func select64Generic(x uint64, k int) int {
	// Byte-wise popcounts, then their prefix sums in each byte lane.
	s := x - (x>>1)&0x5555555555555555
	s = s&0x3333333333333333 + (s>>2)&0x3333333333333333
	s = (s + s>>4) & 0x0f0f0f0f0f0f0f0f
	prefix := s * 0x0101010101010101 // byte j = ones in bytes 0..j
	// Find the first byte whose inclusive prefix exceeds k.
	kk := uint64(k) * 0x0101010101010101
	// For each byte lane: set the high bit if prefix <= k (lanes hold <= 64).
	le := ((kk | 0x8080808080808080) - prefix) & 0x8080808080808080
	byteIdx := bits.OnesCount64(le) // bytes whose prefix <= k
	shift := uint(byteIdx * 8)
	var before uint64
	if byteIdx > 0 {
		before = (prefix >> (shift - 8)) & 0xff
	}
	b := (x >> shift) & 0xff
	r := k - int(before)
	for ; r > 0; r-- {
		b &= b - 1
	}
	return int(shift) + bits.TrailingZeros64(b)
}

// lowerBoundInBlock returns how many of the first n (1..64) values of an
// ascending packed block are below target: the last step of
// Array.LowerBound. It binary-searches (six probes of a full block) on
// every CPU: AVX2 and AVX-512 kernels that decode the block, compare and
// count were built, measured and lost to it (PERFORMANCE.md, "Cutoffs").
func lowerBoundInBlock(block []uint64, w uint, n int, target uint64) int {
	if w == 0 {
		if target > 0 {
			return n
		}
		return 0
	}
	lo, hi := 0, n
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if getPacked(block, w, m) < target {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// getPacked returns value i of the packed stream words at width w
// (w >= 1), without base.
func getPacked(words []uint64, w uint, i int) uint64 {
	bit := uint64(i) * uint64(w)
	k := bit >> 6
	shift := uint(bit & 63)
	v := words[k] >> shift
	if shift+w > 64 {
		v |= words[k+1] << (64 - shift)
	}
	return v & lowMask(w)
}
