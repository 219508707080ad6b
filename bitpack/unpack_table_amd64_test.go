//go:build !purego

package bitpack

import "testing"

// TestUnpackTablesAVX2B checks what unpackAVX2Bcast relies on at every
// width it decodes: each value of a half group lies, after its shift, in
// the 8 bytes loaded for the half group, and the loads stay within
// the plan's reach of the group's start.
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
		if reach := unpackPlanAVX2Perm.kernels[w][0].reach; offsets[1]+8 > uint64(reach) {
			t.Errorf("w %d: loads reach byte %d, the plan's reach %d", w, offsets[1]+8, reach)
		}
	}
}

// TestUnpackTablesAVX2L checks what unpackAVX2Lanes relies on at every
// width it decodes: the VPSHUFB indexes of each value are the 8 bytes from
// the one its first bit is in (zeroing past the 16 loaded), its bits lie,
// after its shift, in those 8 bytes and in the 16 loaded for its half
// group, and the loads stay within the plan's reach of the group's start.
func TestUnpackTablesAVX2L(t *testing.T) {
	for w := uint(1); w <= unpackAVX2PermMaxWidth; w++ {
		tab := &unpackTablesAVX2L[w]
		offsets := [2]uint64{0, tab[16]}
		for k := uint(0); k < 8; k++ {
			o, s := offsets[k/4], tab[8+k]
			first := tab[k] & 0xff
			if 8*o+8*first+s != uint64(k*w) {
				t.Errorf("w %d value %d: load at byte %d, index %d, shift %d: starts at bit %d, want %d", w, k, o, first, s, 8*o+8*first+s, k*w)
			}
			if s+uint64(w) > 64 {
				t.Errorf("w %d value %d: shift %d + width passes its 8 bytes", w, k, s)
			}
			if 8*first+s+uint64(w) > 128 {
				t.Errorf("w %d value %d: bits end past the 16 bytes loaded", w, k)
			}
			for i := uint64(0); i < 8; i++ {
				want := first + i
				if want > 15 {
					want = 0x80
				}
				if got := tab[k] >> (8 * i) & 0xff; got != want {
					t.Errorf("w %d value %d: index %d is %#x, want %#x", w, k, i, got, want)
				}
			}
		}
		if w <= 16 || w == 24 {
			continue
		}
		if reach := unpackPlanAVX2Lanes.kernels[w][0].reach; offsets[1]+16 > uint64(reach) {
			t.Errorf("w %d: loads reach byte %d, the plan's reach %d", w, offsets[1]+16, reach)
		}
	}
}
