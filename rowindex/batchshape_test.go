package rowindex

import (
	"fmt"
	"math"
	"slices"
	"testing"

	"github.com/stablerow/stablerow/gen"
)

// On indexes whose overlap groups have a Range primary with a dense
// deletion bitmap (moved rows deleted there, live in update arrays),
// GetBatch agrees with Get for every kind of batch: sorted sparse (gaps
// either side of walkGap), sorted dense, consecutive, unsorted, short
// runs, repeated ids, absent and deleted ids, descending, at lengths 0, 1,
// 7, 8, 9 and full; it allocates nothing; and its walks over deletion
// words cost at most 3 steps per id (cursorCache.work), however far
// apart the ids and however many rows are deleted between them.
func TestGetBatchShapes(t *testing.T) {
	sb := stateBFragments(300_000)
	for _, tc := range []struct {
		name   string
		n      int
		frags  []Fragment
		groups int
	}{
		{"moved-2pct", 200_000, movedFragments(200_000, 50), 1},
		{"moved-30pct", 30_000, movedFragments(30_000, 3), 1},
		// The Range second in its fragment: its chunk's offsets start
		// inside a deletion word.
		{"moved-30pct, second segment", 30_000, movedAfter(30_000, 3, 777), 1},
		{"moved-2pct, second segment", 100_000, movedAfter(100_000, 50, 1000), 1},
		// Update windows straddle the fragments' boundaries: the ten
		// Range fragments are one group with ten covers.
		{"state-b", 300_000, sb, 1},
	} {
		x, err := Build(tc.frags)
		if err != nil {
			t.Fatal(err)
		}
		if x.NumGroups() != tc.groups {
			t.Fatalf("%s: %d groups, want %d", tc.name, x.NumGroups(), tc.groups)
		}
		for _, f := range tc.frags {
			if d := f.Deletions; d.Len() > 0 && d.dense == nil {
				t.Fatalf("%s: fragment %d: no dense deletion bitmap", tc.name, f.ID)
			}
		}
		for _, b := range batchShapesOf(tc.n, tc.frags) {
			lens := []int{0, 1, 7, 8, 9, len(b.ids)}
			for _, l := range lens {
				if l > len(b.ids) {
					continue
				}
				what := fmt.Sprintf("%s: %s, %d ids", tc.name, b.name, l)
				checkGetBatch(t, x, b.ids[:l], what)
				out := make([]RowAddress, l)
				if _, work := x.getBatchWork(b.ids[:l], out); work > 3*l {
					t.Fatalf("%s: deletion walk work %d, more than 3 per id", what, work)
				}
			}
		}
		// No allocation, with the cursor cache (a sorted dense batch) and
		// without (an unsorted one).
		for _, b := range batchShapesOf(tc.n, tc.frags)[:2] {
			out := make([]RowAddress, len(b.ids))
			if a := testing.AllocsPerRun(5, func() { x.GetBatch(b.ids, out) }); a != 0 {
				t.Fatalf("%s: %s: GetBatch allocates %v", tc.name, b.name, a)
			}
		}
	}
}

