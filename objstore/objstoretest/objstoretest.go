// Package objstoretest is the conformance suite every objstore driver
// passes: the same calls, edge cases and errors, run against a store that
// a driver's test makes.
package objstoretest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"sync"
	"testing"

	"github.com/stablerow/stablerow/objstore"
)

// Files is what a store under test holds when the suite starts.
var Files = map[string][]byte{
	"a.txt":           []byte("hello, objects"),
	"empty":           {},
	"dir/b.bin":       bytes.Repeat([]byte{1, 2, 3, 4, 5, 6, 7}, 1000),
	"dir/c":           []byte("c"),
	"dir/sub/d":       []byte("deeper"),
	"other/e.json":    []byte(`{"e":1}`),
	"dir-lookalike/f": []byte("f"),
}

// Maker returns a fresh store holding exactly files.
type Maker func(t *testing.T, files map[string][]byte) objstore.Store

// Run runs the suite. writable says whether the store supports
// PutIfAbsent (a read-only store must fail it with errors.ErrUnsupported).
func Run(t *testing.T, mk Maker, writable bool) {
	ctx := context.Background()
	t.Run("List", func(t *testing.T) {
		s := mk(t, Files)
		check := func(dir string, want ...string) {
			t.Helper()
			infos, err := s.List(ctx, dir)
			if err != nil {
				t.Fatalf("List(%q): %v", dir, err)
			}
			var got []string
			for _, in := range infos {
				got = append(got, in.Key)
				if want := int64(len(Files[in.Key])); in.Size != want {
					t.Errorf("List(%q): %s has size %d, want %d", dir, in.Key, in.Size, want)
				}
			}
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("List(%q) = %v, want %v", dir, got, want)
			}
		}
		check("", "a.txt", "empty")
		check("dir", "dir/b.bin", "dir/c")
		check("dir/", "dir/b.bin", "dir/c")
		check("dir/sub", "dir/sub/d")
		infos, err := s.List(ctx, "nothing-here")
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("List of a missing directory: %v, want empty or fs.ErrNotExist", err)
		}
		if len(infos) != 0 {
			t.Errorf("List of a missing directory = %v", infos)
		}
		if _, err := s.List(ctx, "../x"); !errors.Is(err, objstore.ErrInvalidKey) {
			t.Errorf("List(../x): %v, want ErrInvalidKey", err)
		}
	})
	t.Run("Stat", func(t *testing.T) {
		s := mk(t, Files)
		for key, data := range Files {
			info, err := s.Stat(ctx, key)
			if err != nil {
				t.Fatalf("Stat(%s): %v", key, err)
			}
			if info.Key != key || info.Size != int64(len(data)) {
				t.Errorf("Stat(%s) = %+v, want size %d", key, info, len(data))
			}
		}
		if _, err := s.Stat(ctx, "missing"); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("Stat(missing): %v, want fs.ErrNotExist", err)
		}
		if err := errOf(s.Stat(ctx, "missing")); err == nil || !contains(err.Error(), "missing") {
			t.Errorf("Stat(missing): error %v does not name the key", err)
		}
		for _, bad := range []string{"", "/abs", "a/../b", "./a"} {
			if _, err := s.Stat(ctx, bad); !errors.Is(err, objstore.ErrInvalidKey) {
				t.Errorf("Stat(%q): %v, want ErrInvalidKey", bad, err)
			}
		}
	})
	t.Run("Read", func(t *testing.T) {
		s := mk(t, Files)
		for key, data := range Files {
			b, info, err := s.Read(ctx, key, int64(len(data)))
			if err != nil {
				t.Fatalf("Read(%s): %v", key, err)
			}
			if !bytes.Equal(b, data) || info.Size != int64(len(data)) {
				t.Errorf("Read(%s) = %d bytes (info %+v), want %d", key, len(b), info, len(data))
			}
		}
		if _, _, err := s.Read(ctx, "dir/b.bin", 6999); !errors.Is(err, objstore.ErrTooLarge) {
			t.Errorf("Read over the limit: %v, want ErrTooLarge", err)
		}
		if _, _, err := s.Read(ctx, "missing", 100); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("Read(missing): %v, want fs.ErrNotExist", err)
		}
	})
	t.Run("ReadAt", func(t *testing.T) {
		s := mk(t, Files)
		data := Files["dir/b.bin"]
		for _, c := range []struct {
			off, n int
			eof    bool
		}{{0, 10, false}, {100, 1000, false}, {6990, 10, false}, {6995, 10, true}, {0, 7000, false}, {0, 7001, true}, {7000, 1, true}, {9000, 1, true}} {
			p := make([]byte, c.n)
			n, err := s.ReadAt(ctx, "dir/b.bin", p, int64(c.off))
			wantN := max(0, min(c.n, len(data)-c.off))
			if n != wantN || !bytes.Equal(p[:n], data[min(c.off, len(data)):min(c.off, len(data))+wantN]) {
				t.Errorf("ReadAt(off %d, %d bytes) = %d bytes, want %d", c.off, c.n, n, wantN)
			}
			if c.eof && err != io.EOF {
				t.Errorf("ReadAt(off %d, %d bytes): err %v, want io.EOF", c.off, c.n, err)
			}
			if !c.eof && err != nil {
				t.Errorf("ReadAt(off %d, %d bytes): %v", c.off, c.n, err)
			}
		}
		if _, err := s.ReadAt(ctx, "missing", make([]byte, 1), 0); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("ReadAt(missing): %v, want fs.ErrNotExist", err)
		}
		// The io.ReaderAt adapter reads the object through a SectionReader.
		r := objstore.NewReaderAt(ctx, s, "dir/b.bin", int64(len(data)))
		got, err := io.ReadAll(io.NewSectionReader(r, 0, r.Size()))
		if err != nil || !bytes.Equal(got, data) {
			t.Errorf("ReaderAt through a SectionReader: %d bytes, %v", len(got), err)
		}
	})
	t.Run("PutIfAbsent", func(t *testing.T) {
		s := mk(t, Files)
		if !writable {
			if err := s.PutIfAbsent(ctx, "new", []byte("x")); !errors.Is(err, errors.ErrUnsupported) {
				t.Errorf("PutIfAbsent on a read-only store: %v, want errors.ErrUnsupported", err)
			}
			return
		}
		if err := s.PutIfAbsent(ctx, "a.txt", []byte("overwrite")); !errors.Is(err, fs.ErrExist) {
			t.Errorf("PutIfAbsent on an existing key: %v, want fs.ErrExist", err)
		}
		if b, _, _ := s.Read(ctx, "a.txt", 1<<20); !bytes.Equal(b, Files["a.txt"]) {
			t.Errorf("a failed PutIfAbsent changed the object: %q", b)
		}
		if err := s.PutIfAbsent(ctx, "new/obj", []byte("created")); err != nil {
			t.Fatalf("PutIfAbsent: %v", err)
		}
		if b, _, err := s.Read(ctx, "new/obj", 100); err != nil || string(b) != "created" {
			t.Errorf("Read after PutIfAbsent = %q, %v", b, err)
		}
		// Of concurrent creates of one key exactly one wins.
		var wg sync.WaitGroup
		var mu sync.Mutex
		wins, exists := 0, 0
		for i := range 8 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				err := s.PutIfAbsent(ctx, "race", []byte{byte(i)})
				mu.Lock()
				defer mu.Unlock()
				switch {
				case err == nil:
					wins++
				case errors.Is(err, fs.ErrExist):
					exists++
				default:
					t.Errorf("concurrent PutIfAbsent: %v", err)
				}
			}()
		}
		wg.Wait()
		if wins != 1 || exists != 7 {
			t.Errorf("concurrent PutIfAbsent: %d won, %d saw fs.ErrExist; want 1 and 7", wins, exists)
		}
	})
	t.Run("Canceled", func(t *testing.T) {
		s := mk(t, Files)
		cctx, cancel := context.WithCancel(ctx)
		cancel()
		errs := map[string]error{
			"List":   errOf(s.List(cctx, "dir")),
			"Stat":   errOf(s.Stat(cctx, "a.txt")),
			"ReadAt": errOf(s.ReadAt(cctx, "a.txt", make([]byte, 1), 0)),
		}
		_, _, errs["Read"] = s.Read(cctx, "a.txt", 100)
		if writable {
			errs["PutIfAbsent"] = s.PutIfAbsent(cctx, "never", nil)
		}
		for op, err := range errs {
			if !errors.Is(err, context.Canceled) {
				t.Errorf("%s with a canceled context: %v, want context.Canceled", op, err)
			}
		}
	})
}

func errOf[T any](_ T, err error) error { return err }

func contains(s, sub string) bool { return bytes.Contains([]byte(s), []byte(sub)) }
