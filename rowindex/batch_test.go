package rowindex

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// A sorted GetBatch walks an overlap group's intervals forward: batches
// whose consecutive ids cross fewer and more than walkLinear intervals,
// start before the group, end after it, and restart (descending id), all
// agree with Get.
func TestGetBatchWalksGroups(t *testing.T) {
	// Base fragment: ids [0, 10000) with every 50th one updated into its
	// own one-row fragment (tombstoned in the base), and a second group
	// after a gap.
	const n = 10_000
	var dels []uint32
	frags := []Fragment{}
	for id := uint64(0); id < n; id += 50 {
		dels = append(dels, uint32(id))
		frags = append(frags, Fragment{ID: uint32(10 + len(frags)), RowIDs: RangeSequence(id, id+1), PhysicalRows: 1})
	}
	frags = append(frags,
		Fragment{ID: 0, RowIDs: RangeSequence(0, n), Deletions: NewDeletionVector(dels...), PhysicalRows: n},
		Fragment{ID: 1, RowIDs: seq(holes(t, 20_000, 20_100, 20_005, 20_050)), Deletions: NewDeletionVector(3), PhysicalRows: 98},
		Fragment{ID: 2, RowIDs: seq(sortedSeg(t, 20_005, 20_050)), PhysicalRows: 2})
	x, err := Build(frags)
	if err != nil {
		t.Fatal(err)
	}
	if x.NumGroups() != 2 {
		t.Fatalf("%d groups, want 2", x.NumGroups())
	}
	for _, stride := range []uint64{1, 7, 50, 49 * walkLinear, 51 * walkLinear, 3000} {
		var batch []uint64
		for id := uint64(0); id < n+200; id += stride {
			batch = append(batch, id)
		}
		for id := uint64(19_990); id < 20_110; id += max(1, stride/50) {
			batch = append(batch, id)
		}
		// A restart: descending, then ascending again.
		batch = append(batch, 5, 6, 20_003, 20_004, 20_005, 1<<40)
		out := checkGetBatch(t, x, batch, fmt.Sprintf("stride %d", stride))
		// Short batches (below batchCursorMin: no cursors) agree too.
		for n := 1; n <= batchCursorMin+1 && n < len(batch); n++ {
			checkGetBatch(t, x, batch[len(batch)/2:len(batch)/2+n], fmt.Sprintf("stride %d, %d ids", stride, n))
		}
		if !slices.Contains(out, InvalidAddress) {
			t.Fatalf("stride %d: no misses probed", stride)
		}
	}
}

// A deep overlap group with more candidate chunks than the batch walk has
// cursor slots (sparse update arrays over the same ids, as many update
// commits leave them): slots collide and cursors are remade, and the
// answers still agree with Get.
func TestGetBatchManyCursors(t *testing.T) {
	const n, arrays = 100_000, 3 * cursorSlots
	r := rand.New(rand.NewPCG(1, 2))
	var dels []uint32
	frags := []Fragment{}
	moved := map[uint64]bool{}
	for a := 0; a < arrays; a++ {
		var ids []uint64
		for len(ids) < 20 {
			id := r.Uint64N(n)
			if !moved[id] {
				moved[id] = true
				ids = append(ids, id)
				dels = append(dels, uint32(id))
			}
		}
		slices.Sort(ids)
		frags = append(frags, Fragment{ID: uint32(1 + a), RowIDs: seq(sortedSeg(t, ids...)), PhysicalRows: len(ids)})
	}
	frags = append(frags, Fragment{ID: 0, RowIDs: RangeSequence(0, n), Deletions: NewDeletionVector(dels...), PhysicalRows: n})
	x, err := Build(frags)
	if err != nil {
		t.Fatal(err)
	}
	var batch []uint64
	for id := uint64(0); id < n+10; id += 1 + r.Uint64N(3) {
		batch = append(batch, id)
	}
	checkGetBatch(t, x, batch, "many cursors")
}

// A sorted GetBatch over a big fragment with few deletions (a roaring
// deletion vector with a summary, no dense copy, so the walk's deletion
// cursor answers) and over the same fragment with many (a dense copy), in
// and out of an overlap group, agrees with Get.
func TestGetBatchDeletionCursor(t *testing.T) {
	const n = 1_000_000
	r := rand.New(rand.NewPCG(3, 4))
	for _, ndel := range []int{50, 60_000} {
		var dels []uint32
		for len(dels) < ndel {
			dels = append(dels, uint32(r.IntN(n)))
		}
		dels = append(dels, 0, n-1)
		dv := NewDeletionVector(dels...)
		if (dv.dense != nil) != (ndel > 1000) {
			t.Fatalf("%d deletions: dense copy %v", ndel, dv.dense != nil)
		}
		for _, grouped := range []bool{false, true} {
			frags := []Fragment{{ID: 0, RowIDs: RangeSequence(0, n), Deletions: dv, PhysicalRows: n}}
			if grouped {
				// The first and a middle deleted row, moved by an update.
				frags = append(frags, Fragment{ID: 1, RowIDs: seq(sortedSeg(t, 0, uint64(dels[0]))), PhysicalRows: 2})
			}
			x, err := Build(frags)
			if err != nil {
				t.Fatal(err)
			}
			if got := x.NumGroups() > 0; got != grouped {
				t.Fatalf("grouped %v: %d groups", grouped, x.NumGroups())
			}
			var batch []uint64
			for id := uint64(0); id < n+5; id += 1 + r.Uint64N(40) {
				batch = append(batch, id)
			}
			// Deleted rows, repeated, with their neighbours, and a long
			// run of consecutive ids.
			for _, d := range dels[:min(len(dels), 500)] {
				batch = append(batch, uint64(d), uint64(d), uint64(d)+1, uint64(d)-min(uint64(d), 1))
			}
			for id := uint64(n / 2); id < n/2+5000; id++ {
				batch = append(batch, id)
			}
			slices.Sort(batch)
			checkGetBatch(t, x, batch, fmt.Sprintf("%d deletions, grouped %v", ndel, grouped))
		}
	}
}

// checkGetBatch runs GetBatch on batch and checks every answer and the
// found count against Get; it returns GetBatch's output.
func checkGetBatch(t *testing.T, x *Index, batch []uint64, what string) []RowAddress {
	t.Helper()
	out := make([]RowAddress, len(batch))
	found := x.GetBatch(batch, out)
	want := 0
	for i, id := range batch {
		a, ok := x.Get(id)
		if ok {
			want++
		}
		if out[i] != a {
			t.Fatalf("%s: GetBatch[%d] (id %d) = %v, Get = %v", what, i, id, out[i], a)
		}
	}
	if found != want {
		t.Fatalf("%s: found %d, want %d", what, found, want)
	}
	return out
}

// Update churn as W3 leaves it: a base Range fragment whose rows were
// updated one per commit, each moved to a one-row fragment, and a batch of
// them into one sorted array fragment. A sorted GetBatch takes the base
// chunk in bulk (the group's primary) and resolves the moved ids through
// their intervals: with a sparse deletion vector (few updates) and with a
// dense bitmap (3% and 30% of the rows, more than one listing buffer of
// moved ids in a run),
// from the start of the group and from inside it, with and without the
// moved ids in the batch, and across a descending restart.
func TestGetBatchPrimaryBulk(t *testing.T) {
	for _, tc := range []struct {
		rows, updates int
		dense         bool // the deletion vector has a dense copy
	}{
		{300_000, 30, false}, // sparse: the deletion cursor
		{20_000, 600, true},  // 3%: walkDense
		{5000, 1500, true},   // 30%: walkDense, several listing buffers
	} {
		rows, updates := tc.rows, tc.updates
		r := rand.New(rand.NewPCG(uint64(updates), 3))
		moved := r.Perm(rows - 200)[:updates] // the last 200 rows stay
		slices.Sort(moved)
		var offsets []uint32
		frags := []Fragment{}
		var arrayIDs []uint64
		next := uint32(1)
		for k, u := range moved {
			offsets = append(offsets, uint32(u))
			if k%5 == 4 {
				arrayIDs = append(arrayIDs, uint64(u)) // one batch commit
				continue
			}
			frags = append(frags, Fragment{ID: next, RowIDs: seq(rng(uint64(u), uint64(u)+1)), PhysicalRows: 1})
			next++
		}
		dv := NewDeletionVector(offsets...)
		frags = append(frags, Fragment{ID: 0, RowIDs: seq(rng(0, uint64(rows))), Deletions: dv, PhysicalRows: rows},
			Fragment{ID: next, RowIDs: seq(sortedSeg(t, arrayIDs...)), PhysicalRows: len(arrayIDs)})
		x, err := Build(frags)
		if err != nil {
			t.Fatal(err)
		}
		if (dv.dense != nil) != tc.dense {
			t.Fatalf("%d updates of %d rows: want a dense deletion copy: %v", updates, rows, tc.dense)
		}
		all := make([]uint64, rows+10)
		for i := range all {
			all[i] = uint64(i)
		}
		what := fmt.Sprintf("%d updates", updates)
		out := checkGetBatch(t, x, all, what)
		if found := x.GetBatch(all, out); found != rows {
			t.Fatalf("%s: found %d of %d rows", what, found, rows)
		}
		checkGetBatch(t, x, all[777:rows-1000], what+", from inside")
		var unmoved []uint64
		for _, id := range all {
			if _, ok := slices.BinarySearch(moved, int(id)); !ok {
				unmoved = append(unmoved, id)
			}
		}
		checkGetBatch(t, x, unmoved, what+", no moved ids")
		// A repeated id before a moved one and a missing id after it: the
		// run's span matches its length, yet its ids are not consecutive.
		d := moved[0]
		gappy := append([]uint64{0}, all[:d+1]...)
		gappy = append(gappy, all[d+2:d+3000]...)
		checkGetBatch(t, x, gappy, what+", a repeated and a missing id")
		twice := append(slices.Clone(all[:1000]), all[:1000]...)
		slices.Sort(twice)
		checkGetBatch(t, x, twice, what+", every id twice")
		// Past the deletion bitmap's last word.
		checkGetBatch(t, x, all[(moved[len(moved)-1]/64+1)*64:], what+", after the last update")
		restart := append(slices.Clone(all[:rows/2]), all[100:rows-1000]...)
		checkGetBatch(t, x, restart, what+", restart")
	}
}

