// Package gen makes deterministic sets of row ids for tests, fuzz seed
// corpora and benchmarks, of every shape a row-ID sequence meets
// (contiguous ranges, ranges with a few holes, dense bitmap-like sets,
// sparse sets, unsorted arrays, values near 2^64-1). It imports nothing
// of this module, so that every package's tests may use it; table
// histories, which need package table's operation type, are in
// gen/tablegen.
//
// Every generator takes an explicit seed and draws from math/rand/v2's PCG,
// so the same seed gives the same workload on every machine and Go version.
package gen
