// packBlocks3: the loop of the compiled packBlocks3 (pack_blocks.go lines 296-366), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	str x2, [sp,#48]
	str x1, [sp,#40]
	str x5, [sp,#32]
	str x4, [sp,#24]
	str x7, [sp,#16]
	ldp x8, x9, [x3]
	sub x8, x8, x6
	and x8, x8, #0x7
	sub x9, x9, x6
	and x9, x9, #0x7
	ldp x10, x11, [x3,#16]
	sub x10, x10, x6
	and x10, x10, #0x7
	sub x11, x11, x6
	and x11, x11, #0x7
	ldp x12, x13, [x3,#32]
	sub x12, x12, x6
	and x12, x12, #0x7
	sub x13, x13, x6
	and x13, x13, #0x7
	ldp x14, x15, [x3,#48]
	sub x14, x14, x6
	and x14, x14, #0x7
	sub x15, x15, x6
	and x15, x15, #0x7
	ldp x16, x17, [x3,#64]
	sub x16, x16, x6
	and x16, x16, #0x7
	sub x17, x17, x6
	and x17, x17, #0x7
	ldp x19, x20, [x3,#80]
	sub x19, x19, x6
	and x19, x19, #0x7
	sub x20, x20, x6
	and x20, x20, #0x7
	ldp x21, x22, [x3,#96]
	sub x21, x21, x6
	and x21, x21, #0x7
	sub x22, x22, x6
	and x22, x22, #0x7
	ldp x23, x24, [x3,#112]
	sub x23, x23, x6
	and x23, x23, #0x7
	sub x24, x24, x6
	and x24, x24, #0x7
	ldp x25, x26, [x3,#128]
	sub x25, x25, x6
	and x25, x25, #0x7
	sub x26, x26, x6
	and x26, x26, #0x7
	ldp x7, x1, [x3,#144]
	sub x7, x7, x6
	and x7, x7, #0x7
	sub x1, x1, x6
	and x1, x1, #0x7
	ldp x4, x2, [x3,#160]
	sub x4, x4, x6
	and x4, x4, #0x7
	sub x2, x2, x6
	and x5, x2, #0x7
	orr x8, x8, x9, lsl #3
	orr x8, x8, x10, lsl #6
	orr x8, x8, x11, lsl #9
	orr x8, x8, x12, lsl #12
	orr x8, x8, x13, lsl #15
	orr x8, x8, x14, lsl #18
	orr x8, x8, x15, lsl #21
	orr x8, x8, x16, lsl #24
	orr x8, x8, x17, lsl #27
	orr x8, x8, x19, lsl #30
	orr x8, x8, x20, lsl #33
	orr x8, x8, x21, lsl #36
	orr x8, x8, x22, lsl #39
	orr x8, x8, x23, lsl #42
	orr x8, x8, x24, lsl #45
	orr x8, x8, x25, lsl #48
	orr x8, x8, x26, lsl #51
	orr x8, x8, x7, lsl #54
	orr x8, x8, x1, lsl #57
	orr x8, x8, x4, lsl #60
	orr x8, x8, x5, lsl #63
	str x8, [x0]
	ldp x8, x9, [x3,#176]
	sub x8, x8, x6
	and x8, x8, #0x7
	sub x9, x9, x6
	and x9, x9, #0x7
	ldp x10, x11, [x3,#192]
	sub x10, x10, x6
	and x10, x10, #0x7
	sub x11, x11, x6
	and x11, x11, #0x7
	ldp x12, x13, [x3,#208]
	sub x12, x12, x6
	and x12, x12, #0x7
	sub x13, x13, x6
	and x13, x13, #0x7
	ldp x14, x15, [x3,#224]
	sub x14, x14, x6
	and x14, x14, #0x7
	sub x15, x15, x6
	and x15, x15, #0x7
	ldp x16, x17, [x3,#240]
	sub x16, x16, x6
	and x16, x16, #0x7
	sub x17, x17, x6
	and x17, x17, #0x7
	ldp x19, x20, [x3,#256]
	sub x19, x19, x6
	and x19, x19, #0x7
	sub x20, x20, x6
	and x20, x20, #0x7
	ldp x21, x22, [x3,#272]
	sub x21, x21, x6
	and x21, x21, #0x7
	sub x22, x22, x6
	and x22, x22, #0x7
	ldp x23, x24, [x3,#288]
	sub x23, x23, x6
	and x23, x23, #0x7
	sub x24, x24, x6
	and x24, x24, #0x7
	ldp x25, x26, [x3,#304]
	sub x25, x25, x6
	and x25, x25, #0x7
	sub x26, x26, x6
	and x26, x26, #0x7
	ldp x1, x4, [x3,#320]
	sub x1, x1, x6
	and x1, x1, #0x7
	sub x4, x4, x6
	and x4, x4, #0x7
	ldr x5, [x3,#336]
	sub x5, x5, x6
	and x7, x5, #0x7
	ubfx x2, x2, #1, #2
	orr x8, x2, x8, lsl #2
	orr x8, x8, x9, lsl #5
	orr x8, x8, x10, lsl #8
	orr x8, x8, x11, lsl #11
	orr x8, x8, x12, lsl #14
	orr x8, x8, x13, lsl #17
	orr x8, x8, x14, lsl #20
	orr x8, x8, x15, lsl #23
	orr x8, x8, x16, lsl #26
	orr x8, x8, x17, lsl #29
	orr x8, x8, x19, lsl #32
	orr x8, x8, x20, lsl #35
	orr x8, x8, x21, lsl #38
	orr x8, x8, x22, lsl #41
	orr x8, x8, x23, lsl #44
	orr x8, x8, x24, lsl #47
	orr x8, x8, x25, lsl #50
	orr x8, x8, x26, lsl #53
	orr x8, x8, x1, lsl #56
	orr x8, x8, x4, lsl #59
	orr x8, x8, x7, lsl #62
	str x8, [x0,#8]
	ldp x8, x9, [x3,#344]
	sub x8, x8, x6
	and x8, x8, #0x7
	sub x9, x9, x6
	and x9, x9, #0x7
	ldp x10, x11, [x3,#360]
	sub x10, x10, x6
	and x10, x10, #0x7
	sub x11, x11, x6
	and x11, x11, #0x7
	ldp x12, x13, [x3,#376]
	sub x12, x12, x6
	and x12, x12, #0x7
	sub x13, x13, x6
	and x13, x13, #0x7
	ldp x14, x15, [x3,#392]
	sub x14, x14, x6
	and x14, x14, #0x7
	sub x15, x15, x6
	and x15, x15, #0x7
	ldp x16, x17, [x3,#408]
	sub x16, x16, x6
	and x16, x16, #0x7
	sub x17, x17, x6
	and x17, x17, #0x7
	ldp x19, x20, [x3,#424]
	sub x19, x19, x6
	and x19, x19, #0x7
	sub x20, x20, x6
	and x20, x20, #0x7
	ldp x21, x22, [x3,#440]
	sub x21, x21, x6
	and x21, x21, #0x7
	sub x22, x22, x6
	and x22, x22, #0x7
	ldp x23, x24, [x3,#456]
	sub x23, x23, x6
	and x23, x23, #0x7
	sub x24, x24, x6
	and x24, x24, #0x7
	ldp x25, x26, [x3,#472]
	sub x25, x25, x6
	and x25, x25, #0x7
	sub x26, x26, x6
	and x26, x26, #0x7
	ldp x1, x2, [x3,#488]
	sub x1, x1, x6
	and x1, x1, #0x7
	sub x2, x2, x6
	and x2, x2, #0x7
	ldr x4, [x3,#504]
	sub x4, x4, x6
	ubfx x5, x5, #2, #1
	orr x8, x5, x8, lsl #1
	orr x8, x8, x9, lsl #4
	orr x8, x8, x10, lsl #7
	orr x8, x8, x11, lsl #10
	orr x8, x8, x12, lsl #13
	orr x8, x8, x13, lsl #16
	orr x8, x8, x14, lsl #19
	orr x8, x8, x15, lsl #22
	orr x8, x8, x16, lsl #25
	orr x8, x8, x17, lsl #28
	orr x8, x8, x19, lsl #31
	orr x8, x8, x20, lsl #34
	orr x8, x8, x21, lsl #37
	orr x8, x8, x22, lsl #40
	orr x8, x8, x23, lsl #43
	orr x8, x8, x24, lsl #46
	orr x8, x8, x25, lsl #49
	orr x8, x8, x26, lsl #52
	orr x8, x8, x1, lsl #55
	orr x8, x8, x2, lsl #58
	orr x8, x8, x4, lsl #61
	str x8, [x0,#16]
	ldr x8, [sp,#32]
	sub x5, x8, #0x40
	neg x8, x5
	asr x8, x8, #63
	and x8, x8, #0x200
	ldr x9, [sp,#48]
	sub x2, x9, #0x3
	neg x9, x2
	asr x9, x9, #63
	and x9, x9, #0x18
	add x3, x8, x3
	add x0, x9, x0
	ldr x8, [sp,#24]
	sub x4, x8, #0x40
	ldr x8, [sp,#40]
	sub x1, x8, #0x3
	ldr x8, [sp,#16]
	add x7, x8, #0x40
	cmp x4, #0x40
	b.lt out
	cmp x1, #0x3
	b.ge loop
out:
