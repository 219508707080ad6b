package bitpack

import (
	"encoding/binary"
	"fmt"
	"math/bits"
	"unsafe"

	"github.com/bits-and-blooms/bitset"
)

// Rank/select directory, in the style of poppy (Zhou, Andersen, Kaminsky):
// one uint64 per superblock of 2048 bits (32 words) holds the number of ones
// before the superblock in its top 34 bits and the ones of its first three
// 512-bit basic blocks in three 10-bit fields. That is 3.1% of the bitmap.
// Select samples every 2^shift-th one (and zero) with the index of its
// superblock, the distance chosen per bitmap (sampleShift) so that samples
// are about 16 superblocks apart or fewer: 0.2% of the bits, or 32 bits per
// 8192 ones (zeros) at most, 0.8% in all at worst and 0.4% at density 1/2.
const (
	superBits      = 2048
	superWords     = superBits / 64
	basicBits      = 512
	basicWords     = basicBits / 64
	cumShift       = 30
	maxSampleShift = 13 // samples 8192 ones apart at most
	minSampleShift = 6  // and 64 at least
)

// MaxBitmapLen is the largest number of bits a Bitmap holds (the directory
// counts ones in 34 bits).
const MaxBitmapLen = 1 << 34

// sampleShift returns the log2 of the select sample distance for count
// ones (or zeros) among n bits, n > 0: the largest power of two that 16
// superblocks hold at their average density, within [2^minSampleShift,
// 2^maxSampleShift]. The samples then cost at most 32 bits per 16
// superblocks (32768 bits) below the cap.
func sampleShift(count, n int) uint8 {
	per16 := 16 * superBits * count / n // count <= 2^34: no overflow
	return uint8(min(max(bits.Len(uint(per16))-1, minSampleShift), maxSampleShift))
}

// Bitmap is an immutable bitmap with constant-time rank and select. Bit i
// lives in word i/64 at 1<<(i%64); padding bits past Len are zero. The zero
// Bitmap is empty. A Bitmap is safe for concurrent use by multiple
// goroutines.
type Bitmap struct {
	words []uint64
	n     int
	ones  int
	dir   []uint64 // one entry per superblock
	// sel1[0] is the log2 of the distance between the select samples of
	// the ones (sampleShift); sel1[j], j >= 1, is the superblock of the
	// (j<<sel1[0])-th one. (The shift rides in the slice so that select1
	// takes no more arguments than the registers Go passes them in.)
	sel1 []uint32
	sel0 []uint32 // likewise for the zeros
}

// NewBitmap returns the Bitmap of nbits bits held in words. It validates
// that len(words) == ceil(nbits/64) and that the padding bits are zero, and
// builds the rank/select directory in one pass. The Bitmap keeps words: the
// caller must not modify them afterwards.
func NewBitmap(words []uint64, nbits int) (Bitmap, error) {
	if nbits < 0 {
		return Bitmap{}, fmt.Errorf("%w: negative bit length %d", ErrLength, nbits)
	}
	if uint64(nbits) > MaxBitmapLen {
		return Bitmap{}, fmt.Errorf("%w: %d bits, at most %d", ErrTooLarge, nbits, uint64(MaxBitmapLen))
	}
	if want := (nbits + 63) / 64; len(words) != want {
		return Bitmap{}, fmt.Errorf("%w: %d bits need %d words, got %d", ErrLength, nbits, want, len(words))
	}
	if r := nbits % 64; r != 0 && words[len(words)-1]>>r != 0 {
		return Bitmap{}, fmt.Errorf("%w: last word %#x beyond bit %d", ErrPadding, words[len(words)-1], r)
	}
	if nbits == 0 {
		return Bitmap{}, nil
	}
	b := Bitmap{words: words, n: nbits}
	b.build()
	return b, nil
}

// BitmapFromBytes returns the Bitmap of nbits bits held in Lance's LSB-first
// bytes (bit i in byte i/8 at 1<<(i%8)); len(b) must be ceil(nbits/8) and
// the padding bits zero. When b is 8-byte aligned and a whole number of
// words on a little-endian machine, the Bitmap views b without copying and
// the caller must not modify b afterwards.
func BitmapFromBytes(b []byte, nbits int) (Bitmap, error) {
	nw, err := checkBytes(b, nbits)
	if err != nil {
		return Bitmap{}, err
	}
	var words []uint64
	if nw > 0 && len(b) == nw*8 && littleEndian && uintptr(unsafe.Pointer(&b[0]))%8 == 0 {
		words = unsafe.Slice((*uint64)(unsafe.Pointer(&b[0])), nw)
	} else {
		words = copyWords(b, nw)
	}
	return NewBitmap(words, nbits)
}

