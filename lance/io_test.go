package lance_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stablerow/stablerow/gen"
	"github.com/stablerow/stablerow/internal/lancetest"
	"github.com/stablerow/stablerow/lance"
	"github.com/stablerow/stablerow/objstore"
	"github.com/stablerow/stablerow/table"
)

// manyFragments is a table of 100 fragments of 1,000 rows after a delete
// of 1% of its rows (every fragment gets a deletion file), then versions
// that each delete one row of fragment 7.
func manyFragments(t testing.TB) (objstore.Store, []*table.Table) {
	t.Helper()
	s := objstore.NewMemory()
	return s, writeManyFragments(t, s, nil)
}

// writeManyFragments writes manyFragments' versions into s.
func writeManyFragments(t testing.TB, s objstore.Store, opts *lancetest.Options) []*table.Table {
	t.Helper()
	rows := make([]int, 100)
	for i := range rows {
		rows[i] = 1000
	}
	ops := []table.Op{{Kind: table.OpAppend, Rows: rows}}
	r := gen.NewRand(7)
	var del []uint64
	for f := range uint64(100) {
		for range 10 {
			del = append(del, f*1000+uint64(r.IntN(1000)))
		}
	}
	ops = append(ops, table.Op{Kind: table.OpDelete, IDs: dedup(del)})
	for i := range uint64(3) {
		ops = append(ops, table.Op{Kind: table.OpDelete, IDs: []uint64{7000 + 500 + i}})
	}
	versions, err := table.Replay(table.New(true), ops)
	if err != nil {
		t.Fatal(err)
	}
	if err := lancetest.Write(context.Background(), s, versions, opts); err != nil {
		t.Fatal(err)
	}
	return versions
}

func dedup(ids []uint64) []uint64 {
	seen := map[uint64]bool{}
	var out []uint64
	for _, id := range ids {
		if !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	return out
}

// slowStore adds a delay to every call, as an object store's round trip
// does, and honours the context while it waits.
type slowStore struct {
	objstore.Store
	delay time.Duration
}

func (s slowStore) wait(ctx context.Context) error {
	select {
	case <-time.After(s.delay):
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (s slowStore) Read(ctx context.Context, key string, max int64) ([]byte, objstore.ObjectInfo, error) {
	if err := s.wait(ctx); err != nil {
		return nil, objstore.ObjectInfo{}, err
	}
	return s.Store.Read(ctx, key, max)
}

func (s slowStore) List(ctx context.Context, dir string) ([]objstore.ObjectInfo, error) {
	if err := s.wait(ctx); err != nil {
		return nil, err
	}
	return s.Store.List(ctx, dir)
}

// TestCheckoutParallel: a checkout of 100 fragments runs its reads up to
// the concurrency at once, never more, and costs one request for the
// manifest and one per deletion file. Refreshing to a version that changed
// one fragment costs the manifest and that fragment's deletion file, and
// its index derives from the last.
func TestCheckoutParallel(t *testing.T) {
	ctx := context.Background()
	s, versions := manyFragments(t)
	for _, conc := range []int{1, 8, 32} {
		ds, err := lance.OpenStore(ctx, slowStore{s, 2 * time.Millisecond}, "many", &lance.Options{Concurrency: conc, Cache: lance.NewCache(1 << 30)})
		if err != nil {
			t.Fatal(err)
		}
		v2, err := ds.Checkout(ctx, 2)
		if err != nil {
			t.Fatal(err)
		}
		st := v2.Stats()
		if st.Requests != 101 || st.Loaded != 100 || st.MaxInFlight > conc || st.MaxInFlight < min(conc, 8) {
			t.Errorf("concurrency %d: %+v; want 101 requests, 100 loaded, %d or fewer in flight (at least %d)", conc, st, conc, min(conc, 8))
		}
		if _, err := v2.Index(); err != nil {
			t.Fatal(err)
		}
		for v := uint64(3); v <= uint64(len(versions)); v++ {
			ver, err := ds.Checkout(ctx, v)
			if err != nil {
				t.Fatal(err)
			}
			if st := ver.Stats(); st.Requests != 2 || st.Loaded != 1 || st.Cached != 99 {
				t.Errorf("refresh to v%d: %+v; want 2 requests (manifest, one deletion file), 1 loaded, 99 cached", v, st)
			}
			idx, err := ver.Index()
			if err != nil {
				t.Fatal(err)
			}
			want, _ := versions[v-1].Index()
			if idx.Len() != want.Len() {
				t.Fatalf("v%d: %d live rows, want %d", v, idx.Len(), want.Len())
			}
			if _, ok := idx.Get(7000 + 500 + v - 3); ok {
				t.Fatalf("v%d: a deleted row is live", v)
			}
		}
	}
}

// blockingStore never answers a read until its context ends, like a
// server that hangs.
type blockingStore struct {
	objstore.Store
	started atomic.Int64
}

func (s *blockingStore) Read(ctx context.Context, key string, max int64) ([]byte, objstore.ObjectInfo, error) {
	if filepath.Dir(key) == lance.VersionsDir {
		return s.Store.Read(ctx, key, max)
	}
	s.started.Add(1)
	<-ctx.Done()
	return nil, objstore.ObjectInfo{}, &objstore.Error{Op: "read", Key: key, Err: ctx.Err()}
}

// TestCheckoutCancel cancels a checkout whose reads hang, and gives another
// a deadline: both return promptly with the context's error, and no
// goroutine outlives them.
func TestCheckoutCancel(t *testing.T) {
	s, _ := manyFragments(t)
	bs := &blockingStore{Store: s}
	ds, err := lance.OpenStore(context.Background(), bs, "hang", &lance.Options{Cache: lance.NewCache(0)})
	if err != nil {
		t.Fatal(err)
	}
	before := runtime.NumGoroutine()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error)
	go func() {
		_, err := ds.Checkout(ctx, 2)
		done <- err
	}()
	for bs.started.Load() < 32 {
		time.Sleep(time.Millisecond)
	}
	cancel()
	select {
	case err := <-done:
		if !errors.Is(err, context.Canceled) {
			t.Errorf("cancelled checkout: %v, want context.Canceled", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("cancelled checkout did not return")
	}
	dctx, dcancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer dcancel()
	if _, err := ds.Checkout(dctx, 3); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("checkout past its deadline: %v, want context.DeadlineExceeded", err)
	}
	waitGoroutines(t, before)
}

// waitGoroutines fails unless the goroutine count comes back to n.
func waitGoroutines(t *testing.T, n int) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for runtime.NumGoroutine() > n {
		if time.Now().After(deadline) {
			buf := make([]byte, 1<<16)
			t.Fatalf("%d goroutines, %d before:\n%s", runtime.NumGoroutine(), n, buf[:runtime.Stack(buf, true)])
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestConcurrentCheckouts checks out every version from 16 goroutines at
// once through one Dataset and one cache, and checks every answer.
func TestConcurrentCheckouts(t *testing.T) {
	ctx := context.Background()
	s, versions := manyFragments(t)
	ds, err := lance.OpenStore(ctx, s, "many", &lance.Options{Cache: lance.NewCache(256 << 10)})
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	for g := range 16 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			tv := versions[g%len(versions)]
			ver, err := ds.Checkout(ctx, tv.Number())
			if err != nil {
				t.Error(err)
				return
			}
			idx, err := ver.Index()
			if err != nil {
				t.Error(err)
				return
			}
			want, _ := tv.Index()
			for id, addr := range want.All() {
				if got, ok := idx.Get(id); !ok || got != addr {
					t.Errorf("v%d: id %d at %v, want %v", tv.Number(), id, got, addr)
					return
				}
			}
		}()
	}
	wg.Wait()
}

// TestFollow follows a local dataset while its versions appear, as a CDC
// consumer does, then stops it with the context.
func TestFollow(t *testing.T) {
	src := filepath.Join("testdata", "medium", "medium.lance")
	dir := filepath.Join(t.TempDir(), "medium.lance")
	if err := os.CopyFS(dir, os.DirFS(src)); err != nil {
		t.Fatal(err)
	}
	all, err := filepath.Glob(filepath.Join(dir, lance.VersionsDir, "*.manifest"))
	if err != nil || len(all) < 6 {
		t.Fatalf("%d manifests, %v", len(all), err)
	}
	// Hide every manifest after version 2, to bring back one at a time.
	hidden := t.TempDir()
	ctx := context.Background()
	ds, err := lance.Open(ctx, dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	latest, _ := ds.LatestNumber(ctx)
	for v := uint64(3); v <= latest; v++ {
		name := lance.ManifestPath(v, lance.NamingV2)
		if err := os.Rename(filepath.Join(dir, name), filepath.Join(hidden, filepath.Base(name))); err != nil {
			t.Fatal(err)
		}
	}
	fctx, cancel := context.WithCancel(ctx)
	defer cancel()
	next := uint64(2)
	for ver, err := range ds.Follow(fctx, 1, time.Millisecond) {
		if err != nil {
			t.Fatal(err)
		}
		if ver.Number() != next {
			t.Fatalf("followed to version %d, want %d", ver.Number(), next)
		}
		ins, err := ver.Inserted(ctx, ver.Number()-1)
		if err != nil {
			t.Fatal(err)
		}
		exp, err := lance.ReadExpectedFile(filepath.Join("testdata", "medium", "expected-v"+strconv.FormatUint(next, 10)+".json"))
		if err != nil {
			exp, err = lance.ReadExpectedFile(filepath.Join("testdata", "medium", "expected-v"+strconv.FormatUint(next, 10)+".json.gz"))
		}
		if err != nil {
			t.Fatal(err)
		}
		want := 0
		for _, r := range exp.Rows {
			if r.CreatedAt == next {
				want++
			}
		}
		if ins.Len() != uint64(want) {
			t.Errorf("v%d: %d inserted, want %d", next, ins.Len(), want)
		}
		if next == latest {
			cancel() // the sequence ends without an error
			continue
		}
		next++
		name := lance.ManifestPath(next, lance.NamingV2)
		if err := os.Rename(filepath.Join(hidden, filepath.Base(name)), filepath.Join(dir, name)); err != nil {
			t.Fatal(err)
		}
	}
	if next != latest {
		t.Fatalf("follow ended at version %d, want %d", next, latest)
	}
}
