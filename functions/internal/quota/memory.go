package quota

import (
	"context"
	"sync"
	"time"
)

// MemoryStore keeps counters in this process (local mode, one instance).
type MemoryStore struct {
	mu        sync.Mutex
	byKey     map[string]*counters
	lastSweep time.Time
}

// NewMemoryStore returns an empty store.
func NewMemoryStore() *MemoryStore { return &MemoryStore{byKey: map[string]*counters{}} }

func (s *MemoryStore) entry(key string, now time.Time) *counters {
	s.sweep(now)
	c, ok := s.byKey[key]
	if !ok {
		c = &counters{}
		s.byKey[key] = c
	}
	c.roll(now)
	return c
}

// sweep drops callers whose day has ended, at most once an hour, so the map
// does not grow with every address ever seen.
func (s *MemoryStore) sweep(now time.Time) {
	if now.Sub(s.lastSweep) < time.Hour {
		return
	}
	s.lastSweep = now
	today := dayStart(now)
	for k, c := range s.byKey {
		if c.DayStart.Before(today) {
			delete(s.byKey, k)
		}
	}
}

// Take implements Store.
func (s *MemoryStore) Take(_ context.Context, key string, now time.Time, l Limits) (Usage, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c := s.entry(key, now)
	if err := c.take(now, l); err != nil {
		return c.usage(), err
	}
	return c.usage(), nil
}

// AddTokens implements Store.
func (s *MemoryStore) AddTokens(_ context.Context, key string, now time.Time, n int) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.entry(key, now).DayTokens += n
	return nil
}
