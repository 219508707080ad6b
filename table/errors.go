package table

import (
	"errors"
	"fmt"
)

// Errors of table operations. Returned errors wrap one of these (or are
// typed errors whose Is method matches one), so callers can use errors.Is.
var (
	// ErrBadRowCount reports a fragment row count that is negative or zero
	// where rows are required, or a row count a 32-bit offset cannot hold.
	ErrBadRowCount = errors.New("table: bad row count")
	// ErrExcessRowIDs reports a fragment that carries more row ids than it
	// has physical rows (Lance: "Fragment has more row IDs (n) than
	// physical rows (m)"). The error is an *ExcessRowIDsError.
	ErrExcessRowIDs = errors.New("table: more row ids than physical rows")
	// ErrMissingPhysicalRows reports a fragment committed without a
	// physical row count.
	ErrMissingPhysicalRows = errors.New("table: fragment has no physical row count")
	// ErrRowIDOverflow reports an assignment that would take next_row_id
	// past 2^64-1.
	ErrRowIDOverflow = errors.New("table: row id space exhausted")
	// ErrFragmentIDOverflow reports a commit that would need a fragment id
	// above 2^32-1.
	ErrFragmentIDOverflow = errors.New("table: fragment id space exhausted")
	// ErrUnknownFragment reports a fragment id that the table version does
	// not hold.
	ErrUnknownFragment = errors.New("table: unknown fragment")
	// ErrDuplicateFragment reports a fragment id given twice.
	ErrDuplicateFragment = errors.New("table: duplicate fragment id")
	// ErrRowNotFound reports a row id that has no live row where one is
	// required (a merge-insert match).
	ErrRowNotFound = errors.New("table: row id not live")
	// ErrDuplicateRowID reports a row id given twice where each must be
	// unique (a merge-insert match; Lance: "Ambiguous merge insert").
	ErrDuplicateRowID = errors.New("table: duplicate row id")
	// ErrUnknownVersion reports a Restore to a version that is not in the
	// table's history.
	ErrUnknownVersion = errors.New("table: unknown version")
	// ErrBadTarget reports a compaction target of fewer than one row per
	// fragment, or an empty compaction.
	ErrBadTarget = errors.New("table: bad compaction request")
)

// ExcessRowIDsError is the error of AssignRowIDs for a fragment whose
// row-id sequence is longer than its physical rows.
type ExcessRowIDsError struct {
	Fragment     uint32 // the fragment id
	RowIDs       int    // ids the fragment carries
	PhysicalRows int    // its physical rows
}

// Error words the problem as Lance does, in lower case.
func (e *ExcessRowIDsError) Error() string {
	return fmt.Sprintf("table: fragment %d has more row ids (%d) than physical rows (%d)", e.Fragment, e.RowIDs, e.PhysicalRows)
}

// Is reports whether target is ErrExcessRowIDs.
func (e *ExcessRowIDsError) Is(target error) bool { return target == ErrExcessRowIDs }
