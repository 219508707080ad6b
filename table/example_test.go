package table_test

import (
	"fmt"

	"github.com/stablerow/stablerow/rowindex"
	"github.com/stablerow/stablerow/table"
)

// A table's life: rows keep their ids when an update moves them.
func Example() {
	v1, _ := table.New(true).Append(5) // version 1: ids 0..4 in fragment 0
	v2, _ := v1.Delete([]uint64{1})    // version 2: only a deletion mark
	v3, _ := v2.Update([]uint64{3})    // version 3: id 3 moves to fragment 1

	idx, _ := v3.Index()
	for id, addr := range idx.All() {
		fmt.Println(id, addr)
	}
	created, _ := v3.CreatedAt(3)
	updated, _ := v3.LastUpdatedAt(3)
	fmt.Println("version", v3.Number(), "next_row_id", v3.NextRowID(), "id 3 created", created, "updated", updated)
	// Output:
	// 0 0:0
	// 2 0:2
	// 3 1:0
	// 4 0:4
	// version 3 next_row_id 5 id 3 created 1 updated 3
}

// Compaction commits twice, like Lance: it reserves fragment ids, then
// rewrites. Each source segment is re-encoded on its own; CompactMerged
// joins them where that is smaller.
func ExampleTable_Compact() {
	t, _ := table.New(true).Append(100, 100)
	t, _ = t.Delete([]uint64{5, 150})

	lance, st, _ := t.Compact([]uint32{0, 1}, 1000)
	fmt.Println(lance.Parent().Operation(), lance.Parent().Number(), lance.Operation(), lance.Number())
	fmt.Println(lance.Fragments()[0].RowIDs, st.RowIDBytesAfter, "bytes")

	merged, ms, _ := t.CompactMerged([]uint32{0, 1}, 1000)
	fmt.Println(merged.Fragments()[0].RowIDs, ms.RowIDBytesAfter, "bytes")
	// Output:
	// reserve_fragments 3 rewrite 4
	// [range_with_holes[0..100) holes=1 range_with_holes[100..200) holes=1] 36 bytes
	// [range_with_holes[0..200) holes=2] 19 bytes
}

// Change data capture: rows inserted and updated between two versions.
func ExampleTable_Inserted() {
	v1, _ := table.New(true).Append(4)         // ids 0..3
	v2, _ := v1.Append(2)                      // ids 4, 5
	v3, _ := v2.MergeInsert([]uint64{1, 4}, 1) // 1 and 4 rewritten, id 6 new

	fmt.Println("inserted after v1:", v3.Inserted(1, 3))
	fmt.Println("updated after v2:", v3.Updated(2, 3))
	// Output:
	// inserted after v1: [4 5 6]
	// updated after v2: [1 4]
}

// Restore brings an old version back without handing its later ids out
// again (unlike Lance, issue 8466).
func ExampleTable_Restore() {
	v1, _ := table.New(true).Append(3)
	v2, _ := v1.Append(2) // ids 3, 4
	v3, _ := v2.Restore(1)
	v4, _ := v3.Append(1)
	idx, _ := v4.Index()
	addr, _ := idx.Get(5)
	fmt.Println(v3.NextRowID(), addr)
	// Output:
	// 5 2:0
}

// AssignRowIDs applies Lance's commit-time rules: a fragment without ids
// gets a fresh Range; a short one gets fresh ids at its tail.
func ExampleAssignRowIDs() {
	partial := rowindex.RangeSequence(0, 2)
	seqs, next, err := table.AssignRowIDs(10, []table.PendingFragment{
		{ID: 0, PhysicalRows: 3},
		{ID: 1, PhysicalRows: 4, RowIDs: &partial},
	})
	fmt.Println(seqs[0].AppendTo(nil), seqs[1].AppendTo(nil), next, err)
	// Output:
	// [10 11 12] [0 1 13 14] 15 <nil>
}

// Replay runs a generated history.
func ExampleReplay() {
	ops := []table.Op{
		{Kind: table.OpAppend, Rows: []int{10, 10}},
		{Kind: table.OpUpdate, IDs: []uint64{3, 12}},
		{Kind: table.OpRewrite, Start: 0, Count: 3, TargetRows: 100},
	}
	versions, err := table.Replay(table.New(true), ops)
	if err != nil {
		fmt.Println(err)
		return
	}
	last := versions[len(versions)-1]
	fmt.Println(last.Number(), last.NumFragments(), last.NumRows(), last.NextRowID())
	// Output:
	// 4 1 20 20
}
