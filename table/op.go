package table

import (
	"fmt"
	"strings"
)

// Op is one operation of a table history, for Replay: the kind of commit
// and its arguments. Which fields matter depends on Kind; the kinds that
// can be replayed are OpAppend, OpDelete, OpUpdate, OpMergeInsert,
// OpRewrite (a compaction: its reserve commit, then the rewrite) and
// OpRestore. Package gen/tablegen generates histories of them.
type Op struct {
	Kind Operation
	// Rows (OpAppend) holds the physical rows of each new fragment.
	Rows []int
	// IDs are row ids. OpDelete and OpUpdate match them like a predicate:
	// ids that have no live row (deleted or never assigned) and repeated
	// ids match nothing more. OpMergeInsert: the matched ids, each live and
	// distinct, in the order the source joined them.
	IDs []uint64
	// Inserted (OpMergeInsert) is the number of new rows.
	Inserted int
	// Start and Count (OpRewrite) choose the fragments to compact, at
	// manifest positions [s, s+c) with n fragments present, s = Start mod
	// n and c = min(Count, n-s) (CompactionWindow); with no fragments the
	// operation does nothing.
	Start, Count int
	// TargetRows (OpRewrite) is the target rows per new fragment.
	TargetRows int
	// Merged (OpRewrite) asks for the merged encoding (CompactMerged)
	// instead of Lance's (Compact).
	Merged bool
	// Target (OpRestore) is the index, in the same history, of the
	// operation whose resulting version is restored; it is below the
	// restore's own index.
	Target int
}

// String describes the operation briefly, e.g. "delete 12 ids".
func (o Op) String() string {
	switch o.Kind {
	case OpAppend:
		var b strings.Builder
		fmt.Fprintf(&b, "append %d fragments", len(o.Rows))
		if len(o.Rows) <= 4 {
			fmt.Fprintf(&b, " %v", o.Rows)
		}
		return b.String()
	case OpDelete, OpUpdate:
		return fmt.Sprintf("%v %d ids", o.Kind, len(o.IDs))
	case OpMergeInsert:
		return fmt.Sprintf("merge_insert %d matched, %d inserted", len(o.IDs), o.Inserted)
	case OpRewrite:
		m := ""
		if o.Merged {
			m = " merged"
		}
		return fmt.Sprintf("compact%s start %d count %d target %d", m, o.Start, o.Count, o.TargetRows)
	case OpRestore:
		return fmt.Sprintf("restore op %d", o.Target)
	}
	return o.Kind.String()
}
