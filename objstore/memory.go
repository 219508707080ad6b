package objstore

import (
	"context"
	"fmt"
	"io"
	"io/fs"
	"path"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Memory is an in-memory Store, for tests. Its ETags are generation
// numbers: each Put or PutIfAbsent gives the object a new one. The zero
// value is an empty store ready to use.
type Memory struct {
	mu   sync.RWMutex
	objs map[string]memObject
	gen  uint64
}

type memObject struct {
	data []byte
	etag string
	mod  time.Time
}

// NewMemory returns an empty Memory store.
func NewMemory() *Memory { return &Memory{} }

// Put creates or replaces the object key with a copy of data.
func (m *Memory) Put(key string, data []byte) error {
	if err := checkKey("put", key); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.put(key, data)
	return nil
}

func (m *Memory) put(key string, data []byte) {
	if m.objs == nil {
		m.objs = make(map[string]memObject)
	}
	m.gen++
	m.objs[key] = memObject{data: slices.Clone(data), etag: strconv.FormatUint(m.gen, 10), mod: time.Now()}
}

// Delete removes the object key, if present.
func (m *Memory) Delete(key string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	delete(m.objs, key)
}

func (m *Memory) List(ctx context.Context, dir string) ([]ObjectInfo, error) {
	if err := checkDir(dir); err != nil {
		return nil, err
	}
	if err := ctxErr(ctx, "list", dir); err != nil {
		return nil, err
	}
	prefix := strings.TrimSuffix(dir, "/")
	if prefix != "" {
		prefix += "/"
	}
	m.mu.RLock()
	defer m.mu.RUnlock()
	var infos []ObjectInfo
	for k, o := range m.objs {
		rest, ok := strings.CutPrefix(k, prefix)
		if ok && !strings.Contains(rest, "/") {
			infos = append(infos, o.info(k))
		}
	}
	slices.SortFunc(infos, func(a, b ObjectInfo) int { return strings.Compare(a.Key, b.Key) })
	return infos, nil
}

func (o memObject) info(key string) ObjectInfo {
	return ObjectInfo{Key: key, Size: int64(len(o.data)), ETag: o.etag, ModTime: o.mod}
}

func (m *Memory) get(op, key string) (memObject, error) {
	if err := checkKey(op, key); err != nil {
		return memObject{}, err
	}
	m.mu.RLock()
	defer m.mu.RUnlock()
	o, ok := m.objs[key]
	if !ok {
		return memObject{}, &Error{Op: op, Key: key, Err: fs.ErrNotExist}
	}
	return o, nil
}

func (m *Memory) Stat(ctx context.Context, key string) (ObjectInfo, error) {
	if err := ctxErr(ctx, "stat", key); err != nil {
		return ObjectInfo{}, err
	}
	o, err := m.get("stat", key)
	if err != nil {
		return ObjectInfo{}, err
	}
	return o.info(key), nil
}

func (m *Memory) Read(ctx context.Context, key string, max int64) ([]byte, ObjectInfo, error) {
	if err := ctxErr(ctx, "read", key); err != nil {
		return nil, ObjectInfo{}, err
	}
	o, err := m.get("read", key)
	if err != nil {
		return nil, ObjectInfo{}, err
	}
	if int64(len(o.data)) > max {
		return nil, ObjectInfo{}, tooLarge(key, int64(len(o.data)), max)
	}
	return slices.Clone(o.data), o.info(key), nil
}

func (m *Memory) ReadAt(ctx context.Context, key string, p []byte, off int64) (int, error) {
	if err := ctxErr(ctx, "readat", key); err != nil {
		return 0, err
	}
	o, err := m.get("readat", key)
	if err != nil {
		return 0, err
	}
	if off < 0 {
		return 0, &Error{Op: "readat", Key: key, Err: fmt.Errorf("negative offset %d", off)}
	}
	if off > int64(len(o.data)) || (off == int64(len(o.data)) && len(p) > 0) {
		return 0, io.EOF
	}
	n := copy(p, o.data[off:])
	if n < len(p) {
		return n, io.EOF
	}
	return n, nil
}

func (m *Memory) PutIfAbsent(ctx context.Context, key string, data []byte) error {
	if err := checkKey("put", key); err != nil {
		return err
	}
	if err := ctxErr(ctx, "put", key); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.objs[key]; ok {
		return &Error{Op: "put", Key: key, Err: fs.ErrExist}
	}
	m.put(key, data)
	return nil
}

// AddFS copies every regular file of fsys into m under prefix (for tests
// that serve a dataset from memory).
func (m *Memory) AddFS(fsys fs.FS, prefix string) error {
	return fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || !d.Type().IsRegular() {
			return err
		}
		b, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		return m.Put(path.Join(prefix, p), b)
	})
}
