// unpackBlocks19: the loop of the compiled unpackBlocks19 (unpack_blocks.go lines 1493-1560), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ldr x8, [x3]
	and x8, x8, #0x7ffff
	add x8, x8, x6
	str x8, [x0]
	ldr x8, [x3]
	ubfx x8, x8, #19, #19
	add x8, x8, x6
	str x8, [x0,#8]
	ldr x8, [x3]
	ubfx x8, x8, #38, #19
	add x8, x8, x6
	str x8, [x0,#16]
	ldp x8, x9, [x3]
	extr x8, x9, x8, #57
	and x8, x8, #0x7ffff
	add x8, x8, x6
	str x8, [x0,#24]
	ldr x8, [x3,#8]
	ubfx x8, x8, #12, #19
	add x8, x8, x6
	str x8, [x0,#32]
	ldr x8, [x3,#8]
	ubfx x8, x8, #31, #19
	add x8, x8, x6
	str x8, [x0,#40]
	ldp x8, x9, [x3,#8]
	extr x8, x9, x8, #50
	and x8, x8, #0x7ffff
	add x8, x8, x6
	str x8, [x0,#48]
	ldr x8, [x3,#16]
	ubfx x8, x8, #5, #19
	add x8, x8, x6
	str x8, [x0,#56]
	ldr x8, [x3,#16]
	ubfx x8, x8, #24, #19
	add x8, x8, x6
	str x8, [x0,#64]
	ldr x8, [x3,#16]
	ubfx x8, x8, #43, #19
	add x8, x8, x6
	str x8, [x0,#72]
	ldp x8, x9, [x3,#16]
	extr x8, x9, x8, #62
	and x8, x8, #0x7ffff
	add x8, x8, x6
	str x8, [x0,#80]
	ldr x8, [x3,#24]
	ubfx x8, x8, #17, #19
	add x8, x8, x6
	str x8, [x0,#88]
	ldr x8, [x3,#24]
	ubfx x8, x8, #36, #19
	add x8, x8, x6
	str x8, [x0,#96]
	ldp x8, x9, [x3,#24]
	extr x8, x9, x8, #55
	and x8, x8, #0x7ffff
	add x8, x8, x6
	str x8, [x0,#104]
	ldr x8, [x3,#32]
	ubfx x8, x8, #10, #19
	add x8, x8, x6
	str x8, [x0,#112]
	ldr x8, [x3,#32]
	ubfx x8, x8, #29, #19
	add x8, x8, x6
	str x8, [x0,#120]
	ldp x8, x9, [x3,#32]
	extr x8, x9, x8, #48
	and x8, x8, #0x7ffff
	add x8, x8, x6
	str x8, [x0,#128]
	ldr x8, [x3,#40]
	ubfx x8, x8, #3, #19
	add x8, x8, x6
	str x8, [x0,#136]
	ldr x8, [x3,#40]
	ubfx x8, x8, #22, #19
	add x8, x8, x6
	str x8, [x0,#144]
	ldr x8, [x3,#40]
	ubfx x8, x8, #41, #19
	add x8, x8, x6
	str x8, [x0,#152]
	ldp x8, x9, [x3,#40]
	extr x8, x9, x8, #60
	and x8, x8, #0x7ffff
	add x8, x8, x6
	str x8, [x0,#160]
	ldr x8, [x3,#48]
	ubfx x8, x8, #15, #19
	add x8, x8, x6
	str x8, [x0,#168]
	ldr x8, [x3,#48]
	ubfx x8, x8, #34, #19
	add x8, x8, x6
	str x8, [x0,#176]
	ldp x8, x9, [x3,#48]
	extr x8, x9, x8, #53
	and x8, x8, #0x7ffff
	add x8, x8, x6
	str x8, [x0,#184]
	ldr x8, [x3,#56]
	ubfx x8, x8, #8, #19
	add x8, x8, x6
	str x8, [x0,#192]
	ldr x8, [x3,#56]
	ubfx x8, x8, #27, #19
	add x8, x8, x6
	str x8, [x0,#200]
	ldp x8, x9, [x3,#56]
	extr x8, x9, x8, #46
	and x8, x8, #0x7ffff
	add x8, x8, x6
	str x8, [x0,#208]
	ldr x8, [x3,#64]
	ubfx x8, x8, #1, #19
	add x8, x8, x6
	str x8, [x0,#216]
	ldr x8, [x3,#64]
	ubfx x8, x8, #20, #19
	add x8, x8, x6
	str x8, [x0,#224]
	ldr x8, [x3,#64]
	ubfx x8, x8, #39, #19
	add x8, x8, x6
	str x8, [x0,#232]
	ldp x8, x9, [x3,#64]
	extr x8, x9, x8, #58
	and x8, x8, #0x7ffff
	add x8, x8, x6
	str x8, [x0,#240]
	ldr x8, [x3,#72]
	ubfx x8, x8, #13, #19
	add x8, x8, x6
	str x8, [x0,#248]
	ldr x8, [x3,#72]
	ubfx x8, x8, #32, #19
	add x8, x8, x6
	str x8, [x0,#256]
	ldp x8, x9, [x3,#72]
	extr x8, x9, x8, #51
	and x8, x8, #0x7ffff
	add x8, x8, x6
	str x8, [x0,#264]
	ldr x8, [x3,#80]
	ubfx x8, x8, #6, #19
	add x8, x8, x6
	str x8, [x0,#272]
	ldr x8, [x3,#80]
	ubfx x8, x8, #25, #19
	add x8, x8, x6
	str x8, [x0,#280]
	ldr x8, [x3,#80]
	ubfx x8, x8, #44, #19
	add x8, x8, x6
	str x8, [x0,#288]
	ldp x8, x9, [x3,#80]
	extr x8, x9, x8, #63
	and x8, x8, #0x7ffff
	add x8, x8, x6
	str x8, [x0,#296]
	ldr x8, [x3,#88]
	ubfx x8, x8, #18, #19
	add x8, x8, x6
	str x8, [x0,#304]
	ldr x8, [x3,#88]
	ubfx x8, x8, #37, #19
	add x8, x8, x6
	str x8, [x0,#312]
	ldp x8, x9, [x3,#88]
	extr x8, x9, x8, #56
	and x8, x8, #0x7ffff
	add x8, x8, x6
	str x8, [x0,#320]
	ldr x8, [x3,#96]
	ubfx x8, x8, #11, #19
	add x8, x8, x6
	str x8, [x0,#328]
	ldr x8, [x3,#96]
	ubfx x8, x8, #30, #19
	add x8, x8, x6
	str x8, [x0,#336]
	ldp x8, x9, [x3,#96]
	extr x8, x9, x8, #49
	and x8, x8, #0x7ffff
	add x8, x8, x6
	str x8, [x0,#344]
	ldr x8, [x3,#104]
	ubfx x8, x8, #4, #19
	add x8, x8, x6
	str x8, [x0,#352]
	ldr x8, [x3,#104]
	ubfx x8, x8, #23, #19
	add x8, x8, x6
	str x8, [x0,#360]
	ldr x8, [x3,#104]
	ubfx x8, x8, #42, #19
	add x8, x8, x6
	str x8, [x0,#368]
	ldp x8, x9, [x3,#104]
	extr x8, x9, x8, #61
	and x8, x8, #0x7ffff
	add x8, x8, x6
	str x8, [x0,#376]
	ldr x8, [x3,#112]
	ubfx x8, x8, #16, #19
	add x8, x8, x6
	str x8, [x0,#384]
	ldr x8, [x3,#112]
	ubfx x8, x8, #35, #19
	add x8, x8, x6
	str x8, [x0,#392]
	ldp x8, x9, [x3,#112]
	extr x8, x9, x8, #54
	and x8, x8, #0x7ffff
	add x8, x8, x6
	str x8, [x0,#400]
	ldr x8, [x3,#120]
	ubfx x8, x8, #9, #19
	add x8, x8, x6
	str x8, [x0,#408]
	ldr x8, [x3,#120]
	ubfx x8, x8, #28, #19
	add x8, x8, x6
	str x8, [x0,#416]
	ldp x8, x9, [x3,#120]
	extr x8, x9, x8, #47
	and x8, x8, #0x7ffff
	add x8, x8, x6
	str x8, [x0,#424]
	ldr x8, [x3,#128]
	ubfx x8, x8, #2, #19
	add x8, x8, x6
	str x8, [x0,#432]
	ldr x8, [x3,#128]
	ubfx x8, x8, #21, #19
	add x8, x8, x6
	str x8, [x0,#440]
	ldr x8, [x3,#128]
	ubfx x8, x8, #40, #19
	add x8, x8, x6
	str x8, [x0,#448]
	ldp x8, x9, [x3,#128]
	extr x8, x9, x8, #59
	and x8, x8, #0x7ffff
	add x8, x8, x6
	str x8, [x0,#456]
	ldr x8, [x3,#136]
	ubfx x8, x8, #14, #19
	add x8, x8, x6
	str x8, [x0,#464]
	ldr x8, [x3,#136]
	ubfx x8, x8, #33, #19
	add x8, x8, x6
	str x8, [x0,#472]
	ldp x8, x9, [x3,#136]
	extr x8, x9, x8, #52
	and x8, x8, #0x7ffff
	add x8, x8, x6
	str x8, [x0,#480]
	ldr x8, [x3,#144]
	ubfx x8, x8, #7, #19
	add x8, x8, x6
	str x8, [x0,#488]
	ldr x8, [x3,#144]
	ubfx x8, x8, #26, #19
	add x8, x8, x6
	str x8, [x0,#496]
	ldr x8, [x3,#144]
	add x8, x6, x8, lsr #45
	str x8, [x0,#504]
	sub x2, x2, #0x40
	neg x8, x2
	asr x8, x8, #63
	and x8, x8, #0x200
	sub x5, x5, #0x13
	neg x9, x5
	asr x9, x9, #63
	mov x10, #0x98
	and x9, x9, x10
	add x0, x8, x0
	add x3, x9, x3
	sub x1, x1, #0x40
	sub x4, x4, #0x13
	add x7, x7, #0x40
	cmp x1, #0x40
	b.lt out
	cmp x4, #0x13
	b.ge loop
out:
