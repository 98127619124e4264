package names

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/lorewright/lorewright/functions/internal/pick"
)

// morph is one part of a name with what it means.
type morph struct {
	text string
	// gloss is the meaning; in a name ending it may hold %s, where the
	// meaning of the rest of the name goes ("daughter of the %s").
	gloss string
}

// parts reads a table written "Ae:sky|Ara:dawn|riel:daughter of the %s". It
// panics on a malformed table: tables are package data, checked by tests.
func parts(table string) []morph {
	var out []morph
	for _, entry := range strings.Split(table, "|") {
		text, gloss, ok := strings.Cut(strings.TrimSpace(entry), ":")
		if !ok || text == "" {
			panic(fmt.Sprintf("names: malformed table entry %q", entry))
		}
		out = append(out, morph{text: text, gloss: gloss})
	}
	return out
}

// custom is how a race marks a profession in a name.
type custom int

const (
	// byTitle: "Thorgrim Ironfist the Smith".
	byTitle custom = iota
	// byTradeFamily: the family name comes from the trade, "Merric Kettlebottom".
	byTradeFamily
	// byNickname: a nickname in quotes, `Boddynock "Inkfingers" Nackle`.
	byNickname
	// byByname: a byname after the personal name, "Grukh Anvilhand".
	byByname
)

// familyRule builds family, clan or house names from two parts.
type familyRule struct {
	label              string // "clan", "house", "family"
	prefixes, suffixes []morph
	// chance that a name carries one (1 when zero).
	chance float64
	// template wraps the compound ("of the %s Legion"); joiner sits between
	// the two parts ("" for "Ironfist", " " for "Iron Fang").
	template, joiner string
	// attached: joined to the personal name with a hyphen ("Zerthimon-Ag").
	attached bool
	// With no suffixes a prefix alone is the family name.
}

// culture is one race's naming customs and sounds.
type culture struct {
	race     Race
	language string
	// Traditional personal names are onset + ending; unique ones take a
	// rarer onset and a middle; common ones are the short familiar names,
	// sometimes with a diminutive ending.
	onsets, middles, endings []morph
	rare, short, diminutives []morph
	// shortChance is how often a traditional name is a short one (tiefling
	// virtue names sit beside infernal ones).
	shortChance float64
	// shortLabel introduces a short name's meaning ("A virtue name").
	shortLabel string
	family     *familyRule
	// bynames are epithets without a profession (orc deed names, gnome
	// nicknames); bynameChance is how often a name carries one.
	bynames      []morph
	bynameChance float64
	custom       custom
	// clanFirst: the clan name comes first (dragonborn custom).
	clanFirst bool
	// phrase builds the whole name instead (kenku sounds, tabaxi phrases).
	phrase func(r *rand.Rand, style Style, prof Profession) built
}

// built is a name with its parts, before it becomes a Name.
type built struct {
	full, given, meaning string
	// family is the invented family, clan or house name, if any.
	family string
	// style is the style the name was made in.
	style Style
}

// cultures holds every race's customs, filled by the cultures_*.go files.
var cultures = map[Race]*culture{}

func register(cs ...*culture) {
	for _, c := range cs {
		cultures[c.race] = c
	}
}

// invent makes one name of the race in the style, marked by the profession
// when the race's customs have a way to.
func invent(r *rand.Rand, race Race, style Style, prof Profession) built {
	c := cultures[race]
	if c.phrase != nil {
		b := c.phrase(r, style, prof)
		b.style = style
		return b
	}
	for {
		b := c.build(r, style, prof)
		// The invented parts must be sayable; bynames and titles are English.
		if pronounceable(b.given) && (b.family == "" || pronounceable(b.family)) && !repeatsAWord(b.meaning) {
			b.style = style
			return b
		}
	}
}

// repeatsAWord reports whether a word follows itself in a meaning, across a
// space or a hyphen: parts that mean the same ("Aia", sky, and "-ial", sky)
// would read "sky sky" or "will-will".
func repeatsAWord(meaning string) bool {
	words := strings.FieldsFunc(strings.ToLower(meaning), func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' })
	for i := 1; i < len(words); i++ {
		if words[i] == words[i-1] {
			return true
		}
	}
	return false
}

func (c *culture) build(r *rand.Rand, style Style, prof Profession) built {
	given, gloss, label := c.personal(r, style)
	var notes []string
	if label != "" {
		notes = append(notes, fmt.Sprintf("%s: %s.", label, quote(gloss)))
	} else {
		notes = append(notes, fmt.Sprintf("%s for %s.", c.language, quote(gloss)))
	}
	trade, hasTrade := trades[prof]

	family, familyNote := "", ""
	if f := c.family; f != nil {
		switch {
		case hasTrade && c.custom == byTradeFamily:
			word := pick.One(r, trade.words)
			suffix := pick.One(r, f.suffixes)
			family = f.render(word, suffix)
			familyNote = fmt.Sprintf("%s, a line of %s.", ofFamily(f.label, family), trade.plural)
		case f.chance == 0 || r.Float64() < f.chance:
			pre, suf := pick.One(r, f.prefixes), morph{}
			if len(f.suffixes) > 0 {
				suf = pick.One(r, f.suffixes)
			}
			family = f.render(pre.text, suf)
			familyNote = f.note(family, pre, suf)
		}
	}
	if familyNote != "" {
		notes = append(notes, familyNote)
	}

	epithet := ""
	switch {
	case hasTrade && c.custom == byTitle:
		title := pick.One(r, trade.titles)
		epithet = " the " + title
		notes = append(notes, fmt.Sprintf("Known as the %s, %s.", title, trade.reason))
	case hasTrade && (c.custom == byNickname || c.custom == byByname):
		epithet = pick.One(r, trade.epithets)
		notes = append(notes, fmt.Sprintf("Called %s, %s.", epithet, trade.reason))
	case len(c.bynames) > 0 && r.Float64() < c.bynameChance:
		b := pick.One(r, c.bynames)
		epithet = b.text
		notes = append(notes, fmt.Sprintf("Called %s %s.", b.text, b.gloss))
	}

	var full string
	switch {
	case c.family != nil && c.family.attached && family != "":
		full = given + "-" + family
	case c.clanFirst && family != "":
		full = family + " " + given
	default:
		full = given
		switch {
		case c.custom == byNickname && epithet != "":
			full += " \u201c" + epithet + "\u201d"
		case c.custom == byByname && epithet != "":
			full += " " + epithet
		case c.custom == byTitle && c.family != nil && c.family.template != "":
			// "Krovan the Marshal of the Iron Fang Legion"
			full += epithet
			epithet = ""
		}
		if family != "" {
			full += " " + family
		}
	}
	if c.custom == byTitle {
		full += epithet
	}
	return built{full: full, given: given, family: family, meaning: strings.Join(notes, " ")}
}

// personal makes the personal name: its text, its meaning and, for short
// names with a label of their own, that label.
func (c *culture) personal(r *rand.Rand, style Style) (name, gloss, label string) {
	switch {
	case style == Common:
		return c.familiar(r)
	case style == Traditional && r.Float64() < c.shortChance:
		s := pick.One(r, c.short)
		return s.text, s.gloss, c.shortLabel
	case style == Unique:
		onset := pick.One(r, c.rare)
		if r.IntN(3) == 0 {
			end := pick.One(r, c.endings)
			return onset.text + end.text, compose(end.gloss, onset.gloss), ""
		}
		mid, end := pick.One(r, c.middles), pick.One(r, c.endings)
		return onset.text + mid.text + end.text, compose(end.gloss, joinGloss(mid.gloss, onset.gloss)), ""
	default:
		onset, end := pick.One(r, c.onsets), pick.One(r, c.endings)
		if r.IntN(5) == 0 { // some customary names run to three syllables
			mid := pick.One(r, c.middles)
			return onset.text + mid.text + end.text, compose(end.gloss, joinGloss(mid.gloss, onset.gloss)), ""
		}
		return onset.text + end.text, compose(end.gloss, onset.gloss), ""
	}
}

// familiar makes a common name: a short name, or a pet form (a short name
// or the first part of a customary name with a diminutive ending: "Thori",
// young thunder). Short names with a label of their own (tiefling virtue
// names) take no diminutive.
func (c *culture) familiar(r *rand.Rand) (name, gloss, label string) {
	if len(c.diminutives) == 0 || r.IntN(3) == 0 {
		s := pick.One(r, c.short)
		return s.text, s.gloss, c.shortLabel
	}
	d := pick.One(r, c.diminutives)
	bases := c.onsets
	if c.shortLabel == "" {
		bases = slices.Concat(c.short, c.onsets)
	}
	b := pick.One(r, bases)
	name = b.text + d.text
	if last, first := b.text[len(b.text)-1], d.text[0]; last == first && isVowel(rune(last)) {
		name = b.text + d.text[1:] // "Uri" and "-ie" make "Urie", not "Uriie"
	}
	return name, compose(d.gloss, b.gloss), ""
}

// compose puts the meaning of the rest of a name into an ending's gloss:
// "daughter of the %s" and "star" make "daughter of the star".
func compose(ending, rest string) string {
	switch {
	case ending == "":
		return rest
	case strings.Contains(ending, "%s"):
		return fmt.Sprintf(ending, rest)
	case rest == "":
		return ending
	default:
		return rest + " " + ending
	}
}

func joinGloss(a, b string) string {
	if a == "" || b == "" {
		return a + b
	}
	return a + " " + b
}

func (f *familyRule) render(prefix string, suffix morph) string {
	s := prefix + f.joiner + suffix.text
	if f.joiner == "" && strings.HasPrefix(suffix.text, "-") {
		s = prefix + suffix.text
	}
	if f.template != "" {
		return fmt.Sprintf(f.template, s)
	}
	return s
}

// note says what a family name means, unless it says so itself ("Ironfist").
func (f *familyRule) note(family string, pre, suf morph) string {
	gloss := compose(suf.gloss, pre.gloss)
	plain := strings.ToLower(unspaced.Replace(gloss))
	bare := strings.ToLower(unspaced.Replace(pre.text + suf.text))
	switch {
	case f.template != "":
		return fmt.Sprintf("Sworn %s.", family)
	case plain == bare:
		return ofFamily(f.label, family) + "."
	default:
		return fmt.Sprintf("%s, %s.", ofFamily(f.label, family), quote(gloss))
	}
}

var unspaced = strings.NewReplacer(" ", "", "-", "")

// ofFamily says whose kin a name marks: "Of clan Ironfist", "Of House
// Galanodel", "Of the Dunmore family".
func ofFamily(label, family string) string {
	switch label {
	case "clan":
		return "Of clan " + family
	case "house":
		return "Of House " + family
	default:
		return "Of the " + family + " " + label
	}
}

func quote(s string) string { return "\u201c" + s + "\u201d" }

// pronounceable rejects joins that no speaker would say: three of one
// letter in a row, or more than four consonants in a row.
func pronounceable(s string) bool {
	run, same := 0, 0
	var prev rune
	for _, r := range strings.ToLower(s) {
		if r == prev {
			same++
		} else {
			same = 1
		}
		prev = r
		if same >= 3 {
			return false
		}
		if !unicode.IsLetter(r) || strings.ContainsRune("aeiouy", r) {
			run = 0
			continue
		}
		run++
		if run > 4 {
			return false
		}
	}
	return utf8.RuneCountInString(s) >= 2
}
