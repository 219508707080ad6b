package lance

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"io/fs"
	"math/bits"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/RoaringBitmap/roaring/v2"
	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/endian"
	"github.com/apache/arrow-go/v18/arrow/ipc"
	"github.com/apache/arrow-go/v18/arrow/memory"
	"github.com/stablerow/stablerow/objstore"
)

// rowIDSchema is the schema Lance writes in deletion files, little-endian
// on any host (the seed files must not depend on the host's byte order).
var rowIDSchema = arrow.NewSchemaWithEndian([]arrow.Field{{Name: "row_id", Type: arrow.PrimitiveTypes.Uint32}}, nil, endian.LittleEndian)

// arrowFile writes batches with arrow-go's IPC file writer.
func arrowFile(t testing.TB, schema *arrow.Schema, batches []arrow.RecordBatch, opts ...ipc.Option) []byte {
	t.Helper()
	var buf bytes.Buffer
	w, err := ipc.NewFileWriter(&buf, append([]ipc.Option{ipc.WithSchema(schema)}, opts...)...)
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range batches {
		if err := w.Write(b); err != nil {
			t.Fatal(err)
		}
		b.Release()
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// uint32Batch builds a one-column batch; a value of -1 is a null. The
// values are stored in the schema's byte order (arrow-go's writer copies
// the buffers as they are and labels them with the schema's).
func uint32Batch(schema *arrow.Schema, values ...int64) arrow.RecordBatch {
	swap := !schema.IsNativeEndian()
	cols := make([]arrow.Array, len(schema.Fields()))
	for i, f := range schema.Fields() {
		switch f.Type.ID() {
		case arrow.UINT32:
			b := array.NewUint32Builder(memory.DefaultAllocator)
			for _, v := range values {
				switch {
				case v < 0:
					b.AppendNull()
				case swap:
					b.Append(bits.ReverseBytes32(uint32(v)))
				default:
					b.Append(uint32(v))
				}
			}
			cols[i] = b.NewArray()
		case arrow.INT64:
			b := array.NewInt64Builder(memory.DefaultAllocator)
			for _, v := range values {
				if swap {
					v = int64(bits.ReverseBytes64(uint64(v)))
				}
				b.Append(v)
			}
			cols[i] = b.NewArray()
		case arrow.INT32:
			b := array.NewInt32Builder(memory.DefaultAllocator)
			for _, v := range values {
				if swap {
					v = int64(int32(bits.ReverseBytes32(uint32(v))))
				}
				b.Append(int32(v))
			}
			cols[i] = b.NewArray()
		}
	}
	return array.NewRecordBatch(schema, cols, int64(len(values)))
}

func bitmapValues(bm *roaring.Bitmap) []uint32 { return bm.ToArray() }

// TestDecodeDeletionArrowWritten decodes files from arrow-go's writer, in
// both byte orders (Lance writes little-endian; Arrow allows either), and
// checks that decoding leaves the bytes as they were: arrow-go would swap
// non-native values in place, in the file's bytes when they are not
// compressed.
func TestDecodeDeletionArrowWritten(t *testing.T) {
	values := []int64{9, 2, 7, 0, 5}
	want := []uint32{0, 2, 5, 7, 9}
	big := make([]int64, 5000)
	for i := range big {
		big[i] = int64(len(big)-1-i) * 3
	}
	orders := map[string]*arrow.Schema{
		"little": rowIDSchema,
		"big":    rowIDSchema.WithEndianness(endian.BigEndian),
	}
	for order, schema := range orders {
		for name, opts := range map[string][]ipc.Option{"zstd": {ipc.WithZstd()}, "plain": nil} {
			t.Run(order+"/"+name, func(t *testing.T) {
				b := arrowFile(t, schema, []arrow.RecordBatch{uint32Batch(schema, values...)}, opts...)
				orig := slices.Clone(b)
				for range 2 {
					bm, err := DecodeDeletionArrow(b, 10)
					if err != nil || !slices.Equal(bitmapValues(bm), want) {
						t.Fatalf("decoded %v, %v; want %v", bm, err, want)
					}
					if !bytes.Equal(b, orig) {
						t.Fatal("decoding modified the file's bytes")
					}
				}
				if _, err := DecodeDeletionArrow(b, 9); !errors.Is(err, ErrOutOfRange) || !strings.Contains(err.Error(), "9") {
					t.Errorf("offset 9 in 9 rows: %v", err)
				}
				if _, err := DecodeDeletionArrow(b, 4); !errors.Is(err, ErrOutOfRange) {
					t.Errorf("5 offsets in 4 rows: %v", err)
				}
				empty := arrowFile(t, schema, []arrow.RecordBatch{uint32Batch(schema)}, opts...)
				if bm, err := DecodeDeletionArrow(empty, 0); err != nil || !bm.IsEmpty() {
					t.Errorf("empty batch: %v, %v", bm, err)
				}
				b = arrowFile(t, schema, []arrow.RecordBatch{uint32Batch(schema, big...)}, opts...)
				if bm, err := DecodeDeletionArrow(b, 15000); err != nil || bm.GetCardinality() != 5000 || bm.Maximum() != 14997 {
					t.Errorf("5000 values: %v, %v", bm, err)
				}
			})
		}
	}
}

func TestDecodeDeletionArrowWrongSchema(t *testing.T) {
	nullable := arrow.NewSchema([]arrow.Field{{Name: "row_id", Type: arrow.PrimitiveTypes.Uint32, Nullable: true}}, nil)
	int64s := arrow.NewSchema([]arrow.Field{{Name: "row_id", Type: arrow.PrimitiveTypes.Int64}}, nil)
	int32s := arrow.NewSchema([]arrow.Field{{Name: "row_id", Type: arrow.PrimitiveTypes.Int32}}, nil)
	renamed := arrow.NewSchema([]arrow.Field{{Name: "offset", Type: arrow.PrimitiveTypes.Uint32}}, nil)
	two := arrow.NewSchema([]arrow.Field{{Name: "row_id", Type: arrow.PrimitiveTypes.Uint32}, {Name: "x", Type: arrow.PrimitiveTypes.Uint32}}, nil)
	md := arrow.NewMetadata([]string{"k"}, []string{"v"})
	withMeta := arrow.NewSchema([]arrow.Field{{Name: "row_id", Type: arrow.PrimitiveTypes.Uint32}}, &md)
	fieldMeta := arrow.NewSchema([]arrow.Field{{Name: "row_id", Type: arrow.PrimitiveTypes.Uint32, Metadata: md}}, nil)
	bigEndian := rowIDSchema.WithEndianness(endian.BigEndian)
	cases := []struct {
		name string
		file []byte
		kind error
		msg  string
	}{
		{"int64", arrowFile(t, int64s, []arrow.RecordBatch{uint32Batch(int64s, 1, 2)}, ipc.WithZstd()), ErrWrongSchema, "64-bit integer"},
		{"int32", arrowFile(t, int32s, []arrow.RecordBatch{uint32Batch(int32s, 1, 2)}), ErrWrongSchema, "signed: true"},
		{"renamed", arrowFile(t, renamed, []arrow.RecordBatch{uint32Batch(renamed, 1, 2)}, ipc.WithZstd()), ErrWrongSchema, `"offset"`},
		{"two columns", arrowFile(t, two, []arrow.RecordBatch{uint32Batch(two, 1, 2)}, ipc.WithZstd()), ErrWrongSchema, "2 fields"},
		{"nullable with nulls", arrowFile(t, nullable, []arrow.RecordBatch{uint32Batch(nullable, 1, -1, 2)}, ipc.WithZstd()), ErrWrongSchema, "nullable"},
		{"nullable without nulls", arrowFile(t, nullable, []arrow.RecordBatch{uint32Batch(nullable, 1, 2)}, ipc.WithZstd()), ErrWrongSchema, "nullable"},
		{"two batches", arrowFile(t, rowIDSchema, []arrow.RecordBatch{uint32Batch(rowIDSchema, 1), uint32Batch(rowIDSchema, 2)}, ipc.WithZstd()), ErrWrongSchema, "2 record batches"},
		{"no batch", arrowFile(t, rowIDSchema, nil, ipc.WithZstd()), ErrWrongSchema, "0 record batches"},
		{"schema metadata", arrowFile(t, withMeta, []arrow.RecordBatch{uint32Batch(withMeta, 1)}), ErrWrongSchema, "metadata"},
		{"field metadata", arrowFile(t, fieldMeta, []arrow.RecordBatch{uint32Batch(fieldMeta, 1)}), ErrWrongSchema, "metadata"},
		{"lz4", arrowFile(t, rowIDSchema, []arrow.RecordBatch{uint32Batch(rowIDSchema, 1, 2)}, ipc.WithLZ4()), ErrUnsupported, "zstd"},
		{"duplicate", arrowFile(t, rowIDSchema, []arrow.RecordBatch{uint32Batch(rowIDSchema, 4, 1, 4)}, ipc.WithZstd()), ErrOutOfRange, "twice"},
		{"endianness 2", withEndianness(t, arrowFile(t, bigEndian, []arrow.RecordBatch{uint32Batch(bigEndian, 1)}), 2), ErrMalformed, "endianness 2"},
		{"garbage", bytes.Repeat([]byte("lance"), 100), ErrMalformed, "ARROW1"},
		{"magics only", []byte("ARROW1\x00\x00garbage!garbageARROW1"), ErrMalformed, "footer"},
		{"roaring bytes", mustRoaring(t, 1, 2, 3), ErrMalformed, "ARROW1"},
		{"empty", nil, ErrTruncated, "shorter"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			bm, err := DecodeDeletionArrow(c.file, 100)
			if !errors.Is(err, c.kind) || !strings.Contains(err.Error(), c.msg) || bm != nil {
				t.Fatalf("err = %v, want %v mentioning %q", err, c.kind, c.msg)
			}
		})
	}
}

// withEndianness sets the endianness of the footer's schema in the Arrow
// file b, which must store it (a big-endian file does).
func withEndianness(t *testing.T, b []byte, e int16) []byte {
	t.Helper()
	tail := 4 + len(arrowMagic)
	start := len(b) - tail - int(binary.LittleEndian.Uint32(b[len(b)-tail:]))
	footer := &flatBuffer{b: b[start : len(b)-tail]}
	ft, err := footer.root()
	if err != nil {
		t.Fatal(err)
	}
	schema, ok, err := ft.tableField(1)
	if !ok || err != nil {
		t.Fatalf("no schema: %v", err)
	}
	p, err := schema.field(0, 2)
	if p < 0 || err != nil {
		t.Fatalf("no endianness field: %v", err)
	}
	binary.LittleEndian.PutUint16(b[start+p:], uint16(e))
	return b
}

// realDeletionFiles returns the deletion files of testdata with the physical
// row count of their fragment.
func realDeletionFiles(t testing.TB) (arrows, bins map[string]uint64) {
	t.Helper()
	arrows, bins = map[string]uint64{}, map[string]uint64{}
	for _, name := range testDatasets {
		ds, err := Open(context.Background(), datasetDir(name), nil)
		if err != nil {
			t.Fatal(err)
		}
		vs, err := ds.Versions(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range vs {
			m, err := ds.Manifest(context.Background(), v.Version)
			if err != nil {
				t.Fatal(err)
			}
			for _, f := range m.Fragments {
				if f.DeletionFile == nil {
					continue
				}
				p := filepath.Join(datasetDir(name), f.DeletionFile.Path(f.ID))
				if f.DeletionFile.Type == DeletionArrow {
					arrows[p] = f.PhysicalRows
				} else {
					bins[p] = f.PhysicalRows
				}
			}
		}
	}
	return arrows, bins
}

// TestDeletionFilesCorrupted cuts and flips the real deletion files.
func TestDeletionFilesCorrupted(t *testing.T) {
	arrows, bins := realDeletionFiles(t)
	if len(arrows) < 10 || len(bins) != 3 {
		t.Fatalf("%d arrow and %d bin deletion files", len(arrows), len(bins))
	}
	check := func(t *testing.T, decode func([]byte, uint64) (*roaring.Bitmap, error), path string, rows uint64, step int, magic bool) {
		good, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := decode(good, rows); err != nil {
			t.Fatal(err)
		}
		for n := 0; n < len(good); n += step {
			if bm, err := decode(good[:n], rows); err == nil || bm != nil {
				t.Fatalf("%s cut to %d bytes decoded", path, n)
			}
		}
		b := bytes.Clone(good)
		for i := 0; i < len(b); i += step {
			// Flips may go unnoticed (Arrow's leading schema message is
			// not read; values may change): no panic, and errors are
			// *FormatErrors. Flips of the trailing magic must fail.
			b[i] ^= 0x5A
			bm, err := decode(b, rows)
			b[i] ^= 0x5A
			var fe *FormatError
			if err != nil && !errors.As(err, &fe) {
				t.Fatalf("flip at %d: %T %v", i, err, err)
			}
			if err == nil && (bm == nil || bm.GetCardinality() > rows) {
				t.Fatalf("flip at %d: %v", i, bm)
			}
			if err == nil && i >= len(b)-4 && magic {
				t.Fatalf("flip at %d of the magic decoded", i)
			}
		}
	}
	n := 0
	for path, rows := range arrows {
		// Keep the run short: every length and byte of four files.
		if n++; n > 4 {
			break
		}
		check(t, DecodeDeletionArrow, path, rows, 1, true)
	}
	for path, rows := range bins {
		check(t, DecodeDeletionBitmap, path, rows, 7, false)
	}
}

func mustRoaring(t testing.TB, values ...uint32) []byte {
	t.Helper()
	b, err := roaring.BitmapOf(values...).ToBytes()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestDecodeDeletionBitmap(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	sets := map[string][]uint32{
		"empty":  nil,
		"array":  {3, 70000, 5},
		"bitmap": nil,
		"runs":   nil,
		"mixed":  nil,
	}
	for i := uint32(0); i < 10000; i++ {
		sets["bitmap"] = append(sets["bitmap"], rng.Uint32N(60000))
		sets["runs"] = append(sets["runs"], 1000+i, 200000+i)
		sets["mixed"] = append(sets["mixed"], rng.Uint32N(1<<20), i*7)
	}
	for name, values := range sets {
		for _, runs := range []bool{false, true} {
			want := roaring.BitmapOf(values...)
			if runs {
				want.RunOptimize()
			}
			b, err := want.ToBytes()
			if err != nil {
				t.Fatal(err)
			}
			got, err := DecodeDeletionBitmap(b, 1<<21)
			if err != nil || !got.Equals(want) {
				t.Fatalf("%s (runs %v): %v", name, runs, err)
			}
			if !want.IsEmpty() {
				if _, err := DecodeDeletionBitmap(b, uint64(want.Maximum())); !errors.Is(err, ErrOutOfRange) {
					t.Errorf("%s: max offset %d with as many rows: %v", name, want.Maximum(), err)
				}
			}
			for n := 0; n < len(b); n += 1 + n/4 {
				if _, err := DecodeDeletionBitmap(b[:n], 1<<21); err == nil {
					t.Fatalf("%s (runs %v) cut to %d decoded", name, runs, n)
				}
			}
			if _, err := DecodeDeletionBitmap(append(bytes.Clone(b), 0), 1<<21); !errors.Is(err, ErrMalformed) {
				t.Errorf("%s: trailing byte: %v", name, err)
			}
		}
	}
}

func TestDecodeDeletionBitmapCorrupt(t *testing.T) {
	le16 := binary.LittleEndian.PutUint16
	le32 := binary.LittleEndian.PutUint32
	two := mustRoaring(t, 1, 2, 70000) // keys 0 and 1: cookie, count, 2 headers, 2 offsets, data
	runs := roaring.BitmapOf()
	runs.AddRange(10, 100)
	runs.AddRange(200, 300)
	runs.RunOptimize()
	runBytes, err := runs.ToBytes()
	if err != nil {
		t.Fatal(err)
	}
	mut := func(src []byte, f func(b []byte)) []byte {
		b := bytes.Clone(src)
		f(b)
		return b
	}
	cases := []struct {
		name string
		file []byte
		kind error
		msg  string
	}{
		{"bad cookie", mut(two, func(b []byte) { b[0] = 0 }), ErrMalformed, "cookie"},
		{"too many containers", mut(two, func(b []byte) { le32(b[4:], 1<<16+1) }), ErrMalformed, "65536"},
		{"huge container count", mut(two, func(b []byte) { le32(b[4:], 1<<16) }), ErrTruncated, "container headers"},
		{"keys unsorted", mut(two, func(b []byte) { le16(b[8:], 5) }), ErrMalformed, "key"},
		{"array unsorted", mut(two, func(b []byte) { le16(b[24:], 9) }), ErrMalformed, "increasing"},
		{"bad offset", mut(two, func(b []byte) { le32(b[16:], 99) }), ErrMalformed, "offset"},
		{"card too big", mut(two, func(b []byte) { le16(b[10:], 4) }), nil, ""},
		{"run overlap", mut(runBytes, func(b []byte) { le16(b[len(b)-4:], 50) }), ErrMalformed, "overlaps"},
		{"run past 65535", mut(runBytes, func(b []byte) { le16(b[len(b)-4:], 65500); le16(b[len(b)-2:], 99) }), ErrMalformed, "65535"},
		{"run card", mut(runBytes, func(b []byte) { le16(b[len(b)-2:], 98) }), ErrMalformed, "header says"},
		{"arrow bytes", arrowFile(t, rowIDSchema, []arrow.RecordBatch{uint32Batch(rowIDSchema, 1)}, ipc.WithZstd()), ErrMalformed, "cookie"},
		{"empty", nil, ErrTruncated, "cookie"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			bm, err := DecodeDeletionBitmap(c.file, 1<<20)
			if err == nil || bm != nil || (c.kind != nil && !errors.Is(err, c.kind)) || !strings.Contains(err.Error(), c.msg) {
				t.Fatalf("err = %v, want %v mentioning %q", err, c.kind, c.msg)
			}
		})
	}
	// A bitmap container whose popcount disagrees with its header.
	dense := make([]uint32, 5000)
	for i := range dense {
		dense[i] = uint32(2 * i)
	}
	db := mustRoaring(t, dense...)
	db[len(db)-1] ^= 0x80
	if _, err := DecodeDeletionBitmap(db, 1<<20); !errors.Is(err, ErrMalformed) || !strings.Contains(err.Error(), "header says") {
		t.Errorf("bitmap popcount: %v", err)
	}
}

// TestReadDeletionFile covers the file-level checks: missing files, count
// mismatches and errors that name the file.
func TestReadDeletionFile(t *testing.T) {
	arrowBytes := arrowFile(t, rowIDSchema, []arrow.RecordBatch{uint32Batch(rowIDSchema, 4, 1, 7)}, ipc.WithZstd())
	fsys := fstest.MapFS{
		"_deletions/3-2-11.arrow": {Data: arrowBytes},
		"_deletions/3-2-12.bin":   {Data: mustRoaring(t, 1, 4, 7)},
		"_deletions/3-2-13.arrow": {Data: []byte("not an arrow file at all")},
	}
	for _, df := range []*DeletionFile{
		{Type: DeletionArrow, ReadVersion: 2, ID: 11, NumDeletedRows: 3},
		{Type: DeletionBitmap, ReadVersion: 2, ID: 12, NumDeletedRows: 3},
		{Type: DeletionBitmap, ReadVersion: 2, ID: 12}, // count unknown
	} {
		bm, err := ReadDeletionFile(context.Background(), objstore.FS(fsys), 3, df, 8)
		if err != nil || !slices.Equal(bm.ToArray(), []uint32{1, 4, 7}) {
			t.Errorf("%+v: %v, %v", df, bm, err)
		}
	}
	cases := []struct {
		df   *DeletionFile
		rows uint64
		kind error
		msg  string
	}{
		{&DeletionFile{Type: DeletionArrow, ReadVersion: 2, ID: 11, NumDeletedRows: 4}, 8, ErrCountMismatch, "_deletions/3-2-11.arrow"},
		{&DeletionFile{Type: DeletionBitmap, ReadVersion: 2, ID: 12, NumDeletedRows: 2}, 8, ErrCountMismatch, "_deletions/3-2-12.bin"},
		{&DeletionFile{Type: DeletionArrow, ReadVersion: 2, ID: 11, NumDeletedRows: 3}, 7, ErrOutOfRange, "_deletions/3-2-11.arrow"},
		{&DeletionFile{Type: DeletionArrow, ReadVersion: 2, ID: 13}, 8, ErrMalformed, "_deletions/3-2-13.arrow"},
		{&DeletionFile{Type: DeletionArrow, ReadVersion: 2, ID: 12}, 8, fs.ErrNotExist, "3-2-12.arrow"},
		{&DeletionFile{Type: DeletionBitmap, ReadVersion: 9, ID: 11}, 8, fs.ErrNotExist, "3-9-11.bin"},
		{&DeletionFile{Type: 7, ReadVersion: 2, ID: 11}, 8, nil, ""},
	}
	for _, c := range cases {
		bm, err := ReadDeletionFile(context.Background(), objstore.FS(fsys), 3, c.df, c.rows)
		if err == nil || bm != nil || (c.kind != nil && !errors.Is(err, c.kind)) || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%+v: err = %v, want %v mentioning %q", c.df, err, c.kind, c.msg)
		}
	}
	if _, err := DecodeDeletion(7, nil, 1); !errors.Is(err, ErrUnsupported) {
		t.Errorf("unknown type: %v", err)
	}
}

// allocatedBy returns the bytes allocated while f runs.
func allocatedBy(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestDeletionArrowLyingSizes rewrites the sizes a real ZSTD deletion file
// declares: each must be refused without allocating what it claims.
func TestDeletionArrowLyingSizes(t *testing.T) {
	path := filepath.Join(datasetDir("basic"), "_deletions/0-4-917162594772737790.arrow")
	good, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	frame := bytes.Index(good, []byte{0x28, 0xb5, 0x2f, 0xfd})
	if frame < 8 {
		t.Fatal("no zstd frame in a Lance deletion file")
	}
	const rows = 1000
	if _, err := DecodeDeletionArrow(good, rows); err != nil {
		t.Fatal(err)
	}
	declared := binary.LittleEndian.Uint64(good[frame-8:])
	mut := func(f func(b []byte)) []byte {
		b := bytes.Clone(good)
		f(b)
		return b
	}
	cases := []struct {
		name string
		file []byte
		kind error
	}{
		{"uncompressed size 1 TiB", mut(func(b []byte) { binary.LittleEndian.PutUint64(b[frame-8:], 1<<40) }), ErrMalformed},
		{"uncompressed size short", mut(func(b []byte) { binary.LittleEndian.PutUint64(b[frame-8:], declared-4) }), ErrMalformed},
		{"uncompressed size negative", mut(func(b []byte) { binary.LittleEndian.PutUint64(b[frame-8:], 1<<63) }), ErrMalformed},
		// Frame header descriptor: no single segment, a window descriptor
		// asking for 2^(10+31) bytes.
		{"zstd window 2 TiB", mut(func(b []byte) { b[frame+4] = 0x00; b[frame+5] = 31 << 3 }), ErrMalformed},
		{"zstd content size", mut(func(b []byte) { b[frame+5] = 0xff; b[frame+6] = 0xff }), ErrMalformed},
		{"zstd reserved block", mut(func(b []byte) { b[frame+7] |= 0x06 }), ErrMalformed},
		{"zstd bad magic", mut(func(b []byte) { b[frame] = 0 }), ErrMalformed},
		{"zstd garbage data", mut(func(b []byte) {
			for i := frame + 10; i < frame+30; i++ {
				b[i] = 0xEE
			}
		}), ErrMalformed},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var err error
			n := allocatedBy(func() { _, err = DecodeDeletionArrow(c.file, rows) })
			if !errors.Is(err, c.kind) {
				t.Fatalf("err = %v, want %v", err, c.kind)
			}
			if n > 4<<20 {
				t.Errorf("allocated %d bytes for a %d-byte file", n, len(c.file))
			}
			t.Log(err)
		})
	}
}

// TestDeletionBitmapLyingSizes checks that a roaring header claiming the
// maximum number of containers allocates nothing like it.
func TestDeletionBitmapLyingSizes(t *testing.T) {
	b := binary.LittleEndian.AppendUint32(nil, roaringCookieNoRuns)
	b = binary.LittleEndian.AppendUint32(b, 1<<16)
	b = append(b, make([]byte, 64)...)
	var err error
	n := allocatedBy(func() { _, err = DecodeDeletionBitmap(b, 1<<32) })
	if !errors.Is(err, ErrTruncated) || n > 64<<10 {
		t.Errorf("err = %v after allocating %d bytes", err, n)
	}
	runs := binary.LittleEndian.AppendUint32(nil, roaringCookieRuns|0xFFFF<<16)
	runs = append(runs, make([]byte, 100)...)
	n = allocatedBy(func() { _, err = DecodeDeletionBitmap(runs, 1<<32) })
	if !errors.Is(err, ErrTruncated) || n > 64<<10 {
		t.Errorf("runs: err = %v after allocating %d bytes", err, n)
	}
}
