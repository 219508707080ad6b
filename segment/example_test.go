package segment_test

import (
	"fmt"

	"github.com/stablerow/stablerow/segment"
)

func ExampleFromSlice() {
	for _, ids := range [][]uint64{
		{100, 101, 102, 103},
		{0, 2, 4, 6, 8},
		{1, 7000, 24000},
		{7000, 1, 24000},
	} {
		fmt.Println(segment.FromSlice(ids))
	}
	// Output:
	// range[100..104)
	// range_with_bitmap[0..9) len=5
	// sorted_array(3)[1..24000]
	// array(3)[1..24000]
}

func ExampleSegment_Position() {
	s := segment.FromSlice([]uint64{10, 11, 13, 14, 15}) // 10..16 without 12
	p, ok := s.Position(14)
	fmt.Println(p, ok)
	v, ok := s.Get(2)
	fmt.Println(v, ok)
	_, ok = s.Position(12)
	fmt.Println(ok)
	// Output:
	// 3 true
	// 13 true
	// false
}

func ExampleSegment_AppendProto() {
	s := segment.NewRange(100, 105)
	b := s.AppendProto(nil)
	fmt.Printf("% X\n", b)
	d, err := segment.UnmarshalProto(b)
	fmt.Println(d, err, s.LanceSizeBytes())
	// Output:
	// 0A 04 08 64 10 69
	// range[100..105) <nil> 6
}

func ExampleUnmarshalProto() {
	// Lance's bytes for 0..1000 without 100: a RangeWithHoles with one
	// hole stored as U16 offsets from base 100.
	b := []byte{0x12, 0x0D, 0x10, 0xE8, 0x07, 0x1A, 0x08, 0x0A, 0x06, 0x08, 0x64, 0x12, 0x02, 0x00, 0x00}
	s, err := segment.UnmarshalProto(b)
	fmt.Println(s, s.Len(), err)
	_, err = segment.UnmarshalProto(b[:5])
	fmt.Println(err)
	// Output:
	// range_with_holes[0..1000) holes=1 999 <nil>
	// segment: U64Segment field 2 at byte 1: truncated input
}

func ExampleSegment_Mask() {
	s := segment.FromSlice([]uint64{7, 9})
	m, err := s.Mask([]uint32{0})
	fmt.Println(m, err)
	_, err = s.Mask([]uint32{1, 0})
	fmt.Println(err)
	// Output:
	// range[9..10) <nil>
	// segment: argument not strictly ascending: position 0 at index 1 after 1
}

func ExampleSegment_Delete() {
	s := segment.NewRange(0, 10)
	d, _ := s.Delete([]uint64{1, 3, 5, 7, 9})
	fmt.Println(d, d.Len())
	// Output:
	// range_with_bitmap[0..9) len=5 5
}

func ExampleSegment_Slice() {
	s := segment.FromSlice([]uint64{0, 2, 4, 5, 6, 7})
	fmt.Println(s.Slice(2, 4))
	// Output:
	// range[4..8)
}

func ExampleSegment_All() {
	s := segment.FromSlice([]uint64{3, 5, 6})
	for v := range s.All() {
		fmt.Print(v, " ")
	}
	for v := range s.Backward() {
		fmt.Print(v, " ")
	}
	fmt.Println(s.AppendTo(nil))
	// Output:
	// 3 5 6 6 5 3 [3 5 6]
}

func ExampleSegment_SortedPositions() {
	s := segment.NewArray([]uint64{30, 10, 20})
	vals, pos, err := s.SortedPositions()
	fmt.Println(vals, pos, err)
	// Output:
	// [10 20 30] [1 2 0] <nil>
}

func ExampleSegment_Bounds() {
	lo, hi, ok := segment.FromSlice([]uint64{7000, 1, 24000}).Bounds()
	fmt.Println(lo, hi, ok)
	_, _, ok = segment.NewRange(5, 5).Bounds()
	fmt.Println(ok)
	// Output:
	// 1 24000 true
	// false
}

func ExampleFromSliceCompact() {
	// Every 16th id of 0..4096: Lance's estimate picks a bitmap
	// (24+ceil(4097/8) = 537 bytes against 24+2*257 = 538 for a sorted
	// array), but in memory the 257 values packed at 13 bits take about
	// 430 bytes, less than the bitmap's 520 plus its directory and
	// the struct holding them.
	ids := make([]uint64, 0, 257)
	for v := uint64(0); v <= 4096; v += 16 {
		ids = append(ids, v)
	}
	lance, compact := segment.FromSlice(ids), segment.FromSliceCompact(ids)
	fmt.Println(lance.Kind(), lance.SizeBytes(), lance.LanceSizeBytes())
	fmt.Println(compact.Kind(), compact.SizeBytes(), compact.LanceSizeBytes())
	// Output:
	// range_with_bitmap 720 522
	// sorted_array 432 523
}

func ExampleCursor() {
	seg := segment.FromSlice([]uint64{100, 102, 104, 106, 108})
	c := seg.Cursor()
	for _, id := range []uint64{102, 103, 108} { // ascending: each step starts where the last ended
		pos, ok := c.Position(id)
		fmt.Println(id, pos, ok)
	}
	out := make([]uint64, 3)
	c = seg.Cursor()
	fmt.Println(segment.MapPositions(&c, []uint64{100, 101, 106}, out, 5000), out)
	// Next: the least id at or above a value, and its position.
	c = seg.Cursor()
	fmt.Println(c.Next(103))
	fmt.Println(c.Next(109))
	// Output:
	// 102 1 true
	// 103 0 false
	// 108 4 true
	// 2 [5000 18446744073709551615 5003]
	// 104 2 true
	// 0 0 false
}

func ExampleMapRun() {
	// 100..199 without 103 and 107: a RangeWithHoles.
	var vals []uint64
	for v := uint64(100); v < 200; v++ {
		if v != 103 && v != 107 {
			vals = append(vals, v)
		}
	}
	seg := segment.FromSlice(vals)
	c := seg.Cursor()
	ids := []uint64{101, 102, 103, 104, 107, 108, 50, 60} // the run ends at the descent to 50
	out := make([]uint64, len(ids))
	var absent [4]int32
	n, missed := segment.MapRun(&c, ids, out, 5000, 1000, absent[:])
	fmt.Println(seg.Kind(), n, missed, out[:n], absent[:missed])
	// Output:
	// range_with_holes 6 2 [5001 5002 18446744073709551615 5003 18446744073709551615 5006] [2 4]
}
