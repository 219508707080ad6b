// packBlocks34: the loop of the compiled packBlocks34 (pack_blocks.go lines 3179-3280), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ldp x8, x9, [x3]
	sub x8, x8, x6
	and x8, x8, #0x3ffffffff
	sub x9, x9, x6
	and x10, x9, #0x3ffffffff
	orr x8, x8, x10, lsl #34
	str x8, [x0]
	ldp x8, x10, [x3,#16]
	sub x8, x8, x6
	and x8, x8, #0x3ffffffff
	sub x10, x10, x6
	and x11, x10, #0x3ffffffff
	ubfx x9, x9, #30, #4
	orr x8, x9, x8, lsl #4
	orr x8, x8, x11, lsl #38
	str x8, [x0,#8]
	ldp x8, x9, [x3,#32]
	sub x8, x8, x6
	and x8, x8, #0x3ffffffff
	sub x9, x9, x6
	and x11, x9, #0x3ffffffff
	ubfx x10, x10, #26, #8
	orr x8, x10, x8, lsl #8
	orr x8, x8, x11, lsl #42
	str x8, [x0,#16]
	ldp x8, x10, [x3,#48]
	sub x8, x8, x6
	and x8, x8, #0x3ffffffff
	sub x10, x10, x6
	and x11, x10, #0x3ffffffff
	ubfx x9, x9, #22, #12
	orr x8, x9, x8, lsl #12
	orr x8, x8, x11, lsl #46
	str x8, [x0,#24]
	ldp x8, x9, [x3,#64]
	sub x8, x8, x6
	and x8, x8, #0x3ffffffff
	sub x9, x9, x6
	and x11, x9, #0x3ffffffff
	ubfx x10, x10, #18, #16
	orr x8, x10, x8, lsl #16
	orr x8, x8, x11, lsl #50
	str x8, [x0,#32]
	ldp x8, x10, [x3,#80]
	sub x8, x8, x6
	and x8, x8, #0x3ffffffff
	sub x10, x10, x6
	and x11, x10, #0x3ffffffff
	ubfx x9, x9, #14, #20
	orr x8, x9, x8, lsl #20
	orr x8, x8, x11, lsl #54
	str x8, [x0,#40]
	ldp x8, x9, [x3,#96]
	sub x8, x8, x6
	and x8, x8, #0x3ffffffff
	sub x9, x9, x6
	and x11, x9, #0x3ffffffff
	ubfx x10, x10, #10, #24
	orr x8, x10, x8, lsl #24
	orr x8, x8, x11, lsl #58
	str x8, [x0,#48]
	ldp x8, x10, [x3,#112]
	sub x8, x8, x6
	and x8, x8, #0x3ffffffff
	sub x10, x10, x6
	and x11, x10, #0x3ffffffff
	ubfx x9, x9, #6, #28
	orr x8, x9, x8, lsl #28
	orr x8, x8, x11, lsl #62
	str x8, [x0,#56]
	ldr x8, [x3,#128]
	sub x8, x8, x6
	and x9, x8, #0x3ffffffff
	ubfx x10, x10, #2, #32
	orr x9, x10, x9, lsl #32
	str x9, [x0,#64]
	ldp x9, x10, [x3,#136]
	sub x9, x9, x6
	and x9, x9, #0x3ffffffff
	sub x10, x10, x6
	and x11, x10, #0x3ffffffff
	ubfx x8, x8, #32, #2
	orr x8, x8, x9, lsl #2
	orr x8, x8, x11, lsl #36
	str x8, [x0,#72]
	ldp x8, x9, [x3,#152]
	sub x8, x8, x6
	and x8, x8, #0x3ffffffff
	sub x9, x9, x6
	and x11, x9, #0x3ffffffff
	ubfx x10, x10, #28, #6
	orr x8, x10, x8, lsl #6
	orr x8, x8, x11, lsl #40
	str x8, [x0,#80]
	ldp x8, x10, [x3,#168]
	sub x8, x8, x6
	and x8, x8, #0x3ffffffff
	sub x10, x10, x6
	and x11, x10, #0x3ffffffff
	ubfx x9, x9, #24, #10
	orr x8, x9, x8, lsl #10
	orr x8, x8, x11, lsl #44
	str x8, [x0,#88]
	ldp x8, x9, [x3,#184]
	sub x8, x8, x6
	and x8, x8, #0x3ffffffff
	sub x9, x9, x6
	and x11, x9, #0x3ffffffff
	ubfx x10, x10, #20, #14
	orr x8, x10, x8, lsl #14
	orr x8, x8, x11, lsl #48
	str x8, [x0,#96]
	ldp x8, x10, [x3,#200]
	sub x8, x8, x6
	and x8, x8, #0x3ffffffff
	sub x10, x10, x6
	and x11, x10, #0x3ffffffff
	ubfx x9, x9, #16, #18
	orr x8, x9, x8, lsl #18
	orr x8, x8, x11, lsl #52
	str x8, [x0,#104]
	ldp x8, x9, [x3,#216]
	sub x8, x8, x6
	and x8, x8, #0x3ffffffff
	sub x9, x9, x6
	and x11, x9, #0x3ffffffff
	ubfx x10, x10, #12, #22
	orr x8, x10, x8, lsl #22
	orr x8, x8, x11, lsl #56
	str x8, [x0,#112]
	ldp x8, x10, [x3,#232]
	sub x8, x8, x6
	and x8, x8, #0x3ffffffff
	sub x10, x10, x6
	and x11, x10, #0x3ffffffff
	ubfx x9, x9, #8, #26
	orr x8, x9, x8, lsl #26
	orr x8, x8, x11, lsl #60
	str x8, [x0,#120]
	ldr x8, [x3,#248]
	sub x8, x8, x6
	ubfx x9, x10, #4, #30
	orr x8, x9, x8, lsl #30
	str x8, [x0,#128]
	ldp x8, x9, [x3,#256]
	sub x8, x8, x6
	and x8, x8, #0x3ffffffff
	sub x9, x9, x6
	and x10, x9, #0x3ffffffff
	orr x8, x8, x10, lsl #34
	str x8, [x0,#136]
	ldp x8, x10, [x3,#272]
	sub x8, x8, x6
	and x8, x8, #0x3ffffffff
	sub x10, x10, x6
	and x11, x10, #0x3ffffffff
	ubfx x9, x9, #30, #4
	orr x8, x9, x8, lsl #4
	orr x8, x8, x11, lsl #38
	str x8, [x0,#144]
	ldp x8, x9, [x3,#288]
	sub x8, x8, x6
	and x8, x8, #0x3ffffffff
	sub x9, x9, x6
	and x11, x9, #0x3ffffffff
	ubfx x10, x10, #26, #8
	orr x8, x10, x8, lsl #8
	orr x8, x8, x11, lsl #42
	str x8, [x0,#152]
	ldp x8, x10, [x3,#304]
	sub x8, x8, x6
	and x8, x8, #0x3ffffffff
	sub x10, x10, x6
	and x11, x10, #0x3ffffffff
	ubfx x9, x9, #22, #12
	orr x8, x9, x8, lsl #12
	orr x8, x8, x11, lsl #46
	str x8, [x0,#160]
	ldp x8, x9, [x3,#320]
	sub x8, x8, x6
	and x8, x8, #0x3ffffffff
	sub x9, x9, x6
	and x11, x9, #0x3ffffffff
	ubfx x10, x10, #18, #16
	orr x8, x10, x8, lsl #16
	orr x8, x8, x11, lsl #50
	str x8, [x0,#168]
	ldp x8, x10, [x3,#336]
	sub x8, x8, x6
	and x8, x8, #0x3ffffffff
	sub x10, x10, x6
	and x11, x10, #0x3ffffffff
	ubfx x9, x9, #14, #20
	orr x8, x9, x8, lsl #20
	orr x8, x8, x11, lsl #54
	str x8, [x0,#176]
	ldp x8, x9, [x3,#352]
	sub x8, x8, x6
	and x8, x8, #0x3ffffffff
	sub x9, x9, x6
	and x11, x9, #0x3ffffffff
	ubfx x10, x10, #10, #24
	orr x8, x10, x8, lsl #24
	orr x8, x8, x11, lsl #58
	str x8, [x0,#184]
	ldp x8, x10, [x3,#368]
	sub x8, x8, x6
	and x8, x8, #0x3ffffffff
	sub x10, x10, x6
	and x11, x10, #0x3ffffffff
	ubfx x9, x9, #6, #28
	orr x8, x9, x8, lsl #28
	orr x8, x8, x11, lsl #62
	str x8, [x0,#192]
	ldr x8, [x3,#384]
	sub x8, x8, x6
	and x9, x8, #0x3ffffffff
	ubfx x10, x10, #2, #32
	orr x9, x10, x9, lsl #32
	str x9, [x0,#200]
	ldp x9, x10, [x3,#392]
	sub x9, x9, x6
	and x9, x9, #0x3ffffffff
	sub x10, x10, x6
	and x11, x10, #0x3ffffffff
	ubfx x8, x8, #32, #2
	orr x8, x8, x9, lsl #2
	orr x8, x8, x11, lsl #36
	str x8, [x0,#208]
	ldp x8, x9, [x3,#408]
	sub x8, x8, x6
	and x8, x8, #0x3ffffffff
	sub x9, x9, x6
	and x11, x9, #0x3ffffffff
	ubfx x10, x10, #28, #6
	orr x8, x10, x8, lsl #6
	orr x8, x8, x11, lsl #40
	str x8, [x0,#216]
	ldp x8, x10, [x3,#424]
	sub x8, x8, x6
	and x8, x8, #0x3ffffffff
	sub x10, x10, x6
	and x11, x10, #0x3ffffffff
	ubfx x9, x9, #24, #10
	orr x8, x9, x8, lsl #10
	orr x8, x8, x11, lsl #44
	str x8, [x0,#224]
	ldp x8, x9, [x3,#440]
	sub x8, x8, x6
	and x8, x8, #0x3ffffffff
	sub x9, x9, x6
	and x11, x9, #0x3ffffffff
	ubfx x10, x10, #20, #14
	orr x8, x10, x8, lsl #14
	orr x8, x8, x11, lsl #48
	str x8, [x0,#232]
	ldp x8, x10, [x3,#456]
	sub x8, x8, x6
	and x8, x8, #0x3ffffffff
	sub x10, x10, x6
	and x11, x10, #0x3ffffffff
	ubfx x9, x9, #16, #18
	orr x8, x9, x8, lsl #18
	orr x8, x8, x11, lsl #52
	str x8, [x0,#240]
	ldp x8, x9, [x3,#472]
	sub x8, x8, x6
	and x8, x8, #0x3ffffffff
	sub x9, x9, x6
	and x11, x9, #0x3ffffffff
	ubfx x10, x10, #12, #22
	orr x8, x10, x8, lsl #22
	orr x8, x8, x11, lsl #56
	str x8, [x0,#248]
	ldp x8, x10, [x3,#488]
	sub x8, x8, x6
	and x8, x8, #0x3ffffffff
	sub x10, x10, x6
	and x11, x10, #0x3ffffffff
	ubfx x9, x9, #8, #26
	orr x8, x9, x8, lsl #26
	orr x8, x8, x11, lsl #60
	str x8, [x0,#256]
	ldr x8, [x3,#504]
	sub x8, x8, x6
	ubfx x9, x10, #4, #30
	orr x8, x9, x8, lsl #30
	str x8, [x0,#264]
	sub x5, x5, #0x40
	neg x8, x5
	asr x8, x8, #63
	and x8, x8, #0x200
	sub x2, x2, #0x22
	neg x9, x2
	asr x9, x9, #63
	mov x10, #0x110
	and x9, x9, x10
	add x3, x8, x3
	add x0, x9, x0
	sub x4, x4, #0x40
	sub x1, x1, #0x22
	add x7, x7, #0x40
	cmp x4, #0x40
	b.lt out
	cmp x1, #0x22
	b.ge loop
out:
