package bitpack

import (
	"errors"
	"fmt"
	"math/bits"
	"unsafe"
)

// BlockLen is the number of values in a packed block: 64 values at width w
// fill exactly w words.
const BlockLen = 64

// Array is an immutable frame-of-reference packed array of uint64 values:
// each value is stored as value-base in Width() bits. The zero Array is
// empty. An Array is safe for concurrent use by multiple goroutines.
// Arrays are comparable, but == tells whether two share their words, not
// whether they hold the same values.
type Array struct {
	// p points at the packed stream, followed by at least one word (two
	// for width 0), so that Get can always read two words without a
	// branch: max(WordsFor(n, w)+1, 2) words in all (words returns them).
	// The words after the stream are zero when the Array is made; their
	// bits are never used (AdoptWords lets the caller reuse them).
	// The zero Array, and an Array of no values, have none (p is nil).
	// Four fields in 24 bytes: the compiler keeps an Array in registers
	// instead of copying it to the stack for each method call (it does so
	// for structs of at most four fields; a fifth made every method of a
	// struct holding an Array copy it, 2-4x slower lookups on Zen 5,
	// where the overlapping 16-byte copies defeat store forwarding).
	p    *uint64
	base uint64
	n    uint32 // values
	wt   uint16 // width in the low byte, the caller's tag (WithTag) in the high
}

// MaxArrayLen is the most values an Array holds (a fragment's offsets are
// 32-bit in Lance).
const MaxArrayLen = 1<<32 - 1

// NewArray packs values at the smallest width: base = min(values), width =
// Width(max-min). The values need not be sorted; LowerBound requires
// sorted values.
func NewArray(values []uint64) Array {
	if len(values) == 0 {
		return Array{}
	}
	lo, hi := values[0], values[0]
	for _, v := range values[1:] {
		lo = min(lo, v)
		hi = max(hi, v)
	}
	return newArrayFrame(values, lo, Width(hi-lo))
}

// NewArrayBase packs values at the frame of reference base: each value is
// stored as value-base, at width Width(max-base). A value below base is an
// error wrapping ErrBelowBase. With no values it returns EmptyArray(base).
func NewArrayBase(values []uint64, base uint64) (Array, error) {
	if len(values) == 0 {
		return EmptyArray(base), nil
	}
	hi := values[0]
	for i, v := range values {
		if v < base {
			return Array{}, fmt.Errorf("%w: value %d at index %d below base %d", ErrBelowBase, v, i, base)
		}
		hi = max(hi, v)
	}
	return newArrayFrame(values, base, Width(hi-base)), nil
}

// EmptyArray returns the Array of no values whose Base is base.
func EmptyArray(base uint64) Array { return Array{base: base} }

// newArrayFrame packs values (all in [base, base+2^w)) at width w.
func newArrayFrame(values []uint64, base uint64, w uint) Array {
	if uint64(len(values)) > MaxArrayLen {
		panic(fmt.Sprintf("bitpack: NewArray of %d values, more than MaxArrayLen", len(values)))
	}
	nw := WordsFor(len(values), w)
	words := make([]uint64, max(nw+1, 2))
	pack(words, values, base, w) // pack takes the first nw words
	a := Array{p: &words[0], base: base, n: uint32(len(values)), wt: uint16(w)}
	return a
}

// ArrayFromWords returns the Array of n values of width w stored in words
// with the given base. It validates that len(words) == WordsFor(n, w), that
// the padding bits are zero and that no value overflows base. The Array
// holds a copy of words.
func ArrayFromWords(words []uint64, base uint64, w uint, n int) (Array, error) {
	return arrayFromWords(words, base, w, n, false)
}

// AdoptWords is ArrayFromWords without the copy: the Array takes words
// over, and the caller must neither modify nor keep them. words must have
// room for one more word, zero (cap(words) > len(words), as from
// make([]uint64, WordsFor(n, w), WordsFor(n, w)+1)), which the Array reads
// as padding; otherwise words are copied. The Array reads that word but
// never uses its bits, so the caller may write it afterwards: arrays
// packed back to back into one buffer can each be adopted in turn, the
// first word of one being the padding of the one before.
func AdoptWords(words []uint64, base uint64, w uint, n int) (Array, error) {
	return arrayFromWords(words, base, w, n, true)
}

func arrayFromWords(words []uint64, base uint64, w uint, n int, adopt bool) (Array, error) {
	if w > MaxWidth {
		return Array{}, fmt.Errorf("%w: width %d", ErrWidth, w)
	}
	if n < 0 || uint64(n) > MaxArrayLen {
		return Array{}, fmt.Errorf("%w: length %d out of range", ErrLength, n)
	}
	if want := WordsFor(n, w); len(words) != want {
		return Array{}, fmt.Errorf("%w: %d values of width %d need %d words, got %d", ErrLength, n, w, want, len(words))
	}
	if used := uint64(n) * uint64(w) % 64; used != 0 && words[len(words)-1]>>used != 0 {
		return Array{}, fmt.Errorf("%w: last word %#x beyond bit %d", ErrPadding, words[len(words)-1], used)
	}
	if w > 0 {
		if _, carry := bits.Add64(base, lowMask(w), 0); carry != 0 {
			// Some offset could overflow: check the actual values.
			for i := 0; i < n; i++ {
				if _, c := bits.Add64(base, getPacked(words, w, i), 0); c != 0 {
					return Array{}, fmt.Errorf("%w: value %d", ErrOverflow, i)
				}
			}
		}
	}
	if n == 0 {
		return Array{base: base, wt: uint16(w)}, nil
	}
	if adopt && len(words) >= 1 && cap(words) > len(words) && words[:len(words)+1][len(words)] == 0 {
		return Array{p: &words[0], base: base, n: uint32(n), wt: uint16(w)}, nil
	}
	buf := make([]uint64, max(len(words)+1, 2))
	copy(buf, words)
	return Array{p: &buf[0], base: base, n: uint32(n), wt: uint16(w)}, nil
}

// Len returns the number of values.
func (a Array) Len() int { return int(a.n) }

// Base returns the frame of reference added to every packed value.
func (a Array) Base() uint64 { return a.base }

// Width returns the bit width of the packed values.
func (a Array) Width() uint { return a.width() }

// width is Width.
func (a Array) width() uint { return uint(uint8(a.wt)) }

// WithTag returns a with its tag set to t. The tag is a byte of the
// caller's that the Array carries in bytes it would otherwise leave as
// padding, so that a struct holding an Array and a small enum needs no
// field of its own for the enum. No method but Tag reads it (== compares
// it, as it compares every field).
func (a Array) WithTag(t uint8) Array {
	a.wt = a.wt&0xff | uint16(t)<<8
	return a
}

// Tag returns the byte set by WithTag: 0 for an Array made any other way.
func (a Array) Tag() uint8 { return uint8(a.wt >> 8) }

// Words returns the packed words. They must not be modified.
func (a Array) Words() []uint64 { return a.stream() }

// stream returns the packed words without the padding word.
func (a Array) stream() []uint64 {
	return a.words()[:WordsFor(int(a.n), a.width())]
}

// words returns the packed stream and the padding words after it.
func (a Array) words() []uint64 {
	if a.p == nil {
		return nil
	}
	return unsafe.Slice(a.p, max(WordsFor(int(a.n), a.width())+1, 2))
}

// SizeBytes returns the bytes the array holds in memory: the packed words
// plus the padding word that keeps Get branch-free.
func (a Array) SizeBytes() int { return 8 * len(a.words()) }

// Get returns value i. It panics if i is out of range, like a slice index.
// It is small enough to inline.
func (a Array) Get(i int) uint64 {
	if uint(i) >= uint(a.n) {
		panic(errArrayIndex)
	}
	// Branch-free: read the value's word and the next one (the padding
	// word makes that safe). When the value does not straddle, the
	// bits taken from the second word land above w and are masked off;
	// width 0 reads the padding word and masks everything off.
	w := a.width()
	bit := uint(i) * w
	k := bit >> 6
	s := bit & 63
	// Words k and k+1 are the Array's: k < WordsFor(n, w) for i < n.
	q := (*[2]uint64)(unsafe.Add(unsafe.Pointer(a.p), 8*k))
	return a.base + (q[0]>>s|q[1]<<1<<(63-s))&(^uint64(0)>>(64-w))
}

// ValueAt returns value i of the packed stream words at width w (0 to 64),
// without a base: the value that Unpack would write to dst[i] less base.
// It always reads two words (the second clamped to the last), so that
// whether a value straddles two words costs no branch: bits taken from a
// word the value does not reach land above w and are masked off. It is
// small enough to inline. Array.Get is the same read on an Array, whose
// padding word makes the clamp unnecessary.
func ValueAt(words []uint64, w uint, i int) uint64 {
	if w == 0 {
		return 0
	}
	bit := uint(i) * w
	k := bit >> 6
	sh := bit & 63
	next := words[min(k+1, uint(len(words)-1))]
	return (words[k]>>sh | next<<(64-sh)) & (^uint64(0) >> (64 - w))
}

// Decode writes the first len(dst) values to dst; len(dst) must not exceed
// Len.
func (a Array) Decode(dst []uint64) {
	if len(dst) > int(a.n) {
		panic(fmt.Sprintf("bitpack: Decode of %d values from an Array of %d", len(dst), int(a.n)))
	}
	unpack(dst, a.words(), a.base, a.width()) // unpack takes the words it needs
}

// AppendTo appends every value to dst and returns the extended slice.
func (a Array) AppendTo(dst []uint64) []uint64 {
	start := len(dst)
	dst = growLen(dst, int(a.n))
	unpack(dst[start:], a.words(), a.base, a.width())
	return dst
}

// DecodeRange writes values [from, from+len(dst)) to dst.
func (a Array) DecodeRange(dst []uint64, from int) {
	if from < 0 || from > int(a.n) || len(dst) > int(a.n)-from {
		panic(fmt.Sprintf("bitpack: DecodeRange [%d:%d] out of range [0:%d]", from, from+len(dst), int(a.n)))
	}
	if a.width() == 0 {
		for i := range dst {
			dst[i] = a.base
		}
		return
	}
	// Scalar head up to a block boundary, then whole blocks through the
	// kernel (a block starts at word b*w).
	i := 0
	for ; i < len(dst) && (from+i)%BlockLen != 0; i++ {
		dst[i] = a.base + getPacked(a.words(), a.width(), from+i)
	}
	if i < len(dst) {
		wordStart := (from + i) / BlockLen * int(a.width())
		rest := dst[i:]
		unpack(rest, a.words()[wordStart:], a.base, a.width())
	}
}

// LowerBound returns the index of the first value >= x, or Len if there is
// none. The values must be sorted in ascending order.
func (a Array) LowerBound(x uint64) int {
	if int(a.n) == 0 || x <= a.base {
		return 0
	}
	if a.width() == 0 {
		return int(a.n) // every value equals base < x
	}
	t := x - a.base
	if a.width() < 64 && t > lowMask(a.width()) {
		return int(a.n)
	}
	// Binary search for the block: the last block whose first value < t.
	nb := (int(a.n) + BlockLen - 1) / BlockLen
	lo, hi := 0, nb // invariant: blocks < lo start below t; blocks >= hi start at or above t
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if getPacked(a.words(), a.width(), m*BlockLen) < t {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo == 0 {
		return 0 // the very first value is >= t
	}
	b := lo - 1
	n := min(BlockLen, int(a.n)-b*BlockLen)
	start := b * int(a.width())
	return b*BlockLen + lowerBoundInBlock(a.words()[start:start+WordsFor(n, a.width())], a.width(), n, t)
}

// LowerBoundFrom returns the index of the first value >= x at or after
// index from (clamped to [0, Len]), for an ascending array: the forward
// step of a merge walk over ascending x. It checks up to eight values one
// by one, then gallops (doubling steps) and binary-searches the last
// step, so a walk costs O(1) per step plus O(log gap) per long jump. It
// does not allocate.
func (a Array) LowerBoundFrom(from int, x uint64) int {
	n := int(a.n)
	from = max(from, 0)
	for end := min(from+8, n); from < end; from++ {
		if a.Get(from) >= x {
			return from
		}
	}
	if from >= n {
		return n
	}
	// a.Get(from-1) < x. Gallop: hi is the first probe found >= x.
	hi, step := from, 16
	for hi < n && a.Get(hi) < x {
		from = hi + 1
		hi += step
		step <<= 1
	}
	hi = min(hi, n)
	for from < hi {
		m := int(uint(from+hi) >> 1)
		if a.Get(m) < x {
			from = m + 1
		} else {
			hi = m
		}
	}
	return from
}

// growLen extends s by n elements, reallocating when needed.
func growLen(s []uint64, n int) []uint64 {
	if n <= cap(s)-len(s) {
		return s[:len(s)+n]
	}
	out := make([]uint64, len(s)+n, len(s)+n+len(s)/4)
	copy(out, s)
	return out
}

// errArrayIndex is Get's panic: a value built once keeps Get inlinable.
var errArrayIndex = errors.New("bitpack: Array.Get index out of range")
