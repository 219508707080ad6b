package table

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"sort"
	"sync"
	"sync/atomic"

	"github.com/stablerow/stablerow/rowindex"
)

// DefaultMaxRowsPerFile is the most rows Update and MergeInsert write to
// one new fragment unless Options say otherwise: Lance's default
// max_rows_per_file (1024 * 1024).
const DefaultMaxRowsPerFile = 1 << 20

// Options configure a table for its whole history.
type Options struct {
	// StableRowIDs turns on stable row ids (Lance's
	// enable_stable_row_ids). It is fixed at creation.
	StableRowIDs bool
	// MaxRowsPerFile caps the rows of each fragment that Update and
	// MergeInsert write; 0 means DefaultMaxRowsPerFile.
	MaxRowsPerFile int
}

// Operation names the kind of commit that produced a table version.
type Operation uint8

// The operations.
const (
	// OpNone is the empty table before its first commit (version 0).
	OpNone Operation = iota
	// OpAppend adds fragments with fresh row ids.
	OpAppend
	// OpOverwrite replaces every fragment with new ones.
	OpOverwrite
	// OpDelete marks rows deleted.
	OpDelete
	// OpUpdate rewrites rows into new fragments, keeping their ids.
	OpUpdate
	// OpMergeInsert rewrites matched rows and inserts new ones.
	OpMergeInsert
	// OpReserveFragments reserves fragment ids (the first commit of a
	// compaction).
	OpReserveFragments
	// OpRewrite replaces fragments by compacted ones (the second commit of
	// a compaction).
	OpRewrite
	// OpRestore makes an older version's fragments current again.
	OpRestore
)

var operationNames = [...]string{"none", "append", "overwrite", "delete", "update", "merge_insert", "reserve_fragments", "rewrite", "restore"}

// String returns the operation's name, e.g. "merge_insert".
func (o Operation) String() string {
	if int(o) < len(operationNames) {
		return operationNames[o]
	}
	return fmt.Sprintf("Operation(%d)", int(o))
}

// Table is one version of a table's row-id metadata: its fragments, in
// manifest order, with their row-id sequences, deletion vectors and
// version runs, and the manifest counters next_row_id and max_fragment_id.
//
// A Table is immutable and safe for concurrent use. Every operation
// returns the next version and leaves the receiver as it was; unchanged
// fragments are shared between versions. Each version keeps a pointer to
// the one it was made from, so the history stays reachable (At, Restore).
type Table struct {
	parent  *Table
	op      Operation
	opts    Options
	version uint64

	// nextRowID and maxFragmentID never decrease along a history (not
	// even on Restore), so each is the largest its history reached.
	nextRowID uint64
	// maxFragmentID is valid when hasFragmentID: Lance's optional
	// max_fragment_id.
	maxFragmentID uint32
	hasFragmentID bool

	frags []*Fragment // manifest order

	lookupOnce sync.Once
	byID       []*Fragment // sorted by ID

	// cache bounds how many versions of the history hold their index.
	cache   *indexCache
	indexMu sync.Mutex // held while computing the index
	index   atomic.Pointer[indexResult]
}

// IndexCacheVersions is how many versions of one history keep their row
// index cached at a time: the ones that computed theirs most recently. An
// evicted version computes its index again, from the nearest earlier
// version that still holds one, when it is next asked. Without the bound a
// long history (each version's index is O(fragments + segments)) would
// hold memory quadratic in its length.
const IndexCacheVersions = 8

// indexCache is shared by the versions of one history.
type indexCache struct {
	mu     sync.Mutex
	recent []*Table // versions holding an index, oldest first
}

// remember records that t now holds its index, evicting the oldest
// holder beyond IndexCacheVersions.
func (c *indexCache) remember(t *Table) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.recent = append(c.recent, t)
	if len(c.recent) > IndexCacheVersions {
		old := c.recent[0]
		c.recent = append(c.recent[:0], c.recent[1:]...)
		old.index.Store(nil)
	}
}

type indexResult struct {
	index *rowindex.Index
	err   error
}

// New returns the empty table before its first commit: version 0, no
// fragments, next_row_id 0. Its first operation commits version 1, as a new
// Lance dataset's first commit does.
func New(stable bool) *Table {
	return NewWithOptions(Options{StableRowIDs: stable})
}

// NewWithOptions is New with every option.
func NewWithOptions(o Options) *Table {
	if o.MaxRowsPerFile <= 0 {
		o.MaxRowsPerFile = DefaultMaxRowsPerFile
	}
	return &Table{opts: o, cache: &indexCache{}}
}

// Number returns the version number of this snapshot (0 before the first
// commit; versions are numbered from 1), as lance.Version.Number does.
func (t *Table) Number() uint64 { return t.version }

// StableRowIDs reports whether the table has stable row ids. Without them
// a row's id is its address, which changes when the row moves.
func (t *Table) StableRowIDs() bool { return t.opts.StableRowIDs }

// Options returns the table's options.
func (t *Table) Options() Options { return t.opts }

// NextRowID returns the manifest's next_row_id: the first id the next
// append will hand out. It stays 0 without stable row ids.
func (t *Table) NextRowID() uint64 { return t.nextRowID }

// MaxFragmentID returns the manifest's max_fragment_id, and false while no
// fragment id has ever been used.
func (t *Table) MaxFragmentID() (uint32, bool) { return t.maxFragmentID, t.hasFragmentID }

// Operation returns the kind of commit that produced this version.
func (t *Table) Operation() Operation { return t.op }

// Parent returns the version this one was made from, or nil for version 0
// (or after WithoutHistory).
func (t *Table) Parent() *Table { return t.parent }

// WithoutHistory returns this version cut from its history: the same
// fragments and counters, no parent, so that the earlier versions can be
// garbage collected (a long replay keeps every version otherwise). Its
// index, if this version holds it, is shared. At and Restore only reach
// the returned version and its descendants.
func (t *Table) WithoutHistory() *Table {
	d := &Table{
		op:            t.op,
		opts:          t.opts,
		version:       t.version,
		nextRowID:     t.nextRowID,
		maxFragmentID: t.maxFragmentID,
		hasFragmentID: t.hasFragmentID,
		frags:         t.frags,
		cache:         &indexCache{},
	}
	if r := t.index.Load(); r != nil && r.err == nil {
		d.index.Store(r)
		d.cache.remember(d)
	}
	return d
}

// At returns the version v of this table's history (v <= Number()).
func (t *Table) At(v uint64) (*Table, bool) {
	for a := t; a != nil; a = a.parent {
		if a.version == v {
			return a, true
		}
		if a.version < v {
			break
		}
	}
	return nil, false
}

// NumFragments returns the number of fragments.
func (t *Table) NumFragments() int { return len(t.frags) }

// Fragments returns the fragments in manifest order. The values share
// their (immutable) sequences with the table.
func (t *Table) Fragments() []Fragment {
	out := make([]Fragment, len(t.frags))
	for i, f := range t.frags {
		out[i] = *f
	}
	return out
}

// Fragment returns the fragment with the given id.
func (t *Table) Fragment(id uint32) (Fragment, bool) {
	if f := t.fragment(id); f != nil {
		return *f, true
	}
	return Fragment{}, false
}

// NumRows returns the number of live rows.
func (t *Table) NumRows() int {
	n := 0
	for _, f := range t.frags {
		n += f.LiveRows()
	}
	return n
}

// fragment returns the fragment with id, or nil.
func (t *Table) fragment(id uint32) *Fragment {
	t.lookupOnce.Do(func() {
		t.byID = slices.Clone(t.frags)
		slices.SortFunc(t.byID, func(a, b *Fragment) int { return cmp.Compare(a.ID, b.ID) })
	})
	i := sort.Search(len(t.byID), func(i int) bool { return t.byID[i].ID >= id })
	if i < len(t.byID) && t.byID[i].ID == id {
		return t.byID[i]
	}
	return nil
}

// Index returns the row index of this version: row id to row address over
// the live rows. It is computed on first use and cached (see
// IndexCacheVersions); concurrent calls compute it once. It is derived
// with rowindex.(*Index).WithFragments from the index of the nearest
// earlier version that holds one (normally the previous version), reusing
// the chunks of every fragment both share; only when no earlier version
// holds its index is it built from scratch. Without stable row ids the
// index maps each live address to itself.
func (t *Table) Index() (*rowindex.Index, error) {
	if r := t.index.Load(); r != nil {
		return r.index, r.err
	}
	t.indexMu.Lock()
	defer t.indexMu.Unlock()
	if r := t.index.Load(); r != nil {
		return r.index, r.err
	}
	idx, err := t.computeIndex()
	t.index.Store(&indexResult{index: idx, err: err})
	t.cache.remember(t)
	return idx, err
}

func (t *Table) computeIndex() (*rowindex.Index, error) {
	var base *Table
	var baseIndex *rowindex.Index
	for a := t.parent; a != nil; a = a.parent {
		if r := a.index.Load(); r != nil && r.err == nil {
			base, baseIndex = a, r.index
			break
		}
	}
	stable := t.opts.StableRowIDs
	if base == nil {
		frags := make([]rowindex.Fragment, len(t.frags))
		for i, f := range t.frags {
			frags[i] = f.indexFragment(stable)
		}
		return rowindex.Build(frags)
	}
	if removed, added, ok := alignedDiff(base.frags, t.frags); ok {
		if len(removed) == 0 && len(added) == 0 {
			return baseIndex, nil
		}
		ra := make([]rowindex.Fragment, len(added))
		for i, f := range added {
			ra[i] = f.indexFragment(stable)
		}
		return baseIndex.WithFragments(removed, ra)
	}
	mine := make(map[*Fragment]bool, len(t.frags))
	for _, f := range t.frags {
		mine[f] = true
	}
	theirs := make(map[*Fragment]bool, len(base.frags))
	var removed []uint32
	for _, f := range base.frags {
		theirs[f] = true
		if !mine[f] {
			removed = append(removed, f.ID)
		}
	}
	var added []rowindex.Fragment
	for _, f := range t.frags {
		if !theirs[f] {
			added = append(added, f.indexFragment(stable))
		}
	}
	if len(removed) == 0 && len(added) == 0 {
		return baseIndex, nil
	}
	return baseIndex.WithFragments(removed, added)
}

// alignedDiff returns the fragments removed from and added to old to give
// cur when the two manifests line up the way most commits leave them:
// cur is old with some fragments replaced in place by ones of the same id
// (new deletions) and some appended at the end. It is one pass without
// maps; ok is false for any other shape (compaction, dropped fragments),
// which the caller diffs with maps.
func alignedDiff(old, cur []*Fragment) (removed []uint32, added []*Fragment, ok bool) {
	if len(cur) < len(old) {
		return nil, nil, false
	}
	for i, f := range old {
		switch g := cur[i]; {
		case g == f:
		case g.ID == f.ID:
			removed = append(removed, f.ID)
			added = append(added, g)
		default:
			return nil, nil, false
		}
	}
	return removed, append(added, cur[len(old):]...), true
}

// locate returns the fragment and offset of the live row with id.
func (t *Table) locate(id uint64) (*Fragment, int, bool, error) {
	idx, err := t.Index()
	if err != nil {
		return nil, 0, false, err
	}
	addr, ok := idx.Get(id)
	if !ok {
		return nil, 0, false, nil
	}
	f := t.fragment(addr.Fragment())
	if f == nil {
		return nil, 0, false, fmt.Errorf("%w %d: the index points into it", ErrUnknownFragment, addr.Fragment())
	}
	return f, int(addr.Offset()), true, nil
}

