package glossary

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/nlp"
)

func TestCategorySizes(t *testing.T) {
	// The spec's sizes for the curated terms, give or take a few: about 38
	// races, 13 classes, 60 spells, 38 creatures, 22 locations and planes,
	// 14 conditions, 24 abilities and skills. The SRD names come on top.
	want := map[Category][2]int{
		Race: {36, 44}, Class: {13, 13}, Spell: {58, 72}, Creature: {36, 44},
		Condition: {14, 15}, Ability: {24, 24},
	}
	counts := map[Category]int{}
	for _, term := range defaultTerms {
		counts[term.Category]++
	}
	seen := map[string]bool{}
	for _, term := range Default().Terms() {
		key := strings.ToLower(term.Term)
		if seen[key] {
			t.Errorf("duplicate term %q", term.Term)
		}
		seen[key] = true
	}
	for cat, r := range want {
		if counts[cat] < r[0] || counts[cat] > r[1] {
			t.Errorf("%s: %d terms, want %d-%d", cat, counts[cat], r[0], r[1])
		}
	}
	if places := counts[Location] + counts[Plane]; places < 22 || places > 28 {
		t.Errorf("locations and planes: %d, want about 22", places)
	}
}

func TestLookupEachCategory(t *testing.T) {
	g := Default()
	cases := map[string]Category{
		"tiefling": Race, "GITHYANKI": Race, "Half-Elf": Race, "Drow": Race,
		"paladin": Class, "Artificer": Class,
		"fireball": Spell, "Divine Smite": Spell, "mordenkainen's magnificent mansion": Spell, "Mordenkainen’s Sword": Spell,
		"Beholder": Creature, "owlbear": Creature, "Displacer Beast": Creature,
		"Waterdeep": Location, "baldur's gate": Location, "Underdark": Location,
		"Feywild": Plane, "shadowfell": Plane, "Nine Hells": Plane,
		"Restrained": Condition, "stunned": Condition,
		"Dexterity": Ability, "sleight of hand": Ability, "Stealth": Ability,
	}
	for phrase, cat := range cases {
		term, ok := g.Lookup(phrase)
		if !ok || term.Category != cat {
			t.Errorf("Lookup(%q) = %+v, %v; want category %s", phrase, term, ok, cat)
		}
	}
}

func TestLookupAliasesPluralsAndPossessives(t *testing.T) {
	g := Default()
	cases := map[string]string{
		"Illithid": "Mind Flayer", "mind flayers": "Mind Flayer", "Faerun": "Faerûn", "Elves": "Elf",
		"dwarves": "Dwarf", "Half-Elves": "Half-Elf", "Baator": "Nine Hells", "Gryphon": "Griffon",
		"Tieflings": "Tiefling", "Tiefling's": "Tiefling", "Kobolds'": "Kobold", "liches": "Lich",
		"harpies": "", "Fairies": "Fairy", "paladin's": "Paladin", "Mage Armour": "Mage Armor",
		"Will-o'-Wisp": "Will-o'-Wisp", "will o' wisp": "Will-o'-Wisp",
	}
	for phrase, want := range cases {
		term, ok := g.Lookup(phrase)
		if want == "" {
			if ok {
				t.Errorf("Lookup(%q) = %q, want no match", phrase, term.Term)
			}
			continue
		}
		if !ok || term.Term != want {
			t.Errorf("Lookup(%q) = %q, %v; want %q", phrase, term.Term, ok, want)
		}
	}
	for _, miss := range []string{"", "tavern", "dragonfly", "smite", "divine"} {
		if term, ok := g.Lookup(miss); ok {
			t.Errorf("Lookup(%q) matched %q", miss, term.Term)
		}
	}
}

func TestFind(t *testing.T) {
	g := Default()
	text := "The Paladin's Divine Smite hits the mind-flayer; Mordenkainen’s Magnificent Mansion opens in the Nine  Hells, not the Nine. Hells."
	var got []string
	for _, m := range g.Find(text) {
		if text[m.Start:m.End] != m.Text {
			t.Errorf("match text %q does not sit at %d-%d", m.Text, m.Start, m.End)
		}
		got = append(got, m.Text+"="+m.Term.Term)
	}
	want := []string{"Paladin's=Paladin", "Divine Smite=Divine Smite", "Mordenkainen’s Magnificent Mansion=Mordenkainen's Magnificent Mansion", "Nine  Hells=Nine Hells"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("Find:\n got %q\nwant %q", got, want)
	}
}

func TestFindDoesNotSplitWords(t *testing.T) {
	g := Default()
	for _, text := range []string{"The elfin child", "A dragonfly hums", "Orcs-and-goblins", "The orc--wounded--flees"} {
		for _, m := range g.Find(text) {
			if m.Term.Term == "Elf" || m.Term.Term == "Dragon" {
				t.Errorf("%q: matched %q inside a longer word", text, m.Text)
			}
		}
	}
	if ms := g.Find("The orc--wounded--flees"); len(ms) != 1 || ms[0].Text != "orc" {
		t.Errorf("a double-hyphen dash should separate words: %+v", ms)
	}
}

func TestSRDNames(t *testing.T) {
	g := Default()
	curated := New(defaultTerms)
	cases := map[string]string{
		// SRD creatures and spells the curated list lacks.
		"Chuul": "Chuul", "nalfeshnee": "Nalfeshnee", "Gibbering Mouthers": "Gibbering Mouther",
		"young red dragon": "Young Red Dragon", "Swarm of Quippers": "Swarm of Quippers",
		"Arcanist's Magic Aura": "Arcanist's Magic Aura", "Etherealness": "Etherealness", "geas": "Geas",
		"Protection from Evil and Good": "Protection from Evil and Good",
		// Curated entries keep their aliases rather than being shadowed.
		"vampire spawn": "Vampire", "Ghast": "Ghoul", "Drow": "Drow",
	}
	for phrase, want := range cases {
		term, ok := g.Lookup(phrase)
		if !ok || term.Term != want {
			t.Errorf("Lookup(%q) = %q, %v; want %q", phrase, term.Term, ok, want)
		}
	}
	if _, ok := curated.Lookup("Chuul"); ok {
		t.Error("the curated list already has Chuul: pick another SRD-only example")
	}
	// Everyday words stay out: "the guard", "a light" are not game terms.
	for _, everyday := range []string{"guard", "Light", "shadow", "sleep", "cat"} {
		if term, ok := g.Lookup(everyday); ok {
			t.Errorf("everyday word %q became the term %q", everyday, term.Term)
		}
	}
	var creatures, spells int
	for _, term := range g.Terms()[len(defaultTerms):] {
		switch term.Category {
		case Creature:
			creatures++
		case Spell:
			spells++
		default:
			t.Errorf("SRD term %q has category %q", term.Term, term.Category)
		}
	}
	if creatures < 180 || spells < 180 {
		t.Errorf("SRD names added: %d creatures, %d spells", creatures, spells)
	}
}

// FindIn reads the words of a parsed text; it must find exactly what Find
// finds reading the text itself.
func TestFindInMatchesFind(t *testing.T) {
	g := Default()
	texts := []string{
		"The Paladin's Divine Smite hits the mind-flayer; Mordenkainen’s Magnificent Mansion opens in the Nine  Hells, not the Nine. Hells.",
		"The orc--wounded--flees past two Beholders and the goblins' camp.",
		"Dûn-Maeth's owlbears, a Will-o'-Wisp, 3d6 fire damage, and the Adult Red Dragon's lair.",
		"Kobolds swarm\nthe Ancient\nBlack Dragon; ...the bugbear-chief - the hobgoblin...",
		"",
		"’’ -- ... 12 Fireball fireballs FIREBALL",
	}
	for _, text := range texts {
		want := g.Find(text)
		got := g.FindIn(nlp.Parse(text))
		if !slices.EqualFunc(got, want, func(a, b Match) bool {
			return a.Start == b.Start && a.End == b.End && a.Text == b.Text && a.Term.Term == b.Term.Term
		}) {
			t.Errorf("%q:\nFindIn %+v\n  Find %+v", text, got, want)
		}
	}
}

func FuzzFindInMatchesFind(f *testing.F) {
	f.Add("The Paladin's Divine Smite hits the mind-flayer in the Nine  Hells.")
	f.Add("Dûn-Maeth's owlbears, a Will-o'-Wisp and two Beholders")
	g := Default()
	f.Fuzz(func(t *testing.T, text string) {
		want, got := g.Find(text), g.FindIn(nlp.Parse(text))
		if len(got) != len(want) {
			t.Fatalf("%q: FindIn %d matches, Find %d", text, len(got), len(want))
		}
		for i := range got {
			if got[i].Start != want[i].Start || got[i].End != want[i].End || got[i].Term.Term != want[i].Term.Term {
				t.Fatalf("%q: match %d: FindIn %+v, Find %+v", text, i, got[i], want[i])
			}
		}
	})
}

// matchAtByTrying is how matchAt worked before it followed key prefixes:
// every length from the longest key down. The two must agree.
func (g *Glossary) matchAtByTrying(ws *words, i int) (n, term int) {
	for n := min(g.maxWords, len(ws.spans)-i); n >= 1; n-- {
		run := true
		for k := i + 1; k < i+n && run; k++ {
			run = ws.spaced(k)
		}
		if !run {
			continue
		}
		if idx, ok := g.lookupWords(ws.norms[i : i+n]); ok {
			return n, idx
		}
	}
	return 0, 0
}

func TestMatchAtFollowsPrefixesAsTryingEveryLength(t *testing.T) {
	g := Default()
	var b strings.Builder
	for _, term := range g.terms {
		for _, name := range append([]string{term.Term}, term.Aliases...) {
			// Each name as written, in the plural, possessive, cut short and
			// run into the next name.
			fmt.Fprintf(&b, "The %s met two %ss and the %s's friend; %s  %s. ", name, name, name, strings.Fields(name)[0], name)
		}
	}
	ws := readWords(b.String())
	for i := range ws.spans {
		gotN, gotTerm := g.matchAt(ws, i)
		wantN, wantTerm := g.matchAtByTrying(ws, i)
		if gotN != wantN || gotN > 0 && gotTerm != wantTerm {
			t.Fatalf("at %q: matchAt (%d, %d), trying every length (%d, %d)", ws.text[ws.spans[i][0]:], gotN, gotTerm, wantN, wantTerm)
		}
	}
}
