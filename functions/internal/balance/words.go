package balance

import (
	"strings"
	"sync"
)

// The word lists of the keyword classifier. Strong words name the kind of
// scene outright and count 2 points; the others count 1; places count 1,
// at most maxPlacePoints a segment: a place described at length is where
// something happens, not what happens. Entries are base forms: plurals and
// verb forms (-s, -es, -ed, -ing, -er) are added when the index is built,
// irregular forms are listed.
var wordLists = map[Category]struct{ strong, normal, places []string }{
	Combat: {
		strong: []string{"combat", "battle", "fight", "fought", "initiative", "ambush", "attack roll", "hit points",
			"armor class", "melee", "skirmish", "brawl", "duel", "opportunity attack", "surprise round",
			"lair action", "legendary action", "damage"},
		normal: []string{"attack", "strike", "struck", "slash", "stab", "shoot", "shot", "arrow", "sword", "axe",
			"blade", "weapon", "spear", "crossbow", "mace", "club", "kill", "slay", "slew", "slain", "wound", "blood",
			"enemy", "enemies", "foe", "hostile", "charge", "flee", "fled", "retreat", "defeat", "tactic", "morale",
			"surrender", "hp", "claw", "bite", "fang", "horde", "warband", "raid", "assault", "clash", "war",
			"ranged", "reinforcement", "flank", "grapple", "spell attack", "saving throw", "ac", "defend", "guard post",
			"siege", "archer", "bloodied", "outnumber", "round", "hit"},
	},
	Roleplay: {
		strong: []string{"negotiate", "negotiation", "persuade", "persuasion", "deception", "intimidate",
			"intimidation", "insight", "conversation", "dialogue", "bargain", "haggle", "interrogate",
			"roleplay", "role-play", "roleplaying", "social", "diplomacy", "parley", "audience with"},
		normal: []string{"talk", "speak", "spoke", "spoken", "say", "says", "said", "ask", "tell", "told",
			"reply", "replies", "greet", "plead", "beg", "bribe", "convince", "rumor", "rumour", "gossip", "npc",
			"innkeeper", "barkeep", "bartender", "merchant", "mayor", "noble", "lord", "lady", "villager",
			"townsfolk", "stranger", "ally", "allies", "friendly", "attitude", "personality", "motivation",
			"secret", "promise", "offer", "favor", "favour", "trust", "truth", "patron",
			"quest giver", "whisper", "explain", "introduce", "welcome", "thank", "apologize", "apologise",
			"argue", "agree", "refuse", "demand", "reward",
			"letter", "charisma", "voice", "laugh", "smile", "friend", "family"},
	},
	Exploration: {
		strong: []string{"explore", "exploration", "investigate", "investigation", "perception", "survival",
			"navigate", "travel", "journey", "wilderness", "expedition", "trek", "search"},
		places: []string{"path", "road", "trail", "forest", "wood", "woods", "swamp", "marsh", "hill",
			"mountain", "river", "lake", "valley", "cave", "cavern", "tunnel", "corridor", "passage", "chamber", "room",
			"hall", "door", "stair", "stairs", "staircase", "tomb", "crypt", "tower", "temple", "shrine", "dungeon",
			"ruin", "ruins", "shore", "island", "desert", "jungle", "ridge", "cliff", "ledge", "bridge", "ford", "gate",
			"wall", "ceiling", "floor", "alcove", "vault", "grotto", "sewer"},
		normal: []string{"map", "hidden", "secret door", "secret passage", "discover", "notice", "spot",
			"climb", "swim", "cross", "descend", "terrain", "weather", "landmark", "treasure", "chest", "loot",
			"ancient", "overgrown", "athletics", "acrobatics",
			"stealth", "footprint", "track", "ice", "snow",
			"wreck", "ruined", "abandoned", "torch", "lantern",
			"smell", "echo", "dust", "cobweb", "mural", "fresco", "statue",
			// Traps and hazards are found, avoided and disarmed: the
			// players explore them (a riddle or a mechanism to work out is
			// a puzzle).
			"trap", "trapdoor", "tripwire", "pressure plate", "pit", "dart", "disarm", "thieves' tools", "hazard",
			"key", "lock"},
	},
	Puzzle: {
		strong: []string{"puzzle", "riddle", "cipher", "solve", "solution", "enigma", "conundrum", "lever",
			"glyph", "combination", "mechanism", "logic", "brainteaser"},
		normal: []string{"clue", "code", "pattern", "symbol", "rune", "inscription", "sequence", "pedestal",
			"tile", "mirror", "keyhole", "dial", "arrange", "rotate", "press", "pull",
			"answer", "correct", "incorrect", "wrong", "switch",
			"button", "counterweight", "scale", "weigh", "gear", "cog", "panel", "slot", "carving", "etched",
			"engraved", "hint", "riddler"},
	},
	Transition: {
		strong: []string{"meanwhile", "afterward", "afterwards", "next day", "next morning", "following day",
			"following morning", "downtime", "long rest", "short rest", "days pass", "hours pass", "hours later",
			"days later", "weeks later", "interlude", "epilogue", "travel montage", "time passes"},
		normal: []string{"later", "arrive", "arrival", "depart", "departure", "leave", "return", "rest", "dawn",
			"dusk", "nightfall", "evening", "morning", "eventually", "finally", "before long", "onward",
			"set out", "set off", "make camp", "head back", "on the way", "along the way", "continue",
			"conclusion", "wrap up", "recap", "summary"},
	},
}

// nounsOnly are list words that are nouns only: their -ed and -ing forms
// are other words ("riddled with maggots", "a tiled floor", "puzzled").
var nounsOnly = map[string]bool{
	"puzzle": true, "riddle": true, "cipher": true, "enigma": true, "conundrum": true, "glyph": true, "mechanism": true,
	"clue": true, "code": true, "pattern": true, "symbol": true, "rune": true, "inscription": true, "sequence": true,
	"pedestal": true, "tile": true, "mirror": true, "keyhole": true, "dial": true, "button": true, "gear": true,
	"cog": true, "panel": true, "slot": true, "hint": true, "lever": true, "pit": true, "dart": true,
}

// keywordHit is one category a word-list phrase counts for.
type keywordHit struct {
	category Category
	weight   int
	// place: a word of the category's places (capped).
	place bool
}

// keywordIndex finds word-list phrases; its values index keywordHits.
type keywordIndex struct {
	trie *trie
	hits [][]keywordHit
}

// keywords is built once, on first use.
var keywords = sync.OnceValue(func() *keywordIndex {
	idx := &keywordIndex{trie: newTrie()}
	byPhrase := map[string]int{}
	add := func(words []string, c Category, weight int, place bool) {
		key := strings.Join(words, " ")
		i, ok := byPhrase[key]
		if !ok {
			i = len(idx.hits)
			byPhrase[key] = i
			idx.hits = append(idx.hits, nil)
			idx.trie.add(words, i)
		}
		for _, h := range idx.hits[i] {
			if h.category == c {
				return // the first listing (strong before normal) stands
			}
		}
		idx.hits[i] = append(idx.hits[i], keywordHit{category: c, weight: weight, place: place})
	}
	for _, c := range Categories {
		lists := wordLists[c]
		for _, group := range []struct {
			words  []string
			weight int
			place  bool
		}{{lists.strong, 2, false}, {lists.normal, 1, false}, {lists.places, 1, true}} {
			for _, phrase := range group.words {
				words := phraseWords(phrase)
				if len(words) == 0 {
					continue
				}
				last := words[len(words)-1]
				forms := inflections(last)
				if nounsOnly[last] {
					forms = forms[:min(len(forms), 2)] // the word and its plural
				}
				for _, form := range forms {
					forms := append(append([]string(nil), words[:len(words)-1]...), form)
					add(forms, c, group.weight, group.place)
				}
			}
		}
	}
	return idx
})

// inflections are the regular forms of w: itself, plural or third person
// (-s, -es, -ies), past (-ed, -d, -ied, doubled consonant), -ing and the
// agent noun (-er, -ers). Over-generated forms ("fighted") are harmless.
func inflections(w string) []string {
	forms := []string{w}
	n := len(w)
	if n < 3 || strings.ContainsAny(w, "' -") {
		return forms
	}
	last := w[n-1]
	switch {
	case strings.HasSuffix(w, "s") || strings.HasSuffix(w, "x") || strings.HasSuffix(w, "z") ||
		strings.HasSuffix(w, "ch") || strings.HasSuffix(w, "sh"):
		forms = append(forms, w+"es", w+"ed", w+"ing", w+"er", w+"ers")
	case last == 'y' && !isVowel(w[n-2]):
		stem := w[:n-1]
		forms = append(forms, stem+"ies", stem+"ied", w+"ing", stem+"ier", stem+"iers")
	case last == 'e':
		stem := w[:n-1]
		forms = append(forms, w+"s", w+"d", stem+"ing", w+"r", w+"rs")
	default:
		forms = append(forms, w+"s", w+"ed", w+"ing", w+"er", w+"ers")
		// A short consonant-vowel-consonant word doubles its last letter:
		// "stab" -> "stabbed", "grab" -> "grabbing".
		if n <= 4 && !isVowel(last) && last != 'w' && last != 'x' && last != 'y' && isVowel(w[n-2]) && !isVowel(w[n-3]) {
			d := w + string(last)
			forms = append(forms, d+"ed", d+"ing", d+"er", d+"ers")
		}
	}
	return forms
}

func isVowel(c byte) bool { return strings.IndexByte("aeiou", c) >= 0 }
