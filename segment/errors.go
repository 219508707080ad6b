package segment

import (
	"errors"
	"strconv"
)

// Sentinel errors. Decoding errors are *DecodeError values wrapping one of
// these, so callers can use errors.Is.
var (
	// ErrTruncated reports input that ends inside a tag, varint or
	// length-delimited field.
	ErrTruncated = errors.New("segment: truncated input")
	// ErrMalformed reports a protobuf tag or varint that is invalid (field
	// number 0, a varint longer than 10 bytes, a stray end-group).
	ErrMalformed = errors.New("segment: malformed protobuf")
	// ErrWireType reports a known field sent with the wrong wire type.
	ErrWireType = errors.New("segment: wrong wire type")
	// ErrMissing reports a required field that is absent: the segment type,
	// the array type or the holes of a range_with_holes.
	ErrMissing = errors.New("segment: missing field")
	// ErrWidth reports packed offsets whose byte length is not a multiple
	// of their width.
	ErrWidth = errors.New("segment: byte length is not a multiple of the width")
	// ErrBitmap reports a bitmap whose length does not match its range or
	// whose padding bits are set.
	ErrBitmap = errors.New("segment: bitmap does not match its range")
	// ErrRange reports a range whose start is after its end.
	ErrRange = errors.New("segment: range start after end")
	// ErrNotAscending reports holes that are not strictly ascending or a
	// sorted array that is not ascending.
	ErrNotAscending = errors.New("segment: values are not ascending")
	// ErrOutOfRange reports a hole outside its range, or a position or value
	// argument outside the segment.
	ErrOutOfRange = errors.New("segment: value out of range")
	// ErrOverflow reports a base plus offset beyond 2^64-1.
	ErrOverflow = errors.New("segment: value overflows uint64")
	// ErrTooLong reports a segment of more than math.MaxInt values, or
	// more than the operation supports.
	ErrTooLong = errors.New("segment: too many values")
	// ErrArgument reports positions or values passed to Mask or Delete that
	// are not strictly ascending.
	ErrArgument = errors.New("segment: argument not strictly ascending")
)

// DecodeError describes malformed U64Segment bytes: which field, at which
// byte offset of the input, and what was wrong. Err is one of the package's
// sentinel errors.
type DecodeError struct {
	Field  string // protobuf path, e.g. "U64Segment.range_with_holes.holes"
	Offset int    // byte offset in the input where the problem was found
	Err    error  // sentinel
	Detail string // what exactly was wrong
}

// Error returns "segment: <field> at byte <offset>: <detail>".
func (e *DecodeError) Error() string {
	return "segment: " + e.Field + " at byte " + strconv.Itoa(e.Offset) + ": " + e.Detail
}

// Unwrap returns the sentinel error.
func (e *DecodeError) Unwrap() error { return e.Err }

func decodeErr(field string, off int, err error, detail string) error {
	return &DecodeError{Field: field, Offset: off, Err: err, Detail: detail}
}
