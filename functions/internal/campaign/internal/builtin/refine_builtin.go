package builtin

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/lorewright/lorewright/functions/internal/campaign/internal/creatures"
	"github.com/lorewright/lorewright/functions/internal/campaign/internal/rating"
	"github.com/lorewright/lorewright/functions/internal/campaign/internal/types"
	"github.com/lorewright/lorewright/functions/internal/english"
	"github.com/lorewright/lorewright/functions/internal/srd"
)

// The built-in refinement understands a few requests: the spec's three
// (rename X to Y everywhere, add a location, otherwise a note on the first
// encounter) and two more (make encounter N, or the whole campaign, harder
// or easier; add an NPC).

var (
	harderWords = regexp.MustCompile(`(?i)\b(harder|tougher|more difficult|more challenging|more dangerous|deadlier|more deadly|scarier|more intense)\b`)
	easierWords = regexp.MustCompile(`(?i)\b(easier|less difficult|less challenging|less dangerous|less deadly|simpler|gentler|more forgiving)\b`)
	numberedRef = regexp.MustCompile(`(?i)\b(?:encounter|fight|battle|scene|combat)\s*(?:#|no\.?\s*|number\s*)?(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\b`)
	ordinalRef  = regexp.MustCompile(`(?i)\b(first|second|third|fourth|fifth|sixth|seventh|last|final)\s+(?:encounter|fight|battle|scene|combat)\b`)
	climaxRef   = regexp.MustCompile(`(?i)\b(climax|boss fight|final battle|finale|showdown)\b`)
	addVerb     = regexp.MustCompile(`(?i)\b(add|introduce|include|create|insert|put in|give (?:me|us|them|the party)|(?:i|we) (?:want|need|would like)|there should be)\b`)
	npcWord     = regexp.MustCompile(`(?i)\b(npcs?|non-player characters?|characters?|person|people|ally|companion|villain|rival|merchant|innkeeper|guide|informant|noble|priest|guard|shopkeeper|blacksmith|wizard|sage|spy|mentor|henchman|lieutenant|keeper|bard|hermit|witness|quest giver|captain|healer|thief|smuggler)\b`)
	genericNPC  = regexp.MustCompile(`(?i)^(npcs?|non-player characters?|characters?|person|people)$`)
	explicitNPC = regexp.MustCompile(`(?i)\b(npcs?|non-player characters?)\b`)
	placeWord   = regexp.MustCompile(`(?i)\b(locations?|places?|area|site|tavern|inn|temple|shrine|shop|market|ruins?|dungeon|cave|cavern|tower|castle|keep|fortress|forest|woods?|camp|village|town|library|lair|crypt|tomb|mine|harbou?r|port|island|bridge|manor|garden|swamp|marsh|valley|mountain|room|hideout|vault|lighthouse|mill|farm|chapel|church|abbey|monastery|bazaar|arena|barracks|prison|jail|palace|estate|wharf|pier|warehouse|sewers?|catacombs|graveyard|cemetery|glade|grove|lake|pub|alehouse|observatory|academy|theat(?:re|er)|bathhouse|stables|brewery|smithy|outpost|fort|ship|docks?)\b`)
	namedAs     = regexp.MustCompile(`(?i)\b(?:named|called)\s+["“'‘]?([^"”'’,.;!?]+)`)
	whoClause   = regexp.MustCompile(`(?i)\b(?:who|that|which|whose)\s+([^.!?]+)`)
	whereClause = regexp.MustCompile(`(?i)\b(?:where|that|which)\s+([^.!?]+)`)
	renameForms = []*regexp.Regexp{
		regexp.MustCompile(`(?i)\brename\s+(.+?)\s+(?:to|as|into)\s+(.+)`),
		regexp.MustCompile(`(?i)\bchange\s+(?:the\s+name\s+of\s+)?(.+?)\s+(?:to|into)\s+(.+)`),
		regexp.MustCompile(`(?i)\breplace\s+(.+?)\s+with\s+(.+)`),
	}
	titleRef = regexp.MustCompile(`(?i)^(?:the\s+)?(?:campaign\s+|adventure\s+)?(?:title|name of the (?:campaign|adventure))$`)
	stopWord = map[string]bool{"who": true, "that": true, "which": true, "with": true, "and": true, "to": true, "in": true,
		"at": true, "for": true, "from": true, "near": true, "as": true, "but": true, "because": true, "so": true, "where": true}
)

// Refine applies the request without a model. Success is false only
// when the request names an encounter the campaign does not have. The
// result has no Diff.
func Refine(req types.RefineRequest, seed uint64, now time.Time) types.RefineResult {
	prev := req.Campaign
	c := prev.Clone()
	rng := rand.New(rand.NewPCG(seed, seed^0x2545f4914f6cdd1d))
	desc := strings.TrimSpace(req.Description)
	var changes []string
	success := true
	done := doneNote
	switch {
	case harderWords.MatchString(desc) || easierWords.MatchString(desc):
		changes, success = changeDifficulty(&c, desc)
		done = doneHarder
		if easierWords.MatchString(desc) && !harderWords.MatchString(desc) {
			done = doneEasier
		}
	case addVerb.MatchString(desc) && wantsNPC(desc):
		changes, done = []string{addNPC(&c, desc, rng)}, doneNPC
	case addVerb.MatchString(desc) && placeWord.MatchString(desc):
		changes, done = []string{addLocation(&c, desc, rng)}, doneLocation
	default:
		if from, to, ok := renameRequest(c, desc); ok {
			changes, done = []string{rename(&c, from, to)}, doneRename
		} else {
			changes = []string{addNote(&c, desc)}
		}
	}
	res := types.RefineResult{Success: success, Changes: changes}
	rating.FinishFights(&c)
	if success {
		c.LastRefinedAt = &now
		res.UpdatedCampaign = c
		res.Suggestions = suggestionsFor(c, done, rng)
	} else {
		res.UpdatedCampaign, res.Changes, res.Suggestions = prev, []string{}, changes
	}
	return res
}

// wantsNPC: the request asks for an NPC or character, or names a person
// before any place ("add a priest at the temple", but "add a temple with a
// priest" is a place).
func wantsNPC(desc string) bool {
	if explicitNPC.MatchString(desc) {
		return true
	}
	person := npcWord.FindStringIndex(desc)
	if person == nil {
		return false
	}
	place := placeWord.FindStringIndex(desc)
	return place == nil || person[0] < place[0]
}

// changeDifficulty raises or lowers one encounter's difficulty, or every
// main encounter's when none is named.
func changeDifficulty(c *types.Campaign, desc string) ([]string, bool) {
	dir := 1
	if easierWords.MatchString(desc) && !harderWords.MatchString(desc) {
		dir = -1
	}
	main := c.MainEncounters()
	target := 0 // 0: every main encounter
	switch {
	case numberedRef.MatchString(desc):
		w := strings.ToLower(numberedRef.FindStringSubmatch(desc)[1])
		if n, err := strconv.Atoi(w); err == nil {
			target = n
		} else {
			target, _ = creatures.CountWord(w)
		}
	case ordinalRef.MatchString(desc):
		ord := strings.ToLower(ordinalRef.FindStringSubmatch(desc)[1])
		target = map[string]int{"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
			"last": len(main), "final": len(main)}[ord]
	case climaxRef.MatchString(desc):
		target = len(main)
	}
	if target > len(c.Encounters) || (target <= 0 && numberedRef.MatchString(desc)) {
		return []string{fmt.Sprintf("There is no encounter %d: this campaign has encounters 1 to %d. Try \u201cMake encounter %d harder\u201d.",
			target, len(c.Encounters), len(main))}, false
	}
	var changes []string
	for i := range c.Encounters {
		e := &c.Encounters[i]
		if (target == 0 && !e.Optional) || e.Order == target {
			changes = append(changes, adjustEncounter(e, dir, c.Parameters))
		}
	}
	if target == 0 {
		steps := []types.Difficulty{types.DifficultyEasy, types.DifficultyMedium, types.DifficultyHard}
		i := min(max(slices.Index(steps, c.DifficultyRating)+dir, 0), len(steps)-1)
		c.DifficultyRating = steps[i]
	}
	return changes, true
}

var dcPattern = regexp.MustCompile(`\bDC (\d{1,2})\b`)

// adjustEncounter moves an encounter two steps on the difficulty scale,
// changes a fight's foes until its rating for the party moves a step, moves
// its DCs by two, and says so.
func adjustEncounter(e *types.Encounter, dir int, p types.Parameters) string {
	word, verb := "harder", "raised"
	if dir < 0 {
		word, verb = "easier", "lowered"
	}
	before := e.DifficultyLevel
	e.DifficultyLevel = min(max(e.DifficultyLevel+2*dir, types.MinEncounterDifficulty), types.MaxEncounterDifficulty)
	details := []string{fmt.Sprintf("difficulty %d \u2192 %d", before, e.DifficultyLevel)}
	if f := retuneFight(e, dir, p); f != "" {
		details = append(details, f)
	}
	moved := false
	shiftDC := func(s string) string {
		return dcPattern.ReplaceAllStringFunc(s, func(m string) string {
			n, _ := strconv.Atoi(m[3:])
			moved = true
			return "DC " + strconv.Itoa(min(max(n+2*dir, 5), 30))
		})
	}
	e.Description, e.Notes = shiftDC(e.Description), shiftDC(e.Notes)
	if moved {
		details = append(details, "DCs "+verb+" by 2")
	}
	// "The enemy" reads right for one foe or many.
	note := "Harder: the enemy fights from cover, and reinforcements arrive in the second round."
	switch {
	case dir < 0 && e.Type == types.EncounterCombat:
		note = "Easier: the enemy is tired and wounded and breaks off once the fight turns."
	case dir < 0:
		note = "Easier: a failed check can be retried once, at the cost of time."
	case e.Type != types.EncounterCombat:
		note = "Harder: failure costs more: lost time, a lost ally's trust, or a level of exhaustion."
	}
	if e.Type == types.EncounterCombat && len(e.Monsters) == 0 {
		note += " Add or remove a foe for every two characters."
	}
	e.Notes = english.AppendSentence(e.Notes, note)
	return fmt.Sprintf("Encounter %d (%s) is %s: %s.", e.Order, e.Title, word, strings.Join(details, "; "))
}

// maxRetunedCount bounds a band of foes a harder fight may grow to.
const maxRetunedCount = 20

var (
	villainStatNote = regexp.MustCompile(`uses the (.+?) stat block`)
	sentenceStart   = regexp.MustCompile(`[.!?] [a-z]`)
)

// retuneFight changes e's foes until the fight's rating for the party is a
// step harder (dir 1) or easier (dir -1). Harder: the largest band grows one
// creature at a time (the last band on a tie, so a villain leading them
// stays one), then the strongest band other than the villain. Easier: the
// largest band shrinks, then the next; when every band is down to one, the
// strongest creature that is not the villain gives way to a weaker one of
// its kind. A fight already deadly grows by half, one already trivial loses
// a third. The description follows ("five goblins" becomes "three
// goblins", "an ogre" becomes "a bugbear"). It says what changed and the
// rating now, or "" when the fight has no monsters.
func retuneFight(e *types.Encounter, dir int, p types.Parameters) string {
	if len(e.Monsters) == 0 {
		return ""
	}
	old := slices.Clone(e.Monsters)
	rating.FinishFight(e, p)
	was := e.Rating
	villain := ""
	if m := villainStatNote.FindStringSubmatch(e.Notes); m != nil {
		villain = m[1]
	}
	step := func() int {
		if e.Rating == nil {
			return -1
		}
		return slices.Index(srd.Difficulties, e.Rating.Difficulty)
	}
	want := step() + dir
	grow := func(i, limit int) {
		for step() < want && e.Monsters[i].Count < limit {
			e.Monsters[i].Count++
			rating.FinishFight(e, p)
		}
	}
	switch {
	case was == nil || want < 0 || want >= len(srd.Difficulties):
		// Unrated, or already at the end of the scale: a plain resize.
		m := &e.Monsters[largestBand(e.Monsters)]
		if dir > 0 {
			m.Count = min(maxRetunedCount, m.Count+max(1, m.Count/2))
		} else {
			m.Count = max(1, m.Count-max(1, m.Count/3))
		}
		rating.FinishFight(e, p)
	case dir > 0:
		// More of the same, up to about twice as many; then stronger foes.
		i := largestBand(e.Monsters)
		grow(i, min(maxRetunedCount, 2*old[i].Count+2))
		if j := strongestBand(e.Monsters, villain); j >= 0 {
			grow(j, min(maxRetunedCount, 2*old[j].Count+2))
		}
		if j := largestOtherBand(e.Monsters, villain); step() < want && j >= 0 {
			grown := slices.Clone(e.Monsters)
			e.Monsters[j].Count = old[j].Count
			rating.FinishFight(e, p)
			if swapCreature(e, j, want, 1, p); step() < want {
				e.Monsters = grown
				rating.FinishFight(e, p)
			}
		}
	default:
		for step() > want {
			i := largestBand(e.Monsters)
			if e.Monsters[i].Count == 1 {
				break
			}
			e.Monsters[i].Count--
			rating.FinishFight(e, p)
		}
		// Down to one of each: the lesser foes go home, weakest first.
		for step() > want && len(e.Monsters) > 1 {
			i := weakestBand(e.Monsters, villain)
			if i < 0 {
				break
			}
			e.Monsters = slices.Delete(e.Monsters, i, i+1)
			rating.FinishFight(e, p)
		}
		if i := strongestBand(e.Monsters, villain); step() > want && i >= 0 {
			swapCreature(e, i, want, -1, p)
		}
	}
	var counts []string
	for _, o := range old {
		i := slices.IndexFunc(e.Monsters, func(m types.Monster) bool { return m.Name == o.Name })
		if i < 0 && len(old) == len(e.Monsters) {
			// Swapped for a weaker creature: the only band whose name changed.
			i = slices.IndexFunc(e.Monsters, func(m types.Monster) bool {
				return !slices.ContainsFunc(old, func(x types.Monster) bool { return x.Name == m.Name })
			})
		}
		switch {
		case i < 0:
			removeCreature(e, o, villain != "")
			dropTactics(e, o.Name)
			counts = append(counts, countedName(o)+" sent away")
		case e.Monsters[i].Name != o.Name:
			swapTactics(e, o.Name, e.Monsters[i])
			replaceCreature(e, o, e.Monsters[i])
			counts = append(counts, countedName(o)+" \u2192 "+countedName(e.Monsters[i]))
		case e.Monsters[i].Count != o.Count:
			e.Description, _ = replaceWords(e.Description, countedName(o), countedName(e.Monsters[i]))
			counts = append(counts, countedName(o)+" \u2192 "+countedName(e.Monsters[i]))
		}
		if i >= 0 && (o.Count == 1) != (e.Monsters[i].Count == 1) {
			e.Description = agreeVerb(e.Description, countedName(e.Monsters[i]), e.Monsters[i].Count == 1)
		}
		if i >= 0 && e.Monsters[i].Name == o.Name {
			// The villain on the minions' stat block is not one of them.
			before, after := o.Count, e.Monsters[i].Count
			if strings.EqualFold(o.Name, villain) {
				before, after = before-1, after-1
			}
			switch {
			case after == 0:
				dropTactics(e, o.Name)
			case (before == 1) != (after == 1):
				retellTactics(e, o.Name, after)
			}
		}
	}
	out := strings.Join(counts, ", ")
	if r := rating.Phrase(*e, p); r != "" {
		now := "now " + r
		if was != nil && was.Difficulty != e.Rating.Difficulty {
			now += " (was " + string(was.Difficulty) + ")"
		} else if was != nil {
			now = "still " + r
		}
		out = strings.TrimPrefix(out+"; "+now, "; ")
	}
	return out
}

