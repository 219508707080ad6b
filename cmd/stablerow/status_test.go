package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stablerow/stablerow/lance"
	"github.com/stablerow/stablerow/rowindex"
)

// TestLookupEveryID looks up every id below next_row_id, and a few past
// it, of versions of Lance's datasets, from standard input (more ids than
// one batch) and as arguments, in text and -json, and checks each answer
// against Lance's own scan (the expected file: the live rows) and the
// version's fragments read without an index (the deleted copies): live
// at Lance's address, deleted at the highest deleted address holding the
// id, removed below next_row_id, unassigned from it.
func TestLookupEveryID(t *testing.T) {
	batches := 0
	for _, c := range []struct {
		name string
		v    uint64
	}{{"basic", 7}, {"basic", 12}, {"compaction", 27}, {"holes", 3}, {"holes", 5}} {
		st := history(t, c.name)[c.v-1]
		live := map[uint64]rowindex.RowAddress{}
		for _, r := range expected(t, c.name, c.v) {
			live[r.RowID] = r.Address
		}
		ds, err := lance.Open(context.Background(), datasetPath(c.name), nil)
		if err != nil {
			t.Fatal(err)
		}
		ver, err := ds.Checkout(context.Background(), c.v)
		if err != nil {
			t.Fatal(err)
		}
		tomb := map[uint64]rowindex.RowAddress{}
		for _, f := range ver.Fragments() {
			for off, id := range f.RowIDs.All() {
				if a := rowindex.NewRowAddress(f.ID, uint32(off)); f.Deletions.Contains(uint32(off)) && a >= tomb[id] {
					tomb[id] = a
				}
			}
		}
		var in strings.Builder
		var want, wantJSON []string
		counts := map[string]int{}
		for id := range st.NextRowID + 3 {
			fmt.Fprintf(&in, "%d\n", id)
			var status, addr string
			if a, ok := live[id]; ok {
				status, addr = "live", a.String()
				want = append(want, fmt.Sprintf("%d %s", id, a))
			} else {
				if a, ok := tomb[id]; ok {
					status, addr = "deleted", a.String()
				} else if id < st.NextRowID {
					status = "removed"
				} else {
					status = "unassigned"
				}
				want = append(want, fmt.Sprintf("%d %s", id, status))
			}
			counts[status]++
			j, _ := json.Marshal(lookupJSON{RowID: id, Status: status, Address: addr})
			wantJSON = append(wantJSON, string(j))
		}
		if counts["live"] == 0 || counts["deleted"]+counts["removed"] == 0 || counts["unassigned"] != 3 {
			t.Fatalf("%s v%d: %v: no live ids, or none deleted or removed", c.name, c.v, counts)
		}
		batches = max(batches, (len(want)+resolveBatch-1)/resolveBatch)
		code, out, errs := runIn(t, in.String(), "lookup", "-version", fmt.Sprint(c.v), datasetPath(c.name))
		if code != exitMismatch || errs != "" || !slices.Equal(lines(out), want) {
			t.Errorf("%s v%d: stdin: exit %d, stderr %q, %d lines, want %d", c.name, c.v, code, errs, len(lines(out)), len(want))
			for i, l := range lines(out) {
				if i < len(want) && l != want[i] {
					t.Errorf("first difference: %q, want %q", l, want[i])
					break
				}
			}
		}
		code, out, _ = runIn(t, in.String(), "lookup", "-json", "-version", fmt.Sprint(c.v), datasetPath(c.name))
		if code != exitMismatch || !slices.Equal(lines(out), wantJSON) {
			t.Errorf("%s v%d: -json: exit %d, %d lines, want %d", c.name, c.v, code, len(lines(out)), len(wantJSON))
		}
		args := append([]string{"lookup", "-version", fmt.Sprint(c.v), datasetPath(c.name)}, strings.Fields(in.String())...)
		if code, out, _ = runIn(t, "", args...); code != exitMismatch || !slices.Equal(lines(out), want) {
			t.Errorf("%s v%d: arguments: exit %d, %d lines, want %d", c.name, c.v, code, len(lines(out)), len(want))
		}
		t.Logf("%s v%d: %v", c.name, c.v, counts)
	}
	if batches < 2 {
		t.Errorf("no version had more ids than one batch")
	}
}

// Lookup answers stream: each is written before the next line is read,
// although the ids read together are looked up as one batch.
func TestLookupStreamsBatches(t *testing.T) {
	rows := sample(expected(t, "holes", 7), 3)
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan int, 1)
	go func() {
		code := run([]string{"lookup", datasetPath("holes")}, inR, outW, io.Discard)
		outW.Close()
		done <- code
	}()
	answers := bufio.NewReader(outR)
	for _, r := range rows {
		if _, err := fmt.Fprintf(inW, "%d %d\n", r.RowID, r.RowID); err != nil {
			t.Fatal(err)
		}
		for range 2 {
			got, err := answers.ReadString('\n')
			if err != nil {
				t.Fatal(err)
			}
			if want := fmt.Sprintf("%d %s\n", r.RowID, r.Address); got != want {
				t.Errorf("got %q, want %q", got, want)
			}
		}
	}
	inW.Close()
	if rest, _ := io.ReadAll(answers); len(rest) != 0 {
		t.Errorf("extra output %q", rest)
	}
	if code := <-done; code != exitOK {
		t.Errorf("exit %d", code)
	}
}

// -version takes latest or a number from 1; 0 is an error saying that
// versions are numbered from 1.
func TestVersionFlag(t *testing.T) {
	ds := datasetPath("basic")
	_, latest, _ := runIn(t, "", "lookup", ds, "3")
	for _, cmd := range []string{"inspect", "lookup", "reverse"} {
		args := []string{cmd, ds, "-version", "0"}
		if cmd != "inspect" {
			args = append(args, "3")
		}
		code, out, errs := runIn(t, "", args...)
		if code != exitError || out != "" || !strings.Contains(errs, "version 0 not found: versions are numbered from 1") ||
			strings.Contains(errs, "lance:") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", args, code, out, errs)
		}
	}
	if code, out, _ := runIn(t, "", "lookup", ds, "-version", "latest", "3"); code != exitOK || out != latest {
		t.Errorf("-version latest: exit %d, %q, want %q", code, out, latest)
	}
	if code, out, _ := runIn(t, "", "lookup", ds, "-version", "1", "3"); code != exitOK || out != "3 0:3\n" {
		t.Errorf("-version 1: exit %d, %q", code, out)
	}
	code, _, errs := runIn(t, "", "lookup", ds, "-version", "last", "3")
	if code != exitError || !strings.Contains(errs, `want latest or a version number, got "last"`) {
		t.Errorf("-version last: exit %d, stderr %q", code, errs)
	}
	code, _, errs = runIn(t, "", "verify", "-expected", expectedPath(t, "basic", 12), "-version", "latest", ds)
	if code != exitOK {
		t.Errorf("verify -version latest: exit %d, stderr %q", code, errs)
	}
}

// TestErrorLines: the one stderr line of the main failures, exactly: the
// command, then each layer's context once (no path twice, no "lance:").
func TestErrorLines(t *testing.T) {
	tmp := t.TempDir()
	missing := filepath.Join(tmp, "missing.lance")
	file := filepath.Join(tmp, "file.lance")
	if err := os.WriteFile(file, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	empty := filepath.Join(tmp, "empty.lance")
	if err := os.Mkdir(empty, 0o755); err != nil {
		t.Fatal(err)
	}
	corrupt := filepath.Join(tmp, "corrupt.lance")
	if err := os.CopyFS(corrupt, os.DirFS(datasetPath("basic"))); err != nil {
		t.Fatal(err)
	}
	dels, err := filepath.Glob(filepath.Join(corrupt, "_deletions", "*"))
	if err != nil || len(dels) == 0 {
		t.Fatalf("no deletion files: %v", err)
	}
	for _, d := range dels {
		if err := os.WriteFile(d, []byte("garbage"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	basic := datasetPath("basic")
	exp12 := expectedPath(t, "basic", 12)
	for _, tc := range []struct {
		args   []string
		want   string
		prefix bool
		once   []string
	}{
		{args: []string{"inspect", missing}, want: "stablerow inspect: dataset " + missing + ": no such file or directory\n"},
		{args: []string{"lookup", file, "1"}, want: "stablerow lookup: dataset " + file + ": not a directory\n"},
		{args: []string{"inspect", empty}, want: "stablerow inspect: " + empty + ": no versions found: objstore: list _versions: no such file or directory\n"},
		{args: []string{"lookup", "-version", "99", basic, "1"}, want: "stablerow lookup: " + basic + ": version 99 not found (the latest is 12)\n"},
		{args: []string{"verify", "-expected", tmp, basic}, want: "stablerow verify: expected file " + tmp + ": is a directory\n"},
		{args: []string{"verify", "-expected", filepath.Join(tmp, "x.json"), basic}, want: "stablerow verify: expected file " + filepath.Join(tmp, "x.json") + ": no such file or directory\n"},
		{args: []string{"verify", "-expected", exp12, corrupt}, prefix: true, want: "stablerow verify: " + corrupt + ": version 12: fragment ",
			once: []string{corrupt, "version 12", "_deletions/"}},
	} {
		code, out, errs := runIn(t, "", tc.args...)
		if code != exitError || out != "" || tc.prefix && !strings.HasPrefix(errs, tc.want) || !tc.prefix && errs != tc.want {
			t.Errorf("%q: exit %d, stdout %q\nstderr %q\n  want %q (prefix %v)", tc.args, code, out, errs, tc.want, tc.prefix)
		}
		for _, s := range tc.once {
			if n := strings.Count(errs, s); n != 1 {
				t.Errorf("%q: %q appears %d times in %q", tc.args, s, n, errs)
			}
		}
		if strings.Count(errs, "\n") != 1 || strings.Count(errs, "lance: ")-strings.Count(errs, ".lance: ") != 0 {
			t.Errorf("%q: not one line without \"lance:\": %q", tc.args, errs)
		}
	}
}
