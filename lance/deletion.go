package lance

import (
	"context"

	"github.com/RoaringBitmap/roaring/v2"
	"github.com/stablerow/stablerow/objstore"
	"github.com/stablerow/stablerow/rowindex"
)

// ReadDeletionFile reads the deletion file df of fragment fragID from the
// dataset store s and returns the deleted physical offsets. physicalRows is
// the fragment's physical row count: every offset must be below it. When
// df.NumDeletedRows is not zero the file must hold exactly that many
// offsets. A file larger than its format allows for that many offsets is
// refused before it is read.
//
// Every failure is an error naming the file: a missing or unreadable file is
// never taken to mean "no deletions".
func ReadDeletionFile(ctx context.Context, s objstore.Store, fragID uint32, df *DeletionFile, physicalRows uint64) (*roaring.Bitmap, error) {
	dv, err := readDeletionVector(ctx, s, fragID, df, physicalRows)
	if err != nil {
		return nil, err
	}
	return dv.Roaring(), nil
}

// readDeletionVector is ReadDeletionFile for a checkout: the deletion
// vector itself, a bitmap file's dense copy built straight from its bytes.
func readDeletionVector(ctx context.Context, s objstore.Store, fragID uint32, df *DeletionFile, physicalRows uint64) (*rowindex.DeletionVector, error) {
	name := df.Path(fragID)
	// Viewed: a local file is mapped, not copied (the vector does not
	// alias the bytes).
	var dv *rowindex.DeletionVector
	var decodeErr error
	err := objstore.View(ctx, s, name, maxDeletionFileBytes(df, physicalRows), func(b []byte) error {
		dv, decodeErr = decodeDeletion(df.Type, b, physicalRows)
		return decodeErr
	})
	if decodeErr != nil {
		return nil, withFile(decodeErr, name)
	}
	if err != nil {
		return nil, storeErr("deletion file", name, err)
	}
	if df.NumDeletedRows != 0 && uint64(dv.Len()) != df.NumDeletedRows {
		return nil, formatErr(name, -1, ErrCountMismatch, "%d deleted offsets, the manifest says %d", dv.Len(), df.NumDeletedRows)
	}
	return dv, nil
}

// maxDeletionFileBytes bounds the size of a deletion file holding n
// offsets (num_deleted_rows, or every row when the manifest does not say)
// of a fragment of physicalRows rows: 4 bytes an offset in Arrow (plus its
// metadata), and for roaring at most 2 bytes an offset plus 8 bytes of
// header per container of 2^16 rows. The 64 KiB slack covers metadata and
// padding.
func maxDeletionFileBytes(df *DeletionFile, physicalRows uint64) int64 {
	n := df.NumDeletedRows
	if n == 0 || n > physicalRows {
		n = physicalRows
	}
	perOffset := uint64(4)
	if df.Type == DeletionBitmap {
		perOffset = 2
	}
	return int64(64<<10 + perOffset*n + 8*(physicalRows>>16+1))
}

// DecodeDeletion decodes the bytes of a deletion file of the given type; see
// DecodeDeletionArrow and DecodeDeletionBitmap.
func DecodeDeletion(typ DeletionFileType, b []byte, physicalRows uint64) (*roaring.Bitmap, error) {
	if typ == DeletionArrow {
		return DecodeDeletionArrow(b, physicalRows)
	}
	dv, err := decodeDeletion(typ, b, physicalRows)
	if err != nil {
		return nil, err
	}
	return dv.Roaring(), nil
}

// decodeDeletion is DecodeDeletion returning the deletion vector.
func decodeDeletion(typ DeletionFileType, b []byte, physicalRows uint64) (*rowindex.DeletionVector, error) {
	switch typ {
	case DeletionArrow:
		bm, err := DecodeDeletionArrow(b, physicalRows)
		if err != nil {
			return nil, err
		}
		return rowindex.DeletionVectorFromRoaring(bm), nil
	case DeletionBitmap:
		return decodeDeletionBitmap(b, physicalRows)
	}
	return nil, formatErr("", -1, ErrUnsupported, "deletion file type %d", uint32(typ))
}

// Deletions returns the deleted offsets of fragment f: an empty bitmap when
// it has no deletion file, else what ReadDeletionFile reads.
func Deletions(ctx context.Context, s objstore.Store, f *DataFragment) (*roaring.Bitmap, error) {
	if f.DeletionFile == nil {
		return roaring.New(), nil
	}
	return ReadDeletionFile(ctx, s, f.ID, f.DeletionFile, f.PhysicalRows)
}
