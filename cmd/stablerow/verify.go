package main

import (
	"fmt"
	"path"
	"slices"
	"strings"

	"github.com/stablerow/stablerow/lance"
	"github.com/stablerow/stablerow/rowindex"
)

var verifyCmd = &command{
	name:    "verify",
	usage:   "verify -expected FILE [-version N] [-max n] DATASET",
	summary: "check a version against what Lance's own scan reported",
	help: `
Verify checks one version of DATASET against an expected file: the
expected-vN.json or expected-vN.json.gz that records, for every live row,
Lance's _rowid, _rowaddr, _row_created_at_version and
_row_last_updated_at_version. Every expected row must be live in the index
at its address, and its version columns must match; the version must have
no other live row.

The version checked is the one named in the expected file unless -version
is given. On success verify prints one line and exits 0; otherwise it
prints a MISMATCH line, then the first -max differences, one line each:

  version: the file is for version 3, the dataset's version is 2
  live rows: the file lists 1250, the version has 1251
  row id 5: expected at 0:7, is at 0:5 (0:7 holds row id 7)
  row id 17: expected at 0:17, is deleted
  row id 17: expected at 0:17, is not in the version
  row id 9: live at 0:9, not in the file
  row id 6: expected created in 1 and last updated in 1, is 2 and 2
  row id 5: listed more than once in the file

and exits 1. When the file names a dataset other than DATASET's directory
(without .lance), a warning on standard error says so.
`,
}

func init() { verifyCmd.run = runVerify }

func runVerify(c *cmdEnv, args []string) int {
	o := options{maxShown: 10}
	pos, code := c.parse(&o, args)
	if code >= 0 {
		return code
	}
	if len(pos) != 1 {
		return c.usageError("want one DATASET, got %d arguments", len(pos))
	}
	if o.expected == "" {
		return c.usageError("missing -expected FILE")
	}
	if o.maxShown < 0 {
		return c.usageError("-max must not be negative")
	}
	p := startProgress(c.stderr, "reading %s", o.expected)
	exp, err := lance.ReadExpectedFile(o.expected)
	p.stop()
	if err != nil {
		return c.fail(err) // it names the file
	}
	v := exp.Version // 0 below: the latest
	if o.version.set {
		v = o.version.v
	} else if v == 0 {
		return c.usageError("expected file %s names no version; give -version", o.expected)
	}
	l, err := c.load(pos[0], v, true)
	if err != nil {
		return c.fail(err)
	}
	if name := datasetName(pos[0]); exp.Dataset != "" && name != "" && exp.Dataset != name {
		fmt.Fprintf(c.stderr, "stablerow verify: warning: %s is for dataset %q, and %s is %q\n", o.expected, exp.Dataset, pos[0], name)
	}
	p = startProgress(c.stderr, "verifying %s", plural(len(exp.Rows), "row"))
	rep, err := verifyRows(c, l, exp, o.maxShown)
	p.stop()
	if err != nil {
		return c.fail(fmt.Errorf("dataset %s: version %d: %w", l.path, v, err))
	}
	if rep.mismatches == 0 {
		fmt.Fprintf(c.stdout, "ok: %s version %d matches %s (%s)\n", l.path, v, o.expected, plural(len(exp.Rows), "row"))
		return exitOK
	}
	fmt.Fprintf(c.stdout, "MISMATCH: %s version %d against %s: %s (%s expected, %d live)\n",
		l.path, v, o.expected, plural(rep.mismatches, "mismatch"), plural(len(exp.Rows), "row"), l.index.Len())
	for _, m := range rep.first {
		fmt.Fprintf(c.stdout, "  %s\n", m)
	}
	if rest := rep.mismatches - len(rep.first); rest > 0 {
		fmt.Fprintf(c.stdout, "  ... and %d more\n", rest)
	}
	return exitMismatch
}

// datasetName is the name a dataset's expected files give it: its
// directory's name without .lance.
func datasetName(loc string) string {
	if i := strings.Index(loc, "://"); i >= 0 {
		loc = loc[i+3:]
		if j := strings.IndexAny(loc, "?#"); j >= 0 {
			loc = loc[:j]
		}
	}
	loc = strings.TrimRight(strings.ReplaceAll(loc, `\`, "/"), "/")
	if loc == "" {
		return ""
	}
	return strings.TrimSuffix(path.Base(loc), ".lance")
}

// verifyReport counts the differences and keeps the first ones.
type verifyReport struct {
	mismatches int
	first      []string
	maxShown   int
}

func (r *verifyReport) add(format string, a ...any) {
	r.mismatches++
	if len(r.first) < r.maxShown {
		r.first = append(r.first, fmt.Sprintf(format, a...))
	}
}

// verifyRows compares the version with the expected file: the file's
// header, then one line per row that differs, in the file's order, then
// the ids the file lists twice and the live rows it does not list,
// ascending by id.
func verifyRows(c *cmdEnv, l *loaded, exp *lance.Expected, maxShown int) (*verifyReport, error) {
	rep := &verifyReport{maxShown: maxShown}
	ver, idx := l.version, l.index
	if exp.Version != ver.Number() {
		rep.add("version: the file is for version %d, the dataset's version is %d", exp.Version, ver.Number())
	}
	if exp.StableRowIDs != ver.StableRowIDs() {
		rep.add("stable row ids: the file says %v, the manifest %v", exp.StableRowIDs, ver.StableRowIDs())
	}
	if exp.NumRows != len(exp.Rows) {
		rep.add("the file says it has %d rows, and lists %d", exp.NumRows, len(exp.Rows))
	}
	if idx.Len() != len(exp.Rows) {
		rep.add("live rows: the file lists %d, the version has %d", len(exp.Rows), idx.Len())
	}
	for _, r := range exp.Rows {
		addr, st := idx.Lookup(r.RowID)
		if st != rowindex.Live {
			switch {
			case st == rowindex.Deleted && addr == r.Address:
				rep.add("row id %d: expected at %v, is deleted", r.RowID, r.Address)
			case st == rowindex.Deleted:
				rep.add("row id %d: expected at %v, is deleted at %v", r.RowID, r.Address, addr)
			default:
				rep.add("row id %d: expected at %v, is not in the version", r.RowID, r.Address)
			}
			continue
		}
		if addr != r.Address {
			there := "no live row"
			if id, ok := idx.RowID(r.Address); ok {
				there = fmt.Sprintf("row id %d", id)
			}
			rep.add("row id %d: expected at %v, is at %v (%v holds %s)", r.RowID, r.Address, addr, r.Address, there)
			continue
		}
		if id, ok := idx.RowID(addr); !ok || id != r.RowID {
			// The index maps the id to the address but not back.
			rep.add("row id %d: at %v, but the index maps %v to %s", r.RowID, addr, addr, idOrNone(id, ok))
			continue
		}
		cr, up, ok, err := ver.RowVersions(c.ctx, addr)
		if err != nil {
			return nil, err
		}
		switch {
		case !ok:
			rep.add("row id %d: at %v, which has no version columns", r.RowID, addr)
		case cr != r.CreatedAt || up != r.LastUpdatedAt:
			rep.add("row id %d: expected created in %d and last updated in %d, is %d and %d", r.RowID, r.CreatedAt, r.LastUpdatedAt, cr, up)
		case ver.StableRowIDs() && r.RowID >= ver.NextRowID():
			rep.add("row id %d: not below the manifest's next_row_id %d", r.RowID, ver.NextRowID())
		}
	}
	// Ids listed twice, and live ids not listed: a file listing one id twice
	// and another not at all has the right counts.
	ids := make([]uint64, len(exp.Rows))
	for i, r := range exp.Rows {
		ids[i] = r.RowID
	}
	slices.Sort(ids)
	for i := 1; i < len(ids); i++ {
		if ids[i] == ids[i-1] && (i == 1 || ids[i-2] != ids[i]) {
			rep.add("row id %d: listed more than once in the file", ids[i])
		}
	}
	i := 0
	for id, addr := range idx.All() { // ascending, as ids is
		for i < len(ids) && ids[i] < id {
			i++
		}
		if i == len(ids) || ids[i] != id {
			rep.add("row id %d: live at %v, not in the file", id, addr)
		}
	}
	return rep, nil
}

func idOrNone(id uint64, ok bool) string {
	if !ok {
		return "no row id"
	}
	return fmt.Sprintf("row id %d", id)
}
