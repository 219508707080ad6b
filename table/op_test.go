package table_test

import (
	"testing"

	"github.com/stablerow/stablerow/table"
)

func TestOpString(t *testing.T) {
	for _, tc := range []struct {
		op   table.Op
		want string
	}{
		{table.Op{Kind: table.OpAppend, Rows: []int{3, 4}}, "append 2 fragments [3 4]"},
		{table.Op{Kind: table.OpDelete, IDs: []uint64{1, 2}}, "delete 2 ids"},
		{table.Op{Kind: table.OpMergeInsert, IDs: []uint64{1}, Inserted: 3}, "merge_insert 1 matched, 3 inserted"},
		{table.Op{Kind: table.OpRewrite, Start: 1, Count: 2, TargetRows: 9, Merged: true}, "compact merged start 1 count 2 target 9"},
		{table.Op{Kind: table.OpRestore, Target: 4}, "restore op 4"},
		{table.Op{Kind: table.Operation(77)}, "Operation(77)"},
	} {
		if got := tc.op.String(); got != tc.want {
			t.Errorf("%q, want %q", got, tc.want)
		}
	}
}

// Kinds that name a version but no replayable operation are refused.
func TestReplayRefusesOtherKinds(t *testing.T) {
	for _, k := range []table.Operation{table.OpNone, table.OpOverwrite, table.OpReserveFragments, table.Operation(77)} {
		if _, err := table.Replay(table.New(true), []table.Op{{Kind: table.OpAppend, Rows: []int{3}}, {Kind: k}}); err == nil {
			t.Errorf("replaying %v: no error", k)
		}
	}
}
