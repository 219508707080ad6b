// packBlocks4: the loop of the compiled packBlocks4 (pack_blocks.go lines 374-445), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ldp x8, x9, [x3]
	sub x8, x8, x6
	and x8, x8, #0xf
	sub x9, x9, x6
	and x9, x9, #0xf
	ldp x10, x11, [x3,#16]
	sub x10, x10, x6
	and x10, x10, #0xf
	sub x11, x11, x6
	and x11, x11, #0xf
	ldp x12, x13, [x3,#32]
	sub x12, x12, x6
	and x12, x12, #0xf
	sub x13, x13, x6
	and x13, x13, #0xf
	ldp x14, x15, [x3,#48]
	sub x14, x14, x6
	and x14, x14, #0xf
	sub x15, x15, x6
	and x15, x15, #0xf
	ldp x16, x17, [x3,#64]
	sub x16, x16, x6
	and x16, x16, #0xf
	sub x17, x17, x6
	and x17, x17, #0xf
	ldp x19, x20, [x3,#80]
	sub x19, x19, x6
	and x19, x19, #0xf
	sub x20, x20, x6
	and x20, x20, #0xf
	ldp x21, x22, [x3,#96]
	sub x21, x21, x6
	and x21, x21, #0xf
	sub x22, x22, x6
	and x22, x22, #0xf
	ldp x23, x24, [x3,#112]
	sub x23, x23, x6
	and x23, x23, #0xf
	sub x24, x24, x6
	orr x8, x8, x9, lsl #4
	orr x8, x8, x10, lsl #8
	orr x8, x8, x11, lsl #12
	orr x8, x8, x12, lsl #16
	orr x8, x8, x13, lsl #20
	orr x8, x8, x14, lsl #24
	orr x8, x8, x15, lsl #28
	orr x8, x8, x16, lsl #32
	orr x8, x8, x17, lsl #36
	orr x8, x8, x19, lsl #40
	orr x8, x8, x20, lsl #44
	orr x8, x8, x21, lsl #48
	orr x8, x8, x22, lsl #52
	orr x8, x8, x23, lsl #56
	orr x8, x8, x24, lsl #60
	str x8, [x0]
	ldp x8, x9, [x3,#128]
	sub x8, x8, x6
	and x8, x8, #0xf
	sub x9, x9, x6
	and x9, x9, #0xf
	ldp x10, x11, [x3,#144]
	sub x10, x10, x6
	and x10, x10, #0xf
	sub x11, x11, x6
	and x11, x11, #0xf
	ldp x12, x13, [x3,#160]
	sub x12, x12, x6
	and x12, x12, #0xf
	sub x13, x13, x6
	and x13, x13, #0xf
	ldp x14, x15, [x3,#176]
	sub x14, x14, x6
	and x14, x14, #0xf
	sub x15, x15, x6
	and x15, x15, #0xf
	ldp x16, x17, [x3,#192]
	sub x16, x16, x6
	and x16, x16, #0xf
	sub x17, x17, x6
	and x17, x17, #0xf
	ldp x19, x20, [x3,#208]
	sub x19, x19, x6
	and x19, x19, #0xf
	sub x20, x20, x6
	and x20, x20, #0xf
	ldp x21, x22, [x3,#224]
	sub x21, x21, x6
	and x21, x21, #0xf
	sub x22, x22, x6
	and x22, x22, #0xf
	ldp x23, x24, [x3,#240]
	sub x23, x23, x6
	and x23, x23, #0xf
	sub x24, x24, x6
	orr x8, x8, x9, lsl #4
	orr x8, x8, x10, lsl #8
	orr x8, x8, x11, lsl #12
	orr x8, x8, x12, lsl #16
	orr x8, x8, x13, lsl #20
	orr x8, x8, x14, lsl #24
	orr x8, x8, x15, lsl #28
	orr x8, x8, x16, lsl #32
	orr x8, x8, x17, lsl #36
	orr x8, x8, x19, lsl #40
	orr x8, x8, x20, lsl #44
	orr x8, x8, x21, lsl #48
	orr x8, x8, x22, lsl #52
	orr x8, x8, x23, lsl #56
	orr x8, x8, x24, lsl #60
	str x8, [x0,#8]
	ldp x8, x9, [x3,#256]
	sub x8, x8, x6
	and x8, x8, #0xf
	sub x9, x9, x6
	and x9, x9, #0xf
	ldp x10, x11, [x3,#272]
	sub x10, x10, x6
	and x10, x10, #0xf
	sub x11, x11, x6
	and x11, x11, #0xf
	ldp x12, x13, [x3,#288]
	sub x12, x12, x6
	and x12, x12, #0xf
	sub x13, x13, x6
	and x13, x13, #0xf
	ldp x14, x15, [x3,#304]
	sub x14, x14, x6
	and x14, x14, #0xf
	sub x15, x15, x6
	and x15, x15, #0xf
	ldp x16, x17, [x3,#320]
	sub x16, x16, x6
	and x16, x16, #0xf
	sub x17, x17, x6
	and x17, x17, #0xf
	ldp x19, x20, [x3,#336]
	sub x19, x19, x6
	and x19, x19, #0xf
	sub x20, x20, x6
	and x20, x20, #0xf
	ldp x21, x22, [x3,#352]
	sub x21, x21, x6
	and x21, x21, #0xf
	sub x22, x22, x6
	and x22, x22, #0xf
	ldp x23, x24, [x3,#368]
	sub x23, x23, x6
	and x23, x23, #0xf
	sub x24, x24, x6
	orr x8, x8, x9, lsl #4
	orr x8, x8, x10, lsl #8
	orr x8, x8, x11, lsl #12
	orr x8, x8, x12, lsl #16
	orr x8, x8, x13, lsl #20
	orr x8, x8, x14, lsl #24
	orr x8, x8, x15, lsl #28
	orr x8, x8, x16, lsl #32
	orr x8, x8, x17, lsl #36
	orr x8, x8, x19, lsl #40
	orr x8, x8, x20, lsl #44
	orr x8, x8, x21, lsl #48
	orr x8, x8, x22, lsl #52
	orr x8, x8, x23, lsl #56
	orr x8, x8, x24, lsl #60
	str x8, [x0,#16]
	ldp x8, x9, [x3,#384]
	sub x8, x8, x6
	and x8, x8, #0xf
	sub x9, x9, x6
	and x9, x9, #0xf
	ldp x10, x11, [x3,#400]
	sub x10, x10, x6
	and x10, x10, #0xf
	sub x11, x11, x6
	and x11, x11, #0xf
	ldp x12, x13, [x3,#416]
	sub x12, x12, x6
	and x12, x12, #0xf
	sub x13, x13, x6
	and x13, x13, #0xf
	ldp x14, x15, [x3,#432]
	sub x14, x14, x6
	and x14, x14, #0xf
	sub x15, x15, x6
	and x15, x15, #0xf
	ldp x16, x17, [x3,#448]
	sub x16, x16, x6
	and x16, x16, #0xf
	sub x17, x17, x6
	and x17, x17, #0xf
	ldp x19, x20, [x3,#464]
	sub x19, x19, x6
	and x19, x19, #0xf
	sub x20, x20, x6
	and x20, x20, #0xf
	ldp x21, x22, [x3,#480]
	sub x21, x21, x6
	and x21, x21, #0xf
	sub x22, x22, x6
	and x22, x22, #0xf
	ldp x23, x24, [x3,#496]
	sub x23, x23, x6
	and x23, x23, #0xf
	sub x24, x24, x6
	orr x8, x8, x9, lsl #4
	orr x8, x8, x10, lsl #8
	orr x8, x8, x11, lsl #12
	orr x8, x8, x12, lsl #16
	orr x8, x8, x13, lsl #20
	orr x8, x8, x14, lsl #24
	orr x8, x8, x15, lsl #28
	orr x8, x8, x16, lsl #32
	orr x8, x8, x17, lsl #36
	orr x8, x8, x19, lsl #40
	orr x8, x8, x20, lsl #44
	orr x8, x8, x21, lsl #48
	orr x8, x8, x22, lsl #52
	orr x8, x8, x23, lsl #56
	orr x8, x8, x24, lsl #60
	str x8, [x0,#24]
	sub x5, x5, #0x40
	neg x8, x5
	asr x8, x8, #63
	and x8, x8, #0x200
	sub x2, x2, #0x4
	neg x9, x2
	asr x9, x9, #63
	and x9, x9, #0x20
	add x3, x8, x3
	add x0, x9, x0
	sub x4, x4, #0x40
	sub x1, x1, #0x4
	add x7, x7, #0x40
	cmp x4, #0x40
	b.lt out
	cmp x1, #0x4
	b.ge loop
out:
