//go:build !purego

package bitpack

import "testing"

// TestUnpackTablesAVX2B checks what unpackAVX2Bcast relies on at every
// width it decodes: each value of a half group lies, after its shift, in
// the 8 bytes loaded for the half group, and the loads stay within
// unpackAVX2Reach of the group's start.
func TestUnpackTablesAVX2B(t *testing.T) {
	for w := uint(1); w <= unpackAVX2BcastMaxWidth; w++ {
		tab := &unpackTablesAVX2B[w]
		offsets := [2]uint64{0, tab[8]}
		for k := uint(0); k < 8; k++ {
			o, s := offsets[k/4], tab[k]
			if 8*o+s != uint64(k*w) {
				t.Errorf("w %d value %d: load at byte %d, shift %d: starts at bit %d, want %d", w, k, o, s, 8*o+s, k*w)
			}
			if s+uint64(w) > 64 {
				t.Errorf("w %d value %d: shift %d + width passes the loaded 8 bytes", w, k, s)
			}
		}
		if w&(w-1) == 0 && w >= 8 {
			continue
		}
		if reach := unpackAVX2Reach(w); offsets[1]+8 > uint64(reach) {
			t.Errorf("w %d: loads reach byte %d, unpackAVX2Reach %d", w, offsets[1]+8, reach)
		}
	}
}
