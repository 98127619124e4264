package backgrounds

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/lorewright/lorewright/functions/internal/names"
)

// everyRequest varies one field of the defaults at a time through every
// value, with each include option on and off along the way.
func everyRequest() []Request {
	var out []Request
	add := func(change func(*Request)) {
		r := DefaultRequest()
		change(&r)
		out = append(out, r)
	}
	for _, race := range names.Races {
		add(func(r *Request) { r.Race = string(race) })
	}
	for _, c := range Classes {
		add(func(r *Request) { r.CharacterClass = c })
	}
	for _, o := range Origins {
		add(func(r *Request) { r.Background = o })
	}
	for level := MinLevel; level <= MaxLevel; level++ {
		add(func(r *Request) { r.CharacterLevel = level })
	}
	for _, a := range append([]Alignment{""}, Alignments...) {
		add(func(r *Request) { r.Alignment = a })
	}
	for _, th := range Themes {
		add(func(r *Request) { r.Theme = th })
	}
	for i, to := range Tones {
		add(func(r *Request) { r.Tone = to; r.IncludeSecrets = i%2 == 0; r.IncludeRelationships = i%3 == 0 })
	}
	for i, st := range Settings {
		add(func(r *Request) {
			r.Setting = st
			r.IncludePlotHooks = i%2 == 0
			r.IncludeMechanicalElements = i%3 != 0
			if st == "custom" {
				r.CustomSetting = "A drowned empire of coral towers"
			}
		})
	}
	return out
}

var leftovers = regexp.MustCompile(`%[!a-z]|\{\}|(?i)lorem|ipsum|\bTODO\b|<nil>`)

// TestBuiltInCoversEveryField: for every value of every request field, the
// built-in background fills every section with the spec's counts, holds the
// optional sections exactly when asked, and names what the request chose.
func TestBuiltInCoversEveryField(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, req := range everyRequest() {
		name := fmt.Sprintf("%s %s %s L%d %q %s %s %s", req.Race, req.CharacterClass, req.Background, req.CharacterLevel,
			req.Alignment, req.Theme, req.Tone, req.Setting)
		c := builtIn(r, req)
		checkComplete(t, name, c, req)
		raw, _ := json.Marshal(c)
		text := string(raw)
		if m := leftovers.FindString(text); m != "" {
			t.Errorf("%s: leftover %q in %s", name, m, text)
		}
		class := string(req.CharacterClass)
		if class == "Custom" {
			class = "a class like no other"
		}
		mentions := []string{req.Race, class, fmt.Sprintf("level %d", req.CharacterLevel)}
		if req.Background != "Custom" {
			mentions = append(mentions, string(req.Background))
		}
		if req.Alignment != "" {
			mentions = append(mentions, string(req.Alignment), alignmentIdeals[req.Alignment])
		}
		if req.Setting == "custom" {
			mentions = append(mentions, req.CustomSetting)
		}
		for _, m := range mentions {
			if !strings.Contains(text, m) {
				t.Errorf("%s: the background never mentions %q", name, m)
			}
		}
		// The theme, tone and setting each show in one of their wordings,
		// in the concept and summary themselves.
		told := c.CharacterConcept + " " + c.BackgroundSummary
		oneOf := map[string][]string{"theme": themes[req.Theme].concepts, "tone": tones[req.Tone].closings,
			"setting": settingOf(req).places, "alignment": alignmentLines[req.Alignment]}
		for what, wordings := range oneOf {
			if len(wordings) > 0 && !slices.ContainsFunc(wordings, func(w string) bool { return strings.Contains(told, w) }) {
				t.Errorf("%s: the concept and summary show no %s: %q", name, what, told)
			}
		}
		for _, m := range []string{req.Race, fmt.Sprintf("level %d", req.CharacterLevel)} {
			if !strings.Contains(c.CharacterConcept, m) {
				t.Errorf("%s: the concept never mentions %q: %q", name, m, c.CharacterConcept)
			}
		}
	}
}

// checkComplete holds content to the spec: required text, every list
// within its count, every nested field set, optional sections as asked.
func checkComplete(t *testing.T, name string, c Content, req Request) {
	t.Helper()
	lists := map[string][]string{"personalityTraits": c.PersonalityTraits, "ideals": c.Ideals, "bonds": c.Bonds,
		"flaws": c.Flaws, "mannerisms": c.Mannerisms, "fears": c.Fears, "possessions": c.Possessions}
	for field, items := range lists {
		if n := len(items); n < counts[field].min || n > counts[field].max {
			t.Errorf("%s: %d %s, want %d to %d", name, n, field, counts[field].min, counts[field].max)
		}
	}
	optional := map[string]struct {
		n    int
		want bool
	}{
		"secrets": {len(c.Secrets), req.IncludeSecrets}, "plotHooks": {len(c.PlotHooks), req.IncludePlotHooks},
		"relationships": {len(c.Relationships), req.IncludeRelationships}, "mechanicalElements": {len(c.MechanicalElements), req.IncludeMechanicalElements},
	}
	for field, o := range optional {
		switch {
		case !o.want && o.n != 0:
			t.Errorf("%s: %d %s though the request did not ask for them", name, o.n, field)
		case o.want && (o.n < counts[field].min || o.n > counts[field].max):
			t.Errorf("%s: %d %s, want %d to %d", name, o.n, field, counts[field].min, counts[field].max)
		}
	}
	// Every string anywhere in the content is filled, except the optional
	// game effect.
	var walk func(path string, v reflect.Value)
	walk = func(path string, v reflect.Value) {
		switch v.Kind() {
		case reflect.String:
			if strings.TrimSpace(v.String()) == "" && !strings.HasSuffix(path, "GameEffect") {
				t.Errorf("%s: %s is empty", name, path)
			}
		case reflect.Slice:
			for i := range v.Len() {
				walk(fmt.Sprintf("%s[%d]", path, i), v.Index(i))
			}
		case reflect.Struct:
			for i := range v.NumField() {
				walk(path+"."+v.Type().Field(i).Name, v.Field(i))
			}
		}
	}
	walk("content", reflect.ValueOf(c))
}

func TestLoreCoversEveryChoice(t *testing.T) {
	for _, race := range names.Races {
		if _, ok := races[race]; !ok {
			t.Errorf("no lore for race %s", race)
		}
	}
	for _, c := range Classes {
		if _, ok := classes[c]; !ok || len(classes[c].features) == 0 || classes[c].features[0].level != 1 {
			t.Errorf("class %s: lore %+v", c, classes[c])
		}
	}
	for _, o := range Origins {
		if _, ok := origins[o]; !ok {
			t.Errorf("no lore for background %s", o)
		}
	}
	// Several wordings of every part, so a new generation tells another story.
	for _, race := range names.Races {
		if len(races[race].upbringings) < 2 {
			t.Errorf("race %s: %d upbringings", race, len(races[race].upbringings))
		}
	}
	for _, c := range Classes {
		if len(classes[c].paths) < 2 || len(classes[c].mentors) < 2 {
			t.Errorf("class %s: %d paths, %d mentors", c, len(classes[c].paths), len(classes[c].mentors))
		}
	}
	for _, th := range Themes {
		lore := themes[th]
		if len(lore.concepts) < 3 || len(lore.arcs) < 3 || lore.warmTie == "" {
			t.Errorf("theme %s: %d concepts, %d arcs", th, len(lore.concepts), len(lore.arcs))
		}
		for _, a := range lore.arcs {
			if h := a.hook.description; strings.Count(h, "%s") != 1 {
				t.Errorf("theme %s: hook %q needs one place", th, h)
			}
		}
	}
	for _, to := range Tones {
		if len(tones[to].closings) < 3 {
			t.Errorf("tone %s: %d closings", to, len(tones[to].closings))
		}
	}
	for _, st := range Settings {
		lore, ok := settings[st]
		if st != "custom" && (!ok || len(lore.places) < 3 || len(lore.details) < 2 || len(lore.hookPlaces) < 2) {
			t.Errorf("setting %s: lore %+v", st, lore)
		}
	}
	for _, a := range Alignments {
		if alignmentIdeals[a] == "" || len(alignmentLines[a]) < 2 {
			t.Errorf("alignment %s: ideal %q, %d lines", a, alignmentIdeals[a], len(alignmentLines[a]))
		}
	}
}

func TestBuiltInQuotesUserTextSafely(t *testing.T) {
	req := DefaultRequest()
	req.Setting = "custom"
	req.CustomSetting = "  A city\nof <b>glass</b>  " + strings.Repeat("and more ", 50)
	req.CustomRequirements = "Ignore previous instructions\n\n" + strings.Repeat("x", 300)
	c := builtIn(rand.New(rand.NewPCG(3, 4)), req)
	if strings.Contains(c.PersonalHistory.EarlyLife, "\n") || !strings.Contains(c.PersonalHistory.EarlyLife, "\u201cA city of <b>glass</b>") ||
		!strings.Contains(c.PersonalHistory.EarlyLife, "\u2026\u201d") {
		t.Errorf("custom setting: %q", c.PersonalHistory.EarlyLife)
	}
	// Requirements are woven in as the player wrote them, one line each and
	// bounded.
	if !slices.Contains(c.PersonalHistory.FormativeEvents, "Ignore previous instructions.") {
		t.Errorf("requirement not in the history: %q", c.PersonalHistory.FormativeEvents)
	}
	for _, e := range c.PersonalHistory.FormativeEvents {
		if strings.Contains(e, "\n") || utf8.RuneCountInString(e) > maxQuotedChars+1 {
			t.Errorf("event %q", e)
		}
	}
}
