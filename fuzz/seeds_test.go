package fuzz

import (
	"encoding/binary"
	"flag"
	"fmt"
	"math/bits"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/RoaringBitmap/roaring/v2"
	"github.com/stablerow/stablerow/bitpack"
	"github.com/stablerow/stablerow/gen"
	"github.com/stablerow/stablerow/gen/tablegen"
	"github.com/stablerow/stablerow/internal/seedcorpus"
	"github.com/stablerow/stablerow/lance"
	"github.com/stablerow/stablerow/rowindex"
	"github.com/stablerow/stablerow/segment"
	"github.com/stablerow/stablerow/table"
)

// The seed corpora of this package's fuzz targets are files under
// testdata/fuzz/<Target>/seed-<name>, in the format Go's fuzzing reads
// (the "go test fuzz v1" header, then one Go literal per argument). Go
// loads them for every plain `go test` (each file is a subtest) and as the
// starting corpus when fuzzing. They are built from the seed lists below,
// one function per target, which draw on gen and on the real Lance
// datasets in lance/testdata:
//
//	go test ./fuzz -run TestSeedCorpus -update-seeds
//
// rewrites every seed-* file (and removes seed-* files no list names);
// without the flag, TestSeedCorpus fails on a missing, stale or extra seed
// file. Inputs the fuzzer found failing are committed in the same
// directories under the names `go test -fuzz` gives them (never seed-*),
// and TestSeedCorpus leaves them alone.

var updateSeeds = flag.Bool("update-seeds", false, "rewrite the seed-* files under testdata/fuzz from the seed lists of seeds_test.go")

// Corpus bounds: the committed seeds stay small so that every plain
// `go test` and every fuzzing run's baseline pass stay quick.
const (
	maxTargetSeedBytes = 256 << 10
	maxCorpusSeedBytes = 1 << 20
)

// seed is one entry of a target's seed corpus: its file is seedPrefix+name
// and args are the fuzz function's arguments after *testing.T.
type seed struct {
	name string
	args []any
}

// seedTarget is a fuzz target of this package and its seed list.
type seedTarget struct {
	name  string
	seeds func() ([]seed, error)
}

// seedTargets lists every fuzz target of the package; TestSeedCorpus
// checks the list against the Fuzz functions of the package's files.
func seedTargets() []seedTarget {
	return []seedTarget{
		{"FuzzArrayFromWords", arrayFromWordsSeeds},
		{"FuzzBitmapFromBytes", bitmapFromBytesSeeds},
		{"FuzzRowIDSequence", rowIDSequenceSeeds},
		{"FuzzVersionSequence", versionSequenceSeeds},
		{"FuzzU64Segment", u64SegmentSeeds},
		{"FuzzSegmentFromIDs", segmentFromIDsSeeds},
		{"FuzzTableModel", tableModelSeeds},
		{"FuzzDataset", datasetSeeds},
		{"FuzzDeletionVectorFromPortable", deletionVectorSeeds},
	}
}

// deletionVectorSeeds: roaring bitmaps of every container kind, with and
// without run containers, and a bitmap deletion file of the Lance
// datasets in lance/testdata.
func deletionVectorSeeds() ([]seed, error) {
	step := func(lo, hi, by uint32) []uint32 {
		var out []uint32
		for v := lo; v < hi; v += by {
			out = append(out, v)
		}
		return out
	}
	var seeds []seed
	for _, c := range []struct {
		name string
		offs []uint32
	}{
		{"empty", nil},
		{"zero", []uint32{0}},
		{"two-containers", []uint32{1, 2, 70000}},
		{"bitmap-container", step(0, 8400, 2)},
		{"array-run-64", step(100, 300, 1)},
		{"run-across-a-boundary", step(65500, 65600, 1)},
		{"scattered", step(3, 140000, 97)},
	} {
		bm := roaring.BitmapOf(c.offs...)
		for _, runs := range []bool{false, true} {
			name := c.name
			if runs {
				bm.RunOptimize()
				name += "-runs"
			}
			b, err := bm.ToBytes()
			if err != nil {
				return nil, err
			}
			seeds = append(seeds, seed{name: name, args: []any{b}})
		}
	}
	files, err := filepath.Glob(filepath.Join("..", "lance", "testdata", "*", "*.lance", "_deletions", "*.bin"))
	if err != nil {
		return nil, err
	}
	for _, p := range files[:min(len(files), 1)] { // one: they are alike
		b, err := os.ReadFile(p)
		if err != nil {
			return nil, err
		}
		seeds = append(seeds, seed{name: "lance-" + filepath.Base(filepath.Dir(filepath.Dir(p))) + "-" + filepath.Base(p), args: []any{b}})
	}
	return seeds, nil
}

// bytesSeeds names single-argument []byte seeds.
func bytesSeeds(prefix string, list []lanceBytes) []seed {
	out := make([]seed, len(list))
	for i, e := range list {
		out[i] = seed{name: prefix + e.name, args: []any{e.data}}
	}
	return out
}

// packedSeed is the FuzzArrayFromWords input that packs vals at their
// minimum with the smallest width that holds them.
func packedSeed(name string, vals []uint64) seed {
	base := uint64(0)
	if len(vals) > 0 {
		base = slices.Min(vals)
	}
	w := uint(0)
	for _, v := range vals {
		w = max(w, uint(bits.Len64(v-base)))
	}
	words := make([]uint64, bitpack.WordsFor(len(vals), w))
	bitpack.Pack(words, vals, base, w)
	raw := make([]byte, 0, 8*len(words))
	for _, x := range words {
		raw = binary.LittleEndian.AppendUint64(raw, x)
	}
	return seed{name: name, args: []any{raw, base, uint8(w), len(vals)}}
}

// arrayFromWordsSeeds: hand-written corner cases, and gen's id sets of
// every kind packed at their minimum.
func arrayFromWordsSeeds() ([]seed, error) {
	seeds := []seed{
		{"width2-base7", []any{[]byte{0xe4, 0, 0, 0, 0, 0, 0, 0}, uint64(7), uint8(2), 4}},
		{"empty", []any{[]byte{}, uint64(0), uint8(0), 0}},
		{"width64-near-max", []any{[]byte{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff}, ^uint64(0) - 3, uint8(64), 1}},
		{"width21-base2to40", []any{[]byte{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16}, uint64(1 << 40), uint8(21), 6}},
	}
	for i, kind := range gen.Kinds() {
		for _, n := range []int{5, 70} {
			seeds = append(seeds, packedSeed(fmt.Sprintf("gen-%s-n%d", kind, n), gen.IDs(uint64(i*10+n), kind, n)))
		}
	}
	return seeds, nil
}

// bitmapOf returns the LSB-first bytes with bit v-min set for each of
// ids, and their bit length max-min+1; ok is false when that is longer
// than limit bits.
func bitmapOf(ids []uint64, limit uint64) (b []byte, nbits int, ok bool) {
	if len(ids) == 0 {
		return []byte{}, 0, true
	}
	lo, hi := slices.Min(ids), slices.Max(ids)
	if hi-lo >= limit {
		return nil, 0, false
	}
	nbits = int(hi-lo) + 1
	b = make([]byte, (nbits+7)/8)
	for _, v := range ids {
		b[(v-lo)/8] |= 1 << ((v - lo) % 8)
	}
	return b, nbits, true
}

// bitmapFromBytesSeeds: hand-written corner cases, gen's id sets as
// bitmaps over their span, and the bitmap of every distinct
// range_with_bitmap segment of the Lance datasets.
func bitmapFromBytesSeeds() ([]seed, error) {
	seeds := []seed{
		{"9bits", []any{[]byte{0x55, 0x01}, 9}},
		{"empty", []any{[]byte{}, 0}},
		{"65bits-full", []any{[]byte{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01}, 65}},
	}
	for i, kind := range gen.Kinds() {
		for _, n := range []int{5, 70, 300} {
			if b, nbits, ok := bitmapOf(gen.IDs(uint64(i*10+n), kind, n), 1<<13); ok {
				seeds = append(seeds, seed{fmt.Sprintf("gen-%s-n%d", kind, n), []any{b, nbits}})
			}
		}
	}
	ls, err := lanceSeeds()
	if err != nil {
		return nil, err
	}
	for _, e := range ls.bitmapSegments {
		b, nbits, ok := bitmapOf(e.seg.AppendTo(nil), 1<<16)
		if !ok {
			return nil, fmt.Errorf("lance segment %s: bitmap longer than 65536 bits", e.name)
		}
		seeds = append(seeds, seed{"lance-" + e.name, []any{b, nbits}})
	}
	return seeds, nil
}

// rowIDSequenceSeeds are RowIdSequence bytes: the worked bytes of
// docs/FORMAT.md (§6) as complete sequences, sequences of gen's id sets of
// every kind and one concatenation of them, and every distinct inline
// sequence of the Lance datasets.
func rowIDSequenceSeeds() ([]seed, error) {
	seeds := []seed{
		{"empty", []any{[]byte{}}},
		{"doc-range-0-10", []any{[]byte{0x0A, 0x04, 0x0A, 0x02, 0x10, 0x0A}}},
		{"doc-range-100-105", []any{[]byte{0x0A, 0x06, 0x0A, 0x04, 0x08, 0x64, 0x10, 0x69}}},
		{"doc-empty-range", []any{[]byte{0x0A, 0x02, 0x0A, 0x00}}},
		{"doc-sorted-array", []any{[]byte{0x0A, 0x0E, 0x22, 0x0C, 0x0A, 0x0A, 0x08, 0x01, 0x12, 0x06, 0x00, 0x00, 0x57, 0x1B, 0xBF, 0x5D}}},
		{"doc-range-with-holes", []any{[]byte{0x0A, 0x0F, 0x12, 0x0D, 0x10, 0xE8, 0x07, 0x1A, 0x08, 0x0A, 0x06, 0x08, 0x64, 0x12, 0x02, 0x00, 0x00}}},
		{"doc-range-with-bitmap", []any{[]byte{0x0A, 0x08, 0x1A, 0x06, 0x10, 0x09, 0x1A, 0x02, 0x55, 0x01}}},
	}
	var segs []segment.Segment
	for i, kind := range gen.Kinds() {
		for _, n := range []int{1, 9, 200} {
			s := segment.FromSlice(gen.IDs(uint64(i*7+n), kind, n))
			segs = append(segs, s)
			seeds = append(seeds, seed{fmt.Sprintf("gen-%s-n%d", kind, n), []any{rowindex.NewSequence(s).AppendProto(nil)}})
		}
	}
	seeds = append(seeds, seed{"gen-all-kinds", []any{rowindex.NewSequence(segs...).AppendProto(nil)}})
	ls, err := lanceSeeds()
	if err != nil {
		return nil, err
	}
	return append(seeds, bytesSeeds("lance-", ls.sequences)...), nil
}

// versionSequenceSeeds are RowDatasetVersionSequence bytes: hand-written
// ones, runs over gen's ids, and every distinct inline version sequence
// of the Lance datasets.
func versionSequenceSeeds() ([]seed, error) {
	seeds := []seed{
		{"empty", []any{[]byte{}}},
		{"one-run-range-0-10-v5", []any{[]byte{0x0A, 0x08, 0x0A, 0x04, 0x0A, 0x02, 0x10, 0x64, 0x10, 0x05}}},
		{"gen-runs", []any{rowindex.NewVersionSequence(
			rowindex.VersionRun{Span: segment.NewRange(0, 4), Version: 42},
			rowindex.VersionRun{Span: segment.NewRange(0, 3), Version: 0},
			rowindex.VersionRun{Span: segment.FromSlice([]uint64{1, 5000, 90000}), Version: 1 << 40},
			rowindex.VersionRun{Span: segment.FromSlice(gen.IDs(3, gen.Unsorted, 50)), Version: 7},
		).AppendProto(nil)}},
	}
	ls, err := lanceSeeds()
	if err != nil {
		return nil, err
	}
	return append(seeds, bytesSeeds("lance-", ls.versions)...), nil
}

// u64SegmentSeeds are U64Segment bytes: the worked bytes of
// docs/FORMAT.md (§6), gen's id sets of every kind in both encodings, and
// every distinct segment of the Lance datasets' inline sequences.
func u64SegmentSeeds() ([]seed, error) {
	seeds := []seed{
		{"doc-range-0-10", []any{[]byte{0x0A, 0x02, 0x10, 0x0A}}},
		{"doc-range-100-105", []any{[]byte{0x0A, 0x04, 0x08, 0x64, 0x10, 0x69}}},
		{"doc-empty-range", []any{[]byte{0x0A, 0x00}}},
		{"doc-sorted-array", []any{[]byte{0x22, 0x0C, 0x0A, 0x0A, 0x08, 0x01, 0x12, 0x06, 0x00, 0x00, 0x57, 0x1B, 0xBF, 0x5D}}},
		{"doc-range-with-holes", []any{[]byte{0x12, 0x0D, 0x10, 0xE8, 0x07, 0x1A, 0x08, 0x0A, 0x06, 0x08, 0x64, 0x12, 0x02, 0x00, 0x00}}},
		{"doc-range-with-bitmap", []any{[]byte{0x1A, 0x06, 0x10, 0x09, 0x1A, 0x02, 0x55, 0x01}}},
		{"doc-empty-array", []any{[]byte{0x2A, 0x02, 0x1A, 0x00}}},
	}
	for i, kind := range gen.Kinds() {
		for _, n := range []int{1, 5, 70, 300} {
			ids := gen.IDs(uint64(i*10+n), kind, n)
			name := fmt.Sprintf("gen-%s-n%d", kind, n)
			seeds = append(seeds,
				seed{name, []any{segment.FromSlice(ids).AppendProto(nil)}},
				seed{name + "-compact", []any{segment.FromSliceCompact(ids).AppendProto(nil)}})
		}
	}
	ls, err := lanceSeeds()
	if err != nil {
		return nil, err
	}
	return append(seeds, bytesSeeds("lance-", ls.segments)...), nil
}

// stepsOf encodes ids as FuzzSegmentFromIDs reads them: the first id as
// the base, then a little-endian uint16 step per id (a step with the top
// bit set goes down by its low 15 bits). It encodes the longest prefix of
// at most limit ids whose gaps fit a step.
func stepsOf(ids []uint64, limit int) (base uint64, steps []byte) {
	if len(ids) == 0 {
		return 0, []byte{}
	}
	base = ids[0]
	prev := base
	steps = []byte{}
	for _, v := range ids[:min(len(ids), limit)] {
		var step uint16
		switch {
		case v >= prev && v-prev < 0x8000:
			step = uint16(v - prev)
		case v < prev && prev-v < 0x8000:
			step = 0x8000 | uint16(prev-v)
		default:
			return base, steps
		}
		steps = binary.LittleEndian.AppendUint16(steps, step)
		prev = v
	}
	return base, steps
}

// segmentFromIDsSeeds: hand-written id lists, gen's id sets of every kind,
// and the ids of the Lance datasets' range_with_bitmap segments (the ones
// FromSlice has the most choices for), each up to 2,000 ids.
func segmentFromIDsSeeds() ([]seed, error) {
	seeds := []seed{
		{"steps-1-1-2", []any{uint64(0), []byte{1, 0, 1, 0, 2, 0}}},
		{"near-max", []any{uint64(1<<64 - 10), []byte{1, 0, 0, 0, 1, 0}}},
		{"down-step", []any{uint64(5), []byte{3, 0, 0xff, 0xff, 1, 0, 1, 0, 2, 0}}},
	}
	for i, kind := range gen.Kinds() {
		for _, n := range []int{5, 70, 300} {
			base, steps := stepsOf(gen.IDs(uint64(i*10+n), kind, n), n)
			seeds = append(seeds, seed{fmt.Sprintf("gen-%s-n%d", kind, n), []any{base, steps}})
		}
	}
	ls, err := lanceSeeds()
	if err != nil {
		return nil, err
	}
	for _, e := range ls.bitmapSegments {
		base, steps := stepsOf(e.seg.AppendTo(nil), 2000)
		seeds = append(seeds, seed{"lance-" + e.name, []any{base, steps}})
	}
	return seeds, nil
}

// historyBytes translates a generated history into FuzzTableModel's input: one
// operation per table.Op, in the bytes its harness reads (restores,
// which the harness has no operation for, are left out). Deletes, updates
// and merge-inserts keep the number of ids (up to the harness's 16) and
// pick them from the live ids at a position taken from the first id.
func historyBytes(ops []table.Op) []byte {
	var b []byte
	pick := func(ids []uint64) []byte {
		k := min(max(len(ids), 1), 16)
		start := byte(0)
		if len(ids) > 0 {
			start = byte(ids[0])
		}
		return []byte{byte(k - 1), 0, start}
	}
	for _, op := range ops {
		switch op.Kind {
		case table.OpAppend:
			for _, rows := range op.Rows {
				b = append(b, 0, byte(min(max(rows, 1), 256)-1))
			}
		case table.OpDelete:
			b = append(append(b, 1), pick(op.IDs)...)
		case table.OpUpdate:
			b = append(append(b, 2), pick(op.IDs)...)
		case table.OpMergeInsert:
			b = append(append(append(b, 3), pick(op.IDs)...), byte(min(op.Inserted, 49)))
		case table.OpRewrite:
			b = append(b, 4, byte(op.Start), byte(min(max(op.Count, 1), 6)-1), byte(min(max(op.TargetRows, 1), 256)-1))
		}
	}
	return b
}

