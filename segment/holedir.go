package segment

import (
	"encoding/binary"
	"math"
	"math/bits"
)

// Hole directories. A RangeWithHoles of at least holeDirCutoff holes keeps
// two bucket directories beside its packed holes, so that Position and Get
// jump to a bucket in O(1) and look only at the few holes in it instead of
// searching the whole list:
//
//   - the value directory (htop, hdir), over the keys x[m] = holes[m]-start:
//     the number of holes below start + b<<hsh. Position(v) looks at the
//     holes of bucket (v-start)>>hsh.
//   - the position directory (ptop, pdir), over u[m] = holes[m]-start-m
//     (non-decreasing; the number of present ids below hole m): the number
//     of holes with u < b<<psh. Get(i) counts the holes with u <= i: those
//     of the buckets before (i+1)>>psh and a few in it.
//
// Each directory stores its counts in 16 bits relative to a 32-bit count
// every 2^8 buckets (see newBucketDir), about 2 bytes per bucket.
//
// When the holes are dense enough that buckets of at most 256 keys hold
// several holes each (about one hole in 64 ids or more, which covers the
// compacted fragments of a table with a few percent of its rows deleted),
// the segment also keeps rel, the low byte of every x[m]. Both directories
// then use buckets of at most 256 keys, so that a hole's offset inside its
// value bucket is its byte and its offset inside its position bucket is its
// byte minus m, modulo 256: a lookup compares eight holes at once in one
// word (SWAR) without reading the packed holes. Buckets of more than 16
// holes, and every bucket of segments without rel, are searched in the
// packed holes.
//
// Memory: the directories hold holeDirPerBucket holes per bucket on
// average, 2*2/holeDirPerBucket bytes per hole for the two, plus one byte
// per hole for rel. This is an in-memory structure only: the wire format
// and the encoding choice do not see it.

// holeDirCutoff is the number of holes from which a RangeWithHoles gets its
// directories. Below it the holes are at most a few cache lines and a
// plain binary search (6 steps) is as fast as a directory jump plus a
// shorter search.
const holeDirCutoff = 64

// holeDirPerBucket is the target average number of holes per bucket: the
// bucket width is the power of two at which the average is in
// (holeDirPerBucket/2, holeDirPerBucket].
const holeDirPerBucket = 8

// relMaxShift is the largest bucket shift at which a bucket's keys are told
// apart by their low byte (rel).
const relMaxShift = 8

// relPad is the number of bytes rel carries past its last hole, so that a
// lookup can always read two words from a bucket's first hole on.
const relPad = 16

// holeDirLinear is the number of holes of a bucket up to which a lookup
// without rel counts them with independent packed loads; bigger buckets are
// binary-searched.
const holeDirLinear = 16

// A bucket directory of n non-decreasing keys split into buckets of 2^sh
// keys is the number of keys below each bucket's first key b<<sh, for b up
// to the number of buckets (whose count is n), stored as top[b>>gsh] +
// low[b]: a 32-bit count every 2^gsh buckets and a 16-bit one per bucket.

// dirBucket returns the keys of bucket b of the directory (top, low, gsh)
// as the index range [lo, hi).
func dirBucket(top []uint32, low []uint16, gsh uint8, b uint64) (lo, hi int) {
	lo = int(top[b>>gsh]) + int(low[b])
	hi = int(top[(b+1)>>gsh]) + int(low[b+1])
	return lo, hi
}

// newBucketDir returns the directory of n non-decreasing keys in
// [0, keyspace) at bucket shift sh. The group shift gsh is the largest, up
// to 8, at which every count relative to its group's first fits 16 bits:
// always 8 when the buckets of a group cannot hold 2^16 keys.
func newBucketDir(n int, keyspace uint64, sh uint, key func(int) uint64) (top []uint32, low []uint16, gsh uint8) {
	nb := int((keyspace-1)>>sh) + 1
	before := make([]uint32, nb+1)
	b := 0
	for m := 0; m < n; m++ {
		for kb := int(key(m) >> sh); b <= kb; b++ {
			before[b] = uint32(m)
		}
	}
	for ; b <= nb; b++ {
		before[b] = uint32(n)
	}
	g := uint(8)
	for ; g > 0; g-- {
		fits := true
		for b, c := range before {
			if c-before[b>>g<<g] > math.MaxUint16 {
				fits = false
				break
			}
		}
		if fits {
			break
		}
	}
	top, low = make([]uint32, nb>>g+1), make([]uint16, nb+1)
	for b, c := range before {
		if b&(1<<g-1) == 0 {
			top[b>>g] = c
		}
		low[b] = uint16(c - top[b>>g])
	}
	return top, low, uint8(g)
}

// withHoleDirs adds the hole directories to a RangeWithHoles of at least
// holeDirCutoff (and at most 2^32-1) holes.
func withHoleDirs(s Segment) Segment {
	nh := s.vals.Len()
	if nh < holeDirCutoff || nh > math.MaxUint32 {
		return s
	}
	words, w, base := s.vals.Words(), s.vals.Width(), s.vals.Base()
	hole := func(m int) uint64 { return base + packedAt(words, w, m) - s.start }
	span := s.end - s.start
	hsh, psh, rel := holeDirShifts(uint64(nh), span)
	ax := &aux{hwords: words, hw: uint8(w), hbase: base}
	ax.hsh, ax.psh = uint8(hsh), uint8(psh)
	ax.htop, ax.hdir, ax.hgsh = newBucketDir(nh, span, hsh, hole)
	ax.ptop, ax.pdir, ax.pgsh = newBucketDir(nh, span-uint64(nh)+1, psh, func(m int) uint64 { return hole(m) - uint64(m) })
	if rel {
		ax.rel = make([]byte, nh+relPad)
		for m := 0; m < nh; m++ {
			ax.rel[m] = byte(hole(m))
		}
	}
	s.aux = ax
	return s
}

// holeDirShifts returns the bucket shifts of the value and position
// directories of nh holes in span ids, and whether the segment keeps rel
// (both shifts at most relMaxShift).
func holeDirShifts(nh, span uint64) (hsh, psh uint, rel bool) {
	hsh, psh = dirShift(nh, span), dirShift(nh, span-nh+1)
	return hsh, psh, hsh <= relMaxShift && psh <= relMaxShift
}

// dirShift returns the bucket shift for n keys in [0, keyspace): 2^shift is
// in (q*holeDirPerBucket/2, q*holeDirPerBucket] for q = keyspace/n >= 1.
func dirShift(n, keyspace uint64) uint {
	return uint(min(bits.Len64(keyspace/n)+bits.Len(holeDirPerBucket)-2, 63))
}

// holeDirsSizeBytes is the size of the directories and rel of nh holes in a
// range of span ids (0 below holeDirCutoff).
func holeDirsSizeBytes(nh, span uint64) uint64 {
	if nh < holeDirCutoff || nh > math.MaxUint32 {
		return 0
	}
	hsh, psh, rel := holeDirShifts(nh, span)
	size := dirSizeBytes(span, hsh) + dirSizeBytes(span-nh+1, psh)
	if rel {
		size += nh + relPad
	}
	return size
}

// dirSizeBytes is the size of a bucketDir over [0, keyspace) at shift sh
// and group shift 8.
func dirSizeBytes(keyspace uint64, sh uint) uint64 {
	nb := (keyspace-1)>>sh + 1
	return 2*(nb+1) + 4*(nb>>8+1)
}

// holeDirBytes returns the bytes of the hole directories of a; 0 if it has
// none.
func (a *aux) holeDirBytes() int {
	return 4*(len(a.htop)+len(a.ptop)) + 2*(len(a.hdir)+len(a.pdir)) + len(a.rel)
}

// Lane constants of the SWAR comparisons: one bit per byte.
const (
	laneLow  = 0x0101010101010101
	laneHigh = 0x8080808080808080
	laneIdx  = 0x0706050403020100 // byte l holds l
)

// lanesBelow returns the high bit of every byte of a that is below r, for
// r < 256.
func lanesBelow(a, r uint64) uint64 {
	rb := r * laneLow
	// Low seven bits: a byte of (a|H) - r_lo stays >= 1, so no borrow
	// crosses bytes, and its high bit says a_lo >= r_lo.
	geLow := ((a | laneHigh) - (rb &^ laneHigh)) & laneHigh
	sameHigh := ^(a ^ rb) & laneHigh
	return sameHigh&^geLow | ^a&rb&laneHigh
}

// lanesFirst returns a mask of the first n bytes of a word, n <= 8 (a
// shift by 64 gives 0).
func lanesFirst(n int) uint64 {
	return ^uint64(0) >> (64 - 8*uint(n))
}

// addLanes returns the byte-wise sum of a and b modulo 256: the low seven
// bits are added without carries between bytes, then the high bits are
// added modulo 2 (XOR).
func addLanes(a, b uint64) uint64 {
	return (a&^laneHigh + b&^laneHigh) ^ (a^b)&laneHigh
}

// subLanes returns the byte-wise difference a - b modulo 256: setting every
// byte's high bit in a keeps each byte's subtraction of b's low seven bits
// from borrowing from the next byte; the XOR then fixes the high bits.
func subLanes(a, b uint64) uint64 {
	return ((a | laneHigh) - b&^laneHigh) ^ (a^^b)&laneHigh
}

// holesBelowValue returns the number of holes below v and whether v is a
// hole, for v in [start, end), through the value directory.
func (s *Segment) holesBelowValue(v uint64) (int, bool) {
	ax := s.aux
	x := v - s.start
	lo, hi := dirBucket(ax.htop, ax.hdir, ax.hgsh, x>>ax.hsh)
	if n := hi - lo; ax.rel != nil && n <= 16 {
		r := x & (1<<ax.hsh - 1)
		keep := (1<<ax.hsh - 1) * uint64(laneLow)
		a := binary.LittleEndian.Uint64(ax.rel[lo:]) & keep
		below := lanesBelow(a, r) & lanesFirst(min(n, 8))
		k := bits.OnesCount64(below)
		if n > 8 {
			a2 := binary.LittleEndian.Uint64(ax.rel[lo+8:]) & keep
			k += bits.OnesCount64(lanesBelow(a2, r) & lanesFirst(n-8))
		}
		// v is a hole iff the hole after those below it is v.
		isHole := k < n && ax.rel[lo+k]&byte(1<<ax.hsh-1) == byte(r)
		return lo + k, isHole
	}
	k := s.holesLowerBoundPacked(v, lo, hi)
	return k, k < s.vals.Len() && ax.hbase+packedAt(ax.hwords, uint(ax.hw), k) == v
}

// holesLowerBoundPacked returns the index of the first hole >= v among the
// holes [lo, hi), all of the same bucket, searching the packed holes.
func (s *Segment) holesLowerBoundPacked(v uint64, lo, hi int) int {
	ax := s.aux
	words, w, base := ax.hwords, uint(ax.hw), ax.hbase
	if hi-lo > holeDirLinear {
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
	// Count the holes below v: the loads do not depend on each other.
	// w >= 6: the holes are at least holeDirCutoff distinct values.
	last := uint(len(words) - 1)
	mask := ^uint64(0) >> (64 - w)
	bit := uint(lo) * w
	k := lo
	for m := lo; m < hi; m++ {
		i, sh := bit>>6, bit&63
		x := (words[i]>>sh | words[min(i+1, last)]<<1<<(63-sh)) & mask
		_, borrow := bits.Sub64(base+x, v, 0)
		k += int(borrow)
		bit += w
	}
	return k
}

// holesBelowPosition returns the number of holes m with
// holes[m]-start-m <= i (the holes below the i-th present id), through the
// position directory.
func (s *Segment) holesBelowPosition(i uint64) int {
	ax := s.aux
	j := i + 1 // count the holes with u < j
	lo, hi := dirBucket(ax.ptop, ax.pdir, ax.pgsh, j>>ax.psh)
	if n := hi - lo; ax.rel != nil && n <= 16 {
		r := j & (1<<ax.psh - 1)
		keep := (1<<ax.psh - 1) * uint64(laneLow)
		// Byte l of sub is (lo+l) mod 256: the lane-wise sum of lo's low
		// byte and l, without carries between bytes.
		lob := uint64(byte(lo)) * laneLow
		sub := addLanes(lob, laneIdx)
		// Lane-wise rel - sub: u[m] modulo the bucket width.
		a := subLanes(binary.LittleEndian.Uint64(ax.rel[lo:]), sub) & keep
		k := bits.OnesCount64(lanesBelow(a, r) & lanesFirst(min(n, 8)))
		if n > 8 {
			// Bytes of sub+8: (lo+8+l) mod 256.
			sub = addLanes(sub, 8*laneLow)
			a = subLanes(binary.LittleEndian.Uint64(ax.rel[lo+8:]), sub) & keep
			k += bits.OnesCount64(lanesBelow(a, r) & lanesFirst(n-8))
		}
		return lo + k
	}
	words, w, base := ax.hwords, uint(ax.hw), ax.hbase
	target := s.start + i
	// holes[m] <= target+m: no overflow, as target+m < end for every m
	// the search visits.
	if hi-lo > holeDirLinear {
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
	last := uint(len(words) - 1)
	mask := ^uint64(0) >> (64 - w)
	bit := uint(lo) * w
	k := hi
	// Count the holes above: holes[m] > target+m.
	for m := lo; m < hi; m++ {
		jw, sh := bit>>6, bit&63
		x := (words[jw]>>sh | words[min(jw+1, last)]<<1<<(63-sh)) & mask
		_, borrow := bits.Sub64(target+uint64(m), base+x, 0)
		k -= int(borrow)
		bit += w
	}
	return k
}
