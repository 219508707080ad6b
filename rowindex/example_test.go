package rowindex_test

import (
	"fmt"

	"github.com/stablerow/stablerow/rowindex"
	"github.com/stablerow/stablerow/segment"
)

// Two appended fragments, then look rows up by id and by address.
func ExampleBuild() {
	frags := []rowindex.Fragment{
		{ID: 0, RowIDs: rowindex.RangeSequence(0, 100), PhysicalRows: 100},
		{ID: 1, RowIDs: rowindex.RangeSequence(100, 150), PhysicalRows: 50,
			Deletions: rowindex.NewDeletionVector(7)},
	}
	x, err := rowindex.Build(frags)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(x.Len(), x.NumChunks())
	// Output: 149 2
}

func ExampleIndex_Get() {
	x, _ := rowindex.Build([]rowindex.Fragment{
		{ID: 3, RowIDs: rowindex.RangeSequence(0, 10), PhysicalRows: 10,
			Deletions: rowindex.NewDeletionVector(4)},
	})
	for _, id := range []uint64{2, 4, 10} {
		addr, ok := x.Get(id)
		fmt.Println(id, addr, ok)
	}
	// Output:
	// 2 3:2 true
	// 4 4294967295:4294967295 false
	// 10 4294967295:4294967295 false
}

func ExampleIndex_GetBatch() {
	x, _ := rowindex.Build([]rowindex.Fragment{
		{ID: 0, RowIDs: rowindex.RangeSequence(0, 1000), PhysicalRows: 1000},
	})
	ids := []uint64{5, 6, 7, 5000}
	out := make([]rowindex.RowAddress, len(ids))
	fmt.Println(x.GetBatch(ids, out), out)
	// Output: 3 [0:5 0:6 0:7 4294967295:4294967295]
}

func ExampleIndex_RowID() {
	x, _ := rowindex.Build([]rowindex.Fragment{
		{ID: 2, RowIDs: rowindex.NewSequence(segment.NewArray([]uint64{40, 10, 30})), PhysicalRows: 3},
	})
	id, ok := x.RowID(rowindex.NewRowAddress(2, 1))
	fmt.Println(id, ok)
	// Output: 10 true
}

// An update keeps row ids: rows 3 and 4 move to a new fragment and are
// tombstoned in the old one. The next index reuses fragment 1's chunks.
func ExampleIndex_WithFragments() {
	x, _ := rowindex.Build([]rowindex.Fragment{
		{ID: 0, RowIDs: rowindex.RangeSequence(0, 10), PhysicalRows: 10},
		{ID: 1, RowIDs: rowindex.RangeSequence(10, 20), PhysicalRows: 10},
	})
	old := x.Fragments()[0]
	old.Deletions = old.Deletions.With(3, 4)
	moved := rowindex.Fragment{ID: 2, RowIDs: rowindex.RangeSequence(3, 5), PhysicalRows: 2}

	y, err := x.WithFragments([]uint32{0}, []rowindex.Fragment{old, moved})
	if err != nil {
		fmt.Println(err)
		return
	}
	a, _ := x.Get(4)
	b, _ := y.Get(4)
	fmt.Println(a, b, y.Len())
	// Output: 0:4 2:1 20
}

func ExampleRechunk() {
	seqs := []rowindex.Sequence{rowindex.RangeSequence(0, 5), rowindex.RangeSequence(5, 8)}
	out, err := rowindex.Rechunk(seqs, []int{2, 6}, false)
	fmt.Println(out, err)
	_, err = rowindex.Rechunk(seqs, []int{10}, false)
	fmt.Println(err)
	// Output:
	// [[range[0..2)] [range[2..8)]] <nil>
	// rowindex: too few segments for chunk 0: expected chunk size 10, remaining needed 2
}

func ExampleUnmarshalSequence() {
	s, err := rowindex.UnmarshalSequence([]byte{0x0A, 0x04, 0x0A, 0x02, 0x10, 0x0A})
	fmt.Println(s, s.Len(), err)
	fmt.Printf("% X\n", s.AppendProto(nil))
	// Output:
	// [range[0..10)] 10 <nil>
	// 0A 04 0A 02 10 0A
}

func ExampleParseRowAddress() {
	a, _ := rowindex.ParseRowAddress("7:42")
	b, _ := rowindex.ParseRowAddress("30064771114")
	fmt.Println(a == b, a.Fragment(), a.Offset())
	// Output: true 7 42
}
