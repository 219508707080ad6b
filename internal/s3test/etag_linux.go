package s3test

import (
	"crypto/md5"
	"encoding/hex"
	"fmt"
	"os"

	"golang.org/x/sys/unix"
)

// setETag gives a file copied into a bucket the ETag versitygw would have
// stored for it (the quoted MD5 of its bytes, in the user.etag extended
// attribute). versitygw's posix backend takes an object without one for
// absent when it checks If-None-Match, so without it a PutIfAbsent on a
// copied key would overwrite it.
func setETag(name string) error {
	data, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	sum := md5.Sum(data)
	if err := unix.Setxattr(name, "user.etag", []byte(`"`+hex.EncodeToString(sum[:])+`"`), 0); err != nil {
		return fmt.Errorf("setting the user.etag attribute of %s (versitygw needs a file system with extended attributes): %w", name, err)
	}
	return nil
}
