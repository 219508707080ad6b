//go:build !purego

package bitpack

import "testing"

// TestPackTablesNEON checks what packTablesNEON's general tables rely on:
// at every width packNEON takes, no two values of one parity of a group
// put bits in the same output byte (one TBL per parity fills each byte).
func TestPackTablesNEON(t *testing.T) {
	n := 0
	for w := 1; w <= MaxWidth; w++ {
		if packNEONKind(uint(w)) != packNEONGeneral {
			continue
		}
		n++
		var owner [2][16]int
		for j := range 8 {
			bit := j * w
			for o := bit / 8; o <= (bit+w-1)/8; o++ {
				if o >= 16 {
					t.Fatalf("width %d: value %d reaches output byte %d of a 16-byte half", w, j, o)
				}
				if prev := owner[j%2][o]; prev != 0 {
					t.Fatalf("width %d: values %d and %d share output byte %d", w, prev-1, j, o)
				}
				owner[j%2][o] = j + 1
			}
		}
	}
	if n == 0 {
		t.Fatal("no width takes the general NEON pack kernel")
	}
}
