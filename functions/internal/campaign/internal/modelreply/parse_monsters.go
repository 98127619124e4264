package modelreply

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"

	"github.com/lorewright/lorewright/functions/internal/campaign/internal/creatures"
	"github.com/lorewright/lorewright/functions/internal/campaign/internal/types"
	"github.com/lorewright/lorewright/functions/internal/srd"
)

var (
	leadingCount  = regexp.MustCompile(`(?i)^(\d{1,3})\s*(?:x|×)?\s+`)
	trailingCount = regexp.MustCompile(`(?i)\s*(?:(?:x|×)\s*(\d{1,3})|\((\d{1,3})\))$`)
	parenthetical = regexp.MustCompile(`\s*\([^)]*\)`)
	monsterSplit  = regexp.MustCompile(`\s*(?:,|;|\band\b|&|\+|\bplus\b|\bwith\b|\bled by\b)\s*`)
)

// parseMonsters reads a monsters line: "1 Bugbear, 5 Goblins", "goblins x4
// and a bugbear", "Ogre (2)". A plural without a number counts as two.
func parseMonsters(s string) []types.Monster {
	var out []types.Monster
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
			if n, ok := creatures.CountWord(strings.ToLower(words[0])); ok {
				count, words = n, words[1:]
			}
		}
		if len(words) == 0 || len(words) > 6 || strings.EqualFold(part, "none") {
			continue
		}
		name, plural := creatures.Canonical(strings.Join(words, " "))
		if !strings.ContainsFunc(name, unicode.IsLetter) {
			continue
		}
		if count == 0 {
			count = 1
			if plural {
				count = 2
			}
		}
		out = append(out, types.Monster{Name: name, Count: min(max(count, 1), 99)})
	}
	return mergeMonsters(out)
}

func mergeMonsters(ms []types.Monster) []types.Monster {
	var out []types.Monster
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
func detectMonsters(text string) []types.Monster {
	var out []types.Monster
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
		out = append(out, types.Monster{Name: m.Creature.Name, Count: count})
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
	if n, ok := creatures.CountWord(w); ok {
		return n
	}
	return 0
}

// keepLargest merges repeated mentions of a creature, keeping the largest
// count (prose names the same band more than once).
func keepLargest(ms []types.Monster) []types.Monster {
	var out []types.Monster
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
