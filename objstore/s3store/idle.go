package s3store

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"time"

	"github.com/aws/aws-sdk-go-v2/service/s3"
)

// DefaultIdleTimeout is how long an attempt may go without progress: no
// byte of the request sent, no answer's headers, no byte of its body.
const DefaultIdleTimeout = 30 * time.Second

// errStalled is the cause with which idleClient cancels a stalled
// attempt.
var errStalled = errors.New("s3store: stalled")

// StallError is the error of an attempt that made no progress for the
// idle timeout: the server accepted the request and then sent nothing.
// The driver retries it like a broken connection; a call whose attempts
// all stall returns it, wrapped. It reports Timeout() true.
type StallError struct {
	// Idle is the idle timeout that expired.
	Idle time.Duration
	// Headers tells whether the answer's headers had arrived (the body
	// stalled) or not.
	Headers bool
}

func (e *StallError) Error() string {
	if e.Headers {
		return fmt.Sprintf("the answer's body stalled: no byte for %v", e.Idle)
	}
	return fmt.Sprintf("no answer for %v", e.Idle)
}

// Timeout reports true: a stall is a timeout (net.Error's meaning).
func (e *StallError) Timeout() bool { return true }

// Temporary reports true: another attempt may get an answer.
func (e *StallError) Temporary() bool { return true }

// idleClient wraps the SDK's HTTP client so that each attempt fails with
// a *StallError once it goes idle long enough: a per-attempt timer, reset
// by every byte of the request body sent and of the answer's body read,
// cancels the attempt's request. The SDK retries that like a connection
// error; a body the driver reads itself is re-requested by range.
type idleClient struct {
	next s3.HTTPClient
	idle time.Duration
}

func (c idleClient) Do(r *http.Request) (*http.Response, error) {
	ctx, cancel := context.WithCancelCause(r.Context())
	t := time.AfterFunc(c.idle, func() { cancel(errStalled) })
	r = r.WithContext(ctx)
	if r.Body != nil && r.Body != http.NoBody {
		r.Body = &progressBody{ReadCloser: r.Body, t: t, idle: c.idle}
		if get := r.GetBody; get != nil {
			r.GetBody = func() (io.ReadCloser, error) {
				b, err := get()
				if err != nil {
					return nil, err
				}
				return &progressBody{ReadCloser: b, t: t, idle: c.idle}, nil
			}
		}
	}
	resp, err := c.next.Do(r)
	if err != nil {
		t.Stop()
		stalled := context.Cause(ctx) == errStalled
		cancel(nil)
		if stalled {
			return nil, &StallError{Idle: c.idle}
		}
		return nil, err
	}
	t.Reset(c.idle)
	resp.Body = &idleBody{rc: resp.Body, ctx: ctx, cancel: cancel, t: t, idle: c.idle}
	return resp, nil
}

// progressBody resets the attempt's timer on every byte of the request
// body read by the transport.
type progressBody struct {
	io.ReadCloser
	t    *time.Timer
	idle time.Duration
}

func (b *progressBody) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	if n > 0 {
		b.t.Reset(b.idle)
	}
	return n, err
}

// idleBody is an answer's body whose reads reset the attempt's timer; a
// read cut by the timer fails with a *StallError.
type idleBody struct {
	rc     io.ReadCloser
	ctx    context.Context
	cancel context.CancelCauseFunc
	t      *time.Timer
	idle   time.Duration
}

func (b *idleBody) Read(p []byte) (int, error) {
	n, err := b.rc.Read(p)
	if n > 0 {
		b.t.Reset(b.idle)
	}
	if err != nil && err != io.EOF && context.Cause(b.ctx) == errStalled {
		err = &StallError{Idle: b.idle, Headers: true}
	}
	return n, err
}

func (b *idleBody) Close() error {
	b.t.Stop()
	err := b.rc.Close()
	b.cancel(nil)
	return err
}
