package balance

import (
	"math"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Points of the classifier's evidence besides word lists (which give 2 for
// a strong word, 1 otherwise).
const (
	// headingPoints go to the category a section's heading names, for every
	// segment of the section: strong, yet a paragraph full of other words
	// can outvote it (the talk after a fight). A type tag ("(Combat)") is
	// the author saying what the scene is, and counts tagPoints.
	headingPoints     = 3
	tagPoints         = 6
	weakHeadingPoints = 1
	// A quoted line of speech is roleplay: 2 points, 1 per further quote,
	// at most maxDialoguePoints.
	maxDialoguePoints = 4
	// Each creature named is a point for combat, at most maxMonsterPoints;
	// a group the text stages ("six goblins", "a troll", "3 Cave Eels") is
	// stagedPoints, and each further group a point, up to maxStagedGroups.
	maxMonsterPoints = 2
	stagedPoints     = 3
	maxStagedGroups  = 3
	// A phrase repeated in a segment counts at most maxRepeats times, and
	// the places of a category at most maxPlacePoints together.
	maxRepeats     = 2
	maxPlacePoints = 2
	// maxSignals bounds the words listed per segment.
	maxSignals = 6
	// contextConfidence is the confidence of a type taken from context.
	contextConfidence = 30
)

// tiePriority breaks ties between equal scores when neither the heading
// nor the previous segment decides: the more specific scene first (guards
// that let the party pass on a condition set a puzzle).
var tiePriority = []Category{Puzzle, Combat, Roleplay, Exploration, Transition}

// evidence is what the classifier found in one segment.
type evidence struct {
	scores  Mix
	signals []scored
}

// scored is a signal for a category (its index in Categories) with its
// points, where it was found (for order) and its key: the word-list
// phrase, or -1 for other signals. Small fields: a long campaign has
// thousands.
type scored struct {
	Signal
	points, at, key int32
	category        uint8
}

// add counts points for c; a signal already listed for c (the same phrase
// of the word list, or the same text) gathers the points.
func (e *evidence) add(c Category, points, at, key int, s Signal) {
	*e.scores.ptr(c) += points
	ci := uint8(c.index())
	for i, old := range e.signals {
		if old.category == ci && old.Kind == s.Kind && int(old.key) == key && (key >= 0 || strings.EqualFold(old.Text, s.Text)) {
			e.signals[i].points += int32(points)
			return
		}
	}
	if e.signals == nil {
		e.signals = make([]scored, 0, 8)
	}
	e.signals = append(e.signals, scored{Signal: s, category: ci, points: int32(points), at: int32(at), key: int32(key)})
}

// gather scores the segment's words, dialogue, creatures and heading. Its
// signals are appended to signals (empty, with room).
func gather(w *words, r *reader, sp span, sec section, kw *keywordIndex, creatures []mention, signals []scored) evidence {
	text, toks := w.text, w.toks
	e := evidence{signals: signals}
	type seen struct{ value, count int }
	var room [32]seen // most segments repeat fewer phrases: no allocation
	repeats := room[:0]
	var places Mix // points of place words so far
	hostile := false
	for i := sp.t0; i < sp.t1; {
		n, v := kw.trie.match(w, i, sp.t1)
		if n == 0 {
			i++
			continue
		}
		k := 0
		for k < len(repeats) && repeats[k].value != v {
			k++
		}
		if k == len(repeats) {
			repeats = append(repeats, seen{value: v})
		}
		repeats[k].count++
		if repeats[k].count <= maxRepeats && !r.inName(i) {
			phrase := text[toks[i].start:toks[i+n-1].end]
			for _, h := range kw.hits[v] {
				if h.category == Puzzle && n == 1 && figureOfSpeech(w, i) {
					continue // "a riddle of a man"
				}
				if h.category == Combat {
					switch {
					case n == 1 && r.pastEvent(i):
						// "his skeletons killed them": the story so far.
						e.add(Transition, 1, toks[i].start, -1, Signal{Kind: SignalCue, Text: "the story before the adventure: “" + r.phraseAround(i) + "”"})
						continue
					case r.hedged(i):
						// "Clever talk can avoid the fight": no fight.
						continue
					case !hostile && n == 1 && r.actsAgainstParty(i, creatures):
						hostile = true
						e.add(Combat, hostilePoints, toks[i].start, -1, Signal{Kind: SignalCue, Text: "creatures act against the party: “" + r.phraseAround(i) + "”"})
					}
				}
				if h.place {
					if places.Get(h.category) >= maxPlacePoints {
						continue
					}
					*places.ptr(h.category) += h.weight
				}
				e.add(h.category, h.weight, toks[i].start, v, Signal{Kind: SignalKeyword, Text: phrase})
			}
		}
		i += n
	}
	dialogue := 0
	for _, q := range quotes(text[sp.start:sp.end]) {
		points := 1
		if dialogue == 0 {
			points = 2
		}
		if dialogue+points > maxDialoguePoints {
			break
		}
		dialogue += points
		e.add(Roleplay, points, sp.start+q[0], -1, Signal{Kind: SignalDialogue, Text: excerpt(text[sp.start+q[0]:sp.start+q[1]], 48)})
	}
	stagedCues(&e, r, sp, creatures, kw)
	sentenceCues(&e, r, sp)
	// A label names its own paragraph; those after it in its section are
	// read by their own words.
	// A room's name is counted with its paragraph's words: only a name that
	// says what happens there ("9. Conclusion", "DIRE WOLVES") counts again.
	if sec.kind != "" && !(sec.keyed && sp.para != sec.start) && !(sec.keyed && sec.weak) {
		points := headingPoints
		switch {
		case sec.tagged:
			points = tagPoints
		case sec.weak:
			points = weakHeadingPoints
		case sec.keyed && framingWordsIn(sec.heading):
			// A paragraph labelled as the frame ("THE HOOK:", "Backstory:")
			// is the author saying what it is, as a type tag does.
			points = tagPoints
		}
		e.add(sec.kind, points, -1, -1, Signal{Kind: SignalHeading, Text: sec.heading})
	}
	return e
}

// quotes finds quoted speech of three words or more: "..." or “...”. It
// returns byte spans relative to s, quotation marks included.
func quotes(s string) [][2]int {
	var out [][2]int
	// The next curly quote is searched again only once passed, so a text
	// full of straight quotes stays linear.
	curly := -1
	for i := 0; i < len(s); {
		if curly < i {
			if curly = strings.Index(s[i:], "“"); curly >= 0 {
				curly += i
			} else {
				curly = len(s)
			}
		}
		k := strings.IndexByte(s[i:], '"')
		switch {
		case k >= 0 && i+k < curly:
			i += k
		case curly < len(s):
			i = curly
		default:
			return out
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		closing := `"`
		if r == '“' {
			closing = "”"
		}
		end := strings.Index(s[i+size:], closing)
		if end < 0 {
			break
		}
		end += i + size + len(closing)
		if strings.Count(strings.TrimSpace(s[i:end]), " ") >= 2 {
			out = append(out, [2]int{i, end})
		}
		i = end
	}
	return out
}

// decide picks the category with the most points (ties: the heading's,
// then the previous segment's, then tiePriority) and the confidence:
// 30 + 30 x margin + 35 x strength, where margin is the winner's lead over
// the runner-up as a share of its points and strength grows from 0 at 1
// point to 1 at 6 points or more. A lone word gives the spec's 60; no
// evidence gives contextConfidence.
func decide(e evidence, headingKind, previous Category) (Category, int) {
	best, runnerUp := Category(""), 0
	bestScore := 0
	order, n := tieOrder(headingKind, previous)
	for _, c := range order[:n] {
		s := e.scores.Get(c)
		switch {
		case s > bestScore:
			runnerUp = bestScore
			best, bestScore = c, s
		case s > runnerUp:
			runnerUp = s
		}
	}
	if bestScore == 0 {
		return "", 0
	}
	margin := float64(bestScore-runnerUp) / float64(bestScore)
	strength := float64(min(bestScore, 6)-1) / 5
	return best, int(math.Round(30 + 30*margin + 35*strength))
}

// tieOrder lists the categories with the heading's and the previous
// segment's first, so they win ties (in an array: no allocation).
func tieOrder(headingKind, previous Category) (order [5]Category, n int) {
	add := func(c Category) {
		if c != "" && !slices.Contains(order[:n], c) {
			order[n] = c
			n++
		}
	}
	add(headingKind)
	add(previous)
	for _, c := range tiePriority {
		add(c)
	}
	return order, n
}

// topSignals lists the winner's signals, most points first, then by
// position, at most maxSignals.
func topSignals(e evidence, c Category) []Signal { return topSignalsOf(c, e.signals) }

// topSignalsOf is topSignals over the signals of several paragraphs (a
// scene's), read where they are.
func topSignalsOf(c Category, lists ...[]scored) []Signal {
	return appendTopSignals(nil, c, lists...)
}

// appendTopSignals appends topSignalsOf's signals to out (made to measure
// when nil).
func appendTopSignals(out []Signal, c Category, lists ...[]scored) []Signal {
	// Only the winner's signals are sorted, by reference: the others are
	// most of them.
	type ref struct{ list, i int32 }
	var buf [32]ref
	mine := buf[:0]
	ci := uint8(c.index())
	for l, list := range lists {
		for i := range list {
			if list[i].category == ci {
				mine = append(mine, ref{int32(l), int32(i)})
			}
		}
	}
	at := func(r ref) *scored { return &lists[r.list][r.i] }
	slices.SortStableFunc(mine, func(a, b ref) int {
		sa, sb := at(a), at(b)
		if sa.points != sb.points {
			return int(sb.points - sa.points)
		}
		return int(sa.at - sb.at)
	})
	if out == nil {
		out = make([]Signal, 0, min(len(mine), maxSignals))
	}
	first := len(out)
	for _, r := range mine {
		if len(out)-first == maxSignals {
			break
		}
		s := at(r)
		if !slices.ContainsFunc(out[first:], func(o Signal) bool { return o.Kind == s.Kind && strings.EqualFold(o.Text, s.Text) }) {
			out = append(out, s.Signal)
		}
	}
	return out
}

// excerpt collapses whitespace and cuts s to about limit characters at a
// word boundary, marking the cut with an ellipsis. It copies word by word
// and reads no further than it needs to.
func excerpt(s string, limit int) string {
	if e, ok := plainExcerpt(s, limit); ok {
		return e
	}
	return collapsedExcerpt(s, limit)
}

// collapsedExcerpt is excerpt for any text.
func collapsedExcerpt(s string, limit int) string {
	var b strings.Builder
	b.Grow(min(len(s), limit+8))
	n, cut := 0, false
	for i := 0; i < len(s); {
		// Skip a run of whitespace, then take the word after it.
		if c := s[i]; c < utf8.RuneSelf && asciiSpace[c] {
			i++
			continue
		} else if c >= utf8.RuneSelf {
			if r, size := utf8.DecodeRuneInString(s[i:]); unicode.IsSpace(r) {
				i += size
				continue
			}
		}
		start, runes := i, 0
		for i < len(s) {
			if c := s[i]; c < utf8.RuneSelf {
				if asciiSpace[c] {
					break
				}
				i++
			} else {
				r, size := utf8.DecodeRuneInString(s[i:])
				if unicode.IsSpace(r) {
					break
				}
				i += size
			}
			runes++
		}
		sep := btoi(b.Len() > 0)
		if n+sep+runes > limit {
			cut = true
			if b.Len() == 0 {
				// One word longer than the limit: cut inside it.
				for k := start; k < i && n < limit; n++ {
					_, size := decodeAt(s, k)
					b.WriteString(s[k : k+size])
					k += size
				}
			}
			break
		}
		if sep == 1 {
			b.WriteByte(' ')
		}
		b.WriteString(s[start:i])
		n += sep + runes
	}
	if !cut {
		return b.String()
	}
	return strings.TrimRight(b.String(), " ,;:") + "…"
}

// plainExcerpt is excerpt for the usual text, ASCII words separated by
// single white-space characters as far as the excerpt reads (up to the
// word after the cut): the excerpt is then a prefix of s, its line breaks
// and tabs made spaces, copied once or not at all. ok is false for other
// text.
func plainExcerpt(s string, limit int) (e string, ok bool) {
	if s == "" || limit < 1 {
		return "", false
	}
	n := min(len(s), limit+2)
	other := false // white space other than ' '
	for i := 0; i < n; i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			return "", false
		}
		if asciiSpace[c] {
			if i == 0 || asciiSpace[s[i-1]] {
				return "", false
			}
			other = other || c != ' '
		}
	}
	if len(s) <= limit {
		if asciiSpace[s[len(s)-1]] {
			return "", false
		}
		return spacesOnly(s, other), true
	}
	// The last word that fits ends at k; another word starts at k+1 (a
	// single white-space character between), so the excerpt is cut.
	k := limit
	if !asciiSpace[s[k]] {
		k = lastSpace(s[:limit])
	}
	if k <= 0 || k+1 >= n {
		return "", false
	}
	// Trimmed of " ,;:" before the copy (white space counts: it is made a
	// space), with the ellipsis written in the same copy.
	kept := s[:k]
	for len(kept) > 0 && (asciiSpace[kept[len(kept)-1]] || strings.IndexByte(",;:", kept[len(kept)-1]) >= 0) {
		kept = kept[:len(kept)-1]
	}
	var b strings.Builder
	b.Grow(len(kept) + len("…"))
	for i := 0; i < len(kept); i++ {
		if c := kept[i]; other && asciiSpace[c] {
			b.WriteByte(' ')
		} else {
			b.WriteByte(c)
		}
	}
	b.WriteString("…")
	return b.String(), true
}

// spacesOnly is s with its ASCII white space made spaces, if it has other.
func spacesOnly(s string, other bool) string {
	if !other {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		if c := s[i]; asciiSpace[c] {
			b.WriteByte(' ')
		} else {
			b.WriteByte(c)
		}
	}
	return b.String()
}

// lastSpace is the index of the last ASCII white space in s, or -1.
func lastSpace(s string) int {
	for i := len(s) - 1; i >= 0; i-- {
		if asciiSpace[s[i]] {
			return i
		}
	}
	return -1
}

// decodeAt reads the rune at s[i], quickly for ASCII.
func decodeAt(s string, i int) (rune, int) {
	if s[i] < utf8.RuneSelf {
		return rune(s[i]), 1
	}
	return utf8.DecodeRuneInString(s[i:])
}

// asciiSpace marks the ASCII white-space bytes.
var asciiSpace = [utf8.RuneSelf]bool{' ': true, '\n': true, '\t': true, '\r': true, '\v': true, '\f': true}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
