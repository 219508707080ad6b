package lance

import (
	"errors"
	"fmt"
	"strings"
)

// Sentinel errors. Every error returned by this package for bad input wraps
// one of them, so callers can classify failures with [errors.Is]. Errors from
// the file system (for example [fs.ErrNotExist]) are wrapped as they are.
var (
	// ErrTruncated means a file or section is shorter than its headers say.
	ErrTruncated = errors.New("lance: truncated data")
	// ErrMalformed means bytes that do not follow the format: a bad magic,
	// a wrong protobuf wire type, an out-of-range length or position.
	ErrMalformed = errors.New("lance: malformed data")
	// ErrWrongSchema means a deletion file that is well formed but does not
	// hold what Lance writes: another column name, type or count, nullable
	// values, or not exactly one record batch.
	ErrWrongSchema = errors.New("lance: wrong deletion file schema")
	// ErrOutOfRange means a deleted offset at or past the fragment's
	// physical row count, or a duplicate offset.
	ErrOutOfRange = errors.New("lance: deleted offset out of range")
	// ErrCountMismatch means a deletion file whose number of offsets differs
	// from the num_deleted_rows recorded in the manifest.
	ErrCountMismatch = errors.New("lance: deleted row count mismatch")
	// ErrUnsupported means a feature this package cannot read: unknown
	// reader feature flags, a compression codec other than ZSTD.
	ErrUnsupported = errors.New("lance: unsupported feature")
	// ErrMissingRowIDs means a manifest that enables stable row IDs but has a
	// fragment without row-id metadata (Lance refuses such manifests too).
	ErrMissingRowIDs = errors.New("lance: fragment without row ids in a stable row id manifest")
	// ErrVersionNotFound means that no manifest exists for a version.
	ErrVersionNotFound = errors.New("lance: version not found")
	// ErrNoVersions means a directory with no manifest under _versions/.
	ErrNoVersions = errors.New("lance: no versions found")
)

// FormatError reports bad bytes in a Lance file: where they are and what is
// wrong with them. It unwraps to one of the sentinel errors (Kind).
type FormatError struct {
	// File is the path of the file relative to the dataset root, or "" when
	// bytes were decoded without a file.
	File string
	// Offset is the byte offset in the file where the problem was found, or
	// -1 when no single offset applies.
	Offset int64
	// Kind is the sentinel error classifying the problem (ErrTruncated,
	// ErrMalformed, ErrWrongSchema, ErrOutOfRange, ErrCountMismatch,
	// ErrUnsupported, ErrMissingRowIDs).
	Kind error
	// Msg says what was wrong, in lower case without a trailing period.
	Msg string
}

// Error implements error.
func (e *FormatError) Error() string {
	var b strings.Builder
	b.WriteString("lance: ")
	if e.File != "" {
		b.WriteString(e.File)
		b.WriteString(": ")
	}
	if e.Offset >= 0 {
		fmt.Fprintf(&b, "offset %d: ", e.Offset)
	}
	b.WriteString(e.Msg)
	return b.String()
}

// Unwrap returns the sentinel Kind.
func (e *FormatError) Unwrap() error { return e.Kind }

// formatErr builds a *FormatError.
func formatErr(file string, offset int64, kind error, format string, args ...any) *FormatError {
	return &FormatError{File: file, Offset: offset, Kind: kind, Msg: fmt.Sprintf(format, args...)}
}

// withFile sets the File of a *FormatError that has none, so that decoders
// working on bytes can be wrapped by readers that know the file name.
func withFile(err error, file string) error {
	var fe *FormatError
	if errors.As(err, &fe) && fe.File == "" {
		c := *fe
		c.File = file
		return &c
	}
	return err
}

// VersionNotFoundError reports a version with no manifest file, or version
// 0, which no dataset has: versions are numbered from 1 (FirstVersion). It
// matches [ErrVersionNotFound] with [errors.Is].
type VersionNotFoundError struct {
	Version uint64
}

// Error implements error.
func (e *VersionNotFoundError) Error() string {
	if e.Version == 0 {
		return "lance: version 0 not found: versions are numbered from 1"
	}
	return fmt.Sprintf("lance: version %d not found", e.Version)
}

// Is reports whether target is ErrVersionNotFound.
func (e *VersionNotFoundError) Is(target error) bool { return target == ErrVersionNotFound }

// inContext adds where an error happened (the version, the fragment) to
// err, once: the result reads "lance: CONTEXT: CAUSE", without the
// "lance: " that a cause from this package starts with, and unwraps to err.
func inContext(err error, format string, args ...any) error {
	return &contextError{msg: fmt.Sprintf(format, args...), err: err}
}

type contextError struct {
	msg string
	err error
}

func (e *contextError) Error() string {
	return "lance: " + e.msg + ": " + strings.TrimPrefix(e.err.Error(), "lance: ")
}

func (e *contextError) Unwrap() error { return e.err }

// storeErr reports a failed store call on the object key, holding what:
// "lance: read WHAT KEY: CAUSE", without KEY when the cause names it
// already (the objstore drivers' errors do).
func storeErr(what, key string, err error) error {
	if strings.Contains(err.Error(), key) {
		return fmt.Errorf("lance: read %s: %w", what, err)
	}
	return fmt.Errorf("lance: read %s %s: %w", what, key, err)
}

// sequenceError reports a row-id or version sequence that does not decode,
// or does not fit its fragment: it names the file that holds the bytes (the
// manifest for an inline sequence, else the external file) and what they
// are, and matches ErrMalformed and the cause (a *rowindex.DecodeError)
// with errors.Is and errors.As.
type sequenceError struct {
	file, what string
	err        error
}

func (e *sequenceError) Error() string {
	return "lance: " + e.file + ": " + e.what + ": " + strings.TrimPrefix(e.err.Error(), "lance: ")
}

func (e *sequenceError) Unwrap() []error { return []error{ErrMalformed, e.err} }

// sequenceFile names the file holding the bytes of ref: the manifest for
// inline bytes.
func sequenceFile(ref SequenceRef, manifest string) string {
	if ref.Storage == StorageExternal && ref.External != nil {
		return ref.External.Path
	}
	return manifest
}
