// fillRunNEON: the kernel's loop, fillrun_arm64.s lines 28-35 (the mca markers), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	st1 {v0.2d-v3.2d}, [x0],#64
	add v0.2d, v0.2d, v4.2d
	add v1.2d, v1.2d, v4.2d
	add v2.2d, v2.2d, v4.2d
	add v3.2d, v3.2d, v4.2d
	subs x1, x1, #0x8
	b.ne loop
out:
