// popcountGeneric: the loop of the compiled popcountGeneric (popcount.go lines 8-9), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ldr x4, [x0,x2,lsl #3]
	fmov d0, x4
	cnt v0.8b, v0.8b
	uaddlv h0, v0.8b
	fmov x4, d0
	add x3, x4, x3
	add x2, x2, #0x1
	cmp x1, x2
	b.gt loop
out:
