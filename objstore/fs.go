package objstore

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
)

// FS returns a read-only Store of fsys. Reads check that a key names a
// regular file before they open it, so a FIFO or device in fsys is an
// error, not a read that blocks or never ends. PutIfAbsent fails with an
// error matching errors.ErrUnsupported.
func FS(fsys fs.FS) Store { return &fsStore{fsys: fsys} }

// Dir returns the Store of the local directory root: FS(os.DirFS(root))
// plus PutIfAbsent, which writes a temporary file beside the key and links
// it into place (a hard link fails if the key exists, so the create is
// atomic).
func Dir(root string) Store { return &fsStore{fsys: os.DirFS(root), root: root} }

type fsStore struct {
	fsys fs.FS
	root string // the local directory, "" for a read-only fs.FS
}

func (s *fsStore) List(ctx context.Context, dir string) ([]ObjectInfo, error) {
	if err := checkDir(dir); err != nil {
		return nil, err
	}
	if err := ctxErr(ctx, "list", dir); err != nil {
		return nil, err
	}
	name := strings.TrimSuffix(dir, "/")
	if name == "" {
		name = "."
	}
	entries, err := fs.ReadDir(s.fsys, name)
	if err != nil {
		return nil, &Error{Op: "list", Key: dir, Err: unwrapPathError(err)}
	}
	infos := make([]ObjectInfo, 0, len(entries))
	for _, e := range entries {
		if e.IsDir() {
			continue
		}
		key := path.Join(strings.TrimSuffix(dir, "/"), e.Name())
		info := ObjectInfo{Key: key, Size: -1}
		// A symlink is listed with its target's size; a dangling one with
		// size -1, so that reading it names it.
		if st, err := fs.Stat(s.fsys, key); err == nil {
			if st.IsDir() {
				continue
			}
			info.Size, info.ModTime = st.Size(), st.ModTime()
		}
		infos = append(infos, info)
	}
	slices.SortFunc(infos, func(a, b ObjectInfo) int { return strings.Compare(a.Key, b.Key) })
	return infos, nil
}

// regular stats key and fails unless it is a regular file (after symlinks).
func (s *fsStore) regular(op, key string) (fs.FileInfo, error) {
	if err := checkKey(op, key); err != nil {
		return nil, err
	}
	st, err := fs.Stat(s.fsys, key)
	if err != nil {
		return nil, &Error{Op: op, Key: key, Err: unwrapPathError(err)}
	}
	if !st.Mode().IsRegular() {
		return nil, &Error{Op: op, Key: key, Err: fmt.Errorf("%w (mode %v)", ErrNotRegular, st.Mode().Type())}
	}
	return st, nil
}

// open opens key after checking that it is a regular file, and checks the
// opened file again (the path may have changed between the two).
func (s *fsStore) open(op, key string) (fs.File, fs.FileInfo, error) {
	if _, err := s.regular(op, key); err != nil {
		return nil, nil, err
	}
	f, err := s.fsys.Open(key)
	if err != nil {
		return nil, nil, &Error{Op: op, Key: key, Err: unwrapPathError(err)}
	}
	st, err := f.Stat()
	if err == nil && !st.Mode().IsRegular() {
		err = ErrNotRegular
	}
	if err != nil {
		f.Close()
		return nil, nil, &Error{Op: op, Key: key, Err: err}
	}
	return f, st, nil
}

func (s *fsStore) Stat(ctx context.Context, key string) (ObjectInfo, error) {
	if err := ctxErr(ctx, "stat", key); err != nil {
		return ObjectInfo{}, err
	}
	st, err := s.regular("stat", key)
	if err != nil {
		return ObjectInfo{}, err
	}
	return ObjectInfo{Key: key, Size: st.Size(), ModTime: st.ModTime()}, nil
}

func (s *fsStore) Read(ctx context.Context, key string, max int64) ([]byte, ObjectInfo, error) {
	if err := ctxErr(ctx, "read", key); err != nil {
		return nil, ObjectInfo{}, err
	}
	f, st, err := s.open("read", key)
	if err != nil {
		return nil, ObjectInfo{}, err
	}
	defer f.Close()
	size := st.Size()
	if size > max {
		return nil, ObjectInfo{}, tooLarge(key, size, max)
	}
	b := make([]byte, size)
	if _, err := io.ReadFull(f, b); err != nil {
		return nil, ObjectInfo{}, &Error{Op: "read", Key: key, Err: fmt.Errorf("%d-byte file: %w", size, err)}
	}
	// A file that grew while being read is not what was stated.
	if n, _ := f.Read(make([]byte, 1)); n != 0 {
		return nil, ObjectInfo{}, &Error{Op: "read", Key: key, Err: errors.New("file grew while being read")}
	}
	return b, ObjectInfo{Key: key, Size: size, ModTime: st.ModTime()}, nil
}

func (s *fsStore) ReadAt(ctx context.Context, key string, p []byte, off int64) (int, error) {
	if err := ctxErr(ctx, "readat", key); err != nil {
		return 0, err
	}
	if off < 0 {
		return 0, &Error{Op: "readat", Key: key, Err: fmt.Errorf("negative offset %d", off)}
	}
	f, st, err := s.open("readat", key)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	if off > st.Size() || (off == st.Size() && len(p) > 0) {
		return 0, io.EOF
	}
	if len(p) == 0 {
		return 0, nil
	}
	var n int
	switch r := f.(type) {
	case io.ReaderAt:
		n, err = r.ReadAt(p, off)
	case io.Seeker:
		if _, err = r.Seek(off, io.SeekStart); err == nil {
			n, err = io.ReadFull(f, p)
		}
	default:
		if _, err = io.CopyN(io.Discard, f, off); err == nil {
			n, err = io.ReadFull(f, p)
		}
	}
	if errors.Is(err, io.ErrUnexpectedEOF) {
		err = io.EOF
	}
	if err != nil && err != io.EOF {
		err = &Error{Op: "readat", Key: key, Err: err}
	}
	return n, err
}

func (s *fsStore) PutIfAbsent(ctx context.Context, key string, data []byte) error {
	if err := checkKey("put", key); err != nil {
		return err
	}
	if err := ctxErr(ctx, "put", key); err != nil {
		return err
	}
	if s.root == "" {
		return &Error{Op: "put", Key: key, Err: fmt.Errorf("read-only fs.FS: %w", errors.ErrUnsupported)}
	}
	final := filepath.Join(s.root, filepath.FromSlash(key))
	if err := os.MkdirAll(filepath.Dir(final), 0o755); err != nil {
		return &Error{Op: "put", Key: key, Err: unwrapPathError(err)}
	}
	tmp, err := os.CreateTemp(filepath.Dir(final), ".put-*")
	if err != nil {
		return &Error{Op: "put", Key: key, Err: unwrapPathError(err)}
	}
	defer os.Remove(tmp.Name())
	_, err = tmp.Write(data)
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Link(tmp.Name(), final)
	}
	if err != nil {
		return &Error{Op: "put", Key: key, Err: unwrapPathError(err)}
	}
	return nil
}

// unwrapPathError drops an *fs.PathError's path, which names the file in
// the fs.FS's terms; Error names the key instead. The cause (for example
// fs.ErrNotExist or fs.ErrExist) is kept.
func unwrapPathError(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}
