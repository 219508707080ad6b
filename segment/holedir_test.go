package segment

import (
	"unsafe"

	"math"
	"math/bits"
	"math/rand/v2"
	"slices"
	"sort"
	"testing"
)

// RangeWithHoles gets its directories from holeDirCutoff holes on: both
// sides of the cutoff, with holes spread out, clustered at either end, in
// one run, and in a range far wider than the holes (few holes per bucket,
// many empty buckets). Position, Get, iteration and SizeBytes (against
// FromSliceCompact's estimate) are checked against the plain id list.
func TestHoleDirCutoff(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	type shape struct {
		name string
		make func(nh int) (start, end uint64, holes []uint64)
	}
	shapes := []shape{
		{"every-third", func(nh int) (uint64, uint64, []uint64) {
			var h []uint64
			for v := uint64(1000); len(h) < nh; v += 3 {
				h = append(h, v+1)
			}
			return 1000, h[nh-1] + 2, h
		}},
		{"front", func(nh int) (uint64, uint64, []uint64) {
			var h []uint64
			for v := uint64(1); len(h) < nh; v++ {
				h = append(h, v)
			}
			return 0, 100_000, h
		}},
		{"back", func(nh int) (uint64, uint64, []uint64) {
			var h []uint64
			for v := 100_000 - uint64(nh) - 1; len(h) < nh; v++ {
				h = append(h, v)
			}
			return 0, 100_000, h
		}},
		{"random-wide", func(nh int) (uint64, uint64, []uint64) {
			seen := map[uint64]bool{}
			for len(seen) < nh {
				seen[1+r.Uint64N(1<<40)] = true
			}
			h := make([]uint64, 0, nh)
			for v := range seen {
				h = append(h, v)
			}
			slices.Sort(h)
			return 0, 1<<40 + 1, h
		}},
	}
	for _, sh := range shapes {
		for _, nh := range []int{holeDirCutoff - 1, holeDirCutoff, holeDirCutoff + 1, 5 * holeDirCutoff} {
			start, end, holes := sh.make(nh)
			s, err := NewRangeWithHoles(start, end, holes)
			if err != nil {
				t.Fatal(err)
			}
			if (s.hda() != nil && s.hda().hdir != nil) != (nh >= holeDirCutoff) {
				t.Fatalf("%s nh=%d: directories %v", sh.name, nh, s.aux != nil)
			}
			isHole := map[uint64]bool{}
			for _, h := range holes {
				isHole[h] = true
			}
			// Probe every hole, its neighbours and random ids.
			probes := []uint64{start, end - 1}
			for _, h := range holes {
				probes = append(probes, h-1, h, h+1)
			}
			for i := 0; i < 2000; i++ {
				probes = append(probes, start+r.Uint64N(end-start))
			}
			for _, v := range probes {
				if v < start || v >= end {
					continue
				}
				// Position of v: v-start minus the holes below v.
				below := 0
				for _, h := range holes {
					if h < v {
						below++
					}
				}
				p, ok := s.Position(v)
				if ok == isHole[v] || ok && p != int(v-start)-below {
					t.Fatalf("%s nh=%d: Position(%d) = %d, %v; want %d, %v", sh.name, nh, v, p, ok, int(v-start)-below, !isHole[v])
				}
				if ok {
					if g, gok := s.Get(p); !gok || g != v {
						t.Fatalf("%s nh=%d: Get(%d) = %d, %v; want %d", sh.name, nh, p, g, gok, v)
					}
				}
			}
			if _, ok := s.Get(s.Len()); ok {
				t.Fatalf("%s nh=%d: Get(Len) found", sh.name, nh)
			}
			if end-start < 1<<20 {
				ids := s.AppendTo(nil)
				checkAgainst(t, s, ids)
				if c := FromSliceCompact(ids); c.Kind() == KindRangeWithHoles && c.SizeBytes() != s.SizeBytes() {
					t.Fatalf("%s nh=%d: compact %d B, direct %d B", sh.name, nh, c.SizeBytes(), s.SizeBytes())
				}
				est := compactHolesEstimate(ids)
				if uint64(s.SizeBytes()) != est {
					t.Fatalf("%s nh=%d: SizeBytes %d, FromSliceCompact's estimate %d", sh.name, nh, s.SizeBytes(), est)
				}
			}
		}
	}
}

func compactHolesEstimate(ids []uint64) uint64 {
	h, _, _ := compactCosts(ids, computeStats(ids))
	return h
}

// holesModel answers Position and Get of [start, end) minus holes from the
// plain sorted hole list, by binary search.
type holesModel struct {
	start, end uint64
	holes      []uint64
}

// position returns the position of v, or false if v is a hole or outside.
func (m holesModel) position(v uint64) (int, bool) {
	if v < m.start || v >= m.end {
		return 0, false
	}
	k, found := slices.BinarySearch(m.holes, v)
	if found {
		return 0, false
	}
	return int(v-m.start) - k, true
}

// get returns the i-th present id: start+i+k for the number k of holes j
// with holes[j]-start-j <= i.
func (m holesModel) get(i int) (uint64, bool) {
	if i < 0 || uint64(i) >= m.end-m.start-uint64(len(m.holes)) {
		return 0, false
	}
	k := sort.Search(len(m.holes), func(j int) bool { return m.holes[j]-m.start-uint64(j) > uint64(i) })
	return m.start + uint64(i) + uint64(k), true
}

// checkHolesModel builds the RangeWithHoles and compares Position,
// Contains and Get with the model: exhaustively for spans up to 1<<18,
// otherwise around every hole (up to 20,000 of them), at both ends and at
// random ids and positions.
func checkHolesModel(t *testing.T, name string, start, end uint64, holes []uint64) Segment {
	t.Helper()
	s, err := NewRangeWithHoles(start, end, holes)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	m := holesModel{start, end, holes}
	n := int(end-start) - len(holes)
	if s.Len() != n {
		t.Fatalf("%s: Len %d, want %d", name, s.Len(), n)
	}
	checkV := func(v uint64) {
		wp, wok := m.position(v)
		if p, ok := s.Position(v); ok != wok || p != wp {
			t.Fatalf("%s: Position(%d) = %d, %v; want %d, %v", name, v, p, ok, wp, wok)
		}
		if s.Contains(v) != wok {
			t.Fatalf("%s: Contains(%d) = %v", name, v, !wok)
		}
	}
	checkI := func(i int) {
		wv, wok := m.get(i)
		if v, ok := s.Get(i); ok != wok || v != wv {
			t.Fatalf("%s: Get(%d) = %d, %v; want %d, %v", name, i, v, ok, wv, wok)
		}
	}
	if end-start <= 1<<18 {
		for v := start; v < end; v++ {
			checkV(v)
		}
		for i := 0; i < n; i++ {
			checkI(i)
		}
	} else {
		r := rand.New(rand.NewPCG(uint64(len(holes)), start))
		step := max(1, len(holes)/20000)
		for j := 0; j < len(holes); j += step {
			h := holes[j]
			checkV(h - 1)
			checkV(h)
			checkV(h + 1)
			// The present ids around hole j are at positions h-start-j-1
			// and h-start-j.
			p := int(h-start) - j
			checkI(p - 1)
			checkI(p)
		}
		for k := 0; k < 20000; k++ {
			checkV(start + r.Uint64N(end-start))
			checkI(r.IntN(n))
		}
		for d := uint64(0); d < 70; d++ {
			checkV(start + d)
			checkV(end - 1 - d)
		}
		for d := 0; d < 70; d++ {
			checkI(d)
			checkI(n - 1 - d)
		}
	}
	checkV(start - 1)
	checkV(end)
	checkI(-1)
	checkI(n)
	checkI(n + 1)
	return s
}