// retellTactics gives a band's tactics in the notes the number it now has:
// "The bandit attacks..." for one, "The bandits attack..." for more.
func retellTactics(e *types.Encounter, minion string, n int) {
	for _, g := range foeGroups {
		if g.Minion != minion || g.One == g.Tactics {
			continue
		}
		from, to := g.One, g.Tactics
		if n == 1 {
			from, to = g.Tactics, g.One
		}
		e.Notes = strings.Replace(e.Notes, "Tactics: "+from, "Tactics: "+to, 1)
	}
}

// dropTactics takes the tactics of a band that is gone out of the notes,
// and reports whether there were any.
func dropTactics(e *types.Encounter, minion string) bool {
	dropped := false
	for _, g := range foeGroups {
		if g.Minion != minion {
			continue
		}
		for _, t := range []string{g.Tactics, g.One} {
			if strings.Contains(e.Notes, "Tactics: "+t) {
				e.Notes = strings.ReplaceAll(strings.TrimSpace(strings.Replace(e.Notes, "Tactics: "+t, "", 1)), "  ", " ")
				dropped = true
			}
		}
	}
	return dropped
}

// swapTactics gives a band swapped for another creature that creature's
// own tactics (of its leaderless band), for its number, in place of the
// old creature's.
func swapTactics(e *types.Encounter, from string, to types.Monster) {
	if !dropTactics(e, from) {
		return
	}
	for _, g := range foeGroups {
		if g.Minion == to.Name && g.Leader == "" {
			e.Notes = english.AppendSentence(e.Notes, "Tactics: "+g.tacticsFor(to.Count))
			return
		}
	}
}

// countedName is "five goblins", "an ogre".
func countedName(m types.Monster) string {
	singular, plural := strings.ToLower(m.Name), creatures.Plural(strings.ToLower(m.Name))
	if c, ok := creatures.ByName(m.Name); ok {
		plural = c.PluralName()
	}
	return countOf(m.Count, singular, plural)
}

// strongestBand is the index of the band whose creature is worth the most
// XP, leaving out the villain's stat block; -1 when there is none.
func strongestBand(ms []types.Monster, villain string) int {
	best := -1
	for i, m := range ms {
		if strings.EqualFold(m.Name, villain) {
			continue
		}
		if best < 0 || m.XP > ms[best].XP {
			best = i
		}
	}
	return best
}

// largestOtherBand is largestBand leaving out the villain's stat block; -1
// when there is none.
func largestOtherBand(ms []types.Monster, villain string) int {
	best := -1
	for i, m := range ms {
		if !strings.EqualFold(m.Name, villain) && (best < 0 || m.Count >= ms[best].Count) {
			best = i
		}
	}
	return best
}

// weakestBand is the index of the band worth the fewest XP in all, leaving
// out the villain's stat block; -1 when there is none.
func weakestBand(ms []types.Monster, villain string) int {
	best := -1
	for i, m := range ms {
		if strings.EqualFold(m.Name, villain) {
			continue
		}
		if best < 0 || m.XP*m.Count < ms[best].XP*ms[best].Count {
			best = i
		}
	}
	return best
}

// swapCreature swaps band i's creature for another SRD creature from the
// monster catalogue, weaker (dir -1) or stronger (dir 1), to bring the
// rating to want: of the same type if one will do (the nearest in XP
// first), else a beast, else any. Going harder, the band then sheds the
// creatures it no longer needs. Nothing changes when no creature reaches
// want.
func swapCreature(e *types.Encounter, i, want, dir int, p types.Parameters) {
	current, ok := srd.Lookup(e.Monsters[i].Name)
	if !ok {
		return
	}
	kind := srd.BaseType(current.Type)
	var same, beasts, others []srd.Monster
	for _, m := range srd.SRD().All() {
		if (m.XP-current.XP)*dir <= 0 {
			continue
		}
		switch srd.BaseType(m.Type) {
		case kind:
			same = append(same, m)
		case "beast":
			beasts = append(beasts, m)
		default:
			others = append(others, m)
		}
	}
	reached := func() bool {
		at := slices.Index(srd.Difficulties, e.Rating.Difficulty)
		return at*dir >= want*dir
	}
	original := e.Monsters[i]
	for _, pool := range [][]srd.Monster{same, beasts, others} {
		// Nearest in XP first; by name among equals (the catalogue's order).
		slices.SortStableFunc(pool, func(a, b srd.Monster) int { return (a.XP - b.XP) * dir })
		for _, m := range pool {
			e.Monsters[i] = types.Monster{Name: m.Name, Count: original.Count}
			rating.FinishFight(e, p)
			if !reached() {
				continue
			}
			for dir > 0 && e.Monsters[i].Count > 1 {
				e.Monsters[i].Count--
				rating.FinishFight(e, p)
				if !reached() {
					e.Monsters[i].Count++
					rating.FinishFight(e, p)
					break
				}
			}
			return
		}
	}
	e.Monsters[i] = original
	rating.FinishFight(e, p)
}

// removeCreature takes a band that left out of the description: "four
// kobolds led by a wyrmling" becomes "a wyrmling", "fights with a death
// dog" becomes "fights alone"; otherwise, in a villain's fight, the
// followers become "no one but their own wits", as the generator says it.
func removeCreature(e *types.Encounter, m types.Monster, villainFight bool) {
	phrase := countedName(m)
	for _, form := range [][2]string{{phrase + " led by", ""}, {"and " + phrase, ""}, {phrase + " and", ""},
		{"alongside " + phrase, "alone"}, {"with " + phrase, "alone"}} {
		if out, n := replaceWords(e.Description, form[0], form[1]); n > 0 {
			out = strings.ReplaceAll(strings.ReplaceAll(out, "  ", " "), " ,", ",")
			e.Description = sentenceStart.ReplaceAllStringFunc(english.Capitalise(strings.TrimSpace(out)), strings.ToUpper)
			return
		}
	}
	if villainFight {
		e.Description, _ = replaceWords(e.Description, phrase, "no one but their own wits")
	}
}

// replaceCreature writes the new creature where the encounter named the
// old one: counted ("an ogre"), then bare, in the singular and the plural.
func replaceCreature(e *types.Encounter, from, to types.Monster) {
	pairs := [][2]string{{countedName(from), countedName(to)}, {strings.ToLower(from.Name), strings.ToLower(to.Name)}}
	if c, ok := creatures.ByName(from.Name); ok {
		if d, ok := creatures.ByName(to.Name); ok {
			pairs = append([][2]string{{c.PluralName(), d.PluralName()}}, pairs...)
		}
	}
	for _, s := range []*string{&e.Title, &e.Description, &e.Notes} {
		for _, pr := range pairs {
			*s, _ = replaceWords(*s, pr[0], pr[1])
		}
	}
}

// largestBand is the index of the band with the most creatures (the last
// of equals: followers come after their leader).
func largestBand(ms []types.Monster) int {
	best := 0
	for i, m := range ms {
		if m.Count >= ms[best].Count {
			best = i
		}
	}
	return best
}

// renameRequest reads "rename X to Y", "change X to Y", "replace X with Y"
// when X appears in the campaign (or names its title).
func renameRequest(c types.Campaign, desc string) (string, string, bool) {
	for _, re := range renameForms {
		m := re.FindStringSubmatch(desc)
		if m == nil {
			continue
		}
		from, to := unquote(m[1]), unquote(m[2])
		if from == "" || to == "" || strings.EqualFold(from, to) {
			continue
		}
		if titleRef.MatchString(from) {
			return "\x00title", to, true
		}
		for _, candidate := range []string{from, strings.TrimPrefix(strings.TrimPrefix(from, "the "), "The ")} {
			if mentions(c, candidate) {
				return candidate, to, true
			}
		}
	}
	return "", "", false
}

func unquote(s string) string {
	s = strings.TrimSpace(s)
	s = strings.TrimRight(s, ".!?;, ")
	return strings.TrimSpace(strings.Trim(s, "\"'“”‘’`*"))
}

func mentions(c types.Campaign, s string) bool {
	found := false
	c.EachText(func(t *string) {
		if !found {
			_, n := replaceWords(*t, s, s)
			found = n > 0
		}
	})
	return found
}

// rename replaces from with to in every text of the campaign (and its
// plural, and monster names), keeping a capital at the start of a match.
func rename(c *types.Campaign, from, to string) string {
	if from == "\x00title" {
		old := c.Title
		c.Title = to
		return fmt.Sprintf("Retitled the campaign from \u201c%s\u201d to \u201c%s\u201d.", old, to)
	}
	total := 0
	pairs := [][2]string{{from, to}}
	if !strings.HasSuffix(strings.ToLower(from), "s") {
		pairs = append(pairs, [2]string{creatures.Plural(from), creatures.Plural(to)})
	}
	// A person is also called by their first name after the first mention.
	if short := shortName(from); short != from && !sharedFirstName(*c, from, short) {
		pairs = append(pairs, [2]string{short, shortName(to)})
	}
	for _, pr := range pairs {
		c.EachText(func(t *string) {
			var n int
			*t, n = replaceWords(*t, pr[0], pr[1])
			total += n
		})
	}
	for i := range c.Encounters {
		for j := range c.Encounters[i].Monsters {
			m := &c.Encounters[i].Monsters[j]
			if strings.EqualFold(m.Name, from) || strings.EqualFold(creatures.Plural(m.Name), from) {
				m.Name, _ = creatures.Canonical(to)
			}
		}
	}
	return fmt.Sprintf("Renamed \u201c%s\u201d to \u201c%s\u201d throughout (%d %s).", from, to, total, plural(total, "place", "places"))
}

// sharedFirstName: another NPC has the same first name, so renaming it
// alone would rename them too.
func sharedFirstName(c types.Campaign, full, short string) bool {
	for _, n := range c.NPCs {
		if n.Name != full && shortName(n.Name) == short {
			return true
		}
	}
	return false
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// replaceWords replaces whole-word, case-insensitive matches of old with
// repl, capitalising repl where the match was capitalised.
func replaceWords(s, old, repl string) (string, int) {
	if old == "" || s == "" {
		return s, 0
	}
	re, err := regexp.Compile(`(?i)` + regexp.QuoteMeta(old))
	if err != nil {
		return s, 0
	}
	var b strings.Builder
	last, n := 0, 0
	for _, loc := range re.FindAllStringIndex(s, -1) {
		if !wordBoundary(s, loc[0], loc[1]) {
			continue
		}
		b.WriteString(s[last:loc[0]])
		r := repl
		if first := []rune(s[loc[0]:loc[1]]); len(first) > 0 && unicode.IsUpper(first[0]) {
			r = english.Capitalise(repl)
		}
		b.WriteString(r)
		last = loc[1]
		n++
	}
	if n == 0 {
		return s, 0
	}
	b.WriteString(s[last:])
	return b.String(), n
}

func wordBoundary(s string, start, end int) bool {
	isWord := func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }
	if start > 0 {
		if r := []rune(s[:start]); isWord(r[len(r)-1]) {
			return false
		}
	}
	if end < len(s) {
		for _, r := range s[end:] {
			return !isWord(r)
		}
	}
	return true
}

// addNote is the spec's fallback: the request becomes a note on the first
// encounter, for the game master to act on.
func addNote(c *types.Campaign, desc string) string {
	e := &c.Encounters[0]
	e.Notes = english.AppendSentence(e.Notes, "Requested change: "+desc)
	return fmt.Sprintf("Added your request as a note on encounter %d (%s), to weave in at the table.", e.Order, e.Title)
}
