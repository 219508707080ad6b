package bitpack_test

import (
	"fmt"

	"github.com/stablerow/stablerow/bitpack"
)

func ExampleArray() {
	a := bitpack.NewArray([]uint64{1000, 1003, 1007, 1020})
	fmt.Println(a.Base(), a.Width(), a.Get(2), a.LowerBound(1005))
	fmt.Println(a.AppendTo(nil))
	// Output:
	// 1000 5 1007 2
	// [1000 1003 1007 1020]
}

func ExampleBitmapFromBytes() {
	// Lance's LSB-first bytes for the ids 0, 2, 4, 6, 8 of the range 0..9.
	bm, err := bitpack.BitmapFromBytes([]byte{0x55, 0x01}, 9)
	if err != nil {
		panic(err)
	}
	pos, ok := bm.Select1(3)
	fmt.Println(bm.Count(), bm.Rank1(5), pos, ok)
	fmt.Println(bm.RankTest(4))
	fmt.Println(bm.RankTest(5))
	// Output:
	// 5 3 6 true
	// 2 true
	// 3 false
}

func ExamplePack() {
	src := []uint64{7, 8, 9, 10}
	words := make([]uint64, bitpack.WordsFor(len(src), 2))
	bitpack.Pack(words, src, 7, 2) // store v-7 in 2 bits each
	dst := make([]uint64, len(src))
	bitpack.Unpack(dst, words, 7, 2)
	fmt.Printf("%#x %v\n", words[0], dst)
	// Output: 0xe4 [7 8 9 10]
}

func ExampleArray_LowerBoundFrom() {
	a := bitpack.NewArray([]uint64{1000, 1003, 1007, 1020})
	// A merge walk over ascending probes carries the index forward.
	k := 0
	for _, probe := range []uint64{1001, 1007, 1010} {
		k = a.LowerBoundFrom(k, probe)
		fmt.Print(k, " ")
	}
	fmt.Println()
	// Output: 1 2 3
}

func ExampleBitmap_AppendOnes() {
	bm, _ := bitpack.BitmapFromBytes([]byte{0x55, 0x01}, 9)
	fmt.Println(bm.AppendOnes(nil, 100))
	// Output: [100 102 104 106 108]
}

func ExampleFillRun() {
	ids := make([]uint64, 5)
	bitpack.FillRun(ids, 1<<40)
	fmt.Println(ids[0], ids[4]-ids[0])
	// Output: 1099511627776 4
}
