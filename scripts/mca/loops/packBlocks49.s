// packBlocks49: the loop of the compiled packBlocks49 (pack_blocks.go lines 4919-5035), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ldp x8, x9, [x3]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffffffff
	sub x9, x9, x6
	and x10, x9, #0x1ffffffffffff
	orr x8, x8, x10, lsl #49
	str x8, [x0]
	ldr x8, [x3,#16]
	sub x8, x8, x6
	and x10, x8, #0x1ffffffffffff
	ubfx x9, x9, #15, #34
	orr x9, x9, x10, lsl #34
	str x9, [x0,#8]
	ldr x9, [x3,#24]
	sub x9, x9, x6
	and x10, x9, #0x1ffffffffffff
	ubfx x8, x8, #30, #19
	orr x8, x8, x10, lsl #19
	str x8, [x0,#16]
	ldp x8, x10, [x3,#32]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffffffff
	ubfx x9, x9, #45, #4
	orr x8, x9, x8, lsl #4
	orr x8, x8, x11, lsl #53
	str x8, [x0,#24]
	ldr x8, [x3,#48]
	sub x8, x8, x6
	and x9, x8, #0x1ffffffffffff
	ubfx x10, x10, #11, #38
	orr x9, x10, x9, lsl #38
	str x9, [x0,#32]
	ldr x9, [x3,#56]
	sub x9, x9, x6
	and x10, x9, #0x1ffffffffffff
	ubfx x8, x8, #26, #23
	orr x8, x8, x10, lsl #23
	str x8, [x0,#40]
	ldp x8, x10, [x3,#64]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffffffff
	ubfx x9, x9, #41, #8
	orr x8, x9, x8, lsl #8
	orr x8, x8, x11, lsl #57
	str x8, [x0,#48]
	ldr x8, [x3,#80]
	sub x8, x8, x6
	and x9, x8, #0x1ffffffffffff
	ubfx x10, x10, #7, #42
	orr x9, x10, x9, lsl #42
	str x9, [x0,#56]
	ldr x9, [x3,#88]
	sub x9, x9, x6
	and x10, x9, #0x1ffffffffffff
	ubfx x8, x8, #22, #27
	orr x8, x8, x10, lsl #27
	str x8, [x0,#64]
	ldp x8, x10, [x3,#96]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffffffff
	ubfx x9, x9, #37, #12
	orr x8, x9, x8, lsl #12
	orr x8, x8, x11, lsl #61
	str x8, [x0,#72]
	ldr x8, [x3,#112]
	sub x8, x8, x6
	and x9, x8, #0x1ffffffffffff
	ubfx x10, x10, #3, #46
	orr x9, x10, x9, lsl #46
	str x9, [x0,#80]
	ldr x9, [x3,#120]
	sub x9, x9, x6
	and x10, x9, #0x1ffffffffffff
	ubfx x8, x8, #18, #31
	orr x8, x8, x10, lsl #31
	str x8, [x0,#88]
	ldr x8, [x3,#128]
	sub x8, x8, x6
	and x10, x8, #0x1ffffffffffff
	ubfx x9, x9, #33, #16
	orr x9, x9, x10, lsl #16
	str x9, [x0,#96]
	ldp x9, x10, [x3,#136]
	sub x9, x9, x6
	and x9, x9, #0x1ffffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffffffff
	ubfx x8, x8, #48, #1
	orr x8, x8, x9, lsl #1
	orr x8, x8, x11, lsl #50
	str x8, [x0,#104]
	ldr x8, [x3,#152]
	sub x8, x8, x6
	and x9, x8, #0x1ffffffffffff
	ubfx x10, x10, #14, #35
	orr x9, x10, x9, lsl #35
	str x9, [x0,#112]
	ldr x9, [x3,#160]
	sub x9, x9, x6
	and x10, x9, #0x1ffffffffffff
	ubfx x8, x8, #29, #20
	orr x8, x8, x10, lsl #20
	str x8, [x0,#120]
	ldp x8, x10, [x3,#168]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffffffff
	ubfx x9, x9, #44, #5
	orr x8, x9, x8, lsl #5
	orr x8, x8, x11, lsl #54
	str x8, [x0,#128]
	ldr x8, [x3,#184]
	sub x8, x8, x6
	and x9, x8, #0x1ffffffffffff
	ubfx x10, x10, #10, #39
	orr x9, x10, x9, lsl #39
	str x9, [x0,#136]
	ldr x9, [x3,#192]
	sub x9, x9, x6
	and x10, x9, #0x1ffffffffffff
	ubfx x8, x8, #25, #24
	orr x8, x8, x10, lsl #24
	str x8, [x0,#144]
	ldp x8, x10, [x3,#200]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffffffff
	ubfx x9, x9, #40, #9
	orr x8, x9, x8, lsl #9
	orr x8, x8, x11, lsl #58
	str x8, [x0,#152]
	ldr x8, [x3,#216]
	sub x8, x8, x6
	and x9, x8, #0x1ffffffffffff
	ubfx x10, x10, #6, #43
	orr x9, x10, x9, lsl #43
	str x9, [x0,#160]
	ldr x9, [x3,#224]
	sub x9, x9, x6
	and x10, x9, #0x1ffffffffffff
	ubfx x8, x8, #21, #28
	orr x8, x8, x10, lsl #28
	str x8, [x0,#168]
	ldp x8, x10, [x3,#232]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffffffff
	ubfx x9, x9, #36, #13
	orr x8, x9, x8, lsl #13
	orr x8, x8, x11, lsl #62
	str x8, [x0,#176]
	ldr x8, [x3,#248]
	sub x8, x8, x6
	and x9, x8, #0x1ffffffffffff
	ubfx x10, x10, #2, #47
	orr x9, x10, x9, lsl #47
	str x9, [x0,#184]
	ldr x9, [x3,#256]
	sub x9, x9, x6
	and x10, x9, #0x1ffffffffffff
	ubfx x8, x8, #17, #32
	orr x8, x8, x10, lsl #32
	str x8, [x0,#192]
	ldr x8, [x3,#264]
	sub x8, x8, x6
	and x10, x8, #0x1ffffffffffff
	ubfx x9, x9, #32, #17
	orr x9, x9, x10, lsl #17
	str x9, [x0,#200]
	ldp x9, x10, [x3,#272]
	sub x9, x9, x6
	and x9, x9, #0x1ffffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffffffff
	ubfx x8, x8, #47, #2
	orr x8, x8, x9, lsl #2
	orr x8, x8, x11, lsl #51
	str x8, [x0,#208]
	ldr x8, [x3,#288]
	sub x8, x8, x6
	and x9, x8, #0x1ffffffffffff
	ubfx x10, x10, #13, #36
	orr x9, x10, x9, lsl #36
	str x9, [x0,#216]
	ldr x9, [x3,#296]
	sub x9, x9, x6
	and x10, x9, #0x1ffffffffffff
	ubfx x8, x8, #28, #21
	orr x8, x8, x10, lsl #21
	str x8, [x0,#224]
	ldp x8, x10, [x3,#304]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffffffff
	ubfx x9, x9, #43, #6
	orr x8, x9, x8, lsl #6
	orr x8, x8, x11, lsl #55
	str x8, [x0,#232]
	ldr x8, [x3,#320]
	sub x8, x8, x6
	and x9, x8, #0x1ffffffffffff
	ubfx x10, x10, #9, #40
	orr x9, x10, x9, lsl #40
	str x9, [x0,#240]
	ldr x9, [x3,#328]
	sub x9, x9, x6
	and x10, x9, #0x1ffffffffffff
	ubfx x8, x8, #24, #25
	orr x8, x8, x10, lsl #25
	str x8, [x0,#248]
	ldp x8, x10, [x3,#336]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffffffff
	ubfx x9, x9, #39, #10
	orr x8, x9, x8, lsl #10
	orr x8, x8, x11, lsl #59
	str x8, [x0,#256]
	ldr x8, [x3,#352]
	sub x8, x8, x6
	and x9, x8, #0x1ffffffffffff
	ubfx x10, x10, #5, #44
	orr x9, x10, x9, lsl #44
	str x9, [x0,#264]
	ldr x9, [x3,#360]
	sub x9, x9, x6
	and x10, x9, #0x1ffffffffffff
	ubfx x8, x8, #20, #29
	orr x8, x8, x10, lsl #29
	str x8, [x0,#272]
	ldp x8, x10, [x3,#368]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffffffff
	ubfx x9, x9, #35, #14
	orr x8, x9, x8, lsl #14
	orr x8, x8, x11, lsl #63
	str x8, [x0,#280]
	ldr x8, [x3,#384]
	sub x8, x8, x6
	and x9, x8, #0x1ffffffffffff
	ubfx x10, x10, #1, #48
	orr x9, x10, x9, lsl #48
	str x9, [x0,#288]
	ldr x9, [x3,#392]
	sub x9, x9, x6
	and x10, x9, #0x1ffffffffffff
	ubfx x8, x8, #16, #33
	orr x8, x8, x10, lsl #33
	str x8, [x0,#296]
	ldr x8, [x3,#400]
	sub x8, x8, x6
	and x10, x8, #0x1ffffffffffff
	ubfx x9, x9, #31, #18
	orr x9, x9, x10, lsl #18
	str x9, [x0,#304]
	ldp x9, x10, [x3,#408]
	sub x9, x9, x6
	and x9, x9, #0x1ffffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffffffff
	ubfx x8, x8, #46, #3
	orr x8, x8, x9, lsl #3
	orr x8, x8, x11, lsl #52
	str x8, [x0,#312]
	ldr x8, [x3,#424]
	sub x8, x8, x6
	and x9, x8, #0x1ffffffffffff
	ubfx x10, x10, #12, #37
	orr x9, x10, x9, lsl #37
	str x9, [x0,#320]
	ldr x9, [x3,#432]
	sub x9, x9, x6
	and x10, x9, #0x1ffffffffffff
	ubfx x8, x8, #27, #22
	orr x8, x8, x10, lsl #22
	str x8, [x0,#328]
	ldp x8, x10, [x3,#440]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffffffff
	ubfx x9, x9, #42, #7
	orr x8, x9, x8, lsl #7
	orr x8, x8, x11, lsl #56
	str x8, [x0,#336]
	ldr x8, [x3,#456]
	sub x8, x8, x6
	and x9, x8, #0x1ffffffffffff
	ubfx x10, x10, #8, #41
	orr x9, x10, x9, lsl #41
	str x9, [x0,#344]
	ldr x9, [x3,#464]
	sub x9, x9, x6
	and x10, x9, #0x1ffffffffffff
	ubfx x8, x8, #23, #26
	orr x8, x8, x10, lsl #26
	str x8, [x0,#352]
	ldp x8, x10, [x3,#472]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffffffff
	ubfx x9, x9, #38, #11
	orr x8, x9, x8, lsl #11
	orr x8, x8, x11, lsl #60
	str x8, [x0,#360]
	ldr x8, [x3,#488]
	sub x8, x8, x6
	and x9, x8, #0x1ffffffffffff
	ubfx x10, x10, #4, #45
	orr x9, x10, x9, lsl #45
	str x9, [x0,#368]
	ldr x9, [x3,#496]
	sub x9, x9, x6
	and x10, x9, #0x1ffffffffffff
	ubfx x8, x8, #19, #30
	orr x8, x8, x10, lsl #30
	str x8, [x0,#376]
	ldr x8, [x3,#504]
	sub x8, x8, x6
	ubfx x9, x9, #34, #15
	orr x8, x9, x8, lsl #15
	str x8, [x0,#384]
	sub x5, x5, #0x40
	neg x8, x5
	asr x8, x8, #63
	and x8, x8, #0x200
	sub x2, x2, #0x31
	neg x9, x2
	asr x9, x9, #63
	mov x10, #0x188
	and x9, x9, x10
	add x3, x8, x3
	add x0, x9, x0
	sub x4, x4, #0x40
	sub x1, x1, #0x31
	add x7, x7, #0x40
	cmp x4, #0x40
	b.lt out
	cmp x1, #0x31
	b.ge loop
out:
