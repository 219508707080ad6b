package bitpack

import (
	"fmt"
	"testing"
)

// BenchmarkStorePage times Unpack and FillRun into a dst that ends at a
// page boundary with the next page mapped but never touched (place=end),
// or in the middle of a page (place=mid). The lengths leave a partial last
// group, which the AVX-512 kernels store with a lane mask: on some CPUs a
// masked store whose masked-off lanes reach into a page not yet present
// takes an assist of about 160 ns, so the kernels store such a tail in
// narrower pieces when it would cross a page.
func BenchmarkStorePage(b *testing.B) {
	for _, n := range []int{13, 1023} {
		for _, place := range []string{"mid", "end"} {
			gap := -1
			if place == "end" {
				gap = 0
			}
			for _, w := range []uint{8, 21} {
				b.Run(fmt.Sprintf("kernel=unpack/bits=%d/n=%d/place=%s", w, n, place), func(b *testing.B) {
					dst, release := pageWords(b, n, gap)
					defer release()
					_, packed := kernelBenchPacked(n, w)
					for range b.N {
						Unpack(dst, packed, 3, w)
					}
				})
			}
			b.Run(fmt.Sprintf("kernel=fillrun/n=%d/place=%s", n, place), func(b *testing.B) {
				dst, release := pageWords(b, n, gap)
				defer release()
				for i := range b.N {
					FillRun(dst, uint64(i))
				}
			})
		}
	}
}
