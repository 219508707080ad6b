// packBlocks53: the loop of the compiled packBlocks53 (pack_blocks.go lines 5421-5541), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ldp x8, x9, [x3]
	sub x8, x8, x6
	and x8, x8, #0x1fffffffffffff
	sub x9, x9, x6
	and x10, x9, #0x1fffffffffffff
	orr x8, x8, x10, lsl #53
	str x8, [x0]
	ldr x8, [x3,#16]
	sub x8, x8, x6
	and x10, x8, #0x1fffffffffffff
	ubfx x9, x9, #11, #42
	orr x9, x9, x10, lsl #42
	str x9, [x0,#8]
	ldr x9, [x3,#24]
	sub x9, x9, x6
	and x10, x9, #0x1fffffffffffff
	ubfx x8, x8, #22, #31
	orr x8, x8, x10, lsl #31
	str x8, [x0,#16]
	ldr x8, [x3,#32]
	sub x8, x8, x6
	and x10, x8, #0x1fffffffffffff
	ubfx x9, x9, #33, #20
	orr x9, x9, x10, lsl #20
	str x9, [x0,#24]
	ldp x9, x10, [x3,#40]
	sub x9, x9, x6
	and x9, x9, #0x1fffffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1fffffffffffff
	ubfx x8, x8, #44, #9
	orr x8, x8, x9, lsl #9
	orr x8, x8, x11, lsl #62
	str x8, [x0,#32]
	ldr x8, [x3,#56]
	sub x8, x8, x6
	and x9, x8, #0x1fffffffffffff
	ubfx x10, x10, #2, #51
	orr x9, x10, x9, lsl #51
	str x9, [x0,#40]
	ldr x9, [x3,#64]
	sub x9, x9, x6
	and x10, x9, #0x1fffffffffffff
	ubfx x8, x8, #13, #40
	orr x8, x8, x10, lsl #40
	str x8, [x0,#48]
	ldr x8, [x3,#72]
	sub x8, x8, x6
	and x10, x8, #0x1fffffffffffff
	ubfx x9, x9, #24, #29
	orr x9, x9, x10, lsl #29
	str x9, [x0,#56]
	ldr x9, [x3,#80]
	sub x9, x9, x6
	and x10, x9, #0x1fffffffffffff
	ubfx x8, x8, #35, #18
	orr x8, x8, x10, lsl #18
	str x8, [x0,#64]
	ldp x8, x10, [x3,#88]
	sub x8, x8, x6
	and x8, x8, #0x1fffffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1fffffffffffff
	ubfx x9, x9, #46, #7
	orr x8, x9, x8, lsl #7
	orr x8, x8, x11, lsl #60
	str x8, [x0,#72]
	ldr x8, [x3,#104]
	sub x8, x8, x6
	and x9, x8, #0x1fffffffffffff
	ubfx x10, x10, #4, #49
	orr x9, x10, x9, lsl #49
	str x9, [x0,#80]
	ldr x9, [x3,#112]
	sub x9, x9, x6
	and x10, x9, #0x1fffffffffffff
	ubfx x8, x8, #15, #38
	orr x8, x8, x10, lsl #38
	str x8, [x0,#88]
	ldr x8, [x3,#120]
	sub x8, x8, x6
	and x10, x8, #0x1fffffffffffff
	ubfx x9, x9, #26, #27
	orr x9, x9, x10, lsl #27
	str x9, [x0,#96]
	ldr x9, [x3,#128]
	sub x9, x9, x6
	and x10, x9, #0x1fffffffffffff
	ubfx x8, x8, #37, #16
	orr x8, x8, x10, lsl #16
	str x8, [x0,#104]
	ldp x8, x10, [x3,#136]
	sub x8, x8, x6
	and x8, x8, #0x1fffffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1fffffffffffff
	ubfx x9, x9, #48, #5
	orr x8, x9, x8, lsl #5
	orr x8, x8, x11, lsl #58
	str x8, [x0,#112]
	ldr x8, [x3,#152]
	sub x8, x8, x6
	and x9, x8, #0x1fffffffffffff
	ubfx x10, x10, #6, #47
	orr x9, x10, x9, lsl #47
	str x9, [x0,#120]
	ldr x9, [x3,#160]
	sub x9, x9, x6
	and x10, x9, #0x1fffffffffffff
	ubfx x8, x8, #17, #36
	orr x8, x8, x10, lsl #36
	str x8, [x0,#128]
	ldr x8, [x3,#168]
	sub x8, x8, x6
	and x10, x8, #0x1fffffffffffff
	ubfx x9, x9, #28, #25
	orr x9, x9, x10, lsl #25
	str x9, [x0,#136]
	ldr x9, [x3,#176]
	sub x9, x9, x6
	and x10, x9, #0x1fffffffffffff
	ubfx x8, x8, #39, #14
	orr x8, x8, x10, lsl #14
	str x8, [x0,#144]
	ldp x8, x10, [x3,#184]
	sub x8, x8, x6
	and x8, x8, #0x1fffffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1fffffffffffff
	ubfx x9, x9, #50, #3
	orr x8, x9, x8, lsl #3
	orr x8, x8, x11, lsl #56
	str x8, [x0,#152]
	ldr x8, [x3,#200]
	sub x8, x8, x6
	and x9, x8, #0x1fffffffffffff
	ubfx x10, x10, #8, #45
	orr x9, x10, x9, lsl #45
	str x9, [x0,#160]
	ldr x9, [x3,#208]
	sub x9, x9, x6
	and x10, x9, #0x1fffffffffffff
	ubfx x8, x8, #19, #34
	orr x8, x8, x10, lsl #34
	str x8, [x0,#168]
	ldr x8, [x3,#216]
	sub x8, x8, x6
	and x10, x8, #0x1fffffffffffff
	ubfx x9, x9, #30, #23
	orr x9, x9, x10, lsl #23
	str x9, [x0,#176]
	ldr x9, [x3,#224]
	sub x9, x9, x6
	and x10, x9, #0x1fffffffffffff
	ubfx x8, x8, #41, #12
	orr x8, x8, x10, lsl #12
	str x8, [x0,#184]
	ldp x8, x10, [x3,#232]
	sub x8, x8, x6
	and x8, x8, #0x1fffffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1fffffffffffff
	ubfx x9, x9, #52, #1
	orr x8, x9, x8, lsl #1
	orr x8, x8, x11, lsl #54
	str x8, [x0,#192]
	ldr x8, [x3,#248]
	sub x8, x8, x6
	and x9, x8, #0x1fffffffffffff
	ubfx x10, x10, #10, #43
	orr x9, x10, x9, lsl #43
	str x9, [x0,#200]
	ldr x9, [x3,#256]
	sub x9, x9, x6
	and x10, x9, #0x1fffffffffffff
	ubfx x8, x8, #21, #32
	orr x8, x8, x10, lsl #32
	str x8, [x0,#208]
	ldr x8, [x3,#264]
	sub x8, x8, x6
	and x10, x8, #0x1fffffffffffff
	ubfx x9, x9, #32, #21
	orr x9, x9, x10, lsl #21
	str x9, [x0,#216]
	ldp x9, x10, [x3,#272]
	sub x9, x9, x6
	and x9, x9, #0x1fffffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1fffffffffffff
	ubfx x8, x8, #43, #10
	orr x8, x8, x9, lsl #10
	orr x8, x8, x11, lsl #63
	str x8, [x0,#224]
	ldr x8, [x3,#288]
	sub x8, x8, x6
	and x9, x8, #0x1fffffffffffff
	ubfx x10, x10, #1, #52
	orr x9, x10, x9, lsl #52
	str x9, [x0,#232]
	ldr x9, [x3,#296]
	sub x9, x9, x6
	and x10, x9, #0x1fffffffffffff
	ubfx x8, x8, #12, #41
	orr x8, x8, x10, lsl #41
	str x8, [x0,#240]
	ldr x8, [x3,#304]
	sub x8, x8, x6
	and x10, x8, #0x1fffffffffffff
	ubfx x9, x9, #23, #30
	orr x9, x9, x10, lsl #30
	str x9, [x0,#248]
	ldr x9, [x3,#312]
	sub x9, x9, x6
	and x10, x9, #0x1fffffffffffff
	ubfx x8, x8, #34, #19
	orr x8, x8, x10, lsl #19
	str x8, [x0,#256]
	ldp x8, x10, [x3,#320]
	sub x8, x8, x6
	and x8, x8, #0x1fffffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1fffffffffffff
	ubfx x9, x9, #45, #8
	orr x8, x9, x8, lsl #8
	orr x8, x8, x11, lsl #61
	str x8, [x0,#264]
	ldr x8, [x3,#336]
	sub x8, x8, x6
	and x9, x8, #0x1fffffffffffff
	ubfx x10, x10, #3, #50
	orr x9, x10, x9, lsl #50
	str x9, [x0,#272]
	ldr x9, [x3,#344]
	sub x9, x9, x6
	and x10, x9, #0x1fffffffffffff
	ubfx x8, x8, #14, #39
	orr x8, x8, x10, lsl #39
	str x8, [x0,#280]
	ldr x8, [x3,#352]
	sub x8, x8, x6
	and x10, x8, #0x1fffffffffffff
	ubfx x9, x9, #25, #28
	orr x9, x9, x10, lsl #28
	str x9, [x0,#288]
	ldr x9, [x3,#360]
	sub x9, x9, x6
	and x10, x9, #0x1fffffffffffff
	ubfx x8, x8, #36, #17
	orr x8, x8, x10, lsl #17
	str x8, [x0,#296]
	ldp x8, x10, [x3,#368]
	sub x8, x8, x6
	and x8, x8, #0x1fffffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1fffffffffffff
	ubfx x9, x9, #47, #6
	orr x8, x9, x8, lsl #6
	orr x8, x8, x11, lsl #59
	str x8, [x0,#304]
	ldr x8, [x3,#384]
	sub x8, x8, x6
	and x9, x8, #0x1fffffffffffff
	ubfx x10, x10, #5, #48
	orr x9, x10, x9, lsl #48
	str x9, [x0,#312]
	ldr x9, [x3,#392]
	sub x9, x9, x6
	and x10, x9, #0x1fffffffffffff
	ubfx x8, x8, #16, #37
	orr x8, x8, x10, lsl #37
	str x8, [x0,#320]
	ldr x8, [x3,#400]
	sub x8, x8, x6
	and x10, x8, #0x1fffffffffffff
	ubfx x9, x9, #27, #26
	orr x9, x9, x10, lsl #26
	str x9, [x0,#328]
	ldr x9, [x3,#408]
	sub x9, x9, x6
	and x10, x9, #0x1fffffffffffff
	ubfx x8, x8, #38, #15
	orr x8, x8, x10, lsl #15
	str x8, [x0,#336]
	ldp x8, x10, [x3,#416]
	sub x8, x8, x6
	and x8, x8, #0x1fffffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1fffffffffffff
	ubfx x9, x9, #49, #4
	orr x8, x9, x8, lsl #4
	orr x8, x8, x11, lsl #57
	str x8, [x0,#344]
	ldr x8, [x3,#432]
	sub x8, x8, x6
	and x9, x8, #0x1fffffffffffff
	ubfx x10, x10, #7, #46
	orr x9, x10, x9, lsl #46
	str x9, [x0,#352]
	ldr x9, [x3,#440]
	sub x9, x9, x6
	and x10, x9, #0x1fffffffffffff
	ubfx x8, x8, #18, #35
	orr x8, x8, x10, lsl #35
	str x8, [x0,#360]
	ldr x8, [x3,#448]
	sub x8, x8, x6
	and x10, x8, #0x1fffffffffffff
	ubfx x9, x9, #29, #24
	orr x9, x9, x10, lsl #24
	str x9, [x0,#368]
	ldr x9, [x3,#456]
	sub x9, x9, x6
	and x10, x9, #0x1fffffffffffff
	ubfx x8, x8, #40, #13
	orr x8, x8, x10, lsl #13
	str x8, [x0,#376]
	ldp x8, x10, [x3,#464]
	sub x8, x8, x6
	and x8, x8, #0x1fffffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1fffffffffffff
	ubfx x9, x9, #51, #2
	orr x8, x9, x8, lsl #2
	orr x8, x8, x11, lsl #55
	str x8, [x0,#384]
	ldr x8, [x3,#480]
	sub x8, x8, x6
	and x9, x8, #0x1fffffffffffff
	ubfx x10, x10, #9, #44
	orr x9, x10, x9, lsl #44
	str x9, [x0,#392]
	ldr x9, [x3,#488]
	sub x9, x9, x6
	and x10, x9, #0x1fffffffffffff
	ubfx x8, x8, #20, #33
	orr x8, x8, x10, lsl #33
	str x8, [x0,#400]
	ldr x8, [x3,#496]
	sub x8, x8, x6
	and x10, x8, #0x1fffffffffffff
	ubfx x9, x9, #31, #22
	orr x9, x9, x10, lsl #22
	str x9, [x0,#408]
	ldr x9, [x3,#504]
	sub x9, x9, x6
	ubfx x8, x8, #42, #11
	orr x8, x8, x9, lsl #11
	str x8, [x0,#416]
	sub x5, x5, #0x40
	neg x8, x5
	asr x8, x8, #63
	and x8, x8, #0x200
	sub x2, x2, #0x35
	neg x9, x2
	asr x9, x9, #63
	mov x10, #0x1a8
	and x9, x9, x10
	add x3, x8, x3
	add x0, x9, x0
	sub x4, x4, #0x40
	sub x1, x1, #0x35
	add x7, x7, #0x40
	cmp x4, #0x40
	b.lt out
	cmp x1, #0x35
	b.ge loop
out:
