// unpackNEONBytes64: the kernel's loop, unpack_arm64.s lines 107-122 (the mca markers), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ld1 {v0.16b}, [x1], x4
	ld1 {v1.16b}, [x6], x4
	ld1 {v2.16b}, [x7], x4
	ld1 {v3.16b}, [x8], x4
	tbl v0.16b, {v0.16b}, v16.16b
	tbl v1.16b, {v1.16b}, v16.16b
	tbl v2.16b, {v2.16b}, v16.16b
	tbl v3.16b, {v3.16b}, v16.16b
	add v0.2d, v0.2d, v21.2d
	add v1.2d, v1.2d, v21.2d
	add v2.2d, v2.2d, v21.2d
	add v3.2d, v3.2d, v21.2d
	st1 {v0.2d-v3.2d}, [x0],#64
	subs x2, x2, #0x1
	b.ne loop
out:
