package rowindex

import (
	"testing"
)

// The design comment (index.go) promises 24-byte chunk records, and the
// package documentation 32 bytes per chunk with its start.
func TestChunkRecordSize(t *testing.T) {
	if chunkBytes != 24 {
		t.Fatalf("chunk record is %d bytes, the doc says 24", chunkBytes)
	}
}

// A chunk's segment index and flags share one word without disturbing
// each other, up to maxChunkSeg.
func TestChunkMeta(t *testing.T) {
	for _, flags := range []uint32{0, chunkRange, chunkArray | chunkDups, chunkFlagMask} {
		for _, seg := range []uint32{0, 1, 12345, maxChunkSeg} {
			ch := chunk{meta: flags}
			ch.setSeg(7)
			ch.setSeg(seg)
			if ch.seg() != seg || ch.flags() != flags {
				t.Fatalf("flags %#x, seg %d: got flags %#x, seg %d", flags, seg, ch.flags(), ch.seg())
			}
		}
	}
	if chunkGrouped>>chunkFlagBits != 0 {
		t.Fatal("a flag lies outside the flag bits")
	}
}
