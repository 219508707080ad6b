package fuzz

import (
	"path/filepath"
	"sync"
	"testing"

	"github.com/stablerow/stablerow/lance"
	"github.com/stablerow/stablerow/rowindex"
)

// lanceSeeds are real Lance bytes from the datasets in lance/testdata: the
// inline row-id sequences, their segments one by one, and the version
// runs, of the latest version of each dataset and of every version of
// basic. They seed the decoders' fuzz targets.
type lanceSeedSet struct {
	sequences, segments, versions [][]byte
}

var (
	lanceSeedOnce sync.Once
	lanceSeedData lanceSeedSet
	lanceSeedErr  error
)

func lanceSeeds(f *testing.F) lanceSeedSet {
	lanceSeedOnce.Do(func() {
		for _, name := range []string{"basic", "compaction", "holes", "medium"} {
			ds, err := lance.Open(filepath.Join("..", "lance", "testdata", name, name+".lance"))
			if err != nil {
				lanceSeedErr = err
				return
			}
			vfs, err := ds.Versions()
			if err != nil {
				lanceSeedErr = err
				return
			}
			if name != "basic" {
				vfs = vfs[len(vfs)-1:]
			}
			for _, vf := range vfs {
				m, err := ds.Manifest(vf.Version)
				if err != nil {
					lanceSeedErr = err
					return
				}
				for _, fr := range m.Fragments {
					if fr.RowIDs.Storage == lance.StorageInline {
						b := fr.RowIDs.Inline
						lanceSeedData.sequences = append(lanceSeedData.sequences, b)
						seq, err := rowindex.UnmarshalSequence(b)
						if err != nil {
							lanceSeedErr = err
							return
						}
						for _, s := range seq.Segments() {
							lanceSeedData.segments = append(lanceSeedData.segments, s.AppendProto(nil))
						}
					}
					for _, ref := range []lance.SequenceRef{fr.CreatedAt, fr.LastUpdatedAt} {
						if ref.Storage == lance.StorageInline {
							lanceSeedData.versions = append(lanceSeedData.versions, ref.Inline)
						}
					}
				}
			}
		}
	})
	if lanceSeedErr != nil {
		f.Fatalf("lance seeds: %v", lanceSeedErr)
	}
	if len(lanceSeedData.sequences) == 0 || len(lanceSeedData.segments) == 0 || len(lanceSeedData.versions) == 0 {
		f.Fatalf("lance seeds: the test datasets gave no inline sequences")
	}
	return lanceSeedData
}
