// packBlocks63: the loop of the compiled packBlocks63 (pack_blocks.go lines 6746-6876), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ldp x8, x9, [x3]
	sub x8, x8, x6
	and x8, x8, #0x7fffffffffffffff
	sub x9, x9, x6
	and x10, x9, #0x7fffffffffffffff
	orr x8, x8, x10, lsl #63
	str x8, [x0]
	ldr x8, [x3,#16]
	sub x8, x8, x6
	and x10, x8, #0x7fffffffffffffff
	ubfx x9, x9, #1, #62
	orr x9, x9, x10, lsl #62
	str x9, [x0,#8]
	ldr x9, [x3,#24]
	sub x9, x9, x6
	and x10, x9, #0x7fffffffffffffff
	ubfx x8, x8, #2, #61
	orr x8, x8, x10, lsl #61
	str x8, [x0,#16]
	ldr x8, [x3,#32]
	sub x8, x8, x6
	and x10, x8, #0x7fffffffffffffff
	ubfx x9, x9, #3, #60
	orr x9, x9, x10, lsl #60
	str x9, [x0,#24]
	ldr x9, [x3,#40]
	sub x9, x9, x6
	and x10, x9, #0x7fffffffffffffff
	ubfx x8, x8, #4, #59
	orr x8, x8, x10, lsl #59
	str x8, [x0,#32]
	ldr x8, [x3,#48]
	sub x8, x8, x6
	and x10, x8, #0x7fffffffffffffff
	ubfx x9, x9, #5, #58
	orr x9, x9, x10, lsl #58
	str x9, [x0,#40]
	ldr x9, [x3,#56]
	sub x9, x9, x6
	and x10, x9, #0x7fffffffffffffff
	ubfx x8, x8, #6, #57
	orr x8, x8, x10, lsl #57
	str x8, [x0,#48]
	ldr x8, [x3,#64]
	sub x8, x8, x6
	and x10, x8, #0x7fffffffffffffff
	ubfx x9, x9, #7, #56
	orr x9, x9, x10, lsl #56
	str x9, [x0,#56]
	ldr x9, [x3,#72]
	sub x9, x9, x6
	and x10, x9, #0x7fffffffffffffff
	ubfx x8, x8, #8, #55
	orr x8, x8, x10, lsl #55
	str x8, [x0,#64]
	ldr x8, [x3,#80]
	sub x8, x8, x6
	and x10, x8, #0x7fffffffffffffff
	ubfx x9, x9, #9, #54
	orr x9, x9, x10, lsl #54
	str x9, [x0,#72]
	ldr x9, [x3,#88]
	sub x9, x9, x6
	and x10, x9, #0x7fffffffffffffff
	ubfx x8, x8, #10, #53
	orr x8, x8, x10, lsl #53
	str x8, [x0,#80]
	ldr x8, [x3,#96]
	sub x8, x8, x6
	and x10, x8, #0x7fffffffffffffff
	ubfx x9, x9, #11, #52
	orr x9, x9, x10, lsl #52
	str x9, [x0,#88]
	ldr x9, [x3,#104]
	sub x9, x9, x6
	and x10, x9, #0x7fffffffffffffff
	ubfx x8, x8, #12, #51
	orr x8, x8, x10, lsl #51
	str x8, [x0,#96]
	ldr x8, [x3,#112]
	sub x8, x8, x6
	and x10, x8, #0x7fffffffffffffff
	ubfx x9, x9, #13, #50
	orr x9, x9, x10, lsl #50
	str x9, [x0,#104]
	ldr x9, [x3,#120]
	sub x9, x9, x6
	and x10, x9, #0x7fffffffffffffff
	ubfx x8, x8, #14, #49
	orr x8, x8, x10, lsl #49
	str x8, [x0,#112]
	ldr x8, [x3,#128]
	sub x8, x8, x6
	and x10, x8, #0x7fffffffffffffff
	ubfx x9, x9, #15, #48
	orr x9, x9, x10, lsl #48
	str x9, [x0,#120]
	ldr x9, [x3,#136]
	sub x9, x9, x6
	and x10, x9, #0x7fffffffffffffff
	ubfx x8, x8, #16, #47
	orr x8, x8, x10, lsl #47
	str x8, [x0,#128]
	ldr x8, [x3,#144]
	sub x8, x8, x6
	and x10, x8, #0x7fffffffffffffff
	ubfx x9, x9, #17, #46
	orr x9, x9, x10, lsl #46
	str x9, [x0,#136]
	ldr x9, [x3,#152]
	sub x9, x9, x6
	and x10, x9, #0x7fffffffffffffff
	ubfx x8, x8, #18, #45
	orr x8, x8, x10, lsl #45
	str x8, [x0,#144]
	ldr x8, [x3,#160]
	sub x8, x8, x6
	and x10, x8, #0x7fffffffffffffff
	ubfx x9, x9, #19, #44
	orr x9, x9, x10, lsl #44
	str x9, [x0,#152]
	ldr x9, [x3,#168]
	sub x9, x9, x6
	and x10, x9, #0x7fffffffffffffff
	ubfx x8, x8, #20, #43
	orr x8, x8, x10, lsl #43
	str x8, [x0,#160]
	ldr x8, [x3,#176]
	sub x8, x8, x6
	and x10, x8, #0x7fffffffffffffff
	ubfx x9, x9, #21, #42
	orr x9, x9, x10, lsl #42
	str x9, [x0,#168]
	ldr x9, [x3,#184]
	sub x9, x9, x6
	and x10, x9, #0x7fffffffffffffff
	ubfx x8, x8, #22, #41
	orr x8, x8, x10, lsl #41
	str x8, [x0,#176]
	ldr x8, [x3,#192]
	sub x8, x8, x6
	and x10, x8, #0x7fffffffffffffff
	ubfx x9, x9, #23, #40
	orr x9, x9, x10, lsl #40
	str x9, [x0,#184]
	ldr x9, [x3,#200]
	sub x9, x9, x6
	and x10, x9, #0x7fffffffffffffff
	ubfx x8, x8, #24, #39
	orr x8, x8, x10, lsl #39
	str x8, [x0,#192]
	ldr x8, [x3,#208]
	sub x8, x8, x6
	and x10, x8, #0x7fffffffffffffff
	ubfx x9, x9, #25, #38
	orr x9, x9, x10, lsl #38
	str x9, [x0,#200]
	ldr x9, [x3,#216]
	sub x9, x9, x6
	and x10, x9, #0x7fffffffffffffff
	ubfx x8, x8, #26, #37
	orr x8, x8, x10, lsl #37
	str x8, [x0,#208]
	ldr x8, [x3,#224]
	sub x8, x8, x6
	and x10, x8, #0x7fffffffffffffff
	ubfx x9, x9, #27, #36
	orr x9, x9, x10, lsl #36
	str x9, [x0,#216]
	ldr x9, [x3,#232]
	sub x9, x9, x6
	and x10, x9, #0x7fffffffffffffff
	ubfx x8, x8, #28, #35
	orr x8, x8, x10, lsl #35
	str x8, [x0,#224]
	ldr x8, [x3,#240]
	sub x8, x8, x6
	and x10, x8, #0x7fffffffffffffff
	ubfx x9, x9, #29, #34
	orr x9, x9, x10, lsl #34
	str x9, [x0,#232]
	ldr x9, [x3,#248]
	sub x9, x9, x6
	and x10, x9, #0x7fffffffffffffff
	ubfx x8, x8, #30, #33
	orr x8, x8, x10, lsl #33
	str x8, [x0,#240]
	ldr x8, [x3,#256]
	sub x8, x8, x6
	and x10, x8, #0x7fffffffffffffff
	ubfx x9, x9, #31, #32
	orr x9, x9, x10, lsl #32
	str x9, [x0,#248]
	ldr x9, [x3,#264]
	sub x9, x9, x6
	and x10, x9, #0x7fffffffffffffff
	ubfx x8, x8, #32, #31
	orr x8, x8, x10, lsl #31
	str x8, [x0,#256]
	ldr x8, [x3,#272]
	sub x8, x8, x6
	and x10, x8, #0x7fffffffffffffff
	ubfx x9, x9, #33, #30
	orr x9, x9, x10, lsl #30
	str x9, [x0,#264]
	ldr x9, [x3,#280]
	sub x9, x9, x6
	and x10, x9, #0x7fffffffffffffff
	ubfx x8, x8, #34, #29
	orr x8, x8, x10, lsl #29
	str x8, [x0,#272]
	ldr x8, [x3,#288]
	sub x8, x8, x6
	and x10, x8, #0x7fffffffffffffff
	ubfx x9, x9, #35, #28
	orr x9, x9, x10, lsl #28
	str x9, [x0,#280]
	ldr x9, [x3,#296]
	sub x9, x9, x6
	and x10, x9, #0x7fffffffffffffff
	ubfx x8, x8, #36, #27
	orr x8, x8, x10, lsl #27
	str x8, [x0,#288]
	ldr x8, [x3,#304]
	sub x8, x8, x6
	and x10, x8, #0x7fffffffffffffff
	ubfx x9, x9, #37, #26
	orr x9, x9, x10, lsl #26
	str x9, [x0,#296]
	ldr x9, [x3,#312]
	sub x9, x9, x6
	and x10, x9, #0x7fffffffffffffff
	ubfx x8, x8, #38, #25
	orr x8, x8, x10, lsl #25
	str x8, [x0,#304]
	ldr x8, [x3,#320]
	sub x8, x8, x6
	and x10, x8, #0x7fffffffffffffff
	ubfx x9, x9, #39, #24
	orr x9, x9, x10, lsl #24
	str x9, [x0,#312]
	ldr x9, [x3,#328]
	sub x9, x9, x6
	and x10, x9, #0x7fffffffffffffff
	ubfx x8, x8, #40, #23
	orr x8, x8, x10, lsl #23
	str x8, [x0,#320]
	ldr x8, [x3,#336]
	sub x8, x8, x6
	and x10, x8, #0x7fffffffffffffff
	ubfx x9, x9, #41, #22
	orr x9, x9, x10, lsl #22
	str x9, [x0,#328]
	ldr x9, [x3,#344]
	sub x9, x9, x6
	and x10, x9, #0x7fffffffffffffff
	ubfx x8, x8, #42, #21
	orr x8, x8, x10, lsl #21
	str x8, [x0,#336]
	ldr x8, [x3,#352]
	sub x8, x8, x6
	and x10, x8, #0x7fffffffffffffff
	ubfx x9, x9, #43, #20
	orr x9, x9, x10, lsl #20
	str x9, [x0,#344]
	ldr x9, [x3,#360]
	sub x9, x9, x6
	and x10, x9, #0x7fffffffffffffff
	ubfx x8, x8, #44, #19
	orr x8, x8, x10, lsl #19
	str x8, [x0,#352]
	ldr x8, [x3,#368]
	sub x8, x8, x6
	and x10, x8, #0x7fffffffffffffff
	ubfx x9, x9, #45, #18
	orr x9, x9, x10, lsl #18
	str x9, [x0,#360]
	ldr x9, [x3,#376]
	sub x9, x9, x6
	and x10, x9, #0x7fffffffffffffff
	ubfx x8, x8, #46, #17
	orr x8, x8, x10, lsl #17
	str x8, [x0,#368]
	ldr x8, [x3,#384]
	sub x8, x8, x6
	and x10, x8, #0x7fffffffffffffff
	ubfx x9, x9, #47, #16
	orr x9, x9, x10, lsl #16
	str x9, [x0,#376]
	ldr x9, [x3,#392]
	sub x9, x9, x6
	and x10, x9, #0x7fffffffffffffff
	ubfx x8, x8, #48, #15
	orr x8, x8, x10, lsl #15
	str x8, [x0,#384]
	ldr x8, [x3,#400]
	sub x8, x8, x6
	and x10, x8, #0x7fffffffffffffff
	ubfx x9, x9, #49, #14
	orr x9, x9, x10, lsl #14
	str x9, [x0,#392]
	ldr x9, [x3,#408]
	sub x9, x9, x6
	and x10, x9, #0x7fffffffffffffff
	ubfx x8, x8, #50, #13
	orr x8, x8, x10, lsl #13
	str x8, [x0,#400]
	ldr x8, [x3,#416]
	sub x8, x8, x6
	and x10, x8, #0x7fffffffffffffff
	ubfx x9, x9, #51, #12
	orr x9, x9, x10, lsl #12
	str x9, [x0,#408]
	ldr x9, [x3,#424]
	sub x9, x9, x6
	and x10, x9, #0x7fffffffffffffff
	ubfx x8, x8, #52, #11
	orr x8, x8, x10, lsl #11
	str x8, [x0,#416]
	ldr x8, [x3,#432]
	sub x8, x8, x6
	and x10, x8, #0x7fffffffffffffff
	ubfx x9, x9, #53, #10
	orr x9, x9, x10, lsl #10
	str x9, [x0,#424]
	ldr x9, [x3,#440]
	sub x9, x9, x6
	and x10, x9, #0x7fffffffffffffff
	ubfx x8, x8, #54, #9
	orr x8, x8, x10, lsl #9
	str x8, [x0,#432]
	ldr x8, [x3,#448]
	sub x8, x8, x6
	and x10, x8, #0x7fffffffffffffff
	ubfx x9, x9, #55, #8
	orr x9, x9, x10, lsl #8
	str x9, [x0,#440]
	ldr x9, [x3,#456]
	sub x9, x9, x6
	and x10, x9, #0x7fffffffffffffff
	ubfx x8, x8, #56, #7
	orr x8, x8, x10, lsl #7
	str x8, [x0,#448]
	ldr x8, [x3,#464]
	sub x8, x8, x6
	and x10, x8, #0x7fffffffffffffff
	ubfx x9, x9, #57, #6
	orr x9, x9, x10, lsl #6
	str x9, [x0,#456]
	ldr x9, [x3,#472]
	sub x9, x9, x6
	and x10, x9, #0x7fffffffffffffff
	ubfx x8, x8, #58, #5
	orr x8, x8, x10, lsl #5
	str x8, [x0,#464]
	ldr x8, [x3,#480]
	sub x8, x8, x6
	and x10, x8, #0x7fffffffffffffff
	ubfx x9, x9, #59, #4
	orr x9, x9, x10, lsl #4
	str x9, [x0,#472]
	ldr x9, [x3,#488]
	sub x9, x9, x6
	and x10, x9, #0x7fffffffffffffff
	ubfx x8, x8, #60, #3
	orr x8, x8, x10, lsl #3
	str x8, [x0,#480]
	ldr x8, [x3,#496]
	sub x8, x8, x6
	and x10, x8, #0x7fffffffffffffff
	ubfx x9, x9, #61, #2
	orr x9, x9, x10, lsl #2
	str x9, [x0,#488]
	ldr x9, [x3,#504]
	sub x9, x9, x6
	ubfx x8, x8, #62, #1
	orr x8, x8, x9, lsl #1
	str x8, [x0,#496]
	sub x5, x5, #0x40
	neg x8, x5
	asr x8, x8, #63
	and x8, x8, #0x200
	sub x2, x2, #0x3f
	neg x9, x2
	asr x9, x9, #63
	and x9, x9, #0x1f8
	add x3, x8, x3
	add x0, x9, x0
	sub x4, x4, #0x40
	sub x1, x1, #0x3f
	add x7, x7, #0x40
	cmp x4, #0x40
	b.lt out
	cmp x1, #0x3f
	b.ge loop
out:
