package names

import (
	"sync"

	lru "github.com/hashicorp/golang-lru/v2"
)

// recentNames remembers the names recently given to each caller, so a
// session does not see the same name twice. Both the number of callers and
// the names per caller are bounded: the least recently served caller (an
// LRU from hashicorp/golang-lru) and a caller's oldest names are forgotten
// first.
type recentNames struct {
	mu         sync.Mutex // guards the callers' names
	maxCallers int
	perCaller  int
	callers    *lru.Cache[string, *callerNames]
}

type callerNames struct {
	// ring holds the keys in the order given; next is where the next goes.
	ring []string
	next int
	set  map[string]bool
}

func newRecentNames(maxCallers, perCaller int) *recentNames {
	callers, _ := lru.New[string, *callerNames](max(1, maxCallers)) // errs only on a size below 1
	return &recentNames{maxCallers: maxCallers, perCaller: perCaller, callers: callers}
}

// addTo adds the caller's remembered name keys to set.
func (r *recentNames) addTo(caller string, set map[string]bool) {
	if caller == "" || r.perCaller <= 0 {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if c, ok := r.callers.Peek(caller); ok {
		for k := range c.set {
			set[k] = true
		}
	}
}

// remember records names given to caller.
func (r *recentNames) remember(caller string, names ...string) {
	if caller == "" || r.perCaller <= 0 || r.maxCallers <= 0 || len(names) == 0 {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	c, ok := r.callers.Get(caller) // now the most recently served
	if !ok {
		c = &callerNames{set: map[string]bool{}}
		r.callers.Add(caller, c)
	}
	for _, n := range names {
		k := nameKey(n)
		if c.set[k] {
			continue
		}
		if len(c.ring) < r.perCaller {
			c.ring = append(c.ring, k)
		} else {
			delete(c.set, c.ring[c.next])
			c.ring[c.next] = k
			c.next = (c.next + 1) % r.perCaller
		}
		c.set[k] = true
	}
}