// CreatedAt returns the version the live row with id was created in
// (Lance's _row_created_at_version), and false if no live row has id.
// Without stable row ids Lance writes no version metadata and reads 1, and
// so does this.
func (t *Table) CreatedAt(id uint64) (version uint64, ok bool) {
	f, off, ok, err := t.locate(id)
	if err != nil || !ok {
		return 0, false
	}
	return f.createdAt(off), true
}

// LastUpdatedAt returns the version the live row with id was last written
// in (Lance's _row_last_updated_at_version), and false if no live row has
// id. Without stable row ids it reads 1, as Lance does.
func (t *Table) LastUpdatedAt(id uint64) (version uint64, ok bool) {
	f, off, ok, err := t.locate(id)
	if err != nil || !ok {
		return 0, false
	}
	return f.lastUpdatedAt(off), true
}

// Inserted returns the ids of the live rows of this version created after
// version from and no later than version to (Lance's inserted-rows
// filter: from < created_at <= to), sorted.
func (t *Table) Inserted(from, to uint64) []uint64 {
	return t.filterRows(func(created, _ uint64) bool { return from < created && created <= to })
}

// Updated returns the ids of the live rows of this version that existed at
// version from and were rewritten after it, no later than version to
// (Lance's updated-rows filter: created_at <= from < last_updated_at <=
// to), sorted.
func (t *Table) Updated(from, to uint64) []uint64 {
	return t.filterRows(func(created, updated uint64) bool {
		return created <= from && from < updated && updated <= to
	})
}

// filterRows returns the sorted ids of the live rows whose versions pass
// keep. It walks the created-at and last-updated-at runs together and
// skips whole stretches of rows whose versions fail keep, so a selective
// query touches only the rows it may return.
func (t *Table) filterRows(keep func(created, updated uint64) bool) []uint64 {
	out := []uint64{}
	stable := t.opts.StableRowIDs
	var ids []uint64
	for _, f := range t.frags {
		created, updated := newRunCursor(f.CreatedAt), newRunCursor(f.LastUpdatedAt)
		haveIDs := false
		for off := 0; off < f.PhysicalRows; {
			c, cn := created.at()
			u, un := updated.at()
			n := min(cn, un, f.PhysicalRows-off)
			if keep(c, u) {
				if stable && !haveIDs {
					ids, haveIDs = f.RowIDs.AppendTo(ids[:0]), true
				}
				for o := off; o < off+n; o++ {
					if f.Deletions.Contains(uint32(o)) {
						continue
					}
					if stable {
						out = append(out, ids[o])
					} else {
						out = append(out, f.rowID(false, o))
					}
				}
			}
			created.skip(n)
			updated.skip(n)
			off += n
		}
	}
	slices.Sort(out)
	return out
}

// runCursor walks the runs of a VersionSequence; past the last run every
// row reads version 1 (Lance's default for missing metadata).
type runCursor struct {
	runs []rowindex.VersionRun
	i    int // current run
	used int // rows of run i already passed
}

func newRunCursor(v rowindex.VersionSequence) runCursor {
	return runCursor{runs: v.Runs()}
}

// at returns the current version and how many rows, from here, have it
// (math.MaxInt past the last run).
func (c *runCursor) at() (uint64, int) {
	for c.i < len(c.runs) && c.used >= c.runs[c.i].Span.Len() {
		c.i, c.used = c.i+1, 0
	}
	if c.i == len(c.runs) {
		return 1, math.MaxInt
	}
	return c.runs[c.i].Version, c.runs[c.i].Span.Len() - c.used
}

// skip moves n rows forward (n must not pass the current run).
func (c *runCursor) skip(n int) {
	if c.i < len(c.runs) {
		c.used += n
	}
}
