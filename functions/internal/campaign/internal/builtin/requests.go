package builtin

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/lorewright/lorewright/functions/internal/campaign/internal/creatures"
	"github.com/lorewright/lorewright/functions/internal/campaign/internal/types"
	"github.com/lorewright/lorewright/functions/internal/english"
	"github.com/lorewright/lorewright/functions/internal/srd"
)

// The built-in generator honors what it can read in the special requests:
// an SRD creature (or a kind of creature: "a dragon") fights in one of the
// encounters, sized for the party; a puzzle, a trap or a heist becomes a
// main encounter; an NPC is added and given a scene; a betrayal becomes
// the ally's twist at the climax. The pacing notes say what was done and
// where to weave in the rest.

// wishes are what the built-in generator read in the special requests.
type wishes struct {
	// foes are SRD creatures to fight, at most two.
	foes []creatures.Creature
	// puzzle, trap and heist ask for a main encounter of that kind.
	puzzle, trap, heist bool
	betrayal            bool
	npc                 bool
}

const maxWishedFoes = 2

var (
	puzzleWish   = regexp.MustCompile(`(?i)\b(puzzles?|riddles?|enigmas?)\b`)
	trapWish     = regexp.MustCompile(`(?i)\btraps?\b`)
	heistWish    = regexp.MustCompile(`(?i)\b(heists?|steal|stealing|theft|rob|robbery|burglary|break[- ]in|caper)\b`)
	betrayalWish = regexp.MustCompile(`(?i)\b(betray\w*|traitors?|double[- ]cross\w*|turncoats?)\b`)
	// kindWish maps a general word for creatures to a creature type.
	kindWish  = regexp.MustCompile(`(?i)\b(dragons?|undead|demons?|devils?|fiends?|giants?|elementals?|aberrations?|oozes?|constructs?|fey|beasts?)\b`)
	kindWords = map[string]string{"dragon": "dragon", "undead": "undead", "demon": "fiend", "devil": "fiend", "fiend": "fiend",
		"giant": "giant", "elemental": "elemental", "aberration": "aberration", "ooze": "ooze", "construct": "construct", "fey": "fey", "beast": "beast"}
	// castWords name the campaign's own people, not a new NPC.
	castWords = regexp.MustCompile(`(?i)^(ally|villain|rival|companion|characters?|person|people)$`)
)

// readWishes reads the special requests for a party of the parameters'
// level and size.
func readWishes(p types.Parameters) wishes {
	text := p.SpecialRequests
	var w wishes
	if strings.TrimSpace(text) == "" {
		return w
	}
	// A creature whose name is a role ("a priest", "the guard") means a
	// person in a request, not a fight.
	for _, m := range srd.SRD().Index().FindText(text) {
		if m.Creature.XP <= 10 || m.Creature.Everyday == srd.EverydayRole || len(w.foes) == maxWishedFoes {
			continue
		}
		if c, ok := creatures.ByName(m.Creature.Name); ok && !slices.ContainsFunc(w.foes, func(f creatures.Creature) bool { return f.Name == c.Name }) {
			w.foes = append(w.foes, c)
		}
	}
	for _, word := range kindWish.FindAllString(text, -1) {
		kind := kindWords[strings.TrimSuffix(strings.ToLower(word), "s")]
		if kind == "" || len(w.foes) == maxWishedFoes || slices.ContainsFunc(w.foes, func(f creatures.Creature) bool { return f.Kind == kind }) {
			continue
		}
		if c, ok := creatureOfKind(kind, p); ok {
			w.foes = append(w.foes, c)
		}
	}
	w.puzzle, w.trap, w.heist = puzzleWish.MatchString(text), trapWish.MatchString(text), heistWish.MatchString(text)
	w.betrayal = betrayalWish.MatchString(text)
	if explicitNPC.MatchString(text) {
		w.npc = true
	} else if role := npcWord.FindString(text); role != "" && !castWords.MatchString(role) {
		w.npc = true
	}
	return w
}

// creatureOfKind is the strongest SRD creature of the type that is at most
// a medium fight for the party alone, so it fits a fight before the climax
// or beside the villain; the weakest of the type when every one is stronger.
func creatureOfKind(kind string, p types.Parameters) (creatures.Creature, bool) {
	p = p.WithDefaults()
	limit := budget(p.CharacterLevel, p.PlayerCount, threatMedium)
	var best, weakest *srd.Monster
	all := srd.SRD().All()
	for i := range all {
		m := &all[i]
		if srd.BaseType(m.Type) != kind || m.XP <= 10 {
			continue
		}
		if weakest == nil || m.XP < weakest.XP {
			weakest = m
		}
		solo := float64(m.XP) * srd.Multiplier(1, p.PlayerCount)
		if solo <= float64(limit) && (best == nil || m.XP > best.XP) {
			best = m
		}
	}
	if best == nil {
		best = weakest
	}
	if best == nil {
		return creatures.Creature{}, false
	}
	return creatures.ByName(best.Name)
}

// Encounters for a request the theme has none for.
var (
	puzzleBeat = beat{Title: "The Riddle Lock", Type: types.EncounterPuzzle,
		Desc: "The way on to {site2} is barred by a door of brass dials under a carved verse; the verse's answer, spelled on the dials, opens it. Clues hide in {site1} (DC {dc} Intelligence (Investigation) for each); three wrong answers seal the door for an hour and warn {villain}'s people."}
	trapBeat = beat{Title: "The Trapped Approach", Type: types.EncounterTrap,
		Desc: "{Villain} has trapped the way into {site2}: a pressure plate drops a portcullis and floods the passage (DC {dc} Dexterity saving throw or {damage} bludgeoning damage and restrained). A DC {dc} Wisdom (Perception) check spots the plate; DC {dc} thieves' tools jam it."}
	heistBeat = beat{Title: "The Heist", Type: types.EncounterExploration,
		Desc: "What the party need is locked in {site2}, and nobody will hand it over. Getting it takes a plan: the guards change every hour, the vault needs DC {dcHard} thieves' tools, and the way out is over the rooftops. Each part of the plan the players make gives advantage on one check; two failed checks raise the alarm."}
)

// shapeBeats puts the encounters the requests ask for among the opening
// and middle beats (middle ones first, never the only fight before the
// climax), and says which titles they are.
func (b *builder) shapeBeats(opening *beat, middle []beat) []string {
	slots := make([]*beat, 0, len(middle)+1)
	for i := range middle {
		slots = append(slots, &middle[i])
	}
	slots = append(slots, opening)
	taken := map[*beat]bool{}
	fights := func() int {
		n := 0
		for _, s := range slots {
			if s.Type == types.EncounterCombat {
				n++
			}
		}
		return n
	}
	var shaped []string
	place := func(want bool, kind types.EncounterType, fallback beat, title func(beat) bool) {
		if !want {
			return
		}
		for _, s := range slots {
			if !taken[s] && title(*s) {
				taken[s] = true
				shaped = append(shaped, s.Title)
				return
			}
		}
		bt := fallback
		for _, candidate := range b.theme.Middle {
			if candidate.Type == kind && kind != types.EncounterExploration && !slices.ContainsFunc(slots, func(s *beat) bool { return s.Title == candidate.Title }) {
				bt = candidate
				break
			}
		}
		for _, s := range slots {
			if taken[s] || (s.Type == types.EncounterCombat && fights() == 1 && len(b.wishes.foes) > 0) {
				continue
			}
			*s = bt
			taken[s] = true
			shaped = append(shaped, bt.Title)
			return
		}
	}
	place(b.wishes.puzzle, types.EncounterPuzzle, puzzleBeat, func(bt beat) bool { return bt.Type == types.EncounterPuzzle })
	place(b.wishes.trap, types.EncounterTrap, trapBeat, func(bt beat) bool { return bt.Type == types.EncounterTrap })
	place(b.wishes.heist, types.EncounterExploration, heistBeat, func(bt beat) bool { return bt.Title == heistBeat.Title })
	return shaped
}

// requestNotes are the pacing notes about the special requests: what the
// generator did with them, and where to weave in the rest.
func (b *builder) requestNotes(c types.Campaign, done []string) []string {
	req := b.p.SpecialRequests
	if req == "" {
		return nil
	}
	weave := weavePlace(c)
	if len(done) == 0 {
		return []string{fmt.Sprintf("Your special requests: \u201c%s\u201d. Weave them into %s, where the party have time to talk and look around, or into the introduction.", req, weave)}
	}
	return []string{fmt.Sprintf("Your special requests: \u201c%s\u201d. Done: %s. Weave anything else into %s.", req, strings.Join(done, "; "), weave)}
}

// weavePlace is the encounter best suited to a game master's own addition:
// the first main scene before the climax that is not a fight (social
// first), else the first encounter.
func weavePlace(c types.Campaign) string {
	main := c.MainEncounters()
	for _, typ := range []types.EncounterType{types.EncounterSocial, types.EncounterExploration, types.EncounterPuzzle, types.EncounterTrap} {
		for _, e := range main[:len(main)-1] {
			if e.Type == typ {
				return fmt.Sprintf("encounter %d (%s)", e.Order, e.Title)
			}
		}
	}
	return fmt.Sprintf("encounter %d (%s)", main[0].Order, main[0].Title)
}

// grantPeopleWishes adds the NPC the requests ask for, with a scene (the
// first main scene that is not a fight, else the first encounter), and
// turns a requested betrayal into the ally's twist at the climax.
func (b *builder) grantPeopleWishes(c *types.Campaign) {
	main := c.MainEncounters()
	if b.wishes.npc {
		addNPC(c, b.p.SpecialRequests, b.rng)
		n := c.NPCs[len(c.NPCs)-1]
		at := &c.Encounters[0]
		for i := range main[:len(main)-1] {
			if c.Encounters[i].Type != types.EncounterCombat {
				at = &c.Encounters[i]
				break
			}
		}
		at.Notes = english.AppendSentence(at.Notes, fmt.Sprintf("Special request: %s, the %s you asked for, is here; give them a moment in this scene.",
			n.Name, strings.ToLower(n.Role)))
		b.done = append(b.done, fmt.Sprintf("%s (NPC) appears in encounter %d (%s)", n.Name, at.Order, at.Title))
	}
	if b.wishes.betrayal {
		climax := &c.Encounters[len(main)-1]
		ally := b.slots["ally"]
		climax.Notes = english.AppendSentence(climax.Notes, b.fill("Special request, a betrayal: whatever {ally} promised, they have been in {villain}'s pay all along and turn on the party here. "+
			"Plant a lie in an earlier scene that a DC {dc} Wisdom (Insight) check can catch."))
		climax.Notes = strings.ReplaceAll(climax.Notes, "{dc}", fmt.Sprint(11+b.p.CharacterLevel/3))
		for i := range c.NPCs {
			if c.NPCs[i].Name == ally {
				c.NPCs[i].Motivation = english.AppendSentence(c.NPCs[i].Motivation, b.fill("Secretly in {villain}'s pay."))
			}
		}
		b.done = append(b.done, fmt.Sprintf("%s betrays the party at the climax (encounter %d)", ally, climax.Order))
	}
}
