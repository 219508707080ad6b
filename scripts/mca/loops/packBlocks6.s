// packBlocks6: the loop of the compiled packBlocks6 (pack_blocks.go lines 533-606), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ldp x8, x9, [x3]
	sub x8, x8, x6
	and x8, x8, #0x3f
	sub x9, x9, x6
	and x9, x9, #0x3f
	ldp x10, x11, [x3,#16]
	sub x10, x10, x6
	and x10, x10, #0x3f
	sub x11, x11, x6
	and x11, x11, #0x3f
	ldp x12, x13, [x3,#32]
	sub x12, x12, x6
	and x12, x12, #0x3f
	sub x13, x13, x6
	and x13, x13, #0x3f
	ldp x14, x15, [x3,#48]
	sub x14, x14, x6
	and x14, x14, #0x3f
	sub x15, x15, x6
	and x15, x15, #0x3f
	ldp x16, x17, [x3,#64]
	sub x16, x16, x6
	and x16, x16, #0x3f
	sub x17, x17, x6
	and x17, x17, #0x3f
	ldr x19, [x3,#80]
	sub x19, x19, x6
	and x20, x19, #0x3f
	orr x8, x8, x9, lsl #6
	orr x8, x8, x10, lsl #12
	orr x8, x8, x11, lsl #18
	orr x8, x8, x12, lsl #24
	orr x8, x8, x13, lsl #30
	orr x8, x8, x14, lsl #36
	orr x8, x8, x15, lsl #42
	orr x8, x8, x16, lsl #48
	orr x8, x8, x17, lsl #54
	orr x8, x8, x20, lsl #60
	str x8, [x0]
	ldp x8, x9, [x3,#88]
	sub x8, x8, x6
	and x8, x8, #0x3f
	sub x9, x9, x6
	and x9, x9, #0x3f
	ldp x10, x11, [x3,#104]
	sub x10, x10, x6
	and x10, x10, #0x3f
	sub x11, x11, x6
	and x11, x11, #0x3f
	ldp x12, x13, [x3,#120]
	sub x12, x12, x6
	and x12, x12, #0x3f
	sub x13, x13, x6
	and x13, x13, #0x3f
	ldp x14, x15, [x3,#136]
	sub x14, x14, x6
	and x14, x14, #0x3f
	sub x15, x15, x6
	and x15, x15, #0x3f
	ldp x16, x17, [x3,#152]
	sub x16, x16, x6
	and x16, x16, #0x3f
	sub x17, x17, x6
	and x17, x17, #0x3f
	ldr x20, [x3,#168]
	sub x20, x20, x6
	and x21, x20, #0x3f
	ubfx x19, x19, #4, #2
	orr x8, x19, x8, lsl #2
	orr x8, x8, x9, lsl #8
	orr x8, x8, x10, lsl #14
	orr x8, x8, x11, lsl #20
	orr x8, x8, x12, lsl #26
	orr x8, x8, x13, lsl #32
	orr x8, x8, x14, lsl #38
	orr x8, x8, x15, lsl #44
	orr x8, x8, x16, lsl #50
	orr x8, x8, x17, lsl #56
	orr x8, x8, x21, lsl #62
	str x8, [x0,#8]
	ldp x8, x9, [x3,#176]
	sub x8, x8, x6
	and x8, x8, #0x3f
	sub x9, x9, x6
	and x9, x9, #0x3f
	ldp x10, x11, [x3,#192]
	sub x10, x10, x6
	and x10, x10, #0x3f
	sub x11, x11, x6
	and x11, x11, #0x3f
	ldp x12, x13, [x3,#208]
	sub x12, x12, x6
	and x12, x12, #0x3f
	sub x13, x13, x6
	and x13, x13, #0x3f
	ldp x14, x15, [x3,#224]
	sub x14, x14, x6
	and x14, x14, #0x3f
	sub x15, x15, x6
	and x15, x15, #0x3f
	ldp x16, x17, [x3,#240]
	sub x16, x16, x6
	and x16, x16, #0x3f
	sub x17, x17, x6
	ubfx x19, x20, #2, #4
	orr x8, x19, x8, lsl #4
	orr x8, x8, x9, lsl #10
	orr x8, x8, x10, lsl #16
	orr x8, x8, x11, lsl #22
	orr x8, x8, x12, lsl #28
	orr x8, x8, x13, lsl #34
	orr x8, x8, x14, lsl #40
	orr x8, x8, x15, lsl #46
	orr x8, x8, x16, lsl #52
	orr x8, x8, x17, lsl #58
	str x8, [x0,#16]
	ldp x8, x9, [x3,#256]
	sub x8, x8, x6
	and x8, x8, #0x3f
	sub x9, x9, x6
	and x9, x9, #0x3f
	ldp x10, x11, [x3,#272]
	sub x10, x10, x6
	and x10, x10, #0x3f
	sub x11, x11, x6
	and x11, x11, #0x3f
	ldp x12, x13, [x3,#288]
	sub x12, x12, x6
	and x12, x12, #0x3f
	sub x13, x13, x6
	and x13, x13, #0x3f
	ldp x14, x15, [x3,#304]
	sub x14, x14, x6
	and x14, x14, #0x3f
	sub x15, x15, x6
	and x15, x15, #0x3f
	ldp x16, x17, [x3,#320]
	sub x16, x16, x6
	and x16, x16, #0x3f
	sub x17, x17, x6
	and x17, x17, #0x3f
	ldr x19, [x3,#336]
	sub x19, x19, x6
	and x20, x19, #0x3f
	orr x8, x8, x9, lsl #6
	orr x8, x8, x10, lsl #12
	orr x8, x8, x11, lsl #18
	orr x8, x8, x12, lsl #24
	orr x8, x8, x13, lsl #30
	orr x8, x8, x14, lsl #36
	orr x8, x8, x15, lsl #42
	orr x8, x8, x16, lsl #48
	orr x8, x8, x17, lsl #54
	orr x8, x8, x20, lsl #60
	str x8, [x0,#24]
	ldp x8, x9, [x3,#344]
	sub x8, x8, x6
	and x8, x8, #0x3f
	sub x9, x9, x6
	and x9, x9, #0x3f
	ldp x10, x11, [x3,#360]
	sub x10, x10, x6
	and x10, x10, #0x3f
	sub x11, x11, x6
	and x11, x11, #0x3f
	ldp x12, x13, [x3,#376]
	sub x12, x12, x6
	and x12, x12, #0x3f
	sub x13, x13, x6
	and x13, x13, #0x3f
	ldp x14, x15, [x3,#392]
	sub x14, x14, x6
	and x14, x14, #0x3f
	sub x15, x15, x6
	and x15, x15, #0x3f
	ldp x16, x17, [x3,#408]
	sub x16, x16, x6
	and x16, x16, #0x3f
	sub x17, x17, x6
	and x17, x17, #0x3f
	ldr x20, [x3,#424]
	sub x20, x20, x6
	and x21, x20, #0x3f
	ubfx x19, x19, #4, #2
	orr x8, x19, x8, lsl #2
	orr x8, x8, x9, lsl #8
	orr x8, x8, x10, lsl #14
	orr x8, x8, x11, lsl #20
	orr x8, x8, x12, lsl #26
	orr x8, x8, x13, lsl #32
	orr x8, x8, x14, lsl #38
	orr x8, x8, x15, lsl #44
	orr x8, x8, x16, lsl #50
	orr x8, x8, x17, lsl #56
	orr x8, x8, x21, lsl #62
	str x8, [x0,#32]
	ldp x8, x9, [x3,#432]
	sub x8, x8, x6
	and x8, x8, #0x3f
	sub x9, x9, x6
	and x9, x9, #0x3f
	ldp x10, x11, [x3,#448]
	sub x10, x10, x6
	and x10, x10, #0x3f
	sub x11, x11, x6
	and x11, x11, #0x3f
	ldp x12, x13, [x3,#464]
	sub x12, x12, x6
	and x12, x12, #0x3f
	sub x13, x13, x6
	and x13, x13, #0x3f
	ldp x14, x15, [x3,#480]
	sub x14, x14, x6
	and x14, x14, #0x3f
	sub x15, x15, x6
	and x15, x15, #0x3f
	ldp x16, x17, [x3,#496]
	sub x16, x16, x6
	and x16, x16, #0x3f
	sub x17, x17, x6
	ubfx x19, x20, #2, #4
	orr x8, x19, x8, lsl #4
	orr x8, x8, x9, lsl #10
	orr x8, x8, x10, lsl #16
	orr x8, x8, x11, lsl #22
	orr x8, x8, x12, lsl #28
	orr x8, x8, x13, lsl #34
	orr x8, x8, x14, lsl #40
	orr x8, x8, x15, lsl #46
	orr x8, x8, x16, lsl #52
	orr x8, x8, x17, lsl #58
	str x8, [x0,#40]
	sub x5, x5, #0x40
	neg x8, x5
	asr x8, x8, #63
	and x8, x8, #0x200
	sub x2, x2, #0x6
	neg x9, x2
	asr x9, x9, #63
	and x9, x9, #0x30
	add x3, x8, x3
	add x0, x9, x0
	sub x4, x4, #0x40
	sub x1, x1, #0x6
	add x7, x7, #0x40
	cmp x4, #0x40
	b.lt out
	cmp x1, #0x6
	b.ge loop
out:
