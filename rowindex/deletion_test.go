package rowindex

import (
	"math/rand/v2"
	"runtime"
	"slices"
	"testing"

	"github.com/RoaringBitmap/roaring/v2"
	"github.com/stablerow/stablerow/gen"
)

func TestDeletionVectorNil(t *testing.T) {
	var d *DeletionVector
	if d.Contains(0) || d.Len() != 0 || d.SizeBytes() != 0 || d.CountBelow(5) != 0 {
		t.Fatal("nil vector is not empty")
	}
	if _, ok := d.Max(); ok {
		t.Fatal("nil Max")
	}
	for range d.All() {
		t.Fatal("nil All yields")
	}
	if len(d.AppendTo(nil)) != 0 || !d.Equal(NewDeletionVector()) || !NewDeletionVector().Equal(d) {
		t.Fatal("nil vs empty")
	}
	if !d.Roaring().IsEmpty() || d.With(3).Len() != 1 {
		t.Fatal("nil Roaring/With")
	}
}

func TestDeletionVector(t *testing.T) {
	// Densities either side of the dense-copy rule.
	for _, tc := range []struct {
		rows, every int
		dense       bool
	}{{100_000, 2, true}, {100_000, 100, true}, {1 << 20, 5000, false}, {300, 7, true}} {
		var offs []uint32
		r := gen.NewRand(uint64(tc.every))
		for i := 0; i < tc.rows; i++ {
			if r.IntN(tc.every) == 0 {
				offs = append(offs, uint32(i))
			}
		}
		shuffled := slices.Clone(offs)
		r.Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
		d := NewDeletionVector(append(shuffled, shuffled[:3]...)...)
		if (d.dense != nil) != tc.dense {
			t.Fatalf("rows %d every %d: dense copy %v, want %v", tc.rows, tc.every, d.dense != nil, tc.dense)
		}
		if (d.summary != nil) == tc.dense {
			t.Fatalf("rows %d every %d: summary %v with dense copy %v", tc.rows, tc.every, d.summary != nil, tc.dense)
		}
		if d.Len() != len(offs) {
			t.Fatalf("Len %d want %d", d.Len(), len(offs))
		}
		if m, ok := d.Max(); !ok || m != offs[len(offs)-1] {
			t.Fatalf("Max %d", m)
		}
		if got := d.AppendTo(nil); !slices.Equal(got, offs) {
			t.Fatal("AppendTo not sorted offsets")
		}
		var all []uint32
		for o := range d.All() {
			all = append(all, o)
		}
		if !slices.Equal(all, offs) {
			t.Fatal("All")
		}
		j := 0
		for i := 0; i < tc.rows+200; i++ {
			in := j < len(offs) && offs[j] == uint32(i)
			if in {
				j++
			}
			if d.Contains(uint32(i)) != in {
				t.Fatalf("Contains(%d) = %v", i, !in)
			}
			if i%97 == 0 && d.CountBelow(uint32(i)) != j-b2i(in) {
				t.Fatalf("CountBelow(%d) = %d want %d", i, d.CountBelow(uint32(i)), j-b2i(in))
			}
		}
		if d.Contains(1<<32 - 1) {
			t.Fatal("Contains(max)")
		}
		if !d.Equal(DeletionVectorFromRoaring(roaring.BitmapOf(offs...))) || d.Equal(d.With(uint32(tc.rows+5))) {
			t.Fatal("Equal")
		}
		if d.SizeBytes() <= 0 || !d.Roaring().Equals(roaring.BitmapOf(offs...)) {
			t.Fatal("SizeBytes/Roaring")
		}
	}
	if DeletionVectorFromRoaring(nil).Len() != 0 {
		t.Fatal("FromRoaring(nil)")
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Sparse vectors (no dense copy) get a block summary of at most
// summaryBitsPerDeletion bits per offset (plus the last word's rounding)
// whose clear bits answer Contains: offsets at the 32-bit limit, a lone
// offset, clusters, and each neighbour of every offset.
func TestDeletionSummary(t *testing.T) {
	r := gen.NewRand(11)
	cases := [][]uint32{
		{1<<32 - 1},
		{0, 1<<32 - 1},
		{3_000_000_000},
		{5, 6, 7, 8, 9, 1 << 30, 1<<30 + 1},
	}
	var spread []uint32
	for i := 0; i < 300; i++ {
		spread = append(spread, uint32(r.Uint64N(1<<31)))
	}
	cases = append(cases, spread)
	for _, offs := range cases {
		d := NewDeletionVector(offs...)
		if d.dense != nil || d.summary == nil {
			t.Fatalf("%d offsets up to %d: dense %v, summary %v", len(offs), d.max, d.dense != nil, d.summary != nil)
		}
		if bits := 64 * len(d.summary); bits > summaryBitsPerDeletion*d.Len()+63 {
			t.Fatalf("%d offsets: summary of %d bits", d.Len(), bits)
		}
		probes := []uint32{0, 1, 1<<32 - 1, 1<<32 - 2}
		for _, o := range offs {
			probes = append(probes, o-1, o, o+1, o^(1<<uint(d.sumShift)))
		}
		for i := 0; i < 10_000; i++ {
			probes = append(probes, uint32(r.Uint64()))
		}
		cleared := 0
		for _, p := range probes {
			got, want := d.Contains(p), d.bm.Contains(p)
			if got != want {
				t.Fatalf("Contains(%d) = %v, want %v", p, got, want)
			}
			if d.surelyLive(p) {
				cleared++
				if want {
					t.Fatalf("surelyLive(%d) on a deleted offset", p)
				}
			}
		}
		if cleared < len(probes)/2 {
			t.Fatalf("surelyLive cleared %d of %d probes", cleared, len(probes))
		}
	}
}

// TestSurelyLive checks the batch's deletion test without roaring against
// Contains where it decides alone: a nil and an empty vector (all live)
// and a dense one (exactly !Contains). TestDeletionSummary checks it on
// summaries.
func TestSurelyLive(t *testing.T) {
	dense := NewDeletionVector(0, 1, 63, 64, 1000, 4095)
	if dense.dense == nil {
		t.Fatal("no dense copy")
	}
	for _, d := range []*DeletionVector{nil, NewDeletionVector(), DeletionVectorFromRoaring(nil), dense} {
		for o := uint32(0); o < 5000; o++ {
			if got, want := d.surelyLive(o), !d.Contains(o); got != want {
				t.Fatalf("%d deleted: surelyLive(%d) = %v, want %v", d.Len(), o, got, want)
			}
		}
	}
}

// TestDelCursor checks the batch walk's deletion cursor against Contains:
// ascending offsets (with repeats), then offsets in random order, on sparse
// (summary) and dense vectors, with deletions at 0 and at the end.
func TestDelCursor(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	for _, c := range []struct{ n, dels int }{{100, 1}, {1000, 3}, {100_000, 50}, {100_000, 2000}, {5000, 4000}} {
		offs := []uint32{0, uint32(c.n - 1)}
		for i := 0; i < c.dels; i++ {
			offs = append(offs, uint32(r.IntN(c.n)))
		}
		d := NewDeletionVector(offs...)
		var probes []uint32
		for i := 0; i < 3000; i++ {
			probes = append(probes, uint32(r.IntN(c.n+10)))
		}
		probes = append(probes, offs...)
		sorted := slices.Clone(probes)
		slices.Sort(sorted)
		for _, order := range [][]uint32{sorted, probes} {
			var cur delCursor
			for _, off := range order {
				if got, want := cur.contains(d, off), d.Contains(off); got != want {
					t.Fatalf("n=%d dels=%d: cursor contains(%d) = %v, want %v", c.n, c.dels, off, got, want)
				}
			}
		}
	}
}

// TestDeletionVectorBoundedByRoaring: a deletion vector costs a small
// multiple of its roaring bitmap, however many offsets the bitmap holds.
// Every row of a 2^32-row fragment deleted is a few hundred KB of run
// containers; a block summary at 16 bits a deletion was 512 MB and took
// tens of seconds to fill.
func TestDeletionVectorBoundedByRoaring(t *testing.T) {
	for _, c := range []struct {
		name   string
		ranges [][2]uint64
	}{
		{"every row of 2^32", [][2]uint64{{0, 1 << 32}}},
		{"two long runs", [][2]uint64{{5, 1 << 30}, {3 << 30, 1<<32 - 7}}},
		{"runs every 2^20", func() (r [][2]uint64) {
			for s := uint64(0); s < 1<<32; s += 1 << 20 {
				r = append(r, [2]uint64{s, s + 1<<19})
			}
			return r
		}()},
	} {
		bm := roaring.New()
		for _, r := range c.ranges {
			bm.AddRange(r[0], r[1])
		}
		bm.RunOptimize()
		roaringBytes := bm.GetSizeInBytes()
		var d *DeletionVector
		alloc := allocated(func() { d = DeletionVectorFromRoaring(bm) })
		// The summary is at most 2x roaring; the serialization the summary
		// and the long runs are read from, transient, about 3x (roaring's
		// WriteTo buffers its headers).
		if limit := 8*roaringBytes + 64<<10; alloc > limit || uint64(d.SizeBytes()) > limit {
			t.Errorf("%s: %d bytes allocated, %d held, for %d bytes of roaring (limit %d)", c.name, alloc, d.SizeBytes(), roaringBytes, limit)
		}
		if d.Len() != int(bm.GetCardinality()) {
			t.Fatalf("%s: Len %d, want %d", c.name, d.Len(), bm.GetCardinality())
		}
		for i, r := range c.ranges {
			if i > 4 && i < len(c.ranges)-4 {
				continue // Rank is linear in the containers: spot checks only
			}
			for _, off := range []uint64{r[0], r[0] + 1, r[1] - 1, r[1], r[0] - 1, (r[0] + r[1]) / 2} {
				if off >= 1<<32 {
					continue
				}
				if got, want := d.Contains(uint32(off)), bm.Contains(uint32(off)); got != want {
					t.Errorf("%s: Contains(%d) = %v, want %v", c.name, off, got, want)
				}
				want := uint64(1 << 32)
				if r, err := bm.Select(uint32(d.CountBelow(uint32(off)))); err == nil {
					want = uint64(r)
				}
				if got := d.nextFrom(uint32(off)); got != want {
					t.Errorf("%s: nextFrom(%d) = %d, want %d", c.name, off, got, want)
				}
				if got, want := d.CountBelow(uint32(off)), int(bm.Rank(uint32(off))-b2u(bm.Contains(uint32(off)))); got != want {
					t.Errorf("%s: CountBelow(%d) = %d, want %d", c.name, off, got, want)
				}
			}
		}
	}
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// allocated returns the bytes allocated while f runs.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestDeletionVectorNextLive checks NextLive and NextDeleted against a
// walk, on vectors of scattered offsets, short runs and long runs (the
// ones NextLive skips at once), across container boundaries and at the
// end of the offset space.
func TestDeletionVectorNextLive(t *testing.T) {
	r := gen.NewRand(7)
	for round := 0; round < 10; round++ {
		bm := roaring.New()
		base := uint64(r.IntN(3)) << 16
		if round == 9 {
			base = 1<<32 - 3<<16
		}
		for k := 0; k < 30; k++ {
			s := base + uint64(r.IntN(3<<16-200))
			n := uint64(1 + r.IntN(3))
			if r.IntN(3) == 0 {
				n = uint64(longRun + r.IntN(300))
			}
			bm.AddRange(s, min(s+n, 1<<32))
		}
		if round%2 == 0 {
			bm.AddRange(base+1<<16-100, base+1<<16+100) // a run across containers
		}
		d := DeletionVectorFromRoaring(bm)
		if round%2 == 0 && len(d.runs) == 0 {
			t.Fatalf("round %d: no long runs listed", round)
		}
		runStart, want := base, base // the run of deleted offsets off is in, and its end
		for off := base; off < min(base+3<<16, 1<<32); off++ {
			if !bm.Contains(uint32(off)) {
				runStart, want = off+1, off
			} else if want <= off {
				for want = off; want < 1<<32 && bm.Contains(uint32(want)); want++ {
				}
			}
			if bm.Contains(uint32(off)) && want-runStart >= longRun && d.NextLive(uint32(off)) != want {
				t.Fatalf("round %d: NextLive(%d) = %d inside a run of %d ending at %d: want the end at once", round, off, d.NextLive(uint32(off)), want-runStart, want)
			}
			got := d.NextLive(uint32(off))
			// A short run may be stepped over an offset at a time.
			for got < want && bm.Contains(uint32(got)) {
				got = d.NextLive(uint32(got))
			}
			if got != want {
				t.Fatalf("round %d: NextLive(%d) leads to %d, want %d", round, off, got, want)
			}
			wantDel := uint64(1 << 32)
			if v := bm.NextValue(uint32(off)); v >= 0 {
				wantDel = uint64(v)
			}
			if got := d.NextDeleted(uint32(off)); got != wantDel {
				t.Fatalf("round %d: NextDeleted(%d) = %d, want %d", round, off, got, wantDel)
			}
		}
	}
	var empty *DeletionVector
	if empty.NextLive(5) != 5 || empty.NextDeleted(5) != 1<<32 {
		t.Error("nil vector")
	}
}

// nextFrom, the batch walk's next deleted offset, agrees with a scan of
// the sorted offsets, from every offset near a deleted one, for each kind
// of roaring container (array, bitmap, run) and across empty containers,
// up to the last possible offset.
func TestDeletionNextFrom(t *testing.T) {
	r := gen.NewRand(5)
	var offs []uint32
	for i := 0; i < 300; i++ {
		offs = append(offs, uint32(r.IntN(1<<16))) // array container 0
	}
	for o := uint32(3 << 16); o < 3<<16+20_000; o++ {
		if r.IntN(3) == 0 {
			offs = append(offs, o) // bitmap container 3
		}
	}
	for b := uint32(0); b < 200; b++ {
		for o := uint32(7<<16) + 100*b; o < uint32(7<<16)+100*b+40; o++ {
			offs = append(offs, o) // run container 7
		}
	}
	offs = append(offs, 9<<16, 9<<16+65535, 1<<32-1)
	d := NewDeletionVector(offs...)
	slices.Sort(offs)
	offs = slices.Compact(offs)
	want := func(from uint32) uint64 {
		k, _ := slices.BinarySearch(offs, from)
		if k == len(offs) {
			return 1 << 32
		}
		return uint64(offs[k])
	}
	probes := []uint32{0, 1 << 16, 2 << 16, 8 << 16, 10 << 16, 1<<32 - 2, 1<<32 - 1}
	for _, o := range offs {
		probes = append(probes, o, o+1, o-min(o, 1))
	}
	for _, p := range probes {
		if got := d.nextFrom(p); got != want(p) {
			t.Fatalf("nextFrom(%d) = %d, want %d", p, got, want(p))
		}
	}
}

// TestLongRunsDense checks the long runs read from a dense copy against a
// bit-by-bit scan, on words with runs across word boundaries, at the ends,
// and just under and at longRun.
func TestLongRunsDense(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for trial := 0; trial < 300; trial++ {
		nw := 1 + rng.IntN(20)
		words := make([]uint64, nw)
		for pos := 0; pos < nw*64; {
			n := rng.IntN(200)
			if rng.IntN(2) == 0 {
				for k := pos; k < min(pos+n, nw*64); k++ {
					words[k/64] |= 1 << (k % 64)
				}
			}
			pos += n + 1
		}
		if trial%7 == 0 {
			for i := range words {
				words[i] = ^uint64(0)
			}
		}
		var want []uint32
		for k := 0; k < nw*64; {
			if words[k/64]>>(k%64)&1 == 0 {
				k++
				continue
			}
			e := k
			for e < nw*64 && words[e/64]>>(e%64)&1 == 1 {
				e++
			}
			if e-k >= longRun {
				want = append(want, uint32(k), uint32(e-1))
			}
			k = e
		}
		if got := longRunsDense(words); !slices.Equal(got, want) {
			t.Fatalf("trial %d: %v, want %v", trial, got, want)
		}
	}
}

// TestLiveUntil checks delCursor.liveUntil against NextDeleted on vectors
// without a dense copy (so with a summary): the bound is never past the
// next deleted offset, equals the offset exactly when it is deleted, and
// is reached again from any offset, with a fresh cursor and with one that
// walks forward.
func TestLiveUntil(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for _, tc := range []struct{ n, span int }{{50, 1 << 20}, {2000, 1 << 22}, {10, 1 << 31}, {300, 70_000}} {
		offs := make([]uint32, tc.n)
		for i := range offs {
			offs[i] = uint32(r.IntN(tc.span))
		}
		d := NewDeletionVector(offs...)
		if d.dense != nil || d.summary == nil {
			t.Fatalf("%d offsets in %d: want a vector with a summary and no dense copy", tc.n, tc.span)
		}
		var walk delCursor
		probes := make([]uint32, 5000)
		for i := range probes {
			probes[i] = uint32(r.IntN(tc.span + 1000))
		}
		probes = append(probes, offs...)
		slices.Sort(probes)
		for _, o := range probes {
			next := d.NextDeleted(o)
			var fresh delCursor
			for name, c := range map[string]*delCursor{"fresh": &fresh, "walking": &walk} {
				u := c.liveUntil(d, o)
				if u < uint64(o) || u > next || (u == uint64(o)) != d.Contains(o) {
					t.Fatalf("%d offsets in %d, %s cursor: liveUntil(%d) = %d; next deleted %d, deleted %v", tc.n, tc.span, name, o, u, next, d.Contains(o))
				}
			}
		}
	}
}
