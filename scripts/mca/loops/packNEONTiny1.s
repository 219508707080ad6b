// packNEONTiny1: the kernel's loop, pack_arm64.s lines 269-335 (the mca markers), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ld1 {v0.2d-v3.2d}, [x1],#64
	uzp1 v16.4s, v0.4s, v1.4s
	uzp1 v17.4s, v2.4s, v3.4s
	uzp1 v4.8h, v16.8h, v17.8h
	sub v4.8h, v4.8h, v20.8h
	and v4.16b, v4.16b, v21.16b
	ushl v4.8h, v4.8h, v22.8h
	ld1 {v0.2d-v3.2d}, [x1],#64
	uzp1 v16.4s, v0.4s, v1.4s
	uzp1 v17.4s, v2.4s, v3.4s
	uzp1 v5.8h, v16.8h, v17.8h
	sub v5.8h, v5.8h, v20.8h
	and v5.16b, v5.16b, v21.16b
	ushl v5.8h, v5.8h, v22.8h
	ld1 {v0.2d-v3.2d}, [x1],#64
	uzp1 v16.4s, v0.4s, v1.4s
	uzp1 v17.4s, v2.4s, v3.4s
	uzp1 v6.8h, v16.8h, v17.8h
	sub v6.8h, v6.8h, v20.8h
	and v6.16b, v6.16b, v21.16b
	ushl v6.8h, v6.8h, v22.8h
	ld1 {v0.2d-v3.2d}, [x1],#64
	uzp1 v16.4s, v0.4s, v1.4s
	uzp1 v17.4s, v2.4s, v3.4s
	uzp1 v7.8h, v16.8h, v17.8h
	sub v7.8h, v7.8h, v20.8h
	and v7.16b, v7.16b, v21.16b
	ushl v7.8h, v7.8h, v22.8h
	ld1 {v0.2d-v3.2d}, [x1],#64
	uzp1 v16.4s, v0.4s, v1.4s
	uzp1 v17.4s, v2.4s, v3.4s
	uzp1 v8.8h, v16.8h, v17.8h
	sub v8.8h, v8.8h, v20.8h
	and v8.16b, v8.16b, v21.16b
	ushl v8.8h, v8.8h, v22.8h
	ld1 {v0.2d-v3.2d}, [x1],#64
	uzp1 v16.4s, v0.4s, v1.4s
	uzp1 v17.4s, v2.4s, v3.4s
	uzp1 v9.8h, v16.8h, v17.8h
	sub v9.8h, v9.8h, v20.8h
	and v9.16b, v9.16b, v21.16b
	ushl v9.8h, v9.8h, v22.8h
	ld1 {v0.2d-v3.2d}, [x1],#64
	uzp1 v16.4s, v0.4s, v1.4s
	uzp1 v17.4s, v2.4s, v3.4s
	uzp1 v10.8h, v16.8h, v17.8h
	sub v10.8h, v10.8h, v20.8h
	and v10.16b, v10.16b, v21.16b
	ushl v10.8h, v10.8h, v22.8h
	ld1 {v0.2d-v3.2d}, [x1],#64
	uzp1 v16.4s, v0.4s, v1.4s
	uzp1 v17.4s, v2.4s, v3.4s
	uzp1 v11.8h, v16.8h, v17.8h
	sub v11.8h, v11.8h, v20.8h
	and v11.16b, v11.16b, v21.16b
	ushl v11.8h, v11.8h, v22.8h
	addp v4.8h, v4.8h, v5.8h
	addp v6.8h, v6.8h, v7.8h
	addp v8.8h, v8.8h, v9.8h
	addp v10.8h, v10.8h, v11.8h
	addp v4.8h, v4.8h, v6.8h
	addp v8.8h, v8.8h, v10.8h
	addp v4.8h, v4.8h, v8.8h
	uzp1 v4.16b, v4.16b, v4.16b
	st1 {v4.8b}, [x0],#8
	subs x2, x2, #0x1
	b.ne loop
out:
