package table_test

import (
	"fmt"
	"os"
	"slices"
	"strconv"
	"testing"

	"github.com/stablerow/stablerow/gen/tablegen"
	"github.com/stablerow/stablerow/rowindex"
	"github.com/stablerow/stablerow/table"
)

// The model test replays random gen histories through table and through
// a naive model (every row spelled out, with its id and versions), and
// compares every version.

type modelRow struct {
	id               uint64
	deleted          bool
	created, updated uint64
}

type modelFrag struct {
	id   uint32
	rows []modelRow
}

type modelState struct {
	version uint64
	next    uint64
	maxFrag int64 // -1: none yet
	frags   []modelFrag
}

type model struct {
	stable  bool
	maxRows int
	cur     modelState
	byVer   map[uint64]modelState
}

func newModel(stable bool, maxRows int) *model {
	m := &model{stable: stable, maxRows: maxRows, cur: modelState{maxFrag: -1}, byVer: map[uint64]modelState{}}
	m.byVer[0] = m.cur
	return m
}

// commit records the current state as a new version.
func (m *model) commit() {
	m.cur.version++
	m.byVer[m.cur.version] = m.cur.clone()
}

func (s modelState) clone() modelState {
	c := s
	c.frags = make([]modelFrag, len(s.frags))
	for i, f := range s.frags {
		c.frags[i] = modelFrag{id: f.id, rows: slices.Clone(f.rows)}
	}
	return c
}

// newFrag adds a fragment of rows (ids filled in when not stable) and
// returns it.
func (m *model) newFrag(rows []modelRow) modelFrag {
	m.cur.maxFrag++
	f := modelFrag{id: uint32(m.cur.maxFrag), rows: rows}
	for off := range f.rows {
		if !m.stable {
			f.rows[off].id = uint64(rowindex.NewRowAddress(f.id, uint32(off)))
		}
	}
	return f
}

func (m *model) freshRows(n int, version uint64) []modelRow {
	rows := make([]modelRow, n)
	for i := range rows {
		rows[i] = modelRow{created: 1, updated: 1} // what Lance reads without version metadata
		if m.stable {
			rows[i] = modelRow{created: version, updated: version}
			rows[i].id = m.cur.next
			m.cur.next++
		}
	}
	return rows
}

func (m *model) dropEmpty() {
	m.cur.frags = slices.DeleteFunc(m.cur.frags, func(f modelFrag) bool {
		for _, r := range f.rows {
			if !r.deleted {
				return false
			}
		}
		return true
	})
}

// take marks the live rows with the given ids deleted and returns them in
// scan order (or in the order of ids, if inOrder).
func (m *model) take(ids []uint64, inOrder bool) []modelRow {
	want := make(map[uint64]int, len(ids))
	for i, id := range ids {
		if _, dup := want[id]; !dup {
			want[id] = i
		}
	}
	var out []modelRow
	for fi := range m.cur.frags {
		rows := m.cur.frags[fi].rows
		for off := range rows {
			if _, ok := want[rows[off].id]; ok && !rows[off].deleted {
				rows[off].deleted = true
				out = append(out, rows[off])
			}
		}
	}
	if inOrder {
		slices.SortFunc(out, func(a, b modelRow) int { return want[a.id] - want[b.id] })
	}
	return out
}

// rewrite appends the rows (moved and fresh) as new fragments of at most
// size rows.
func (m *model) rewrite(rows []modelRow, size int) []modelFrag {
	var out []modelFrag
	for len(rows) > 0 {
		n := min(len(rows), size)
		out = append(out, m.newFrag(slices.Clone(rows[:n])))
		rows = rows[n:]
	}
	return out
}

func (m *model) apply(op table.Op) {
	v := m.cur.version + 1
	switch op.Kind {
	case table.OpAppend:
		for _, n := range op.Rows {
			m.cur.frags = append(m.cur.frags, m.newFrag(m.freshRows(n, v)))
		}
	case table.OpDelete:
		m.take(op.IDs, false)
		m.dropEmpty()
	case table.OpUpdate, table.OpMergeInsert:
		moved := m.take(op.IDs, op.Kind == table.OpMergeInsert)
		m.dropEmpty()
		for i := range moved {
			moved[i].deleted = false
			if m.stable {
				moved[i].updated = v
			}
		}
		rows := append(moved, m.freshRows(op.Inserted, v)...)
		m.cur.frags = append(m.cur.frags, m.rewrite(rows, m.maxRows)...)
	case table.OpRewrite:
		n := len(m.cur.frags)
		if n == 0 || op.Count < 1 {
			return
		}
		s := op.Start % n
		c := min(op.Count, n-s)
		var live []modelRow
		for _, f := range m.cur.frags[s : s+c] {
			for _, r := range f.rows {
				if !r.deleted {
					live = append(live, r)
				}
			}
		}
		m.cur.maxFrag += int64((len(live) + op.TargetRows - 1) / op.TargetRows) // reserve
		m.commit()
		m.cur.maxFrag -= int64((len(live) + op.TargetRows - 1) / op.TargetRows)
		added := m.rewrite(live, op.TargetRows)
		m.cur.frags = slices.Concat(m.cur.frags[:s], added, m.cur.frags[s+c:])
	case table.OpRestore:
		// The target version is looked up by the caller (it knows which
		// version each operation made).
		panic("restore is applied with restore()")
	}
	m.commit()
}

func (m *model) restore(v uint64) {
	old := m.byVer[v].clone()
	m.cur.frags = old.frags
	m.commit()
}

// checkVersion compares table version tb with the model's state of the
// same version.
func checkVersion(t *testing.T, tb *table.Table, want modelState, stable bool) {
	t.Helper()
	v := tb.Number()
	if v != want.version {
		t.Fatalf("table at v%d, model at v%d", v, want.version)
	}
	if tb.NextRowID() != want.next {
		t.Fatalf("v%d: next_row_id %d, model %d", v, tb.NextRowID(), want.next)
	}
	if mf, ok := tb.MaxFragmentID(); ok != (want.maxFrag >= 0) || (ok && int64(mf) != want.maxFrag) {
		t.Fatalf("v%d: max fragment id %d (%v), model %d", v, mf, ok, want.maxFrag)
	}
	frags := tb.Fragments()
	if len(frags) != len(want.frags) {
		t.Fatalf("v%d: %d fragments, model %d", v, len(frags), len(want.frags))
	}
	idx, err := tb.Index()
	if err != nil {
		t.Fatalf("v%d: %v", v, err)
	}
	live := 0
	liveIDs := map[uint64]bool{}
	var dead []uint64
	for i, mf := range want.frags {
		f := frags[i]
		if f.ID != mf.id || f.PhysicalRows != len(mf.rows) {
			t.Fatalf("v%d: fragment %d: id %d rows %d, model id %d rows %d", v, i, f.ID, f.PhysicalRows, mf.id, len(mf.rows))
		}
		if stable && (f.RowIDs.Len() != f.PhysicalRows || f.CreatedAt.Len() != f.PhysicalRows || f.LastUpdatedAt.Len() != f.PhysicalRows) {
			t.Fatalf("v%d: fragment %d: %d ids, %d created, %d updated for %d rows", v, f.ID, f.RowIDs.Len(), f.CreatedAt.Len(), f.LastUpdatedAt.Len(), f.PhysicalRows)
		}
		for off, r := range mf.rows {
			a := rowindex.NewRowAddress(mf.id, uint32(off))
			if r.deleted {
				dead = append(dead, r.id)
				if _, ok := idx.RowID(a); ok {
					t.Fatalf("v%d: deleted address %v has a row id", v, a)
				}
				continue
			}
			live++
			liveIDs[r.id] = true
			got, ok := idx.Get(r.id)
			back, ok2 := idx.RowID(a)
			c, ok3 := tb.CreatedAt(r.id)
			u, ok4 := tb.LastUpdatedAt(r.id)
			if !ok || got != a || !ok2 || back != r.id || !ok3 || !ok4 || c != r.created || u != r.updated {
				t.Fatalf("v%d: id %d: address %v (%v) reverse %d (%v) created %d updated %d; model %v created %d updated %d",
					v, r.id, got, ok, back, ok2, c, u, a, r.created, r.updated)
			}
		}
	}
	if idx.Len() != live || tb.NumRows() != live {
		t.Fatalf("v%d: %d live rows (table %d), model %d", v, idx.Len(), tb.NumRows(), live)
	}
	for _, id := range append(dead, want.next, want.next+1) {
		if liveIDs[id] {
			continue
		}
		if a, ok := idx.Get(id); ok {
			t.Fatalf("v%d: id %d with no live row found at %v", v, id, a)
		}
	}
	for _, w := range [][2]uint64{{0, v}, {v / 2, v}, {max(v, 1) - 1, v}, {v / 3, v/3 + 1}} {
		from, to := w[0], w[1]
		{
			var ins, upd []uint64
			for _, mf := range want.frags {
				for _, r := range mf.rows {
					if r.deleted {
						continue
					}
					if from < r.created && r.created <= to {
						ins = append(ins, r.id)
					}
					if r.created <= from && from < r.updated && r.updated <= to {
						upd = append(upd, r.id)
					}
				}
			}
			slices.Sort(ins)
			slices.Sort(upd)
			if got := tb.Inserted(from, to); !slices.Equal(got, nonNil(ins)) {
				t.Fatalf("v%d: Inserted(%d, %d) = %d ids, model %d", v, from, to, len(got), len(ins))
			}
			if got := tb.Updated(from, to); !slices.Equal(got, nonNil(upd)) {
				t.Fatalf("v%d: Updated(%d, %d) = %d ids, model %d", v, from, to, len(got), len(upd))
			}
		}
	}
}

// modelMix is tablegen.DefaultMix with smaller appends, to keep the test fast
// under -race.
func modelMix() tablegen.Mix {
	m := tablegen.DefaultMix()
	m.MaxAppendRows = 120
	m.MaxBatch = 40
	m.MaxTargetRows = 200
	return m
}

// modelHistories is the number of random histories: 1,000 (60 with
// -short), or $STABLEROW_MODEL_HISTORIES. 1,000 costs about 35 s of CPU
// under -race and a minute under qemu, which make test affords.
func modelHistories() int {
	if s := os.Getenv("STABLEROW_MODEL_HISTORIES"); s != "" {
		if n, err := strconv.Atoi(s); err == nil && n > 0 {
			return n
		}
	}
	if testing.Short() {
		return 60
	}
	return 1000
}

// TestModelRandomHistories replays random histories (tablegen.History) through
// table and the naive model and compares every version, with and without
// stable row ids.
func TestModelRandomHistories(t *testing.T) {
	n := modelHistories()
	for seed := uint64(0); seed < uint64(n); seed++ {
		stable := seed%5 != 4
		maxRows := []int{7, 50, table.DefaultMaxRowsPerFile}[seed%3]
		t.Run(fmt.Sprintf("seed=%d", seed), func(t *testing.T) {
			runModelHistory(t, seed, stable, maxRows, modelMix(), 24)
		})
	}
}

func runModelHistory(t *testing.T, seed uint64, stable bool, maxRows int, mix tablegen.Mix, steps int) {
	ops := tablegen.History(seed, mix, steps)
	if !stable {
		ops = addressOps(t, ops, maxRows)
	}
	tb := table.NewWithOptions(table.Options{StableRowIDs: stable, MaxRowsPerFile: maxRows})
	results, err := table.Replay(tb, ops)
	if err != nil {
		t.Fatal(err)
	}
	m := newModel(stable, maxRows)
	prev := tb
	for i, op := range ops {
		if op.Kind == table.OpRestore {
			m.restore(results[op.Target].Number())
		} else {
			m.apply(op)
		}
		// Check every version this operation committed (a compaction
		// commits two).
		var versions []*table.Table
		for v := results[i]; v != nil && v != prev && v.Number() > prev.Number(); v = v.Parent() {
			versions = append([]*table.Table{v}, versions...)
		}
		if len(versions) == 0 && m.cur.version != prev.Number() {
			t.Fatalf("op %d (%v): table committed nothing, model is at v%d", i, op, m.cur.version)
		}
		for _, v := range versions {
			want, ok := m.byVer[v.Number()]
			if !ok {
				t.Fatalf("op %d (%v): table made v%d, model did not", i, op, v.Number())
			}
			checkVersion(t, v, want, stable)
		}
		prev = results[i]
	}
}

// addressOps rewrites a history's ids for a table without stable row ids,
// where a row's id is its address. gen's ids are stable ids; the same
// history on a table with stable row ids puts every row at the same
// address as on one without, so each id becomes its address in that
// shadow table before the operation (an id with no live row becomes an
// address that has none either).
func addressOps(t *testing.T, ops []table.Op, maxRows int) []table.Op {
	t.Helper()
	shadow := table.NewWithOptions(table.Options{StableRowIDs: true, MaxRowsPerFile: maxRows})
	results, err := table.Replay(shadow, ops)
	if err != nil {
		t.Fatal(err)
	}
	out := make([]table.Op, len(ops))
	for i, op := range ops {
		before := shadow
		if i > 0 {
			before = results[i-1]
		}
		idx, err := before.Index()
		if err != nil {
			t.Fatal(err)
		}
		op.IDs = slices.Clone(op.IDs)
		for j, id := range op.IDs {
			if a, ok := idx.Get(id); ok {
				op.IDs[j] = uint64(a)
			} else {
				op.IDs[j] = uint64(rowindex.NewRowAddress(1<<32-1, uint32(id)))
			}
		}
		out[i] = op
	}
	return out
}
