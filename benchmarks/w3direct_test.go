package benchmarks

import (
	"fmt"
	"testing"

	"github.com/stablerow/stablerow/gen/tablegen"
	"github.com/stablerow/stablerow/rowindex"
	"github.com/stablerow/stablerow/table"
)

// w3Direct returns the fragments a table holds after the operations of
// tablegen.W3UpdateChurn (an append, then single-row update commits), computed
// directly instead of replaying the commits through table: replaying k
// commits costs O(k * fragments), minutes at k = 1e5, while the final
// state is simple. Each update of id r deletes r's current row (in its
// appended fragment, or in the one-row fragment of its previous update,
// which is then entirely deleted and dropped, as table drops it) and
// appends a one-row fragment holding r with the next fragment id.
// TestW3DirectMatchesReplay checks it against the replay.
func w3Direct(ops []table.Op) ([]rowindex.Fragment, error) {
	if len(ops) == 0 || ops[0].Kind != table.OpAppend {
		return nil, fmt.Errorf("w3Direct: want an append first")
	}
	type frag struct {
		id       uint32
		start    uint64 // first row id (a Range sequence of rows rows)
		rows     int
		deleted  []uint32
		dropped  bool
		appended bool
	}
	var frags []*frag
	var next uint64
	for _, rows := range ops[0].Rows {
		frags = append(frags, &frag{id: uint32(len(frags)), start: next, rows: rows, appended: true})
		next += uint64(rows)
	}
	// moved[r] is the index in frags of the one-row fragment now holding r.
	moved := map[uint64]int{}
	for _, op := range ops[1:] {
		if op.Kind != table.OpUpdate || len(op.IDs) != 1 || op.IDs[0] >= next {
			return nil, fmt.Errorf("w3Direct: want single-row updates of appended ids")
		}
		r := op.IDs[0]
		if i, ok := moved[r]; ok {
			frags[i].dropped = true
		} else {
			f := frags[r/tablegen.FragmentRows]
			f.deleted = append(f.deleted, uint32(r-f.start))
		}
		moved[r] = len(frags)
		frags = append(frags, &frag{id: uint32(len(frags)), start: r, rows: 1})
	}
	var out []rowindex.Fragment
	for _, f := range frags {
		if f.dropped {
			continue
		}
		var dv *rowindex.DeletionVector
		if len(f.deleted) > 0 {
			dv = rowindex.NewDeletionVector(f.deleted...)
			if dv.Len() == f.rows {
				continue // every row deleted: dropped
			}
		}
		out = append(out, rowindex.Fragment{ID: f.id, RowIDs: rowindex.RangeSequence(f.start, f.start+uint64(f.rows)),
			Deletions: dv, PhysicalRows: f.rows})
	}
	return out, nil
}

// TestW3DirectMatchesReplay checks that w3Direct gives the fragments of
// the replay through table, for update counts with and without repeated
// ids.
func TestW3DirectMatchesReplay(t *testing.T) {
	for _, c := range []struct{ n, k int }{{300_000, 1_000}, {200_000, 3_000}, {1_000, 500}} {
		ops := tablegen.W3UpdateChurn(3, c.n, c.k)
		last, err := table.ReplayLatest(table.New(true), ops)
		if err != nil {
			t.Fatal(err)
		}
		want, err := last.Index()
		if err != nil {
			t.Fatal(err)
		}
		frags, err := w3Direct(ops)
		if err != nil {
			t.Fatal(err)
		}
		got, err := rowindex.Build(frags)
		if err != nil {
			t.Fatal(err)
		}
		wf, gf := want.Fragments(), got.Fragments()
		if len(wf) != len(gf) {
			t.Fatalf("n=%d k=%d: %d fragments, replay has %d", c.n, c.k, len(gf), len(wf))
		}
		for i := range wf {
			w, g := wf[i], gf[i]
			if w.ID != g.ID || w.PhysicalRows != g.PhysicalRows || !w.RowIDs.Equal(g.RowIDs) || !w.Deletions.Equal(g.Deletions) {
				t.Fatalf("n=%d k=%d: fragment %d: got id %d rows %d, replay id %d rows %d (sequences equal %v, deletions equal %v)",
					c.n, c.k, i, g.ID, g.PhysicalRows, w.ID, w.PhysicalRows, w.RowIDs.Equal(g.RowIDs), w.Deletions.Equal(g.Deletions))
			}
		}
		if got.Len() != want.Len() {
			t.Fatalf("n=%d k=%d: %d live rows, replay %d", c.n, c.k, got.Len(), want.Len())
		}
	}
}
