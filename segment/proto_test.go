package segment

import (
	"bytes"
	"encoding/hex"
	"strings"
	"testing"
)

func unhex(t testing.TB, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(strings.ReplaceAll(s, " ", ""))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func rangeMinus(lo, hi uint64, drop ...uint64) []uint64 {
	var out []uint64
	for v := lo; v < hi; v++ {
		skip := false
		for _, d := range drop {
			skip = skip || d == v
		}
		if !skip {
			out = append(out, v)
		}
	}
	return out
}

// The single-segment examples of docs/FORMAT.md §6 ("Worked bytes"): the
// RowIdSequence wrapper 0A <len> is stripped.
func TestLanceWorkedBytes(t *testing.T) {
	for _, tc := range []struct {
		name string
		seg  Segment
		kind Kind
		hex  string
	}{
		{"range 0..10", NewRange(0, 10), KindRange, "0A 02 10 0A"},
		{"range 100..105", NewRange(100, 105), KindRange, "0A 04 08 64 10 69"},
		{"range 0..0", NewRange(0, 0), KindRange, "0A 00"},
		{"sorted [1,7000,24000]", FromSlice([]uint64{1, 7000, 24000}), KindSortedArray, "22 0C 0A 0A 08 01 12 06 00 00 57 1B BF 5D"},
		{"0..1000 minus 100", FromSlice(rangeMinus(0, 1000, 100)), KindRangeWithHoles, "12 0D 10 E8 07 1A 08 0A 06 08 64 12 02 00 00"},
		{"even 0..8", FromSlice([]uint64{0, 2, 4, 6, 8}), KindRangeWithBitmap, "1A 06 10 09 1A 02 55 01"},
		{"version run span 0..100", NewRange(0, 100), KindRange, "0A 02 10 64"},
	} {
		want := unhex(t, tc.hex)
		if tc.seg.Kind() != tc.kind {
			t.Errorf("%s: kind %v, want %v", tc.name, tc.seg.Kind(), tc.kind)
		}
		got := tc.seg.AppendProto(nil)
		if !bytes.Equal(got, want) {
			t.Errorf("%s: AppendProto = % X, want % X", tc.name, got, want)
		}
		if n := tc.seg.LanceSizeBytes(); n != len(want) {
			t.Errorf("%s: LanceSizeBytes = %d, want %d", tc.name, n, len(want))
		}
		dec, err := UnmarshalProto(want)
		if err != nil {
			t.Errorf("%s: UnmarshalProto: %v", tc.name, err)
			continue
		}
		if !dec.Equal(tc.seg) {
			t.Errorf("%s: decoded %v, want %v", tc.name, dec, tc.seg)
		}
	}
}
