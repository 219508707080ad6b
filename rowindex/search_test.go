package rowindex

import (
	"math"
	"sort"
	"testing"

	"github.com/stablerow/stablerow/gen"
)

// search agrees with sort.Search at every level boundary.
func TestSearchLevels(t *testing.T) {
	r := gen.NewRand(3)
	for _, n := range []int{1, 2, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65, 255, 256, 257, 511, 512, 513, 2047, 2048, 2049, 4095, 4097, 40000} {
		x := &Index{starts: make([]uint64, n), extras: &noExtras}
		v := uint64(10)
		for i := range x.starts {
			x.starts[i] = v
			v += 1 + r.Uint64N(5)
		}
		x.levels = buildLevels(x.starts)
		for id := uint64(0); id < v+3; id += 1 + r.Uint64N(3) {
			want := sort.Search(n, func(i int) bool { return x.starts[i] > id }) - 1
			if got := x.search(id); got != want {
				t.Fatalf("n=%d: search(%d) = %d, want %d", n, id, got, want)
			}
		}
		if got := x.search(math.MaxUint64); got != n-1 {
			t.Fatalf("n=%d: search(max) = %d", n, got)
		}
	}
}

// The shared searches against a linear scan, on both element types, at
// every position of arrays of 1 to 40 elements with gaps and repeats.
func TestSharedSearches(t *testing.T) {
	testSharedSearches[uint32](t)
	testSharedSearches[uint64](t)
}

func testSharedSearches[T uint32 | uint64](t *testing.T) {
	for n := 1; n <= 40; n++ {
		s := make([]T, n)
		for i := range s {
			s[i] = T(3*i - i%4) // ascending with repeats: 0 3 6 9 10 13 ...
		}
		firstAbove := func(lo, hi int, v T) int { // in (lo, hi], hi if none
			for i := lo + 1; i < hi; i++ {
				if s[i] > v {
					return i
				}
			}
			return hi
		}
		for v := s[0]; v <= s[n-1]+2; v++ {
			if got, want := lastAtMost(s, v), firstAbove(0, n, v)-1; got != want {
				t.Fatalf("%T n=%d: lastAtMost(%d) = %d, want %d", v, n, v, got, want)
			}
			for lo := 0; lo < n && s[lo] <= v; lo++ {
				if got, want := gallopAbove(s, lo, n, v), firstAbove(lo, n, v); got != want {
					t.Fatalf("%T n=%d: gallopAbove(%d, %d) = %d, want %d", v, n, lo, v, got, want)
				}
				hi := firstAbove(lo, n, v)
				for ; hi <= n; hi++ {
					if hi < n && s[hi] <= v {
						continue
					}
					if got, want := searchAbove(s, lo, hi, v), firstAbove(lo, hi, v); got != want {
						t.Fatalf("%T n=%d: searchAbove(%d, %d, %d) = %d, want %d", v, n, lo, hi, v, got, want)
					}
				}
			}
		}
	}
}
