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
