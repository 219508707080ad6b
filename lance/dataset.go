package lance

import (
	"fmt"
	"io/fs"
	"os"
	"sync"

	"github.com/RoaringBitmap/roaring/v2"
	"github.com/stablerow/stablerow/rowindex"
)

// DataDir is the directory of data files, relative to the dataset root.
const DataDir = "data"

// Dataset is a Lance dataset read through an fs.FS rooted at the dataset
// directory (the one holding _versions/). Each call reads the files it
// needs, so versions written meanwhile are seen. Checkout keeps the decoded
// fragments of the version it last checked out, so that the next version
// shares the ones that did not change (the cache is bounded by one
// version's fragments however many versions a long-lived reader walks),
// and the last index built, so that the next version's index is derived
// from it. A Dataset is safe for concurrent use.
type Dataset struct {
	fsys fs.FS

	mu      sync.Mutex
	loaded  map[fragmentKey]*loadedFragment // decoded fragments, shared by versions
	indexed *Version                        // the last version whose index was built
}

// cached returns the decoded fragment with this key, if a version loaded it.
func (d *Dataset) cached(k fragmentKey) *loadedFragment {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.loaded[k]
}

// remember keeps lf for later versions and returns the shared copy.
func (d *Dataset) remember(lf *loadedFragment) *loadedFragment {
	d.mu.Lock()
	defer d.mu.Unlock()
	if old := d.loaded[lf.key]; old != nil {
		return old
	}
	if d.loaded == nil {
		d.loaded = make(map[fragmentKey]*loadedFragment)
	}
	d.loaded[lf.key] = lf
	return lf
}

// keepOnly bounds the fragment cache to frags, the fragments of the version
// just checked out: fragments only older versions use are dropped (a
// Version still holding them keeps them alive; the cache does not).
func (d *Dataset) keepOnly(frags []*loadedFragment) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if len(d.loaded) <= len(frags) {
		return
	}
	keep := make(map[fragmentKey]*loadedFragment, len(frags))
	for _, lf := range frags {
		keep[lf.key] = lf
	}
	d.loaded = keep
}

func (d *Dataset) lastIndexed() (*Version, *rowindex.Index) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.indexed == nil {
		return nil, nil
	}
	return d.indexed, d.indexed.index
}

func (d *Dataset) setIndexed(v *Version) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.indexed = v
}

// Open opens the dataset in directory dir; it is OpenFS(os.DirFS(dir)).
func Open(dir string) (*Dataset, error) {
	return OpenFS(os.DirFS(dir))
}

// OpenFS opens the dataset at the root of fsys. It fails with ErrNoVersions
// when there is no manifest under _versions/.
func OpenFS(fsys fs.FS) (*Dataset, error) {
	if _, err := ListVersions(fsys); err != nil {
		return nil, err
	}
	return &Dataset{fsys: fsys}, nil
}

// FS returns the dataset's file system.
func (d *Dataset) FS() fs.FS { return d.fsys }

// Versions lists the dataset's manifests by ascending version.
func (d *Dataset) Versions() ([]VersionFile, error) { return ListVersions(d.fsys) }

// LatestVersion returns the newest version.
func (d *Dataset) LatestVersion() (uint64, error) {
	vs, err := ListVersions(d.fsys)
	if err != nil {
		return 0, err
	}
	return vs[len(vs)-1].Version, nil
}

// Manifest reads the manifest of version. A missing version gives a
// *VersionNotFoundError. The manifest must say it is that version.
func (d *Dataset) Manifest(version uint64) (*Manifest, error) {
	v, err := FindVersion(d.fsys, version)
	if err != nil {
		return nil, err
	}
	m, err := ReadManifest(d.fsys, v.Path())
	if err != nil {
		return nil, err
	}
	if m.Version != version {
		return nil, formatErr(v.Path(), -1, ErrMalformed, "manifest says version %d, its name says %d", m.Version, version)
	}
	return m, nil
}

// Latest reads the manifest of the newest version.
func (d *Dataset) LatestManifest() (*Manifest, error) {
	v, err := d.LatestVersion()
	if err != nil {
		return nil, err
	}
	return d.Manifest(v)
}

// Deletions returns the deleted offsets of fragment f (empty when it has no
// deletion file). A missing or bad deletion file is an error.
func (d *Dataset) Deletions(f *DataFragment) (*roaring.Bitmap, error) {
	return Deletions(d.fsys, f)
}

// SequenceBytes returns the serialized sequence ref refers to: the inline
// bytes, or the range of the external file. An absent sequence gives nil.
func (d *Dataset) SequenceBytes(ref SequenceRef) ([]byte, error) {
	return ReadSequence(d.fsys, ref)
}

// ReadSequence returns the serialized sequence ref refers to, reading
// external ones from fsys (rooted at the dataset). An absent sequence gives
// nil and no error.
func ReadSequence(fsys fs.FS, ref SequenceRef) ([]byte, error) {
	switch ref.Storage {
	case StorageNone:
		return nil, nil
	case StorageInline:
		return ref.Inline, nil
	case StorageExternal:
		return ReadExternal(fsys, ref.External)
	}
	return nil, formatErr("", -1, ErrMalformed, "unknown sequence storage %d", uint8(ref.Storage))
}

// CheckDataFiles checks that every data file of every fragment of m exists
// under data/, returning the first missing one as an error naming the
// fragment and wrapping fs.ErrNotExist.
func (d *Dataset) CheckDataFiles(m *Manifest) error {
	for i := range m.Fragments {
		f := &m.Fragments[i]
		for _, p := range f.DataFiles {
			name := DataDir + "/" + p
			if !fs.ValidPath(name) {
				return formatErr("", -1, ErrMalformed, "fragment %d: data file path %q is not inside the dataset", f.ID, p)
			}
			st, err := fs.Stat(d.fsys, name)
			if err != nil {
				return fmt.Errorf("lance: fragment %d: data file: %w", f.ID, err)
			}
			if st.IsDir() {
				return formatErr(name, -1, ErrMalformed, "data file of fragment %d is a directory", f.ID)
			}
		}
	}
	return nil
}
