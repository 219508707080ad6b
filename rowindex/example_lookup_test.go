package rowindex_test

import (
	"fmt"

	"github.com/stablerow/stablerow/rowindex"
	"github.com/stablerow/stablerow/segment"
)

// An update moved id 5 to fragment 1 and a delete then removed it there:
// Get misses it, Lookup reports where it was deleted last; id 42 no row
// holds.
func ExampleIndex_Lookup() {
	idx, err := rowindex.Build([]rowindex.Fragment{
		{ID: 0, RowIDs: rowindex.RangeSequence(0, 10), PhysicalRows: 10, Deletions: rowindex.NewDeletionVector(5)},
		{ID: 1, RowIDs: rowindex.NewSequence(segment.FromSlice([]uint64{5})), PhysicalRows: 1, Deletions: rowindex.NewDeletionVector(0)},
	})
	if err != nil {
		panic(err)
	}
	for _, id := range []uint64{3, 5, 42} {
		addr, st := idx.Lookup(id)
		if st == rowindex.Absent {
			fmt.Println(id, st) // addr is InvalidAddress
			continue
		}
		fmt.Println(id, st, addr)
	}
	// Output:
	// 3 live 0:3
	// 5 deleted 1:0
	// 42 absent
}
