package fuzz

import (
	"bytes"
	"errors"
	"testing"

	"github.com/stablerow/stablerow/gen"
	"github.com/stablerow/stablerow/rowindex"
	"github.com/stablerow/stablerow/segment"
)

// rowIDSequenceSeeds are valid RowIdSequence bytes: the §2.2 examples
// (complete sequences), sequences of every generated kind, and a few
// concatenations.
func rowIDSequenceSeeds() [][]byte {
	seeds := [][]byte{
		{},
		{0x0A, 0x04, 0x0A, 0x02, 0x10, 0x0A},
		{0x0A, 0x06, 0x0A, 0x04, 0x08, 0x64, 0x10, 0x69},
		{0x0A, 0x02, 0x0A, 0x00},
		{0x0A, 0x0E, 0x22, 0x0C, 0x0A, 0x0A, 0x08, 0x01, 0x12, 0x06, 0x00, 0x00, 0x57, 0x1B, 0xBF, 0x5D},
		{0x0A, 0x0F, 0x12, 0x0D, 0x10, 0xE8, 0x07, 0x1A, 0x08, 0x0A, 0x06, 0x08, 0x64, 0x12, 0x02, 0x00, 0x00},
		{0x0A, 0x08, 0x1A, 0x06, 0x10, 0x09, 0x1A, 0x02, 0x55, 0x01},
	}
	var segs []segment.Segment
	for i, kind := range gen.Kinds() {
		for _, n := range []int{1, 9, 200} {
			s := segment.FromSlice(gen.IDs(uint64(i*7+n), kind, n))
			segs = append(segs, s)
			seeds = append(seeds, rowindex.NewSequence(s).AppendProto(nil))
		}
	}
	seeds = append(seeds, rowindex.NewSequence(segs...).AppendProto(nil))
	return seeds
}

// FuzzRowIDSequence: UnmarshalSequence never panics and rejects with a
// *rowindex.DecodeError; whatever it accepts re-encodes to bytes that decode
// to an equal sequence and re-encode identically, and the decoded sequence
// is self-consistent (Len, Get and All agree; LanceSizeBytes is the
// encoded size).
func FuzzRowIDSequence(f *testing.F) {
	for _, s := range rowIDSequenceSeeds() {
		f.Add(s)
	}
	for _, s := range lanceSeeds(f).sequences {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := rowindex.UnmarshalSequence(data)
		if err != nil {
			var de *rowindex.DecodeError
			if !errors.As(err, &de) || !errors.Is(err, rowindex.ErrDecode) || err.Error() == "" {
				t.Fatalf("error %v (%T) is not a *rowindex.DecodeError", err, err)
			}
			return
		}
		b := s.AppendProto(nil)
		if len(b) != s.LanceSizeBytes() {
			t.Fatalf("%v: LanceSizeBytes %d, encoded %d", s, s.LanceSizeBytes(), len(b))
		}
		d, err := rowindex.UnmarshalSequence(b)
		if err != nil {
			t.Fatalf("%v: re-encoded bytes % X rejected: %v", s, b, err)
		}
		if !d.Equal(s) {
			t.Fatalf("%v: re-decoded as %v", s, d)
		}
		if b2 := d.AppendProto(nil); !bytes.Equal(b2, b) {
			t.Fatalf("%v: encoding not stable: % X then % X", s, b, b2)
		}
		total := 0
		for i := 0; i < s.NumSegments(); i++ {
			if s.SegmentStart(i) != total {
				t.Fatalf("%v: segment %d starts at %d, want %d", s, i, s.SegmentStart(i), total)
			}
			total += s.Segment(i).Len()
		}
		if s.Len() != total {
			t.Fatalf("%v: Len %d, segments hold %d", s, s.Len(), total)
		}
		if total > 1<<16 {
			return // huge ranges: no expansion
		}
		n := 0
		for off, v := range s.All() {
			if off != n {
				t.Fatalf("%v: All offset %d, want %d", s, off, n)
			}
			if g, ok := s.Get(off); !ok || g != v {
				t.Fatalf("%v: Get(%d) = %d, %v; All says %d", s, off, g, ok, v)
			}
			n++
		}
		if n != total {
			t.Fatalf("%v: All yields %d ids, Len %d", s, n, total)
		}
		if _, ok := s.Get(total); ok {
			t.Fatalf("%v: Get(Len) found", s)
		}
	})
}

// FuzzVersionSequence: UnmarshalVersionSequence never panics and rejects
// with a *rowindex.DecodeError; accepted input re-encodes to bytes that
// decode equal and re-encode identically; VersionAt agrees with the runs.
func FuzzVersionSequence(f *testing.F) {
	for _, s := range lanceSeeds(f).versions {
		f.Add(s)
	}
	f.Add([]byte{})
	f.Add([]byte{0x0A, 0x08, 0x0A, 0x04, 0x0A, 0x02, 0x10, 0x64, 0x10, 0x05})
	f.Add(rowindex.NewVersionSequence(
		rowindex.VersionRun{Span: segment.NewRange(0, 4), Version: 42},
		rowindex.VersionRun{Span: segment.NewRange(0, 3), Version: 0},
		rowindex.VersionRun{Span: segment.FromSlice([]uint64{1, 5000, 90000}), Version: 1 << 40},
		rowindex.VersionRun{Span: segment.FromSlice(gen.IDs(3, gen.Unsorted, 50)), Version: 7},
	).AppendProto(nil))
	f.Fuzz(func(t *testing.T, data []byte) {
		v, err := rowindex.UnmarshalVersionSequence(data)
		if err != nil {
			var de *rowindex.DecodeError
			if !errors.As(err, &de) || !errors.Is(err, rowindex.ErrDecode) || err.Error() == "" {
				t.Fatalf("error %v (%T) is not a *rowindex.DecodeError", err, err)
			}
			return
		}
		b := v.AppendProto(nil)
		if len(b) != v.LanceSizeBytes() {
			t.Fatalf("LanceSizeBytes %d, encoded %d", v.LanceSizeBytes(), len(b))
		}
		d, err := rowindex.UnmarshalVersionSequence(b)
		if err != nil {
			t.Fatalf("re-encoded bytes % X rejected: %v", b, err)
		}
		if !d.Equal(v) {
			t.Fatalf("re-decoded %v, want %v", d.Runs(), v.Runs())
		}
		if b2 := d.AppendProto(nil); !bytes.Equal(b2, b) {
			t.Fatalf("encoding not stable: % X then % X", b, b2)
		}
		off := 0
		for _, r := range v.Runs() {
			n := r.Span.Len()
			for _, o := range []int{off, off + n - 1} {
				if n == 0 {
					break
				}
				if got, ok := v.VersionAt(o); !ok || got != r.Version {
					t.Fatalf("VersionAt(%d) = %d, %v; want %d", o, got, ok, r.Version)
				}
			}
			off += n
		}
		if v.Len() != off {
			t.Fatalf("Len %d, runs cover %d", v.Len(), off)
		}
		if _, ok := v.VersionAt(off); ok {
			t.Fatal("VersionAt(Len) found")
		}
	})
}
