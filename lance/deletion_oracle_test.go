package lance

import (
	"bufio"
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/ipc"
)

// arrowGoOffsets reads an Arrow deletion file with arrow-go's IPC reader,
// an implementation independent of ours: the oracle of the tests below. A
// panic inside arrow-go (it has some on corrupt input) is an error.
func arrowGoOffsets(b []byte) (offsets []uint32, err error) {
	defer func() {
		if r := recover(); r != nil {
			offsets, err = nil, fmt.Errorf("arrow-go panicked: %v", r)
		}
	}()
	rdr, err := ipc.NewMappedFileReader(bytes.Clone(b))
	if err != nil {
		return nil, err
	}
	defer rdr.Close()
	rec, err := rdr.RecordBatchAt(0)
	if err != nil {
		return nil, err
	}
	defer rec.Release()
	col, ok := rec.Column(0).(*array.Uint32)
	if !ok {
		return nil, fmt.Errorf("column of type %s", rec.Column(0).DataType())
	}
	offsets = slices.Clone(col.Uint32Values())
	slices.Sort(offsets)
	return offsets, nil
}

// arrowCorpus returns the seeds of FuzzReadDeletionArrow, the Arrow
// deletion files of testdata, and files from arrow-go's writer, each with
// the physical row count to decode it with.
func arrowCorpus(t testing.TB) (files [][]byte, rows []uint64) {
	seeds, err := filepath.Glob("testdata/fuzz/FuzzReadDeletionArrow/*")
	if err != nil || len(seeds) == 0 {
		t.Fatalf("no seeds: %v", err)
	}
	for _, f := range seeds {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var b []byte
		var n uint64
		sc := bufio.NewScanner(bytes.NewReader(data))
		sc.Buffer(nil, 1<<24)
		for sc.Scan() {
			l := sc.Text()
			switch {
			case strings.HasPrefix(l, "[]byte(") && strings.HasSuffix(l, ")"):
				s, err := strconv.Unquote(l[len("[]byte(") : len(l)-1])
				if err != nil {
					t.Fatalf("%s: %v", f, err)
				}
				b = []byte(s)
			case strings.HasPrefix(l, "uint64(") && strings.HasSuffix(l, ")"):
				if n, err = strconv.ParseUint(l[len("uint64("):len(l)-1], 10, 64); err != nil {
					t.Fatalf("%s: %v", f, err)
				}
			}
		}
		files, rows = append(files, b), append(rows, n)
	}
	real, err := filepath.Glob("testdata/*/*.lance/_deletions/*.arrow")
	if err != nil || len(real) < 10 {
		t.Fatalf("%d arrow deletion files in testdata: %v", len(real), err)
	}
	for _, f := range real {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		files, rows = append(files, b), append(rows, 1<<20)
	}
	vals := make([]int64, 3000)
	for i := range vals {
		vals[i] = int64(i * 5)
	}
	for _, schema := range []*arrow.Schema{rowIDSchema, rowIDSchema.WithEndianness(1 - rowIDSchema.Endianness())} {
		for _, opts := range [][]ipc.Option{{ipc.WithZstd()}, nil} {
			files = append(files, arrowFile(t, schema, []arrow.RecordBatch{uint32Batch(schema, vals...)}, opts...))
			rows = append(rows, 20000)
		}
	}
	return files, rows
}

// TestDeletionArrowAgainstArrowGo decodes the corpus and 200 mutants of
// each file (1-3 flipped bits) with DecodeDeletionArrow and, where our
// validation of the metadata accepts the file (arrow-go trusts the
// metadata: given garbage it allocates without bound), with arrow-go's
// reader. Where both decode they must agree. Where only arrow-go decodes,
// ours must be a *FormatError about the zstd stream: we check the frames'
// checksums, and arrow-go returns values without. Where only we decode,
// arrow-go failed (or panicked) on metadata that the values do not depend
// on.
func TestDeletionArrowAgainstArrowGo(t *testing.T) {
	files, rows := arrowCorpus(t)
	r := rand.New(rand.NewPCG(7, 11))
	var both, neither, invalid, onlyOurs, onlyTheirs, n int
	check := func(b []byte, physicalRows uint64) {
		n++
		bm, err := DecodeDeletionArrow(b, physicalRows)
		if _, verr := validateDeletionArrow(b, physicalRows, "", new(arrowValues)); verr != nil {
			invalid++
			if err == nil {
				t.Fatalf("decoded a file that fails validation: %v", verr)
			}
			return
		}
		want, werr := arrowGoOffsets(b)
		if werr == nil {
			for _, v := range want {
				if uint64(v) >= physicalRows {
					werr = fmt.Errorf("offset %d out of range", v)
					break
				}
			}
			if werr == nil && len(slices.Compact(slices.Clone(want))) != len(want) {
				werr = fmt.Errorf("duplicate offsets")
			}
		}
		switch {
		case err == nil && werr == nil:
			both++
			if got := bitmapValues(bm); !slices.Equal(got, want) {
				t.Fatalf("decoded %d offsets, arrow-go %d; first difference in %v vs %v", len(got), len(want), got[:min(len(got), 8)], want[:min(len(want), 8)])
			}
		case err != nil && werr != nil:
			neither++
		case err != nil:
			onlyTheirs++
			var fe *FormatError
			if !asFormatError(err, &fe) || !strings.Contains(err.Error(), "zstd: ") {
				t.Fatalf("arrow-go decodes what we reject: %v", err)
			}
		default:
			onlyOurs++
		}
	}
	for i, b := range files {
		check(b, rows[i])
		for range 200 {
			m := bytes.Clone(b)
			if len(m) == 0 {
				break
			}
			for range 1 + r.IntN(3) {
				m[r.IntN(len(m))] ^= 1 << r.IntN(8)
			}
			check(m, rows[i])
		}
	}
	t.Logf("%d inputs: %d fail validation; of the others %d decoded alike, %d rejected by both, %d only by us (zstd), %d only by arrow-go",
		n, invalid, both, neither, onlyTheirs, onlyOurs)
	if both < 1000 || invalid < 1000 || onlyTheirs == 0 {
		t.Errorf("the corpus exercises too little: %d decoded, %d rejected", both, neither)
	}
}

// BenchmarkDecodeDeletionArrow decodes medium's largest deletion file and
// 100,000 offsets plain and zstd-compressed.
func BenchmarkDecodeDeletionArrow(b *testing.B) {
	vals := make([]int64, 100000)
	for i := range vals {
		vals[i] = int64(i * 3)
	}
	real, _ := filepath.Glob("testdata/medium/medium.lance/_deletions/*.arrow")
	var largest []byte
	for _, f := range real {
		if d, err := os.ReadFile(f); err == nil && len(d) > len(largest) {
			largest = d
		}
	}
	if largest == nil {
		b.Fatal("no deletion file in medium")
	}
	for _, c := range []struct {
		name string
		file []byte
		rows uint64
	}{
		{"file=medium", largest, 1 << 20},
		{"file=plain-1e5", arrowFile(b, rowIDSchema, []arrow.RecordBatch{uint32Batch(rowIDSchema, vals...)}), 300000},
		{"file=zstd-1e5", arrowFile(b, rowIDSchema, []arrow.RecordBatch{uint32Batch(rowIDSchema, vals...)}, ipc.WithZstd()), 300000},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.SetBytes(int64(len(c.file)))
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				if _, err := DecodeDeletionArrow(c.file, c.rows); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
