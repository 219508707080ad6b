// unpackBlocks36: the loop of the compiled unpackBlocks36 (unpack_blocks.go lines 2768-2835), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ldr x8, [x3]
	and x8, x8, #0xfffffffff
	add x8, x8, x6
	str x8, [x0]
	ldp x8, x9, [x3]
	extr x8, x9, x8, #36
	and x8, x8, #0xfffffffff
	add x8, x8, x6
	str x8, [x0,#8]
	ldr x8, [x3,#8]
	ubfx x8, x8, #8, #36
	add x8, x8, x6
	str x8, [x0,#16]
	ldp x8, x9, [x3,#8]
	extr x8, x9, x8, #44
	and x8, x8, #0xfffffffff
	add x8, x8, x6
	str x8, [x0,#24]
	ldr x8, [x3,#16]
	ubfx x8, x8, #16, #36
	add x8, x8, x6
	str x8, [x0,#32]
	ldp x8, x9, [x3,#16]
	extr x8, x9, x8, #52
	and x8, x8, #0xfffffffff
	add x8, x8, x6
	str x8, [x0,#40]
	ldr x8, [x3,#24]
	ubfx x8, x8, #24, #36
	add x8, x8, x6
	str x8, [x0,#48]
	ldp x8, x9, [x3,#24]
	extr x8, x9, x8, #60
	and x8, x8, #0xfffffffff
	add x8, x8, x6
	str x8, [x0,#56]
	ldp x8, x9, [x3,#32]
	extr x8, x9, x8, #32
	and x8, x8, #0xfffffffff
	add x8, x8, x6
	str x8, [x0,#64]
	ldr x8, [x3,#40]
	ubfx x8, x8, #4, #36
	add x8, x8, x6
	str x8, [x0,#72]
	ldp x8, x9, [x3,#40]
	extr x8, x9, x8, #40
	and x8, x8, #0xfffffffff
	add x8, x8, x6
	str x8, [x0,#80]
	ldr x8, [x3,#48]
	ubfx x8, x8, #12, #36
	add x8, x8, x6
	str x8, [x0,#88]
	ldp x8, x9, [x3,#48]
	extr x8, x9, x8, #48
	and x8, x8, #0xfffffffff
	add x8, x8, x6
	str x8, [x0,#96]
	ldr x8, [x3,#56]
	ubfx x8, x8, #20, #36
	add x8, x8, x6
	str x8, [x0,#104]
	ldp x8, x9, [x3,#56]
	extr x8, x9, x8, #56
	and x8, x8, #0xfffffffff
	add x8, x8, x6
	str x8, [x0,#112]
	ldr x8, [x3,#64]
	add x8, x6, x8, lsr #28
	str x8, [x0,#120]
	ldr x8, [x3,#72]
	and x8, x8, #0xfffffffff
	add x8, x8, x6
	str x8, [x0,#128]
	ldp x8, x9, [x3,#72]
	extr x8, x9, x8, #36
	and x8, x8, #0xfffffffff
	add x8, x8, x6
	str x8, [x0,#136]
	ldr x8, [x3,#80]
	ubfx x8, x8, #8, #36
	add x8, x8, x6
	str x8, [x0,#144]
	ldp x8, x9, [x3,#80]
	extr x8, x9, x8, #44
	and x8, x8, #0xfffffffff
	add x8, x8, x6
	str x8, [x0,#152]
	ldr x8, [x3,#88]
	ubfx x8, x8, #16, #36
	add x8, x8, x6
	str x8, [x0,#160]
	ldp x8, x9, [x3,#88]
	extr x8, x9, x8, #52
	and x8, x8, #0xfffffffff
	add x8, x8, x6
	str x8, [x0,#168]
	ldr x8, [x3,#96]
	ubfx x8, x8, #24, #36
	add x8, x8, x6
	str x8, [x0,#176]
	ldp x8, x9, [x3,#96]
	extr x8, x9, x8, #60
	and x8, x8, #0xfffffffff
	add x8, x8, x6
	str x8, [x0,#184]
	ldp x8, x9, [x3,#104]
	extr x8, x9, x8, #32
	and x8, x8, #0xfffffffff
	add x8, x8, x6
	str x8, [x0,#192]
	ldr x8, [x3,#112]
	ubfx x8, x8, #4, #36
	add x8, x8, x6
	str x8, [x0,#200]
	ldp x8, x9, [x3,#112]
	extr x8, x9, x8, #40
	and x8, x8, #0xfffffffff
	add x8, x8, x6
	str x8, [x0,#208]
	ldr x8, [x3,#120]
	ubfx x8, x8, #12, #36
	add x8, x8, x6
	str x8, [x0,#216]
	ldp x8, x9, [x3,#120]
	extr x8, x9, x8, #48
	and x8, x8, #0xfffffffff
	add x8, x8, x6
	str x8, [x0,#224]
	ldr x8, [x3,#128]
	ubfx x8, x8, #20, #36
	add x8, x8, x6
	str x8, [x0,#232]
	ldp x8, x9, [x3,#128]
	extr x8, x9, x8, #56
	and x8, x8, #0xfffffffff
	add x8, x8, x6
	str x8, [x0,#240]
	ldr x8, [x3,#136]
	add x8, x6, x8, lsr #28
	str x8, [x0,#248]
	ldr x8, [x3,#144]
	and x8, x8, #0xfffffffff
	add x8, x8, x6
	str x8, [x0,#256]
	ldp x8, x9, [x3,#144]
	extr x8, x9, x8, #36
	and x8, x8, #0xfffffffff
	add x8, x8, x6
	str x8, [x0,#264]
	ldr x8, [x3,#152]
	ubfx x8, x8, #8, #36
	add x8, x8, x6
	str x8, [x0,#272]
	ldp x8, x9, [x3,#152]
	extr x8, x9, x8, #44
	and x8, x8, #0xfffffffff
	add x8, x8, x6
	str x8, [x0,#280]
	ldr x8, [x3,#160]
	ubfx x8, x8, #16, #36
	add x8, x8, x6
	str x8, [x0,#288]
	ldp x8, x9, [x3,#160]
	extr x8, x9, x8, #52
	and x8, x8, #0xfffffffff
	add x8, x8, x6
	str x8, [x0,#296]
	ldr x8, [x3,#168]
	ubfx x8, x8, #24, #36
	add x8, x8, x6
	str x8, [x0,#304]
	ldp x8, x9, [x3,#168]
	extr x8, x9, x8, #60
	and x8, x8, #0xfffffffff
	add x8, x8, x6
	str x8, [x0,#312]
	ldp x8, x9, [x3,#176]
	extr x8, x9, x8, #32
	and x8, x8, #0xfffffffff
	add x8, x8, x6
	str x8, [x0,#320]
	ldr x8, [x3,#184]
	ubfx x8, x8, #4, #36
	add x8, x8, x6
	str x8, [x0,#328]
	ldp x8, x9, [x3,#184]
	extr x8, x9, x8, #40
	and x8, x8, #0xfffffffff
	add x8, x8, x6
	str x8, [x0,#336]
	ldr x8, [x3,#192]
	ubfx x8, x8, #12, #36
	add x8, x8, x6
	str x8, [x0,#344]
	ldp x8, x9, [x3,#192]
	extr x8, x9, x8, #48
	and x8, x8, #0xfffffffff
	add x8, x8, x6
	str x8, [x0,#352]
	ldr x8, [x3,#200]
	ubfx x8, x8, #20, #36
	add x8, x8, x6
	str x8, [x0,#360]
	ldp x8, x9, [x3,#200]
	extr x8, x9, x8, #56
	and x8, x8, #0xfffffffff
	add x8, x8, x6
	str x8, [x0,#368]
	ldr x8, [x3,#208]
	add x8, x6, x8, lsr #28
	str x8, [x0,#376]
	ldr x8, [x3,#216]
	and x8, x8, #0xfffffffff
	add x8, x8, x6
	str x8, [x0,#384]
	ldp x8, x9, [x3,#216]
	extr x8, x9, x8, #36
	and x8, x8, #0xfffffffff
	add x8, x8, x6
	str x8, [x0,#392]
	ldr x8, [x3,#224]
	ubfx x8, x8, #8, #36
	add x8, x8, x6
	str x8, [x0,#400]
	ldp x8, x9, [x3,#224]
	extr x8, x9, x8, #44
	and x8, x8, #0xfffffffff
	add x8, x8, x6
	str x8, [x0,#408]
	ldr x8, [x3,#232]
	ubfx x8, x8, #16, #36
	add x8, x8, x6
	str x8, [x0,#416]
	ldp x8, x9, [x3,#232]
	extr x8, x9, x8, #52
	and x8, x8, #0xfffffffff
	add x8, x8, x6
	str x8, [x0,#424]
	ldr x8, [x3,#240]
	ubfx x8, x8, #24, #36
	add x8, x8, x6
	str x8, [x0,#432]
	ldp x8, x9, [x3,#240]
	extr x8, x9, x8, #60
	and x8, x8, #0xfffffffff
	add x8, x8, x6
	str x8, [x0,#440]
	ldp x8, x9, [x3,#248]
	extr x8, x9, x8, #32
	and x8, x8, #0xfffffffff
	add x8, x8, x6
	str x8, [x0,#448]
	ldr x8, [x3,#256]
	ubfx x8, x8, #4, #36
	add x8, x8, x6
	str x8, [x0,#456]
	ldp x8, x9, [x3,#256]
	extr x8, x9, x8, #40
	and x8, x8, #0xfffffffff
	add x8, x8, x6
	str x8, [x0,#464]
	ldr x8, [x3,#264]
	ubfx x8, x8, #12, #36
	add x8, x8, x6
	str x8, [x0,#472]
	ldp x8, x9, [x3,#264]
	extr x8, x9, x8, #48
	and x8, x8, #0xfffffffff
	add x8, x8, x6
	str x8, [x0,#480]
	ldr x8, [x3,#272]
	ubfx x8, x8, #20, #36
	add x8, x8, x6
	str x8, [x0,#488]
	ldp x8, x9, [x3,#272]
	extr x8, x9, x8, #56
	and x8, x8, #0xfffffffff
	add x8, x8, x6
	str x8, [x0,#496]
	ldr x8, [x3,#280]
	add x8, x6, x8, lsr #28
	str x8, [x0,#504]
	sub x2, x2, #0x40
	neg x8, x2
	asr x8, x8, #63
	and x8, x8, #0x200
	sub x5, x5, #0x24
	neg x9, x5
	asr x9, x9, #63
	mov x10, #0x120
	and x9, x9, x10
	add x0, x8, x0
	add x3, x9, x3
	sub x1, x1, #0x40
	sub x4, x4, #0x24
	add x7, x7, #0x40
	cmp x1, #0x40
	b.lt out
	cmp x4, #0x24
	b.ge loop
out:
