package lance

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"

	"github.com/stablerow/stablerow/objstore"
)

// ReadExternal reads the bytes [Offset, Offset+Size) of the object ef
// points at, its path taken relative to the dataset store s: one ranged
// read. A range longer than max is refused before anything is read (the
// caller bounds it by what the sequence can hold); an object too short for
// the range gives an error wrapping ErrTruncated; a path that is not a
// valid relative path (absolute, or with "..") gives ErrMalformed.
func ReadExternal(ctx context.Context, s objstore.Store, ef *ExternalFile, max int64) ([]byte, error) {
	if ef == nil {
		return nil, formatErr("", -1, ErrMalformed, "nil external file")
	}
	if !fs.ValidPath(ef.Path) || ef.Path == "." {
		return nil, formatErr("", -1, ErrMalformed, "external file path %q is not a relative path inside the dataset", ef.Path)
	}
	if ef.Offset > ^uint64(0)-ef.Size || ef.Offset+ef.Size > math.MaxInt64 {
		return nil, formatErr(ef.Path, -1, ErrMalformed, "external range offset %d + size %d overflows", ef.Offset, ef.Size)
	}
	if ef.Size > uint64(max) {
		return nil, formatErr(ef.Path, int64(ef.Offset), ErrMalformed, "external range of %d bytes is larger than the sequence can be (%d)", ef.Size, max)
	}
	end := ef.Offset + ef.Size
	if ef.Size == 0 {
		// An empty range reads nothing, but must lie within the object.
		info, err := s.Stat(ctx, ef.Path)
		if err != nil {
			return nil, storeErr("external file", ef.Path, err)
		}
		if uint64(info.Size) < ef.Offset {
			return nil, formatErr(ef.Path, info.Size, ErrTruncated, "external range [%d, %d) starts past the end of the %d-byte object", ef.Offset, end, info.Size)
		}
		return []byte{}, nil
	}
	buf := make([]byte, ef.Size)
	n, err := s.ReadAt(ctx, ef.Path, buf, int64(ef.Offset))
	if n == len(buf) && errors.Is(err, io.EOF) {
		err = nil
	}
	if err != nil {
		if errors.Is(err, io.EOF) {
			return nil, formatErr(ef.Path, int64(ef.Offset)+int64(n), ErrTruncated, "external range [%d, %d) runs past the end of the object", ef.Offset, end)
		}
		return nil, storeErr("external file", ef.Path, err)
	}
	return buf, nil
}

// ExternalWriter gathers serialized sequences for one new external file,
// returning for each the ExternalFile that will locate it, and writes the
// file to a store with Put. Nothing is written before Put, and Put never
// replaces an object: Lance's files are written once.
type ExternalWriter struct {
	name string
	buf  []byte
	done bool
}

// NewExternalWriter starts an external file at name, a slash-separated
// path relative to the dataset root.
func NewExternalWriter(name string) (*ExternalWriter, error) {
	if !fs.ValidPath(name) || name == "." {
		return nil, formatErr(name, -1, ErrMalformed, "external file path %q is not a relative path inside the dataset", name)
	}
	return &ExternalWriter{name: name}, nil
}

// Append adds seq at the end of the file and returns where it will lie.
func (w *ExternalWriter) Append(seq []byte) (ExternalFile, error) {
	if w.done {
		return ExternalFile{}, fmt.Errorf("lance: append to external file %s after Put", w.name)
	}
	ef := ExternalFile{Path: w.name, Offset: uint64(len(w.buf)), Size: uint64(len(seq))}
	w.buf = append(w.buf, seq...)
	return ef, nil
}

// Put writes the file to s under its name with s.PutIfAbsent: an existing
// object there is an error matching fs.ErrExist. After Put succeeds, the
// writer takes no more sequences.
func (w *ExternalWriter) Put(ctx context.Context, s objstore.Store) error {
	if w.done {
		return fmt.Errorf("lance: external file %s already written", w.name)
	}
	if err := s.PutIfAbsent(ctx, w.name, w.buf); err != nil {
		return fmt.Errorf("lance: write external file %s: %w", w.name, err)
	}
	w.done, w.buf = true, nil
	return nil
}

// WriteExternalSequence writes seq as the whole of a new file name (a
// slash-separated path relative to the dataset root s) and returns the
// ExternalFile pointing at it, so that ReadExternal of s returns seq.
func WriteExternalSequence(ctx context.Context, s objstore.Store, name string, seq []byte) (ExternalFile, error) {
	w, err := NewExternalWriter(name)
	if err != nil {
		return ExternalFile{}, err
	}
	ef, _ := w.Append(seq)
	if err := w.Put(ctx, s); err != nil {
		return ExternalFile{}, err
	}
	return ef, nil
}
