// packBlocks33: the loop of the compiled packBlocks33 (pack_blocks.go lines 3071-3171), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ldp x8, x9, [x3]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffff
	sub x9, x9, x6
	and x10, x9, #0x1ffffffff
	orr x8, x8, x10, lsl #33
	str x8, [x0]
	ldp x8, x10, [x3,#16]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffff
	ubfx x9, x9, #31, #2
	orr x8, x9, x8, lsl #2
	orr x8, x8, x11, lsl #35
	str x8, [x0,#8]
	ldp x8, x9, [x3,#32]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffff
	sub x9, x9, x6
	and x11, x9, #0x1ffffffff
	ubfx x10, x10, #29, #4
	orr x8, x10, x8, lsl #4
	orr x8, x8, x11, lsl #37
	str x8, [x0,#16]
	ldp x8, x10, [x3,#48]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffff
	ubfx x9, x9, #27, #6
	orr x8, x9, x8, lsl #6
	orr x8, x8, x11, lsl #39
	str x8, [x0,#24]
	ldp x8, x9, [x3,#64]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffff
	sub x9, x9, x6
	and x11, x9, #0x1ffffffff
	ubfx x10, x10, #25, #8
	orr x8, x10, x8, lsl #8
	orr x8, x8, x11, lsl #41
	str x8, [x0,#32]
	ldp x8, x10, [x3,#80]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffff
	ubfx x9, x9, #23, #10
	orr x8, x9, x8, lsl #10
	orr x8, x8, x11, lsl #43
	str x8, [x0,#40]
	ldp x8, x9, [x3,#96]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffff
	sub x9, x9, x6
	and x11, x9, #0x1ffffffff
	ubfx x10, x10, #21, #12
	orr x8, x10, x8, lsl #12
	orr x8, x8, x11, lsl #45
	str x8, [x0,#48]
	ldp x8, x10, [x3,#112]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffff
	ubfx x9, x9, #19, #14
	orr x8, x9, x8, lsl #14
	orr x8, x8, x11, lsl #47
	str x8, [x0,#56]
	ldp x8, x9, [x3,#128]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffff
	sub x9, x9, x6
	and x11, x9, #0x1ffffffff
	ubfx x10, x10, #17, #16
	orr x8, x10, x8, lsl #16
	orr x8, x8, x11, lsl #49
	str x8, [x0,#64]
	ldp x8, x10, [x3,#144]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffff
	ubfx x9, x9, #15, #18
	orr x8, x9, x8, lsl #18
	orr x8, x8, x11, lsl #51
	str x8, [x0,#72]
	ldp x8, x9, [x3,#160]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffff
	sub x9, x9, x6
	and x11, x9, #0x1ffffffff
	ubfx x10, x10, #13, #20
	orr x8, x10, x8, lsl #20
	orr x8, x8, x11, lsl #53
	str x8, [x0,#80]
	ldp x8, x10, [x3,#176]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffff
	ubfx x9, x9, #11, #22
	orr x8, x9, x8, lsl #22
	orr x8, x8, x11, lsl #55
	str x8, [x0,#88]
	ldp x8, x9, [x3,#192]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffff
	sub x9, x9, x6
	and x11, x9, #0x1ffffffff
	ubfx x10, x10, #9, #24
	orr x8, x10, x8, lsl #24
	orr x8, x8, x11, lsl #57
	str x8, [x0,#96]
	ldp x8, x10, [x3,#208]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffff
	ubfx x9, x9, #7, #26
	orr x8, x9, x8, lsl #26
	orr x8, x8, x11, lsl #59
	str x8, [x0,#104]
	ldp x8, x9, [x3,#224]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffff
	sub x9, x9, x6
	and x11, x9, #0x1ffffffff
	ubfx x10, x10, #5, #28
	orr x8, x10, x8, lsl #28
	orr x8, x8, x11, lsl #61
	str x8, [x0,#112]
	ldp x8, x10, [x3,#240]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffff
	ubfx x9, x9, #3, #30
	orr x8, x9, x8, lsl #30
	orr x8, x8, x11, lsl #63
	str x8, [x0,#120]
	ldr x8, [x3,#256]
	sub x8, x8, x6
	and x9, x8, #0x1ffffffff
	ubfx x10, x10, #1, #32
	orr x9, x10, x9, lsl #32
	str x9, [x0,#128]
	ldp x9, x10, [x3,#264]
	sub x9, x9, x6
	and x9, x9, #0x1ffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffff
	ubfx x8, x8, #32, #1
	orr x8, x8, x9, lsl #1
	orr x8, x8, x11, lsl #34
	str x8, [x0,#136]
	ldp x8, x9, [x3,#280]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffff
	sub x9, x9, x6
	and x11, x9, #0x1ffffffff
	ubfx x10, x10, #30, #3
	orr x8, x10, x8, lsl #3
	orr x8, x8, x11, lsl #36
	str x8, [x0,#144]
	ldp x8, x10, [x3,#296]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffff
	ubfx x9, x9, #28, #5
	orr x8, x9, x8, lsl #5
	orr x8, x8, x11, lsl #38
	str x8, [x0,#152]
	ldp x8, x9, [x3,#312]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffff
	sub x9, x9, x6
	and x11, x9, #0x1ffffffff
	ubfx x10, x10, #26, #7
	orr x8, x10, x8, lsl #7
	orr x8, x8, x11, lsl #40
	str x8, [x0,#160]
	ldp x8, x10, [x3,#328]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffff
	ubfx x9, x9, #24, #9
	orr x8, x9, x8, lsl #9
	orr x8, x8, x11, lsl #42
	str x8, [x0,#168]
	ldp x8, x9, [x3,#344]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffff
	sub x9, x9, x6
	and x11, x9, #0x1ffffffff
	ubfx x10, x10, #22, #11
	orr x8, x10, x8, lsl #11
	orr x8, x8, x11, lsl #44
	str x8, [x0,#176]
	ldp x8, x10, [x3,#360]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffff
	ubfx x9, x9, #20, #13
	orr x8, x9, x8, lsl #13
	orr x8, x8, x11, lsl #46
	str x8, [x0,#184]
	ldp x8, x9, [x3,#376]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffff
	sub x9, x9, x6
	and x11, x9, #0x1ffffffff
	ubfx x10, x10, #18, #15
	orr x8, x10, x8, lsl #15
	orr x8, x8, x11, lsl #48
	str x8, [x0,#192]
	ldp x8, x10, [x3,#392]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffff
	ubfx x9, x9, #16, #17
	orr x8, x9, x8, lsl #17
	orr x8, x8, x11, lsl #50
	str x8, [x0,#200]
	ldp x8, x9, [x3,#408]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffff
	sub x9, x9, x6
	and x11, x9, #0x1ffffffff
	ubfx x10, x10, #14, #19
	orr x8, x10, x8, lsl #19
	orr x8, x8, x11, lsl #52
	str x8, [x0,#208]
	ldp x8, x10, [x3,#424]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffff
	ubfx x9, x9, #12, #21
	orr x8, x9, x8, lsl #21
	orr x8, x8, x11, lsl #54
	str x8, [x0,#216]
	ldp x8, x9, [x3,#440]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffff
	sub x9, x9, x6
	and x11, x9, #0x1ffffffff
	ubfx x10, x10, #10, #23
	orr x8, x10, x8, lsl #23
	orr x8, x8, x11, lsl #56
	str x8, [x0,#224]
	ldp x8, x10, [x3,#456]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffff
	ubfx x9, x9, #8, #25
	orr x8, x9, x8, lsl #25
	orr x8, x8, x11, lsl #58
	str x8, [x0,#232]
	ldp x8, x9, [x3,#472]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffff
	sub x9, x9, x6
	and x11, x9, #0x1ffffffff
	ubfx x10, x10, #6, #27
	orr x8, x10, x8, lsl #27
	orr x8, x8, x11, lsl #60
	str x8, [x0,#240]
	ldp x8, x10, [x3,#488]
	sub x8, x8, x6
	and x8, x8, #0x1ffffffff
	sub x10, x10, x6
	and x11, x10, #0x1ffffffff
	ubfx x9, x9, #4, #29
	orr x8, x9, x8, lsl #29
	orr x8, x8, x11, lsl #62
	str x8, [x0,#248]
	ldr x8, [x3,#504]
	sub x8, x8, x6
	ubfx x9, x10, #2, #31
	orr x8, x9, x8, lsl #31
	str x8, [x0,#256]
	sub x5, x5, #0x40
	neg x8, x5
	asr x8, x8, #63
	and x8, x8, #0x200
	sub x2, x2, #0x21
	neg x9, x2
	asr x9, x9, #63
	mov x10, #0x108
	and x9, x9, x10
	add x3, x8, x3
	add x0, x9, x0
	sub x4, x4, #0x40
	sub x1, x1, #0x21
	add x7, x7, #0x40
	cmp x4, #0x40
	b.lt out
	cmp x1, #0x21
	b.ge loop
out:
