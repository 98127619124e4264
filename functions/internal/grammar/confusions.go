package grammar

import (
	"fmt"
	"strings"
)

// ---- Grammar: words confused with a look-alike of another part of speech ----
//
// Each pair is a noun (or adjective) and a verb that sound alike: advice and
// advise, breath and breathe, effect and affect. Where the sentence needs a
// verb (after a modal, "do", an infinitive "to" or a subject pronoun) the
// noun is wrong; where it needs a noun (after a determiner, a possessive, an
// adjective or a preposition, with no object after it) the verb is.

var ruleConfusedWord = ruleInfo{"confused-words", "Two words that sound alike but mean different things", "confused-words"}

// nounVerbPair lists each form of the noun with the verb form that
// replaces it, and the verb's forms with their noun.
type nounVerbPair struct {
	noun, verb string   // dictionary forms, for messages
	nounForms  []string // noun forms, singular first
	verbForms  []string // base, -s, -ed, -ing
	nounIs     string   // what the noun means, for the message
	verbIs     string
}

var nounVerbPairs = []nounVerbPair{
	{"advice", "advise", []string{"advice"}, []string{"advise", "advises", "advised", "advising"}, "a recommendation", "to recommend"},
	{"breath", "breathe", []string{"breath", "breaths"}, []string{"breathe", "breathes", "breathed", "breathing"}, "the air taken in", "to take in air"},
	{"effect", "affect", []string{"effect", "effects"}, []string{"affect", "affects", "affected", "affecting"}, "a result", "to influence"},
	{"belief", "believe", []string{"belief", "beliefs"}, []string{"believe", "believes", "believed", "believing"}, "something held true", "to hold true"},
	{"proof", "prove", []string{"proof", "proofs"}, []string{"prove", "proves", "proved", "proving"}, "evidence", "to show true"},
	{"device", "devise", []string{"device", "devices"}, []string{"devise", "devises", "devised", "devising"}, "a contraption", "to plan"},
	{"relief", "relieve", []string{"relief"}, []string{"relieve", "relieves", "relieved", "relieving"}, "ease", "to ease"},
	{"grief", "grieve", []string{"grief"}, []string{"grieve", "grieves", "grieved", "grieving"}, "sorrow", "to mourn"},
	{"loss", "lose", []string{"loss", "losses"}, []string{"lose", "loses", "lost", "losing"}, "something lost", "to fail to keep"},
	{"choice", "choose", []string{"choice", "choices"}, []string{"choose", "chooses", "chose", "choosing"}, "an option", "to pick"},
	{"bath", "bathe", []string{"bath", "baths"}, []string{"bathe", "bathes", "bathed", "bathing"}, "a wash", "to wash"},
	{"loath", "loathe", []string{"loath"}, []string{"loathe", "loathes", "loathed", "loathing"}, "unwilling", "to hate"},
}

type pairForm struct {
	pair  *nounVerbPair
	index int // into nounForms or verbForms
	verb  bool
}

var pairForms = func() map[string]pairForm {
	m := map[string]pairForm{}
	for i := range nounVerbPairs {
		p := &nounVerbPairs[i]
		for k, f := range p.nounForms {
			m[f] = pairForm{p, k, false}
		}
		for k, f := range p.verbForms {
			if _, taken := m[f]; !taken {
				m[f] = pairForm{p, k, true}
			}
		}
	}
	return m
}()

func checkNounVerbPairs(d *document) []finding {
	var out []finding
	for t := range d.doc.Tokens {
		if !d.has(t, clsPairForm) && d.low(t) != "effected" || !d.isWord(t) || d.userTerm(t) {
			continue
		}
		if d.low(t) == "effected" && d.passiveAffected(t) {
			// "was badly effected": to effect is to bring about.
			out = append(out, d.tokFinding(Grammar, t, t, ruleConfusedWord,
				`"Effected" means brought about; "affected" (influenced) is meant here.`, 0.85, matchCase(d.tok(t).Text, "affected")))
			continue
		}
		form, ok := pairForms[d.low(t)]
		if !ok {
			continue
		}
		p := form.pair
		var fix, msg string
		switch {
		case p.noun == "loath":
			fix, msg = d.loathMisused(t, form)
		case !form.verb && d.needsVerb(t):
			// The noun where a verb belongs: "could breath", "will effect".
			if form.index > 0 && !(d.low(t) == "effects" && d.subjectBefore(t)) {
				continue // a plural noun form is not a slip for the base verb
			}
			fix = p.verbForms[0]
			if d.low(t) == "effects" {
				fix = "affects"
			}
			if p.noun == "effect" && d.effectIdiom(t) {
				continue // "to effect change": effect is a verb meaning to bring about
			}
			msg = fmt.Sprintf("%q is a noun (%s); the verb %q (%s) belongs here.", d.tok(t).Text, p.nounIs, fix, p.verbIs)
		case !form.verb && d.nounSubjectBefore(t, form.index):
			// The noun after a noun subject, with an object after it:
			// "Droughts severely effect crops", "System outages effect our
			// customers", "The curse slowly effects everyone".
			fix = p.verbForms[min(form.index, 1)]
			if p.noun == "effect" && d.effectIdiom(t) {
				continue
			}
			msg = fmt.Sprintf("%q is a noun (%s); the verb %q (%s) belongs here.", d.tok(t).Text, p.nounIs, fix, p.verbIs)
		case form.verb && form.index <= 1 && d.needsNoun(t):
			// The verb where a noun belongs: "any advise", "an affect on".
			if p.noun == "loss" {
				continue // "a lose ..." is more often "loose": see checkLoseLoose
			}
			fix = p.nounForms[min(form.index, len(p.nounForms)-1)]
			msg = fmt.Sprintf("%q is a verb (%s); the noun %q (%s) belongs here.", d.tok(t).Text, p.verbIs, fix, p.nounIs)
		default:
			continue
		}
		if fix == "" {
			continue
		}
		fix = matchCase(d.tok(t).Text, fix)
		out = append(out, d.tokFinding(Grammar, t, t, ruleConfusedWord, msg, 0.85, fix))
	}
	return out
}

// needsVerb reports a slot that only a verb fills: verbSlot, or right after
// a subject pronoun with an object or a clause after it ("We advice you").
func (d *document) needsVerb(t int) bool {
	if d.verbSlot(t) {
		return true
	}
	return d.subjectBefore(t) && d.objectAfter(t)
}

// nounSubjectBefore reports a noun subject before the noun form at t,
// with an object after it, so that t stands where the subject's verb
// belongs. A plural subject goes with the base form ("droughts effect
// crops"); a singular one with the -s form ("the curse slowly effects
// everyone"), but only with an adverb between, since a noun before a noun
// is more often its modifier ("spell effects"). Without an adverb the
// object must open with a determiner or a pronoun ("outages effect our
// customers"), which a noun never takes directly.
func (d *document) nounSubjectBefore(t, index int) bool {
	p := d.prev(t)
	adverb := false
	for p >= 0 && d.mannerAdverb(p) {
		p, adverb = d.prev(p), true
	}
	if p < 0 || !isNounTag(d.tag(p)) || d.tag(p) == "NNP" || d.isPossessiveTok(p) || d.userTerm(p) {
		return false
	}
	switch {
	case index == 0 && (d.tag(p) == "NNS" || pluralOnlyNouns[d.low(p)]):
	case index == 1 && adverb && d.tag(p) == "NN":
	default:
		return false
	}
	if d.objectAfter(t) {
		return true
	}
	n := d.next(t)
	return adverb && d.isWord(n) && (isNounTag(d.tag(n)) || isAdjectiveTag(d.tag(n))) && !d.clauseEnd(d.next(n)) || adverb && d.isWord(n) && isNounTag(d.tag(n))
}

// pronounSubjectBefore reports a subject pronoun before t with only
// adverbs between: "I always", "they often", "we".
func (d *document) pronounSubjectBefore(t int) bool {
	p := d.prev(t)
	for p >= 0 && d.mannerAdverb(p) {
		p = d.prev(p)
	}
	return subjectPronouns[d.low(p)] || d.low(p) == "you" && d.clauseStart(p)
}

// subjectBefore reports a subject pronoun right before t, at the start of
// its clause ("We advice", "I breath", "it effects").
func (d *document) subjectBefore(t int) bool {
	p := d.prev(t)
	if p < 0 {
		return false
	}
	w := d.low(p)
	if subjectPronouns[w] {
		return true
	}
	return (w == "you" || w == "it") && d.clauseStart(p)
}

// objectAfter reports an object or a clause after t: a pronoun, a
// determiner, "that", or a noun phrase.
func (d *document) objectAfter(t int) bool {
	n := d.next(t)
	if n < 0 || !d.isWord(n) {
		return false
	}
	w := d.low(n)
	if objectPronouns[w] || w == "that" || w == "against" || w == "everyone" || w == "everything" {
		return true
	}
	tag := d.tag(n)
	return tag == "DT" || tag == "PRP$" || tag == "PRP" || tag == "CD"
}

// needsNoun reports a noun slot with nothing after it that a verb would
// take as its object: "any advise is welcome", "an affect on", "my
// breathe.", "the placebo affect can", "Sound affects were added".
func (d *document) needsNoun(t int) bool {
	n := d.next(t)
	// "had her breathe", "made her advise the king": "her" is the object
	// of a verb that takes a bare verb after it.
	if p := d.prev(t); d.low(p) == "her" && verbComplementTakers[d.low(d.prev(p))] {
		return false
	}
	// After "of", "into" or "without" only a noun (or an -ing form) fits,
	// whatever follows: "a piece of advise that you got".
	if pw := d.low(d.prev(t)); (pw == "of" || pw == "into" || pw == "without") && d.tag(d.prev(t)) == "IN" {
		return true
	}
	// After a preposition, and any adjectives, with nothing after it that
	// it could take as an object: "now in affect.", "With immediate
	// affect, the office closed", "to great affect" ("to" itself marks an
	// infinitive).
	if d.prepositionBefore(t) && (d.clauseEnd(n) || d.tag(n) == "IN" || d.tag(n) == "CC") {
		return true
	}
	// After a possessive a noun is sure: "the poison's affect lasts"; after
	// "my", "your", "our" or "their", whatever follows ("hold my breathe
	// that he comes").
	if pw := d.low(d.prev(t)); pw == "my" || pw == "your" || pw == "our" || pw == "their" {
		return true
	}
	if d.isPossessiveTok(d.prev(t)) && !d.objectAfter(t) && d.low(d.prev(t)) != "her" {
		return true
	}
	// Before a form of be or have, at the start of a sentence after an
	// adjective or noun: "Sound affects were added", "Strange affects are
	// seen". A verb there would leave that verb without a subject.
	if p := d.prev(t); p >= 0 && d.sentenceFirst(p) && (isAdjectiveTag(d.tag(p)) || isNounTag(d.tag(p)) && d.tag(p) != "NNP") &&
		(beForms[d.low(n)] || haveWords[d.low(n)]) && d.finiteVerb(n) {
		return true
	}
	if d.nounByCollocation(t, n) {
		return true
	}
	// (a verb with a determiner after it is no object: "The greenhouse
	// affect warms the planet")
	if d.objectAfter(t) || d.isWord(n) && (isNounTag(d.tag(n)) || isAdjectiveTag(d.tag(n)) ||
		isVerbTag(d.tag(n)) && d.lexicalNoun(d.low(n)) && !determinerLike(d.tag(d.next(n)))) && d.tag(n) != "JJS" &&
		!(d.clauseEnd(d.next(n)) && isAdjectiveTag(d.tag(n))) {
		return false // an object after it: "breathes fire", "affects remote workers"
	}
	if d.nounSlot(t) {
		return true
	}
	p := d.prev(t)
	if p < 0 {
		return false
	}
	pw, ptag := d.low(p), d.tag(p)
	// A noun modifier: "the placebo affect can", "Sound affects were".
	if ptag == "NN" && !d.userTerm(p) && (determinerLike(d.tag(d.prev(p))) || d.sentenceFirst(p)) && d.finiteVerb(n) {
		return true
	}
	// A base form after a singular noun and its determiner would not
	// agree as a verb, and before a preposition it has no object: "the
	// ripple affect across the market". (Not where a modal, "do" or a verb
	// like "let" comes first: "Did the spell affect", "Let the sage
	// advise".)
	base := !strings.HasSuffix(d.low(t), "s")
	if pp := d.prev(p); base && ptag == "NN" && !d.userTerm(p) && determinerLike(d.tag(pp)) && d.tag(n) == "IN" &&
		!modalWords[d.headWord(d.prev(pp))] && !doWords[d.low(d.prev(pp))] && !verbComplementTakers[d.low(d.prev(pp))] && !demandWords[d.low(d.prev(pp))] {
		return true
	}
	// An adjective after "a" or after "have" leaves no room for a verb:
	// "a positive affect on", "had little affect".
	if pp := d.low(d.prev(p)); base && isAdjectiveTag(ptag) && (pp == "a" || pp == "an" || haveWords[pp]) && (d.clauseEnd(n) || d.tag(n) == "IN") {
		return true
	}
	// After a verb that takes a noun ("took affect", "give advise on") or
	// a verb and its indirect object ("give me advise").
	if isVerbTag(ptag) && !verbComplementTakers[d.headWord(p)] && !beForms[pw] && !haveWords[pw] && !doWords[pw] && ptag != "MD" && !d.userTerm(p) {
		return d.clauseEnd(n) || d.tag(n) == "IN" || d.tag(n) == "TO"
	}
	// (not after an auxiliary, where the pronoun is the subject of a
	// question: "Which did you choose?", "Can you breathe?")
	if pp := d.prev(p); objectPronouns[pw] && isVerbTag(d.tag(pp)) && !verbComplementTakers[d.headWord(pp)] && !auxiliaryWord(d.headWord(pp)) && d.tag(pp) != "MD" {
		return d.clauseEnd(n) || d.tag(n) == "IN"
	}
	return false
}

// nounByCollocation: the general-English model, given the two words
// before, finds the noun far likelier than the verb, and no object follows:
// "side affects included", "the ripple affect across", "cause and affect
// are", "take affect next week", "the opposite affect than". Not "the side
// affects the outcome" (an object follows) nor "the curse affects" (either
// is likely).
func (d *document) nounByCollocation(t, n int) bool {
	form, ok := pairForms[d.low(t)]
	p := d.prev(t)
	if !ok || !form.verb || form.index > 1 || !d.isWord(p) || d.userTerm(p) || d.tag(p) == "NNP" ||
		subjectPronouns[d.low(p)] || modalWords[d.low(p)] || doWords[d.low(p)] || d.low(p) == "to" {
		return false
	}
	// Nothing after it that a verb would take as its object: the clause's
	// end, a verb, a preposition, a conjunction or a time ("next week").
	timeAfter := (d.low(n) == "next" || d.low(n) == "last" || d.low(n) == "this") && timeNouns[d.low(d.next(n))]
	if !(d.clauseEnd(n) || d.finiteVerb(n) || d.tag(n) == "VBN" || d.tag(n) == "IN" || d.tag(n) == "TO" || d.tag(n) == "CC" || timeAfter) {
		return false
	}
	// "Let the sage advise", "made the guards advise": after a verb that
	// takes a bare verb, a noun before the word may be its subject ("sage
	// advice" is a collocation too).
	if isNounTag(d.tag(p)) {
		k := p
		for q := d.prev(k); d.isWord(q) && (determinerLike(d.tag(q)) || isAdjectiveTag(d.tag(q)) || isNounTag(d.tag(q))); q = d.prev(q) {
			k = q
		}
		if b := d.headWord(d.prev(k)); verbComplementTakers[b] || modalWords[b] || doWords[b] || demandWords[b] {
			return false
		}
	}
	m := loadNgrams()
	noun := m.id(form.pair.nounForms[min(form.index, len(form.pair.nounForms)-1)])
	verb := m.id(d.low(t))
	h1, h2 := m.id(d.low(p)), int32(-1)
	if pp := d.prev(p); d.isWord(pp) {
		h2 = m.id(d.low(pp))
	}
	if noun < 0 || verb < 0 || h1 < 0 {
		return false
	}
	return m.logProb(noun, h1, h2)-m.logProb(verb, h1, h2) >= collocationMargin
}

// collocationMargin is how much likelier (in the model's log units) the
// noun must be than the verb after the same two words: "special effects"
// against "special affects" is 11.75, "the curse affects" 1.25.
const collocationMargin = 5

// prepositionBefore reports a preposition before t, with only adjectives
// between: "in affect", "with immediate affect", "to great affect". Not a
// word that also opens a clause ("that", "if", "as", "than"), and not a bare
// "to".
func (d *document) prepositionBefore(t int) bool {
	p := d.prev(t)
	adjectives := false
	for p >= 0 && isAdjectiveTag(d.tag(p)) {
		p, adjectives = d.prev(p), true
	}
	if p < 0 {
		return false
	}
	w := d.low(p)
	if w == "to" {
		return adjectives
	}
	return d.tag(p) == "IN" && !subordinators[w] && w != "than" && w != "whether" && w != "per"
}

// verbComplementTakers are verbs followed by a bare verb: "let it
// affect", "help advise", "make them breathe", "watch it breathe".
var verbComplementTakers = set("let", "lets", "help", "helps", "helped", "make", "makes", "made", "see", "saw",
	"watch", "watched", "hear", "heard", "feel", "felt", "bid", "have", "had", "has", "go", "come", "dare", "need",
	"please", "rather", "try")

// effectIdiom: "effect" as the verb "to bring about", always with what is
// brought about as its object: "to effect change", "effect a cure".
func (d *document) effectIdiom(t int) bool {
	n := d.next(t)
	if d.low(n) == "a" || d.low(n) == "an" {
		n = d.next(n)
	}
	switch d.low(n) {
	case "change", "changes", "repairs", "repair", "escape", "cure", "reform", "reforms", "rescue", "transformation",
		"entry", "peace", "settlement", "reconciliation", "recovery", "compromise", "transition":
		return true
	}
	return false
}

// passiveAffected: "effected" after a form of be, possibly with an adverb
// ("was badly effected", "is effected by"), with no object after it.
func (d *document) passiveAffected(t int) bool {
	p := d.prev(t)
	if p >= 0 && isAdverbTag(d.tag(p)) {
		p = d.prev(p)
	}
	return p >= 0 && beForms[d.low(p)] && !d.objectAfter(t)
}

// loathMisused: "am loathe to" (the adjective loath: unwilling) and "I
// loath goblins" (the verb loathe).
func (d *document) loathMisused(t int, form pairForm) (string, string) {
	p, n := d.prev(t), d.next(t)
	if form.verb && d.low(t) == "loathe" && p >= 0 && (beForms[d.low(p)] || d.low(p) == "seem" || d.low(p) == "seems") && d.low(n) == "to" {
		return "loath", `"Loath" (unwilling) is the adjective; "loathe" is the verb "to hate".`
	}
	if !form.verb && (d.subjectBefore(t) || d.verbSlot(t)) && d.objectAfter(t) {
		return "loathe", `"Loathe" (to hate) is the verb; "loath" means unwilling.`
	}
	return "", ""
}

// ---- Grammar: lose / loose ----

// loseObjects are what one loses (and does not set loose): possessions,
// control, hope.
var loseObjects = set("all", "control", "track", "sight", "hope", "interest", "consciousness", "concentration",
	"ground", "count", "heart", "face", "touch", "patience", "faith", "weight", "time", "money", "everything",
	"nothing", "half", "one", "any", "some", "access", "advantage", "resistance", "immunity", "proficiency")

func checkLoseLoose(d *document) []finding {
	var out []finding
	for t := range d.doc.Tokens {
		if !d.isWord(t) || d.userTerm(t) {
			continue
		}
		w := d.low(t)
		var fix string
		switch w {
		case "loose", "looses", "loosing", "loosed":
			n := d.next(t)
			// You lose your magic and lose control; you loose an arrow or
			// the hounds. With nothing after it, "to loose" is "to lose"
			// ("nothing to loose.", "a pity to loose"): loosing takes an object,
			// but for the shot of a bow ("The archers made ready to loose.").
			obj := n
			if d.tag(n) == "PRP$" || d.low(n) == "all" {
				obj = d.next(n)
				for obj >= 0 && isAdjectiveTag(d.tag(obj)) && d.next(obj) >= 0 && isNounTag(d.tag(d.next(obj))) {
					obj = d.next(obj)
				}
			}
			// (a verb's slot after a modal, or after its subject pronoun
			// and adverbs: "I always loose the password")
			verb := d.verbSlot(t) || d.pronounSubjectBefore(t)
			if d.tag(n) == "DT" && verb {
				obj = d.next(n) // "Don't loose the map"
			}
			loses := (d.tag(n) == "PRP$" || loseObjects[d.low(n)] || d.tag(n) == "DT" && verb && isNounTag(d.tag(obj))) && !loosedThings[d.low(obj)] ||
				w == "loose" && d.low(d.prev(t)) == "to" && d.clauseEnd(n) && (d.infinitiveTo(d.prev(t)) || isNounTag(d.tag(d.prev(d.prev(t))))) &&
					!d.aboutArchery(t)
			if !loses {
				continue
			}
			fix = map[string]string{"loose": "lose", "looses": "loses", "loosing": "losing", "loosed": "lost"}[w]
			out = append(out, d.tokFinding(Grammar, t, t, ruleConfusedWord,
				fmt.Sprintf("%q means to set free or not tight; %q (to no longer have) is meant here.", d.tok(t).Text, fix), 0.85, matchCase(d.tok(t).Text, fix)))
		case "lose":
			// "a lose tooth", "break lose", "on the lose".
			p, n := d.prev(t), d.next(t)
			adjective := (d.tag(p) == "DT" || possessiveWords[d.low(p)]) && isNounTag(d.tag(n)) && !d.objectAfter(t) ||
				breakLoose[d.headWord(p)] && (d.clauseEnd(n) || d.tag(n) == "IN" && d.low(n) != "that") || d.low(p) == "the" && d.low(d.prev(p)) == "on"
			if !adjective {
				continue
			}
			fix = matchCase(d.tok(t).Text, "loose")
			out = append(out, d.tokFinding(Grammar, t, t, ruleConfusedWord,
				`"Lose" is a verb (to no longer have); the adjective "loose" (free, not tight) is meant here.`, 0.85, fix))
		}
	}
	return out
}

// loosedThings are what one looses (sets loose): "loose your arrows".
// aboutArchery reports a sentence about shooting, where "loose" alone is
// to shoot: it names a bow, an archer or something loosed from a bow.
func (d *document) aboutArchery(t int) bool {
	sentence := d.doc.Sentences[d.tok(t).Sentence]
	for k := sentence.First; k <= sentence.Last; k++ {
		if archeryWords[d.low(k)] {
			return true
		}
	}
	return false
}

var archeryWords = set("archer", "archers", "bow", "bows", "bowman", "bowmen", "longbow", "longbows", "shortbow",
	"shortbows", "crossbow", "crossbows", "quiver", "arrow", "arrows", "bolt", "bolts", "volley", "volleys")

var loosedThings = set("arrow", "arrows", "bolt", "bolts", "shaft", "shafts", "volley", "hounds", "hound", "dogs",
	"dog", "hawk", "hawks", "falcon", "beasts", "beast", "hair", "shot", "wolves", "arrowhead", "missile", "missiles",
	"bonds", "knot", "knots", "ropes", "chains", "reins", "grip", "hold", "belt", "sail", "sails", "spell", "curse")

var breakLoose = set("break", "breaks", "broke", "broken", "cut", "cuts", "set", "sets", "let", "lets", "turn",
	"turns", "turned", "shake", "shook", "tear", "tore", "came", "come", "pull", "pulled", "wriggle", "wriggled",
	"knock", "knocks", "knocked", "shaken", "torn", "work", "works", "worked", "pry", "pried", "wrench", "wrenched")

// ---- Grammar: lead / led ----

func checkLeadLed(d *document) []finding {
	var out []finding
	for t := range d.doc.Tokens {
		if !d.isWord(t) || d.userTerm(t) {
			continue
		}
		switch d.low(t) {
		case "lead":
			if !d.leadIsPast(t) {
				continue
			}
			out = append(out, d.tokFinding(Grammar, t, t, ruleConfusedWord,
				`The past of "to lead" is "led"; "lead" is the present (or the metal).`, 0.8, matchCase(d.tok(t).Text, "led")))
		case "led":
			if !d.verbSlot(t) {
				continue
			}
			out = append(out, d.tokFinding(Grammar, t, t, ruleConfusedWord,
				`After this word the verb's base form "lead" is needed; "led" is its past.`, 0.85, matchCase(d.tok(t).Text, "lead")))
		}
	}
	return out
}

// leadIsPast reports "lead" where the past "led" belongs: after have or a
// passive be ("had lead", "was lead by"), or with a singular subject and an
// object and "to" after it, where the present would be "leads" ("the event
// that lead you to stop", "shame that lead them to hide").
func (d *document) leadIsPast(t int) bool {
	p := d.prev(t)
	for p >= 0 && isAdverbTag(d.tag(p)) && d.low(p) != "not" {
		p = d.prev(p)
	}
	if p < 0 {
		return false
	}
	pw := d.low(p)
	n := d.next(t)
	if haveWords[pw] && pw != "'d" {
		return true
	}
	if beForms[pw] && (d.low(n) == "by" || d.low(n) == "astray" || d.low(n) == "away" || d.low(n) == "to" || d.clauseEnd(n)) {
		return true
	}
	// A singular subject: a relative pronoun after a singular noun, or a
	// singular noun or he/she/it.
	singular := false
	switch {
	case pw == "that" || pw == "which" || pw == "who":
		ante := d.prev(p)
		singular = ante >= 0 && (d.tag(ante) == "NN" || d.tag(ante) == "NNP")
	case pw == "he" || pw == "she" || pw == "it":
		singular = true
	}
	if !singular {
		return false
	}
	// "lead" + object + "to": the guiding verb, not the metal or a noun.
	if !d.objectAfter(t) && !isNounTag(d.tag(n)) {
		return false
	}
	for k, steps := d.next(n), 0; k >= 0 && steps < 4; k, steps = d.next(k), steps+1 {
		if d.low(k) == "to" || d.low(k) == "into" || d.low(k) == "astray" || d.low(k) == "away" {
			return true
		}
	}
	return false
}

// ---- Grammar: past / passed ----

// motionVerbs move past something: "walked past the school".
var motionVerbs = set("walked", "ran", "drove", "flew", "went", "rode", "moved", "slipped", "marched", "sped",
	"hurried", "rushed", "crept", "sailed", "swept", "came", "stormed", "strode", "raced", "stepped", "glided",
	"brushed", "pushed", "shoved", "limped", "stumbled", "wandered", "floated", "darted", "dashed", "galloped",
	"walk", "walks", "run", "runs", "drive", "drives", "fly", "flies", "go", "goes", "ride", "rides", "move",
	"moves", "sneak", "sneaks", "sneaked", "snuck", "get", "got", "gets", "slip", "slips")

func checkPastPassed(d *document) []finding {
	var out []finding
	for t := range d.doc.Tokens {
		if !d.isWord(t) || d.userTerm(t) {
			continue
		}
		p, n := d.prev(t), d.next(t)
		switch d.low(t) {
		case "past":
			// "has past since", "days have past", "having past": after have,
			// with no noun after it (not "have past lives").
			q := p
			for q >= 0 && isAdverbTag(d.tag(q)) {
				q = d.prev(q)
			}
			if q < 0 || !haveWords[d.low(q)] || d.low(q) == "'d" || isNounTag(d.tag(n)) && !d.clauseEnd(d.next(n)) && d.low(n) != "since" {
				continue
			}
			if d.isWord(n) && (isAdjectiveTag(d.tag(n)) || d.tag(n) == "DT" && d.low(q) != "having") {
				continue
			}
			out = append(out, d.tokFinding(Grammar, t, t, ruleConfusedWord,
				`After "have", the verb "passed" is needed; "past" is a noun, adjective or preposition.`, 0.85, matchCase(d.tok(t).Text, "passed")))
		case "passed":
			// "in the passed", "walked passed the school".
			inThePast := d.low(p) == "the" && (d.clauseEnd(n) || d.tag(n) == "IN" || d.tag(n) == "CC")
			afterMotion := motionVerbs[d.low(p)] && (d.tag(n) == "DT" || d.tag(n) == "PRP$" || d.tag(n) == "PRP" || d.tag(n) == "NNP")
			if !inThePast && !afterMotion {
				continue
			}
			out = append(out, d.tokFinding(Grammar, t, t, ruleConfusedWord,
				`"Passed" is the verb; "past" (the time before, or beyond) is meant here.`, 0.85, matchCase(d.tok(t).Text, "past")))
		}
	}
	return out
}

// ---- Grammar: principal / principle ----

// principleAdjectives describe rules and beliefs, not people: "general
// principles", "moral principles".
var principleAdjectives = set("general", "moral", "basic", "core", "guiding", "first", "fundamental", "democratic",
	"religious", "ethical", "scientific", "same", "underlying", "founding", "key")

func checkPrincipal(d *document) []finding {
	var out []finding
	for t := range d.doc.Tokens {
		if !d.isWord(t) || d.userTerm(t) {
			continue
		}
		p, n := d.prev(t), d.next(t)
		var fix, msg string
		switch d.low(t) {
		case "principle":
			// "my principle job", "the principle activity": as a modifier it
			// is the adjective principal (main).
			if isNounTag(d.tag(n)) && !d.clauseEnd(n) && (determinerLike(d.tag(p)) || d.isPossessiveTok(p)) && d.low(n) != "of" {
				fix, msg = "principal", `"Principal" (main) is the adjective; a "principle" is a rule or belief.`
			} else if d.principalPerson(t) {
				fix, msg = "principal", `A person who heads a school is a "principal"; a "principle" is a rule or belief.`
			}
		case "principal":
			if (d.low(p) == "in" || d.low(p) == "on") && (d.clauseEnd(n) || d.tag(n) == "PRP" || d.tag(n) == "DT" || d.tag(n) == "EX") {
				fix, msg = "principle", `"In principle" (in theory) is written with "principle".`
			}
		case "principals":
			// People have principles: "his principals", "principals of the
			// Constitution", "general principals".
			if d.isPossessiveTok(p) || d.low(p) == "all" || principleAdjectives[d.low(p)] ||
				d.low(n) == "of" && !determinerLike(d.tag(p)) {
				fix, msg = "principles", `"Principles" are rules or beliefs; "principals" are heads of schools or main people.`
			}
		}
		if fix == "" {
			continue
		}
		out = append(out, d.tokFinding(Grammar, t, t, ruleConfusedWord, msg, 0.8, matchCase(d.tok(t).Text, fix)))
	}
	return out
}

// principalRoles come before the title of a school's head, never before a
// rule: "vice principal", "the school principal".
var principalRoles = set("vice", "assistant", "deputy", "school")

// becomingWords link a subject to what it is, as a form of be does.
var becomingWords = set("became", "becomes", "remains", "remained")

// personTitles stand before a person's name.
var personTitles = set("mr", "mrs", "ms", "miss", "dr", "professor", "master", "mistress", "headmaster", "lady", "lord", "sir", "dame")

// principalPerson reports "principle" where it names a person: after a
// school role ("our new school principle", "the vice principle"), or as
// what a person is ("Mr Brown is our new principle", "She was the
// principle of the academy"). A rule or belief is left alone: "Honesty is
// the principle", "It is our guiding principle", "a school principle that
// all students follow", "a man of principle".
func (d *document) principalPerson(t int) bool {
	n := d.next(t)
	if principalRoles[d.low(d.prev(t))] && d.low(n) != "of" && d.low(n) != "that" {
		return true
	}
	// Back over the phrase's adjectives and modifying nouns to its determiner.
	j := d.prev(t)
	for j >= 0 && (isAdjectiveTag(d.tag(j)) || d.tag(j) == "NN") && !determinerLike(d.tag(j)) {
		j = d.prev(j)
	}
	if j < 0 || !(determinerLike(d.tag(j)) || d.isPossessiveTok(j)) {
		return false
	}
	c := d.prev(j)
	if c < 0 || !beForms[d.low(c)] && !becomingWords[d.low(c)] {
		return false
	}
	return d.namesPerson(d.prev(c))
}

// namesPerson reports a subject that is surely a person: "he", "she", "I",
// a title and a name ("Mr Brown"), or a name of two words ("Anna Vell");
// a single capitalised word may be any noun at a sentence's start.
func (d *document) namesPerson(s int) bool {
	if s < 0 {
		return false
	}
	switch d.low(s) {
	case "he", "she", "i":
		return true
	}
	if d.tag(s) != "NNP" {
		return false
	}
	p := d.prev(s)
	if p >= 0 && d.low(p) == "." {
		p = d.prev(p) // "Dr. Ortega"
	}
	return p >= 0 && (personTitles[d.low(p)] || d.tag(p) == "NNP" && !personTitles[d.low(s)])
}

// ---- Grammar: wander / wonder ----

func checkWanderWonder(d *document) []finding {
	var out []finding
	for t := range d.doc.Tokens {
		if !d.isWord(t) || d.userTerm(t) {
			continue
		}
		w := d.low(t)
		n := d.next(t)
		var fix, msg string
		switch {
		case strings.HasPrefix(w, "wander") && wanderForms[w] != "":
			// "I wander if", "wandering whether": wonder takes a question.
			if nw := d.low(n); nw == "if" || nw == "whether" || nw == "why" || (nw == "what" || nw == "how" || nw == "who") && d.subjectBefore(t) {
				fix, msg = wanderForms[w], `"Wonder" is to ask oneself; "wander" is to roam.`
			}
		case strings.HasPrefix(w, "wonder") && wonderForms[w] != "":
			// "wondered through the forest", "wondering around the town".
			if nw := d.low(n); nw == "around" || nw == "off" || nw == "through" || nw == "aimlessly" || nw == "away" || nw == "into" {
				fix, msg = wonderForms[w], `"Wander" is to roam; "wonder" is to ask oneself.`
			}
		}
		if fix == "" {
			continue
		}
		out = append(out, d.tokFinding(Grammar, t, t, ruleConfusedWord, msg, 0.8, matchCase(d.tok(t).Text, fix)))
	}
	return out
}

var (
	wanderForms = map[string]string{"wander": "wonder", "wanders": "wonders", "wandered": "wondered", "wandering": "wondering"}
	wonderForms = map[string]string{"wonder": "wander", "wonders": "wanders", "wondered": "wandered", "wondering": "wandering"}
)
