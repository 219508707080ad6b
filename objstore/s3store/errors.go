package s3store

import (
	"context"
	"errors"
	"io/fs"
	"net/http"
	"strconv"

	"github.com/aws/aws-sdk-go-v2/aws/retry"
	awshttp "github.com/aws/aws-sdk-go-v2/aws/transport/http"
	"github.com/aws/aws-sdk-go-v2/service/s3/types"
	"github.com/aws/smithy-go"
	smithyhttp "github.com/aws/smithy-go/transport/http"

	"github.com/stablerow/stablerow/objstore"
)

// objectError is the cause inside an *objstore.Error: the object's URL,
// what went wrong in words, the sentinel it matches (fs.ErrNotExist ...,
// or nil) and the SDK's error.
type objectError struct {
	object string
	what   string
	kind   error
	err    error
}

func (e *objectError) Error() string {
	s := e.object
	if e.what != "" {
		s += ": " + e.what
	}
	switch {
	case e.err != nil:
		s += ": " + summary(e.err)
	case e.kind != nil:
		s += ": " + e.kind.Error()
	}
	return s
}

// summary is the SDK's error in brief: the S3 error code, HTTP status,
// message and request ID of an error answer, or the transport's error,
// and the attempts made when the retries ran out. (The SDK's own message
// repeats the operation and host ID at length.)
func summary(err error) string {
	var ae smithy.APIError
	var re *awshttp.ResponseError
	var rse *smithyhttp.RequestSendError
	var out string
	switch {
	case errors.As(err, &ae):
		out = ae.ErrorCode()
		if errors.As(err, &re) {
			out += " (HTTP " + strconv.Itoa(re.HTTPStatusCode()) + ")"
		}
		if msg := ae.ErrorMessage(); msg != "" {
			out += ": " + msg
		}
		if re != nil && re.ServiceRequestID() != "" {
			out += " [request " + re.ServiceRequestID() + "]"
		}
	case errors.As(err, &rse):
		out = "request failed: " + rse.Err.Error()
	default:
		return err.Error()
	}
	var me *retry.MaxAttemptsError
	if errors.As(err, &me) {
		out = "gave up after " + strconv.Itoa(me.Attempt) + " attempts: " + out
	}
	return out
}

func (e *objectError) Unwrap() []error {
	var out []error
	if e.kind != nil {
		out = append(out, e.kind)
	}
	if e.err != nil {
		out = append(out, e.err)
	}
	return out
}

// Error codes and statuses the driver maps to sentinels.
const (
	codeNoSuchKey    = "NoSuchKey"
	codeNoSuchBucket = "NoSuchBucket"
	codeNotFound     = "NotFound" // HeadObject and HeadBucket: no body, only 404
	codeInvalidRange = "InvalidRange"
	codePrecondition = "PreconditionFailed"
)

// apiStatus returns the S3 error code and HTTP status of err ("" and 0
// when it has none).
func apiStatus(err error) (code string, status int) {
	var ae smithy.APIError
	if errors.As(err, &ae) {
		code = ae.ErrorCode()
	}
	var re *smithyhttp.ResponseError
	if errors.As(err, &re) {
		status = re.HTTPStatusCode()
	}
	return code, status
}

func isNotFound(err error) bool {
	code, status := apiStatus(err)
	var nk *types.NoSuchKey
	var nf *types.NotFound
	return errors.As(err, &nk) || errors.As(err, &nf) || code == codeNoSuchKey || code == codeNotFound ||
		(status == http.StatusNotFound && code != codeNoSuchBucket && !permissionCodes[code])
}

func isNoSuchBucket(err error) bool {
	code, _ := apiStatus(err)
	var nb *types.NoSuchBucket
	return errors.As(err, &nb) || code == codeNoSuchBucket
}

func isInvalidRange(err error) bool {
	code, status := apiStatus(err)
	return code == codeInvalidRange || status == http.StatusRequestedRangeNotSatisfiable
}

func isPreconditionFailed(err error) bool {
	code, status := apiStatus(err)
	return code == codePrecondition || status == http.StatusPreconditionFailed
}

// permissionCodes are the codes of refused credentials or access.
var permissionCodes = map[string]bool{
	"AccessDenied":          true,
	"InvalidAccessKeyId":    true,
	"SignatureDoesNotMatch": true,
	"InvalidToken":          true,
	"ExpiredToken":          true,
	"Forbidden":             true,
	"XAdminUserNotFound":    true, // versitygw, for an unknown access key (with status 404)
}

func isPermission(err error) bool {
	if err == nil {
		return false
	}
	code, status := apiStatus(err)
	return permissionCodes[code] || status == http.StatusForbidden
}

// wrap makes the error of op on key: an *objstore.Error whose cause names
// the object and matches the sentinel the S3 error means.
func (s *Store) wrap(ctx context.Context, op, key string, err error) error {
	if err == nil {
		return nil
	}
	var oe *objstore.Error
	if errors.As(err, &oe) {
		return err
	}
	e := &objectError{object: s.name(key), err: err}
	if op == "list" {
		e.object = "s3://" + s.bucket + "/" + s.listPrefix(key)
	}
	switch {
	case ctx.Err() != nil:
		e.kind = ctx.Err()
	case isNoSuchBucket(err):
		e.what, e.kind = "bucket "+s.bucket+" does not exist", fs.ErrNotExist
	case isNotFound(err):
		e.what, e.kind = "object does not exist", fs.ErrNotExist
	case isPermission(err):
		e.what, e.kind = "access denied (check the credentials)", fs.ErrPermission
	case op == "put" && isPreconditionFailed(err):
		e.what, e.kind = "object already exists", fs.ErrExist
	}
	return &objstore.Error{Op: op, Key: key, Err: e}
}

// failure is an error of the driver's own, for op on key.
func (s *Store) failure(op, key string, kind error, what string) error {
	return &objstore.Error{Op: op, Key: key, Err: &objectError{object: s.name(key), what: what, kind: kind}}
}
