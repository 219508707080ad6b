// packBlocks41: the loop of the compiled packBlocks41 (pack_blocks.go lines 3963-4071), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ldp x8, x9, [x3]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffffff
	sub x9, x9, x6
	and x10, x9, #0x1ffffffffff
	orr x8, x8, x10, lsl #41
	str x8, [x0]
	ldp x8, x10, [x3,#16]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffffff
	ubfx x9, x9, #23, #18
	orr x8, x9, x8, lsl #18
	orr x8, x8, x11, lsl #59
	str x8, [x0,#8]
	ldr x8, [x3,#32]
	sub x8, x8, x6
	and x9, x8, #0x1ffffffffff
	ubfx x10, x10, #5, #36
	orr x9, x10, x9, lsl #36
	str x9, [x0,#16]
	ldp x9, x10, [x3,#40]
	sub x9, x9, x6
	and x9, x9, #0x1ffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffffff
	ubfx x8, x8, #28, #13
	orr x8, x8, x9, lsl #13
	orr x8, x8, x11, lsl #54
	str x8, [x0,#24]
	ldr x8, [x3,#56]
	sub x8, x8, x6
	and x9, x8, #0x1ffffffffff
	ubfx x10, x10, #10, #31
	orr x9, x10, x9, lsl #31
	str x9, [x0,#32]
	ldp x9, x10, [x3,#64]
	sub x9, x9, x6
	and x9, x9, #0x1ffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffffff
	ubfx x8, x8, #33, #8
	orr x8, x8, x9, lsl #8
	orr x8, x8, x11, lsl #49
	str x8, [x0,#40]
	ldr x8, [x3,#80]
	sub x8, x8, x6
	and x9, x8, #0x1ffffffffff
	ubfx x10, x10, #15, #26
	orr x9, x10, x9, lsl #26
	str x9, [x0,#48]
	ldp x9, x10, [x3,#88]
	sub x9, x9, x6
	and x9, x9, #0x1ffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffffff
	ubfx x8, x8, #38, #3
	orr x8, x8, x9, lsl #3
	orr x8, x8, x11, lsl #44
	str x8, [x0,#56]
	ldp x8, x9, [x3,#104]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffffff
	sub x9, x9, x6
	and x11, x9, #0x1ffffffffff
	ubfx x10, x10, #20, #21
	orr x8, x10, x8, lsl #21
	orr x8, x8, x11, lsl #62
	str x8, [x0,#64]
	ldr x8, [x3,#120]
	sub x8, x8, x6
	and x10, x8, #0x1ffffffffff
	ubfx x9, x9, #2, #39
	orr x9, x9, x10, lsl #39
	str x9, [x0,#72]
	ldp x9, x10, [x3,#128]
	sub x9, x9, x6
	and x9, x9, #0x1ffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffffff
	ubfx x8, x8, #25, #16
	orr x8, x8, x9, lsl #16
	orr x8, x8, x11, lsl #57
	str x8, [x0,#80]
	ldr x8, [x3,#144]
	sub x8, x8, x6
	and x9, x8, #0x1ffffffffff
	ubfx x10, x10, #7, #34
	orr x9, x10, x9, lsl #34
	str x9, [x0,#88]
	ldp x9, x10, [x3,#152]
	sub x9, x9, x6
	and x9, x9, #0x1ffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffffff
	ubfx x8, x8, #30, #11
	orr x8, x8, x9, lsl #11
	orr x8, x8, x11, lsl #52
	str x8, [x0,#96]
	ldr x8, [x3,#168]
	sub x8, x8, x6
	and x9, x8, #0x1ffffffffff
	ubfx x10, x10, #12, #29
	orr x9, x10, x9, lsl #29
	str x9, [x0,#104]
	ldp x9, x10, [x3,#176]
	sub x9, x9, x6
	and x9, x9, #0x1ffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffffff
	ubfx x8, x8, #35, #6
	orr x8, x8, x9, lsl #6
	orr x8, x8, x11, lsl #47
	str x8, [x0,#112]
	ldr x8, [x3,#192]
	sub x8, x8, x6
	and x9, x8, #0x1ffffffffff
	ubfx x10, x10, #17, #24
	orr x9, x10, x9, lsl #24
	str x9, [x0,#120]
	ldp x9, x10, [x3,#200]
	sub x9, x9, x6
	and x9, x9, #0x1ffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffffff
	ubfx x8, x8, #40, #1
	orr x8, x8, x9, lsl #1
	orr x8, x8, x11, lsl #42
	str x8, [x0,#128]
	ldp x8, x9, [x3,#216]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffffff
	sub x9, x9, x6
	and x11, x9, #0x1ffffffffff
	ubfx x10, x10, #22, #19
	orr x8, x10, x8, lsl #19
	orr x8, x8, x11, lsl #60
	str x8, [x0,#136]
	ldr x8, [x3,#232]
	sub x8, x8, x6
	and x10, x8, #0x1ffffffffff
	ubfx x9, x9, #4, #37
	orr x9, x9, x10, lsl #37
	str x9, [x0,#144]
	ldp x9, x10, [x3,#240]
	sub x9, x9, x6
	and x9, x9, #0x1ffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffffff
	ubfx x8, x8, #27, #14
	orr x8, x8, x9, lsl #14
	orr x8, x8, x11, lsl #55
	str x8, [x0,#152]
	ldr x8, [x3,#256]
	sub x8, x8, x6
	and x9, x8, #0x1ffffffffff
	ubfx x10, x10, #9, #32
	orr x9, x10, x9, lsl #32
	str x9, [x0,#160]
	ldp x9, x10, [x3,#264]
	sub x9, x9, x6
	and x9, x9, #0x1ffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffffff
	ubfx x8, x8, #32, #9
	orr x8, x8, x9, lsl #9
	orr x8, x8, x11, lsl #50
	str x8, [x0,#168]
	ldr x8, [x3,#280]
	sub x8, x8, x6
	and x9, x8, #0x1ffffffffff
	ubfx x10, x10, #14, #27
	orr x9, x10, x9, lsl #27
	str x9, [x0,#176]
	ldp x9, x10, [x3,#288]
	sub x9, x9, x6
	and x9, x9, #0x1ffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffffff
	ubfx x8, x8, #37, #4
	orr x8, x8, x9, lsl #4
	orr x8, x8, x11, lsl #45
	str x8, [x0,#184]
	ldp x8, x9, [x3,#304]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffffff
	sub x9, x9, x6
	and x11, x9, #0x1ffffffffff
	ubfx x10, x10, #19, #22
	orr x8, x10, x8, lsl #22
	orr x8, x8, x11, lsl #63
	str x8, [x0,#192]
	ldr x8, [x3,#320]
	sub x8, x8, x6
	and x10, x8, #0x1ffffffffff
	ubfx x9, x9, #1, #40
	orr x9, x9, x10, lsl #40
	str x9, [x0,#200]
	ldp x9, x10, [x3,#328]
	sub x9, x9, x6
	and x9, x9, #0x1ffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffffff
	ubfx x8, x8, #24, #17
	orr x8, x8, x9, lsl #17
	orr x8, x8, x11, lsl #58
	str x8, [x0,#208]
	ldr x8, [x3,#344]
	sub x8, x8, x6
	and x9, x8, #0x1ffffffffff
	ubfx x10, x10, #6, #35
	orr x9, x10, x9, lsl #35
	str x9, [x0,#216]
	ldp x9, x10, [x3,#352]
	sub x9, x9, x6
	and x9, x9, #0x1ffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffffff
	ubfx x8, x8, #29, #12
	orr x8, x8, x9, lsl #12
	orr x8, x8, x11, lsl #53
	str x8, [x0,#224]
	ldr x8, [x3,#368]
	sub x8, x8, x6
	and x9, x8, #0x1ffffffffff
	ubfx x10, x10, #11, #30
	orr x9, x10, x9, lsl #30
	str x9, [x0,#232]
	ldp x9, x10, [x3,#376]
	sub x9, x9, x6
	and x9, x9, #0x1ffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffffff
	ubfx x8, x8, #34, #7
	orr x8, x8, x9, lsl #7
	orr x8, x8, x11, lsl #48
	str x8, [x0,#240]
	ldr x8, [x3,#392]
	sub x8, x8, x6
	and x9, x8, #0x1ffffffffff
	ubfx x10, x10, #16, #25
	orr x9, x10, x9, lsl #25
	str x9, [x0,#248]
	ldp x9, x10, [x3,#400]
	sub x9, x9, x6
	and x9, x9, #0x1ffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffffff
	ubfx x8, x8, #39, #2
	orr x8, x8, x9, lsl #2
	orr x8, x8, x11, lsl #43
	str x8, [x0,#256]
	ldp x8, x9, [x3,#416]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffffff
	sub x9, x9, x6
	and x11, x9, #0x1ffffffffff
	ubfx x10, x10, #21, #20
	orr x8, x10, x8, lsl #20
	orr x8, x8, x11, lsl #61
	str x8, [x0,#264]
	ldr x8, [x3,#432]
	sub x8, x8, x6
	and x10, x8, #0x1ffffffffff
	ubfx x9, x9, #3, #38
	orr x9, x9, x10, lsl #38
	str x9, [x0,#272]
	ldp x9, x10, [x3,#440]
	sub x9, x9, x6
	and x9, x9, #0x1ffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffffff
	ubfx x8, x8, #26, #15
	orr x8, x8, x9, lsl #15
	orr x8, x8, x11, lsl #56
	str x8, [x0,#280]
	ldr x8, [x3,#456]
	sub x8, x8, x6
	and x9, x8, #0x1ffffffffff
	ubfx x10, x10, #8, #33
	orr x9, x10, x9, lsl #33
	str x9, [x0,#288]
	ldp x9, x10, [x3,#464]
	sub x9, x9, x6
	and x9, x9, #0x1ffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffffff
	ubfx x8, x8, #31, #10
	orr x8, x8, x9, lsl #10
	orr x8, x8, x11, lsl #51
	str x8, [x0,#296]
	ldr x8, [x3,#480]
	sub x8, x8, x6
	and x9, x8, #0x1ffffffffff
	ubfx x10, x10, #13, #28
	orr x9, x10, x9, lsl #28
	str x9, [x0,#304]
	ldp x9, x10, [x3,#488]
	sub x9, x9, x6
	and x9, x9, #0x1ffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffffff
	ubfx x8, x8, #36, #5
	orr x8, x8, x9, lsl #5
	orr x8, x8, x11, lsl #46
	str x8, [x0,#312]
	ldr x8, [x3,#504]
	sub x8, x8, x6
	ubfx x9, x10, #18, #23
	orr x8, x9, x8, lsl #23
	str x8, [x0,#320]
	sub x5, x5, #0x40
	neg x8, x5
	asr x8, x8, #63
	and x8, x8, #0x200
	sub x2, x2, #0x29
	neg x9, x2
	asr x9, x9, #63
	mov x10, #0x148
	and x9, x9, x10
	add x3, x8, x3
	add x0, x9, x0
	sub x4, x4, #0x40
	sub x1, x1, #0x29
	add x7, x7, #0x40
	cmp x4, #0x40
	b.lt out
	cmp x1, #0x29
	b.ge loop
out:
