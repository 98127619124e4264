package modelreply

import (
	"regexp"
	"strings"

	"github.com/lorewright/lorewright/functions/internal/campaign/internal/types"
)

// readBlocks reads the blocks into a campaign. found counts the kinds of
// section recognised, to tell a campaign from junk.
func readBlocks(blocks []block, p types.Parameters) (types.Campaign, int) {
	var c types.Campaign
	kinds := map[sectionKind]bool{}
	group, groupOptional := secNone, false
	itemLevel := 0 // heading level of the item being read in a group
	var titleFromHeading string
	for _, b := range blocks {
		switch b.kind {
		case secNone:
			continue
		case secOther:
			if b.level > itemLevel && itemLevel > 0 && appendToLastItem(&c, group, b) {
				continue
			}
			switch group {
			case secEncounters:
				c.Encounters = append(c.Encounters, readEncounter(b.heading, b.lines, groupOptional || isOptionalTitle(b.heading)))
				itemLevel = b.level
			case secNPCs:
				c.NPCs = append(c.NPCs, readNPC(b.heading, b.lines))
				itemLevel = b.level
			case secLocations:
				c.Locations = append(c.Locations, readLocation(b.heading, b.lines))
				itemLevel = b.level
			default:
				if titleFromHeading == "" && !kinds[secIntro] && len(c.Encounters) == 0 {
					titleFromHeading = b.heading
					if c.Introduction == "" && hasText(b.lines) {
						// Prose under the title is the introduction.
						c.Introduction = paragraphs(b.lines)
					}
				}
			}
			continue
		}
		kinds[b.kind] = true
		group, itemLevel = b.kind, 0
		switch b.kind {
		case secTitle:
			if c.Title == "" {
				c.Title = firstLine(b.lines)
			}
		case secIntro:
			c.Introduction = joinText(c.Introduction, paragraphs(b.lines))
		case secHooks:
			c.PlotHooks = append(c.PlotHooks, listItems(b.lines)...)
		case secEncounters:
			groupOptional = b.optional
			for _, it := range splitItems(b.lines) {
				c.Encounters = append(c.Encounters, readEncounter(it.head, it.body, groupOptional || isOptionalTitle(it.head)))
			}
		case secEncounter:
			c.Encounters = append(c.Encounters, readEncounter(b.heading, b.lines, b.optional))
			group, itemLevel, groupOptional = secEncounters, b.level, b.optional
		case secNPCs:
			for _, it := range splitItems(b.lines) {
				c.NPCs = append(c.NPCs, readNPC(it.head, it.body))
			}
		case secLocations:
			for _, it := range splitItems(b.lines) {
				c.Locations = append(c.Locations, readLocation(it.head, it.body))
			}
		case secConclusion:
			c.Conclusion = joinText(c.Conclusion, paragraphs(b.lines))
		case secPacing:
			c.PacingNotes = append(c.PacingNotes, listItems(b.lines)...)
		case secHandouts:
			c.Handouts = append(c.Handouts, listItems(b.lines)...)
		}
	}
	if c.Title == "" {
		c.Title = titleFromHeading
	}
	if c.Title == "" {
		c.Title = firstLine(blocks[0].lines)
		if len(c.Title) > 120 {
			c.Title = ""
		}
	}
	if c.Title != "" {
		kinds[secTitle] = true
	}
	if len(c.Encounters) > 0 {
		kinds[secEncounter] = true
	}
	delete(kinds, secEncounters)
	c.NPCs = dropUnnamed(c.NPCs)
	c.Locations = dropUnnamedLocations(c.Locations)
	c.DifficultyRating = overallDifficulty(blocks)
	return c, len(kinds)
}

// appendToLastItem adds a sub-heading ("#### Tactics") and its lines to the
// item it belongs to.
func appendToLastItem(c *types.Campaign, group sectionKind, b block) bool {
	text := joinText(b.heading+":", paragraphs(b.lines))
	switch {
	case group == secEncounters && len(c.Encounters) > 0:
		e := &c.Encounters[len(c.Encounters)-1]
		e.Notes = joinText(e.Notes, text)
	case group == secNPCs && len(c.NPCs) > 0:
		n := &c.NPCs[len(c.NPCs)-1]
		n.Description = joinText(n.Description, text)
	case group == secLocations && len(c.Locations) > 0:
		l := &c.Locations[len(c.Locations)-1]
		l.Description = joinText(l.Description, text)
	default:
		return false
	}
	return true
}

// item is one entry of a list section: its first line and what follows.
type item struct {
	head string
	body []string
}

// splitItems cuts a section's lines into items: each starts at an
// unindented list entry or a bold name that is not a field line.
func splitItems(lines []string) []item {
	var items []item
	blankBefore := true
	for _, raw := range lines {
		line := strings.TrimSpace(raw)
		if line == "" {
			blankBefore = true
			continue
		}
		indented := strings.HasPrefix(raw, "  ") || strings.HasPrefix(raw, "\t")
		marker := line[:listMarkerLen(line)]
		fields := fieldsOf(line)
		isField := fields != nil
		startsBold := strings.HasPrefix(line, "**") && !isField
		// "Name: Bo" after an item that has a name starts the next item.
		naming := isField && (fields[0].kind == "name" || fields[0].kind == "title") && len(items) > 0 && hasName(items[len(items)-1])
		newItem := len(items) == 0 || naming || (!indented && !isField && (marker != "" || (startsBold && blankBefore)))
		if newItem && isField {
			// Field lines before any name: an item that names itself
			// ("Name: Mira") or has no name (and is dropped).
			items = append(items, item{body: []string{line}})
		} else if newItem {
			items = append(items, item{head: strings.TrimSpace(line[len(marker):])})
		} else {
			items[len(items)-1].body = append(items[len(items)-1].body, line)
		}
		blankBefore = false
	}
	return items
}

// hasName: the item has a heading or a name field.
func hasName(it item) bool {
	if it.head != "" {
		return true
	}
	for _, l := range it.body {
		if fs := fieldsOf(l); fs != nil && (fs[0].kind == "name" || fs[0].kind == "title") {
			return true
		}
	}
	return false
}

// listItems reads a list section: one text per list entry (continuation
// lines joined), or one per paragraph when there is no list.
func listItems(lines []string) []string {
	var out []string
	hasMarkers := false
	for _, l := range lines {
		if listMarkerLen(strings.TrimSpace(l)) > 0 {
			hasMarkers = true
			break
		}
	}
	var cur []string
	flush := func() {
		if t := cleanText(strings.Join(cur, " ")); t != "" {
			out = append(out, t)
		}
		cur = nil
	}
	for _, raw := range lines {
		line := strings.TrimSpace(raw)
		switch m := line[:listMarkerLen(line)]; {
		case line == "":
			if !hasMarkers {
				flush()
			}
		case m != "":
			flush()
			cur = append(cur, line[len(m):])
		default:
			cur = append(cur, line)
		}
	}
	flush()
	return out
}

// paragraphs joins lines into paragraphs separated by blank lines; list
// entries keep a line each.
func paragraphs(lines []string) string {
	var paras []string
	var cur []string
	flush := func() {
		if len(cur) > 0 {
			paras = append(paras, strings.Join(cur, " "))
			cur = nil
		}
	}
	for _, raw := range lines {
		line := cleanText(raw)
		switch {
		case line == "":
			flush()
		case listMarkerLen(line) > 0:
			flush()
			paras = append(paras, line)
		default:
			cur = append(cur, line)
		}
	}
	flush()
	return strings.Join(paras, "\n\n")
}

func hasText(lines []string) bool {
	for _, l := range lines {
		if strings.TrimSpace(l) != "" {
			return true
		}
	}
	return false
}

func firstLine(lines []string) string {
	for _, l := range lines {
		if t := cleanText(l); t != "" {
			t = strings.TrimLeft(t, "#-*+• ")
			return strings.Trim(t, "\"'“”‘’ ")
		}
	}
	return ""
}

// cleanText trims a line and drops Markdown emphasis and quote marks.
func cleanText(s string) string {
	s = strings.TrimSpace(s)
	for strings.HasPrefix(s, ">") {
		s = strings.TrimSpace(s[1:])
	}
	return stripEmphasis(s)
}

func joinText(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	default:
		return a + "\n\n" + b
	}
}

var optionalWord = regexp.MustCompile(`(?i)\b(optional|side encounter|bonus encounter)\b`)

func isOptionalTitle(s string) bool { return optionalWord.MatchString(s) }

var overallDifficultyLine = regexp.MustCompile(`(?i)(?:overall|campaign|adventure)\s+difficulty(?:\s+rating)?\s*(?:is|:)\s*\**\s*(easy|medium|moderate|hard)\b`)

// overallDifficulty reads a stated overall difficulty ("Overall
// difficulty: hard").
func overallDifficulty(blocks []block) types.Difficulty {
	for _, b := range blocks {
		for _, l := range b.lines {
			// The regexp is slow on every line; most lines have no "difficulty".
			if !strings.Contains(l, "ifficult") && !strings.Contains(l, "IFFICULT") {
				continue
			}
			if m := overallDifficultyLine.FindStringSubmatch(l); m != nil {
				switch strings.ToLower(m[1]) {
				case "easy":
					return types.DifficultyEasy
				case "hard":
					return types.DifficultyHard
				default:
					return types.DifficultyMedium
				}
			}
		}
	}
	return ""
}

func dropUnnamed(npcs []types.NPC) []types.NPC {
	out := npcs[:0]
	for _, n := range npcs {
		if n.Name != "" {
			out = append(out, n)
		}
	}
	return out
}

func dropUnnamedLocations(locs []types.Location) []types.Location {
	out := locs[:0]
	for _, l := range locs {
		if l.Name != "" {
			out = append(out, l)
		}
	}
	return out
}
