//go:build !purego && amd64

package bitpack

import "testing"

// kernelImpls returns every implementation of the kernels, widest first,
// the generic one last. An implementation this CPU cannot run fails the
// test: the machines we test on have AVX-512, so a missing one means the
// detection is wrong, and a skipped implementation would go untested.
func kernelImpls(t testing.TB) []kernelImpl {
	t.Helper()
	impls := []kernelImpl{
		{
			name:      "avx512",
			available: hasAVX512 && hasFastPDEP,
			avx512:    true, avx2: true,
			unpack:    unpackWithAVX512,
			pack:      packWithAVX512,
			popcount:  popcountWithAVX512,
			select64:  select64BMI2,
			countLess: countLessWithAVX512,
		},
		{
			name:      "avx2",
			available: hasAVX2 && hasFastPDEP,
			avx2:      true,
			unpack:    unpackGeneric,
			pack:      packGeneric,
			popcount:  popcountWithPOPCNT,
			select64:  select64BMI2,
			countLess: countLessGeneric,
		},
		genericImpl,
	}
	for _, impl := range impls {
		if !impl.available {
			t.Fatalf("this CPU lacks the extensions of the %s kernels", impl.name)
		}
	}
	return impls
}

// use makes the dispatch functions (unpack, pack, ...) run impl until the
// test ends.
func (impl kernelImpl) use(t testing.TB) {
	t.Helper()
	saved512, saved2, savedPDEP := useAVX512, useAVX2, useFastPDEP
	useAVX512, useAVX2, useFastPDEP = impl.avx512, impl.avx2, impl.avx2
	t.Cleanup(func() { useAVX512, useAVX2, useFastPDEP = saved512, saved2, savedPDEP })
}
