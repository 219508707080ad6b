package table_test

import (
	"errors"
	"slices"
	"sync"
	"testing"

	"github.com/stablerow/stablerow/rowindex"
	"github.com/stablerow/stablerow/segment"
	"github.com/stablerow/stablerow/table"
)

// must returns a function that fails t on an error and passes the table
// on: must(t)(tb.Append(3)).
func must(t testing.TB) func(*table.Table, error) *table.Table {
	return func(tb *table.Table, err error) *table.Table {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return tb
	}
}

// mustCompact is must for Compact and CompactMerged.
func mustCompact(t testing.TB) func(*table.Table, table.CompactionStats, error) (*table.Table, table.CompactionStats) {
	return func(tb *table.Table, st table.CompactionStats, err error) (*table.Table, table.CompactionStats) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return tb, st
	}
}

func index(t testing.TB, tb *table.Table) *rowindex.Index {
	t.Helper()
	idx, err := tb.Index()
	if err != nil {
		t.Fatal(err)
	}
	return idx
}

func addr(f, o uint32) rowindex.RowAddress { return rowindex.NewRowAddress(f, o) }

func wantAddr(t testing.TB, tb *table.Table, id uint64, want rowindex.RowAddress) {
	t.Helper()
	got, ok := index(t, tb).Get(id)
	if !ok || got != want {
		t.Errorf("v%d: id %d at %v (%v), want %v", tb.Number(), id, got, ok, want)
	}
	if back, ok := index(t, tb).RowID(want); !ok || back != id {
		t.Errorf("v%d: RowID(%v) = %d (%v), want %d", tb.Number(), want, back, ok, id)
	}
}

func wantGone(t testing.TB, tb *table.Table, id uint64) {
	t.Helper()
	if got, ok := index(t, tb).Get(id); ok {
		t.Errorf("v%d: id %d live at %v, want none", tb.Number(), id, got)
	}
	if _, ok := tb.CreatedAt(id); ok {
		t.Errorf("v%d: CreatedAt(%d) found a row", tb.Number(), id)
	}
}

func liveIDs(t testing.TB, tb *table.Table) []uint64 {
	var ids []uint64
	for id := range index(t, tb).All() {
		ids = append(ids, id)
	}
	return ids
}

// Lance dataset/rowids.rs test_empty_dataset_rowids.
func TestEmptyDatasetRowIDs(t *testing.T) {
	t0 := table.New(true)
	if t0.Number() != 0 || t0.NextRowID() != 0 || t0.NumFragments() != 0 {
		t.Fatalf("new table: v%d next %d frags %d", t0.Number(), t0.NextRowID(), t0.NumFragments())
	}
	if _, ok := t0.MaxFragmentID(); ok {
		t.Error("new table has a max fragment id")
	}
	t1 := must(t)(t0.Append())
	if t1.Number() != 1 || t1.NextRowID() != 0 || index(t, t1).Len() != 0 || t1.Operation() != table.OpAppend {
		t.Errorf("empty create: v%d next %d rows %d op %v", t1.Number(), t1.NextRowID(), index(t, t1).Len(), t1.Operation())
	}
	t2 := must(t)(t1.Append(3))
	if f := t2.Fragments(); len(f) != 1 || f[0].ID != 0 {
		t.Errorf("first fragment %+v, want id 0", f)
	}
}

// Lance dataset/rowids.rs test_new_row_ids: 25 rows in fragments of 10,
// id i at (i/10, i%10).
func TestNewRowIDs(t *testing.T) {
	tb := must(t)(table.New(true).Append(10, 10, 5))
	if tb.NextRowID() != 25 {
		t.Errorf("next_row_id %d", tb.NextRowID())
	}
	for i := uint64(0); i < 25; i++ {
		wantAddr(t, tb, i, addr(uint32(i/10), uint32(i%10)))
	}
	wantGone(t, tb, 25)
	for _, f := range tb.Fragments() {
		if f.RowIDs.NumSegments() != 1 || f.RowIDs.Segment(0).Kind() != segment.KindRange {
			t.Errorf("fragment %d: %v, want one Range", f.ID, f.RowIDs)
		}
	}
}

// Lance dataset/rowids.rs test_row_ids_overwrite: overwrite does not reset
// next_row_id.
func TestRowIDsOverwrite(t *testing.T) {
	t1 := must(t)(table.New(true).Append(10))
	t2 := must(t)(t1.Overwrite(10))
	if t2.NextRowID() != 20 || t2.NumFragments() != 1 || t2.Operation() != table.OpOverwrite {
		t.Fatalf("next %d frags %d", t2.NextRowID(), t2.NumFragments())
	}
	if got := liveIDs(t, t2); !slices.Equal(got, rangeIDs(10, 20)) {
		t.Errorf("ids after overwrite %v", got)
	}
	wantAddr(t, t2, 10, addr(1, 0))
	wantGone(t, t2, 0)
}

// Lance dataset/rowids.rs test_row_ids_append: appends continue the ids.
func TestRowIDsAppend(t *testing.T) {
	tb := must(t)(table.New(true).Append(20))
	tb = must(t)(tb.Append(20))
	tb = must(t)(tb.Append(20))
	if tb.NextRowID() != 60 || tb.Number() != 3 {
		t.Fatalf("next %d v%d", tb.NextRowID(), tb.Number())
	}
	if got := liveIDs(t, tb); !slices.Equal(got, rangeIDs(0, 60)) {
		t.Errorf("ids %v", got)
	}
	wantAddr(t, tb, 45, addr(2, 5))
}

// Lance dataset/rowids.rs test_delete_with_row_ids: only the deletion
// vector changes.
func TestDeleteWithRowIDs(t *testing.T) {
	t1 := must(t)(table.New(true).Append(10))
	var even []uint64
	for i := uint64(0); i < 10; i += 2 {
		even = append(even, i)
	}
	t2 := must(t)(t1.Delete(even))
	if t2.NextRowID() != 10 {
		t.Errorf("next %d", t2.NextRowID())
	}
	f := t2.Fragments()[0]
	if !f.RowIDs.Equal(t1.Fragments()[0].RowIDs) || f.Deletions.Len() != 5 || f.PhysicalRows != 10 {
		t.Errorf("fragment after delete: %v, %d deletions", f.RowIDs, f.Deletions.Len())
	}
	for i := uint64(0); i < 10; i++ {
		if i%2 == 0 {
			wantGone(t, t2, i)
		} else {
			wantAddr(t, t2, i, addr(0, uint32(i)))
		}
	}
	if index(t, t2).Len() != 5 || t2.NumRows() != 5 {
		t.Errorf("%d live rows", index(t, t2).Len())
	}
	// Unknown, deleted and repeated ids match nothing more.
	t3 := must(t)(t2.Delete([]uint64{0, 2, 99, 1, 1}))
	if t3.NumRows() != 4 || t3.Number() != 3 {
		t.Errorf("after a second delete: %d rows, v%d", t3.NumRows(), t3.Number())
	}
	// A fully deleted fragment is dropped.
	t4 := must(t)(t3.Delete([]uint64{3, 5, 7, 9}))
	if t4.NumFragments() != 0 || t4.NumRows() != 0 {
		t.Errorf("fully deleted fragment kept: %d fragments", t4.NumFragments())
	}
	if m, ok := t4.MaxFragmentID(); !ok || m != 0 {
		t.Errorf("max fragment id %d %v", m, ok)
	}
}

// Lance dataset/rowids.rs test_row_ids_update: id 3 moves to (1,0), no id 5
// appears; update.rs test_row_ids_stable_after_update.
func TestRowIDsUpdate(t *testing.T) {
	t1 := must(t)(table.New(true).Append(5))
	t2 := must(t)(t1.Update([]uint64{3}))
	if t2.NextRowID() != 5 || t2.Operation() != table.OpUpdate {
		t.Errorf("next %d", t2.NextRowID())
	}
	wantAddr(t, t2, 3, addr(1, 0))
	wantGone(t, t2, 5)
	if got := liveIDs(t, t2); !slices.Equal(got, rangeIDs(0, 5)) {
		t.Errorf("ids %v", got)
	}
	if c, _ := t2.CreatedAt(3); c != 1 {
		t.Errorf("created %d", c)
	}
	if u, _ := t2.LastUpdatedAt(3); u != 2 {
		t.Errorf("updated %d", u)
	}
	// The old copy is a tombstone in fragment 0.
	f0 := t2.Fragments()[0]
	if !f0.Deletions.Contains(3) || f0.Deletions.Len() != 1 {
		t.Errorf("fragment 0 deletions %d", f0.Deletions.Len())
	}
	// update.rs test_row_ids_stable_after_update_odd_id: update again.
	t3 := must(t)(t2.Update([]uint64{3, 1}))
	wantAddr(t, t3, 1, addr(2, 0))
	wantAddr(t, t3, 3, addr(2, 1))
	if t3.NumFragments() != 2 {
		t.Errorf("fragment 1 (only id 3) should be dropped: %d fragments", t3.NumFragments())
	}
}

// Update moves rows in scan order: manifest order of fragments, then
// offset, whatever the order of the ids given.
func TestUpdateScanOrder(t *testing.T) {
	tb := must(t)(table.New(true).Append(10, 10))
	tb = must(t)(tb.Update([]uint64{15, 2, 12, 7}))
	got := idsOf(tb.Fragments()[2].RowIDs)
	if !slices.Equal(got, []uint64{2, 7, 12, 15}) {
		t.Errorf("moved ids in order %v", got)
	}
	// After compacting fragments 1 and 2 into [10 11 13 14 16..19 2 7 12
	// 15], scan order is no longer id order.
	tb, _ = mustCompact(t)(tb.Compact([]uint32{2, 1}, 100))
	tb = must(t)(tb.Update([]uint64{15, 1, 2, 11}))
	last := tb.Fragments()[tb.NumFragments()-1]
	if got := idsOf(last.RowIDs); !slices.Equal(got, []uint64{1, 11, 2, 15}) {
		t.Errorf("moved ids %v, want scan order [1 11 2 15]", got)
	}
	if last.RowIDs.Segment(0).Kind() != segment.KindArray {
		t.Errorf("unsorted moved ids as %v, want an array", last.RowIDs)
	}
}

// Update splits its output at Options.MaxRowsPerFile.
func TestUpdateMaxRowsPerFile(t *testing.T) {
	tb := must(t)(table.NewWithOptions(table.Options{StableRowIDs: true, MaxRowsPerFile: 4}).Append(10))
	tb = must(t)(tb.Update(rangeIDs(0, 10)))
	frags := tb.Fragments()
	if len(frags) != 3 || frags[0].PhysicalRows != 4 || frags[2].PhysicalRows != 2 {
		t.Fatalf("fragments %+v", frags)
	}
	for i := uint64(0); i < 10; i++ {
		wantAddr(t, tb, i, addr(uint32(1+i/4), uint32(i%4)))
	}
}

// merge_insert.rs test_*_with_stable_row_id,
// test_multiple_merge_insert_stable_row_id: matched rows keep their ids,
// inserted rows get fresh ones, in one fragment, matched rows first.
func TestMergeInsertStableRowIDs(t *testing.T) {
	t1 := must(t)(table.New(true).Append(10))
	t2 := must(t)(t1.MergeInsert([]uint64{7, 3, 4}, 2))
	if t2.NextRowID() != 12 || t2.Operation() != table.OpMergeInsert {
		t.Errorf("next %d", t2.NextRowID())
	}
	f := t2.Fragments()[1]
	if got := idsOf(f.RowIDs); !slices.Equal(got, []uint64{7, 3, 4, 10, 11}) {
		t.Errorf("new fragment ids %v", got)
	}
	for i, id := range []uint64{7, 3, 4, 10, 11} {
		wantAddr(t, t2, id, addr(1, uint32(i)))
	}
	for _, id := range []uint64{3, 4, 7} {
		if c, _ := t2.CreatedAt(id); c != 1 {
			t.Errorf("created of matched %d = %d", id, c)
		}
	}
	for _, id := range []uint64{10, 11} {
		if c, _ := t2.CreatedAt(id); c != 2 {
			t.Errorf("created of inserted %d = %d", id, c)
		}
	}
	t3 := must(t)(t2.MergeInsert([]uint64{10, 3}, 1))
	wantAddr(t, t3, 10, addr(2, 0))
	wantAddr(t, t3, 3, addr(2, 1))
	wantAddr(t, t3, 12, addr(2, 2))
	if got := liveIDs(t, t3); !slices.Equal(got, rangeIDs(0, 13)) {
		t.Errorf("ids %v", got)
	}
	// Matched ids without a row, or repeated, are refused.
	if _, err := t3.MergeInsert([]uint64{99}, 0); !errors.Is(err, table.ErrRowNotFound) {
		t.Errorf("unknown match: %v", err)
	}
	if _, err := t3.MergeInsert([]uint64{1, 1}, 0); !errors.Is(err, table.ErrDuplicateRowID) {
		t.Errorf("duplicate match: %v", err)
	}
	if _, err := t3.MergeInsert(nil, -1); !errors.Is(err, table.ErrBadRowCount) {
		t.Errorf("negative insert: %v", err)
	}
}

// A merge-insert captures one Range per matched id, merging adjacent ones,
// and keeps that segmentation when nothing is inserted; with inserted
// rows the commit's assignment re-encodes the fragment as one segment.
func TestMergeInsertSegments(t *testing.T) {
	t1 := must(t)(table.New(true).Append(30))
	t2 := must(t)(t1.MergeInsert([]uint64{5, 6, 7, 20}, 0))
	s := t2.Fragments()[1].RowIDs
	if s.NumSegments() != 2 || s.Segment(0).Kind() != segment.KindRange || s.Segment(1).Kind() != segment.KindRange {
		t.Errorf("matched-only sequence %v, want [range 5..8, range 20..21]", s)
	}
	t3 := must(t)(t1.MergeInsert([]uint64{28, 29}, 3))
	s = t3.Fragments()[1].RowIDs
	if s.NumSegments() != 1 || !s.Segment(0).Equal(segment.NewRange(28, 33)) {
		t.Errorf("sequence %v, want one Range 28..33", s)
	}
}

// merge_insert.rs test_row_id_stability_across_update_and_merge_insert:
// ids survive iff the table has stable row ids.
func TestRowIDStabilityStableVsNot(t *testing.T) {
	for _, stable := range []bool{true, false} {
		tb := must(t)(table.New(stable).Append(10))
		id := uint64(4)
		if !stable {
			id = uint64(addr(0, 4))
		}
		tb = must(t)(tb.Update([]uint64{id}))
		_, stillThere := index(t, tb).Get(id)
		if stillThere != stable {
			t.Errorf("stable=%v: id %d live after update: %v", stable, id, stillThere)
		}
		if !stable {
			wantAddr(t, tb, uint64(addr(1, 0)), addr(1, 0))
			if tb.NextRowID() != 0 || tb.Fragments()[1].RowIDs.NumSegments() != 0 {
				t.Errorf("non-stable table carries row ids")
			}
			if c, ok := tb.CreatedAt(uint64(addr(1, 0))); !ok || c != 1 {
				t.Errorf("non-stable created %d %v, want Lance's default 1", c, ok)
			}
		}
		tb = must(t)(tb.MergeInsert([]uint64{func() uint64 {
			if stable {
				return 5
			}
			return uint64(addr(0, 5))
		}()}, 1))
		if n := tb.NumRows(); n != 11 {
			t.Errorf("stable=%v: %d rows", stable, n)
		}
	}
}

// dataset/rowids.rs test_stable_row_id_after_multiple_deletion_and_compaction
// and ..._deletion_update_and_compaction; optimize.rs
// test_stable_row_indices: ids keep resolving to the same rows.
func TestStableRowIDsAfterDeletionUpdateAndCompaction(t *testing.T) {
	tb := must(t)(table.New(true).Append(100, 100, 100))
	tb = must(t)(tb.Delete([]uint64{0, 50, 150, 299}))
	tb = must(t)(tb.Delete(rangeIDs(110, 130)))
	tb = must(t)(tb.Update([]uint64{10, 160, 270}))
	before := liveIDs(t, tb)
	created := map[uint64]uint64{}
	for _, id := range before {
		created[id], _ = tb.CreatedAt(id)
	}
	ids := make([]uint32, 0)
	for _, f := range tb.Fragments() {
		ids = append(ids, f.ID)
	}
	c, st := mustCompact(t)(tb.Compact(ids, 1000))
	if c.Number() != tb.Number()+2 || c.Parent().Operation() != table.OpReserveFragments || c.Operation() != table.OpRewrite {
		t.Errorf("compaction commits v%d (%v), parent %v", c.Number(), c.Operation(), c.Parent().Operation())
	}
	if c.NumFragments() != 1 || st.RowsRewritten != len(before) || st.RowsDropped != 4+20+3 {
		t.Errorf("compaction: %d fragments, stats %+v", c.NumFragments(), st)
	}
	if got := liveIDs(t, c); !slices.Equal(got, before) {
		t.Errorf("ids changed by compaction")
	}
	for _, id := range before {
		if got, _ := c.CreatedAt(id); got != created[id] {
			t.Errorf("created of %d: %d, was %d", id, got, created[id])
		}
	}
	for _, id := range []uint64{0, 50, 120, 299} {
		wantGone(t, c, id)
	}
	if c.NextRowID() != tb.NextRowID() {
		t.Errorf("compaction changed next_row_id")
	}
	// Row order: sources in manifest order, live rows in offset order.
	f := c.Fragments()[0]
	if v, _ := f.RowIDs.Get(0); v != 1 {
		t.Errorf("first id %d", v)
	}
	if v, _ := f.RowIDs.Get(f.PhysicalRows - 1); v != 270 {
		t.Errorf("last id %d, want the updated 270", v)
	}
}

// Compaction places the new fragments where the first source was and
// reserves their ids first.
func TestCompactPlacementAndReserve(t *testing.T) {
	tb := must(t)(table.New(true).Append(5, 5, 5, 5))
	c, st := mustCompact(t)(tb.Compact([]uint32{2, 1}, 4))
	var order []uint32
	for _, f := range c.Fragments() {
		order = append(order, f.ID)
	}
	if !slices.Equal(order, []uint32{0, 4, 5, 6, 3}) || st.FragmentsAdded != 3 {
		t.Errorf("fragments %v, stats %+v", order, st)
	}
	r := c.Parent()
	if m, _ := r.MaxFragmentID(); m != 6 || r.NumFragments() != 4 {
		t.Errorf("reserve version: max fragment id %d, %d fragments", m, r.NumFragments())
	}
	for i, want := range []int{4, 4, 2} {
		if got := c.Fragments()[1+i].PhysicalRows; got != want {
			t.Errorf("new fragment %d has %d rows", i, got)
		}
	}
	wantAddr(t, c, 5, addr(4, 0))
	wantAddr(t, c, 14, addr(6, 1))
	for _, bad := range []struct {
		ids    []uint32
		target int
		err    error
	}{
		{nil, 10, table.ErrBadTarget},
		{[]uint32{0}, 0, table.ErrBadTarget},
		{[]uint32{9}, 10, table.ErrUnknownFragment},
		{[]uint32{0, 0}, 10, table.ErrDuplicateFragment},
	} {
		if _, _, err := tb.Compact(bad.ids, bad.target); !errors.Is(err, bad.err) {
			t.Errorf("Compact(%v, %d): %v, want %v", bad.ids, bad.target, err, bad.err)
		}
	}
}

// CompactMerged writes the same rows with fewer bytes: touching ranges
// become one Range again.
func TestCompactMerged(t *testing.T) {
	tb := must(t)(table.New(true).Append(100, 100, 100, 100))
	tb = must(t)(tb.Delete([]uint64{10, 150, 250}))
	ids := []uint32{0, 1, 2, 3}
	lance, ls := mustCompact(t)(tb.Compact(ids, 1000))
	merged, ms := mustCompact(t)(tb.CompactMerged(ids, 1000))
	if got, want := liveIDs(t, merged), liveIDs(t, lance); !slices.Equal(got, want) {
		t.Fatal("merged compaction changed the ids")
	}
	lf, mf := lance.Fragments()[0], merged.Fragments()[0]
	if !slices.Equal(idsOf(lf.RowIDs), idsOf(mf.RowIDs)) {
		t.Error("merged compaction changed the id order")
	}
	if lf.RowIDs.NumSegments() != 4 || mf.RowIDs.NumSegments() >= 4 {
		t.Errorf("segments: Lance %v, merged %v", lf.RowIDs, mf.RowIDs)
	}
	if ms.RowIDBytesAfter >= ls.RowIDBytesAfter || ms.BytesSaved() <= ls.BytesSaved() ||
		ms.RowIDBytesBefore != ls.RowIDBytesBefore || ms.SegmentsAfter != mf.RowIDs.NumSegments() {
		t.Errorf("stats: Lance %+v, merged %+v", ls, ms)
	}
	for off := 0; off < lf.PhysicalRows; off++ {
		a, _ := lf.CreatedAt.VersionAt(off)
		b, _ := mf.CreatedAt.VersionAt(off)
		c, _ := lf.LastUpdatedAt.VersionAt(off)
		d, _ := mf.LastUpdatedAt.VersionAt(off)
		if a != b || c != d {
			t.Fatalf("offset %d: versions %d/%d, merged %d/%d", off, a, c, b, d)
		}
	}
	if mf.CreatedAt.NumRuns() != 1 || lf.CreatedAt.NumRuns() != 4 {
		t.Errorf("created runs: Lance %d, merged %d", lf.CreatedAt.NumRuns(), mf.CreatedAt.NumRuns())
	}
	// Unsorted pieces are never merged.
	tb2 := must(t)(table.New(true).Append(10, 10))
	tb2 = must(t)(tb2.Update([]uint64{15, 3}))
	tb2 = must(t)(tb2.Update([]uint64{3}))
	all := []uint32{}
	for _, f := range tb2.Fragments() {
		all = append(all, f.ID)
	}
	m2, _ := mustCompact(t)(tb2.CompactMerged(all, 100))
	l2, _ := mustCompact(t)(tb2.Compact(all, 100))
	if !slices.Equal(idsOf(m2.Fragments()[0].RowIDs), idsOf(l2.Fragments()[0].RowIDs)) {
		t.Error("merged compaction reordered ids")
	}
}

// delta.rs test_row_created_at_version_basic,
// test_row_last_updated_at_version_basic,
// test_row_version_metadata_after_{update,append,delete},
// test_filter_by_*, test_get_{inserted,updated}_rows.
func TestVersionMetadata(t *testing.T) {
	v1 := must(t)(table.New(true).Append(10))
	for i := uint64(0); i < 10; i++ {
		c, ok1 := v1.CreatedAt(i)
		u, ok2 := v1.LastUpdatedAt(i)
		if !ok1 || !ok2 || c != 1 || u != 1 {
			t.Fatalf("v1 id %d: %d %d", i, c, u)
		}
	}
	v2 := must(t)(v1.Update([]uint64{2, 3}))
	v3 := must(t)(v2.Append(5))
	v4 := must(t)(v3.Delete([]uint64{0, 12}))
	check := func(tb *table.Table, id, created, updated uint64) {
		t.Helper()
		c, ok1 := tb.CreatedAt(id)
		u, ok2 := tb.LastUpdatedAt(id)
		if !ok1 || !ok2 || c != created || u != updated {
			t.Errorf("v%d id %d: created %d updated %d, want %d %d", tb.Number(), id, c, u, created, updated)
		}
	}
	check(v2, 2, 1, 2)
	check(v2, 4, 1, 1)
	check(v3, 11, 3, 3)
	check(v4, 3, 1, 2)
	check(v4, 11, 3, 3)
	wantGone(t, v4, 0)
	eq := func(what string, got, want []uint64) {
		t.Helper()
		if !slices.Equal(got, want) {
			t.Errorf("%s = %v, want %v", what, got, want)
		}
	}
	eq("v4 Inserted(1,4)", v4.Inserted(1, 4), []uint64{10, 11, 13, 14})
	eq("v4 Inserted(0,1)", v4.Inserted(0, 1), []uint64{1, 2, 3, 4, 5, 6, 7, 8, 9})
	eq("v4 Inserted(3,4)", v4.Inserted(3, 4), []uint64{})
	eq("v4 Updated(1,4)", v4.Updated(1, 4), []uint64{2, 3})
	eq("v4 Updated(1,2)", v4.Updated(1, 2), []uint64{2, 3})
	eq("v4 Updated(2,4)", v4.Updated(2, 4), []uint64{})
	eq("v2 Updated(0,2)", v2.Updated(0, 2), []uint64{})
	// Merge-insert: matched rows count as updated, new ones as inserted.
	v5 := must(t)(v4.MergeInsert([]uint64{5, 11}, 2))
	eq("v5 Updated(4,5)", v5.Updated(4, 5), []uint64{5, 11})
	eq("v5 Inserted(4,5)", v5.Inserted(4, 5), []uint64{15, 16})
}

// Lance issue 6735: Lance (at d2039d75) reads a moved row's created-at by
// treating its row id as an address. Here the true version is kept.
func TestCreatedAtOfMovedRowsIsTrueVersion(t *testing.T) {
	v1 := must(t)(table.New(true).Append(10)) // ids 0..9, created 1
	v2 := must(t)(v1.Append(10))              // ids 10..19, created 2
	v3 := must(t)(v2.Update([]uint64{15}))
	v4 := must(t)(v3.MergeInsert([]uint64{12}, 1))
	for _, tc := range []struct {
		tb *table.Table
		id uint64
	}{{v3, 15}, {v4, 12}} {
		got, _ := tc.tb.CreatedAt(tc.id)
		// The quirk reads fragment id>>32 = 0 at offset id&0xffffffff:
		// offset 15 or 12 is past fragment 0's 10 rows, so it defaults to 1.
		quirk := lanceQuirkCreatedAt(v2, tc.id)
		if got != 2 || quirk != 1 {
			t.Errorf("v%d id %d: created %d (true version 2), Lance's quirk reads %d", tc.tb.Number(), tc.id, got, quirk)
		}
	}
}

// lanceQuirkCreatedAt is the created-at Lance issue 6735 describes for a
// row moved out of version before: the id read as a row address.
func lanceQuirkCreatedAt(before *table.Table, id uint64) uint64 {
	a := rowindex.RowAddress(id)
	f, ok := before.Fragment(a.Fragment())
	if !ok {
		return 1
	}
	if v, ok := f.CreatedAt.VersionAt(int(a.Offset())); ok {
		return v
	}
	return 1
}

// Lance issue 8466: restore reinstates the old next_row_id, so ids get
// reused. Here they never are.
func TestRestoreNeverReusesIDs(t *testing.T) {
	v1 := must(t)(table.New(true).Append(10))
	v2 := must(t)(v1.Append(5)) // ids 10..14
	v3 := must(t)(v2.Restore(1))
	if v3.Number() != 3 || v3.Operation() != table.OpRestore || v3.NumRows() != 10 {
		t.Fatalf("restore: v%d %v %d rows", v3.Number(), v3.Operation(), v3.NumRows())
	}
	// Lance would resume at v1's next_row_id, 10, and hand out 10..12
	// again; the ids of v2's rows stay retired here.
	if lanceNext := v1.NextRowID(); lanceNext != 10 || v3.NextRowID() != 15 {
		t.Errorf("next_row_id after restore %d (Lance %d)", v3.NextRowID(), lanceNext)
	}
	v4 := must(t)(v3.Append(3))
	if got := liveIDs(t, v4); !slices.Equal(got, append(rangeIDs(0, 10), 15, 16, 17)) {
		t.Errorf("ids after restore and append %v", got)
	}
	if m, _ := v4.MaxFragmentID(); m != 2 || v4.Fragments()[1].ID != 2 {
		t.Errorf("fragment id after restore: max %d, new %d", m, v4.Fragments()[1].ID)
	}
	wantGone(t, v4, 10)
	if _, err := v4.Restore(9); !errors.Is(err, table.ErrUnknownVersion) {
		t.Errorf("restore of a future version: %v", err)
	}
	if _, err := v4.Restore(0); !errors.Is(err, table.ErrUnknownVersion) {
		t.Errorf("restore of version 0: %v", err)
	}
	if old, ok := v4.At(2); !ok || old != v2 {
		t.Error("At(2) does not find version 2")
	}
}

func TestAppendErrors(t *testing.T) {
	tb := table.New(true)
	for _, rows := range [][]int{{0}, {-1}, {3, 0}} {
		if _, err := tb.Append(rows...); !errors.Is(err, table.ErrBadRowCount) {
			t.Errorf("Append(%v): %v", rows, err)
		}
	}
	if _, err := tb.ReserveFragments(-1); !errors.Is(err, table.ErrBadRowCount) {
		t.Errorf("ReserveFragments(-1): %v", err)
	}
	// A fragment holds up to rowindex.MaxFragmentRows rows (offsets
	// 0 to 2^32-1), the limit rowindex.Build enforces too.
	if _, err := tb.Append(rowindex.MaxFragmentRows); err != nil {
		t.Errorf("Append(MaxFragmentRows): %v", err)
	}
	if _, err := tb.Append(rowindex.MaxFragmentRows + 1); !errors.Is(err, table.ErrBadRowCount) {
		t.Errorf("Append(MaxFragmentRows+1): %v", err)
	}
	full := must(t)(tb.ReserveFragments(1<<32 - 1))
	if m, _ := full.MaxFragmentID(); m != 1<<32-2 {
		t.Fatalf("max fragment id %d", m)
	}
	full = must(t)(full.Append(1))
	if _, err := full.Append(1); !errors.Is(err, table.ErrFragmentIDOverflow) {
		t.Errorf("append past the last fragment id: %v", err)
	}
}

// Operations never change the version they start from, and share the
// fragments they do not touch.
func TestImmutability(t *testing.T) {
	v1 := must(t)(table.New(true).Append(10, 10, 10))
	snapshot := func(tb *table.Table) []string {
		var out []string
		for _, f := range tb.Fragments() {
			out = append(out, f.RowIDs.String(), f.CreatedAt.Runs()[0].Span.String())
			for o := range f.Deletions.All() {
				out = append(out, string(rune(o)))
			}
		}
		return out
	}
	before := snapshot(v1)
	v2 := must(t)(v1.Delete([]uint64{1, 15}))
	must(t)(v1.Update([]uint64{2, 25}))
	must(t)(v1.MergeInsert([]uint64{3}, 4))
	mustCompact(t)(v1.Compact([]uint32{0, 1}, 7))
	must(t)(v1.Restore(1))
	if got := snapshot(v1); !slices.Equal(got, before) || v1.NumRows() != 30 || v1.Number() != 1 {
		t.Error("an operation changed the version it started from")
	}
	if !v2.Fragments()[2].RowIDs.Equal(v1.Fragments()[2].RowIDs) {
		t.Error("untouched fragment changed")
	}
}

// Index is derived from the previous version's index, computed once, and
// safe to call concurrently; it equals a fresh Build.
func TestIndexDerivedAndConcurrent(t *testing.T) {
	tb := must(t)(table.New(true).Append(50, 50))
	index(t, tb)
	versions := []*table.Table{tb}
	tb = must(t)(tb.Delete([]uint64{3, 60}))
	versions = append(versions, tb)
	tb = must(t)(tb.Update([]uint64{4, 70}))
	versions = append(versions, tb)
	tb, _ = mustCompact(t)(tb.Compact([]uint32{0}, 20))
	versions = append(versions, tb.Parent(), tb)
	var wg sync.WaitGroup
	for _, v := range versions {
		for g := 0; g < 4; g++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if _, err := v.Index(); err != nil {
					t.Error(err)
				}
			}()
		}
	}
	wg.Wait()
	for _, v := range versions {
		derived := index(t, v)
		if again := index(t, v); again != derived {
			t.Errorf("v%d: index computed twice", v.Number())
		}
		var frags []rowindex.Fragment
		for _, f := range v.Fragments() {
			frags = append(frags, rowindex.Fragment{ID: f.ID, RowIDs: f.RowIDs, Deletions: f.Deletions, PhysicalRows: f.PhysicalRows})
		}
		fresh, err := rowindex.Build(frags)
		if err != nil {
			t.Fatal(err)
		}
		var a, b []uint64
		for id, ad := range derived.All() {
			a = append(a, id, uint64(ad))
		}
		for id, ad := range fresh.All() {
			b = append(b, id, uint64(ad))
		}
		if !slices.Equal(a, b) || derived.Len() != fresh.Len() {
			t.Errorf("v%d: derived index differs from a fresh build", v.Number())
		}
	}
	// A version with its parent's fragments (a reserve commit) reuses the
	// parent's index once that is built.
	r := must(t)(versions[2].ReserveFragments(1))
	if index(t, r) != index(t, versions[2]) {
		t.Error("reserve version rebuilt an unchanged index")
	}
}

func TestOperationString(t *testing.T) {
	if table.OpMergeInsert.String() != "merge_insert" || table.Operation(99).String() != "Operation(99)" {
		t.Error(table.OpMergeInsert.String(), table.Operation(99).String())
	}
}

// Operations that match nothing still commit a version, unchanged.
func TestNoMatchCommits(t *testing.T) {
	v1 := must(t)(table.New(true).Append(3))
	for _, next := range []*table.Table{
		must(t)(v1.Update([]uint64{99, 100})),
		must(t)(v1.Delete(nil)),
		must(t)(v1.MergeInsert(nil, 0)),
	} {
		if next.Number() != 2 || next.NumFragments() != 1 || next.NumRows() != 3 || next.NextRowID() != 3 {
			t.Errorf("%v: v%d, %d fragments, %d rows", next.Operation(), next.Number(), next.NumFragments(), next.NumRows())
		}
		if m, _ := next.MaxFragmentID(); m != 0 {
			t.Errorf("%v: max fragment id %d", next.Operation(), m)
		}
	}
	empty := must(t)(table.New(true).Delete([]uint64{1}))
	if empty.Number() != 1 || index(t, empty).Len() != 0 {
		t.Error("delete on an empty table")
	}
}
