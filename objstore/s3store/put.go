package s3store

import (
	"bytes"
	"context"
	"crypto/md5"
	"encoding/hex"
	"strings"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/s3"
)

// PutIfAbsent implements objstore.Store: PutObject with If-None-Match: *.
//
// When the SDK retried the request (a response lost to a reset, say) and
// the last attempt found the key taken, the first attempt may have been
// the one that created it: the driver then compares the object's ETag
// with the MD5 of data (the ETag of a single-part upload) and reports
// success if they are the same bytes. (Where the ETag is not the MD5, as
// with SSE-KMS on AWS, the answer stays fs.ErrExist.)
func (s *Store) PutIfAbsent(ctx context.Context, key string, data []byte) error {
	if err := checkKey("put", key); err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return s.wrap(ctx, "put", key, err)
	}
	opt, attempts := s.policy.callOptions(s.policy.maxAttempts)
	_, err := s.client.PutObject(ctx, &s3.PutObjectInput{
		Bucket:        aws.String(s.bucket),
		Key:           aws.String(s.objectKey(key)),
		Body:          bytes.NewReader(data),
		ContentLength: aws.Int64(int64(len(data))),
		IfNoneMatch:   aws.String("*"),
	}, opt)
	if err != nil && attempts.Load() > 1 && isPreconditionFailed(err) && ctx.Err() == nil {
		sum := md5.Sum(data)
		if info, serr := s.Stat(ctx, key); serr == nil && info.Size == int64(len(data)) && strings.Trim(info.ETag, `"`) == hex.EncodeToString(sum[:]) {
			return nil
		}
	}
	return s.wrap(ctx, "put", key, err)
}

// String returns the store's location, s3://BUCKET or s3://BUCKET/PREFIX.
func (s *Store) String() string {
	if s.prefix == "" {
		return "s3://" + s.bucket
	}
	return "s3://" + s.bucket + "/" + s.prefix
}
