package rowindex

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/RoaringBitmap/roaring/v2"
	"github.com/stablerow/stablerow/segment"
)

// runDeletions returns a deletion vector of the offsets [lo, hi) of each
// pair of runs, built as DeletionVectorFromRoaring builds one but with a
// summary of one word marking every block: the duplicate check must not
// depend on how the vector answers Contains, and these vectors delete up
// to 2^31 offsets.
func runDeletions(runs ...uint64) *DeletionVector {
	bm := roaring.New()
	for i := 0; i+1 < len(runs); i += 2 {
		bm.AddRange(runs[i], runs[i+1])
	}
	bm.RunOptimize()
	return &DeletionVector{bm: bm, n: int(bm.GetCardinality()), max: bm.Maximum(), summary: []uint64{^uint64(0)}, sumShift: 26}
}

// Two fragments claiming the same 2^32 ids, each with half of them
// deleted as one run of its .bin file: complementary halves build at once
// (the check merges two runs of live ids, it never walks the rows), and
// halves that overlap are refused with the least id live in both.
func TestIndexDuplicateHugeClaimedRanges(t *testing.T) {
	const n = 1 << 32
	whole := RangeSequence(0, n)
	half := func(id uint32, lo, hi uint64) Fragment {
		return Fragment{ID: id, RowIDs: whole, PhysicalRows: n, Deletions: runDeletions(lo, hi)}
	}
	x := mustBuild(t, half(1, 0, n/2), half(2, n/2, n))
	checkLookups(t, x, []lookup{{5, at(2, 5)}, {n/2 - 1, at(2, n/2-1)}, {n / 2, at(1, n/2)}, {n - 1, at(1, n-1)}})

	// Fragment 2 deletes [2^31-10, 2^32-10): the last 10 ids are live in
	// both, and so are none below them.
	bad := []Fragment{half(1, 0, n/2), half(2, n/2-10, n-10)}
	wantDup := func(what string, err error, id uint64, first, second RowAddress) {
		t.Helper()
		var de *DuplicateRowIDError
		if !errors.As(err, &de) || !errors.Is(err, ErrDuplicateRowID) || de.ID != id || de.First != first || de.Second != second {
			t.Fatalf("%s: err = %v, want id %d live at %v and %v", what, err, id, first, second)
		}
	}
	_, err := Build(bad)
	wantDup("Build", err, n-10, at(1, n-10), at(2, n-10))
	_, err = mustBuild(t, bad[0]).WithFragments(nil, bad[1:])
	wantDup("WithFragments", err, n-10, at(1, n-10), at(2, n-10))

	// The same with holes: a RangeWithHoles over 2^32+3 ids (holes at 7,
	// 8, 9) against a Range deleting all but [5, 20): the live ids shared
	// are 5, 6 and 10..19.
	hs := holes(t, 0, n+3, 7, 8, 9)
	h := Fragment{ID: 3, RowIDs: NewSequence(hs), PhysicalRows: n}
	r := Fragment{ID: 4, RowIDs: whole, PhysicalRows: n, Deletions: runDeletions(0, 5, 20, n)}
	_, err = Build([]Fragment{h, r})
	wantDup("Build holes", err, 5, at(3, 5), at(4, 5))
	r.Deletions = runDeletions(0, 7, 10, n) // live only where fragment 3 has holes
	mustBuild(t, h, r)
	// Deletions beside holes: fragment 3 deletes the offsets 7.. (ids
	// 10..), fragment 4 keeps 7..10 (7..9 are holes of fragment 3).
	h.Deletions = runDeletions(7, n)
	r.Deletions = runDeletions(0, 7, 11, n)
	mustBuild(t, h, r)
	h.Deletions = runDeletions(8, n) // offset 7, id 10, live again in both
	_, err = Build([]Fragment{h, r})
	wantDup("Build holes with deletions", err, 10, at(3, 7), at(4, 10))
}

// Every kind of duplicate, planted at a random place among random
// fragments of every segment kind with random deletions, is reported by
// Build and by WithFragments adding the fragments after the first, with
// the least duplicated id and (when it is live exactly twice) both
// addresses; without a planted duplicate both succeed.
func TestIndexDuplicateRandom(t *testing.T) {
	seeds := 400
	if testing.Short() {
		seeds = 100
	}
	caught := 0
	for seed := range seeds {
		r := rand.New(rand.NewPCG(uint64(seed), 7))
		frags := randomFrags(t, r)
		live := map[uint64][]RowAddress{}
		for _, f := range frags {
			for off, id := range f.RowIDs.All() {
				if !f.Deletions.Contains(uint32(off)) {
					live[id] = append(live[id], NewRowAddress(f.ID, uint32(off)))
				}
			}
		}
		dupID, dups := uint64(0), false
		for id, addrs := range live {
			if len(addrs) > 1 && (!dups || id < dupID) {
				dupID, dups = id, true
			}
		}
		check := func(what string, err error) {
			t.Helper()
			if !dups {
				if err != nil {
					t.Fatalf("seed %d: %s: %v (no duplicate in %v)", seed, what, err, describe(frags))
				}
				return
			}
			var de *DuplicateRowIDError
			if !errors.As(err, &de) || de.ID != dupID {
				t.Fatalf("seed %d: %s: err %v, want the duplicate %d of %v", seed, what, err, dupID, describe(frags))
			}
			addrs := live[dupID]
			if !slices.Contains(addrs, de.First) || !slices.Contains(addrs, de.Second) || de.First >= de.Second {
				t.Fatalf("seed %d: %s: duplicate %d at %v and %v, live at %v", seed, what, dupID, de.First, de.Second, addrs)
			}
		}
		_, err := Build(frags)
		check("Build", err)
		if dups {
			caught++
		}
		// The first fragment alone has no duplicate unless within itself.
		if len(live) > 0 {
			if x, err := Build(frags[:1]); err == nil {
				_, err = x.WithFragments(nil, frags[1:])
				check("WithFragments", err)
			}
		}
	}
	if caught < seeds/5 || caught > 4*seeds/5 {
		t.Fatalf("%d of %d seeds had a duplicate", caught, seeds)
	}
}

// randomFrags returns two to four fragments of one to three segments of
// random kinds over the ids [0, 300), with random deletions (single
// offsets and runs), sometimes with one planted duplicate.
func randomFrags(t *testing.T, r *rand.Rand) []Fragment {
	var frags []Fragment
	used := map[uint64]bool{} // ids given a row in some fragment
	nf := 2 + r.IntN(3)
	for f := range nf {
		var segs []segment.Segment
		for range 1 + r.IntN(3) {
			lo := uint64(r.IntN(280))
			n := 1 + uint64(r.IntN(20))
			if r.IntN(4) == 0 {
				n = 1 + uint64(r.IntN(100))
			}
			var vals []uint64
			for id := lo; id < lo+n; id++ {
				if !used[id] || r.IntN(15) == 0 {
					vals = append(vals, id)
				}
			}
			if len(vals) == 0 {
				continue
			}
			for _, v := range vals {
				used[v] = true
			}
			segs = append(segs, randomSegment(t, r, vals))
		}
		if len(segs) == 0 {
			segs = append(segs, rng(uint64(1000+f), uint64(1001+f)))
		}
		s := NewSequence(segs...)
		var del []uint32
		for off := range s.Len() {
			if r.IntN(5) == 0 {
				del = append(del, uint32(off))
			}
		}
		if s.Len() > 4 && r.IntN(2) == 0 {
			a := r.IntN(s.Len())
			for off := a; off < min(s.Len(), a+1+r.IntN(40)); off++ {
				del = append(del, uint32(off))
			}
		}
		frags = append(frags, frag(uint32(10+f), s, NewDeletionVector(del...)))
	}
	return frags
}

// randomSegment encodes the ascending vals as a segment of a random kind
// that can hold them.
func randomSegment(t *testing.T, r *rand.Rand, vals []uint64) segment.Segment {
	lo, hi := vals[0], vals[len(vals)-1]
	contiguous := hi-lo+1 == uint64(len(vals))
	switch k := r.IntN(5); {
	case k == 0 && contiguous:
		return rng(lo, hi+1)
	case k == 1:
		var hs []uint64
		for id, i := lo, 0; id <= hi; id++ {
			if vals[i] == id {
				i++
			} else {
				hs = append(hs, id)
			}
		}
		// Holes at the ends too, now and then.
		if r.IntN(3) == 0 {
			return holes(t, lo, hi+3, append(hs, hi+1, hi+2)...)
		}
		return holes(t, lo, hi+1, hs...)
	case k == 2:
		present := make([]bool, hi-lo+1)
		for _, v := range vals {
			present[v-lo] = true
		}
		return bitmapSeg(t, lo, hi+1, present...)
	case k == 3:
		return sortedSeg(t, vals...)
	}
	shuffled := slices.Clone(vals)
	r.Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
	return arraySeg(shuffled...)
}

func describe(frags []Fragment) string {
	s := ""
	for _, f := range frags {
		s += fmt.Sprintf("\n  %d: %v del %v", f.ID, f.RowIDs, slices.Collect(f.Deletions.All()))
	}
	return s
}

// delRuns answers nextDeleted and runEnd as a walk of the offsets does,
// on bitmaps of array, bitmap and run containers, with runs that cross
// container boundaries and reach the last offset.
func TestDelRuns(t *testing.T) {
	for seed := range 12 {
		r := rand.New(rand.NewPCG(uint64(seed), 3))
		bm := roaring.New()
		base := uint64(r.IntN(3)) << 16
		if seed%5 == 0 {
			base = 1<<32 - 3<<16
		}
		for range 1 + r.IntN(6) {
			switch r.IntN(4) {
			case 3: // short runs added one by one: an array container of runs
				for range r.IntN(100) {
					a := base + uint64(r.IntN(3<<16))
					for v := a; v < a+2+uint64(r.IntN(5)); v++ {
						bm.Add(uint32(v))
					}
				}
			case 0: // a run, maybe across containers
				a := base + uint64(r.IntN(3<<16))
				bm.AddRange(a, min(a+uint64(r.IntN(1<<17)), 1<<32))
			case 1: // scattered: an array container
				for range r.IntN(200) {
					bm.Add(uint32(base + uint64(r.IntN(3<<16))))
				}
			default: // dense random: a bitmap container
				c := base + uint64(r.IntN(3))<<16
				for range 5000 + r.IntN(20000) {
					bm.Add(uint32(c + uint64(r.IntN(1<<16))))
				}
			}
		}
		if bm.IsEmpty() {
			bm.Add(uint32(base))
		}
		if seed%2 == 0 {
			bm.RunOptimize()
		}
		d, err := newDelRuns(&DeletionVector{bm: bm, n: int(bm.GetCardinality())})
		if err != nil {
			t.Fatal(err)
		}
		// Brute force over every offset that may be deleted.
		end := min(base+6<<16, 1<<32)
		next := make([]uint64, end-base+1) // next[o-base]: least deleted >= o
		runEnd := make([]uint64, end-base) // for deleted o: its run's last offset
		next[end-base] = 1 << 32
		present := make([]bool, end-base)
		for it := bm.Iterator(); it.HasNext(); {
			if v := uint64(it.Next()); v >= base && v < end {
				present[v-base] = true
			}
		}
		for o := end - 1; o+1 > base; o-- {
			next[o-base] = next[o-base+1]
			if present[o-base] {
				next[o-base] = o
				runEnd[o-base] = o
				if o+1 < end && present[o-base+1] {
					runEnd[o-base] = runEnd[o-base+1]
				}
			}
		}
		probe := func(o uint64) {
			if o < base || o >= end {
				return
			}
			want := next[o-base]
			if got := d.nextDeleted(uint32(o)); got != want {
				t.Fatalf("seed %d: nextDeleted(%d) = %d, want %d", seed, o, got, want)
			}
			if want>>32 != 0 {
				return
			}
			if got := d.runEnd(uint32(want)); uint64(got) != runEnd[want-base] {
				t.Fatalf("seed %d: runEnd(%d) = %d, want %d", seed, want, got, runEnd[want-base])
			}
		}
		for range 300 {
			probe(base + uint64(r.IntN(6<<16)))
		}
		for k := uint64(0); k <= 6; k++ {
			for _, o := range []uint64{base + k<<16 - 1, base + k<<16, base + k<<16 + 1} {
				probe(o)
			}
		}
		probe(1<<32 - 1)
	}
}

// TestSortedArrayRepeats builds fragments of one SortedArray whose values
// repeat in runs of 1 to 6 copies, some deleted: Build must fail exactly
// when a value has two live copies, naming the first two live copies of
// the smallest such value, and otherwise map every value to its live
// copy. A run of 2^16 copies, all but the last deleted, is linear work.
func TestSortedArrayRepeats(t *testing.T) {
	for seed := range 300 {
		r := rand.New(rand.NewPCG(uint64(seed), 11))
		var vals []uint64
		for v := uint64(100); len(vals) < 40; v += 1 + uint64(r.IntN(3)) {
			for range 1 + r.IntN(6) {
				vals = append(vals, v)
			}
		}
		var del []uint32
		for i := range vals {
			if r.IntN(3) > 0 {
				del = append(del, uint32(i))
			}
		}
		seg, err := segment.NewSortedArray(vals)
		if err != nil {
			t.Fatal(err)
		}
		dv := NewDeletionVector(del...)
		x, err := Build([]Fragment{{ID: 3, RowIDs: NewSequence(seg), PhysicalRows: len(vals), Deletions: dv}})
		// The expected answer, by brute force.
		var want *DuplicateRowIDError
		liveAt := map[uint64]int{}
		for i, v := range vals {
			if dv.Contains(uint32(i)) {
				continue
			}
			if j, ok := liveAt[v]; ok {
				if want == nil {
					want = &DuplicateRowIDError{ID: v, First: NewRowAddress(3, uint32(j)), Second: NewRowAddress(3, uint32(i))}
				}
				continue
			}
			liveAt[v] = i
		}
		var got *DuplicateRowIDError
		if want != nil {
			if !errors.As(err, &got) || *got != *want {
				t.Fatalf("seed %d: Build = %v, want %v", seed, err, want)
			}
			continue
		}
		if err != nil {
			t.Fatalf("seed %d: Build: %v", seed, err)
		}
		for v, i := range liveAt {
			if a, ok := x.Get(v); !ok || a != NewRowAddress(3, uint32(i)) {
				t.Fatalf("seed %d: Get(%d) = %v, %v; want 3:%d", seed, v, a, ok, i)
			}
		}
	}
	// One long run, all copies but the last deleted.
	vals := make([]uint64, 1<<16)
	for i := range vals {
		vals[i] = 7
	}
	seg, _ := segment.NewSortedArray(vals)
	del := make([]uint32, len(vals)-1)
	for i := range del {
		del[i] = uint32(i)
	}
	x, err := Build([]Fragment{{ID: 0, RowIDs: NewSequence(seg), PhysicalRows: len(vals), Deletions: NewDeletionVector(del...)}})
	if err != nil {
		t.Fatal(err)
	}
	if a, ok := x.Get(7); !ok || a != NewRowAddress(0, uint32(len(vals)-1)) {
		t.Fatalf("Get(7) = %v, %v", a, ok)
	}
}
