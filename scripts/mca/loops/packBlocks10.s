// packBlocks10: the loop of the compiled packBlocks10 (pack_blocks.go lines 863-940), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ldp x8, x9, [x3]
	sub x8, x8, x6
	and x8, x8, #0x3ff
	sub x9, x9, x6
	and x9, x9, #0x3ff
	ldp x10, x11, [x3,#16]
	sub x10, x10, x6
	and x10, x10, #0x3ff
	sub x11, x11, x6
	and x11, x11, #0x3ff
	ldp x12, x13, [x3,#32]
	sub x12, x12, x6
	and x12, x12, #0x3ff
	sub x13, x13, x6
	and x13, x13, #0x3ff
	ldr x14, [x3,#48]
	sub x14, x14, x6
	and x15, x14, #0x3ff
	orr x8, x8, x9, lsl #10
	orr x8, x8, x10, lsl #20
	orr x8, x8, x11, lsl #30
	orr x8, x8, x12, lsl #40
	orr x8, x8, x13, lsl #50
	orr x8, x8, x15, lsl #60
	str x8, [x0]
	ldp x8, x9, [x3,#56]
	sub x8, x8, x6
	and x8, x8, #0x3ff
	sub x9, x9, x6
	and x9, x9, #0x3ff
	ldp x10, x11, [x3,#72]
	sub x10, x10, x6
	and x10, x10, #0x3ff
	sub x11, x11, x6
	and x11, x11, #0x3ff
	ldp x12, x13, [x3,#88]
	sub x12, x12, x6
	and x12, x12, #0x3ff
	sub x13, x13, x6
	and x15, x13, #0x3ff
	ubfx x14, x14, #4, #6
	orr x8, x14, x8, lsl #6
	orr x8, x8, x9, lsl #16
	orr x8, x8, x10, lsl #26
	orr x8, x8, x11, lsl #36
	orr x8, x8, x12, lsl #46
	orr x8, x8, x15, lsl #56
	str x8, [x0,#8]
	ldp x8, x9, [x3,#104]
	sub x8, x8, x6
	and x8, x8, #0x3ff
	sub x9, x9, x6
	and x9, x9, #0x3ff
	ldp x10, x11, [x3,#120]
	sub x10, x10, x6
	and x10, x10, #0x3ff
	sub x11, x11, x6
	and x11, x11, #0x3ff
	ldp x12, x14, [x3,#136]
	sub x12, x12, x6
	and x12, x12, #0x3ff
	sub x14, x14, x6
	and x14, x14, #0x3ff
	ldr x15, [x3,#152]
	sub x15, x15, x6
	and x16, x15, #0x3ff
	ubfx x13, x13, #8, #2
	orr x8, x13, x8, lsl #2
	orr x8, x8, x9, lsl #12
	orr x8, x8, x10, lsl #22
	orr x8, x8, x11, lsl #32
	orr x8, x8, x12, lsl #42
	orr x8, x8, x14, lsl #52
	orr x8, x8, x16, lsl #62
	str x8, [x0,#16]
	ldp x8, x9, [x3,#160]
	sub x8, x8, x6
	and x8, x8, #0x3ff
	sub x9, x9, x6
	and x9, x9, #0x3ff
	ldp x10, x11, [x3,#176]
	sub x10, x10, x6
	and x10, x10, #0x3ff
	sub x11, x11, x6
	and x11, x11, #0x3ff
	ldp x12, x13, [x3,#192]
	sub x12, x12, x6
	and x12, x12, #0x3ff
	sub x13, x13, x6
	and x14, x13, #0x3ff
	ubfx x15, x15, #2, #8
	orr x8, x15, x8, lsl #8
	orr x8, x8, x9, lsl #18
	orr x8, x8, x10, lsl #28
	orr x8, x8, x11, lsl #38
	orr x8, x8, x12, lsl #48
	orr x8, x8, x14, lsl #58
	str x8, [x0,#24]
	ldp x8, x9, [x3,#208]
	sub x8, x8, x6
	and x8, x8, #0x3ff
	sub x9, x9, x6
	and x9, x9, #0x3ff
	ldp x10, x11, [x3,#224]
	sub x10, x10, x6
	and x10, x10, #0x3ff
	sub x11, x11, x6
	and x11, x11, #0x3ff
	ldp x12, x14, [x3,#240]
	sub x12, x12, x6
	and x12, x12, #0x3ff
	sub x14, x14, x6
	ubfx x13, x13, #6, #4
	orr x8, x13, x8, lsl #4
	orr x8, x8, x9, lsl #14
	orr x8, x8, x10, lsl #24
	orr x8, x8, x11, lsl #34
	orr x8, x8, x12, lsl #44
	orr x8, x8, x14, lsl #54
	str x8, [x0,#32]
	ldp x8, x9, [x3,#256]
	sub x8, x8, x6
	and x8, x8, #0x3ff
	sub x9, x9, x6
	and x9, x9, #0x3ff
	ldp x10, x11, [x3,#272]
	sub x10, x10, x6
	and x10, x10, #0x3ff
	sub x11, x11, x6
	and x11, x11, #0x3ff
	ldp x12, x13, [x3,#288]
	sub x12, x12, x6
	and x12, x12, #0x3ff
	sub x13, x13, x6
	and x13, x13, #0x3ff
	ldr x14, [x3,#304]
	sub x14, x14, x6
	and x15, x14, #0x3ff
	orr x8, x8, x9, lsl #10
	orr x8, x8, x10, lsl #20
	orr x8, x8, x11, lsl #30
	orr x8, x8, x12, lsl #40
	orr x8, x8, x13, lsl #50
	orr x8, x8, x15, lsl #60
	str x8, [x0,#40]
	ldp x8, x9, [x3,#312]
	sub x8, x8, x6
	and x8, x8, #0x3ff
	sub x9, x9, x6
	and x9, x9, #0x3ff
	ldp x10, x11, [x3,#328]
	sub x10, x10, x6
	and x10, x10, #0x3ff
	sub x11, x11, x6
	and x11, x11, #0x3ff
	ldp x12, x13, [x3,#344]
	sub x12, x12, x6
	and x12, x12, #0x3ff
	sub x13, x13, x6
	and x15, x13, #0x3ff
	ubfx x14, x14, #4, #6
	orr x8, x14, x8, lsl #6
	orr x8, x8, x9, lsl #16
	orr x8, x8, x10, lsl #26
	orr x8, x8, x11, lsl #36
	orr x8, x8, x12, lsl #46
	orr x8, x8, x15, lsl #56
	str x8, [x0,#48]
	ldp x8, x9, [x3,#360]
	sub x8, x8, x6
	and x8, x8, #0x3ff
	sub x9, x9, x6
	and x9, x9, #0x3ff
	ldp x10, x11, [x3,#376]
	sub x10, x10, x6
	and x10, x10, #0x3ff
	sub x11, x11, x6
	and x11, x11, #0x3ff
	ldp x12, x14, [x3,#392]
	sub x12, x12, x6
	and x12, x12, #0x3ff
	sub x14, x14, x6
	and x14, x14, #0x3ff
	ldr x15, [x3,#408]
	sub x15, x15, x6
	and x16, x15, #0x3ff
	ubfx x13, x13, #8, #2
	orr x8, x13, x8, lsl #2
	orr x8, x8, x9, lsl #12
	orr x8, x8, x10, lsl #22
	orr x8, x8, x11, lsl #32
	orr x8, x8, x12, lsl #42
	orr x8, x8, x14, lsl #52
	orr x8, x8, x16, lsl #62
	str x8, [x0,#56]
	ldp x8, x9, [x3,#416]
	sub x8, x8, x6
	and x8, x8, #0x3ff
	sub x9, x9, x6
	and x9, x9, #0x3ff
	ldp x10, x11, [x3,#432]
	sub x10, x10, x6
	and x10, x10, #0x3ff
	sub x11, x11, x6
	and x11, x11, #0x3ff
	ldp x12, x13, [x3,#448]
	sub x12, x12, x6
	and x12, x12, #0x3ff
	sub x13, x13, x6
	and x14, x13, #0x3ff
	ubfx x15, x15, #2, #8
	orr x8, x15, x8, lsl #8
	orr x8, x8, x9, lsl #18
	orr x8, x8, x10, lsl #28
	orr x8, x8, x11, lsl #38
	orr x8, x8, x12, lsl #48
	orr x8, x8, x14, lsl #58
	str x8, [x0,#64]
	ldp x8, x9, [x3,#464]
	sub x8, x8, x6
	and x8, x8, #0x3ff
	sub x9, x9, x6
	and x9, x9, #0x3ff
	ldp x10, x11, [x3,#480]
	sub x10, x10, x6
	and x10, x10, #0x3ff
	sub x11, x11, x6
	and x11, x11, #0x3ff
	ldp x12, x14, [x3,#496]
	sub x12, x12, x6
	and x12, x12, #0x3ff
	sub x14, x14, x6
	ubfx x13, x13, #6, #4
	orr x8, x13, x8, lsl #4
	orr x8, x8, x9, lsl #14
	orr x8, x8, x10, lsl #24
	orr x8, x8, x11, lsl #34
	orr x8, x8, x12, lsl #44
	orr x8, x8, x14, lsl #54
	str x8, [x0,#72]
	sub x5, x5, #0x40
	neg x8, x5
	asr x8, x8, #63
	and x8, x8, #0x200
	sub x2, x2, #0xa
	neg x9, x2
	asr x9, x9, #63
	mov x10, #0x50
	and x9, x9, x10
	add x3, x8, x3
	add x0, x9, x0
	sub x4, x4, #0x40
	sub x1, x1, #0xa
	add x7, x7, #0x40
	cmp x4, #0x40
	b.lt out
	cmp x1, #0xa
	b.ge loop
out:
