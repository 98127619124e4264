package grammar

import (
	"math"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/lorewright/lorewright/functions/internal/glossary"
)

// Style balance thresholds from the spec.
const (
	dialogueHeavyAbove    = 0.6
	descriptionHeavyAbove = 0.8
	wordsPerMinute        = 200
)

// measure counts words, sentences and paragraphs and computes the campaign
// metrics. Issue counts and the quality score are filled in later.
func measure(text string, words []word, matches []glossary.Match, dict *Dictionary) Statistics {
	var s Statistics
	s.WordCount = countFields(text)
	s.SentenceCount = countSentences(text)
	for _, line := range strings.Split(text, "\n") {
		if strings.TrimSpace(line) != "" {
			s.ParagraphCount++
		}
	}
	s.ReadingTime = (s.WordCount + wordsPerMinute - 1) / wordsPerMinute

	for _, m := range matches {
		if countsAsGameTerm(m, dict) {
			s.CampaignMetrics.DndTerms++
		}
	}
	quoted := quotedWords(text, words)
	m := &s.CampaignMetrics
	m.StyleBalance = "balanced"
	if len(words) > 0 {
		m.DialogueRatio = round3(float64(quoted) / float64(len(words)))
		m.DescriptiveRatio = round3(1 - m.DialogueRatio)
		switch {
		case m.DialogueRatio > dialogueHeavyAbove:
			m.StyleBalance = "dialogue-heavy"
		case m.DescriptiveRatio > descriptionHeavyAbove:
			m.StyleBalance = "description-heavy"
		}
	}
	return s
}

// countsAsGameTerm skips spells, conditions, abilities and places that are
// also everyday words when they are written in lower case ("a wooden
// shield", "human nature", "the poisoned well"); races, classes and
// creatures count either way ("the paladin", "a goblin").
func countsAsGameTerm(m glossary.Match, dict *Dictionary) bool {
	switch m.Term.Category {
	case glossary.Race, glossary.Class, glossary.Creature:
		return true
	}
	if strings.ContainsAny(m.Text, " \t\n") {
		return true
	}
	r, _ := utf8.DecodeRuneInString(m.Text)
	if unicode.IsUpper(r) {
		return true
	}
	return dict == nil || !dict.Known(stripPossessive(lowerWord(m.Text)))
}

// countSentences counts runs of text ended by . ! ? or … (or the end) that
// contain a letter or digit.
func countSentences(text string) int {
	n := 0
	content := false
	for i, r := range text {
		switch {
		case r == '.' || r == '!' || r == '?' || r == '\u2026':
			// A dot inside a number or abbreviation chain (3.5, e.g.) does not end a sentence.
			next, _ := utf8.DecodeRuneInString(text[i+utf8.RuneLen(r):])
			if content && (i+utf8.RuneLen(r) >= len(text) || !isWordRune(next)) {
				n++
				content = false
			}
		case r == '\n':
			if content {
				n++
				content = false
			}
		case isWordRune(r):
			content = true
		}
	}
	if content {
		n++
	}
	return n
}

// quotedWords counts words inside quotation marks: straight double quotes
// toggle, curly ones open and close.
func quotedWords(text string, words []word) int {
	inside := make([]bool, 0, len(words))
	open := false
	k := 0
	for i, r := range text {
		for k < len(words) && words[k].start <= i {
			if words[k].start == i {
				inside = append(inside, open)
			}
			k++
		}
		switch r {
		case '"':
			open = !open
		case '\u201c':
			open = true
		case '\u201d':
			open = false
		case '\n':
			if open && strings.HasPrefix(text[i:], "\n\n") {
				open = false // an unclosed quote ends with its paragraph
			}
		}
	}
	n := 0
	for _, q := range inside {
		if q {
			n++
		}
	}
	return n
}

// countFields counts whitespace-separated words, as strings.Fields would.
func countFields(text string) int {
	n, inWord := 0, false
	for _, r := range text {
		if unicode.IsSpace(r) {
			inWord = false
		} else if !inWord {
			inWord = true
			n++
		}
	}
	return n
}

func round3(x float64) float64 { return math.Round(x*1000) / 1000 }
