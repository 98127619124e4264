package grammar

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"golang.org/x/sync/singleflight"

	"github.com/lorewright/lorewright/functions/internal/english"
)

var ruleSpelling = ruleInfo{"dictionary-spelling", "A word that is not in the English dictionary, the D&D glossary or your dictionary", "misspelling"}

// Name heuristics, measured on fantasy names and capitalised misspellings
// (TestNameHeuristic): a capitalised unknown word is usually a name, so it is
// taken for a typo only when a common word is very close: a swap or a
// doubled letter away, or, for words of six letters or more (where names
// rarely sit one edit from a common word), any single edit. A name is never
// taken for a slip of another name: only ordinary words count.
const (
	nameCheapCost   = costTranspose
	nameCheapFreq   = 11 // used over ~2,000 times in SUBTLEX
	nameLongLetters = 6
	nameLongFreq    = 9
	nameDoubledFreq = 4
)

// looksMistyped decides whether a word that could be right (it is in the
// larger list of rare words, or it splits into two words) is more likely a
// typo: a word one cheap edit away, the more common the further it may be.
// The larger list holds dialect spellings such as "verry" and "tyring", and
// "wellcome" splits into well+come. Only the letters count here: the larger
// list is full of real words that sound like common ones (greaves, pickaxe).
func looksMistyped(near []candidate) bool {
	return closeToCommon(near, costDoubled, 0) || closeToCommon(near, costNearLetter, 6) || closeToCommon(near, costEdit, 10)
}

// suggestionCache remembers suggestions per lower-case word across checks:
// documents repeat their names and typos.
// Concurrent checks missing the same word share one computation
// (flights): a document re-checked by several requests at once, or a busy
// server's first requests after a start, would otherwise each price every
// candidate of the same typo.
type suggestionCache struct {
	mu      sync.Mutex
	items   map[string][]candidate
	flights singleflight.Group
}

const suggestionCacheLimit = 20_000

// suggest returns the ranked corrections (one or two edits away, or
// sounding the same), the best two dozen: what judges whether a word is a
// slip. The slice is clipped, so appending to it copies.
func (c *suggestionCache) suggest(dict *Dictionary, lower string) []candidate {
	s := c.remember("2:"+lower, func() []candidate { return dict.Suggest(lower, rankingCandidateLimit) })
	return slices.Clip(s[:min(len(s), 24)])
}

// ranking returns the corrections of a word judged a slip, for
// rankInContext to order (Dictionary.rankingCandidates): those of
// suggest and the next ones, and for a word of three or four letters
// those two edits away too.
func (c *suggestionCache) ranking(dict *Dictionary, lower string) []candidate {
	if len(lower) < 3 || len(lower) > 4 {
		return slices.Clip(c.remember("2:"+lower, func() []candidate { return dict.Suggest(lower, rankingCandidateLimit) }))
	}
	return slices.Clip(c.remember("3:"+lower, func() []candidate { return dict.rankingCandidates(lower, rankingCandidateLimit) }))
}

// near returns the ranked words one edit away: enough to decide whether a
// capitalised or rare word is a typo, and much cheaper than suggest.
func (c *suggestionCache) near(dict *Dictionary, lower string) []candidate {
	if len(lower) > maxWordLen {
		return nil
	}
	return c.remember("1:"+lower, func() []candidate { return dict.nearCandidates(lower) })
}

func (c *suggestionCache) remember(key string, compute func() []candidate) []candidate {
	if s, ok := c.lookup(key); ok {
		return s
	}
	v, _, _ := c.flights.Do(key, func() (any, error) {
		// A flight that ended just before this one began has stored it.
		if s, ok := c.lookup(key); ok {
			return s, nil
		}
		s := compute()
		c.mu.Lock()
		if c.items == nil || len(c.items) >= suggestionCacheLimit {
			c.items = make(map[string][]candidate)
		}
		c.items[key] = s
		c.mu.Unlock()
		return s, nil
	})
	return v.([]candidate)
}

func (c *suggestionCache) lookup(key string) ([]candidate, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	s, ok := c.items[key]
	return s, ok
}

// isCompound reports whether lower splits into two words of at least three
// letters each, both in the main list in lower case. Typos rarely do: the
// parts of "seperate" or "definately" are not words.
func isCompound(dict *Dictionary, lower string) bool {
	_, ok := compoundSplit(dict, lower)
	return ok
}

// compoundSplit returns where lower splits into two words (the first such
// place), if it does.
func compoundSplit(dict *Dictionary, lower string) (int, bool) {
	const minPart = 3
	if len(lower) > maxWordLen {
		return 0, false
	}
	for i := minPart; i <= len(lower)-minPart; i++ {
		if compoundPart(dict, lower[:i]) && compoundPart(dict, lower[i:]) {
			return i, true
		}
	}
	return 0, false
}

// compoundFunctionFreq: a part this common (with, them, they, way) makes a
// compound two words run together ("imbuedwith"), not a coined name.
const compoundFunctionFreq = 16

// coinedCompound reports whether a compound reads as a coined name or term
// ("glimmerkin", "stormcaller") rather than two words missing a space.
func coinedCompound(dict *Dictionary, lower string) bool {
	i, ok := compoundSplit(dict, lower)
	if !ok {
		return false
	}
	return dict.entry(lower[:i]).freq < compoundFunctionFreq && dict.entry(lower[i:]).freq < compoundFunctionFreq
}

// runTogetherMinFreq: both words of a missing space are everyday words.
const runTogetherMinFreq = 11

// runTogether returns where lower splits into two words missing the space
// between them ("theyuse", "onthem", "intothe"): both listed in lower case,
// at least one a very common word (a compound of two rarer ones is a
// coined term, coinedCompound). Of several places, the one whose rarer
// word is commonest.
func runTogether(dict *Dictionary, lower string) (int, bool) {
	const minPart = 2
	if len(lower) > maxWordLen {
		return 0, false
	}
	best, bestFreq := 0, -1
	for i := minPart; i <= len(lower)-minPart; i++ {
		a, b := lower[:i], lower[i:]
		if !compoundPart(dict, a) || !compoundPart(dict, b) {
			continue
		}
		fa, fb := int(dict.entry(a).freq), int(dict.entry(b).freq)
		// Both everyday words, one of them very common: "skulkin" (skulk +
		// in) and "bardiche" are words of their own.
		if max(fa, fb) < compoundFunctionFreq || min(fa, fb) < runTogetherMinFreq {
			continue
		}
		if f := min(fa, fb); f > bestFreq {
			best, bestFreq = i, f
		}
	}
	return best, bestFreq >= 0
}

func compoundPart(dict *Dictionary, w string) bool {
	e := dict.entry(w)
	return e != nil && e.lowerListed && !e.rare
}

// nameLooksMistyped applies the name heuristic to a capitalised word.
func nameLooksMistyped(lower string, near []candidate) bool {
	for _, c := range near {
		if c.name {
			continue
		}
		if c.edit <= nameCheapCost && c.freq >= nameCheapFreq {
			return true
		}
		// A missing or wrong letter in a long word ("Probaly"); an extra one
		// only from seven letters ("Beyound"), since "Everly" is a name.
		if len(lower) >= nameLongLetters && c.edit <= costEdit && c.freq >= nameLongFreq &&
			(len(c.word) >= len(lower) || len(lower) > nameLongLetters) {
			return true
		}
		// A doubled or undoubled letter in a long word ("Compossed").
		if len(lower) > nameLongLetters && c.edit <= costDoubled && c.freq >= nameDoubledFreq {
			return true
		}
	}
	return false
}

// closeToCommon reports whether a word at least minFreq common is within
// maxCost of the word.
func closeToCommon(near []candidate, maxCost, minFreq int) bool {
	for _, c := range near {
		if !c.name && c.edit <= maxCost && c.freq >= minFreq {
			return true
		}
	}
	return false
}

// verdict is what the speller makes of one word.
type verdict uint8

const (
	// wordFine: a known word, or a form the speller accepts (a compound, a
	// contraction, an acronym).
	wordFine verdict = iota
	// wordNew: in no dictionary and no plausible slip of a word that is: a
	// name or a term the writer coined ("the vorthak"). Listed apart, never
	// flagged.
	wordNew
	// wordSlip: a misspelling, reported with its corrections.
	wordSlip
)

// Whether an unknown lower-case word is a slip or a coined word is decided
// on its best correction's slipScore: how cheap the slip, against how common
// the word (people slip on the words they use; a coined word that happens
// to sit near a rare one, "krell" by krill, is no slip). It is a slip at
// most slipScoreAt5 for a word of five letters, slipScorePerLetter more per
// letter (a long word sits far from every other word, so even two or three
// slips away a common word is meant), and slipScoreRepeated less when the
// document uses the word again: writers repeat the names they coin, rarely
// the same slip. Measured on real misspellings and on coined creature names
// (TestCoinedWordsAreNewWords, TestEverydayTyposFlagged and the development
// corpus).
const (
	slipScoreAt5       = 4
	slipScorePerLetter = 3
	slipScoreRepeated  = 16
	// A capitalised word opening a sentence is a name unless it sounds
	// like a common word at most this score away ("Thay are", "Wer you").
	slipScoreSentenceStart = -20
	slipFreqSentenceStart  = 12
	// nameSlipCost prices a name written in lower case ("paris"): the
	// cheapest slip there is, but a common word a slip away may still be
	// meant ("handel" for handle); an acronym ("et" for ET) is a plain edit.
	nameSlipCost    = costDoubled
	acronymSlipCost = costEdit
)

// slipScore weighs a correction as the word a misspelling stands for: the
// slip's cost in tenths of an edit less the word's frequency (each doubling
// of its use forgives a tenth of an edit), doubled.
func slipScore(c candidate) int { return 2 * (c.slipCost - c.freq) }

// slipThreshold is the highest slipScore at which a lower-case word of n
// letters, used uses times in the document, is taken for a slip.
func slipThreshold(n, uses int) int {
	t := slipScoreAt5 + slipScorePerLetter*(n-5)
	if uses > 1 {
		t -= slipScoreRepeated
	}
	return t
}

// bestSlip returns the lowest slipScore among the candidates, and whether
// there is one. A name counts only as a close slip (its score is raised by
// slipScoreRepeated): "carribean" is the Caribbean misspelled, but a coined
// "erina" is no slip of Erin.
func bestSlip(cands []candidate) (int, bool) {
	best, ok := 0, false
	for _, c := range cands {
		s := slipScore(c)
		if c.name {
			s += slipScoreRepeated
		}
		if !ok || s < best {
			best, ok = s, true
		}
	}
	return best, ok
}

// newWord is a word the speller took for a name or a coined term.
type newWord struct {
	text  string // as first written, possessive ending dropped
	uses  int
	first int // byte offset of the first use
}

// spellCheck flags unknown words that are not already covered by a finding,
// and lists the words it took for names or coined terms.
func (c *Checker) spellCheck(d *document, personal map[string]bool, covered func(start, end int) bool) ([]finding, []NewWord) {
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
	uses := wordUses(d.words)
	var out []finding
	found := map[string]*newWord{}
	newAt := make([]bool, len(d.words)) // word i is a new name or term as a whole
	record := func(text string, start int) {
		lower := lowerWord(text)
		key := uses.family(lower)
		if nw := found[key]; nw != nil {
			if lower == key { // the singular names the pair: "glimmerkin", not "glimmerkins"
				nw.text = text
			}
			return
		}
		found[key] = &newWord{text: text, uses: uses.of(lower), first: start}
	}
	for i, w := range d.words {
		if d.dict.plainKnown(w) {
			continue
		}
		if w.known || inPersonal(personal, stripPossessive(w.lower)) || covered(w.start, w.end) || hasDigit(w.text) || inAddress(d.text, w.start, w.end) {
			continue
		}
		if capitalisedUses[w.text] > 1 && midSentenceUses[w.text] {
			if !strings.Contains(w.text, "-") || !d.dict.ordinaryWords(w.lower) {
				record(stripPossessive(w.text), w.start)
				newAt[i] = true
			}
			continue
		}
		// A unit after a number: "30 yds", "3 mins", "2 pts".
		if unitAfterNumber(d, i) {
			continue
		}
		// "Strahd von Zarovich", "Ibn Fadlan": particles inside a name.
		if nameParticles[w.lower] && i+1 < len(d.words) && startsUpper(d.words[i+1].text) {
			continue
		}
		// A hyphenated name ("Shadar-kai", "Thri-kreen") is one name.
		if head, _, ok := strings.Cut(w.text, "-"); ok && startsUpper(head) && !d.dict.Known(head) {
			record(stripPossessive(w.text), w.start)
			newAt[i] = true
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
			f, v := c.checkWord(d, part, start, personal, wordContext{sentenceStart: w.sentenceStart, uses: uses, index: i})
			switch v {
			case wordSlip:
				out = append(out, f)
			case wordNew:
				record(stripPossessive(part), start)
				newAt[i] = newAt[i] || len(parts) == 1
			}
		}
	}
	joinNames(d, newAt, found)
	return out, newWords(found)
}

// plainKnown reports whether a word with no hyphen or apostrophe is in the
// dictionary as written and not only in the larger list: what checkWord
// passes at once, decided with one lookup before the checks that look
// around the word (most words of any text are such words).
func (d *Dictionary) plainKnown(w word) bool {
	if strings.ContainsAny(w.text, "-'\u2019") {
		return false
	}
	e := d.entry(w.lower)
	return e != nil && !e.rare && (e.lowerListed || startsUpper(w.text))
}

// maxUnitLetters is the longest abbreviation taken for a unit after a number.
const maxUnitLetters = 4

// unitAfterNumber reports whether word i, right after a number, is the
// plural of a short abbreviation the dictionary knows ("30 yds", "3 mins",
// "2 pts"): a unit. A slip of a word ("5 fet") is still checked.
func unitAfterNumber(d *document, i int) bool {
	w := d.words[i]
	if i == 0 || !hasDigit(d.words[i-1].text) || !d.joined(i-1) || len(w.text) > maxUnitLetters {
		return false
	}
	stem, ok := strings.CutSuffix(w.text, "s")
	return ok && stem != "" && d.dict.isLowerWord(stem)
}

// wordContext is what checkWord needs to know of the word's place.
type wordContext struct {
	sentenceStart bool
	uses          *wordCounts
	// index is the word's place in the document: the words on either side
	// rank its corrections.
	index int
}

// wordCounts counts the lower-case words of a document (possessive endings
// dropped, hyphenated words also by part). The counts are made when first
// asked for: only a word in no dictionary asks, and most texts have none
// or few.
type wordCounts struct {
	words  []word
	counts map[string]int
}

func wordUses(words []word) *wordCounts { return &wordCounts{words: words} }

// table returns the counts, made on the first call.
func (c *wordCounts) table() map[string]int {
	if c.counts == nil {
		c.counts = countWords(c.words)
	}
	return c.counts
}

func countWords(words []word) map[string]int {
	counts := map[string]int{}
	for _, w := range words {
		lower := stripPossessive(w.lower)
		counts[lower]++
		if strings.Contains(lower, "-") {
			for _, part := range strings.Split(lower, "-") {
				if part != "" {
					counts[part]++
				}
			}
		}
	}
	return counts
}

// of counts the uses of a word and of its plural or singular: "the
// vorthak" and "two vorthaks" are one coined word used twice.
func (c *wordCounts) of(lower string) int {
	counts := c.table()
	n := counts[lower] + counts[lower+"s"] + counts[lower+"es"]
	if stem, ok := strings.CutSuffix(lower, "s"); ok && stem != "" {
		n += counts[stem]
		if stem2, ok := strings.CutSuffix(stem, "e"); ok && stem2 != "" {
			n += counts[stem2]
		}
	}
	return max(n, 1)
}

// joinNames lists the new names written together ("Kaelith Vorne": new
// capitalised words joined by a space, a possessive only at the end) as one
// name, as the user would add it to their dictionary, in place of its words.
// Its count is how often the whole name is written.
func joinNames(d *document, newAt []bool, found map[string]*newWord) {
	isName := func(i int) bool { return newAt[i] && startsUpper(d.words[i].text) }
	joined := map[string]*newWord{}
	var parts []string
	for i := 0; i < len(d.words); i++ {
		j := i
		for isName(j) && j+1 < len(d.words) && isName(j+1) && d.joined(j) && stripPossessive(d.words[j].text) == d.words[j].text {
			j++
		}
		if j == i {
			continue
		}
		start, end := d.words[i].start, d.words[j].start+len(stripPossessive(d.words[j].text))
		text := d.text[start:end]
		key := lowerWord(text)
		if nw := joined[key]; nw != nil {
			nw.uses++
		} else {
			joined[key] = &newWord{text: text, uses: 1, first: start}
		}
		for k := i; k <= j; k++ {
			parts = append(parts, lowerWord(stripPossessive(d.words[k].text)))
		}
		i = j
	}
	for _, p := range parts {
		delete(found, p)
	}
	for key, nw := range joined {
		found[key] = nw
	}
}

// derivedForm reports whether lower is a regular -ed, -ing or -er form of
// a common word of three letters or more, spelled by the rules: no e kept
// before the ending ("hoped", not "hopeed"), and no short
// consonant-vowel-consonant word left undoubled ("stopped", not "stoped").
func derivedForm(dict *Dictionary, lower string) bool {
	for _, suffix := range []string{"ed", "ing", "er", "ers"} {
		stem, ok := strings.CutSuffix(lower, suffix)
		if !ok || len(stem) < 3 || stem[len(stem)-1] == 'e' || shortCVC(stem) {
			continue
		}
		if e := dict.entry(stem); e != nil && e.lowerListed && !e.rare && e.freq >= derivedStemFreq {
			return true
		}
	}
	return false
}

// derivedStemFreq: the stem must be a word in everyday use.
const derivedStemFreq = 1

// shortCVC reports whether a word of three or four letters ends in a
// consonant, a vowel and a consonant (not w, x or y): such words double
// their last letter before an ending.
func shortCVC(w string) bool {
	n := len(w)
	if n > 4 {
		return false
	}
	a, b, c := w[n-3], w[n-2], w[n-1]
	return !isVowel(a) && isVowel(b) && !isVowel(c) && strings.IndexByte("wxy", c) < 0
}

// family is the word the document uses in the singular when lower is its
// plural ("vorthaks" and "vorthak"), else lower itself.
func (c *wordCounts) family(lower string) string {
	counts := c.table()
	for _, suffix := range []string{"es", "s"} {
		if stem, ok := strings.CutSuffix(lower, suffix); ok && stem != "" && counts[stem] > 0 {
			return stem
		}
	}
	return lower
}

// inPersonal reports whether the user's dictionary holds a word or, for a
// plural, its singular ("Glimmerkin" covers "glimmerkins").
func inPersonal(personal map[string]bool, lower string) bool {
	if personal[lower] {
		return true
	}
	for _, suffix := range []string{"s", "es"} {
		if stem, ok := strings.CutSuffix(lower, suffix); ok && stem != "" && personal[stem] {
			return true
		}
	}
	return false
}

// newWords lists the new words in the order of their first use.
func newWords(found map[string]*newWord) []NewWord {
	list := make([]*newWord, 0, len(found))
	for _, nw := range found {
		list = append(list, nw)
	}
	slices.SortFunc(list, func(a, b *newWord) int { return a.first - b.first })
	out := make([]NewWord, 0, len(list))
	for _, nw := range list {
		out = append(out, NewWord{Word: nw.text, Count: nw.uses})
	}
	return out
}

// checkWord decides whether one word (no hyphens) is misspelled, or new.
func (c *Checker) checkWord(d *document, text string, start int, personal map[string]bool, ctx wordContext) (finding, verdict) {
	if utf8.RuneCountInString(text) < 2 {
		return finding{}, wordFine
	}
	// The span ends where the written base word ends; lookups use straight
	// apostrophes.
	baseLen := len(stripPossessive(text))
	norm := strings.ReplaceAll(text, "\u2019", "'")
	base := strings.ReplaceAll(text[:baseLen], "\u2019", "'")
	if base == "" || inPersonal(personal, strings.ToLower(base)) {
		return finding{}, wordFine
	}
	lower := strings.ToLower(base)
	first, _ := utf8.DecodeRuneInString(base)
	capitalised := unicode.IsUpper(first)
	if d.dict.Known(norm) || d.dict.Known(base) {
		if !d.dict.IsRare(base) {
			return finding{}, wordFine
		}
		// The larger word list holds British spellings ("harbour",
		// "behaviour"); the check is en-US, so they are reported below.
		if _, british := americanSpelling(d.dict, lower); !british || capitalised || !rareBritish(lower) {
			near := c.cache.near(d.dict, lower)
			if capitalised && !nameLooksMistyped(lower, near) || !capitalised && !looksMistyped(near) {
				return finding{}, wordFine
			}
		}
	}
	if c.glossary != nil {
		if _, ok := c.glossary.Lookup(base); ok {
			return finding{}, wordFine // a part of a compound: "owlbear-like"
		}
	}
	// Contractions of names and rarer words: "Strahd'll", "they'd've".
	if head := stripContractions(base); head != base {
		if head == "" || d.dict.Known(head) || personal[strings.ToLower(head)] {
			return finding{}, wordFine
		}
	}
	if strings.HasPrefix(base, "'") || strings.HasSuffix(base, "'") { // 'tis, o' (archaic forms)
		return finding{}, wordFine
	}
	// Dialect with a dropped letter: "goin'", "nothin'", "ol'".
	if next, _ := utf8.DecodeRuneInString(d.text[start+len(text):]); isApostrophe(next) {
		if l := strings.ToLower(base); l == "ol" || strings.HasSuffix(l, "in") && d.dict.Known(l+"g") {
			return finding{}, wordFine
		}
	}
	if english.IsAcronym(base, nil) {
		return finding{}, wordFine // NPC, DMG, PHB
	}
	if !isASCII(base) {
		// A foreign or invented name with diacritics: Dûn-Maeth, Aé.
		if folded := foldAccents(base); d.dict.Known(folded) {
			return finding{}, wordFine
		}
		return finding{}, wordNew
	}
	if hasInnerCapital(base) {
		return finding{}, wordFine // McGuffin, DnD
	}
	// British spellings: the check is en-US, so "armour" and "grey" get the
	// American word, not the surname "Armour" or "Grey" the dictionary holds.
	if us, ok := americanSpelling(d.dict, lower); ok {
		if capitalised {
			us = english.Capitalise(us)
		}
		return spellingFinding(start, start+baseLen,
			fmt.Sprintf("%q is the British spelling; American English writes %q.", base, us), 0.9, []string{us}), wordSlip
	}

	// A closed compound of two words ("trapmaker", "stormcaller"), unless a
	// common word is one edit away ("wellcome" is a typo, not well+come).
	if isCompound(d.dict, lower) && !looksMistyped(c.cache.near(d.dict, lower)) && !c.closeSlip(d.dict, lower) {
		if coinedCompound(d.dict, lower) {
			return finding{}, wordNew
		}
		// Two words that often stand side by side ("into the") are a
		// missing space; a closed compound's parts seldom do ("sun light",
		// "over think").
		if i, joined := runTogether(d.dict, lower); !joined || !loadUsage().phrase(lower[:i], lower[i:]) {
			return finding{}, wordFine
		}
	}
	// The plural of a known name: "the Harpers", "two Bobs".
	if capitalised && strings.HasSuffix(base, "s") && d.dict.Known(base[:len(base)-1]) {
		return finding{}, wordFine
	}
	if capitalised && !d.dict.IsRare(base) && !nameLooksMistyped(lower, c.cache.near(d.dict, lower)) &&
		!(ctx.sentenceStart && ctx.uses.of(lower) == 1 && soundsLikeCommonWord(c.cache.near(d.dict, lower))) {
		return finding{}, wordNew // most likely a name
	}
	cands := c.cache.suggest(d.dict, lower)
	// A proper noun written in lower case ("paris", "handel"): the name is
	// one correction among the others.
	var name *wordEntry
	if e := d.dict.lookup(lower); e != nil && !e.lowerListed && !capitalised {
		name = e
		cands = withName(d.dict, cands, e)
	}
	if !capitalised {
		best, ok := bestSlip(cands)
		if derivedForm(d.dict, lower) {
			// A regular form of a word the lists lack ("hafted" weapons,
			// from haft): an English word, unless it is a close slip of a
			// common one, judged as a word the document repeats.
			if name == nil && (!ok || best > slipThreshold(len(lower), 2)) {
				return finding{}, wordFine
			}
		} else if _, joined := runTogether(d.dict, lower); name == nil && !joined && (!ok || best > slipThreshold(len(lower), ctx.uses.of(lower))) {
			return finding{}, wordNew
		}
	}
	if len(cands) == 0 {
		return finding{}, wordNew
	}
	// A slip: rank the wider field of corrections.
	cands = c.cache.ranking(d.dict, lower)
	if name != nil {
		cands = withName(d.dict, cands, name)
	}
	// Two words run together ("theyuse", "sameway", "onthem"): the missing
	// space is one correction among the others, ranked with them, so a
	// cheap slip of one common word ("comand": command) still comes first.
	if i, ok := runTogether(d.dict, lower); ok && !capitalised {
		cands = append(cands, spaceCandidate(d.dict, lower, i))
	}
	cands = rankInContext(lower, cands, d.context(ctx.index))
	suggestions := make([]string, 0, min(len(cands), maxSuggestions))
	for _, cand := range cands[:min(len(cands), maxSuggestions)] {
		s := cand.word
		if capitalised {
			s = english.Capitalise(s)
		}
		suggestions = append(suggestions, s)
	}
	if name != nil && cands[0].word == d.dict.display(name) {
		return spellingFinding(start, start+baseLen,
			fmt.Sprintf("%q is a name and starts with a capital letter.", d.dict.display(name)), 0.85, suggestions), wordSlip
	}
	confidence := 0.8
	if cands[0].cost <= costNearLetter {
		confidence = 0.9
	}
	msg := fmt.Sprintf("Possible spelling mistake: did you mean %q?", suggestions[0])
	return spellingFinding(start, start+baseLen, msg, confidence, suggestions), wordSlip
}

// costMissingSpace prices two words run together: a slip of the thumb, as
// cheap as a neighbouring key.
const costMissingSpace = costNearLetter

// spaceCandidate is lower with a space at i, priced as a missing space and
// as common as its rarer word.
func spaceCandidate(dict *Dictionary, lower string, i int) candidate {
	freq := min(dict.entry(lower[:i]).freq, dict.entry(lower[i:]).freq)
	return candidate{word: lower[:i] + " " + lower[i:], cost: costMissingSpace, edit: costMissingSpace, slipCost: costMissingSpace, freq: int(freq)}
}

// rankInContext orders the corrections of lower as a noisy channel
// would: by how likely the slip is from each (rankingErrors, cut by
// rankingSoundFactor when the two sound alike, costPerBit) and how likely
// the word is where it stands (contextModel.fitOf, log2, which counts in
// how common the word is). A name that needs more than its capital is
// ranked as a distant slip. Two words (a missing space) are weighed as the
// sentence with both.
func rankInContext(lower string, cands []candidate, ctx sentenceContext) []candidate {
	model := newContextModel()
	type ranked struct {
		c candidate
		s float64
	}
	list := make([]ranked, len(cands))
	for i, c := range cands {
		cost := float64(c.cost) // a missing space, a capital
		if !strings.Contains(c.word, " ") && (!c.name || c.edit > 0) {
			cost = float64(rankingErrors.cost(lower, strings.ToLower(c.word)))
			if c.sound {
				cost *= rankingSoundFactor
			}
		}
		if c.name && c.edit > 0 {
			cost += nameEditCost
		}
		list[i] = ranked{c, cost/costPerBit - model.fitOf(c.word, ctx)}
	}
	slices.SortStableFunc(list, func(a, b ranked) int {
		switch {
		case a.s < b.s:
			return -1
		case a.s > b.s:
			return 1
		}
		return 0
	})
	out := make([]candidate, len(list))
	for i, r := range list {
		out[i] = r.c
	}
	return out
}

// costPerBit is how much slip cost (in tenths of an edit) halves a word's
// likelihood of being the one meant: a plain edit makes a word a thousand
// times less likely, a swapped pair about 60 times; rankingSoundFactor is
// what is left of a slip's cost when the misspelling sounds like the word.
// Both were set together with rankingErrors on half 0 of the dev
// misspellings (costPerBit 0.75 to 2, the factor 0.5 to 1) and checked on
// half 1 and on the Wikipedia set (TestRealWorldMisspellings,
// TestWikipediaMisspellings).
const (
	costPerBit         = 1.0
	rankingSoundFactor = 0.8
)

// rankingCandidateLimit is how many corrections rankInContext weighs.
const rankingCandidateLimit = 40

// nameEditCost is added to the cost of a name a lower-case word needs
// more than its capital for: slipScoreRepeated, as bestSlip raises a
// name's score, in tenths of an edit.
const nameEditCost = slipScoreRepeated / 2

// neighbour returns the word before (step -1) or after (+1) word i in its
// sentence as the usage model counts words, "<s>" or "</s>" at the ends,
// or "" when that word is unknown (a name, a misspelling) and says nothing.
func (d *document) neighbour(i, step int) string {
	j := i + step
	sentence := d.doc.Tokens[d.words[i].tok].Sentence
	if j < 0 || j >= len(d.words) || d.doc.Tokens[d.words[j].tok].Sentence != sentence {
		if step < 0 {
			return "<s>"
		}
		return "</s>"
	}
	w := stripPossessive(d.words[j].lower)
	if hasDigit(w) {
		return "<num>"
	}
	if !d.dict.Known(w) {
		return ""
	}
	return w
}

// maxSuggestions is how many corrections an issue offers.
const maxSuggestions = 5

// withName adds a name written in lower case to its candidates, priced as
// a missed capital (an acronym as a plain edit), and re-ranks them.
func withName(dict *Dictionary, cands []candidate, e *wordEntry) []candidate {
	display := dict.display(e)
	cost := nameSlipCost
	if strings.ToUpper(display) == display {
		cost = acronymSlipCost
	}
	out := slices.DeleteFunc(slices.Clone(cands), func(k candidate) bool { return k.word == display })
	// edit 0: the letters are right (only names that need an edit are
	// ranked down in lower-case text, rankInContext).
	out = append(out, candidate{word: display, cost: cost, slipCost: cost, freq: int(e.freq), name: true})
	sortCandidates(out)
	return out
}

// soundsLikeCommonWord reports whether a capitalised word opening a
// sentence sounds like a common word a cheap slip away ("Thay are", "Wer
// you"): a slip, not a name.
func soundsLikeCommonWord(near []candidate) bool {
	for _, c := range near {
		if !c.name && c.sound && c.freq >= slipFreqSentenceStart && slipScore(c) <= slipScoreSentenceStart {
			return true
		}
	}
	return false
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
	"manoeuvre": "maneuver", "manoeuvres": "maneuvers", "whilst": "while",
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

// closeSlip reports whether a known word is so cheap a slip of lower
// (a vowel for a vowel, a dropped letter, an ordinary word) that lower is
// that word misspelled even though it splits into two words:
// "accessable", "likelyhood", "breakthough", not "stormcaller".
func (c *Checker) closeSlip(dict *Dictionary, lower string) bool {
	best, ok := bestSlip(c.cache.suggest(dict, lower))
	return ok && best <= compoundSlipScore
}

// compoundSlipScore is the slipScore under which a compound-looking word is
// a slip: a tenth of an edit more than its correction's frequency forgives.
const compoundSlipScore = 6
