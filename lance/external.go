package lance

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"os"
	"path/filepath"

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

// ExternalWriter appends serialized sequences to one new file under a
// dataset root, returning for each the ExternalFile that locates it. The
// file is written under a temporary name and appears under its own name only
// when Close succeeds.
type ExternalWriter struct {
	f    *os.File
	tmp  string
	dest string
	name string
	off  uint64
}

// CreateExternal starts a new external file at name (a slash-separated path
// relative to the dataset root dir), creating its parent directories. An
// existing file at name is replaced when Close succeeds.
func CreateExternal(dir, name string) (*ExternalWriter, error) {
	if !fs.ValidPath(name) || name == "." {
		return nil, formatErr("", -1, ErrMalformed, "external file path %q is not a relative path inside the dataset", name)
	}
	dest := filepath.Join(dir, filepath.FromSlash(name))
	if err := os.MkdirAll(filepath.Dir(dest), 0o755); err != nil {
		return nil, fmt.Errorf("lance: create external file: %w", err)
	}
	f, err := os.CreateTemp(filepath.Dir(dest), "."+filepath.Base(dest)+".tmp*")
	if err != nil {
		return nil, fmt.Errorf("lance: create external file: %w", err)
	}
	return &ExternalWriter{f: f, tmp: f.Name(), dest: dest, name: name}, nil
}

// Append writes seq at the end of the file and returns where it lies.
func (w *ExternalWriter) Append(seq []byte) (ExternalFile, error) {
	if w.f == nil {
		return ExternalFile{}, fmt.Errorf("lance: append to closed external file %s", w.name)
	}
	if _, err := w.f.Write(seq); err != nil {
		return ExternalFile{}, fmt.Errorf("lance: write external file %s: %w", w.name, err)
	}
	ef := ExternalFile{Path: w.name, Offset: w.off, Size: uint64(len(seq))}
	w.off += uint64(len(seq))
	return ef, nil
}

// Close syncs the file and moves it to its final name. After a failed
// write, Abort discards it instead.
func (w *ExternalWriter) Close() error {
	if w.f == nil {
		return nil
	}
	f := w.f
	w.f = nil
	if err := f.Sync(); err != nil {
		f.Close()
		os.Remove(w.tmp)
		return fmt.Errorf("lance: sync external file %s: %w", w.name, err)
	}
	if err := f.Close(); err != nil {
		os.Remove(w.tmp)
		return fmt.Errorf("lance: close external file %s: %w", w.name, err)
	}
	if err := os.Rename(w.tmp, w.dest); err != nil {
		os.Remove(w.tmp)
		return fmt.Errorf("lance: rename external file %s: %w", w.name, err)
	}
	return nil
}

// Abort discards the file. It is a no-op after Close.
func (w *ExternalWriter) Abort() error {
	if w.f == nil {
		return nil
	}
	w.f.Close()
	w.f = nil
	return os.Remove(w.tmp)
}

// WriteExternalSequence writes seq as the whole of a new file name (a
// slash-separated path relative to the dataset root dir) and returns the
// ExternalFile pointing at it, so that ReadExternal of
// objstore.Dir(dir) returns seq.
func WriteExternalSequence(dir, name string, seq []byte) (ExternalFile, error) {
	w, err := CreateExternal(dir, name)
	if err != nil {
		return ExternalFile{}, err
	}
	ef, err := w.Append(seq)
	if err != nil {
		w.Abort()
		return ExternalFile{}, err
	}
	if err := w.Close(); err != nil {
		return ExternalFile{}, err
	}
	return ef, nil
}
