package bitpack

// Pack writes the values src[i]-base, each of which must fit in w bits, to
// dst as a packed stream: value i at stream bits [i*w, i*w+w). It
// overwrites exactly dst[:WordsFor(len(src), w)], zeroing the padding bits
// of the last word, and panics if dst is shorter than that. Bits of a value
// above w are discarded.
func Pack(dst, src []uint64, base uint64, w uint) {
	// Inlined into the caller: pack checks the arguments and is the one
	// call level between the caller and the kernels' dispatch.
	pack(dst, src, base, w)
}

// packDest returns the words of dst that Pack writes,
// dst[:WordsFor(len(src), w)], and panics if w is out of range or dst is
// shorter than that.
func packDest(dst, src []uint64, w uint) []uint64 {
	if w > MaxWidth {
		panic("bitpack: Pack width out of range")
	}
	// WordsFor without its overflow care, as in unpackSource.
	return dst[:(uint(len(src))*w+63)/64]
}

// Unpack decodes len(dst) values of width w from the packed stream src,
// adding base to each: dst[i] = base + value i. The values depend on
// src[:WordsFor(len(dst), w)] alone, and Unpack panics if src is shorter
// than that. dst and src must not overlap. (Some AVX2 and NEON kernels
// load a few bytes past those words when they lie in the same memory
// page, and discard them, as Go's own string functions do; no load
// reaches another page.)
func Unpack(dst, src []uint64, base uint64, w uint) {
	// Inlined into the caller: unpack checks the arguments and is the one
	// call level between the caller and the kernels' dispatch.
	unpack(dst, src, base, w)
}

// unpackSource returns the words of src that Unpack reads,
// src[:WordsFor(len(dst), w)], and panics if w is out of range or src is
// shorter than that.
func unpackSource(dst, src []uint64, w uint) []uint64 {
	if w > MaxWidth {
		panic("bitpack: Unpack width out of range")
	}
	// WordsFor without its overflow care: dst's bytes are in memory, so
	// len(dst) < 2^61 and len(dst)*w+63 < 2^64.
	return src[:(uint(len(dst))*w+63)/64]
}

// packGeneric is the portable Pack kernel and the oracle for the others.
func packGeneric(dst, src []uint64, base uint64, w uint) {
	if w == 0 {
		return
	}
	mask := lowMask(w)
	var acc uint64 // bits not yet written
	var used uint  // number of valid bits in acc
	k := 0
	for _, v := range src {
		v = (v - base) & mask
		acc |= v << used
		used += w
		if used >= 64 {
			dst[k] = acc
			k++
			used -= 64
			// The bits of v that did not fit: shift by w-used (< 64 when
			// used < w; when used == 0 all of v was written).
			if used == 0 {
				acc = 0
			} else {
				acc = v >> (w - used)
			}
		}
	}
	if used > 0 {
		dst[k] = acc
	}
}

// unpackGeneric is the portable Unpack kernel and the oracle for the
// others. It streams the words through a 64-bit accumulator.
func unpackGeneric(dst, src []uint64, base uint64, w uint) {
	if w == 0 {
		for i := range dst {
			dst[i] = base
		}
		return
	}
	if w == 64 {
		for i := range dst {
			dst[i] = base + src[i]
		}
		return
	}
	mask := lowMask(w)
	var acc uint64
	var avail uint // valid bits in acc
	k := 0
	for i := range dst {
		if avail >= w {
			dst[i] = base + acc&mask
			acc >>= w
			avail -= w
			continue
		}
		next := src[k]
		k++
		v := acc | next<<avail // avail < w <= 63: the shift is in range
		dst[i] = base + v&mask
		acc = next >> (w - avail)
		avail = 64 - (w - avail)
	}
}
