package grammar

import (
	"fmt"
	"strings"
)

// ---- Grammar: possessives and contractions that sound alike ----
//
// its / it's, your / you're, whose / who's, their / they're / there. A
// possessive owns the noun phrase that follows it ("its wings", "your old
// sword"); a contraction is a subject and a verb, so what follows is a
// complement ("it's a trap", "you're safe here", "they're going"). The rules
// read the phrase after the word with the tagger's parts of speech.

var (
	ruleIts    = ruleInfo{"its-its", `"It's" means "it is" or "it has"; "its" means belonging to it`, "confused-words"}
	ruleYoure  = ruleInfo{"your-youre", `"Your" means belonging to you; "you're" means "you are"`, "confused-words"}
	ruleWhose  = ruleInfo{"whose-whos", `"Whose" means belonging to whom; "who's" means "who is" or "who has"`, "confused-words"}
	ruleThere  = ruleInfo{"their-there-theyre", `"Their" (belonging to them), "there" (that place) and "they're" (they are) are different words`, "confused-words"}
	possessive = map[string]struct {
		contraction string
		rule        ruleInfo
		meaning     string // what the contraction stands for
	}{
		"its":   {"it's", ruleIts, "it is"},
		"your":  {"you're", ruleYoure, "you are"},
		"whose": {"who's", ruleWhose, "who is"},
		"their": {"they're", ruleThere, "they are"},
	}
	contraction = map[string]struct {
		possessive string
		rule       ruleInfo
	}{
		"it's":    {"its", ruleIts},
		"you're":  {"your", ruleYoure},
		"who's":   {"whose", ruleWhose},
		"they're": {"their", ruleThere},
	}
	// indefinitePronouns are tagged as nouns but never follow a possessive:
	// "its something that", "your nobody".
	indefinitePronouns = set("something", "nothing", "anything", "everything", "someone", "anyone", "everyone",
		"nobody", "somebody", "anybody", "everybody")
	// clauseVerbs take a clause as object, so a contraction can follow them:
	// "I think it's goblins".
	clauseVerbs = set("think", "thinks", "thought", "know", "knows", "knew", "say", "says", "said", "believe",
		"believes", "believed", "guess", "hope", "hopes", "hoped", "suppose", "mean", "means", "meant", "feel",
		"feels", "felt", "fear", "fears", "feared", "reckon", "realize", "realized", "realise", "realised", "bet",
		"swear", "admit", "admits", "claim", "claims", "claimed", "seems", "seem", "seemed", "insist",
		"insists", "insisted", "wish", "whisper", "whispers", "shout", "shouts", "cry", "cries", "reply",
		"replies", "sure", "afraid", "glad", "sorry", "certain", "clear", "obvious", "true", "likely")
	// subordinators open a clause; after them a contraction is a subject.
	subordinators = set("because", "if", "since", "when", "whenever", "while", "although", "though", "unless",
		"until", "as", "once", "that", "so", "where", "wherever", "whether", "before", "after", "than", "like", "now",
		"and", "but", "or", "nor", "yet", "then", "how", "why", "what", "who")
	// beForms before a contraction rule it out: "what are it's benefits".
	beForms = set("is", "are", "was", "were", "am", "be", "been", "'s", "'re", "isn't", "aren't", "wasn't", "weren't")
)

func checkPossessives(d *document) []finding {
	var out []finding
	for t := range d.doc.Tokens {
		if !d.has(t, clsPossessive|clsContraction) && !maybeThereOrTheirs(d.low(t)) || !d.isWord(t) || d.userTerm(t) {
			continue
		}
		w := d.low(t)
		if p, ok := possessive[w]; ok {
			if f, ok := d.possessiveMisused(t, p.contraction, p.rule, p.meaning); ok {
				out = append(out, f)
			}
		} else if c, ok := contraction[w]; ok {
			if f, ok := d.contractionMisused(t, c.possessive, c.rule); ok {
				out = append(out, f)
			}
		} else if w == "there" {
			if f, ok := d.thereMisused(t); ok {
				out = append(out, f)
			}
		} else if w == "their's" || w == "theirs" && d.tag(d.next(t)) == "DT" {
			// "their's the clue": there's; "their's is" / "theirs" alone: theirs.
			n := d.next(t)
			fix, why := "theirs", `"theirs" has no apostrophe`
			if tag := d.tag(n); tag == "DT" || isNounTag(tag) || isAdjectiveTag(tag) || tag == "CD" {
				fix, why = "there's", `"there's" (there is) introduces something`
			}
			if w == "theirs" && fix == "theirs" {
				continue
			}
			fix = matchCase(d.tok(t).Text, fix)
			out = append(out, d.tokFinding(Grammar, t, t, ruleThere, fmt.Sprintf("Use %q here: %s.", fix, why), 0.85, fix))
		}
	}
	return out
}

// maybeThereOrTheirs reports the words other than possessives and
// contractions that checkPossessives looks at.
func maybeThereOrTheirs(w string) bool { return w == "there" || w == "their's" || w == "theirs" }

// possessiveMisused: "its a trap", "your going", "their is", "whose there".
func (d *document) possessiveMisused(t int, contr string, rule ruleInfo, meaning string) (finding, bool) {
	n := d.next(t)
	w := d.low(t)
	if n < 0 {
		// "Leave it over their."
		if w == "their" && d.placeBefore(t) {
			return d.thereFinding(t, "for a place"), true
		}
		return finding{}, false
	}
	if !d.isWord(n) {
		if w == "their" && d.clauseEnd(n) && d.placeBefore(t) {
			return d.thereFinding(t, "for a place"), true
		}
		return finding{}, false
	}
	if d.userTerm(n) {
		return finding{}, false // "your Shadowfell", "its Lathander"
	}
	next := d.low(n)
	nextTag := d.tag(n)
	head, after := d.nounPhraseAfter(n)
	owns := head >= 0 && !indefinitePronouns[d.low(head)]
	// "its time to go", "your turn to act"? Only "time" is an idiom.
	if owns && head == n && next == "time" && (d.low(after) == "to" || d.low(after) == "for") && w == "its" {
		owns = false
	}
	// "its cold in here", "your welcome.": the tagger reads a lone word after
	// a possessive as its noun; an adjective closing the clause is not one.
	if owns && head == n && d.canBeAdjective(next) && (d.clauseEnd(after) || d.complementFollows(after) && d.low(after) != "of") && !d.userTerm(n) &&
		(d.clauseStart(t) || clauseVerbs[d.low(d.prev(t))]) {
		owns = false
		nextTag = "JJ"
	}
	// "becomes its guardian": a noun the tagger read as an adjective (it has
	// a plural and no comparative).
	if !owns && head < 0 && isAdjectiveTag(nextTag) && d.lexicalNoun(next) {
		owns = true
	}
	// "its slick, rubbery hide": adjectives in a row before the noun.
	if !owns && isAdjectiveTag(nextTag) && d.low(after) == "," {
		second := d.next(after)
		if h, _ := d.nounPhraseAfter(second); h >= 0 && h != second && d.tag(second) != "DT" && d.tag(second) != "PRP$" {
			owns = true
		}
	}
	// "If your reading this": an -ing verb the tagger took for a noun, with
	// an object after it.
	if (head == n || head < 0) && d.isIngVerb(next) && d.progressive(n) && d.low(d.next(n)) != "of" {
		return d.possessiveFinding(t, contr, rule, meaning), true
	}
	// "I think its Google", "We assume its John", "I guess its March 6":
	// after a verb that takes a clause, "its" before a name that ends the
	// clause is "it is" (a name owned would have its noun after it: "I
	// think its Google product").
	if w == "its" && owns && d.nameEndsClause(n) && (clauseVerbs[d.low(d.prev(t))] || opinionVerbs[d.low(d.prev(t))]) {
		return d.possessiveFinding(t, contr, rule, meaning), true
	}
	if owns {
		return finding{}, false
	}
	// "Your so annoying!", "its too cold in here": a degree adverb and an
	// adjective that ends the clause are a complement, not what is owned.
	if degreeAdverbs[next] && w != "whose" {
		if a := d.next(n); d.isWord(a) && (isAdjectiveTag(d.tag(a)) || d.tag(a) == "VBG" || d.tag(a) == "VBN" || d.canBeAdjective(d.low(a))) &&
			!isNounTag(d.tag(a)) && (d.clauseEnd(d.next(a)) || d.complementFollows(d.next(a)) && d.low(d.next(a)) != "of") {
			return d.possessiveFinding(t, contr, rule, meaning), true
		}
	}
	switch {
	case next == "own" || nextTag == "JJS" || nextTag == "RBS" || next == "very" || next == "every" || next == "fill":
		// "on your own", "do your best", "at its highest", "your every move"
		return finding{}, false
	case w == "their":
		return d.theirMisused(t, n)
	case w == "whose" && (nextTag == "VBZ" || nextTag == "VBD" || nextTag == "MD"):
		return finding{}, false // "Whose is this?", "whose was the blade?"
	}
	if head < 0 && after == n {
		after = d.next(n) // a word that opens no noun phrase: read what follows it
	}
	// "guards its young;": a possessive owns an adjective used as a noun
	// unless it opens a clause ("and its cold in here").
	if head < 0 && isAdjectiveTag(nextTag) && d.clauseEnd(after) && !d.clauseStart(t) && !clauseVerbs[d.low(d.prev(t))] {
		return finding{}, false
	}
	verbal := nextTag == "DT" && next != "that" || nextTag == "VBG" && d.progressive(n) || nextTag == "VBN" || next == "been" || nextTag == "WRB" ||
		indefinitePronouns[next] || next == "time" || (next == "had" || next == "got" || nextTag == "VBD" && head < 0) && w == "its" ||
		// "Its my turn", "Its because", "Its what they want": a possessive
		// owns no other possessive and no clause.
		w == "its" && (nextTag == "PRP$" && next != "its" || itsClauseWords[next]) ||
		// "its cold in here", "your happy there", "your out of credits"
		(isAdjectiveTag(nextTag) || isAdverbTag(nextTag) || nextTag == "IN" || nextTag == "RP") &&
			(d.clauseEnd(after) || d.complementFollows(after))
	if !verbal {
		return finding{}, false
	}
	// "by its very nature": after a preposition the word owns what follows.
	if w == "its" && d.tag(d.prev(t)) == "IN" && !subordinators[d.low(d.prev(t))] && nextTag != "DT" {
		return finding{}, false
	}
	return d.possessiveFinding(t, contr, rule, meaning), true
}

// itsClauseWords open a clause or a contrast, which "it's" may come
// before and the possessive "its" never does.
var itsClauseWords = set("because", "if", "when", "whenever", "although", "though", "unless", "until", "whether",
	"where", "how", "why", "what", "who", "but")

// degreeAdverbs stand before an adjective: "so annoying", "too cold".
var degreeAdverbs = set("so", "too", "really", "quite", "always", "truly", "never", "still", "just", "rather", "awfully")

// opinionVerbs take a clause, like clauseVerbs, but are rarer before one.
var opinionVerbs = set("assume", "assumes", "assumed", "doubt", "doubts", "doubted", "expect", "expects", "expected",
	"suspect", "suspects", "suspected", "figure", "figures", "figured", "imagine", "imagines", "imagined")

// nameEndsClause reports a name at t that ends its clause: one capitalised
// word that is no English word ("Google", "Katie"), or two or more
// capitalised words ("New York"), or a capitalised word and a number
// ("March 6"), followed by the clause's end, a time ("this year") or an
// adverb that ends it ("again").
func (d *document) nameEndsClause(t int) bool {
	k, words, unknown := t, 0, false
	for d.isWord(k) && d.startsUpperTok(k) && d.tag(k) == "NNP" && !d.sentenceFirst(k) {
		if !d.isEnglishWord(d.low(k)) {
			unknown = true
		}
		k, words = d.next(k), words+1
	}
	if words == 0 {
		return false
	}
	number := d.tag(k) == "CD"
	if number {
		k = d.next(k)
	}
	return (unknown || words > 1 || number) && (d.clauseEnd(k) || d.tag(k) == "DT" && timeNouns[d.low(d.next(k))] ||
		isAdverbTag(d.tag(k)) && d.clauseEnd(d.next(k)))
}

// isOrdinal reports an ordinal written with digits: "4th", "21st", "3rd".
func isOrdinal(w string) bool {
	n := len(w)
	if n < 3 || w[0] < '0' || w[0] > '9' {
		return false
	}
	switch w[n-2:] {
	case "st", "nd", "rd", "th":
		return strings.Trim(w[:n-2], "0123456789") == ""
	}
	return false
}

func (d *document) possessiveFinding(t int, contr string, rule ruleInfo, meaning string) finding {
	if d.low(t) == "their" {
		return d.theyreFinding(t)
	}
	fix := matchCase(d.tok(t).Text, contr)
	return d.tokFinding(Grammar, t, t, rule,
		fmt.Sprintf("Use %q (%s) here: %q is a possessive and needs a noun after it.", fix, meaning, d.tok(t).Text), 0.85, fix)
}

// predicateAdjectives are common adjectives that have no -er/-est forms
// or adjective ending to show what they are.
var predicateAdjectives = set("welcome", "alone", "alive", "awake", "afraid", "aware", "asleep", "ready", "right",
	"wrong", "sure", "done", "fine", "safe", "okay", "sorry", "glad", "able", "late", "early", "dead", "lost",
	"gone", "over", "worth", "ill", "well", "busy", "true", "false", "real", "open",
	// adjectives whose comparatives are irregular or missing
	"good", "bad", "little", "other", "whole", "main", "same", "next", "last", "first", "free")

// canBeAdjective reports whether a word can be an adjective, by form: a
// comparative, an -er or -est partner (cold, colder), an adjective ending,
// or a common predicate adjective.
func (d *document) canBeAdjective(w string) bool {
	return d.dict.fact(w, factCanBeAdjective, func() bool { return d.workOutCanBeAdjective(w) })
}

func (d *document) workOutCanBeAdjective(w string) bool {
	// ("better" and "worse" are comparatives the word list does not mark)
	if predicateAdjectives[w] || isPredicateAdjective(w, d.dict) || d.dict != nil && d.dict.IsComparative(w) || w == "better" || w == "worse" {
		return true
	}
	for _, end := range []string{"ic", "ish", "ent", "ant", "ed", "al"} {
		if len(w) > len(end)+2 && w[len(w)-len(end):] == end {
			// An ending shared with nouns (a relic, an agent, a pedal): only
			// a word with no plural.
			return d.dict == nil || !d.dict.Known(w+"s")
		}
	}
	return false
}

// isPredicateAdjective reports adjectives by form: a comparative in the
// dictionary (cold, colder; pretty, prettier) or a typical ending
// (dangerous, hopeless, impossible) on a word without a plural (a glaive,
// an archive and a mouthful are nouns).
func isPredicateAdjective(w string, dict *Dictionary) bool {
	for _, end := range []string{"ous", "ful", "less", "ible", "able", "ive"} {
		if len(w) > len(end)+2 && w[len(w)-len(end):] == end {
			return dict == nil || !dict.Known(w+"s")
		}
	}
	return dict != nil && dict.hasComparative(w)
}

// progressive reports whether the -ing word at t reads as a verb ("their
// going to", "its starting to snow") rather than a gerund noun ("their
// calling and", "their training in the arts was"): a complement follows
// it, and no other verb comes before the clause ends.
func (d *document) progressive(t int) bool {
	n := d.next(t)
	if !d.isWord(n) {
		return false
	}
	switch d.tag(n) {
	case "TO", "IN", "DT", "PRP", "PRP$", "RP", "RB":
	default:
		return false
	}
	for k := n; k >= 0 && !d.clauseEnd(k); k = d.next(k) {
		if subordinators[d.low(k)] && k != n {
			break
		}
		// (a verb's -s form after an adverb is a verb whatever its tag:
		// "Your timing really sucks")
		if d.finiteVerb(k) || k != n && isAdverbTag(d.tag(d.prev(k))) && d.isVerbS(d.low(k)) {
			return false
		}
	}
	return true
}

// complementFollows reports whether token t begins what follows "it is +
// adjective": a preposition, an infinitive, a clause.
func (d *document) complementFollows(t int) bool {
	if !d.isWord(t) {
		return false
	}
	switch d.tag(t) {
	case "IN", "TO", "RB", "RP", "WRB", "WDT", "CC", "DT":
		return true
	}
	return d.low(t) == "that" || d.low(t) == "here" || d.low(t) == "there"
}

// placeBefore reports whether the word before t is a motion or place word
// after which "there" names a place: "go their", "over their", "left the
// keys their".
func (d *document) placeBefore(t int) bool {
	p := d.prev(t)
	if p < 0 {
		return false
	}
	tag := d.tag(p)
	return tag == "RP" || tag == "IN" || isVerbTag(tag) || isNounTag(tag)
}

// theirMisused: "their" followed by a verb, a preposition or the end is
// "there" ("their is", "go their.", "the keys their on the counter"); by a
// participle or an adjective, "they're".
func (d *document) theirMisused(t, n int) (finding, bool) {
	next, nextTag := d.low(n), d.tag(n)
	switch {
	case beForms[next] || nextTag == "VBZ" || nextTag == "MD" && d.tag(d.next(n)) == "VB" || next == "seems" || next == "seem":
		return d.thereFinding(t, "to say something exists"), true
	case nextTag == "DT" && next != "that":
		if beForms[d.low(d.prev(t))] { // "Is their a telephone?"
			return d.thereFinding(t, "to say something exists"), true
		}
		return d.theyreFinding(t), true
	case nextTag == "IN" && next != "of" && d.placeBefore(t) && !isVerbTag(d.tag(d.prev(t))) || nextTag == "IN" && isNounTag(d.tag(d.prev(t))):
		return d.thereFinding(t, "for a place"), true
	case nextTag == "IN" && placePrepositions[next] && isVerbTag(d.tag(d.prev(t))) && !beForms[d.low(d.prev(t))]:
		// "wait their until dawn", "meet their after dark": a possessive
		// never stands before a preposition.
		return d.thereFinding(t, "for a place"), true
	case nextTag == "TO" && d.tag(d.next(n)) == "VB" && d.placeBefore(t):
		// "moved the chair their to catch the light"
		return d.thereFinding(t, "for a place"), true
	case (nextTag == "VBG" || d.isIngVerb(next)) && d.progressive(n) || nextTag == "VBN" && !d.clauseEnd(d.next(n)) || next == "not" ||
		(isAdjectiveTag(nextTag) || isAdverbTag(nextTag)) && d.clauseEnd(d.next(n)) ||
		// "believe their safe behind the wards"
		(isAdjectiveTag(nextTag) && d.canBeAdjective(next) || isAdverbTag(nextTag)) && d.complementFollows(d.next(n)) && d.low(d.next(n)) != "of" &&
			(d.clauseStart(t) || clauseVerbs[d.low(d.prev(t))]):
		return d.theyreFinding(t), true
	}
	return finding{}, false
}

// placePrepositions follow "there" after a verb: "wait there until dawn".
// (Not "like", "inside" or "outside", which a possessive may own: "their
// like", "their inside".)
var placePrepositions = set("after", "until", "till", "before", "by", "near", "beside", "behind", "on", "in", "at",
	"with", "for", "from", "during", "among", "amid", "above", "below", "beneath", "under", "across", "through")

func (d *document) thereFinding(t int, why string) finding {
	fix := matchCase(d.tok(t).Text, "there")
	return d.tokFinding(Grammar, t, t, ruleThere, fmt.Sprintf("Use %q %s; %q means belonging to them.", fix, why, d.tok(t).Text), 0.85, fix)
}

func (d *document) theyreFinding(t int) finding {
	fix := matchCase(d.tok(t).Text, "they're")
	return d.tokFinding(Grammar, t, t, ruleThere, fmt.Sprintf("Use %q (they are) here; %q means belonging to them.", fix, d.tok(t).Text), 0.85, fix)
}

// contractionMisused: "it's wings", "they're house is", "who's labors",
// "you're sword".
func (d *document) contractionMisused(t int, poss string, rule ruleInfo) (finding, bool) {
	n := d.next(t)
	w := d.low(t)
	if w == "they're" && (n < 0 || d.clauseEnd(n) || d.tag(n) == "IN" || d.tag(n) == "RB") && d.objectSlot(d.prev(t)) {
		// "parked over they're?", "left it over they're by the fire"
		return d.thereFinding(t, "for a place"), true
	}
	if !d.isWord(n) || d.userTerm(n) {
		return finding{}, false
	}
	owned := false
	p := d.prev(t)
	if d.low(n) == "own" {
		owned = true
	} else if (isAdjectiveTag(d.tag(n)) || isNounTag(d.tag(n)) || d.tag(n) == "RBS" || isOrdinal(d.low(n)) || d.lexicalNoun(d.low(n)) && !d.isIngVerb(d.low(n))) && d.objectSlot(p) && d.low(p) != "that" {
		// After a preposition or a verb that takes an object, a contraction
		// cannot follow: "at it's best", "wears out it's welcome".
		owned = true
	} else if d.lexicalPlural(d.low(n)) && d.isWord(d.next(n)) && d.canBeBaseVerb(d.low(d.next(n))) && !d.canBeAdjective(d.low(d.next(n))) || d.lexicalPlural(d.low(n)) && d.finiteVerb(d.next(n)) {
		// "It's claws gleam": a plural noun and its verb, mistagged.
		owned = true
	} else if tag := d.tag(n); tag != "DT" && tag != "PRP" && tag != "PRP$" && tag != "VBG" && !isAdverbTag(tag) {
		head, after := d.nounPhraseAfter(n)
		if head >= 0 && !indefinitePronouns[d.low(head)] {
			pw := d.low(p)
			for after >= 0 && isAdverbTag(d.tag(after)) && d.low(after) != "not" {
				after = d.next(after) // "they're house still stands"
			}
			switch {
			case d.finiteVerb(after) && d.low(after) != "that" && !d.canBeAdjective(d.low(after)):
				// (not a comparative the tagger read as a verb: "It's many
				// times harder")
				// "It's eyes glow": a noun phrase and its own verb.
				owned = true
			case w == "who's" && p >= 0 && isNounTag(d.tag(p)):
				// "the workers who's labors": after a noun, a relative whose.
				owned = true
			case p >= 0 && beForms[pw] && !clauseNouns[d.low(d.prev(p))]:
				// "What are it's benefits?", "These are they're best
				// clothes"; but a noun that a clause completes takes one
				// after be: "The problem is it's poor design".
				owned = true
			}
		}
	}
	if !owned {
		return finding{}, false
	}
	fix := matchCase(d.tok(t).Text, poss)
	return d.tokFinding(Grammar, t, t, rule,
		fmt.Sprintf("Use %q (belonging to it or them) before a noun; %q is a contraction.", fix, d.tok(t).Text), 0.85, fix), true
}

// objectSlot reports whether the word at p governs an object: a
// preposition or a verb that does not take a clause ("to", "with",
// "borrow", "see"), not a conjunction or a verb of saying or thinking.
func (d *document) objectSlot(p int) bool {
	if p < 0 || !d.isWord(p) {
		return false
	}
	w := d.low(p)
	if clauseVerbs[w] || beForms[w] || haveWords[w] || doWords[w] || modalWords[w] {
		return false
	}
	// ("like" is a verb after its subject: "I like it's colors")
	if subordinators[w] && !(w == "as" && d.low(d.prev(p)) == "such") && !(w == "like" && d.tag(p) == "IN" && isVerbTag(d.tag(d.prev(p)))) &&
		!(w == "like" && isVerbTag(d.tag(p)) && (subjectPronouns[d.low(d.prev(p))] || d.low(d.prev(p)) == "you")) {
		return false
	}
	switch tag := d.tag(p); {
	case tag == "IN" || tag == "TO" || tag == "RP":
		return true
	case isVerbTag(tag) && tag != "VBN":
		return true
	case d.sentenceFirst(p) && d.canBeBaseVerb(w):
		return true // an order: "Sharpen you're sword"
	}
	return false
}

// clauseNouns are nouns completed by a clause: "the problem is (that)
// it's late", "the truth is they're lost".
var clauseNouns = set("problem", "reason", "truth", "trouble", "point", "fact", "thing", "catch", "answer", "question",
	"idea", "hope", "fear", "worry", "rumor", "rumour", "news", "danger", "risk", "result", "upshot", "chance", "rule",
	"plan", "difference", "issue", "snag", "twist", "secret")

// functionTag reports the tags of words that open no noun phrase:
// prepositions, particles, conjunctions and question words. (Not adverbs:
// the tagger reads some nouns as adverbs, "lost there father".)
func functionTag(tag string) bool {
	switch tag {
	case "IN", "TO", "RP", "CC", "WRB", "WDT", "WP":
		return true
	}
	return false
}

// thereMisused: "there own swords", "praise there children" (their), and
// "there going to" (they're).
func (d *document) thereMisused(t int) (finding, bool) {
	n := d.next(t)
	if !d.isWord(n) || d.userTerm(n) {
		return finding{}, false
	}
	p := d.prev(t)
	nextTag := d.tag(n)
	if nextTag == "VBG" && d.low(d.next(n)) == "to" && !beForms[d.low(p)] {
		fix := matchCase(d.tok(t).Text, "they're")
		return d.tokFinding(Grammar, t, t, ruleThere, fmt.Sprintf("Use %q (they are) here.", fix), 0.85, fix), true
	}
	if p < 0 || nextTag == "DT" || nextTag == "PRP" || beForms[d.low(n)] || isVerbTag(nextTag) && d.low(n) != "own" && !d.lexicalNoun(d.low(n)) {
		return finding{}, false
	}
	prevTag := d.tag(p)
	// "but there warnings were ignored": at a clause's start, "there" before
	// a plural noun and its verb owns the noun (the "there" of existence is
	// followed by its verb: "there were warnings").
	if d.clauseStart(t) && !d.sentenceFirst(t) && d.low(p) != "," {
		if head, after := d.nounPhraseAfter(n); head >= 0 && d.tag(head) == "NNS" && d.finiteVerb(after) {
			fix := matchCase(d.tok(t).Text, "their")
			return d.tokFinding(Grammar, t, t, ruleThere,
				fmt.Sprintf("Use %q (belonging to them) before %q; %q is a place.", fix, d.tok(n).Text, d.tok(t).Text), 0.85, fix), true
		}
	}
	// Only where a possessive belongs: after a preposition or a verb that
	// takes an object ("to there parents", "praise there children"), not
	// after a noun or a place word ("People there own cars", "out there
	// wolves howl").
	objectSlot := (prevTag == "IN" || prevTag == "TO" || isVerbTag(prevTag) && !beForms[d.low(p)]) &&
		!thereBefore[d.low(p)] && !subordinators[d.low(p)]
	if !objectSlot {
		return finding{}, false
	}
	head, after := d.nounPhraseAfter(n)
	// (a word the tagger read as a preposition or an adverb opens no noun
	// phrase, whatever the word list says: "meet there after work")
	if head < 0 && d.lexicalNoun(d.low(n)) && !functionTag(nextTag) {
		head, after = n, d.next(n)
	}
	if head < 0 || d.low(n) != "own" && d.finiteVerb(after) {
		return finding{}, false
	}
	fix := matchCase(d.tok(t).Text, "their")
	return d.tokFinding(Grammar, t, t, ruleThere,
		fmt.Sprintf("Use %q (belonging to them) before %q; %q is a place.", fix, d.tok(n).Text, d.tok(t).Text), 0.85, fix), true
}
