// packBlocks54: the loop of the compiled packBlocks54 (pack_blocks.go lines 5549-5670), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ldp x8, x9, [x3]
	sub x8, x8, x6
	and x8, x8, #0x3fffffffffffff
	sub x9, x9, x6
	and x10, x9, #0x3fffffffffffff
	orr x8, x8, x10, lsl #54
	str x8, [x0]
	ldr x8, [x3,#16]
	sub x8, x8, x6
	and x10, x8, #0x3fffffffffffff
	ubfx x9, x9, #10, #44
	orr x9, x9, x10, lsl #44
	str x9, [x0,#8]
	ldr x9, [x3,#24]
	sub x9, x9, x6
	and x10, x9, #0x3fffffffffffff
	ubfx x8, x8, #20, #34
	orr x8, x8, x10, lsl #34
	str x8, [x0,#16]
	ldr x8, [x3,#32]
	sub x8, x8, x6
	and x10, x8, #0x3fffffffffffff
	ubfx x9, x9, #30, #24
	orr x9, x9, x10, lsl #24
	str x9, [x0,#24]
	ldr x9, [x3,#40]
	sub x9, x9, x6
	and x10, x9, #0x3fffffffffffff
	ubfx x8, x8, #40, #14
	orr x8, x8, x10, lsl #14
	str x8, [x0,#32]
	ldp x8, x10, [x3,#48]
	sub x8, x8, x6
	and x8, x8, #0x3fffffffffffff
	sub x10, x10, x6
	and x11, x10, #0x3fffffffffffff
	ubfx x9, x9, #50, #4
	orr x8, x9, x8, lsl #4
	orr x8, x8, x11, lsl #58
	str x8, [x0,#40]
	ldr x8, [x3,#64]
	sub x8, x8, x6
	and x9, x8, #0x3fffffffffffff
	ubfx x10, x10, #6, #48
	orr x9, x10, x9, lsl #48
	str x9, [x0,#48]
	ldr x9, [x3,#72]
	sub x9, x9, x6
	and x10, x9, #0x3fffffffffffff
	ubfx x8, x8, #16, #38
	orr x8, x8, x10, lsl #38
	str x8, [x0,#56]
	ldr x8, [x3,#80]
	sub x8, x8, x6
	and x10, x8, #0x3fffffffffffff
	ubfx x9, x9, #26, #28
	orr x9, x9, x10, lsl #28
	str x9, [x0,#64]
	ldr x9, [x3,#88]
	sub x9, x9, x6
	and x10, x9, #0x3fffffffffffff
	ubfx x8, x8, #36, #18
	orr x8, x8, x10, lsl #18
	str x8, [x0,#72]
	ldp x8, x10, [x3,#96]
	sub x8, x8, x6
	and x8, x8, #0x3fffffffffffff
	sub x10, x10, x6
	and x11, x10, #0x3fffffffffffff
	ubfx x9, x9, #46, #8
	orr x8, x9, x8, lsl #8
	orr x8, x8, x11, lsl #62
	str x8, [x0,#80]
	ldr x8, [x3,#112]
	sub x8, x8, x6
	and x9, x8, #0x3fffffffffffff
	ubfx x10, x10, #2, #52
	orr x9, x10, x9, lsl #52
	str x9, [x0,#88]
	ldr x9, [x3,#120]
	sub x9, x9, x6
	and x10, x9, #0x3fffffffffffff
	ubfx x8, x8, #12, #42
	orr x8, x8, x10, lsl #42
	str x8, [x0,#96]
	ldr x8, [x3,#128]
	sub x8, x8, x6
	and x10, x8, #0x3fffffffffffff
	ubfx x9, x9, #22, #32
	orr x9, x9, x10, lsl #32
	str x9, [x0,#104]
	ldr x9, [x3,#136]
	sub x9, x9, x6
	and x10, x9, #0x3fffffffffffff
	ubfx x8, x8, #32, #22
	orr x8, x8, x10, lsl #22
	str x8, [x0,#112]
	ldr x8, [x3,#144]
	sub x8, x8, x6
	and x10, x8, #0x3fffffffffffff
	ubfx x9, x9, #42, #12
	orr x9, x9, x10, lsl #12
	str x9, [x0,#120]
	ldp x9, x10, [x3,#152]
	sub x9, x9, x6
	and x9, x9, #0x3fffffffffffff
	sub x10, x10, x6
	and x11, x10, #0x3fffffffffffff
	ubfx x8, x8, #52, #2
	orr x8, x8, x9, lsl #2
	orr x8, x8, x11, lsl #56
	str x8, [x0,#128]
	ldr x8, [x3,#168]
	sub x8, x8, x6
	and x9, x8, #0x3fffffffffffff
	ubfx x10, x10, #8, #46
	orr x9, x10, x9, lsl #46
	str x9, [x0,#136]
	ldr x9, [x3,#176]
	sub x9, x9, x6
	and x10, x9, #0x3fffffffffffff
	ubfx x8, x8, #18, #36
	orr x8, x8, x10, lsl #36
	str x8, [x0,#144]
	ldr x8, [x3,#184]
	sub x8, x8, x6
	and x10, x8, #0x3fffffffffffff
	ubfx x9, x9, #28, #26
	orr x9, x9, x10, lsl #26
	str x9, [x0,#152]
	ldr x9, [x3,#192]
	sub x9, x9, x6
	and x10, x9, #0x3fffffffffffff
	ubfx x8, x8, #38, #16
	orr x8, x8, x10, lsl #16
	str x8, [x0,#160]
	ldp x8, x10, [x3,#200]
	sub x8, x8, x6
	and x8, x8, #0x3fffffffffffff
	sub x10, x10, x6
	and x11, x10, #0x3fffffffffffff
	ubfx x9, x9, #48, #6
	orr x8, x9, x8, lsl #6
	orr x8, x8, x11, lsl #60
	str x8, [x0,#168]
	ldr x8, [x3,#216]
	sub x8, x8, x6
	and x9, x8, #0x3fffffffffffff
	ubfx x10, x10, #4, #50
	orr x9, x10, x9, lsl #50
	str x9, [x0,#176]
	ldr x9, [x3,#224]
	sub x9, x9, x6
	and x10, x9, #0x3fffffffffffff
	ubfx x8, x8, #14, #40
	orr x8, x8, x10, lsl #40
	str x8, [x0,#184]
	ldr x8, [x3,#232]
	sub x8, x8, x6
	and x10, x8, #0x3fffffffffffff
	ubfx x9, x9, #24, #30
	orr x9, x9, x10, lsl #30
	str x9, [x0,#192]
	ldr x9, [x3,#240]
	sub x9, x9, x6
	and x10, x9, #0x3fffffffffffff
	ubfx x8, x8, #34, #20
	orr x8, x8, x10, lsl #20
	str x8, [x0,#200]
	ldr x8, [x3,#248]
	sub x8, x8, x6
	ubfx x9, x9, #44, #10
	orr x8, x9, x8, lsl #10
	str x8, [x0,#208]
	ldp x8, x9, [x3,#256]
	sub x8, x8, x6
	and x8, x8, #0x3fffffffffffff
	sub x9, x9, x6
	and x10, x9, #0x3fffffffffffff
	orr x8, x8, x10, lsl #54
	str x8, [x0,#216]
	ldr x8, [x3,#272]
	sub x8, x8, x6
	and x10, x8, #0x3fffffffffffff
	ubfx x9, x9, #10, #44
	orr x9, x9, x10, lsl #44
	str x9, [x0,#224]
	ldr x9, [x3,#280]
	sub x9, x9, x6
	and x10, x9, #0x3fffffffffffff
	ubfx x8, x8, #20, #34
	orr x8, x8, x10, lsl #34
	str x8, [x0,#232]
	ldr x8, [x3,#288]
	sub x8, x8, x6
	and x10, x8, #0x3fffffffffffff
	ubfx x9, x9, #30, #24
	orr x9, x9, x10, lsl #24
	str x9, [x0,#240]
	ldr x9, [x3,#296]
	sub x9, x9, x6
	and x10, x9, #0x3fffffffffffff
	ubfx x8, x8, #40, #14
	orr x8, x8, x10, lsl #14
	str x8, [x0,#248]
	ldp x8, x10, [x3,#304]
	sub x8, x8, x6
	and x8, x8, #0x3fffffffffffff
	sub x10, x10, x6
	and x11, x10, #0x3fffffffffffff
	ubfx x9, x9, #50, #4
	orr x8, x9, x8, lsl #4
	orr x8, x8, x11, lsl #58
	str x8, [x0,#256]
	ldr x8, [x3,#320]
	sub x8, x8, x6
	and x9, x8, #0x3fffffffffffff
	ubfx x10, x10, #6, #48
	orr x9, x10, x9, lsl #48
	str x9, [x0,#264]
	ldr x9, [x3,#328]
	sub x9, x9, x6
	and x10, x9, #0x3fffffffffffff
	ubfx x8, x8, #16, #38
	orr x8, x8, x10, lsl #38
	str x8, [x0,#272]
	ldr x8, [x3,#336]
	sub x8, x8, x6
	and x10, x8, #0x3fffffffffffff
	ubfx x9, x9, #26, #28
	orr x9, x9, x10, lsl #28
	str x9, [x0,#280]
	ldr x9, [x3,#344]
	sub x9, x9, x6
	and x10, x9, #0x3fffffffffffff
	ubfx x8, x8, #36, #18
	orr x8, x8, x10, lsl #18
	str x8, [x0,#288]
	ldp x8, x10, [x3,#352]
	sub x8, x8, x6
	and x8, x8, #0x3fffffffffffff
	sub x10, x10, x6
	and x11, x10, #0x3fffffffffffff
	ubfx x9, x9, #46, #8
	orr x8, x9, x8, lsl #8
	orr x8, x8, x11, lsl #62
	str x8, [x0,#296]
	ldr x8, [x3,#368]
	sub x8, x8, x6
	and x9, x8, #0x3fffffffffffff
	ubfx x10, x10, #2, #52
	orr x9, x10, x9, lsl #52
	str x9, [x0,#304]
	ldr x9, [x3,#376]
	sub x9, x9, x6
	and x10, x9, #0x3fffffffffffff
	ubfx x8, x8, #12, #42
	orr x8, x8, x10, lsl #42
	str x8, [x0,#312]
	ldr x8, [x3,#384]
	sub x8, x8, x6
	and x10, x8, #0x3fffffffffffff
	ubfx x9, x9, #22, #32
	orr x9, x9, x10, lsl #32
	str x9, [x0,#320]
	ldr x9, [x3,#392]
	sub x9, x9, x6
	and x10, x9, #0x3fffffffffffff
	ubfx x8, x8, #32, #22
	orr x8, x8, x10, lsl #22
	str x8, [x0,#328]
	ldr x8, [x3,#400]
	sub x8, x8, x6
	and x10, x8, #0x3fffffffffffff
	ubfx x9, x9, #42, #12
	orr x9, x9, x10, lsl #12
	str x9, [x0,#336]
	ldp x9, x10, [x3,#408]
	sub x9, x9, x6
	and x9, x9, #0x3fffffffffffff
	sub x10, x10, x6
	and x11, x10, #0x3fffffffffffff
	ubfx x8, x8, #52, #2
	orr x8, x8, x9, lsl #2
	orr x8, x8, x11, lsl #56
	str x8, [x0,#344]
	ldr x8, [x3,#424]
	sub x8, x8, x6
	and x9, x8, #0x3fffffffffffff
	ubfx x10, x10, #8, #46
	orr x9, x10, x9, lsl #46
	str x9, [x0,#352]
	ldr x9, [x3,#432]
	sub x9, x9, x6
	and x10, x9, #0x3fffffffffffff
	ubfx x8, x8, #18, #36
	orr x8, x8, x10, lsl #36
	str x8, [x0,#360]
	ldr x8, [x3,#440]
	sub x8, x8, x6
	and x10, x8, #0x3fffffffffffff
	ubfx x9, x9, #28, #26
	orr x9, x9, x10, lsl #26
	str x9, [x0,#368]
	ldr x9, [x3,#448]
	sub x9, x9, x6
	and x10, x9, #0x3fffffffffffff
	ubfx x8, x8, #38, #16
	orr x8, x8, x10, lsl #16
	str x8, [x0,#376]
	ldp x8, x10, [x3,#456]
	sub x8, x8, x6
	and x8, x8, #0x3fffffffffffff
	sub x10, x10, x6
	and x11, x10, #0x3fffffffffffff
	ubfx x9, x9, #48, #6
	orr x8, x9, x8, lsl #6
	orr x8, x8, x11, lsl #60
	str x8, [x0,#384]
	ldr x8, [x3,#472]
	sub x8, x8, x6
	and x9, x8, #0x3fffffffffffff
	ubfx x10, x10, #4, #50
	orr x9, x10, x9, lsl #50
	str x9, [x0,#392]
	ldr x9, [x3,#480]
	sub x9, x9, x6
	and x10, x9, #0x3fffffffffffff
	ubfx x8, x8, #14, #40
	orr x8, x8, x10, lsl #40
	str x8, [x0,#400]
	ldr x8, [x3,#488]
	sub x8, x8, x6
	and x10, x8, #0x3fffffffffffff
	ubfx x9, x9, #24, #30
	orr x9, x9, x10, lsl #30
	str x9, [x0,#408]
	ldr x9, [x3,#496]
	sub x9, x9, x6
	and x10, x9, #0x3fffffffffffff
	ubfx x8, x8, #34, #20
	orr x8, x8, x10, lsl #20
	str x8, [x0,#416]
	ldr x8, [x3,#504]
	sub x8, x8, x6
	ubfx x9, x9, #44, #10
	orr x8, x9, x8, lsl #10
	str x8, [x0,#424]
	sub x5, x5, #0x40
	neg x8, x5
	asr x8, x8, #63
	and x8, x8, #0x200
	sub x2, x2, #0x36
	neg x9, x2
	asr x9, x9, #63
	mov x10, #0x1b0
	and x9, x9, x10
	add x3, x8, x3
	add x0, x9, x0
	sub x4, x4, #0x40
	sub x1, x1, #0x36
	add x7, x7, #0x40
	cmp x4, #0x40
	b.lt out
	cmp x1, #0x36
	b.ge loop
out:
