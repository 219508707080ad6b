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
//     b+i of the shifted lane, 64+8k for byte b+8 (from the second vector);
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
