package monsters

import (
	"time"

	"github.com/hashicorp/golang-lru/v2/expirable"
)

// cache keeps values for a while: a size-bounded least-recently-used cache
// whose entries expire (hashicorp/golang-lru's expirable LRU, which also
// drops them in the background). Expiry is read on the client's clock, so
// tests can move time.
type cache[V any] struct {
	lru *expirable.LRU[string, cached[V]]
	ttl time.Duration
	now func() time.Time
}

type cached[V any] struct {
	val     V
	expires time.Time
}

func newCache[V any](size int, ttl time.Duration, now func() time.Time) *cache[V] {
	return &cache[V]{lru: expirable.NewLRU[string, cached[V]](size, nil, ttl), ttl: ttl, now: now}
}

func (c *cache[V]) get(key string) (V, bool) {
	e, ok := c.lru.Get(key)
	if ok && c.now().Before(e.expires) {
		return e.val, true
	}
	if ok {
		c.lru.Remove(key)
	}
	var zero V
	return zero, false
}

func (c *cache[V]) put(key string, val V) {
	c.lru.Add(key, cached[V]{val: val, expires: c.now().Add(c.ttl)})
}

func (c *cache[V]) len() int { return c.lru.Len() }
