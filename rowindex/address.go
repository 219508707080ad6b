package rowindex

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// RowAddress is the physical location of a row: the fragment id in the high
// 32 bits and the row's offset inside the fragment in the low 32 bits, as
// Lance's _rowaddr column stores it.
type RowAddress uint64

// MaxFragmentRows is the most physical rows (deleted ones included) a
// fragment may have: an address keeps the offset in 32 bits, as Lance's
// _rowaddr does, so offsets run from 0 to 2^32-1. Build refuses a larger
// fragment (ErrBadFragment), and package table a commit writing one.
const MaxFragmentRows = 1 << 32

// InvalidAddress has every bit set. GetBatch writes it for ids it does not
// find.
const InvalidAddress = RowAddress(^uint64(0))

// ErrBadRowAddress is returned (wrapped) by ParseRowAddress for text that is
// not a row address.
var ErrBadRowAddress = errors.New("rowindex: bad row address")

// NewRowAddress returns the address of offset in fragment.
func NewRowAddress(fragment, offset uint32) RowAddress {
	return RowAddress(uint64(fragment)<<32 | uint64(offset))
}

// Fragment returns the fragment id (the high 32 bits).
func (a RowAddress) Fragment() uint32 { return uint32(a >> 32) }

// Offset returns the physical offset inside the fragment (the low 32 bits).
func (a RowAddress) Offset() uint32 { return uint32(a) }

// String formats the address as "fragment:offset".
func (a RowAddress) String() string {
	var buf [21]byte
	b := strconv.AppendUint(buf[:0], uint64(a.Fragment()), 10)
	b = append(b, ':')
	b = strconv.AppendUint(b, uint64(a.Offset()), 10)
	return string(b)
}

// ParseRowAddress parses "fragment:offset" (both decimal, each at most
// 2^32-1) or a raw decimal u64 address.
func ParseRowAddress(s string) (RowAddress, error) {
	if frag, off, ok := strings.Cut(s, ":"); ok {
		f, err := strconv.ParseUint(frag, 10, 32)
		if err != nil {
			return 0, fmt.Errorf("%w %q: fragment: %v", ErrBadRowAddress, s, numErr(err))
		}
		o, err := strconv.ParseUint(off, 10, 32)
		if err != nil {
			return 0, fmt.Errorf("%w %q: offset: %v", ErrBadRowAddress, s, numErr(err))
		}
		return NewRowAddress(uint32(f), uint32(o)), nil
	}
	v, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("%w %q: %v", ErrBadRowAddress, s, numErr(err))
	}
	return RowAddress(v), nil
}

// numErr reduces a strconv error to its reason ("invalid syntax", "value out
// of range").
func numErr(err error) error {
	var ne *strconv.NumError
	if errors.As(err, &ne) {
		return ne.Err
	}
	return err
}
