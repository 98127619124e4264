package balance

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/srd"
)

// types lists the segments' types, space separated.
func types(a Analysis) string {
	var out []string
	for _, s := range a.Segments {
		out = append(out, string(s.Type))
	}
	return strings.Join(out, " ")
}

// fights lists the encounters as "title: N Name + N Name = difficulty",
// a possible one marked "(if it comes to a fight)".
func fights(a Analysis) []string {
	var out []string
	for _, e := range a.Encounters {
		var groups []string
		for _, g := range e.Monsters {
			groups = append(groups, strconv.Itoa(g.Count)+" "+g.Name)
		}
		s := e.Title + ": " + strings.Join(groups, " + ") + " = " + string(e.Difficulty)
		if e.Possible {
			s += " (if it comes to a fight)"
		}
		out = append(out, s)
	}
	return out
}

// The adventure of issue 21, typed as plain paragraphs: a title line, the
// arrival, the mayor's plea, a tavern where the party questions the locals,
// four encounters (a toll the party can talk its way past, ghouls, a door
// that opens to a riddle, a dragon to bargain with or fight) and an end.
func TestAPlainParagraphAdventure(t *testing.T) {
	text, err := os.ReadFile("testdata/emberfall.txt")
	if err != nil {
		t.Fatal(err)
	}
	a := analyzeAny(string(text))
	if got := types(a); got != "exploration roleplay roleplay exploration combat puzzle combat exploration" {
		t.Errorf("types %s", got)
	}
	if a.Balance.Roleplay == 0 || a.Balance.Puzzle == 0 {
		t.Errorf("balance %+v", a.Balance)
	}
	want := []string{
		"Encounter 1: The Toll Bridge: 1 Ogre = easy (if it comes to a fight)",
		"Encounter 2: The Chapel of Lanterns: 3 Ghoul = hard",
		"Encounter 4: The Dragon's Hoard: 1 Young Red Dragon = deadly",
	}
	if got := fights(a); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("fights:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// The title names the first scenes and decides nothing.
	for _, s := range a.Segments {
		for _, sig := range s.Signals {
			if sig.Kind == SignalHeading && sig.Text == "The Road to Emberfall" {
				t.Errorf("%s is decided by the title line", s.ID)
			}
		}
	}
	if a.Segments[0].Section != "The Road to Emberfall" {
		t.Errorf("section %q", a.Segments[0].Section)
	}
}

func TestTheTitleBlock(t *testing.T) {
	// A title, an author, a byline: none of them is a section of its own.
	a := analyzeAny("Crypt of the Viper Queen\nBrian Mackenzie\nBy the Lantern Press\nThe crypt lies under the old shrine, where the viper cult once buried its queens and their treasure.")
	if len(a.Segments) != 1 || a.Segments[0].Section != "Crypt of the Viper Queen" {
		t.Fatalf("%+v", a.Segments)
	}
	// A heading that names its scene is no author: "The Troll's Lair".
	a = analyzeAny("Millbrook\nThe Troll's Lair\nThe wheel turns slowly in the stream, and flour dust hangs in the light from the door of the mill.")
	if len(a.Segments) != 1 || a.Segments[0].Section != "The Troll's Lair" {
		t.Fatalf("%+v", a.Segments)
	}
	// A first line that starts a section is no title.
	a = analyzeAny("Introduction\nThe crypt lies under the old shrine, where the viper cult once buried its queens and their treasure.")
	if a.Segments[0].Section != "Introduction" {
		t.Errorf("%+v", a.Segments)
	}
}

// Each room of a keyed dungeon is its own place and its own fight, short or
// long; the rows of a table are fights apart, and none is a heading.
func TestKeyedRoomsAndTables(t *testing.T) {
	text := `ROOM KEY

1. ENTRANCE: Signs of recent battle. 6 goblins are paying more attention to the hallway than the entrance.

2. KITCHEN: Four goblins, sitting and drinking.

3. STOREROOM: Dried foodstuffs, cooking oils, pots, pans.

4. PRIVY.

10. INTERSECTION: Watched over by five skeletons.

Wandering Monsters (1 in 6):
1. 2x giant spider
2. 3-12 giant rats
3. 1x Giant toad`
	a := analyzeAny(text)
	want := []string{
		"1. ENTRANCE: 6 Goblin = medium",
		"2. KITCHEN: 4 Goblin = easy",
		"10. INTERSECTION: 5 Skeleton = easy",
		"Fight: 1. 2x giant spider: 2 Giant Spider = medium",
		"Fight: 2. 3-12 giant rats: 7 Giant Rat = easy",
		"Fight: 3. 1x Giant toad: 1 Giant Toad = trivial",
	}
	if got := fights(a); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("fights:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if got := types(a); got != "combat combat exploration exploration combat combat" {
		t.Errorf("types %s", got)
	}
}

// A paragraph that turns from talk to a fight is two scenes; paragraphs of
// one activity are one.
func TestScenes(t *testing.T) {
	text := strings.Join([]string{
		"The innkeeper greets the party warmly and asks about their journey, offering a free room to anyone who will talk about the capital. " +
			"Suddenly the door bursts open and three bandits attack the heroes with clubs. Roll initiative!",
		"The bandits fight until two of them fall, then flee into the rain.",
		"The road north climbs into the hills, and the party follows it for two days through the heather.",
	}, "\n")
	a := analyzeAny(text)
	if got := types(a); got != "roleplay combat exploration" {
		t.Fatalf("types %s: %+v", got, a.Segments)
	}
	if fight := text[a.Segments[1].StartPosition:a.Segments[1].EndPosition]; !strings.HasPrefix(fight, "Suddenly") || !strings.HasSuffix(fight, "into the rain.") {
		t.Errorf("the fight is %q", fight)
	}
	if got := fights(a); len(got) != 1 || got[0] != "Fight: Suddenly the door bursts open and three bandits…: 3 Bandit = trivial" {
		t.Errorf("fights %q", got)
	}
}

// A creature the opening of an adventure names is the one fought later:
// not a fight of its own.
func TestTheOpeningForetellsAFight(t *testing.T) {
	text := "The Lantern Road\nThe heroes travel from the city towards the ruined keep of Duskmoor, where a troll has gathered a warband.\n" +
		"Encounter 3: The Troll's Lair (Combat)\nA troll and four orcs wait in the great hall of the keep. The troll fights to the death."
	if got := fights(analyzeAny(text)); len(got) != 1 || got[0] != "Encounter 3: The Troll's Lair (Combat): 1 Troll + 4 Orc = deadly" {
		t.Errorf("fights %q", got)
	}
	// In a scene of its own, the same creature is met there.
	text = "Encounter 1: The Ogre's Toll (Social)\nAn ogre named Grub sits on the bridge and asks every traveller for a song. The party can bargain with him.\n" +
		"Encounter 2: Ambush (Combat)\nAn ogre and two orcs charge out of the reeds. Roll initiative."
	if got := fights(analyzeAny(text)); len(got) != 2 || got[0] != "Encounter 1: The Ogre's Toll (Social): 1 Ogre = easy (if it comes to a fight)" {
		t.Errorf("fights %q", got)
	}
}

// A paragraph's own label names it: "DIRE WOLVES:", "Backstory:",
// "Encounter 2: The Toll Bridge."; a line of fields is no label.
func TestLabelledParagraphs(t *testing.T) {
	for line, want := range map[string]string{
		"DIRE WOLVES: A vicious pack of dire wolves have made the ruins their home and hunt the area for prey.":        "DIRE WOLVES",
		"Encounter 2: The Toll Bridge. A single ogre demands a toll of one gold piece a head before anyone may cross.": "Encounter 2: The Toll Bridge",
		"Backstory: Darkness befell the kingdom when a nomadic wizard took up residence in the old obsidian mines.":    "Backstory",
		"12. SHAFT ROOM: A deep shaft dominates the center of this room, and six goblins guard it.":                    "12. SHAFT ROOM",
		"(3) Carved hallway leads to (4). Two skirmishers ahead go to (4).":                                            "(3) Carved hallway leads to (4).",
		"Monsters: 1 Bugbear, 5 Goblins":                                   "",
		"Treasure: 40 gold pieces and a silver ring.":                      "",
		"Type: Combat · Duration: 30 minutes · Difficulty: 6/10 and more.": "",
		"The party travels: north, then east, for three long days.":        "",
	} {
		got, ok := entryTitle(line)
		if got != want || ok != (want != "") {
			t.Errorf("entryTitle(%q) = %q, %v; want %q", line, got, ok, want)
		}
	}
}

// The one list of everyday names decides which creatures count: "the
// guard", "a priest" alone are people; with a number or a people's name
// they are stat blocks.
func TestEverydayNamesComeFromSRD(t *testing.T) {
	c, ok := srd.SRD().Index().Lookup("guards")
	if !ok || c.Everyday != srd.EverydayRole {
		t.Fatalf("%+v", c)
	}
	if got := srdGroupsIn("The guard waves the party through the gate, and a priest blesses the caravan."); got != "" {
		t.Errorf("%q", got)
	}
	if got := srdGroupsIn("Two guards and a human priest block the gate and attack anyone who tries to pass."); got != "1 Priest, 2 Guard" {
		t.Errorf("%q", got)
	}
}