// TestHoleDirShapes checks the directories' edges against the model: holes
// at start and at end-1, empty buckets between clusters, buckets of 8, 9,
// 16 and 17 holes (one SWAR word, two, the packed fallback), runs of
// consecutive holes (many holes with the same position key), buckets
// narrower than 256 keys, and ranges at the top of uint64.
func TestHoleDirShapes(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	// randomHoles returns nh distinct random holes in [start, end) plus
	// the extra ones.
	randomHoles := func(start, end uint64, nh int, extra ...uint64) []uint64 {
		seen := map[uint64]bool{}
		for _, h := range extra {
			seen[h] = true
		}
		for len(seen) < nh+len(extra) {
			seen[start+r.Uint64N(end-start)] = true
		}
		h := make([]uint64, 0, len(seen))
		for v := range seen {
			h = append(h, v)
		}
		slices.Sort(h)
		return h
	}
	// clusters returns holes in clusters of size c, one cluster every
	// every ids from start+off on, up to end.
	clusters := func(start, end, off, every uint64, c int) []uint64 {
		var h []uint64
		for v := start + off; v+uint64(c) < end; v += every {
			for k := uint64(0); k < uint64(c); k++ {
				h = append(h, v+k)
			}
		}
		return h
	}
	// clustersAt returns the holes at the given offsets of every period
	// ids below end.
	clustersAt := func(end, period uint64, offs []uint64) []uint64 {
		var h []uint64
		for b := uint64(0); b+period <= end; b += period {
			for _, o := range offs {
				h = append(h, b+o)
			}
		}
		return h
	}
	// positionEnds returns holes whose position keys u = hole-m sit at the
	// given offsets of every period.
	positionEnds := func(end, period uint64, offs []uint64) []uint64 {
		var h []uint64
		for _, u := range clustersAt(end, period, offs) {
			if x := u + uint64(len(h)); x < end {
				h = append(h, x)
			}
		}
		return h
	}
	type shape struct {
		name       string
		start, end uint64
		holes      []uint64
		dense      bool // whether rel must hold exact low bytes
	}
	const top = math.MaxUint64
	shapes := []shape{
		{"w2", 1 << 32, 1<<32 + 100_000, randomHoles(1<<32, 1<<32+100_000, 2000), true},
		{"ends", 500, 100_500, randomHoles(500, 100_500, 2000, 500, 100_499), true},
		{"first-and-last-ids", 0, 64_000, randomHoles(1, 63_999, 1500), true},
		// Clusters of 10 every 512 ids: q = 51, buckets of 256 keys,
		// every other one empty.
		{"empty-buckets", 1000, 1000 + 512*300, clusters(1000, 1000+512*300, 100, 512, 10), true},
		{"bucket-8", 0, 256 * 400, clusters(0, 256*400, 3, 256, 8), true},
		{"bucket-9", 0, 256 * 400, clusters(0, 256*400, 3, 256, 9), true},
		{"bucket-16", 0, 256 * 600, clusters(0, 256*600, 7, 256, 16), true},
		{"bucket-17", 0, 256 * 600, clusters(0, 256*600, 3, 256, 17), true},
		// A run of 3000 holes among random ones: one value bucket of 256
		// holes after another, and one position bucket holding all 3000.
		{"run", 0, 300_000, append(randomHoles(0, 100_000, 2000), clusters(150_000, 153_001, 0, 3000, 3000)...), true},
		// Every third id: q = 3, buckets of 16 keys.
		{"narrow", 7, 7 + 3*3000, clusters(8, 7+3*3000, 0, 3, 1), true},
		{"sparse", 0, 10_000_000, randomHoles(0, 10_000_000, 3000), false},
		// One hole in 64 ids: the first sparse width (buckets of 512
		// ids, slots of 8), checked exhaustively.
		{"sparse-64", 3, 3 + 64*2000 + 1000, randomHoles(3, 3+64*2000+1000, 2000, 3, 2+64*2000+1000), false},
		{"sparse-100", 0, 200_000, randomHoles(0, 200_000, 2000), false},
		// Clusters of 12 holes every 1200 ids and of 20 every 1600: buckets of 512
		// ids holding two words of holes, or more than 16.
		{"sparse-12", 0, 240_000, clusters(0, 240_000, 5, 1200, 12), false},
		{"sparse-20", 0, 250_000, clusters(0, 250_000, 5, 1600, 20), false},
		// Five holes per 512 ids, at the first and last ids of the
		// buckets (512 ids at this density): by position (the probe and a
		// hole as far apart as a bucket allows), and by value.
		{"sparse-position-ends", 0, 240_000, positionEnds(240_000, 512, []uint64{0, 1, 255, 510, 511}), false},
		{"sparse-value-ends", 0, 240_000, clustersAt(240_000, 512, []uint64{0, 1, 255, 510, 511}), false},
		// Holes at every slot edge of 8 ids.
		{"sparse-edges", 0, 200_000, clusters(0, 200_000, 7, 130, 2), false},
		{"near-max-dense", top - 200_000, top, randomHoles(top-200_000, top, 4000, top-200_000, top-1), true},
		{"near-max-sparse", top - 1<<40, top, randomHoles(top-1<<40, top, 5000, top-1<<40, top-1), false},
		{"widest", 1 << 63, top, randomHoles(1<<63, top, 3000, 1<<63, top-1), false},
	}
	for _, sh := range shapes {
		s := checkHolesModel(t, sh.name, sh.start, sh.end, sh.holes)
		if s.aux == nil || s.hda().hdir == nil || s.hda().rel == nil || (s.hda().relsh == 0) != sh.dense {
			t.Fatalf("%s: directories %v; want dense %v", sh.name, s.aux != nil, sh.dense)
		}
		nh, span := uint64(len(sh.holes)), sh.end-sh.start
		if got, want := uint64(s.SizeBytes()), uint64(s.vals.SizeBytes())+holeDirsSizeBytes(nh, span); got != want {
			t.Fatalf("%s: SizeBytes %d, want %d", sh.name, got, want)
		}
		if extra := float64(s.hda().holeDirBytes()) / float64(nh); extra > 2.1 {
			t.Fatalf("%s: %.2f directory bytes per hole", sh.name, extra)
		}
	}
}

// TestHoleDirGroupOverflow: a run of 70,000 holes puts more than 2^16
// holes in one group of position buckets, so that the position directory
// takes a smaller group shift; lookups stay exact and SizeBytes counts the
// larger top array.
func TestHoleDirGroupOverflow(t *testing.T) {
	var holes []uint64
	for v := uint64(10); v < 2_000_000; v += 40 {
		holes = append(holes, v)
	}
	for v := uint64(3_000_000); v < 3_070_000; v++ {
		holes = append(holes, v)
	}
	s := checkHolesModel(t, "overflow", 0, 3_100_000, holes)
	ax := s.hda()
	if ax.relsh != 0 || ax.hgsh != 8 || ax.pgsh >= 8 {
		t.Fatalf("rel shift %d, group shifts %d and %d", ax.relsh, ax.hgsh, ax.pgsh)
	}
	want := 4*(len(ax.htop)+len(ax.ptop)) + 2*(len(ax.hdir)+len(ax.pdir)) + len(ax.rel) + s.vals.SizeBytes() + int(unsafe.Sizeof(holeAux{}))
	if s.SizeBytes() != want {
		t.Fatalf("SizeBytes %d, want %d", s.SizeBytes(), want)
	}
}

// TestLaneOps checks the SWAR byte operations against per-byte
// arithmetic, for every pair of byte values in every lane.
func TestLaneOps(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	lane := func(x uint64, l int) uint64 { return x >> (8 * l) & 0xff }
	check := func(a, b uint64) {
		sum, diff := addLanes(a, b), subLanes(a, b)
		for l := 0; l < 8; l++ {
			x, y := lane(a, l), lane(b, l)
			if lane(sum, l) != (x+y)&0xff || lane(diff, l) != (x-y)&0xff {
				t.Fatalf("lane %d of %#x, %#x: sum %#x, difference %#x", l, a, b, sum, diff)
			}
		}
		rr := b & 0xff
		below := lanesBelow(a, rr)
		for l := 0; l < 8; l++ {
			if want := lane(a, l) < rr; (below>>(8*l+7)&1 == 1) != want || below>>(8*l)&0x7f != 0 {
				t.Fatalf("lanesBelow(%#x, %d) = %#x", a, rr, below)
			}
		}
	}
	for x := uint64(0); x < 256; x++ {
		for y := uint64(0); y < 256; y++ {
			a := x*laneLow ^ r.Uint64()&0xff00ff00ff00ff00
			check(a, y*laneLow)
			check(x<<(8*(x%8))|r.Uint64()&^(0xff<<(8*(x%8))), y*laneLow)
		}
	}
	for k := 0; k < 100_000; k++ {
		check(r.Uint64(), r.Uint64())
	}
	for n := 0; n <= 8; n++ {
		if got := bits.OnesCount64(lanesFirst(n)); got != 8*n || n > 0 && lanesFirst(n)&1 == 0 {
			t.Fatalf("lanesFirst(%d) = %#x", n, lanesFirst(n))
		}
	}
}
