// packBlocks30: the loop of the compiled packBlocks30 (pack_blocks.go lines 2753-2850), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ldp x8, x9, [x3]
	sub x8, x8, x6
	and x8, x8, #0x3fffffff
	sub x9, x9, x6
	and x9, x9, #0x3fffffff
	ldr x10, [x3,#16]
	sub x10, x10, x6
	and x11, x10, #0x3fffffff
	orr x8, x8, x9, lsl #30
	orr x8, x8, x11, lsl #60
	str x8, [x0]
	ldp x8, x9, [x3,#24]
	sub x8, x8, x6
	and x8, x8, #0x3fffffff
	sub x9, x9, x6
	and x11, x9, #0x3fffffff
	ubfx x10, x10, #4, #26
	orr x8, x10, x8, lsl #26
	orr x8, x8, x11, lsl #56
	str x8, [x0,#8]
	ldp x8, x10, [x3,#40]
	sub x8, x8, x6
	and x8, x8, #0x3fffffff
	sub x10, x10, x6
	and x11, x10, #0x3fffffff
	ubfx x9, x9, #8, #22
	orr x8, x9, x8, lsl #22
	orr x8, x8, x11, lsl #52
	str x8, [x0,#16]
	ldp x8, x9, [x3,#56]
	sub x8, x8, x6
	and x8, x8, #0x3fffffff
	sub x9, x9, x6
	and x11, x9, #0x3fffffff
	ubfx x10, x10, #12, #18
	orr x8, x10, x8, lsl #18
	orr x8, x8, x11, lsl #48
	str x8, [x0,#24]
	ldp x8, x10, [x3,#72]
	sub x8, x8, x6
	and x8, x8, #0x3fffffff
	sub x10, x10, x6
	and x11, x10, #0x3fffffff
	ubfx x9, x9, #16, #14
	orr x8, x9, x8, lsl #14
	orr x8, x8, x11, lsl #44
	str x8, [x0,#32]
	ldp x8, x9, [x3,#88]
	sub x8, x8, x6
	and x8, x8, #0x3fffffff
	sub x9, x9, x6
	and x11, x9, #0x3fffffff
	ubfx x10, x10, #20, #10
	orr x8, x10, x8, lsl #10
	orr x8, x8, x11, lsl #40
	str x8, [x0,#40]
	ldp x8, x10, [x3,#104]
	sub x8, x8, x6
	and x8, x8, #0x3fffffff
	sub x10, x10, x6
	and x11, x10, #0x3fffffff
	ubfx x9, x9, #24, #6
	orr x8, x9, x8, lsl #6
	orr x8, x8, x11, lsl #36
	str x8, [x0,#48]
	ldp x8, x9, [x3,#120]
	sub x8, x8, x6
	and x8, x8, #0x3fffffff
	sub x9, x9, x6
	and x9, x9, #0x3fffffff
	ldr x11, [x3,#136]
	sub x11, x11, x6
	and x12, x11, #0x3fffffff
	ubfx x10, x10, #28, #2
	orr x8, x10, x8, lsl #2
	orr x8, x8, x9, lsl #32
	orr x8, x8, x12, lsl #62
	str x8, [x0,#56]
	ldp x8, x9, [x3,#144]
	sub x8, x8, x6
	and x8, x8, #0x3fffffff
	sub x9, x9, x6
	and x10, x9, #0x3fffffff
	ubfx x11, x11, #2, #28
	orr x8, x11, x8, lsl #28
	orr x8, x8, x10, lsl #58
	str x8, [x0,#64]
	ldp x8, x10, [x3,#160]
	sub x8, x8, x6
	and x8, x8, #0x3fffffff
	sub x10, x10, x6
	and x11, x10, #0x3fffffff
	ubfx x9, x9, #6, #24
	orr x8, x9, x8, lsl #24
	orr x8, x8, x11, lsl #54
	str x8, [x0,#72]
	ldp x8, x9, [x3,#176]
	sub x8, x8, x6
	and x8, x8, #0x3fffffff
	sub x9, x9, x6
	and x11, x9, #0x3fffffff
	ubfx x10, x10, #10, #20
	orr x8, x10, x8, lsl #20
	orr x8, x8, x11, lsl #50
	str x8, [x0,#80]
	ldp x8, x10, [x3,#192]
	sub x8, x8, x6
	and x8, x8, #0x3fffffff
	sub x10, x10, x6
	and x11, x10, #0x3fffffff
	ubfx x9, x9, #14, #16
	orr x8, x9, x8, lsl #16
	orr x8, x8, x11, lsl #46
	str x8, [x0,#88]
	ldp x8, x9, [x3,#208]
	sub x8, x8, x6
	and x8, x8, #0x3fffffff
	sub x9, x9, x6
	and x11, x9, #0x3fffffff
	ubfx x10, x10, #18, #12
	orr x8, x10, x8, lsl #12
	orr x8, x8, x11, lsl #42
	str x8, [x0,#96]
	ldp x8, x10, [x3,#224]
	sub x8, x8, x6
	and x8, x8, #0x3fffffff
	sub x10, x10, x6
	and x11, x10, #0x3fffffff
	ubfx x9, x9, #22, #8
	orr x8, x9, x8, lsl #8
	orr x8, x8, x11, lsl #38
	str x8, [x0,#104]
	ldp x8, x9, [x3,#240]
	sub x8, x8, x6
	and x8, x8, #0x3fffffff
	sub x9, x9, x6
	ubfx x10, x10, #26, #4
	orr x8, x10, x8, lsl #4
	orr x8, x8, x9, lsl #34
	str x8, [x0,#112]
	ldp x8, x9, [x3,#256]
	sub x8, x8, x6
	and x8, x8, #0x3fffffff
	sub x9, x9, x6
	and x9, x9, #0x3fffffff
	ldr x10, [x3,#272]
	sub x10, x10, x6
	and x11, x10, #0x3fffffff
	orr x8, x8, x9, lsl #30
	orr x8, x8, x11, lsl #60
	str x8, [x0,#120]
	ldp x8, x9, [x3,#280]
	sub x8, x8, x6
	and x8, x8, #0x3fffffff
	sub x9, x9, x6
	and x11, x9, #0x3fffffff
	ubfx x10, x10, #4, #26
	orr x8, x10, x8, lsl #26
	orr x8, x8, x11, lsl #56
	str x8, [x0,#128]
	ldp x8, x10, [x3,#296]
	sub x8, x8, x6
	and x8, x8, #0x3fffffff
	sub x10, x10, x6
	and x11, x10, #0x3fffffff
	ubfx x9, x9, #8, #22
	orr x8, x9, x8, lsl #22
	orr x8, x8, x11, lsl #52
	str x8, [x0,#136]
	ldp x8, x9, [x3,#312]
	sub x8, x8, x6
	and x8, x8, #0x3fffffff
	sub x9, x9, x6
	and x11, x9, #0x3fffffff
	ubfx x10, x10, #12, #18
	orr x8, x10, x8, lsl #18
	orr x8, x8, x11, lsl #48
	str x8, [x0,#144]
	ldp x8, x10, [x3,#328]
	sub x8, x8, x6
	and x8, x8, #0x3fffffff
	sub x10, x10, x6
	and x11, x10, #0x3fffffff
	ubfx x9, x9, #16, #14
	orr x8, x9, x8, lsl #14
	orr x8, x8, x11, lsl #44
	str x8, [x0,#152]
	ldp x8, x9, [x3,#344]
	sub x8, x8, x6
	and x8, x8, #0x3fffffff
	sub x9, x9, x6
	and x11, x9, #0x3fffffff
	ubfx x10, x10, #20, #10
	orr x8, x10, x8, lsl #10
	orr x8, x8, x11, lsl #40
	str x8, [x0,#160]
	ldp x8, x10, [x3,#360]
	sub x8, x8, x6
	and x8, x8, #0x3fffffff
	sub x10, x10, x6
	and x11, x10, #0x3fffffff
	ubfx x9, x9, #24, #6
	orr x8, x9, x8, lsl #6
	orr x8, x8, x11, lsl #36
	str x8, [x0,#168]
	ldp x8, x9, [x3,#376]
	sub x8, x8, x6
	and x8, x8, #0x3fffffff
	sub x9, x9, x6
	and x9, x9, #0x3fffffff
	ldr x11, [x3,#392]
	sub x11, x11, x6
	and x12, x11, #0x3fffffff
	ubfx x10, x10, #28, #2
	orr x8, x10, x8, lsl #2
	orr x8, x8, x9, lsl #32
	orr x8, x8, x12, lsl #62
	str x8, [x0,#176]
	ldp x8, x9, [x3,#400]
	sub x8, x8, x6
	and x8, x8, #0x3fffffff
	sub x9, x9, x6
	and x10, x9, #0x3fffffff
	ubfx x11, x11, #2, #28
	orr x8, x11, x8, lsl #28
	orr x8, x8, x10, lsl #58
	str x8, [x0,#184]
	ldp x8, x10, [x3,#416]
	sub x8, x8, x6
	and x8, x8, #0x3fffffff
	sub x10, x10, x6
	and x11, x10, #0x3fffffff
	ubfx x9, x9, #6, #24
	orr x8, x9, x8, lsl #24
	orr x8, x8, x11, lsl #54
	str x8, [x0,#192]
	ldp x8, x9, [x3,#432]
	sub x8, x8, x6
	and x8, x8, #0x3fffffff
	sub x9, x9, x6
	and x11, x9, #0x3fffffff
	ubfx x10, x10, #10, #20
	orr x8, x10, x8, lsl #20
	orr x8, x8, x11, lsl #50
	str x8, [x0,#200]
	ldp x8, x10, [x3,#448]
	sub x8, x8, x6
	and x8, x8, #0x3fffffff
	sub x10, x10, x6
	and x11, x10, #0x3fffffff
	ubfx x9, x9, #14, #16
	orr x8, x9, x8, lsl #16
	orr x8, x8, x11, lsl #46
	str x8, [x0,#208]
	ldp x8, x9, [x3,#464]
	sub x8, x8, x6
	and x8, x8, #0x3fffffff
	sub x9, x9, x6
	and x11, x9, #0x3fffffff
	ubfx x10, x10, #18, #12
	orr x8, x10, x8, lsl #12
	orr x8, x8, x11, lsl #42
	str x8, [x0,#216]
	ldp x8, x10, [x3,#480]
	sub x8, x8, x6
	and x8, x8, #0x3fffffff
	sub x10, x10, x6
	and x11, x10, #0x3fffffff
	ubfx x9, x9, #22, #8
	orr x8, x9, x8, lsl #8
	orr x8, x8, x11, lsl #38
	str x8, [x0,#224]
	ldp x8, x9, [x3,#496]
	sub x8, x8, x6
	and x8, x8, #0x3fffffff
	sub x9, x9, x6
	ubfx x10, x10, #26, #4
	orr x8, x10, x8, lsl #4
	orr x8, x8, x9, lsl #34
	str x8, [x0,#232]
	sub x5, x5, #0x40
	neg x8, x5
	asr x8, x8, #63
	and x8, x8, #0x200
	sub x2, x2, #0x1e
	neg x9, x2
	asr x9, x9, #63
	and x9, x9, #0xf0
	add x3, x8, x3
	add x0, x9, x0
	sub x4, x4, #0x40
	sub x1, x1, #0x1e
	add x7, x7, #0x40
	cmp x4, #0x40
	b.lt out
	cmp x1, #0x1e
	b.ge loop
out:
