package rowindex

import (
	"os"
	"reflect"
	"testing"
)

// TestMain checks, after every test of the package has built and derived
// indexes of every shape, that the shared empty overlaps were never
// written: an index writing into noExtras would corrupt every index
// without overlaps.
func TestMain(m *testing.M) {
	code := m.Run()
	if code == 0 && !reflect.ValueOf(noExtras).IsZero() {
		println("rowindex: the shared noExtras was written to")
		code = 1
	}
	os.Exit(code)
}

// An index without side tables or groups shares noExtras and does not
// count it; one derived from it that gains a side table or a group gets
// its own, and the first keeps sharing.
func TestOverlapsShared(t *testing.T) {
	x, err := Build([]Fragment{{ID: 1, RowIDs: seq(rng(0, 100)), PhysicalRows: 100}})
	if err != nil {
		t.Fatal(err)
	}
	if x.extras != &noExtras {
		t.Fatal("an index of one Range fragment has overlaps of its own")
	}
	base := x.SizeBytes()
	// Append-only: an unsorted Array fragment brings a side table.
	y, err := x.WithFragments(nil, []Fragment{{ID: 2, RowIDs: seq(arraySeg(205, 201, 203)), PhysicalRows: 3}})
	if err != nil {
		t.Fatal(err)
	}
	if y.extras == &noExtras || len(y.sides) != 1 {
		t.Fatalf("appended Array: overlaps shared %v, %d sides", y.extras == &noExtras, len(y.sides))
	}
	if x.extras != &noExtras || x.SizeBytes() != base {
		t.Fatal("deriving an index changed the one it derives from")
	}
	// An update: the row moves to a new fragment that overlaps the old one.
	z, err := y.WithFragments([]uint32{1}, []Fragment{
		{ID: 1, RowIDs: seq(rng(0, 100)), Deletions: NewDeletionVector(7), PhysicalRows: 100},
		{ID: 3, RowIDs: seq(rng(7, 8)), PhysicalRows: 1},
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(z.groups) != 1 || len(y.groups) != 0 {
		t.Fatalf("update: %d groups (want 1), the previous index %d (want 0)", len(z.groups), len(y.groups))
	}
	if a, ok := z.Get(7); !ok || a != NewRowAddress(3, 0) {
		t.Fatalf("Get(7) = %v, %v after the update", a, ok)
	}
	if !reflect.ValueOf(noExtras).IsZero() {
		t.Fatal("noExtras was written to")
	}
}
