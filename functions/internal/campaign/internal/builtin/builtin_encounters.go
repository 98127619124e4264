package builtin

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/lorewright/lorewright/functions/internal/campaign/internal/rating"
	"github.com/lorewright/lorewright/functions/internal/campaign/internal/types"
	"github.com/lorewright/lorewright/functions/internal/english"
	"github.com/lorewright/lorewright/functions/internal/pick"
	"github.com/lorewright/lorewright/functions/internal/srd"
)

// timing is how a session's minutes are spent: the spec's intro (5-10) and
// conclusion (10-15), and its 20/40/30 split, read as the ratio of opening,
// middle and climax over the minutes the intro and conclusion leave.
type timing struct {
	Intro, Conclusion int
	Acts              [3]int
	Main, Optional    int
	OptionalMinutes   int
}

func TimingFor(hours, main int) timing {
	total := hours * 60
	leftover := float64(total) / 10
	t := timing{
		Intro:      min(max(int(math.Round(leftover*0.4)), 5), 10),
		Conclusion: min(max(int(math.Round(leftover*0.6)), 10), 15),
		Main:       main,
		Optional:   1,
	}
	if hours >= 3 {
		t.Optional = 2
	}
	// Keep the encounters' share a multiple of five minutes: table time is
	// planned in round numbers.
	for t.Conclusion < 15 && (total-t.Intro-t.Conclusion)%5 != 0 {
		t.Conclusion++
	}
	for t.Intro < 10 && (total-t.Intro-t.Conclusion)%5 != 0 {
		t.Intro++
	}
	rest := total - t.Intro - t.Conclusion
	t.Acts[0] = roundTo5(float64(rest) * 2 / 9)
	t.Acts[1] = roundTo5(float64(rest) * 4 / 9)
	t.Acts[2] = rest - t.Acts[0] - t.Acts[1]
	t.OptionalMinutes = min(max(roundTo5(float64(total)/8), 15), 30)
	return t
}

// middleMinutes splits act two among n encounters, in fives, the last
// taking what rounding leaves.
func (t timing) middleMinutes(n int) []int {
	out := make([]int, n)
	left := t.Acts[1]
	for i := range n - 1 {
		out[i] = roundTo5(float64(t.Acts[1]) / float64(n))
		left -= out[i]
	}
	out[n-1] = left
	return out
}

// chooseVillain picks a villain for the theme and setting, with the
// strongest stat block whose band of followers fits the party's climax;
// looser choices follow if none does.
func (b *builder) chooseVillain() (villainKind, string) {
	level, players := b.p.CharacterLevel, b.p.PlayerCount
	target := threatFor(b.base + 2)
	statFor := func(v villainKind, strictSetting bool) string {
		if strictSetting && len(v.Settings) > 0 && b.p.Setting != types.SettingMixed && b.p.Setting != types.SettingCustom &&
			!slices.Contains(v.Settings, b.p.Setting) {
			return ""
		}
		filters := []foeFilter{{setting: b.p.Setting, theme: b.p.Theme, kinds: v.Kinds, minions: v.Minions},
			{setting: types.SettingMixed, kinds: v.Kinds, minions: v.Minions}}
		for _, stat := range v.statsFor(level) {
			if hasFight(filters, stat, level, players, target) {
				return stat
			}
		}
		return ""
	}
	type option struct {
		v    villainKind
		stat string
	}
	for _, strict := range []bool{true, false} {
		var options []option
		for _, v := range villains {
			if b.p.Theme != types.ThemeCustom && !slices.Contains(v.Themes, b.p.Theme) {
				continue
			}
			if stat := statFor(v, strict); stat != "" {
				options = append(options, option{v, stat})
			}
		}
		if len(options) > 0 {
			o := pick.One(b.rng, options)
			return o.v, o.stat
		}
	}
	for _, v := range villains {
		if stats := v.statsFor(level); len(stats) > 0 {
			return v, stats[len(stats)-1]
		}
	}
	return villains[0], villains[0].Ladder[0].Stat
}

// encounters lays out the session: an opening, the middle, the climax and
// the optional extras, with difficulty rising to the climax.
func (b *builder) encounters(t timing) []types.Encounter {
	weights := map[types.EncounterType]int{
		types.EncounterCombat:      balanceWeight(b.p.CombatBalance),
		types.EncounterSocial:      balanceWeight(b.p.RoleplayBalance),
		types.EncounterExploration: balanceWeight(b.p.ExplorationBalance),
		types.EncounterPuzzle:      balanceWeight(b.p.ExplorationBalance),
		types.EncounterTrap:        balanceWeight(b.p.ExplorationBalance),
	}
	opening := b.pickBeats(b.theme.Opening, 1, weights)[0]
	middle := b.pickBeats(b.theme.Middle, t.Main-2, weights)
	for _, title := range b.shapeBeats(&opening, middle) {
		b.done = append(b.done, "\u201c"+b.fill(title)+"\u201d is the "+requestedKind(title)+" you asked for")
	}
	climax := b.pickClimax(append([]beat{opening}, middle...))
	sides := pick.N(b.rng, b.setting.Side, t.Optional)

	// A creature the requests name fights in the first fight before the
	// climax that can hold it (under the climax's weight), else in the
	// climax. The climax's fight is sized first, and every other fight
	// stays under its adjusted XP, so the climax is the hardest fight.
	before := append([]beat{opening}, middle...)
	forced := map[int]string{} // by encounter order
	var toClimax []string
	for _, c := range b.wishes.foes {
		toClimax = append(toClimax, c.Name)
	}
	final := b.encounter(climax, t.Main, t.Acts[2], b.base+2, false, true, 0, "")
	rating.FinishFight(&final, b.p)
	below := final.Rating.AdjustedXP
	for i, c := range b.wishes.foes {
		solo := int(float64(c.XP)*srd.Multiplier(1, b.p.PlayerCount) + 0.5)
		for j, bt := range before {
			if _, busy := forced[j+1]; !busy && bt.Type == types.EncounterCombat && solo < below {
				forced[j+1] = c.Name
				toClimax[i] = ""
				break
			}
		}
	}
	if toClimax = slices.DeleteFunc(toClimax, func(s string) bool { return s == "" }); len(toClimax) > 0 {
		forced[t.Main] = toClimax[0]
		final = b.encounter(climax, t.Main, t.Acts[2], b.base+2, false, true, 0, toClimax[0])
		rating.FinishFight(&final, b.p)
		below = final.Rating.AdjustedXP
	}
	var out []types.Encounter
	add := func(bt beat, minutes, difficulty int, optional bool) {
		order := len(out) + 1
		out = append(out, b.encounter(bt, order, minutes, difficulty, optional, false, below, forced[order]))
	}
	add(opening, t.Acts[0], b.base-1, false)
	for i, m := range t.middleMinutes(len(middle)) {
		add(middle[i], m, b.base+i%2, false)
	}
	out = append(out, final)
	for _, side := range sides {
		add(side, t.OptionalMinutes, b.base-1, true)
	}
	for order, name := range forced {
		e := out[order-1]
		b.done = append(b.done, fmt.Sprintf("the %s fights in encounter %d (%s)", strings.ToLower(name), order, e.Title))
	}
	slices.Sort(b.done)
	return out
}

// requestedKind names the kind of encounter a shaped beat is.
func requestedKind(title string) string {
	switch title {
	case heistBeat.Title:
		return "heist"
	case trapBeat.Title:
		return "trap"
	}
	return "puzzle"
}

func balanceWeight(b types.Balance) int {
	switch b {
	case types.BalanceLight:
		return 1
	case types.BalanceHeavy:
		return 8
	default:
		return 3
	}
}

// pickBeats draws n different beats, weighted by the balance of their type.
func (b *builder) pickBeats(pool []beat, n int, weights map[types.EncounterType]int) []beat {
	pool = slices.Clone(pool)
	var out []beat
	for len(out) < n && len(pool) > 0 {
		w := make([]int, len(pool))
		for i, bt := range pool {
			w[i] = weights[bt.Type]
		}
		i := pick.Weighted(b.rng, w)
		out = append(out, pool[i])
		pool = slices.Delete(pool, i, i+1)
	}
	return out
}

// pickClimax ends with a fight unless combat is light or the theme is one of
// talk, and always with one if nothing before it was a fight.
func (b *builder) pickClimax(before []beat) beat {
	talk := 0.15
	switch b.p.Theme {
	case types.ThemePolitical, types.ThemeSocial, types.ThemeMystery:
		talk += 0.35
	}
	switch b.p.CombatBalance {
	case types.BalanceLight:
		talk += 0.3
	case types.BalanceHeavy:
		talk = 0
	}
	fought := slices.ContainsFunc(before, func(bt beat) bool { return bt.Type == types.EncounterCombat })
	if !fought && b.p.CombatBalance != types.BalanceLight {
		talk = 0
	}
	if b.rng.Float64() < talk {
		return pick.One(b.rng, b.theme.ClimaxTalk)
	}
	return pick.One(b.rng, b.theme.ClimaxFight)
}

// encounter fills a beat: the fight (for combat and the climax; under
// below adjusted XP when positive; of the forced creature when set), the
// DCs and damage for its difficulty, and the tone's advice.
func (b *builder) encounter(bt beat, order, minutes, difficulty int, optional, isClimax bool, below int, forced string) types.Encounter {
	difficulty = min(max(difficulty, types.MinEncounterDifficulty), types.MaxEncounterDifficulty)
	dc := 11 + b.p.CharacterLevel/3 + (difficulty-5)/2
	// The DMG's "dangerous" trap damage, eased at first and second level.
	damage := []string{"", "1d10", "1d10", "2d10", "2d10", "3d10", "3d10", "3d10", "4d10", "4d10", "4d10"}[b.p.CharacterLevel]
	local := map[string]string{"dc": strconv.Itoa(dc), "dcHard": strconv.Itoa(dc + 3), "damage": damage}
	e := types.Encounter{ID: fmt.Sprintf("enc-%d", order), Type: bt.Type, EstimatedDuration: minutes,
		DifficultyLevel: difficulty, Order: order, Optional: optional}
	var notes []string
	single := false
	if bt.Type == types.EncounterCombat || isClimax {
		filter := foeFilter{setting: b.p.Setting, theme: b.p.Theme, kinds: bt.Kinds}
		if bt.Followers {
			filter.kinds, filter.minions = b.villain.Kinds, b.villain.Minions
		}
		leader := ""
		if isClimax {
			filter.kinds, filter.minions, leader = b.villain.Kinds, b.villain.Minions, b.slots["villainStat"]
		}
		var f fight
		if forced != "" {
			f = forcedFight(forced, leader, b.p.CharacterLevel, b.p.PlayerCount, threatFor(difficulty), below)
			what, verb := strings.ToLower(f.Minion.Name), "is"
			if f.Minions != 1 {
				what, verb = f.Minion.PluralName(), "are"
			}
			notes = append(notes, fmt.Sprintf("Special request: here %s the %s you asked for.", verb, what))
		} else {
			f = pickFight(b.rng, filter, leader, b.p.CharacterLevel, b.p.PlayerCount, threatFor(difficulty), below)
		}
		e.Monsters = f.Monsters
		single = f.Minions == 1 || (f.Minions == 0 && !isClimax)
		local["foes"] = f.describe()
		if isClimax {
			local["foes"] = f.minionPhrase()
		}
		local["Foes"] = english.Capitalise(local["foes"])
		if f.Tactics != "" && !b.used["tactics:"+f.Band] {
			b.used["tactics:"+f.Band] = true
			notes = append(notes, "Tactics: "+f.Tactics)
		}
	}
	e.Title = expand(bt.Title, b.slots, local)
	e.Description = expand(shortenRepeats(bt.Desc), b.slots, local)
	if single {
		// The templates speak of a band; one creature takes the singular.
		e.Description = agreeVerb(e.Description, local["foes"], true)
	}
	if bt.Notes != "" {
		notes = append([]string{expand(shortenRepeats(bt.Notes), b.slots, local)}, notes...)
	}
	if advice := b.unused("tone", b.tone.TypeNotes[bt.Type]); advice != "" {
		notes = append(notes, advice)
	}
	e.Notes = strings.Join(notes, " ")
	return e
}

