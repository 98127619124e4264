package backgrounds

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/lorewright/lorewright/functions/internal/english"
	"github.com/lorewright/lorewright/functions/internal/names"
	"github.com/lorewright/lorewright/functions/internal/pick"
)

// maxQuotedChars bounds user text quoted in a built-in background.
const maxQuotedChars = 200

// story holds everything the template draws on for one request, and the
// wordings chosen for this telling: the same request told again takes
// another arc, other places and other phrasings.
type story struct {
	req     Request
	race    raceLore
	class   classLore
	origin  originLore
	theme   themeLore
	tone    toneLore
	setting settingLore
	wishes  wishes
	r       *rand.Rand
	telling telling

	arc                       arc
	upbringing, place, detail string
	hookPlace, path, mentor   string
	closing, alignmentLine    string
	// people are the names of wishes.people, and ties what each means to
	// the character.
	people []names.Name
	ties   []string
}

// telling records the main choices of one built-in background, so the next
// telling of the same request can make others: Generate New then never
// repeats the concept's idea and shape, the story's arc, the summary's
// shape or its closing line.
type telling struct {
	arc, idea, conceptShape, summaryShape, closing int
}

// Shapes of the concept and of the summary (see concept and summary).
const (
	conceptShapes = 3
	summaryShapes = 3
)

// builtIn builds a background from the request alone; see tell.
func builtIn(r *rand.Rand, req Request) Content {
	c, _ := tell(r, req, nil)
	return c
}

// tell builds a background from the request alone: every field the request
// asks for, each drawing on the race, class, background, level, alignment,
// theme, tone and setting, and the player's requirements woven in. The
// random source chooses among several wordings of every part; the main
// choices differ from last's when it is not nil.
func tell(r *rand.Rand, req Request, last *telling) (Content, telling) {
	s := newStory(r, req, last)
	c := Content{
		CharacterConcept:  s.concept(),
		BackgroundSummary: s.summary(),
		PersonalHistory: PersonalHistory{
			EarlyLife:               s.earlyLife(),
			FormativeEvents:         s.formativeEvents(),
			RecentPast:              s.recentPast(),
			HowTheyBecameTheirClass: s.becoming(),
		},
		PersonalityTraits: s.some("personalityTraits", s.origin.traits[0], s.theme.trait, s.tone.trait, s.origin.traits[1]),
		Ideals:            s.some("ideals", s.firstIdeal(), s.origin.ideal),
		Bonds:             s.some("bonds", s.origin.bond, fmt.Sprintf("They owe who they are to %s.", s.mentor)),
		Flaws:             s.some("flaws", s.theme.flaw, s.tone.flaw),
		Motivations:       Motivations{Primary: s.theme.primary, Secondary: []string{s.tone.motivation, "To keep faith with " + s.origin.contact}},
		Goals: Goals{
			ShortTerm: append(slices.Clone(s.wishes.goals), s.arc.shortGoal, s.setting.goal),
			LongTerm:  []string{s.arc.longGoal, s.class.longGoal},
			LifeGoal:  s.theme.lifeGoal,
		},
		Mannerisms:  s.some("mannerisms", s.race.mannerism, s.class.mannerism, s.tone.mannerism),
		Fears:       s.fears(),
		Possessions: s.some("possessions", s.origin.possession, s.class.possession, s.arc.keepsake),
	}
	if req.IncludeSecrets {
		c.Secrets = s.secrets()
	}
	if req.IncludePlotHooks {
		c.PlotHooks = s.plotHooks()
	}
	if req.IncludeRelationships {
		c.Relationships = s.relationships()
	}
	if req.IncludeMechanicalElements {
		c.MechanicalElements = s.mechanics()
	}
	return c, s.telling
}

func newStory(r *rand.Rand, req Request, last *telling) *story {
	s := &story{req: req, race: races[names.Race(req.Race)], class: classes[req.CharacterClass],
		origin: origins[req.Background], theme: themes[req.Theme], tone: tones[req.Tone], setting: settingOf(req),
		wishes: readWishes(req.CustomRequirements), r: r}
	if last == nil {
		last = &telling{-1, -1, -1, -1, -1}
	}
	s.telling = telling{arc: pickOther(r, len(s.theme.arcs), last.arc), idea: pickOther(r, len(s.theme.concepts), last.idea),
		conceptShape: pickOther(r, conceptShapes, last.conceptShape), summaryShape: pickOther(r, summaryShapes, last.summaryShape),
		closing: pickOther(r, len(s.tone.closings), last.closing)}
	s.arc = s.theme.arcs[s.telling.arc]
	s.closing = s.tone.closings[s.telling.closing]
	s.upbringing = pick.One(r, s.race.upbringings)
	s.place, s.detail, s.hookPlace = pick.One(r, s.setting.places), pick.One(r, s.setting.details), pick.One(r, s.setting.hookPlaces)
	s.path, s.mentor = pick.One(r, s.class.paths), pick.One(r, s.class.mentors)
	if lines := alignmentLines[req.Alignment]; len(lines) > 0 {
		s.alignmentLine = pick.One(r, lines)
	}
	for _, p := range s.wishes.people {
		n := names.Name{Name: p.name}
		if n.Name == "" {
			race := s.contactRace()
			if p.family {
				race = names.Race(req.Race)
			}
			n = names.Invent(r, race, names.Traditional, "")
		}
		s.people = append(s.people, n)
		s.ties = append(s.ties, s.tie(p))
	}
	return s
}

// pickOther picks an index below n other than last (any when n is 1 or
// last is out of range).
func pickOther(r *rand.Rand, n, last int) int {
	if n < 2 || last < 0 || last >= n {
		return r.IntN(n)
	}
	i := r.IntN(n - 1)
	if i >= last {
		i++
	}
	return i
}

// settingOf is the request's setting; a custom one is the user's text.
func settingOf(req Request) settingLore {
	if st, ok := settings[req.Setting]; ok {
		return st
	}
	place := "a land of their own telling"
	if text := quoted(req.CustomSetting); text != "" {
		place = "the land they call " + text
	}
	return settingLore{places: []string{place}, details: []string{"where few outsiders understand the customs"},
		hookPlaces: []string{"the heart of that land"}, goal: "Make a name for themselves in the wider world"}
}

// count picks how many items a list gets, within the spec's range.
func (s *story) count(field string) int {
	c := counts[field]
	return c.min + s.r.IntN(c.max-c.min+1)
}

// some keeps as many of the items as the field's count allows: always the
// first (the one that says most about this character), then others chosen
// at random, in their order.
func (s *story) some(field string, items ...string) []string {
	n := min(len(items), s.count(field))
	keep := make([]string, 0, n)
	for i, item := range items {
		// After the first, keep each item with the chance that fills the
		// list exactly.
		if left, need := len(items)-i, n-len(keep); need > 0 && (i == 0 || s.r.IntN(left) < need) {
			keep = append(keep, item)
		}
	}
	return keep
}

// concept is one sentence: who they are (alignment, race, class, level,
// background) and the shape of their story (the theme).
func (s *story) concept() string {
	idea := s.theme.concepts[s.telling.idea]
	who := strings.TrimSpace(fmt.Sprintf("%s %s %s", s.req.Alignment, s.req.Race, s.classNoun()))
	past := english.WithArticle(string(s.req.Background)) + " background"
	if s.req.Background == "Custom" {
		past = "a background all their own"
	}
	if s.req.CharacterClass == "Custom" {
		past += " and a class like no other"
	}
	switch s.telling.conceptShape {
	case 0:
		return fmt.Sprintf("%s of level %d with %s, %s.", english.Capitalise(english.WithArticle(who)), s.req.CharacterLevel, past, idea)
	case 1:
		return fmt.Sprintf("At level %d, %s shaped by %s, %s.", s.req.CharacterLevel, english.WithArticle(who), past, idea)
	default:
		return fmt.Sprintf("%s, level %d, with %s behind them: someone %s.", english.Capitalise(english.WithArticle(who)), s.req.CharacterLevel, past,
			strings.TrimPrefix(idea, "someone "))
	}
}

