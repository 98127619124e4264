package grammar

import (
	"fmt"
	"slices"
	"sync"

	"github.com/lorewright/lorewright/functions/internal/english"

	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/lorewright/lorewright/functions/internal/nlp"
)

// document is a text being checked, split into words.
type document struct {
	text string
	// doc is the text layer's parse: tokens with punctuation, sentences
	// and, once tagged, parts of speech.
	doc   *nlp.Doc
	words []word
	dict  *Dictionary
	// wordOfTok maps tokens to words, built on first use (wordIndex).
	wordOfTok []int32
	// cls holds each token's word classes (classes.go); punctuation has
	// none.
	cls []wordClass
}

// parseDocument splits text through the text layer. The document's slices
// come from a released one when there is one (release).
func (c *Checker) parseDocument(text string) *document {
	d, _ := releasedDocuments.Get().(*document)
	if d == nil {
		d = &document{}
	}
	doc := c.tagger.Parse(text)
	cls := slices.Grow(d.cls[:0], len(doc.Tokens))[:len(doc.Tokens)]
	for t := range doc.Tokens {
		cls[t] = 0
		if doc.Tokens[t].Kind == nlp.Word {
			cls[t] = classTable[doc.Tokens[t].Lower]
		}
	}
	*d = document{text: text, doc: doc, words: appendWords(d.words[:0], doc), dict: c.dict, cls: cls, wordOfTok: d.wordOfTok[:0]}
	return d
}

// releasedDocuments holds documents whose check is over, for their slices
// (a word and a class per word, a word index per token) to serve the next
// check instead of new ones.
var releasedDocuments sync.Pool // *document

// release ends d's use: it and its text layer's tokens are reused by later
// checks, so nothing may keep either.
func (d *document) release() {
	d.doc.Release()
	*d = document{words: d.words[:0], cls: d.cls[:0], wordOfTok: d.wordOfTok[:0]}
	releasedDocuments.Put(d)
}

// joined reports whether words i and i+1 exist and are separated by spaces
// only (same clause, no punctuation between).
func (d *document) joined(i int) bool {
	return i >= 0 && i+1 < len(d.words) && spaceOnly(d.text[d.words[i].end:d.words[i+1].start])
}

// lowerAt is the lower-case word at i, or "" outside the text.
func (d *document) lowerAt(i int) string {
	if i < 0 || i >= len(d.words) {
		return ""
	}
	return d.words[i].lower
}

// span returns the text from word i to word j inclusive.
func (d *document) span(i, j int) string { return d.text[d.words[i].start:d.words[j].end] }

func (d *document) finding(kind Kind, i, j int, rule ruleInfo, message string, confidence float64, suggestions ...string) finding {
	return finding{kind: kind, start: d.words[i].start, end: d.words[j].end, rule: rule,
		message: message, confidence: confidence, suggestions: suggestions}
}

// A check finds issues of one kind in a document.
type check func(d *document) []finding

func set(words ...string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}

// ---- Spelling: well-known misspellings ----

var ruleCommonMisspelling = ruleInfo{"common-misspelling", "A frequently misspelled word", "misspelling"}

// commonMisspellings maps misspellings writers make again and again to the
// word they meant; the dictionary speller handles everything else.
var commonMisspellings = map[string]string{
	"alot": "a lot", "recieve": "receive", "recieved": "received", "recieves": "receives",
	"recieving": "receiving", "definately": "definitely", "seperate": "separate",
	"seperately": "separately", "seperated": "separated", "wierd": "weird",
	"occured": "occurred", "occuring": "occurring", "occurence": "occurrence",
	"untill": "until", "neccessary": "necessary", "neccesary": "necessary",
	"accomodate": "accommodate", "beleive": "believe", "beleived": "believed",
	"goverment": "government", "tommorow": "tomorrow", "tommorrow": "tomorrow",
	"thier": "their", "teh": "the", "truely": "truly", "begining": "beginning",
	"arguement": "argument", "existance": "existence", "wich": "which",
	"becuase": "because", "acheive": "achieve", "enviroment": "environment",
	"noticable": "noticeable", "seige": "siege", "theif": "thief",
	"peice": "piece", "freind": "friend", "villian": "villain", "sargeant": "sergeant",
	"diety": "deity", "dieties": "deities", "cemetary": "cemetery", "mideval": "medieval",
	"wizzard": "wizard", "gaurd": "guard", "gaurds": "guards", "tounge": "tongue",
	"foriegn": "foreign", "rythm": "rhythm", "vengance": "vengeance", "sheild": "shield",
	"thru": "through", "tho": "though",
}

func checkCommonMisspellings(d *document) []finding {
	var out []finding
	for i, w := range d.words {
		base := stripPossessive(w.lower)
		if base == w.lower && !d.wordHas(i, clsMisspelling) {
			continue
		}
		fix, ok := commonMisspellings[base]
		if !ok || w.known { // the user's dictionary wins
			continue
		}
		fix = matchCase(w.text, fix)
		if w.lower == "alot" {
			out = append(out, d.finding(Spelling, i, i, ruleCommonMisspelling,
				`Incorrect spelling. Use "a lot" as two words.`, 0.95, fix))
			continue
		}
		f := d.finding(Spelling, i, i, ruleCommonMisspelling,
			fmt.Sprintf("Incorrect spelling: %q is spelled %q.", w.text[:len(base)], fix), 0.9, fix)
		f.end = f.start + len(base) // not the possessive ending
		out = append(out, f)
	}
	return out
}

// ---- Grammar: could of, would of, should of ----

var ruleModalOf = ruleInfo{"modal-of", `"Could of" and similar are mishearings of "could have"`, "verb-form"}

var modals = set("could", "would", "should", "must", "might", "may")

func checkModalOf(d *document) []finding {
	var out []finding
	for i := range d.words {
		if !d.wordHas(i, clsModalOf) || !d.joined(i) || d.lowerAt(i+1) != "of" {
			continue
		}
		if d.lowerAt(i+2) == "course" && d.joined(i+1) { // "would of course agree"
			continue
		}
		if d.words[i].lower == "might" && d.mightIsNoun(i) {
			continue
		}
		// "May of last year": the month.
		if d.words[i].text == "May" && !d.words[i].sentenceStart || d.words[i].lower == "may" && !d.followedByParticiple(i+2) {
			continue
		}
		modal := d.words[i].text
		out = append(out, d.finding(Grammar, i, i+1, ruleModalOf,
			fmt.Sprintf("Use %q, not %q.", modal+" have", modal+" of"), 0.9,
			modal+" have", modal+"'ve"))
	}
	return out
}

// followedByParticiple reports whether word i is a past participle or
// "been" ("may of made", "may of been"), as after "could have".
func (d *document) followedByParticiple(i int) bool {
	if i >= len(d.words) {
		return false
	}
	tag := d.tag(d.words[i].tok)
	w := d.words[i].lower
	// (the tagger may read "made" after "of" as a base verb: the form decides)
	return tag == "VBN" || tag == "VBD" || w == "been" || isVerbTag(tag) && (pastToBase[w] != "" || regularBase(w, d.dict) != "")
}

// mightIsNoun reports whether "might" at word i is the noun, as in "the
// might of the gods": after a determiner or a preposition, or before a
// determiner or a name (the modal slip comes before a participle: "might of
// been").
func (d *document) mightIsNoun(i int) bool {
	if i > 0 && d.joined(i-1) && beforeNounMight[d.words[i-1].lower] {
		return true
	}
	if i+2 >= len(d.words) || !d.joined(i+1) {
		return false
	}
	next := d.words[i+2]
	return afterMightOf[next.lower] || startsUpper(next.text) && !next.sentenceStart
}

var (
	beforeNounMight = set("the", "a", "his", "her", "its", "their", "our", "my", "your", "whose", "this", "that",
		"all", "full", "sheer", "whole", "great", "with", "by", "of", "in", "against", "for", "and")
	afterMightOf = set("the", "a", "an", "his", "her", "its", "their", "our", "my", "your", "this", "that",
		"these", "those", "every", "heaven", "heavens", "gods", "kings", "giants", "dragons")
)

// ---- Grammar: a / an ----

var ruleArticle = ruleInfo{"article-a-an", `"A" goes before consonant sounds and "an" before vowel sounds`, "articles"}

func checkArticles(d *document) []finding {
	var out []finding
	for i, w := range d.words {
		article := w.lower
		if article != "a" && article != "an" {
			continue
		}
		// A capital "A" mid-sentence is usually a letter ("Plan A").
		if w.text == "A" && !w.sentenceStart {
			continue
		}
		if i+1 >= len(d.words) || notAfterArticle[d.lowerAt(i+1)] {
			continue // "a is", "a as b": a variable or a letter, not an article
		}
		// Space only, or an opening quote: 'a "industry standard"'.
		between := d.text[w.end:d.words[i+1].start]
		if !spaceOnly(between) && !spaceOnly(strings.TrimRight(between, "\"\u201c\u2018")) || !strings.HasPrefix(between, " ") {
			continue
		}
		next := d.words[i+1]
		vowel, certain := english.StartsWithVowelSound(next.text, d.isEnglishWord)
		if !certain {
			continue
		}
		want := "a"
		if vowel {
			want = "an"
		}
		if want == article {
			continue
		}
		fixed := matchCase(w.text, want) + between + next.text
		msg := fmt.Sprintf("Use %q before a word that starts with a vowel sound.", "an")
		if want == "a" {
			msg = fmt.Sprintf("Use %q before a word that starts with a consonant sound.", "a")
		}
		out = append(out, d.finding(Grammar, i, i+1, ruleArticle, msg, 0.9, fixed))
	}
	return out
}

// notAfterArticle are words an article never precedes.
var notAfterArticle = set("is", "are", "was", "were", "as", "and", "or", "of", "to", "in", "on", "at", "if",
	"it", "be", "has", "have", "had", "will", "would", "can", "could", "should", "an", "a", "the", "by", "for")

// ---- Grammar: subject-verb agreement ----

var ruleAgreement = ruleInfo{"subject-verb-agreement", "The verb must agree with its subject in number", "agreement"}

// subjunctives open clauses whose "were" is the subjunctive: "as if he
// were", "I wish I were".
var subjunctives = set("if", "wish", "wished", "though", "unless", "suppose", "supposing", "as")

// singularInS are nouns ending in -s that are singular or take either number.
var (
	singularInS = set("news", "means", "series", "species", "physics", "mathematics", "politics",
		"ethics", "gallows", "barracks", "crossroads", "headquarters", "whereabouts", "summons",
		"measles", "lens", "alms", "innards", "odds", "thanks", "arms", "clothes", "always", "perhaps",
		"towards", "afterwards", "sometimes", "mess", "chess", "tactics", "works", "kudos", "pants", "ruins")
)

// baseVerb undoes the -s of a verb: arrives -> arrive, carries -> carry,
// watches -> watch, goes -> go; "" when no form is known. Only a sibilant or
// an o takes -es, so "breathes" is "breathe" (not the noun "breath") and
// "uses" is "use" (not "us").
func baseVerb(w string, dict *Dictionary) string {
	var forms []string
	if stem, ok := strings.CutSuffix(w, "ies"); ok {
		forms = append(forms, stem+"y")
	}
	if stem, ok := strings.CutSuffix(w, "es"); ok && takesES(stem) {
		forms = append(forms, stem)
	}
	forms = append(forms, strings.TrimSuffix(w, "s"))
	for _, f := range forms {
		if dict.Known(f) {
			return f
		}
	}
	return ""
}

// takesES reports whether a verb stem takes -es in the third person: after
// ss, x, zz, ch, sh and o (passes, fixes, buzzes, watches, wishes, goes);
// "uses" and "gazes" are use+s and gaze+s.
func takesES(stem string) bool {
	for _, end := range []string{"ss", "x", "zz", "ch", "sh", "o"} {
		if strings.HasSuffix(stem, end) {
			return true
		}
	}
	return false
}

// isRegularPlural reports whether w is a plural noun formed with -s: the
// singular must be a known word and the plural must not be singular itself.
func isRegularPlural(w word, dict *Dictionary) bool {
	l := w.lower
	if len(l) < 4 || !strings.HasSuffix(l, "s") || singularInS[l] || strings.ContainsRune(l, '\'') {
		return false
	}
	for _, end := range []string{"ss", "us", "is", "ics", "ness", "ous", "ys"} {
		if strings.HasSuffix(l, end) && !(end == "ys" && len(l) > 4 && isVowel(l[len(l)-3])) {
			return false
		}
	}
	// A name the user added is a name, whatever its ending: "the Commons
	// is", "the Sisters of the Veil has".
	if w.personal && startsUpper(w.text) {
		return false
	}
	if w.glossary {
		// A glossary term in plural ("Kobolds"), not one that ends in s
		// ("Rhinoceros", "Erinyes").
		return !w.asWritten
	}
	if dict == nil || !dict.Known(l) {
		return false
	}
	var singulars []string
	switch {
	case strings.HasSuffix(l, "ies"):
		singulars = []string{l[:len(l)-3] + "y"}
	case strings.HasSuffix(l, "ches"), strings.HasSuffix(l, "shes"), strings.HasSuffix(l, "xes"), strings.HasSuffix(l, "zes"), strings.HasSuffix(l, "oes"):
		singulars = []string{l[:len(l)-2]}
	case strings.HasSuffix(l, "ves"):
		singulars = []string{l[:len(l)-3] + "f", l[:len(l)-3] + "fe", l[:len(l)-1]}
	default:
		singulars = []string{l[:len(l)-1]}
	}
	for _, s := range singulars {
		if dict.Known(s) {
			return true
		}
	}
	return false
}

var (
	// Quantity nouns take a plural verb after "a" ("a few are", "a lot were").
	quantityNouns = set("few", "lot", "lots", "number", "couple", "handful", "dozen", "majority",
		"bunch", "group", "variety", "host", "score", "hundred", "thousand", "million", "pair",
		"minority", "half", "third", "quarter", "lot's", "one", "other", "people", "kind", "sort", "type",
		// "While the two are bonded": a number stands for its members.
		"two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "twenty")
)

// collectiveNouns take a plural verb in British usage or always.
var collectiveNouns = set("party", "group", "crew", "team", "family", "army", "council", "staff", "police",
	"people", "clergy", "folk", "townsfolk", "kin", "cattle", "fish", "sheep", "deer", "rest", "majority",
	"remainder", "enemy", "guard", "watch", "crowd", "horde", "swarm", "pack", "flock", "herd", "band", "gang",
	"mob", "company", "militia", "cavalry", "infantry", "nobility", "gentry", "clan", "tribe", "order",
	"guild", "court", "public", "government", "committee", "audience", "jury", "couple", "pair", "youth",
	"elite", "faithful", "living", "dead", "undead", "same", "following", "former", "latter", "poor",
	"rich", "wealthy", "innocent", "wicked", "remains", "offspring", "aircraft", "personnel", "kobold",
	"drow", "vermin", "dwarf-folk", "majesty", "legion", "host", "fleet", "brood", "coven", "cult", "circle",
	// Latin plurals used as mass nouns: "the media has", "the data are"
	"media", "data")

// invariantPlurals are nouns whose plural is the same word, so "the xorn
// are" is right: the SRD creatures so named (the Monster Manual's plurals)
// and everyday animals.
var invariantPlurals = set("xorn", "azer", "drow", "duergar", "svirfneblin", "sahuagin", "merfolk", "lizardfolk",
	"merrow", "oni", "erinyes", "kuo-toa", "githyanki", "githzerai", "kenku", "aarakocra", "yuan-ti", "thri-kreen",
	"tabaxi", "grung", "kraken", "triceratops", "deer", "elk", "moose", "bison", "sheep", "swine", "fish", "salmon",
	"trout", "cod", "carp", "pike", "quail", "grouse", "reindeer", "buffalo", "aircraft", "spacecraft")

// isAdjectiveLike reports words used as group nouns after "the": adjectives
// with -est forms (the brave, the bold) and participles (the fallen, the
// cursed).
func isAdjectiveLike(w string, dict *Dictionary) bool {
	return dict.fact(w, factAdjectiveLike, func() bool { return workOutAdjectiveLike(w, dict) })
}

func workOutAdjectiveLike(w string, dict *Dictionary) bool {
	if strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "en") || strings.HasSuffix(w, "ing") {
		return true
	}
	if dict == nil {
		return false
	}
	last := w[len(w)-1:]
	return dict.Known(w+"est") || dict.Known(w+"st") || dict.Known(w+last+"est") ||
		strings.HasSuffix(w, "y") && dict.Known(w[:len(w)-1]+"iest")
}

// thereBefore: words after which "there" + noun is right: "are there
// goblins", "out there wolves howl".
var thereBefore = set("is", "are", "was", "were", "be", "been", "being", "'s", "out", "over", "up", "down",
	"back", "here", "and", "or", "then", "from", "get", "got")

// ---- Grammar: then / than ----

// clauseOpeners start a clause, so "it's" after them is "it is".
var clauseOpeners = set("and", "but", "or", "so", "because", "since", "if", "when", "while", "that", "what",
	"where", "why", "how", "who", "as", "until", "unless", "though", "although", "yet", "now", "then",
	"once", "whether", "maybe", "perhaps", "say", "says", "said", "think", "thinks", "know", "knows", "guess")

var ruleThen = ruleInfo{"then-than", `"Than" compares; "then" is about time`, "confused-words"}

var comparatives = set("more", "less", "rather", "other", "fewer", "better", "worse", "further", "farther", "elder", "older")

// thenBefore are time words that "then" follows: "until then", "by then".
var thenBefore = set("until", "till", "since", "by", "from", "before", "back", "even", "just", "only", "since")

// timePrepositions take a time as object and never "than": "since than
// we've", "from than on", "until than".
var timePrepositions = set("until", "till", "since", "from")

// comparisonBefore reports a word before t in its sentence that "than"
// could complete: a comparative, "more", "rather", "other", "else",
// "different", "prefer".
func (d *document) comparisonBefore(t int) bool {
	for k := d.prev(t); k >= 0; k = d.prev(k) {
		w := d.low(k)
		if comparatives[w] || w == "else" || w == "different" || w == "differently" || w == "otherwise" || w == "sooner" ||
			strings.HasPrefix(w, "prefer") || d.tag(k) == "JJR" || d.tag(k) == "RBR" || d.dict != nil && d.dict.IsComparative(w) {
			return true
		}
	}
	return false
}

// subjectStarts reports a word that opens a clause's subject: a subject
// pronoun, "you", "it", "there" or a determiner.
func (d *document) subjectStarts(t int) bool {
	w := d.low(t)
	return subjectPronouns[w] || w == "you" || w == "it" || w == "there" || d.tag(t) == "DT" && w != "that"
}

func checkThen(d *document) []finding {
	var out []finding
	for i, w := range d.words {
		switch w.lower {
		case "then":
			if i == 0 || !d.joined(i-1) {
				continue
			}
			prev := d.words[i-1].lower
			// "more powerful then": the comparison is made with more/less.
			moreAdj := i > 1 && d.joined(i-2) && (d.words[i-2].lower == "more" || d.words[i-2].lower == "less" || d.words[i-2].lower == "rather")
			if !comparatives[prev] && !(d.dict != nil && d.dict.IsComparative(prev)) && !moreAdj {
				continue
			}
			// "bore each other then, heaven help you": a comparison needs
			// something to compare with after "than".
			if d.clauseEnd(d.next(w.tok)) {
				continue
			}
			fix := matchCase(w.text, "than")
			out = append(out, d.finding(Grammar, i, i, ruleThen,
				fmt.Sprintf("Use %q after a comparison like %q.", fix, d.words[i-1].text), 0.85, fix))
		case "than":
			// "and than", "until than", and a sentence that opens with "Than":
			// nothing is being compared.
			t := w.tok
			afterTime := i > 0 && d.joined(i-1) && (thenBefore[d.words[i-1].lower] && d.clauseEnd(d.next(t)) || timePrepositions[d.words[i-1].lower])
			opening := d.sentenceFirst(t) && d.isWord(d.next(t))
			// "Please, who than can help?": after a question word.
			afterWh := i > 0 && d.joined(i-1) && d.tag(d.prev(t)) == "WP"
			// "If we want to eat, than we need money", "The question,
			// than, becomes": a clause or an aside opens with it, and
			// nothing before it in the sentence compares.
			aside := d.low(d.prev(t)) == "," && (d.clauseEnd(d.next(t)) || d.subjectStarts(d.next(t))) && !d.comparisonBefore(t)
			if i > 0 && d.joined(i-1) && d.words[i-1].lower == "and" || afterTime || opening || afterWh || aside {
				fix := matchCase(w.text, "then")
				out = append(out, d.finding(Grammar, i, i, ruleThen,
					fmt.Sprintf("Use %q for what happens next; %q compares.", fix, w.text), 0.85, fix))
			}
		}
	}
	return out
}

// ---- Grammar: repeated words ----

var ruleRepeated = ruleInfo{"repeated-word", "The same word twice in a row", "repetition"}

// Words that may be doubled on purpose: "had had", "that that".
var legitDoubles = set("had", "that", "bye", "ha", "no", "yes", "so", "very", "knock", "tut", "la", "blah", "hush", "go")

func checkRepeated(d *document) []finding {
	var out []finding
	for i := 0; i+1 < len(d.words); i++ {
		a, b := d.words[i], d.words[i+1]
		// Same spelling, or a capital from the sentence start ("The the");
		// "foo FOO" is a name and its value, not a slip.
		if a.lower != b.lower {
			continue
		}
		sameCase := a.text == b.text || a.text == english.Capitalise(b.text)
		if !sameCase || !d.joined(i) || legitDoubles[a.lower] {
			continue
		}
		if r, _ := utf8.DecodeRuneInString(a.text); unicode.IsDigit(r) {
			continue
		}
		out = append(out, d.finding(Grammar, i, i+1, ruleRepeated,
			fmt.Sprintf("%q is repeated.", a.text), 0.9, a.text))
		i++
	}
	return out
}

// ---- Grammar: contractions without their apostrophe ----

var ruleApostrophe = ruleInfo{"missing-apostrophe", "A contraction needs its apostrophe", "contractions"}

var contractionFixes = map[string]string{
	"dont": "don't", "doesnt": "doesn't", "didnt": "didn't", "isnt": "isn't", "arent": "aren't",
	"wasnt": "wasn't", "werent": "weren't", "wouldnt": "wouldn't", "couldnt": "couldn't",
	"shouldnt": "shouldn't", "hasnt": "hasn't", "havent": "haven't", "hadnt": "hadn't",
	"mustnt": "mustn't", "neednt": "needn't", "mightnt": "mightn't", "aint": "ain't",
	"theyre": "they're", "youre": "you're", "im": "I'm", "ive": "I've", "youve": "you've",
	"weve": "we've", "theyve": "they've", "youll": "you'll", "theyll": "they'll",
	"shouldve": "should've", "couldve": "could've", "wouldve": "would've", "mustve": "must've",
	"thats": "that's", "whats": "what's", "theres": "there's", "wheres": "where's",
	"whos": "who's", "hes": "he's", "shes": "she's", "heres": "here's", "theyd": "they'd",
	"youd": "you'd", "itll": "it'll", "thatll": "that'll", "wholl": "who'll",
	// Real words too, so they are only flagged after a subject (see below).
	"cant": "can't", "wont": "won't",
}

