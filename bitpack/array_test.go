package bitpack

import (
	"errors"
	"math"
	"math/rand/v2"
	"reflect"
	"slices"
	"sort"
	"testing"
	"unsafe"
)

var testLengths = []int{0, 1, 2, 63, 64, 65, 127, 128, 129, 1000}

// randomValues returns n values in [base, base+2^w) with the extremes
// included when n allows.
func randomValues(r *rand.Rand, n int, base uint64, w uint) []uint64 {
	vals := make([]uint64, n)
	m := lowMask(w)
	if maxOff := math.MaxUint64 - base; maxOff < m {
		m = maxOff
	}
	for i := range vals {
		var off uint64
		switch r.IntN(8) {
		case 0:
			off = 0
		case 1:
			off = m
		default:
			off = r.Uint64() & lowMask(w)
			if off > m {
				off = m
			}
		}
		vals[i] = base + off
	}
	return vals
}

func TestWidthAndWordsFor(t *testing.T) {
	for _, c := range []struct {
		v uint64
		w uint
	}{{0, 0}, {1, 1}, {2, 2}, {3, 2}, {255, 8}, {256, 9}, {math.MaxUint64, 64}, {1 << 63, 64}} {
		if got := Width(c.v); got != c.w {
			t.Errorf("Width(%d) = %d, want %d", c.v, got, c.w)
		}
	}
	for w := uint(0); w <= 64; w++ {
		for _, n := range []int{-1, 0, 1, 63, 64, 65, 1000, math.MaxInt32} {
			want := 0
			if n > 0 {
				want = int((uint64(n)*uint64(w) + 63) / 64)
			}
			if got := WordsFor(n, w); got != want {
				t.Errorf("WordsFor(%d, %d) = %d, want %d", n, w, got, want)
			}
		}
	}
	if got := WordsFor(math.MaxInt64, 64); got != math.MaxInt64 {
		t.Errorf("WordsFor(MaxInt64, 64) = %d", got)
	}
}

func TestPackUnpackRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	bases := []uint64{0, 1, 1 << 40, math.MaxUint64 - 1000, math.MaxUint64}
	for w := uint(0); w <= 64; w++ {
		for _, base := range bases {
			for _, n := range append(testLengths, 1+r.IntN(3000)) {
				vals := randomValues(r, n, base, w)
				words := make([]uint64, WordsFor(n, w)+1)
				words[len(words)-1] = 0xdeadbeef // sentinel: Pack must not write it
				Pack(words, vals, base, w)
				if words[len(words)-1] != 0xdeadbeef {
					t.Fatalf("w=%d n=%d: Pack wrote past WordsFor", w, n)
				}
				words = words[:len(words)-1]
				got := make([]uint64, n)
				Unpack(got, words, base, w)
				if !slices.Equal(got, vals) {
					t.Fatalf("w=%d base=%d n=%d: round trip differs", w, base, n)
				}
				a, err := ArrayFromWords(words, base, w, n)
				if err != nil {
					t.Fatalf("w=%d base=%d n=%d: ArrayFromWords: %v", w, base, n, err)
				}
				for i, v := range vals {
					if g := a.Get(i); g != v {
						t.Fatalf("w=%d n=%d: Get(%d) = %d, want %d", w, n, i, g, v)
					}
				}
				if app := a.AppendTo([]uint64{42}); app[0] != 42 || !slices.Equal(app[1:], vals) {
					t.Fatalf("w=%d n=%d: AppendTo differs", w, n)
				}
				if n > 3 {
					part := make([]uint64, n-3)
					a.DecodeRange(part, 3)
					if !slices.Equal(part, vals[3:]) {
						t.Fatalf("w=%d n=%d: DecodeRange(3) differs", w, n)
					}
				}
			}
		}
	}
}

func TestNewArraySmallestWidth(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, n := range testLengths {
		for w := uint(0); w <= 64; w += 7 {
			vals := randomValues(r, n, 12345, w)
			a := NewArray(vals)
			if a.Len() != n {
				t.Fatalf("Len = %d, want %d", a.Len(), n)
			}
			if n == 0 {
				continue
			}
			lo, hi := slices.Min(vals), slices.Max(vals)
			if a.Base() != lo || a.Width() != Width(hi-lo) {
				t.Fatalf("base %d width %d, want %d %d", a.Base(), a.Width(), lo, Width(hi-lo))
			}
			if a.SizeBytes() != 8*max(WordsFor(n, a.Width())+1, 2) {
				t.Fatalf("SizeBytes = %d", a.SizeBytes())
			}
			got := make([]uint64, n)
			a.Decode(got)
			if !slices.Equal(got, vals) {
				t.Fatalf("Decode differs")
			}
		}
	}
}

func TestLowerBound(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	bases := []uint64{0, 7, math.MaxUint64 - 5000}
	for w := uint(0); w <= 64; w++ {
		for _, base := range bases {
			for _, n := range append(testLengths, 1+r.IntN(5000)) {
				vals := randomValues(r, n, base, w)
				slices.Sort(vals)
				a := NewArray(vals)
				probes := []uint64{0, 1, base, base + 1, math.MaxUint64, math.MaxUint64 - 1}
				for i := 0; i < 40 && n > 0; i++ {
					v := vals[r.IntN(n)]
					probes = append(probes, v, v+1, v-1)
				}
				for _, x := range probes {
					want := sort.Search(n, func(i int) bool { return vals[i] >= x })
					if got := a.LowerBound(x); got != want {
						t.Fatalf("w=%d base=%d n=%d: LowerBound(%d) = %d, want %d", w, base, n, x, got, want)
					}
				}
			}
		}
	}
}

// TestLowerBoundFrom walks ascending probes (with repeats, short and long
// jumps) through LowerBoundFrom, carrying the index forward as a merge walk
// does, and checks every answer against sort.Search; it also checks starts
// past the answer, past the end and negative.
func TestLowerBoundFrom(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for _, w := range []uint{0, 1, 5, 17, 33, 64} {
		for _, n := range append(testLengths, 1+r.IntN(5000)) {
			vals := randomValues(r, n, 3, w)
			slices.Sort(vals)
			a := NewArray(vals)
			var probes []uint64
			for i := 0; i < 200; i++ {
				probes = append(probes, r.Uint64N(uint64(1)<<min(w, 63)+4))
				if n > 0 {
					v := vals[r.IntN(n)]
					probes = append(probes, v, v+1, v-1)
				}
			}
			probes = append(probes, 0, math.MaxUint64)
			slices.Sort(probes)
			k := 0
			for _, x := range probes {
				want := sort.Search(n, func(i int) bool { return vals[i] >= x })
				k = a.LowerBoundFrom(k, x)
				if k != want {
					t.Fatalf("w=%d n=%d: LowerBoundFrom walk at %d = %d, want %d", w, n, x, k, want)
				}
				if got := a.LowerBoundFrom(-5, x); got != want {
					t.Fatalf("w=%d n=%d: LowerBoundFrom(-5, %d) = %d, want %d", w, n, x, got, want)
				}
				if got := a.LowerBoundFrom(n+3, x); got != n {
					t.Fatalf("w=%d n=%d: LowerBoundFrom(n+3, %d) = %d, want %d", w, n, x, got, n)
				}
				if want < n {
					// A start past the answer returns the start (the caller's
					// promise that everything before it is < x is broken, so
					// the answer is the first value >= x at or after it).
					if got := a.LowerBoundFrom(want+1, x); got != want+1 {
						t.Fatalf("w=%d n=%d: LowerBoundFrom(%d, %d) = %d, want %d", w, n, want+1, x, got, want+1)
					}
				}
			}
		}
	}
}

func TestArrayFromWordsRejects(t *testing.T) {
	cases := []struct {
		name  string
		words []uint64
		base  uint64
		w     uint
		n     int
		err   error
	}{
		{"width 65", []uint64{0}, 0, 65, 1, ErrWidth},
		{"negative n", nil, 0, 3, -1, ErrLength},
		{"too few words", []uint64{0}, 0, 32, 3, ErrLength},
		{"too many words", []uint64{0, 0}, 0, 3, 3, ErrLength},
		{"words for zero values", []uint64{0}, 0, 3, 0, ErrLength},
		{"width 0 with words", []uint64{0}, 0, 0, 5, ErrLength},
		{"padding set", []uint64{1 << 9}, 0, 3, 3, ErrPadding},
		{"overflow", []uint64{3}, math.MaxUint64 - 1, 2, 1, ErrOverflow},
	}
	for _, c := range cases {
		if _, err := ArrayFromWords(c.words, c.base, c.w, c.n); !errors.Is(err, c.err) {
			t.Errorf("%s: err = %v, want %v", c.name, err, c.err)
		}
	}
	if _, err := ArrayFromWords([]uint64{2}, math.MaxUint64-2, 2, 1); err != nil {
		t.Errorf("largest value: %v", err)
	}
}

func TestArrayZeroAllocs(t *testing.T) {
	vals := randomValues(rand.New(rand.NewPCG(7, 8)), 1024, 100, 21)
	slices.Sort(vals)
	a := NewArray(vals)
	dst := make([]uint64, 1024)
	var sink uint64
	for name, f := range map[string]func(){
		"Get":        func() { sink += a.Get(500) },
		"Decode":     func() { a.Decode(dst) },
		"LowerBound": func() { sink += uint64(a.LowerBound(vals[700])) },
	} {
		if n := testing.AllocsPerRun(100, f); n != 0 {
			t.Errorf("%s allocates %v times", name, n)
		}
	}
	_ = sink
}

// TestArraySize pins the Array header at 24 bytes (a segment embeds one)
// and the length limit that keeps it there.
func TestArraySize(t *testing.T) {
	if n := unsafe.Sizeof(Array{}); n != 24 {
		t.Fatalf("Array is %d bytes, want 24", n)
	}
	if math.MaxInt > MaxArrayLen {
		if _, err := ArrayFromWords(nil, 0, 0, MaxArrayLen+1); !errors.Is(err, ErrLength) {
			t.Fatalf("ArrayFromWords of MaxArrayLen+1 values: err = %v, want ErrLength", err)
		}
		a, err := ArrayFromWords(nil, 9, 0, MaxArrayLen)
		if err != nil || a.Len() != MaxArrayLen || a.Get(MaxArrayLen-1) != 9 {
			t.Fatalf("ArrayFromWords of MaxArrayLen values at width 0: Len %d, err %v", a.Len(), err)
		}
	}
}

func TestGetOutOfRangePanics(t *testing.T) {
	a := NewArray([]uint64{5, 6, 7})
	for _, i := range []int{-1, 3, 64} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Get(%d) on 3 values did not panic", i)
				}
			}()
			_ = a.Get(i)
		}()
	}
	if a.Get(2) != 7 || a.Len() != 3 {
		t.Fatalf("Get(2) = %d, Len = %d", a.Get(2), a.Len())
	}
}

// ValueAt reads value i of a packed stream exactly sized by WordsFor (no
// trailing word: the last value's second read is clamped), at every width
// and length around the word edges, against the values packed.
func TestValueAt(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for w := uint(0); w <= 64; w++ {
		for _, n := range append(testLengths, 1+r.IntN(3000)) {
			vals := randomValues(r, n, 0, w)
			words := make([]uint64, WordsFor(n, w))
			Pack(words, vals, 0, w)
			for i, v := range vals {
				if got := ValueAt(words, w, i); got != v {
					t.Fatalf("w=%d n=%d: ValueAt(%d) = %d, want %d", w, n, i, got, v)
				}
			}
		}
	}
}

// TestAdoptWords checks that AdoptWords gives ArrayFromWords's Array, takes
// the words over only when they carry a zero padding word, and copies them
// otherwise.
func TestAdoptWords(t *testing.T) {
	vals := []uint64{5, 9, 1 << 20, 3, 77, 12345, 0, 42}
	const w = 21
	nw := WordsFor(len(vals), w)
	pack := func(words []uint64) {
		Pack(words, vals, 0, w)
	}
	for _, c := range []struct {
		name  string
		words []uint64
		owned bool
	}{
		{"spare zero word", make([]uint64, nw, nw+1), true},
		{"no spare word", make([]uint64, nw), false},
		{"spare word not zero", func() []uint64 { b := make([]uint64, nw+1); b[nw] = 1; return b[:nw] }(), false},
	} {
		pack(c.words)
		a, err := AdoptWords(c.words, 100, w, len(vals))
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		for i, v := range vals {
			if a.Get(i) != 100+v {
				t.Fatalf("%s: value %d is %d, want %d", c.name, i, a.Get(i), 100+v)
			}
		}
		if owned := &a.Words()[0] == &c.words[0]; owned != c.owned {
			t.Errorf("%s: words taken over %v, want %v", c.name, owned, c.owned)
		}
	}
	if _, err := AdoptWords(make([]uint64, nw-1, nw), 0, w, len(vals)); err == nil {
		t.Error("AdoptWords accepted too few words")
	}
}

// TestAdoptWordsBackToBack packs arrays one after another into one buffer
// and adopts each, so that the padding word of each is the first word of
// the next, then sets every word after the last array's to all ones (the
// worst padding): every read must still give the values, at every width
// and for lengths around the block and word boundaries.
func TestAdoptWordsBackToBack(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	for w := uint(1); w <= 64; w++ {
		lens := []int{1, 2, 3, 63, 64, 65, 129, 1 + r.IntN(300)}
		vals := make([][]uint64, len(lens))
		total := 0
		for i, n := range lens {
			vals[i] = randomValues(r, n, 1000, w)
			slices.Sort(vals[i])
			total += WordsFor(n, w)
		}
		buf := make([]uint64, total+1)
		arrays := make([]Array, len(lens))
		off := 0
		for i, v := range vals {
			nw := WordsFor(len(v), w)
			words := buf[off : off+nw : off+nw+1]
			Pack(words, v, 1000, w)
			a, err := AdoptWords(words, 1000, w, len(v))
			if err != nil {
				t.Fatal(err)
			}
			if &a.Words()[0] != &buf[off] {
				t.Fatalf("w=%d array %d: words copied, not adopted", w, i)
			}
			arrays[i] = a
			off += nw
		}
		buf[total] = ^uint64(0)
		for i, a := range arrays {
			v := vals[i]
			for k := range v {
				if a.Get(k) != v[k] {
					t.Fatalf("w=%d array %d: Get(%d) = %d, want %d", w, i, k, a.Get(k), v[k])
				}
			}
			if got := a.AppendTo(nil); !slices.Equal(got, v) {
				t.Fatalf("w=%d array %d: AppendTo = %v, want %v", w, i, got, v)
			}
			dst := make([]uint64, len(v))
			a.Decode(dst)
			if !slices.Equal(dst, v) {
				t.Fatalf("w=%d array %d: Decode = %v, want %v", w, i, dst, v)
			}
			if from := len(v) / 3; from < len(v) {
				part := make([]uint64, len(v)-from)
				a.DecodeRange(part, from)
				if !slices.Equal(part, v[from:]) {
					t.Fatalf("w=%d array %d: DecodeRange from %d = %v, want %v", w, i, from, part, v[from:])
				}
			}
			for _, x := range []uint64{0, v[0], v[len(v)-1], v[len(v)-1] + 1, v[len(v)/2], math.MaxUint64} {
				want := sort.Search(len(v), func(k int) bool { return v[k] >= x })
				if got := a.LowerBound(x); got != want {
					t.Fatalf("w=%d array %d: LowerBound(%d) = %d, want %d", w, i, x, got, want)
				}
				if got := a.LowerBoundFrom(0, x); got != want {
					t.Fatalf("w=%d array %d: LowerBoundFrom(0, %d) = %d, want %d", w, i, x, got, want)
				}
			}
		}
	}
}

// TestNewArrayBase checks NewArrayBase against NewArray: the same values at
// the caller's base, at width Width(max-base); an empty Array keeps its
// base; a value below base panics.
func TestNewArrayBase(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	for _, w := range []uint{0, 1, 7, 21, 63} {
		for _, n := range testLengths[1:] {
			vals := randomValues(r, n, 5000, w)
			for _, base := range []uint64{0, 1, 4999, 5000} {
				a, err := NewArrayBase(vals, base)
				if err != nil {
					t.Fatal(err)
				}
				hi := slices.Max(vals)
				if a.Base() != base || a.Width() != Width(hi-base) || a.Len() != n {
					t.Fatalf("w=%d n=%d base=%d: Base %d, Width %d, Len %d; want width %d", w, n, base, a.Base(), a.Width(), a.Len(), Width(hi-base))
				}
				if got := a.AppendTo(nil); !slices.Equal(got, vals) {
					t.Fatalf("w=%d n=%d base=%d: values %v, want %v", w, n, base, got, vals)
				}
			}
		}
	}
	if e, err := NewArrayBase(nil, 77); err != nil || e.Base() != 77 || e.Len() != 0 || e.SizeBytes() != 0 || e != EmptyArray(77) {
		t.Fatalf("empty: Base %d, Len %d, SizeBytes %d (%v)", e.Base(), e.Len(), e.SizeBytes(), err)
	}
	if _, err := NewArrayBase([]uint64{10, 3}, 4); !errors.Is(err, ErrBelowBase) {
		t.Fatalf("NewArrayBase accepted a value below base: %v", err)
	}
}

// TestArrayTag checks that a tag rides along without changing what the
// Array reads or its size, and that arrays made otherwise carry 0.
func TestArrayTag(t *testing.T) {
	vals := []uint64{9, 1 << 40, 3, 3, 77}
	a := NewArray(vals)
	if a.Tag() != 0 {
		t.Fatalf("new Array has tag %d", a.Tag())
	}
	for _, tag := range []uint8{1, 0x7F, 0xFF} {
		b := a.WithTag(tag)
		if b.Tag() != tag || a.Tag() != 0 {
			t.Fatalf("WithTag(%d): tag %d, original %d", tag, b.Tag(), a.Tag())
		}
		if b.Len() != a.Len() || b.Width() != a.Width() || b.Base() != a.Base() || !slices.Equal(b.AppendTo(nil), vals) {
			t.Fatalf("WithTag(%d) changed the array: %v", tag, b.AppendTo(nil))
		}
		for i, v := range vals {
			if b.Get(i) != v {
				t.Fatalf("WithTag(%d): Get(%d) = %d, want %d", tag, i, b.Get(i), v)
			}
		}
		if b == a || b.WithTag(0) != a {
			t.Fatalf("WithTag(%d): == does not compare the tag", tag)
		}
	}
}

// The compiler keeps a struct of at most four fields in registers; with a
// fifth, every value method of a struct holding an Array copies it to the
// stack first (lookups measured 2-4x slower). Keep Array at four.
func TestArrayFieldCount(t *testing.T) {
	if n := reflect.TypeOf(Array{}).NumField(); n > 4 {
		t.Fatalf("Array has %d fields: at most 4 keep it in registers", n)
	}
	if n := unsafe.Sizeof(Array{}); n != 24 {
		t.Fatalf("Array is %d bytes, the doc says 24", n)
	}
}
