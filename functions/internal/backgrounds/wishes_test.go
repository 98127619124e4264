package backgrounds

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

func withWishes(text string, change ...func(*Request)) Content {
	req := DefaultRequest()
	req.CustomRequirements = text
	for _, c := range change {
		c(&req)
	}
	return builtIn(rand.New(rand.NewPCG(5, 6)), req)
}

func jsonText(c Content) string {
	raw, _ := json.Marshal(c)
	return string(raw)
}

// TestRequirementsAreWovenIn: the player's additional requirements become
// part of the story (a person a relationship and part of the history and
// summary, a fear a fear, an aim a goal, anything else an event), never a
// quotation appended to the summary.
func TestRequirementsAreWovenIn(t *testing.T) {
	c := withWishes("A sister in the thieves' guild.")
	if len(c.Relationships) == 0 || c.Relationships[0].Relationship != "Sister" ||
		!strings.Contains(c.Relationships[0].Description, "sister in the thieves' guild") || c.Relationships[0].Importance != "central" {
		t.Fatalf("no sister among the relationships: %+v", c.Relationships)
	}
	sister := c.Relationships[0].Name
	if sister == "" || strings.Contains(sister, "Name") {
		t.Fatalf("the sister has no name: %q", sister)
	}
	want := sister + ", their sister in the thieves' guild, "
	if !slices.ContainsFunc(c.PersonalHistory.FormativeEvents, func(e string) bool { return strings.HasPrefix(e, want) }) {
		t.Errorf("the sister is not in the history: %q", c.PersonalHistory.FormativeEvents)
	}
	if !strings.Contains(c.BackgroundSummary, sister) || !strings.Contains(c.BackgroundSummary, "their sister in the thieves' guild") {
		t.Errorf("the sister is not in the summary: %q", c.BackgroundSummary)
	}
	for _, rel := range c.Relationships[1:] {
		if rel.Relationship == "Sibling" || rel.Relationship == "Cousin" {
			t.Errorf("a generic relative beside the asked-for sister: %+v", rel)
		}
	}
	if text := jsonText(c); strings.Contains(text, "asked for") || strings.Contains(text, "player") {
		t.Errorf("the requirement is quoted, not woven in: %s", c.BackgroundSummary)
	}

	// Without relationships, the history still holds her.
	c = withWishes("a sister in the thieves' guild", func(r *Request) { r.IncludeRelationships = false })
	if len(c.Relationships) != 0 || !slices.ContainsFunc(c.PersonalHistory.FormativeEvents, func(e string) bool {
		return strings.Contains(e, ", their sister in the thieves' guild, ")
	}) {
		t.Errorf("relationships %+v, events %q", c.Relationships, c.PersonalHistory.FormativeEvents)
	}

	c = withWishes("Afraid of deep water; wants to find their father. Has a pet ferret named Biscuit")
	if c.Fears[0] != "Deep water" || !strings.Contains(c.BackgroundSummary, "deep water") {
		t.Errorf("fear: %q in %q", c.Fears, c.BackgroundSummary)
	}
	if c.Goals.ShortTerm[0] != "Find their father" || !strings.Contains(c.BackgroundSummary, "find their father.") {
		t.Errorf("goal: %q in %q", c.Goals.ShortTerm, c.BackgroundSummary)
	}
	if !slices.Contains(c.PersonalHistory.FormativeEvents, "They have a pet ferret named Biscuit.") ||
		!strings.Contains(c.BackgroundSummary, "they have a pet ferret named Biscuit.") {
		t.Errorf("other: %q in %q", c.PersonalHistory.FormativeEvents, c.BackgroundSummary)
	}
}

func TestReadWishes(t *testing.T) {
	cases := []struct {
		text   string
		people []wishedPerson
		fears  []string
		goals  []string
		others []string
	}{
		{text: "A sister in the thieves' guild", people: []wishedPerson{{role: "sister", phrase: "sister in the thieves' guild", family: true}}},
		{text: "Give them a rival named Korran who cheated them at cards",
			people: []wishedPerson{{name: "Korran", role: "rival", phrase: "rival who cheated them at cards", hostile: true}}},
		{text: "my twin brother Tomas, who vanished at sea",
			people: []wishedPerson{{name: "Tomas", role: "twin brother", phrase: "twin brother, who vanished at sea", family: true, fate: fateMissing}}},
		{text: "Her dead mother", people: []wishedPerson{{role: "dead mother", phrase: "dead mother", family: true, fate: fateDead}}},
		{text: "A brother who lost an eye", people: []wishedPerson{{role: "brother", phrase: "brother who lost an eye", family: true}}},
		{text: "a lost brother", people: []wishedPerson{{role: "lost brother", phrase: "lost brother", family: true, fate: fateMissing}}},
		{text: "Include a mentor called Old Maren", people: []wishedPerson{{name: "Old Maren", role: "mentor", phrase: "mentor"}}},
		{text: "A fear of fire, and a wish to see the sea", fears: []string{"fire"}, others: []string{"A wish to see the sea."}},
		{text: "Wants to find their father. Searching for the lost crown", goals: []string{"Find their father", "Find the lost crown"}},
		{text: "Has a pet ferret named Biscuit!", others: []string{"They have a pet ferret named Biscuit."}},
		// Near misses: not people, fears or goals.
		{text: "A friendly rivalry with the local baker", others: []string{"A friendly rivalry with the local baker."}},
		{text: "Wants revenge on the duke", others: []string{"Wants revenge on the duke."}},
		{text: "Left-handed", others: []string{"Left-handed."}},
		// At most four requirements are woven in.
		{text: "One. Two. Three. Four. Five", others: []string{"One.", "Two.", "Three.", "Four."}},
		{text: "  \n ; . ", others: nil},
	}
	for _, tc := range cases {
		w := readWishes(tc.text)
		if !slices.Equal(w.people, tc.people) || !slices.Equal(w.fears, tc.fears) || !slices.Equal(w.goals, tc.goals) || !slices.Equal(w.others, tc.others) {
			t.Errorf("%q: got %+v", tc.text, w)
		}
	}
}

// TestManyWishedPeople: people asked for stay first among the relationships,
// within the spec's maximum of three.
func TestManyWishedPeople(t *testing.T) {
	c := withWishes("A sister named Ada. A brother named Bram. A rival named Cato. A mentor named Dara.")
	var got []string
	for _, r := range c.Relationships {
		got = append(got, r.Name)
	}
	if !slices.Equal(got, []string{"Ada", "Bram", "Cato"}) {
		t.Errorf("relationships %q", got)
	}
	if c.Relationships[2].CurrentStatus != "Watching, and waiting for a chance" {
		t.Errorf("the rival: %+v", c.Relationships[2])
	}
}