var thirdPersonSingular = set("he", "she", "it")

var subjects = set("i", "you", "he", "she", "it", "we", "they", "who", "that", "this", "there", "one", "nobody", "everyone", "someone")

func checkApostrophes(d *document) []finding {
	var out []finding
	for i, w := range d.words {
		if !d.wordHas(i, clsContractionFix) {
			continue
		}
		fix, ok := contractionFixes[w.lower]
		if !ok || w.known {
			continue
		}
		if w.lower == "cant" || w.lower == "wont" {
			// "thieves' cant", "as was his wont", "wont to wander": only
			// after a subject (a pronoun, a plural noun, a name).
			subject := subjects[d.lowerAt(i-1)] ||
				i > 0 && (isRegularPlural(d.words[i-1], d.dict) || startsUpper(d.words[i-1].text) && !d.words[i-1].sentenceStart)
			if !subject || !d.joined(i-1) || d.lowerAt(i+1) == "to" || d.lowerAt(i+1) == "of" {
				continue
			}
		}
		if w.lower == "im" && w.text != "Im" && w.text != "im" {
			continue
		}
		if w.lower == "dont" && thirdPersonSingular[d.lowerAt(i-1)] {
			fix = "doesn't" // "she dont" needs agreement too
		}
		fix = matchCase(w.text, fix)
		if w.lower == "im" || w.lower == "ive" {
			fix = english.Capitalise(contractionFixes[w.lower])
		}
		suggestions := []string{fix}
		if w.lower == "whos" {
			suggestions = append(suggestions, matchCase(w.text, "whose"))
		}
		out = append(out, d.finding(Grammar, i, i, ruleApostrophe,
			fmt.Sprintf("%q needs an apostrophe: %q.", w.text, fix), 0.9, suggestions...))
	}
	return out
}

// ---- Style ----

var (
	ruleIntensifier = ruleInfo{"redundant-intensifier", "An absolute word needs no intensifier", "redundancy"}
	ruleFiller      = ruleInfo{"filler-word", "A word that adds length but no meaning", "filler"}
	ruleWordy       = ruleInfo{"wordy-phrase", "A long phrase with a shorter equivalent", "wordiness"}
	ruleAgency      = ruleInfo{"player-agency", "Prescriptive language that takes choices away from players", "player-agency"}
)

var (
	intensifiers = set("very", "really", "quite", "extremely", "totally", "completely", "absolutely", "most", "more", "so")
	absolutes    = set("unique", "perfect", "impossible", "dead", "final", "essential", "complete",
		"infinite", "fatal", "eternal", "universal", "unanimous", "ultimate", "entire", "unequivocal",
		"omnipotent", "omniscient", "immortal", "priceless", "matchless", "peerless", "flawless", "pregnant")
	fillers = map[string]string{
		"actually":  `"Actually" rarely adds meaning; consider removing it.`,
		"basically": `"Basically" rarely adds meaning; consider removing it.`,
	}
)

func checkIntensifiers(d *document) []finding {
	var out []finding
	for i, w := range d.words {
		if !d.wordHas(i, clsIntensifier) || !d.joined(i) || !absolutes[d.lowerAt(i+1)] {
			continue
		}
		if w.lower == "more" || w.lower == "most" || w.lower == "so" {
			// "more dead than alive" is idiom; only "most unique" style pairs.
			if d.lowerAt(i+1) == "dead" {
				continue
			}
		}
		adj := d.words[i+1].text
		out = append(out, d.finding(Style, i, i+1, ruleIntensifier,
			fmt.Sprintf("%q is absolute: something cannot be %q. Use %q alone.", adj, w.text+" "+adj, adj), 0.8,
			matchCase(w.text, adj)))
	}
	return out
}

func checkFillers(d *document) []finding {
	var out []finding
	for i, w := range d.words {
		if !d.wordHas(i, clsFiller) {
			continue
		}
		msg, ok := fillers[w.lower]
		if !ok {
			continue
		}
		// The suggestion is to delete the word.
		out = append(out, d.finding(Style, i, i, ruleFiller, msg, 0.7, ""))
	}
	return out
}

// wordyPhrases maps long phrases (as lower-case words) to shorter ones.
var wordyPhrases = []struct {
	words []string
	fix   string
}{
	{strings.Fields("due to the fact that"), "because"},
	{strings.Fields("in spite of the fact that"), "although"},
	{strings.Fields("despite the fact that"), "although"},
	{strings.Fields("at this point in time"), "now"},
	{strings.Fields("in the event that"), "if"},
	{strings.Fields("for the purpose of"), "for"},
	{strings.Fields("in order to"), "to"},
	{strings.Fields("each and every"), "every"},
}

// wordyStarts holds the first word of each wordy phrase.
var wordyStarts = func() map[string]bool {
	m := map[string]bool{}
	for _, p := range wordyPhrases {
		m[p.words[0]] = true
	}
	return m
}()

func checkWordy(d *document) []finding {
	var out []finding
	for i := range d.words {
		if !d.wordHas(i, clsWordyStart) {
			continue
		}
		for _, p := range wordyPhrases {
			n := len(p.words)
			if i+n > len(d.words) {
				continue
			}
			match := true
			for k := range n {
				if d.words[i+k].lower != p.words[k] || (k > 0 && !d.joined(i+k-1)) {
					match = false
					break
				}
			}
			if !match {
				continue
			}
			phrase := d.span(i, i+n-1)
			out = append(out, d.finding(Style, i, i+n-1, ruleWordy,
				fmt.Sprintf("Wordy: %q can usually be just %q.", phrase, p.fix), 0.75, matchCase(phrase, p.fix)))
			break
		}
	}
	return out
}

var (
	agencySubjects = set("players", "characters", "pcs", "party", "adventurers")
	agencyVerbs    = map[string]int{"must": 1, "have to": 2, "need to": 2, "are forced to": 3, "is forced to": 3}
)

func checkPlayerAgency(d *document) []finding {
	var out []finding
	for i, w := range d.words {
		if !d.wordHas(i, clsAgencySubject) || !d.joined(i) {
			continue
		}
		start := i
		if i > 0 && d.words[i-1].lower == "the" && d.joined(i-1) {
			start = i - 1
		} else if w.lower != "players" {
			continue // "characters must" alone is often about fiction, not players
		}
		for verb, n := range agencyVerbs {
			if i+n >= len(d.words) {
				continue
			}
			parts := strings.Fields(verb)
			ok := true
			for k, p := range parts {
				if d.words[i+1+k].lower != p || !d.joined(i+k) {
					ok = false
					break
				}
			}
			// "must be 5th level" states a requirement, not a choice.
			if !ok || d.lowerAt(i+n+1) == "be" {
				continue
			}
			subject := d.span(start, i)
			var suggestions []string
			if strings.EqualFold(subject, "the players") {
				suggestions = []string{"The players can", "Players might", "The characters could"}
				if !d.words[start].sentenceStart {
					suggestions = []string{"the players can", "players might", "the characters could"}
				}
			} else {
				suggestions = []string{subject + " can", subject + " might", subject + " could"}
			}
			out = append(out, d.finding(Style, start, i+n, ruleAgency,
				"Consider more flexible language to preserve player agency", 0.75, suggestions...))
		}
	}
	return out
}
