package balance

import (
	"slices"
	"strings"

	"github.com/lorewright/lorewright/functions/internal/srd"
)

// maxMentions bounds the phrases kept per monster group.
const maxMentions = 3

// fight is a stretch of the campaign that stages creatures: a run of
// consecutive scenes of one section (a heading's, a room's) that are
// combat or stage creatures (sceneStaged). Each room of a keyed dungeon,
// each scene, is its own fight, and each row of a table (wandering
// monsters: each row is another fight). possible: no scene of it is
// combat (the creatures talk, guard or wait): the rating holds if it comes
// to a fight.
type fight struct {
	title string
	// first and last are span indexes; scenes the scenes they are in.
	first, last int
	scenes      []int
	possible    bool
}

// findFights lists the fights in document order. staged reports whether a
// span stages creatures (names a group the text introduces).
func findFights(text string, lay layout, scenes []scene, staged func(span int) bool) []fight {
	sceneStaged := func(sc scene) bool {
		if sc.typ == Transition {
			return false // background and bridges stage nothing
		}
		for i := sc.first; i <= sc.last; i++ {
			if staged(i) {
				return true
			}
		}
		return false
	}
	var out []fight
	for k := 0; k < len(scenes); {
		sc := scenes[k]
		section := lay.spans[sc.first].section
		if lay.sections[section].table {
			// Rows of a table are alternatives: a fight each.
			for i := sc.first; i <= sc.last; i++ {
				if sc.typ != Transition && staged(i) {
					out = append(out, fight{first: i, last: i, scenes: []int{k}, possible: sc.typ != Combat})
				}
			}
			k++
			continue
		}
		if sc.typ != Combat && !sceneStaged(sc) {
			k++
			continue
		}
		f := fight{first: sc.first, possible: true}
		for ; k < len(scenes) && lay.spans[scenes[k].first].section == section && (scenes[k].typ == Combat || sceneStaged(scenes[k])); k++ {
			f.scenes = append(f.scenes, k)
			f.last = scenes[k].last
			f.possible = f.possible && scenes[k].typ != Combat
		}
		out = append(out, f)
	}
	// A fight is named by its section when it is the section's only one.
	for i := range out {
		section := lay.spans[out[i].first].section
		alone := (i == 0 || lay.spans[out[i-1].first].section != section) &&
			(i+1 == len(out) || lay.spans[out[i+1].first].section != section)
		if sec := lay.sections[section]; alone && sec.heading != "" && !sec.title {
			out[i].title = sec.heading
			continue
		}
		sp := lay.spans[out[i].first]
		out[i].title = "Fight: " + excerpt(text[sp.start:sp.end], 48)
	}
	return out
}

// tally gathers the mentions of one creature in a fight.
type tally struct {
	creature *srd.Creature
	// intros are the numbers that introduce creatures ("six goblins",
	// "4 skeletons", not "the six goblins"), summed per sentence.
	intros        []intro
	introsAssumed bool
	// article: "a goblin" names one; atLeast: an ordinal says how many
	// there are at least ("a fourth ghoul").
	article bool
	atLeast int
	// more adds creatures that join ("two more goblins").
	more        int
	moreAssumed bool
	// based: a mention other than "more" or a reference names them;
	// referenced: "the goblins", "these orcs" do; plural: one was plural.
	based, referenced, plural bool
	// dice is how the text rolls the number ("2d4"), when it does.
	dice     string
	mentions []string
}

// intro is the creatures a sentence introduces.
type intro struct {
	sentence int32
	n        int
}

// counts reports whether a mention names a creature to count: not the
// dead ("the bodies of six goblins"); creatures with everyday names ("the guard", "a shadow falls") count only with a
// number ("two guards"), or as a people's role with an article ("a
// halfling priest").
func counts(m mention) bool {
	if m.count.dead || m.count.hypothetical {
		return false
	}
	if m.creature.Everyday == srd.NotEveryday {
		return true
	}
	switch m.count.kind {
	case countNumber:
		return true
	case countMore:
		return m.count.n > 0
	case countArticle:
		return m.count.people && m.creature.Everyday == srd.EverydayRole
	}
	return false
}

// monsterGroups counts the creatures of a fight (sentences numbers the
// sentence of each word). Creatures named only as "the goblins" that an
// earlier fight introduced (known) are those, elsewhere: not counted here. Numbers that introduce creatures add up ("Four
// skeletons with bows wait behind the rubble while four skeletons
// advance" is eight), except a sentence that says the same number again
// ("Six goblins wait. Six goblins attack."); numbers after "the" or
// "these" refer back ("The six goblins fight on"). Those said to join
// are added ("two more"), and an ordinal says how many there are at least
// ("Three ghouls wait. A fourth ghoul hangs back" is four). A creature
// named without a number counts 1, or 2 (assumed) if a plural names it.
func monsterGroups(text string, ms []mention, sentences []int32, known func(*srd.Creature) bool) []MonsterGroup {
	var tallies []*tally
	find := func(c *srd.Creature) *tally {
		for _, t := range tallies {
			if t.creature == c {
				return t
			}
		}
		t := &tally{creature: c}
		tallies = append(tallies, t)
		return t
	}
	for _, m := range ms {
		if !counts(m) {
			continue
		}
		t := find(m.creature)
		switch c := m.count; c.kind {
		case countNumber:
			t.based = true
			if c.definite {
				break
			}
			t.intros = append(t.intros, intro{sentence: sentences[m.first], n: c.n})
			t.introsAssumed = t.introsAssumed || c.assumed
			if c.dice != "" {
				t.dice = c.dice
			}
		case countArticle:
			t.based, t.article = true, true
		case countOrdinal:
			t.based = true
			t.atLeast = max(t.atLeast, c.n)
		case countReference:
			t.referenced = true
			t.plural = t.plural || m.plural
		case countMore:
			n := c.n
			if n == 0 {
				n = 1
				if m.plural {
					n = 2
				}
			}
			t.more += n
			t.moreAssumed = t.moreAssumed || c.assumed
		default:
			t.based = true
			t.plural = t.plural || m.plural
		}
		phrase := singleSpaced(text[m.count.start:m.count.end])
		if len(t.mentions) < maxMentions && !containsFold(t.mentions, phrase) {
			t.mentions = append(t.mentions, phrase)
		}
	}
	var out []MonsterGroup
	for _, t := range tallies {
		onlyReferred := !t.based && t.more == 0 && t.atLeast == 0
		if onlyReferred && known(t.creature) {
			continue
		}
		t.based = t.based || t.referenced
		base, assumed := t.introduced(), t.introsAssumed
		switch {
		case base > 0:
		case t.article:
			base = 1
		case t.based && t.plural:
			base, assumed = 2, true
		case t.based:
			base = 1
		}
		count := base + t.more
		if t.atLeast > count {
			count, assumed = t.atLeast, false
		}
		c := t.creature
		g := MonsterGroup{
			Name: c.Name, ChallengeRating: c.ChallengeRating, XP: c.XP,
			Count: count, CountAssumed: assumed || t.moreAssumed,
			Mentions: t.mentions, plural: c.Plural,
		}
		if t.dice != "" {
			g.CountNote = "the average of " + t.dice
		}
		out = append(out, g)
	}
	return out
}

// introduced sums the numbers that introduce the creature, sentence by
// sentence, leaving out a sentence that repeats an earlier one's number.
func (t *tally) introduced() int {
	var sums []int
	for k, in := range t.intros {
		if k > 0 && t.intros[k-1].sentence == in.sentence {
			sums[len(sums)-1] += in.n
			continue
		}
		sums = append(sums, in.n)
	}
	total := 0
	for k, n := range sums {
		if !slices.Contains(sums[:k], n) {
			total += n
		}
	}
	return min(total, maxCount)
}

func containsFold(list []string, s string) bool {
	for _, x := range list {
		if strings.EqualFold(x, s) {
			return true
		}
	}
	return false
}

// countedName is the group's name in lower case, plural unless one.
func (g MonsterGroup) countedName() string {
	if g.Count != 1 && g.plural != "" {
		return g.plural
	}
	return strings.ToLower(g.Name)
}

// foreshadows reports whether a possible fight only foretells a later one:
// every creature of it is fought in a later fight ("towards the keep,
// where a troll has gathered a warband", then "A troll and four orcs wait
// in the great hall").
func foreshadows[T any](e Encounter, later []T, enc func(T) Encounter) bool {
	for _, g := range e.Monsters {
		fought := false
		for _, x := range later {
			l := enc(x)
			fought = fought || !l.Possible && slices.ContainsFunc(l.Monsters, func(m MonsterGroup) bool { return m.Name == g.Name })
		}
		if !fought {
			return false
		}
	}
	return true
}
