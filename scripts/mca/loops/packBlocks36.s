// packBlocks36: the loop of the compiled packBlocks36 (pack_blocks.go lines 3398-3501), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ldp x8, x9, [x3]
	sub x8, x8, x6
	and x8, x8, #0xfffffffff
	sub x9, x9, x6
	and x10, x9, #0xfffffffff
	orr x8, x8, x10, lsl #36
	str x8, [x0]
	ldp x8, x10, [x3,#16]
	sub x8, x8, x6
	and x8, x8, #0xfffffffff
	sub x10, x10, x6
	and x11, x10, #0xfffffffff
	ubfx x9, x9, #28, #8
	orr x8, x9, x8, lsl #8
	orr x8, x8, x11, lsl #44
	str x8, [x0,#8]
	ldp x8, x9, [x3,#32]
	sub x8, x8, x6
	and x8, x8, #0xfffffffff
	sub x9, x9, x6
	and x11, x9, #0xfffffffff
	ubfx x10, x10, #20, #16
	orr x8, x10, x8, lsl #16
	orr x8, x8, x11, lsl #52
	str x8, [x0,#16]
	ldp x8, x10, [x3,#48]
	sub x8, x8, x6
	and x8, x8, #0xfffffffff
	sub x10, x10, x6
	and x11, x10, #0xfffffffff
	ubfx x9, x9, #12, #24
	orr x8, x9, x8, lsl #24
	orr x8, x8, x11, lsl #60
	str x8, [x0,#24]
	ldr x8, [x3,#64]
	sub x8, x8, x6
	and x9, x8, #0xfffffffff
	ubfx x10, x10, #4, #32
	orr x9, x10, x9, lsl #32
	str x9, [x0,#32]
	ldp x9, x10, [x3,#72]
	sub x9, x9, x6
	and x9, x9, #0xfffffffff
	sub x10, x10, x6
	and x11, x10, #0xfffffffff
	ubfx x8, x8, #32, #4
	orr x8, x8, x9, lsl #4
	orr x8, x8, x11, lsl #40
	str x8, [x0,#40]
	ldp x8, x9, [x3,#88]
	sub x8, x8, x6
	and x8, x8, #0xfffffffff
	sub x9, x9, x6
	and x11, x9, #0xfffffffff
	ubfx x10, x10, #24, #12
	orr x8, x10, x8, lsl #12
	orr x8, x8, x11, lsl #48
	str x8, [x0,#48]
	ldp x8, x10, [x3,#104]
	sub x8, x8, x6
	and x8, x8, #0xfffffffff
	sub x10, x10, x6
	and x11, x10, #0xfffffffff
	ubfx x9, x9, #16, #20
	orr x8, x9, x8, lsl #20
	orr x8, x8, x11, lsl #56
	str x8, [x0,#56]
	ldr x8, [x3,#120]
	sub x8, x8, x6
	ubfx x9, x10, #8, #28
	orr x8, x9, x8, lsl #28
	str x8, [x0,#64]
	ldp x8, x9, [x3,#128]
	sub x8, x8, x6
	and x8, x8, #0xfffffffff
	sub x9, x9, x6
	and x10, x9, #0xfffffffff
	orr x8, x8, x10, lsl #36
	str x8, [x0,#72]
	ldp x8, x10, [x3,#144]
	sub x8, x8, x6
	and x8, x8, #0xfffffffff
	sub x10, x10, x6
	and x11, x10, #0xfffffffff
	ubfx x9, x9, #28, #8
	orr x8, x9, x8, lsl #8
	orr x8, x8, x11, lsl #44
	str x8, [x0,#80]
	ldp x8, x9, [x3,#160]
	sub x8, x8, x6
	and x8, x8, #0xfffffffff
	sub x9, x9, x6
	and x11, x9, #0xfffffffff
	ubfx x10, x10, #20, #16
	orr x8, x10, x8, lsl #16
	orr x8, x8, x11, lsl #52
	str x8, [x0,#88]
	ldp x8, x10, [x3,#176]
	sub x8, x8, x6
	and x8, x8, #0xfffffffff
	sub x10, x10, x6
	and x11, x10, #0xfffffffff
	ubfx x9, x9, #12, #24
	orr x8, x9, x8, lsl #24
	orr x8, x8, x11, lsl #60
	str x8, [x0,#96]
	ldr x8, [x3,#192]
	sub x8, x8, x6
	and x9, x8, #0xfffffffff
	ubfx x10, x10, #4, #32
	orr x9, x10, x9, lsl #32
	str x9, [x0,#104]
	ldp x9, x10, [x3,#200]
	sub x9, x9, x6
	and x9, x9, #0xfffffffff
	sub x10, x10, x6
	and x11, x10, #0xfffffffff
	ubfx x8, x8, #32, #4
	orr x8, x8, x9, lsl #4
	orr x8, x8, x11, lsl #40
	str x8, [x0,#112]
	ldp x8, x9, [x3,#216]
	sub x8, x8, x6
	and x8, x8, #0xfffffffff
	sub x9, x9, x6
	and x11, x9, #0xfffffffff
	ubfx x10, x10, #24, #12
	orr x8, x10, x8, lsl #12
	orr x8, x8, x11, lsl #48
	str x8, [x0,#120]
	ldp x8, x10, [x3,#232]
	sub x8, x8, x6
	and x8, x8, #0xfffffffff
	sub x10, x10, x6
	and x11, x10, #0xfffffffff
	ubfx x9, x9, #16, #20
	orr x8, x9, x8, lsl #20
	orr x8, x8, x11, lsl #56
	str x8, [x0,#128]
	ldr x8, [x3,#248]
	sub x8, x8, x6
	ubfx x9, x10, #8, #28
	orr x8, x9, x8, lsl #28
	str x8, [x0,#136]
	ldp x8, x9, [x3,#256]
	sub x8, x8, x6
	and x8, x8, #0xfffffffff
	sub x9, x9, x6
	and x10, x9, #0xfffffffff
	orr x8, x8, x10, lsl #36
	str x8, [x0,#144]
	ldp x8, x10, [x3,#272]
	sub x8, x8, x6
	and x8, x8, #0xfffffffff
	sub x10, x10, x6
	and x11, x10, #0xfffffffff
	ubfx x9, x9, #28, #8
	orr x8, x9, x8, lsl #8
	orr x8, x8, x11, lsl #44
	str x8, [x0,#152]
	ldp x8, x9, [x3,#288]
	sub x8, x8, x6
	and x8, x8, #0xfffffffff
	sub x9, x9, x6
	and x11, x9, #0xfffffffff
	ubfx x10, x10, #20, #16
	orr x8, x10, x8, lsl #16
	orr x8, x8, x11, lsl #52
	str x8, [x0,#160]
	ldp x8, x10, [x3,#304]
	sub x8, x8, x6
	and x8, x8, #0xfffffffff
	sub x10, x10, x6
	and x11, x10, #0xfffffffff
	ubfx x9, x9, #12, #24
	orr x8, x9, x8, lsl #24
	orr x8, x8, x11, lsl #60
	str x8, [x0,#168]
	ldr x8, [x3,#320]
	sub x8, x8, x6
	and x9, x8, #0xfffffffff
	ubfx x10, x10, #4, #32
	orr x9, x10, x9, lsl #32
	str x9, [x0,#176]
	ldp x9, x10, [x3,#328]
	sub x9, x9, x6
	and x9, x9, #0xfffffffff
	sub x10, x10, x6
	and x11, x10, #0xfffffffff
	ubfx x8, x8, #32, #4
	orr x8, x8, x9, lsl #4
	orr x8, x8, x11, lsl #40
	str x8, [x0,#184]
	ldp x8, x9, [x3,#344]
	sub x8, x8, x6
	and x8, x8, #0xfffffffff
	sub x9, x9, x6
	and x11, x9, #0xfffffffff
	ubfx x10, x10, #24, #12
	orr x8, x10, x8, lsl #12
	orr x8, x8, x11, lsl #48
	str x8, [x0,#192]
	ldp x8, x10, [x3,#360]
	sub x8, x8, x6
	and x8, x8, #0xfffffffff
	sub x10, x10, x6
	and x11, x10, #0xfffffffff
	ubfx x9, x9, #16, #20
	orr x8, x9, x8, lsl #20
	orr x8, x8, x11, lsl #56
	str x8, [x0,#200]
	ldr x8, [x3,#376]
	sub x8, x8, x6
	ubfx x9, x10, #8, #28
	orr x8, x9, x8, lsl #28
	str x8, [x0,#208]
	ldp x8, x9, [x3,#384]
	sub x8, x8, x6
	and x8, x8, #0xfffffffff
	sub x9, x9, x6
	and x10, x9, #0xfffffffff
	orr x8, x8, x10, lsl #36
	str x8, [x0,#216]
	ldp x8, x10, [x3,#400]
	sub x8, x8, x6
	and x8, x8, #0xfffffffff
	sub x10, x10, x6
	and x11, x10, #0xfffffffff
	ubfx x9, x9, #28, #8
	orr x8, x9, x8, lsl #8
	orr x8, x8, x11, lsl #44
	str x8, [x0,#224]
	ldp x8, x9, [x3,#416]
	sub x8, x8, x6
	and x8, x8, #0xfffffffff
	sub x9, x9, x6
	and x11, x9, #0xfffffffff
	ubfx x10, x10, #20, #16
	orr x8, x10, x8, lsl #16
	orr x8, x8, x11, lsl #52
	str x8, [x0,#232]
	ldp x8, x10, [x3,#432]
	sub x8, x8, x6
	and x8, x8, #0xfffffffff
	sub x10, x10, x6
	and x11, x10, #0xfffffffff
	ubfx x9, x9, #12, #24
	orr x8, x9, x8, lsl #24
	orr x8, x8, x11, lsl #60
	str x8, [x0,#240]
	ldr x8, [x3,#448]
	sub x8, x8, x6
	and x9, x8, #0xfffffffff
	ubfx x10, x10, #4, #32
	orr x9, x10, x9, lsl #32
	str x9, [x0,#248]
	ldp x9, x10, [x3,#456]
	sub x9, x9, x6
	and x9, x9, #0xfffffffff
	sub x10, x10, x6
	and x11, x10, #0xfffffffff
	ubfx x8, x8, #32, #4
	orr x8, x8, x9, lsl #4
	orr x8, x8, x11, lsl #40
	str x8, [x0,#256]
	ldp x8, x9, [x3,#472]
	sub x8, x8, x6
	and x8, x8, #0xfffffffff
	sub x9, x9, x6
	and x11, x9, #0xfffffffff
	ubfx x10, x10, #24, #12
	orr x8, x10, x8, lsl #12
	orr x8, x8, x11, lsl #48
	str x8, [x0,#264]
	ldp x8, x10, [x3,#488]
	sub x8, x8, x6
	and x8, x8, #0xfffffffff
	sub x10, x10, x6
	and x11, x10, #0xfffffffff
	ubfx x9, x9, #16, #20
	orr x8, x9, x8, lsl #20
	orr x8, x8, x11, lsl #56
	str x8, [x0,#272]
	ldr x8, [x3,#504]
	sub x8, x8, x6
	ubfx x9, x10, #8, #28
	orr x8, x9, x8, lsl #28
	str x8, [x0,#280]
	sub x5, x5, #0x40
	neg x8, x5
	asr x8, x8, #63
	and x8, x8, #0x200
	sub x2, x2, #0x24
	neg x9, x2
	asr x9, x9, #63
	mov x10, #0x120
	and x9, x9, x10
	add x3, x8, x3
	add x0, x9, x0
	sub x4, x4, #0x40
	sub x1, x1, #0x24
	add x7, x7, #0x40
	cmp x4, #0x40
	b.lt out
	cmp x1, #0x24
	b.ge loop
out:
