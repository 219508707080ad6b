package bitpack

// FillRun writes start, start+1, start+2, ... to dst, one value per
// element (modulo 2^64: past 2^64-1 the values wrap around to 0). It is
// the decoder of a run of consecutive ids, and uses 32- or 64-byte vector
// stores where the CPU has them.
func FillRun(dst []uint64, start uint64) { fillRun(dst, start) }

// fillRunGeneric is FillRun in Go, four values per iteration.
func fillRunGeneric(dst []uint64, v uint64) {
	i := 0
	for ; i+4 <= len(dst); i += 4 {
		o := dst[i : i+4 : i+4]
		o[0], o[1], o[2], o[3] = v, v+1, v+2, v+3
		v += 4
	}
	for ; i < len(dst); i++ {
		dst[i] = v
		v++
	}
}
