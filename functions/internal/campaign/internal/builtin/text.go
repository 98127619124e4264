package builtin

import (
	"math"
	"regexp"
	"strings"
)

// expand fills the {slots} of a template from local, then slots; a value may
// hold slots of its own (a premise names {macguffin}, whose text names
// {hub}). Unknown slots are left as they are.
func expand(template string, slots, local map[string]string) string {
	return expandDepth(template, slots, local, 3)
}

func expandDepth(template string, slots, local map[string]string, depth int) string {
	if depth == 0 || !strings.Contains(template, "{") {
		return template
	}
	var b strings.Builder
	b.Grow(len(template) + 64)
	rest := template
	for {
		open := strings.IndexByte(rest, '{')
		if open < 0 {
			b.WriteString(rest)
			break
		}
		end := strings.IndexByte(rest[open:], '}')
		if end < 0 {
			b.WriteString(rest)
			break
		}
		key := rest[open+1 : open+end]
		b.WriteString(rest[:open])
		if v, ok := local[key]; ok {
			b.WriteString(expandDepth(v, slots, local, depth-1))
		} else if v, ok := slots[key]; ok {
			b.WriteString(expandDepth(v, slots, local, depth-1))
		} else {
			b.WriteString(rest[open : open+end+1])
		}
		rest = rest[open+end+1:]
	}
	return b.String()
}

// castSlots are the people of the cast; after its first mention in a template,
// a person is called by their short name.
var castSlots = []string{"villain", "patron", "ally", "rival"}

// shortenRepeats turns the second and later {villain} (or {Villain}) of a
// template into {villainShort} ({VillainShort}), and so for the rest of the
// cast, so a paragraph says "Dagnal Strakeln" once and "Dagnal" after.
func shortenRepeats(template string) string {
	if !strings.Contains(template, "{") {
		return template
	}
	for _, p := range castSlots {
		upper := strings.ToUpper(p[:1]) + p[1:]
		first := -1
		for _, slot := range []string{"{" + p + "}", "{" + upper + "}"} {
			if i := strings.Index(template, slot); i >= 0 && (first < 0 || i < first) {
				first = i
			}
		}
		if first < 0 {
			continue
		}
		head, tail := template[:first+1], template[first+1:]
		tail = strings.ReplaceAll(tail, "{"+p+"}", "{"+p+"Short}")
		tail = strings.ReplaceAll(tail, "{"+upper+"}", "{"+upper+"Short}")
		template = head + tail
	}
	return template
}

// titles are words a short name must not be cut to ("Lady", "Mister").
var titles = map[string]bool{"the": true, "lady": true, "lord": true, "sir": true, "captain": true, "mister": true,
	"granny": true, "mother": true, "auntie": true, "old": true, "high": true, "little": true, "queen": true, "king": true}

// shortName is the first name of a two-or-more-word name, unless that is a
// title: "Dagnal Strakeln" is Dagnal, "Lady Isolde Varrow" stays whole.
func shortName(name string) string {
	first, _, ok := strings.Cut(name, " ")
	if !ok || titles[strings.ToLower(first)] {
		return name
	}
	return first
}

func without(options []string, drop string) []string {
	var out []string
	for _, o := range options {
		if o != drop {
			out = append(out, o)
		}
	}
	if len(out) == 0 {
		return options
	}
	return out
}

// inProse is a place name as it reads inside a sentence: "The Old Mint"
// becomes "the Old Mint".
func inProse(name string) string {
	if rest, ok := strings.CutPrefix(name, "The "); ok {
		return "the " + rest
	}
	return name
}

func roundTo5(v float64) int { return int(math.Round(v/5)) * 5 }

// verbSingular maps the plural form of the verbs that follow a band of foes
// in the templates to the singular, for when the band is one creature.
var verbSingular = map[string]string{
	"are": "is", "were": "was", "have": "has", "try": "tries", "catch": "catches", "answer": "answers", "wait": "waits",
	"use": "uses", "rise": "rises", "pick": "picks", "come": "comes", "burst": "bursts", "attack": "attacks",
	"arrive": "arrives", "ride": "rides", "lair": "lairs", "block": "blocks", "hold": "holds", "guard": "guards",
	"lurk": "lurks", "fight": "fights", "close": "closes", "fall": "falls", "stalk": "stalks", "hunt": "hunts",
	"watch": "watches", "strike": "strikes", "flee": "flees", "stand": "stands", "want": "wants",
}

// verbAlternatives is every form, for a regular expression.
var verbAlternatives = func() string {
	var forms []string
	for p, s := range verbSingular {
		forms = append(forms, p, s)
	}
	return strings.Join(forms, "|")
}()

var verbPlural = func() map[string]string {
	out := make(map[string]string, len(verbSingular))
	for p, s := range verbSingular {
		out[s] = p
	}
	return out
}()

// agreeVerb makes the verbs whose subject is the phrase agree with it:
// "an ogre block the way" becomes "an ogre blocks the way", and back for
// a plural. It looks past "who" and a "led by ..." or "sent by ..." clause,
// and at a second verb joined by "and" in the same clause ("catches the
// scent and closes in").
func agreeVerb(text, subject string, singular bool) string {
	if subject == "" {
		return text
	}
	forms := verbPlural
	if singular {
		forms = verbSingular
	}
	re, err := regexp.Compile(`(?i)\b` + regexp.QuoteMeta(subject) + `(?: (?:led|sent) by [^,.;:]+?)?(?: who)? (` + verbAlternatives + `)\b([^,.;:]*)`)
	if err != nil {
		return text
	}
	return re.ReplaceAllStringFunc(text, func(m string) string {
		sub := re.FindStringSubmatchIndex(m)
		verb := m[sub[2]:sub[3]]
		to, ok := forms[verb]
		if !ok {
			return m
		}
		rest := m[sub[4]:sub[5]]
		if i := strings.Index(rest, " and "); i >= 0 {
			word, tail, _ := strings.Cut(rest[i+5:], " ")
			if second, ok := forms[word]; ok {
				rest = rest[:i+5] + strings.TrimSpace(second+" "+tail)
			}
		}
		return m[:sub[2]] + to + rest
	})
}
