package segment

import (
	"math"
	"math/bits"
)

// Hole directories. A RangeWithHoles of at least holeDirCutoff holes keeps
// two bucket directories beside its packed holes, so that Position and Get
// jump to a bucket in O(1) and binary-search only the few holes in it
// instead of the whole list (about a dozen dependent packed loads at 2,000
// holes, the common size after a compaction drops 2% of a 100k-row
// fragment):
//
//   - hdir, over the hole values: hdir[b] is the number of holes below
//     start + b<<hsh. Position(v) searches holes [hdir[b], hdir[b+1]) for
//     b = (v-start)>>hsh.
//   - pdir, over u[m] = holes[m]-start-m (non-decreasing; the number of
//     present ids below hole m): pdir[b] is the number of holes with
//     u < b<<psh. Get(i) counts the holes with u <= i, searching
//     [pdir[b], pdir[b+1]) for b = (i+1)>>psh.
//
// Bucket widths are chosen for holeDirPerBucket holes per bucket on
// average, so each directory has at most about 2*holes/holeDirPerBucket+2
// uint32 entries (0.25 to 0.5 bytes per hole each, whatever the span).
// This is an in-memory structure only: the wire format and the encoding
// choice do not see it.

// holeDirCutoff is the number of holes from which a RangeWithHoles gets its
// directories. Below it the holes are at most a few cache lines and a
// plain binary search (6 steps) is as fast as a directory jump plus a
// shorter search.
const holeDirCutoff = 64

// holeDirPerBucket is the target average number of holes per bucket: the
// search inside a bucket takes about log2 of it steps.
const holeDirPerBucket = 16

// withHoleDirs adds the hole directories to a RangeWithHoles of at least
// holeDirCutoff (and at most 2^32-1) holes.
func withHoleDirs(s Segment) Segment {
	nh := s.vals.Len()
	if nh < holeDirCutoff || nh > math.MaxUint32 {
		return s
	}
	words, w, base := s.vals.Words(), s.vals.Width(), s.vals.Base()
	span := s.end - s.start
	ax := &aux{}
	ax.hsh, ax.hdir = bucketDir(nh, span, func(m int) uint64 { return base + packedAt(words, w, m) - s.start })
	ax.psh, ax.pdir = bucketDir(nh, span-uint64(nh)+1, func(m int) uint64 {
		return base + packedAt(words, w, m) - s.start - uint64(m)
	})
	s.aux = ax
	return s
}

// bucketDir returns the shift and the directory of n non-decreasing keys
// in [0, keyspace): dir[b] is the index of the first key >= b<<shift, for
// b up to the number of buckets (whose entry is n).
func bucketDir(n int, keyspace uint64, key func(int) uint64) (uint8, []uint32) {
	shift := dirShift(n, keyspace)
	nb := int((keyspace-1)>>shift) + 1
	dir := make([]uint32, nb+1)
	b := 0
	for m := 0; m < n; m++ {
		for kb := int(key(m) >> shift); b <= kb; b++ {
			dir[b] = uint32(m)
		}
	}
	for ; b <= nb; b++ {
		dir[b] = uint32(n)
	}
	return uint8(shift), dir
}

// holesLowerBound returns the index of the first hole >= v, for v in
// [start, end), through the value directory.
func (s *Segment) holesLowerBound(v uint64) int {
	ax := s.aux
	k := v - s.start
	b := k >> ax.hsh
	lo, hi := int(ax.hdir[b]), int(ax.hdir[b+1])
	words, w := s.vals.Words(), s.vals.Width()
	base := s.vals.Base()
	for n := hi - lo; n > 1; {
		half := n >> 1
		if base+packedAt(words, w, lo+half-1) < v {
			lo += half
		}
		n -= half
	}
	if lo < hi && base+packedAt(words, w, lo) < v {
		lo++
	}
	return lo
}

// holesBelowPosition returns the number of holes m with
// holes[m]-start-m <= i (the holes below the i-th present id), through the
// position directory.
func (s *Segment) holesBelowPosition(i uint64) int {
	ax := s.aux
	b := (i + 1) >> ax.psh
	lo, hi := int(ax.pdir[b]), int(ax.pdir[b+1])
	words, w := s.vals.Words(), s.vals.Width()
	base, target := s.vals.Base(), s.start+i
	// holes[m] <= target+m: no overflow, as target+m < end for every m
	// the search visits.
	for n := hi - lo; n > 1; {
		half := n >> 1
		if m := lo + half - 1; base+packedAt(words, w, m) <= target+uint64(m) {
			lo += half
		}
		n -= half
	}
	if lo < hi && base+packedAt(words, w, lo) <= target+uint64(lo) {
		lo++
	}
	return lo
}

// dirShift returns the bucket shift for n keys in [0, keyspace): 2^shift is
// in (8q, 16q] for q = keyspace/n >= 1, about holeDirPerBucket keys per
// bucket.
func dirShift(n int, keyspace uint64) uint {
	return uint(min(bits.Len64(keyspace/uint64(n))+bits.Len(holeDirPerBucket)-2, 63))
}

// holeDirsSizeBytes is the size of the directories of nh holes in a range
// of span ids (0 below holeDirCutoff).
func holeDirsSizeBytes(nh, span uint64) uint64 {
	if nh < holeDirCutoff || nh > math.MaxUint32 {
		return 0
	}
	entries := func(keyspace uint64) uint64 { return (keyspace-1)>>dirShift(int(nh), keyspace) + 2 }
	return 4 * (entries(span) + entries(span-nh+1))
}
