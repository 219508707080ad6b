package rowindex

import (
	"go/ast"
	"go/parser"
	"go/token"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stablerow/stablerow/internal/inlinetest"
)

// TestIntendedInlining checks that the small helpers of the lookup paths
// still inline where Get, GetBatch and RowID call them, and that mapRun
// stays a call: each of these is a few instructions whose call would cost
// more than its body on a path of 10 to 50 ns, and moving code between
// files or growing a helper past the budget changes that silently
// (mapRun's comment records what its placement alone costs). The
// lookups read segments through GetRef and PositionRef, which keep them in
// place, rather than Get and Position, which copy them. amd64
// only: the other legs run under qemu, where the test binary cannot
// start the host's go command.
func TestIntendedInlining(t *testing.T) {
	calls := inlinedCalls(t, inlinetest.Output(t))
	for caller, callees := range map[string][]string{
		// Index.Get, and Sequence.Get (which reads the segment in place:
		// Segment.Get through a pointer copies its 40 bytes first).
		"Get":            {"(*chunk).flags", "(*Index).fragDeleted", "segment.(*Segment).GetRef"},
		"getGrouped":     {"(*chunk).array", "(*Index).groupOf", "lastAtMost[go.shape.uint64]"},
		"tryCandidates":  {"(*Index).wideOf"},
		"resolve":        {"(*chunk).flags", "(*chunk).seg", "(*idFilter).mayHave", "(*Index).segmentOf", "segment.(*Segment).PositionRef"},
		"liveAt":         {"(*Index).fragDeleted"},
		"getCovered":     {"lastAtMost[go.shape.uint64]"},
		"getLoneBlock":   {"lastAtMost[go.shape.uint64]", "(*DeletionVector).surelyLive"},
		"getLoneCovered": {"loneEnd", "lone"},
		"searchLevels":   {"descend"},
		"walkChunk":      {"runEnd"},
		"getBatch":       {"gallopAbove[go.shape.uint64]", "searchAbove[go.shape.uint64]"},
		"RowID":          {"RowAddress.Fragment", "RowAddress.Offset", "(*Index).fragDeleted"},
		"fragIndex":      {"lastAtMost[go.shape.uint32]", "searchAbove[go.shape.uint32]"},
	} {
		for _, callee := range callees {
			if !calls[caller][callee] {
				t.Errorf("%s does not inline %s", caller, callee)
			}
		}
	}
	if calls["getBatch"]["mapRun"] {
		t.Error("getBatch inlines mapRun, which is faster as a leaf of its own")
	}
}

// inlinedCalls maps each function of the package to the callees that the
// compiler's -m output says it inlines.
func inlinedCalls(t *testing.T, out string) map[string]map[string]bool {
	t.Helper()
	type span struct {
		name       string
		start, end int
	}
	funcs := map[string][]span{}
	fset := token.NewFileSet()
	calls := map[string]map[string]bool{}
	re := regexp.MustCompile(`^(?:\./|rowindex/)?(\w+\.go):(\d+):\d+: inlining call to (\S+)`)
	for _, line := range strings.Split(out, "\n") {
		m := re.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		file, callee := m[1], m[3]
		n, _ := strconv.Atoi(m[2])
		if _, ok := funcs[file]; !ok {
			f, err := parser.ParseFile(fset, file, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			funcs[file] = []span{}
			for _, d := range f.Decls {
				if fn, ok := d.(*ast.FuncDecl); ok {
					funcs[file] = append(funcs[file], span{fn.Name.Name, fset.Position(fn.Pos()).Line, fset.Position(fn.End()).Line})
				}
			}
		}
		for _, s := range funcs[file] {
			if s.start <= n && n <= s.end {
				if calls[s.name] == nil {
					calls[s.name] = map[string]bool{}
				}
				calls[s.name][callee] = true
			}
		}
	}
	return calls
}
