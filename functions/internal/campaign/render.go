package campaign

import (
	"fmt"
	"strings"

	"github.com/lorewright/lorewright/functions/internal/campaign/internal/creatures"
	"github.com/lorewright/lorewright/functions/internal/english"
)

// Markdown renders a campaign as Markdown, in the section order the
// generation prompt asks of the model (and ParseCampaign reads back).
func Markdown(c Campaign) string { return strings.Join(markdownSections(c), "") }

// markdownSections are the pieces a built-in campaign streams in, one
// section (or one encounter) at a time.
func markdownSections(c Campaign) []string {
	var out []string
	var b strings.Builder
	fmt.Fprintf(&b, "# %s\n\n## Introduction\n\n%s\n\n", c.Title, c.Introduction)
	out = append(out, b.String())
	out = append(out, "## Plot Hooks\n\n"+bullets(c.PlotHooks)+"\n")
	out = append(out, "## Encounters\n\n")
	for _, e := range c.Encounters {
		out = append(out, encounterMarkdown(e))
	}
	b.Reset()
	b.WriteString("## NPCs\n\n")
	for _, n := range c.NPCs {
		fmt.Fprintf(&b, "### %s\n\n**Race:** %s · **Role:** %s\n**Personality:** %s\n**Motivation:** %s\n\n%s\n\n",
			n.Name, n.Race, n.Role, n.Personality, n.Motivation, n.Description)
	}
	out = append(out, b.String())
	b.Reset()
	b.WriteString("## Locations\n\n")
	for _, l := range c.Locations {
		fmt.Fprintf(&b, "### %s (%s)\n\n%s\n\n", l.Name, l.Type, l.Description)
	}
	out = append(out, b.String())
	out = append(out, "## Conclusion\n\n"+c.Conclusion+"\n\n")
	if len(c.PacingNotes) > 0 {
		out = append(out, "## Pacing Notes\n\n"+bullets(c.PacingNotes))
	}
	if len(c.Handouts) > 0 {
		out = append(out, "\n## Handouts\n\n"+bullets(c.Handouts))
	}
	return out
}

func encounterMarkdown(e Encounter) string {
	var b strings.Builder
	if e.Optional {
		fmt.Fprintf(&b, "### Optional Encounter: %s\n\n", e.Title)
	} else {
		fmt.Fprintf(&b, "### Encounter %d: %s\n\n", e.Order, e.Title)
	}
	fmt.Fprintf(&b, "**Type:** %s · **Duration:** %d minutes · **Difficulty:** %d/10\n",
		english.Capitalise(string(e.Type)), e.EstimatedDuration, e.DifficultyLevel)
	if len(e.Monsters) > 0 {
		fmt.Fprintf(&b, "**Monsters:** %s\n", monsterList(e.Monsters))
	}
	fmt.Fprintf(&b, "\n%s\n\n", e.Description)
	if e.Notes != "" {
		fmt.Fprintf(&b, "**Notes:** %s\n\n", e.Notes)
	}
	return b.String()
}

// monsterList is "1 Bugbear, 5 Goblins".
func monsterList(ms []Monster) string {
	parts := make([]string, len(ms))
	for i, m := range ms {
		name := m.Name
		if c, ok := creatures.ByName(m.Name); ok && m.Count != 1 {
			name = english.TitleCase(c.PluralName(), 8)
		}
		parts[i] = fmt.Sprintf("%d %s", m.Count, name)
	}
	return strings.Join(parts, ", ")
}

func bullets(items []string) string {
	var b strings.Builder
	for _, it := range items {
		b.WriteString("- " + it + "\n")
	}
	return b.String()
}
