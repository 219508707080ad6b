package lance

import "testing"

// TestIndexDigestCoversKeys changes each field of a fragment's key in
// turn: the index's digest must change with every one, or two versions
// that differ only there would share a cached index.
func TestIndexDigestCoversKeys(t *testing.T) {
	base := []fragmentKey{
		{id: 3, physicalRows: 100, stable: true, rowIDs: [32]byte{1}},
		{id: 4, physicalRows: 50, stable: true, hasDeletion: true,
			deletion: DeletionFile{Type: DeletionBitmap, ReadVersion: 7, ID: 9, NumDeletedRows: 5}, rowIDs: [32]byte{4}},
	}
	edits := map[string]func(k []fragmentKey){
		"id":             func(k []fragmentKey) { k[0].id++ },
		"physicalRows":   func(k []fragmentKey) { k[0].physicalRows++ },
		"stable":         func(k []fragmentKey) { k[0].stable = false },
		"hasDeletion":    func(k []fragmentKey) { k[1].hasDeletion = false },
		"deletion type":  func(k []fragmentKey) { k[1].deletion.Type = DeletionArrow },
		"read version":   func(k []fragmentKey) { k[1].deletion.ReadVersion++ },
		"deletion id":    func(k []fragmentKey) { k[1].deletion.ID++ },
		"deleted rows":   func(k []fragmentKey) { k[1].deletion.NumDeletedRows++ },
		"row ids":        func(k []fragmentKey) { k[0].rowIDs[31] ^= 1 },
		"order":          func(k []fragmentKey) { k[0], k[1] = k[1], k[0] },
		"one fragment":   func(k []fragmentKey) { k[1] = k[0] },
		"fragment moved": func(k []fragmentKey) { k[0].id, k[1].id = k[1].id, k[0].id },
	}
	want := indexDigest(base)
	if indexDigest(append([]fragmentKey(nil), base...)) != want {
		t.Fatal("the digest of equal keys differs")
	}
	for name, edit := range edits {
		k := append([]fragmentKey(nil), base...)
		edit(k)
		if indexDigest(k) == want {
			t.Errorf("changing %s leaves the index digest unchanged", name)
		}
	}
	if indexDigest(base[:1]) == want {
		t.Error("dropping a fragment leaves the index digest unchanged")
	}
}
