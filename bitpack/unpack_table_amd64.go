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

// unpackAVX2BcastMaxWidth is the widest width unpackAVX2Bcast decodes:
// the 4 values of a half group lie in the 8 bytes from the byte where the
// first of them starts (TestUnpackTablesAVX2B checks every width).
const unpackAVX2BcastMaxWidth = 15

// unpackTablesAVX2B[w] drives unpackAVX2Bcast at width w (1..15). Half
// group h (values 4h..4h+3) is loaded, broadcast to every lane, from the
// 8 bytes at byte o_h = 4hw/8 of the group (o_0 = 0). Layout:
//   - words [0,8): the right shift of value k of half group h, k*w - 8*o_h;
//   - word 8: o_1.
var unpackTablesAVX2B = func() (t [unpackAVX2BcastMaxWidth + 1][9]uint64) {
	for w := 1; w <= unpackAVX2BcastMaxWidth; w++ {
		for k := 0; k < 8; k++ {
			o := 4 * (k / 4) * w / 8
			t[w][k] = uint64(k*w - 8*o)
		}
		t[w][8] = uint64(4 * w / 8)
	}
	return t
}()

// unpackTablesAVX2W[w] drives unpackAVX2PermWide at width w (57..63). Half
// group h (values 4h..4h+3) is loaded from the 32 bytes at byte o_h =
// 4hw/8 of the group (o_0 = 0); value k starts at bit r = k*w - 8*o_h of
// them, in dword i = r/32. Layout:
//   - bytes [0,64): for value k, dwords 2k and 2k+1 (of the two vectors)
//     are i and i+1 (VPERMD, lo);
//   - bytes [64,128): the same, i+1 and i+2 (hi; 0 and a shift of 64 when
//     i+2 would pass the 32 bytes: the value then lies in lo);
//   - words [16,24): the right shift of lo, r%32;
//   - words [24,32): the left shift of hi, 32 - r%32 (or 64);
//   - word 32: o_1.
var unpackTablesAVX2W = func() (t [MaxWidth + 1][33]uint64) {
	for w := 57; w < 64; w++ {
		t[w][32] = uint64(4 * w / 8)
		for k := 0; k < 8; k++ {
			o := 4 * (k / 4) * w / 8
			r := k*w - 8*o
			i := uint64(r / 32)
			t[w][k] = i | (i+1)<<32
			t[w][16+k] = uint64(r % 32)
			if i+2 <= 7 {
				t[w][8+k] = (i + 1) | (i+2)<<32
				t[w][24+k] = uint64(32 - r%32)
			} else {
				t[w][24+k] = 64
			}
		}
	}
	return t
}()

// unpackTableAVX2W24 drives unpackAVX2W24: half group h (values 4h..4h+3)
// is the 12 bytes from byte 12h of the group, in both 128-bit lanes; for
// value k, bytes 8k..8k+2 of the VPSHUFB indexes (of the two vectors) are
// its bytes 3(k%4)..3(k%4)+2 and bytes 8k+3..8k+7 are 0x80 (zero).
//
//lint:ignore U1000 read by the kernels (unpack_amd64.s), which find it by name
var unpackTableAVX2W24 = func() (t [8]uint64) {
	for k := 0; k < 8; k++ {
		t[k] = 0x8080808080 << 24
		for i := 0; i < 3; i++ {
			t[k] |= uint64(3*(k%4)+i) << (8 * i)
		}
	}
	return t
}()

// unpackTablesAVX2L[w] drives unpackAVX2Lanes at width w (1..31). Half
// group h (values 4h..4h+3) is loaded, into both 128-bit lanes, from the
// 16 bytes at byte o_h = 4hw/8 of the group (o_0 = 0); value k = 4h+j
// starts at bit r = k*w - 8*o_h of them and goes to lane j/2, quadword
// j%2. Layout:
//   - bytes [0,64): for value k, bytes 8k..8k+7 are the indexes b..b+7 of
//     the loaded bytes that hold it, b = r/8 (VPSHUFB; past the 16th
//     byte, 0x80, which zeroes);
//   - words [8,16): the right shift of value k, r%8;
//   - word 16: o_1.
var unpackTablesAVX2L = func() (t [unpackAVX2PermMaxWidth + 1][17]uint64) {
	for w := 1; w <= unpackAVX2PermMaxWidth; w++ {
		for k := 0; k < 8; k++ {
			o := 4 * (k / 4) * w / 8
			r := k*w - 8*o
			for i := 0; i < 8; i++ {
				idx := r/8 + i
				if idx > 15 {
					idx = 0x80
				}
				t[w][k] |= uint64(idx) << (8 * i)
			}
			t[w][8+k] = uint64(r % 8)
		}
		t[w][16] = uint64(4 * w / 8)
	}
	return t
}()
