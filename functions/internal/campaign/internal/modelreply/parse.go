package modelreply

import (
	"errors"
	"regexp"
	"strings"

	"github.com/lorewright/lorewright/functions/internal/campaign/internal/types"
	"github.com/lorewright/lorewright/functions/internal/llm"
)

// ErrUnreadable means a model's text held no campaign to speak of: too few
// recognisable sections to build on.
var ErrUnreadable = errors.New("campaign: the text has no recognisable campaign sections")

// maxParseBytes bounds the text read (a 4,000-token reply is about 16 KB).
const maxParseBytes = 256 << 10

// sectionKind is what a heading introduces.
type sectionKind int

const (
	secNone sectionKind = iota
	secTitle
	secIntro
	secHooks
	secEncounters // a group heading ("Encounters") whose items are encounters
	secEncounter  // one encounter ("Encounter 2: The Bridge")
	secNPCs
	secLocations
	secConclusion
	secPacing
	secHandouts
	secOther // a heading we do not know: an item inside a group, or junk
)

// block is a heading and the lines under it.
type block struct {
	kind     sectionKind
	heading  string // text after the keyword (an encounter's title), or the whole heading for secOther
	optional bool   // an optional encounter
	level    int    // Markdown heading level (0: not a Markdown heading)
	lines    []string
}

// keyword tables: the first match wins, so longer phrases come first.
// Weak words are common inside an encounter or an NPC ("Title:",
// "Background:"), so there they count as headings only when marked.
var sectionWords = []struct {
	kind         sectionKind
	strong, weak []string
}{
	{secTitle, []string{"campaign title", "adventure title", "campaign name"}, []string{"title"}},
	{secIntro, []string{"introduction", "adventure summary", "adventure overview"}, []string{"intro", "overview", "background", "synopsis", "premise", "summary"}},
	{secHooks, []string{"plot hooks", "adventure hooks", "story hooks"}, []string{"hooks"}},
	{secNPCs, []string{"non-player characters", "key npcs", "major npcs", "npcs"}, []string{"npc", "characters", "cast"}},
	{secLocations, []string{"key locations", "locations", "setting locations"}, []string{"places", "location"}},
	{secConclusion, []string{"conclusion", "epilogue"}, []string{"resolution", "ending", "aftermath", "wrap-up", "wrap up"}},
	{secPacing, []string{"pacing notes", "session timing"}, []string{"pacing", "timing", "time management"}},
	{secHandouts, []string{"player handouts", "handouts"}, []string{"handout"}},
	{secEncounters, []string{"main encounters", "optional encounters", "encounters"}, []string{"scenes", "adventure outline"}},
}

var (
	encounterHead  = regexp.MustCompile(`(?i)^(optional|side|bonus|extra)?\s*(?:encounter|scene)\s*(?:#\s*)?([0-9]{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)?\s*(\([^)]*\))?\s*(?:[:.\-–—]\s*(.*))?$`)
	optionalSuffix = regexp.MustCompile(`(?i)\s*\((?:optional|side encounter|optional encounter)\)\s*$`)
)

// ReadCampaign reads what a model's campaign text holds, with nothing
// filled in (ErrUnreadable when it holds almost nothing).
func ReadCampaign(text string, p types.Parameters) (types.Campaign, error) {
	if len(text) > maxParseBytes {
		text = text[:maxParseBytes]
	}
	text = strings.ToValidUTF8(strings.ReplaceAll(text, "\r\n", "\n"), "")
	text = dropTrailingChatter(text)
	c, found := readBlocks(splitBlocks(text), p)
	if body, closed, ok := llm.FencedBlock(text); ok && closed {
		// A campaign inside a code fence: what is around it is chatter.
		if fc, ffound := readBlocks(splitBlocks(body), p); usable(fc, ffound) {
			c, found = fc, ffound
		}
	}
	if !usable(c, found) {
		jc, ok := campaignFromJSON(text)
		if !ok {
			return types.Campaign{}, ErrUnreadable
		}
		c = jc
	}
	return c, nil
}

// usable: an encounter and one other section, or three sections.
func usable(c types.Campaign, found int) bool {
	return (len(c.Encounters) > 0 && found >= 2) || found >= 3
}

// chatter is what a model says to the user rather than in the campaign.
var chatter = regexp.MustCompile(`(?i)^\W*(let me know|i hope|feel free|happy (gaming|adventuring)|have fun|good luck|would you like|if you('d| would) like|enjoy (your|the) (session|game|adventure|campaign))`)

// dropTrailingChatter removes closing lines such as "Let me know if you'd
// like changes!".
func dropTrailingChatter(text string) string {
	for range 3 {
		trimmed := strings.TrimRight(text, " \t\n`")
		i := strings.LastIndexByte(trimmed, '\n')
		last := strings.TrimSpace(trimmed[i+1:])
		if !chatter.MatchString(last) {
			return text
		}
		text = trimmed[:max(i, 0)]
	}
	return text
}

// splitBlocks cuts the text at its headings. Text before the first heading
// is kept in a secNone block (it may hold a bare title).
func splitBlocks(text string) []block {
	blocks := []block{{kind: secNone}}
	for _, raw := range strings.Split(text, "\n") {
		line := strings.TrimSpace(raw)
		if strings.HasPrefix(line, "```") {
			continue
		}
		if b, ok := parseHeading(line, blocks[len(blocks)-1].kind); ok {
			blocks = append(blocks, b)
			continue
		}
		cur := &blocks[len(blocks)-1]
		cur.lines = append(cur.lines, strings.TrimRight(raw, " \t"))
	}
	return blocks
}

// parseHeading recognises a heading line: Markdown marks, a bold line, an
// upper-case keyword, or a keyword followed by a colon (with or without
// inline text: "CAMPAIGN TITLE: The Sunken Crown"). cur is the section the
// line is in.
func parseHeading(line string, cur sectionKind) (block, bool) {
	if line == "" || len(line) > 200 {
		return block{}, false
	}
	level, s := headingLevel(line)
	marked := level > 0
	bold := strings.HasPrefix(s, "**") || strings.HasPrefix(s, "__")
	// A list entry ("- Introduction: 5 minutes", "2. Encounter 3 (The
	// Bridge): 25 minutes") is content, unless it is a bare section name
	// ("1. INTRODUCTION").
	listed := false
	if !marked && !bold {
		if n := listMarkerLen(s); n > 0 {
			listed = true
			s = s[n:]
		}
	}
	s = strings.TrimSpace(strings.Trim(stripEmphasis(s), "*_"))
	if s == "" {
		return block{}, false
	}
	lower := strings.ToLower(s)
	if !listed && startsWithEncounterWord(lower) {
		if b, ok := encounterHeading(s, level, marked || bold); ok {
			return b, true
		}
	}
	inItem := cur == secEncounter || cur == secNPCs || cur == secLocations || cur == secOther
	weakToo := !inItem || marked || (bold && isWholeBold(line))
	for _, sw := range sectionWords {
		b, ok := sectionHeading(sw.kind, sw.strong, s, lower, level, bold, listed)
		if !ok && weakToo {
			b, ok = sectionHeading(sw.kind, sw.weak, s, lower, level, bold, listed)
		}
		if ok {
			return b, true
		}
	}
	if marked {
		return block{kind: secOther, heading: s, level: level}, true
	}
	return block{}, false
}

// sectionHeading matches a section's keywords at the start of s (lower is
// s in lower case): alone, followed by a colon or dash and inline text, or
// with a parenthesis after a Markdown heading.
func sectionHeading(kind sectionKind, words []string, s, lower string, level int, bold, listed bool) (block, bool) {
	marked := level > 0
	for _, w := range words {
		if !strings.HasPrefix(lower, w) {
			continue
		}
		rest := strings.TrimSpace(s[len(w):])
		switch {
		case rest == "" || rest == ":":
			if !marked && !bold && rest == "" && !isUpper(s) {
				continue
			}
			rest = ""
		case listed:
			continue
		case rest[0] == ':' || strings.HasPrefix(rest, "- ") || strings.HasPrefix(rest, "– ") || strings.HasPrefix(rest, "— "):
			rest = strings.TrimSpace(strings.TrimLeft(rest, ":-–— "))
		case marked && strings.HasPrefix(rest, "("):
			rest = ""
		default:
			continue
		}
		b := block{kind: kind, level: level}
		if rest != "" {
			b.lines = []string{stripEmphasis(rest)}
		}
		if kind == secEncounters && strings.HasPrefix(lower, "optional") {
			b.optional = true
		}
		return b, true
	}
	return block{}, false
}

