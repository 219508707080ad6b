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
	// IdleTimeout is how long an attempt may go without progress (no byte
	// of the request sent, no answer's headers, no byte of its body)
	// before it fails with a *StallError and is retried: a server that
	// accepts a request and never answers costs one timeout, not the
	// caller's whole deadline. DefaultIdleTimeout when 0; negative turns
	// the timer off. It applies to a Client given in Options too.
	IdleTimeout time.Duration
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
