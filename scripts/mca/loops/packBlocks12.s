// packBlocks12: the loop of the compiled packBlocks12 (pack_blocks.go lines 1034-1113), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ldp x8, x9, [x3]
	sub x8, x8, x6
	and x8, x8, #0xfff
	sub x9, x9, x6
	and x9, x9, #0xfff
	ldp x10, x11, [x3,#16]
	sub x10, x10, x6
	and x10, x10, #0xfff
	sub x11, x11, x6
	and x11, x11, #0xfff
	ldp x12, x13, [x3,#32]
	sub x12, x12, x6
	and x12, x12, #0xfff
	sub x13, x13, x6
	and x14, x13, #0xfff
	orr x8, x8, x9, lsl #12
	orr x8, x8, x10, lsl #24
	orr x8, x8, x11, lsl #36
	orr x8, x8, x12, lsl #48
	orr x8, x8, x14, lsl #60
	str x8, [x0]
	ldp x8, x9, [x3,#48]
	sub x8, x8, x6
	and x8, x8, #0xfff
	sub x9, x9, x6
	and x9, x9, #0xfff
	ldp x10, x11, [x3,#64]
	sub x10, x10, x6
	and x10, x10, #0xfff
	sub x11, x11, x6
	and x11, x11, #0xfff
	ldr x12, [x3,#80]
	sub x12, x12, x6
	and x14, x12, #0xfff
	ubfx x13, x13, #4, #8
	orr x8, x13, x8, lsl #8
	orr x8, x8, x9, lsl #20
	orr x8, x8, x10, lsl #32
	orr x8, x8, x11, lsl #44
	orr x8, x8, x14, lsl #56
	str x8, [x0,#8]
	ldp x8, x9, [x3,#88]
	sub x8, x8, x6
	and x8, x8, #0xfff
	sub x9, x9, x6
	and x9, x9, #0xfff
	ldp x10, x11, [x3,#104]
	sub x10, x10, x6
	and x10, x10, #0xfff
	sub x11, x11, x6
	and x11, x11, #0xfff
	ldr x13, [x3,#120]
	sub x13, x13, x6
	ubfx x12, x12, #8, #4
	orr x8, x12, x8, lsl #4
	orr x8, x8, x9, lsl #16
	orr x8, x8, x10, lsl #28
	orr x8, x8, x11, lsl #40
	orr x8, x8, x13, lsl #52
	str x8, [x0,#16]
	ldp x8, x9, [x3,#128]
	sub x8, x8, x6
	and x8, x8, #0xfff
	sub x9, x9, x6
	and x9, x9, #0xfff
	ldp x10, x11, [x3,#144]
	sub x10, x10, x6
	and x10, x10, #0xfff
	sub x11, x11, x6
	and x11, x11, #0xfff
	ldp x12, x13, [x3,#160]
	sub x12, x12, x6
	and x12, x12, #0xfff
	sub x13, x13, x6
	and x14, x13, #0xfff
	orr x8, x8, x9, lsl #12
	orr x8, x8, x10, lsl #24
	orr x8, x8, x11, lsl #36
	orr x8, x8, x12, lsl #48
	orr x8, x8, x14, lsl #60
	str x8, [x0,#24]
	ldp x8, x9, [x3,#176]
	sub x8, x8, x6
	and x8, x8, #0xfff
	sub x9, x9, x6
	and x9, x9, #0xfff
	ldp x10, x11, [x3,#192]
	sub x10, x10, x6
	and x10, x10, #0xfff
	sub x11, x11, x6
	and x11, x11, #0xfff
	ldr x12, [x3,#208]
	sub x12, x12, x6
	and x14, x12, #0xfff
	ubfx x13, x13, #4, #8
	orr x8, x13, x8, lsl #8
	orr x8, x8, x9, lsl #20
	orr x8, x8, x10, lsl #32
	orr x8, x8, x11, lsl #44
	orr x8, x8, x14, lsl #56
	str x8, [x0,#32]
	ldp x8, x9, [x3,#216]
	sub x8, x8, x6
	and x8, x8, #0xfff
	sub x9, x9, x6
	and x9, x9, #0xfff
	ldp x10, x11, [x3,#232]
	sub x10, x10, x6
	and x10, x10, #0xfff
	sub x11, x11, x6
	and x11, x11, #0xfff
	ldr x13, [x3,#248]
	sub x13, x13, x6
	ubfx x12, x12, #8, #4
	orr x8, x12, x8, lsl #4
	orr x8, x8, x9, lsl #16
	orr x8, x8, x10, lsl #28
	orr x8, x8, x11, lsl #40
	orr x8, x8, x13, lsl #52
	str x8, [x0,#40]
	ldp x8, x9, [x3,#256]
	sub x8, x8, x6
	and x8, x8, #0xfff
	sub x9, x9, x6
	and x9, x9, #0xfff
	ldp x10, x11, [x3,#272]
	sub x10, x10, x6
	and x10, x10, #0xfff
	sub x11, x11, x6
	and x11, x11, #0xfff
	ldp x12, x13, [x3,#288]
	sub x12, x12, x6
	and x12, x12, #0xfff
	sub x13, x13, x6
	and x14, x13, #0xfff
	orr x8, x8, x9, lsl #12
	orr x8, x8, x10, lsl #24
	orr x8, x8, x11, lsl #36
	orr x8, x8, x12, lsl #48
	orr x8, x8, x14, lsl #60
	str x8, [x0,#48]
	ldp x8, x9, [x3,#304]
	sub x8, x8, x6
	and x8, x8, #0xfff
	sub x9, x9, x6
	and x9, x9, #0xfff
	ldp x10, x11, [x3,#320]
	sub x10, x10, x6
	and x10, x10, #0xfff
	sub x11, x11, x6
	and x11, x11, #0xfff
	ldr x12, [x3,#336]
	sub x12, x12, x6
	and x14, x12, #0xfff
	ubfx x13, x13, #4, #8
	orr x8, x13, x8, lsl #8
	orr x8, x8, x9, lsl #20
	orr x8, x8, x10, lsl #32
	orr x8, x8, x11, lsl #44
	orr x8, x8, x14, lsl #56
	str x8, [x0,#56]
	ldp x8, x9, [x3,#344]
	sub x8, x8, x6
	and x8, x8, #0xfff
	sub x9, x9, x6
	and x9, x9, #0xfff
	ldp x10, x11, [x3,#360]
	sub x10, x10, x6
	and x10, x10, #0xfff
	sub x11, x11, x6
	and x11, x11, #0xfff
	ldr x13, [x3,#376]
	sub x13, x13, x6
	ubfx x12, x12, #8, #4
	orr x8, x12, x8, lsl #4
	orr x8, x8, x9, lsl #16
	orr x8, x8, x10, lsl #28
	orr x8, x8, x11, lsl #40
	orr x8, x8, x13, lsl #52
	str x8, [x0,#64]
	ldp x8, x9, [x3,#384]
	sub x8, x8, x6
	and x8, x8, #0xfff
	sub x9, x9, x6
	and x9, x9, #0xfff
	ldp x10, x11, [x3,#400]
	sub x10, x10, x6
	and x10, x10, #0xfff
	sub x11, x11, x6
	and x11, x11, #0xfff
	ldp x12, x13, [x3,#416]
	sub x12, x12, x6
	and x12, x12, #0xfff
	sub x13, x13, x6
	and x14, x13, #0xfff
	orr x8, x8, x9, lsl #12
	orr x8, x8, x10, lsl #24
	orr x8, x8, x11, lsl #36
	orr x8, x8, x12, lsl #48
	orr x8, x8, x14, lsl #60
	str x8, [x0,#72]
	ldp x8, x9, [x3,#432]
	sub x8, x8, x6
	and x8, x8, #0xfff
	sub x9, x9, x6
	and x9, x9, #0xfff
	ldp x10, x11, [x3,#448]
	sub x10, x10, x6
	and x10, x10, #0xfff
	sub x11, x11, x6
	and x11, x11, #0xfff
	ldr x12, [x3,#464]
	sub x12, x12, x6
	and x14, x12, #0xfff
	ubfx x13, x13, #4, #8
	orr x8, x13, x8, lsl #8
	orr x8, x8, x9, lsl #20
	orr x8, x8, x10, lsl #32
	orr x8, x8, x11, lsl #44
	orr x8, x8, x14, lsl #56
	str x8, [x0,#80]
	ldp x8, x9, [x3,#472]
	sub x8, x8, x6
	and x8, x8, #0xfff
	sub x9, x9, x6
	and x9, x9, #0xfff
	ldp x10, x11, [x3,#488]
	sub x10, x10, x6
	and x10, x10, #0xfff
	sub x11, x11, x6
	and x11, x11, #0xfff
	ldr x13, [x3,#504]
	sub x13, x13, x6
	ubfx x12, x12, #8, #4
	orr x8, x12, x8, lsl #4
	orr x8, x8, x9, lsl #16
	orr x8, x8, x10, lsl #28
	orr x8, x8, x11, lsl #40
	orr x8, x8, x13, lsl #52
	str x8, [x0,#88]
	sub x5, x5, #0x40
	neg x8, x5
	asr x8, x8, #63
	and x8, x8, #0x200
	sub x2, x2, #0xc
	neg x9, x2
	asr x9, x9, #63
	and x9, x9, #0x60
	add x3, x8, x3
	add x0, x9, x0
	sub x4, x4, #0x40
	sub x1, x1, #0xc
	add x7, x7, #0x40
	cmp x4, #0x40
	b.lt out
	cmp x1, #0xc
	b.ge loop
out:
