package table

import (
	"fmt"
)

// Replay carries out a history (package gen/tablegen generates them) on t, in order, and returns the table after each operation:
// result i is the version operation i produced (for a compaction, the
// rewrite, whose parent is the reserve commit). A compaction whose window
// finds no fragment commits nothing, and its result is the table as it
// was. An OpRestore restores the version of result Target.
func Replay(t *Table, ops []Op) ([]*Table, error) {
	out := make([]*Table, 0, len(ops))
	cur := t
	for i, op := range ops {
		next, err := apply(cur, op, out)
		if err != nil {
			return out, fmt.Errorf("table: replay op %d (%v): %w", i, op, err)
		}
		cur = next
		out = append(out, cur)
	}
	return out, nil
}

// ReplayLatest carries out ops on t like Replay but keeps only the last
// version: each result is cut from its history (WithoutHistory) once the
// next operation has used it, so memory stays that of one version however
// long the history. An OpRestore is an error (the versions it could target
// are gone). It is meant for long benchmark workloads.
func ReplayLatest(t *Table, ops []Op) (*Table, error) {
	cur := t
	for i, op := range ops {
		if op.Kind == OpRestore {
			return cur, fmt.Errorf("table: replay op %d (%v): %w: ReplayLatest keeps no history", i, op, ErrUnknownVersion)
		}
		next, err := apply(cur, op, nil)
		if err != nil {
			return cur, fmt.Errorf("table: replay op %d (%v): %w", i, op, err)
		}
		if next != cur {
			// The index of next is derived from cur's (computed by the
			// operation) before the history is cut.
			if _, err := next.Index(); err != nil {
				return cur, fmt.Errorf("table: replay op %d (%v): %w", i, op, err)
			}
			next = next.WithoutHistory()
		}
		cur = next
	}
	return cur, nil
}

// apply carries out one generated operation; done holds the results of the
// operations before it.
func apply(t *Table, op Op, done []*Table) (*Table, error) {
	switch op.Kind {
	case OpAppend:
		return t.Append(op.Rows...)
	case OpDelete:
		return t.Delete(op.IDs)
	case OpUpdate:
		return t.Update(op.IDs)
	case OpMergeInsert:
		return t.MergeInsert(op.IDs, op.Inserted)
	case OpRewrite:
		ids := CompactionWindow(t, op.Start, op.Count)
		if len(ids) == 0 {
			return t, nil
		}
		var next *Table
		var err error
		if op.Merged {
			next, _, err = t.CompactMerged(ids, op.TargetRows)
		} else {
			next, _, err = t.Compact(ids, op.TargetRows)
		}
		return next, err
	case OpRestore:
		if op.Target < 0 || op.Target >= len(done) {
			return nil, fmt.Errorf("%w: restore target op %d of %d done", ErrUnknownVersion, op.Target, len(done))
		}
		return t.Restore(done[op.Target].Number())
	}
	return nil, fmt.Errorf("table: operation %v cannot be replayed", op.Kind)
}

// CompactionWindow returns the ids of the fragments an OpRewrite with
// the given Start and Count picks in t: manifest positions [s, s+c) with
// s = Start mod n and c = min(Count, n-s), for n fragments (none if n is 0
// or Count < 1).
func CompactionWindow(t *Table, start, count int) []uint32 {
	n := len(t.frags)
	if n == 0 || count < 1 {
		return nil
	}
	s := ((start % n) + n) % n
	c := min(count, n-s)
	ids := make([]uint32, c)
	for i := range ids {
		ids[i] = t.frags[s+i].ID
	}
	return ids
}
