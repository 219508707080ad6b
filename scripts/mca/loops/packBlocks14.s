// packBlocks14: the loop of the compiled packBlocks14 (pack_blocks.go lines 1209-1290), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ldp x8, x9, [x3]
	sub x8, x8, x6
	and x8, x8, #0x3fff
	sub x9, x9, x6
	and x9, x9, #0x3fff
	ldp x10, x11, [x3,#16]
	sub x10, x10, x6
	and x10, x10, #0x3fff
	sub x11, x11, x6
	and x11, x11, #0x3fff
	ldr x12, [x3,#32]
	sub x12, x12, x6
	and x13, x12, #0x3fff
	orr x8, x8, x9, lsl #14
	orr x8, x8, x10, lsl #28
	orr x8, x8, x11, lsl #42
	orr x8, x8, x13, lsl #56
	str x8, [x0]
	ldp x8, x9, [x3,#40]
	sub x8, x8, x6
	and x8, x8, #0x3fff
	sub x9, x9, x6
	and x9, x9, #0x3fff
	ldp x10, x11, [x3,#56]
	sub x10, x10, x6
	and x10, x10, #0x3fff
	sub x11, x11, x6
	and x11, x11, #0x3fff
	ldr x13, [x3,#72]
	sub x13, x13, x6
	and x14, x13, #0x3fff
	ubfx x12, x12, #8, #6
	orr x8, x12, x8, lsl #6
	orr x8, x8, x9, lsl #20
	orr x8, x8, x10, lsl #34
	orr x8, x8, x11, lsl #48
	orr x8, x8, x14, lsl #62
	str x8, [x0,#8]
	ldp x8, x9, [x3,#80]
	sub x8, x8, x6
	and x8, x8, #0x3fff
	sub x9, x9, x6
	and x9, x9, #0x3fff
	ldp x10, x11, [x3,#96]
	sub x10, x10, x6
	and x10, x10, #0x3fff
	sub x11, x11, x6
	and x12, x11, #0x3fff
	ubfx x13, x13, #2, #12
	orr x8, x13, x8, lsl #12
	orr x8, x8, x9, lsl #26
	orr x8, x8, x10, lsl #40
	orr x8, x8, x12, lsl #54
	str x8, [x0,#16]
	ldp x8, x9, [x3,#112]
	sub x8, x8, x6
	and x8, x8, #0x3fff
	sub x9, x9, x6
	and x9, x9, #0x3fff
	ldp x10, x12, [x3,#128]
	sub x10, x10, x6
	and x10, x10, #0x3fff
	sub x12, x12, x6
	and x12, x12, #0x3fff
	ldr x13, [x3,#144]
	sub x13, x13, x6
	and x14, x13, #0x3fff
	ubfx x11, x11, #10, #4
	orr x8, x11, x8, lsl #4
	orr x8, x8, x9, lsl #18
	orr x8, x8, x10, lsl #32
	orr x8, x8, x12, lsl #46
	orr x8, x8, x14, lsl #60
	str x8, [x0,#24]
	ldp x8, x9, [x3,#152]
	sub x8, x8, x6
	and x8, x8, #0x3fff
	sub x9, x9, x6
	and x9, x9, #0x3fff
	ldp x10, x11, [x3,#168]
	sub x10, x10, x6
	and x10, x10, #0x3fff
	sub x11, x11, x6
	and x12, x11, #0x3fff
	ubfx x13, x13, #4, #10
	orr x8, x13, x8, lsl #10
	orr x8, x8, x9, lsl #24
	orr x8, x8, x10, lsl #38
	orr x8, x8, x12, lsl #52
	str x8, [x0,#32]
	ldp x8, x9, [x3,#184]
	sub x8, x8, x6
	and x8, x8, #0x3fff
	sub x9, x9, x6
	and x9, x9, #0x3fff
	ldp x10, x12, [x3,#200]
	sub x10, x10, x6
	and x10, x10, #0x3fff
	sub x12, x12, x6
	and x12, x12, #0x3fff
	ldr x13, [x3,#216]
	sub x13, x13, x6
	and x14, x13, #0x3fff
	ubfx x11, x11, #12, #2
	orr x8, x11, x8, lsl #2
	orr x8, x8, x9, lsl #16
	orr x8, x8, x10, lsl #30
	orr x8, x8, x12, lsl #44
	orr x8, x8, x14, lsl #58
	str x8, [x0,#40]
	ldp x8, x9, [x3,#224]
	sub x8, x8, x6
	and x8, x8, #0x3fff
	sub x9, x9, x6
	and x9, x9, #0x3fff
	ldp x10, x11, [x3,#240]
	sub x10, x10, x6
	and x10, x10, #0x3fff
	sub x11, x11, x6
	ubfx x12, x13, #6, #8
	orr x8, x12, x8, lsl #8
	orr x8, x8, x9, lsl #22
	orr x8, x8, x10, lsl #36
	orr x8, x8, x11, lsl #50
	str x8, [x0,#48]
	ldp x8, x9, [x3,#256]
	sub x8, x8, x6
	and x8, x8, #0x3fff
	sub x9, x9, x6
	and x9, x9, #0x3fff
	ldp x10, x11, [x3,#272]
	sub x10, x10, x6
	and x10, x10, #0x3fff
	sub x11, x11, x6
	and x11, x11, #0x3fff
	ldr x12, [x3,#288]
	sub x12, x12, x6
	and x13, x12, #0x3fff
	orr x8, x8, x9, lsl #14
	orr x8, x8, x10, lsl #28
	orr x8, x8, x11, lsl #42
	orr x8, x8, x13, lsl #56
	str x8, [x0,#56]
	ldp x8, x9, [x3,#296]
	sub x8, x8, x6
	and x8, x8, #0x3fff
	sub x9, x9, x6
	and x9, x9, #0x3fff
	ldp x10, x11, [x3,#312]
	sub x10, x10, x6
	and x10, x10, #0x3fff
	sub x11, x11, x6
	and x11, x11, #0x3fff
	ldr x13, [x3,#328]
	sub x13, x13, x6
	and x14, x13, #0x3fff
	ubfx x12, x12, #8, #6
	orr x8, x12, x8, lsl #6
	orr x8, x8, x9, lsl #20
	orr x8, x8, x10, lsl #34
	orr x8, x8, x11, lsl #48
	orr x8, x8, x14, lsl #62
	str x8, [x0,#64]
	ldp x8, x9, [x3,#336]
	sub x8, x8, x6
	and x8, x8, #0x3fff
	sub x9, x9, x6
	and x9, x9, #0x3fff
	ldp x10, x11, [x3,#352]
	sub x10, x10, x6
	and x10, x10, #0x3fff
	sub x11, x11, x6
	and x12, x11, #0x3fff
	ubfx x13, x13, #2, #12
	orr x8, x13, x8, lsl #12
	orr x8, x8, x9, lsl #26
	orr x8, x8, x10, lsl #40
	orr x8, x8, x12, lsl #54
	str x8, [x0,#72]
	ldp x8, x9, [x3,#368]
	sub x8, x8, x6
	and x8, x8, #0x3fff
	sub x9, x9, x6
	and x9, x9, #0x3fff
	ldp x10, x12, [x3,#384]
	sub x10, x10, x6
	and x10, x10, #0x3fff
	sub x12, x12, x6
	and x12, x12, #0x3fff
	ldr x13, [x3,#400]
	sub x13, x13, x6
	and x14, x13, #0x3fff
	ubfx x11, x11, #10, #4
	orr x8, x11, x8, lsl #4
	orr x8, x8, x9, lsl #18
	orr x8, x8, x10, lsl #32
	orr x8, x8, x12, lsl #46
	orr x8, x8, x14, lsl #60
	str x8, [x0,#80]
	ldp x8, x9, [x3,#408]
	sub x8, x8, x6
	and x8, x8, #0x3fff
	sub x9, x9, x6
	and x9, x9, #0x3fff
	ldp x10, x11, [x3,#424]
	sub x10, x10, x6
	and x10, x10, #0x3fff
	sub x11, x11, x6
	and x12, x11, #0x3fff
	ubfx x13, x13, #4, #10
	orr x8, x13, x8, lsl #10
	orr x8, x8, x9, lsl #24
	orr x8, x8, x10, lsl #38
	orr x8, x8, x12, lsl #52
	str x8, [x0,#88]
	ldp x8, x9, [x3,#440]
	sub x8, x8, x6
	and x8, x8, #0x3fff
	sub x9, x9, x6
	and x9, x9, #0x3fff
	ldp x10, x12, [x3,#456]
	sub x10, x10, x6
	and x10, x10, #0x3fff
	sub x12, x12, x6
	and x12, x12, #0x3fff
	ldr x13, [x3,#472]
	sub x13, x13, x6
	and x14, x13, #0x3fff
	ubfx x11, x11, #12, #2
	orr x8, x11, x8, lsl #2
	orr x8, x8, x9, lsl #16
	orr x8, x8, x10, lsl #30
	orr x8, x8, x12, lsl #44
	orr x8, x8, x14, lsl #58
	str x8, [x0,#96]
	ldp x8, x9, [x3,#480]
	sub x8, x8, x6
	and x8, x8, #0x3fff
	sub x9, x9, x6
	and x9, x9, #0x3fff
	ldp x10, x11, [x3,#496]
	sub x10, x10, x6
	and x10, x10, #0x3fff
	sub x11, x11, x6
	ubfx x12, x13, #6, #8
	orr x8, x12, x8, lsl #8
	orr x8, x8, x9, lsl #22
	orr x8, x8, x10, lsl #36
	orr x8, x8, x11, lsl #50
	str x8, [x0,#104]
	sub x5, x5, #0x40
	neg x8, x5
	asr x8, x8, #63
	and x8, x8, #0x200
	sub x2, x2, #0xe
	neg x9, x2
	asr x9, x9, #63
	and x9, x9, #0x70
	add x3, x8, x3
	add x0, x9, x0
	sub x4, x4, #0x40
	sub x1, x1, #0xe
	add x7, x7, #0x40
	cmp x4, #0x40
	b.lt out
	cmp x1, #0xe
	b.ge loop
out:
