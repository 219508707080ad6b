package lance

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// verifyVersion checks a checked-out version against its expected file.
func verifyVersion(t *testing.T, ver *Version, name string) {
	t.Helper()
	exp, err := ReadExpectedFile(expectedPath(t, name, ver.Number()))
	if err != nil {
		t.Fatal(err)
	}
	rep, err := ver.Verify(context.Background(), exp, 5)
	if err != nil || !rep.OK() {
		t.Fatalf("%s v%d: %v %d mismatches %v", name, ver.Number(), err, rep.Mismatches, rep.First)
	}
}

// TestCacheBudget walks every version of the test datasets, twice, through
// a cache far smaller than they need: the cache never holds more than its
// budget, it evicts, and every answer stays right. With a budget that holds
// them, consecutive versions share their unchanged fragments and a second
// walk reads nothing.
func TestCacheBudget(t *testing.T) {
	ctx := context.Background()
	live := map[string]int{} // name/version -> live rows, from the verified walk
	for _, budget := range []int64{16 << 10, 0} {
		cache := NewCache(budget)
		for walk := range 2 {
			for _, name := range []string{"compaction", "medium"} {
				ds, err := Open(ctx, datasetDir(name), &Options{Cache: cache})
				if err != nil {
					t.Fatal(err)
				}
				vfs, _ := ds.Versions(ctx)
				for _, vf := range vfs {
					ver, err := ds.Checkout(ctx, vf.Version)
					if err != nil {
						t.Fatal(err)
					}
					idx, err := ver.Index()
					if err != nil {
						t.Fatal(err)
					}
					key := fmt.Sprint(name, ver.Number())
					if walk == 0 && budget > 0 {
						verifyVersion(t, ver, name)
						live[key] = idx.Len()
					} else if idx.Len() != live[key] {
						t.Fatalf("budget %d, walk %d: %s v%d has %d live rows, %d when verified", budget, walk, name, ver.Number(), idx.Len(), live[key])
					}
					if st := cache.Stats(); st.Bytes > budget {
						t.Fatalf("budget %d: the cache holds %d bytes", budget, st.Bytes)
					}
				}
			}
		}
		st := cache.Stats()
		if budget > 0 && st.Evictions == 0 {
			t.Errorf("budget %d: no evictions in %d entries added: the walk does not exceed the budget", budget, st.Misses)
		}
		if budget == 0 && st.Entries != 0 {
			t.Errorf("budget 0 holds %d entries", st.Entries)
		}
	}

	// A budget that holds everything: the second walk is all hits.
	cache := NewCache(1 << 30)
	ds, err := Open(ctx, datasetDir("compaction"), &Options{Cache: cache})
	if err != nil {
		t.Fatal(err)
	}
	vfs, _ := ds.Versions(ctx)
	var prev *Version
	shared := 0
	for _, vf := range vfs {
		ver, err := ds.Checkout(ctx, vf.Version)
		if err != nil {
			t.Fatal(err)
		}
		if prev != nil {
			for _, lf := range ver.frags {
				if slices.ContainsFunc(prev.frags, func(p versionFragment) bool { return p.loadedFragment == lf.loadedFragment }) {
					shared++
				}
			}
		}
		prev = ver
	}
	if shared == 0 {
		t.Error("consecutive versions share no fragment")
	}
	for _, vf := range vfs {
		ver, err := ds.Checkout(ctx, vf.Version)
		if err != nil {
			t.Fatal(err)
		}
		if st := ver.Stats(); st.Loaded != 0 || st.Cached != len(ver.frags) || st.Requests != 1 {
			t.Errorf("v%d again: %+v, want every fragment cached and one request (the manifest)", vf.Version, st)
		}
	}
}

// TestCacheNotStale replaces a dataset by another at the same location,
// with the same cache: fragment ids restart at 0 in both, and nothing of the
// first may be served for the second (Lance's reader once did exactly that
// after an overwrite).
func TestCacheNotStale(t *testing.T) {
	ctx := context.Background()
	cache := NewCache(1 << 30)
	dir := filepath.Join(t.TempDir(), "t.lance")
	for _, name := range []string{"basic", "medium", "compaction", "basic"} {
		if err := os.RemoveAll(dir); err != nil {
			t.Fatal(err)
		}
		if err := os.CopyFS(dir, os.DirFS(datasetDir(name))); err != nil {
			t.Fatal(err)
		}
		ds, err := Open(ctx, dir, &Options{Cache: cache})
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range []uint64{1, 2, 3, 4, 5} {
			ver, err := ds.Checkout(ctx, v)
			if err != nil {
				t.Fatal(err)
			}
			verifyVersion(t, ver, name)
			idx, err := ver.Index()
			if err != nil {
				t.Fatal(err)
			}
			if idx.Len() == 0 && v > 1 {
				t.Fatalf("%s v%d: empty index", name, v)
			}
		}
	}
	if cache.Stats().Hits == 0 {
		t.Error("the last walk of basic found nothing in the cache")
	}
}
