package balance

import (
	"strings"

	"github.com/lorewright/lorewright/functions/internal/srd"
)

// maxMentions bounds the phrases kept per monster group.
const maxMentions = 3

// fight is a stretch of the campaign where the party fights: a section
// whose heading names combat (all its segments), the combat segments of
// another headed section, or a run of combat segments outside headings.
type fight struct {
	title    string
	segments []int
}

// findFights lists the candidate fights in document order.
func findFights(text string, lay layout, types []Category) []fight {
	var out []fight
	bySection := make([][]int, len(lay.sections))
	for i, sp := range lay.spans {
		bySection[sp.section] = append(bySection[sp.section], i)
	}
	for s, segs := range bySection {
		sec := lay.sections[s]
		if sec.heading == "" {
			out = append(out, combatStretches(text, lay, segs, types)...)
			continue
		}
		f := fight{title: sec.heading}
		for _, i := range segs {
			if sec.kind == Combat || types[i] == Combat {
				f.segments = append(f.segments, i)
			}
		}
		if len(f.segments) > 0 {
			out = append(out, f)
		}
	}
	return out
}

// combatStretches splits segments (of one section without a heading) into
// runs of consecutive combat segments, each a fight named by its opening.
func combatStretches(text string, lay layout, segs []int, types []Category) []fight {
	var out []fight
	for k := 0; k < len(segs); k++ {
		if types[segs[k]] != Combat {
			continue
		}
		f := fight{}
		for ; k < len(segs) && types[segs[k]] == Combat; k++ {
			f.segments = append(f.segments, segs[k])
		}
		sp := lay.spans[f.segments[0]]
		f.title = "Fight: " + excerpt(text[sp.start:sp.end], 48)
		out = append(out, f)
	}
	return out
}

// tally gathers the mentions of one creature in a fight.
type tally struct {
	creature *srd.Creature
	// explicit is the largest number written ("six goblins", "a goblin").
	explicit        int
	explicitAssumed bool
	// more adds creatures that join ("two more goblins").
	more        int
	moreAssumed bool
	// based: a mention other than "more" names them; plural: one was plural.
	based, plural bool
	mentions      []string
}

// monsterGroups counts the creatures of a fight. A creature written with
// several numbers counts the largest ("Six goblins wait. The six goblins
// attack." is six, not twelve), plus those said to join ("two more"). A
// creature named without a number counts 1, or 2 (assumed) if a plural
// names it. Creatures with everyday names count only with a number.
func monsterGroups(text string, ms []mention) []MonsterGroup {
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
		numbered := m.count.kind == countNumber || m.count.kind == countMore && m.count.n > 0
		if m.creature.Everyday != srd.NotEveryday && !numbered {
			continue
		}
		t := find(m.creature)
		switch m.count.kind {
		case countNumber:
			t.based = true
			if m.count.n > t.explicit || m.count.n == t.explicit && !m.count.assumed {
				t.explicit, t.explicitAssumed = m.count.n, m.count.assumed
			}
		case countArticle:
			t.based = true
			t.explicit = max(t.explicit, 1)
		case countMore:
			n := m.count.n
			if n == 0 {
				n = 1
				if m.plural {
					n = 2
				}
			}
			t.more += n
			t.moreAssumed = t.moreAssumed || m.count.assumed
		default:
			t.based = true
			t.plural = t.plural || m.plural
		}
		phrase := strings.Join(strings.Fields(text[m.count.start:m.count.end]), " ")
		if len(t.mentions) < maxMentions && !containsFold(t.mentions, phrase) {
			t.mentions = append(t.mentions, phrase)
		}
	}
	var out []MonsterGroup
	for _, t := range tallies {
		base, assumed := t.explicit, t.explicitAssumed
		if base == 0 && t.based {
			base = 1
			if t.plural {
				base, assumed = 2, true
			}
		}
		c := t.creature
		out = append(out, MonsterGroup{
			Name: c.Name, ChallengeRating: c.ChallengeRating, XP: c.XP,
			Count: base + t.more, CountAssumed: assumed || t.moreAssumed,
			Mentions: t.mentions, plural: c.Plural,
		})
	}
	return out
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
