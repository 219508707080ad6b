//go:build !purego

#include "textflag.h"

// Hand-written: avo has no arm64 backend. scripts/mca models the loop
// between the mca markers.
//
// Every kernel reads 8 values (64 bytes) at a time and narrows them to
// their low 32 bits (UZP1), where the subtraction of base is done: the low
// 32 bits of v-base are those of v minus those of base.

// func packNEON(dst *byte, src *uint64, groups int, base uint64, w uint, table *[64]byte)
//
// A group of 8 values of width w (4, 6, 7, 9..15) fills the w bytes at
// dst+g*w. The values 0..3 and 4..7, narrowed to 32-bit lanes (V4, V5),
// are masked to w bits and shifted left by their bit offsets in their
// first byte (USHL, the counts of table bytes 32..63); then each output
// byte holds bits of at most one even and one odd value (at these widths
// two values of a parity never share a byte), so one TBL gathers the even
// values' bytes (indices in table bytes 0..15, 0xff where none), another
// the odd ones' (16..31), and ORR merges them. Each group stores 16
// bytes: the next group's store overwrites the zeros past its w.
TEXT ·packNEON(SB), NOSPLIT, $0-48
	MOVD dst+0(FP), R0
	MOVD src+8(FP), R1
	MOVD groups+16(FP), R2
	MOVD base+24(FP), R3
	MOVD w+32(FP), R4
	MOVD table+40(FP), R5
	VLD1 (R5), [V24.B16, V25.B16, V26.B16, V27.B16]
	MOVD $1, R7
	LSL  R4, R7, R7
	SUB  $1, R7, R7
	VDUP R7, V21.S4 // the mask of w bits
	VDUP R3, V20.S4 // base's low 32 bits

	// mca-begin packNEON
loop:
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VUZP1  V1.S4, V0.S4, V4.S4
	VUZP1  V3.S4, V2.S4, V5.S4
	VSUB   V20.S4, V4.S4, V4.S4
	VSUB   V20.S4, V5.S4, V5.S4
	VAND   V21.B16, V4.B16, V4.B16
	VAND   V21.B16, V5.B16, V5.B16
	WORD   $0x6eba4484 // USHL V4.S4, V4.S4, V26.S4 (Go's assembler lacks it)
	WORD   $0x6ebb44a5 // USHL V5.S4, V5.S4, V27.S4
	VTBL   V24.B16, [V4.B16, V5.B16], V6.B16
	VTBL   V25.B16, [V4.B16, V5.B16], V7.B16
	VORR   V7.B16, V6.B16, V6.B16
	VST1.P [V6.B16], (R0)(R4)
	SUBS   $1, R2, R2
	BNE    loop
	// mca-end packNEON

	RET

// func packNEONBytes24(dst *byte, src *uint64, groups int, base uint64, w uint, table *[64]byte)
//
// packNEON for width 24, whose values start on a byte: two TBLs (table
// bytes 0..15, 16..31) move the 3 low bytes of each 32-bit lane to the
// group's 24 bytes, no mask or shift needed. Each group stores 32 bytes.
TEXT ·packNEONBytes24(SB), NOSPLIT, $0-48
	MOVD dst+0(FP), R0
	MOVD src+8(FP), R1
	MOVD groups+16(FP), R2
	MOVD base+24(FP), R3
	MOVD w+32(FP), R4
	MOVD table+40(FP), R5
	VLD1 (R5), [V24.B16, V25.B16]
	VDUP R3, V20.S4

	// mca-begin packNEONBytes24
loop:
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VUZP1  V1.S4, V0.S4, V4.S4
	VUZP1  V3.S4, V2.S4, V5.S4
	VSUB   V20.S4, V4.S4, V4.S4
	VSUB   V20.S4, V5.S4, V5.S4
	VTBL   V24.B16, [V4.B16, V5.B16], V6.B16
	VTBL   V25.B16, [V4.B16, V5.B16], V7.B16
	VST1.P [V6.B16, V7.B16], (R0)(R4)
	SUBS   $1, R2, R2
	BNE    loop
	// mca-end packNEONBytes24

	RET

// func packNEONW32(dst *uint64, src *uint64, groups int, base uint64)
//
// Width 32: a group's 8 values narrowed to 32 bits are its 32 bytes.
TEXT ·packNEONW32(SB), NOSPLIT, $0-32
	MOVD dst+0(FP), R0
	MOVD src+8(FP), R1
	MOVD groups+16(FP), R2
	MOVD base+24(FP), R3
	VDUP R3, V20.S4

	// mca-begin packNEONW32
loop:
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VUZP1  V1.S4, V0.S4, V4.S4
	VUZP1  V3.S4, V2.S4, V5.S4
	VSUB   V20.S4, V4.S4, V4.S4
	VSUB   V20.S4, V5.S4, V5.S4
	VST1.P [V4.S4, V5.S4], 32(R0)
	SUBS   $1, R2, R2
	BNE    loop
	// mca-end packNEONW32

	RET

// func packNEONW16(dst *uint64, src *uint64, groups int, base uint64)
//
// Width 16: narrowed once more to 16 bits (UZP1 of the 16-bit halves),
// a group's values are its 16 bytes; base is subtracted there.
TEXT ·packNEONW16(SB), NOSPLIT, $0-32
	MOVD dst+0(FP), R0
	MOVD src+8(FP), R1
	MOVD groups+16(FP), R2
	MOVD base+24(FP), R3
	VDUP R3, V20.H8

	// mca-begin packNEONW16
loop:
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VUZP1  V1.S4, V0.S4, V4.S4
	VUZP1  V3.S4, V2.S4, V5.S4
	VUZP1  V5.H8, V4.H8, V6.H8
	VSUB   V20.H8, V6.H8, V6.H8
	VST1.P [V6.H8], 16(R0)
	SUBS   $1, R2, R2
	BNE    loop
	// mca-end packNEONW16

	RET

// func packNEONW8(dst *uint64, src *uint64, pairs int, base uint64)
//
// Width 8, two groups (16 values, 16 bytes) an iteration: narrowed to 32,
// 16, then 8 bits, the values are the bytes; base is subtracted there.
TEXT ·packNEONW8(SB), NOSPLIT, $0-32
	MOVD dst+0(FP), R0
	MOVD src+8(FP), R1
	MOVD pairs+16(FP), R2
	MOVD base+24(FP), R3
	VDUP R3, V20.B16

	// mca-begin packNEONW8
loop:
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VUZP1  V1.S4, V0.S4, V16.S4
	VUZP1  V3.S4, V2.S4, V17.S4
	VUZP1  V5.S4, V4.S4, V18.S4
	VUZP1  V7.S4, V6.S4, V19.S4
	VUZP1  V17.H8, V16.H8, V16.H8
	VUZP1  V19.H8, V18.H8, V18.H8
	VUZP1  V18.B16, V16.B16, V16.B16
	VSUB   V20.B16, V16.B16, V16.B16
	VST1.P [V16.B16], 16(R0)
	SUBS   $1, R2, R2
	BNE    loop
	// mca-end packNEONW8

	RET

// func packNEONTiny(dst *uint64, src *uint64, blocks int, base uint64, w uint, table *[64]byte)
//
// Widths 1 and 2, a block of 64 values (w words) an iteration. Each group
// of 8 values is narrowed to eight 16-bit lanes (V4..V11, one a group),
// base subtracted and w bits kept there; USHL shifts value j left by j*w
// (the int16 counts of table bytes 0..15), so the lanes of a group hold
// disjoint bits and their sum is the group's 8w bits. Three levels of
// pairwise adds (ADDP) sum the eight groups' lanes into one register,
// group g in lane g: at width 2 its 16 bytes, at width 1 the low byte of
// each lane (UZP1) the block's 8 bytes.
TEXT ·packNEONTiny(SB), NOSPLIT, $0-48
	MOVD dst+0(FP), R0
	MOVD src+8(FP), R1
	MOVD blocks+16(FP), R2
	MOVD base+24(FP), R3
	MOVD w+32(FP), R4
	MOVD table+40(FP), R5
	VLD1 (R5), [V22.B16]
	MOVD $1, R7
	LSL  R4, R7, R7
	SUB  $1, R7, R7
	VDUP R7, V21.H8 // the mask of w bits
	VDUP R3, V20.H8 // base's low 16 bits
	CMP  $1, R4
	BEQ  width1

	// mca-begin packNEONTiny
loop2:
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VUZP1  V1.S4, V0.S4, V16.S4
	VUZP1  V3.S4, V2.S4, V17.S4
	VUZP1  V17.H8, V16.H8, V4.H8
	VSUB   V20.H8, V4.H8, V4.H8
	VAND   V21.B16, V4.B16, V4.B16
	WORD   $0x6e764484 // USHL V4.H8, V4.H8, V22.H8
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VUZP1  V1.S4, V0.S4, V16.S4
	VUZP1  V3.S4, V2.S4, V17.S4
	VUZP1  V17.H8, V16.H8, V5.H8
	VSUB   V20.H8, V5.H8, V5.H8
	VAND   V21.B16, V5.B16, V5.B16
	WORD   $0x6e7644a5 // USHL V5.H8, V5.H8, V22.H8
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VUZP1  V1.S4, V0.S4, V16.S4
	VUZP1  V3.S4, V2.S4, V17.S4
	VUZP1  V17.H8, V16.H8, V6.H8
	VSUB   V20.H8, V6.H8, V6.H8
	VAND   V21.B16, V6.B16, V6.B16
	WORD   $0x6e7644c6 // USHL V6.H8, V6.H8, V22.H8
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VUZP1  V1.S4, V0.S4, V16.S4
	VUZP1  V3.S4, V2.S4, V17.S4
	VUZP1  V17.H8, V16.H8, V7.H8
	VSUB   V20.H8, V7.H8, V7.H8
	VAND   V21.B16, V7.B16, V7.B16
	WORD   $0x6e7644e7 // USHL V7.H8, V7.H8, V22.H8
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VUZP1  V1.S4, V0.S4, V16.S4
	VUZP1  V3.S4, V2.S4, V17.S4
	VUZP1  V17.H8, V16.H8, V8.H8
	VSUB   V20.H8, V8.H8, V8.H8
	VAND   V21.B16, V8.B16, V8.B16
	WORD   $0x6e764508 // USHL V8.H8, V8.H8, V22.H8
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VUZP1  V1.S4, V0.S4, V16.S4
	VUZP1  V3.S4, V2.S4, V17.S4
	VUZP1  V17.H8, V16.H8, V9.H8
	VSUB   V20.H8, V9.H8, V9.H8
	VAND   V21.B16, V9.B16, V9.B16
	WORD   $0x6e764529 // USHL V9.H8, V9.H8, V22.H8
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VUZP1  V1.S4, V0.S4, V16.S4
	VUZP1  V3.S4, V2.S4, V17.S4
	VUZP1  V17.H8, V16.H8, V10.H8
	VSUB   V20.H8, V10.H8, V10.H8
	VAND   V21.B16, V10.B16, V10.B16
	WORD   $0x6e76454a // USHL V10.H8, V10.H8, V22.H8
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VUZP1  V1.S4, V0.S4, V16.S4
	VUZP1  V3.S4, V2.S4, V17.S4
	VUZP1  V17.H8, V16.H8, V11.H8
	VSUB   V20.H8, V11.H8, V11.H8
	VAND   V21.B16, V11.B16, V11.B16
	WORD   $0x6e76456b // USHL V11.H8, V11.H8, V22.H8
	VADDP  V5.H8, V4.H8, V4.H8
	VADDP  V7.H8, V6.H8, V6.H8
	VADDP  V9.H8, V8.H8, V8.H8
	VADDP  V11.H8, V10.H8, V10.H8
	VADDP  V6.H8, V4.H8, V4.H8
	VADDP  V10.H8, V8.H8, V8.H8
	VADDP  V8.H8, V4.H8, V4.H8
	VST1.P [V4.H8], 16(R0)
	SUBS   $1, R2, R2
	BNE    loop2
	// mca-end packNEONTiny

	RET

	// As loop2, but for the store.
width1:
	// mca-begin packNEONTiny1
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VUZP1  V1.S4, V0.S4, V16.S4
	VUZP1  V3.S4, V2.S4, V17.S4
	VUZP1  V17.H8, V16.H8, V4.H8
	VSUB   V20.H8, V4.H8, V4.H8
	VAND   V21.B16, V4.B16, V4.B16
	WORD   $0x6e764484 // USHL V4.H8, V4.H8, V22.H8
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VUZP1  V1.S4, V0.S4, V16.S4
	VUZP1  V3.S4, V2.S4, V17.S4
	VUZP1  V17.H8, V16.H8, V5.H8
	VSUB   V20.H8, V5.H8, V5.H8
	VAND   V21.B16, V5.B16, V5.B16
	WORD   $0x6e7644a5 // USHL V5.H8, V5.H8, V22.H8
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VUZP1  V1.S4, V0.S4, V16.S4
	VUZP1  V3.S4, V2.S4, V17.S4
	VUZP1  V17.H8, V16.H8, V6.H8
	VSUB   V20.H8, V6.H8, V6.H8
	VAND   V21.B16, V6.B16, V6.B16
	WORD   $0x6e7644c6 // USHL V6.H8, V6.H8, V22.H8
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VUZP1  V1.S4, V0.S4, V16.S4
	VUZP1  V3.S4, V2.S4, V17.S4
	VUZP1  V17.H8, V16.H8, V7.H8
	VSUB   V20.H8, V7.H8, V7.H8
	VAND   V21.B16, V7.B16, V7.B16
	WORD   $0x6e7644e7 // USHL V7.H8, V7.H8, V22.H8
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VUZP1  V1.S4, V0.S4, V16.S4
	VUZP1  V3.S4, V2.S4, V17.S4
	VUZP1  V17.H8, V16.H8, V8.H8
	VSUB   V20.H8, V8.H8, V8.H8
	VAND   V21.B16, V8.B16, V8.B16
	WORD   $0x6e764508 // USHL V8.H8, V8.H8, V22.H8
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VUZP1  V1.S4, V0.S4, V16.S4
	VUZP1  V3.S4, V2.S4, V17.S4
	VUZP1  V17.H8, V16.H8, V9.H8
	VSUB   V20.H8, V9.H8, V9.H8
	VAND   V21.B16, V9.B16, V9.B16
	WORD   $0x6e764529 // USHL V9.H8, V9.H8, V22.H8
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VUZP1  V1.S4, V0.S4, V16.S4
	VUZP1  V3.S4, V2.S4, V17.S4
	VUZP1  V17.H8, V16.H8, V10.H8
	VSUB   V20.H8, V10.H8, V10.H8
	VAND   V21.B16, V10.B16, V10.B16
	WORD   $0x6e76454a // USHL V10.H8, V10.H8, V22.H8
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VUZP1  V1.S4, V0.S4, V16.S4
	VUZP1  V3.S4, V2.S4, V17.S4
	VUZP1  V17.H8, V16.H8, V11.H8
	VSUB   V20.H8, V11.H8, V11.H8
	VAND   V21.B16, V11.B16, V11.B16
	WORD   $0x6e76456b // USHL V11.H8, V11.H8, V22.H8
	VADDP  V5.H8, V4.H8, V4.H8
	VADDP  V7.H8, V6.H8, V6.H8
	VADDP  V9.H8, V8.H8, V8.H8
	VADDP  V11.H8, V10.H8, V10.H8
	VADDP  V6.H8, V4.H8, V4.H8
	VADDP  V10.H8, V8.H8, V8.H8
	VADDP  V8.H8, V4.H8, V4.H8
	VUZP1  V4.B16, V4.B16, V4.B16
	VST1.P [V4.B8], 8(R0)
	SUBS   $1, R2, R2
	BNE    width1
	// mca-end packNEONTiny1

	RET

// func packNEONW3(dst *uint64, src *uint64, blocks int, base uint64, table *[64]byte)
//
// Width 3, a block of 64 values (3 words) an iteration. Each group of 8
// values is narrowed to two vectors of four 32-bit lanes, base subtracted
// and 3 bits kept there; USHL shifts value j left by 3j (the int32 counts
// of table bytes 32..63), so the lanes of a group hold disjoint bits and
// their sum is the group's 24 bits. Three levels of pairwise adds (ADDP)
// sum the lanes into V24 (groups 0..3) and V25 (4..7), and two TBLs (table
// bytes 0..15, 16..23) pack the 3 low bytes of each lane.
TEXT ·packNEONW3(SB), NOSPLIT, $0-40
	MOVD dst+0(FP), R0
	MOVD src+8(FP), R1
	MOVD blocks+16(FP), R2
	MOVD base+24(FP), R3
	MOVD table+32(FP), R5
	VLD1 (R5), [V28.B16, V29.B16, V30.B16, V31.B16]
	MOVD $7, R7
	VDUP R7, V5.S4 // the mask of 3 bits
	VDUP R3, V4.S4 // base's low 32 bits

	// mca-begin packNEONW3
