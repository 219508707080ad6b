// packBlocks9: the loop of the compiled packBlocks9 (pack_blocks.go lines 779-855), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ldp x8, x9, [x3]
	sub x8, x8, x6
	and x8, x8, #0x1ff
	sub x9, x9, x6
	and x9, x9, #0x1ff
	ldp x10, x11, [x3,#16]
	sub x10, x10, x6
	and x10, x10, #0x1ff
	sub x11, x11, x6
	and x11, x11, #0x1ff
	ldp x12, x13, [x3,#32]
	sub x12, x12, x6
	and x12, x12, #0x1ff
	sub x13, x13, x6
	and x13, x13, #0x1ff
	ldp x14, x15, [x3,#48]
	sub x14, x14, x6
	and x14, x14, #0x1ff
	sub x15, x15, x6
	and x16, x15, #0x1ff
	orr x8, x8, x9, lsl #9
	orr x8, x8, x10, lsl #18
	orr x8, x8, x11, lsl #27
	orr x8, x8, x12, lsl #36
	orr x8, x8, x13, lsl #45
	orr x8, x8, x14, lsl #54
	orr x8, x8, x16, lsl #63
	str x8, [x0]
	ldp x8, x9, [x3,#64]
	sub x8, x8, x6
	and x8, x8, #0x1ff
	sub x9, x9, x6
	and x9, x9, #0x1ff
	ldp x10, x11, [x3,#80]
	sub x10, x10, x6
	and x10, x10, #0x1ff
	sub x11, x11, x6
	and x11, x11, #0x1ff
	ldp x12, x13, [x3,#96]
	sub x12, x12, x6
	and x12, x12, #0x1ff
	sub x13, x13, x6
	and x13, x13, #0x1ff
	ldr x14, [x3,#112]
	sub x14, x14, x6
	and x16, x14, #0x1ff
	ubfx x15, x15, #1, #8
	orr x8, x15, x8, lsl #8
	orr x8, x8, x9, lsl #17
	orr x8, x8, x10, lsl #26
	orr x8, x8, x11, lsl #35
	orr x8, x8, x12, lsl #44
	orr x8, x8, x13, lsl #53
	orr x8, x8, x16, lsl #62
	str x8, [x0,#8]
	ldp x8, x9, [x3,#120]
	sub x8, x8, x6
	and x8, x8, #0x1ff
	sub x9, x9, x6
	and x9, x9, #0x1ff
	ldp x10, x11, [x3,#136]
	sub x10, x10, x6
	and x10, x10, #0x1ff
	sub x11, x11, x6
	and x11, x11, #0x1ff
	ldp x12, x13, [x3,#152]
	sub x12, x12, x6
	and x12, x12, #0x1ff
	sub x13, x13, x6
	and x13, x13, #0x1ff
	ldr x15, [x3,#168]
	sub x15, x15, x6
	and x16, x15, #0x1ff
	ubfx x14, x14, #2, #7
	orr x8, x14, x8, lsl #7
	orr x8, x8, x9, lsl #16
	orr x8, x8, x10, lsl #25
	orr x8, x8, x11, lsl #34
	orr x8, x8, x12, lsl #43
	orr x8, x8, x13, lsl #52
	orr x8, x8, x16, lsl #61
	str x8, [x0,#16]
	ldp x8, x9, [x3,#176]
	sub x8, x8, x6
	and x8, x8, #0x1ff
	sub x9, x9, x6
	and x9, x9, #0x1ff
	ldp x10, x11, [x3,#192]
	sub x10, x10, x6
	and x10, x10, #0x1ff
	sub x11, x11, x6
	and x11, x11, #0x1ff
	ldp x12, x13, [x3,#208]
	sub x12, x12, x6
	and x12, x12, #0x1ff
	sub x13, x13, x6
	and x13, x13, #0x1ff
	ldr x14, [x3,#224]
	sub x14, x14, x6
	and x16, x14, #0x1ff
	ubfx x15, x15, #3, #6
	orr x8, x15, x8, lsl #6
	orr x8, x8, x9, lsl #15
	orr x8, x8, x10, lsl #24
	orr x8, x8, x11, lsl #33
	orr x8, x8, x12, lsl #42
	orr x8, x8, x13, lsl #51
	orr x8, x8, x16, lsl #60
	str x8, [x0,#24]
	ldp x8, x9, [x3,#232]
	sub x8, x8, x6
	and x8, x8, #0x1ff
	sub x9, x9, x6
	and x9, x9, #0x1ff
	ldp x10, x11, [x3,#248]
	sub x10, x10, x6
	and x10, x10, #0x1ff
	sub x11, x11, x6
	and x11, x11, #0x1ff
	ldp x12, x13, [x3,#264]
	sub x12, x12, x6
	and x12, x12, #0x1ff
	sub x13, x13, x6
	and x13, x13, #0x1ff
	ldr x15, [x3,#280]
	sub x15, x15, x6
	and x16, x15, #0x1ff
	ubfx x14, x14, #4, #5
	orr x8, x14, x8, lsl #5
	orr x8, x8, x9, lsl #14
	orr x8, x8, x10, lsl #23
	orr x8, x8, x11, lsl #32
	orr x8, x8, x12, lsl #41
	orr x8, x8, x13, lsl #50
	orr x8, x8, x16, lsl #59
	str x8, [x0,#32]
	ldp x8, x9, [x3,#288]
	sub x8, x8, x6
	and x8, x8, #0x1ff
	sub x9, x9, x6
	and x9, x9, #0x1ff
	ldp x10, x11, [x3,#304]
	sub x10, x10, x6
	and x10, x10, #0x1ff
	sub x11, x11, x6
	and x11, x11, #0x1ff
	ldp x12, x13, [x3,#320]
	sub x12, x12, x6
	and x12, x12, #0x1ff
	sub x13, x13, x6
	and x13, x13, #0x1ff
	ldr x14, [x3,#336]
	sub x14, x14, x6
	and x16, x14, #0x1ff
	ubfx x15, x15, #5, #4
	orr x8, x15, x8, lsl #4
	orr x8, x8, x9, lsl #13
	orr x8, x8, x10, lsl #22
	orr x8, x8, x11, lsl #31
	orr x8, x8, x12, lsl #40
	orr x8, x8, x13, lsl #49
	orr x8, x8, x16, lsl #58
	str x8, [x0,#40]
	ldp x8, x9, [x3,#344]
	sub x8, x8, x6
	and x8, x8, #0x1ff
	sub x9, x9, x6
	and x9, x9, #0x1ff
	ldp x10, x11, [x3,#360]
	sub x10, x10, x6
	and x10, x10, #0x1ff
	sub x11, x11, x6
	and x11, x11, #0x1ff
	ldp x12, x13, [x3,#376]
	sub x12, x12, x6
	and x12, x12, #0x1ff
	sub x13, x13, x6
	and x13, x13, #0x1ff
	ldr x15, [x3,#392]
	sub x15, x15, x6
	and x16, x15, #0x1ff
	ubfx x14, x14, #6, #3
	orr x8, x14, x8, lsl #3
	orr x8, x8, x9, lsl #12
	orr x8, x8, x10, lsl #21
	orr x8, x8, x11, lsl #30
	orr x8, x8, x12, lsl #39
	orr x8, x8, x13, lsl #48
	orr x8, x8, x16, lsl #57
	str x8, [x0,#48]
	ldp x8, x9, [x3,#400]
	sub x8, x8, x6
	and x8, x8, #0x1ff
	sub x9, x9, x6
	and x9, x9, #0x1ff
	ldp x10, x11, [x3,#416]
	sub x10, x10, x6
	and x10, x10, #0x1ff
	sub x11, x11, x6
	and x11, x11, #0x1ff
	ldp x12, x13, [x3,#432]
	sub x12, x12, x6
	and x12, x12, #0x1ff
	sub x13, x13, x6
	and x13, x13, #0x1ff
	ldr x14, [x3,#448]
	sub x14, x14, x6
	and x16, x14, #0x1ff
	ubfx x15, x15, #7, #2
	orr x8, x15, x8, lsl #2
	orr x8, x8, x9, lsl #11
	orr x8, x8, x10, lsl #20
	orr x8, x8, x11, lsl #29
	orr x8, x8, x12, lsl #38
	orr x8, x8, x13, lsl #47
	orr x8, x8, x16, lsl #56
	str x8, [x0,#56]
	ldp x8, x9, [x3,#456]
	sub x8, x8, x6
	and x8, x8, #0x1ff
	sub x9, x9, x6
	and x9, x9, #0x1ff
	ldp x10, x11, [x3,#472]
	sub x10, x10, x6
	and x10, x10, #0x1ff
	sub x11, x11, x6
	and x11, x11, #0x1ff
	ldp x12, x13, [x3,#488]
	sub x12, x12, x6
	and x12, x12, #0x1ff
	sub x13, x13, x6
	and x13, x13, #0x1ff
	ldr x15, [x3,#504]
	sub x15, x15, x6
	ubfx x14, x14, #8, #1
	orr x8, x14, x8, lsl #1
	orr x8, x8, x9, lsl #10
	orr x8, x8, x10, lsl #19
	orr x8, x8, x11, lsl #28
	orr x8, x8, x12, lsl #37
	orr x8, x8, x13, lsl #46
	orr x8, x8, x15, lsl #55
	str x8, [x0,#64]
	sub x5, x5, #0x40
	neg x8, x5
	asr x8, x8, #63
	and x8, x8, #0x200
	sub x2, x2, #0x9
	neg x9, x2
	asr x9, x9, #63
	mov x10, #0x48
	and x9, x9, x10
	add x3, x8, x3
	add x0, x9, x0
	sub x4, x4, #0x40
	sub x1, x1, #0x9
	add x7, x7, #0x40
	cmp x4, #0x40
	b.lt out
	cmp x1, #0x9
	b.ge loop
out:
