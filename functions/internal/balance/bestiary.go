package balance

import (
	"regexp"
	"strings"
)

// Creature is what a fight needs to know about a monster.
type Creature struct {
	// Name as printed ("Young Red Dragon").
	Name string
	// CR is the challenge rating as printed ("1/4", "10").
	CR string
	// XP is one creature's experience value.
	XP int
}

// Bestiary is the catalogue of creatures the analysis recognises in fights
// (the SRD bestiary of the monsters package, through a small adapter).
type Bestiary interface {
	// Names lists every creature's name.
	Names() []string
	// Lookup returns the creature of one of those names.
	Lookup(name string) (Creature, bool)
}

// Creatures is a Bestiary held in a slice.
type Creatures []Creature

// Names lists the creatures' names.
func (cs Creatures) Names() []string {
	names := make([]string, len(cs))
	for i, c := range cs {
		names[i] = c.Name
	}
	return names
}

// Lookup finds a creature by name, ignoring case.
func (cs Creatures) Lookup(name string) (Creature, bool) {
	for _, c := range cs {
		if strings.EqualFold(c.Name, name) {
			return c, true
		}
	}
	return Creature{}, false
}

// ambiguousNames are creatures whose names are everyday words ("a shadow
// falls", "the guard waves them through", "their horses"): in a fight they
// count only when a number is written ("two guards", "3 shadows").
var ambiguousNames = map[string]bool{
	"shadow": true, "guard": true, "noble": true, "commoner": true, "priest": true, "knight": true,
	"scout": true, "spy": true, "mage": true, "veteran": true, "acolyte": true, "druid": true,
	"bat": true, "cat": true, "rat": true, "crab": true, "frog": true, "hawk": true, "owl": true,
	"raven": true, "eagle": true, "goat": true, "deer": true, "elk": true, "mule": true, "pony": true,
	"riding horse": true, "draft horse": true, "warhorse": true, "mastiff": true, "camel": true,
	"lizard": true, "spider": true, "scorpion": true, "vulture": true, "weasel": true, "octopus": true,
	"badger": true, "jackal": true, "hyena": true, "baboon": true, "cow": true, "ox": true,
}

// irregularPlurals are plurals the regular rules miss.
var irregularPlurals = map[string][]string{
	"wolf": {"wolves"}, "werewolf": {"werewolves"}, "dwarf": {"dwarves", "dwarfs"}, "elf": {"elves"},
	"thief": {"thieves"}, "succubus": {"succubi", "succubuses"}, "incubus": {"incubi", "incubuses"},
	"octopus": {"octopuses", "octopi"}, "homunculus": {"homunculi"}, "fungus": {"fungi", "funguses"},
	"medusa": {"medusas", "medusae"}, "larva": {"larvae"}, "mouse": {"mice"}, "ox": {"oxen"},
	"djinni": {"djinn", "djinnis"}, "efreeti": {"efreet", "efreetis"}, "cyclops": {"cyclopes"},
	"man": {"men"}, "woman": {"women"}, "wererat": {"wererats"}, "foot": {"feet"},
}

// invariantPlurals name peoples whose plural is the same word.
var invariantPlurals = map[string]bool{
	"sahuagin": true, "kuo-toa": true, "githyanki": true, "githzerai": true, "duergar": true, "drow": true,
	"svirfneblin": true, "lizardfolk": true, "merfolk": true, "deer": true, "elk": true, "sheep": true,
	"yuan-ti": true,
}

// plurals are the plural forms of one word.
func plurals(w string) []string {
	if p, ok := irregularPlurals[w]; ok {
		return p
	}
	if invariantPlurals[w] || strings.HasSuffix(w, "folk") {
		return nil
	}
	n := len(w)
	switch {
	case n == 0:
		return nil
	case strings.HasSuffix(w, "s") || strings.HasSuffix(w, "x") || strings.HasSuffix(w, "z") ||
		strings.HasSuffix(w, "ch") || strings.HasSuffix(w, "sh"):
		return []string{w + "es"}
	case n > 1 && w[n-1] == 'y' && !isVowel(w[n-2]):
		return []string{w[:n-1] + "ies"}
	}
	return []string{w + "s"}
}

// parenthetical drops "(Wasps)" from "Swarm of Insects (Wasps)" so the
// name matches the way writers name the creature.
var parenthetical = regexp.MustCompile(`\s*\([^)]*\)`)

// nameForms are a creature name's singular words and its plural forms:
// the head noun takes the plural, the last word or the word before "of"
// ("mummy lords", "swarms of bats").
func nameForms(name string) (singular []string, plural [][]string) {
	singular = phraseWords(parenthetical.ReplaceAllString(name, ""))
	if len(singular) == 0 {
		return nil, nil
	}
	head := len(singular) - 1
	for i := 1; i < len(singular); i++ {
		if singular[i] == "of" {
			head = i - 1
			break
		}
	}
	for _, p := range plurals(singular[head]) {
		form := append([]string(nil), singular...)
		form[head] = p
		plural = append(plural, form)
	}
	return singular, plural
}

// alternatives are the names a creature is known by: "Succubus/Incubus"
// by either, "Deep Gnome (Svirfneblin)" also by the word in brackets (but
// "Giant Rat (Diseased)" not by an adjective).
func alternatives(name string) []string {
	alts := strings.Split(name, "/")
	if m := parenthetical.FindString(name); m != "" {
		inner := strings.Trim(m, " ()")
		if !strings.Contains(inner, " ") && !strings.HasSuffix(strings.ToLower(inner), "ed") {
			alts = append(alts, inner)
		}
	}
	return alts
}

// bestiaryIndex finds creatures named in text. It is built once per
// Bestiary and is safe for concurrent use.
type bestiaryIndex struct {
	creatures []Creature
	// displayPlural is the first plural form, for summaries ("goblins").
	displayPlural []string
	ambiguous     []bool
	// trie values are creature index*2, plus 1 for a plural form.
	trie *trie
}

func newBestiaryIndex(b Bestiary) *bestiaryIndex {
	idx := &bestiaryIndex{trie: newTrie()}
	if b == nil {
		return idx
	}
	for _, name := range b.Names() {
		c, ok := b.Lookup(name)
		if !ok {
			continue
		}
		i := len(idx.creatures)
		added := false
		for _, alt := range alternatives(name) {
			singular, plural := nameForms(alt)
			if len(singular) == 0 || !idx.trie.add(singular, 2*i) {
				continue // no words, or a name already known
			}
			for _, form := range plural {
				idx.trie.add(form, 2*i+1)
			}
			if !added {
				display := strings.Join(singular, " ")
				if len(plural) > 0 {
					display = strings.Join(plural[0], " ")
				}
				idx.creatures = append(idx.creatures, c)
				idx.displayPlural = append(idx.displayPlural, display)
				idx.ambiguous = append(idx.ambiguous, ambiguousNames[strings.Join(singular, " ")])
				added = true
			}
		}
	}
	return idx
}

// mention is a creature named in the text.
type mention struct {
	creature int
	plural   bool
	// first and last are the token indices of the name.
	first, last int
	count       mentionCount
}

// mentions finds every creature named in the words, longest name first, left to
// right, with the count written before or after it.
func (idx *bestiaryIndex) mentions(w *words) []mention {
	if len(idx.creatures) == 0 {
		return nil
	}
	var out []mention
	for i := 0; i < len(w.toks); {
		n, v := idx.trie.match(w, i, len(w.toks))
		if n == 0 {
			i++
			continue
		}
		m := mention{creature: v / 2, plural: v%2 == 1, first: i, last: i + n - 1}
		m.count = countOf(w, m.first, m.last)
		out = append(out, m)
		i += n
	}
	return out
}