// summary tells the story in a paragraph, in one of several shapes.
func (s *story) summary() string {
	event := s.arc.events[0]
	var parts []string
	switch s.telling.summaryShape {
	case 0:
		parts = []string{fmt.Sprintf("Born %s, they came of age in %s.", s.upbringing, s.place), event,
			fmt.Sprintf("They became %s %s.", english.WithArticle(s.classNoun()), s.path)}
	case 1:
		parts = []string{fmt.Sprintf("They grew up %s, and later made their way to %s, %s.", s.upbringing, s.place, s.detail),
			fmt.Sprintf("For years they %s.", s.origin.life), event,
			fmt.Sprintf("The road to becoming %s began %s.", english.WithArticle(s.classNoun()), s.path)}
	default:
		parts = []string{fmt.Sprintf("Few who knew them in %s would have guessed where their road would lead.", s.place),
			fmt.Sprintf("They were born %s, and for years they %s.", s.upbringing, s.origin.life), event,
			fmt.Sprintf("In the end they became %s %s.", english.WithArticle(s.classNoun()), s.path)}
	}
	parts = append(parts, s.standing())
	if s.alignmentLine != "" {
		parts = append(parts, s.alignmentLine)
	}
	parts = append(parts, s.wishesInSummary()...)
	if len(s.req.FocusAreas) > 0 {
		parts = append(parts, fmt.Sprintf(pick.One(s.r, []string{"Their story dwells on %s.", "Above all, their tale turns on %s."}), listing(s.req.FocusAreas)))
	}
	parts = append(parts, s.closing)
	return strings.Join(parts, " ")
}

// wishesInSummary are the sentences the player's requirements add to the
// summary.
func (s *story) wishesInSummary() []string {
	var out []string
	for i, p := range s.wishes.people {
		frame := pick.One(s.r, []string{"Their story cannot be told without %s, their %s.", "%s, their %s, is never far from their thoughts.",
			"%s, their %s, has shaped them more than they admit."})
		if strings.HasPrefix(frame, "%s") {
			out = append(out, english.Capitalise(fmt.Sprintf(frame, s.people[i].Name, p.phrase)))
		} else {
			out = append(out, fmt.Sprintf(frame, s.people[i].Name, p.phrase))
		}
	}
	for _, f := range s.wishes.fears {
		out = append(out, fmt.Sprintf(pick.One(s.r, []string{"For all they have faced, they have never outgrown their fear of %s.",
			"One fear follows them everywhere: %s."}), f))
	}
	for _, g := range s.wishes.goals {
		out = append(out, fmt.Sprintf(pick.One(s.r, []string{"Above all, they mean to %s.", "Whatever else happens, they have sworn to %s."}),
			strings.TrimRight(lowerFirst(g), ".!")))
	}
	for _, o := range s.wishes.others {
		out = append(out, fmt.Sprintf(pick.One(s.r, []string{"Those who know them well would add one more thing: %s",
			"One more thing belongs to their story: %s"}), continued(o)))
	}
	return out
}

// standing says where the level puts them.
func (s *story) standing() string {
	l := s.req.CharacterLevel
	var lines []string
	switch {
	case l <= 4:
		lines = []string{"At level %d they are only beginning to be tested.",
			"At level %d they have seen little of the world, and the world has seen less of them.",
			"At level %d their first real fights still keep them awake some nights."}
	case l <= 10:
		lines = []string{"At level %d they are a seasoned adventurer whose name is starting to travel.",
			"At level %d they have survived enough to be trusted, and not yet enough to be feared.",
			"At level %d innkeepers know their face, and some of them know their debts."}
	case l <= 16:
		lines = []string{"At level %d they are renowned across the realm, and rivals watch their every move.",
			"At level %d lords seek their counsel and their sword, and rarely for the same reasons.",
			"At level %d their deeds are sung in taverns, not always accurately."}
	default:
		lines = []string{"At level %d they are a living legend, and legends attract enemies.",
			"At level %d they have faced things most people believe are only stories.",
			"At level %d kingdoms rise and fall on their choices."}
	}
	return fmt.Sprintf(pick.One(s.r, lines), l)
}

func (s *story) earlyLife() string {
	if s.r.IntN(2) == 0 {
		return fmt.Sprintf("Born %s. Their family made a home in %s, %s. Before adventure called, they %s.",
			s.upbringing, s.place, s.detail, s.origin.life)
	}
	return fmt.Sprintf("They grew up %s, and their family later settled in %s, %s. For years they %s.",
		s.upbringing, s.place, s.detail, s.origin.life)
}

// formativeEvents are the arc's two events, the end of the former life,
// then the people and happenings the player asked for.
func (s *story) formativeEvents() []string {
	events := []string{s.arc.events[0], s.arc.events[1], s.originEvent()}
	for i, p := range s.wishes.people {
		events = append(events, fmt.Sprintf("%s, their %s, %s.", s.people[i].Name, p.phrase, s.ties[i]))
	}
	return append(events, s.wishes.others...)
}

// tie says what a wished-for person means to the character: enmity, their
// loss, or a theme's warm tie.
func (s *story) tie(p wishedPerson) string {
	switch p.fate {
	case fateDead:
		return "is remembered in every choice they make"
	case fateMissing:
		return "is the face they still search for in every crowd"
	}
	if p.hostile {
		return pick.One(s.r, []string{"has crossed them once too often, and the score is not settled",
			"has wanted them ruined since the day they met", "knows exactly where to hurt them, and has done it before"})
	}
	return s.theme.warmTie
}

func (s *story) originEvent() string {
	return fmt.Sprintf("%s ended the day they resolved to %s.", english.Capitalise(s.formerLife()), lowerFirst(s.arc.shortGoal))
}

func (s *story) recentPast() string {
	aim := lowerFirst(s.arc.shortGoal)
	var lines []string
	switch l := s.req.CharacterLevel; {
	case l <= 4:
		lines = []string{"Only weeks ago they left %[1]s with a pack, a few coins and one aim: to %[2]s.",
			"They set out from %[1]s this spring, untested and underfunded, resolved to %[2]s."}
	case l <= 10:
		lines = []string{"Over the last few seasons they have taken work across the region, and their reputation as " +
			english.WithArticle("capable "+s.classNoun()) + " has begun to travel. The aim that drives them now is to %[2]s.",
			"They have not been home to %[1]s in years; the jobs kept coming, and the scars with them. Now they mean to %[2]s."}
	case l <= 16:
		lines = []string{"They are known by name in courts and taverns alike, far beyond %[1]s. Their next aim is to %[2]s.",
			"Word of their deeds has outrun them, and folk from %[1]s now claim to have known them all along. They are resolved to %[2]s."}
	default:
		lines = []string{"Their deeds are told as legends, some of them true, from %[1]s to the far ends of the realm. What remains is to %[2]s.",
			"Rulers send envoys and enemies send assassins; in %[1]s they are a legend. One thing is left undone: to %[2]s."}
	}
	return fmt.Sprintf(pick.One(s.r, lines), s.place, aim)
}

func (s *story) becoming() string {
	if s.r.IntN(2) == 0 {
		return fmt.Sprintf("They became %s %s. Their teacher was %s. By level %d they have mastered %s.",
			english.WithArticle(s.classNoun()), s.path, s.mentor, s.req.CharacterLevel, s.feature().name)
	}
	return fmt.Sprintf("Their teacher was %s. They became %s %s, and at level %d the newest thing they have mastered is %s.",
		s.mentor, english.WithArticle(s.classNoun()), s.path, s.req.CharacterLevel, s.feature().name)
}

// classNoun is the class as a noun: a custom class makes an adventurer.
func (s *story) classNoun() string {
	if s.req.CharacterClass == "Custom" {
		return "adventurer"
	}
	return string(s.req.CharacterClass)
}

// feature is the class's most recent feature at the character's level.
func (s *story) feature() classFeature {
	f := s.class.features[0]
	for _, x := range s.class.features {
		if x.level <= s.req.CharacterLevel {
			f = x
		}
	}
	return f
}

