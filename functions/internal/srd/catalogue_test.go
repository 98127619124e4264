package srd

import (
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestSRDCatalogueHoldsEveryCreatureWhole(t *testing.T) {
	c := SRD()
	if c.Len() != 325 {
		t.Fatalf("%d monsters, want the SRD's 325", c.Len())
	}
	dice := regexp.MustCompile(`^\d+d\d+$`)
	passive := regexp.MustCompile(`(^|, )passive Perception \d+$`)
	slugs := map[string]bool{}
	for _, m := range c.All() {
		t.Run(m.Slug, func(t *testing.T) {
			if slugs[m.Slug] || !ValidSlug(m.Slug) || Slug(m.Name) != m.Slug {
				t.Errorf("slug %q for %q: duplicate, malformed or not the name's", m.Slug, m.Name)
			}
			slugs[m.Slug] = true
			if !slices.Contains(Sizes, m.Size) || !slices.Contains(Types, BaseType(m.Type)) || m.Alignment == "" {
				t.Errorf("size %q, type %q, alignment %q", m.Size, m.Type, m.Alignment)
			}
			if m.ArmorClass < 5 || m.ArmorClass > 25 || m.HitPoints < 1 || !dice.MatchString(m.HitDice) {
				t.Errorf("AC %d, HP %d (%s)", m.ArmorClass, m.HitPoints, m.HitDice)
			}
			for i, score := range []int{m.Strength, m.Dexterity, m.Constitution, m.Intelligence, m.Wisdom, m.Charisma} {
				if score < 1 || score > 30 {
					t.Errorf("ability %d is %d", i, score)
				}
			}
			if xp, ok := XPFor(m); !ok || xp != m.XP || CRText(m.CR) != m.ChallengeRating {
				t.Errorf("CR %v %q, XP %d", m.CR, m.ChallengeRating, m.XP)
			}
			if len(m.Speed) == 0 && m.SpeedNotes == "" {
				t.Error("no speed")
			}
			for mode := range m.Speed {
				if !slices.Contains(SpeedModes, mode) {
					t.Errorf("speed mode %q", mode)
				}
			}
			if !passive.MatchString(m.Senses) {
				t.Errorf("senses %q", m.Senses)
			}
			if m.Actions == nil {
				t.Error("actions missing (want an empty list)")
			}
			if (len(m.LegendaryActions) > 0) != (m.LegendaryDesc != "") {
				t.Errorf("legendary actions %d, description %q", len(m.LegendaryActions), m.LegendaryDesc)
			}
			for _, a := range slices.Concat(m.Traits, m.Actions, m.Reactions, m.LegendaryActions) {
				if a.Name == "" || a.Desc == "" {
					t.Errorf("action %+v is not whole", a)
				}
			}
			for _, text := range append(rulesTexts(m), m.Name, m.Languages, m.Senses) {
				if strings.ContainsAny(text, "\u00e2\u00c3\u2019\u201c") || !utf8.ValidString(text) {
					t.Errorf("mojibake or curly quotes left in %q", text)
				}
				if loc := sourceTypo.FindStringIndex(text); loc != nil {
					t.Errorf("typo %q left in %q", text[loc[0]:loc[1]], text)
				}
			}
			adultOrAncient := strings.HasPrefix(m.Name, "Adult ") || strings.HasPrefix(m.Name, "Ancient ")
			if adultOrAncient && strings.Contains(m.Name, "Dragon") && len(m.LegendaryActions) < 3 {
				t.Errorf("an adult or ancient dragon with %d legendary actions", len(m.LegendaryActions))
			}
		})
	}
}

// sourceTypo matches the typos the package ships: a space before a full
// stop or comma, doubled spaces, "oft he", sums without spaces and a few
// words lost or split.
var sourceTypo = regexp.MustCompile(` [.,;:]|  |\boft he\b|\d\+the|\bthe must\b|\bsun light\b|\bbit attack\b`)

func TestKnownStatBlocks(t *testing.T) {
	c := SRD()
	get := func(slug string) Monster {
		t.Helper()
		m, ok := c.Get(slug)
		if !ok {
			t.Fatalf("%s missing", slug)
		}
		return m
	}

	aboleth := get("aboleth")
	if aboleth.Name != "Aboleth" || aboleth.Size != "Large" || aboleth.Type != "aberration" || aboleth.Alignment != "lawful evil" ||
		aboleth.ArmorClass != 17 || aboleth.HitPoints != 135 || aboleth.HitDice != "18d10" ||
		aboleth.Speed["walk"] != 10 || aboleth.Speed["swim"] != 40 || len(aboleth.Speed) != 2 ||
		aboleth.Strength != 21 || aboleth.Dexterity != 9 || aboleth.Constitution != 15 ||
		aboleth.Intelligence != 18 || aboleth.Wisdom != 15 || aboleth.Charisma != 18 ||
		aboleth.ChallengeRating != "10" || aboleth.CR != 10 || aboleth.XP != 5900 ||
		aboleth.Senses != "darkvision 120 ft., passive Perception 20" || aboleth.Languages != "Deep Speech, telepathy 120 ft." {
		t.Errorf("aboleth: %+v", aboleth)
	}
	wantSaves := []Modifier{{"Constitution", 6}, {"Intelligence", 8}, {"Wisdom", 6}}
	wantSkills := []Modifier{{"History", 12}, {"Perception", 10}}
	if !slices.Equal(aboleth.SavingThrows, wantSaves) || !slices.Equal(aboleth.Skills, wantSkills) {
		t.Errorf("aboleth saves %v skills %v", aboleth.SavingThrows, aboleth.Skills)
	}
	if names := actionNames(aboleth.Actions); !slices.Equal(names, []string{"Multiattack", "Tentacle", "Tail", "Enslave (3/day)"}) {
		t.Errorf("aboleth actions %v", names)
	}
	if names := actionNames(aboleth.LegendaryActions); !slices.Equal(names, []string{"Detect", "Tail Swipe", "Psychic Drain (Costs 2 Actions)"}) ||
		!strings.HasPrefix(aboleth.LegendaryDesc, "The aboleth can take 3 legendary actions") {
		t.Errorf("aboleth legendary %v %q", names, aboleth.LegendaryDesc)
	}

	goblin := get("goblin")
	if goblin.ArmorClass != 15 || goblin.HitPoints != 7 || goblin.HitDice != "2d6" || goblin.Speed["walk"] != 30 ||
		goblin.ChallengeRating != "1/4" || goblin.CR != 0.25 || goblin.XP != 50 || goblin.Subtype != "goblinoid" ||
		!slices.Equal(goblin.Skills, []Modifier{{"Stealth", 6}}) || goblin.Traits[0].Name != "Nimble Escape" ||
		!slices.Equal(actionNames(goblin.Actions), []string{"Scimitar", "Shortbow"}) {
		t.Errorf("goblin: %+v", goblin)
	}

	red := get("adult-red-dragon")
	if red.ArmorClass != 19 || red.HitPoints != 256 || red.HitDice != "19d12" || red.Size != "Huge" ||
		red.Speed["walk"] != 40 || red.Speed["climb"] != 40 || red.Speed["fly"] != 80 || red.XP != 18000 ||
		!slices.Equal(red.SavingThrows, []Modifier{{"Dexterity", 6}, {"Constitution", 13}, {"Wisdom", 7}, {"Charisma", 11}}) ||
		!slices.Equal(red.DamageImmunities, []string{"fire"}) || !strings.HasPrefix(red.LegendaryDesc, "The dragon can take 3") {
		t.Errorf("adult red dragon: %+v", red)
	}
	brass := get("adult-brass-dragon")
	if names := actionNames(brass.LegendaryActions); !slices.Equal(names, []string{"Detect", "Tail Attack", "Wing Attack (Costs 2 Actions)"}) ||
		brass.LegendaryActions[2].Desc != "The dragon beats its wings. Each creature within 10 ft. of the dragon must succeed on a DC 19 "+
			"Dexterity saving throw or take 13 (2d6 + 6) bludgeoning damage and be knocked prone. The dragon can then fly up to half its flying speed." ||
		!strings.HasPrefix(brass.LegendaryDesc, "The dragon can take 3 legendary actions") {
		t.Errorf("adult brass dragon legendary actions %v %q", names, brass.LegendaryDesc)
	}
	if got := FormatSpeed(red); got != "40 ft., climb 40 ft., fly 80 ft." {
		t.Errorf("red dragon speed %q", got)
	}

	tarrasque := get("tarrasque")
	if tarrasque.ArmorClass != 25 || tarrasque.HitPoints != 676 || tarrasque.HitDice != "33d20" || tarrasque.CR != 30 || tarrasque.XP != 155000 {
		t.Errorf("tarrasque: %+v", tarrasque)
	}
	if ghost := get("ghost"); !ghost.Hover || ghost.Speed["walk"] != 0 || FormatSpeed(ghost) != "0 ft., fly 40 ft. (hover)" ||
		!slices.Contains(ghost.ConditionImmunities, "charmed") {
		t.Errorf("ghost: %+v", ghost)
	}
	if were := get("werebear"); were.SpeedNotes != "40 ft., climb 30 ft. in bear or hybrid form" {
		t.Errorf("werebear speed notes %q", were.SpeedNotes)
	}
	if frog := get("frog"); len(frog.Actions) != 0 || frog.CR != 0 || frog.XP != 0 {
		t.Errorf("frog: %+v", frog)
	}
	if sphinx := get("androsphinx"); !strings.HasPrefix(sphinx.LegendaryDesc, "The sphinx can take") {
		t.Errorf("androsphinx legendary description %q", sphinx.LegendaryDesc)
	}
	for _, slug := range []string{"deep-gnome-svirfneblin", "giant-rat-diseased", "succubusincubus", "will-o-wisp", "half-red-dragon-veteran"} {
		get(slug)
	}
}

func actionNames(list []Action) []string {
	var out []string
	for _, a := range list {
		out = append(out, a.Name)
	}
	return out
}

func TestLookup(t *testing.T) {
	cases := map[string]string{
		"goblins": "goblin", "Giant Spiders": "giant-spider", "young red dragon": "young-red-dragon",
		"the Young Red Dragon": "young-red-dragon", "an aboleth": "aboleth", "wolves": "wolf", "Dire Wolves": "dire-wolf",
		"harpies": "harpy", "liches": "lich", "mummies": "mummy", "swarms of rats": "swarm-of-rats", "swarm of rats": "swarm-of-rats",
		"succubi": "succubusincubus", "Incubus": "succubusincubus", "djinn": "djinni", "svirfneblin": "deep-gnome-svirfneblin",
		"deep gnomes": "deep-gnome-svirfneblin", "giant rat": "giant-rat", "Giant Rat (Diseased)": "giant-rat-diseased",
		"will-o'-wisps": "will-o-wisp", "will o wisp": "will-o-wisp", "Will-o’-Wisp": "will-o-wisp", "T-Rex": "tyrannosaurus-rex",
		"grey ooze": "gray-ooze", "goblin's": "goblin", "kobolds'": "kobold", "sahuagin": "sahuagin", "DEER": "deer",
		"dretches": "dretch", "octopi": "octopus", "half-red dragon veteran": "half-red-dragon-veteran",
	}
	for name, slug := range cases {
		m, ok := Lookup(name)
		if !ok || m.Slug != slug {
			t.Errorf("Lookup(%q) = %q, %v; want %s", name, m.Slug, ok, slug)
		}
	}
	for _, miss := range []string{"", "dragon", "beholder", "the", "giant", "goblin king", "rats of swarm"} {
		if m, ok := Lookup(miss); ok {
			t.Errorf("Lookup(%q) found %s", miss, m.Name)
		}
	}
}

func TestFind(t *testing.T) {
	text := "Three Giant Spiders and a goblin's wolf wait; the Will-o'-Wisp glows. Swarms of rats! The giant. Spider is not one."
	var got []string
	for _, m := range SRD().Index().FindText(text) {
		got = append(got, text[m.Start:m.End]+"="+m.Creature.Slug)
	}
	want := []string{"Giant Spiders=giant-spider", "goblin's=goblin", "wolf=wolf", "Will-o'-Wisp=will-o-wisp",
		"Swarms of rats=swarm-of-rats", "Spider=spider"}
	if !slices.Equal(got, want) {
		t.Errorf("Find:\n got %q\nwant %q", got, want)
	}
}

func TestXPAndCR(t *testing.T) {
	for _, cr := range ChallengeRatings {
		xp, ok := XPForCR(cr)
		back, err := ParseCR(CRText(cr))
		if !ok || xp < 10 || err != nil || back != cr {
			t.Errorf("CR %v: xp %d %v, round trip %v %v", cr, xp, ok, back, err)
		}
	}
	for text, want := range map[string]float64{"1/8": 0.125, " 1/2 ": 0.5, "0.25": 0.25, "17": 17} {
		if got, err := ParseCR(text); err != nil || got != want {
			t.Errorf("ParseCR(%q) = %v, %v", text, got, err)
		}
	}
	for _, bad := range []string{"", "1/3", "31", "-1", "x", "1/0", "NaN"} {
		if _, err := ParseCR(bad); err == nil {
			t.Errorf("ParseCR(%q) accepted", bad)
		}
	}
	for cr, want := range map[float64]int{0: 2, 4: 2, 5: 3, 8: 3, 9: 4, 16: 5, 17: 6, 24: 7, 28: 8, 30: 9} {
		if got := ProficiencyBonus(cr); got != want {
			t.Errorf("ProficiencyBonus(%v) = %d, want %d", cr, got, want)
		}
	}
	if xp, _ := XPForCR(0.5); xp != 100 {
		t.Errorf("CR 1/2 is worth %d XP, want 100", xp)
	}
}

// The SRD gives CR 0 creatures 0 or 10 XP: 0 to the ones that take no
// actions at all (the frog and the sea horse), 10 to the rest, the
// shrieker (whose shriek is a reaction) among them.
func TestXPOfCRZeroCreatures(t *testing.T) {
	var worthNothing []string
	crZero := 0
	for _, m := range SRD().All() {
		if m.CR != 0 {
			continue
		}
		crZero++
		if m.XP == 0 {
			worthNothing = append(worthNothing, m.Slug)
		} else if m.XP != 10 {
			t.Errorf("%s: CR 0 worth %d XP", m.Name, m.XP)
		}
	}
	if !slices.Equal(worthNothing, []string{"frog", "sea-horse"}) || crZero != 29 {
		t.Errorf("CR 0 creatures worth 0 XP: %v (of %d CR 0 creatures), want the frog and the sea horse", worthNothing, crZero)
	}
	shrieker := Monster{CR: 0, Reactions: []Action{{Name: "Shriek", Desc: "When bright light..."}}}
	for _, tc := range []struct {
		m    Monster
		want int
	}{
		{Monster{CR: 0}, 0},
		{shrieker, 10},
		{Monster{CR: 0, Actions: []Action{{Name: "Bite", Desc: "Melee Weapon Attack: +0 to hit"}}}, 10},
		{Monster{CR: 0.125}, 25},
	} {
		if got, ok := XPFor(tc.m); !ok || got != tc.want {
			t.Errorf("XPFor(%+v) = %d, want %d", tc.m, got, tc.want)
		}
	}
	if _, ok := XPFor(Monster{CR: 3.5}); ok {
		t.Error("CR 3.5 has XP")
	}
}

func TestSlug(t *testing.T) {
	for name, want := range map[string]string{
		"Deep Gnome (Svirfneblin)": "deep-gnome-svirfneblin", "Succubus/Incubus": "succubusincubus",
		"Will-o'-Wisp": "will-o-wisp", "Saber-Toothed Tiger": "saber-toothed-tiger", "  Adult  Red Dragon ": "adult-red-dragon",
	} {
		if got := Slug(name); got != want {
			t.Errorf("Slug(%q) = %q, want %q", name, got, want)
		}
	}
}

// rulesTexts returns every rules text of m.
func rulesTexts(m Monster) []string {
	var out []string
	for _, list := range [][]Action{m.Traits, m.Actions, m.Reactions, m.LegendaryActions} {
		for _, a := range list {
			out = append(out, a.Desc)
		}
	}
	return append(out, m.LegendaryDesc)
}
