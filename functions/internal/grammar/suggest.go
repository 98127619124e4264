package grammar

import (
	"math"
	"math/bits"
	"slices"
	"strings"
)

// candidate is a word a misspelling may stand for.
type candidate struct {
	word string
	// cost is the price of the slip in tenths of an edit: cheap for the
	// slips people make (a swapped pair, a doubled letter, a key next to
	// the right one, a vowel for a vowel, a silent e), lower still when the
	// misspelling sounds like the word.
	cost int
	// edit is the cost of the letters alone (before the sound discount),
	// and slipCost the cost with it: what decides whether a word is a
	// slip at all. Neither counts soundSpellings (see scored).
	edit, slipCost int
	freq           int
	// sound: the misspelling sounds like the word (a Double Metaphone key
	// in common).
	sound bool
	// name: the word exists only capitalised (a name, an acronym).
	name bool
}

// maxWordLen is the longest word the speller looks for suggestions for;
// longer runs of letters are not words.
const maxWordLen = 40

// maxSuggestCost is two plain edits.
const maxSuggestCost = 20

// maxSoundCost bounds how far a word that sounds like the misspelling may be
// spelled from it: "imidatly" for "immediately" is three edits and more.
const maxSoundCost = 36

// Suggest returns up to limit corrections for an unknown word, best first
// (rankScore): the cheapest slip, then the more common word.
func (d *Dictionary) Suggest(word string, limit int) []candidate {
	found := d.candidates(strings.ToLower(word))
	if len(found) > limit {
		found = found[:limit]
	}
	return found
}

// candidates returns every word a lower-case misspelling may stand for,
// ranked: those one edit away (found by generating every edit), those that
// sound the same (the Double Metaphone index), and those two edits away
// (by scanning words of similar length).
func (d *Dictionary) candidates(lower string) []candidate {
	if len(lower) < 2 || len(lower) > maxWordLen || !isASCII(lower) {
		return nil
	}
	s := d.newSlip(lower)
	found := d.oneEditAway(s)
	found = d.soundAlikes(s, found)
	if len(lower) > 4 {
		found = d.twoEditsAway(s, found)
	}
	sortCandidates(found)
	return found
}

// rankingCandidates returns the candidates of a word already judged a
// slip, ranked by rankScore, at most limit: those of candidates and, for
// a word of three or four letters, those two edits away as well, which a
// short coined name must not be measured against ("mide" for mind).
func (d *Dictionary) rankingCandidates(lower string, limit int) []candidate {
	if len(lower) < 2 || len(lower) > maxWordLen || !isASCII(lower) {
		return nil
	}
	s := d.newSlip(lower)
	found := d.soundAlikes(s, d.oneEditAway(s))
	if len(lower) > 2 {
		found = d.twoEditsAway(s, found)
	}
	sortCandidates(found)
	if len(found) > limit {
		found = found[:limit]
	}
	return found
}

// nearCandidates returns the ranked words one edit away and those that
// sound the same: enough to decide whether a capitalised or rare word is a
// typo, and much cheaper than candidates.
func (d *Dictionary) nearCandidates(lower string) []candidate {
	if len(lower) < 2 || len(lower) > maxWordLen || !isASCII(lower) {
		return nil
	}
	s := d.newSlip(lower)
	found := d.soundAlikes(s, d.oneEditAway(s))
	sortCandidates(found)
	return found
}

// slip is a misspelling being looked up: the word and its sound.
type slip struct {
	lower  string
	sounds [2]string
	// soundIDs are the sounds' numbers in Dictionary.sounds, noSound for
	// a sound no candidate has.
	soundIDs [2]uint32
	// spellings are the soundSpellings in lower; swapMulti, those a swap
	// into a word may produce when the word holds a longer spelling (ph
	// for f), swapAny, when it holds any (f for ph).
	spellings, swapMulti, swapAny uint64
}

func (d *Dictionary) newSlip(lower string) slip {
	s := slip{lower: lower}
	s.sounds[0], s.sounds[1] = doubleMetaphone(lower)
	for k, key := range s.sounds {
		s.soundIDs[k] = noSound
		if id, ok := d.sounds.find(key); ok {
			s.soundIDs[k] = id
		}
	}
	s.spellings = spellingsIn(lower)
	for m := s.spellings; m != 0; m &= m - 1 {
		k := bits.TrailingZeros64(m)
		if len(spellingIndex.text[k]) > 1 {
			s.swapAny |= spellingIndex.partners[k]
		} else {
			s.swapMulti |= spellingIndex.partners[k] & spellingIndex.multi
		}
	}
	return s
}

// maySwap reports whether a spelling swap can turn the slip into e's word:
// a spelling of one has a partner in the other, one of the two longer
// than a letter.
func (s slip) maySwap(e *wordEntry) bool {
	return s.swapAny&e.spellings != 0 || s.swapMulti&e.spellings != 0
}

// noSound numbers a slip's sound that no candidate has.
const noSound = ^uint32(0)

func (s slip) soundsLike(e *wordEntry) bool {
	return s.soundIDs[0] == e.sounds[0] || s.soundIDs[0] == e.sounds[1] ||
		s.soundIDs[1] == e.sounds[0] || s.soundIDs[1] == e.sounds[1]
}

func sortCandidates(found []candidate) {
	slices.SortFunc(found, func(a, b candidate) int {
		if sa, sb := rankScore(a), rankScore(b); sa != sb {
			return sa - sb
		}
		return strings.Compare(a.word, b.word)
	})
}

// suggestable reports whether an entry may be offered as a correction: not
// a single letter other than "a" and "I" (the lists hold every letter).
func (d *Dictionary) suggestable(e *wordEntry) bool {
	if e == nil || e.noSuggest || e.rare {
		return false
	}
	lower := d.lower(e)
	return !strings.ContainsAny(lower, "' ") && (len(lower) > 1 || lower == "a" || lower == "i")
}

// oneEditAway generates every deletion, transposition, substitution and
// insertion of the slip and keeps the suggestable words.
func (d *Dictionary) oneEditAway(s slip) []candidate {
	lower := s.lower
	var found []candidate
	seen := map[string]bool{}
	buf := make([]byte, 0, len(lower)+1)
	try := func(b []byte) {
		w := string(b)
		if seen[w] {
			return
		}
		seen[w] = true
		if e := d.entry(w); d.suggestable(e) {
			if c, ok := d.scored(s, e, maxSuggestCost); ok {
				found = append(found, c)
			}
		}
	}
	for i := 0; i <= len(lower); i++ {
		if i < len(lower) {
			try(append(append(buf[:0], lower[:i]...), lower[i+1:]...)) // delete
		}
		if i+1 < len(lower) {
			b := append(buf[:0], lower...)
			b[i], b[i+1] = b[i+1], b[i]
			try(b) // transpose
		}
		for c := byte('a'); c <= 'z'; c++ {
			if i < len(lower) && c != lower[i] {
				b := append(buf[:0], lower...)
				b[i] = c
				try(b) // substitute
			}
			b := append(append(append(buf[:0], lower[:i]...), c), lower[i:]...)
			try(b) // insert
		}
	}
	return found
}

// soundAlikes adds the words that sound like the slip and are spelled
// within maxSoundCost of it.
func (d *Dictionary) soundAlikes(s slip, found []candidate) []candidate {
	for k, key := range s.sounds {
		if key == "" || k == 1 && key == s.sounds[0] {
			continue
		}
		if s.soundIDs[k] == noSound {
			continue
		}
		for _, i := range d.soundBucket(s.soundIDs[k]) {
			e := &d.entries[i]
			if abs(int(e.lowerEnd-e.lowerOff)-len(s.lower)) > 4 || has(found, d.display(e)) {
				continue
			}
			if c, ok := d.scored(s, e, maxSoundCost); ok {
				found = append(found, c)
			}
		}
	}
	return found
}

// twoEditsAway adds the words of similar length within two edits.
func (d *Dictionary) twoEditsAway(s slip, found []candidate) []candidate {
	lower := s.lower
	mask := letterMask(lower)
	for n := max(1, len(lower)-2); n <= len(lower)+2 && n < len(d.byLen); n++ {
		for _, i := range d.byLen[n] {
			e := &d.entries[i]
			// Each edit changes at most two letters of the letter set.
			if bits.OnesCount32(mask^e.letters) > 4 {
				continue
			}
			if c, ok := d.scored(s, e, maxSuggestCost); ok && !has(found, c.word) {
				found = append(found, c)
			}
		}
	}
	return found
}

func has(found []candidate, word string) bool {
	for _, c := range found {
		if c.word == word {
			return true
		}
	}
	return false
}

// scored prices the slip from s to e's word, if it is within limit (or,
// for a word that sounds the same, maxSoundCost). A changed first letter
// costs extra because people rarely get it wrong; a misspelling that sounds
// like the word is the commonest kind, so its cost is cut by a third.
//
// Two prices come out. Whether a word is a slip at all (slipCost, edit) is
// judged on letters and sound alone, as coined names must not look like
// slips ("skulkin" is no slip of skulking); which word was meant (cost)
// also counts a whole spelling of a sound written for another ("fone",
// "juge", "lookin"), the likelier slip among words that sound alike.
func (d *Dictionary) scored(s slip, e *wordEntry, limit int) (candidate, bool) {
	sound := s.soundsLike(e)
	if sound {
		limit = max(limit, maxSoundCost)
	}
	lower := d.lower(e)
	first := 0
	if lower[0] != s.lower[0] {
		first = 3
	}
	plain := editCost(s.lower, lower, limit) + first
	cost := plain
	if s.maySwap(e) {
		cost = min(plain, spellingCost(s.lower, lower, limit)+first)
	}
	if cost > limit+first {
		return candidate{}, false
	}
	c := candidate{word: d.display(e), cost: cost, edit: plain, slipCost: plain, freq: int(e.freq), sound: sound, name: !e.lowerListed}
	if sound {
		c.slipCost = plain * soundNum / soundDen
		c.cost = cost * soundNum / soundDen
	}
	return c, true
}

var soundNum, soundDen = 2, 3

// rankScore trades edit cost against frequency: each doubling of a word's
// frequency is worth half a tenth of an edit.
func rankScore(c candidate) int { return c.cost*4 - c.freq*2 }

const (
	costEdit       = 10
	costDoubled    = 4 // a letter doubled or undoubled: untill, occured
	costSilentE    = 5 // an e added or left out at the end or before a final s: provid, hande, failes, taks
	costTranspose  = 6 // recieved
	costNearLetter = 7 // vowel for vowel (seperate), a neighbouring key, a letter for one of the same sound (choise)
)

// editCost is a weighted optimal-string-alignment distance between two
// lower-case words, a the misspelling and b the word, or a value above
// limit once it is certain to exceed it: the letters alone.
func editCost(a, b string, limit int) int {
	la, lb := len(a), len(b)
	if abs(la-lb)*costDoubled > limit {
		return limit + 1
	}
	var rows [3][maxWordLen + 4]int
	prev2, prev, cur := &rows[0], &rows[1], &rows[2]
	for j := 0; j <= lb; j++ {
		prev[j] = j * costEdit
		if j > 0 {
			prev[j] = prev[j-1] + insertCost(b, j-1)
		}
	}
	for i := 1; i <= la; i++ {
		cur[0] = prev[0] + insertCost(a, i-1)
		rowMin := cur[0]
		for j := 1; j <= lb; j++ {
			best := letterStep(a, b, i, j, prev2, prev, cur)
			cur[j] = best
			rowMin = min(rowMin, best)
		}
		if rowMin > limit {
			return limit + 1
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[lb]
}

// letterStep is the cheapest way to cell (i, j) by one letter: a
// substitution, a deletion, an insertion or a swap of two.
func letterStep(a, b string, i, j int, prev2, prev, cur *[maxWordLen + 4]int) int {
	ca, cb := a[i-1], b[j-1]
	best := prev[j-1]
	if ca != cb {
		best += substituteCost(ca, cb)
	}
	if v := prev[j] + insertCost(a, i-1); v < best { // delete a[i-1]
		best = v
	}
	if v := cur[j-1] + insertCost(b, j-1); v < best { // insert b[j-1]
		best = v
	}
	if i > 1 && j > 1 && ca == b[j-2] && a[i-2] == cb {
		if v := prev2[j-2] + costTranspose; v < best {
			best = v
		}
	}
	return best
}

// spellingCost is editCost where a whole spelling of a sound may also be
// written for another (soundSpellings), each such swap costSpelling.
func spellingCost(a, b string, limit int) int {
	la, lb := len(a), len(b)
	if abs(la-lb)*minCostPerLength > limit {
		return limit + 1
	}
	var endsA, endsB [maxWordLen + 1]uint64
	spellingEnds(a, endsA[:])
	spellingEnds(b, endsB[:])
	// Rows i-maxSpellingLen..i of the table, by i modulo rowRing.
	var rows [rowRing][maxWordLen + 4]int
	var rowMins [rowRing]int
	for j := 1; j <= lb; j++ {
		rows[0][j] = rows[0][j-1] + insertCost(b, j-1)
	}
	for i := 1; i <= la; i++ {
		cur, prev := &rows[i%rowRing], &rows[(i-1)%rowRing]
		cur[0] = prev[0] + insertCost(a, i-1)
		rowMin := cur[0]
		for j := 1; j <= lb; j++ {
			best := letterStep(a, b, i, j, &rows[(i+rowRing-2)%rowRing], prev, cur)
			if endsA[i] != 0 && endsB[j] != 0 {
				best = min(best, spellingSwap(&rows, i, j, endsA[i], endsB[j]))
			}
			cur[j] = best
			rowMin = min(rowMin, best)
		}
		rowMins[i%rowRing] = rowMin
		// A swap reaches back maxSpellingLen rows: stop once none of them
		// can lead to a cost within limit.
		if i >= maxSpellingLen && slices.Min(rowMins[:]) > limit {
			return limit + 1
		}
	}
	return rows[la%rowRing][lb]
}

// soundSpellings are groups of letter strings that spell the same sound in
// English words: writing one for another is one cheap slip (costSpelling),
// as in "fone" (ph), "nolij" (kn, dge), "lafter" (gh), "thru" (ough),
// "wisle" (wh), "nite" (ight), "lookin" (ing). A string ending in "$"
// matches only at the end of a word. Groups pair each string with every
// other of the group. Single letters that sound alike are sameSound; a
// vowel for a vowel is costNearLetter already.
var soundSpellings = [][]string{
	{"f", "ph", "gh"},
	{"k", "c", "ck", "ch", "q"},
	{"j", "g", "dg", "dj"},
	{"s", "c", "sc"},
	{"sh", "ti", "ci", "si", "ch"},
	{"w", "wh"},
	{"r", "wr", "rh"},
	{"n", "kn", "gn"},
	{"m", "mb", "mn"},
	{"x", "ks", "cks", "cs"},
	{"kw", "qu"},
	{"ch", "tch"},
	{"ou", "ow"},
	{"au", "aw"},
	{"oi", "oy"},
	{"ough", "ow"}, {"ough", "uff"}, {"ough", "u"}, {"ough", "o"}, {"ough", "oo"},
	{"ight", "ite"},
	{"ing$", "in$"},
}

const (
	// costSpelling prices one spelling of a sound written for another.
	costSpelling = 6
	// maxSpellingLen is the longest string in soundSpellings.
	maxSpellingLen = 4
	rowRing        = maxSpellingLen + 1
	// minCostPerLength is the least a word's length can change per unit
	// of cost: by a doubled letter, or "ough" for "o" (three letters for
	// one spelling swap).
	minCostPerLength = min(costDoubled, costSpelling/(maxSpellingLen-1))
)

// spellingTable is a list of sound-spelling groups flattened: each
// distinct string once, the strings it may stand for as a bit mask, and
// the strings by last letter.
type spellingTable struct {
	text     []string
	atEnd    []bool // matches only at the end of a word
	partners []uint64
	multi    uint64 // the strings of more than one letter
	byLast   [256][]int
}

// spellingIndex is soundSpellings as a table.
var spellingIndex = newSpellingTable(soundSpellings)

func newSpellingTable(groups [][]string) *spellingTable {
	idx := &spellingTable{}
	id := map[string]int{}
	for _, group := range groups {
		for _, sp := range group {
			if _, ok := id[sp]; !ok {
				id[sp] = len(idx.text)
				text, atEnd := strings.CutSuffix(sp, "$")
				idx.text = append(idx.text, text)
				idx.atEnd = append(idx.atEnd, atEnd)
				idx.partners = append(idx.partners, 0)
				idx.byLast[text[len(text)-1]] = append(idx.byLast[text[len(text)-1]], id[sp])
				if len(text) > 1 {
					idx.multi |= 1 << id[sp]
				}
			}
		}
	}
	if len(idx.text) > 64 {
		panic("grammar: more than 64 sound spellings")
	}
	for _, group := range groups {
		for _, x := range group {
			for _, y := range group {
				if x != y {
					idx.partners[id[x]] |= 1 << id[y]
				}
			}
		}
	}
	return idx
}

// ends sets ends[i] to the spellings that w[:i] ends with.
func (idx *spellingTable) ends(w string, ends []uint64) {
	for i := 1; i <= len(w); i++ {
		var m uint64
		for _, k := range idx.byLast[w[i-1]] {
			if sp := idx.text[k]; len(sp) <= i && w[i-len(sp):i] == sp && (i == len(w) || !idx.atEnd[k]) {
				m |= 1 << k
			}
		}
		ends[i] = m
	}
}

// spellingEnds sets ends[i] to the sound spellings that w[:i] ends with.
func spellingEnds(w string, ends []uint64) { spellingIndex.ends(w, ends) }

// spellingsIn is the set of soundSpellings that occur in w.
func spellingsIn(w string) uint64 {
	if len(w) > maxWordLen {
		return 0
	}
	var ends [maxWordLen + 1]uint64
	spellingEnds(w, ends[:])
	var m uint64
	for _, e := range ends[:len(w)+1] {
		m |= e
	}
	return m
}

// spellingSwap is the cheapest way to reach cell (i, j) by writing a
// spelling that a[:i] ends with for one of its partners that b[:j] ends
// with, or a large value when there is none.
func spellingSwap(rows *[rowRing][maxWordLen + 4]int, i, j int, endA, endB uint64) int {
	best := math.MaxInt
	for m := endA; m != 0; m &= m - 1 {
		x := bits.TrailingZeros64(m)
		for n := endB & spellingIndex.partners[x]; n != 0; n &= n - 1 {
			y := bits.TrailingZeros64(n)
			lx, ly := len(spellingIndex.text[x]), len(spellingIndex.text[y])
			if lx == 1 && ly == 1 {
				continue // a letter for a letter: substituteCost
			}
			best = min(best, rows[(i-lx)%rowRing][j-ly]+costSpelling)
		}
	}
	return best
}

// insertCost is the cost of adding or removing s[i]: cheap when it doubles a
// neighbouring letter or is a silent e.
func insertCost(s string, i int) int {
	if (i > 0 && s[i-1] == s[i]) || (i+1 < len(s) && s[i+1] == s[i]) {
		return costDoubled
	}
	if s[i] == 'e' && i >= 2 && !isVowel(s[i-1]) && (i == len(s)-1 || i == len(s)-2 && s[i+1] == 's') {
		return costSilentE
	}
	return costEdit
}

func substituteCost(a, b byte) int {
	if a < 128 && b < 128 {
		return int(substituteTable[a][b])
	}
	return costEdit
}

// substituteTable holds substituteCost for every pair of ASCII bytes: the
// distance is computed for millions of letter pairs per lookup.
var substituteTable = func() (t [128][128]uint8) {
	for a := range 128 {
		for b := range 128 {
			t[a][b] = uint8(letterSubstituteCost(byte(a), byte(b)))
		}
	}
	return t
}()

func letterSubstituteCost(a, b byte) int {
	if isVowel(a) && isVowel(b) || keyboardNeighbours(a, b) || sameSound(a, b) {
		return costNearLetter
	}
	return costEdit
}

// sameSound reports whether two consonants often spell one sound: c and s
// (choise), c and k, k and q, s and z, g and j.
func sameSound(a, b byte) bool {
	if a > b {
		a, b = b, a
	}
	switch [2]byte{a, b} {
	case [2]byte{'c', 's'}, [2]byte{'c', 'k'}, [2]byte{'k', 'q'}, [2]byte{'s', 'z'}, [2]byte{'g', 'j'}:
		return true
	}
	return false
}

func isVowel(c byte) bool { return vowels[c] }

var vowels = [256]bool{'a': true, 'e': true, 'i': true, 'o': true, 'u': true, 'y': true}

var keyboardRows = [3]string{"qwertyuiop", "asdfghjkl", "zxcvbnm"}

// keyboardNeighbours reports whether two letters touch on a QWERTY keyboard.
func keyboardNeighbours(a, b byte) bool {
	ra, ca := keyPos(a)
	rb, cb := keyPos(b)
	if ra < 0 || rb < 0 {
		return false
	}
	switch ra - rb {
	case 0:
		return abs(ca-cb) == 1
	case 1: // a is on the row below b (rows are offset by half a key)
		return ca == cb || ca+1 == cb
	case -1:
		return cb == ca || cb+1 == ca
	}
	return false
}

func keyPos(c byte) (int, int) {
	for r, row := range keyboardRows {
		if i := strings.IndexByte(row, c); i >= 0 {
			return r, i
		}
	}
	return -1, -1
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
