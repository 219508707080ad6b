package rowindex

import (
	"encoding/hex"
	"slices"
	"strings"
	"testing"

	"github.com/stablerow/stablerow/bitpack"
	"github.com/stablerow/stablerow/segment"
)

// Segment constructors for tests; they fail the test on bad input.

func rng(start, end uint64) segment.Segment { return segment.NewRange(start, end) }

func holes(t testing.TB, start, end uint64, hs ...uint64) segment.Segment {
	t.Helper()
	s, err := segment.NewRangeWithHoles(start, end, hs)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func bitmapSeg(t testing.TB, start, end uint64, present ...bool) segment.Segment {
	t.Helper()
	words := make([]uint64, (len(present)+63)/64)
	for i, p := range present {
		if p {
			words[i/64] |= 1 << (i % 64)
		}
	}
	bm, err := bitpack.NewBitmap(words, len(present))
	if err != nil {
		t.Fatal(err)
	}
	s, err := segment.NewRangeWithBitmap(start, end, bm)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func sortedSeg(t testing.TB, vals ...uint64) segment.Segment {
	t.Helper()
	s, err := segment.NewSortedArray(vals)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func arraySeg(vals ...uint64) segment.Segment { return segment.NewArray(vals) }

func seq(segs ...segment.Segment) Sequence { return NewSequence(segs...) }

// ids returns the ids of s in order.
func ids(s Sequence) []uint64 { return s.AppendTo([]uint64{}) }

func unhex(t testing.TB, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(strings.ReplaceAll(s, " ", ""))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func seqEqual(t testing.TB, got, want Sequence) {
	t.Helper()
	if !got.Equal(want) {
		t.Fatalf("sequence = %v, want %v", got, want)
	}
	if got.Len() != want.Len() || !slices.Equal(ids(got), ids(want)) {
		t.Fatalf("sequence ids = %v, want %v", ids(got), ids(want))
	}
}

// allFragIDs returns x's fragment ids, dense or not.
func allFragIDs(x *Index) []uint32 {
	ids := make([]uint32, len(x.frags))
	for f := range ids {
		ids[f] = x.fragID(f)
	}
	return ids
}
