package grammar

import "fmt"

// ---- Grammar: more words that sound alike ----
//
// A word that is never a verb where only a verb can stand ("I can here
// you", "we will except the offer") is its homophone that is one; and a few
// pairs decided by what follows them (quiet/quite, weather/whether,
// less/fewer).

// verbHomophones maps a word that is not a verb to the verb that sounds
// like it.
var verbHomophones = map[string]string{
	"here": "hear", "except": "accept", "by": "buy", "dose": "does", "threw": "through",
}

func checkHomophones(d *document) []finding {
	var out []finding
	for t := range d.doc.Tokens {
		if !d.isWord(t) || d.userTerm(t) {
			continue
		}
		w := d.low(t)
		n := d.next(t)
		var fix, msg string
		switch {
		case w == "dose" && (d.low(n) == "not" || d.low(n) == "n't") || w == "dose" && d.subjectBefore(t) && d.isWord(n) && d.canBeBaseVerb(d.low(n)):
			fix, msg = "does", `"Dose" is an amount of medicine; the verb is "does".`
		case verbHomophones[w] != "" && w != "dose" && w != "threw" && w != "by" && w != "here" && d.verbSlot(t) && d.isWord(n) && !d.clauseEnd(n) ||
			w == "here" && d.verbSlot(t) && !doWords[d.low(d.prev(t))] || w == "by" && d.low(d.prev(t)) == "to" && (d.tag(n) == "DT" || isNounTag(d.tag(n))):
			// "I can here you", "will except the offer", "going to by bread"
			fix = verbHomophones[w]
			msg = fmt.Sprintf("%q is not a verb; the verb %q belongs after %q.", d.tok(t).Text, fix, d.tok(d.prev(t)).Text)
		case w == "hear" && d.clauseEnd(n) && hereBefore[d.low(d.prev(t))]:
			// "Come hear.", "over hear!"
			fix, msg = "here", `"Hear" is to listen; the place is "here".`
		case w == "threw" && motionVerbs[d.low(d.prev(t))] && (d.tag(n) == "DT" || d.tag(n) == "PRP$"):
			// "walked threw the door"
			fix, msg = "through", `"Threw" is the past of throw; "through" (from one side to the other) is meant here.`
		case w == "quiet" && d.isWord(n) && d.quiteSlot(t) &&
			(d.low(n) == "a" || isAdjectiveTag(d.tag(n)) && d.canBeAdjective(d.low(n)) && (d.clauseEnd(d.next(n)) || d.complementFollows(d.next(n))) || d.tag(n) == "RB" && d.low(n) != "down"):
			// "quiet a few", "quiet good", "quiet often": the adverb quite.
			if d.low(n) == "a" && !quantityNouns[d.low(d.next(n))] && d.low(d.next(n)) != "bit" && d.low(d.next(n)) != "while" {
				continue
			}
			fix, msg = "quite", `"Quiet" means silent; "quite" (very, fairly) is meant here.`
		case w == "quite" && d.clauseEnd(n) && (beForms[d.low(d.prev(t))] || quietVerbs[d.low(d.prev(t))]):
			// "The hall fell quite.", "Be quite!"
			fix, msg = "quiet", `"Quite" means very; "quiet" (silent) is meant here.`
		case w == "weather" && (d.low(n) == "or" && d.low(d.next(n)) == "not" || clauseVerbs[d.low(d.prev(t))] || wonderVerbs[d.low(d.prev(t))]) &&
			(d.low(n) == "or" || d.tag(n) == "PRP" || d.tag(n) == "DT" || d.tag(n) == "EX" || d.tag(n) == "TO"):
			// "decide weather to fight", "weather or not", "ask weather it"
			fix, msg = "whether", `"Weather" is rain and sun; "whether" introduces a choice.`
		case w == "lets" && d.sentenceFirst(t) && d.isWord(n) && (d.tag(n) == "VB" || d.canBeBaseVerb(d.low(n))) && !isNounTag(d.tag(n)):
			// "Lets go": let us.
			fix, msg = "let's", `"Let's" (let us) needs its apostrophe; "lets" means allows.`
		case w == "less" && d.tag(n) == "NNS" && d.lexicalPlural(d.low(n)) && !d.userTerm(n) && d.low(d.prev(t)) != "no" && !countless[d.low(n)]:
			// "less goblins": fewer things that can be counted
			fix, msg = "fewer", `Use "fewer" for things you can count; "less" is for amounts.`
		case w == "suppose" && beForms[d.low(d.prev(t))] && d.low(n) == "to":
			// "was suppose to"
			fix, msg = "supposed", `The phrase is "supposed to".`
		case w == "everyday" && (d.clauseEnd(n) || d.tag(n) == "IN") && isVerbTag(d.tag(d.prev(t))):
			// "trains everyday": the adverb is two words
			fix, msg = "every day", `"Everyday" is an adjective (everyday clothes); "every day" means each day.`
		default:
			continue
		}
		fix = matchCase(d.tok(t).Text, fix)
		out = append(out, d.tokFinding(Grammar, t, t, ruleConfusedWord, msg, 0.8, fix))
	}
	return out
}

// quiteSlot reports where the adverb "quite" can stand: after a verb
// ("is quite good", "sings quite well") or at a clause's start, not
// where the adjective "quiet" would (after a determiner, "the quiet
// hills"; after a preposition, "for quiet dawns").
func (d *document) quiteSlot(t int) bool {
	p := d.prev(t)
	if p < 0 {
		return true
	}
	tag := d.tag(p)
	if tag == "DT" || tag == "PRP$" || tag == "IN" || isAdjectiveTag(tag) || d.isPossessiveTok(p) {
		return false
	}
	return isVerbTag(tag) || d.clauseStart(t)
}

var (
	hereBefore  = set("come", "comes", "came", "over", "right", "in", "out", "up", "down", "back", "from", "get", "stay", "wait")
	quietVerbs  = set("fell", "falls", "fall", "went", "go", "goes", "grew", "grow", "keep", "kept", "stay", "stayed", "remain", "remained", "be", "being", "kept", "keeps")
	wonderVerbs = set("wonder", "wondered", "wonders", "ask", "asked", "asks", "decide", "decided", "decides", "see", "check",
		"determine", "determines", "unsure", "unclear", "doubt", "doubtful", "choose", "learn", "discover", "tell", "judge", "consider")
	// countless: plurals that name amounts ("less hit points" reads as
	// an amount in play).
	countless = set("points", "means", "funds", "goods", "wages", "odds", "thanks")
)
