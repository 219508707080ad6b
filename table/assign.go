package table

import (
	"fmt"
	"math"

	"github.com/stablerow/stablerow/rowindex"
	"github.com/stablerow/stablerow/segment"
)

// UnknownPhysicalRows marks a PendingFragment whose physical row count is
// not known (Lance's physical_rows = None).
const UnknownPhysicalRows = -1

// PendingFragment is a fragment about to be committed, as AssignRowIDs
// sees it: its id, its physical row count (or UnknownPhysicalRows) and the
// row ids it already carries (nil: no row-id metadata).
type PendingFragment struct {
	ID           uint32
	PhysicalRows int
	RowIDs       *rowindex.Sequence
}

// AssignRowIDs gives every fragment a complete row-id sequence, with the
// rules of Lance's assign_row_ids (run while a commit builds its manifest),
// taking fresh ids from next in fragment order. It returns the sequences,
// parallel to frags, and the next fresh id after them.
//
//   - no row ids: a fresh Range [next, next+PhysicalRows);
//   - as many ids as physical rows: kept as they are;
//   - fewer ids: fresh ids are appended at the tail and the whole list is
//     re-encoded as one segment (segment.FromSlice);
//   - more ids: an *ExcessRowIDsError;
//   - UnknownPhysicalRows (or a negative count): ErrMissingPhysicalRows.
//
// Nothing is returned on error. frags is not modified.
func AssignRowIDs(next uint64, frags []PendingFragment) ([]rowindex.Sequence, uint64, error) {
	out := make([]rowindex.Sequence, len(frags))
	for i, f := range frags {
		if f.PhysicalRows < 0 {
			return nil, 0, fmt.Errorf("%w: fragment %d", ErrMissingPhysicalRows, f.ID)
		}
		have := 0
		if f.RowIDs != nil {
			have = f.RowIDs.Len()
		}
		switch {
		case have > f.PhysicalRows:
			return nil, 0, &ExcessRowIDsError{Fragment: f.ID, RowIDs: have, PhysicalRows: f.PhysicalRows}
		case have == f.PhysicalRows && f.RowIDs != nil:
			out[i] = *f.RowIDs
			continue
		}
		missing := uint64(f.PhysicalRows - have)
		if missing > math.MaxUint64-next {
			return nil, 0, fmt.Errorf("%w: fragment %d needs %d ids from %d", ErrRowIDOverflow, f.ID, missing, next)
		}
		if have == 0 {
			out[i] = rowindex.RangeSequence(next, next+missing)
		} else {
			ids := f.RowIDs.AppendTo(make([]uint64, 0, f.PhysicalRows))
			for v := next; v < next+missing; v++ {
				ids = append(ids, v)
			}
			out[i] = rowindex.NewSequence(segment.FromSlice(ids))
		}
		next += missing
	}
	return out, next, nil
}
