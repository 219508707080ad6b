//go:build !purego

#include "textflag.h"

// Hand-written: avo has no arm64 backend. scripts/mca models the loop
// between the mca markers.

// func unpackNEON(dst *uint64, src *byte, groups int, base uint64, w uint, table *[64]byte)
//
// A group of 8 values of width w <= 25 is the w bytes at src+8*g*w/8.
// Values 0..3 are read from the 16 bytes at the group's start, values
// 4..7 from the 16 at its byte w/2, each half in one register of four
// 32-bit lanes: TBL moves the 4 bytes that hold a value into its lane
// (table bytes 0..31), USHL shifts each lane right by the value's bit
// offset in its first byte (0..7; the negative counts of table bytes
// 32..63), AND keeps w bits (7+25 <= 32, so a lane holds a whole value),
// UADDW and UADDW2 widen the lanes to 64 bits and add base.
TEXT ·unpackNEON(SB), NOSPLIT, $0-48
	MOVD dst+0(FP), R0
	MOVD src+8(FP), R1
	MOVD groups+16(FP), R2
	MOVD base+24(FP), R3
	MOVD w+32(FP), R4
	MOVD table+40(FP), R5
	VLD1 (R5), [V16.B16, V17.B16, V18.B16, V19.B16]
	MOVD $1, R7
	LSL  R4, R7, R7
	SUB  $1, R7, R7
	VDUP R7, V20.S4       // the mask of w bits
	VDUP R3, V21.D2       // base
	ADD  R4>>1, R1, R6    // the second half's bytes

	// mca-begin unpackNEON
loop:
	VLD1.P  (R1)(R4), [V0.B16]
	VLD1.P  (R6)(R4), [V1.B16]
	VTBL    V16.B16, [V0.B16], V0.B16
	VTBL    V17.B16, [V1.B16], V1.B16
	WORD    $0x6eb24400 // USHL V0.S4, V0.S4, V18.S4 (Go's assembler lacks it)
	WORD    $0x6eb34421 // USHL V1.S4, V1.S4, V19.S4
	VAND    V20.B16, V0.B16, V0.B16
	VAND    V20.B16, V1.B16, V1.B16
	VUADDW  V0.S2, V21.D2, V2.D2
	VUADDW2 V0.S4, V21.D2, V3.D2
	VUADDW  V1.S2, V21.D2, V4.D2
	VUADDW2 V1.S4, V21.D2, V5.D2
	VST1.P  [V2.D2, V3.D2, V4.D2, V5.D2], 64(R0)
	SUBS    $1, R2, R2
	BNE     loop
	// mca-end unpackNEON

	RET

// func unpackNEONBytes32(dst *uint64, src *byte, groups int, base uint64, w uint, table *[64]byte)
//
// unpackNEON for widths 8, 16, 24 and 32, whose values start on a byte:
// TBL moves a value's bytes into its lane and zeroes the lane's others
// (index 0xff), so no shift or mask is needed.
TEXT ·unpackNEONBytes32(SB), NOSPLIT, $0-48
	MOVD dst+0(FP), R0
	MOVD src+8(FP), R1
	MOVD groups+16(FP), R2
	MOVD base+24(FP), R3
	MOVD w+32(FP), R4
	MOVD table+40(FP), R5
	VLD1 (R5), [V16.B16, V17.B16]
	VDUP R3, V21.D2
	ADD  R4>>1, R1, R6

	// mca-begin unpackNEONBytes32
loop:
	VLD1.P  (R1)(R4), [V0.B16]
	VLD1.P  (R6)(R4), [V1.B16]
	VTBL    V16.B16, [V0.B16], V0.B16
	VTBL    V17.B16, [V1.B16], V1.B16
	VUADDW  V0.S2, V21.D2, V2.D2
	VUADDW2 V0.S4, V21.D2, V3.D2
	VUADDW  V1.S2, V21.D2, V4.D2
	VUADDW2 V1.S4, V21.D2, V5.D2
	VST1.P  [V2.D2, V3.D2, V4.D2, V5.D2], 64(R0)
	SUBS    $1, R2, R2
	BNE     loop
	// mca-end unpackNEONBytes32

	RET

// func unpackNEONBytes64(dst *uint64, src *byte, groups int, base uint64, w uint, table *[64]byte)
//
// unpackNEON for widths 40, 48 and 56, in 64-bit lanes: each pair of
// values is the w/4 bytes at the group's byte q*w/4 (q = 0..3), read by
// its own pointer; one TBL index vector (table bytes 0..15) moves each
// value's bytes into its lane and zeroes the others, ADD adds base.
TEXT ·unpackNEONBytes64(SB), NOSPLIT, $0-48
	MOVD dst+0(FP), R0
	MOVD src+8(FP), R1
	MOVD groups+16(FP), R2
	MOVD base+24(FP), R3
	MOVD w+32(FP), R4
	MOVD table+40(FP), R5
	VLD1 (R5), [V16.B16]
	VDUP R3, V21.D2
	ADD  R4>>2, R1, R6
	ADD  R4>>1, R1, R7
	ADD  R4>>2, R7, R8

	// mca-begin unpackNEONBytes64
loop:
	VLD1.P (R1)(R4), [V0.B16]
	VLD1.P (R6)(R4), [V1.B16]
	VLD1.P (R7)(R4), [V2.B16]
	VLD1.P (R8)(R4), [V3.B16]
	VTBL   V16.B16, [V0.B16], V0.B16
	VTBL   V16.B16, [V1.B16], V1.B16
	VTBL   V16.B16, [V2.B16], V2.B16
	VTBL   V16.B16, [V3.B16], V3.B16
	VADD   V21.D2, V0.D2, V0.D2
	VADD   V21.D2, V1.D2, V1.D2
	VADD   V21.D2, V2.D2, V2.D2
	VADD   V21.D2, V3.D2, V3.D2
	VST1.P [V0.D2, V1.D2, V2.D2, V3.D2], 64(R0)
	SUBS   $1, R2, R2
	BNE    loop
	// mca-end unpackNEONBytes64

	RET
