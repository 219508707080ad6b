package table

import (
	"github.com/stablerow/stablerow/rowindex"
)

// Fragment is the row-id metadata of one data fragment of a table version
// (no column data): what Lance's manifest stores for it.
//
// A Fragment is immutable. Versions share the Fragment values they did not
// change.
type Fragment struct {
	// ID is the fragment id, unique in the table's whole history.
	ID uint32
	// PhysicalRows counts the rows written, deleted ones included.
	PhysicalRows int
	// RowIDs holds one row id per physical row (Lance's inline row-id
	// sequence). It is empty in a table without stable row ids.
	RowIDs rowindex.Sequence
	// Deletions holds the deleted offsets; nil means none.
	Deletions *rowindex.DeletionVector
	// CreatedAt is the version each physical row was created in, as
	// run-length version runs (Lance's inline_created_at_versions). Empty
	// in a table without stable row ids.
	CreatedAt rowindex.VersionSequence
	// LastUpdatedAt is the version each physical row was last written in
	// (Lance's inline_last_updated_at_versions). Empty in a table without
	// stable row ids.
	LastUpdatedAt rowindex.VersionSequence
}

// LiveRows returns the rows that are not deleted.
func (f *Fragment) LiveRows() int { return f.PhysicalRows - f.Deletions.Len() }

// rowID returns the row id at offset: the sequence's id with stable row ids,
// else the row address.
func (f *Fragment) rowID(stable bool, offset int) uint64 {
	if !stable {
		return uint64(rowindex.NewRowAddress(f.ID, uint32(offset)))
	}
	id, _ := f.RowIDs.Get(offset)
	return id
}

// indexFragment returns the fragment as the row index sees it. Without
// stable row ids the row id is the address, so the sequence is the Range of
// the fragment's addresses.
func (f *Fragment) indexFragment(stable bool) rowindex.Fragment {
	seq := f.RowIDs
	if !stable {
		base := uint64(f.ID) << 32
		seq = rowindex.RangeSequence(base, base+uint64(f.PhysicalRows))
	}
	return rowindex.Fragment{ID: f.ID, RowIDs: seq, Deletions: f.Deletions, PhysicalRows: f.PhysicalRows}
}

// createdAt returns the created-at version of the row at offset, reading 1
// where no run covers it (Lance's default for missing metadata).
func (f *Fragment) createdAt(offset int) uint64 {
	if v, ok := f.CreatedAt.VersionAt(offset); ok {
		return v
	}
	return 1
}

// lastUpdatedAt returns the last-updated-at version of the row at offset,
// reading 1 where no run covers it.
func (f *Fragment) lastUpdatedAt(offset int) uint64 {
	if v, ok := f.LastUpdatedAt.VersionAt(offset); ok {
		return v
	}
	return 1
}
