package fuzz

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stablerow/stablerow/lance"
	"github.com/stablerow/stablerow/objstore"
)

// FuzzDataset reads a whole dataset whose newest manifest is the input
// (and, when deletion is not empty, the first fragment's deletion file),
// beside every deletion file of the datasets of lance/testdata: open,
// checkout, Index, Rows, Inserted and Updated, Verify. None may panic or
// allocate more than datasetAllocFactor times the input plus
// datasetAllocSlack. Whatever succeeds must agree with itself: every row
// Rows yields is where the index says, and back; stable ids are below
// next_row_id; the rows number what the index holds; the changed ids are
// live ones.
func FuzzDataset(f *testing.F) {
	base, err := datasetFiles()
	if err != nil {
		f.Fatal(err)
	}
	// Every manifest of the test data, beyond the committed seeds (which
	// the seed-size bound of TestSeedCorpus keeps to the small ones).
	for _, m := range base.manifests {
		f.Add(m, []byte(nil))
	}
	f.Fuzz(func(t *testing.T, manifest, deletion []byte) {
		store := base.overlay(manifest, deletion)
		input := len(manifest) + len(deletion)
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		err := readWholeDataset(t, store)
		runtime.ReadMemStats(&after)
		if alloc := after.TotalAlloc - before.TotalAlloc; alloc > uint64(datasetAllocFactor*input+datasetAllocSlack) {
			t.Fatalf("allocated %d bytes for %d bytes of input (err %v)", alloc, input, err)
		}
		if err != nil && !classified(err) {
			t.Fatalf("error without a class: %v", err)
		}
	})
}

// The allocation bound of FuzzDataset: the per-fragment cost of a
// checkout (see lance's corrupt_test.go) plus the fixed cost of a
// checkout over the deletion files a manifest may name.
const (
	datasetAllocFactor = 128
	datasetAllocSlack  = 8 << 20
)

// classified reports whether err matches one of the classes a reader
// sorts failures by.
func classified(err error) bool {
	for _, k := range []error{lance.ErrTruncated, lance.ErrMalformed, lance.ErrWrongSchema, lance.ErrOutOfRange,
		lance.ErrCountMismatch, lance.ErrUnsupported, lance.ErrMissingRowIDs, lance.ErrVersionNotFound,
		lance.ErrNoVersions, fs.ErrNotExist, objstore.ErrTooLarge} {
		if errors.Is(err, k) {
			return true
		}
	}
	return false
}

// readWholeDataset asks every question of the newest version and fails t
// on answers that disagree. It returns the first error.
func readWholeDataset(t *testing.T, store objstore.Store) error {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	ds, err := lance.OpenStore(ctx, store, "", &lance.Options{Cache: lance.NewCache(1 << 20), Concurrency: 2})
	if err != nil {
		return err
	}
	ver, err := ds.Latest(ctx)
	if err != nil {
		return err
	}
	idx, err := ver.Index()
	if err != nil {
		return err
	}
	const maxRows = 1 << 14
	n := 0
	for r, err := range ver.Rows(ctx) {
		if err != nil {
			return err
		}
		if addr, ok := idx.Get(r.ID); !ok || addr != r.Address {
			t.Fatalf("row %d at %v: the index says %v, %v", r.ID, r.Address, addr, ok)
		}
		if id, ok := idx.RowID(r.Address); !ok || id != r.ID {
			t.Fatalf("address %v of row %d: the index says %d, %v", r.Address, r.ID, id, ok)
		}
		if ver.StableRowIDs() && r.ID >= ver.NextRowID() {
			t.Fatalf("row %d is not below next_row_id %d", r.ID, ver.NextRowID())
		}
		if n++; n == maxRows {
			break
		}
	}
	if n < maxRows && n != idx.Len() {
		t.Fatalf("Rows yields %d rows, the index holds %d", n, idx.Len())
	}
	for _, since := range []uint64{0, ver.Number() / 2} {
		ins, err := ver.Inserted(ctx, since)
		if err != nil {
			return err
		}
		upd, err := ver.Updated(ctx, since)
		if err != nil {
			return err
		}
		if ins.Len()+upd.Len() > uint64(idx.Len()) {
			t.Fatalf("since %d: %d inserted and %d updated of %d live rows", since, ins.Len(), upd.Len(), idx.Len())
		}
		for _, set := range []*lance.IDSet{ins, upd} {
			for i, r := range set.Ranges() {
				if i == 64 {
					break
				}
				if r.Start >= r.End {
					t.Fatalf("empty range %v", r)
				}
				for _, id := range []uint64{r.Start, r.End - 1} {
					if _, ok := idx.Get(id); !ok {
						t.Fatalf("since %d: changed id %d is not live", since, id)
					}
				}
			}
		}
	}
	rep, err := ver.Verify(ctx, &lance.Expected{Version: ver.Number(), StableRowIDs: ver.StableRowIDs()}, 1)
	if err != nil {
		return err
	}
	if rep.LiveRows != idx.Len() {
		t.Fatalf("Verify counts %d live rows, the index %d", rep.LiveRows, idx.Len())
	}
	return nil
}

