package rowindex

import (
	"bytes"
	"iter"
	"math/bits"
	"slices"
	"sync"
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
// roaring bitmap's memory, a dense []uint64 copy is kept and Contains tests
// one bit instead of searching roaring containers (see PERFORMANCE.md,
// BenchmarkDeletionContains). A vector decoded with a dense copy
// ([DeletionVectorFromPortable]) makes its roaring bitmap from it only
// when a method needs one.
type DeletionVector struct {
	bmOnce sync.Once
	bm     *roaring.Bitmap // when lazy, nil until bitmap() makes it from dense
	lazy   bool
	// runsIn is set when the dense copy was decoded from a serialization
	// with run containers: a bitmap made from it is run-optimized again
	// (fromDense), or a 10-byte run would come back as an array container
	// of up to 8 KB.
	runsIn bool
	dense  []uint64 // nil unless chosen by wantDense; bit i set iff i deleted
	// summary, when dense is nil: bit b set iff some deleted offset has
	// offset>>sumShift == b. A clear bit answers Contains without roaring.
	summary  []uint64
	sumShift uint8
	n        int
	max      uint32
	// runs holds the runs of at least longRun deleted offsets, as
	// ascending pairs first, last (inclusive), when the bitmap has run
	// containers: NextLive skips each at once.
	runs []uint32
}

// longRun is the shortest run of deleted offsets that runs lists. Shorter
// runs are stepped over an offset at a time: they cost roaring at least 4
// bytes each, so the steps stay within 16 per byte of the bitmap.
const longRun = 64

// summaryBitsPerDeletion is the summary's size in bits per deleted offset
// (rounded so that blocks are powers of two): at most one block in
// summaryBitsPerDeletion/2 is marked, so a Contains on a live row skips the
// roaring container search at least 7 times in 8 (about 2 to 4 bytes per
// deletion, beside roaring's 2).
//
// summarySizeFactor bounds the summary by the roaring bitmap as well: at
// most that many times its memory. Scattered deletions never reach this
// bound (a deleted offset costs roaring 2 bytes, the summary at most 4);
// long runs of deleted offsets do: 2^32 deleted offsets are a few hundred
// KB of run containers, and a summary at 16 bits a deletion would be 8 GB.
const (
	summaryBitsPerDeletion = 16
	summarySizeFactor      = 2
)

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
	d := &DeletionVector{bm: bm, n: int(bm.GetCardinality())}
	if d.n > 0 {
		d.max = bm.Maximum()
		d.chooseDense()
		if d.dense != nil {
			// The dense copy answers for the bitmap: its long runs are
			// read from it, and roaring's containers stay as given (run
			// optimising them would cost a scan of every array container
			// for nothing).
			d.runs = longRunsDense(d.dense)
			return d
		}
		bm.RunOptimize()
		// With run containers the offsets can be far more than the
		// bitmap's bytes: the summary and the long runs are read from its
		// serialization instead of offset by offset.
		var ser []byte
		if bm.HasRunCompression() {
			buf := bytes.NewBuffer(make([]byte, 0, bm.GetSerializedSizeInBytes()))
			if _, err := bm.WriteTo(buf); err == nil {
				ser = buf.Bytes()
			}
		}
		d.buildSummary(ser)
		if ser != nil {
			d.runs = longRuns(ser)
		}
	}
	return d
}

// wantDense reports whether a dense copy of words words is kept beside a
// roaring bitmap of roaringBytes (see denseSizeFactor).
func wantDense(words int, roaringBytes uint64) bool {
	denseBytes := uint64(words) * 8
	return denseBytes <= denseAlwaysBytes || denseBytes <= denseSizeFactor*roaringBytes
}

// chooseDense builds the dense copy when it is small enough.
func (d *DeletionVector) chooseDense() {
	words := int(d.max)/64 + 1
	if !wantDense(words, d.bm.GetSizeInBytes()) {
		return
	}
	dense := make([]uint64, words)
	d.bm.WriteDenseTo(dense) // container by container: bitmaps copied, runs filled
	d.dense = dense
}

// bitmap returns the roaring bitmap, made from the dense copy on first
// use when the vector was decoded without one. d holds at least one
// offset.
func (d *DeletionVector) bitmap() *roaring.Bitmap {
	d.bmOnce.Do(func() {
		if d.bm == nil {
			d.bm = d.fromDense()
		}
	})
	return d.bm
}

// buildSummary builds the block summary of a vector without a dense copy:
// the smallest power-of-two block such that the blocks up to max number
// at most summaryBitsPerDeletion per deleted offset, and at most
// summarySizeFactor times the bitmap's memory. ser, when not nil, is the
// bitmap's portable serialization: the summary is then built from its
// containers (a run marks its blocks at once), in time proportional to
// its bytes and the summary's; otherwise offset by offset (a bitmap
// without run containers holds at most 8 offsets a byte).
func (d *DeletionVector) buildSummary(ser []byte) {
	bitsMax := min(summaryBitsPerDeletion*uint64(d.n), 8*summarySizeFactor*max(d.bm.GetSizeInBytes(), 8))
	shift := uint(0)
	for uint64(d.max>>shift)+1 > bitsMax {
		shift++
	}
	summary := make([]uint64, (uint64(d.max>>shift)+64)/64)
	mark := func(lo, hi uint64) { // the blocks of offsets lo..hi
		for b := lo >> shift; b <= hi>>shift; b++ {
			if b&63 == 0 && b+63 <= hi>>shift {
				summary[b>>6] = ^uint64(0)
				b += 63
				continue
			}
			summary[b>>6] |= 1 << (b & 63)
		}
	}
	if ser == nil || !walkRoaring(ser, mark) {
		clear(summary)
		it := d.bm.Iterator()
		for it.HasNext() {
			v := uint64(it.Next())
			mark(v, v)
		}
	}
	d.summary, d.sumShift = summary, uint8(shift)
}

// walkRoaring calls f(lo, hi) for runs of offsets (inclusive) that together
// are the bitmap of the portable serialization b, in ascending order: a
// run container's runs, an array container's values, a bitmap container's
// set bits. It reports false for bytes it cannot read (see walkContainers).
func walkRoaring(b []byte, f func(lo, hi uint64)) bool {
	return walkContainers(b, func(int) {}, func(key uint16, c delContainer) { c.eachRun(key, f) }) == nil
}

// longRuns returns the runs of at least longRun offsets of the bitmap
// serialized in ser, merged across containers.
func longRuns(ser []byte) []uint32 {
	var runs []uint32
	var first, last int64 = -2, -2 // the run being merged
	walkRoaring(ser, func(lo, hi uint64) {
		if int64(lo) == last+1 {
			last = int64(hi)
			return
		}
		if last-first+1 >= longRun {
			runs = append(runs, uint32(first), uint32(last))
		}
		first, last = int64(lo), int64(hi)
	})
	if last-first+1 >= longRun {
		runs = append(runs, uint32(first), uint32(last))
	}
	return runs
}

// longRunsDense returns the runs of at least longRun set bits of the
// bitmap words, as ascending pairs first, last (inclusive), in one pass of
// a few operations a word: a run that long either fills a word or joins
// the ones at the top of one word to those at the bottom of the next
// (longRun is 64), so only those are followed.
func longRunsDense(words []uint64) []uint32 {
	var runs []uint32
	open, start := false, uint64(0) // a run reaching the top of the last word
	for i, w := range words {
		base := uint64(i) * 64
		if w == ^uint64(0) {
			if !open {
				open, start = true, base
			}
			continue
		}
		if open {
			// The run ends in w, after its ones at the bottom.
			if end := base + uint64(bits.TrailingZeros64(^w)); end-start >= longRun {
				runs = append(runs, uint32(start), uint32(end-1))
			}
			open = false
		}
		if top := bits.LeadingZeros64(^w); top > 0 {
			open, start = true, base+64-uint64(top)
		}
	}
	if end := uint64(len(words)) * 64; open && end-start >= longRun {
		runs = append(runs, uint32(start), uint32(end-1))
	}
	return runs
}

// NextLive returns the smallest offset at or after offset that is not
// deleted, or 1<<32 if there is none: O(log) for an offset in a long run
// of deleted offsets, otherwise offset or offset+1 (a caller stepping over
// a short run calls again).
func (d *DeletionVector) NextLive(offset uint32) uint64 {
	if !d.Contains(offset) {
		return uint64(offset)
	}
	// The last run whose first offset is <= offset.
	lo, hi := 0, len(d.runs)/2
	for lo < hi {
		m := (lo + hi) / 2
		if d.runs[2*m] <= offset {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo > 0 && d.runs[2*lo-1] >= offset {
		return uint64(d.runs[2*lo-1]) + 1
	}
	return uint64(offset) + 1
}

// NextDeleted returns the smallest deleted offset at or after offset, or
// 1<<32 if there is none.
func (d *DeletionVector) NextDeleted(offset uint32) uint64 {
	if d == nil || d.n == 0 {
		return 1 << 32
	}
	return d.nextFrom(offset)
}

// Contains reports whether offset is deleted.
func (d *DeletionVector) Contains(offset uint32) bool {
	if d == nil || d.n == 0 {
		return false
	}
	if d.dense != nil {
		return d.denseHas(offset)
	}
	if d.summaryClear(offset) {
		return false
	}
	return d.bm.Contains(offset)
}

// surelyLive reports whether Contains(offset) is false as far as it can
// tell without the roaring bitmap: false if offset is deleted, or if the
// summary marks its block. A batch tests many offsets this way, in a loop
// without calls, and asks Contains for the few it could not clear.
func (d *DeletionVector) surelyLive(offset uint32) bool {
	// No test of n (it would put this over the inlining budget): an empty
	// vector has no summary, so this says true, or, for a dense copy,
	// false only where a bit is set, which just sends offset to Contains.
	if d == nil {
		return true
	}
	if d.dense != nil {
		return !d.denseHas(offset)
	}
	return d.summaryClear(offset)
}

// denseHas is Contains on the dense bitmap.
func (d *DeletionVector) denseHas(offset uint32) bool {
	w := offset >> 6
	return w < uint32(len(d.dense)) && d.dense[w]&(1<<(offset&63)) != 0
}

// summaryClear reports whether the summary shows no deleted offset in
// offset's block (dense is nil).
func (d *DeletionVector) summaryClear(offset uint32) bool {
	b := offset >> d.sumShift
	return b>>6 >= uint32(len(d.summary)) || d.summary[b>>6]&(1<<(b&63)) == 0
}

// nextFrom returns the smallest deleted offset >= offset, or 1<<32 if
// there is none. d must hold at least one offset.
//
// roaring's NextValue finds the container by a binary search; Rank and
// Select, used before, walk every container below the offset, which for a
// vector of 65536 containers is a millisecond a call.
func (d *DeletionVector) nextFrom(offset uint32) uint64 {
	if d.dense != nil {
		return nextSet(d.dense, offset)
	}
	v := d.bm.NextValue(offset)
	if v < 0 {
		return 1 << 32
	}
	return uint64(v)
}

// nextSet returns the least set bit at or after i of words, or 1<<32.
func nextSet(words []uint64, i uint32) uint64 {
	w := int(i >> 6)
	if w >= len(words) {
		return 1 << 32
	}
	word := words[w] >> (i & 63) << (i & 63)
	for word == 0 {
		if w++; w == len(words) {
			return 1 << 32
		}
		word = words[w]
	}
	return uint64(w)*64 + uint64(bits.TrailingZeros64(word))
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

// holds reports whether c knows the next deleted offset at or after
// offset (liveUntil's answer without a search).
func (c *delCursor) holds(offset uint32) bool {
	return c.ok && offset >= c.lo && uint64(offset) <= c.next
}

// contains reports whether offset is deleted in d (non-empty).
func (c *delCursor) contains(d *DeletionVector, offset uint32) bool {
	if d.dense != nil {
		return d.Contains(offset) // one bit already
	}
	return uint64(offset) == c.nextDeleted(d, offset)
}

// liveUntil returns an offset end >= offset such that no offset in
// [offset, end) is deleted in d (without a dense copy), and end == offset
// iff offset is deleted: the next deleted offset, or, where d's summary
// shows no deletion in offset's block, the start of the next block that
// has some (one to a few words of the summary), so that a walk starting
// between deletions does not search roaring's containers (nextDeleted,
// about a Get's cost) for a bound its few ids do not need.
func (c *delCursor) liveUntil(d *DeletionVector, offset uint32) uint64 {
	if c.holds(offset) {
		return c.next
	}
	if b := uint64(offset >> d.sumShift); d.summary != nil && b>>6 < uint64(len(d.summary)) && d.summary[b>>6]&(1<<(b&63)) == 0 {
		// The first marked block after b: the rest of b's word, then
		// the words after it.
		w := b >> 6
		rest := d.summary[w] &^ (1<<(b&63+1) - 1)
		for rest == 0 {
			if w++; w >= uint64(len(d.summary)) {
				return 1 << 32
			}
			rest = d.summary[w]
		}
		return min((w<<6+uint64(bits.TrailingZeros64(rest)))<<d.sumShift, 1<<32)
	}
	return c.nextDeleted(d, offset)
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
		if d.dense != nil {
			for i, w := range d.dense {
				for ; w != 0; w &= w - 1 {
					if !yield(uint32(i*64 + bits.TrailingZeros64(w))) {
						return
					}
				}
			}
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
	if d.dense != nil {
		dst = slices.Grow(dst, d.n)
		for i, w := range d.dense {
			for ; w != 0; w &= w - 1 {
				dst = append(dst, uint32(i*64+bits.TrailingZeros64(w)))
			}
		}
		return dst
	}
	return append(dst, d.bm.ToArray()...)
}

// CountBelow returns the number of deleted offsets < offset.
func (d *DeletionVector) CountBelow(offset uint32) int {
	if d == nil || d.n == 0 || offset == 0 {
		return 0
	}
	return int(d.bitmap().Rank(offset - 1))
}

// With returns a new deletion vector holding d's offsets and offsets. d is
// unchanged.
func (d *DeletionVector) With(offsets ...uint32) *DeletionVector {
	bm := roaring.New()
	if d.Len() > 0 {
		bm = d.bitmap().Clone()
	}
	bm.AddMany(offsets)
	return DeletionVectorFromRoaring(bm)
}

// Roaring returns a copy of the deleted offsets as a roaring bitmap (for
// writing a Lance .bin deletion file).
func (d *DeletionVector) Roaring() *roaring.Bitmap {
	if d.Len() == 0 {
		return roaring.New()
	}
	if d.dense != nil {
		return d.fromDense()
	}
	return d.bm.Clone()
}

// fromDense returns a new roaring bitmap of the dense copy: array and
// bitmap containers, as Lance writes them, unless the vector was decoded
// from run containers (runsIn), which it then keeps as runs where they are
// smaller. (A dense copy is at most 4 KiB or 8 times the bytes roaring
// would hold the input in, wantDense; as arrays of 2 bytes a value, its
// runs would take up to 16 times the dense copy.)
func (d *DeletionVector) fromDense() *roaring.Bitmap {
	bm := roaring.FromDense(d.dense, true)
	if d.runsIn {
		bm.RunOptimize()
	}
	return bm
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
	if d.dense != nil && other.dense != nil {
		return slices.Equal(d.dense, other.dense) // same max, so the same length
	}
	return d.bitmap().Equals(other.bitmap())
}

// SizeBytes returns the memory the vector holds: the roaring bitmap's
// in-memory size plus the dense copy or the block summary.
func (d *DeletionVector) SizeBytes() int {
	if d == nil {
		return 0
	}
	n := int(unsafe.Sizeof(*d)) + 8*len(d.dense) + 8*len(d.summary) + 4*len(d.runs)
	if !d.lazy { // a bitmap made on demand is not counted
		n += int(d.bm.GetSizeInBytes())
	}
	return n
}
