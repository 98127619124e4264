package modelreply

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
	"unicode"

	"github.com/lorewright/lorewright/functions/internal/campaign/internal/creatures"
	"github.com/lorewright/lorewright/functions/internal/campaign/internal/types"
	"github.com/lorewright/lorewright/functions/internal/llm"
)

// Lenient JSON types for campaigns a model writes: a number may come as a
// string ("30 minutes"), a text as a list of paragraphs, a list of texts as
// objects. One odd field must not cost the whole reply.

// looseText is a string, a number, or a list of texts (joined).
type looseText string

func (t *looseText) UnmarshalJSON(b []byte) error {
	*t = looseText(textOf(b))
	return nil
}

func textOf(b []byte) string {
	b = bytes.TrimSpace(b)
	switch {
	case len(b) == 0 || string(b) == "null":
		return ""
	case b[0] == '"':
		var s string
		if json.Unmarshal(b, &s) == nil {
			return strings.TrimSpace(s)
		}
	case b[0] == '[':
		var parts []json.RawMessage
		if json.Unmarshal(b, &parts) == nil {
			var texts []string
			for _, p := range parts {
				if s := textOf(p); s != "" {
					texts = append(texts, s)
				}
			}
			return strings.Join(texts, "\n\n")
		}
	case b[0] == '{':
		var m map[string]json.RawMessage
		if json.Unmarshal(b, &m) == nil {
			for _, k := range []string{"text", "description", "change", "summary", "content", "name", "title", "suggestion"} {
				if v, ok := m[k]; ok {
					return textOf(v)
				}
			}
		}
	}
	return strings.Trim(string(b), `"`)
}

// looseTexts is a list of texts, or one text.
type looseTexts []string

func (t *looseTexts) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	*t = nil
	if len(b) > 0 && b[0] == '[' {
		var parts []json.RawMessage
		if json.Unmarshal(b, &parts) == nil {
			for _, p := range parts {
				if s := textOf(p); s != "" {
					*t = append(*t, s)
				}
			}
			return nil
		}
	}
	if s := textOf(b); s != "" {
		*t = looseTexts{s}
	}
	return nil
}

// looseInt is a number, or a string holding one ("30 minutes", "7/10",
// "hard").
type looseInt struct {
	v   int
	set bool
	raw string
}

func (n *looseInt) UnmarshalJSON(b []byte) error {
	s := textOf(b)
	n.raw = s
	if f, err := strconv.ParseFloat(s, 64); err == nil {
		n.v, n.set = int(f+0.5), true
	}
	return nil
}

// looseBool is a boolean, or a string saying one.
type looseBool struct{ v, set bool }

func (x *looseBool) UnmarshalJSON(b []byte) error {
	switch strings.ToLower(textOf(b)) {
	case "true", "yes", "1":
		x.v, x.set = true, true
	case "false", "no", "0":
		x.v, x.set = false, true
	}
	return nil
}

// looseMonsters is a list of {name, count}, or of texts ("4 goblins"), or
// one text.
type looseMonsters []types.Monster

func (ms *looseMonsters) UnmarshalJSON(b []byte) error {
	*ms = nil
	var parts []json.RawMessage
	if json.Unmarshal(b, &parts) != nil {
		*ms = parseMonsters(textOf(b))
		return nil
	}
	for _, p := range parts {
		var m struct {
			Name     looseText `json:"name"`
			Count    looseInt  `json:"count"`
			Quantity looseInt  `json:"quantity"`
		}
		if json.Unmarshal(p, &m) == nil && strings.ContainsFunc(string(m.Name), unicode.IsLetter) {
			count := max(m.Count.v, m.Quantity.v, 1)
			name, _ := creatures.Canonical(string(m.Name))
			*ms = append(*ms, types.Monster{Name: name, Count: min(max(count, 1), 99)})
			continue
		}
		*ms = append(*ms, parseMonsters(textOf(p))...)
	}
	return nil
}

type looseEncounter struct {
	ID                looseText     `json:"id"`
	Title             looseText     `json:"title"`
	Name              looseText     `json:"name"`
	Type              looseText     `json:"type"`
	Description       looseText     `json:"description"`
	EstimatedDuration looseInt      `json:"estimatedDuration"`
	Duration          looseInt      `json:"duration"`
	DifficultyLevel   looseInt      `json:"difficultyLevel"`
	Difficulty        looseInt      `json:"difficulty"`
	Optional          looseBool     `json:"optional"`
	Notes             looseText     `json:"notes"`
	Monsters          looseMonsters `json:"monsters"`
}

func (l looseEncounter) encounter() types.Encounter {
	e := types.Encounter{ID: string(l.ID), Title: string(l.Title), Description: string(l.Description),
		Notes: string(l.Notes), Optional: l.Optional.v, Monsters: []types.Monster(l.Monsters)}
	if e.Title == "" {
		e.Title = string(l.Name)
	}
	if t, ok := parseType(string(l.Type)); ok {
		e.Type = t
	}
	for _, n := range []looseInt{l.EstimatedDuration, l.Duration} {
		if n.set {
			e.EstimatedDuration = min(max(n.v, 5), 240)
			break
		}
		if m, ok := parseMinutes(n.raw); ok {
			e.EstimatedDuration = m
			break
		}
	}
	for _, n := range []looseInt{l.DifficultyLevel, l.Difficulty} {
		if d, ok := parseDifficulty(n.raw); ok {
			e.DifficultyLevel = d
			break
		}
	}
	return e
}

type looseNPC struct {
	ID          looseText `json:"id"`
	Name        looseText `json:"name"`
	Race        looseText `json:"race"`
	Role        looseText `json:"role"`
	Personality looseText `json:"personality"`
	Motivation  looseText `json:"motivation"`
	Description looseText `json:"description"`
}

type looseLocation struct {
	ID          looseText `json:"id"`
	Name        looseText `json:"name"`
	Type        looseText `json:"type"`
	Description looseText `json:"description"`
}

// looseCampaign is a campaign as a model writes it. Lists are pointers so
// a key left out can be told from an emptied one.
type looseCampaign struct {
	ID               looseText          `json:"id"`
	Title            looseText          `json:"title"`
	Introduction     looseText          `json:"introduction"`
	PlotHooks        *looseTexts        `json:"plotHooks"`
	Encounters       *[]looseEncounter  `json:"encounters"`
	Conclusion       looseText          `json:"conclusion"`
	NPCs             *[]looseNPC        `json:"npcs"`
	Locations        *[]looseLocation   `json:"locations"`
	StatBlocks       *[]types.StatBlock `json:"statBlocks"`
	Handouts         *looseTexts        `json:"handouts"`
	PacingNotes      *looseTexts        `json:"pacingNotes"`
	DifficultyRating looseText          `json:"difficultyRating"`
}

// campaign converts what the model sent; absent lists stay nil.
func (l looseCampaign) campaign() types.Campaign {
	c := types.Campaign{ID: string(l.ID), Title: string(l.Title), Introduction: string(l.Introduction),
		Conclusion: string(l.Conclusion), DifficultyRating: types.Difficulty(strings.ToLower(string(l.DifficultyRating)))}
	if l.PlotHooks != nil {
		c.PlotHooks = nonNil(*l.PlotHooks)
	}
	if l.Encounters != nil {
		c.Encounters = []types.Encounter{}
		for _, e := range *l.Encounters {
			c.Encounters = append(c.Encounters, e.encounter())
		}
	}
	if l.NPCs != nil {
		c.NPCs = []types.NPC{}
		for _, n := range *l.NPCs {
			c.NPCs = append(c.NPCs, types.NPC{ID: string(n.ID), Name: string(n.Name), Race: string(n.Race), Role: string(n.Role),
				Personality: string(n.Personality), Motivation: string(n.Motivation), Description: string(n.Description)})
		}
	}
	if l.Locations != nil {
		c.Locations = []types.Location{}
		for _, x := range *l.Locations {
			c.Locations = append(c.Locations, types.Location{ID: string(x.ID), Name: string(x.Name), Type: string(x.Type), Description: string(x.Description)})
		}
	}
	if l.StatBlocks != nil {
		c.StatBlocks = *l.StatBlocks
	}
	if l.Handouts != nil {
		c.Handouts = nonNil(*l.Handouts)
	}
	if l.PacingNotes != nil {
		c.PacingNotes = nonNil(*l.PacingNotes)
	}
	return c
}

func nonNil(t looseTexts) []string {
	if t == nil {
		return []string{}
	}
	return []string(t)
}

// campaignFromJSON reads a campaign a model wrote as JSON instead of
// sections (on its own or as an updatedCampaign).
func campaignFromJSON(text string) (types.Campaign, bool) {
	block, err := llm.ExtractJSON(text)
	if err != nil {
		return types.Campaign{}, false
	}
	var wrapper struct {
		Campaign        *looseCampaign `json:"campaign"`
		UpdatedCampaign *looseCampaign `json:"updatedCampaign"`
	}
	var lc looseCampaign
	if json.Unmarshal([]byte(block), &wrapper) == nil {
		switch {
		case wrapper.Campaign != nil:
			lc = *wrapper.Campaign
		case wrapper.UpdatedCampaign != nil:
			lc = *wrapper.UpdatedCampaign
		default:
			_ = json.Unmarshal([]byte(block), &lc)
		}
	}
	c := lc.campaign()
	if c.Title == "" || len(c.Encounters) == 0 {
		return types.Campaign{}, false
	}
	c.ID = ""
	return c, true
}
