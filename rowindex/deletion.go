package rowindex

import (
	"iter"

	"unsafe"

	"github.com/RoaringBitmap/roaring/v2"
)

// DeletionVector is the set of deleted physical offsets of one fragment.
//
// It is immutable after construction and safe for concurrent use. A nil
// *DeletionVector means "no deletions": every method works on nil.
//
// The set is held in a roaring bitmap. When the deletions are dense enough
// that a plain bitmap over [0, Max] costs at most denseSizeFactor times the
// roaring bitmap's memory, a dense []uint64 copy is kept beside it and
// Contains tests one bit instead of searching roaring containers (see
// PERFORMANCE.md, BenchmarkDeletionContains).
type DeletionVector struct {
	bm    *roaring.Bitmap
	dense []uint64 // nil unless chosen by chooseDense; bit i set iff i deleted
	// summary, when dense is nil: bit b set iff some deleted offset has
	// offset>>sumShift == b. A clear bit answers Contains without roaring.
	summary  []uint64
	sumShift uint8
	n        int
	max      uint32
}

// summaryBitsPerDeletion is the summary's size in bits per deleted offset
// (rounded so that blocks are powers of two): at most one block in
// summaryBitsPerDeletion/2 is marked, so a Contains on a live row skips the
// roaring container search at least 7 times in 8 (about 2 to 4 bytes per
// deletion, beside roaring's 2).
const summaryBitsPerDeletion = 16

// denseSizeFactor bounds the memory a dense copy may cost relative to the
// roaring bitmap: dense is kept when ceil((max+1)/64)*8 <= denseSizeFactor *
// roaring bytes, or when it is at most denseAlwaysBytes.
const (
	denseSizeFactor  = 8
	denseAlwaysBytes = 4096
)

// NewDeletionVector returns the deletion vector holding offsets (any order,
// duplicates allowed). With no offsets it returns an empty, non-nil vector.
func NewDeletionVector(offsets ...uint32) *DeletionVector {
	bm := roaring.New()
	bm.AddMany(offsets)
	return DeletionVectorFromRoaring(bm)
}

// DeletionVectorFromRoaring wraps bm. The deletion vector owns bm
// afterwards: the caller must not modify it (it may be run-optimised in
// place). A nil bm gives an empty vector.
func DeletionVectorFromRoaring(bm *roaring.Bitmap) *DeletionVector {
	if bm == nil {
		bm = roaring.New()
	}
	bm.RunOptimize()
	d := &DeletionVector{bm: bm, n: int(bm.GetCardinality())}
	if d.n > 0 {
		d.max = bm.Maximum()
		d.chooseDense()
		if d.dense == nil {
			d.buildSummary()
		}
	}
	return d
}

// chooseDense builds the dense copy when it is small enough (see
// denseSizeFactor).
func (d *DeletionVector) chooseDense() {
	words := int(d.max)/64 + 1
	denseBytes := words * 8
	if denseBytes > denseAlwaysBytes && uint64(denseBytes) > denseSizeFactor*d.bm.GetSizeInBytes() {
		return
	}
	dense := make([]uint64, words)
	it := d.bm.Iterator()
	for it.HasNext() {
		v := it.Next()
		dense[v>>6] |= 1 << (v & 63)
	}
	d.dense = dense
}

// buildSummary builds the block summary of a vector without a dense copy:
// the smallest power-of-two block such that the blocks up to max number
// at most summaryBitsPerDeletion per deleted offset.
func (d *DeletionVector) buildSummary() {
	shift := uint(0)
	for uint64(d.max>>shift)+1 > summaryBitsPerDeletion*uint64(d.n) {
		shift++
	}
	summary := make([]uint64, (uint64(d.max>>shift)+64)/64)
	it := d.bm.Iterator()
	for it.HasNext() {
		b := it.Next() >> shift
		summary[b>>6] |= 1 << (b & 63)
	}
	d.summary, d.sumShift = summary, uint8(shift)
}

// Contains reports whether offset is deleted.
func (d *DeletionVector) Contains(offset uint32) bool {
	if d == nil || d.n == 0 {
		return false
	}
	if d.dense != nil {
		w := offset >> 6
		return w < uint32(len(d.dense)) && d.dense[w]&(1<<(offset&63)) != 0
	}
	if b := offset >> d.sumShift; b>>6 >= uint32(len(d.summary)) || d.summary[b>>6]&(1<<(b&63)) == 0 {
		return false
	}
	return d.bm.Contains(offset)
}

// nextFrom returns the smallest deleted offset >= offset, or 1<<32 if
// there is none. d must hold at least one offset. It searches the
// containers and the one holding offset (roaring's Rank and Select would
// sum the cardinalities of every container below, a step per run of a
// run container: thousands for a big fragment).
func (d *DeletionVector) nextFrom(offset uint32) uint64 {
	if v := d.bm.NextValue(offset); v >= 0 {
		return uint64(v)
	}
	return 1 << 32
}

// delCursor answers Contains for the ascending offsets of a batch walk
// without a roaring search per offset: it knows that no offset in
// [lo, next) is deleted and that next is (or is past the end), and
// searches again only when an offset leaves that window. Its zero value
// is empty.
type delCursor struct {
	lo   uint32
	ok   bool
	next uint64 // 1<<32: no deleted offset at or after lo
}

// contains reports whether offset is deleted in d (non-empty).
func (c *delCursor) contains(d *DeletionVector, offset uint32) bool {
	if d.dense != nil {
		return d.Contains(offset) // one bit already
	}
	return uint64(offset) == c.nextDeleted(d, offset)
}

// nextDeleted returns the first offset at or after offset that is deleted
// in d (without a dense copy), or 1<<32 if none is.
func (c *delCursor) nextDeleted(d *DeletionVector, offset uint32) uint64 {
	if !c.ok || offset < c.lo || uint64(offset) > c.next {
		c.lo, c.next, c.ok = offset, d.nextFrom(offset), true
	}
	return c.next
}

// Len returns the number of deleted offsets.
func (d *DeletionVector) Len() int {
	if d == nil {
		return 0
	}
	return d.n
}

// Max returns the largest deleted offset, and false if there is none.
func (d *DeletionVector) Max() (uint32, bool) {
	if d == nil || d.n == 0 {
		return 0, false
	}
	return d.max, true
}

// All yields the deleted offsets in ascending order.
func (d *DeletionVector) All() iter.Seq[uint32] {
	return func(yield func(uint32) bool) {
		if d == nil || d.n == 0 {
			return
		}
		it := d.bm.Iterator()
		for it.HasNext() {
			if !yield(it.Next()) {
				return
			}
		}
	}
}

// AppendTo appends the deleted offsets, ascending, to dst (the sorted input
// Sequence.Mask wants).
func (d *DeletionVector) AppendTo(dst []uint32) []uint32 {
	if d == nil || d.n == 0 {
		return dst
	}
	return append(dst, d.bm.ToArray()...)
}

// CountBelow returns the number of deleted offsets < offset.
func (d *DeletionVector) CountBelow(offset uint32) int {
	if d == nil || d.n == 0 || offset == 0 {
		return 0
	}
	return int(d.bm.Rank(offset - 1))
}

// With returns a new deletion vector holding d's offsets and offsets. d is
// unchanged.
func (d *DeletionVector) With(offsets ...uint32) *DeletionVector {
	bm := roaring.New()
	if d != nil {
		bm = d.bm.Clone()
	}
	bm.AddMany(offsets)
	return DeletionVectorFromRoaring(bm)
}

// Roaring returns a copy of the deleted offsets as a roaring bitmap (for
// writing a Lance .bin deletion file).
func (d *DeletionVector) Roaring() *roaring.Bitmap {
	if d == nil {
		return roaring.New()
	}
	return d.bm.Clone()
}

// Equal reports whether d and other hold the same offsets. A nil vector
// equals an empty one.
func (d *DeletionVector) Equal(other *DeletionVector) bool {
	if d.Len() != other.Len() {
		return false
	}
	if d.Len() == 0 {
		return true
	}
	return d.bm.Equals(other.bm)
}

// SizeBytes returns the memory the vector holds: the roaring bitmap's
// in-memory size plus the dense copy or the block summary.
func (d *DeletionVector) SizeBytes() int {
	if d == nil {
		return 0
	}
	return int(unsafe.Sizeof(*d)) + int(d.bm.GetSizeInBytes()) + 8*len(d.dense) + 8*len(d.summary)
}
