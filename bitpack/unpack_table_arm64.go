//go:build !purego

package bitpack

import "encoding/binary"

// unpackNEONMaxWidth is the widest width a NEON unpack kernel decodes.
const unpackNEONMaxWidth = 56

// unpackTablesNEON[w] is the table of width w's NEON unpack kernel.
//
// unpackNEON (widths 1..25 but 8, 16, 24): the TBL indices of the values
// 0..3 and 4..7 of a group (bytes 0..15, 16..31: lane j takes the 4 bytes
// from the one holding the value's first bit), then their USHL counts
// (bytes 32..47, 48..63: minus the value's bit offset in that byte, one
// int32 a lane). The second half counts from the group's byte w/2.
//
// unpackNEONBytes32 (8, 16, 24, 32): the same indices, but a lane takes
// only its value's w/8 bytes and zeroes the others (index 0xff).
//
// unpackNEONBytes64 (40, 48, 56): bytes 0..15 put the w/8 bytes of the
// first and the second value of a pair in the two 64-bit lanes, the
// others zeroed.
var unpackTablesNEON = func() (t [unpackNEONMaxWidth + 1][64]byte) {
	for w := 1; w <= unpackNEONMaxWidth; w++ {
		tw := &t[w]
		switch {
		case w%8 == 0 && w <= 32:
			for i := range 32 {
				tw[i] = 0xff
			}
			for half := range 2 {
				for j := range 4 {
					for k := range w / 8 {
						tw[16*half+4*j+k] = byte(j*w/8 + k)
					}
				}
			}
		case w%8 == 0:
			for i := range 16 {
				tw[i] = 0xff
			}
			for lane := range 2 {
				for k := range w / 8 {
					tw[8*lane+k] = byte(lane*w/8 + k)
				}
			}
		case w <= 25:
			for half := range 2 {
				for j := range 4 {
					bit := (4*half+j)*w - 8*half*(w/2)
					for k := range 4 {
						tw[16*half+4*j+k] = byte(bit/8 + k)
					}
					binary.LittleEndian.PutUint32(tw[32+16*half+4*j:], uint32(-int32(bit%8)))
				}
			}
		}
	}
	return t
}()
