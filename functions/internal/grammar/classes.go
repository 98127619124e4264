package grammar

// Word classes: which of the rules' word lists a word is in. Most rules
// start by asking whether a word is one they care about ("could", "its",
// "alot"); asked of every word by twenty rules, those map lookups were a
// quarter of a check. A document looks each word up once in classTable and
// keeps the answer per token (document.cls); the rules test its bits. The
// lists stay the one source: the table is built from them.

type wordClass uint32

const (
	clsModalOf        wordClass = 1 << iota // modals ("could of")
	clsModal                                // modalWords
	clsDo                                   // doWords
	clsHave                                 // haveWords
	clsBeForm                               // beForms
	clsNumberPair                           // numberPairs' keys
	clsContractionFix                       // contractionFixes' keys
	clsIntensifier                          // intensifiers
	clsFiller                               // fillers' keys
	clsWordyStart                           // wordyStarts
	clsAgencySubject                        // agencySubjects
	clsClauseOpener                         // clauseOpeners
	clsPossessive                           // possessive's keys ("its", "your")
	clsContraction                          // contraction's keys ("it's", "you're")
	clsPairForm                             // pairForms' keys (effect, affect, advice, ...)
	clsMisspelling                          // commonMisspellings' keys
	clsSubjectPronoun                       // subjectPronouns
)

// classTable maps a lower-case word to its classes.
var classTable = func() map[string]wordClass {
	m := map[string]wordClass{}
	addKeys(m, clsModalOf, modals)
	addKeys(m, clsModal, modalWords)
	addKeys(m, clsDo, doWords)
	addKeys(m, clsHave, haveWords)
	addKeys(m, clsBeForm, beForms)
	addKeys(m, clsNumberPair, numberPairs)
	addKeys(m, clsContractionFix, contractionFixes)
	addKeys(m, clsIntensifier, intensifiers)
	addKeys(m, clsFiller, fillers)
	addKeys(m, clsWordyStart, wordyStarts)
	addKeys(m, clsAgencySubject, agencySubjects)
	addKeys(m, clsClauseOpener, clauseOpeners)
	addKeys(m, clsPossessive, possessive)
	addKeys(m, clsContraction, contraction)
	addKeys(m, clsPairForm, pairForms)
	addKeys(m, clsMisspelling, commonMisspellings)
	addKeys(m, clsSubjectPronoun, subjectPronouns)
	return m
}()

// addKeys puts the words of a list in class c. A set built by set() holds
// only true values, so its keys are its members.
func addKeys[V any](m map[string]wordClass, c wordClass, list map[string]V) {
	for w := range list {
		m[w] |= c
	}
}

// has reports whether token t is a word of class c (false outside the
// text, as a list lookup of d.low(t) is).
func (d *document) has(t int, c wordClass) bool {
	return t >= 0 && t < len(d.cls) && d.cls[t]&c != 0
}

// wordHas reports whether word i is of class c.
func (d *document) wordHas(i int, c wordClass) bool { return d.cls[d.words[i].tok]&c != 0 }
