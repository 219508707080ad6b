// packNEONBytes24: the kernel's loop, pack_arm64.s lines 74-84 (the mca markers), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ld1 {v0.2d-v3.2d}, [x1],#64
	uzp1 v4.4s, v0.4s, v1.4s
	uzp1 v5.4s, v2.4s, v3.4s
	sub v4.4s, v4.4s, v20.4s
	sub v5.4s, v5.4s, v20.4s
	tbl v6.16b, {v4.16b, v5.16b}, v24.16b
	tbl v7.16b, {v4.16b, v5.16b}, v25.16b
	st1 {v6.16b, v7.16b}, [x0], x4
	subs x2, x2, #0x1
	b.ne loop
out:
