package grammar

import (
	"slices"
	"strings"
	"testing"
)

// TestClassesMatchTheLists: for every token (words of every list, a
// document's words, punctuation) and outside the text, a class bit says
// what a lookup of the token's lower-case text in its list says.
func TestClassesMatchTheLists(t *testing.T) {
	lists := []struct {
		name string
		c    wordClass
		in   func(string) bool
	}{
		{"modals", clsModalOf, func(w string) bool { return modals[w] }},
		{"modalWords", clsModal, func(w string) bool { return modalWords[w] }},
		{"doWords", clsDo, func(w string) bool { return doWords[w] }},
		{"haveWords", clsHave, func(w string) bool { return haveWords[w] }},
		{"beForms", clsBeForm, func(w string) bool { return beForms[w] }},
		{"numberPairs", clsNumberPair, func(w string) bool { _, ok := numberPairs[w]; return ok }},
		{"contractionFixes", clsContractionFix, func(w string) bool { _, ok := contractionFixes[w]; return ok }},
		{"intensifiers", clsIntensifier, func(w string) bool { return intensifiers[w] }},
		{"fillers", clsFiller, func(w string) bool { _, ok := fillers[w]; return ok }},
		{"wordyStarts", clsWordyStart, func(w string) bool { return wordyStarts[w] }},
		{"agencySubjects", clsAgencySubject, func(w string) bool { return agencySubjects[w] }},
		{"clauseOpeners", clsClauseOpener, func(w string) bool { return clauseOpeners[w] }},
		{"possessive", clsPossessive, func(w string) bool { _, ok := possessive[w]; return ok }},
		{"contraction", clsContraction, func(w string) bool { _, ok := contraction[w]; return ok }},
		{"pairForms", clsPairForm, func(w string) bool { _, ok := pairForms[w]; return ok }},
		{"commonMisspellings", clsMisspelling, func(w string) bool { _, ok := commonMisspellings[w]; return ok }},
		{"subjectPronouns", clsSubjectPronoun, func(w string) bool { return subjectPronouns[w] }},
	}
	var words []string
	for w := range classTable {
		words = append(words, w, strings.ToUpper(w))
	}
	slices.Sort(words)
	text := strings.Join(words, " ") + "\n" + benchDocument(t) + "\n, . ; : ( ) [ ] ' \" \u2019 - -- ... & ? ! \u2014 / 's"
	d := newTestChecker(t).parseDocument(text)
	checked := 0
	for tok := -1; tok <= len(d.doc.Tokens); tok++ {
		for _, l := range lists {
			if got, want := d.has(tok, l.c), l.in(d.low(tok)); got != want {
				t.Errorf("token %d %q: class of %s %v, list says %v", tok, d.low(tok), l.name, got, want)
			}
			if got := d.has(tok, l.c); got {
				checked++
			}
		}
	}
	for i := range d.words {
		for _, l := range lists {
			if got, want := d.wordHas(i, l.c), l.in(d.words[i].lower); got != want {
				t.Errorf("word %d %q: class of %s %v, list says %v", i, d.words[i].lower, l.name, got, want)
			}
		}
	}
	if checked < len(classTable) {
		t.Errorf("only %d class memberships seen for %d listed words", checked, len(classTable))
	}
}
