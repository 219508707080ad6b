package rowindex

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestIDFilter checks that a filter never rejects one of its ids, rejects
// ids outside [lo, hi], and passes absent ids of a spread set at about the
// rate its size promises.
func TestIDFilter(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, c := range []struct {
		lo, span uint64
		n        int
	}{{0, 1_000_000, 990}, {5, 40, 32}, {math.MaxUint64 - 1<<40, 1 << 40, 5000}, {0, math.MaxUint64, 100}, {7, 1000, 1000}} {
		set := map[uint64]bool{c.lo: true, c.lo + c.span: true}
		for len(set) < c.n {
			set[c.lo+r.Uint64N(c.span)] = true
		}
		ids := make([]uint64, 0, len(set))
		for v := range set {
			ids = append(ids, v)
		}
		slices.Sort(ids)
		f := newIDFilter(ids[0], ids[len(ids)-1], ids, defaults.filterMinIDs)
		if f.words == nil {
			t.Fatalf("%+v: no filter", c)
		}
		for _, v := range ids {
			if !f.mayHave(v) {
				t.Fatalf("%+v: rejects its id %d", c, v)
			}
		}
		// mayHaveIn is mayHave over a span: some id of the span passes.
		for i := 0; i < 300; i++ {
			lo := ids[r.IntN(len(ids))] - uint64(r.IntN(3000))
			if i%3 == 0 {
				lo = c.lo + r.Uint64N(c.span)
			}
			hi := lo + uint64(r.IntN(3000))
			if hi < lo {
				hi = math.MaxUint64
			}
			want := false
			for v := lo; ; v++ {
				if f.mayHave(v) {
					want = true
					break
				}
				if v == hi {
					break
				}
			}
			if got := f.mayHaveIn(lo, hi); got != want {
				t.Fatalf("%+v: mayHaveIn(%d, %d) = %v, mayHave over the span %v", c, lo, hi, got, want)
			}
		}
		if c.lo > 0 && f.mayHave(c.lo-1) {
			t.Errorf("%+v: passes an id below lo", c)
		}
		if hi := c.lo + c.span; hi < math.MaxUint64 && f.mayHave(hi+1+1<<f.shift) {
			t.Errorf("%+v: passes an id past hi", c)
		}
		if f.sizeBytes() > 2*filterBitsPerID*len(ids)/8+16 {
			t.Errorf("%+v: %d bytes for %d ids", c, f.sizeBytes(), len(ids))
		}
		if c.span > uint64(c.n)*1000 {
			pass := 0
			const probes = 20000
			for i := 0; i < probes; i++ {
				if v := c.lo + r.Uint64N(c.span); !set[v] && f.mayHave(v) {
					pass++
				}
			}
			// 1/filterBitsPerID expected; allow twice that.
			if pass > 2*probes/filterBitsPerID {
				t.Errorf("%+v: %d of %d absent ids pass", c, pass, probes)
			}
		}
	}
	if f := newIDFilter(0, 10, make([]uint64, defaults.filterMinIDs-1), defaults.filterMinIDs); f.words != nil || !f.mayHave(12345) {
		t.Errorf("a short array has a filter that rejects")
	}
}
