package campaign

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
)

// creature is an SRD 5.1 creature the built-in campaigns use.
type creature struct {
	Name   string // SRD name, as on its stat block
	Plural string // lower case; empty means Name lower-cased plus "s"
	CR     float64
	Kind   string // SRD creature type
}

func (c creature) plural() string {
	if c.Plural != "" {
		return c.Plural
	}
	return strings.ToLower(c.Name) + "s"
}

// foeGroup is a band of creatures that fight together: an optional leader
// and a number of one kind of minion, fitted to the party.
type foeGroup struct {
	Leader string // creature name or ""
	Minion string
	// Max caps the minions (fights with more are slow to run).
	Max      int
	Settings []Setting
	// Themes where the group is especially fitting (picked more often).
	Themes  []Theme
	Tactics string
}

// Experience thresholds per character by level (DMG): easy, medium, hard, deadly.
var xpThresholds = [MaxLevel + 1][4]int{
	{}, {25, 50, 75, 100}, {50, 100, 150, 200}, {75, 150, 225, 400}, {125, 250, 375, 500},
	{250, 500, 750, 1100}, {300, 600, 900, 1400}, {350, 750, 1100, 1700}, {450, 900, 1400, 2100},
	{550, 1100, 1600, 2400}, {600, 1200, 1900, 2800},
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

func xpForCR(cr float64) int {
	switch {
	case cr <= 0:
		return 10
	case cr < 0.2:
		return 25
	case cr < 0.3:
		return 50
	case cr < 1:
		return 100
	}
	byCR := []int{0, 200, 450, 700, 1100, 1800, 2300, 2900, 3900, 5000, 5900, 7200, 8400, 10000}
	if i := int(cr); i < len(byCR) {
		return byCR[i]
	}
	return 10000
}

// multiplier is the DMG's encounter multiplier for a number of monsters,
// shifted one step up for parties under three and down for six or more.
func multiplier(monsters, players int) float64 {
	steps := []float64{0.5, 1, 1.5, 2, 2.5, 3, 4, 5}
	i := 1
	switch {
	case monsters >= 15:
		i = 6
	case monsters >= 11:
		i = 5
	case monsters >= 7:
		i = 4
	case monsters >= 3:
		i = 3
	case monsters == 2:
		i = 2
	}
	switch {
	case players < 3:
		i++
	case players >= 6:
		i--
	}
	return steps[i]
}

// fight is a fitted group: the monsters and their adjusted experience.
type fight struct {
	Monsters []Monster
	Leader   creature
	Minion   creature
	Minions  int
	Tactics  string
}

// fitGroup sizes g for the party and target: the most minions whose
// adjusted XP stays within the target's threshold. ok is false when even
// the smallest band is over budget or the largest never reaches the
// threshold below the target (the group is the wrong tier for the party).
func fitGroup(g foeGroup, leader string, level, players int, target threat) (fight, bool) {
	minion, okMinion := creatureByName(g.Minion)
	if !okMinion {
		return fight{}, false
	}
	var lead creature
	leaderXP, leaders := 0, 0
	if leader != "" {
		c, ok := creatureByName(leader)
		if !ok {
			return fight{}, false
		}
		lead, leaderXP, leaders = c, xpForCR(c.CR), 1
	}
	budget := xpThresholds[level][target] * players
	floor := 0
	if target > threatEasy {
		floor = xpThresholds[level][target-1] * players
	}
	best := 0
	for n := 1; n <= g.Max; n++ {
		adjusted := float64(leaderXP+n*xpForCR(minion.CR)) * multiplier(n+leaders, players)
		if adjusted > float64(budget) {
			break
		}
		best = n
	}
	if best == 0 {
		return fight{}, false
	}
	adjusted := float64(leaderXP+best*xpForCR(minion.CR)) * multiplier(best+leaders, players)
	if adjusted < float64(floor) {
		return fight{}, false
	}
	f := fight{Leader: lead, Minion: minion, Minions: best, Tactics: g.Tactics}
	if leaders > 0 {
		f.Monsters = append(f.Monsters, Monster{Name: lead.Name, Count: 1})
	}
	f.Monsters = append(f.Monsters, Monster{Name: minion.Name, Count: best})
	return f, true
}

// foeFilter narrows the groups a fight may use.
type foeFilter struct {
	setting Setting
	theme   Theme
	// kinds, when set, lists the creature types allowed as minions.
	kinds []string
}

func (f foeFilter) allows(g foeGroup) bool {
	if f.setting != SettingMixed && f.setting != SettingCustom && !slices.Contains(g.Settings, f.setting) {
		return false
	}
	if len(f.kinds) > 0 {
		c, _ := creatureByName(g.Minion)
		if !slices.Contains(f.kinds, c.Kind) {
			return false
		}
	}
	return true
}

// findFight tries each filter in turn, from the target difficulty down, and
// picks among the groups that fit, favouring the theme's. leader, when set,
// replaces the group's own leader (a villain).
func findFight(rng *rand.Rand, filters []foeFilter, leader string, level, players int, target threat) (fight, bool) {
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
				fit, ok := fitGroup(g, lead, level, players, t)
				if !ok {
					continue
				}
				w := 1
				if slices.Contains(g.Themes, f.theme) {
					w = 3
				}
				options = append(options, fit)
				weights = append(weights, w)
			}
			if len(options) > 0 {
				return options[weightedIndex(rng, weights)], true
			}
		}
	}
	return fight{}, false
}

// pickFight finds a fight, loosening the filter step by step, so a fight
// always has foes: at worst the leader alone, or the weakest creature.
func pickFight(rng *rand.Rand, filter foeFilter, leader string, level, players int, target threat) fight {
	relaxed := []foeFilter{filter, {setting: filter.setting, theme: filter.theme, kinds: filter.kinds},
		{setting: SettingMixed, theme: filter.theme, kinds: filter.kinds}, {setting: SettingMixed, theme: filter.theme}}
	if f, ok := findFight(rng, relaxed, leader, level, players, target); ok {
		return f
	}
	if c, ok := creatureByName(leader); ok {
		return fight{Monsters: []Monster{{Name: c.Name, Count: 1}}, Leader: c}
	}
	c := creatures[0]
	return fight{Monsters: []Monster{{Name: c.Name, Count: 1}}, Minion: c, Minions: 1}
}

// describe says who fights in prose: "five goblins led by a bugbear".
func (f fight) describe() string {
	if f.Minions == 0 {
		return withArticle(strings.ToLower(f.Leader.Name))
	}
	minions := countOf(f.Minions, strings.ToLower(f.Minion.Name), f.Minion.plural())
	if f.Leader.Name == "" {
		return minions
	}
	return minions + " led by " + withArticle(strings.ToLower(f.Leader.Name))
}

// minionPhrase names only the minions ("four skeletons"), for a villain's fight.
func (f fight) minionPhrase() string {
	if f.Minions == 0 {
		return "no one but their own wits"
	}
	return countOf(f.Minions, strings.ToLower(f.Minion.Name), f.Minion.plural())
}

var creatureIndex = func() map[string]creature {
	m := make(map[string]creature, len(creatures))
	for _, c := range creatures {
		m[strings.ToLower(c.Name)] = c
	}
	return m
}()

func creatureByName(name string) (creature, bool) {
	c, ok := creatureIndex[strings.ToLower(name)]
	return c, ok
}

var numberWords = []string{"no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"}

// countOf is "a goblin", "three goblins" or "14 goblins".
func countOf(n int, singular, plural string) string {
	switch {
	case n == 1:
		return withArticle(singular)
	case n < len(numberWords):
		return numberWords[n] + " " + plural
	default:
		return strconv.Itoa(n) + " " + plural
	}
}

func withArticle(noun string) string {
	if noun == "" {
		return noun
	}
	if strings.ContainsRune("aeiouAEIOU", rune(noun[0])) {
		return "an " + noun
	}
	return "a " + noun
}
