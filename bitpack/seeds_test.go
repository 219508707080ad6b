package bitpack

import (
	"encoding/binary"
	"flag"
	"slices"
	"testing"

	"github.com/stablerow/stablerow/gen"
	"github.com/stablerow/stablerow/internal/seedcorpus"
)

// The seed corpora of this package's kernel parity fuzz targets are files
// under testdata/fuzz/<Target>/seed-<name>: a few hand-made edge inputs
// and inputs from gen's id sets.
//
//	go test ./bitpack -run TestSeedCorpus -update-seeds
//
// rewrites them; without the flag TestSeedCorpus fails on a missing, stale
// or extra seed file (see internal/seedcorpus).
var updateSeeds = flag.Bool("update-seeds", false, "rewrite the seed-* files under testdata/fuzz from the seed lists of seeds_test.go")

// genWords returns the little-endian bytes of the first n ids of a gen
// set, the raw material the targets reinterpret as packed words or values.
func genWords(kind gen.Kind, n int) []byte {
	var b []byte
	for _, v := range gen.IDs(5, kind, n) {
		b = binary.LittleEndian.AppendUint64(b, v)
	}
	return b
}

func TestSeedCorpus(t *testing.T) {
	s := func(name string, args ...any) seedcorpus.Seed { return seedcorpus.Seed{Name: name, Args: args} }
	fixed := func(seeds ...seedcorpus.Seed) func() ([]seedcorpus.Seed, error) {
		return func() ([]seedcorpus.Seed, error) { return seeds, nil }
	}
	nine := []byte("\x01\x02\x03\x04\x05\x06\x07\x08\x09")
	sparse, dense := genWords(gen.Sparse, 100), genWords(gen.Dense, 100)
	targets := []seedcorpus.Target{
		{Name: "FuzzUnpackParity", Seeds: fixed(
			s("nine-bytes-w7", nine, uint8(7), uint16(9), uint64(5), uint8(0)),
			s("zeros-w61", make([]byte, 600), uint8(61), uint16(77), uint64(1<<63), uint8(3)),
			s("ones-w64-empty", []byte{0xff, 0xff}, uint8(64), uint16(0), uint64(0), uint8(1)),
			s("gen-sparse-w21", sparse, uint8(21), uint16(100), uint64(1000), uint8(2)),
		)},
		{Name: "FuzzPackParity", Seeds: fixed(
			s("nine-bytes-w7", nine, uint8(7), uint64(5), uint8(0)),
			s("zeros-w59", make([]byte, 800), uint8(59), uint64(1<<63), uint8(5)),
			s("gen-dense-w17", dense, uint8(17), uint64(0), uint8(1)),
		)},
		{Name: "FuzzLowerBoundInBlock", Seeds: fixed(
			s("nine-bytes-w7", nine, uint8(7), uint8(9), uint64(5)),
			s("zeros-w63", make([]byte, 512), uint8(63), uint8(64), uint64(1)),
			s("gen-sparse-w33", sparse, uint8(33), uint8(63), uint64(77_777)),
		)},
		{Name: "FuzzPopcountParity", Seeds: fixed(
			s("nine-bytes", nine, uint8(0)),
			s("zeros", make([]byte, 1000), uint8(3)),
			s("gen-dense", dense, uint8(1)),
		)},
		{Name: "FuzzSelect64Parity", Seeds: fixed(
			s("one", uint64(1), uint8(0)),
			s("ones-last", ^uint64(0), uint8(63)),
			s("ends", uint64(0x8000000000000001), uint8(1)),
		)},
		{Name: "FuzzSelect1Parity", Seeds: fixed(
			s("nine-bytes-partial", nine, uint16(3), uint8(7), uint32(12345)),
			s("ones-last", slices.Repeat([]byte{0xff}, 64), uint16(1), uint8(0), ^uint32(0)),
			s("sparse-tail", slices.Repeat([]byte{0x80, 0, 0, 0, 0, 0, 0, 0}, 1), uint16(9), uint8(1), uint32(500)),
			s("gen-dense", dense, uint16(2000), uint8(33), uint32(7_777)),
		)},
		{Name: "FuzzSetBitsParity", Seeds: fixed(
			s("nine-bytes", nine, uint64(5), uint8(0)),
			s("ones", slices.Repeat([]byte{0xff}, 600), uint64(1<<63), uint8(3)),
			s("ends", slices.Repeat([]byte{0x80, 0, 0, 0, 0, 0, 0, 1}, 100), ^uint64(0), uint8(1)),
			s("gen-dense", dense, uint64(0), uint8(2)),
		)},
		{Name: "FuzzSuperCountsParity", Seeds: fixed(
			s("nine-bytes", nine, uint8(3)),
			s("ones", slices.Repeat([]byte{0xff}, 256), uint8(9)),
			s("gen-dense", dense, uint8(40)),
		)},
		{Name: "FuzzFillRun", Seeds: fixed(
			s("wrap-33", uint16(33), ^uint64(0)-3, uint8(1)),
			s("tail-7", uint16(7), uint64(0), uint8(0)),
			s("long-odd", uint16(1031), uint64(1<<48), uint8(5)),
		)},
	}
	seedcorpus.Check(t, "bitpack", targets, *updateSeeds, 64<<10, 256<<10)
}
