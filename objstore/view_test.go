package objstore_test

import (
	"bytes"
	"context"
	"errors"
	"io/fs"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/stablerow/stablerow/objstore"
)

// TestView checks that View lends the bytes Read returns, on every store
// and at sizes on both sides of the size from which Dir maps files, and
// fails as Read does.
func TestView(t *testing.T) {
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(1, 2))
	files := map[string][]byte{}
	for _, n := range []int{0, 1, 100, 16<<10 - 1, 16 << 10, 16<<10 + 1, 1<<20 + 3} {
		b := make([]byte, n)
		for i := range b {
			b[i] = byte(rng.Uint32())
		}
		files["d/f"+strings.Repeat("x", n%7)+string(rune('a'+len(files)))] = b
	}
	root := writeDir(t, files)
	mem := objstore.NewMemory()
	for k, v := range files {
		if err := mem.PutIfAbsent(ctx, "root/"+k, v); err != nil {
			t.Fatal(err)
		}
	}
	sub, err := objstore.Sub(mem, "root")
	if err != nil {
		t.Fatal(err)
	}
	stores := map[string]objstore.Store{"dir": objstore.Dir(root), "fs": objstore.FS(os.DirFS(root)), "sub": sub}
	for name, s := range stores {
		for k, want := range files {
			var got []byte
			err := objstore.View(ctx, s, k, 1<<30, func(b []byte) error {
				got = bytes.Clone(b)
				return nil
			})
			if err != nil || !bytes.Equal(got, want) {
				t.Errorf("%s: View %s: %d bytes (%v), want %d", name, k, len(got), err, len(want))
			}
			if len(want) > 1 {
				err := objstore.View(ctx, s, k, int64(len(want)-1), func([]byte) error { t.Errorf("%s: f called on a too large object", name); return nil })
				if !errors.Is(err, objstore.ErrTooLarge) {
					t.Errorf("%s: View %s with a limit below its size: %v, want ErrTooLarge", name, k, err)
				}
			}
		}
		mine := errors.New("from f")
		for k := range files {
			if err := objstore.View(ctx, s, k, 1<<30, func([]byte) error { return mine }); err != mine {
				t.Errorf("%s: View %s returned %v, not f's error", name, k, err)
			}
			break
		}
		if err := objstore.View(ctx, s, "d/missing", 1<<30, func([]byte) error { return nil }); !errors.Is(err, fs.ErrNotExist) || !strings.Contains(err.Error(), "d/missing") {
			t.Errorf("%s: View of a missing object: %v", name, err)
		}
		cctx, cancel := context.WithCancel(ctx)
		cancel()
		if err := objstore.View(cctx, s, "d/missing", 1<<30, func([]byte) error { return nil }); !errors.Is(err, context.Canceled) {
			t.Errorf("%s: View with a cancelled context: %v", name, err)
		}
	}
}
