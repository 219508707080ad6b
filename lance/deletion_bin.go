package lance

import (
	"errors"

	"github.com/RoaringBitmap/roaring/v2"
	"github.com/stablerow/stablerow/rowindex"
)

// Portable roaring format constants (RoaringFormatSpec).
const (
	roaringCookieNoRuns = 12346 // followed by a u32 container count
	roaringCookieRuns   = 12347 // low 16 bits; high 16 bits hold count-1
)

// DecodeDeletionBitmap decodes a bitmap deletion file (DeletionFileType
// BITMAP): a 32-bit roaring bitmap in the portable serialization, holding
// the deleted physical offsets of a fragment. Every offset must be below
// physicalRows, and the bitmap must fill the file exactly.
//
// roaring's ReadFrom does not validate what it reads: unsorted keys or
// containers, wrong cardinalities and overlapping runs are accepted and later
// give wrong answers or panics, and its Validate method is quadratic in the
// number of runs. So the bytes are checked first in one linear pass
// ([rowindex.DeletionVectorFromPortable]); roaring then only ever sees
// well-formed input, and no recover is needed.
func DecodeDeletionBitmap(b []byte, physicalRows uint64) (*roaring.Bitmap, error) {
	dv, err := decodeDeletionBitmap(b, physicalRows)
	if err != nil {
		return nil, err
	}
	return dv.Roaring(), nil
}

// decodeDeletionBitmap decodes a bitmap deletion file into a deletion
// vector: rowindex checks the bytes in one pass and, when the vector keeps
// a dense copy, builds it from them without roaring's containers.
func decodeDeletionBitmap(b []byte, physicalRows uint64) (*rowindex.DeletionVector, error) {
	dv, err := rowindex.DeletionVectorFromPortable(b)
	if err != nil {
		var pe *rowindex.PortableError
		if errors.As(err, &pe) {
			kind := ErrMalformed
			if pe.Truncated {
				kind = ErrTruncated
			}
			return nil, formatErr("", pe.Offset, kind, "roaring %s", pe.Reason)
		}
		return nil, formatErr("", -1, ErrMalformed, "roaring: %v", err)
	}
	if last, ok := dv.Max(); ok && uint64(last) >= physicalRows {
		return nil, formatErr("", -1, ErrOutOfRange, "deleted offset %d is not below physical_rows %d", last, physicalRows)
	}
	return dv, nil
}