// The same batches where the Range fragments' deletions are sparse (no
// dense copy): moved rows in one update array or in a fragment each (W3's
// shape), the Range second in its fragment, and rows deleted for good in a
// fragment of no overlap group. The runs of "every id" meet more deleted
// rows than walkRange lists at a time (missBatch).
func TestGetBatchSparseDeletions(t *testing.T) {
	const n = 300_000
	single := movedFragments(n, 1000)
	moved := ids(single[1].RowIDs)
	single = single[:1]
	for i, id := range moved {
		single = append(single, Fragment{ID: uint32(i + 1), RowIDs: RangeSequence(id, id+1), PhysicalRows: 1})
	}
	var gone []uint32
	for o := uint32(5); o < n; o += 997 {
		gone = append(gone, o)
	}
	for _, tc := range []struct {
		name   string
		frags  []Fragment
		groups int
	}{
		{"moved-0.1pct", movedFragments(n, 1000), 1},
		{"moved-0.2pct, second segment", movedAfter(n, 500, 1000), 1},
		{"moved-0.1pct, a fragment each", single, 1},
		{"deleted for good", []Fragment{{ID: 0, RowIDs: RangeSequence(0, n), Deletions: NewDeletionVector(gone...), PhysicalRows: n}}, 0},
	} {
		x, err := Build(tc.frags)
		if err != nil {
			t.Fatal(err)
		}
		if x.NumGroups() != tc.groups {
			t.Fatalf("%s: %d groups, want %d", tc.name, x.NumGroups(), tc.groups)
		}
		if d := tc.frags[0].Deletions; d.Len() <= missBatch || d.dense != nil {
			t.Fatalf("%s: %d deleted rows, dense %v: want more than %d, sparse", tc.name, d.Len(), d.dense != nil, missBatch)
		}
		for _, b := range batchShapesOf(n, tc.frags) {
			for _, l := range []int{0, 1, 7, 8, 9, len(b.ids)} {
				if l <= len(b.ids) {
					checkGetBatch(t, x, b.ids[:l], fmt.Sprintf("%s: %s, %d ids", tc.name, b.name, l))
				}
			}
		}
		for _, b := range batchShapesOf(n, tc.frags)[:2] {
			out := make([]RowAddress, len(b.ids))
			if a := testing.AllocsPerRun(5, func() { x.GetBatch(b.ids, out) }); a != 0 {
				t.Fatalf("%s: %s: GetBatch allocates %v", tc.name, b.name, a)
			}
		}
	}
}

// movedAfter is movedFragments(n, every) with the moved rows' Range
// second in its fragment, after a segment of before ids above n.
func movedAfter(n, every, before int) []Fragment {
	frags := movedFragments(n, every)
	var offsets []uint32
	for o := range frags[0].Deletions.All() {
		offsets = append(offsets, o+uint32(before))
	}
	frags[0].RowIDs = seq(rng(uint64(n)+1000, uint64(n+1000+before)), rng(0, uint64(n)))
	frags[0].Deletions = NewDeletionVector(offsets...)
	frags[0].PhysicalRows = n + before
	return frags
}

type namedBatch struct {
	name string
	ids  []uint64
}

// batchShapesOf returns the batches of TestGetBatchShapes over ids
// [0, n) of frags (the first two: a sorted dense batch, an unsorted one).
func batchShapesOf(n int, frags []Fragment) []namedBatch {
	r := gen.NewRand(uint64(n))
	N := uint64(n)
	randIDs := func(k int, lo, span uint64) []uint64 {
		ids := make([]uint64, k)
		for i := range ids {
			ids[i] = lo + r.Uint64N(span)
		}
		return ids
	}
	sorted := func(ids []uint64) []uint64 { slices.Sort(ids); return ids }
	gapped := func(start uint64, gap func() uint64) []uint64 {
		var ids []uint64
		for id := start; id < N+100; id += gap() {
			ids = append(ids, id)
		}
		return ids
	}
	var deleted, moved []uint64 // ids deleted in a Range, and those live elsewhere
	live := map[uint64]bool{}
	for _, f := range frags {
		if f.Deletions.Len() == 0 {
			for _, id := range ids(f.RowIDs) {
				live[id] = true
			}
		}
	}
	for _, f := range frags {
		all := ids(f.RowIDs)
		for off := range f.Deletions.All() {
			if live[all[off]] {
				moved = append(moved, all[off])
			} else {
				deleted = append(deleted, all[off])
			}
		}
	}
	slices.Sort(deleted)
	slices.Sort(moved)
	dense := sorted(randIDs(20_000, N/3, min(N/2, 100_000)))
	var pairs []uint64 // short ascending runs at random places
	for range 3000 {
		id := r.Uint64N(N)
		pairs = append(pairs, id, id+1+r.Uint64N(40))
	}
	for s := uint64(0); s < 100; s++ { // and at the first ids
		pairs = append(pairs, s, s+2+s%7)
	}
	unsorted := randIDs(20_000, 0, N+1000)
	twice := slices.Clone(dense[:5000])
	twice = sorted(append(twice, twice...))
	unsortedDups := slices.Clone(unsorted[:5000])
	for i := range unsortedDups {
		if i%3 == 0 {
			unsortedDups[i] = unsortedDups[i/2]
		}
	}
	var all []uint64
	for id := uint64(0); id < N+100; id++ {
		all = append(all, id)
	}
	absent := []uint64{N, N + 1, N + 5000, 1 << 40, math.MaxUint64}
	withAbsent := sorted(append(slices.Clone(dense[:3000]), absent...))
	desc := slices.Clone(dense)
	slices.Reverse(desc)
	var restarts []uint64 // sorted runs one after the other
	for range 20 {
		restarts = append(restarts, sorted(randIDs(500, r.Uint64N(N/2), N/2))...)
	}
	bothDeleted := sorted(append(slices.Clone(deleted), moved...))
	// A run whose span is its length less one though it is not
	// consecutive: a repeated deleted id makes up for a gap of 2 (long
	// enough for the walk: GetBatch looks up a short one id by id).
	var mended []uint64
	if len(bothDeleted) > 0 {
		if d := bothDeleted[len(bothDeleted)/2]; d >= 40 {
			for id := d - 40; id <= d-2; id++ {
				mended = append(mended, id)
			}
			mended = append(mended, d, d)
		}
	}
	// Runs of 1 to 5 ids, each within walkGap of the one before, far
	// from each other: short walks, each starting on fresh cursors.
	var nearRuns []uint64
	for id, k := r.Uint64N(100), 0; id < N && len(nearRuns) < 400; k++ {
		for range k%5 + 1 {
			nearRuns = append(nearRuns, id)
			id += 1 + r.Uint64N(walkGap)
		}
		id += walkGap + 1 + r.Uint64N(8*walkGap)
	}
	return []namedBatch{
		{"short runs, far apart", nearRuns},
		{"short, short runs far apart", nearRuns[:min(shortBatch, len(nearRuns))]},
		{"sorted dense", dense},
		{"unsorted", unsorted},
		{"sorted 16", sorted(randIDs(16, 0, N))},
		// Short batches: the batch walk if the first three ids start a
		// run, a Get an id otherwise.
		{"short, far then close", append(sorted(randIDs(5, 0, N/2)), all[N/2:N/2+10]...)},
		{"short, close then far", append(slices.Clone(all[N/3:N/3+4]), sorted(randIDs(8, N/2, N/2))...)},
		{"short, far, close, far and back", []uint64{5, 3 * walkGap, 3*walkGap + 2, 9 * walkGap, 2 * walkGap, 2*walkGap + 1}},
		{"short, a run first", append(slices.Clone(all[N/4:N/4+3]), sorted(randIDs(8, N/2, N/2))...)},
		{"short, a run first, then back", append(slices.Clone(all[N/4:N/4+6]), all[N/5], all[N/4+1], 3)},
		{"sorted 1000", sorted(randIDs(1000, 0, N))},
		{"gaps below walkGap", gapped(r.Uint64N(100), func() uint64 { return walkGap - r.Uint64N(200) })},
		{"gaps above walkGap", gapped(r.Uint64N(100), func() uint64 { return walkGap + 1 + r.Uint64N(200) })},
		{"gaps of 20", gapped(r.Uint64N(20), func() uint64 { return 20 })},
		{"gaps of 1 to 200", gapped(0, func() uint64 { return 1 + r.Uint64N(200) })},
		{"every id", all},
		{"consecutive from the middle", all[N/10-2500 : N/10+2500]},
		{"short runs", pairs},
		{"sorted, every id twice", twice},
		{"unsorted, repeated ids", unsortedDups},
		{"absent ids", append(slices.Clone(absent), withAbsent...)},
		{"deleted ids", deleted},
		{"moved ids", moved},
		{"deleted and moved ids", bothDeleted},
		{"deleted ids, unsorted", gen.Shuffled(3, bothDeleted)},
		{"a repeated deleted id after a gap", mended},
		{"descending", desc},
		{"sorted runs", restarts},
	}
}
