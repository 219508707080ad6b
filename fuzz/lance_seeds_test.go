package fuzz

import (
	"bytes"
	"context"
	"fmt"
	"path/filepath"
	"sync"

	"github.com/stablerow/stablerow/lance"
	"github.com/stablerow/stablerow/rowindex"
	"github.com/stablerow/stablerow/segment"
)

// lanceBytes is one piece of real Lance bytes and where it came from, e.g.
// "basic-v3-frag1-seg0".
type lanceBytes struct {
	name string
	data []byte
}

// lanceSeedSet holds the real Lance bytes of the datasets in
// lance/testdata that seed the decoders' fuzz targets: the inline row-id
// sequences, their segments one by one, and the version runs. Each list
// holds distinct bytes only, named after their first occurrence.
type lanceSeedSet struct {
	sequences, segments, versions []lanceBytes
	// bitmapSegments are the segments of kind range_with_bitmap, decoded.
	bitmapSegments []lanceSegment
}

// lanceSegment is one decoded segment of a Lance dataset.
type lanceSegment struct {
	name string
	seg  segment.Segment
}

// lanceSeedDatasets are the datasets read, with the versions kept: every
// version of basic (small) and the latest version of each other dataset.
var lanceSeedDatasets = []string{"basic", "compaction", "holes", "medium"}

var (
	lanceSeedOnce sync.Once
	lanceSeedData lanceSeedSet
	lanceSeedErr  error
)

// lanceSeeds reads the Lance seed bytes once.
func lanceSeeds() (lanceSeedSet, error) {
	lanceSeedOnce.Do(func() {
		lanceSeedData, lanceSeedErr = readLanceSeeds()
	})
	return lanceSeedData, lanceSeedErr
}

// appendDistinct appends b under name unless equal bytes are already in
// list.
func appendDistinct(list []lanceBytes, name string, b []byte) []lanceBytes {
	for _, e := range list {
		if bytes.Equal(e.data, b) {
			return list
		}
	}
	return append(list, lanceBytes{name: name, data: b})
}

func readLanceSeeds() (lanceSeedSet, error) {
	var set lanceSeedSet
	for _, name := range lanceSeedDatasets {
		ds, err := lance.Open(context.Background(), filepath.Join("..", "lance", "testdata", name, name+".lance"), nil)
		if err != nil {
			return set, fmt.Errorf("dataset %s: %w", name, err)
		}
		vfs, err := ds.Versions(context.Background())
		if err != nil {
			return set, fmt.Errorf("dataset %s: %w", name, err)
		}
		if len(vfs) == 0 {
			return set, fmt.Errorf("dataset %s: no versions", name)
		}
		if name != "basic" {
			vfs = vfs[len(vfs)-1:]
		}
		for _, vf := range vfs {
			m, err := ds.Manifest(context.Background(), vf.Version)
			if err != nil {
				return set, fmt.Errorf("dataset %s version %d: %w", name, vf.Version, err)
			}
			for _, fr := range m.Fragments {
				where := fmt.Sprintf("%s-v%d-frag%d", name, vf.Version, fr.ID)
				if fr.RowIDs.Storage == lance.StorageInline {
					// Left in the manifest file: read from there.
					b, err := ds.SequenceBytes(context.Background(), fr.RowIDs)
					if err != nil {
						return set, fmt.Errorf("%s: row ids: %w", where, err)
					}
					set.sequences = appendDistinct(set.sequences, where, b)
					seq, err := rowindex.UnmarshalSequence(b)
					if err != nil {
						return set, fmt.Errorf("%s: row ids: %w", where, err)
					}
					for i, s := range seq.Segments() {
						segName := fmt.Sprintf("%s-seg%d", where, i)
						n := len(set.segments)
						set.segments = appendDistinct(set.segments, segName, s.AppendProto(nil))
						if len(set.segments) > n && s.Kind() == segment.KindRangeWithBitmap {
							set.bitmapSegments = append(set.bitmapSegments, lanceSegment{name: segName, seg: s})
						}
					}
				}
				for _, ref := range []struct {
					what string
					seq  lance.SequenceRef
				}{{"created", fr.CreatedAt}, {"updated", fr.LastUpdatedAt}} {
					if ref.seq.Storage == lance.StorageInline {
						b, err := ds.SequenceBytes(context.Background(), ref.seq)
						if err != nil {
							return set, fmt.Errorf("%s: %s: %w", where, ref.what, err)
						}
						set.versions = appendDistinct(set.versions, where+"-"+ref.what, b)
					}
				}
			}
		}
	}
	if len(set.sequences) == 0 || len(set.segments) == 0 || len(set.versions) == 0 || len(set.bitmapSegments) == 0 {
		return set, fmt.Errorf("the test datasets gave %d inline sequences, %d segments, %d version sequences, %d bitmap segments; want some of each",
			len(set.sequences), len(set.segments), len(set.versions), len(set.bitmapSegments))
	}
	return set, nil
}
