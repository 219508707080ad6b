// packBlocks40: the loop of the compiled packBlocks40 (pack_blocks.go lines 3848-3955), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ldp x8, x9, [x3]
	sub x8, x8, x6
	and x8, x8, #0xffffffffff
	sub x9, x9, x6
	and x10, x9, #0xffffffffff
	orr x8, x8, x10, lsl #40
	str x8, [x0]
	ldp x8, x10, [x3,#16]
	sub x8, x8, x6
	and x8, x8, #0xffffffffff
	sub x10, x10, x6
	and x11, x10, #0xffffffffff
	ubfx x9, x9, #24, #16
	orr x8, x9, x8, lsl #16
	orr x8, x8, x11, lsl #56
	str x8, [x0,#8]
	ldr x8, [x3,#32]
	sub x8, x8, x6
	and x9, x8, #0xffffffffff
	ubfx x10, x10, #8, #32
	orr x9, x10, x9, lsl #32
	str x9, [x0,#16]
	ldp x9, x10, [x3,#40]
	sub x9, x9, x6
	and x9, x9, #0xffffffffff
	sub x10, x10, x6
	and x11, x10, #0xffffffffff
	ubfx x8, x8, #32, #8
	orr x8, x8, x9, lsl #8
	orr x8, x8, x11, lsl #48
	str x8, [x0,#24]
	ldr x8, [x3,#56]
	sub x8, x8, x6
	ubfx x9, x10, #16, #24
	orr x8, x9, x8, lsl #24
	str x8, [x0,#32]
	ldp x8, x9, [x3,#64]
	sub x8, x8, x6
	and x8, x8, #0xffffffffff
	sub x9, x9, x6
	and x10, x9, #0xffffffffff
	orr x8, x8, x10, lsl #40
	str x8, [x0,#40]
	ldp x8, x10, [x3,#80]
	sub x8, x8, x6
	and x8, x8, #0xffffffffff
	sub x10, x10, x6
	and x11, x10, #0xffffffffff
	ubfx x9, x9, #24, #16
	orr x8, x9, x8, lsl #16
	orr x8, x8, x11, lsl #56
	str x8, [x0,#48]
	ldr x8, [x3,#96]
	sub x8, x8, x6
	and x9, x8, #0xffffffffff
	ubfx x10, x10, #8, #32
	orr x9, x10, x9, lsl #32
	str x9, [x0,#56]
	ldp x9, x10, [x3,#104]
	sub x9, x9, x6
	and x9, x9, #0xffffffffff
	sub x10, x10, x6
	and x11, x10, #0xffffffffff
	ubfx x8, x8, #32, #8
	orr x8, x8, x9, lsl #8
	orr x8, x8, x11, lsl #48
	str x8, [x0,#64]
	ldr x8, [x3,#120]
	sub x8, x8, x6
	ubfx x9, x10, #16, #24
	orr x8, x9, x8, lsl #24
	str x8, [x0,#72]
	ldp x8, x9, [x3,#128]
	sub x8, x8, x6
	and x8, x8, #0xffffffffff
	sub x9, x9, x6
	and x10, x9, #0xffffffffff
	orr x8, x8, x10, lsl #40
	str x8, [x0,#80]
	ldp x8, x10, [x3,#144]
	sub x8, x8, x6
	and x8, x8, #0xffffffffff
	sub x10, x10, x6
	and x11, x10, #0xffffffffff
	ubfx x9, x9, #24, #16
	orr x8, x9, x8, lsl #16
	orr x8, x8, x11, lsl #56
	str x8, [x0,#88]
	ldr x8, [x3,#160]
	sub x8, x8, x6
	and x9, x8, #0xffffffffff
	ubfx x10, x10, #8, #32
	orr x9, x10, x9, lsl #32
	str x9, [x0,#96]
	ldp x9, x10, [x3,#168]
	sub x9, x9, x6
	and x9, x9, #0xffffffffff
	sub x10, x10, x6
	and x11, x10, #0xffffffffff
	ubfx x8, x8, #32, #8
	orr x8, x8, x9, lsl #8
	orr x8, x8, x11, lsl #48
	str x8, [x0,#104]
	ldr x8, [x3,#184]
	sub x8, x8, x6
	ubfx x9, x10, #16, #24
	orr x8, x9, x8, lsl #24
	str x8, [x0,#112]
	ldp x8, x9, [x3,#192]
	sub x8, x8, x6
	and x8, x8, #0xffffffffff
	sub x9, x9, x6
	and x10, x9, #0xffffffffff
	orr x8, x8, x10, lsl #40
	str x8, [x0,#120]
	ldp x8, x10, [x3,#208]
	sub x8, x8, x6
	and x8, x8, #0xffffffffff
	sub x10, x10, x6
	and x11, x10, #0xffffffffff
	ubfx x9, x9, #24, #16
	orr x8, x9, x8, lsl #16
	orr x8, x8, x11, lsl #56
	str x8, [x0,#128]
	ldr x8, [x3,#224]
	sub x8, x8, x6
	and x9, x8, #0xffffffffff
	ubfx x10, x10, #8, #32
	orr x9, x10, x9, lsl #32
	str x9, [x0,#136]
	ldp x9, x10, [x3,#232]
	sub x9, x9, x6
	and x9, x9, #0xffffffffff
	sub x10, x10, x6
	and x11, x10, #0xffffffffff
	ubfx x8, x8, #32, #8
	orr x8, x8, x9, lsl #8
	orr x8, x8, x11, lsl #48
	str x8, [x0,#144]
	ldr x8, [x3,#248]
	sub x8, x8, x6
	ubfx x9, x10, #16, #24
	orr x8, x9, x8, lsl #24
	str x8, [x0,#152]
	ldp x8, x9, [x3,#256]
	sub x8, x8, x6
	and x8, x8, #0xffffffffff
	sub x9, x9, x6
	and x10, x9, #0xffffffffff
	orr x8, x8, x10, lsl #40
	str x8, [x0,#160]
	ldp x8, x10, [x3,#272]
	sub x8, x8, x6
	and x8, x8, #0xffffffffff
	sub x10, x10, x6
	and x11, x10, #0xffffffffff
	ubfx x9, x9, #24, #16
	orr x8, x9, x8, lsl #16
	orr x8, x8, x11, lsl #56
	str x8, [x0,#168]
	ldr x8, [x3,#288]
	sub x8, x8, x6
	and x9, x8, #0xffffffffff
	ubfx x10, x10, #8, #32
	orr x9, x10, x9, lsl #32
	str x9, [x0,#176]
	ldp x9, x10, [x3,#296]
	sub x9, x9, x6
	and x9, x9, #0xffffffffff
	sub x10, x10, x6
	and x11, x10, #0xffffffffff
	ubfx x8, x8, #32, #8
	orr x8, x8, x9, lsl #8
	orr x8, x8, x11, lsl #48
	str x8, [x0,#184]
	ldr x8, [x3,#312]
	sub x8, x8, x6
	ubfx x9, x10, #16, #24
	orr x8, x9, x8, lsl #24
	str x8, [x0,#192]
	ldp x8, x9, [x3,#320]
	sub x8, x8, x6
	and x8, x8, #0xffffffffff
	sub x9, x9, x6
	and x10, x9, #0xffffffffff
	orr x8, x8, x10, lsl #40
	str x8, [x0,#200]
	ldp x8, x10, [x3,#336]
	sub x8, x8, x6
	and x8, x8, #0xffffffffff
	sub x10, x10, x6
	and x11, x10, #0xffffffffff
	ubfx x9, x9, #24, #16
	orr x8, x9, x8, lsl #16
	orr x8, x8, x11, lsl #56
	str x8, [x0,#208]
	ldr x8, [x3,#352]
	sub x8, x8, x6
	and x9, x8, #0xffffffffff
	ubfx x10, x10, #8, #32
	orr x9, x10, x9, lsl #32
	str x9, [x0,#216]
	ldp x9, x10, [x3,#360]
	sub x9, x9, x6
	and x9, x9, #0xffffffffff
	sub x10, x10, x6
	and x11, x10, #0xffffffffff
	ubfx x8, x8, #32, #8
	orr x8, x8, x9, lsl #8
	orr x8, x8, x11, lsl #48
	str x8, [x0,#224]
	ldr x8, [x3,#376]
	sub x8, x8, x6
	ubfx x9, x10, #16, #24
	orr x8, x9, x8, lsl #24
	str x8, [x0,#232]
	ldp x8, x9, [x3,#384]
	sub x8, x8, x6
	and x8, x8, #0xffffffffff
	sub x9, x9, x6
	and x10, x9, #0xffffffffff
	orr x8, x8, x10, lsl #40
	str x8, [x0,#240]
	ldp x8, x10, [x3,#400]
	sub x8, x8, x6
	and x8, x8, #0xffffffffff
	sub x10, x10, x6
	and x11, x10, #0xffffffffff
	ubfx x9, x9, #24, #16
	orr x8, x9, x8, lsl #16
	orr x8, x8, x11, lsl #56
	str x8, [x0,#248]
	ldr x8, [x3,#416]
	sub x8, x8, x6
	and x9, x8, #0xffffffffff
	ubfx x10, x10, #8, #32
	orr x9, x10, x9, lsl #32
	str x9, [x0,#256]
	ldp x9, x10, [x3,#424]
	sub x9, x9, x6
	and x9, x9, #0xffffffffff
	sub x10, x10, x6
	and x11, x10, #0xffffffffff
	ubfx x8, x8, #32, #8
	orr x8, x8, x9, lsl #8
	orr x8, x8, x11, lsl #48
	str x8, [x0,#264]
	ldr x8, [x3,#440]
	sub x8, x8, x6
	ubfx x9, x10, #16, #24
	orr x8, x9, x8, lsl #24
	str x8, [x0,#272]
	ldp x8, x9, [x3,#448]
	sub x8, x8, x6
	and x8, x8, #0xffffffffff
	sub x9, x9, x6
	and x10, x9, #0xffffffffff
	orr x8, x8, x10, lsl #40
	str x8, [x0,#280]
	ldp x8, x10, [x3,#464]
	sub x8, x8, x6
	and x8, x8, #0xffffffffff
	sub x10, x10, x6
	and x11, x10, #0xffffffffff
	ubfx x9, x9, #24, #16
	orr x8, x9, x8, lsl #16
	orr x8, x8, x11, lsl #56
	str x8, [x0,#288]
	ldr x8, [x3,#480]
	sub x8, x8, x6
	and x9, x8, #0xffffffffff
	ubfx x10, x10, #8, #32
	orr x9, x10, x9, lsl #32
	str x9, [x0,#296]
	ldp x9, x10, [x3,#488]
	sub x9, x9, x6
	and x9, x9, #0xffffffffff
	sub x10, x10, x6
	and x11, x10, #0xffffffffff
	ubfx x8, x8, #32, #8
	orr x8, x8, x9, lsl #8
	orr x8, x8, x11, lsl #48
	str x8, [x0,#304]
	ldr x8, [x3,#504]
	sub x8, x8, x6
	ubfx x9, x10, #16, #24
	orr x8, x9, x8, lsl #24
	str x8, [x0,#312]
	sub x5, x5, #0x40
	neg x8, x5
	asr x8, x8, #63
	and x8, x8, #0x200
	sub x2, x2, #0x28
	neg x9, x2
	asr x9, x9, #63
	mov x10, #0x140
	and x9, x9, x10
	add x3, x8, x3
	add x0, x9, x0
	sub x4, x4, #0x40
	sub x1, x1, #0x28
	add x7, x7, #0x40
	cmp x4, #0x40
	b.lt out
	cmp x1, #0x28
	b.ge loop
out:
