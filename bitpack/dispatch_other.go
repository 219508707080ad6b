//go:build purego || !amd64

package bitpack

func unpack(dst, src []uint64, base uint64, w uint) { unpackScalar(dst, src, base, w) }

func pack(dst, src []uint64, base uint64, w uint) { packGeneric(dst, src, base, w) }

func popcount(words []uint64) int { return popcountGeneric(words) }

func select64(x uint64, k int) int { return select64Generic(x, k) }

func countLess(block []uint64, w uint, n int, target uint64) int {
	return countLessGeneric(block, w, n, target)
}
