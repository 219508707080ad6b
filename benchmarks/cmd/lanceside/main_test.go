package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stablerow/stablerow/rowindex"
)

func TestLabel(t *testing.T) {
	for in, want := range map[string]string{
		"lance/data/n1000000/b.lance":   "1e6 b",
		"/x/n10000000/c.lance":          "1e7 c",
		"n2000000/b.lance":              "2000000 b",
		"lance/data/n1000/c.lance/":     "1e3 c",
		"lance/data/n1000100/b.lance":   "1000100 b",
		"lance/data/n100000000/c.lance": "1e8 c",
	} {
		if got := label(in); got != want {
			t.Errorf("label(%q) = %q, want %q", in, got, want)
		}
	}
	if got, want := idsFile("d/n1000/b.lance/"), filepath.FromSlash("d/n1000/b.ids"); got != want {
		t.Errorf("idsFile = %q, want %q", got, want)
	}
}

func TestMedCommas(t *testing.T) {
	id := func(v int64) int64 { return v }
	for _, c := range []struct {
		in   []int64
		want int64
	}{{[]int64{5}, 5}, {[]int64{9, 1, 5}, 5}, {[]int64{4, 1, 9, 2}, 3}} {
		if got := med(slices.Clone(c.in), id); got != c.want {
			t.Errorf("med(%v) = %d, want %d", c.in, got, c.want)
		}
	}
	for n, want := range map[int64]string{0: "0", 999: "999", 1000: "1,000", 1234567: "1,234,567", -1234: "-1,234", -123: "-123"} {
		if got := commas(n); got != want {
			t.Errorf("commas(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestReadIDs(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.ids")
	if err := os.WriteFile(good, []byte("7 42949672960\n3 3\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	ids, addrs, err := readIDs(good)
	if err != nil || !slices.Equal(ids, []uint64{7, 3}) || !slices.Equal(addrs, []rowindex.RowAddress{rowindex.NewRowAddress(10, 0), 3}) {
		t.Fatalf("readIDs = %v, %v, %v", ids, addrs, err)
	}
	for name, text := range map[string]string{
		"noaddr.ids": "7 1\n8\n",
		"junk.ids":   "7 1\n8 x\n",
		"short.ids":  "7 1\n",
	} {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, _, err := readIDs(p); err == nil || !strings.Contains(err.Error(), p) {
			t.Errorf("readIDs(%s) = %v, want an error naming the file", name, err)
		}
	}
}
