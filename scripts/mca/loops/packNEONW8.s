// packNEONW8: the kernel's loop, pack_arm64.s lines 150-163 (the mca markers), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ld1 {v0.2d-v3.2d}, [x1],#64
	ld1 {v4.2d-v7.2d}, [x1],#64
	uzp1 v16.4s, v0.4s, v1.4s
	uzp1 v17.4s, v2.4s, v3.4s
	uzp1 v18.4s, v4.4s, v5.4s
	uzp1 v19.4s, v6.4s, v7.4s
	uzp1 v16.8h, v16.8h, v17.8h
	uzp1 v18.8h, v18.8h, v19.8h
	uzp1 v16.16b, v16.16b, v18.16b
	sub v16.16b, v16.16b, v20.16b
	st1 {v16.16b}, [x0],#16
	subs x2, x2, #0x1
	b.ne loop
out:
