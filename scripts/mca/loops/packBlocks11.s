// packBlocks11: the loop of the compiled packBlocks11 (pack_blocks.go lines 948-1026), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ldp x8, x9, [x3]
	sub x8, x8, x6
	and x8, x8, #0x7ff
	sub x9, x9, x6
	and x9, x9, #0x7ff
	ldp x10, x11, [x3,#16]
	sub x10, x10, x6
	and x10, x10, #0x7ff
	sub x11, x11, x6
	and x11, x11, #0x7ff
	ldp x12, x13, [x3,#32]
	sub x12, x12, x6
	and x12, x12, #0x7ff
	sub x13, x13, x6
	and x14, x13, #0x7ff
	orr x8, x8, x9, lsl #11
	orr x8, x8, x10, lsl #22
	orr x8, x8, x11, lsl #33
	orr x8, x8, x12, lsl #44
	orr x8, x8, x14, lsl #55
	str x8, [x0]
	ldp x8, x9, [x3,#48]
	sub x8, x8, x6
	and x8, x8, #0x7ff
	sub x9, x9, x6
	and x9, x9, #0x7ff
	ldp x10, x11, [x3,#64]
	sub x10, x10, x6
	and x10, x10, #0x7ff
	sub x11, x11, x6
	and x11, x11, #0x7ff
	ldp x12, x14, [x3,#80]
	sub x12, x12, x6
	and x12, x12, #0x7ff
	sub x14, x14, x6
	and x15, x14, #0x7ff
	ubfx x13, x13, #9, #2
	orr x8, x13, x8, lsl #2
	orr x8, x8, x9, lsl #13
	orr x8, x8, x10, lsl #24
	orr x8, x8, x11, lsl #35
	orr x8, x8, x12, lsl #46
	orr x8, x8, x15, lsl #57
	str x8, [x0,#8]
	ldp x8, x9, [x3,#96]
	sub x8, x8, x6
	and x8, x8, #0x7ff
	sub x9, x9, x6
	and x9, x9, #0x7ff
	ldp x10, x11, [x3,#112]
	sub x10, x10, x6
	and x10, x10, #0x7ff
	sub x11, x11, x6
	and x11, x11, #0x7ff
	ldp x12, x13, [x3,#128]
	sub x12, x12, x6
	and x12, x12, #0x7ff
	sub x13, x13, x6
	and x15, x13, #0x7ff
	ubfx x14, x14, #7, #4
	orr x8, x14, x8, lsl #4
	orr x8, x8, x9, lsl #15
	orr x8, x8, x10, lsl #26
	orr x8, x8, x11, lsl #37
	orr x8, x8, x12, lsl #48
	orr x8, x8, x15, lsl #59
	str x8, [x0,#16]
	ldp x8, x9, [x3,#144]
	sub x8, x8, x6
	and x8, x8, #0x7ff
	sub x9, x9, x6
	and x9, x9, #0x7ff
	ldp x10, x11, [x3,#160]
	sub x10, x10, x6
	and x10, x10, #0x7ff
	sub x11, x11, x6
	and x11, x11, #0x7ff
	ldp x12, x14, [x3,#176]
	sub x12, x12, x6
	and x12, x12, #0x7ff
	sub x14, x14, x6
	and x15, x14, #0x7ff
	ubfx x13, x13, #5, #6
	orr x8, x13, x8, lsl #6
	orr x8, x8, x9, lsl #17
	orr x8, x8, x10, lsl #28
	orr x8, x8, x11, lsl #39
	orr x8, x8, x12, lsl #50
	orr x8, x8, x15, lsl #61
	str x8, [x0,#24]
	ldp x8, x9, [x3,#192]
	sub x8, x8, x6
	and x8, x8, #0x7ff
	sub x9, x9, x6
	and x9, x9, #0x7ff
	ldp x10, x11, [x3,#208]
	sub x10, x10, x6
	and x10, x10, #0x7ff
	sub x11, x11, x6
	and x11, x11, #0x7ff
	ldp x12, x13, [x3,#224]
	sub x12, x12, x6
	and x12, x12, #0x7ff
	sub x13, x13, x6
	and x15, x13, #0x7ff
	ubfx x14, x14, #3, #8
	orr x8, x14, x8, lsl #8
	orr x8, x8, x9, lsl #19
	orr x8, x8, x10, lsl #30
	orr x8, x8, x11, lsl #41
	orr x8, x8, x12, lsl #52
	orr x8, x8, x15, lsl #63
	str x8, [x0,#32]
	ldp x8, x9, [x3,#240]
	sub x8, x8, x6
	and x8, x8, #0x7ff
	sub x9, x9, x6
	and x9, x9, #0x7ff
	ldp x10, x11, [x3,#256]
	sub x10, x10, x6
	and x10, x10, #0x7ff
	sub x11, x11, x6
	and x11, x11, #0x7ff
	ldr x12, [x3,#272]
	sub x12, x12, x6
	and x14, x12, #0x7ff
	ubfx x13, x13, #1, #10
	orr x8, x13, x8, lsl #10
	orr x8, x8, x9, lsl #21
	orr x8, x8, x10, lsl #32
	orr x8, x8, x11, lsl #43
	orr x8, x8, x14, lsl #54
	str x8, [x0,#40]
	ldp x8, x9, [x3,#280]
	sub x8, x8, x6
	and x8, x8, #0x7ff
	sub x9, x9, x6
	and x9, x9, #0x7ff
	ldp x10, x11, [x3,#296]
	sub x10, x10, x6
	and x10, x10, #0x7ff
	sub x11, x11, x6
	and x11, x11, #0x7ff
	ldp x13, x14, [x3,#312]
	sub x13, x13, x6
	and x13, x13, #0x7ff
	sub x14, x14, x6
	and x15, x14, #0x7ff
	ubfx x12, x12, #10, #1
	orr x8, x12, x8, lsl #1
	orr x8, x8, x9, lsl #12
	orr x8, x8, x10, lsl #23
	orr x8, x8, x11, lsl #34
	orr x8, x8, x13, lsl #45
	orr x8, x8, x15, lsl #56
	str x8, [x0,#48]
	ldp x8, x9, [x3,#328]
	sub x8, x8, x6
	and x8, x8, #0x7ff
	sub x9, x9, x6
	and x9, x9, #0x7ff
	ldp x10, x11, [x3,#344]
	sub x10, x10, x6
	and x10, x10, #0x7ff
	sub x11, x11, x6
	and x11, x11, #0x7ff
	ldp x12, x13, [x3,#360]
	sub x12, x12, x6
	and x12, x12, #0x7ff
	sub x13, x13, x6
	and x15, x13, #0x7ff
	ubfx x14, x14, #8, #3
	orr x8, x14, x8, lsl #3
	orr x8, x8, x9, lsl #14
	orr x8, x8, x10, lsl #25
	orr x8, x8, x11, lsl #36
	orr x8, x8, x12, lsl #47
	orr x8, x8, x15, lsl #58
	str x8, [x0,#56]
	ldp x8, x9, [x3,#376]
	sub x8, x8, x6
	and x8, x8, #0x7ff
	sub x9, x9, x6
	and x9, x9, #0x7ff
	ldp x10, x11, [x3,#392]
	sub x10, x10, x6
	and x10, x10, #0x7ff
	sub x11, x11, x6
	and x11, x11, #0x7ff
	ldp x12, x14, [x3,#408]
	sub x12, x12, x6
	and x12, x12, #0x7ff
	sub x14, x14, x6
	and x15, x14, #0x7ff
	ubfx x13, x13, #6, #5
	orr x8, x13, x8, lsl #5
	orr x8, x8, x9, lsl #16
	orr x8, x8, x10, lsl #27
	orr x8, x8, x11, lsl #38
	orr x8, x8, x12, lsl #49
	orr x8, x8, x15, lsl #60
	str x8, [x0,#64]
	ldp x8, x9, [x3,#424]
	sub x8, x8, x6
	and x8, x8, #0x7ff
	sub x9, x9, x6
	and x9, x9, #0x7ff
	ldp x10, x11, [x3,#440]
	sub x10, x10, x6
	and x10, x10, #0x7ff
	sub x11, x11, x6
	and x11, x11, #0x7ff
	ldp x12, x13, [x3,#456]
	sub x12, x12, x6
	and x12, x12, #0x7ff
	sub x13, x13, x6
	and x15, x13, #0x7ff
	ubfx x14, x14, #4, #7
	orr x8, x14, x8, lsl #7
	orr x8, x8, x9, lsl #18
	orr x8, x8, x10, lsl #29
	orr x8, x8, x11, lsl #40
	orr x8, x8, x12, lsl #51
	orr x8, x8, x15, lsl #62
	str x8, [x0,#72]
	ldp x8, x9, [x3,#472]
	sub x8, x8, x6
	and x8, x8, #0x7ff
	sub x9, x9, x6
	and x9, x9, #0x7ff
	ldp x10, x11, [x3,#488]
	sub x10, x10, x6
	and x10, x10, #0x7ff
	sub x11, x11, x6
	and x11, x11, #0x7ff
	ldr x12, [x3,#504]
	sub x12, x12, x6
	ubfx x13, x13, #2, #9
	orr x8, x13, x8, lsl #9
	orr x8, x8, x9, lsl #20
	orr x8, x8, x10, lsl #31
	orr x8, x8, x11, lsl #42
	orr x8, x8, x12, lsl #53
	str x8, [x0,#80]
	sub x5, x5, #0x40
	neg x8, x5
	asr x8, x8, #63
	and x8, x8, #0x200
	sub x2, x2, #0xb
	neg x9, x2
	asr x9, x9, #63
	mov x10, #0x58
	and x9, x9, x10
	add x3, x8, x3
	add x0, x9, x0
	sub x4, x4, #0x40
	sub x1, x1, #0xb
	add x7, x7, #0x40
	cmp x4, #0x40
	b.lt out
	cmp x1, #0xb
	b.ge loop
out:
