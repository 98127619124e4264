package balance

import (
	"context"
	"strings"

	"github.com/lorewright/lorewright/functions/internal/llm"
)

// srd is a fake bestiary of real SRD creatures (name, challenge rating, XP).
var srd = Creatures{
	{"Goblin", "1/4", 50}, {"Goblin Boss", "1", 200}, {"Hobgoblin", "1/2", 100}, {"Bugbear", "1", 200},
	{"Orc", "1/2", 100}, {"Wolf", "1/4", 50}, {"Dire Wolf", "1", 200}, {"Winter Wolf", "3", 700},
	{"Werewolf", "3", 700}, {"Ogre", "2", 450}, {"Ogre Zombie", "2", 450}, {"Troll", "5", 1800},
	{"Hill Giant", "5", 1800}, {"Stone Giant", "7", 2900}, {"Young Red Dragon", "10", 5900},
	{"Adult Red Dragon", "17", 18000}, {"Red Dragon Wyrmling", "4", 1100}, {"Giant Spider", "1", 200},
	{"Spider", "0", 10}, {"Giant Rat", "1/8", 25}, {"Swarm of Rats", "1/4", 50}, {"Swarm of Bats", "1/4", 50},
	{"Bandit", "1/8", 25}, {"Bandit Captain", "2", 450}, {"Thug", "1/2", 100}, {"Guard", "1/8", 25},
	{"Cultist", "1/8", 25}, {"Cult Fanatic", "2", 450}, {"Veteran", "3", 700}, {"Mage", "6", 2300},
	{"Priest", "2", 450}, {"Knight", "3", 700}, {"Skeleton", "1/4", 50}, {"Zombie", "1/4", 50},
	{"Ghoul", "1", 200}, {"Ghast", "2", 450}, {"Wight", "3", 700}, {"Mummy", "3", 700},
	{"Mummy Lord", "15", 13000}, {"Shadow", "1/2", 100}, {"Specter", "1", 200}, {"Lich", "21", 33000},
	{"Owlbear", "3", 700}, {"Harpy", "1", 200}, {"Duergar", "1", 200}, {"Gnoll", "1/2", 100},
	{"Kobold", "1/8", 25}, {"Lizardfolk", "1/2", 100}, {"Sahuagin", "1/2", 100}, {"Succubus/Incubus", "4", 1100},
	{"Will-o'-Wisp", "2", 450}, {"Gelatinous Cube", "2", 450}, {"Mimic", "2", 450}, {"Black Pudding", "4", 1100},
	{"Riding Horse", "1/4", 50}, {"Imp", "1", 200}, {"Wraith", "5", 1800}, {"Vampire Spawn", "5", 1800},
	{"Minotaur", "3", 700}, {"Manticore", "3", 700}, {"Hydra", "8", 3900}, {"Medusa", "6", 2300},
	{"Gargoyle", "2", 450}, {"Giant Octopus", "1", 200}, {"Brown Bear", "1", 200}, {"Swarm of Insects (Wasps)", "1/2", 100},
	{"Deep Gnome (Svirfneblin)", "1/2", 100}, {"Giant Rat (Diseased)", "1/8", 25},
}

// fakeModel answers every call with text or err and records the request.
type fakeModel struct {
	text  string
	err   error
	calls int
	got   llm.Request
}

func (f *fakeModel) Complete(_ context.Context, req llm.Request) (llm.Result, error) {
	f.calls++
	f.got = req
	return llm.Result{Text: f.text}, f.err
}

// Stream sends the reply in pieces, as a streaming service would.
func (f *fakeModel) Stream(ctx context.Context, req llm.Request, onDelta func(string) error) (llm.Result, error) {
	f.calls++
	f.got = req
	if f.err != nil {
		return llm.Result{}, f.err
	}
	for _, piece := range strings.SplitAfter(f.text, ",") {
		if err := onDelta(piece); err != nil {
			return llm.Result{}, err
		}
	}
	return llm.Result{Text: f.text}, nil
}

func (f *fakeModel) Model() string { return "fake" }
