package balance

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/srd"
)

// tokenizeFor tokenizes text and marks its words as the service does.
func tokenizeFor(text string, creatures *srd.Index) *words {
	w := tokenize(text)
	w.markFacts(factsWith(creatures))
	return w
}

// groupsIn counts the creatures of text as one fight.
func groupsIn(text string) string {
	w := tokenizeFor(text, bestiary)
	groups := monsterGroups(text, mentions(bestiary, w), w.sentences(), func(*srd.Creature) bool { return false })
	var out []string
	for _, g := range groups {
		s := fmt.Sprintf("%d %s", g.Count, g.Name)
		if g.CountAssumed {
			s += "?"
		}
		out = append(out, s)
	}
	sort.Strings(out)
	return strings.Join(out, ", ")
}

func TestMonsterRecognition(t *testing.T) {
	cases := []struct {
		name, text, want string
	}{
		{"number word", "Six goblins attack from the trees.", "6 Goblin"},
		{"digits", "The party faces 12 kobolds in the mine.", "12 Kobold"},
		{"article", "A goblin and an ogre block the road.", "1 Goblin, 1 Ogre"},
		{"a dozen", "A dozen skeletons rise from the crypt.", "12 Skeleton"},
		{"half a dozen", "Half a dozen zombies shamble closer.", "6 Zombie"},
		{"two dozen", "Two dozen giant rats pour out of the sewer.", "24 Giant Rat"},
		{"hyphenated number", "Twenty-one kobolds guard the eggs.", "21 Kobold"},
		{"a pair of", "A pair of ogres guard the bridge.", "2 Ogre"},
		{"-ies plural", "A trio of harpies circles overhead.", "3 Harpy"},
		{"-ves plural", "Three wolves and four werewolves howl.", "3 Wolf, 4 Werewolf"},
		{"longest name wins", "Two dire wolves and a giant spider wait.", "1 Giant Spider, 2 Dire Wolf"},
		{"mummies and mummy lords", "Two mummy lords command four mummies.", "2 Mummy Lord, 4 Mummy"},
		{"plural before of", "Three swarms of bats burst from the cave.", "3 Swarm of Bats"},
		{"three-word name", "A young red dragon circles the tower.", "1 Young Red Dragon"},
		{"two-word and one-word names", "The bandit captain leads five bandits.", "1 Bandit Captain, 5 Bandit"},
		{"slash names", "Two succubi lounge on silk.", "2 Succubus/Incubus"},
		{"the other slash name", "An incubus waits.", "1 Succubus/Incubus"},
		{"parenthesised name", "A swarm of insects rises from the hive.", "1 Swarm of Insects (Wasps)"},
		{"name in brackets", "Two svirfneblin and a deep gnome.", "2 Deep Gnome (Svirfneblin)"},
		{"adjective in brackets is no name", "The diseased villagers flee.", ""},
		{"invariant plural", "Five lizardfolk and three sahuagin attack.", "3 Sahuagin, 5 Lizardfolk"},
		{"hyphen and curly apostrophe", "Two Will-o’-Wisps drift over the bog.", "2 Will-o'-Wisp"},
		{"bare plural is assumed two", "Goblins attack!", "2 Goblin?"},
		{"bare singular", "Goblin", "1 Goblin"},
		{"stat list after the name", "Goblins (4)\nGoblin Boss (1)", "1 Goblin Boss, 4 Goblin"},
		{"times after the name", "goblin x3, orc ×2", "2 Orc, 3 Goblin"},
		{"times before the name", "4x goblin and 3 × orc", "3 Orc, 4 Goblin"},
		{"dice average", "2d4 goblins pour out of the tent.", "5 Goblin?"},
		{"vague numbers", "Several orcs and a few gnolls.", "3 Gnoll?, 3 Orc?"},
		{"back references count once", "Six goblins wait. The goblins attack. The six goblins fight on.", "6 Goblin"},
		{"largest number wins", "Four goblins hide. One of the goblins, a goblin scout, watches.", "4 Goblin"},
		{"more arrive", "Four goblins attack. Two more goblins arrive in round three. Another goblin joins later.", "7 Goblin"},
		{"vague reinforcements", "Ogres attack. More ogres arrive.", "4 Ogre?"},
		{"modifiers between number and name", "Six hungry goblins and three large angry ogres.", "3 Ogre, 6 Goblin"},
		{"a plural noun stops the count", "Armed with six spears goblins charge.", "2 Goblin?"},
		{"a comma stops the count", "Six spears, goblins charge.", "2 Goblin?"},
		{"a pack of", "A pack of wolves surrounds the camp.", "2 Wolf?"},
		{"everyday names need a number", "A shadow falls across the guard as the priest speaks.", ""},
		{"everyday names with a number", "Three shadows and two guards attack.", "2 Guard, 3 Shadow"},
		{"possessive", "The goblin's blade is poisoned.", "1 Goblin"},
		{"capitals", "THREE TROLLS block the pass.", "3 Troll"},
		{"no creature", "The party rests by the fire.", ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := groupsIn(tc.text); got != tc.want {
				t.Errorf("%q: %q, want %q", tc.text, got, tc.want)
			}
		})
	}
}

// TestFightsAreFoundInTheirSections: every scene that stages creatures is
// rated, each in its section: a fight, and the creatures of a social scene
// "if it comes to a fight"; paragraphs of one fight are one scene.
func TestFightsAreFoundInTheirSections(t *testing.T) {
	text := `Encounter 1: The Ogre's Toll (Social)
An ogre named Grub sits on the bridge and asks every traveller for a riddle or a sheep. He is friendly if fed, and he says he has seen riders pass at night. The party can bargain, persuade or simply talk with him for a while.
Encounter 2: Ambush at the Ford (Combat)
The road dips to a shallow ford where reeds grow tall. Four orcs hide in the reeds on the far bank with an ogre chained to a stake as a guard beast.
Roll initiative when the first character reaches the middle of the river. The orcs throw javelins, then attack with greataxes. The ogre breaks its chain in the second round and charges.
The Road North
The party travels north along the old road for two days, through quiet farmland and past abandoned mills, until the towers of the city appear.`
	a, err := NewService(nil, nil, bestiary).Analyze(context.Background(), AnalyzeRequest{Text: text})
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Encounters) != 2 {
		t.Fatalf("encounters %+v", a.Encounters)
	}
	// The ogre at the toll talks: 450 XP x1 is easy, if it comes to a fight.
	if toll := a.Encounters[0]; toll.Title != "Encounter 1: The Ogre's Toll (Social)" || !toll.Possible || toll.MonsterCount != 1 ||
		toll.Difficulty != srd.Easy || !strings.Contains(toll.Summary, "easy for 4 level-3 characters if it comes to a fight") {
		t.Errorf("the toll %+v", toll)
	}
	e := a.Encounters[1]
	// 4 x 100 + 450 = 850; 5 monsters x2 = 1700 >= 1600: deadly for 4 x level 3.
	if e.Title != "Encounter 2: Ambush at the Ford (Combat)" || e.Possible || e.MonsterCount != 5 || e.BaseXP != 850 ||
		e.AdjustedXP != 1700 || e.Difficulty != srd.Deadly || len(e.SegmentIDs) != 1 {
		t.Errorf("encounter %+v", e)
	}
	if got := fmt.Sprintf("%d %s, %d %s", e.Monsters[0].Count, e.Monsters[0].Name, e.Monsters[1].Count, e.Monsters[1].Name); got != "4 Orc, 1 Ogre" {
		t.Errorf("monsters %s", got)
	}
	if e.Monsters[0].Mentions[0] != "Four orcs" {
		t.Errorf("mentions %v", e.Monsters[0].Mentions)
	}
	// The positions select the fight in the text.
	if !strings.HasPrefix(text[e.StartPosition:], "The road dips") || !strings.HasSuffix(text[:e.EndPosition], "and charges.") {
		t.Errorf("positions %d..%d", e.StartPosition, e.EndPosition)
	}
	// The climax is that fight, not the one that may not happen.
	if a.Pacing.Climax == nil || a.Pacing.Climax.Title != e.Title {
		t.Errorf("climax %+v", a.Pacing.Climax)
	}

	// Without headings: each run of combat segments is one fight.
	plainText := strings.Join([]string{
		"The party talks with the innkeeper, who says the mayor has offered a reward. She asks them to speak with her cousin at the market and explains that the roads are watched.",
		"On the road, six goblins attack from the ditches with shortbows and scimitars. Roll initiative. The goblins fight until three of them fall, then flee into the hills.",
		"A goblin boss charges from behind a cart, and the battle turns desperate as more arrows strike the wagon.",
		"Later, the party arrives at the ruined watchtower and searches the cellar, where an old map shows a hidden path through the forest to the river.",
	}, "\n")
	a, err = NewService(nil, nil, bestiary).Analyze(context.Background(), AnalyzeRequest{Text: plainText})
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Encounters) != 1 || a.Encounters[0].MonsterCount != 7 || !strings.HasPrefix(a.Encounters[0].Title, "Fight: On the road, six goblins") {
		t.Errorf("encounters %+v", a.Encounters)
	}
}

func TestNoBestiaryNoEncounters(t *testing.T) {
	a, err := NewService(nil, nil, nil).Analyze(context.Background(), AnalyzeRequest{Text: "Encounter 1 (Combat)\nSix goblins attack. Roll initiative and fight them on the bridge while the river roars below."})
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Encounters) != 0 || a.Encounters == nil {
		t.Errorf("encounters %#v, want an empty list", a.Encounters)
	}
}
