package segment

import (
	"unsafe"

	"encoding/binary"
	"math"
	"math/bits"

	"github.com/stablerow/stablerow/bitpack"
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
// every 2^8 buckets (see dirBuilder), about 2 bytes per bucket, and its
// buckets hold holeDirPerBucket holes on average.
//
// Beside them, rel keeps one byte per hole, so that a lookup compares eight
// holes of a bucket at once in one word (SWAR) instead of reading packed
// holes one at a time:
//
//   - dense holes (buckets of at most 256 keys, about one hole in 64 ids or
//     more, which covers the compacted fragments of a table with a few
//     percent of its rows deleted): rel[m] is the low byte of x[m]. A
//     hole's offset inside its value bucket is its byte, inside its
//     position bucket its byte minus m, modulo 256: the comparison is
//     exact.
//   - sparser holes: both directories use buckets of W = 2^hsh keys and
//     rel[m] is byte x[m]>>relsh, with relsh = hsh-6: the hole's slot of
//     W/64 ids, modulo 256. A bucket's holes and the probe are less than W
//     apart, so the byte difference of their slots, read as a signed byte,
//     is exact; a hole in the probe's own slot (about one lookup in ten) is
//     decided from the packed holes.
//
// Buckets of more than 16 holes are binary-searched in the packed holes.
// Memory: 2 bytes per bucket per directory and one byte per hole, 1.5 to
// 2 bytes per hole in all. This is an in-memory structure only: the wire
// format and the encoding choice do not see it.

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
// apart by their low byte (dense holes).
const relMaxShift = 8

// relSlots is the number of rel slots per bucket of sparse holes: a bucket
// spans 64 slots, so that slot differences fit a signed byte.
const relSlots = 64

// relPad is the number of bytes rel carries past its last hole, so that a
// lookup can always read two words from a bucket's first hole on.
const relPad = 16

// holeDirSWAR is the number of holes of a bucket up to which a lookup
// compares their rel bytes (two words); bigger buckets are binary-searched
// in the packed holes.
const holeDirSWAR = 16

// A bucket directory of n non-decreasing keys split into buckets of 2^sh
// keys is the number of keys below each bucket's first key b<<sh, for b up
// to the number of buckets (whose count is n), stored as top[b>>gsh] +
// low[b]: a 32-bit count every 2^gsh buckets and a 16-bit one per bucket.

// dirBucket returns the keys of bucket b of the directory (top, low, gsh)
// as the index range [lo, hi).
func dirBucket(top []uint32, low []uint16, gsh uint8, b uint64) (lo, hi int) {
	// gsh <= 8: the mask only spares the compiler its test for shifts of
	// 64 or more (the lookups mask the bucket shifts, at most 63 by
	// dirShift, for the same reason).
	lo = int(top[b>>(gsh&63)]) + int(low[b])
	hi = int(top[(b+1)>>(gsh&63)]) + int(low[b+1])
	return lo, hi
}

// dirBuilder builds the directory of n non-decreasing keys in
// [0, keyspace) at bucket shift sh from its keys in order: before[b] is the
// number of keys below bucket b's first key. The group shift gsh is the
// largest, up to 8, at which every count relative to its group's first
// fits 16 bits: always 8 when the buckets of a group cannot hold 2^16
// keys.
type dirBuilder struct {
	before []uint32
	sh     uint
	b      int // the first bucket not yet filled
}

func newDirBuilder(keyspace uint64, sh uint) dirBuilder {
	nb := int((keyspace-1)>>sh) + 1
	return dirBuilder{before: make([]uint32, nb+1), sh: sh}
}

// add adds key number m, key (keys come in non-decreasing order).
func (d *dirBuilder) add(m int, key uint64) {
	kb := int(key >> d.sh)
	for ; d.b <= kb; d.b++ {
		d.before[d.b] = uint32(m)
	}
}

// finish returns the directory of the n keys added.
func (d *dirBuilder) finish(n int) (top []uint32, low []uint16, gsh uint8) {
	before := d.before
	nb := len(before) - 1
	for ; d.b <= nb; d.b++ {
		before[d.b] = uint32(n)
	}
	// The largest group shift at which every count fits 16 bits relative
	// to its group's first: counts are non-decreasing, so a group's
	// largest is its last.
	g := uint(8)
	for ; g > 0; g-- {
		fits := true
		for b := 0; b <= nb; b += 1 << g {
			if before[min(b+1<<g-1, nb)]-before[b] > math.MaxUint16 {
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

// holeDirBlock is how many holes withHoleDirs unpacks at a time.
const holeDirBlock = 1024

// withHoleDirs adds the hole directories to a RangeWithHoles of at least
// holeDirCutoff (and at most 2^32-1) holes. The holes are unpacked a block
// at a time and each is visited once for both directories and rel.
func withHoleDirs(s Segment) Segment {
	nh := s.vals.Len()
	if nh < holeDirCutoff || uint64(nh) > math.MaxUint32 {
		return s
	}
	words, w, base := s.vals.Words(), s.vals.Width(), s.vals.Base()
	span := s.end - s.start()
	hsh, psh, relsh := holeDirShifts(uint64(nh), span)
	ax := &holeAux{hwords: words, hw: uint8(w), hbase: base}
	ax.hsh, ax.psh, ax.relsh = uint8(hsh), uint8(psh), uint8(relsh)
	hd, pd := newDirBuilder(span, hsh), newDirBuilder(span-uint64(nh)+1, psh)
	rel := make([]byte, nh+relPad)
	var buf [holeDirBlock]uint64
	for lo := 0; lo < nh; lo += holeDirBlock {
		blk := buf[:min(holeDirBlock, nh-lo)]
		s.vals.DecodeRange(blk, lo)
		for j, h := range blk {
			m := lo + j
			x := h - s.start()
			hd.add(m, x)
			pd.add(m, x-uint64(m))
			rel[m] = byte(x >> relsh)
		}
	}
	ax.htop, ax.hdir, ax.hgsh = hd.finish(nh)
	ax.ptop, ax.pdir, ax.pgsh = pd.finish(nh)
	ax.rel = rel
	s.aux = unsafe.Pointer(ax)
	return s
}

// holeDirShifts returns the bucket shifts of the value and position
// directories of nh holes in span ids and the shift of rel: 0 for dense
// holes (each directory at its own shift, at most relMaxShift), otherwise
// both directories at the value directory's shift and rel in slots of
// 1/relSlots of a bucket.
func holeDirShifts(nh, span uint64) (hsh, psh, relsh uint) {
	hsh = dirShift(nh, span)
	if hsh <= relMaxShift {
		return hsh, dirShift(nh, span-nh+1), 0
	}
	return hsh, hsh, hsh - uint(bits.Len(relSlots)-1)
}

// dirShift returns the bucket shift for n keys in [0, keyspace): 2^shift is
// in (q*holeDirPerBucket/2, q*holeDirPerBucket] for q = keyspace/n >= 1.
func dirShift(n, keyspace uint64) uint {
	return uint(min(bits.Len64(keyspace/n)+bits.Len(holeDirPerBucket)-2, 63))
}

// holeDirsSizeBytes is the size of the directories and rel of nh holes in a
// range of span ids, with the holeAux holding them (0 below holeDirCutoff).
func holeDirsSizeBytes(nh, span uint64) uint64 {
	if nh < holeDirCutoff || uint64(nh) > math.MaxUint32 {
		return 0
	}
	hsh, psh, _ := holeDirShifts(nh, span)
	return dirSizeBytes(span, hsh) + dirSizeBytes(span-nh+1, psh) + nh + relPad + uint64(unsafe.Sizeof(holeAux{}))
}

// dirSizeBytes is the size of a bucketDir over [0, keyspace) at shift sh
// and group shift 8.
func dirSizeBytes(keyspace uint64, sh uint) uint64 {
	nb := (keyspace-1)>>sh + 1
	return 2*(nb+1) + 4*(nb>>8+1)
}

// holeDirBytes returns the bytes of the hole directories of a; 0 if it has
// none.
func (a *holeAux) holeDirBytes() int {
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

// lanesZero returns the high bit of every zero byte of d: adding 0x7f to a
// byte's low seven bits sets its high bit unless they are all zero, with no
// carry into the next byte.
func lanesZero(d uint64) uint64 {
	return ^((d&^laneHigh + ^uint64(laneHigh)) | d | ^uint64(laneHigh)) & laneHigh
}

// holesBelowValue returns the number of holes below v and whether v is a
// hole, for v in [start, end), through the value directory.
func (s *Segment) holesBelowValue(v uint64) (int, bool) {
	ax := s.hda()
	x := v - s.start()
	lo, hi := dirBucket(ax.htop, ax.hdir, ax.hgsh, x>>(ax.hsh&63))
	n := hi - lo
	if n > holeDirSWAR {
		k := s.holesLowerBoundPacked(v, lo, hi)
		return k, k < hi && ax.hbase+bitpack.ValueAt(ax.hwords, uint(ax.hw), k) == v
	}
	w := binary.LittleEndian.Uint64(ax.rel[lo:])
	valid := lanesFirst(min(n, 8)) & laneHigh
	if ax.relsh == 0 {
		// Dense: the bytes are the holes' offsets in the bucket, below
		// 2^hsh <= 256.
		keep := (1<<(ax.hsh&63) - 1) * uint64(laneLow)
		r := x & (1<<(ax.hsh&63) - 1)
		k := bits.OnesCount64(lanesBelow(w&keep, r) & valid)
		if n > 8 {
			w = binary.LittleEndian.Uint64(ax.rel[lo+8:])
			k += bits.OnesCount64(lanesBelow(w&keep, r) & lanesFirst(n-8))
		}
		// v is a hole iff the hole after those below it is v.
		isHole := k < n && ax.rel[lo+k]&byte(1<<(ax.hsh&63)-1) == byte(r)
		return lo + k, isHole
	}
	// Sparse: slot differences as signed bytes; negative is below v, zero
	// is v's own slot.
	q := uint64(byte(x>>ax.relsh)) * laneLow
	d := subLanes(w, q)
	k := lo + bits.OnesCount64(d&valid)
	same := lanesZero(d) & valid
	var same1 uint64
	if n > 8 {
		d = subLanes(binary.LittleEndian.Uint64(ax.rel[lo+8:]), q)
		valid = lanesFirst(n-8) & laneHigh
		k += bits.OnesCount64(d & valid)
		same1 = lanesZero(d) & valid
	}
	if same|same1 == 0 {
		return k, false
	}
	return s.holesInSlot(v, lo, k, same, same1)
}

// holesInSlot adds to k the holes below v among the lanes same0 (holes lo
// to lo+7) and same1 (lo+8 to lo+15) and reports whether one is v.
func (s *Segment) holesInSlot(v uint64, lo, k int, same0, same1 uint64) (int, bool) {
	ax := s.hda()
	hole := false
	for l, same := lo, same0; l < lo+16; l, same = l+8, same1 {
		for ; same != 0; same &= same - 1 {
			h := ax.hbase + bitpack.ValueAt(ax.hwords, uint(ax.hw), l+bits.TrailingZeros64(same)/8)
			if h < v {
				k++
			}
			hole = hole || h == v
		}
	}
	return k, hole
}

// holesLowerBoundPacked returns the index of the first hole >= v among the
// holes [lo, hi), searching the packed holes.
func (s *Segment) holesLowerBoundPacked(v uint64, lo, hi int) int {
	ax := s.hda()
	words, w, base := ax.hwords, uint(ax.hw), ax.hbase
	for n := hi - lo; n > 1; {
		half := n >> 1
		if base+bitpack.ValueAt(words, w, lo+half-1) < v {
			lo += half
		}
		n -= half
	}
	if lo < hi && base+bitpack.ValueAt(words, w, lo) < v {
		lo++
	}
	return lo
}

// holesBelowPosition returns the number of holes m with
// holes[m]-start-m <= i (the holes below the i-th present id), through the
// position directory.
func (s *Segment) holesBelowPosition(i uint64) int {
	ax := s.hda()
	j := i + 1 // count the holes with u < j
	lo, hi := dirBucket(ax.ptop, ax.pdir, ax.pgsh, j>>(ax.psh&63))
	n := hi - lo
	if n > holeDirSWAR {
		return s.holesBelowPositionPacked(i, lo, hi)
	}
	w := binary.LittleEndian.Uint64(ax.rel[lo:])
	valid := lanesFirst(min(n, 8)) & laneHigh
	if ax.relsh == 0 {
		// Dense: byte l less (lo+l) mod 256 is u[lo+l] modulo 256, which
		// is its offset in the bucket modulo the width 2^psh <= 256.
		keep := (1<<(ax.psh&63) - 1) * uint64(laneLow)
		r := j & (1<<(ax.psh&63) - 1)
		sub := addLanes(uint64(byte(lo))*laneLow, laneIdx)
		k := bits.OnesCount64(lanesBelow(subLanes(w, sub)&keep, r) & valid)
		if n > 8 {
			w = binary.LittleEndian.Uint64(ax.rel[lo+8:])
			sub = addLanes(sub, 8*laneLow)
			k += bits.OnesCount64(lanesBelow(subLanes(w, sub)&keep, r) & lanesFirst(n-8))
		}
		return lo + k
	}
	// Sparse: hole m is below iff x[m] < j+m. Byte l of the probe is the
	// slot of y+l for y = j+lo: y's slot, plus one from the lane where y+l
	// enters the next slot (slots are at least 8 ids wide).
	y := j + uint64(lo)
	d := subLanes(w, slotLanes(y, ax.relsh))
	k := lo + bits.OnesCount64(d&valid)
	same := lanesZero(d) & valid
	var same1 uint64
	if n > 8 {
		d = subLanes(binary.LittleEndian.Uint64(ax.rel[lo+8:]), slotLanes(y+8, ax.relsh))
		valid = lanesFirst(n-8) & laneHigh
		k += bits.OnesCount64(d & valid)
		same1 = lanesZero(d) & valid
	}
	if same|same1 != 0 {
		k = s.holesBelowInSlot(s.start()+y, lo, k, same, same1)
	}
	return k
}

// slotLanes returns the slots of y to y+7 (modulo 256) in the bytes of a
// word, for slots of 2^t >= 8 ids: y's slot, plus one from the first lane
// in the next slot on.
func slotLanes(y uint64, t uint8) uint64 {
	next := 1<<t - y&(1<<t-1)
	return addLanes(uint64(byte(y>>t))*laneLow, laneLow<<(8*min(next, 8)))
}

// holesBelowInSlot adds to k the holes m among the lanes same0 (holes lo to
// lo+7) and same1 (lo+8 to lo+15) with holes[m] < target+m-lo.
func (s *Segment) holesBelowInSlot(target uint64, lo, k int, same0, same1 uint64) int {
	ax := s.hda()
	for l, same := lo, same0; l < lo+16; l, same = l+8, same1 {
		for ; same != 0; same &= same - 1 {
			m := l + bits.TrailingZeros64(same)/8
			// No overflow: target+m-lo is a present id or end.
			if ax.hbase+bitpack.ValueAt(ax.hwords, uint(ax.hw), m) < target+uint64(m-lo) {
				k++
			}
		}
	}
	return k
}

// holesBelowPositionPacked is holesBelowPosition for the holes [lo, hi) of
// one bucket, searching the packed holes.
func (s *Segment) holesBelowPositionPacked(i uint64, lo, hi int) int {
	ax := s.hda()
	words, w, base := ax.hwords, uint(ax.hw), ax.hbase
	target := s.start() + i
	// holes[m] <= target+m: no overflow, as target+m < end for every m
	// the search visits.
	for n := hi - lo; n > 1; {
		half := n >> 1
		if m := lo + half - 1; base+bitpack.ValueAt(words, w, m) <= target+uint64(m) {
			lo += half
		}
		n -= half
	}
	if lo < hi && base+bitpack.ValueAt(words, w, lo) <= target+uint64(lo) {
		lo++
	}
	return lo
}
