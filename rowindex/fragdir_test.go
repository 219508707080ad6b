package rowindex

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// fragIDSet returns n ascending fragment ids from first, each id after the
// first skipped with probability gap.
func fragIDSet(r *rand.Rand, first uint32, n int, gap float64) []uint32 {
	out := make([]uint32, 0, n)
	for id := first; len(out) < n; id++ {
		if len(out) == 0 || r.Float64() >= gap {
			out = append(out, id)
		}
	}
	return out
}

// checkFragmentLookup compares x.fragment with a map over every id around
// the fragment ids.
func checkFragmentLookup(t *testing.T, x *Index) {
	t.Helper()
	ids := allFragIDs(x)
	if len(ids) == 0 {
		return
	}
	at := make(map[uint32]int, len(ids))
	for i, id := range ids {
		at[id] = i
	}
	lo := uint64(ids[0]) - min(uint64(ids[0]), 3)
	for id := lo; id <= uint64(ids[len(ids)-1])+70; id++ {
		want, ok := at[uint32(id)]
		if !ok {
			want = -1
		}
		if got := x.fragIndex(uint32(id)); got != want {
			t.Fatalf("fragment(%d) = %d, want %d (%d fragments, directory %v)", id, got, want, len(ids), x.fragDir != nil)
		}
	}
}

func TestFragDir(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, c := range []struct {
		n       int
		gap     float64
		withDir bool
	}{
		{10, 0.3, false}, // too few fragments: searched
		{fragDirMin - 1, 0.05, false},
		{fragDirMin, 0.05, true},
		{5000, 0, false}, // dense: ids index themselves
		{5000, 0.05, true},
		{5000, 0.5, true},
		{5000, 0.97, true},   // about 33 ids per 1,000 still gets one bucket per fragment or less
		{5000, 0.999, false}, // too sparse: searched
	} {
		for _, first := range []uint32{0, 7, 1 << 31, ^uint32(0) - 1<<25} {
			ids := fragIDSet(r, first, c.n, c.gap)
			frags := make([]Fragment, len(ids))
			for i, id := range ids {
				frags[i] = Fragment{ID: id, RowIDs: RangeSequence(uint64(i)*2, uint64(i)*2+2), PhysicalRows: 2}
			}
			x, err := Build(frags)
			if err != nil {
				t.Fatal(err)
			}
			if (x.fragDir != nil) != c.withDir {
				t.Fatalf("n=%d gap=%v: directory kept = %v, want %v", c.n, c.gap, x.fragDir != nil, c.withDir)
			}
			checkFragmentLookup(t, x)
			for i, f := range frags {
				if id, ok := x.RowID(NewRowAddress(f.ID, 1)); !ok || id != uint64(i)*2+1 {
					t.Fatalf("RowID(%d:1) = %d, %v", f.ID, id, ok)
				}
			}
		}
	}
}

// TestFragDirAppend derives indexes by appending fragments one commit at
// a time (the in-place shared path) and by merging: the directory always
// equals a fresh one, and every earlier version still finds its own
// fragments.
func TestFragDirAppend(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	ids := fragIDSet(r, 5, 3000, 0.1)
	x, err := Build(nil)
	if err != nil {
		t.Fatal(err)
	}
	var versions []*Index
	next := uint64(0)
	for i := 0; i < len(ids); {
		k := min(1+r.IntN(40), len(ids)-i)
		add := make([]Fragment, k)
		for j := range add {
			add[j] = Fragment{ID: ids[i+j], RowIDs: RangeSequence(next, next+1), PhysicalRows: 1}
			next++
		}
		if x, err = x.WithFragments(nil, add); err != nil {
			t.Fatal(err)
		}
		i += k
		if !slices.Equal(x.fragDir, buildFragDir(allFragIDs(x))) {
			t.Fatalf("after %d fragments: directory differs from a fresh one", len(x.frags))
		}
		versions = append(versions, x)
	}
	for _, v := range versions[len(versions)-5:] {
		checkFragmentLookup(t, v)
	}
	for _, v := range versions {
		last := v.fragID(len(v.frags) - 1)
		if v.fragIndex(last) != len(v.frags)-1 || v.fragIndex(last+1) != -1 {
			t.Fatalf("version with %d fragments lost its last fragment", len(v.frags))
		}
	}
	// Removing fragments goes through the merge path, which rebuilds it.
	removed := []uint32{ids[10], ids[500], ids[2999]}
	y, err := x.WithFragments(removed, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(y.fragDir, buildFragDir(allFragIDs(y))) || y.fragDir == nil {
		t.Fatal("directory after removal differs from a fresh one")
	}
	checkFragmentLookup(t, y)
}

// TestRangeTable checks the range entries at their limits and RowID
// through the table against RowID through the sequences.
func TestRangeTable(t *testing.T) {
	big := uint64(1) << rangeLenShift
	seqs := []struct {
		seq  Sequence
		want bool // gets an entry
	}{
		{RangeSequence(0, 1), true},
		{RangeSequence(10, 10+65535), true},
		{RangeSequence(100_000, 100_000+65536), false}, // too long
		{RangeSequence(big-2, big-1), true},            // starts just below 2^48
		{RangeSequence(big, big+3), false},             // starts at 2^48
		{seq(rng(300_000, 300_003), rng(300_003, 300_004)), false},
		{seq(holes(t, 400_000, 400_010, 400_003)), false},
		{Sequence{}, false},
	}
	frags := make([]Fragment, len(seqs))
	for i, c := range seqs {
		if got := rangeWord(c.seq) != 0; got != c.want {
			t.Fatalf("sequence %d: entry %v, want %v", i, got, c.want)
		}
		frags[i] = Fragment{ID: uint32(i), RowIDs: c.seq, PhysicalRows: c.seq.Len()}
	}
	frags[1].Deletions = NewDeletionVector(0, 7, 65534)
	var xs [2]*Index
	for k, min := range []int{1 << 30, 1} {
		tu := defaults
		tu.rangeWordsMin = min
		x, err := build(frags, &tu)
		if err != nil {
			t.Fatal(err)
		}
		if (x.rangeWords != nil) != (k == 1) {
			t.Fatalf("rangeWordsMin %d: table %v", min, x.rangeWords != nil)
		}
		xs[k] = x
	}
	for i, f := range frags {
		for _, off := range []uint32{0, 1, 2, 6, 7, 8, 65533, 65534, 65535, 65536, 1 << 20} {
			a := NewRowAddress(f.ID, off)
			id0, ok0 := xs[0].RowID(a)
			id1, ok1 := xs[1].RowID(a)
			if id0 != id1 || ok0 != ok1 {
				t.Fatalf("fragment %d offset %d: RowID %d %v through the table, %d %v through the sequence", i, off, id1, ok1, id0, ok0)
			}
		}
	}
}
