package bitpack

import (
	"fmt"
	"math/rand/v2"
	"runtime/debug"
	"slices"
	"syscall"
	"testing"
	"unsafe"
)

// guardedWords returns n words placed against an inaccessible page: with
// atEnd, the slice's end is flush against the page after it; otherwise its
// start is flush against the page before it. (A guard page is on both
// sides either way.) Any read or write past the slice then crashes the test
// instead of silently reading a neighbour. Call release when done.
func guardedWords(t testing.TB, n int, atEnd bool) (words []uint64, release func()) {
	t.Helper()
	mem, page, body, release := mapPages(t, n)
	if err := syscall.Mprotect(mem[:page], syscall.PROT_NONE); err != nil {
		t.Fatalf("mprotect: %v", err)
	}
	if err := syscall.Mprotect(mem[page+body:], syscall.PROT_NONE); err != nil {
		t.Fatalf("mprotect: %v", err)
	}
	start := page
	if atEnd {
		start = page + body - 8*n
	}
	return unsafe.Slice((*uint64)(unsafe.Pointer(&mem[start])), n), release
}

// mapPages maps a readable and writable body of whole pages that holds n
// words, with one more page on either side: mem[page:page+body] is the
// body. Call release when done.
func mapPages(t testing.TB, n int) (mem []byte, page, body int, release func()) {
	t.Helper()
	page = syscall.Getpagesize()
	body = (8*n + page - 1) / page * page
	mem, err := syscall.Mmap(-1, 0, body+2*page, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		t.Fatalf("mmap: %v", err)
	}
	return mem, page, body, func() {
		if err := syscall.Munmap(mem); err != nil {
			t.Fatalf("munmap: %v", err)
		}
	}
}

// TestGuardPageFaults checks that the guard pages do catch an access one
// word past either end.
func TestGuardPageFaults(t *testing.T) {
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	for _, atEnd := range []bool{true, false} {
		words, release := guardedWords(t, 3, atEnd)
		words[0], words[2] = 1, 2 // the words themselves are accessible
		p := unsafe.Pointer(&words[0])
		if atEnd {
			p = unsafe.Add(p, 8*len(words))
		} else {
			p = unsafe.Add(p, -8)
		}
		faulted := func() (faulted bool) {
			defer func() { faulted = recover() != nil }()
			_ = *(*uint64)(p)
			return false
		}()
		release()
		if !faulted {
			t.Fatalf("reading one word past the guarded slice (atEnd=%v) did not fault", atEnd)
		}
	}
}

// guardLengths are the lengths of the guard page tests: the block and group
// edges where a kernel's last load or store is partial.
var guardLengths = []int{0, 1, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65, 127, 128, 129, 1023, 1024, 1025}

// guarded holds, for each side, a guarded region; flush returns n words of
// it against the guard page on that side.
type guarded struct {
	atEnd, atStart []uint64
	release        func()
}

func newGuarded(t testing.TB, maxWords int) guarded {
	end, releaseEnd := guardedWords(t, maxWords, true)
	start, releaseStart := guardedWords(t, maxWords, false)
	return guarded{end, start, func() { releaseEnd(); releaseStart() }}
}

func (g guarded) flush(n int, atEnd bool) []uint64 {
	if atEnd {
		return g.atEnd[len(g.atEnd)-n:]
	}
	return g.atStart[:n]
}

// boolIndex is 1 for true, 0 for false.
func boolIndex(b bool) int {
	if b {
		return 1
	}
	return 0
}

func TestGuardPageUnpackPack(t *testing.T) {
	r := kernelRand(t)
	const maxWords = 1025
	packedMem, valuesMem, repackedMem := newGuarded(t, maxWords), newGuarded(t, maxWords), newGuarded(t, maxWords)
	defer packedMem.release()
	defer valuesMem.release()
	defer repackedMem.release()
	for _, impl := range variantImpls(t) {
		for w := uint(0); w <= MaxWidth; w++ {
			for li, n := range guardLengths {
				for _, atEnd := range []bool{true, false} {
					nw := WordsFor(n, w)
					packed := packedMem.flush(nw, atEnd)
					randomWords(r, packed)
					base := r.Uint64()
					// Bases with their low w bits zero, and 0, take
					// unpack kernels of their own (that OR the base in,
					// that add nothing): each width and side sees all
					// three kinds over the lengths.
					switch (li + len(guardLengths)*int(w) + boolIndex(atEnd)) % 3 {
					case 1:
						base &^= lowMask(w)
					case 2:
						base = 0
					}
					want := make([]uint64, n)
					unpackGeneric(want, packed, base, w)
					values := valuesMem.flush(n, atEnd)
					impl.unpack(values, packed, base, w)
					if !slices.Equal(values, want) {
						t.Fatalf("%s: guarded unpack w=%d n=%d atEnd=%v differs", impl.name, w, n, atEnd)
					}
					wantPacked := make([]uint64, nw)
					packGeneric(wantPacked, values, base, w)
					repacked := repackedMem.flush(nw, atEnd)
					impl.pack(repacked, values, base, w)
					if !slices.Equal(repacked, wantPacked) {
						t.Fatalf("%s: guarded pack w=%d n=%d atEnd=%v differs", impl.name, w, n, atEnd)
					}
				}
			}
		}
	}
}

// TestGuardPageUnpackLengths unpacks every length up to 400 values at every
// width, with src and dst each against the guard page on either side, with
// the three kinds of base: the loops' limits (a pass's last load, the last
// group's) fall at each of their offsets from src's end at some of these
// lengths, which guardLengths alone misses (the 64-byte loads shared by
// three groups at widths 17..21 end one byte past src at 48 values for
// width 19, 98 for 17, 192 for 21, when their limit is off by one). dst
// against the page's end with src away from it takes the tails' split
// stores even where src's own page test sends the tail elsewhere (widths
// 8 and 64).
func TestGuardPageUnpackLengths(t *testing.T) {
	r := kernelRand(t)
	const maxN = 400
	packedMem, valuesMem := newGuarded(t, maxN), newGuarded(t, maxN)
	defer packedMem.release()
	defer valuesMem.release()
	want := make([]uint64, maxN)
	for _, impl := range variantImpls(t) {
		for w := uint(1); w <= MaxWidth; w++ {
			for n := 0; n <= maxN; n++ {
				for sides := range 4 {
					srcAtEnd, dstAtEnd := sides&1 != 0, sides&2 != 0
					packed := packedMem.flush(WordsFor(n, w), srcAtEnd)
					randomWords(r, packed)
					base := r.Uint64()
					switch (n + sides) % 3 {
					case 1:
						base &^= lowMask(w)
					case 2:
						base = 0
					}
					unpackGeneric(want[:n], packed, base, w)
					values := valuesMem.flush(n, dstAtEnd)
					impl.unpack(values, packed, base, w)
					if !slices.Equal(values, want[:n]) {
						t.Fatalf("%s: guarded unpack w=%d n=%d srcAtEnd=%v dstAtEnd=%v base=%#x differs", impl.name, w, n, srcAtEnd, dstAtEnd, base)
					}
				}
			}
		}
	}
}

// TestGuardPageUnpackSlack puts the packed words 0..8 words before a
// guard page. The AVX2 kernels' loads reach past a group's bytes: they
// decode from src where those loads stay inside the page of its last
// byte, and from a padded copy where they would reach the next page, so
// the slack moves the point where one gives way to the other. Values
// past dst must stay untouched too (the kernels store the last partial
// group themselves).
func TestGuardPageUnpackSlack(t *testing.T) {
	r := kernelRand(t)
	const maxN, maxSlack = 200, 8
	mem := newGuarded(t, WordsFor(maxN, MaxWidth)+maxSlack)
	defer mem.release()
	want := make([]uint64, maxN)
	for _, impl := range variantImpls(t) {
		for w := uint(1); w <= MaxWidth; w++ {
			for _, n := range []int{1, 7, 8, 9, 15, 16, 17, 23, 31, 32, 33, 63, 64, 65, 127, 199, 200} {
				for slack := range maxSlack + 1 {
					nw := WordsFor(n, w)
					words := mem.flush(nw+slack, true)
					randomWords(r, words)
					packed := words[:nw]
					base := r.Uint64()
					if slack%2 == 0 {
						base = 0
					}
					unpackGeneric(want[:n], packed, base, w)
					got := offsetSlice(n, 0)
					impl.unpack(got, packed, base, w)
					what := fmt.Sprintf("%s: unpack w=%d n=%d, %d words before a guard page, base=%#x", impl.name, w, n, slack, base)
					if !slices.Equal(got, want[:n]) {
						t.Fatalf("%s: got %x, want %x", what, got, want[:n])
					}
					checkSentinel(t, got, what)
				}
			}
		}
	}
}

func TestGuardPagePopcount(t *testing.T) {
	r := kernelRand(t)
	const maxWords = 300
	mem := newGuarded(t, maxWords)
	defer mem.release()
	for _, impl := range kernelImpls(t) {
		for n := 0; n <= maxWords; n++ {
			for _, atEnd := range []bool{true, false} {
				words := mem.flush(n, atEnd)
				randomWords(r, words)
				if got, want := impl.popcount(words), popcountGeneric(words); got != want {
					t.Fatalf("%s: guarded popcount n=%d atEnd=%v = %d, want %d", impl.name, n, atEnd, got, want)
				}
			}
		}
	}
}

// TestGuardPageLowerBoundInBlock searches blocks of exactly the words
// their n values need, flush against a guard page: the search must not
// read past them.
func TestGuardPageLowerBoundInBlock(t *testing.T) {
	r := kernelRand(t)
	mem := newGuarded(t, MaxWidth)
	defer mem.release()
	full := make([]uint64, MaxWidth)
	for w := uint(0); w <= MaxWidth; w++ {
		for n := 1; n <= 64; n++ {
			for _, atEnd := range []bool{true, false} {
				ascendingBlock(r, full[:w], w, n)
				block := mem.flush(WordsFor(n, w), atEnd)
				copy(block, full[:WordsFor(n, w)])
				if w > 0 && n*int(w)%64 != 0 {
					block[len(block)-1] &= lowMask(uint(n*int(w)) % 64) // the padding of a packed stream is zero
				}
				target := r.Uint64() & lowMask(w)
				if got, want := lowerBoundInBlock(block, w, n, target), countLessGeneric(block, w, n, target); got != want {
					t.Fatalf("guarded lowerBoundInBlock w=%d n=%d atEnd=%v = %d, want %d", w, n, atEnd, got, want)
				}
			}
		}
	}
}

// TestGuardPageSetBits decodes words flush against a guard page into an
// output of exactly their set bits, also flush against one: the kernels
// must read no word and write no slot past either.
func TestGuardPageSetBits(t *testing.T) {
	r := kernelRand(t)
	const maxWords = 1025
	wordsMem, outMem := newGuarded(t, maxWords), newGuarded(t, 64*maxWords)
	defer wordsMem.release()
	defer outMem.release()
	for _, impl := range setBitsImpls(t) {
		for _, n := range guardLengths {
			for _, p := range []float64{0.01, 0.5, 0.99, 1} {
				for _, atEnd := range []bool{true, false} {
					words := wordsMem.flush(n, atEnd)
					densityWords(r, words, p)
					base := r.Uint64()
					want := setBitsReference(nil, words, base)
					out := outMem.flush(len(want), atEnd)
					impl.setBits(out, words, base)
					if !slices.Equal(out, want) {
						t.Fatalf("%s: guarded setBits n=%d p=%v atEnd=%v differs", impl.kernel.name, n, p, atEnd)
					}
				}
			}
		}
	}
}

// TestGuardPageFillRun writes runs flush against a guard page: the
// kernels must write no slot past the end.
func TestGuardPageFillRun(t *testing.T) {
	mem := newGuarded(t, 1025)
	defer mem.release()
	for _, impl := range fillRunImpls(t) {
		for _, n := range guardLengths {
			for _, atEnd := range []bool{true, false} {
				dst := mem.flush(n, atEnd)
				impl.fillRun(dst, 1<<40)
				checkFillRun(t, dst, 1<<40, fmt.Sprintf("%s: guarded fillRun n=%d atEnd=%v", impl.kernel.name, n, atEnd))
			}
		}
	}
}

// TestGuardPageSelect1 selects every one and every zero of bitmaps whose
// words end flush against a guard page, their last basic block partial:
// the kernels' load of that block must read no word past the bitmap.
func TestGuardPageSelect1(t *testing.T) {
	r := kernelRand(t)
	for _, nwords := range []int{1, 3, 33, 8*superWords + 5, 16*superWords + 1, 16*superWords + 7, 20*superWords + 3, 20*superWords + 8} {
		words, release := guardedWords(t, nwords, true)
		for i := range words {
			words[i] = r.Uint64() & r.Uint64()
		}
		words[nwords-1] |= 1 << 63  // a one in the very last word
		words[nwords-1] &^= 1 << 62 // and a zero
		b, err := NewBitmap(words, 64*nwords)
		if err != nil {
			t.Fatal(err)
		}
		// The directory too, flush against a guard page: a window that
		// runs past its end must read no entry beyond it.
		dir, releaseDir := guardedWords(t, len(b.dir), true)
		copy(dir, b.dir)
		for _, impl := range kernelImpls(t) {
			impl.use(t)
			for _, flip := range []uint64{0, ^uint64(0)} {
				for k, pos := range bitsOf(words, flip) {
					if got, ok := selectOf(b, flip)(k); !ok || got != pos {
						t.Fatalf("%s: guarded select of %s(%d) over %d words = %d %v, want %d", impl.name, polarity(flip), k, nwords, got, ok, pos)
					}
					if s := pos / superBits; len(dir)-s < 16 {
						if got := selectNear(words, dir, s, uint64(k), flip); got != pos {
							t.Fatalf("%s: selectNear of %s(lo=%d, k=%d) over a guarded directory of %d = %d, want %d", impl.name, polarity(flip), s, k, len(dir), got, pos)
						}
					}
				}
			}
		}
		releaseDir()
		release()
	}
}

// guardedRegion returns n readable pages between two inaccessible ones.
// Call release when done.
func guardedRegion(t testing.TB, n int) (mem []byte, release func()) {
	t.Helper()
	page := syscall.Getpagesize()
	all, err := syscall.Mmap(-1, 0, (n+2)*page, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		t.Fatalf("mmap: %v", err)
	}
	for _, g := range [][]byte{all[:page], all[(n+1)*page:]} {
		if err := syscall.Mprotect(g, syscall.PROT_NONE); err != nil {
			t.Fatalf("mprotect: %v", err)
		}
	}
	return all[page : (n+1)*page], func() {
		if err := syscall.Munmap(all); err != nil {
			t.Fatalf("munmap: %v", err)
		}
	}
}

// wordsEndingAt returns the n words of mem that end at byte end.
func wordsEndingAt(mem []byte, n, end int) []uint64 {
	return unsafe.Slice((*uint64)(unsafe.Pointer(&mem[end-8*n])), n)
}

// pageEnds returns where n words may end in a guarded region of the given
// pages: flush against the guard page before (the words start the region)
// and after (they end it), and every 8 bytes from 128 before to 128 after
// each boundary between its pages, so that the words end just before one,
// on it, or cross it.
func pageEnds(n, pages int) []int {
	page := syscall.Getpagesize()
	ends := []int{8 * n, pages * page}
	for b := page; b < pages*page; b += page {
		for e := b - 128; e <= b+128; e += 8 {
			if e-8*n >= 0 && e <= pages*page {
				ends = append(ends, e)
			}
		}
	}
	for e := pages*page - 128; e < pages*page; e += 8 {
		if e-8*n >= 0 {
			ends = append(ends, e)
		}
	}
	return ends
}

// TestGuardPageSelectShort runs the select kernels' short window (a
// bitmap of 1 to 15 superblocks) with the directory and the words placed
// at every 8 bytes around a page boundary, flush against a guard page
// after them and flush against one before them: the kernels read the
// directory window from its end when the 128 bytes from its start cross a
// page, and the last, partial basic block from the words' end when it
// crosses one. Neither may read outside the readable pages, and both must
// select what the positions of the bits say.
func TestGuardPageSelectShort(t *testing.T) {
	r := kernelRand(t)
	dirMem, releaseDir := guardedRegion(t, 2)
	defer releaseDir()
	wordsMem, releaseWords := guardedRegion(t, 3)
	defer releaseWords()
	for _, impl := range kernelImpls(t) {
		impl.use(t)
		testGuardPageSelectShort(t, r, impl, dirMem, wordsMem)
	}
}

func testGuardPageSelectShort(t *testing.T, r *rand.Rand, impl kernelImpl, dirMem, wordsMem []byte) {
	for ndir := 1; ndir < 16; ndir++ {
		for _, short := range []int{0, 1, 3, 7, 8, 9, 31} {
			nwords := ndir*superWords - short
			src := randomBitmapWords(r, 64*nwords, []float64{0.03, 0.5, 0.97}[r.IntN(3)])
			b, err := NewBitmap(src, 64*nwords)
			if err != nil {
				t.Fatal(err)
			}
			pos := [2][]int{bitsOf(src, 0), bitsOf(src, ^uint64(0))}
			dirEnds, wordsEnds := pageEnds(ndir, 2), pageEnds(nwords, 3)
			for i := range max(len(dirEnds), len(wordsEnds)) {
				// Random bytes around them: a kernel that used a
				// byte outside them would select wrongly.
				for _, mem := range [][]byte{dirMem, wordsMem} {
					for j := range mem {
						mem[j] = byte(r.Uint32())
					}
				}
				dir := wordsEndingAt(dirMem, ndir, dirEnds[i%len(dirEnds)])
				copy(dir, b.dir)
				words := wordsEndingAt(wordsMem, nwords, wordsEnds[i%len(wordsEnds)])
				copy(words, src)
				for fi, flip := range []uint64{0, ^uint64(0)} {
					p := pos[fi]
					// The bits of the last basic block, the first
					// and some at random.
					var ks []int
					for k := len(p) - 1; k >= 0 && p[k] >= (nwords-1)/basicWords*basicBits; k-- {
						ks = append(ks, k)
					}
					if len(p) > 0 {
						ks = append(ks, 0)
						for range 16 {
							ks = append(ks, r.IntN(len(p)))
						}
					}
					for _, k := range ks {
						if got := selectNear(words, dir, 0, uint64(k), flip); got != p[k] {
							t.Fatalf("%s: selectNear of %s(k=%d) over %d words ending at %d, a directory of %d ending at %d = %d, want %d",
								impl.name, polarity(flip), k, nwords, wordsEnds[i%len(wordsEnds)], ndir, dirEnds[i%len(dirEnds)], got, p[k])
						}
					}
				}
			}
		}
	}
}

// TestGuardPageSuperCounts counts superblocks flush against a guard page
// into a directory flush against one: nothing past either is touched.
func TestGuardPageSuperCounts(t *testing.T) {
	r := kernelRand(t)
	const maxSuper = 40
	wordsMem, dirMem := newGuarded(t, maxSuper*superWords), newGuarded(t, maxSuper)
	defer wordsMem.release()
	defer dirMem.release()
	for _, impl := range superCountsImpls(t) {
		for nsuper := 0; nsuper <= maxSuper; nsuper++ {
			for _, atEnd := range []bool{true, false} {
				words := wordsMem.flush(nsuper*superWords, atEnd)
				randomWords(r, words)
				dir := dirMem.flush(nsuper, atEnd)
				impl.fn(dir, words)
				if want := superCountsReference(nsuper, words); !slices.Equal(dir, want) {
					t.Fatalf("%s: guarded superCounts nsuper=%d atEnd=%v differs", impl.name, nsuper, atEnd)
				}
			}
		}
	}
}
