// packBlocks48: the loop of the compiled packBlocks48 (pack_blocks.go lines 4796-4911), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ldp x8, x9, [x3]
	sub x8, x8, x6
	and x8, x8, #0xffffffffffff
	sub x9, x9, x6
	and x10, x9, #0xffffffffffff
	orr x8, x8, x10, lsl #48
	str x8, [x0]
	ldr x8, [x3,#16]
	sub x8, x8, x6
	and x10, x8, #0xffffffffffff
	ubfx x9, x9, #16, #32
	orr x9, x9, x10, lsl #32
	str x9, [x0,#8]
	ldr x9, [x3,#24]
	sub x9, x9, x6
	ubfx x8, x8, #32, #16
	orr x8, x8, x9, lsl #16
	str x8, [x0,#16]
	ldp x8, x9, [x3,#32]
	sub x8, x8, x6
	and x8, x8, #0xffffffffffff
	sub x9, x9, x6
	and x10, x9, #0xffffffffffff
	orr x8, x8, x10, lsl #48
	str x8, [x0,#24]
	ldr x8, [x3,#48]
	sub x8, x8, x6
	and x10, x8, #0xffffffffffff
	ubfx x9, x9, #16, #32
	orr x9, x9, x10, lsl #32
	str x9, [x0,#32]
	ldr x9, [x3,#56]
	sub x9, x9, x6
	ubfx x8, x8, #32, #16
	orr x8, x8, x9, lsl #16
	str x8, [x0,#40]
	ldp x8, x9, [x3,#64]
	sub x8, x8, x6
	and x8, x8, #0xffffffffffff
	sub x9, x9, x6
	and x10, x9, #0xffffffffffff
	orr x8, x8, x10, lsl #48
	str x8, [x0,#48]
	ldr x8, [x3,#80]
	sub x8, x8, x6
	and x10, x8, #0xffffffffffff
	ubfx x9, x9, #16, #32
	orr x9, x9, x10, lsl #32
	str x9, [x0,#56]
	ldr x9, [x3,#88]
	sub x9, x9, x6
	ubfx x8, x8, #32, #16
	orr x8, x8, x9, lsl #16
	str x8, [x0,#64]
	ldp x8, x9, [x3,#96]
	sub x8, x8, x6
	and x8, x8, #0xffffffffffff
	sub x9, x9, x6
	and x10, x9, #0xffffffffffff
	orr x8, x8, x10, lsl #48
	str x8, [x0,#72]
	ldr x8, [x3,#112]
	sub x8, x8, x6
	and x10, x8, #0xffffffffffff
	ubfx x9, x9, #16, #32
	orr x9, x9, x10, lsl #32
	str x9, [x0,#80]
	ldr x9, [x3,#120]
	sub x9, x9, x6
	ubfx x8, x8, #32, #16
	orr x8, x8, x9, lsl #16
	str x8, [x0,#88]
	ldp x8, x9, [x3,#128]
	sub x8, x8, x6
	and x8, x8, #0xffffffffffff
	sub x9, x9, x6
	and x10, x9, #0xffffffffffff
	orr x8, x8, x10, lsl #48
	str x8, [x0,#96]
	ldr x8, [x3,#144]
	sub x8, x8, x6
	and x10, x8, #0xffffffffffff
	ubfx x9, x9, #16, #32
	orr x9, x9, x10, lsl #32
	str x9, [x0,#104]
	ldr x9, [x3,#152]
	sub x9, x9, x6
	ubfx x8, x8, #32, #16
	orr x8, x8, x9, lsl #16
	str x8, [x0,#112]
	ldp x8, x9, [x3,#160]
	sub x8, x8, x6
	and x8, x8, #0xffffffffffff
	sub x9, x9, x6
	and x10, x9, #0xffffffffffff
	orr x8, x8, x10, lsl #48
	str x8, [x0,#120]
	ldr x8, [x3,#176]
	sub x8, x8, x6
	and x10, x8, #0xffffffffffff
	ubfx x9, x9, #16, #32
	orr x9, x9, x10, lsl #32
	str x9, [x0,#128]
	ldr x9, [x3,#184]
	sub x9, x9, x6
	ubfx x8, x8, #32, #16
	orr x8, x8, x9, lsl #16
	str x8, [x0,#136]
	ldp x8, x9, [x3,#192]
	sub x8, x8, x6
	and x8, x8, #0xffffffffffff
	sub x9, x9, x6
	and x10, x9, #0xffffffffffff
	orr x8, x8, x10, lsl #48
	str x8, [x0,#144]
	ldr x8, [x3,#208]
	sub x8, x8, x6
	and x10, x8, #0xffffffffffff
	ubfx x9, x9, #16, #32
	orr x9, x9, x10, lsl #32
	str x9, [x0,#152]
	ldr x9, [x3,#216]
	sub x9, x9, x6
	ubfx x8, x8, #32, #16
	orr x8, x8, x9, lsl #16
	str x8, [x0,#160]
	ldp x8, x9, [x3,#224]
	sub x8, x8, x6
	and x8, x8, #0xffffffffffff
	sub x9, x9, x6
	and x10, x9, #0xffffffffffff
	orr x8, x8, x10, lsl #48
	str x8, [x0,#168]
	ldr x8, [x3,#240]
	sub x8, x8, x6
	and x10, x8, #0xffffffffffff
	ubfx x9, x9, #16, #32
	orr x9, x9, x10, lsl #32
	str x9, [x0,#176]
	ldr x9, [x3,#248]
	sub x9, x9, x6
	ubfx x8, x8, #32, #16
	orr x8, x8, x9, lsl #16
	str x8, [x0,#184]
	ldp x8, x9, [x3,#256]
	sub x8, x8, x6
	and x8, x8, #0xffffffffffff
	sub x9, x9, x6
	and x10, x9, #0xffffffffffff
	orr x8, x8, x10, lsl #48
	str x8, [x0,#192]
	ldr x8, [x3,#272]
	sub x8, x8, x6
	and x10, x8, #0xffffffffffff
	ubfx x9, x9, #16, #32
	orr x9, x9, x10, lsl #32
	str x9, [x0,#200]
	ldr x9, [x3,#280]
	sub x9, x9, x6
	ubfx x8, x8, #32, #16
	orr x8, x8, x9, lsl #16
	str x8, [x0,#208]
	ldp x8, x9, [x3,#288]
	sub x8, x8, x6
	and x8, x8, #0xffffffffffff
	sub x9, x9, x6
	and x10, x9, #0xffffffffffff
	orr x8, x8, x10, lsl #48
	str x8, [x0,#216]
	ldr x8, [x3,#304]
	sub x8, x8, x6
	and x10, x8, #0xffffffffffff
	ubfx x9, x9, #16, #32
	orr x9, x9, x10, lsl #32
	str x9, [x0,#224]
	ldr x9, [x3,#312]
	sub x9, x9, x6
	ubfx x8, x8, #32, #16
	orr x8, x8, x9, lsl #16
	str x8, [x0,#232]
	ldp x8, x9, [x3,#320]
	sub x8, x8, x6
	and x8, x8, #0xffffffffffff
	sub x9, x9, x6
	and x10, x9, #0xffffffffffff
	orr x8, x8, x10, lsl #48
	str x8, [x0,#240]
	ldr x8, [x3,#336]
	sub x8, x8, x6
	and x10, x8, #0xffffffffffff
	ubfx x9, x9, #16, #32
	orr x9, x9, x10, lsl #32
	str x9, [x0,#248]
	ldr x9, [x3,#344]
	sub x9, x9, x6
	ubfx x8, x8, #32, #16
	orr x8, x8, x9, lsl #16
	str x8, [x0,#256]
	ldp x8, x9, [x3,#352]
	sub x8, x8, x6
	and x8, x8, #0xffffffffffff
	sub x9, x9, x6
	and x10, x9, #0xffffffffffff
	orr x8, x8, x10, lsl #48
	str x8, [x0,#264]
	ldr x8, [x3,#368]
	sub x8, x8, x6
	and x10, x8, #0xffffffffffff
	ubfx x9, x9, #16, #32
	orr x9, x9, x10, lsl #32
	str x9, [x0,#272]
	ldr x9, [x3,#376]
	sub x9, x9, x6
	ubfx x8, x8, #32, #16
	orr x8, x8, x9, lsl #16
	str x8, [x0,#280]
	ldp x8, x9, [x3,#384]
	sub x8, x8, x6
	and x8, x8, #0xffffffffffff
	sub x9, x9, x6
	and x10, x9, #0xffffffffffff
	orr x8, x8, x10, lsl #48
	str x8, [x0,#288]
	ldr x8, [x3,#400]
	sub x8, x8, x6
	and x10, x8, #0xffffffffffff
	ubfx x9, x9, #16, #32
	orr x9, x9, x10, lsl #32
	str x9, [x0,#296]
	ldr x9, [x3,#408]
	sub x9, x9, x6
	ubfx x8, x8, #32, #16
	orr x8, x8, x9, lsl #16
	str x8, [x0,#304]
	ldp x8, x9, [x3,#416]
	sub x8, x8, x6
	and x8, x8, #0xffffffffffff
	sub x9, x9, x6
	and x10, x9, #0xffffffffffff
	orr x8, x8, x10, lsl #48
	str x8, [x0,#312]
	ldr x8, [x3,#432]
	sub x8, x8, x6
	and x10, x8, #0xffffffffffff
	ubfx x9, x9, #16, #32
	orr x9, x9, x10, lsl #32
	str x9, [x0,#320]
	ldr x9, [x3,#440]
	sub x9, x9, x6
	ubfx x8, x8, #32, #16
	orr x8, x8, x9, lsl #16
	str x8, [x0,#328]
	ldp x8, x9, [x3,#448]
	sub x8, x8, x6
	and x8, x8, #0xffffffffffff
	sub x9, x9, x6
	and x10, x9, #0xffffffffffff
	orr x8, x8, x10, lsl #48
	str x8, [x0,#336]
	ldr x8, [x3,#464]
	sub x8, x8, x6
	and x10, x8, #0xffffffffffff
	ubfx x9, x9, #16, #32
	orr x9, x9, x10, lsl #32
	str x9, [x0,#344]
	ldr x9, [x3,#472]
	sub x9, x9, x6
	ubfx x8, x8, #32, #16
	orr x8, x8, x9, lsl #16
	str x8, [x0,#352]
	ldp x8, x9, [x3,#480]
	sub x8, x8, x6
	and x8, x8, #0xffffffffffff
	sub x9, x9, x6
	and x10, x9, #0xffffffffffff
	orr x8, x8, x10, lsl #48
	str x8, [x0,#360]
	ldr x8, [x3,#496]
	sub x8, x8, x6
	and x10, x8, #0xffffffffffff
	ubfx x9, x9, #16, #32
	orr x9, x9, x10, lsl #32
	str x9, [x0,#368]
	ldr x9, [x3,#504]
	sub x9, x9, x6
	ubfx x8, x8, #32, #16
	orr x8, x8, x9, lsl #16
	str x8, [x0,#376]
	sub x5, x5, #0x40
	neg x8, x5
	asr x8, x8, #63
	and x8, x8, #0x200
	sub x2, x2, #0x30
	neg x9, x2
	asr x9, x9, #63
	and x9, x9, #0x180
	add x3, x8, x3
	add x0, x9, x0
	sub x4, x4, #0x40
	sub x1, x1, #0x30
	add x7, x7, #0x40
	cmp x4, #0x40
	b.lt out
	cmp x1, #0x30
	b.ge loop
out:
