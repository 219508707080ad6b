package lance

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"google.golang.org/protobuf/encoding/protowire"

	"github.com/stablerow/stablerow/rowindex"
)

// TestVersionRunsLeftInManifest checks out a version whose fragments have
// inline version runs: the checkout holds none of their bytes, and the
// first CDC call reads them from the manifest file. A manifest rewritten
// after the checkout (a table deleted and written again at the same
// location) is an error naming the file, never other rows' versions.
func TestVersionRunsLeftInManifest(t *testing.T) {
	ctx := context.Background()
	dir := filepath.Join(t.TempDir(), "medium.lance")
	if err := os.CopyFS(dir, os.DirFS(datasetDir("medium"))); err != nil {
		t.Fatal(err)
	}
	ds, err := Open(ctx, dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	ver, err := ds.Latest(ctx)
	if err != nil {
		t.Fatal(err)
	}
	want, err := ver.Inserted(ctx, 1)
	if err != nil {
		t.Fatal(err)
	}
	// The same version, checked out again before the file changes, and
	// used after.
	ds2, err := Open(ctx, dir, &Options{Cache: NewCache(0)})
	if err != nil {
		t.Fatal(err)
	}
	later, err := ds2.Checkout(ctx, ver.Number())
	if err != nil {
		t.Fatal(err)
	}
	var ef *ExternalFile
	var frag uint32
	for _, f := range later.Manifest().Fragments {
		for _, ref := range []SequenceRef{f.CreatedAt, f.LastUpdatedAt} {
			if ref.Storage != StorageInline {
				continue
			}
			if ref.Inline != nil || !ref.inFile() {
				t.Fatalf("fragment %d: inline runs held in memory (%d bytes)", f.ID, len(ref.Inline))
			}
			if ef == nil || ref.External.Size > ef.Size {
				ef, frag = ref.External, f.ID
			}
		}
	}
	if ef == nil || ef.Size < 8 {
		t.Fatalf("medium's latest version has no inline runs to test (%+v)", ef)
	}
	name := filepath.Join(dir, filepath.FromSlash(ef.Path))
	orig, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	damaged := []struct {
		what string
		file []byte
	}{
		{"one byte of the runs changed", func() []byte {
			b := append([]byte(nil), orig...)
			b[ef.Offset+ef.Size/2] ^= 0x40
			return b
		}()},
		{"the runs' versions changed, same bytes otherwise", func() []byte {
			b := append([]byte(nil), orig...)
			if n := flipRunVersions(b[ef.Offset : ef.Offset+ef.Size]); n == 0 {
				t.Fatal("no one-byte run version to change")
			}
			return b
		}()},
		{"cut inside the runs", orig[:ef.Offset+ef.Size/2]},
	}
	for _, d := range damaged {
		// Two checkouts before the file changes: one for the
		// whole-manifest read of the CDC calls, one for the range read of
		// one row's versions (runs read once are kept).
		if err := os.WriteFile(name, orig, 0o644); err != nil {
			t.Fatal(err)
		}
		var pre [2]*Version
		for i := range pre {
			if pre[i], err = ds2.Checkout(ctx, ver.Number()); err != nil {
				t.Fatal(err)
			}
		}
		if err := os.WriteFile(name, d.file, 0o644); err != nil {
			t.Fatal(err)
		}
		got, err := pre[0].Inserted(ctx, 1)
		if err == nil {
			t.Fatalf("%s: Inserted gave %d ranges after the manifest was rewritten, want an error", d.what, len(got.Ranges()))
		}
		checkRewritten(t, d.what+", Inserted", err, ef.Path)
		_, _, _, err = pre[1].RowVersions(ctx, rowindex.NewRowAddress(frag, 0))
		checkRewritten(t, d.what+", RowVersions", err, ef.Path)
	}
	// Put back: the same Version reads its runs (a failed read is not
	// remembered) and answers as before.
	if err := os.WriteFile(name, orig, 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := later.Inserted(ctx, 1)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got.Ranges(), want.Ranges()) {
		t.Errorf("Inserted after the manifest is put back: %v, want %v", got.Ranges(), want.Ranges())
	}
}

// checkRewritten checks the error of a read of runs from a rewritten
// manifest: it names the file and has a format error's kind.
func checkRewritten(t *testing.T, what string, err error, file string) {
	t.Helper()
	if err == nil {
		t.Errorf("%s: no error", what)
		return
	}
	if !strings.Contains(err.Error(), file) || !(errors.Is(err, ErrMalformed) || errors.Is(err, ErrTruncated)) {
		t.Errorf("%s: error %v does not name %s or is not ErrMalformed/ErrTruncated", what, err, file)
	}
}

// flipRunVersions flips the low bit of every one-byte version of a
// serialized RowDatasetVersionSequence in place (another valid sequence of
// the same length) and returns how many it changed.
func flipRunVersions(b []byte) int {
	n := 0
	for off := 0; off < len(b); {
		_, _, tn := protowire.ConsumeTag(b[off:])
		run, m := protowire.ConsumeBytes(b[off+tn:])
		if tn < 0 || m < 0 {
			return n
		}
		start := off + tn + m - len(run)
		for p := 0; p < len(run); {
			num, typ, pn := protowire.ConsumeTag(run[p:])
			vn := protowire.ConsumeFieldValue(num, typ, run[p+pn:])
			if pn < 0 || vn < 0 {
				return n
			}
			if num == 2 && typ == protowire.VarintType && vn == 1 && b[start+p+pn] > 1 {
				b[start+p+pn] ^= 1
				n++
			}
			p += pn + vn
		}
		off += tn + m
	}
	return n
}
