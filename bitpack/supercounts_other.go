//go:build purego || !arm64

package bitpack

func superCounts(dir, words []uint64) { superCountsGeneric(dir, words) }
