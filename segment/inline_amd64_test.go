package segment

import (
	"testing"

	"github.com/stablerow/stablerow/internal/inlinetest"
)

// TestIntendedInlining checks that the lookups whose speed depends on
// inlining still inline: Get and Position pass their worker a pointer to
// the caller's copy of the Segment only when they inline; as calls they
// spill the Segment's registers at each level (PERFORMANCE.md, segment
// notes).
func TestIntendedInlining(t *testing.T) {
	out := inlinetest.Output(t)
	inlinetest.CanInline(t, out, "Segment.Get", "Segment.Position", "Segment.Contains", "Segment.Len", "Segment.Kind")
}
