package lance

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// testDatasets are the Lance datasets under testdata/ (see its README.md).
var testDatasets = []string{"basic", "basic-nonstable", "compaction", "holes", "medium"}

// summaryJSON is the part of testdata's manifest-vN.json that we check.
type summaryJSON struct {
	Version         uint64  `json:"version"`
	ReaderFlags     uint64  `json:"reader_feature_flags"`
	WriterFlags     uint64  `json:"writer_feature_flags"`
	StableRowIDs    bool    `json:"stable_row_ids"`
	MaxFragmentID   *uint64 `json:"max_fragment_id"`
	NextRowID       uint64  `json:"next_row_id"`
	TransactionFile string  `json:"transaction_file"`
	Writer          struct {
		Library string `json:"library"`
		Version string `json:"version"`
	} `json:"writer"`
	Fragments []struct {
		ID           uint32 `json:"id"`
		PhysicalRows uint64 `json:"physical_rows"`
		Files        []struct {
			Path string `json:"path"`
		} `json:"files"`
		DeletionFile *struct {
			FileType       string `json:"file_type"`
			ReadVersion    uint64 `json:"read_version"`
			ID             string `json:"id"`
			NumDeletedRows uint64 `json:"num_deleted_rows"`
			Path           string `json:"path"`
		} `json:"deletion_file"`
		RowIDMeta     *metaJSON `json:"row_id_meta"`
		LastUpdatedAt *metaJSON `json:"last_updated_at_versions"`
		CreatedAt     *metaJSON `json:"created_at_versions"`
		HasLastUpd    *string   `json:"has_last_updated_at_versions"`
		HasCreated    *string   `json:"has_created_at_versions"`
	} `json:"fragments"`
}

type metaJSON struct {
	Storage string `json:"storage"`
	Bytes   *int   `json:"bytes"`
}

type historyJSON struct {
	StableRowIDs bool `json:"stable_row_ids"`
	Steps        []struct {
		Version   uint64   `json:"version"`
		Op        string   `json:"op"`
		NumRows   uint64   `json:"num_rows"`
		Fragments []uint32 `json:"fragments"`
		NextRowID uint64   `json:"next_row_id"`
	} `json:"steps"`
}

func readJSON(t *testing.T, path string, v any) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, v); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
}

// expectedRows reads the rows of expected-vN.json or .json.gz: rowid,
// rowaddr, id, created_at, last_updated_at of every live row. The files hold
// one row per line, which is parsed directly: encoding/json takes seconds on
// the larger ones under -race.
func expectedRows(t *testing.T, dir string, version uint64) [][5]uint64 {
	t.Helper()
	base := filepath.Join(dir, fmt.Sprintf("expected-v%d.json", version))
	data, err := os.ReadFile(base)
	if errors.Is(err, fs.ErrNotExist) {
		var f *os.File
		if f, err = os.Open(base + ".gz"); err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		var zr *gzip.Reader
		if zr, err = gzip.NewReader(f); err != nil {
			t.Fatal(err)
		}
		data, err = io.ReadAll(zr) // checked below, with ReadFile's
	}
	if err != nil {
		t.Fatal(err)
	}
	header, body, ok := bytes.Cut(data, []byte("\n"))
	var exp struct {
		Version uint64   `json:"version"`
		NumRows *uint64  `json:"num_rows"`
		Columns []string `json:"columns"`
	}
	if !ok || json.Unmarshal(append(bytes.Clone(header), "]}"...), &exp) != nil || exp.Version != version || exp.NumRows == nil ||
		strings.Join(exp.Columns, ",") != "rowid,rowaddr,id,created_at,last_updated_at" {
		t.Fatalf("%s: bad header %.200s", base, header)
	}
	rows := make([][5]uint64, 0, *exp.NumRows)
	for _, line := range bytes.Split(body, []byte("\n")) {
		line = bytes.TrimSuffix(bytes.TrimSpace(line), []byte(","))
		if len(line) == 0 || line[0] != '[' {
			continue
		}
		var row [5]uint64
		fields := bytes.Split(bytes.Trim(line, "[]"), []byte(","))
		if len(fields) != 5 {
			t.Fatalf("%s: bad row %q", base, line)
		}
		for i, f := range fields {
			if row[i], err = strconv.ParseUint(string(f), 10, 64); err != nil {
				t.Fatalf("%s: bad row %q", base, line)
			}
		}
		rows = append(rows, row)
	}
	if uint64(len(rows)) != *exp.NumRows {
		t.Fatalf("%s: %d rows, num_rows %d", base, len(rows), *exp.NumRows)
	}
	return rows
}

func datasetDir(name string) string { return filepath.Join("testdata", name, name+".lance") }

// operationFor maps the op descriptions of history.json to the Transaction
// operation Lance commits for them.
func operationFor(op string) string {
	switch {
	case strings.HasPrefix(op, "create"):
		return "Overwrite"
	case strings.HasPrefix(op, "append"):
		return "Append"
	case strings.HasPrefix(op, "delete"):
		return "Delete"
	case strings.HasPrefix(op, "update"), strings.HasPrefix(op, "merge_insert"):
		return "Update"
	case strings.HasPrefix(op, "(intermediate"):
		return "ReserveFragments"
	case strings.HasPrefix(op, "optimize"):
		return "Rewrite"
	}
	return "?"
}

// TestDatasets decodes every version of every test dataset and checks it
// against the summaries Lance's own reader produced.
func TestDatasets(t *testing.T) {
	for _, name := range testDatasets {
		t.Run(name, func(t *testing.T) {
			dir := filepath.Join("testdata", name)
			ds, err := Open(context.Background(), datasetDir(name), nil)
			if err != nil {
				t.Fatal(err)
			}
			var hist historyJSON
			readJSON(t, filepath.Join(dir, "history.json"), &hist)
			versions, err := ds.Versions(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			if len(versions) != len(hist.Steps) {
				t.Fatalf("%d versions, history has %d", len(versions), len(hist.Steps))
			}
			for i, v := range versions {
				if v.Version != uint64(i+1) || v.Scheme != NamingV2 {
					t.Fatalf("version %d is %+v, want %d under v2 naming", i, v, i+1)
				}
			}
			latest, err := ds.LatestNumber(context.Background())
			if err != nil || latest != uint64(len(versions)) {
				t.Fatalf("LatestNumber = %d, %v", latest, err)
			}
			for _, step := range hist.Steps {
				t.Run(fmt.Sprintf("v%d", step.Version), func(t *testing.T) {
					checkVersion(t, ds, dir, step.Version, step.Op, hist.StableRowIDs)
					m, err := ds.Manifest(context.Background(), step.Version)
					if err != nil {
						t.Fatal(err)
					}
					if m.NextRowID != step.NextRowID || len(m.Fragments) != len(step.Fragments) {
						t.Fatalf("next_row_id %d, %d fragments; history says %d, %v", m.NextRowID, len(m.Fragments), step.NextRowID, step.Fragments)
					}
					for i, id := range step.Fragments {
						if m.Fragments[i].ID != id {
							t.Errorf("fragment %d has id %d, history says %d", i, m.Fragments[i].ID, id)
						}
					}
				})
			}
		})
	}
}

func checkVersion(t *testing.T, ds *Dataset, dir string, version uint64, op string, stable bool) {
	var want summaryJSON
	readJSON(t, filepath.Join(dir, fmt.Sprintf("manifest-v%d.json", version)), &want)
	m, err := ds.Manifest(context.Background(), version)
	if err != nil {
		t.Fatal(err)
	}
	if m.Version != want.Version || m.ReaderFeatureFlags != want.ReaderFlags || m.WriterFeatureFlags != want.WriterFlags ||
		m.NextRowID != want.NextRowID || m.StableRowIDs() != want.StableRowIDs || m.StableRowIDs() != stable {
		t.Errorf("manifest header %+v, want %+v", m, want)
	}
	if (want.MaxFragmentID != nil) != m.HasMaxFragmentID || (want.MaxFragmentID != nil && uint64(m.MaxFragmentID) != *want.MaxFragmentID) {
		t.Errorf("max_fragment_id = %d (present %v), want %v", m.MaxFragmentID, m.HasMaxFragmentID, want.MaxFragmentID)
	}
	if m.TransactionFile != want.TransactionFile || m.WriterLibrary != want.Writer.Library || m.WriterVersion != want.Writer.Version {
		t.Errorf("transaction file %q writer %q %q, want %q %+v", m.TransactionFile, m.WriterLibrary, m.WriterVersion, want.TransactionFile, want.Writer)
	}
	if m.FormatMajor != 0 || m.FormatMinor != 2 {
		t.Errorf("footer format %d.%d, want 0.2", m.FormatMajor, m.FormatMinor)
	}
	// The transaction file is named <read_version>-<uuid>.txn; a rewrite
	// read the version before its ReserveFragments commit.
	if tx := m.Transaction; tx == nil || tx.UUID == "" || m.TransactionFile != fmt.Sprintf("%d-%s.txn", tx.ReadVersion, tx.UUID) ||
		tx.ReadVersion >= version || tx.OperationName() != operationFor(op) {
		t.Errorf("transaction %+v does not match file %q of version %d, operation %q", tx, m.TransactionFile, version, op)
	}
	if err := m.CheckWritable(); err != nil {
		t.Error(err)
	}
	if err := ds.CheckDataFiles(context.Background(), m); err != nil {
		t.Error(err)
	}
	if len(m.Fragments) != len(want.Fragments) {
		t.Fatalf("%d fragments, want %d", len(m.Fragments), len(want.Fragments))
	}
	// Live offsets per fragment, from the row addresses Lance's scan gave.
	rows := expectedRows(t, dir, version)
	liveOffsets := map[uint32][]uint32{}
	for _, r := range rows {
		liveOffsets[uint32(r[1]>>32)] = append(liveOffsets[uint32(r[1]>>32)], uint32(r[1]))
	}
	for _, offs := range liveOffsets {
		slices.Sort(offs)
	}
	var live uint64
	for i := range m.Fragments {
		f, wf := &m.Fragments[i], want.Fragments[i]
		if f.ID != wf.ID || f.PhysicalRows != wf.PhysicalRows || len(f.DataFiles) != len(wf.Files) {
			t.Errorf("fragment %d: id %d physical_rows %d files %d, want %d %d %d", i, f.ID, f.PhysicalRows, len(f.DataFiles), wf.ID, wf.PhysicalRows, len(wf.Files))
			continue
		}
		for j := range f.DataFiles {
			if f.DataFiles[j] != wf.Files[j].Path {
				t.Errorf("fragment %d: data file %q, want %q", f.ID, f.DataFiles[j], wf.Files[j].Path)
			}
		}
		checkMeta(t, ds, f.ID, "row ids", f.RowIDs, wf.RowIDMeta, nil)
		checkMeta(t, ds, f.ID, "last updated", f.LastUpdatedAt, wf.LastUpdatedAt, wf.HasLastUpd)
		checkMeta(t, ds, f.ID, "created", f.CreatedAt, wf.CreatedAt, wf.HasCreated)
		if stable != (f.RowIDs.Storage == StorageInline) {
			t.Errorf("fragment %d: row ids %v in a dataset with stable row ids %v", f.ID, f.RowIDs.Storage, stable)
		}
		deleted := uint64(0)
		if (f.DeletionFile == nil) != (wf.DeletionFile == nil) {
			t.Errorf("fragment %d: deletion file %+v, want %+v", f.ID, f.DeletionFile, wf.DeletionFile)
		} else if d := f.DeletionFile; d != nil {
			wd := wf.DeletionFile
			wantType := map[string]DeletionFileType{"ARROW_ARRAY": DeletionArrow, "BITMAP": DeletionBitmap}[wd.FileType]
			if d.Type != wantType || d.ReadVersion != wd.ReadVersion || fmt.Sprint(d.ID) != wd.ID ||
				d.NumDeletedRows != wd.NumDeletedRows || d.Path(f.ID) != wd.Path || d.NumDeletedRows == 0 {
				t.Errorf("fragment %d: deletion file %+v (%s), want %+v", f.ID, d, d.Path(f.ID), wd)
			}
			bm, err := ds.Deletions(context.Background(), f)
			if err != nil {
				t.Fatalf("fragment %d: %v", f.ID, err)
			}
			if bm.GetCardinality() != wd.NumDeletedRows || bm.GetCardinality() == 0 {
				t.Errorf("fragment %d: %d deleted offsets, want %d", f.ID, bm.GetCardinality(), wd.NumDeletedRows)
			}
			if bm.Maximum() >= uint32(f.PhysicalRows) {
				t.Errorf("fragment %d: deleted offset %d >= physical rows %d", f.ID, bm.Maximum(), f.PhysicalRows)
			}
			deleted = bm.GetCardinality()
			// The deleted offsets are exactly those Lance did not scan.
			bm.Flip(0, f.PhysicalRows)
			if got, want := bm.ToArray(), liveOffsets[f.ID]; !slices.Equal(got, want) {
				t.Errorf("fragment %d: %d live offsets after deletions, Lance scanned %d", f.ID, len(got), len(want))
			}
		} else if uint64(len(liveOffsets[f.ID])) != f.PhysicalRows {
			t.Errorf("fragment %d: %d rows scanned of %d without deletions", f.ID, len(liveOffsets[f.ID]), f.PhysicalRows)
		}
		live += f.PhysicalRows - deleted
	}
	if live != uint64(len(rows)) {
		t.Errorf("%d live rows, Lance scanned %d", live, len(rows))
	}
}

// checkMeta compares a SequenceRef with the summary's storage and byte count.
// checkMeta checks a checked-out manifest's reference to a sequence
// against Lance's description of it. Inline sequences are left in the
// manifest file, and are read from there.
func checkMeta(t *testing.T, ds *Dataset, frag uint32, what string, got SequenceRef, want *metaJSON, has *string) {
	t.Helper()
	wantStorage := "none"
	if want != nil {
		wantStorage = want.Storage
	} else if has != nil {
		wantStorage = *has
	}
	if got.Storage.String() != wantStorage {
		t.Errorf("fragment %d: %s storage %v, want %s", frag, what, got.Storage, wantStorage)
		return
	}
	inline := got.Inline
	if got.Storage == StorageInline {
		if got.Inline != nil || got.External == nil || !got.inFile() {
			t.Errorf("fragment %d: %s inline, held in memory (%d bytes, %+v), not left in the manifest file", frag, what, len(got.Inline), got.External)
			return
		}
		b, err := ds.SequenceBytes(context.Background(), got)
		if err != nil {
			t.Errorf("fragment %d: %s: %v", frag, what, err)
			return
		}
		inline = b
	}
	if want != nil && want.Bytes != nil && len(inline) != *want.Bytes {
		t.Errorf("fragment %d: %s has %d inline bytes, want %d", frag, what, len(inline), *want.Bytes)
	}
	if got.Storage == StorageInline && len(inline) == 0 {
		t.Errorf("fragment %d: %s inline but empty", frag, what)
	}
}
