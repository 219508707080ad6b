package segment

import (
	"fmt"
	"slices"
	"testing"

	"github.com/stablerow/stablerow/gen"
)

// benchN is the number of ids per benchmarked segment.
const benchN = 1_000_000

// benchKinds are the id sets benchmarked, one per encoding.
var benchKinds = []struct {
	name string
	kind gen.Kind
}{
	{"range", gen.Contiguous},
	{"holes", gen.FewHoles},
	{"bitmap", gen.Dense},
	{"sorted", gen.Sparse},
	{"unsorted", gen.Unsorted},
}

type benchSet struct {
	ids    []uint64
	seg    Segment
	probes []uint64 // present ids in random order
	idx    []int    // random positions
	lance  []byte
}

var benchCache = map[gen.Kind]*benchSet{}

func benchData(b *testing.B, kind gen.Kind) *benchSet {
	if d, ok := benchCache[kind]; ok {
		return d
	}
	ids := gen.IDs(42, kind, benchN)
	d := &benchSet{ids: ids, seg: FromSlice(ids)}
	d.probes = gen.Shuffled(7, ids)[:4096]
	r := gen.NewRand(9)
	d.idx = make([]int, 4096)
	for i := range d.idx {
		d.idx[i] = r.IntN(len(ids))
	}
	d.lance = d.seg.AppendProto(nil)
	benchCache[kind] = d
	return d
}

// BenchmarkSegment measures each encoding at 1M ids from gen against a
// plain []uint64 in the same run.
func BenchmarkSegment(b *testing.B) {
	for _, k := range benchKinds {
		d := benchData(b, k.kind)
		s := d.seg
		prefix := fmt.Sprintf("%s/%s", k.name, s.Kind())
		b.Run(prefix+"/Get", func(b *testing.B) {
			var sink uint64
			for i := 0; i < b.N; i++ {
				v, _ := s.Get(d.idx[i&4095])
				sink += v
			}
			benchSink = sink
		})
		b.Run(prefix+"/Get/naive", func(b *testing.B) {
			var sink uint64
			for i := 0; i < b.N; i++ {
				sink += d.ids[d.idx[i&4095]]
			}
			benchSink = sink
		})
		probes := d.probes
		if k.kind == gen.Unsorted {
			probes = probes[:64] // linear scans
		}
		mask := len(probes) - 1
		b.Run(prefix+"/Position", func(b *testing.B) {
			var sink int
			for i := 0; i < b.N; i++ {
				p, _ := s.Position(probes[i&mask])
				sink += p
			}
			benchSink = uint64(sink)
		})
		b.Run(prefix+"/Position/naive", func(b *testing.B) {
			var sink int
			sorted := k.kind != gen.Unsorted
			for i := 0; i < b.N; i++ {
				var p int
				if sorted {
					p, _ = slices.BinarySearch(d.ids, probes[i&mask])
				} else {
					p = slices.Index(d.ids, probes[i&mask])
				}
				sink += p
			}
			benchSink = uint64(sink)
		})
		b.Run(prefix+"/AppendTo", func(b *testing.B) {
			dst := make([]uint64, 0, len(d.ids))
			for i := 0; i < b.N; i++ {
				dst = s.AppendTo(dst[:0])
			}
			b.ReportMetric(float64(len(d.ids))*float64(b.N)/float64(b.Elapsed().Nanoseconds()), "values/ns")
			b.ReportMetric(float64(s.SizeBytes())/float64(len(d.ids)), "B/id")
			b.ReportMetric(float64(s.LanceSizeBytes())/float64(len(d.ids)), "lanceB/id")
		})
		b.Run(prefix+"/AppendTo/naive", func(b *testing.B) {
			dst := make([]uint64, 0, len(d.ids))
			for i := 0; i < b.N; i++ {
				dst = append(dst[:0], d.ids...)
			}
			b.ReportMetric(float64(len(d.ids))*float64(b.N)/float64(b.Elapsed().Nanoseconds()), "values/ns")
			b.ReportMetric(8, "B/id")
		})
		b.Run(prefix+"/UnmarshalProto", func(b *testing.B) {
			b.SetBytes(int64(len(d.lance)))
			for i := 0; i < b.N; i++ {
				if _, err := UnmarshalProto(d.lance); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkSortedArray21Bits is the target: Position on a 1M-id
// SortedArray packed at 21 bits against slices.BinarySearch.
func BenchmarkSortedArray21Bits(b *testing.B) {
	ids := make([]uint64, benchN)
	r := gen.NewRand(3)
	v := uint64(1 << 40)
	for i := range ids {
		ids[i] = v
		v += 1 + r.Uint64N(3) // span ~2M: 21 bits
	}
	// Lance would encode ids this dense as a bitmap: build the SortedArray
	// directly.
	s, err := NewSortedArray(ids)
	if err != nil || s.vals.Width() != 21 {
		b.Fatalf("%v at width %d", s, s.vals.Width())
	}
	probes := gen.Shuffled(5, ids)[:4096]
	b.Run("Position", func(b *testing.B) {
		var sink int
		for i := 0; i < b.N; i++ {
			p, _ := s.Position(probes[i&4095])
			sink += p
		}
		benchSink = uint64(sink)
		b.ReportMetric(float64(s.SizeBytes())/float64(len(ids)), "B/id")
	})
	b.Run("Position/naive", func(b *testing.B) {
		var sink int
		for i := 0; i < b.N; i++ {
			p, _ := slices.BinarySearch(ids, probes[i&4095])
			sink += p
		}
		benchSink = uint64(sink)
		b.ReportMetric(8, "B/id")
	})
}

var benchSink uint64

// BenchmarkHolesW2 mimics the segments of workload W2 after compaction
// (tablegen.W2AfterLife): a RangeWithHoles of 100k ids with 2,000 random holes,
// probed at 65536 random positions (Get) and present ids (Position), so
// that the probes touch more cache lines than BenchmarkSegment's 4096.
// dirB/hole is the memory of the hole directories per hole.
func BenchmarkHolesW2(b *testing.B) {
	s, pos, vals := holesW2Data(b)
	dirBytes := float64(s.SizeBytes()-s.vals.SizeBytes()) / float64(s.vals.Len())
	b.Run("Get", func(b *testing.B) {
		var sink uint64
		for i := 0; i < b.N; i++ {
			v, _ := s.Get(pos[i&(len(pos)-1)])
			sink += v
		}
		benchSink = sink
		b.ReportMetric(dirBytes, "dirB/hole")
	})
	b.Run("Position", func(b *testing.B) {
		var sink int
		for i := 0; i < b.N; i++ {
			p, _ := s.Position(vals[i&(len(vals)-1)])
			sink += p
		}
		benchSink = uint64(sink)
		b.ReportMetric(dirBytes, "dirB/hole")
	})
}

// holesW2Data returns BenchmarkHolesW2's segment, its 2^16 random positions
// and 2^16 random present ids.
func holesW2Data(b *testing.B) (s Segment, pos []int, vals []uint64) {
	const span, nh, nprobe = 100_000, 2_000, 1 << 16
	r := gen.NewRand(21)
	start := uint64(1 << 32)
	isHole := make([]bool, span)
	for k := 0; k < nh; {
		if j := r.IntN(span); !isHole[j] {
			isHole[j] = true
			k++
		}
	}
	var holes, ids []uint64
	for j, h := range isHole {
		if h {
			holes = append(holes, start+uint64(j))
		} else {
			ids = append(ids, start+uint64(j))
		}
	}
	s, err := NewRangeWithHoles(start, start+span, holes)
	if err != nil {
		b.Fatal(err)
	}
	pos = make([]int, nprobe)
	vals = make([]uint64, nprobe)
	for i := range pos {
		pos[i] = r.IntN(len(ids))
		vals[i] = ids[r.IntN(len(ids))]
	}
	return s, pos, vals
}
