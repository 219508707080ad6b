package segment

import (
	"fmt"
	"math"
	"unsafe"

	"github.com/stablerow/stablerow/bitpack"
)

// Segment is one of Lance's five U64Segment encodings of a list of row ids.
// It is an immutable value: copying it is cheap (the packed data is shared)
// and it is safe for concurrent use by multiple goroutines. The zero
// Segment is the empty Range(0..0).
type Segment struct {
	// Not comparable: == would compare the packed arrays' identity, not
	// the ids (and costs no bytes as the first field).
	_ [0]func()
	// vals holds the start and the kind of every segment, and the packed
	// values of some:
	//   - its Base is a Range kind's start, an array's minimum (0 when
	//     empty);
	//   - its values are a RangeWithHoles' holes, ascending, packed at
	//     base = start, or an array's values, packed at base = minimum;
	//     width = Width(max-base); Range and RangeWithBitmap have none;
	//   - its Tag is the kind.
	// Start and kind in the Array's own bytes keep Segment at 40 bytes. A
	// Range's Get reads the first 32 bytes of the value only (base, tag and
	// end: one cache line wherever the value is).
	vals bitpack.Array
	// end is a Range kind's end (exclusive), an array's maximum (0 when
	// empty).
	end uint64
	// aux points at the data of the rarer cases, by kind: a *bitmapAux
	// for RangeWithBitmap (always), a *holeAux for RangeWithHoles of at
	// least holeDirCutoff holes, a *sampleAux for a SortedArray of at
	// least sampleCutoff values; nil otherwise. One untyped pointer, not
	// one typed pointer per case, keeps Segment small, and each case
	// allocates only its own fields (a single struct of all of them was
	// 360 bytes a segment). Only the accessors below convert it.
	aux unsafe.Pointer
}

// kind returns the segment's encoding.
func (s *Segment) kind() Kind { return Kind(s.vals.Tag()) }

// start returns a Range kind's start, an array's minimum.
func (s *Segment) start() uint64 { return s.vals.Base() }

// rangeSegment returns the Range or RangeWithBitmap (whose bitmap is in
// aux) over [start, end): no packed values, start as the base.
func rangeSegment(kind Kind, start, end uint64, aux unsafe.Pointer) Segment {
	return Segment{vals: bitpack.EmptyArray(start).WithTag(uint8(kind)), end: end, aux: aux}
}

// arraySegment returns the SortedArray or Array of the values in vals,
// whose maximum is hi (vals' base is the minimum).
func arraySegment(kind Kind, vals bitpack.Array, hi uint64) Segment {
	return Segment{vals: vals.WithTag(uint8(kind)), end: hi}
}

// bitmapAux is a RangeWithBitmap's bitmap.
type bitmapAux struct {
	// bm has end-start bits, bit k set iff start+k is present.
	bm bitpack.Bitmap
	// sel[j] locates the (j*selectEvery)-th set bit of bm (see
	// selectSamples). bmWords and bmOnes are bm's words and number of set
	// bits, for the lookups to read without copying bm: Go copies a
	// Bitmap (a struct too big to live in registers) to call even an
	// inlined method on it through a pointer.
	sel     []uint32
	bmWords []uint64
	bmOnes  int
}

// holeAux is the value and position directories of a RangeWithHoles of at
// least holeDirCutoff holes, and a byte per hole locating it in its
// buckets (see holedir.go).
type holeAux struct {
	hdir, pdir []uint16
	htop, ptop []uint32
	rel        []byte
	// hwords, hw and hbase are the holes' packed words, width and base
	// (shared with vals), kept here so that a lookup reads them without
	// copying the Array.
	hwords     []uint64
	hbase      uint64
	hsh, psh   uint8 // bucket shifts
	hgsh, pgsh uint8 // group shifts
	relsh      uint8 // rel's slot shift: 0 for dense holes
	hw         uint8
}

// sampleAux is the search samples of a long SortedArray: samples[j] is
// packed value j*sampleEvery, so that a search touches one small plain
// array and then one 64-value block of packed words.
type sampleAux struct {
	samples []uint64
}

// bma returns a RangeWithBitmap's bitmap.
func (s *Segment) bma() *bitmapAux { return (*bitmapAux)(s.aux) }

// hda returns a RangeWithHoles' directories, nil if it has none.
func (s *Segment) hda() *holeAux { return (*holeAux)(s.aux) }

// samples returns a SortedArray's search samples, nil if it has none.
func (s *Segment) samples() []uint64 {
	if s.aux == nil || s.kind() != KindSortedArray {
		return nil
	}
	return (*sampleAux)(s.aux).samples
}

// auxBytes returns the bytes of the struct aux points at (its slices'
// contents are counted by SizeBytes).
func (s *Segment) auxBytes() int {
	switch {
	case s.aux == nil:
		return 0
	case s.kind() == KindRangeWithBitmap:
		return int(unsafe.Sizeof(bitmapAux{}))
	case s.kind() == KindRangeWithHoles:
		return int(unsafe.Sizeof(holeAux{}))
	default:
		return int(unsafe.Sizeof(sampleAux{}))
	}
}

// sampleEvery is the spacing of the search samples: one bitpack block.
const sampleEvery = bitpack.BlockLen

// sampleCutoff is the length from which ascending packed arrays get search
// samples (0.125 bytes per value). Below it a plain binary search over the
// packed values is as fast: the whole array is a few cache lines.
const sampleCutoff = 4096

// withSamples adds search samples to an ascending packed array of at least
// sampleCutoff values; a RangeWithHoles gets its hole directories instead.
func withSamples(s Segment) Segment {
	if s.kind() == KindRangeWithHoles {
		return withHoleDirs(s)
	}
	n := s.vals.Len()
	if n < sampleCutoff {
		return s
	}
	samples := make([]uint64, (n+sampleEvery-1)/sampleEvery)
	words, w, base := s.vals.Words(), s.vals.Width(), s.vals.Base()
	for j := range samples {
		samples[j] = base + bitpack.ValueAt(words, w, j*sampleEvery)
	}
	s.aux = unsafe.Pointer(&sampleAux{samples: samples})
	return s
}

// Kind returns the segment's encoding.
func (s Segment) Kind() Kind { return s.kind() }

// NewRange returns the Range [start, end). If start > end the result is the
// empty Range [start, start). A range longer than math.MaxInt values is cut
// to its first math.MaxInt values (Len is an int); use NewRangeChecked to
// get an error instead.
func NewRange(start, end uint64) Segment {
	if end < start {
		end = start
	}
	if end-start > math.MaxInt {
		end = start + math.MaxInt
	}
	return rangeSegment(KindRange, start, end, nil)
}

// NewRangeChecked returns the Range [start, end), or an error wrapping
// ErrRange if start > end or ErrTooLong if it has more than math.MaxInt
// values.
func NewRangeChecked(start, end uint64) (Segment, error) {
	if err := checkRange(start, end); err != nil {
		return Segment{}, err
	}
	return rangeSegment(KindRange, start, end, nil), nil
}

func checkRange(start, end uint64) error {
	if start > end {
		return fmt.Errorf("%w: start %d, end %d", ErrRange, start, end)
	}
	if end-start > math.MaxInt {
		return fmt.Errorf("%w: range of %d values", ErrTooLong, end-start)
	}
	return nil
}

// NewRangeWithHoles returns [start, end) minus holes. The holes must be
// strictly ascending and inside [start, end). The slice is not retained.
// Lance never writes a RangeWithHoles without holes, but it is valid.
func NewRangeWithHoles(start, end uint64, holes []uint64) (Segment, error) {
	if err := checkRange(start, end); err != nil {
		return Segment{}, err
	}
	for i, h := range holes {
		if h < start || h >= end {
			return Segment{}, fmt.Errorf("%w: hole %d at index %d outside [%d, %d)", ErrOutOfRange, h, i, start, end)
		}
		if i > 0 && h <= holes[i-1] {
			return Segment{}, fmt.Errorf("%w: hole %d at index %d after %d", ErrNotAscending, h, i, holes[i-1])
		}
	}
	return newHoles(start, end, holes)
}

// newHoles builds a RangeWithHoles from holes inside [start, end),
// strictly ascending.
func newHoles(start, end uint64, holes []uint64) (Segment, error) {
	vals, err := bitpack.NewArrayBase(holes, start)
	if err != nil {
		return Segment{}, fmt.Errorf("%w: %w", ErrOutOfRange, err)
	}
	return holesSegment(vals, end), nil
}

// holesSegment returns the RangeWithHoles up to end (exclusive) whose holes
// are packed in holes at base = the range's start, with its directories.
func holesSegment(holes bitpack.Array, end uint64) Segment {
	return withSamples(Segment{vals: holes.WithTag(uint8(KindRangeWithHoles)), end: end})
}

// NewRangeWithBitmap returns the ids start+k of [start, end) whose bit k is
// set in bm. bm.Len() must equal end-start. The bitmap is retained (it is
// immutable).
func NewRangeWithBitmap(start, end uint64, bm bitpack.Bitmap) (Segment, error) {
	if err := checkRange(start, end); err != nil {
		return Segment{}, err
	}
	if uint64(bm.Len()) != end-start {
		return Segment{}, fmt.Errorf("%w: %d bits for a range of %d", ErrBitmap, bm.Len(), end-start)
	}
	return rangeSegment(KindRangeWithBitmap, start, end, unsafe.Pointer(newBitmapAux(bm))), nil
}

// NewSortedArray returns the SortedArray of values, which must be in
// ascending order (equal neighbours are allowed). The slice is not retained.
func NewSortedArray(values []uint64) (Segment, error) {
	for i := 1; i < len(values); i++ {
		if values[i] < values[i-1] {
			return Segment{}, fmt.Errorf("%w: value %d at index %d after %d", ErrNotAscending, values[i], i, values[i-1])
		}
	}
	return newSorted(values), nil
}

// newSorted builds a SortedArray from ascending values.
func newSorted(values []uint64) Segment {
	var hi uint64
	if len(values) > 0 {
		hi = values[len(values)-1]
	}
	return withSamples(arraySegment(KindSortedArray, bitpack.NewArray(values), hi))
}

// NewArray returns the Array of values, in their order. The slice is not
// retained.
func NewArray(values []uint64) Segment {
	var hi uint64
	for _, v := range values {
		hi = max(hi, v)
	}
	return arraySegment(KindArray, bitpack.NewArray(values), hi)
}

// stats are the facts Lance's encoding choice needs about a list of ids.
type stats struct {
	n        int
	min, max uint64
	sorted   bool // no value below the running maximum
	dups     bool // sorted, with equal neighbours
}

func computeStats(ids []uint64) stats {
	st := stats{n: len(ids), sorted: true}
	if len(ids) == 0 {
		return st
	}
	lo, hi := ids[0], ids[0]
	dups := false
	for _, v := range ids[1:] {
		if v <= hi {
			if v < hi {
				st.sorted = false
			} else {
				dups = true
			}
		}
		lo = min(lo, v)
		hi = max(hi, v)
	}
	st.min, st.max, st.dups = lo, hi, dups && st.sorted
	return st
}

// Lance's estimated sizes, in bytes, of the three sparse encodings.
func lanceCosts(st stats) (holes, bitmap, sorted uint64) {
	span := st.max - st.min + 1 // st.max < MaxUint64 here
	h := span - uint64(st.n)
	holes = satAdd(24, satMul(4, h))
	bitmap = 24 + span/8
	if span%8 != 0 {
		bitmap++
	}
	sorted = satAdd(24, satMul(2, uint64(st.n)))
	return holes, bitmap, sorted
}

func satAdd(a, b uint64) uint64 {
	if c := a + b; c >= a {
		return c
	}
	return math.MaxUint64
}

func satMul(a, b uint64) uint64 {
	if a != 0 && b > math.MaxUint64/a {
		return math.MaxUint64
	}
	return a * b
}

// FromSlice encodes ids as Lance's from_slice does: an unsorted list
// becomes an Array, an empty one Range(0..0), a contiguous one a Range, and
// otherwise the smallest of Lance's estimated sizes wins (RangeWithHoles
// 24+4*holes, RangeWithBitmap 24+ceil(span/8), SortedArray 24+2*n; ties
// in that order). Sorted lists with duplicates or ending at 2^64-1 become a
// SortedArray. The slice is not retained.
func FromSlice(ids []uint64) Segment {
	return encode(ids, computeStats(ids), false)
}

// encode applies the choice rule; forceArray keeps an Array an Array (mask).
func encode(ids []uint64, st stats, forceArray bool) Segment {
	if st.n == 0 {
		return Segment{}
	}
	if !st.sorted || forceArray {
		return NewArray(ids)
	}
	if st.dups || st.max == math.MaxUint64 {
		return newSorted(ids)
	}
	if st.max-st.min+1 == uint64(st.n) {
		return rangeSegment(KindRange, st.min, st.max+1, nil)
	}
	holes, bitmap, sorted := lanceCosts(st)
	return pickSparse(ids, st, holes, bitmap, sorted)
}

// pickSparse encodes strictly ascending ids with at least one hole as the
// cheapest of the three sparse encodings by the given costs, ties going
// holes > bitmap > sorted (Lance's order). FromSlice passes Lance's costs,
// FromSliceCompact our in-memory ones.
func pickSparse(ids []uint64, st stats, holes, bitmap, sorted uint64) Segment {
	switch {
	case holes <= bitmap && holes <= sorted:
		return holesFromSorted(ids, st)
	case bitmap <= sorted:
		if s, ok := bitmapFromSorted(ids, st); ok {
			return s
		}
	}
	return newSorted(ids)
}

// holesFromSorted builds the RangeWithHoles of strictly ascending ids.
func holesFromSorted(ids []uint64, st stats) Segment {
	holes := make([]uint64, 0, int(st.max-st.min+1)-st.n)
	next := st.min
	for _, v := range ids {
		for ; next < v; next++ {
			holes = append(holes, next)
		}
		next = v + 1
	}
	if s, err := newHoles(st.min, st.max+1, holes); err == nil {
		return s
	}
	return newSorted(ids) // the holes are in [min, max]: not reached
}

// bitmapFromSorted builds the RangeWithBitmap of strictly ascending ids. It
// fails only for a bitmap beyond bitpack's size limit.
func bitmapFromSorted(ids []uint64, st stats) (Segment, bool) {
	nbits := st.max - st.min + 1
	if nbits > math.MaxInt-63 {
		return Segment{}, false
	}
	words := make([]uint64, (nbits+63)/64)
	for _, v := range ids {
		k := v - st.min
		words[k/64] |= 1 << (k % 64)
	}
	bm, err := bitpack.NewBitmap(words, int(nbits))
	if err != nil {
		return Segment{}, false
	}
	return rangeSegment(KindRangeWithBitmap, st.min, st.max+1, unsafe.Pointer(newBitmapAux(bm))), true
}
