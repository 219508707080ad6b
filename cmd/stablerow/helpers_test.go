package main

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stablerow/stablerow/rowindex"
)

const testdata = "../../lance/testdata"

var datasetNames = []string{"basic", "basic-nonstable", "compaction", "holes", "medium"}

// datasetPath returns the directory of a test dataset.
func datasetPath(name string) string {
	return filepath.Join(testdata, name, name+".lance")
}

// expectedPath returns the expected file of version v of a test dataset.
func expectedPath(t testing.TB, name string, v uint64) string {
	t.Helper()
	p := filepath.Join(testdata, name, fmt.Sprintf("expected-v%d.json", v))
	if _, err := os.Stat(p); err == nil {
		return p
	}
	if _, err := os.Stat(p + ".gz"); err != nil {
		t.Fatalf("no expected file for %s v%d: %v", name, v, err)
	}
	return p + ".gz"
}

// expRow is one row of an expected file.
type expRow struct {
	RowID                    uint64
	Address                  rowindex.RowAddress
	CreatedAt, LastUpdatedAt uint64
}

var expectedCache = map[string][]expRow{}

// expected reads (once per test binary) the rows of the expected file of
// version v. It has its own parser, independent of lance.ReadExpected (and
// much faster under -race than encoding/json): the files hold one row
// "[rowid,rowaddr,id,created_at,last_updated_at]" per line.
func expected(t testing.TB, name string, v uint64) []expRow {
	t.Helper()
	key := fmt.Sprint(name, v)
	if e, ok := expectedCache[key]; ok {
		return e
	}
	path := expectedPath(t, name, v)
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if strings.HasSuffix(path, ".gz") {
		zr, err := gzip.NewReader(bytes.NewReader(b))
		if err != nil {
			t.Fatal(err)
		}
		if b, err = io.ReadAll(zr); err != nil {
			t.Fatal(err)
		}
	}
	head, body, ok := bytes.Cut(b, []byte(`"rows":[`))
	if !ok || !bytes.Contains(head, []byte(fmt.Sprintf(`"version":%d,`, v))) ||
		!bytes.Contains(head, []byte(`"columns":["rowid","rowaddr","id","created_at","last_updated_at"]`)) {
		t.Fatalf("%s: unexpected header %.200q", path, head)
	}
	var rows []expRow
	for _, line := range bytes.Split(body, []byte("\n")) {
		line = bytes.TrimSuffix(bytes.TrimSpace(line), []byte(","))
		if len(line) == 0 || line[0] != '[' {
			continue
		}
		f := strings.Split(string(bytes.Trim(line, "[]")), ",")
		if len(f) != 5 {
			t.Fatalf("%s: bad row %q", path, line)
		}
		var n [5]uint64
		for i, s := range f {
			if n[i], err = strconv.ParseUint(s, 10, 64); err != nil {
				t.Fatalf("%s: bad row %q: %v", path, line, err)
			}
		}
		rows = append(rows, expRow{RowID: n[0], Address: rowindex.RowAddress(n[1]), CreatedAt: n[3], LastUpdatedAt: n[4]})
	}
	if want := fmt.Sprintf(`"num_rows":%d,`, len(rows)); !bytes.Contains(head, []byte(want)) {
		t.Fatalf("%s: parsed %d rows, the header says otherwise", path, len(rows))
	}
	expectedCache[key] = rows
	return rows
}

// historyStep is one version in a test dataset's history.json.
type historyStep struct {
	Version           uint64   `json:"version"`
	Op                string   `json:"op"`
	NumRows           int      `json:"num_rows"`
	Fragments         []uint32 `json:"fragments"`
	NextRowID         uint64   `json:"next_row_id"`
	SegmentKinds      []string `json:"segment_kinds"`
	DeletionFileTypes []string `json:"deletion_file_types"`
}

func history(t testing.TB, name string) []historyStep {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(testdata, name, "history.json"))
	if err != nil {
		t.Fatal(err)
	}
	var h struct {
		Steps []historyStep `json:"steps"`
	}
	if err := json.Unmarshal(b, &h); err != nil {
		t.Fatal(err)
	}
	if len(h.Steps) == 0 {
		t.Fatalf("%s: empty history", name)
	}
	return h.Steps
}

// manifestSummary is a test dataset's manifest-vN.json, written by the
// tool that made the data.
type manifestSummary struct {
	Version            uint64  `json:"version"`
	ReaderFeatureFlags uint64  `json:"reader_feature_flags"`
	WriterFeatureFlags uint64  `json:"writer_feature_flags"`
	StableRowIDs       bool    `json:"stable_row_ids"`
	MaxFragmentID      *uint32 `json:"max_fragment_id"`
	NextRowID          uint64  `json:"next_row_id"`
	Fragments          []struct {
		ID           uint32 `json:"id"`
		PhysicalRows int    `json:"physical_rows"`
		DeletionFile *struct {
			FileType       string `json:"file_type"`
			NumDeletedRows int    `json:"num_deleted_rows"`
			Path           string `json:"path"`
		} `json:"deletion_file"`
		RowIDMeta *struct {
			Storage  string `json:"storage"`
			Bytes    int    `json:"bytes"`
			Segments []struct {
				Kind string `json:"kind"`
			} `json:"segments"`
		} `json:"row_id_meta"`
	} `json:"fragments"`
}

func manifestJSON(t testing.TB, name string, v uint64) *manifestSummary {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(testdata, name, fmt.Sprintf("manifest-v%d.json", v)))
	if err != nil {
		t.Fatal(err)
	}
	var m manifestSummary
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	return &m
}

// runIn runs the command in-process.
func runIn(t testing.TB, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

// lines splits output into lines, without the final empty one.
func lines(s string) []string {
	s = strings.TrimSuffix(s, "\n")
	if s == "" {
		return nil
	}
	return strings.Split(s, "\n")
}

// sampleIdx picks up to k indexes of [0, n) spread over it, first and last
// included.
func sampleIdx(n, k int) []int {
	var out []int
	if n <= k {
		for i := 0; i < n; i++ {
			out = append(out, i)
		}
		return out
	}
	for i := 0; i < k; i++ {
		out = append(out, i*(n-1)/(k-1))
	}
	return out
}

// sample picks up to k elements of xs spread over it, first and last
// included.
func sample[T any](xs []T, k int) []T {
	var out []T
	for _, i := range sampleIdx(len(xs), k) {
		out = append(out, xs[i])
	}
	return out
}
