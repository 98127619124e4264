package backgrounds

import (
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/lorewright/lorewright/functions/internal/english"
)

// wishes are the player's additional requirements, read so the built-in
// background can weave them into the story: people become relationships
// and part of the history, fears join the fears, aims join the goals, and
// anything else becomes a formative event.
type wishes struct {
	people []wishedPerson
	// fears are what is feared ("deep water"); goals are aims written as
	// commands ("Find their father").
	fears, goals []string
	// others are the remaining requirements as the player wrote them, each
	// a sentence.
	others []string
}

// wishedPerson is someone the player asked for: "a sister in the thieves'
// guild", "my rival Korran, who cheated them".
type wishedPerson struct {
	// name is the one the player gave, or empty.
	name string
	// role is what they are to the character ("twin sister"); phrase is
	// the role with the rest of the request ("twin sister in the guild").
	role, phrase string
	family       bool
	hostile      bool
	fate         fate
}

// fate is what the player said became of a person.
type fate int

const (
	fateKnown fate = iota
	fateDead
	fateMissing
)

var (
	deadWords    = set("dead", "died", "killed", "murdered", "slain", "late", "deceased", "executed", "hanged")
	missingWords = set("vanished", "missing", "disappeared", "kidnapped", "abducted", "long-lost")
)

// fateOf reads a person's fate from the words the player used.
func fateOf(phrase string) fate {
	for _, w := range strings.FieldsFunc(strings.ToLower(phrase), func(r rune) bool { return r == ' ' || r == ',' }) {
		switch {
		case deadWords[w]:
			return fateDead
		case missingWords[w]:
			return fateMissing
		}
	}
	return fateKnown
}

// Limits on what is read: a request is at most MaxRequirementsChars, but a
// background weaves in only its first few requirements, each bounded.
const (
	maxWishes     = 4
	maxWishLength = maxQuotedChars
)

var (
	wishSplit = regexp.MustCompile(`[.;!?\r\n]+|,\s+and\s+`)
	// Lead-ins that introduce what is wished for: "Give them a scar" and
	// "Has a pet ferret" say the character has it; "Include a rival" only
	// introduces it.
	wishHave   = regexp.MustCompile(`(?i)^(?:and\s+|also\s+|please\s+)*(?:(?:i\s+want|i'd\s+like|i\s+would\s+like)\s+(?:them|the\s+character|him|her)\s+to\s+have|give\s+(?:them|the\s+character|him|her)|(?:they|the\s+character|he|she)\s+(?:has|have|had|should\s+have)|has|have|should\s+have)\s+`)
	wishLeadIn = regexp.MustCompile(`(?i)^(?:and\s+|also\s+|please\s+)*(?:include|add|with)\s+`)
	// A person: modifiers, a role, then the rest ("twin sister who ...").
	wishPerson = regexp.MustCompile(`(?i)^(?:(?:a|an|one|my|his|her|their|the\s+character's)\s+)?((?:(?:older|younger|elder|little|big|baby|twin|half|step|estranged|long-lost|lost|secret|former|old|dead|missing|only|best|childhood|adoptive|sworn|bitter)[\s-]+)*)` +
		`(sister|brother|sibling|mother|father|parent|mom|mum|dad|son|daughter|child|cousin|uncle|aunt|niece|nephew|grandmother|grandfather|grandparent|wife|husband|spouse|betrothed|fianc[eé]e?|lover|sweetheart|friend|mentor|teacher|master|apprentice|rival|nemesis|enemy|patron|partner|ward|guardian|companion|comrade)\b(.*)$`)
	// A name right after the role: "named Vex", "called Old Tom", "Tomas".
	wishName = regexp.MustCompile(`^\s*,?\s*(?:(?i:named|called)\s+)?(\p{Lu}[\p{L}'\x{2019}-]*(?:\s+\p{Lu}[\p{L}'\x{2019}-]*)?)`)
	wishFear = regexp.MustCompile(`(?i)^(?:(?:a|an)\s+)?(?:(?:deep|terrible|secret|great)\s+)?(?:fear\s+of|afraid\s+of|scared\s+of|terrified\s+of|frightened\s+of|phobia\s+of|fears)\s+(.+)$`)
	wishGoal = regexp.MustCompile(`(?i)^(?:(?:wants|wishes|hopes|seeks|longs|needs|means|intends|plans|has\s+sworn|swore|vowed)\s+to|to)\s+(.+)$`)
	wishFind = regexp.MustCompile(`(?i)^(?:is\s+)?(?:searching|looking|hunting)\s+for\s+(.+)$`)
)

