package segment

import "strconv"

// Kind is the encoding of a Segment.
type Kind uint8

// The five encodings of Lance's U64Segment, in protobuf field order.
const (
	// KindRange is the contiguous ids [start, end).
	KindRange Kind = iota
	// KindRangeWithHoles is [start, end) minus an ascending list of holes.
	KindRangeWithHoles
	// KindRangeWithBitmap is [start, end) filtered by a bitmap.
	KindRangeWithBitmap
	// KindSortedArray is a list of ascending ids.
	KindSortedArray
	// KindArray is a list of ids in any order.
	KindArray
)

var kindNames = [...]string{"range", "range_with_holes", "range_with_bitmap", "sorted_array", "array"}

// String returns the kind's protobuf field name, e.g. "range_with_holes".
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}
