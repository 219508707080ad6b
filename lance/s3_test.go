package lance_test

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stablerow/stablerow/internal/lancetest"
	"github.com/stablerow/stablerow/internal/s3test"
	"github.com/stablerow/stablerow/lance"
	"github.com/stablerow/stablerow/objstore"
	"github.com/stablerow/stablerow/objstore/s3store"
	"github.com/stablerow/stablerow/table"
)

var s3Datasets = []string{"basic", "basic-nonstable", "compaction", "holes", "medium"}

func localDataset(name string) string { return filepath.Join("testdata", name, name+".lance") }

// s3Fixture is versitygw with every test dataset in bucket "lance" and a
// fault proxy in front of it.
type s3Fixture struct {
	srv   *s3test.Server
	proxy *s3test.Proxy
	gen   []*table.Table // the versions of tables/gen.lance
}

func newS3Fixture(t *testing.T) *s3Fixture {
	t.Helper()
	srv := s3test.Start(t)
	for _, name := range s3Datasets {
		srv.AddDir(t, "lance", "tables/"+name+".lance", localDataset(name))
	}
	// A generated dataset of 100 fragments whose row ids are external,
	// so that reads of byte ranges are exercised too.
	dir := t.TempDir()
	gen := writeManyFragments(t, objstore.Dir(dir), &lancetest.Options{ExternalRowIDs: true})
	srv.AddDir(t, "lance", "tables/gen.lance", dir)
	srv.SetEnv(t)
	return &s3Fixture{srv: srv, proxy: s3test.NewProxy(t, srv), gen: gen}
}

func (f *s3Fixture) url(name string) string     { return f.srv.URL("lance", "tables/"+name+".lance") }
func (f *s3Fixture) proxied(name string) string { return f.proxy.URL("lance", "tables/"+name+".lance") }

// versionAnswers is everything a version answers, to compare two readers:
// per fragment, its id, rows, ids, deletions and version runs, then the
// index's lookups of every live id.
func versionAnswers(t *testing.T, ver *lance.Version) string {
	t.Helper()
	ctx := context.Background()
	var b strings.Builder
	infos, err := ver.FragmentInfos(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, fi := range infos {
		f := fi.Fragment
		b.WriteString(strings.Join([]string{itoaU(uint64(f.ID)), itoaU(uint64(f.PhysicalRows)), itoaU(uint64(f.Deletions.Len()))}, ","))
		for _, id := range f.RowIDs.All() {
			b.WriteString(" " + itoaU(id))
		}
		for off := range f.Deletions.All() {
			b.WriteString(" d" + itoaU(uint64(off)))
		}
		for off, v := range fi.CreatedAt.All() {
			b.WriteString(" c" + itoaU(uint64(off)) + "=" + itoaU(v))
		}
		for off, v := range fi.LastUpdatedAt.All() {
			b.WriteString(" u" + itoaU(uint64(off)) + "=" + itoaU(v))
		}
		b.WriteByte('\n')
	}
	idx, err := ver.Index()
	if err != nil {
		t.Fatal(err)
	}
	for id, addr := range idx.All() {
		b.WriteString(itoaU(id) + "@" + itoaU(uint64(addr)) + " ")
	}
	return b.String()
}

// TestS3EveryDataset reads every version of every test dataset over S3 and
// checks that every answer is the local reader's, and Lance's own.
func TestS3EveryDataset(t *testing.T) {
	f := newS3Fixture(t)
	ctx := context.Background()
	for _, name := range s3Datasets {
		remote, err := lance.Open(ctx, f.url(name), &lance.Options{Cache: lance.NewCache(0)})
		if err != nil {
			t.Fatal(err)
		}
		local, err := lance.Open(ctx, localDataset(name), &lance.Options{Cache: lance.NewCache(0)})
		if err != nil {
			t.Fatal(err)
		}
		vfs, err := remote.Versions(ctx)
		if err != nil {
			t.Fatal(err)
		}
		lvfs, _ := local.Versions(ctx)
		if len(vfs) != len(lvfs) {
			t.Fatalf("%s: %d versions over S3, %d locally", name, len(vfs), len(lvfs))
		}
		for _, vf := range vfs {
			rv, err := remote.Checkout(ctx, vf.Version)
			if err != nil {
				t.Fatalf("%s v%d over S3: %v", name, vf.Version, err)
			}
			lv, err := local.Checkout(ctx, vf.Version)
			if err != nil {
				t.Fatal(err)
			}
			if got, want := versionAnswers(t, rv), versionAnswers(t, lv); got != want {
				t.Fatalf("%s v%d: S3 answers differ from the local reader's", name, vf.Version)
			}
			verifyAgainstExpected(t, rv, name)
		}
	}
}

// checkAgainstTable checks every live row of a version of the generated
// dataset against the table it was written from.
func checkAgainstTable(t *testing.T, ver *lance.Version, tv *table.Table) {
	t.Helper()
	idx, err := ver.Index()
	if err != nil {
		t.Fatal(err)
	}
	want, _ := tv.Index()
	if idx.Len() != want.Len() {
		t.Fatalf("v%d: %d live rows, want %d", ver.Number(), idx.Len(), want.Len())
	}
	for id, addr := range want.All() {
		if got, ok := idx.Get(id); !ok || got != addr {
			t.Fatalf("v%d: id %d at %v, want %v", ver.Number(), id, got, addr)
		}
	}
}

func verifyAgainstExpected(t *testing.T, ver *lance.Version, name string) {
	t.Helper()
	if err := verifyErr(ver, name); err != nil {
		t.Fatal(err)
	}
}

// verifyErr checks a version against Lance's expected rows.
func verifyErr(ver *lance.Version, name string) error {
	base := filepath.Join("testdata", name, "expected-v"+itoaU(ver.Number()))
	p := base + ".json"
	if _, err := os.Stat(p); err != nil {
		p = base + ".json.gz"
	}
	exp, err := lance.ReadExpectedFile(p)
	if err != nil {
		return err
	}
	rep, err := ver.Verify(context.Background(), exp, 5)
	if err != nil {
		return err
	}
	if !rep.OK() {
		return fmt.Errorf("%s v%d: %d mismatches %v", name, ver.Number(), rep.Mismatches, rep.First)
	}
	return nil
}

// TestS3Faults reads datasets through the fault proxy: transient faults of
// every kind are retried and never change an answer; a fault that persists
// is an error that names the object and the dataset.
func TestS3Faults(t *testing.T) {
	f := newS3Fixture(t)
	ctx := context.Background()
	f.proxy.SetSeed(1)
	// Each kind hits 5% of the requests, 10 in all: a request then fails
	// five times in a row (the driver's default budget) about once in
	// 10,000 runs.
	for _, fault := range []s3test.Fault{
		{Kind: s3test.Status, Status: 500},
		{Kind: s3test.Status, Status: 503},
		{Kind: s3test.SlowDown},
		{Kind: s3test.Reset, After: 20},
		{Kind: s3test.Truncate, After: 30},
		{Kind: s3test.Drop},
		{Kind: s3test.WrongRange},
	} {
		f.proxy.Clear()
		f.proxy.ResetCounters()
		fault.Fraction, fault.Times = 0.05, 10
		f.proxy.Inject(fault)
		faultStart := time.Now()
		for _, name := range []string{"medium", "gen"} {
			// Short backoffs keep the test fast; the policy is the driver's.
			store, err := s3store.New(ctx, "lance", "tables/"+name+".lance", &s3store.Options{Endpoint: f.proxy.Endpoint(),
				UsePathStyle: true, Region: s3test.Region, BaseDelay: time.Millisecond, MaxDelay: 5 * time.Millisecond})
			if err != nil {
				t.Fatal(err)
			}
			ds, err := lance.OpenStore(ctx, store, f.proxied(name), &lance.Options{Cache: lance.NewCache(0)})
			if err != nil {
				t.Fatalf("%v: open %s: %v", fault.Kind, name, err)
			}
			vfs, err := ds.Versions(ctx)
			if err != nil {
				t.Fatalf("%v: %v", fault.Kind, err)
			}
			// The first and last versions: every kind of file, fewer requests.
			for _, vf := range []lance.VersionFile{vfs[0], vfs[len(vfs)-1]} {
				ver, err := ds.Checkout(ctx, vf.Version)
				if err != nil {
					t.Fatalf("%v: %s v%d: %v", fault.Kind, name, vf.Version, err)
				}
				if name == "gen" {
					checkAgainstTable(t, ver, f.gen[vf.Version-1])
				} else {
					verifyAgainstExpected(t, ver, name)
				}
			}
		}
		t.Logf("%v: %d requests, %d faults, %v", fault.Kind, f.proxy.Requests(), f.proxy.Injected(), time.Since(faultStart))
		if f.proxy.Injected() == 0 {
			t.Errorf("%v: no fault was injected", fault.Kind)
		}
	}
	// A deletion file that always fails: the error names it and the dataset.
	f.proxy.Clear()
	f.proxy.Inject(s3test.Fault{Kind: s3test.Status, Status: 500, Match: "_deletions/"})
	ds, err := lance.Open(ctx, f.proxied("basic"), &lance.Options{Cache: lance.NewCache(0)})
	if err != nil {
		t.Fatal(err)
	}
	_, err = ds.Checkout(ctx, 12)
	if err == nil || !strings.Contains(err.Error(), "_deletions/") || !strings.Contains(err.Error(), f.proxied("basic")) {
		t.Errorf("persistent fault: %v; want an error naming the deletion file and the dataset", err)
	}
	f.proxy.Clear()
}

// TestS3BadInput: what the local reader rejects the S3 reader rejects with
// the same error class; and a missing bucket or dataset, refused
// credentials, a malformed URL and a server that is down each give a clear
// error within the deadline.
func TestS3BadInput(t *testing.T) {
	f := newS3Fixture(t)
	ctx := context.Background()
	// A corrupt copy of basic: its newest manifest cut short, and a
	// deletion file of version 7 replaced by garbage.
	dir := filepath.Join(t.TempDir(), "bad.lance")
	if err := os.CopyFS(dir, os.DirFS(localDataset("basic"))); err != nil {
		t.Fatal(err)
	}
	m12 := filepath.Join(dir, lance.ManifestPath(12, lance.NamingV2))
	b, _ := os.ReadFile(m12)
	if err := os.WriteFile(m12, b[:len(b)-7], 0o644); err != nil {
		t.Fatal(err)
	}
	lds, _ := lance.Open(ctx, dir, nil)
	m7, err := lds.Manifest(ctx, 7)
	if err != nil {
		t.Fatal(err)
	}
	var delFile string
	for _, fr := range m7.Fragments {
		if fr.DeletionFile != nil {
			delFile = fr.DeletionFile.Path(fr.ID)
			break
		}
	}
	if err := os.WriteFile(filepath.Join(dir, delFile), []byte("garbage, not a deletion file"), 0o644); err != nil {
		t.Fatal(err)
	}
	f.srv.AddDir(t, "lance", "tables/bad.lance", dir)
	remote, err := lance.Open(ctx, f.url("bad"), &lance.Options{Cache: lance.NewCache(0)})
	if err != nil {
		t.Fatal(err)
	}
	local, _ := lance.Open(ctx, dir, &lance.Options{Cache: lance.NewCache(0)})
	for _, v := range []uint64{12, 7, 99} {
		_, lerr := local.Checkout(ctx, v)
		_, rerr := remote.Checkout(ctx, v)
		if lerr == nil || rerr == nil {
			t.Fatalf("v%d: local %v, S3 %v; want both to fail", v, lerr, rerr)
		}
		for _, kind := range []error{lance.ErrTruncated, lance.ErrMalformed, lance.ErrVersionNotFound} {
			if errors.Is(lerr, kind) != errors.Is(rerr, kind) {
				t.Errorf("v%d: local %v, S3 %v: not the same class (%v)", v, lerr, rerr, kind)
			}
		}
		if !strings.Contains(rerr.Error(), f.url("bad")) {
			t.Errorf("v%d: %v does not name the dataset", v, rerr)
		}
	}

	dctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	for _, c := range []struct {
		loc  string
		is   error
		says string
	}{
		{f.srv.URL("no-such-bucket", "t.lance"), fs.ErrNotExist, "no-such-bucket"},
		{f.srv.URL("lance", "tables/missing.lance"), lance.ErrNoVersions, "tables/missing.lance"},
		{"s3://lance/t.lance?endpoint=" + f.srv.Endpoint() + "&bogus=1", nil, "bogus"},
		{"s3://%zz/t", nil, "malformed"},
		{"gs://bucket/t.lance", nil, "no driver"},
		{"s3://lance/t.lance?endpoint=http://127.0.0.1:1&use_path_style=true&region=us-east-1", nil, "127.0.0.1:1"},
	} {
		start := time.Now()
		_, err := lance.Open(dctx, c.loc, nil)
		if err == nil || (c.is != nil && !errors.Is(err, c.is)) || !strings.Contains(err.Error(), c.says) {
			t.Errorf("Open(%s): %v; want an error matching %v saying %q", c.loc, err, c.is, c.says)
		}
		if d := time.Since(start); d > 15*time.Second {
			t.Errorf("Open(%s) took %v", c.loc, d)
		}
	}
	// Refused credentials.
	t.Setenv("AWS_SECRET_ACCESS_KEY", "wrong")
	if _, err := lance.Open(dctx, f.url("basic"), nil); !errors.Is(err, fs.ErrPermission) {
		t.Errorf("wrong secret: %v, want fs.ErrPermission", err)
	}
}

// TestS3CancelAndConcurrency cancels a checkout stuck behind a slow server
// and gives one a deadline (both return promptly, no goroutine left), then
// checks out different versions from 16 goroutines at once.
func TestS3CancelAndConcurrency(t *testing.T) {
	f := newS3Fixture(t)
	ctx := context.Background()
	ds, err := lance.Open(ctx, f.proxied("medium"), &lance.Options{Cache: lance.NewCache(0)})
	if err != nil {
		t.Fatal(err)
	}
	before := runtime.NumGoroutine()
	f.proxy.SetLatency(5 * time.Second)
	cctx, cancel := context.WithCancel(ctx)
	time.AfterFunc(100*time.Millisecond, cancel)
	start := time.Now()
	if _, err := ds.Checkout(cctx, 5); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled checkout: %v", err)
	}
	dctx, dcancel := context.WithTimeout(ctx, 200*time.Millisecond)
	defer dcancel()
	if _, err := ds.Checkout(dctx, 6); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("checkout past its deadline: %v", err)
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Errorf("cancelled checkouts took %v", d)
	}
	f.proxy.SetLatency(0)
	deadline := time.Now().Add(10 * time.Second)
	for runtime.NumGoroutine() > before+8 { // idle keep-alive connections may remain
		if time.Now().After(deadline) {
			t.Fatalf("%d goroutines, %d before the cancelled checkouts", runtime.NumGoroutine(), before)
		}
		time.Sleep(10 * time.Millisecond)
	}

	var wg sync.WaitGroup
	for g := range 16 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			name := s3Datasets[g%len(s3Datasets)]
			rds, err := lance.Open(ctx, f.url(name), nil)
			if err != nil {
				t.Error(err)
				return
			}
			vfs, err := rds.Versions(ctx)
			if err != nil {
				t.Error(err)
				return
			}
			v := vfs[g%len(vfs)].Version
			ver, err := rds.Checkout(ctx, v)
			if err != nil {
				t.Error(err)
				return
			}
			if err := verifyErr(ver, name); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
}

func itoaU(v uint64) string { return strconv.FormatUint(v, 10) }
