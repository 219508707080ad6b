// packBlocks25: the loop of the compiled packBlocks25 (pack_blocks.go lines 2243-2335), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ldp x8, x9, [x3]
	sub x8, x8, x6
	and x8, x8, #0x1ffffff
	sub x9, x9, x6
	and x9, x9, #0x1ffffff
	ldr x10, [x3,#16]
	sub x10, x10, x6
	and x11, x10, #0x1ffffff
	orr x8, x8, x9, lsl #25
	orr x8, x8, x11, lsl #50
	str x8, [x0]
	ldp x8, x9, [x3,#24]
	sub x8, x8, x6
	and x8, x8, #0x1ffffff
	sub x9, x9, x6
	and x9, x9, #0x1ffffff
	ldr x11, [x3,#40]
	sub x11, x11, x6
	and x12, x11, #0x1ffffff
	ubfx x10, x10, #14, #11
	orr x8, x10, x8, lsl #11
	orr x8, x8, x9, lsl #36
	orr x8, x8, x12, lsl #61
	str x8, [x0,#8]
	ldp x8, x9, [x3,#48]
	sub x8, x8, x6
	and x8, x8, #0x1ffffff
	sub x9, x9, x6
	and x10, x9, #0x1ffffff
	ubfx x11, x11, #3, #22
	orr x8, x11, x8, lsl #22
	orr x8, x8, x10, lsl #47
	str x8, [x0,#16]
	ldp x8, x10, [x3,#64]
	sub x8, x8, x6
	and x8, x8, #0x1ffffff
	sub x10, x10, x6
	and x10, x10, #0x1ffffff
	ldr x11, [x3,#80]
	sub x11, x11, x6
	and x12, x11, #0x1ffffff
	ubfx x9, x9, #17, #8
	orr x8, x9, x8, lsl #8
	orr x8, x8, x10, lsl #33
	orr x8, x8, x12, lsl #58
	str x8, [x0,#24]
	ldp x8, x9, [x3,#88]
	sub x8, x8, x6
	and x8, x8, #0x1ffffff
	sub x9, x9, x6
	and x10, x9, #0x1ffffff
	ubfx x11, x11, #6, #19
	orr x8, x11, x8, lsl #19
	orr x8, x8, x10, lsl #44
	str x8, [x0,#32]
	ldp x8, x10, [x3,#104]
	sub x8, x8, x6
	and x8, x8, #0x1ffffff
	sub x10, x10, x6
	and x10, x10, #0x1ffffff
	ldr x11, [x3,#120]
	sub x11, x11, x6
	and x12, x11, #0x1ffffff
	ubfx x9, x9, #20, #5
	orr x8, x9, x8, lsl #5
	orr x8, x8, x10, lsl #30
	orr x8, x8, x12, lsl #55
	str x8, [x0,#40]
	ldp x8, x9, [x3,#128]
	sub x8, x8, x6
	and x8, x8, #0x1ffffff
	sub x9, x9, x6
	and x10, x9, #0x1ffffff
	ubfx x11, x11, #9, #16
	orr x8, x11, x8, lsl #16
	orr x8, x8, x10, lsl #41
	str x8, [x0,#48]
	ldp x8, x10, [x3,#144]
	sub x8, x8, x6
	and x8, x8, #0x1ffffff
	sub x10, x10, x6
	and x10, x10, #0x1ffffff
	ldr x11, [x3,#160]
	sub x11, x11, x6
	and x12, x11, #0x1ffffff
	ubfx x9, x9, #23, #2
	orr x8, x9, x8, lsl #2
	orr x8, x8, x10, lsl #27
	orr x8, x8, x12, lsl #52
	str x8, [x0,#56]
	ldp x8, x9, [x3,#168]
	sub x8, x8, x6
	and x8, x8, #0x1ffffff
	sub x9, x9, x6
	and x9, x9, #0x1ffffff
	ldr x10, [x3,#184]
	sub x10, x10, x6
	and x12, x10, #0x1ffffff
	ubfx x11, x11, #12, #13
	orr x8, x11, x8, lsl #13
	orr x8, x8, x9, lsl #38
	orr x8, x8, x12, lsl #63
	str x8, [x0,#64]
	ldp x8, x9, [x3,#192]
	sub x8, x8, x6
	and x8, x8, #0x1ffffff
	sub x9, x9, x6
	and x11, x9, #0x1ffffff
	ubfx x10, x10, #1, #24
	orr x8, x10, x8, lsl #24
	orr x8, x8, x11, lsl #49
	str x8, [x0,#72]
	ldp x8, x10, [x3,#208]
	sub x8, x8, x6
	and x8, x8, #0x1ffffff
	sub x10, x10, x6
	and x10, x10, #0x1ffffff
	ldr x11, [x3,#224]
	sub x11, x11, x6
	and x12, x11, #0x1ffffff
	ubfx x9, x9, #15, #10
	orr x8, x9, x8, lsl #10
	orr x8, x8, x10, lsl #35
	orr x8, x8, x12, lsl #60
	str x8, [x0,#80]
	ldp x8, x9, [x3,#232]
	sub x8, x8, x6
	and x8, x8, #0x1ffffff
	sub x9, x9, x6
	and x10, x9, #0x1ffffff
	ubfx x11, x11, #4, #21
	orr x8, x11, x8, lsl #21
	orr x8, x8, x10, lsl #46
	str x8, [x0,#88]
	ldp x8, x10, [x3,#248]
	sub x8, x8, x6
	and x8, x8, #0x1ffffff
	sub x10, x10, x6
	and x10, x10, #0x1ffffff
	ldr x11, [x3,#264]
	sub x11, x11, x6
	and x12, x11, #0x1ffffff
	ubfx x9, x9, #18, #7
	orr x8, x9, x8, lsl #7
	orr x8, x8, x10, lsl #32
	orr x8, x8, x12, lsl #57
	str x8, [x0,#96]
	ldp x8, x9, [x3,#272]
	sub x8, x8, x6
	and x8, x8, #0x1ffffff
	sub x9, x9, x6
	and x10, x9, #0x1ffffff
	ubfx x11, x11, #7, #18
	orr x8, x11, x8, lsl #18
	orr x8, x8, x10, lsl #43
	str x8, [x0,#104]
	ldp x8, x10, [x3,#288]
	sub x8, x8, x6
	and x8, x8, #0x1ffffff
	sub x10, x10, x6
	and x10, x10, #0x1ffffff
	ldr x11, [x3,#304]
	sub x11, x11, x6
	and x12, x11, #0x1ffffff
	ubfx x9, x9, #21, #4
	orr x8, x9, x8, lsl #4
	orr x8, x8, x10, lsl #29
	orr x8, x8, x12, lsl #54
	str x8, [x0,#112]
	ldp x8, x9, [x3,#312]
	sub x8, x8, x6
	and x8, x8, #0x1ffffff
	sub x9, x9, x6
	and x10, x9, #0x1ffffff
	ubfx x11, x11, #10, #15
	orr x8, x11, x8, lsl #15
	orr x8, x8, x10, lsl #40
	str x8, [x0,#120]
	ldp x8, x10, [x3,#328]
	sub x8, x8, x6
	and x8, x8, #0x1ffffff
	sub x10, x10, x6
	and x10, x10, #0x1ffffff
	ldr x11, [x3,#344]
	sub x11, x11, x6
	and x12, x11, #0x1ffffff
	ubfx x9, x9, #24, #1
	orr x8, x9, x8, lsl #1
	orr x8, x8, x10, lsl #26
	orr x8, x8, x12, lsl #51
	str x8, [x0,#128]
	ldp x8, x9, [x3,#352]
	sub x8, x8, x6
	and x8, x8, #0x1ffffff
	sub x9, x9, x6
	and x9, x9, #0x1ffffff
	ldr x10, [x3,#368]
	sub x10, x10, x6
	and x12, x10, #0x1ffffff
	ubfx x11, x11, #13, #12
	orr x8, x11, x8, lsl #12
	orr x8, x8, x9, lsl #37
	orr x8, x8, x12, lsl #62
	str x8, [x0,#136]
	ldp x8, x9, [x3,#376]
	sub x8, x8, x6
	and x8, x8, #0x1ffffff
	sub x9, x9, x6
	and x11, x9, #0x1ffffff
	ubfx x10, x10, #2, #23
	orr x8, x10, x8, lsl #23
	orr x8, x8, x11, lsl #48
	str x8, [x0,#144]
	ldp x8, x10, [x3,#392]
	sub x8, x8, x6
	and x8, x8, #0x1ffffff
	sub x10, x10, x6
	and x10, x10, #0x1ffffff
	ldr x11, [x3,#408]
	sub x11, x11, x6
	and x12, x11, #0x1ffffff
	ubfx x9, x9, #16, #9
	orr x8, x9, x8, lsl #9
	orr x8, x8, x10, lsl #34
	orr x8, x8, x12, lsl #59
	str x8, [x0,#152]
	ldp x8, x9, [x3,#416]
	sub x8, x8, x6
	and x8, x8, #0x1ffffff
	sub x9, x9, x6
	and x10, x9, #0x1ffffff
	ubfx x11, x11, #5, #20
	orr x8, x11, x8, lsl #20
	orr x8, x8, x10, lsl #45
	str x8, [x0,#160]
	ldp x8, x10, [x3,#432]
	sub x8, x8, x6
	and x8, x8, #0x1ffffff
	sub x10, x10, x6
	and x10, x10, #0x1ffffff
	ldr x11, [x3,#448]
	sub x11, x11, x6
	and x12, x11, #0x1ffffff
	ubfx x9, x9, #19, #6
	orr x8, x9, x8, lsl #6
	orr x8, x8, x10, lsl #31
	orr x8, x8, x12, lsl #56
	str x8, [x0,#168]
	ldp x8, x9, [x3,#456]
	sub x8, x8, x6
	and x8, x8, #0x1ffffff
	sub x9, x9, x6
	and x10, x9, #0x1ffffff
	ubfx x11, x11, #8, #17
	orr x8, x11, x8, lsl #17
	orr x8, x8, x10, lsl #42
	str x8, [x0,#176]
	ldp x8, x10, [x3,#472]
	sub x8, x8, x6
	and x8, x8, #0x1ffffff
	sub x10, x10, x6
	and x10, x10, #0x1ffffff
	ldr x11, [x3,#488]
	sub x11, x11, x6
	and x12, x11, #0x1ffffff
	ubfx x9, x9, #22, #3
	orr x8, x9, x8, lsl #3
	orr x8, x8, x10, lsl #28
	orr x8, x8, x12, lsl #53
	str x8, [x0,#184]
	ldp x8, x9, [x3,#496]
	sub x8, x8, x6
	and x8, x8, #0x1ffffff
	sub x9, x9, x6
	ubfx x10, x11, #11, #14
	orr x8, x10, x8, lsl #14
	orr x8, x8, x9, lsl #39
	str x8, [x0,#192]
	sub x5, x5, #0x40
	neg x8, x5
	asr x8, x8, #63
	and x8, x8, #0x200
	sub x2, x2, #0x19
	neg x9, x2
	asr x9, x9, #63
	mov x10, #0xc8
	and x9, x9, x10
	add x3, x8, x3
	add x0, x9, x0
	sub x4, x4, #0x40
	sub x1, x1, #0x19
	add x7, x7, #0x40
	cmp x4, #0x40
	b.lt out
	cmp x1, #0x19
	b.ge loop
out:
