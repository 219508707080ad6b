package rowindex

import (
	"cmp"
	"errors"
	"fmt"
	"maps"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stablerow/stablerow/gen"
	"github.com/stablerow/stablerow/segment"
)

// simTable is a toy table history: appends, deletes, updates (ids move to a
// new fragment, the old copy is tombstoned) and compactions, on fragments of
// every segment kind. Each step returns what WithFragments needs.
type simTable struct {
	t        testing.TB
	r        *rand.Rand
	frags    []Fragment
	nextFrag uint32
	nextID   uint64
	usedMax  bool // a NearMax fragment exists
	maxRows  int
}

func newSimTable(t testing.TB, seed uint64, maxRows int) *simTable {
	return &simTable{t: t, r: gen.NewRand(seed), nextID: uint64(seed % 1000), maxRows: maxRows}
}

// freshSegment returns a segment of n fresh ids shaped like kind.
func (s *simTable) freshSegment(kind gen.Kind, n int) segment.Segment {
	if kind == gen.NearMax {
		if s.usedMax {
			kind = gen.Contiguous
		} else {
			s.usedMax = true
			return segment.FromSlice(gen.IDs(s.r.Uint64(), kind, n))
		}
	}
	ids := gen.IDs(s.r.Uint64(), kind, n)
	if len(ids) == 0 {
		return segment.FromSlice(nil)
	}
	lo, hi := slices.Min(ids), slices.Max(ids)
	for i := range ids {
		ids[i] = ids[i] - lo + s.nextID
	}
	s.nextID += hi - lo + 1 + uint64(s.r.IntN(3))
	return segment.FromSlice(ids)
}

func (s *simTable) freshSequence() Sequence {
	nseg := 1 + s.r.IntN(4)
	segs := make([]segment.Segment, 0, nseg)
	for i := 0; i < nseg; i++ {
		kind := gen.Kinds()[s.r.IntN(len(gen.Kinds()))]
		n := s.r.IntN(s.maxRows/nseg + 1)
		if s.r.IntN(10) == 0 {
			n = 0
		}
		segs = append(segs, s.freshSegment(kind, n))
	}
	return NewSequence(segs...)
}

func (s *simTable) newID() uint32 {
	s.nextFrag += 1 + uint32(s.r.IntN(3))
	return s.nextFrag
}

func (s *simTable) append() (removed []uint32, added []Fragment) {
	seq := s.freshSequence()
	f := Fragment{ID: s.newID(), RowIDs: seq, PhysicalRows: seq.Len()}
	s.frags = append(s.frags, f)
	return nil, []Fragment{f}
}

// liveOffsets returns the live offsets of fragment i.
func (s *simTable) liveOffsets(i int) []uint32 {
	var out []uint32
	for o := 0; o < s.frags[i].PhysicalRows; o++ {
		if !s.frags[i].Deletions.Contains(uint32(o)) {
			out = append(out, uint32(o))
		}
	}
	return out
}

// deleteRows deletes each live row of a random fragment with some
// probability.
func (s *simTable) deleteRows() (removed []uint32, added []Fragment) {
	if len(s.frags) == 0 {
		return s.append()
	}
	i := s.r.IntN(len(s.frags))
	p := s.r.Float64()
	var del []uint32
	for _, o := range s.liveOffsets(i) {
		if s.r.Float64() < p {
			del = append(del, o)
		}
	}
	f := s.frags[i]
	f.Deletions = f.Deletions.With(del...)
	s.frags[i] = f
	return []uint32{f.ID}, []Fragment{f}
}

