// Package s3store is the objstore driver for Amazon S3 and S3-compatible
// servers, on the AWS SDK for Go v2. Importing it registers the s3 scheme
// with [objstore.Register]:
//
//	import _ "github.com/stablerow/stablerow/objstore/s3store"
//
//	store, err := objstore.Open(ctx, "s3://bucket/tables/t.lance")
//
// Only programs that import this package compile and link the SDK; the
// library packages (objstore, lance, rowindex ...) never import it.
//
// # Locations and settings
//
// s3://BUCKET/PREFIX names the objects under PREFIX/ in BUCKET; the store's
// keys are relative to PREFIX. The URL's query may set, in the style of
// gocloud.dev's s3blob:
//
//	endpoint=URL          a custom endpoint (an S3-compatible server)
//	use_path_style=true   path-style requests (http://host/BUCKET/KEY)
//	region=NAME           the region, overriding the environment's
//
// Any other parameter is an error that names it. Credentials and the
// region otherwise come from the SDK's standard chain: AWS_ACCESS_KEY_ID
// and AWS_SECRET_ACCESS_KEY, AWS_PROFILE and the shared config files,
// AWS_REGION, AWS_ENDPOINT_URL, then instance or container roles. When no
// region is found, us-east-1 is used. [New] builds a store from [Options]
// in code.
//
// # Requests
//
// List is ListObjectsV2 with the delimiter "/", every page; Stat is
// HeadObject; Read is one GetObject whose Content-Length is checked
// against the limit before the body is read; ReadAt is a GetObject of the
// range bytes=off-(off+len-1), whose Content-Range must be exactly the
// range asked for (cut at the object's end); PutIfAbsent is a PutObject
// with If-None-Match: *, which S3 (and versitygw) answer with 412 when the
// key exists.
//
// # Retries
//
// A request that fails with a 5xx status, a throttling error (SlowDown), a
// connection error, or a response that breaks or does not parse, is tried
// again after a capped exponential backoff with jitter, up to
// Options.MaxAttempts attempts in all (5 by default). A GetObject body
// that breaks or ends early while being read, or an answer with another
// range than the one asked, counts as a failed attempt too: the driver
// asks for the bytes still missing (a range request, with If-Match on the
// ETag of the first answer so that the pieces are of one object), within
// the same attempt budget. A short body is never returned as data. Every
// wait respects the context.
//
// # Errors
//
// Errors are *objstore.Error values whose Key is the store-relative key;
// the message names the object as s3://BUCKET/PREFIX/KEY. A missing object
// or bucket matches fs.ErrNotExist (the message says which), bad or
// refused credentials match fs.ErrPermission, an existing key on
// PutIfAbsent matches fs.ErrExist, and a canceled or expired context
// matches ctx.Err().
package s3store

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/aws/smithy-go/logging"

	"github.com/stablerow/stablerow/objstore"
)

// Default retry settings.
const (
	// DefaultMaxAttempts is the number of attempts of a call, the first
	// included.
	DefaultMaxAttempts = 5
	// DefaultBaseDelay is the backoff before the second attempt; it
	// doubles for each attempt after, with jitter.
	DefaultBaseDelay = 50 * time.Millisecond
	// DefaultMaxDelay caps the backoff between two attempts.
	DefaultMaxDelay = 5 * time.Second
	// defaultRegion is used when neither Options nor the environment name
	// a region.
	defaultRegion = "us-east-1"
)

// Options configure New. The zero value uses the environment's
// credentials and region and the default retry policy.
type Options struct {
	// Client, when set, is the S3 client to use; Region, Endpoint and
	// UsePathStyle are then ignored. The driver's retry policy (below)
	// replaces the client's retryer on each call.
	Client *s3.Client
	// Region overrides the region from the environment.
	Region string
	// Endpoint is a custom endpoint URL, for an S3-compatible server.
	Endpoint string
	// UsePathStyle makes path-style requests (http://host/BUCKET/KEY).
	UsePathStyle bool
	// MaxAttempts is the number of attempts of a call, the first included
	// (DefaultMaxAttempts when 0; 1 disables retries).
	MaxAttempts int
	// BaseDelay and MaxDelay set the backoff between attempts: a random
	// wait between half and all of BaseDelay·2^(n-1) before attempt n+1,
	// capped at MaxDelay (DefaultBaseDelay and DefaultMaxDelay when 0).
	BaseDelay, MaxDelay time.Duration
}

// Store is an objstore.Store of the objects under a prefix of a bucket. It
// is safe for concurrent use.
type Store struct {
	client *s3.Client
	bucket string
	prefix string // "" or a valid path without a trailing slash
	policy retryPolicy
}

var _ objstore.Store = (*Store)(nil)

// New returns the store of the objects under prefix in bucket. It checks
// its arguments and loads the SDK's configuration (environment and shared
// files) but sends no request.
func New(ctx context.Context, bucket, prefix string, opts *Options) (*Store, error) {
	var o Options
	if opts != nil {
		o = *opts
	}
	if err := checkBucket(bucket); err != nil {
		return nil, err
	}
	prefix = strings.Trim(prefix, "/")
	if prefix != "" && !fs.ValidPath(prefix) {
		return nil, fmt.Errorf("s3store: invalid prefix %q in bucket %s", prefix, bucket)
	}
	if o.MaxAttempts < 0 || o.BaseDelay < 0 || o.MaxDelay < 0 {
		return nil, fmt.Errorf("s3store: negative retry setting (MaxAttempts %d, BaseDelay %v, MaxDelay %v)", o.MaxAttempts, o.BaseDelay, o.MaxDelay)
	}
	s := &Store{client: o.Client, bucket: bucket, prefix: prefix, policy: newRetryPolicy(o)}
	if s.client == nil {
		var load []func(*config.LoadOptions) error
		if o.Region != "" {
			load = append(load, config.WithRegion(o.Region))
		}
		cfg, err := config.LoadDefaultConfig(ctx, load...)
		if err != nil {
			return nil, fmt.Errorf("s3store: loading the AWS configuration: %w", err)
		}
		if cfg.Region == "" {
			cfg.Region = defaultRegion
		}
		// The SDK logs to stderr, for example on every body it could not
		// drain after a broken response; the driver reports through its
		// errors instead.
		cfg.Logger = logging.Nop{}
		s.client = s3.NewFromConfig(cfg, func(so *s3.Options) {
			if o.Endpoint != "" {
				so.BaseEndpoint = aws.String(o.Endpoint)
			}
			so.UsePathStyle = o.UsePathStyle
			so.Retryer = s.policy.retryer
			// The SDK would log a warning for every GetObject of an object
			// stored without a checksum (all objects copied into a bucket).
			so.DisableLogOutputChecksumValidationSkipped = true
		})
	}
	return s, nil
}

// Bucket returns the store's bucket.
func (s *Store) Bucket() string { return s.bucket }

// Prefix returns the store's prefix in its bucket, "" for the whole bucket.
func (s *Store) Prefix() string { return s.prefix }

// checkBucket rejects names that cannot be a bucket of a URL or request.
func checkBucket(bucket string) error {
	if bucket == "" {
		return errors.New("s3store: no bucket name")
	}
	if strings.ContainsAny(bucket, "/?#\\ ") {
		return fmt.Errorf("s3store: invalid bucket name %q", bucket)
	}
	return nil
}

// checkKey validates a store-relative key for op.
func checkKey(op, key string) error {
	if key == "" || key == "." || !fs.ValidPath(key) {
		return &objstore.Error{Op: op, Key: key, Err: objstore.ErrInvalidKey}
	}
	return nil
}

// objectKey is the S3 key of the store-relative key.
func (s *Store) objectKey(key string) string {
	if s.prefix == "" {
		return key
	}
	return s.prefix + "/" + key
}

// name is the object's s3:// URL, for messages.
func (s *Store) name(key string) string {
	return "s3://" + s.bucket + "/" + s.objectKey(key)
}
