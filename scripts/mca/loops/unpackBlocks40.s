// unpackBlocks40: the loop of the compiled unpackBlocks40 (unpack_blocks.go lines 3068-3135), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ldr x8, [x3]
	and x8, x8, #0xffffffffff
	add x8, x8, x6
	str x8, [x0]
	ldp x8, x9, [x3]
	extr x8, x9, x8, #40
	and x8, x8, #0xffffffffff
	add x8, x8, x6
	str x8, [x0,#8]
	ldr x8, [x3,#8]
	ubfx x8, x8, #16, #40
	add x8, x8, x6
	str x8, [x0,#16]
	ldp x8, x9, [x3,#8]
	extr x8, x9, x8, #56
	and x8, x8, #0xffffffffff
	add x8, x8, x6
	str x8, [x0,#24]
	ldp x8, x9, [x3,#16]
	extr x8, x9, x8, #32
	and x8, x8, #0xffffffffff
	add x8, x8, x6
	str x8, [x0,#32]
	ldr x8, [x3,#24]
	ubfx x8, x8, #8, #40
	add x8, x8, x6
	str x8, [x0,#40]
	ldp x8, x9, [x3,#24]
	extr x8, x9, x8, #48
	and x8, x8, #0xffffffffff
	add x8, x8, x6
	str x8, [x0,#48]
	ldr x8, [x3,#32]
	add x8, x6, x8, lsr #24
	str x8, [x0,#56]
	ldr x8, [x3,#40]
	and x8, x8, #0xffffffffff
	add x8, x8, x6
	str x8, [x0,#64]
	ldp x8, x9, [x3,#40]
	extr x8, x9, x8, #40
	and x8, x8, #0xffffffffff
	add x8, x8, x6
	str x8, [x0,#72]
	ldr x8, [x3,#48]
	ubfx x8, x8, #16, #40
	add x8, x8, x6
	str x8, [x0,#80]
	ldp x8, x9, [x3,#48]
	extr x8, x9, x8, #56
	and x8, x8, #0xffffffffff
	add x8, x8, x6
	str x8, [x0,#88]
	ldp x8, x9, [x3,#56]
	extr x8, x9, x8, #32
	and x8, x8, #0xffffffffff
	add x8, x8, x6
	str x8, [x0,#96]
	ldr x8, [x3,#64]
	ubfx x8, x8, #8, #40
	add x8, x8, x6
	str x8, [x0,#104]
	ldp x8, x9, [x3,#64]
	extr x8, x9, x8, #48
	and x8, x8, #0xffffffffff
	add x8, x8, x6
	str x8, [x0,#112]
	ldr x8, [x3,#72]
	add x8, x6, x8, lsr #24
	str x8, [x0,#120]
	ldr x8, [x3,#80]
	and x8, x8, #0xffffffffff
	add x8, x8, x6
	str x8, [x0,#128]
	ldp x8, x9, [x3,#80]
	extr x8, x9, x8, #40
	and x8, x8, #0xffffffffff
	add x8, x8, x6
	str x8, [x0,#136]
	ldr x8, [x3,#88]
	ubfx x8, x8, #16, #40
	add x8, x8, x6
	str x8, [x0,#144]
	ldp x8, x9, [x3,#88]
	extr x8, x9, x8, #56
	and x8, x8, #0xffffffffff
	add x8, x8, x6
	str x8, [x0,#152]
	ldp x8, x9, [x3,#96]
	extr x8, x9, x8, #32
	and x8, x8, #0xffffffffff
	add x8, x8, x6
	str x8, [x0,#160]
	ldr x8, [x3,#104]
	ubfx x8, x8, #8, #40
	add x8, x8, x6
	str x8, [x0,#168]
	ldp x8, x9, [x3,#104]
	extr x8, x9, x8, #48
	and x8, x8, #0xffffffffff
	add x8, x8, x6
	str x8, [x0,#176]
	ldr x8, [x3,#112]
	add x8, x6, x8, lsr #24
	str x8, [x0,#184]
	ldr x8, [x3,#120]
	and x8, x8, #0xffffffffff
	add x8, x8, x6
	str x8, [x0,#192]
	ldp x8, x9, [x3,#120]
	extr x8, x9, x8, #40
	and x8, x8, #0xffffffffff
	add x8, x8, x6
	str x8, [x0,#200]
	ldr x8, [x3,#128]
	ubfx x8, x8, #16, #40
	add x8, x8, x6
	str x8, [x0,#208]
	ldp x8, x9, [x3,#128]
	extr x8, x9, x8, #56
	and x8, x8, #0xffffffffff
	add x8, x8, x6
	str x8, [x0,#216]
	ldp x8, x9, [x3,#136]
	extr x8, x9, x8, #32
	and x8, x8, #0xffffffffff
	add x8, x8, x6
	str x8, [x0,#224]
	ldr x8, [x3,#144]
	ubfx x8, x8, #8, #40
	add x8, x8, x6
	str x8, [x0,#232]
	ldp x8, x9, [x3,#144]
	extr x8, x9, x8, #48
	and x8, x8, #0xffffffffff
	add x8, x8, x6
	str x8, [x0,#240]
	ldr x8, [x3,#152]
	add x8, x6, x8, lsr #24
	str x8, [x0,#248]
	ldr x8, [x3,#160]
	and x8, x8, #0xffffffffff
	add x8, x8, x6
	str x8, [x0,#256]
	ldp x8, x9, [x3,#160]
	extr x8, x9, x8, #40
	and x8, x8, #0xffffffffff
	add x8, x8, x6
	str x8, [x0,#264]
	ldr x8, [x3,#168]
	ubfx x8, x8, #16, #40
	add x8, x8, x6
	str x8, [x0,#272]
	ldp x8, x9, [x3,#168]
	extr x8, x9, x8, #56
	and x8, x8, #0xffffffffff
	add x8, x8, x6
	str x8, [x0,#280]
	ldp x8, x9, [x3,#176]
	extr x8, x9, x8, #32
	and x8, x8, #0xffffffffff
	add x8, x8, x6
	str x8, [x0,#288]
	ldr x8, [x3,#184]
	ubfx x8, x8, #8, #40
	add x8, x8, x6
	str x8, [x0,#296]
	ldp x8, x9, [x3,#184]
	extr x8, x9, x8, #48
	and x8, x8, #0xffffffffff
	add x8, x8, x6
	str x8, [x0,#304]
	ldr x8, [x3,#192]
	add x8, x6, x8, lsr #24
	str x8, [x0,#312]
	ldr x8, [x3,#200]
	and x8, x8, #0xffffffffff
	add x8, x8, x6
	str x8, [x0,#320]
	ldp x8, x9, [x3,#200]
	extr x8, x9, x8, #40
	and x8, x8, #0xffffffffff
	add x8, x8, x6
	str x8, [x0,#328]
	ldr x8, [x3,#208]
	ubfx x8, x8, #16, #40
	add x8, x8, x6
	str x8, [x0,#336]
	ldp x8, x9, [x3,#208]
	extr x8, x9, x8, #56
	and x8, x8, #0xffffffffff
	add x8, x8, x6
	str x8, [x0,#344]
	ldp x8, x9, [x3,#216]
	extr x8, x9, x8, #32
	and x8, x8, #0xffffffffff
	add x8, x8, x6
	str x8, [x0,#352]
	ldr x8, [x3,#224]
	ubfx x8, x8, #8, #40
	add x8, x8, x6
	str x8, [x0,#360]
	ldp x8, x9, [x3,#224]
	extr x8, x9, x8, #48
	and x8, x8, #0xffffffffff
	add x8, x8, x6
	str x8, [x0,#368]
	ldr x8, [x3,#232]
	add x8, x6, x8, lsr #24
	str x8, [x0,#376]
	ldr x8, [x3,#240]
	and x8, x8, #0xffffffffff
	add x8, x8, x6
	str x8, [x0,#384]
	ldp x8, x9, [x3,#240]
	extr x8, x9, x8, #40
	and x8, x8, #0xffffffffff
	add x8, x8, x6
	str x8, [x0,#392]
	ldr x8, [x3,#248]
	ubfx x8, x8, #16, #40
	add x8, x8, x6
	str x8, [x0,#400]
	ldp x8, x9, [x3,#248]
	extr x8, x9, x8, #56
	and x8, x8, #0xffffffffff
	add x8, x8, x6
	str x8, [x0,#408]
	ldp x8, x9, [x3,#256]
	extr x8, x9, x8, #32
	and x8, x8, #0xffffffffff
	add x8, x8, x6
	str x8, [x0,#416]
	ldr x8, [x3,#264]
	ubfx x8, x8, #8, #40
	add x8, x8, x6
	str x8, [x0,#424]
	ldp x8, x9, [x3,#264]
	extr x8, x9, x8, #48
	and x8, x8, #0xffffffffff
	add x8, x8, x6
	str x8, [x0,#432]
	ldr x8, [x3,#272]
	add x8, x6, x8, lsr #24
	str x8, [x0,#440]
	ldr x8, [x3,#280]
	and x8, x8, #0xffffffffff
	add x8, x8, x6
	str x8, [x0,#448]
	ldp x8, x9, [x3,#280]
	extr x8, x9, x8, #40
	and x8, x8, #0xffffffffff
	add x8, x8, x6
	str x8, [x0,#456]
	ldr x8, [x3,#288]
	ubfx x8, x8, #16, #40
	add x8, x8, x6
	str x8, [x0,#464]
	ldp x8, x9, [x3,#288]
	extr x8, x9, x8, #56
	and x8, x8, #0xffffffffff
	add x8, x8, x6
	str x8, [x0,#472]
	ldp x8, x9, [x3,#296]
	extr x8, x9, x8, #32
	and x8, x8, #0xffffffffff
	add x8, x8, x6
	str x8, [x0,#480]
	ldr x8, [x3,#304]
	ubfx x8, x8, #8, #40
	add x8, x8, x6
	str x8, [x0,#488]
	ldp x8, x9, [x3,#304]
	extr x8, x9, x8, #48
	and x8, x8, #0xffffffffff
	add x8, x8, x6
	str x8, [x0,#496]
	ldr x8, [x3,#312]
	add x8, x6, x8, lsr #24
	str x8, [x0,#504]
	sub x2, x2, #0x40
	neg x8, x2
	asr x8, x8, #63
	and x8, x8, #0x200
	sub x5, x5, #0x28
	neg x9, x5
	asr x9, x9, #63
	mov x10, #0x140
	and x9, x9, x10
	add x0, x8, x0
	add x3, x9, x3
	sub x1, x1, #0x40
	sub x4, x4, #0x28
	add x7, x7, #0x40
	cmp x1, #0x40
	b.lt out
	cmp x4, #0x28
	b.ge loop
out:
