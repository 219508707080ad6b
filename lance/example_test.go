package lance_test

import (
	"context"
	"fmt"
	"log"

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
			f.ID, f.PhysicalRows, deleted.GetCardinality(), len(f.RowIDs.Inline))
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
