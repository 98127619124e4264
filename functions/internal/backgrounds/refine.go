package backgrounds

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/lorewright/lorewright/functions/internal/llm"
)

// topLevelKeys are the sections of a background, in the spec's order.
var topLevelKeys = []string{"characterConcept", "backgroundSummary", "personalHistory", "personalityTraits", "ideals",
	"bonds", "flaws", "motivations", "goals", "mannerisms", "fears", "possessions", "secrets", "plotHooks",
	"relationships", "mechanicalElements"}

// tabSections are the Results tabs and the fields each shows.
var tabSections = map[string][]string{
	"overview":    {"characterConcept", "backgroundSummary", "possessions"},
	"history":     {"personalHistory"},
	"personality": {"personalityTraits", "ideals", "bonds", "flaws", "mannerisms", "fears"},
	"goals":       {"motivations", "goals"},
	"mechanics":   {"mechanicalElements"},
}

// sectionKeys are the fields a target section names: a tab ("Goals &
// Motivations", "personality") or a field ("personalityTraits"); nil when
// it names none.
func sectionKeys(target string) []string {
	name := strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) {
			return unicode.ToLower(r)
		}
		return -1
	}, target)
	name = strings.TrimSuffix(strings.ReplaceAll(name, "andmotivations", "motivations"), "tab")
	if name == "goalsmotivations" {
		name = "goals"
	}
	if keys, ok := tabSections[name]; ok {
		return keys
	}
	for _, k := range topLevelKeys {
		if strings.ToLower(k) == name {
			return []string{k}
		}
	}
	return nil
}

// Problems reports a message per invalid field; empty when r is valid.
func (r RefineRequest) Problems() map[string]string {
	p := map[string]string{}
	switch n := utf8.RuneCountInString(strings.TrimSpace(r.Description)); {
	case n == 0:
		p["description"] = "Describe the change you want."
	case n > MaxRefineChars:
		p["description"] = fmt.Sprintf("The request must be at most %d characters.", MaxRefineChars)
	}
	if r.TargetSection != "" && sectionKeys(r.TargetSection) == nil {
		p["targetSection"] = "Target section must be a tab (overview, history, personality, goals, secrets, plot hooks, relationships, mechanics) or a field of the background."
	}
	if utf8.RuneCountInString(r.RequestType) > 40 {
		p["requestType"] = "Request type must be a short word."
	}
	if strings.TrimSpace(r.Background.CharacterConcept) == "" {
		p["background"] = "Send the background to refine."
	}
	switch {
	case strings.TrimSpace(r.BackgroundID) == "":
		p["backgroundId"] = "Send the id of the background to refine."
	case r.BackgroundID != r.Background.ID:
		p["backgroundId"] = "The background id does not match the background sent."
	}
	return p
}

// errNothingChanged: the refinement reply held no usable section.
var errNothingChanged = errors.New("backgrounds: the refinement reply changes no section")

// wrapperKeys are keys a model may nest the changed sections under.
var wrapperKeys = []string{"updatedSections", "changedSections", "changes", "sections", "updatedBackground", "refinedBackground", "background", "updates"}

// mergeRefinement applies a refinement reply, JSON of changed sections, to
// bg: only the target section's fields when one is given, else every field
// the reply names. Nested sections (personal history, motivations, goals)
// take the sub-fields the reply gives and keep the rest.
func mergeRefinement(bg Background, reply, target string, now time.Time) (Background, []string, error) {
	allowed := topLevelKeys
	if target != "" {
		allowed = sectionKeys(target)
	}
	block, err := llm.ExtractJSON(reply)
	if err != nil {
		return bg, nil, &llm.Error{Class: llm.ErrInvalidReply, Err: err}
	}
	fields := object(json.RawMessage(block))
	if fields == nil && len(allowed) == 1 {
		// A bare value for a one-field target: ["trait", "trait"].
		fields = map[string]json.RawMessage{allowed[0]: json.RawMessage(block)}
	}
	if fields != nil && !hasAny(fields, allowed) {
		for _, w := range wrapperKeys {
			if inner := object(fields[normalWrapper(fields, w)]); inner != nil && hasAny(inner, allowed) {
				fields = inner
				break
			}
		}
	}
	c := bg.Content
	var changed []string
	for _, key := range allowed {
		if raw, ok := fields[key]; ok && setField(&c, key, raw) {
			changed = append(changed, key)
		}
	}
	if len(changed) == 0 {
		return bg, nil, &llm.Error{Class: llm.ErrInvalidReply, Err: errNothingChanged}
	}
	bg.Content = c
	bg.LastRefinedAt = &now
	return bg, changed, nil
}

func hasAny(fields map[string]json.RawMessage, keys []string) bool {
	return slices.ContainsFunc(keys, func(k string) bool { _, ok := fields[k]; return ok })
}

// normalWrapper finds the key of fields that spells wrapper in any case.
func normalWrapper(fields map[string]json.RawMessage, wrapper string) string {
	for k := range fields {
		if normalKey(k) == normalKey(wrapper) {
			return k
		}
	}
	return wrapper
}
