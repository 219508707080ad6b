//go:build !purego && arm64

package bitpack

import "testing"

// kernelImpls returns every implementation of the kernels, NEON first,
// the generic one last. An implementation this CPU cannot run fails the
// test: every arm64 CPU has NEON, so a missing one means the detection is
// wrong, and a skipped implementation would go untested.
func kernelImpls(t testing.TB) []kernelImpl {
	t.Helper()
	impls := []kernelImpl{
		{
			name:      "neon",
			available: hasNEON,
			neon:      true,
			unpack:    unpackWithNEON,
			pack:      packWithNEON,
			popcount:  popcountWithNEON,
			select64:  select64Generic,
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

// use makes the dispatch functions (unpack, popcount, ...) run impl until
// the test ends.
func (impl kernelImpl) use(t testing.TB) {
	t.Helper()
	saved := useNEON
	useNEON = impl.neon
	t.Cleanup(func() { useNEON = saved })
}

// variantImpls returns every implementation of Pack and Unpack:
// kernelImpls's here (only amd64 has kernels that the dispatch picks by
// CPU).
func variantImpls(t testing.TB) []kernelImpl {
	t.Helper()
	return kernelImpls(t)
}

// setBitsImpls returns every implementation of setBits: only the generic
// one on arm64.
func setBitsImpls(t testing.TB) []setBitsImpl {
	t.Helper()
	return []setBitsImpl{{genericImpl, setBitsGeneric}}
}

// fillRunImpls returns every implementation of fillRun, NEON first, each
// with the kernelImpl whose use selects it in the dispatch.
func fillRunImpls(t testing.TB) []fillRunImpl {
	t.Helper()
	impls := kernelImpls(t)
	return []fillRunImpl{{impls[0], fillRunWithNEON}, {genericImpl, fillRunGeneric}}
}

// superCountsImpls returns every implementation of superCounts, NEON
// first.
func superCountsImpls(t testing.TB) []superCountsImpl {
	t.Helper()
	if !hasNEON {
		t.Fatal("this CPU lacks NEON")
	}
	return []superCountsImpl{{"neon", superCountsWithNEON}, {"generic", superCountsGeneric}}
}
