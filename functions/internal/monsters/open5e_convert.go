package monsters

import (
	"bytes"
	"encoding/json"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/lorewright/lorewright/functions/internal/srd"
)

// open5ePage is one page of GET /monsters/.
type open5ePage struct {
	Count   int             `json:"count"`
	Next    *string         `json:"next"`
	Results []open5eMonster `json:"results"`
}

// open5eMonster is a monster as Open5e v1 sends it. Its documents are not
// uniform (empty lists come as "", numbers now and then as text), so the
// loose fields accept every form seen.
type open5eMonster struct {
	Slug                  string                     `json:"slug"`
	Name                  string                     `json:"name"`
	Desc                  string                     `json:"desc"`
	Size                  string                     `json:"size"`
	Type                  string                     `json:"type"`
	Subtype               string                     `json:"subtype"`
	Alignment             string                     `json:"alignment"`
	ArmorClass            looseInt                   `json:"armor_class"`
	ArmorDesc             *string                    `json:"armor_desc"`
	HitPoints             looseInt                   `json:"hit_points"`
	HitDice               string                     `json:"hit_dice"`
	Speed                 map[string]json.RawMessage `json:"speed"`
	Strength              looseInt                   `json:"strength"`
	Dexterity             looseInt                   `json:"dexterity"`
	Constitution          looseInt                   `json:"constitution"`
	Intelligence          looseInt                   `json:"intelligence"`
	Wisdom                looseInt                   `json:"wisdom"`
	Charisma              looseInt                   `json:"charisma"`
	StrengthSave          *looseInt                  `json:"strength_save"`
	DexteritySave         *looseInt                  `json:"dexterity_save"`
	ConstitutionSave      *looseInt                  `json:"constitution_save"`
	IntelligenceSave      *looseInt                  `json:"intelligence_save"`
	WisdomSave            *looseInt                  `json:"wisdom_save"`
	CharismaSave          *looseInt                  `json:"charisma_save"`
	Skills                map[string]looseInt        `json:"skills"`
	DamageVulnerabilities string                     `json:"damage_vulnerabilities"`
	DamageResistances     string                     `json:"damage_resistances"`
	DamageImmunities      string                     `json:"damage_immunities"`
	ConditionImmunities   string                     `json:"condition_immunities"`
	Senses                string                     `json:"senses"`
	Languages             string                     `json:"languages"`
	ChallengeRating       string                     `json:"challenge_rating"`
	CR                    *float64                   `json:"cr"`
	Actions               looseActions               `json:"actions"`
	SpecialAbilities      looseActions               `json:"special_abilities"`
	Reactions             looseActions               `json:"reactions"`
	LegendaryDesc         string                     `json:"legendary_desc"`
	LegendaryActions      looseActions               `json:"legendary_actions"`
}

// looseInt reads a number, a numeric string or null (0).
type looseInt int

func (n *looseInt) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	if string(b) == "null" {
		*n = 0
		return nil
	}
	if len(b) > 0 && b[0] == '"' {
		var s string
		if err := json.Unmarshal(b, &s); err != nil {
			return err
		}
		b = []byte(strings.TrimSpace(s))
		if len(b) == 0 {
			*n = 0
			return nil
		}
	}
	f, err := strconv.ParseFloat(string(b), 64)
	if err != nil || math.IsNaN(f) || math.IsInf(f, 0) || math.Abs(f) > 1e9 {
		return &json.UnsupportedValueError{Str: string(b)}
	}
	*n = looseInt(f)
	return nil
}

// looseActions reads a list of {name, desc}, or "" / null for none.
type looseActions []srd.Action

func (a *looseActions) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	if len(b) == 0 || b[0] != '[' {
		*a = nil
		return nil
	}
	var list []srd.Action
	if err := json.Unmarshal(b, &list); err != nil {
		return err
	}
	*a = list
	return nil
}

// toMonster converts an Open5e monster; false when it lacks a slug or name.
func (o open5eMonster) toMonster() (srd.Monster, bool) {
	if !srd.ValidSlug(o.Slug) || strings.TrimSpace(o.Name) == "" {
		return srd.Monster{}, false
	}
	m := srd.Monster{
		Slug:             o.Slug,
		Name:             strings.TrimSpace(o.Name),
		Desc:             strings.TrimSpace(o.Desc),
		Size:             strings.TrimSpace(o.Size),
		Type:             strings.TrimSpace(o.Type),
		Subtype:          strings.TrimSpace(o.Subtype),
		Alignment:        strings.TrimSpace(o.Alignment),
		ArmorClass:       int(o.ArmorClass),
		HitPoints:        int(o.HitPoints),
		HitDice:          strings.TrimSpace(o.HitDice),
		Strength:         int(o.Strength),
		Dexterity:        int(o.Dexterity),
		Constitution:     int(o.Constitution),
		Intelligence:     int(o.Intelligence),
		Wisdom:           int(o.Wisdom),
		Charisma:         int(o.Charisma),
		Senses:           strings.TrimSpace(o.Senses),
		Languages:        strings.TrimSpace(o.Languages),
		Traits:           nonEmptyActions(o.SpecialAbilities),
		Actions:          nonEmptyActions(o.Actions),
		Reactions:        nonEmptyActions(o.Reactions),
		LegendaryActions: nonEmptyActions(o.LegendaryActions),
	}
	if m.Languages == "-" || m.Languages == "\u2014" {
		m.Languages = ""
	}
	if o.ArmorDesc != nil {
		m.ArmorDesc = strings.TrimSpace(*o.ArmorDesc)
	}
	if m.Actions == nil {
		m.Actions = []srd.Action{}
	}
	if len(m.LegendaryActions) > 0 {
		m.LegendaryDesc = strings.TrimSpace(o.LegendaryDesc)
	}
	m.Speed, m.Hover = open5eSpeed(o.Speed)
	m.CR = o.challenge()
	m.ChallengeRating = strings.TrimSpace(o.ChallengeRating)
	if xp, ok := srd.XPFor(m); ok {
		m.XP = xp
		m.ChallengeRating = srd.CRText(m.CR)
	}
	for i, save := range []*looseInt{o.StrengthSave, o.DexteritySave, o.ConstitutionSave, o.IntelligenceSave, o.WisdomSave, o.CharismaSave} {
		if save != nil {
			m.SavingThrows = append(m.SavingThrows, srd.Modifier{Name: abilityOrder[i], Bonus: int(*save)})
		}
	}
	for key, bonus := range o.Skills {
		m.Skills = append(m.Skills, srd.Modifier{Name: skillName(key), Bonus: int(bonus)})
	}
	slices.SortFunc(m.Skills, func(a, b srd.Modifier) int { return strings.Compare(a.Name, b.Name) })
	m.DamageVulnerabilities = damageList(o.DamageVulnerabilities)
	m.DamageResistances = damageList(o.DamageResistances)
	m.DamageImmunities = damageList(o.DamageImmunities)
	for _, c := range strings.Split(o.ConditionImmunities, ",") {
		if c = strings.TrimSpace(c); c != "" {
			m.ConditionImmunities = append(m.ConditionImmunities, strings.ToLower(c))
		}
	}
	return m, true
}

var abilityOrder = []string{"Strength", "Dexterity", "Constitution", "Intelligence", "Wisdom", "Charisma"}

// challenge is the numeric CR: the cr field, else the text ("1/4").
func (o open5eMonster) challenge() float64 {
	if o.CR != nil && !math.IsNaN(*o.CR) {
		return *o.CR
	}
	cr, _ := srd.ParseCR(o.ChallengeRating)
	return cr
}

// open5eSpeed reads {"walk": 30, "fly": 60, "hover": true}; numbers may be
// text ("30 ft.") and other keys ("notes") are ignored.
func open5eSpeed(raw map[string]json.RawMessage) (map[string]int, bool) {
	speed := map[string]int{}
	hover := false
	for mode, v := range raw {
		if mode == "hover" {
			_ = json.Unmarshal(v, &hover)
			continue
		}
		if !slices.Contains(srd.SpeedModes, mode) {
			continue
		}
		var feet looseInt
		var text string
		if json.Unmarshal(v, &feet) == nil {
			speed[mode] = int(feet)
		} else if json.Unmarshal(v, &text) == nil {
			if n, err := strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(text), " ft.")); err == nil {
				speed[mode] = n
			}
		}
	}
	return speed, hover
}

// skillName turns an Open5e skill key into its name: "sleight_of_hand" is
// Sleight of Hand.
func skillName(key string) string {
	words := strings.Fields(strings.ReplaceAll(key, "_", " "))
	for i, w := range words {
		if w != "of" || i == 0 {
			words[i] = strings.ToUpper(w[:1]) + w[1:]
		}
	}
	return strings.Join(words, " ")
}

// damageList splits "cold, fire; bludgeoning, piercing, and slashing from
// nonmagical attacks" into its parts, keeping a qualified phrase whole.
func damageList(s string) []string {
	var out []string
	for _, group := range strings.Split(s, ";") {
		group = strings.TrimSpace(group)
		if group == "" {
			continue
		}
		if strings.Contains(group, " and ") || strings.Contains(group, " from ") || strings.Contains(group, " that ") {
			out = append(out, group)
			continue
		}
		for _, part := range strings.Split(group, ",") {
			if part = strings.TrimSpace(part); part != "" {
				out = append(out, part)
			}
		}
	}
	return out
}

func nonEmptyActions(list looseActions) []srd.Action {
	var out []srd.Action
	for _, a := range list {
		a.Name, a.Desc = strings.TrimSpace(a.Name), strings.TrimSpace(a.Desc)
		if a.Name != "" || a.Desc != "" {
			out = append(out, a)
		}
	}
	return out
}
