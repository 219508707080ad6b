//go:build !purego

#include "textflag.h"

// Hand-written: avo has no arm64 backend. scripts/mca models the loop
// between the mca markers.

// func fillRunNEON(dst *uint64, n int, start uint64)
//
// V0..V3 hold the next eight values; each iteration stores them (one
// 64-byte ST1) and adds 8 to every lane.
TEXT ·fillRunNEON(SB), NOSPLIT, $0-24
	MOVD dst+0(FP), R0
	MOVD n+8(FP), R1
	MOVD start+16(FP), R2
	ADD  $1, R2, R3
	VMOV R2, V0.D[0]
	VMOV R3, V0.D[1]
	MOVD $2, R4
	VDUP R4, V5.D2
	VADD V5.D2, V0.D2, V1.D2
	VADD V5.D2, V1.D2, V2.D2
	VADD V5.D2, V2.D2, V3.D2
	MOVD $8, R4
	VDUP R4, V4.D2

	// mca-begin fillRunNEON
loop:
	VST1.P [V0.D2, V1.D2, V2.D2, V3.D2], 64(R0)
	VADD   V4.D2, V0.D2, V0.D2
	VADD   V4.D2, V1.D2, V1.D2
	VADD   V4.D2, V2.D2, V2.D2
	VADD   V4.D2, V3.D2, V3.D2
	SUBS   $8, R1, R1
	BNE    loop
	// mca-end fillRunNEON

	RET
