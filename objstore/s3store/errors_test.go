package s3store_test

import (
	"context"
	"errors"
	"io/fs"
	"net"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/stablerow/stablerow/internal/s3test"
	"github.com/stablerow/stablerow/objstore"
	"github.com/stablerow/stablerow/objstore/objstoretest"
	"github.com/stablerow/stablerow/objstore/s3store"
)

// storeCall is one call of every Store method, on a key.
type storeCall struct {
	op  string
	run func(ctx context.Context, s objstore.Store, key string) error
}

var storeCalls = []storeCall{
	{"Stat", func(ctx context.Context, s objstore.Store, key string) error { _, err := s.Stat(ctx, key); return err }},
	{"Read", func(ctx context.Context, s objstore.Store, key string) error {
		_, _, err := s.Read(ctx, key, 1<<20)
		return err
	}},
	{"ReadAt", func(ctx context.Context, s objstore.Store, key string) error {
		_, err := s.ReadAt(ctx, key, make([]byte, 10), 0)
		return err
	}},
	{"List", func(ctx context.Context, s objstore.Store, key string) error {
		_, err := s.List(ctx, "dir")
		return err
	}},
	{"PutIfAbsent", func(ctx context.Context, s objstore.Store, key string) error {
		return s.PutIfAbsent(ctx, key+".new", []byte("x"))
	}},
}

// allCalls makes every store call on key and returns each one's error.
func allCalls(ctx context.Context, s objstore.Store, key string) map[string]error {
	errs := map[string]error{}
	for _, c := range storeCalls {
		errs[c.op] = c.run(ctx, s, key)
	}
	return errs
}

// cancelEach makes every store call on key with a context canceled after
// d, and checks that each returns context.Canceled within 2 s of it.
func cancelEach(t *testing.T, what string, s objstore.Store, key string, d time.Duration) {
	t.Helper()
	for _, c := range storeCalls {
		ctx, cancel := context.WithCancel(context.Background())
		time.AfterFunc(d, cancel)
		start := time.Now()
		err := c.run(ctx, s, key)
		if took := time.Since(start); took > d+2*time.Second {
			t.Errorf("%s %s returned %v after the cancel", c.op, what, took-d)
		}
		if !errors.Is(err, context.Canceled) {
			t.Errorf("%s canceled %s: %v, want context.Canceled", c.op, what, err)
		}
		cancel()
	}
}

func TestMissingBucket(t *testing.T) {
	srv := s3test.Start(t)
	srv.SetEnv(t)
	s := newStore(t, srv.Endpoint(), "no-such-bucket", "p", nil)
	for op, err := range allCalls(context.Background(), s, "a.txt") {
		if !errors.Is(err, fs.ErrNotExist) || !strings.Contains(err.Error(), "bucket no-such-bucket does not exist") {
			t.Errorf("%s in a missing bucket: %v, want fs.ErrNotExist saying the bucket does not exist", op, err)
		}
	}
}

func TestMissingKey(t *testing.T) {
	srv := s3test.Start(t)
	srv.SetEnv(t)
	bucket := newBucket(t, srv, "p", objstoretest.Files)
	s := newStore(t, srv.Endpoint(), bucket, "p", nil)
	ctx := context.Background()
	errs := allCalls(ctx, s, "missing")
	delete(errs, "List")
	delete(errs, "PutIfAbsent")
	_, errs["ReadAt0"] = s.ReadAt(ctx, "missing", nil, 0)
	for op, err := range errs {
		var oe *objstore.Error
		if !errors.Is(err, fs.ErrNotExist) || !errors.As(err, &oe) || oe.Key != "missing" ||
			!strings.Contains(err.Error(), "s3://"+bucket+"/p/missing: object does not exist") {
			t.Errorf("%s of a missing key: %v, want fs.ErrNotExist naming s3://%s/p/missing", op, err, bucket)
		}
	}
}

func TestBadCredentials(t *testing.T) {
	srv := s3test.Start(t)
	bucket := newBucket(t, srv, "p", objstoretest.Files)
	for _, c := range []struct{ name, access, secret string }{
		{"wrong secret", srv.AccessKey, "not-the-secret"},
		{"unknown access key", "nobody", srv.SecretKey},
	} {
		srv.SetEnv(t)
		t.Setenv("AWS_ACCESS_KEY_ID", c.access)
		t.Setenv("AWS_SECRET_ACCESS_KEY", c.secret)
		s := newStore(t, srv.Endpoint(), bucket, "p", nil)
		for op, err := range allCalls(context.Background(), s, "a.txt") {
			if !errors.Is(err, fs.ErrPermission) || !strings.Contains(err.Error(), bucket) {
				t.Errorf("%s, %s: %v, want fs.ErrPermission naming the bucket", c.name, op, err)
			}
		}
	}
	// With no credentials at all the call fails at once, naming the cause.
	s3test.SetIsolatedEnv(t)
	s := newStore(t, srv.Endpoint(), bucket, "p", nil)
	start := time.Now()
	if _, err := s.Stat(context.Background(), "a.txt"); err == nil || !strings.Contains(err.Error(), "credentials") {
		t.Errorf("Stat without credentials: %v", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("Stat without credentials took %v", d)
	}
}

// closedPort returns a 127.0.0.1 endpoint nothing listens on.
func closedPort(t *testing.T) string {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	return "http://" + addr
}

func TestServerDown(t *testing.T) {
	s3test.SetIsolatedEnv(t)
	t.Setenv("AWS_ACCESS_KEY_ID", "k")
	t.Setenv("AWS_SECRET_ACCESS_KEY", "s")
	endpoint := closedPort(t)
	// The default policy gives up after its attempts, well within the
	// deadline.
	s := newStore(t, endpoint, "b", "p", func(o *s3store.Options) { o.BaseDelay, o.MaxDelay = 0, 0 })
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	start := time.Now()
	for op, err := range allCalls(ctx, s, "a.txt") {
		if err == nil || !strings.Contains(err.Error(), "connection refused") || !strings.Contains(err.Error(), "s3://b/p/") {
			t.Errorf("%s with the server down: %v, want connection refused naming the object", op, err)
		}
		if errors.Is(err, context.DeadlineExceeded) {
			t.Errorf("%s with the server down ran to the deadline", op)
		}
	}
	if d := time.Since(start); d > 8*time.Second {
		t.Errorf("five calls with the server down took %v", d)
	}
	// A deadline shorter than the backoff ends the call at the deadline.
	s = newStore(t, endpoint, "b", "p", func(o *s3store.Options) { o.BaseDelay, o.MaxDelay = 10*time.Second, 10*time.Second })
	ctx, cancel = context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	start = time.Now()
	_, _, err := s.Read(ctx, "a.txt", 100)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Read past its deadline: %v, want context.DeadlineExceeded", err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("Read with a 200ms deadline returned after %v", d)
	}
}

// settleGoroutines waits up to 5 s for the goroutine count to fall to
// before, and fails the test with the stacks if it does not.
func settleGoroutines(t *testing.T, before int) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for runtime.NumGoroutine() > before {
		if time.Now().After(deadline) {
			buf := make([]byte, 1<<20)
			t.Fatalf("%d goroutines, %d before:\n%s", runtime.NumGoroutine(), before, buf[:runtime.Stack(buf, true)])
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func TestCancel(t *testing.T) {
	f := newFaultFixture(t)
	ctx := context.Background()
	if _, err := f.store.Stat(ctx, "a.txt"); err != nil { // warm up the connection pool
		t.Fatal(err)
	}
	before := runtime.NumGoroutine()
	// Requests stuck in the proxy for 10 s return when the context is
	// canceled.
	f.proxy.SetLatency(10 * time.Second)
	cancelEach(t, "while stuck in latency", f.store, "big.bin", 50*time.Millisecond)
	// A call waiting out a long backoff returns when canceled too.
	f.proxy.Clear()
	s := newStore(t, f.proxy.Endpoint(), f.bucket, fixturePrefix, func(o *s3store.Options) { o.BaseDelay, o.MaxDelay = 10*time.Second, 10*time.Second })
	f.proxy.Inject(s3test.Fault{Kind: s3test.SlowDown})
	cancelEach(t, "in backoff", s, "big.bin", 100*time.Millisecond)
	// A body retry's backoff too: the first GET is cut after 100 bytes.
	f.proxy.Clear()
	f.proxy.Inject(s3test.Fault{Kind: s3test.Reset, After: 100, Times: 1})
	cctx, cancel := context.WithTimeout(ctx, 300*time.Millisecond)
	defer cancel()
	if _, _, err := s.Read(cctx, "big.bin", 1<<20); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Read in a body retry's backoff past the deadline: %v, want context.DeadlineExceeded", err)
	}
	f.proxy.Clear()
	settleGoroutines(t, before)
}
