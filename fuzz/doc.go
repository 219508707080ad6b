// Package fuzz holds fuzz targets for every decoder and round trip of
// stablerow: bit-packed arrays and bitmaps, Lance's protobuf bytes for
// segments, sequences and version sequences, and model-based targets.
// `make test` runs each target for a bounded count, with and without
// -tags purego; `make fuzz` runs them for minutes.
package fuzz
