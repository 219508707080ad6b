package lance_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/stablerow/stablerow/gen"
	"github.com/stablerow/stablerow/gen/tablegen"
	"github.com/stablerow/stablerow/internal/lancetest"
	"github.com/stablerow/stablerow/lance"
	"github.com/stablerow/stablerow/objstore"
	"github.com/stablerow/stablerow/rowindex"
	"github.com/stablerow/stablerow/table"
)

// truth is what a table version says of a row id, read off its fragments
// without an index: the live row's address, else the highest deleted
// address holding the id, else Removed below next_row_id and Unassigned
// from it.
func truth(tv *table.Table, id uint64, held map[uint64]struct {
	addr rowindex.RowAddress
	live bool
}) (rowindex.RowAddress, rowindex.Status) {
	if e, ok := held[id]; ok {
		if e.live {
			return e.addr, rowindex.Live
		}
		return e.addr, rowindex.Deleted
	}
	if !tv.StableRowIDs() {
		return rowindex.InvalidAddress, rowindex.Absent
	}
	if id < tv.NextRowID() {
		return rowindex.InvalidAddress, rowindex.Removed
	}
	return rowindex.InvalidAddress, rowindex.Unassigned
}

func heldIDs(tv *table.Table) map[uint64]struct {
	addr rowindex.RowAddress
	live bool
} {
	held := map[uint64]struct {
		addr rowindex.RowAddress
		live bool
	}{}
	for _, f := range tv.Fragments() {
		for off := range f.PhysicalRows {
			id := uint64(rowindex.NewRowAddress(f.ID, uint32(off)))
			if tv.StableRowIDs() {
				id, _ = f.RowIDs.Get(off)
			}
			a := rowindex.NewRowAddress(f.ID, uint32(off))
			e, seen := held[id]
			switch {
			case !f.Deletions.Contains(uint32(off)):
				e.addr, e.live = a, true
			case !seen || !e.live && a > e.addr:
				e.addr = a
			}
			held[id] = e
		}
	}
	return held
}

// TestVersionLookupModel writes generated histories (appends, deletes,
// updates and merge-inserts that move ids, compactions that drop deleted
// rows, restores) as Lance datasets and checks Version.Lookup and
// LookupBatch of every version on every id below next_row_id and past it
// against the table's fragments: live, deleted (at the highest deleted
// address), removed (assigned once, no row left) and unassigned.
func TestVersionLookupModel(t *testing.T) {
	ctx := context.Background()
	seeds, steps := 6, 40
	if testing.Short() {
		seeds, steps = 3, 25
	}
	seen := map[rowindex.Status]int{}
	moved := 0
	for seed := uint64(1); seed <= uint64(seeds); seed++ {
		t.Run(fmt.Sprintf("seed=%d", seed), func(t *testing.T) {
			versions, err := table.Replay(table.New(true), tablegen.History(seed, tablegen.DefaultMix(), steps))
			if err != nil {
				t.Fatal(err)
			}
			s := objstore.NewMemory()
			if err := lancetest.Write(ctx, s, versions, nil); err != nil {
				t.Fatal(err)
			}
			ds, err := lance.OpenStore(ctx, s, "mem", &lance.Options{Cache: lance.NewCache(64 << 20)})
			if err != nil {
				t.Fatal(err)
			}
			r := gen.NewRand(seed)
			firstAddr := map[uint64]rowindex.RowAddress{}
			for _, tv := range versions {
				v, err := ds.Checkout(ctx, tv.Number())
				if err != nil {
					t.Fatal(err)
				}
				held := heldIDs(tv)
				ids := make([]uint64, 0, tv.NextRowID()+10)
				for id := range tv.NextRowID() + 10 {
					ids = append(ids, id)
				}
				ids = append(ids, 1<<40, ^uint64(0))
				for _, id := range ids {
					wa, ws := truth(tv, id, held)
					a, st, err := v.Lookup(id)
					if err != nil || a != wa || st != ws {
						t.Fatalf("v%d: Lookup(%d) = %v, %v, %v; want %v, %v", tv.Number(), id, a, st, err, wa, ws)
					}
					seen[st]++
					if st == rowindex.Live {
						if f, ok := firstAddr[id]; !ok {
							firstAddr[id] = a
						} else if f != a {
							moved++
						}
					}
				}
				r.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
				for pass := range 2 {
					if pass == 1 {
						slices.Sort(ids)
					}
					addrs, st := make([]rowindex.RowAddress, len(ids)), make([]rowindex.Status, len(ids))
					live, err := v.LookupBatch(ids, addrs, st)
					if err != nil {
						t.Fatal(err)
					}
					n := 0
					for i, id := range ids {
						wa, ws := truth(tv, id, held)
						if addrs[i] != wa || st[i] != ws {
							t.Fatalf("v%d: LookupBatch id %d = %v, %v; want %v, %v", tv.Number(), id, addrs[i], st[i], wa, ws)
						}
						if ws == rowindex.Live {
							n++
						}
					}
					if live != n {
						t.Fatalf("v%d: LookupBatch counted %d live, want %d", tv.Number(), live, n)
					}
				}
			}
		})
	}
	for _, st := range []rowindex.Status{rowindex.Live, rowindex.Deleted, rowindex.Removed, rowindex.Unassigned} {
		if seen[st] == 0 {
			t.Errorf("no id was %v in any version", st)
		}
	}
	if moved == 0 {
		t.Error("no id moved")
	}
}

// Without stable row ids an id is an address, and one that no row has is
// Absent: next_row_id says nothing of it.
func TestVersionLookupNonStable(t *testing.T) {
	ctx := context.Background()
	versions, err := table.Replay(table.New(false), []table.Op{
		{Kind: table.OpAppend, Rows: []int{10, 5}},
		{Kind: table.OpDelete, IDs: []uint64{uint64(rowindex.NewRowAddress(0, 3))}},
	})
	if err != nil {
		t.Fatal(err)
	}
	s := objstore.NewMemory()
	if err := lancetest.Write(ctx, s, versions, nil); err != nil {
		t.Fatal(err)
	}
	ds, err := lance.OpenStore(ctx, s, "mem", &lance.Options{Cache: lance.NewCache(0)})
	if err != nil {
		t.Fatal(err)
	}
	v, err := ds.Checkout(ctx, 2)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		id   rowindex.RowAddress
		addr rowindex.RowAddress
		st   rowindex.Status
	}{
		{rowindex.NewRowAddress(1, 4), rowindex.NewRowAddress(1, 4), rowindex.Live},
		{rowindex.NewRowAddress(0, 3), rowindex.NewRowAddress(0, 3), rowindex.Deleted},
		{rowindex.NewRowAddress(1, 5), rowindex.InvalidAddress, rowindex.Absent},
		{7, rowindex.NewRowAddress(0, 7), rowindex.Live},
	} {
		if a, st, err := v.Lookup(uint64(tc.id)); err != nil || a != tc.addr || st != tc.st {
			t.Errorf("Lookup(%v) = %v, %v, %v; want %v, %v", tc.id, a, st, err, tc.addr, tc.st)
		}
	}
}
