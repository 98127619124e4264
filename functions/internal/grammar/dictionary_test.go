package grammar

import (
	"slices"
	"strings"
	"testing"
)

// TestDictionaryIndexes rebuilds the suggestion indexes the plain way (maps
// of word lists by length and by Double Metaphone key, as the dictionary
// kept them before it held entry numbers) and compares them with the
// dictionary's, and checks every entry is found under its own spelling.
func TestDictionaryIndexes(t *testing.T) {
	d := testDictionary(t)
	byLen := map[int][]string{}
	bySound := map[string][]string{}
	for i := range d.entries {
		e := &d.entries[i]
		lower := d.lower(e)
		if got := d.entry(lower); got != e {
			t.Fatalf("entry(%q) is not entry %d", lower, i)
		}
		if display := d.display(e); strings.ToLower(display) != lower || e.lowerListed && display != lower {
			t.Fatalf("entry %q displayed as %q (lower-case listed %v)", lower, display, e.lowerListed)
		}
		if !d.suggestable(e) {
			continue
		}
		byLen[len(lower)] = append(byLen[len(lower)], lower)
		s0, s1 := doubleMetaphone(lower)
		bySound[s0] = append(bySound[s0], lower)
		if s1 != s0 {
			bySound[s1] = append(bySound[s1], lower)
		}
		if d.sounds.str(e.sounds[0]) != s0 || d.sounds.str(e.sounds[1]) != s1 {
			t.Fatalf("%q sounds %q %q, want %q %q", lower, d.sounds.str(e.sounds[0]), d.sounds.str(e.sounds[1]), s0, s1)
		}
	}
	words := func(ids []uint32) []string {
		var out []string
		for _, i := range ids {
			out = append(out, d.lower(&d.entries[i]))
		}
		return out
	}
	if len(byLen) < 20 || len(bySound) < 10_000 {
		t.Fatalf("%d lengths, %d sounds: too few", len(byLen), len(bySound))
	}
	for n, ids := range d.byLen {
		want := byLen[n]
		slices.Sort(want)
		if got := words(ids); !slices.Equal(got, want) {
			t.Errorf("length %d: %d candidates, want %d", n, len(got), len(want))
		}
	}
	if d.sounds.len() != len(bySound) {
		t.Errorf("%d sounds numbered, want %d", d.sounds.len(), len(bySound))
	}
	for key, want := range bySound {
		k, ok := d.sounds.find(key)
		if !ok {
			t.Errorf("sound %q not numbered", key)
			continue
		}
		slices.Sort(want)
		if got := words(d.soundBucket(k)); !slices.Equal(got, want) {
			t.Errorf("sound %q: %q, want %q", key, got, want)
		}
	}
}
