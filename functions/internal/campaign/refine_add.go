package campaign

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
)

// addNPC adds a person fitting the campaign's setting and tone: the name,
// role and purpose the request gives, the rest from the built-in tables.
func addNPC(c *Campaign, desc string, rng *rand.Rand) string {
	p := c.Parameters.WithDefaults()
	b := &builder{rng: rng, p: p, setting: settingFor(p.Setting), tone: tones[p.Tone], slots: map[string]string{}, used: map[string]bool{}}
	for _, n := range c.NPCs {
		b.used[n.Name] = true
	}
	race, name := b.person("")
	if n := requestedName(desc); n != "" {
		name = n
	}
	role := pick(rng, b.setting.Allies)
	if w := npcWord.FindString(desc); w != "" && !genericNPC.MatchString(w) {
		role = strings.ToLower(w)
	}
	motivation := pick(rng, extraMotivations)
	if m := whoClause.FindStringSubmatch(desc); m != nil {
		motivation = capitalize(strings.TrimSpace(m[1])) + "."
	}
	if len(c.Locations) > 0 {
		b.setSlot("hub", inProse(c.Locations[0].Name))
	} else {
		b.setSlot("hub", "town")
	}
	npc := NPC{ID: nextID("npc", c.NPCs, func(n NPC) string { return n.ID }), Name: name, Race: capitalize(race),
		Role: capitalize(role), Personality: b.personality(b.tone.Traits), Motivation: b.fill(motivation), Description: b.look(race)}
	c.NPCs = append(c.NPCs, npc)
	return fmt.Sprintf("Added an NPC: %s, %s (%s).", npc.Name, strings.ToLower(npc.Role), strings.ToLower(npc.Race))
}

var extraMotivations = []string{
	"Wants to repay an old debt to someone the party has already met.",
	"Wants a fair share of whatever the party find, and says so openly.",
	"Wants to leave {hub} and start over somewhere new, and needs money to do it.",
	"Wants revenge on whoever is behind the trouble, and will help the party get it.",
	"Wants to be taken seriously, and will take risks to prove themself.",
}

// addLocation adds a place: the name and type the request gives, or one
// from the setting's tables that the campaign does not have yet.
func addLocation(c *Campaign, desc string, rng *rand.Rand) string {
	p := c.Parameters.WithDefaults()
	s := settingFor(p.Setting)
	word := strings.ToLower(placeWord.FindString(desc))
	var pool []place
	for _, pl := range slices.Concat(s.Sites, s.Lairs, s.Hubs) {
		if !slices.ContainsFunc(c.Locations, func(l Location) bool { return strings.EqualFold(l.Name, pl.Name) }) &&
			(genericLoc.MatchString(word) || strings.Contains(strings.ToLower(pl.Type+" "+pl.Name), word)) {
			pool = append(pool, pl)
		}
	}
	var pl place
	switch {
	case len(pool) > 0:
		pl = pick(rng, pool)
	default:
		pl = place{Name: "The New " + capitalize(word), Type: word,
			Desc: capitalize(withArticle(word)) + " added at the game master's request; describe it as the party first see it."}
	}
	if n := requestedName(desc); n != "" {
		pl.Name = n
	}
	if !genericLoc.MatchString(word) && !strings.Contains(strings.ToLower(pl.Type), word) {
		pl.Type = word
	}
	region := "the region"
	if p.Setting == SettingCustom {
		region = p.CustomSetting
	}
	description := expand(pl.Desc, map[string]string{"region": region, "Region": capitalize(region)}, nil)
	if m := whereClause.FindStringSubmatch(desc); m != nil {
		description = joinSentence(description, capitalize(strings.TrimSpace(m[1]))+".")
	}
	loc := Location{ID: nextID("loc", c.Locations, func(l Location) string { return l.ID }), Name: pl.Name, Type: pl.Type, Description: description}
	c.Locations = append(c.Locations, loc)
	return fmt.Sprintf("Added a location: %s (%s).", loc.Name, loc.Type)
}

// requestedName is the name after "named" or "called", up to a joining
// word, capitalised.
func requestedName(desc string) string {
	m := namedAs.FindStringSubmatch(desc)
	if m == nil {
		return ""
	}
	var words []string
	for _, w := range strings.Fields(m[1]) {
		if stopWord[strings.ToLower(w)] || len(words) == 4 {
			break
		}
		words = append(words, capitalize(w))
	}
	return strings.Join(words, " ")
}

// nextID is the first prefix-N no item uses.
func nextID[T any](prefix string, items []T, id func(T) string) string {
	used := map[string]bool{}
	for _, it := range items {
		used[id(it)] = true
	}
	for n := len(items) + 1; ; n++ {
		if s := fmt.Sprintf("%s-%d", prefix, n); !used[s] {
			return s
		}
	}
}

// suggestionsFor offers three next requests that the campaign can take.
func suggestionsFor(c Campaign, rng *rand.Rand) []string {
	var out []string
	for _, e := range c.main() {
		if e.Type == EncounterCombat {
			out = append(out, fmt.Sprintf("Make encounter %d harder", e.Order))
			break
		}
	}
	out = append(out, "Add an NPC who knows more than they admit")
	if len(c.Locations) > 0 {
		out = append(out, fmt.Sprintf("Rename %s to a name of your own", c.Locations[rng.IntN(len(c.Locations))].Name))
	}
	out = append(out, "Add a location for the final confrontation")
	if len(out) > 3 {
		out = out[:3]
	}
	return out
}

// cloneCampaign copies a campaign deeply enough that changing the copy
// leaves the original as it was.
func cloneCampaign(c Campaign) Campaign {
	c.PlotHooks = slices.Clone(c.PlotHooks)
	c.Handouts = slices.Clone(c.Handouts)
	c.PacingNotes = slices.Clone(c.PacingNotes)
	c.NPCs = slices.Clone(c.NPCs)
	c.Locations = slices.Clone(c.Locations)
	c.StatBlocks = slices.Clone(c.StatBlocks)
	c.Encounters = slices.Clone(c.Encounters)
	for i := range c.Encounters {
		c.Encounters[i].Monsters = slices.Clone(c.Encounters[i].Monsters)
	}
	return c
}
