package rowindex

import (
	"fmt"
	"math"
	"slices"
	"testing"

	"github.com/stablerow/stablerow/gen"
	"github.com/stablerow/stablerow/segment"
)

// TestManyUpdateCommits replays 300 commits that each move a few scattered
// rows of a 10-fragment table to a new sorted array, as a CDC pipeline's
// updates do. Every such array spans the whole table, so listing each in
// every interval it overlaps would take about 300*300 candidates; the
// wide lists take a few per array, and the group's wide table answers
// for the arrays: the small ones (5 ids, no filter), or all of them, their
// filters dropped, when that takes fewer bytes (40 ids) or when there are
// wideAllMin or more (200 ids). Lookups are checked against the fragments.
func TestManyUpdateCommits(t *testing.T) {
	for _, moved := range []int{5, 40, 200} {
		t.Run(fmt.Sprintf("moved=%d", moved), func(t *testing.T) { manyUpdateCommits(t, moved) })
	}
}

func manyUpdateCommits(t *testing.T, moved int) {
	const nfrag, per, commits = 10, 1000, 300
	frags := make([]Fragment, nfrag)
	for i := range frags {
		frags[i] = frag(uint32(i), RangeSequence(uint64(i*per), uint64((i+1)*per)), nil)
	}
	x := mustBuild(t, frags...)
	r := gen.NewRand(7)
	where := map[uint64]RowAddress{} // the live copy of every id
	for id := uint64(0); id < nfrag*per; id++ {
		where[id] = NewRowAddress(uint32(id/per), uint32(id%per))
	}
	for c := 0; c < commits; c++ {
		var ids []uint64
		for len(ids) < moved {
			if id := r.Uint64N(nfrag * per); !slices.Contains(ids, id) {
				ids = append(ids, id)
			}
		}
		slices.Sort(ids)
		// Tombstone the old copies (their fragments are refitted) and
		// add the moved rows as one sorted array.
		touched := map[uint32][]uint32{}
		for _, id := range ids {
			a := where[id]
			touched[a.Fragment()] = append(touched[a.Fragment()], a.Offset())
		}
		var removed []uint32
		var added []Fragment
		for i := range frags {
			if offs, ok := touched[frags[i].ID]; ok {
				frags[i].Deletions = frags[i].Deletions.With(offs...)
				removed = append(removed, frags[i].ID)
				added = append(added, frags[i])
			}
		}
		f := frag(uint32(nfrag+c), NewSequence(segment.FromSlice(ids)), nil)
		if k := f.RowIDs.Segments()[0].Kind(); k != segment.KindSortedArray {
			t.Fatalf("commit %d: update array is a %v", c, k)
		}
		for off, id := range ids {
			where[id] = NewRowAddress(f.ID, uint32(off))
		}
		frags = append(frags, f)
		var err error
		if x, err = x.WithFragments(removed, append(added, f)); err != nil {
			t.Fatalf("commit %d: %v", c, err)
		}
	}
	checkInvariants(t, x, &defaults)
	if n, limit := len(x.cands)+len(x.wideCands), 40*x.NumChunks(); n > limit {
		t.Errorf("%d candidate entries for %d chunks, want at most %d", n, x.NumChunks(), limit)
	}
	// The arrays that start near the end of the group span fewer than
	// wideMinIv intervals: they are listed per interval, with their
	// filters; the others are in the table.
	if len(x.wideTabs) != 1 || len(x.wideTabs[0].chunks) < commits*9/10 || len(x.wideCands) != 0 {
		t.Fatalf("%d wide tables, %d wide list entries; want one table over most of the %d update arrays and no lists",
			len(x.wideTabs), len(x.wideCands), commits)
	}
	if tabled := len(x.wideTabs[0].chunks); moved >= defaults.filterMinIDs && tabled+len(x.sides) != commits {
		t.Errorf("%d update arrays in the table and %d with filters, want %d in all", tabled, len(x.sides), commits)
	}
	all := make([]uint64, 0, len(where))
	for id, want := range where {
		if got, ok := x.Get(id); !ok || got != want {
			t.Fatalf("Get(%d) = %v, %v; want %v", id, got, ok, want)
		}
		all = append(all, id)
	}
	slices.Sort(all)
	out := make([]RowAddress, len(all))
	if found := x.GetBatch(all, out); found != len(all) {
		t.Fatalf("GetBatch found %d of %d", found, len(all))
	}
	for i, id := range all {
		if out[i] != where[id] {
			t.Fatalf("GetBatch: %d at %v, want %v", id, out[i], where[id])
		}
	}
	fresh := mustBuild(t, frags...)
	if fresh.NumChunks() != x.NumChunks() || fresh.NumGroups() != x.NumGroups() || len(fresh.wideTabs) != len(x.wideTabs) ||
		len(fresh.sides) != len(x.sides) {
		t.Fatalf("Build: %d chunks, %d groups, %d tables, %d side tables; WithFragments %d, %d, %d, %d", fresh.NumChunks(), fresh.NumGroups(),
			len(fresh.wideTabs), len(fresh.sides), x.NumChunks(), x.NumGroups(), len(x.wideTabs), len(x.sides))
	}
}

// A wide table finds every entry of its id, and none for an absent id,
// whatever the spread of its ids: none, one, repeated ids, ids at the top
// of the id space, dense runs and random gaps. Its ids come back in
// order.
func TestWideTable(t *testing.T) {
	r := gen.NewRand(11)
	sets := [][]uint64{
		nil,
		{7},
		{5, 5, 5},
		{0, math.MaxUint64},
		{math.MaxUint64 - 3, math.MaxUint64 - 1, math.MaxUint64, math.MaxUint64},
		{1 << 40, 1<<40 + 1, 1<<40 + 2, 1<<40 + 3},
	}
	for _, n := range []int{10, 100, 1000} {
		for _, spread := range []uint64{2, 100, 1 << 30} {
			ids := make([]uint64, n)
			for i := range ids {
				ids[i] = 1000 + r.Uint64N(uint64(n)*spread)
			}
			slices.Sort(ids)
			sets = append(sets, ids)
		}
	}
	for si, ids := range sets {
		refs := make([]uint64, len(ids))
		for i := range refs {
			refs[i] = uint64(i % 7)
		}
		tab := tableOfEntries(ids, refs, make([]uint32, 7))
		if got := tab.appendIDs(nil); !slices.Equal(got, ids) && len(ids) > 0 {
			t.Fatalf("set %d: ids back %v, want %v", si, got, ids)
		}
		probes := slices.Clone(ids)
		for _, id := range ids {
			probes = append(probes, id-1, id+1)
		}
		probes = append(probes, 0, 1, math.MaxUint64, math.MaxUint64-2)
		for _, id := range probes {
			lo, _ := slices.BinarySearch(ids, id)
			hi := lo
			for hi < len(ids) && ids[hi] == id {
				hi++
			}
			if k, end := tab.entries(id); end-k != hi-lo || hi > lo && k != lo {
				t.Fatalf("set %d: entries(%d) = [%d, %d), want [%d, %d)", si, id, k, end, lo, hi)
			}
		}
	}
}
