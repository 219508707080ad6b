package bitpack

// packScalar is the fast portable Pack. Whole 64-value blocks go through
// the width-specialised encoders of pack_blocks.go (generated: constant
// word indices and shifts, no branch per value); the last partial block
// goes through packGeneric's loop. Width 0 and 64 need no shifting and
// take packGeneric's.
func packScalar(dst, src []uint64, base uint64, w uint) {
	if w == 0 || w == 64 {
		packGeneric(dst, src, base, w)
		return
	}
	done := packBlocks(dst, src, base, w)
	// A block fills w whole words: the rest starts on a word.
	packGeneric(dst[uint(done)/64*w:], src[done:], base, w)
}
