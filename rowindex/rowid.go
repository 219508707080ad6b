package rowindex

import (
	"github.com/stablerow/stablerow/segment"
)

// RowID returns the row id at addr, or false if the fragment is unknown,
// the offset is past its rows, or the row is deleted. It finds the
// fragment by binary search over the sorted fragment ids and the offset's
// segment by binary search over the sequence's prefix offsets; it does not
// allocate.
func (x *Index) RowID(addr RowAddress) (uint64, bool) {
	f := x.fragIndex(addr.Fragment())
	if f < 0 {
		return 0, false
	}
	off := addr.Offset()
	if x.rangeWords != nil {
		if e := x.rangeWords[f]; e != 0 {
			if uint64(off) >= e>>rangeLenShift || x.fragDeleted(uint32(f)) && x.frags[f].dv.Contains(off) {
				return 0, false
			}
			return e&(1<<rangeLenShift-1) + uint64(off), true
		}
	}
	fr := x.frags[f]
	if fr.dv != nil && fr.dv.Contains(off) {
		return 0, false
	}
	return fr.seq.Get(int(off))
}

// fragIndex returns the index in frags of fragment id, or -1 (Fragment
// returns the fragment itself): at once when the ids up to it are dense,
// else by a branch-free search like lastAtMost.
func (x *Index) fragIndex(id uint32) int {
	ids := x.fragIDs
	if ids == nil {
		if g := uint64(id) - uint64(x.fragBase); g < uint64(len(x.frags)) {
			return int(g)
		}
		return -1
	}
	if id < ids[0] {
		return -1
	}
	if x.fragDir != nil {
		return fragmentIn(ids, x.fragDir, id)
	}
	// Fragment ids are usually dense (appends take the next id): fragment
	// id sits at index id-ids[0] unless ids below it are missing.
	if g := uint64(id - ids[0]); g < uint64(len(ids)) && ids[g] == id {
		return int(g)
	}
	last := len(ids) - 1
	if id > ids[last] {
		return -1
	}
	if last >= 64 {
		// Gaps (dropped or compacted fragments) spread evenly leave id
		// near its interpolated index: gallop from there (a few probes
		// around one or two cache lines) instead of searching them all.
		g := int(uint64(id-ids[0]) * uint64(last) / uint64(ids[last]-ids[0]))
		lo, hi := g, g+1 // sought: ids[lo] <= id and hi = last+1 or ids[hi] > id
		for step := 1; ids[lo] > id; step <<= 1 {
			hi, lo = lo, max(lo-step, 0)
		}
		for step := 1; hi <= last && ids[hi] <= id; step <<= 1 {
			lo, hi = hi, min(hi+step, last+1)
		}
		lo = searchAbove(ids, lo, hi, id) - 1
		if ids[lo] != id {
			return -1
		}
		return lo
	}
	base := lastAtMost(ids, id)
	if ids[base] != id {
		return -1
	}
	return base
}

// rangeLenShift is where a rangeWords entry's length starts.
const rangeLenShift = 48

// buildRangeWords sets rangeWords from the fragments, or nil when there are
// fewer than tu.rangeWordsMin.
func (x *Index) buildRangeWords(tu *tuning) {
	x.rangeWords = nil
	if len(x.frags) < tu.rangeWordsMin {
		return
	}
	x.rangeWords = make([]uint64, len(x.frags))
	for f := range x.frags {
		x.rangeWords[f] = rangeWord(x.frags[f].seq)
	}
}

// rangeWord returns the rangeWords entry of seq: start | length<<48 if seq
// is one Range of 1 to 65535 ids starting below 2^48, else 0 (RowID then
// reads the sequence).
func rangeWord(seq Sequence) uint64 {
	if seq.d == nil || seq.d.m != nil || seq.d.one[0].Kind() != segment.KindRange {
		return 0
	}
	n := seq.d.one[0].Len()
	start, _, _ := seq.d.one[0].Bounds()
	if n == 0 || n >= 1<<(64-rangeLenShift) || start >= 1<<rangeLenShift {
		return 0
	}
	return start | uint64(n)<<rangeLenShift
}
