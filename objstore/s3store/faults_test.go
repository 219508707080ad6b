package s3store_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/stablerow/stablerow/internal/s3test"
	"github.com/stablerow/stablerow/objstore"
	"github.com/stablerow/stablerow/objstore/objstoretest"
	"github.com/stablerow/stablerow/objstore/s3store"
)

// faultFixture is a store reached through a proxy, over a bucket holding
// objstoretest.Files and big.bin (256 KiB of seeded random bytes).
type faultFixture struct {
	srv    *s3test.Server
	proxy  *s3test.Proxy
	bucket string
	store  *s3store.Store
	big    []byte
}

const fixturePrefix = "p"

func newFaultFixture(t *testing.T) *faultFixture {
	srv := s3test.Start(t)
	srv.SetEnv(t)
	f := &faultFixture{srv: srv, proxy: s3test.NewProxy(t, srv)}
	f.big = make([]byte, 256<<10)
	r := rand.New(rand.NewPCG(7, 7))
	for i := range f.big {
		f.big[i] = byte(r.Uint32())
	}
	files := map[string][]byte{"big.bin": f.big}
	for k, v := range objstoretest.Files {
		files[k] = v
	}
	f.bucket = newBucket(t, srv, fixturePrefix, files)
	f.store = newStore(t, f.proxy.Endpoint(), f.bucket, fixturePrefix, nil)
	return f
}

// faultCall is one store call under faults, with the answer it must give.
type faultCall struct {
	name  string
	key   string // the object the faults are aimed at
	faces []s3test.FaultKind
	// run makes the call and returns its answer as bytes (n bytes read,
	// err its error); want is the right answer, wantEOF whether the right
	// answer ends with io.EOF.
	run     func(ctx context.Context, s objstore.Store) ([]byte, error)
	want    []byte
	wantEOF bool
}

var (
	bodyFaults  = []s3test.FaultKind{s3test.Status, s3test.SlowDown, s3test.Reset, s3test.Truncate, s3test.Drop}
	rangeFaults = []s3test.FaultKind{s3test.Status, s3test.SlowDown, s3test.Reset, s3test.Truncate, s3test.Drop, s3test.WrongRange}
)

func (f *faultFixture) calls() []faultCall {
	listString := func(infos []objstore.ObjectInfo) []byte {
		var b bytes.Buffer
		for _, in := range infos {
			fmt.Fprintf(&b, "%s:%d ", in.Key, in.Size)
		}
		return b.Bytes()
	}
	return []faultCall{
		{name: "Read", key: "big.bin", faces: bodyFaults, want: f.big,
			run: func(ctx context.Context, s objstore.Store) ([]byte, error) {
				b, _, err := s.Read(ctx, "big.bin", 1<<20)
				return b, err
			}},
		{name: "ReadAt", key: "big.bin", faces: rangeFaults, want: f.big[12345 : 12345+100000],
			run: func(ctx context.Context, s objstore.Store) ([]byte, error) {
				p := make([]byte, 100000)
				n, err := s.ReadAt(ctx, "big.bin", p, 12345)
				return p[:n], err
			}},
		{name: "ReadAtPastEnd", key: "big.bin", faces: rangeFaults, want: f.big[len(f.big)-3000:], wantEOF: true,
			run: func(ctx context.Context, s objstore.Store) ([]byte, error) {
				p := make([]byte, 5000)
				n, err := s.ReadAt(ctx, "big.bin", p, int64(len(f.big)-3000))
				return p[:n], err
			}},
		{name: "List", key: fixturePrefix + "/dir/", faces: bodyFaults, want: []byte("dir/b.bin:7000 dir/c:1 "),
			run: func(ctx context.Context, s objstore.Store) ([]byte, error) {
				infos, err := s.List(ctx, "dir")
				return listString(infos), err
			}},
		{name: "Stat", key: "a.txt", faces: []s3test.FaultKind{s3test.Status, s3test.SlowDown, s3test.Drop}, want: []byte("a.txt:14"),
			run: func(ctx context.Context, s objstore.Store) ([]byte, error) {
				info, err := s.Stat(ctx, "a.txt")
				if err != nil {
					return nil, err
				}
				return []byte(fmt.Sprintf("%s:%d", info.Key, info.Size)), nil
			}},
	}
}

func faultOf(kind s3test.FaultKind, key string, times int) s3test.Fault {
	// 100 bytes: inside a list's XML too.
	f := s3test.Fault{Kind: kind, Match: key, Times: times, After: 100}
	if kind == s3test.Status {
		f.Status = 503
	}
	return f
}

// TestTransientFaults injects each fault class into the first 1 to 4
// attempts of each call: the call must succeed with the right answer
// after exactly that many faults.
func TestTransientFaults(t *testing.T) {
	f := newFaultFixture(t)
	ctx := context.Background()
	for _, c := range f.calls() {
		for _, kind := range c.faces {
			for times := 1; times <= 4; times++ {
				name := fmt.Sprintf("%s/%v/%d", c.name, kind, times)
				f.proxy.Clear()
				f.proxy.ResetCounters()
				f.proxy.Inject(faultOf(kind, c.key, times))
				got, err := c.run(ctx, f.store)
				if c.wantEOF && err == io.EOF {
					err = nil
				}
				if err != nil {
					t.Errorf("%s: %v", name, err)
				}
				if !bytes.Equal(got, c.want) {
					t.Errorf("%s: wrong answer (%d bytes, want %d)", name, len(got), len(c.want))
				}
				if n := f.proxy.Injected(); n != int64(times) {
					t.Errorf("%s: %d faults injected, want %d", name, n, times)
				}
			}
		}
	}
	// A 500 is retried like a 503.
	f.proxy.Clear()
	f.proxy.Inject(s3test.Fault{Kind: s3test.Status, Status: 500, Times: 2})
	if b, _, err := f.store.Read(ctx, "a.txt", 100); err != nil || string(b) != "hello, objects" {
		t.Errorf("Read after two 500s = %q, %v", b, err)
	}
}

// TestPersistentFaults makes every attempt fail: each call must fail after
// exactly the configured attempts, with an error naming the bucket and
// the object, and never return wrong bytes.
func TestPersistentFaults(t *testing.T) {
	f := newFaultFixture(t)
	ctx := context.Background()
	for _, attempts := range []int{5, 2} {
		s := newStore(t, f.proxy.Endpoint(), f.bucket, fixturePrefix, func(o *s3store.Options) { o.MaxAttempts = attempts })
		for _, c := range f.calls() {
			for _, kind := range c.faces {
				name := fmt.Sprintf("%s/%v/attempts=%d", c.name, kind, attempts)
				f.proxy.Clear()
				f.proxy.ResetCounters()
				f.proxy.Inject(faultOf(kind, c.key, 0))
				got, err := c.run(ctx, s)
				if err == nil || err == io.EOF {
					t.Errorf("%s: no error (%d bytes)", name, len(got))
					continue
				}
				if !bytes.Equal(got, c.want[:min(len(got), len(c.want))]) {
					t.Errorf("%s: %d wrong bytes returned with the error", name, len(got))
				}
				if c.name == "Read" && got != nil {
					t.Errorf("%s: Read returned %d bytes with its error", name, len(got))
				}
				var oe *objstore.Error
				if !errors.As(err, &oe) || !strings.Contains(err.Error(), f.bucket) || !strings.Contains(err.Error(), c.key) {
					t.Errorf("%s: error %q is not an *objstore.Error naming bucket %s and %s", name, err, f.bucket, c.key)
				}
				// net/http itself resends a GET or HEAD once when a reused
				// connection closes before any answer.
				if attempts == 5 && kind == c.faces[len(c.faces)-1] {
					t.Logf("%s: %v", name, err)
				}
				if n := f.proxy.Requests(); n != int64(attempts) && !(kind == s3test.Drop && n == int64(attempts)+1) {
					t.Errorf("%s: %d requests, want %d attempts: %v", name, n, attempts, err)
				}
			}
		}
	}
}

// TestFractionOfFaults runs many reads while a seeded third of all
// requests fail in one way or another: every answer must be right.
func TestFractionOfFaults(t *testing.T) {
	f := newFaultFixture(t)
	ctx := context.Background()
	s := newStore(t, f.proxy.Endpoint(), f.bucket, fixturePrefix, func(o *s3store.Options) { o.MaxAttempts = 12 })
	f.proxy.SetSeed(42)
	for _, kind := range rangeFaults {
		f.proxy.Inject(s3test.Fault{Kind: kind, Fraction: 0.07, After: 777})
	}
	r := rand.New(rand.NewPCG(3, 4))
	for i := range 60 {
		off := r.IntN(len(f.big))
		p := make([]byte, 1+r.IntN(40000))
		n, err := s.ReadAt(ctx, "big.bin", p, int64(off))
		want := f.big[off:min(len(f.big), off+len(p))]
		if (err != nil && !(err == io.EOF && n < len(p))) || !bytes.Equal(p[:n], want) {
			t.Fatalf("read %d (off %d, %d bytes): %d bytes, %v", i, off, len(p), n, err)
		}
	}
	if b, _, err := s.Read(ctx, "big.bin", 1<<20); err != nil || !bytes.Equal(b, f.big) {
		t.Fatalf("Read under faults: %d bytes, %v", len(b), err)
	}
	if f.proxy.Injected() == 0 {
		t.Fatal("no fault was injected")
	}
	t.Logf("%d requests, %d faults", f.proxy.Requests(), f.proxy.Injected())
}

// TestPutIfAbsentLostResponse drops the answer to a PutObject that
// succeeded: the SDK's retry then finds the key taken, and the driver must
// see that the object holds exactly its bytes and report success; an
// object of other bytes is still fs.ErrExist.
func TestPutIfAbsentLostResponse(t *testing.T) {
	f := newFaultFixture(t)
	ctx := context.Background()
	f.proxy.Inject(s3test.Fault{Kind: s3test.Drop, Method: "PUT", Times: 1})
	if err := f.store.PutIfAbsent(ctx, "new/manifest", []byte("v1")); err != nil {
		t.Fatalf("PutIfAbsent with its answer lost: %v", err)
	}
	if f.proxy.Injected() != 1 {
		t.Fatalf("%d faults injected, want 1", f.proxy.Injected())
	}
	if b, _, err := f.store.Read(ctx, "new/manifest", 10); err != nil || string(b) != "v1" {
		t.Fatalf("Read after PutIfAbsent = %q, %v", b, err)
	}
	if err := f.store.PutIfAbsent(ctx, "new/manifest", []byte("v1")); !errors.Is(err, fs.ErrExist) {
		t.Errorf("second PutIfAbsent of the same bytes, no retry: %v, want fs.ErrExist", err)
	}
	f.proxy.Inject(s3test.Fault{Kind: s3test.Drop, Method: "PUT", Times: 1})
	if err := f.store.PutIfAbsent(ctx, "new/manifest", []byte("v2")); !errors.Is(err, fs.ErrExist) {
		t.Errorf("PutIfAbsent over other bytes with a lost answer: %v, want fs.ErrExist", err)
	}
	// A transient 503 on a put is retried.
	f.proxy.Inject(s3test.Fault{Kind: s3test.SlowDown, Method: "PUT", Times: 3})
	if err := f.store.PutIfAbsent(ctx, "new/other", []byte("x")); err != nil {
		t.Errorf("PutIfAbsent after 3 SlowDowns: %v", err)
	}
}

// TestStalls makes the server take a request and then send nothing, before
// the headers (Hang) or after 100 bytes of the body (Stall): the attempt
// must fail after the idle timeout and the next one succeed; when every
// attempt stalls, the call fails with a *StallError naming the object
// after its attempts, long before the caller's deadline.
func TestStalls(t *testing.T) {
	f := newFaultFixture(t)
	const idle = 150 * time.Millisecond
	s := newStore(t, f.proxy.Endpoint(), f.bucket, fixturePrefix, func(o *s3store.Options) { o.IdleTimeout = idle })
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	for _, c := range f.calls() {
		kinds := []s3test.FaultKind{s3test.Hang, s3test.Stall}
		if c.name == "Stat" {
			kinds = kinds[:1] // a HEAD has no body to stall
		}
		for _, kind := range kinds {
			name := fmt.Sprintf("%s/%v", c.name, kind)
			f.proxy.Clear()
			f.proxy.ResetCounters()
			f.proxy.Inject(faultOf(kind, c.key, 1))
			got, err := c.run(ctx, s)
			if c.wantEOF && err == io.EOF {
				err = nil
			}
			if err != nil || !bytes.Equal(got, c.want) {
				t.Errorf("%s: %d bytes, %v; want the %d right bytes", name, len(got), err, len(c.want))
			}
			if n := f.proxy.Injected(); n != 1 {
				t.Errorf("%s: %d faults injected, want 1", name, n)
			}
		}
	}
	s2 := newStore(t, f.proxy.Endpoint(), f.bucket, fixturePrefix, func(o *s3store.Options) { o.IdleTimeout = idle; o.MaxAttempts = 2 })
	for _, kind := range []s3test.FaultKind{s3test.Hang, s3test.Stall} {
		f.proxy.Clear()
		f.proxy.Inject(faultOf(kind, "big.bin", 0))
		start := time.Now()
		_, _, err := s2.Read(ctx, "big.bin", 1<<20)
		var se *s3store.StallError
		if !errors.As(err, &se) || se.Idle != idle || se.Headers != (kind == s3test.Stall) || !strings.Contains(err.Error(), "big.bin") {
			t.Errorf("Read, every attempt %v: %v; want a *StallError naming big.bin", kind, err)
		}
		if ctx.Err() != nil {
			t.Fatalf("Read, every attempt %v, ran until the caller's deadline (%v)", kind, time.Since(start))
		}
	}
	// Without the timer, only the caller's deadline ends a hang.
	s3 := newStore(t, f.proxy.Endpoint(), f.bucket, fixturePrefix, func(o *s3store.Options) { o.IdleTimeout = -1 })
	f.proxy.Clear()
	f.proxy.Inject(faultOf(s3test.Hang, "a.txt", 0))
	short, cancelShort := context.WithTimeout(ctx, 2*idle)
	defer cancelShort()
	if _, _, err := s3.Read(short, "a.txt", 100); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Read of a hung object without the idle timer: %v, want the caller's deadline", err)
	}
	f.proxy.Clear()
}
