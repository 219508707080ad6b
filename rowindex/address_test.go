package rowindex

import (
	"errors"
	"testing"
)

func TestRowAddress(t *testing.T) {
	a := NewRowAddress(7, 42)
	if a.Fragment() != 7 || a.Offset() != 42 || uint64(a) != 7<<32|42 || a.String() != "7:42" {
		t.Fatalf("address %v", a)
	}
	if InvalidAddress.String() != "4294967295:4294967295" {
		t.Fatal(InvalidAddress.String())
	}
	good := map[string]RowAddress{
		"7:42": a, "0:0": 0, "30064771114": a, "4294967295:4294967295": InvalidAddress,
		"18446744073709551615": InvalidAddress,
	}
	for s, want := range good {
		if got, err := ParseRowAddress(s); err != nil || got != want {
			t.Errorf("ParseRowAddress(%q) = %v, %v; want %v", s, got, err, want)
		}
	}
	for _, s := range []string{"", ":", "7:", ":1", "4294967296:0", "0:4294967296", "x", "-1", "18446744073709551616", "1:2:3", " 1:2"} {
		if _, err := ParseRowAddress(s); !errors.Is(err, ErrBadRowAddress) {
			t.Errorf("ParseRowAddress(%q) err = %v", s, err)
		}
	}
	_, err := ParseRowAddress("4294967296:0")
	if want := `rowindex: bad row address "4294967296:0": fragment: value out of range`; err.Error() != want {
		t.Fatalf("message %q, want %q", err, want)
	}
}
