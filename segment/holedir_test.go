package segment

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// RangeWithHoles gets its directories from holeDirCutoff holes on: both
// sides of the cutoff, with holes spread out, clustered at either end, in
// one run, and in a range far wider than the holes (few holes per bucket,
// many empty buckets). Position, Get, iteration and SizeBytes (against
// FromSliceCompact's estimate) are checked against the plain id list.
func TestHoleDirCutoff(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	type shape struct {
		name string
		make func(nh int) (start, end uint64, holes []uint64)
	}
	shapes := []shape{
		{"every-third", func(nh int) (uint64, uint64, []uint64) {
			var h []uint64
			for v := uint64(1000); len(h) < nh; v += 3 {
				h = append(h, v+1)
			}
			return 1000, h[nh-1] + 2, h
		}},
		{"front", func(nh int) (uint64, uint64, []uint64) {
			var h []uint64
			for v := uint64(1); len(h) < nh; v++ {
				h = append(h, v)
			}
			return 0, 100_000, h
		}},
		{"back", func(nh int) (uint64, uint64, []uint64) {
			var h []uint64
			for v := 100_000 - uint64(nh) - 1; len(h) < nh; v++ {
				h = append(h, v)
			}
			return 0, 100_000, h
		}},
		{"random-wide", func(nh int) (uint64, uint64, []uint64) {
			seen := map[uint64]bool{}
			for len(seen) < nh {
				seen[1+r.Uint64N(1<<40)] = true
			}
			h := make([]uint64, 0, nh)
			for v := range seen {
				h = append(h, v)
			}
			slices.Sort(h)
			return 0, 1<<40 + 1, h
		}},
	}
	for _, sh := range shapes {
		for _, nh := range []int{holeDirCutoff - 1, holeDirCutoff, holeDirCutoff + 1, 5 * holeDirCutoff} {
			start, end, holes := sh.make(nh)
			s, err := NewRangeWithHoles(start, end, holes)
			if err != nil {
				t.Fatal(err)
			}
			if (s.aux != nil && s.aux.hdir != nil) != (nh >= holeDirCutoff) {
				t.Fatalf("%s nh=%d: directories %v", sh.name, nh, s.aux != nil)
			}
			isHole := map[uint64]bool{}
			for _, h := range holes {
				isHole[h] = true
			}
			// Probe every hole, its neighbours and random ids.
			probes := []uint64{start, end - 1}
			for _, h := range holes {
				probes = append(probes, h-1, h, h+1)
			}
			for i := 0; i < 2000; i++ {
				probes = append(probes, start+r.Uint64N(end-start))
			}
			for _, v := range probes {
				if v < start || v >= end {
					continue
				}
				// Position of v: v-start minus the holes below v.
				below := 0
				for _, h := range holes {
					if h < v {
						below++
					}
				}
				p, ok := s.Position(v)
				if ok == isHole[v] || ok && p != int(v-start)-below {
					t.Fatalf("%s nh=%d: Position(%d) = %d, %v; want %d, %v", sh.name, nh, v, p, ok, int(v-start)-below, !isHole[v])
				}
				if ok {
					if g, gok := s.Get(p); !gok || g != v {
						t.Fatalf("%s nh=%d: Get(%d) = %d, %v; want %d", sh.name, nh, p, g, gok, v)
					}
				}
			}
			if _, ok := s.Get(s.Len()); ok {
				t.Fatalf("%s nh=%d: Get(Len) found", sh.name, nh)
			}
			if end-start < 1<<20 {
				ids := s.AppendTo(nil)
				checkAgainst(t, s, ids)
				if c := FromSliceCompact(ids); c.Kind() == KindRangeWithHoles && c.SizeBytes() != s.SizeBytes() {
					t.Fatalf("%s nh=%d: compact %d B, direct %d B", sh.name, nh, c.SizeBytes(), s.SizeBytes())
				}
				est := compactHolesEstimate(ids)
				if uint64(s.SizeBytes()) != est {
					t.Fatalf("%s nh=%d: SizeBytes %d, FromSliceCompact's estimate %d", sh.name, nh, s.SizeBytes(), est)
				}
			}
		}
	}
}

func compactHolesEstimate(ids []uint64) uint64 {
	h, _, _ := compactCosts(ids, computeStats(ids))
	return h
}
