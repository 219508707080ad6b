package segment

import (
	"encoding/binary"
	"errors"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/stablerow/stablerow/bitpack"
	"google.golang.org/protobuf/encoding/protowire"
)

// Every malformed input is rejected with the right sentinel and a message
// naming the field.
func TestUnmarshalProtoErrors(t *testing.T) {
	for _, tc := range []struct {
		name  string
		in    []byte
		err   error
		field string // substring of the message
	}{
		{"empty input", unhex(t, ""), ErrMissing, "missing segment type"},
		{"only unknown field", unhex(t, "30 01"), ErrMissing, "missing segment type"},
		{"truncated tag", unhex(t, "80"), ErrTruncated, "U64Segment"},
		{"field number 0", unhex(t, "00 00"), ErrMalformed, "U64Segment"},
		{"truncated length", unhex(t, "0A"), ErrTruncated, "U64Segment field 1"},
		{"length past end", unhex(t, "0A 05 08 01"), ErrTruncated, "U64Segment field 1"},
		{"range as varint", unhex(t, "08 01"), ErrWireType, "U64Segment.range"},
		{"start as bytes", unhex(t, "0A 02 0A 00"), ErrWireType, "U64Segment.range.start"},
		{"end as fixed64", unhex(t, "0A 09 11 00 00 00 00 00 00 00 00"), ErrWireType, "U64Segment.range.end"},
		{"truncated varint", unhex(t, "0A 02 08 80"), ErrTruncated, "U64Segment.range field 1"},
		{"varint overflow", unhex(t, "0A 0B 08 FF FF FF FF FF FF FF FF FF 7F"), ErrMalformed, "U64Segment.range field 1"},
		{"range start > end", unhex(t, "0A 04 08 05 10 04"), ErrRange, "U64Segment.range"},
		{"range too long", unhex(t, "0A 0B 10 FF FF FF FF FF FF FF FF FF 01"), ErrTooLong, "U64Segment.range"},
		{"stray end group", unhex(t, "0A 02 0C 00"), ErrMalformed, "U64Segment.range"},
		{"missing holes", unhex(t, "12 02 10 0A"), ErrMissing, "missing holes"},
		{"holes missing array type", unhex(t, "12 04 10 0A 1A 00"), ErrMissing, "U64Segment.range_with_holes.holes at byte 4: missing array type"},
		{"holes start > end", unhex(t, "12 08 08 0A 10 05 1A 02 1A 00"), ErrRange, "U64Segment.range_with_holes"},
		{"holes odd u16 bytes", unhex(t, "12 0B 10 0A 1A 07 0A 05 08 01 12 01 00"), ErrWidth, "holes.u16_array.offsets"},
		{"holes u32 bytes", unhex(t, "12 0A 10 0A 1A 06 12 04 12 02 00 00"), ErrWidth, "holes.u32_array.offsets"},
		{"holes u64 bytes", unhex(t, "12 0E 10 0A 1A 0A 1A 08 12 06 00 00 00 00 00 00"), ErrWidth, "holes.u64_array.values"},
		{"holes unsorted", bf(2, vf(2, 10), bf(3, bf(1, vf(1, 1), bf(2, le16(3, 2))))), ErrNotAscending, "holes.u16_array.offsets"},
		{"holes duplicate", bf(2, vf(2, 10), bf(3, bf(1, vf(1, 1), bf(2, le16(3, 3))))), ErrNotAscending, "holes.u16_array.offsets"},
		{"hole at end", bf(2, vf(2, 10), bf(3, bf(1, vf(1, 10), bf(2, le16(0))))), ErrOutOfRange, "holes.u16_array.offsets"},
		{"hole below start", bf(2, vf(1, 2), vf(2, 10), bf(3, bf(1, vf(1, 1), bf(2, le16(0))))), ErrOutOfRange, "holes.u16_array.offsets"},
		{"holes wrong type", unhex(t, "12 04 10 0A 18 01"), ErrWireType, "U64Segment.range_with_holes.holes"},
		{"holes overflow", bf(2, vf(2, 10), bf(3, bf(2, vf(1, math.MaxUint64), bf(2, le32(2))))), ErrOverflow, "holes.u32_array.offsets"},
		{"bitmap too short", unhex(t, "1A 05 10 09 1A 01 55"), ErrBitmap, "U64Segment.range_with_bitmap.bitmap"},
		{"bitmap too long", unhex(t, "1A 07 10 09 1A 03 55 01 00"), ErrBitmap, "U64Segment.range_with_bitmap.bitmap"},
		{"bitmap missing", unhex(t, "1A 02 10 09"), ErrBitmap, "U64Segment.range_with_bitmap.bitmap"},
		{"bitmap padding", unhex(t, "1A 06 10 09 1A 02 55 03"), ErrBitmap, "padding"},
		{"bitmap start > end", unhex(t, "1A 04 08 09 10 01"), ErrRange, "U64Segment.range_with_bitmap"},
		{"bitmap as varint", unhex(t, "1A 04 10 08 18 01"), ErrWireType, "U64Segment.range_with_bitmap.bitmap"},
		{"bitmap too long range", unhex(t, "1A 0B 10 FF FF FF FF FF FF FF FF FF 01"), ErrTooLong, "U64Segment.range_with_bitmap"},
		{"sorted missing array type", unhex(t, "22 00"), ErrMissing, "U64Segment.sorted_array at byte 0: missing array type"},
		{"sorted unsorted", unhex(t, "22 08 0A 06 12 04 02 00 01 00"), ErrNotAscending, "sorted_array.u16_array.offsets"},
		{"sorted dip", bf(4, bf(1, bf(2, le16(5, 3, 9)))), ErrNotAscending, "value 3 at index 1 is below the previous value 5"},
		{"sorted ends reversed", bf(4, bf(1, bf(2, le16(5, 6, 4)))), ErrNotAscending, "value 4 at index 2 is below the previous value 6"},
		{"sorted dip in a later chunk", bf(4, bf(1, bf(2, le16(dipAt(1500, 700)...)))), ErrNotAscending, "value 698 at index 700 is below the previous value 699"},
		{"holes equal ends", bf(2, vf(2, 10), bf(3, bf(1, bf(2, le16(3, 3))))), ErrNotAscending, "value 3 at index 1 is not above the previous value 3"},
		{"sorted odd bytes", unhex(t, "22 05 0A 03 12 01 00"), ErrWidth, "sorted_array.u16_array.offsets"},
		{"sorted overflow", bf(4, bf(2, vf(1, math.MaxUint64-1), bf(2, le32(0, 1, 2)))), ErrOverflow, "sorted_array.u32_array.offsets"},
		{"sorted base as bytes", unhex(t, "22 04 0A 02 0A 00"), ErrWireType, "sorted_array.u16_array.base"},
		{"sorted u16 as varint", unhex(t, "22 02 08 01"), ErrWireType, "sorted_array.u16_array"},
		{"array missing type", unhex(t, "2A 02 20 01"), ErrMissing, "missing array type"},
		{"array offsets as varint", unhex(t, "2A 04 0A 02 10 01"), ErrWireType, "array.u16_array.offsets"},
		{"array values as varint", unhex(t, "2A 04 1A 02 10 01"), ErrWireType, "array.u64_array.values"},
		{"array truncated inside", unhex(t, "2A 04 0A 02 12 05"), ErrTruncated, "array.u16_array field 2"},
		{"array u64 odd", unhex(t, "2A 05 1A 03 12 01 00"), ErrWidth, "array.u64_array.values"},
		{"array overflow", unhex(t, "2A 15 0A 13 08 FF FF FF FF FF FF FF FF FF 01 12 06 00 00 01 00 00 00"), ErrOverflow, "array.u16_array.offsets"},
	} {
		_, err := UnmarshalProto(tc.in)
		if err == nil {
			t.Errorf("%s: accepted", tc.name)
			continue
		}
		if !errors.Is(err, tc.err) {
			t.Errorf("%s: error %v, want %v", tc.name, err, tc.err)
		}
		var de *DecodeError
		if !errors.As(err, &de) {
			t.Errorf("%s: %T is not a *DecodeError", tc.name, err)
		}
		msg := err.Error()
		if !strings.Contains(msg, tc.field) {
			t.Errorf("%s: message %q does not name %q", tc.name, msg, tc.field)
		}
		if strings.HasSuffix(msg, ".") || msg != strings.ToLower(msg[:1])+msg[1:] {
			t.Errorf("%s: message %q must start lower case without a trailing period", tc.name, msg)
		}
	}
}

// Protobuf builders for hand-made messages.
func vf(num protowire.Number, v uint64) []byte {
	return protowire.AppendVarint(protowire.AppendTag(nil, num, protowire.VarintType), v)
}

func bf(num protowire.Number, parts ...[]byte) []byte {
	return protowire.AppendBytes(protowire.AppendTag(nil, num, protowire.BytesType), slices.Concat(parts...))
}

func le16(v ...uint16) []byte {
	var b []byte
	for _, x := range v {
		b = binary.LittleEndian.AppendUint16(b, x)
	}
	return b
}

func le32(v ...uint32) []byte {
	var b []byte
	for _, x := range v {
		b = binary.LittleEndian.AppendUint32(b, x)
	}
	return b
}

func le64(v ...uint64) []byte {
	var b []byte
	for _, x := range v {
		b = binary.LittleEndian.AppendUint64(b, x)
	}
	return b
}

// Inputs a protobuf encoder may produce for valid segments: every width,
// field orders, repeated and merged fields, unknown fields, zero values
// written out.
func TestUnmarshalProtoVariants(t *testing.T) {
	holes := func(start, end uint64, h ...uint64) Segment {
		s, err := NewRangeWithHoles(start, end, h)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	sorted := func(v ...uint64) Segment {
		s, err := NewSortedArray(v)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	bitmap := func(start, end uint64, b ...byte) Segment {
		bm, err := bitpack.BitmapFromBytes(b, int(end-start))
		if err != nil {
			t.Fatal(err)
		}
		s, err := NewRangeWithBitmap(start, end, bm)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	for _, tc := range []struct {
		name string
		in   []byte
		want Segment
	}{
		{"explicit zero start", bf(1, vf(1, 0), vf(2, 10)), NewRange(0, 10)},
		{"reversed fields", bf(1, vf(2, 105), vf(1, 100)), NewRange(100, 105)},
		{"repeated scalar last wins", bf(1, vf(1, 1), vf(2, 10), vf(1, 2)), NewRange(2, 10)},
		{"repeated message merges", slices.Concat(bf(1, vf(1, 2)), bf(1, vf(2, 10))), NewRange(2, 10)},
		{"oneof last member wins", slices.Concat(bf(4, bf(3)), bf(1, vf(2, 5))), NewRange(0, 5)},
		{"member switch resets", slices.Concat(bf(1, vf(1, 3)), bf(4, bf(3)), bf(1, vf(2, 5))), NewRange(0, 5)},
		{"unknown fields", slices.Concat(vf(6, 7), bf(1, vf(3, 5), vf(2, 10), unhex(t, "25 00 00 00 00")), bf(7)), NewRange(0, 10)},
		{"unknown group", bf(1, vf(2, 10), unhex(t, "1B 08 01 1C")), NewRange(0, 10)},
		{"sorted u32", bf(4, bf(2, vf(1, 1), bf(2, le32(0, 0, 65536)))), sorted(1, 1, 65537)},
		{"sorted u32 small span", bf(4, bf(2, vf(1, 1), bf(2, le32(0, 5)))), sorted(1, 6)},
		{"sorted u64 small span", bf(4, bf(3, bf(2, le64(1, 2)))), sorted(1, 2)},
		{"u64 array field 1 is unknown", bf(4, bf(3, vf(1, 5), bf(2, le64(1, 2)))), sorted(1, 2)},
		{"sorted u16 base below min", bf(4, bf(1, vf(1, 1), bf(2, le16(5, 6)))), sorted(6, 7)},
		{"sorted duplicates", bf(4, bf(1, vf(1, 1), bf(2, le16(5, 5)))), sorted(6, 6)},
		{"sorted empty u16", bf(4, bf(1)), sorted()},
		{"sorted empty u32 with base", bf(4, bf(2, vf(1, 9))), sorted()},
		{"array merges base and offsets", slices.Concat(bf(5, bf(1, vf(1, 7))), bf(5, bf(1, bf(2, le16(2, 0))))), NewArray([]uint64{9, 7})},
		{"array u64", bf(5, bf(3, bf(2, le64(9, 3)))), NewArray([]uint64{9, 3})},
		{"array near max", bf(5, bf(1, vf(1, math.MaxUint64-65535), bf(2, le16(65535, 0)))), NewArray([]uint64{math.MaxUint64, math.MaxUint64 - 65535})},
		{"holes merged", slices.Concat(bf(2, vf(2, 10), bf(3, bf(1, vf(1, 3))), bf(3, bf(1, bf(2, le16(0))))), bf(2, vf(1, 1))), holes(1, 10, 3)},
		{"holes empty list", bf(2, vf(2, 10), bf(3, bf(3))), holes(0, 10)},
		{"holes at both ends", bf(2, vf(2, 10), bf(3, bf(1, bf(2, le16(0, 9))))), holes(0, 10, 0, 9)},
		{"holes u32", bf(2, vf(1, 5), vf(2, 100000), bf(3, bf(2, vf(1, 5), bf(2, le32(0, 99990))))), holes(5, 100000, 5, 99995)},
		{"holes near max", bf(2, vf(1, math.MaxUint64-10), vf(2, math.MaxUint64), bf(3, bf(3, bf(2, le64(math.MaxUint64-1))))), holes(math.MaxUint64-10, math.MaxUint64, math.MaxUint64-1)},
		{"bitmap empty range", bf(3, vf(1, 5), vf(2, 5)), bitmap(5, 5)},
		{"bitmap all zero", bf(3, vf(2, 3), bf(3, []byte{0})), bitmap(0, 3, 0)},
		{"bitmap last bit", bf(3, vf(1, 7), vf(2, 16), bf(3, []byte{0, 1})), bitmap(7, 16, 0, 1)},
		{"bitmap repeated last wins", bf(3, vf(2, 3), bf(3, []byte{7}), bf(3, []byte{5})), bitmap(0, 3, 5)},
	} {
		got, err := UnmarshalProto(tc.in)
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if !got.Equal(tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
		checkAgainst(t, got, tc.want.AppendTo([]uint64{}))
	}
}

// dipAt returns 0..n-1 with the value at index i lowered by two.
func dipAt(n, i int) []uint16 {
	v := make([]uint16, n)
	for j := range v {
		v[j] = uint16(j)
	}
	v[i] -= 2
	return v
}
