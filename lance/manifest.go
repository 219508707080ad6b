package lance

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"math"
	"unicode/utf8"
	"unsafe"

	"github.com/stablerow/stablerow/objstore"
	"google.golang.org/protobuf/encoding/protowire"
)

// Reader and writer feature flags of a manifest (Lance's feature_flags.rs).
const (
	FlagDeletionFiles     = 1  // some fragment may have a deletion file
	FlagStableRowIDs      = 2  // fragments carry row-id sequences
	FlagUseV2Format       = 4  // deprecated
	FlagTableConfig       = 8  // the manifest has a config map
	FlagBasePaths         = 16 // files may live under other base paths
	FlagNoTransactionFile = 32 // transactions are only embedded
	// FlagsKnown holds every flag bit Lance defines. A reader flag outside it
	// (any value >= 64) means the dataset needs a newer reader.
	FlagsKnown = 63
)

const (
	manifestMagic      = "LANC"
	manifestFooterSize = 16 // u64 manifest_pos, u16 major, u16 minor, magic
)

// Manifest is the part of a Lance manifest (one version of a dataset) that
// matters for row IDs. It holds no reference to the bytes it was decoded
// from: strings are copies, and inline sequences copies too (DecodeManifest)
// or left in the manifest file (a manifest read from a store; see
// SequenceRef), so a kept Manifest keeps only what it uses.
type Manifest struct {
	// Version is the dataset version this manifest describes.
	Version uint64
	// ReaderFeatureFlags and WriterFeatureFlags are the Flag* bits a reader
	// or a writer must understand.
	ReaderFeatureFlags uint64
	WriterFeatureFlags uint64
	// MaxFragmentID is the largest fragment id ever used, when
	// HasMaxFragmentID is set (the field is optional).
	MaxFragmentID    uint32
	HasMaxFragmentID bool
	// NextRowID is the first row id the next append will assign.
	NextRowID uint64
	// Fragments in manifest order.
	Fragments []DataFragment
	// TransactionFile is the name of the transaction file under
	// _transactions/, if any.
	TransactionFile string
	// WriterLibrary and WriterVersion name the writer, e.g. "lance" "12.0.0".
	WriterLibrary string
	WriterVersion string
	// FormatMajor and FormatMinor come from the manifest file's footer.
	FormatMajor, FormatMinor uint16
	// Transaction is the transaction embedded in the manifest file, or nil
	// when the manifest has no transaction section.
	Transaction *Transaction
}

// StableRowIDs reports whether the dataset uses stable row IDs (reader flag 2).
func (m *Manifest) StableRowIDs() bool { return m.ReaderFeatureFlags&FlagStableRowIDs != 0 }

// CheckWritable returns an error wrapping ErrUnsupported when the manifest has
// writer feature flags unknown to this package, as Lance's writers refuse it.
func (m *Manifest) CheckWritable() error {
	if m.WriterFeatureFlags&^FlagsKnown != 0 {
		return formatErr("", -1, ErrUnsupported, "unknown writer feature flags %#x (known: %#x)", m.WriterFeatureFlags, FlagsKnown)
	}
	return nil
}

// Fragment returns the fragment with the given id, or nil.
func (m *Manifest) Fragment(id uint32) *DataFragment {
	for i := range m.Fragments {
		if m.Fragments[i].ID == id {
			return &m.Fragments[i]
		}
	}
	return nil
}

// Transaction is the little this package decodes of a transaction.
type Transaction struct {
	// ReadVersion is the version the writer read before committing.
	ReadVersion uint64
	// UUID identifies the transaction.
	UUID string
	// Operation is the field number of the operation in the Transaction
	// message's oneof (see OperationName), or 0 when none was found.
	Operation int
}

// transactionOperations names the operation field numbers of Lance's
// Transaction message.
var transactionOperations = map[int]string{
	100: "Append", 101: "Delete", 102: "Overwrite", 103: "CreateIndex",
	104: "Rewrite", 105: "Merge", 106: "Restore", 107: "ReserveFragments",
	108: "Update", 109: "Project", 110: "UpdateConfig", 111: "DataReplacement",
}

