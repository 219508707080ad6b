//go:build !purego

package bitpack

import "encoding/binary"

// packTablesNEON[w] is the table of width w's packNEON or
// packNEONBytes24 kernel (the widths packNEONKind sends to them; the
// others stay zero).
//
// packNEON: the TBL indices that put each output byte of a group (bytes
// 0..15: o < w) from the even values (lane j = value j, its byte k at
// index 4j+k), then from the odd ones (bytes 16..31), 0xff where no value
// of that parity has bits in the byte; then the USHL counts of values
// 0..3 and 4..7 (bytes 32..47, 48..63: the value's bit offset in its
// first byte, one int32 a lane).
//
// packNEONBytes24: output bytes 0..15 and 16..31 of a group: byte o is
// byte o%3 of value o/3 (index 4*(o/3)+o%3), 0xff past 24.
//
// packNEONW3: bytes 0..23 pick the 3 low bytes of each 32-bit lane of
// two vectors (output byte o is byte o%3 of lane o/3, index
// 4*(o/3)+o%3); then the USHL counts of values 0..3 and 4..7 (bytes
// 32..47, 48..63: 3j, one int32 a lane).
//
// packNEONTiny: the USHL counts of values 0..7 of a group, j*w, one int16
// a lane (bytes 0..15).
var packTablesNEON = func() (t [MaxWidth + 1][64]byte) {
	for w := 1; w <= MaxWidth; w++ {
		tw := &t[w]
		switch packNEONKind(uint(w)) {
		case packNEONW3Kind:
			threeLowBytes(tw)
			for j := range 8 {
				binary.LittleEndian.PutUint32(tw[32+4*j:], uint32(j*w))
			}
		case packNEONTinyKind:
			for j := range 8 {
				binary.LittleEndian.PutUint16(tw[2*j:], uint16(j*w))
			}
		case packNEONBytes24Kind:
			threeLowBytes(tw)
		case packNEONGeneral:
			for i := range 32 {
				tw[i] = 0xff
			}
			// No two values of one parity share an output byte at these
			// widths (TestPackTablesNEON checks it).
			for j := range 8 {
				bit := j * w
				for o := bit / 8; o <= (bit+w-1)/8; o++ {
					tw[16*(j%2)+o] = byte(4*j + o - bit/8)
				}
				binary.LittleEndian.PutUint32(tw[32+4*j:], uint32(bit%8))
			}
		}
	}
	return t
}()

// threeLowBytes writes the TBL indices that pick the 3 low bytes of each
// 32-bit lane of two vectors into tw[0:24] (output byte o is byte o%3 of
// lane o/3), and 0xff into tw[24:32].
func threeLowBytes(tw *[64]byte) {
	for o := range 32 {
		tw[o] = 0xff
		if o < 24 {
			tw[o] = byte(4*(o/3) + o%3)
		}
	}
}
