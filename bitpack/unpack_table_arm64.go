//go:build !purego

package bitpack

import "encoding/binary"

// unpackNEONMaxWidth is the widest width unpackNEON decodes: a value and
// its bit offset in its first byte (up to 7) fit in a 32-bit lane.
const unpackNEONMaxWidth = 25

// unpackTablesNEON[w] is unpackNEON's table for width w: the TBL indices
// of the values 0..3 and 4..7 of a group (bytes 0..15, 16..31: lane j
// takes the 4 bytes from the one holding the value's first bit), then
// their USHL counts (bytes 32..47, 48..63: minus the value's bit offset in
// that byte, one int32 a lane). The second half counts from the group's
// byte w/2.
var unpackTablesNEON = func() (t [unpackNEONMaxWidth + 1][64]byte) {
	for w := 1; w <= unpackNEONMaxWidth; w++ {
		for half := range 2 {
			for j := range 4 {
				bit := (4*half+j)*w - 8*half*(w/2)
				for k := range 4 {
					t[w][16*half+4*j+k] = byte(bit/8 + k)
				}
				binary.LittleEndian.PutUint32(t[w][32+16*half+4*j:], uint32(-int32(bit%8)))
			}
		}
	}
	return t
}()
