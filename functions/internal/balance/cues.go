package balance

import (
	"slices"
	"strings"
	"sync"

	"github.com/lorewright/lorewright/functions/internal/nlp"
	"github.com/lorewright/lorewright/functions/internal/srd"
)

// The cues read what the players will do from how sentences are built:
// who acts, what is asked or said, what must be done to open a way, how
// many of what are there. Each adds points to a category with a signal
// that says what was read (SignalCue).

// fragmentWords: a sentence of at most this many words without a verb is
// a fragment, the way keyed rooms list what is in them ("Giant Spiders.").
const fragmentWords = 8

// stagedCues scores the creatures a span stages for combat: a group the
// text introduces ("six goblins", "a troll", "a family of giant rats", or
// named alone in a fragment: "Giant Spiders.") is stagedPoints, each further
// kind a point, up to maxStagedGroups; a creature only named ("goblins",
// "the ogre") is a point, up to maxMonsterPoints. Creatures the SRD lacks
// count as a group when a number introduces them and they are read as
// creatures (unknownGroups).
func stagedCues(e *evidence, r *reader, sp span, creatures []mention, kw *keywordIndex) {
	w := r.w
	type kind struct {
		creature *srd.Creature
		at       int
		phrase   string
		staged   bool
	}
	var kinds []kind
	for _, m := range creatures {
		if !counts(m) {
			continue
		}
		staged := m.staged
		k := slices.IndexFunc(kinds, func(k kind) bool { return k.creature == m.creature })
		if k < 0 {
			kinds = append(kinds, kind{creature: m.creature})
			k = len(kinds) - 1
		}
		if kinds[k].phrase == "" || staged && !kinds[k].staged {
			kinds[k].at = w.toks[m.first].start
			kinds[k].phrase = singleSpaced(w.text[m.count.start:m.count.end])
			kinds[k].staged = kinds[k].staged || staged
		}
	}
	staged, named := 0, 0
	for _, k := range kinds {
		switch {
		case k.staged && staged < maxStagedGroups:
			points := 1
			if staged == 0 {
				points = stagedPoints
			}
			staged++
			e.add(Combat, points, k.at, -1, Signal{Kind: SignalMonster, Text: k.phrase})
		case !k.staged && named < maxMonsterPoints:
			named++
			e.add(Combat, 1, k.at, -1, Signal{Kind: SignalMonster, Text: k.phrase})
		}
	}
	for _, g := range unknownGroups(r, sp, creatures, kw) {
		if staged >= maxStagedGroups {
			break
		}
		points := 1
		if staged == 0 {
			points = stagedPoints
		}
		staged++
		e.add(Combat, points, w.toks[g[0]].start, -1, Signal{Kind: SignalCue, Text: "creatures: “" + w.text[w.toks[g[0]].start:w.toks[g[1]].end] + "”"})
	}
}

// stages reports whether a mention puts creatures in the scene: a group
// the text introduces ("six goblins", "a troll", "a family of giant rats")
// or names alone in a fragment ("Giant Spiders."), not a possessive ("a
// wyvern's nest": the owner), nor an everyday word without a number.
func stages(r *reader, m mention) bool {
	return counts(m) && !possessive(r.w, m.last) && (introduces(m.count) || m.count.kind == countBare && r.isFragment(m.first))
}

