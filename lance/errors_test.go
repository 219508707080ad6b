package lance

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestErrorsWrapOnce: an error of a checkout names the dataset, the
// version, the fragment and the file, each once, and says "lance:" once.
func TestErrorsWrapOnce(t *testing.T) {
	ctx := context.Background()
	dir := filepath.Join(t.TempDir(), "bad.lance")
	if err := os.CopyFS(dir, os.DirFS(datasetDir("basic"))); err != nil {
		t.Fatal(err)
	}
	ds, err := Open(ctx, dir, &Options{Cache: NewCache(0)})
	if err != nil {
		t.Fatal(err)
	}
	m, err := ds.Manifest(ctx, 7)
	if err != nil {
		t.Fatal(err)
	}
	var frag *DataFragment
	for i := range m.Fragments {
		if m.Fragments[i].DeletionFile != nil {
			frag = &m.Fragments[i]
			break
		}
	}
	name := frag.DeletionFile.Path(frag.ID)
	if err := os.WriteFile(filepath.Join(dir, name), []byte("not a deletion file"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = ds.Checkout(ctx, 7)
	if err == nil {
		t.Fatal("checkout of a corrupt deletion file succeeded")
	}
	msg := err.Error()
	for _, want := range []string{dir, "version 7", "fragment " + itoa(frag.ID), name} {
		if n := strings.Count(msg, want); n != 1 {
			t.Errorf("%q appears %d times in %q", want, n, msg)
		}
	}
	if n := strings.Count(msg, "lance:"); n > 1 {
		t.Errorf(`"lance:" appears %d times in %q`, n, msg)
	}
}

func itoa[T uint32 | uint64](v T) string { return strconv.FormatUint(uint64(v), 10) }
