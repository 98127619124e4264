package creatures

import (
	"strings"

	"github.com/lorewright/lorewright/functions/internal/english"
	"github.com/lorewright/lorewright/functions/internal/srd"
)

// Plural is the English plural of a creature name ("swarm of rats" stays
// a swarm: "swarms of rats").
func Plural(name string) string {
	if head, tail, ok := strings.Cut(name, " of "); ok {
		return Plural(head) + " of " + tail
	}
	switch {
	case strings.HasSuffix(name, "y") && !strings.HasSuffix(name, "ey"):
		return name[:len(name)-1] + "ies"
	case strings.HasSuffix(name, "wolf"):
		return name[:len(name)-1] + "ves"
	case strings.HasSuffix(name, "s"), strings.HasSuffix(name, "x"), strings.HasSuffix(name, "ch"), strings.HasSuffix(name, "sh"):
		return name + "es"
	default:
		return name + "s"
	}
}

// Canonical gives an SRD creature its stat-block name (the monster
// catalogue's); other names are kept, title-cased. plural reports that the
// name was written in the plural.
func Canonical(name string) (string, bool) {
	name = strings.Trim(name, " .:")
	lower := strings.ToLower(name)
	if m, ok := srd.Lookup(name); ok {
		return m.Name, isPlural(lower, m.Name)
	}
	return english.TitleCase(name, 8), strings.HasSuffix(lower, "s")
}

// isPlural: a name as written differs from the stat block's singular
// ("goblins", "swarms of rats", "succubi"); articles do not count.
func isPlural(written, name string) bool {
	for _, article := range []string{"a ", "an ", "the "} {
		written = strings.TrimPrefix(written, article)
	}
	return strings.ReplaceAll(written, "-", " ") != strings.ReplaceAll(strings.ToLower(name), "-", " ")
}

// CountWord reads a number word before a creature ("a", "pair", "seven").
func CountWord(w string) (int, bool) {
	switch w {
	case "a", "an", "one", "single", "lone":
		return 1, true
	case "pair", "couple":
		return 2, true
	}
	for i, n := range NumberWords {
		if i > 0 && w == n {
			return i, true
		}
	}
	return 0, false
}
