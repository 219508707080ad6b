package lance

import (
	"cmp"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"slices"
	"sync"
	"time"

	"github.com/stablerow/stablerow/objstore"
	"github.com/stablerow/stablerow/rowindex"
	"github.com/stablerow/stablerow/segment"
	"golang.org/x/sync/errgroup"
)

// FirstVersion is the number of a dataset's first version: versions are
// numbered from 1 (Checkout(ctx, 0) is an error matching ErrVersionNotFound).
// It is also the version Lance reports as the created-at and
// last-updated-at version of a row whose fragment has no version runs
// (Lance's reader default), and so do RowVersions, CreatedAt and
// LastUpdatedAt.
const FirstVersion = 1

// Version is one checked-out version of a dataset: its manifest and every
// fragment's row-id sequence and deletion vector, loaded and validated. The
// created-at / last-updated-at version runs are read when a call first
// needs them (RowVersions, Rows, Inserted, Updated, Verify). A Version is
// immutable and safe for concurrent use.
type Version struct {
	ds       *Dataset
	manifest *Manifest
	name     string            // of the manifest file
	digest   [32]byte          // of the fragments' keys: the index's cache key
	frags    []versionFragment // manifest order
	byID     []versionFragment // ascending fragment id
	stats    IOStats

	indexOnce sync.Once
	index     *rowindex.Index
	indexErr  error
}

// IOStats is what a checkout cost: store requests, bytes, and wall time
// per phase.
type IOStats struct {
	// Requests is the number of store calls (lists, stats, reads), and
	// BytesRead the bytes they returned.
	Requests, BytesRead int64
	// Manifest is the time to find and read the manifest; Fragments the
	// wall time to read and decode the fragments (in parallel).
	Manifest, Fragments time.Duration
	// Loaded fragments were read from the store; Cached ones taken from the
	// cache without a request.
	Loaded, Cached int
	// MaxInFlight is the most requests that were in flight at once (at
	// most the dataset's concurrency).
	MaxInFlight int
}

// loadedFragment is one decoded fragment: its row ids and deletions.
// Versions share it (through the Cache) while the fragment's manifest
// entry is unchanged. It holds no reference to the manifest's bytes.
type loadedFragment struct {
	key      fragmentKey
	frag     rowindex.Fragment
	rowBytes int   // Lance bytes of the row-id sequence
	size     int64 // bytes held, for the cache
}

// versionFragment is a fragment of one Version: the shared decoded
// fragment and this version's version runs.
type versionFragment struct {
	*loadedFragment
	runs *fragmentRuns
}

// fragmentRuns is a fragment's created-at and last-updated-at runs, read
// and decoded on first use. Inline runs are left in the manifest file
// (see SequenceRef): a checkout neither copies nor hashes them.
type fragmentRuns struct {
	refs [2]SequenceRef // created, updated
	mu   sync.Mutex
	ok   bool
	runs [2]rowindex.VersionSequence
	has  [2]bool
}

// fragmentKey identifies a fragment's row-id side by content: two manifest
// entries with the same key decode to the same fragment. The row-id
// sequence is identified by a digest of its inline bytes or of its
// external range, not by a copy. (The version runs are not part of it:
// each Version reads its own.)
type fragmentKey struct {
	id           uint32
	physicalRows uint64
	deletion     DeletionFile
	hasDeletion  bool
	stable       bool
	rowIDs       [32]byte
}

func refDigest(r SequenceRef) (d [32]byte) {
	if r.inFile() {
		return r.External.digest
	}
	h := sha256.New()
	switch r.Storage {
	case StorageInline:
		return inlineDigest(r.Inline)
	case StorageExternal:
		fmt.Fprintf(h, "e%s\x00%d+%d", r.External.Path, r.External.Offset, r.External.Size)
	default:
		return d
	}
	h.Sum(d[:0])
	return d
}

// inlineDigest is refDigest of an inline sequence of bytes b.
func inlineDigest(b []byte) (d [32]byte) {
	h := sha256.New()
	h.Write([]byte{'i'})
	h.Write(b)
	h.Sum(d[:0])
	return d
}

// indexDigest identifies an index by the keys of the fragments it is built
// from, in manifest order (each key already digests the fragment's
// sequences), so the manifest's bytes are not hashed again.
func indexDigest(keys []fragmentKey) (d [32]byte) {
	h := sha256.New()
	var b []byte
	for i := range keys {
		k := &keys[i]
		b = binary.LittleEndian.AppendUint32(b[:0], k.id)
		b = binary.LittleEndian.AppendUint64(b, k.physicalRows)
		b = append(b, boolByte(k.stable), boolByte(k.hasDeletion))
		b = binary.LittleEndian.AppendUint32(b, uint32(k.deletion.Type))
		b = binary.LittleEndian.AppendUint64(b, k.deletion.ReadVersion)
		b = binary.LittleEndian.AppendUint64(b, k.deletion.ID)
		b = binary.LittleEndian.AppendUint64(b, k.deletion.NumDeletedRows)
		b = append(b, k.rowIDs[:]...)
		h.Write(b)
	}
	h.Sum(d[:0])
	return d
}

func boolByte(v bool) byte {
	if v {
		return 1
	}
	return 0
}

func keyOf(f *DataFragment, stable bool) fragmentKey {
	k := fragmentKey{id: f.ID, physicalRows: f.PhysicalRows, stable: stable, rowIDs: refDigest(f.RowIDs)}
	if f.DeletionFile != nil {
		k.deletion, k.hasDeletion = *f.DeletionFile, true
	}
	return k
}

// maxSequenceBytes bounds the serialized row-id or version sequence of a
// fragment of rows rows: a segment or run per row at most, each under 32
// bytes, plus slack.
func maxSequenceBytes(rows uint64) int64 { return int64(64<<10 + 32*rows) }

// Checkout loads version v: its manifest (one request for a V2-named
// dataset), then every fragment's row-id sequence and deletion file, up to
// the dataset's concurrency at once. Fragments whose manifest entry is in
// the cache are not read again. Any missing or corrupt file is an error that
// names it; a deletion file is never taken as "no deletions". Cancelling
// ctx stops the reads in flight and returns an error wrapping ctx.Err();
// no goroutine outlives the call.
func (d *Dataset) Checkout(ctx context.Context, v uint64) (*Version, error) {
	ver, err := d.checkout(ctx, v)
	return ver, d.wrap(err)
}

func (d *Dataset) checkout(ctx context.Context, v uint64) (*Version, error) {
	cs := newCountingStore(d.store, d.concurrency)
	start := time.Now()
	// The fragments are loaded while the manifest file is viewed: inline
	// row ids are decoded from its bytes, not copied out of them.
	var ver *Version
	m, name, err := readVersionManifest(ctx, cs, v, func(m *Manifest, name string, file []byte) error {
		ver = &Version{ds: d, manifest: m, name: name, frags: make([]versionFragment, len(m.Fragments))}
		ver.stats.Manifest = time.Since(start)
		return d.loadFragments(ctx, cs, ver, file)
	})
	if err != nil {
		return nil, err
	}
	ver.stats.Requests, ver.stats.BytesRead = cs.requests.Load(), cs.bytes.Load()
	ver.stats.MaxInFlight = int(cs.maxInFlight.Load())
	if err := checkInvariants(m, name, ver.frags); err != nil {
		return nil, err
	}
	for i := range ver.frags {
		f := &m.Fragments[i]
		ver.frags[i].runs = &fragmentRuns{refs: [2]SequenceRef{f.CreatedAt, f.LastUpdatedAt}}
	}
	keys := make([]fragmentKey, len(ver.frags))
	for i := range ver.frags {
		keys[i] = ver.frags[i].key
	}
	ver.digest = indexDigest(keys)
	ver.byID = slices.Clone(ver.frags)
	slices.SortFunc(ver.byID, func(a, b versionFragment) int { return cmp.Compare(a.key.id, b.key.id) })
	return ver, nil
}

// loadFragments takes ver's fragments from the cache or loads them, up to
// the dataset's concurrency at once; file is the manifest file's bytes,
// valid for the call (inline row ids are decoded from it).
func (d *Dataset) loadFragments(ctx context.Context, cs *countingStore, ver *Version, file []byte) error {
	m, name, v := ver.manifest, ver.name, ver.manifest.Version
	seen := make(map[uint32]bool, len(m.Fragments))
	for i := range m.Fragments {
		f := &m.Fragments[i]
		if f.PhysicalRows > 1<<32 {
			return formatErr(name, -1, ErrMalformed, "version %d: fragment %d has %d physical rows, more than 2^32", v, f.ID, f.PhysicalRows)
		}
		if seen[f.ID] {
			return formatErr(name, -1, ErrMalformed, "version %d: fragment id %d appears twice", v, f.ID)
		}
		seen[f.ID] = true
	}
	stable := m.StableRowIDs()
	start := time.Now()
	var loaded []int
	keys := make([]fragmentKey, len(m.Fragments))
	for i := range m.Fragments {
		keys[i] = keyOf(&m.Fragments[i], stable)
		if lf, ok := d.cache.get(cacheKey{dataset: d.cacheNS, frag: keys[i]}); ok {
			ver.frags[i].loadedFragment = lf.(*loadedFragment)
			continue
		}
		loaded = append(loaded, i)
	}
	// The store bounds the requests in flight; the decoding of fragments
	// whose reads are done runs beside them.
	err := parallel(ctx, len(loaded), d.concurrency, func(ctx context.Context, j int) error {
		i := loaded[j]
		f := &m.Fragments[i]
		lf, err := loadFragment(ctx, cs, f, keys[i], stable, name, file)
		if err != nil {
			return inContext(err, "version %d: fragment %d", v, f.ID)
		}
		ver.frags[i].loadedFragment = d.cache.add(cacheKey{dataset: d.cacheNS, frag: lf.key}, lf, lf.size).(*loadedFragment)
		return nil
	})
	ver.stats.Fragments = time.Since(start)
	ver.stats.Loaded, ver.stats.Cached = len(loaded), len(m.Fragments)-len(loaded)
	return err
}

// checkInvariants checks what Lance's writers guarantee of a version and
// the decoders cannot see alone, cheaply (per segment, not per row): every
// row id, live or deleted, was handed out below next_row_id, and no
// fragment id is above max_fragment_id. Random damage to a manifest breaks
// these far more often than it breaks the encoding.
func checkInvariants(m *Manifest, name string, frags []versionFragment) error {
	for i, lf := range frags {
		id := m.Fragments[i].ID
		if m.HasMaxFragmentID && id > m.MaxFragmentID {
			return formatErr(name, -1, ErrMalformed, "version %d: fragment %d is above max_fragment_id %d", m.Version, id, m.MaxFragmentID)
		}
		if !m.StableRowIDs() {
			continue
		}
		for _, seg := range lf.frag.RowIDs.Segments() {
			if _, hi, ok := seg.Bounds(); ok && hi >= m.NextRowID {
				return formatErr(name, -1, ErrMalformed, "version %d: fragment %d holds row id %d, not below next_row_id %d", m.Version, id, hi, m.NextRowID)
			}
		}
	}
	return nil
}

// Latest checks out the newest version.
func (d *Dataset) Latest(ctx context.Context) (*Version, error) {
	v, err := d.LatestNumber(ctx)
	if err != nil {
		return nil, err
	}
	return d.Checkout(ctx, v)
}

// parallel runs f(ctx, 0..n-1) with at most limit calls at once, under a
// context that is cancelled at the first error. It returns, of the errors,
// ctx's own when the caller's context ended, else the first by index that
// is not the cancellation the first error caused. Every call has returned
// when it returns.
func parallel(ctx context.Context, n, limit int, f func(ctx context.Context, i int) error) error {
	if n == 0 {
		return ctx.Err()
	}
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(limit)
	errs := make([]error, n)
	for i := 0; i < n && gctx.Err() == nil; i++ {
		g.Go(func() error {
			errs[i] = f(gctx, i)
			return errs[i]
		})
	}
	first := g.Wait()
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("lance: %w", err)
	}
	if first == nil {
		return nil
	}
	for _, err := range errs {
		if err != nil && !errors.Is(err, context.Canceled) {
			return err
		}
	}
	return first
}

// loadFragment decodes one fragment's row-id sequence and deletion file,
// the two reads in parallel.
// manifest names the manifest file, for errors in inline sequences.
// file, when not nil, is the manifest file's bytes, which inline row ids
// left in it are decoded from.
func loadFragment(ctx context.Context, s objstore.Store, f *DataFragment, key fragmentKey, stable bool, manifest string, file []byte) (*loadedFragment, error) {
	lf := &loadedFragment{key: key}
	rows := int(f.PhysicalRows)
	lf.frag = rowindex.Fragment{ID: f.ID, PhysicalRows: rows}
	var del *rowindex.DeletionVector
	read := func(ctx context.Context, i int) error {
		if i == 1 {
			if f.DeletionFile == nil {
				return nil
			}
			dv, err := readDeletionVector(ctx, s, f.ID, f.DeletionFile, f.PhysicalRows)
			if err == nil && dv.Len() > 0 {
				del = dv
			}
			return err
		}
		if !stable {
			// Without stable row ids a row's id is its address.
			start := uint64(f.ID) << 32
			lf.frag.RowIDs = rowindex.NewSequence(segment.NewRange(start, start+uint64(rows)))
			return nil
		}
		var b []byte
		var err error
		if f.RowIDs.inFile() && file != nil {
			b, err = f.RowIDs.inManifest(file)
		} else {
			b, err = ReadSequence(ctx, s, f.RowIDs, maxSequenceBytes(f.PhysicalRows))
		}
		if err != nil {
			return inContext(err, "row ids")
		}
		file := sequenceFile(f.RowIDs, manifest)
		seq, err := rowindex.UnmarshalSequence(b)
		if err != nil {
			return &sequenceError{file: file, what: "row ids", err: err}
		}
		if seq.Len() != rows {
			return &sequenceError{file: file, what: "row ids", err: fmt.Errorf("%d ids for %d physical rows", seq.Len(), rows)}
		}
		lf.frag.RowIDs, lf.rowBytes = seq, len(b)
		return nil
	}
	// Two goroutines only when both are store reads: most fragments have
	// inline row ids, and many no deletion file.
	var err error
	if f.DeletionFile != nil && stable && f.RowIDs.Storage == StorageExternal {
		err = parallel(ctx, 2, 2, read)
	} else if err = read(ctx, 0); err == nil {
		err = read(ctx, 1)
	}
	if err != nil {
		return nil, err
	}
	lf.frag.Deletions = del
	lf.size = int64(256 + lf.frag.RowIDs.SizeBytes())
	if del != nil {
		lf.size += int64(del.SizeBytes())
	}
	return lf, nil
}

// versionRuns reads and decodes the fragment's created-at and
// last-updated-at runs on first use. file, when not nil, is the manifest
// file's bytes, from which inline runs are taken (loadRuns reads it once
// for every fragment); otherwise they are read from the store. A failed
// read is not remembered: the next call tries again.
// manifest names the manifest file, for errors in inline runs.
func (vf *versionFragment) versionRuns(ctx context.Context, s objstore.Store, manifest string, file []byte) error {
	fr := vf.runs
	fr.mu.Lock()
	defer fr.mu.Unlock()
	if fr.ok {
		return nil
	}
	rows := uint64(vf.frag.PhysicalRows)
	var runs [2]rowindex.VersionSequence
	var has [2]bool
	for i, ref := range fr.refs {
		name := [...]string{"created-at versions", "last-updated-at versions"}[i]
		if ref.Storage == StorageNone {
			continue
		}
		var b []byte
		var err error
		if ref.inFile() && file != nil {
			b, err = ref.inManifest(file)
		} else {
			b, err = ReadSequence(ctx, s, ref, maxSequenceBytes(rows))
		}
		if err != nil {
			return inContext(err, "%s", name)
		}
		vs, err := rowindex.UnmarshalVersionSequence(b)
		if err != nil {
			return &sequenceError{file: sequenceFile(ref, manifest), what: name, err: err}
		}
		if vs.Len() != int(rows) {
			return &sequenceError{file: sequenceFile(ref, manifest), what: name, err: fmt.Errorf("runs cover %d rows, the fragment has %d", vs.Len(), rows)}
		}
		runs[i], has[i] = vs, true
	}
	fr.runs, fr.has, fr.ok = runs, has, true
	return nil
}

// inManifest returns the bytes of an inline sequence left in the manifest
// file, from the file's bytes, checked against the checkout's checksum.
func (ref SequenceRef) inManifest(file []byte) ([]byte, error) {
	ef := ref.External
	if ef.Offset > uint64(len(file)) || ef.Size > uint64(len(file))-ef.Offset {
		return nil, formatErr(ef.Path, int64(len(file)), ErrTruncated, "inline sequence at [%d, %d) lies past the end of the %d-byte manifest: the manifest was rewritten", ef.Offset, ef.Offset+ef.Size, len(file))
	}
	b := file[ef.Offset : ef.Offset+ef.Size]
	return b, ref.checkSum(b)
}

// checkSum checks the bytes b read again for an inline sequence left in the
// manifest file against the CRC-32C taken when the manifest was first read.
func (ref SequenceRef) checkSum(b []byte) error {
	if crc32.Checksum(b, castagnoli) != ref.External.sum {
		return formatErr(ref.External.Path, int64(ref.External.Offset), ErrMalformed, "the %d bytes of an inline sequence differ from those first read: the manifest was rewritten", len(b))
	}
	return nil
}

// loadRuns reads the version runs of every fragment that has not read them
// yet, up to the dataset's concurrency at once; inline runs come from one
// read of the manifest file.
func (v *Version) loadRuns(ctx context.Context) error {
	load := func(file []byte) error {
		return parallel(ctx, len(v.frags), v.ds.concurrency, func(ctx context.Context, i int) error {
			if err := v.frags[i].versionRuns(ctx, v.ds.store, v.name, file); err != nil {
				return inContext(err, "version %d: fragment %d", v.Number(), v.frags[i].key.id)
			}
			return nil
		})
	}
	need := false
	for i := range v.frags {
		fr := v.frags[i].runs
		fr.mu.Lock()
		need = need || !fr.ok && (fr.refs[0].inFile() || fr.refs[1].inFile())
		fr.mu.Unlock()
	}
	if !need {
		return v.ds.wrap(load(nil))
	}
	// The runs are decoded while the manifest file is viewed (as at
	// checkout: a local file is mapped, not copied).
	var loadErr error
	err := objstore.View(ctx, v.ds.store, v.name, MaxManifestBytes, func(file []byte) error {
		loadErr = load(file)
		return loadErr
	})
	if loadErr != nil {
		return v.ds.wrap(loadErr)
	}
	if err != nil {
		return v.ds.wrap(inContext(storeErr("manifest", v.name, err), "version %d: version runs", v.Number()))
	}
	return nil
}

// Manifest returns the version's decoded manifest.
func (v *Version) Manifest() *Manifest { return v.manifest }

// Number returns the version number.
func (v *Version) Number() uint64 { return v.manifest.Version }

// Dataset returns the dataset the version was checked out of.
func (v *Version) Dataset() *Dataset { return v.ds }

// Stats returns what the checkout cost.
func (v *Version) Stats() IOStats { return v.stats }

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

// FragmentInfos returns every fragment's details in manifest order,
// reading the version runs first if no call has.
func (v *Version) FragmentInfos(ctx context.Context) ([]FragmentInfo, error) {
	if err := v.loadRuns(ctx); err != nil {
		return nil, err
	}
	out := make([]FragmentInfo, len(v.frags))
	for i, lf := range v.frags {
		out[i] = FragmentInfo{Fragment: lf.frag, Meta: &v.manifest.Fragments[i], RowIDBytes: lf.rowBytes,
			CreatedAt: lf.runs.runs[0], LastUpdatedAt: lf.runs.runs[1]}
	}
	return out, nil
}

// indexEntry is an index in the cache, with the fragments it was built
// from.
type indexEntry struct {
	index *rowindex.Index
	frags map[uint32]fragmentKey // by fragment id
}

// Index returns the version's row id -> address index. It does no I/O
// (Checkout read everything it needs), so it takes no context. It is built
// once per Version and kept in the cache under a digest of its fragments' keys; when
// the Dataset indexed another version before, the index is derived from
// that one with WithFragments, rebuilding only the fragments that changed.
func (v *Version) Index() (*rowindex.Index, error) {
	v.indexOnce.Do(func() {
		d := v.ds
		key := cacheKey{dataset: d.cacheNS, index: v.digest}
		if e, ok := d.cache.get(key); ok {
			v.index = e.(*indexEntry).index
			return
		}
		entry := &indexEntry{frags: make(map[uint32]fragmentKey, len(v.frags))}
		for _, lf := range v.frags {
			entry.frags[lf.key.id] = lf.key
		}
		d.mu.Lock()
		base := d.lastIndexed
		d.mu.Unlock()
		if base == nil {
			entry.index, v.indexErr = rowindex.Build(v.Fragments())
		} else {
			removed, added := diffFragments(base, v)
			entry.index, v.indexErr = base.index.WithFragments(removed, added)
		}
		if v.indexErr != nil {
			// The fragments decoded, but together they are not an index
			// (a row id live twice): the manifest is malformed.
			v.indexErr = d.wrap(inContext(&sequenceError{file: v.name, what: "row-id index", err: v.indexErr}, "version %d", v.Number()))
			return
		}
		v.index = entry.index
		d.cache.add(key, entry, int64(entry.index.SizeBytes()+200*len(entry.frags)))
		d.mu.Lock()
		d.lastIndexed = entry
		d.mu.Unlock()
	})
	return v.index, v.indexErr
}

// diffFragments returns the fragments of base that v does not share, by
// id, and the fragments of v that base does not have.
func diffFragments(base *indexEntry, v *Version) (removed []uint32, added []rowindex.Fragment) {
	mine := make(map[uint32]fragmentKey, len(v.frags))
	for _, lf := range v.frags {
		mine[lf.key.id] = lf.key
		if k, ok := base.frags[lf.key.id]; !ok || k != lf.key {
			added = append(added, lf.frag)
		}
	}
	for id, k := range base.frags {
		if m, ok := mine[id]; !ok || m != k {
			removed = append(removed, id)
		}
	}
	slices.Sort(removed)
	return removed, added
}

// fragment returns the loaded fragment with the given id.
func (v *Version) fragment(id uint32) *versionFragment {
	i, ok := slices.BinarySearchFunc(v.byID, id, func(lf versionFragment, id uint32) int { return cmp.Compare(lf.key.id, id) })
	if !ok {
		return nil
	}
	return &v.byID[i]
}
