package lance

import (
	"context"
	"sync/atomic"

	"github.com/stablerow/stablerow/objstore"
)

// countingStore counts the calls made through it and the bytes they
// returned, for a checkout's IOStats.
type countingStore struct {
	objstore.Store
	requests, bytes atomic.Int64
}

func (c *countingStore) List(ctx context.Context, dir string) ([]objstore.ObjectInfo, error) {
	c.requests.Add(1)
	return c.Store.List(ctx, dir)
}

func (c *countingStore) Stat(ctx context.Context, key string) (objstore.ObjectInfo, error) {
	c.requests.Add(1)
	return c.Store.Stat(ctx, key)
}

func (c *countingStore) Read(ctx context.Context, key string, max int64) ([]byte, objstore.ObjectInfo, error) {
	c.requests.Add(1)
	b, info, err := c.Store.Read(ctx, key, max)
	c.bytes.Add(int64(len(b)))
	return b, info, err
}

func (c *countingStore) ReadAt(ctx context.Context, key string, p []byte, off int64) (int, error) {
	c.requests.Add(1)
	n, err := c.Store.ReadAt(ctx, key, p, off)
	c.bytes.Add(int64(n))
	return n, err
}

func (c *countingStore) PutIfAbsent(ctx context.Context, key string, data []byte) error {
	c.requests.Add(1)
	return c.Store.PutIfAbsent(ctx, key, data)
}
