package names

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/lorewright/lorewright/functions/internal/english"
	"github.com/lorewright/lorewright/functions/internal/pick"
)

// generalEpithets suit any race whose customs give no byname of their own.
var generalEpithets = parts("the Elder:the elder of two who share the name|the Younger:the younger of two who share the name|" +
	"the Bold:for a daring deed|the Fair:for a fair face|the Gray:for hair gray before its time|the Quiet:for few words|" +
	"the Wanderer:for long years on the road|the Red:for a red beard or a red temper|Oathkeeper:for a promise kept at great cost|" +
	"the Unbowed:for refusing to kneel|Twice-Born:for surviving a death")

// variation makes one candidate variation: its name and meaning.
type variation func(r *rand.Rand) (name, meaning string, ok bool)

// variationAttempts bounds the search for three new variations.
const variationAttempts = 60

// inventVariations returns up to three variations of req.Name that keep the
// race's sound: another ending, a short or pet form, an epithet, and for
// kenku and tabaxi another sound or phrase of the same kind.
func inventVariations(r *rand.Rand, req VariationsRequest, avoid map[string]bool) []Name {
	name := strings.Join(strings.Fields(req.Name), " ")
	var kinds []variation
	switch req.Race {
	case Kenku:
		kinds = kenkuVariations(name)
	case Tabaxi:
		kinds = tabaxiVariations(name)
	default:
		kinds = syllableVariations(cultures[req.Race], name, req.Profession)
	}
	var out []Name
	for attempt := 0; attempt < variationAttempts && len(out) < VariationsPerRequest; attempt++ {
		kind := kinds[attempt%len(kinds)]
		if attempt >= len(kinds) {
			kind = pick.One(r, kinds)
		}
		v, meaning, ok := kind(r)
		if !ok || avoid[nameKey(v)] || repeatsAWord(meaning) {
			continue
		}
		avoid[nameKey(v)] = true
		out = append(out, Name{Name: v, Race: req.Race, Meaning: meaning, Profession: req.Profession})
	}
	return out
}

// syllableVariations vary the personal name of a race with syllable tables.
func syllableVariations(c *culture, name string, prof Profession) []variation {
	words := strings.Fields(name)
	gi := personalIndex(c, words)
	given, tag := words[gi], ""
	if c.family != nil && c.family.attached { // "Zerthimon-Ag"
		if head, t, ok := strings.Cut(given, "-"); ok && head != "" {
			given, tag = head, "-"+t
		}
	}
	with := func(newGiven string) string {
		w := slices.Clone(words)
		w[gi] = newGiven + tag
		return strings.Join(w, " ")
	}
	onset, matched := c.onsetOf(given)
	stem := onset.text
	if !matched {
		stem = cutLastSyllable(given)
		if !strings.ContainsFunc(stem, isVowel) { // "Drizzt" -> "Driz", not "Dr"
			stem = firstSyllable(given)
		}
	}

	alternativeEnding := func(r *rand.Rand) (string, string, bool) {
		end := pick.One(r, c.endings)
		v := stem + end.text
		if strings.EqualFold(v, given) || !pronounceable(v) {
			return "", "", false
		}
		if matched {
			return with(v), fmt.Sprintf("%s for %s, the same root with another ending.", c.language, quote(compose(end.gloss, onset.gloss))), true
		}
		return with(v), fmt.Sprintf("The same root with another %s ending.", c.language), true
	}
	shortForm := func(r *rand.Rand) (string, string, bool) {
		base := stem
		if !matched || utf8.RuneCountInString(base) < 3 {
			base = firstSyllable(given)
		}
		if runes := []rune(given); utf8.RuneCountInString(base) < 3 && len(runes) > 3 {
			base = string(runes[:3]) // "Imael" -> "Ima", not "Im"
		}
		if len(c.diminutives) > 0 && r.IntN(2) == 0 {
			d := pick.One(r, c.diminutives)
			v := base + d.text
			if strings.EqualFold(v, given) || !pronounceable(v) {
				return "", "", false
			}
			if matched {
				return with(v), fmt.Sprintf("A pet form, %s.", quote(compose(d.gloss, onset.gloss))), true
			}
			return with(v), fmt.Sprintf("A pet form of a longer %s name.", c.language), true
		}
		if strings.EqualFold(base, given) || utf8.RuneCountInString(base) < 2 {
			return "", "", false
		}
		if matched {
			return with(base), fmt.Sprintf("A familiar short form, %s.", quote(onset.gloss)), true
		}
		return with(base), fmt.Sprintf("A familiar short form of a longer %s name.", c.language), true
	}
	epithet := func(r *rand.Rand) (string, string, bool) {
		if len(c.bynames) > 0 {
			b := pick.One(r, c.bynames)
			if strings.Contains(name, b.text) {
				return "", "", false
			}
			rest := slices.Clone(words)
			rest[gi] = given + tag
			if c.custom == byNickname {
				// Replace a nickname in quotes, or add one after the personal name.
				if i := slices.IndexFunc(rest, func(w string) bool { return strings.HasPrefix(w, "\u201c") || strings.HasPrefix(w, "\"") }); i >= 0 {
					rest[i] = "\u201c" + b.text + "\u201d"
				} else {
					rest = slices.Insert(rest, gi+1, "\u201c"+b.text+"\u201d")
				}
			} else {
				rest = append(rest[:gi+1], b.text)
			}
			return strings.Join(rest, " "), fmt.Sprintf("%s, called %s %s.", given, b.text, b.gloss), true
		}
		e := pick.One(r, generalEpithets)
		if t, ok := trades[prof]; ok && c.custom == byTitle && r.IntN(2) == 0 {
			e = morph{text: "the " + pick.One(r, t.titles), gloss: t.reason}
		}
		if strings.Contains(name, e.text) {
			return "", "", false
		}
		return withEpithet(c, words, gi, e.text), fmt.Sprintf("%s %s, %s.", given, e.text, e.gloss), true
	}
	return []variation{alternativeEnding, shortForm, epithet}
}

// withEpithet replaces a title ("the Smith") with epithet, or adds it: at
// the end, or after the personal name when a legion follows it.
func withEpithet(c *culture, words []string, gi int, epithet string) string {
	w := slices.Clone(words)
	if gi+2 < len(w) && w[gi+1] == "the" {
		w = slices.Delete(w, gi+1, gi+3) // "Krovan the Marshal of the ..."
	} else if n := len(w); n >= 3 && w[n-2] == "the" {
		w = w[:n-2] // "Thorgrim Ironfist the Smith"
	}
	if c.family != nil && c.family.template != "" {
		return strings.Join(slices.Insert(w, gi+1, epithet), " ")
	}
	return strings.Join(append(w, epithet), " ")
}

// personalIndex finds the personal name among the words: the first, except
// for a dragonborn whose clan name comes first.
func personalIndex(c *culture, words []string) int {
	if c.clanFirst && len(words) > 1 && c.family != nil {
		for _, s := range c.family.suffixes {
			if strings.HasSuffix(strings.ToLower(words[0]), s.text) {
				return 1
			}
		}
	}
	return 0
}

// onsetOf returns the longest onset (traditional or rare) the name starts
// with, leaving at least one letter for an ending.
func (c *culture) onsetOf(given string) (morph, bool) {
	var best morph
	for _, o := range slices.Concat(c.onsets, c.rare) {
		if len(o.text) > len(best.text) && len(o.text) < len(given) && strings.HasPrefix(strings.ToLower(given), strings.ToLower(o.text)) {
			best = o
		}
	}
	return best, best.text != ""
}

// cutLastSyllable drops a name's last vowel group and what follows it,
// keeping at least two letters: "Aelar" -> "Ael".
func cutLastSyllable(s string) string {
	runes := []rune(s)
	i := len(runes)
	for i > 0 && !isVowel(runes[i-1]) { // final consonants
		i--
	}
	for i > 0 && isVowel(runes[i-1]) { // the last vowel group
		i--
	}
	if i < 2 {
		return s
	}
	return string(runes[:i])
}

// firstSyllable keeps a name up to its first vowel group and one consonant
// (two for "th", "sh" and the like): "Brannoc" -> "Bran", "Thorgrim" -> "Thor".
func firstSyllable(s string) string {
	runes := []rune(s)
	i := 0
	for i < len(runes) && !isVowel(runes[i]) {
		i++
	}
	for i < len(runes) && isVowel(runes[i]) {
		i++
	}
	if i < len(runes) {
		i++
		if i < len(runes) && runes[i] == 'h' {
			i++
		}
	}
	return string(runes[:i])
}

func isVowel(r rune) bool { return strings.ContainsRune("aeiouyAEIOUY", r) }

// kenkuVariations: another source of the same sound, another sound from the
// same source, and the sound heard from afar (or its bare cry).
func kenkuVariations(name string) []variation {
	words := strings.Fields(name)
	last := words[len(words)-1]
	// "Creaking Hinge" names the source last; "Anvil Ring" names it first.
	source := len(words) - 1
	if len(words) >= 2 && !strings.HasSuffix(words[len(words)-2], "ing") {
		source = len(words) - 2
	}
	swapSource := func(r *rand.Rand) (string, string, bool) {
		src := pick.One(r, kenkuSources)
		if len(words) == 1 { // "Clink" -> "Coin Clink"
			return src + " " + last, fmt.Sprintf("The %s of %s.", strings.ToLower(last), english.WithArticle(strings.ToLower(src))), true
		}
		if src == words[source] {
			return "", "", false
		}
		w := slices.Clone(words)
		w[source] = src
		return strings.Join(w, " "), fmt.Sprintf("The same sound from %s.", english.WithArticle(strings.ToLower(src))), true
	}
	swapSound := func(r *rand.Rand) (string, string, bool) {
		if len(words) == 1 { // "Clink" -> "Clink-clink"
			return last + "-" + strings.ToLower(last), "The same sound, twice over.", true
		}
		g := pick.One(r, kenkuGerunds)
		i := len(words) - 2
		if !strings.HasSuffix(words[i], "ing") || g == words[i] {
			return "", "", false
		}
		w := slices.Clone(words)
		w[i] = g
		return strings.Join(w, " "), fmt.Sprintf("Mimics a %s %s instead.", strings.ToLower(g), strings.ToLower(last)), true
	}
	distance := func(r *rand.Rand) (string, string, bool) {
		if slices.Contains(kenkuDistance, words[0]) {
			v := strings.Join(words[1:], " ")
			return v, "The same sound, heard close by.", v != ""
		}
		d := pick.One(r, kenkuDistance)
		return d + " " + name, fmt.Sprintf("The same sound, %s.", strings.ToLower(d)), true
	}
	return []variation{swapSource, swapSound, distance}
}

// tabaxiVariations keep the name's key word in another phrase, use it alone
// as a short name, or add a clan.
func tabaxiVariations(name string) []variation {
	words := strings.Fields(name)
	noun := words[len(words)-1]
	for _, w := range words {
		if slices.Contains(tabaxiNouns, w) || isTradeNoun(w) {
			noun = w
			break
		}
	}
	rephrase := func(r *rand.Rand) (string, string, bool) {
		var v string
		switch r.IntN(4) {
		case 0:
			v = pick.One(r, tabaxiNumbers) + " " + noun
		case 1:
			v = noun + " " + pick.One(r, tabaxiAgents)
		case 2:
			v = noun + " on " + pick.One(r, tabaxiPlaces)
		default:
			v = pick.One(r, tabaxiAdjs) + " " + noun
		}
		return v, fmt.Sprintf("Another phrase around %s, still %s for short.", noun, noun), v != name
	}
	short := func(*rand.Rand) (string, string, bool) {
		return noun, fmt.Sprintf("The short name friends use for %s.", name), noun != name
	}
	clan := func(r *rand.Rand) (string, string, bool) {
		if strings.Contains(name, " of the ") {
			return "", "", false
		}
		c := pick.One(r, tabaxiClanAdjs) + " " + pick.One(r, tabaxiClanNoun)
		return name + " of the " + c, fmt.Sprintf("%s with the clan name, %s.", name, c), true
	}
	return []variation{rephrase, short, clan}
}

func isTradeNoun(w string) bool {
	for _, t := range trades {
		if slices.Contains(t.nouns, w) {
			return true
		}
	}
	return false
}
