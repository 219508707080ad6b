package lance_test

import (
	"context"
	"fmt"
	"log"
	"time"

	"github.com/stablerow/stablerow/lance"
)

// Open a dataset, read a version's manifest and the deleted offsets of its
// fragments.
func Example() {
	ds, err := lance.Open(context.Background(), "testdata/basic/basic.lance", nil)
	if err != nil {
		log.Fatal(err)
	}
	m, err := ds.Manifest(context.Background(), 7)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("version %d, stable row ids %v, next row id %d\n", m.Version, m.StableRowIDs(), m.NextRowID)
	for i := range m.Fragments {
		f := &m.Fragments[i]
		deleted, err := ds.Deletions(context.Background(), f)
		if err != nil {
			log.Fatal(err)
		}
		fmt.Printf("fragment %d: %d rows, %d deleted, %d bytes of inline row ids\n",
			f.ID, f.PhysicalRows, deleted.GetCardinality(), f.RowIDs.Size())
	}
	// Output:
	// version 7, stable row ids true, next row id 4251
	// fragment 0: 1000 rows, 229 deleted, 7 bytes of inline row ids
	// fragment 1: 250 rows, 174 deleted, 10 bytes of inline row ids
	// fragment 3: 3000 rows, 724 deleted, 10 bytes of inline row ids
	// fragment 4: 348 rows, 0 deleted, 545 bytes of inline row ids
}

// List the versions of a dataset and where their manifests are.
func ExampleListVersions() {
	ds, err := lance.Open(context.Background(), "testdata/holes/holes.lance", nil)
	if err != nil {
		log.Fatal(err)
	}
	versions, err := ds.Versions(context.Background())
	if err != nil {
		log.Fatal(err)
	}
	for _, v := range versions[:2] {
		fmt.Println(v.Version, v.Scheme, v.Path())
	}
	fmt.Println(lance.ManifestPath(3, lance.NamingV1))
	// Output:
	// 1 v2 _versions/18446744073709551614.manifest
	// 2 v2 _versions/18446744073709551613.manifest
	// _versions/3.manifest
}

// Check a version out, build its index and resolve row ids to addresses
// and back.
func ExampleDataset_Checkout() {
	ctx := context.Background()
	// A cache of its own: DefaultCache may hold what another part of the
	// program read already.
	ds, err := lance.Open(ctx, "testdata/basic/basic.lance", &lance.Options{Cache: lance.NewCache(64 << 20)})
	if err != nil {
		log.Fatal(err)
	}
	v, err := ds.Checkout(ctx, 7)
	if err != nil {
		log.Fatal(err)
	}
	idx, err := v.Index()
	if err != nil {
		log.Fatal(err)
	}
	addr, ok := idx.Get(3)
	fmt.Println("row 3 is at", addr, ok)
	id, ok := idx.RowID(addr)
	fmt.Println("and back:", id, ok)
	created, updated, _, err := v.RowVersions(ctx, addr)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("created in", created, "last updated in", updated)
	st := v.Stats()
	fmt.Println(idx.Len(), "live rows;", st.Requests, "requests")
	// Output:
	// row 3 is at 4:0 true
	// and back: 3 true
	// created in 1 last updated in 7
	// 3471 live rows; 4 requests
}

// Ask a version which rows were inserted and updated since an older one:
// the ids come as runs.
func ExampleVersion_Inserted() {
	ctx := context.Background()
	ds, err := lance.Open(ctx, "testdata/basic/basic.lance", nil)
	if err != nil {
		log.Fatal(err)
	}
	v, err := ds.Checkout(ctx, 8)
	if err != nil {
		log.Fatal(err)
	}
	ins, err := v.Inserted(ctx, 6)
	if err != nil {
		log.Fatal(err)
	}
	upd, err := v.Updated(ctx, 6)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(ins.Len(), "inserted in", len(ins.Ranges()), "runs; first", ins.Ranges()[0])
	fmt.Println(upd.Len(), "updated")
	// Output:
	// 500 inserted in 1 runs; first {4251 4751}
	// 348 updated
}

// Follow a table as versions appear (here: the ones already written),
// resuming after version 10 as a restarted consumer would.
func ExampleDataset_Follow() {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	ds, err := lance.Open(ctx, "testdata/basic/basic.lance", nil)
	if err != nil {
		log.Fatal(err)
	}
	latest, err := ds.LatestNumber(ctx)
	if err != nil {
		log.Fatal(err)
	}
	prev := uint64(10)
	for v, err := range ds.Follow(ctx, prev, time.Second) {
		if err != nil {
			log.Fatal(err)
		}
		upd, err := v.Updated(ctx, prev)
		if err != nil {
			log.Fatal(err)
		}
		fmt.Printf("version %d: %d rows updated since %d\n", v.Number(), upd.Len(), prev)
		prev = v.Number()
		if prev == latest {
			cancel() // a service would keep going
		}
	}
	// Output:
	// version 11: 0 rows updated since 10
	// version 12: 79 rows updated since 11
}
