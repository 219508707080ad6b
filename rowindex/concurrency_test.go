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
		checkInvariants(t, tc.x)
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
	checkInvariants(t, z)
	if z.Len() != yb.Len()+100 {
		t.Fatalf("Len %d", z.Len())
	}
	if _, err := z.WithFragments(nil, []Fragment{{ID: 3000, RowIDs: RangeSequence(1<<52+3, 1<<52+5), PhysicalRows: 2}}); !errors.Is(err, ErrDuplicateRowID) {
		t.Fatalf("overlapping append: %v", err)
	}
}
