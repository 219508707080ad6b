package bitpack

// unpackScalar is the fast portable Unpack. Whole 64-value blocks go
// through the width-specialised decoders of unpack_blocks.go (generated:
// constant word indices, shifts and masks, no branch per value); the last
// partial block goes value by value. Width 0 and 64 need no shifting and
// take unpackGeneric's loops.
func unpackScalar(dst, src []uint64, base uint64, w uint) {
	if w == 0 || w == 64 {
		unpackGeneric(dst, src, base, w)
		return
	}
	done := unpackBlocks(dst, src, base, w)
	for i := done; i < len(dst); i++ {
		dst[i] = base + getPacked(src, w, i)
	}
}
