package s3store

import (
	"context"
	"slices"
	"strings"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/s3"

	"github.com/stablerow/stablerow/objstore"
)

// listPrefix is the S3 prefix of the store-relative directory dir.
func (s *Store) listPrefix(dir string) string {
	dir = strings.Trim(dir, "/")
	switch {
	case dir == "" && s.prefix == "":
		return ""
	case dir == "":
		return s.prefix + "/"
	}
	return s.objectKey(dir) + "/"
}

// List implements objstore.Store: ListObjectsV2 with the delimiter "/",
// every page, each page with the whole attempt budget.
func (s *Store) List(ctx context.Context, dir string) ([]objstore.ObjectInfo, error) {
	if dir != "" {
		if err := checkKey("list", strings.TrimSuffix(dir, "/")); err != nil {
			return nil, err
		}
	}
	if err := ctx.Err(); err != nil {
		return nil, s.wrap(ctx, "list", dir, err)
	}
	prefix := s.listPrefix(dir)
	root := s.listPrefix("")
	in := &s3.ListObjectsV2Input{Bucket: aws.String(s.bucket), Delimiter: aws.String("/")}
	if prefix != "" {
		in.Prefix = aws.String(prefix)
	}
	var infos []objstore.ObjectInfo
	pages := s3.NewListObjectsV2Paginator(s.client, in)
	for pages.HasMorePages() {
		opt, _ := s.policy.callOptions(s.policy.maxAttempts)
		page, err := pages.NextPage(ctx, opt)
		if err != nil {
			return nil, s.wrap(ctx, "list", dir, err)
		}
		for _, obj := range page.Contents {
			k := aws.ToString(obj.Key)
			// A key ending in "/" is a directory marker, not an object.
			if !strings.HasPrefix(k, prefix) || k == prefix || strings.HasSuffix(k, "/") {
				continue
			}
			infos = append(infos, objstore.ObjectInfo{
				Key:     strings.TrimPrefix(k, root),
				Size:    aws.ToInt64(obj.Size),
				ETag:    aws.ToString(obj.ETag),
				ModTime: aws.ToTime(obj.LastModified),
			})
		}
	}
	slices.SortFunc(infos, func(a, b objstore.ObjectInfo) int { return strings.Compare(a.Key, b.Key) })
	return infos, nil
}

// Stat implements objstore.Store with HeadObject. A 404 does not say
// whether the object or the bucket is missing: a ListObjectsV2 of the key
// tells.
func (s *Store) Stat(ctx context.Context, key string) (objstore.ObjectInfo, error) {
	if err := checkKey("stat", key); err != nil {
		return objstore.ObjectInfo{}, err
	}
	if err := ctx.Err(); err != nil {
		return objstore.ObjectInfo{}, s.wrap(ctx, "stat", key, err)
	}
	opt, _ := s.policy.callOptions(s.policy.maxAttempts)
	out, err := s.client.HeadObject(ctx, &s3.HeadObjectInput{Bucket: aws.String(s.bucket), Key: aws.String(s.objectKey(key))}, opt)
	if err != nil {
		if isNotFound(err) && ctx.Err() == nil {
			// A bodiless 404: ask the bucket (a GET, whose error has a
			// code) whether the bucket is missing or the credentials are
			// refused (versitygw answers an unknown access key with 404).
			opt, _ := s.policy.callOptions(s.policy.maxAttempts)
			_, lerr := s.client.ListObjectsV2(ctx, &s3.ListObjectsV2Input{Bucket: aws.String(s.bucket), Prefix: aws.String(s.objectKey(key)), MaxKeys: aws.Int32(1)}, opt)
			if isNoSuchBucket(lerr) || isPermission(lerr) {
				err = lerr
			}
		}
		return objstore.ObjectInfo{}, s.wrap(ctx, "stat", key, err)
	}
	return objstore.ObjectInfo{
		Key:     key,
		Size:    aws.ToInt64(out.ContentLength),
		ETag:    aws.ToString(out.ETag),
		ModTime: aws.ToTime(out.LastModified),
	}, nil
}
