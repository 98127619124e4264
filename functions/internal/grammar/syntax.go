package grammar

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/lorewright/lorewright/functions/internal/nlp"
)

// The rules in confusions.go and agreement.go read sentences through the
// text layer's tokens (punctuation included) and their part-of-speech tags:
// a word's slot (where a verb, a noun or an adjective belongs) decides which
// of two confusable words was meant, not a list of phrases.

// tok is token t of the document; tag tags its sentence on first use.
func (d *document) tok(t int) *nlp.Token { return &d.doc.Tokens[t] }

func (d *document) tag(t int) string {
	if t < 0 || t >= len(d.doc.Tokens) {
		return ""
	}
	d.doc.TagSentence(d.doc.Tokens[t].Sentence)
	return d.doc.Tokens[t].Tag
}

// low is the lower-case text of token t, "" outside the text.
func (d *document) low(t int) string {
	if t < 0 || t >= len(d.doc.Tokens) {
		return ""
	}
	return d.doc.Tokens[t].Lower
}

// prev and next step to the neighbouring token in the same sentence, -1 at
// its edge.
func (d *document) prev(t int) int {
	if t <= 0 || d.doc.Tokens[t-1].Sentence != d.doc.Tokens[t].Sentence {
		return -1
	}
	return t - 1
}

func (d *document) next(t int) int {
	if t < 0 || t+1 >= len(d.doc.Tokens) || d.doc.Tokens[t+1].Sentence != d.doc.Tokens[t].Sentence {
		return -1
	}
	return t + 1
}

// isWord reports whether token t exists and is a word.
func (d *document) isWord(t int) bool {
	return t >= 0 && t < len(d.doc.Tokens) && d.doc.Tokens[t].Kind == nlp.Word
}

// wordIndex maps a token to its index in d.words (-1 for punctuation).
func (d *document) wordIndex(t int) int {
	if len(d.wordOfTok) != len(d.doc.Tokens) { // (a text without tokens needs no index)
		d.wordOfTok = slices.Grow(d.wordOfTok[:0], len(d.doc.Tokens))[:len(d.doc.Tokens)]
		for i := range d.wordOfTok {
			d.wordOfTok[i] = -1
		}
		for i, w := range d.words {
			d.wordOfTok[w.tok] = int32(i)
		}
	}
	if t < 0 || t >= len(d.wordOfTok) {
		return -1
	}
	return int(d.wordOfTok[t])
}

// userTerm reports whether token t is a name: a capitalised glossary term
// or a capitalised word of the user's dictionary, whose grammar the rules
// do not second-guess ("your Shadowfell", "the Commons is"). In lower case
// it is an everyday word ("a sigil", "the guard", "the commons are").
func (d *document) userTerm(t int) bool {
	i := d.wordIndex(t)
	return i >= 0 && d.words[i].known && d.startsUpperTok(t) && (d.words[i].personal || !d.sentenceFirst(t))
}

// tokFinding reports tokens [t, u] with a fix.
func (d *document) tokFinding(kind Kind, t, u int, rule ruleInfo, message string, confidence float64, suggestions ...string) finding {
	return finding{kind: kind, start: d.doc.Tokens[t].Start, end: d.doc.Tokens[u].End, rule: rule,
		message: message, confidence: confidence, suggestions: suggestions}
}

// clauseEnd reports whether token t is the end of the text, the sentence,
// or punctuation that closes a clause.
func (d *document) clauseEnd(t int) bool {
	if t < 0 || t >= len(d.doc.Tokens) {
		return true
	}
	if d.doc.Tokens[t].Kind != nlp.Punct {
		return false
	}
	switch d.doc.Tokens[t].Text {
	case ".", "!", "?", ",", ";", ":", "\u2026", "...", ")", "\u2014", "--", "\"", "\u201d":
		return true
	}
	return false
}

// sentenceFirst reports whether token t opens its sentence (or a quotation
// inside it), ignoring opening quotes and brackets.
func (d *document) sentenceFirst(t int) bool {
	p := d.prev(t)
	for p >= 0 && d.doc.Tokens[p].Kind == nlp.Punct && isOpeningMark(d.doc.Tokens[p].Text) {
		p = d.prev(p)
	}
	return p < 0
}

func isOpeningMark(s string) bool {
	switch s {
	case "\"", "\u201c", "\u2018", "'", "(", "[", "\u00ab":
		return true
	}
	return false
}

// clauseStart reports whether token t begins a clause: the sentence's
// first word, or after a comma, semicolon, colon or dash, or after a
// conjunction that opens a clause.
func (d *document) clauseStart(t int) bool {
	if d.sentenceFirst(t) {
		return true
	}
	p := d.prev(t)
	if p < 0 {
		return true
	}
	// "At least one creature in the link has": "at least" and "at most"
	// qualify the number, so the phrase starts where they do; "at" is no
	// preposition here.
	if (d.low(p) == "least" || d.low(p) == "most") && d.low(d.prev(p)) == "at" && d.tag(t) == "CD" {
		return d.clauseStart(d.prev(p))
	}
	if d.doc.Tokens[p].Kind == nlp.Punct {
		switch d.doc.Tokens[p].Text {
		case ",", ";", ":", "\u2014", "--", "(":
			return true
		}
		return false
	}
	// "that" and the like open a clause as conjunctions, not as
	// determiners ("in that area"); an adverb that opens the sentence
	// leaves the clause to come ("Later the commons is").
	return d.has(p, clsClauseOpener) && d.tag(p) != "DT" || isAdverbTag(d.tag(p)) && d.sentenceFirst(p)
}

// Penn Treebank tag classes.
func isNounTag(tag string) bool      { return nlp.IsNoun(tag) }
func isVerbTag(tag string) bool      { return nlp.IsVerb(tag) }
func isAdjectiveTag(tag string) bool { return nlp.IsAdjective(tag) }
func isAdverbTag(tag string) bool    { return nlp.IsAdverb(tag) }

// determinerLike tags open a noun phrase: determiners, possessives, numbers.
func determinerLike(tag string) bool {
	switch tag {
	case "DT", "PRP$", "WP$", "CD", "PDT", "POS":
		return true
	}
	return false
}

var (
	modalWords = set("can", "could", "will", "would", "shall", "should", "may", "might", "must", "cannot", "ca", "wo")
	doWords    = set("do", "does", "did", "don't", "doesn't", "didn't")
	haveWords  = set("have", "has", "had", "having", "'ve", "'d", "haven't", "hasn't", "hadn't")
	beWords    = set("be", "is", "are", "was", "were", "am", "been", "being", "'s", "'re", "'m", "isn't", "aren't", "wasn't", "weren't")
	// subjectPronouns are the pronouns that can only be subjects.
	subjectPronouns = set("i", "we", "they", "he", "she")
	objectPronouns  = set("me", "us", "them", "him", "her", "you", "it")
	possessiveWords = set("my", "your", "his", "her", "its", "our", "their", "whose")
)

// headWord is the lower-case word of token t without a contraction's
// clitic ("don't" -> "do", "can't" -> "ca"), for auxiliaries.
func (d *document) headWord(t int) string {
	w := d.low(t)
	if strings.IndexByte(w, '\'') < 0 { // most words: no clitic to cut
		return w
	}
	for _, c := range []string{"n't", "'s", "'re", "'ve", "'ll", "'d", "'m"} {
		if h, ok := strings.CutSuffix(w, c); ok && h != "" {
			return h
		}
	}
	return w
}

// verbSlot reports whether token t stands where only a verb's base form
// can: after a modal or do ("could breathe", "can't breathe", "did not
// breathe", "can you breathe"), or after an infinitive "to" that follows
// a verb or an adjective ("tended to affect", "able to breathe").
func (d *document) verbSlot(t int) bool {
	p := d.prev(t)
	// Adverbs between: "could hardly breathe", "can not breathe", "will
	// negatively affect".
	for p >= 0 && (d.low(p) == "not" || d.low(p) == "never" || d.low(p) == "even" || d.low(p) == "barely" ||
		d.low(p) == "hardly" || d.low(p) == "scarcely" || d.low(p) == "really" || d.low(p) == "still" || d.low(p) == "just" ||
		d.mannerAdverb(p)) {
		p = d.prev(p)
	}
	if p < 0 {
		return false
	}
	w := d.low(p)
	head := d.headWord(p)
	if modalWords[w] || modalWords[head] && strings.HasSuffix(w, "n't") || w == "cannot" || doWords[w] {
		return true
	}
	// "Can you breathe?", "Did the ogre breathe?", "How will this outage
	// affect us?": a question's auxiliary, its subject, then the verb.
	aux := -1
	if (w == "you" || subjectPronouns[w]) && d.prev(p) >= 0 {
		aux = d.prev(p)
	} else if isNounTag(d.tag(p)) && !d.userTerm(p) && !(d.canBeBaseVerb(w) && isNounTag(d.tag(d.prev(p)))) {
		// (a noun after a noun may be the question's verb: "Does the
		// goblin chief rule here?")
		// a noun phrase with its determiner: "this outage", "the old ogre"
		// (not one that owns the word: "the party's advice")
		k := p
		for n := 0; n < 3 && k >= 0 && (isNounTag(d.tag(k)) || isAdjectiveTag(d.tag(k))) && !d.isPossessiveTok(k); n++ {
			k = d.prev(k)
		}
		// (and not when a verb follows, which makes the word the phrase's
		// head: "Does the wizard advice change anything?")
		if n := d.next(t); k >= 0 && (d.tag(k) == "DT" || d.tag(k) == "PRP$") &&
			!(d.isWord(n) && !determinerLike(d.tag(n)) && d.tag(n) != "PRP" && d.canBeBaseVerb(d.low(n))) {
			aux = d.prev(k)
		}
	}
	if aux >= 0 && (d.sentenceFirst(aux) || whWord(d.tag(d.prev(aux))) && d.sentenceFirst(d.prev(aux))) &&
		(modalWords[d.headWord(aux)] || doWords[d.low(aux)] || doWords[d.headWord(aux)+"n't"]) {
		return true
	}
	if w == "to" && d.infinitiveTo(p) {
		return true
	}
	return false
}

// mannerAdverb reports an adverb in -ly, or one of the common adverbs of
// frequency and focus, which may stand between an auxiliary and its verb:
// "will surely", "won't immediately", "can only", "would always".
func (d *document) mannerAdverb(t int) bool {
	w := d.low(t)
	switch w {
	case "only", "also", "always", "often", "ever", "soon", "sometimes", "seldom", "rarely", "already":
		return true
	}
	return len(w) > 4 && strings.HasSuffix(w, "ly") && isAdverbTag(d.tag(t))
}

// infinitiveTo reports whether "to" at token t marks an infinitive: after a
// verb, an adjective or "in order", "how", "what" ("tended to", "able to",
// "how to"), not a preposition after a noun ("the road to").
func (d *document) infinitiveTo(t int) bool {
	p := d.prev(t)
	if p < 0 {
		return false
	}
	tag := d.tag(p)
	switch {
	case isVerbTag(tag), isAdjectiveTag(tag):
		return true
	case d.low(p) == "order" || d.low(p) == "how" || d.low(p) == "what" || d.low(p) == "where" || d.low(p) == "whether":
		return true
	case isAdverbTag(tag):
		return d.infinitiveTo(p) || isVerbTag(d.tag(d.prev(p)))
	}
	return false
}

// nounSlot reports whether token t stands where a noun belongs: after a
// determiner, a possessive or an adjective that follows one ("an effect",
// "my advice", "the placebo effect", "any advice"), or after "of".
func (d *document) nounSlot(t int) bool {
	p := d.prev(t)
	if p < 0 {
		return false
	}
	tag := d.tag(p)
	w := d.low(p)
	switch {
	case determinerLike(tag) && w != "that" && w != "all" && w != "both":
		return true
	case possessiveWords[w] || strings.HasSuffix(w, "'s") && isNounTag(tag):
		return true
	case isAdjectiveTag(tag) && !modalWords[w] && (d.canBeAdjective(w) || !d.dict.Known(w+"s")):
		// (a word the tagger calls an adjective but the word list knows as
		// a noun, "the wyrmling breathes", is a subject, not a modifier)
		pp := d.prev(p)
		// "the old advice", "my own advice", "gives good advice"
		return pp >= 0 && (determinerLike(d.tag(pp)) || possessiveWords[d.low(pp)] || isAdjectiveTag(d.tag(pp)) ||
			isVerbTag(d.tag(pp)) && !beForms[d.low(pp)] && !auxiliaryWord(d.low(pp)))
	case w == "of" || w == "into" || w == "without" || w == "for":
		return true
	}
	return false
}

// lexicalNoun reports a word the dictionary knows as a noun and not as an
// adjective, judging a hyphenated word by its last part ("eye-slits").
func (d *document) lexicalNoun(w string) bool {
	if i := strings.LastIndexByte(w, '-'); i >= 0 {
		w = w[i+1:]
	}
	// (not a verb of the closed class or a possessive whose letters make a
	// plural: "is" of "i", "has" of "ha", "does" of "doe", "its" of "it")
	if d.dict == nil || w == "" || d.canBeAdjective(w) || auxiliaryWord(w) || modalWords[w] || possessiveWords[w] {
		return false
	}
	if stem, ok := strings.CutSuffix(w, "s"); ok && d.dict.Known(stem) && d.dict.Known(w) {
		return true
	}
	return d.dict.Known(w) && d.dict.Known(w+"s")
}

// lexicalPlural reports a plural noun by the word list: "claws" (claw),
// "wolves" is not checked.
func (d *document) lexicalPlural(w string) bool {
	stem, ok := strings.CutSuffix(w, "s")
	return ok && d.dict != nil && d.dict.Known(stem) && d.dict.Known(w) && !d.canBeAdjective(stem) && !strings.HasSuffix(stem, "s")
}

// startsUpperTok reports whether token t starts with a capital.
func (d *document) startsUpperTok(t int) bool {
	r, _ := utf8.DecodeRuneInString(d.doc.Tokens[t].Text)
	return unicode.IsUpper(r)
}

// nounPhraseAfter scans the noun phrase that starts at token t (adverbs,
// adjectives, numbers and nouns, "its very own", "tiny buttons", "18th
// president") and returns the index of its last noun and the token after
// the phrase; head is -1 when no noun is reached.
func (d *document) nounPhraseAfter(t int) (head, after int) {
	head = -1
	k := t
	for k >= 0 && d.isWord(k) {
		tag := d.tag(k)
		switch {
		case isNounTag(tag):
			head = k
		case (d.low(k) == "one" || d.low(k) == "ones") && k != t && isAdjectiveTag(d.tag(d.prev(k))):
			// "one" after an adjective stands for a noun: "your loved one",
			// "the red ones"
			head = k
		case (isAdjectiveTag(tag) || tag == "CD" || tag == "VBN" || tag == "VBG") && head < 0 && !auxiliaryWord(d.low(k)):
			// modifiers before the noun ("burning eyes", "18th president")
		case isAdverbTag(tag) && head < 0 && isAdjectiveTag(d.tag(d.next(k))):
			// "too short shirt", "very own"
		default:
			return head, k
		}
		k = d.next(k)
	}
	return head, k
}

// auxiliaryWord reports forms of be, have and do, which never modify a noun.
func auxiliaryWord(w string) bool { return beWords[w] || haveWords[w] || doWords[w] }

// isPossessiveTok reports a possessive word or a noun with 's: "your",
// "the vizier's".
func (d *document) isPossessiveTok(t int) bool {
	return possessiveWords[d.low(t)] || d.tag(t) != "" && d.tok(t).Clitic == "POS" // (tag fills Clitic)
}

// nounPhrase scans a noun phrase with its determiners ("the cave", "your
// companions", "the vizier's principal goal") as nounPhraseAfter does.
func (d *document) nounPhrase(t int) (head, after int) {
	for k := 0; k < 3 && d.isWord(t); k++ {
		tag := d.tag(t)
		if (tag == "DT" || tag == "PDT" || tag == "PRP$" || tag == "WP$") && d.low(t) != "that" || d.isPossessiveTok(t) && d.next(t) >= 0 && d.isWord(d.next(t)) {
			t = d.next(t)
			continue
		}
		break
	}
	return d.nounPhraseAfter(t)
}

// canBeBaseVerb reports whether w is a verb's base form by the word list
// (its -s form is listed as a verb's): "gleam", "stand", "rest".
func (d *document) canBeBaseVerb(w string) bool {
	return d.isVerbS(thirdPerson(w)) && !strings.HasSuffix(w, "s")
}

// isIngVerb reports an -ing form of a known verb ("reading", "coming").
func (d *document) isIngVerb(w string) bool {
	stem, ok := strings.CutSuffix(w, "ing")
	if !ok || len(stem) < 2 || d.dict == nil {
		return false
	}
	for _, base := range []string{stem, stem + "e", stem[:len(stem)-1]} {
		if d.canBeBaseVerb(base) {
			return true
		}
	}
	return false
}

// finiteVerb reports whether token t is a verb with tense, a modal, or a
// form of be, have or do that can head a clause.
func (d *document) finiteVerb(t int) bool {
	if !d.isWord(t) {
		return false
	}
	switch d.tag(t) {
	case "VBZ", "VBP", "VBD", "MD":
		return true
	}
	return false
}

// hasComparative reports whether w is an adjective with an -er form that the
// word list marks as a comparative (cold: colder; big: bigger; pretty:
// prettier), not a noun that happens to take -er or -est (dig: digger,
// digest).
func (d *Dictionary) hasComparative(w string) bool {
	if len(w) < 2 {
		return false
	}
	forms := []string{w + "er", w + "r"}
	if n := len(w); !isVowel(w[n-1]) && isVowel(w[n-2]) {
		forms = append(forms, w+w[n-1:]+"er")
	}
	if n := len(w); w[n-1] == 'y' {
		forms = append(forms, w[:n-1]+"ier")
	}
	for _, f := range forms {
		if e := d.lookup(f); e != nil && e.comparative {
			return true
		}
	}
	return false
}

// isEnglishWord reports whether the word list knows w (nil-safe), for the
// a/an choice of a word in capitals.
func (d *document) isEnglishWord(w string) bool { return d.dict != nil && d.dict.Known(w) }

// whWord reports the tags of question words.
func whWord(tag string) bool { return tag == "WP" || tag == "WRB" || tag == "WDT" }
