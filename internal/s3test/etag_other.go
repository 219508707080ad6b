//go:build !linux

package s3test

// setETag does nothing where the harness does not know versitygw's
// attribute names: copied objects have no ETag, and versitygw does not
// see them when it checks If-None-Match.
func setETag(string) error { return nil }
