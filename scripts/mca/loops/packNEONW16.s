// packNEONW16: the kernel's loop, pack_arm64.s lines 125-133 (the mca markers), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ld1 {v0.2d-v3.2d}, [x1],#64
	uzp1 v4.4s, v0.4s, v1.4s
	uzp1 v5.4s, v2.4s, v3.4s
	uzp1 v6.8h, v4.8h, v5.8h
	sub v6.8h, v6.8h, v20.8h
	st1 {v6.8h}, [x0],#16
	subs x2, x2, #0x1
	b.ne loop
out:
