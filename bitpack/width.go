package bitpack

import (
	"errors"
	"math/bits"
	"unsafe"
)

// MaxWidth is the widest packed value: a full uint64.
const MaxWidth = 64

// Errors returned by the constructors that validate their input.
var (
	// ErrWidth reports a bit width outside 0..64.
	ErrWidth = errors.New("bitpack: width out of range 0..64")
	// ErrLength reports a negative length or a length that does not match
	// the number of words or bytes given.
	ErrLength = errors.New("bitpack: length does not match the data")
	// ErrPadding reports set bits past the end of the packed values.
	ErrPadding = errors.New("bitpack: padding bits are not zero")
	// ErrOverflow reports a packed value that overflows uint64 when the
	// base is added to it.
	ErrOverflow = errors.New("bitpack: base plus value overflows uint64")
	// ErrTooLarge reports a bitmap beyond the size the rank directory
	// supports (2^34 bits).
	ErrTooLarge = errors.New("bitpack: bitmap too large")
	// ErrBelowBase reports a value below the frame of reference asked of
	// NewArrayBase.
	ErrBelowBase = errors.New("bitpack: value below the base")
)

// pageSize is the smallest page size of amd64 and arm64: memory is
// mapped, or not, a page of pageSize bytes at a time, so a load that ends
// in the page of a mapped byte reads mapped memory. The Unpack kernels
// that load past a group's bytes rely on it.
const pageSize = 4096

// loadsInPage reports whether the loads of n bytes from src (n >= 1) end
// inside the page that holds the last of src's srcBytes bytes (>= 1):
// then every byte they read is mapped, those past src included.
func loadsInPage(src *byte, srcBytes, n uint) bool {
	at := uintptr(unsafe.Pointer(src))
	return at+uintptr(n)-1 <= (at+uintptr(srcBytes)-1)|(pageSize-1)
}

// Width returns the number of bits needed to represent v: 0 for 0, 64 for
// values with the top bit set.
func Width(v uint64) uint { return uint(bits.Len64(v)) }

// WordsFor returns the number of uint64 words that n values of width w
// occupy: ceil(n*w/64). Kernels never write past these words, and what
// they compute depends on nothing past them.
// It returns 0 for n <= 0.
func WordsFor(n int, w uint) int {
	if n <= 0 {
		return 0
	}
	hi, lo := bits.Mul64(uint64(n), uint64(w))
	lo, carry := bits.Add64(lo, 63, 0)
	hi += carry
	return int(hi<<58 | lo>>6)
}

// lowMask returns a mask of the low w bits (w in 0..64).
func lowMask(w uint) uint64 {
	if w >= 64 {
		return ^uint64(0)
	}
	return 1<<w - 1
}