// datasetBase holds the files FuzzDataset serves besides its input.
type datasetBase struct {
	files     map[string][]byte // every deletion file of the test data
	manifests [][]byte          // every manifest of the test data
}

var datasetBaseOnce = sync.OnceValues(readDatasetFiles)

func datasetFiles() (*datasetBase, error) { return datasetBaseOnce() }

func readDatasetFiles() (*datasetBase, error) {
	b := &datasetBase{files: map[string][]byte{}}
	root := filepath.Join("..", "lance", "testdata")
	for _, name := range []string{"basic", "basic-nonstable", "compaction", "holes", "medium"} {
		dir := filepath.Join(root, name, name+".lance")
		dels, err := filepath.Glob(filepath.Join(dir, "_deletions", "*"))
		if err != nil {
			return nil, err
		}
		for _, p := range dels {
			data, err := os.ReadFile(p)
			if err != nil {
				return nil, err
			}
			key := "_deletions/" + filepath.Base(p)
			if old, ok := b.files[key]; ok && !bytes.Equal(old, data) {
				return nil, fmt.Errorf("%s differs between datasets", key)
			}
			b.files[key] = data
		}
		ms, err := filepath.Glob(filepath.Join(dir, lance.VersionsDir, "*.manifest"))
		if err != nil {
			return nil, err
		}
		slices.Sort(ms)
		for _, p := range ms {
			data, err := os.ReadFile(p)
			if err != nil {
				return nil, err
			}
			b.manifests = append(b.manifests, data)
		}
	}
	if len(b.manifests) == 0 || len(b.files) == 0 {
		return nil, errors.New("no manifests or deletion files under lance/testdata")
	}
	return b, nil
}

// overlay returns a store holding the base files, the manifest under the
// name of the version it says it is (version 1 when it does not decode),
// and deletion in place of the first fragment's deletion file.
func (b *datasetBase) overlay(manifest, deletion []byte) objstore.Store {
	version := uint64(1)
	m, err := lance.DecodeManifest(manifest)
	if err == nil && m.Version > 0 {
		version = m.Version
	}
	o := &overlayStore{base: b.files, own: map[string][]byte{lance.ManifestPath(version, lance.NamingV2): manifest}}
	if len(deletion) > 0 && err == nil && len(m.Fragments) > 0 && m.Fragments[0].DeletionFile != nil {
		o.own[m.Fragments[0].DeletionFile.Path(m.Fragments[0].ID)] = deletion
	}
	return o
}

// overlayStore is a read-only store of its own objects over shared base
// objects (which it never modifies).
type overlayStore struct {
	base, own map[string][]byte
}

func (o *overlayStore) get(op, key string) ([]byte, error) {
	if b, ok := o.own[key]; ok {
		return b, nil
	}
	if b, ok := o.base[key]; ok {
		return b, nil
	}
	return nil, &objstore.Error{Op: op, Key: key, Err: fs.ErrNotExist}
}

func (o *overlayStore) List(ctx context.Context, dir string) ([]objstore.ObjectInfo, error) {
	var out []objstore.ObjectInfo
	for _, m := range []map[string][]byte{o.own, o.base} {
		for k, v := range m {
			if rest, ok := strings.CutPrefix(k, dir+"/"); ok && !strings.Contains(rest, "/") {
				out = append(out, objstore.ObjectInfo{Key: k, Size: int64(len(v))})
			}
		}
	}
	slices.SortFunc(out, func(a, b objstore.ObjectInfo) int { return strings.Compare(a.Key, b.Key) })
	return out, ctx.Err()
}

func (o *overlayStore) Stat(ctx context.Context, key string) (objstore.ObjectInfo, error) {
	b, err := o.get("stat", key)
	if err != nil {
		return objstore.ObjectInfo{}, err
	}
	return objstore.ObjectInfo{Key: key, Size: int64(len(b))}, ctx.Err()
}

func (o *overlayStore) Read(ctx context.Context, key string, max int64) ([]byte, objstore.ObjectInfo, error) {
	b, err := o.get("read", key)
	if err != nil {
		return nil, objstore.ObjectInfo{}, err
	}
	if int64(len(b)) > max {
		return nil, objstore.ObjectInfo{}, &objstore.Error{Op: "read", Key: key, Err: objstore.ErrTooLarge}
	}
	return slices.Clone(b), objstore.ObjectInfo{Key: key, Size: int64(len(b))}, ctx.Err()
}

func (o *overlayStore) ReadAt(ctx context.Context, key string, p []byte, off int64) (int, error) {
	b, err := o.get("readat", key)
	if err != nil {
		return 0, err
	}
	r := bytes.NewReader(b)
	return r.ReadAt(p, off)
}

func (o *overlayStore) PutIfAbsent(ctx context.Context, key string, data []byte) error {
	return &objstore.Error{Op: "put", Key: key, Err: errors.ErrUnsupported}
}
