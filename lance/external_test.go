package lance

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
	"testing/fstest"

	"github.com/stablerow/stablerow/objstore"
	"github.com/stablerow/stablerow/rowindex"
)

func TestWriteExternalSequenceRoundTrip(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	store := objstore.Dir(dir)
	for i, seq := range [][]byte{rangeSeq, {}, bytes.Repeat([]byte{0xAB}, 100000)} {
		name := fmt.Sprintf("_rowids/%d.bin", i)
		ef, err := WriteExternalSequence(ctx, store, name, seq)
		if err != nil {
			t.Fatal(err)
		}
		if ef != (ExternalFile{Path: name, Offset: 0, Size: uint64(len(seq))}) {
			t.Errorf("ExternalFile = %+v", ef)
		}
		got, err := ReadExternal(ctx, store, &ef, 1<<20)
		if err != nil || !bytes.Equal(got, seq) {
			t.Fatalf("ReadExternal = %d bytes, %v; want %d bytes", len(got), err, len(seq))
		}
	}
	// No temporary file is left behind.
	entries, err := os.ReadDir(filepath.Join(dir, "_rowids"))
	if err != nil || len(entries) != 3 {
		t.Errorf("_rowids holds %v (%v), want the three files", entries, err)
	}
	// Files are written once.
	if _, err := WriteExternalSequence(ctx, store, "_rowids/0.bin", []byte{1}); !errors.Is(err, fs.ErrExist) {
		t.Errorf("WriteExternalSequence over an existing file: %v, want fs.ErrExist", err)
	}
	if got, _, err := store.Read(ctx, "_rowids/0.bin", 1<<20); err != nil || !bytes.Equal(got, rangeSeq) {
		t.Errorf("the existing file changed: %x, %v", got, err)
	}
}

func TestExternalWriterOffsets(t *testing.T) {
	ctx := context.Background()
	store := objstore.NewMemory()
	w, err := NewExternalWriter("ext/seqs.bin")
	if err != nil {
		t.Fatal(err)
	}
	seqs := [][]byte{rangeSeq, {1, 2, 3}, {}, bytes.Repeat([]byte{7}, 1000)}
	var refs []ExternalFile
	for _, s := range seqs {
		ef, err := w.Append(s)
		if err != nil {
			t.Fatal(err)
		}
		refs = append(refs, ef)
	}
	// Nothing is written before Put.
	if _, err := store.Stat(ctx, "ext/seqs.bin"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("file visible before Put: %v", err)
	}
	if err := w.Put(ctx, store); err != nil {
		t.Fatal(err)
	}
	if _, err := w.Append(nil); err == nil {
		t.Error("Append after Put succeeded")
	}
	if err := w.Put(ctx, store); err == nil {
		t.Error("a second Put succeeded")
	}
	for i, ef := range refs {
		got, err := ReadExternal(ctx, store, &ef, 1<<20)
		if err != nil || !bytes.Equal(got, seqs[i]) {
			t.Errorf("sequence %d at %+v: %x, %v", i, ef, got, err)
		}
	}
	if refs[1].Offset != uint64(len(rangeSeq)) || refs[3].Offset != uint64(len(rangeSeq)+3) {
		t.Errorf("offsets %+v", refs)
	}
	if _, err := NewExternalWriter("../escape.bin"); !errors.Is(err, ErrMalformed) {
		t.Errorf("NewExternalWriter outside the dataset: %v", err)
	}
}

// readOnlyFS hides the ReaderAt and Seeker of its files.
type readOnlyFS struct{ fs.FS }

type readOnlyFile struct{ f fs.File }

func (r readOnlyFile) Read(p []byte) (int, error) { return r.f.Read(p) }
func (r readOnlyFile) Stat() (fs.FileInfo, error) { return r.f.Stat() }
func (r readOnlyFile) Close() error               { return r.f.Close() }
func (r readOnlyFS) Open(name string) (fs.File, error) {
	f, err := r.FS.Open(name)
	if err != nil {
		return nil, err
	}
	return readOnlyFile{f}, nil
}

func TestReadExternal(t *testing.T) {
	data := []byte("0123456789")
	mapfs := fstest.MapFS{"x/seq.bin": {Data: data}, "dir/sub/f": {}}
	for name, fsys := range map[string]fs.FS{"readerat": mapfs, "stream": readOnlyFS{mapfs}} {
		t.Run(name, func(t *testing.T) {
			for _, c := range []struct{ off, size uint64 }{{0, 10}, {3, 4}, {10, 0}, {9, 1}, {0, 0}} {
				got, err := ReadExternal(context.Background(), objstore.FS(fsys), &ExternalFile{Path: "x/seq.bin", Offset: c.off, Size: c.size}, 1<<20)
				if err != nil || !bytes.Equal(got, data[c.off:c.off+c.size]) {
					t.Errorf("[%d,+%d) = %q, %v", c.off, c.size, got, err)
				}
			}
			for _, c := range []struct {
				ef   *ExternalFile
				kind error
			}{
				{&ExternalFile{Path: "x/seq.bin", Offset: 5, Size: 6}, ErrTruncated},
				{&ExternalFile{Path: "x/seq.bin", Offset: 11, Size: 0}, ErrTruncated},
				{&ExternalFile{Path: "x/seq.bin", Offset: 1 << 62, Size: 1 << 62}, ErrMalformed},
				{&ExternalFile{Path: "x/seq.bin", Offset: 0, Size: 1<<20 + 1}, ErrMalformed}, // larger than the cap
				{&ExternalFile{Path: "x/seq.bin", Offset: 1 << 40, Size: 8}, ErrTruncated},
				{&ExternalFile{Path: "x/seq.bin", Offset: 2, Size: 1<<64 - 1}, ErrMalformed},
				{&ExternalFile{Path: "../seq.bin", Size: 1}, ErrMalformed},
				{&ExternalFile{Path: "/x/seq.bin", Size: 1}, ErrMalformed},
				{&ExternalFile{Path: "", Size: 1}, ErrMalformed},
				{&ExternalFile{Path: "dir/sub", Size: 0}, objstore.ErrNotRegular},
				{&ExternalFile{Path: "x/missing.bin", Size: 1}, fs.ErrNotExist},
				{nil, ErrMalformed},
			} {
				got, err := ReadExternal(context.Background(), objstore.FS(fsys), c.ef, 1<<20)
				if !errors.Is(err, c.kind) || got != nil {
					t.Errorf("%+v: %q, %v; want %v", c.ef, got, err, c.kind)
				}
			}
		})
	}
}

// shortFS reports a larger size than the file holds, as a racing writer or a
// lying object store might.
type shortFS struct{ fs.FS }

type shortFile struct {
	fs.File
}

type bigInfo struct{ fs.FileInfo }

func (bigInfo) Size() int64                    { return 100 }
func (f shortFile) Stat() (fs.FileInfo, error) { st, err := f.File.Stat(); return bigInfo{st}, err }
func (f shortFile) ReadAt(p []byte, off int64) (int, error) {
	return f.File.(io.ReaderAt).ReadAt(p, off)
}
func (s shortFS) Open(name string) (fs.File, error) {
	f, err := s.FS.Open(name)
	if err != nil {
		return nil, err
	}
	return shortFile{f}, nil
}

func TestReadExternalShortRead(t *testing.T) {
	fsys := shortFS{fstest.MapFS{"s": {Data: []byte("abc")}}}
	_, err := ReadExternal(context.Background(), objstore.FS(fsys), &ExternalFile{Path: "s", Offset: 1, Size: 50}, 1<<20)
	if !errors.Is(err, ErrTruncated) {
		t.Errorf("short read: %v", err)
	}
}

// External created-at and last-updated-at version runs (DataFragment fields
// 10 and 8) are read like external row ids. Lance's readers stop with a
// todo!() panic on them; no Lance writer produces them (docs/FORMAT.md,
// "Differences from Lance").
func TestExternalVersionRuns(t *testing.T) {
	// RowDatasetVersionSequence: one run over Range 0..10 at version 5, and
	// one at version 7.
	created := []byte{0x0A, 0x08, 0x0A, 0x04, 0x0A, 0x02, 0x10, 0x0A, 0x10, 0x05}
	updated := []byte{0x0A, 0x08, 0x0A, 0x04, 0x0A, 0x02, 0x10, 0x0A, 0x10, 0x07}
	ext := func(off, size uint64) []byte {
		b := pbBytes(nil, 1, []byte("_rowids/versions.bin"))
		b = pbVarint(b, 2, off)
		return pbVarint(b, 3, size)
	}
	frag := fragmentPB(0, 10, rangeSeq)
	frag = pbBytes(frag, 8, ext(3, uint64(len(updated))))
	frag = pbBytes(frag, 10, ext(3+uint64(len(updated)), uint64(len(created))))
	var m []byte
	m = pbBytes(m, 2, frag)
	m = pbVarint(m, 3, 7)
	m = pbVarint(m, 9, FlagStableRowIDs)
	m = pbVarint(m, 10, FlagStableRowIDs)
	m = pbVarint(m, 14, 10)
	fsys := fstest.MapFS{
		"_versions/7.manifest": {Data: manifestFile(nil, m)},
		"_rowids/versions.bin": {Data: append(append([]byte("abc"), updated...), created...)},
	}
	ds, err := OpenFS(context.Background(), fsys, nil)
	if err != nil {
		t.Fatal(err)
	}
	v, err := ds.Checkout(context.Background(), 7)
	if err != nil {
		t.Fatal(err)
	}
	c, u, ok, err := v.RowVersions(context.Background(), rowindex.NewRowAddress(0, 3))
	if err != nil || !ok || c != 5 || u != 7 {
		t.Fatalf("RowVersions = created %d, updated %d, %v, %v; want 5, 7", c, u, ok, err)
	}
}
