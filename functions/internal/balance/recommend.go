package balance

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"unicode"

	"github.com/lorewright/lorewright/functions/internal/english"
	"github.com/lorewright/lorewright/functions/internal/srd"
)

// archetypes are the Dungeon Master's Guide (2014) player motivations each
// kind of scene serves.
var archetypes = map[Category][]string{
	Combat:      {"Fighting", "Optimizing"},
	Roleplay:    {"Acting", "Socializing", "Storytelling"},
	Exploration: {"Exploring", "Instigating"},
	Puzzle:      {"Problem Solving", "Optimizing"},
	Transition:  {"Storytelling"},
}

// advice is the specific suggestion per category; the scene's title follows.
var advice = map[Category]string{
	Combat:      "Add a fight tuned to the party, with a clear reason to fight and a way for the foes to break off.",
	Roleplay:    "Add a conversation with a named character who wants something from the party and knows something they need.",
	Exploration: "Add a place to investigate off the main path, with checks that reveal something useful.",
	Puzzle:      "Add a puzzle whose clues are in the room, with a fair solution and a cost for wrong answers.",
	Transition:  "Add a bridge between scenes: time passing, a choice of route, or news that raises the stakes.",
}

// insertion is where recommended scenes go.
type insertion struct {
	at      int // byte offset
	section string
}

// insertionPoint is where recommended scenes go: the boundary between two
// headed sections nearest to InsertAtPercent of the text (counted in
// UTF-16 units, as the editor counts), so a scene lands between scenes; when
// no boundary lies within maxInsertShift percent of it, the end of the
// paragraph at or after that point.
func insertionPoint(text string, lay layout, pos *positions) insertion {
	goal := pos.total() * InsertAtPercent / 100
	best, bestDist := insertion{at: -1}, pos.total()*maxInsertShift/100+1
	for k := 1; k < len(lay.sections); k++ {
		at := strings.TrimRightFunc(text[:lay.sections[k].start], unicode.IsSpace)
		if len(at) == 0 {
			continue
		}
		if d := abs(pos.utf16(len(at)) - goal); d < bestDist {
			where := "Before “" + lay.sections[k].heading + "”"
			if prev := lay.sections[k-1].heading; prev != "" {
				where = "Between “" + prev + "” and “" + lay.sections[k].heading + "”"
			}
			best, bestDist = insertion{at: len(at), section: where}, d
		}
	}
	if best.at >= 0 {
		return best
	}
	target := pos.byteAt(goal)
	at := len(text)
	if nl := strings.IndexByte(text[target:], '\n'); nl >= 0 {
		at = target + nl
	}
	at = max(target, len(strings.TrimRightFunc(text[:at], unicode.IsSpace)))
	lineStart := strings.LastIndexByte(text[:at], '\n') + 1
	where := "After the paragraph starting “" + excerpt(text[lineStart:at], 40) + "”"
	for k := len(lay.sections) - 1; k >= 0; k-- {
		if sec := lay.sections[k]; sec.start <= at && sec.heading != "" {
			where = "In “" + sec.heading + "”, a" + where[1:]
			break
		}
	}
	return insertion{at: at, section: where}
}

// maxInsertShift is how far (in percent of the text) a section boundary may
// lie from InsertAtPercent to be preferred to a paragraph end.
const maxInsertShift = 15

// recommend proposes a scene for each category more than RecommendGap
// points under its target: high priority above HighPriorityGap, medium
// otherwise; largest gap first.
func recommend(types []Category, balance, target Mix, party Party, ins insertion, pos *positions, seed uint32) []Recommendation {
	out := []Recommendation{}
	total := minutesOf(types)
	for _, c := range Categories {
		gap := target.Get(c) - balance.Get(c)
		if gap <= RecommendGap {
			continue
		}
		priority := Medium
		if gap > HighPriorityGap {
			priority = High
		}
		sc := pickScene(c, party, seed)
		out = append(out, Recommendation{
			ID:                 "rec-" + string(c),
			Type:               c,
			Priority:           priority,
			TargetSection:      ins.section,
			Description:        fmt.Sprintf("%s is %d%% of the table time against your target of %d%% (%d points under).", categoryLabel(c), balance.Get(c), target.Get(c), gap),
			SpecificSuggestion: advice[c] + " Ready to insert: “" + sc.title + "”.",
			ExpectedImpact:     impact(c, minutesOf(filter(types, c)), total, target.Get(c)),
			PlayerArchetypes:   archetypes[c],
			AutoApplicable:     true,
			AutoApplyAction:    &AutoApplyAction{InsertAt: pos.utf16(ins.at), InsertContent: "### " + sc.title + "\n\n" + sc.body},
			Current:            balance.Get(c),
			Target:             target.Get(c),
		})
	}
	slices.SortStableFunc(out, func(a, b Recommendation) int { return (b.Target - b.Current) - (a.Target - a.Current) })
	return out
}

// impact says what one inserted scene changes and how much more would
// reach the target: with m minutes of the category out of t, a scene of d
// minutes makes it (m+d)/(t+d); reaching share p takes (p*t-m)/(1-p) minutes.
func impact(c Category, m, t, targetPct int) string {
	d := c.Minutes()
	after := int(math.Round(100 * float64(m+d) / float64(t+d)))
	s := fmt.Sprintf("A %d-minute %s scene takes %s from %d%% to %d%% of the table time", d, c, c, percent(m, t), after)
	p := float64(targetPct) / 100
	if p >= 1 || t == 0 {
		return s + "."
	}
	need := int(math.Ceil((p*float64(t) - float64(m)) / (1 - p)))
	if need <= d {
		return s + fmt.Sprintf(", reaching your %d%% target.", targetPct)
	}
	return s + fmt.Sprintf("; about %d minutes of %s in all would reach your %d%% target.", need, c, targetPct)
}

func percent(m, t int) int {
	if t == 0 {
		return 0
	}
	return int(math.Round(100 * float64(m) / float64(t)))
}

func filter(types []Category, c Category) []Category {
	var out []Category
	for _, t := range types {
		if t == c {
			out = append(out, t)
		}
	}
	return out
}

// pickScene chooses the category's scene: one of the built-in ones by the
// text's seed (stable for the same text), or a fight built for the party.
func pickScene(c Category, p Party, seed uint32) readyScene {
	if c == Combat {
		return combatScene(p, seed)
	}
	list := scenes[c]
	return list[seed%uint32(len(list))]
}

// combatScene builds a fight that is Medium for the party: each foe at the
// smallest number (1 for solo foes, 2 to 8 for the others) whose adjusted
// XP reaches Medium without reaching Hard; one of those by seed, else the
// foe and number closest to the Medium threshold.
func combatScene(p Party, seed uint32) readyScene {
	type option struct {
		f     foe
		n     int
		r     srd.Rating
		group MonsterGroup
	}
	var medium []option
	var closest option
	bestDist := math.MaxInt
	for _, f := range foes {
		m, ok := srd.Lookup(f.name)
		if !ok {
			panic("balance: the built-in foe " + f.name + " is not in the SRD catalogue")
		}
		lo, hi := 2, 8
		if f.solo {
			lo, hi = 1, 1
		}
		for n := lo; n <= hi; n++ {
			g := MonsterGroup{Name: f.name, ChallengeRating: m.ChallengeRating, XP: m.XP, Count: n, plural: f.plural}
			r := rate([]MonsterGroup{g}, p)
			if dist := abs(r.AdjustedXP - r.Thresholds.Medium); dist < bestDist {
				bestDist, closest = dist, option{f, n, r, g}
			}
			if r.Difficulty == srd.Medium {
				medium = append(medium, option{f, n, r, g})
				break
			}
		}
	}
	pick := closest
	if len(medium) > 0 {
		pick = medium[seed%uint32(len(medium))]
	}
	count := numberWord(pick.n)
	foes := pick.f.plural
	if pick.n == 1 {
		count, foes = english.Article(pick.f.name), pick.f.name
	}
	title := "Battle: " + english.TitleCase(count+" "+foes, 100)
	body := fmt.Sprintf("%s\n\n**Foes:** %s %s (CR %s, %s XP each).\n\n**Difficulty:** %s\n\n**Tactics:** %s",
		pick.f.setup, count, foes, pick.group.ChallengeRating, thousands(pick.group.XP), summarise([]MonsterGroup{pick.group}, pick.r, p, false), pick.f.tactics)
	return readyScene{title: title, body: body}
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

var smallNumbers = []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"}

func numberWord(n int) string {
	if n >= 0 && n < len(smallNumbers) {
		return smallNumbers[n]
	}
	return fmt.Sprint(n)
}

func categoryLabel(c Category) string { return english.Capitalise(string(c)) }
