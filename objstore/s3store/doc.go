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
// Each call is one request, retries aside. List is ListObjectsV2 with the
// delimiter "/", one request per page of up to 1,000 keys; keys ending in
// "/" (directory markers) are skipped. Stat is HeadObject; since a HEAD's
// 404 has no body, a missing key costs a second request (a ListObjectsV2
// of the key) that tells a missing object from a missing bucket or refused
// credentials. Read is one GetObject whose Content-Length is checked
// against the limit before the body is read. ReadAt is a GetObject of the
// range bytes=off-(off+len-1), whose Content-Range must be exactly the
// range asked for, cut at the object's end; a range starting at or past
// the end is io.EOF. PutIfAbsent is a PutObject with If-None-Match: *,
// which S3 and versitygw answer with 412 when the key exists. When the SDK
// had to resend it (the first answer was lost) and the key is then found
// taken, the driver compares the object's ETag with the MD5 of its data
// and reports success if they match: the lost attempt was the one that
// created it (or another writer stored the same bytes).
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
// the same attempt budget. A short body is never returned as data. An
// attempt that goes Options.IdleTimeout (30 s by default) without progress,
// because the server took the request and sends no headers or stops in
// the middle of a body, fails with a *StallError and counts as a failed
// attempt too, so a server that hangs costs one timeout, not the caller's
// whole deadline. Every wait respects the context. The SDK's retry token bucket is off (the
// attempt budget bounds each call) and so is its logging (the errors say
// what happened).
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
