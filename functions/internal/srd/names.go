package srd

import "strings"

// Everyday says whether a creature's name is also an everyday word.
type Everyday uint8

const (
	// NotEveryday: the name means the creature ("goblins", "an owlbear").
	NotEveryday Everyday = iota
	// EverydayWord: the name is an ordinary word ("a shadow falls", "their
	// horses", "a cat", "the bandits' camp"): in prose it names the
	// creature as a combatant only with a number ("three shadows").
	EverydayWord
	// EverydayRole: the name is a person's trade, rank or calling ("the
	// guard waves them through", "a priest"): a role in the story before
	// it is a stat block.
	EverydayRole
)

// everydayNames are the SRD creatures whose names are everyday words, by
// lower-case name: the one list every feature asks (Creature.Everyday).
var everydayNames = func() map[string]Everyday {
	m := map[string]Everyday{}
	for _, w := range []string{
		// People.
		"bandit", "thug", "cultist", "archmage", "berserker",
		// Animals.
		"cat", "rat", "bat", "owl", "hawk", "crab", "frog", "goat", "deer", "elk", "lion", "tiger", "pony", "mule",
		"camel", "raven", "spider", "scorpion", "lizard", "octopus", "weasel", "badger", "jackal", "hyena",
		"vulture", "eagle", "boar", "ape", "baboon", "elephant", "mastiff", "riding horse", "draft horse",
		"warhorse", "hunter shark", "quipper", "sea horse", "unicorn",
		// Other words.
		"shadow", "solar", "shrieker", "dragon turtle",
	} {
		m[w] = EverydayWord
	}
	for _, w := range []string{"commoner", "guard", "noble", "priest", "acolyte", "spy", "scout", "knight", "mage",
		"druid", "veteran", "gladiator", "assassin"} {
		m[w] = EverydayRole
	}
	return m
}()

// aliases are other names writers give a few SRD creatures, by lower-case
// name.
var aliases = map[string][]string{
	"tyrannosaurus rex":   {"tyrannosaurus", "t rex", "t-rex"},
	"gray ooze":           {"grey ooze"},
	"animated armor":      {"animated armour"},
	"saber-toothed tiger": {"sabre-toothed tiger", "sabertooth tiger", "sabretooth tiger"},
}

// irregularPlurals are plurals besides Plural's (the first, Plural's own
// where it differs, is what Plural gives).
var irregularPlurals = map[string][]string{
	"dwarf": {"dwarves"}, "thief": {"thieves"},
	"succubus": {"succubuses"}, "incubus": {"incubuses"}, "octopus": {"octopi"},
	"fungus": {"fungi"}, "medusa": {"medusae"}, "larva": {"larvae"}, "mouse": {"mice"}, "ox": {"oxen"},
	"djinni": {"djinnis"}, "efreeti": {"efreet", "efreetis"}, "cyclops": {"cyclopes"},
}

// invariantPlurals are peoples and beasts whose plural is the same word.
var invariantPlurals = map[string]bool{
	"sahuagin": true, "kuo-toa": true, "githyanki": true, "githzerai": true, "duergar": true, "drow": true,
	"svirfneblin": true, "deer": true, "elk": true, "sheep": true, "yuan-ti": true,
}

// Plural is the plural of a creature's name, in its case: the head noun
// takes it ("Swarms of Rats", "Mummy Lords"); "Succubi", "Djinn",
// "Werewolves", "Watchmen", "Liches", "Harpies"; peoples whose plural is
// the same word stay ("Sahuagin", "Lizardfolk", "Erinyes").
func Plural(name string) string {
	head, tail := name, ""
	if i := strings.Index(name, " of "); i > 0 {
		head, tail = name[:i], name[i:]
	}
	lower := strings.ToLower(head)
	last := lower[strings.LastIndexAny(lower, " ")+1:]
	n := len(head)
	switch {
	case n == 0:
		return name
	case invariantPlurals[last]:
	case strings.HasSuffix(lower, "cubus") || strings.HasSuffix(lower, "culus"):
		head = head[:n-2] + "i" // succubi, incubi, homunculi
	case strings.HasSuffix(lower, "ss") || strings.HasSuffix(lower, "us"):
		head += "es"
	case strings.HasSuffix(lower, "s") || strings.HasSuffix(lower, "folk"):
		// erinyes, lizardfolk: the plural is the same word
	case strings.HasSuffix(lower, "man") && !strings.HasSuffix(lower, "human"):
		head = head[:n-2] + "en"
	case strings.HasSuffix(lower, "djinni"):
		head = head[:n-1]
	case strings.HasSuffix(lower, "lf"):
		head = head[:n-1] + "ves"
	case strings.HasSuffix(lower, "y") && n > 1 && !strings.ContainsRune("aeiou", rune(lower[n-2])):
		head = head[:n-1] + "ies"
	case strings.HasSuffix(lower, "x") || strings.HasSuffix(lower, "z") || strings.HasSuffix(lower, "ch") || strings.HasSuffix(lower, "sh"):
		head += "es"
	default:
		head += "s"
	}
	return head + tail
}

// pluralForms are the plurals of one lower-case word the index knows:
// Plural's and the irregular ones, and for a people whose plural is the
// same word the regular one too.
func pluralForms(w string) []string {
	var out []string
	if p := Plural(w); p != w {
		out = append(out, p)
	} else if invariantPlurals[w] {
		out = append(out, w+"s") // "duergars", as some write it
	}
	return append(out, irregularPlurals[w]...)
}
