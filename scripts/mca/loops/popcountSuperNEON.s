// popcountSuperNEON: the kernel's loop, popcount_arm64.s lines 64-107 (the mca markers), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ld1 {v0.16b-v3.16b}, [x0],#64
	ld1 {v4.16b-v7.16b}, [x0],#64
	ld1 {v8.16b-v11.16b}, [x0],#64
	ld1 {v12.16b-v15.16b}, [x0],#64
	cnt v0.16b, v0.16b
	cnt v1.16b, v1.16b
	cnt v2.16b, v2.16b
	cnt v3.16b, v3.16b
	cnt v4.16b, v4.16b
	cnt v5.16b, v5.16b
	cnt v6.16b, v6.16b
	cnt v7.16b, v7.16b
	cnt v8.16b, v8.16b
	cnt v9.16b, v9.16b
	cnt v10.16b, v10.16b
	cnt v11.16b, v11.16b
	cnt v12.16b, v12.16b
	cnt v13.16b, v13.16b
	cnt v14.16b, v14.16b
	cnt v15.16b, v15.16b
	add v0.16b, v0.16b, v1.16b
	add v2.16b, v2.16b, v3.16b
	add v0.16b, v0.16b, v2.16b
	add v4.16b, v4.16b, v5.16b
	add v6.16b, v6.16b, v7.16b
	add v4.16b, v4.16b, v6.16b
	add v8.16b, v8.16b, v9.16b
	add v10.16b, v10.16b, v11.16b
	add v8.16b, v8.16b, v10.16b
	add v12.16b, v12.16b, v13.16b
	add v14.16b, v14.16b, v15.16b
	add v12.16b, v12.16b, v14.16b
	uaddlp v0.8h, v0.16b
	uaddlp v4.8h, v4.16b
	uaddlp v8.8h, v8.16b
	uaddlp v12.8h, v12.16b
	addp v0.8h, v0.8h, v4.8h
	addp v8.8h, v8.8h, v12.8h
	addp v0.8h, v0.8h, v8.8h
	addp v0.8h, v0.8h, v0.8h
	str d0, [x2],#8
	subs x1, x1, #0x1
	b.ne loop
out:
