package bitpack

import (
	"errors"
	"math"
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/bits-and-blooms/bitset"
)

// randomBitmapWords returns words of n bits, each set with probability p,
// padding zero.
func randomBitmapWords(r *rand.Rand, n int, p float64) []uint64 {
	words := make([]uint64, (n+63)/64)
	for i := 0; i < n; i++ {
		if p >= 1 || (p > 0 && r.Float64() < p) {
			words[i/64] |= 1 << (i % 64)
		}
	}
	return words
}

// bitmapSizes are around every directory edge: words, basic blocks,
// superblocks, and the select sample distance.
var bitmapSizes = []int{0, 1, 63, 64, 65, 511, 512, 513, 2047, 2048, 2049, 4096, 8191, 8192, 8193, 16385, 70000, 300001}

func TestBitmapRankSelect(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for _, p := range []float64{0, 0.001, 0.01, 0.5, 0.999, 1} {
		for _, n := range bitmapSizes {
			words := randomBitmapWords(r, n, p)
			b, err := NewBitmap(words, n)
			if err != nil {
				t.Fatalf("p=%v n=%d: %v", p, n, err)
			}
			checkBitmap(t, b, words, n)
		}
	}
}

// checkBitmap compares every rank and select against naive loops.
func checkBitmap(t *testing.T, b Bitmap, words []uint64, n int) {
	t.Helper()
	if b.Len() != n {
		t.Fatalf("Len = %d, want %d", b.Len(), n)
	}
	ones, zeros := 0, 0
	for i := 0; i <= n; i++ {
		if got := b.Rank1(i); got != ones {
			t.Fatalf("n=%d: Rank1(%d) = %d, want %d", n, i, got, ones)
		}
		if got := b.Rank0(i); got != zeros {
			t.Fatalf("n=%d: Rank0(%d) = %d, want %d", n, i, got, zeros)
		}
		if i == n {
			break
		}
		set := words[i/64]>>(i%64)&1 != 0
		if b.Test(i) != set {
			t.Fatalf("n=%d: Test(%d) = %v", n, i, !set)
		}
		if got, ok := b.RankTest(i); ok != set || got != ones {
			t.Fatalf("n=%d: RankTest(%d) = %d %v, want %d %v", n, i, got, ok, ones, set)
		}
		if set {
			if got, ok := b.Select1(ones); !ok || got != i {
				t.Fatalf("n=%d: Select1(%d) = %d %v, want %d", n, ones, got, ok, i)
			}
			ones++
		} else {
			if got, ok := b.Select0(zeros); !ok || got != i {
				t.Fatalf("n=%d: Select0(%d) = %d %v, want %d", n, zeros, got, ok, i)
			}
			zeros++
		}
	}
	if b.Count() != ones {
		t.Fatalf("Count = %d, want %d", b.Count(), ones)
	}
	for _, k := range []int{-1, ones, ones + 1} {
		if _, ok := b.Select1(k); ok {
			t.Fatalf("Select1(%d) found a bit with %d ones", k, ones)
		}
	}
	for _, k := range []int{-1, zeros} {
		if _, ok := b.Select0(k); ok {
			t.Fatalf("Select0(%d) found a bit with %d zeros", k, zeros)
		}
	}
	if b.Rank1(-5) != 0 || b.Rank1(n+5) != ones || b.Test(-1) || b.Test(n) {
		t.Fatalf("out-of-range rank or test")
	}
	for _, i := range []int{-1, -64, math.MinInt, n, n + 63, n + 64, 64 * len(words), math.MaxInt} {
		want := 0
		if i > 0 {
			want = ones
		}
		if r, ok := b.RankTest(i); ok || r != want {
			t.Fatalf("n=%d: RankTest(%d) = %d %v outside the bitmap, want %d false", n, i, r, ok, want)
		}
	}
}

func TestBitmapDirectorySize(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	// Densities where the select samples of the ones, the zeros or both
	// are at their densest (sampleShift's floor and cap).
	for _, p := range []float64{0, 0.001, 0.004, 0.02, 0.1, 0.25, 0.5, 0.75, 0.9, 0.999, 1} {
		n := 1 << 20
		b, err := NewBitmap(randomBitmapWords(r, n, p), n)
		if err != nil {
			t.Fatal(err)
		}
		bits := 8 * len(b.Words())
		if over := float64(b.SizeBytes()-bits) / float64(bits); over > 0.04 {
			t.Errorf("p=%v: directory costs %.2f%% of the bitmap, want <= 4%%", p, 100*over)
		}
	}
}

func TestBitmapFromBytes(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	for _, n := range bitmapSizes {
		words := randomBitmapWords(r, n, 0.3)
		raw := make([]byte, (n+7)/8)
		for i := range raw {
			raw[i] = byte(words[i/8] >> (8 * (i % 8)))
		}
		b, err := BitmapFromBytes(raw, n)
		if err != nil {
			t.Fatalf("n=%d: %v", n, err)
		}
		checkBitmap(t, b, words, n)
		// On a little-endian host an aligned whole-word buffer is viewed,
		// not copied; a big-endian host must swap the bytes into words.
		if n > 0 && n%64 == 0 {
			buf := make([]uint64, n/64)
			view := unsafeBytes(buf)
			copy(view, raw)
			vb, err := BitmapFromBytes(view, n)
			if err != nil {
				t.Fatal(err)
			}
			checkBitmap(t, vb, words, n)
			if viewed := &vb.Words()[0] == &buf[0]; viewed != littleEndian {
				t.Errorf("n=%d: aligned bytes viewed = %v on a host with littleEndian = %v", n, viewed, littleEndian)
			}
		}
	}
	// Lance's example: ids 0,2,4,6,8 of 0..9 is 0x55 0x01.
	b, err := BitmapFromBytes([]byte{0x55, 0x01}, 9)
	if err != nil || b.Count() != 5 || !b.Test(8) || b.Test(7) {
		t.Fatalf("Lance example: %v count=%d", err, b.Count())
	}
}

func TestBitmapRejects(t *testing.T) {
	for _, c := range []struct {
		name string
		f    func() error
		err  error
	}{
		{"negative", func() error { _, err := NewBitmap(nil, -1); return err }, ErrLength},
		{"short words", func() error { _, err := NewBitmap([]uint64{0}, 65); return err }, ErrLength},
		{"long words", func() error { _, err := NewBitmap([]uint64{0, 0}, 64); return err }, ErrLength},
		{"padding", func() error { _, err := NewBitmap([]uint64{1 << 10}, 10); return err }, ErrPadding},
		{"too large", func() error { _, err := NewBitmap(nil, 1<<35); return err }, ErrTooLarge},
		{"bytes short", func() error { _, err := BitmapFromBytes([]byte{1}, 9); return err }, ErrLength},
		{"bytes long", func() error { _, err := BitmapFromBytes([]byte{1, 0}, 8); return err }, ErrLength},
		{"bytes padding", func() error { _, err := BitmapFromBytes([]byte{0x80}, 7); return err }, ErrPadding},
		{"bytes negative", func() error { _, err := BitmapFromBytes(nil, -3); return err }, ErrLength},
	} {
		if err := c.f(); !errors.Is(err, c.err) {
			t.Errorf("%s: err = %v, want %v", c.name, err, c.err)
		}
	}
}

func TestBitmapBitSet(t *testing.T) {
	r := rand.New(rand.NewPCG(15, 16))
	for _, n := range bitmapSizes {
		words := randomBitmapWords(r, n, 0.4)
		b, err := NewBitmap(words, n)
		if err != nil {
			t.Fatal(err)
		}
		s := b.BitSet()
		if int(s.Len()) != n || int(s.Count()) != b.Count() {
			t.Fatalf("n=%d: BitSet len %d count %d", n, s.Len(), s.Count())
		}
		back, err := BitmapFromBitSet(s)
		if err != nil {
			t.Fatal(err)
		}
		checkBitmap(t, back, words, n)
	}
	// A BitSet with bits set past its length (after Shrink-like use) is
	// clipped to its length.
	s := bitset.New(10)
	s.Set(3)
	if b, err := BitmapFromBitSet(s); err != nil || b.Count() != 1 || b.Len() != 10 {
		t.Fatalf("BitmapFromBitSet: %v", err)
	}
}

func TestSelect64(t *testing.T) {
	r := rand.New(rand.NewPCG(17, 18))
	for i := 0; i < 20000; i++ {
		x := r.Uint64() & r.Uint64()
		if i%3 == 0 {
			x = r.Uint64()
		}
		if i == 0 {
			x = ^uint64(0)
		}
		c := bits.OnesCount64(x)
		for k := 0; k < c; k++ {
			want, y := -1, x
			for j := 0; j <= k; j++ {
				want = bits.TrailingZeros64(y)
				y &= y - 1
			}
			if got := select64Generic(x, k); got != want {
				t.Fatalf("select64Generic(%#x, %d) = %d, want %d", x, k, got, want)
			}
		}
	}
}

func TestBitmapZeroAllocs(t *testing.T) {
	n := 1 << 16
	b, _ := NewBitmap(randomBitmapWords(rand.New(rand.NewPCG(1, 1)), n, 0.5), n)
	var sink int
	for name, f := range map[string]func(){
		"Rank1":    func() { sink += b.Rank1(12345) },
		"RankTest": func() { r, _ := b.RankTest(12345); sink += r },
		"Select1":  func() { p, _ := b.Select1(4321); sink += p },
		"Select0":  func() { p, _ := b.Select0(4321); sink += p },
	} {
		if a := testing.AllocsPerRun(100, f); a != 0 {
			t.Errorf("%s allocates %v times", name, a)
		}
	}
	_ = sink
}

// BitmapFromBytesCopy never shares its input, whatever its alignment and
// length, and agrees with BitmapFromBytes.
func TestBitmapFromBytesCopy(t *testing.T) {
	r := rand.New(rand.NewPCG(19, 20))
	for _, n := range bitmapSizes {
		words := randomBitmapWords(r, n, 0.3)
		buf := make([]uint64, (n+63)/64+1)
		view := unsafeBytes(buf)
		for off := 0; off < 8; off += 3 {
			raw := view[off : off+(n+7)/8]
			for i := range raw {
				raw[i] = byte(words[i/8] >> (8 * (i % 8)))
			}
			b, err := BitmapFromBytesCopy(raw, n)
			if err != nil {
				t.Fatalf("n=%d: %v", n, err)
			}
			checkBitmap(t, b, words, n)
			for i := range raw {
				raw[i] = ^raw[i]
			}
			checkBitmap(t, b, words, n) // the input changed, the Bitmap did not
		}
	}
	for _, c := range []struct {
		b     []byte
		nbits int
		err   error
	}{{[]byte{1}, 9, ErrLength}, {[]byte{0x80}, 7, ErrPadding}, {nil, -1, ErrLength}, {nil, 1 << 35, ErrTooLarge}} {
		if _, err := BitmapFromBytesCopy(c.b, c.nbits); !errors.Is(err, c.err) {
			t.Errorf("BitmapFromBytesCopy(%x, %d): err = %v, want %v", c.b, c.nbits, err, c.err)
		}
	}
}

// Bitmaps past rankBranchlessWords rank with the loop: Rank1 and RankTest
// agree with a running count at random positions and at every word of
// the first and last superblocks.
func TestBitmapRankBig(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	n := 64*rankBranchlessWords + 3*64 + 17 // a partial last basic block
	words := make([]uint64, (n+63)/64)
	for i := range words {
		words[i] = r.Uint64() & r.Uint64()
	}
	words[len(words)-1] &= 1<<(n%64) - 1
	b, err := NewBitmap(words, n)
	if err != nil {
		t.Fatal(err)
	}
	before := make([]int, len(words)+1) // ones before each word
	for i, w := range words {
		before[i+1] = before[i] + bits.OnesCount64(w)
	}
	check := func(i int) {
		want := before[i/64] + bits.OnesCount64(words[i/64]&(1<<(i%64)-1))
		if got := b.Rank1(i); got != want {
			t.Fatalf("Rank1(%d) = %d, want %d", i, got, want)
		}
		set := words[i/64]>>(i%64)&1 != 0
		if got, ok := b.RankTest(i); ok != set || got != want {
			t.Fatalf("RankTest(%d) = %d %v, want %d %v", i, got, ok, want, set)
		}
	}
	probes := 20000
	if testing.Short() {
		probes = 2000
	}
	for k := 0; k < probes; k++ {
		check(r.IntN(n))
	}
	for i := 0; i < superBits; i++ {
		check(i)
		check(n - 1 - i)
	}
	if b.Count() != before[len(words)] {
		t.Fatalf("Count = %d, want %d", b.Count(), before[len(words)])
	}
}

// TestBitmapSizeBytes checks the size computed without a bitmap against
// the built bitmap's, at every density regime of the select samples.
func TestBitmapSizeBytes(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	for _, n := range append([]int{70000, 1 << 20}, bitmapSizes...) {
		for _, p := range []float64{0, 0.001, 0.004, 0.02, 0.1, 0.5, 0.9, 0.999, 1} {
			b, err := NewBitmap(randomBitmapWords(r, n, p), n)
			if err != nil {
				t.Fatal(err)
			}
			if got, want := BitmapSizeBytes(n, b.Count()), b.SizeBytes(); got != want {
				t.Fatalf("n=%d ones=%d: BitmapSizeBytes = %d, SizeBytes = %d", n, b.Count(), got, want)
			}
		}
	}
}
