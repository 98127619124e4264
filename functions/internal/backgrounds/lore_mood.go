package backgrounds

// themeLore is the shape of the story a theme gives.
type themeLore struct {
	// concept completes the character concept: "..., <concept>."
	concept                  string
	events                   [2]string
	trait, flaw, fear, ideal string
	primary                  string
	shortGoal, longGoal      string
	lifeGoal                 string
	keepsake                 string
	secret                   secretSeed
	// hook's description holds %s for a place of the setting.
	hook hookSeed
}

type secretSeed struct {
	kind, description, severity string
	consequences                [2]string
}

type hookSeed struct {
	kind, title, description, urgency, guidance string
	outcomes                                    [2]string
}

var themes = map[Theme]themeLore{
	"heroic": {"destined, whether they like it or not, to stand between the helpless and the dark",
		[2]string{"When raiders struck, they held a bridge alone long enough for the others to flee, and learned they could.",
			"A dying knight pressed a token into their hand and made them promise to finish what she started."},
		"Steps forward first when danger comes, before anyone can argue", "Cannot refuse a plea for help, even an obvious trap",
		"Freezing at the moment someone needs them most", "Courage. Someone has to go first.",
		"To protect people who cannot protect themselves", "Find out who sent the raiders and why",
		"Finish the dying knight's unfinished quest", "To be the kind of hero they needed when they were young",
		"The token the dying knight gave them, a bronze badge of a forgotten order",
		secretSeed{"past", "The famous stand at the bridge began as an attempt to run, until they were cornered and had no choice but to fight.",
			"moderate", [2]string{"Admirers would feel betrayed if the truth came out", "A rival who saw everything could use it as leverage"}},
		hookSeed{"quest", "The Knight's Unfinished Oath",
			"Agents of the order the dying knight served have reached %s, asking after the bronze badge and the promise made over her body.",
			"medium", "Use the order's agents as allies at first; let the party discover the oath leads somewhere the order itself fears to go.",
			[2]string{"The order restores its fallen knight's honour and welcomes the character", "The oath reveals the order's own corruption"}}},
	"tragic": {"carrying a loss that shaped every choice since",
		[2]string{"A fever took their younger sibling in a single winter while they were away chasing a foolish dream.",
			"The home they grew up in burned, and with it every letter and portrait of the people they loved."},
		"Holds on a little too long when saying goodbye", "Pushes people away before they can be lost",
		"Losing one more person they love", "Remembrance. The dead deserve to be remembered.",
		"To make sure their loss meant something", "Find the grave no one marked",
		"Rebuild something of what was lost", "To forgive themselves",
		"A half-burned portrait of the family, the faces still visible",
		secretSeed{"past", "The fire that destroyed their home started from a lamp they left burning after an argument.",
			"major", [2]string{"Their surviving family would never forgive them", "Their guilt could be used to control them"}},
		hookSeed{"personal", "Letters from the Dead",
			"A letter in their lost sibling's hand arrives at %s, dated last month.",
			"high", "Keep it ambiguous whether the sibling lives; the truth should cost the character something either way.",
			[2]string{"The sibling lives, changed and bound to a dangerous patron", "A shapeshifter has been feeding on their grief"}}},
	"mysterious": {"whose past holds more questions than answers",
		[2]string{"They woke at the edge of a forest with no memory of the three days before, and a strange mark on their palm.",
			"A stranger in a grey cloak has appeared at every turning point of their life, watching and never speaking."},
		"Answers questions about the past with other questions", "Keeps secrets even when the truth would help",
		"Learning what they did during the missing days", "Truth. Every secret is a lock, and I mean to find the keys.",
		"To learn the meaning of the mark on their palm", "Find the stranger in the grey cloak",
		"Learn what happened in the missing three days", "To know who they truly are",
		"A key that fits no lock they have ever found",
		secretSeed{"identity", "The mark on their palm matches the sigil of a cult they have never heard of, and the cult has been waiting for them.",
			"major", [2]string{"The cult will come to claim them", "Authorities who recognise the mark will see an enemy"}},
		hookSeed{"mystery", "The Grey Stranger",
			"The stranger in the grey cloak is seen at %s, speaking for the first time: to someone the party knows.",
			"medium", "Reveal the stranger's purpose slowly; each meeting should answer one question and raise two.",
			[2]string{"The stranger is a guardian who has protected them from afar", "The stranger is their own future self, trying to change a terrible fate"}}},
	"comedic": {"with a gift for landing in trouble and a greater gift for talking their way back out",
		[2]string{"They accidentally won a prize goat in a contest they did not enter, and the goat has followed them ever since.",
			"A case of mistaken identity made them the guest of honour at a noble's feast, and they played along until dessert."},
		"Laughs at their own misfortunes before anyone else can", "Cannot resist a bet, however foolish",
		"Being taken seriously at exactly the wrong moment", "Joy. Life is short and absurd; laugh while you can.",
		"To see what happens next", "Return the goat to its rightful owner (it keeps coming back)",
		"Live down the legend of the noble's feast", "To have a tavern song written about them, ideally a flattering one",
		"A ribbon reading 'Best in Show', won by the goat",
		secretSeed{"identity", "The noble at the feast now believes they are a long-lost heir, and has been sending them an allowance.",
			"minor", [2]string{"The noble's real heir may turn up", "The allowance would have to be repaid, with interest"}},
		hookSeed{"personal", "The Heir Apparent",
			"The noble from the feast arrives at %s with a retinue, ready to announce the character as heir in public.",
			"medium", "Play it for laughs, but let the noble's rivals take the claim very seriously.",
			[2]string{"The character gains a title, an estate and a thousand problems", "The misunderstanding unravels in front of the whole court"}}},
	"dark": {"who has seen what lies under the world's skin and cannot look away",
		[2]string{"They made a bargain in a moment of desperation, and the price has not yet been asked.",
			"They survived a massacre by hiding among the dead, and have dreamed of it every night since."},
		"Studies everyone for signs of weakness", "Believes the worst of everyone, themselves included",
		"The price of their bargain coming due", "Power. The only safety is being stronger than what hunts you.",
		"To stay ahead of the debt they owe", "Learn what the bargain will cost",
		"Break the bargain, or become strong enough to refuse its price", "To die on their own terms",
		"A black coin, warm to the touch, the token of the bargain",
		secretSeed{"connection", "The one who offered the bargain was the same power that ordered the massacre.",
			"major", [2]string{"They are an unwitting agent of the one who killed their people", "Breaking the bargain may free something worse"}},
		hookSeed{"rival", "The Collector Calls",
			"A smiling collector appears at %s and asks, very politely, for a small favour as a first payment.",
			"high", "The favour should seem harmless and turn out not to be; give the character a real choice to refuse and a real cost for refusing.",
			[2]string{"The character pays, and the debt grows", "The party finds a way to turn the bargain against its maker"}}},
	"ordinary": {"who never meant to be anything but ordinary, until the world asked more of them",
		[2]string{"They spent years at the same honest work, until one bad season took the livelihood and the reason to stay.",
			"A traveller they helped on the road paid them with a map and a story, and the story would not leave them alone."},
		"Finds comfort in small routines wherever they go", "Underestimates themselves at every turn",
		"Being found out as someone who does not belong among heroes", "Hard work. An honest day's work is its own reward.",
		"To earn enough to send home", "Send money home before the rent comes due",
		"Buy back the family's land", "A quiet home, a full table and stories to tell",
		"A worn work glove from the old life",
		secretSeed{"possession", "The map the traveller gave them leads to a vault, and the traveller was its thief.",
			"moderate", [2]string{"The vault's owners want the map back", "The thief may return for it"}},
		hookSeed{"quest", "The Traveller's Map",
			"A tavern keeper at %s recognises the map and names the price someone will pay for it.",
			"low", "Let the map lead the party across the region; the ordinary character should be the one who keeps them grounded.",
			[2]string{"The vault holds a fortune, and a curse", "The character returns the map and gains a powerful friend"}}},
	"exotic": {"from a land so distant its customs seem a fairy tale here",
		[2]string{"They crossed a desert of glass and a sea of storms to reach these lands, and are the only one of their company who arrived.",
			"In their homeland they were apprenticed to a court astrologer, until the stars foretold something no one wanted to hear."},
		"Compares everything to the customs of home", "Assumes their own customs are the right ones",
		"Dying far from home with no one to perform the rites", "Wonder. Every land has marvels for those with open eyes.",
		"To fulfil the prophecy the stars foretold, or prove it false", "Learn the local language well enough to be trusted",
		"Find a way home, or a reason to stay", "To carry the wisdom of two worlds",
		"A star chart from home, its constellations unknown here",
		secretSeed{"knowledge", "The prophecy names a king of these lands, and foretells his fall at the character's hand.",
			"major", [2]string{"The king's agents would kill to prevent it", "Rebels would use the character as a symbol"}},
		hookSeed{"faction", "The Star-Chart Prophecy",
			"A court astrologer at %s has read the same stars and is searching for the foreigner they describe.",
			"medium", "Keep the prophecy ambiguous; whoever believes it most strongly should be the most dangerous.",
			[2]string{"The character becomes a pawn in a war of succession", "The prophecy is fulfilled in an unexpected, peaceful way"}}},
}

// toneLore is the voice a tone gives the telling.
type toneLore struct {
	closing, trait, flaw, mannerism, motivation string
}

var tones = map[Tone]toneLore{
	"serious": {"Every choice ahead carries weight, and they have never once pretended otherwise.",
		"Speaks plainly and means every word", "Cannot let a slight or a promise go", "Listens with arms folded and a level gaze",
		"To be worthy of the trust others place in them"},
	"lighthearted": {"The road ahead is long and uncertain, and they fully intend to enjoy it.",
		"Finds something to laugh about in almost any situation", "Makes jokes when they should be listening", "Whistles off-key when bored",
		"To make sure everyone in the party is having a good time"},
	"dramatic": {"Somewhere ahead waits the moment that will define them, and they can feel it drawing closer.",
		"Feels everything intensely and shows it", "Turns every setback into a grand tragedy", "Makes sweeping gestures when telling a story",
		"To be remembered"},
	"gritty": {"The world never gave them anything for free, and they expect nothing to change that.",
		"Keeps their word, their weapon and their boots in good repair", "Trusts no one who hasn't bled beside them", "Spits before making a bargain",
		"To survive another winter"},
	"optimistic": {"Whatever waits ahead, they are certain it can be faced, and that it might even turn out well.",
		"Always sees the best in people", "Trusts too easily", "Greets strangers with a warm smile and an outstretched hand",
		"To prove that kindness is strength"},
	"melancholic": {"They carry the past with them like rain on a cloak, and walk on anyway.",
		"Notices beauty in small, sad things", "Dwells on old regrets when action is needed", "Gazes into fires long after others have gone to sleep",
		"To find a reason to hope again"},
}

// settingLore is where a character comes from.
type settingLore struct {
	place, detail, hookPlace, goal string
}

var settings = map[Setting]settingLore{
	"urban":               {"the crowded wards of a walled river city", "where forty temple bells mark the hours and no one sleeps", "the old canal locks", "Find a place in the city that feels like home"},
	"rural":               {"a farming village at the edge of the downs", "where the harvest festival is the biggest event of the year", "the crossroads inn", "See the village through one more hard winter"},
	"wilderness":          {"the untamed wilds beyond the last road", "where the nearest neighbour is three days' walk away", "the ranger's lodge by the falls", "Map the valley no one has returned from"},
	"noble-court":         {"the gilded halls of a ducal court", "where every smile hides a knife and every dance is a negotiation", "the duke's winter ball", "Secure a patron at court"},
	"criminal-underworld": {"the smuggling tunnels and thieves' dens beneath the docks", "where a name is worth more than a face and debts are paid in blood", "the gambling den under the fish market", "Pay off a debt to the guild before it comes due"},
	"scholarly":           {"a city of libraries and lecture halls", "where arguments over footnotes can last a generation", "the great library's reading room", "Earn access to the restricted archive"},
	"military":            {"a frontier fortress and the garrison town around it", "where the walls are manned day and night and every family has lost someone", "the fortress gatehouse", "Win a commission, or an honourable discharge"},
	"religious":           {"a temple city on the pilgrim roads", "where processions fill the streets on every holy day", "the pilgrims' hostel", "Complete the pilgrimage they abandoned"},
	"magical":             {"a city where magic hums in every street lamp", "where apprentices' experiments go wrong at least once a week", "the arcane market", "Pay for lessons with a true master"},
}

// alignmentIdeals put the alignment into the character's ideals.
var alignmentIdeals = map[Alignment]string{
	"Lawful Good":     "Justice. Laws exist to protect the weak, and I will see them kept fairly.",
	"Neutral Good":    "Kindness. I help because it is right, not because a law or a lord says so.",
	"Chaotic Good":    "Liberty. No tyrant's law binds a free heart; I do good my own way.",
	"Lawful Neutral":  "Order. A promise made is a promise kept, whoever it was made to.",
	"True Neutral":    "Balance. Every force in the world has its place, and none should rule alone.",
	"Chaotic Neutral": "Freedom. I go where the wind takes me and answer to no one.",
	"Lawful Evil":     "Dominion. Rules are tools, and I intend to be the one who holds them.",
	"Neutral Evil":    "Self-interest. I look after myself first; the world will not.",
	"Chaotic Evil":    "Ruin. Everything built can be broken, and breaking it is the point.",
}
