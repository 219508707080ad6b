package lance

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/RoaringBitmap/roaring/v2"
	"github.com/stablerow/stablerow/objstore"
)

// DataDir is the directory of data files, relative to the dataset root.
const DataDir = "data"

// DefaultConcurrency is the number of reads a checkout runs at once unless
// Options says otherwise: enough to hide an object store's latency (tens of
// milliseconds a request) behind parallel requests.
const DefaultConcurrency = 32

// Options tune a Dataset. The zero value (or nil) gives the defaults.
type Options struct {
	// Concurrency bounds the store reads a checkout runs at once
	// (DefaultConcurrency when 0).
	Concurrency int
	// Cache holds decoded fragments and indexes for later checkouts;
	// DefaultCache when nil.
	Cache *Cache
}

// Dataset is a Lance dataset read through an objstore.Store rooted at the
// dataset directory (the one holding _versions/). Each call reads what it
// needs, so versions written meanwhile are seen. Decoded fragments and
// indexes are kept in a bounded Cache and shared by later checkouts, and a
// version's index is derived from the last version indexed (WithFragments,
// O(changed fragments)) instead of being built anew. A Dataset is safe for
// concurrent use.
type Dataset struct {
	store       objstore.Store
	location    string // as the caller gave it
	cacheNS     string // the cache's namespace: the location, or unique per Dataset
	concurrency int
	cache       *Cache

	mu          sync.Mutex
	lastIndexed *indexEntry // the last index built or derived, to derive the next from
}

// storeIDs numbers the Datasets opened on a Store (not a location), so that
// their cache entries never mix.
var storeIDs atomic.Uint64

// Open opens the dataset at location: a local path, a file:// URL, or a URL
// of a registered objstore driver (s3://bucket/prefix/name.lance once
// objstore/s3store is imported). It lists the versions once (one request)
// and fails with an error matching ErrNoVersions when there is no manifest,
// or fs.ErrNotExist when the store says the location does not exist.
func Open(ctx context.Context, location string, opts *Options) (*Dataset, error) {
	s, err := objstore.Open(ctx, location)
	if err != nil {
		if strings.Contains(err.Error(), location) {
			return nil, fmt.Errorf("lance: open: %w", err)
		}
		return nil, fmt.Errorf("lance: open %s: %w", location, err)
	}
	return open(ctx, s, location, "loc:"+strings.TrimSuffix(location, "/"), opts)
}

// OpenStore opens the dataset at the root of s. name says what the dataset
// is in errors and Location (a path or URL; may be empty).
func OpenStore(ctx context.Context, s objstore.Store, name string, opts *Options) (*Dataset, error) {
	return open(ctx, s, name, fmt.Sprintf("store:%d", storeIDs.Add(1)), opts)
}

// OpenFS opens the dataset at the root of fsys (read-only).
func OpenFS(ctx context.Context, fsys fs.FS, opts *Options) (*Dataset, error) {
	return OpenStore(ctx, objstore.FS(fsys), "", opts)
}

func open(ctx context.Context, s objstore.Store, location, ns string, opts *Options) (*Dataset, error) {
	d := &Dataset{store: s, location: location, cacheNS: ns, concurrency: DefaultConcurrency, cache: DefaultCache}
	if opts != nil {
		if opts.Concurrency > 0 {
			d.concurrency = opts.Concurrency
		}
		if opts.Cache != nil {
			d.cache = opts.Cache
		}
	}
	if _, err := ListVersions(ctx, s); err != nil {
		return nil, d.wrap(err)
	}
	return d, nil
}

// wrap names the dataset in err, once.
func (d *Dataset) wrap(err error) error {
	if err == nil || d.location == "" {
		return err
	}
	return &DatasetError{Dataset: d.location, Err: err}
}

// DatasetError is an error of a call on a Dataset: it names the dataset as
// the caller gave it, and unwraps to the cause.
type DatasetError struct {
	Dataset string
	Err     error
}

// Error implements error.
func (e *DatasetError) Error() string {
	return e.Dataset + ": " + strings.TrimPrefix(e.Err.Error(), "lance: ")
}

// Unwrap returns the cause.
func (e *DatasetError) Unwrap() error { return e.Err }

// Store returns the dataset's store.
func (d *Dataset) Store() objstore.Store { return d.store }

// Location returns the path or URL the dataset was opened with.
func (d *Dataset) Location() string { return d.location }

// Versions lists the dataset's manifests by ascending version.
func (d *Dataset) Versions(ctx context.Context) ([]VersionFile, error) {
	vs, err := ListVersions(ctx, d.store)
	return vs, d.wrap(err)
}

// LatestNumber returns the number of the newest version.
func (d *Dataset) LatestNumber(ctx context.Context) (uint64, error) {
	vs, err := d.Versions(ctx)
	if err != nil {
		return 0, err
	}
	return vs[len(vs)-1].Version, nil
}

// Manifest reads the manifest of version. A missing version gives a
// *VersionNotFoundError. The manifest must say it is that version.
func (d *Dataset) Manifest(ctx context.Context, version uint64) (*Manifest, error) {
	m, _, err := readVersionManifest(ctx, d.store, version, nil)
	return m, d.wrap(err)
}

// readVersionManifest reads the manifest of version from the dataset
// store s and returns its name too. It reads the V2 name and
// then the V1 name, without a Stat first: one request for a dataset named
// under V2, two under V1.
//
// with, if not nil, is called with the manifest, its name and the file's
// bytes while they are viewed (see readManifest); its error is returned as
// it is.
func readVersionManifest(ctx context.Context, s objstore.Store, version uint64, with func(m *Manifest, name string, file []byte) error) (*Manifest, string, error) {
	if version == 0 {
		return nil, "", &VersionNotFoundError{Version: version}
	}
	missing := map[string]error{}
	for _, scheme := range []NamingScheme{NamingV2, NamingV1} {
		name := VersionFile{Version: version, Scheme: scheme}.Path()
		var check func(m *Manifest, file []byte) error
		if with != nil {
			check = func(m *Manifest, file []byte) error {
				if m.Version != version {
					return formatErr(name, -1, ErrMalformed, "manifest says version %d, its name says %d", m.Version, version)
				}
				return with(m, name, file)
			}
		}
		m, withErr, err := readManifest(ctx, s, name, check)
		if withErr != nil {
			return nil, "", withErr
		}
		if isNotExist(err) {
			missing[name] = err
			continue
		}
		if err != nil {
			return nil, "", err
		}
		if m.Version != version {
			return nil, "", formatErr(name, -1, ErrMalformed, "manifest says version %d, its name says %d", m.Version, version)
		}
		return m, name, nil
	}
	// Neither name can be read. If the listing has one of them (a dangling
	// symbolic link, or a manifest removed meanwhile), say so, naming it,
	// rather than that the version does not exist: one more request, on
	// this path only.
	if vs, err := ListVersions(ctx, s); err == nil {
		for _, vf := range vs {
			if vf.Version == version && missing[vf.Path()] != nil {
				return nil, "", fmt.Errorf("lance: %s: listed under %s/ but cannot be read (a dangling link?): %w", vf.Path(), VersionsDir, missing[vf.Path()])
			}
		}
	}
	return nil, "", &VersionNotFoundError{Version: version}
}

// isNotExist reports a missing object.
func isNotExist(err error) bool { return err != nil && errors.Is(err, fs.ErrNotExist) }

// LatestManifest reads the manifest of the newest version.
func (d *Dataset) LatestManifest(ctx context.Context) (*Manifest, error) {
	v, err := d.LatestNumber(ctx)
	if err != nil {
		return nil, err
	}
	return d.Manifest(ctx, v)
}

// Deletions returns the deleted offsets of fragment f (empty when it has no
// deletion file). A missing or bad deletion file is an error.
func (d *Dataset) Deletions(ctx context.Context, f *DataFragment) (*roaring.Bitmap, error) {
	bm, err := Deletions(ctx, d.store, f)
	return bm, d.wrap(err)
}

// SequenceBytes returns the serialized sequence ref refers to: the inline
// bytes, or the range of the external object. An absent sequence gives nil.
func (d *Dataset) SequenceBytes(ctx context.Context, ref SequenceRef) ([]byte, error) {
	b, err := ReadSequence(ctx, d.store, ref, MaxManifestBytes)
	return b, d.wrap(err)
}

// ReadSequence returns the serialized sequence ref refers to, reading
// external ones from the dataset store s (at most max bytes). An absent
// sequence gives nil and no error.
func ReadSequence(ctx context.Context, s objstore.Store, ref SequenceRef, max int64) ([]byte, error) {
	switch ref.Storage {
	case StorageNone:
		return nil, nil
	case StorageInline:
		if !ref.inFile() {
			return ref.Inline, nil
		}
		b, err := ReadExternal(ctx, s, ref.External, max)
		if err != nil {
			return nil, err
		}
		return b, ref.checkSum(b)
	case StorageExternal:
		return ReadExternal(ctx, s, ref.External, max)
	}
	return nil, formatErr("", -1, ErrMalformed, "unknown sequence storage %d", uint8(ref.Storage))
}

// CheckDataFiles checks that every data file of every fragment of m exists
// under data/, with up to the dataset's concurrency of Stat calls at once,
// returning the first missing one (in manifest order) as an error naming the
// fragment and wrapping fs.ErrNotExist.
func (d *Dataset) CheckDataFiles(ctx context.Context, m *Manifest) error {
	type check struct {
		frag uint32
		name string
	}
	var checks []check
	for i := range m.Fragments {
		f := &m.Fragments[i]
		for _, p := range f.DataFiles {
			name := DataDir + "/" + p
			if !fs.ValidPath(name) {
				return d.wrap(formatErr("", -1, ErrMalformed, "fragment %d: data file path %q is not inside the dataset", f.ID, p))
			}
			checks = append(checks, check{f.ID, name})
		}
	}
	err := parallel(ctx, len(checks), d.concurrency, func(ctx context.Context, i int) error {
		if _, err := d.store.Stat(ctx, checks[i].name); err != nil {
			return inContext(err, "fragment %d: data file", checks[i].frag)
		}
		return nil
	})
	return d.wrap(err)
}
