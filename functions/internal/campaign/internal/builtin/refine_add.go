package builtin

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"

	"github.com/lorewright/lorewright/functions/internal/campaign/internal/types"
	"github.com/lorewright/lorewright/functions/internal/english"
	"github.com/lorewright/lorewright/functions/internal/pick"
	"github.com/lorewright/lorewright/functions/internal/srd"
)

// addNPC adds a person fitting the campaign's setting and tone: the name,
// role and purpose the request gives, the rest from the built-in tables.
func addNPC(c *types.Campaign, desc string, rng *rand.Rand) string {
	p := c.Parameters.WithDefaults()
	b := &builder{rng: rng, p: p, setting: settingFor(p.Setting), tone: tones[p.Tone], slots: map[string]string{}, used: map[string]bool{}}
	var existing []string
	for _, n := range c.NPCs {
		b.used[n.Name] = true
		existing = append(existing, n.Personality, n.Description)
	}
	b.avoid = strings.Join(existing, "\n")
	race, name := b.person("")
	if n := requestedName(desc); n != "" {
		name = n
	}
	role := pick.One(rng, b.setting.Allies)
	motivation := pick.One(rng, extraMotivations)
	w := npcWord.FindString(desc)
	switch m := whoIs.FindStringSubmatch(desc); {
	case w != "" && !genericNPC.MatchString(w):
		role = strings.ToLower(w)
	case m != nil && len(strings.Fields(m[1])) <= 4:
		// "an NPC who is a retired pirate": that is who they are.
		role = strings.ToLower(strings.TrimSpace(m[1]))
	}
	if m := whoClause.FindStringSubmatch(desc); m != nil && !strings.EqualFold(role, strings.TrimSpace(whoIsRest(m[1]))) {
		motivation = english.Capitalise(strings.TrimSpace(m[1])) + "."
	}
	if len(c.Locations) > 0 {
		b.setSlot("hub", inProse(c.Locations[0].Name))
	} else {
		b.setSlot("hub", "town")
	}
	npc := types.NPC{ID: types.NextID("npc", c.NPCs, func(n types.NPC) string { return n.ID }), Name: name, Race: english.Capitalise(race),
		Role: english.Capitalise(role), Personality: b.personality(b.tone.Traits), Motivation: b.fill(motivation), Description: b.look(race)}
	c.NPCs = append(c.NPCs, npc)
	return fmt.Sprintf("Added an NPC: %s, %s (%s).", npc.Name, strings.ToLower(npc.Role), strings.ToLower(npc.Race))
}

// whoIs reads "who is a retired pirate".
var whoIs = regexp.MustCompile(`(?i)\bwho (?:is|was) (?:an?|the) ([^.,;!?]+)`)

// whoIsRest is what follows "is a" in a who-clause ("is a retired pirate"
// gives "retired pirate").
func whoIsRest(clause string) string {
	if m := regexp.MustCompile(`(?i)^(?:is|was) (?:an?|the) (.+)$`).FindStringSubmatch(strings.TrimSpace(clause)); m != nil {
		return m[1]
	}
	return ""
}

var extraMotivations = []string{
	"Wants to repay an old debt to someone the party has already met.",
	"Wants a fair share of whatever the party find, and says so openly.",
	"Wants to leave {hub} and start over somewhere new, and needs money to do it.",
	"Wants revenge on whoever is behind the trouble, and will help the party get it.",
	"Wants to be taken seriously, and will take risks to prove themself.",
}

