// Package inlinetest lets a package's tests check the compiler's inlining
// decisions: the lookups of bitpack, segment and rowindex are a few
// instructions each, and a helper that stops inlining (grown past the
// budget, or moved) makes them calls without any test failing otherwise.
//
// The tests that use it run on amd64 only: the other legs of make test run
// under qemu, where a test binary cannot start the host's go command.
package inlinetest

import (
	"os/exec"
	"strings"
	"testing"
)

// Output returns what `go build -gcflags=-m .` prints for the package in
// the current directory (a test's own package), failing t if the build
// fails. go test puts its own toolchain first on PATH.
func Output(t testing.TB) string {
	t.Helper()
	out, err := exec.Command("go", "build", "-gcflags=-m", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go build -gcflags=-m: %v\n%s", err, out)
	}
	return string(out)
}

// CanInline fails t for each function of fns (as the compiler names it:
// "Array.Get", "(*Index).search") that out, an Output, does not report as
// inlinable.
func CanInline(t testing.TB, out string, fns ...string) {
	t.Helper()
	out += "\n"
	for _, fn := range fns {
		if !strings.Contains(out, "can inline "+fn+"\n") {
			t.Errorf("%s does not inline", fn)
		}
	}
}
