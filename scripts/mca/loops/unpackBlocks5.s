// unpackBlocks5: the loop of the compiled unpackBlocks5 (unpack_blocks.go lines 443-510), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ldr x8, [x3]
	and x8, x8, #0x1f
	add x8, x8, x6
	str x8, [x0]
	ldr x8, [x3]
	ubfx x8, x8, #5, #5
	add x8, x8, x6
	str x8, [x0,#8]
	ldr x8, [x3]
	ubfx x8, x8, #10, #5
	add x8, x8, x6
	str x8, [x0,#16]
	ldr x8, [x3]
	ubfx x8, x8, #15, #5
	add x8, x8, x6
	str x8, [x0,#24]
	ldr x8, [x3]
	ubfx x8, x8, #20, #5
	add x8, x8, x6
	str x8, [x0,#32]
	ldr x8, [x3]
	ubfx x8, x8, #25, #5
	add x8, x8, x6
	str x8, [x0,#40]
	ldr x8, [x3]
	ubfx x8, x8, #30, #5
	add x8, x8, x6
	str x8, [x0,#48]
	ldr x8, [x3]
	ubfx x8, x8, #35, #5
	add x8, x8, x6
	str x8, [x0,#56]
	ldr x8, [x3]
	ubfx x8, x8, #40, #5
	add x8, x8, x6
	str x8, [x0,#64]
	ldr x8, [x3]
	ubfx x8, x8, #45, #5
	add x8, x8, x6
	str x8, [x0,#72]
	ldr x8, [x3]
	ubfx x8, x8, #50, #5
	add x8, x8, x6
	str x8, [x0,#80]
	ldr x8, [x3]
	ubfx x8, x8, #55, #5
	add x8, x8, x6
	str x8, [x0,#88]
	ldp x8, x9, [x3]
	extr x8, x9, x8, #60
	and x8, x8, #0x1f
	add x8, x8, x6
	str x8, [x0,#96]
	ldr x8, [x3,#8]
	ubfx x8, x8, #1, #5
	add x8, x8, x6
	str x8, [x0,#104]
	ldr x8, [x3,#8]
	ubfx x8, x8, #6, #5
	add x8, x8, x6
	str x8, [x0,#112]
	ldr x8, [x3,#8]
	ubfx x8, x8, #11, #5
	add x8, x8, x6
	str x8, [x0,#120]
	ldr x8, [x3,#8]
	ubfx x8, x8, #16, #5
	add x8, x8, x6
	str x8, [x0,#128]
	ldr x8, [x3,#8]
	ubfx x8, x8, #21, #5
	add x8, x8, x6
	str x8, [x0,#136]
	ldr x8, [x3,#8]
	ubfx x8, x8, #26, #5
	add x8, x8, x6
	str x8, [x0,#144]
	ldr x8, [x3,#8]
	ubfx x8, x8, #31, #5
	add x8, x8, x6
	str x8, [x0,#152]
	ldr x8, [x3,#8]
	ubfx x8, x8, #36, #5
	add x8, x8, x6
	str x8, [x0,#160]
	ldr x8, [x3,#8]
	ubfx x8, x8, #41, #5
	add x8, x8, x6
	str x8, [x0,#168]
	ldr x8, [x3,#8]
	ubfx x8, x8, #46, #5
	add x8, x8, x6
	str x8, [x0,#176]
	ldr x8, [x3,#8]
	ubfx x8, x8, #51, #5
	add x8, x8, x6
	str x8, [x0,#184]
	ldr x8, [x3,#8]
	ubfx x8, x8, #56, #5
	add x8, x8, x6
	str x8, [x0,#192]
	ldp x8, x9, [x3,#8]
	extr x8, x9, x8, #61
	and x8, x8, #0x1f
	add x8, x8, x6
	str x8, [x0,#200]
	ldr x8, [x3,#16]
	ubfx x8, x8, #2, #5
	add x8, x8, x6
	str x8, [x0,#208]
	ldr x8, [x3,#16]
	ubfx x8, x8, #7, #5
	add x8, x8, x6
	str x8, [x0,#216]
	ldr x8, [x3,#16]
	ubfx x8, x8, #12, #5
	add x8, x8, x6
	str x8, [x0,#224]
	ldr x8, [x3,#16]
	ubfx x8, x8, #17, #5
	add x8, x8, x6
	str x8, [x0,#232]
	ldr x8, [x3,#16]
	ubfx x8, x8, #22, #5
	add x8, x8, x6
	str x8, [x0,#240]
	ldr x8, [x3,#16]
	ubfx x8, x8, #27, #5
	add x8, x8, x6
	str x8, [x0,#248]
	ldr x8, [x3,#16]
	ubfx x8, x8, #32, #5
	add x8, x8, x6
	str x8, [x0,#256]
	ldr x8, [x3,#16]
	ubfx x8, x8, #37, #5
	add x8, x8, x6
	str x8, [x0,#264]
	ldr x8, [x3,#16]
	ubfx x8, x8, #42, #5
	add x8, x8, x6
	str x8, [x0,#272]
	ldr x8, [x3,#16]
	ubfx x8, x8, #47, #5
	add x8, x8, x6
	str x8, [x0,#280]
	ldr x8, [x3,#16]
	ubfx x8, x8, #52, #5
	add x8, x8, x6
	str x8, [x0,#288]
	ldr x8, [x3,#16]
	ubfx x8, x8, #57, #5
	add x8, x8, x6
	str x8, [x0,#296]
	ldp x8, x9, [x3,#16]
	extr x8, x9, x8, #62
	and x8, x8, #0x1f
	add x8, x8, x6
	str x8, [x0,#304]
	ldr x8, [x3,#24]
	ubfx x8, x8, #3, #5
	add x8, x8, x6
	str x8, [x0,#312]
	ldr x8, [x3,#24]
	ubfx x8, x8, #8, #5
	add x8, x8, x6
	str x8, [x0,#320]
	ldr x8, [x3,#24]
	ubfx x8, x8, #13, #5
	add x8, x8, x6
	str x8, [x0,#328]
	ldr x8, [x3,#24]
	ubfx x8, x8, #18, #5
	add x8, x8, x6
	str x8, [x0,#336]
	ldr x8, [x3,#24]
	ubfx x8, x8, #23, #5
	add x8, x8, x6
	str x8, [x0,#344]
	ldr x8, [x3,#24]
	ubfx x8, x8, #28, #5
	add x8, x8, x6
	str x8, [x0,#352]
	ldr x8, [x3,#24]
	ubfx x8, x8, #33, #5
	add x8, x8, x6
	str x8, [x0,#360]
	ldr x8, [x3,#24]
	ubfx x8, x8, #38, #5
	add x8, x8, x6
	str x8, [x0,#368]
	ldr x8, [x3,#24]
	ubfx x8, x8, #43, #5
	add x8, x8, x6
	str x8, [x0,#376]
	ldr x8, [x3,#24]
	ubfx x8, x8, #48, #5
	add x8, x8, x6
	str x8, [x0,#384]
	ldr x8, [x3,#24]
	ubfx x8, x8, #53, #5
	add x8, x8, x6
	str x8, [x0,#392]
	ldr x8, [x3,#24]
	ubfx x8, x8, #58, #5
	add x8, x8, x6
	str x8, [x0,#400]
	ldp x8, x9, [x3,#24]
	extr x8, x9, x8, #63
	and x8, x8, #0x1f
	add x8, x8, x6
	str x8, [x0,#408]
	ldr x8, [x3,#32]
	ubfx x8, x8, #4, #5
	add x8, x8, x6
	str x8, [x0,#416]
	ldr x8, [x3,#32]
	ubfx x8, x8, #9, #5
	add x8, x8, x6
	str x8, [x0,#424]
	ldr x8, [x3,#32]
	ubfx x8, x8, #14, #5
	add x8, x8, x6
	str x8, [x0,#432]
	ldr x8, [x3,#32]
	ubfx x8, x8, #19, #5
	add x8, x8, x6
	str x8, [x0,#440]
	ldr x8, [x3,#32]
	ubfx x8, x8, #24, #5
	add x8, x8, x6
	str x8, [x0,#448]
	ldr x8, [x3,#32]
	ubfx x8, x8, #29, #5
	add x8, x8, x6
	str x8, [x0,#456]
	ldr x8, [x3,#32]
	ubfx x8, x8, #34, #5
	add x8, x8, x6
	str x8, [x0,#464]
	ldr x8, [x3,#32]
	ubfx x8, x8, #39, #5
	add x8, x8, x6
	str x8, [x0,#472]
	ldr x8, [x3,#32]
	ubfx x8, x8, #44, #5
	add x8, x8, x6
	str x8, [x0,#480]
	ldr x8, [x3,#32]
	ubfx x8, x8, #49, #5
	add x8, x8, x6
	str x8, [x0,#488]
	ldr x8, [x3,#32]
	ubfx x8, x8, #54, #5
	add x8, x8, x6
	str x8, [x0,#496]
	ldr x8, [x3,#32]
	add x8, x6, x8, lsr #59
	str x8, [x0,#504]
	sub x2, x2, #0x40
	neg x8, x2
	asr x8, x8, #63
	and x8, x8, #0x200
	sub x5, x5, #0x5
	neg x9, x5
	asr x9, x9, #63
	mov x10, #0x28
	and x9, x9, x10
	add x0, x8, x0
	add x3, x9, x3
	sub x1, x1, #0x40
	sub x4, x4, #0x5
	add x7, x7, #0x40
	cmp x1, #0x40
	b.lt out
	cmp x4, #0x5
	b.ge loop
out:
