package table_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/stablerow/stablerow/rowindex"
	"github.com/stablerow/stablerow/segment"
	"github.com/stablerow/stablerow/table"
)

func seqPtr(s rowindex.Sequence) *rowindex.Sequence { return &s }

func idsOf(s rowindex.Sequence) []uint64 { return s.AppendTo([]uint64{}) }

func rangeIDs(lo, hi uint64) []uint64 {
	out := []uint64{}
	for v := lo; v < hi; v++ {
		out = append(out, v)
	}
	return out
}

// TestAssignRowIDs mirrors Lance's transaction.rs
// test_assign_row_ids_{new_fragment, existing_complete, partial_existing,
// excess_row_ids, multiple_fragments, missing_physical_rows}.
func TestAssignRowIDs(t *testing.T) {
	partial := append(rangeIDs(0, 5), rangeIDs(100, 105)...)
	tests := []struct {
		name     string
		next     uint64
		frags    []table.PendingFragment
		want     [][]uint64 // ids per fragment
		wantSegs []int      // segments per fragment
		wantNext uint64
		wantErr  error
	}{
		{
			name:     "new_fragment",
			next:     0,
			frags:    []table.PendingFragment{{ID: 0, PhysicalRows: 10}},
			want:     [][]uint64{rangeIDs(0, 10)},
			wantSegs: []int{1},
			wantNext: 10,
		},
		{
			name:     "existing_complete",
			next:     10,
			frags:    []table.PendingFragment{{ID: 0, PhysicalRows: 10, RowIDs: seqPtr(rowindex.RangeSequence(0, 10))}},
			want:     [][]uint64{rangeIDs(0, 10)},
			wantSegs: []int{1},
			wantNext: 10,
		},
		{
			// Fresh ids go at the tail and everything is one segment.
			name:     "partial_existing",
			next:     100,
			frags:    []table.PendingFragment{{ID: 0, PhysicalRows: 10, RowIDs: seqPtr(rowindex.RangeSequence(0, 5))}},
			want:     [][]uint64{partial},
			wantSegs: []int{1},
			wantNext: 105,
		},
		{
			name:    "excess_row_ids",
			next:    0,
			frags:   []table.PendingFragment{{ID: 3, PhysicalRows: 10, RowIDs: seqPtr(rowindex.RangeSequence(0, 15))}},
			wantErr: table.ErrExcessRowIDs,
		},
		{
			name: "multiple_fragments",
			next: 10,
			frags: []table.PendingFragment{
				{ID: 1, PhysicalRows: 5},
				{ID: 2, PhysicalRows: 3, RowIDs: seqPtr(rowindex.RangeSequence(100, 103))},
				{ID: 3, PhysicalRows: 4, RowIDs: seqPtr(rowindex.NewSequence(segment.NewRange(200, 201)))},
				{ID: 4, PhysicalRows: 2},
			},
			want:     [][]uint64{rangeIDs(10, 15), rangeIDs(100, 103), {200, 15, 16, 17}, rangeIDs(18, 20)},
			wantSegs: []int{1, 1, 1, 1},
			wantNext: 20,
		},
		{
			name:    "missing_physical_rows",
			next:    0,
			frags:   []table.PendingFragment{{ID: 0, PhysicalRows: table.UnknownPhysicalRows}},
			wantErr: table.ErrMissingPhysicalRows,
		},
		{
			// Lance's external meta counts as no ids: an empty sequence.
			name:     "empty_meta",
			next:     7,
			frags:    []table.PendingFragment{{ID: 0, PhysicalRows: 2, RowIDs: seqPtr(rowindex.Sequence{})}},
			want:     [][]uint64{{7, 8}},
			wantSegs: []int{1},
			wantNext: 9,
		},
		{
			name:    "overflow",
			next:    1<<64 - 3,
			frags:   []table.PendingFragment{{ID: 0, PhysicalRows: 4}},
			wantErr: table.ErrRowIDOverflow,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			before := make([][]uint64, len(tc.frags))
			for i, f := range tc.frags {
				if f.RowIDs != nil {
					before[i] = idsOf(*f.RowIDs)
				}
			}
			seqs, next, err := table.AssignRowIDs(tc.next, tc.frags)
			if tc.wantErr != nil {
				if !errors.Is(err, tc.wantErr) || seqs != nil {
					t.Fatalf("err = %v, want %v", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if next != tc.wantNext {
				t.Errorf("next = %d, want %d", next, tc.wantNext)
			}
			for i, s := range seqs {
				if got := idsOf(s); !slices.Equal(got, tc.want[i]) {
					t.Errorf("fragment %d: ids %v, want %v", i, got, tc.want[i])
				}
				if s.NumSegments() != tc.wantSegs[i] {
					t.Errorf("fragment %d: %d segments (%v), want %d", i, s.NumSegments(), s, tc.wantSegs[i])
				}
				if len(tc.want[i]) > 0 && !s.Segment(0).Equal(segment.FromSlice(tc.want[i])) && s.NumSegments() == 1 {
					t.Errorf("fragment %d: %v is not Lance's encoding of the ids", i, s)
				}
			}
			for i, f := range tc.frags {
				if f.RowIDs != nil && !slices.Equal(idsOf(*f.RowIDs), before[i]) {
					t.Errorf("fragment %d: input modified", i)
				}
			}
		})
	}
}

func TestAssignRowIDsExcessMessage(t *testing.T) {
	_, _, err := table.AssignRowIDs(0, []table.PendingFragment{{ID: 3, PhysicalRows: 10, RowIDs: seqPtr(rowindex.RangeSequence(0, 15))}})
	var e *table.ExcessRowIDsError
	if !errors.As(err, &e) || e.Fragment != 3 || e.RowIDs != 15 || e.PhysicalRows != 10 {
		t.Fatalf("err = %#v", err)
	}
	if want := "table: fragment 3 has more row ids (15) than physical rows (10)"; err.Error() != want {
		t.Errorf("message %q, want %q", err, want)
	}
}
