package grammar

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

var ruleNameConsistency = ruleInfo{"name-consistency",
	"A name spelled differently from its usual spelling in this document", "consistency"}

// Thresholds of the name-consistency rule. A writer who types a name six
// times one way and once another way almost always slipped once; two names
// that are both used several times are two characters.
const (
	// consistencyMinLetters: a name of two letters may be slipped on too
	// ("Mira Vel" beside "Mira Vell" four times).
	consistencyMinLetters = 2
	// consistencyShortLetters: a variant shorter than this that is itself a
	// known name ("Tom" beside "Tam") is another person: short names sit
	// one letter from many others.
	consistencyShortLetters = 4
	// consistencyLongLetters: from this length a name may be two edits off.
	consistencyLongLetters = 8
	// consistencyMinUses is how often the usual spelling must occur.
	consistencyMinUses = 3
	// consistencyMaxVariantUses: a spelling used more often is deliberate.
	consistencyMaxVariantUses = 2
	// consistencyMinRatio: the usual spelling is at least this many times
	// as frequent as the variant.
	consistencyMinRatio = 3
)

// nameForm counts one spelling of a capitalised word.
type nameForm struct {
	text  string
	uses  int
	first int // index of the first occurrence in document.words
	// known: some occurrence is a glossary term or in the user's dictionary.
	known bool
}

// checkNameConsistency flags a rare spelling of a proper name that is one or
// two letters from a spelling the document uses far more often ("Kael
// Dunmor" once beside "Kael Dunmore" six times). The suggestion is the usual
// spelling. It runs before the speller, so the variant is reported as an
// inconsistency rather than a misspelling.
func (c *Checker) checkNameConsistency(d *document) []finding {
	forms := map[string]*nameForm{}
	for i, w := range d.words {
		base, ok := d.nameAt(i)
		if !ok {
			continue
		}
		f := forms[base]
		if f == nil {
			f = &nameForm{text: base, first: i}
			forms[base] = f
		}
		f.uses++
		f.known = f.known || w.known
	}
	var usual, rare []*nameForm
	for _, f := range forms {
		switch {
		case f.uses >= consistencyMinUses:
			usual = append(usual, f)
		case f.uses <= consistencyMaxVariantUses && !f.known:
			rare = append(rare, f)
		}
	}
	if len(usual) == 0 || len(rare) == 0 {
		return nil
	}
	// Stable order: map iteration is random, findings must not be.
	slices.SortFunc(usual, func(a, b *nameForm) int { return a.first - b.first })
	slices.SortFunc(rare, func(a, b *nameForm) int { return a.first - b.first })

	var out []finding
	for _, v := range rare {
		u := c.usualSpelling(d, v, usual)
		if u == nil {
			continue
		}
		for i, w := range d.words {
			if base, ok := d.nameAt(i); ok && base == v.text {
				out = append(out, d.consistencyFinding(i, w, u))
			}
		}
	}
	return out
}

// nameAt returns word i without a possessive ending when it reads as a
// proper name: capitalised letters (not an all-capitals acronym or heading),
// perhaps joined by hyphens or apostrophes ("Zerthimon-Ag", "Ka'lin"), and
// either inside a sentence or not an ordinary word (a sentence-opening
// "When" or "Well-known" is not a name, a sentence-opening "Kael" or
// "Seraphine" is).
func (d *document) nameAt(i int) (string, bool) {
	w := d.words[i]
	if !startsUpper(w.text) {
		return "", false
	}
	base := stripPossessive(w.text)
	n, lower := 0, false
	prevJoiner := true // no joiner first, last or doubled
	for _, r := range base {
		switch {
		case unicode.IsLetter(r):
			lower = lower || unicode.IsLower(r)
			n++
			prevJoiner = false
		case isNameJoiner(r) && !prevJoiner:
			prevJoiner = true
		default:
			return "", false // digits, or joiners that do not join letters
		}
	}
	if prevJoiner || n < consistencyMinLetters || !lower { // all capitals: an acronym or a heading
		return "", false
	}
	if w.sentenceStart && d.dict.ordinaryWords(stripPossessive(w.lower)) {
		return "", false
	}
	return base, true
}

func isNameJoiner(r rune) bool { return r == '-' || isApostrophe(r) }

// ordinaryWords reports whether a lower-case word, or every part of a
// hyphenated one ("well-known"), is an ordinary word.
func (d *Dictionary) ordinaryWords(lower string) bool {
	if d.isLowerWord(lower) {
		return true
	}
	if !strings.Contains(lower, "-") {
		return false
	}
	for _, part := range strings.Split(lower, "-") {
		if !d.isLowerWord(part) {
			return false
		}
	}
	return true
}

// isWord reports whether s is an ordinary lower-case word of the main list
// ("When", "Lord"), as opposed to a proper noun it lists (Seraphine).
func (d *Dictionary) isWord(s string) bool { return d.isLowerWord(strings.ToLower(s)) }

// isLowerWord is isWord for a word already in lower case (no allocation).
func (d *Dictionary) isLowerWord(lower string) bool {
	e := d.entry(lower)
	return e != nil && e.lowerListed && !e.rare
}

// usualSpelling returns the frequent spelling v is a slip of, or nil.
func (c *Checker) usualSpelling(d *document, v *nameForm, usual []*nameForm) *nameForm {
	// "Lord" beside "Lorn" is a title, not a slip: an ordinary English word
	// is never taken for a misspelt name.
	if d.dict.isWord(v.text) {
		return nil
	}
	if utf8.RuneCountInString(v.text) < consistencyShortLetters && d.dict.Known(v.text) {
		return nil
	}
	vLower := strings.ToLower(v.text)
	var best *nameForm
	ambiguous := false
	for _, u := range usual {
		if u.uses < consistencyMinRatio*v.uses {
			continue
		}
		uLower := strings.ToLower(u.text)
		if !nearName(uLower, vLower) || d.pluralPair(u, v) {
			continue
		}
		// Two real words or official terms ("Mage", "Magi") are both meant.
		if c.knownTerm(d, u.text) && c.knownTerm(d, v.text) {
			continue
		}
		switch {
		case best == nil || u.uses > best.uses:
			best, ambiguous = u, false
		case u.uses == best.uses:
			ambiguous = true
		}
	}
	if ambiguous {
		return nil // "Kaela" between "Kaelan" and "Kael": no usual spelling
	}
	return best
}

func (c *Checker) knownTerm(d *document, s string) bool {
	if d.dict.Known(s) {
		return true
	}
	if c.glossary == nil {
		return false
	}
	_, ok := c.glossary.Lookup(s)
	return ok
}

// nearName reports whether two lower-case names are one edit apart (two
// from eight letters), with the same first letter: a writer rarely slips on
// a name's first letter, while different names often differ only there
// (Elara and Clara). Names of joined parts ("zerthimon-ag") must have the
// same parts but one, and that one near its counterpart: "Zerthimon-Ak" is
// a slip of "Zerthimon-Ag", "Zerthimon-Ath" another circle's name.
func nearName(u, v string) bool {
	uParts, vParts := nameParts(u), nameParts(v)
	if len(uParts) != len(vParts) {
		return false
	}
	if len(uParts) == 1 {
		return nearPart(u, v)
	}
	differ := -1
	for k := range uParts {
		if uParts[k] == vParts[k] {
			continue
		}
		if differ >= 0 {
			return false
		}
		differ = k
	}
	// The joiners must match too: "ka'lin" is not "ka-lin".
	return differ >= 0 && nearPart(uParts[differ], vParts[differ]) && joinersOf(u) == joinersOf(v)
}

func nearPart(u, v string) bool {
	ur, vr := []rune(u), []rune(v)
	if len(ur) == 0 || len(vr) == 0 || ur[0] != vr[0] {
		return false
	}
	limit := 1
	if len(ur) >= consistencyLongLetters {
		limit = 2
	}
	return nameDistance(ur, vr, limit) <= limit
}

// nameParts splits a name at its hyphens and apostrophes.
func nameParts(s string) []string { return strings.FieldsFunc(s, isNameJoiner) }

// joinersOf is the sequence of a name's joiners, apostrophes made straight.
func joinersOf(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '-':
			b.WriteByte('-')
		case isApostrophe(r):
			b.WriteByte('\'')
		}
	}
	return b.String()
}

// pluralPair reports whether one of two spellings is the other with a
// plural ending and is used as a plural ("the Harpers" beside "a Harper"):
// that is one name, not a slip. A name that merely ends in s ("Ghaelrios"
// waits, rides, pays) and a use without it ("Ghaelrio") is a slip.
func (d *document) pluralPair(u, v *nameForm) bool {
	uLower, vLower := strings.ToLower(u.text), strings.ToLower(v.text)
	switch {
	case vLower == uLower+"s" || vLower == uLower+"es":
		return d.usedAsPlural(v.text)
	case uLower == vLower+"s" || uLower == vLower+"es":
		return d.usedAsPlural(u.text)
	}
	return false
}

