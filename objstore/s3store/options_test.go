package s3store_test

import (
	"bytes"
	"context"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/s3"

	"github.com/stablerow/stablerow/internal/s3test"
	"github.com/stablerow/stablerow/objstore/objstoretest"
	"github.com/stablerow/stablerow/objstore/s3store"
)

// TestOptionsClient uses a client the caller built (with its own static
// credentials and the SDK's default retryer of 3 attempts): the driver's
// policy of 5 attempts applies to it.
func TestOptionsClient(t *testing.T) {
	srv := s3test.Start(t)
	s3test.SetIsolatedEnv(t)
	bucket := newBucket(t, srv, "", objstoretest.Files)
	proxy := s3test.NewProxy(t, srv)
	client := s3.New(s3.Options{
		Region:       s3test.Region,
		BaseEndpoint: aws.String(proxy.Endpoint()),
		UsePathStyle: true,
		Credentials:  credentials.NewStaticCredentialsProvider(srv.AccessKey, srv.SecretKey, ""),
	})
	s, err := s3store.New(context.Background(), bucket, "", &s3store.Options{Client: client, BaseDelay: time.Millisecond, MaxDelay: 5 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	proxy.Inject(s3test.Fault{Kind: s3test.SlowDown, Times: 4})
	b, _, err := s.Read(context.Background(), "dir/b.bin", 1<<20)
	if err != nil || !bytes.Equal(b, objstoretest.Files["dir/b.bin"]) {
		t.Fatalf("Read with the caller's client after 4 SlowDowns: %d bytes, %v", len(b), err)
	}
	if proxy.Requests() != 5 {
		t.Errorf("%d requests, want 5", proxy.Requests())
	}
}

func TestNewRejects(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		bucket, prefix string
		opts           *s3store.Options
	}{
		{"", "p", nil},
		{"a/b", "p", nil},
		{"b", "../p", nil},
		{"b", "p", &s3store.Options{MaxAttempts: -1}},
		{"b", "p", &s3store.Options{BaseDelay: -time.Second}},
	} {
		if s, err := s3store.New(ctx, c.bucket, c.prefix, c.opts); err == nil {
			t.Errorf("New(%q, %q, %+v) = %v, want an error", c.bucket, c.prefix, c.opts, s)
		}
	}
}
