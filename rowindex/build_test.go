package rowindex

import (
	"errors"
	"reflect"
	"runtime"
	"slices"
	"testing"

	"github.com/stablerow/stablerow/segment"
)

func TestIndexBadFragments(t *testing.T) {
	tests := []struct {
		name  string
		frags []Fragment
		want  error
	}{
		{"length mismatch", []Fragment{{ID: 4, RowIDs: seq(rng(0, 10)), PhysicalRows: 11}}, ErrBadFragment},
		{"deleted offset past the rows", []Fragment{{ID: 4, RowIDs: seq(rng(0, 10)), PhysicalRows: 10, Deletions: NewDeletionVector(10)}}, ErrBadFragment},
		{"negative rows", []Fragment{{ID: 4, PhysicalRows: -1}}, ErrBadFragment},
		{"duplicate fragment id", []Fragment{frag(4, seq(rng(0, 1)), nil), frag(4, seq(rng(5, 6)), nil)}, ErrDuplicateFragment},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Build(tt.frags)
			if !errors.Is(err, tt.want) {
				t.Fatalf("err = %v, want %v", err, tt.want)
			}
		})
	}
	// A fragment of MaxFragmentRows rows (offsets 0 to 2^32-1) is fine,
	// one more row is not.
	x, err := Build([]Fragment{frag(4, RangeSequence(0, MaxFragmentRows), NewDeletionVector(0))})
	if err != nil {
		t.Fatalf("a fragment of MaxFragmentRows rows: %v", err)
	}
	if a, ok := x.Get(MaxFragmentRows - 1); !ok || a != NewRowAddress(4, 1<<32-1) {
		t.Fatalf("Get(2^32-1) = %v, %v", a, ok)
	}
	if id, ok := x.RowID(NewRowAddress(4, 1<<32-1)); !ok || id != MaxFragmentRows-1 {
		t.Fatalf("RowID(4:%d) = %d, %v", uint32(1<<32-1), id, ok)
	}
	if _, err := Build([]Fragment{frag(4, RangeSequence(0, MaxFragmentRows+1), nil)}); !errors.Is(err, ErrBadFragment) {
		t.Fatalf("a fragment of MaxFragmentRows+1 rows: %v", err)
	}
	_, err = Build([]Fragment{{ID: 4, RowIDs: seq(rng(0, 10)), PhysicalRows: 11}})
	if want := "rowindex: bad fragment 4: row-id sequence has 10 ids but the fragment has 11 physical rows"; err.Error() != want {
		t.Fatalf("message %q, want %q", err, want)
	}
}

// A fragment of more segments, or an index of more side tables, than a
// chunk record can number is refused with ErrTooLarge (the limit, 2^26,
// is lowered here).
func TestTooLarge(t *testing.T) {
	tu := defaults
	tu.maxSeg = 3
	var segs []segment.Segment
	for i := range 5 {
		segs = append(segs, segment.NewRange(uint64(10*i), uint64(10*i+5)))
	}
	if _, err := build([]Fragment{{ID: 1, RowIDs: NewSequence(segs...), PhysicalRows: 25}}, &tu); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("5 segments, limit 4: %v", err)
	}
	if _, err := build([]Fragment{{ID: 1, RowIDs: NewSequence(segs[:4]...), PhysicalRows: 20}}, &tu); err != nil {
		t.Fatalf("4 segments, limit 4: %v", err)
	}
	// Unsorted arrays get side tables: four fit (indexes 0..3), five do not.
	array := func(id uint32) Fragment {
		b := 1000 * uint64(id)
		return Fragment{ID: id, RowIDs: NewSequence(segment.FromSlice([]uint64{b + 2, b, b + 1})), PhysicalRows: 3}
	}
	var frags []Fragment
	for id := range uint32(4) {
		frags = append(frags, array(id))
	}
	x, err := build(frags, &tu)
	if err != nil || len(x.sides) != 4 {
		t.Fatalf("4 side tables: %v", err)
	}
	if _, err := build(append(slices.Clone(frags), array(4)), &tu); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("Build with 5 side tables: %v", err)
	}
	if _, err := x.withFragments(nil, []Fragment{array(4)}, &tu); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("appending a fifth side table: %v", err)
	}
	if _, err := x.withFragments([]uint32{0}, []Fragment{array(4)}, &tu); err != nil {
		t.Fatalf("replacing a side table: %v", err)
	}
}

// TestBuildPiecesMatchOneGoroutine checks that the chunks made on several
// goroutines, a fragment of many update arrays cut into pieces, are those
// made on one, and that the first bad fragment's error is returned
// whichever piece finishes first.
func TestBuildPiecesMatchOneGoroutine(t *testing.T) {
	const rows, arrays, per = 200_000, 300, 100
	// A Range fragment, and a fragment of the moved ids: arrays sorted
	// arrays of per ids each, every moved id deleted in the Range.
	var segs []segment.Segment
	var dels []uint32
	for a := range arrays {
		var ids []uint64
		for k := range per {
			off := uint32(a*(rows/arrays) + k*3)
			ids = append(ids, uint64(off))
			dels = append(dels, off)
		}
		segs = append(segs, sortedSeg(t, ids...))
	}
	good := []Fragment{frag(0, seq(rng(0, rows)), NewDeletionVector(dels...)), frag(1, seq(segs...), nil)}
	// Bad: the moved fragment repeats a live id in its last array, and a
	// later fragment's deletions pass its rows.
	badSegs := slices.Clone(segs)
	badSegs[arrays-1] = sortedSeg(t, uint64((arrays-1)*(rows/arrays)), uint64((arrays-1)*(rows/arrays)))
	bad := append(slices.Clone(good[:1]), frag(1, seq(badSegs...), nil), frag(2, seq(rng(rows, rows+10)), NewDeletionVector(20)))
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	var want *Index
	var wantErr string
	for _, procs := range []int{1, 2, 4} {
		runtime.GOMAXPROCS(procs)
		x, err := Build(good)
		if err != nil {
			t.Fatalf("GOMAXPROCS %d: %v", procs, err)
		}
		_, err = Build(bad)
		if !errors.Is(err, ErrDuplicateRowID) {
			t.Fatalf("GOMAXPROCS %d: bad fragments: %v, want fragment 1's error", procs, err)
		}
		if want == nil {
			want, wantErr = x, err.Error()
			continue
		}
		if !reflect.DeepEqual(x.starts, want.starts) || !reflect.DeepEqual(x.chunks, want.chunks) {
			t.Fatalf("GOMAXPROCS %d: chunks differ from one goroutine's", procs)
		}
		if err.Error() != wantErr {
			t.Fatalf("GOMAXPROCS %d: error %q, on one goroutine %q", procs, err, wantErr)
		}
	}
}
