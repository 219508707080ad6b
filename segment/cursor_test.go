package segment

import (
	"maps"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stablerow/stablerow/gen"
)

// TestCursorAgainstPosition walks ascending probes (present ids, their
// neighbours, repeats, ids outside the bounds, long and short jumps)
// through a Cursor and checks every answer against Position, for every
// gen kind and both encoding choices; then a walk with backward jumps.
func TestCursorAgainstPosition(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	genSegments(r, 100, func(ids []uint64, s Segment) {
		n := len(ids)
		probes := []uint64{0, 1, math.MaxUint64, math.MaxUint64 - 1}
		for i := 0; i < 400 && n > 0; i++ {
			v := ids[r.IntN(n)]
			probes = append(probes, v, v+1, v-1, v+uint64(r.IntN(300)))
		}
		// Runs of consecutive ids, some repeated: the stretches
		// MapPositions maps four at a time.
		for i := 0; i < 8 && n > 0; i++ {
			v := ids[r.IntN(n)]
			for d := range uint64(r.IntN(70)) {
				probes = append(probes, v+d)
				if r.IntN(16) == 0 {
					probes = append(probes, v+d)
				}
			}
		}
		sorted := slices.Clone(probes)
		slices.Sort(sorted)
		c := s.Cursor()
		for _, v := range sorted {
			checkCursorAt(t, &s, &c, v)
		}
		// Unsorted probes: every backward step searches afresh.
		c = s.Cursor()
		for _, v := range probes[:min(len(probes), 500)] {
			checkCursorAt(t, &s, &c, v)
		}
		// MapPositions, sorted and not, in two calls on one cursor.
		for _, ps := range [][]uint64{sorted, probes} {
			c = s.Cursor()
			out := make([]uint64, len(ps))
			h := len(ps) / 3
			found := MapPositions(&c, ps[:h], out[:h], 1000)
			found += MapPositions(&c, ps[h:], out[h:], 1000)
			want := 0
			for i, v := range ps {
				p, ok := s.Position(v)
				w := ^uint64(0)
				if ok {
					w = 1000 + uint64(p)
					want++
				}
				if out[i] != w {
					t.Fatalf("%v: MapPositions[%d] (id %d) = %d, want %d", s, i, v, out[i], w)
				}
			}
			if found != want {
				t.Fatalf("%v: MapPositions found %d, want %d", s, found, want)
			}
		}
	})
}

func checkCursorAt(t *testing.T, s *Segment, c *Cursor, v uint64) {
	t.Helper()
	wp, wok := s.Position(v)
	gp, gok := c.Position(v)
	if gp != wp || gok != wok {
		t.Fatalf("%v: Cursor.Position(%d) = %d, %v; Position gives %d, %v", s, v, gp, gok, wp, wok)
	}
}

// TestCursorAllocs checks that making and using a cursor does not allocate.
func TestCursorAllocs(t *testing.T) {
	for _, kind := range gen.Kinds() {
		ids := gen.IDs(9, kind, 5000)
		s := FromSlice(ids)
		probes := slices.Clone(ids)
		slices.Sort(probes)
		allocs := testing.AllocsPerRun(10, func() {
			c := s.Cursor()
			for _, v := range probes {
				c.Position(v)
			}
		})
		if allocs != 0 {
			t.Errorf("%v: %v allocations per walk", s, allocs)
		}
	}
}

// BenchmarkCursor measures a walk over every id of a 1M-id segment of each
// kind in ascending order: the cursor and MapPositions against Position
// per id. ns/id.
func BenchmarkCursor(b *testing.B) {
	for _, k := range benchKinds {
		if k.kind == gen.Unsorted {
			continue // the cursor falls back to Position
		}
		d := benchData(b, k.kind)
		s := d.seg
		report := func(b *testing.B) {
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(d.ids)), "ns/id")
		}
		b.Run(k.name+"/cursor", func(b *testing.B) {
			var sink int
			for i := 0; i < b.N; i++ {
				c := s.Cursor()
				for _, v := range d.ids {
					p, _ := c.Position(v)
					sink += p
				}
			}
			benchSink = uint64(sink)
			report(b)
		})
		b.Run(k.name+"/map", func(b *testing.B) {
			// MapPositions in blocks of 1,024 ids, one cursor a walk.
			var out [1024]uint64
			for i := 0; i < b.N; i++ {
				c := s.Cursor()
				for lo := 0; lo < len(d.ids); lo += len(out) {
					MapPositions(&c, d.ids[lo:min(lo+len(out), len(d.ids))], out[:], 0)
				}
			}
			benchSink = out[len(out)-1]
			report(b)
		})
		b.Run(k.name+"/position", func(b *testing.B) {
			var sink int
			for i := 0; i < b.N; i++ {
				for _, v := range d.ids {
					p, _ := s.Position(v)
					sink += p
				}
			}
			benchSink = uint64(sink)
			report(b)
		})
	}
}

