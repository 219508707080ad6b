// fillRunGeneric: the loop of the compiled fillRunGeneric (fillrun.go lines 12-15), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	str x3, [x0,x4,lsl #3]
	add x6, x0, x4, lsl #3
	add x7, x3, #0x1
	str x7, [x6,#8]
	add x7, x3, #0x2
	add x8, x3, #0x3
	stp x7, x8, [x6,#16]
	add x3, x3, #0x4
	mov x4, x5
	add x5, x4, #0x4
	cmp x1, x5
	b.lt out
	cmp x2, x5
	b.cc out
	cmp x4, x5
	b.ls loop
out:
