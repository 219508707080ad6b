package segment

import (
	"math/rand/v2"
	"slices"
	"testing"
	"unsafe"
)

// decoderCase is a segment and whether a Decoder packs its array into the
// shared block.
type decoderCase struct {
	seg    Segment
	shared bool
}

func decoderCases(t *testing.T) []decoderCase {
	t.Helper()
	r := rand.New(rand.NewPCG(3, 4))
	sorted := func(n int, span uint64) Segment {
		vals := make([]uint64, n)
		for i := range vals {
			vals[i] = 1<<40 + r.Uint64N(span)
		}
		slices.Sort(vals)
		s, err := NewSortedArray(vals)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	holes, err := NewRangeWithHoles(100, 200, []uint64{105, 150})
	if err != nil {
		t.Fatal(err)
	}
	return []decoderCase{
		{sorted(80, 8192), true},
		{NewRange(5, 9), false},
		{sorted(1, 10), false}, // width 0: two words of its own
		{NewArray([]uint64{9, 3, 1 << 33, 7}), true},
		{sorted(sampleCutoff, 1<<20), false}, // has search samples
		{holes, false},
		{sorted(sampleCutoff-1, 1<<20), true},
		{NewArray([]uint64{4, 4, 4}), false},
		{sorted(64, 1<<16), true},
	}
}

// TestDecoderSharesBlock decodes segments through a Decoder and checks
// that they equal UnmarshalProto's, that the short arrays' words lie back
// to back in one block, and what SizeBytes counts.
func TestDecoderSharesBlock(t *testing.T) {
	cases := decoderCases(t)
	var msgs [][]byte
	for _, c := range cases {
		msgs = append(msgs, c.seg.AppendProto(nil))
	}
	var d Decoder
	for _, m := range msgs {
		d.Reserve(m)
	}
	if d.SizeBytes() != 0 {
		t.Fatalf("SizeBytes before the first UnmarshalProto = %d, want 0", d.SizeBytes())
	}
	var prev []uint64 // the last shared array's words
	words, arrays := 0, 0
	for i, m := range msgs {
		got, err := d.UnmarshalProto(m)
		if err != nil {
			t.Fatalf("case %d: %v", i, err)
		}
		want, err := UnmarshalProto(m)
		if err != nil {
			t.Fatal(err)
		}
		if !got.Equal(want) || !slices.Equal(got.AppendTo(nil), cases[i].seg.AppendTo(nil)) {
			t.Fatalf("case %d: decoded %v, want %v", i, got, want)
		}
		if got.SizeBytes() != want.SizeBytes() {
			t.Fatalf("case %d: SizeBytes %d, want %d", i, got.SizeBytes(), want.SizeBytes())
		}
		w := got.vals.Words()
		inBlock := prev != nil && len(w) > 0 && unsafe.Pointer(&w[0]) == unsafe.Add(unsafe.Pointer(&prev[0]), 8*len(prev))
		if !cases[i].shared {
			if inBlock {
				t.Fatalf("case %d (%v): words in the block", i, got)
			}
			continue
		}
		if prev != nil && !inBlock {
			t.Fatalf("case %d: words not right after the previous shared array's", i)
		}
		prev = w
		words += len(w)
		arrays++
	}
	if d.SizeBytes() != 8*(words+1) || d.SavedBytes() != 8*(arrays-1) {
		t.Fatalf("Decoder.SizeBytes = %d, SavedBytes = %d; want %d and %d", d.SizeBytes(), d.SavedBytes(), 8*(words+1), 8*(arrays-1))
	}
	// A segment not reserved, once the block is used up, gets words of
	// its own.
	extra, err := d.UnmarshalProto(msgs[0])
	if err != nil {
		t.Fatal(err)
	}
	if d.SavedBytes() != 8*(arrays-1) || !extra.Equal(cases[0].seg) {
		t.Fatalf("unreserved segment: SavedBytes %d, want %d; equal %v", d.SavedBytes(), 8*(arrays-1), extra.Equal(cases[0].seg))
	}
}

// TestDecoderAllocs checks that a Decoder allocates one block for all the
// short arrays: UnmarshalProto allocates once per array, the Decoder once.
func TestDecoderAllocs(t *testing.T) {
	var msgs [][]byte
	for _, c := range decoderCases(t) {
		if c.shared {
			msgs = append(msgs, c.seg.AppendProto(nil))
		}
	}
	allocs := testing.AllocsPerRun(50, func() {
		var d Decoder
		for _, m := range msgs {
			d.Reserve(m)
		}
		for _, m := range msgs {
			if _, err := d.UnmarshalProto(m); err != nil {
				t.Fatal(err)
			}
		}
	})
	if allocs != 1 {
		t.Fatalf("%v allocations for %d short arrays, want 1", allocs, len(msgs))
	}
}

// TestDecoderBadInput checks that Reserve counts nothing for malformed or
// truncated segments and that UnmarshalProto reports the same errors as
// the package's UnmarshalProto, without taking words for them.
func TestDecoderBadInput(t *testing.T) {
	good := decoderCases(t)[0].seg.AppendProto(nil)
	for _, b := range [][]byte{nil, {0x22}, good[:len(good)-1], good[:5], {0x22, 0x03, 0x0A, 0x01, 0x00}, {0xFF, 0xFF}} {
		var d Decoder
		d.Reserve(b)
		if d.reserved != 0 {
			t.Errorf("Reserve(% X) counted %d words", b, d.reserved)
		}
		_, err := d.UnmarshalProto(b)
		_, want := UnmarshalProto(b)
		if (err == nil) != (want == nil) || err != nil && err.Error() != want.Error() {
			t.Errorf("UnmarshalProto(% X) = %v, want %v", b, err, want)
		}
	}
	// A reserved array whose order is bad fails, and the block stays
	// intact for the arrays after it.
	var d Decoder
	bad := slices.Clone(good)
	bad[len(bad)-1], bad[len(bad)-3] = bad[len(bad)-3], bad[len(bad)-1]+1 // last offset below the one before
	d.Reserve(good)
	d.Reserve(good)
	if _, err := d.UnmarshalProto(bad); err == nil {
		t.Fatal("out-of-order sorted array decoded")
	}
	s, err := d.UnmarshalProto(good)
	if err != nil || !s.Equal(decoderCases(t)[0].seg) {
		t.Fatalf("after a bad array: %v, %v", s, err)
	}
}
