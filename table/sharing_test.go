package table

import "testing"

// Versions share the fragments an operation did not touch (the same
// *Fragment), and the derived index of a version that changed nothing is
// its parent's.
func TestStructuralSharing(t *testing.T) {
	v1, err := New(true).Append(10, 10, 10)
	if err != nil {
		t.Fatal(err)
	}
	v2, err := v1.Delete([]uint64{1, 15})
	if err != nil {
		t.Fatal(err)
	}
	if v2.frags[2] != v1.frags[2] || v2.frags[0] == v1.frags[0] || v2.frags[1] == v1.frags[1] {
		t.Error("delete: sharing wrong")
	}
	v3, err := v2.Update([]uint64{25})
	if err != nil {
		t.Fatal(err)
	}
	if v3.frags[0] != v2.frags[0] || v3.frags[1] != v2.frags[1] || v3.frags[2] == v2.frags[2] {
		t.Error("update: sharing wrong")
	}
	v4, err := v3.ReserveFragments(2)
	if err != nil {
		t.Fatal(err)
	}
	for i := range v4.frags {
		if v4.frags[i] != v3.frags[i] {
			t.Errorf("reserve: fragment %d not shared", i)
		}
	}
}
