// packBlocks43: the loop of the compiled packBlocks43 (pack_blocks.go lines 4196-4306), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ldp x8, x9, [x3]
	sub x8, x8, x6
	and x8, x8, #0x7ffffffffff
	sub x9, x9, x6
	and x10, x9, #0x7ffffffffff
	orr x8, x8, x10, lsl #43
	str x8, [x0]
	ldr x8, [x3,#16]
	sub x8, x8, x6
	and x10, x8, #0x7ffffffffff
	ubfx x9, x9, #21, #22
	orr x9, x9, x10, lsl #22
	str x9, [x0,#8]
	ldp x9, x10, [x3,#24]
	sub x9, x9, x6
	and x9, x9, #0x7ffffffffff
	sub x10, x10, x6
	and x11, x10, #0x7ffffffffff
	ubfx x8, x8, #42, #1
	orr x8, x8, x9, lsl #1
	orr x8, x8, x11, lsl #44
	str x8, [x0,#16]
	ldr x8, [x3,#40]
	sub x8, x8, x6
	and x9, x8, #0x7ffffffffff
	ubfx x10, x10, #20, #23
	orr x9, x10, x9, lsl #23
	str x9, [x0,#24]
	ldp x9, x10, [x3,#48]
	sub x9, x9, x6
	and x9, x9, #0x7ffffffffff
	sub x10, x10, x6
	and x11, x10, #0x7ffffffffff
	ubfx x8, x8, #41, #2
	orr x8, x8, x9, lsl #2
	orr x8, x8, x11, lsl #45
	str x8, [x0,#32]
	ldr x8, [x3,#64]
	sub x8, x8, x6
	and x9, x8, #0x7ffffffffff
	ubfx x10, x10, #19, #24
	orr x9, x10, x9, lsl #24
	str x9, [x0,#40]
	ldp x9, x10, [x3,#72]
	sub x9, x9, x6
	and x9, x9, #0x7ffffffffff
	sub x10, x10, x6
	and x11, x10, #0x7ffffffffff
	ubfx x8, x8, #40, #3
	orr x8, x8, x9, lsl #3
	orr x8, x8, x11, lsl #46
	str x8, [x0,#48]
	ldr x8, [x3,#88]
	sub x8, x8, x6
	and x9, x8, #0x7ffffffffff
	ubfx x10, x10, #18, #25
	orr x9, x10, x9, lsl #25
	str x9, [x0,#56]
	ldp x9, x10, [x3,#96]
	sub x9, x9, x6
	and x9, x9, #0x7ffffffffff
	sub x10, x10, x6
	and x11, x10, #0x7ffffffffff
	ubfx x8, x8, #39, #4
	orr x8, x8, x9, lsl #4
	orr x8, x8, x11, lsl #47
	str x8, [x0,#64]
	ldr x8, [x3,#112]
	sub x8, x8, x6
	and x9, x8, #0x7ffffffffff
	ubfx x10, x10, #17, #26
	orr x9, x10, x9, lsl #26
	str x9, [x0,#72]
	ldp x9, x10, [x3,#120]
	sub x9, x9, x6
	and x9, x9, #0x7ffffffffff
	sub x10, x10, x6
	and x11, x10, #0x7ffffffffff
	ubfx x8, x8, #38, #5
	orr x8, x8, x9, lsl #5
	orr x8, x8, x11, lsl #48
	str x8, [x0,#80]
	ldr x8, [x3,#136]
	sub x8, x8, x6
	and x9, x8, #0x7ffffffffff
	ubfx x10, x10, #16, #27
	orr x9, x10, x9, lsl #27
	str x9, [x0,#88]
	ldp x9, x10, [x3,#144]
	sub x9, x9, x6
	and x9, x9, #0x7ffffffffff
	sub x10, x10, x6
	and x11, x10, #0x7ffffffffff
	ubfx x8, x8, #37, #6
	orr x8, x8, x9, lsl #6
	orr x8, x8, x11, lsl #49
	str x8, [x0,#96]
	ldr x8, [x3,#160]
	sub x8, x8, x6
	and x9, x8, #0x7ffffffffff
	ubfx x10, x10, #15, #28
	orr x9, x10, x9, lsl #28
	str x9, [x0,#104]
	ldp x9, x10, [x3,#168]
	sub x9, x9, x6
	and x9, x9, #0x7ffffffffff
	sub x10, x10, x6
	and x11, x10, #0x7ffffffffff
	ubfx x8, x8, #36, #7
	orr x8, x8, x9, lsl #7
	orr x8, x8, x11, lsl #50
	str x8, [x0,#112]
	ldr x8, [x3,#184]
	sub x8, x8, x6
	and x9, x8, #0x7ffffffffff
	ubfx x10, x10, #14, #29
	orr x9, x10, x9, lsl #29
	str x9, [x0,#120]
	ldp x9, x10, [x3,#192]
	sub x9, x9, x6
	and x9, x9, #0x7ffffffffff
	sub x10, x10, x6
	and x11, x10, #0x7ffffffffff
	ubfx x8, x8, #35, #8
	orr x8, x8, x9, lsl #8
	orr x8, x8, x11, lsl #51
	str x8, [x0,#128]
	ldr x8, [x3,#208]
	sub x8, x8, x6
	and x9, x8, #0x7ffffffffff
	ubfx x10, x10, #13, #30
	orr x9, x10, x9, lsl #30
	str x9, [x0,#136]
	ldp x9, x10, [x3,#216]
	sub x9, x9, x6
	and x9, x9, #0x7ffffffffff
	sub x10, x10, x6
	and x11, x10, #0x7ffffffffff
	ubfx x8, x8, #34, #9
	orr x8, x8, x9, lsl #9
	orr x8, x8, x11, lsl #52
	str x8, [x0,#144]
	ldr x8, [x3,#232]
	sub x8, x8, x6
	and x9, x8, #0x7ffffffffff
	ubfx x10, x10, #12, #31
	orr x9, x10, x9, lsl #31
	str x9, [x0,#152]
	ldp x9, x10, [x3,#240]
	sub x9, x9, x6
	and x9, x9, #0x7ffffffffff
	sub x10, x10, x6
	and x11, x10, #0x7ffffffffff
	ubfx x8, x8, #33, #10
	orr x8, x8, x9, lsl #10
	orr x8, x8, x11, lsl #53
	str x8, [x0,#160]
	ldr x8, [x3,#256]
	sub x8, x8, x6
	and x9, x8, #0x7ffffffffff
	ubfx x10, x10, #11, #32
	orr x9, x10, x9, lsl #32
	str x9, [x0,#168]
	ldp x9, x10, [x3,#264]
	sub x9, x9, x6
	and x9, x9, #0x7ffffffffff
	sub x10, x10, x6
	and x11, x10, #0x7ffffffffff
	ubfx x8, x8, #32, #11
	orr x8, x8, x9, lsl #11
	orr x8, x8, x11, lsl #54
	str x8, [x0,#176]
	ldr x8, [x3,#280]
	sub x8, x8, x6
	and x9, x8, #0x7ffffffffff
	ubfx x10, x10, #10, #33
	orr x9, x10, x9, lsl #33
	str x9, [x0,#184]
	ldp x9, x10, [x3,#288]
	sub x9, x9, x6
	and x9, x9, #0x7ffffffffff
	sub x10, x10, x6
	and x11, x10, #0x7ffffffffff
	ubfx x8, x8, #31, #12
	orr x8, x8, x9, lsl #12
	orr x8, x8, x11, lsl #55
	str x8, [x0,#192]
	ldr x8, [x3,#304]
	sub x8, x8, x6
	and x9, x8, #0x7ffffffffff
	ubfx x10, x10, #9, #34
	orr x9, x10, x9, lsl #34
	str x9, [x0,#200]
	ldp x9, x10, [x3,#312]
	sub x9, x9, x6
	and x9, x9, #0x7ffffffffff
	sub x10, x10, x6
	and x11, x10, #0x7ffffffffff
	ubfx x8, x8, #30, #13
	orr x8, x8, x9, lsl #13
	orr x8, x8, x11, lsl #56
	str x8, [x0,#208]
	ldr x8, [x3,#328]
	sub x8, x8, x6
	and x9, x8, #0x7ffffffffff
	ubfx x10, x10, #8, #35
	orr x9, x10, x9, lsl #35
	str x9, [x0,#216]
	ldp x9, x10, [x3,#336]
	sub x9, x9, x6
	and x9, x9, #0x7ffffffffff
	sub x10, x10, x6
	and x11, x10, #0x7ffffffffff
	ubfx x8, x8, #29, #14
	orr x8, x8, x9, lsl #14
	orr x8, x8, x11, lsl #57
	str x8, [x0,#224]
	ldr x8, [x3,#352]
	sub x8, x8, x6
	and x9, x8, #0x7ffffffffff
	ubfx x10, x10, #7, #36
	orr x9, x10, x9, lsl #36
	str x9, [x0,#232]
	ldp x9, x10, [x3,#360]
	sub x9, x9, x6
	and x9, x9, #0x7ffffffffff
	sub x10, x10, x6
	and x11, x10, #0x7ffffffffff
	ubfx x8, x8, #28, #15
	orr x8, x8, x9, lsl #15
	orr x8, x8, x11, lsl #58
	str x8, [x0,#240]
	ldr x8, [x3,#376]
	sub x8, x8, x6
	and x9, x8, #0x7ffffffffff
	ubfx x10, x10, #6, #37
	orr x9, x10, x9, lsl #37
	str x9, [x0,#248]
	ldp x9, x10, [x3,#384]
	sub x9, x9, x6
	and x9, x9, #0x7ffffffffff
	sub x10, x10, x6
	and x11, x10, #0x7ffffffffff
	ubfx x8, x8, #27, #16
	orr x8, x8, x9, lsl #16
	orr x8, x8, x11, lsl #59
	str x8, [x0,#256]
	ldr x8, [x3,#400]
	sub x8, x8, x6
	and x9, x8, #0x7ffffffffff
	ubfx x10, x10, #5, #38
	orr x9, x10, x9, lsl #38
	str x9, [x0,#264]
	ldp x9, x10, [x3,#408]
	sub x9, x9, x6
	and x9, x9, #0x7ffffffffff
	sub x10, x10, x6
	and x11, x10, #0x7ffffffffff
	ubfx x8, x8, #26, #17
	orr x8, x8, x9, lsl #17
	orr x8, x8, x11, lsl #60
	str x8, [x0,#272]
	ldr x8, [x3,#424]
	sub x8, x8, x6
	and x9, x8, #0x7ffffffffff
	ubfx x10, x10, #4, #39
	orr x9, x10, x9, lsl #39
	str x9, [x0,#280]
	ldp x9, x10, [x3,#432]
	sub x9, x9, x6
	and x9, x9, #0x7ffffffffff
	sub x10, x10, x6
	and x11, x10, #0x7ffffffffff
	ubfx x8, x8, #25, #18
	orr x8, x8, x9, lsl #18
	orr x8, x8, x11, lsl #61
	str x8, [x0,#288]
	ldr x8, [x3,#448]
	sub x8, x8, x6
	and x9, x8, #0x7ffffffffff
	ubfx x10, x10, #3, #40
	orr x9, x10, x9, lsl #40
	str x9, [x0,#296]
	ldp x9, x10, [x3,#456]
	sub x9, x9, x6
	and x9, x9, #0x7ffffffffff
	sub x10, x10, x6
	and x11, x10, #0x7ffffffffff
	ubfx x8, x8, #24, #19
	orr x8, x8, x9, lsl #19
	orr x8, x8, x11, lsl #62
	str x8, [x0,#304]
	ldr x8, [x3,#472]
	sub x8, x8, x6
	and x9, x8, #0x7ffffffffff
	ubfx x10, x10, #2, #41
	orr x9, x10, x9, lsl #41
	str x9, [x0,#312]
	ldp x9, x10, [x3,#480]
	sub x9, x9, x6
	and x9, x9, #0x7ffffffffff
	sub x10, x10, x6
	and x11, x10, #0x7ffffffffff
	ubfx x8, x8, #23, #20
	orr x8, x8, x9, lsl #20
	orr x8, x8, x11, lsl #63
	str x8, [x0,#320]
	ldr x8, [x3,#496]
	sub x8, x8, x6
	and x9, x8, #0x7ffffffffff
	ubfx x10, x10, #1, #42
	orr x9, x10, x9, lsl #42
	str x9, [x0,#328]
	ldr x9, [x3,#504]
	sub x9, x9, x6
	ubfx x8, x8, #22, #21
	orr x8, x8, x9, lsl #21
	str x8, [x0,#336]
	sub x5, x5, #0x40
	neg x8, x5
	asr x8, x8, #63
	and x8, x8, #0x200
	sub x2, x2, #0x2b
	neg x9, x2
	asr x9, x9, #63
	mov x10, #0x158
	and x9, x9, x10
	add x3, x8, x3
	add x0, x9, x0
	sub x4, x4, #0x40
	sub x1, x1, #0x2b
	add x7, x7, #0x40
	cmp x4, #0x40
	b.lt out
	cmp x1, #0x2b
	b.ge loop
out:
