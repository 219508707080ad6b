package bitpack

import (
	"os/exec"
	"strings"
	"testing"
)

// TestIntendedInlining checks that Array's accessors still inline: a
// segment's lookup is one of them plus a few instructions, and Get sits at
// the inlining budget (80), so a field read added to it makes every array
// lookup a call. amd64 only: the other legs run under qemu, where the test
// binary cannot start the host's go command.
func TestIntendedInlining(t *testing.T) {
	// go test puts its own toolchain first on PATH.
	out, err := exec.Command("go", "build", "-gcflags=-m", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go build -gcflags=-m: %v\n%s", err, out)
	}
	for _, fn := range []string{"Array.Get", "Array.Len", "Array.Base", "Array.Width", "Array.Tag", "Array.WithTag"} {
		if !strings.Contains(string(out), "can inline "+fn+" ") && !strings.Contains(string(out)+"\n", "can inline "+fn+"\n") {
			t.Errorf("%s does not inline", fn)
		}
	}
}
