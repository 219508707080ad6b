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

// func popcountSuperNEON(words *uint64, nsuper int, counts *uint64)
//
// For each of nsuper >= 1 superblocks of 32 words at words, the set bits
// of its four basic blocks of 8 words, 16 bits each, in one word of
// counts (block k at bits 16k). A basic block is four registers: VCNT,
// three byte adds (at most 32 a byte), UADDLP to halfwords; three rounds
// of pairwise adds (ADDP) bring the four blocks' sums into halfwords
// 0..3, whose low 8 bytes are stored.
TEXT ·popcountSuperNEON(SB), NOSPLIT, $0-24
	MOVD words+0(FP), R0
	MOVD nsuper+8(FP), R1
	MOVD counts+16(FP), R2

	// mca-begin popcountSuperNEON
loop:
	VLD1.P 64(R0), [V0.B16, V1.B16, V2.B16, V3.B16]
	VLD1.P 64(R0), [V4.B16, V5.B16, V6.B16, V7.B16]
	VLD1.P 64(R0), [V8.B16, V9.B16, V10.B16, V11.B16]
	VLD1.P 64(R0), [V12.B16, V13.B16, V14.B16, V15.B16]
	VCNT   V0.B16, V0.B16
	VCNT   V1.B16, V1.B16
	VCNT   V2.B16, V2.B16
	VCNT   V3.B16, V3.B16
	VCNT   V4.B16, V4.B16
	VCNT   V5.B16, V5.B16
	VCNT   V6.B16, V6.B16
	VCNT   V7.B16, V7.B16
	VCNT   V8.B16, V8.B16
	VCNT   V9.B16, V9.B16
	VCNT   V10.B16, V10.B16
	VCNT   V11.B16, V11.B16
	VCNT   V12.B16, V12.B16
	VCNT   V13.B16, V13.B16
	VCNT   V14.B16, V14.B16
	VCNT   V15.B16, V15.B16
	VADD   V1.B16, V0.B16, V0.B16
	VADD   V3.B16, V2.B16, V2.B16
	VADD   V2.B16, V0.B16, V0.B16
	VADD   V5.B16, V4.B16, V4.B16
	VADD   V7.B16, V6.B16, V6.B16
	VADD   V6.B16, V4.B16, V4.B16
	VADD   V9.B16, V8.B16, V8.B16
	VADD   V11.B16, V10.B16, V10.B16
	VADD   V10.B16, V8.B16, V8.B16
	VADD   V13.B16, V12.B16, V12.B16
	VADD   V15.B16, V14.B16, V14.B16
	VADD   V14.B16, V12.B16, V12.B16
	WORD   $0x6e202800 // UADDLP V0.H8, V0.B16 (Go's assembler lacks it)
	WORD   $0x6e202884 // UADDLP V4.H8, V4.B16
	WORD   $0x6e202908 // UADDLP V8.H8, V8.B16
	WORD   $0x6e20298c // UADDLP V12.H8, V12.B16
	VADDP  V4.H8, V0.H8, V0.H8    // blocks 0, 1: four halfwords each
	VADDP  V12.H8, V8.H8, V8.H8   // blocks 2, 3
	VADDP  V8.H8, V0.H8, V0.H8    // two halfwords a block
	VADDP  V0.H8, V0.H8, V0.H8    // one: halfwords 0..3
	FMOVD.P F0, 8(R2)
	SUBS   $1, R1, R1
	BNE    loop
	// mca-end popcountSuperNEON

	RET
