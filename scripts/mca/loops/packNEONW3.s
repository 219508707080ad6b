// packNEONW3: the kernel's loop, pack_arm64.s lines 361-453 (the mca markers), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ld1 {v0.2d-v3.2d}, [x1],#64
	uzp1 v8.4s, v0.4s, v1.4s
	uzp1 v9.4s, v2.4s, v3.4s
	sub v8.4s, v8.4s, v4.4s
	and v8.16b, v8.16b, v5.16b
	sub v9.4s, v9.4s, v4.4s
	and v9.16b, v9.16b, v5.16b
	ushl v8.4s, v8.4s, v30.4s
	ushl v9.4s, v9.4s, v31.4s
	addp v8.4s, v8.4s, v9.4s
	ld1 {v0.2d-v3.2d}, [x1],#64
	uzp1 v10.4s, v0.4s, v1.4s
	uzp1 v11.4s, v2.4s, v3.4s
	sub v10.4s, v10.4s, v4.4s
	and v10.16b, v10.16b, v5.16b
	sub v11.4s, v11.4s, v4.4s
	and v11.16b, v11.16b, v5.16b
	ushl v10.4s, v10.4s, v30.4s
	ushl v11.4s, v11.4s, v31.4s
	addp v10.4s, v10.4s, v11.4s
	ld1 {v0.2d-v3.2d}, [x1],#64
	uzp1 v12.4s, v0.4s, v1.4s
	uzp1 v13.4s, v2.4s, v3.4s
	sub v12.4s, v12.4s, v4.4s
	and v12.16b, v12.16b, v5.16b
	sub v13.4s, v13.4s, v4.4s
	and v13.16b, v13.16b, v5.16b
	ushl v12.4s, v12.4s, v30.4s
	ushl v13.4s, v13.4s, v31.4s
	addp v12.4s, v12.4s, v13.4s
	ld1 {v0.2d-v3.2d}, [x1],#64
	uzp1 v14.4s, v0.4s, v1.4s
	uzp1 v15.4s, v2.4s, v3.4s
	sub v14.4s, v14.4s, v4.4s
	and v14.16b, v14.16b, v5.16b
	sub v15.4s, v15.4s, v4.4s
	and v15.16b, v15.16b, v5.16b
	ushl v14.4s, v14.4s, v30.4s
	ushl v15.4s, v15.4s, v31.4s
	addp v14.4s, v14.4s, v15.4s
	ld1 {v0.2d-v3.2d}, [x1],#64
	uzp1 v16.4s, v0.4s, v1.4s
	uzp1 v17.4s, v2.4s, v3.4s
	sub v16.4s, v16.4s, v4.4s
	and v16.16b, v16.16b, v5.16b
	sub v17.4s, v17.4s, v4.4s
	and v17.16b, v17.16b, v5.16b
	ushl v16.4s, v16.4s, v30.4s
	ushl v17.4s, v17.4s, v31.4s
	addp v16.4s, v16.4s, v17.4s
	ld1 {v0.2d-v3.2d}, [x1],#64
	uzp1 v18.4s, v0.4s, v1.4s
	uzp1 v19.4s, v2.4s, v3.4s
	sub v18.4s, v18.4s, v4.4s
	and v18.16b, v18.16b, v5.16b
	sub v19.4s, v19.4s, v4.4s
	and v19.16b, v19.16b, v5.16b
	ushl v18.4s, v18.4s, v30.4s
	ushl v19.4s, v19.4s, v31.4s
	addp v18.4s, v18.4s, v19.4s
	ld1 {v0.2d-v3.2d}, [x1],#64
	uzp1 v20.4s, v0.4s, v1.4s
	uzp1 v21.4s, v2.4s, v3.4s
	sub v20.4s, v20.4s, v4.4s
	and v20.16b, v20.16b, v5.16b
	sub v21.4s, v21.4s, v4.4s
	and v21.16b, v21.16b, v5.16b
	ushl v20.4s, v20.4s, v30.4s
	ushl v21.4s, v21.4s, v31.4s
	addp v20.4s, v20.4s, v21.4s
	ld1 {v0.2d-v3.2d}, [x1],#64
	uzp1 v22.4s, v0.4s, v1.4s
	uzp1 v23.4s, v2.4s, v3.4s
	sub v22.4s, v22.4s, v4.4s
	and v22.16b, v22.16b, v5.16b
	sub v23.4s, v23.4s, v4.4s
	and v23.16b, v23.16b, v5.16b
	ushl v22.4s, v22.4s, v30.4s
	ushl v23.4s, v23.4s, v31.4s
	addp v22.4s, v22.4s, v23.4s
	addp v8.4s, v8.4s, v10.4s
	addp v12.4s, v12.4s, v14.4s
	addp v16.4s, v16.4s, v18.4s
	addp v20.4s, v20.4s, v22.4s
	addp v24.4s, v8.4s, v12.4s
	addp v25.4s, v16.4s, v20.4s
	tbl v26.16b, {v24.16b, v25.16b}, v28.16b
	tbl v27.8b, {v24.16b, v25.16b}, v29.8b
	st1 {v26.16b}, [x0],#16
	st1 {v27.8b}, [x0],#8
	subs x2, x2, #0x1
	b.ne loop
out:
