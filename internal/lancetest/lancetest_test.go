package lancetest_test

import (
	"context"
	"testing"

	"github.com/stablerow/stablerow/gen/tablegen"
	"github.com/stablerow/stablerow/internal/lancetest"
	"github.com/stablerow/stablerow/lance"
	"github.com/stablerow/stablerow/objstore"
	"github.com/stablerow/stablerow/table"
)

// TestWriteReadBack writes a table's whole history and reads every version
// back through lance: the same fragments, lookups and version runs.
func TestWriteReadBack(t *testing.T) {
	versions, err := table.Replay(table.New(true), tablegen.W2AfterLife(3, 50_000, 4))
	if err != nil {
		t.Fatal(err)
	}
	for _, external := range []bool{false, true} {
		checkReadBack(t, versions, &lancetest.Options{ExternalRowIDs: external})
	}
}

func checkReadBack(t *testing.T, versions []*table.Table, opts *lancetest.Options) {
	ctx := context.Background()
	s := objstore.NewMemory()
	if err := lancetest.Write(ctx, s, versions, opts); err != nil {
		t.Fatal(err)
	}
	ds, err := lance.OpenStore(ctx, s, "mem", nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, tv := range versions {
		v, err := ds.Checkout(ctx, tv.Number())
		if err != nil {
			t.Fatal(err)
		}
		if v.NextRowID() != tv.NextRowID() || len(v.Fragments()) != tv.NumFragments() {
			t.Fatalf("v%d: next row id %d, %d fragments; table %d, %d", tv.Number(), v.NextRowID(), len(v.Fragments()), tv.NextRowID(), tv.NumFragments())
		}
		want := lance.StorageInline
		if opts.ExternalRowIDs {
			want = lance.StorageExternal
		}
		for _, f := range v.Manifest().Fragments {
			if f.RowIDs.Storage != want {
				t.Fatalf("fragment %d row ids stored %v, want %v", f.ID, f.RowIDs.Storage, want)
			}
		}
		idx, err := v.Index()
		if err != nil {
			t.Fatal(err)
		}
		wantIdx, err := tv.Index()
		if err != nil {
			t.Fatal(err)
		}
		if idx.Len() != wantIdx.Len() {
			t.Fatalf("v%d: %d live rows, table %d", tv.Number(), idx.Len(), wantIdx.Len())
		}
		n := 0
		for id, addr := range wantIdx.All() {
			got, ok := idx.Get(id)
			if !ok || got != addr {
				t.Fatalf("v%d: id %d at %v %v, table %v", tv.Number(), id, got, ok, addr)
			}
			if n%97 == 0 {
				c, u, ok, err := v.RowVersions(ctx, got)
				wc, _ := tv.CreatedAt(id)
				wu, _ := tv.LastUpdatedAt(id)
				if err != nil || !ok || c != wc || u != wu {
					t.Fatalf("v%d: id %d versions %d/%d %v %v, table %d/%d", tv.Number(), id, c, u, ok, err, wc, wu)
				}
			}
			n++
		}
	}
}
