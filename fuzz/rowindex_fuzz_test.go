package fuzz

import (
	"bytes"
	"errors"
	"testing"

	"github.com/RoaringBitmap/roaring/v2"
	"github.com/stablerow/stablerow/rowindex"
)

// FuzzRowIDSequence: UnmarshalSequence never panics and rejects with a
// *rowindex.DecodeError; whatever it accepts re-encodes to bytes that decode
// to an equal sequence and re-encode identically, and the decoded sequence
// is self-consistent (Len, Get and All agree; LanceSizeBytes is the
// encoded size).
func FuzzRowIDSequence(f *testing.F) {
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

// FuzzDeletionVectorFromPortable: DeletionVectorFromPortable never panics
// and rejects with a *rowindex.PortableError; bytes it accepts are ones
// roaring reads to the same set, and the vector answers as the one made
// from roaring's bitmap does (offsets, long runs through NextLive, the
// next deleted offset), whether or not it built its dense copy from the
// bytes.
// Its seeds are files under testdata/fuzz (see seeds_test.go).
func FuzzDeletionVectorFromPortable(f *testing.F) {
	f.Fuzz(func(t *testing.T, b []byte) {
		d, err := rowindex.DeletionVectorFromPortable(b)
		if err != nil {
			var pe *rowindex.PortableError
			if !errors.As(err, &pe) || err.Error() == "" {
				t.Fatalf("error %v (%T) is not a *rowindex.PortableError", err, err)
			}
			return
		}
		ref := roaring.New()
		if _, err := ref.ReadFrom(bytes.NewReader(b)); err != nil {
			t.Fatalf("accepted bytes roaring cannot read: %v", err)
		}
		if d.Len() != int(ref.GetCardinality()) || !d.Roaring().Equals(ref) {
			t.Fatalf("decoded %d offsets, roaring %d", d.Len(), ref.GetCardinality())
		}
		want := rowindex.DeletionVectorFromRoaring(ref.Clone())
		if !d.Equal(want) {
			t.Fatal("not Equal to roaring's vector")
		}
		probes := []uint32{0, 1, 63, 64, 65535, 65536}
		if m, ok := d.Max(); ok {
			probes = append(probes, m, m+1, m-1, m/2, m/3)
		}
		for _, p := range probes {
			if d.Contains(p) != want.Contains(p) || d.NextLive(p) != want.NextLive(p) || d.NextDeleted(p) != want.NextDeleted(p) {
				t.Fatalf("offset %d: Contains %v/%v NextLive %d/%d NextDeleted %d/%d", p,
					d.Contains(p), want.Contains(p), d.NextLive(p), want.NextLive(p), d.NextDeleted(p), want.NextDeleted(p))
			}
		}
	})
}
