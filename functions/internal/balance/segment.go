package balance

import (
	"regexp"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/lorewright/lorewright/functions/internal/nlp"
	"github.com/lorewright/lorewright/functions/internal/srd"
)

// Segment sizes in words: a paragraph is a segment; short ones (list items,
// lines of dialogue) are joined until they reach minSegmentWords, a short
// tail joins the segment before it, and long paragraphs are split at
// sentence ends to stay under maxSegmentWords. A segment is then about one
// beat of play.
const (
	minSegmentWords = 15
	maxSegmentWords = 150
)

// section is the text under one heading (or before the first heading), or
// one keyed entry: a room of a dungeon ("12. Shaft room: ...", "(3) ...")
// or a paragraph that opens with its own label ("DIRE WOLVES: ...",
// "Encounter 2: The Toll Bridge. ..."). Scenes and encounters never cross
// sections.
type section struct {
	// heading is the heading's text, or the entry's key or label; empty
	// before the first heading.
	heading string
	// kind is the category a heading or a label names, if any; tagged when
	// it says so in a type tag ("Ambush at the Ford (Combat)"), weak when
	// it only names a place ("Throne Room").
	kind         Category
	tagged, weak bool
	// keyed: a keyed entry or a labelled paragraph rather than a heading;
	// title: the document's title; table: a table's rows, one a line.
	keyed, title, table bool
	// start is the byte offset of the heading or entry.
	start int
}

// span is a stretch of text being made into a segment: a paragraph, a
// piece of a long one, or short lines joined.
type span struct {
	start, end int // byte offsets
	t0, t1     int // token range
	section    int
	// para is the byte offset of the paragraph the span starts in.
	para int
}

func (s span) words() int { return s.t1 - s.t0 }

// layout is the text cut into sections and segment spans.
type layout struct {
	sections []section
	spans    []span
}

// splitText cuts text into sections at headings and keyed entries, and
// into segment spans within them. The document's title block (its first
// lines when they read as a title and a byline) classifies nothing, and
// headings take no table time, so neither is a segment. creatures are the
// creature index's finds in the text, for the headings that name a
// creature.
func splitText(w *words, kw *keywordIndex, creatures namedCreatures) layout {
	text, toks := w.text, w.toks
	var l layout
	cur := -1      // current section; -1 until the first line
	ti := 0        // first token not yet placed
	var open *span // nil or &held
	var held span  // one variable, not one per piece taken by address
	flush := func() {
		if open == nil {
			return
		}
		s := *open
		open = nil
		// A short tail joins the previous segment of its section (not a
		// table's row: each row is another fight).
		if s.words() < minSegmentWords && !l.sections[s.section].table && joinsPrevious(l.spans, s) {
			n := len(l.spans)
			l.spans[n-1].end, l.spans[n-1].t1 = s.end, s.t1
			return
		}
		l.spans = append(l.spans, s)
	}
	lines := lineSpans(text)
	inTitle := false // in the title block
	// A text that separates paragraphs by blank lines keeps the lines of a
	// list or a table in one paragraph (para: where the paragraph of the
	// current line starts); the editor's text has a paragraph a line.
	blankLines := strings.Contains(text, "\n\n") || strings.Contains(text, "\n\r\n")
	para := 0
	var pieces []span // reused line after line
	inTable := false  // the previous line was a short keyed row
	for k, ln := range lines {
		line := text[ln[0]:ln[1]]
		t0 := ti
		for ti < len(toks) && toks[ti].start < ln[1] {
			ti++
		}
		if k == 0 || !blankLines || strings.Count(text[lines[k-1][1]:ln[0]], "\n") > 1 {
			para = ln[0]
		}
		if isRule(line) {
			continue
		}
		heading, isHeading := headingText(line)
		if !isHeading && k+1 < len(lines) && isUnderline(text[lines[k+1][0]:lines[k+1][1]]) && utf8.RuneCountInString(line) <= maxHeadingRunes {
			heading, isHeading = strings.TrimSpace(line), true
		}
		if k == 0 && k+1 < len(lines) && isTitle(line, heading, isHeading) {
			// The title names the document: a section that classifies nothing.
			l.sections = append(l.sections, section{heading: strings.TrimSpace(line), title: true, start: ln[0]})
			cur, inTitle = 0, true
			continue
		}
		if inTitle {
			// An author line or a byline under the title is left out.
			if byline.MatchString(line) || isHeading && !headingPrefix.MatchString(heading) && len(strings.Fields(heading)) <= maxAuthorWords &&
				noKind(heading, w, t0, ti, kw, creatures) {
				continue
			}
			inTitle = false
		}
		if isHeading {
			flush()
			inTable = false
			kind, tagged, weak := headingKind(heading, w, t0, ti, kw, creatures.distinctIn(t0, ti))
			l.sections = append(l.sections, section{heading: heading, kind: kind, tagged: tagged, weak: weak, start: ln[0]})
			cur = len(l.sections) - 1
			continue
		}
		// A keyed entry or a labelled paragraph is a place of its own; a
		// run of short keyed lines is one table (wandering monsters,
		// rumours), a single place.
		if entry, ok := entryTitle(line); ok {
			// Rows of a table follow each other line by line; a blank line
			// between two short entries makes them two places.
			short := ti-t0 < tableRowWords
			if inTable && strings.Count(text[lines[k-1][1]:ln[0]], "\n") > 1 {
				inTable = false
			}
			if short && inTable {
				// The next row: a span of its own in the table's section.
				l.sections[cur].table = true
				flush()
			} else {
				flush()
				sec := section{heading: entry, keyed: true, start: ln[0]}
				// A short title names the entry: "9. Conclusion", "THE
				// HOOK", "DIRE WOLVES", "12. Shaft room".
				if n := wordCount(entry); n <= maxLabelWords+1 {
					sec.kind, _, sec.weak = headingKind(entry, w, t0, min(ti, t0+n), kw, creatures.distinctIn(t0, min(ti, t0+n)))
				}
				l.sections = append(l.sections, sec)
				cur = len(l.sections) - 1
			}
			inTable = short
		} else {
			inTable = false
		}
		if cur < 0 {
			l.sections = append(l.sections, section{start: ln[0]})
			cur = 0
		}
		if sec := &l.sections[cur]; sec.heading != "" && !sec.tagged && !sec.keyed {
			// The campaign generator writes the type on the line under the
			// heading: "Type: Combat · Duration: 30 minutes".
			if m := typeLineOf(line); m != nil {
				sec.kind, _ = tagCategoryOf(m[1])
				sec.tagged = true
			}
		}
		if t0 == ti {
			continue // no words: punctuation or symbols only
		}
		pieces = sentencePieces(pieces[:0], text, toks, ln[0], ln[1], t0, ti)
		for _, p := range pieces {
			p.section, p.para = cur, para
			// Short lines before a paragraph join the segment before them
			// in the section, or else lead into the paragraph ("Type:" and
			// "Monsters:" lines under a heading).
			if open != nil && (open.section != p.section || open.words()+p.words() > maxSegmentWords ||
				p.words() >= minSegmentWords && joinsPrevious(l.spans, *open)) {
				flush()
			}
			if open == nil {
				held = p
				open = &held
			} else {
				open.end, open.t1 = p.end, p.t1
			}
			if open.words() >= minSegmentWords {
				flush()
			}
		}
	}
	flush()
	return l
}

// isTitle reports whether the first line reads as the document's title: a
// heading without a section prefix ("Introduction", "Chapter 1" start
// sections), or a short line without a full stop.
func isTitle(line, heading string, isHeading bool) bool {
	if isHeading {
		return !headingPrefix.MatchString(heading)
	}
	return len(strings.Fields(line)) <= maxTitleWords && !strings.ContainsAny(line[len(line)-1:], ".!?:\"”")
}

// noKind reports that a heading (words t0..t1) names no kind of scene.
func noKind(heading string, w *words, t0, t1 int, kw *keywordIndex, creatures namedCreatures) bool {
	kind, _, _ := headingKind(heading, w, t0, t1, kw, creatures.distinctIn(t0, t1))
	return kind == ""
}

// byline is an author line: "By John Warner", "by Alex Schroeder".
var byline = regexp.MustCompile(`(?i)^by\s+\S+(\s+\S+){0,4}$`)

// maxTitleWords bounds a title line that does not look like a heading
// ("Vermin Hollow - for 3 or more PCs of level 1 to 2 - by Rob");
// maxAuthorWords an author's name under the title.
const (
	maxTitleWords  = 16
	maxAuthorWords = 4
)

// tableRowWords: keyed lines shorter than this, one after another, are the
// rows of one table.
const tableRowWords = 8

var (
	// entryKey is the key of a keyed entry: "12.", "8a.", "(3)", "4)",
	// "1-2.", "C)" at the start of a line.
	entryKey = regexp.MustCompile(`^(?:\(\d{1,3}[a-z]?\)|\d{1,3}[a-z]?(?:-\d{1,3})?[.):]|[A-Z][.)])\s+`)
	// entryLabel is a label that opens a paragraph: a few words, then a
	// colon ("DIRE WOLVES: A vicious pack...", "Backstory: Darkness...").
	entryLabel = regexp.MustCompile(`^([^:.!?"“]{2,60}):\s+\S`)
)

// maxLabelWords bounds a paragraph's label; labelledParagraphWords is the
// least a labelled paragraph says after it (shorter lines are fields:
// "Monsters: 1 Bugbear, 5 Goblins", "Treasure: 40 gold pieces").
const (
	maxLabelWords          = 6
	labelledParagraphWords = 10
)

// entryTitle reports whether a line opens a keyed entry or a labelled
// paragraph, and returns its title: the key with the room's name ("12.
// SHAFT ROOM", "(3) Carved hallway leads to (4)"), or the label, with the
// name an encounter label gives ("Encounter 2: The Toll Bridge").
func entryTitle(line string) (string, bool) {
	if mayOpenWithKey(line) {
		if loc := entryKey.FindStringIndex(line); loc != nil {
			key := strings.TrimSpace(line[:loc[1]])
			return excerpt(key+" "+strings.TrimRight(firstClause(line[loc[1]:]), ":"), 48), true
		}
	}
	colon := strings.IndexByte(line[:min(len(line), 62)], ':')
	if colon < 0 {
		return "", false
	}
	m := entryLabel.FindStringSubmatch(line)
	if m == nil || len(strings.Fields(m[1])) > maxLabelWords || !readsAsLabel(m[1]) ||
		len(strings.Fields(line[len(m[0])-1:])) < labelledParagraphWords || typeLineOf(line) != nil {
		return "", false
	}
	label := strings.TrimSpace(m[1])
	if headingPrefix.MatchString(label) {
		// "Encounter 2: The Toll Bridge. A single ogre...": the name too.
		rest := strings.TrimSpace(line[len(m[0])-1:])
		if name := strings.TrimRight(firstClause(rest), "."); len(name) < len(rest) && len(strings.Fields(name)) <= maxLabelWords {
			if _, ok := headingText(name); ok {
				label += ": " + name
			}
		}
	}
	return label, true
}

// mayOpenWithKey reports whether line starts as entryKey needs: a digit,
// a bracket, or a capital with a dot or bracket. Most lines do not, and
// skip the regexp.
func mayOpenWithKey(line string) bool {
	c := line[0]
	return '0' <= c && c <= '9' || c == '(' || 'A' <= c && c <= 'Z' && len(line) > 1 && (line[1] == '.' || line[1] == ')')
}

// wordCount counts the words of s.
func wordCount(s string) int {
	n := 0
	for range nlp.Words(s) {
		n++
	}
	return n
}

// readsAsLabel: capitals or title case, as a label is written ("DIRE
// WOLVES", "Game Notes", "Backstory", "ACT II – The Conflict").
func readsAsLabel(s string) bool {
	_, ok := headingText(strings.TrimSpace(s))
	return ok
}

// firstClause is s up to its first full stop or colon followed by a space.
func firstClause(s string) string {
	for i := 0; i+1 < len(s); i++ {
		if (s[i] == '.' || s[i] == ':') && s[i+1] == ' ' {
			return s[:i+1]
		}
	}
	return s
}

// joinsPrevious reports whether s can join the last span: same section,
// within maxSegmentWords together.
func joinsPrevious(spans []span, s span) bool {
	n := len(spans)
	return n > 0 && spans[n-1].section == s.section && spans[n-1].words()+s.words() <= maxSegmentWords
}

// lineSpans returns the byte span of every non-blank line, trimmed.
func lineSpans(text string) [][2]int {
	out := make([][2]int, 0, strings.Count(text, "\n")+1)
	for start := 0; start <= len(text); {
		end := strings.IndexByte(text[start:], '\n')
		if end < 0 {
			end = len(text)
		} else {
			end += start
		}
		s, e := start, end
		for s < e && isSpaceByte(text[s]) {
			s++
		}
		for e > s && isSpaceByte(text[e-1]) {
			e--
		}
		if s < e {
			out = append(out, [2]int{s, e})
		}
		start = end + 1
	}
	return out
}

func isSpaceByte(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f' }

// isRule reports a line of only -, =, *, _ or ~ (a rule or an underline).
func isRule(line string) bool {
	return len(line) >= 3 && strings.Trim(line, "-=*_~ ") == ""
}

// isUnderline reports a setext underline ("=====" or "-----").
func isUnderline(line string) bool {
	return len(line) >= 3 && (strings.Trim(line, "=") == "" || strings.Trim(line, "-") == "")
}

// A heading is at most this long.
const (
	maxHeadingRunes = 80
	maxHeadingWords = 12
)

var (
	// headingPrefix: lines that start like a section of an adventure.
	headingPrefix = regexp.MustCompile(`(?i)^(encounter|scene|chapter|part|act|area|room|location|episode|session|appendix|stage|day|interlude|epilogue|prologue|introduction|conclusion|plot hooks?|npcs?|locations|adventure hooks?)\b\s*([0-9]+|[ivxlc]+\b|[a-z]\b)?\s*([:.\-–—]|$)`)
	// prefixWords are the first words headingPrefix accepts, to skip it
	// cheaply for other lines.
	prefixWords = map[string]bool{"encounter": true, "scene": true, "chapter": true, "part": true, "act": true,
		"area": true, "room": true, "location": true, "episode": true, "session": true, "appendix": true,
		"stage": true, "day": true, "interlude": true, "epilogue": true, "prologue": true, "introduction": true,
		"conclusion": true, "plot": true, "npc": true, "npcs": true, "locations": true, "adventure": true}
	// listItem: bullets and numbered items are content, not headings.
	listItem = regexp.MustCompile(`^([-*•+]\s|\d+[.)]\s)`)
	// smallWords may be lower case in a title.
	smallWords = map[string]bool{"a": true, "an": true, "the": true, "of": true, "and": true, "or": true,
		"in": true, "on": true, "at": true, "to": true, "for": true, "with": true, "by": true, "from": true,
		"vs": true, "into": true, "upon": true, "over": true, "under": true, "is": true}
)

// headingText reports whether a line is a heading and returns its text: a
// markdown heading ("## The Ford"), a line starting like an adventure's
// section ("Encounter 2: Ambush at the Ford (Combat)", "ACT II"), or a short
// line in capitals or title case without closing punctuation.
func headingText(line string) (string, bool) {
	if hashes := len(line) - len(strings.TrimLeft(line, "#")); hashes >= 1 && hashes <= 6 {
		rest := line[hashes:]
		if rest == "" || rest[0] == ' ' || rest[0] == '\t' {
			return strings.TrimSpace(rest), strings.TrimSpace(rest) != ""
		}
	}
	if len(line) > 4*maxHeadingRunes || utf8.RuneCountInString(line) > maxHeadingRunes {
		return "", false
	}
	last, _ := utf8.DecodeLastRuneInString(line)
	first, _ := utf8.DecodeRuneInString(line)
	if strings.ContainsRune(".,;!?\"“”'’", last) || strings.ContainsRune("\"“'‘(", first) {
		return "", false
	}
	words := strings.Fields(line)
	if len(words) == 0 || len(words) > maxHeadingWords || strings.ContainsAny(line[:1], "-*•+0123456789") && listItem.MatchString(line) ||
		hasStatCount(line) || mayOpenWithKey(line) && entryKey.MatchString(line) {
		return "", false
	}
	text := strings.TrimRight(line, ": ")
	if prefixWords[strings.ToLower(strings.Trim(words[0], ":.-–—"))] && headingPrefix.MatchString(line) {
		return text, true
	}
	if strings.HasSuffix(words[0], ":") && len(words) > 1 {
		return "", false // a "Label: value" line ("Monsters: 1 Bugbear, 5 Goblins")
	}
	letters, upper := 0, 0
	for _, r := range line {
		if unicode.IsLetter(r) {
			letters++
			if unicode.IsUpper(r) {
				upper++
			}
		}
	}
	if letters >= 3 && upper == letters {
		return text, true
	}
	if letters == 0 || !unicode.IsUpper(first) && !unicode.IsDigit(first) {
		return "", false
	}
	for _, w := range words {
		r, _ := utf8.DecodeRuneInString(w)
		if unicode.IsLetter(r) && !unicode.IsUpper(r) && !smallWords[strings.ToLower(w)] {
			return "", false
		}
	}
	return text, true
}

// typeTag is an encounter type written in brackets at the end of a heading,
// as the campaign generator writes them: "Ambush at the Ford (Combat)".
var typeTag = regexp.MustCompile(`(?i)[(\[]\s*(combat|battle|fight|social|roleplay|role-play|roleplaying|exploration|travel|puzzle|trap|riddle|transition|interlude)\s*[)\]]\s*:?$`)

// typeLine is a "Type: Combat" line under a heading.
var typeLine = regexp.MustCompile(`(?i)^\W{0,4}type\W{0,4}:\W{0,4}(combat|battle|fight|social|roleplay|role-play|roleplaying|exploration|travel|puzzle|trap|riddle|transition|interlude)\b`)

// typeLineOf matches typeLine, skipping the regexp for the many lines that
// cannot be one.
func typeLineOf(line string) []string {
	head := strings.ToLower(line[:min(len(line), 12)])
	if !strings.Contains(head, "type") {
		return nil
	}
	return typeLine.FindStringSubmatch(line)
}

// typeTagOf matches typeTag and returns the tag's word (the regexp's
// group). A match ends the heading, from its last opening bracket (the tag
// holds none), so the regexp reads only from there, and only when the
// heading ends with a closing bracket (and \s, an optional colon).
func typeTagOf(heading string) (word string, ok bool) {
	end := strings.TrimRight(strings.TrimSuffix(heading, ":"), " \t\n\f\r")
	if end == "" || end[len(end)-1] != ')' && end[len(end)-1] != ']' {
		return "", false
	}
	open := strings.LastIndexAny(heading, "([")
	if open < 0 {
		return "", false
	}
	tag := heading[open:]
	// An ASCII tag is read by hand: "(", \s, the word, \s, ")", \s, ":".
	word = strings.TrimLeft(tag[1:], " \t\n\f\r")
	wordEnd := strings.IndexAny(word, " \t\n\f\r)]")
	if !isASCII(tag) || wordEnd < 0 {
		if m := typeTag.FindStringSubmatch(tag); m != nil {
			return m[1], true
		}
		return "", false
	}
	rest := strings.TrimLeft(word[wordEnd:], " \t\n\f\r")
	word = word[:wordEnd]
	if _, ok := tagCategoryOf(word); !ok || rest == "" || rest[0] != ')' && rest[0] != ']' {
		return "", false
	}
	if rest = strings.TrimLeft(rest[1:], " \t\n\f\r"); rest != "" && rest != ":" {
		return "", false
	}
	return word, true
}

// tagCategoryOf looks a type tag's word up in tagCategories, lower case;
// an ASCII word is lowered on the stack.
func tagCategoryOf(word string) (Category, bool) {
	var buf [16]byte
	if len(word) > len(buf) || !isASCII(word) {
		c, ok := tagCategories[strings.ToLower(word)]
		return c, ok
	}
	b := buf[:len(word)]
	for i := range b {
		c := word[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		b[i] = c
	}
	c, ok := tagCategories[string(b)]
	return c, ok
}

// tagCategories maps a type tag to its category.
var tagCategories = map[string]Category{
	"combat": Combat, "battle": Combat, "fight": Combat,
	"social": Roleplay, "roleplay": Roleplay, "role-play": Roleplay, "roleplaying": Roleplay,
	"exploration": Exploration, "travel": Exploration,
	"puzzle": Puzzle, "trap": Puzzle, "riddle": Puzzle,
	"transition": Transition, "interlude": Transition,
}

// hasStatCount reports a count as monster lists write it, "Goblin (4)",
// "(x4)", "Wolf x2" or "4x Goblin": such a line is a list item, not a
// heading.
func hasStatCount(line string) bool {
	for i := 0; i < len(line); i++ {
		if line[i] < '0' || line[i] > '9' {
			continue
		}
		j := i
		for j < len(line) && line[j] >= '0' && line[j] <= '9' {
			j++
		}
		before := strings.TrimRight(line[:i], " ")
		after := strings.TrimLeft(line[j:], " ")
		// Without a multiplication sign, if there is one ("x", "×").
		plain := strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(before, "x"), "X"), "×")
		switch {
		case strings.HasSuffix(strings.TrimRight(plain, " "), "(") && strings.HasPrefix(after, ")"):
			return true
		case len(plain) < len(before) && (plain == "" || !isLetterEnd(plain)) && (after == "" || !isLetterStart(after)):
			return true
		case (before == "" || !isLetterEnd(before)) && (strings.HasPrefix(line[j:], "x ") || strings.HasPrefix(line[j:], "× ")):
			return true // "4x Goblin", "4× Goblin"
		}
		i = j
	}
	return false
}

func isLetterEnd(s string) bool {
	r, _ := utf8.DecodeLastRuneInString(s)
	return unicode.IsLetter(r) || unicode.IsDigit(r)
}

func isLetterStart(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsLetter(r) || unicode.IsDigit(r)
}

// Heading evidence is counted in half points: keywords as in a segment (a
// strong word 2, another 1), halfPointsPerCreature for each creature named
// in the heading ("The Troll's Lair"), and the number of an adventure's
// encounter ("Encounter 5: The Old Mill") half a weak word for combat. That
// makes an otherwise silent encounter heading a fight, and any word of
// another kind in it outweighs the number.
const (
	halfPointsPerCreature = 4
	encounterHalfPoints   = 1
)

// numberedEncounter is a heading that numbers an encounter: "Encounter 2:",
// "ENCOUNTER III -", "Encounter 4".
var numberedEncounter = regexp.MustCompile(`(?i)^\W{0,4}encounter\s+([0-9]+|[ivxlc]+)\b`)

// hasEncounterNumber matches numberedEncounter, skipping the regexp for
// headings without "encounter" (in any case) in their first bytes: at most
// four other characters, of up to 4 bytes each, come before it.
func hasEncounterNumber(heading string) bool {
	head := heading[:min(len(heading), 16+len("encounter"))]
	return strings.Contains(asciiLower(head), "encounter") && numberedEncounter.MatchString(heading)
}