func (s *story) firstIdeal() string {
	if ideal, ok := alignmentIdeals[s.req.Alignment]; ok {
		return ideal
	}
	return s.theme.ideal
}

// fears are the ones the player asked for, then the theme's and the race's,
// within the spec's count.
func (s *story) fears() []string {
	var asked []string
	for _, f := range s.wishes.fears {
		asked = append(asked, english.Capitalise(f))
	}
	n := max(s.count("fears"), min(len(asked), counts["fears"].max))
	return append(asked, s.theme.fear, s.race.fear)[:n]
}

func (s *story) secrets() []Secret {
	all := []Secret{
		{Type: s.arc.secret.kind, Description: s.arc.secret.description, Severity: s.arc.secret.severity,
			PotentialConsequences: s.arc.secret.consequences[:]},
		{Type: "past", Description: s.origin.secret + ".", Severity: "moderate",
			PotentialConsequences: []string{fmt.Sprintf("Anyone from %s could expose it", s.formerLife()),
				"It would cost them the trust of the party"}},
	}
	return all[:s.count("secrets")]
}

func (s *story) plotHooks() []PlotHook {
	contact := names.Invent(s.r, s.contactRace(), names.Traditional, "")
	hook := s.arc.hook
	all := []PlotHook{
		{Type: hook.kind, Title: hook.title, Description: fmt.Sprintf(hook.description, s.hookPlace),
			Urgency: hook.urgency, DMGuidance: hook.guidance, PotentialOutcomes: hook.outcomes[:]},
		{Type: "personal", Title: "Word from " + contact.Name,
			Description: fmt.Sprintf("%s, %s, sends word to %s: they must talk, and soon. %s.", contact.Name, s.origin.contact, s.hookPlace, s.origin.contactStatus),
			Urgency:     "low",
			DMGuidance:  fmt.Sprintf("Use this contact to bring %s into the campaign when the party needs a lead.", s.formerLife()),
			PotentialOutcomes: []string{"The contact becomes a steady source of rumors and work",
				"The contact's trouble becomes the party's trouble"}},
	}
	return all[:s.count("plotHooks")]
}

var mentorStatus = map[Theme]string{
	"heroic": "Proud of them, and quietly worried", "tragic": "Dead these three years; their lessons remain",
	"mysterious": "Vanished without a word last spring", "comedic": "Still trying to get back a borrowed cloak",
	"dark": "Estranged after a bitter quarrel", "ordinary": "Retired, and writes every month", "exotic": "Left behind in the homeland",
}

// relationships are the people the player asked for, then the mentor, a
// relative and a contact from the former life, within the spec's count
// (the asked-for people always stay, up to its maximum).
func (s *story) relationships() []Relationship {
	var asked []Relationship
	family := false
	for i, p := range s.wishes.people {
		family = family || p.family
		status := "Close, though they rarely meet"
		switch {
		case p.fate == fateDead:
			status = "Dead, and still missed"
		case p.fate == fateMissing:
			status = "Missing; the character has never stopped looking"
		case p.hostile:
			status = "Watching, and waiting for a chance"
		}
		asked = append(asked, Relationship{Name: s.people[i].Name, Relationship: english.Capitalise(p.role),
			Description: fmt.Sprintf("Their %s. %s %s.", p.phrase, s.people[i].Name, s.ties[i]), CurrentStatus: status, Importance: "central",
			PlotPotential: fmt.Sprintf("Can bring the character's past to %s at the worst possible moment.", s.hookPlace)})
	}
	race := names.Race(s.req.Race)
	mentor := names.Invent(s.r, race, names.Traditional, "")
	contact := names.Invent(s.r, s.contactRace(), names.Traditional, "")
	others := []Relationship{
		{Name: mentor.Name, Relationship: "Mentor", Description: english.Capitalise(s.mentor) + ".",
			CurrentStatus: mentorStatus[s.req.Theme], Importance: "significant",
			PlotPotential: fmt.Sprintf("Knows more about the character's gift as %s than they have said.", english.WithArticle(s.classNoun()))},
	}
	if !family { // a relative the player asked for takes this place
		kin := names.Invent(s.r, race, names.Common, "")
		others = append(others, Relationship{Name: kin.Name, Relationship: s.kin(),
			Description:   fmt.Sprintf("Stayed behind in %s to keep the family going, and has never quite forgiven them for leaving.", s.place),
			CurrentStatus: "Writes rarely; the letters are short", Importance: "central",
			PlotPotential: "Could be threatened, or could arrive unannounced with news from home."})
	}
	others = append(others, Relationship{Name: contact.Name, Relationship: english.Capitalise(s.origin.contact), Description: fmt.Sprintf("Someone from %s.", s.formerLife()),
		CurrentStatus: s.origin.contactStatus, Importance: "minor",
		PlotPotential: "A source of favors, rumors and complications."})
	n := max(s.count("relationships"), min(len(asked), counts["relationships"].max))
	all := append(asked, others...)
	return all[:min(n, len(all))]
}

// formerLife names the life the background describes: "their years as a
// folk hero".
func (s *story) formerLife() string {
	role, ok := roles[s.req.Background]
	if !ok {
		role = strings.ToLower(string(s.req.Background))
	}
	if role == "" {
		return "their former life"
	}
	return "their years as " + english.WithArticle(role)
}

// roles are backgrounds whose name is not a role in a sentence.
var roles = map[Origin]string{"City Watch": "member of the city watch", "Uthgardt Tribe Member": "Uthgardt tribe member",
	"Waterdhavian Noble": "Waterdhavian noble", "Mercenary Veteran": "mercenary", "Urban Bounty Hunter": "bounty hunter",
	"Knight of the Order": "knight of the order", "Far Traveler": "far traveler", "Haunted One": "monster hunter", "Custom": ""}

// kin is the relative who stayed home; a tragic story has already taken a
// sibling.
func (s *story) kin() string {
	if s.req.Theme == "tragic" {
		return "Cousin"
	}
	return "Sibling"
}

// contactRace is the race of people outside the family: often human.
func (s *story) contactRace() names.Race {
	if s.r.IntN(2) == 0 {
		return names.Human
	}
	return names.Race(s.req.Race)
}

func (s *story) mechanics() []MechanicalElement {
	f := s.feature()
	all := []MechanicalElement{
		{Type: "feature", Name: s.origin.feature,
			Description: fmt.Sprintf("Earned in %s.", s.formerLife()),
			GameEffect:  fmt.Sprintf("%s Skill proficiencies: %s.", s.origin.featureEffect, s.origin.skills),
			Source:      fmt.Sprintf("Background: %s", s.req.Background)},
		{Type: "feature", Name: f.name, Description: fmt.Sprintf("Taught by %s.", s.mentor), GameEffect: f.effect,
			Source: fmt.Sprintf("Class: %s, level %d", s.req.CharacterClass, f.level)},
		{Type: "trait", Name: s.race.trait, Description: fmt.Sprintf("A gift of their %s heritage.", s.req.Race),
			GameEffect: s.race.traitEffect, Source: fmt.Sprintf("Race: %s", s.req.Race)},
	}
	return all[:s.count("mechanicalElements")]
}

// quoted is user text made safe to show inside a built-in background:
// one line, bounded, in quotation marks; empty when there is none.
func quoted(text string) string {
	text = strings.Join(strings.Fields(text), " ")
	if text == "" {
		return ""
	}
	if utf8.RuneCountInString(text) > maxQuotedChars {
		text = string([]rune(text)[:maxQuotedChars-1]) + "\u2026"
	}
	return "\u201c" + text + "\u201d"
}

// listing joins items as "a, b and c".
func listing(items []string) string {
	clean := make([]string, 0, len(items))
	for _, it := range items {
		if it = strings.Join(strings.Fields(it), " "); it != "" {
			clean = append(clean, it)
		}
	}
	if len(clean) <= 1 {
		return strings.Join(clean, "")
	}
	return strings.Join(clean[:len(clean)-1], ", ") + " and " + clean[len(clean)-1]
}

func lowerFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToLower(r)) + s[n:]
}
