package monsters

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/grammar"
)

// Our own checker must accept what the built-in re-skin writer writes: a
// card inserted into a document reads as clean en-US prose, with the new
// name in the personal dictionary as the game master would add it.

// reskinChecker counts what the checker flags in re-skins.
type reskinChecker struct {
	t       *testing.T
	checker *grammar.Checker
	flagged int
	counts  map[string]int
}

func (rc *reskinChecker) check(where string, r ReskinReply) {
	rc.t.Helper()
	for _, text := range []string{r.NewName, r.VisualDescription, r.BehavioralChanges, r.LoreAdaptation} {
		res := rc.checker.Check(context.Background(), text, grammar.CheckOptions{Dictionary: []string{r.NewName}})
		for _, is := range res.Errors {
			rc.flagged++
			span := string([]rune(text)[is.Position.Start:is.Position.End])
			key := fmt.Sprintf("%s %q", is.Type, span)
			rc.counts[key]++
			if rc.counts[key] == 1 && len(rc.counts) <= 40 {
				rc.t.Errorf("%s: %q flagged (%s: %s) in %q", where, span, is.Rule.ID, is.Message, text)
			}
		}
	}
}

// TestBuiltInReskinReadsCleanly: every SRD creature in every tone, the
// themes and environments rotating through the suggested ones (and a
// theme and an environment of the user's own), and for one creature of
// each type every suggested theme, environment and tone: our own checker
// flags nothing in the name, look, behaviour or lore.
func TestBuiltInReskinReadsCleanly(t *testing.T) {
	checker, err := grammar.NewDefaultChecker(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	rc := &reskinChecker{t: t, checker: checker, counts: map[string]int{}}
	// Themes of the user's own: every word the writer has images for, and
	// words it has none for.
	customThemes := []string{"Sunken Empire", "clockwork carnival"}
	for w := range wordMotifs {
		customThemes = append(customThemes, w)
	}
	sort.Strings(customThemes)
	customEnvironments := []string{"Floating Islands", "haunted library", "Sky Citadel"}
	written := 0
	firstOfType := map[string]bool{}
	for k, m := range SRD().All() {
		themes := SuggestionsFor(m.Type).Themes
		for i, tone := range Tones {
			theme := themes[(k+i)%len(themes)]
			env := Environments[(k+2*i)%len(Environments)]
			switch (k + i) % 9 {
			case 7:
				theme, env = customThemes[k%len(customThemes)], customEnvironments[i%len(customEnvironments)]
			case 8:
				theme, env = "", ""
			}
			rc.check(fmt.Sprintf("%s/%s/%s/%s", m.Name, theme, env, tone), writeReskin(m, theme, env, tone, k+i))
			written++
		}
		// Every theme of the user's own once per creature type.
		if typ := BaseType(m.Type); !firstOfType[typ] {
			for i, theme := range customThemes {
				rc.check(fmt.Sprintf("%s/%s", m.Name, theme), writeReskin(m, theme, customEnvironments[i%len(customEnvironments)], Tones[i%len(Tones)], i))
				written++
			}
			firstOfType[typ] = true
			for _, theme := range themes {
				for _, env := range Environments {
					for v, tone := range Tones {
						rc.check(fmt.Sprintf("%s/%s/%s/%s", m.Name, theme, env, tone), writeReskin(m, theme, env, tone, v))
						written++
					}
				}
			}
		}
	}
	if rc.flagged > 0 {
		keys := make([]string, 0, len(rc.counts))
		for k := range rc.counts {
			keys = append(keys, k)
		}
		sort.Slice(keys, func(i, j int) bool { return rc.counts[keys[i]] > rc.counts[keys[j]] })
		var b strings.Builder
		for _, k := range keys {
			fmt.Fprintf(&b, "%4d %s\n", rc.counts[k], k)
		}
		t.Errorf("%d issues in %d re-skins:\n%s", rc.flagged, written, b.String())
	}
	if want := SRD().Len() * len(Tones); written < want {
		t.Errorf("only %d re-skins written, want at least %d", written, want)
	}
}

// TestSRDStatBlockTextReadsCleanly: the rules text of every SRD creature, as
// Insert into Campaign puts it in a document, gets no spelling or grammar
// issue from our own checker (the generator fixes the source package's
// typos: "an 60-foot line", "isn 't", "tai l"). Style suggestions are left
// to the game master: the SRD's wording is the SRD's.
func TestSRDStatBlockTextReadsCleanly(t *testing.T) {
	checker, err := grammar.NewDefaultChecker(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	flagged := 0
	for _, m := range SRD().All() {
		var parts []Action
		parts = append(parts, m.Traits...)
		parts = append(parts, m.Actions...)
		parts = append(parts, m.Reactions...)
		parts = append(parts, m.LegendaryActions...)
		texts := []string{m.LegendaryDesc}
		for _, a := range parts {
			texts = append(texts, a.Name+". "+a.Desc)
		}
		for _, text := range texts {
			for _, is := range checker.Check(context.Background(), text, grammar.CheckOptions{Dictionary: []string{m.Name}}).Errors {
				if is.Type == grammar.Style {
					continue
				}
				flagged++
				if flagged <= 30 {
					t.Errorf("%s: %q flagged (%s: %s)", m.Name, string([]rune(text)[is.Position.Start:is.Position.End]), is.Rule.ID, is.Message)
				}
			}
		}
	}
	if flagged > 0 {
		t.Errorf("%d issues in the SRD's rules text", flagged)
	}
}
