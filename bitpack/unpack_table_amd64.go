//go:build !purego

package bitpack

// unpackTables[w] drives unpackAVX512 at width w. Group j of 8 values
// (values 8j..8j+7) occupies exactly w bytes from byte j*w, and lane k of
// the group starts at bit k*w of them, so the same table serves every group.
// Layout, as the generator in asm/unpack_asm.go reads it:
//   - bytes [0,64): for lane k, bytes 8k..8k+7 are the indexes b..b+7 of the
//     group bytes holding its low bits, b = k*w/8 (VPERMB);
//   - words [8,16): right shift of lane k, k*w%8 (VPSRLVQ);
//   - bytes [128,192): for lane k, byte 8k is b+8, the ninth byte that widths
//     57..63 need (VPERMB);
//   - words [24,32): left shift of that ninth byte, 64-k*w%8 (VPSLLVQ; 64
//     clears the lane when the value starts on a byte boundary).
//
// The same table drives packAVX512, which runs it backwards.
var unpackTables = func() (t [MaxWidth + 1][32]uint64) {
	for w := 1; w <= MaxWidth; w++ {
		for k := 0; k < 8; k++ {
			bit := k * w
			b, s := bit/8, bit%8
			for i := 0; i < 8; i++ {
				setTableByte(&t[w], 8*k+i, b+i)
			}
			t[w][8+k] = uint64(s)
			if b+8 < 64 {
				setTableByte(&t[w], 128+8*k, b+8)
			}
			t[w][24+k] = uint64(64 - s)
		}
	}
	return t
}()

// setTableByte sets byte i (little-endian) of the table t to v.
func setTableByte(t *[32]uint64, i, v int) {
	t[i/8] |= uint64(v&0xff) << (8 * (i % 8))
}

// unpackTablesAVX2[w] drives unpackAVX2 at width w (1..56 and 64). In a
// group, values 2m and 2m+1 share the 128-bit lane m%2 of output vector m/2,
// gathered by VPSHUFB from the 16 bytes loaded at byte L(m) = 2m*w/8 of the
// group. Layout, as asm/unpack_asm.go reads it:
//   - bytes [0,64): the VPSHUFB indexes, for value v = 2m+t, bytes
//     8v..8v+7 (of the two vectors) are b..b+7, b = (v*w - 8L(m))/8;
//   - words [8,16): the right shift of value v, v*w%8;
//   - words 16, 17, 18: L(1), L(2), L(3).
var unpackTablesAVX2 = func() (t [MaxWidth + 1][20]uint64) {
	for w := 1; w <= MaxWidth; w++ {
		if w > 56 && w < 64 {
			continue
		}
		for v := 0; v < 8; v++ {
			m := v / 2
			load := 2 * m * w / 8
			b := (v*w - 8*load) / 8
			for i := 0; i < 8; i++ {
				setTableByteAVX2(&t[w], 8*v+i, b+i)
			}
			t[w][8+v] = uint64(v * w % 8)
		}
		for m := 1; m < 4; m++ {
			t[w][15+m] = uint64(2 * m * w / 8)
		}
	}
	return t
}()

// setTableByteAVX2 sets byte i (little-endian) of the table t to v.
func setTableByteAVX2(t *[20]uint64, i, v int) {
	t[i/8] |= uint64(v&0xff) << (8 * (i % 8))
}

// unpackAVX2PermMaxWidth is the widest width unpackAVX2Perm decodes:
// value 7 of a group, in dwords 7w/32 and 7w/32+1, must lie in the group's
// first 32 bytes, and its shift plus w in 64 bits.
const unpackAVX2PermMaxWidth = 31

// unpackTablesAVX2P[w] drives unpackAVX2Perm at width w (1..31). Value k
// of a group starts at bit k*w of its first 32 bytes, in dword i = k*w/32;
// dwords i and i+1, shifted right by k*w%32, hold it. Layout:
//   - bytes [0,64): for value k, dwords 2k and 2k+1 (of the two vectors)
//     are i and i+1 (VPERMD);
//   - words [8,16): the right shift of value k, k*w%32.
var unpackTablesAVX2P = func() (t [unpackAVX2PermMaxWidth + 1][16]uint64) {
	for w := 1; w <= unpackAVX2PermMaxWidth; w++ {
		for k := 0; k < 8; k++ {
			i := uint64(k * w / 32)
			t[w][k] = i | (i+1)<<32
			t[w][8+k] = uint64(k * w % 32)
		}
	}
	return t
}()

// unpackTablesAVX2Wide[w] drives unpackAVX2Wide at width w (57..63).
// Value v of a group starts at bit s = v*w%8 of byte b = v*w/8, and pair
// p (values 2p and 2p+1) fills one vector, a 128-bit lane per value.
// Layout, as asm/unpack_asm.go reads it:
//   - words [0,8): b of value v;
//   - words [8,24): for pair p, words 8+4p.. are s and 64-s of value 2p,
//     then of value 2p+1.
var unpackTablesAVX2Wide = func() (t [MaxWidth + 1][24]uint64) {
	for w := 57; w < 64; w++ {
		for v := 0; v < 8; v++ {
			b, s := v*w/8, v*w%8
			t[w][v] = uint64(b)
			t[w][8+2*v] = uint64(s)
			t[w][8+2*v+1] = uint64(64 - s)
		}
	}
	return t
}()
