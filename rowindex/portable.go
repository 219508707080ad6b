package rowindex

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math/bits"

	"github.com/RoaringBitmap/roaring/v2"
)

// PortableError reports bytes that are not a well-formed 32-bit roaring
// bitmap in the portable serialization.
type PortableError struct {
	Offset    int64 // byte offset of the problem, -1 when it is not one place
	Truncated bool  // the bytes end before what they declare
	Reason    string
}

func (e *PortableError) Error() string {
	if e.Offset < 0 {
		return "roaring: " + e.Reason
	}
	return fmt.Sprintf("roaring at byte %d: %s", e.Offset, e.Reason)
}

// portableStats is what a pass over a portable serialization learns: the
// number of values, the largest, the bytes roaring holds them in once
// read (its GetSizeInBytes, within a few bytes a container; estimate's),
// whether a container may hold part of a run of longRun deleted offsets
// (check's), and whether one is a run container (check's).
type portableStats struct {
	n       uint64
	last    uint32
	bytes   uint64
	mayRuns bool
	runs    bool
}

// DeletionVectorFromPortable returns the deletion vector of b, a 32-bit
// roaring bitmap in the portable serialization (the format of Lance's
// bitmap deletion files). It checks the bytes in full, in one pass:
// container keys ascending, array values strictly increasing, runs
// ascending and inside their container, every cardinality as its header
// says, offsets where the containers are, and no bytes after the last
// one. Anything else is a *PortableError, never a panic or a wrong set;
// it allocates nothing the bytes do not justify.
//
// When the vector keeps a dense copy (see [DeletionVector]), the copy is
// built in that same pass, from b directly, and roaring's containers are
// made only if a method needs them; otherwise roaring reads b once
// checked. The vector does not alias b.
func DeletionVectorFromPortable(b []byte) (*DeletionVector, error) {
	h, err := readPortableHeader(b)
	if err != nil {
		return nil, err
	}
	var dense []uint64
	if est, ok := h.estimate(b); ok && est.n > 0 {
		if words := int(est.last)/64 + 1; wantDense(words, est.bytes) {
			dense = make([]uint64, words)
			// Written before it is read: a read-modify-write of a fresh
			// page faults twice (the read maps the shared zero page, the
			// write copies it and flushes the TLB of every CPU the process
			// runs on), a write once; the clear is a memset where make
			// found fresh memory and did not clear it.
			clear(dense)
		}
	}
	st, err := h.check(b, dense)
	if err != nil {
		return nil, err
	}
	if st.n == 0 {
		return &DeletionVector{bm: roaring.New()}, nil
	}
	if dense != nil {
		d := &DeletionVector{dense: dense, lazy: true, runsIn: st.runs, n: int(st.n), max: st.last}
		if st.mayRuns {
			d.runs = longRunsDense(dense)
		}
		return d, nil
	}
	bm := roaring.New()
	if _, err := bm.ReadFrom(bytes.NewReader(b)); err != nil {
		return nil, &PortableError{Offset: -1, Reason: err.Error()}
	}
	return DeletionVectorFromRoaring(bm), nil
}

// portableHeader is the header of a portable serialization: its
// container count, run flags (nil without runs), key and cardinality
// pairs, offsets (nil when absent) and where the first container starts.
type portableHeader struct {
	size     int
	runFlags []byte
	header   []byte
	offsets  []byte
	data     int
}

func portableErr(at int, truncated bool, format string, args ...any) error {
	return &PortableError{Offset: int64(at), Truncated: truncated, Reason: fmt.Sprintf(format, args...)}
}

// readPortableHeader reads and bounds the header of b.
func readPortableHeader(b []byte) (portableHeader, error) {
	var h portableHeader
	pos := 0
	left := func() int { return len(b) - pos }
	if left() < 4 {
		return h, portableErr(pos, true, "cookie needs 4 bytes, %d left", left())
	}
	cookie := binary.LittleEndian.Uint32(b)
	pos = 4
	switch {
	case cookie&0xFFFF == roaringCookie:
		h.size = int(cookie>>16) + 1
		if left() < (h.size+7)/8 {
			return h, portableErr(pos, true, "run flags need %d bytes, %d left", (h.size+7)/8, left())
		}
		h.runFlags = b[pos : pos+(h.size+7)/8]
		pos += len(h.runFlags)
	case cookie == roaringCookieNoRuns:
		if left() < 4 {
			return h, portableErr(pos, true, "container count needs 4 bytes, %d left", left())
		}
		n := binary.LittleEndian.Uint32(b[pos:])
		if n > 1<<16 {
			return h, portableErr(pos, false, "container count %d exceeds 65536", n)
		}
		h.size = int(n)
		pos += 4
	default:
		return h, portableErr(0, false, "cookie %#x is neither %d nor %d", cookie, roaringCookieNoRuns, roaringCookie)
	}
	if left() < 4*h.size {
		return h, portableErr(pos, true, "container headers need %d bytes, %d left", 4*h.size, left())
	}
	h.header = b[pos : pos+4*h.size]
	pos += 4 * h.size
	if h.runFlags == nil || h.size >= roaringNoOffsetMin {
		if left() < 4*h.size {
			return h, portableErr(pos, true, "container offsets need %d bytes, %d left", 4*h.size, left())
		}
		h.offsets = b[pos : pos+4*h.size]
		pos += 4 * h.size
	}
	h.data = pos
	return h, nil
}

func (h *portableHeader) key(i int) int { return int(binary.LittleEndian.Uint16(h.header[4*i:])) }
func (h *portableHeader) card(i int) int {
	return int(binary.LittleEndian.Uint16(h.header[4*i+2:])) + 1
}
func (h *portableHeader) isRun(i int) bool {
	return h.runFlags != nil && h.runFlags[i/8]&(1<<(i%8)) != 0
}

// estimate returns what check would, but for mayRuns, from the header,
// the run counts and the last container alone, trusting what it reads:
// it is only the size of the dense copy to try. It reports false for
// bytes that are not consistent enough to say (check then reports them).
func (h *portableHeader) estimate(b []byte) (portableStats, bool) {
	st := portableStats{bytes: 8}
	pos, lastAt := h.data, -1
	for i := 0; i < h.size; i++ {
		card := h.card(i)
		lastAt = pos
		switch {
		case h.isRun(i):
			if pos+2 > len(b) {
				return st, false
			}
			nruns := int(binary.LittleEndian.Uint16(b[pos:]))
			pos += 2 + 4*nruns
			st.bytes += 4 + 4*uint64(nruns)
		case card > roaringArrayMax:
			pos += 8192
			st.bytes += 2 + 8192
		default:
			pos += 2 * card
			st.bytes += 2 + 2*uint64(card)
		}
		st.n += uint64(card)
	}
	if pos != len(b) || lastAt < 0 {
		return st, lastAt < 0 && pos == len(b)
	}
	i := h.size - 1
	var high int
	switch {
	case h.isRun(i):
		if pos-lastAt < 6 {
			return st, false
		}
		high = int(binary.LittleEndian.Uint16(b[pos-4:])) + int(binary.LittleEndian.Uint16(b[pos-2:]))
	case h.card(i) > roaringArrayMax:
		w := 1023
		for w > 0 && binary.LittleEndian.Uint64(b[lastAt+8*w:]) == 0 {
			w--
		}
		high = 64*w + 63 - bits.LeadingZeros64(binary.LittleEndian.Uint64(b[lastAt+8*w:]))
	default:
		high = int(binary.LittleEndian.Uint16(b[pos-2:]))
	}
	if high > 0xFFFF {
		return st, false
	}
	st.last = uint32(h.key(i))<<16 | uint32(high)
	return st, true
}

// check checks every container (see DeletionVectorFromPortable) and, when
// dense is not nil, sets in it the bits of their values. A value past
// dense is an error: dense was sized by estimate, which a well-formed
// serialization agrees with.
func (h *portableHeader) check(b []byte, dense []uint64) (portableStats, error) {
	var st portableStats
	pos := h.data
	left := func() int { return len(b) - pos }
	prevKey := -1
	for i := 0; i < h.size; i++ {
		key, card := h.key(i), h.card(i)
		if key <= prevKey {
			return st, portableErr(-1, false, "container %d has key %d after key %d", i, key, prevKey)
		}
		prevKey = key
		if h.offsets != nil {
			if off := binary.LittleEndian.Uint32(h.offsets[4*i:]); int(off) != pos {
				return st, portableErr(pos, false, "container %d starts at %d, its offset says %d", i, pos, off)
			}
		}
		if dense != nil && key<<10 >= len(dense) {
			return st, portableErr(pos, false, "container %d (key %d) is past the bitmap's largest value", i, key)
		}
		base := key << 16
		start := pos
		var high int // largest low 16 bits in the container
		switch {
		case h.isRun(i):
			if left() < 2 {
				return st, portableErr(pos, true, "run count needs 2 bytes, %d left", left())
			}
			nruns := int(binary.LittleEndian.Uint16(b[pos:]))
			pos += 2
			if left() < 4*nruns {
				return st, portableErr(pos, true, "runs need %d bytes, %d left", 4*nruns, left())
			}
			total, prevEnd := 0, -1
			for r := 0; r < nruns; r++ {
				s := int(binary.LittleEndian.Uint16(b[pos+4*r:]))
				e := s + int(binary.LittleEndian.Uint16(b[pos+4*r+2:])) // inclusive
				if s <= prevEnd || e > 0xFFFF {
					return st, portableErr(pos+4*r, false, "run [%d, %d] overlaps its predecessor or passes 65535", s, e)
				}
				if dense != nil {
					if (base|e)>>6 >= len(dense) {
						return st, portableErr(pos+4*r, false, "run [%d, %d] is past the bitmap's largest value", s, e)
					}
					setRange(dense, uint64(base|s), uint64(base|e))
				}
				total += e - s + 1
				prevEnd, high = e, e
			}
			pos += 4 * nruns
			if nruns == 0 || total != card {
				return st, portableErr(start, false, "run container %d holds %d values in %d runs, its header says %d", i, total, nruns, card)
			}
			st.mayRuns, st.runs = true, true
		case card > roaringArrayMax:
			if left() < 8192 {
				return st, portableErr(pos, true, "bitmap container needs 8192 bytes, %d left", left())
			}
			count := 0
			at := key << 10
			for k := 0; k < 1024; k++ {
				word := binary.LittleEndian.Uint64(b[pos+8*k:])
				if word != 0 {
					count += bits.OnesCount64(word)
					high = 64*k + 63 - bits.LeadingZeros64(word)
					if dense != nil {
						if at+k >= len(dense) {
							return st, portableErr(pos+8*k, false, "bitmap container %d is past the bitmap's largest value", i)
						}
						dense[at+k] = word
					}
				}
			}
			pos += 8192
			if count != card {
				return st, portableErr(start, false, "bitmap container %d holds %d values, its header says %d", i, count, card)
			}
			st.mayRuns = true
		default:
			if left() < 2*card {
				return st, portableErr(pos, true, "array container needs %d bytes, %d left", 2*card, left())
			}
			vals := b[pos : pos+2*card]
			var bad int
			var run bool
			if dense != nil {
				bad, run = arrayInto(dense, key<<16, vals)
			} else {
				bad = arrayIncreasing(vals)
			}
			if bad >= 0 {
				v := binary.LittleEndian.Uint16(vals[bad:])
				if bad > 0 && v <= binary.LittleEndian.Uint16(vals[bad-2:]) {
					return st, portableErr(pos+bad, false, "array container %d is not strictly increasing (%d after %d)", i, v, binary.LittleEndian.Uint16(vals[bad-2:]))
				}
				return st, portableErr(pos+bad, false, "array container %d is past the bitmap's largest value", i)
			}
			high = int(binary.LittleEndian.Uint16(vals[len(vals)-2:]))
			// A run of longRun offsets inside the container, or one of half
			// that at an end, which may go on in the next or previous one.
			const half = longRun / 2
			if run || card >= half && (binary.LittleEndian.Uint16(vals[2*(half-1):]) == half-1 ||
				binary.LittleEndian.Uint16(vals[2*(card-half):]) == 0xFFFF-(half-1)) {
				st.mayRuns = true
			}
			pos += 2 * card
		}
		st.n += uint64(card)
		st.last = uint32(key)<<16 | uint32(high)
	}
	if pos != len(b) {
		return st, portableErr(pos, false, "%d trailing bytes after the bitmap", len(b)-pos)
	}
	return st, nil
}

// arrayIncreasing returns the byte index in vals (little-endian u16
// values) of the first value not above its predecessor, or -1.
func arrayIncreasing(vals []byte) int {
	prev := -1
	for k := 0; k+1 < len(vals); k += 2 {
		v := int(vals[k]) | int(vals[k+1])<<8
		if v <= prev {
			return k
		}
		prev = v
	}
	return -1
}

// arrayInto is arrayIncreasing that also sets the values' bits (base
// added) in dense, and returns as well whether longRun of the values are
// consecutive. A value past dense is returned as bad too.
func arrayInto(dense []uint64, base int, vals []byte) (bad int, run bool) {
	const back = 2 * (longRun - 1)
	prev := -1
	for k := 0; k+1 < len(vals); k += 2 {
		v := int(vals[k]) | int(vals[k+1])<<8
		if v <= prev {
			return k, run
		}
		prev = v
		if k >= back && v-(int(vals[k-back])|int(vals[k-back+1])<<8) == longRun-1 {
			run = true
		}
		o := base | v
		if o>>6 >= len(dense) {
			return k, run
		}
		dense[o>>6] |= 1 << (o & 63)
	}
	return -1, run
}

// setRange sets bits lo..hi (inclusive) of dense.
func setRange(dense []uint64, lo, hi uint64) {
	wl, wh := lo>>6, hi>>6
	ml, mh := ^uint64(0)<<(lo&63), ^uint64(0)>>(63-hi&63)
	if wl == wh {
		dense[wl] |= ml & mh
		return
	}
	dense[wl] |= ml
	for w := wl + 1; w < wh; w++ {
		dense[w] = ^uint64(0)
	}
	dense[wh] |= mh
}