// headingKind is the category a heading (words t0..t1) names: its type tag
// if it has one (tagged is then true), else the category with the most
// evidence, if any: its keywords and framing words ("Background", "The
// Hook", "Game Notes"), the creatures it names (creatures: how many
// different ones) and an encounter number. weak: only descriptive words
// name it ("Hall of Harmony", "Storeroom", "The Chapel of Lanterns"):
// where the scene is, not what happens there.
func headingKind(heading string, w *words, t0, t1 int, kw *keywordIndex, creatures int) (kind Category, tagged, weak bool) {
	if word, ok := typeTagOf(heading); ok {
		c, _ := tagCategoryOf(word)
		return c, true, false
	}
	var halves Mix
	for i := t0; i < t1; {
		if framingWords[w.norm(i)] {
			halves.Transition += 4
			i++
			continue
		}
		n, v := kw.trie.match(w, i, t1)
		if n == 0 {
			i++
			continue
		}
		for _, h := range kw.hits[v] {
			*halves.ptr(h.category) += 2 * h.weight
		}
		i += n
	}
	halves.Combat += halfPointsPerCreature * creatures
	if hasEncounterNumber(heading) {
		halves.Combat += encounterHalfPoints
	}
	for _, c := range Categories {
		if s := halves.Get(c); s > halves.Get(kind) {
			kind = c
		}
	}
	// Weak: no strong word, creature, framing word or encounter number
	// decides it, only descriptive words ("The Chapel of Lanterns").
	return kind, false, kind != "" && halves.Get(kind) < 4 && !(kind == Combat && halves.Combat == encounterHalfPoints)
}

// framingWordsIn reports a framing word in s.
func framingWordsIn(s string) bool {
	for start, end := range nlp.Words(s) {
		if framingWords[nlp.Lower(s[start:end])] {
			return true
		}
	}
	return false
}

// framingWords name, as a heading or a paragraph's label, the adventure's
// frame rather than a scene: what happened before, how it starts, the
// game master's notes, how it ends.
var framingWords = map[string]bool{
	"background": true, "backstory": true, "history": true, "hook": true, "hooks": true, "story": true, "premise": true,
	"synopsis": true, "overview": true, "summary": true, "notes": true, "conclusion": true, "resolution": true,
	"aftermath": true, "epilogue": true, "prologue": true, "objective": true, "objectives": true, "goal": true, "goals": true,
}

// namedCreatures are the creatures the creature index found in a text.
type namedCreatures struct {
	mentions []mention // in text order
}

// distinctIn counts the different creatures named by words t0..t1, leaving
// out those whose names are everyday words ("The Noble's Court", "A Shadow
// Falls"): a heading writes no count that would make them creatures.
func (n namedCreatures) distinctIn(t0, t1 int) int {
	var seen []*srd.Creature
	for i := sort.Search(len(n.mentions), func(i int) bool { return n.mentions[i].first >= t0 }); i < len(n.mentions) && n.mentions[i].first < t1; i++ {
		c := n.mentions[i].creature
		if c.Everyday == srd.NotEveryday && !slices.Contains(seen, c) {
			seen = append(seen, c)
		}
	}
	return len(seen)
}

// sentencePieces appends to pieces the line text[start:end] (tokens
// t0..t1) in pieces of at most maxSegmentWords words, cut only at sentence
// ends. A single longer sentence stays whole.
func sentencePieces(pieces []span, text string, toks []token, start, end, t0, t1 int) []span {
	if t1-t0 <= maxSegmentWords {
		return append(pieces, span{start: start, end: end, t0: t0, t1: t1})
	}
	cur := span{start: start, t0: t0}
	lastCut := -1 // token index after the latest sentence end in cur
	for i := t0; i < t1; i++ {
		if i+1 < t1 && sentenceEnds(text[toks[i].end:toks[i+1].start]) {
			lastCut = i + 1
		}
		if i+1-cur.t0 >= maxSegmentWords && lastCut > cur.t0 {
			cur.t1, cur.end = lastCut, toks[lastCut-1].end
			cur.end = sentenceEnd(text, cur.end, toks[lastCut].start)
			pieces = append(pieces, cur)
			cur = span{start: toks[lastCut].start, t0: lastCut}
			lastCut = -1
		}
	}
	cur.t1, cur.end = t1, end
	return append(pieces, cur)
}

// sentenceEnds reports whether the gap between two words ends a sentence:
// it holds ., ! or ? and then a space.
func sentenceEnds(gap string) bool {
	i := strings.IndexAny(gap, ".!?")
	return i >= 0 && strings.ContainsAny(gap[i:], " \t\n")
}

// sentenceEnd extends end over the closing punctuation and quotes that
// follow the last word, up to limit.
func sentenceEnd(text string, end, limit int) int {
	for end < limit {
		r, size := utf8.DecodeRuneInString(text[end:])
		if unicode.IsSpace(r) {
			break
		}
		end += size
	}
	return end
}
