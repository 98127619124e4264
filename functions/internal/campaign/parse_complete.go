package campaign

import (
	"fmt"
	"slices"
	"strings"
)

// Sizes a parsed campaign is cut to.
const (
	maxFieldChars = 8000
	maxTitleChars = 200
)

// complete fills what the parsed text lacks from the built-in campaign
// fill makes (called only then, and once), and brings the structure within
// the spec's rules.
func complete(c Campaign, p Parameters, fill func() Campaign) Campaign {
	var filled *Campaign
	builtIn := func() Campaign {
		if filled == nil {
			f := fill()
			filled = &f
		}
		return *filled
	}
	c.Parameters = p
	c.EstimatedDuration = p.Minutes()
	if !slices.Contains(Difficulties, c.DifficultyRating) {
		c.DifficultyRating = p.Difficulty()
	}
	if c.Title == "" {
		c.Title = builtIn().Title
	}
	if c.Introduction == "" {
		c.Introduction = builtIn().Introduction
	}
	if len(c.PlotHooks) == 0 {
		c.PlotHooks = builtIn().PlotHooks
	}
	if c.Conclusion == "" {
		c.Conclusion = builtIn().Conclusion
	}
	if len(c.NPCs) == 0 {
		c.NPCs = builtIn().NPCs
	}
	if len(c.Locations) == 0 {
		c.Locations = builtIn().Locations
	}
	c.Encounters = structureEncounters(c.Encounters, builtIn)
	for i := range c.Encounters {
		c.Encounters[i].ID = fmt.Sprintf("enc-%d", i+1)
		normaliseEncounter(&c.Encounters[i], i+1)
	}
	for i := range c.NPCs {
		c.NPCs[i].ID = fmt.Sprintf("npc-%d", i+1)
	}
	for i := range c.Locations {
		c.Locations[i].ID = fmt.Sprintf("loc-%d", i+1)
	}
	t := timingFor(p.Duration, len(c.main()))
	c.IntroductionDuration, c.ConclusionDuration = t.Intro, t.Conclusion
	if len(c.PacingNotes) == 0 {
		c.PacingNotes = describeTiming(c)
	}
	limitSizes(&c)
	finishFights(&c)
	return c
}

// structureEncounters keeps 3 to 5 main encounters and 1 or 2 optional
// ones: extra main encounters become optional (or are dropped), and missing
// ones come from the built-in campaign.
func structureEncounters(all []Encounter, builtIn func() Campaign) []Encounter {
	var main, optional []Encounter
	for _, e := range all {
		if e.Optional {
			optional = append(optional, e)
		} else {
			main = append(main, e)
		}
	}
	for len(main) > maxMain {
		extra := main[len(main)-2]
		main = slices.Delete(main, len(main)-2, len(main)-1)
		extra.Optional = true
		optional = append([]Encounter{extra}, optional...)
	}
	if need := minMain - len(main); need > 0 {
		fill := builtIn().main()
		if len(main) == 0 {
			main = fill
		} else {
			// Borrowed encounters go before the model's last one, its climax.
			main = slices.Insert(main, len(main)-1, fill[1:1+need]...)
		}
	}
	if len(optional) < minOptional {
		for _, e := range builtIn().Encounters {
			if e.Optional {
				optional = append(optional, e)
				break
			}
		}
	}
	if len(optional) > maxOptional {
		optional = optional[:maxOptional]
	}
	for i := range optional {
		optional[i].Optional = true
	}
	return append(main, optional...)
}

// normaliseEncounter gives an encounter its order, the spec's defaults (30
// minutes, difficulty 5), a type, and its monsters.
func normaliseEncounter(e *Encounter, order int) {
	e.Order = order
	if e.Title == "" {
		e.Title = fmt.Sprintf("Encounter %d", order)
	}
	if strings.TrimSpace(e.Description) == "" {
		e.Description = e.Notes
		e.Notes = ""
	}
	if strings.TrimSpace(e.Description) == "" {
		e.Description = "No details were given for this encounter; improvise from its title."
	}
	if e.EstimatedDuration <= 0 {
		e.EstimatedDuration = DefaultEncounterMinutes
	}
	if e.DifficultyLevel == 0 {
		e.DifficultyLevel = DefaultEncounterDifficulty
	}
	e.DifficultyLevel = min(max(e.DifficultyLevel, MinEncounterDifficulty), MaxEncounterDifficulty)
	if !slices.Contains(EncounterTypes, e.Type) {
		e.Type = inferType(e.Title, e.Description, len(e.Monsters) > 0)
	}
	if e.Type == EncounterCombat && len(e.Monsters) == 0 {
		e.Monsters = detectMonsters(e.Title + ". " + e.Description)
	}
}

var typeWords = map[EncounterType][]string{
	EncounterCombat: {"fight", "battle", "ambush", "attack", "combat", "brawl", "skirmish", "showdown", "assault", "raid",
		"siege", "last stand", "defend", "hold the line", "slay", "kill"},
	EncounterSocial: {"negotiat", "persuad", "convince", "parley", "audience", "interrogat", "council", "bargain", "feast",
		"banquet", "gossip", "diplomac", "court", "trial", "meeting", "conversation", "talk"},
	EncounterExploration: {"explor", "travel", "journey", "search", "investigat", "scout", "track", "navigat", "crossing",
		"chase", "climb", "wilderness", "ruins", "expedition"},
	EncounterPuzzle: {"puzzle", "riddle", "cipher", "mechanism", "lever", "glyph", "solve", "code"},
	EncounterTrap:   {"trap", "pit", "tripwire", "pressure plate", "collapse", "poison needle", "snare", "hazard"},
}

// inferType guesses a type from the words of the title (counted twice) and
// description; named monsters point to a fight.
func inferType(title, desc string, hasMonsters bool) EncounterType {
	title, desc = strings.ToLower(title), strings.ToLower(desc)
	best, bestScore := EncounterExploration, 0
	for _, t := range EncounterTypes {
		score := 0
		for _, w := range typeWords[t] {
			score += 2*strings.Count(title, w) + strings.Count(desc, w)
		}
		if t == EncounterCombat && hasMonsters {
			score += 3
		}
		if score > bestScore {
			best, bestScore = t, score
		}
	}
	return best
}

// describeTiming writes pacing notes for a campaign that came without them.
func describeTiming(c Campaign) []string {
	notes := []string{fmt.Sprintf("Introduction: about %d minutes.", c.IntroductionDuration)}
	var optional []string
	for _, e := range c.Encounters {
		if e.Optional {
			optional = append(optional, e.Title)
			continue
		}
		notes = append(notes, fmt.Sprintf("Encounter %d (%s): about %d minutes.", e.Order, e.Title, e.EstimatedDuration))
	}
	notes = append(notes, fmt.Sprintf("Conclusion: about %d minutes. The session is planned for %d minutes.", c.ConclusionDuration, c.EstimatedDuration))
	if len(optional) > 0 {
		notes = append(notes, "Optional: "+strings.Join(optional, "; ")+". Run them if the table is ahead of time.")
	}
	return notes
}

// limitSizes keeps a parsed campaign within what a refinement accepts.
func limitSizes(c *Campaign) {
	for _, list := range []*[]string{&c.PlotHooks, &c.Handouts, &c.PacingNotes} {
		if len(*list) > maxItems {
			*list = (*list)[:maxItems]
		}
	}
	if len(c.NPCs) > maxItems {
		c.NPCs = c.NPCs[:maxItems]
	}
	if len(c.Locations) > maxItems {
		c.Locations = c.Locations[:maxItems]
	}
	if len(c.Title) > maxTitleChars {
		c.Title = strings.ToValidUTF8(c.Title[:maxTitleChars], "")
	}
	c.eachText(func(s *string) {
		if len(*s) > maxFieldChars {
			*s = strings.ToValidUTF8((*s)[:maxFieldChars], "")
		}
	})
}
