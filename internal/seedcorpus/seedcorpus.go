// Package seedcorpus keeps the committed seed corpora of a package's fuzz
// targets in step with the seed lists its tests build: files under
// testdata/fuzz/<Target>/seed-<name>, in the format Go's fuzzing reads
// (the "go test fuzz v1" header, then one Go literal per argument), which
// Go loads for every plain `go test` and as the starting corpus when
// fuzzing. Files not named seed-* (inputs the fuzzer found failing) are
// left alone. It is used only by tests.
package seedcorpus

import (
	"bytes"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// seedPrefix starts the name of every generated seed file; files without
// it are committed regression inputs.
const seedPrefix = "seed-"

// Seed is one entry of a target's seed corpus: its file is seed-<Name>
// and Args are the fuzz function's arguments after *testing.T.
type Seed struct {
	Name string
	Args []any
}

// Target is a fuzz target of the package under test and its seed list.
type Target struct {
	Name  string
	Seeds func() ([]Seed, error)
}

// Check checks (or, with update, rewrites) the seed-* files under
// testdata/fuzz of the package under test (the current directory) against
// the seed lists of targets: every fuzz target of the package's test files
// has a list, every seed's arguments have the target's types, names are
// unique, each target's seeds take at most maxTarget bytes and all of them
// at most maxTotal, and each target's directory holds exactly the seed-*
// files its list gives, byte for byte. Identical seeds of a target are
// kept once, under the first name. pkg names the package in the hint the
// failures give (go test ./<pkg> -run TestSeedCorpus -update-seeds).
func Check(t *testing.T, pkg string, targets []Target, update bool, maxTarget, maxTotal int) {
	t.Helper()
	sigs, err := fuzzSignatures()
	if err != nil {
		t.Fatal(err)
	}
	listed := map[string]bool{}
	for _, tg := range targets {
		listed[tg.Name] = true
		if _, ok := sigs[tg.Name]; !ok {
			t.Errorf("%s has a seed list but no fuzz function", tg.Name)
		}
	}
	for name := range sigs {
		if !listed[name] {
			t.Errorf("%s has no seed list", name)
		}
	}
	root := filepath.Join("testdata", "fuzz")
	total := 0
	for _, tg := range targets {
		seeds, err := tg.Seeds()
		if err != nil {
			t.Fatalf("%s: building seeds: %v", tg.Name, err)
		}
		want := map[string][]byte{}
		var order []string
		for _, s := range seeds {
			if s.Name == "" || strings.ContainsAny(s.Name, `/\ `) {
				t.Fatalf("%s: bad seed name %q", tg.Name, s.Name)
			}
			if got := len(s.Args); got != len(sigs[tg.Name]) {
				t.Fatalf("%s: seed %s has %d arguments, the fuzz function takes %d", tg.Name, s.Name, got, len(sigs[tg.Name]))
			}
			for i, a := range s.Args {
				if at, pt := seedArgType(a), sigs[tg.Name][i]; at != pt {
					t.Fatalf("%s: seed %s argument %d is %s, the fuzz function takes %s", tg.Name, s.Name, i, at, pt)
				}
			}
			file := seedPrefix + s.Name
			if _, dup := want[file]; dup {
				t.Fatalf("%s: two seeds named %s", tg.Name, s.Name)
			}
			content, err := marshalSeed(s.Args)
			if err != nil {
				t.Fatalf("%s: seed %s: %v", tg.Name, s.Name, err)
			}
			if slices.ContainsFunc(order, func(f string) bool { return bytes.Equal(want[f], content) }) {
				continue
			}
			want[file] = content
			order = append(order, file)
		}
		size := 0
		for _, c := range want {
			size += len(c)
		}
		total += size
		if size > maxTarget {
			t.Errorf("%s: seeds take %d bytes, more than %d", tg.Name, size, maxTarget)
		}
		t.Logf("%s: %d seed files, %d bytes", tg.Name, len(want), size)
		dir := filepath.Join(root, tg.Name)
		if update {
			if err := writeSeeds(dir, want); err != nil {
				t.Fatalf("%s: %v", tg.Name, err)
			}
			continue
		}
		have, err := readSeeds(dir)
		if err != nil {
			t.Fatalf("%s: %v", tg.Name, err)
		}
		for _, file := range order {
			got, ok := have[file]
			switch {
			case !ok:
				t.Errorf("%s: seed file %s is missing (run go test ./%s -run TestSeedCorpus -update-seeds)", tg.Name, filepath.Join(dir, file), pkg)
			case !bytes.Equal(got, want[file]):
				t.Errorf("%s: seed file %s is stale (run go test ./%s -run TestSeedCorpus -update-seeds)", tg.Name, filepath.Join(dir, file), pkg)
			}
		}
		for file := range have {
			if _, ok := want[file]; !ok {
				t.Errorf("%s: seed file %s is not in the seed list (run go test ./%s -run TestSeedCorpus -update-seeds)", tg.Name, filepath.Join(dir, file), pkg)
			}
		}
	}
	t.Logf("all targets: %d bytes of seeds", total)
	if total > maxTotal {
		t.Errorf("the seeds take %d bytes, more than %d", total, maxTotal)
	}
	// seed-* files of a directory that no target owns.
	entries, err := os.ReadDir(root)
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		t.Fatal(err)
	}
	for _, e := range entries {
		if !e.IsDir() || listed[e.Name()] {
			continue
		}
		have, err := readSeeds(filepath.Join(root, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if update {
			if err := writeSeeds(filepath.Join(root, e.Name()), nil); err != nil {
				t.Fatal(err)
			}
			continue
		}
		for file := range have {
			t.Errorf("seed file %s belongs to no fuzz target (run go test ./%s -run TestSeedCorpus -update-seeds)", filepath.Join(root, e.Name(), file), pkg)
		}
	}
}

// readSeeds returns the seed-* files of dir (none if dir does not exist).
func readSeeds(dir string) (map[string][]byte, error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		return map[string][]byte{}, nil
	}
	if err != nil {
		return nil, err
	}
	have := map[string][]byte{}
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), seedPrefix) {
			continue
		}
		b, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			return nil, err
		}
		have[e.Name()] = b
	}
	return have, nil
}

