package campaign

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

// srdEntry is an SRD creature as a phrase of text may name it.
type srdEntry struct {
	name   string // the stat block's name
	plural bool   // the phrase was the plural
}

// srdIndex maps lower-case singular and plural names to SRD creatures.
var srdIndex, srdMaxWords = func() (map[string]srdEntry, int) {
	idx := make(map[string]srdEntry, 2*len(srdNames))
	longest := 1
	for _, n := range srdNames {
		lower := strings.ToLower(n)
		idx[lower] = srdEntry{name: n}
		idx[pluralOf(lower)] = srdEntry{name: n, plural: true}
		longest = max(longest, len(strings.Fields(lower)))
	}
	for _, c := range creatures {
		if p := c.plural(); p != strings.ToLower(c.Name) {
			idx[p] = srdEntry{name: c.Name, plural: true}
		}
	}
	return idx, longest
}()

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

// commonWords are SRD names that are everyday words ("the guard", "a
// shadow"); in prose they count as monsters only with a number.
var commonWords = map[string]bool{}

func init() {
	for _, w := range []string{"guard", "noble", "spy", "scout", "priest", "knight", "mage", "commoner", "bandit", "thug",
		"cultist", "acolyte", "veteran", "druid", "assassin", "archmage", "gladiator", "berserker", "cat", "rat", "bat",
		"owl", "hawk", "crab", "frog", "goat", "deer", "elk", "lion", "tiger", "pony", "mule", "camel", "raven", "spider",
		"scorpion", "lizard", "octopus", "weasel", "badger", "jackal", "hyena", "vulture", "eagle", "boar", "ape", "baboon",
		"elephant", "mastiff", "solar", "shadow", "hunter shark", "riding horse", "draft horse", "warhorse", "quipper",
		"sea horse", "shrieker", "unicorn", "dragon turtle"} {
		commonWords[w] = true
		commonWords[pluralOf(w)] = true
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
		if count == 0 {
			count = 1
			if plural {
				count = 2
			}
		}
		out = append(out, Monster{Name: name, Count: clamp(count, 1, 99)})
	}
	return mergeMonsters(out)
}

// canonicalMonster gives an SRD creature its stat-block name; other names
// are kept, title-cased.
func canonicalMonster(name string) (string, bool) {
	lower := strings.ToLower(strings.Trim(name, " .:"))
	if e, ok := srdIndex[lower]; ok {
		return e.name, e.plural
	}
	return titleCase(name, 8), strings.HasSuffix(lower, "s")
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
// need a number; a plural without one counts as two.
func detectMonsters(text string) []Monster {
	words := strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\'' && r != '-'
	})
	var out []Monster
	for i := 0; i < len(words); i++ {
		for n := min(srdMaxWords, len(words)-i); n >= 1; n-- {
			phrase := strings.Join(words[i:i+n], " ")
			e, ok := srdIndex[phrase]
			if !ok {
				continue
			}
			count := 0
			if i > 0 {
				if c, err := strconv.Atoi(words[i-1]); err == nil && c > 0 && c < 100 {
					count = c
				} else if c, ok := countWord(words[i-1]); ok {
					count = c
				}
			}
			if commonWords[phrase] && (count == 0 || (i > 0 && (words[i-1] == "a" || words[i-1] == "an"))) {
				break
			}
			if count == 0 {
				count = 1
				if e.plural {
					count = 2
				}
			}
			out = append(out, Monster{Name: e.name, Count: count})
			i += n - 1
			break
		}
	}
	return keepLargest(out)
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
