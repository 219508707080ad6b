package main

import (
	"context"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stablerow/stablerow/bitpack"
	"github.com/stablerow/stablerow/lance"
	"github.com/stablerow/stablerow/rowindex"
	"github.com/stablerow/stablerow/segment"
	"github.com/stablerow/stablerow/table"
)

// TestReadmeGoSnippets checks README.md's API tour: every line of code of
// its Go blocks (without its comment) must appear in this file, whose
// tests below run those lines and check the values README's comments give.
func TestReadmeGoSnippets(t *testing.T) {
	readme := readmeText(t)
	src, err := os.ReadFile("readme_go_test.go")
	if err != nil {
		t.Fatal(err)
	}
	var here []string
	for _, l := range strings.Split(string(src), "\n") {
		here = append(here, strings.TrimSpace(l))
	}
	blocks := regexp.MustCompile("(?s)```go\n(.*?)```").FindAllStringSubmatch(readme, -1)
	if len(blocks) < 5 {
		t.Fatalf("README.md has %d Go blocks, want at least 5", len(blocks))
	}
	for _, b := range blocks {
		for _, l := range strings.Split(b[1], "\n") {
			code := strings.TrimSpace(stripComment(l))
			if code == "" {
				continue
			}
			if !slices.ContainsFunc(here, func(h string) bool { return strings.Contains(h, code) }) {
				t.Errorf("README.md's Go line %q is not run by readme_go_test.go", code)
			}
		}
	}
}

// stripComment returns line without its // comment, if any: the first //
// outside a string literal.
func stripComment(line string) string {
	quoted := false
	for i := 0; i+1 < len(line); i++ {
		switch {
		case line[i] == '"':
			quoted = !quoted
		case !quoted && line[i] == '/' && line[i+1] == '/':
			return line[:i]
		}
	}
	return line
}

func TestReadmeBitpack(t *testing.T) {
	a := bitpack.NewArray([]uint64{1000, 1003, 1007, 1020})
	if a.Base() != 1000 || a.Width() != 5 {
		t.Errorf("NewArray: base %d width %d, want 1000 and 5", a.Base(), a.Width())
	}
	if got := a.Get(2); got != 1007 {
		t.Errorf("a.Get(2) = %d, want 1007", got)
	}
	if got := a.LowerBound(1005); got != 2 {
		t.Errorf("a.LowerBound(1005) = %d, want 2", got)
	}
	if got := a.LowerBoundFrom(2, 1010); got != 3 {
		t.Errorf("a.LowerBoundFrom(2, 1010) = %d, want 3", got)
	}
	vals := a.AppendTo(nil)
	if !slices.Equal(vals, []uint64{1000, 1003, 1007, 1020}) {
		t.Errorf("a.AppendTo(nil) = %v", vals)
	}

	bm, _ := bitpack.BitmapFromBytes([]byte{0x55, 0x01}, 9)
	if got := bm.Rank1(5); got != 3 {
		t.Errorf("bm.Rank1(5) = %d, want 3", got)
	}
	if r, set := bm.RankTest(4); r != 2 || !set {
		t.Errorf("bm.RankTest(4) = %d, %v, want 2, true", r, set)
	}
	if p, ok := bm.Select1(3); p != 6 || !ok {
		t.Errorf("bm.Select1(3) = %d, %v, want 6, true", p, ok)
	}
	if got := bm.AppendOnes(nil, 100); !slices.Equal(got, []uint64{100, 102, 104, 106, 108}) {
		t.Errorf("bm.AppendOnes(nil, 100) = %v", got)
	}
	run := make([]uint64, 4)
	bitpack.FillRun(run, 7)
	if !slices.Equal(run, []uint64{7, 8, 9, 10}) {
		t.Errorf("FillRun(run, 7) gave %v", run)
	}
}

// readmeSegment is the segment of README's segment and rowindex snippets.
func readmeSegment(t *testing.T) segment.Segment {
	seg := segment.FromSlice([]uint64{100, 102, 104, 106, 108})
	if got := seg.Kind().String(); got != "range_with_bitmap" {
		t.Errorf("seg.Kind() = %s, want range_with_bitmap", got)
	}
	return seg
}

func TestReadmeSegment(t *testing.T) {
	seg := readmeSegment(t)
	pos, _ := seg.Position(106)
	if pos != 3 {
		t.Errorf("seg.Position(106) = %d, want 3", pos)
	}
	wire := seg.AppendProto(nil)
	if want := []byte{0x1a, 0x08, 0x08, 0x64, 0x10, 0x6d, 0x1a, 0x02, 0x55, 0x01}; !slices.Equal(wire, want) {
		t.Errorf("seg.AppendProto(nil) = % x, want % x", wire, want)
	}
	back, _ := segment.UnmarshalProto(wire)
	if !back.Equal(seg) {
		t.Errorf("UnmarshalProto(wire) = %v, want %v", back, seg)
	}
	c := seg.Cursor()
	if p, ok := c.Position(102); p != 1 || !ok {
		t.Errorf("c.Position(102) = %d, %v, want 1, true", p, ok)
	}
	if id, p, ok := c.Next(103); id != 104 || p != 2 || !ok {
		t.Errorf("c.Next(103) = %d, %d, %v, want 104, 2, true", id, p, ok)
	}
	if p, ok := c.Position(108); p != 4 || !ok {
		t.Errorf("c.Position(108) = %d, %v, want 4, true", p, ok)
	}
}

func TestReadmeRowindex(t *testing.T) {
	seg := readmeSegment(t)
	idx, err := rowindex.Build([]rowindex.Fragment{
		{ID: 0, RowIDs: rowindex.RangeSequence(0, 100), PhysicalRows: 100},
		{ID: 1, RowIDs: rowindex.NewSequence(seg), PhysicalRows: 5, Deletions: rowindex.NewDeletionVector(1)},
	})
	if err != nil {
		t.Fatal(err)
	}
	addr, ok := idx.Get(42)
	if addr != rowindex.NewRowAddress(0, 42) || !ok {
		t.Errorf("idx.Get(42) = %v, %v, want 0:42, true", addr, ok)
	}
	id, ok := idx.RowID(rowindex.NewRowAddress(1, 3))
	if id != 106 || !ok {
		t.Errorf("idx.RowID(1:3) = %d, %v, want 106, true", id, ok)
	}
	if got := idx.Len(); got != 104 {
		t.Errorf("idx.Len() = %d, want 104", got)
	}
}

// TestReadmeTable names its *testing.T tt: README's table is t.
func TestReadmeTable(tt *testing.T) {
	t, _ := table.New(true).Append(10, 10)
	if got := t.Number(); got != 1 || t.NumFragments() != 2 || t.NextRowID() != 20 {
		tt.Errorf("after Append: version %d, %d fragments, next id %d, want 1, 2 and 20", got, t.NumFragments(), t.NextRowID())
	}
	t, _ = t.Delete([]uint64{3})
	t, _ = t.Update([]uint64{5, 15})
	if got := t.Number(); got != 3 {
		tt.Errorf("after Delete and Update: version %d, want 3", got)
	}
	ix, _ := t.Index()
	if addr, ok := ix.Get(5); addr != rowindex.NewRowAddress(2, 0) || !ok {
		tt.Errorf("ix.Get(5) = %v, %v, want 2:0, true", addr, ok)
	}
	if v, ok := t.CreatedAt(5); v != 1 || !ok {
		tt.Errorf("t.CreatedAt(5) = %d, %v, want 1, true", v, ok)
	}
	if v, ok := t.LastUpdatedAt(5); v != 3 || !ok {
		tt.Errorf("t.LastUpdatedAt(5) = %d, %v, want 3, true", v, ok)
	}
	if got := t.Updated(1, 3); !slices.Equal(got, []uint64{5, 15}) {
		tt.Errorf("t.Updated(1, 3) = %v, want [5 15]", got)
	}
}

func TestReadmeLance(t *testing.T) {
	t.Chdir("../..") // README's path is relative to the repository's root
	ctx := context.Background()
	ds, _ := lance.Open(ctx, "lance/testdata/basic/basic.lance", nil)
	if ds == nil {
		t.Fatal("lance.Open failed")
	}
	v, _ := ds.Checkout(ctx, 7)
	if v == nil {
		t.Fatal("Checkout(7) failed")
	}
	lx, _ := v.Index()
	if lx.Len() != 3471 || v.NextRowID() != 4251 {
		t.Errorf("version 7: %d live rows, next row id %d, want 3471 and 4251", lx.Len(), v.NextRowID())
	}
	addr, _ := lx.Get(3)
	if addr != rowindex.NewRowAddress(4, 0) {
		t.Errorf("lx.Get(3) = %v, want 4:0", addr)
	}
	_, st, _ := v.Lookup(7)
	if st != rowindex.Deleted {
		t.Errorf("v.Lookup(7): %v, want deleted", st)
	}
	if c, u, ok, err := v.RowVersions(ctx, addr); c != 1 || u != 7 || !ok || err != nil {
		t.Errorf("v.RowVersions(ctx, 4:0) = %d, %d, %v, %v, want 1, 7, true, nil", c, u, ok, err)
	}
	if s := v.Stats(); s.Requests == 0 {
		t.Errorf("v.Stats() = %+v: no requests counted", s)
	}
	v8, _ := ds.Checkout(ctx, 8)
	ins, _ := v8.Inserted(ctx, 6)
	if ins.Len() != 500 {
		t.Errorf("v8.Inserted(ctx, 6).Len() = %d, want 500", ins.Len())
	}
	// Version 12 is the latest: Follow waits for a newer one until ctx
	// ends, and ends without yielding.
	{
		ctx, cancel := context.WithTimeout(ctx, 50*time.Millisecond)
		defer cancel()
		n := 0
		for ver, err := range ds.Follow(ctx, 12, 5*time.Second) {
			_, _ = ver, err
			n++
		}
		if n != 0 {
			t.Errorf("Follow after the latest version yielded %d times before ctx ended, want 0", n)
		}
	}
}
