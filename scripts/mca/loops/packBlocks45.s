// packBlocks45: the loop of the compiled packBlocks45 (pack_blocks.go lines 4433-4545), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ldp x8, x9, [x3]
	sub x8, x8, x6
	and x8, x8, #0x1fffffffffff
	sub x9, x9, x6
	and x10, x9, #0x1fffffffffff
	orr x8, x8, x10, lsl #45
	str x8, [x0]
	ldr x8, [x3,#16]
	sub x8, x8, x6
	and x10, x8, #0x1fffffffffff
	ubfx x9, x9, #19, #26
	orr x9, x9, x10, lsl #26
	str x9, [x0,#8]
	ldp x9, x10, [x3,#24]
	sub x9, x9, x6
	and x9, x9, #0x1fffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1fffffffffff
	ubfx x8, x8, #38, #7
	orr x8, x8, x9, lsl #7
	orr x8, x8, x11, lsl #52
	str x8, [x0,#16]
	ldr x8, [x3,#40]
	sub x8, x8, x6
	and x9, x8, #0x1fffffffffff
	ubfx x10, x10, #12, #33
	orr x9, x10, x9, lsl #33
	str x9, [x0,#24]
	ldp x9, x10, [x3,#48]
	sub x9, x9, x6
	and x9, x9, #0x1fffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1fffffffffff
	ubfx x8, x8, #31, #14
	orr x8, x8, x9, lsl #14
	orr x8, x8, x11, lsl #59
	str x8, [x0,#32]
	ldr x8, [x3,#64]
	sub x8, x8, x6
	and x9, x8, #0x1fffffffffff
	ubfx x10, x10, #5, #40
	orr x9, x10, x9, lsl #40
	str x9, [x0,#40]
	ldr x9, [x3,#72]
	sub x9, x9, x6
	and x10, x9, #0x1fffffffffff
	ubfx x8, x8, #24, #21
	orr x8, x8, x10, lsl #21
	str x8, [x0,#48]
	ldp x8, x10, [x3,#80]
	sub x8, x8, x6
	and x8, x8, #0x1fffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1fffffffffff
	ubfx x9, x9, #43, #2
	orr x8, x9, x8, lsl #2
	orr x8, x8, x11, lsl #47
	str x8, [x0,#56]
	ldr x8, [x3,#96]
	sub x8, x8, x6
	and x9, x8, #0x1fffffffffff
	ubfx x10, x10, #17, #28
	orr x9, x10, x9, lsl #28
	str x9, [x0,#64]
	ldp x9, x10, [x3,#104]
	sub x9, x9, x6
	and x9, x9, #0x1fffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1fffffffffff
	ubfx x8, x8, #36, #9
	orr x8, x8, x9, lsl #9
	orr x8, x8, x11, lsl #54
	str x8, [x0,#72]
	ldr x8, [x3,#120]
	sub x8, x8, x6
	and x9, x8, #0x1fffffffffff
	ubfx x10, x10, #10, #35
	orr x9, x10, x9, lsl #35
	str x9, [x0,#80]
	ldp x9, x10, [x3,#128]
	sub x9, x9, x6
	and x9, x9, #0x1fffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1fffffffffff
	ubfx x8, x8, #29, #16
	orr x8, x8, x9, lsl #16
	orr x8, x8, x11, lsl #61
	str x8, [x0,#88]
	ldr x8, [x3,#144]
	sub x8, x8, x6
	and x9, x8, #0x1fffffffffff
	ubfx x10, x10, #3, #42
	orr x9, x10, x9, lsl #42
	str x9, [x0,#96]
	ldr x9, [x3,#152]
	sub x9, x9, x6
	and x10, x9, #0x1fffffffffff
	ubfx x8, x8, #22, #23
	orr x8, x8, x10, lsl #23
	str x8, [x0,#104]
	ldp x8, x10, [x3,#160]
	sub x8, x8, x6
	and x8, x8, #0x1fffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1fffffffffff
	ubfx x9, x9, #41, #4
	orr x8, x9, x8, lsl #4
	orr x8, x8, x11, lsl #49
	str x8, [x0,#112]
	ldr x8, [x3,#176]
	sub x8, x8, x6
	and x9, x8, #0x1fffffffffff
	ubfx x10, x10, #15, #30
	orr x9, x10, x9, lsl #30
	str x9, [x0,#120]
	ldp x9, x10, [x3,#184]
	sub x9, x9, x6
	and x9, x9, #0x1fffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1fffffffffff
	ubfx x8, x8, #34, #11
	orr x8, x8, x9, lsl #11
	orr x8, x8, x11, lsl #56
	str x8, [x0,#128]
	ldr x8, [x3,#200]
	sub x8, x8, x6
	and x9, x8, #0x1fffffffffff
	ubfx x10, x10, #8, #37
	orr x9, x10, x9, lsl #37
	str x9, [x0,#136]
	ldp x9, x10, [x3,#208]
	sub x9, x9, x6
	and x9, x9, #0x1fffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1fffffffffff
	ubfx x8, x8, #27, #18
	orr x8, x8, x9, lsl #18
	orr x8, x8, x11, lsl #63
	str x8, [x0,#144]
	ldr x8, [x3,#224]
	sub x8, x8, x6
	and x9, x8, #0x1fffffffffff
	ubfx x10, x10, #1, #44
	orr x9, x10, x9, lsl #44
	str x9, [x0,#152]
	ldr x9, [x3,#232]
	sub x9, x9, x6
	and x10, x9, #0x1fffffffffff
	ubfx x8, x8, #20, #25
	orr x8, x8, x10, lsl #25
	str x8, [x0,#160]
	ldp x8, x10, [x3,#240]
	sub x8, x8, x6
	and x8, x8, #0x1fffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1fffffffffff
	ubfx x9, x9, #39, #6
	orr x8, x9, x8, lsl #6
	orr x8, x8, x11, lsl #51
	str x8, [x0,#168]
	ldr x8, [x3,#256]
	sub x8, x8, x6
	and x9, x8, #0x1fffffffffff
	ubfx x10, x10, #13, #32
	orr x9, x10, x9, lsl #32
	str x9, [x0,#176]
	ldp x9, x10, [x3,#264]
	sub x9, x9, x6
	and x9, x9, #0x1fffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1fffffffffff
	ubfx x8, x8, #32, #13
	orr x8, x8, x9, lsl #13
	orr x8, x8, x11, lsl #58
	str x8, [x0,#184]
	ldr x8, [x3,#280]
	sub x8, x8, x6
	and x9, x8, #0x1fffffffffff
	ubfx x10, x10, #6, #39
	orr x9, x10, x9, lsl #39
	str x9, [x0,#192]
	ldr x9, [x3,#288]
	sub x9, x9, x6
	and x10, x9, #0x1fffffffffff
	ubfx x8, x8, #25, #20
	orr x8, x8, x10, lsl #20
	str x8, [x0,#200]
	ldp x8, x10, [x3,#296]
	sub x8, x8, x6
	and x8, x8, #0x1fffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1fffffffffff
	ubfx x9, x9, #44, #1
	orr x8, x9, x8, lsl #1
	orr x8, x8, x11, lsl #46
	str x8, [x0,#208]
	ldr x8, [x3,#312]
	sub x8, x8, x6
	and x9, x8, #0x1fffffffffff
	ubfx x10, x10, #18, #27
	orr x9, x10, x9, lsl #27
	str x9, [x0,#216]
	ldp x9, x10, [x3,#320]
	sub x9, x9, x6
	and x9, x9, #0x1fffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1fffffffffff
	ubfx x8, x8, #37, #8
	orr x8, x8, x9, lsl #8
	orr x8, x8, x11, lsl #53
	str x8, [x0,#224]
	ldr x8, [x3,#336]
	sub x8, x8, x6
	and x9, x8, #0x1fffffffffff
	ubfx x10, x10, #11, #34
	orr x9, x10, x9, lsl #34
	str x9, [x0,#232]
	ldp x9, x10, [x3,#344]
	sub x9, x9, x6
	and x9, x9, #0x1fffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1fffffffffff
	ubfx x8, x8, #30, #15
	orr x8, x8, x9, lsl #15
	orr x8, x8, x11, lsl #60
	str x8, [x0,#240]
	ldr x8, [x3,#360]
	sub x8, x8, x6
	and x9, x8, #0x1fffffffffff
	ubfx x10, x10, #4, #41
	orr x9, x10, x9, lsl #41
	str x9, [x0,#248]
	ldr x9, [x3,#368]
	sub x9, x9, x6
	and x10, x9, #0x1fffffffffff
	ubfx x8, x8, #23, #22
	orr x8, x8, x10, lsl #22
	str x8, [x0,#256]
	ldp x8, x10, [x3,#376]
	sub x8, x8, x6
	and x8, x8, #0x1fffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1fffffffffff
	ubfx x9, x9, #42, #3
	orr x8, x9, x8, lsl #3
	orr x8, x8, x11, lsl #48
	str x8, [x0,#264]
	ldr x8, [x3,#392]
	sub x8, x8, x6
	and x9, x8, #0x1fffffffffff
	ubfx x10, x10, #16, #29
	orr x9, x10, x9, lsl #29
	str x9, [x0,#272]
	ldp x9, x10, [x3,#400]
	sub x9, x9, x6
	and x9, x9, #0x1fffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1fffffffffff
	ubfx x8, x8, #35, #10
	orr x8, x8, x9, lsl #10
	orr x8, x8, x11, lsl #55
	str x8, [x0,#280]
	ldr x8, [x3,#416]
	sub x8, x8, x6
	and x9, x8, #0x1fffffffffff
	ubfx x10, x10, #9, #36
	orr x9, x10, x9, lsl #36
	str x9, [x0,#288]
	ldp x9, x10, [x3,#424]
	sub x9, x9, x6
	and x9, x9, #0x1fffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1fffffffffff
	ubfx x8, x8, #28, #17
	orr x8, x8, x9, lsl #17
	orr x8, x8, x11, lsl #62
	str x8, [x0,#296]
	ldr x8, [x3,#440]
	sub x8, x8, x6
	and x9, x8, #0x1fffffffffff
	ubfx x10, x10, #2, #43
	orr x9, x10, x9, lsl #43
	str x9, [x0,#304]
	ldr x9, [x3,#448]
	sub x9, x9, x6
	and x10, x9, #0x1fffffffffff
	ubfx x8, x8, #21, #24
	orr x8, x8, x10, lsl #24
	str x8, [x0,#312]
	ldp x8, x10, [x3,#456]
	sub x8, x8, x6
	and x8, x8, #0x1fffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1fffffffffff
	ubfx x9, x9, #40, #5
	orr x8, x9, x8, lsl #5
	orr x8, x8, x11, lsl #50
	str x8, [x0,#320]
	ldr x8, [x3,#472]
	sub x8, x8, x6
	and x9, x8, #0x1fffffffffff
	ubfx x10, x10, #14, #31
	orr x9, x10, x9, lsl #31
	str x9, [x0,#328]
	ldp x9, x10, [x3,#480]
	sub x9, x9, x6
	and x9, x9, #0x1fffffffffff
	sub x10, x10, x6
	and x11, x10, #0x1fffffffffff
	ubfx x8, x8, #33, #12
	orr x8, x8, x9, lsl #12
	orr x8, x8, x11, lsl #57
	str x8, [x0,#336]
	ldr x8, [x3,#496]
	sub x8, x8, x6
	and x9, x8, #0x1fffffffffff
	ubfx x10, x10, #7, #38
	orr x9, x10, x9, lsl #38
	str x9, [x0,#344]
	ldr x9, [x3,#504]
	sub x9, x9, x6
	ubfx x8, x8, #26, #19
	orr x8, x8, x9, lsl #19
	str x8, [x0,#352]
	sub x5, x5, #0x40
	neg x8, x5
	asr x8, x8, #63
	and x8, x8, #0x200
	sub x2, x2, #0x2d
	neg x9, x2
	asr x9, x9, #63
	mov x10, #0x168
	and x9, x9, x10
	add x3, x8, x3
	add x0, x9, x0
	sub x4, x4, #0x40
	sub x1, x1, #0x2d
	add x7, x7, #0x40
	cmp x4, #0x40
	b.lt out
	cmp x1, #0x2d
	b.ge loop
out:
