package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"testing"

	"github.com/stablerow/stablerow/rowindex"
)

func TestVersionLine(t *testing.T) {
	for _, c := range []struct {
		bi   debug.BuildInfo
		want string
	}{
		{debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "v0.3.0"}, Settings: []debug.BuildSetting{
			{Key: "vcs.revision", Value: "f48f442cc007513194d410c040bea9e2e0938d75"}, {Key: "vcs.time", Value: "2026-12-01T20:48:56Z"},
			{Key: "vcs.modified", Value: "false"}}},
			"stablerow v0.3.0 (revision f48f442cc007, 2026-12-01T20:48:56Z) go1.26.8"},
		{debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "(devel)"}, Settings: []debug.BuildSetting{
			{Key: "vcs.revision", Value: "abc"}, {Key: "vcs.modified", Value: "true"}}},
			"stablerow (devel) (revision abc, modified) go1.26.8"},
		{debug.BuildInfo{GoVersion: "go1.26.8"}, "stablerow (devel) go1.26.8"},
	} {
		if got := versionLine(&c.bi); got != c.want {
			t.Errorf("got  %q\nwant %q", got, c.want)
		}
	}
}

func TestVersionCommand(t *testing.T) {
	code, out, errs := runIn(t, "", "version")
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		t.Fatal("a test binary without build information")
	}
	if want := versionLine(bi) + "\n"; code != exitOK || errs != "" || out != want || !strings.HasSuffix(out, " "+runtime.Version()+"\n") {
		t.Errorf("exit %d, stderr %q\n got %q\nwant %q", code, errs, out, want)
	}
	saved := readBuildInfo
	t.Cleanup(func() { readBuildInfo = saved })
	readBuildInfo = func() (*debug.BuildInfo, bool) { return nil, false }
	if code, out, errs := runIn(t, "", "version"); code != exitError || out != "" || !strings.Contains(errs, "no build information") {
		t.Errorf("no build info: exit %d, stdout %q, stderr %q", code, out, errs)
	}
	readBuildInfo = saved
	if code, out, errs := runIn(t, "", "version", "x"); code != exitError || out != "" || !strings.Contains(errs, "usage: stablerow version") {
		t.Errorf("version x: exit %d, stdout %q, stderr %q", code, out, errs)
	}
}

// An unknown command gets one line that lists the commands, not the usage.
func TestUnknownCommand(t *testing.T) {
	for _, args := range [][]string{{"frobnicate"}, {"frobnicate", "x"}, {"help", "frobnicate"}} {
		code, out, errs := runIn(t, "", args...)
		ls := lines(errs)
		if code != exitError || out != "" || len(ls) != 1 || !strings.Contains(ls[0], `unknown command "frobnicate"`) {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", args, code, out, errs)
			continue
		}
		for _, c := range commands {
			if !strings.Contains(ls[0], " "+c.name) {
				t.Errorf("%q: the line does not list %s: %q", args, c.name, ls[0])
			}
		}
	}
	if code, out, errs := runIn(t, "", "help", "lookup", "reverse"); code != exitError || out != "" || len(lines(errs)) != 1 {
		t.Errorf("help with two commands: exit %d, stdout %q, stderr %q", code, out, errs)
	}
}

// lookupAnswer and reverseAnswer are the -json objects, decoded strictly.
type lookupAnswer struct {
	RowID   *uint64 `json:"row_id"`
	Status  string  `json:"status"`
	Address *string `json:"address"`
}

type reverseAnswer struct {
	Address *string `json:"address"`
	Status  string  `json:"status"`
	RowID   *uint64 `json:"row_id"`
}

func decodeLines[T any](t *testing.T, out string) []T {
	t.Helper()
	var res []T
	for _, l := range lines(out) {
		dec := json.NewDecoder(strings.NewReader(l))
		dec.DisallowUnknownFields()
		var v T
		if err := dec.Decode(&v); err != nil {
			t.Fatalf("line %q: %v", l, err)
		}
		res = append(res, v)
	}
	return res
}

func TestLookupJSON(t *testing.T) {
	rows := sample(expected(t, "basic", 7), 5)
	deleted, addrs := deletedAt(t, "basic", 5) // deleted at v5, still in their sequences at v7
	args := []string{"lookup", "-json", "-version", "7", datasetPath("basic")}
	type want struct {
		id     uint64
		status string
		addr   string
	}
	var wants []want
	for _, r := range rows {
		args = append(args, fmt.Sprint(r.RowID))
		wants = append(wants, want{r.RowID, "live", r.Address.String()})
	}
	for i := range sampleIdx(len(deleted), 4) {
		args = append(args, fmt.Sprint(deleted[i]))
		wants = append(wants, want{deleted[i], "deleted", addrs[i].String()})
	}
	args = append(args, "99999")
	wants = append(wants, want{99999, "unassigned", ""})
	code, out, errs := runIn(t, "", args...)
	if code != exitMismatch {
		t.Errorf("exit %d, stderr %q", code, errs)
	}
	got := decodeLines[lookupAnswer](t, out)
	if len(got) != len(wants) {
		t.Fatalf("%d answers, want %d:\n%s", len(got), len(wants), out)
	}
	for i, g := range got {
		w := wants[i]
		if g.RowID == nil || *g.RowID != w.id || g.Status != w.status || (g.Address == nil) != (w.addr == "") ||
			(g.Address != nil && *g.Address != w.addr) {
			t.Errorf("answer %d: %s, want %+v", i, lines(out)[i], w)
		}
	}
	// The same ids from standard input give the same lines.
	code2, out2, _ := runIn(t, strings.Join(args[5:], "\n"), args[:5]...)
	if code2 != code || out2 != out {
		t.Errorf("stdin: exit %d\n%s\nwant\n%s", code2, out2, out)
	}
	// Live ids only: exit 0.
	if code, out, _ := runIn(t, "", "lookup", datasetPath("basic"), "-json", "-version", "7", fmt.Sprint(rows[0].RowID)); code != exitOK ||
		out != fmt.Sprintf(`{"row_id":%d,"status":"live","address":"%s"}`+"\n", rows[0].RowID, rows[0].Address) {
		t.Errorf("one live id: exit %d, %q", code, out)
	}
}

func TestReverseJSON(t *testing.T) {
	rows := sample(expected(t, "holes", 7), 5)
	deleted, addrs := deletedAt(t, "basic", 5)
	ds := datasetPath("basic")
	code, out, errs := runIn(t, "", "reverse", "-json", "-version", "7", datasetPath("holes"), rows[0].Address.String(), fmt.Sprint(uint64(rows[1].Address)))
	if code != exitOK || errs != "" {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	want := fmt.Sprintf(`{"address":"%s","status":"live","row_id":%d}`+"\n"+`{"address":"%s","status":"live","row_id":%d}`+"\n",
		rows[0].Address, rows[0].RowID, rows[1].Address, rows[1].RowID)
	if out != want {
		t.Errorf("got\n%swant\n%s", out, want)
	}
	code, out, _ = runIn(t, "", "reverse", "-json", "-version", "7", ds, addrs[1].String(), "9:0")
	got := decodeLines[reverseAnswer](t, out)
	if code != exitMismatch || len(got) != 2 {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	if g := got[0]; g.Address == nil || *g.Address != addrs[1].String() || g.Status != "deleted" || g.RowID == nil || *g.RowID != deleted[1] {
		t.Errorf("deleted: %s, want id %d", lines(out)[0], deleted[1])
	}
	if g := got[1]; g.Address == nil || *g.Address != "9:0" || g.Status != "absent" || g.RowID != nil {
		t.Errorf("absent: %s", lines(out)[1])
	}
}

// Arguments and input lines are read alike: whitespace-separated keys.
func TestKeysWhitespace(t *testing.T) {
	rows := sample(expected(t, "basic", 12), 4)
	ds := datasetPath("basic")
	var want []string
	for _, r := range rows {
		want = append(want, fmt.Sprintf("%d %s", r.RowID, r.Address))
	}
	id := func(i int) string { return fmt.Sprint(rows[i].RowID) }
	for _, c := range []struct {
		args  []string
		stdin string
	}{
		{args: []string{" " + id(0), id(1) + " ", "\t" + id(2) + " " + id(3)}},
		{stdin: " " + id(0) + "\n" + id(1) + " \n\n\t" + id(2) + "  " + id(3) + "\n"},
		{stdin: id(0) + " " + id(1) + " " + id(2) + " " + id(3)},
	} {
		code, out, errs := runIn(t, c.stdin, append([]string{"lookup", ds}, c.args...)...)
		if code != exitOK || errs != "" || !slices.Equal(lines(out), want) {
			t.Errorf("%q, stdin %q: exit %d, stderr %q\n got %q\nwant %q", c.args, c.stdin, code, errs, lines(out), want)
		}
	}
	// The same for reverse.
	code, out, _ := runIn(t, rows[0].Address.String()+" "+rows[1].Address.String()+"\n", "reverse", ds)
	if want := fmt.Sprintf("%s %d\n%s %d\n", rows[0].Address, rows[0].RowID, rows[1].Address, rows[1].RowID); code != exitOK || out != want {
		t.Errorf("reverse stdin: exit %d, %q, want %q", code, out, want)
	}
	// An empty argument is not a key; a bad key on a line stops there,
	// after the answers to the keys before it on the same line.
	if code, out, errs := runIn(t, "", "lookup", ds, id(0), " "); code != exitError || out != "" || !strings.Contains(errs, "usage: ") {
		t.Errorf("blank argument: exit %d, stdout %q, stderr %q", code, out, errs)
	}
	code, out, errs := runIn(t, id(0)+" x "+id(1)+"\n", "lookup", ds)
	if code != exitError || out != want[0]+"\n" || !strings.Contains(errs, `line 1: bad row id "x"`) {
		t.Errorf("bad key: exit %d, stdout %q, stderr %q", code, out, errs)
	}
}

// Without stable row ids an id is an address, and lookup takes it as
// FRAG:OFFSET too; with them FRAG:OFFSET is a usage error.
func TestLookupAddressIDs(t *testing.T) {
	ns := datasetPath("basic-nonstable")
	rows := sample(expected(t, "basic-nonstable", 12), 4)
	args := []string{"lookup", ns}
	var want []string
	for i, r := range rows {
		if i%2 == 0 {
			args = append(args, r.Address.String())
		} else {
			args = append(args, fmt.Sprint(uint64(r.Address)))
		}
		want = append(want, fmt.Sprintf("%d %s", r.RowID, r.Address))
		if r.RowID != uint64(r.Address) {
			t.Fatalf("non-stable row id %d at %s", r.RowID, r.Address)
		}
	}
	gone := rowindex.NewRowAddress(0, 7) // fragment 0 was compacted away by v12
	args = append(args, gone.String())
	want = append(want, fmt.Sprintf("%d absent", uint64(gone)))
	code, out, errs := runIn(t, "", args...)
	if code != exitMismatch || !slices.Equal(lines(out), want) {
		t.Errorf("exit %d, stderr %q\n got %q\nwant %q", code, errs, lines(out), want)
	}
	code, out, _ = runIn(t, strings.Join(args[2:], "\n"), "lookup", ns)
	if code != exitMismatch || !slices.Equal(lines(out), want) {
		t.Errorf("stdin: exit %d\n got %q\nwant %q", code, lines(out), want)
	}
	// A deleted row of a non-stable dataset, by address.
	_, daddrs := deletedAt(t, "basic-nonstable", 5)
	code, out, _ = runIn(t, "", "lookup", "-json", "-version", "5", ns, daddrs[0].String())
	if want := fmt.Sprintf(`{"row_id":%d,"status":"deleted","address":"%s"}`+"\n", uint64(daddrs[0]), daddrs[0]); code != exitMismatch || out != want {
		t.Errorf("deleted: exit %d, %q, want %q", code, out, want)
	}

	st := datasetPath("basic")
	for _, stdin := range []string{"", "0:1\n"} {
		a := []string{"lookup", st, "0", "0:1"}
		if stdin != "" {
			a = a[:2]
		}
		code, out, errs := runIn(t, stdin, a...)
		if code != exitError || out != "" || !strings.Contains(errs, `"0:1"`) || !strings.Contains(errs, "stable row ids") {
			t.Errorf("stable, stdin %q: exit %d, stdout %q, stderr %q", stdin, code, out, errs)
		}
	}
}

// tamperedExpected writes a copy of basic's expected-v3.json with rows
// replaced: each pair of arguments is a row as the file writes it and its
// replacement, "" to drop the row.
func tamperedExpected(t *testing.T, pairs ...string) string {
	t.Helper()
	b, err := os.ReadFile(expectedPath(t, "basic", 3))
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	for i := 0; i < len(pairs); i += 2 {
		old, repl := "\n"+pairs[i]+",", "\n"
		if pairs[i+1] != "" {
			repl += pairs[i+1] + ","
		}
		if strings.Count(s, old) != 1 {
			t.Fatalf("the expected file does not have the row %s once", pairs[i])
		}
		s = strings.Replace(s, old, repl, 1)
	}
	exp := filepath.Join(t.TempDir(), "expected-v3.json")
	if err := os.WriteFile(exp, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
	return exp
}

func TestVerifyLines(t *testing.T) {
	// Row id 5 moved to 0:7, row id 9 dropped (the header's count kept),
	// row id 6 updated in 2.
	exp := tamperedExpected(t, "[5,5,5,1,1]", "[5,7,5,1,1]", "[9,9,9,1,1]", "", "[6,6,6,1,1]", "[6,6,6,1,2]")
	ds := datasetPath("basic")
	code, out, errs := runIn(t, "", "verify", "-expected", exp, ds)
	want := []string{
		fmt.Sprintf("MISMATCH: %s version 3 against %s: 5 mismatches (1250 rows expected, 1251 live)", ds, exp),
		"  the file says it has 1251 rows, and lists 1250",
		"  live rows: the file lists 1250, the version has 1251",
		"  row id 5: expected at 0:7, is at 0:5 (0:7 holds row id 7)",
		"  row id 6: expected created in 1 and last updated in 2, is 1 and 1",
		"  row id 9: live at 0:9, not in the file",
	}
	if code != exitMismatch || errs != "" || !slices.Equal(lines(out), want) {
		t.Errorf("exit %d, stderr %q\n got %q\nwant %q", code, errs, lines(out), want)
	}
	if code, out, _ := runIn(t, "", "verify", "-expected", exp, "-max", "2", ds); code != exitMismatch ||
		!slices.Equal(lines(out), append(want[:3:3], "  ... and 3 more")) {
		t.Errorf("-max 2: exit %d\n%s", code, out)
	}

	// One id listed twice and another not at all: the counts agree.
	exp = tamperedExpected(t, "[6,6,6,1,1]", "[5,5,5,1,1]")
	code, out, _ = runIn(t, "", "verify", "-expected", exp, ds)
	want = []string{
		fmt.Sprintf("MISMATCH: %s version 3 against %s: 2 mismatches (1251 rows expected, 1251 live)", ds, exp),
		"  row id 5: listed more than once in the file",
		"  row id 6: live at 0:6, not in the file",
	}
	if code != exitMismatch || !slices.Equal(lines(out), want) {
		t.Errorf("duplicate id: exit %d\n got %q\nwant %q", code, lines(out), want)
	}

	// Rows deleted since the file's version, one line each.
	code, out, _ = runIn(t, "", "verify", "-expected", expectedPath(t, "basic", 3), "-version", "5", ds)
	if code != exitMismatch || !strings.Contains(out, "\n  version: the file is for version 3, the dataset's version is 5\n") ||
		!strings.Contains(out, "\n  row id 0: expected at 0:0, is deleted\n") || strings.Contains(out, "found") {
		t.Errorf("v3 file on v5: exit %d\n%s", code, out)
	}
	// Another dataset's file: a warning on stderr, and the mismatches.
	code, out, errs = runIn(t, "", "verify", "-expected", expectedPath(t, "basic", 3), datasetPath("holes"))
	if code != exitMismatch || !strings.HasPrefix(out, "MISMATCH: ") || len(lines(errs)) != 1 ||
		!strings.Contains(errs, `warning: `) || !strings.Contains(errs, `"basic"`) || !strings.Contains(errs, `"holes"`) {
		t.Errorf("other dataset: exit %d, stderr %q\n%s", code, errs, out)
	}
}

func TestDatasetName(t *testing.T) {
	for loc, want := range map[string]string{
		"lance/testdata/basic/basic.lance":                "basic",
		"basic.lance/":                                    "basic",
		"file:///data/x/medium.lance":                     "medium",
		"s3://bucket/prefix/holes.lance?endpoint=http://": "holes",
		"s3://bucket":                                     "bucket",
		"/":                                               "",
	} {
		if got := datasetName(loc); got != want {
			t.Errorf("%q: %q, want %q", loc, got, want)
		}
	}
}
