package grammar

import (
	"fmt"
	"strings"
)

// ---- Grammar: agreement over noun phrases, questions and auxiliaries ----
//
// The subject is found from the sentence's structure: the noun phrase that
// opens a clause, past the prepositional phrases and the asides between
// commas that modify it ("The goblins in the cave was", "the black dogs,
// mostly terriers, barks"); in a question, the phrase after the auxiliary
// ("Does your parents know?"). Its number comes from its head noun's tag,
// coordination and quantifiers; names, collective nouns and words whose
// plural is the same word decide nothing.

type number int

const (
	numberUnknown number = iota
	singular
	plural
)

// subject is a clause's subject as the agreement rules read it.
type subject struct {
	first, head int // tokens; head is -1 for a pronoun or a bare determiner
	num         number
	pronoun     string // lower-case subject pronoun, "" otherwise
	end         int    // the token after the subject and its modifiers
	// modified: prepositional phrases or an aside stand between the
	// subject and end.
	modified bool
	// asideKind: what an aside between commas opened with.
	asideKind int
}

const (
	asideNone = iota
	asideNoun // a bare noun phrase: perhaps a list ("height, weight, clothing")
	asideOther
)

var (
	// pluralQuantifiers and singularQuantifiers fix a phrase's number.
	pluralQuantifiers   = set("many", "several", "few", "both", "these", "those", "various", "numerous", "multiple")
	singularQuantifiers = set("each", "every", "either", "neither", "another", "this", "that", "a", "an", "one")
	// partitives take the number of what follows "of": "most of the goblins are".
	partitives = set("all", "some", "most", "none", "half", "rest", "lot", "lots", "plenty", "majority", "number",
		"bulk", "remainder", "any", "part", "percent", "third", "quarter")
	// measureNouns take either number: "a handful of gems ends it" and
	// "a handful of gems end it" are both written.
	measureNouns = set("kind", "sort", "type", "variety", "pair", "group", "couple", "handful", "dozen", "host",
		"band", "pack", "series", "total", "range", "set", "crowd", "flock", "herd", "swarm", "horde", "score", "mass",
		"pile", "heap", "stack", "collection", "bundle", "cluster", "team", "squad", "troop", "company", "party")
	// samePastForms are verbs whose present and past look alike: "the
	// wizard cast a spell" is past, not a plural verb.
	samePastForms = set("cast", "hit", "cut", "put", "set", "let", "read", "shut", "spread", "hurt", "cost",
		"quit", "split", "thrust", "burst", "bet", "bid", "rid", "shed", "slit", "spit", "upset", "broadcast", "beat",
		"fit", "knit", "wed", "forecast", "come", "become", "run", "overcome")
	// demandWords take the subjunctive: "insist that he go", "lest it fall".
	demandWords = set("that", "lest", "if", "whether", "unless")
)

// pluralOnlyNouns are plural though they do not end in -s: "the people
// are", "the police were", "cattle graze".
var pluralOnlyNouns = set("people", "police", "cattle", "folk", "townsfolk", "kinsfolk", "menfolk", "womenfolk")

// phraseNumber reads the number of the noun phrase [first, head].
func (d *document) phraseNumber(first, head int) number {
	hw := d.low(head)
	htag := d.tag(head)
	// A glossary creature written as a plural ("the Kobolds"), not as the
	// term ends ("the Erinyes"), is plural.
	if i := d.wordIndex(head); i >= 0 && d.words[i].glossary && !d.words[i].personal {
		if !d.words[i].asWritten && isRegularPlural(d.words[i], d.dict) {
			return plural
		}
		if strings.HasSuffix(hw, "s") {
			// "the dwarves" (an alias written as a plural) is plural by the
			// word list; "the Erinyes has", "the rhinoceros holds" are not.
			w := d.words[i]
			w.glossary = false
			if isRegularPlural(w, d.dict) {
				return plural
			}
			return numberUnknown
		}
	}
	// A name of capitalised words that ends in a plural names one place or
	// thing: "the Canadian Badlands has", "the Nine Hells is".
	if p := d.prev(head); p >= first && strings.HasSuffix(hw, "s") && d.startsUpperTok(head) && d.startsUpperTok(p) && !d.sentenceFirst(p) && d.isWord(p) {
		return numberUnknown
	}
	// A capitalised common noun ("the Commons", "the Brotherhood") has the
	// number of the noun.
	if (htag == "NNP" || htag == "NNPS") && !d.userTerm(head) && d.dict != nil && d.dict.Known(hw) {
		switch {
		case strings.HasSuffix(hw, "s") && !strings.HasSuffix(hw, "ss") && d.dict.Known(hw[:len(hw)-1]):
			htag = "NNS"
		case d.dict.Known(hw + "s"):
			htag = "NN"
		}
	}
	// "a xorn", "a party": one, whatever the noun.
	if w := d.low(first); (w == "a" || w == "an" || w == "one" || w == "each" || w == "every") && htag == "NN" && head == d.next(first) &&
		!quantityNouns[hw] && !partitives[hw] && !measureNouns[hw] {
		return singular
	}
	// "people", "police", "cattle": plural without an -s, except "a people"
	// (a nation).
	if pluralOnlyNouns[hw] && !d.userTerm(head) && d.tok(head).Text == strings.ToLower(d.tok(head).Text) {
		if w := d.low(first); w == "a" || w == "an" || w == "one" || w == "each" || w == "every" {
			return numberUnknown
		}
		return plural
	}
	if d.userTerm(head) || collectiveNouns[hw] || invariantPlurals[hw] || quantityNouns[hw] || partitives[hw] {
		return numberUnknown
	}
	// Determiners before a possessive belong to it: "a creature's speeds".
	for k := head - 1; k >= first; k-- {
		if d.isPossessiveTok(k) {
			first = k + 1
			break
		}
	}
	for k := first; k < head; k++ {
		w := d.low(k)
		if singularQuantifiers[w] && k == first && (w != "that" && w != "this" || htag == "NN") {
			return singular
		}
		if pluralQuantifiers[w] || d.tag(k) == "CD" && w != "one" && w != "1" {
			if htag == "NNS" {
				return plural
			}
			return numberUnknown
		}
		if w == "and" || w == "or" || w == "nor" {
			return numberUnknown
		}
	}
	switch htag {
	case "NNS":
		if singularInS[hw] || strings.HasSuffix(hw, "ss") || strings.HasSuffix(hw, "'s") {
			return numberUnknown
		}
		return plural
	case "NN":
		// "the brave are", "the fallen are": an adjective as a group noun.
		if !d.dict.Known(hw) || strings.HasSuffix(hw, "s") && !strings.HasSuffix(hw, "ss") || d.canBeAdjective(hw) && !d.dict.Known(hw+"s") ||
			head == first+1 && d.low(first) == "the" && isAdjectiveLike(hw, d.dict) {
			return numberUnknown
		}
		return singular
	}
	return numberUnknown
}

// subjectAt reads a subject that starts at token t: a subject pronoun,
// these/those (with a number), or a noun phrase with its prepositional
// phrases and a comma-enclosed aside.
func (d *document) subjectAt(t int) (subject, bool) {
	if !d.isWord(t) {
		return subject{}, false
	}
	w := d.low(t)
	switch {
	case d.has(t, clsSubjectPronoun) || w == "you" || w == "it":
		if w == "i" && d.tok(t).Text != "I" {
			return subject{}, false
		}
		return subject{first: t, head: -1, pronoun: w, end: d.skipAdverbs(d.next(t))}, true
	case (w == "these" || w == "those") && !isNounTag(d.tag(d.next(t))) && !isAdjectiveTag(d.tag(d.next(t))):
		end := d.next(t)
		if d.tag(end) == "CD" {
			end = d.next(end)
			// "Those three guards watches": a noun with a verb after it is
			// the phrase's head; "these two contains the poison" has none.
			if n := d.next(end); isNounTag(d.tag(end)) && (d.finiteVerb(n) || d.isVerbS(d.low(n))) {
				break
			}
		}
		return subject{first: t, head: -1, num: plural, end: end}, true
	}
	// "Each of the guards", "one of them": the pronoun is the head.
	if (w == "each" || w == "either" || w == "neither" || w == "one") && d.low(d.next(t)) == "of" {
		inner, innerAfter := d.nounPhrase(d.next(d.next(t)))
		if inner < 0 && !objectPronouns[d.low(d.next(d.next(t)))] {
			return subject{}, false
		}
		if inner < 0 {
			innerAfter = d.next(d.next(d.next(t)))
		}
		return subject{first: t, head: t, num: singular, end: d.skipModifiers(innerAfter)}, true
	}
	// "Both of them", "many of the guards": plural, whatever follows "of".
	if (w == "both" || w == "many" || w == "several" || w == "few") && d.low(d.next(t)) == "of" {
		inner, innerAfter := d.nounPhrase(d.next(d.next(t)))
		if inner < 0 && !objectPronouns[d.low(d.next(d.next(t)))] {
			return subject{}, false
		}
		if inner < 0 {
			inner = d.next(d.next(t))
			innerAfter = d.next(inner)
		}
		return subject{first: t, head: inner, num: plural, end: d.skipModifiers(innerAfter), modified: true}, true
	}
	tag := d.tag(t)
	if !(determinerLike(tag) || tag == "PDT" || isAdjectiveTag(tag) || isNounTag(tag) || pluralQuantifiers[w]) || tag == "NNP" || tag == "NNPS" {
		return subject{}, false
	}
	head, after := d.nounPhrase(t)
	// A possessive ends no noun phrase: "Studies others' faces" is a verb,
	// its object's owner and the object.
	if head < 0 || d.tok(head).Clitic == "POS" {
		return subject{}, false
	}
	// "The scouts wishes for rain": a plural noun is rarely a modifier, so
	// an -s verb after one ends the phrase.
	first := t
	// (past its adjectives too, "the black dogs barks", but not past a
	// noun the tagger read as one: "the veteran orders arrests")
	for first < head && (determinerLike(d.tag(first)) || d.tag(first) == "PDT" || isAdjectiveTag(d.tag(first)) && d.canBeAdjective(d.low(first))) {
		first++
	}
	// (only the phrase's first noun: "the veteran orders arrests" is a
	// veteran giving orders)
	for k := first + 1; k <= head && k == first+1; k++ {
		if d.tag(k-1) == "NNS" && !d.isPossessiveTok(k-1) && d.isVerbS(d.low(k)) {
			head, after = k-1, k
			break
		}
	}
	// A head that may be a verb the tagger took for a noun ("The elemental
	// glides through", "Speaks in the faction's code"): the phrase is not
	// sure to be a subject.
	if hw := d.low(head); d.mayBeVerbS(hw) && (head > t && isNounTag(d.tag(head-1)) && !d.isPossessiveTok(head-1) || head == t && !determinerLike(tag)) {
		return subject{}, false
	}
	s := subject{first: t, head: head, end: after}
	s.num = d.phraseNumber(t, head)
	// "one of the goblins", "each of the guards": the head decides, and
	// partitives ("most of the goblins") take the number after "of".
	if d.low(after) == "of" {
		inner, innerAfter := d.nounPhrase(d.next(after))
		if inner < 0 {
			return subject{}, false
		}
		// "The dogs of war barks loudly": after a plural head, an -s verb
		// that the phrase after "of" swallowed as its last noun is the
		// verb, when an adverb or an object follows it.
		if pi := d.prev(inner); d.tag(head) == "NNS" && pi > after && isNounTag(d.tag(pi)) && !d.isPossessiveTok(pi) && d.isVerbS(d.low(inner)) &&
			(d.objectAfter(inner) || d.mannerAdverb(innerAfter) && d.clauseEnd(d.next(innerAfter))) {
			inner, innerAfter = pi, inner
		}
		switch {
		case measureNouns[d.low(head)]:
			s.num = numberUnknown
		case partitives[d.low(head)]:
			s.num = d.phraseNumber(d.next(after), inner)
			if d.low(head) == "number" && d.low(t) == "the" {
				s.num = singular // "the number of goblins is"
			}
		}
		s.end = innerAfter
		s.modified = true
	}
	// Coordinated subjects: "the elf and the dwarf".
	if c := d.low(s.end); c == "and" || c == "or" || c == "nor" || c == "&" {
		return subject{}, false
	}
	before := s.end
	if d.low(before) == "," {
		s.asideKind = asideOther
		if n := d.next(before); isNounTag(d.tag(n)) || determinerLike(d.tag(n)) && d.tag(n) != "WP$" {
			s.asideKind = asideNoun
		}
	}
	s.end = d.skipModifiers(s.end)
	s.modified = s.modified || s.end != before && !isAdverbTag(d.tag(before))
	return s, true
}

// skipModifiers steps over what may stand between a subject and its verb:
// prepositional phrases ("in the cave", "from Asia"), an aside between
// commas ("whose owner likes you", "mostly terriers"), and adverbs.
func (d *document) skipModifiers(t int) int {
	for steps := 0; t >= 0 && steps < 4; steps++ {
		switch {
		case d.tag(t) == "IN" && !subordinators[d.low(t)] && d.low(t) != "than":
			head, after := d.nounPhrase(d.next(t))
			if head < 0 || d.low(after) == "and" || d.low(after) == "or" {
				return -1
			}
			t = after
		case d.low(t) == ",":
			// An aside: a relative clause or a phrase without a verb, closed
			// by a second comma.
			close := -1
			hasVerb := false
			for k := d.next(t); k >= 0; k = d.next(k) {
				if d.low(k) == "," {
					close = k
					break
				}
				if d.finiteVerb(k) {
					hasVerb = true
				}
			}
			rel := d.tag(d.next(t)) == "WP" || d.tag(d.next(t)) == "WP$" || d.tag(d.next(t)) == "WDT"
			if close < 0 || hasVerb && !rel {
				return -1
			}
			t = d.next(close)
		case isAdverbTag(d.tag(t)) && d.low(t) != "not":
			t = d.next(t)
		case d.tag(t) == "VBG" && !auxiliaryWord(d.low(t)) && (d.tag(d.next(t)) == "IN" || d.tag(d.next(t)) == "DT" || d.tag(d.next(t)) == "RB"):
			// A participle's phrase: "The bandits hiding in the woods is".
			k := d.next(t)
			if d.tag(k) == "DT" {
				if _, after := d.nounPhrase(k); after > k {
					k = after
				}
			}
			t = k
		default:
			return t
		}
	}
	return t
}

var prepositionalOpeners = set("until", "till", "before", "after", "since", "as", "like", "than", "for")

// verbAhead reports a finite verb from t to the end of its clause.
func (d *document) verbAhead(t int) bool {
	for k := t; k >= 0 && !d.clauseEnd(k); k = d.next(k) {
		// "The scouts says that the bridge is out": a verb after the
		// complementizer "that" is the next clause's.
		if d.low(k) == "that" && d.tag(k) == "IN" {
			return false
		}
		if d.finiteVerb(k) {
			return true
		}
	}
	return false
}

// skipAdverbs steps over adverbs other than "not": "She always takes".
func (d *document) skipAdverbs(t int) int {
	for t >= 0 && isAdverbTag(d.tag(t)) && d.low(t) != "not" && d.low(t) != "so" && d.low(t) != "there" {
		t = d.next(t)
	}
	return t
}

// verbNumber is the number a finite verb needs of its subject.
func (d *document) verbNumber(v int) number {
	w := d.low(v)
	switch {
	case singularForms[w] || w == "'s":
		return singular
	case pluralForms[w]:
		return plural
	}
	if d.isVerbS(w) && isVerbTag(d.tag(v)) {
		return singular // "The children walks", tagged VBP
	}
	switch d.tag(v) {
	case "VBZ":
		if d.isVerbS(w) || strings.HasSuffix(w, "s") {
			return singular
		}
	case "VBP":
		if !samePastForms[w] && d.isVerbS(thirdPerson(w)) {
			return plural
		}
	}
	return numberUnknown
}

// agreeingForm gives the form of verb v that agrees with a subject of the
// given number ("" when none is known).
func (d *document) agreeingForm(v int, num number) string {
	w := d.low(v)
	if f, ok := numberPairs[w]; ok {
		return f
	}
	if w == "'s" {
		return "'re"
	}
	if num == plural {
		return baseVerb(w, d.dict)
	}
	if s := thirdPerson(w); d.isVerbS(s) {
		return s
	}
	return ""
}

func checkSentenceAgreement(d *document) []finding {
	// Each rule looks at one token and flags at most one verb there; they
	// run in this order at every word.
	rules := []func(int) (finding, bool){
		d.subjectVerbAgreement, d.questionAgreement, d.baseAfterAuxiliary, d.existentialThere,
		d.whatSubject, d.coordinatedAgreement, d.relativeAgreement,
	}
	var out []finding
	for t := range d.doc.Tokens {
		if !d.isWord(t) {
			continue
		}
		for _, rule := range rules {
			if f, ok := rule(t); ok {
				out = append(out, f)
			}
		}
	}
	return out
}

// whatSubject: "what" as a subject takes a singular verb ("What happen in
// Vegas stays in Vegas", "what remain of the army"), whatever it stands
// for. Left alone: "what" before its noun ("What dwarves love"), an
// auxiliary or modal after it ("What do they want", "What can happen"),
// and the old inversion with its subject after the verb ("What say you?",
// "What think you of him?").
func (d *document) whatSubject(t int) (finding, bool) {
	if d.low(t) != "what" {
		return finding{}, false
	}
	v := d.next(t)
	if v < 0 || !d.isWord(v) || d.userTerm(v) {
		return finding{}, false
	}
	// The tagger often misreads this verb ("remain" as a noun, "lie" as an
	// -s form), so the word list says it is a verb's base, and the general
	// model that it is no noun: one never seen after "the" or "a" ("What
	// lie did he tell?", "What fear grips them" have "what" before a noun).
	vw := d.low(v)
	if !d.canBeBaseVerb(vw) || auxiliaryWord(vw) || modalWords[vw] || semiModals[vw] || d.tag(v) == "NNP" || nounInGeneralEnglish(vw) {
		return finding{}, false
	}
	// A subject after it ("What say you?"), or a verb ("What help arrived",
	// "What use is a sword"): then "what" goes with a noun, or the old
	// inversion is meant.
	if n := d.next(v); subjectPronouns[d.low(n)] || d.low(n) == "you" || d.low(n) == "thou" || d.low(n) == "ye" ||
		auxiliaryWord(d.low(n)) || modalWords[d.low(n)] || isVerbTag(d.tag(n)) {
		return finding{}, false
	}
	fix := d.agreeingForm(v, singular)
	if fix == "" || fix == vw {
		return finding{}, false
	}
	fix = matchCase(d.tok(v).Text, fix)
	return d.tokFinding(Grammar, v, v, ruleAgreement,
		fmt.Sprintf("With %q as its subject the verb is singular; use %q.", d.tok(t).Text, fix), 0.8, fix), true
}

// nounInGeneralEnglish reports a word the general-English model finds
// at least as likely right after "the" or "a" as anywhere: a noun, whatever
// else it is ("lie", "fear", "stand"; not "happen", "remain", "dwell").
func nounInGeneralEnglish(w string) bool {
	m := loadNgrams()
	id := m.id(w)
	if id < 0 {
		return false
	}
	anywhere := m.logProb(id, -1, -1)
	for _, det := range [...]string{"the", "a"} {
		if h := m.id(det); h >= 0 && m.logProb(id, h, -1) >= anywhere {
			return true
		}
	}
	return false
}

// semiModals act as modals before a bare verb: "What dare they do?", "What need we fear?".
var semiModals = set("dare", "need", "ought")

// subjectVerbAgreement: a clause's subject and its verb.
func (d *document) subjectVerbAgreement(t int) (finding, bool) {
	// A clause's first word; after "and" or "or" a phrase may be the second
	// half of a subject ("the elf and the dwarf are"). A noun phrase right
	// after another ("During the raids the guards was", "Nothing the guards
	// says") opens a clause too.
	if (d.low(d.prev(t)) == "and" || d.low(d.prev(t)) == "or") && d.low(d.prev(d.prev(t))) != "," {
		return finding{}, false // (", and the Commons is": a second clause)
	}
	afterNoun := false
	// "we", "they", "he" and "she" are subjects wherever they stand: "I
	// feel we is ready".
	nominative := d.low(t) == "we" || d.low(t) == "they" || d.low(t) == "he" || d.low(t) == "she"
	if !d.clauseStart(t) && !nominative {
		p := d.prev(t)
		if !(d.tag(t) == "DT" && d.low(t) != "that" && p >= 0 && (isNounTag(d.tag(p)) && !d.isPossessiveTok(p) || indefinitePronouns[d.low(p)])) {
			return finding{}, false
		}
		// "The goblin camps that line the river are": right after a
		// relative pronoun the word read as a noun is the relative clause's
		// verb, and this phrase its object.
		if r := d.prev(p); r >= 0 && (d.tag(r) == "WDT" || d.tag(r) == "WP") {
			return finding{}, false
		}
		// The noun before may be a mistagged verb ("Mimics the mug clink
		// heard"): only be, have and do are sure to be this phrase's verb.
		afterNoun = !indefinitePronouns[d.low(p)]
	}
	// After a preposition the phrase is its object: "In the caves was".
	s, ok := d.subjectAt(t)
	if !ok || s.end < 0 || !d.isWord(s.end) {
		return finding{}, false
	}
	v := s.end
	vw := d.low(v)
	if afterNoun && !auxiliaryWord(vw) {
		return finding{}, false
	}
	// After a complete subject the verb's slot is sure enough to read a
	// mistagged verb by the word list: "The hounds, hungry and restless,
	// howls", "The captain, whose men are loyal, stand firm".
	vtag := d.tag(v)
	complement := d.clauseEnd(d.next(v)) || d.complementFollows(d.next(v)) || d.tag(d.next(v)) == "PRP$"
	lexical := !d.finiteVerb(v) && s.head >= 0 && s.modified && s.asideKind != asideNoun && !d.userTerm(v) && !d.canBeAdjective(vw) &&
		(isNounTag(vtag) && vtag != "NNP" || isVerbTag(vtag) || vtag == "JJ") &&
		(d.low(d.prev(v)) == "," || complement)
	// "The scouts wishes for rain": a plural noun is rarely a modifier, so
	// an -s verb right after a plural subject is its verb, whatever its tag.
	// So is one after "these" or "those" with a number ("these two contains").
	pluralHead := s.head >= 0 && d.tag(s.head) == "NNS" || s.head < 0 && s.pronoun == "" && s.num == plural
	// An adjective and its noun after it are its object ("contains
	// sufficient examples").
	object := complement || isAdjectiveTag(d.tag(d.next(v))) && isNounTag(d.tag(d.next(d.next(v))))
	if !d.finiteVerb(v) && !lexical && pluralHead && d.isVerbS(vw) && object && !d.userTerm(v) {
		lexical = true
	}
	if !d.finiteVerb(v) && !lexical {
		return finding{}, false
	}
	if d.userTerm(v) || vw == "'s" && s.pronoun == "" {
		return finding{}, false // "the goblins's" is a possessive, not "is"
	}
	// "as though gravity were a suggestion": the subjunctive; and a
	// parenthesis ("(spell save DC 10)") is a label, not a clause.
	opener := d.low(d.prev(t))
	if (vw == "were" || vw == "be") && (subjunctives[opener] || subjunctives[d.low(d.prev(d.prev(t)))]) || opener == "(" {
		return finding{}, false
	}
	// "Until the end of the veteran's turn": these are also prepositions,
	// so what follows may be their object, not a subject; only a form of
	// be, have or do is sure to be its verb.
	if prepositionalOpeners[opener] && (lexical || d.tag(v) == "VBP" && !pluralForms[vw]) {
		return finding{}, false
	}
	// "A stranger at the crossroads inn wears a locket": a main verb read
	// by its tag or the word list is only the verb when no other verb
	// follows in its clause.
	if (lexical || !auxiliaryWord(vw) && !modalWords[vw]) && d.verbAhead(d.next(v)) {
		return finding{}, false
	}
	// "Fishers of the kelp forests tell": a plural noun read as the verb,
	// the real verb after it read as a noun.
	if n := d.next(v); s.modified && d.lexicalPlural(vw) && d.isWord(n) && (d.canBeBaseVerb(d.low(n)) || d.isVerbS(d.low(n))) && !auxiliaryWord(vw) {
		return finding{}, false
	}
	if d.questionedObject(s, v) {
		return finding{}, false
	}
	need := d.verbNumber(v)
	if lexical {
		switch {
		case d.isVerbS(vw):
			need = singular
		case d.canBeBaseVerb(vw) && !samePastForms[vw]:
			need = plural
		default:
			return finding{}, false
		}
	}
	var fix string
	switch {
	case s.pronoun != "":
		// be, have and do by the pronoun ("They was", "I is", "He don't");
		// he/she/it with a base verb ("He always walk"), they/we/I/you with
		// an -s verb ("They walks").
		// (after "that" or "if" a base form or "were" may be a subjunctive,
		// "insist that he go", "if he were"; "is", "has" and the like never are)
		if modalWords[vw] || demandWords[d.low(d.prev(t))] && !indicativeOnly[vw] || d.low(d.prev(t)) == "let" {
			return finding{}, false
		}
		third := s.pronoun == "he" || s.pronoun == "she" || s.pronoun == "it"
		_, aux := numberPairs[vw]
		if aux || vw == "am" {
			fix = pronounForm(vw, s.pronoun)
			if fix == "" || fix == vw {
				return finding{}, false
			}
			fix = matchCase(d.tok(v).Text, fix)
			return d.tokFinding(Grammar, v, v, ruleAgreement,
				fmt.Sprintf("%q does not agree with %q; use %q.", d.tok(v).Text, d.tok(s.first).Text, fix), 0.85, fix), true
		}
		if beForms[vw] {
			return finding{}, false
		}
		// (the tagger reads a base verb after "she" as a past, "She write
		// a letter", and an -s verb after "they" as a VBP, "They eats")
		asked := auxiliaryWord(d.low(d.prev(t))) || modalWords[d.low(d.prev(t))]
		switch {
		case third && need == plural && d.tag(v) == "VBP":
			fix = thirdPerson(vw)
		case third && d.tag(v) == "VBD" && !asked && !isVerbTag(d.tag(d.prev(t))) && d.baseNeverPast(vw) && d.objectAfter(v):
			// (not after a verb: "demanded he leave the hall" is a subjunctive)
			fix = thirdPerson(vw)
		case !third && need == singular && (d.tag(v) == "VBZ" || d.tag(v) == "VBP" && !asked) && d.isVerbS(vw):
			fix = baseVerb(vw, d.dict)
		}
		if fix == "" || fix == vw {
			return finding{}, false
		}
		fix = matchCase(d.tok(v).Text, fix)
		return d.tokFinding(Grammar, v, v, ruleAgreement,
			fmt.Sprintf("%q does not agree with %q; use %q.", d.tok(v).Text, d.tok(s.first).Text, fix), 0.8, fix), true
	case s.num == numberUnknown || need == numberUnknown || s.num == need:
		return finding{}, false
	}
	// A number of things measured as one amount: "Ten gold pieces is".
	if s.num == plural && d.tag(s.first) == "CD" {
		return finding{}, false
	}
	// Singular subjects with a plural main verb (not be/have/do) only where
	// the verb cannot be a past: "The dog, whose owner likes you, eat".
	if s.num == singular && !pluralForms[vw] && (d.tag(v) != "VBP" && !lexical || !determinerLike(d.tag(s.first)) && !possessiveWords[d.low(s.first)]) {
		return finding{}, false
	}
	fix = d.agreeingForm(v, s.num)
	if fix == "" || fix == vw {
		return finding{}, false
	}
	fix = matchCase(d.tok(v).Text, fix)
	subjectText := d.doc.Text[d.tok(s.first).Start:d.tok(max(s.first, s.head)).End]
	which := "plural"
	if s.num == singular {
		which = "singular"
	}
	return d.tokFinding(Grammar, v, v, ruleAgreement,
		fmt.Sprintf("The %s subject %q takes %q, not %q.", which, subjectText, fix, d.tok(v).Text), 0.8, fix), true
}

// baseNeverPast reports a verb's base form that is no past form of any
// verb: "write", "eat" (not "read", "saw", "lay", "found", "come").
func (d *document) baseNeverPast(w string) bool {
	return d.canBeBaseVerb(w) && !strings.HasSuffix(w, "ed") && !samePastForms[w] && !irregularPasts[w]
}

// irregularPasts are the past forms and participles of the irregular
// verbs, as written ("lay" is lie's past, "saw" see's, "found" find's).
var irregularPasts = func() map[string]bool {
	m := map[string]bool{}
	for _, v := range irregularVerbs {
		m[v[1]], m[v[2]] = true, true
	}
	return m
}()

// conjunctDeterminers open each half of a coordinated subject.
var conjunctDeterminers = set("the", "a", "an", "my", "your", "his", "her", "its", "our", "their", "this", "that", "these", "those")

// coordinatedAgreement: two noun phrases joined by "and", each opened by its
// own determiner or possessive (the first may be a name), are two people or
// things and take a plural verb: "Her mother and her father sings", "Tina
// and her brother was". Left alone: a second noun with no determiner of its
// own, which may be one person or thing under two names ("the captain and
// navigator is", "bread and butter is", "rock and roll"), "each" or "every"
// before the first, and a possessive on the second ("the knight and the
// squire's horse is lame", the horse of both).
func (d *document) coordinatedAgreement(t int) (finding, bool) {
	if !d.isWord(t) || !d.clauseStart(t) {
		return finding{}, false
	}
	conj := -1
	switch {
	case conjunctDeterminers[d.low(t)] && determinerLike(d.tag(t)):
		h, after := d.nounPhrase(t)
		if h < 0 || !d.commonNoun(h) || d.verbInPhrase(h) || d.baseVerbAfterPlural(h) {
			return finding{}, false // "The bard sings and the crowd is", "The pans level and the portcullis rises"
		}
		conj = after
	case d.tag(t) == "NNP" && d.startsUpperTok(t) && !(d.sentenceFirst(t) && d.dict != nil && d.dict.Known(d.low(t))):
		conj = d.next(t)
		if d.tag(conj) == "NNP" && d.startsUpperTok(conj) {
			conj = d.next(conj)
		}
	default:
		return finding{}, false
	}
	if d.low(conj) != "and" {
		return finding{}, false
	}
	second := d.next(conj)
	if !conjunctDeterminers[d.low(second)] || !determinerLike(d.tag(second)) {
		return finding{}, false
	}
	h2, after := d.nounPhrase(second)
	if h2 < 0 || !d.commonNoun(h2) {
		return finding{}, false
	}
	// "her squire rides at dawn": the phrase swallowed an -s verb the
	// tagger read as a plural noun.
	lexical := false
	if d.verbInPhrase(h2) && d.isVerbS(d.low(h2)) && (d.objectAfter(h2) || d.tag(after) == "IN" || d.mannerAdverb(after)) {
		h2, after, lexical = d.prev(h2), h2, true
	}
	for k := second; k >= 0 && k <= h2; k = d.next(k) {
		if d.isPossessiveTok(k) && k != second {
			return finding{}, false
		}
	}
	v := d.skipAdverbs(after)
	if !d.isWord(v) || d.userTerm(v) {
		return finding{}, false
	}
	vw := d.low(v)
	if !(singularForms[vw] && vw != "'s" || (d.tag(v) == "VBZ" || lexical) && d.isVerbS(vw)) {
		return finding{}, false
	}
	// A main verb with another verb after it in its clause may not be
	// this subject's verb.
	if !auxiliaryWord(vw) && d.verbAhead(d.next(v)) {
		return finding{}, false
	}
	fix := d.agreeingForm(v, plural)
	if fix == "" || fix == vw {
		return finding{}, false
	}
	fix = matchCase(d.tok(v).Text, fix)
	subjectText := d.doc.Text[d.tok(t).Start:d.tok(h2).End]
	return d.tokFinding(Grammar, v, v, ruleAgreement,
		fmt.Sprintf("Two people or things joined by \"and\" take a plural verb: %q takes %q, not %q.", subjectText, fix, d.tok(v).Text), 0.8, fix), true
}

// baseVerbAfterPlural reports a phrase's last word that may be the verb of
// a plural subject before it: "the pans level", "the gates open". A noun
// seldom has a plural noun before it ("city gates", not "cities gates").
func (d *document) baseVerbAfterPlural(h int) bool {
	p := d.prev(h)
	return p >= 0 && d.tag(p) == "NNS" && d.canBeBaseVerb(d.low(h))
}

// verbInPhrase reports a phrase's last noun that may be an -s verb, after
// another noun: "the bard sings", "her squire rides".
func (d *document) verbInPhrase(h int) bool {
	p := d.prev(h)
	return d.tag(h) == "NNS" && p >= 0 && isNounTag(d.tag(p)) && !d.isPossessiveTok(p) && d.mayBeVerbS(d.low(h))
}

// commonNoun reports a lower-case noun that is no user term: "father", "guards".
func (d *document) commonNoun(t int) bool {
	tag := d.tag(t)
	return (tag == "NN" || tag == "NNS") && !d.startsUpperTok(t) && !d.userTerm(t) && !d.isPossessiveTok(t)
}

// indicativeOnly are forms of be, have and do that no subjunctive uses.
var indicativeOnly = set("is", "are", "am", "has", "does")

// questionedObject reports a phrase fronted by a question word ("How many
// hours does a scientist work?", "What color are the walls?", "Which
// goblins did the ranger see?") with an auxiliary after it and then a
// subject: the auxiliary agrees with that subject, and the phrase is the
// verb's object or complement. Still read as the subject when no subject
// follows: "How many goblins is in the cave?"
func (d *document) questionedObject(s subject, v int) bool {
	if s.head < 0 || !auxiliaryWord(d.low(v)) && !modalWords[d.low(v)] {
		return false
	}
	first, p := d.low(s.first), d.prev(s.first)
	switch {
	case first == "what" || first == "which" || first == "whose":
	case d.low(p) == "what" || d.low(p) == "which" || d.low(p) == "whose":
	case (first == "many" || first == "much") && d.low(p) == "how":
	default:
		return false
	}
	n := d.next(v)
	if !d.isWord(n) {
		return false
	}
	w := d.low(n)
	return subjectPronouns[w] || w == "you" || w == "it" || d.tag(n) == "DT" || d.tag(n) == "PRP$" || d.tag(n) == "NNP" ||
		isNounTag(d.tag(n)) && !d.canBeAdjective(w)
}

// questionAgreement: "Does your parents know?", "Where was the cars?",
// "What is you doing?", "Has you bought a ticket?"
func (d *document) questionAgreement(t int) (finding, bool) {
	w := d.low(t)
	if !d.has(t, clsNumberPair) && w != "am" {
		return finding{}, false
	}
	// The auxiliary opens the question, or follows a question word that does.
	p := d.prev(t)
	if !d.sentenceFirst(t) && !(p >= 0 && d.sentenceFirst(p) && (d.tag(p) == "WRB" || d.tag(p) == "WP")) {
		return finding{}, false
	}
	if last := d.doc.Sentences[d.tok(t).Sentence].Last; d.tok(last).Text != "?" {
		return finding{}, false
	}
	n := d.next(t)
	if d.low(n) == "there" || d.tag(n) == "EX" {
		return finding{}, false
	}
	s, ok := d.subjectAt(n)
	if !ok {
		return finding{}, false
	}
	// "Do the dead rise?": the tagger reads "dead" as an adjective and
	// "rise" as the head noun. After "do" the subject is followed by its
	// verb; with no verb after the phrase, a head that may be a verb's base
	// is that verb.
	// A noun before that head is the real one, and the head its verb: "Do
	// your father live in England?"
	// So is a plural noun before it, which rarely modifies another: "Do the
	// guards patrol at night?"
	if q := d.prev(s.head); doWords[w] && s.head >= 0 && !isVerbTag(d.tag(d.next(s.head))) &&
		(d.isVerbS(thirdPerson(d.low(s.head))) || d.tag(s.head) == "NN" && d.tag(q) == "NNS" && q > s.first) {
		if q <= s.first || !isNounTag(d.tag(q)) || d.isPossessiveTok(q) || d.userTerm(q) {
			return finding{}, false
		}
		s.head, s.num = q, d.phraseNumber(s.first, q)
	}
	var fix string
	if s.pronoun != "" {
		fix = pronounForm(w, s.pronoun)
	} else if s.num != numberUnknown {
		if need := d.verbNumber(t); need != numberUnknown && need != s.num {
			fix = numberPairs[w]
		}
	}
	if fix == "" || fix == w {
		return finding{}, false
	}
	fix = matchCase(d.tok(t).Text, fix)
	return d.tokFinding(Grammar, t, t, ruleAgreement,
		fmt.Sprintf("In this question %q must agree with %q; use %q.", d.tok(t).Text, d.doc.Text[d.tok(s.first).Start:d.tok(max(s.first, s.head)).End], fix), 0.8, fix), true
}

// baseAfterAuxiliary: after do and modals the verb takes its base form:
// "You do not has", "do you thinks", "did he went", "can goes".
func (d *document) baseAfterAuxiliary(t int) (finding, bool) {
	w := d.low(t)
	negated := strings.HasSuffix(w, "n't")
	isDo := d.has(t, clsDo) || negated && doWords[d.headWord(t)]
	if !isDo && !(d.has(t, clsModal) || negated && modalWords[d.headWord(t)]) {
		return finding{}, false
	}
	// Skip a negation, adverbs and (in a question) the subject pronoun.
	k := d.next(t)
	for k >= 0 && (d.low(k) == "not" || isAdverbTag(d.tag(k)) && d.low(k) != "so") {
		k = d.next(k)
	}
	if k >= 0 && d.opensQuestion(t) {
		// A question: the subject comes between ("did he went", "Did the
		// bandits went", "What do you thinks").
		if subjectPronouns[d.low(k)] || d.low(k) == "you" || d.low(k) == "it" {
			k = d.next(k)
		} else if s, ok := d.subjectAt(k); ok && s.pronoun == "" && s.head >= 0 {
			k = d.next(s.head)
		} else {
			// No subject read ("Do armed guards patrol?"): where its verb
			// stands is unknown.
			return finding{}, false
		}
		for k >= 0 && (d.low(k) == "not" || isAdverbTag(d.tag(k))) {
			k = d.next(k)
		}
	}
	if !d.isWord(k) || d.userTerm(k) {
		return finding{}, false
	}
	vw, vtag := d.low(k), d.tag(k)
	var fix string
	switch {
	case vw == "has" || vw == "does" || vw == "is" && isDo:
		fix = map[string]string{"has": "have", "does": "do", "is": "be"}[vw]
	case (vtag == "VBZ" || isVerbTag(vtag)) && d.isVerbS(vw):
		fix = baseVerb(vw, d.dict)
	case (vtag == "VBD" || vtag == "VBN") && pastToBase[vw] != "" && vw != "been" && vw != "had" && !(modalWords[w] && vtag == "VBN"):
		fix = pastToBase[vw]
	case vtag == "VB" && pastToBase[vw] != "" && !d.isVerbS(thirdPerson(vw)):
		// The tagger reads a past after "didn't" as the base it expects
		// ("didn't knew"); a past that is also a verb's base ("don't bore
		// them") is left alone.
		fix = pastToBase[vw]
	case isDo && (vtag == "VBD" || vtag == "VBN"):
		// A regular past after do: "did not wanted", "Did they tried".
		fix = regularBase(vw, d.dict)
	}
	if fix == "" || fix == vw {
		return finding{}, false
	}
	fix = matchCase(d.tok(k).Text, fix)
	return d.tokFinding(Grammar, k, k, ruleVerbForm,
		fmt.Sprintf("After %q the verb takes its base form: %q.", d.tok(t).Text, fix), 0.8, fix), true
}

// opensQuestion reports whether auxiliary t opens a question: it comes
// first in its sentence ("Did he go"), or after a question word that does
// in a sentence ending in a question mark ("What do you think?"; "What
// does the trick is patience." is no question).
func (d *document) opensQuestion(t int) bool {
	if d.sentenceFirst(t) {
		return true
	}
	p := d.prev(t)
	if p < 0 || !d.sentenceFirst(p) || !(d.tag(p) == "WRB" || d.tag(p) == "WP") {
		return false
	}
	return d.tok(d.doc.Sentences[d.tok(t).Sentence].Last).Text == "?"
}

// regularBase gives the base of a regular past in the word list:
// wanted -> want, tried -> try, stopped -> stop, liked -> like; "" when
// w is no regular past.
func regularBase(w string, dict *Dictionary) string {
	var forms []string
	if stem, ok := strings.CutSuffix(w, "ied"); ok {
		forms = append(forms, stem+"y")
	}
	if stem, ok := strings.CutSuffix(w, "ed"); ok && len(stem) > 1 {
		forms = append(forms, stem, stem+"e")
		if n := len(stem); n > 2 && stem[n-1] == stem[n-2] {
			forms = append(forms, stem[:n-1])
		}
	}
	for _, f := range forms {
		if dict.Known(f) && dict.IsVerbS(thirdPerson(f)) {
			return f
		}
	}
	return ""
}

// existentialThere: "There is many problems", "there was updates",
// "There's 3 women": the verb agrees with what follows.
func (d *document) existentialThere(t int) (finding, bool) {
	v := -1
	switch d.low(t) {
	case "there's":
		v = t // one token: "there" and its clitic
	case "there":
		if vw := d.low(d.next(t)); vw == "is" || vw == "was" {
			v = d.next(t)
		} else if vw == "are" || vw == "were" {
			return d.existentialSingular(t, d.next(t))
		}
	}
	if v < 0 || d.tag(t) != "EX" && d.low(t) == "there" && !d.afterOpeningPhrase(t) {
		return finding{}, false
	}
	n := d.next(v)
	if !d.isWord(n) {
		return finding{}, false
	}
	first := d.low(n)
	if singularQuantifiers[first] || first == "lots" || first == "plenty" || first == "loads" || first == "more" || first == "enough" {
		return finding{}, false
	}
	head, after := d.nounPhrase(n)
	plural := head >= 0 && d.tag(head) == "NNS"
	if head < 0 && d.pluralReadAsAdjective(n) {
		// "there was updates daily": the tagger read the noun as an adjective.
		head, after, plural = n, d.next(n), true
	}
	if !plural || singularInS[d.low(head)] || d.userTerm(head) || collectiveNouns[d.low(head)] {
		return finding{}, false
	}
	if a := d.low(after); a == "and" || a == "or" {
		return finding{}, false // "there was gold and gems"
	}
	fix := "are"
	if d.low(v) == "was" {
		fix = "were"
	}
	if d.clauseStart(t) == false && d.low(d.prev(t)) != "" && beForms[d.low(d.prev(t))] {
		return finding{}, false
	}
	fixed := matchCase(d.tok(t).Text, "there") + " " + fix
	return d.tokFinding(Grammar, t, v, ruleAgreement,
		fmt.Sprintf("%q is plural, so use %q.", d.tok(head).Text, fixed), 0.8, fixed), true
}

// afterOpeningPhrase reports a word right after a prepositional phrase
// that opens its sentence, with no verb in it: "For more than one year
// there was", "In the cellar there is". The tagger reads "there" there as
// an adverb.
func (d *document) afterOpeningPhrase(t int) bool {
	p := d.prev(t)
	if p < 0 || !isNounTag(d.tag(p)) || d.isPossessiveTok(p) {
		return false
	}
	k := t
	for q := d.prev(t); q >= 0; q = d.prev(q) {
		if !d.isWord(q) || d.finiteVerb(q) {
			return false
		}
		k = q
	}
	return d.sentenceFirst(k) && d.tag(k) == "IN"
}

// pluralReadAsAdjective reports a plural noun the tagger took for an
// adjective: an -s word whose singular is in the word list and which is no
// adjective ("updates", not "various").
func (d *document) pluralReadAsAdjective(t int) bool {
	w := d.low(t)
	if d.tag(t) != "JJ" || len(w) < 4 || !strings.HasSuffix(w, "s") || strings.HasSuffix(w, "ss") || d.userTerm(t) {
		return false
	}
	return d.dict.Known(w[:len(w)-1]) && !d.canBeAdjective(w)
}

// existentialSingular: "There were a single guard": one thing, after
// "there are" or "there were".
func (d *document) existentialSingular(t, v int) (finding, bool) {
	n := d.next(v)
	if w := d.low(n); w != "a" && w != "an" && w != "one" && w != "single" {
		return finding{}, false
	}
	head, after := d.nounPhrase(n)
	if head < 0 || d.tag(head) != "NN" || d.userTerm(head) || quantityNouns[d.low(head)] || partitives[d.low(head)] ||
		measureNouns[d.low(head)] {
		return finding{}, false
	}
	if a := d.low(after); a == "and" || a == "or" || a == "of" || a == "," {
		return finding{}, false // "there are a goblin and an orc", "a number of"
	}
	fix := "is"
	if d.low(v) == "were" {
		fix = "was"
	}
	fixed := matchCase(d.tok(t).Text, "there") + " " + fix
	return d.tokFinding(Grammar, t, v, ruleAgreement,
		fmt.Sprintf("%q is singular, so use %q.", d.tok(head).Text, fixed), 0.8, fixed), true
}

// ---- Grammar: the verb form after have and be ----

var (
	ruleVerbForm    = ruleInfo{"verb-form", "A verb takes the form its auxiliary needs", "verb-form"}
	ruleComparative = ruleInfo{"double-comparative", "A comparative needs no second more or most", "comparison"}
)

// checkParticiples: after have, and in the passive after be, an irregular
// verb takes its participle, not its past: "has went" (gone), "had took"
// (taken), "was stole" (stolen).
func checkParticiples(d *document) []finding {
	var out []finding
	for t := range d.doc.Tokens {
		if !d.isWord(t) {
			continue
		}
		w := d.low(t)
		perfect := d.has(t, clsHave) && w != "'d"
		passive := d.has(t, clsBeForm) && w != "'s" && w != "be"
		if !perfect && !passive {
			continue
		}
		k := d.next(t)
		for k >= 0 && (isAdverbTag(d.tag(k)) || d.low(k) == "not") && d.low(k) != "there" {
			k = d.next(k)
		}
		if !d.isWord(k) || d.userTerm(k) {
			continue
		}
		vw := d.low(k)
		part, ok := pastToParticiple[vw]
		if !ok || part == vw {
			continue
		}
		// "had a broken" no; "the ogre was sang to"? Only a verb read as one,
		// with no noun right after it ("has went home", "was stole from").
		if !isVerbTag(d.tag(k)) || isNounTag(d.tag(d.next(k))) && !d.clauseEnd(d.next(d.next(k))) && passive {
			continue
		}
		if passive && (vw == "ran" || vw == "came" || vw == "became" || vw == "began" && d.low(d.next(k)) == "to") {
			continue // intransitive: no passive to mean
		}
		if perfect && (vw == "was" || vw == "were") && d.reducedRelative(t) {
			continue // "The effect your plan had was dramatic": two clauses' verbs
		}
		fix := matchCase(d.tok(k).Text, part)
		out = append(out, d.tokFinding(Grammar, k, k, ruleVerbForm,
			fmt.Sprintf("After %q the participle %q is needed; %q is the past.", d.tok(t).Text, fix, d.tok(k).Text), 0.8, fix))
	}
	return out
}

// reducedRelative reports a "have" that is the main verb of a relative
// clause without "that": a noun, then the clause's subject right before
// it ("the effect your plan had", "the tea we had"). What follows the
// clause is the main verb, not a participle.
func (d *document) reducedRelative(t int) bool {
	p := d.prev(t)
	if p < 0 {
		return false
	}
	w := d.low(p)
	switch {
	case subjectPronouns[w] || w == "you" || w == "it":
		p = d.prev(p)
	case isNounTag(d.tag(p)):
		// the subject's noun phrase: "your plan", "the old guard"
		for k := 0; k < 3 && p >= 0 && (isNounTag(d.tag(p)) || isAdjectiveTag(d.tag(p))) && !d.isPossessiveTok(p); k++ {
			p = d.prev(p)
		}
		if p < 0 || !determinerLike(d.tag(p)) && !possessiveWords[d.low(p)] {
			return false // a bare noun: "the ogre had", not a relative clause's subject
		}
		p = d.prev(p)
	default:
		return false
	}
	return p >= 0 && isNounTag(d.tag(p)) && !d.isPossessiveTok(p)
}

// checkDoubleComparatives: "more better", "most easiest".
func checkDoubleComparatives(d *document) []finding {
	var out []finding
	for t := range d.doc.Tokens {
		w := d.low(t)
		if w != "more" && w != "most" {
			continue
		}
		n := d.next(t)
		if !d.isWord(n) || d.userTerm(n) {
			continue
		}
		nw := d.low(n)
		comparative := w == "more" && (nw == "better" || nw == "worse" || d.dict.IsComparative(nw) && d.tag(n) == "JJR")
		superlative := w == "most" && (nw == "best" || nw == "worst" || d.isSuperlative(nw))
		if !comparative && !superlative {
			continue
		}
		out = append(out, d.tokFinding(Grammar, t, n, ruleComparative,
			fmt.Sprintf("%q already compares; drop %q.", d.tok(n).Text, d.tok(t).Text), 0.85, d.tok(n).Text))
	}
	return out
}

// isSuperlative reports an -est form of an adjective with comparatives:
// easiest (easy), largest (large), biggest (big), coldest (cold).
func (d *document) isSuperlative(w string) bool {
	stem, ok := strings.CutSuffix(w, "est")
	if !ok || len(stem) < 2 || d.dict == nil || !d.dict.Known(w) {
		return false
	}
	bases := []string{stem, stem + "e"}
	if b, ok := strings.CutSuffix(stem, "i"); ok {
		bases = append(bases, b+"y")
	}
	if n := len(stem); n > 2 && stem[n-1] == stem[n-2] {
		bases = append(bases, stem[:n-1])
	}
	for _, b := range bases {
		if d.dict.hasComparative(b) {
			return true
		}
	}
	return false
}

// askingVerbs take a person and a question after them: "ask the guards who
// has the key" is a question ("who has the key?"), not a relative clause.
var askingVerbs = set("ask", "asks", "asked", "asking", "tell", "tells", "told", "telling", "show", "shows", "showed",
	"showing", "teach", "teaches", "taught", "remind", "reminds", "reminded", "inform", "informs", "informed", "warn",
	"warns", "warned", "wonder", "wonders", "wondered", "know", "knows", "knew", "guess", "see", "sees", "saw")

// relativeAgreement: the verb of a relative clause agrees with the noun the
// clause follows: "the students who has", "others who likes", "the
// goblins that guards the gate". Only after a plural noun, since a
// singular one before "who" may be part of a longer phrase; left alone
// when a preposition opens the noun's phrase ("one of the students who
// has" is common usage, and "the leader of the guards who has" may mean
// the leader) or a coordination ("a city of lanterns and rope bridges
// that drifts"), after a verb of asking or knowing ("ask the guards who has
// the key" is a question), and "which" or "that" after a comma ("lost the
// keys, which is a shame" may mean the whole clause).
func (d *document) relativeAgreement(t int) (finding, bool) {
	rw := d.low(t)
	if rw != "who" && rw != "that" && rw != "which" {
		return finding{}, false
	}
	p := d.prev(t)
	if p >= 0 && d.low(p) == "," && rw != "who" {
		return finding{}, false
	}
	if p >= 0 && d.low(p) == "," {
		p = d.prev(p)
	}
	if rw == "that" && d.tag(t) != "WDT" {
		return finding{}, false
	}
	if p < 0 || !(d.commonNoun(p) && d.tag(p) == "NNS" || d.low(p) == "others" || d.low(p) == "those") {
		return finding{}, false
	}
	hw := d.low(p)
	if singularInS[hw] || strings.HasSuffix(hw, "ss") || invariantPlurals[hw] || collectiveNouns[hw] || quantityNouns[hw] || !strings.HasSuffix(hw, "s") && hw != "those" {
		return finding{}, false
	}
	// The phrase's start: back over its nouns, adjectives and determiners.
	k := p
	for q := d.prev(k); q >= 0 && d.isWord(q) && (isNounTag(d.tag(q)) || isAdjectiveTag(d.tag(q)) || determinerLike(d.tag(q)) || d.tag(q) == "VBN" || d.tag(q) == "VBG"); q = d.prev(q) {
		if d.tag(q) == "CD" || d.isPossessiveTok(q) && d.low(q) != "their" && d.low(q) != "our" && d.low(q) != "your" && d.low(q) != "my" && d.low(q) != "his" && d.low(q) != "her" {
			return finding{}, false // "three hours which is", "the thieves' guild"
		}
		k = q
	}
	// (after any preposition the clause may belong to the noun before it:
	// "the only one amongst your friends who speaks"; so may it after a
	// coordination: "a city of lanterns and rope bridges that drifts")
	before := d.low(d.prev(k))
	if d.tag(d.prev(k)) == "IN" || before == "of" || before == "and" || before == "or" || before == "nor" || before == "," || askingVerbs[before] || askingVerbs[d.headWord(d.prev(k))] {
		return finding{}, false
	}
	// "the only one amongst your friends who speaks": "one" just before
	// the phrase may be what the clause is about, whatever joins them.
	for q, n := d.prev(k), 0; q >= 0 && n < 3; q, n = d.prev(q), n+1 {
		if d.low(q) == "one" || d.low(q) == "only" {
			return finding{}, false
		}
	}
	v := d.skipAdverbs(d.next(t))
	if !d.isWord(v) || d.userTerm(v) {
		return finding{}, false
	}
	vw := d.low(v)
	if !(singularForms[vw] && vw != "'s" || isVerbTag(d.tag(v)) && d.isVerbS(vw)) {
		return finding{}, false
	}
	fix := d.agreeingForm(v, plural)
	if fix == "" || fix == vw {
		return finding{}, false
	}
	fix = matchCase(d.tok(v).Text, fix)
	return d.tokFinding(Grammar, v, v, ruleAgreement,
		fmt.Sprintf("The verb after %q agrees with %q, which is plural; use %q.", d.tok(t).Text, d.tok(p).Text, fix), 0.8, fix), true
}
