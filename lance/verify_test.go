package lance

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/stablerow/stablerow/rowindex"
)

// expectedPath returns the expected file of a version (plain or gzipped).
func expectedPath(t *testing.T, name string, v uint64) string {
	t.Helper()
	for _, ext := range []string{".json", ".json.gz"} {
		p := filepath.Join("testdata", name, fmt.Sprintf("expected-v%d%s", v, ext))
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	t.Fatalf("%s: no expected file for version %d", name, v)
	return ""
}

// TestVerifyEveryVersion checks every version of every dataset against what
// Lance's own scan reported, in version order (so each index after the first
// is derived with WithFragments), and again in reverse order with fresh
// builds.
func TestVerifyEveryVersion(t *testing.T) {
	for _, name := range testDatasets {
		t.Run(name, func(t *testing.T) {
			ds, err := Open(context.Background(), filepath.Join("testdata", name, name+".lance"), nil)
			if err != nil {
				t.Fatal(err)
			}
			vfs, err := ds.Versions(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			for _, vf := range vfs {
				ver, err := ds.Checkout(context.Background(), vf.Version)
				if err != nil {
					t.Fatalf("v%d: %v", vf.Version, err)
				}
				exp, err := ReadExpectedFile(expectedPath(t, name, vf.Version))
				if err != nil {
					t.Fatal(err)
				}
				rep, err := ver.Verify(context.Background(), exp, 5)
				if err != nil {
					t.Fatalf("v%d: %v", vf.Version, err)
				}
				if !rep.OK() || rep.LiveRows != len(exp.Rows) {
					t.Fatalf("v%d: %d mismatches: %v", vf.Version, rep.Mismatches, rep.First)
				}
				if name == "basic-nonstable" {
					for _, r := range exp.Rows {
						if r.RowID != uint64(r.Address) {
							t.Fatalf("v%d: non-stable row id %d != address %v", vf.Version, r.RowID, r.Address)
						}
					}
				}
				// Rows() walks in Lance's scan order and agrees with the index.
				idx, _ := ver.Index()
				n := 0
				for r, err := range ver.Rows(context.Background()) {
					if err != nil {
						t.Fatal(err)
					}
					if a, ok := idx.Get(r.ID); !ok || a != r.Address {
						t.Fatalf("v%d: Rows gives %d at %v, index %v", vf.Version, r.ID, r.Address, a)
					}
					n++
				}
				if n != idx.Len() {
					t.Fatalf("v%d: Rows gave %d rows, index has %d", vf.Version, n, idx.Len())
				}
			}
			// Fresh datasets, newest first: every index built from scratch.
			for i := len(vfs) - 1; i >= 0; i-- {
				ds2, _ := Open(context.Background(), filepath.Join("testdata", name, name+".lance"), nil)
				ver, err := ds2.Checkout(context.Background(), vfs[i].Version)
				if err != nil {
					t.Fatal(err)
				}
				exp, _ := ReadExpectedFile(expectedPath(t, name, vfs[i].Version))
				if rep, err := ver.Verify(context.Background(), exp, 5); err != nil || !rep.OK() {
					t.Fatalf("fresh v%d: %v %v", vfs[i].Version, err, rep.First)
				}
			}
		})
	}
}

// TestInlineSequencesRoundTrip decodes every inline row-id and version
// sequence of every manifest and re-encodes it to the identical bytes.
func TestInlineSequencesRoundTrip(t *testing.T) {
	count := 0
	for _, name := range testDatasets {
		ds, err := Open(context.Background(), filepath.Join("testdata", name, name+".lance"), nil)
		if err != nil {
			t.Fatal(err)
		}
		vfs, _ := ds.Versions(context.Background())
		for _, vf := range vfs {
			m, err := ds.Manifest(context.Background(), vf.Version)
			if err != nil {
				t.Fatal(err)
			}
			for _, f := range m.Fragments {
				if f.RowIDs.Storage == StorageInline {
					seq, err := rowindex.UnmarshalSequence(f.RowIDs.Inline)
					if err != nil {
						t.Fatalf("%s v%d frag %d: %v", name, vf.Version, f.ID, err)
					}
					if got := seq.AppendProto(nil); !bytes.Equal(got, f.RowIDs.Inline) {
						t.Fatalf("%s v%d frag %d: row ids re-encode to different bytes", name, vf.Version, f.ID)
					}
					count++
				}
				for _, ref := range []SequenceRef{f.CreatedAt, f.LastUpdatedAt} {
					if ref.Storage != StorageInline {
						continue
					}
					vs, err := rowindex.UnmarshalVersionSequence(ref.Inline)
					if err != nil {
						t.Fatalf("%s v%d frag %d: %v", name, vf.Version, f.ID, err)
					}
					if got := vs.AppendProto(nil); !bytes.Equal(got, ref.Inline) {
						t.Fatalf("%s v%d frag %d: version runs re-encode to different bytes", name, vf.Version, f.ID)
					}
					count++
				}
			}
		}
	}
	if count < 100 {
		t.Fatalf("only %d inline sequences checked", count)
	}
}

// TestChanges checks the CDC queries against the expected files: rows
// inserted since a version are the live rows whose created_at is newer, as
// Lance reports them, and the same for updates.
func TestChanges(t *testing.T) {
	ctx := context.Background()
	ds, err := Open(ctx, filepath.Join("testdata", "medium", "medium.lance"), nil)
	if err != nil {
		t.Fatal(err)
	}
	latest, err := ds.LatestNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range [][2]uint64{{0, latest}, {1, 5}, {4, 8}, {6, 7}, {7, 7}} {
		ver, err := ds.Checkout(ctx, w[1])
		if err != nil {
			t.Fatal(err)
		}
		exp, err := ReadExpectedFile(expectedPath(t, "medium", w[1]))
		if err != nil {
			t.Fatal(err)
		}
		var ins, upd []uint64
		for _, r := range exp.Rows {
			if w[0] < r.CreatedAt && r.CreatedAt <= w[1] {
				ins = append(ins, r.RowID)
			}
			if r.CreatedAt <= w[0] && w[0] < r.LastUpdatedAt && r.LastUpdatedAt <= w[1] {
				upd = append(upd, r.RowID)
			}
		}
		slices.Sort(ins)
		slices.Sort(upd)
		for _, c := range []struct {
			name string
			f    func(context.Context, uint64) (*IDSet, error)
			want []uint64
		}{{"Inserted", ver.Inserted, ins}, {"Updated", ver.Updated, upd}} {
			got, err := c.f(ctx, w[0])
			if err != nil {
				t.Fatalf("%s%v: %v", c.name, w, err)
			}
			if ids := got.AppendTo(nil); !slices.Equal(ids, c.want) || got.Len() != uint64(len(c.want)) {
				t.Errorf("%s%v: %d ids (Len %d), want %d", c.name, w, len(ids), got.Len(), len(c.want))
			}
			// Runs are sorted, disjoint and never adjacent.
			rs := got.Ranges()
			for i := range rs {
				if rs[i].Start >= rs[i].End || (i > 0 && rs[i-1].End >= rs[i].Start) {
					t.Fatalf("%s%v: runs %v are not sorted, disjoint and apart", c.name, w, rs[max(0, i-1):i+1])
				}
			}
		}
		if w[1] == latest && w[0] == 0 {
			if got, _ := ver.Inserted(ctx, 0); len(got.Ranges()) >= len(ins) {
				t.Errorf("every live row as %d runs for %d ids: runs do not coalesce", len(got.Ranges()), len(ins))
			}
		}
	}
	// A version newer than the one asked is an error, not an empty set.
	v5, _ := ds.Checkout(ctx, 5)
	if _, err := v5.Inserted(ctx, 6); err == nil {
		t.Error("Inserted(6) of version 5 succeeded")
	}
	if _, err := v5.Updated(ctx, 6); err == nil {
		t.Error("Updated(6) of version 5 succeeded")
	}
}
