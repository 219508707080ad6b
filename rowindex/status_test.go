package rowindex

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stablerow/stablerow/gen"
	"github.com/stablerow/stablerow/segment"
)

// statusModel is the naive answer of Lookup: for every id some row holds,
// its live address, or else the highest of its deleted addresses.
type statusModel map[uint64]struct {
	addr   RowAddress
	status Status
}

func newStatusModel(frags []Fragment) statusModel {
	m := statusModel{}
	for _, f := range frags {
		for off, id := range f.RowIDs.All() {
			a := NewRowAddress(f.ID, uint32(off))
			e, seen := m[id]
			switch {
			case !f.Deletions.Contains(uint32(off)):
				e.addr, e.status = a, Live
			case !seen || e.status == Deleted && a > e.addr:
				e.addr, e.status = a, Deleted
			}
			m[id] = e
		}
	}
	return m
}

func (m statusModel) want(id uint64) (RowAddress, Status) {
	if e, ok := m[id]; ok {
		return e.addr, e.status
	}
	return InvalidAddress, Absent
}

// check compares Lookup and LookupBatch (shuffled and sorted) with the
// model on every id some row holds, their neighbours and random ids.
func (m statusModel) check(t testing.TB, x *Index, r *rand.Rand) {
	t.Helper()
	probe := make([]uint64, 0, 3*len(m)+64)
	for id := range m {
		probe = append(probe, id, id+1, id-1)
	}
	for range 30 {
		probe = append(probe, r.Uint64N(1<<20), r.Uint64())
	}
	probe = append(probe, 0, math.MaxUint64)
	for _, id := range probe {
		wa, ws := m.want(id)
		if a, s := x.Lookup(id); a != wa || s != ws {
			t.Fatalf("Lookup(%d) = %v, %v; want %v, %v", id, a, s, wa, ws)
		}
	}
	for pass := range 2 {
		if pass == 0 {
			r.Shuffle(len(probe), func(i, j int) { probe[i], probe[j] = probe[j], probe[i] })
		} else {
			slices.Sort(probe)
		}
		addrs := make([]RowAddress, len(probe)+1)
		st := make([]Status, len(probe)+1)
		addrs[len(probe)], st[len(probe)] = 12345, Removed
		live := x.LookupBatch(probe, addrs, st)
		n := 0
		for i, id := range probe {
			wa, ws := m.want(id)
			if ws == Live {
				n++
			}
			if addrs[i] != wa || st[i] != ws {
				t.Fatalf("LookupBatch (pass %d) id %d = %v, %v; want %v, %v", pass, id, addrs[i], st[i], wa, ws)
			}
		}
		if live != n || addrs[len(probe)] != 12345 || st[len(probe)] != Removed {
			t.Fatalf("LookupBatch (pass %d) counted %d live, want %d, or wrote past the batch", pass, live, n)
		}
	}
}

// TestLookupModel checks Lookup and LookupBatch against the naive model
// over simulated histories (appends, deletions, updates that move ids and
// leave deleted copies, compactions that drop them), after every commit,
// on the derived index and on a fresh Build, under the tunings of
// TestIndexModel: without groups' extras, and with wide lists, wide
// tables (with deltas) and filters from few ids up.
func TestLookupModel(t *testing.T) {
	seeds, steps, rows := 4, 14, 160
	if testing.Short() {
		seeds, steps, rows = 2, 10, 120
	}
	small := tuning{maxSeg: maxChunkSeg, coverMinIDs: 4, rangeWordsMin: 1, tableDeltaMin: 1}
	tunings := []struct {
		name string
		tu   tuning
	}{
		{"default", defaults},
		{"wideMin=1/all", with(small, func(tu *tuning) {
			tu.wideMinIv, tu.wideTableMin, tu.wideAllMin, tu.filterMinIDs, tu.wideAllByBytes = 1, 1, 1, defaults.filterMinIDs, true
		})},
		{"wideMin=2/small", with(small, func(tu *tuning) {
			tu.wideMinIv, tu.wideTableMin, tu.wideAllMin, tu.filterMinIDs, tu.wideAllByBytes = 2, 2, math.MaxInt, 8, false
		})},
		{"wideMin=2/bytes", with(small, func(tu *tuning) {
			tu.wideMinIv, tu.wideTableMin, tu.wideAllMin, tu.filterMinIDs, tu.wideAllByBytes = 2, 2, 6, 8, true
		})},
	}
	var sawDeleted, sawGrouped, sawTable bool
	for _, pass := range tunings {
		for seed := uint64(1); seed <= uint64(seeds); seed++ {
			t.Run(fmt.Sprintf("%s/seed=%d", pass.name, seed), func(t *testing.T) {
				s := newSimTable(t, seed, rows)
				r := gen.NewRand(seed + 2000)
				for range 3 {
					s.append()
				}
				x, err := build(s.frags, &pass.tu)
				if err != nil {
					t.Fatal(err)
				}
				newStatusModel(s.frags).check(t, x, r)
				for step := range steps {
					removed, added := s.step()
					y, err := x.withFragments(removed, added, &pass.tu)
					if err != nil {
						t.Fatalf("step %d: WithFragments: %v", step, err)
					}
					fresh, err := build(s.frags, &pass.tu)
					if err != nil {
						t.Fatalf("step %d: Build: %v", step, err)
					}
					m := newStatusModel(s.frags)
					m.check(t, y, r)
					m.check(t, fresh, r)
					for _, e := range m {
						sawDeleted = sawDeleted || e.status == Deleted
					}
					sawGrouped = sawGrouped || y.NumGroups() > 0
					sawTable = sawTable || len(y.wideTabs) > 0
					x = y
				}
			})
		}
	}
	if !sawDeleted || !sawGrouped || !sawTable {
		t.Errorf("the histories never had a deleted id (%v), an overlap group (%v) or a wide table (%v)", sawDeleted, sawGrouped, sawTable)
	}
}

// A fragment whose rows are all deleted keeps its chunks, through Build,
// a deletion-only derivation and a general one: its ids are Deleted, not
// Absent.
func TestLookupAllDeletedFragment(t *testing.T) {
	all := NewDeletionVector(0, 1, 2, 3)
	x, err := Build([]Fragment{
		{ID: 0, RowIDs: seq(rng(0, 4)), PhysicalRows: 4},
		{ID: 1, RowIDs: seq(rng(4, 8)), PhysicalRows: 4},
	})
	if err != nil {
		t.Fatal(err)
	}
	// Deletion-only: fragment 0 loses every row.
	y, err := x.WithFragments([]uint32{0}, []Fragment{{ID: 0, RowIDs: seq(rng(0, 4)), PhysicalRows: 4, Deletions: all}})
	if err != nil {
		t.Fatal(err)
	}
	// General: a new fragment and fragment 1 loses every row too.
	z, err := y.WithFragments([]uint32{1}, []Fragment{
		{ID: 1, RowIDs: seq(rng(4, 8)), PhysicalRows: 4, Deletions: all},
		{ID: 2, RowIDs: seq(sortedSeg(t, 20, 30, 31)), PhysicalRows: 3, Deletions: NewDeletionVector(0, 1, 2)},
	})
	if err != nil {
		t.Fatal(err)
	}
	fresh, err := Build(z.Fragments())
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		x    *Index
		id   uint64
		addr RowAddress
		st   Status
	}{
		{y, 2, NewRowAddress(0, 2), Deleted},
		{y, 6, NewRowAddress(1, 2), Live},
		{z, 2, NewRowAddress(0, 2), Deleted},
		{z, 6, NewRowAddress(1, 2), Deleted},
		{z, 30, NewRowAddress(2, 1), Deleted},
		{z, 25, InvalidAddress, Absent},
		{z, 8, InvalidAddress, Absent},
		{fresh, 31, NewRowAddress(2, 2), Deleted},
	} {
		if a, s := tc.x.Lookup(tc.id); a != tc.addr || s != tc.st {
			t.Errorf("Lookup(%d) = %v, %v; want %v, %v", tc.id, a, s, tc.addr, tc.st)
		}
	}
	if z.Len() != 0 {
		t.Errorf("Len = %d, want 0", z.Len())
	}
}