// update moves some live rows of random fragments to a new fragment,
// keeping their ids, and tombstones the old copies.
func (s *simTable) update() (removed []uint32, added []Fragment) {
	if len(s.frags) == 0 {
		return s.append()
	}
	var moved []uint64
	touched := map[int]bool{}
	for k := 0; k < 1+s.r.IntN(3); k++ {
		i := s.r.IntN(len(s.frags))
		p := s.r.Float64() * 0.5
		var del []uint32
		for _, o := range s.liveOffsets(i) {
			if s.r.Float64() < p {
				del = append(del, o)
				id, _ := s.frags[i].RowIDs.Get(int(o))
				moved = append(moved, id)
			}
		}
		if len(del) > 0 {
			s.frags[i].Deletions = s.frags[i].Deletions.With(del...)
			touched[i] = true
		}
	}
	if len(moved) == 0 {
		return s.append()
	}
	if s.r.IntN(2) == 0 {
		slices.Sort(moved)
	}
	// Captured in batches: one FromSlice segment per batch, joined by Extend.
	var seq Sequence
	for len(moved) > 0 {
		n := min(len(moved), 1+s.r.IntN(len(moved)))
		seq = seq.Extend(NewSequence(segment.FromSlice(moved[:n])))
		moved = moved[n:]
	}
	for i := range s.frags {
		if touched[i] {
			removed = append(removed, s.frags[i].ID)
			added = append(added, s.frags[i])
		}
	}
	f := Fragment{ID: s.newID(), RowIDs: seq, PhysicalRows: seq.Len()}
	s.frags = append(s.frags, f)
	return removed, append(added, f)
}

// compact rewrites up to three fragments into one: their sequences masked
// with their sorted deletions, concatenated, with no deletions left.
func (s *simTable) compact() (removed []uint32, added []Fragment) {
	if len(s.frags) == 0 {
		return s.append()
	}
	k := min(len(s.frags), 1+s.r.IntN(3))
	start := s.r.IntN(len(s.frags) - k + 1)
	var seqs []Sequence
	total := 0
	for _, f := range s.frags[start : start+k] {
		m, err := f.RowIDs.Mask(f.Deletions.AppendTo(nil))
		if err != nil {
			s.t.Fatal(err)
		}
		seqs = append(seqs, m)
		total += m.Len()
		removed = append(removed, f.ID)
	}
	out, err := Rechunk(seqs, []int{total}, false)
	if err != nil {
		s.t.Fatal(err)
	}
	f := Fragment{ID: s.newID(), RowIDs: out[0], PhysicalRows: total}
	s.frags = slices.Delete(s.frags, start, start+k)
	s.frags = append(s.frags, f)
	return removed, []Fragment{f}
}

func (s *simTable) step() (removed []uint32, added []Fragment) {
	switch s.r.IntN(5) {
	case 0:
		return s.append()
	case 1:
		return s.deleteRows()
	case 2, 3:
		return s.update()
	default:
		return s.compact()
	}
}

// model is the naive answer: every live id with its address, and every
// address (live or not) with its id.
type model struct {
	live    map[uint64]RowAddress
	allIDs  map[uint64]bool // ids present anywhere, deleted or not
	byAddr  map[RowAddress]uint64
	deleted map[RowAddress]bool
}

func newModel(t testing.TB, frags []Fragment) *model {
	m := &model{live: map[uint64]RowAddress{}, allIDs: map[uint64]bool{}, byAddr: map[RowAddress]uint64{}, deleted: map[RowAddress]bool{}}
	for _, f := range frags {
		for off, id := range f.RowIDs.All() {
			a := NewRowAddress(f.ID, uint32(off))
			m.byAddr[a] = id
			m.allIDs[id] = true
			if f.Deletions.Contains(uint32(off)) {
				m.deleted[a] = true
				continue
			}
			if prev, dup := m.live[id]; dup {
				t.Fatalf("generator made id %d live at %v and %v", id, prev, a)
			}
			m.live[id] = a
		}
	}
	return m
}

func (m *model) check(t testing.TB, x *Index, r *rand.Rand) {
	t.Helper()
	if x.Len() != len(m.live) {
		t.Fatalf("Len = %d, want %d", x.Len(), len(m.live))
	}
	// Every id anywhere, plus neighbours and random ones.
	probe := make([]uint64, 0, 3*len(m.allIDs)+100)
	for id := range m.allIDs {
		probe = append(probe, id, id+1, id-1)
	}
	for i := 0; i < 100; i++ {
		probe = append(probe, r.Uint64N(1<<20), r.Uint64())
	}
	probe = append(probe, 0, math.MaxUint64)
	for _, id := range probe {
		want, ok := m.live[id]
		got, gok := x.Get(id)
		if gok != ok || (ok && got != want) || (!ok && got != InvalidAddress) {
			t.Fatalf("Get(%d) = %v, %v; want %v, %v", id, got, gok, want, ok)
		}
	}
	// GetBatch, random order and sorted.
	for pass := 0; pass < 2; pass++ {
		if pass == 1 {
			slices.Sort(probe)
		} else {
			r.Shuffle(len(probe), func(i, j int) { probe[i], probe[j] = probe[j], probe[i] })
		}
		out := make([]RowAddress, len(probe)+1)
		out[len(probe)] = 12345
		found := x.GetBatch(probe, out)
		n := 0
		for i, id := range probe {
			want, ok := m.live[id]
			if !ok {
				want = InvalidAddress
			} else {
				n++
			}
			if out[i] != want {
				t.Fatalf("GetBatch (pass %d) id %d = %v, want %v", pass, id, out[i], want)
			}
		}
		if found != n || out[len(probe)] != 12345 {
			t.Fatalf("GetBatch found %d, want %d", found, n)
		}
	}
	// RowID on every address, and some that do not exist.
	for a, id := range m.byAddr {
		got, ok := x.RowID(a)
		if m.deleted[a] {
			if ok {
				t.Fatalf("RowID(%v) of a deleted row = %d", a, got)
			}
		} else if !ok || got != id {
			t.Fatalf("RowID(%v) = %d, %v; want %d", a, got, ok, id)
		}
		if _, ok := m.byAddr[a+1]; !ok {
			if got, ok := x.RowID(a + 1); ok {
				t.Fatalf("RowID(%v) past the end = %d", a+1, got)
			}
		}
	}
	// All, in ascending id order.
	want := make([]uint64, 0, len(m.live))
	for id := range m.live {
		want = append(want, id)
	}
	slices.Sort(want)
	i := 0
	for id, addr := range x.All() {
		if i >= len(want) || id != want[i] || addr != m.live[id] {
			t.Fatalf("All[%d] = (%d, %v), want (%d, %v)", i, id, addr, want[min(i, len(want)-1)], m.live[want[min(i, len(want)-1)]])
		}
		i++
	}
	if i != len(want) {
		t.Fatalf("All yielded %d pairs, want %d", i, len(want))
	}
}

func TestIndexModel(t *testing.T) {
	seeds, steps, rows := 12, 20, 250
	if testing.Short() {
		seeds, steps, rows = 5, 12, 120
	}
	// The model's chunks are small: run it with the default cover size (no
	// covers) and with every chunk of 4 ids or more a cover candidate.
	// The other passes also keep the fragments' range table (RowID's fast
	// path) from one fragment up, and list the arrays that span two
	// intervals or more (wideMin 1) or three (2, in blocks of two) per
	// block, not per interval, with a wide table from one wide array up
	// (or two), and filters from 8 ids up in the last two passes. The
	// wide table takes every wide array (their filters dropped) in the
	// second pass (where an update commit adds its arrays to a delta
	// of the table from one entry up), only the small ones in the third
	// (the others listed beside it), and as the bytes decide in the
	// fourth.
	// The last three passes also keep tables of any size with deltas
	// (tableDeltaMin 1).
	small := tuning{maxSeg: maxChunkSeg, coverMinIDs: 4, rangeWordsMin: 1, tableDeltaMin: 1}
	for _, pass := range []struct {
		name string
		tu   tuning
	}{
		{"default", defaults},
		{"wideMin=1/all", with(small, func(tu *tuning) {
			tu.wideMinIv, tu.wideTableMin, tu.wideAllMin, tu.filterMinIDs, tu.wideAllByBytes = 1, 1, 1, defaults.filterMinIDs, true
		})},
		{"wideMin=2/small", with(small, func(tu *tuning) {
			tu.wideMinIv, tu.wideTableMin, tu.wideAllMin, tu.filterMinIDs, tu.wideAllByBytes = 2, 2, math.MaxInt, 8, false
		})},
		{"wideMin=2/bytes", with(small, func(tu *tuning) {
			tu.wideMinIv, tu.wideTableMin, tu.wideAllMin, tu.filterMinIDs, tu.wideAllByBytes = 2, 2, 6, 8, true
		})},
	} {
		for seed := uint64(1); seed <= uint64(seeds); seed++ {
			t.Run(fmt.Sprintf("%s/seed=%d", pass.name, seed), func(t *testing.T) {
				modelRun(t, seed, steps, rows, &pass.tu)
			})
		}
	}
}

// with returns tu changed by set.
func with(tu tuning, set func(*tuning)) tuning {
	set(&tu)
	return tu
}

// modelRun replays steps random commits of a simulated table against the
// model, checking WithFragments and a fresh Build after each, both with
// the tuning tu.
func modelRun(t *testing.T, seed uint64, steps, rows int, tu *tuning) {
	{
		{
			s := newSimTable(t, seed, rows)
			r := gen.NewRand(seed + 1000)
			for i := 0; i < 3; i++ {
				s.append()
			}
			x, err := build(s.frags, tu)
			if err != nil {
				t.Fatal(err)
			}
			newModel(t, s.frags).check(t, x, r)
			for step := 0; step < steps; step++ {
				removed, added := s.step()
				y, err := x.withFragments(removed, added, tu)
				if err != nil {
					t.Fatalf("step %d: WithFragments: %v", step, err)
				}
				fresh, err := build(s.frags, tu)
				if err != nil {
					t.Fatalf("step %d: Build: %v", step, err)
				}
				m := newModel(t, s.frags)
				checkInvariants(t, y, tu)
				m.check(t, y, r)
				m.check(t, fresh, r)
				if y.NumChunks() != fresh.NumChunks() || y.NumGroups() != fresh.NumGroups() {
					t.Fatalf("step %d: WithFragments has %d chunks %d groups, Build %d and %d", step,
						y.NumChunks(), y.NumGroups(), fresh.NumChunks(), fresh.NumGroups())
				}
				x = y
			}
		}
	}
}

// A live duplicate introduced at any step is caught by both Build and
// WithFragments.
func TestIndexModelDuplicates(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		s := newSimTable(t, seed, 100)
		for i := 0; i < 4; i++ {
			s.step()
		}
		x, err := Build(s.frags)
		if err != nil {
			t.Fatal(err)
		}
		m := newModel(t, s.frags)
		if len(m.live) == 0 {
			continue
		}
		// Copy a live id into a new fragment without tombstoning it.
		var id uint64
		for v := range m.live {
			id = v
			break
		}
		f := Fragment{ID: s.newID(), RowIDs: NewSequence(segment.FromSlice([]uint64{id})), PhysicalRows: 1}
		_, err = x.WithFragments(nil, []Fragment{f})
		var de *DuplicateRowIDError
		if !errors.As(err, &de) || de.ID != id {
			t.Fatalf("seed %d: WithFragments with id %d live twice: %v", seed, id, err)
		}
		if want := []RowAddress{m.live[id], NewRowAddress(f.ID, 0)}; de.First != min(want[0], want[1]) || de.Second != max(want[0], want[1]) {
			t.Fatalf("seed %d: duplicate at %v, %v; want %v", seed, de.First, de.Second, want)
		}
		if _, err := Build(append(slices.Clone(s.frags), f)); !errors.Is(err, ErrDuplicateRowID) {
			t.Fatalf("seed %d: Build with id %d live twice: %v", seed, id, err)
		}
	}
}

