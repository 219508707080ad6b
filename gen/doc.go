// Package gen makes deterministic workloads for tests, fuzz seed corpora
// and benchmarks: sets of row ids of every shape a row-ID sequence meets
// (contiguous ranges, ranges with a few holes, dense bitmap-like sets,
// sparse sets, unsorted arrays, values near 2^64-1), and table histories:
// sequences of operations (appends, scattered and contiguous deletes,
// batched and single-row updates, merge-inserts, compactions, restores) that
// package table replays, including the benchmark workloads W1 (fresh
// appends), W2 (a table after some life) and W3 (single-row update churn).
//
// Every generator takes an explicit seed and draws from math/rand/v2's PCG,
// so the same seed gives the same workload on every machine and Go version.
package gen