// An id held by several deleted rows is reported at the highest address:
// an update moved it (the old copy deleted) and a delete then removed the
// new copy; and an array holding the id twice, both copies deleted.
func TestLookupHighestTombstone(t *testing.T) {
	x, err := Build([]Fragment{
		{ID: 3, RowIDs: seq(rng(0, 100)), PhysicalRows: 100, Deletions: NewDeletionVector(10, 20, 50)},
		{ID: 7, RowIDs: seq(arraySeg(20, 10, 10)), PhysicalRows: 3, Deletions: NewDeletionVector(0, 1, 2)},
		{ID: 5, RowIDs: seq(sortedSeg(t, 20, 20, 50)), PhysicalRows: 3, Deletions: NewDeletionVector(0, 1)},
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		id   uint64
		addr RowAddress
		st   Status
	}{
		{10, NewRowAddress(7, 2), Deleted},
		{20, NewRowAddress(7, 0), Deleted},
		{50, NewRowAddress(5, 2), Live},
		{99, NewRowAddress(3, 99), Live},
		{100, InvalidAddress, Absent},
	} {
		if a, s := x.Lookup(tc.id); a != tc.addr || s != tc.st {
			t.Errorf("Lookup(%d) = %v, %v; want %v, %v", tc.id, a, s, tc.addr, tc.st)
		}
	}
	y, err := Build([]Fragment{{ID: 1, RowIDs: seq(sortedSeg(t, 4, 4, 4, 9)), PhysicalRows: 4, Deletions: NewDeletionVector(0, 1, 2)}})
	if err != nil {
		t.Fatal(err)
	}
	if a, s := y.Lookup(4); a != NewRowAddress(1, 2) || s != Deleted {
		t.Errorf("Lookup(4) in a sorted array holding it thrice = %v, %v; want 1:2 deleted", a, s)
	}
}

// A live row at the one address equal to InvalidAddress (offset 2^32-1 of
// fragment 2^32-1) is Live in LookupBatch, although GetBatch writes
// InvalidAddress for it.
func TestLookupBatchInvalidAddressRow(t *testing.T) {
	const rows = MaxFragmentRows
	x, err := Build([]Fragment{{ID: math.MaxUint32, RowIDs: seq(segment.NewRange(1000, 1000+rows)), PhysicalRows: rows}})
	if err != nil {
		t.Fatal(err)
	}
	ids := []uint64{1000 + rows - 1, 5, 1000}
	addrs, st := make([]RowAddress, 3), make([]Status, 3)
	live := x.LookupBatch(ids, addrs, st)
	want := []Status{Live, Absent, Live}
	if live != 2 || !slices.Equal(st, want) || addrs[0] != InvalidAddress || addrs[2] != NewRowAddress(math.MaxUint32, 0) {
		t.Errorf("LookupBatch = %d, %v, %v; want 2, %v", live, addrs, st, want)
	}
	if a, s := x.Lookup(ids[0]); a != InvalidAddress || s != Live {
		t.Errorf("Lookup = %v, %v; want the last address, live", a, s)
	}
}

func TestStatusString(t *testing.T) {
	for s, want := range map[Status]string{Absent: "absent", Live: "live", Deleted: "deleted", Removed: "removed", Unassigned: "unassigned", 9: "Status(9)"} {
		if s.String() != want {
			t.Errorf("Status(%d) = %q, want %q", uint8(s), s.String(), want)
		}
	}
}

// Lookup and LookupBatch do not allocate.
func TestLookupAllocs(t *testing.T) {
	x, err := Build([]Fragment{
		{ID: 0, RowIDs: seq(rng(0, 100)), PhysicalRows: 100, Deletions: NewDeletionVector(5)},
		{ID: 1, RowIDs: seq(arraySeg(5, 3)), PhysicalRows: 2, Deletions: NewDeletionVector(0, 1)},
	})
	if err != nil {
		t.Fatal(err)
	}
	ids := []uint64{1, 3, 5, 200, 7, 8, 9, 10, 11, 12}
	addrs, st := make([]RowAddress, len(ids)), make([]Status, len(ids))
	if n := testing.AllocsPerRun(100, func() {
		x.Lookup(5)
		x.LookupBatch(ids, addrs, st)
	}); n != 0 {
		t.Errorf("%v allocations per run", n)
	}
}

// BenchmarkLookup: Lookup of live ids (Get and a status) against Get, and
// of deleted ids (Get's miss, then the search of deleted rows), on W2's
// index (1e6 rows, 1% deleted, 2,000 moved, three fragments compacted).
func BenchmarkLookup(b *testing.B) {
	frags := w2Fragments(b)
	x, err := Build(frags)
	if err != nil {
		b.Fatal(err)
	}
	m := newStatusModel(frags)
	var live, deleted []uint64
	for id, e := range m {
		if e.status == Live {
			live = append(live, id)
		} else {
			deleted = append(deleted, id)
		}
	}
	r := gen.NewRand(5)
	pick := func(ids []uint64) []uint64 {
		slices.Sort(ids)
		out := make([]uint64, 1<<14)
		for i := range out {
			out[i] = ids[r.IntN(len(ids))]
		}
		return out
	}
	liveProbes, deletedProbes := pick(live), pick(deleted)
	var s uint64
	b.Run("live/Get", func(b *testing.B) {
		for i := 0; b.Loop(); i++ {
			a, _ := x.Get(liveProbes[i&(1<<14-1)])
			s += uint64(a)
		}
	})
	b.Run("live/Lookup", func(b *testing.B) {
		for i := 0; b.Loop(); i++ {
			a, _ := x.Lookup(liveProbes[i&(1<<14-1)])
			s += uint64(a)
		}
	})
	b.Run("deleted/Lookup", func(b *testing.B) {
		for i := 0; b.Loop(); i++ {
			a, _ := x.Lookup(deletedProbes[i&(1<<14-1)])
			s += uint64(a)
		}
	})
	sink = s
}
