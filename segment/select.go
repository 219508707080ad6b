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

// selectCutoff is the number of set bits from which a bitmap gets select
// samples; below it bitpack's Select1 is as fast.
const selectCutoff = 1024

// newBitmapAux wraps bm, adding select samples when it has at least
// selectCutoff ones and fewer than 2^32 bits (positions fit in uint32).
func newBitmapAux(bm bitpack.Bitmap) *aux {
	a := &aux{bm: bm}
	if bm.Count() < selectCutoff || bm.Len() > math.MaxUint32 {
		return a
	}
	a.bmWords = bm.Words()
	sel := make([]uint32, 0, (bm.Count()+selectEvery-1)/selectEvery)
	next := 0 // rank of the next sampled one
	seen := 0 // ones in the words before wi
	for wi, w := range bm.Words() {
		c := bits.OnesCount64(w)
		for next < seen+c {
			sel = append(sel, uint32(wi*64+selectInWord(w, next-seen)))
			next += selectEvery
		}
		seen += c
	}
	a.sel = sel
	return a
}

// select1 returns the position of the k-th set bit, 0 <= k < Count.
func (a *aux) select1(k int) int {
	if a.sel == nil {
		p, _ := a.bm.Select1(k)
		return p
	}
	p := uint(a.sel[uint(k)/selectEvery])
	words := a.bmWords
	wi := p >> 6
	// r counts ones from the start of word wi: the ones of wi below p are
	// added rather than masked off.
	r := uint64(uint(k)%selectEvery) + uint64(bits.OnesCount64(words[wi]&(1<<(p&63)-1)))
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

// selectInWord returns the position of the r-th (0-based) set bit of w,
// r < OnesCount64(w): byte prefix counts by one multiplication, then a
// table for the byte.
func selectInWord(w uint64, r int) int {
	s := w - (w>>1)&0x5555555555555555
	s = s&0x3333333333333333 + (s>>2)&0x3333333333333333
	prefix := (s + s>>4) & 0x0f0f0f0f0f0f0f0f * 0x0101010101010101 // byte j: ones in bytes 0..j
	// Bytes whose inclusive prefix is <= r come before the byte holding
	// the bit; each lane holds at most 64, so the subtraction never
	// borrows across lanes.
	le := ((uint64(r)*0x0101010101010101 | 0x8080808080808080) - prefix) & 0x8080808080808080
	shift := uint(8 * bits.OnesCount64(le))
	// The ones before the byte: byte b-1 of prefix, 0 for b = 0.
	rb := uint(r) - uint(prefix<<8>>shift&0xff)
	return int(shift) + int(selectInByte[(uint(w>>shift)<<3|rb)&2047])
}

// selectInByte[b<<3|r] is the position of the r-th set bit of byte b.
var selectInByte = func() (t [2048]uint8) {
	for b := 0; b < 256; b++ {
		r := 0
		for i := 0; i < 8; i++ {
			if b>>i&1 != 0 {
				t[b<<3|r] = uint8(i)
				r++
			}
		}
	}
	return t
}()
