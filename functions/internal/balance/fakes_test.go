package balance

import (
	"context"
	"strings"

	"github.com/lorewright/lorewright/functions/internal/llm"
	"github.com/lorewright/lorewright/functions/internal/srd"
)

// bestiary is an index of a few real SRD creatures (name, challenge rating, XP).
var bestiary = srd.NewIndex([]srd.Creature{
	{Name: "Goblin", ChallengeRating: "1/4", XP: 50}, {Name: "Goblin Boss", ChallengeRating: "1", XP: 200}, {Name: "Hobgoblin", ChallengeRating: "1/2", XP: 100}, {Name: "Bugbear", ChallengeRating: "1", XP: 200},
	{Name: "Orc", ChallengeRating: "1/2", XP: 100}, {Name: "Wolf", ChallengeRating: "1/4", XP: 50}, {Name: "Dire Wolf", ChallengeRating: "1", XP: 200}, {Name: "Winter Wolf", ChallengeRating: "3", XP: 700},
	{Name: "Werewolf", ChallengeRating: "3", XP: 700}, {Name: "Ogre", ChallengeRating: "2", XP: 450}, {Name: "Ogre Zombie", ChallengeRating: "2", XP: 450}, {Name: "Troll", ChallengeRating: "5", XP: 1800},
	{Name: "Hill Giant", ChallengeRating: "5", XP: 1800}, {Name: "Stone Giant", ChallengeRating: "7", XP: 2900}, {Name: "Young Red Dragon", ChallengeRating: "10", XP: 5900},
	{Name: "Adult Red Dragon", ChallengeRating: "17", XP: 18000}, {Name: "Red Dragon Wyrmling", ChallengeRating: "4", XP: 1100}, {Name: "Giant Spider", ChallengeRating: "1", XP: 200},
	{Name: "Spider", ChallengeRating: "0", XP: 10}, {Name: "Giant Rat", ChallengeRating: "1/8", XP: 25}, {Name: "Swarm of Rats", ChallengeRating: "1/4", XP: 50}, {Name: "Swarm of Bats", ChallengeRating: "1/4", XP: 50},
	{Name: "Bandit", ChallengeRating: "1/8", XP: 25}, {Name: "Bandit Captain", ChallengeRating: "2", XP: 450}, {Name: "Thug", ChallengeRating: "1/2", XP: 100}, {Name: "Guard", ChallengeRating: "1/8", XP: 25},
	{Name: "Cultist", ChallengeRating: "1/8", XP: 25}, {Name: "Cult Fanatic", ChallengeRating: "2", XP: 450}, {Name: "Veteran", ChallengeRating: "3", XP: 700}, {Name: "Mage", ChallengeRating: "6", XP: 2300},
	{Name: "Priest", ChallengeRating: "2", XP: 450}, {Name: "Knight", ChallengeRating: "3", XP: 700}, {Name: "Skeleton", ChallengeRating: "1/4", XP: 50}, {Name: "Zombie", ChallengeRating: "1/4", XP: 50},
	{Name: "Ghoul", ChallengeRating: "1", XP: 200}, {Name: "Ghast", ChallengeRating: "2", XP: 450}, {Name: "Wight", ChallengeRating: "3", XP: 700}, {Name: "Mummy", ChallengeRating: "3", XP: 700},
	{Name: "Mummy Lord", ChallengeRating: "15", XP: 13000}, {Name: "Shadow", ChallengeRating: "1/2", XP: 100}, {Name: "Specter", ChallengeRating: "1", XP: 200}, {Name: "Lich", ChallengeRating: "21", XP: 33000},
	{Name: "Owlbear", ChallengeRating: "3", XP: 700}, {Name: "Harpy", ChallengeRating: "1", XP: 200}, {Name: "Duergar", ChallengeRating: "1", XP: 200}, {Name: "Gnoll", ChallengeRating: "1/2", XP: 100},
	{Name: "Kobold", ChallengeRating: "1/8", XP: 25}, {Name: "Lizardfolk", ChallengeRating: "1/2", XP: 100}, {Name: "Sahuagin", ChallengeRating: "1/2", XP: 100}, {Name: "Succubus/Incubus", ChallengeRating: "4", XP: 1100},
	{Name: "Will-o'-Wisp", ChallengeRating: "2", XP: 450}, {Name: "Gelatinous Cube", ChallengeRating: "2", XP: 450}, {Name: "Mimic", ChallengeRating: "2", XP: 450}, {Name: "Black Pudding", ChallengeRating: "4", XP: 1100},
	{Name: "Riding Horse", ChallengeRating: "1/4", XP: 50}, {Name: "Imp", ChallengeRating: "1", XP: 200}, {Name: "Wraith", ChallengeRating: "5", XP: 1800}, {Name: "Vampire Spawn", ChallengeRating: "5", XP: 1800},
	{Name: "Minotaur", ChallengeRating: "3", XP: 700}, {Name: "Manticore", ChallengeRating: "3", XP: 700}, {Name: "Hydra", ChallengeRating: "8", XP: 3900}, {Name: "Medusa", ChallengeRating: "6", XP: 2300},
	{Name: "Gargoyle", ChallengeRating: "2", XP: 450}, {Name: "Giant Octopus", ChallengeRating: "1", XP: 200}, {Name: "Brown Bear", ChallengeRating: "1", XP: 200}, {Name: "Swarm of Insects (Wasps)", ChallengeRating: "1/2", XP: 100},
	{Name: "Deep Gnome (Svirfneblin)", ChallengeRating: "1/2", XP: 100}, {Name: "Giant Rat (Diseased)", ChallengeRating: "1/8", XP: 25},
})

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
