// unpackBlocks10: the loop of the compiled unpackBlocks10 (unpack_blocks.go lines 818-885), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ldr x8, [x3]
	and x8, x8, #0x3ff
	add x8, x8, x6
	str x8, [x0]
	ldr x8, [x3]
	ubfx x8, x8, #10, #10
	add x8, x8, x6
	str x8, [x0,#8]
	ldr x8, [x3]
	ubfx x8, x8, #20, #10
	add x8, x8, x6
	str x8, [x0,#16]
	ldr x8, [x3]
	ubfx x8, x8, #30, #10
	add x8, x8, x6
	str x8, [x0,#24]
	ldr x8, [x3]
	ubfx x8, x8, #40, #10
	add x8, x8, x6
	str x8, [x0,#32]
	ldr x8, [x3]
	ubfx x8, x8, #50, #10
	add x8, x8, x6
	str x8, [x0,#40]
	ldp x8, x9, [x3]
	extr x8, x9, x8, #60
	and x8, x8, #0x3ff
	add x8, x8, x6
	str x8, [x0,#48]
	ldr x8, [x3,#8]
	ubfx x8, x8, #6, #10
	add x8, x8, x6
	str x8, [x0,#56]
	ldr x8, [x3,#8]
	ubfx x8, x8, #16, #10
	add x8, x8, x6
	str x8, [x0,#64]
	ldr x8, [x3,#8]
	ubfx x8, x8, #26, #10
	add x8, x8, x6
	str x8, [x0,#72]
	ldr x8, [x3,#8]
	ubfx x8, x8, #36, #10
	add x8, x8, x6
	str x8, [x0,#80]
	ldr x8, [x3,#8]
	ubfx x8, x8, #46, #10
	add x8, x8, x6
	str x8, [x0,#88]
	ldp x8, x9, [x3,#8]
	extr x8, x9, x8, #56
	and x8, x8, #0x3ff
	add x8, x8, x6
	str x8, [x0,#96]
	ldr x8, [x3,#16]
	ubfx x8, x8, #2, #10
	add x8, x8, x6
	str x8, [x0,#104]
	ldr x8, [x3,#16]
	ubfx x8, x8, #12, #10
	add x8, x8, x6
	str x8, [x0,#112]
	ldr x8, [x3,#16]
	ubfx x8, x8, #22, #10
	add x8, x8, x6
	str x8, [x0,#120]
	ldr x8, [x3,#16]
	ubfx x8, x8, #32, #10
	add x8, x8, x6
	str x8, [x0,#128]
	ldr x8, [x3,#16]
	ubfx x8, x8, #42, #10
	add x8, x8, x6
	str x8, [x0,#136]
	ldr x8, [x3,#16]
	ubfx x8, x8, #52, #10
	add x8, x8, x6
	str x8, [x0,#144]
	ldp x8, x9, [x3,#16]
	extr x8, x9, x8, #62
	and x8, x8, #0x3ff
	add x8, x8, x6
	str x8, [x0,#152]
	ldr x8, [x3,#24]
	ubfx x8, x8, #8, #10
	add x8, x8, x6
	str x8, [x0,#160]
	ldr x8, [x3,#24]
	ubfx x8, x8, #18, #10
	add x8, x8, x6
	str x8, [x0,#168]
	ldr x8, [x3,#24]
	ubfx x8, x8, #28, #10
	add x8, x8, x6
	str x8, [x0,#176]
	ldr x8, [x3,#24]
	ubfx x8, x8, #38, #10
	add x8, x8, x6
	str x8, [x0,#184]
	ldr x8, [x3,#24]
	ubfx x8, x8, #48, #10
	add x8, x8, x6
	str x8, [x0,#192]
	ldp x8, x9, [x3,#24]
	extr x8, x9, x8, #58
	and x8, x8, #0x3ff
	add x8, x8, x6
	str x8, [x0,#200]
	ldr x8, [x3,#32]
	ubfx x8, x8, #4, #10
	add x8, x8, x6
	str x8, [x0,#208]
	ldr x8, [x3,#32]
	ubfx x8, x8, #14, #10
	add x8, x8, x6
	str x8, [x0,#216]
	ldr x8, [x3,#32]
	ubfx x8, x8, #24, #10
	add x8, x8, x6
	str x8, [x0,#224]
	ldr x8, [x3,#32]
	ubfx x8, x8, #34, #10
	add x8, x8, x6
	str x8, [x0,#232]
	ldr x8, [x3,#32]
	ubfx x8, x8, #44, #10
	add x8, x8, x6
	str x8, [x0,#240]
	ldr x8, [x3,#32]
	add x8, x6, x8, lsr #54
	str x8, [x0,#248]
	ldr x8, [x3,#40]
	and x8, x8, #0x3ff
	add x8, x8, x6
	str x8, [x0,#256]
	ldr x8, [x3,#40]
	ubfx x8, x8, #10, #10
	add x8, x8, x6
	str x8, [x0,#264]
	ldr x8, [x3,#40]
	ubfx x8, x8, #20, #10
	add x8, x8, x6
	str x8, [x0,#272]
	ldr x8, [x3,#40]
	ubfx x8, x8, #30, #10
	add x8, x8, x6
	str x8, [x0,#280]
	ldr x8, [x3,#40]
	ubfx x8, x8, #40, #10
	add x8, x8, x6
	str x8, [x0,#288]
	ldr x8, [x3,#40]
	ubfx x8, x8, #50, #10
	add x8, x8, x6
	str x8, [x0,#296]
	ldp x8, x9, [x3,#40]
	extr x8, x9, x8, #60
	and x8, x8, #0x3ff
	add x8, x8, x6
	str x8, [x0,#304]
	ldr x8, [x3,#48]
	ubfx x8, x8, #6, #10
	add x8, x8, x6
	str x8, [x0,#312]
	ldr x8, [x3,#48]
	ubfx x8, x8, #16, #10
	add x8, x8, x6
	str x8, [x0,#320]
	ldr x8, [x3,#48]
	ubfx x8, x8, #26, #10
	add x8, x8, x6
	str x8, [x0,#328]
	ldr x8, [x3,#48]
	ubfx x8, x8, #36, #10
	add x8, x8, x6
	str x8, [x0,#336]
	ldr x8, [x3,#48]
	ubfx x8, x8, #46, #10
	add x8, x8, x6
	str x8, [x0,#344]
	ldp x8, x9, [x3,#48]
	extr x8, x9, x8, #56
	and x8, x8, #0x3ff
	add x8, x8, x6
	str x8, [x0,#352]
	ldr x8, [x3,#56]
	ubfx x8, x8, #2, #10
	add x8, x8, x6
	str x8, [x0,#360]
	ldr x8, [x3,#56]
	ubfx x8, x8, #12, #10
	add x8, x8, x6
	str x8, [x0,#368]
	ldr x8, [x3,#56]
	ubfx x8, x8, #22, #10
	add x8, x8, x6
	str x8, [x0,#376]
	ldr x8, [x3,#56]
	ubfx x8, x8, #32, #10
	add x8, x8, x6
	str x8, [x0,#384]
	ldr x8, [x3,#56]
	ubfx x8, x8, #42, #10
	add x8, x8, x6
	str x8, [x0,#392]
	ldr x8, [x3,#56]
	ubfx x8, x8, #52, #10
	add x8, x8, x6
	str x8, [x0,#400]
	ldp x8, x9, [x3,#56]
	extr x8, x9, x8, #62
	and x8, x8, #0x3ff
	add x8, x8, x6
	str x8, [x0,#408]
	ldr x8, [x3,#64]
	ubfx x8, x8, #8, #10
	add x8, x8, x6
	str x8, [x0,#416]
	ldr x8, [x3,#64]
	ubfx x8, x8, #18, #10
	add x8, x8, x6
	str x8, [x0,#424]
	ldr x8, [x3,#64]
	ubfx x8, x8, #28, #10
	add x8, x8, x6
	str x8, [x0,#432]
	ldr x8, [x3,#64]
	ubfx x8, x8, #38, #10
	add x8, x8, x6
	str x8, [x0,#440]
	ldr x8, [x3,#64]
	ubfx x8, x8, #48, #10
	add x8, x8, x6
	str x8, [x0,#448]
	ldp x8, x9, [x3,#64]
	extr x8, x9, x8, #58
	and x8, x8, #0x3ff
	add x8, x8, x6
	str x8, [x0,#456]
	ldr x8, [x3,#72]
	ubfx x8, x8, #4, #10
	add x8, x8, x6
	str x8, [x0,#464]
	ldr x8, [x3,#72]
	ubfx x8, x8, #14, #10
	add x8, x8, x6
	str x8, [x0,#472]
	ldr x8, [x3,#72]
	ubfx x8, x8, #24, #10
	add x8, x8, x6
	str x8, [x0,#480]
	ldr x8, [x3,#72]
	ubfx x8, x8, #34, #10
	add x8, x8, x6
	str x8, [x0,#488]
	ldr x8, [x3,#72]
	ubfx x8, x8, #44, #10
	add x8, x8, x6
	str x8, [x0,#496]
	ldr x8, [x3,#72]
	add x8, x6, x8, lsr #54
	str x8, [x0,#504]
	sub x2, x2, #0x40
	neg x8, x2
	asr x8, x8, #63
	and x8, x8, #0x200
	sub x5, x5, #0xa
	neg x9, x5
	asr x9, x9, #63
	mov x10, #0x50
	and x9, x9, x10
	add x0, x8, x0
	add x3, x9, x3
	sub x1, x1, #0x40
	sub x4, x4, #0xa
	add x7, x7, #0x40
	cmp x1, #0x40
	b.lt out
	cmp x4, #0xa
	b.ge loop
out:
