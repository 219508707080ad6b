package benchmarks

import (
	"fmt"
	"slices"
	"sync"
	"testing"

	"github.com/stablerow/stablerow/gen"
	"github.com/stablerow/stablerow/segment"
)

// segmentCase is one segment kind at 1e6 ids, with the naive []uint64 and
// random probes.
type segmentCase struct {
	name   string
	ids    []uint64
	seg    segment.Segment
	sorted bool
	pos    []int    // random positions
	vals   []uint64 // the ids at pos
}

var (
	segmentOnce  sync.Once
	segmentCases []*segmentCase
)

const segmentIDs = 1_000_000

// segmentWorkloads builds one segment per kind from gen's id sets, through
// Lance's encoding choice (FromSlice), and checks that the kind is the one
// the set is meant to give.
func segmentWorkloads(b *testing.B) []*segmentCase {
	segmentOnce.Do(func() {
		for _, c := range []struct {
			name string
			kind gen.Kind
			want segment.Kind
		}{
			{"range", gen.Contiguous, segment.KindRange},
			{"holes", gen.FewHoles, segment.KindRangeWithHoles},
			{"bitmap", gen.Dense, segment.KindRangeWithBitmap},
			{"sorted", gen.Sparse, segment.KindSortedArray},
			{"unsorted", gen.Unsorted, segment.KindArray},
		} {
			ids := gen.IDs(11, c.kind, segmentIDs)
			sc := &segmentCase{name: c.name, ids: ids, seg: segment.FromSlice(ids), sorted: c.kind != gen.Unsorted}
			if sc.seg.Kind() != c.want {
				panic(fmt.Sprintf("%s: FromSlice gave %v, want %v", c.name, sc.seg.Kind(), c.want))
			}
			r := gen.NewRand(12)
			for i := 0; i < 1<<16; i++ {
				p := r.IntN(len(ids))
				sc.pos = append(sc.pos, p)
				sc.vals = append(sc.vals, ids[p])
			}
			segmentCases = append(segmentCases, sc)
		}
	})
	return segmentCases
}

// BenchmarkSegmentGet reads the id at a random position: ours against
// indexing a []uint64.
func BenchmarkSegmentGet(b *testing.B) {
	for _, c := range segmentWorkloads(b) {
		var sink uint64
		mask := len(c.pos) - 1
		b.Run("impl=ours/kind="+c.name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				v, _ := c.seg.Get(c.pos[i&mask])
				sink += v
			}
		})
		b.Run("impl=naive/kind="+c.name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				sink += c.ids[c.pos[i&mask]]
			}
		})
		_ = sink
	}
}

// BenchmarkSegmentPosition finds the position of a present id: ours
// against slices.BinarySearch on a sorted []uint64 (a linear scan for the
// unsorted kind, like Lance's).
func BenchmarkSegmentPosition(b *testing.B) {
	for _, c := range segmentWorkloads(b) {
		var sink int
		mask := len(c.vals) - 1
		if !c.sorted {
			mask = 63 // linear on both sides: a few probes are enough
		}
		b.Run("impl=ours/kind="+c.name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				p, _ := c.seg.Position(c.vals[i&mask])
				sink += p
			}
		})
		b.Run("impl=naive/kind="+c.name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if c.sorted {
					p, _ := slices.BinarySearch(c.ids, c.vals[i&mask])
					sink += p
				} else {
					sink += slices.Index(c.ids, c.vals[i&mask])
				}
			}
		})
		_ = sink
	}
}

// BenchmarkSegmentDecode decodes every id into a reused []uint64: ours
// (AppendTo) against copying a []uint64. It also reports bytes per id in
// memory (B/id) and on Lance's wire (lanceB/id); the naive side is 8 B/id
// in memory and Lance's u16/u32/u64 array encoding on the wire.
func BenchmarkSegmentDecode(b *testing.B) {
	for _, c := range segmentWorkloads(b) {
		dst := make([]uint64, 0, len(c.ids))
		b.Run("impl=ours/kind="+c.name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				dst = c.seg.AppendTo(dst[:0])
			}
			valuesPerNs(b, len(c.ids))
			b.ReportMetric(float64(c.seg.SizeBytes())/float64(len(c.ids)), "B/id")
			b.ReportMetric(float64(c.seg.LanceSizeBytes())/float64(len(c.ids)), "lanceB/id")
		})
		b.Run("impl=naive/kind="+c.name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				dst = append(dst[:0], c.ids...)
			}
			valuesPerNs(b, len(c.ids))
			b.ReportMetric(8, "B/id")
			b.ReportMetric(float64(lanceArrayBytes(c.ids))/float64(len(c.ids)), "lanceB/id")
		})
	}
}

// lanceArrayBytes is the size of the ids as Lance's plain EncodedU64Array
// (the array a writer without the range encodings would store): u16, u32
// or u64 offsets from the minimum.
func lanceArrayBytes(ids []uint64) int {
	lo, hi := slices.Min(ids), slices.Max(ids)
	switch {
	case hi-lo <= 1<<16-1:
		return 2 * len(ids)
	case hi-lo <= 1<<32-1:
		return 4 * len(ids)
	}
	return 8 * len(ids)
}

// BenchmarkSegmentUnmarshal decodes Lance's U64Segment bytes (MB/s of
// input).
func BenchmarkSegmentUnmarshal(b *testing.B) {
	for _, c := range segmentWorkloads(b) {
		raw := c.seg.AppendProto(nil)
		b.Run("impl=ours/kind="+c.name, func(b *testing.B) {
			b.SetBytes(int64(len(raw)))
			for i := 0; i < b.N; i++ {
				if _, err := segment.UnmarshalProto(raw); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
