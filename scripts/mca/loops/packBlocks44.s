// packBlocks44: the loop of the compiled packBlocks44 (pack_blocks.go lines 4314-4425), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ldp x8, x9, [x3]
	sub x8, x8, x6
	and x8, x8, #0xfffffffffff
	sub x9, x9, x6
	and x10, x9, #0xfffffffffff
	orr x8, x8, x10, lsl #44
	str x8, [x0]
	ldr x8, [x3,#16]
	sub x8, x8, x6
	and x10, x8, #0xfffffffffff
	ubfx x9, x9, #20, #24
	orr x9, x9, x10, lsl #24
	str x9, [x0,#8]
	ldp x9, x10, [x3,#24]
	sub x9, x9, x6
	and x9, x9, #0xfffffffffff
	sub x10, x10, x6
	and x11, x10, #0xfffffffffff
	ubfx x8, x8, #40, #4
	orr x8, x8, x9, lsl #4
	orr x8, x8, x11, lsl #48
	str x8, [x0,#16]
	ldr x8, [x3,#40]
	sub x8, x8, x6
	and x9, x8, #0xfffffffffff
	ubfx x10, x10, #16, #28
	orr x9, x10, x9, lsl #28
	str x9, [x0,#24]
	ldp x9, x10, [x3,#48]
	sub x9, x9, x6
	and x9, x9, #0xfffffffffff
	sub x10, x10, x6
	and x11, x10, #0xfffffffffff
	ubfx x8, x8, #36, #8
	orr x8, x8, x9, lsl #8
	orr x8, x8, x11, lsl #52
	str x8, [x0,#32]
	ldr x8, [x3,#64]
	sub x8, x8, x6
	and x9, x8, #0xfffffffffff
	ubfx x10, x10, #12, #32
	orr x9, x10, x9, lsl #32
	str x9, [x0,#40]
	ldp x9, x10, [x3,#72]
	sub x9, x9, x6
	and x9, x9, #0xfffffffffff
	sub x10, x10, x6
	and x11, x10, #0xfffffffffff
	ubfx x8, x8, #32, #12
	orr x8, x8, x9, lsl #12
	orr x8, x8, x11, lsl #56
	str x8, [x0,#48]
	ldr x8, [x3,#88]
	sub x8, x8, x6
	and x9, x8, #0xfffffffffff
	ubfx x10, x10, #8, #36
	orr x9, x10, x9, lsl #36
	str x9, [x0,#56]
	ldp x9, x10, [x3,#96]
	sub x9, x9, x6
	and x9, x9, #0xfffffffffff
	sub x10, x10, x6
	and x11, x10, #0xfffffffffff
	ubfx x8, x8, #28, #16
	orr x8, x8, x9, lsl #16
	orr x8, x8, x11, lsl #60
	str x8, [x0,#64]
	ldr x8, [x3,#112]
	sub x8, x8, x6
	and x9, x8, #0xfffffffffff
	ubfx x10, x10, #4, #40
	orr x9, x10, x9, lsl #40
	str x9, [x0,#72]
	ldr x9, [x3,#120]
	sub x9, x9, x6
	ubfx x8, x8, #24, #20
	orr x8, x8, x9, lsl #20
	str x8, [x0,#80]
	ldp x8, x9, [x3,#128]
	sub x8, x8, x6
	and x8, x8, #0xfffffffffff
	sub x9, x9, x6
	and x10, x9, #0xfffffffffff
	orr x8, x8, x10, lsl #44
	str x8, [x0,#88]
	ldr x8, [x3,#144]
	sub x8, x8, x6
	and x10, x8, #0xfffffffffff
	ubfx x9, x9, #20, #24
	orr x9, x9, x10, lsl #24
	str x9, [x0,#96]
	ldp x9, x10, [x3,#152]
	sub x9, x9, x6
	and x9, x9, #0xfffffffffff
	sub x10, x10, x6
	and x11, x10, #0xfffffffffff
	ubfx x8, x8, #40, #4
	orr x8, x8, x9, lsl #4
	orr x8, x8, x11, lsl #48
	str x8, [x0,#104]
	ldr x8, [x3,#168]
	sub x8, x8, x6
	and x9, x8, #0xfffffffffff
	ubfx x10, x10, #16, #28
	orr x9, x10, x9, lsl #28
	str x9, [x0,#112]
	ldp x9, x10, [x3,#176]
	sub x9, x9, x6
	and x9, x9, #0xfffffffffff
	sub x10, x10, x6
	and x11, x10, #0xfffffffffff
	ubfx x8, x8, #36, #8
	orr x8, x8, x9, lsl #8
	orr x8, x8, x11, lsl #52
	str x8, [x0,#120]
	ldr x8, [x3,#192]
	sub x8, x8, x6
	and x9, x8, #0xfffffffffff
	ubfx x10, x10, #12, #32
	orr x9, x10, x9, lsl #32
	str x9, [x0,#128]
	ldp x9, x10, [x3,#200]
	sub x9, x9, x6
	and x9, x9, #0xfffffffffff
	sub x10, x10, x6
	and x11, x10, #0xfffffffffff
	ubfx x8, x8, #32, #12
	orr x8, x8, x9, lsl #12
	orr x8, x8, x11, lsl #56
	str x8, [x0,#136]
	ldr x8, [x3,#216]
	sub x8, x8, x6
	and x9, x8, #0xfffffffffff
	ubfx x10, x10, #8, #36
	orr x9, x10, x9, lsl #36
	str x9, [x0,#144]
	ldp x9, x10, [x3,#224]
	sub x9, x9, x6
	and x9, x9, #0xfffffffffff
	sub x10, x10, x6
	and x11, x10, #0xfffffffffff
	ubfx x8, x8, #28, #16
	orr x8, x8, x9, lsl #16
	orr x8, x8, x11, lsl #60
	str x8, [x0,#152]
	ldr x8, [x3,#240]
	sub x8, x8, x6
	and x9, x8, #0xfffffffffff
	ubfx x10, x10, #4, #40
	orr x9, x10, x9, lsl #40
	str x9, [x0,#160]
	ldr x9, [x3,#248]
	sub x9, x9, x6
	ubfx x8, x8, #24, #20
	orr x8, x8, x9, lsl #20
	str x8, [x0,#168]
	ldp x8, x9, [x3,#256]
	sub x8, x8, x6
	and x8, x8, #0xfffffffffff
	sub x9, x9, x6
	and x10, x9, #0xfffffffffff
	orr x8, x8, x10, lsl #44
	str x8, [x0,#176]
	ldr x8, [x3,#272]
	sub x8, x8, x6
	and x10, x8, #0xfffffffffff
	ubfx x9, x9, #20, #24
	orr x9, x9, x10, lsl #24
	str x9, [x0,#184]
	ldp x9, x10, [x3,#280]
	sub x9, x9, x6
	and x9, x9, #0xfffffffffff
	sub x10, x10, x6
	and x11, x10, #0xfffffffffff
	ubfx x8, x8, #40, #4
	orr x8, x8, x9, lsl #4
	orr x8, x8, x11, lsl #48
	str x8, [x0,#192]
	ldr x8, [x3,#296]
	sub x8, x8, x6
	and x9, x8, #0xfffffffffff
	ubfx x10, x10, #16, #28
	orr x9, x10, x9, lsl #28
	str x9, [x0,#200]
	ldp x9, x10, [x3,#304]
	sub x9, x9, x6
	and x9, x9, #0xfffffffffff
	sub x10, x10, x6
	and x11, x10, #0xfffffffffff
	ubfx x8, x8, #36, #8
	orr x8, x8, x9, lsl #8
	orr x8, x8, x11, lsl #52
	str x8, [x0,#208]
	ldr x8, [x3,#320]
	sub x8, x8, x6
	and x9, x8, #0xfffffffffff
	ubfx x10, x10, #12, #32
	orr x9, x10, x9, lsl #32
	str x9, [x0,#216]
	ldp x9, x10, [x3,#328]
	sub x9, x9, x6
	and x9, x9, #0xfffffffffff
	sub x10, x10, x6
	and x11, x10, #0xfffffffffff
	ubfx x8, x8, #32, #12
	orr x8, x8, x9, lsl #12
	orr x8, x8, x11, lsl #56
	str x8, [x0,#224]
	ldr x8, [x3,#344]
	sub x8, x8, x6
	and x9, x8, #0xfffffffffff
	ubfx x10, x10, #8, #36
	orr x9, x10, x9, lsl #36
	str x9, [x0,#232]
	ldp x9, x10, [x3,#352]
	sub x9, x9, x6
	and x9, x9, #0xfffffffffff
	sub x10, x10, x6
	and x11, x10, #0xfffffffffff
	ubfx x8, x8, #28, #16
	orr x8, x8, x9, lsl #16
	orr x8, x8, x11, lsl #60
	str x8, [x0,#240]
	ldr x8, [x3,#368]
	sub x8, x8, x6
	and x9, x8, #0xfffffffffff
	ubfx x10, x10, #4, #40
	orr x9, x10, x9, lsl #40
	str x9, [x0,#248]
	ldr x9, [x3,#376]
	sub x9, x9, x6
	ubfx x8, x8, #24, #20
	orr x8, x8, x9, lsl #20
	str x8, [x0,#256]
	ldp x8, x9, [x3,#384]
	sub x8, x8, x6
	and x8, x8, #0xfffffffffff
	sub x9, x9, x6
	and x10, x9, #0xfffffffffff
	orr x8, x8, x10, lsl #44
	str x8, [x0,#264]
	ldr x8, [x3,#400]
	sub x8, x8, x6
	and x10, x8, #0xfffffffffff
	ubfx x9, x9, #20, #24
	orr x9, x9, x10, lsl #24
	str x9, [x0,#272]
	ldp x9, x10, [x3,#408]
	sub x9, x9, x6
	and x9, x9, #0xfffffffffff
	sub x10, x10, x6
	and x11, x10, #0xfffffffffff
	ubfx x8, x8, #40, #4
	orr x8, x8, x9, lsl #4
	orr x8, x8, x11, lsl #48
	str x8, [x0,#280]
	ldr x8, [x3,#424]
	sub x8, x8, x6
	and x9, x8, #0xfffffffffff
	ubfx x10, x10, #16, #28
	orr x9, x10, x9, lsl #28
	str x9, [x0,#288]
	ldp x9, x10, [x3,#432]
	sub x9, x9, x6
	and x9, x9, #0xfffffffffff
	sub x10, x10, x6
	and x11, x10, #0xfffffffffff
	ubfx x8, x8, #36, #8
	orr x8, x8, x9, lsl #8
	orr x8, x8, x11, lsl #52
	str x8, [x0,#296]
	ldr x8, [x3,#448]
	sub x8, x8, x6
	and x9, x8, #0xfffffffffff
	ubfx x10, x10, #12, #32
	orr x9, x10, x9, lsl #32
	str x9, [x0,#304]
	ldp x9, x10, [x3,#456]
	sub x9, x9, x6
	and x9, x9, #0xfffffffffff
	sub x10, x10, x6
	and x11, x10, #0xfffffffffff
	ubfx x8, x8, #32, #12
	orr x8, x8, x9, lsl #12
	orr x8, x8, x11, lsl #56
	str x8, [x0,#312]
	ldr x8, [x3,#472]
	sub x8, x8, x6
	and x9, x8, #0xfffffffffff
	ubfx x10, x10, #8, #36
	orr x9, x10, x9, lsl #36
	str x9, [x0,#320]
	ldp x9, x10, [x3,#480]
	sub x9, x9, x6
	and x9, x9, #0xfffffffffff
	sub x10, x10, x6
	and x11, x10, #0xfffffffffff
	ubfx x8, x8, #28, #16
	orr x8, x8, x9, lsl #16
	orr x8, x8, x11, lsl #60
	str x8, [x0,#328]
	ldr x8, [x3,#496]
	sub x8, x8, x6
	and x9, x8, #0xfffffffffff
	ubfx x10, x10, #4, #40
	orr x9, x10, x9, lsl #40
	str x9, [x0,#336]
	ldr x9, [x3,#504]
	sub x9, x9, x6
	ubfx x8, x8, #24, #20
	orr x8, x8, x9, lsl #20
	str x8, [x0,#344]
	sub x5, x5, #0x40
	neg x8, x5
	asr x8, x8, #63
	and x8, x8, #0x200
	sub x2, x2, #0x2c
	neg x9, x2
	asr x9, x9, #63
	mov x10, #0x160
	and x9, x9, x10
	add x3, x8, x3
	add x0, x9, x0
	sub x4, x4, #0x40
	sub x1, x1, #0x2c
	add x7, x7, #0x40
	cmp x4, #0x40
	b.lt out
	cmp x1, #0x2c
	b.ge loop
out:
