package monsters

import (
	"regexp"
	"strings"

	"github.com/lorewright/lorewright/functions/internal/english"
)

// wordMotifs give a theme of the user's own concrete images, one word (or
// two) at a time: "clockwork carnival" takes the clockwork's look and the
// carnival's habits. Every text holds {word}, the word as the user wrote
// it ({aword} with "a" or "an"), so the user's theme shows in what the
// writer says.
var wordMotifs = map[string]motif{
	"carnival": {
		looks:  []string{"it is dressed like {aword} act, in faded stripes, sequins and a painted grin"},
		habits: []string{"it turns every fight into {aword} show, with feints, flourishes and a bow to the crowd"},
		lore:   []string{"The {name} ran away from a traveling {word}, and the {word} has been hunting for it ever since."},
	},
	"pirate": {
		looks:  []string{"it wears a battered {word} tricorn and a gold earring, and tattoos of sinking ships cover its {covering}"},
		habits: []string{"it fights like {aword}: dirty, fast and always with one eye on the loot"},
		lore:   []string{"The {name} sailed with {aword} crew once, and it still guards their share of the buried treasure."},
	},
	"neon": {
		looks:  []string{"{word} lights glow in lines along its {covering}, and cables trail from its spine"},
		habits: []string{"it strikes from the dark between the {word} signs, where the glare blinds its prey"},
		lore:   []string{"A syndicate of the {word}-lit streets built the {name} from a captured {orig}, and wants its property back."},
	},
	"noir": {
		looks:  []string{"it wears a rain-soaked coat and a hat pulled low, like a heavy out of {aword} story"},
		habits: []string{"it works like {aword} villain: in the shadows, for a price, and double-crossing anyone who pays less"},
		lore:   []string{"In the rain-slick streets of {aword} city, the {name} is the one name every informant refuses to say."},
	},
	"wild west": {
		looks:  []string{"a dusty long coat, spurs and a wide-brimmed hat make it look like an outlaw of the {word}"},
		habits: []string{"it hunts like an outlaw of the {word}: it picks the ground, waits for noon and never fights fair"},
		lore:   []string{"Posters across the {word} offer a bounty on the {name}, and the reward doubles every year nobody claims it."},
	},
	"samurai": {
		looks:  []string{"lacquered {word} armor plates are laced over its {covering}, and a tattered banner rises from its back"},
		habits: []string{"it duels by a strict {word} code, bowing to each foe before it strikes"},
		lore:   []string{"The {name} serves a fallen {word} lord whose honor it has sworn to restore."},
	},
	"viking": {
		looks:  []string{"iron rings are braided into its {covering}, and {word} runes are cut across its shield"},
		habits: []string{"it fights like {aword} berserker, howling and heedless of its wounds"},
		lore:   []string{"The {word} skalds sing of the {name} as the beast that waits at the edge of the world."},
	},
	"candy": {
		looks:  []string{"its {covering} {is} glazed like {word}, and it smells of sugar and burnt caramel"},
		habits: []string{"it lures its prey with trails of {word} and strikes while they are busy eating"},
		lore:   []string{"The {name} escaped from a witch's kitchen, and it leaves {word} wrappers wherever it has fed."},
	},
	"toy": {
		looks:  []string{"it moves with the jerky grace of a wind-up {word}, all stitched seams and painted smiles"},
		habits: []string{"it freezes mid-step whenever it is watched, like {aword} left on a shelf"},
		lore:   []string{"The {name} was a child's {word} once, and it is still looking for the child."},
	},
	"insect": {
		looks:  []string{"chitinous {word} plates overlap across its {covering}, and its {core} are faceted like a fly's"},
		habits: []string{"it fights with the cold efficiency of {aword} hive, and it is never alone for long"},
		lore:   []string{"The {name} is the champion of {aword} hive that has been growing under the hills for a generation."},
	},
	"bone": {
		looks:    []string{"bare {word} shows through its {covering}, polished and carved with tally marks"},
		habits:   []string{"it rattles its {word} charms before it strikes, and takes a new one from every kill"},
		lore:     []string{"The {name} crawled out of {aword} pit older than the kingdom, and it remembers who filled it."},
		register: grim,
	},
	"mirror": {
		looks:  []string{"its {covering} {is} smooth as {aword} and reflects everyone around it, a little wrong"},
		habits: []string{"it hides in reflections and steps out of {aword} to strike"},
		lore:   []string{"The {name} was trapped in {aword} for a century, and someone has just broken the glass."},
	},
	"dream": {
		looks:  []string{"its outline blurs like a half-remembered {word}, and its {core} are the color of deep sleep"},
		habits: []string{"it hunts those who sleep, and the wounds it deals in {aword} are still there at dawn"},
		lore:   []string{"The {name} crossed over from {aword} that someone had too often, and it cannot find its way back."},
	},
	"moon": {
		looks:  []string{"silver {word}light pools on its {covering}, even under a clouded sky"},
		habits: []string{"it grows bolder as the {word} waxes and hunts hardest when it is full"},
		lore:   []string{"The {name} is said to have fallen from the {word}, and on clear nights it calls up to be taken back."},
	},
	"sun": {
		looks:    []string{"{word}-gold heat shimmers on its {covering}, too bright to look at for long"},
		habits:   []string{"it hunts at high noon, with the {word} at its back and in its prey's eyes"},
		lore:     []string{"Priests of the {word} call the {name} a servant that strayed, and want it brought home."},
		register: bright,
	},
	"winter": {
		looks:  []string{"hoarfrost feathers its {covering}, and a bitter {word} wind follows it indoors"},
		habits: []string{"it sleeps until the first {word} storm and then hunts until the thaw"},
		lore:   []string{"The {name} is {word}'s own hound, loosed on the world with the first frost."},
	},
	"harvest": {
		looks:  []string{"straw, dried corn husks and {word} ribbons are tangled in its {covering}"},
		habits: []string{"it stalks the fields at {word} time and takes a tithe from every farm"},
		lore:   []string{"Farmers leave the last sheaf of the {word} uncut for the {name}, and no one skips the custom twice."},
	},
	"royal": {
		looks:  []string{"it wears a tarnished {word} crest and carries itself like the heir to a throne"},
		habits: []string{"it expects to be bowed to, and saves its fury for those who refuse {word} courtesy"},
		lore:   []string{"The {name} guards {aword} bloodline that has forgotten it exists."},
	},
	"paper": {
		looks:  []string{"its {covering} {is} folded {word}, crisp at every edge and inked with tiny script"},
		habits: []string{"it slips through gaps as thin as a sheet of {word} and strikes from the margins"},
		lore:   []string{"The {name} was folded from {aword} spell scroll, and it has been unfolding itself ever since."},
	},
	"blood": {
		looks:    []string{"its {covering} {is} stained dark with old {word}, and it never quite dries"},
		habits:   []string{"it can smell {word} a mile off and follows any wounded creature to the end"},
		lore:     []string{"The {name} was made in {aword} rite, and the coven that made it still feeds it."},
		register: grim,
	},
}

// wordAliases send other words to a word the writer knows.
var wordAliases = map[string]string{
	"circus": "carnival", "festival": "carnival", "fairground": "carnival", "buccaneer": "pirate", "corsair": "pirate",
	"gangster": "noir", "frontier": "wild west", "norse": "viking", "doll": "toy", "puppet": "toy", "clockwork toy": "toy",
	"bug": "insect", "insectoid": "insect", "looking glass": "mirror", "nightmare": "dream", "autumn": "harvest", "regal": "royal",
}

// themeFillers are words of a theme that say nothing about it.
var themeFillers = map[string]bool{
	"a": true, "an": true, "the": true, "of": true, "and": true, "with": true, "in": true, "style": true,
	"styled": true, "theme": true, "themed": true, "inspired": true, "setting": true, "world": true, "version": true,
}

var themeWordPattern = regexp.MustCompile(`[\p{L}\p{N}'-]+`)

// customMotif is the motif of a theme the writer does not know as a whole:
// its known words lend their images (the first word the look, the second
// the habits, the last the lore), a word naming a theme family lends that
// family's; while any word stays unknown to the lexicon, the lore names the
// whole theme, so no word of it is lost.
func customMotif(theme string) motif {
	words := themeWordPattern.FindAllString(strings.ToLower(theme), -1)
	var known []motif
	unknown := false
	for i := 0; i < len(words); i++ {
		if themeFillers[words[i]] {
			continue
		}
		// A two-word key first: "wild west", "looking glass".
		if i+1 < len(words) {
			if m, ok := wordMotif(words[i]+" "+words[i+1], words[i]+" "+words[i+1]); ok {
				known = append(known, m)
				i++
				continue
			}
		}
		if m, ok := wordMotif(words[i], words[i]); ok {
			known = append(known, m)
			continue
		}
		if single := lexiconSingular(words[i]); single != "" {
			m, _ := wordMotif(single, single)
			known = append(known, m)
			continue
		}
		unknown = true
		if family, ok := themeFamilies[words[i]]; ok {
			known = append(known, themeMotifs[family])
		}
	}
	custom := themeMotifs["custom"]
	if len(known) == 0 {
		return custom
	}
	out := motif{looks: known[0].looks, habits: known[min(1, len(known)-1)].habits, lore: known[len(known)-1].lore,
		power: known[0].power}
	for _, m := range known {
		if out.register == neutral {
			out.register = m.register
		}
	}
	if out.power == "" {
		out.power = custom.power
	}
	if unknown {
		out.lore = custom.lore
	}
	return out
}

// wordMotif is the lexicon's motif for key, its texts holding written.
func wordMotif(key, written string) (motif, bool) {
	if alias, ok := wordAliases[key]; ok {
		key = alias
	}
	m, ok := wordMotifs[key]
	if !ok {
		return motif{}, false
	}
	fill := strings.NewReplacer("{aword}", english.Article(written)+" "+written, "{word}", written).Replace
	out := motif{register: m.register}
	for _, list := range []struct {
		from []string
		to   *[]string
	}{{m.looks, &out.looks}, {m.habits, &out.habits}, {m.lore, &out.lore}} {
		for _, text := range list.from {
			*list.to = append(*list.to, fill(text))
		}
	}
	return out, true
}

// lexiconSingular is the lexicon's word for a simple plural ("pirates" ->
// "pirate"), or "".
func lexiconSingular(word string) string {
	single := strings.TrimSuffix(word, "s")
	if single == word {
		return ""
	}
	if _, ok := wordMotifs[single]; ok {
		return single
	}
	if _, ok := wordAliases[single]; ok {
		return single
	}
	return ""
}
