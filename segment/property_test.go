package segment

import (
	"bytes"
	"math"
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stablerow/stablerow/gen"
)

// lanceChoice is an independent model of Lance's choice rule, computed with
// big integers: the kind FromSlice must pick for ids.
func lanceChoice(ids []uint64) Kind {
	if len(ids) == 0 {
		return KindRange
	}
	dups := false
	for i := 1; i < len(ids); i++ {
		if ids[i] < ids[i-1] {
			return KindArray
		}
		dups = dups || ids[i] == ids[i-1]
	}
	lo, hi := ids[0], ids[len(ids)-1]
	if dups || hi == math.MaxUint64 {
		return KindSortedArray
	}
	span := new(big.Int).SetUint64(hi)
	span.Sub(span, new(big.Int).SetUint64(lo)).Add(span, big.NewInt(1))
	n := big.NewInt(int64(len(ids)))
	holes := new(big.Int).Sub(span, n)
	if holes.Sign() == 0 {
		return KindRange
	}
	costHoles := new(big.Int).Add(big.NewInt(24), new(big.Int).Mul(big.NewInt(4), holes))
	costBitmap := new(big.Int).Add(big.NewInt(24), new(big.Int).Div(new(big.Int).Add(span, big.NewInt(7)), big.NewInt(8)))
	costSorted := new(big.Int).Add(big.NewInt(24), new(big.Int).Mul(big.NewInt(2), n))
	switch {
	case costHoles.Cmp(costBitmap) <= 0 && costHoles.Cmp(costSorted) <= 0:
		return KindRangeWithHoles
	case costBitmap.Cmp(costSorted) <= 0:
		return KindRangeWithBitmap
	}
	return KindSortedArray
}

// propertySizes are the id-set sizes the property tests draw: small and
// boundary sizes, random ones up to 5000, and two of 1e5.
func propertySizes(r *rand.Rand) []int {
	sizes := []int{0, 1, 2, 3, 63, 64, 65, 255, 256, 257, 1000}
	for i := 0; i < 4; i++ {
		sizes = append(sizes, r.IntN(5000))
	}
	if testing.Short() || raceEnabled {
		return append(sizes, 20000)
	}
	return append(sizes, 100000)
}

// genSegments calls f with the ids of each gen kind at each of
// propertySizes(r) (seeds first+1, first+2, ...) and each of their two
// encodings, FromSlice and FromSliceCompact.
func genSegments(r *rand.Rand, first uint64, f func(ids []uint64, s Segment)) {
	seed := first
	for _, kind := range gen.Kinds() {
		for _, n := range propertySizes(r) {
			seed++
			ids := gen.IDs(seed, kind, n)
			for _, s := range []Segment{FromSlice(ids), FromSliceCompact(ids)} {
				f(ids, s)
			}
		}
	}
}

func TestPropertiesAgainstModel(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	seed := uint64(0)
	for _, kind := range gen.Kinds() {
		for _, n := range propertySizes(r) {
			seed++
			ids := gen.IDs(seed, kind, n)
			t.Run(kind.String(), func(t *testing.T) {
				checkModel(t, r, ids)
				if n > 0 && n <= 5000 {
					// The same set with a duplicated id, which FromSlice
					// keeps.
					dup := slices.Clone(ids)
					i := r.IntN(len(dup))
					dup = slices.Insert(dup, i, dup[i])
					checkModel(t, r, dup)
				}
			})
		}
	}
}

// checkModel checks every method of the segments built from ids against the
// plain slice.
func checkModel(t *testing.T, r *rand.Rand, ids []uint64) {
	t.Helper()
	s := FromSlice(ids)
	if want := lanceChoice(ids); s.Kind() != want {
		t.Fatalf("FromSlice(%d ids %v...) kind %v, want %v", len(ids), head(ids), s.Kind(), want)
	}
	compact := FromSliceCompact(ids)
	for _, seg := range []Segment{s, compact} {
		checkAgainst(t, seg, ids)
		checkAbsent(t, r, seg, ids)
		checkProto(t, seg)
		if lo, hi, ok := seg.Bounds(); len(ids) > 0 && (!ok || lo > slices.Min(ids) || hi < slices.Max(ids)) {
			t.Fatalf("%v: Bounds %d, %d, %v do not cover the ids", seg, lo, hi, ok)
		}
	}
	if len(ids) > 0 && compact.Kind() != s.Kind() && compact.SizeBytes() > s.SizeBytes() {
		t.Errorf("FromSliceCompact %v (%d B) larger than FromSlice %v (%d B)", compact, compact.SizeBytes(), s, s.SizeBytes())
	}
	// The size model of FromSliceCompact is bitpack's real one.
	if lo, hi, _ := compact.Bounds(); compact.Kind() == KindRangeWithBitmap {
		if est := bitmapSizeBytes(hi-lo+1, uint64(len(ids))); est != uint64(compact.SizeBytes()) {
			t.Errorf("bitmap size estimate %d, real %d", est, compact.SizeBytes())
		}
	} else if compact.Kind() == KindSortedArray || compact.Kind() == KindRangeWithHoles {
		n, w := uint64(compact.vals.Len()), compact.vals.Width()
		est := packedSizeBytes(n, w)
		if compact.Kind() == KindRangeWithHoles {
			// Holes have their directories instead of search samples.
			est = packedWordsBytes(n, w) + holeDirsSizeBytes(n, hi-lo+1)
		}
		if est != uint64(compact.SizeBytes()) {
			t.Errorf("%v: packed size estimate %d, real %d", compact, est, compact.SizeBytes())
		}
	}
	// DecodeRange at random positions, past the end and into short buffers.
	for _, seg := range []Segment{s, compact} {
		for k := 0; k < 4; k++ {
			i, n := r.IntN(len(ids)+2), r.IntN(300)
			dst := make([]uint64, n)
			got := seg.DecodeRange(dst, i)
			want := ids[min(i, len(ids)):min(i+n, len(ids))]
			if !slices.Equal(dst[:got], want) {
				t.Fatalf("%v.DecodeRange(%d values, %d) = %d values, want %d", seg, n, i, got, len(want))
			}
		}
	}
	// Slice at random offsets.
	for k := 0; k < 4; k++ {
		off := r.IntN(len(ids) + 1)
		n := r.IntN(len(ids) - off + 1)
		if got, want := s.Slice(off, n), FromSlice(ids[off:off+n]); !got.Equal(want) {
			t.Fatalf("%v.Slice(%d, %d) = %v, want %v", s, off, n, got, want)
		}
	}
	// Mask random positions.
	for _, frac := range []float64{0, 0.001, 0.1, 0.5, 0.99, 1} {
		var pos []uint32
		var kept []uint64
		for i, v := range ids {
			if r.Float64() < frac {
				pos = append(pos, uint32(i))
			} else {
				kept = append(kept, v)
			}
		}
		got, err := s.Mask(pos)
		if err != nil {
			t.Fatalf("%v.Mask: %v", s, err)
		}
		var want Segment
		switch {
		case len(pos) == 0:
			want = s
		case len(kept) == 0:
			want = Segment{}
		case s.Kind() == KindArray:
			want = NewArray(kept)
		default:
			want = FromSlice(kept)
		}
		if !got.Equal(want) {
			t.Fatalf("%v.Mask(%d positions) = %v, want %v", s, len(pos), got, want)
		}
		if kept == nil {
			kept = []uint64{}
		}
		if len(pos) > 0 && len(ids) <= 5000 {
			checkAgainst(t, got, kept)
		}
	}
	// Delete random values, some absent.
	for _, frac := range []float64{0, 0.01, 0.5, 1} {
		del := map[uint64]bool{}
		for _, v := range ids {
			if r.Float64() < frac {
				del[v] = true
			}
		}
		for k := 0; k < 3; k++ {
			del[r.Uint64()] = true
		}
		values := make([]uint64, 0, len(del))
		for v := range del {
			values = append(values, v)
		}
		slices.Sort(values)
		kept := []uint64{}
		for _, v := range ids {
			if !del[v] {
				kept = append(kept, v)
			}
		}
		got, err := s.Delete(values)
		if err != nil {
			t.Fatalf("%v.Delete: %v", s, err)
		}
		if want := FromSlice(kept); !got.Equal(want) {
			t.Fatalf("%v.Delete(%d values) = %v, want %v", s, len(values), got, want)
		}
	}
}

// checkAbsent probes values that are not ids: neighbours of ids and random
// values.
func checkAbsent(t *testing.T, r *rand.Rand, s Segment, ids []uint64) {
	t.Helper()
	present := make(map[uint64]bool, len(ids))
	for _, v := range ids {
		present[v] = true
	}
	probe := func(v uint64) {
		if present[v] {
			return
		}
		if p, ok := s.Position(v); ok {
			t.Fatalf("%v: Position(%d) = %d for an absent id", s, v, p)
		}
		if p, ok := s.PositionRef(v); ok {
			t.Fatalf("%v: PositionRef(%d) = %d for an absent id", s, v, p)
		}
		if s.Contains(v) {
			t.Fatalf("%v: Contains(%d) for an absent id", s, v)
		}
	}
	for _, v := range []uint64{0, 1, math.MaxUint64, math.MaxUint64 - 1} {
		probe(v)
	}
	for k := 0; k < min(len(ids), 200); k++ {
		v := ids[r.IntN(len(ids))]
		probe(v - 1)
		probe(v + 1)
	}
	for k := 0; k < 50; k++ {
		probe(r.Uint64())
	}
}

// checkProto checks the Lance round trip: decode(encode(s)) == s, the bytes
// are stable and LanceSizeBytes is their length.
func checkProto(t *testing.T, s Segment) {
	t.Helper()
	b := s.AppendProto(nil)
	if len(b) != s.LanceSizeBytes() {
		t.Fatalf("%v: LanceSizeBytes %d, encoded %d", s, s.LanceSizeBytes(), len(b))
	}
	prefix := []byte{1, 2, 3}
	if b2 := s.AppendProto(prefix); !bytes.Equal(b2[:3], prefix) || !bytes.Equal(b2[3:], b) {
		t.Fatalf("%v: AppendProto to a prefix differs", s)
	}
	d, err := UnmarshalProto(b)
	if err != nil {
		t.Fatalf("%v: UnmarshalProto: %v", s, err)
	}
	if !d.Equal(s) {
		t.Fatalf("%v: decoded as %v", s, d)
	}
	if b3 := d.AppendProto(nil); !bytes.Equal(b3, b) {
		t.Fatalf("%v: re-encoding differs", s)
	}
}
