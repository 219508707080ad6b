// Package objstore is the small storage interface stablerow reads Lance
// datasets through: a flat namespace of immutable objects under
// slash-separated keys, relative to a store's root.
//
// A [Store] lists a directory, stats an object, reads a whole object (up to
// a limit the caller sets), reads a byte range, and creates an object only
// if it does not exist. Every call takes a [context.Context]: cancellation
// or a deadline stops it and returns an error that wraps ctx.Err().
//
// Drivers here: [Dir] (a local directory; the default for plain paths and
// file:// URLs), [FS] (any [io/fs.FS], read-only) and [Memory] (for tests).
// The S3 driver is the package objstore/s3store, kept apart so that
// programs that do not import it never compile or link a cloud SDK; it
// registers the s3 scheme with [Register] when imported. [Open] turns a URL
// into a Store through the scheme's registered driver. [View] lends an
// object's bytes for the length of a call: [Dir] maps local files instead
// of copying them into fresh memory, other stores read them.
//
// # Errors
//
// A missing object gives an error matching [fs.ErrNotExist]; [PutIfAbsent]
// on an existing key one matching [fs.ErrExist]; an object larger than the
// limit given to Read one matching [ErrTooLarge]; a local path that is not
// a regular file (a directory, FIFO or device) one matching [ErrNotRegular]
// at once, never a blocked read. Errors name the key.
package objstore

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"strings"
	"time"
)

// Store is a flat namespace of objects. Keys are slash-separated paths
// relative to the store's root, valid in the sense of [fs.ValidPath]
// (no leading slash, no "." or ".." elements). Implementations are safe
// for concurrent use.
type Store interface {
	// List returns the objects directly under the directory dir ("" is the
	// root), sorted by key; sub-directories are not returned. A directory
	// that does not exist gives an empty list, or an error matching
	// fs.ErrNotExist where the store can tell.
	List(ctx context.Context, dir string) ([]ObjectInfo, error)
	// Stat returns the object's size and identity.
	Stat(ctx context.Context, key string) (ObjectInfo, error)
	// Read returns the whole object, failing with ErrTooLarge, before
	// reading it, when it holds more than max bytes.
	Read(ctx context.Context, key string, max int64) ([]byte, ObjectInfo, error)
	// ReadAt reads len(p) bytes at offset off, like io.ReaderAt: n <
	// len(p) only with an error (io.EOF when the object ends first). An
	// empty p need not reach the store: whether its offset is past the end
	// is for Stat to tell.
	ReadAt(ctx context.Context, key string, p []byte, off int64) (n int, err error)
	// PutIfAbsent creates the object with data, failing with an error
	// matching fs.ErrExist when the key already exists. The create is
	// atomic: no reader sees a partial object, and of two concurrent
	// calls for one key at most one succeeds.
	PutIfAbsent(ctx context.Context, key string, data []byte) error
}

// ObjectInfo describes one object.
type ObjectInfo struct {
	// Key is the object's key relative to the store's root.
	Key string
	// Size is its length in bytes.
	Size int64
	// ETag identifies the content where the store provides it (S3's ETag,
	// the memory store's generation); "" when it does not. Two reads with
	// the same key and a non-empty ETag saw the same bytes.
	ETag string
	// ModTime is the last modification time, zero when unknown.
	ModTime time.Time
}

// Sentinel errors, matched with errors.Is.
var (
	// ErrTooLarge means an object larger than the limit the caller gave.
	ErrTooLarge = errors.New("objstore: object larger than allowed")
	// ErrNotRegular means a local path that is a directory, FIFO, device
	// or socket where an object was expected.
	ErrNotRegular = errors.New("objstore: not a regular file")
	// ErrInvalidKey means a key that is not a valid relative path.
	ErrInvalidKey = errors.New("objstore: invalid key")
	// ErrUnknownScheme means a URL whose scheme has no registered driver.
	ErrUnknownScheme = errors.New("objstore: no driver for URL scheme")
)

// Error is an error of one store call: the operation, the key and the
// cause. It unwraps to the cause (a sentinel of this package, fs.ErrNotExist,
// fs.ErrExist, a context error or a driver's error).
type Error struct {
	Op  string // "list", "stat", "read", "readat", "put"
	Key string
	Err error
}

// Error implements error.
func (e *Error) Error() string {
	if e.Key == "" {
		return "objstore: " + e.Op + ": " + e.Err.Error()
	}
	return "objstore: " + e.Op + " " + e.Key + ": " + e.Err.Error()
}

// Unwrap returns the cause.
func (e *Error) Unwrap() error { return e.Err }

// checkKey validates key for op.
func checkKey(op, key string) error {
	if key == "" || key == "." || !fs.ValidPath(key) {
		return &Error{Op: op, Key: key, Err: ErrInvalidKey}
	}
	return nil
}

// checkDir validates a directory argument of List: "" is the root.
func checkDir(dir string) error {
	if dir == "" {
		return nil
	}
	return checkKey("list", strings.TrimSuffix(dir, "/"))
}

// ctxErr wraps the context's error, if any, for op on key.
func ctxErr(ctx context.Context, op, key string) error {
	if err := ctx.Err(); err != nil {
		return &Error{Op: op, Key: key, Err: err}
	}
	return nil
}

// tooLarge is the error Read returns for an object of size bytes over max.
func tooLarge(key string, size, max int64) error {
	return &Error{Op: "read", Key: key, Err: fmt.Errorf("%w: %d bytes, at most %d", ErrTooLarge, size, max)}
}

// ReaderAt adapts one object of s to io.ReaderAt, for decoders that read
// ranges (as arrow-go and parquet-go do). Each ReadAt is one call of
// s.ReadAt under ctx.
type ReaderAt struct {
	ctx  context.Context
	s    Store
	key  string
	size int64
}

// NewReaderAt returns a ReaderAt of the object key of s, whose size the
// caller knows (from Stat or List).
func NewReaderAt(ctx context.Context, s Store, key string, size int64) *ReaderAt {
	return &ReaderAt{ctx: ctx, s: s, key: key, size: size}
}

// ReadAt implements io.ReaderAt.
func (r *ReaderAt) ReadAt(p []byte, off int64) (int, error) {
	if off >= r.size {
		return 0, io.EOF
	}
	short := false
	if int64(len(p)) > r.size-off {
		p, short = p[:r.size-off], true
	}
	n, err := r.s.ReadAt(r.ctx, r.key, p, off)
	if err == nil && short {
		err = io.EOF
	}
	return n, err
}

// Size returns the object's size.
func (r *ReaderAt) Size() int64 { return r.size }

// Sub returns the store of the objects of s under dir, with keys relative
// to dir.
func Sub(s Store, dir string) (Store, error) {
	dir = strings.Trim(dir, "/")
	if dir == "" {
		return s, nil
	}
	if err := checkKey("sub", dir); err != nil {
		return nil, err
	}
	return &subStore{s: s, dir: dir}, nil
}

type subStore struct {
	s   Store
	dir string
}

func (s *subStore) full(key string) string { return path.Join(s.dir, key) }

// strip makes an error's key relative to the sub-store again.
func (s *subStore) strip(err error) error {
	var e *Error
	if errors.As(err, &e) {
		c := *e
		c.Key = strings.TrimPrefix(strings.TrimPrefix(c.Key, s.dir), "/")
		return &c
	}
	return err
}

func (s *subStore) List(ctx context.Context, dir string) ([]ObjectInfo, error) {
	if err := checkDir(dir); err != nil {
		return nil, err
	}
	infos, err := s.s.List(ctx, s.full(dir))
	for i := range infos {
		infos[i].Key = strings.TrimPrefix(infos[i].Key, s.dir+"/")
	}
	return infos, s.strip(err)
}

func (s *subStore) Stat(ctx context.Context, key string) (ObjectInfo, error) {
	if err := checkKey("stat", key); err != nil {
		return ObjectInfo{}, err
	}
	info, err := s.s.Stat(ctx, s.full(key))
	info.Key = key
	return info, s.strip(err)
}

func (s *subStore) Read(ctx context.Context, key string, max int64) ([]byte, ObjectInfo, error) {
	if err := checkKey("read", key); err != nil {
		return nil, ObjectInfo{}, err
	}
	b, info, err := s.s.Read(ctx, s.full(key), max)
	info.Key = key
	return b, info, s.strip(err)
}

func (s *subStore) ReadAt(ctx context.Context, key string, p []byte, off int64) (int, error) {
	if err := checkKey("readat", key); err != nil {
		return 0, err
	}
	n, err := s.s.ReadAt(ctx, s.full(key), p, off)
	return n, s.strip(err)
}

func (s *subStore) PutIfAbsent(ctx context.Context, key string, data []byte) error {
	if err := checkKey("put", key); err != nil {
		return err
	}
	return s.strip(s.s.PutIfAbsent(ctx, s.full(key), data))
}
