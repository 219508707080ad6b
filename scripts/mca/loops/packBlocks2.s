// packBlocks2: the loop of the compiled packBlocks2 (pack_blocks.go lines 219-288), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	str x2, [sp,#160]
	str x1, [sp,#152]
	str x0, [sp,#176]
	str x5, [sp,#144]
	str x4, [sp,#136]
	str x3, [sp,#168]
	str x7, [sp,#128]
	ldp x8, x9, [x3]
	sub x8, x8, x6
	and x8, x8, #0x3
	sub x9, x9, x6
	and x9, x9, #0x3
	ldp x10, x11, [x3,#16]
	sub x10, x10, x6
	and x10, x10, #0x3
	sub x11, x11, x6
	and x11, x11, #0x3
	ldp x12, x13, [x3,#32]
	sub x12, x12, x6
	and x12, x12, #0x3
	sub x13, x13, x6
	and x13, x13, #0x3
	ldp x14, x15, [x3,#48]
	sub x14, x14, x6
	and x14, x14, #0x3
	sub x15, x15, x6
	and x15, x15, #0x3
	ldp x16, x17, [x3,#64]
	sub x16, x16, x6
	and x16, x16, #0x3
	sub x17, x17, x6
	and x17, x17, #0x3
	ldp x19, x20, [x3,#80]
	sub x19, x19, x6
	and x19, x19, #0x3
	sub x20, x20, x6
	and x20, x20, #0x3
	ldp x21, x22, [x3,#96]
	sub x21, x21, x6
	and x21, x21, #0x3
	sub x22, x22, x6
	and x22, x22, #0x3
	ldp x23, x24, [x3,#112]
	sub x23, x23, x6
	and x23, x23, #0x3
	sub x24, x24, x6
	and x24, x24, #0x3
	ldp x25, x26, [x3,#128]
	sub x25, x25, x6
	and x25, x25, #0x3
	sub x26, x26, x6
	and x26, x26, #0x3
	ldp x7, x1, [x3,#144]
	sub x7, x7, x6
	and x7, x7, #0x3
	sub x1, x1, x6
	and x1, x1, #0x3
	ldp x4, x2, [x3,#160]
	sub x4, x4, x6
	and x4, x4, #0x3
	sub x2, x2, x6
	and x2, x2, #0x3
	ldp x5, x0, [x3,#176]
	sub x5, x5, x6
	and x5, x5, #0x3
	str x5, [sp,#120]
	sub x0, x0, x6
	and x0, x0, #0x3
	str x0, [sp,#112]
	ldp x0, x5, [x3,#192]
	sub x0, x0, x6
	and x0, x0, #0x3
	str x0, [sp,#104]
	sub x5, x5, x6
	and x5, x5, #0x3
	str x5, [sp,#96]
	ldp x5, x0, [x3,#208]
	sub x5, x5, x6
	and x5, x5, #0x3
	str x5, [sp,#88]
	sub x0, x0, x6
	and x0, x0, #0x3
	str x0, [sp,#80]
	ldp x0, x5, [x3,#224]
	sub x0, x0, x6
	and x0, x0, #0x3
	sub x5, x5, x6
	and x5, x5, #0x3
	str x5, [sp,#72]
	ldp x3, x5, [x3,#240]
	sub x3, x3, x6
	and x3, x3, #0x3
	sub x5, x5, x6
	orr x8, x8, x9, lsl #2
	orr x8, x8, x10, lsl #4
	orr x8, x8, x11, lsl #6
	orr x8, x8, x12, lsl #8
	orr x8, x8, x13, lsl #10
	orr x8, x8, x14, lsl #12
	orr x8, x8, x15, lsl #14
	orr x8, x8, x16, lsl #16
	orr x8, x8, x17, lsl #18
	orr x8, x8, x19, lsl #20
	orr x8, x8, x20, lsl #22
	orr x8, x8, x21, lsl #24
	orr x8, x8, x22, lsl #26
	orr x8, x8, x23, lsl #28
	orr x8, x8, x24, lsl #30
	orr x8, x8, x25, lsl #32
	orr x8, x8, x26, lsl #34
	orr x8, x8, x7, lsl #36
	orr x8, x8, x1, lsl #38
	orr x8, x8, x4, lsl #40
	orr x8, x8, x2, lsl #42
	ldr x9, [sp,#120]
	orr x8, x8, x9, lsl #44
	ldr x9, [sp,#112]
	orr x8, x8, x9, lsl #46
	ldr x9, [sp,#104]
	orr x8, x8, x9, lsl #48
	ldr x9, [sp,#96]
	orr x8, x8, x9, lsl #50
	ldr x9, [sp,#88]
	orr x8, x8, x9, lsl #52
	ldr x9, [sp,#80]
	orr x8, x8, x9, lsl #54
	orr x8, x8, x0, lsl #56
	ldr x9, [sp,#72]
	orr x8, x8, x9, lsl #58
	orr x8, x8, x3, lsl #60
	orr x8, x8, x5, lsl #62
	ldr x9, [sp,#176]
	str x8, [x9]
	ldr x8, [sp,#168]
	ldp x10, x11, [x8,#256]
	sub x10, x10, x6
	and x10, x10, #0x3
	sub x11, x11, x6
	and x11, x11, #0x3
	ldp x12, x13, [x8,#272]
	sub x12, x12, x6
	and x12, x12, #0x3
	sub x13, x13, x6
	and x13, x13, #0x3
	ldp x14, x15, [x8,#288]
	sub x14, x14, x6
	and x14, x14, #0x3
	sub x15, x15, x6
	and x15, x15, #0x3
	ldp x16, x17, [x8,#304]
	sub x16, x16, x6
	and x16, x16, #0x3
	sub x17, x17, x6
	and x17, x17, #0x3
	ldp x19, x20, [x8,#320]
	sub x19, x19, x6
	and x19, x19, #0x3
	sub x20, x20, x6
	and x20, x20, #0x3
	ldp x21, x22, [x8,#336]
	sub x21, x21, x6
	and x21, x21, #0x3
	sub x22, x22, x6
	and x22, x22, #0x3
	ldp x23, x24, [x8,#352]
	sub x23, x23, x6
	and x23, x23, #0x3
	sub x24, x24, x6
	and x24, x24, #0x3
	ldp x25, x26, [x8,#368]
	sub x25, x25, x6
	and x25, x25, #0x3
	sub x26, x26, x6
	and x26, x26, #0x3
	ldp x0, x1, [x8,#384]
	sub x0, x0, x6
	and x0, x0, #0x3
	sub x1, x1, x6
	and x1, x1, #0x3
	ldp x2, x3, [x8,#400]
	sub x2, x2, x6
	and x2, x2, #0x3
	sub x3, x3, x6
	and x3, x3, #0x3
	ldp x4, x5, [x8,#416]
	sub x4, x4, x6
	and x4, x4, #0x3
	sub x5, x5, x6
	and x5, x5, #0x3
	ldp x7, x9, [x8,#432]
	sub x7, x7, x6
	and x7, x7, #0x3
	str x7, [sp,#64]
	sub x9, x9, x6
	and x9, x9, #0x3
	str x9, [sp,#56]
	ldp x9, x7, [x8,#448]
	sub x9, x9, x6
	and x9, x9, #0x3
	str x9, [sp,#48]
	sub x7, x7, x6
	and x7, x7, #0x3
	str x7, [sp,#40]
	ldp x7, x9, [x8,#464]
	sub x7, x7, x6
	and x7, x7, #0x3
	str x7, [sp,#32]
	sub x9, x9, x6
	and x9, x9, #0x3
	str x9, [sp,#24]
	ldp x9, x7, [x8,#480]
	sub x9, x9, x6
	and x9, x9, #0x3
	sub x7, x7, x6
	and x7, x7, #0x3
	str x7, [sp,#16]
	ldp x8, x7, [x8,#496]
	sub x8, x8, x6
	and x8, x8, #0x3
	sub x7, x7, x6
	orr x10, x10, x11, lsl #2
	orr x10, x10, x12, lsl #4
	orr x10, x10, x13, lsl #6
	orr x10, x10, x14, lsl #8
	orr x10, x10, x15, lsl #10
	orr x10, x10, x16, lsl #12
	orr x10, x10, x17, lsl #14
	orr x10, x10, x19, lsl #16
	orr x10, x10, x20, lsl #18
	orr x10, x10, x21, lsl #20
	orr x10, x10, x22, lsl #22
	orr x10, x10, x23, lsl #24
	orr x10, x10, x24, lsl #26
	orr x10, x10, x25, lsl #28
	orr x10, x10, x26, lsl #30
	orr x10, x10, x0, lsl #32
	orr x10, x10, x1, lsl #34
	orr x10, x10, x2, lsl #36
	orr x10, x10, x3, lsl #38
	orr x10, x10, x4, lsl #40
	orr x10, x10, x5, lsl #42
	ldr x11, [sp,#64]
	orr x10, x10, x11, lsl #44
	ldr x11, [sp,#56]
	orr x10, x10, x11, lsl #46
	ldr x11, [sp,#48]
	orr x10, x10, x11, lsl #48
	ldr x11, [sp,#40]
	orr x10, x10, x11, lsl #50
	ldr x11, [sp,#32]
	orr x10, x10, x11, lsl #52
	ldr x11, [sp,#24]
	orr x10, x10, x11, lsl #54
	orr x9, x10, x9, lsl #56
	ldr x10, [sp,#16]
	orr x9, x9, x10, lsl #58
	orr x8, x9, x8, lsl #60
	orr x8, x8, x7, lsl #62
	ldr x9, [sp,#176]
	str x8, [x9,#8]
	ldr x8, [sp,#144]
	sub x5, x8, #0x40
	neg x8, x5
	asr x8, x8, #63
	and x8, x8, #0x200
	ldr x10, [sp,#160]
	sub x2, x10, #0x2
	neg x10, x2
	asr x10, x10, #63
	and x10, x10, #0x10
	ldr x11, [sp,#168]
	add x3, x8, x11
	add x0, x10, x9
	ldr x8, [sp,#136]
	sub x4, x8, #0x40
	ldr x8, [sp,#152]
	sub x1, x8, #0x2
	ldr x8, [sp,#128]
	add x7, x8, #0x40
	cmp x4, #0x40
	b.lt out
	cmp x1, #0x2
	b.ge loop
out:
