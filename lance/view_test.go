package lance

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// TestDecodersDoNotAlias decodes every manifest and deletion file of the
// test datasets, then overwrites the bytes it decoded: the results must
// not change. Checkouts view these files (a local file is mapped, and
// unmapped once decoded), so a decoded value that aliased them would read
// freed memory.
func TestDecodersDoNotAlias(t *testing.T) {
	dirs, err := filepath.Glob(filepath.Join("testdata", "*", "*.lance"))
	if err != nil || len(dirs) == 0 {
		t.Fatalf("no test datasets (%v)", err)
	}
	manifests, deletions := 0, 0
	for _, dir := range dirs {
		files, _ := filepath.Glob(filepath.Join(dir, "_versions", "*.manifest"))
		for _, f := range files {
			pristine, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			name := "_versions/" + filepath.Base(f)
			b := bytes.Clone(pristine)
			m, err := decodeManifestFile(b, name, true)
			if err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			clear(b)
			want, _ := decodeManifestFile(pristine, name, true)
			if !reflect.DeepEqual(m, want) {
				t.Errorf("%s: the decoded manifest changed with the file's bytes", f)
			}
			manifests++
			for i := range want.Fragments {
				fr := &want.Fragments[i]
				if fr.DeletionFile == nil {
					continue
				}
				p := filepath.Join(dir, filepath.FromSlash(fr.DeletionFile.Path(fr.ID)))
				dp, err := os.ReadFile(p)
				if err != nil {
					if os.IsNotExist(err) {
						continue // removed by a later cleanup
					}
					t.Fatal(err)
				}
				db := bytes.Clone(dp)
				bm, err := DecodeDeletion(fr.DeletionFile.Type, db, fr.PhysicalRows)
				if err != nil {
					t.Fatalf("%s: %v", p, err)
				}
				for k := range db {
					db[k] = 0xff
				}
				wbm, _ := DecodeDeletion(fr.DeletionFile.Type, dp, fr.PhysicalRows)
				if !bm.Equals(wbm) {
					t.Errorf("%s: the decoded deletions changed with the file's bytes", p)
				}
				deletions++
			}
		}
	}
	if manifests < 10 || deletions < 5 {
		t.Errorf("checked only %d manifests and %d deletion files", manifests, deletions)
	}
	t.Logf("%d manifests, %d deletion files of %s", manifests, deletions, strings.Join(dirs, ", "))
}
