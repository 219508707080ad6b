// packBlocks20: the loop of the compiled packBlocks20 (pack_blocks.go lines 1758-1845), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ldp x8, x9, [x3]
	sub x8, x8, x6
	and x8, x8, #0xfffff
	sub x9, x9, x6
	and x9, x9, #0xfffff
	ldp x10, x11, [x3,#16]
	sub x10, x10, x6
	and x10, x10, #0xfffff
	sub x11, x11, x6
	and x12, x11, #0xfffff
	orr x8, x8, x9, lsl #20
	orr x8, x8, x10, lsl #40
	orr x8, x8, x12, lsl #60
	str x8, [x0]
	ldp x8, x9, [x3,#32]
	sub x8, x8, x6
	and x8, x8, #0xfffff
	sub x9, x9, x6
	and x9, x9, #0xfffff
	ldr x10, [x3,#48]
	sub x10, x10, x6
	and x12, x10, #0xfffff
	ubfx x11, x11, #4, #16
	orr x8, x11, x8, lsl #16
	orr x8, x8, x9, lsl #36
	orr x8, x8, x12, lsl #56
	str x8, [x0,#8]
	ldp x8, x9, [x3,#56]
	sub x8, x8, x6
	and x8, x8, #0xfffff
	sub x9, x9, x6
	and x9, x9, #0xfffff
	ldr x11, [x3,#72]
	sub x11, x11, x6
	and x12, x11, #0xfffff
	ubfx x10, x10, #8, #12
	orr x8, x10, x8, lsl #12
	orr x8, x8, x9, lsl #32
	orr x8, x8, x12, lsl #52
	str x8, [x0,#16]
	ldp x8, x9, [x3,#80]
	sub x8, x8, x6
	and x8, x8, #0xfffff
	sub x9, x9, x6
	and x9, x9, #0xfffff
	ldr x10, [x3,#96]
	sub x10, x10, x6
	and x12, x10, #0xfffff
	ubfx x11, x11, #12, #8
	orr x8, x11, x8, lsl #8
	orr x8, x8, x9, lsl #28
	orr x8, x8, x12, lsl #48
	str x8, [x0,#24]
	ldp x8, x9, [x3,#104]
	sub x8, x8, x6
	and x8, x8, #0xfffff
	sub x9, x9, x6
	and x9, x9, #0xfffff
	ldr x11, [x3,#120]
	sub x11, x11, x6
	ubfx x10, x10, #16, #4
	orr x8, x10, x8, lsl #4
	orr x8, x8, x9, lsl #24
	orr x8, x8, x11, lsl #44
	str x8, [x0,#32]
	ldp x8, x9, [x3,#128]
	sub x8, x8, x6
	and x8, x8, #0xfffff
	sub x9, x9, x6
	and x9, x9, #0xfffff
	ldp x10, x11, [x3,#144]
	sub x10, x10, x6
	and x10, x10, #0xfffff
	sub x11, x11, x6
	and x12, x11, #0xfffff
	orr x8, x8, x9, lsl #20
	orr x8, x8, x10, lsl #40
	orr x8, x8, x12, lsl #60
	str x8, [x0,#40]
	ldp x8, x9, [x3,#160]
	sub x8, x8, x6
	and x8, x8, #0xfffff
	sub x9, x9, x6
	and x9, x9, #0xfffff
	ldr x10, [x3,#176]
	sub x10, x10, x6
	and x12, x10, #0xfffff
	ubfx x11, x11, #4, #16
	orr x8, x11, x8, lsl #16
	orr x8, x8, x9, lsl #36
	orr x8, x8, x12, lsl #56
	str x8, [x0,#48]
	ldp x8, x9, [x3,#184]
	sub x8, x8, x6
	and x8, x8, #0xfffff
	sub x9, x9, x6
	and x9, x9, #0xfffff
	ldr x11, [x3,#200]
	sub x11, x11, x6
	and x12, x11, #0xfffff
	ubfx x10, x10, #8, #12
	orr x8, x10, x8, lsl #12
	orr x8, x8, x9, lsl #32
	orr x8, x8, x12, lsl #52
	str x8, [x0,#56]
	ldp x8, x9, [x3,#208]
	sub x8, x8, x6
	and x8, x8, #0xfffff
	sub x9, x9, x6
	and x9, x9, #0xfffff
	ldr x10, [x3,#224]
	sub x10, x10, x6
	and x12, x10, #0xfffff
	ubfx x11, x11, #12, #8
	orr x8, x11, x8, lsl #8
	orr x8, x8, x9, lsl #28
	orr x8, x8, x12, lsl #48
	str x8, [x0,#64]
	ldp x8, x9, [x3,#232]
	sub x8, x8, x6
	and x8, x8, #0xfffff
	sub x9, x9, x6
	and x9, x9, #0xfffff
	ldr x11, [x3,#248]
	sub x11, x11, x6
	ubfx x10, x10, #16, #4
	orr x8, x10, x8, lsl #4
	orr x8, x8, x9, lsl #24
	orr x8, x8, x11, lsl #44
	str x8, [x0,#72]
	ldp x8, x9, [x3,#256]
	sub x8, x8, x6
	and x8, x8, #0xfffff
	sub x9, x9, x6
	and x9, x9, #0xfffff
	ldp x10, x11, [x3,#272]
	sub x10, x10, x6
	and x10, x10, #0xfffff
	sub x11, x11, x6
	and x12, x11, #0xfffff
	orr x8, x8, x9, lsl #20
	orr x8, x8, x10, lsl #40
	orr x8, x8, x12, lsl #60
	str x8, [x0,#80]
	ldp x8, x9, [x3,#288]
	sub x8, x8, x6
	and x8, x8, #0xfffff
	sub x9, x9, x6
	and x9, x9, #0xfffff
	ldr x10, [x3,#304]
	sub x10, x10, x6
	and x12, x10, #0xfffff
	ubfx x11, x11, #4, #16
	orr x8, x11, x8, lsl #16
	orr x8, x8, x9, lsl #36
	orr x8, x8, x12, lsl #56
	str x8, [x0,#88]
	ldp x8, x9, [x3,#312]
	sub x8, x8, x6
	and x8, x8, #0xfffff
	sub x9, x9, x6
	and x9, x9, #0xfffff
	ldr x11, [x3,#328]
	sub x11, x11, x6
	and x12, x11, #0xfffff
	ubfx x10, x10, #8, #12
	orr x8, x10, x8, lsl #12
	orr x8, x8, x9, lsl #32
	orr x8, x8, x12, lsl #52
	str x8, [x0,#96]
	ldp x8, x9, [x3,#336]
	sub x8, x8, x6
	and x8, x8, #0xfffff
	sub x9, x9, x6
	and x9, x9, #0xfffff
	ldr x10, [x3,#352]
	sub x10, x10, x6
	and x12, x10, #0xfffff
	ubfx x11, x11, #12, #8
	orr x8, x11, x8, lsl #8
	orr x8, x8, x9, lsl #28
	orr x8, x8, x12, lsl #48
	str x8, [x0,#104]
	ldp x8, x9, [x3,#360]
	sub x8, x8, x6
	and x8, x8, #0xfffff
	sub x9, x9, x6
	and x9, x9, #0xfffff
	ldr x11, [x3,#376]
	sub x11, x11, x6
	ubfx x10, x10, #16, #4
	orr x8, x10, x8, lsl #4
	orr x8, x8, x9, lsl #24
	orr x8, x8, x11, lsl #44
	str x8, [x0,#112]
	ldp x8, x9, [x3,#384]
	sub x8, x8, x6
	and x8, x8, #0xfffff
	sub x9, x9, x6
	and x9, x9, #0xfffff
	ldp x10, x11, [x3,#400]
	sub x10, x10, x6
	and x10, x10, #0xfffff
	sub x11, x11, x6
	and x12, x11, #0xfffff
	orr x8, x8, x9, lsl #20
	orr x8, x8, x10, lsl #40
	orr x8, x8, x12, lsl #60
	str x8, [x0,#120]
	ldp x8, x9, [x3,#416]
	sub x8, x8, x6
	and x8, x8, #0xfffff
	sub x9, x9, x6
	and x9, x9, #0xfffff
	ldr x10, [x3,#432]
	sub x10, x10, x6
	and x12, x10, #0xfffff
	ubfx x11, x11, #4, #16
	orr x8, x11, x8, lsl #16
	orr x8, x8, x9, lsl #36
	orr x8, x8, x12, lsl #56
	str x8, [x0,#128]
	ldp x8, x9, [x3,#440]
	sub x8, x8, x6
	and x8, x8, #0xfffff
	sub x9, x9, x6
	and x9, x9, #0xfffff
	ldr x11, [x3,#456]
	sub x11, x11, x6
	and x12, x11, #0xfffff
	ubfx x10, x10, #8, #12
	orr x8, x10, x8, lsl #12
	orr x8, x8, x9, lsl #32
	orr x8, x8, x12, lsl #52
	str x8, [x0,#136]
	ldp x8, x9, [x3,#464]
	sub x8, x8, x6
	and x8, x8, #0xfffff
	sub x9, x9, x6
	and x9, x9, #0xfffff
	ldr x10, [x3,#480]
	sub x10, x10, x6
	and x12, x10, #0xfffff
	ubfx x11, x11, #12, #8
	orr x8, x11, x8, lsl #8
	orr x8, x8, x9, lsl #28
	orr x8, x8, x12, lsl #48
	str x8, [x0,#144]
	ldp x8, x9, [x3,#488]
	sub x8, x8, x6
	and x8, x8, #0xfffff
	sub x9, x9, x6
	and x9, x9, #0xfffff
	ldr x11, [x3,#504]
	sub x11, x11, x6
	ubfx x10, x10, #16, #4
	orr x8, x10, x8, lsl #4
	orr x8, x8, x9, lsl #24
	orr x8, x8, x11, lsl #44
	str x8, [x0,#152]
	sub x5, x5, #0x40
	neg x8, x5
	asr x8, x8, #63
	and x8, x8, #0x200
	sub x2, x2, #0x14
	neg x9, x2
	asr x9, x9, #63
	mov x10, #0xa0
	and x9, x9, x10
	add x3, x8, x3
	add x0, x9, x0
	sub x4, x4, #0x40
	sub x1, x1, #0x14
	add x7, x7, #0x40
	cmp x4, #0x40
	b.lt out
	cmp x1, #0x14
	b.ge loop
out:
