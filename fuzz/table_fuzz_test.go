package fuzz

import (
	"maps"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stablerow/stablerow/rowindex"
	"github.com/stablerow/stablerow/table"
)

// rowModel is the naive model of a stable-row-id table: the live ids with
// their created-at and last-updated-at versions. Addresses are checked for
// consistency (unique, live, reversible) rather than modelled.
type rowModel struct {
	rows map[uint64][2]uint64 // id -> created, updated
	next uint64
}

// opReader hands out the fuzzer's bytes as small numbers; it returns
// zeros once they run out.
type opReader struct{ b []byte }

func (r *opReader) next() int {
	if len(r.b) == 0 {
		return 0
	}
	v := int(r.b[0])
	r.b = r.b[1:]
	return v
}

func (r *opReader) more() bool { return len(r.b) > 0 }

// pick chooses a subset of the live ids, driven by the next byte.
func (r *opReader) pick(ids []uint64) []uint64 {
	if len(ids) == 0 {
		return nil
	}
	k := r.next()%min(len(ids), 16) + 1
	stride := r.next()%7 + 1
	start := r.next() % len(ids)
	var out []uint64
	for i := 0; i < k; i++ {
		out = append(out, ids[(start+i*stride)%len(ids)])
	}
	return out
}

// FuzzTableModel drives table with a fuzzer-chosen sequence of appends,
// deletes, updates, merge-inserts and compactions, and checks every
// version's index and version columns against a naive model.
func FuzzTableModel(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte) {
		r := &opReader{b: data}
		tb := table.New(true)
		m := rowModel{rows: map[uint64][2]uint64{}}
		for steps := 0; r.more() && steps < 24; steps++ {
			live := slices.Sorted(maps.Keys(m.rows))
			var err error
			var next *table.Table
			switch r.next() % 5 {
			case 0: // append
				n := r.next()%300 + 1
				if next, err = tb.Append(n); err != nil {
					t.Fatalf("append %d: %v", n, err)
				}
				for i := 0; i < n; i++ {
					m.rows[m.next+uint64(i)] = [2]uint64{next.Number(), next.Number()}
				}
				m.next += uint64(n)
			case 1: // delete
				ids := r.pick(live)
				if next, err = tb.Delete(ids); err != nil {
					t.Fatalf("delete: %v", err)
				}
				for _, id := range ids {
					delete(m.rows, id)
				}
			case 2: // update
				ids := r.pick(live)
				if next, err = tb.Update(ids); err != nil {
					t.Fatalf("update: %v", err)
				}
				for _, id := range ids {
					m.rows[id] = [2]uint64{m.rows[id][0], next.Number()}
				}
			case 3: // merge-insert
				matched := slices.Compact(slices.Sorted(slices.Values(r.pick(live))))
				inserted := r.next() % 50
				if next, err = tb.MergeInsert(matched, inserted); err != nil {
					t.Fatalf("merge-insert: %v", err)
				}
				for _, id := range matched {
					m.rows[id] = [2]uint64{m.rows[id][0], next.Number()}
				}
				for i := 0; i < inserted; i++ {
					m.rows[m.next+uint64(i)] = [2]uint64{next.Number(), next.Number()}
				}
				m.next += uint64(inserted)
			case 4: // compact a window of fragments
				window := table.CompactionWindow(tb, r.next(), r.next()%6+1)
				if len(window) == 0 {
					continue // an empty table: nothing to compact
				}
				if next, _, err = tb.Compact(window, r.next()%400+1); err != nil {
					t.Fatalf("compact %v: %v", window, err)
				}
			}
			tb = next
			checkTable(t, tb, &m)
		}
	})
}

// checkTable compares one table version with the model.
func checkTable(t *testing.T, tb *table.Table, m *rowModel) {
	t.Helper()
	idx, err := tb.Index()
	if err != nil {
		t.Fatalf("v%d: index: %v", tb.Number(), err)
	}
	fresh, err := rowindex.Build(idx.Fragments())
	if err != nil {
		t.Fatalf("v%d: fresh build: %v", tb.Number(), err)
	}
	if idx.Len() != len(m.rows) || fresh.Len() != len(m.rows) || tb.NextRowID() != m.next {
		t.Fatalf("v%d: %d live rows (fresh %d), next %d; model %d, next %d",
			tb.Number(), idx.Len(), fresh.Len(), tb.NextRowID(), len(m.rows), m.next)
	}
	seen := make(map[rowindex.RowAddress]uint64, len(m.rows))
	for id, want := range m.rows {
		addr, ok := idx.Get(id)
		if !ok {
			t.Fatalf("v%d: id %d not found", tb.Number(), id)
		}
		if a2, _ := fresh.Get(id); a2 != addr {
			t.Fatalf("v%d: id %d at %v, a fresh build says %v", tb.Number(), id, addr, a2)
		}
		if other, dup := seen[addr]; dup {
			t.Fatalf("v%d: ids %d and %d share address %v", tb.Number(), id, other, addr)
		}
		seen[addr] = id
		if back, ok := idx.RowID(addr); !ok || back != id {
			t.Fatalf("v%d: RowID(%v) = %d %v, want %d", tb.Number(), addr, back, ok, id)
		}
		c, _ := tb.CreatedAt(id)
		u, _ := tb.LastUpdatedAt(id)
		if c != want[0] || u != want[1] {
			t.Fatalf("v%d: id %d created %d updated %d, model %d %d", tb.Number(), id, c, u, want[0], want[1])
		}
	}
	for id, addr := range idx.All() {
		if seen[addr] != id {
			t.Fatalf("v%d: All yields %d at %v", tb.Number(), id, addr)
		}
	}
	checkGetBatch(t, tb.Number(), idx, m)
}

// checkGetBatch checks GetBatch against Get on every id up to the model's
// next (live, deleted and moved ones) and two past it: ascending, then
// shuffled (by a seed of the version's, so that a failure reproduces),
// then the shuffle's halves sorted.
func checkGetBatch(t *testing.T, version uint64, idx *rowindex.Index, m *rowModel) {
	t.Helper()
	ids := make([]uint64, m.next+2)
	for i := range ids {
		ids[i] = uint64(i)
	}
	shuffled := slices.Clone(ids)
	r := rand.New(rand.NewPCG(version, m.next))
	r.Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
	halves := slices.Clone(shuffled)
	slices.Sort(halves[:len(halves)/2])
	slices.Sort(halves[len(halves)/2:])
	out := make([]rowindex.RowAddress, len(ids))
	for _, batch := range [][]uint64{ids, shuffled, halves} {
		found := idx.GetBatch(batch, out)
		for i, id := range batch {
			want, _ := idx.Get(id)
			if out[i] != want {
				t.Fatalf("v%d: GetBatch id %d = %v, Get %v", version, id, out[i], want)
			}
		}
		if found != len(m.rows) {
			t.Fatalf("v%d: GetBatch found %d, %d live", version, found, len(m.rows))
		}
	}
}
