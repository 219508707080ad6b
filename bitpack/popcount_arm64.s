//go:build !purego

#include "textflag.h"

// Hand-written: avo, which generates the amd64 kernels, has no arm64
// backend. scripts/mca models the loop between the mca markers.

// func popcountNEON(words *uint64, n int) int
//
// Eight words (four 16-byte registers) an iteration: VCNT counts the bits
// of each byte, three byte adds sum the four registers (at most 32 a
// byte), UADALP adds pairs of bytes into eight halfword counters. A
// halfword gains at most 64 an iteration, so a chunk of up to 1023
// iterations (8184 words) cannot overflow it; after each chunk the
// counters are summed into R2.
TEXT ·popcountNEON(SB), NOSPLIT, $0-24
	MOVD words+0(FP), R0
	MOVD n+8(FP), R1
	MOVD ZR, R2

chunk:
	MOVD $8184, R3
	CMP  R3, R1
	CSEL LT, R1, R3, R3 // R3 = min(n left, 8184)
	SUB  R3, R1, R1
	VEOR V16.B16, V16.B16, V16.B16

	// mca-begin popcountNEON
loop:
	VLD1.P 64(R0), [V0.B16, V1.B16, V2.B16, V3.B16]
	VCNT   V0.B16, V0.B16
	VCNT   V1.B16, V1.B16
	VCNT   V2.B16, V2.B16
	VCNT   V3.B16, V3.B16
	VADD   V1.B16, V0.B16, V0.B16
	VADD   V3.B16, V2.B16, V2.B16
	VADD   V2.B16, V0.B16, V0.B16
	WORD   $0x6e206810 // UADALP V16.H8, V0.B16 (Go's assembler lacks it)
	SUBS   $8, R3, R3
	BNE    loop
	// mca-end popcountNEON

	VUADDLV V16.H8, V16
	VMOV    V16.S[0], R4
	ADD     R4, R2, R2
	CBNZ    R1, chunk
	MOVD    R2, ret+16(FP)
	RET
