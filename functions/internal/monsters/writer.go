package monsters

import (
	"fmt"
	"hash/fnv"
	"regexp"
	"strings"
	"unicode"
)

// card is what the writer knows while writing one re-skin.
type card struct {
	m       Monster
	orig    string // what the creature is called: "aboleth", "dragon"
	theme   motif
	themeOK bool
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
func writeReskin(m Monster, theme, environment string, tone Tone, variant int) ReskinReply {
	c := card{m: m, orig: m.ShortName(), mood: moods[tone]}
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
			c.theme, c.word = themeMotifs["custom"], nameWord(theme)
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
	body := anatomy[BaseType(m.Type)]
	if body[0] == "" {
		body = [2]string{"hide", "eyes"}
	}
	is, has := "is", "has"
	if pluralCoverings[body[0]] {
		is, has = "are", "have"
	}
	fill := strings.NewReplacer("{name}", name, "{orig}", c.orig, "{covering}", body[0], "{core}", body[1], "{is}", is, "{has}", has,
		"{move}", moveVerb(m), "{place}", place, "{atheme}", articleFor(theme)+" "+theme, "{theme}", theme, "{env}", environment).Replace
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
// a word from the theme, the environment or the tone in front. "Reimagined
// Creature" is left for a monster without a usable name.
func (c card) newName() string {
	noun := nameKeyword(c.m, c.orig)
	if noun == "" {
		return "Reimagined Creature"
	}
	themeWord := c.word
	if themeWord == "" && c.themeOK {
		themeWord = c.nameWordFor(noun, c.theme.names, 1)
	}
	envWord := c.envWord
	if envWord == "" && c.envOK {
		envWord = c.nameWordFor(noun, c.env.names, 2)
	}
	toneWord := c.nameWordFor(noun, c.mood.names, 4)
	var candidates []string
	switch {
	case themeWord != "" && envWord != "":
		candidates = []string{themeWord + " " + noun, toneWord + " " + themeWord + " " + noun, envWord + " " + noun}
	case themeWord != "":
		candidates = []string{themeWord + " " + noun, toneWord + " " + themeWord + " " + noun}
	case envWord != "":
		candidates = []string{envWord + " " + noun, toneWord + " " + envWord + " " + noun}
	default:
		candidates = []string{toneWord + " " + noun, c.nameWordFor(noun, c.mood.names, 5) + " " + noun}
	}
	name := candidates[c.seed%len(candidates)]
	if len([]rune(name)) > MaxNewNameChars || strings.EqualFold(name, c.m.Name) {
		name = candidates[0]
	}
	return name
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
func nameKeyword(m Monster, short string) string {
	for _, w := range lookupWords(baseName(m.Name)) {
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
// first two words, capitalised, letters only.
func nameWord(s string) string {
	words := strings.Fields(nonName.ReplaceAllString(s, " "))
	if len(words) > 2 {
		words = words[:2]
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
func moveVerb(m Monster) string {
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
		sizePhrases[c.m.Size], articleFor(c.orig), c.orig, clause))
	sentences := []string{capitaliseFirst(opening)}
	if c.envOK {
		sentences = append(sentences, c.pick(c.env.looks, 7))
	}
	if c.themeOK || !c.envOK {
		sentences = append(sentences, c.pick(c.mood.lookSentences, 7))
	}
	return strings.Join(sentences, " ")
}

func (c card) behaviour() string {
	clause := c.pick(c.mood.habits, 9)
	if c.themeOK {
		clause = c.pick(c.theme.habits, 9)
	}
	var first string
	if actions := actionList(c.m); actions != "" {
		first = fmt.Sprintf("It fights as %s %s does, with its %s, but %s.", articleFor(c.orig), c.orig, actions, clause)
	} else {
		first = fmt.Sprintf("It keeps every ability of %s %s, but %s.", articleFor(c.orig), c.orig, clause)
	}
	sentences := []string{first}
	if c.envOK {
		sentences = append(sentences, c.pick(c.env.habits, 10))
	}
	if c.themeOK || !c.envOK {
		sentences = append(sentences, c.pick(c.mood.habitSentences, 10))
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
	return strings.Join(append(sentences, "Hook: "+c.pick(c.mood.hooks, 14)), " ")
}

var parenthesis = regexp.MustCompile(`\s*\([^)]*\)`)

// actionList names up to three of the creature's actions: "Tentacle, Tail
// and Enslave".
func actionList(m Monster) string {
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
func statsReminder(m Monster) string {
	cr := m.ChallengeRating
	if cr == "" {
		cr = CRText(m.CR)
	}
	return fmt.Sprintf("Its statistics are unchanged: AC %d, %d hit points, speed %s, challenge %s (%s XP).",
		m.ArmorClass, m.HitPoints, FormatSpeed(m), cr, thousands(m.XP))
}

func thousands(n int) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

func capitaliseFirst(s string) string {
	r := []rune(s)
	if len(r) > 0 {
		r[0] = unicode.ToUpper(r[0])
	}
	return string(r)
}
