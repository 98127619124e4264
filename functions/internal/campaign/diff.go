package campaign

import (
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/lorewright/lorewright/functions/internal/english"
)

// Diff lists what changed between two versions of a campaign, section by
// section: the title, introduction and conclusion, each plot hook and
// handout, the pacing notes, and each encounter, NPC and location (matched
// by id, or by name when an id is new) as added, removed, changed or
// renamed, with the fields that changed.
func Diff(before, after Campaign) []Change {
	out := []Change{}
	if before.Title != after.Title {
		out = append(out, Change{Kind: ChangeChanged, Section: SectionTitle, Name: after.Title, Before: before.Title, Fields: []string{"title"}})
	}
	if before.Introduction != after.Introduction {
		out = append(out, Change{Kind: ChangeChanged, Section: SectionIntroduction})
	}
	out = append(out, diffTexts(SectionPlotHooks, before.PlotHooks, after.PlotHooks)...)
	out = append(out, diffItems(SectionEncounters, before.Encounters, after.Encounters,
		func(e Encounter) (string, string) { return e.ID, e.Title }, encounterFields)...)
	out = append(out, diffItems(SectionNPCs, before.NPCs, after.NPCs,
		func(n NPC) (string, string) { return n.ID, n.Name }, npcFields)...)
	out = append(out, diffItems(SectionLocations, before.Locations, after.Locations,
		func(l Location) (string, string) { return l.ID, l.Name }, locationFields)...)
	if before.Conclusion != after.Conclusion {
		out = append(out, Change{Kind: ChangeChanged, Section: SectionConclusion})
	}
	if !slices.Equal(before.PacingNotes, after.PacingNotes) {
		out = append(out, Change{Kind: ChangeChanged, Section: SectionPacingNotes})
	}
	out = append(out, diffTexts(SectionHandouts, before.Handouts, after.Handouts)...)
	return out
}

// diffTexts pairs list entries by position.
func diffTexts(section Section, before, after []string) []Change {
	var out []Change
	for i := range max(len(before), len(after)) {
		switch {
		case i >= len(before):
			out = append(out, Change{Kind: ChangeAdded, Section: section, Name: english.Shorten(after[i], 80)})
		case i >= len(after):
			out = append(out, Change{Kind: ChangeRemoved, Section: section, Name: english.Shorten(before[i], 80)})
		case before[i] != after[i]:
			out = append(out, Change{Kind: ChangeChanged, Section: section, Name: english.Shorten(after[i], 80)})
		}
	}
	return out
}

// diffItems matches items by id, then by name, and reports each added,
// removed, renamed or changed one in the order of after.
func diffItems[T any](section Section, before, after []T, key func(T) (string, string), fields func(a, b T) []string) []Change {
	matched := make([]bool, len(before))
	find := func(id, name string) int {
		for i, b := range before {
			if bid, _ := key(b); !matched[i] && id != "" && bid == id {
				return i
			}
		}
		for i, b := range before {
			if _, bname := key(b); !matched[i] && strings.EqualFold(bname, name) {
				return i
			}
		}
		return -1
	}
	var out []Change
	for _, a := range after {
		id, name := key(a)
		i := find(id, name)
		if i < 0 {
			out = append(out, Change{Kind: ChangeAdded, Section: section, ID: id, Name: name})
			continue
		}
		matched[i] = true
		_, oldName := key(before[i])
		changed := fields(before[i], a)
		switch {
		case oldName != name:
			out = append(out, Change{Kind: ChangeRenamed, Section: section, ID: id, Name: name, Before: oldName, Fields: changed})
		case len(changed) > 0:
			out = append(out, Change{Kind: ChangeChanged, Section: section, ID: id, Name: name, Fields: changed})
		}
	}
	for i, b := range before {
		if !matched[i] {
			id, name := key(b)
			out = append(out, Change{Kind: ChangeRemoved, Section: section, ID: id, Name: name})
		}
	}
	return out
}

// changedFields takes triples (field name, before, after) and names the
// fields whose values differ.
func changedFields(triples ...any) []string {
	var out []string
	for i := 0; i+2 < len(triples); i += 3 {
		if !reflect.DeepEqual(triples[i+1], triples[i+2]) {
			out = append(out, triples[i].(string))
		}
	}
	return out
}

func encounterFields(a, b Encounter) []string {
	return changedFields("title", a.Title, b.Title, "type", a.Type, b.Type, "description", a.Description, b.Description,
		"estimatedDuration", a.EstimatedDuration, b.EstimatedDuration, "difficultyLevel", a.DifficultyLevel, b.DifficultyLevel,
		"order", a.Order, b.Order, "optional", a.Optional, b.Optional, "notes", a.Notes, b.Notes,
		"monsters", fmt.Sprint(a.Monsters), fmt.Sprint(b.Monsters))
}

func npcFields(a, b NPC) []string {
	return changedFields("name", a.Name, b.Name, "race", a.Race, b.Race, "role", a.Role, b.Role,
		"personality", a.Personality, b.Personality, "motivation", a.Motivation, b.Motivation,
		"description", a.Description, b.Description)
}

func locationFields(a, b Location) []string {
	return changedFields("name", a.Name, b.Name, "type", a.Type, b.Type, "description", a.Description, b.Description)
}

// describeChange is a sentence for the chat about one change.
func describeChange(ch Change) string {
	what := map[Section]string{SectionEncounters: "Encounter", SectionNPCs: "NPC", SectionLocations: "Location",
		SectionPlotHooks: "Plot hook", SectionHandouts: "Handout"}[ch.Section]
	switch {
	case ch.Section == SectionTitle:
		return fmt.Sprintf("Retitled the campaign \u201c%s\u201d.", ch.Name)
	case what == "":
		return fmt.Sprintf("Rewrote the %s.", sectionNames[ch.Section])
	case ch.Kind == ChangeRenamed:
		return fmt.Sprintf("%s \u201c%s\u201d is now \u201c%s\u201d.", what, ch.Before, ch.Name)
	case ch.Kind == ChangeChanged && len(ch.Fields) > 0:
		return fmt.Sprintf("%s \u201c%s\u201d changed (%s).", what, ch.Name, strings.Join(ch.Fields, ", "))
	default:
		return fmt.Sprintf("%s \u201c%s\u201d %s.", what, ch.Name, ch.Kind)
	}
}

var sectionNames = map[Section]string{SectionIntroduction: "introduction", SectionConclusion: "conclusion",
	SectionPacingNotes: "pacing notes"}
