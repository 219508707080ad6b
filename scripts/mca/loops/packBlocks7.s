// packBlocks7: the loop of the compiled packBlocks7 (pack_blocks.go lines 614-688), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ldp x8, x9, [x3]
	sub x8, x8, x6
	and x8, x8, #0x7f
	sub x9, x9, x6
	and x9, x9, #0x7f
	ldp x10, x11, [x3,#16]
	sub x10, x10, x6
	and x10, x10, #0x7f
	sub x11, x11, x6
	and x11, x11, #0x7f
	ldp x12, x13, [x3,#32]
	sub x12, x12, x6
	and x12, x12, #0x7f
	sub x13, x13, x6
	and x13, x13, #0x7f
	ldp x14, x15, [x3,#48]
	sub x14, x14, x6
	and x14, x14, #0x7f
	sub x15, x15, x6
	and x15, x15, #0x7f
	ldp x16, x17, [x3,#64]
	sub x16, x16, x6
	and x16, x16, #0x7f
	sub x17, x17, x6
	and x19, x17, #0x7f
	orr x8, x8, x9, lsl #7
	orr x8, x8, x10, lsl #14
	orr x8, x8, x11, lsl #21
	orr x8, x8, x12, lsl #28
	orr x8, x8, x13, lsl #35
	orr x8, x8, x14, lsl #42
	orr x8, x8, x15, lsl #49
	orr x8, x8, x16, lsl #56
	orr x8, x8, x19, lsl #63
	str x8, [x0]
	ldp x8, x9, [x3,#80]
	sub x8, x8, x6
	and x8, x8, #0x7f
	sub x9, x9, x6
	and x9, x9, #0x7f
	ldp x10, x11, [x3,#96]
	sub x10, x10, x6
	and x10, x10, #0x7f
	sub x11, x11, x6
	and x11, x11, #0x7f
	ldp x12, x13, [x3,#112]
	sub x12, x12, x6
	and x12, x12, #0x7f
	sub x13, x13, x6
	and x13, x13, #0x7f
	ldp x14, x15, [x3,#128]
	sub x14, x14, x6
	and x14, x14, #0x7f
	sub x15, x15, x6
	and x15, x15, #0x7f
	ldr x16, [x3,#144]
	sub x16, x16, x6
	and x19, x16, #0x7f
	ubfx x17, x17, #1, #6
	orr x8, x17, x8, lsl #6
	orr x8, x8, x9, lsl #13
	orr x8, x8, x10, lsl #20
	orr x8, x8, x11, lsl #27
	orr x8, x8, x12, lsl #34
	orr x8, x8, x13, lsl #41
	orr x8, x8, x14, lsl #48
	orr x8, x8, x15, lsl #55
	orr x8, x8, x19, lsl #62
	str x8, [x0,#8]
	ldp x8, x9, [x3,#152]
	sub x8, x8, x6
	and x8, x8, #0x7f
	sub x9, x9, x6
	and x9, x9, #0x7f
	ldp x10, x11, [x3,#168]
	sub x10, x10, x6
	and x10, x10, #0x7f
	sub x11, x11, x6
	and x11, x11, #0x7f
	ldp x12, x13, [x3,#184]
	sub x12, x12, x6
	and x12, x12, #0x7f
	sub x13, x13, x6
	and x13, x13, #0x7f
	ldp x14, x15, [x3,#200]
	sub x14, x14, x6
	and x14, x14, #0x7f
	sub x15, x15, x6
	and x15, x15, #0x7f
	ldr x17, [x3,#216]
	sub x17, x17, x6
	and x19, x17, #0x7f
	ubfx x16, x16, #2, #5
	orr x8, x16, x8, lsl #5
	orr x8, x8, x9, lsl #12
	orr x8, x8, x10, lsl #19
	orr x8, x8, x11, lsl #26
	orr x8, x8, x12, lsl #33
	orr x8, x8, x13, lsl #40
	orr x8, x8, x14, lsl #47
	orr x8, x8, x15, lsl #54
	orr x8, x8, x19, lsl #61
	str x8, [x0,#16]
	ldp x8, x9, [x3,#224]
	sub x8, x8, x6
	and x8, x8, #0x7f
	sub x9, x9, x6
	and x9, x9, #0x7f
	ldp x10, x11, [x3,#240]
	sub x10, x10, x6
	and x10, x10, #0x7f
	sub x11, x11, x6
	and x11, x11, #0x7f
	ldp x12, x13, [x3,#256]
	sub x12, x12, x6
	and x12, x12, #0x7f
	sub x13, x13, x6
	and x13, x13, #0x7f
	ldp x14, x15, [x3,#272]
	sub x14, x14, x6
	and x14, x14, #0x7f
	sub x15, x15, x6
	and x15, x15, #0x7f
	ldr x16, [x3,#288]
	sub x16, x16, x6
	and x19, x16, #0x7f
	ubfx x17, x17, #3, #4
	orr x8, x17, x8, lsl #4
	orr x8, x8, x9, lsl #11
	orr x8, x8, x10, lsl #18
	orr x8, x8, x11, lsl #25
	orr x8, x8, x12, lsl #32
	orr x8, x8, x13, lsl #39
	orr x8, x8, x14, lsl #46
	orr x8, x8, x15, lsl #53
	orr x8, x8, x19, lsl #60
	str x8, [x0,#24]
	ldp x8, x9, [x3,#296]
	sub x8, x8, x6
	and x8, x8, #0x7f
	sub x9, x9, x6
	and x9, x9, #0x7f
	ldp x10, x11, [x3,#312]
	sub x10, x10, x6
	and x10, x10, #0x7f
	sub x11, x11, x6
	and x11, x11, #0x7f
	ldp x12, x13, [x3,#328]
	sub x12, x12, x6
	and x12, x12, #0x7f
	sub x13, x13, x6
	and x13, x13, #0x7f
	ldp x14, x15, [x3,#344]
	sub x14, x14, x6
	and x14, x14, #0x7f
	sub x15, x15, x6
	and x15, x15, #0x7f
	ldr x17, [x3,#360]
	sub x17, x17, x6
	and x19, x17, #0x7f
	ubfx x16, x16, #4, #3
	orr x8, x16, x8, lsl #3
	orr x8, x8, x9, lsl #10
	orr x8, x8, x10, lsl #17
	orr x8, x8, x11, lsl #24
	orr x8, x8, x12, lsl #31
	orr x8, x8, x13, lsl #38
	orr x8, x8, x14, lsl #45
	orr x8, x8, x15, lsl #52
	orr x8, x8, x19, lsl #59
	str x8, [x0,#32]
	ldp x8, x9, [x3,#368]
	sub x8, x8, x6
	and x8, x8, #0x7f
	sub x9, x9, x6
	and x9, x9, #0x7f
	ldp x10, x11, [x3,#384]
	sub x10, x10, x6
	and x10, x10, #0x7f
	sub x11, x11, x6
	and x11, x11, #0x7f
	ldp x12, x13, [x3,#400]
	sub x12, x12, x6
	and x12, x12, #0x7f
	sub x13, x13, x6
	and x13, x13, #0x7f
	ldp x14, x15, [x3,#416]
	sub x14, x14, x6
	and x14, x14, #0x7f
	sub x15, x15, x6
	and x15, x15, #0x7f
	ldr x16, [x3,#432]
	sub x16, x16, x6
	and x19, x16, #0x7f
	ubfx x17, x17, #5, #2
	orr x8, x17, x8, lsl #2
	orr x8, x8, x9, lsl #9
	orr x8, x8, x10, lsl #16
	orr x8, x8, x11, lsl #23
	orr x8, x8, x12, lsl #30
	orr x8, x8, x13, lsl #37
	orr x8, x8, x14, lsl #44
	orr x8, x8, x15, lsl #51
	orr x8, x8, x19, lsl #58
	str x8, [x0,#40]
	ldp x8, x9, [x3,#440]
	sub x8, x8, x6
	and x8, x8, #0x7f
	sub x9, x9, x6
	and x9, x9, #0x7f
	ldp x10, x11, [x3,#456]
	sub x10, x10, x6
	and x10, x10, #0x7f
	sub x11, x11, x6
	and x11, x11, #0x7f
	ldp x12, x13, [x3,#472]
	sub x12, x12, x6
	and x12, x12, #0x7f
	sub x13, x13, x6
	and x13, x13, #0x7f
	ldp x14, x15, [x3,#488]
	sub x14, x14, x6
	and x14, x14, #0x7f
	sub x15, x15, x6
	and x15, x15, #0x7f
	ldr x17, [x3,#504]
	sub x17, x17, x6
	ubfx x16, x16, #6, #1
	orr x8, x16, x8, lsl #1
	orr x8, x8, x9, lsl #8
	orr x8, x8, x10, lsl #15
	orr x8, x8, x11, lsl #22
	orr x8, x8, x12, lsl #29
	orr x8, x8, x13, lsl #36
	orr x8, x8, x14, lsl #43
	orr x8, x8, x15, lsl #50
	orr x8, x8, x17, lsl #57
	str x8, [x0,#48]
	sub x5, x5, #0x40
	neg x8, x5
	asr x8, x8, #63
	and x8, x8, #0x200
	sub x2, x2, #0x7
	neg x9, x2
	asr x9, x9, #63
	and x9, x9, #0x38
	add x3, x8, x3
	add x0, x9, x0
	sub x4, x4, #0x40
	sub x1, x1, #0x7
	add x7, x7, #0x40
	cmp x4, #0x40
	b.lt out
	cmp x1, #0x7
	b.ge loop
out:
