package names

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"
)

func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, seed^0xabcdef)) }

func TestEveryRaceAndProfessionHasItsTables(t *testing.T) {
	if len(Races) != 26 || len(Professions) != 25 {
		t.Fatalf("%d races, %d professions", len(Races), len(Professions))
	}
	for _, race := range Races {
		c := cultures[race]
		if c == nil {
			t.Errorf("no culture for %s", race)
			continue
		}
		if c.phrase != nil {
			continue
		}
		for name, table := range map[string][]morph{"onsets": c.onsets, "endings": c.endings, "middles": c.middles, "rare": c.rare, "short": c.short} {
			if len(table) == 0 {
				t.Errorf("%s has no %s", race, name)
			}
		}
		for _, m := range c.endings {
			if strings.Count(m.gloss, "%") > 1 || strings.Contains(m.gloss, "%") && !strings.Contains(m.gloss, "%s") {
				t.Errorf("%s ending %q has a bad gloss %q", race, m.text, m.gloss)
			}
		}
	}
	for _, p := range Professions {
		tr, ok := trades[p]
		if !ok || len(tr.titles) == 0 || len(tr.epithets) == 0 || len(tr.words) == 0 || len(tr.sounds) == 0 || len(tr.nouns) == 0 {
			t.Errorf("profession %s lacks a trade table: %+v", p, tr)
		}
	}
}

var placeholder = regexp.MustCompile(`(?i)name\s*\d|%!|%s|lorem`)

// TestBuiltInNamesAreRealNames: every race, style and profession gives names
// with meanings, never a "{Race}Name{n}" placeholder or a formatting slip.
func TestBuiltInNamesAreRealNames(t *testing.T) {
	r := newRand(1)
	for _, race := range Races {
		for _, style := range Styles {
			for _, prof := range append([]Profession{""}, Professions...) {
				b := invent(r, race, style, prof)
				if placeholder.MatchString(b.full) || placeholder.MatchString(b.meaning) {
					t.Errorf("%s %s %s: %q (%q)", race, style, prof, b.full, b.meaning)
				}
				if utf8.RuneCountInString(b.given) < 2 || !strings.Contains(b.full, b.given) {
					t.Errorf("%s: personal name %q of %q", race, b.given, b.full)
				}
				if len(b.meaning) < 12 || !strings.HasSuffix(b.meaning, ".") {
					t.Errorf("%s %q: meaning %q", race, b.full, b.meaning)
				}
			}
		}
	}
}

// TestProfessionMarksTheName: with a profession, a traditional name carries
// its trade (a title, nickname, byname, trade family, sound or phrase) and
// the meaning says so.
func TestProfessionMarksTheName(t *testing.T) {
	r := newRand(2)
	for _, race := range Races {
		for _, prof := range Professions {
			tr := trades[prof]
			b := invent(r, race, Traditional, prof)
			marked := false
			// A kenku may be named for the source of a trade's sound ("Coin" of "Coin Chime").
			var sources []string
			for _, sound := range tr.sounds {
				source, _, _ := strings.Cut(sound, " ")
				sources = append(sources, source)
			}
			for _, list := range [][]string{tr.titles, tr.epithets, tr.words, tr.sounds, tr.nouns, sources} {
				for _, w := range list {
					marked = marked || strings.Contains(b.full, w)
				}
			}
			if !marked {
				t.Errorf("%s %s: %q carries no mark of the trade", race, prof, b.full)
			}
			if !strings.Contains(b.meaning, tr.plural) && !strings.Contains(b.meaning, strings.ToLower(string(prof))) {
				t.Errorf("%s %s: meaning %q does not name the trade", race, prof, b.meaning)
			}
		}
	}
}

// TestCustomsShow: each race's naming customs appear in its names.
func TestCustomsShow(t *testing.T) {
	r := newRand(4)
	checks := map[Race]func(b built) bool{
		Gnome:      func(b built) bool { return strings.Contains(b.full, "\u201c") },       // a nickname
		Goliath:    func(b built) bool { return strings.Count(b.full, "\u201c") == 1 },     // a nickname
		Dwarf:      func(b built) bool { return strings.Contains(b.meaning, "Of clan ") },  // a clan
		Elf:        func(b built) bool { return strings.Contains(b.meaning, "Of House ") }, // a house
		Halfling:   func(b built) bool { return strings.Contains(b.meaning, " family") },   // a family
		Dragonborn: func(b built) bool { return !strings.HasPrefix(b.full, b.given) },      // clan first
		Orc:        func(b built) bool { return strings.Contains(b.meaning, "Called ") },   // a deed name
		Hobgoblin:  func(b built) bool { return strings.HasSuffix(b.full, " Legion") },     // a legion
		Kenku:      func(b built) bool { return strings.Contains(b.meaning, "sound") },     // a sound
		Tabaxi:     func(b built) bool { return strings.Contains(b.meaning, " clan") },     // a clan
		Tiefling:   func(b built) bool { return !strings.Contains(b.full, " ") },           // no family
	}
	for race, ok := range checks {
		for range 20 {
			if b := invent(r, race, Traditional, ""); !ok(b) {
				t.Errorf("%s: %q (%q) does not follow the race's custom", race, b.full, b.meaning)
			}
		}
	}
	virtues := 0
	for range 200 {
		if strings.HasPrefix(invent(r, Tiefling, Traditional, "").meaning, "A virtue name") {
			virtues++
		}
	}
	if virtues < 30 || virtues > 100 {
		t.Errorf("%d of 200 traditional tiefling names are virtue names; want some, not most", virtues)
	}
}

// TestStylesSoundDifferent: common names are short and familiar, unique
// ones longer and built from the rarer sounds.
func TestStylesSoundDifferent(t *testing.T) {
	r := newRand(5)
	for _, race := range Races {
		c := cultures[race]
		if c.phrase != nil {
			continue
		}
		mean := func(style Style) float64 {
			total := 0
			for range 300 {
				total += utf8.RuneCountInString(invent(r, race, style, "").given)
			}
			return float64(total) / 300
		}
		common, unique := mean(Common), mean(Unique)
		if common >= unique {
			t.Errorf("%s: common names (%.1f letters) are not shorter than unique ones (%.1f)", race, common, unique)
		}
		for range 50 {
			given := invent(r, race, Unique, "").given
			rare := false
			for _, m := range c.rare {
				rare = rare || strings.HasPrefix(given, m.text)
			}
			if !rare {
				t.Errorf("%s unique name %q starts with no rare sound", race, given)
			}
		}
	}
}

func TestPronounceable(t *testing.T) {
	for s, want := range map[string]bool{"Thorgrim": true, "Kerrroth": false, "Vyskthrik": false, "Zet'r": true, "Lo-Kag": true, "A": false} {
		if got := pronounceable(s); got != want {
			t.Errorf("pronounceable(%q) = %v", s, got)
		}
	}
}
