package builtin

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/lorewright/lorewright/functions/internal/campaign/internal/creatures"
	"github.com/lorewright/lorewright/functions/internal/campaign/internal/types"
	"github.com/lorewright/lorewright/functions/internal/english"
	"github.com/lorewright/lorewright/functions/internal/pick"
	"github.com/lorewright/lorewright/functions/internal/srd"
)

// foeGroup is a band of creatures that fight together: an optional leader
// and a number of one kind of minion, fitted to the party.
type foeGroup struct {
	Leader string // creature name or ""
	Minion string
	// Max caps the minions (fights with more are slow to run).
	Max      int
	Settings []types.Setting
	// Themes where the group is especially fitting (picked more often).
	Themes []types.Theme
	// Tactics are for two or more minions ("The bandits attack..."), One
	// for a lone minion ("The bandit attacks..."), with the leader if any.
	Tactics, One string
}

// tacticsFor is the group's tactics for n minions.
func (g foeGroup) tacticsFor(n int) string {
	if n == 1 {
		return g.One
	}
	return g.Tactics
}

// threat is a target difficulty for a fight.
type threat int

const (
	threatEasy threat = iota
	threatMedium
	threatHard
	threatDeadly
)

// threatFor maps an encounter's difficulty level (1-10) to a target.
func threatFor(difficulty int) threat {
	switch {
	case difficulty <= 3:
		return threatEasy
	case difficulty <= 5:
		return threatMedium
	case difficulty <= 7:
		return threatHard
	default:
		return threatDeadly
	}
}

// budget is the party's experience threshold for a target.
func budget(level, players int, t threat) int {
	th := srd.CharacterThresholds(level)
	return []int{th.Easy, th.Medium, th.Hard, th.Deadly}[t] * players
}

// fight is a fitted group: the monsters and their adjusted experience.
type fight struct {
	Monsters []types.Monster
	Leader   creatures.Creature
	Minion   creatures.Creature
	Minions  int
	// Tactics fit the number of minions; Band names the group (its
	// tactics for a band), so a campaign gives them once.
	Tactics, Band string
}

// fitGroup sizes g for the party and target: the most minions that keep
// the band's adjusted XP in the target's band, at or above its threshold
// and below the next (deadly: up to a quarter over its threshold), so the
// balance analysis rates the fight as intended. An easy fight may also be
// trivial. below, when positive, caps the adjusted XP under it too (a fight
// before the climax stays lighter than the climax). ok is false when no
// number of minions lands in the band (the group is the wrong tier for the
// party).
func fitGroup(g foeGroup, leader string, level, players int, target threat, below int) (fight, bool) {
	minion, okMinion := creatures.ByName(g.Minion)
	if !okMinion {
		return fight{}, false
	}
	var lead creatures.Creature
	leaderXP, leaders := 0, 0
	if leader != "" {
		c, ok := creatures.ByName(leader)
		if !ok {
			return fight{}, false
		}
		lead, leaderXP, leaders = c, c.XP, 1
	}
	floor, ceiling := 0, 0
	if target > threatEasy {
		floor = budget(level, players, target)
	}
	if target < threatDeadly {
		ceiling = budget(level, players, target+1)
	} else {
		ceiling = budget(level, players, threatDeadly) * 5 / 4
	}
	if below > 0 {
		ceiling = min(ceiling, below)
	}
	// Rounded as the balance analysis rounds it (half up), so a fight sized
	// here rates as sized.
	adjusted := func(n int) int {
		return int(float64(leaderXP+n*minion.XP)*srd.Multiplier(n+leaders, players) + 0.5)
	}
	best := 0
	for n := 1; n <= g.Max && adjusted(n) < ceiling; n++ {
		best = n
	}
	if best == 0 || adjusted(best) < floor {
		return fight{}, false
	}
	f := fight{Leader: lead, Minion: minion, Minions: best, Tactics: g.tacticsFor(best), Band: g.Tactics}
	switch {
	case leaders > 0 && lead.Name == minion.Name:
		f.Monsters = []types.Monster{{Name: minion.Name, Count: best + 1}}
	case leaders > 0:
		f.Monsters = []types.Monster{{Name: lead.Name, Count: 1}, {Name: minion.Name, Count: best}}
	default:
		f.Monsters = []types.Monster{{Name: minion.Name, Count: best}}
	}
	return f, true
}

// foeFilter narrows the groups a fight may use.
type foeFilter struct {
	setting types.Setting
	theme   types.Theme
	// kinds, when set, lists the creature types allowed as minions.
	kinds []string
	// minions, when set, lists the creatures allowed as minions.
	minions []string
}

func (f foeFilter) allows(g foeGroup) bool {
	if f.setting != types.SettingMixed && f.setting != types.SettingCustom && !slices.Contains(g.Settings, f.setting) {
		return false
	}
	if len(f.minions) > 0 && !slices.Contains(f.minions, g.Minion) {
		return false
	}
	if len(f.kinds) > 0 {
		c, _ := creatures.ByName(g.Minion)
		if !slices.Contains(f.kinds, c.Kind) {
			return false
		}
	}
	return true
}

// hasFight reports whether some group fits, as findFight would find it.
func hasFight(filters []foeFilter, leader string, level, players int, target threat) bool {
	for _, f := range filters {
		for t := target; t >= threatEasy; t-- {
			for _, g := range foeGroups {
				lead := g.Leader
				if leader != "" {
					lead = leader
				}
				if f.allows(g) {
					if _, ok := fitGroup(g, lead, level, players, t, 0); ok {
						return true
					}
				}
			}
		}
	}
	return false
}

// findFight tries each filter in turn, from the target difficulty down, and
// picks among the groups that fit (under below adjusted XP, when positive),
// favoring the theme's. leader, when set, replaces the group's own leader
// (a villain).
func findFight(rng *rand.Rand, filters []foeFilter, leader string, level, players int, target threat, below int) (fight, bool) {
	for _, f := range filters {
		for t := target; t >= threatEasy; t-- {
			var options []fight
			var weights []int
			for _, g := range foeGroups {
				if !f.allows(g) {
					continue
				}
				lead := g.Leader
				if leader != "" {
					lead = leader
				}
				fit, ok := fitGroup(g, lead, level, players, t, below)
				if !ok {
					continue
				}
				w := 1
				if slices.Contains(g.Themes, f.theme) {
					w = 3
				}
				if leader != "" && g.Leader != "" {
					// The band's tactics speak of its own leader, whom the
					// villain replaced: keep quiet, and prefer bands without one.
					fit.Tactics = ""
				} else if leader != "" {
					w *= 2
				}
				options = append(options, fit)
				weights = append(weights, w)
			}
			if len(options) > 0 {
				return options[pick.Weighted(rng, weights)], true
			}
		}
	}
	return fight{}, false
}

// pickFight finds a fight, loosening the filter step by step, so a fight
// always has foes: at worst the leader alone, or the weakest creature.
// below, when positive, keeps its adjusted XP under that.
func pickFight(rng *rand.Rand, filter foeFilter, leader string, level, players int, target threat, below int) fight {
	relaxed := []foeFilter{filter, {setting: filter.setting, theme: filter.theme, kinds: filter.kinds, minions: filter.minions},
		{setting: filter.setting, theme: filter.theme, kinds: filter.kinds},
		{setting: types.SettingMixed, theme: filter.theme, kinds: filter.kinds}, {setting: types.SettingMixed, theme: filter.theme}}
	if f, ok := findFight(rng, relaxed, leader, level, players, target, below); ok {
		return f
	}
	if c, ok := creatures.ByName(leader); ok {
		return fight{Monsters: []types.Monster{{Name: c.Name, Count: 1}}, Leader: c}
	}
	c := creatures.All[0]
	return fight{Monsters: []types.Monster{{Name: c.Name, Count: 1}}, Minion: c, Minions: 1}
}

// forcedFight is a fight of the named creature (a special request's),
// led by leader when set: as many as fit the party and target, from the
// target down, under below adjusted XP when positive; one of it when none
// fits (a creature too strong for the party still appears).
func forcedFight(name, leader string, level, players int, target threat, below int) fight {
	g := foeGroup{Minion: name, Max: 8}
	for t := target; t >= threatEasy; t-- {
		if f, ok := fitGroup(g, leader, level, players, t, below); ok {
			return f
		}
	}
	c, _ := creatures.ByName(name)
	f := fight{Minion: c, Minions: 1, Monsters: []types.Monster{{Name: c.Name, Count: 1}}}
	if l, ok := creatures.ByName(leader); ok && leader != "" {
		f.Leader = l
		f.Monsters = []types.Monster{{Name: l.Name, Count: 1}, {Name: c.Name, Count: 1}}
		if l.Name == c.Name {
			f.Monsters = []types.Monster{{Name: c.Name, Count: 2}}
		}
	}
	return f
}

// describe says who fights in prose: "five goblins led by a bugbear".
func (f fight) describe() string {
	if f.Minions == 0 {
		return english.WithArticle(strings.ToLower(f.Leader.Name))
	}
	minions := countOf(f.Minions, strings.ToLower(f.Minion.Name), f.Minion.PluralName())
	if f.Leader.Name == "" {
		return minions
	}
	return minions + " led by " + english.WithArticle(strings.ToLower(f.Leader.Name))
}

// minionPhrase names only the minions ("four skeletons"), for a villain's fight.
func (f fight) minionPhrase() string {
	if f.Minions == 0 {
		return "no one but their own wits"
	}
	return countOf(f.Minions, strings.ToLower(f.Minion.Name), f.Minion.PluralName())
}

// countOf is "a goblin", "three goblins" or "14 goblins".
func countOf(n int, singular, plural string) string {
	switch {
	case n == 1:
		return english.WithArticle(singular)
	case n < len(creatures.NumberWords):
		return creatures.NumberWords[n] + " " + plural
	default:
		return strconv.Itoa(n) + " " + plural
	}
}
