// Package fuzz holds fuzz targets for every decoder and round trip of
// stablerow: bit-packed arrays and bitmaps, Lance's protobuf bytes for
// segments, sequences and version sequences, whole datasets read through
// package lance (FuzzDataset), and model-based targets.
// `make test` runs each target for a bounded count, with and without
// -tags purego; `make fuzz` runs them for minutes.
//
// The seed corpus of each target is committed as files in Go's corpus
// format under testdata/fuzz/<Target>/seed-<name>, which Go loads both in
// plain `go test` runs and when fuzzing. The seed lists of seeds_test.go
// build them from package gen, the worked bytes of docs/FORMAT.md (§6) and
// the Lance datasets of lance/testdata;
//
//	go test ./fuzz -run TestSeedCorpus -update-seeds
//
// regenerates them, and TestSeedCorpus fails when a committed seed file is
// missing, stale or extra. Inputs the fuzzer found failing are committed
// in the same directories under other names (not seed-*) and are kept as
// regression tests. FUZZING.md describes the targets and their findings.
package fuzz
