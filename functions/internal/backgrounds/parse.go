package backgrounds

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/lorewright/lorewright/functions/internal/llm"
)

// Limits on what is kept of a model's text.
const (
	maxTextChars = 3000
	maxItemChars = 600
	// maxItems bounds lists without a count of their own (formative events).
	maxItems = 6
)

// errNotAnObject: the reply's JSON is not an object of sections.
var errNotAnObject = errors.New("backgrounds: the reply is not a JSON object")

// parseReply reads the spec's background reply: a JSON object, fences and
// surrounding text stripped. characterConcept and backgroundSummary are
// required; a field of the wrong shape is read leniently (a string where a
// list was asked for becomes a list of one) or left for a placeholder.
// Optional sections the request did not ask for are dropped, lists are held
// to the spec's counts and missing lists get placeholders.
func parseReply(reply string, req Request) (Content, error) {
	fields, err := replyObject(reply)
	if err != nil {
		return Content{}, err
	}
	var c Content
	for key, raw := range fields {
		setField(&c, key, raw)
	}
	var missing []string
	if strings.TrimSpace(c.CharacterConcept) == "" {
		missing = append(missing, "characterConcept")
	}
	if strings.TrimSpace(c.BackgroundSummary) == "" {
		missing = append(missing, "backgroundSummary")
	}
	if len(missing) > 0 {
		return Content{}, &llm.Error{Class: llm.ErrInvalidReply, Err: &llm.MissingFieldsError{Fields: missing}}
	}
	keepRequested(&c, req)
	fillPlaceholders(&c, req)
	return c, nil
}

// replyObject extracts the reply's JSON object as raw fields.
func replyObject(reply string) (map[string]json.RawMessage, error) {
	block, err := llm.ExtractJSON(reply)
	if err != nil {
		return nil, &llm.Error{Class: llm.ErrInvalidReply, Err: err}
	}
	fields := object(json.RawMessage(block))
	if fields == nil {
		return nil, &llm.Error{Class: llm.ErrInvalidReply, Err: errNotAnObject}
	}
	return fields, nil
}

// knownKeys maps a key without case, underscores or hyphens to the spec's
// name, so "character_concept" and "CharacterConcept" are read too.
var knownKeys = func() map[string]string {
	m := map[string]string{}
	for _, k := range strings.Fields(`characterConcept backgroundSummary personalHistory personalityTraits ideals
		bonds flaws motivations goals mannerisms fears possessions secrets plotHooks relationships mechanicalElements
		earlyLife formativeEvents recentPast howTheyBecameTheirClass primary secondary shortTerm longTerm lifeGoal
		type description severity potentialConsequences title urgency dmGuidance potentialOutcomes name relationship
		currentStatus importance plotPotential gameEffect source`) {
		m[normalKey(k)] = k
	}
	return m
}()

func normalKey(k string) string { return strings.ToLower(keySeparators.Replace(k)) }

var keySeparators = strings.NewReplacer("_", "", "-", "", " ", "")

// setField decodes one top-level field into c, leniently; it reports
// whether the field is known and held something usable.
func setField(c *Content, key string, raw json.RawMessage) bool {
	switch key {
	case "characterConcept":
		return setText(&c.CharacterConcept, raw)
	case "backgroundSummary":
		return setText(&c.BackgroundSummary, raw)
	case "personalHistory":
		o := object(raw)
		if o == nil {
			return false
		}
		ok := setText(&c.PersonalHistory.EarlyLife, o["earlyLife"])
		ok = setList(&c.PersonalHistory.FormativeEvents, o["formativeEvents"], maxItems) || ok
		ok = setText(&c.PersonalHistory.RecentPast, o["recentPast"]) || ok
		return setText(&c.PersonalHistory.HowTheyBecameTheirClass, o["howTheyBecameTheirClass"]) || ok
	case "personalityTraits":
		return setList(&c.PersonalityTraits, raw, counts[key].max)
	case "ideals":
		return setList(&c.Ideals, raw, counts[key].max)
	case "bonds":
		return setList(&c.Bonds, raw, counts[key].max)
	case "flaws":
		return setList(&c.Flaws, raw, counts[key].max)
	case "mannerisms":
		return setList(&c.Mannerisms, raw, counts[key].max)
	case "fears":
		return setList(&c.Fears, raw, counts[key].max)
	case "possessions":
		return setList(&c.Possessions, raw, counts[key].max)
	case "motivations":
		o := object(raw)
		if o == nil {
			return false
		}
		ok := setText(&c.Motivations.Primary, o["primary"])
		return setList(&c.Motivations.Secondary, o["secondary"], maxItems) || ok
	case "goals":
		o := object(raw)
		if o == nil {
			return false
		}
		ok := setList(&c.Goals.ShortTerm, o["shortTerm"], maxItems)
		ok = setList(&c.Goals.LongTerm, o["longTerm"], maxItems) || ok
		return setText(&c.Goals.LifeGoal, o["lifeGoal"]) || ok
	case "secrets":
		return setObjects(&c.Secrets, raw, counts[key].max, func(o map[string]json.RawMessage) (Secret, bool) {
			s := Secret{Type: text(o["type"]), Description: text(o["description"]), Severity: text(o["severity"]),
				PotentialConsequences: list(o["potentialConsequences"], maxItems)}
			return s, s.Description != ""
		})
	case "plotHooks":
		return setObjects(&c.PlotHooks, raw, counts[key].max, func(o map[string]json.RawMessage) (PlotHook, bool) {
			h := PlotHook{Type: text(o["type"]), Title: text(o["title"]), Description: text(o["description"]), Urgency: text(o["urgency"]),
				DMGuidance: text(o["dmGuidance"]), PotentialOutcomes: list(o["potentialOutcomes"], maxItems)}
			return h, h.Description != "" || h.Title != ""
		})
	case "relationships":
		return setObjects(&c.Relationships, raw, counts[key].max, func(o map[string]json.RawMessage) (Relationship, bool) {
			r := Relationship{Name: text(o["name"]), Relationship: text(o["relationship"]), Description: text(o["description"]),
				CurrentStatus: text(o["currentStatus"]), Importance: text(o["importance"]), PlotPotential: text(o["plotPotential"])}
			return r, r.Name != "" || r.Description != ""
		})
	case "mechanicalElements":
		return setObjects(&c.MechanicalElements, raw, counts[key].max, func(o map[string]json.RawMessage) (MechanicalElement, bool) {
			m := MechanicalElement{Type: text(o["type"]), Name: text(o["name"]), Description: text(o["description"]),
				GameEffect: text(o["gameEffect"]), Source: text(o["source"])}
			return m, m.Name != ""
		})
	}
	return false
}

// text reads a string (a list of strings is joined); empty when unusable.
func text(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return clip(s, maxTextChars)
	}
	if items := list(raw, maxItems); len(items) > 0 {
		return clip(strings.Join(items, " "), maxTextChars)
	}
	return ""
}

// list reads a list of strings; a single string is a list of one, and
// objects give their text or description.
func list(raw json.RawMessage, limit int) []string {
	var items []json.RawMessage
	if json.Unmarshal(raw, &items) != nil {
		if s := text1(raw); s != "" {
			return []string{s}
		}
		return nil
	}
	var out []string
	for _, it := range items {
		if s := text1(it); s != "" {
			out = append(out, s)
		}
		if len(out) == limit {
			break
		}
	}
	return out
}

// text1 reads one list item: a string, or an object's text.
func text1(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return clip(s, maxItemChars)
	}
	var o map[string]any
	if json.Unmarshal(raw, &o) == nil {
		for _, k := range []string{"text", "description", "name", "value", "trait", "item"} {
			if v, ok := o[k].(string); ok {
				return clip(v, maxItemChars)
			}
		}
	}
	return ""
}

// object reads a JSON object with its keys in the spec's spelling; nil
// when raw is not an object.
func object(raw json.RawMessage) map[string]json.RawMessage {
	var o map[string]json.RawMessage
	if json.Unmarshal(raw, &o) != nil || o == nil {
		return nil
	}
	out := make(map[string]json.RawMessage, len(o))
	for k, v := range o {
		canon := k
		if c, ok := knownKeys[normalKey(k)]; ok {
			canon = c
		}
		if _, exact := o[canon]; exact && k != canon {
			continue // the spec's spelling wins over a variant of it
		}
		out[canon] = v
	}
	return out
}

func setText(dst *string, raw json.RawMessage) bool {
	if raw == nil {
		return false
	}
	if s := text(raw); s != "" {
		*dst = s
		return true
	}
	return false
}

func setList(dst *[]string, raw json.RawMessage, limit int) bool {
	if raw == nil {
		return false
	}
	if items := list(raw, limit); len(items) > 0 {
		*dst = items
		return true
	}
	return false
}

// setObjects reads a list of objects (or one object) with read, keeping
// at most limit usable ones.
func setObjects[T any](dst *[]T, raw json.RawMessage, limit int, read func(map[string]json.RawMessage) (T, bool)) bool {
	var items []json.RawMessage
	if json.Unmarshal(raw, &items) != nil {
		items = []json.RawMessage{raw}
	}
	var out []T
	for _, it := range items {
		if o := object(it); o != nil {
			if v, ok := read(o); ok {
				out = append(out, v)
			}
		} else if s := text1(it); s != "" {
			if v, ok := read(map[string]json.RawMessage{"description": quoteJSON(s), "name": quoteJSON(s)}); ok {
				out = append(out, v)
			}
		}
		if len(out) == limit {
			break
		}
	}
	if len(out) == 0 {
		return false
	}
	*dst = out
	return true
}

func quoteJSON(s string) json.RawMessage {
	b, _ := json.Marshal(s)
	return b
}

// clip collapses spacing and bounds the length of model text.
func clip(s string, limit int) string {
	s = strings.TrimSpace(s)
	if utf8.RuneCountInString(s) > limit {
		s = string([]rune(s)[:limit-1]) + "\u2026"
	}
	return s
}

// keepRequested drops optional sections the request did not ask for.
func keepRequested(c *Content, req Request) {
	if !req.IncludeSecrets {
		c.Secrets = nil
	}
	if !req.IncludePlotHooks {
		c.PlotHooks = nil
	}
	if !req.IncludeRelationships {
		c.Relationships = nil
	}
	if !req.IncludeMechanicalElements {
		c.MechanicalElements = nil
	}
}

// notProvided is the spec's placeholder for a missing list item.
func notProvided(what string) string { return fmt.Sprintf("No %s were provided.", what) }

// fillPlaceholders puts the spec's placeholders where the reply left a
// field out, including asked-for optional sections.
func fillPlaceholders(c *Content, req Request) {
	placeholder := func(dst *[]string, what string) {
		if len(*dst) == 0 {
			*dst = []string{notProvided(what)}
		}
	}
	placeholderText := func(dst *string, what string) {
		if strings.TrimSpace(*dst) == "" {
			*dst = fmt.Sprintf("The %s was not provided.", what)
		}
	}
	placeholderText(&c.PersonalHistory.EarlyLife, "early life")
	placeholder(&c.PersonalHistory.FormativeEvents, "formative events")
	placeholderText(&c.PersonalHistory.RecentPast, "recent past")
	placeholderText(&c.PersonalHistory.HowTheyBecameTheirClass, "story of how they became their class")
	placeholder(&c.PersonalityTraits, "personality traits")
	placeholder(&c.Ideals, "ideals")
	placeholder(&c.Bonds, "bonds")
	placeholder(&c.Flaws, "flaws")
	placeholderText(&c.Motivations.Primary, "primary motivation")
	placeholder(&c.Motivations.Secondary, "secondary motivations")
	placeholder(&c.Goals.ShortTerm, "short-term goals")
	placeholder(&c.Goals.LongTerm, "long-term goals")
	placeholderText(&c.Goals.LifeGoal, "life goal")
	placeholder(&c.Mannerisms, "mannerisms")
	placeholder(&c.Fears, "fears")
	placeholder(&c.Possessions, "possessions")
	if req.IncludeSecrets && len(c.Secrets) == 0 {
		c.Secrets = []Secret{{Description: notProvided("secrets")}}
	}
	if req.IncludePlotHooks && len(c.PlotHooks) == 0 {
		c.PlotHooks = []PlotHook{{Title: "Plot hooks", Description: notProvided("plot hooks")}}
	}
	if req.IncludeRelationships && len(c.Relationships) == 0 {
		c.Relationships = []Relationship{{Description: notProvided("relationships")}}
	}
	if req.IncludeMechanicalElements && len(c.MechanicalElements) == 0 {
		c.MechanicalElements = []MechanicalElement{{Name: "Mechanical elements", Description: notProvided("mechanical elements")}}
	}
}