// writeSeeds makes dir hold exactly the seed-* files of want, leaving
// other files alone; a directory left empty is removed.
func writeSeeds(dir string, want map[string][]byte) error {
	have, err := readSeeds(dir)
	if err != nil {
		return err
	}
	for file := range have {
		if _, ok := want[file]; !ok {
			if err := os.Remove(filepath.Join(dir, file)); err != nil {
				return err
			}
		}
	}
	if len(want) == 0 {
		if entries, err := os.ReadDir(dir); err == nil && len(entries) == 0 {
			return os.Remove(dir)
		}
		return nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for file, content := range want {
		if bytes.Equal(have[file], content) {
			continue
		}
		if err := os.WriteFile(filepath.Join(dir, file), content, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// marshalSeed writes args in Go's corpus file format, byte for byte as
// `go test -fuzz` writes them.
func marshalSeed(args []any) ([]byte, error) {
	b := []byte("go test fuzz v1\n")
	for _, a := range args {
		switch v := a.(type) {
		case []byte:
			b = fmt.Appendf(b, "[]byte(%q)\n", v)
		case uint8:
			b = fmt.Appendf(b, "byte(%q)\n", v)
		case int, int64, uint16, uint32, uint64:
			b = fmt.Appendf(b, "%T(%v)\n", v, v)
		default:
			return nil, fmt.Errorf("argument type %T has no corpus encoding here", a)
		}
	}
	return b, nil
}

// seedArgType is the Go type of a seed argument as a fuzz function's
// parameter spells it (byte as uint8).
func seedArgType(a any) string {
	t := fmt.Sprintf("%T", a)
	if t == "[]uint8" {
		return "[]byte"
	}
	return t
}

// fuzzSignatures parses the package's test files and returns each Fuzz
// function's argument types (the parameters after *testing.T of the
// function its f.Fuzz call takes).
func fuzzSignatures() (map[string][]string, error) {
	files, err := filepath.Glob("*_test.go")
	if err != nil {
		return nil, err
	}
	sigs := map[string][]string{}
	fset := token.NewFileSet()
	for _, name := range files {
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			return nil, err
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Recv != nil || !strings.HasPrefix(fd.Name.Name, "Fuzz") || fd.Body == nil {
				continue
			}
			var params []string
			found := false
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok || found {
					return !found
				}
				sel, ok := call.Fun.(*ast.SelectorExpr)
				if !ok || sel.Sel.Name != "Fuzz" || len(call.Args) != 1 {
					return true
				}
				lit, ok := call.Args[0].(*ast.FuncLit)
				if !ok {
					return true
				}
				found = true
				for _, field := range lit.Type.Params.List {
					typ := strings.ReplaceAll(types.ExprString(field.Type), "byte", "uint8")
					if typ == "[]uint8" {
						typ = "[]byte"
					}
					for range max(len(field.Names), 1) {
						params = append(params, typ)
					}
				}
				return false
			})
			if !found || len(params) == 0 {
				return nil, fmt.Errorf("%s: %s has no f.Fuzz(func(t *testing.T, ...)) call", name, fd.Name.Name)
			}
			sigs[fd.Name.Name] = params[1:]
		}
	}
	return sigs, nil
}
