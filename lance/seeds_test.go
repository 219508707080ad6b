package lance

import (
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/ipc"
	"github.com/stablerow/stablerow/internal/seedcorpus"
)

// The seed corpora of this package's fuzz targets are files under
// testdata/fuzz/<Target>/seed-<name>, built from the real manifests and
// deletion files of the Lance datasets in testdata plus a few made here:
//
//	go test ./lance -run TestSeedCorpus -update-seeds
//
// rewrites them; without the flag TestSeedCorpus fails on a missing, stale
// or extra seed file (see internal/seedcorpus).
var updateSeeds = flag.Bool("update-seeds", false, "rewrite the seed-* files under testdata/fuzz from the seed lists of seeds_test.go")

// TestSeedCorpus checks (or, with -update-seeds, rewrites) the seed-*
// files of FuzzDecodeManifest, FuzzReadDeletionArrow and
// FuzzReadDeletionBin.
func TestSeedCorpus(t *testing.T) {
	fileSeed := func(name, path string, extra ...any) (seedcorpus.Seed, error) {
		b, err := os.ReadFile(path)
		if err != nil {
			return seedcorpus.Seed{}, err
		}
		return seedcorpus.Seed{Name: name + "-" + filepath.Base(path), Args: append([]any{b}, extra...)}, nil
	}
	// deletionSeeds names each real deletion file of one type by its
	// dataset and file name, in path order.
	deletionSeeds := func(files map[string]uint64) ([]seedcorpus.Seed, error) {
		paths := make([]string, 0, len(files))
		for p := range files {
			paths = append(paths, p)
		}
		slices.Sort(paths)
		var seeds []seedcorpus.Seed
		for _, p := range paths {
			rel, _ := filepath.Rel("testdata", p)
			s, err := fileSeed(strings.SplitN(rel, string(filepath.Separator), 2)[0], p, files[p])
			if err != nil {
				return nil, err
			}
			seeds = append(seeds, s)
		}
		return seeds, nil
	}
	arrows, bins := realDeletionFiles(t)
	targets := []seedcorpus.Target{
		{Name: "FuzzDecodeManifest", Seeds: func() ([]seedcorpus.Seed, error) {
			var seeds []seedcorpus.Seed
			for _, name := range testDatasets {
				vs, err := filepath.Glob(filepath.Join(datasetDir(name), VersionsDir, "*.manifest"))
				if err != nil {
					return nil, err
				}
				for i, p := range vs {
					if i%3 != 0 && len(vs) > 12 {
						continue // every third version of the long histories
					}
					s, err := fileSeed(name, p)
					if err != nil {
						return nil, err
					}
					seeds = append(seeds, s)
				}
			}
			return append(seeds, seedcorpus.Seed{Name: "empty-manifest", Args: []any{manifestFile(nil, nil)}}), nil
		}},
		{Name: "FuzzReadDeletionArrow", Seeds: func() ([]seedcorpus.Seed, error) {
			seeds, err := deletionSeeds(arrows)
			batch := func() []arrow.RecordBatch { return []arrow.RecordBatch{uint32Batch(rowIDSchema, 3, 1, 2)} }
			return append(seeds,
				seedcorpus.Seed{Name: "made-3-1-2", Args: []any{arrowFile(t, rowIDSchema, batch()), uint64(10)}},
				seedcorpus.Seed{Name: "made-3-1-2-zstd", Args: []any{arrowFile(t, rowIDSchema, batch(), ipc.WithZstd()), uint64(10)}}), err
		}},
		{Name: "FuzzReadDeletionBin", Seeds: func() ([]seedcorpus.Seed, error) {
			seeds, err := deletionSeeds(bins)
			return append(seeds,
				seedcorpus.Seed{Name: "made-empty", Args: []any{mustRoaring(t), uint64(1)}},
				seedcorpus.Seed{Name: "made-1-5-70000-1M", Args: []any{mustRoaring(t, 1, 5, 70000, 1<<20), uint64(1 << 21)}}), err
		}},
	}
	seedcorpus.Check(t, "lance", targets, *updateSeeds, 512<<10, 1<<20)
}
