package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stablerow/stablerow/rowindex"
)

// deletedAt returns the ids and addresses of the rows that the delete
// committed at version v removed: live at v-1, not at v.
func deletedAt(t *testing.T, name string, v uint64) (ids []uint64, addrs []rowindex.RowAddress) {
	t.Helper()
	live := map[uint64]bool{}
	for _, r := range expected(t, name, v) {
		live[r.RowID] = true
	}
	for _, r := range expected(t, name, v-1) {
		if !live[r.RowID] {
			ids = append(ids, r.RowID)
			addrs = append(addrs, r.Address)
		}
	}
	if len(ids) == 0 {
		t.Fatalf("%s v%d: the delete removed nothing", name, v)
	}
	return ids, addrs
}

func TestLookupLive(t *testing.T) {
	for _, name := range datasetNames {
		steps := history(t, name)
		for _, v := range []uint64{1, uint64(len(steps)) / 2, uint64(len(steps))} {
			rows := sample(expected(t, name, v), 12)
			args := []string{"lookup", datasetPath(name), "-version", fmt.Sprint(v)}
			var want []string
			for _, r := range rows {
				args = append(args, fmt.Sprint(r.RowID))
				want = append(want, fmt.Sprintf("%d %s", r.RowID, r.Address))
			}
			code, out, errs := runIn(t, "", args...)
			if code != exitOK || errs != "" {
				t.Fatalf("%s v%d: exit %d, stderr %q", name, v, code, errs)
			}
			if got := lines(out); !slices.Equal(got, want) {
				t.Errorf("%s v%d: lookup\n got %q\nwant %q", name, v, got, want)
			}
		}
	}
}

// Ids a delete marked deleted are deleted at the version, or removed if
// the delete dropped their fragment; ids from next_row_id on are
// unassigned (absent without stable row ids).
func TestLookupDeletedRemovedUnassigned(t *testing.T) {
	n, removed := 0, 0
	for _, name := range datasetNames {
		for _, st := range history(t, name) {
			if !strings.HasPrefix(st.Op, "delete") {
				continue
			}
			ids, addrs := deletedAt(t, name, st.Version)
			args := []string{"lookup", "-version", fmt.Sprint(st.Version), datasetPath(name)}
			var want []string
			for _, i := range sampleIdx(len(ids), 8) {
				args = append(args, fmt.Sprint(ids[i]))
				if slices.Contains(st.Fragments, addrs[i].Fragment()) {
					want = append(want, fmt.Sprintf("%d deleted", ids[i]))
					n++
				} else { // the delete dropped the whole fragment
					want = append(want, fmt.Sprintf("%d removed", ids[i]))
					removed++
				}
			}
			// Ids never assigned: unassigned, from next_row_id on (without
			// stable row ids: the address of a fragment that does not
			// exist, absent).
			never, status := st.NextRowID, "unassigned"
			if name == "basic-nonstable" {
				never, status = uint64(rowindex.NewRowAddress(1000, 0)), "absent"
			}
			for _, id := range []uint64{never, never + 12345, 1<<64 - 1} {
				args = append(args, fmt.Sprint(id))
				want = append(want, fmt.Sprintf("%d %s", id, status))
			}
			if name != "basic-nonstable" && st.NextRowID > 0 {
				// The last id assigned is below next_row_id: never
				// unassigned.
				code, out, _ := runIn(t, "", "lookup", "-version", fmt.Sprint(st.Version), datasetPath(name), fmt.Sprint(st.NextRowID-1))
				if f := strings.Fields(out); code == exitError || len(f) != 2 || f[1] == "unassigned" || f[1] == "absent" {
					t.Errorf("%s v%d: the id below next_row_id %d: exit %d, %q", name, st.Version, st.NextRowID, code, out)
				}
			}
			code, out, errs := runIn(t, "", args...)
			if code != exitMismatch {
				t.Errorf("%s v%d: exit %d, want %d (stderr %q)", name, st.Version, code, exitMismatch, errs)
			}
			if got := lines(out); !slices.Equal(got, want) {
				t.Errorf("%s v%d: lookup\n got %q\nwant %q", name, st.Version, got, want)
			}
		}
	}
	if n < 20 || removed == 0 {
		t.Fatalf("only %d deleted ids and %d removed ones checked", n, removed)
	}
}

// After a compaction that rewrote every fragment into one, the ids deleted
// before it are in no sequence any more: removed, not deleted.
func TestLookupRemovedAfterCompaction(t *testing.T) {
	for _, c := range []struct {
		name string
		v    uint64
	}{{"basic", 10}, {"holes", 5}} {
		st := history(t, c.name)[c.v-1]
		if !strings.HasPrefix(st.Op, "optimize") || len(st.Fragments) != 1 {
			t.Fatalf("%s v%d is not a compaction into one fragment: %+v", c.name, c.v, st)
		}
		live := map[uint64]bool{}
		for _, r := range expected(t, c.name, c.v) {
			live[r.RowID] = true
		}
		var gone []uint64
		for id := uint64(0); id < st.NextRowID; id++ {
			if !live[id] {
				gone = append(gone, id)
			}
		}
		if len(gone) == 0 {
			t.Fatalf("%s v%d: no deleted ids", c.name, c.v)
		}
		var in strings.Builder
		var want []string
		for _, id := range sample(gone, 20) {
			fmt.Fprintf(&in, "%d\n", id)
			want = append(want, fmt.Sprintf("%d removed", id))
		}
		code, out, _ := runIn(t, in.String(), "lookup", datasetPath(c.name), "-version", fmt.Sprint(c.v))
		if code != exitMismatch || !slices.Equal(lines(out), want) {
			t.Errorf("%s v%d: exit %d\n got %q\nwant %q", c.name, c.v, code, lines(out), want)
		}
	}
}