// headingLevel counts a Markdown heading's marks ("## Title" is 2) and
// returns the text after them.
func headingLevel(s string) (int, string) {
	n := 0
	for n < len(s) && s[n] == '#' {
		n++
	}
	if n == 0 || n > 6 {
		return 0, s
	}
	return n, strings.TrimLeft(s[n:], " \t")
}

// listMarkerLen is the length of a list marker and the spaces after it at
// the start of s ("- ", "* ", "• ", "12. ", "3) ", "iv. "), or 0.
func listMarkerLen(s string) int {
	n := 0
	switch {
	case strings.HasPrefix(s, "•"):
		n = len("•")
	case len(s) > 0 && (s[0] == '-' || s[0] == '*' || s[0] == '+'):
		n = 1
	default:
		for n < len(s) && n < 4 && (isDigit(s[n]) || strings.IndexByte("ivxIVX", s[n]) >= 0) {
			n++
		}
		digits := n > 0 && n <= 2 && isDigit(s[0]) && (n == 1 || isDigit(s[1]))
		roman := n > 0 && !isDigit(s[0]) && strings.Trim(s[:n], "ivxIVX") == ""
		if !(digits || roman) || n >= len(s) || (s[n] != '.' && s[n] != ')') {
			return 0
		}
		n++
	}
	spaces := n
	for spaces < len(s) && (s[spaces] == ' ' || s[spaces] == '\t') {
		spaces++
	}
	if spaces == n {
		return 0
	}
	return spaces
}

func isDigit(b byte) bool { return b >= '0' && b <= '9' }

// encounterHeading reads "Encounter 2: The Bridge", "ENCOUNTER TWO",
// "Optional Encounter: X", "Scene 3 (optional) - X".
func encounterHeading(s string, level int, emphasised bool) (block, bool) {
	m := encounterHead.FindStringSubmatch(s)
	if m == nil {
		return block{}, false
	}
	rest := strings.TrimSpace(stripEmphasis(m[4]))
	optional := m[1] != ""
	if paren := strings.ToLower(m[3]); strings.Contains(paren, "optional") || strings.Contains(paren, "side") {
		optional = true
	} else if m[3] != "" {
		rest = strings.TrimSpace(rest + " " + m[3])
	}
	if optionalSuffix.MatchString(rest) {
		optional, rest = true, optionalSuffix.ReplaceAllString(rest, "")
	}
	// "Scene" alone is too common a word to be a heading unless marked,
	// numbered or followed by a colon.
	if !emphasised && m[2] == "" && m[4] == "" && !strings.HasSuffix(s, ":") && !isUpper(s) {
		return block{}, false
	}
	return block{kind: secEncounter, heading: strings.TrimSpace(rest), optional: optional, level: level}, true
}

// isWholeBold: the line is one bold phrase, perhaps with a colon.
func isWholeBold(line string) bool {
	t := strings.TrimSuffix(strings.TrimSpace(line), ":")
	return strings.HasPrefix(t, "**") && strings.HasSuffix(t, "**") && strings.Count(t, "**") == 2
}

func startsWithEncounterWord(lower string) bool {
	for _, p := range []string{"encounter", "scene", "optional", "side", "bonus", "extra"} {
		if strings.HasPrefix(lower, p) {
			return true
		}
	}
	return false
}

func isUpper(s string) bool {
	letters := 0
	for _, r := range s {
		if r >= 'a' && r <= 'z' {
			return false
		}
		if r >= 'A' && r <= 'Z' {
			letters++
		}
	}
	return letters >= 3
}

// stripEmphasis removes Markdown bold and italic markers and a quote mark.
func stripEmphasis(s string) string {
	if strings.Contains(s, "**") {
		s = strings.ReplaceAll(s, "**", "")
	}
	if strings.Contains(s, "__") {
		s = strings.ReplaceAll(s, "__", "")
	}
	s = strings.TrimPrefix(strings.TrimSpace(s), "> ")
	if len(s) >= 2 && (s[0] == '*' || s[0] == '_') && s[len(s)-1] == s[0] {
		s = s[1 : len(s)-1]
	}
	return strings.TrimSpace(s)
}
