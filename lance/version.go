package lance

import (
	"cmp"
	"fmt"
	"iter"
	"runtime"
	"slices"
	"sync"

	"github.com/stablerow/stablerow/rowindex"
	"github.com/stablerow/stablerow/segment"
)

// DefaultVersion is the version Lance reports for a row whose fragment has
// no created-at or last-updated-at runs (Lance's reader default).
const DefaultVersion = 1

// Version is one checked-out version of a dataset: its manifest and every
// fragment's row-id sequence, deletion vector and version runs, loaded and
// validated. A Version is immutable and safe for concurrent use.
type Version struct {
	ds       *Dataset
	manifest *Manifest
	frags    []*loadedFragment // manifest order
	byID     []*loadedFragment // ascending fragment id

	indexOnce sync.Once
	index     *rowindex.Index
	indexErr  error
}

// loadedFragment is one decoded fragment. Versions share it while the
// fragment's manifest entry is unchanged.
type loadedFragment struct {
	key      fragmentKey
	meta     *DataFragment
	frag     rowindex.Fragment
	created  rowindex.VersionSequence
	updated  rowindex.VersionSequence
	hasMeta  [2]bool // created, updated present
	rowBytes int     // Lance bytes of the row-id sequence
}

// fragmentKey identifies a fragment's row-id side: two manifest entries with
// the same key decode to the same fragment.
type fragmentKey struct {
	id, physicalRows uint64
	deletion         DeletionFile
	hasDeletion      bool
	rowIDs, created  string
	updated          string
}

func refKey(r SequenceRef) string {
	switch r.Storage {
	case StorageInline:
		return "i" + string(r.Inline)
	case StorageExternal:
		return fmt.Sprintf("e%s@%d+%d", r.External.Path, r.External.Offset, r.External.Size)
	}
	return ""
}

func keyOf(f *DataFragment) fragmentKey {
	k := fragmentKey{id: f.ID, physicalRows: f.PhysicalRows,
		rowIDs: refKey(f.RowIDs), created: refKey(f.CreatedAt), updated: refKey(f.LastUpdatedAt)}
	if f.DeletionFile != nil {
		k.deletion, k.hasDeletion = *f.DeletionFile, true
	}
	return k
}

// Checkout loads version v: its manifest, then every fragment's row-id
// sequence, deletion file and version runs, in parallel. Fragments whose
// manifest entry is unchanged since a version this Dataset loaded before are
// shared, not read again. Any missing or corrupt file is an error that names
// it; a deletion file is never taken as "no deletions".
func (d *Dataset) Checkout(v uint64) (*Version, error) {
	m, err := d.Manifest(v)
	if err != nil {
		return nil, err
	}
	ver := &Version{ds: d, manifest: m, frags: make([]*loadedFragment, len(m.Fragments))}
	seen := make(map[uint64]bool, len(m.Fragments))
	for i := range m.Fragments {
		f := &m.Fragments[i]
		if f.ID > 1<<32-1 {
			return nil, fmt.Errorf("lance: version %d: fragment id %d does not fit in 32 bits", v, f.ID)
		}
		if f.PhysicalRows > 1<<32 {
			return nil, fmt.Errorf("lance: version %d: fragment %d has %d physical rows, more than 2^32", v, f.ID, f.PhysicalRows)
		}
		if seen[f.ID] {
			return nil, fmt.Errorf("lance: version %d: fragment id %d appears twice", v, f.ID)
		}
		seen[f.ID] = true
	}
	stable := m.StableRowIDs()
	err = parallel(len(m.Fragments), func(i int) error {
		f := &m.Fragments[i]
		key := keyOf(f)
		if lf := d.cached(key); lf != nil {
			ver.frags[i] = lf
			return nil
		}
		lf, err := d.loadFragment(f, key, stable)
		if err != nil {
			return fmt.Errorf("lance: version %d: fragment %d: %w", v, f.ID, err)
		}
		ver.frags[i] = d.remember(lf)
		return nil
	})
	if err != nil {
		return nil, err
	}
	ver.byID = slices.Clone(ver.frags)
	slices.SortFunc(ver.byID, func(a, b *loadedFragment) int { return cmp.Compare(a.key.id, b.key.id) })
	d.keepOnly(ver.frags)
	return ver, nil
}

// Latest checks out the newest version.
func (d *Dataset) Latest() (*Version, error) {
	v, err := d.LatestVersion()
	if err != nil {
		return nil, err
	}
	return d.Checkout(v)
}

// parallel runs f(0..n-1) on up to GOMAXPROCS goroutines and returns the
// first error (by index).
func parallel(n int, f func(i int) error) error {
	workers := min(n, runtime.GOMAXPROCS(0))
	if workers <= 1 {
		for i := 0; i < n; i++ {
			if err := f(i); err != nil {
				return err
			}
		}
		return nil
	}
	errs := make([]error, n)
	var next sync.Mutex
	i := 0
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				next.Lock()
				j := i
				i++
				next.Unlock()
				if j >= n {
					return
				}
				errs[j] = f(j)
			}
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// loadFragment decodes one fragment's sequences and deletion file.
func (d *Dataset) loadFragment(f *DataFragment, key fragmentKey, stable bool) (*loadedFragment, error) {
	lf := &loadedFragment{key: key, meta: f}
	rows := int(f.PhysicalRows)
	lf.frag = rowindex.Fragment{ID: uint32(f.ID), PhysicalRows: rows}
	if stable {
		b, err := ReadSequence(d.fsys, f.RowIDs)
		if err != nil {
			return nil, fmt.Errorf("row ids: %w", err)
		}
		seq, err := rowindex.UnmarshalSequence(b)
		if err != nil {
			return nil, fmt.Errorf("row ids: %w", err)
		}
		if seq.Len() != rows {
			return nil, fmt.Errorf("row-id sequence has %d ids for %d physical rows", seq.Len(), rows)
		}
		lf.frag.RowIDs, lf.rowBytes = seq, len(b)
	} else {
		// Without stable row ids a row's id is its address.
		start := uint64(f.ID) << 32
		lf.frag.RowIDs = rowindex.NewSequence(segment.NewRange(start, start+uint64(rows)))
	}
	del, err := Deletions(d.fsys, f)
	if err != nil {
		return nil, err
	}
	if !del.IsEmpty() {
		lf.frag.Deletions = rowindex.DeletionVectorFromRoaring(del)
	}
	for i, ref := range []SequenceRef{f.CreatedAt, f.LastUpdatedAt} {
		name := [...]string{"created-at versions", "last-updated-at versions"}[i]
		if ref.Storage == StorageNone {
			continue
		}
		b, err := ReadSequence(d.fsys, ref)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		vs, err := rowindex.UnmarshalVersionSequence(b)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		if vs.Len() != rows {
			return nil, fmt.Errorf("%s cover %d rows, the fragment has %d", name, vs.Len(), rows)
		}
		if i == 0 {
			lf.created = vs
		} else {
			lf.updated = vs
		}
		lf.hasMeta[i] = true
	}
	return lf, nil
}

// Manifest returns the version's decoded manifest.
func (v *Version) Manifest() *Manifest { return v.manifest }

// Number returns the version number.
func (v *Version) Number() uint64 { return v.manifest.Version }

// StableRowIDs reports whether the dataset uses stable row ids. Without
// them a row's id is its address.
func (v *Version) StableRowIDs() bool { return v.manifest.StableRowIDs() }

// NextRowID returns the manifest's next_row_id: the first id a new row gets.
func (v *Version) NextRowID() uint64 { return v.manifest.NextRowID }

// Fragments returns the version's fragments in manifest order. The slice
// is a copy; the fragments' sequences and deletion vectors are shared and
// immutable.
func (v *Version) Fragments() []rowindex.Fragment {
	out := make([]rowindex.Fragment, len(v.frags))
	for i, lf := range v.frags {
		out[i] = lf.frag
	}
	return out
}

// FragmentInfo describes one fragment of a version, for tools.
type FragmentInfo struct {
	Fragment rowindex.Fragment
	// Meta is the fragment's manifest entry.
	Meta *DataFragment
	// RowIDBytes is the size of the row-id sequence in Lance's bytes (0
	// without stable row ids).
	RowIDBytes int
	// CreatedAt and LastUpdatedAt are the version runs, empty when the
	// manifest has none.
	CreatedAt, LastUpdatedAt rowindex.VersionSequence
}

// FragmentInfos returns every fragment's details in manifest order.
func (v *Version) FragmentInfos() []FragmentInfo {
	out := make([]FragmentInfo, len(v.frags))
	for i, lf := range v.frags {
		out[i] = FragmentInfo{Fragment: lf.frag, Meta: lf.meta, RowIDBytes: lf.rowBytes,
			CreatedAt: lf.created, LastUpdatedAt: lf.updated}
	}
	return out
}

// Index returns the version's row id -> address index. It is built once per
// Version; when the Dataset already indexed another version, the index is
// derived from that one with WithFragments, reusing the chunks of every
// fragment the two share.
func (v *Version) Index() (*rowindex.Index, error) {
	v.indexOnce.Do(func() {
		base, baseIdx := v.ds.lastIndexed()
		if base == nil {
			v.index, v.indexErr = rowindex.Build(v.Fragments())
		} else {
			removed, added := diffFragments(base, v)
			v.index, v.indexErr = baseIdx.WithFragments(removed, added)
		}
		if v.indexErr == nil {
			v.ds.setIndexed(v)
		}
	})
	return v.index, v.indexErr
}

// diffFragments returns the fragments of base that v does not share, by
// id, and the fragments of v that base does not have.
func diffFragments(base, v *Version) (removed []uint32, added []rowindex.Fragment) {
	mine := make(map[*loadedFragment]bool, len(v.frags))
	for _, lf := range v.frags {
		mine[lf] = true
	}
	theirs := make(map[*loadedFragment]bool, len(base.frags))
	for _, lf := range base.frags {
		theirs[lf] = true
		if !mine[lf] {
			removed = append(removed, lf.frag.ID)
		}
	}
	for _, lf := range v.frags {
		if !theirs[lf] {
			added = append(added, lf.frag)
		}
	}
	return removed, added
}

// fragment returns the loaded fragment with the given id.
func (v *Version) fragment(id uint32) *loadedFragment {
	i, ok := slices.BinarySearchFunc(v.byID, uint64(id), func(lf *loadedFragment, id uint64) int { return cmp.Compare(lf.key.id, id) })
	if !ok {
		return nil
	}
	return v.byID[i]
}

// RowVersions returns the created-at and last-updated-at versions of the
// row at addr, as Lance reports them (DefaultVersion where the fragment has
// no runs). ok is false if no live row is there.
func (v *Version) RowVersions(addr rowindex.RowAddress) (created, updated uint64, ok bool) {
	lf := v.fragment(addr.Fragment())
	if lf == nil || int(addr.Offset()) >= lf.frag.PhysicalRows || lf.frag.Deletions.Contains(addr.Offset()) {
		return 0, 0, false
	}
	return lf.versionsAt(int(addr.Offset()))
}

func (lf *loadedFragment) versionsAt(off int) (created, updated uint64, ok bool) {
	created, updated = DefaultVersion, DefaultVersion
	if lf.hasMeta[0] {
		created, _ = lf.created.VersionAt(off)
	}
	if lf.hasMeta[1] {
		updated, _ = lf.updated.VersionAt(off)
	}
	return created, updated, true
}

// CreatedAt returns the version that created the live row with the given
// id, as Lance reports it.
func (v *Version) CreatedAt(id uint64) (uint64, bool, error) {
	c, _, ok, err := v.rowVersionsByID(id)
	return c, ok, err
}

// LastUpdatedAt returns the version that last updated the live row with
// the given id, as Lance reports it.
func (v *Version) LastUpdatedAt(id uint64) (uint64, bool, error) {
	_, u, ok, err := v.rowVersionsByID(id)
	return u, ok, err
}

func (v *Version) rowVersionsByID(id uint64) (created, updated uint64, ok bool, err error) {
	idx, err := v.Index()
	if err != nil {
		return 0, 0, false, err
	}
	addr, ok := idx.Get(id)
	if !ok {
		return 0, 0, false, nil
	}
	created, updated, ok = v.RowVersions(addr)
	return created, updated, ok, nil
}

// Row is one live row of a version.
type Row struct {
	ID                       uint64
	Address                  rowindex.RowAddress
	CreatedAt, LastUpdatedAt uint64
}

// Rows returns every live row in manifest order, then offset order: the
// order of Lance's scan.
func (v *Version) Rows() iter.Seq[Row] {
	return func(yield func(Row) bool) {
		for _, lf := range v.frags {
			for off, id := range lf.frag.RowIDs.All() {
				if lf.frag.Deletions.Contains(uint32(off)) {
					continue
				}
				c, u, _ := lf.versionsAt(off)
				if !yield(Row{ID: id, Address: rowindex.NewRowAddress(lf.frag.ID, uint32(off)), CreatedAt: c, LastUpdatedAt: u}) {
					return
				}
			}
		}
	}
}

// Inserted returns, sorted, the ids of the live rows inserted after version
// from and at or before version to (Lance's filter from < created <= to).
func (v *Version) Inserted(from, to uint64) []uint64 {
	var ids []uint64
	for r := range v.Rows() {
		if from < r.CreatedAt && r.CreatedAt <= to {
			ids = append(ids, r.ID)
		}
	}
	slices.Sort(ids)
	return ids
}

// Updated returns, sorted, the ids of the live rows that existed at version
// from and were updated after it, at or before version to (Lance's filter
// created <= from < last_updated <= to).
func (v *Version) Updated(from, to uint64) []uint64 {
	var ids []uint64
	for r := range v.Rows() {
		if r.CreatedAt <= from && from < r.LastUpdatedAt && r.LastUpdatedAt <= to {
			ids = append(ids, r.ID)
		}
	}
	slices.Sort(ids)
	return ids
}
