// packNEONW32: the kernel's loop, pack_arm64.s lines 100-108 (the mca markers), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ld1 {v0.2d-v3.2d}, [x1],#64
	uzp1 v4.4s, v0.4s, v1.4s
	uzp1 v5.4s, v2.4s, v3.4s
	sub v4.4s, v4.4s, v20.4s
	sub v5.4s, v5.4s, v20.4s
	st1 {v4.4s, v5.4s}, [x0],#32
	subs x2, x2, #0x1
	b.ne loop
out:
