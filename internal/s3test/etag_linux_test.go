package s3test

import (
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/sys/unix"
)

func TestAddDir(t *testing.T) {
	s := Start(t)
	src := t.TempDir()
	os.MkdirAll(filepath.Join(src, "data"), 0o755)
	os.WriteFile(filepath.Join(src, "data", "x.lance"), []byte("abc"), 0o644)
	os.WriteFile(filepath.Join(src, "top"), []byte("t"), 0o644)
	s.AddDir(t, "bk", "tables/t", src)
	b, err := os.ReadFile(filepath.Join(s.Root, "bk", "tables", "t", "data", "x.lance"))
	if err != nil || string(b) != "abc" {
		t.Fatalf("copied file = %q, %v", b, err)
	}
	if etag, err := readETag(filepath.Join(s.Root, "bk", "tables", "t", "top")); err != nil || etag != `"e358efa489f58062f10dd7316b65649e"` {
		t.Errorf("ETag of a copied file = %s, %v; want the quoted MD5 of its bytes", etag, err)
	}
}

// readETag reads the ETag setETag stored.
func readETag(name string) (string, error) {
	buf := make([]byte, 256)
	n, err := unix.Getxattr(name, "user.etag", buf)
	if err != nil {
		return "", err
	}
	return string(buf[:n]), nil
}
