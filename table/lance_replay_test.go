package table_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/stablerow/stablerow/rowindex"
	"github.com/stablerow/stablerow/table"
)

// datasetReplay replays the history of one real Lance dataset through the
// table package, version by version, and compares every version with what
// Lance wrote (manifest-vN.json) and read back (expected-vN.json).
type datasetReplay struct {
	t       *testing.T
	name    string
	history historyFile
	cur     *table.Table
	// prev is the expected file of the current version: the user column
	// `id` of each live row, so that a predicate on it becomes row ids.
	prev []expectedRow
	// checked counts the versions compared.
	checked int
	cache   map[uint64][]expectedRow
	// quirkRows counts moved rows for which Lance issue 6735's quirk
	// (created-at read with the row id taken as an address) would give
	// another version than the true one.
	quirkRows int
}

func newDatasetReplay(t *testing.T, name string, stable bool) *datasetReplay {
	r := &datasetReplay{t: t, name: name, cur: table.New(stable), cache: map[uint64][]expectedRow{}}
	readJSON(t, name, "history.json", &r.history)
	if r.history.StableRowIDs != stable {
		t.Fatalf("%s: history says stable_row_ids=%v", name, r.history.StableRowIDs)
	}
	return r
}

func (r *datasetReplay) expected(v uint64) []expectedRow {
	if rows, ok := r.cache[v]; ok {
		return rows
	}
	e := readExpected(r.t, r.name, fmt.Sprintf("expected-v%d.json", v))
	if e.Version != v || e.NumRows != len(e.Rows) || e.StableRowIDs != r.history.StableRowIDs {
		r.t.Fatalf("%s: expected-v%d.json: version %d, num_rows %d, %d rows", r.name, v, e.Version, e.NumRows, len(e.Rows))
	}
	r.cache[v] = e.Rows
	return e.Rows
}

func (r *datasetReplay) manifest(v uint64) manifestFile {
	var m manifestFile
	readJSON(r.t, r.name, fmt.Sprintf("manifest-v%d.json", v), &m)
	return m
}

// step runs one operation, which must commit the versions the history
// describes with opPrefix, and checks each of them.
func (r *datasetReplay) step(opPrefix string, op func() *table.Table) {
	r.t.Helper()
	next := op()
	if next == nil {
		r.t.Fatalf("%s: step %q failed", r.name, opPrefix)
	}
	// A compaction commits two versions: check the reserve one too.
	var versions []*table.Table
	for v := next; v != nil && v.Number() > r.cur.Number(); v = v.Parent() {
		versions = append([]*table.Table{v}, versions...)
	}
	for _, v := range versions {
		h := r.history.Steps[v.Number()-1]
		if h.Version != v.Number() || !strings.Contains(h.Op, opPrefix) {
			r.t.Fatalf("%s v%d: history op %q, the replay ran %q", r.name, v.Number(), h.Op, opPrefix)
		}
		r.check(v)
	}
	if op := next.Operation(); op == table.OpUpdate || op == table.OpMergeInsert {
		r.checkMovedCreatedAt(next)
	}
	r.cur = next
	r.prev = r.expected(next.Number())
}

// checkMovedCreatedAt checks, for the rows an update or merge-insert moved,
// that Lance 12.0.0 reports their true created-at version (the one before
// the move), not the one Lance issue 6735's quirk predicts, and counts the
// rows where the two differ.
func (r *datasetReplay) checkMovedCreatedAt(next *table.Table) {
	before := make(map[uint64]expectedRow, len(r.prev))
	for _, row := range r.prev {
		before[row.RowID] = row
	}
	for _, row := range r.expected(next.Number()) {
		old, ok := before[row.RowID]
		if !ok || old.RowAddr == row.RowAddr {
			continue
		}
		if row.CreatedAt != old.CreatedAt {
			r.t.Errorf("%s v%d: moved row %d: Lance created_at %d, true version %d", r.name, next.Number(), row.RowID, row.CreatedAt, old.CreatedAt)
		}
		if lanceQuirkCreatedAt(r.cur, row.RowID) != old.CreatedAt {
			r.quirkRows++
		}
	}
}

// idsWhere returns the row ids of the live rows whose user id matches, in
// row-id order.
func (r *datasetReplay) idsWhere(pred func(userID uint64) bool) []uint64 {
	var ids []uint64
	for _, row := range r.prev {
		if pred(row.UserID) {
			ids = append(ids, row.RowID)
		}
	}
	return ids
}

// deletedNext returns the row ids live now and gone in the next version:
// what a delete whose predicate uses the column `r` (random values not in
// the expected files) removed.
func (r *datasetReplay) deletedNext() []uint64 {
	next := r.expected(r.cur.Number() + 1)
	live := make(map[uint64]bool, len(next))
	for _, row := range next {
		live[row.RowID] = true
	}
	return r.idsWhereRow(func(row expectedRow) bool { return !live[row.RowID] })
}

// movedNext returns the row ids whose address changes in the next version:
// what an update whose predicate uses the column `r` rewrote.
func (r *datasetReplay) movedNext() []uint64 {
	next := r.expected(r.cur.Number() + 1)
	addr := make(map[uint64]uint64, len(next))
	for _, row := range next {
		addr[row.RowID] = row.RowAddr
	}
	return r.idsWhereRow(func(row expectedRow) bool {
		a, ok := addr[row.RowID]
		return ok && a != row.RowAddr
	})
}

func (r *datasetReplay) idsWhereRow(pred func(expectedRow) bool) []uint64 {
	var ids []uint64
	for _, row := range r.prev {
		if pred(row) {
			ids = append(ids, row.RowID)
		}
	}
	return ids
}

func (r *datasetReplay) must(t *table.Table, err error) *table.Table {
	r.t.Helper()
	if err != nil {
		r.t.Fatalf("%s v%d: %v", r.name, r.cur.Number()+1, err)
	}
	return t
}

func (r *datasetReplay) append(rows ...int) func() *table.Table {
	return func() *table.Table { return r.must(r.cur.Append(rows...)) }
}

func (r *datasetReplay) delete(ids func() []uint64) func() *table.Table {
	return func() *table.Table { return r.must(r.cur.Delete(ids())) }
}

func (r *datasetReplay) update(ids func() []uint64) func() *table.Table {
	return func() *table.Table { return r.must(r.cur.Update(ids())) }
}

// mergeInsert upserts the given user ids (each key once, in key order, as
// the source is sorted): keys with a live row are matched, the others
// inserted.
func (r *datasetReplay) mergeInsert(keys []uint64) func() *table.Table {
	return func() *table.Table {
		byKey := make(map[uint64]uint64, len(r.prev))
		for _, row := range r.prev {
			byKey[row.UserID] = row.RowID
		}
		var matched []uint64
		inserted := 0
		for _, k := range keys {
			if id, ok := byKey[k]; ok {
				matched = append(matched, id)
			} else {
				inserted++
			}
		}
		return r.must(r.cur.MergeInsert(matched, inserted))
	}
}

// compact compacts, with Lance's default target, the fragments that the
// rewrite version's manifest no longer has; there must be want of them.
func (r *datasetReplay) compact(want int) func() *table.Table {
	return func() *table.Table {
		after := r.manifest(r.cur.Number() + 2)
		keep := make(map[uint32]bool)
		for _, f := range after.Fragments {
			keep[f.ID] = true
		}
		var ids []uint32
		for _, f := range r.cur.Fragments() {
			if !keep[f.ID] {
				ids = append(ids, f.ID)
			}
		}
		if len(ids) != want {
			r.t.Fatalf("%s: compaction of %d fragments %v, history says %d", r.name, len(ids), ids, want)
		}
		next, st, err := r.cur.Compact(ids, table.DefaultTargetRowsPerFragment)
		r.must(next, err)
		if st.FragmentsRemoved != want || st.FragmentsAdded != 1 || st.RowsRewritten != r.cur.NumRows() {
			r.t.Errorf("%s: compaction stats %+v", r.name, st)
		}
		return next
	}
}

func userRange(lo, hi uint64) []uint64 {
	var out []uint64
	for v := lo; v < hi; v++ {
		out = append(out, v)
	}
	return out
}

// check compares version v with Lance's manifest and scan of it.
func (r *datasetReplay) check(v *table.Table) {
	t := r.t
	t.Helper()
	r.checked++
	ver := v.Number()
	where := fmt.Sprintf("%s v%d", r.name, ver)
	m := r.manifest(ver)
	rows := r.expected(ver)
	h := r.history.Steps[ver-1]

	// Manifest counters and fragments.
	if m.Version != ver {
		t.Fatalf("%s: manifest says version %d", where, m.Version)
	}
	if got := v.NextRowID(); got != m.NextRowID || got != h.NextRowID {
		t.Errorf("%s: next_row_id %d, Lance %d", where, got, m.NextRowID)
	}
	if got, ok := v.MaxFragmentID(); m.MaxFragmentID == nil || !ok || got != *m.MaxFragmentID {
		t.Errorf("%s: max_fragment_id %d (%v), Lance %v", where, got, ok, m.MaxFragmentID)
	}
	frags := v.Fragments()
	if len(frags) != len(m.Fragments) {
		t.Fatalf("%s: %d fragments, Lance %d", where, len(frags), len(m.Fragments))
	}
	for i, f := range frags {
		r.checkFragment(where, v.StableRowIDs(), f, m.Fragments[i])
	}

	// Live rows: row id -> address, reverse, versions.
	idx, err := v.Index()
	if err != nil {
		t.Fatalf("%s: index: %v", where, err)
	}
	if idx.Len() != len(rows) || v.NumRows() != len(rows) || h.NumRows != len(rows) {
		t.Errorf("%s: %d live rows (table %d), Lance %d", where, idx.Len(), v.NumRows(), len(rows))
	}
	// Every row: its address (through All), and its versions read from
	// its fragment at that address. A sample of rows (all of them in the
	// smaller versions) also goes through Get, RowID, CreatedAt and
	// LastUpdatedAt.
	stride := 1
	if len(rows) > 10000 {
		stride = 7
	}
	byID := make(map[uint32]table.Fragment, len(frags))
	for _, f := range frags {
		byID[f.ID] = f
	}
	bad := 0
	report := func(format string, args ...any) {
		t.Helper()
		if bad++; bad <= 5 {
			t.Errorf(where+": "+format, args...)
		}
	}
	i := 0
	for id, a := range idx.All() {
		if i >= len(rows) {
			report("All() yields more than Lance's %d rows", len(rows))
			break
		}
		row := rows[i]
		i++
		if id != row.RowID || uint64(a) != row.RowAddr {
			report("row %d: All() gives id %d at %v, Lance id %d at %v", i-1, id, a, row.RowID, rowindex.RowAddress(row.RowAddr))
			continue
		}
		f := byID[a.Fragment()]
		c, u := uint64(1), uint64(1)
		if v.StableRowIDs() {
			c, _ = f.CreatedAt.VersionAt(int(a.Offset()))
			u, _ = f.LastUpdatedAt.VersionAt(int(a.Offset()))
		}
		if c != row.CreatedAt || u != row.LastUpdatedAt {
			report("row id %d: versions %d/%d, Lance %d/%d", id, c, u, row.CreatedAt, row.LastUpdatedAt)
		}
	}
	if i != len(rows) {
		report("All() yields %d rows, Lance %d", i, len(rows))
	}
	for k := 0; k < len(rows); k += stride {
		row := rows[k]
		addr, ok := idx.Get(row.RowID)
		id, ok2 := idx.RowID(rowindex.RowAddress(row.RowAddr))
		c, ok3 := v.CreatedAt(row.RowID)
		u, ok4 := v.LastUpdatedAt(row.RowID)
		if !ok || uint64(addr) != row.RowAddr || !ok2 || id != row.RowID || !ok3 || !ok4 ||
			c != row.CreatedAt || u != row.LastUpdatedAt {
			report("row id %d: address %v (%v), reverse %d (%v), created %d, updated %d; Lance address %v, created %d, updated %d",
				row.RowID, addr, ok, id, ok2, c, u, rowindex.RowAddress(row.RowAddr), row.CreatedAt, row.LastUpdatedAt)
		}
	}
	if !v.StableRowIDs() {
		for _, row := range rows {
			if row.RowID != row.RowAddr {
				t.Fatalf("%s: non-stable row id %d != address %d in Lance's data", where, row.RowID, row.RowAddr)
			}
		}
	}

	// CDC: Lance's filters over the expected rows, for a few windows.
	for _, from := range []uint64{0, 1, ver / 2, max(ver, 2) - 2, ver - 1, ver} {
		for _, to := range []uint64{ver, from + 1} {
			var ins, upd []uint64
			for _, row := range rows {
				if from < row.CreatedAt && row.CreatedAt <= to {
					ins = append(ins, row.RowID)
				}
				if row.CreatedAt <= from && from < row.LastUpdatedAt && row.LastUpdatedAt <= to {
					upd = append(upd, row.RowID)
				}
			}
			if got := v.Inserted(from, to); !slices.Equal(got, nonNil(ins)) {
				t.Errorf("%s: Inserted(%d, %d) has %d ids, Lance's filter %d", where, from, to, len(got), len(ins))
			}
			if got := v.Updated(from, to); !slices.Equal(got, nonNil(upd)) {
				t.Errorf("%s: Updated(%d, %d) has %d ids, Lance's filter %d", where, from, to, len(got), len(upd))
			}
		}
	}
}

func nonNil(s []uint64) []uint64 {
	if s == nil {
		return []uint64{}
	}
	return s
}

// checkFragment compares one fragment with Lance's manifest entry: id,
// rows, deletions, and (with stable row ids) the row-id segments and
// version runs, kinds and wire bytes.
func (r *datasetReplay) checkFragment(where string, stable bool, f table.Fragment, mf manifestFragment) {
	t := r.t
	t.Helper()
	where = fmt.Sprintf("%s fragment %d", where, f.ID)
	if f.ID != mf.ID || f.PhysicalRows != mf.PhysicalRows {
		t.Errorf("%s: id %d rows %d, Lance fragment %d rows %d", where, f.ID, f.PhysicalRows, mf.ID, mf.PhysicalRows)
		return
	}
	wantDel := 0
	if mf.DeletionFile != nil {
		wantDel = mf.DeletionFile.NumDeletedRows
	}
	if f.Deletions.Len() != wantDel {
		t.Errorf("%s: %d deleted rows, Lance %d", where, f.Deletions.Len(), wantDel)
	}
	if !stable {
		if mf.RowIDMeta != nil || mf.CreatedAt != nil || mf.LastUpdatedAt != nil {
			t.Errorf("%s: Lance wrote row-id metadata in a non-stable table", where)
		}
		if f.RowIDs.NumSegments() != 0 || f.CreatedAt.NumRuns() != 0 || f.LastUpdatedAt.NumRuns() != 0 {
			t.Errorf("%s: non-stable fragment carries row-id metadata", where)
		}
		return
	}
	if mf.RowIDMeta == nil || mf.RowIDMeta.Storage != "inline" {
		t.Fatalf("%s: Lance has no inline row ids", where)
	}
	segs := f.RowIDs.Segments()
	if len(segs) != len(mf.RowIDMeta.Segments) {
		t.Errorf("%s: %d segments %v, Lance %d", where, len(segs), f.RowIDs, len(mf.RowIDMeta.Segments))
	} else {
		for i, s := range segs {
			ms := mf.RowIDMeta.Segments[i]
			ok := s.Kind().String() == ms.Kind
			lo, hi, _ := s.Bounds()
			switch ms.Kind {
			case "range", "range_with_holes", "range_with_bitmap":
				ok = ok && ms.Start != nil && ms.End != nil && lo == *ms.Start && hi+1 == *ms.End
				if ms.Holes != nil {
					ok = ok && int(hi+1-lo)-s.Len() == *ms.Holes
				}
			default:
				ok = ok && ms.Len != nil && s.Len() == *ms.Len
			}
			if !ok {
				t.Errorf("%s: segment %d is %v, Lance %+v", where, i, s, ms)
			}
		}
	}
	if got := f.RowIDs.LanceSizeBytes(); got != mf.RowIDMeta.Bytes {
		t.Errorf("%s: row ids take %d bytes, Lance %d", where, got, mf.RowIDMeta.Bytes)
	}
	checkVersions(t, where+" created_at", f.CreatedAt, mf.CreatedAt)
	checkVersions(t, where+" last_updated_at", f.LastUpdatedAt, mf.LastUpdatedAt)
}

func checkVersions(t *testing.T, where string, got rowindex.VersionSequence, want *manifestVersions) {
	t.Helper()
	if want == nil || want.Storage != "inline" {
		t.Errorf("%s: Lance has no inline version runs", where)
		return
	}
	var runs [][2]uint64
	kinds := map[string]bool{}
	for _, run := range got.Runs() {
		runs = append(runs, [2]uint64{uint64(run.Span.Len()), run.Version})
		kinds[run.Span.Kind().String()] = true
	}
	if !slices.Equal(runs, want.Runs) || want.NumRuns != len(runs) {
		t.Errorf("%s: runs %v, Lance %v", where, runs, want.Runs)
	}
	wantKinds := map[string]bool{}
	for _, k := range want.SpanKinds {
		wantKinds[k] = true
	}
	if fmt.Sprint(kinds) != fmt.Sprint(wantKinds) {
		t.Errorf("%s: span kinds %v, Lance %v", where, kinds, want.SpanKinds)
	}
	if b := got.LanceSizeBytes(); b != want.Bytes {
		t.Errorf("%s: %d bytes, Lance %d", where, b, want.Bytes)
	}
}

func (r *datasetReplay) done(versions int) {
	r.t.Logf("%s: %d moved rows where the 6735 quirk would report another created_at than Lance 12.0.0 does", r.name, r.quirkRows)
	if r.history.StableRowIDs && r.quirkRows == 0 {
		r.t.Errorf("%s: no moved row tells the true created_at from the 6735 quirk", r.name)
	}
	if r.cur.Number() != uint64(versions) || len(r.history.Steps) != versions || r.checked != versions {
		r.t.Errorf("%s: replayed to v%d, checked %d versions, history has %d", r.name, r.cur.Number(), r.checked, len(r.history.Steps))
	}
}

func replayBasic(t *testing.T, name string, stable bool) {
	r := newDatasetReplay(t, name, stable)
	r.step("create 1000 rows", r.append(1000))
	r.step("append 250 rows", r.append(250))
	r.step("append 1 rows", r.append(1))
	r.step("append 3000 rows", r.append(3000))
	r.step("delete 'id % 7 = 0'", r.delete(func() []uint64 { return r.idsWhere(func(id uint64) bool { return id%7 == 0 }) }))
	r.step("delete 'id >= 1100 AND id < 1300'", r.delete(func() []uint64 {
		return r.idsWhere(func(id uint64) bool { return id >= 1100 && id < 1300 })
	}))
	r.step("update payload where 'id % 10 = 3'", r.update(func() []uint64 { return r.idsWhere(func(id uint64) bool { return id%10 == 3 }) }))
	r.step("append 500 rows", r.append(500))
	r.step("optimize", r.compact(5))
	r.step("delete 'id % 11 = 0'", r.delete(func() []uint64 { return r.idsWhere(func(id uint64) bool { return id%11 == 0 }) }))
	r.step("update payload where 'id >= 2000 AND id < 2100'", r.update(func() []uint64 {
		return r.idsWhere(func(id uint64) bool { return id >= 2000 && id < 2100 })
	}))
	r.done(12)
}

func TestReplayLanceBasic(t *testing.T) { replayBasic(t, "basic", true) }

func TestReplayLanceBasicNonStable(t *testing.T) { replayBasic(t, "basic-nonstable", false) }

func TestReplayLanceCompaction(t *testing.T) {
	r := newDatasetReplay(t, "compaction", true)
	r.step("create 100 rows", r.append(100))
	for _, n := range []int{149, 26, 102, 33, 157, 106, 107, 49, 67, 119, 55, 35, 148, 105, 162, 178, 78, 144, 71, 140, 114, 169, 117, 22} {
		r.step(fmt.Sprintf("append %d rows", n), r.append(n))
	}
	// The predicates on `r` use a random column the expected files do not
	// have: the ids come from comparing with the next version.
	r.step("delete 'r % 5 = 0'", r.delete(r.deletedNext))
	r.step("delete 'id >= 700 AND id < 1500'", r.delete(func() []uint64 {
		return r.idsWhere(func(id uint64) bool { return id >= 700 && id < 1500 })
	}))
	r.step("update where 'r % 13 = 1'", r.update(r.movedNext))
	r.step("optimize", r.compact(19))
	r.step("delete 'r % 3 = 0' after compaction", r.delete(r.deletedNext))
	r.step("append 333 rows", r.append(333))
	r.step("optimize again", r.compact(2))
	r.done(34)
}

func TestReplayLanceHoles(t *testing.T) {
	r := newDatasetReplay(t, "holes", true)
	r.step("create 5000 rows", r.append(5000))
	r.step("append 5000 rows", r.append(5000))
	r.step("delete 'id IN (17, 2500, 4999, 5000, 7777)'", r.delete(func() []uint64 {
		return r.idsWhere(func(id uint64) bool { return slices.Contains([]uint64{17, 2500, 4999, 5000, 7777}, id) })
	}))
	r.step("optimize", r.compact(2))
	r.step("update where 'id IN (3, 4000, 9000)'", r.update(func() []uint64 {
		return r.idsWhere(func(id uint64) bool { return id == 3 || id == 4000 || id == 9000 })
	}))
	r.step("merge_insert on id: ids 9990..10009", r.mergeInsert(userRange(9990, 10010)))
	r.done(7)
}

func TestReplayLanceMedium(t *testing.T) {
	r := newDatasetReplay(t, "medium", true)
	r.step("create 20000 rows", r.append(20000))
	r.step("append 15000 rows", r.append(15000))
	r.step("append 15000 rows", r.append(15000))
	r.step("append 10000 rows", r.append(10000))
	r.step("delete 'id < 20000 AND r % 2 = 1'", r.delete(r.deletedNext))
	r.step("update where 'r % 50 = 8'", r.update(r.movedNext))
	r.step("merge_insert on id: ids 19990..20009 and 59900..60099",
		r.mergeInsert(append(userRange(19990, 20010), userRange(59900, 60100)...)))
	r.step("optimize", r.compact(6))
	r.step("delete 'r % 100 = 42 OR id in [30000,30500)'", r.delete(r.deletedNext))
	r.done(10)
}
