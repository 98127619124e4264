package backgrounds

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/lorewright/lorewright/functions/internal/names"
)

// maxQuotedChars bounds user text quoted in a built-in background.
const maxQuotedChars = 200

// story holds everything the template draws on for one request.
type story struct {
	req     Request
	race    raceLore
	class   classLore
	origin  originLore
	theme   themeLore
	tone    toneLore
	setting settingLore
	r       *rand.Rand
}

// builtIn builds a background from the request alone: every field the
// request asks for, each drawing on the race, class, background, level,
// alignment, theme, tone and setting.
func builtIn(r *rand.Rand, req Request) Content {
	s := story{req: req, race: races[names.Race(req.Race)], class: classes[req.CharacterClass],
		origin: origins[req.Background], theme: themes[req.Theme], tone: tones[req.Tone], setting: settingOf(req), r: r}
	c := Content{
		CharacterConcept:  s.concept(),
		BackgroundSummary: s.summary(),
		PersonalHistory: PersonalHistory{
			EarlyLife:               s.earlyLife(),
			FormativeEvents:         []string{s.theme.events[0], s.theme.events[1], s.originEvent()},
			RecentPast:              s.recentPast(),
			HowTheyBecameTheirClass: s.becoming(),
		},
		PersonalityTraits: s.some("personalityTraits", s.origin.traits[0], s.theme.trait, s.tone.trait, s.origin.traits[1]),
		Ideals:            s.some("ideals", s.firstIdeal(), s.origin.ideal),
		Bonds:             s.some("bonds", s.origin.bond, fmt.Sprintf("They owe who they are to %s.", s.class.mentor)),
		Flaws:             s.some("flaws", s.theme.flaw, s.tone.flaw),
		Motivations:       Motivations{Primary: s.theme.primary, Secondary: []string{s.tone.motivation, "To keep faith with " + s.origin.contact}},
		Goals: Goals{
			ShortTerm: []string{s.theme.shortGoal, s.setting.goal},
			LongTerm:  []string{s.theme.longGoal, s.class.longGoal},
			LifeGoal:  s.theme.lifeGoal,
		},
		Mannerisms:  s.some("mannerisms", s.race.mannerism, s.class.mannerism, s.tone.mannerism),
		Fears:       s.some("fears", s.theme.fear, s.race.fear),
		Possessions: s.some("possessions", s.origin.possession, s.class.possession, s.theme.keepsake),
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
	return c
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
	return settingLore{place: place, detail: "where few outsiders understand the customs", hookPlace: "the heart of that land",
		goal: "Make a name for themselves in the wider world"}
}

// count picks how many items a list gets, within the spec's range.
func (s *story) count(field string) int {
	c := counts[field]
	return c.min + s.r.IntN(c.max-c.min+1)
}

// some keeps the first items, as many as the field's count allows.
func (s *story) some(field string, items ...string) []string {
	return items[:min(len(items), s.count(field))]
}

func (s *story) concept() string {
	who := strings.TrimSpace(fmt.Sprintf("%s %s %s", s.req.Alignment, s.req.Race, s.classNoun()))
	if s.req.CharacterClass == "Custom" {
		who += " of a class all their own,"
	}
	origin := fmt.Sprintf("with %s background", withArticle(string(s.req.Background)))
	if s.req.Background == "Custom" {
		origin = "with a background all their own"
	}
	return fmt.Sprintf("%s of level %d %s, %s.", capitalise(withArticle(who)), s.req.CharacterLevel, origin, s.theme.concept)
}

func (s *story) summary() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Born %s, they came of age in %s. %s They became %s %s. %s %s",
		s.race.upbringing, s.setting.place, s.theme.events[0], withArticle(s.classNoun()), s.class.path,
		s.standing(), s.tone.closing)
	if len(s.req.FocusAreas) > 0 {
		fmt.Fprintf(&b, " Their story dwells on %s.", listing(s.req.FocusAreas))
	}
	if text := quoted(s.req.CustomRequirements); text != "" {
		// A request that ends its own sentence gets no second full stop.
		end := "."
		if inner := strings.TrimRight(text, "”\"' "); strings.HasSuffix(inner, ".") || strings.HasSuffix(inner, "!") || strings.HasSuffix(inner, "?") {
			end = ""
		}
		fmt.Fprintf(&b, " The player also asked for this: %s%s", text, end)
	}
	return b.String()
}

// standing says where the level puts them.
func (s *story) standing() string {
	l := s.req.CharacterLevel
	switch {
	case l <= 4:
		return fmt.Sprintf("At level %d they are only beginning to be tested.", l)
	case l <= 10:
		return fmt.Sprintf("At level %d they are a seasoned adventurer whose name is starting to travel.", l)
	case l <= 16:
		return fmt.Sprintf("At level %d they are renowned across the realm, and rivals watch their every move.", l)
	default:
		return fmt.Sprintf("At level %d they are a living legend, and legends attract enemies.", l)
	}
}

func (s *story) earlyLife() string {
	return fmt.Sprintf("Born %s. Their family made a home in %s, %s. Before adventure called, they %s.",
		s.race.upbringing, s.setting.place, s.setting.detail, s.origin.life)
}

func (s *story) originEvent() string {
	return fmt.Sprintf("%s ended the day they resolved to %s.", capitalise(s.formerLife()), lowerFirst(s.theme.shortGoal))
}

