package lance

import (
	"context"
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/stablerow/stablerow/objstore"
)

// A fragment id is the high 32 bits of a row address: the manifest
// decoder takes 2^32-1 and rejects 2^32 as malformed, naming the manifest.
func TestFragmentIDFitsIn32Bits(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		id uint64
		ok bool
	}{{math.MaxUint32, true}, {math.MaxUint32 + 1, false}, {1 << 63, false}} {
		var m []byte
		m = pbBytes(m, 2, fragmentPB(tc.id, 3, nil))
		m = pbVarint(m, 3, 1)
		s := objstore.NewMemory()
		name := ManifestPath(1, NamingV2)
		if err := s.Put(name, manifestFile(nil, m)); err != nil {
			t.Fatal(err)
		}
		ds, err := OpenStore(ctx, s, "ds", &Options{Cache: NewCache(0)})
		if err != nil {
			t.Fatal(err)
		}
		got, err := ds.Manifest(ctx, 1)
		if tc.ok {
			if err != nil || len(got.Fragments) != 1 || got.Fragments[0].ID != math.MaxUint32 {
				t.Errorf("id %d: %v, %+v", tc.id, err, got)
			}
			continue
		}
		var fe *FormatError
		if !errors.Is(err, ErrMalformed) || !errors.As(err, &fe) || fe.File != name ||
			!strings.HasPrefix(err.Error(), "ds: "+name+": offset ") || !strings.Contains(err.Error(), "field 1 (id)") {
			t.Errorf("id %d: %v", tc.id, err)
		}
	}
}
