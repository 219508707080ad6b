// packBlocks56: the loop of the compiled packBlocks56 (pack_blocks.go lines 5808-5931), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ldp x8, x9, [x3]
	sub x8, x8, x6
	and x8, x8, #0xffffffffffffff
	sub x9, x9, x6
	and x10, x9, #0xffffffffffffff
	orr x8, x8, x10, lsl #56
	str x8, [x0]
	ldr x8, [x3,#16]
	sub x8, x8, x6
	and x10, x8, #0xffffffffffffff
	ubfx x9, x9, #8, #48
	orr x9, x9, x10, lsl #48
	str x9, [x0,#8]
	ldr x9, [x3,#24]
	sub x9, x9, x6
	and x10, x9, #0xffffffffffffff
	ubfx x8, x8, #16, #40
	orr x8, x8, x10, lsl #40
	str x8, [x0,#16]
	ldr x8, [x3,#32]
	sub x8, x8, x6
	and x10, x8, #0xffffffffffffff
	ubfx x9, x9, #24, #32
	orr x9, x9, x10, lsl #32
	str x9, [x0,#24]
	ldr x9, [x3,#40]
	sub x9, x9, x6
	and x10, x9, #0xffffffffffffff
	ubfx x8, x8, #32, #24
	orr x8, x8, x10, lsl #24
	str x8, [x0,#32]
	ldr x8, [x3,#48]
	sub x8, x8, x6
	and x10, x8, #0xffffffffffffff
	ubfx x9, x9, #40, #16
	orr x9, x9, x10, lsl #16
	str x9, [x0,#40]
	ldr x9, [x3,#56]
	sub x9, x9, x6
	ubfx x8, x8, #48, #8
	orr x8, x8, x9, lsl #8
	str x8, [x0,#48]
	ldp x8, x9, [x3,#64]
	sub x8, x8, x6
	and x8, x8, #0xffffffffffffff
	sub x9, x9, x6
	and x10, x9, #0xffffffffffffff
	orr x8, x8, x10, lsl #56
	str x8, [x0,#56]
	ldr x8, [x3,#80]
	sub x8, x8, x6
	and x10, x8, #0xffffffffffffff
	ubfx x9, x9, #8, #48
	orr x9, x9, x10, lsl #48
	str x9, [x0,#64]
	ldr x9, [x3,#88]
	sub x9, x9, x6
	and x10, x9, #0xffffffffffffff
	ubfx x8, x8, #16, #40
	orr x8, x8, x10, lsl #40
	str x8, [x0,#72]
	ldr x8, [x3,#96]
	sub x8, x8, x6
	and x10, x8, #0xffffffffffffff
	ubfx x9, x9, #24, #32
	orr x9, x9, x10, lsl #32
	str x9, [x0,#80]
	ldr x9, [x3,#104]
	sub x9, x9, x6
	and x10, x9, #0xffffffffffffff
	ubfx x8, x8, #32, #24
	orr x8, x8, x10, lsl #24
	str x8, [x0,#88]
	ldr x8, [x3,#112]
	sub x8, x8, x6
	and x10, x8, #0xffffffffffffff
	ubfx x9, x9, #40, #16
	orr x9, x9, x10, lsl #16
	str x9, [x0,#96]
	ldr x9, [x3,#120]
	sub x9, x9, x6
	ubfx x8, x8, #48, #8
	orr x8, x8, x9, lsl #8
	str x8, [x0,#104]
	ldp x8, x9, [x3,#128]
	sub x8, x8, x6
	and x8, x8, #0xffffffffffffff
	sub x9, x9, x6
	and x10, x9, #0xffffffffffffff
	orr x8, x8, x10, lsl #56
	str x8, [x0,#112]
	ldr x8, [x3,#144]
	sub x8, x8, x6
	and x10, x8, #0xffffffffffffff
	ubfx x9, x9, #8, #48
	orr x9, x9, x10, lsl #48
	str x9, [x0,#120]
	ldr x9, [x3,#152]
	sub x9, x9, x6
	and x10, x9, #0xffffffffffffff
	ubfx x8, x8, #16, #40
	orr x8, x8, x10, lsl #40
	str x8, [x0,#128]
	ldr x8, [x3,#160]
	sub x8, x8, x6
	and x10, x8, #0xffffffffffffff
	ubfx x9, x9, #24, #32
	orr x9, x9, x10, lsl #32
	str x9, [x0,#136]
	ldr x9, [x3,#168]
	sub x9, x9, x6
	and x10, x9, #0xffffffffffffff
	ubfx x8, x8, #32, #24
	orr x8, x8, x10, lsl #24
	str x8, [x0,#144]
	ldr x8, [x3,#176]
	sub x8, x8, x6
	and x10, x8, #0xffffffffffffff
	ubfx x9, x9, #40, #16
	orr x9, x9, x10, lsl #16
	str x9, [x0,#152]
	ldr x9, [x3,#184]
	sub x9, x9, x6
	ubfx x8, x8, #48, #8
	orr x8, x8, x9, lsl #8
	str x8, [x0,#160]
	ldp x8, x9, [x3,#192]
	sub x8, x8, x6
	and x8, x8, #0xffffffffffffff
	sub x9, x9, x6
	and x10, x9, #0xffffffffffffff
	orr x8, x8, x10, lsl #56
	str x8, [x0,#168]
	ldr x8, [x3,#208]
	sub x8, x8, x6
	and x10, x8, #0xffffffffffffff
	ubfx x9, x9, #8, #48
	orr x9, x9, x10, lsl #48
	str x9, [x0,#176]
	ldr x9, [x3,#216]
	sub x9, x9, x6
	and x10, x9, #0xffffffffffffff
	ubfx x8, x8, #16, #40
	orr x8, x8, x10, lsl #40
	str x8, [x0,#184]
	ldr x8, [x3,#224]
	sub x8, x8, x6
	and x10, x8, #0xffffffffffffff
	ubfx x9, x9, #24, #32
	orr x9, x9, x10, lsl #32
	str x9, [x0,#192]
	ldr x9, [x3,#232]
	sub x9, x9, x6
	and x10, x9, #0xffffffffffffff
	ubfx x8, x8, #32, #24
	orr x8, x8, x10, lsl #24
	str x8, [x0,#200]
	ldr x8, [x3,#240]
	sub x8, x8, x6
	and x10, x8, #0xffffffffffffff
	ubfx x9, x9, #40, #16
	orr x9, x9, x10, lsl #16
	str x9, [x0,#208]
	ldr x9, [x3,#248]
	sub x9, x9, x6
	ubfx x8, x8, #48, #8
	orr x8, x8, x9, lsl #8
	str x8, [x0,#216]
	ldp x8, x9, [x3,#256]
	sub x8, x8, x6
	and x8, x8, #0xffffffffffffff
	sub x9, x9, x6
	and x10, x9, #0xffffffffffffff
	orr x8, x8, x10, lsl #56
	str x8, [x0,#224]
	ldr x8, [x3,#272]
	sub x8, x8, x6
	and x10, x8, #0xffffffffffffff
	ubfx x9, x9, #8, #48
	orr x9, x9, x10, lsl #48
	str x9, [x0,#232]
	ldr x9, [x3,#280]
	sub x9, x9, x6
	and x10, x9, #0xffffffffffffff
	ubfx x8, x8, #16, #40
	orr x8, x8, x10, lsl #40
	str x8, [x0,#240]
	ldr x8, [x3,#288]
	sub x8, x8, x6
	and x10, x8, #0xffffffffffffff
	ubfx x9, x9, #24, #32
	orr x9, x9, x10, lsl #32
	str x9, [x0,#248]
	ldr x9, [x3,#296]
	sub x9, x9, x6
	and x10, x9, #0xffffffffffffff
	ubfx x8, x8, #32, #24
	orr x8, x8, x10, lsl #24
	str x8, [x0,#256]
	ldr x8, [x3,#304]
	sub x8, x8, x6
	and x10, x8, #0xffffffffffffff
	ubfx x9, x9, #40, #16
	orr x9, x9, x10, lsl #16
	str x9, [x0,#264]
	ldr x9, [x3,#312]
	sub x9, x9, x6
	ubfx x8, x8, #48, #8
	orr x8, x8, x9, lsl #8
	str x8, [x0,#272]
	ldp x8, x9, [x3,#320]
	sub x8, x8, x6
	and x8, x8, #0xffffffffffffff
	sub x9, x9, x6
	and x10, x9, #0xffffffffffffff
	orr x8, x8, x10, lsl #56
	str x8, [x0,#280]
	ldr x8, [x3,#336]
	sub x8, x8, x6
	and x10, x8, #0xffffffffffffff
	ubfx x9, x9, #8, #48
	orr x9, x9, x10, lsl #48
	str x9, [x0,#288]
	ldr x9, [x3,#344]
	sub x9, x9, x6
	and x10, x9, #0xffffffffffffff
	ubfx x8, x8, #16, #40
	orr x8, x8, x10, lsl #40
	str x8, [x0,#296]
	ldr x8, [x3,#352]
	sub x8, x8, x6
	and x10, x8, #0xffffffffffffff
	ubfx x9, x9, #24, #32
	orr x9, x9, x10, lsl #32
	str x9, [x0,#304]
	ldr x9, [x3,#360]
	sub x9, x9, x6
	and x10, x9, #0xffffffffffffff
	ubfx x8, x8, #32, #24
	orr x8, x8, x10, lsl #24
	str x8, [x0,#312]
	ldr x8, [x3,#368]
	sub x8, x8, x6
	and x10, x8, #0xffffffffffffff
	ubfx x9, x9, #40, #16
	orr x9, x9, x10, lsl #16
	str x9, [x0,#320]
	ldr x9, [x3,#376]
	sub x9, x9, x6
	ubfx x8, x8, #48, #8
	orr x8, x8, x9, lsl #8
	str x8, [x0,#328]
	ldp x8, x9, [x3,#384]
	sub x8, x8, x6
	and x8, x8, #0xffffffffffffff
	sub x9, x9, x6
	and x10, x9, #0xffffffffffffff
	orr x8, x8, x10, lsl #56
	str x8, [x0,#336]
	ldr x8, [x3,#400]
	sub x8, x8, x6
	and x10, x8, #0xffffffffffffff
	ubfx x9, x9, #8, #48
	orr x9, x9, x10, lsl #48
	str x9, [x0,#344]
	ldr x9, [x3,#408]
	sub x9, x9, x6
	and x10, x9, #0xffffffffffffff
	ubfx x8, x8, #16, #40
	orr x8, x8, x10, lsl #40
	str x8, [x0,#352]
	ldr x8, [x3,#416]
	sub x8, x8, x6
	and x10, x8, #0xffffffffffffff
	ubfx x9, x9, #24, #32
	orr x9, x9, x10, lsl #32
	str x9, [x0,#360]
	ldr x9, [x3,#424]
	sub x9, x9, x6
	and x10, x9, #0xffffffffffffff
	ubfx x8, x8, #32, #24
	orr x8, x8, x10, lsl #24
	str x8, [x0,#368]
	ldr x8, [x3,#432]
	sub x8, x8, x6
	and x10, x8, #0xffffffffffffff
	ubfx x9, x9, #40, #16
	orr x9, x9, x10, lsl #16
	str x9, [x0,#376]
	ldr x9, [x3,#440]
	sub x9, x9, x6
	ubfx x8, x8, #48, #8
	orr x8, x8, x9, lsl #8
	str x8, [x0,#384]
	ldp x8, x9, [x3,#448]
	sub x8, x8, x6
	and x8, x8, #0xffffffffffffff
	sub x9, x9, x6
	and x10, x9, #0xffffffffffffff
	orr x8, x8, x10, lsl #56
	str x8, [x0,#392]
	ldr x8, [x3,#464]
	sub x8, x8, x6
	and x10, x8, #0xffffffffffffff
	ubfx x9, x9, #8, #48
	orr x9, x9, x10, lsl #48
	str x9, [x0,#400]
	ldr x9, [x3,#472]
	sub x9, x9, x6
	and x10, x9, #0xffffffffffffff
	ubfx x8, x8, #16, #40
	orr x8, x8, x10, lsl #40
	str x8, [x0,#408]
	ldr x8, [x3,#480]
	sub x8, x8, x6
	and x10, x8, #0xffffffffffffff
	ubfx x9, x9, #24, #32
	orr x9, x9, x10, lsl #32
	str x9, [x0,#416]
	ldr x9, [x3,#488]
	sub x9, x9, x6
	and x10, x9, #0xffffffffffffff
	ubfx x8, x8, #32, #24
	orr x8, x8, x10, lsl #24
	str x8, [x0,#424]
	ldr x8, [x3,#496]
	sub x8, x8, x6
	and x10, x8, #0xffffffffffffff
	ubfx x9, x9, #40, #16
	orr x9, x9, x10, lsl #16
	str x9, [x0,#432]
	ldr x9, [x3,#504]
	sub x9, x9, x6
	ubfx x8, x8, #48, #8
	orr x8, x8, x9, lsl #8
	str x8, [x0,#440]
	sub x5, x5, #0x40
	neg x8, x5
	asr x8, x8, #63
	and x8, x8, #0x200
	sub x2, x2, #0x38
	neg x9, x2
	asr x9, x9, #63
	and x9, x9, #0x1c0
	add x3, x8, x3
	add x0, x9, x0
	sub x4, x4, #0x40
	sub x1, x1, #0x38
	add x7, x7, #0x40
	cmp x4, #0x40
	b.lt out
	cmp x1, #0x38
	b.ge loop
out:
