//go:build purego || !(amd64 || arm64)

package bitpack

import "testing"

// kernelImpls returns every implementation of the kernels: only the
// generic one on this build.
func kernelImpls(t testing.TB) []kernelImpl {
	t.Helper()
	return []kernelImpl{genericImpl}
}

// use makes the dispatch functions run impl: there is only one here.
func (impl kernelImpl) use(t testing.TB) { t.Helper() }

// variantImpls returns every implementation of Pack and Unpack:
// kernelImpls's here (only amd64 has kernels that the dispatch picks by
// CPU).
func variantImpls(t testing.TB) []kernelImpl {
	t.Helper()
	return kernelImpls(t)
}

// setBitsImpls returns every implementation of setBits: only the generic
// one on this build.
func setBitsImpls(t testing.TB) []setBitsImpl {
	t.Helper()
	return []setBitsImpl{{genericImpl, setBitsGeneric}}
}

// fillRunImpls returns every implementation of fillRun: only the generic
// one on this build.
func fillRunImpls(t testing.TB) []fillRunImpl {
	t.Helper()
	return []fillRunImpl{{genericImpl, fillRunGeneric}}
}
