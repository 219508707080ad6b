package segment

import (
	"math"
	"math/bits"

	"github.com/stablerow/stablerow/bitpack"
)

// selectEvery is the spacing of a bitmap's select samples: the position of
// every selectEvery-th set bit is kept, so that Get counts at most
// selectEvery/density bits from the nearest sample (two words at Lance's
// usual 50% density, 16 at its sparsest 1/16).
const selectEvery = 64

// selectSamples relies on a word holding at most one sample.
const _ = uint(selectEvery - 64)

// selectCutoff is the number of set bits from which a bitmap gets select
// samples; below it bitpack's Select1 is as fast.
const selectCutoff = 1024

// newBitmapAux wraps bm, adding select samples when it has at least
// selectCutoff ones and fewer than 2^32 bits (positions fit in uint32).
func newBitmapAux(bm bitpack.Bitmap) *bitmapAux {
	a := &bitmapAux{bm: bm, bmWords: bm.Words(), bmOnes: bm.Count()}
	if bm.Count() < selectCutoff || uint64(bm.Len()) > math.MaxUint32 {
		return a
	}
	a.sel = selectSamples(a.bmWords, bm.Count())
	return a
}

// selectSamples returns the select samples of words, which hold ones set
// bits in fewer than 2^32 bits: sample j locates the one of rank
// j*selectEvery as its word's index times 64 plus the number of ones of
// that word below it. A word holds at most one sample (selectEvery >= 64),
// so one pass without branches writes, for every word, the word and the
// in-word rank the next sample would have there into that sample's slot:
// the slot's last writer is the word holding the sample.
func selectSamples(words []uint64, ones int) []uint32 {
	n := (ones + selectEvery - 1) / selectEvery
	sel := make([]uint32, n+1) // the words past the last sample write sel[n]
	// q is the number of ones before word wi plus selectEvery-1, so that
	// q/selectEvery is the next sample's index, and its rank
	// selectEvery*(q/selectEvery) is selectEvery-1-q%selectEvery ones
	// into word wi.
	q := uint(selectEvery - 1)
	for wi, w := range words {
		sel[q/selectEvery] = uint32(wi)<<6 | uint32(selectEvery-1-q%selectEvery)
		q += uint(bits.OnesCount64(w))
	}
	return sel[:n]
}

// select1 returns the position of the k-th set bit, 0 <= k < Count.
func (a *bitmapAux) select1(k int) int {
	if a.sel == nil {
		p, _ := a.bm.Select1(k)
		return p
	}
	p := uint(a.sel[uint(k)/selectEvery])
	words := a.bmWords
	wi := p >> 6
	// r counts ones from the start of word wi: the sample's own in-word
	// rank plus the ones between it and the k-th.
	r := uint64(uint(k)%selectEvery) + uint64(p&63)
	// Blocks of selectBlock words, each counted without branches: at
	// density 1/2 or more the first block holds the target.
	for ; wi+selectBlock <= uint(len(words)); wi += selectBlock {
		blk := (*[selectBlock]uint64)(words[wi:])
		c0 := uint64(bits.OnesCount64(blk[0]))
		c1 := uint64(bits.OnesCount64(blk[1]))
		c2 := uint64(bits.OnesCount64(blk[2]))
		if r >= c0+c1+c2 {
			r -= c0 + c1 + c2
			continue
		}
		// t words of the block come before the target word, with
		// before ones.
		_, in0 := bits.Sub64(r, c0, 0)     // 1 iff the target is in word 0
		_, in01 := bits.Sub64(r, c0+c1, 0) // 1 iff it is in word 0 or 1
		t := 2 - in0 - in01
		before := c0&(in0-1) + c1&(in01-1)
		return int(wi+uint(t))*64 + bitpack.Select64(blk[t], int(r-before))
	}
	for {
		c := uint64(bits.OnesCount64(words[wi]))
		if r < c {
			return int(wi)*64 + bitpack.Select64(words[wi], int(r))
		}
		r -= c
		wi++
	}
}

// selectBlock is the number of words select1 counts at a time without
// branches: at density 1/2, selectEvery ones from a sample span at most
// three words.
const selectBlock = 3