// tableModelSeeds: two hand-written histories and three of tablegen's default
// mix, translated.
func tableModelSeeds() ([]seed, error) {
	seeds := []seed{
		{"append-delete-update-compact", []any{[]byte{0, 40, 0, 3, 1, 2, 3, 2, 5, 1, 0, 4, 0, 3, 3, 0, 9}}},
		{"big-appends-mixed", []any{[]byte{0, 200, 0, 200, 1, 15, 3, 7, 2, 9, 2, 1, 4, 0, 5, 3, 1, 1, 2}}},
	}
	for s := uint64(1); s <= 3; s++ {
		seeds = append(seeds, seed{fmt.Sprintf("gen-history-default-mix-seed%d", s), []any{historyBytes(tablegen.History(s, tablegen.DefaultMix(), 16))}})
	}
	return seeds, nil
}

// TestSeedCorpus checks (or, with -update-seeds, rewrites) the seed-*
// files under testdata/fuzz against the seed lists (see
// internal/seedcorpus).
func TestSeedCorpus(t *testing.T) {
	var targets []seedcorpus.Target
	for _, tg := range seedTargets() {
		targets = append(targets, seedcorpus.Target{Name: tg.name, Seeds: func() ([]seedcorpus.Seed, error) {
			seeds, err := tg.seeds()
			out := make([]seedcorpus.Seed, len(seeds))
			for i, s := range seeds {
				out[i] = seedcorpus.Seed{Name: s.name, Args: s.args}
			}
			return out, err
		}})
	}
	seedcorpus.Check(t, "fuzz", targets, *updateSeeds, maxTargetSeedBytes, maxCorpusSeedBytes)
}

// datasetSeeds are whole manifests with an optional deletion file: every
// version of basic and holes (FuzzDataset adds the larger manifests of the
// other datasets itself, at run time), and a few mutants: a deletion file
// of another fragment or cut short in place of the first fragment's, and
// byte flips in and around basic v1's fragment.
func datasetSeeds() ([]seed, error) {
	base, err := datasetFiles()
	if err != nil {
		return nil, err
	}
	var seeds []seed
	read := func(name string, version uint64) ([]byte, error) {
		return os.ReadFile(filepath.Join("..", "lance", "testdata", name, name+".lance", lance.ManifestPath(version, lance.NamingV2)))
	}
	for _, ds := range []struct {
		name     string
		versions uint64
	}{{"basic", 12}, {"holes", 7}} {
		for v := uint64(1); v <= ds.versions; v++ {
			m, err := read(ds.name, v)
			if err != nil {
				return nil, err
			}
			seeds = append(seeds, seed{fmt.Sprintf("%s-v%d", ds.name, v), []any{m, []byte{}}})
		}
	}
	v12, err := read("basic", 12)
	if err != nil {
		return nil, err
	}
	other := base.files["_deletions/0-4-917162594772737790.arrow"]
	own := base.files["_deletions/6-11-5363855401090186284.arrow"]
	if other == nil || own == nil {
		return nil, fmt.Errorf("basic's deletion files are missing")
	}
	seeds = append(seeds,
		seed{"basic-v12-deletion-of-fragment-0", []any{v12, other}},
		seed{"basic-v12-deletion-cut-100", []any{v12, own[:100]}},
		seed{"basic-v12-deletion-cut-1000", []any{v12, own[:1000]}},
	)
	v1, err := read("basic", 1)
	if err != nil {
		return nil, err
	}
	for _, at := range []int{len(v1) / 4, len(v1) / 3, len(v1) / 2, 2 * len(v1) / 3} {
		b := slices.Clone(v1)
		b[at] ^= 0x40
		seeds = append(seeds, seed{fmt.Sprintf("basic-v1-flip-%d", at), []any{b, []byte{}}})
	}
	return seeds, nil
}