loop:
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VUZP1  V1.S4, V0.S4, V8.S4
	VUZP1  V3.S4, V2.S4, V9.S4
	VSUB   V4.S4, V8.S4, V8.S4
	VAND   V5.B16, V8.B16, V8.B16
	VSUB   V4.S4, V9.S4, V9.S4
	VAND   V5.B16, V9.B16, V9.B16
	WORD   $0x6ebe4508 // USHL V8.S4, V8.S4, V30.S4
	WORD   $0x6ebf4529 // USHL V9.S4, V9.S4, V31.S4
	VADDP  V9.S4, V8.S4, V8.S4
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VUZP1  V1.S4, V0.S4, V10.S4
	VUZP1  V3.S4, V2.S4, V11.S4
	VSUB   V4.S4, V10.S4, V10.S4
	VAND   V5.B16, V10.B16, V10.B16
	VSUB   V4.S4, V11.S4, V11.S4
	VAND   V5.B16, V11.B16, V11.B16
	WORD   $0x6ebe454a // USHL V10.S4, V10.S4, V30.S4
	WORD   $0x6ebf456b // USHL V11.S4, V11.S4, V31.S4
	VADDP  V11.S4, V10.S4, V10.S4
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VUZP1  V1.S4, V0.S4, V12.S4
	VUZP1  V3.S4, V2.S4, V13.S4
	VSUB   V4.S4, V12.S4, V12.S4
	VAND   V5.B16, V12.B16, V12.B16
	VSUB   V4.S4, V13.S4, V13.S4
	VAND   V5.B16, V13.B16, V13.B16
	WORD   $0x6ebe458c // USHL V12.S4, V12.S4, V30.S4
	WORD   $0x6ebf45ad // USHL V13.S4, V13.S4, V31.S4
	VADDP  V13.S4, V12.S4, V12.S4
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VUZP1  V1.S4, V0.S4, V14.S4
	VUZP1  V3.S4, V2.S4, V15.S4
	VSUB   V4.S4, V14.S4, V14.S4
	VAND   V5.B16, V14.B16, V14.B16
	VSUB   V4.S4, V15.S4, V15.S4
	VAND   V5.B16, V15.B16, V15.B16
	WORD   $0x6ebe45ce // USHL V14.S4, V14.S4, V30.S4
	WORD   $0x6ebf45ef // USHL V15.S4, V15.S4, V31.S4
	VADDP  V15.S4, V14.S4, V14.S4
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VUZP1  V1.S4, V0.S4, V16.S4
	VUZP1  V3.S4, V2.S4, V17.S4
	VSUB   V4.S4, V16.S4, V16.S4
	VAND   V5.B16, V16.B16, V16.B16
	VSUB   V4.S4, V17.S4, V17.S4
	VAND   V5.B16, V17.B16, V17.B16
	WORD   $0x6ebe4610 // USHL V16.S4, V16.S4, V30.S4
	WORD   $0x6ebf4631 // USHL V17.S4, V17.S4, V31.S4
	VADDP  V17.S4, V16.S4, V16.S4
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VUZP1  V1.S4, V0.S4, V18.S4
	VUZP1  V3.S4, V2.S4, V19.S4
	VSUB   V4.S4, V18.S4, V18.S4
	VAND   V5.B16, V18.B16, V18.B16
	VSUB   V4.S4, V19.S4, V19.S4
	VAND   V5.B16, V19.B16, V19.B16
	WORD   $0x6ebe4652 // USHL V18.S4, V18.S4, V30.S4
	WORD   $0x6ebf4673 // USHL V19.S4, V19.S4, V31.S4
	VADDP  V19.S4, V18.S4, V18.S4
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VUZP1  V1.S4, V0.S4, V20.S4
	VUZP1  V3.S4, V2.S4, V21.S4
	VSUB   V4.S4, V20.S4, V20.S4
	VAND   V5.B16, V20.B16, V20.B16
	VSUB   V4.S4, V21.S4, V21.S4
	VAND   V5.B16, V21.B16, V21.B16
	WORD   $0x6ebe4694 // USHL V20.S4, V20.S4, V30.S4
	WORD   $0x6ebf46b5 // USHL V21.S4, V21.S4, V31.S4
	VADDP  V21.S4, V20.S4, V20.S4
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VUZP1  V1.S4, V0.S4, V22.S4
	VUZP1  V3.S4, V2.S4, V23.S4
	VSUB   V4.S4, V22.S4, V22.S4
	VAND   V5.B16, V22.B16, V22.B16
	VSUB   V4.S4, V23.S4, V23.S4
	VAND   V5.B16, V23.B16, V23.B16
	WORD   $0x6ebe46d6 // USHL V22.S4, V22.S4, V30.S4
	WORD   $0x6ebf46f7 // USHL V23.S4, V23.S4, V31.S4
	VADDP  V23.S4, V22.S4, V22.S4
	VADDP  V10.S4, V8.S4, V8.S4
	VADDP  V14.S4, V12.S4, V12.S4
	VADDP  V18.S4, V16.S4, V16.S4
	VADDP  V22.S4, V20.S4, V20.S4
	VADDP  V12.S4, V8.S4, V24.S4
	VADDP  V20.S4, V16.S4, V25.S4
	VTBL   V28.B16, [V24.B16, V25.B16], V26.B16
	VTBL   V29.B8, [V24.B16, V25.B16], V27.B8
	VST1.P [V26.B16], 16(R0)
	VST1.P [V27.B8], 8(R0)
	SUBS   $1, R2, R2
	BNE    loop
	// mca-end packNEONW3

	RET
