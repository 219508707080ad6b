package rowindex

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stablerow/stablerow/segment"
)

// checkChunkDir checks every directory entry against its definition (the
// last chunk at or below the bucket's first id) and the load bound, and
// that search agrees with a plain binary search on the starts, their
// neighbours and random ids.
func checkChunkDir(t testing.TB, x *Index, r *rand.Rand) {
	t.Helper()
	d, starts := &x.dir, x.starts
	if len(starts) == 0 {
		return
	}
	defer func() {
		probe := func(id uint64) {
			if id < starts[0] {
				return
			}
			if got, want := x.search(id), lastAtMost(starts, id); got != want {
				t.Fatalf("search(%d) = %d, want %d (directory of %d buckets)", id, got, want, len(d.ents))
			}
		}
		for i := 0; i < 2000; i++ {
			s := starts[r.IntN(len(starts))]
			probe(s)
			probe(s - 1)
			probe(s + 1)
			probe(starts[0] + r.Uint64N(starts[len(starts)-1]-starts[0]+1))
		}
		probe(math.MaxUint64)
	}()
	if len(d.ents) == 0 {
		return
	}
	if d.lo != starts[0] {
		t.Fatalf("directory starts at %d, chunks at %d", d.lo, starts[0])
	}
	if want := (starts[len(starts)-1]-d.lo)>>d.shift + 1; uint64(len(d.ents)) != want {
		t.Fatalf("directory has %d buckets, want %d", len(d.ents), want)
	}
	for b, e := range d.ents {
		if want := lastAtMost(starts, d.lo+uint64(b)<<d.shift); int(e) != want {
			t.Fatalf("bucket %d: entry %d, want %d", b, e, want)
		}
		next := len(starts) - 1
		if b+1 < len(d.ents) {
			next = int(d.ents[b+1])
		}
		if next-int(e) >= chunkDirMaxLoad {
			t.Fatalf("bucket %d spans %d chunks", b, next-int(e)+1)
		}
	}
}

func TestChunkDir(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	x := manyChunks(t, 20_000)
	if len(x.dir.ents) == 0 {
		t.Fatal("no directory over 20,000 uniform chunks")
	}
	checkChunkDir(t, x, r)

	// Too few chunks, and a far outlier: the levels answer.
	if y := manyChunks(t, chunkDirMin-100); len(y.dir.ents) != 0 {
		t.Fatal("directory over fewer than chunkDirMin chunks")
	}
	frags := x.Fragments()
	frags = append(frags, Fragment{ID: 1 << 30, RowIDs: RangeSequence(math.MaxUint64-10, math.MaxUint64), PhysicalRows: 10})
	y, err := Build(frags)
	if err != nil {
		t.Fatal(err)
	}
	if len(y.dir.ents) != 0 {
		t.Fatal("directory despite a bucket holding every chunk")
	}
	for _, id := range []uint64{0, 5, 1000, math.MaxUint64 - 10, math.MaxUint64} {
		if got, want := y.search(id), lastAtMost(y.starts, id); got != want {
			t.Fatalf("levels: search(%d) = %d, want %d", id, got, want)
		}
	}
}

// TestChunkDirAppend appends single-row fragments commit by commit (the
// in-place appendTail path): the directory appears at chunkDirMin chunks
// and is extended; when later ids come sparser it is rebuilt with wider
// buckets; after a far jump (every earlier chunk in one bucket) there is
// none. Every version keeps answering like a binary search.
func TestChunkDirAppend(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	x, err := Build(nil)
	if err != nil {
		t.Fatal(err)
	}
	var versions []*Index
	next := uint64(100)
	gap := uint64(5)
	for f := uint32(0); f < 3*chunkDirMin+1; f++ {
		switch f {
		case 2 * chunkDirMin:
			if len(x.dir.ents) == 0 {
				t.Fatal("no directory after the dense appends")
			}
			gap = 40 // sparser: more buckets than the chunks justify
		case 3 * chunkDirMin:
			if len(x.dir.ents) == 0 || len(x.dir.ents) > 2*len(x.starts)/chunkDirPer+64 {
				t.Fatalf("after the sparse appends: %d directory entries for %d chunks", len(x.dir.ents), len(x.starts))
			}
			next += 1 << 40
		}
		segs := []segment.Segment{segment.NewRange(next, next+1+r.Uint64N(3))}
		next += uint64(segs[0].Len()) + r.Uint64N(gap)
		s := NewSequence(segs...)
		if x, err = x.WithFragments(nil, []Fragment{{ID: f, RowIDs: s, PhysicalRows: s.Len()}}); err != nil {
			t.Fatal(err)
		}
		if f%97 == 0 {
			versions = append(versions, x)
		}
		if f+1 == chunkDirMin && len(x.dir.ents) == 0 {
			t.Fatal("no directory at chunkDirMin chunks")
		}
	}
	if len(x.dir.ents) != 0 {
		t.Fatal("directory kept after a far jump")
	}
	for _, v := range append(versions, x) {
		checkChunkDir(t, v, r)
	}
}
