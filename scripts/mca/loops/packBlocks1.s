// packBlocks1: the loop of the compiled packBlocks1 (pack_blocks.go lines 143-211), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	str x2, [sp,#352]
	str x1, [sp,#344]
	str x0, [sp,#368]
	str x5, [sp,#336]
	str x4, [sp,#328]
	str x3, [sp,#360]
	str x7, [sp,#320]
	ldp x8, x9, [x3]
	sub x8, x8, x6
	and x8, x8, #0x1
	sub x9, x9, x6
	and x9, x9, #0x1
	ldp x10, x11, [x3,#16]
	sub x10, x10, x6
	and x10, x10, #0x1
	sub x11, x11, x6
	and x11, x11, #0x1
	ldp x12, x13, [x3,#32]
	sub x12, x12, x6
	and x12, x12, #0x1
	sub x13, x13, x6
	and x13, x13, #0x1
	ldp x14, x15, [x3,#48]
	sub x14, x14, x6
	and x14, x14, #0x1
	sub x15, x15, x6
	and x15, x15, #0x1
	ldp x16, x17, [x3,#64]
	sub x16, x16, x6
	and x16, x16, #0x1
	sub x17, x17, x6
	and x17, x17, #0x1
	ldp x19, x20, [x3,#80]
	sub x19, x19, x6
	and x19, x19, #0x1
	sub x20, x20, x6
	and x20, x20, #0x1
	ldp x21, x22, [x3,#96]
	sub x21, x21, x6
	and x21, x21, #0x1
	sub x22, x22, x6
	and x22, x22, #0x1
	ldp x23, x24, [x3,#112]
	sub x23, x23, x6
	and x23, x23, #0x1
	sub x24, x24, x6
	and x24, x24, #0x1
	ldp x25, x26, [x3,#128]
	sub x25, x25, x6
	and x25, x25, #0x1
	sub x26, x26, x6
	and x26, x26, #0x1
	ldp x7, x1, [x3,#144]
	sub x7, x7, x6
	and x7, x7, #0x1
	sub x1, x1, x6
	and x1, x1, #0x1
	ldp x4, x2, [x3,#160]
	sub x4, x4, x6
	and x4, x4, #0x1
	sub x2, x2, x6
	and x2, x2, #0x1
	ldp x5, x0, [x3,#176]
	sub x5, x5, x6
	and x5, x5, #0x1
	str x5, [sp,#312]
	sub x0, x0, x6
	and x0, x0, #0x1
	str x0, [sp,#304]
	ldp x0, x5, [x3,#192]
	sub x0, x0, x6
	and x0, x0, #0x1
	str x0, [sp,#296]
	sub x5, x5, x6
	and x5, x5, #0x1
	str x5, [sp,#288]
	ldp x5, x0, [x3,#208]
	sub x5, x5, x6
	and x5, x5, #0x1
	str x5, [sp,#280]
	sub x0, x0, x6
	and x0, x0, #0x1
	str x0, [sp,#272]
	ldp x0, x5, [x3,#224]
	sub x0, x0, x6
	and x0, x0, #0x1
	str x0, [sp,#264]
	sub x5, x5, x6
	and x5, x5, #0x1
	str x5, [sp,#256]
	ldp x5, x0, [x3,#240]
	sub x5, x5, x6
	and x5, x5, #0x1
	str x5, [sp,#248]
	sub x0, x0, x6
	and x0, x0, #0x1
	str x0, [sp,#240]
	ldp x0, x5, [x3,#256]
	sub x0, x0, x6
	and x0, x0, #0x1
	str x0, [sp,#232]
	sub x5, x5, x6
	and x5, x5, #0x1
	str x5, [sp,#224]
	ldp x5, x0, [x3,#272]
	sub x5, x5, x6
	and x5, x5, #0x1
	str x5, [sp,#216]
	sub x0, x0, x6
	and x0, x0, #0x1
	str x0, [sp,#208]
	ldp x0, x5, [x3,#288]
	sub x0, x0, x6
	and x0, x0, #0x1
	str x0, [sp,#200]
	sub x5, x5, x6
	and x5, x5, #0x1
	str x5, [sp,#192]
	ldp x5, x0, [x3,#304]
	sub x5, x5, x6
	and x5, x5, #0x1
	str x5, [sp,#184]
	sub x0, x0, x6
	and x0, x0, #0x1
	str x0, [sp,#176]
	ldp x0, x5, [x3,#320]
	sub x0, x0, x6
	and x0, x0, #0x1
	str x0, [sp,#168]
	sub x5, x5, x6
	and x5, x5, #0x1
	str x5, [sp,#160]
	ldp x5, x0, [x3,#336]
	sub x5, x5, x6
	and x5, x5, #0x1
	str x5, [sp,#152]
	sub x0, x0, x6
	and x0, x0, #0x1
	str x0, [sp,#144]
	ldp x0, x5, [x3,#352]
	sub x0, x0, x6
	and x0, x0, #0x1
	str x0, [sp,#136]
	sub x5, x5, x6
	and x5, x5, #0x1
	str x5, [sp,#128]
	ldp x5, x0, [x3,#368]
	sub x5, x5, x6
	and x5, x5, #0x1
	str x5, [sp,#120]
	sub x0, x0, x6
	and x0, x0, #0x1
	str x0, [sp,#112]
	ldp x0, x5, [x3,#384]
	sub x0, x0, x6
	and x0, x0, #0x1
	str x0, [sp,#104]
	sub x5, x5, x6
	and x5, x5, #0x1
	str x5, [sp,#96]
	ldp x5, x0, [x3,#400]
	sub x5, x5, x6
	and x5, x5, #0x1
	str x5, [sp,#88]
	sub x0, x0, x6
	and x0, x0, #0x1
	str x0, [sp,#80]
	ldp x0, x5, [x3,#416]
	sub x0, x0, x6
	and x0, x0, #0x1
	str x0, [sp,#72]
	sub x5, x5, x6
	and x5, x5, #0x1
	str x5, [sp,#64]
	ldp x5, x0, [x3,#432]
	sub x5, x5, x6
	and x5, x5, #0x1
	str x5, [sp,#56]
	sub x0, x0, x6
	and x0, x0, #0x1
	str x0, [sp,#48]
	ldp x0, x5, [x3,#448]
	sub x0, x0, x6
	and x0, x0, #0x1
	str x0, [sp,#40]
	sub x5, x5, x6
	and x5, x5, #0x1
	str x5, [sp,#32]
	ldp x5, x0, [x3,#464]
	sub x5, x5, x6
	and x5, x5, #0x1
	str x5, [sp,#24]
	sub x0, x0, x6
	and x0, x0, #0x1
	str x0, [sp,#16]
	ldp x0, x5, [x3,#480]
	sub x0, x0, x6
	and x0, x0, #0x1
	sub x5, x5, x6
	and x5, x5, #0x1
	str x5, [sp,#8]
	ldp x3, x5, [x3,#496]
	sub x3, x3, x6
	and x3, x3, #0x1
	sub x5, x5, x6
	orr x8, x8, x9, lsl #1
	orr x8, x8, x10, lsl #2
	orr x8, x8, x11, lsl #3
	orr x8, x8, x12, lsl #4
	orr x8, x8, x13, lsl #5
	orr x8, x8, x14, lsl #6
	orr x8, x8, x15, lsl #7
	orr x8, x8, x16, lsl #8
	orr x8, x8, x17, lsl #9
	orr x8, x8, x19, lsl #10
	orr x8, x8, x20, lsl #11
	orr x8, x8, x21, lsl #12
	orr x8, x8, x22, lsl #13
	orr x8, x8, x23, lsl #14
	orr x8, x8, x24, lsl #15
	orr x8, x8, x25, lsl #16
	orr x8, x8, x26, lsl #17
	orr x8, x8, x7, lsl #18
	orr x8, x8, x1, lsl #19
	orr x8, x8, x4, lsl #20
	orr x8, x8, x2, lsl #21
	ldr x9, [sp,#312]
	orr x8, x8, x9, lsl #22
	ldr x9, [sp,#304]
	orr x8, x8, x9, lsl #23
	ldr x9, [sp,#296]
	orr x8, x8, x9, lsl #24
	ldr x9, [sp,#288]
	orr x8, x8, x9, lsl #25
	ldr x9, [sp,#280]
	orr x8, x8, x9, lsl #26
	ldr x9, [sp,#272]
	orr x8, x8, x9, lsl #27
	ldr x9, [sp,#264]
	orr x8, x8, x9, lsl #28
	ldr x9, [sp,#256]
	orr x8, x8, x9, lsl #29
	ldr x9, [sp,#248]
	orr x8, x8, x9, lsl #30
	ldr x9, [sp,#240]
	orr x8, x8, x9, lsl #31
	ldr x9, [sp,#232]
	orr x8, x8, x9, lsl #32
	ldr x9, [sp,#224]
	orr x8, x8, x9, lsl #33
	ldr x9, [sp,#216]
	orr x8, x8, x9, lsl #34
	ldr x9, [sp,#208]
	orr x8, x8, x9, lsl #35
	ldr x9, [sp,#200]
	orr x8, x8, x9, lsl #36
	ldr x9, [sp,#192]
	orr x8, x8, x9, lsl #37
	ldr x9, [sp,#184]
	orr x8, x8, x9, lsl #38
	ldr x9, [sp,#176]
	orr x8, x8, x9, lsl #39
	ldr x9, [sp,#168]
	orr x8, x8, x9, lsl #40
	ldr x9, [sp,#160]
	orr x8, x8, x9, lsl #41
	ldr x9, [sp,#152]
	orr x8, x8, x9, lsl #42
	ldr x9, [sp,#144]
	orr x8, x8, x9, lsl #43
	ldr x9, [sp,#136]
	orr x8, x8, x9, lsl #44
	ldr x9, [sp,#128]
	orr x8, x8, x9, lsl #45
	ldr x9, [sp,#120]
	orr x8, x8, x9, lsl #46
	ldr x9, [sp,#112]
	orr x8, x8, x9, lsl #47
	ldr x9, [sp,#104]
	orr x8, x8, x9, lsl #48
	ldr x9, [sp,#96]
	orr x8, x8, x9, lsl #49
	ldr x9, [sp,#88]
	orr x8, x8, x9, lsl #50
	ldr x9, [sp,#80]
	orr x8, x8, x9, lsl #51
	ldr x9, [sp,#72]
	orr x8, x8, x9, lsl #52
	ldr x9, [sp,#64]
	orr x8, x8, x9, lsl #53
	ldr x9, [sp,#56]
	orr x8, x8, x9, lsl #54
	ldr x9, [sp,#48]
	orr x8, x8, x9, lsl #55
	ldr x9, [sp,#40]
	orr x8, x8, x9, lsl #56
	ldr x9, [sp,#32]
	orr x8, x8, x9, lsl #57
	ldr x9, [sp,#24]
	orr x8, x8, x9, lsl #58
	ldr x9, [sp,#16]
	orr x8, x8, x9, lsl #59
	orr x8, x8, x0, lsl #60
	ldr x9, [sp,#8]
	orr x8, x8, x9, lsl #61
	orr x8, x8, x3, lsl #62
	orr x8, x8, x5, lsl #63
	ldr x9, [sp,#368]
	str x8, [x9]
	ldr x8, [sp,#336]
	sub x5, x8, #0x40
	neg x8, x5
	asr x8, x8, #63
	and x8, x8, #0x200
	ldr x10, [sp,#352]
	sub x2, x10, #0x1
	neg x10, x2
	asr x10, x10, #63
	and x10, x10, #0x8
	ldr x11, [sp,#360]
	add x3, x8, x11
	add x0, x10, x9
	ldr x8, [sp,#328]
	sub x4, x8, #0x40
	ldr x8, [sp,#344]
	sub x1, x8, #0x1
	ldr x8, [sp,#320]
	add x7, x8, #0x40
	cmp x4, #0x40
	b.lt out
	cbnz x1, loop
out:
