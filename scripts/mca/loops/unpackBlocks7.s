// unpackBlocks7: the loop of the compiled unpackBlocks7 (unpack_blocks.go lines 593-660), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ldr x8, [x3]
	and x8, x8, #0x7f
	add x8, x8, x6
	str x8, [x0]
	ldr x8, [x3]
	ubfx x8, x8, #7, #7
	add x8, x8, x6
	str x8, [x0,#8]
	ldr x8, [x3]
	ubfx x8, x8, #14, #7
	add x8, x8, x6
	str x8, [x0,#16]
	ldr x8, [x3]
	ubfx x8, x8, #21, #7
	add x8, x8, x6
	str x8, [x0,#24]
	ldr x8, [x3]
	ubfx x8, x8, #28, #7
	add x8, x8, x6
	str x8, [x0,#32]
	ldr x8, [x3]
	ubfx x8, x8, #35, #7
	add x8, x8, x6
	str x8, [x0,#40]
	ldr x8, [x3]
	ubfx x8, x8, #42, #7
	add x8, x8, x6
	str x8, [x0,#48]
	ldr x8, [x3]
	ubfx x8, x8, #49, #7
	add x8, x8, x6
	str x8, [x0,#56]
	ldr x8, [x3]
	ubfx x8, x8, #56, #7
	add x8, x8, x6
	str x8, [x0,#64]
	ldp x8, x9, [x3]
	extr x8, x9, x8, #63
	and x8, x8, #0x7f
	add x8, x8, x6
	str x8, [x0,#72]
	ldr x8, [x3,#8]
	ubfx x8, x8, #6, #7
	add x8, x8, x6
	str x8, [x0,#80]
	ldr x8, [x3,#8]
	ubfx x8, x8, #13, #7
	add x8, x8, x6
	str x8, [x0,#88]
	ldr x8, [x3,#8]
	ubfx x8, x8, #20, #7
	add x8, x8, x6
	str x8, [x0,#96]
	ldr x8, [x3,#8]
	ubfx x8, x8, #27, #7
	add x8, x8, x6
	str x8, [x0,#104]
	ldr x8, [x3,#8]
	ubfx x8, x8, #34, #7
	add x8, x8, x6
	str x8, [x0,#112]
	ldr x8, [x3,#8]
	ubfx x8, x8, #41, #7
	add x8, x8, x6
	str x8, [x0,#120]
	ldr x8, [x3,#8]
	ubfx x8, x8, #48, #7
	add x8, x8, x6
	str x8, [x0,#128]
	ldr x8, [x3,#8]
	ubfx x8, x8, #55, #7
	add x8, x8, x6
	str x8, [x0,#136]
	ldp x8, x9, [x3,#8]
	extr x8, x9, x8, #62
	and x8, x8, #0x7f
	add x8, x8, x6
	str x8, [x0,#144]
	ldr x8, [x3,#16]
	ubfx x8, x8, #5, #7
	add x8, x8, x6
	str x8, [x0,#152]
	ldr x8, [x3,#16]
	ubfx x8, x8, #12, #7
	add x8, x8, x6
	str x8, [x0,#160]
	ldr x8, [x3,#16]
	ubfx x8, x8, #19, #7
	add x8, x8, x6
	str x8, [x0,#168]
	ldr x8, [x3,#16]
	ubfx x8, x8, #26, #7
	add x8, x8, x6
	str x8, [x0,#176]
	ldr x8, [x3,#16]
	ubfx x8, x8, #33, #7
	add x8, x8, x6
	str x8, [x0,#184]
	ldr x8, [x3,#16]
	ubfx x8, x8, #40, #7
	add x8, x8, x6
	str x8, [x0,#192]
	ldr x8, [x3,#16]
	ubfx x8, x8, #47, #7
	add x8, x8, x6
	str x8, [x0,#200]
	ldr x8, [x3,#16]
	ubfx x8, x8, #54, #7
	add x8, x8, x6
	str x8, [x0,#208]
	ldp x8, x9, [x3,#16]
	extr x8, x9, x8, #61
	and x8, x8, #0x7f
	add x8, x8, x6
	str x8, [x0,#216]
	ldr x8, [x3,#24]
	ubfx x8, x8, #4, #7
	add x8, x8, x6
	str x8, [x0,#224]
	ldr x8, [x3,#24]
	ubfx x8, x8, #11, #7
	add x8, x8, x6
	str x8, [x0,#232]
	ldr x8, [x3,#24]
	ubfx x8, x8, #18, #7
	add x8, x8, x6
	str x8, [x0,#240]
	ldr x8, [x3,#24]
	ubfx x8, x8, #25, #7
	add x8, x8, x6
	str x8, [x0,#248]
	ldr x8, [x3,#24]
	ubfx x8, x8, #32, #7
	add x8, x8, x6
	str x8, [x0,#256]
	ldr x8, [x3,#24]
	ubfx x8, x8, #39, #7
	add x8, x8, x6
	str x8, [x0,#264]
	ldr x8, [x3,#24]
	ubfx x8, x8, #46, #7
	add x8, x8, x6
	str x8, [x0,#272]
	ldr x8, [x3,#24]
	ubfx x8, x8, #53, #7
	add x8, x8, x6
	str x8, [x0,#280]
	ldp x8, x9, [x3,#24]
	extr x8, x9, x8, #60
	and x8, x8, #0x7f
	add x8, x8, x6
	str x8, [x0,#288]
	ldr x8, [x3,#32]
	ubfx x8, x8, #3, #7
	add x8, x8, x6
	str x8, [x0,#296]
	ldr x8, [x3,#32]
	ubfx x8, x8, #10, #7
	add x8, x8, x6
	str x8, [x0,#304]
	ldr x8, [x3,#32]
	ubfx x8, x8, #17, #7
	add x8, x8, x6
	str x8, [x0,#312]
	ldr x8, [x3,#32]
	ubfx x8, x8, #24, #7
	add x8, x8, x6
	str x8, [x0,#320]
	ldr x8, [x3,#32]
	ubfx x8, x8, #31, #7
	add x8, x8, x6
	str x8, [x0,#328]
	ldr x8, [x3,#32]
	ubfx x8, x8, #38, #7
	add x8, x8, x6
	str x8, [x0,#336]
	ldr x8, [x3,#32]
	ubfx x8, x8, #45, #7
	add x8, x8, x6
	str x8, [x0,#344]
	ldr x8, [x3,#32]
	ubfx x8, x8, #52, #7
	add x8, x8, x6
	str x8, [x0,#352]
	ldp x8, x9, [x3,#32]
	extr x8, x9, x8, #59
	and x8, x8, #0x7f
	add x8, x8, x6
	str x8, [x0,#360]
	ldr x8, [x3,#40]
	ubfx x8, x8, #2, #7
	add x8, x8, x6
	str x8, [x0,#368]
	ldr x8, [x3,#40]
	ubfx x8, x8, #9, #7
	add x8, x8, x6
	str x8, [x0,#376]
	ldr x8, [x3,#40]
	ubfx x8, x8, #16, #7
	add x8, x8, x6
	str x8, [x0,#384]
	ldr x8, [x3,#40]
	ubfx x8, x8, #23, #7
	add x8, x8, x6
	str x8, [x0,#392]
	ldr x8, [x3,#40]
	ubfx x8, x8, #30, #7
	add x8, x8, x6
	str x8, [x0,#400]
	ldr x8, [x3,#40]
	ubfx x8, x8, #37, #7
	add x8, x8, x6
	str x8, [x0,#408]
	ldr x8, [x3,#40]
	ubfx x8, x8, #44, #7
	add x8, x8, x6
	str x8, [x0,#416]
	ldr x8, [x3,#40]
	ubfx x8, x8, #51, #7
	add x8, x8, x6
	str x8, [x0,#424]
	ldp x8, x9, [x3,#40]
	extr x8, x9, x8, #58
	and x8, x8, #0x7f
	add x8, x8, x6
	str x8, [x0,#432]
	ldr x8, [x3,#48]
	ubfx x8, x8, #1, #7
	add x8, x8, x6
	str x8, [x0,#440]
	ldr x8, [x3,#48]
	ubfx x8, x8, #8, #7
	add x8, x8, x6
	str x8, [x0,#448]
	ldr x8, [x3,#48]
	ubfx x8, x8, #15, #7
	add x8, x8, x6
	str x8, [x0,#456]
	ldr x8, [x3,#48]
	ubfx x8, x8, #22, #7
	add x8, x8, x6
	str x8, [x0,#464]
	ldr x8, [x3,#48]
	ubfx x8, x8, #29, #7
	add x8, x8, x6
	str x8, [x0,#472]
	ldr x8, [x3,#48]
	ubfx x8, x8, #36, #7
	add x8, x8, x6
	str x8, [x0,#480]
	ldr x8, [x3,#48]
	ubfx x8, x8, #43, #7
	add x8, x8, x6
	str x8, [x0,#488]
	ldr x8, [x3,#48]
	ubfx x8, x8, #50, #7
	add x8, x8, x6
	str x8, [x0,#496]
	ldr x8, [x3,#48]
	add x8, x6, x8, lsr #57
	str x8, [x0,#504]
	sub x2, x2, #0x40
	neg x8, x2
	asr x8, x8, #63
	and x8, x8, #0x200
	sub x5, x5, #0x7
	neg x9, x5
	asr x9, x9, #63
	and x9, x9, #0x38
	add x0, x8, x0
	add x3, x9, x3
	sub x1, x1, #0x40
	sub x4, x4, #0x7
	add x7, x7, #0x40
	cmp x1, #0x40
	b.lt out
	cmp x4, #0x7
	b.ge loop
out:
