package lance_test

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stablerow/stablerow/internal/lancetest"
	"github.com/stablerow/stablerow/lance"
	"github.com/stablerow/stablerow/objstore"
	"github.com/stablerow/stablerow/table"
)

// TestErrorStrings: the errors of the main paths, exactly. Each layer
// adds its context once: the dataset as the caller named it, the version,
// the fragment, the file, then the cause; "lance:" at most once, at the
// front, and no path twice. Where the cause is a decoder's message (a
// corrupt manifest or deletion file), the test fixes everything up to it
// and its kind.
func TestErrorStrings(t *testing.T) {
	ctx := context.Background()
	tmp := t.TempDir()
	missing := filepath.Join(tmp, "missing.lance")
	file := filepath.Join(tmp, "file.lance")
	if err := os.WriteFile(file, []byte("not a dataset"), 0o644); err != nil {
		t.Fatal(err)
	}
	empty := filepath.Join(tmp, "empty.lance")
	if err := os.Mkdir(empty, 0o755); err != nil {
		t.Fatal(err)
	}

	// A copy of basic with a corrupt manifest (version 12) and, in
	// another copy, a corrupt and a missing deletion file (version 7).
	copyOf := func(name string) string {
		dir := filepath.Join(tmp, name)
		if err := os.CopyFS(dir, os.DirFS(filepath.Join("testdata", "basic", "basic.lance"))); err != nil {
			t.Fatal(err)
		}
		return dir
	}
	badManifest := copyOf("bad-manifest.lance")
	manifest12 := lance.ManifestPath(12, lance.NamingV2)
	if _, err := os.Stat(filepath.Join(badManifest, manifest12)); err != nil {
		manifest12 = lance.ManifestPath(12, lance.NamingV1)
	}
	if err := os.WriteFile(filepath.Join(badManifest, manifest12), []byte("garbage garbage garbage garbage"), 0o644); err != nil {
		t.Fatal(err)
	}
	badDeletion := copyOf("bad-deletion.lance")
	ds, err := lance.Open(ctx, badDeletion, &lance.Options{Cache: lance.NewCache(0)})
	if err != nil {
		t.Fatal(err)
	}
	m7, err := ds.Manifest(ctx, 7)
	if err != nil {
		t.Fatal(err)
	}
	var dels []*lance.DataFragment
	for i := range m7.Fragments {
		if m7.Fragments[i].DeletionFile != nil {
			dels = append(dels, &m7.Fragments[i])
		}
	}
	if len(dels) < 1 {
		t.Fatal("version 7 has no deletion file")
	}
	corruptDel := dels[0].DeletionFile.Path(dels[0].ID)
	if err := os.WriteFile(filepath.Join(badDeletion, corruptDel), []byte("not a deletion file"), 0o644); err != nil {
		t.Fatal(err)
	}
	missingDel := copyOf("missing-deletion.lance")
	if err := os.Remove(filepath.Join(missingDel, corruptDel)); err != nil {
		t.Fatal(err)
	}

	// A dataset with external row ids whose row-id file is gone.
	versions, err := table.Replay(table.New(true), []table.Op{{Kind: table.OpAppend, Rows: []int{10}}})
	if err != nil {
		t.Fatal(err)
	}
	mem := objstore.NewMemory()
	if err := lancetest.Write(ctx, mem, versions, &lancetest.Options{ExternalRowIDs: true}); err != nil {
		t.Fatal(err)
	}
	mem.Delete("_rowids/v1.bin")
	external := "mem://external.lance"
	extDS, err := lance.OpenStore(ctx, mem, external, &lance.Options{Cache: lance.NewCache(0)})
	if err != nil {
		t.Fatal(err)
	}
	_, extErr := extDS.Checkout(ctx, 1)

	checkout := func(dir string, v uint64) error {
		ds, err := lance.Open(ctx, dir, &lance.Options{Cache: lance.NewCache(0)})
		if err != nil {
			return err
		}
		_, err = ds.Checkout(ctx, v)
		return err
	}
	basic := filepath.Join("testdata", "basic", "basic.lance")
	basicDS, err := lance.Open(ctx, basic, &lance.Options{Cache: lance.NewCache(0)})
	if err != nil {
		t.Fatal(err)
	}
	v7, err := basicDS.Checkout(ctx, 7)
	if err != nil {
		t.Fatal(err)
	}
	_, sinceErr := v7.Inserted(ctx, 9)
	frag := "fragment " + strconv.FormatUint(uint64(dels[0].ID), 10)
	for _, tc := range []struct {
		name   string
		err    error
		want   string // the whole message, or with prefix its beginning
		prefix bool
		is     []error
		once   []string // appear exactly once
		file   string   // the File of the *lance.FormatError
	}{
		{name: "open a missing directory", err: checkout(missing, 1),
			want: missing + ": no versions found: objstore: list _versions: no such file or directory",
			is:   []error{lance.ErrNoVersions, fs.ErrNotExist}, once: []string{missing}},
		{name: "open a regular file", err: checkout(file, 1),
			want: file + ": no versions found: objstore: list _versions: not a directory",
			is:   []error{lance.ErrNoVersions}, once: []string{file}},
		{name: "open an empty directory", err: checkout(empty, 1),
			want: empty + ": no versions found: objstore: list _versions: no such file or directory",
			is:   []error{lance.ErrNoVersions}, once: []string{empty}},
		{name: "open a bad URL", err: checkout("nosuch://x/y.lance", 1), prefix: true,
			want: `lance: open: objstore: no driver for URL scheme "nosuch" in "nosuch://x/y.lance"; registered: `,
			is:   []error{objstore.ErrUnknownScheme}, once: []string{"nosuch://x/y.lance"}},
		{name: "missing version", err: checkout(basic, 99),
			want: basic + ": version 99 not found", is: []error{lance.ErrVersionNotFound}, once: []string{basic}},
		{name: "version 0", err: checkout(basic, 0),
			want: basic + ": version 0 not found: versions are numbered from 1", is: []error{lance.ErrVersionNotFound}},
		{name: "changes since a newer version", err: sinceErr,
			want: basic + ": changes since version 9 asked of version 7: it is older", once: []string{basic}},
		{name: "corrupt manifest", err: checkout(badManifest, 12), prefix: true,
			want: badManifest + ": " + manifest12 + ": ", file: manifest12,
			once: []string{badManifest, manifest12}},
		{name: "corrupt deletion file", err: checkout(badDeletion, 7), prefix: true,
			want: badDeletion + ": version 7: " + frag + ": " + corruptDel + ": ", file: corruptDel,
			once: []string{badDeletion, "version 7", frag, corruptDel}},
		{name: "missing deletion file", err: checkout(missingDel, 7),
			want: missingDel + ": version 7: " + frag + ": read deletion file: objstore: read " + corruptDel + ": no such file or directory",
			is:   []error{fs.ErrNotExist}, once: []string{missingDel, frag, corruptDel}},
		{name: "missing external row ids", err: extErr,
			want: external + ": version 1: fragment 0: row ids: read external file: objstore: readat _rowids/v1.bin: file does not exist",
			is:   []error{fs.ErrNotExist}, once: []string{external, "_rowids/v1.bin"}},
		{name: "missing expected file", err: readExpectedErr(filepath.Join(tmp, "x.json")),
			want: "lance: expected file " + filepath.Join(tmp, "x.json") + ": no such file or directory",
			is:   []error{fs.ErrNotExist}},
		{name: "expected file is a directory", err: readExpectedErr(tmp),
			want: "lance: expected file " + tmp + ": is a directory", once: []string{tmp}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.err == nil {
				t.Fatal("no error")
			}
			msg := tc.err.Error()
			if tc.prefix && !strings.HasPrefix(msg, tc.want) || !tc.prefix && msg != tc.want {
				t.Errorf("error\n %q\nwant %q (prefix %v)", msg, tc.want, tc.prefix)
			}
			for _, kind := range tc.is {
				if !errors.Is(tc.err, kind) {
					t.Errorf("%q does not match %v", msg, kind)
				}
			}
			var fe *lance.FormatError
			if tc.file != "" && (!errors.As(tc.err, &fe) || fe.File != tc.file) {
				t.Errorf("%q: not a *FormatError naming %s", msg, tc.file)
			}
			for _, s := range tc.once {
				if n := strings.Count(msg, s); n != 1 {
					t.Errorf("%q appears %d times in %q", s, n, msg)
				}
			}
			if n := strings.Count(msg, "lance: ") - strings.Count(msg, ".lance: "); n > 1 || n == 1 && !strings.HasPrefix(msg, "lance: ") {
				t.Errorf(`"lance:" appears %d times in %q, or not in front`, n, msg)
			}
		})
	}
}

func readExpectedErr(path string) error {
	_, err := lance.ReadExpectedFile(path)
	return err
}
