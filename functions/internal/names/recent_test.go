package names

import (
	"fmt"
	"testing"
)

func TestRecentNamesAreBounded(t *testing.T) {
	r := newRecentNames(2, 3)
	r.remember("a", "One", "Two", "Three", "Four") // "One" is pushed out
	got := map[string]bool{}
	r.addTo("a", got)
	if len(got) != 3 || got["one"] || !got["four"] {
		t.Errorf("caller a remembers %v", got)
	}
	r.remember("b", "Bee")
	r.remember("a", "Five") // a is now the most recent caller
	r.remember("c", "Sea")  // b, the least recent, is forgotten
	for caller, want := range map[string]int{"a": 3, "b": 0, "c": 1} {
		got := map[string]bool{}
		r.addTo(caller, got)
		if len(got) != want {
			t.Errorf("caller %s remembers %v, want %d names", caller, got, want)
		}
	}
}

func TestRecentNamesIgnoreAnonymousCallers(t *testing.T) {
	r := newRecentNames(10, 10)
	r.remember("", "Nobody")
	got := map[string]bool{}
	r.addTo("", got)
	if len(got) != 0 || r.callers.Len() != 0 {
		t.Errorf("anonymous caller remembered: %v", got)
	}
}

func TestRecentNamesSkipRepeats(t *testing.T) {
	r := newRecentNames(1, 3)
	r.remember("a", "X y", "x Y", "Z")
	for i := range 5 {
		r.remember("a", fmt.Sprint("n", i))
	}
	got := map[string]bool{}
	r.addTo("a", got)
	if len(got) != 3 || !got["n4"] || !got["n2"] {
		t.Errorf("remembers %v", got)
	}
}
