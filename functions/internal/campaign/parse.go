package campaign

import (
	"errors"
	"hash/fnv"
	"regexp"
	"strings"
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
	headingMarks   = regexp.MustCompile(`^(#{1,6})\s*`)
	listMarker     = regexp.MustCompile(`^(?:[-*+•]|\d{1,2}[.)]|[ivxIVX]{1,4}[.)])\s+`)
	encounterHead  = regexp.MustCompile(`(?i)^(optional|side|bonus|extra)?\s*(?:encounter|scene)\s*(?:#\s*)?([0-9]{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)?\s*(\([^)]*\))?\s*(?:[:.\-–—]\s*(.*))?$`)
	optionalSuffix = regexp.MustCompile(`(?i)\s*\((?:optional|side encounter|optional encounter)\)\s*$`)
)

// ParseCampaign reads a model's campaign text into a Campaign. It accepts
// the sections in any order, Markdown or plain headings, numbered or bulleted
// lists and stray prose; parts the text lacks are filled from a built-in
// campaign for the same parameters, and a JSON campaign is read too. Only a
// text with almost nothing recognisable fails (ErrUnreadable). The result
// has no ID or GeneratedAt: the caller stamps them.
func ParseCampaign(text string, p Parameters) (Campaign, error) {
	p = p.WithDefaults()
	if len(text) > maxParseBytes {
		text = text[:maxParseBytes]
	}
	text = strings.ToValidUTF8(strings.ReplaceAll(text, "\r\n", "\n"), "")
	blocks := splitBlocks(text)
	c, found := readBlocks(blocks, p)
	if !usable(c, found) {
		if jc, ok := campaignFromJSON(text); ok {
			c, found = jc, 3
		} else {
			return Campaign{}, ErrUnreadable
		}
	}
	return complete(c, p, fillSeed(text)), nil
}

// usable: an encounter and one other section, or three sections.
func usable(c Campaign, found int) bool {
	return (len(c.Encounters) > 0 && found >= 2) || found >= 3
}

func fillSeed(text string) uint64 {
	h := fnv.New64a()
	_, _ = h.Write([]byte(text))
	return h.Sum64()
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
	s := line
	level := 0
	if m := headingMarks.FindStringSubmatch(s); m != nil {
		level = len(m[1])
		s = s[len(m[0]):]
	}
	marked := level > 0
	bold := false
	if strings.HasPrefix(s, "**") || strings.HasPrefix(s, "__") {
		bold = true
	}
	s = stripEmphasis(s)
	s = strings.TrimSpace(strings.TrimLeft(s, "-*+• "))
	if m := listMarker.FindString(s); m != "" && !marked {
		// "1. INTRODUCTION" is a heading; "1. Bandits attack" is a list item
		// unless it names a section.
		s = s[len(m):]
	}
	s = strings.TrimSpace(strings.Trim(s, "*_"))
	if s == "" {
		return block{}, false
	}
	lower := strings.ToLower(s)
	if m := encounterHead.FindStringSubmatch(s); m != nil && startsWithEncounterWord(lower) {
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
		// "Scene" or "Act" alone is too common a word to be a heading
		// unless marked, numbered or followed by a colon.
		if !marked && !bold && m[2] == "" && m[4] == "" && !strings.HasSuffix(s, ":") && !isUpper(s) {
			return block{}, false
		}
		return block{kind: secEncounter, heading: strings.TrimSpace(rest), optional: optional, level: level}, true
	}
	inItem := cur == secEncounter || cur == secNPCs || cur == secLocations || cur == secOther
	for _, sw := range sectionWords {
		words := sw.strong
		if !inItem || marked || (bold && isWholeBold(line)) {
			words = append(words[:len(words):len(words)], sw.weak...)
		}
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
			case rest[0] == ':' || strings.HasPrefix(rest, "- ") || strings.HasPrefix(rest, "– ") || strings.HasPrefix(rest, "— "):
				rest = strings.TrimSpace(strings.TrimLeft(rest, ":-–— "))
			case marked && strings.HasPrefix(rest, "("):
				rest = ""
			default:
				continue
			}
			b := block{kind: sw.kind, level: level}
			if rest != "" {
				b.lines = []string{stripEmphasis(rest)}
			}
			if sw.kind == secEncounters && strings.HasPrefix(lower, "optional") {
				b.optional = true
			}
			return b, true
		}
	}
	if marked {
		return block{kind: secOther, heading: s, level: level}, true
	}
	return block{}, false
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
	s = strings.ReplaceAll(s, "**", "")
	s = strings.ReplaceAll(s, "__", "")
	s = strings.TrimPrefix(strings.TrimSpace(s), "> ")
	if len(s) >= 2 && (s[0] == '*' || s[0] == '_') && s[len(s)-1] == s[0] {
		s = s[1 : len(s)-1]
	}
	return strings.TrimSpace(s)
}
