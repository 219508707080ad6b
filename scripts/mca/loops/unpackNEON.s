// unpackNEON: the kernel's loop, unpack_arm64.s lines 34-49 (the mca markers), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ld1 {v0.16b}, [x1], x4
	ld1 {v1.16b}, [x6], x4
	tbl v0.16b, {v0.16b}, v16.16b
	tbl v1.16b, {v1.16b}, v17.16b
	ushl v0.4s, v0.4s, v18.4s
	ushl v1.4s, v1.4s, v19.4s
	and v0.16b, v0.16b, v20.16b
	and v1.16b, v1.16b, v20.16b
	uaddw v2.2d, v21.2d, v0.2s
	uaddw2 v3.2d, v21.2d, v0.4s
	uaddw v4.2d, v21.2d, v1.2s
	uaddw2 v5.2d, v21.2d, v1.4s
	st1 {v2.2d-v5.2d}, [x0],#64
	subs x2, x2, #0x1
	b.ne loop
out:
