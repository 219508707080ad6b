package lance

import (
	"cmp"
	"context"
	"fmt"
	"iter"
	"slices"

	"github.com/stablerow/stablerow/rowindex"
)

// RowVersions returns the created-at and last-updated-at versions of the
// row at addr, as Lance reports them (FirstVersion where the fragment has
// no runs), reading the fragment's runs on first use. ok is false if no
// live row is there; err is set only when the runs cannot be read.
func (v *Version) RowVersions(ctx context.Context, addr rowindex.RowAddress) (created, updated uint64, ok bool, err error) {
	lf := v.fragment(addr.Fragment())
	if lf == nil || int(addr.Offset()) >= lf.frag.PhysicalRows || lf.frag.Deletions.Contains(addr.Offset()) {
		return 0, 0, false, nil
	}
	if err := lf.versionRuns(ctx, v.ds.store); err != nil {
		return 0, 0, false, v.ds.wrap(inContext(err, "version %d: fragment %d", v.Number(), lf.key.id))
	}
	created, updated = lf.versionsAt(int(addr.Offset()))
	return created, updated, true, nil
}

// versionsAt reads the runs at off; versionRuns must have succeeded.
func (lf *loadedFragment) versionsAt(off int) (created, updated uint64) {
	created, updated = FirstVersion, FirstVersion
	if lf.hasRuns[0] {
		created, _ = lf.runs[0].VersionAt(off)
	}
	if lf.hasRuns[1] {
		updated, _ = lf.runs[1].VersionAt(off)
	}
	return created, updated
}

// CreatedAt returns the version that created the live row with the given
// id, as Lance reports it (FirstVersion when the row's fragment has no
// version runs), spelled as table.Table.CreatedAt with an error added for
// the reads. Of the three results:
//
//   - ok is false, with err nil and version 0, when no live row has the id
//     (it is deleted, removed, or was never assigned: Lookup tells which);
//   - err is set, with ok false and version 0, only when the answer cannot
//     be had: the version's index cannot be built (Index's error), or the
//     row's fragment's version runs cannot be read or decoded (an I/O
//     error, ctx's error, or a *FormatError naming the file). A failed read
//     is not remembered, so a later call may succeed.
func (v *Version) CreatedAt(ctx context.Context, id uint64) (version uint64, ok bool, err error) {
	c, _, ok, err := v.rowVersionsByID(ctx, id)
	return c, ok, err
}

// LastUpdatedAt returns the version that last updated the live row with
// the given id, as Lance reports it (FirstVersion when the row's fragment
// has no version runs); version, ok and err as for CreatedAt.
func (v *Version) LastUpdatedAt(ctx context.Context, id uint64) (version uint64, ok bool, err error) {
	_, u, ok, err := v.rowVersionsByID(ctx, id)
	return u, ok, err
}

func (v *Version) rowVersionsByID(ctx context.Context, id uint64) (created, updated uint64, ok bool, err error) {
	idx, err := v.Index()
	if err != nil {
		return 0, 0, false, err
	}
	addr, ok := idx.Get(id)
	if !ok {
		return 0, 0, false, nil
	}
	return v.RowVersions(ctx, addr)
}

// Row is one live row of a version.
type Row struct {
	ID                       uint64
	Address                  rowindex.RowAddress
	CreatedAt, LastUpdatedAt uint64
}

// Rows returns every live row in manifest order, then offset order: the
// order of Lance's scan. It reads the version runs first; a failure is the
// one error it yields.
func (v *Version) Rows(ctx context.Context) iter.Seq2[Row, error] {
	return func(yield func(Row, error) bool) {
		if err := v.loadRuns(ctx); err != nil {
			yield(Row{}, err)
			return
		}
		for _, lf := range v.frags {
			for off, id := range lf.frag.RowIDs.All() {
				if lf.frag.Deletions.Contains(uint32(off)) {
					continue
				}
				c, u := lf.versionsAt(off)
				if !yield(Row{ID: id, Address: rowindex.NewRowAddress(lf.frag.ID, uint32(off)), CreatedAt: c, LastUpdatedAt: u}, nil) {
					return
				}
			}
		}
	}
}

// IDRange is the row ids [Start, End).
type IDRange struct{ Start, End uint64 }

// IDSet is a sorted set of row ids held as runs of consecutive ids, so
// that a large change set costs memory per run, not per row. The zero
// value is empty.
type IDSet struct {
	runs []IDRange // ascending, disjoint, never adjacent
	n    uint64
}

// Len returns the number of ids.
func (s *IDSet) Len() uint64 { return s.n }

// Ranges returns the runs, ascending. The slice is shared: do not modify.
func (s *IDSet) Ranges() []IDRange { return s.runs }

// All returns the ids in ascending order.
func (s *IDSet) All() iter.Seq[uint64] {
	return func(yield func(uint64) bool) {
		for _, r := range s.runs {
			for id := r.Start; id < r.End; id++ {
				if !yield(id) {
					return
				}
			}
		}
	}
}

// AppendTo appends the ids to dst in ascending order.
func (s *IDSet) AppendTo(dst []uint64) []uint64 {
	for id := range s.All() {
		dst = append(dst, id)
	}
	return dst
}

// idSetBuilder collects ids, mostly ascending within a fragment, as runs.
type idSetBuilder struct{ runs []IDRange }

func (b *idSetBuilder) add(id uint64) {
	if n := len(b.runs); n > 0 && b.runs[n-1].End == id {
		b.runs[n-1].End++
		return
	}
	b.runs = append(b.runs, IDRange{id, id + 1})
}

// set sorts and merges the runs. Live ids are distinct, so runs never
// overlap; adjacent ones merge.
func (b *idSetBuilder) set() *IDSet {
	slices.SortFunc(b.runs, func(x, y IDRange) int { return cmp.Compare(x.Start, y.Start) })
	out := &IDSet{}
	for _, r := range b.runs {
		if n := len(out.runs); n > 0 && out.runs[n-1].End >= r.Start {
			out.runs[n-1].End = max(out.runs[n-1].End, r.End)
		} else {
			out.runs = append(out.runs, r)
		}
	}
	for _, r := range out.runs {
		out.n += r.End - r.Start
	}
	return out
}

// changes collects the live rows for which keep holds.
func (v *Version) changes(ctx context.Context, since uint64, keep func(r Row) bool) (*IDSet, error) {
	if since > v.Number() {
		return nil, v.ds.wrap(fmt.Errorf("lance: changes since version %d asked of version %d: it is older", since, v.Number()))
	}
	var b idSetBuilder
	for r, err := range v.Rows(ctx) {
		if err != nil {
			return nil, err
		}
		if keep(r) {
			b.add(r.ID)
		}
	}
	return b.set(), nil
}

// Inserted returns the ids of the live rows of v inserted after version
// since (Lance's filter since < created_at <= v). since may not be newer
// than v. Without stable row ids the ids are the rows' addresses in v.
func (v *Version) Inserted(ctx context.Context, since uint64) (*IDSet, error) {
	return v.changes(ctx, since, func(r Row) bool { return since < r.CreatedAt && r.CreatedAt <= v.Number() })
}

// Updated returns the ids of the live rows of v that existed at version
// since and were updated after it (Lance's filter created_at <= since <
// last_updated_at <= v); since and errors as for Inserted.
func (v *Version) Updated(ctx context.Context, since uint64) (*IDSet, error) {
	return v.changes(ctx, since, func(r Row) bool {
		return r.CreatedAt <= since && since < r.LastUpdatedAt && r.LastUpdatedAt <= v.Number()
	})
}