// usedAsPlural reports whether at least half the uses of a name form read
// as a plural: after "the", a number or a word such as "many", or before a
// plural verb ("are", "were").
func (d *document) usedAsPlural(form string) bool {
	uses, plural := 0, 0
	for i := range d.words {
		if base, ok := d.nameAt(i); !ok || base != form {
			continue
		}
		uses++
		before := i > 0 && d.joined(i-1) && pluralBefore[d.words[i-1].lower]
		after := d.words[i].text == form && d.joined(i) && pluralAfter[d.lowerAt(i+1)]
		if before || after {
			plural++
		}
	}
	return uses > 0 && 2*plural >= uses
}

var (
	pluralBefore = set("the", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "many", "some",
		"all", "both", "several", "those", "these", "other", "few", "most", "various", "countless", "fellow", "more")
	pluralAfter = set("are", "were", "have", "do", "themselves", "gather", "meet", "arrive", "march", "ride", "say")
)

// nameDistance is the optimal-string-alignment distance (insertions,
// deletions, substitutions and swaps of neighbours all cost one), or
// limit+1 once it must exceed limit.
func nameDistance(a, b []rune, limit int) int {
	if abs(len(a)-len(b)) > limit {
		return limit + 1
	}
	prev2 := make([]int, len(b)+1)
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		rowMin := i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			best := min(prev[j-1]+cost, prev[j]+1, cur[j-1]+1)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				best = min(best, prev2[j-2]+1)
			}
			cur[j] = best
			rowMin = min(rowMin, best)
		}
		if rowMin > limit {
			return limit + 1
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(b)]
}

// consistencyFinding flags the variant at word i. When the name has more
// words ("Kael Dunmor") and the corrected whole name appears in the text, the
// whole name is flagged and suggested; otherwise the one word is.
func (d *document) consistencyFinding(i int, w word, u *nameForm) finding {
	start, end := w.start, w.start+len(stripPossessive(w.text))
	fixed := u.text
	uses := u.uses
	possessive := end < w.end
	for _, span := range d.nameSpans(i, possessive) {
		candidate := d.text[span[0]:start] + u.text + d.text[end:span[1]]
		if n := strings.Count(d.text, candidate); n > 0 {
			start, end, fixed, uses = span[0], span[1], candidate, n
			break
		}
	}
	confidence := 0.85
	if uses >= 2*consistencyMinRatio {
		confidence = 0.9
	}
	times := "times"
	if uses == 1 {
		times = "time"
	}
	return finding{
		kind: Style, start: start, end: end, rule: ruleNameConsistency, confidence: confidence,
		message:     fmt.Sprintf("Elsewhere this is spelled \"%s\" (%d %s).", fixed, uses, times),
		suggestions: []string{fixed},
	}
}

// nameSpans lists the byte spans of the multi-word name around word i, the
// longest first: the name words joined to it by a single space on both
// sides, then on the left only, then on the right only.
func (d *document) nameSpans(i int, possessive bool) [][2]int {
	w := d.words[i]
	end := w.start + len(stripPossessive(w.text))
	left := i
	for left > 0 && d.joined(left-1) && d.isNameWord(left-1) && stripPossessive(d.words[left-1].text) == d.words[left-1].text {
		left--
	}
	right := i
	for !possessive && d.joined(right) && d.isNameWord(right+1) {
		right++
		if stripPossessive(d.words[right].text) != d.words[right].text {
			break // "Kael Dunmor's": the name ends at the possessive
		}
	}
	rightEnd := func() int {
		rw := d.words[right]
		return rw.start + len(stripPossessive(rw.text))
	}
	var spans [][2]int
	if left < i && right > i {
		spans = append(spans, [2]int{d.words[left].start, rightEnd()})
	}
	if left < i {
		spans = append(spans, [2]int{d.words[left].start, end})
	}
	if right > i {
		spans = append(spans, [2]int{w.start, rightEnd()})
	}
	return spans
}

// isNameWord reports whether word i can be part of a multi-word name: a
// capitalised word that is not an ordinary word opening a sentence, or a
// particle such as "von".
func (d *document) isNameWord(i int) bool {
	w := d.words[i]
	if nameParticles[w.lower] {
		return true
	}
	r, _ := utf8.DecodeRuneInString(w.text)
	if !unicode.IsUpper(r) {
		return false
	}
	return !w.sentenceStart || !d.dict.isLowerWord(stripPossessive(w.lower))
}
