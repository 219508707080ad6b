// values: 8
// A pack kernel for width 56 (not in bitpack): base subtracted in 64-bit
// lanes, four 4-register TBLs gather the 56 bytes of the group.
loop:
	ld1 {v0.2d, v1.2d, v2.2d, v3.2d}, [x1], #64
	sub v0.2d, v0.2d, v20.2d
	sub v1.2d, v1.2d, v20.2d
	sub v2.2d, v2.2d, v20.2d
	sub v3.2d, v3.2d, v20.2d
	tbl v4.16b, {v0.16b, v1.16b, v2.16b, v3.16b}, v24.16b
	tbl v5.16b, {v0.16b, v1.16b, v2.16b, v3.16b}, v25.16b
	tbl v6.16b, {v0.16b, v1.16b, v2.16b, v3.16b}, v26.16b
	tbl v7.16b, {v0.16b, v1.16b, v2.16b, v3.16b}, v27.16b
	st1 {v4.16b, v5.16b, v6.16b, v7.16b}, [x0], x4
	subs x2, x2, #1
	b.ne loop
