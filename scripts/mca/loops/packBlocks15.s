// packBlocks15: the loop of the compiled packBlocks15 (pack_blocks.go lines 1298-1380), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ldp x8, x9, [x3]
	sub x8, x8, x6
	and x8, x8, #0x7fff
	sub x9, x9, x6
	and x9, x9, #0x7fff
	ldp x10, x11, [x3,#16]
	sub x10, x10, x6
	and x10, x10, #0x7fff
	sub x11, x11, x6
	and x11, x11, #0x7fff
	ldr x12, [x3,#32]
	sub x12, x12, x6
	and x13, x12, #0x7fff
	orr x8, x8, x9, lsl #15
	orr x8, x8, x10, lsl #30
	orr x8, x8, x11, lsl #45
	orr x8, x8, x13, lsl #60
	str x8, [x0]
	ldp x8, x9, [x3,#40]
	sub x8, x8, x6
	and x8, x8, #0x7fff
	sub x9, x9, x6
	and x9, x9, #0x7fff
	ldp x10, x11, [x3,#56]
	sub x10, x10, x6
	and x10, x10, #0x7fff
	sub x11, x11, x6
	and x13, x11, #0x7fff
	ubfx x12, x12, #4, #11
	orr x8, x12, x8, lsl #11
	orr x8, x8, x9, lsl #26
	orr x8, x8, x10, lsl #41
	orr x8, x8, x13, lsl #56
	str x8, [x0,#8]
	ldp x8, x9, [x3,#72]
	sub x8, x8, x6
	and x8, x8, #0x7fff
	sub x9, x9, x6
	and x9, x9, #0x7fff
	ldp x10, x12, [x3,#88]
	sub x10, x10, x6
	and x10, x10, #0x7fff
	sub x12, x12, x6
	and x13, x12, #0x7fff
	ubfx x11, x11, #8, #7
	orr x8, x11, x8, lsl #7
	orr x8, x8, x9, lsl #22
	orr x8, x8, x10, lsl #37
	orr x8, x8, x13, lsl #52
	str x8, [x0,#16]
	ldp x8, x9, [x3,#104]
	sub x8, x8, x6
	and x8, x8, #0x7fff
	sub x9, x9, x6
	and x9, x9, #0x7fff
	ldp x10, x11, [x3,#120]
	sub x10, x10, x6
	and x10, x10, #0x7fff
	sub x11, x11, x6
	and x11, x11, #0x7fff
	ldr x13, [x3,#136]
	sub x13, x13, x6
	and x14, x13, #0x7fff
	ubfx x12, x12, #12, #3
	orr x8, x12, x8, lsl #3
	orr x8, x8, x9, lsl #18
	orr x8, x8, x10, lsl #33
	orr x8, x8, x11, lsl #48
	orr x8, x8, x14, lsl #63
	str x8, [x0,#24]
	ldp x8, x9, [x3,#144]
	sub x8, x8, x6
	and x8, x8, #0x7fff
	sub x9, x9, x6
	and x9, x9, #0x7fff
	ldp x10, x11, [x3,#160]
	sub x10, x10, x6
	and x10, x10, #0x7fff
	sub x11, x11, x6
	and x12, x11, #0x7fff
	ubfx x13, x13, #1, #14
	orr x8, x13, x8, lsl #14
	orr x8, x8, x9, lsl #29
	orr x8, x8, x10, lsl #44
	orr x8, x8, x12, lsl #59
	str x8, [x0,#32]
	ldp x8, x9, [x3,#176]
	sub x8, x8, x6
	and x8, x8, #0x7fff
	sub x9, x9, x6
	and x9, x9, #0x7fff
	ldp x10, x12, [x3,#192]
	sub x10, x10, x6
	and x10, x10, #0x7fff
	sub x12, x12, x6
	and x13, x12, #0x7fff
	ubfx x11, x11, #5, #10
	orr x8, x11, x8, lsl #10
	orr x8, x8, x9, lsl #25
	orr x8, x8, x10, lsl #40
	orr x8, x8, x13, lsl #55
	str x8, [x0,#40]
	ldp x8, x9, [x3,#208]
	sub x8, x8, x6
	and x8, x8, #0x7fff
	sub x9, x9, x6
	and x9, x9, #0x7fff
	ldp x10, x11, [x3,#224]
	sub x10, x10, x6
	and x10, x10, #0x7fff
	sub x11, x11, x6
	and x13, x11, #0x7fff
	ubfx x12, x12, #9, #6
	orr x8, x12, x8, lsl #6
	orr x8, x8, x9, lsl #21
	orr x8, x8, x10, lsl #36
	orr x8, x8, x13, lsl #51
	str x8, [x0,#48]
	ldp x8, x9, [x3,#240]
	sub x8, x8, x6
	and x8, x8, #0x7fff
	sub x9, x9, x6
	and x9, x9, #0x7fff
	ldp x10, x12, [x3,#256]
	sub x10, x10, x6
	and x10, x10, #0x7fff
	sub x12, x12, x6
	and x12, x12, #0x7fff
	ldr x13, [x3,#272]
	sub x13, x13, x6
	and x14, x13, #0x7fff
	ubfx x11, x11, #13, #2
	orr x8, x11, x8, lsl #2
	orr x8, x8, x9, lsl #17
	orr x8, x8, x10, lsl #32
	orr x8, x8, x12, lsl #47
	orr x8, x8, x14, lsl #62
	str x8, [x0,#56]
	ldp x8, x9, [x3,#280]
	sub x8, x8, x6
	and x8, x8, #0x7fff
	sub x9, x9, x6
	and x9, x9, #0x7fff
	ldp x10, x11, [x3,#296]
	sub x10, x10, x6
	and x10, x10, #0x7fff
	sub x11, x11, x6
	and x12, x11, #0x7fff
	ubfx x13, x13, #2, #13
	orr x8, x13, x8, lsl #13
	orr x8, x8, x9, lsl #28
	orr x8, x8, x10, lsl #43
	orr x8, x8, x12, lsl #58
	str x8, [x0,#64]
	ldp x8, x9, [x3,#312]
	sub x8, x8, x6
	and x8, x8, #0x7fff
	sub x9, x9, x6
	and x9, x9, #0x7fff
	ldp x10, x12, [x3,#328]
	sub x10, x10, x6
	and x10, x10, #0x7fff
	sub x12, x12, x6
	and x13, x12, #0x7fff
	ubfx x11, x11, #6, #9
	orr x8, x11, x8, lsl #9
	orr x8, x8, x9, lsl #24
	orr x8, x8, x10, lsl #39
	orr x8, x8, x13, lsl #54
	str x8, [x0,#72]
	ldp x8, x9, [x3,#344]
	sub x8, x8, x6
	and x8, x8, #0x7fff
	sub x9, x9, x6
	and x9, x9, #0x7fff
	ldp x10, x11, [x3,#360]
	sub x10, x10, x6
	and x10, x10, #0x7fff
	sub x11, x11, x6
	and x13, x11, #0x7fff
	ubfx x12, x12, #10, #5
	orr x8, x12, x8, lsl #5
	orr x8, x8, x9, lsl #20
	orr x8, x8, x10, lsl #35
	orr x8, x8, x13, lsl #50
	str x8, [x0,#80]
	ldp x8, x9, [x3,#376]
	sub x8, x8, x6
	and x8, x8, #0x7fff
	sub x9, x9, x6
	and x9, x9, #0x7fff
	ldp x10, x12, [x3,#392]
	sub x10, x10, x6
	and x10, x10, #0x7fff
	sub x12, x12, x6
	and x12, x12, #0x7fff
	ldr x13, [x3,#408]
	sub x13, x13, x6
	and x14, x13, #0x7fff
	ubfx x11, x11, #14, #1
	orr x8, x11, x8, lsl #1
	orr x8, x8, x9, lsl #16
	orr x8, x8, x10, lsl #31
	orr x8, x8, x12, lsl #46
	orr x8, x8, x14, lsl #61
	str x8, [x0,#88]
	ldp x8, x9, [x3,#416]
	sub x8, x8, x6
	and x8, x8, #0x7fff
	sub x9, x9, x6
	and x9, x9, #0x7fff
	ldp x10, x11, [x3,#432]
	sub x10, x10, x6
	and x10, x10, #0x7fff
	sub x11, x11, x6
	and x12, x11, #0x7fff
	ubfx x13, x13, #3, #12
	orr x8, x13, x8, lsl #12
	orr x8, x8, x9, lsl #27
	orr x8, x8, x10, lsl #42
	orr x8, x8, x12, lsl #57
	str x8, [x0,#96]
	ldp x8, x9, [x3,#448]
	sub x8, x8, x6
	and x8, x8, #0x7fff
	sub x9, x9, x6
	and x9, x9, #0x7fff
	ldp x10, x12, [x3,#464]
	sub x10, x10, x6
	and x10, x10, #0x7fff
	sub x12, x12, x6
	and x13, x12, #0x7fff
	ubfx x11, x11, #7, #8
	orr x8, x11, x8, lsl #8
	orr x8, x8, x9, lsl #23
	orr x8, x8, x10, lsl #38
	orr x8, x8, x13, lsl #53
	str x8, [x0,#104]
	ldp x8, x9, [x3,#480]
	sub x8, x8, x6
	and x8, x8, #0x7fff
	sub x9, x9, x6
	and x9, x9, #0x7fff
	ldp x10, x11, [x3,#496]
	sub x10, x10, x6
	and x10, x10, #0x7fff
	sub x11, x11, x6
	ubfx x12, x12, #11, #4
	orr x8, x12, x8, lsl #4
	orr x8, x8, x9, lsl #19
	orr x8, x8, x10, lsl #34
	orr x8, x8, x11, lsl #49
	str x8, [x0,#112]
	sub x5, x5, #0x40
	neg x8, x5
	asr x8, x8, #63
	and x8, x8, #0x200
	sub x2, x2, #0xf
	neg x9, x2
	asr x9, x9, #63
	and x9, x9, #0x78
	add x3, x8, x3
	add x0, x9, x0
	sub x4, x4, #0x40
	sub x1, x1, #0xf
	add x7, x7, #0x40
	cmp x4, #0x40
	b.lt out
	cmp x1, #0xf
	b.ge loop
out:
