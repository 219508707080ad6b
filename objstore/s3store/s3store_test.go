package s3store_test

import (
	"context"
	"fmt"
	"os"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stablerow/stablerow/internal/s3test"
	"github.com/stablerow/stablerow/objstore"
	"github.com/stablerow/stablerow/objstore/objstoretest"
	"github.com/stablerow/stablerow/objstore/s3store"
)

// TestMain keeps the machine's AWS settings out of every test, and the
// credential chain off the network, before any test sets its own.
func TestMain(m *testing.M) {
	for _, k := range []string{"AWS_PROFILE", "AWS_DEFAULT_PROFILE", "AWS_SESSION_TOKEN", "AWS_ROLE_ARN",
		"AWS_WEB_IDENTITY_TOKEN_FILE", "AWS_CONTAINER_CREDENTIALS_FULL_URI", "AWS_CONTAINER_CREDENTIALS_RELATIVE_URI",
		"AWS_ENDPOINT_URL", "AWS_ENDPOINT_URL_S3", "AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY"} {
		os.Unsetenv(k)
	}
	os.Setenv("AWS_EC2_METADATA_DISABLED", "true")
	os.Setenv("AWS_CONFIG_FILE", os.DevNull)
	os.Setenv("AWS_SHARED_CREDENTIALS_FILE", os.DevNull)
	os.Exit(m.Run())
}

var bucketSeq atomic.Int64

// newBucket returns a fresh bucket name holding files under prefix.
func newBucket(t *testing.T, srv *s3test.Server, prefix string, files map[string][]byte) string {
	t.Helper()
	bucket := fmt.Sprintf("bucket-%d", bucketSeq.Add(1))
	srv.AddFiles(t, bucket, prefix, files)
	return bucket
}

// testOptions are fast retries for tests: 5 attempts, 1-20 ms apart.
func testOptions(endpoint string) *s3store.Options {
	return &s3store.Options{Endpoint: endpoint, UsePathStyle: true, Region: s3test.Region, BaseDelay: time.Millisecond, MaxDelay: 20 * time.Millisecond}
}

func newStore(t *testing.T, endpoint, bucket, prefix string, edit func(*s3store.Options)) *s3store.Store {
	t.Helper()
	o := testOptions(endpoint)
	if edit != nil {
		edit(o)
	}
	s, err := s3store.New(context.Background(), bucket, prefix, o)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestConformance(t *testing.T) {
	srv := s3test.Start(t)
	srv.SetEnv(t)
	for _, prefix := range []string{"", "tables/t.lance"} {
		t.Run("prefix="+prefix, func(t *testing.T) {
			objstoretest.Run(t, func(t *testing.T, files map[string][]byte) objstore.Store {
				return newStore(t, srv.Endpoint(), newBucket(t, srv, prefix, files), prefix, nil)
			}, true)
		})
	}
}

func TestConformanceThroughProxy(t *testing.T) {
	srv := s3test.Start(t)
	srv.SetEnv(t)
	proxy := s3test.NewProxy(t, srv)
	objstoretest.Run(t, func(t *testing.T, files map[string][]byte) objstore.Store {
		return newStore(t, proxy.Endpoint(), newBucket(t, srv, "p", files), "p", nil)
	}, true)
	if proxy.Requests() == 0 || proxy.Injected() != 0 {
		t.Errorf("proxy saw %d requests and injected %d faults; want some and none", proxy.Requests(), proxy.Injected())
	}
}

// TestOpenURL opens stores through objstore.Open and the registered s3
// scheme, as programs do.
func TestOpenURL(t *testing.T) {
	srv := s3test.Start(t)
	srv.SetEnv(t)
	bucket := newBucket(t, srv, "data/t.lance", objstoretest.Files)
	ctx := context.Background()
	s, err := objstore.Open(ctx, srv.URL(bucket, "data/t.lance"))
	if err != nil {
		t.Fatal(err)
	}
	b, info, err := s.Read(ctx, "dir/sub/d", 100)
	if err != nil || string(b) != "deeper" || info.Key != "dir/sub/d" {
		t.Fatalf("Read through an s3:// URL = %q, %+v, %v", b, info, err)
	}
	st := s.(*s3store.Store)
	if st.Bucket() != bucket || st.Prefix() != "data/t.lance" || st.String() != "s3://"+bucket+"/data/t.lance" {
		t.Errorf("store of %s: bucket %q prefix %q", srv.URL(bucket, "data/t.lance"), st.Bucket(), st.Prefix())
	}
	// The endpoint can come from the environment instead of the URL.
	t.Setenv("AWS_ENDPOINT_URL", srv.Endpoint())
	s, err = objstore.Open(ctx, "s3://"+bucket+"/data/t.lance?use_path_style=true")
	if err != nil {
		t.Fatal(err)
	}
	if b, _, err := s.Read(ctx, "a.txt", 100); err != nil || string(b) != "hello, objects" {
		t.Errorf("Read with AWS_ENDPOINT_URL = %q, %v", b, err)
	}
}

func TestBadURL(t *testing.T) {
	s3test.SetIsolatedEnv(t)
	ctx := context.Background()
	for _, c := range []struct{ url, want string }{
		{"s3:///prefix", "no bucket"},
		{"s3://b/p%zz", "malformed URL"},
		{"s3://b/p?endpoint=http://127.0.0.1:1&colour=red&flavour=1", "unknown query parameter colour, flavour"},
		{"s3://b/p?use_path_style=maybe", "use_path_style"},
		{"s3://b/p?region=a&region=b", "sets region 2 times"},
		{"s3://b/p?endpoint=127.0.0.1:9000", "not an http(s) URL"},
		{"s3://user:pw@b/p", "user info"},
		{"s3://b/a/../../p", "invalid prefix"},
		{"s3://b/p?x=%zz", "malformed query"},
	} {
		s, err := objstore.Open(ctx, c.url)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Open(%q) = %v, %v; want an error containing %q", c.url, s, err, c.want)
		}
	}
	if !strings.Contains(strings.Join(objstore.Schemes(), ","), "s3") {
		t.Errorf("schemes %v lack s3", objstore.Schemes())
	}
}

// TestListPages lists a directory of more objects than one ListObjectsV2
// page holds (1,000), with the first attempts cut mid-XML.
func TestListPages(t *testing.T) {
	srv := s3test.Start(t)
	srv.SetEnv(t)
	files := map[string][]byte{"many/sub/x": []byte("not listed")}
	for i := range 1234 {
		files[fmt.Sprintf("many/%05d", i)] = []byte(strings.Repeat("x", i%7))
	}
	bucket := newBucket(t, srv, "p", files)
	proxy := s3test.NewProxy(t, srv)
	s := newStore(t, proxy.Endpoint(), bucket, "p", nil)
	proxy.Inject(s3test.Fault{Kind: s3test.Truncate, After: 500, Times: 4})
	infos, err := s.List(context.Background(), "many/")
	if err != nil {
		t.Fatal(err)
	}
	if len(infos) != 1234 {
		t.Fatalf("List of 1,234 objects gave %d", len(infos))
	}
	for i, in := range infos {
		if want := fmt.Sprintf("many/%05d", i); in.Key != want || in.Size != int64(i%7) || in.ETag == "" {
			t.Fatalf("List entry %d = %+v, want %s of %d bytes with an ETag", i, in, want, i%7)
		}
	}
	if got := proxy.Requests(); got != 4+2 {
		t.Errorf("%d list requests, want 6 (4 cut, 2 pages)", got)
	}
}
