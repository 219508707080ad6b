package main

import (
	"bytes"
	"os"
	"regexp"
	"strings"
	"testing"
)

// TestReadmeExamples runs the commands of README.md's console blocks that
// read the datasets in the repository and compares what they print with
// what README shows, so that the examples a newcomer copies stay true. The
// index build time is the one figure that varies between runs; commands on
// s3:// locations and shell lines other than stablerow are not run.
func TestReadmeExamples(t *testing.T) {
	examples := readmeExamples(readmeText(t))
	if len(examples) < 5 {
		t.Fatalf("README.md has %d runnable stablerow examples, want at least 5", len(examples))
	}
	// The paths in README are relative to the repository's root.
	t.Chdir("../..")
	buildTime := regexp.MustCompile(`built in [0-9.]+(µs|ms|s)`)
	for _, ex := range examples {
		var stdout, stderr bytes.Buffer
		run(ex.args, strings.NewReader(ex.stdin), &stdout, &stderr)
		got := buildTime.ReplaceAllString(strings.TrimRight(stdout.String(), "\n"), "built in T")
		want := buildTime.ReplaceAllString(ex.output, "built in T")
		if got != want {
			t.Errorf("README.md: $ %s\nprints (stderr %q):\n%s\nREADME shows:\n%s", ex.line, stderr.String(), got, want)
		}
	}
}

// readmeText returns README.md, read from the package's directory.
func readmeText(t *testing.T) string {
	t.Helper()
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	return string(readme)
}

// readmeExample is one command of a console block and the output shown
// under it.
type readmeExample struct {
	line   string   // the command as written, without "$ "
	args   []string // its arguments after "stablerow"
	stdin  string   // what "echo X |" pipes in
	output string   // the lines up to the next command or the block's end
}

// readmeExamples returns the commands of the console blocks of a README
// that run stablerow on local paths.
func readmeExamples(readme string) []readmeExample {
	var out []readmeExample
	for _, block := range regexp.MustCompile("(?s)```console\n(.*?)```").FindAllStringSubmatch(readme, -1) {
		lines := strings.Split(strings.TrimRight(block[1], "\n"), "\n")
		for i := 0; i < len(lines); i++ {
			cmd, ok := strings.CutPrefix(lines[i], "$ ")
			if !ok {
				continue
			}
			j := i + 1
			for j < len(lines) && !strings.HasPrefix(lines[j], "$ ") {
				j++
			}
			output := strings.TrimRight(strings.Join(lines[i+1:j], "\n"), "\n")
			ex := readmeExample{line: cmd, output: output}
			rest := cmd
			if echo, after, piped := strings.Cut(cmd, " | "); piped && strings.HasPrefix(echo, "echo ") {
				ex.stdin, rest = strings.TrimPrefix(echo, "echo ")+"\n", after
			}
			fields := strings.Fields(rest)
			if len(fields) > 1 && fields[0] == "stablerow" && !strings.Contains(rest, "s3://") {
				ex.args = fields[1:]
				out = append(out, ex)
			}
			i = j - 1
		}
	}
	return out
}
