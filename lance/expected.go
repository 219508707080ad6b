package lance

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"

	"github.com/stablerow/stablerow/rowindex"
)

// Expected is what Lance's own scan reported for one version of a dataset:
// the expected-vN.json(.gz) files of the test data, which `stablerow
// verify` checks a dataset against.
type Expected struct {
	Dataset      string
	Version      uint64
	StableRowIDs bool
	NumRows      int
	Rows         []ExpectedRow
}

// ExpectedRow is one live row as Lance reported it.
type ExpectedRow struct {
	RowID         uint64
	Address       rowindex.RowAddress
	UserID        int64 // the user column "id"
	CreatedAt     uint64
	LastUpdatedAt uint64
}

// ReadExpected decodes an expected file, gzip-compressed or not. Its
// errors read "lance: expected file: CAUSE".
func ReadExpected(r io.Reader) (*Expected, error) {
	exp, err := readExpected(r)
	if err != nil {
		return nil, fmt.Errorf("lance: expected file: %w", err)
	}
	return exp, nil
}

func readExpected(r io.Reader) (*Expected, error) {
	br := bufio.NewReader(r)
	if magic, err := br.Peek(2); err == nil && bytes.Equal(magic, []byte{0x1f, 0x8b}) {
		zr, err := gzip.NewReader(br)
		if err != nil {
			return nil, err
		}
		defer zr.Close()
		r = zr
	} else {
		r = br
	}
	var raw struct {
		Dataset      string     `json:"dataset"`
		Version      uint64     `json:"version"`
		StableRowIDs bool       `json:"stable_row_ids"`
		NumRows      int        `json:"num_rows"`
		Columns      []string   `json:"columns"`
		Rows         [][]uint64 `json:"rows"`
	}
	dec := json.NewDecoder(r)
	if err := dec.Decode(&raw); err != nil {
		return nil, err
	}
	col := map[string]int{}
	for i, c := range raw.Columns {
		col[c] = i
	}
	for _, c := range []string{"rowid", "rowaddr", "created_at", "last_updated_at"} {
		if _, ok := col[c]; !ok {
			return nil, fmt.Errorf("no column %q", c)
		}
	}
	userCol, hasUser := col["id"]
	exp := &Expected{Dataset: raw.Dataset, Version: raw.Version, StableRowIDs: raw.StableRowIDs,
		NumRows: raw.NumRows, Rows: make([]ExpectedRow, len(raw.Rows))}
	for i, r := range raw.Rows {
		if len(r) != len(raw.Columns) {
			return nil, fmt.Errorf("row %d has %d values for %d columns", i, len(r), len(raw.Columns))
		}
		er := ExpectedRow{RowID: r[col["rowid"]], Address: rowindex.RowAddress(r[col["rowaddr"]]),
			CreatedAt: r[col["created_at"]], LastUpdatedAt: r[col["last_updated_at"]]}
		if hasUser {
			er.UserID = int64(r[userCol])
		}
		exp.Rows[i] = er
	}
	return exp, nil
}

// ReadExpectedFile reads an expected file from disk. Its errors name the
// path once: "lance: expected file PATH: CAUSE", and unwrap to the cause
// (an *fs.PathError matching fs.ErrNotExist for a missing file).
func ReadExpectedFile(path string) (*Expected, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, &expectedFileError{path: path, err: err}
	}
	defer f.Close()
	exp, err := readExpected(f)
	if err != nil {
		return nil, &expectedFileError{path: path, err: err}
	}
	return exp, nil
}

// expectedFileError is an error reading the expected file at path.
type expectedFileError struct {
	path string
	err  error
}

// Error implements error. A cause that is an *fs.PathError on path is
// written without it: the path is said once.
func (e *expectedFileError) Error() string {
	cause := e.err.Error()
	var pe *fs.PathError
	if errors.As(e.err, &pe) && pe.Path == e.path {
		cause = pe.Err.Error()
	}
	return "lance: expected file " + e.path + ": " + cause
}

func (e *expectedFileError) Unwrap() error { return e.err }

// VerifyReport is the outcome of Version.Verify.
type VerifyReport struct {
	Version    uint64
	Rows       int      // rows in the expected file
	LiveRows   int      // live rows in the index
	Mismatches int      // every mismatch found
	First      []string // the first mismatches, described
}

// OK reports whether the version matched the expected file.
func (r VerifyReport) OK() bool { return r.Mismatches == 0 }

// Verify checks the version against what Lance reported: for every expected
// row, row id -> address through the index, address -> row id, and the two
// version columns; the live row count; the stable-row-id flag; and that
// every live id is below next_row_id. It keeps the first maxShown
// mismatches. The error is for failures to load or index the version.
func (v *Version) Verify(ctx context.Context, exp *Expected, maxShown int) (VerifyReport, error) {
	rep := VerifyReport{Version: v.Number(), Rows: len(exp.Rows)}
	bad := func(format string, args ...any) {
		rep.Mismatches++
		if len(rep.First) < maxShown {
			rep.First = append(rep.First, fmt.Sprintf(format, args...))
		}
	}
	idx, err := v.Index()
	if err != nil {
		return rep, err
	}
	rep.LiveRows = idx.Len()
	if exp.Version != v.Number() {
		bad("expected file is for version %d, dataset version is %d", exp.Version, v.Number())
	}
	if exp.StableRowIDs != v.StableRowIDs() {
		bad("stable row ids: expected %v, manifest says %v", exp.StableRowIDs, v.StableRowIDs())
	}
	if exp.NumRows != len(exp.Rows) {
		bad("expected file says %d rows but lists %d", exp.NumRows, len(exp.Rows))
	}
	if idx.Len() != len(exp.Rows) {
		bad("live rows: expected %d, index has %d", len(exp.Rows), idx.Len())
	}
	for _, r := range exp.Rows {
		addr, ok := idx.Get(r.RowID)
		switch {
		case !ok:
			bad("row id %d: expected at %v, not found", r.RowID, r.Address)
			continue
		case addr != r.Address:
			bad("row id %d: expected at %v, index says %v", r.RowID, r.Address, addr)
		}
		if id, ok := idx.RowID(r.Address); !ok || id != r.RowID {
			if ok {
				bad("address %v: expected row id %d, holds row id %d", r.Address, r.RowID, id)
			} else {
				bad("address %v: expected row id %d, holds no live row", r.Address, r.RowID)
			}
		}
		c, u, ok, err := v.RowVersions(ctx, r.Address)
		if err != nil {
			return rep, err
		}
		if !ok || c != r.CreatedAt || u != r.LastUpdatedAt {
			bad("row id %d: expected created %d / updated %d, got %d / %d", r.RowID, r.CreatedAt, r.LastUpdatedAt, c, u)
		}
		if v.StableRowIDs() && r.RowID >= v.NextRowID() {
			bad("row id %d is not below next_row_id %d", r.RowID, v.NextRowID())
		}
	}
	return rep, nil
}
