package names

import (
	"container/list"
	"sync"
)

// recentNames remembers the names recently given to each caller, so a
// session does not see the same name twice. Both the number of callers and
// the names per caller are bounded: the least recently served caller and a
// caller's oldest names are forgotten first.
type recentNames struct {
	mu         sync.Mutex
	maxCallers int
	perCaller  int
	order      *list.List // of *callerNames, most recently served first
	byCaller   map[string]*list.Element
}

type callerNames struct {
	caller string
	// ring holds the keys in the order given; next is where the next goes.
	ring []string
	next int
	set  map[string]bool
}

func newRecentNames(maxCallers, perCaller int) *recentNames {
	return &recentNames{maxCallers: maxCallers, perCaller: perCaller, order: list.New(), byCaller: map[string]*list.Element{}}
}

// addTo adds the caller's remembered name keys to set.
func (r *recentNames) addTo(caller string, set map[string]bool) {
	if caller == "" || r.perCaller <= 0 {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if el, ok := r.byCaller[caller]; ok {
		for k := range el.Value.(*callerNames).set {
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
	el, ok := r.byCaller[caller]
	if ok {
		r.order.MoveToFront(el)
	} else {
		el = r.order.PushFront(&callerNames{caller: caller, set: map[string]bool{}})
		r.byCaller[caller] = el
		if r.order.Len() > r.maxCallers {
			oldest := r.order.Back()
			r.order.Remove(oldest)
			delete(r.byCaller, oldest.Value.(*callerNames).caller)
		}
	}
	c := el.Value.(*callerNames)
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
