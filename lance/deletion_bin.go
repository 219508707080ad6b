package lance

import (
	"bytes"
	"encoding/binary"
	"math/bits"

	"github.com/RoaringBitmap/roaring/v2"
)

// Portable roaring format constants (RoaringFormatSpec).
const (
	roaringCookieNoRuns = 12346 // followed by a u32 container count
	roaringCookieRuns   = 12347 // low 16 bits; high 16 bits hold count-1
	roaringNoOffsetMax  = 4     // with runs, offsets only from 4 containers on
	roaringMaxArray     = 4096  // larger containers are bitmaps
	roaringBitmapBytes  = 8192
)

// DecodeDeletionBitmap decodes a bitmap deletion file (DeletionFileType
// BITMAP): a 32-bit roaring bitmap in the portable serialization, holding
// the deleted physical offsets of a fragment. Every offset must be below
// physicalRows, and the bitmap must fill the file exactly.
//
// roaring's ReadFrom does not validate what it reads: unsorted keys or
// containers, wrong cardinalities and overlapping runs are accepted and later
// give wrong answers or panics, and its Validate method is quadratic in the
// number of runs. So the bytes are checked here first in one linear pass;
// roaring then only ever sees well-formed input, and no recover is needed.
func DecodeDeletionBitmap(b []byte, physicalRows uint64) (*roaring.Bitmap, error) {
	return decodeDeletionBitmap(b, physicalRows, "")
}

func decodeDeletionBitmap(b []byte, physicalRows uint64, file string) (*roaring.Bitmap, error) {
	last, err := validateRoaring(b, file)
	if err != nil {
		return nil, err
	}
	if last >= 0 && uint64(last) >= physicalRows {
		return nil, formatErr(file, -1, ErrOutOfRange, "deleted offset %d is not below physical_rows %d", last, physicalRows)
	}
	bm := roaring.New()
	n, err := bm.ReadFrom(bytes.NewReader(b))
	if err != nil {
		return nil, formatErr(file, n, ErrMalformed, "roaring: %v", err)
	}
	if n != int64(len(b)) {
		return nil, formatErr(file, n, ErrMalformed, "roaring read %d of %d bytes", n, len(b))
	}
	return bm, nil
}

// validateRoaring checks a portable roaring bitmap and returns its largest
// value, or -1 when it is empty.
func validateRoaring(b []byte, file string) (int64, error) {
	pos := 0
	need := func(n int, what string) error {
		if n > len(b)-pos {
			return formatErr(file, int64(pos), ErrTruncated, "roaring %s needs %d bytes, %d left", what, n, len(b)-pos)
		}
		return nil
	}
	if err := need(4, "cookie"); err != nil {
		return 0, err
	}
	cookie := binary.LittleEndian.Uint32(b)
	pos = 4
	var size int
	var runFlags []byte
	switch {
	case cookie&0xFFFF == roaringCookieRuns:
		size = int(cookie>>16) + 1
		if err := need((size+7)/8, "run flags"); err != nil {
			return 0, err
		}
		runFlags = b[pos : pos+(size+7)/8]
		pos += len(runFlags)
	case cookie == roaringCookieNoRuns:
		if err := need(4, "container count"); err != nil {
			return 0, err
		}
		n := binary.LittleEndian.Uint32(b[pos:])
		if n > 1<<16 {
			return 0, formatErr(file, int64(pos), ErrMalformed, "roaring container count %d exceeds 65536", n)
		}
		size = int(n)
		pos += 4
	default:
		return 0, formatErr(file, 0, ErrMalformed, "roaring cookie %#x is neither %d nor %d", cookie, roaringCookieNoRuns, roaringCookieRuns)
	}
	if err := need(4*size, "container headers"); err != nil {
		return 0, err
	}
	header := b[pos : pos+4*size]
	pos += 4 * size
	var offsets []byte
	if runFlags == nil || size >= roaringNoOffsetMax {
		if err := need(4*size, "container offsets"); err != nil {
			return 0, err
		}
		offsets = b[pos : pos+4*size]
		pos += 4 * size
	}
	lastValue := int64(-1)
	prevKey := -1
	for i := 0; i < size; i++ {
		key := int(binary.LittleEndian.Uint16(header[4*i:]))
		card := int(binary.LittleEndian.Uint16(header[4*i+2:])) + 1
		if key <= prevKey {
			return 0, formatErr(file, -1, ErrMalformed, "roaring container %d has key %d after key %d", i, key, prevKey)
		}
		prevKey = key
		if offsets != nil {
			if off := binary.LittleEndian.Uint32(offsets[4*i:]); int(off) != pos {
				return 0, formatErr(file, int64(pos), ErrMalformed, "roaring container %d starts at %d, its offset says %d", i, pos, off)
			}
		}
		start := pos
		var high int // largest low 16 bits in the container
		switch {
		case runFlags != nil && runFlags[i/8]&(1<<(i%8)) != 0:
			if err := need(2, "run count"); err != nil {
				return 0, err
			}
			nruns := int(binary.LittleEndian.Uint16(b[pos:]))
			pos += 2
			if err := need(4*nruns, "runs"); err != nil {
				return 0, err
			}
			total, prevEnd := 0, -1
			for r := 0; r < nruns; r++ {
				s := int(binary.LittleEndian.Uint16(b[pos+4*r:]))
				e := s + int(binary.LittleEndian.Uint16(b[pos+4*r+2:])) // inclusive
				if s <= prevEnd || e > 0xFFFF {
					return 0, formatErr(file, int64(pos+4*r), ErrMalformed, "roaring run [%d, %d] overlaps its predecessor or passes 65535", s, e)
				}
				total += e - s + 1
				prevEnd, high = e, e
			}
			pos += 4 * nruns
			if nruns == 0 || total != card {
				return 0, formatErr(file, int64(start), ErrMalformed, "roaring run container %d holds %d values in %d runs, its header says %d", i, total, nruns, card)
			}
		case card > roaringMaxArray:
			if err := need(roaringBitmapBytes, "bitmap container"); err != nil {
				return 0, err
			}
			count := 0
			for w := 0; w < roaringBitmapBytes; w += 8 {
				word := binary.LittleEndian.Uint64(b[pos+w:])
				if word != 0 {
					count += bits.OnesCount64(word)
					high = w*8 + 63 - bits.LeadingZeros64(word)
				}
			}
			pos += roaringBitmapBytes
			if count != card {
				return 0, formatErr(file, int64(start), ErrMalformed, "roaring bitmap container %d holds %d values, its header says %d", i, count, card)
			}
		default:
			if err := need(2*card, "array container"); err != nil {
				return 0, err
			}
			prev := -1
			for k := 0; k < card; k++ {
				v := int(binary.LittleEndian.Uint16(b[pos+2*k:]))
				if v <= prev {
					return 0, formatErr(file, int64(pos+2*k), ErrMalformed, "roaring array container %d is not strictly increasing (%d after %d)", i, v, prev)
				}
				prev = v
			}
			high = prev
			pos += 2 * card
		}
		lastValue = int64(key)<<16 | int64(high)
	}
	if pos != len(b) {
		return 0, formatErr(file, int64(pos), ErrMalformed, "%d trailing bytes after the roaring bitmap", len(b)-pos)
	}
	return lastValue, nil
}
