package rowindex

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// Only Build and WithFragments read the package's default tuning; every
// other use of a tuning is a parameter, which no lookup (Get, GetBatch,
// RowID and what they call) takes, so lookups read only what the build
// left in the index and a test's tuning cannot leak into another test.
func TestTuningReadOnlyByBuild(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var readers []string
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok {
				continue
			}
			ast.Inspect(fn, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.Ident:
					if n.Name == "defaults" && n.Obj == nil {
						readers = append(readers, fn.Name.Name)
					}
				case *ast.Field:
					if id, ok := n.Type.(*ast.StarExpr); ok {
						if tid, ok := id.X.(*ast.Ident); ok && tid.Name == "tuning" {
							for _, lookup := range []string{"Get", "GetBatch", "RowID", "getBatch", "resolve", "search", "getGrouped", "tryCandidates", "tableGet", "getCovered", "getLoneBlock"} {
								if fn.Name.Name == lookup {
									t.Errorf("lookup %s takes a *tuning", lookup)
								}
							}
						}
					}
				}
				return true
			})
		}
	}
	slices.Sort(readers)
	if want := []string{"Build", "WithFragments"}; !slices.Equal(readers, want) {
		t.Fatalf("functions reading defaults: %v, want %v", readers, want)
	}
}
