package segment

import (
	"github.com/stablerow/stablerow/bitpack"
	"google.golang.org/protobuf/encoding/protowire"
)

// A Decoder decodes the segments of one row-id sequence, as UnmarshalProto
// does, and packs the values of its short arrays into one block of words
// that they share. Each array then takes its packed words and nothing
// more: one allocation for the sequence instead of one per array, and no
// padding word and allocation rounding per array (the word after an
// array's words, which bitpack.Array reads but never uses, is the next
// array's first word). Lance writes the rows that an update moves as a
// fragment of many sorted arrays of about 80 ids: at 1e7 rows, 1,210 of
// them, which this way take one allocation instead of 1,210 and 8 bytes
// less each (BenchmarkSequenceUnmarshal in benchmarks/).
//
// Call Reserve with the bytes of every segment first, then UnmarshalProto
// with each. The block is allocated once, at the first UnmarshalProto, with
// room for what Reserve counted; an array that does not fit, or was not
// reserved, gets words of its own. Arrays of 4,096 values or more (which
// keep search samples), and the holes of a RangeWithHoles, always do. A
// segment holds the whole block alive while it is in use.
//
// The zero Decoder is ready to use. A Decoder is not safe for concurrent
// use; the segments it returns are like any other.
type Decoder struct {
	reserved  int      // words counted by Reserve
	allocated bool     // block was allocated
	block     []uint64 // the words not yet taken, and the block's last word
	arrays    int      // arrays given words from the block
}

// Reserve counts the words that the array of the segment in b would take
// from the shared block. It reads only the fields it needs, as Lance
// writes them, without validating them: a segment it cannot read that way
// (or that is not a short array) counts nothing, and UnmarshalProto
// reports the errors.
func (d *Decoder) Reserve(b []byte) {
	which, body := lastMessage(b, fieldRange, fieldArray)
	if which != fieldSortedArray && which != fieldArray {
		return
	}
	a := arrayWire{}
	a.which, body = lastMessage(body, fieldU16Array, fieldU64Array)
	if a.which == 0 {
		return
	}
	_, a.data = lastMessage(body, fieldOffsets, fieldOffsets)
	order := orderNone
	if which == fieldSortedArray {
		order = orderSorted
	}
	d.reserved += a.sharedWords(order)
}

// lastMessage returns the number and bytes of the last length-delimited
// field of b numbered lo to hi; 0 and nil if there is none or b does not
// parse.
func lastMessage(b []byte, lo, hi protowire.Number) (protowire.Number, []byte) {
	var num protowire.Number
	var val []byte
	for len(b) > 0 {
		n, typ, m := protowire.ConsumeTag(b)
		if m < 0 {
			return 0, nil
		}
		b = b[m:]
		if typ == protowire.BytesType && n >= lo && n <= hi {
			v, k := protowire.ConsumeBytes(b)
			if k < 0 {
				return 0, nil
			}
			num, val, b = n, v, b[k:]
			continue
		}
		k := protowire.ConsumeFieldValue(n, typ, b)
		if k < 0 {
			return 0, nil
		}
		b = b[k:]
	}
	return num, val
}

// UnmarshalProto decodes one segment like the package's UnmarshalProto,
// taking a short array's words from the shared block.
func (d *Decoder) UnmarshalProto(b []byte) (Segment, error) {
	var w segmentWire
	if err := w.parse(b, 0); err != nil {
		return Segment{}, err
	}
	return w.build(d)
}

// SizeBytes returns the bytes of the shared block (0 before the first
// UnmarshalProto).
func (d *Decoder) SizeBytes() int {
	if !d.allocated || d.reserved == 0 {
		return 0
	}
	return 8 * (d.reserved + 1)
}

// SavedBytes returns the bytes that the SizeBytes of the segments decoded
// so far count but the block does not hold: each array counts a padding
// word, and the block has one, after its last array.
func (d *Decoder) SavedBytes() int { return 8 * max(d.arrays-1, 0) }

// take returns nw words from the block, with room for the word after them
// (cap nw+1), or nil if the block has not that many left.
func (d *Decoder) take(nw int) []uint64 {
	if !d.allocated {
		d.allocated = true
		if d.reserved > 0 {
			d.block = make([]uint64, d.reserved+1)
		}
	}
	if len(d.block) < nw+1 {
		return nil
	}
	words := d.block[: nw : nw+1]
	d.block = d.block[nw:]
	d.arrays++
	return words
}

// shareable reports whether an array of n values at width w, with the
// order checks given, takes its words from a Decoder's block: a sorted
// array too short for search samples, or an unsorted one, whose width is
// not 0 (an array of one repeated value needs two words of its own).
func shareable(order, n int, w uint) bool {
	return w > 0 && n > 0 && (order == orderNone || order == orderSorted && n < sampleCutoff)
}

// sharedWords returns the words that the array would take from a
// Decoder's block, or 0 if it would take none or is malformed.
func (a *arrayWire) sharedWords(order int) int {
	if a.which == 0 {
		return 0
	}
	width := a.offsetBytes()
	if len(a.data)%width != 0 {
		return 0
	}
	n := len(a.data) / width
	if n == 0 {
		return 0
	}
	var minOff, maxOff uint64
	if order == orderNone {
		minOff, maxOff = scanMinMax(a.data, width)
	} else {
		minOff, maxOff = loadOffset(a.data, width, 0), loadOffset(a.data, width, n-1)
		if maxOff < minOff {
			return 0
		}
	}
	w := bitpack.Width(maxOff - minOff)
	if !shareable(order, n, w) {
		return 0
	}
	return bitpack.WordsFor(n, w)
}
