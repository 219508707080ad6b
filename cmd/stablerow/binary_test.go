package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"
)

// goTool returns the go command: go test puts the toolchain that runs the
// test first on PATH.
func goTool(t *testing.T) string {
	t.Helper()
	p, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("no go command to build the binary: %v", err)
	}
	return p
}

// buildBinary builds the command for the machine, not for GOARCH: under
// "GOARCH=arm64 go test -exec qemu" this test runs emulated, but the binary
// it starts is not.
func buildBinary(t *testing.T) string {
	t.Helper()
	gocmd := goTool(t)
	hostEnv, err := exec.Command(gocmd, "env", "GOHOSTOS", "GOHOSTARCH").Output()
	if err != nil {
		t.Fatalf("go env: %v", err)
	}
	host := strings.Fields(string(hostEnv))
	if len(host) != 2 {
		t.Fatalf("go env GOHOSTOS GOHOSTARCH: %q", hostEnv)
	}
	bin := filepath.Join(t.TempDir(), "stablerow")
	build := exec.Command(gocmd, "build", "-o", bin, ".")
	build.Env = append(os.Environ(), "GOOS="+host[0], "GOARCH="+host[1])
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// TestBinaryFollowSignal follows a dataset with the real binary and stops
// it with SIGINT and SIGTERM: it exits 0 at once, its output complete.
func TestBinaryFollowSignal(t *testing.T) {
	bin := buildBinary(t)
	for _, sig := range []os.Signal{os.Interrupt, syscall.SIGTERM} {
		cmd := exec.Command(bin, "changes", "-follow", "-interval", "10ms", "-from", "11", "-count", datasetPath("basic"))
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		r := bufio.NewReader(out)
		first, err := r.ReadString('\n')
		if err != nil || first != "version 12 (from 11)\n" {
			t.Fatalf("first line %q, %v", first, err)
		}
		if err := cmd.Process.Signal(sig); err != nil {
			t.Fatal(err)
		}
		rest, _ := io.ReadAll(r)
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("%v: exit %v, want 0", sig, err)
			}
		case <-time.After(10 * time.Second):
			cmd.Process.Kill()
			t.Fatalf("%v: still running", sig)
		}
		ins, upd := countChanges(t, "basic", 11, 12)
		if want := fmt.Sprintf("inserted %d\nupdated %d\n", len(ins), len(upd)); string(rest) != want {
			t.Errorf("%v: after the header %q, want %q", sig, rest, want)
		}
	}
}

// TestBinary builds the command and runs each subcommand on the test data
// as a user would, checking output and exit codes.
func TestBinary(t *testing.T) {
	bin := buildBinary(t)
	basic := datasetPath("basic")
	exp7 := expectedPath(t, "basic", 7)
	rows7 := expected(t, "basic", 7)
	live, _ := deletedAt(t, "basic", 5) // ids deleted at v5, still in their sequences at v7
	ins, upd := countChanges(t, "basic", 6, 12)

	for _, c := range []struct {
		args        []string
		stdin       string
		code        int
		out         []string // exact stdout lines, when set
		outHas      string   // a substring of stdout, when set
		errHas      string   // a substring of stderr, when set
		emptyStdout bool
	}{
		{args: []string{"inspect", basic, "-version", "7"}, outHas: "max fragment id  4\n"},
		{args: []string{"inspect", "-json", basic}, outHas: `"next_row_id": 4751,`},
		{args: []string{"lookup", basic, "-version", "7", fmt.Sprint(rows7[0].RowID), fmt.Sprint(live[0]), "99999"},
			code: 1, out: []string{fmt.Sprintf("%d %s", rows7[0].RowID, rows7[0].Address), fmt.Sprintf("%d deleted", live[0]), "99999 unassigned"}},
		{args: []string{"lookup", "-version", "7", basic}, stdin: fmt.Sprintf("%d\n\n%d\n", rows7[1].RowID, rows7[2].RowID),
			out: []string{fmt.Sprintf("%d %s", rows7[1].RowID, rows7[1].Address), fmt.Sprintf("%d %s", rows7[2].RowID, rows7[2].Address)}},
		{args: []string{"reverse", basic, "-version", "7", rows7[3].Address.String(), "4:348"},
			code: 1, out: []string{fmt.Sprintf("%s %d", rows7[3].Address, rows7[3].RowID), "4:348 absent"}},
		{args: []string{"verify", basic, "-expected", exp7}, out: []string{fmt.Sprintf("ok: %s version 7 matches %s (%d rows)", basic, exp7, len(rows7))}},
		{args: []string{"verify", basic, "-expected", exp7, "-version", "8"}, code: 1, outHas: "MISMATCH: "},
		{args: []string{"changes", basic, "-from", "6", "-to", "12", "-count"}, out: []string{fmt.Sprint("inserted ", len(ins)), fmt.Sprint("updated ", len(upd))}},
		{args: []string{"changes", basic, "-from", "6", "-to", "12", "-json"}, outHas: `{"from":6,"to":12,"inserted":[`},
		{args: []string{}, code: 2, errHas: "Commands:", emptyStdout: true},
		{args: []string{"-h"}, outHas: "Exit codes:"},
		{args: []string{"lookup", "-h"}, outHas: "Usage: stablerow lookup"},
		{args: []string{"inspect", "no/such/dir.lance"}, code: 2, errHas: "no/such/dir.lance", emptyStdout: true},
		{args: []string{"changes", basic, "-to", "3"}, code: 2, errHas: "-from", emptyStdout: true},
		{args: []string{"version"}, outHas: "stablerow "},
		{args: []string{"version"}, outHas: " " + runtime.Version() + "\n"},
		{args: []string{"frobnicate"}, code: 2, errHas: `unknown command "frobnicate"; the commands are inspect, lookup,`, emptyStdout: true},
		{args: []string{"help", "version"}, outHas: "Usage: stablerow version\n"},
		{args: []string{"lookup", "-json", basic, "-version", "7", " " + fmt.Sprint(rows7[0].RowID), "99999"}, code: 1,
			out: []string{fmt.Sprintf(`{"row_id":%d,"status":"live","address":"%s"}`, rows7[0].RowID, rows7[0].Address), `{"row_id":99999,"status":"unassigned"}`}},
		{args: []string{"reverse", "-json", basic, "-version", "7"}, stdin: rows7[3].Address.String() + " 4:348\n", code: 1,
			out: []string{fmt.Sprintf(`{"address":"%s","status":"live","row_id":%d}`, rows7[3].Address, rows7[3].RowID), `{"address":"4:348","status":"absent"}`}},
		{args: []string{"lookup", datasetPath("basic-nonstable"), "6:0"}, out: []string{"25769803776 6:0"}},
		{args: []string{"changes", datasetPath("basic-nonstable"), "-from", "1", "-to", "3"}, code: 2, errHas: "needs stable row ids", emptyStdout: true},
	} {
		cmd := exec.Command(bin, c.args...)
		var stdout, stderr bytes.Buffer
		cmd.Stdin = strings.NewReader(c.stdin)
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		err := cmd.Run()
		code := 0
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatalf("%q: %v", c.args, err)
		}
		if code != c.code {
			t.Errorf("%q: exit %d, want %d; stderr %q", c.args, code, c.code, stderr.String())
		}
		if c.out != nil && strings.Join(lines(stdout.String()), "\n") != strings.Join(c.out, "\n") {
			t.Errorf("%q: stdout\n%s\nwant\n%s", c.args, stdout.String(), strings.Join(c.out, "\n"))
		}
		if c.outHas != "" && !strings.Contains(stdout.String(), c.outHas) {
			t.Errorf("%q: stdout lacks %q:\n%s", c.args, c.outHas, stdout.String())
		}
		if c.errHas != "" && !strings.Contains(stderr.String(), c.errHas) {
			t.Errorf("%q: stderr lacks %q:\n%s", c.args, c.errHas, stderr.String())
		}
		if c.emptyStdout && stdout.Len() != 0 {
			t.Errorf("%q: stdout %q, want none", c.args, stdout.String())
		}
		if c.code == 0 && stderr.Len() != 0 {
			t.Errorf("%q: stderr %q, want none", c.args, stderr.String())
		}
	}
}
