package s3store

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/s3"

	"github.com/stablerow/stablerow/objstore"
)

// errBadRange is the cause of an answer whose Content-Range is not the
// range asked for; errShortBody of a body that ended before its length.
var (
	errBadRange  = errors.New("answer is not the range asked for")
	errShortBody = errors.New("body shorter than its Content-Length")
)

// get sends one GetObject (with the SDK's retries, at most attempts
// attempts) and returns its answer and the number of attempts it made.
func (s *Store) get(ctx context.Context, key, rng, etag string, attempts int) (*s3.GetObjectOutput, int, error) {
	in := &s3.GetObjectInput{Bucket: aws.String(s.bucket), Key: aws.String(s.objectKey(key))}
	if rng != "" {
		in.Range = aws.String(rng)
	}
	if etag != "" {
		in.IfMatch = aws.String(etag)
	}
	opt, used := s.policy.callOptions(attempts)
	out, err := s.client.GetObject(ctx, in, opt)
	return out, max(1, int(used.Load())), err
}

// Read implements objstore.Store: one GetObject, whose Content-Length is
// compared with max before the body is read. A body that breaks is
// completed with range requests for the rest (see rangeRead).
func (s *Store) Read(ctx context.Context, key string, max int64) ([]byte, objstore.ObjectInfo, error) {
	if err := checkKey("read", key); err != nil {
		return nil, objstore.ObjectInfo{}, err
	}
	if err := ctx.Err(); err != nil {
		return nil, objstore.ObjectInfo{}, s.wrap(ctx, "read", key, err)
	}
	out, used, err := s.get(ctx, key, "", "", s.policy.maxAttempts)
	if err != nil {
		return nil, objstore.ObjectInfo{}, s.wrap(ctx, "read", key, err)
	}
	info := objstore.ObjectInfo{Key: key, ETag: aws.ToString(out.ETag), ModTime: aws.ToTime(out.LastModified)}
	if out.ContentLength == nil || *out.ContentLength < 0 {
		out.Body.Close()
		return nil, objstore.ObjectInfo{}, s.failure("read", key, nil, "answer has no Content-Length")
	}
	info.Size = *out.ContentLength
	if info.Size > max {
		out.Body.Close()
		return nil, objstore.ObjectInfo{}, &objstore.Error{Op: "read", Key: key, Err: fmt.Errorf("%w: %s has %d bytes, at most %d", objstore.ErrTooLarge, s.name(key), info.Size, max)}
	}
	b := make([]byte, info.Size)
	n, err := io.ReadFull(out.Body, b)
	out.Body.Close()
	if err == nil {
		return b, info, nil
	}
	if ctx.Err() != nil {
		return nil, objstore.ObjectInfo{}, s.wrap(ctx, "read", key, err)
	}
	// The body broke after n bytes: ask for the rest.
	if _, err := s.rangeRead(ctx, "read", key, b[n:], int64(n), info.Size, info.ETag, used, err); err != nil {
		return nil, objstore.ObjectInfo{}, err
	}
	return b, info, nil
}

// ReadAt implements objstore.Store: a GetObject of bytes=off-(off+len(p)-1).
// A range that starts at or past the object's end is io.EOF; one that runs
// past it reads to the end and returns io.EOF with the bytes read.
func (s *Store) ReadAt(ctx context.Context, key string, p []byte, off int64) (int, error) {
	if err := checkKey("readat", key); err != nil {
		return 0, err
	}
	if err := ctx.Err(); err != nil {
		return 0, s.wrap(ctx, "readat", key, err)
	}
	if off < 0 {
		return 0, s.failure("readat", key, nil, fmt.Sprintf("negative offset %d", off))
	}
	if len(p) == 0 {
		// Nothing to read, but a missing object is still an error.
		_, err := s.Stat(ctx, key)
		if err != nil {
			var oe *objstore.Error
			if errors.As(err, &oe) {
				oe.Op = "readat"
			}
		}
		return 0, err
	}
	n, err := s.rangeRead(ctx, "readat", key, p, off, -1, "", 0, nil)
	if err == nil && n < len(p) {
		err = io.EOF
	}
	return n, err
}

// rangeRead fills p with the object's bytes from off, or as many as it
// holds, with range requests: after a body that breaks, or an answer of
// another range, it backs off and asks for the bytes still missing, until
// the call's attempts (used of them already) run out. size is the object's
// size when known (else -1), etag its ETag when known (sent as If-Match so
// that every piece is of the same object); prev is the error of the
// attempt before, if any. It returns the bytes read; n < len(p) without an
// error only when the object ends first (and a range starting past the
// end is n = 0, err io.EOF).
func (s *Store) rangeRead(ctx context.Context, op, key string, p []byte, off, size int64, etag string, used int, prev error) (int, error) {
	done := 0
	for {
		if prev != nil {
			if used >= s.policy.maxAttempts {
				return done, s.failure(op, key, prev, fmt.Sprintf("%d bytes at offset %d: gave up after %d attempts", len(p), off, used))
			}
			if err := s.policy.backoff.sleep(ctx, used); err != nil {
				return done, s.wrap(ctx, op, key, err)
			}
		}
		start := off + int64(done)
		end := off + int64(len(p)) - 1
		if size >= 0 {
			end = min(end, size-1)
		}
		out, n, err := s.get(ctx, key, "bytes="+strconv.FormatInt(start, 10)+"-"+strconv.FormatInt(end, 10), etag, s.policy.maxAttempts-used)
		used += n
		if err != nil {
			if isInvalidRange(err) && done == 0 && ctx.Err() == nil {
				return 0, io.EOF
			}
			if isPreconditionFailed(err) && ctx.Err() == nil {
				return done, s.failure(op, key, err, "object changed while being read")
			}
			return done, s.wrap(ctx, op, key, err)
		}
		gotStart, gotEnd, total, ok := parseContentRange(aws.ToString(out.ContentRange))
		want := min(end, total-1)
		var bad error
		switch {
		case !ok || gotStart != start || gotEnd != want || (size >= 0 && total != size):
			bad = fmt.Errorf("%w: asked bytes %d-%d of %s, got Content-Range %q", errBadRange, start, end, sizeString(size), aws.ToString(out.ContentRange))
		case out.ContentLength == nil || *out.ContentLength != gotEnd-gotStart+1:
			bad = fmt.Errorf("%w: Content-Range %q with Content-Length %d", errBadRange, aws.ToString(out.ContentRange), aws.ToInt64(out.ContentLength))
		}
		if bad != nil {
			out.Body.Close()
			prev = bad
			continue
		}
		size = total
		if etag == "" {
			etag = aws.ToString(out.ETag)
		}
		// want-start+1 bytes: all that is missing, or up to the end.
		k, err := io.ReadFull(out.Body, p[done:done+int(want-start+1)])
		out.Body.Close()
		done += k
		if err == nil {
			return done, nil
		}
		if ctx.Err() != nil {
			return done, s.wrap(ctx, op, key, ctx.Err())
		}
		prev = fmt.Errorf("%w: %w", errShortBody, err)
	}
}

func sizeString(size int64) string {
	if size < 0 {
		return "an object of unknown size"
	}
	return "a " + strconv.FormatInt(size, 10) + "-byte object"
}

// parseContentRange parses "bytes first-last/total" with a known total.
func parseContentRange(h string) (first, last, total int64, ok bool) {
	spec, found := strings.CutPrefix(h, "bytes ")
	if !found {
		return 0, 0, 0, false
	}
	r, t, found := strings.Cut(spec, "/")
	if !found {
		return 0, 0, 0, false
	}
	a, b, found := strings.Cut(r, "-")
	if !found {
		return 0, 0, 0, false
	}
	var err1, err2, err3 error
	first, err1 = strconv.ParseInt(a, 10, 64)
	last, err2 = strconv.ParseInt(b, 10, 64)
	total, err3 = strconv.ParseInt(t, 10, 64)
	if err1 != nil || err2 != nil || err3 != nil || first < 0 || last < first || total <= last {
		return 0, 0, 0, false
	}
	return first, last, total, true
}
