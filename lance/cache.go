package lance

import (
	"container/list"
	"sync"
)

// DefaultCacheBytes is the budget of DefaultCache.
const DefaultCacheBytes = 256 << 20

// DefaultCache is the cache of every Dataset opened without one of its
// own: one budget for the whole process, however many datasets and
// versions it reads.
var DefaultCache = NewCache(DefaultCacheBytes)

// Cache keeps decoded fragments and row-id indexes for later checkouts,
// under a byte budget, evicting the least recently used entries first.
// Entries are keyed by what identifies their content — the dataset's
// location, and for a fragment every manifest field its decoding reads (a
// digest of inline sequences, the paths and ranges of external ones, the
// deletion file), for an index a digest of its fragments' keys — never by a
// fragment id alone, so an overwritten table whose fragment ids restart is
// never served stale rows. A Cache is safe for concurrent use and may be
// shared by many Datasets.
//
// The budget bounds what the cache holds: a Version the caller keeps holds
// its fragments and index whether or not the cache does, and each Dataset
// keeps the last index it built (to derive the next one from) besides.
type Cache struct {
	mu      sync.Mutex
	budget  int64
	used    int64
	lru     *list.List // front: most recently used; values *cacheEntry
	entries map[cacheKey]*list.Element
	stats   CacheStats
}

// CacheStats counts a cache's use.
type CacheStats struct {
	Bytes, Budget int64 // held now, and the most it holds
	Entries       int
	Hits, Misses  int64
	Evictions     int64
}

type cacheKey struct {
	dataset string
	frag    fragmentKey // a fragment's entry
	index   [32]byte    // an index's entry: the digest of its fragments' keys
}

type cacheEntry struct {
	key   cacheKey
	value any
	size  int64
}

// NewCache returns an empty cache holding at most budget bytes. A budget
// of 0 or less caches nothing.
func NewCache(budget int64) *Cache {
	return &Cache{budget: budget, lru: list.New(), entries: make(map[cacheKey]*list.Element)}
}

// get returns the value under k and marks it used.
func (c *Cache) get(k cacheKey) (any, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e := c.entries[k]
	if e == nil {
		c.stats.Misses++
		return nil, false
	}
	c.stats.Hits++
	c.lru.MoveToFront(e)
	return e.Value.(*cacheEntry).value, true
}

// add keeps value under k (size bytes), evicting the least recently used
// entries to stay within the budget, and returns the value the cache now
// holds under k: an earlier one, if another goroutine added it first. A
// value larger than the whole budget is not kept.
func (c *Cache) add(k cacheKey, value any, size int64) any {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e := c.entries[k]; e != nil {
		c.lru.MoveToFront(e)
		return e.Value.(*cacheEntry).value
	}
	if size > c.budget {
		return value
	}
	for c.used+size > c.budget {
		last := c.lru.Back()
		old := last.Value.(*cacheEntry)
		c.lru.Remove(last)
		delete(c.entries, old.key)
		c.used -= old.size
		c.stats.Evictions++
	}
	c.entries[k] = c.lru.PushFront(&cacheEntry{key: k, value: value, size: size})
	c.used += size
	return value
}

// Stats returns the cache's counters.
func (c *Cache) Stats() CacheStats {
	c.mu.Lock()
	defer c.mu.Unlock()
	s := c.stats
	s.Bytes, s.Budget, s.Entries = c.used, c.budget, len(c.entries)
	return s
}
