//go:build purego || !amd64

package bitpack

func unpack(dst, src []uint64, base uint64, w uint) { unpackScalar(dst, src, base, w) }

func pack(dst, src []uint64, base uint64, w uint) { packGeneric(dst, src, base, w) }

func popcount(words []uint64) int { return popcountGeneric(words) }

func select64(x uint64, k int) int { return select64Generic(x, k) }

// countLess requires an ascending block: the scalar path binary-searches
// (lowerBoundInBlock) instead of counting every value.
func countLess(block []uint64, w uint, n int, target uint64) int {
	return lowerBoundInBlock(block, w, n, target)
}

func setBits(out, words []uint64, base uint64) { setBitsGeneric(out, words, base) }
