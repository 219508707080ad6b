package rowindex

import (
	"encoding/binary"
	"errors"
	"math/bits"
	"slices"
)

// delRuns answers, for a deletion vector, the two questions the
// duplicate check of overlapping dense chunks asks while it walks runs of
// positions: which offset at or after o is deleted next, and where the
// run of deleted offsets starting at a deleted o ends. Both cost a search
// among the roaring containers and one inside a container, never a step
// per deleted offset, so a run container deleting 2^31 offsets is one
// answer.
//
// The containers are read from the bitmap's portable serialization (the
// format of Lance's .bin deletion files), in the form the bitmap holds
// them: sorted arrays of at most 4096 values, 1024-word bitmaps, or runs.
// Building it costs the serialization and a read of its header, once per
// vector and check; the containers are read in place.
type delRuns struct {
	keys []uint16 // container keys (offset>>16), ascending
	cont []delContainer
}

// delContainer is one roaring container, read in place from the
// serialized bytes: for an array container its n sorted values, for a run
// container its n runs as (start, length-1) pairs, for a bitmap container
// (n = 0) its 1024 words.
type delContainer struct {
	run  bool
	n    int
	data []byte
}

// u16 returns the i-th 16-bit value of c's data.
func (c *delContainer) u16(i int) uint16 { return binary.LittleEndian.Uint16(c.data[2*i:]) }

// word returns the i-th word of a bitmap container.
func (c *delContainer) word(i int) uint64 { return binary.LittleEndian.Uint64(c.data[8*i:]) }

// Portable roaring format constants.
const (
	roaringCookieNoRuns = 12346
	roaringCookie       = 12347
	roaringNoOffsetMin  = 4    // containers from which a run bitmap also has offsets
	roaringArrayMax     = 4096 // largest array container
)

var errRoaringFormat = errors.New("rowindex: unexpected roaring serialization")

// newDelRuns reads d's containers; d must hold at least one offset.
func newDelRuns(d *DeletionVector) (*delRuns, error) {
	b, err := d.bitmap().ToBytes()
	if err != nil {
		return nil, err
	}
	return parseDelRuns(b)
}

// parseDelRuns reads the containers of a portable roaring serialization.
func parseDelRuns(b []byte) (*delRuns, error) {
	r := &delRuns{}
	err := walkContainers(b, func(n int) {
		r.keys, r.cont = make([]uint16, 0, n), make([]delContainer, 0, n)
	}, func(key uint16, c delContainer) {
		r.keys = append(r.keys, key)
		r.cont = append(r.cont, c)
	})
	if err != nil {
		return nil, err
	}
	return r, nil
}

// walkContainers reads the containers of a portable roaring serialization
// in place, calling start with their number and then f for each, in
// ascending key order; it allocates nothing. Bytes that are not such a
// serialization (truncated, keys out of order, sizes past the end) are
// errRoaringFormat.
func walkContainers(b []byte, start func(n int), f func(key uint16, c delContainer)) error {
	h, err := readPortableHeader(b)
	if err != nil {
		return errRoaringFormat
	}
	n, at := h.size, h.data
	start(n)
	for i := 0; i < n; i++ {
		key := uint16(h.key(i))
		if i > 0 && int(key) <= h.key(i-1) {
			return errRoaringFormat
		}
		card := h.card(i)
		var c delContainer
		size := 0
		switch {
		case h.isRun(i):
			if at+2 > len(b) {
				return errRoaringFormat
			}
			c.run, c.n = true, int(binary.LittleEndian.Uint16(b[at:]))
			at += 2
			size = 4 * c.n
		case card > roaringArrayMax:
			size = 8192
		default:
			c.n, size = card, 2*card
		}
		if at+size > len(b) || c.n == 0 && size != 8192 {
			return errRoaringFormat
		}
		c.data = b[at : at+size]
		at += size
		f(key, c)
	}
	return nil
}

// eachRun calls f(lo, hi) for runs of offsets (inclusive) that together
// are container c's offsets (key<<16 added), ascending: a run container's
// runs, an array container's values, a bitmap container's set bits.
func (c *delContainer) eachRun(key uint16, f func(lo, hi uint64)) {
	base := uint64(key) << 16
	switch {
	case c.run:
		for k := 0; k < c.n; k++ {
			s := base | uint64(c.u16(2*k))
			f(s, s+uint64(c.u16(2*k+1)))
		}
	case c.n == 0: // a bitmap container
		for w := 0; w < 1024; w++ {
			for word := c.word(w); word != 0; word &= word - 1 {
				v := base | uint64(w*64+bits.TrailingZeros64(word))
				f(v, v)
			}
		}
	default:
		for k := 0; k < c.n; k++ {
			v := base | uint64(c.u16(k))
			f(v, v)
		}
	}
}

// next returns the least value >= t of container c, or false.
func (c *delContainer) next(t uint16) (uint16, bool) {
	switch {
	case c.run:
		k := c.runAtOrAfter(t)
		if k == c.n {
			return 0, false
		}
		return max(t, c.u16(2*k)), true
	case c.n == 0: // bitmap
		w := int(t >> 6)
		word := c.word(w) >> (t & 63) << (t & 63)
		for word == 0 {
			if w++; w == 1024 {
				return 0, false
			}
			word = c.word(w)
		}
		return uint16(w<<6 + bits.TrailingZeros64(word)), true
	}
	k := c.lowerBound(t)
	if k == c.n {
		return 0, false
	}
	return c.u16(k), true
}

// lowerBound returns the index of the first value >= t of array
// container c, or c.n.
func (c *delContainer) lowerBound(t uint16) int {
	lo, hi := 0, c.n
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if c.u16(m) < t {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// runAtOrAfter returns the index of the first run of run container c
// whose last value is >= t, or c.n.
func (c *delContainer) runAtOrAfter(t uint16) int {
	lo, hi := 0, c.n
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if uint32(c.u16(2*m))+uint32(c.u16(2*m+1)) < uint32(t) {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// runEnd returns the last value of the run of c's values that holds t (a
// value of c).
func (c *delContainer) runEnd(t uint16) uint16 {
	switch {
	case c.run:
		k := c.runAtOrAfter(t)
		return c.u16(2*k) + c.u16(2*k+1)
	case c.n == 0: // bitmap: the first clear bit after t, less one
		w := int(t >> 6)
		word := ^c.word(w) >> (t & 63) << (t & 63)
		for word == 0 {
			if w++; w == 1024 {
				return 0xFFFF
			}
			word = ^c.word(w)
		}
		return uint16(w<<6 + bits.TrailingZeros64(word) - 1)
	}
	k := c.lowerBound(t)
	for k+1 < c.n && c.u16(k+1) == c.u16(k)+1 {
		k++
	}
	return c.u16(k)
}

// nextDeleted returns the least deleted offset >= o, or 1<<32 if none.
func (r *delRuns) nextDeleted(o uint32) uint64 {
	key := uint16(o >> 16)
	k, found := slices.BinarySearch(r.keys, key)
	if found {
		if v, ok := r.cont[k].next(uint16(o)); ok {
			return uint64(key)<<16 | uint64(v)
		}
		k++
	}
	if k == len(r.keys) {
		return 1 << 32
	}
	v, _ := r.cont[k].next(0)
	return uint64(r.keys[k])<<16 | uint64(v)
}

// runEnd returns the last offset of the run of deleted offsets holding o
// (a deleted offset): across containers when a run reaches the end of its
// container and the next one starts with the next offset.
func (r *delRuns) runEnd(o uint32) uint32 {
	k, _ := slices.BinarySearch(r.keys, uint16(o>>16))
	e := r.cont[k].runEnd(uint16(o))
	for e == 0xFFFF && k+1 < len(r.keys) && r.keys[k+1] == r.keys[k]+1 {
		if v, ok := r.cont[k+1].next(0); !ok || v != 0 {
			break
		}
		k++
		e = r.cont[k].runEnd(0)
	}
	return uint32(r.keys[k])<<16 | uint32(e)
}
