package names

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// Kenku are named for sounds they mimic; tabaxi for a phrase, with a clan.
var (
	kenkuSources = strings.Split("Kettle|Chain|Hinge|Door|Twig|Bell|Coin|Bucket|Shutter|Wagon|Shovel|Gate|Lantern|"+
		"Anchor|Pebble|Bottle|Crate|Spoon|Oar|Rope", "|")
	kenkuGerunds = strings.Split("Rattling|Creaking|Clinking|Slamming|Snapping|Scraping|Tapping|Clanging|Dripping|"+
		"Jingling|Thumping|Whistling|Squeaking|Grinding", "|")
	kenkuDistance = strings.Split("Distant|Muffled|Sudden|Far|Echoing|Hollow|Midnight|Faint", "|")
	kenkuShort    = strings.Split("Clink|Tik|Squeak|Tok|Rasp|Plink|Chirr|Krrk|Fwip|Clack|Ding|Pop|Hiss|Snick|Creak|Tink", "|")

	tabaxiNumbers = strings.Split("Two|Three|Five|Seven|Nine|Eleven|Hundred|Thousand", "|")
	tabaxiAdjs    = strings.Split("Jade|Left-Handed|Bright|Quiet|Sleepy|Crooked|Red|Silver|Sudden|Laughing|Lonely|Wandering|Velvet", "|")
	tabaxiNouns   = strings.Split("Timber|Shoe|Hummingbird|Thundercloud|Snake|Smoke|Cloud|River|Feather|Lantern|Pebble|Moth|"+
		"Comet|Rain|Bell|Acorn|Kite|Willow|Thorn|Fern|Saffron|Mango", "|")
	tabaxiAgents   = strings.Split("Dancer|Chaser|Singer|Watcher|Dreamer|Climber|Catcher|Counter|Wanderer|Sleeper", "|")
	tabaxiPlaces   = strings.Split("the Mountaintop|the Water|the Old Road|the Moon|the Windowsill|the High Branch|the Dunes|the Harbor", "|")
	tabaxiPlurals  = strings.Split("Snakes|Whispers|Lanterns|Mirrors|Feathers|Bells|Questions|Ribbons|Keys", "|")
	tabaxiClanAdjs = strings.Split("Bright|Distant|Moonlit|Rumbling|Snoring|Hidden|Singing|Amber|Misty|Copper", "|")
	tabaxiClanNoun = strings.Split("Cliffs|Rain|Tree|River|Mountain|Dunes|Falls|Grove|Sands|Marsh", "|")
)

func init() {
	register(
		&culture{race: Kenku, language: "Kenku", phrase: kenkuName},
		&culture{race: Tabaxi, language: "Tabaxi", phrase: tabaxiName},
	)
}

func kenkuName(r *rand.Rand, style Style, prof Profession) built {
	if t, ok := trades[prof]; ok {
		sound := pick(r, t.sounds)
		heard := fmt.Sprintf("heard among %s", t.plural)
		switch style {
		case Common:
			word := sound[strings.LastIndexByte(sound, ' ')+1:]
			return phraseBuilt(word, fmt.Sprintf("Short for the %s %s.", strings.ToLower(sound), heard))
		case Unique:
			far := pick(r, kenkuDistance)
			return phraseBuilt(far+" "+sound, fmt.Sprintf("Mimics %s %s, %s.", withArticle(strings.ToLower(far)), strings.ToLower(sound), heard))
		default:
			return phraseBuilt(sound, fmt.Sprintf("Mimics the %s %s.", strings.ToLower(sound), heard))
		}
	}
	switch style {
	case Common:
		s := pick(r, kenkuShort)
		return phraseBuilt(s, fmt.Sprintf("The sound %s, mimicked perfectly.", quote(strings.ToLower(s))))
	case Unique:
		far, g, src := pick(r, kenkuDistance), pick(r, kenkuGerunds), pick(r, kenkuSources)
		return phraseBuilt(far+" "+g+" "+src, fmt.Sprintf("Mimics the %s sound of a %s %s.",
			strings.ToLower(far), strings.ToLower(g), strings.ToLower(src)))
	default:
		g, src := pick(r, kenkuGerunds), pick(r, kenkuSources)
		return phraseBuilt(g+" "+src, fmt.Sprintf("Mimics the sound of a %s %s.", strings.ToLower(g), strings.ToLower(src)))
	}
}

func tabaxiName(r *rand.Rand, style Style, prof Profession) built {
	noun := pick(r, tabaxiNouns)
	tradeNote := ""
	if t, ok := trades[prof]; ok {
		noun = pick(r, t.nouns)
		tradeNote = fmt.Sprintf(" The name is drawn from the work of %s.", t.plural)
	}
	clan := pick(r, tabaxiClanAdjs) + " " + pick(r, tabaxiClanNoun)
	var name string
	switch {
	case style == Common:
		return phraseBuilt(noun, fmt.Sprintf("A short name, as friends call a tabaxi; of the %s clan.%s", clan, tradeNote))
	case style == Unique:
		switch r.IntN(3) {
		case 0:
			name = noun + " on " + pick(r, tabaxiPlaces)
		case 1:
			name = noun + " of " + pick(r, tabaxiPlurals)
		default:
			name = pick(r, tabaxiAdjs) + " " + noun + " " + pick(r, tabaxiAgents)
		}
	default:
		switch r.IntN(3) {
		case 0:
			name = pick(r, tabaxiNumbers) + " " + noun
		case 1:
			name = pick(r, tabaxiAdjs) + " " + noun
		default:
			name = noun + " " + pick(r, tabaxiAgents)
		}
	}
	return phraseBuilt(name, fmt.Sprintf("A tabaxi phrase name, %s for short; of the %s clan.%s", noun, clan, tradeNote))
}

func phraseBuilt(name, meaning string) built { return built{full: name, given: name, meaning: meaning} }