var familyRoles = set("sister", "brother", "sibling", "mother", "father", "parent", "mom", "mum", "dad", "son", "daughter", "child",
	"cousin", "uncle", "aunt", "niece", "nephew", "grandmother", "grandfather", "grandparent", "wife", "husband", "spouse")

var hostileRoles = set("rival", "nemesis", "enemy")

func set(words ...string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}

// readWishes reads the player's additional requirements.
func readWishes(text string) wishes {
	var w wishes
	for _, clause := range wishSplit.Split(text, -1) {
		clause = strings.Trim(strings.Join(strings.Fields(clause), " "), " ,:-\u2013\u2014\"\u201c\u201d")
		if clause == "" {
			continue
		}
		if len(w.people)+len(w.fears)+len(w.goals)+len(w.others) == maxWishes {
			break
		}
		clause = bounded(clause)
		body, has := clause, false
		if m := wishHave.FindStringIndex(clause); m != nil {
			body, has = clause[m[1]:], true
		} else if m := wishLeadIn.FindStringIndex(clause); m != nil {
			body = clause[m[1]:]
		}
		if body = strings.TrimSpace(body); body == "" {
			continue
		}
		if p, ok := readPerson(body); ok {
			w.people = append(w.people, p)
			continue
		}
		if m := wishFear.FindStringSubmatch(body); m != nil {
			w.fears = append(w.fears, strings.TrimSpace(m[1]))
			continue
		}
		if m := wishGoal.FindStringSubmatch(body); m != nil {
			w.goals = append(w.goals, english.Capitalise(strings.TrimSpace(m[1])))
			continue
		}
		if m := wishFind.FindStringSubmatch(body); m != nil {
			w.goals = append(w.goals, "Find "+strings.TrimSpace(m[1]))
			continue
		}
		if has {
			clause = "They have " + continued(body)
		}
		w.others = append(w.others, sentence(clause))
	}
	return w
}

func readPerson(body string) (wishedPerson, bool) {
	m := wishPerson.FindStringSubmatchIndex(body)
	if m == nil {
		return wishedPerson{}, false
	}
	modifiers := strings.TrimSpace(body[m[2]:m[3]])
	role := strings.ToLower(body[m[4]:m[5]])
	rest := body[m[6]:m[7]]
	p := wishedPerson{family: familyRoles[role], hostile: hostileRoles[role]}
	if n := wishName.FindStringSubmatchIndex(rest); n != nil {
		p.name = rest[n[2]:n[3]]
		rest = rest[n[1]:]
	}
	rest = strings.TrimSpace(rest)
	p.role = strings.ToLower(strings.TrimSpace(modifiers + " " + role))
	p.phrase = p.role
	if rest != "" {
		if strings.HasPrefix(rest, ",") {
			p.phrase += rest
		} else {
			p.phrase += " " + rest
		}
	}
	p.fate = fateOf(p.phrase)
	if p.fate == fateKnown && slices.Contains(strings.Fields(strings.ToLower(modifiers)), "lost") {
		p.fate = fateMissing // "a lost brother", not "a brother who lost an eye"
	}
	return p, true
}

// commonOpeners are words that open a requirement and are not names, so
// they may be lower-cased when the requirement continues a sentence.
var commonOpeners = set("a", "an", "the", "has", "have", "had", "is", "was", "were", "can", "cannot", "can't", "never",
	"always", "once", "secretly", "raised", "born", "lost", "missing", "grew", "speaks", "knows", "loves", "hates", "owes",
	"keeps", "carries", "collects", "used", "still", "their", "they", "he", "she", "his", "her", "my", "one", "two",
	"no", "only", "some", "left-handed", "right-handed", "blind", "deaf", "mute", "scarred", "cursed", "haunted")

// continued is a requirement written to continue a sentence: its first
// word lower-cased when it is an ordinary word.
func continued(text string) string {
	first, _, _ := strings.Cut(text, " ")
	if commonOpeners[strings.ToLower(first)] {
		return lowerFirst(text)
	}
	return text
}

// bounded cuts text to maxWishLength characters.
func bounded(text string) string {
	if utf8.RuneCountInString(text) > maxWishLength {
		return strings.TrimSpace(string([]rune(text)[:maxWishLength-1])) + "\u2026"
	}
	return text
}

// sentence capitalises text and ends it with a full stop unless it ends
// its own sentence.
func sentence(text string) string {
	text = english.Capitalise(strings.TrimSpace(text))
	if strings.HasSuffix(text, ".") || strings.HasSuffix(text, "!") || strings.HasSuffix(text, "?") || strings.HasSuffix(text, "\u2026") {
		return text
	}
	return text + "."
}
