//go:build !race

// A content sweep of one goroutine: outside the race build only (the race
// detector finds nothing there and makes it five times slower);
// scripts/test.sh runs these tests in its plain pass.

package monsters

import (
	"fmt"
	"sort"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/grammar/proofread"
	"github.com/lorewright/lorewright/functions/internal/srd"
	"github.com/lorewright/lorewright/functions/internal/sweep"
)

// Our own checker must accept what the built-in re-skin writer writes: a
// card inserted into a document reads as clean en-US prose, with the new
// name in the personal dictionary as the game master would add it.

// proofreadReskin checks the four parts of a re-skin card, with the new
// name in the personal dictionary.
func proofreadReskin(reader *proofread.Proofreader, where string, r ReskinReply) {
	for _, text := range []string{r.NewName, r.VisualDescription, r.BehavioralChanges, r.LoreAdaptation} {
		reader.Check(where, text, r.NewName)
	}
}

// TestBuiltInReskinReadsCleanly: every SRD creature in every tone, the
// themes and environments rotating through the suggested ones (and a
// theme and an environment of the user's own), and for one creature of
// each type every suggested theme, environment and tone: our own checker
// flags nothing in the name, look, behaviour or lore. `go test` checks a
// sample of the creatures, `make test-long` all of them.
func TestBuiltInReskinReadsCleanly(t *testing.T) {
	reader := proofread.New(t)
	// Themes of the user's own: every word the writer has images for, and
	// words it has none for.
	customThemes := []string{"Sunken Empire", "clockwork carnival"}
	for w := range wordMotifs {
		customThemes = append(customThemes, w)
	}
	sort.Strings(customThemes)
	customEnvironments := []string{"Floating Islands", "haunted library", "Sky Citadel"}
	type creature struct {
		k int
		m srd.Monster
		// firstOfType: the first creature of its type in the catalogue.
		firstOfType bool
	}
	var all []creature
	seenType := map[string]bool{}
	for k, m := range srd.SRD().All() {
		typ := srd.BaseType(m.Type)
		all = append(all, creature{k, m, !seenType[typ]})
		seenType[typ] = true
	}
	creatures := sweep.Sample(t, all, 16)
	written := 0
	for _, c := range creatures {
		k, m := c.k, c.m
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
			proofreadReskin(reader, fmt.Sprintf("%s/%s/%s/%s", m.Name, theme, env, tone), writeReskin(m, theme, env, tone, k+i))
			written++
		}
		// Every theme of the user's own once per creature type.
		if c.firstOfType {
			for i, theme := range customThemes {
				proofreadReskin(reader, fmt.Sprintf("%s/%s", m.Name, theme), writeReskin(m, theme, customEnvironments[i%len(customEnvironments)], Tones[i%len(Tones)], i))
				written++
			}
			for _, theme := range themes {
				for _, env := range Environments {
					for v, tone := range Tones {
						proofreadReskin(reader, fmt.Sprintf("%s/%s/%s/%s", m.Name, theme, env, tone), writeReskin(m, theme, env, tone, v))
						written++
					}
				}
			}
		}
	}
	reader.Report(fmt.Sprintf("%d re-skins", written))
	if want := len(creatures) * len(Tones); written < want {
		t.Errorf("only %d re-skins written, want at least %d", written, want)
	}
}

// TestSRDStatBlockTextReadsCleanly: the rules text of every SRD creature, as
// Insert into Campaign puts it in a document, gets no spelling or grammar
// issue from our own checker (the generator fixes the source package's
// typos: "an 60-foot line", "isn 't", "tai l"). Style suggestions are left
// to the game master: the SRD's wording is the SRD's. `go test` checks a
// sample of the creatures, `make test-long` all of them.
func TestSRDStatBlockTextReadsCleanly(t *testing.T) {
	reader := proofread.New(t)
	reader.IgnoreStyle = true
	for _, m := range sweep.Sample(t, srd.SRD().All(), 60) {
		var parts []srd.Action
		parts = append(parts, m.Traits...)
		parts = append(parts, m.Actions...)
		parts = append(parts, m.Reactions...)
		parts = append(parts, m.LegendaryActions...)
		texts := []string{m.LegendaryDesc}
		for _, a := range parts {
			texts = append(texts, a.Name+". "+a.Desc)
		}
		for _, text := range texts {
			reader.Check(m.Name, text, m.Name)
		}
	}
	reader.Report("the SRD's rules text")
}
