package lance

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"google.golang.org/protobuf/encoding/protowire"
)

// manifestFile frames a Manifest protobuf (and an optional transaction) as
// Lance writes it: [len][txn] at 0, [len][manifest] at manifest_pos, footer.
func manifestFile(txn, manifest []byte) []byte {
	var b []byte
	if txn != nil {
		b = binary.LittleEndian.AppendUint32(b, uint32(len(txn)))
		b = append(b, txn...)
	}
	pos := len(b)
	b = binary.LittleEndian.AppendUint32(b, uint32(len(manifest)))
	b = append(b, manifest...)
	b = binary.LittleEndian.AppendUint64(b, uint64(pos))
	b = binary.LittleEndian.AppendUint16(b, 0)
	b = binary.LittleEndian.AppendUint16(b, 2)
	return append(b, manifestMagic...)
}

func pbVarint(b []byte, num protowire.Number, v uint64) []byte {
	b = protowire.AppendTag(b, num, protowire.VarintType)
	return protowire.AppendVarint(b, v)
}

func pbBytes(b []byte, num protowire.Number, v []byte) []byte {
	b = protowire.AppendTag(b, num, protowire.BytesType)
	return protowire.AppendBytes(b, v)
}

// fragmentPB builds a DataFragment with inline row ids when rowIDs is not nil.
func fragmentPB(id, physicalRows uint64, rowIDs []byte) []byte {
	var b []byte
	b = pbVarint(b, 1, id)
	b = pbBytes(b, 2, pbBytes(nil, 1, []byte("file.lance")))
	b = pbVarint(b, 4, physicalRows)
	if rowIDs != nil {
		b = pbBytes(b, 5, rowIDs)
	}
	return b
}

// readTestManifest returns the bytes of a real manifest file.
func readTestManifest(t testing.TB, dataset string, version uint64) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(datasetDir(dataset), ManifestPath(version, NamingV2)))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

var rangeSeq = []byte{0x0A, 0x04, 0x0A, 0x02, 0x10, 0x0A} // Range 0..10

func TestDecodeManifestBuilt(t *testing.T) {
	ext := pbBytes(nil, 1, []byte("_rowids/7.bin"))
	ext = pbVarint(ext, 2, 5)
	ext = pbVarint(ext, 3, 6)
	frag := fragmentPB(7, 10, nil)
	frag = pbBytes(frag, 6, ext)
	frag = pbBytes(frag, 7, nil) // present, empty
	del := pbVarint(nil, 1, 1)
	del = pbVarint(del, 2, 3)
	del = pbVarint(del, 3, 99)
	del = pbVarint(del, 4, 2)
	frag = pbBytes(frag, 3, del)
	frag = pbVarint(frag, 500, 1) // unknown fields are skipped
	frag = protowire.AppendTag(frag, 501, protowire.Fixed64Type)
	frag = protowire.AppendFixed64(frag, 1)
	var m []byte
	m = pbBytes(m, 2, frag)
	m = pbVarint(m, 3, 4)
	m = pbVarint(m, 9, FlagStableRowIDs|FlagDeletionFiles)
	m = pbVarint(m, 10, 64) // unknown writer flag: readable, not writable
	m = pbVarint(m, 14, 10)
	m = pbBytes(m, 1000, []byte("unknown"))
	got, err := DecodeManifest(manifestFile(nil, m))
	if err != nil {
		t.Fatal(err)
	}
	if got.Version != 4 || !got.StableRowIDs() || got.NextRowID != 10 || got.HasMaxFragmentID || got.Transaction != nil || len(got.Fragments) != 1 {
		t.Fatalf("got %+v", got)
	}
	if err := got.CheckWritable(); !errors.Is(err, ErrUnsupported) {
		t.Errorf("CheckWritable = %v, want ErrUnsupported", err)
	}
	f := got.Fragments[0]
	if f.RowIDs.Storage != StorageExternal || *f.RowIDs.External != (ExternalFile{Path: "_rowids/7.bin", Offset: 5, Size: 6}) {
		t.Errorf("row ids %+v", f.RowIDs)
	}
	if f.LastUpdatedAt.Storage != StorageInline || len(f.LastUpdatedAt.Inline) != 0 || f.CreatedAt.Storage != StorageNone {
		t.Errorf("version sequences %+v %+v", f.LastUpdatedAt, f.CreatedAt)
	}
	if *f.DeletionFile != (DeletionFile{Type: DeletionBitmap, ReadVersion: 3, ID: 99, NumDeletedRows: 2}) || f.DeletionFile.Path(7) != "_deletions/7-3-99.bin" {
		t.Errorf("deletion file %+v %s", f.DeletionFile, f.DeletionFile.Path(7))
	}
	if got.Fragment(7) != &got.Fragments[0] || got.Fragment(8) != nil {
		t.Error("Fragment lookup")
	}

	// The external bytes are read through the dataset's file system.
	fsys := fstest.MapFS{
		"_versions/4.manifest": {Data: manifestFile(nil, m)},
		"_rowids/7.bin":        {Data: append([]byte("12345"), rangeSeq...)},
	}
	ds, err := OpenFS(context.Background(), fsys, nil)
	if err != nil {
		t.Fatal(err)
	}
	m4, err := ds.Manifest(context.Background(), 4)
	if err != nil {
		t.Fatal(err)
	}
	seq, err := ds.SequenceBytes(context.Background(), m4.Fragments[0].RowIDs)
	if err != nil || !bytes.Equal(seq, rangeSeq) {
		t.Errorf("SequenceBytes = %x, %v; want %x", seq, err, rangeSeq)
	}
	if seq, err := ds.SequenceBytes(context.Background(), m4.Fragments[0].CreatedAt); seq != nil || err != nil {
		t.Errorf("absent sequence = %x, %v", seq, err)
	}
	// The deletion file it names is missing: an error, never "no deletions".
	if bm, err := ds.Deletions(context.Background(), &m4.Fragments[0]); !errors.Is(err, os.ErrNotExist) || bm != nil {
		t.Errorf("Deletions of a missing file = %v, %v", bm, err)
	}
}

func TestDecodeManifestErrors(t *testing.T) {
	valid := func(extra ...[]byte) []byte {
		m := pbBytes(nil, 2, fragmentPB(0, 10, rangeSeq))
		m = pbVarint(m, 3, 1)
		m = pbVarint(m, 9, FlagStableRowIDs)
		for _, e := range extra {
			m = append(m, e...)
		}
		return m
	}
	if _, err := DecodeManifest(manifestFile(nil, valid())); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name     string
		manifest []byte
		kind     error
		msg      string
	}{
		{"unknown reader flag", valid(pbVarint(nil, 9, 64|FlagStableRowIDs)), ErrUnsupported, "reader feature flags"},
		{"missing row ids", append(valid(), pbBytes(nil, 2, fragmentPB(1, 5, nil))...), ErrMissingRowIDs, "fragment 1"},
		{"version as bytes", valid(pbBytes(nil, 3, []byte{1})), ErrMalformed, "field 3 (version)"},
		{"fragments as varint", valid(pbVarint(nil, 2, 1)), ErrMalformed, "field 2 (fragments)"},
		{"flags as fixed32", valid(protowire.AppendFixed32(protowire.AppendTag(nil, 10, protowire.Fixed32Type), 1)), ErrMalformed, "field 10 (writer_feature_flags)"},
		{"max fragment id overflow", valid(pbVarint(nil, 11, 1<<32)), ErrMalformed, "max_fragment_id"},
		{"deletion type", valid(pbBytes(nil, 2, append(fragmentPB(2, 5, rangeSeq), pbBytes(nil, 3, pbVarint(nil, 1, 2))...))), ErrUnsupported, "file_type"},
		{"physical rows as bytes", valid(pbBytes(nil, 2, pbBytes(fragmentPB(2, 5, rangeSeq), 4, nil))), ErrMalformed, "field 4 (physical_rows)"},
		{"row ids as varint", valid(pbBytes(nil, 2, pbVarint(fragmentPB(2, 5, nil), 5, 1))), ErrMalformed, "field 5 (inline_row_ids)"},
		{"external size overflow", valid(pbBytes(nil, 2, pbBytes(fragmentPB(2, 5, nil), 6, pbVarint(pbVarint(nil, 2, 1), 3, 1<<64-1)))), ErrMalformed, "overflows"},
		{"external path utf8", valid(pbBytes(nil, 2, pbBytes(fragmentPB(2, 5, nil), 6, pbBytes(nil, 1, []byte{0xff})))), ErrMalformed, "utf-8"},
		{"fragment cut", valid(protowire.AppendVarint(protowire.AppendTag(nil, 2, protowire.BytesType), 50)), ErrTruncated, "field 2 (fragments)"},
		{"bad tag", valid([]byte{0x80}), ErrMalformed, "tag"},
		{"field zero", valid([]byte{0x00, 0x01}), ErrMalformed, "tag"},
		{"lone end group", valid(protowire.AppendTag(nil, 77, protowire.EndGroupType)), ErrMalformed, "field 77"},
		{"transaction section past manifest", valid(pbVarint(nil, 21, 1<<40)), ErrMalformed, "transaction section"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := DecodeManifest(manifestFile(nil, c.manifest))
			if !errors.Is(err, c.kind) || !strings.Contains(err.Error(), c.msg) {
				t.Fatalf("err = %v, want %v mentioning %q", err, c.kind, c.msg)
			}
			var fe *FormatError
			if !errors.As(err, &fe) {
				t.Fatalf("%T is not a *FormatError", err)
			}
		})
	}
}

// TestManifestFraming corrupts the framing of a real manifest file.
func TestManifestFraming(t *testing.T) {
	good := readTestManifest(t, "basic", 7)
	if _, err := DecodeManifest(good); err != nil {
		t.Fatal(err)
	}
	footer := len(good) - manifestFooterSize
	pos := int(binary.LittleEndian.Uint64(good[footer:]))
	mutate := func(f func(b []byte)) []byte {
		b := bytes.Clone(good)
		f(b)
		return b
	}
	cases := []struct {
		name string
		file []byte
		kind error
		msg  string
	}{
		{"empty", nil, ErrTruncated, "shorter than its 16-byte footer"},
		{"bad magic", mutate(func(b []byte) { b[len(b)-1] = 'D' }), ErrMalformed, "LANC"},
		{"manifest_pos past the end", mutate(func(b []byte) { binary.LittleEndian.PutUint64(b[footer:], uint64(len(good))) }), ErrMalformed, "manifest_pos"},
		{"manifest_pos huge", mutate(func(b []byte) { binary.LittleEndian.PutUint64(b[footer:], 1<<63) }), ErrMalformed, "manifest_pos"},
		{"manifest_pos at footer-2", mutate(func(b []byte) { binary.LittleEndian.PutUint64(b[footer:], uint64(footer-2)) }), ErrMalformed, "manifest_pos"},
		{"manifest_pos early", mutate(func(b []byte) { binary.LittleEndian.PutUint64(b[footer:], uint64(pos-4)) }), nil, "manifest section"},
		{"manifest length long", mutate(func(b []byte) { b[pos]++ }), ErrTruncated, "manifest section"},
		{"manifest length short", mutate(func(b []byte) { b[pos]-- }), ErrMalformed, "manifest section"},
		{"transaction length long", mutate(func(b []byte) { b[1] = 0x10 }), ErrTruncated, "transaction section"},
		{"extra byte before footer", append(append(bytes.Clone(good[:footer]), 0), good[footer:]...), ErrMalformed, "manifest section"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := DecodeManifest(c.file)
			if err == nil || (c.kind != nil && !errors.Is(err, c.kind)) || !strings.Contains(err.Error(), c.msg) {
				t.Fatalf("err = %v, want %v mentioning %q", err, c.kind, c.msg)
			}
		})
	}
}

// TestManifestTruncated cuts real manifests at every length: each must fail
// cleanly (the footer is gone).
func TestManifestTruncated(t *testing.T) {
	for _, src := range []struct {
		dataset string
		version uint64
		step    int
	}{{"basic", 1, 1}, {"basic", 12, 1}, {"medium", 10, 5}} {
		good := readTestManifest(t, src.dataset, src.version)
		for n := 0; n < len(good); n += src.step {
			if _, err := DecodeManifest(good[:n]); err == nil {
				t.Fatalf("%s v%d cut to %d bytes decoded", src.dataset, src.version, n)
			} else if !errors.Is(err, ErrTruncated) && !errors.Is(err, ErrMalformed) {
				t.Fatalf("%s v%d cut to %d: %v", src.dataset, src.version, n, err)
			}
		}
	}
}

// TestManifestFlippedBytes flips every byte of real manifests: decoding must
// never panic, and flips in the framing must be errors.
func TestManifestFlippedBytes(t *testing.T) {
	for _, src := range []struct {
		dataset string
		version uint64
	}{{"basic", 1}, {"basic", 7}, {"holes", 7}} {
		good := readTestManifest(t, src.dataset, src.version)
		footer := len(good) - manifestFooterSize
		pos := int(binary.LittleEndian.Uint64(good[footer:]))
		mustFail := map[int]bool{pos: true, pos + 1: true, pos + 2: true, pos + 3: true, 0: true, 1: true, 2: true, 3: true}
		for i := footer; i < len(good); i++ {
			mustFail[i] = i < footer+8 || i >= footer+12 // not major/minor
		}
		b := bytes.Clone(good)
		failed := 0
		for i := range b {
			b[i] ^= 0xFF
			_, err := DecodeManifest(b)
			b[i] ^= 0xFF
			if err != nil {
				failed++
				var fe *FormatError
				if !errors.As(err, &fe) {
					t.Fatalf("flip at %d: %T %v is not a *FormatError", i, err, err)
				}
			} else if mustFail[i] {
				t.Errorf("%s v%d: flip at %d decoded", src.dataset, src.version, i)
			}
		}
		t.Logf("%s v%d: %d of %d flips rejected", src.dataset, src.version, failed, len(b))
	}
}

func TestStorageAndTransactionNames(t *testing.T) {
	if StorageNone.String() != "none" || StorageInline.String() != "inline" || StorageExternal.String() != "external" || Storage(9).String() != "Storage(9)" {
		t.Error("Storage.String")
	}
	if DeletionArrow.String() != "arrow" || DeletionBitmap.String() != "bitmap" || DeletionFileType(5).String() != "DeletionFileType(5)" {
		t.Error("DeletionFileType.String")
	}
	if (&Transaction{Operation: 108}).OperationName() != "Update" || (&Transaction{Operation: 150}).OperationName() != "Operation(150)" {
		t.Error("OperationName")
	}
}

// TestCheckoutInvariants: a manifest whose fragments hold a row id at or
// above next_row_id, or whose fragment id is above max_fragment_id, is
// malformed (Lance's writers never write one), and the error names it.
func TestCheckoutInvariants(t *testing.T) {
	ctx := context.Background()
	manifest := func(nextRowID, maxFragID uint64) []byte {
		var m []byte
		m = pbBytes(m, 2, fragmentPB(0, 10, rangeSeq))                                               // ids 0..9
		m = pbBytes(m, 2, fragmentPB(3, 10, []byte{0x0A, 0x06, 0x0A, 0x04, 0x08, 0x0A, 0x10, 0x14})) // ids 10..19
		m = pbVarint(m, 3, 1)
		m = pbVarint(m, 9, FlagStableRowIDs)
		m = pbVarint(m, 11, maxFragID)
		m = pbVarint(m, 14, nextRowID)
		return manifestFile(nil, m)
	}
	for _, c := range []struct {
		next, maxFrag uint64
		says          string
	}{
		{20, 3, ""},
		{19, 3, "row id 19, not below next_row_id 19"},
		{0, 3, "not below next_row_id 0"},
		{20, 2, "fragment 3 is above max_fragment_id 2"},
	} {
		ds, err := OpenFS(ctx, fstest.MapFS{"_versions/1.manifest": {Data: manifest(c.next, c.maxFrag)}}, nil)
		if err != nil {
			t.Fatal(err)
		}
		_, err = ds.Checkout(ctx, 1)
		if c.says == "" {
			if err != nil {
				t.Errorf("next %d, max %d: %v", c.next, c.maxFrag, err)
			}
			continue
		}
		if !errors.Is(err, ErrMalformed) || !strings.Contains(err.Error(), c.says) || !strings.Contains(err.Error(), "_versions/1.manifest") {
			t.Errorf("next %d, max %d: %v; want ErrMalformed naming the manifest and saying %q", c.next, c.maxFrag, err, c.says)
		}
	}
}
