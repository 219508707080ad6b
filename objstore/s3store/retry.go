package s3store

import (
	"context"
	"errors"
	"io"
	"math/rand/v2"
	"sync/atomic"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/aws/ratelimit"
	"github.com/aws/aws-sdk-go-v2/aws/retry"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/aws/smithy-go"
	"github.com/aws/smithy-go/middleware"
)

// retryPolicy is the driver's retry policy: the SDK's standard retryer for
// failed requests, with the driver's backoff, and the same budget and
// backoff for the bodies the driver re-requests itself.
//
// A call has maxAttempts attempts in all. The SDK retries inside one
// request (a 5xx, a throttle, a connection error, a response it could not
// parse); an attempt counter middleware tells the driver how many it used,
// so that a body retry after that gets only what is left.
type retryPolicy struct {
	maxAttempts int
	backoff     backoff
	retryer     aws.Retryer
	idle        time.Duration // 0: no idle timer
}

func newRetryPolicy(o Options) retryPolicy {
	p := retryPolicy{maxAttempts: o.MaxAttempts, backoff: backoff{base: o.BaseDelay, max: o.MaxDelay}}
	if p.maxAttempts == 0 {
		p.maxAttempts = DefaultMaxAttempts
	}
	if p.backoff.base == 0 {
		p.backoff.base = DefaultBaseDelay
	}
	if p.backoff.max == 0 {
		p.backoff.max = DefaultMaxDelay
	}
	switch {
	case o.IdleTimeout == 0:
		p.idle = DefaultIdleTimeout
	case o.IdleTimeout > 0:
		p.idle = o.IdleTimeout
	}
	p.retryer = retry.NewStandard(func(so *retry.StandardOptions) {
		so.MaxAttempts = p.maxAttempts
		so.MaxBackoff = p.backoff.max
		so.Backoff = p.backoff
		// The token bucket would fail calls outright after a burst of
		// retries; the attempt budget already bounds each call.
		so.RateLimiter = ratelimit.None
		so.Retryables = append(so.Retryables, retry.IsErrorRetryableFunc(retryableBody))
	})
	return p
}

// retryableBody says a response that broke or did not parse (a ListObjectsV2
// body cut short is an XML error) and a conflicting conditional write are
// worth another attempt; the SDK does not retry them by default.
func retryableBody(err error) aws.Ternary {
	var de *smithy.DeserializationError
	var ae smithy.APIError
	switch {
	case errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded):
		return aws.FalseTernary
	case errors.As(err, &de), errors.Is(err, io.ErrUnexpectedEOF):
		return aws.TrueTernary
	case errors.As(err, &ae) && ae.ErrorCode() == "ConditionalRequestConflict":
		return aws.TrueTernary
	}
	return aws.UnknownTernary
}

// backoff is capped exponential backoff with jitter: before attempt n+1, a
// wait drawn from [d/2, d) with d = base·2^(n-1), capped at max.
type backoff struct{ base, max time.Duration }

func (b backoff) delay(attempt int) time.Duration {
	d := b.max
	if shift := attempt - 1; shift < 30 && b.base<<shift < b.max && b.base<<shift > 0 {
		d = b.base << shift
	}
	if d <= 1 {
		return d
	}
	return d/2 + rand.N(d-d/2)
}

// BackoffDelay implements retry.BackoffDelayer.
func (b backoff) BackoffDelay(attempt int, _ error) (time.Duration, error) {
	return b.delay(attempt), nil
}

// sleep waits the backoff before attempt+1, or until ctx is done.
func (b backoff) sleep(ctx context.Context, attempt int) error {
	t := time.NewTimer(b.delay(attempt))
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// callOptions returns the per-call client options of a call that may make
// at most attempts attempts (each under the idle timer), and a counter of
// the attempts it made.
func (p *retryPolicy) callOptions(attempts int) (func(*s3.Options), *atomic.Int32) {
	n := new(atomic.Int32)
	return func(o *s3.Options) {
		o.Retryer = retry.AddWithMaxAttempts(p.retryer, attempts)
		if p.idle > 0 {
			o.HTTPClient = idleClient{next: o.HTTPClient, idle: p.idle}
		}
		o.APIOptions = append(o.APIOptions, func(stack *middleware.Stack) error {
			return stack.Finalize.Insert(attemptCounter{n}, "Retry", middleware.After)
		})
	}, n
}

// attemptCounter counts the attempts of one call: it sits after the
// retry middleware, which calls it once per attempt.
type attemptCounter struct{ n *atomic.Int32 }

func (attemptCounter) ID() string { return "stablerow.attemptCounter" }

func (c attemptCounter) HandleFinalize(ctx context.Context, in middleware.FinalizeInput, next middleware.FinalizeHandler) (middleware.FinalizeOutput, middleware.Metadata, error) {
	c.n.Add(1)
	return next.HandleFinalize(ctx, in)
}
