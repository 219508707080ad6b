package bitpack

import (
	"slices"
	"testing"
)

// FuzzSetBitsParity compares every implementation of setBits with the
// one-bit-at-a-time reference, on words from the fuzzer's bytes, into an
// output at an offset followed by sentinels.
func FuzzSetBitsParity(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte, base uint64, offset uint8) {
		words := fuzzWords(data)
		off := int(offset % 8)
		want := setBitsReference(nil, words, base)
		for _, impl := range setBitsImpls(t) {
			got := offsetSlice(len(want), off)
			impl.setBits(got, words, base)
			if !slices.Equal(got, want) {
				t.Fatalf("%s: setBits of %d words base=%#x differs", impl.kernel.name, len(words), base)
			}
			checkSentinel(t, got, impl.kernel.name+" setBits")
		}
		if dst := AppendSetBits([]uint64{1}, words, base); dst[0] != 1 || !slices.Equal(dst[1:], want) {
			t.Fatalf("AppendSetBits of %d words base=%#x differs", len(words), base)
		}
	})
}
