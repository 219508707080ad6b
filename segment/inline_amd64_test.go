package segment

import (
	"os/exec"
	"strings"
	"testing"
)

// TestIntendedInlining checks that the lookups whose speed depends on
// inlining still inline: Get and Position pass their worker a pointer to
// the caller's copy of the Segment only when they inline; as calls they
// spill the Segment's eight registers at each level (PERFORMANCE.md,
// segment notes). amd64 only: the other legs run under qemu, where the
// test binary cannot start the host's go command.
func TestIntendedInlining(t *testing.T) {
	// go test puts its own toolchain first on PATH.
	out, err := exec.Command("go", "build", "-gcflags=-m", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go build -gcflags=-m: %v\n%s", err, out)
	}
	for _, fn := range []string{"Segment.Get", "Segment.Position", "Segment.Contains", "Segment.Len", "Segment.Kind"} {
		if !strings.Contains(string(out)+"\n", "can inline "+fn+"\n") {
			t.Errorf("%s does not inline", fn)
		}
	}
}
