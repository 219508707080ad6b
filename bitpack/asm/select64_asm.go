package main

import (
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
)

// select64Kernels builds select64 with BMI2: PDEP deposits the bit 1<<k on
// the k-th set bit of x, TZCNT reads its position.
func select64Kernels() {
	TEXT("select64BMI2", NOSPLIT, "func(x uint64, k int) int")
	Doc("select64BMI2 returns the position of the k-th (0-based) set bit of x; k < popcount(x).")
	x := Load(Param("x"), GP64())
	k := Load(Param("k"), GP64())
	bit := GP64()
	MOVL(U32(1), bit.As32())
	SHLXQ(k, bit, bit)
	PDEPQ(x, bit, bit)
	TZCNTQ(bit, bit)
	Store(bit, ReturnIndex(0))
	RET()
}
