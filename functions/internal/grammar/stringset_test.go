package grammar

import (
	"strconv"
	"testing"
)

// TestStringSet checks numbering, lookups of present and absent strings
// (the empty string among them) across growth, and that text kept between
// strings (appendText) does not disturb them.
func TestStringSet(t *testing.T) {
	s := newStringSet(4) // small, to grow several times
	want := map[string]uint32{}
	for i := range 5000 {
		w := strconv.Itoa(i * 7919 % 10007)
		if i == 100 {
			w = ""
		}
		if i%3 == 0 {
			s.appendText("between" + w)
		}
		id, added := s.add(w)
		if old, seen := want[w]; seen {
			if added || id != old {
				t.Fatalf("add(%q) again = %d, %v; want %d, false", w, id, added, old)
			}
			continue
		}
		if !added || int(id) != len(want) {
			t.Fatalf("add(%q) = %d, %v; want %d, true", w, id, added, len(want))
		}
		want[w] = id
	}
	if s.len() != len(want) {
		t.Fatalf("len %d, want %d", s.len(), len(want))
	}
	for w, id := range want {
		if got, ok := s.find(w); !ok || got != id || s.str(id) != w {
			t.Errorf("find(%q) = %d, %v, str %q; want %d", w, got, ok, s.str(got), id)
		}
	}
	for _, w := range []string{"x", "between1", "-1", "100000"} {
		if id, ok := s.find(w); ok {
			t.Errorf("find(%q) = %d, true for a string never added", w, id)
		}
	}
}
