package lance

import (
	"fmt"
	"io/fs"

	"github.com/RoaringBitmap/roaring/v2"
)

// ReadDeletionFile reads the deletion file df of fragment fragID and returns
// the deleted physical offsets. physicalRows is the fragment's physical row
// count: every offset must be below it. When df.NumDeletedRows is not zero
// the file must hold exactly that many offsets.
//
// Every failure is an error naming the file: a missing or unreadable file is
// never taken to mean "no deletions".
func ReadDeletionFile(fsys fs.FS, fragID uint64, df *DeletionFile, physicalRows uint64) (*roaring.Bitmap, error) {
	name := df.Path(fragID)
	b, err := fs.ReadFile(fsys, name)
	if err != nil {
		return nil, fmt.Errorf("lance: read deletion file of fragment %d: %w", fragID, err)
	}
	bm, err := DecodeDeletion(df.Type, b, physicalRows)
	if err != nil {
		return nil, withFile(err, name)
	}
	if df.NumDeletedRows != 0 && bm.GetCardinality() != df.NumDeletedRows {
		return nil, formatErr(name, -1, ErrCountMismatch, "%d deleted offsets, the manifest says %d", bm.GetCardinality(), df.NumDeletedRows)
	}
	return bm, nil
}

// DecodeDeletion decodes the bytes of a deletion file of the given type; see
// DecodeDeletionArrow and DecodeDeletionBitmap.
func DecodeDeletion(typ DeletionFileType, b []byte, physicalRows uint64) (*roaring.Bitmap, error) {
	switch typ {
	case DeletionArrow:
		return DecodeDeletionArrow(b, physicalRows)
	case DeletionBitmap:
		return DecodeDeletionBitmap(b, physicalRows)
	}
	return nil, formatErr("", -1, ErrUnsupported, "deletion file type %d", uint32(typ))
}

// Deletions returns the deleted offsets of fragment f: an empty bitmap when
// it has no deletion file, else what ReadDeletionFile reads.
func Deletions(fsys fs.FS, f *DataFragment) (*roaring.Bitmap, error) {
	if f.DeletionFile == nil {
		return roaring.New(), nil
	}
	return ReadDeletionFile(fsys, f.ID, f.DeletionFile, f.PhysicalRows)
}
