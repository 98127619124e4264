// Package grammar checks game-master prose for spelling, grammar and style:
// a local engine (pattern rules, a dictionary speller with ranked
// suggestions, and the D&D glossary so official terms are never flagged) that
// always runs, and an optional language-model check merged on top.
package grammar

import (
	"context"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/lorewright/lorewright/functions/internal/glossary"
	"github.com/lorewright/lorewright/functions/internal/nlp"
)

// Checker runs checks. It is safe for concurrent use.
type Checker struct {
	// tagger remembers the tags of recent sentences, so re-checking a
	// document as its writer types re-tags only what changed.
	tagger   *nlp.Tagger
	dict     *Dictionary
	glossary *glossary.Glossary
	ai       Completer
	logger   *slog.Logger
	cache    suggestionCache
}

// NewChecker builds a checker. ai may be nil: only the local engine runs.
func NewChecker(logger *slog.Logger, dict *Dictionary, terms *glossary.Glossary, ai Completer) *Checker {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	return &Checker{tagger: nlp.NewTagger(taggedSentences), dict: dict, glossary: terms, ai: ai, logger: logger}
}

// taggedSentences is how many sentences' tags a checker remembers: a long
// campaign has a few thousand.
const taggedSentences = 8192

// NewDefaultChecker loads the embedded dictionary, the built-in glossary
// and the models that rank corrections (so that the first check does not
// wait for them).
func NewDefaultChecker(logger *slog.Logger, ai Completer) (*Checker, error) {
	dict, err := LoadDictionary()
	if err != nil {
		return nil, err
	}
	newContextModel()
	return NewChecker(logger, dict, glossary.Default(), ai), nil
}

// CheckOptions tune one check.
type CheckOptions struct {
	// Dictionary lists words or multi-word names the user added to their
	// personal dictionary (or generated); they are never flagged.
	Dictionary []string
	// LocalOnly skips the model: the caller has no AI allowance left, and
	// the local engine's results stand alone.
	LocalOnly bool
}

// Check checks text. When a model is configured (and opts allow it) its
// issues are merged in; if it fails, the local result stands.
func (c *Checker) Check(ctx context.Context, text string, opts CheckOptions) Result {
	personal := personalWords(opts.Dictionary)
	local, newWords, stats := c.checkLocal(text, personal)
	res := Result{Errors: c.issues(text, local), Source: SourceLocal, NewWords: newWords}
	if c.UsesAI() && !opts.LocalOnly && strings.TrimSpace(text) != "" {
		aiFindings, err := c.checkAI(ctx, text)
		if err != nil {
			c.logger.WarnContext(ctx, "grammar: model check failed; local results only", "err", err)
		} else {
			merged := mergeFindings(local, withoutPersonalEdits(text, aiFindings, personal))
			res.Errors = c.issues(text, merged)
			res.Source = SourceAI
		}
	}
	res.Statistics = stats
	countIssues(&res.Statistics, res.Errors)
	res.Statistics.QualityScore = qualityScore(res.Source, res.Statistics)
	return res
}

// UsesAI reports whether checks also ask the language model.
func (c *Checker) UsesAI() bool { return c.ai != nil }

// checkLocal runs the rules and the speller and measures the text; it also
// returns the words the speller took for names or coined terms.
func (c *Checker) checkLocal(text string, personalSet map[string]bool) ([]finding, []NewWord, Statistics) {
	d := c.parseDocument(text)
	defer d.release() // after measure: the findings and new words keep no part of d
	words := d.words
	matches := c.glossary.FindIn(d.doc)
	markKnown(words, matches)
	for i := range words {
		if personalSet[words[i].lower] || personalSet[stripPossessive(words[i].lower)] {
			words[i].known, words[i].personal = true, true
		}
	}

	// accepted stays sorted by start and free of overlaps.
	var accepted []finding
	add := func(fs []finding) {
		for _, f := range fs {
			if inAddress(text, f.start, f.end) {
				continue // gitter.im is not "I'm"
			}
			if at, free := freeSlot(accepted, f.start, f.end); free {
				accepted = slices.Insert(accepted, at, f)
			}
		}
	}
	// Order is priority: a later check never overrides an earlier one's span.
	for _, run := range []check{
		checkModalOf, checkPossessives, checkNounVerbPairs, checkLoseLoose, checkLeadLed, checkPastPassed, checkPrincipal, checkWanderWonder, checkHomophones, checkToo, checkThen, checkApostrophes, checkArticles,
		checkSentenceAgreement, checkParticiples, checkDoubleComparatives, checkRepeated,
		checkCommonMisspellings,
		checkWordy, checkPlayerAgency, checkIntensifiers, checkFillers,
	} {
		add(run(d))
	}
	// Before the speller: a rare spelling of a frequent name is reported as
	// an inconsistency, and the speller then leaves that span alone.
	add(c.checkNameConsistency(d))
	spelling, newWords := c.spellCheck(d, personalSet, func(start, end int) bool {
		_, free := freeSlot(accepted, start, end)
		return !free
	})
	add(spelling)

	return accepted, newWords, measure(text, words, matches, c.dict)
}

// personalWords is the user's dictionary as a set of lower-case words, cut
// as the text is: "Lyra Swiftsong" adds both words, `Tink “Sootnose”
// Nackle` adds Sootnose without its quotation marks, and "Zerthimon-Ag" adds
// the whole and each part.
func personalWords(entries []string) map[string]bool {
	set := make(map[string]bool, len(entries))
	for _, entry := range entries {
		for start, end := range nlp.Words(entry) {
			w := lowerWord(entry[start:end])
			set[w] = true
			set[stripPossessive(w)] = true
			if strings.Contains(w, "-") {
				for _, part := range strings.Split(w, "-") {
					if part != "" {
						set[part] = true
					}
				}
			}
		}
	}
	return set
}

// markKnown flags words inside glossary matches.
func markKnown(words []word, matches []glossary.Match) {
	k := 0
	for i := range words {
		for k < len(matches) && matches[k].End <= words[i].start {
			k++
		}
		if m := matches[k:]; len(m) > 0 && m[0].Start <= words[i].start && words[i].end <= m[0].End {
			words[i].known, words[i].glossary = true, true
			words[i].asWritten = isTermAsListed(m[0])
		}
	}
}

// isTermAsListed reports whether a match is its term's name or an alias as
// written (possessive aside), rather than a regular plural of one.
func isTermAsListed(m glossary.Match) bool {
	text := stripPossessive(lowerWord(m.Text))
	if text == lowerWord(m.Term.Term) {
		return true
	}
	for _, a := range m.Term.Aliases {
		if text == lowerWord(a) {
			return true
		}
	}
	return false
}

// freeSlot reports whether [start, end) overlaps none of fs (sorted by start,
// without overlaps) and where a finding there would be inserted.
func freeSlot(fs []finding, start, end int) (int, bool) {
	// The first finding that ends after start is the only one that can overlap.
	i, _ := slices.BinarySearchFunc(fs, start, func(f finding, start int) int {
		if f.end <= start {
			return -1
		}
		return 1
	})
	if i < len(fs) && fs[i].start < end {
		return i, false
	}
	return i, true
}

func overlapsAny(fs []finding, start, end int) bool {
	for _, f := range fs {
		if start < f.end && f.start < end {
			return true
		}
	}
	return false
}

// mergeFindings adds the model's findings that do not overlap a local one.
func mergeFindings(local, ai []finding) []finding {
	out := slices.Clone(local)
	for _, f := range ai {
		if !overlapsAny(out, f.start, f.end) {
			out = append(out, f)
		}
	}
	slices.SortFunc(out, func(a, b finding) int { return a.start - b.start })
	return out
}

var shortMessages = map[Kind]string{Grammar: "Grammar error", Spelling: "Spelling error", Style: "Style suggestion"}

// contextRadius is how much text (in bytes, widened to word edges) an issue's
// context shows on each side.
const contextRadius = 40

// issues converts findings to the API's issues, positions in UTF-16.
func (c *Checker) issues(text string, fs []finding) []Issue {
	out := make([]Issue, 0, len(fs))
	if len(fs) == 0 {
		return out
	}
	idx := nlp.NewUTF16Index(text)
	for _, f := range fs {
		start, end := idx.At(f.start), idx.At(f.end)
		severity := "error"
		if f.kind == Style {
			severity = "suggestion"
		}
		suggestions := f.suggestions
		if suggestions == nil {
			suggestions = []string{}
		}
		cs, ce := contextBounds(text, f.start, f.end)
		out = append(out, Issue{
			ID:           fmt.Sprintf("%s-%d-%d", f.rule.id, start, end),
			Type:         f.kind,
			Severity:     severity,
			Category:     f.rule.category,
			Position:     Position{Start: start, End: end},
			Message:      f.message,
			ShortMessage: shortMessages[f.kind],
			Suggestions:  suggestions,
			Confidence:   f.confidence,
			Rule:         Rule{ID: f.rule.id, Description: f.rule.description, Category: f.rule.category},
			Context: Context{
				Text:           text[cs:ce],
				HighlightStart: start - idx.At(cs),
				HighlightEnd:   end - idx.At(cs),
			},
		})
	}
	return out
}

// contextBounds widens [start, end) by about contextRadius bytes each way,
// to whole words and within the line.
func contextBounds(text string, start, end int) (int, int) {
	cs := max(0, start-contextRadius)
	for cs > 0 && !utf8.RuneStart(text[cs]) {
		cs--
	}
	if nl := strings.LastIndexByte(text[cs:start], '\n'); nl >= 0 {
		cs += nl + 1
	} else if cs > 0 {
		if sp := strings.IndexFunc(text[cs:start], unicode.IsSpace); sp >= 0 {
			cs += sp + 1
		}
	}
	ce := min(len(text), end+contextRadius)
	for ce < len(text) && !utf8.RuneStart(text[ce]) {
		ce++
	}
	if nl := strings.IndexByte(text[end:ce], '\n'); nl >= 0 {
		ce = end + nl
	} else if ce < len(text) {
		if sp := strings.LastIndexFunc(text[end:ce], unicode.IsSpace); sp >= 0 {
			ce = end + sp
		}
	}
	return cs, ce
}

func countIssues(s *Statistics, issues []Issue) {
	s.IssueCount = IssueCount{}
	for _, is := range issues {
		switch is.Type {
		case Grammar:
			s.IssueCount.Grammar++
		case Spelling:
			s.IssueCount.Spelling++
		case Style:
			s.IssueCount.Style++
		}
	}
	s.GrammarErrors = s.IssueCount.Grammar
	s.SpellingErrors = s.IssueCount.Spelling
	s.StyleIssues = s.IssueCount.Style
	s.TotalErrors = len(issues)
}

// qualityScore follows the spec: locally 100 minus 5 per grammar error, 3 per
// spelling error and 1 per style issue, floored at 0; with the model,
// max(60, 100 minus 3 per issue).
func qualityScore(source string, s Statistics) int {
	if source == SourceAI {
		return max(60, 100-3*s.TotalErrors)
	}
	return max(0, 100-5*s.GrammarErrors-3*s.SpellingErrors-s.StyleIssues)
}