// addLocation adds a place. A request that describes the place ("a
// smugglers' tavern by the river") gets that place, of that kind, with a
// name that fits it; a bare one ("add a tavern", "add a location") gets a
// place from the setting's tables the campaign does not have yet (of that
// kind when there is one; a lair for a final confrontation). A name after
// "named" or "called" and a "where ..." clause are kept.
func addLocation(c *types.Campaign, desc string, rng *rand.Rand) string {
	p := c.Parameters.WithDefaults()
	s := settingFor(p.Setting)
	req := placeRequestOf(desc)
	taken := func(name string) bool {
		return slices.ContainsFunc(c.Locations, func(l types.Location) bool { return strings.EqualFold(l.Name, name) })
	}
	pools := [][]place{slices.Concat(s.Sites, s.Lairs, s.Hubs)}
	if climaxPurpose.MatchString(req.purpose) {
		pools = append([][]place{s.Lairs}, pools...)
	}
	var pl place
	found := false
	if !req.described {
		for _, pool := range pools {
			var options []place
			for _, candidate := range pool {
				if !taken(candidate.Name) && (req.kind == "" || strings.Contains(strings.ToLower(candidate.Type+" "+candidate.Name), req.kind)) {
					options = append(options, candidate)
				}
			}
			if len(options) > 0 {
				pl, found = pick.One(rng, options), true
				break
			}
		}
	}
	if !found {
		kind := req.kind
		if kind == "" {
			kind = "place"
		}
		pl = place{Name: placeName(kind, desc, rng, taken), Type: kind, Desc: english.Capitalise(req.phrase) + ". " + placeDetail(kind)}
		if req.phrase == "" {
			pl.Desc = english.Capitalise(english.WithArticle(kind)) + " added at the game master's request. " + placeDetail(kind)
		}
	}
	if n := requestedName(desc); n != "" {
		pl.Name = n
	}
	region := "the region"
	if p.Setting == types.SettingCustom {
		region = p.CustomSetting
	}
	description := expand(pl.Desc, map[string]string{"region": region, "Region": english.Capitalise(region)}, nil)
	if found && req.purpose != "" {
		description = english.AppendSentence(description, "Set aside "+req.purpose+".")
	}
	if m := whereClause.FindStringSubmatch(desc); m != nil && !strings.Contains(strings.ToLower(description), strings.ToLower(strings.TrimSpace(m[1]))) {
		description = english.AppendSentence(description, english.Capitalise(strings.TrimSpace(m[1]))+".")
	}
	loc := types.Location{ID: types.NextID("loc", c.Locations, func(l types.Location) string { return l.ID }), Name: pl.Name, Type: pl.Type, Description: description}
	c.Locations = append(c.Locations, loc)
	return fmt.Sprintf("Added a location: %s (%s).", loc.Name, loc.Type)
}

// placeRequest is what a request says about the place it wants.
type placeRequest struct {
	// kind is the place's noun ("tavern", "lighthouse"); empty for "a location".
	kind string
	// phrase is the place as asked for, without its name or a clause that
	// starts with where/that/which: "a smugglers' tavern by the river".
	phrase string
	// described: the phrase says more than its kind ("smugglers'", "by the river").
	described bool
	// purpose is a "for ..." that follows a bare location ("for the final confrontation").
	purpose string
}

var (
	genericPlacePrefix = regexp.MustCompile(`(?i)^(?:(?:an?|another|one more|some)\s+)?(?:new\s+|more\s+)?(?:locations?|places?|areas?|sites?)\b\s*[:,\-\x{2013}\x{2014}]?\s*`)
	articlePrefix      = regexp.MustCompile(`(?i)^(?:an?|another|one more|the|some)\s+(?:new\s+)?`)
	placeClauseStart   = regexp.MustCompile(`(?i)\s+(?:named|called|where|that|which|who|whose)\b`)
	placeHeadEnd       = regexp.MustCompile(`(?i)(?:^|\s+)(?:by|near|in|on|at|beside|under|beneath|behind|outside|inside|with|for|of|run|owned|full|next|across|above|below|along|off)\b`)
	climaxPurpose      = regexp.MustCompile(`(?i)\b(final|climax|showdown|confrontation|last stand|boss|lair)\b`)
)

// placeRequestOf reads a request to add a place: "Add a location: a
// smugglers' tavern by the river" is a tavern; "add a location for the
// final confrontation" a bare location with a purpose.
func placeRequestOf(desc string) placeRequest {
	var r placeRequest
	rest := desc
	if loc := addVerb.FindStringIndex(desc); loc != nil {
		rest = desc[loc[1]:]
	}
	rest = strings.TrimSpace(strings.TrimRight(strings.TrimSpace(rest), ".!?"))
	if loc := placeClauseStart.FindStringIndex(rest); loc != nil {
		rest = rest[:loc[0]]
	}
	rest = strings.TrimSpace(genericPlacePrefix.ReplaceAllString(rest, ""))
	head := rest
	if loc := placeHeadEnd.FindStringIndex(rest); loc != nil {
		head = rest[:loc[0]]
	}
	head = strings.TrimSpace(articlePrefix.ReplaceAllString(head, ""))
	if head == "" {
		r.purpose = strings.TrimSpace(rest)
		return r
	}
	words := strings.Fields(head)
	r.kind = strings.ToLower(strings.Trim(words[len(words)-1], "'\u2019\",;:"))
	r.phrase = rest
	if articlePrefix.FindString(rest) == "" {
		r.phrase = english.WithArticle(rest)
	}
	r.described = len(words) > 1 || head != strings.TrimSpace(articlePrefix.ReplaceAllString(rest, ""))
	return r
}

// Names for a place made to a request: a tavern is "The {adjective}
// {noun}", anything else "The {adjective} {Kind}", with words that fit what
// the request says about it (by a river, smugglers', haunted).
var (
	placeNounCues = []struct {
		cue   *regexp.Regexp
		nouns []string
	}{
		{regexp.MustCompile(`(?i)\b(rivers?|streams?|ford|ferry|bridge|canal|riverside|creek|mill)\b`), []string{"Eel", "Ferryman", "Heron", "Otter", "Pike", "Drowned Oar"}},
		{regexp.MustCompile(`(?i)\b(sea|harbou?r|port|docks?|coast|beach|shore|wharf|pier)\b`), []string{"Anchor", "Gull", "Kraken", "Salt Barrel", "Mermaid"}},
		{regexp.MustCompile(`(?i)\b(forest|woods?|grove|glade|thicket)\b`), []string{"Stag", "Acorn", "Owl", "Green Man"}},
		{regexp.MustCompile(`(?i)\b(mountains?|mine|cliffs?|peak|pass|quarry)\b`), []string{"Anvil", "Goat", "Pickaxe", "Rockfall"}},
	}
	placeAdjectiveCues = []struct {
		cue        *regexp.Regexp
		adjectives []string
	}{
		{regexp.MustCompile(`(?i)\b(smuggl\w*|thie\w*|pirat\w*|outlaws?|criminals?|shady|secret|hidden|black market)\b`), []string{"Crooked", "Quiet", "Blind", "One-Eyed", "Muffled", "Sly"}},
		{regexp.MustCompile(`(?i)\b(haunt\w*|curse\w*|ghost\w*|abandoned|ruined|forgotten)\b`), []string{"Hollow", "Weeping", "Silent", "Gray", "Forsaken"}},
	}
	tavernKinds      = map[string]bool{"tavern": true, "inn": true, "pub": true, "alehouse": true, "taproom": true, "bar": true}
	tavernAdjectives = []string{"Merry", "Golden", "Wandering", "Tipsy", "Laughing", "Red"}
	tavernNouns      = []string{"Lantern", "Barrel", "Boar", "Crown", "Kettle", "Fox"}
	placeAdjectives  = []string{"Old", "Gray", "High", "Lonely", "Broken", "Hidden"}
)

// placeName makes a name for a place of the kind, fitting the request and
// not yet taken.
func placeName(kind, desc string, rng *rand.Rand, taken func(string) bool) string {
	tavern := tavernKinds[kind]
	adjectives, nouns := tavernAdjectives, tavernNouns
	if !tavern {
		adjectives = placeAdjectives
	}
	for _, c := range placeAdjectiveCues {
		if c.cue.MatchString(desc) {
			adjectives = c.adjectives
			break
		}
	}
	nounCue := false
	for _, c := range placeNounCues {
		if c.cue.MatchString(desc) {
			nouns, nounCue = c.nouns, true
			break
		}
	}
	var name string
	for range 20 {
		switch {
		case tavern:
			name = "The " + pick.One(rng, adjectives) + " " + pick.One(rng, nouns)
		case nounCue && rng.IntN(2) == 0:
			name = "The " + pick.One(rng, nouns) + " " + english.TitleCase(kind, 3)
		default:
			name = "The " + pick.One(rng, adjectives) + " " + english.TitleCase(kind, 3)
		}
		if !taken(name) {
			break
		}
	}
	return name
}

// placeDetail is a sentence to play a new place of the kind by.
func placeDetail(kind string) string {
	is := func(kinds string) bool { return slices.Contains(strings.Fields(kinds), kind) }
	switch {
	case tavernKinds[kind]:
		return "The common room is loud enough to cover any conversation, and the keeper never asks a name twice."
	case is("temple shrine chapel church abbey monastery"):
		return "Candles gutter before a worn altar, and the keeper remembers every face that comes to pray."
	case is("tower lighthouse keep fortress castle fort"):
		return "Its upper windows see for miles, and someone has been keeping a lamp lit at night."
	case is("market shop bazaar"):
		return "Anything can be bought here for a price, including news of who bought what yesterday."
	default:
		return "Describe it as the party first see it: what they hear, what they smell, and who is already there."
	}
}

// requestedName is the name after "named" or "called", up to a joining
// word, capitalised.
func requestedName(desc string) string {
	m := namedAs.FindStringSubmatch(desc)
	if m == nil {
		return ""
	}
	var words []string
	for _, w := range strings.Fields(m[1]) {
		if stopWord[strings.ToLower(w)] || len(words) == 4 {
			break
		}
		words = append(words, english.Capitalise(w))
	}
	return strings.Join(words, " ")
}

// A suggestion is a next request and the kind of change it asks for.
type suggestion struct{ kind, text string }

// Kinds of refinement, for suggestions: what was just done is not
// suggested again.
const (
	doneHarder   = "harder"
	doneEasier   = "easier"
	doneNPC      = "npc"
	doneLocation = "location"
	doneRename   = "rename"
	doneNote     = "note"
)

var (
	npcIdeas = []string{
		"Add an NPC who knows more than they admit",
		"Add an NPC: a rival adventurer after the same prize",
		"Add an NPC: a merchant who sells what the party will need",
		"Add an NPC: a witness who saw something they should not have",
		"Add an NPC: a guide who knows a secret way in",
	}
	locationIdeas = []string{
		"Add a location for the final confrontation",
		"Add a location: a roadside inn where rumors travel",
		"Add a location: a hidden shrine where the party can rest",
		"Add a location: a smugglers' hideout by the water",
	}
)

// suggestionsFor offers three next requests the campaign can take, drawn
// from its state: its weakest fight to make harder, a deadly one to ease,
// the whole campaign's difficulty, an NPC or a location while there are
// few, a name to make one's own. A request of the kind just done is left
// out, and no two suggestions are of one kind.
func suggestionsFor(c types.Campaign, done string, rng *rand.Rand) []string {
	var options []suggestion
	main := c.MainEncounters()
	var weakest *types.Encounter
	for i := range main {
		e := &main[i]
		if e.Rating == nil {
			continue
		}
		rank := slices.Index(srd.Difficulties, e.Rating.Difficulty)
		if e.Rating.Difficulty == "deadly" && i < len(main)-1 {
			options = append(options, suggestion{doneEasier, fmt.Sprintf("Make encounter %d easier", e.Order)})
		}
		if rank < slices.Index(srd.Difficulties, srd.Hard) && (weakest == nil || e.Rating.AdjustedXP < weakest.Rating.AdjustedXP) {
			weakest = e
		}
	}
	if weakest != nil {
		options = append(options, suggestion{doneHarder, fmt.Sprintf("Make encounter %d harder", weakest.Order)})
	}
	switch c.DifficultyRating {
	case types.DifficultyHard:
		options = append(options, suggestion{doneEasier, "Make the whole campaign easier"})
	default:
		options = append(options, suggestion{doneHarder, "Make the whole campaign harder"})
	}
	if len(c.NPCs) < 7 {
		options = append(options, suggestion{doneNPC, pick.One(rng, npcIdeas)})
	}
	if len(c.Locations) < 7 {
		options = append(options, suggestion{doneLocation, pick.One(rng, locationIdeas)})
	}
	var names []string
	for _, n := range c.NPCs {
		names = append(names, n.Name)
	}
	for _, l := range c.Locations {
		names = append(names, l.Name)
	}
	if len(names) > 0 {
		options = append(options, suggestion{doneRename, fmt.Sprintf("Rename %s to a name of your own", pick.One(rng, names))})
	}
	rng.Shuffle(len(options), func(i, j int) { options[i], options[j] = options[j], options[i] })
	var out []string
	used := map[string]bool{done: true}
	for _, o := range options {
		if !used[o.kind] && len(out) < 3 {
			used[o.kind] = true
			out = append(out, o.text)
		}
	}
	return out
}
