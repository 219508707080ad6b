package segment

import (
	"math"
	"math/bits"

	"github.com/stablerow/stablerow/bitpack"
)

// selectEvery is the spacing of a bitmap's select samples: the position of
// every selectEvery-th set bit is kept, so that Get scans on average
// selectEvery/density bits from the nearest sample (two words at Lance's
// usual 50% density, 32 at its sparsest 1/16).
const selectEvery = 128

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
	p := int(a.sel[k/selectEvery])
	r := k % selectEvery
	words := a.bm.Words()
	wi := p >> 6
	w := words[wi] >> (uint(p) & 63) << (uint(p) & 63) // ones from p on
	for {
		c := bits.OnesCount64(w)
		if r < c {
			return wi*64 + selectInWord(w, r)
		}
		r -= c
		wi++
		w = words[wi]
	}
}

// selectInWord returns the position of the r-th (0-based) set bit of w,
// r < OnesCount64(w): byte prefix counts by one multiplication, then a
// table for the byte.
func selectInWord(w uint64, r int) int {
	s := w - (w>>1)&0x5555555555555555
	s = s&0x3333333333333333 + (s>>2)&0x3333333333333333
	s = (s + s>>4) & 0x0f0f0f0f0f0f0f0f
	prefix := s * 0x0101010101010101 // byte j: ones in bytes 0..j
	// Bytes whose inclusive prefix is <= r come before the byte holding
	// the bit; each lane holds at most 64, so the subtraction never
	// borrows across lanes.
	le := ((uint64(r)*0x0101010101010101 | 0x8080808080808080) - prefix) & 0x8080808080808080
	b := bits.OnesCount64(le)
	shift := uint(8 * b)
	before := 0
	if b > 0 {
		before = int(prefix >> (shift - 8) & 0xff)
	}
	return int(shift) + int(selectInByte[(w>>shift)&0xff][r-before])
}

// selectInByte[b][r] is the position of the r-th set bit of byte b.
var selectInByte = func() (t [256][8]uint8) {
	for b := 0; b < 256; b++ {
		r := 0
		for i := 0; i < 8; i++ {
			if b>>i&1 != 0 {
				t[b][r] = uint8(i)
				r++
			}
		}
	}
	return t
}()
