package lance

import (
	"cmp"
	"context"
	"fmt"
	"iter"
	"slices"

	"github.com/stablerow/stablerow/rowindex"
	"github.com/stablerow/stablerow/segment"
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
	if err := lf.versionRuns(ctx, v.ds.store, v.name, nil); err != nil {
		return 0, 0, false, v.ds.wrap(inContext(err, "version %d: fragment %d", v.Number(), lf.key.id))
	}
	created, updated = lf.versionsAt(int(addr.Offset()))
	return created, updated, true, nil
}

// versionsAt reads the runs at off; versionRuns must have succeeded.
func (lf *versionFragment) versionsAt(off int) (created, updated uint64) {
	created, updated = FirstVersion, FirstVersion
	if lf.runs.has[0] {
		created, _ = lf.runs.runs[0].VersionAt(off)
	}
	if lf.runs.has[1] {
		updated, _ = lf.runs.runs[1].VersionAt(off)
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
		steps := 0
		for _, lf := range v.frags {
			stop := false
			err := walkLive(ctx, lf.frag, 0, lf.frag.PhysicalRows, &steps, func(off int, first uint64, n int) bool {
				for k := 0; k < n; k++ {
					c, u := lf.versionsAt(off + k)
					if !yield(Row{ID: first + uint64(k), Address: rowindex.NewRowAddress(lf.frag.ID, uint32(off+k)), CreatedAt: c, LastUpdatedAt: u}, nil) {
						stop = true
						return false
					}
				}
				return true
			})
			if err != nil {
				yield(Row{}, fmt.Errorf("lance: %w", err))
				return
			}
			if stop {
				return
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

// addRange adds the ids [start, end).
func (b *idSetBuilder) addRange(start, end uint64) {
	if n := len(b.runs); n > 0 && b.runs[n-1].End == start {
		b.runs[n-1].End = end
		return
	}
	b.runs = append(b.runs, IDRange{start, end})
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

// changes collects the live rows whose versions keep accepts. It walks
// each fragment by intervals of offsets over which the created-at and
// last-updated-at versions are constant (one per version run), and within
// them by segment: a range segment's ids are consecutive, so an interval
// of it with no deleted offset is one range of ids, and one whose offsets
// are all deleted is skipped, without a step per row. Only the other
// segments, and ranges that are partly deleted, are walked row by row. A
// cancelled ctx stops the walk.
func (v *Version) changes(ctx context.Context, since uint64, keep func(created, updated uint64) bool) (*IDSet, error) {
	if since > v.Number() {
		return nil, v.ds.wrap(fmt.Errorf("lance: changes since version %d asked of version %d: it is older", since, v.Number()))
	}
	if err := v.loadRuns(ctx); err != nil {
		return nil, err
	}
	var b idSetBuilder
	steps := 0
	for _, lf := range v.frags {
		var err error
		lf.versionIntervals(func(lo, hi int, created, updated uint64) bool {
			if keep(created, updated) {
				err = addLive(ctx, &b, lf.frag, lo, hi, &steps)
			}
			return err == nil
		})
		if err != nil {
			return nil, fmt.Errorf("lance: %w", err)
		}
	}
	return b.set(), nil
}

// versionIntervals calls f for consecutive intervals [lo, hi) of the
// fragment's offsets, covering them all, over which both version runs
// are constant; it stops when f returns false. versionRuns must have
// succeeded.
func (lf *versionFragment) versionIntervals(f func(lo, hi int, created, updated uint64) bool) {
	rows := lf.frag.PhysicalRows
	type cursor struct {
		runs []rowindex.VersionRun
		i    int
		end  int // of run i
	}
	var cs [2]cursor
	for k := range cs {
		if lf.runs.has[k] {
			cs[k].runs = lf.runs.runs[k].Runs()
		}
		cs[k].end = rows
		if len(cs[k].runs) > 0 {
			cs[k].end = cs[k].runs[0].Span.Len()
		}
	}
	version := func(c *cursor) uint64 {
		if len(c.runs) == 0 {
			return FirstVersion
		}
		return c.runs[c.i].Version
	}
	for lo := 0; lo < rows; {
		hi := min(cs[0].end, cs[1].end, rows)
		if hi > lo && !f(lo, hi, version(&cs[0]), version(&cs[1])) {
			return
		}
		lo = max(lo, hi)
		for k := range cs {
			c := &cs[k]
			for c.end <= lo && c.i+1 < len(c.runs) {
				c.i++
				c.end += c.runs[c.i].Span.Len()
			}
			if c.end <= lo {
				c.end = rows // past the last run: cannot happen, the runs cover the rows
			}
		}
	}
}

// addLive adds the ids of the live rows at offsets [lo, hi) of fr to b.
func addLive(ctx context.Context, b *idSetBuilder, fr rowindex.Fragment, lo, hi int, steps *int) error {
	return walkLive(ctx, fr, lo, hi, steps, func(_ int, first uint64, n int) bool {
		b.addRange(first, first+uint64(n))
		return true
	})
}

// walkLive calls f for the live rows at offsets [lo, hi) of fr, in
// offset order, as runs: n rows at offsets off.. whose ids are first..
// (n is 1 outside range segments). It stops when f returns false. Its
// work beyond the calls is per segment and per run of deleted offsets (a
// long run of deleted offsets is skipped at once, see NextLive), plus one
// step per row in the segments whose ids are not a range, which hold no
// more rows than their bytes can describe, and in ranges with holes or a
// bitmap. steps counts the steps, to check ctx now and then.
func walkLive(ctx context.Context, fr rowindex.Fragment, lo, hi int, steps *int, f func(off int, first uint64, n int) bool) error {
	seq, dv := fr.RowIDs, fr.Deletions
	step := func() error {
		if *steps++; *steps&(1<<16-1) == 0 {
			return ctx.Err()
		}
		return nil
	}
	for i := seq.SegmentOf(lo); i < seq.NumSegments() && seq.SegmentStart(i) < hi; i++ {
		start := seq.SegmentStart(i)
		seg := seq.Segment(i)
		x, y := max(lo, start), min(hi, start+seg.Len())
		for off := x; off < y; {
			if err := step(); err != nil {
				return err
			}
			if dv.Contains(uint32(off)) {
				off = int(min(dv.NextLive(uint32(off)), uint64(y)))
				continue
			}
			if seg.Kind() == segment.KindRange {
				end := int(min(dv.NextDeleted(uint32(off)), uint64(y)))
				first, _ := seg.Get(off - start)
				if !f(off, first, end-off) {
					return nil
				}
				off = end
				continue
			}
			id, _ := seg.Get(off - start)
			if !f(off, id, 1) {
				return nil
			}
			off++
		}
	}
	return nil
}

// Inserted returns the ids of the live rows of v inserted after version
// since (Lance's filter since < created_at <= v). since may not be newer
// than v. Without stable row ids the ids are the rows' addresses in v.
func (v *Version) Inserted(ctx context.Context, since uint64) (*IDSet, error) {
	return v.changes(ctx, since, func(created, _ uint64) bool { return since < created && created <= v.Number() })
}

// Updated returns the ids of the live rows of v that existed at version
// since and were updated after it (Lance's filter created_at <= since <
// last_updated_at <= v); since and errors as for Inserted.
func (v *Version) Updated(ctx context.Context, since uint64) (*IDSet, error) {
	return v.changes(ctx, since, func(created, updated uint64) bool {
		return created <= since && since < updated && updated <= v.Number()
	})
}