// pacingNotes explain the timing and how to run the session's balance.
func (b *builder) pacingNotes(c types.Campaign, t timing) []string {
	enc := c.Encounters
	notes := []string{
		fmt.Sprintf("Introduction: about %d minutes for the read-aloud opening and the hooks.", t.Intro),
		fmt.Sprintf("Act one, encounter 1 (%s): about %d minutes.", enc[0].Title, t.Acts[0]),
	}
	switch t.Main {
	case 3:
		notes = append(notes, fmt.Sprintf("Act two, encounter 2 (%s): about %d minutes.", enc[1].Title, t.Acts[1]))
	case 4:
		notes = append(notes, fmt.Sprintf("Act two, encounters 2 and 3: about %d minutes in all.", t.Acts[1]))
	default:
		notes = append(notes, fmt.Sprintf("Act two, encounters 2 to %d: about %d minutes in all.", t.Main-1, t.Acts[1]))
	}
	notes = append(notes,
		fmt.Sprintf("Climax, encounter %d (%s): about %d minutes.", t.Main, enc[t.Main-1].Title, t.Acts[2]),
		fmt.Sprintf("Conclusion: about %d minutes. Total: %d minutes.", t.Conclusion, c.EstimatedDuration))
	var optional []string
	for _, e := range enc[t.Main:] {
		optional = append(optional, e.Title)
	}
	each := ""
	if len(optional) > 1 {
		each = " each"
	}
	notes = append(notes, fmt.Sprintf("Optional (%s): about %d minutes%s, not counted above; run them if the table is ahead of time, skip them if behind.",
		strings.Join(optional, "; "), t.OptionalMinutes, each))
	for _, bn := range balanceNotes {
		if bn.level == *bn.field(&b.p) {
			notes = append(notes, b.fill(bn.text))
		}
	}
	switch {
	case b.p.PlayerCount <= 2:
		notes = append(notes, b.fill("With {players} players the fights are sized for a small party; {ally} can join them as a sidekick if a fight turns against them."))
	case b.p.PlayerCount >= 6:
		notes = append(notes, "With six players, keep turns short and give quieter players the spotlight in social scenes; the monster numbers already allow for the larger party.")
	}
	notes = append(notes, b.tone.Pacing)
	return append(notes, b.requestNotes(c, b.done)...)
}

type balanceNote struct {
	field func(*types.Parameters) *types.Balance
	level types.Balance
	text  string
}

var balanceNotes = []balanceNote{
	{func(p *types.Parameters) *types.Balance { return &p.CombatBalance }, types.BalanceHeavy,
		"Combat is heavy: keep initiative brisk and use each fight's tactics note so no two fights feel alike."},
	{func(p *types.Parameters) *types.Balance { return &p.CombatBalance }, types.BalanceLight,
		"Combat is light: most conflicts can be talked or sneaked around; save the big fight for the climax."},
	{func(p *types.Parameters) *types.Balance { return &p.RoleplayBalance }, types.BalanceHeavy,
		"Roleplay is heavy: give {patron}, {ally} and {rival} distinct voices and let conversations run; they are the session's heart."},
	{func(p *types.Parameters) *types.Balance { return &p.RoleplayBalance }, types.BalanceLight,
		"Roleplay is light: keep conversations short and to the point; a single good line per NPC is enough."},
	{func(p *types.Parameters) *types.Balance { return &p.ExplorationBalance }, types.BalanceHeavy,
		"Exploration is heavy: describe {site1} and {site2} in detail and reward curiosity with clues, loot and shortcuts."},
	{func(p *types.Parameters) *types.Balance { return &p.ExplorationBalance }, types.BalanceLight,
		"Exploration is light: summarize travel in a sentence or two and cut straight to the next scene."},
}
