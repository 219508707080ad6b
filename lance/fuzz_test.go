package lance

import (
	"errors"
	"testing"

	"github.com/RoaringBitmap/roaring/v2"
)

// The seeds (testdata/fuzz, see seeds_test.go) include the real files of
// testdata (up to 36 KB). Go's fuzzer
// minimizes every new interesting input for up to -fuzzminimizetime (60s by
// default), reporting no executions meanwhile; with inputs this large that
// looks like a stall, so time-bounded runs should pass a small
// -fuzzminimizetime, e.g.
//
//	go test -run='^$' -fuzz=FuzzReadDeletionBin -fuzztime=20s -fuzzminimizetime=200x ./lance/

// FuzzDecodeManifest feeds mutated manifest files to DecodeManifest: it
// must return a manifest or a *FormatError, never panic.
//
// Its seeds are files under testdata/fuzz (see seeds_test.go).
func FuzzDecodeManifest(f *testing.F) {
	f.Fuzz(func(t *testing.T, b []byte) {
		m, err := DecodeManifest(b)
		if err != nil {
			var fe *FormatError
			if !asFormatError(err, &fe) {
				t.Fatalf("%T is not a *FormatError: %v", err, err)
			}
			return
		}
		for _, frag := range m.Fragments {
			if frag.RowIDs.Storage == StorageExternal && frag.RowIDs.External == nil {
				t.Fatal("external row ids without a file")
			}
			if frag.DeletionFile != nil && frag.DeletionFile.Type > DeletionBitmap {
				t.Fatalf("deletion type %d", frag.DeletionFile.Type)
			}
		}
		if m.StableRowIDs() {
			for _, frag := range m.Fragments {
				if frag.RowIDs.Storage == StorageNone {
					t.Fatal("stable manifest with a fragment without row ids")
				}
			}
		}
	})
}

// FuzzReadDeletionArrow feeds mutated Arrow deletion files to
// DecodeDeletionArrow.
// Its seeds are files under testdata/fuzz (see seeds_test.go).
func FuzzReadDeletionArrow(f *testing.F) {
	f.Fuzz(func(t *testing.T, b []byte, physicalRows uint64) {
		bm, err := DecodeDeletionArrow(b, physicalRows)
		checkDecodedDeletion(t, bm, err, physicalRows)
	})
}

// FuzzReadDeletionBin feeds mutated roaring deletion files to
// DecodeDeletionBitmap.
// Its seeds are files under testdata/fuzz (see seeds_test.go).
func FuzzReadDeletionBin(f *testing.F) {
	f.Fuzz(func(t *testing.T, b []byte, physicalRows uint64) {
		bm, err := DecodeDeletionBitmap(b, physicalRows)
		checkDecodedDeletion(t, bm, err, physicalRows)
		if err == nil {
			// A bitmap that decodes must be internally consistent, no
			// bigger than its input justifies, and survive a round trip
			// through its canonical serialization. (The input need not be
			// canonical: the run-container cookie with no run container,
			// for one, is legal and re-serializes differently.)
			// roaring's Validate also insists that a run container be the
			// smallest form of its values; a file written without
			// optimizing is still a valid file, so that rule is exempt.
			if verr := bm.Validate(); verr != nil && !errors.Is(verr, roaring.ErrRunIntervalSize) {
				t.Fatalf("decoded an invalid bitmap: %v", verr)
			}
			bm.Contains(0)
			bm.Rank(uint32(physicalRows))
			if size := bm.GetSerializedSizeInBytes(); size > 2*uint64(len(b))+16 {
				t.Fatalf("%d bytes decoded to a bitmap of %d serialized bytes", len(b), size)
			}
			canon, err := bm.ToBytes()
			if err != nil {
				t.Fatalf("serialize: %v", err)
			}
			back, err := DecodeDeletionBitmap(canon, physicalRows)
			if err != nil || !back.Equals(bm) {
				t.Fatalf("canonical bytes do not decode to the same bitmap: %v", err)
			}
		}
	})
}

func checkDecodedDeletion(t *testing.T, bm *roaring.Bitmap, err error, physicalRows uint64) {
	t.Helper()
	if err != nil {
		var fe *FormatError
		if !asFormatError(err, &fe) {
			t.Fatalf("%T is not a *FormatError: %v", err, err)
		}
		return
	}
	if bm.GetCardinality() > physicalRows || (!bm.IsEmpty() && uint64(bm.Maximum()) >= physicalRows) {
		t.Fatalf("%d offsets up to %d for %d physical rows", bm.GetCardinality(), bm.Maximum(), physicalRows)
	}
}

func asFormatError(err error, target **FormatError) bool { return errors.As(err, target) }
