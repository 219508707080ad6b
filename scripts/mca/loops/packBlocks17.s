// packBlocks17: the loop of the compiled packBlocks17 (pack_blocks.go lines 1479-1563), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ldp x8, x9, [x3]
	sub x8, x8, x6
	and x8, x8, #0x1ffff
	sub x9, x9, x6
	and x9, x9, #0x1ffff
	ldp x10, x11, [x3,#16]
	sub x10, x10, x6
	and x10, x10, #0x1ffff
	sub x11, x11, x6
	and x12, x11, #0x1ffff
	orr x8, x8, x9, lsl #17
	orr x8, x8, x10, lsl #34
	orr x8, x8, x12, lsl #51
	str x8, [x0]
	ldp x8, x9, [x3,#32]
	sub x8, x8, x6
	and x8, x8, #0x1ffff
	sub x9, x9, x6
	and x9, x9, #0x1ffff
	ldp x10, x12, [x3,#48]
	sub x10, x10, x6
	and x10, x10, #0x1ffff
	sub x12, x12, x6
	and x13, x12, #0x1ffff
	ubfx x11, x11, #13, #4
	orr x8, x11, x8, lsl #4
	orr x8, x8, x9, lsl #21
	orr x8, x8, x10, lsl #38
	orr x8, x8, x13, lsl #55
	str x8, [x0,#8]
	ldp x8, x9, [x3,#64]
	sub x8, x8, x6
	and x8, x8, #0x1ffff
	sub x9, x9, x6
	and x9, x9, #0x1ffff
	ldp x10, x11, [x3,#80]
	sub x10, x10, x6
	and x10, x10, #0x1ffff
	sub x11, x11, x6
	and x13, x11, #0x1ffff
	ubfx x12, x12, #9, #8
	orr x8, x12, x8, lsl #8
	orr x8, x8, x9, lsl #25
	orr x8, x8, x10, lsl #42
	orr x8, x8, x13, lsl #59
	str x8, [x0,#16]
	ldp x8, x9, [x3,#96]
	sub x8, x8, x6
	and x8, x8, #0x1ffff
	sub x9, x9, x6
	and x9, x9, #0x1ffff
	ldp x10, x12, [x3,#112]
	sub x10, x10, x6
	and x10, x10, #0x1ffff
	sub x12, x12, x6
	and x13, x12, #0x1ffff
	ubfx x11, x11, #5, #12
	orr x8, x11, x8, lsl #12
	orr x8, x8, x9, lsl #29
	orr x8, x8, x10, lsl #46
	orr x8, x8, x13, lsl #63
	str x8, [x0,#24]
	ldp x8, x9, [x3,#128]
	sub x8, x8, x6
	and x8, x8, #0x1ffff
	sub x9, x9, x6
	and x9, x9, #0x1ffff
	ldr x10, [x3,#144]
	sub x10, x10, x6
	and x11, x10, #0x1ffff
	ubfx x12, x12, #1, #16
	orr x8, x12, x8, lsl #16
	orr x8, x8, x9, lsl #33
	orr x8, x8, x11, lsl #50
	str x8, [x0,#32]
	ldp x8, x9, [x3,#152]
	sub x8, x8, x6
	and x8, x8, #0x1ffff
	sub x9, x9, x6
	and x9, x9, #0x1ffff
	ldp x11, x12, [x3,#168]
	sub x11, x11, x6
	and x11, x11, #0x1ffff
	sub x12, x12, x6
	and x13, x12, #0x1ffff
	ubfx x10, x10, #14, #3
	orr x8, x10, x8, lsl #3
	orr x8, x8, x9, lsl #20
	orr x8, x8, x11, lsl #37
	orr x8, x8, x13, lsl #54
	str x8, [x0,#40]
	ldp x8, x9, [x3,#184]
	sub x8, x8, x6
	and x8, x8, #0x1ffff
	sub x9, x9, x6
	and x9, x9, #0x1ffff
	ldp x10, x11, [x3,#200]
	sub x10, x10, x6
	and x10, x10, #0x1ffff
	sub x11, x11, x6
	and x13, x11, #0x1ffff
	ubfx x12, x12, #10, #7
	orr x8, x12, x8, lsl #7
	orr x8, x8, x9, lsl #24
	orr x8, x8, x10, lsl #41
	orr x8, x8, x13, lsl #58
	str x8, [x0,#48]
	ldp x8, x9, [x3,#216]
	sub x8, x8, x6
	and x8, x8, #0x1ffff
	sub x9, x9, x6
	and x9, x9, #0x1ffff
	ldp x10, x12, [x3,#232]
	sub x10, x10, x6
	and x10, x10, #0x1ffff
	sub x12, x12, x6
	and x13, x12, #0x1ffff
	ubfx x11, x11, #6, #11
	orr x8, x11, x8, lsl #11
	orr x8, x8, x9, lsl #28
	orr x8, x8, x10, lsl #45
	orr x8, x8, x13, lsl #62
	str x8, [x0,#56]
	ldp x8, x9, [x3,#248]
	sub x8, x8, x6
	and x8, x8, #0x1ffff
	sub x9, x9, x6
	and x9, x9, #0x1ffff
	ldr x10, [x3,#264]
	sub x10, x10, x6
	and x11, x10, #0x1ffff
	ubfx x12, x12, #2, #15
	orr x8, x12, x8, lsl #15
	orr x8, x8, x9, lsl #32
	orr x8, x8, x11, lsl #49
	str x8, [x0,#64]
	ldp x8, x9, [x3,#272]
	sub x8, x8, x6
	and x8, x8, #0x1ffff
	sub x9, x9, x6
	and x9, x9, #0x1ffff
	ldp x11, x12, [x3,#288]
	sub x11, x11, x6
	and x11, x11, #0x1ffff
	sub x12, x12, x6
	and x13, x12, #0x1ffff
	ubfx x10, x10, #15, #2
	orr x8, x10, x8, lsl #2
	orr x8, x8, x9, lsl #19
	orr x8, x8, x11, lsl #36
	orr x8, x8, x13, lsl #53
	str x8, [x0,#72]
	ldp x8, x9, [x3,#304]
	sub x8, x8, x6
	and x8, x8, #0x1ffff
	sub x9, x9, x6
	and x9, x9, #0x1ffff
	ldp x10, x11, [x3,#320]
	sub x10, x10, x6
	and x10, x10, #0x1ffff
	sub x11, x11, x6
	and x13, x11, #0x1ffff
	ubfx x12, x12, #11, #6
	orr x8, x12, x8, lsl #6
	orr x8, x8, x9, lsl #23
	orr x8, x8, x10, lsl #40
	orr x8, x8, x13, lsl #57
	str x8, [x0,#80]
	ldp x8, x9, [x3,#336]
	sub x8, x8, x6
	and x8, x8, #0x1ffff
	sub x9, x9, x6
	and x9, x9, #0x1ffff
	ldp x10, x12, [x3,#352]
	sub x10, x10, x6
	and x10, x10, #0x1ffff
	sub x12, x12, x6
	and x13, x12, #0x1ffff
	ubfx x11, x11, #7, #10
	orr x8, x11, x8, lsl #10
	orr x8, x8, x9, lsl #27
	orr x8, x8, x10, lsl #44
	orr x8, x8, x13, lsl #61
	str x8, [x0,#88]
	ldp x8, x9, [x3,#368]
	sub x8, x8, x6
	and x8, x8, #0x1ffff
	sub x9, x9, x6
	and x9, x9, #0x1ffff
	ldr x10, [x3,#384]
	sub x10, x10, x6
	and x11, x10, #0x1ffff
	ubfx x12, x12, #3, #14
	orr x8, x12, x8, lsl #14
	orr x8, x8, x9, lsl #31
	orr x8, x8, x11, lsl #48
	str x8, [x0,#96]
	ldp x8, x9, [x3,#392]
	sub x8, x8, x6
	and x8, x8, #0x1ffff
	sub x9, x9, x6
	and x9, x9, #0x1ffff
	ldp x11, x12, [x3,#408]
	sub x11, x11, x6
	and x11, x11, #0x1ffff
	sub x12, x12, x6
	and x13, x12, #0x1ffff
	ubfx x10, x10, #16, #1
	orr x8, x10, x8, lsl #1
	orr x8, x8, x9, lsl #18
	orr x8, x8, x11, lsl #35
	orr x8, x8, x13, lsl #52
	str x8, [x0,#104]
	ldp x8, x9, [x3,#424]
	sub x8, x8, x6
	and x8, x8, #0x1ffff
	sub x9, x9, x6
	and x9, x9, #0x1ffff
	ldp x10, x11, [x3,#440]
	sub x10, x10, x6
	and x10, x10, #0x1ffff
	sub x11, x11, x6
	and x13, x11, #0x1ffff
	ubfx x12, x12, #12, #5
	orr x8, x12, x8, lsl #5
	orr x8, x8, x9, lsl #22
	orr x8, x8, x10, lsl #39
	orr x8, x8, x13, lsl #56
	str x8, [x0,#112]
	ldp x8, x9, [x3,#456]
	sub x8, x8, x6
	and x8, x8, #0x1ffff
	sub x9, x9, x6
	and x9, x9, #0x1ffff
	ldp x10, x12, [x3,#472]
	sub x10, x10, x6
	and x10, x10, #0x1ffff
	sub x12, x12, x6
	and x13, x12, #0x1ffff
	ubfx x11, x11, #8, #9
	orr x8, x11, x8, lsl #9
	orr x8, x8, x9, lsl #26
	orr x8, x8, x10, lsl #43
	orr x8, x8, x13, lsl #60
	str x8, [x0,#120]
	ldp x8, x9, [x3,#488]
	sub x8, x8, x6
	and x8, x8, #0x1ffff
	sub x9, x9, x6
	and x9, x9, #0x1ffff
	ldr x10, [x3,#504]
	sub x10, x10, x6
	ubfx x11, x12, #4, #13
	orr x8, x11, x8, lsl #13
	orr x8, x8, x9, lsl #30
	orr x8, x8, x10, lsl #47
	str x8, [x0,#128]
	sub x5, x5, #0x40
	neg x8, x5
	asr x8, x8, #63
	and x8, x8, #0x200
	sub x2, x2, #0x11
	neg x9, x2
	asr x9, x9, #63
	mov x10, #0x88
	and x9, x9, x10
	add x3, x8, x3
	add x0, x9, x0
	sub x4, x4, #0x40
	sub x1, x1, #0x11
	add x7, x7, #0x40
	cmp x4, #0x40
	b.lt out
	cmp x1, #0x11
	b.ge loop
out:
