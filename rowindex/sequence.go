package rowindex

import (
	"errors"
	"fmt"
	"iter"
	"slices"
	"strconv"
	"unsafe"

	"google.golang.org/protobuf/encoding/protowire"

	"github.com/stablerow/stablerow/segment"
)

// Sequence is the row ids of one fragment, in physical order: Lance's
// RowIdSequence, an ordered list of segments whose expansions are
// concatenated. Position p of the sequence is physical offset p of the
// fragment; deleted rows stay in the sequence (a DeletionVector hides them).
//
// A Sequence is an immutable value: copying it is cheap, every method
// returns a new Sequence, and it is safe for concurrent use. The zero
// Sequence is empty.
type Sequence struct {
	// d is shared by every copy of the sequence (so an Index holding a
	// fragment's sequence holds one pointer, not the slice headers); nil
	// for the empty sequence.
	d *seqData
}

// seqData is a sequence's segments and their end offsets.
//
// A sequence of one segment (most fragments) is this struct alone, 64
// bytes: one allocation in a 64-byte size class, so 64-byte aligned, and
// Get reads one cache line (m, then the segment). A sequence of more
// segments is a seqMulti: the same header with m pointing at the slices
// that follow it in the same allocation.
type seqData struct {
	// saved is what the segments' SizeBytes count but their memory does
	// not hold: the padding words that arrays decoded into one block share
	// (segment.Decoder.SavedBytes).
	saved  uint64
	one    [1]segment.Segment
	oneEnd [1]int
	// m holds the segments of a sequence of more than one (one and oneEnd
	// are then unused); nil for one segment.
	m *seqSegs
}

// seqSegs is the segments of a sequence of more than one.
type seqSegs struct {
	segs []segment.Segment
	ends []int // ends[i] is the offset just past segment i (a prefix sum of lengths)
}

// seqMulti is the one allocation of a sequence of more than one segment.
type seqMulti struct {
	seqData
	seqSegs
}

// newMulti returns the data of the sequence of segs, ends their end
// offsets; it takes ownership of both.
func newMulti(segs []segment.Segment, ends []int) *seqData {
	sm := &seqMulti{seqSegs: seqSegs{segs, ends}}
	sm.m = &sm.seqSegs
	return &sm.seqData
}

// segs returns the segments (nil for the empty sequence).
func (s Sequence) segs() []segment.Segment {
	switch {
	case s.d == nil:
		return nil
	case s.d.m != nil:
		return s.d.m.segs
	}
	return s.d.one[:]
}

// ends returns the end offsets of the segments (nil for the empty
// sequence).
func (s Sequence) ends() []int {
	switch {
	case s.d == nil:
		return nil
	case s.d.m != nil:
		return s.d.m.ends
	}
	return s.d.oneEnd[:]
}

// Errors of Sequence and VersionSequence operations. Returned errors wrap
// one of these, so callers can use errors.Is.
var (
	// ErrBadOffsets reports offsets passed to Mask that are not strictly
	// ascending or not below the sequence length.
	ErrBadOffsets = errors.New("rowindex: bad offsets")
	// ErrTooFewSegments reports a Rechunk whose input ran out before the
	// chunk sizes were filled.
	ErrTooFewSegments = errors.New("rowindex: too few segments")
	// ErrTooManySegments reports a Rechunk whose input has ids (or empty
	// segments) left after the last chunk.
	ErrTooManySegments = errors.New("rowindex: too many segments")
	// ErrDecode reports malformed RowIdSequence or RowDatasetVersionSequence
	// bytes. Decode errors are *DecodeError values wrapping it (and, for a
	// bad nested segment, the segment package's error too).
	ErrDecode = errors.New("rowindex: malformed protobuf")
)

// segmentValueBytes is the size of one segment.Segment value.
const segmentValueBytes = int(unsafe.Sizeof(segment.Segment{}))

// NewSequence returns the sequence of segs, in order. Empty segments are
// kept (Lance keeps them too; Rechunk skips them). The slice is copied.
func NewSequence(segs ...segment.Segment) Sequence {
	return newSequenceOwned(slices.Clone(segs))
}

// RangeSequence returns the sequence holding the single Range [start, end).
func RangeSequence(start, end uint64) Sequence {
	return oneSegment(segment.NewRange(start, end))
}

// newSequenceOwned builds a Sequence that takes ownership of segs.
func newSequenceOwned(segs []segment.Segment) Sequence {
	if len(segs) == 0 {
		return Sequence{}
	}
	if len(segs) == 1 {
		return oneSegment(segs[0])
	}
	ends := prefixEnds(segs, func(s *segment.Segment) int { return s.Len() })
	return Sequence{newMulti(segs, ends)}
}

// prefixEnds returns the running sums of the lengths of items: ends[i] is
// the offset just past item i (segments of a Sequence, runs of a
// VersionSequence), what spanOf searches.
func prefixEnds[T any](items []T, length func(*T) int) []int {
	ends := make([]int, len(items))
	total := 0
	for i := range items {
		total += length(&items[i])
		ends[i] = total
	}
	return ends
}

// oneSegment returns the sequence of seg alone, in one allocation.
func oneSegment(seg segment.Segment) Sequence {
	return Sequence{&seqData{one: [1]segment.Segment{seg}, oneEnd: [1]int{seg.Len()}}}
}

// Len returns the number of ids (deleted rows included).
func (s Sequence) Len() int {
	if len(s.ends()) == 0 {
		return 0
	}
	return s.ends()[len(s.ends())-1]
}

// NumSegments returns the number of segments.
func (s Sequence) NumSegments() int { return len(s.segs()) }

// Segments returns a copy of the segments.
func (s Sequence) Segments() []segment.Segment { return slices.Clone(s.segs()) }

// Segment returns segment i, for 0 <= i < NumSegments.
func (s Sequence) Segment(i int) segment.Segment { return s.segs()[i] }

// SegmentStart returns the offset of the first id of segment i.
func (s Sequence) SegmentStart(i int) int {
	if i == 0 {
		return 0
	}
	return s.ends()[i-1]
}

// Get returns the id at physical offset, or false if offset is outside
// [0, Len). It finds the segment among the prefix offsets (spanOf),
// O(log segments), then asks the segment; it does not allocate.
func (s Sequence) Get(offset int) (uint64, bool) {
	d := s.d
	if d == nil {
		return 0, false
	}
	m := d.m
	if m == nil {
		return d.one[0].GetRef(offset) // it checks the bounds
	}
	ends := m.ends
	if offset < 0 || offset >= ends[len(ends)-1] {
		return 0, false
	}
	lo := spanOf(ends, offset)
	if lo > 0 {
		offset -= ends[lo-1]
	}
	return m.segs[lo].GetRef(offset)
}

// segmentOf returns the index of the segment holding offset (which must be
// in [0, Len)).
func (s Sequence) segmentOf(offset int) int { return spanOf(s.ends(), offset) }

// SegmentOf returns the index of the segment holding physical offset (in
// [0, Len)), O(log segments).
func (s Sequence) SegmentOf(offset int) int { return s.segmentOf(offset) }

// spanOf returns the index of the first of ends (ascending prefix ends of
// segments or runs) that is > offset, given offset < ends[len(ends)-1]: a
// branch-free count of the ends <= offset for the few spans of most
// sequences (a compacted fragment has one per source fragment), a binary
// search for many.
func spanOf(ends []int, offset int) int {
	lo := 0
	if len(ends) <= 16 {
		for _, e := range ends[:len(ends)-1] {
			// 1 iff e <= offset (both are lengths, far from overflow):
			// an if here compiles to a branch, which random offsets
			// mispredict.
			lo += int(uint(e-offset-1) >> 63)
		}
		return lo
	}
	hi := len(ends) - 1
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if ends[m] <= offset {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// All yields (offset, id) for every id, in physical order.
func (s Sequence) All() iter.Seq2[int, uint64] {
	return func(yield func(int, uint64) bool) {
		off := 0
		for i := range s.segs() {
			for v := range s.segs()[i].All() {
				if !yield(off, v) {
					return
				}
				off++
			}
		}
	}
}

// AppendTo appends every id, in physical order, to dst.
func (s Sequence) AppendTo(dst []uint64) []uint64 {
	dst = slices.Grow(dst, s.Len())
	for i := range s.segs() {
		dst = s.segs()[i].AppendTo(dst)
	}
	return dst
}

// Equal reports whether both sequences have the same segments (kind and
// ids), in the same order.
func (s Sequence) Equal(o Sequence) bool {
	return slices.EqualFunc(s.segs(), o.segs(), segment.Segment.Equal)
}

// String describes the segments, e.g. "[range[0..10) array(3)[4..9]]".
func (s Sequence) String() string {
	return fmt.Sprint(s.segs())
}

// Slice returns the n ids at offsets [offset, offset+n). Whole segments in
// the middle are shared; the first and last are cut with segment.Slice,
// which re-encodes them with Lance's rule. offset and n are clamped to the
// sequence; an empty result is the empty Sequence.
func (s Sequence) Slice(offset, n int) Sequence {
	l := s.Len()
	offset = max(0, min(offset, l))
	n = max(0, min(n, l-offset))
	if n == 0 {
		return Sequence{}
	}
	if offset == 0 && n == l {
		return s
	}
	first := s.segmentOf(offset)
	last := s.segmentOf(offset + n - 1)
	out := make([]segment.Segment, 0, last-first+1)
	for i := first; i <= last; i++ {
		segStart := s.SegmentStart(i)
		lo := max(offset, segStart) - segStart
		hi := min(offset+n, s.ends()[i]) - segStart
		seg := s.segs()[i]
		if lo != 0 || hi != seg.Len() {
			seg = seg.Slice(lo, hi-lo)
		}
		out = append(out, seg)
	}
	return newSequenceOwned(out)
}

// Mask returns the sequence without the ids at the given physical offsets,
// as Lance's mask does: each segment holding masked offsets is re-encoded
// by segment.Mask (an Array stays an Array), then every empty segment is
// dropped. sortedOffsets must be strictly ascending and below Len; anything
// else is an error wrapping ErrBadOffsets (Lance silently computes a wrong
// result for unsorted input, PR 6083).
func (s Sequence) Mask(sortedOffsets []uint32) (Sequence, error) {
	if err := checkOffsets(sortedOffsets, s.Len()); err != nil {
		return Sequence{}, err
	}
	out := make([]segment.Segment, 0, len(s.segs()))
	j := 0
	for i, seg := range s.segs() {
		segStart, segEnd := s.SegmentStart(i), s.ends()[i]
		k := j
		for k < len(sortedOffsets) && int(sortedOffsets[k]) < segEnd {
			k++
		}
		if k > j {
			local := make([]uint32, k-j)
			for x, o := range sortedOffsets[j:k] {
				local[x] = o - uint32(segStart)
			}
			var err error
			if seg, err = seg.Mask(local); err != nil {
				return Sequence{}, fmt.Errorf("%w: segment %d: %v", ErrBadOffsets, i, err)
			}
			j = k
		}
		if seg.Len() > 0 {
			out = append(out, seg)
		}
	}
	return newSequenceOwned(out), nil
}

// checkOffsets verifies that offsets are strictly ascending and below n.
func checkOffsets(offsets []uint32, n int) error {
	for i, o := range offsets {
		if i > 0 && o <= offsets[i-1] {
			return fmt.Errorf("%w: offset %d at index %d is not above %d (offsets must be strictly ascending)", ErrBadOffsets, o, i, offsets[i-1])
		}
		if int64(o) >= int64(n) {
			return fmt.Errorf("%w: offset %d at index %d is not below the length %d", ErrBadOffsets, o, i, n)
		}
	}
	return nil
}

// Delete returns the sequence without the given ids (any order; ids not in
// the sequence are ignored), as Lance's delete does: every segment holding
// one of them is re-encoded by segment.Delete with Lance's rule; segments
// left empty are kept as Range(0..0).
func (s Sequence) Delete(ids []uint64) Sequence {
	if len(ids) == 0 || len(s.segs()) == 0 {
		return s
	}
	sorted := slices.Clone(ids)
	slices.Sort(sorted)
	sorted = slices.Compact(sorted)
	out := slices.Clone(s.segs())
	var hit []uint64
	for i, seg := range out {
		lo, hi, ok := seg.Bounds()
		if !ok {
			continue
		}
		a, _ := slices.BinarySearch(sorted, lo)
		hit = hit[:0]
		for _, v := range sorted[a:] {
			if v > hi {
				break
			}
			if seg.Contains(v) {
				hit = append(hit, v)
			}
		}
		if len(hit) > 0 {
			// hit is strictly ascending, so Delete cannot fail.
			if d, err := seg.Delete(hit); err == nil {
				out[i] = d
			}
		}
	}
	return newSequenceOwned(out)
}

// Extend returns s followed by other, as Lance's extend does: if s ends
// with a Range and other starts with a Range that begins where it ends,
// the two become one Range; nothing else is merged.
func (s Sequence) Extend(other Sequence) Sequence {
	if len(other.segs()) == 0 {
		return s
	}
	if len(s.segs()) == 0 {
		return other
	}
	out := make([]segment.Segment, 0, len(s.segs())+len(other.segs()))
	out = append(out, s.segs()...)
	rest := other.segs()
	last, first := out[len(out)-1], rest[0]
	if last.Kind() == segment.KindRange && first.Kind() == segment.KindRange {
		s1, e1 := rangeEnds(last)
		s2, e2 := rangeEnds(first)
		if e1 == s2 {
			out[len(out)-1] = segment.NewRange(s1, e2)
			rest = rest[1:]
		}
	}
	out = append(out, rest...)
	return newSequenceOwned(out)
}

// rangeEnds returns the [start, end) of a Range segment, empty ones
// included (their start is only visible in the wire form).
func rangeEnds(seg segment.Segment) (start, end uint64) {
	if lo, hi, ok := seg.Bounds(); ok {
		return lo, hi + 1
	}
	var buf [32]byte
	b := seg.AppendProto(buf[:0])
	// U64Segment{range=1: Range{start=1, end=2}}
	_, _, n := protowire.ConsumeTag(b)
	if n < 0 {
		return 0, 0
	}
	body, n := protowire.ConsumeBytes(b[n:])
	if n < 0 {
		return 0, 0
	}
	for len(body) > 0 {
		num, typ, n := protowire.ConsumeTag(body)
		if n < 0 || typ != protowire.VarintType {
			return start, end
		}
		v, m := protowire.ConsumeVarint(body[n:])
		if m < 0 {
			return start, end
		}
		switch num {
		case 1:
			start = v
		case 2:
			end = v
		}
		body = body[n+m:]
	}
	return start, end
}

// RechunkError is the error of Rechunk and RechunkVersions when the input
// does not fill the chunk sizes exactly. It wraps ErrTooFewSegments or
// ErrTooManySegments.
type RechunkError struct {
	What      string // "segments" or "version runs"
	TooMany   bool   // input left over (else: input ran out)
	Chunk     int    // too few: the chunk being filled
	ChunkSize int    // too few: its expected size
	Remaining int    // too few: ids still needed for it
	Processed int    // too many: chunks filled
	Total     int    // too many: chunks expected
}

// Error words the problem as Lance does, in lower case.
func (e *RechunkError) Error() string {
	if e.TooMany {
		return fmt.Sprintf("rowindex: too many %s for the provided chunk lengths: processed %d chunks out of %d expected",
			e.What, e.Processed, e.Total)
	}
	return fmt.Sprintf("rowindex: too few %s for chunk %d: expected chunk size %d, remaining needed %d",
		e.What, e.Chunk, e.ChunkSize, e.Remaining)
}

// Unwrap returns ErrTooManySegments or ErrTooFewSegments.
func (e *RechunkError) Unwrap() error {
	if e.TooMany {
		return ErrTooManySegments
	}
	return ErrTooFewSegments
}

// rechunkPieces runs Lance's rechunk walk over a flat list of pieces of the
// given lengths. For each chunk it calls emit(chunk, piece, offset, n) for
// every part taken from a piece, in order; a chunk with no parts gets no
// calls. Pieces of length 0 are skipped, also at a chunk boundary, but an
// unconsumed piece (even an empty one) after the last chunk is an error.
func rechunkPieces(what string, lens func(int) int, nPieces int, sizes []int, allowIncomplete bool,
	emit func(chunk, piece, offset, n int)) error {
	p, pOff := 0, 0 // current piece and the offset consumed in it
	for c, size := range sizes {
		if size < 0 {
			return fmt.Errorf("%w: chunk %d has negative size %d", ErrBadOffsets, c, size)
		}
		remaining := size
		for remaining > 0 {
			avail := 0
			if p < nPieces {
				avail = lens(p) - pOff
			}
			if avail == 0 {
				if p < nPieces {
					p, pOff = p+1, 0
					continue
				}
				if allowIncomplete {
					break
				}
				return &RechunkError{What: what, Chunk: c, ChunkSize: size, Remaining: remaining}
			}
			if avail > remaining {
				emit(c, p, pOff, remaining)
				pOff += remaining
				remaining = 0
			} else {
				emit(c, p, pOff, avail)
				p, pOff = p+1, 0
				remaining -= avail
			}
		}
	}
	if p < nPieces {
		return &RechunkError{What: what, TooMany: true, Processed: len(sizes), Total: len(sizes)}
	}
	return nil
}

// Rechunk splits and joins the ids of seqs (concatenated in order) into
// sequences of the given sizes, with Lance's algorithm (rechunk_sequences):
// the segments are walked in order; empty remainders are skipped; a
// segment larger than what the chunk still needs is cut with
// segment.Slice; otherwise its remainder is taken (also through
// segment.Slice, which re-encodes it as Lance does) and the walk moves on.
// Pieces are joined with Extend, so adjacent Ranges merge.
//
// If the input runs out before a chunk is full, Rechunk returns a
// *RechunkError wrapping ErrTooFewSegments, unless allowIncomplete is set,
// in which case that chunk and the ones after it are cut short (and may be
// empty). Input left after the last chunk, even a trailing empty segment,
// is a *RechunkError wrapping ErrTooManySegments.
func Rechunk(seqs []Sequence, sizes []int, allowIncomplete bool) ([]Sequence, error) {
	var flat []segment.Segment
	for _, s := range seqs {
		flat = append(flat, s.segs()...)
	}
	out := make([]Sequence, len(sizes))
	parts := make([][]segment.Segment, len(sizes))
	err := rechunkPieces("segments", func(i int) int { return flat[i].Len() }, len(flat), sizes, allowIncomplete,
		func(c, p, off, n int) {
			parts[c] = append(parts[c], flat[p].Slice(off, n))
		})
	if err != nil {
		return nil, err
	}
	for c, ps := range parts {
		var seq Sequence
		for _, piece := range ps {
			seq = seq.Extend(oneSegment(piece))
		}
		out[c] = seq
	}
	return out, nil
}

// SizeBytes returns the memory the sequence holds: the segments' data, the
// Segment values and the prefix offsets.
func (s Sequence) SizeBytes() int {
	if s.d == nil {
		return 0
	}
	n := int(unsafe.Sizeof(*s.d))
	if s.d.m != nil {
		n = int(unsafe.Sizeof(seqMulti{})) + cap(s.segs())*segmentValueBytes + 8*cap(s.ends())
	}
	n -= int(s.d.saved)
	for i := range s.segs() {
		n += s.segs()[i].SizeBytes()
	}
	return n
}

// LanceSizeBytes returns the size of the sequence as Lance's RowIdSequence
// protobuf message: len(s.AppendProto(nil)).
func (s Sequence) LanceSizeBytes() int {
	n := 0
	for i := range s.segs() {
		n += 1 + protowire.SizeBytes(s.segs()[i].LanceSizeBytes())
	}
	return n
}

// AppendProto appends the sequence as Lance's RowIdSequence protobuf
// message (field 1, repeated U64Segment), byte for byte as Lance writes
// it. An empty sequence is zero bytes.
func (s Sequence) AppendProto(b []byte) []byte {
	b = slices.Grow(b, s.LanceSizeBytes())
	for i := range s.segs() {
		b = protowire.AppendTag(b, 1, protowire.BytesType)
		b = protowire.AppendVarint(b, uint64(s.segs()[i].LanceSizeBytes()))
		b = s.segs()[i].AppendProto(b)
	}
	return b
}

// DecodeError describes malformed RowIdSequence or
// RowDatasetVersionSequence bytes: the field, the byte offset in the input
// and what was wrong. It wraps ErrDecode and, for a bad nested segment, the
// segment package's *segment.DecodeError.
type DecodeError struct {
	Message string // "RowIdSequence" or "RowDatasetVersionSequence"
	Field   string // e.g. "segments[3]" or "runs[0].span"
	Offset  int    // byte offset in the input
	Detail  string
	Err     error // the nested error, if any
}

// Error returns "rowindex: <message>.<field> at byte <offset>: <detail>".
func (e *DecodeError) Error() string {
	msg := fmt.Sprintf("rowindex: %s.%s at byte %d: %s", e.Message, e.Field, e.Offset, e.Detail)
	if e.Err != nil {
		msg += ": " + e.Err.Error()
	}
	return msg
}

// Unwrap returns ErrDecode and the nested error.
func (e *DecodeError) Unwrap() []error {
	if e.Err != nil {
		return []error{ErrDecode, e.Err}
	}
	return []error{ErrDecode}
}

// UnmarshalSequence decodes Lance's RowIdSequence protobuf bytes. Unknown
// fields are skipped, as protobuf requires. Malformed input gives a
// *DecodeError; decoding never panics, and allocates in proportion to the
// input.
func UnmarshalSequence(b []byte) (Sequence, error) {
	// Sized exactly rather than grown by append, which left up to half of
	// the Segment values' slice unused (22 KB of the 290 KB of the
	// sequence of 1,210 update arrays that Lance writes at 1e7 rows). The
	// same pass reserves the short arrays' words in one block.
	var dec segment.Decoder
	segs := make([]segment.Segment, 0, countFields(b, 1, dec.Reserve))
	total := 0
	err := walkFields(b, 0, "RowIdSequence", nil, func(num protowire.Number, typ protowire.Type, off, _ int, val []byte) error {
		if num != 1 {
			return nil
		}
		// The field's name, built only for an error.
		field := func() string { return "segments[" + strconv.Itoa(len(segs)) + "]" }
		if typ != protowire.BytesType {
			return &DecodeError{Message: "RowIdSequence", Field: field(), Offset: off,
				Detail: fmt.Sprintf("wire type %d, want bytes (2)", typ)}
		}
		seg, err := dec.UnmarshalProto(val)
		if err != nil {
			return &DecodeError{Message: "RowIdSequence", Field: field(), Offset: off, Detail: "bad U64Segment", Err: err}
		}
		// No fragment holds more than MaxFragmentRows rows: a longer
		// sequence is malformed, and bounding the running total here keeps
		// the prefix ends from wrapping around.
		if n := seg.Len(); n > MaxFragmentRows-total {
			return &DecodeError{Message: "RowIdSequence", Field: field(), Offset: off,
				Detail: fmt.Sprintf("%d ids after %d: more than a fragment's %d rows", n, total, MaxFragmentRows)}
		}
		total += seg.Len()
		segs = append(segs, seg)
		return nil
	})
	if err != nil {
		return Sequence{}, err
	}
	seq := newSequenceOwned(segs)
	if seq.d != nil {
		seq.d.saved = uint64(dec.SavedBytes())
	}
	return seq, nil
}

// countFields returns the number of fields numbered num in the well-formed
// prefix of the protobuf message b (at most len(b)/2, as a field takes two
// bytes or more), calling each, if not nil, with the bytes of each of them
// that is length-delimited.
func countFields(b []byte, num protowire.Number, each func([]byte)) int {
	n := 0
	for len(b) > 0 {
		got, typ, m := protowire.ConsumeTag(b)
		if m < 0 {
			break
		}
		k := protowire.ConsumeFieldValue(got, typ, b[m:])
		if k < 0 {
			break
		}
		if got == num {
			n++
			if each != nil && typ == protowire.BytesType {
				v, _ := protowire.ConsumeBytes(b[m:])
				each(v)
			}
		}
		b = b[m+k:]
	}
	return n
}

// walkFields calls fn for every field of the protobuf message b, with the
// absolute byte offsets (base + position in b) of the field's tag and value
// and the value's bytes (the contents of a length-delimited field, the raw
// encoding otherwise). It reports truncated or malformed tags and values as
// *DecodeError values for msg, naming fields with prefix (nil for none;
// called only for an error).
func walkFields(b []byte, base int, msg string, prefix func() string,
	fn func(num protowire.Number, typ protowire.Type, tagOff, valOff int, val []byte) error) error {
	off := 0
	for off < len(b) {
		num, typ, n := protowire.ConsumeTag(b[off:])
		if n < 0 {
			return &DecodeError{Message: msg, Field: fieldPrefix(prefix) + "tag", Offset: base + off, Detail: protowire.ParseError(n).Error()}
		}
		if typ == protowire.EndGroupType {
			return &DecodeError{Message: msg, Field: fieldPrefix(prefix) + "tag", Offset: base + off, Detail: fmt.Sprintf("stray end-group tag for field %d", num)}
		}
		valOff := off + n
		// The field's name, built only for an error.
		field := func() string { return fieldPrefix(prefix) + "field " + strconv.Itoa(int(num)) }
		var val []byte
		if typ == protowire.BytesType {
			v, m := protowire.ConsumeBytes(b[valOff:])
			if m < 0 {
				return &DecodeError{Message: msg, Field: field(), Offset: base + valOff, Detail: protowire.ParseError(m).Error()}
			}
			val = v
			valOff += m - len(v)
			n += m
		} else {
			m := protowire.ConsumeFieldValue(num, typ, b[valOff:])
			if m < 0 {
				return &DecodeError{Message: msg, Field: field(), Offset: base + valOff, Detail: protowire.ParseError(m).Error()}
			}
			val = b[valOff : valOff+m]
			n += m
		}
		if err := fn(num, typ, base+off, base+valOff, val); err != nil {
			return err
		}
		off += n
	}
	return nil
}

// fieldPrefix returns prefix(), or "" for nil.
func fieldPrefix(prefix func() string) string {
	if prefix == nil {
		return ""
	}
	return prefix()
}