// listMisses lists the InvalidAddress entries from r on, up to missBatch
// of them, the same way whether misses are rare (block skipping) or not,
// at every position relative to its blocks of 8.
func TestListMisses(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 0))
	var buf [missBatch]int32
	for trial := 0; trial < 2000; trial++ {
		out := make([]RowAddress, r.IntN(700))
		every := 1 + r.IntN(40)
		for i := range out {
			out[i] = RowAddress(r.Uint64N(1 << 40))
			if r.IntN(every) == 0 {
				out[i] = InvalidAddress
			}
		}
		from := 0
		if len(out) > 0 {
			from = r.IntN(len(out) + 1)
		}
		var want []int32
		for i := from; i < len(out) && len(want) < missBatch; i++ {
			if out[i] == InvalidAddress {
				want = append(want, int32(i))
			}
		}
		// Both stop after the last miss listed when they list missBatch,
		// at the end otherwise.
		wantNext := len(out)
		if len(want) == missBatch {
			wantNext = int(want[missBatch-1]) + 1
		}
		for _, rare := range []bool{true, false} {
			got, gotNext := listMisses(&buf, out, from, rare)
			if !slices.Equal(got, want) {
				t.Fatalf("trial %d rare=%v: misses %v, want %v", trial, rare, got, want)
			}
			if gotNext != wantNext {
				t.Fatalf("trial %d rare=%v: stopped at %d, want %d", trial, rare, gotNext, wantNext)
			}
		}
	}
}

// A run of ids mapped through a Range chunk by an add (mapRun, four ids
// per step) stops wherever the ids descend or pass the chunk's end, at
// every position in and across its steps: a descent below the chunk's
// first id (to another fragment, or to no row) and an ascent past its end
// agree with Get.
func TestGetBatchRangeRun(t *testing.T) {
	x := mustBuild(t,
		frag(0, seq(rng(0, 50)), nil),
		frag(1, seq(rng(100, 200)), nil),
		frag(2, seq(rng(200, 300)), nil))
	for p := 0; p < 12; p++ {
		for _, jump := range []uint64{10, 60, 99, 100, 150, 199, 200, 250, 300, 1 << 40} {
			batch := make([]uint64, 0, 20)
			for k := range p {
				batch = append(batch, 120+uint64(k))
			}
			batch = append(batch, jump)
			for k := range 6 {
				batch = append(batch, 170+uint64(k))
			}
			checkGetBatch(t, x, batch, fmt.Sprintf("jump to %d after %d ids", jump, p))
		}
	}
}

// TestStartsRun checks which short batches GetBatch walks: those whose
// first three ids ascend each by at most walkGap.
func TestStartsRun(t *testing.T) {
	for _, c := range []struct {
		ids  []uint64
		want bool
	}{
		{nil, false},
		{[]uint64{1, 2}, false},
		{[]uint64{1, 2, 3}, true},
		{[]uint64{7, 7, 7}, true},
		{[]uint64{0, walkGap, 2 * walkGap, 1 << 40}, true},
		{[]uint64{0, walkGap + 1, walkGap + 2}, false},
		{[]uint64{0, 1, walkGap + 2}, false},
		{[]uint64{5, 4, 6}, false},               // a descent is far
		{[]uint64{1 << 63, 1<<63 + 1, 3}, false}, // so is one by half the range
		// A descent by nearly 2^64 wraps to a small step, as in lone: the
		// walk restarts on it, so the answer is right either way.
		{[]uint64{^uint64(0) - 1, ^uint64(0), 0}, true},
	} {
		if got := startsRun(c.ids); got != c.want {
			t.Errorf("startsRun(%v) = %v, want %v", c.ids, got, c.want)
		}
	}
}

// Lone ids of an index with covers of every kind, as getLoneBlock takes
// them a block at a time: a RangeWithHoles cover at id 0 (second in its
// fragment, so that id 0 is not at offset 0), a Range cover with sparse
// deletions (the summary marks blocks of live rows too; some deleted rows
// moved, the others gone), a RangeWithBitmap cover, a Range in no group
// after the last cover, and ids in no fragment. Unsorted batches of far
// ids, longer than a block, and far ids around short runs.
func TestGetBatchLoneCovers(t *testing.T) {
	const rangeLo, rangeHi = 10_000, 60_000
	// Every 211th row of the Range is deleted: one in three for good, the
	// others moved to fragment 1.
	var moved []uint64
	var rangeDel []uint32
	for id := uint64(rangeLo + 3); id < rangeHi; id += 211 {
		rangeDel = append(rangeDel, uint32(id-rangeLo))
		if len(rangeDel)%3 != 0 {
			moved = append(moved, id)
		}
	}
	// Ids 10 and 20 are holes of fragment 0 and live in fragment 1; ids
	// 100 and 200 are deleted in fragment 0 and live there too; 300 is
	// deleted for good.
	holeSeq := seq(arraySeg(900_000), holes(t, 0, 5000, 10, 20))
	offOf := func(id uint64) uint32 {
		for off, v := range holeSeq.All() {
			if v == id {
				return uint32(off)
			}
		}
		t.Fatalf("id %d not in the holes fragment", id)
		return 0
	}
	bmPresent := make([]bool, 5000)
	var bmMoved []uint64
	for i := range bmPresent {
		bmPresent[i] = i%7 != 0
		if i%7 == 0 && i%2 == 0 {
			bmMoved = append(bmMoved, uint64(70_000+i))
		}
	}
	updates := slices.Concat([]uint64{10, 20, 100, 200}, moved, bmMoved)
	slices.Sort(updates)
	frags := []Fragment{
		{ID: 0, RowIDs: holeSeq, Deletions: NewDeletionVector(offOf(100), offOf(200), offOf(300)), PhysicalRows: holeSeq.Len()},
		{ID: 1, RowIDs: seq(sortedSeg(t, updates...)), PhysicalRows: len(updates)},
		{ID: 2, RowIDs: RangeSequence(rangeLo, rangeHi), Deletions: NewDeletionVector(rangeDel...), PhysicalRows: rangeHi - rangeLo},
		{ID: 3, RowIDs: seq(bitmapSeg(t, 70_000, 75_000, bmPresent...)), PhysicalRows: 5000 - (5000+6)/7},
		{ID: 4, RowIDs: RangeSequence(80_000, 90_000), PhysicalRows: 10_000},
	}
	if d := frags[2].Deletions; d.dense != nil || len(d.summary) == 0 {
		t.Fatal("the Range cover's deletions are dense or have no summary")
	}
	// With fragment 0, and without: then the first cover starts at
	// rangeLo, above most ids of the batches.
	for _, tc := range []struct {
		frags              []Fragment
		others, firstCover uint64
	}{{frags, 2, 0}, {frags[1:], 1, rangeLo}} {
		x, err := Build(tc.frags)
		if err != nil {
			t.Fatal(err)
		}
		var ranges, others uint64
		for _, r := range x.coverRanges {
			if r.end != 0 {
				ranges++
			} else {
				others++
			}
		}
		if ranges != 1 || others != tc.others || x.coverStarts[0] != tc.firstCover {
			t.Fatalf("covers: %d Range, %d other, first at %d; want 1, %d, %d", ranges, others, x.coverStarts[0], tc.others, tc.firstCover)
		}
		checkLoneCovers(t, x)
	}
}

// checkLoneCovers checks GetBatch against Get on x for shuffled batches
// of the ids below 1e5 (and a few far above), and for far ids around
// short runs at every position near a block's end.
func checkLoneCovers(t *testing.T, x *Index) {
	t.Helper()
	// Every id of the fragments, the deleted and gone ones, and ids in no
	// fragment, each 4 times, shuffled: almost all lone.
	var all []uint64
	for id := uint64(0); id < 100_000; id++ {
		all = append(all, id)
	}
	all = append(all, 900_000, 1<<40, 1<<63)
	all = slices.Concat(all, all, all, all)
	r := rand.New(rand.NewPCG(24, 1))
	r.Shuffle(len(all), func(i, j int) { all[i], all[j] = all[j], all[i] })
	checkGetBatch(t, x, all, "shuffled")
	// Far ids with a pair, a triple and a run of 4 close ids among them,
	// at every position around a block's end.
	far := all[:3*loneBlock]
	for _, run := range [][]uint64{{11_000, 11_001}, {11_000, 11_100, 11_200}, {100, 101, 102, 103}, {0, 1}} {
		for at := 0; at <= len(far); at += 5 {
			b := slices.Concat(far[:at], run, far[at:])
			checkGetBatch(t, x, b, fmt.Sprintf("run %v at %d", run, at))
		}
	}
}