func TestLookupStdin(t *testing.T) {
	rows := sample(expected(t, "medium", 10), 50)
	var in strings.Builder
	var want []string
	for i, r := range rows {
		if i%7 == 0 {
			in.WriteString("\n  \n") // blank lines are skipped
		}
		fmt.Fprintf(&in, " %d \n", r.RowID)
		want = append(want, fmt.Sprintf("%d %s", r.RowID, r.Address))
	}
	in.WriteString(fmt.Sprint(rows[0].RowID)) // no final newline
	want = append(want, want[0])
	code, out, errs := runIn(t, in.String(), "lookup", datasetPath("medium"))
	if code != exitOK || errs != "" {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	if got := lines(out); !slices.Equal(got, want) {
		t.Errorf("got %q\nwant %q", got, want)
	}

	// A bad line stops with exit 2 and names the line; earlier answers are out.
	code, out, errs = runIn(t, fmt.Sprintf("%d\nabc\n", rows[0].RowID), "lookup", datasetPath("medium"))
	if code != exitError || !strings.Contains(errs, "line 2") || !strings.Contains(errs, `"abc"`) {
		t.Errorf("bad line: exit %d, stderr %q", code, errs)
	}
	if got := lines(out); !slices.Equal(got, want[:1]) {
		t.Errorf("bad line: output %q", got)
	}
}

// Answers stream: each one is written before the next input line is read.
func TestLookupStreams(t *testing.T) {
	rows := sample(expected(t, "holes", 7), 3)
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan int, 1)
	go func() {
		code := run([]string{"reverse", datasetPath("holes")}, inR, outW, io.Discard)
		outW.Close()
		done <- code
	}()
	answers := bufio.NewReader(outR)
	for _, r := range rows {
		if _, err := fmt.Fprintf(inW, "%d\n", uint64(r.Address)); err != nil {
			t.Fatal(err)
		}
		got, err := answers.ReadString('\n')
		if err != nil {
			t.Fatal(err)
		}
		if want := fmt.Sprintf("%s %d\n", r.Address, r.RowID); got != want {
			t.Errorf("got %q, want %q", got, want)
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

func TestReverse(t *testing.T) {
	for _, name := range datasetNames {
		steps := history(t, name)
		last := uint64(len(steps))
		var want []string
		args := []string{"reverse", datasetPath(name)}
		for i, r := range sample(expected(t, name, last), 10) {
			a := r.Address.String()
			if i%2 == 1 {
				a = strconv.FormatUint(uint64(r.Address), 10) // the raw u64 form
			}
			args = append(args, a)
			want = append(want, fmt.Sprintf("%s %d", r.Address, r.RowID))
		}
		code, out, errs := runIn(t, "", args...)
		if code != exitOK || !slices.Equal(lines(out), want) {
			t.Errorf("%s: exit %d (stderr %q)\n got %q\nwant %q", name, code, errs, lines(out), want)
		}
	}
}

func TestReverseDeletedAndUnknown(t *testing.T) {
	n := 0
	for _, name := range datasetNames {
		for _, st := range history(t, name) {
			if !strings.HasPrefix(st.Op, "delete") {
				continue
			}
			_, addrs := deletedAt(t, name, st.Version)
			args := []string{"reverse", datasetPath(name), "-version", fmt.Sprint(st.Version), "--"}
			var want []string
			for _, a := range sample(addrs, 6) {
				args = append(args, a.String())
				if slices.Contains(st.Fragments, a.Fragment()) {
					want = append(want, a.String()+" deleted")
					n++
				} else { // the delete dropped the whole fragment
					want = append(want, a.String()+" absent")
				}
			}
			// A fragment that does not exist, and an offset past a fragment's rows.
			m := manifestJSON(t, name, st.Version)
			f := m.Fragments[0]
			for _, a := range []rowindex.RowAddress{rowindex.NewRowAddress(1<<32-1, 0), rowindex.NewRowAddress(f.ID, uint32(f.PhysicalRows))} {
				args = append(args, a.String())
				want = append(want, a.String()+" absent")
			}
			code, out, errs := runIn(t, "", args...)
			if code != exitMismatch || !slices.Equal(lines(out), want) {
				t.Errorf("%s v%d: exit %d (stderr %q)\n got %q\nwant %q", name, st.Version, code, errs, lines(out), want)
			}
		}
	}
	if n < 20 {
		t.Fatalf("only %d deleted addresses checked", n)
	}
}

func TestVerifyEveryVersion(t *testing.T) {
	for _, name := range datasetNames {
		steps := history(t, name)
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			for _, st := range steps {
				exp := expectedPath(t, name, st.Version)
				code, out, errs := runIn(t, "", "verify", datasetPath(name), "-expected", exp)
				want := fmt.Sprintf("ok: %s version %d matches %s (%d rows)\n", datasetPath(name), st.Version, exp, st.NumRows)
				if code != exitOK || out != want {
					t.Errorf("v%d: exit %d\nstdout %q\nwant   %q\nstderr %q", st.Version, code, out, want, errs)
				}
			}
		})
	}
}

func TestVerifyMismatch(t *testing.T) {
	// Move row id 5 to address 7 and drop row id 9.
	exp := tamperedExpected(t, "[5,5,5,1,1]", "[5,7,5,1,1]", "[9,9,9,1,1]", "")
	code, out, _ := runIn(t, "", "verify", "-expected", exp, datasetPath("basic"))
	if code != exitMismatch {
		t.Fatalf("exit %d, want %d; output:\n%s", code, exitMismatch, out)
	}
	ls := lines(out)
	if len(ls) < 3 || !strings.HasPrefix(ls[0], "MISMATCH: ") || !strings.Contains(ls[0], "version 3") {
		t.Fatalf("output:\n%s", out)
	}
	body := strings.Join(ls[1:], "\n")
	for _, want := range []string{" 5", "0:7"} {
		if !strings.Contains(body, want) {
			t.Errorf("mismatch list does not mention %q:\n%s", want, out)
		}
	}

	// The same file against another version: every row of v3 is at the
	// same address in v2 but v2 has no row 1250, and v3 has more rows.
	code, out, _ = runIn(t, "", "verify", "-expected", expectedPath(t, "basic", 3), "-version", "2", "-max", "1", datasetPath("basic"))
	if code != exitMismatch || len(lines(out)) < 2 || len(lines(out)) > 3 {
		t.Errorf("v3 expectations on v2: exit %d, output:\n%s", code, out)
	}

	// A file that is not an expected file is an error, not a mismatch.
	bad := filepath.Join(t.TempDir(), "bad.json")
	os.WriteFile(bad, []byte("{"), 0o644)
	code, _, errs := runIn(t, "", "verify", "-expected", bad, datasetPath("basic"))
	if code != exitError || !strings.Contains(errs, bad) {
		t.Errorf("bad expected file: exit %d, stderr %q", code, errs)
	}
}

// countChanges counts the changes between from and to with Lance's filters
// on the version columns of the expected file of version to.
func countChanges(t *testing.T, name string, from, to uint64) (ins, upd []uint64) {
	for _, r := range expected(t, name, to) {
		if from < r.CreatedAt && r.CreatedAt <= to {
			ins = append(ins, r.RowID)
		}
		if r.CreatedAt <= from && from < r.LastUpdatedAt && r.LastUpdatedAt <= to {
			upd = append(upd, r.RowID)
		}
	}
	slices.Sort(ins)
	slices.Sort(upd)
	return ins, upd
}

func TestChanges(t *testing.T) {
	nonzero := 0
	for _, name := range datasetNames {
		last := uint64(len(history(t, name)))
		if name == "basic-nonstable" {
			// No stable row ids and no version columns: no answer, not 0 and 0.
			for _, args := range [][]string{{"-from", "0", "-to", fmt.Sprint(last)}, {"-from", "3", "-to", "7", "-count"},
				{"-from", "1", "-to", "2", "-json"}, {"-follow", "-from", "1", "-interval", "1ms"}} {
				code, out, errs := runIn(t, "", append([]string{"changes", datasetPath(name)}, args...)...)
				if code != exitError || out != "" || !strings.Contains(errs, "change data capture needs stable row ids") ||
					strings.Count(errs, "\n") != 1 {
					t.Errorf("%s %q: exit %d, stdout %q, stderr %q", name, args, code, out, errs)
				}
			}
			continue
		}
		pairs := [][2]uint64{{0, last}, {last / 2, last}, {1, last / 2}}
		for v := uint64(2); v <= last; v++ {
			pairs = append(pairs, [2]uint64{v - 1, v})
		}
		for i, p := range pairs {
			from, to := p[0], p[1]
			// -json gives the full lists for every pair; -count and the
			// line output are checked on the first pairs of each dataset.
			full := i < 3
			ins, upd := countChanges(t, name, from, to)
			if len(ins)+len(upd) > 0 {
				nonzero++
			}
			ds := datasetPath(name)
			if full {
				code, out, errs := runIn(t, "", "changes", ds, "-from", fmt.Sprint(from), "-to", fmt.Sprint(to), "-count")
				want := fmt.Sprintf("inserted %d\nupdated %d\n", len(ins), len(upd))
				if code != exitOK || out != want {
					t.Errorf("%s %d..%d -count: exit %d (stderr %q)\n got %q\nwant %q", name, from, to, code, errs, out, want)
				}
			}
			code, out, _ := runIn(t, "", "changes", "-json", "-from", fmt.Sprint(from), "-to", fmt.Sprint(to), ds)
			var j struct {
				From, To          uint64
				Inserted, Updated []uint64
			}
			if err := json.Unmarshal([]byte(out), &j); err != nil || code != exitOK {
				t.Fatalf("%s %d..%d -json: exit %d, %v: %q", name, from, to, code, err, out)
			}
			if j.From != from || j.To != to || !slices.Equal(j.Inserted, ins) || !slices.Equal(j.Updated, upd) ||
				j.Inserted == nil || j.Updated == nil {
				t.Errorf("%s %d..%d -json: got %d inserted, %d updated, want %d, %d", name, from, to, len(j.Inserted), len(j.Updated), len(ins), len(upd))
			}
			if full {
				code, out, _ = runIn(t, "", "changes", "-from", fmt.Sprint(from), ds, "-to", fmt.Sprint(to))
				var wantLines []string
				for _, id := range ins {
					wantLines = append(wantLines, fmt.Sprint("inserted ", id))
				}
				for _, id := range upd {
					wantLines = append(wantLines, fmt.Sprint("updated ", id))
				}
				if code != exitOK || !slices.Equal(lines(out), wantLines) {
					t.Errorf("%s %d..%d: exit %d, %d lines, want %d", name, from, to, code, len(lines(out)), len(wantLines))
				}
			}
		}
	}
	if nonzero < 20 {
		t.Errorf("only %d version pairs with changes", nonzero)
	}
	code, out, _ := runIn(t, "", "changes", "-json", "-count", "-from", "6", "-to", "7", datasetPath("basic"))
	_, upd := countChanges(t, "basic", 6, 7)
	if want := fmt.Sprintf(`{"from":6,"to":7,"num_inserted":0,"num_updated":%d}`+"\n", len(upd)); code != exitOK || out != want || len(upd) == 0 {
		t.Errorf("-json -count: got %q, want %q", out, want)
	}
}

func TestInspectJSON(t *testing.T) {
	for _, name := range datasetNames {
		for _, st := range history(t, name) {
			m := manifestJSON(t, name, st.Version)
			code, out, errs := runIn(t, "", "inspect", datasetPath(name), "-json", "-version", fmt.Sprint(st.Version))
			if code != exitOK {
				t.Fatalf("%s v%d: exit %d: %s", name, st.Version, code, errs)
			}
			var r inspectReport
			if err := json.Unmarshal([]byte(out), &r); err != nil {
				t.Fatalf("%s v%d: %v", name, st.Version, err)
			}
			where := fmt.Sprintf("%s v%d", name, st.Version)
			check := func(what string, got, want any) {
				t.Helper()
				if fmt.Sprint(got) != fmt.Sprint(want) {
					t.Errorf("%s: %s = %v, want %v", where, what, got, want)
				}
			}
			check("version", r.Version, st.Version)
			check("latest_version", r.LatestVersion, len(history(t, name)))
			check("stable_row_ids", r.StableRowIDs, m.StableRowIDs)
			check("next_row_id", r.NextRowID, st.NextRowID)
			check("reader_feature_flags", r.ReaderFeatureFlags, m.ReaderFeatureFlags)
			check("writer_feature_flags", r.WriterFeatureFlags, m.WriterFeatureFlags)
			check("max_fragment_id", *r.MaxFragmentID, *m.MaxFragmentID)
			check("live_rows", r.LiveRows, st.NumRows)
			check("index live_rows", r.Index.LiveRows, st.NumRows)
			check("num_fragments", r.NumFragments, len(st.Fragments))
			check("writer", r.Writer, "lance 12.0.0")
			if len(r.Fragments) != len(m.Fragments) {
				t.Fatalf("%s: %d fragments, want %d", where, len(r.Fragments), len(m.Fragments))
			}
			kinds := map[string]bool{}
			for i, f := range r.Fragments {
				mf := m.Fragments[i]
				check("fragment id", f.ID, mf.ID)
				check("physical_rows", f.PhysicalRows, mf.PhysicalRows)
				del, delType := 0, "none"
				if mf.DeletionFile != nil {
					del = mf.DeletionFile.NumDeletedRows
					delType = map[string]string{"ARROW_ARRAY": "arrow", "BITMAP": "bin"}[mf.DeletionFile.FileType]
					check("deletion_file_path", f.DeletionFilePath, mf.DeletionFile.Path)
				}
				check("deleted_rows", f.DeletedRows, del)
				check("deletion_file", f.DeletionFile, delType)
				wantSegs := map[string]int{}
				storage, bytes := "none", 0
				if mf.RowIDMeta != nil {
					storage, bytes = mf.RowIDMeta.Storage, mf.RowIDMeta.Bytes
					for _, s := range mf.RowIDMeta.Segments {
						wantSegs[s.Kind]++
						kinds[s.Kind] = true
					}
				}
				check("row_ids", f.RowIDs, storage)
				check("lance_bytes", f.LanceBytes, bytes)
				check("segments", f.Segments, wantSegs)
				if m.StableRowIDs && f.MemoryBytes <= 0 {
					t.Errorf("%s: fragment %d: memory_bytes %d", where, f.ID, f.MemoryBytes)
				}
			}
			var hk []string
			for k := range kinds {
				hk = append(hk, k)
			}
			slices.Sort(hk)
			want := slices.Clone(st.SegmentKinds)
			slices.Sort(want)
			if m.StableRowIDs {
				check("segment kinds", hk, want)
			}
			if r.Index.Chunks < 1 || r.Index.SizeBytes <= 0 || r.Index.BuildNS <= 0 {
				t.Errorf("%s: index %+v", where, r.Index)
			}
		}
	}
}

func TestInspectText(t *testing.T) {
	code, out, errs := runIn(t, "", "inspect", "-version", "7", datasetPath("basic"))
	if code != exitOK || errs != "" {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	for _, want := range []string{
		"version          7 (latest 12)\n",
		"reader flags     3 (deletion files, stable row ids)\n",
		"next row id      4251\n",
		"max fragment id  4\n",
		"rows             3471 live, 1127 deleted, 4598 physical in 4 fragments\n",
		"fragment  physical  deleted  segments  lance B  ours B  deletion\n",
		"       0      1000      229  range×1         7 ",
		"       4       348        0  bitmap×1      545 ",
		"  none\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if !strings.Contains(out, "\nindex: built in ") || !strings.Contains(out, " live rows\n") {
		t.Errorf("no index line:\n%s", out)
	}
	// The same flags after the dataset give the same output but the times.
	_, out2, _ := runIn(t, "", "inspect", datasetPath("basic"), "-version", "7")
	cut := func(s string) string { return s[:strings.Index(s, "index: built")] }
	if cut(out) != cut(out2) {
		t.Errorf("flags after the dataset:\n%s\nvs\n%s", out2, out)
	}
	// One fragment, one chunk: singular nouns.
	_, out, _ = runIn(t, "", "inspect", "-v", "-version", "1", datasetPath("basic"))
	for _, want := range []string{" physical in 1 fragment\n", " 1 chunk, ", " 1000 live rows\n", "io: "} {
		if !strings.Contains(out, want) {
			t.Errorf("v1: output lacks %q:\n%s", want, out)
		}
	}
	_, out, _ = runIn(t, "", "inspect", datasetPath("basic-nonstable"))
	if !strings.Contains(out, "stable row ids   false") || !strings.Contains(out, "(addresses)") {
		t.Errorf("non-stable:\n%s", out)
	}
	_, out, _ = runIn(t, "", "inspect", datasetPath("medium"), "-version", "6")
	if !strings.Contains(out, "  bin\n") || !strings.Contains(out, "  arrow\n") {
		t.Errorf("medium v6 should show both deletion file kinds:\n%s", out)
	}
}

func TestUsageErrors(t *testing.T) {
	ds := datasetPath("basic")
	for _, args := range [][]string{
		{},
		{"frobnicate"},
		{"help", "frobnicate"},
		{"inspect"},
		{"inspect", ds, ds},
		{"inspect", "-nope", ds},
		{"inspect", ds, "-version"},
		{"inspect", ds, "-version", "x"},
		{"lookup"},
		{"lookup", ds, "12x"},
		{"lookup", ds, "-1"},
		{"reverse", ds, "1:2:3"},
		{"reverse", ds, "1:99999999999"},
		{"verify", ds},
		{"verify", "-expected", "x.json"},
		{"changes", ds},
		{"changes", ds, "-from", "1"},
		{"changes", ds, "-from", "3", "-to", "2"},
		{"changes", ds, "-from", "0", "-to", "0"},
	} {
		code, out, errs := runIn(t, "", args...)
		if code != exitError || out != "" || errs == "" {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", args, code, out, errs)
		}
		if len(args) > 1 && args[0] != "help" && !strings.Contains(errs, "usage: stablerow "+args[0]) {
			t.Errorf("%q: stderr has no usage line: %q", args, errs)
		}
	}
}

func TestHelp(t *testing.T) {
	code, out, _ := runIn(t, "", "-h")
	if code != exitOK || !strings.Contains(out, "Exit codes:") {
		t.Errorf("-h: exit %d\n%s", code, out)
	}
	doc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range commands {
		if !strings.Contains(out, "  "+c.name+" ") {
			t.Errorf("top-level usage does not list %s", c.name)
		}
		if !strings.Contains(string(doc), "//\tstablerow "+c.usage+"\n") {
			t.Errorf("doc.go lacks the usage line %q", c.usage)
		}
		for _, args := range [][]string{{c.name, "-h"}, {"help", c.name}, {c.name, datasetPath("basic"), "-help"}} {
			code, out, errs := runIn(t, "", args...)
			if code != exitOK || errs != "" || !strings.HasPrefix(out, "Usage: stablerow "+c.usage+"\n") ||
				!strings.Contains(out, "Exit codes:") || !strings.Contains(out, "Flags:") {
				t.Errorf("%q: exit %d, stderr %q\n%s", args, code, errs, out)
			}
		}
	}
}

func TestMissingDataset(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "no-such.lance")
	notDataset := t.TempDir()
	for _, args := range [][]string{
		{"inspect", missing},
		{"lookup", missing, "1"},
		{"reverse", missing, "0:1"},
		{"verify", missing, "-expected", expectedPath(t, "basic", 1)},
		{"changes", missing, "-from", "1", "-to", "2"},
		{"inspect", notDataset},
	} {
		code, out, errs := runIn(t, "", args...)
		path := args[1]
		if code != exitError || out != "" || !strings.Contains(errs, path) || strings.Count(errs, "\n") != 1 {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", args, code, out, errs)
		}
	}
	code, _, errs := runIn(t, "", "inspect", "-version", "13", datasetPath("basic"))
	if code != exitError || !strings.Contains(errs, "version 13") || !strings.Contains(errs, "latest is 12") {
		t.Errorf("missing version: exit %d, stderr %q", code, errs)
	}
	code, _, errs = runIn(t, "", "verify", "-expected", filepath.Join(notDataset, "x.json"), datasetPath("basic"))
	if code != exitError || !strings.Contains(errs, filepath.Join(notDataset, "x.json")) {
		t.Errorf("missing expected file: exit %d, stderr %q", code, errs)
	}
}

// A corrupt dataset is an error naming the bad file.
func TestCorruptDataset(t *testing.T) {
	src := datasetPath("basic")
	dst := filepath.Join(t.TempDir(), "basic.lance")
	if err := os.CopyFS(dst, os.DirFS(src)); err != nil {
		t.Fatal(err)
	}
	dels, err := filepath.Glob(filepath.Join(dst, "_deletions", "*.arrow"))
	if err != nil || len(dels) == 0 {
		t.Fatalf("no deletion files: %v", err)
	}
	for _, d := range dels {
		if err := os.WriteFile(d, []byte("ARROW1 garbage"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	code, out, errs := runIn(t, "", "inspect", dst)
	if code != exitError || out != "" || !strings.Contains(errs, "_deletions/") || !strings.Contains(errs, dst) {
		t.Errorf("exit %d, stderr %q", code, errs)
	}
}

func TestProgress(t *testing.T) {
	old := progressDelay
	progressDelay = 0
	defer func() { progressDelay = old }()
	code, _, errs := runIn(t, "", "lookup", datasetPath("medium"), "1")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{"loading version 10...\n", "loading version 10: done in "} {
		if !strings.Contains(errs, want) {
			t.Errorf("stderr lacks %q:\n%s", want, errs)
		}
	}
	// Fast work prints nothing with the default delay.
	progressDelay = time.Hour
	if _, _, errs := runIn(t, "", "lookup", datasetPath("medium"), "1"); errs != "" {
		t.Errorf("stderr %q", errs)
	}
}
