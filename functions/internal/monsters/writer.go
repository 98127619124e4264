package monsters

import (
	"fmt"
	"hash/fnv"
	"regexp"
	"strings"
	"unicode"

	"github.com/lorewright/lorewright/functions/internal/english"
	"github.com/lorewright/lorewright/functions/internal/srd"
)

// card is what the writer knows while writing one re-skin.
type card struct {
	m       srd.Monster
	orig    string // what the creature is called: "aboleth", "dragon"
	theme   motif
	themeOK bool
	custom  bool   // the theme is the user's own
	word    string // the theme's name word when it is the user's own
	env     setting
	envOK   bool
	envWord string
	mood    mood
	seed    int
}

var nonName = regexp.MustCompile(`[^\p{L}\p{N}' -]+`)

// writeReskin is the built-in re-skin writer: theme, environment and tone
// shape the new name, look, behaviour and lore, and the creature's own
// size, type, movement and actions anchor them. variant picks among the
// phrasings, so cards of one request (and requests) differ.
func writeReskin(m srd.Monster, theme, environment string, tone Tone, variant int) ReskinReply {
	c := card{m: m, orig: ShortName(m), mood: moods[tone]}
	if _, ok := moods[tone]; !ok {
		c.mood = moods[DefaultTone]
	}
	h := fnv.New32a()
	h.Write([]byte(m.Slug + "|" + m.Name))
	c.seed = int(h.Sum32()%1000) + variant
	theme, environment = strings.TrimSpace(theme), strings.TrimSpace(environment)
	if theme != "" {
		c.themeOK = true
		if family, ok := themeFamilies[strings.ToLower(theme)]; ok {
			c.theme = themeMotifs[family]
		} else {
			c.theme, c.word, c.custom = customMotif(theme), nameWord(theme), true
		}
	}
	if environment != "" {
		c.envOK = true
		if key, ok := environmentKeys[strings.ToLower(environment)]; ok {
			c.env = settings[key]
		} else {
			c.env, c.envWord = settings["custom"], nameWord(environment)
		}
	}
	name := c.newName()
	place := ""
	if c.envOK {
		place = strings.ReplaceAll(c.pick(c.env.places, 3), "{env}", environment)
	}
	body := anatomy[srd.BaseType(m.Type)]
	if body[0] == "" {
		body = [2]string{"hide", "eyes"}
	}
	is, has := "is", "has"
	if pluralCoverings[body[0]] {
		is, has = "are", "have"
	}
	fill := strings.NewReplacer("{name}", name, "{orig}", c.orig, "{aorig}", english.Article(c.orig)+" "+c.orig, "{covering}", body[0], "{core}", body[1], "{is}", is, "{has}", has,
		"{move}", moveVerb(m), "{place}", place, "{atheme}", english.Article(theme)+" "+theme, "{theme}", theme, "{env}", environment).Replace
	return ReskinReply{
		NewName:           name,
		VisualDescription: fill(c.look()),
		BehavioralChanges: fill(c.behaviour()),
		LoreAdaptation:    fill(c.lore()),
	}
}

// pick chooses from list by the card's seed; salt keeps choices from
// different lists independent.
func (c card) pick(list []string, salt int) string {
	if len(list) == 0 {
		return ""
	}
	return list[(c.seed+salt)%len(list)]
}

// newName follows the spec's keyword rule (a goblin stays a Goblin, a
// dragon a Dragon, an orc an Orc; other creatures keep their own noun), with
// one word in front: the theme's, else the environment's, else the tone's
// (or the user's own theme, which may be two words). One word keeps names
// readable: "Brass Goblin", not "Twilight Pistonheart Goblin". "Reimagined
// Creature" is left for a monster without a usable name.
func (c card) newName() string {
	noun := nameKeyword(c.m, c.orig)
	if noun == "" {
		return "Reimagined Creature"
	}
	var candidates []string
	switch {
	case c.word != "":
		candidates = []string{c.word + " " + noun}
		if c.envOK {
			candidates = append(candidates, c.envNameWord(noun)+" "+noun)
		}
	case c.themeOK:
		candidates = []string{c.nameWordFor(noun, c.theme.names, 1) + " " + noun}
		if c.envOK {
			candidates = append(candidates, c.envNameWord(noun)+" "+noun)
		} else {
			candidates = append(candidates, c.nameWordFor(noun, c.theme.names, 3)+" "+noun)
		}
	case c.envOK:
		candidates = []string{c.envNameWord(noun) + " " + noun, c.nameWordFor(noun, c.env.names, 3) + " " + noun}
	default:
		candidates = []string{c.nameWordFor(noun, c.mood.names, 4) + " " + noun, c.nameWordFor(noun, c.mood.names, 5) + " " + noun}
	}
	name := candidates[c.seed%len(candidates)]
	if len([]rune(name)) > MaxNewNameChars || strings.EqualFold(name, c.m.Name) {
		name = candidates[0]
	}
	return name
}

// envNameWord is the environment's word for the front of a name: the
// user's own environment, or one of the setting's.
func (c card) envNameWord(noun string) string {
	if c.envWord != "" {
		return c.envWord
	}
	return c.nameWordFor(noun, c.env.names, 2)
}

// nameWordFor picks a word for the front of a name that the noun does not
// already hold ("Carrion" before "Carrion Crawler").
func (c card) nameWordFor(noun string, list []string, salt int) string {
	for i := range list {
		w := c.pick(list, salt+i)
		if !containsFold(strings.Fields(noun), w) {
			return w
		}
	}
	return c.pick(list, salt)
}

// nameKeyword is the noun a new name ends with.
func nameKeyword(m srd.Monster, short string) string {
	for _, w := range strings.FieldsFunc(strings.ToLower(srd.BaseName(m.Name)), isNotLetter) {
		switch w {
		case "goblin", "dragon", "orc":
			return strings.ToUpper(w[:1]) + w[1:]
		}
	}
	words := strings.Fields(nonName.ReplaceAllString(short, " "))
	if len(words) == 0 {
		return ""
	}
	if len(words) > 2 {
		words = words[len(words)-1:]
	}
	for i, w := range words {
		words[i] = strings.ToUpper(w[:1]) + w[1:]
	}
	return strings.Join(words, " ")
}

// nameWord makes a name word of the user's own theme or environment: its
// words up to the first filler ("Pirates of the Sky" gives "Pirate"), two
// at most, capitalised, letters only, a plural the lexicon knows singular.
func nameWord(s string) string {
	var words []string
	for _, w := range strings.Fields(nonName.ReplaceAllString(s, " ")) {
		if themeFillers[strings.ToLower(w)] {
			if len(words) > 0 {
				break
			}
			continue
		}
		if single := lexiconSingular(strings.ToLower(w)); single != "" {
			w = single
		}
		if words = append(words, w); len(words) == 2 {
			break
		}
	}
	for i, w := range words {
		r := []rune(w)
		r[0] = unicode.ToUpper(r[0])
		words[i] = string(r)
	}
	word := strings.Join(words, " ")
	if len([]rune(word)) > 24 {
		word = string([]rune(word)[:24])
	}
	return strings.TrimSpace(word)
}

// moveVerb is how the creature gets about, for the environment's habits.
func moveVerb(m srd.Monster) string {
	switch {
	case m.Speed["swim"] > 0:
		return "swims"
	case m.Speed["fly"] > 0:
		return "glides"
	case m.Speed["burrow"] > 0:
		return "burrows"
	case m.Speed["climb"] > 0:
		return "climbs"
	}
	return "moves"
}

// look, behaviour and lore lead with the theme, else the tone; the tone's
// sentences then pick the other phrasing of the pair, so no idea repeats.
func (c card) look() string {
	clause := c.pick(c.mood.looks, 6)
	if c.themeOK {
		clause = c.pick(c.theme.looks, 6)
	}
	opening := strings.TrimSpace(fmt.Sprintf("%s the {name} keeps the shape of %s %s, but %s.",
		sizePhrases[c.m.Size], english.Article(c.orig), c.orig, clause))
	sentences := []string{english.Capitalise(opening)}
	if c.envOK {
		sentences = append(sentences, c.pick(c.env.looks, 7))
	}
	if c.themeOK || !c.envOK {
		sentences = append(sentences, c.pick(c.toneSentences().lookSentences, 7))
	}
	if power := c.powerSentence(); power != "" {
		sentences = append(sentences, power)
	}
	return strings.Join(sentences, " ")
}

// toneSentences are the tone's sentences in the shade that fits the theme.
func (c card) toneSentences() shade {
	return c.mood.sentences(c.theme.register)
}

func (c card) behaviour() string {
	clause := c.pick(c.mood.habits, 9)
	if c.themeOK {
		clause = c.pick(c.theme.habits, 9)
	}
	var first string
	if actions := actionList(c.m); actions != "" {
		first = fmt.Sprintf("It fights as %s %s does, with its %s, but %s.", english.Article(c.orig), c.orig, actions, clause)
	} else {
		first = fmt.Sprintf("It keeps every ability of %s %s, but %s.", english.Article(c.orig), c.orig, clause)
	}
	sentences := []string{first}
	if c.envOK {
		sentences = append(sentences, c.pick(c.env.habits, 10))
	}
	if c.themeOK || !c.envOK {
		sentences = append(sentences, c.pick(c.toneSentences().habitSentences, 10))
	}
	sentences = append(sentences, statsReminder(c.m))
	return strings.Join(sentences, " ")
}

func (c card) lore() string {
	sentences := []string{c.pick(c.mood.lore, 12)}
	if c.themeOK {
		sentences[0] = c.pick(c.theme.lore, 12)
	}
	if c.envOK {
		sentences = append(sentences, c.pick(c.env.lore, 13))
	}
	if !c.themeOK && !c.envOK {
		sentences = append(sentences, c.pick(c.mood.lore, 13))
	}
	return strings.Join(append(sentences, "Hook: "+c.pick(c.toneSentences().hooks, 14)), " ")
}

var parenthesis = regexp.MustCompile(`\s*\([^)]*\)`)

// elementalDamage finds the damage type a breath weapon deals.
var elementalDamage = regexp.MustCompile(`\b(acid|cold|fire|lightning|necrotic|poison|radiant|thunder) damage\b`)

// breathStuff is what a breath of each damage type is made of.
var breathStuff = map[string]string{
	"acid": "acid", "cold": "frost", "fire": "fire", "lightning": "lightning", "necrotic": "darkness",
	"poison": "poison", "radiant": "light", "thunder": "thunder",
}

// powerSentence says how the creature's breath weapon looks in its new
// skin: a red dragon turned snow-white still breathes fire, as its stat
// block says, and the game master needs to know what that fire looks like
// now. It is empty for a creature without one, or with no theme or
// environment to re-skin it.
func (c card) powerSentence() string {
	clause := ""
	switch {
	case c.themeOK:
		clause = c.theme.power
	case c.envOK:
		clause = c.env.power
	}
	if clause == "" {
		return ""
	}
	for _, a := range c.m.Actions {
		if !strings.Contains(strings.ToLower(a.Name), "breath") {
			continue
		}
		name := strings.TrimSpace(parenthesis.ReplaceAllString(a.Name, ""))
		damage := elementalDamage.FindStringSubmatch(a.Desc)
		stuff := "breath"
		if damage != nil {
			stuff = breathStuff[damage[1]]
		}
		// "Breath Weapons" are several, and not all of them deal damage.
		if strings.HasSuffix(name, "s") {
			return fmt.Sprintf("Its %s work exactly as written, but in this skin %s.", name, strings.ReplaceAll(clause, "{stuff}", stuff))
		}
		// One breath is "it": "Its Fire Breath ... in this skin it comes out blue-white".
		clause = strings.Replace(clause, "the {stuff} ", "it ", 1)
		if damage == nil || containsFold(strings.Fields(name), damage[1]) {
			return fmt.Sprintf("Its %s works exactly as written, but in this skin %s.", name, clause)
		}
		return fmt.Sprintf("Its %s still deals %s damage, exactly as written, but in this skin %s.", name, damage[1], clause)
	}
	return ""
}

// actionList names up to three of the creature's actions: "Tentacle, Tail
// and Enslave".
func actionList(m srd.Monster) string {
	var names []string
	for _, a := range m.Actions {
		name := strings.TrimSpace(parenthesis.ReplaceAllString(a.Name, ""))
		if name == "" || strings.EqualFold(name, "Multiattack") || containsFold(names, name) {
			continue
		}
		if names = append(names, name); len(names) == 3 {
			break
		}
	}
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// statsReminder tells the game master the numbers stay.
func statsReminder(m srd.Monster) string {
	cr := m.ChallengeRating
	if cr == "" {
		cr = srd.CRText(m.CR)
	}
	return fmt.Sprintf("Its statistics are unchanged: AC %d, %d hit points, speed %s, challenge %s (%s XP).",
		m.ArmorClass, m.HitPoints, srd.FormatSpeed(m), cr, thousands(m.XP))
}

func thousands(n int) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

func isNotLetter(r rune) bool { return !unicode.IsLetter(r) }
