// unpackBlocks42: the loop of the compiled unpackBlocks42 (unpack_blocks.go lines 3218-3285), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ldr x8, [x3]
	and x8, x8, #0x3ffffffffff
	add x8, x8, x6
	str x8, [x0]
	ldp x8, x9, [x3]
	extr x8, x9, x8, #42
	and x8, x8, #0x3ffffffffff
	add x8, x8, x6
	str x8, [x0,#8]
	ldr x8, [x3,#8]
	ubfx x8, x8, #20, #42
	add x8, x8, x6
	str x8, [x0,#16]
	ldp x8, x9, [x3,#8]
	extr x8, x9, x8, #62
	and x8, x8, #0x3ffffffffff
	add x8, x8, x6
	str x8, [x0,#24]
	ldp x8, x9, [x3,#16]
	extr x8, x9, x8, #40
	and x8, x8, #0x3ffffffffff
	add x8, x8, x6
	str x8, [x0,#32]
	ldr x8, [x3,#24]
	ubfx x8, x8, #18, #42
	add x8, x8, x6
	str x8, [x0,#40]
	ldp x8, x9, [x3,#24]
	extr x8, x9, x8, #60
	and x8, x8, #0x3ffffffffff
	add x8, x8, x6
	str x8, [x0,#48]
	ldp x8, x9, [x3,#32]
	extr x8, x9, x8, #38
	and x8, x8, #0x3ffffffffff
	add x8, x8, x6
	str x8, [x0,#56]
	ldr x8, [x3,#40]
	ubfx x8, x8, #16, #42
	add x8, x8, x6
	str x8, [x0,#64]
	ldp x8, x9, [x3,#40]
	extr x8, x9, x8, #58
	and x8, x8, #0x3ffffffffff
	add x8, x8, x6
	str x8, [x0,#72]
	ldp x8, x9, [x3,#48]
	extr x8, x9, x8, #36
	and x8, x8, #0x3ffffffffff
	add x8, x8, x6
	str x8, [x0,#80]
	ldr x8, [x3,#56]
	ubfx x8, x8, #14, #42
	add x8, x8, x6
	str x8, [x0,#88]
	ldp x8, x9, [x3,#56]
	extr x8, x9, x8, #56
	and x8, x8, #0x3ffffffffff
	add x8, x8, x6
	str x8, [x0,#96]
	ldp x8, x9, [x3,#64]
	extr x8, x9, x8, #34
	and x8, x8, #0x3ffffffffff
	add x8, x8, x6
	str x8, [x0,#104]
	ldr x8, [x3,#72]
	ubfx x8, x8, #12, #42
	add x8, x8, x6
	str x8, [x0,#112]
	ldp x8, x9, [x3,#72]
	extr x8, x9, x8, #54
	and x8, x8, #0x3ffffffffff
	add x8, x8, x6
	str x8, [x0,#120]
	ldp x8, x9, [x3,#80]
	extr x8, x9, x8, #32
	and x8, x8, #0x3ffffffffff
	add x8, x8, x6
	str x8, [x0,#128]
	ldr x8, [x3,#88]
	ubfx x8, x8, #10, #42
	add x8, x8, x6
	str x8, [x0,#136]
	ldp x8, x9, [x3,#88]
	extr x8, x9, x8, #52
	and x8, x8, #0x3ffffffffff
	add x8, x8, x6
	str x8, [x0,#144]
	ldp x8, x9, [x3,#96]
	extr x8, x9, x8, #30
	and x8, x8, #0x3ffffffffff
	add x8, x8, x6
	str x8, [x0,#152]
	ldr x8, [x3,#104]
	ubfx x8, x8, #8, #42
	add x8, x8, x6
	str x8, [x0,#160]
	ldp x8, x9, [x3,#104]
	extr x8, x9, x8, #50
	and x8, x8, #0x3ffffffffff
	add x8, x8, x6
	str x8, [x0,#168]
	ldp x8, x9, [x3,#112]
	extr x8, x9, x8, #28
	and x8, x8, #0x3ffffffffff
	add x8, x8, x6
	str x8, [x0,#176]
	ldr x8, [x3,#120]
	ubfx x8, x8, #6, #42
	add x8, x8, x6
	str x8, [x0,#184]
	ldp x8, x9, [x3,#120]
	extr x8, x9, x8, #48
	and x8, x8, #0x3ffffffffff
	add x8, x8, x6
	str x8, [x0,#192]
	ldp x8, x9, [x3,#128]
	extr x8, x9, x8, #26
	and x8, x8, #0x3ffffffffff
	add x8, x8, x6
	str x8, [x0,#200]
	ldr x8, [x3,#136]
	ubfx x8, x8, #4, #42
	add x8, x8, x6
	str x8, [x0,#208]
	ldp x8, x9, [x3,#136]
	extr x8, x9, x8, #46
	and x8, x8, #0x3ffffffffff
	add x8, x8, x6
	str x8, [x0,#216]
	ldp x8, x9, [x3,#144]
	extr x8, x9, x8, #24
	and x8, x8, #0x3ffffffffff
	add x8, x8, x6
	str x8, [x0,#224]
	ldr x8, [x3,#152]
	ubfx x8, x8, #2, #42
	add x8, x8, x6
	str x8, [x0,#232]
	ldp x8, x9, [x3,#152]
	extr x8, x9, x8, #44
	and x8, x8, #0x3ffffffffff
	add x8, x8, x6
	str x8, [x0,#240]
	ldr x8, [x3,#160]
	add x8, x6, x8, lsr #22
	str x8, [x0,#248]
	ldr x8, [x3,#168]
	and x8, x8, #0x3ffffffffff
	add x8, x8, x6
	str x8, [x0,#256]
	ldp x8, x9, [x3,#168]
	extr x8, x9, x8, #42
	and x8, x8, #0x3ffffffffff
	add x8, x8, x6
	str x8, [x0,#264]
	ldr x8, [x3,#176]
	ubfx x8, x8, #20, #42
	add x8, x8, x6
	str x8, [x0,#272]
	ldp x8, x9, [x3,#176]
	extr x8, x9, x8, #62
	and x8, x8, #0x3ffffffffff
	add x8, x8, x6
	str x8, [x0,#280]
	ldp x8, x9, [x3,#184]
	extr x8, x9, x8, #40
	and x8, x8, #0x3ffffffffff
	add x8, x8, x6
	str x8, [x0,#288]
	ldr x8, [x3,#192]
	ubfx x8, x8, #18, #42
	add x8, x8, x6
	str x8, [x0,#296]
	ldp x8, x9, [x3,#192]
	extr x8, x9, x8, #60
	and x8, x8, #0x3ffffffffff
	add x8, x8, x6
	str x8, [x0,#304]
	ldp x8, x9, [x3,#200]
	extr x8, x9, x8, #38
	and x8, x8, #0x3ffffffffff
	add x8, x8, x6
	str x8, [x0,#312]
	ldr x8, [x3,#208]
	ubfx x8, x8, #16, #42
	add x8, x8, x6
	str x8, [x0,#320]
	ldp x8, x9, [x3,#208]
	extr x8, x9, x8, #58
	and x8, x8, #0x3ffffffffff
	add x8, x8, x6
	str x8, [x0,#328]
	ldp x8, x9, [x3,#216]
	extr x8, x9, x8, #36
	and x8, x8, #0x3ffffffffff
	add x8, x8, x6
	str x8, [x0,#336]
	ldr x8, [x3,#224]
	ubfx x8, x8, #14, #42
	add x8, x8, x6
	str x8, [x0,#344]
	ldp x8, x9, [x3,#224]
	extr x8, x9, x8, #56
	and x8, x8, #0x3ffffffffff
	add x8, x8, x6
	str x8, [x0,#352]
	ldp x8, x9, [x3,#232]
	extr x8, x9, x8, #34
	and x8, x8, #0x3ffffffffff
	add x8, x8, x6
	str x8, [x0,#360]
	ldr x8, [x3,#240]
	ubfx x8, x8, #12, #42
	add x8, x8, x6
	str x8, [x0,#368]
	ldp x8, x9, [x3,#240]
	extr x8, x9, x8, #54
	and x8, x8, #0x3ffffffffff
	add x8, x8, x6
	str x8, [x0,#376]
	ldp x8, x9, [x3,#248]
	extr x8, x9, x8, #32
	and x8, x8, #0x3ffffffffff
	add x8, x8, x6
	str x8, [x0,#384]
	ldr x8, [x3,#256]
	ubfx x8, x8, #10, #42
	add x8, x8, x6
	str x8, [x0,#392]
	ldp x8, x9, [x3,#256]
	extr x8, x9, x8, #52
	and x8, x8, #0x3ffffffffff
	add x8, x8, x6
	str x8, [x0,#400]
	ldp x8, x9, [x3,#264]
	extr x8, x9, x8, #30
	and x8, x8, #0x3ffffffffff
	add x8, x8, x6
	str x8, [x0,#408]
	ldr x8, [x3,#272]
	ubfx x8, x8, #8, #42
	add x8, x8, x6
	str x8, [x0,#416]
	ldp x8, x9, [x3,#272]
	extr x8, x9, x8, #50
	and x8, x8, #0x3ffffffffff
	add x8, x8, x6
	str x8, [x0,#424]
	ldp x8, x9, [x3,#280]
	extr x8, x9, x8, #28
	and x8, x8, #0x3ffffffffff
	add x8, x8, x6
	str x8, [x0,#432]
	ldr x8, [x3,#288]
	ubfx x8, x8, #6, #42
	add x8, x8, x6
	str x8, [x0,#440]
	ldp x8, x9, [x3,#288]
	extr x8, x9, x8, #48
	and x8, x8, #0x3ffffffffff
	add x8, x8, x6
	str x8, [x0,#448]
	ldp x8, x9, [x3,#296]
	extr x8, x9, x8, #26
	and x8, x8, #0x3ffffffffff
	add x8, x8, x6
	str x8, [x0,#456]
	ldr x8, [x3,#304]
	ubfx x8, x8, #4, #42
	add x8, x8, x6
	str x8, [x0,#464]
	ldp x8, x9, [x3,#304]
	extr x8, x9, x8, #46
	and x8, x8, #0x3ffffffffff
	add x8, x8, x6
	str x8, [x0,#472]
	ldp x8, x9, [x3,#312]
	extr x8, x9, x8, #24
	and x8, x8, #0x3ffffffffff
	add x8, x8, x6
	str x8, [x0,#480]
	ldr x8, [x3,#320]
	ubfx x8, x8, #2, #42
	add x8, x8, x6
	str x8, [x0,#488]
	ldp x8, x9, [x3,#320]
	extr x8, x9, x8, #44
	and x8, x8, #0x3ffffffffff
	add x8, x8, x6
	str x8, [x0,#496]
	ldr x8, [x3,#328]
	add x8, x6, x8, lsr #22
	str x8, [x0,#504]
	sub x2, x2, #0x40
	neg x8, x2
	asr x8, x8, #63
	and x8, x8, #0x200
	sub x5, x5, #0x2a
	neg x9, x5
	asr x9, x9, #63
	mov x10, #0x150
	and x9, x9, x10
	add x0, x8, x0
	add x3, x9, x3
	sub x1, x1, #0x40
	sub x4, x4, #0x2a
	add x7, x7, #0x40
	cmp x1, #0x40
	b.lt out
	cmp x4, #0x2a
	b.ge loop
out:
