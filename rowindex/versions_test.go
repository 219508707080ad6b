package rowindex

import (
	"bytes"
	"errors"
	"testing"

	"github.com/stablerow/stablerow/segment"
)

func run(start, end, version uint64) VersionRun {
	return VersionRun{Span: segment.NewRange(start, end), Version: version}
}

// Lance's test_version_random_access.
func TestVersionRandomAccess(t *testing.T) {
	v := NewVersionSequence(run(0, 3, 1), run(0, 2, 2), run(0, 1, 3))
	want := []struct {
		off int
		ver uint64
		ok  bool
	}{{0, 1, true}, {2, 1, true}, {3, 2, true}, {4, 2, true}, {5, 3, true}, {6, 0, false}, {-1, 0, false}}
	for _, w := range want {
		if got, ok := v.VersionAt(w.off); ok != w.ok || got != w.ver {
			t.Errorf("VersionAt(%d) = %d, %v; want %d, %v", w.off, got, ok, w.ver, w.ok)
		}
	}
	if v.Len() != 6 || v.NumRuns() != 3 {
		t.Fatalf("Len %d runs %d", v.Len(), v.NumRuns())
	}
	var got []uint64
	for off, ver := range v.All() {
		if off != len(got) {
			t.Fatalf("All offset %d", off)
		}
		got = append(got, ver)
	}
	if len(got) != 6 || got[2] != 1 || got[3] != 2 || got[5] != 3 {
		t.Fatalf("All = %v", got)
	}
	if _, ok := (VersionSequence{}).VersionAt(0); ok {
		t.Fatal("empty VersionAt found")
	}
}

// Lance's test_serialization_round_trip and the §2.2 example.
func TestVersionSerialization(t *testing.T) {
	v := NewVersionSequence(run(0, 4, 42), run(0, 3, 99))
	back, err := UnmarshalVersionSequence(v.AppendProto(nil))
	if err != nil {
		t.Fatal(err)
	}
	if !back.Equal(v) || back.NumRuns() != 2 || back.Len() != 7 {
		t.Fatalf("round trip = %+v", back.Runs())
	}
	if ver, _ := back.VersionAt(0); ver != 42 {
		t.Fatal("VersionAt(0)")
	}
	if ver, _ := back.VersionAt(5); ver != 99 {
		t.Fatal("VersionAt(5)")
	}

	want := unhex(t, "0A 08 0A 04 0A 02 10 64 10 05")
	u := Uniform(100, 5)
	if got := u.AppendProto(nil); !bytes.Equal(got, want) || u.LanceSizeBytes() != len(want) {
		t.Fatalf("Uniform(100, 5) = % X, want % X", got, want)
	}
	dec, err := UnmarshalVersionSequence(want)
	if err != nil || !dec.Equal(u) {
		t.Fatalf("decode = %v, %v", dec.Runs(), err)
	}
	// Version 0 is omitted; an empty sequence is zero bytes.
	if got := NewVersionSequence(run(0, 1, 0)).AppendProto(nil); !bytes.Equal(got, unhex(t, "0A 06 0A 04 0A 02 10 01")) {
		t.Fatalf("version 0 = % X", got)
	}
	if Uniform(0, 3).NumRuns() != 0 || len(Uniform(0, 3).AppendProto(nil)) != 0 {
		t.Fatal("Uniform(0) not empty")
	}
	// Equal adjacent runs are not merged, and spans of any kind survive.
	odd := NewVersionSequence(run(0, 2, 7), run(0, 2, 7), VersionRun{Span: segment.FromSlice([]uint64{1, 5000, 90000}), Version: 8})
	back, err = UnmarshalVersionSequence(odd.AppendProto(nil))
	if err != nil || !back.Equal(odd) || back.NumRuns() != 3 {
		t.Fatalf("odd spans: %v %v", back.Runs(), err)
	}
	if runs := back.Runs(); runs[2].Span.Kind() != segment.KindSortedArray {
		t.Fatalf("span kind %v", runs[2].Span.Kind())
	}
}

func TestUnmarshalVersionSequenceBadInput(t *testing.T) {
	tests := []struct {
		name string
		in   string
	}{
		{"truncated", "0A 08 0A 04 0A 02 10 64 10"},
		{"run wrong wire type", "08 01"},
		{"span wrong wire type", "0A 02 08 01"},
		{"version wrong wire type", "0A 08 0A 04 0A 02 10 64 12 00"},
		{"missing span", "0A 02 10 05"},
		{"bad nested span", "0A 08 0A 04 0A 02 08 05 10 01"},
		{"empty span message", "0A 04 0A 00 10 01"},
		{"bad tag inside run", "0A 01 80"},
		{"stray end group", "0C"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := UnmarshalVersionSequence(unhex(t, tt.in))
			var de *DecodeError
			if !errors.Is(err, ErrDecode) || !errors.As(err, &de) {
				t.Fatalf("err = %v, want a *DecodeError", err)
			}
		})
	}
	_, err := UnmarshalVersionSequence(unhex(t, "0A 02 10 05"))
	if want := "rowindex: RowDatasetVersionSequence.runs[0].span at byte 2: missing span"; err.Error() != want {
		t.Fatalf("message %q, want %q", err, want)
	}
}

func TestVersionMask(t *testing.T) {
	v := NewVersionSequence(run(0, 3, 1), run(0, 2, 2), run(0, 4, 3))
	got, err := v.Mask([]uint32{0, 3, 4, 8})
	if err != nil {
		t.Fatal(err)
	}
	// Run 2 vanishes; spans are re-encoded by segment.Mask.
	want := NewVersionSequence(run(1, 3, 1), run(0, 3, 3))
	if !got.Equal(want) {
		t.Fatalf("Mask = %v, want %v", got.Runs(), want.Runs())
	}
	var vers []uint64
	for _, ver := range got.All() {
		vers = append(vers, ver)
	}
	if len(vers) != 5 || vers[0] != 1 || vers[2] != 3 {
		t.Fatalf("versions %v", vers)
	}
	for _, bad := range [][]uint32{{2, 1}, {1, 1}, {9}} {
		if _, err := v.Mask(bad); !errors.Is(err, ErrBadOffsets) {
			t.Fatalf("Mask(%v) = %v", bad, err)
		}
	}
}

func TestRechunkVersions(t *testing.T) {
	in := []VersionSequence{NewVersionSequence(run(0, 3, 1), run(0, 2, 2)), Uniform(4, 3)}
	got, err := RechunkVersions(in, []int{4, 5}, false)
	if err != nil {
		t.Fatal(err)
	}
	want := []VersionSequence{NewVersionSequence(run(0, 3, 1), run(0, 1, 2)), NewVersionSequence(run(1, 2, 2), run(0, 4, 3))}
	for i := range want {
		if !got[i].Equal(want[i]) {
			t.Fatalf("chunk %d = %v, want %v", i, got[i].Runs(), want[i].Runs())
		}
	}
	_, err = RechunkVersions(in, []int{10}, false)
	if !errors.Is(err, ErrTooFewSegments) || err.Error() != "rowindex: too few version runs for chunk 0: expected chunk size 10, remaining needed 1" {
		t.Fatalf("too few: %v", err)
	}
	_, err = RechunkVersions(in, []int{8}, false)
	if !errors.Is(err, ErrTooManySegments) || err.Error() != "rowindex: too many version runs for the provided chunk lengths: processed 1 chunks out of 1 expected" {
		t.Fatalf("too many: %v", err)
	}
	got, err = RechunkVersions(in, []int{8, 3}, true)
	if err != nil || got[0].Len() != 8 || got[1].Len() != 1 {
		t.Fatalf("allow incomplete: %v %v", got, err)
	}
}
