package gen

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
)

// Kind is the shape of a generated id set.
type Kind int

// The id-set shapes.
const (
	// Contiguous is start, start+1, ..., start+n-1: a Range.
	Contiguous Kind = iota
	// FewHoles is ascending ids over a span about 0.1% larger than n, the
	// missing ids scattered: a RangeWithHoles.
	FewHoles
	// Dense is ascending ids over a span about twice n, half the slots
	// missing at random: a RangeWithBitmap.
	Dense
	// Sparse is ascending ids with random gaps averaging 1000: a
	// SortedArray.
	Sparse
	// Unsorted is a random permutation of a dense-ish set: an Array.
	Unsorted
	// NearMax is ascending ids ending at 2^64-1, with a few holes.
	NearMax
	numKinds
)

var kindNames = [...]string{"contiguous", "few-holes", "dense", "sparse", "unsorted", "near-max"}

// String returns the kind's name as used in benchmark names.
func (k Kind) String() string {
	if k < 0 || k >= numKinds {
		return fmt.Sprintf("Kind(%d)", int(k))
	}
	return kindNames[k]
}

// Kinds returns every Kind, in order.
func Kinds() []Kind {
	ks := make([]Kind, numKinds)
	for i := range ks {
		ks[i] = Kind(i)
	}
	return ks
}

// NewRand returns the PCG source every generator in this package uses for
// seed.
func NewRand(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
}

// IDs returns n distinct ids of the given kind, deterministically for seed.
// Ids start at a seed-dependent offset below 2^40 (except NearMax). A kind
// that is not one of this package's gives no ids.
func IDs(seed uint64, kind Kind, n int) []uint64 {
	if n <= 0 {
		return []uint64{}
	}
	r := NewRand(seed)
	start := r.Uint64N(1 << 40)
	ids := make([]uint64, 0, n)
	switch kind {
	case Contiguous:
		for i := 0; i < n; i++ {
			ids = append(ids, start+uint64(i))
		}
	case FewHoles:
		ids = dropRandom(r, start, n, max(1, n/1000))
	case Dense:
		ids = dropRandom(r, start, n, n)
	case Sparse:
		v := start
		for i := 0; i < n; i++ {
			ids = append(ids, v)
			v += 1 + r.Uint64N(2000)
		}
	case Unsorted:
		ids = dropRandom(r, start, n, n/4)
		r.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
	case NearMax:
		holes := max(1, n/1000)
		ids = dropRandom(r, math.MaxUint64-uint64(n+holes)+1, n, holes)
	default:
		return []uint64{} // not a Kind of this package: no ids
	}
	return ids
}

// dropRandom returns n ascending ids out of [start, start+n+holes), with
// holes ids left out at random. It keeps the first and last slot.
func dropRandom(r *rand.Rand, start uint64, n, holes int) []uint64 {
	span := n + holes
	drop := make(map[int]bool, holes)
	for len(drop) < holes {
		p := r.IntN(span)
		if span > 2 && (p == 0 || p == span-1) {
			continue
		}
		drop[p] = true
	}
	ids := make([]uint64, 0, n)
	for p := 0; p < span && len(ids) < n; p++ {
		if !drop[p] {
			ids = append(ids, start+uint64(p))
		}
	}
	return ids
}

// Shuffled returns a copy of ids in a seed-dependent random order, for
// lookup workloads.
func Shuffled(seed uint64, ids []uint64) []uint64 {
	out := slices.Clone(ids)
	r := NewRand(seed)
	r.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}
