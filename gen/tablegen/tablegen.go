// Package tablegen makes table histories for tests and benchmarks: lists
// of table.Op values (appends, scattered and contiguous deletes, batched
// and single-row updates, merge-inserts, compactions, restores) that
// table.Replay carries out, random ones (History, with the weights of a
// Mix) and the benchmark workloads W1 (fresh appends), W2 (a table after
// some life) and W3 (single-row update churn). It sits above package
// table, whose operation type it produces; the id sets of package gen,
// below every package, are what rowindex, segment and bitpack test with.
//
// Every generator takes an explicit seed and draws from gen.NewRand
// (math/rand/v2's PCG), so the same seed gives the same history on every
// machine and Go version.
package tablegen

import (
	"math/rand/v2"
	"slices"

	"github.com/stablerow/stablerow/gen"
	"github.com/stablerow/stablerow/table"
)

// Mix weighs the operations of a random history and bounds their sizes.
// A weight of 0 leaves the operation out.
type Mix struct {
	Append           int // appends of 1..MaxAppendFragments fragments
	DeleteScattered  int // deletes of random ids
	DeleteContiguous int // deletes of a run of consecutive ids
	UpdateBatch      int // updates of random ids
	UpdateSingle     int // updates of one row
	MergeInsert      int // merge-inserts of random matches and new rows
	Compact          int // compactions of a window of fragments
	Restore          int // restores of an earlier version
	// MaxAppendRows bounds the rows of an appended fragment (at least 1).
	MaxAppendRows int
	// MaxAppendFragments bounds the fragments of one append (at least 1).
	MaxAppendFragments int
	// MaxBatch bounds the ids of a delete, update or merge-insert and the
	// rows a merge-insert inserts (at least 1).
	MaxBatch int
	// MaxTargetRows bounds a compaction's target rows per fragment (at
	// least 1).
	MaxTargetRows int
}

// DefaultMix returns a mix of every operation over small tables (a few
// hundred to a few thousand rows), for model tests.
func DefaultMix() Mix {
	return Mix{
		Append: 4, DeleteScattered: 3, DeleteContiguous: 2, UpdateBatch: 3, UpdateSingle: 2,
		MergeInsert: 2, Compact: 2, Restore: 1,
		MaxAppendRows: 300, MaxAppendFragments: 3, MaxBatch: 60, MaxTargetRows: 500,
	}
}

// weights returns the weights in the order History's choices use:
// append, delete scattered, delete contiguous, update batch, update
// single, merge-insert, compact, restore.
func (m Mix) weights() [8]int {
	return [8]int{m.Append, m.DeleteScattered, m.DeleteContiguous, m.UpdateBatch,
		m.UpdateSingle, m.MergeInsert, m.Compact, m.Restore}
}

// historyState is the generator's own view of the table: its live ids
// (sorted), the next fresh id, and the live ids after each operation (for
// restores). It is enough to pick meaningful ids.
type historyState struct {
	r     *rand.Rand
	mix   Mix
	live  []uint64
	next  uint64
	after [][]uint64
}

// History returns a random table history of steps operations drawn with
// the weights of mix, deterministically for seed (the same list on every
// machine). The first operation is always an append (creating the table).
// Deletes and updates sometimes name ids that have no live row (deleted
// or never assigned), which must match nothing; merge-insert matches are
// always live and distinct; restores target an earlier operation.
func History(seed uint64, mix Mix, steps int) []table.Op {
	mix.MaxAppendRows = max(1, mix.MaxAppendRows)
	mix.MaxAppendFragments = max(1, mix.MaxAppendFragments)
	mix.MaxBatch = max(1, mix.MaxBatch)
	mix.MaxTargetRows = max(1, mix.MaxTargetRows)
	s := &historyState{r: gen.NewRand(seed), mix: mix}
	ops := make([]table.Op, 0, max(0, steps))
	w := mix.weights()
	total := 0
	for _, x := range w {
		total += max(0, x)
	}
	for i := 0; i < steps; i++ {
		choice := 0 // append
		if i > 0 && total > 0 {
			p := s.r.IntN(total)
			for choice = 0; p >= max(0, w[choice]); choice++ {
				p -= max(0, w[choice])
			}
		}
		ops = append(ops, s.op(choice, i))
		s.after = append(s.after, slices.Clone(s.live))
	}
	return ops
}

// op draws one operation of the given choice (see weights) as operation
// number i, and applies it to the state.
func (s *historyState) op(choice, i int) table.Op {
	r, m := s.r, s.mix
	if len(s.live) == 0 && choice != 6 && choice != 7 {
		choice = 0 // nothing to delete, update or match: append
	}
	switch choice {
	case 0:
		rows := make([]int, 1+r.IntN(m.MaxAppendFragments))
		for j := range rows {
			rows[j] = 1 + r.IntN(m.MaxAppendRows)
			for k := 0; k < rows[j]; k++ {
				s.live = append(s.live, s.next)
				s.next++
			}
		}
		return table.Op{Kind: table.OpAppend, Rows: rows}
	case 1, 3, 4:
		n := 1
		if choice != 4 {
			n = 1 + r.IntN(m.MaxBatch)
		}
		ids := s.sample(n)
		ids = s.addNoise(ids)
		kind := table.OpUpdate
		if choice == 1 {
			kind = table.OpDelete
			s.remove(ids)
		}
		return table.Op{Kind: kind, IDs: ids}
	case 2:
		// A run of consecutive ids around a live one: some of them may be
		// deleted already or never assigned.
		start := s.live[r.IntN(len(s.live))]
		n := uint64(1 + r.IntN(m.MaxBatch))
		ids := make([]uint64, 0, n)
		for v := start; v < start+n; v++ {
			ids = append(ids, v)
		}
		s.remove(ids)
		return table.Op{Kind: table.OpDelete, IDs: ids}
	case 5:
		matched := s.sample(r.IntN(min(m.MaxBatch, len(s.live)) + 1))
		inserted := r.IntN(m.MaxBatch + 1)
		if len(matched) == 0 && inserted == 0 {
			inserted = 1
		}
		for k := 0; k < inserted; k++ {
			s.live = append(s.live, s.next)
			s.next++
		}
		return table.Op{Kind: table.OpMergeInsert, IDs: matched, Inserted: inserted}
	case 6:
		return table.Op{Kind: table.OpRewrite, Start: r.IntN(4), Count: 1 + r.IntN(6),
			TargetRows: 1 + r.IntN(m.MaxTargetRows), Merged: r.IntN(3) == 0}
	default:
		if i == 0 {
			return s.op(0, i)
		}
		target := r.IntN(i)
		s.live = slices.Clone(s.after[target])
		return table.Op{Kind: table.OpRestore, Target: target}
	}
}

// sample returns n distinct live ids (fewer if there are not that many) in
// random order.
func (s *historyState) sample(n int) []uint64 {
	n = min(n, len(s.live))
	perm := s.r.Perm(len(s.live))[:n]
	out := make([]uint64, n)
	for i, p := range perm {
		out[i] = s.live[p]
	}
	return out
}

// addNoise sometimes adds ids with no live row: a repeated id, an id past
// every assigned one, or an id that is not live (deleted or a gap).
func (s *historyState) addNoise(ids []uint64) []uint64 {
	if s.r.IntN(4) != 0 {
		return ids
	}
	ids = append(ids, s.next+uint64(s.r.IntN(10)))
	if len(ids) > 1 {
		ids = append(ids, ids[0])
	}
	if s.next > 0 {
		v := s.r.Uint64N(s.next)
		if _, live := slices.BinarySearch(s.live, v); !live {
			ids = append(ids, v)
		}
	}
	return ids
}

// remove drops ids from the live set.
func (s *historyState) remove(ids []uint64) {
	drop := make(map[uint64]bool, len(ids))
	for _, v := range ids {
		drop[v] = true
	}
	s.live = slices.DeleteFunc(s.live, func(v uint64) bool { return drop[v] })
}

// FragmentRows is the rows per appended fragment of the benchmark
// workloads.
const FragmentRows = 100_000

// workloadFragments splits n rows into fragments of FragmentRows
// (the last one shorter).
func workloadFragments(n int) []int {
	var rows []int
	for n > 0 {
		c := min(n, FragmentRows)
		rows = append(rows, c)
		n -= c
	}
	return rows
}

// W1FreshAppends is benchmark workload W1: one commit appending n rows in
// fragments of FragmentRows rows (ids 0..n-1, one Range per
// fragment).
func W1FreshAppends(n int) []table.Op {
	return []table.Op{{Kind: table.OpAppend, Rows: workloadFragments(n)}}
}

// W2AfterLife is benchmark workload W2, a table after some life: n rows
// appended in fragments of FragmentRows rows; one delete of 1% of
// the rows, at random; 1% of the remaining rows updated, scattered, in
// updateBatches commits; then the first half of the appended fragments
// (manifest positions 0..f/2-1 of the f appended fragments, which the
// updates leave in place) compacted with Lance's default target of
// 1024*1024 rows per fragment. The ids are deterministic for seed.
func W2AfterLife(seed uint64, n, updateBatches int) []table.Op {
	r := gen.NewRand(seed)
	rows := workloadFragments(n)
	ops := []table.Op{{Kind: table.OpAppend, Rows: rows}}
	nDel := n / 100
	nUpd := (n - nDel) / 100
	picked := distinctBelow(r, n, nDel+nUpd)
	ops = append(ops, table.Op{Kind: table.OpDelete, IDs: picked[:nDel]})
	updateBatches = max(1, min(updateBatches, max(1, nUpd)))
	upd := picked[nDel:]
	for b := 0; b < updateBatches; b++ {
		lo, hi := b*nUpd/updateBatches, (b+1)*nUpd/updateBatches
		if hi > lo {
			ops = append(ops, table.Op{Kind: table.OpUpdate, IDs: upd[lo:hi:hi]})
		}
	}
	if half := len(rows) / 2; half > 0 {
		ops = append(ops, table.Op{Kind: table.OpRewrite, Start: 0, Count: half, TargetRows: 1 << 20})
	}
	return ops
}

// distinctBelow returns k distinct values below n (k <= n), in the random
// order they were drawn, using a bit set of n bits (not a permutation of
// n ints).
func distinctBelow(r *rand.Rand, n, k int) []uint64 {
	seen := make([]uint64, (n+63)/64)
	out := make([]uint64, 0, k)
	for len(out) < k {
		v := r.Uint64N(uint64(n))
		if seen[v/64]&(1<<(v%64)) != 0 {
			continue
		}
		seen[v/64] |= 1 << (v % 64)
		out = append(out, v)
	}
	return out
}

// W3UpdateChurn is benchmark workload W3: n rows appended in fragments of
// FragmentRows rows, then k commits each updating one random row
// (ids drawn with replacement, deterministically for seed).
func W3UpdateChurn(seed uint64, n, k int) []table.Op {
	r := gen.NewRand(seed)
	ops := make([]table.Op, 0, k+1)
	ops = append(ops, table.Op{Kind: table.OpAppend, Rows: workloadFragments(n)})
	for i := 0; i < k && n > 0; i++ {
		ops = append(ops, table.Op{Kind: table.OpUpdate, IDs: []uint64{r.Uint64N(uint64(n))}})
	}
	return ops
}
