// packBlocks60: the loop of the compiled packBlocks60 (pack_blocks.go lines 6338-6465), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ldp x8, x9, [x3]
	sub x8, x8, x6
	and x8, x8, #0xfffffffffffffff
	sub x9, x9, x6
	and x10, x9, #0xfffffffffffffff
	orr x8, x8, x10, lsl #60
	str x8, [x0]
	ldr x8, [x3,#16]
	sub x8, x8, x6
	and x10, x8, #0xfffffffffffffff
	ubfx x9, x9, #4, #56
	orr x9, x9, x10, lsl #56
	str x9, [x0,#8]
	ldr x9, [x3,#24]
	sub x9, x9, x6
	and x10, x9, #0xfffffffffffffff
	ubfx x8, x8, #8, #52
	orr x8, x8, x10, lsl #52
	str x8, [x0,#16]
	ldr x8, [x3,#32]
	sub x8, x8, x6
	and x10, x8, #0xfffffffffffffff
	ubfx x9, x9, #12, #48
	orr x9, x9, x10, lsl #48
	str x9, [x0,#24]
	ldr x9, [x3,#40]
	sub x9, x9, x6
	and x10, x9, #0xfffffffffffffff
	ubfx x8, x8, #16, #44
	orr x8, x8, x10, lsl #44
	str x8, [x0,#32]
	ldr x8, [x3,#48]
	sub x8, x8, x6
	and x10, x8, #0xfffffffffffffff
	ubfx x9, x9, #20, #40
	orr x9, x9, x10, lsl #40
	str x9, [x0,#40]
	ldr x9, [x3,#56]
	sub x9, x9, x6
	and x10, x9, #0xfffffffffffffff
	ubfx x8, x8, #24, #36
	orr x8, x8, x10, lsl #36
	str x8, [x0,#48]
	ldr x8, [x3,#64]
	sub x8, x8, x6
	and x10, x8, #0xfffffffffffffff
	ubfx x9, x9, #28, #32
	orr x9, x9, x10, lsl #32
	str x9, [x0,#56]
	ldr x9, [x3,#72]
	sub x9, x9, x6
	and x10, x9, #0xfffffffffffffff
	ubfx x8, x8, #32, #28
	orr x8, x8, x10, lsl #28
	str x8, [x0,#64]
	ldr x8, [x3,#80]
	sub x8, x8, x6
	and x10, x8, #0xfffffffffffffff
	ubfx x9, x9, #36, #24
	orr x9, x9, x10, lsl #24
	str x9, [x0,#72]
	ldr x9, [x3,#88]
	sub x9, x9, x6
	and x10, x9, #0xfffffffffffffff
	ubfx x8, x8, #40, #20
	orr x8, x8, x10, lsl #20
	str x8, [x0,#80]
	ldr x8, [x3,#96]
	sub x8, x8, x6
	and x10, x8, #0xfffffffffffffff
	ubfx x9, x9, #44, #16
	orr x9, x9, x10, lsl #16
	str x9, [x0,#88]
	ldr x9, [x3,#104]
	sub x9, x9, x6
	and x10, x9, #0xfffffffffffffff
	ubfx x8, x8, #48, #12
	orr x8, x8, x10, lsl #12
	str x8, [x0,#96]
	ldr x8, [x3,#112]
	sub x8, x8, x6
	and x10, x8, #0xfffffffffffffff
	ubfx x9, x9, #52, #8
	orr x9, x9, x10, lsl #8
	str x9, [x0,#104]
	ldr x9, [x3,#120]
	sub x9, x9, x6
	ubfx x8, x8, #56, #4
	orr x8, x8, x9, lsl #4
	str x8, [x0,#112]
	ldp x8, x9, [x3,#128]
	sub x8, x8, x6
	and x8, x8, #0xfffffffffffffff
	sub x9, x9, x6
	and x10, x9, #0xfffffffffffffff
	orr x8, x8, x10, lsl #60
	str x8, [x0,#120]
	ldr x8, [x3,#144]
	sub x8, x8, x6
	and x10, x8, #0xfffffffffffffff
	ubfx x9, x9, #4, #56
	orr x9, x9, x10, lsl #56
	str x9, [x0,#128]
	ldr x9, [x3,#152]
	sub x9, x9, x6
	and x10, x9, #0xfffffffffffffff
	ubfx x8, x8, #8, #52
	orr x8, x8, x10, lsl #52
	str x8, [x0,#136]
	ldr x8, [x3,#160]
	sub x8, x8, x6
	and x10, x8, #0xfffffffffffffff
	ubfx x9, x9, #12, #48
	orr x9, x9, x10, lsl #48
	str x9, [x0,#144]
	ldr x9, [x3,#168]
	sub x9, x9, x6
	and x10, x9, #0xfffffffffffffff
	ubfx x8, x8, #16, #44
	orr x8, x8, x10, lsl #44
	str x8, [x0,#152]
	ldr x8, [x3,#176]
	sub x8, x8, x6
	and x10, x8, #0xfffffffffffffff
	ubfx x9, x9, #20, #40
	orr x9, x9, x10, lsl #40
	str x9, [x0,#160]
	ldr x9, [x3,#184]
	sub x9, x9, x6
	and x10, x9, #0xfffffffffffffff
	ubfx x8, x8, #24, #36
	orr x8, x8, x10, lsl #36
	str x8, [x0,#168]
	ldr x8, [x3,#192]
	sub x8, x8, x6
	and x10, x8, #0xfffffffffffffff
	ubfx x9, x9, #28, #32
	orr x9, x9, x10, lsl #32
	str x9, [x0,#176]
	ldr x9, [x3,#200]
	sub x9, x9, x6
	and x10, x9, #0xfffffffffffffff
	ubfx x8, x8, #32, #28
	orr x8, x8, x10, lsl #28
	str x8, [x0,#184]
	ldr x8, [x3,#208]
	sub x8, x8, x6
	and x10, x8, #0xfffffffffffffff
	ubfx x9, x9, #36, #24
	orr x9, x9, x10, lsl #24
	str x9, [x0,#192]
	ldr x9, [x3,#216]
	sub x9, x9, x6
	and x10, x9, #0xfffffffffffffff
	ubfx x8, x8, #40, #20
	orr x8, x8, x10, lsl #20
	str x8, [x0,#200]
	ldr x8, [x3,#224]
	sub x8, x8, x6
	and x10, x8, #0xfffffffffffffff
	ubfx x9, x9, #44, #16
	orr x9, x9, x10, lsl #16
	str x9, [x0,#208]
	ldr x9, [x3,#232]
	sub x9, x9, x6
	and x10, x9, #0xfffffffffffffff
	ubfx x8, x8, #48, #12
	orr x8, x8, x10, lsl #12
	str x8, [x0,#216]
	ldr x8, [x3,#240]
	sub x8, x8, x6
	and x10, x8, #0xfffffffffffffff
	ubfx x9, x9, #52, #8
	orr x9, x9, x10, lsl #8
	str x9, [x0,#224]
	ldr x9, [x3,#248]
	sub x9, x9, x6
	ubfx x8, x8, #56, #4
	orr x8, x8, x9, lsl #4
	str x8, [x0,#232]
	ldp x8, x9, [x3,#256]
	sub x8, x8, x6
	and x8, x8, #0xfffffffffffffff
	sub x9, x9, x6
	and x10, x9, #0xfffffffffffffff
	orr x8, x8, x10, lsl #60
	str x8, [x0,#240]
	ldr x8, [x3,#272]
	sub x8, x8, x6
	and x10, x8, #0xfffffffffffffff
	ubfx x9, x9, #4, #56
	orr x9, x9, x10, lsl #56
	str x9, [x0,#248]
	ldr x9, [x3,#280]
	sub x9, x9, x6
	and x10, x9, #0xfffffffffffffff
	ubfx x8, x8, #8, #52
	orr x8, x8, x10, lsl #52
	str x8, [x0,#256]
	ldr x8, [x3,#288]
	sub x8, x8, x6
	and x10, x8, #0xfffffffffffffff
	ubfx x9, x9, #12, #48
	orr x9, x9, x10, lsl #48
	str x9, [x0,#264]
	ldr x9, [x3,#296]
	sub x9, x9, x6
	and x10, x9, #0xfffffffffffffff
	ubfx x8, x8, #16, #44
	orr x8, x8, x10, lsl #44
	str x8, [x0,#272]
	ldr x8, [x3,#304]
	sub x8, x8, x6
	and x10, x8, #0xfffffffffffffff
	ubfx x9, x9, #20, #40
	orr x9, x9, x10, lsl #40
	str x9, [x0,#280]
	ldr x9, [x3,#312]
	sub x9, x9, x6
	and x10, x9, #0xfffffffffffffff
	ubfx x8, x8, #24, #36
	orr x8, x8, x10, lsl #36
	str x8, [x0,#288]
	ldr x8, [x3,#320]
	sub x8, x8, x6
	and x10, x8, #0xfffffffffffffff
	ubfx x9, x9, #28, #32
	orr x9, x9, x10, lsl #32
	str x9, [x0,#296]
	ldr x9, [x3,#328]
	sub x9, x9, x6
	and x10, x9, #0xfffffffffffffff
	ubfx x8, x8, #32, #28
	orr x8, x8, x10, lsl #28
	str x8, [x0,#304]
	ldr x8, [x3,#336]
	sub x8, x8, x6
	and x10, x8, #0xfffffffffffffff
	ubfx x9, x9, #36, #24
	orr x9, x9, x10, lsl #24
	str x9, [x0,#312]
	ldr x9, [x3,#344]
	sub x9, x9, x6
	and x10, x9, #0xfffffffffffffff
	ubfx x8, x8, #40, #20
	orr x8, x8, x10, lsl #20
	str x8, [x0,#320]
	ldr x8, [x3,#352]
	sub x8, x8, x6
	and x10, x8, #0xfffffffffffffff
	ubfx x9, x9, #44, #16
	orr x9, x9, x10, lsl #16
	str x9, [x0,#328]
	ldr x9, [x3,#360]
	sub x9, x9, x6
	and x10, x9, #0xfffffffffffffff
	ubfx x8, x8, #48, #12
	orr x8, x8, x10, lsl #12
	str x8, [x0,#336]
	ldr x8, [x3,#368]
	sub x8, x8, x6
	and x10, x8, #0xfffffffffffffff
	ubfx x9, x9, #52, #8
	orr x9, x9, x10, lsl #8
	str x9, [x0,#344]
	ldr x9, [x3,#376]
	sub x9, x9, x6
	ubfx x8, x8, #56, #4
	orr x8, x8, x9, lsl #4
	str x8, [x0,#352]
	ldp x8, x9, [x3,#384]
	sub x8, x8, x6
	and x8, x8, #0xfffffffffffffff
	sub x9, x9, x6
	and x10, x9, #0xfffffffffffffff
	orr x8, x8, x10, lsl #60
	str x8, [x0,#360]
	ldr x8, [x3,#400]
	sub x8, x8, x6
	and x10, x8, #0xfffffffffffffff
	ubfx x9, x9, #4, #56
	orr x9, x9, x10, lsl #56
	str x9, [x0,#368]
	ldr x9, [x3,#408]
	sub x9, x9, x6
	and x10, x9, #0xfffffffffffffff
	ubfx x8, x8, #8, #52
	orr x8, x8, x10, lsl #52
	str x8, [x0,#376]
	ldr x8, [x3,#416]
	sub x8, x8, x6
	and x10, x8, #0xfffffffffffffff
	ubfx x9, x9, #12, #48
	orr x9, x9, x10, lsl #48
	str x9, [x0,#384]
	ldr x9, [x3,#424]
	sub x9, x9, x6
	and x10, x9, #0xfffffffffffffff
	ubfx x8, x8, #16, #44
	orr x8, x8, x10, lsl #44
	str x8, [x0,#392]
	ldr x8, [x3,#432]
	sub x8, x8, x6
	and x10, x8, #0xfffffffffffffff
	ubfx x9, x9, #20, #40
	orr x9, x9, x10, lsl #40
	str x9, [x0,#400]
	ldr x9, [x3,#440]
	sub x9, x9, x6
	and x10, x9, #0xfffffffffffffff
	ubfx x8, x8, #24, #36
	orr x8, x8, x10, lsl #36
	str x8, [x0,#408]
	ldr x8, [x3,#448]
	sub x8, x8, x6
	and x10, x8, #0xfffffffffffffff
	ubfx x9, x9, #28, #32
	orr x9, x9, x10, lsl #32
	str x9, [x0,#416]
	ldr x9, [x3,#456]
	sub x9, x9, x6
	and x10, x9, #0xfffffffffffffff
	ubfx x8, x8, #32, #28
	orr x8, x8, x10, lsl #28
	str x8, [x0,#424]
	ldr x8, [x3,#464]
	sub x8, x8, x6
	and x10, x8, #0xfffffffffffffff
	ubfx x9, x9, #36, #24
	orr x9, x9, x10, lsl #24
	str x9, [x0,#432]
	ldr x9, [x3,#472]
	sub x9, x9, x6
	and x10, x9, #0xfffffffffffffff
	ubfx x8, x8, #40, #20
	orr x8, x8, x10, lsl #20
	str x8, [x0,#440]
	ldr x8, [x3,#480]
	sub x8, x8, x6
	and x10, x8, #0xfffffffffffffff
	ubfx x9, x9, #44, #16
	orr x9, x9, x10, lsl #16
	str x9, [x0,#448]
	ldr x9, [x3,#488]
	sub x9, x9, x6
	and x10, x9, #0xfffffffffffffff
	ubfx x8, x8, #48, #12
	orr x8, x8, x10, lsl #12
	str x8, [x0,#456]
	ldr x8, [x3,#496]
	sub x8, x8, x6
	and x10, x8, #0xfffffffffffffff
	ubfx x9, x9, #52, #8
	orr x9, x9, x10, lsl #8
	str x9, [x0,#464]
	ldr x9, [x3,#504]
	sub x9, x9, x6
	ubfx x8, x8, #56, #4
	orr x8, x8, x9, lsl #4
	str x8, [x0,#472]
	sub x5, x5, #0x40
	neg x8, x5
	asr x8, x8, #63
	and x8, x8, #0x200
	sub x2, x2, #0x3c
	neg x9, x2
	asr x9, x9, #63
	and x9, x9, #0x1e0
	add x3, x8, x3
	add x0, x9, x0
	sub x4, x4, #0x40
	sub x1, x1, #0x3c
	add x7, x7, #0x40
	cmp x4, #0x40
	b.lt out
	cmp x1, #0x3c
	b.ge loop
out:
