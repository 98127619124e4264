package balance

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/llm"
	"github.com/lorewright/lorewright/functions/internal/srd"
)

// typeOf classifies one paragraph as the only text (with the SRD's
// creatures) and returns its type and the texts of its cue signals.
func typeOf(t *testing.T, text string) (Category, []string) {
	t.Helper()
	a := analyzeAny(text)
	if len(a.Segments) != 1 {
		t.Fatalf("%q: %d segments %+v", text, len(a.Segments), a.Segments)
	}
	var cues []string
	for _, s := range a.Segments[0].Signals {
		if s.Kind == SignalCue {
			cues = append(cues, s.Text)
		}
	}
	return a.Segments[0].Type, cues
}

// analyzeAny analyses text of any length with the SRD's creatures and no
// model (the request's checks left out, so a sentence can be a text).
func analyzeAny(text string) Analysis {
	s := NewService(nil, nil, srd.SRD().Index())
	return s.finish(s.read(text), AnalyzeRequest{Text: text}, llm.BuiltIn(false))
}

// cueCase is a paragraph, the type it sets up at the table, and a cue its
// signals must hold ("" when none).
type cueCase struct {
	text string
	want Category
	cue  string
}

func checkCues(t *testing.T, cases []cueCase) {
	t.Helper()
	for _, tc := range cases {
		got, cues := typeOf(t, tc.text)
		if got != tc.want {
			t.Errorf("%q: %s, want %s (cues %q)", tc.text, got, tc.want, cues)
		}
		if tc.want != Puzzle && analyzeAny(tc.text).Segments[0].Scores.Puzzle > 0 {
			t.Errorf("%q: puzzle points %+v", tc.text, analyzeAny(tc.text).Segments[0].Scores)
		}
		if tc.cue != "" && !strings.Contains(strings.Join(cues, " | "), tc.cue) {
			t.Errorf("%q: cues %q, want one with %q", tc.text, cues, tc.cue)
		}
	}
}

// Talking, questioning, persuading, bargaining, rumours, trust: a person
// who talks with the party, someone who wants something, someone speaking
// in the first person.
func TestRoleplayCues(t *testing.T) {
	checkCues(t, []cueCase{
		{"In the common room of the inn, the party can question the locals over a hot meal while the fire burns low.", Roleplay, "someone talks with the party"},
		{"The old ferryman tells the characters what he saw on the night the barge went down, if they buy him a drink.", Roleplay, "someone talks with the party"},
		{"Each of the seven librarians wants a scroll that a rival scholar keeps in the tower across the river.", Roleplay, "someone wants something"},
		{"If you're headed to the backwoods, keep an eye out for my cow. Lost her out that way a few days ago, I did.", Roleplay, "first person"},
		{"The abbess will only trust those who bring back the relic, and she asks each of them to swear it on the altar.", Roleplay, ""},
		// Near misses: a road to a tavern is no conversation; a question of
		// honour asks nobody; a copper mine is nobody's.
		{"The road to the tavern winds along the river, past the mill and over the old stone bridge.", Exploration, ""},
		{"Crossing the chasm is a question of rope and nerve: the ledge on the far side is narrow and the stone is wet.", Exploration, ""},
		{"The tunnels of the old copper mine run deep under the hill, and the shafts are flooded below the second level.", Exploration, ""},
	})
}

// Riddles, inscriptions, sealed mechanisms, levers: a way that opens only
// if something is done, a rule with a price.
func TestPuzzleCues(t *testing.T) {
	checkCues(t, []cueCase{
		{"Coffin has carvings of snakes pointed at suns and away from moons. Turn the four snakes on the pillars to match them to open the lid.", Puzzle, "a way opens only if something is done"},
		{"Double doors. Bloated bodies are spiked to the doors in the shape of a whorl; the corpses must be touched to open the doors.", Puzzle, "a way opens only if something is done"},
		{"A long passage is guarded by a thousand little bronze statues. You must bow and murmur their names or take 1 damage as you pass each one.", Puzzle, "a rule to keep or pay for"},
		{"A riddle is carved above the sealed door, and the answer, spoken aloud, turns the lock.", Puzzle, ""},
		// Near misses: a riddle of a man, a wall riddled with holes, a
		// stuck door forced open, a road that leads somewhere.
		{"The hermit is a riddle of a man: he asks every traveller for news, trusts nobody and talks to his goats at night.", Roleplay, ""},
		{"The old watchtower is riddled with holes, and its stairs creak under every step as the party climbs to the top.", Exploration, ""},
		{"Both doors of this room are stuck and require force to open; beyond them, a hidden way leads down to the cellars.", Exploration, ""},
	})
}

// Travel, search, maps, terrain; traps and hazards are explored.
func TestExplorationCues(t *testing.T) {
	checkCues(t, []cueCase{
		{"The heroes travel from the city of Greyhaven towards the ruined keep of Duskmoor, where a troll has gathered a warband.", Exploration, "the party goes somewhere"},
		{"There is an obvious net trap on the north door of the bedroom, and four vials of poison in the desk.", Exploration, ""},
		{"7. Bedroom of the late Viper Queen. A watering can stands by the window.", Exploration, ""},
	})
}

// Short bridges in time or place, and the story before the adventure.
func TestTransitionCues(t *testing.T) {
	checkCues(t, []cueCase{
		{"A millennia ago, a mad necromancer named Malathane made his lair in the caves beyond the mountain, and his skeletons killed the miners who found it.", Transition, "the story before the adventure"},
		{"Backstory: Darkness befell the kingdom when a wizard named Cantor took up residence in the old mines and raised the dead of the valley.", Transition, ""},
		{"Later that evening, the party returns to the village and takes a long rest before setting out at dawn.", Transition, ""},
	})
}

// Attack, initiative, ambush, creatures that act against the party; a
// fight that may not happen is none.
func TestCombatCues(t *testing.T) {
	checkCues(t, []cueCase{
		{"Three ghouls crouch among the headstones, gnawing on old bones, and they attack as soon as the heroes step through the gate.", Combat, "creatures act against the party"},
		{"12. 3 Cave Eels.", Combat, "creatures: “3 Cave Eels”"},
		{"Tomb guarded by 10 monks (HD1 AC8 1d6) guarding the hall, the donations and the ashes of the princess.", Combat, "creatures: “10 monks”"},
		{"(10) Giant Spiders. Hidden way to (13).", Combat, ""},
		// Near misses: talk avoids the fight; things and measures are no
		// creatures; the dead fight nobody.
		{"A single ogre demands a toll before anyone may cross. Clever talk can avoid the fight: the ogre is slow and always hungry, and a fair bargain sends him home.", Roleplay, ""},
		{"3. 6 Magic Pools in calcite dams: acid, soap bubbles, glitter, healing cream and a rainbow pool that improves a random attribute.", Exploration, ""},
		{"The destroyed elevator platform litters the floor, along with the dead bodies of several goblins and scattered bones.", Exploration, ""},
	})
}

func TestCountsReadAsWritten(t *testing.T) {
	for _, tc := range []struct{ name, text, want string }{
		{"an ordinal", "Three ghouls wait among the graves. A fourth ghoul hangs back in the chapel.", "4 Ghoul"},
		{"a pair", "A pair of ogres guard the bridge.", "2 Ogre"},
		{"a dozen", "A dozen skeletons rise from the crypt.", "12 Skeleton"},
		{"two more", "Four goblins attack. Two more goblins arrive in round three.", "6 Goblin"},
		{"the rest of the pack", "Two wolves circle the camp; the rest of the wolves wait in the trees.", "2 Wolf"},
		{"digits", "4 skeletons guard the door.", "4 Skeleton"},
		{"dice, said as such", "A band of 2d4 gnolls camps by the ford.", "5 Gnoll? (the average of 2d4)"},
		{"a range", "3-12 giant rats pour out of the sewer.", "7 Giant Rat? (the average of 3-12)"},
		{"groups in one sentence add up", "Four skeletons with bows wait behind the rubble, while four skeletons advance.", "8 Skeleton"},
		{"a number said again counts once", "Six goblins wait in the cave. Six goblins, no more, keep watch.", "6 Goblin"},
		{"the same creatures referred back", "Six goblins wait. The six goblins attack.", "6 Goblin"},
		{"single creatures counted by a word of their own", "The cell is guarded by 2 suits of animated armor.", "2 Animated Armor"},
		{"a measure is no count", "An 8 foot tall skeleton in plate holds the gate.", "1 Skeleton"},
		{"the dead are not counted", "The dead bodies of six goblins lie in the mud.", ""},
		{"a measure's creatures are not there", "A pressure plate guards the hall, too heavy for goblins and kobolds to set off.", ""},
		{"nor are they when enough says so", "The tunnel is wide enough for an ogre to squeeze through.", ""},
		// Near miss: "for ... to" without a degree stages them.
		{"waiting for creatures to come", "Two guards wait for four goblins to bring the ransom.", "2 Guard, 4 Goblin"},
		{"a people's role", "Old Toby, a halfling priest of the vermin god, keeps two giant centipedes.", "1 Priest, 2 Giant Centipede"},
		{"a role alone is a person", "The priest of the village greets the party.", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := srdGroupsIn(tc.text); got != tc.want {
				t.Errorf("%q: %q, want %q", tc.text, got, tc.want)
			}
		})
	}
}

// srdGroupsIn is every creature group the analysis rates in text, with the
// SRD's creatures: "4 Ghoul", "5 Gnoll? (the average of 2d4)".
func srdGroupsIn(text string) string {
	a := analyzeAny(text)
	var out []string
	for _, e := range a.Encounters {
		for _, g := range e.Monsters {
			s := fmt.Sprintf("%d %s", g.Count, g.Name)
			if g.CountAssumed {
				s += "?"
			}
			if g.CountNote != "" {
				s += " (" + g.CountNote + ")"
			}
			out = append(out, s)
		}
	}
	sort.Strings(out)
	return strings.Join(out, ", ")
}
