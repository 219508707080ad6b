package table_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/stablerow/stablerow/gen/tablegen"
	"github.com/stablerow/stablerow/table"
)

func TestReplayErrors(t *testing.T) {
	ok := table.Op{Kind: table.OpAppend, Rows: []int{3}}
	for _, tc := range []struct {
		name string
		ops  []table.Op
		err  error
		done int
	}{
		{"restore forward", []table.Op{ok, {Kind: table.OpRestore, Target: 1}}, table.ErrUnknownVersion, 1},
		{"restore negative", []table.Op{ok, {Kind: table.OpRestore, Target: -1}}, table.ErrUnknownVersion, 1},
		{"bad append", []table.Op{ok, ok, {Kind: table.OpAppend, Rows: []int{0}}}, table.ErrBadRowCount, 2},
		{"bad match", []table.Op{ok, {Kind: table.OpMergeInsert, IDs: []uint64{7}}}, table.ErrRowNotFound, 1},
		{"bad target", []table.Op{ok, {Kind: table.OpRewrite, Count: 1}}, table.ErrBadTarget, 1},
	} {
		got, err := table.Replay(table.New(true), tc.ops)
		if !errors.Is(err, tc.err) || len(got) != tc.done {
			t.Errorf("%s: %d done, err %v; want %d, %v", tc.name, len(got), err, tc.done, tc.err)
		}
	}
	if _, err := table.Replay(table.New(true), []table.Op{{Kind: table.Operation(99)}}); err == nil {
		t.Error("unknown op kind accepted")
	}
	// A compaction window on an empty table commits nothing.
	res, err := table.Replay(table.New(true), []table.Op{{Kind: table.OpRewrite, Count: 3, TargetRows: 5}})
	if err != nil || len(res) != 1 || res[0].Number() != 0 {
		t.Errorf("empty compaction: %v, %v", res, err)
	}
}

func TestCompactionWindow(t *testing.T) {
	tb := must(t)(table.New(true).Append(1, 1, 1, 1, 1))
	for _, tc := range []struct {
		start, count int
		want         []uint32
	}{
		{0, 2, []uint32{0, 1}},
		{3, 9, []uint32{3, 4}},
		{7, 1, []uint32{2}},
		{-1, 1, []uint32{4}},
		{0, 0, nil},
	} {
		got := table.CompactionWindow(tb, tc.start, tc.count)
		if len(got) != len(tc.want) {
			t.Errorf("window(%d, %d) = %v, want %v", tc.start, tc.count, got, tc.want)
			continue
		}
		for i := range got {
			if got[i] != tc.want[i] {
				t.Errorf("window(%d, %d) = %v, want %v", tc.start, tc.count, got, tc.want)
			}
		}
	}
}

// The benchmark workloads replay through table, at a small scale here.
func TestWorkloadsReplay(t *testing.T) {
	n := 400_000
	if testing.Short() {
		n = 200_000
	}
	w1, err := table.Replay(table.New(true), tablegen.W1FreshAppends(n))
	if err != nil {
		t.Fatal(err)
	}
	if last := w1[0]; last.NumFragments() != n/tablegen.FragmentRows || last.NumRows() != n || index(t, last).NumChunks() != last.NumFragments() {
		t.Errorf("W1: %d fragments, %d rows", last.NumFragments(), last.NumRows())
	}

	ops := tablegen.W2AfterLife(9, n, 3)
	w2, err := table.Replay(table.New(true), ops)
	if err != nil {
		t.Fatal(err)
	}
	last := w2[len(w2)-1]
	deleted, updated := n/100, (n-n/100)/100
	if last.NumRows() != n-deleted || index(t, last).Len() != n-deleted {
		t.Errorf("W2: %d live rows, want %d", last.NumRows(), n-deleted)
	}
	half := n / tablegen.FragmentRows / 2
	// half appended fragments compacted into one (target 1M rows), the
	// other half, and 3 update fragments.
	if last.NumFragments() != 1+(n/tablegen.FragmentRows-half)+3 || last.Operation() != table.OpRewrite {
		t.Errorf("W2: %d fragments", last.NumFragments())
	}
	if got := len(last.Updated(1, last.Number())); got != updated {
		t.Errorf("W2: %d updated rows, want %d", got, updated)
	}
	for _, id := range ops[1].IDs[:50] {
		wantGone(t, last, id)
	}

	w3, err := table.Replay(table.New(true), tablegen.W3UpdateChurn(4, n/4, 40))
	if err != nil {
		t.Fatal(err)
	}
	last = w3[len(w3)-1]
	if last.Number() != 41 || last.NumRows() != n/4 || last.NextRowID() != uint64(n/4) {
		t.Errorf("W3: v%d, %d rows, next %d", last.Number(), last.NumRows(), last.NextRowID())
	}
}

// ReplayLatest ends at the same version as Replay, without its history.
func TestReplayLatest(t *testing.T) {
	ops := tablegen.History(11, tablegen.Mix{Append: 2, DeleteScattered: 2, UpdateBatch: 2, UpdateSingle: 1, MergeInsert: 1, Compact: 1,
		MaxAppendRows: 50, MaxAppendFragments: 2, MaxBatch: 10, MaxTargetRows: 60}, 40)
	all, err := table.Replay(table.New(true), ops)
	if err != nil {
		t.Fatal(err)
	}
	latest, err := table.ReplayLatest(table.New(true), ops)
	if err != nil {
		t.Fatal(err)
	}
	want := all[len(all)-1]
	if latest.Parent() != nil || latest.Number() != want.Number() || latest.NextRowID() != want.NextRowID() {
		t.Fatalf("latest v%d (parent %v), want v%d", latest.Number(), latest.Parent(), want.Number())
	}
	if got, exp := liveIDs(t, latest), liveIDs(t, want); !slices.Equal(got, exp) {
		t.Error("ReplayLatest ends with other rows")
	}
	if _, ok := latest.At(1); ok {
		t.Error("history reachable after ReplayLatest")
	}
	if _, err := latest.Restore(1); !errors.Is(err, table.ErrUnknownVersion) {
		t.Errorf("restore without history: %v", err)
	}
	_, err = table.ReplayLatest(table.New(true), []table.Op{{Kind: table.OpAppend, Rows: []int{1}}, {Kind: table.OpRestore}})
	if !errors.Is(err, table.ErrUnknownVersion) {
		t.Errorf("ReplayLatest with a restore: %v", err)
	}
}

// Only the most recent IndexCacheVersions versions keep their index; an
// evicted one computes it again, with the same content.
func TestIndexCacheBound(t *testing.T) {
	tb := must(t)(table.New(true).Append(100))
	versions := []*table.Table{tb}
	for i := 0; i < 3*table.IndexCacheVersions; i++ {
		tb = must(t)(tb.Update([]uint64{uint64(i)}))
		versions = append(versions, tb)
	}
	first := index(t, versions[1])
	for _, v := range versions[2:] {
		index(t, v)
	}
	again := index(t, versions[1])
	if again == first {
		t.Error("the index of an old version was not evicted")
	}
	if a, _ := again.Get(0); a != addr(1, 0) || again.Len() != 100 {
		t.Errorf("recomputed index: id 0 at %v, %d rows", a, again.Len())
	}
	last := versions[len(versions)-1]
	// Pointer identity on purpose: a cached index is the same object.
	if a, b := index(t, last), index(t, last); a != b {
		t.Error("a recent version recomputed its index")
	}
	d := last.WithoutHistory()
	if index(t, d) != index(t, last) || d.Number() != last.Number() || d.Parent() != nil {
		t.Error("WithoutHistory does not share the index")
	}
}