// OperationName returns the name of the transaction's operation, or
// "Operation(N)" for a field number this package does not know.
func (t *Transaction) OperationName() string {
	if name, ok := transactionOperations[t.Operation]; ok {
		return name
	}
	return fmt.Sprintf("Operation(%d)", t.Operation)
}

// DataFragment is one fragment of a manifest.
type DataFragment struct {
	// ID is the fragment id: the high 32 bits of its row addresses, so a
	// manifest with an id of 2^32 or more is malformed.
	ID uint32
	// DataFiles are the paths of the fragment's data files, relative to the
	// dataset's data/ directory.
	DataFiles []string
	// DeletionFile is nil when no row of the fragment is deleted.
	DeletionFile *DeletionFile
	// PhysicalRows counts the rows in the data files, deleted ones included.
	PhysicalRows uint64
	// RowIDs is the fragment's serialized RowIdSequence.
	RowIDs SequenceRef
	// LastUpdatedAt and CreatedAt are serialized RowDatasetVersionSequences.
	LastUpdatedAt SequenceRef
	CreatedAt     SequenceRef
}

// Storage says where a serialized sequence lives.
type Storage uint8

// Storage values.
const (
	StorageNone     Storage = iota // absent
	StorageInline                  // bytes in the manifest
	StorageExternal                // a range of another file
)

// String returns "none", "inline" or "external".
func (s Storage) String() string {
	switch s {
	case StorageNone:
		return "none"
	case StorageInline:
		return "inline"
	case StorageExternal:
		return "external"
	}
	return fmt.Sprintf("Storage(%d)", uint8(s))
}

// SequenceRef refers to a serialized sequence (a RowIdSequence or a
// RowDatasetVersionSequence), stored inline or in an external file. The
// bytes are not decoded here.
//
// In a manifest read from a store (ReadManifest, Version.Manifest), inline
// sequences (row ids, CreatedAt, LastUpdatedAt) are not held in memory:
// Storage is StorageInline, Inline is nil, and External locates their
// bytes in the manifest file itself. ReadSequence and
// Dataset.SequenceBytes read them from there and check that they are the
// bytes first read. Manifests from DecodeManifest hold every inline
// sequence in Inline.
type SequenceRef struct {
	Storage Storage
	// Inline holds the bytes when Storage is StorageInline (except for
	// sequences left in the manifest file, above); it may be empty (an
	// empty sequence).
	Inline []byte
	// External locates the bytes when Storage is StorageExternal, or when
	// an inline sequence was left in the manifest file.
	External *ExternalFile
}

// Size returns the size of the serialized sequence in bytes, wherever it
// is held: Inline's length, or that of the range External locates; 0 when
// absent.
func (ref SequenceRef) Size() int64 {
	switch {
	case ref.Storage == StorageNone:
		return 0
	case ref.External != nil && (ref.Storage == StorageExternal || ref.External.inline):
		return int64(ref.External.Size)
	}
	return int64(len(ref.Inline))
}

// inFile reports whether ref is an inline sequence left in the manifest
// file at ref.External.
func (ref SequenceRef) inFile() bool {
	return ref.Storage == StorageInline && ref.External != nil && ref.External.inline
}

// castagnoli is the CRC-32C table: SSE4.2 and arm64 compute it in
// hardware, at several bytes a cycle.
var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// ExternalFile is a byte range [Offset, Offset+Size) of a file whose Path is
// relative to the dataset root.
type ExternalFile struct {
	Path   string
	Offset uint64
	Size   uint64

	inline bool     // the inline bytes of a sequence left in the manifest file
	sum    uint32   // their CRC-32C, as the checkout read them
	digest [32]byte // inline row ids: their digest (refDigest), taken then
}

// DeletionFileType is the format of a deletion file.
type DeletionFileType uint32

// Deletion file types.
const (
	DeletionArrow  DeletionFileType = 0 // Arrow IPC, .arrow
	DeletionBitmap DeletionFileType = 1 // portable roaring bitmap, .bin
)

// DeletionFile names a fragment's deletion file.
type DeletionFile struct {
	Type DeletionFileType
	// ReadVersion is the version the deleting writer read.
	ReadVersion uint64
	// ID is a random number making the name unique.
	ID uint64
	// NumDeletedRows is the number of deleted rows; 0 means unknown.
	NumDeletedRows uint64
}

// Path returns the file's path relative to the dataset root:
// _deletions/{fragID}-{ReadVersion}-{ID}.{arrow|bin}.
func (d *DeletionFile) Path(fragID uint32) string {
	ext := "arrow"
	if d.Type == DeletionBitmap {
		ext = "bin"
	}
	return fmt.Sprintf("_deletions/%d-%d-%d.%s", fragID, d.ReadVersion, d.ID, ext)
}

// MaxManifestBytes is the largest manifest file ReadManifest reads. A
// manifest holds about 100 bytes per fragment, so this allows some 10
// million fragments; larger objects are refused before they are read.
const MaxManifestBytes = 1 << 30

// ReadManifest reads and decodes the manifest object name of the dataset
// store s.
func ReadManifest(ctx context.Context, s objstore.Store, name string) (*Manifest, error) {
	m, _, err := readManifest(ctx, s, name, nil)
	return m, err
}

// readManifest reads and decodes a manifest, viewing its bytes (a local
// file is mapped, not copied: the decoded manifest does not alias them).
// with, if not nil, is called with the manifest and the file's bytes while
// they are viewed; its error is returned as it is, in withErr, apart from
// the read's and the decoder's.
func readManifest(ctx context.Context, s objstore.Store, name string, with func(m *Manifest, file []byte) error) (m *Manifest, withErr, err error) {
	var decodeErr error
	err = objstore.View(ctx, s, name, MaxManifestBytes, func(b []byte) error {
		if m, decodeErr = decodeManifestFile(b, name, true); decodeErr != nil {
			return decodeErr
		}
		if with != nil {
			withErr = with(m, b)
		}
		return withErr
	})
	switch {
	case decodeErr != nil:
		return nil, nil, decodeErr
	case withErr != nil:
		return nil, withErr, nil
	case err != nil:
		return nil, nil, fmt.Errorf("lance: read manifest: %w", err)
	}
	return m, nil, nil
}

// DecodeManifest decodes a whole manifest file: the transaction section, the
// manifest section at manifest_pos and the 16-byte footer
// [u64 LE manifest_pos][u16 LE major][u16 LE minor]["LANC"]. Every length
// and position is checked against the file size; the manifest section must
// end where the footer begins. The result does not alias b.
//
// Decoding allocates at most 8 times len(b) (see maxDecodedFactor): a
// manifest listing more fragments than its bytes can describe as Lance
// writes them is refused before they are allocated.
func DecodeManifest(b []byte) (*Manifest, error) {
	return decodeManifestFile(b, "", false)
}

// decodeManifestFile is DecodeManifest of the manifest file named file.
// With runsAt, inline version runs are not copied: their SequenceRef
// locates them in the file instead (see SequenceRef).
func decodeManifestFile(b []byte, file string, runsAt bool) (*Manifest, error) {
	size := int64(len(b))
	if size < manifestFooterSize {
		return nil, formatErr(file, -1, ErrTruncated, "manifest file of %d bytes is shorter than its %d-byte footer", size, manifestFooterSize)
	}
	footerPos := size - manifestFooterSize
	footer := b[footerPos:]
	if string(footer[12:]) != manifestMagic {
		return nil, formatErr(file, size-4, ErrMalformed, "missing LANC magic at the end (file truncated or not a manifest)")
	}
	pos := binary.LittleEndian.Uint64(footer)
	if pos > uint64(footerPos) || uint64(footerPos)-pos < 4 {
		return nil, formatErr(file, footerPos, ErrMalformed, "manifest_pos %d leaves no room for a section before the footer at %d", pos, footerPos)
	}
	n := uint64(binary.LittleEndian.Uint32(b[pos:]))
	if end := pos + 4 + n; end != uint64(footerPos) {
		kind := ErrMalformed
		if end > uint64(footerPos) {
			kind = ErrTruncated
		}
		return nil, formatErr(file, int64(pos), kind, "manifest section of %d bytes ends at %d, but the footer starts at %d", n, end, footerPos)
	}
	m, txPos, err := decodeManifestMessage(b[pos+4:footerPos], int64(pos+4), file, runsAt)
	if err != nil {
		return nil, err
	}
	m.FormatMajor = binary.LittleEndian.Uint16(footer[8:])
	m.FormatMinor = binary.LittleEndian.Uint16(footer[10:])
	if txPos >= 0 {
		tp := uint64(txPos)
		if tp > pos || pos-tp < 4 {
			return nil, formatErr(file, -1, ErrMalformed, "transaction section at %d leaves no room before the manifest section at %d", tp, pos)
		}
		tn := uint64(binary.LittleEndian.Uint32(b[tp:]))
		if tn > pos-tp-4 {
			return nil, formatErr(file, int64(tp), ErrTruncated, "transaction section of %d bytes at %d runs into the manifest section at %d", tn, tp, pos)
		}
		tx, err := decodeTransaction(b[tp+4:tp+4+tn], int64(tp+4), file)
		if err != nil {
			return nil, err
		}
		m.Transaction = tx
	}
	if m.ReaderFeatureFlags&^FlagsKnown != 0 {
		return nil, formatErr(file, -1, ErrUnsupported, "unknown reader feature flags %#x (known: %#x): the dataset needs a newer reader", m.ReaderFeatureFlags, FlagsKnown)
	}
	if m.StableRowIDs() {
		for i := range m.Fragments {
			if m.Fragments[i].RowIDs.Storage == StorageNone {
				return nil, formatErr(file, -1, ErrMissingRowIDs, "fragment %d has no row ids but the manifest enables stable row ids", m.Fragments[i].ID)
			}
		}
	}
	return m, nil
}

// pbReader walks one protobuf message, keeping the absolute offset for
// error messages.
type pbReader struct {
	b    []byte
	pos  int   // offset in b
	base int64 // offset of b in the file
	file string
	msg  string // message name, for errors
}

func (r *pbReader) err(kind error, format string, args ...any) error {
	return formatErr(r.file, r.base+int64(r.pos), kind, r.msg+": "+format, args...)
}

// next returns the next field's number and wire type; ok is false at the end.
func (r *pbReader) next() (num protowire.Number, typ protowire.Type, ok bool, err error) {
	if r.pos >= len(r.b) {
		return 0, 0, false, nil
	}
	num, typ, n := protowire.ConsumeTag(r.b[r.pos:])
	if n < 0 {
		return 0, 0, false, r.err(ErrMalformed, "bad field tag: %v", protowire.ParseError(n))
	}
	r.pos += n
	return num, typ, true, nil
}

// skip skips the value of an unknown field.
func (r *pbReader) skip(num protowire.Number, typ protowire.Type) error {
	n := protowire.ConsumeFieldValue(num, typ, r.b[r.pos:])
	if n < 0 {
		return r.err(ErrMalformed, "bad value of unknown field %d: %v", num, protowire.ParseError(n))
	}
	r.pos += n
	return nil
}

// varint reads the varint value of field name.
func (r *pbReader) varint(name string, num protowire.Number, typ protowire.Type) (uint64, error) {
	if typ != protowire.VarintType {
		return 0, r.err(ErrMalformed, "field %d (%s) has wire type %d, want varint", num, name, typ)
	}
	v, n := protowire.ConsumeVarint(r.b[r.pos:])
	if n < 0 {
		return 0, r.err(ErrMalformed, "field %d (%s): bad varint: %v", num, name, protowire.ParseError(n))
	}
	r.pos += n
	return v, nil
}

// bytes reads a length-delimited value and returns it with its offset.
func (r *pbReader) bytes(name string, num protowire.Number, typ protowire.Type) ([]byte, int64, error) {
	if typ != protowire.BytesType {
		return nil, 0, r.err(ErrMalformed, "field %d (%s) has wire type %d, want length-delimited", num, name, typ)
	}
	v, n := protowire.ConsumeBytes(r.b[r.pos:])
	if n < 0 {
		kind := ErrMalformed
		if errors.Is(protowire.ParseError(n), io.ErrUnexpectedEOF) {
			kind = ErrTruncated
		}
		return nil, 0, r.err(kind, "field %d (%s): bad length-delimited value: %v", num, name, protowire.ParseError(n))
	}
	at := r.base + int64(r.pos+n-len(v))
	r.pos += n
	return v, at, nil
}

// str reads a UTF-8 string field.
func (r *pbReader) str(name string, num protowire.Number, typ protowire.Type) (string, error) {
	v, at, err := r.bytes(name, num, typ)
	if err != nil {
		return "", err
	}
	if !utf8.Valid(v) {
		return "", formatErr(r.file, at, ErrMalformed, "%s: field %d (%s) is not valid utf-8", r.msg, num, name)
	}
	return string(v), nil
}

// decodeManifestMessage decodes the Manifest protobuf. txPos is the
// transaction_section field, or -1 when absent.
func decodeManifestMessage(b []byte, base int64, file string, runsAt bool) (m *Manifest, txPos int64, err error) {
	m = &Manifest{}
	txPos = -1
	// Count fragments first so the slice is allocated once. Bad bytes are
	// reported, with their field, by the loop below.
	if nfrag := countField(b, 2); nfrag > 0 {
		if need := uint64(nfrag) * uint64(unsafe.Sizeof(DataFragment{})); need > fragmentsFactor*uint64(len(b))+decodedSlack {
			return nil, 0, formatErr(file, base, ErrMalformed, "manifest: %d fragments in %d bytes (%.1f bytes each): Lance's fragments name a data file and take %d bytes or more",
				nfrag, len(b), float64(len(b))/float64(nfrag), minFragmentBytes)
		}
		m.Fragments = make([]DataFragment, 0, nfrag)
	}
	r := &pbReader{b: b, base: base, file: file, msg: "manifest"}
	for {
		num, typ, ok, err := r.next()
		if err != nil {
			return nil, 0, err
		}
		if !ok {
			break
		}
		switch num {
		case 2:
			v, at, err := r.bytes("fragments", num, typ)
			if err != nil {
				return nil, 0, err
			}
			f, err := decodeFragment(v, at, file, runsAt)
			if err != nil {
				return nil, 0, err
			}
			m.Fragments = append(m.Fragments, f)
		case 3:
			m.Version, err = r.varint("version", num, typ)
		case 9:
			m.ReaderFeatureFlags, err = r.varint("reader_feature_flags", num, typ)
		case 10:
			m.WriterFeatureFlags, err = r.varint("writer_feature_flags", num, typ)
		case 11:
			var v uint64
			v, err = r.varint("max_fragment_id", num, typ)
			if err == nil && v > math.MaxUint32 {
				err = r.err(ErrMalformed, "field 11 (max_fragment_id) %d overflows uint32", v)
			}
			m.MaxFragmentID, m.HasMaxFragmentID = uint32(v), true
		case 12:
			m.TransactionFile, err = r.str("transaction_file", num, typ)
		case 13:
			var v []byte
			var at int64
			v, at, err = r.bytes("writer_version", num, typ)
			if err == nil {
				m.WriterLibrary, m.WriterVersion, err = decodeWriterVersion(v, at, file)
			}
		case 14:
			m.NextRowID, err = r.varint("next_row_id", num, typ)
		case 21:
			var v uint64
			v, err = r.varint("transaction_section", num, typ)
			if err == nil && v > math.MaxInt64 {
				err = r.err(ErrMalformed, "field 21 (transaction_section) %d is not a file position", v)
			}
			txPos = int64(v)
		default:
			err = r.skip(num, typ)
		}
		if err != nil {
			return nil, 0, err
		}
	}
	return m, txPos, nil
}

// maxDecodedFactor bounds what decoding a manifest allocates: at most
// that many times its size (plus decodedSlack). The []DataFragment takes
// at most fragmentsFactor times the manifest section's bytes plus
// decodedSlack: a DataFragment is 168 bytes, so fragment entries must
// average minFragmentBytes (42) or more. Every fragment Lance writes
// names at least one data file (a path of 40 to 60 bytes), and the real
// manifests of the test data average 100 bytes or more a fragment. The
// rest of what a fragment decodes to (data file paths, deletion files,
// copies of inline sequences) takes a few times the bytes of its own
// fields. The slack lets small hand-made manifests of bare fragments
// decode.
const (
	maxDecodedFactor = 8
	fragmentsFactor  = 4
	decodedSlack     = 1 << 20
	minFragmentBytes = (int(unsafe.Sizeof(DataFragment{})) + fragmentsFactor - 1) / fragmentsFactor
)

// countField counts the occurrences of field num in a message, up to the
// first malformed field.
func countField(b []byte, num protowire.Number) int {
	count := 0
	for len(b) > 0 {
		n, typ, tn := protowire.ConsumeTag(b)
		if tn < 0 {
			return count
		}
		vn := protowire.ConsumeFieldValue(n, typ, b[tn:])
		if vn < 0 {
			return count
		}
		if n == num {
			count++
		}
		b = b[tn+vn:]
	}
	return count
}

func decodeWriterVersion(b []byte, base int64, file string) (library, version string, err error) {
	r := &pbReader{b: b, base: base, file: file, msg: "writer_version"}
	for {
		num, typ, ok, err := r.next()
		if err != nil || !ok {
			return library, version, err
		}
		switch num {
		case 1:
			library, err = r.str("library", num, typ)
		case 2:
			version, err = r.str("version", num, typ)
		default:
			err = r.skip(num, typ)
		}
		if err != nil {
			return "", "", err
		}
	}
}

// decodeFragment decodes a DataFragment message.
func decodeFragment(b []byte, base int64, file string, runsAt bool) (DataFragment, error) {
	var f DataFragment
	r := &pbReader{b: b, base: base, file: file, msg: "fragment"}
	for {
		num, typ, ok, err := r.next()
		if err != nil {
			return DataFragment{}, err
		}
		if !ok {
			break
		}
		switch num {
		case 1:
			var v uint64
			v, err = r.varint("id", num, typ)
			if err == nil && v > math.MaxUint32 {
				err = r.err(ErrMalformed, "field 1 (id) %d overflows uint32 (a fragment id is the high 32 bits of a row address)", v)
			}
			f.ID = uint32(v)
		case 2:
			var v []byte
			var at int64
			v, at, err = r.bytes("files", num, typ)
			if err == nil {
				var path string
				path, err = decodeDataFile(v, at, file)
				f.DataFiles = append(f.DataFiles, path)
			}
		case 3:
			var v []byte
			var at int64
			v, at, err = r.bytes("deletion_file", num, typ)
			if err == nil {
				f.DeletionFile, err = decodeDeletionFile(v, at, file)
			}
		case 4:
			f.PhysicalRows, err = r.varint("physical_rows", num, typ)
		case 5, 7, 9:
			var v []byte
			var at int64
			v, at, err = r.bytes(sequenceFieldName(num), num, typ)
			if runsAt {
				// Left in the file: a checkout decodes the row ids from
				// the file's bytes while it views them, and reads the
				// version runs again when first needed; neither is copied.
				ef := &ExternalFile{Path: file, Offset: uint64(at), Size: uint64(len(v)), inline: true, sum: crc32.Checksum(v, castagnoli)}
				if num == 5 {
					ef.digest = inlineDigest(v)
				}
				*f.sequence(num) = SequenceRef{Storage: StorageInline, External: ef}
				break
			}
			// A copy, so that the Manifest does not keep the file's
			// bytes alive; present but empty is not nil.
			*f.sequence(num) = SequenceRef{Storage: StorageInline, Inline: append([]byte{}, v...)}
		case 6, 8, 10:
			var v []byte
			var at int64
			v, at, err = r.bytes(sequenceFieldName(num), num, typ)
			if err == nil {
				var ef *ExternalFile
				ef, err = decodeExternalFile(v, at, file)
				*f.sequence(num) = SequenceRef{Storage: StorageExternal, External: ef}
			}
		default:
			err = r.skip(num, typ)
		}
		if err != nil {
			return DataFragment{}, err
		}
	}
	return f, nil
}

// sequence returns the SequenceRef a oneof field number fills. Within each
// oneof the last field seen wins, as in protobuf.
func (f *DataFragment) sequence(num protowire.Number) *SequenceRef {
	switch num {
	case 5, 6:
		return &f.RowIDs
	case 7, 8:
		return &f.LastUpdatedAt
	default:
		return &f.CreatedAt
	}
}

func sequenceFieldName(num protowire.Number) string {
	switch num {
	case 5:
		return "inline_row_ids"
	case 6:
		return "external_row_ids"
	case 7:
		return "inline_last_updated_at_versions"
	case 8:
		return "external_last_updated_at_versions"
	case 9:
		return "inline_created_at_versions"
	default:
		return "external_created_at_versions"
	}
}

func decodeDataFile(b []byte, base int64, file string) (string, error) {
	var path string
	r := &pbReader{b: b, base: base, file: file, msg: "data file"}
	for {
		num, typ, ok, err := r.next()
		if err != nil || !ok {
			return path, err
		}
		if num == 1 {
			path, err = r.str("path", num, typ)
		} else {
			err = r.skip(num, typ)
		}
		if err != nil {
			return "", err
		}
	}
}

func decodeDeletionFile(b []byte, base int64, file string) (*DeletionFile, error) {
	d := &DeletionFile{}
	r := &pbReader{b: b, base: base, file: file, msg: "deletion file"}
	for {
		num, typ, ok, err := r.next()
		if err != nil {
			return nil, err
		}
		if !ok {
			break
		}
		switch num {
		case 1:
			var v uint64
			v, err = r.varint("file_type", num, typ)
			if err == nil && v > uint64(DeletionBitmap) {
				err = r.err(ErrUnsupported, "field 1 (file_type) %d is neither 0 (arrow) nor 1 (bitmap)", v)
			}
			d.Type = DeletionFileType(v)
		case 2:
			d.ReadVersion, err = r.varint("read_version", num, typ)
		case 3:
			d.ID, err = r.varint("id", num, typ)
		case 4:
			d.NumDeletedRows, err = r.varint("num_deleted_rows", num, typ)
		default:
			err = r.skip(num, typ)
		}
		if err != nil {
			return nil, err
		}
	}
	return d, nil
}

func decodeExternalFile(b []byte, base int64, file string) (*ExternalFile, error) {
	e := &ExternalFile{}
	r := &pbReader{b: b, base: base, file: file, msg: "external file"}
	for {
		num, typ, ok, err := r.next()
		if err != nil {
			return nil, err
		}
		if !ok {
			break
		}
		switch num {
		case 1:
			e.Path, err = r.str("path", num, typ)
		case 2:
			e.Offset, err = r.varint("offset", num, typ)
		case 3:
			e.Size, err = r.varint("size", num, typ)
		default:
			err = r.skip(num, typ)
		}
		if err != nil {
			return nil, err
		}
	}
	if e.Offset > math.MaxUint64-e.Size {
		return nil, formatErr(file, base, ErrMalformed, "external file: offset %d + size %d overflows", e.Offset, e.Size)
	}
	return e, nil
}

// decodeTransaction decodes the transaction's read version, uuid and the
// field number of its operation.
func decodeTransaction(b []byte, base int64, file string) (*Transaction, error) {
	t := &Transaction{}
	r := &pbReader{b: b, base: base, file: file, msg: "transaction"}
	for {
		num, typ, ok, err := r.next()
		if err != nil {
			return nil, err
		}
		if !ok {
			break
		}
		switch {
		case num == 1:
			t.ReadVersion, err = r.varint("read_version", num, typ)
		case num == 2:
			t.UUID, err = r.str("uuid", num, typ)
		case num >= 100 && num < 200 && typ == protowire.BytesType:
			t.Operation = int(num)
			err = r.skip(num, typ)
		default:
			err = r.skip(num, typ)
		}
		if err != nil {
			return nil, err
		}
	}
	return t, nil
}
