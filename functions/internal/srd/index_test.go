package srd

import (
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/nlp"
)

// namesOf lists the names an index of one creature knows, singular ones
// first, each as its words joined by spaces.
func namesOf(name string) string {
	x := NewIndex([]Creature{{Name: name}})
	var singular, plural []string
	var walk func(prefix []string, level map[string]*node)
	walk = func(prefix []string, level map[string]*node) {
		for w, n := range level {
			words := append(append([]string(nil), prefix...), w)
			if n.creature >= 0 {
				if n.plural {
					plural = append(plural, strings.Join(words, " "))
				} else {
					singular = append(singular, strings.Join(words, " "))
				}
			}
			walk(words, n.next)
		}
	}
	walk(nil, x.root)
	sort.Strings(singular)
	sort.Strings(plural)
	return strings.Join(append(singular, plural...), " / ")
}

func TestNamesTheIndexKnows(t *testing.T) {
	for name, want := range map[string]string{
		"Goblin":                   "goblin / goblins",
		"Harpy":                    "harpy / harpies",
		"Lich":                     "lich / liches",
		"Sphinx":                   "sphinx / sphinxes",
		"Wolf":                     "wolf / wolves",
		"Werewolf":                 "werewolf / werewolves",
		"Dwarf":                    "dwarf / dwarfs / dwarves",
		"Mummy Lord":               "mummy lord / mummy lords",
		"Swarm of Bats":            "bat swarm / swarm of bats / bat swarms / swarms of bats",
		"Young Red Dragon":         "young red dragon / young red dragons",
		"Octopus":                  "octopus / octopi / octopuses",
		"Lizardfolk":               "lizardfolk",
		"Duergar":                  "duergar / duergars",
		"Yuan-ti Pureblood":        "yuan ti pureblood / yuan-ti pureblood / yuan ti purebloods / yuan-ti purebloods",
		"Will-o'-Wisp":             "will o wisp / will-o-wisp / will o wisps / will-o-wisps",
		"Succubus/Incubus":         "incubus / succubus / succubus incubus / incubi / incubuses / succubi / succubus incubi / succubus incubuses / succubuses",
		"Deep Gnome (Svirfneblin)": "deep gnome / deep gnome svirfneblin / svirfneblin / deep gnome svirfneblins / deep gnomes / svirfneblins",
		"Giant Rat (Diseased)":     "giant rat / giant rat diseased / giant rat diseaseds / giant rats",
		"Tyrannosaurus Rex":        "t rex / t-rex / tyrannosaurus / tyrannosaurus rex / t rexes / t-rexes / tyrannosaurus rexes / tyrannosauruses",
		"Djinni":                   "djinni / djinn / djinnis",
	} {
		if got := namesOf(name); got != want {
			t.Errorf("%s:\n got %s\nwant %s", name, got, want)
		}
	}
}

func TestPlural(t *testing.T) {
	for name, want := range map[string]string{
		"Mire Oracle": "Mire Oracles", "Frost Fairy": "Frost Fairies", "Ash Wolf": "Ash Wolves", "Swarm of Rats": "Swarms of Rats",
		"Zorblax": "Zorblaxes", "Succubus": "Succubi", "Erinyes": "Erinyes", "Lizardfolk": "Lizardfolk", "Lich": "Liches",
		"Glass Walrus": "Glass Walruses", "Bog Crone": "Bog Crones", "Djinni": "Djinn", "Iron Watchman": "Iron Watchmen", "Monkey": "Monkeys",
		"Sahuagin": "Sahuagin", "Kuo-toa": "Kuo-toa", "Sahuagin Baron": "Sahuagin Barons", "Human": "Humans", "": "",
	} {
		if got := Plural(name); got != want {
			t.Errorf("Plural(%q) = %q, want %q", name, got, want)
		}
	}
}

// find lists what Find finds in text as "text=name" ("+" after a plural).
func find(x *Index, text string) []string {
	var out []string
	for _, m := range x.FindText(text) {
		s := text[m.Start:m.End] + "=" + m.Creature.Name
		if m.Plural {
			s += "+"
		}
		out = append(out, s)
	}
	return out
}

func TestFindInText(t *testing.T) {
	x := SRD().Index()
	for text, want := range map[string][]string{
		"Three Giant Spiders and a goblin's wolf wait; the Will-o'-Wisp glows.": {"Giant Spiders=Giant Spider+", "goblin's=Goblin", "wolf=Wolf", "Will-o'-Wisp=Will-o'-Wisp"},
		"Swarms of rats! The giant. Spider is not one.":                         {"Swarms of rats=Swarm of Rats+", "Spider=Spider"},
		"A dozen orcs' spears, two Will-o’-Wisps and the kobolds’ traps.":       {"orcs'=Orc+", "Will-o’-Wisps=Will-o'-Wisp+", "kobolds’=Kobold+"},
		"The giant\nspider drops.":                                              {"spider=Spider"},
		"A bat swarm and two half red dragon veterans.":                         {"bat swarm=Swarm of Bats", "half red dragon veterans=Half-Red Dragon Veteran+"},
		"Two svirfneblin, a deep gnome and an incubus.":                         {"svirfneblin=Deep Gnome (Svirfneblin)", "deep gnome=Deep Gnome (Svirfneblin)", "incubus=Succubus/Incubus"},
		"The giant rat and the diseased villagers.":                             {"giant rat=Giant Rat"},
		"A T-Rex! The sabre-toothed tiger and a grey ooze.":                     {"T-Rex=Tyrannosaurus Rex", "sabre-toothed tiger=Saber-Toothed Tiger", "grey ooze=Gray Ooze"},
		"Nothing lives here; only the wind.":                                    nil,
	} {
		if got := find(x, text); !slices.Equal(got, want) {
			t.Errorf("%q:\n got %q\nwant %q", text, got, want)
		}
	}
	// Token indexes point at the name.
	doc := nlp.Parse("Beware: three ogre zombies!")
	ms := x.Find(doc.Tokens)
	if len(ms) != 1 || doc.Tokens[ms[0].First].Text != "ogre" || doc.Tokens[ms[0].Last].Text != "zombies" || ms[0].Creature.Name != "Ogre Zombie" {
		t.Errorf("%+v", ms)
	}
	if _, ok := x.FindWordsAt(tokenWords(doc.Tokens), 1); ok {
		t.Error("a colon names a creature")
	}
}

func TestLookupByIndex(t *testing.T) {
	x := SRD().Index()
	for name, want := range map[string]string{
		"goblins": "Goblin", "the Young Red Dragon": "Young Red Dragon", "an aboleth": "Aboleth", "swarms of rats": "Swarm of Rats",
		"succubi": "Succubus/Incubus", "Giant Rat (Diseased)": "Giant Rat (Diseased)", "giant rat": "Giant Rat", "will o' wisp": "Will-o'-Wisp",
		"kobolds'": "Kobold", "DEER": "Deer", "octopi": "Octopus", "djinn": "Djinni",
	} {
		if c, ok := x.Lookup(name); !ok || c.Name != want {
			t.Errorf("Lookup(%q) = %+v, %v; want %s", name, c, ok, want)
		}
	}
	for _, miss := range []string{"", "the", "a", "dragon", "giant", "goblin king", "rats of swarm", "goblin goblin"} {
		if c, ok := x.Lookup(miss); ok {
			t.Errorf("Lookup(%q) found %s", miss, c.Name)
		}
	}
}

func TestEverydayNames(t *testing.T) {
	c := SRD()
	for name := range everydayNames {
		if _, ok := c.Named(name); !ok {
			t.Errorf("everyday name %q is not an SRD creature", name)
		}
	}
	for name := range aliases {
		if _, ok := c.Named(name); !ok {
			t.Errorf("alias of %q: not an SRD creature", name)
		}
	}
	x := c.Index()
	for name, want := range map[string]Everyday{
		"guard": EverydayRole, "priests": EverydayRole, "noble": EverydayRole, "shadow": EverydayWord, "cats": EverydayWord,
		"riding horse": EverydayWord, "bandits": EverydayWord, "goblin": NotEveryday, "bandit captain": NotEveryday,
		"giant spider": NotEveryday, "warhorse skeleton": NotEveryday,
	} {
		cr, ok := x.Lookup(name)
		if !ok || cr.Everyday != want {
			t.Errorf("%q: %+v, %v; want everyday %d", name, cr, ok, want)
		}
	}
	if got := x.Creatures()[0].Plural; got != "aboleths" {
		t.Errorf("plural %q", got)
	}
}

// A creature's full name wins over another's shortened one, and the first
// listed wins a shared name.
func TestNamePriority(t *testing.T) {
	x := NewIndex([]Creature{{Name: "Giant Rat (Diseased)"}, {Name: "Giant Rat"}, {Name: "Wolf"}, {Name: "Wolf (Dire)"}})
	for name, want := range map[string]string{"giant rat": "Giant Rat", "giant rats": "Giant Rat", "giant rat diseased": "Giant Rat (Diseased)", "wolves": "Wolf"} {
		if c, ok := x.Lookup(name); !ok || c.Name != want {
			t.Errorf("%q: %+v", name, c)
		}
	}
}