func (s *story) recentPast() string {
	aim := lowerFirst(s.theme.shortGoal)
	switch l := s.req.CharacterLevel; {
	case l <= 4:
		return fmt.Sprintf("Only weeks ago they left %s with a pack, a few coins and one aim: to %s.", s.setting.place, aim)
	case l <= 10:
		return fmt.Sprintf("Over the last few seasons they have taken work across the region, and their reputation as %s has begun to travel. The aim that drives them now is to %s.",
			withArticle("capable "+s.classNoun()), aim)
	case l <= 16:
		return fmt.Sprintf("They are known by name in courts and taverns alike, far beyond %s. Their next aim is to %s.", s.setting.place, aim)
	default:
		return fmt.Sprintf("Their deeds are told as legends, some of them true, from %s to the far ends of the realm. What remains is to %s.", s.setting.place, aim)
	}
}

func (s *story) becoming() string {
	return fmt.Sprintf("They became %s %s. Their teacher was %s. By level %d they have mastered %s.",
		withArticle(s.classNoun()), s.class.path, s.class.mentor, s.req.CharacterLevel, s.feature().name)
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

func (s *story) secrets() []Secret {
	all := []Secret{
		{Type: s.theme.secret.kind, Description: s.theme.secret.description, Severity: s.theme.secret.severity,
			PotentialConsequences: s.theme.secret.consequences[:]},
		{Type: "past", Description: s.origin.secret + ".", Severity: "moderate",
			PotentialConsequences: []string{fmt.Sprintf("Anyone from %s could expose it", s.formerLife()),
				"It would cost them the trust of the party"}},
	}
	return all[:s.count("secrets")]
}

func (s *story) plotHooks() []PlotHook {
	contact := names.Invent(s.r, s.contactRace(), names.Traditional, "")
	all := []PlotHook{
		{Type: s.theme.hook.kind, Title: s.theme.hook.title, Description: fmt.Sprintf(s.theme.hook.description, s.setting.hookPlace),
			Urgency: s.theme.hook.urgency, DMGuidance: s.theme.hook.guidance, PotentialOutcomes: s.theme.hook.outcomes[:]},
		{Type: "personal", Title: "Word from " + contact.Name,
			Description: fmt.Sprintf("%s, %s, sends word to %s: they must talk, and soon. %s.", contact.Name, s.origin.contact, s.setting.hookPlace, s.origin.contactStatus),
			Urgency:     "low",
			DMGuidance:  fmt.Sprintf("Use this contact to bring %s into the campaign when the party needs a lead.", s.formerLife()),
			PotentialOutcomes: []string{"The contact becomes a steady source of rumours and work",
				"The contact's trouble becomes the party's trouble"}},
	}
	return all[:s.count("plotHooks")]
}

var mentorStatus = map[Theme]string{
	"heroic": "Proud of them, and quietly worried", "tragic": "Dead these three years; their lessons remain",
	"mysterious": "Vanished without a word last spring", "comedic": "Still trying to get back a borrowed cloak",
	"dark": "Estranged after a bitter quarrel", "ordinary": "Retired, and writes every month", "exotic": "Left behind in the homeland",
}

func (s *story) relationships() []Relationship {
	race := names.Race(s.req.Race)
	mentor := names.Invent(s.r, race, names.Traditional, "")
	kin := names.Invent(s.r, race, names.Common, "")
	contact := names.Invent(s.r, s.contactRace(), names.Traditional, "")
	all := []Relationship{
		{Name: mentor.Name, Relationship: "Mentor", Description: capitalise(s.class.mentor) + ".",
			CurrentStatus: mentorStatus[s.req.Theme], Importance: "significant",
			PlotPotential: fmt.Sprintf("Knows more about the character's gift as %s than they have said.", withArticle(s.classNoun()))},
		{Name: kin.Name, Relationship: s.kin(), Description: fmt.Sprintf("Stayed behind in %s to keep the family going, and has never quite forgiven them for leaving.", s.setting.place),
			CurrentStatus: "Writes rarely; the letters are short", Importance: "central",
			PlotPotential: "Could be threatened, or could arrive unannounced with news from home."},
		{Name: contact.Name, Relationship: capitalise(s.origin.contact), Description: fmt.Sprintf("Someone from %s.", s.formerLife()),
			CurrentStatus: s.origin.contactStatus, Importance: "minor",
			PlotPotential: "A source of favours, rumours and complications."},
	}
	return all[:s.count("relationships")]
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
	return "their years as " + withArticle(role)
}

// roles are backgrounds whose name is not a role in a sentence.
var roles = map[Origin]string{"City Watch": "member of the city watch", "Uthgardt Tribe Member": "Uthgardt tribe member",
	"Waterdhavian Noble": "Waterdhavian noble", "Mercenary Veteran": "mercenary", "Urban Bounty Hunter": "bounty hunter",
	"Knight of the Order": "knight of the order", "Far Traveler": "far traveller", "Haunted One": "monster hunter", "Custom": ""}

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
		{Type: "feature", Name: f.name, Description: fmt.Sprintf("Taught by %s.", s.class.mentor), GameEffect: f.effect,
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

func withArticle(w string) string {
	if w != "" && strings.ContainsRune("aeiouAEIOU", rune(w[0])) {
		return "an " + w
	}
	return "a " + w
}

func capitalise(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

func lowerFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToLower(r)) + s[n:]
}