// BitmapFromBytesCopy is BitmapFromBytes on a copy of b: the Bitmap never
// shares b, which the caller may reuse. On a little-endian machine the
// copy is one memory move into an allocation that is not zeroed first.
func BitmapFromBytesCopy(b []byte, nbits int) (Bitmap, error) {
	nw, err := checkBytes(b, nbits)
	if err != nil {
		return Bitmap{}, err
	}
	return NewBitmap(copyWords(b, nw), nbits)
}

// checkBytes validates the length of Lance's bitmap bytes b of nbits bits
// and returns the number of words they fill. NewBitmap checks the padding.
func checkBytes(b []byte, nbits int) (int, error) {
	if nbits < 0 {
		return 0, fmt.Errorf("%w: negative bit length %d", ErrLength, nbits)
	}
	if uint64(nbits) > MaxBitmapLen {
		return 0, fmt.Errorf("%w: %d bits, at most %d", ErrTooLarge, nbits, uint64(MaxBitmapLen))
	}
	if want := (nbits + 7) / 8; len(b) != want {
		return 0, fmt.Errorf("%w: %d bits need %d bytes, got %d", ErrLength, nbits, want, len(b))
	}
	return (nbits + 63) / 64, nil
}

// copyWords returns the nw words (nw = ceil(len(b)/8)) of LSB-first bytes
// b, the last word's missing bytes zero.
func copyWords(b []byte, nw int) []uint64 {
	if nw == 0 {
		return nil
	}
	if littleEndian {
		// make then copy compiles to one call that zeroes only the bytes
		// past len(b). Go allocates sizes that are multiples of 8 at
		// 8-byte alignment; the check keeps the view safe regardless.
		buf := make([]byte, 8*nw)
		copy(buf, b)
		if p := unsafe.SliceData(buf); uintptr(unsafe.Pointer(p))%8 == 0 {
			return unsafe.Slice((*uint64)(unsafe.Pointer(p)), nw)
		}
	}
	words := make([]uint64, nw)
	full := len(b) / 8
	for i := range words[:full] {
		words[i] = binary.LittleEndian.Uint64(b[8*i:])
	}
	for i, c := range b[8*full:] {
		words[full] |= uint64(c) << (8 * i)
	}
	return words
}

// littleEndian reports whether uint64 words are stored least significant
// byte first, so that LSB-first bytes can be viewed as words.
var littleEndian = func() bool {
	x := uint16(1)
	return *(*byte)(unsafe.Pointer(&x)) == 1
}()

// BitmapFromBitSet copies a bits-and-blooms BitSet of length s.Len().
func BitmapFromBitSet(s *bitset.BitSet) (Bitmap, error) {
	n := int(s.Len())
	nw := (n + 63) / 64
	words := make([]uint64, nw)
	copy(words, s.Words())
	if r := n % 64; r != 0 {
		words[nw-1] &= lowMask(uint(r))
	}
	return NewBitmap(words, n)
}

// BitSet returns a copy of the bitmap as a bits-and-blooms BitSet.
func (b Bitmap) BitSet() *bitset.BitSet {
	return bitset.FromWithLength(uint(b.n), append([]uint64(nil), b.words...))
}

// superCountsGeneric writes to dir[s], for each superblock s of words
// (superWords*len(dir) of them), the set bits of its four basic blocks,
// 16 bits each (block k at bits 16k), through popcount.
func superCountsGeneric(dir, words []uint64) {
	for s := range dir {
		sb := words[s*superWords : (s+1)*superWords]
		dir[s] = uint64(popcount(sb[:basicWords])) |
			uint64(popcount(sb[basicWords:2*basicWords]))<<16 |
			uint64(popcount(sb[2*basicWords:3*basicWords]))<<32 |
			uint64(popcount(sb[3*basicWords:]))<<48
	}
}

// build fills the directory in one pass over the words, then the select
// samples from the directory.
func (b *Bitmap) build() {
	words := b.words
	dir := make([]uint64, (len(words)+superWords-1)/superWords)
	// The full superblocks' basic-block counts go to dir first, 16 bits
	// each; the loop below replaces them with the directory's entries.
	full := len(words) / superWords
	superCounts(dir[:full], words[:full*superWords])
	cum := uint64(0)
	for s := range dir {
		lo := s * superWords
		var bb [4]uint64
		if s < full {
			c := dir[s]
			bb = [4]uint64{c & 0xffff, c >> 16 & 0xffff, c >> 32 & 0xffff, c >> 48}
		} else { // the last, partial superblock
			for k := range bb {
				bl := min(lo+k*basicWords, len(words))
				bh := min(bl+basicWords, len(words))
				bb[k] = uint64(popcountGeneric(words[bl:bh]))
			}
		}
		dir[s] = cum<<cumShift | bb[0] | bb[1]<<10 | bb[2]<<20
		cum += bb[0] + bb[1] + bb[2] + bb[3]
	}
	b.dir, b.ones = dir, int(cum)
	shift1, shift0 := sampleShift(b.ones, b.n), sampleShift(b.n-b.ones, b.n)
	step1, step0 := 1<<shift1, 1<<shift0
	b.sel1 = append(make([]uint32, 0, 1+b.ones/step1), uint32(shift1))
	b.sel0 = append(make([]uint32, 0, 1+(b.n-b.ones)/step0), uint32(shift0))
	next1, next0 := step1, step0 // rank of the next sample
	for s := range dir {
		ones := b.ones // through superblock s
		if s+1 < len(dir) {
			ones = int(dir[s+1] >> cumShift)
		}
		zeros := min((s+1)*superBits, b.n) - ones
		for ones >= next1 {
			b.sel1 = append(b.sel1, uint32(s))
			next1 += step1
		}
		for zeros >= next0 {
			b.sel0 = append(b.sel0, uint32(s))
			next0 += step0
		}
	}
}

// Len returns the number of bits.
func (b Bitmap) Len() int { return b.n }

// Count returns the number of set bits.
func (b Bitmap) Count() int { return b.ones }

// Words returns the bitmap's words. They must not be modified.
func (b Bitmap) Words() []uint64 { return b.words }

// SizeBytes returns the bytes of the bits plus the rank/select directory.
func (b Bitmap) SizeBytes() int {
	return 8*len(b.words) + 8*len(b.dir) + 4*len(b.sel1) + 4*len(b.sel0)
}

// BitmapSizeBytes returns the SizeBytes of a Bitmap of nbits bits of which
// ones are set, 0 <= ones <= nbits <= MaxBitmapLen, without building it (to
// choose an encoding by size).
func BitmapSizeBytes(nbits, ones int) int {
	if nbits <= 0 {
		return 0
	}
	zeros := nbits - ones
	return 8*((nbits+63)/64) + 8*((nbits+superBits-1)/superBits) +
		4*(1+ones>>sampleShift(ones, nbits)) + 4*(1+zeros>>sampleShift(zeros, nbits))
}

// Test reports whether bit i is set; false for i outside [0, Len).
func (b Bitmap) Test(i int) bool {
	if uint(i) >= uint(b.n) {
		return false
	}
	return b.words[i>>6]>>(uint(i)&63)&1 != 0
}

// Rank1 returns the number of set bits in [0, i). i is clamped to [0, Len].
func (b Bitmap) Rank1(i int) int {
	// A small wrapper that inlines, so that a caller holding a Bitmap in a
	// struct passes the fields rankTest reads instead of copying all of it.
	return int(rankTest(b.words, b.dir, b.ones, i) >> 1)
}

// RankTest returns Rank1(i) and Test(i), reading bit i's word once for
// both: for a set bit, its position among the set bits. Its receiver is a
// pointer so that a call on a Bitmap held in a struct does not copy the
// Bitmap (Go copies a struct this size through memory even to call an
// inlined method on it).
func (b *Bitmap) RankTest(i int) (rank int, set bool) {
	v := rankTest(b.words, b.dir, b.ones, i)
	return int(v >> 1), v&1 != 0
}

// rankBranchlessWords is the largest bitmap, in words (4 MB), whose rank
// counts a whole basic block without branches. Beyond it lookups mostly
// miss the caches, and the loop over the words before i is faster: its
// exit mispredicts, but the branch does not wait for the load, and the
// shorter code lets more lookups' misses overlap (random ranks at 2^26
// bits: 18-25 ns with the loop, 23-51 branchless; at 2^27: 43 and 64-77;
// at 2^25 and below the branchless count is as fast or faster: 8.5 against
// 13 ns at 2^20 bits).
const rankBranchlessWords = 1 << 19

// rankTest returns Rank1(i)<<1 | Test(i) of the Bitmap with these words,
// directory and number of ones (one result, so that its callers stay small
// enough to inline); for i past the words, ones<<1. The padding bits past
// Len are zero, so the words' length bounds i. The ones before i are the directory's count for i's basic block plus the ones of the
// block's words before i, all in one cache line with i's word. Up to
// rankBranchlessWords, that count has no branch on the data: the block's
// first 7 words are counted, each masked off unless it comes before i's
// word, because a loop over just those 0 to 7 words mispredicts its exit
// on random lookups, which costs more than the counts while the bitmap is
// in cache.
func rankTest(words, dir []uint64, ones, i int) uint64 {
	w := uint(i) >> 6
	if w >= uint(len(words)) { // i < 0 or past the words
		if i <= 0 {
			return 0
		}
		return uint64(ones) << 1
	}
	x := words[w]
	s := uint(i) & 63
	// The superblock's count, plus the basic-block counts before i's: t
	// keeps the first bb of the three 10-bit fields.
	e := dir[w/superWords]
	bb := w / basicWords % 4
	t := e & (1<<(10*bb&63) - 1)
	r := e>>cumShift + t&1023 + t>>10&1023 + t>>20 + uint64(bits.OnesCount64(x&(1<<s-1)))
	start := w &^ (basicWords - 1)
	if start+basicWords <= uint(len(words)) && len(words) <= rankBranchlessWords {
		blk := (*[basicWords]uint64)(words[start : start+basicWords])
		// Byte j of m is 0xff if word j of the block comes before w.
		m := uint64(1)<<(8*(w-start)&63) - 1
		r += uint64(bits.OnesCount64(blk[0] & -(m & 1)))
		r += uint64(bits.OnesCount64(blk[1] & -(m >> 8 & 1)))
		r += uint64(bits.OnesCount64(blk[2] & -(m >> 16 & 1)))
		r += uint64(bits.OnesCount64(blk[3] & -(m >> 24 & 1)))
		r += uint64(bits.OnesCount64(blk[4] & -(m >> 32 & 1)))
		r += uint64(bits.OnesCount64(blk[5] & -(m >> 40 & 1)))
		r += uint64(bits.OnesCount64(blk[6] & -(m >> 48 & 1)))
	} else { // a big bitmap, or its last, partial block
		for _, y := range words[start:w] {
			r += uint64(bits.OnesCount64(y))
		}
	}
	return r<<1 | x>>s&1
}

// Rank0 returns the number of zero bits in [0, i). i is clamped to
// [0, Len].
func (b Bitmap) Rank0(i int) int {
	i = max(0, min(i, b.n))
	return i - b.Rank1(i)
}

// Select1 returns the position of the k-th set bit (0-based), or false if
// k is outside [0, Count).
func (b Bitmap) Select1(k int) (int, bool) {
	// A small wrapper that inlines, like Rank1: no copy of the Bitmap.
	if uint(k) >= uint(b.ones) {
		return 0, false
	}
	return select1(b.words, b.dir, b.sel1, k), true
}

// sampleRange returns the superblocks [lo, hi) between the select samples
// sel (sel1 or sel0) around the k-th one (or zero) of a bitmap with ndir
// superblocks.
func sampleRange(sel []uint32, ndir, k int) (lo, hi int) {
	lo, hi = 0, ndir
	j := k >> sel[0]
	if j > 0 {
		lo = int(sel[j])
	}
	if j+1 < len(sel) {
		hi = int(sel[j+1]) + 1
	}
	return lo, hi
}

// select1 is Select1 on the Bitmap's fields, for k in [0, Count).
func select1(words, dir []uint64, sel1 []uint32, k int) int {
	// Superblock range from the samples, then binary search on the counts.
	lo, hi := sampleRange(sel1, len(dir), k)
	kk := uint64(k)
	if selectInWindow(len(words)) {
		// Halve [lo, hi) until it spans at most 16 superblocks (sparse
		// bitmaps, whose samples are far apart). The compare becomes a
		// conditional move: random ranks mispredict nothing.
		n := hi - lo
		for n > 16 {
			half := n >> 1
			if dir[lo+half]>>cumShift <= kk {
				lo += half
			}
			n -= half
		}
		// Near the end, the window of 16 starts before lo: the
		// superblocks between have at most k ones before them, as lo has.
		return selectNear(words, dir, max(0, min(lo, len(dir)-16)), kk, 0)
	}
	for hi-lo > 1 { // last superblock with cum <= k
		m := int(uint(lo+hi) >> 1)
		if dir[m]>>cumShift <= kk {
			lo = m
		} else {
			hi = m
		}
	}
	e := dir[lo]
	r := kk - e>>cumShift
	word := lo * superWords
	for f := uint(0); f < 30; f += 10 {
		c := (e >> f) & 1023
		if r < c {
			break
		}
		r -= c
		word += basicWords
	}
	for {
		c := uint64(bits.OnesCount64(words[word]))
		if r < c {
			break
		}
		r -= c
		word++
	}
	return word*64 + select64(words[word], int(r))
}

// selectBranchless is Select1's body (flip 0; Select0's with flip all
// ones, which counts and selects the complemented bits) for a bitmap whose
// k-th bit lies in one of the (up to) 16 superblocks from lo: no step
// branches on the data. Random selects mispredict a search's branches and
// loop exits several times each (on 2^20 random ranks over 2^20 bits at
// density 1/2, 46 ns with the loops against 30 ns this way); past
// rankBranchlessWords the loops win again, as with Rank1, because
// speculation overlaps their cache misses. The superblock is lo plus the
// count of the (up to) 15 directory entries after lo whose bits before
// them are <= k: those of the k-th bit's superblock and before, never one
// after it. The basic block and the word come from comparing the
// remaining rank with the running counts, three in the directory entry
// and seven popcounts of one cache line. The select kernels do the same
// steps in vectors.
func selectBranchless(words, dir []uint64, lo int, k, flip uint64) int {
	n := uint64(0)
	for i, e := range dir[lo+1 : min(lo+16, len(dir))] {
		n += 1 - lessThan(k, bitsBefore(lo+1+i, e, flip))
	}
	lo += int(n)
	e := dir[lo]
	r := k - bitsBefore(lo, e, flip)
	c0, c1, c2 := e&1023, e>>10&1023, e>>20&1023
	if flip != 0 {
		c0, c1, c2 = basicBits-c0, basicBits-c1, basicBits-c2
	}
	g1, g2, g3 := 1-lessThan(r, c0), 1-lessThan(r, c0+c1), 1-lessThan(r, c0+c1+c2)
	r -= c0&-g1 + c1&-g2 + c2&-g3
	word := lo*superWords + int(g1+g2+g3)*basicWords
	if word+basicWords > len(words) { // the bitmap's last, partial block
		for c := uint64(bits.OnesCount64(words[word] ^ flip)); r >= c; c = uint64(bits.OnesCount64(words[word] ^ flip)) {
			r -= c
			word++
		}
		return word*64 + select64(words[word]^flip, int(r))
	}
	w := (*[basicWords]uint64)(words[word : word+basicWords])
	// p[i]: bits in words 0..i of the block; the k-th is in the first
	// word whose running count exceeds r.
	var sub, j uint64
	p := uint64(0)
	for i := range basicWords - 1 {
		p += uint64(bits.OnesCount64(w[i] ^ flip))
		g := 1 - lessThan(r, p)
		j += g
		sub = max(sub, p&-g)
	}
	word += int(j)
	return word*64 + select64(words[word]^flip, int(r-sub))
}

// bitsBefore returns the ones (flip 0) or zeros (flip all ones) before
// superblock s, whose directory entry is e.
func bitsBefore(s int, e, flip uint64) uint64 {
	if flip != 0 {
		return uint64(s)*superBits - e>>cumShift
	}
	return e >> cumShift
}

// lessThan returns 1 if x < y and 0 otherwise, without a branch.
func lessThan(x, y uint64) uint64 {
	_, borrow := bits.Sub64(x, y, 0)
	return borrow
}

// Select0 returns the position of the k-th zero bit (0-based), or false if
// k is outside [0, Len-Count).
func (b Bitmap) Select0(k int) (int, bool) {
	if uint(k) >= uint(b.n-b.ones) {
		return 0, false
	}
	return select0(b.words, b.dir, b.sel0, k), true
}

// select0 is Select0 on the Bitmap's fields, for k in [0, Len-Count): the
// steps of select1 on the zeros.
func select0(words, dir []uint64, sel0 []uint32, k int) int {
	lo, hi := sampleRange(sel0, len(dir), k)
	kk := uint64(k)
	if selectInWindow(len(words)) {
		n := hi - lo
		for n > 16 {
			half := n >> 1
			if m := lo + half; uint64(m*superBits)-dir[m]>>cumShift <= kk {
				lo = m
			}
			n -= half
		}
		return selectNear(words, dir, max(0, min(lo, len(dir)-16)), kk, ^uint64(0))
	}
	for hi-lo > 1 { // last superblock with zeros-before <= k
		m := int(uint(lo+hi) >> 1)
		if uint64(m*superBits)-dir[m]>>cumShift <= kk {
			lo = m
		} else {
			hi = m
		}
	}
	e := dir[lo]
	r := kk - (uint64(lo*superBits) - e>>cumShift)
	word := lo * superWords
	for f := uint(0); f < 30; f += 10 {
		c := basicBits - (e>>f)&1023
		if r < c {
			break
		}
		r -= c
		word += basicWords
	}
	for {
		c := uint64(bits.OnesCount64(^words[word]))
		if r < c {
			break
		}
		r -= c
		word++
	}
	return word*64 + select64(^words[word], int(r))
}
