package lance

import "github.com/stablerow/stablerow/rowindex"

// Lookup returns where the row with id is in this version and what became
// of it, as a rowindex.Status:
//
//   - Live: a live row has the id; the address is that row's.
//   - Deleted: only deleted rows of the version's fragments have it; the
//     address is the highest of theirs (where it was deleted last).
//   - Removed: no row has it, but the id is below the manifest's
//     next_row_id, so it was assigned once: its row was deleted and its
//     fragment compacted away, or dropped with its last live row.
//   - Unassigned: the id is at or above next_row_id: never handed out.
//
// Without stable row ids a row's id is its address and next_row_id says
// nothing about it: an id that no row has is Absent. The address is
// rowindex.InvalidAddress unless the status is Live or Deleted. Lookup
// builds the version's index on first use (Index) and fails only with its
// error; it does no I/O.
func (v *Version) Lookup(id uint64) (rowindex.RowAddress, rowindex.Status, error) {
	idx, err := v.Index()
	if err != nil {
		return rowindex.InvalidAddress, rowindex.Absent, err
	}
	addr, st := idx.Lookup(id)
	return addr, v.refine(id, st), nil
}

// LookupBatch looks up ids[i] into addrs[i] and st[i] for i < len(ids),
// as Lookup does (through rowindex.Index.LookupBatch, a merge walk for
// ascending runs of ids), and returns the number of Live answers. addrs
// and st must be at least len(ids) long.
func (v *Version) LookupBatch(ids []uint64, addrs []rowindex.RowAddress, st []rowindex.Status) (live int, err error) {
	idx, err := v.Index()
	if err != nil {
		return 0, err
	}
	live = idx.LookupBatch(ids, addrs, st)
	for i, id := range ids {
		st[i] = v.refine(id, st[i])
	}
	return live, nil
}

// refine tells an id that no row of the version has apart as Removed or
// Unassigned by next_row_id, with stable row ids.
func (v *Version) refine(id uint64, st rowindex.Status) rowindex.Status {
	if st != rowindex.Absent || !v.StableRowIDs() {
		return st
	}
	if id < v.manifest.NextRowID {
		return rowindex.Removed
	}
	return rowindex.Unassigned
}
