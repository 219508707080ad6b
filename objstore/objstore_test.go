package objstore_test

import (
	"context"
	"errors"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"testing/fstest"
	"time"

	"github.com/stablerow/stablerow/objstore"
	"github.com/stablerow/stablerow/objstore/objstoretest"
)

func writeDir(t *testing.T, files map[string][]byte) string {
	t.Helper()
	root := t.TempDir()
	for k, v := range files {
		p := filepath.Join(root, filepath.FromSlash(k))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, v, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

func TestDir(t *testing.T) {
	objstoretest.Run(t, func(t *testing.T, files map[string][]byte) objstore.Store {
		return objstore.Dir(writeDir(t, files))
	}, true)
}

func TestFS(t *testing.T) {
	objstoretest.Run(t, func(t *testing.T, files map[string][]byte) objstore.Store {
		m := fstest.MapFS{}
		for k, v := range files {
			m[k] = &fstest.MapFile{Data: v}
		}
		return objstore.FS(m)
	}, false)
}

func TestMemory(t *testing.T) {
	objstoretest.Run(t, func(t *testing.T, files map[string][]byte) objstore.Store {
		m := objstore.NewMemory()
		for k, v := range files {
			if err := m.Put(k, v); err != nil {
				t.Fatal(err)
			}
		}
		return m
	}, true)
}

func TestSub(t *testing.T) {
	objstoretest.Run(t, func(t *testing.T, files map[string][]byte) objstore.Store {
		m := objstore.NewMemory()
		for k, v := range files {
			if err := m.Put("root/ds/"+k, v); err != nil {
				t.Fatal(err)
			}
		}
		m.Put("root/outside", []byte("not in the sub-store"))
		s, err := objstore.Sub(m, "root/ds")
		if err != nil {
			t.Fatal(err)
		}
		return s
	}, true)
}

// TestDirSpecialFiles: a FIFO, a device, a directory or a dangling symlink
// where an object belongs is an error at once that names the key, never a
// read that blocks or runs until memory is gone.
func TestDirSpecialFiles(t *testing.T) {
	root := writeDir(t, map[string][]byte{"ok": []byte("x")})
	if err := syscall.Mkfifo(filepath.Join(root, "fifo"), 0o644); err != nil {
		t.Fatal(err)
	}
	must(t, os.Symlink("/dev/zero", filepath.Join(root, "zero")))
	must(t, os.Symlink(filepath.Join(root, "nowhere"), filepath.Join(root, "dangling")))
	must(t, os.Mkdir(filepath.Join(root, "adir"), 0o755))
	s := objstore.Dir(root)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for key, want := range map[string]error{"fifo": objstore.ErrNotRegular, "zero": objstore.ErrNotRegular,
		"adir": objstore.ErrNotRegular, "dangling": fs.ErrNotExist} {
		done := make(chan struct{})
		go func() {
			defer close(done)
			_, _, err := s.Read(ctx, key, 1<<30)
			if !errors.Is(err, want) || !strings.Contains(err.Error(), key) {
				t.Errorf("Read(%s): %v, want %v naming the key", key, err, want)
			}
			if _, err := s.ReadAt(ctx, key, make([]byte, 8), 0); !errors.Is(err, want) {
				t.Errorf("ReadAt(%s): %v, want %v", key, err, want)
			}
			if _, err := s.Stat(ctx, key); !errors.Is(err, want) {
				t.Errorf("Stat(%s): %v, want %v", key, err, want)
			}
		}()
		select {
		case <-done:
		case <-ctx.Done():
			t.Fatalf("reading %s blocked", key)
		}
	}
	// The listing shows the special files, so that reading one names it.
	infos, err := s.List(ctx, "")
	if err != nil {
		t.Fatal(err)
	}
	var keys []string
	for _, in := range infos {
		keys = append(keys, in.Key)
	}
	if got := strings.Join(keys, " "); got != "dangling fifo ok zero" {
		t.Errorf("List = %s", got)
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func TestOpen(t *testing.T) {
	ctx := context.Background()
	root := writeDir(t, map[string][]byte{"x/y": []byte("z")})
	for _, loc := range []string{root, "file://" + root, "FILE://localhost" + root} {
		s, err := objstore.Open(ctx, loc)
		if err != nil {
			t.Fatalf("Open(%s): %v", loc, err)
		}
		if b, _, err := s.Read(ctx, "x/y", 10); err != nil || string(b) != "z" {
			t.Errorf("Open(%s): read %q, %v", loc, b, err)
		}
	}
	for loc, want := range map[string]string{
		"gs://bucket/t.lance":     `objstore: no driver for URL scheme "gs"`,
		"s3://bucket/t.lance":     `import _ "github.com/stablerow/stablerow/objstore/s3store"`,
		"file://otherhost/x":      "only local files",
		"s3://bad host/%zz":       "malformed URL",
		"file://":                 "has no path",
		"custom-test://anything/": "", // registered below
	} {
		_, err := objstore.Open(ctx, loc)
		if want == "" {
			continue
		}
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Open(%s): %v, want an error containing %q", loc, err, want)
		}
	}
	if _, err := objstore.Open(ctx, "gs://b/t"); !errors.Is(err, objstore.ErrUnknownScheme) {
		t.Errorf("unknown scheme: %v, want ErrUnknownScheme", err)
	}
	mem := objstore.NewMemory()
	mem.Put("bucket/t/k", []byte("v"))
	objstore.Register("custom-test", func(ctx context.Context, u *url.URL) (objstore.Store, error) {
		return objstore.Sub(mem, u.Host+u.Path)
	})
	s, err := objstore.Open(ctx, "custom-test://bucket/t")
	if err != nil {
		t.Fatal(err)
	}
	if b, _, err := s.Read(ctx, "k", 10); err != nil || string(b) != "v" {
		t.Errorf("registered driver: read %q, %v", b, err)
	}
	if got := strings.Join(objstore.Schemes(), ","); !strings.Contains(got, "custom-test") || !strings.Contains(got, "file") {
		t.Errorf("Schemes() = %s", got)
	}
}