// checkInvariants checks the internal structure of x, built with the
// tuning tu: sorted starts, search levels equal to a fresh sampling, chunk
// fields in range.
func checkInvariants(t testing.TB, x *Index, tu *tuning) {
	t.Helper()
	checkCovers(t, x, tu.coverMinIDs)
	if !slices.IsSorted(x.starts) || len(x.starts) != len(x.chunks) {
		t.Fatal("starts not sorted or not parallel to chunks")
	}
	want := buildLevels(x.starts)
	if len(want) != len(x.levels) {
		t.Fatalf("%d search levels, want %d", len(x.levels), len(want))
	}
	for l := range want {
		if !slices.Equal(want[l], x.levels[l]) {
			t.Fatalf("search level %d differs from a fresh sampling", l)
		}
	}
	ids := allFragIDs(x)
	if x.fragIDs != nil && (len(x.frags) != len(x.fragIDs) || !slices.IsSorted(x.fragIDs)) {
		t.Fatal("fragment table")
	}
	if dense := len(ids) == 0 || int(ids[len(ids)-1]-ids[0]) == len(ids)-1; dense != (x.fragIDs == nil) {
		t.Fatalf("fragment ids dense %v, kept as an array %v", dense, x.fragIDs != nil)
	}
	if !slices.Equal(x.fragDir, buildFragDir(ids)) {
		t.Fatal("fragment directory differs from a fresh one")
	}
	if want := len(x.frags) >= tu.rangeWordsMin; (x.rangeWords != nil) != want || x.rangeWords != nil && len(x.rangeWords) != len(x.frags) {
		t.Fatalf("range table of %d entries for %d fragments", len(x.rangeWords), len(x.frags))
	}
	for f := range x.rangeWords {
		if e := rangeWord(x.frags[f].seq); x.rangeWords[f] != e {
			t.Fatalf("fragment %d: range entry %#x, its sequence gives %#x", f, x.rangeWords[f], e)
		}
	}
	for c := range x.chunks {
		ch := &x.chunks[c]
		if int(ch.frag) >= len(x.frags) || ids[ch.frag] != uint32(ch.addr>>32) {
			t.Fatalf("chunk %d: fragment index %d does not match address %v", c, ch.frag, RowAddress(ch.addr))
		}
		if ch.flags()&(chunkArray|chunkSide) != 0 && int(ch.seg()) >= len(x.sides) {
			t.Fatalf("chunk %d: side table %d of %d", c, ch.seg(), len(x.sides))
		}
		if ch.flags()&(chunkArray|chunkSide|chunkRange) == 0 && int(ch.seg()) >= len(x.frags[ch.frag].seq.segs()) {
			t.Fatalf("chunk %d: segment %d of %d", c, ch.seg(), len(x.frags[ch.frag].seq.segs()))
		}
		// A chunk is grouped iff it overlaps a neighbour's ids (groups are
		// maximal runs of transitively overlapping chunks).
		if g := x.groupOf(c); g >= int32(len(x.groups)) {
			t.Fatalf("chunk %d: group %d of %d", c, g, len(x.groups))
		} else if g >= 0 && (c == 0 || x.groupOf(c-1) != g) && (c+1 == len(x.chunks) || x.groupOf(c+1) != g) {
			t.Fatalf("chunk %d: alone in group %d", c, g)
		} else if g < 0 && c+1 < len(x.chunks) && x.starts[c+1] <= ch.end {
			t.Fatalf("chunk %d: not grouped but overlaps chunk %d", c, c+1)
		}
		if x.fragDeleted(ch.frag) != (x.frags[ch.frag].dv.Len() > 0) {
			t.Fatalf("chunk %d: deletion bit %v, fragment has %d deletions", c, x.fragDeleted(ch.frag), x.frags[ch.frag].dv.Len())
		}
	}
	checkCandidates(t, x)
	checkSides(t, x)
}

// checkSides checks that every side table belongs to exactly one chunk
// (none is left behind by a dropped filter) and that sideBytes counts
// them.
func checkSides(t testing.TB, x *Index) {
	refs, n := make([]int, len(x.sides)), 0
	for c := range x.chunks {
		if x.chunks[c].flags()&(chunkArray|chunkSide) != 0 {
			refs[x.chunks[c].seg()]++
		}
	}
	for i, t2 := range x.sides {
		if refs[i] != 1 {
			t.Fatalf("side table %d has %d chunks", i, refs[i])
		}
		n += t2.sizeBytes()
	}
	if n != x.sideBytes {
		t.Fatalf("sideBytes %d, the side tables hold %d", x.sideBytes, n)
	}
}

// checkCandidates checks that the candidates of every elementary interval
// of every group, the narrow ones and the wide ones of its block that reach
// it, are the group's chunks that overlap the interval, each once, and
// that the wide ones are arrays.
func checkCandidates(t testing.TB, x *Index) {
	for g := range x.groups {
		grp := &x.groups[g]
		var members []int
		for c := range x.chunks {
			if x.groupOf(c) == int32(g) {
				members = append(members, c)
			}
		}
		for k := grp.ivLo; k < grp.ivHi; k++ {
			lo, hi := x.ivStarts[k], x.intervalLast(grp, k)
			var want, got []int
			for _, c := range members {
				if x.starts[c] <= hi && x.chunks[c].end >= lo {
					want = append(want, c)
				}
			}
			for _, c := range x.cands[x.candOff[k]:x.candOff[k+1]] {
				got = append(got, int(c))
			}
			for _, c := range x.wideOf(grp, k) {
				if !x.chunks[c].array() {
					t.Fatalf("group %d: wide chunk %d is not an array", g, c)
				}
				if grp.tab != noWide && x.smallArray(c) {
					t.Fatalf("group %d: small wide array %d listed beside the wide table", g, c)
				}
				if x.starts[c] <= hi && x.chunks[c].end >= lo {
					got = append(got, int(c))
				}
			}
			if tab := x.tableOf(grp); tab != nil {
				for _, c := range tab.chunks {
					if x.starts[c] <= hi && x.chunks[c].end >= lo {
						got = append(got, int(c))
					}
				}
			}
			slices.Sort(got)
			if !slices.Equal(got, want) {
				t.Fatalf("group %d interval %d [%d, %d]: candidates %v, want %v", g, k, lo, hi, got, want)
			}
		}
		if grp.tab == noWide {
			continue
		}
		// The wide table holds every live id of the group's small wide
		// arrays, each with its chunk, and at most all their ids (rows
		// deleted since it was built stay in it); its entries and its
		// delta's are each ascending, each entry in entries(its id).
		tab := x.wideTabs[grp.tab]
		var live, got []idAddr
		n := 0
		for _, c := range tab.chunks {
			if x.groupOf(int(c)) != int32(g) || !x.smallArray(c) {
				t.Fatalf("group %d: wide table chunk %d is not a small array of the group", g, c)
			}
			n += x.chunkLen(int(c))
			x.chunkEach(int(c), 0, math.MaxUint64, func(id uint64, _ RowAddress) bool {
				live = append(live, idAddr{id, RowAddress(c)})
				return true
			})
		}
		for part := tab; part != nil; part = part.delta {
			var ents []idAddr
			for k, id := range part.appendIDs(nil) {
				ents = append(ents, idAddr{id, RowAddress(tab.chunks[part.refs.Get(k)])})
			}
			if len(ents) != part.refs.Len() || part != tab && (part.chunks != nil || part.delta != nil) {
				t.Fatalf("group %d: wide table part of %d ids and %d refs, or a delta with chunks or a delta", g, len(ents), part.refs.Len())
			}
			for k, e := range ents {
				if lo, end := part.entries(e.id); k < lo || k >= end {
					t.Fatalf("group %d: wide table entry %d (id %d) not in entries(%d) = [%d, %d)", g, k, e.id, e.id, lo, end)
				}
			}
			if !slices.IsSortedFunc(ents, func(p, q idAddr) int { return cmp.Compare(p.id, q.id) }) {
				t.Fatalf("group %d: wide table entries not ascending", g)
			}
			got = append(got, ents...)
		}
		if len(got) > n {
			t.Fatalf("group %d: wide table of %d entries for %d ids", g, len(got), n)
		}
		for _, e := range live {
			if !slices.Contains(got, e) {
				t.Fatalf("group %d: wide table lacks live id %d of chunk %d", g, e.id, e.addr)
			}
		}
	}
}

// A commit of a simulated table that also adds an array (sorted or not,
// so not a Range) repeating one live id of the resulting table, in an old
// chunk or one the same commit adds, is refused by WithFragments and
// Build with that id; the same array holding only deleted and unassigned
// ids is accepted by both. The old copies are found through the previous
// index (checkAgainst), the new ones by sorting the commit's arrays.
func TestIndexModelDuplicatesInCommit(t *testing.T) {
	caught := 0
	for seed := uint64(1); seed <= 60; seed++ {
		s := newSimTable(t, seed, 200)
		for i := 0; i < 2+int(seed%5); i++ {
			s.step()
		}
		x, err := Build(s.frags)
		if err != nil {
			t.Fatal(err)
		}
		removed, added := s.step()
		m := newModel(t, s.frags)
		var dead []uint64
		for a := range m.deleted {
			if _, live := m.live[m.byAddr[a]]; !live {
				dead = append(dead, m.byAddr[a])
			}
		}
		slices.Sort(dead)
		dead = slices.Compact(dead)
		extra := []uint64{1 << 50, 1 << 51, 1<<52 + 3}
		extra = append(extra, dead[:min(len(dead), 5)]...)
		sorted := seed%2 == 0
		build := func(vals []uint64) Fragment {
			vals = slices.Clone(vals)
			if sorted {
				slices.Sort(vals)
			} else {
				slices.Reverse(vals)
			}
			f := Fragment{ID: s.nextFrag + 1000, RowIDs: NewSequence(segment.FromSlice(vals)), PhysicalRows: len(vals)}
			if k := f.RowIDs.Segments()[0].Kind(); k != segment.KindSortedArray && k != segment.KindArray {
				t.Fatalf("seed %d: extra fragment is a %v", seed, k)
			}
			return f
		}
		ok := build(extra)
		if _, err := x.WithFragments(removed, append(slices.Clone(added), ok)); err != nil {
			t.Fatalf("seed %d: dead ids only: WithFragments: %v", seed, err)
		}
		if _, err := Build(append(slices.Clone(s.frags), ok)); err != nil {
			t.Fatalf("seed %d: dead ids only: Build: %v", seed, err)
		}
		if len(m.live) == 0 {
			continue
		}
		// Pick the live id: from the commit's own fragments on odd seeds
		// when they have one, else any.
		var id uint64
		picked := false
		if seed%4 < 2 {
			for _, f := range added {
				for off, v := range f.RowIDs.All() {
					if !f.Deletions.Contains(uint32(off)) {
						id, picked = v, true
						break
					}
				}
				if picked {
					break
				}
			}
		}
		if !picked {
			live := slices.Sorted(maps.Keys(m.live))
			id = live[int(seed)%len(live)]
		}
		bad := build(append(extra, id))
		want := m.live[id]
		got := NewRowAddress(bad.ID, 0)
		for off, v := range bad.RowIDs.All() {
			if v == id {
				got = NewRowAddress(bad.ID, uint32(off))
			}
		}
		_, err = x.WithFragments(removed, append(slices.Clone(added), bad))
		var de *DuplicateRowIDError
		if !errors.As(err, &de) || de.ID != id || de.First != min(want, got) || de.Second != max(want, got) {
			t.Fatalf("seed %d: id %d live at %v and %v: WithFragments: %v", seed, id, want, got, err)
		}
		if _, err := Build(append(slices.Clone(s.frags), bad)); !errors.As(err, &de) || de.ID != id {
			t.Fatalf("seed %d: id %d live twice: Build: %v", seed, id, err)
		}
		caught++
	}
	if caught < 40 {
		t.Fatalf("only %d duplicates tried", caught)
	}
}
