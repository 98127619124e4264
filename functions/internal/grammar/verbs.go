package grammar

import "strings"

// irregularVerbs lists English irregular verbs as base, past, past
// participle: the forms the agreement and verb-form rules turn into one
// another ("did went" -> "did go", "has went" -> "has gone").
var irregularVerbs = [][3]string{
	{"arise", "arose", "arisen"}, {"awake", "awoke", "awoken"}, {"be", "was", "been"}, {"bear", "bore", "borne"},
	{"beat", "beat", "beaten"}, {"become", "became", "become"}, {"begin", "began", "begun"}, {"bend", "bent", "bent"},
	{"bind", "bound", "bound"}, {"bite", "bit", "bitten"}, {"bleed", "bled", "bled"}, {"blow", "blew", "blown"},
	{"break", "broke", "broken"}, {"breed", "bred", "bred"}, {"bring", "brought", "brought"}, {"build", "built", "built"},
	{"burn", "burnt", "burnt"}, {"buy", "bought", "bought"}, {"catch", "caught", "caught"}, {"choose", "chose", "chosen"},
	{"cling", "clung", "clung"}, {"come", "came", "come"}, {"creep", "crept", "crept"}, {"deal", "dealt", "dealt"},
	{"dig", "dug", "dug"}, {"do", "did", "done"}, {"draw", "drew", "drawn"}, {"dream", "dreamt", "dreamt"},
	{"drink", "drank", "drunk"}, {"drive", "drove", "driven"}, {"eat", "ate", "eaten"}, {"fall", "fell", "fallen"},
	{"feed", "fed", "fed"}, {"feel", "felt", "felt"}, {"fight", "fought", "fought"}, {"find", "found", "found"},
	{"flee", "fled", "fled"}, {"fling", "flung", "flung"}, {"fly", "flew", "flown"}, {"forbid", "forbade", "forbidden"},
	{"forget", "forgot", "forgotten"}, {"forgive", "forgave", "forgiven"}, {"freeze", "froze", "frozen"},
	{"get", "got", "gotten"}, {"give", "gave", "given"}, {"go", "went", "gone"}, {"grind", "ground", "ground"},
	{"grow", "grew", "grown"}, {"hang", "hung", "hung"}, {"have", "had", "had"}, {"hear", "heard", "heard"},
	{"hide", "hid", "hidden"}, {"hold", "held", "held"}, {"keep", "kept", "kept"}, {"kneel", "knelt", "knelt"},
	{"know", "knew", "known"}, {"lay", "laid", "laid"}, {"lead", "led", "led"}, {"leap", "leapt", "leapt"},
	{"leave", "left", "left"}, {"lend", "lent", "lent"}, {"lie", "lay", "lain"}, {"light", "lit", "lit"},
	{"lose", "lost", "lost"}, {"make", "made", "made"}, {"mean", "meant", "meant"}, {"meet", "met", "met"},
	{"pay", "paid", "paid"}, {"prove", "proved", "proven"}, {"ride", "rode", "ridden"}, {"ring", "rang", "rung"},
	{"rise", "rose", "risen"}, {"run", "ran", "run"}, {"say", "said", "said"}, {"see", "saw", "seen"},
	{"seek", "sought", "sought"}, {"sell", "sold", "sold"}, {"send", "sent", "sent"}, {"shake", "shook", "shaken"},
	{"shine", "shone", "shone"}, {"shoot", "shot", "shot"}, {"show", "showed", "shown"}, {"shrink", "shrank", "shrunk"},
	{"sing", "sang", "sung"}, {"sink", "sank", "sunk"}, {"sit", "sat", "sat"}, {"slay", "slew", "slain"},
	{"sleep", "slept", "slept"}, {"slide", "slid", "slid"}, {"sling", "slung", "slung"}, {"speak", "spoke", "spoken"},
	{"speed", "sped", "sped"}, {"spend", "spent", "spent"}, {"spin", "spun", "spun"}, {"spit", "spat", "spat"},
	{"spring", "sprang", "sprung"}, {"stand", "stood", "stood"}, {"steal", "stole", "stolen"}, {"stick", "stuck", "stuck"},
	{"sting", "stung", "stung"}, {"stink", "stank", "stunk"}, {"stride", "strode", "stridden"},
	{"strike", "struck", "struck"}, {"string", "strung", "strung"}, {"strive", "strove", "striven"},
	{"swear", "swore", "sworn"}, {"sweep", "swept", "swept"}, {"swim", "swam", "swum"}, {"swing", "swung", "swung"},
	{"take", "took", "taken"}, {"teach", "taught", "taught"}, {"tear", "tore", "torn"}, {"tell", "told", "told"},
	{"think", "thought", "thought"}, {"throw", "threw", "thrown"}, {"tread", "trod", "trodden"},
	{"understand", "understood", "understood"}, {"wake", "woke", "woken"}, {"wear", "wore", "worn"},
	{"weave", "wove", "woven"}, {"weep", "wept", "wept"}, {"win", "won", "won"}, {"wind", "wound", "wound"},
	{"write", "wrote", "written"},
}

var (
	// pastToBase maps an irregular past or participle that differs from
	// the base to the base ("went" -> "go", "eaten" -> "eat").
	pastToBase = map[string]string{}
	// pastToParticiple maps an irregular past to its participle where they
	// differ ("went" -> "gone", "ate" -> "eaten").
	pastToParticiple = map[string]string{}
)

// irregularThird holds the -s forms of the irregular verbs ("knows",
// "takes"), which the word list does not mark as verbs.
var irregularThird = map[string]bool{}

func init() {
	for _, v := range irregularVerbs {
		if v[0] != "be" && v[0] != "have" && v[0] != "do" {
			irregularThird[thirdPerson(v[0])] = true
		}
		if v[1] != v[0] {
			pastToBase[v[1]] = v[0]
		}
		if v[2] != v[0] {
			pastToBase[v[2]] = v[0]
		}
		if v[1] != v[2] {
			pastToParticiple[v[1]] = v[2]
		}
	}
	// "lay" is also the base of lay; "found" of found; "ground", "wound"
	// are nouns: none of them is certainly a past.
	for _, w := range []string{"lay", "found", "ground", "wound", "left", "lit", "bound", "felt", "saw", "fell", "rose", "lead"} {
		delete(pastToBase, w)
	}
}

// thirdPerson gives the -s form of a base verb: goes, carries, watches.
func thirdPerson(base string) string {
	switch base {
	case "be":
		return "is"
	case "have":
		return "has"
	case "do":
		return "does"
	case "go":
		return "goes"
	}
	n := len(base)
	switch {
	case n > 1 && base[n-1] == 'y' && !isVowel(base[n-2]):
		return base[:n-1] + "ies"
	case takesES(base):
		return base + "es"
	}
	return base + "s"
}

// numberPairs maps auxiliaries and be-forms to the form of the other
// number: is/are, was/were, has/have, does/do.
var numberPairs = map[string]string{
	"is": "are", "are": "is", "was": "were", "were": "was", "has": "have", "have": "has", "does": "do", "do": "does",
	"isn't": "aren't", "aren't": "isn't", "wasn't": "weren't", "weren't": "wasn't", "hasn't": "haven't",
	"haven't": "hasn't", "doesn't": "don't", "don't": "doesn't",
}

// singularForms are the verb forms that need a singular subject.
var singularForms = set("is", "was", "has", "does", "isn't", "wasn't", "hasn't", "doesn't", "'s")

// pluralForms are the verb forms that need a plural subject (or I or you).
var pluralForms = set("are", "were", "have", "do", "aren't", "weren't", "haven't", "don't", "'re")

// pronounForm gives the form of an auxiliary that agrees with a pronoun:
// am/is/are, was/were, has/have, does/do.
func pronounForm(aux, pronoun string) string {
	base := strings.TrimSuffix(aux, "n't")
	neg := base != aux
	var out string
	switch base {
	case "is", "are", "am":
		out = map[string]string{"i": "am", "he": "is", "she": "is", "it": "is"}[pronoun]
		if out == "" {
			out = "are"
		}
	case "was", "were":
		out = "were"
		if pronoun == "i" || pronoun == "he" || pronoun == "she" || pronoun == "it" {
			out = "was"
		}
	case "has", "have":
		out = "have"
		if pronoun == "he" || pronoun == "she" || pronoun == "it" {
			out = "has"
		}
	case "does", "do":
		out = "do"
		if pronoun == "he" || pronoun == "she" || pronoun == "it" {
			out = "does"
		}
	default:
		return ""
	}
	if neg {
		if out == "am" {
			return ""
		}
		return out + "n't"
	}
	return out
}

// isVerbS reports whether w is the -s form of a verb (arrives, knows).
func (d *document) isVerbS(w string) bool {
	return irregularThird[w] || d.dict != nil && d.dict.IsVerbS(w)
}

// mayBeVerbS reports whether w could be the -s form of a verb: isVerbS, or
// a stem with an -ing or -ed form in the word list ("prefers": preferring).
// The agreement rules use it to doubt a noun phrase, never to flag.
func (d *document) mayBeVerbS(w string) bool {
	return d.dict.fact(w, factMayBeVerbS, func() bool { return d.workOutMayBeVerbS(w) })
}

func (d *document) workOutMayBeVerbS(w string) bool {
	if d.isVerbS(w) {
		return true
	}
	if d.dict == nil || len(w) < 4 || w[len(w)-1] != 's' {
		return false
	}
	for _, stem := range []string{w[:len(w)-1], strings.TrimSuffix(w, "es")} {
		n := len(stem)
		if n < 2 {
			continue
		}
		forms := []string{stem + "ing", stem + "ed", stem[:n-1] + "ing", stem + stem[n-1:] + "ing"}
		if stem[n-1] == 'e' {
			forms = append(forms, stem+"d")
		}
		for _, f := range forms {
			if d.dict.Known(f) {
				return true
			}
		}
	}
	return false
}
