package bitpack

import (
	"fmt"
	"math/rand/v2"
	"testing"
	"unsafe"
)

// pageWords returns n words of an anonymous mapping (readable pages on
// both sides) whose end is gap bytes before a page boundary, or, with gap
// < 0, in the middle of a page (at least 64 bytes from either edge when n
// fits). Call release when done.
func pageWords(t testing.TB, n, gap int) (words []uint64, release func()) {
	t.Helper()
	mem, page, body, release := mapPages(t, n)
	end := page + body - gap
	if gap < 0 {
		end = page + body - page/2 + 8*n/2
		if 8*n+128 > page {
			end = page + body - 8*((page/2)/8)
		}
	}
	return unsafe.Slice((*uint64)(unsafe.Pointer(&mem[end-8*n])), n), release
}

// BenchmarkSelectPage times Select1 and Select0 on bitmaps whose directory
// and words end at a page boundary (place=dirEnd, wordsEnd, bothEnd) or in
// the middle of a page (place=mid): a masked load that reaches into a page
// where all its bytes are masked off takes an assist on some CPUs. The
// bitmaps of fewer than 16 superblocks take the kernels' short window on
// every select; sb=40 takes the full window, and only its last, partial
// basic block a masked load. The ranks are random, over the whole bitmap
// (ks=all) or in its last basic block (ks=last).
func BenchmarkSelectPage(b *testing.B) {
	kernelBenchImpls(b, func(b *testing.B) {
		for _, sb := range []int{1, 4, 8, 9, 15, 40} {
			nwords := sb*superWords - 3 // a partial last block
			for _, place := range []string{"mid", "dirEnd", "wordsEnd", "bothEnd"} {
				for _, flip := range []uint64{0, ^uint64(0)} {
					for _, last := range []bool{false, true} {
						ks := "all"
						if last {
							ks = "last"
						}
						b.Run(fmt.Sprintf("%s/sb=%d/place=%s/ks=%s", polarity(flip), sb, place, ks), func(b *testing.B) {
							benchmarkSelectPage(b, nwords, place, flip, last)
						})
					}
				}
			}
		}
	})
}

func benchmarkSelectPage(b *testing.B, nwords int, place string, flip uint64, last bool) {
	r := rand.New(rand.NewPCG(uint64(nwords), flip))
	wordsGap, dirGap := -1, -1
	if place == "wordsEnd" || place == "bothEnd" {
		wordsGap = 0
	}
	if place == "dirEnd" || place == "bothEnd" {
		dirGap = 0
	}
	words, release := pageWords(b, nwords, wordsGap)
	defer release()
	copy(words, randomBitmapWords(r, 64*nwords, 0.5))
	bm, err := NewBitmap(words, 64*nwords)
	if err != nil {
		b.Fatal(err)
	}
	dir, releaseDir := pageWords(b, len(bm.dir), dirGap)
	defer releaseDir()
	copy(dir, bm.dir)
	bm.dir = dir
	all := bitsOf(words, flip)
	first := 0 // the ranks drawn from: first..len(all)-1
	if last {
		from := (nwords - 1) / basicWords * basicWords * 64
		for all[first] < from {
			first++
		}
	}
	ks := make([]int, 1<<12)
	for i := range ks {
		ks[i] = first + r.IntN(len(all)-first)
	}
	b.ResetTimer()
	kernelBenchSink += selectLoop(b, &bm, ks, flip)
}
