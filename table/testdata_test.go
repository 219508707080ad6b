package table_test

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

// The files under testdata/<dataset>/ are copies of the json files of
// ../lance/testdata/<dataset>/ (Lance 12.0.0 datasets; see that README):
// history.json, manifest-vN.json, and expected-vN.json (gzipped here to
// keep the repository small).

// expectedFile is expected-vN.json: what Lance's own scan returned.
type expectedFile struct {
	Dataset      string   `json:"dataset"`
	Version      uint64   `json:"version"`
	StableRowIDs bool     `json:"stable_row_ids"`
	NumRows      int      `json:"num_rows"`
	Columns      []string `json:"columns"`
	// Rows is parsed by hand (see readExpected).
	Rows []expectedRow `json:"-"`
}

// expectedRow is one row of expectedFile.Rows.
type expectedRow struct {
	RowID, RowAddr, UserID, CreatedAt, LastUpdatedAt uint64
}

func (e *expectedFile) check(t testing.TB) {
	want := []string{"rowid", "rowaddr", "id", "created_at", "last_updated_at"}
	if len(e.Columns) != len(want) {
		t.Fatalf("%s v%d: columns %v, want %v", e.Dataset, e.Version, e.Columns, want)
	}
	for i := range want {
		if e.Columns[i] != want[i] {
			t.Fatalf("%s v%d: columns %v, want %v", e.Dataset, e.Version, e.Columns, want)
		}
	}
}

// manifestFile is manifest-vN.json: a summary of Lance's manifest.
type manifestFile struct {
	Version       uint64             `json:"version"`
	StableRowIDs  bool               `json:"stable_row_ids"`
	MaxFragmentID *uint32            `json:"max_fragment_id"`
	NextRowID     uint64             `json:"next_row_id"`
	Fragments     []manifestFragment `json:"fragments"`
}

type manifestFragment struct {
	ID           uint32 `json:"id"`
	PhysicalRows int    `json:"physical_rows"`
	DeletionFile *struct {
		FileType       string `json:"file_type"`
		NumDeletedRows int    `json:"num_deleted_rows"`
	} `json:"deletion_file"`
	RowIDMeta *struct {
		Storage  string            `json:"storage"`
		Bytes    int               `json:"bytes"`
		Segments []manifestSegment `json:"segments"`
	} `json:"row_id_meta"`
	CreatedAt     *manifestVersions `json:"created_at_versions"`
	LastUpdatedAt *manifestVersions `json:"last_updated_at_versions"`
}

type manifestSegment struct {
	Kind     string  `json:"kind"`
	Start    *uint64 `json:"start"`
	End      *uint64 `json:"end"`
	Len      *int    `json:"len"`
	Holes    *int    `json:"holes"`
	Encoding string  `json:"encoding"`
}

type manifestVersions struct {
	Storage   string      `json:"storage"`
	Bytes     int         `json:"bytes"`
	NumRuns   int         `json:"num_runs"`
	SpanKinds []string    `json:"span_kinds"`
	Runs      [][2]uint64 `json:"runs"`
}

// historyFile is history.json.
type historyFile struct {
	Dataset      string `json:"dataset"`
	StableRowIDs bool   `json:"stable_row_ids"`
	Steps        []struct {
		Version   uint64   `json:"version"`
		Op        string   `json:"op"`
		NumRows   int      `json:"num_rows"`
		Fragments []uint32 `json:"fragments"`
		NextRowID uint64   `json:"next_row_id"`
	} `json:"steps"`
}

// readFile returns testdata/<dataset>/<name>, or <name>.gz uncompressed.
func readFile(t testing.TB, dataset, name string) []byte {
	t.Helper()
	path := filepath.Join("testdata", dataset, name)
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		var gz []byte
		if gz, err = os.ReadFile(path + ".gz"); err == nil {
			var zr *gzip.Reader
			if zr, err = gzip.NewReader(bytes.NewReader(gz)); err == nil {
				b, err = io.ReadAll(zr)
			}
		}
	}
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return b
}

// readJSON decodes testdata/<dataset>/<name>, or <name>.gz.
func readJSON(t testing.TB, dataset, name string, v any) {
	t.Helper()
	if err := json.Unmarshal(readFile(t, dataset, name), v); err != nil {
		t.Fatalf("%s/%s: %v", dataset, name, err)
	}
}

// readExpected decodes an expected-vN.json file. encoding/json is slow
// on the large ones (and slower still under -race), so the rows, plain
// arrays of five integers, are parsed by hand after the header.
func readExpected(t testing.TB, dataset, name string) *expectedFile {
	t.Helper()
	b := readFile(t, dataset, name)
	const key = `"rows":[`
	at := bytes.Index(b, []byte(key))
	if at < 0 {
		t.Fatalf("%s/%s: no rows", dataset, name)
	}
	var e expectedFile
	header := append(append([]byte{}, b[:at]...), []byte(`"rows":[]}`)...)
	if err := json.Unmarshal(header, &e); err != nil {
		t.Fatalf("%s/%s: header: %v", dataset, name, err)
	}
	e.check(t)
	rows, err := parseRows(b[at+len(key):], e.NumRows)
	if err != nil {
		t.Fatalf("%s/%s: %v", dataset, name, err)
	}
	e.Rows = rows
	return &e
}

// parseRows parses `[a,b,c,d,e],[...]...]}` (whitespace allowed) into
// rows of five unsigned integers.
func parseRows(b []byte, capacity int) ([]expectedRow, error) {
	rows := make([]expectedRow, 0, max(0, capacity))
	i := 0
	skip := func() {
		for i < len(b) && (b[i] == ' ' || b[i] == '\n' || b[i] == '\r' || b[i] == '\t' || b[i] == ',') {
			i++
		}
	}
	for {
		skip()
		if i >= len(b) {
			return nil, fmt.Errorf("rows: unexpected end")
		}
		if b[i] == ']' {
			return rows, nil
		}
		if b[i] != '[' {
			return nil, fmt.Errorf("rows: byte %q at %d", b[i], i)
		}
		i++
		var row [5]uint64
		n := 0
		for {
			skip()
			if i >= len(b) {
				return nil, fmt.Errorf("rows: unexpected end")
			}
			if b[i] == ']' {
				i++
				break
			}
			start := i
			var v uint64
			for i < len(b) && b[i] >= '0' && b[i] <= '9' {
				v = v*10 + uint64(b[i]-'0')
				i++
			}
			if i == start || n == len(row) {
				return nil, fmt.Errorf("rows: byte %q at %d", b[i], i)
			}
			row[n] = v
			n++
		}
		if n != len(row) {
			return nil, fmt.Errorf("rows: row %d has %d values", len(rows), n)
		}
		rows = append(rows, expectedRow{row[0], row[1], row[2], row[3], row[4]})
	}
}
