package segment

import (
	"testing"

	"github.com/stablerow/stablerow/gen"
)

// Get, Position and Contains never allocate, on any kind.
func TestLookupsDoNotAllocate(t *testing.T) {
	for _, kind := range gen.Kinds() {
		ids := gen.IDs(uint64(kind)+100, kind, 3000)
		for _, s := range []Segment{FromSlice(ids), FromSliceCompact(ids)} {
			mid := ids[len(ids)/2]
			var sink uint64
			allocs := testing.AllocsPerRun(100, func() {
				v, _ := s.Get(1234)
				p, _ := s.Position(mid)
				q, _ := s.Position(mid + 1)
				if s.Contains(mid) {
					sink += v + uint64(p+q)
				}
			})
			if allocs != 0 {
				t.Errorf("%v (%v): %v allocations per lookup", s, kind, allocs)
			}
			_ = sink
		}
	}
	// Every kind is covered.
	seen := map[Kind]bool{}
	for _, kind := range gen.Kinds() {
		seen[FromSlice(gen.IDs(uint64(kind)+100, kind, 3000)).Kind()] = true
	}
	seen[KindRangeWithHoles] = seen[KindRangeWithHoles] || FromSlice(rangeMinus(0, 3000, 7)).Kind() == KindRangeWithHoles
	if len(seen) != 5 {
		t.Errorf("kinds covered: %v", seen)
	}
}

// A Range never allocates: constructing, querying or encoding it into a
// buffer with room.
func TestRangeDoesNotAllocate(t *testing.T) {
	buf := make([]byte, 0, 64)
	var sink int
	allocs := testing.AllocsPerRun(100, func() {
		s := NewRange(5, 1<<40)
		sl := s.Slice(10, 20)
		p, _ := s.Position(77)
		buf = sl.AppendProto(buf[:0])
		sink += p + s.Len() + s.LanceSizeBytes() + len(buf)
	})
	if allocs != 0 {
		t.Errorf("%v allocations", allocs)
	}
	_ = sink
}
