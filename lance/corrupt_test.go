package lance

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"
	"weak"

	"github.com/RoaringBitmap/roaring/v2"
	"github.com/klauspost/compress/zstd"
	"github.com/stablerow/stablerow/objstore"
	"google.golang.org/protobuf/encoding/protowire"
)

// The corrupted-dataset suite: each case copies a real dataset of
// testdata (its newest manifest and the deletion files it names, at test
// time: no corrupted file is committed), applies one corruption, and runs
// what a reader does (open, checkout, Index, Rows, Inserted, Updated,
// Verify). Each must end in an error of the expected class that names the
// file, or, when a corruption happens to decode, in answers that agree
// with each other; never a panic or a hang, and within an allocation
// bound of the input's size.
//
// The bound: corruptAllocFactor times the bytes of the dataset's files
// plus corruptAllocSlack. The factor covers the per-fragment cost of a
// checkout (a decoded entry, the fragment's cache entry and index chunk:
// about 3 KB for a fragment entry of 42 bytes, the smallest average the
// manifest decoder accepts); the slack, the fixed cost of a checkout and of the Verify
// report.
const (
	corruptAllocFactor = 128
	corruptAllocSlack  = 8 << 20
	// corruptDeadline bounds each case: a hang fails the test. It is
	// generous for emulated architectures; no case comes near it.
	corruptDeadline = 60 * time.Second
)

// pbField is one field of a protobuf message, for rewriting manifests.
type pbField struct {
	num protowire.Number
	typ protowire.Type
	v   uint64 // varint and fixed values
	b   []byte // length-delimited values
}

func parsePB(t testing.TB, b []byte) []pbField {
	t.Helper()
	var out []pbField
	for len(b) > 0 {
		num, typ, n := protowire.ConsumeTag(b)
		if n < 0 {
			t.Fatalf("parsePB: bad tag")
		}
		b = b[n:]
		f := pbField{num: num, typ: typ}
		switch typ {
		case protowire.VarintType:
			f.v, n = protowire.ConsumeVarint(b)
		case protowire.BytesType:
			f.b, n = protowire.ConsumeBytes(b)
		case protowire.Fixed64Type:
			f.v, n = protowire.ConsumeFixed64(b)
		case protowire.Fixed32Type:
			var v uint32
			v, n = protowire.ConsumeFixed32(b)
			f.v = uint64(v)
		default:
			t.Fatalf("parsePB: wire type %d", typ)
		}
		if n < 0 {
			t.Fatalf("parsePB: bad value")
		}
		b = b[n:]
		out = append(out, f)
	}
	return out
}

func encodePB(fields []pbField) []byte {
	var b []byte
	for _, f := range fields {
		b = protowire.AppendTag(b, f.num, f.typ)
		switch f.typ {
		case protowire.VarintType:
			b = protowire.AppendVarint(b, f.v)
		case protowire.BytesType:
			b = protowire.AppendBytes(b, f.b)
		case protowire.Fixed64Type:
			b = protowire.AppendFixed64(b, f.v)
		case protowire.Fixed32Type:
			b = protowire.AppendFixed32(b, uint32(f.v))
		}
	}
	return b
}

// setField replaces every field num of msg by one varint v, or removes
// them when v is nil.
func setField(msg []pbField, num protowire.Number, v *uint64) []pbField {
	var out []pbField
	for _, f := range msg {
		if f.num != num {
			out = append(out, f)
		}
	}
	if v != nil {
		out = append(out, pbField{num: num, typ: protowire.VarintType, v: *v})
	}
	return out
}

func u64(v uint64) *uint64 { return &v }

// corruptSource is a dataset's newest manifest and the files it names.
type corruptSource struct {
	manifestName string
	files        map[string][]byte // the manifest and its deletion files
	m            *Manifest
	expected     *Expected
}

var corruptSources = map[string]*corruptSource{}

func loadCorruptSource(t testing.TB, name string, version uint64) *corruptSource {
	t.Helper()
	key := fmt.Sprintf("%s-%d", name, version)
	if s := corruptSources[key]; s != nil {
		return s
	}
	dir := datasetDir(name)
	src := &corruptSource{manifestName: ManifestPath(version, NamingV2), files: map[string][]byte{}}
	raw, err := os.ReadFile(filepath.Join(dir, src.manifestName))
	if err != nil {
		t.Fatal(err)
	}
	src.files[src.manifestName] = raw
	if src.m, err = DecodeManifest(raw); err != nil {
		t.Fatal(err)
	}
	for i := range src.m.Fragments {
		f := &src.m.Fragments[i]
		if f.DeletionFile != nil {
			p := f.DeletionFile.Path(f.ID)
			if src.files[p], err = os.ReadFile(filepath.Join(dir, p)); err != nil {
				t.Fatal(err)
			}
		}
	}
	exp := filepath.Join("testdata", name, fmt.Sprintf("expected-v%d.json", version))
	if _, err := os.Stat(exp); err != nil {
		exp += ".gz"
	}
	if src.expected, err = ReadExpectedFile(exp); err != nil {
		t.Fatal(err)
	}
	corruptSources[key] = src
	return src
}

// manifestMsg returns the manifest protobuf of a manifest file's bytes.
func manifestMsg(t testing.TB, file []byte) []pbField {
	t.Helper()
	footer := len(file) - manifestFooterSize
	pos := binary.LittleEndian.Uint64(file[footer:])
	n := binary.LittleEndian.Uint32(file[pos:])
	return parsePB(t, file[pos+4:pos+4+uint64(n)])
}

// reframe frames a manifest message as a file, without the transaction
// section (field 21, which would point into the old file).
func reframe(msg []pbField) []byte {
	return manifestFile(nil, encodePB(setField(msg, 21, nil)))
}

// editFragments rewrites the manifest message's fragments with f (the
// fragment's index and fields); f returning nil drops the fragment.
func editFragments(t testing.TB, msg []pbField, f func(i int, frag []pbField) []pbField) []pbField {
	var out []pbField
	i := 0
	for _, fd := range msg {
		if fd.num != 2 {
			out = append(out, fd)
			continue
		}
		if frag := f(i, parsePB(t, fd.b)); frag != nil {
			out = append(out, pbField{num: 2, typ: protowire.BytesType, b: encodePB(frag)})
		}
		i++
	}
	return out
}

// versionRunsPB encodes a RowDatasetVersionSequence of runs (length,
// version), each span a range from 0.
func versionRunsPB(runs ...[2]uint64) []byte {
	var b []byte
	for _, r := range runs {
		span := pbBytes(nil, 1, pbVarint(nil, 2, r[0])) // U64Segment.range{end}
		b = pbBytes(b, 1, pbVarint(pbBytes(nil, 1, span), 2, r[1]))
	}
	return b
}

// rangeSeqPB encodes a RowIdSequence of one range [start, end).
func rangeSeqPB(start, end uint64) []byte {
	return pbBytes(nil, 1, pbBytes(nil, 1, pbVarint(pbVarint(nil, 1, start), 2, end)))
}

// corruptCase is one corruption of a source dataset.
type corruptCase struct {
	name    string
	dataset string
	version uint64
	// edit changes the files (in memory); fsEdit, when set, works on a
	// copy on local disk (for special files and links) instead.
	edit   func(t *testing.T, src *corruptSource, files map[string][]byte)
	fsEdit func(t *testing.T, src *corruptSource, dir string)
	// kinds are the classes the error may match (any of them); none means
	// the case must succeed.
	kinds []error
	// file is what the error must name ("manifest" for the manifest's
	// path); empty when kinds is empty.
	file string
	// maxAlloc, when set, is a tighter allocation bound.
	maxAlloc uint64
	// maySucceed allows success (answers that agree) besides the errors.
	maySucceed bool
}

// corruptFigures are the suite's largest allocation and slowest case.
var corruptFigures struct {
	cases        int
	maxAlloc     uint64
	maxAllocCase string
	slowest      time.Duration
	slowestCase  string
}

func (c corruptCase) run(t *testing.T) {
	src := loadCorruptSource(t, c.dataset, c.version)
	files := map[string][]byte{}
	for k, v := range src.files {
		files[k] = bytes.Clone(v)
	}
	if c.edit != nil {
		c.edit(t, src, files)
	}
	input := 0
	for _, v := range files {
		input += len(v)
	}
	var open func(ctx context.Context) (*Dataset, error)
	if c.fsEdit != nil {
		dir := t.TempDir()
		for k, v := range files {
			p := filepath.Join(dir, filepath.FromSlash(k))
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(p, v, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		c.fsEdit(t, src, dir)
		open = func(ctx context.Context) (*Dataset, error) {
			return Open(ctx, dir, &Options{Cache: NewCache(64 << 20)})
		}
	} else {
		store := objstore.NewMemory()
		for k, v := range files {
			if err := store.Put(k, v); err != nil {
				t.Fatal(err)
			}
		}
		open = func(ctx context.Context) (*Dataset, error) {
			return OpenStore(ctx, store, "corrupt", &Options{Cache: NewCache(64 << 20)})
		}
	}
	start := time.Now()
	alloc, err := exercise(t, open, src.expected)
	if d := time.Since(start); d > corruptFigures.slowest {
		corruptFigures.slowest, corruptFigures.slowestCase = d, c.name
	}
	if alloc > corruptFigures.maxAlloc {
		corruptFigures.maxAlloc, corruptFigures.maxAllocCase = alloc, c.name
	}
	corruptFigures.cases++
	limit := uint64(corruptAllocFactor*input + corruptAllocSlack)
	if c.maxAlloc > 0 {
		limit = c.maxAlloc
	}
	if alloc > limit {
		t.Errorf("allocated %d bytes for %d bytes of input (limit %d)", alloc, input, limit)
	}
	t.Logf("%d bytes of input, %d allocated: %v", input, alloc, err)
	if c.maySucceed && err == nil {
		return
	}
	checkCorruptError(t, err, c.kinds, c.file, src)
}

func checkCorruptError(t *testing.T, err error, kinds []error, file string, src *corruptSource) {
	t.Helper()
	if len(kinds) == 0 {
		if err != nil {
			t.Fatalf("want success, got %v", err)
		}
		return
	}
	if err == nil {
		t.Fatalf("no error; want one matching %v", kinds)
	}
	ok := false
	for _, k := range kinds {
		ok = ok || errors.Is(err, k)
	}
	if !ok {
		t.Errorf("error %q matches none of %v", err, kinds)
	}
	if file == "manifest" {
		file = src.manifestName
	}
	if !strings.Contains(err.Error(), file) {
		t.Errorf("error %q does not name %s", err, file)
	}
}

// errInconsistent marks answers that do not agree with each other.
var errInconsistent = errors.New("inconsistent answers")

// exercise runs the reader's path on a goroutine under corruptDeadline
// and returns its error and the bytes allocated meanwhile. It fails the
// test on a hang or on inconsistent answers.
func exercise(t *testing.T, open func(ctx context.Context) (*Dataset, error), exp *Expected) (alloc uint64, err error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), corruptDeadline)
	defer cancel()
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	done := make(chan error, 1)
	go func() { done <- readerPath(ctx, open, exp) }()
	select {
	case err = <-done:
	case <-time.After(corruptDeadline + 10*time.Second):
		t.Fatal("hang: the reader did not return within its deadline")
	}
	runtime.ReadMemStats(&after)
	if errors.Is(err, errInconsistent) {
		t.Fatal(err)
	}
	if errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("hang: %v", err)
	}
	return after.TotalAlloc - before.TotalAlloc, err
}

// rowsChecked bounds the rows of Rows a case checks one by one (Rows
// yields every row; a fragment may claim 2^32).
const rowsChecked = 1 << 16

// readerPath opens the dataset, checks out its newest version and asks
// every question a reader asks, checking that the answers agree: every
// row of Rows is where the index says, and back; ids are below
// next_row_id; Inserted and Updated since 0 hold live ids only.
func readerPath(ctx context.Context, open func(ctx context.Context) (*Dataset, error), exp *Expected) error {
	ds, err := open(ctx)
	if err != nil {
		return err
	}
	ver, err := ds.Latest(ctx)
	if err != nil {
		return err
	}
	idx, err := ver.Index()
	if err != nil {
		return err
	}
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: %s", errInconsistent, fmt.Sprintf(format, args...))
	}
	n := 0
	for r, err := range ver.Rows(ctx) {
		if err != nil {
			return err
		}
		if addr, ok := idx.Get(r.ID); !ok || addr != r.Address {
			return bad("row %d at %v: index says %v, %v", r.ID, r.Address, addr, ok)
		}
		if id, ok := idx.RowID(r.Address); !ok || id != r.ID {
			return bad("address %v of row %d: index says %d, %v", r.Address, r.ID, id, ok)
		}
		if ver.StableRowIDs() && r.ID >= ver.NextRowID() {
			return bad("row %d not below next_row_id %d", r.ID, ver.NextRowID())
		}
		if n++; n == rowsChecked {
			break
		}
	}
	if n < rowsChecked && n != idx.Len() {
		return bad("Rows yields %d rows, the index has %d", n, idx.Len())
	}
	for _, since := range []uint64{0, ver.Number() / 2} {
		ins, err := ver.Inserted(ctx, since)
		if err != nil {
			return err
		}
		upd, err := ver.Updated(ctx, since)
		if err != nil {
			return err
		}
		if ins.Len()+upd.Len() > uint64(idx.Len()) {
			return bad("since %d: %d inserted and %d updated of %d live rows", since, ins.Len(), upd.Len(), idx.Len())
		}
		for _, set := range []*IDSet{ins, upd} {
			for i, r := range set.Ranges() {
				if i == 64 {
					break
				}
				for _, id := range []uint64{r.Start, r.End - 1} {
					if _, ok := idx.Get(id); !ok {
						return bad("since %d: changed id %d is not live", since, id)
					}
				}
			}
		}
	}
	if _, err := ver.Verify(ctx, exp, 0); err != nil {
		return err
	}
	return nil
}

// fragmentWith returns the index of the first fragment of src for which
// ok holds.
func fragmentWith(t *testing.T, src *corruptSource, ok func(f *DataFragment) bool) int {
	for i := range src.m.Fragments {
		if ok(&src.m.Fragments[i]) {
			return i
		}
	}
	t.Fatal("no such fragment in the source")
	return -1
}

func deletionPath(src *corruptSource, i int) string {
	f := &src.m.Fragments[i]
	return f.DeletionFile.Path(f.ID)
}

func withDeletion(f *DataFragment) bool { return f.DeletionFile != nil }

// externalRowIDs moves fragment i's row ids to an external file at path
// (written with the ids' bytes unless the fs edit replaces it).
func externalRowIDs(t *testing.T, src *corruptSource, files map[string][]byte, i int, path string) {
	ids := src.m.Fragments[i].RowIDs.Inline
	files[path] = bytes.Clone(ids)
	ext := pbBytes(nil, 1, []byte(path))
	ext = pbVarint(ext, 3, uint64(len(ids)))
	msg := editFragments(t, manifestMsg(t, files[src.manifestName]), func(j int, frag []pbField) []pbField {
		if j != i {
			return frag
		}
		frag = setField(frag, 5, nil)
		return append(frag, pbField{num: 6, typ: protowire.BytesType, b: ext})
	})
	files[src.manifestName] = reframe(msg)
}

// replaceWith makes dir/name a FIFO, a link to /dev/zero or a dangling
// link.
func replaceWith(kind string) func(t *testing.T, dir, name string) {
	return func(t *testing.T, dir, name string) {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.Remove(p); err != nil {
			t.Fatal(err)
		}
		var err error
		switch kind {
		case "fifo":
			err = syscall.Mkfifo(p, 0o644)
		case "devzero":
			err = os.Symlink("/dev/zero", p)
		case "dangling":
			err = os.Symlink(p+".gone", p)
		}
		if err != nil {
			t.Fatalf("cannot make a %s: %v", kind, err)
		}
	}
}

func corruptCases(t *testing.T) []corruptCase {
	manifest := func(f func(t *testing.T, src *corruptSource, msg []pbField) []pbField) func(t *testing.T, src *corruptSource, files map[string][]byte) {
		return func(t *testing.T, src *corruptSource, files map[string][]byte) {
			files[src.manifestName] = reframe(f(t, src, manifestMsg(t, files[src.manifestName])))
		}
	}
	var cases []corruptCase
	add := func(c corruptCase) {
		if c.dataset == "" {
			c.dataset, c.version = "basic", 12
		}
		cases = append(cases, c)
	}
	add(corruptCase{name: "unchanged"})
	add(corruptCase{name: "unchanged medium v6 (a .bin deletion file)", dataset: "medium", version: 6})
	add(corruptCase{name: "reframed without its transaction", edit: manifest(func(t *testing.T, src *corruptSource, msg []pbField) []pbField { return msg })})

	// Overflow: runs whose lengths wrap an int around to the rows.
	add(corruptCase{name: "created-at runs wrap around", kinds: []error{ErrMalformed}, file: "manifest",
		edit: manifest(func(t *testing.T, src *corruptSource, msg []pbField) []pbField {
			return editFragments(t, msg, func(i int, frag []pbField) []pbField {
				if i != 1 {
					return frag
				}
				runs := versionRunsPB([2]uint64{1<<63 - 1, 1}, [2]uint64{1<<63 - 1, 2}, [2]uint64{81, 3})
				return append(setField(frag, 9, nil), pbField{num: 9, typ: protowire.BytesType, b: runs})
			})
		})})
	// Invariants of Lance's writers.
	add(corruptCase{name: "ids at next_row_id", kinds: []error{ErrMalformed}, file: "manifest",
		edit: manifest(func(t *testing.T, src *corruptSource, msg []pbField) []pbField {
			return setField(msg, 14, u64(src.m.NextRowID-1))
		})})
	add(corruptCase{name: "next_row_id 0 with live rows", kinds: []error{ErrMalformed}, file: "manifest",
		edit: manifest(func(t *testing.T, src *corruptSource, msg []pbField) []pbField { return setField(msg, 14, nil) })})
	add(corruptCase{name: "max_fragment_id below a fragment id", kinds: []error{ErrMalformed}, file: "manifest",
		edit: manifest(func(t *testing.T, src *corruptSource, msg []pbField) []pbField {
			return setField(msg, 11, u64(uint64(src.m.MaxFragmentID)-1))
		})})
	add(corruptCase{name: "duplicate fragment id", kinds: []error{ErrMalformed}, file: "manifest",
		edit: manifest(func(t *testing.T, src *corruptSource, msg []pbField) []pbField {
			return editFragments(t, msg, func(i int, frag []pbField) []pbField {
				return setField(frag, 1, u64(uint64(src.m.Fragments[0].ID)))
			})
		})})
	add(corruptCase{name: "a duplicate live id", kinds: []error{ErrMalformed}, file: "manifest",
		edit: manifest(func(t *testing.T, src *corruptSource, msg []pbField) []pbField {
			// The last fragment (79 rows, no deletion file) takes the
			// first fragment's row ids and row count: the first
			// fragment's live ids are live twice.
			last := len(src.m.Fragments) - 1
			first := src.m.Fragments[0]
			if src.m.Fragments[last].DeletionFile != nil || first.RowIDs.Storage != StorageInline {
				t.Fatal("source changed")
			}
			return editFragments(t, msg, func(i int, frag []pbField) []pbField {
				if i != last {
					return frag
				}
				for _, num := range []protowire.Number{5, 7, 8, 9, 10} {
					frag = setField(frag, num, nil)
				}
				frag = setField(frag, 4, u64(first.PhysicalRows))
				return append(frag, pbField{num: 5, typ: protowire.BytesType, b: first.RowIDs.Inline})
			})
		})})
	// The deleted rows come back: those an update moved are live twice.
	add(corruptCase{name: "a deletion file dropped from the manifest", kinds: []error{ErrMalformed}, file: "manifest",
		edit: manifest(func(t *testing.T, src *corruptSource, msg []pbField) []pbField {
			return editFragments(t, msg, func(i int, frag []pbField) []pbField { return setField(frag, 3, nil) })
		})})
	add(corruptCase{name: "deletion file of another fragment", kinds: []error{ErrOutOfRange, ErrCountMismatch, fs.ErrNotExist}, file: "_deletions/",
		edit: func(t *testing.T, src *corruptSource, files map[string][]byte) {
			i := fragmentWith(t, src, withDeletion)
			// Fragment 7 (79 rows) gets fragment 6's deletion file, under
			// its own name.
			last := len(src.m.Fragments) - 1
			df := *src.m.Fragments[i].DeletionFile
			files[df.Path(src.m.Fragments[last].ID)] = files[deletionPath(src, i)]
			dpb := pbVarint(pbVarint(pbVarint(pbVarint(nil, 1, uint64(df.Type)), 2, df.ReadVersion), 3, df.ID), 4, df.NumDeletedRows)
			files[src.manifestName] = reframe(editFragments(t, manifestMsg(t, files[src.manifestName]), func(j int, frag []pbField) []pbField {
				if j != last {
					return frag
				}
				return append(setField(frag, 3, nil), pbField{num: 3, typ: protowire.BytesType, b: dpb})
			}))
		}})
	add(corruptCase{name: "num_deleted_rows lies", kinds: []error{ErrCountMismatch, ErrMalformed}, file: "_deletions/",
		edit: manifest(func(t *testing.T, src *corruptSource, msg []pbField) []pbField {
			return editFragments(t, msg, func(i int, frag []pbField) []pbField {
				for k := range frag {
					if frag[k].num == 3 {
						frag[k].b = encodePB(setField(parsePB(t, frag[k].b), 4, u64(7)))
					}
				}
				return frag
			})
		})})
	add(corruptCase{name: "deletion file type swapped", kinds: []error{ErrMalformed, ErrTruncated, fs.ErrNotExist}, file: ".bin",
		edit: func(t *testing.T, src *corruptSource, files map[string][]byte) {
			i := fragmentWith(t, src, withDeletion)
			df := *src.m.Fragments[i].DeletionFile
			df.Type = DeletionBitmap
			files[df.Path(src.m.Fragments[i].ID)] = files[deletionPath(src, i)] // Arrow bytes under .bin
			files[src.manifestName] = reframe(editFragments(t, manifestMsg(t, files[src.manifestName]), func(j int, frag []pbField) []pbField {
				for k := range frag {
					if j == i && frag[k].num == 3 {
						frag[k].b = encodePB(setField(parsePB(t, frag[k].b), 1, u64(1)))
					}
				}
				return frag
			}))
		}})

	// Memory beyond the input.
	add(corruptCase{name: "fragments claiming 2^32 rows", kinds: nil,
		edit: func(t *testing.T, src *corruptSource, files map[string][]byte) {
			var msg []byte
			for k := uint64(0); k < 3; k++ {
				frag := fragmentPB(k, 1<<32, rangeSeqPB(k<<32, (k+1)<<32))
				frag = pbBytes(frag, 9, versionRunsPB([2]uint64{1 << 32, k + 1}))
				msg = pbBytes(msg, 2, frag)
			}
			msg = pbVarint(msg, 3, 12)
			msg = pbVarint(msg, 9, FlagStableRowIDs)
			msg = pbVarint(msg, 11, 2)
			msg = pbVarint(msg, 14, 3<<32)
			clear(files)
			files[src.manifestName] = manifestFile(nil, msg)
		}})
	add(corruptCase{name: "a .bin deleting every row of 2^32", kinds: nil,
		edit: func(t *testing.T, src *corruptSource, files map[string][]byte) {
			bm := roaring.New()
			bm.AddRange(0, 1<<32-1<<16) // all but the last 65536 rows
			bm.RunOptimize()
			bin, err := bm.ToBytes()
			if err != nil {
				t.Fatal(err)
			}
			df := DeletionFile{Type: DeletionBitmap, ReadVersion: 11, ID: 1, NumDeletedRows: bm.GetCardinality()}
			frag := fragmentPB(0, 1<<32, rangeSeqPB(0, 1<<32))
			frag = pbBytes(frag, 3, pbVarint(pbVarint(pbVarint(pbVarint(nil, 1, 1), 2, df.ReadVersion), 3, df.ID), 4, df.NumDeletedRows))
			var msg []byte
			msg = pbBytes(msg, 2, frag)
			msg = pbVarint(msg, 3, 12)
			msg = pbVarint(msg, 9, FlagStableRowIDs|FlagDeletionFiles)
			msg = pbVarint(msg, 14, 1<<32)
			clear(files)
			files[src.manifestName] = manifestFile(nil, msg)
			files[df.Path(0)] = bin
		}})
	// Refused before the fragments are allocated (168 bytes each).
	add(corruptCase{name: "1e6 empty fragment entries", kinds: []error{ErrMalformed}, file: "manifest", maxAlloc: 16 << 20,
		edit: func(t *testing.T, src *corruptSource, files map[string][]byte) {
			n := 1_000_000
			if testing.Short() {
				n = 200_000
			}
			msg := encodePB(setField(manifestMsg(t, files[src.manifestName]), 21, nil))
			msg = slices.Grow(msg, 8*n)
			for i := 0; i < n; i++ {
				msg = pbBytes(msg, 2, pbVarint(pbVarint(nil, 1, uint64(1000+i)), 4, 0))
			}
			files[src.manifestName] = manifestFile(nil, msg)
		}})
	add(corruptCase{name: "10^4 small fragments", kinds: nil, // valid: each 21 bytes or more
		edit: func(t *testing.T, src *corruptSource, files map[string][]byte) {
			var msg []byte
			for k := uint64(0); k < 10_000; k++ {
				msg = pbBytes(msg, 2, fragmentPB(k, 1, rangeSeqPB(k, k+1)))
			}
			msg = pbVarint(msg, 3, 12)
			msg = pbVarint(msg, 9, FlagStableRowIDs)
			msg = pbVarint(msg, 14, 10_000)
			clear(files)
			files[src.manifestName] = manifestFile(nil, msg)
		}})
	add(corruptCase{name: "zstd bomb in an .arrow deletion file", dataset: "medium", version: 10, maxAlloc: 16 << 20,
		kinds: []error{ErrMalformed, ErrCountMismatch, ErrOutOfRange, ErrTruncated}, file: ".arrow",
		edit: func(t *testing.T, src *corruptSource, files map[string][]byte) {
			i := fragmentWith(t, src, func(f *DataFragment) bool { return withDeletion(f) && f.DeletionFile.Type == DeletionArrow })
			files[deletionPath(src, i)] = zstdBomb(t, files[deletionPath(src, i)], false)
		}})
	add(corruptCase{name: "zstd bomb of compressed blocks", dataset: "medium", version: 10, maxAlloc: 4 << 20,
		kinds: []error{ErrMalformed, ErrCountMismatch, ErrOutOfRange, ErrTruncated}, file: ".arrow",
		edit: func(t *testing.T, src *corruptSource, files map[string][]byte) {
			i := fragmentWith(t, src, func(f *DataFragment) bool { return withDeletion(f) && f.DeletionFile.Type == DeletionArrow })
			files[deletionPath(src, i)] = zstdBomb(t, files[deletionPath(src, i)], true)
		}})
	add(corruptCase{name: "deletion file length fields huge", kinds: []error{ErrMalformed, ErrTruncated, ErrWrongSchema}, file: ".arrow",
		edit: func(t *testing.T, src *corruptSource, files map[string][]byte) {
			b := files[deletionPath(src, fragmentWith(t, src, withDeletion))]
			// Every 8-byte length or offset of the Arrow metadata that
			// holds a small value gets 2^62.
			for p := 8; p+8 <= len(b) && p < 512; p += 8 {
				if v := binary.LittleEndian.Uint64(b[p:]); v > 0 && v < 1<<16 {
					binary.LittleEndian.PutUint64(b[p:], 1<<62)
				}
			}
		}})
	add(corruptCase{name: "manifest length field huge", kinds: []error{ErrTruncated, ErrMalformed}, file: "manifest",
		edit: func(t *testing.T, src *corruptSource, files map[string][]byte) {
			b := files[src.manifestName]
			pos := binary.LittleEndian.Uint64(b[len(b)-manifestFooterSize:])
			binary.LittleEndian.PutUint32(b[pos:], 1<<31)
		}})
	add(corruptCase{name: "manifest garbage", kinds: []error{ErrMalformed}, file: "manifest",
		edit: func(t *testing.T, src *corruptSource, files map[string][]byte) {
			b := files[src.manifestName]
			for i := range b {
				b[i] = byte(i*131 + 7)
			}
		}})
	add(corruptCase{name: "deletion file garbage", kinds: []error{ErrMalformed, ErrTruncated, ErrWrongSchema}, file: ".arrow",
		edit: func(t *testing.T, src *corruptSource, files map[string][]byte) {
			b := files[deletionPath(src, fragmentWith(t, src, withDeletion))]
			for i := range b {
				b[i] = byte(i*131 + 7)
			}
		}})

	// Special files and links where a file belongs.
	for _, kind := range []string{"fifo", "devzero", "dangling"} {
		want := []error{objstore.ErrNotRegular}
		if kind == "dangling" {
			want = []error{fs.ErrNotExist}
		}
		add(corruptCase{name: kind + " as the manifest", kinds: want, file: "manifest",
			fsEdit: func(t *testing.T, src *corruptSource, dir string) { replaceWith(kind)(t, dir, src.manifestName) }})
		add(corruptCase{name: kind + " as a deletion file", kinds: want, file: "_deletions/",
			fsEdit: func(t *testing.T, src *corruptSource, dir string) {
				replaceWith(kind)(t, dir, deletionPath(src, fragmentWith(t, src, withDeletion)))
			}})
		add(corruptCase{name: kind + " as an external sequence", kinds: want, file: "_rowids/ext.bin",
			edit: func(t *testing.T, src *corruptSource, files map[string][]byte) {
				externalRowIDs(t, src, files, 0, "_rowids/ext.bin")
			},
			fsEdit: func(t *testing.T, src *corruptSource, dir string) { replaceWith(kind)(t, dir, "_rowids/ext.bin") }})
	}
	add(corruptCase{name: "external sequence ok", kinds: nil,
		edit: func(t *testing.T, src *corruptSource, files map[string][]byte) {
			externalRowIDs(t, src, files, 0, "_rowids/ext.bin")
		}})
	add(corruptCase{name: "external sequence truncated", kinds: []error{ErrTruncated}, file: "_rowids/ext.bin",
		edit: func(t *testing.T, src *corruptSource, files map[string][]byte) {
			externalRowIDs(t, src, files, 0, "_rowids/ext.bin")
			files["_rowids/ext.bin"] = files["_rowids/ext.bin"][:5]
		}})
	add(corruptCase{name: "external sequence garbage", kinds: []error{ErrMalformed}, file: "_rowids/ext.bin",
		edit: func(t *testing.T, src *corruptSource, files map[string][]byte) {
			externalRowIDs(t, src, files, 0, "_rowids/ext.bin")
			b := files["_rowids/ext.bin"]
			for i := range b {
				b[i] = 0xFF
			}
		}})

	// Truncations: the manifest and a deletion file, at many offsets.
	src := loadCorruptSource(t, "basic", 12)
	del := deletionPath(src, fragmentWith(t, src, withDeletion))
	for _, tr := range []struct {
		file  string
		size  int
		kinds []error
	}{
		{src.manifestName, len(src.files[src.manifestName]), []error{ErrTruncated, ErrMalformed}},
		{del, len(src.files[del]), []error{ErrTruncated, ErrMalformed, ErrWrongSchema}},
	} {
		step := max(1, tr.size/97)
		for n := 0; n < tr.size; n += step {
			file := tr.file
			add(corruptCase{name: fmt.Sprintf("%s cut to %d bytes", path2name(file), n), kinds: tr.kinds, file: file,
				edit: func(t *testing.T, src *corruptSource, files map[string][]byte) { files[file] = files[file][:n] }})
		}
	}
	// The manifest message cut at many offsets, framed again: the framing
	// is right, the protobuf ends early. A cut between two fields may
	// decode (fewer fragments, no next_row_id); the answers must agree.
	msg := encodePB(setField(manifestMsg(t, src.files[src.manifestName]), 21, nil))
	for n := 0; n < len(msg); n += max(1, len(msg)/61) {
		add(corruptCase{name: fmt.Sprintf("manifest message cut to %d bytes", n), maySucceed: true,
			kinds: []error{ErrTruncated, ErrMalformed, ErrMissingRowIDs}, file: "manifest",
			edit: func(t *testing.T, src *corruptSource, files map[string][]byte) {
				files[src.manifestName] = manifestFile(nil, msg[:n])
			}})
	}
	return cases
}

func path2name(p string) string { return strings.ReplaceAll(p, "/", "_") }

func memStoreOf(t testing.TB, files map[string][]byte) *objstore.Memory {
	s := objstore.NewMemory()
	for k, v := range files {
		if err := s.Put(k, v); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// zstdBomb replaces the zstd frame of an Arrow deletion file, in place
// and at the same length, by one of RLE blocks that decompresses to 32768
// times its size in zeros, keeping the sizes the file declares. With
// compressed, it is instead a frame of compressed blocks (written by a
// streaming encoder, so without a content size) holding 8 MiB of a
// repeated pattern, padded to the old frame's length with a skippable
// frame.
func zstdBomb(t *testing.T, good []byte, compressed bool) []byte {
	// The frame of the buffer declaring the most bytes: the values.
	frame, most := -1, uint64(0)
	for i := 8; i+4 <= len(good); i++ {
		if bytes.HasPrefix(good[i:], []byte{0x28, 0xb5, 0x2f, 0xfd}) {
			if n := binary.LittleEndian.Uint64(good[i-8:]); n > most && n < 1<<32 {
				frame, most = i, n
			}
		}
	}
	if frame < 0 {
		t.Fatal("no zstd frame")
	}
	// The frame's length: its header, then blocks up to the last.
	p := frame + 4
	fhd := good[p]
	p++
	if fhd>>5&1 == 0 {
		p++ // window descriptor
	}
	p += []int{0, 1, 2, 4}[fhd&3]
	fcs := []int{0, 2, 4, 8}[fhd>>6]
	if fhd>>6 == 0 && fhd>>5&1 == 1 {
		fcs = 1
	}
	p += fcs
	for {
		hdr := uint32(good[p]) | uint32(good[p+1])<<8 | uint32(good[p+2])<<16
		size := int(hdr >> 3)
		if hdr>>1&3 == 1 {
			size = 1 // RLE
		}
		p += 3 + size
		if hdr&1 == 1 {
			break
		}
	}
	if fhd>>2&1 == 1 {
		p += 4 // checksum
	}
	n := p - frame
	if compressed {
		var buf bytes.Buffer
		enc, err := zstd.NewWriter(&buf, zstd.WithEncoderLevel(zstd.SpeedFastest), zstd.WithEncoderCRC(false), zstd.WithWindowSize(128<<10))
		if err != nil {
			t.Fatal(err)
		}
		chunk := bytes.Repeat([]byte("0123456789abcdef"), 1<<12)
		for i := 0; i < 8<<20/len(chunk); i++ {
			if _, err := enc.Write(chunk); err != nil {
				t.Fatal(err)
			}
		}
		if err := enc.Close(); err != nil {
			t.Fatal(err)
		}
		bomb := buf.Bytes()
		if len(bomb)+8 > n {
			t.Fatalf("the compressed bomb takes %d bytes, the frame %d", len(bomb), n)
		}
		pad := n - len(bomb) - 8
		bomb = binary.LittleEndian.AppendUint32(bomb, 0x184D2A50)
		bomb = binary.LittleEndian.AppendUint32(bomb, uint32(pad))
		bomb = append(bomb, make([]byte, pad)...)
		out := bytes.Clone(good)
		copy(out[frame:], bomb)
		return out
	}
	// Magic, a descriptor without content size, a 128 KiB window; k RLE
	// blocks of 128 KiB; a last raw block of r bytes.
	bomb := []byte{0x28, 0xb5, 0x2f, 0xfd, 0x00, 0x38}
	k := (n - 6 - 3) / 4
	r := n - 6 - 3 - 4*k
	for i := 0; i < k; i++ {
		hdr := uint32(1<<1 | (128<<10)<<3)
		bomb = append(bomb, byte(hdr), byte(hdr>>8), byte(hdr>>16), 0)
	}
	hdr := uint32(1 | uint32(r)<<3)
	bomb = append(bomb, byte(hdr), byte(hdr>>8), byte(hdr>>16))
	bomb = append(bomb, make([]byte, r)...)
	out := bytes.Clone(good)
	copy(out[frame:], bomb)
	return out
}

// TestCorruptDatasets runs every case of corruptCases.
func TestCorruptDatasets(t *testing.T) {
	for _, c := range corruptCases(t) {
		t.Run(c.name, c.run)
	}
	f := &corruptFigures
	t.Logf("%d cases; largest allocation %d bytes (%s); slowest %v (%s)", f.cases, f.maxAlloc, f.maxAllocCase, f.slowest, f.slowestCase)
}

// TestManifestHoldsNoRawBytes: a checked-out Version keeps none of the
// manifest file's bytes alive (its inline sequences are left in the file,
// and read from it again when asked for).
func TestManifestHoldsNoRawBytes(t *testing.T) {
	src := loadCorruptSource(t, "basic", 12)
	st := &weakStore{Memory: memStoreOf(t, src.files), key: src.manifestName}
	ds, err := OpenStore(context.Background(), st, "", &Options{Cache: NewCache(1 << 20)})
	if err != nil {
		t.Fatal(err)
	}
	ver, err := ds.Latest(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if st.read.Value() == nil {
		t.Fatal("the manifest's bytes are gone before a GC")
	}
	runtime.GC()
	runtime.GC()
	if st.read.Value() != nil {
		t.Errorf("the manifest file's bytes are still reachable from a checked-out version")
	}
	ref := ver.Manifest().Fragments[0].RowIDs
	if ref.Storage != StorageInline || ref.Size() == 0 {
		t.Errorf("the manifest lost its inline row ids: %+v", ref)
	}
	if b, err := ds.SequenceBytes(context.Background(), ref); err != nil || int64(len(b)) != ref.Size() {
		t.Errorf("the inline row ids read again: %d bytes (%v), want %d", len(b), err, ref.Size())
	}
	runtime.KeepAlive(ver)
}

// weakStore remembers, weakly, the last bytes it read of key.
type weakStore struct {
	*objstore.Memory
	key  string
	read weak.Pointer[byte]
}

func (s *weakStore) Read(ctx context.Context, key string, max int64) ([]byte, objstore.ObjectInfo, error) {
	b, info, err := s.Memory.Read(ctx, key, max)
	if err == nil && key == s.key && len(b) > 0 {
		s.read = weak.Make(&b[0])
	}
	return b, info, err
}

// TestCorruptSharedClaimedRange: two fragments share one claimed range of
// 2^32 ids, each with a .bin deletion file deleting half of it (one the
// lower half, one the upper), so that no id is live twice: a valid
// version whose index must be built without a step per claimed row.
func TestCorruptSharedClaimedRange(t *testing.T) {
	src := loadCorruptSource(t, "basic", 12)
	const rows = 1 << 32
	files := map[string][]byte{}
	var msg []byte
	for k := uint64(0); k < 2; k++ {
		bm := roaring.New()
		bm.AddRange(k*rows/2, (k+1)*rows/2)
		bm.RunOptimize()
		bin, err := bm.ToBytes()
		if err != nil {
			t.Fatal(err)
		}
		df := DeletionFile{Type: DeletionBitmap, ReadVersion: 11, ID: 1, NumDeletedRows: bm.GetCardinality()}
		files[df.Path(uint32(k))] = bin
		frag := fragmentPB(k, rows, rangeSeqPB(0, rows))
		frag = pbBytes(frag, 3, pbVarint(pbVarint(pbVarint(pbVarint(nil, 1, 1), 2, df.ReadVersion), 3, df.ID), 4, df.NumDeletedRows))
		msg = pbBytes(msg, 2, frag)
	}
	msg = pbVarint(msg, 3, 12)
	msg = pbVarint(msg, 9, FlagStableRowIDs|FlagDeletionFiles)
	msg = pbVarint(msg, 11, 1)
	msg = pbVarint(msg, 14, rows)
	files[src.manifestName] = manifestFile(nil, msg)
	c := corruptCase{name: "shared claimed range", dataset: "basic", version: 12, kinds: nil,
		edit: func(t *testing.T, src *corruptSource, f map[string][]byte) {
			clear(f)
			for k, v := range files {
				f[k] = v
			}
		}}
	c.run(t)
}

// TestCorruptManifestFlips flips every byte of a small manifest (basic v1)
// and runs the reader: each flip is an error that names the manifest, or
// answers that agree.
func TestCorruptManifestFlips(t *testing.T) {
	src := loadCorruptSource(t, "basic", 1)
	good := src.files[src.manifestName]
	failed := 0
	for i := range good {
		b := bytes.Clone(good)
		b[i] ^= 0xFF
		store := memStoreOf(t, map[string][]byte{src.manifestName: b})
		alloc, err := exercise(t, func(ctx context.Context) (*Dataset, error) {
			return OpenStore(ctx, store, "flip", &Options{Cache: NewCache(1 << 20)})
		}, src.expected)
		if limit := uint64(corruptAllocFactor*len(b) + corruptAllocSlack); alloc > limit {
			t.Errorf("flip at %d: allocated %d bytes (limit %d)", i, alloc, limit)
		}
		if err == nil {
			continue
		}
		failed++
		if !strings.Contains(err.Error(), src.manifestName) {
			t.Errorf("flip at %d: error %q does not name the manifest", i, err)
		}
		var fe *FormatError
		if !errors.Is(err, ErrMalformed) && !errors.Is(err, ErrTruncated) && !errors.Is(err, ErrUnsupported) && !errors.Is(err, ErrMissingRowIDs) && !errors.As(err, &fe) {
			t.Errorf("flip at %d: error %q has no lance class", i, err)
		}
	}
	t.Logf("%d of %d flips refused", failed, len(good))
}

// TestDecodeManifestAllocBound: decoding a manifest allocates at most
// maxDecodedFactor (8) times its size, plus a small slack, for every
// manifest of the test data and for manifests of many bare fragments
// just above the smallest size the decoder accepts for them.
func TestDecodeManifestAllocBound(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "*", "*.lance", VersionsDir, "*.manifest"))
	if err != nil || len(files) == 0 {
		t.Fatal("no manifests", err)
	}
	inputs := map[string][]byte{}
	for _, p := range files {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		inputs[p] = b
	}
	// 1e5 fragments of 44 bytes (one short data file, one row), and 3e5
	// of 22 bytes (refused: too small for a Lance fragment).
	for _, c := range []struct {
		n     int
		frag  func(k uint64) []byte
		bytes int
	}{
		{100_000, func(k uint64) []byte {
			return pbVarint(pbBytes(pbVarint(nil, 1, 1<<20+k), 2, pbBytes(nil, 1, []byte("0123456789abcdef0123456789abcdef"))), 4, 1)
		}, 44},
		{300_000, func(k uint64) []byte {
			return pbVarint(pbBytes(pbVarint(nil, 1, 1<<20+k), 2, pbBytes(nil, 1, []byte("0123456789"))), 4, 1)
		}, 22},
	} {
		var msg []byte
		for k := 0; k < c.n; k++ {
			msg = pbBytes(msg, 2, c.frag(uint64(k)))
		}
		inputs[fmt.Sprintf("%d fragments of %d bytes", c.n, c.bytes)] = manifestFile(nil, pbVarint(msg, 3, 1))
	}
	worst := 0.0
	for name, b := range inputs {
		var m *Manifest
		var err error
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		m, err = DecodeManifest(b)
		runtime.ReadMemStats(&after)
		alloc := after.TotalAlloc - before.TotalAlloc
		if limit := uint64(maxDecodedFactor*len(b) + 64<<10); alloc > limit {
			t.Errorf("%s: %d bytes decode with %d allocated (limit %d; %v)", name, len(b), alloc, limit, err)
		}
		if strings.Contains(name, "of 22 bytes") != (err != nil) {
			t.Errorf("%s: err = %v", name, err)
		}
		worst = max(worst, float64(alloc)/float64(len(b)))
		runtime.KeepAlive(m)
	}
	t.Logf("%d manifests; the most allocated is %.1f times the manifest's size", len(inputs), worst)
}
