//go:build tools

// Package stablerow pins the module's dependencies while the packages that
// use them are being written. It is never built.
package stablerow

import (
	_ "github.com/RoaringBitmap/roaring/v2"
	_ "github.com/apache/arrow-go/v18/arrow/ipc"
	_ "github.com/bits-and-blooms/bitset"
	_ "github.com/klauspost/cpuid/v2"
	_ "google.golang.org/protobuf/encoding/protowire"
)
