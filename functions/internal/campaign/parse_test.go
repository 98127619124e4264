package campaign

import (
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/campaign/internal/builtin"
	"github.com/lorewright/lorewright/functions/internal/campaign/internal/campaigntest"
	"github.com/lorewright/lorewright/functions/internal/srd"
)

// Model outputs in the shapes models really produce: the prompt's format,
// Markdown, reordered, numbered, bold headings, missing parts, junk, JSON.
var specFormat = `CAMPAIGN TITLE: The Sunken Crown

INTRODUCTION:
The fishing town of Gullhaven has lost its crown to the sea.
The party arrive as the storm breaks.

PLOT HOOKS:
- The harbourmaster offers 200 gp.
- A drowned sailor whispers a name.
- The party's ship is wrecked on the reef.

ENCOUNTER 1: Storm at the Docks
Type: Social
Duration: 20 minutes
Difficulty: 3/10
The harbourmaster pleads for help while the storm rages.

ENCOUNTER 2: The Reef
Type: Exploration
Duration: 30 minutes
Difficulty: 5/10
Navigating the reef needs DC 13 Wisdom (Survival) checks.

ENCOUNTER 3: Sahuagin Raid
Type: Combat
Duration: 40 minutes
Difficulty: 7/10
Monsters: 6 Sahuagin, 1 Sea Hag
Notes: The sahuagin fight in the water.
The raiders burst from the surf.

OPTIONAL ENCOUNTER: The Lighthouse Keeper
Type: Social
Duration: 15 minutes
The keeper knows the way to the sea cave.

CONCLUSION:
The crown is returned and Gullhaven celebrates.

NPCS:
- **Maren Holt** (Human, harbourmaster): weathered and stubborn. Personality: gruff. Motivation: save the town.
- **Old Tam** (Halfling, lighthouse keeper): half blind, all ears.

LOCATIONS:
- **Gullhaven** (fishing town): grey roofs and gulls.
- **The Drowned Reef** (reef): jagged and treacherous.

PACING NOTES:
- Keep the first scene short.
- Let the raid run long.
`

var markdownFormat = "# Whispers Under Harrowgate\n\n## Introduction\n\n> Rain hammers the cobbles of Harrowgate.\n\nThe city council hides a **terrible** secret.\n\n" +
	"## Plot Hooks\n\n1. A letter arrives.\n2. A friend vanishes.\n\n" +
	"## Encounters\n\n### Encounter 1: The Masked Ball\n\n**Type:** Social · **Duration:** 30 minutes · **Difficulty:** 4/10\n\nThe party mingle with the nobility.\n\n" +
	"### Encounter 2: Sewer Chase\n\n**Type:** Exploration · **Duration:** 25 minutes · **Difficulty:** 5/10\n\nA thief flees into the sewers.\n\n" +
	"### Encounter 3: The Wererat's Den\n\n**Type:** Combat · **Duration:** 45 minutes · **Difficulty:** 7/10\n**Monsters:** 1 Wererat, 8 Giant Rats\n\nThe wererat waits in its den.\n\n" +
	"#### Tactics\n\nThe rats swarm first.\n\n" +
	"### Optional Encounter: Pickpockets\n\n**Type:** Combat · **Duration:** 15 minutes\n**Monsters:** 3 Bandits\n\nCutpurses in the market.\n\n" +
	"## NPCs\n\n### Councillor Voss\n\n**Race:** Human · **Role:** City councillor\n**Personality:** Smooth.\n**Motivation:** Power.\n\nTall and grey.\n\n" +
	"## Locations\n\n### Harrowgate (city)\n\nA walled city.\n\n## Conclusion\n\nThe council falls.\n"

var reordered = `# The Goblin Warrens

## NPCs
- **Grik** (Goblin, chieftain): cunning and cruel.

## Conclusion
The warrens are cleared.

## Encounter 2: Tunnels
Type: exploration
Dark tunnels wind downward.

## Introduction
Goblins raid the farms of Millbrook.

## Encounter 1: The Farm
Type: social
The farmers beg for help.

## Encounter 3: Grik's Throne
Type: combat
Monsters: 5 goblins and a bugbear
Grik and his guards fight.

## Locations
- **The Warrens** (cave): damp and smoky.
`

var numbered = `1. CAMPAIGN TITLE
Shadows over Thornfield

2. INTRODUCTION
A blight spreads across Thornfield.

3. PLOT HOOKS
* The mayor pays well.
* A child is missing.

4. ENCOUNTERS
1. **The Blighted Field** (Exploration, 20 minutes, Easy): Crops wither as the party watch.
   - Notes: A DC 12 Nature check finds the source.
2. **Scarecrow Ambush** (Combat, 35 minutes, Hard): Things in the corn attack.
   - Monsters: 4 Zombies
3. **The Witch's Hut** (Social, 30 min): The hag offers a bargain.
4. **Optional: The Well** (Trap, 15 minutes): A rotten well cover.

5. CONCLUSION
The blight lifts.

6. NPCS
1. Mother Grey - Green hag, the witch of the woods.

7. LOCATIONS
1. Thornfield - a farming village.
`

var missingParts = `Title: The Lonely Tower

Introduction: A wizard's tower has gone silent.

Encounter 1: The Door
Type: puzzle
A riddle guards the door.

Encounter 2: The Wizard
Type: combat
Monsters: 1 Mage
The mad wizard attacks.
`

var withJunk = "Sure! Here's a campaign for your group:\n\n```markdown\n# Fire in the Hold\n\n## Introduction\nThe dwarves of Ironhold smell smoke.\n\n" +
	"## Encounter 1: Smoke\nType: exploration\nFollow the smoke.\n\n## Encounter 2: Kobolds\nType: combat\nMonsters: 6 kobolds\nKobolds swarm.\n\n" +
	"## Encounter 3: The Wyrmling\nType: combat\nMonsters: 1 Red Dragon Wyrmling, 4 Kobolds\nThe wyrmling roars.\n\n## Conclusion\nThe hold is saved.\n```\n\n" +
	"Let me know if you'd like any changes! 😊"

var tooMany = "# Seven Trials\n\n## Introduction\nSeven trials await.\n\n" + func() string {
	var b strings.Builder
	for i := 1; i <= 7; i++ {
		b.WriteString("## Encounter " + string(rune('0'+i)) + ": Trial " + string(rune('0'+i)) + "\nType: puzzle\nSolve trial " + string(rune('0'+i)) + ".\n\n")
	}
	return b.String()
}() + "## Conclusion\nAll trials passed.\n"

var boldHeadings = `**Campaign Title:** The Iron Pass

**Introduction**
War comes to the Iron Pass.

**Plot Hooks**
- The garrison needs help.

**Encounter 1 – Scouting**
Type: Exploration | Duration: 1 hour | Difficulty: Medium
The party scout the pass.

**Encounter 2 – The Ogres**
Type: Combat | Duration: half an hour | Difficulty: Deadly
Monsters: Ogre x3
Three ogres block the road.

**Encounter 3 – Parley**
Type: Social | Duration: 45-60 min | Difficulty: 3/5
The warlord agrees to talk.

**Side Encounter: Rockslide**
Type: Trap
Boulders tumble down.

**Conclusion**
The pass holds.
`

var jsonCampaign = `Here is the campaign as JSON:
{"title": "The Clockwork Heist", "introduction": ["A vault.", "A plan."], "plotHooks": "A rich patron.",
 "encounters": [
  {"title": "Casing the Vault", "type": "Exploration", "duration": "30 minutes", "difficulty": "easy", "description": "Study the guards."},
  {"title": "The Guards", "type": "combat", "estimatedDuration": 40, "difficultyLevel": "6", "monsters": ["4 guards", "1 Veteran"], "description": "Fight."},
  {"title": "The Vault Door", "type": "puzzle", "description": "Crack the lock."},
  {"title": "Rooftop Escape", "optional": "true", "description": "Run!"}],
 "conclusion": "Rich at last.", "npcs": [{"name": "Vex", "race": "Tiefling", "role": "fence"}]}`

var proseMonsters = `# Night of the Ghouls

## Introduction
The graveyard stirs.

## Encounter 1: The Gate
The watchman tells his story.

## Encounter 2: The Crypt
Type: combat
Three ghouls and a ghast burst from the crypt, while two guards flee screaming. A guard drops his lantern.

## Encounter 3: Dawn
Type: social
The priest blesses the survivors.

## Conclusion
The dead rest again.
`

var windowsAndUnicode = "# Le Château d’Ombre\r\n\r\n## INTRODUCTION\r\n\tThe château’s bells ring at midnight — always thirteen times.\r\n\r\n" +
	"## ENCOUNTER ONE — The Bells\r\nType: Puzzle\r\nDuration: 20 minutes\r\n“Count the bells,” the ghost says.\r\n\r\n" +
	"## ENCOUNTER TWO — The Ghost\r\nType: Combat\r\nMonsters: 1 Ghost\r\nThe ghost of the countess rises.\r\n\r\n" +
	"## ENCOUNTER THREE — The Crypt\r\nType: Exploration\r\nBelow the château.\r\n\r\n## CONCLUSION\r\nPeace at last.\r\n"

var overallDifficultyText = `# Trial by Fire
Overall difficulty: hard

## Introduction
Fire giants march.

## Encounter 1: March
Type: exploration
The road.

## Encounter 2: Camp
Type: social
Talk.

## Encounter 3: Giant
Type: combat
Monsters: 1 Fire Giant
Fight.

## Conclusion
Done.
`

var chatStyle = "# CAMPAIGN TITLE: The Ember Road\n\n## INTRODUCTION\nThe caravan must reach Highmoor.\n\n## PLOT HOOKS\n1. **Gold**: The merchant pays.\n2. **Revenge**: Bandits killed a friend.\n\n" +
	"## ENCOUNTER 1: The Ambush (Combat)\n- **Type:** Combat\n- **Duration:** 30 minutes\n- **Difficulty:** 6/10\n- **Monsters:** 4 x Goblin (CR 1/4), 1 x Hobgoblin Captain (CR 3)\n\nGoblins leap from the rocks.\n\n**Notes:** Use the terrain.\n\n" +
	"## ENCOUNTER 2: The Toll Bridge\n*Type:* Social | *Duration:* 20 min | *Difficulty:* Easy\nA troll demands a toll.\n\n" +
	"## ENCOUNTER 3: Highmoor Gates\nType: Combat\nDuration: 40 minutes\nDifficulty: Hard (8/10)\nMonsters: Ogre ×2, Orc ×6\nThe ogres hold the gate.\n\n" +
	"## OPTIONAL ENCOUNTER: Wolves\nType: Combat\nMonsters: 3 wolves\nWolves howl.\n\n" +
	"## NPCS\n- **Mara Vell** (Human, caravan master): Tough as leather. *Personality:* blunt. *Motivation:* profit.\n\n" +
	"## LOCATIONS\n- **Highmoor** (walled town): A town on a hill.\n\n## CONCLUSION\nThe caravan arrives.\n\n## PACING NOTES\n- Encounter 1 should be quick.\n"

func TestParseCampaign(t *testing.T) {
	p := DefaultParameters()
	tests := []struct {
		name  string
		text  string
		check func(t *testing.T, c Campaign)
	}{
		{"the prompt's format", specFormat, func(t *testing.T, c Campaign) {
			campaigntest.WantEqual(t, "title", c.Title, "The Sunken Crown")
			campaigntest.WantEqual(t, "introduction", c.Introduction, "The fishing town of Gullhaven has lost its crown to the sea. The party arrive as the storm breaks.")
			campaigntest.WantEqual(t, "hooks", len(c.PlotHooks), 3)
			e := c.Encounters[2]
			campaigntest.WantEqual(t, "encounter 3", e.Title+"|"+string(e.Type)+"|"+strconv.Itoa(e.EstimatedDuration)+"|"+strconv.Itoa(e.DifficultyLevel), "Sahuagin Raid|combat|40|7")
			campaigntest.WantEqual(t, "monsters", e.Monsters, []Monster{{Name: "Sahuagin", Count: 6, Slug: "sahuagin", ChallengeRating: "1/2", XP: 100},
				{Name: "Sea Hag", Count: 1, Slug: "sea-hag", ChallengeRating: "2", XP: 450}})
			campaigntest.WantEqual(t, "notes", e.Notes, "The sahuagin fight in the water.")
			campaigntest.WantEqual(t, "optional", c.Encounters[3].Optional && c.Encounters[3].Title == "The Lighthouse Keeper", true)
			campaigntest.WantEqual(t, "npc", c.NPCs[0], NPC{ID: "npc-1", Name: "Maren Holt", Race: "Human", Role: "harbourmaster",
				Personality: "gruff.", Motivation: "save the town.", Description: "weathered and stubborn."})
			campaigntest.WantEqual(t, "location", c.Locations[1].Name+"|"+c.Locations[1].Type, "The Drowned Reef|reef")
			campaigntest.WantEqual(t, "pacing", c.PacingNotes, []string{"Keep the first scene short.", "Let the raid run long."})
			campaigntest.WantEqual(t, "rating", c.Encounters[2].Rating != nil, true)
		}},
		{"Markdown with sub-headings", markdownFormat, func(t *testing.T, c Campaign) {
			campaigntest.WantEqual(t, "title", c.Title, "Whispers Under Harrowgate")
			campaigntest.WantEqual(t, "introduction", c.Introduction, "Rain hammers the cobbles of Harrowgate.\n\nThe city council hides a terrible secret.")
			campaigntest.WantEqual(t, "hooks", c.PlotHooks, []string{"A letter arrives.", "A friend vanishes."})
			campaigntest.WantEqual(t, "den monsters", c.Encounters[2].Monsters[1].Name+"x"+strconv.Itoa(c.Encounters[2].Monsters[1].Count), "Giant Ratx8")
			campaigntest.WantEqual(t, "tactics kept as notes", c.Encounters[2].Notes, "Tactics:\n\nThe rats swarm first.")
			campaigntest.WantEqual(t, "optional", c.Encounters[3].Optional, true)
			campaigntest.WantEqual(t, "npc", c.NPCs[0].Name+"|"+c.NPCs[0].Race+"|"+c.NPCs[0].Role+"|"+c.NPCs[0].Description, "Councillor Voss|Human|City councillor|Tall and grey.")
			campaigntest.WantEqual(t, "location", c.Locations[0].Name+"|"+c.Locations[0].Type, "Harrowgate|city")
		}},
		{"sections out of order", reordered, func(t *testing.T, c Campaign) {
			campaigntest.WantEqual(t, "title", c.Title, "The Goblin Warrens")
			titles := []string{c.Encounters[0].Title, c.Encounters[1].Title, c.Encounters[2].Title}
			campaigntest.WantEqual(t, "encounters kept in the text's order", titles, []string{"Tunnels", "The Farm", "Grik's Throne"})
			campaigntest.WantEqual(t, "monsters", c.Encounters[2].Monsters, []Monster{{Name: "Goblin", Count: 5, Slug: "goblin", ChallengeRating: "1/4", XP: 50},
				{Name: "Bugbear", Count: 1, Slug: "bugbear", ChallengeRating: "1", XP: 200}})
			campaigntest.WantEqual(t, "npc", c.NPCs[0].Name+"|"+c.NPCs[0].Race+"|"+c.NPCs[0].Role, "Grik|Goblin|chieftain")
			campaigntest.WantEqual(t, "introduction", c.Introduction, "Goblins raid the farms of Millbrook.")
			campaigntest.WantEqual(t, "defaults", c.Encounters[0].EstimatedDuration*100+c.Encounters[0].DifficultyLevel, 3005)
		}},
		{"numbered sections and list encounters", numbered, func(t *testing.T, c Campaign) {
			campaigntest.WantEqual(t, "title", c.Title, "Shadows over Thornfield")
			campaigntest.WantEqual(t, "hooks", len(c.PlotHooks), 2)
			e := c.Encounters[1]
			campaigntest.WantEqual(t, "encounter 2", e.Title+"|"+string(e.Type)+"|"+strconv.Itoa(e.EstimatedDuration)+"|"+strconv.Itoa(e.DifficultyLevel), "Scarecrow Ambush|combat|35|7")
			campaigntest.WantEqual(t, "zombies", e.Monsters[0].Name+"x"+strconv.Itoa(e.Monsters[0].Count), "Zombiex4")
			campaigntest.WantEqual(t, "notes", c.Encounters[0].Notes, "A DC 12 Nature check finds the source.")
			campaigntest.WantEqual(t, "easy", c.Encounters[0].DifficultyLevel, 3)
			campaigntest.WantEqual(t, "optional well", c.Encounters[3].Optional && c.Encounters[3].Type == EncounterTrap, true)
			campaigntest.WantEqual(t, "npc", c.NPCs[0].Name+"|"+c.NPCs[0].Race+"|"+c.NPCs[0].Role, "Mother Grey|Green hag|the witch of the woods")
		}},
		{"missing sections are filled", missingParts, func(t *testing.T, c Campaign) {
			campaigntest.WantEqual(t, "title", c.Title, "The Lonely Tower")
			main := c.MainEncounters()
			campaigntest.WantEqual(t, "three main encounters", len(main), 3)
			campaigntest.WantEqual(t, "the model's climax stays last", main[2].Title, "The Wizard")
			campaigntest.WantEqual(t, "mage", main[2].Monsters[0].Name, "Mage")
			if len(c.NPCs) == 0 || len(c.Locations) == 0 || len(c.PlotHooks) == 0 || c.Conclusion == "" {
				t.Error("missing parts were not filled")
			}
		}},
		{"junk around a fenced reply", withJunk, func(t *testing.T, c Campaign) {
			campaigntest.WantEqual(t, "title", c.Title, "Fire in the Hold")
			campaigntest.WantEqual(t, "wyrmling", c.Encounters[2].Monsters[0].Name, "Red Dragon Wyrmling")
			campaigntest.WantEqual(t, "conclusion", c.Conclusion, "The hold is saved.")
			if strings.Contains(c.Conclusion+c.Introduction, "Let me know") {
				t.Error("the closing chatter leaked into the campaign")
			}
		}},
		{"seven encounters become five and two optional", tooMany, func(t *testing.T, c Campaign) {
			campaigntest.WantEqual(t, "main", len(c.MainEncounters()), 5)
			campaigntest.WantEqual(t, "all", len(c.Encounters), 7)
			campaigntest.WantEqual(t, "climax stays last", c.MainEncounters()[4].Title, "Trial 7")
		}},
		{"bold headings and odd values", boldHeadings, func(t *testing.T, c Campaign) {
			campaigntest.WantEqual(t, "title", c.Title, "The Iron Pass")
			campaigntest.WantEqual(t, "durations", []int{c.Encounters[0].EstimatedDuration, c.Encounters[1].EstimatedDuration, c.Encounters[2].EstimatedDuration}, []int{60, 30, 53})
			campaigntest.WantEqual(t, "difficulties", []int{c.Encounters[0].DifficultyLevel, c.Encounters[1].DifficultyLevel, c.Encounters[2].DifficultyLevel}, []int{5, 9, 6})
			campaigntest.WantEqual(t, "ogres", c.Encounters[1].Monsters[0].Name+"x"+strconv.Itoa(c.Encounters[1].Monsters[0].Count), "Ogrex3")
			campaigntest.WantEqual(t, "side encounter", c.Encounters[3].Title+"|"+strconv.Itoa(boolInt(c.Encounters[3].Optional)), "Rockslide|1")
		}},
		{"a JSON campaign", jsonCampaign, func(t *testing.T, c Campaign) {
			campaigntest.WantEqual(t, "title", c.Title, "The Clockwork Heist")
			campaigntest.WantEqual(t, "introduction", c.Introduction, "A vault.\n\nA plan.")
			campaigntest.WantEqual(t, "hooks", c.PlotHooks, []string{"A rich patron."})
			campaigntest.WantEqual(t, "guards", c.Encounters[1].Monsters[0].Name+"x"+strconv.Itoa(c.Encounters[1].Monsters[0].Count), "Guardx4")
			campaigntest.WantEqual(t, "difficulty", c.Encounters[1].DifficultyLevel, 6)
			campaigntest.WantEqual(t, "optional", c.Encounters[3].Optional, true)
			campaigntest.WantEqual(t, "npc", c.NPCs[0].Name, "Vex")
		}},
		{"monsters named only in prose", proseMonsters, func(t *testing.T, c Campaign) {
			campaigntest.WantEqual(t, "crypt", c.Encounters[1].Monsters, []Monster{{Name: "Ghoul", Count: 3, Slug: "ghoul", ChallengeRating: "1", XP: 200},
				{Name: "Ghast", Count: 1, Slug: "ghast", ChallengeRating: "2", XP: 450}, {Name: "Guard", Count: 2, Slug: "guard", ChallengeRating: "1/8", XP: 25}})
			campaigntest.WantEqual(t, "a talk is not a fight", c.Encounters[0].Type, EncounterExploration)
		}},
		{"Windows line endings and Unicode", windowsAndUnicode, func(t *testing.T, c Campaign) {
			campaigntest.WantEqual(t, "title", c.Title, "Le Château d’Ombre")
			campaigntest.WantEqual(t, "encounters", []string{c.Encounters[0].Title, c.Encounters[1].Title}, []string{"The Bells", "The Ghost"})
			campaigntest.WantEqual(t, "introduction", c.Introduction, "The château’s bells ring at midnight — always thirteen times.")
			if strings.Contains(Markdown(c), "\r") {
				t.Error("a carriage return survived")
			}
		}},
		{"chat-model Markdown with italics and non-SRD foes", chatStyle, func(t *testing.T, c Campaign) {
			campaigntest.WantEqual(t, "hooks", c.PlotHooks, []string{"Gold: The merchant pays.", "Revenge: Bandits killed a friend."})
			e := c.Encounters[0]
			campaigntest.WantEqual(t, "ambush", e.Title+"|"+e.Notes+"|"+strconv.Itoa(e.DifficultyLevel), "The Ambush|Use the terrain.|6")
			campaigntest.WantEqual(t, "foes", e.Monsters, []Monster{{Name: "Goblin", Count: 4, Slug: "goblin", ChallengeRating: "1/4", XP: 50}, {Name: "Hobgoblin Captain", Count: 1}})
			campaigntest.WantEqual(t, "rating", e.Rating, &FightRating{Rating: srd.Rating{MonsterCount: 4, BaseXP: 200, Multiplier: 2, AdjustedXP: 400,
				Thresholds: srd.Thresholds{Easy: 300, Medium: 600, Hard: 900, Deadly: 1600}, Difficulty: srd.Easy}, Unrated: []string{"Hobgoblin Captain"}})
			campaigntest.WantEqual(t, "toll bridge", []any{c.Encounters[1].Type, c.Encounters[1].EstimatedDuration, c.Encounters[1].DifficultyLevel}, []any{EncounterSocial, 20, 3})
			campaigntest.WantEqual(t, "gates", c.Encounters[2].Monsters[1].Name+"x"+strconv.Itoa(c.Encounters[2].Monsters[1].Count), "Orcx6")
			campaigntest.WantEqual(t, "npc", c.NPCs[0], NPC{ID: "npc-1", Name: "Mara Vell", Race: "Human", Role: "caravan master",
				Personality: "blunt.", Motivation: "profit.", Description: "Tough as leather."})
		}},
		{"a stated overall difficulty", overallDifficultyText, func(t *testing.T, c Campaign) {
			campaigntest.WantEqual(t, "rating", c.DifficultyRating, DifficultyHard)
			campaigntest.WantEqual(t, "title", c.Title, "Trial by Fire")
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := ParseCampaign(tt.text, p)
			if err != nil {
				t.Fatal(err)
			}
			campaigntest.CheckStructure(t, c)
			tt.check(t, c)
			again, _ := ParseCampaign(tt.text, p)
			if Markdown(again) != Markdown(c) {
				t.Error("parsing the same text twice gave two campaigns")
			}
		})
	}
}

func TestParseCampaignRefusesJunk(t *testing.T) {
	for _, text := range []string{"", "   ", "I'm sorry, I can't help with that.", "# Just a title", "Lorem ipsum dolor sit amet.\n\nConsectetur."} {
		if _, err := ParseCampaign(text, DefaultParameters()); !errors.Is(err, ErrUnreadable) {
			t.Errorf("%q: %v, want ErrUnreadable", text, err)
		}
	}
}

// TestMarkdownRoundTrips: the built-in campaign's Markdown (what streams to
// the browser) parses back to the same campaign.
func TestMarkdownRoundTrips(t *testing.T) {
	for i, s := range Settings {
		p := campaigntest.Customized(Parameters{Setting: s, Theme: Themes[i], Tone: Tones[i], CharacterLevel: 2 + i, Duration: 1 + i%4})
		c := builtin.Campaign(p, uint64(i))
		got, err := ParseCampaign(Markdown(c), c.Parameters)
		if err != nil {
			t.Fatal(err)
		}
		a, _ := json.Marshal(c)
		b, _ := json.Marshal(got)
		if string(a) != string(b) {
			t.Errorf("%s: round trip changed the campaign:\n%s\n%s", s, a, b)
		}
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
