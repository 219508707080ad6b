// packBlocks8: the loop of the compiled packBlocks8 (pack_blocks.go lines 696-771), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ldp x8, x9, [x3]
	sub x8, x8, x6
	and x8, x8, #0xff
	sub x9, x9, x6
	and x9, x9, #0xff
	ldp x10, x11, [x3,#16]
	sub x10, x10, x6
	and x10, x10, #0xff
	sub x11, x11, x6
	and x11, x11, #0xff
	ldp x12, x13, [x3,#32]
	sub x12, x12, x6
	and x12, x12, #0xff
	sub x13, x13, x6
	and x13, x13, #0xff
	ldp x14, x15, [x3,#48]
	sub x14, x14, x6
	and x14, x14, #0xff
	sub x15, x15, x6
	orr x8, x8, x9, lsl #8
	orr x8, x8, x10, lsl #16
	orr x8, x8, x11, lsl #24
	orr x8, x8, x12, lsl #32
	orr x8, x8, x13, lsl #40
	orr x8, x8, x14, lsl #48
	orr x8, x8, x15, lsl #56
	str x8, [x0]
	ldp x8, x9, [x3,#64]
	sub x8, x8, x6
	and x8, x8, #0xff
	sub x9, x9, x6
	and x9, x9, #0xff
	ldp x10, x11, [x3,#80]
	sub x10, x10, x6
	and x10, x10, #0xff
	sub x11, x11, x6
	and x11, x11, #0xff
	ldp x12, x13, [x3,#96]
	sub x12, x12, x6
	and x12, x12, #0xff
	sub x13, x13, x6
	and x13, x13, #0xff
	ldp x14, x15, [x3,#112]
	sub x14, x14, x6
	and x14, x14, #0xff
	sub x15, x15, x6
	orr x8, x8, x9, lsl #8
	orr x8, x8, x10, lsl #16
	orr x8, x8, x11, lsl #24
	orr x8, x8, x12, lsl #32
	orr x8, x8, x13, lsl #40
	orr x8, x8, x14, lsl #48
	orr x8, x8, x15, lsl #56
	str x8, [x0,#8]
	ldp x8, x9, [x3,#128]
	sub x8, x8, x6
	and x8, x8, #0xff
	sub x9, x9, x6
	and x9, x9, #0xff
	ldp x10, x11, [x3,#144]
	sub x10, x10, x6
	and x10, x10, #0xff
	sub x11, x11, x6
	and x11, x11, #0xff
	ldp x12, x13, [x3,#160]
	sub x12, x12, x6
	and x12, x12, #0xff
	sub x13, x13, x6
	and x13, x13, #0xff
	ldp x14, x15, [x3,#176]
	sub x14, x14, x6
	and x14, x14, #0xff
	sub x15, x15, x6
	orr x8, x8, x9, lsl #8
	orr x8, x8, x10, lsl #16
	orr x8, x8, x11, lsl #24
	orr x8, x8, x12, lsl #32
	orr x8, x8, x13, lsl #40
	orr x8, x8, x14, lsl #48
	orr x8, x8, x15, lsl #56
	str x8, [x0,#16]
	ldp x8, x9, [x3,#192]
	sub x8, x8, x6
	and x8, x8, #0xff
	sub x9, x9, x6
	and x9, x9, #0xff
	ldp x10, x11, [x3,#208]
	sub x10, x10, x6
	and x10, x10, #0xff
	sub x11, x11, x6
	and x11, x11, #0xff
	ldp x12, x13, [x3,#224]
	sub x12, x12, x6
	and x12, x12, #0xff
	sub x13, x13, x6
	and x13, x13, #0xff
	ldp x14, x15, [x3,#240]
	sub x14, x14, x6
	and x14, x14, #0xff
	sub x15, x15, x6
	orr x8, x8, x9, lsl #8
	orr x8, x8, x10, lsl #16
	orr x8, x8, x11, lsl #24
	orr x8, x8, x12, lsl #32
	orr x8, x8, x13, lsl #40
	orr x8, x8, x14, lsl #48
	orr x8, x8, x15, lsl #56
	str x8, [x0,#24]
	ldp x8, x9, [x3,#256]
	sub x8, x8, x6
	and x8, x8, #0xff
	sub x9, x9, x6
	and x9, x9, #0xff
	ldp x10, x11, [x3,#272]
	sub x10, x10, x6
	and x10, x10, #0xff
	sub x11, x11, x6
	and x11, x11, #0xff
	ldp x12, x13, [x3,#288]
	sub x12, x12, x6
	and x12, x12, #0xff
	sub x13, x13, x6
	and x13, x13, #0xff
	ldp x14, x15, [x3,#304]
	sub x14, x14, x6
	and x14, x14, #0xff
	sub x15, x15, x6
	orr x8, x8, x9, lsl #8
	orr x8, x8, x10, lsl #16
	orr x8, x8, x11, lsl #24
	orr x8, x8, x12, lsl #32
	orr x8, x8, x13, lsl #40
	orr x8, x8, x14, lsl #48
	orr x8, x8, x15, lsl #56
	str x8, [x0,#32]
	ldp x8, x9, [x3,#320]
	sub x8, x8, x6
	and x8, x8, #0xff
	sub x9, x9, x6
	and x9, x9, #0xff
	ldp x10, x11, [x3,#336]
	sub x10, x10, x6
	and x10, x10, #0xff
	sub x11, x11, x6
	and x11, x11, #0xff
	ldp x12, x13, [x3,#352]
	sub x12, x12, x6
	and x12, x12, #0xff
	sub x13, x13, x6
	and x13, x13, #0xff
	ldp x14, x15, [x3,#368]
	sub x14, x14, x6
	and x14, x14, #0xff
	sub x15, x15, x6
	orr x8, x8, x9, lsl #8
	orr x8, x8, x10, lsl #16
	orr x8, x8, x11, lsl #24
	orr x8, x8, x12, lsl #32
	orr x8, x8, x13, lsl #40
	orr x8, x8, x14, lsl #48
	orr x8, x8, x15, lsl #56
	str x8, [x0,#40]
	ldp x8, x9, [x3,#384]
	sub x8, x8, x6
	and x8, x8, #0xff
	sub x9, x9, x6
	and x9, x9, #0xff
	ldp x10, x11, [x3,#400]
	sub x10, x10, x6
	and x10, x10, #0xff
	sub x11, x11, x6
	and x11, x11, #0xff
	ldp x12, x13, [x3,#416]
	sub x12, x12, x6
	and x12, x12, #0xff
	sub x13, x13, x6
	and x13, x13, #0xff
	ldp x14, x15, [x3,#432]
	sub x14, x14, x6
	and x14, x14, #0xff
	sub x15, x15, x6
	orr x8, x8, x9, lsl #8
	orr x8, x8, x10, lsl #16
	orr x8, x8, x11, lsl #24
	orr x8, x8, x12, lsl #32
	orr x8, x8, x13, lsl #40
	orr x8, x8, x14, lsl #48
	orr x8, x8, x15, lsl #56
	str x8, [x0,#48]
	ldp x8, x9, [x3,#448]
	sub x8, x8, x6
	and x8, x8, #0xff
	sub x9, x9, x6
	and x9, x9, #0xff
	ldp x10, x11, [x3,#464]
	sub x10, x10, x6
	and x10, x10, #0xff
	sub x11, x11, x6
	and x11, x11, #0xff
	ldp x12, x13, [x3,#480]
	sub x12, x12, x6
	and x12, x12, #0xff
	sub x13, x13, x6
	and x13, x13, #0xff
	ldp x14, x15, [x3,#496]
	sub x14, x14, x6
	and x14, x14, #0xff
	sub x15, x15, x6
	orr x8, x8, x9, lsl #8
	orr x8, x8, x10, lsl #16
	orr x8, x8, x11, lsl #24
	orr x8, x8, x12, lsl #32
	orr x8, x8, x13, lsl #40
	orr x8, x8, x14, lsl #48
	orr x8, x8, x15, lsl #56
	str x8, [x0,#56]
	sub x5, x5, #0x40
	neg x8, x5
	asr x8, x8, #63
	and x8, x8, #0x200
	sub x2, x2, #0x8
	neg x9, x2
	asr x9, x9, #63
	and x9, x9, #0x40
	add x3, x8, x3
	add x0, x9, x0
	sub x4, x4, #0x40
	sub x1, x1, #0x8
	add x7, x7, #0x40
	cmp x4, #0x40
	b.lt out
	cmp x1, #0x8
	b.ge loop
out:
