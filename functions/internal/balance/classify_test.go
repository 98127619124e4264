package balance

import (
	"context"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/lorewright/lorewright/functions/internal/srd"
)

func TestHeadingText(t *testing.T) {
	cases := []struct {
		line, want string
		ok         bool
	}{
		{"## The Ford", "The Ford", true},
		{"# INTRODUCTION", "INTRODUCTION", true},
		{"Encounter 2: Ambush at the Ford (Combat)", "Encounter 2: Ambush at the Ford (Combat)", true},
		{"ENCOUNTER 3 - the riddle door", "ENCOUNTER 3 - the riddle door", true},
		{"Chapter IV: Into the Dark", "Chapter IV: Into the Dark", true},
		{"ACT II", "ACT II", true},
		{"Plot Hooks:", "Plot Hooks", true},
		{"Treasure", "Treasure", true},
		{"Introduction: the call to adventure", "Introduction: the call to adventure", true},
		{"Monsters: 1 Bugbear, 5 Goblins", "", false},
		{"Type: Combat · Duration: 30 minutes", "", false},
		{"Treasure: 40 Gold Pieces", "", false},
		{"The Lanterns of Greywater", "The Lanterns of Greywater", true},
		{"Area 3", "Area 3", true},
		{"The goblins attack.", "", false},
		{"Roll initiative!", "", false},
		{"the lower hall", "", false},
		{"Goblins (4)", "", false},
		{"Goblin x2", "", false},
		{"- Goblin Boss", "", false},
		{"1. The Gate", "", false},
		{`"Who Goes There"`, "", false},
		{"#hashtag", "", false},
		{"The Very Long Title That Goes On And On Past Twelve Words Of Title Case Text Here", "", false},
	}
	for _, tc := range cases {
		got, ok := headingText(tc.line)
		if got != tc.want || ok != tc.ok {
			t.Errorf("headingText(%q) = %q, %v; want %q, %v", tc.line, got, ok, tc.want, tc.ok)
		}
	}
}

func TestTypeTags(t *testing.T) {
	cases := map[string]Category{
		"Encounter 1: The Toll (Social)":           Roleplay,
		"Encounter 2: Ambush at the Ford (Combat)": Combat,
		"Encounter 3: The Pit [Trap]":              Puzzle,
		"Scene 4: Over the Hills (Exploration)":    Exploration,
		"Interlude (transition)":                   Transition,
	}
	kw := keywords()
	for heading, want := range cases {
		if got, tagged := headingKindOf(heading, kw); got != want || !tagged {
			t.Errorf("%q: %s tagged=%v, want %s", heading, got, tagged, want)
		}
	}
	// Without a tag, the heading's words decide, weaker.
	h := "The Battle of the Bridge"
	if got, tagged := headingKindOf(h, kw); got != Combat || tagged {
		t.Errorf("%q: %s tagged=%v", h, got, tagged)
	}
	h = "The Old Mill"
	if got, _ := headingKindOf(h, kw); got != "" {
		t.Errorf("%q names %s", h, got)
	}
}

// An adventure's numbered encounter and a creature named in a heading are
// combat signals; words of another kind outweigh the number alone.
func TestHeadingCombatSignals(t *testing.T) {
	kw := keywords()
	for heading, want := range map[string]Category{
		"Encounter 5: The Old Mill":            Combat,
		"ENCOUNTER III - The Old Mill":         Combat,
		"Encounter 4":                          Combat,
		"The Troll's Lair":                     Combat,
		"Ogres on the Bridge":                  Combat,
		"A Hill Giant Comes to Dinner":         Combat,
		"Encounter 2: A Bargain at the Tavern": Roleplay,
		"Encounter 6: Riddle of the Sphinx":    Puzzle,
		"The Old Mill":                         "",
		"Encountering the Old Mill":            "",
		"The Noble's Court":                    Roleplay, // "court"; a noble is a person here, not a creature
		"A Shadow Falls":                       "",
	} {
		if got, tagged := headingKindOf(heading, kw); got != want || tagged {
			t.Errorf("%q: %q tagged=%v, want %q", heading, got, tagged, want)
		}
	}

	// In a campaign: the segment under an untagged numbered encounter, with
	// no scene words of its own, is a fight decided by its heading.
	segs := segmentsOf(t, "Encounter 5: The Old Mill\nThe wheel turns slowly in the stream, and flour dust hangs in the light from the door of the mill.")
	if len(segs) != 1 || segs[0].Type != Combat || segs[0].Signals[0].Kind != SignalHeading || segs[0].Signals[0].Text != "Encounter 5: The Old Mill" {
		t.Errorf("%+v", segs)
	}
	// (Under the document's title: a first line classifies nothing.)
	segs = segmentsOf(t, "Millbrook\nThe Troll's Lair\nThe wheel turns slowly in the stream, and flour dust hangs in the light from the door of the mill.")
	if len(segs) != 1 || segs[0].Type != Combat || segs[0].Signals[0].Kind != SignalHeading {
		t.Errorf("%+v", segs)
	}
}

func headingKindOf(heading string, kw *keywordIndex) (Category, bool) {
	w := tokenizeFor(heading, srd.SRD().Index())
	creatures := namedCreatures{mentions: mentions(srd.SRD().Index(), w)}
	kind, tagged, _ := headingKind(heading, w, 0, len(w.toks), kw, creatures.distinctIn(0, len(w.toks)))
	return kind, tagged
}

func segmentsOf(t *testing.T, text string) []Segment {
	t.Helper()
	a, err := NewService(nil, nil, bestiary).Analyze(context.Background(), AnalyzeRequest{Text: text})
	if err != nil {
		t.Fatal(err)
	}
	return a.Segments
}

func TestSegmentation(t *testing.T) {
	t.Run("headings start sections and take no time", func(t *testing.T) {
		text := "The Ford\n========\n" + plain + "\n\n## The Mill\n\n" + plain
		segs := segmentsOf(t, text)
		if len(segs) != 2 || segs[0].Section != "The Ford" || segs[1].Section != "The Mill" {
			t.Fatalf("segments %+v", segs)
		}
	})
	t.Run("short lines are joined", func(t *testing.T) {
		text := "Goblins (4)\nGoblin Boss (1)\nTreasure: 40 gold pieces and a silver ring.\n" +
			"The boss carries a key on a chain around its neck, and a map of the hills drawn on goatskin."
		if segs := segmentsOf(t, text); len(segs) != 1 {
			t.Errorf("%d segments: %+v", len(segs), segs)
		}
	})
	t.Run("a long paragraph is split at sentence ends", func(t *testing.T) {
		sentence := "The wool merchants of the valley prize a grey fleece above all others in the land. "
		text := strings.TrimSpace(strings.Repeat(sentence, 30)) // 480 words
		segs := segmentsOf(t, text)
		if len(segs) != 4 {
			t.Fatalf("%d segments", len(segs))
		}
		for i, s := range segs {
			piece := text[s.StartPosition:s.EndPosition]
			if !strings.HasPrefix(piece, "The wool") || !strings.HasSuffix(piece, "land.") || len(strings.Fields(piece)) > maxSegmentWords {
				t.Errorf("segment %d: %d words %q...", i, len(strings.Fields(piece)), piece[:20])
			}
		}
	})
	t.Run("positions are UTF-16 offsets", func(t *testing.T) {
		text := "Café Dräcula 🐉🐉\n" + plain + "\n“Stay,” whispers the innkeeper, “the road is dangerous after dark, friend.” She offers a room, a warm meal and a seat by the fire for a story of the road."
		units := utf16.Encode([]rune(text))
		segs := segmentsOf(t, text)
		if len(segs) != 2 {
			t.Fatalf("segments %+v", segs)
		}
		for _, s := range segs {
			got := string(utf16.Decode(units[s.StartPosition:s.EndPosition]))
			if !strings.HasPrefix(got, s.Content[:10]) {
				t.Errorf("%s: positions select %q, content %q", s.ID, got, s.Content)
			}
		}
		if last := segs[1]; last.EndPosition != len(units) || last.Type != Roleplay {
			t.Errorf("last segment %+v of %d units", last, len(units))
		}
	})
}

func TestClassification(t *testing.T) {
	cases := []struct {
		want   Category
		signal string
		text   string
	}{
		{Combat, "initiative", "Roll initiative! The orcs charge from the treeline, swinging greataxes, while their archers loose arrows at anyone who carries a torch."},
		{Roleplay, "bargain", `The merchant leans over the counter. "Prices are what they are, friend," he says, but he is willing to bargain if the party asks about his missing brother.`},
		{Exploration, "Investigation", "The corridor opens into a vaulted chamber. A DC 13 Investigation check reveals a hidden door behind a tapestry; the dust on the floor shows tracks leading through it."},
		{Puzzle, "riddle", "Carved above the sealed door is a riddle: what has roots nobody sees, is taller than trees, and never grows? The answer, a mountain, opens the mechanism."},
		{Transition, "Later", "Later that evening, the party returns to the village and takes a long rest before setting out at dawn."},
	}
	for _, tc := range cases {
		t.Run(string(tc.want), func(t *testing.T) {
			segs := segmentsOf(t, tc.text)
			if len(segs) != 1 {
				t.Fatalf("segments %+v", segs)
			}
			s := segs[0]
			if s.Type != tc.want || s.Duration != tc.want.Minutes() {
				t.Errorf("type %s (%d min), want %s; scores %+v, signals %v", s.Type, s.Duration, tc.want, s.Scores, s.Signals)
			}
			found := false
			for _, sig := range s.Signals {
				found = found || sig.Text == tc.signal
			}
			if !found || s.Confidence < 60 {
				t.Errorf("signals %v (confidence %d), want %q among them", s.Signals, s.Confidence, tc.signal)
			}
		})
	}
}

func TestDecide(t *testing.T) {
	cases := []struct {
		name              string
		scores            Mix
		heading, previous Category
		want              Category
		confidence        int
	}{
		// 30 + 30*1 + 35*0: the spec's 60 for a lone keyword.
		{"one word", Mix{Combat: 1}, "", "", Combat, 60},
		// 30 + 30 + 35*(6-1)/5.
		{"strong", Mix{Roleplay: 9}, "", "", Roleplay, 95},
		// margin 3/4, strength 3/5: 30 + 22.5 + 21 = 73.5 -> 74.
		{"with a runner-up", Mix{Puzzle: 4, Exploration: 1}, "", "", Puzzle, 74},
		// A tie: margin 0, strength 1/5: 30 + 0 + 7 = 37; tiePriority puts combat first.
		{"tie by priority", Mix{Exploration: 2, Combat: 2}, "", "", Combat, 37},
		{"tie to the heading", Mix{Exploration: 2, Combat: 2}, Exploration, Combat, Exploration, 37},
		{"tie to the previous", Mix{Exploration: 2, Combat: 2, Roleplay: 2}, "", Roleplay, Roleplay, 37},
		{"nothing", Mix{}, Combat, Combat, "", 0},
	}
	for _, tc := range cases {
		c, conf := decide(evidence{scores: tc.scores}, tc.heading, tc.previous)
		if c != tc.want || conf != tc.confidence {
			t.Errorf("%s: %s %d, want %s %d", tc.name, c, conf, tc.want, tc.confidence)
		}
	}
}

func TestEvidence(t *testing.T) {
	t.Run("repeats count twice at most", func(t *testing.T) {
		segs := segmentsOf(t, "attack attack attack attack attack, and the wool merchants of the valley prize a grey fleece above all others in the land")
		if segs[0].Scores.Combat != 2 {
			t.Errorf("scores %+v", segs[0].Scores)
		}
	})
	t.Run("dialogue is roleplay", func(t *testing.T) {
		segs := segmentsOf(t, `"You there, stop right where you stand," calls a voice. "What business brings you here at this hour?" "Only the wool trade," comes the answer from the wagon.`)
		if segs[0].Type != Roleplay || segs[0].Signals[0].Kind != SignalDialogue || segs[0].Scores.Roleplay < maxDialoguePoints {
			t.Errorf("%+v", segs[0])
		}
	})
	t.Run("no words: context", func(t *testing.T) {
		// A paragraph without evidence continues the scene before it (one
		// segment, decided by the fight's words).
		text := "Roll initiative as the orcs charge and attack with greataxes, slashing at the nearest foe.\n" + plain + "\n## Elsewhere\n" + plain
		segs := segmentsOf(t, text)
		if len(segs) != 2 {
			t.Fatalf("segments %+v", segs)
		}
		if segs[0].Type != Combat || segs[0].EndPosition != strings.Index(text, "\n## Elsewhere") || segs[0].Signals[0].Text != "initiative" {
			t.Errorf("the fight and the paragraph after it: %+v", segs[0])
		}
		// A new section without evidence reads as narration.
		if segs[1].Type != Transition || segs[1].Confidence != contextConfidence || segs[1].Signals[0].Kind != SignalContext {
			t.Errorf("new section: %+v", segs[1])
		}
	})
	t.Run("a tag outvotes a few words, not many", func(t *testing.T) {
		text := "Encounter 2: After the Fight (Combat)\nThe survivors talk. One of them says they will bargain, persuade and negotiate with the party, and asks whether the party will trust a stranger's word and offer."
		segs := segmentsOf(t, text)
		if segs[0].Type != Roleplay {
			t.Errorf("%+v", segs[0])
		}
		text = "Encounter 2: After the Fight (Combat)\nThe survivors talk quietly among the broken wagons while the wool merchants of the valley prize a grey fleece above all others."
		if segs := segmentsOf(t, text); segs[0].Type != Combat || segs[0].Signals[0].Kind != SignalHeading {
			t.Errorf("%+v", segs[0])
		}
	})
}

// TestCampaignGeneratorFormat reads an encounter as the campaign generator
// renders it (its markdown, as the editor's plain text): the "Type:" line
// tags the section and the "Monsters:" line counts.
func TestCampaignGeneratorFormat(t *testing.T) {
	text := `The Goblin Ambush
Introduction
The party travels the King's Road towards Phandalin, escorting a wagon of supplies for the miners, and the sun is low.
Encounter 1: Trouble on the Road
Type: Combat · Duration: 30 minutes · Difficulty: 6/10
Monsters: 1 Bugbear, 5 Goblins
Two dead horses block the road. The bugbear waits in the thicket while the goblins hide behind the trees on either side, ready to loose arrows when the party stops to look.
Encounter 2: The Toll Bridge
Type: Social · Duration: 20 minutes · Difficulty: 3/10
Monsters: 1 Ogre
An ogre named Grub sits on the bridge, chewing a mutton bone, and asks each traveller for a song or a sheep. The party can bargain with him.`
	a, err := NewService(nil, nil, bestiary).Analyze(context.Background(), AnalyzeRequest{Text: text})
	if err != nil {
		t.Fatal(err)
	}
	var types []string
	for _, s := range a.Segments {
		types = append(types, string(s.Type))
	}
	if strings.Join(types, " ") != "exploration combat roleplay" {
		t.Errorf("types %v", types)
	}
	if len(a.Encounters) != 2 {
		t.Fatalf("encounters %+v", a.Encounters)
	}
	// 200 + 5 x 50 = 450, 6 monsters x2 = 900: hard for 4 level-3 characters.
	if e := a.Encounters[0]; e.Title != "Encounter 1: Trouble on the Road" || e.MonsterCount != 6 || e.AdjustedXP != 900 || e.Difficulty != srd.Hard || e.Possible {
		t.Errorf("encounter %+v", e)
	}
	// The ogre of the social scene: 450 XP, easy if it comes to a fight.
	if e := a.Encounters[1]; e.Title != "Encounter 2: The Toll Bridge" || e.MonsterCount != 1 || e.Difficulty != srd.Easy || !e.Possible {
		t.Errorf("encounter %+v", e)
	}
}

// TestPrefixWordsCoverTheRegexp: prefixWords guards headingPrefix, so every
// first word of its alternatives must be in it.
func TestPrefixWordsCoverTheRegexp(t *testing.T) {
	src := headingPrefix.String()
	alts := src[strings.Index(src, "^(")+2 : strings.Index(src, ")\\b")]
	for _, alt := range strings.Split(alts, "|") {
		first := strings.TrimSuffix(strings.Fields(alt)[0], "?")
		if !prefixWords[first] && !prefixWords[strings.TrimSuffix(first, "s")] {
			t.Errorf("%q (from %q) is not in prefixWords", first, alt)
		}
	}
}

func TestExcerpt(t *testing.T) {
	cases := []struct {
		in    string
		limit int
		want  string
	}{
		{"  short   text\n here ", 40, "short text here"},
		{"one two three four", 13, "one two three…"},
		{"one two three", 13, "one two three"},
		{"one two three four", 12, "one two…"},
		{"one two, three four", 12, "one two…"},
		{"Supercalifragilistic word", 5, "Super…"},
		{"Café Dräcula 🐉 and more", 14, "Café Dräcula 🐉…"},
		{"", 10, ""},
	}
	for _, tc := range cases {
		if got := excerpt(tc.in, tc.limit); got != tc.want {
			t.Errorf("excerpt(%q, %d) = %q, want %q", tc.in, tc.limit, got, tc.want)
		}
	}
}

func TestWordNormalForms(t *testing.T) {
	w := tokenize("The Goblin's two Will-o’-Wisps, CAFÉ owners and the orcs' camp.")
	var got []string
	for i := range w.toks {
		got = append(got, w.norm(i))
	}
	if want := "the goblin two will-o'-wisps café owners and the orcs camp"; strings.Join(got, " ") != want {
		t.Errorf("%q, want %q", strings.Join(got, " "), want)
	}
}

func TestHasStatCount(t *testing.T) {
	for line, want := range map[string]bool{
		"Goblin (4)": true, "Goblins ( 12 )": true, "Wolf (x2)": true, "Wolf x2": true, "Orc ×3": true, "4x Goblin": true, "4× Goblin": true,
		"Ogre X 2": true, "Encounter 1: The Bridge": false, "Room 12": false, "Box2 Street": false, "The 3rd Gate": false,
		"Chapter 4 (Combat)": false, "Level 3x": false,
	} {
		if got := hasStatCount(line); got != want {
			t.Errorf("hasStatCount(%q) = %v, want %v", line, got, want)
		}
	}
}

// TestRegexpShortcutsMatchTheRegexps: the checks that skip a regexp for
// most lines answer as the regexp does, near misses included.
func TestRegexpShortcutsMatchTheRegexps(t *testing.T) {
	lines := []string{
		"Ambush at the Ford (Combat)", "Ambush at the Ford (combat):", "Ambush (Combat) :", "Ambush (Combat)  ", "Ambush [ Puzzle ]",
		"The (Old) Mill (Travel)", "Ambush (Combat) (Notes)", "Ambush (Combat)]", "Ambush (Combat", "Combat)", "(Role-Play)",
		"Ambush ( Combat )\t", "Ambush (Combat):  ", "Ambush (Combatant)", "Ambush (CoMbAt)", "Ambush [Combat)", "",
		"Ambush (Combat)x", "Ambush (Combat) : ", "Ambush (Fight]", "Ambush (ſocial)", "Ambush ()", "Ambush ( )", "Ambush (Combat)\n:",
		"Ambush (Combat)::", "Ambush (Role-Play) ", "Ambush (roleplay ing)", "(Interlude)", "Ambush (Combat) (Social)", "Ambush ((Combat)",
		"Encounter 2: The Toll Bridge", "ENCOUNTER III - The Gate", "## Encounter 4", "«— Encounter 7", "***** encounter 1",
		"—————Encounter 5", "Encounters 2", "The Encounter 2", "Encounter two", "Encounter", "éééé encounter 3", "ééééé encounter 3", "ééé encounter 3", "——— Encounter 5", "𝔸𝔸𝔸𝔸Encounter 1", "𝔸𝔸𝔸𝔸 Encounter 1",
		"12. Shaft room", "(3) Carved hallway", "4) Kitchen", "C) The Well", "Cave of Bats", "1-2. Rats", "8a. Shrine", "(12b) Vault",
	}
	for _, line := range lines {
		got, ok := typeTagOf(line)
		if want := typeTag.FindStringSubmatch(line); ok != (want != nil) || ok && got != want[1] {
			t.Errorf("typeTagOf(%q) = %q, %v; the regexp %q", line, got, ok, want)
		}
		if got, want := hasEncounterNumber(line), numberedEncounter.MatchString(line); got != want {
			t.Errorf("hasEncounterNumber(%q) = %v, the regexp %v", line, got, want)
		}
		if line != "" && !mayOpenWithKey(line) && entryKey.MatchString(line) {
			t.Errorf("mayOpenWithKey(%q) = false, but the regexp matches", line)
		}
	}
}

// TestPlainExcerptAsCollapsed: the shortcut for single-spaced ASCII text
// cuts where the general excerpt does, at every limit.
func TestPlainExcerptAsCollapsed(t *testing.T) {
	texts := []string{
		"Roll initiative! Four goblins and a wolf burst from the reeds, while their boss shouts orders.",
		"A B C D", "word", "two words", "ends with a space ", " starts with one", "double  space here", "line\nbreak here",
		"commas, everywhere, and; colons: too", "Long-hyphenated-word-without-any-spaces-at-all then more", "café au lait",
		"tab\there", "x", "a ", "one\nline\tper\nword and\nspaces", "Roll initiative!\nFour goblins attack.\n## Encounter 2\nThe road.", "two\n\nblank lines", "cr\r\nlf", "ab cd ef gh ij kl mn op qr st uv wx yz",
	}
	shortcuts := 0
	for _, s := range texts {
		for limit := 1; limit <= len(s)+2; limit++ {
			got, ok := plainExcerpt(s, limit)
			if !ok {
				continue
			}
			shortcuts++
			if want := collapsedExcerpt(s, limit); got != want {
				t.Errorf("plainExcerpt(%q, %d) = %q, excerpt %q", s, limit, got, want)
			}
		}
	}
	if shortcuts < 100 {
		t.Errorf("only %d shortcuts taken", shortcuts)
	}
}

// TestTypeTagWordsAsTheRegexp: the words a type tag is read by hand
// against are the regexp's.
func TestTypeTagWordsAsTheRegexp(t *testing.T) {
	src := typeTag.String()
	alts := strings.Split(src[strings.Index(src, "*(")+2:strings.Index(src, ")\\s")], "|")
	if len(alts) != len(tagCategories) {
		t.Errorf("%d words in the regexp, %d in tagCategories", len(alts), len(tagCategories))
	}
	for _, w := range alts {
		if _, ok := tagCategories[w]; !ok {
			t.Errorf("%q is not in tagCategories", w)
		}
	}
}

func TestSingleSpaced(t *testing.T) {
	for _, s := range []string{"", "six goblins", " six goblins", "six goblins ", "six  goblins", "six\ngoblins", "a band of 2d4 gnolls", "café  owners", "x", " ", "six\u00a0goblins", "two\tmore"} {
		if got, want := singleSpaced(s), strings.Join(strings.Fields(s), " "); got != want {
			t.Errorf("singleSpaced(%q) = %q, want %q", s, got, want)
		}
	}
}
