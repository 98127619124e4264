package monsters

import (
	"container/list"
	"context"
	"sync"
	"time"
)

// ttlCache is a size-bounded least-recently-used cache whose entries expire.
type ttlCache[V any] struct {
	mu    sync.Mutex
	ttl   time.Duration
	max   int
	now   func() time.Time
	order *list.List // front: most recently used
	items map[string]*list.Element
}

type cacheEntry[V any] struct {
	key     string
	val     V
	expires time.Time
}

func newTTLCache[V any](max int, ttl time.Duration, now func() time.Time) *ttlCache[V] {
	return &ttlCache[V]{ttl: ttl, max: max, now: now, order: list.New(), items: map[string]*list.Element{}}
}

func (c *ttlCache[V]) get(key string) (V, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.items[key]
	if !ok {
		var zero V
		return zero, false
	}
	e := el.Value.(*cacheEntry[V])
	if !c.now().Before(e.expires) {
		c.order.Remove(el)
		delete(c.items, key)
		var zero V
		return zero, false
	}
	c.order.MoveToFront(el)
	return e.val, true
}

func (c *ttlCache[V]) put(key string, val V) {
	c.mu.Lock()
	defer c.mu.Unlock()
	expires := c.now().Add(c.ttl)
	if el, ok := c.items[key]; ok {
		el.Value = &cacheEntry[V]{key: key, val: val, expires: expires}
		c.order.MoveToFront(el)
		return
	}
	c.items[key] = c.order.PushFront(&cacheEntry[V]{key: key, val: val, expires: expires})
	for c.order.Len() > c.max {
		oldest := c.order.Back()
		c.order.Remove(oldest)
		delete(c.items, oldest.Value.(*cacheEntry[V]).key)
	}
}

func (c *ttlCache[V]) len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.order.Len()
}

// flightGroup runs one fetch per key at a time: callers asking for the
// same thing while it is under way share its result. The fetch runs in its
// own goroutine, so a caller that leaves does not cancel it for the others
// (it fills the cache for the next one).
type flightGroup[V any] struct {
	mu    sync.Mutex
	calls map[string]*flight[V]
}

type flight[V any] struct {
	done chan struct{}
	val  V
	err  error
}

func (g *flightGroup[V]) do(ctx context.Context, key string, fetch func() (V, error)) (V, error) {
	g.mu.Lock()
	if g.calls == nil {
		g.calls = map[string]*flight[V]{}
	}
	f, ok := g.calls[key]
	if !ok {
		f = &flight[V]{done: make(chan struct{})}
		g.calls[key] = f
		go func() {
			f.val, f.err = fetch()
			g.mu.Lock()
			delete(g.calls, key)
			g.mu.Unlock()
			close(f.done)
		}()
	}
	g.mu.Unlock()
	select {
	case <-f.done:
		return f.val, f.err
	case <-ctx.Done():
		var zero V
		return zero, ctx.Err()
	}
}
