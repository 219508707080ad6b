package rowindex

import (
	"math/bits"
)

// idFilter is a membership filter over the ids of one sparse array chunk
// (a SortedArray, or an unsorted Array's side table): one bit per bucket of
// ids, set iff some id of the chunk falls in the bucket. A group of
// overlapping chunks typically holds a Range or holes chunk and many sparse
// update arrays spread over the same ids (one per update commit); a lookup
// whose id is not live in the Range would otherwise search every array.
// With filterBitsPerID buckets per id, an absent id passes the filter of a
// uniformly spread array with probability about 1/filterBitsPerID, so the
// filters turn a search per array into a bit test per array (W2 at 1e7
// rows in benchmarks/ has 100 such arrays over every id). They cost filterBitsPerID/8 bytes per id,
// counted in SizeBytes; arrays shorter than tuning.filterMinIDs, whose search is
// a few probes, have none.
type idFilter struct {
	lo    uint64
	shift uint8
	words []uint64 // nil: no filter, every id passes
}

const filterBitsPerID = 16

// newIDFilter returns the filter of the ids vals, all in [lo, hi], or no
// filter if they are fewer than minIDs (tuning.filterMinIDs).
func newIDFilter(lo, hi uint64, vals []uint64, minIDs int) idFilter {
	n := len(vals)
	if n < minIDs {
		return idFilter{}
	}
	// 2^shift ids per bucket: the smallest power of two giving at most
	// about filterBitsPerID buckets per id.
	per := (hi - lo) / (uint64(n) * filterBitsPerID)
	shift := uint8(bits.Len64(per))
	buckets := (hi-lo)>>shift + 1
	f := idFilter{lo: lo, shift: shift, words: make([]uint64, (buckets+63)/64)}
	// Written before the bits are ORed in: make may hand out fresh pages
	// without writing them, and a read-modify-write of a fresh page faults
	// twice (the read maps the zero page, the write copies it and flushes
	// every CPU's TLB).
	clear(f.words)
	for _, v := range vals {
		b := (v - lo) >> shift
		f.words[b>>6] |= 1 << (b & 63)
	}
	return f
}

// mayHave reports whether id may be one of the filter's ids: false means
// it is not.
func (f *idFilter) mayHave(id uint64) bool {
	if f.words == nil {
		return true
	}
	b := (id - f.lo) >> f.shift // ids below lo wrap to a huge bucket
	return b>>6 < uint64(len(f.words)) && f.words[b>>6]&(1<<(b&63)) != 0
}

// mayHaveIn reports whether some id in [lo, hi] may be one of the
// filter's ids: false means none is. It tests the buckets of the span a
// word at a time, so a batch walk skips in one test an array with no id
// among those it still has to resolve.
func (f *idFilter) mayHaveIn(lo, hi uint64) bool {
	if f.words == nil {
		return true
	}
	nb := uint64(len(f.words)) << 6
	if hi < f.lo || lo > hi {
		return false
	}
	b0, b1 := (max(lo, f.lo)-f.lo)>>f.shift, min((hi-f.lo)>>f.shift, nb-1)
	if b0 >= nb {
		return false
	}
	for w := b0 >> 6; w <= b1>>6; w++ {
		m := f.words[w]
		if w == b0>>6 {
			m &= ^uint64(0) << (b0 & 63)
		}
		if w == b1>>6 {
			m &= ^uint64(0) >> (63 - b1&63)
		}
		if m != 0 {
			return true
		}
	}
	return false
}

// sizeBytes returns the filter's memory.
func (f *idFilter) sizeBytes() int { return 8 * len(f.words) }
