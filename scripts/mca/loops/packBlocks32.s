// packBlocks32: the loop of the compiled packBlocks32 (pack_blocks.go lines 2964-3063), from go tool objdump -gnu.
// Written by scripts/mca/mca.go; DO NOT EDIT.
loop:
	ldp x8, x9, [x3]
	sub x8, x8, x6
	and x8, x8, #0xffffffff
	sub x9, x9, x6
	orr x8, x8, x9, lsl #32
	str x8, [x0]
	ldp x8, x9, [x3,#16]
	sub x8, x8, x6
	and x8, x8, #0xffffffff
	sub x9, x9, x6
	orr x8, x8, x9, lsl #32
	str x8, [x0,#8]
	ldp x8, x9, [x3,#32]
	sub x8, x8, x6
	and x8, x8, #0xffffffff
	sub x9, x9, x6
	orr x8, x8, x9, lsl #32
	str x8, [x0,#16]
	ldp x8, x9, [x3,#48]
	sub x8, x8, x6
	and x8, x8, #0xffffffff
	sub x9, x9, x6
	orr x8, x8, x9, lsl #32
	str x8, [x0,#24]
	ldp x8, x9, [x3,#64]
	sub x8, x8, x6
	and x8, x8, #0xffffffff
	sub x9, x9, x6
	orr x8, x8, x9, lsl #32
	str x8, [x0,#32]
	ldp x8, x9, [x3,#80]
	sub x8, x8, x6
	and x8, x8, #0xffffffff
	sub x9, x9, x6
	orr x8, x8, x9, lsl #32
	str x8, [x0,#40]
	ldp x8, x9, [x3,#96]
	sub x8, x8, x6
	and x8, x8, #0xffffffff
	sub x9, x9, x6
	orr x8, x8, x9, lsl #32
	str x8, [x0,#48]
	ldp x8, x9, [x3,#112]
	sub x8, x8, x6
	and x8, x8, #0xffffffff
	sub x9, x9, x6
	orr x8, x8, x9, lsl #32
	str x8, [x0,#56]
	ldp x8, x9, [x3,#128]
	sub x8, x8, x6
	and x8, x8, #0xffffffff
	sub x9, x9, x6
	orr x8, x8, x9, lsl #32
	str x8, [x0,#64]
	ldp x8, x9, [x3,#144]
	sub x8, x8, x6
	and x8, x8, #0xffffffff
	sub x9, x9, x6
	orr x8, x8, x9, lsl #32
	str x8, [x0,#72]
	ldp x8, x9, [x3,#160]
	sub x8, x8, x6
	and x8, x8, #0xffffffff
	sub x9, x9, x6
	orr x8, x8, x9, lsl #32
	str x8, [x0,#80]
	ldp x8, x9, [x3,#176]
	sub x8, x8, x6
	and x8, x8, #0xffffffff
	sub x9, x9, x6
	orr x8, x8, x9, lsl #32
	str x8, [x0,#88]
	ldp x8, x9, [x3,#192]
	sub x8, x8, x6
	and x8, x8, #0xffffffff
	sub x9, x9, x6
	orr x8, x8, x9, lsl #32
	str x8, [x0,#96]
	ldp x8, x9, [x3,#208]
	sub x8, x8, x6
	and x8, x8, #0xffffffff
	sub x9, x9, x6
	orr x8, x8, x9, lsl #32
	str x8, [x0,#104]
	ldp x8, x9, [x3,#224]
	sub x8, x8, x6
	and x8, x8, #0xffffffff
	sub x9, x9, x6
	orr x8, x8, x9, lsl #32
	str x8, [x0,#112]
	ldp x8, x9, [x3,#240]
	sub x8, x8, x6
	and x8, x8, #0xffffffff
	sub x9, x9, x6
	orr x8, x8, x9, lsl #32
	str x8, [x0,#120]
	ldp x8, x9, [x3,#256]
	sub x8, x8, x6
	and x8, x8, #0xffffffff
	sub x9, x9, x6
	orr x8, x8, x9, lsl #32
	str x8, [x0,#128]
	ldp x8, x9, [x3,#272]
	sub x8, x8, x6
	and x8, x8, #0xffffffff
	sub x9, x9, x6
	orr x8, x8, x9, lsl #32
	str x8, [x0,#136]
	ldp x8, x9, [x3,#288]
	sub x8, x8, x6
	and x8, x8, #0xffffffff
	sub x9, x9, x6
	orr x8, x8, x9, lsl #32
	str x8, [x0,#144]
	ldp x8, x9, [x3,#304]
	sub x8, x8, x6
	and x8, x8, #0xffffffff
	sub x9, x9, x6
	orr x8, x8, x9, lsl #32
	str x8, [x0,#152]
	ldp x8, x9, [x3,#320]
	sub x8, x8, x6
	and x8, x8, #0xffffffff
	sub x9, x9, x6
	orr x8, x8, x9, lsl #32
	str x8, [x0,#160]
	ldp x8, x9, [x3,#336]
	sub x8, x8, x6
	and x8, x8, #0xffffffff
	sub x9, x9, x6
	orr x8, x8, x9, lsl #32
	str x8, [x0,#168]
	ldp x8, x9, [x3,#352]
	sub x8, x8, x6
	and x8, x8, #0xffffffff
	sub x9, x9, x6
	orr x8, x8, x9, lsl #32
	str x8, [x0,#176]
	ldp x8, x9, [x3,#368]
	sub x8, x8, x6
	and x8, x8, #0xffffffff
	sub x9, x9, x6
	orr x8, x8, x9, lsl #32
	str x8, [x0,#184]
	ldp x8, x9, [x3,#384]
	sub x8, x8, x6
	and x8, x8, #0xffffffff
	sub x9, x9, x6
	orr x8, x8, x9, lsl #32
	str x8, [x0,#192]
	ldp x8, x9, [x3,#400]
	sub x8, x8, x6
	and x8, x8, #0xffffffff
	sub x9, x9, x6
	orr x8, x8, x9, lsl #32
	str x8, [x0,#200]
	ldp x8, x9, [x3,#416]
	sub x8, x8, x6
	and x8, x8, #0xffffffff
	sub x9, x9, x6
	orr x8, x8, x9, lsl #32
	str x8, [x0,#208]
	ldp x8, x9, [x3,#432]
	sub x8, x8, x6
	and x8, x8, #0xffffffff
	sub x9, x9, x6
	orr x8, x8, x9, lsl #32
	str x8, [x0,#216]
	ldp x8, x9, [x3,#448]
	sub x8, x8, x6
	and x8, x8, #0xffffffff
	sub x9, x9, x6
	orr x8, x8, x9, lsl #32
	str x8, [x0,#224]
	ldp x8, x9, [x3,#464]
	sub x8, x8, x6
	and x8, x8, #0xffffffff
	sub x9, x9, x6
	orr x8, x8, x9, lsl #32
	str x8, [x0,#232]
	ldp x8, x9, [x3,#480]
	sub x8, x8, x6
	and x8, x8, #0xffffffff
	sub x9, x9, x6
	orr x8, x8, x9, lsl #32
	str x8, [x0,#240]
	ldp x8, x9, [x3,#496]
	sub x8, x8, x6
	and x8, x8, #0xffffffff
	sub x9, x9, x6
	orr x8, x8, x9, lsl #32
	str x8, [x0,#248]
	sub x5, x5, #0x40
	neg x8, x5
	asr x8, x8, #63
	and x8, x8, #0x200
	sub x2, x2, #0x20
	neg x9, x2
	asr x9, x9, #63
	and x9, x9, #0x100
	add x3, x8, x3
	add x0, x9, x0
	sub x4, x4, #0x40
	sub x1, x1, #0x20
	add x7, x7, #0x40
	cmp x4, #0x40
	b.lt out
	cmp x1, #0x20
	b.ge loop
out:
