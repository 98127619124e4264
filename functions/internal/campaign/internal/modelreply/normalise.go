package modelreply

import (
	"fmt"
	"slices"
	"strings"

	"github.com/lorewright/lorewright/functions/internal/campaign/internal/types"
)

// NormaliseEncounter gives an encounter its order, the spec's defaults (30
// minutes, difficulty 5), a type, and its monsters.
func NormaliseEncounter(e *types.Encounter, order int) {
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
		e.EstimatedDuration = types.DefaultEncounterMinutes
	}
	if e.DifficultyLevel == 0 {
		e.DifficultyLevel = types.DefaultEncounterDifficulty
	}
	e.DifficultyLevel = min(max(e.DifficultyLevel, types.MinEncounterDifficulty), types.MaxEncounterDifficulty)
	if !slices.Contains(types.EncounterTypes, e.Type) {
		e.Type = inferType(e.Title, e.Description, len(e.Monsters) > 0)
	}
	if e.Type == types.EncounterCombat && len(e.Monsters) == 0 {
		e.Monsters = detectMonsters(e.Title + ". " + e.Description)
	}
}

var typeWords = map[types.EncounterType][]string{
	types.EncounterCombat: {"fight", "battle", "ambush", "attack", "combat", "brawl", "skirmish", "showdown", "assault", "raid",
		"siege", "last stand", "defend", "hold the line", "slay", "kill"},
	types.EncounterSocial: {"negotiat", "persuad", "convince", "parley", "audience", "interrogat", "council", "bargain", "feast",
		"banquet", "gossip", "diplomac", "court", "trial", "meeting", "conversation", "talk"},
	types.EncounterExploration: {"explor", "travel", "journey", "search", "investigat", "scout", "track", "navigat", "crossing",
		"chase", "climb", "wilderness", "ruins", "expedition"},
	types.EncounterPuzzle: {"puzzle", "riddle", "cipher", "mechanism", "lever", "glyph", "solve", "code"},
	types.EncounterTrap:   {"trap", "pit", "tripwire", "pressure plate", "collapse", "poison needle", "snare", "hazard"},
}

// inferType guesses a type from the words of the title (counted twice) and
// description; named monsters point to a fight.
func inferType(title, desc string, hasMonsters bool) types.EncounterType {
	title, desc = strings.ToLower(title), strings.ToLower(desc)
	best, bestScore := types.EncounterExploration, 0
	for _, t := range types.EncounterTypes {
		score := 0
		for _, w := range typeWords[t] {
			score += 2*strings.Count(title, w) + strings.Count(desc, w)
		}
		if t == types.EncounterCombat && hasMonsters {
			score += 3
		}
		if score > bestScore {
			best, bestScore = t, score
		}
	}
	return best
}
