package rowindex

import (
	"bytes"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/RoaringBitmap/roaring/v2"
	"github.com/stablerow/stablerow/gen"
)

// portableShapes returns bitmaps of every container kind and the joins
// between them that the decoder treats apart: scattered arrays, dense
// bitmap containers, run containers, runs of longRun offsets inside an
// array and across a container boundary, and sparse vectors that keep no
// dense copy.
func portableShapes() map[string]*roaring.Bitmap {
	r := gen.NewRand(7)
	shapes := map[string]*roaring.Bitmap{}
	// add makes a shape; a dense one also gets every 37th offset below
	// 4*65536 outside 64 of its values, so that its vector keeps a dense
	// copy.
	add := func(name string, f func(bm *roaring.Bitmap)) {
		bm := roaring.New()
		f(bm)
		if strings.HasPrefix(name, "array run") {
			for i := uint32(0); i < 4*65536; i += 37 {
				if v := bm.NextValue(max(i, 64) - 64); v < 0 || uint32(v) > i+64 {
					bm.Add(i)
				}
			}
		}
		shapes[name] = bm
	}
	add("empty", func(bm *roaring.Bitmap) {})
	add("one", func(bm *roaring.Bitmap) { bm.Add(12345) })
	add("zero", func(bm *roaring.Bitmap) { bm.Add(0) })
	add("scattered 2%", func(bm *roaring.Bitmap) {
		for i := uint32(0); i < 1_000_000; i++ {
			if r.Uint64N(50) == 0 {
				bm.Add(i)
			}
		}
	})
	add("bitmap containers", func(bm *roaring.Bitmap) {
		for i := uint32(0); i < 300_000; i += 3 {
			bm.Add(i)
		}
	})
	add("many runs", func(bm *roaring.Bitmap) {
		for i := uint64(5); i < 300_000; i += 200 {
			bm.AddRange(i, i+70-i%3) // runs of 68 to 70: long, and some not
		}
		bm.Add(300_001)
		bm.RunOptimize()
	})
	add("few runs, no dense copy", func(bm *roaring.Bitmap) {
		bm.AddRange(10, 100)
		bm.AddRange(1000, 70_000)
		bm.AddRange(200_000, 200_065)
		bm.Add(300_000)
		bm.RunOptimize()
	})
	add("array run inside", func(bm *roaring.Bitmap) {
		bm.Add(5)
		bm.AddRange(1000, 1000+longRun)
		bm.Add(9000)
	})
	add("array run too short", func(bm *roaring.Bitmap) {
		bm.AddRange(1000, 1000+longRun-1)
	})
	add("array run across a boundary", func(bm *roaring.Bitmap) {
		bm.Add(7)
		bm.AddRange(65536-40, 65536+30)
		bm.Add(200_000)
	})
	add("array run across a boundary, short side 32", func(bm *roaring.Bitmap) {
		bm.AddRange(65536-32, 65536+32)
		bm.Add(200_000)
	})
	add("array run across a boundary, other side 32", func(bm *roaring.Bitmap) {
		bm.AddRange(3*65536-33, 3*65536+32)
	})
	add("array run across a boundary, long side after", func(bm *roaring.Bitmap) {
		bm.AddRange(2*65536-10, 2*65536+60)
	})
	add("sparse, no dense copy", func(bm *roaring.Bitmap) {
		for i := 0; i < 200; i++ {
			bm.Add(uint32(r.Uint64N(1 << 31)))
		}
	})
	add("runs, no dense copy", func(bm *roaring.Bitmap) {
		bm.AddRange(0, 1<<20)
		bm.AddRange(1<<31, 1<<31+5)
		bm.RunOptimize()
	})
	add("mixed", func(bm *roaring.Bitmap) {
		for i := uint32(0); i < 400_000; i++ {
			switch k := i >> 16; {
			case k%3 == 0 && r.Uint64N(3) == 0:
				bm.Add(i)
			case k%3 == 1 && i%1000 < 500:
				bm.Add(i)
			case k%3 == 2 && r.Uint64N(200) == 0:
				bm.Add(i)
			}
		}
		bm.RunOptimize()
	})
	return shapes
}

// TestDeletionVectorFromPortable checks the vector decoded from bytes
// against the one made from roaring's own reading of them, method by
// method, for every shape, with and without the dense copy built from the
// bytes.
func TestDeletionVectorFromPortable(t *testing.T) {
	for name, bm := range portableShapes() {
		t.Run(name, func(t *testing.T) {
			b, err := bm.ToBytes()
			if err != nil {
				t.Fatal(err)
			}
			got, err := DeletionVectorFromPortable(b)
			if err != nil {
				t.Fatal(err)
			}
			want := DeletionVectorFromRoaring(bm.Clone())
			if wantDense := !strings.Contains(name, "no dense") && name != "empty"; (got.dense != nil) != wantDense {
				t.Fatalf("dense copy %v, want %v", got.dense != nil, wantDense)
			}
			if (got.dense != nil) != (want.dense != nil) {
				t.Fatalf("dense copy %v, roaring's vector %v", got.dense != nil, want.dense != nil)
			}
			if got.Len() != want.Len() || !got.Equal(want) || !want.Equal(got) {
				t.Fatalf("Len %d, want %d (or not Equal)", got.Len(), want.Len())
			}
			gm, gok := got.Max()
			wm, wok := want.Max()
			if gm != wm || gok != wok {
				t.Fatalf("Max %d %v, want %d %v", gm, gok, wm, wok)
			}
			if !slices.Equal(got.runs, want.runs) {
				t.Fatalf("long runs %v, want %v", got.runs, want.runs)
			}
			if !slices.Equal(got.AppendTo(nil), want.AppendTo(nil)) || !slices.Equal(slices.Collect(got.All()), bm.ToArray()) {
				t.Fatal("AppendTo or All differ")
			}
			if !got.Roaring().Equals(bm) || got.SizeBytes() <= 0 {
				t.Fatal("Roaring differs")
			}
			probes := []uint32{0, 1, 63, 64, 65535, 65536, 1 << 31, 1<<32 - 1}
			for _, v := range bm.ToArray()[:min(int(bm.GetCardinality()), 2000)] {
				probes = append(probes, v, v-1, v+1)
			}
			r := gen.NewRand(1)
			for range 2000 {
				probes = append(probes, uint32(r.Uint64N(uint64(wm)+100)))
			}
			for _, p := range probes {
				if got.Contains(p) != want.Contains(p) || got.NextLive(p) != want.NextLive(p) ||
					got.NextDeleted(p) != want.NextDeleted(p) || got.CountBelow(p) != want.CountBelow(p) {
					t.Fatalf("offset %d: Contains %v/%v NextLive %d/%d NextDeleted %d/%d CountBelow %d/%d", p,
						got.Contains(p), want.Contains(p), got.NextLive(p), want.NextLive(p),
						got.NextDeleted(p), want.NextDeleted(p), got.CountBelow(p), want.CountBelow(p))
				}
			}
			if w := got.With(3, 1<<20); !w.Equal(want.With(3, 1<<20)) {
				t.Fatal("With differs")
			}
		})
	}
}

// TestDeletionVectorFromPortableBad checks that every truncation of a
// well-formed serialization, and bytes appended to it, are errors, and
// that flipped bytes give an error or exactly the set roaring reads from
// the same bytes when those are well-formed.
func TestDeletionVectorFromPortableBad(t *testing.T) {
	for name, bm := range portableShapes() {
		b, err := bm.ToBytes()
		if err != nil {
			t.Fatal(err)
		}
		step := max(1, len(b)/300)
		for n := 0; n < len(b); n += step {
			if _, err := DeletionVectorFromPortable(b[:n]); err == nil {
				t.Fatalf("%s: %d of %d bytes decoded", name, n, len(b))
			}
		}
		var pe *PortableError
		if _, err := DeletionVectorFromPortable(append(bytes.Clone(b), 0)); !errors.As(err, &pe) || pe.Truncated {
			t.Fatalf("%s: trailing byte: %v", name, err)
		}
		r := gen.NewRand(uint64(len(b)))
		for range 300 {
			c := bytes.Clone(b)
			c[r.Uint64N(uint64(len(c)))] ^= byte(1 + r.Uint64N(255))
			got, err := DeletionVectorFromPortable(c)
			if err != nil {
				continue
			}
			// Accepted: then it is well-formed, and roaring must read the
			// same set from it.
			ref := roaring.New()
			if _, err := ref.ReadFrom(bytes.NewReader(c)); err != nil {
				t.Fatalf("%s: accepted bytes roaring cannot read: %v", name, err)
			}
			if !got.Roaring().Equals(ref) || got.Len() != int(ref.GetCardinality()) {
				t.Fatalf("%s: accepted mutated bytes decode to a different set than roaring's", name)
			}
		}
	}
}

// TestDeletionVectorFromPortableLazyBitmap checks that a vector decoded
// with a dense copy makes its roaring bitmap only when asked, and that
// concurrent callers share one.
func TestDeletionVectorFromPortableLazyBitmap(t *testing.T) {
	bm := portableShapes()["scattered 2%"]
	b, _ := bm.ToBytes()
	d, err := DeletionVectorFromPortable(b)
	if err != nil {
		t.Fatal(err)
	}
	if d.dense == nil || d.bm != nil {
		t.Fatal("want a dense copy and no roaring bitmap yet")
	}
	done := make(chan *roaring.Bitmap)
	for range 4 {
		go func() { done <- d.bitmap() }()
	}
	first := <-done
	for range 3 {
		if <-done != first {
			t.Fatal("two bitmaps made")
		}
	}
	if !first.Equals(bm) {
		t.Fatal("lazy bitmap differs")
	}
}

// TestDeletionVectorFromPortableAllocs checks that the dense path
// allocates the dense copy and the vector, not roaring's containers.
func TestDeletionVectorFromPortableAllocs(t *testing.T) {
	bm := portableShapes()["scattered 2%"]
	b, _ := bm.ToBytes()
	n := testing.AllocsPerRun(5, func() {
		if _, err := DeletionVectorFromPortable(b); err != nil {
			t.Fatal(err)
		}
	})
	if n > 3 {
		t.Fatalf("%v allocations, want at most 3 (the vector and its dense copy)", n)
	}
}

// TestDeletionVectorFromPortableKeepsForm checks the roaring bitmap that a
// vector decoded into a dense copy gives back (Roaring, and the bitmap
// behind With): as Lance wrote it, byte for byte, when the input has no
// run containers, and no bigger than the input when it has (a run of
// 2,561 offsets in 6 bytes came back as a 5,122-byte array container).
func TestDeletionVectorFromPortableKeepsForm(t *testing.T) {
	arrays := roaring.New()
	arrays.AddRange(2769, 5330)
	runs := arrays.Clone()
	runs.RunOptimize()
	for name, bm := range map[string]*roaring.Bitmap{"arrays": arrays, "runs": runs} {
		in, err := bm.ToBytes()
		if err != nil {
			t.Fatal(err)
		}
		d, err := DeletionVectorFromPortable(in)
		if err != nil {
			t.Fatal(err)
		}
		if d.dense == nil {
			t.Fatalf("%s: no dense copy: the test needs one", name)
		}
		for how, got := range map[string]*roaring.Bitmap{"Roaring": d.Roaring(), "bitmap": d.bitmap()} {
			out, err := got.ToBytes()
			if err != nil {
				t.Fatal(err)
			}
			if !got.Equals(bm) {
				t.Errorf("%s: %s holds other offsets", name, how)
			}
			if name == "arrays" && !bytes.Equal(out, in) {
				t.Errorf("%s: %s serializes to %d bytes other than its input's %d", name, how, len(out), len(in))
			}
			if name == "runs" && len(out) > len(in) {
				t.Errorf("%s: %s serializes to %d bytes, its input to %d", name, how, len(out), len(in))
			}
		}
	}
}
