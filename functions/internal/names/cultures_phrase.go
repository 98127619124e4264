package names

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/lorewright/lorewright/functions/internal/english"
	"github.com/lorewright/lorewright/functions/internal/pick"
)

// Kenku are named for sounds they mimic; tabaxi for a phrase, with a clan.
var (
	kenkuSources = strings.Split("Kettle|Chain|Hinge|Door|Twig|Bell|Coin|Bucket|Shutter|Wagon|Shovel|Gate|Lantern|"+
		"Anchor|Pebble|Bottle|Crate|Spoon|Oar|Rope", "|")
	kenkuGerunds = strings.Split("Rattling|Creaking|Clinking|Slamming|Snapping|Scraping|Tapping|Clanging|Dripping|"+
		"Jingling|Thumping|Whistling|Squeaking|Grinding", "|")
	kenkuDistance = strings.Split("Distant|Muffled|Sudden|Far|Echoing|Hollow|Midnight|Faint", "|")
	kenkuShort    = strings.Split("Clink|Tik|Squeak|Tok|Rasp|Plink|Chirr|Krrk|Fwip|Clack|Ding|Pop|Hiss|Snick|Creak|Tink|"+
		"Chk|Whirr|Drip|Tap|Thunk|Scritch|Bzz|Plip|Klonk|Tsk|Ping|Pok|Crrk|Shff|Skrit|Tunk|Zzt|Kraw|Pip|Toot|Fizz|Clunk|Swish|Bonk", "|")

	tabaxiNumbers = strings.Split("Two|Three|Five|Seven|Nine|Eleven|Hundred|Thousand", "|")
	tabaxiAdjs    = strings.Split("Jade|Left-Handed|Bright|Quiet|Sleepy|Crooked|Red|Silver|Sudden|Laughing|Lonely|Wandering|Velvet", "|")
	tabaxiNouns   = strings.Split("Timber|Shoe|Hummingbird|Thundercloud|Snake|Smoke|Cloud|River|Feather|Lantern|Pebble|Moth|"+
		"Comet|Rain|Bell|Acorn|Kite|Willow|Thorn|Fern|Saffron|Mango", "|")
	// tabaxiShortNames are what friends call a tabaxi (the common style):
	// the nouns of phrase names and many more.
	tabaxiShortNames = append(slices.Clone(tabaxiNouns), strings.Split("Amber|Apple|Aster|Autumn|Badger|Bamboo|Basil|Beetle|"+
		"Berry|Birch|Blossom|Bramble|Breeze|Brook|Candle|Cardamom|Cedar|Cherry|Chestnut|Cinnamon|Clover|Cobweb|Coral|"+
		"Cricket|Crystal|Cypress|Daisy|Dawn|Dew|Drizzle|Dusk|Echo|Fig|Firefly|Flint|Fog|Frost|Ginger|Granite|Grass|Hail|"+
		"Hazel|Heather|Honey|Ivy|Jasmine|Juniper|Kelp|Lark|Leaf|Lemon|Lily|Lotus|Maple|Marble|Meadow|Mist|Moon|Moss|"+
		"Nettle|Nutmeg|Oak|Olive|Orchid|Otter|Owl|Pepper|Petal|Pine|Plum|Pond|Poppy|Puddle|Quill|Rainbow|Raven|Reed|"+
		"Ripple|Robin|Rose|Ruby|Rust|Sage|Sand|Sapphire|Shadow|Shell|Silk|Sky|Slate|Snow|Sparrow|Spider|Spring|Star|"+
		"Stone|Storm|Sugar|Summer|Sunrise|Tansy|Thistle|Thunder|Tide|Tulip|Twilight|Velvet|Violet|Walnut|Wave|Wind|"+
		"Winter|Wren|Yarrow", "|")...)
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
		sound := pick.One(r, t.sounds)
		source, noise, _ := strings.Cut(sound, " ")
		heard := fmt.Sprintf("heard among %s", t.plural)
		switch style {
		case Common:
			short := pick.One(r, kenkuShort)
			switch r.IntN(3) {
			case 0:
				return phraseBuilt(noise, fmt.Sprintf("Short for the %s %s.", strings.ToLower(sound), heard))
			case 1:
				return phraseBuilt(noise+"-"+strings.ToLower(short), fmt.Sprintf("The %s of %s %s, then a %s.",
					strings.ToLower(noise), english.WithArticle(strings.ToLower(source)), heard, quote(strings.ToLower(short))))
			default:
				return phraseBuilt(short+"-"+strings.ToLower(noise), fmt.Sprintf("A %s, then the %s of %s %s.",
					quote(strings.ToLower(short)), strings.ToLower(noise), english.WithArticle(strings.ToLower(source)), heard))
			}
		case Unique:
			far := pick.One(r, kenkuDistance)
			if r.IntN(2) == 0 {
				g := pick.One(r, kenkuGerunds)
				return phraseBuilt(far+" "+g+" "+source, fmt.Sprintf("Mimics the %s sound of %s %s, %s.",
					strings.ToLower(far), english.WithArticle(strings.ToLower(g)), strings.ToLower(source), heard))
			}
			return phraseBuilt(far+" "+sound, fmt.Sprintf("Mimics %s %s, %s.", english.WithArticle(strings.ToLower(far)), strings.ToLower(sound), heard))
		default:
			switch r.IntN(3) {
			case 0:
				return phraseBuilt(sound, fmt.Sprintf("Mimics the %s %s.", strings.ToLower(sound), heard))
			case 1:
				g := pick.One(r, kenkuGerunds)
				return phraseBuilt(g+" "+source, fmt.Sprintf("Mimics the sound of %s %s %s.", english.WithArticle(strings.ToLower(g)), strings.ToLower(source), heard))
			default:
				short := pick.One(r, kenkuShort)
				return phraseBuilt(source+" "+short, fmt.Sprintf("Mimics the %s of %s, %s.", quote(strings.ToLower(short)),
					english.WithArticle(strings.ToLower(source)), heard))
			}
		}
	}
	switch style {
	case Common:
		s := pick.One(r, kenkuShort)
		if r.IntN(2) == 0 {
			return phraseBuilt(s, fmt.Sprintf("The sound %s, mimicked perfectly.", quote(strings.ToLower(s))))
		}
		next := pick.One(r, kenkuShort)
		if next == s {
			return phraseBuilt(s+"-"+strings.ToLower(s), "The same sound, twice over.")
		}
		return phraseBuilt(s+"-"+strings.ToLower(next), fmt.Sprintf("The sounds %s and %s, mimicked one after the other.",
			quote(strings.ToLower(s)), quote(strings.ToLower(next))))
	case Unique:
		far, g, src := pick.One(r, kenkuDistance), pick.One(r, kenkuGerunds), pick.One(r, kenkuSources)
		return phraseBuilt(far+" "+g+" "+src, fmt.Sprintf("Mimics the %s sound of a %s %s.",
			strings.ToLower(far), strings.ToLower(g), strings.ToLower(src)))
	default:
		g, src := pick.One(r, kenkuGerunds), pick.One(r, kenkuSources)
		return phraseBuilt(g+" "+src, fmt.Sprintf("Mimics the sound of a %s %s.", strings.ToLower(g), strings.ToLower(src)))
	}
}

