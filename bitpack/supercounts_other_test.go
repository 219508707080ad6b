//go:build purego || !arm64

package bitpack

import "testing"

// superCountsImpls returns every implementation of superCounts: only the
// generic one on this build.
func superCountsImpls(t testing.TB) []superCountsImpl {
	t.Helper()
	return []superCountsImpl{{"generic", superCountsGeneric}}
}