// modifies reports whether a creature's name is used as a describing word
// for the noun after it ("a goblin attack", "skeleton armour", "a kobold
// inventor"): the thing is meant, not the creature. Only a singular name
// followed by a word is tagged to tell; a plural after it may be a verb
// ("a goblin boss charges"), so only a singular noun makes a compound.
func (r *reader) modifies(m mention) bool {
	w := r.w
	i := m.last + 1
	if m.plural || i >= len(w.toks) || r.sent[i] != r.sent[m.last] || !countGap(w.text[w.toks[m.last].end:w.toks[i].start]) {
		return false
	}
	next := w.norm(i)
	if c := next[0]; c < 'a' || c > 'z' || stopWords[next] || auxiliaries[next] || modals[next] || references[next] || articles[next] ||
		strings.HasSuffix(next, "s") || strings.HasSuffix(next, "ed") || strings.HasSuffix(next, "ing") || strings.HasSuffix(next, "ly") {
		return false // a verb or a word of the sentence's frame follows
	}
	if i+1 < len(w.toks) && r.sent[i+1] == r.sent[i] && (articles[w.norm(i+1)] || references[w.norm(i+1)]) {
		return false // "a priest block the gate": a verb with its object
	}
	// The later word first: its sentence is then tagged once, far enough
	// for both (a word's tag waits for the two words after it).
	nextTag := r.tag(i)
	return r.tag(m.last) == "NN" && nextTag == "NN"
}

// modals and a few adverbs that follow a subject.
var modals = map[string]bool{"can": true, "could": true, "will": true, "would": true, "may": true, "might": true, "must": true,
	"shall": true, "should": true, "then": true, "also": true, "still": true, "always": true, "never": true, "too": true}

// isFragment reports whether word i is in a short sentence without a verb.
func (r *reader) isFragment(i int) bool {
	lo, hi := r.sentence(i)
	return hi-lo <= fragmentWords && !r.hasVerb(lo, hi)
}

// unknownGroups finds groups of creatures the SRD lacks: a number, at most
// two describing words and a plural noun ("3 Cave Eels", "10 monks",
// "2-6 crypt crawlers") read as creatures because a stat block follows
// them ("(HD1 AC9 1d6)"), they do what creatures do ("drinking water",
// "guarding the hall") or a keyed room lists them in a fragment ("Lair: 15
// Crypt Crawlers."). Things and measures ("two wands", "6 Magic Pools",
// "40 feet") are left out as far as the words tell: a word of the lists
// (a place, a treasure) or a measure is no creature. It returns the word
// range [first, last] of each group.
func unknownGroups(r *reader, sp span, creatures []mention, kw *keywordIndex) [][2]int {
	w := r.w
	var out [][2]int
	for i := sp.t0; i < sp.t1-1; i++ {
		if !isGroupNumber(w, i) || !pluralSoon(w, i+1, sp.t1) {
			continue
		}
		head := -1
		for j := i + 1; j < min(sp.t1, i+4); j++ {
			if !countGap(w.text[w.toks[j-1].end:w.toks[j].start]) {
				break // "3. Fungus crossroads": a key, not a count
			}
			if word := w.norm(j); isPluralNoun(word) {
				head = j
				// "Mushroom Men", "Crypt Crawlers": a capitalised name goes on.
				if j+1 < sp.t1 && isPluralNoun(w.norm(j+1)) && countGap(w.text[w.toks[j].end:w.toks[j+1].start]) {
					head = j + 1
				}
				break
			}
		}
		if head < 0 || slices.ContainsFunc(creatures, func(m mention) bool { return m.first > i && m.first <= head }) ||
			measureWords[w.norm(head)] || isThing(w, kw, head) {
			continue
		}
		if hasStatBlock(w, head) || doesWhatCreaturesDo(w, head, sp.t1) || r.isFragment(head) {
			out = append(out, [2]int{i, head})
			i = head
		}
	}
	return out
}

// pluralSoon reports whether a plural noun is among the next three words
// from word i, a cheap test before reading a number.
func pluralSoon(w *words, i, limit int) bool {
	for j := i; j < min(limit, i+3); j++ {
		if n := w.norm(j); len(n) > 2 && (n[len(n)-1] == 's' || strings.HasSuffix(n, "men")) {
			return true
		}
	}
	return false
}

// isGroupNumber: digits ("15"), a number word ("three"), a vague one
// ("several"), dice ("2d4") or a range ("2-6").
func isGroupNumber(w *words, i int) bool {
	word := w.norm(i)
	if c := word[0]; c < '0' || c > '9' {
		return w.toks[i].facts&factGroupNumber != 0
	}
	if _, ok := digits(word); ok {
		return true
	}
	if _, ok := dice(word); ok {
		return true
	}
	_, ok := numberRange(word)
	return ok
}

// groupNumberWords are the number words of a group (not "one") and those
// that say there are several without a number.
var groupNumberWords = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{"several": true, "many": true, "numerous": true, "countless": true}
	for word := range numberWords {
		m[word] = word != "one"
	}
	return m
})

// isPluralNoun: a word of letters ending in -s (not -ss, -us, -is) or in
// -men.
func isPluralNoun(word string) bool {
	if len(word) < 3 || stopWords[word] {
		return false
	}
	for _, c := range word {
		if !('a' <= c && c <= 'z' || c == '-') {
			return false
		}
	}
	return strings.HasSuffix(word, "men") || strings.HasSuffix(word, "s") &&
		!strings.HasSuffix(word, "ss") && !strings.HasSuffix(word, "us") && !strings.HasSuffix(word, "is")
}

// isThing reports whether word i is a word of the lists other than
// combat's (a place, a treasure, a trap: a thing, not a creature; but
// "archers" are).
func isThing(w *words, kw *keywordIndex, i int) bool {
	n, v := kw.trie.match(w, i, i+1)
	return n > 0 && !slices.ContainsFunc(kw.hits[v], func(h keywordHit) bool { return h.category == Combat })
}

// measureWords are units and amounts, not creatures.
var measureWords = map[string]bool{
	"feet": true, "ft": true, "foot": true, "inch": true, "inches": true, "yard": true, "mile": true, "yards": true, "miles": true, "meters": true, "metres": true,
	"gp": true, "sp": true, "cp": true, "pp": true, "coins": true, "pieces": true, "points": true, "hp": true,
	"rounds": true, "minutes": true, "hours": true, "days": true, "weeks": true, "months": true, "years": true,
	"times": true, "turns": true, "levels": true, "dice": true, "charges": true, "doses": true, "pounds": true, "lbs": true,
}

// hasStatBlock reports an old-school stat block right after word i:
// "(HD1 AC9 1d6)", "(AC 15, hp 22)".
func hasStatBlock(w *words, i int) bool {
	rest := w.text[w.toks[i].end:min(len(w.text), w.toks[i].end+12)]
	open := strings.IndexByte(rest, '(')
	if open < 0 || strings.TrimSpace(rest[:open]) != "" {
		return false
	}
	inside := strings.ToUpper(rest[open+1:])
	return strings.HasPrefix(inside, "HD") || strings.HasPrefix(inside, "AC") || strings.HasPrefix(inside, "HP") ||
		strings.HasPrefix(inside, "CR") || strings.HasPrefix(inside, "LVL")
}

// doesWhatCreaturesDo reports whether the words after word i say what a
// living group does ("drinking water", "guarding the hall", "bow down",
// "are hiding"), up to limit.
func doesWhatCreaturesDo(w *words, i, limit int) bool {
	acts := creatureActs()
	for j := i + 1; j < min(limit, i+3); j++ {
		if !countGap(w.text[w.toks[j-1].end:w.toks[j].start]) {
			return false
		}
		word := w.norm(j)
		if acts[word] {
			return true
		}
		if word != "are" && word != "were" && word != "is" && word != "all" {
			return false
		}
	}
	return false
}

// creatureActs are what a living group does where it is found, in every
// form ("guard", "guards", "guarding", "guarded").
var creatureActs = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, verb := range []string{"guard", "watch", "wait", "lurk", "hide", "sleep", "sit", "drink", "eat", "feed",
		"hunt", "patrol", "chase", "attack", "charge", "advance", "arrive", "bow", "chant", "pray", "play", "argue",
		"fight", "roam", "prowl", "crawl", "howl", "growl", "hiss", "live", "dwell", "nest", "circle", "swarm", "gnaw",
		"ambush", "stalk", "search", "work", "dig", "feast", "gamble", "quarrel"} {
		for _, form := range inflections(verb) {
			m[form] = true
		}
	}
	return m
})

// possessive reports whether word i ends with 's or s'.
func possessive(w *words, i int) bool {
	t := nlp.Lower(w.text[w.toks[i].start:w.toks[i].end])
	return strings.HasSuffix(t, "'s") || strings.HasSuffix(t, "s'")
}

// sentenceCues scores what the sentences of a span say the players do.
func sentenceCues(e *evidence, r *reader, sp span) {
	w := r.w
	voice, mechanism, travel := false, false, false
	for i := sp.t0; i < sp.t1; i++ {
		if w.toks[i].facts&factCue == 0 {
			continue
		}
		word := w.norm(i)
		switch {
		case purposeVerbs[word] && i > sp.t0 && w.norm(i-1) == "to":
			if lo, hi := r.sentence(i); !mechanism && !byForce(w, lo, hi) && r.isCondition(lo, hi, i-1) {
				mechanism = true
				e.add(Puzzle, mechanismPoints, w.toks[lo].start, -1, Signal{Kind: SignalCue, Text: "a way opens only if something is done: “" + excerpt(w.text[w.toks[lo].start:w.toks[hi-1].end], 60) + "”"})
			}
		case word == "must" && !mechanism:
			if lo, hi := r.sentence(i); penaltyAfter(w, i, hi) {
				mechanism = true
				e.add(Puzzle, mechanismPoints, w.toks[lo].start, -1, Signal{Kind: SignalCue, Text: "a rule to keep or pay for: “" + excerpt(w.text[w.toks[lo].start:w.toks[hi-1].end], 60) + "”"})
			}
		case motiveVerbs[word] && i > sp.t0 && !partyWords[w.norm(i-1)] && isVerbAt(r, i):
			e.add(Roleplay, socialPoints, w.toks[i].start, -1, Signal{Kind: SignalCue, Text: "someone wants something: “" + r.phraseAround(i) + "”"})
		case socialVerbs[word] && addressesParty(r, i, sp.t1):
			e.add(Roleplay, socialPoints, w.toks[i].start, -1, Signal{Kind: SignalCue, Text: "someone talks with the party: “" + r.phraseAround(i) + "”"})
		case firstPerson[word] && !voice && !inQuotes(w.text, sp.start, w.toks[i].start):
			voice = true
			e.add(Roleplay, socialPoints, w.toks[i].start, -1, Signal{Kind: SignalCue, Text: "someone speaks in the first person: “" + r.phraseAround(i) + "”"})
		case travelVerbs[word] && !travel && partySubject(w, i, sp.t0):
			travel = true
			e.add(Exploration, socialPoints, w.toks[i].start, -1, Signal{Kind: SignalCue, Text: "the party goes somewhere: “" + r.phraseAround(i) + "”"})
		case word == "ago" && i > sp.t0:
			e.add(Transition, backstoryPoints, w.toks[i].start, -1, Signal{Kind: SignalCue, Text: "the story before the adventure: “" + r.phraseAround(i) + "”"})
		}
	}
}

// cueWords are the words sentenceCues looks at, for one look-up a word.
var cueWords = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{"ago": true, "must": true}
	for _, set := range []map[string]bool{purposeVerbs, motiveVerbs, socialVerbs, firstPerson, travelVerbs} {
		for w := range set {
			m[w] = true
		}
	}
	return m
})

// Points of the sentence cues.
const (
	mechanismPoints = 3
	socialPoints    = 2
	backstoryPoints = 2
)

// purposeVerbs are what a mechanism does once worked out: "to open", "to
// pass", "to raise it".
var purposeVerbs = map[string]bool{"open": true, "unlock": true, "unseal": true, "pass": true, "enter": true, "raise": true,
	"lower": true, "release": true, "activate": true, "reveal": true, "free": true}

// isCondition reports whether the sentence lo..hi with "to open" at word
// to makes the opening a condition: an instruction ("Turn the four snakes
// ... to open"), an obligation ("must be touched to open", "needs a crank
// to raise it", "To open the door, the heroes must turn the spirits"), a
// purpose ("in order to pass").
func (r *reader) isCondition(lo, hi, to int) bool {
	w := r.w
	for k := lo; k < hi; k++ {
		switch w.norm(k) {
		case "must", "need", "needs", "needed", "require", "requires", "required", "only":
			return true
		case "order":
			if k+1 == to && k > lo && w.norm(k-1) == "in" {
				return true
			}
		}
	}
	// An instruction: the sentence opens with a verb in its base form.
	return to > lo && r.tag(lo) == "VB"
}

// byForce reports a way opened by strength or a check ("require force to
// open", "a DC 15 Strength check to open"): an obstacle, not a mechanism.
func byForce(w *words, lo, hi int) bool {
	for k := lo; k < hi; k++ {
		switch w.norm(k) {
		case "force", "forced", "strength", "check", "dc", "break", "bash", "smash":
			return true
		}
	}
	return false
}

// penaltyAfter reports "must ... or take 1 damage", "must ... or be
// cursed": a rule with its price, after word i up to hi.
func penaltyAfter(w *words, i, hi int) bool {
	for k := i + 1; k+1 < hi; k++ {
		if w.norm(k) == "or" {
			switch w.norm(k + 1) {
			case "take", "takes", "suffer", "suffers", "lose", "loses", "be", "become", "get", "gets", "die", "dies":
				return true
			}
		}
	}
	return false
}

// travelVerbs are the party going somewhere or looking around: "the heroes
// travel towards the keep", "the party searches the cellar".
var travelVerbs = map[string]bool{"travel": true, "travels": true, "journey": true, "journeys": true, "explore": true,
	"explores": true, "search": true, "searches": true, "climb": true, "climbs": true, "cross": true, "crosses": true,
	"follow": true, "follows": true, "descend": true, "descends": true, "trek": true, "sail": true, "sails": true, "ride": true,
	"rides": true, "wander": true, "wanders": true, "investigate": true, "investigates": true}

// partySubject reports whether the party is the subject of the verb at
// word i: "the party travels", "the heroes can search".
func partySubject(w *words, i, lo int) bool {
	for j := i - 1; j >= max(lo, i-3); j-- {
		if !countGap(w.text[w.toks[j].end:w.toks[j+1].start]) {
			return false
		}
		switch w.norm(j) {
		case "party", "characters", "pcs", "heroes", "adventurers", "players", "you", "they", "we":
			return true
		case "can", "must", "may", "will", "then", "should", "could", "might":
		default:
			return false
		}
	}
	return false
}

// motiveVerbs say that someone wants something: a motive to talk to them.
var motiveVerbs = map[string]bool{"wants": true, "wanted": true, "wishes": true, "wish": true, "seeks": true, "desires": true,
	"craves": true, "longs": true, "hopes": true, "begs": true, "pleads": true}

// socialVerbs are what people do with the party in a conversation.
var socialVerbs = map[string]bool{"tell": true, "tells": true, "told": true, "ask": true, "asks": true, "asked": true,
	"question": true, "questions": true, "questioned": true, "offer": true, "offers": true, "offered": true, "greet": true,
	"greets": true, "warn": true, "warns": true, "hire": true, "hires": true, "beg": true, "begs": true, "plead": true,
	"pleads": true, "bribe": true, "bribes": true, "convince": true, "convinces": true, "persuade": true, "persuades": true,
	"thank": true, "thanks": true, "invite": true, "invites": true, "promise": true, "promises": true, "pay": true, "pays": true}

// partyWords name the players' characters.
var partyWords = map[string]bool{"party": true, "characters": true, "pcs": true, "pc": true, "heroes": true, "adventurers": true,
	"players": true, "you": true, "them": true, "group": true}

// addressesParty reports whether the social verb at word i is said to the
// party ("tells the characters", "offers you", "pays them") or by it ("the
// party can question the locals"): there the word must be a verb, which
// its tag tells when it can be a noun too ("a question of honour").
func addressesParty(r *reader, i, limit int) bool {
	w := r.w
	for j := i + 1; j < min(limit, i+3); j++ {
		if !countGap(w.text[w.toks[j-1].end:w.toks[j].start]) {
			break
		}
		if partyWords[w.norm(j)] {
			return true
		}
	}
	for j := i - 1; j >= max(0, i-3); j-- {
		if !countGap(w.text[w.toks[j].end:w.toks[j+1].start]) {
			break
		}
		if subject := w.norm(j); subject == "party" || subject == "characters" || subject == "pcs" || subject == "heroes" {
			return isVerbAt(r, i)
		}
	}
	return false
}

// isVerbAt reports whether word i is used as a verb ("the party can
// question the locals", not "a question of honour"). Only a word that can
// be a noun as well is tagged to tell.
func isVerbAt(r *reader, i int) bool {
	return !nounsToo[r.w.norm(i)] || nlp.IsVerb(r.tag(i))
}

// nounsToo are the words of the cues that are nouns as often as verbs.
var nounsToo = map[string]bool{"question": true, "questions": true, "offer": true, "offers": true, "promise": true,
	"promises": true, "pay": true, "pays": true, "thanks": true, "bribe": true, "bribes": true, "hire": true,
	"wish": true, "hopes": true, "desires": true, "longs": true}

// firstPerson: a character who says "I" or "my" outside quotation marks
// speaks (a rumour, a letter, a line of dialogue).
var firstPerson = map[string]bool{"i": true, "me": true, "my": true, "i'm": true, "i'll": true, "i've": true}

// inQuotes reports whether offset at of the text lies inside quotation
// marks opened since start.
func inQuotes(text string, start, at int) bool {
	s := text[start:at]
	return (strings.Count(s, "\"")+strings.Count(s, "“")-strings.Count(s, "”"))%2 == 1
}

// phraseAround is a few words of the sentence around word i, for a
// signal.
func (r *reader) phraseAround(i int) string {
	lo, hi := r.sentence(i)
	lo, hi = max(lo, i-3), min(hi-1, i+3)
	return excerpt(r.w.text[r.w.toks[lo].start:r.w.toks[hi].end], 48)
}

// pastEvent reports whether word i is a verb in the simple past with its
// object ("killed them", "slew the king"): told as what happened before
// the adventure, not as what happens at the table. Only a past-looking
// word that does not follow a form of "be" or "have" ("is defeated", "has
// fled") is tagged to tell.
func (r *reader) pastEvent(i int) bool {
	w := r.w
	word := w.norm(i)
	if !strings.HasSuffix(word, "ed") && !irregularPast[word] {
		return false
	}
	if i > 0 && auxiliaries[w.norm(i-1)] {
		return false
	}
	// A deed done to someone: "killed them", "slew the king".
	if i+1 >= len(w.toks) || r.sent[i+1] != r.sent[i] || !objectWords[w.norm(i+1)] {
		return false
	}
	return r.tag(i) == "VBD"
}

// objectWords start the object of a verb.
var objectWords = map[string]bool{"the": true, "a": true, "an": true, "them": true, "him": true, "her": true, "it": true,
	"us": true, "his": true, "their": true, "its": true, "every": true, "all": true, "many": true, "most": true}

// irregularPast are past forms of the combat words that do not end in -ed.
var irregularPast = map[string]bool{"fought": true, "slew": true, "struck": true, "fled": true, "shot": true, "stabbed": true}

// auxiliaries make a participle of the word after them.
var auxiliaries = map[string]bool{"is": true, "are": true, "was": true, "were": true, "be": true, "been": true, "being": true,
	"has": true, "have": true, "had": true, "get": true, "gets": true, "got": true}

// hostilePoints: creatures that act against the party make a fight.
const hostilePoints = 2

// hedged reports whether the sentence of word i says the fight may not
// happen before it: "Clever talk can avoid the fight", "peaceful unless
// disturbed", "without a fight".
func (r *reader) hedged(i int) bool {
	lo, _ := r.sentence(i)
	for k := lo; k < i; k++ {
		if hedges[r.w.norm(k)] {
			return true
		}
	}
	return false
}

// hedges turn a fight into one that may not happen.
var hedges = map[string]bool{"avoid": true, "avoids": true, "avoided": true, "avoiding": true, "prevent": true, "prevents": true,
	"unless": true, "without": true, "instead": true, "useless": true, "harmless": true, "peaceful": true}

// actsAgainstParty reports whether the combat verb at word i has creatures
// for its subject ("three ghouls ... and they attack", "the ogre charges")
// or the party for its object ("ambush the heroes").
func (r *reader) actsAgainstParty(i int, creatures []mention) bool {
	w := r.w
	if i+1 < len(w.toks) && countGap(w.text[w.toks[i].end:w.toks[i+1].start]) {
		next := w.norm(i + 1)
		if next == "the" && i+2 < len(w.toks) {
			next = w.norm(i + 2)
		}
		if partyWords[next] {
			return true
		}
	}
	if i == 0 || !countGap(w.text[w.toks[i-1].end:w.toks[i].start]) {
		return false
	}
	switch w.norm(i - 1) {
	case "they", "it", "both", "all":
		return len(creatures) > 0
	}
	return slices.ContainsFunc(creatures, func(m mention) bool { return m.last == i-1 && counts(m) })
}

// inName reports whether word i, capitalised after a capitalised word in
// the middle of a sentence, is part of a name ("Mayor Marsh", "the Drowned
// Lantern", "Lord Keramere"): the word means the name, not the thing.
func (r *reader) inName(i int) bool {
	w := r.w
	if i == 0 || !isCapitalised(w, i) || !isCapitalised(w, i-1) || r.sent[i-1] != r.sent[i] || !countGap(w.text[w.toks[i-1].end:w.toks[i].start]) {
		return false
	}
	// A name, not a line in capitals ("LOCKED ROOM"): the word is not all
	// capitals.
	t := w.text[w.toks[i].start:w.toks[i].end]
	return strings.ToUpper(t) != t
}

// isCapitalised reports whether word i starts with a capital letter.
func isCapitalised(w *words, i int) bool {
	c := w.text[w.toks[i].start]
	return 'A' <= c && c <= 'Z'
}

// figureOfSpeech reports "a riddle of a man", "an enigma of a woman": the
// word describes someone, no puzzle is set.
func figureOfSpeech(w *words, i int) bool {
	return i+2 < len(w.toks) && w.norm(i+1) == "of" && articles[w.norm(i+2)] &&
		countGap(w.text[w.toks[i].end:w.toks[i+1].start]) && countGap(w.text[w.toks[i+1].end:w.toks[i+2].start])
}

// turnToFight finds where a span turns from talk to a fight: after
// sentences with evidence of talk and none of fighting, a sentence with
// strong evidence of fighting ("Suddenly three bandits burst in. Roll
// initiative!"). It returns the first word of that sentence.
func turnToFight(r *reader, sp span, e evidence) (int, bool) {
	if e.scores.Roleplay == 0 || e.scores.Combat < 2 {
		return 0, false
	}
	w := r.w
	points := func(c Category, from, to int) int {
		n, ci := 0, uint8(c.index())
		for _, s := range e.signals {
			if s.category == ci && int(s.at) >= from && int(s.at) < to {
				n += int(s.points)
			}
		}
		return n
	}
	for i := sp.t0 + 1; i < sp.t1; i++ {
		if r.sent[i] == r.sent[i-1] {
			continue
		}
		at := w.toks[i].start
		end := sp.end
		for j := i + 1; j < sp.t1; j++ {
			if r.sent[j] != r.sent[i] {
				end = w.toks[j].start
				break
			}
		}
		if fight := points(Combat, at, end); points(Roleplay, sp.start, at) > 0 && points(Combat, sp.start, at) == 0 &&
			fight >= 2 && fight > points(Roleplay, at, end) {
			return i, true
		}
	}
	return 0, false
}
