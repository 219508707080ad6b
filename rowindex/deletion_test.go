package rowindex

import (
	"math/rand/v2"
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
		for _, p := range probes {
			if got, want := d.Contains(p), d.bm.Contains(p); got != want {
				t.Fatalf("Contains(%d) = %v, want %v", p, got, want)
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
