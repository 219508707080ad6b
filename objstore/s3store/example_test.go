package s3store_test

import (
	"context"
	"fmt"
	"log"
	"time"

	"github.com/stablerow/stablerow/objstore"
	"github.com/stablerow/stablerow/objstore/s3store"
)

// Open a dataset in a bucket by URL; credentials come from the
// environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY or AWS_PROFILE).
func Example() {
	ctx := context.Background()
	store, err := objstore.Open(ctx, "s3://my-bucket/tables/t.lance?region=eu-west-1")
	if err != nil {
		log.Fatal(err)
	}
	infos, err := store.List(ctx, "_versions")
	if err != nil {
		log.Fatal(err)
	}
	for _, in := range infos {
		fmt.Println(in.Key, in.Size)
	}
}

// A store on an S3-compatible server, with more patient retries.
func ExampleNew() {
	ctx := context.Background()
	store, err := s3store.New(ctx, "my-bucket", "tables/t.lance", &s3store.Options{
		Endpoint:     "http://127.0.0.1:7070",
		UsePathStyle: true,
		MaxAttempts:  8,
		MaxDelay:     10 * time.Second,
	})
	if err != nil {
		log.Fatal(err)
	}
	b, _, err := store.Read(ctx, "_versions/1.manifest", 1<<20)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(len(b))
}
