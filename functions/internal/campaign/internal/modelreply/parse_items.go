package modelreply

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/lorewright/lorewright/functions/internal/campaign/internal/types"
	"github.com/lorewright/lorewright/functions/internal/english"
)

// Field labels a model may use, by what they set.
var fieldLabels = map[string]string{
	"title": "title", "name": "name",
	"type": "type", "encounter type": "type", "category": "type", "kind": "type",
	"duration": "duration", "estimated duration": "duration", "time": "duration", "length": "duration",
	"estimated time": "duration", "runtime": "duration", "time estimate": "duration",
	"difficulty": "difficulty", "difficulty level": "difficulty", "challenge": "difficulty", "challenge level": "difficulty",
	"monsters": "monsters", "monster": "monsters", "enemies": "monsters", "enemy": "monsters", "creatures": "monsters",
	"foes": "monsters", "opponents": "monsters", "combatants": "monsters", "adversaries": "monsters",
	"notes": "notes", "gm notes": "notes", "dm notes": "notes", "tips": "notes", "gm tips": "notes", "dm tips": "notes",
	"description": "description", "summary": "description", "setup": "description", "read aloud": "description",
	"read-aloud": "description", "boxed text": "description", "overview": "description", "details": "description",
	"race": "race", "species": "race", "ancestry": "race",
	"role": "role", "occupation": "role", "profession": "role",
	"personality": "personality", "traits": "personality", "demeanor": "personality", "demeanour": "personality",
	"manner": "personality", "personality traits": "personality",
	"motivation": "motivation", "motivations": "motivation", "goal": "motivation", "goals": "motivation",
	"wants": "motivation", "motive": "motivation", "desire": "motivation",
	"appearance": "description", "looks": "description", "physical description": "description",
	// Kept, with their label, in an encounter's notes or an item's description.
	"tactics": "extra", "treasure": "extra", "rewards": "extra", "reward": "extra", "location": "extra",
	"secret": "extra", "secrets": "extra", "features": "extra", "notable features": "extra", "hazards": "extra",
	"outcome": "extra", "outcomes": "extra", "success": "extra", "failure": "extra", "skill checks": "extra",
	"dc": "extra", "dcs": "extra", "voice": "extra", "quote": "extra", "relationship": "extra",
}

// field is one "Label: value" of a line.
type field struct{ label, kind, value string }

// fieldsOf reads "Type: Combat · Duration: 30 minutes" and "- **Race:** Elf".
// It returns nil when the line does not start with a known label.
func fieldsOf(line string) []field {
	if !strings.Contains(line, ":") {
		return nil
	}
	s := cleanText(line)
	s = s[listMarkerLen(s):]
	// Most lines are prose: look at the first label before splitting.
	if label, _, ok := strings.Cut(s, ":"); !ok || len(label) > 30 ||
		fieldLabels[strings.ToLower(strings.TrimSpace(strings.Trim(label, "*_ ")))] == "" {
		return nil
	}
	var out []field
	for _, seg := range splitSegments(s) {
		label, value, ok := strings.Cut(seg, ":")
		kind := ""
		if ok {
			kind = fieldLabels[strings.ToLower(strings.TrimSpace(strings.Trim(label, "*_ ")))]
		}
		if kind == "" {
			if len(out) == 0 {
				return nil
			}
			out[len(out)-1].value += " · " + seg
			continue
		}
		out = append(out, field{label: strings.TrimSpace(strings.Trim(label, "*_ ")), kind: kind, value: strings.TrimLeft(cleanText(value), "*_ ")})
	}
	return out
}

// splitSegments splits at "·", "|" and "•", and at a comma or semicolon
// followed by a known label ("Type: combat, Duration: 30 min").
func splitSegments(s string) []string {
	var out []string
	for _, part := range strings.FieldsFunc(s, func(r rune) bool { return r == '·' || r == '|' || r == '•' }) {
		start := 0
		for i := 0; i+1 < len(part); i++ {
			if (part[i] != ',' && part[i] != ';') || part[i+1] != ' ' {
				continue
			}
			rest := part[i+2:]
			if colon := strings.IndexByte(rest, ':'); colon > 0 && colon <= 30 &&
				fieldLabels[strings.ToLower(strings.TrimSpace(rest[:colon]))] != "" {
				if t := strings.TrimSpace(part[start:i]); t != "" {
					out = append(out, t)
				}
				start = i + 2
			}
		}
		if t := strings.TrimSpace(part[start:]); t != "" {
			out = append(out, t)
		}
	}
	return out
}

// readEncounter reads an encounter from its heading (title and perhaps
// "(Combat, 30 minutes)") and its lines.
func readEncounter(head string, lines []string, optional bool) types.Encounter {
	e := types.Encounter{Optional: optional, Type: "", EstimatedDuration: 0}
	title, rest := splitHead(head)
	e.Title = title
	desc := []string{}
	if rest != "" {
		desc = append(desc, rest)
	}
	var notes []string
	apply := func(f field) {
		switch f.kind {
		case "title", "name":
			if e.Title == "" {
				e.Title = f.value
			}
		case "type":
			if t, ok := parseType(f.value); ok {
				e.Type = t
			}
		case "duration":
			if m, ok := parseMinutes(f.value); ok {
				e.EstimatedDuration = m
			}
		case "difficulty":
			if d, ok := parseDifficulty(f.value); ok {
				e.DifficultyLevel = d
			}
		case "monsters":
			e.Monsters = append(e.Monsters, parseMonsters(f.value)...)
		case "notes":
			notes = append(notes, f.value)
		case "description":
			desc = append(desc, f.value)
		default:
			notes = append(notes, f.label+": "+f.value)
		}
	}
	for _, f := range parenFields(title) {
		apply(f)
	}
	e.Title = stripParen(e.Title)
	var para []string
	for _, l := range lines {
		if fs := fieldsOf(l); fs != nil {
			for _, f := range fs {
				apply(f)
			}
			continue
		}
		para = append(para, l)
	}
	if p := paragraphs(para); p != "" {
		desc = append(desc, p)
	}
	e.Description = strings.Join(desc, "\n\n")
	e.Notes = strings.Join(notes, " ")
	return e
}

// readNPC reads "**Name** (race, role): description" and field lines.
func readNPC(head string, lines []string) types.NPC {
	var n types.NPC
	name, rest := splitHead(head)
	if paren := parenText(name); paren != "" {
		n.Race, n.Role = raceAndRole(paren)
	}
	n.Name = strings.Trim(stripParen(name), "\"'“” ")
	var desc []string
	if rest != "" {
		lead, inline := inlineFields(rest)
		if n.Race == "" && n.Role == "" {
			n.Race, n.Role, lead = raceAndRoleLead(lead)
		}
		if lead != "" {
			desc = append(desc, lead)
		}
		lines = append(inline, lines...)
	}
	for _, l := range lines {
		fs := fieldsOf(l)
		if fs == nil {
			desc = append(desc, cleanText(l))
			continue
		}
		for _, f := range fs {
			switch f.kind {
			case "name", "title":
				if n.Name == "" {
					n.Name = f.value
				}
			case "race":
				n.Race = f.value
			case "role":
				n.Role = f.value
			case "personality":
				n.Personality = english.AppendSentence(n.Personality, f.value)
			case "motivation":
				n.Motivation = english.AppendSentence(n.Motivation, f.value)
			case "description":
				desc = append(desc, f.value)
			default:
				desc = append(desc, f.label+": "+f.value)
			}
		}
	}
	n.Description = strings.TrimSpace(strings.Join(desc, " "))
	return n
}

// readLocation reads "**Name** (type): description" and field lines.
func readLocation(head string, lines []string) types.Location {
	var l types.Location
	name, rest := splitHead(head)
	l.Type = parenText(name)
	l.Name = strings.Trim(stripParen(name), "\"'“” ")
	var desc []string
	if rest != "" {
		desc = append(desc, rest)
	}
	for _, line := range lines {
		fs := fieldsOf(line)
		if fs == nil {
			desc = append(desc, cleanText(line))
			continue
		}
		for _, f := range fs {
			switch f.kind {
			case "name", "title":
				if l.Name == "" {
					l.Name = f.value
				}
			case "type":
				l.Type = f.value
			case "description":
				desc = append(desc, f.value)
			default:
				desc = append(desc, f.label+": "+f.value)
			}
		}
	}
	l.Description = strings.TrimSpace(strings.Join(desc, " "))
	return l
}

// inlineLabels are the labels an NPC's one-line entry may hold.
var inlineLabels = map[string]bool{"personality": true, "motivation": true, "motivations": true, "goal": true, "goals": true,
	"wants": true, "appearance": true, "description": true, "race": true, "role": true, "occupation": true, "secret": true}

// inlineFields splits "weathered. Personality: gruff. Motivation: gold."
// into its leading text and one field line per label (a label starts the
// text or follows punctuation).
func inlineFields(s string) (string, []string) {
	type cut struct{ from, label, value int }
	var cuts []cut
	for i := 0; i < len(s); i++ {
		if s[i] != ':' {
			continue
		}
		j := i
		for j > 0 && (s[j-1]|0x20 >= 'a' && s[j-1]|0x20 <= 'z') {
			j--
		}
		if !inlineLabels[strings.ToLower(s[j:i])] {
			continue
		}
		k := j
		for k > 0 && (s[k-1] == '*' || s[k-1] == '_') {
			k--
		}
		for k > 0 && s[k-1] == ' ' {
			k--
		}
		if k > 0 && !strings.ContainsRune(".;,-", rune(s[k-1])) {
			continue
		}
		cuts = append(cuts, cut{from: k, label: j, value: i + 1})
	}
	if len(cuts) == 0 {
		return s, nil
	}
	trim := func(t string) string { return strings.TrimRight(strings.TrimSpace(t), " -,;*_") }
	var fields []string
	for n, c := range cuts {
		end := len(s)
		if n+1 < len(cuts) {
			end = cuts[n+1].from
		}
		fields = append(fields, s[c.label:c.value-1]+": "+trim(strings.TrimLeft(s[c.value:end], "*_ ")))
	}
	return trim(s[:cuts[0].from]), fields
}

// raceAndRoleLead reads "Green hag, the witch of the woods." at the start
// of an NPC's text as race and role, when the first phrase names a people.
func raceAndRoleLead(s string) (string, string, string) {
	first, rest, ok := strings.Cut(s, ",")
	if !ok || len(strings.Fields(first)) > 3 || !namesPeople(first) {
		return "", "", s
	}
	role, after, _ := strings.Cut(rest, ".")
	if len(strings.Fields(role)) > 8 {
		return strings.TrimSpace(first), "", strings.TrimSpace(rest)
	}
	return strings.TrimSpace(first), strings.TrimSpace(role), strings.TrimSpace(after)
}

func namesPeople(s string) bool {
	for _, w := range strings.Fields(strings.ToLower(s)) {
		for _, p := range peoplesWords {
			if w == p {
				return true
			}
		}
	}
	return false
}

// splitHead splits an item's first line into its name (with any
// parenthesis) and the text after it: "**Name** (x): text",
// "Name (x) - text", "Name: text".
func splitHead(head string) (string, string) {
	head = strings.TrimSpace(head)
	if strings.HasPrefix(head, "**") {
		if end := strings.Index(head[2:], "**"); end >= 0 {
			name := head[2 : 2+end]
			rest := strings.TrimSpace(head[4+end:])
			if strings.HasPrefix(rest, "(") {
				if close := strings.IndexByte(rest, ')'); close > 0 {
					name += " " + rest[:close+1]
					rest = rest[close+1:]
				}
			}
			return cleanText(strings.TrimSuffix(name, ":")), cleanText(strings.TrimLeft(rest, ":-–—,. "))
		}
	}
	head = cleanText(head)
	for _, sep := range []string{": ", " - ", " – ", " — "} {
		if i := strings.Index(head, sep); i > 0 && len(strings.Fields(head[:i])) <= 8 {
			return strings.TrimSpace(head[:i]), strings.TrimSpace(head[i+len(sep):])
		}
	}
	if strings.HasSuffix(head, ":") {
		return strings.TrimSuffix(head, ":"), ""
	}
	if len(strings.Fields(head)) > 10 {
		// A sentence, not a name: keep it as text.
		return "", head
	}
	return head, ""
}

// parenText is the text inside the last parenthesis of s.
func parenText(s string) string {
	open, end := strings.LastIndexByte(s, '('), strings.LastIndexByte(s, ')')
	if open < 0 || end < open {
		return ""
	}
	return strings.TrimSpace(s[open+1 : end])
}

func stripParen(s string) string {
	if open := strings.LastIndexByte(s, '('); open > 0 && strings.HasSuffix(strings.TrimSpace(s), ")") {
		return strings.TrimSpace(s[:open])
	}
	return strings.TrimSpace(s)
}

// parenFields reads "(Combat, 30 minutes, hard)" after an encounter title.
func parenFields(title string) []field {
	var out []field
	for _, part := range strings.Split(parenText(title), ",") {
		part = strings.TrimSpace(part)
		if t, ok := parseType(part); ok {
			out = append(out, field{kind: "type", value: string(t)})
		} else if strings.ContainsAny(part, "0123456789") && minuteUnit.MatchString(part) {
			out = append(out, field{kind: "duration", value: part})
		} else if _, ok := difficultyWord(part); ok {
			out = append(out, field{kind: "difficulty", value: part})
		}
	}
	return out
}

var peoplesWords = []string{"human", "elf", "elven", "dwarf", "dwarven", "halfling", "gnome", "half-elf", "half-orc", "tiefling",
	"dragonborn", "orc", "goblin", "hobgoblin", "bugbear", "kobold", "aasimar", "genasi", "goliath", "firbolg", "tabaxi",
	"lizardfolk", "kenku", "triton", "githyanki", "githzerai", "changeling", "warforged", "drow", "duergar", "hag", "dragon",
	"ghost", "vampire", "lich", "giant", "fey", "devil", "demon", "fiend", "undead", "construct", "yuan-ti"}

// raceAndRole reads "Human, captain of the watch" or "Dwarf smith".
func raceAndRole(s string) (string, string) {
	parts := strings.SplitN(s, ",", 2)
	first := strings.TrimSpace(parts[0])
	if len(parts) == 2 {
		return first, strings.TrimSpace(parts[1])
	}
	lower := strings.ToLower(first)
	for _, w := range peoplesWords {
		if lower == w || strings.HasPrefix(lower, w+" ") || strings.HasSuffix(lower, " "+w) {
			if rest := strings.TrimSpace(first[len(w):]); strings.HasPrefix(lower, w+" ") {
				return first[:len(w)], rest
			}
			return first, ""
		}
	}
	return "", first
}

// parseType reads an encounter type from a word or phrase.
func parseType(s string) (types.EncounterType, bool) {
	l := strings.ToLower(s)
	for _, t := range []struct {
		typ   types.EncounterType
		words []string
	}{
		{types.EncounterCombat, []string{"combat", "fight", "battle", "skirmish", "ambush"}},
		{types.EncounterSocial, []string{"social", "roleplay", "role-play", "role play", "negotiation", "interaction", "intrigue", "diplomacy"}},
		{types.EncounterExploration, []string{"exploration", "explore", "travel", "investigation", "journey", "skill challenge", "chase"}},
		{types.EncounterPuzzle, []string{"puzzle", "riddle"}},
		{types.EncounterTrap, []string{"trap", "hazard"}},
	} {
		for _, w := range t.words {
			if strings.Contains(l, w) {
				return t.typ, true
			}
		}
	}
	return "", false
}

var (
	minutesPattern = regexp.MustCompile(`(?i)(\d+(?:\.\d+)?)\s*(?:(?:-|–|to)\s*(\d+(?:\.\d+)?))?\s*(hours?|hrs?|h|minutes?|mins?|m)?\b`)
	minuteUnit     = regexp.MustCompile(`(?i)\d\s*(?:hours?|hrs?|h|minutes?|mins?|m)\b`)
)

// parseMinutes reads "30 minutes", "45-60 min", "1.5 hours", "half an hour".
func parseMinutes(s string) (int, bool) {
	l := strings.ToLower(s)
	switch {
	case strings.Contains(l, "half an hour") || strings.Contains(l, "half hour"):
		return 30, true
	case strings.Contains(l, "an hour") && !strings.ContainsAny(l, "0123456789"):
		return 60, true
	}
	m := minutesPattern.FindStringSubmatch(l)
	if m == nil {
		return 0, false
	}
	v, _ := strconv.ParseFloat(m[1], 64)
	if m[2] != "" {
		hi, _ := strconv.ParseFloat(m[2], 64)
		v = (v + hi) / 2
	}
	if strings.HasPrefix(m[3], "h") {
		v *= 60
	}
	if v < 1 {
		return 0, false
	}
	return min(max(int(v+0.5), 5), 240), true
}

var difficultyNumber = regexp.MustCompile(`(\d+(?:\.\d+)?)\s*(?:/\s*(\d+))?`)

// parseDifficulty reads "6/10", "7", "Hard", "Medium (5)" on the 1-10 scale.
func parseDifficulty(s string) (int, bool) {
	if m := difficultyNumber.FindStringSubmatch(s); m != nil {
		v, _ := strconv.ParseFloat(m[1], 64)
		switch {
		case m[2] != "":
			if d, _ := strconv.ParseFloat(m[2], 64); d > 0 {
				v = v * 10 / d
			}
		case v > 10 && v <= 100:
			v /= 10
		}
		if v > 0 && v <= 10 {
			return min(max(int(v+0.5), types.MinEncounterDifficulty), types.MaxEncounterDifficulty), true
		}
	}
	return difficultyWord(s)
}

func difficultyWord(s string) (int, bool) {
	l := strings.ToLower(s)
	for _, w := range []struct {
		word  string
		level int
	}{
		{"very hard", 8}, {"deadly", 9}, {"lethal", 9}, {"trivial", 2}, {"very easy", 2}, {"easy", 3},
		{"medium", 5}, {"moderate", 5}, {"average", 5}, {"hard", 7}, {"challenging", 7}, {"tough", 7},
	} {
		if strings.Contains(l, w.word) {
			return w.level, true
		}
	}
	return 0, false
}
