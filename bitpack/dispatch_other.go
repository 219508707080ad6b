//go:build purego || !(amd64 || arm64)

package bitpack

// unpack is Unpack.
func unpack(dst, src []uint64, base uint64, w uint) {
	unpackScalar(dst, unpackSource(dst, src, w), base, w)
}

// pack is Pack.
func pack(dst, src []uint64, base uint64, w uint) {
	packScalar(packDest(dst, src, w), src, base, w)
}

func popcount(words []uint64) int { return popcountGeneric(words) }

func select64(x uint64, k int) int { return select64Generic(x, k) }

func selectInWindow(nwords int) bool { return nwords <= rankBranchlessWords }

func selectNear(words, dir []uint64, lo int, k, flip uint64) int {
	return selectBranchless(words, dir, lo, k, flip)
}

func setBits(out, words []uint64, base uint64) { setBitsGeneric(out, words, base) }

func fillRun(dst []uint64, start uint64) { fillRunGeneric(dst, start) }
