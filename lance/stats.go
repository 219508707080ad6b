package lance

import (
	"context"
	"sync/atomic"

	"github.com/stablerow/stablerow/objstore"
)

// countingStore bounds the calls made through it to a number at once
// (however the callers nest their parallel work), and counts them and the
// bytes they returned, for a checkout's IOStats.
type countingStore struct {
	objstore.Store
	slots                     chan struct{} // one per call in flight; nil: no bound
	requests, bytes, inFlight atomic.Int64
	maxInFlight               atomic.Int64
}

func newCountingStore(s objstore.Store, limit int) *countingStore {
	return &countingStore{Store: s, slots: make(chan struct{}, limit)}
}

// start waits for a slot and counts the call; done releases it.
func (c *countingStore) start(ctx context.Context) error {
	if c.slots != nil {
		select {
		case c.slots <- struct{}{}:
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	c.requests.Add(1)
	n := c.inFlight.Add(1)
	for {
		m := c.maxInFlight.Load()
		if n <= m || c.maxInFlight.CompareAndSwap(m, n) {
			break
		}
	}
	return nil
}

func (c *countingStore) done() {
	c.inFlight.Add(-1)
	if c.slots != nil {
		<-c.slots
	}
}

func (c *countingStore) List(ctx context.Context, dir string) ([]objstore.ObjectInfo, error) {
	if err := c.start(ctx); err != nil {
		return nil, err
	}
	defer c.done()
	return c.Store.List(ctx, dir)
}

func (c *countingStore) Stat(ctx context.Context, key string) (objstore.ObjectInfo, error) {
	if err := c.start(ctx); err != nil {
		return objstore.ObjectInfo{}, err
	}
	defer c.done()
	return c.Store.Stat(ctx, key)
}

func (c *countingStore) Read(ctx context.Context, key string, max int64) ([]byte, objstore.ObjectInfo, error) {
	if err := c.start(ctx); err != nil {
		return nil, objstore.ObjectInfo{}, err
	}
	defer c.done()
	b, info, err := c.Store.Read(ctx, key, max)
	c.bytes.Add(int64(len(b)))
	return b, info, err
}

func (c *countingStore) ReadAt(ctx context.Context, key string, p []byte, off int64) (int, error) {
	if err := c.start(ctx); err != nil {
		return 0, err
	}
	defer c.done()
	n, err := c.Store.ReadAt(ctx, key, p, off)
	c.bytes.Add(int64(n))
	return n, err
}

func (c *countingStore) PutIfAbsent(ctx context.Context, key string, data []byte) error {
	if err := c.start(ctx); err != nil {
		return err
	}
	defer c.done()
	return c.Store.PutIfAbsent(ctx, key, data)
}

// View is objstore.View through the counting store: one request, the
// object's bytes read, whether lent or copied. The call's slot is released
// before f runs: f may make calls of its own.
func (c *countingStore) View(ctx context.Context, key string, max int64, f func(b []byte) error) error {
	if err := c.start(ctx); err != nil {
		return err
	}
	released := false
	err := objstore.View(ctx, c.Store, key, max, func(b []byte) error {
		c.bytes.Add(int64(len(b)))
		c.done()
		released = true
		return f(b)
	})
	if !released {
		c.done()
	}
	return err
}
