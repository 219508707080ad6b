package segment

import (
	"math"
	"sort"
	"unsafe"

	"github.com/stablerow/stablerow/bitpack"
)

// FromSliceCompact encodes ids like FromSlice but chooses among
// RangeWithHoles, RangeWithBitmap and SortedArray by their real in-memory
// sizes (bit-packed holes, bitmap plus rank/select directory, bit-packed
// values; ties in that order) rather than Lance's estimates. Unsorted,
// empty, contiguous, duplicated and 2^64-1-ending lists are encoded as by
// FromSlice. This is not Lance's rule: use it only where the segment need
// not be written back as Lance would write it. The slice is not retained.
func FromSliceCompact(ids []uint64) Segment {
	st := computeStats(ids)
	if st.n == 0 || !st.sorted || st.dups || st.max == math.MaxUint64 || st.max-st.min+1 == uint64(st.n) {
		return encode(ids, st, false)
	}
	holes, bitmap, sorted := compactCosts(ids, st)
	return pickSparse(ids, st, holes, bitmap, sorted)
}

// compactCosts returns the in-memory bytes of the three sparse encodings of
// strictly ascending ids with at least one hole.
func compactCosts(ids []uint64, st stats) (holes, bitmap, sorted uint64) {
	span := st.max - st.min + 1
	nh := span - uint64(st.n)
	// ids[i]-min-i counts the holes below ids[i]; it grows with i. The
	// last hole precedes the first id with every hole below it. Holes are
	// packed at base = the range's start.
	q := sort.Search(st.n, func(i int) bool { return ids[i]-st.min-uint64(i) == nh })
	lastHole := ids[q] - 1
	holes = satAdd(packedWordsBytes(nh, bitpack.Width(lastHole-st.min)), holeDirsSizeBytes(nh, span))
	bitmap = bitmapSizeBytes(span, uint64(st.n))
	sorted = packedSizeBytes(uint64(st.n), bitpack.Width(st.max-st.min))
	return holes, bitmap, sorted
}

// packedSizeBytes is the SizeBytes of n > 0 ascending values of width w:
// bitpack.Array's packed words plus one trailing zero word (at least two),
// and the search samples from sampleCutoff values on (with their
// sampleAux).
func packedSizeBytes(n uint64, w uint) uint64 {
	size := packedWordsBytes(n, w)
	if n >= sampleCutoff {
		size = satAdd(size, satAdd(satMul(8, ceilDiv(n, sampleEvery)), uint64(unsafe.Sizeof(sampleAux{}))))
	}
	return size
}

// packedWordsBytes is the size of bitpack.Array's packed words for n > 0
// values of width w, plus one trailing zero word (at least two).
func packedWordsBytes(n uint64, w uint) uint64 {
	return satMul(8, max(satAdd(ceilDiv(satMul(n, uint64(w)), 64), 1), 2))
}

// bitmapSizeBytes is the SizeBytes of a RangeWithBitmap of nbits bits of
// which ones are set: bitpack.BitmapSizeBytes plus our select samples and
// the bitmapAux holding them.
// Past the largest bitmap bitpack builds, it is the most a size can be.
func bitmapSizeBytes(nbits, ones uint64) uint64 {
	if nbits > bitpack.MaxBitmapLen {
		return math.MaxUint64
	}
	size := uint64(bitpack.BitmapSizeBytes(int(nbits), int(ones))) + uint64(unsafe.Sizeof(bitmapAux{}))
	if ones >= selectCutoff && nbits <= math.MaxUint32 {
		size += 4 * ceilDiv(ones, selectEvery)
	}
	return size
}

// ceilDiv returns ceil(a/b) without overflow.
func ceilDiv(a, b uint64) uint64 { return a/b + min(1, a%b) }
