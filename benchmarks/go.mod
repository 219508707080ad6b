module github.com/stablerow/stablerow/benchmarks

go 1.24.0

require (
	github.com/RoaringBitmap/roaring/v2 v2.12.0
	github.com/bits-and-blooms/bitset v1.29.0
	github.com/parquet-go/bitpack v1.1.0
	github.com/stablerow/stablerow v0.0.0
)

require (
	github.com/klauspost/cpuid/v2 v2.3.0 // indirect
	github.com/mschoch/smat v0.2.0 // indirect
	golang.org/x/sys v0.37.0 // indirect
	google.golang.org/protobuf v1.36.12 // indirect
)

replace github.com/stablerow/stablerow => ../
