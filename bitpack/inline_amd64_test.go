package bitpack

import (
	"testing"

	"github.com/stablerow/stablerow/internal/inlinetest"
)

// TestIntendedInlining checks that Array's accessors still inline: a
// segment's lookup is one of them plus a few instructions, and Get sits at
// the inlining budget (80), so a field read added to it makes every array
// lookup a call.
func TestIntendedInlining(t *testing.T) {
	out := inlinetest.Output(t)
	inlinetest.CanInline(t, out, "Array.Get", "Array.Len", "Array.Base", "Array.Width", "Array.Tag", "Array.WithTag")
}
