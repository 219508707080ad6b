package bitpack

import "unsafe"

// unsafeBytes views words as bytes (for tests of the zero-copy path).
func unsafeBytes(words []uint64) []byte {
	return unsafe.Slice((*byte)(unsafe.Pointer(&words[0])), 8*len(words))
}
