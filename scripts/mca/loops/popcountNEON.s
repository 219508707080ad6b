// popcountNEON: the kernel's loop, popcount_arm64.s lines 29-40 (the mca markers), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ld1 {v0.16b-v3.16b}, [x0],#64
	cnt v0.16b, v0.16b
	cnt v1.16b, v1.16b
	cnt v2.16b, v2.16b
	cnt v3.16b, v3.16b
	add v0.16b, v0.16b, v1.16b
	add v2.16b, v2.16b, v3.16b
	add v0.16b, v0.16b, v2.16b
	uadalp v16.8h, v0.16b
	subs x3, x3, #0x8
	b.ne loop
out:
