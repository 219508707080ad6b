//go:build !purego

package bitpack

import "testing"

// TestPackTablesAVX2D checks what packAVX2WindowD relies on at every
// width it packs: each value's bits before the next value's first byte lie
// in its window (the 4 bytes from its own first byte), each 128-bit lane's
// bytes fit in 16, and every join index points into the window of the
// last value that starts at or before its byte.
func TestPackTablesAVX2D(t *testing.T) {
	for w := uint(packAVX2WindowDMinWidth); w <= packAVX2WindowDMaxWidth; w++ {
		tab := &packTablesAVX2D[w]
		var b [9]uint
		for k := range b {
			b[k] = uint(k) * w / 8
		}
		for k := 0; k < 8; k++ {
			if b[k+1]-b[k] > 4 {
				t.Errorf("w %d: value %d's bytes before value %d's pass its window", w, k, k+1)
			}
		}
		if tab[12] != uint64(b[4]) || b[4] > 16 || w-b[4] > 16 {
			t.Errorf("w %d: second lane at byte %d (b[4] %d), lanes of %d and %d bytes", w, tab[12], b[4], b[4], w-b[4])
		}
		for h := uint(0); h < 2; h++ {
			start, end := uint(0), b[4]
			if h == 1 {
				start, end = b[4], w
			}
			for i := uint(0); i < 16; i++ {
				at := 128 + 16*h + i
				got := tab[at/8] >> (8 * (at % 8)) & 0xff
				want := uint64(0x80)
				if start+i < end {
					k := 4*h + 3
					for b[k] > start+i {
						k--
					}
					want = uint64(4*(k-4*h) + start + i - b[k])
				}
				if got != want {
					t.Errorf("w %d lane %d byte %d: join index %#x, want %#x", w, h, i, got, want)
				}
			}
		}
	}
}
