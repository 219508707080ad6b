package rowindex

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"

	"github.com/stablerow/stablerow/segment"
)

// Lance's "state b": n rows written in 10 appends (10 Range fragments of
// n/10 rows), then 1% of the rows deleted and 1% updated. An update moves
// the row, with its id, to a new fragment: Lance writes the moved ids as
// one fragment of SortedArray segments, one per window of 8192 ids (about
// 80 ids each), and the old fragments get deletion vectors holding the
// deleted and the moved rows. Nearly every chunk of the table is in one
// overlap group: the moved ids span all of it.

const stateBWindow = 8192

// stateB is the state-b table of n rows and one update commit after it.
type stateB struct {
	frags []Fragment
	// The commit: 1000 more rows updated; removed lists the fragments
	// refitted with more deletions, added those and the moved ids'
	// fragment.
	removed []uint32
	added   []Fragment
}

var stateBs sync.Map // n -> *stateB

func stateBFragments(n int) *stateB {
	if s, ok := stateBs.Load(n); ok {
		return s.(*stateB)
	}
	r := rand.New(rand.NewPCG(uint64(n), 24))
	per := n / 10
	frags := make([]Fragment, 10)
	dels := make([]map[uint32]bool, 10)
	for f := range frags {
		frags[f] = Fragment{ID: uint32(f), RowIDs: RangeSequence(uint64(f*per), uint64((f+1)*per)), PhysicalRows: per}
		dels[f] = map[uint32]bool{}
	}
	// pick returns k ids not yet deleted or moved, marking them.
	pick := func(k int) []uint64 {
		var ids []uint64
		for len(ids) < k {
			id := r.IntN(10 * per)
			f, o := id/per, uint32(id%per)
			if dels[f][o] {
				continue
			}
			dels[f][o] = true
			ids = append(ids, uint64(id))
		}
		return ids
	}
	pick(n / 100) // deleted
	moved := pick(n / 100)
	dvOf := func(f int) *DeletionVector {
		offs := make([]uint32, 0, len(dels[f]))
		for o := range dels[f] {
			offs = append(offs, o)
		}
		return NewDeletionVector(offs...)
	}
	for f := range frags {
		frags[f].Deletions = dvOf(f)
	}
	frags = append(frags, movedFragment(10, moved))

	// The update commit: 1000 more rows move.
	s := &stateB{frags: frags}
	more := pick(1000)
	touched := map[int]bool{}
	for _, id := range more {
		touched[int(id)/per] = true
	}
	for f := range 10 {
		if touched[f] {
			s.removed = append(s.removed, uint32(f))
			g := frags[f]
			g.Deletions = dvOf(f)
			s.added = append(s.added, g)
		}
	}
	s.added = append(s.added, movedFragment(11, more))
	stateBs.Store(n, s)
	return s
}

// movedFragment returns fragment id holding the moved ids, sorted, as one
// SortedArray segment per window of stateBWindow ids.
func movedFragment(id uint32, moved []uint64) Fragment {
	moved = slices.Clone(moved)
	slices.Sort(moved)
	var segs []segment.Segment
	for i := 0; i < len(moved); {
		j := i + 1
		for j < len(moved) && moved[j]/stateBWindow == moved[i]/stateBWindow {
			j++
		}
		s, err := segment.NewSortedArray(moved[i:j])
		if err != nil {
			panic(err)
		}
		segs = append(segs, s)
		i = j
	}
	return Fragment{ID: id, RowIDs: NewSequence(segs...), PhysicalRows: len(moved)}
}

// BenchmarkBuildStateB is Build of the state-b table, whose cost the
// duplicate check of its one big overlap group used to dominate.
func BenchmarkBuildStateB(b *testing.B) {
	for _, n := range []int{1e6, 1e7} {
		b.Run(fmt.Sprintf("n=%.0e", float64(n)), func(b *testing.B) {
			s := stateBFragments(n)
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if _, err := Build(s.frags); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkWithFragmentsStateB is WithFragments of one update commit (1000
// rows moved) on the state-b table.
func BenchmarkWithFragmentsStateB(b *testing.B) {
	for _, n := range []int{1e6, 1e7} {
		b.Run(fmt.Sprintf("n=%.0e", float64(n)), func(b *testing.B) {
			s := stateBFragments(n)
			x, err := Build(s.frags)
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if _, err := x.WithFragments(s.removed, s.added); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
