package grammar

import (
	"fmt"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

var ruleSpelling = ruleInfo{"dictionary-spelling", "A word that is not in the English dictionary, the D&D glossary or your dictionary", "misspelling"}

// Name heuristics, measured on fantasy names and capitalised misspellings
// (TestNameHeuristic): a capitalised unknown word is usually a name, so it is
// taken for a typo only when a common word is very close: a swap or a
// doubled letter away, or, for words of six letters or more (where names
// rarely sit one edit from a common word), any single edit.
const (
	nameCheapCost   = costTranspose
	nameCheapFreq   = 11 // used over ~2,000 times in SUBTLEX
	nameLongLetters = 6
	nameLongFreq    = 9
)

const (
	coinedMaxCost = 14
	coinedMinFreq = 4
)

// looksMistyped decides whether a word that could be right (it is in the
// larger list of rare words, or it splits into two words) is more likely a
// typo: a word one cheap edit away, the more common the further it may be.
// The larger list holds dialect spellings such as "verry" and "tyring", and
// "wellcome" splits into well+come.
func looksMistyped(near []candidate) bool {
	return closeToCommon(near, costDoubled, 0) || closeToCommon(near, costNearLetter, 6) || closeToCommon(near, costEdit, 10)
}

// suggestionCache remembers suggestions per lower-case word across checks:
// documents repeat their names and typos.
type suggestionCache struct {
	mu    sync.Mutex
	items map[string][]candidate
}

const suggestionCacheLimit = 20_000

// suggest returns the full ranked suggestions (one or two edits away).
func (c *suggestionCache) suggest(dict *Dictionary, lower string) []candidate {
	return c.remember("2:"+lower, func() []candidate { return dict.Suggest(lower, 5) })
}

// near returns the ranked words one edit away: enough to decide whether a
// capitalised or rare word is a typo, and much cheaper than suggest.
func (c *suggestionCache) near(dict *Dictionary, lower string) []candidate {
	if len(lower) > maxWordLen {
		return nil
	}
	return c.remember("1:"+lower, func() []candidate {
		if !isASCII(lower) {
			return nil
		}
		found := dict.oneEditAway(lower)
		sortCandidates(found)
		return found
	})
}

func (c *suggestionCache) remember(key string, compute func() []candidate) []candidate {
	c.mu.Lock()
	s, ok := c.items[key]
	c.mu.Unlock()
	if ok {
		return s
	}
	s = compute()
	c.mu.Lock()
	if c.items == nil || len(c.items) >= suggestionCacheLimit {
		c.items = make(map[string][]candidate)
	}
	c.items[key] = s
	c.mu.Unlock()
	return s
}

// isCompound reports whether lower splits into two words of at least three
// letters each, both in the main list in lower case. Typos rarely do: the
// parts of "seperate" or "definately" are not words.
func isCompound(dict *Dictionary, lower string) bool {
	const minPart = 3
	if len(lower) > maxWordLen {
		return false
	}
	for i := minPart; i <= len(lower)-minPart; i++ {
		if compoundPart(dict, lower[:i]) && compoundPart(dict, lower[i:]) {
			return true
		}
	}
	return false
}

func compoundPart(dict *Dictionary, w string) bool {
	e := dict.entries[w]
	return e != nil && e.lowerListed && !e.rare
}

// nameLooksMistyped applies the name heuristic to a capitalised word.
func nameLooksMistyped(lower string, near []candidate) bool {
	for _, c := range near {
		if c.cost <= nameCheapCost && c.freq >= nameCheapFreq {
			return true
		}
		// A missing or wrong letter in a long word ("Probaly"); an extra one
		// only from seven letters ("Beyound"), since "Everly" is a name.
		if len(lower) >= nameLongLetters && c.cost <= costEdit && c.freq >= nameLongFreq &&
			(len(c.word) >= len(lower) || len(lower) > nameLongLetters) {
			return true
		}
	}
	return false
}

// closeToCommon reports whether a word at least minFreq common is within
// maxCost of the word.
func closeToCommon(near []candidate, maxCost, minFreq int) bool {
	for _, c := range near {
		if c.cost <= maxCost && c.freq >= minFreq {
			return true
		}
	}
	return false
}

// spellCheck flags unknown words that are not already covered by a finding.
func (c *Checker) spellCheck(d *document, personal map[string]bool, covered func(start, end int) bool) []finding {
	// A capitalised unknown word used more than once, once at least in mid
	// sentence, is a name the writer chose, not a slip of the finger (slips
	// like "Teh" sit at sentence starts).
	capitalisedUses, midSentenceUses := map[string]int{}, map[string]bool{}
	for _, w := range d.words {
		if startsUpper(w.text) && !w.known && !d.dict.Known(w.text) {
			capitalisedUses[w.text]++
			midSentenceUses[w.text] = midSentenceUses[w.text] || !w.sentenceStart
		}
	}
	var out []finding
	for i, w := range d.words {
		if w.known || personal[w.lower] || covered(w.start, w.end) || hasDigit(w.text) || inAddress(d.text, w.start, w.end) {
			continue
		}
		if capitalisedUses[w.text] > 1 && midSentenceUses[w.text] {
			continue
		}
		// "Strahd von Zarovich", "Ibn Fadlan": particles inside a name.
		if nameParticles[w.lower] && i+1 < len(d.words) && startsUpper(d.words[i+1].text) {
			continue
		}
		// A hyphenated name ("Shadar-kai", "Thri-kreen") is one name.
		if head, _, ok := strings.Cut(w.text, "-"); ok && startsUpper(head) && !d.dict.Known(head) {
			continue
		}
		// Check each part of a hyphenated compound on its own ("ten-foot").
		offset := w.start
		parts := []string{w.text}
		if strings.Contains(w.text, "-") {
			parts = strings.Split(w.text, "-")
		}
		for _, part := range parts {
			start, end := offset, offset+len(part)
			offset = end + 1
			if part == "" {
				continue
			}
			if f, bad := c.checkWord(d, part, start, personal); bad {
				out = append(out, f)
			}
		}
	}
	return out
}

// checkWord decides whether one word (no hyphens) is misspelled.
func (c *Checker) checkWord(d *document, text string, start int, personal map[string]bool) (finding, bool) {
	if utf8.RuneCountInString(text) < 2 {
		return finding{}, false
	}
	// The span ends where the written base word ends; lookups use straight
	// apostrophes.
	baseLen := len(stripPossessive(text))
	norm := strings.ReplaceAll(text, "\u2019", "'")
	base := strings.ReplaceAll(text[:baseLen], "\u2019", "'")
	if base == "" || personal[strings.ToLower(base)] {
		return finding{}, false
	}
	lower := strings.ToLower(base)
	first, _ := utf8.DecodeRuneInString(base)
	capitalised := unicode.IsUpper(first)
	if d.dict.Known(norm) || d.dict.Known(base) {
		if !d.dict.IsRare(base) {
			return finding{}, false
		}
		// The larger word list holds British spellings ("harbour",
		// "behaviour"); the check is en-US, so they are reported below.
		if _, british := americanSpelling(d.dict, lower); !british || capitalised || !rareBritish(lower) {
			near := c.cache.near(d.dict, lower)
			if capitalised && !nameLooksMistyped(lower, near) || !capitalised && !looksMistyped(near) {
				return finding{}, false
			}
		}
	}
	if c.glossary != nil {
		if _, ok := c.glossary.Lookup(base); ok {
			return finding{}, false // a part of a compound: "owlbear-like"
		}
	}
	// Contractions of names and rarer words: "Strahd'll", "they'd've".
	if head := stripContractions(base); head != base {
		if head == "" || d.dict.Known(head) || personal[strings.ToLower(head)] {
			return finding{}, false
		}
	}
	if strings.HasPrefix(base, "'") || strings.HasSuffix(base, "'") { // 'tis, o' (archaic forms)
		return finding{}, false
	}
	// Dialect with a dropped letter: "goin'", "nothin'", "ol'".
	if next, _ := utf8.DecodeRuneInString(d.text[start+len(text):]); isApostrophe(next) {
		if l := strings.ToLower(base); l == "ol" || strings.HasSuffix(l, "in") && d.dict.Known(l+"g") {
			return finding{}, false
		}
	}
	if isAcronym(base, nil) {
		return finding{}, false // NPC, DMG, PHB
	}
	if !isASCII(base) {
		if folded := foldAccents(base); d.dict.Known(folded) {
			return finding{}, false
		}
		return finding{}, false // a foreign or invented name with diacritics
	}
	if hasInnerCapital(base) {
		return finding{}, false // McGuffin, DnD
	}
	// British spellings: the check is en-US, so "armour" and "grey" get the
	// American word, not the surname "Armour" or "Grey" the dictionary holds.
	if us, ok := americanSpelling(d.dict, lower); ok {
		if capitalised {
			us = capitalise(us)
		}
		return spellingFinding(start, start+baseLen,
			fmt.Sprintf("%q is the British spelling; American English writes %q.", base, us), 0.9, []string{us}), true
	}
	// A proper noun written in lower case: "waterdeep" is handled by the
	// glossary, "paris" by this.
	if e := d.dict.lookup(lower); e != nil && !e.lowerListed && !capitalised {
		return spellingFinding(start, start+baseLen,
			fmt.Sprintf("%q is a name and starts with a capital letter.", e.display), 0.85, []string{e.display}), true
	}

	// A closed compound of two words ("trapmaker", "stormcaller"), unless a
	// common word is one edit away ("wellcome" is a typo, not well+come).
	if isCompound(d.dict, lower) && !looksMistyped(c.cache.near(d.dict, lower)) {
		return finding{}, false
	}
	// The plural of a known name: "the Harpers", "two Bobs".
	if capitalised && strings.HasSuffix(base, "s") && d.dict.Known(base[:len(base)-1]) {
		return finding{}, false
	}
	if capitalised && !d.dict.IsRare(base) && !nameLooksMistyped(lower, c.cache.near(d.dict, lower)) {
		return finding{}, false // most likely a name
	}
	cands := c.cache.suggest(d.dict, lower)
	// A word with no English word close by is a coined term ("goblinoid",
	// "stormcaller"), not a slip: typos stay within an edit or so of a word,
	// or two edits of a word people use (measured in TestCoinedWords).
	if !closeToCommon(cands, coinedMaxCost, 0) && !closeToCommon(cands, maxSuggestCost, coinedMinFreq) {
		return finding{}, false
	}
	suggestions := make([]string, 0, len(cands))
	for _, cand := range cands {
		s := cand.word
		if capitalised {
			s = capitalise(s)
		}
		suggestions = append(suggestions, s)
	}
	confidence := 0.8
	if cands[0].cost <= costNearLetter {
		confidence = 0.9
	}
	msg := fmt.Sprintf("Possible spelling mistake: did you mean %q?", suggestions[0])
	return spellingFinding(start, start+baseLen, msg, confidence, suggestions), true
}

func spellingFinding(start, end int, msg string, confidence float64, suggestions []string) finding {
	return finding{kind: Spelling, start: start, end: end, rule: ruleSpelling, message: msg, confidence: confidence, suggestions: suggestions}
}

// stripPossessive removes a possessive ending, with a straight or curly
// apostrophe: "Strahd's" -> "Strahd", "wolves'" -> "wolves".
func stripPossessive(w string) string {
	if w == "" {
		return w
	}
	switch w[len(w)-1] {
	case 's', 'S', '\'', 0x99: // 0x99 ends a UTF-8 right single quote
	default:
		return w
	}
	for _, suffix := range []string{"'s", "'S", "\u2019s", "\u2019S", "'", "\u2019"} {
		if strings.HasSuffix(w, suffix) {
			return w[:len(w)-len(suffix)]
		}
	}
	return w
}

// nameParticles join the parts of a name: "Strahd von Zarovich".
var nameParticles = set("von", "van", "der", "den", "de", "du", "del", "della", "di", "da", "ibn", "bin", "al", "ap", "el")

func startsUpper(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsUpper(r)
}

// stripContractions removes contraction endings: "they'd've" -> "they".
func stripContractions(w string) string {
	for {
		i := strings.LastIndexByte(w, '\'')
		if i < 0 {
			return w
		}
		switch strings.ToLower(w[i+1:]) {
		case "ll", "ve", "re", "d", "m", "s":
			w = w[:i]
		default:
			if strings.HasSuffix(strings.ToLower(w), "n't") {
				w = w[:len(w)-3]
				continue
			}
			return w
		}
	}
}

func hasDigit(s string) bool {
	return strings.IndexFunc(s, unicode.IsDigit) >= 0
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

func hasInnerCapital(s string) bool {
	for i, r := range s {
		if i > 0 && unicode.IsUpper(r) {
			return strings.ToUpper(s) != s
		}
	}
	return false
}

var accentFolder = strings.NewReplacer("é", "e", "è", "e", "ê", "e", "ë", "e", "á", "a", "à", "a", "â", "a", "ä", "a",
	"í", "i", "ì", "i", "î", "i", "ï", "i", "ó", "o", "ò", "o", "ô", "o", "ö", "o", "ú", "u", "ù", "u", "û", "u", "ü", "u",
	"ç", "c", "ñ", "n")

func foldAccents(s string) string { return accentFolder.Replace(s) }

// inAddress reports whether the word sits in a URL, an e-mail address or a
// file name: the whitespace-delimited chunk around it has one of their marks.
func inAddress(text string, start, end int) bool {
	// Look only so far: a run of hundreds of characters without a space is
	// not prose (and scanning it for every word would be quadratic).
	const reach = 256
	lo := max(0, start-reach)
	back := strings.LastIndexFunc(text[lo:start], unicode.IsSpace)
	if back < 0 && lo > 0 {
		return true
	}
	from := lo + back + 1
	hi := min(len(text), end+reach)
	to := strings.IndexFunc(text[end:hi], unicode.IsSpace)
	switch {
	case to >= 0:
		to += end
	case hi == len(text):
		to = len(text)
	default:
		return true
	}
	chunk := text[from:to]
	if strings.Contains(chunk, "://") || strings.Contains(chunk, "@") || strings.HasPrefix(chunk, "www.") ||
		strings.ContainsAny(chunk, "/\\_#") {
		return true
	}
	// A dot between letters: example.com, notes.txt (not "end.Next" typos).
	for i := 1; i+1 < len(chunk); i++ {
		if chunk[i] == '.' && isLowerASCII(chunk[i-1]) && isLowerASCII(chunk[i+1]) {
			return true
		}
	}
	return false
}

func isLowerASCII(c byte) bool { return c >= 'a' && c <= 'z' }

// britishEndings are the regular British-to-American spelling changes, as
// suffix pairs; a word is British when the American form is a common word.
var britishEndings = [][2]string{
	{"ours", "ors"}, {"our", "or"}, {"oured", "ored"}, {"ouring", "oring"}, {"ourite", "orite"}, {"ourites", "orites"},
	{"ourful", "orful"}, {"ourless", "orless"}, {"ourable", "orable"},
	{"ise", "ize"}, {"ised", "ized"}, {"ises", "izes"}, {"ising", "izing"}, {"isation", "ization"}, {"isations", "izations"},
	{"yse", "yze"}, {"ysed", "yzed"}, {"ysing", "yzing"},
	{"tre", "ter"}, {"tres", "ters"},
	{"ogue", "og"}, {"ogues", "ogs"},
	{"ence", "ense"},
	// A doubled l before an ending: travelled, traveller, councillor, marvellous.
	{"lled", "led"}, {"lling", "ling"}, {"ller", "ler"}, {"llers", "lers"}, {"llor", "lor"}, {"llors", "lors"},
	{"llous", "lous"},
}

// britishWords are the British spellings no suffix rule covers.
var britishWords = map[string]string{
	"grey": "gray", "greys": "grays", "greyed": "grayed", "greying": "graying", "greyish": "grayish",
	"plough": "plow", "ploughs": "plows", "ploughed": "plowed", "sceptic": "skeptic", "sceptical": "skeptical",
	"mould": "mold", "moulds": "molds", "mouldy": "moldy", "smoulder": "smolder", "smouldering": "smoldering",
	"gaol": "jail", "gaoler": "jailer", "draught": "draft", "draughts": "drafts", "tyre": "tire",
	"storey": "story", "storeys": "stories", "jewellery": "jewelry", "aluminium": "aluminum",
	"manoeuvre": "maneuver", "manoeuvres": "maneuvers", "whilst": "while", "amongst": "among",
	// A single final l where American English doubles it.
	"enthral": "enthrall", "enthrals": "enthralls", "enthralment": "enthrallment", "fulfil": "fulfill",
	"fulfils": "fulfills", "fulfilment": "fulfillment", "instil": "instill", "instils": "instills",
	"distil": "distill", "distils": "distills", "enrol": "enroll", "enrols": "enrolls", "enrolment": "enrollment",
	"skilful": "skillful", "skilfully": "skillfully", "wilful": "willful", "wilfully": "willfully",
}

// rareBritish reports whether a word of the larger list that has an
// American form is a British spelling to report: not the -ogue and -ence
// words American English also writes (catalogue, analogue) or that are
// misspellings rather than British (suspence).
func rareBritish(lower string) bool {
	for _, end := range []string{"ogue", "ogues", "ence", "ences"} {
		if strings.HasSuffix(lower, end) {
			return false
		}
	}
	return true
}

// americanSpelling returns the American form of a British spelling the
// dictionary does not list in lower case ("armour" -> "armor"), or holds
// only as a rare word ("travelled", "enthral").
func americanSpelling(dict *Dictionary, lower string) (string, bool) {
	if e := dict.lookup(lower); e != nil && e.lowerListed && !e.rare {
		return "", false
	}
	if us, ok := britishWords[lower]; ok && dict.Known(us) {
		return us, true
	}
	for _, p := range britishEndings {
		if stem, ok := strings.CutSuffix(lower, p[0]); ok && len(stem) >= 2 {
			if us := stem + p[1]; dict.Known(us) && !dict.IsRare(us) {
				return us, true
			}
		}
	}
	return "", false
}
