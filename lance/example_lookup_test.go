package lance_test

import (
	"context"
	"fmt"
	"log"

	"github.com/stablerow/stablerow/lance"
	"github.com/stablerow/stablerow/rowindex"
)

// What became of a row id in a version: live (where), deleted (where its
// tombstone is), removed (assigned once, no row left) or never assigned.
func ExampleVersion_Lookup() {
	ctx := context.Background()
	ds, err := lance.Open(ctx, "testdata/basic/basic.lance", nil)
	if err != nil {
		log.Fatal(err)
	}
	for _, c := range []struct{ version, id uint64 }{{7, 3}, {7, 7}, {12, 7}, {12, 99999}} {
		v, err := ds.Checkout(ctx, c.version)
		if err != nil {
			log.Fatal(err)
		}
		addr, st, err := v.Lookup(c.id)
		if err != nil {
			log.Fatal(err)
		}
		fmt.Printf("version %d: id %d is %v", c.version, c.id, st)
		if st == rowindex.Live || st == rowindex.Deleted {
			fmt.Printf(" at %v", addr)
		}
		fmt.Println()
	}
	// Output:
	// version 7: id 3 is live at 4:0
	// version 7: id 7 is deleted at 0:7
	// version 12: id 7 is removed
	// version 12: id 99999 is unassigned
}
