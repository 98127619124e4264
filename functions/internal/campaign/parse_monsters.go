package campaign

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"

	"github.com/lorewright/lorewright/functions/internal/english"
	"github.com/lorewright/lorewright/functions/internal/srd"
)

// pluralOf is the English plural of a creature name ("swarm of rats" stays
// a swarm: "swarms of rats").
func pluralOf(name string) string {
	if head, tail, ok := strings.Cut(name, " of "); ok {
		return pluralOf(head) + " of " + tail
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

var (
	leadingCount  = regexp.MustCompile(`(?i)^(\d{1,3})\s*(?:x|×)?\s+`)
	trailingCount = regexp.MustCompile(`(?i)\s*(?:(?:x|×)\s*(\d{1,3})|\((\d{1,3})\))$`)
	parenthetical = regexp.MustCompile(`\s*\([^)]*\)`)
	monsterSplit  = regexp.MustCompile(`\s*(?:,|;|\band\b|&|\+|\bplus\b|\bwith\b|\bled by\b)\s*`)
)

// parseMonsters reads a monsters line: "1 Bugbear, 5 Goblins", "goblins x4
// and a bugbear", "Ogre (2)". A plural without a number counts as two.
func parseMonsters(s string) []Monster {
	var out []Monster
	for _, part := range monsterSplit.Split(s, -1) {
		part = strings.Trim(strings.TrimSpace(part), ".")
		count := 0
		if m := trailingCount.FindStringSubmatch(part); m != nil {
			count, _ = strconv.Atoi(m[1] + m[2])
			part = part[:len(part)-len(m[0])]
		}
		if m := leadingCount.FindStringSubmatch(part); m != nil {
			count, _ = strconv.Atoi(m[1])
			part = part[len(m[0]):]
		}
		part = strings.TrimSpace(parenthetical.ReplaceAllString(part, ""))
		words := strings.Fields(part)
		if len(words) > 0 && count == 0 {
			if n, ok := countWord(strings.ToLower(words[0])); ok {
				count, words = n, words[1:]
			}
		}
		if len(words) == 0 || len(words) > 6 || strings.EqualFold(part, "none") {
			continue
		}
		name, plural := canonicalMonster(strings.Join(words, " "))
		if !strings.ContainsFunc(name, unicode.IsLetter) {
			continue
		}
		if count == 0 {
			count = 1
			if plural {
				count = 2
			}
		}
		out = append(out, Monster{Name: name, Count: min(max(count, 1), 99)})
	}
	return mergeMonsters(out)
}

// canonicalMonster gives an SRD creature its stat-block name (the monster
// catalogue's); other names are kept, title-cased. plural reports that the
// name was written in the plural.
func canonicalMonster(name string) (string, bool) {
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

func countWord(w string) (int, bool) {
	switch w {
	case "a", "an", "one", "single", "lone":
		return 1, true
	case "pair", "couple":
		return 2, true
	}
	for i, n := range numberWords {
		if i > 0 && w == n {
			return i, true
		}
	}
	return 0, false
}

func mergeMonsters(ms []Monster) []Monster {
	var out []Monster
	for _, m := range ms {
		merged := false
		for i := range out {
			if strings.EqualFold(out[i].Name, m.Name) {
				out[i].Count += m.Count
				merged = true
			}
		}
		if !merged {
			out = append(out, m)
		}
	}
	return out
}

// detectMonsters finds SRD creatures named in prose ("three ghouls and a
// ghast"), for a fight whose text has no monsters line. Everyday words
// ("the guard") need a number; a plural without one counts as two.
func detectMonsters(text string) []Monster {
	var out []Monster
	for _, m := range srd.SRD().Index().FindText(text) {
		count := countBefore(text[:m.Start])
		if m.Creature.Everyday != srd.NotEveryday && count < 2 {
			continue
		}
		if count == 0 {
			count = 1
			if m.Plural {
				count = 2
			}
		}
		out = append(out, Monster{Name: m.Creature.Name, Count: count})
	}
	return keepLargest(out)
}

// countBefore reads the number word or digits just before a mention ("three
// ghouls", "4 goblins", "a ghast"); 0 when there is none.
func countBefore(before string) int {
	words := strings.FieldsFunc(before[max(0, len(before)-24):], func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
	if len(words) == 0 || !strings.HasSuffix(strings.TrimRight(before, " "), words[len(words)-1]) {
		return 0
	}
	w := strings.ToLower(words[len(words)-1])
	if n, err := strconv.Atoi(w); err == nil && n > 0 && n < 100 {
		return n
	}
	if n, ok := countWord(w); ok {
		return n
	}
	return 0
}

// keepLargest merges repeated mentions of a creature, keeping the largest
// count (prose names the same band more than once).
func keepLargest(ms []Monster) []Monster {
	var out []Monster
	for _, m := range ms {
		found := false
		for i := range out {
			if out[i].Name == m.Name {
				out[i].Count = max(out[i].Count, m.Count)
				found = true
			}
		}
		if !found {
			out = append(out, m)
		}
	}
	return out
}
