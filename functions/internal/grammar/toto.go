package grammar

import (
	"fmt"
	"strings"
)

// ---- Grammar: to / too ----
//
// "Too" is an adverb of degree (too late, too many) or means "also"; "to" is
// a preposition or marks an infinitive. An adjective after "to" with
// nothing it could be a preposition for ("to good to be true", "arrive to
// late.") wants "too"; "too" before a verb, a determiner or a number ("want
// too go", "too the dog", "too ten") wants "to".

var ruleToo = ruleInfo{"to-too", `"Too" means excessively or also; "to" is a preposition`, "confused-words"}

// degreeWords come before "too": "far too", "way too", "much too".
var degreeWords = set("far", "way", "much", "all", "just", "rather", "slightly", "bit", "little", "simply", "altogether")

func checkToo(d *document) []finding {
	var out []finding
	for t := range d.doc.Tokens {
		if !d.isWord(t) || d.userTerm(t) {
			continue
		}
		switch d.low(t) {
		case "to":
			if d.low(d.prev(t)) == "," && d.clauseEnd(d.next(t)) && d.tok(d.next(t)).Text != "," {
				// "We want it, to.": nothing after "to" for it to lead to.
				out = append(out, d.tokFinding(Grammar, t, t, ruleToo,
					fmt.Sprintf("Use %q (also) at the end of a clause; %q needs something after it.", matchCase(d.tok(t).Text, "too"), d.tok(t).Text), 0.8, matchCase(d.tok(t).Text, "too")))
				continue
			}
			if d.toMeansToo(t) {
				fix := matchCase(d.tok(t).Text, "too")
				out = append(out, d.tokFinding(Grammar, t, t, ruleToo,
					fmt.Sprintf("Use %q (excessively) before %q; %q is a preposition.", fix, d.tok(d.next(t)).Text, d.tok(t).Text), 0.8, fix))
			}
		case "too":
			if d.tooMeansTo(t) {
				fix := matchCase(d.tok(t).Text, "to")
				out = append(out, d.tokFinding(Grammar, t, t, ruleToo,
					fmt.Sprintf("Use %q before %q; %q means excessively or also.", fix, d.tok(d.next(t)).Text, d.tok(t).Text), 0.85, fix))
			}
		}
	}
	return out
}

// timeNouns name a stretch of time: "too this evening" is "also this
// evening".
var timeNouns = set("morning", "afternoon", "evening", "night", "day", "week", "month", "year", "season", "time",
	"winter", "summer", "spring", "autumn", "hour", "moment", "dawn", "dusk", "decade", "century", "tenday")

// rangeBefore reports a "from" earlier in the sentence, which a "to" may
// close ("from early to late", "from noon too this evening").
func (d *document) rangeBefore(t int) bool {
	for k := d.prev(t); k >= 0; k = d.prev(k) {
		if d.low(k) == "from" {
			return true
		}
	}
	return false
}

func (d *document) toMeansToo(t int) bool {
	n := d.next(t)
	if !d.isWord(n) || d.userTerm(n) {
		return false
	}
	p := d.prev(t)
	nw, ntag := d.low(n), d.tag(n)
	after := d.next(n)
	// "from early to late", "from bad to worse": a range, not a degree.
	for k := p; k >= 0 && d.isWord(k); k = d.prev(k) {
		if d.low(k) == "from" {
			return false
		}
	}
	if ntag == "JJR" || ntag == "RBR" || ntag == "JJS" || nw == "be" || isVerbTag(ntag) && !d.canBeAdjective(nw) {
		return false
	}
	degree := isAdjectiveTag(ntag) || isAdverbTag(ntag) || nw == "much" || nw == "many" || nw == "few" || nw == "little" ||
		d.canBeAdjective(nw) && !isNounTag(ntag)
	if !degree {
		return false
	}
	pw := d.low(p)
	// "is not to far", and be as a clitic: "It's to early", "they're to
	// late" (not "he's to": has to).
	if pw == "not" {
		pw = d.low(d.prev(p))
	}
	if strings.HasSuffix(pw, "'re") || strings.HasSuffix(pw, "'m") || (pw == "it's" || pw == "that's") && !isVerbTag(ntag) {
		pw = "is"
	}
	switch {
	case nw == "many" || nw == "much" || nw == "few":
		// "to many goblins to count", "because to much snow": after "be",
		// a degree word or at a clause's start, not "spoke to many people".
		return beForms[pw] || degreeWords[pw] || pw == "there" || d.clauseStart(t) && d.sentenceFirst(t) ||
			p >= 0 && subordinators[pw] || d.low(d.next(after)) == "to" && !isVerbTag(d.tag(p))
	case d.low(after) == "to" || d.low(after) == "for" && !isNounTag(ntag):
		// "to good to be true", "to late to save them", "to hot for"
		return !isNounTag(ntag) || beForms[pw]
	case d.clauseEnd(after):
		// "arrive to late.", "far to dangerous."
		return beForms[pw] || degreeWords[pw] || isVerbTag(d.tag(p)) && !clauseVerbs[pw] && pw != "turn" && pw != "turned"
	case beForms[pw] || degreeWords[pw]:
		// "is to long ago", "way to early", "was to distant in the past"
		return d.isWord(after) && (isAdverbTag(d.tag(after)) || d.tag(after) == "IN" || d.tag(after) == "TO")
	}
	return false
}

func (d *document) tooMeansTo(t int) bool {
	n := d.next(t)
	if !d.isWord(n) || d.userTerm(n) && !d.startsUpperTok(n) {
		return false
	}
	nw, ntag := d.low(n), d.tag(n)
	switch {
	case (ntag == "DT" || ntag == "PDT") && nw != "much" && nw != "many" && nw != "few" && nw != "little":
		// "too the dog", "too all proposed new locations", "too all the
		// locations"; but "also" before a time ("was there too this
		// evening") unless a range opened ("from noon too this evening").
		if head, _ := d.nounPhrase(n); head >= 0 && timeNouns[d.low(head)] && !d.rangeBefore(t) {
			return false
		}
		return true
	case ntag == "CD" || isNumberWord(nw):
		return true // "too ten new locations", "from 30 too 37", "too twenty-three"
	case ntag == "PRP$" || nw == "him" || nw == "them" || nw == "us" || nw == "me":
		return true // "give it too him", "too my surprise"
	case ntag == "VB" || d.canBeBaseVerb(nw) && !isNounTag(ntag) && !d.canBeAdjective(nw):
		// "I want too go", "the heroes want too rest": a verb's base form
		// after a verb.
		// A verb the tagger did not read as one ("want too rest") only after
		// a verb that takes an infinitive.
		p := d.prev(t)
		if ntag != "VB" && !infinitiveVerbs[d.low(p)] {
			return false
		}
		return p >= 0 && isVerbTag(d.tag(p)) && !beForms[d.low(p)] && !degreeWords[nw] && !d.canBeAdjective(nw)
	case ntag == "NNP" && d.startsUpperTok(n) && !d.sentenceFirst(n):
		p := d.prev(t)
		return p >= 0 && isVerbTag(d.tag(p)) // "went too Waterdeep"
	}
	return false
}

// isNumberWord reports a number written in words: "ten", "twenty-three".
func isNumberWord(w string) bool {
	if tens, units, ok := strings.Cut(w, "-"); ok {
		return numberWords[tens] && numberWords[units]
	}
	return numberWords[w]
}

var numberWords = set("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
	"twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
	"thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety", "hundred", "thousand")

// infinitiveVerbs take "to" and a verb: "want to rest", "refused to go".
var infinitiveVerbs = func() map[string]bool {
	m := map[string]bool{}
	for _, base := range []string{"want", "need", "try", "plan", "hope", "decide", "refuse", "agree", "begin",
		"start", "continue", "seem", "appear", "like", "love", "hate", "prefer", "mean", "intend", "expect",
		"promise", "learn", "forget", "remember", "choose", "wish", "tend", "fail", "manage", "ask", "dare",
		"deserve", "afford", "offer", "threaten", "pretend", "prepare", "attempt", "struggle", "swear", "vow",
		"yearn", "long", "demand", "beg", "claim", "arrange", "hesitate", "rush", "hurry", "come", "go", "stop"} {
		m[base] = true
		m[thirdPerson(base)] = true
		if strings.HasSuffix(base, "e") {
			m[base+"d"] = true
			m[base[:len(base)-1]+"ing"] = true
		} else {
			m[base+"ed"] = true
			m[base+"ing"] = true
		}
	}
	for past, base := range pastToBase {
		if m[base] {
			m[past] = true
		}
	}
	return m
}()
