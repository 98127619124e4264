package campaign

import (
	"fmt"
	"hash/fnv"
	"slices"
	"strings"

	"github.com/lorewright/lorewright/functions/internal/campaign/internal/builtin"
	"github.com/lorewright/lorewright/functions/internal/campaign/internal/modelreply"
	"github.com/lorewright/lorewright/functions/internal/campaign/internal/rating"
)

// ParseCampaign reads a model's campaign text into a Campaign. It accepts
// the sections in any order, Markdown or plain headings, numbered or bulleted
// lists and stray prose; parts the text lacks are filled from a built-in
// campaign for the same parameters, and a JSON campaign is read too. Only a
// text with almost nothing recognisable fails (ErrUnreadable). The result
// has no ID or GeneratedAt: the caller stamps them.
func ParseCampaign(text string, p Parameters) (Campaign, error) {
	p = p.WithDefaults()
	c, err := modelreply.ReadCampaign(text, p)
	if err != nil {
		return Campaign{}, err
	}
	return complete(c, p, func() Campaign { return builtin.Campaign(p, fillSeed(text)) }), nil
}

// ErrUnreadable means a model's text held no campaign to speak of: too few
// recognisable sections to build on.
var ErrUnreadable = modelreply.ErrUnreadable

// fillSeed seeds the built-in campaign that fills a reply's gaps, so one
// reply is always filled the same way.
func fillSeed(text string) uint64 {
	h := fnv.New64a()
	_, _ = h.Write([]byte(text))
	return h.Sum64()
}

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
		modelreply.NormaliseEncounter(&c.Encounters[i], i+1)
	}
	for i := range c.NPCs {
		c.NPCs[i].ID = fmt.Sprintf("npc-%d", i+1)
	}
	for i := range c.Locations {
		c.Locations[i].ID = fmt.Sprintf("loc-%d", i+1)
	}
	t := builtin.TimingFor(p.Duration, len(c.MainEncounters()))
	c.IntroductionDuration, c.ConclusionDuration = t.Intro, t.Conclusion
	if len(c.PacingNotes) == 0 {
		c.PacingNotes = describeTiming(c)
	}
	limitSizes(&c)
	rating.FinishFights(&c)
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
	for len(main) > MaxMainEncounters {
		extra := main[len(main)-2]
		main = slices.Delete(main, len(main)-2, len(main)-1)
		extra.Optional = true
		optional = append([]Encounter{extra}, optional...)
	}
	if need := MinMainEncounters - len(main); need > 0 {
		fill := builtIn().MainEncounters()
		if len(main) == 0 {
			main = fill
		} else {
			// Borrowed encounters go before the model's last one, its climax.
			main = slices.Insert(main, len(main)-1, fill[1:1+need]...)
		}
	}
	if len(optional) < MinOptionalEncounters {
		for _, e := range builtIn().Encounters {
			if e.Optional {
				optional = append(optional, e)
				break
			}
		}
	}
	if len(optional) > MaxOptionalEncounters {
		optional = optional[:MaxOptionalEncounters]
	}
	for i := range optional {
		optional[i].Optional = true
	}
	return append(main, optional...)
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
		if len(*list) > MaxItems {
			*list = (*list)[:MaxItems]
		}
	}
	if len(c.NPCs) > MaxItems {
		c.NPCs = c.NPCs[:MaxItems]
	}
	if len(c.Locations) > MaxItems {
		c.Locations = c.Locations[:MaxItems]
	}
	if len(c.Title) > maxTitleChars {
		c.Title = strings.ToValidUTF8(c.Title[:maxTitleChars], "")
	}
	c.EachText(func(s *string) {
		if len(*s) > maxFieldChars {
			*s = strings.ToValidUTF8((*s)[:maxFieldChars], "")
		}
	})
}
