//go:build !race

// Sweeps of one goroutine (the writer over every monster, tone and theme,
// every SRD creature renamed): outside the race build only, as in
// checked_test.go; scripts/test.sh runs them in its plain pass.

package monsters

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/srd"
	"github.com/lorewright/lorewright/functions/internal/sweep"
)

func TestWriterToneFitsTheme(t *testing.T) {
	themes := []string{"clockwork carnival", "haunted lighthouse", "bone toy"}
	for name, family := range themeFamilies {
		if name == family || name == "fairy tale" || name == "post-apocalyptic" || name == "cosmic horror" || name == "fey court" ||
			name == "plague" || name == "arcane" {
			themes = append(themes, name)
		}
	}
	slices.Sort(themes) // a map's order: sorted, so the sample repeats
	type toneCase struct {
		slug, theme, env string
		tone             Tone
		variant          int
	}
	var all []toneCase
	for _, slug := range []string{"owlbear", "goblin", "adult-red-dragon", "ghost", "treant", "black-pudding"} {
		for _, theme := range themes {
			for _, tone := range Tones {
				for variant := range 4 {
					for _, env := range []string{"", Environments[variant*3%len(Environments)]} {
						all = append(all, toneCase{slug, theme, env, tone, variant})
					}
				}
			}
		}
	}
	// A seeded sample in make test; every combination in make test-long.
	for _, k := range sweep.Sample(t, all, 400) {
		slug, theme, env, tone := k.slug, k.theme, k.env, k.tone
		m := srdMonster(t, slug)
		r := writeReskin(m, theme, env, tone, k.variant)
		text := r.VisualDescription + " " + r.BehavioralChanges + " " + r.LoreAdaptation
		mercy, cruelty := cues(text, mercyCues), cues(text, crueltyCues)
		if len(mercy) > 0 && len(cruelty) > 0 {
			t.Errorf("%s, %s, %s, %s: merciful %q and cruel %q at once:\n%s", slug, theme, env, tone, mercy, cruelty, text)
		}
		reg := neutral
		if family, ok := themeFamilies[theme]; ok {
			reg = themeMotifs[family].register
		} else {
			reg = customMotif(theme).register
		}
		if frivolous := cues(text, frivolityCues); reg == grim && len(frivolous) > 0 {
			t.Errorf("%s, %s, %s: a grim theme with %q:\n%s", slug, theme, tone, frivolous, text)
		}
		if silent, loud := cues(text, silenceCues), cues(text, noiseCues); len(silent) > 0 && len(loud) > 0 {
			t.Errorf("%s, %s, %s: silent %q and loud %q:\n%s", slug, theme, tone, silent, loud, text)
		}
	}
	// The audit's cases: a heroic horror owlbear, a whimsical one.
	owlbear := srdMonster(t, "owlbear")
	for variant := range 4 {
		for _, tone := range []Tone{ToneHeroic, ToneWhimsical} {
			r := writeReskin(owlbear, "Horror", "", tone, variant)
			text := r.VisualDescription + " " + r.BehavioralChanges + " " + r.LoreAdaptation
			if strings.Contains(text, "fleeing foe") || strings.Contains(text, "pie") {
				t.Errorf("horror owlbear, %s: %s", tone, text)
			}
		}
	}
}

func TestWriterReadsWellForEveryMonsterAndTone(t *testing.T) {
	agreement := regexp.MustCompile(`\b(scales|gear|leaves) (is|has)\b`)
	for _, m := range srd.SRD().All() {
		for i, tone := range Tones {
			theme := SuggestionsFor(m.Type).Themes[i%7]
			env := Environments[i*2%len(Environments)]
			if i == 4 {
				theme, env = "", ""
			}
			r := writeReskin(m, theme, env, tone, i)
			for _, text := range []string{r.NewName, r.VisualDescription, r.BehavioralChanges, r.LoreAdaptation} {
				if text == "" || strings.ContainsAny(text, "{}") || hasDoubledWord(text) || agreement.MatchString(text) {
					t.Errorf("%s, %s, %s, %s: %q", m.Name, theme, env, tone, text)
				}
				if w := repeatedWord(text, slices.Concat([]string{r.NewName, ShortName(m), m.Name}, baseActionNames(m))...); w != "" && text != r.BehavioralChanges {
					t.Errorf("%s, %s, %s, %s: %q twice in a sentence of %q", m.Name, theme, env, tone, w, text)
				}
			}
			seen := map[string]bool{}
			for _, s := range strings.SplitAfter(r.VisualDescription+" "+r.BehavioralChanges+" "+r.LoreAdaptation, ". ") {
				key := strings.ToLower(strings.TrimSpace(s))
				if seen[key] {
					t.Errorf("%s, %s: a sentence repeats: %q", m.Name, tone, s)
				}
				seen[key] = true
			}
		}
	}
}

func TestRenamedEverySRDMonster(t *testing.T) {
	for _, m := range srd.SRD().All() {
		got := Renamed(m, "Zorblax")
		assertSameStatistics(t, m, got)
		short := ShortName(m)
		forms := []string{short}
		for _, alt := range strings.Split(srd.BaseName(m.Name), "/") {
			forms = append(forms, strings.ToLower(alt))
		}
		var quoted []string
		for _, f := range forms {
			stem := regexp.QuoteMeta(f)
			if strings.HasSuffix(f, "y") {
				stem = regexp.QuoteMeta(f[:len(f)-1]) + "(?:y|ies)"
			}
			quoted = append(quoted, stem)
		}
		// Any form of the name: singular, plural, possessive, with any
		// word or none before it. The creature type counts only as "the
		// fiend" or "this fiend's"; alone it means others ("turn undead").
		left := regexp.MustCompile(`(?i)\b(?:` + strings.Join(quoted, "|") + `)(?:e?s)?\b`)
		if slices.Contains(srd.Types, short) {
			left = regexp.MustCompile(`(?i)\b(?:the|this) ` + regexp.QuoteMeta(short) + `\b`)
		}
		for _, text := range texts(got) {
			lower := strings.ToLower(text)
			for _, other := range namedAfterOthers {
				lower = strings.ReplaceAll(lower, other, "")
			}
			if loc := left.FindStringIndex(lower); loc != nil {
				t.Errorf("%s: %q is left in %q", m.Name, lower[loc[0]:loc[1]], lower[max(0, loc[0]-40):min(loc[1]+30, len(lower))])
			}
		}
		mentioned := countReferences(strings.ToLower(strings.Join(texts(m), " ")), short) > 0
		if mentioned && !strings.Contains(strings.Join(texts(got), " "), "Zorblax") {
			t.Errorf("%s: its text names it as %q, but nothing was renamed", m.Name, short)
		}
	}
	for slug, want := range map[string][]string{
		"ghost":          {"the target is immune to this Zorblax's Horrifying Visage"},
		"harpy":          {"is immune to this Zorblax's song", "ignores the songs of other Zorblaxes"},
		"lich":           {"a destroyed Zorblax gains a new body"},
		"mummy-lord":     {"A destroyed Zorblax gains a new body", "Dreadful Glare of all mummies and Zorblaxes"},
		"mummy":          {"cursed with mummy rot", "Dreadful Glare of all Zorblaxes (but not mummy lords)"},
		"vampire":        {"rises the following night as a vampire spawn under the Zorblax's control", "revert to its Zorblax form"},
		"cloaker":        {"that isn't an aberration must succeed", "which Zorblax is the real one"},
		"erinyes":        {"Some Zorblaxes carry a rope"},
		"djinni":         {"lightning or thunder damage (Zorblax's choice)"},
		"glabrezu":       {"1d3 vrocks, 1d2 hezrous, or one Zorblax"},
		"dust-mephit":    {"summoning 1d4 Zorblaxes of its kind", "A summoned Zorblax appears"},
		"flesh-golem":    {"within 60 feet of the berserk Zorblax"},
		"awakened-shrub": {"indistinguishable from a normal shrub"},
	} {
		m, _ := srd.SRD().Get(slug)
		text := strings.Join(texts(Renamed(m, "Zorblax")), " ")
		for _, w := range want {
			if !strings.Contains(text, w) {
				t.Errorf("%s renamed does not say %q", slug, w)
			}
		}
	}
	hags, _ := srd.SRD().Get("green-hag")
	if text := strings.Join(texts(Renamed(hags, "Bog Crone")), " "); !strings.Contains(text, "A coven consists of three Bog Crones") ||
		!strings.Contains(text, "called a hag eye") || !strings.Contains(text, "each Bog Crone is a 12th-level spellcaster") {
		t.Errorf("green hag's coven renamed: %q", text)
	}
	aboleth, _ := srd.SRD().Get("aboleth")
	if got := Renamed(aboleth, "Mire Oracle").Actions[0].Desc; got != "The Mire Oracle makes three tentacle attacks." {
		t.Errorf("aboleth multiattack %q", got)
	}
	hag, _ := srd.SRD().Get("green-hag")
	if got := strings.Join(texts(Renamed(hag, "Bog Crone")), " "); !strings.Contains(got, "hag eye") || strings.Contains(got, "the hag ") && !strings.Contains(got, "the hag eye") {
		t.Errorf("green hag: the hag eye is an item, not the hag: %q", got)
	}
	article := srd.Monster{Name: "Owlbear", Actions: []srd.Action{{Name: "Hug", Desc: "An owlbear hugs. A creature grappled by the owlbear"}}}
	if got := Renamed(article, "Ember Hugger").Actions[0].Desc; got != "An Ember Hugger hugs. A creature grappled by the Ember Hugger" {
		t.Errorf("articles: %q", got)
	}
	if got := Renamed(article, "Thornback").Actions[0].Desc; !strings.HasPrefix(got, "A Thornback hugs.") {
		t.Errorf("an -> a: %q", got)
	}
}
