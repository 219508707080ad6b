package segment

import (
	"unsafe"

	"encoding/binary"
	"fmt"
	"math"
	"math/bits"
	"strings"

	"github.com/stablerow/stablerow/bitpack"
	"google.golang.org/protobuf/encoding/protowire"
)

// The wire state of a message being decoded. Protobuf merges repeated
// occurrences of a message field and lets the last scalar win; a oneof
// keeps the last member set, so switching members starts afresh.

// arrayWire is an EncodedU64Array as read from the wire.
type arrayWire struct {
	which  protowire.Number // 0 (unset), fieldU16Array, fieldU32Array or fieldU64Array
	base   uint64
	data   []byte
	dataAt int // input offset of data
}

// segmentWire is a U64Segment as read from the wire.
type segmentWire struct {
	which      protowire.Number // 0 (unset) or fieldRange..fieldArray
	at         int              // input offset of the set member
	start, end uint64
	holesSet   bool
	holesAt    int
	arr        arrayWire // holes, sorted_array or array
	bitmap     []byte
	bitmapAt   int
}

var segmentFields = [...]string{
	fieldRange:           "U64Segment.range",
	fieldRangeWithHoles:  "U64Segment.range_with_holes",
	fieldRangeWithBitmap: "U64Segment.range_with_bitmap",
	fieldSortedArray:     "U64Segment.sorted_array",
	fieldArray:           "U64Segment.array",
}

var arrayFields = [...]string{
	fieldU16Array: "u16_array",
	fieldU32Array: "u32_array",
	fieldU64Array: "u64_array",
}

// wireErr converts a negative protowire length into a DecodeError.
func wireErr(field string, off, n int) error {
	err := protowire.ParseError(n)
	if err == nil {
		return nil
	}
	if n == -1 { // protowire's errCodeTruncated
		return decodeErr(field, off, ErrTruncated, "truncated input")
	}
	return decodeErr(field, off, ErrMalformed, err.Error())
}

// field is one parsed protobuf field: its number and type and, for bytes,
// the value; for varints, the number.
type field struct {
	num   protowire.Number
	typ   protowire.Type
	at    int // input offset of the tag
	valAt int // input offset of the value
	v     uint64
	b     []byte
}

// nextField parses the field at b[i:]; base is the input offset of b. It
// skips nothing: unknown fields are returned too, with their values parsed.
func nextField(msg fieldPath, b []byte, i, base int) (field, int, error) {
	f := field{at: base + i}
	num, typ, n := protowire.ConsumeTag(b[i:])
	if n < 0 {
		return f, 0, wireErr(msg.String(), base+i, n)
	}
	f.num, f.typ = num, typ
	i += n
	f.valAt = base + i
	switch typ {
	case protowire.VarintType:
		v, m := protowire.ConsumeVarint(b[i:])
		if m < 0 {
			return f, 0, wireErr(fmt.Sprintf("%s field %d", msg.String(), num), base+i, m)
		}
		f.v, n = v, m
	case protowire.BytesType:
		v, m := protowire.ConsumeBytes(b[i:])
		if m < 0 {
			return f, 0, wireErr(fmt.Sprintf("%s field %d", msg.String(), num), base+i, m)
		}
		f.b, n = v, m
		f.valAt = base + i + m - len(v)
	default:
		m := protowire.ConsumeFieldValue(num, typ, b[i:])
		if m < 0 {
			return f, 0, wireErr(fmt.Sprintf("%s field %d", msg.String(), num), base+i, m)
		}
		n = m
	}
	return f, i + n, nil
}

func wantType(name fieldPath, f field, typ protowire.Type) error {
	if f.typ == typ {
		return nil
	}
	return decodeErr(name.String(), f.at, ErrWireType, fmt.Sprintf("wire type %d, want %d", f.typ, typ))
}

// UnmarshalProto decodes one U64Segment protobuf message body (no outer tag
// or length). It accepts everything a protobuf encoder may produce for a
// valid segment (any array width, any field order, repeated fields,
// unknown fields) and returns a *DecodeError for malformed or invalid
// input. It does not retain b, and allocates no more than a small multiple
// of len(b).
func UnmarshalProto(b []byte) (Segment, error) {
	var w segmentWire
	if err := w.parse(b, 0); err != nil {
		return Segment{}, err
	}
	return w.build(nil)
}

func (w *segmentWire) parse(b []byte, base int) error {
	for i := 0; i < len(b); {
		f, next, err := nextField(pathOf("U64Segment"), b, i, base)
		if err != nil {
			return err
		}
		i = next
		if f.num < fieldRange || f.num > fieldArray {
			continue // unknown field
		}
		name := pathOf(segmentFields[f.num])
		if err := wantType(name, f, protowire.BytesType); err != nil {
			return err
		}
		if w.which != f.num {
			*w = segmentWire{which: f.num}
		}
		w.at = f.at
		switch f.num {
		case fieldSortedArray, fieldArray:
			err = w.arr.parse(name, f.b, f.valAt)
		default:
			err = w.parseRange(name, f.b, f.valAt)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// parseRange parses the body of a Range, RangeWithHoles or RangeWithBitmap.
func (w *segmentWire) parseRange(name fieldPath, b []byte, base int) error {
	for i := 0; i < len(b); {
		f, next, err := nextField(name, b, i, base)
		if err != nil {
			return err
		}
		i = next
		switch {
		case f.num == fieldStart || f.num == fieldEnd:
			fname := name.dot("start")
			if f.num == fieldEnd {
				fname = name.dot("end")
			}
			if err := wantType(fname, f, protowire.VarintType); err != nil {
				return err
			}
			if f.num == fieldStart {
				w.start = f.v
			} else {
				w.end = f.v
			}
		case f.num == fieldHoles && w.which == fieldRangeWithHoles:
			fname := name.dot("holes")
			if err := wantType(fname, f, protowire.BytesType); err != nil {
				return err
			}
			w.holesSet, w.holesAt = true, f.at
			if err := w.arr.parse(fname, f.b, f.valAt); err != nil {
				return err
			}
		case f.num == fieldBitmap && w.which == fieldRangeWithBitmap:
			if err := wantType(name.dot("bitmap"), f, protowire.BytesType); err != nil {
				return err
			}
			w.bitmap, w.bitmapAt = f.b, f.valAt
		}
	}
	return nil
}

// parse parses an EncodedU64Array body into a.
func (a *arrayWire) parse(name fieldPath, b []byte, base int) error {
	for i := 0; i < len(b); {
		f, next, err := nextField(name, b, i, base)
		if err != nil {
			return err
		}
		i = next
		if f.num < fieldU16Array || f.num > fieldU64Array {
			continue
		}
		fname := name.dot(arrayFields[f.num])
		if err := wantType(fname, f, protowire.BytesType); err != nil {
			return err
		}
		if a.which != f.num {
			*a = arrayWire{which: f.num, dataAt: f.valAt}
		}
		if err := a.parseBody(fname, f.b, f.valAt); err != nil {
			return err
		}
	}
	return nil
}

// parseBody parses a U16Array, U32Array or U64Array body.
func (a *arrayWire) parseBody(name fieldPath, b []byte, base int) error {
	for i := 0; i < len(b); {
		f, next, err := nextField(name, b, i, base)
		if err != nil {
			return err
		}
		i = next
		switch {
		case f.num == fieldBase && a.which != fieldU64Array:
			if err := wantType(name.dot("base"), f, protowire.VarintType); err != nil {
				return err
			}
			a.base = f.v
		case f.num == fieldOffsets:
			fname := name.dot("offsets")
			if a.which == fieldU64Array {
				fname = name.dot("values")
			}
			if err := wantType(fname, f, protowire.BytesType); err != nil {
				return err
			}
			a.data, a.dataAt = f.b, f.valAt
		}
	}
	return nil
}

// build validates the wire state and makes the Segment.
func (w *segmentWire) build(d *Decoder) (Segment, error) {
	if w.which == 0 {
		return Segment{}, decodeErr("U64Segment", 0, ErrMissing, "missing segment type")
	}
	name := pathOf(segmentFields[w.which])
	switch w.which {
	case fieldSortedArray, fieldArray:
		order := orderNone
		kind := KindArray
		if w.which == fieldSortedArray {
			order, kind = orderSorted, KindSortedArray
		}
		vals, _, hi, err := w.arr.build(name, w.at, order, 0, 0, d)
		if err != nil {
			return Segment{}, err
		}
		s := arraySegment(kind, vals, hi) // vals' base is the minimum
		if kind == KindSortedArray {
			s = withSamples(s)
		}
		return s, nil
	}
	if w.start > w.end {
		return Segment{}, decodeErr(name.String(), w.at, ErrRange, fmt.Sprintf("start %d after end %d", w.start, w.end))
	}
	if w.end-w.start > math.MaxInt {
		return Segment{}, decodeErr(name.String(), w.at, ErrTooLong, fmt.Sprintf("range of %d values is longer than %d", w.end-w.start, math.MaxInt))
	}
	switch w.which {
	case fieldRange:
		return rangeSegment(KindRange, w.start, w.end, nil), nil
	case fieldRangeWithHoles:
		if !w.holesSet {
			return Segment{}, decodeErr(name.String(), w.at, ErrMissing, "missing holes")
		}
		holes, _, _, err := w.arr.build(name.dot("holes"), w.holesAt, orderHoles, w.start, w.end, nil)
		if err != nil {
			return Segment{}, err
		}
		return holesSegment(holes, w.end), nil
	default:
		bm, err := buildBitmap(name.dot("bitmap"), w.bitmap, w.bitmapAt, w.end-w.start)
		if err != nil {
			return Segment{}, err
		}
		return rangeSegment(KindRangeWithBitmap, w.start, w.end, unsafe.Pointer(newBitmapAux(bm))), nil
	}
}

// buildBitmap copies Lance's LSB-first bitmap bytes of nbits bits.
func buildBitmap(name fieldPath, b []byte, at int, nbits uint64) (bitpack.Bitmap, error) {
	want := nbits/8 + min(1, nbits%8)
	if uint64(len(b)) != want {
		return bitpack.Bitmap{}, decodeErr(name.String(), at, ErrBitmap, fmt.Sprintf("%d bytes for a range of %d values, want %d", len(b), nbits, want))
	}
	if r := nbits % 8; r != 0 && b[len(b)-1]>>r != 0 {
		return bitpack.Bitmap{}, decodeErr(name.String(), at+len(b)-1, ErrBitmap, fmt.Sprintf("padding bits set in last byte %#02x", b[len(b)-1]))
	}
	// The lengths are checked above, so an error here is the size limit.
	bm, err := bitpack.BitmapFromBytesCopy(b, int(nbits))
	if err != nil {
		return bitpack.Bitmap{}, decodeErr(name.String(), at, ErrTooLong, err.Error())
	}
	return bm, nil
}

// Order checks applied while decoding an array.
const (
	orderNone   = iota // array: any order
	orderSorted        // sorted_array: ascending, equal neighbours allowed
	orderHoles         // holes: strictly ascending, inside [lo, hi)
)

// offsetBytes returns the bytes of one offset of the array's encoding.
func (a *arrayWire) offsetBytes() int {
	switch a.which {
	case fieldU32Array:
		return 4
	case fieldU64Array:
		return 8
	}
	return 2
}

// build validates the array and packs it at base = min, width =
// Width(max-min). at is the offset of the field holding the array. With
// a Decoder, the words of an array short enough to have no search samples
// come from the Decoder's shared block when it has room.
func (a *arrayWire) build(name fieldPath, at int, order int, lo, hi uint64, d *Decoder) (vals bitpack.Array, minV, maxV uint64, err error) {
	if a.which == 0 {
		return vals, 0, 0, decodeErr(name.String(), at, ErrMissing, "missing array type")
	}
	name = name.dot(arrayFields[a.which])
	width := a.offsetBytes()
	fname := name.dot("offsets")
	if width == 8 {
		fname = name.dot("values")
	}
	if len(a.data)%width != 0 {
		return vals, 0, 0, decodeErr(fname.String(), a.dataAt, ErrWidth, fmt.Sprintf("%d bytes is not a multiple of %d", len(a.data), width))
	}
	n := len(a.data) / width
	if n == 0 {
		// Holes are packed at base lo, the range's start (arrays: lo = 0).
		return bitpack.EmptyArray(lo), 0, 0, nil
	}
	// The range of the offsets: the ends of an ascending array (checked
	// while packing), a scan of an unsorted one.
	var minOff, maxOff uint64
	if order == orderNone {
		minOff, maxOff = scanMinMax(a.data, width)
	} else {
		minOff, maxOff = loadOffset(a.data, width, 0), loadOffset(a.data, width, n-1)
		if maxOff < minOff || order == orderHoles && maxOff == minOff && n > 1 {
			return vals, 0, 0, a.orderErr(fname, width, order, firstDisorder(a.data, width, order))
		}
	}
	minV = a.base + minOff
	maxV, carry := bits.Add64(a.base, maxOff, 0)
	if carry != 0 {
		return vals, 0, 0, decodeErr(fname.String(), a.dataAt, ErrOverflow, fmt.Sprintf("base %d plus offset %d overflows uint64", a.base, maxOff))
	}
	if order == orderHoles && (minV < lo || maxV >= hi) {
		return vals, 0, 0, decodeErr(fname.String(), a.dataAt, ErrOutOfRange, fmt.Sprintf("holes [%d, %d] outside the range [%d, %d)", minV, maxV, lo, hi))
	}
	// Pack offset-minOff at the smallest width, checking the order. Holes
	// are packed at base lo, the range's start: offset-(lo-a.base), which
	// Pack's wrapping subtraction computes whichever of lo and a.base is
	// the larger.
	frame := minV
	if order == orderHoles {
		frame, minOff = lo, lo-a.base
	}
	w := bitpack.Width(maxV - frame)
	// One zero word more: the Array's padding (bitpack.AdoptWords); in
	// the shared block, the next array's first word.
	nw := bitpack.WordsFor(n, w)
	var words []uint64
	if d != nil && shareable(order, n, w) {
		words = d.take(nw)
	}
	if words == nil {
		words = make([]uint64, nw, nw+1)
	}
	// A buffer of a few blocks for the many small arrays (Lance's update
	// arrays hold about 80 ids): a [packChunk]uint64 is zeroed on every
	// call, 4 KiB a segment.
	var bad int
	if n <= smallChunk {
		var buf [smallChunk]uint64
		bad = packOffsets(words, a.data, width, n, minOff, w, order, buf[:])
	} else {
		var buf [packChunk]uint64
		bad = packOffsets(words, a.data, width, n, minOff, w, order, buf[:])
	}
	if bad >= 0 {
		return vals, 0, 0, a.orderErr(fname, width, order, bad)
	}
	vals, err = bitpack.AdoptWords(words, frame, w, n)
	if err != nil { // cannot happen: the words were packed above
		return vals, 0, 0, decodeErr(fname.String(), a.dataAt, ErrOverflow, err.Error())
	}
	return vals, minV, maxV, nil
}

// packChunk is how many values the decoder converts at a time; a multiple
// of bitpack.BlockLen so that every chunk starts on a word boundary.
// Arrays of at most smallChunk values use a buffer that small.
const (
	packChunk  = 8 * bitpack.BlockLen
	smallChunk = 2 * bitpack.BlockLen
)

// packOffsets packs the n offsets of width bytes in data, minus minOff,
// at w bits into words, a chunk of len(buf) at a time, checking their
// order; it returns the index of the first offset out of order, or -1.
func packOffsets(words []uint64, data []byte, width, n int, minOff uint64, w uint, order int, buf []uint64) int {
	prev := uint64(0) // previous offset
	for i := 0; i < n; i += len(buf) {
		chunk := buf[:min(len(buf), n-i)]
		loadChunk(chunk, data[i*width:], width)
		if order != orderNone {
			if j := disorder(chunk, prev, i == 0, order == orderHoles); j >= 0 {
				return i + j
			}
			prev = chunk[len(chunk)-1]
		}
		if w > 0 {
			wi := i / bitpack.BlockLen * int(w)
			bitpack.Pack(words[wi:wi+bitpack.WordsFor(len(chunk), w)], chunk, minOff, w)
		}
	}
	return -1
}

func loadOffset(b []byte, width, i int) uint64 {
	switch width {
	case 2:
		return uint64(binary.LittleEndian.Uint16(b[2*i:]))
	case 4:
		return uint64(binary.LittleEndian.Uint32(b[4*i:]))
	default:
		return binary.LittleEndian.Uint64(b[8*i:])
	}
}

// loadChunk converts len(dst) little-endian offsets of the given width to
// dst. The loops consume b from the front, a shape the compiler compiles
// to one load per value without bounds checks.
func loadChunk(dst []uint64, b []byte, width int) {
	switch width {
	case 2:
		b = b[:2*len(dst)]
		for i := 0; len(b) >= 2; i++ {
			dst[i] = uint64(binary.LittleEndian.Uint16(b))
			b = b[2:]
		}
	case 4:
		b = b[:4*len(dst)]
		for i := 0; len(b) >= 4; i++ {
			dst[i] = uint64(binary.LittleEndian.Uint32(b))
			b = b[4:]
		}
	default:
		b = b[:8*len(dst)]
		for i := 0; len(b) >= 8; i++ {
			dst[i] = binary.LittleEndian.Uint64(b)
			b = b[8:]
		}
	}
}

// disorder returns the index of the first value of chunk that breaks the
// order (below its predecessor, or equal to it when strict), or -1. prev is
// the value before the chunk unless first.
func disorder(chunk []uint64, prev uint64, first, strict bool) int {
	start := 0
	if first {
		prev, start = chunk[0], 1
	}
	if strict {
		for j := start; j < len(chunk); j++ {
			if chunk[j] <= prev {
				return j
			}
			prev = chunk[j]
		}
		return -1
	}
	for j := start; j < len(chunk); j++ {
		if chunk[j] < prev {
			return j
		}
		prev = chunk[j]
	}
	return -1
}

// firstDisorder returns the index of the first offset in b that breaks the
// order; the caller knows there is one.
func firstDisorder(b []byte, width, order int) int {
	n := len(b) / width
	for i := 1; i < n; i++ {
		p, v := loadOffset(b, width, i-1), loadOffset(b, width, i)
		if v < p || order == orderHoles && v == p {
			return i
		}
	}
	return n - 1
}

// orderErr reports the value at index bad, which breaks the order.
func (a *arrayWire) orderErr(fname fieldPath, width, order, bad int) error {
	prev, cur := loadOffset(a.data, width, bad-1), loadOffset(a.data, width, bad)
	what := "is below"
	if order == orderHoles {
		what = "is not above"
	}
	return decodeErr(fname.String(), a.dataAt+bad*width, ErrNotAscending,
		fmt.Sprintf("value %d at index %d %s the previous value %d", a.base+cur, bad, what, a.base+prev))
}

// scanMinMax returns the smallest and largest of the little-endian offsets
// of the given width in b (not empty).
func scanMinMax(b []byte, width int) (lo, hi uint64) {
	lo, hi = math.MaxUint64, 0
	switch width {
	case 2:
		l, h := uint16(math.MaxUint16), uint16(0)
		for ; len(b) >= 2; b = b[2:] {
			v := binary.LittleEndian.Uint16(b)
			l, h = min(l, v), max(h, v)
		}
		return uint64(l), uint64(h)
	case 4:
		l, h := uint32(math.MaxUint32), uint32(0)
		for ; len(b) >= 4; b = b[4:] {
			v := binary.LittleEndian.Uint32(b)
			l, h = min(l, v), max(h, v)
		}
		return uint64(l), uint64(h)
	}
	for ; len(b) >= 8; b = b[8:] {
		v := binary.LittleEndian.Uint64(b)
		lo, hi = min(lo, v), max(hi, v)
	}
	return lo, hi
}

// fieldPath names a field for errors: its parts, joined with dots only
// when an error is made, so that decoding builds no strings.
type fieldPath struct {
	parts [5]string
	n     int
}

func pathOf(s string) fieldPath { return fieldPath{parts: [5]string{s}, n: 1} }

// dot returns p with part s added (beyond five parts, the last is
// replaced: no path here is that deep).
func (p fieldPath) dot(s string) fieldPath {
	p.parts[min(p.n, len(p.parts)-1)] = s
	p.n = min(p.n+1, len(p.parts))
	return p
}

func (p fieldPath) String() string { return strings.Join(p.parts[:p.n], ".") }
