// values: 8
// unpack64Candidate: a NEON unpack of widths 26..56 in 64-bit lanes,
// modelled before writing it. A group of 8 values of width w is the w
// bytes at src+g*w; each pair of values is read from the 16 bytes at the
// pair's first byte (four pointers, each advanced by w), TBL moves each
// value's 8 bytes into its lane, USHL shifts it down by its bit offset,
// AND keeps w bits, ADD adds base. Predicted too slow to keep (see
// PERFORMANCE.md), so it is not in bitpack.
loop:
	ld1	{v0.16b}, [x1], x4
	ld1	{v1.16b}, [x6], x4
	ld1	{v2.16b}, [x7], x4
	ld1	{v3.16b}, [x8], x4
	tbl	v0.16b, {v0.16b}, v16.16b
	tbl	v1.16b, {v1.16b}, v17.16b
	tbl	v2.16b, {v2.16b}, v18.16b
	tbl	v3.16b, {v3.16b}, v19.16b
	ushl	v0.2d, v0.2d, v24.2d
	ushl	v1.2d, v1.2d, v25.2d
	ushl	v2.2d, v2.2d, v26.2d
	ushl	v3.2d, v3.2d, v27.2d
	and	v0.16b, v0.16b, v20.16b
	and	v1.16b, v1.16b, v20.16b
	and	v2.16b, v2.16b, v20.16b
	and	v3.16b, v3.16b, v20.16b
	add	v0.2d, v0.2d, v21.2d
	add	v1.2d, v1.2d, v21.2d
	add	v2.2d, v2.2d, v21.2d
	add	v3.2d, v3.2d, v21.2d
	st1	{v0.2d, v1.2d, v2.2d, v3.2d}, [x0], #64
	subs	x2, x2, #1
	b.ne	loop
