package segment

import (
	"iter"
	"math/bits"

	"github.com/stablerow/stablerow/bitpack"
)

// decodeChunk is how many packed values the iterators decode at a time.
const decodeChunk = 256

// All returns an iterator over the ids in position order.
func (s Segment) All() iter.Seq[uint64] {
	return func(yield func(uint64) bool) {
		switch s.kind() {
		case KindRange:
			for v := s.start(); v < s.end; v++ {
				if !yield(v) {
					return
				}
			}
		case KindRangeWithHoles:
			next := s.start()
			var buf [decodeChunk]uint64
			for i := 0; i < s.vals.Len(); i += decodeChunk {
				chunk := buf[:min(decodeChunk, s.vals.Len()-i)]
				s.vals.DecodeRange(chunk, i)
				for _, h := range chunk {
					for ; next < h; next++ {
						if !yield(next) {
							return
						}
					}
					next = h + 1
				}
			}
			for ; next < s.end; next++ {
				if !yield(next) {
					return
				}
			}
		case KindRangeWithBitmap:
			for wi, w := range s.bma().bm.Words() {
				base := s.start() + uint64(wi)*64
				for w != 0 {
					if !yield(base + uint64(bits.TrailingZeros64(w))) {
						return
					}
					w &= w - 1
				}
			}
		default:
			var buf [decodeChunk]uint64
			for i := 0; i < s.vals.Len(); i += decodeChunk {
				chunk := buf[:min(decodeChunk, s.vals.Len()-i)]
				s.vals.DecodeRange(chunk, i)
				for _, v := range chunk {
					if !yield(v) {
						return
					}
				}
			}
		}
	}
}

// Backward returns an iterator over the ids in reverse position order.
func (s Segment) Backward() iter.Seq[uint64] {
	return func(yield func(uint64) bool) {
		switch s.kind() {
		case KindRange:
			for v := s.end; v > s.start(); v-- {
				if !yield(v - 1) {
					return
				}
			}
		case KindRangeWithHoles:
			next := s.end // ids below next not yet yielded
			var buf [decodeChunk]uint64
			for hi := s.vals.Len(); hi > 0; hi -= decodeChunk {
				lo := max(0, hi-decodeChunk)
				chunk := buf[:hi-lo]
				s.vals.DecodeRange(chunk, lo)
				for j := len(chunk) - 1; j >= 0; j-- {
					h := chunk[j]
					for ; next > h+1; next-- {
						if !yield(next - 1) {
							return
						}
					}
					next = h
				}
			}
			for ; next > s.start(); next-- {
				if !yield(next - 1) {
					return
				}
			}
		case KindRangeWithBitmap:
			words := s.bma().bm.Words()
			for wi := len(words) - 1; wi >= 0; wi-- {
				w := words[wi]
				base := s.start() + uint64(wi)*64
				for w != 0 {
					top := 63 - bits.LeadingZeros64(w)
					if !yield(base + uint64(top)) {
						return
					}
					w &^= 1 << uint(top)
				}
			}
		default:
			var buf [decodeChunk]uint64
			for hi := s.vals.Len(); hi > 0; hi -= decodeChunk {
				lo := max(0, hi-decodeChunk)
				chunk := buf[:hi-lo]
				s.vals.DecodeRange(chunk, lo)
				for j := len(chunk) - 1; j >= 0; j-- {
					if !yield(chunk[j]) {
						return
					}
				}
			}
		}
	}
}

// AppendTo appends the ids in position order to dst and returns the
// extended slice. It decodes in bulk: runs of consecutive ids for the range
// encodings, bitpack's set-bit kernels for the bitmap and its unpack
// kernels for the arrays.
func (s Segment) AppendTo(dst []uint64) []uint64 {
	n := s.Len()
	start := len(dst)
	dst = grow(dst, n)
	out := dst[start : start+n]
	switch s.kind() {
	case KindRange:
		bitpack.FillRun(out, s.start())
	case KindRangeWithHoles:
		s.appendHoles(out)
	case KindRangeWithBitmap:
		return s.bma().bm.AppendOnes(dst[:start], s.start())
	default:
		s.vals.Decode(out)
	}
	return dst
}

// DecodeRange writes to dst the ids at positions i, i+1, ... up to
// len(dst) of them or the segment's end, and returns how many it wrote
// (0 for i at or past Len). Range and the two arrays decode in bulk, as
// AppendTo does; the range encodings with holes or a bitmap cost one Get
// an id.
func (s Segment) DecodeRange(dst []uint64, i int) int {
	if i < 0 || i >= s.Len() {
		return 0
	}
	out := dst[:min(len(dst), s.Len()-i)]
	switch s.kind() {
	case KindRange:
		bitpack.FillRun(out, s.start()+uint64(i))
	case KindSortedArray, KindArray:
		s.vals.DecodeRange(out, i)
	default:
		for k := range out {
			out[k], _ = s.get(i + k)
		}
	}
	return len(out)
}

// grow returns dst extended by n elements.
func grow(dst []uint64, n int) []uint64 {
	if n <= cap(dst)-len(dst) {
		return dst[:len(dst)+n]
	}
	out := make([]uint64, len(dst)+n)
	copy(out, dst)
	return out
}

// appendHoles writes the runs between the holes to out (len(out) = Len).
func (s Segment) appendHoles(out []uint64) {
	next := s.start()
	k := 0
	var buf [decodeChunk]uint64
	for i := 0; i < s.vals.Len(); i += decodeChunk {
		chunk := buf[:min(decodeChunk, s.vals.Len()-i)]
		s.vals.DecodeRange(chunk, i)
		for _, h := range chunk {
			run := int(h - next)
			bitpack.FillRun(out[k:k+run], next)
			k += run
			next = h + 1
		}
	}
	bitpack.FillRun(out[k:], next)
}
