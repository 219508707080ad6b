//go:build !purego

package bitpack

// packTables[w] drives packAVX512 at width w (8..64). Lane k of a group
// holds value k, which goes to bits [k*w, k*w+w) of the group's w bytes:
// shifted left by s = k*w%8 it covers bytes b..b+7 (b = k*w/8) of the
// output, and for widths 57..63 its top bits, shifted right by 64-s, cover
// byte b+8. Layout, as asm/pack_asm.go reads it:
//   - words [0,8): left shift of lane k, s;
//   - words [8,16): right shift of lane k for byte b+8, 64-s;
//   - bytes [128,192) and [192,256): for each output byte, the index of the
//     byte that fills it from an even lane (resp. odd lane): 8k+i for byte
//     b+i of the shifted lane, 64+8k for byte b+8 (byte 8k of the second
//     vector, which packAVX512WideVPERMI2B gathers from; packAVX512Wide
//     finds it in byte 0 of lane k+1, 8k+8, where it moves those bits);
//   - words 32 and 33: the output bytes the even (resp. odd) lanes fill.
var packTables = func() (t [MaxWidth + 1][34]uint64) {
	for w := 8; w <= MaxWidth; w++ {
		for k := 0; k < 8; k++ {
			first, last := k*w, k*w+w-1 // bits of value k
			b, s := first/8, first%8
			t[w][k] = uint64(s)
			t[w][8+k] = uint64(64 - s)
			idxWord, maskWord := 16+8*(k%2), 32+k%2
			for out := b; out <= last/8; out++ {
				index := 8*k + out - b
				if out-b == 8 {
					index = 64 + 8*k
				}
				t[w][idxWord+out/8] |= uint64(index) << (8 * (out % 8))
				t[w][maskWord] |= 1 << out
			}
		}
	}
	return t
}()

// packTablesAVX2[w] drives packAVX2Window (widths 7..63) and
// packAVX2Narrow (widths 1..6) at width w. Layout, as asm/pack_asm.go
// reads it:
//   - words [0,8): left shift of lane k, k*w%8 for packAVX2Window, k*w for
//     packAVX2Narrow;
//   - words [8,16): right shift of lane k-1 for its bits in window k, w-k*w%8;
//   - words [16,24): byte offset of window k from the group's start, b[k] = k*w/8;
//   - bytes [192,256): for each 16 bytes from b[2i], the VPSHUFB index of the
//     byte of windows 2i (0..7) and 2i+1 (8..15) that fills it, 0x80 for none.
var packTablesAVX2 = func() (t [MaxWidth + 1][32]uint64) {
	for w := 1; w <= MaxWidth; w++ {
		for k := 0; k < 8; k++ {
			if w < packAVX2WindowMinWidth {
				t[w][k] = uint64(k * w)
				continue
			}
			t[w][k] = uint64(k * w % 8)
			t[w][8+k] = uint64(w - k*w%8)
			t[w][16+k] = uint64(k * w / 8)
		}
		if w < packAVX2WindowMinWidth {
			continue
		}
		for pair := 0; pair < 4; pair++ {
			d := int(t[w][16+2*pair+1] - t[w][16+2*pair])
			for i := 0; i < 16; i++ {
				index := uint64(0x80)
				switch {
				case i < d:
					index = uint64(i)
				case i < d+8:
					index = uint64(8 + i - d)
				}
				t[w][24+2*pair+i/8] |= index << (8 * (i % 8))
			}
		}
	}
	return t
}()

// packAVX2WindowMinWidth is the narrowest width of packAVX2Window: below
// it, more than two values can share a byte (and a group fits in a word,
// which packAVX2Narrow builds).
const packAVX2WindowMinWidth = 7

// packAVX2WindowDMinWidth is the narrowest width of packAVX2WindowD (and
// of packAVX2WindowDBytes, at 24): below it the quads kernels pack
// (packAVX2Q<w>, 7..15), and 16 has a kernel of its own.
const packAVX2WindowDMinWidth = packAVX2QuadsMaxWidth + 2

// packAVX2WindowDMaxWidth is the widest width of packAVX2WindowD: a
// value's bits before the byte where the next value starts must lie in
// the 4 bytes of its window, b[k+1]-b[k] <= 4. (Those past the window,
// which its 32-bit lane drops, are in the next value's byte b[k+1], whose
// window holds them: the right shift of lane k-1.) That holds up to 32;
// 32 has a kernel of its own.
const packAVX2WindowDMaxWidth = 31

// packTablesAVX2D[w] drives packAVX2WindowD at width w (17..31, and
// packAVX2WindowDBytes at 24; the entries below 17 stay zero). Value k of
// a group starts at bit s = k*w%8 of byte b[k] = k*w/8; its window is the 4
// bytes from b[k]. Layout, as asm/pack_asm.go reads it:
//   - dwords [0,8): left shift of lane k, s;
//   - dwords [8,16): right shift of lane k-1 for its bits in window k, w-s;
//   - dwords [16,24): VPERMD indexes 0, 0, 1, ..., 6 (lane k-1 to lane k);
//   - word 12: b[4], where the second 128-bit lane's bytes go;
//   - bytes [128,160): for output byte i of lane h (group byte i, or
//     b[4]+i for h = 1), the VPSHUFB index 4m+i-b[k] of its byte in the
//     window k (lane m = k-4h of the 128-bit lane) that starts last at or
//     before it; 0x80 (zero) past the lane's bytes.
var packTablesAVX2D = func() (t [packAVX2WindowDMaxWidth + 1][20]uint64) {
	setDword := func(w, i int, v uint64) { t[w][i/2] |= v << (32 * (i % 2)) }
	for w := packAVX2WindowDMinWidth; w <= packAVX2WindowDMaxWidth; w++ {
		var b [8]int
		for k := range b {
			b[k] = k * w / 8
			setDword(w, k, uint64(k*w%8))
			setDword(w, 8+k, uint64(w-k*w%8))
			setDword(w, 16+k, uint64(max(k-1, 0)))
		}
		t[w][12] = uint64(b[4])
		for h := 0; h < 2; h++ {
			start, end := 0, b[4]
			if h == 1 {
				start, end = b[4], w
			}
			for i := 0; i < 16; i++ {
				index := uint64(0x80)
				if at := start + i; at < end {
					k := 4*h + 3
					for b[k] > at {
						k--
					}
					index = uint64(4*(k-4*h) + at - b[k])
				}
				byteAt := 128 + 16*h + i
				t[w][byteAt/8] |= index << (8 * (byteAt % 8))
			}
		}
	}
	return t
}()

// packTablesAVX512NB[w] drives packAVX512NarrowBlocks at width w (2..7).
// Layout, as asm/pack_asm.go reads it:
//   - bytes [0,64): output byte i of a block is byte i%w of qword i/w
//     (group i/w's w bytes); past 8w, byte 7, which is zero;
//   - words 8, 9, 10: the right shifts that join two fields of w, 2w and 4w
//     bits in lanes of 16, 32 and 64 bits: 8-w, 16-2w, 32-4w;
//   - words 11, 12, 13: the low w, 2w and 4w bits of each such lane set.
var packTablesAVX512NB = func() (t [8][14]uint64) {
	for w := 2; w < 8; w++ {
		for i := 0; i < 64; i++ {
			index := 7
			if i < 8*w {
				index = 8*(i/w) + i%w
			}
			t[w][i/8] |= uint64(index) << (8 * (i % 8))
		}
		for level := 0; level < 3; level++ {
			field, lane := w<<level, 8<<level
			t[w][8+level] = uint64(lane - field)
			for bit := 0; bit < 64; bit += 2 * lane {
				t[w][11+level] |= lowMask(uint(field)) << bit
			}
		}
	}
	return t
}()
