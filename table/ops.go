package table

import (
	"cmp"
	"fmt"
	"math"
	"slices"

	"github.com/stablerow/stablerow/rowindex"
	"github.com/stablerow/stablerow/segment"
)

// commit returns the next version with the given fragments; the counters
// are copied from t and may be changed by the caller before the table is
// handed out.
func (t *Table) commit(op Operation, frags []*Fragment) *Table {
	return &Table{
		parent:        t,
		op:            op,
		opts:          t.opts,
		version:       t.version + 1,
		nextRowID:     t.nextRowID,
		maxFragmentID: t.maxFragmentID,
		hasFragmentID: t.hasFragmentID,
		frags:         frags,
		cache:         t.cache,
	}
}

// firstFreeFragmentID returns the first fragment id after every id used in
// the history, checking that n more ids fit.
func (t *Table) firstFreeFragmentID(n int) (uint32, error) {
	first := uint64(0)
	if t.hasFragmentID {
		first = uint64(t.maxFragmentID) + 1
	}
	if n > 0 && first+uint64(n)-1 > math.MaxUint32 {
		return 0, fmt.Errorf("%w: %d more fragments after id %d", ErrFragmentIDOverflow, n, first)
	}
	return uint32(first), nil
}

// useFragmentIDs records that ids up to last are taken.
func (t *Table) useFragmentIDs(last uint32) {
	if !t.hasFragmentID || last > t.maxFragmentID {
		t.maxFragmentID = last
	}
	t.hasFragmentID = true
}

func checkRows(rows []int, allowZero bool) error {
	for i, n := range rows {
		if n < 0 || (n == 0 && !allowZero) || n > rowindex.MaxFragmentRows {
			return fmt.Errorf("%w: fragment %d of the commit has %d rows", ErrBadRowCount, i, n)
		}
	}
	return nil
}

// newFragments builds one fragment per entry of rows, with ids from the
// first free fragment id and, with stable row ids, fresh row ids from
// next_row_id and version runs at the new version. It updates next's
// counters.
func (t *Table) newFragments(next *Table, rows []int) ([]*Fragment, error) {
	if err := checkRows(rows, false); err != nil {
		return nil, err
	}
	first, err := t.firstFreeFragmentID(len(rows))
	if err != nil {
		return nil, err
	}
	out := make([]*Fragment, len(rows))
	pending := make([]PendingFragment, len(rows))
	for i, n := range rows {
		pending[i] = PendingFragment{ID: first + uint32(i), PhysicalRows: n}
		out[i] = &Fragment{ID: first + uint32(i), PhysicalRows: n}
	}
	if t.opts.StableRowIDs {
		seqs, nextID, err := AssignRowIDs(t.nextRowID, pending)
		if err != nil {
			return nil, err
		}
		for i, f := range out {
			f.RowIDs = seqs[i]
			f.CreatedAt = rowindex.Uniform(f.PhysicalRows, next.version)
			f.LastUpdatedAt = f.CreatedAt
		}
		next.nextRowID = nextID
	}
	if len(rows) > 0 {
		next.useFragmentIDs(first + uint32(len(rows)) - 1)
	}
	return out, nil
}

// Append commits a new version with one new fragment per entry of rows
// (each the physical row count of a fragment, at least 1). Fragment ids
// continue after max_fragment_id; with stable row ids each fragment gets a
// fresh Range of ids from next_row_id, and created-at and last-updated-at
// runs at the new version. Append with no rows commits a version without
// new fragments (creating an empty table, for version 1).
func (t *Table) Append(rows ...int) (*Table, error) {
	next := t.commit(OpAppend, nil)
	added, err := t.newFragments(next, rows)
	if err != nil {
		return nil, err
	}
	next.frags = append(slices.Clone(t.frags), added...)
	return next, nil
}

// Overwrite commits a new version whose fragments are new ones of the
// given row counts, replacing every existing fragment. As in Lance,
// next_row_id is not reset: the new rows get ids after every id handed out
// so far.
func (t *Table) Overwrite(rows ...int) (*Table, error) {
	next := t.commit(OpOverwrite, nil)
	added, err := t.newFragments(next, rows)
	if err != nil {
		return nil, err
	}
	next.frags = added
	return next, nil
}

// liveRow is a live row found by id: its fragment's manifest position, its
// fragment and its offset.
type liveRow struct {
	id     uint64
	pos    int
	frag   *Fragment
	offset int
}

// resolve finds the live rows of ids (duplicates and ids with no live row
// are left out, as a predicate would not match them). The result is in
// scan order: manifest order of the fragments, then offset order.
func (t *Table) resolve(ids []uint64) ([]liveRow, error) {
	idx, err := t.Index()
	if err != nil {
		return nil, err
	}
	position := t.positionsFor(len(ids))
	rows := make([]liveRow, 0, len(ids))
	for _, id := range ids {
		addr, ok := idx.Get(id)
		if !ok {
			continue
		}
		p, ok := position(addr.Fragment())
		if !ok {
			return nil, fmt.Errorf("%w %d: the index points into it", ErrUnknownFragment, addr.Fragment())
		}
		rows = append(rows, liveRow{id: id, pos: p, frag: t.frags[p], offset: int(addr.Offset())})
	}
	slices.SortFunc(rows, func(a, b liveRow) int {
		if c := cmp.Compare(a.pos, b.pos); c != 0 {
			return c
		}
		return cmp.Compare(a.offset, b.offset)
	})
	return slices.CompactFunc(rows, func(a, b liveRow) bool { return a.pos == b.pos && a.offset == b.offset }), nil
}

// positionsFor returns a function from fragment id to manifest position
// for the given number of lookups: a scan of the manifest per lookup when
// they are few (a single-row update on a table of 1e5 fragments then costs
// one pass, not a map of every fragment), the positions map otherwise.
func (t *Table) positionsFor(lookups int) func(uint32) (int, bool) {
	if lookups <= 8 {
		return func(id uint32) (int, bool) {
			i := slices.IndexFunc(t.frags, func(f *Fragment) bool { return f.ID == id })
			return i, i >= 0
		}
	}
	pos := t.positions()
	return func(id uint32) (int, bool) {
		p, ok := pos[id]
		return p, ok
	}
}

// positions maps fragment ids to manifest positions.
func (t *Table) positions() map[uint32]int {
	m := make(map[uint32]int, len(t.frags))
	for i, f := range t.frags {
		m[f.ID] = i
	}
	return m
}

// withDeletions returns the fragments of t with the rows marked deleted:
// only deletion vectors change, and a fragment whose rows are all deleted
// is dropped.
func (t *Table) withDeletions(rows []liveRow) []*Fragment {
	perFrag := make(map[int][]uint32)
	for _, r := range rows {
		perFrag[r.pos] = append(perFrag[r.pos], uint32(r.offset))
	}
	out := make([]*Fragment, 0, len(t.frags))
	for i, f := range t.frags {
		offs, ok := perFrag[i]
		if !ok {
			out = append(out, f)
			continue
		}
		dv := f.Deletions.With(offs...)
		if dv.Len() >= f.PhysicalRows {
			continue
		}
		nf := *f
		nf.Deletions = dv
		out = append(out, &nf)
	}
	return out
}

// Delete commits a new version in which the live rows with the given ids
// are deleted. Only deletion vectors change (sequences and next_row_id
// stay); a fragment left without live rows is dropped from the manifest.
// Ids are resolved through the index; an id with no live row, or given
// twice, is ignored, as Lance's delete (a predicate) simply does not match
// it. A delete that matches nothing still commits a version, with the
// fragments unchanged.
func (t *Table) Delete(ids []uint64) (*Table, error) {
	rows, err := t.resolve(ids)
	if err != nil {
		return nil, err
	}
	return t.commit(OpDelete, t.withDeletions(rows)), nil
}

// chunkSizes splits n rows into chunks of at most size rows.
func chunkSizes(n, size int) []int {
	var out []int
	for n > 0 {
		c := min(n, size)
		out = append(out, c)
		n -= c
	}
	return out
}

// runLengths returns the version runs of versions, one run per maximal
// stretch of equal versions, spans Range(start, end) over positions.
func runLengths(versions []uint64) rowindex.VersionSequence {
	var runs []rowindex.VersionRun
	for i := 0; i < len(versions); {
		j := i + 1
		for j < len(versions) && versions[j] == versions[i] {
			j++
		}
		runs = append(runs, rowindex.VersionRun{Span: segment.NewRange(uint64(i), uint64(j)), Version: versions[i]})
		i = j
	}
	return rowindex.NewVersionSequence(runs...)
}

// rewriteRows builds the new fragments of an update or merge-insert: the
// moved rows (old ids kept, true created-at versions) followed by inserted
// fresh rows, split into fragments of at most MaxRowsPerFile rows. With
// stable row ids the moved ids are the captured sequence (one segment of
// the ids in order for an update; one Range per id, merged when adjacent,
// for a merge-insert), rechunked to the fragment sizes, and the commit's
// id assignment fills the tails with fresh ids.
func (t *Table) rewriteRows(next *Table, moved []liveRow, inserted int, perRowCapture bool) ([]*Fragment, error) {
	total := len(moved) + inserted
	sizes := chunkSizes(total, t.opts.MaxRowsPerFile)
	if err := checkRows(sizes, false); err != nil {
		return nil, err
	}
	first, err := t.firstFreeFragmentID(len(sizes))
	if err != nil {
		return nil, err
	}
	out := make([]*Fragment, len(sizes))
	for i, n := range sizes {
		out[i] = &Fragment{ID: first + uint32(i), PhysicalRows: n}
	}
	if len(sizes) > 0 {
		next.useFragmentIDs(first + uint32(len(sizes)) - 1)
	}
	if !t.opts.StableRowIDs {
		return out, nil
	}
	ids := make([]uint64, len(moved))
	created := make([]uint64, total)
	for i, r := range moved {
		ids[i] = r.id
		created[i] = r.frag.createdAt(r.offset)
	}
	for i := len(moved); i < total; i++ {
		created[i] = next.version
	}
	var captured rowindex.Sequence
	if perRowCapture {
		for _, id := range ids {
			captured = captured.Extend(rowindex.RangeSequence(id, id+1))
		}
	} else if len(ids) > 0 {
		captured = rowindex.NewSequence(segment.FromSlice(ids))
	}
	// Lance rechunks an update's ids strictly and a merge-insert's with
	// allow_incomplete (the inserted rows have no ids yet).
	chunks, err := rowindex.Rechunk([]rowindex.Sequence{captured}, sizes, perRowCapture)
	if err != nil {
		return nil, err
	}
	pending := make([]PendingFragment, len(sizes))
	for i := range sizes {
		pending[i] = PendingFragment{ID: out[i].ID, PhysicalRows: sizes[i], RowIDs: &chunks[i]}
	}
	seqs, nextID, err := AssignRowIDs(t.nextRowID, pending)
	if err != nil {
		return nil, err
	}
	next.nextRowID = nextID
	start := 0
	for i, f := range out {
		f.RowIDs = seqs[i]
		f.CreatedAt = runLengths(created[start : start+f.PhysicalRows])
		f.LastUpdatedAt = rowindex.Uniform(f.PhysicalRows, next.version)
		start += f.PhysicalRows
	}
	return out, nil
}

// Update commits a new version in which the live rows with the given ids
// are rewritten: they move, in scan order (manifest order of their
// fragments, then offset), into new fragments of at most MaxRowsPerFile
// rows that keep their row ids, and their old copies are marked deleted
// (a fragment left without live rows is dropped). next_row_id does not
// change. The moved rows keep their true created-at version and get the
// new version as last-updated-at. Ids with no live row, or given twice,
// are ignored (an update is a predicate). Without stable row ids the moved
// rows get new ids: their new addresses.
func (t *Table) Update(ids []uint64) (*Table, error) {
	rows, err := t.resolve(ids)
	if err != nil {
		return nil, err
	}
	next := t.commit(OpUpdate, nil)
	added, err := t.rewriteRows(next, rows, 0, false)
	if err != nil {
		return nil, err
	}
	next.frags = append(t.withDeletions(rows), added...)
	return next, nil
}

// MergeInsert commits a new version of an upsert: the live rows with the
// matched ids move, in the order given (the order the source joined
// them), followed by inserted new rows with fresh ids from next_row_id, to
// new fragments of at most MaxRowsPerFile rows; the old copies are marked
// deleted. The moved rows keep their ids and their true created-at
// version; the inserted rows are created at the new version; all get the
// new version as last-updated-at. A matched id with no live row is
// ErrRowNotFound and one given twice is ErrDuplicateRowID (Lance refuses
// an ambiguous merge insert).
func (t *Table) MergeInsert(matched []uint64, inserted int) (*Table, error) {
	if inserted < 0 {
		return nil, fmt.Errorf("%w: %d inserted rows", ErrBadRowCount, inserted)
	}
	idx, err := t.Index()
	if err != nil {
		return nil, err
	}
	pos := t.positions()
	rows := make([]liveRow, len(matched))
	seen := make(map[uint64]bool, len(matched))
	for i, id := range matched {
		if seen[id] {
			return nil, fmt.Errorf("%w: %d matched twice", ErrDuplicateRowID, id)
		}
		seen[id] = true
		addr, ok := idx.Get(id)
		if !ok {
			return nil, fmt.Errorf("%w: matched id %d", ErrRowNotFound, id)
		}
		p, ok := pos[addr.Fragment()]
		if !ok {
			return nil, fmt.Errorf("%w %d: the index points into it", ErrUnknownFragment, addr.Fragment())
		}
		rows[i] = liveRow{id: id, pos: p, frag: t.frags[p], offset: int(addr.Offset())}
	}
	next := t.commit(OpMergeInsert, nil)
	added, err := t.rewriteRows(next, rows, inserted, true)
	if err != nil {
		return nil, err
	}
	next.frags = append(t.withDeletions(rows), added...)
	return next, nil
}

// Restore commits a new version whose fragments are those of version v of
// this table's history. Unlike Lance, which also restores v's next_row_id
// and so hands out again the ids assigned after v (Lance issue 8466), the
// restored table keeps next_row_id (and max_fragment_id) at the highest
// value the history reached, so no row id or fragment id is ever reused.
func (t *Table) Restore(v uint64) (*Table, error) {
	old, ok := t.At(v)
	if !ok || v == 0 {
		return nil, fmt.Errorf("%w %d (history holds 1..%d)", ErrUnknownVersion, v, t.version)
	}
	// commit keeps t's counters: they never decrease, so they are the
	// highest the history reached.
	return t.commit(OpRestore, slices.Clone(old.frags)), nil
}
