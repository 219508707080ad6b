package rowindex

import (
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"

	"github.com/stablerow/stablerow/gen"
	"github.com/stablerow/stablerow/segment"
)

// Lookups allocate nothing.
func TestZeroAllocs(t *testing.T) {
	s := newSimTable(t, 7, 200)
	for i := 0; i < 12; i++ {
		s.step()
	}
	x := mustBuild(t, s.frags...)
	m := newModel(t, s.frags)
	var probe []uint64
	var addrs []RowAddress
	for id, a := range m.live {
		probe = append(probe, id, id+1)
		addrs = append(addrs, a, a+1)
	}
	out := make([]RowAddress, len(probe))
	sq := s.frags[len(s.frags)-1].RowIDs
	i := 0
	if n := testing.AllocsPerRun(200, func() {
		x.Get(probe[i%len(probe)])
		i++
	}); n != 0 {
		t.Errorf("Get allocates %v", n)
	}
	if n := testing.AllocsPerRun(200, func() {
		x.RowID(addrs[i%len(addrs)])
		i++
	}); n != 0 {
		t.Errorf("RowID allocates %v", n)
	}
	if n := testing.AllocsPerRun(200, func() {
		sq.Get(i % (sq.Len() + 1))
		i++
	}); n != 0 {
		t.Errorf("Sequence.Get allocates %v", n)
	}
	if n := testing.AllocsPerRun(20, func() { x.GetBatch(probe, out) }); n != 0 {
		t.Errorf("GetBatch allocates %v", n)
	}
	v := NewVersionSequence(run(0, 3, 1), run(0, 2, 2))
	if n := testing.AllocsPerRun(200, func() {
		v.VersionAt(i % 6)
		i++
	}); n != 0 {
		t.Errorf("VersionAt allocates %v", n)
	}
}

// Eight readers query one index while another goroutine derives the next
// versions from it; run under -race.
func TestConcurrentReadersAndWithFragments(t *testing.T) {
	s := newSimTable(t, 11, 200)
	for i := 0; i < 10; i++ {
		s.step()
	}
	x := mustBuild(t, s.frags...)
	// One appending derivation gives x spare capacity, so that the
	// derivations below append into x's arrays while readers use x.
	_, added := s.append()
	x, err := x.WithFragments(nil, added)
	if err != nil {
		t.Fatal(err)
	}
	m := newModel(t, s.frags)
	var probe []uint64
	for id := range m.live {
		probe = append(probe, id)
	}
	iters := 200
	if testing.Short() {
		iters = 50
	}
	var wg sync.WaitGroup
	errs := make(chan error, 16)
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			out := make([]RowAddress, len(probe))
			for it := 0; it < iters; it++ {
				id := probe[(it*31+g)%len(probe)]
				if a, ok := x.Get(id); !ok || a != m.live[id] {
					errs <- fmt.Errorf("Get(%d) = %v, %v", id, a, ok)
					return
				}
				if got, ok := x.RowID(m.live[id]); !ok || got != id {
					errs <- fmt.Errorf("RowID = %d, %v", got, ok)
					return
				}
				if it%20 == 0 {
					if n := x.GetBatch(probe, out); n != len(probe) {
						errs <- fmt.Errorf("GetBatch found %d", n)
						return
					}
					n := 0
					for range x.All() {
						n++
					}
					if n != len(probe) {
						errs <- fmt.Errorf("All yields %d", n)
						return
					}
				}
			}
		}()
	}
	wg.Add(1)
	go func() {
		defer wg.Done()
		cur := x
		for it := 0; it < 10; it++ {
			var removed []uint32
			var added []Fragment
			if it%2 == 0 {
				removed, added = s.append()
			} else {
				removed, added = s.step()
			}
			next, err := cur.WithFragments(removed, added)
			if err != nil {
				errs <- err
				return
			}
			cur = next
		}
	}()
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
}

// Enough work to take the parallel path of Build, with arrays and sorted
// arrays, and a bad fragment found on a worker.
func TestBuildParallel(t *testing.T) {
	var frags []Fragment
	next := uint64(0)
	for f := 0; f < 16; f++ {
		kind := []gen.Kind{gen.Unsorted, gen.Sparse, gen.Contiguous, gen.Dense}[f%4]
		ids := gen.IDs(uint64(f), kind, 3000)
		lo := ids[0]
		for _, v := range ids {
			lo = min(lo, v)
		}
		hi := lo
		for i := range ids {
			ids[i] = ids[i] - lo + next
			hi = max(hi, ids[i])
		}
		next = hi + 1
		sq := NewSequence(segment.FromSlice(ids))
		frags = append(frags, Fragment{ID: uint32(100 - f), RowIDs: sq, PhysicalRows: sq.Len(), Deletions: NewDeletionVector(1, 2, 3)})
	}
	x := mustBuild(t, frags...)
	newModel(t, frags).check(t, x, gen.NewRand(1))
	bad := append([]Fragment(nil), frags...)
	bad[9].PhysicalRows++
	if _, err := Build(bad); err == nil {
		t.Fatal("bad fragment accepted on the parallel path")
	}
}

// Two appending derivations of one index: the first appends into its
// spare capacity, the second must copy; both, and the parent, stay right.
func TestAppendTailSiblings(t *testing.T) {
	s := newSimTable(t, 21, 100)
	for i := 0; i < 4; i++ {
		s.append()
	}
	x := mustBuild(t, s.frags...)
	_, add := s.append()
	x, err := x.WithFragments(nil, add) // x now has headroom
	if err != nil {
		t.Fatal(err)
	}
	base := append([]Fragment(nil), s.frags...)
	a := Fragment{ID: 1000, RowIDs: RangeSequence(1<<50, 1<<50+10), PhysicalRows: 10}
	b := Fragment{ID: 1001, RowIDs: NewSequence(segment.FromSlice([]uint64{1<<51 + 7, 1<<51 + 3})), PhysicalRows: 2,
		Deletions: NewDeletionVector(1)}
	ya, err := x.WithFragments(nil, []Fragment{a})
	if err != nil {
		t.Fatal(err)
	}
	yb, err := x.WithFragments(nil, []Fragment{b})
	if err != nil {
		t.Fatal(err)
	}
	r := gen.NewRand(1)
	for _, tc := range []struct {
		x     *Index
		frags []Fragment
	}{{x, base}, {ya, append(slices.Clone(base), a)}, {yb, append(slices.Clone(base), b)}} {
		checkInvariants(t, tc.x, &defaults)
		newModel(t, tc.frags).check(t, tc.x, r)
	}
	// Chained appends, then a rewrite.
	z := yb
	for i := 0; i < 20; i++ {
		f := Fragment{ID: uint32(2000 + i), RowIDs: RangeSequence(1<<52+uint64(i)*5, 1<<52+uint64(i)*5+5), PhysicalRows: 5}
		if z, err = z.WithFragments(nil, []Fragment{f}); err != nil {
			t.Fatal(err)
		}
	}
	checkInvariants(t, z, &defaults)
	if z.Len() != yb.Len()+100 {
		t.Fatalf("Len %d", z.Len())
	}
	if _, err := z.WithFragments(nil, []Fragment{{ID: 3000, RowIDs: RangeSequence(1<<52+3, 1<<52+5), PhysicalRows: 2}}); !errors.Is(err, ErrDuplicateRowID) {
		t.Fatalf("overlapping append: %v", err)
	}
}

// Appending commits on an index with many chunks extend every search
// level; the levels stay equal to a fresh sampling and lookups stay right.
func TestAppendTailLevels(t *testing.T) {
	x := manyChunks(t, 3000) // 30 fragments of 100 Range segments
	next := x.starts[len(x.starts)-1] + 1000
	r := gen.NewRand(4)
	frags := x.Fragments()
	for i := 0; i < 40; i++ {
		nseg := 1 + r.IntN(120)
		segs := make([]segment.Segment, nseg)
		for k := range segs {
			l := 1 + r.Uint64N(20)
			segs[k] = segment.NewRange(next, next+l)
			next += l + r.Uint64N(3)
		}
		sq := NewSequence(segs...)
		f := Fragment{ID: uint32(100 + i), RowIDs: sq, PhysicalRows: sq.Len()}
		if i%7 == 3 {
			f.Deletions = NewDeletionVector(0)
		}
		var err error
		if x, err = x.WithFragments(nil, []Fragment{f}); err != nil {
			t.Fatal(err)
		}
		frags = append(frags, f)
		checkInvariants(t, x, &defaults)
	}
	newModel(t, frags).check(t, x, r)
	fresh := mustBuild(t, frags...)
	if fresh.NumChunks() != x.NumChunks() || len(fresh.levels) != len(x.levels) {
		t.Fatalf("appended index has %d chunks, %d levels; Build %d, %d", x.NumChunks(), len(x.levels), fresh.NumChunks(), len(fresh.levels))
	}
}

func TestSizeBytesAndErrors(t *testing.T) {
	frags := w1Fragments(1_000_000, 100_000)
	x := mustBuild(t, frags...)
	perChunk := float64(x.SizeBytes()) / float64(x.NumChunks())
	// Chunk record, start, levels, fragment table entry, shared entry and
	// the fixed part of the Index, spread over 10 chunks.
	if perChunk < float64(chunkBytes+8) || perChunk > 200 {
		t.Fatalf("SizeBytes = %d for %d chunks", x.SizeBytes(), x.NumChunks())
	}
	// Side tables count.
	y := mustBuild(t, frag(1, NewSequence(segment.FromSlice(gen.IDs(1, gen.Unsorted, 5000))), nil))
	if y.SizeBytes() < 5000*2 {
		t.Fatalf("SizeBytes with a 5000-row side table = %d", y.SizeBytes())
	}
	e := &DuplicateRowIDError{ID: 7, First: NewRowAddress(1, 2), Second: NewRowAddress(3, 4)}
	if e.Error() != "rowindex: duplicate live row id 7 at 1:2 and 3:4" {
		t.Fatal(e.Error())
	}
}
