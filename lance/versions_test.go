package lance

import (
	"context"
	"errors"
	"io/fs"
	"math"
	"testing"
	"testing/fstest"

	"github.com/stablerow/stablerow/objstore"
)

func versionManifest(v uint64) []byte {
	return manifestFile(nil, pbVarint(nil, 3, v))
}

func TestManifestPath(t *testing.T) {
	for _, c := range []struct {
		v      uint64
		scheme NamingScheme
		want   string
	}{
		{1, NamingV2, "_versions/18446744073709551614.manifest"},
		{2, NamingV2, "_versions/18446744073709551613.manifest"},
		{math.MaxUint64 - 5, NamingV2, "_versions/00000000000000000005.manifest"},
		{1, NamingV1, "_versions/1.manifest"},
		{123, NamingV1, "_versions/123.manifest"},
	} {
		if got := ManifestPath(c.v, c.scheme); got != c.want {
			t.Errorf("ManifestPath(%d, %v) = %s, want %s", c.v, c.scheme, got, c.want)
		}
		got, ok := parseManifestName(c.want[len(VersionsDir)+1:])
		if !ok || got != (VersionFile{Version: c.v, Scheme: c.scheme}) {
			t.Errorf("parse %s = %+v %v", c.want, got, ok)
		}
	}
	for _, bad := range []string{"latest_version_hint.json", ".manifest", "0.manifest", "01.manifest", "x1.manifest",
		"18446744073709551615.manifest", "99999999999999999999.manifest", "1.manifest.tmp", "-1.manifest", "1e3.manifest"} {
		if v, ok := parseManifestName(bad); ok {
			t.Errorf("parse %q = %+v, want not a manifest", bad, v)
		}
	}
	if NamingV1.String() != "v1" || NamingV2.String() != "v2" || NamingScheme(0).String() != "NamingScheme(0)" {
		t.Error("NamingScheme.String")
	}
}

func TestListVersions(t *testing.T) {
	fsys := fstest.MapFS{
		"_versions/10.manifest":                   {Data: versionManifest(10)},
		"_versions/2.manifest":                    {Data: versionManifest(2)},
		"_versions/18446744073709551614.manifest": {Data: versionManifest(1)},
		"_versions/latest_version_hint.json":      {Data: []byte(`{"version":10}`)},
		"_versions/.tmp/3.manifest":               {Data: versionManifest(3)},
		"_versions/7.manifest-partial":            {Data: nil},
	}
	got, err := ListVersions(context.Background(), objstore.FS(fsys))
	if err != nil {
		t.Fatal(err)
	}
	want := []VersionFile{{1, NamingV2}, {2, NamingV1}, {10, NamingV1}}
	if len(got) != len(want) {
		t.Fatalf("got %+v, want %+v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("got %+v, want %+v", got, want)
		}
	}
	ds, err := OpenFS(context.Background(), fsys, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range []uint64{1, 2, 10} {
		m, err := ds.Manifest(context.Background(), v)
		if err != nil || m.Version != v {
			t.Errorf("Manifest(%d) = %v, %v", v, m, err)
		}
	}
	if m, err := ds.LatestManifest(context.Background()); err != nil || m.Version != 10 {
		t.Errorf("Latest = %v, %v", m, err)
	}
	for _, v := range []uint64{0, 3, 11, math.MaxUint64} {
		_, err := ds.Manifest(context.Background(), v)
		var nf *VersionNotFoundError
		if !errors.Is(err, ErrVersionNotFound) || !errors.As(err, &nf) || nf.Version != v {
			t.Errorf("Manifest(%d) err = %v, want version not found", v, err)
		}
	}

	// A manifest whose content disagrees with its name.
	fsys["_versions/3.manifest"] = &fstest.MapFile{Data: versionManifest(4)}
	if _, err := ds.Manifest(context.Background(), 3); !errors.Is(err, ErrMalformed) {
		t.Errorf("mislabelled manifest: %v", err)
	}
	// One version under both schemes is ambiguous.
	fsys["_versions/18446744073709551613.manifest"] = &fstest.MapFile{Data: versionManifest(2)}
	if _, err := ListVersions(context.Background(), objstore.FS(fsys)); !errors.Is(err, ErrMalformed) {
		t.Errorf("duplicate version: %v", err)
	}
	// A manifest that cannot be read is an error, not a missing version.
	fsys["_versions/20.manifest"] = &fstest.MapFile{Data: []byte("garbage, garbage, garbage")}
	if _, err := ReadManifest(context.Background(), objstore.FS(fsys), "_versions/20.manifest"); !errors.Is(err, ErrMalformed) {
		t.Errorf("garbage manifest: %v", err)
	}
	if _, err := ReadManifest(context.Background(), objstore.FS(fsys), "_versions/21.manifest"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("missing manifest: %v", err)
	}
}

func TestNoVersions(t *testing.T) {
	for name, fsys := range map[string]fstest.MapFS{
		"no dir":   {"data/x.lance": {}},
		"empty":    {"_versions/latest_version_hint.json": {}},
		"only dir": {"_versions/5.manifest/x": {}},
	} {
		if _, err := OpenFS(context.Background(), fsys, nil); !errors.Is(err, ErrNoVersions) {
			t.Errorf("%s: OpenFS err = %v, want ErrNoVersions", name, err)
		}
	}
	if _, err := Open(context.Background(), "testdata/does-not-exist", nil); !errors.Is(err, ErrNoVersions) || !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Open of a missing dir: %v", err)
	}
}

// TestEmptyManifest decodes a manifest message with no fields.
func TestEmptyManifest(t *testing.T) {
	m, err := DecodeManifest(manifestFile(nil, nil))
	if err != nil || m.Version != 0 || len(m.Fragments) != 0 {
		t.Fatalf("empty manifest = %+v, %v", m, err)
	}
}
