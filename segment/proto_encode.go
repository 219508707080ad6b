package segment

import (
	"encoding/binary"

	"github.com/stablerow/stablerow/bitpack"
	"google.golang.org/protobuf/encoding/protowire"
)

// U64Segment field numbers (one per Kind, in order) and the fields of the
// nested messages.
const (
	fieldRange           = 1
	fieldRangeWithHoles  = 2
	fieldRangeWithBitmap = 3
	fieldSortedArray     = 4
	fieldArray           = 5

	fieldStart  = 1 // Range*.start
	fieldEnd    = 2 // Range*.end
	fieldHoles  = 3 // RangeWithHoles.holes
	fieldBitmap = 3 // RangeWithBitmap.bitmap

	fieldU16Array = 1 // EncodedU64Array oneof
	fieldU32Array = 2
	fieldU64Array = 3
	fieldBase     = 1 // U16Array/U32Array.base
	fieldOffsets  = 2 // U16Array/U32Array.offsets, U64Array.values
)

// sizeUint returns the bytes of a proto3 uint64 field (omitted when zero).
func sizeUint(v uint64) int {
	if v == 0 {
		return 0
	}
	return 1 + protowire.SizeVarint(v)
}

// sizeBytesField returns the bytes of a proto3 bytes field of n bytes
// (omitted when empty).
func sizeBytesField(n int) int {
	if n == 0 {
		return 0
	}
	return 1 + protowire.SizeBytes(n)
}

func appendUint(b []byte, num protowire.Number, v uint64) []byte {
	if v == 0 {
		return b
	}
	b = protowire.AppendTag(b, num, protowire.VarintType)
	return protowire.AppendVarint(b, v)
}

// arrayWidth returns Lance's EncodedU64Array width in bytes for values
// spanning [lo, hi]: 2, 4 or 8 (8 for an empty array).
func arrayWidth(n int, lo, hi uint64) int {
	switch {
	case n == 0:
		return 8
	case hi-lo <= 0xffff:
		return 2
	case hi-lo <= 0xffffffff:
		return 4
	default:
		return 8
	}
}

// encodedArraySize returns the bytes of the EncodedU64Array message body
// for n values spanning [lo, hi].
func encodedArraySize(n int, lo, hi uint64) int {
	w := arrayWidth(n, lo, hi)
	inner := sizeBytesField(n * w)
	if w != 8 {
		inner += sizeUint(lo)
	}
	return 1 + protowire.SizeBytes(inner)
}

// packedLast returns the largest value of a non-empty packed array whose
// values are ascending.
func packedLast(a bitpack.Array) uint64 { return a.Get(a.Len() - 1) }

// arrayBounds returns the min and max of the segment's packed values.
func (s Segment) arrayBounds() (lo, hi uint64) {
	if s.vals.Len() == 0 {
		return 0, 0
	}
	if s.kind() == KindRangeWithHoles {
		return s.vals.Get(0), packedLast(s.vals) // packed at base = start
	}
	return s.start(), s.end
}

// bodySize returns the bytes of the message inside the U64Segment oneof.
func (s Segment) bodySize() int {
	switch s.kind() {
	case KindRange:
		return sizeUint(s.start()) + sizeUint(s.end)
	case KindRangeWithHoles:
		lo, hi := s.arrayBounds()
		return sizeUint(s.start()) + sizeUint(s.end) + 1 + protowire.SizeBytes(encodedArraySize(s.vals.Len(), lo, hi))
	case KindRangeWithBitmap:
		return sizeUint(s.start()) + sizeUint(s.end) + sizeBytesField(bitmapBytes(s.bma().bm.Len()))
	default:
		lo, hi := s.arrayBounds()
		return encodedArraySize(s.vals.Len(), lo, hi)
	}
}

func bitmapBytes(nbits int) int { return nbits/8 + min(1, nbits%8) }

// LanceSizeBytes returns the bytes of the segment's U64Segment message on
// Lance's wire, without an outer tag and length: len(s.AppendProto(nil)).
func (s Segment) LanceSizeBytes() int {
	return 1 + protowire.SizeBytes(s.bodySize())
}

// AppendProto appends the segment as one U64Segment protobuf message body
// (no outer tag or length), byte for byte as Lance writes it: proto3 zero
// omission, the oneof message always present, fields in number order,
// arrays as Lance's EncodedU64Array (U16 or U32 offsets from the minimum
// when they fit, raw U64 otherwise and when empty), bitmaps as LSB-first
// bytes.
func (s Segment) AppendProto(b []byte) []byte {
	b = protowire.AppendTag(b, protowire.Number(s.kind())+1, protowire.BytesType)
	b = protowire.AppendVarint(b, uint64(s.bodySize()))
	switch s.kind() {
	case KindRange:
		b = appendUint(b, fieldStart, s.start())
		b = appendUint(b, fieldEnd, s.end)
	case KindRangeWithHoles:
		b = appendUint(b, fieldStart, s.start())
		b = appendUint(b, fieldEnd, s.end)
		lo, hi := s.arrayBounds()
		b = protowire.AppendTag(b, fieldHoles, protowire.BytesType)
		b = protowire.AppendVarint(b, uint64(encodedArraySize(s.vals.Len(), lo, hi)))
		b = appendEncodedArray(b, s.vals, lo, hi)
	case KindRangeWithBitmap:
		b = appendUint(b, fieldStart, s.start())
		b = appendUint(b, fieldEnd, s.end)
		if nb := bitmapBytes(s.bma().bm.Len()); nb > 0 {
			b = protowire.AppendTag(b, fieldBitmap, protowire.BytesType)
			b = protowire.AppendVarint(b, uint64(nb))
			b = appendBitmapBytes(b, s.bma().bm.Words(), nb)
		}
	default:
		lo, hi := s.arrayBounds()
		b = appendEncodedArray(b, s.vals, lo, hi)
	}
	return b
}

// appendBitmapBytes appends the first nb bytes of words, little-endian.
func appendBitmapBytes(b []byte, words []uint64, nb int) []byte {
	full := nb / 8
	for _, w := range words[:full] {
		b = binary.LittleEndian.AppendUint64(b, w)
	}
	if r := nb % 8; r > 0 {
		w := words[full]
		for i := 0; i < r; i++ {
			b = append(b, byte(w>>(8*i)))
		}
	}
	return b
}

// appendEncodedArray appends the EncodedU64Array message body of the packed
// values a, whose values span [lo, hi].
func appendEncodedArray(b []byte, a bitpack.Array, lo, hi uint64) []byte {
	n := a.Len()
	w := arrayWidth(n, lo, hi)
	inner := sizeBytesField(n * w)
	field := protowire.Number(fieldU64Array)
	if w != 8 {
		inner += sizeUint(lo)
		field = fieldU16Array
		if w == 4 {
			field = fieldU32Array
		}
	}
	b = protowire.AppendTag(b, field, protowire.BytesType)
	b = protowire.AppendVarint(b, uint64(inner))
	if w != 8 {
		b = appendUint(b, fieldBase, lo)
	} else {
		lo = 0 // U64Array holds raw values
	}
	if n == 0 {
		return b
	}
	b = protowire.AppendTag(b, fieldOffsets, protowire.BytesType)
	b = protowire.AppendVarint(b, uint64(n*w))
	b = growBytes(b, n*w)
	out := b[len(b)-n*w:]
	var buf [decodeChunk]uint64
	for i := 0; i < n; i += decodeChunk {
		chunk := buf[:min(decodeChunk, n-i)]
		a.DecodeRange(chunk, i)
		o := out[i*w:]
		switch w {
		case 2:
			for j, v := range chunk {
				binary.LittleEndian.PutUint16(o[2*j:], uint16(v-lo))
			}
		case 4:
			for j, v := range chunk {
				binary.LittleEndian.PutUint32(o[4*j:], uint32(v-lo))
			}
		default:
			for j, v := range chunk {
				binary.LittleEndian.PutUint64(o[8*j:], v)
			}
		}
	}
	return b
}

// growBytes extends b by n bytes.
func growBytes(b []byte, n int) []byte {
	if n <= cap(b)-len(b) {
		return b[:len(b)+n]
	}
	out := make([]byte, len(b)+n, 2*len(b)+n)
	copy(out, b)
	return out
}
