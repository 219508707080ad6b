package rowindex

import (
	"math/bits"
)

// Search level fan-outs. Each parent's children are 16 entries (two
// adjacent cache lines, compared independently), and levels[0] samples
// every 16th start (500 KB at 1e6 chunks): the best or tied among
// fan-outs 8/16/32 and leaf blocks of 8 to 64 (BenchmarkChunkSearch;
// PERFORMANCE.md, "Cutoffs of rowindex").
const (
	fanShift  = 4
	fanout    = 1 << fanShift
	leafShift = 4
)

// search returns the last chunk whose first id is <= id, or -1.
//
// With a chunk directory (chunkdir.go: starts spread evenly enough, 4096
// chunks or more) it reads one directory entry and searches the few starts
// of the id's bucket. Otherwise it walks the sample levels from the top:
// each level holds every
// 16th entry of the one below (levels[0] every 16th start), so the
// children of one entry are 128 contiguous bytes, and each step counts
// (branch-free, sixteen independent compares) how many of them are <= id.
// A lookup touches two adjacent cache lines per level, the levels stay in
// cache, and only the last block of starts is likely to miss; a plain
// binary search takes one dependent miss per halving once it leaves the
// cached top of the array. See BenchmarkChunkSearch and
// BenchmarkChunkSearchRatio.
func (x *Index) search(id uint64) int {
	starts := x.starts
	if len(starts) == 0 || id < starts[0] {
		return -1
	}
	if len(x.dir.ents) > 0 {
		return x.dir.search(starts, id)
	}
	return x.searchLevels(id)
}

// searchLevels is search through the levels, given starts[0] <= id.
func (x *Index) searchLevels(id uint64) int {
	starts := x.starts
	idx := 0
	for l := len(x.levels) - 1; l >= 1; l-- {
		idx = descend(x.levels[l], idx, id, fanShift)
	}
	if len(x.levels) > 0 {
		idx = descend(x.levels[0], idx, id, fanShift)
	}
	return descend(starts, idx, id, leafShift)
}

// descend returns the index in level of the last entry <= id among the
// children of parent idx (level[idx<<shift :][:1<<shift]), given that the
// first of them is <= id.
func descend(level []uint64, idx int, id uint64, shift uint) int {
	lo := idx << shift
	block := level[lo:min(lo+1<<shift, len(level))]
	above := 0
	for _, v := range block {
		_, borrow := bits.Sub64(id, v, 0) // 1 iff id < v
		above += int(borrow)
	}
	return lo + len(block) - above - 1
}

// buildLevels samples starts into the search levels: levels[0] is every
// 16th (1<<leafShift) start, levels[l+1] every fanout-th entry of levels[l], up to a
// level of at most fanout entries.
func buildLevels(starts []uint64) [][]uint64 {
	var levels [][]uint64
	cur, shift := starts, uint(leafShift)
	for len(cur) > 1<<shift {
		next := make([]uint64, (len(cur)+1<<shift-1)>>shift)
		for i := range next {
			next[i] = cur[i<<shift]
		}
		levels = append(levels, next)
		cur, shift = next, fanShift
	}
	return levels
}

// The package's searches of ascending arrays are these three: lastAtMost
// (branch-free, for short or cache-resident arrays), gallopAbove (forward
// from a known position, for ascending batches) and searchAbove (a plain
// binary search between two known bounds). gallopMiss (batch.go) is
// gallopAbove through an index list, and wideTable.entries searches a
// bit-packed array.

// lastAtMost returns the index of the last element of the ascending a that
// is <= v, given a[0] <= v. The loop is branch-free (the comparison
// becomes a borrow and a mask): on short arrays and cache-resident ones
// this beats a branchy search, whose mispredictions dominate.
func lastAtMost[T uint32 | uint64](a []T, v T) int {
	base, n := 0, len(a)
	for n > 1 {
		half := n >> 1
		_, borrow := bits.Sub64(uint64(v), uint64(a[base+half]), 0)
		base += half & (int(borrow) - 1)
		n -= half
	}
	return base
}

// extendLevels returns the search levels of starts, whose prefix was
// sampled into levels: existing samples stay, new ones are appended (with
// appendShared), and levels are added on top as needed. It equals
// buildLevels(starts).
func extendLevels(levels [][]uint64, starts []uint64, inPlace bool) [][]uint64 {
	var out [][]uint64
	cur, shift := starts, uint(leafShift)
	for l := 0; len(cur) > 1<<shift; l++ {
		want := (len(cur) + 1<<shift - 1) >> shift
		var lv []uint64
		if l < len(levels) {
			lv = levels[l]
		}
		var extra []uint64
		for i := len(lv); i < want; i++ {
			extra = append(extra, cur[i<<shift])
		}
		lv = appendShared(lv, extra, inPlace)
		out = append(out, lv)
		cur, shift = lv, fanShift
	}
	return out
}

// gallopAbove returns the first index in (lo, j) of the ascending s whose
// value is > v, or j, given s[lo] <= v: it doubles its step from lo, then
// binary-searches the last step (searchAbove).
func gallopAbove[T uint32 | uint64](s []T, lo, j int, v T) int {
	step := 1
	for lo+step < j && s[lo+step] <= v {
		lo += step
		step <<= 1
	}
	return searchAbove(s, lo, min(lo+step, j), v)
}

// searchAbove returns the first index in (lo, hi] of the ascending s whose
// value is > v, given s[lo] <= v and that hi is len(s) or s[hi] > v.
func searchAbove[T uint32 | uint64](s []T, lo, hi int, v T) int {
	for hi-lo > 1 {
		m := int(uint(lo+hi) >> 1)
		if s[m] <= v {
			lo = m
		} else {
			hi = m
		}
	}
	return hi
}