func tabaxiName(r *rand.Rand, style Style, prof Profession) built {
	noun := pick.One(r, tabaxiNouns)
	if style == Common {
		noun = pick.One(r, tabaxiShortNames)
	}
	tradeNote := ""
	// A traditional or unique name takes its word from the trade; a short
	// name, as friends say it, does a third of the time.
	if t, ok := trades[prof]; ok && (style != Common || r.IntN(3) == 0) {
		noun = pick.One(r, t.nouns)
		tradeNote = fmt.Sprintf(" The name is drawn from the work of %s.", t.plural)
	}
	clan := pick.One(r, tabaxiClanAdjs) + " " + pick.One(r, tabaxiClanNoun)
	var name string
	switch {
	case style == Common:
		return phraseBuilt(noun, fmt.Sprintf("A short name, as friends call a tabaxi; of the %s clan.%s", clan, tradeNote))
	case style == Unique:
		switch r.IntN(3) {
		case 0:
			name = noun + " on " + pick.One(r, tabaxiPlaces)
		case 1:
			name = noun + " of " + pick.One(r, tabaxiPlurals)
		default:
			name = pick.One(r, tabaxiAdjs) + " " + noun + " " + pick.One(r, tabaxiAgents)
		}
	default:
		switch r.IntN(3) {
		case 0:
			name = pick.One(r, tabaxiNumbers) + " " + noun
		case 1:
			name = pick.One(r, tabaxiAdjs) + " " + noun
		default:
			name = noun + " " + pick.One(r, tabaxiAgents)
		}
	}
	return phraseBuilt(name, fmt.Sprintf("A tabaxi phrase name, %s for short; of the %s clan.%s", noun, clan, tradeNote))
}

func phraseBuilt(name, meaning string) built { return built{full: name, given: name, meaning: meaning} }