// TestCursorNext checks Cursor.Next against a scan of the ids (the least
// id >= v, its first position), for every gen kind and both encodings,
// with ascending probes and then probes in random order on one cursor.
func TestCursorNext(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	genSegments(r, 300, func(ids []uint64, s Segment) {
		n := len(ids)
		vals := s.AppendTo(nil)
		// The distinct ids ascending, each with its first position.
		first := map[uint64]int{}
		for i, x := range vals {
			if _, seen := first[x]; !seen {
				first[x] = i
			}
		}
		distinct := slices.Sorted(maps.Keys(first))
		probes := []uint64{0, 1, math.MaxUint64, math.MaxUint64 - 1}
		np := 300
		if s.Kind() == KindArray {
			np = 20 // Next scans an unsorted Array
		}
		for i := 0; i < np && n > 0; i++ {
			v := vals[r.IntN(n)]
			probes = append(probes, v, v+1, v-1, v+uint64(r.IntN(300)))
		}
		sorted := slices.Clone(probes)
		slices.Sort(sorted)
		for _, ps := range [][]uint64{sorted, probes} {
			c := s.Cursor()
			for _, v := range ps {
				var want uint64
				wpos, wok := 0, false
				if k, _ := slices.BinarySearch(distinct, v); k < len(distinct) {
					want, wpos, wok = distinct[k], first[distinct[k]], true
				}
				got, gpos, gok := c.Next(v)
				if gok != wok || gok && (got != want || gpos != wpos) {
					t.Fatalf("%v: Next(%d) = %d at %d, %v; want %d at %d, %v", s, v, got, gpos, gok, want, wpos, wok)
				}
				// The cursor stays valid for Position.
				checkCursorAt(t, &s, &c, v)
			}
		}
	})
}

// TestMapRun checks MapRun against Position on runs of ascending probes
// (consecutive stretches, repeats, holes, ids outside the bounds) for every
// gen kind, with bounds that cut the run, lists that fill up (stopping the
// run before an absent id) and no list, and descents that end a run and
// start the next call afresh.
func TestMapRun(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	genSegments(r, 900, func(ids []uint64, s Segment) {
		n := len(ids)
		var probes []uint64
		for range 6 {
			var v uint64
			if n > 0 {
				v = ids[r.IntN(n)] - uint64(r.IntN(3))
			}
			run := make([]uint64, 0, 80)
			for d := range uint64(r.IntN(80)) {
				run = append(run, v+d)
				if r.IntN(12) == 0 {
					run = append(run, v+d)
				}
				if r.IntN(20) == 0 {
					v += uint64(r.IntN(200))
				}
			}
			probes = append(probes, run...) // a descent between runs
		}
		checkMapRun(t, &s, probes, r)
	})
}

func checkMapRun(t *testing.T, s *Segment, probes []uint64, r *rand.Rand) {
	t.Helper()
	c := s.Cursor()
	out := make([]uint64, len(probes))
	for i := 0; i < len(probes); {
		last := ^uint64(0)
		if r.IntN(3) == 0 {
			last = probes[i] + uint64(r.IntN(100))
		}
		var list []int32
		if k := r.IntN(4); k > 0 {
			list = make([]int32, r.IntN(8)*(k-1)) // empty, short or long
		}
		m, missed := MapRun(&c, probes[i:], out[i:], 1000, last, list)
		// The run the call should have mapped, and its absent ids.
		want, wantMissed := 0, 0
		for j := i; j < len(probes); j++ {
			v := probes[j]
			if v > last || j > i && v < probes[j-1] {
				break
			}
			if _, ok := s.Position(v); !ok {
				if list != nil && wantMissed == len(list) {
					break
				}
				wantMissed++
			}
			want++
		}
		if m != want || missed != wantMissed {
			t.Fatalf("%v: MapRun from %d (last %d, list %d) = %d, %d; want %d, %d", s, i, last, len(list), m, missed, want, wantMissed)
		}
		listed := 0
		for j := i; j < i+m; j++ {
			p, ok := s.Position(probes[j])
			w := ^uint64(0)
			if ok {
				w = 1000 + uint64(p)
			} else if list != nil {
				if int(list[listed]) != j-i {
					t.Fatalf("%v: MapRun listed %d, want %d", s, list[listed], j-i)
				}
				listed++
			}
			if out[j] != w {
				t.Fatalf("%v: MapRun[%d] (id %d) = %d, want %d", s, j, probes[j], out[j], w)
			}
		}
		if m == 0 {
			i++ // the first id was absent with a full list, or above last
			continue
		}
		i += m
	}
}
