package rowindex

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"
)

// Lance's "state b": n rows written in 10 appends (10 Range fragments of
// n/10 rows), then 1% of the rows deleted and 1% updated. An update moves
// the row, with its id, to a new fragment: Lance writes the moved ids as
// one fragment of SortedArray segments, one per window of 8192 ids (about
// 80 ids each), and the old fragments get deletion vectors holding the
// deleted and the moved rows. Nearly every chunk of the table is in one
// overlap group: the moved ids span all of it.

// stateB is the state-b table of n rows (stateBFragments) and one update
// commit after it.
type stateB struct {
	frags []Fragment
	// The commit: 1000 more rows updated; removed lists the fragments
	// refitted with more deletions, added those and the moved ids'
	// fragment.
	removed []uint32
	added   []Fragment
}

var stateBs sync.Map // n -> *stateB

func stateBCommit(n int) *stateB {
	if s, ok := stateBs.Load(n); ok {
		return s.(*stateB)
	}
	frags := stateBFragments(n)
	per := n / 10
	r := rand.New(rand.NewPCG(uint64(n), 24))
	// 1000 more live rows move; their fragments get the new deletions.
	more := map[uint64]bool{}
	extra := make([][]uint32, 10)
	for len(more) < 1000 {
		id := uint64(r.IntN(10 * per))
		f, o := int(id)/per, uint32(int(id)%per)
		if more[id] || frags[f].Deletions.Contains(o) {
			continue
		}
		more[id] = true
		extra[f] = append(extra[f], o)
	}
	s := &stateB{frags: frags}
	for f := range 10 {
		if len(extra[f]) > 0 {
			s.removed = append(s.removed, uint32(f))
			g := frags[f]
			g.Deletions = g.Deletions.With(extra[f]...)
			s.added = append(s.added, g)
		}
	}
	s.added = append(s.added, movedFragment(11, slices.Collect(maps.Keys(more))))
	stateBs.Store(n, s)
	return s
}

// BenchmarkBuildStateB is Build of the state-b table, whose cost the
// duplicate check of its one big overlap group used to dominate.
func BenchmarkBuildStateB(b *testing.B) {
	for _, n := range []int{1e6, 1e7} {
		b.Run(fmt.Sprintf("n=%.0e", float64(n)), func(b *testing.B) {
			s := stateBCommit(n)
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
			s := stateBCommit(n)
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
