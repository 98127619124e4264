package builtin

import (
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/campaign/internal/campaigntest"
	"github.com/lorewright/lorewright/functions/internal/campaign/internal/creatures"
	"github.com/lorewright/lorewright/functions/internal/campaign/internal/types"
	"github.com/lorewright/lorewright/functions/internal/srd"
	"github.com/lorewright/lorewright/functions/internal/sweep"
)

// TestStructureAndTimingHoldForEveryCombination builds a campaign for every
// setting, theme, tone and duration (levels and party sizes rotate through
// their ranges) and checks the spec's structure and timing.
func TestStructureAndTimingHoldForEveryCombination(t *testing.T) {
	i := 0
	for _, setting := range types.Settings {
		for _, theme := range types.Themes {
			for _, tone := range types.Tones {
				for hours := types.MinDuration; hours <= types.MaxDuration; hours++ {
					i++
					p := campaigntest.Customized(types.Parameters{Setting: setting, Theme: theme, Tone: tone, Duration: hours,
						CharacterLevel: i%types.MaxLevel + 1, PlayerCount: i%5 + types.MinPlayers,
						CombatBalance: types.Balances[i%3], RoleplayBalance: types.Balances[(i/3)%3], ExplorationBalance: types.Balances[(i/9)%3]})
					name := fmt.Sprintf("%s/%s/%s/%dh/level%d/%dp", setting, theme, tone, hours, p.CharacterLevel, p.PlayerCount)
					c := Campaign(p, uint64(i))
					t.Run(name, func(t *testing.T) { checkBuiltIn(t, c) })
				}
			}
		}
	}
}

// forEveryParty builds three campaigns for every setting, theme, level and
// party size (durations rotate) and hands each to check: 7,200 campaigns
// in `make test-long`, a sample of them in `go test`.
func forEveryParty(t *testing.T, check func(where string, p types.Parameters, seed uint64, c types.Campaign)) {
	type party struct {
		setting        types.Setting
		theme          types.Theme
		level, players int
		seed           uint64
	}
	var all []party
	for _, s := range types.Settings {
		for _, th := range types.Themes {
			for level := types.MinLevel; level <= types.MaxLevel; level++ {
				for players := types.MinPlayers; players <= types.MaxPlayers; players++ {
					for seed := range uint64(3) {
						all = append(all, party{s, th, level, players, seed})
					}
				}
			}
		}
	}
	for _, k := range sweep.Sample(t, all, 400) {
		p := campaigntest.Customized(types.Parameters{Setting: k.setting, Theme: k.theme, CharacterLevel: k.level, PlayerCount: k.players, Duration: int(k.seed%4) + 1})
		where := fmt.Sprintf("%s/%s level %d, %d players, seed %d", k.setting, k.theme, k.level, k.players, k.seed)
		check(where, p, k.seed, Campaign(p, k.seed*7+uint64(k.level)))
	}
}

// TestTheClimaxIsTheHardestFightForEveryParty sweeps every level and party
// size too (the combinations above rotate through them), three campaigns
// each: no fight weighs as much as the climax in adjusted XP, as the
// balance analysis rounds it.
func TestTheClimaxIsTheHardestFightForEveryParty(t *testing.T) {
	forEveryParty(t, func(where string, _ types.Parameters, _ uint64, c types.Campaign) {
		main := c.MainEncounters()
		climax := main[len(main)-1]
		for _, e := range c.Encounters {
			if e.ID != climax.ID && e.Rating != nil && e.Rating.AdjustedXP >= climax.Rating.AdjustedXP {
				t.Errorf("%s: %q (%v, %d adjusted XP) outweighs the climax (%v, %d)",
					where, e.Title, e.Monsters, e.Rating.AdjustedXP, climax.Monsters, climax.Rating.AdjustedXP)
			}
		}
	})
}

func checkBuiltIn(t *testing.T, c types.Campaign) {
	t.Helper()
	campaigntest.CheckStructure(t, c)
	p := c.Parameters
	if c.DifficultyRating != p.Difficulty() {
		t.Errorf("rating %s at level %d", c.DifficultyRating, p.CharacterLevel)
	}
	main := c.MainEncounters()
	sum := c.IntroductionDuration + c.ConclusionDuration
	for _, e := range main {
		sum += e.EstimatedDuration
		if e.EstimatedDuration < 5 {
			t.Errorf("encounter %q lasts %d minutes", e.Title, e.EstimatedDuration)
		}
	}
	if sum != c.EstimatedDuration {
		t.Errorf("intro, main encounters and conclusion add up to %d minutes, want %d", sum, c.EstimatedDuration)
	}
	// The acts keep the 20:40:30 ratio, to the nearest five minutes.
	acts := [3]int{main[0].EstimatedDuration, 0, main[len(main)-1].EstimatedDuration}
	for _, e := range main[1 : len(main)-1] {
		acts[1] += e.EstimatedDuration
	}
	rest := float64(acts[0] + acts[1] + acts[2])
	for i, share := range []float64{2.0 / 9, 4.0 / 9, 3.0 / 9} {
		if math.Abs(float64(acts[i])-rest*share) > 5 {
			t.Errorf("act %d lasts %d of %v minutes, want about %.0f", i+1, acts[i], rest, rest*share)
		}
	}
	wantMain := map[int][]int{1: {3}, 2: {3, 4}, 3: {4, 5}, 4: {5}}[p.Duration]
	if !slices.Contains(wantMain, len(main)) {
		t.Errorf("%d main encounters for %d hours", len(main), p.Duration)
	}
	climax := main[len(main)-1]
	for _, e := range main[:len(main)-1] {
		if e.DifficultyLevel >= climax.DifficultyLevel {
			t.Errorf("encounter %q (difficulty %d) is not easier than the climax (%d)", e.Title, e.DifficultyLevel, climax.DifficultyLevel)
		}
	}
	// The climax is the hardest fight of the session, optional ones included.
	for _, e := range c.Encounters {
		if e.ID != climax.ID && e.Rating != nil && (climax.Rating == nil || e.Rating.AdjustedXP >= climax.Rating.AdjustedXP) {
			t.Errorf("encounter %q (%d adjusted XP) outweighs the climax %q (%+v)", e.Title, e.Rating.AdjustedXP, climax.Title, climax.Rating)
		}
	}
	villain := c.NPCs[3]
	if !strings.Contains(climax.Description, villain.Name) || len(climax.Monsters) == 0 {
		t.Errorf("the climax does not face the villain %s: %q %v", villain.Name, climax.Description, climax.Monsters)
	}
	for _, e := range c.Encounters {
		if e.Type == types.EncounterCombat && len(e.Monsters) == 0 {
			t.Errorf("fight %q names no monsters", e.Title)
		}
		checkFightFits(t, e, p)
		// A band's tactics speak of its leader: they appear only when it leads.
		for _, g := range foeGroups {
			if g.Leader != "" && (strings.Contains(e.Notes, g.Tactics) || strings.Contains(e.Notes, g.One)) &&
				!slices.ContainsFunc(e.Monsters, func(m types.Monster) bool { return m.Name == g.Leader }) {
				t.Errorf("encounter %q has the tactics of a band led by a %s it does not have", e.Title, g.Leader)
			}
		}
	}
	checkFightNumbers(t, c)
	checkNoRepeats(t, c)
	checkRoles(t, c)
	c.EachText(func(s *string) {
		if strings.ContainsAny(*s, "{}") {
			t.Errorf("unfilled template: %q", *s)
		}
		if strings.TrimSpace(*s) != *s {
			t.Errorf("untrimmed text: %q", *s)
		}
	})
}

// checkNoRepeats: a campaign gives each piece of tone advice and each
// band's tactics at most once, and no two NPCs share a trait, a quirk or a
// look.
func checkNoRepeats(t *testing.T, c types.Campaign) {
	t.Helper()
	var notes []string
	for _, e := range c.Encounters {
		notes = append(notes, e.Notes)
	}
	allNotes := strings.Join(notes, "\n")
	for _, advice := range tones[c.Parameters.WithDefaults().Tone].TypeNotes {
		for _, a := range advice {
			if n := strings.Count(allNotes, a); n > 1 {
				t.Errorf("the tone note %q is on %d encounters", a, n)
			}
		}
	}
	for _, g := range foeGroups {
		n := strings.Count(allNotes, "Tactics: "+g.Tactics)
		if g.One != g.Tactics {
			n += strings.Count(allNotes, "Tactics: "+g.One)
		}
		if n > 1 {
			t.Errorf("the tactics %q are on %d encounters", g.Tactics, n)
		}
	}
	clauses := map[string]string{}
	for _, n := range c.NPCs {
		for _, clause := range strings.Split(strings.TrimSuffix(n.Personality, "."), "; ") {
			if other, dup := clauses[clause]; dup {
				t.Errorf("%s and %s share the personality clause %q", other, n.Name, clause)
			}
			clauses[clause] = n.Name
		}
	}
	var looks []string
	for _, p := range peoples {
		looks = append(looks, p.Looks...)
	}
	for _, look := range append(looks, commonLooks...) {
		var who []string
		for _, n := range c.NPCs {
			if strings.Contains(n.Description, look) {
				who = append(who, n.Name)
			}
		}
		if len(who) > 1 {
			t.Errorf("%v share the look %q", who, look)
		}
	}
}

var accused = regexp.MustCompile(`([\p{L}' -]+), the [^,]+, is accused`)

// checkRoles: the story's people keep their parts: only the rival (the
// obvious suspect of a mystery) is accused, and nobody whose motive works
// against the party becomes their friend.
func checkRoles(t *testing.T, c types.Campaign) {
	t.Helper()
	rival := c.NPCs[2].Name
	c.EachText(func(s *string) {
		for _, m := range accused.FindAllStringSubmatch(*s, -1) {
			if m[1] != rival {
				t.Errorf("%s is accused, but the rival %s is the obvious suspect: %q", m[1], rival, *s)
			}
		}
		if strings.Contains(*s, "unexpected friend") {
			t.Errorf("a rival turns friend: %q", *s)
		}
	})
}

func TestMacguffinsAreSingular(t *testing.T) {
	// Templates say "{macguffin} is", "was", "has".
	for theme, data := range themes {
		for _, m := range data.Macguffins {
			words := strings.Fields(m.Name)
			if last := words[len(words)-1]; strings.HasSuffix(last, "s") && !strings.HasSuffix(last, "ss") && !strings.HasSuffix(last, "'s") {
				t.Errorf("%s: %q reads as a plural", theme, m.Name)
			}
		}
	}
}

// checkFightFits: every monster is an SRD creature with its stat-block
// slug, and the fight is rated no worse than deadly for the party.
func checkFightFits(t *testing.T, e types.Encounter, p types.Parameters) {
	t.Helper()
	for _, m := range e.Monsters {
		cat, ok := srd.Lookup(m.Name)
		if !ok || cat.Name != m.Name || m.Slug != cat.Slug || m.ChallengeRating != cat.ChallengeRating || m.Count < 1 {
			t.Errorf("encounter %q: %+v is not an SRD creature with its slug", e.Title, m)
		}
	}
	if len(e.Monsters) == 0 {
		if e.Rating != nil {
			t.Errorf("encounter %q is rated without monsters", e.Title)
		}
		return
	}
	party := srd.PartyThresholds(p.PlayerCount, p.CharacterLevel)
	intended := max(1, int(threatFor(e.DifficultyLevel))+1) // index in srd.Difficulties
	if e.Rating == nil || e.Rating.AdjustedXP > party.Deadly*5/4 ||
		max(1, slices.Index(srd.Difficulties, e.Rating.Difficulty)) > intended {
		t.Errorf("encounter %q (difficulty %d): %v rated %+v for %d level-%d characters (deadly %d)",
			e.Title, e.DifficultyLevel, e.Monsters, e.Rating, p.PlayerCount, p.CharacterLevel, party.Deadly)
	}
}

func TestEveryCreatureIsInTheCatalogue(t *testing.T) {
	for _, g := range foeGroups {
		for _, name := range []string{g.Leader, g.Minion} {
			if _, ok := creatures.ByName(name); name != "" && !ok {
				t.Errorf("group uses %q, which is not in the table", name)
			}
		}
	}
	for _, v := range villains {
		for _, r := range v.Ladder {
			if _, ok := creatures.ByName(r.Stat); !ok {
				t.Errorf("villain %q uses %q, which is not in the table", v.Role, r.Stat)
			}
		}
	}
}

// TestEveryPartyGetsFittingFoes proves the tables cover every setting, level,
// party size and target difficulty without loosening the setting.
func TestEveryPartyGetsFittingFoes(t *testing.T) {
	for _, s := range []types.Setting{types.SettingUrban, types.SettingWilderness, types.SettingDungeon, types.SettingPlanar} {
		for level := types.MinLevel; level <= types.MaxLevel; level++ {
			for players := types.MinPlayers; players <= types.MaxPlayers; players++ {
				for target := threatEasy; target <= threatDeadly; target++ {
					filters := []foeFilter{{setting: s, theme: types.ThemeAdventure}}
					if _, ok := findFight(newRand(1), filters, "", level, players, target, 0); !ok {
						t.Errorf("%s, level %d, %d players, threat %d: no group fits", s, level, players, target)
					}
				}
			}
		}
	}
}

// TestEveryThemeHasAVillainForEveryParty: a villain of the theme, allowed in
// the setting, whose stat block and followers fit the climax.
func TestEveryThemeHasAVillainForEveryParty(t *testing.T) {
	for _, theme := range types.Themes {
		for _, s := range types.Settings {
			for level := types.MinLevel; level <= types.MaxLevel; level++ {
				for _, players := range []int{types.MinPlayers, 4, types.MaxPlayers} {
					p := campaigntest.Customized(types.Parameters{Setting: s, Theme: theme, CharacterLevel: level, PlayerCount: players}).WithDefaults()
					b := &builder{rng: newRand(7), p: p, base: map[types.Difficulty]int{types.DifficultyEasy: 4, types.DifficultyMedium: 5, types.DifficultyHard: 6}[p.Difficulty()]}
					v, stat := b.chooseVillain()
					themed := theme == types.ThemeCustom || slices.Contains(v.Themes, theme)
					placed := len(v.Settings) == 0 || s == types.SettingMixed || s == types.SettingCustom || slices.Contains(v.Settings, s)
					if !themed || !placed || !slices.Contains(v.statsFor(level), stat) {
						t.Errorf("%s/%s level %d, %d players: villain %q (themed %v, in setting %v)", theme, s, level, players, v.Role, themed, placed)
					}
				}
			}
		}
	}
}

func TestSameSeedSameCampaignOtherSeedAnother(t *testing.T) {
	p := types.DefaultParameters()
	a, b := Campaign(p, 5), Campaign(p, 5)
	if campaignText(a) != campaignText(b) {
		t.Error("the same seed gave two campaigns")
	}
	seen := map[string]bool{campaignText(a): true}
	titles := map[string]bool{a.Title: true}
	for seed := uint64(6); seed < 16; seed++ {
		c := Campaign(p, seed)
		if seen[campaignText(c)] {
			t.Errorf("seed %d repeated a campaign", seed)
		}
		seen[campaignText(c)] = true
		titles[c.Title] = true
	}
	if len(titles) < 5 {
		t.Errorf("eleven seeds gave only %d titles", len(titles))
	}
}

// TestParametersShapeTheText changes one parameter at a time, with the same
// seed, and checks the part it should change.
func TestParametersShapeTheText(t *testing.T) {
	base := types.Parameters{Setting: types.SettingUrban, Theme: types.ThemeMystery, Tone: types.ToneHeroic, CharacterLevel: 3, PlayerCount: 4, Duration: 2}
	c0 := Campaign(base, 11)

	t.Run("setting picks the places", func(t *testing.T) {
		for _, s := range []types.Setting{types.SettingWilderness, types.SettingDungeon, types.SettingPlanar} {
			p := base
			p.Setting = s
			c := Campaign(p, 11)
			for _, l := range c.Locations {
				if !inPools(settings[s], l.Name) || inPools(settings[types.SettingUrban], l.Name) {
					t.Errorf("%s campaign has location %q", s, l.Name)
				}
			}
			if !strings.Contains(c.Introduction, strings.TrimSuffix(strings.SplitN(settings[s].Frame, "{", 2)[0], " ")) {
				t.Errorf("%s introduction lacks its frame: %q", s, c.Introduction)
			}
		}
	})
	t.Run("custom setting is named", func(t *testing.T) {
		p := base
		p.Setting, p.CustomSetting = types.SettingCustom, "the drowned city of Ys"
		c := Campaign(p, 11)
		if !strings.Contains(c.Introduction, "the drowned city of Ys") || !strings.Contains(c.Locations[0].Description+c.Locations[1].Description+
			c.Locations[2].Description+c.Locations[3].Description, "the drowned city of Ys") {
			t.Errorf("custom setting not in the text:\n%s", campaignText(c))
		}
	})
	t.Run("theme tells its story", func(t *testing.T) {
		for _, th := range []types.Theme{types.ThemeHorror, types.ThemePolitical, types.ThemeCombat, types.ThemeSocial, types.ThemeExploration, types.ThemeAdventure} {
			p := base
			p.Theme = th
			c := Campaign(p, 11)
			if !fromTemplates(c.Encounters[0].Title, themes[th].Opening) {
				t.Errorf("%s opens with %q, not one of its own beats", th, c.Encounters[0].Title)
			}
			if c.Introduction == c0.Introduction || c.Conclusion == c0.Conclusion {
				t.Errorf("%s shares mystery's text", th)
			}
		}
	})
	t.Run("custom theme is named", func(t *testing.T) {
		p := base
		p.Theme, p.CustomTheme = types.ThemeCustom, "a smuggling ring of talking cats"
		c := Campaign(p, 11)
		if !strings.Contains(strings.ToLower(c.Title+c.Introduction), "a smuggling ring of talking cats") &&
			!strings.Contains(c.Title, "A Smuggling Ring of Talking Cats") {
			t.Errorf("custom theme not in title or introduction: %q / %q", c.Title, c.Introduction)
		}
	})
	t.Run("tone sets the voice", func(t *testing.T) {
		seen := map[string]types.Tone{}
		for _, tone := range types.Tones {
			p := base
			p.Tone = tone
			c := Campaign(p, 11)
			readAloud := strings.SplitN(c.Introduction, "\n\n", 2)[0]
			if prev, dup := seen[readAloud]; dup {
				t.Errorf("%s and %s share the read-aloud opening", tone, prev)
			}
			seen[readAloud] = tone
			if !strings.Contains(strings.Join(c.PacingNotes, " "), tones[tone].Pacing) {
				t.Errorf("%s pacing advice missing", tone)
			}
		}
	})
	t.Run("level picks the monsters", func(t *testing.T) {
		low, high := base, base
		low.CharacterLevel, high.CharacterLevel = 1, 9
		maxCR := func(c types.Campaign) float64 {
			m := 0.0
			for _, e := range c.Encounters {
				for _, mo := range e.Monsters {
					cr, _ := creatures.ByName(mo.Name)
					m = max(m, cr.CR)
				}
			}
			return m
		}
		if a, b := maxCR(Campaign(low, 11)), maxCR(Campaign(high, 11)); a > 2 || b < 3 {
			t.Errorf("strongest foe CR %v at level 1 and %v at level 9", a, b)
		}
	})
	t.Run("party size sizes the fights", func(t *testing.T) {
		small, large := base, base
		small.PlayerCount, large.PlayerCount = 2, 6
		xp := func(c types.Campaign) int {
			total := 0
			for _, e := range c.Encounters {
				for _, m := range e.Monsters {
					cr, _ := creatures.ByName(m.Name)
					total += m.Count * cr.XP
				}
			}
			return total
		}
		if a, b := xp(Campaign(small, 11)), xp(Campaign(large, 11)); a*2 > b {
			t.Errorf("monster XP %d for two players and %d for six", a, b)
		}
	})
	t.Run("balances pick the encounter types", func(t *testing.T) {
		count := func(typ types.EncounterType, p types.Parameters) int {
			n := 0
			for seed := range uint64(40) {
				for _, e := range Campaign(p, seed).MainEncounters() {
					if e.Type == typ {
						n++
					}
				}
			}
			return n
		}
		heavy, light := base, base
		heavy.CombatBalance, light.CombatBalance = types.BalanceHeavy, types.BalanceLight
		if h, l := count(types.EncounterCombat, heavy), count(types.EncounterCombat, light); h <= l+20 {
			t.Errorf("combat heavy gave %d fights in 40 campaigns, light %d", h, l)
		}
		heavy, light = base, base
		heavy.RoleplayBalance, light.RoleplayBalance = types.BalanceHeavy, types.BalanceLight
		if h, l := count(types.EncounterSocial, heavy), count(types.EncounterSocial, light); h <= l+20 {
			t.Errorf("roleplay heavy gave %d social scenes in 40 campaigns, light %d", h, l)
		}
	})
	t.Run("special requests reach the notes", func(t *testing.T) {
		p := base
		p.SpecialRequests = "include a talking cat"
		c := Campaign(p, 11)
		notes := strings.Join(c.PacingNotes, " ")
		if !strings.Contains(notes, "\u201cinclude a talking cat\u201d. Weave them into encounter ") {
			t.Errorf("the pacing notes do not say where to weave the request: %q", notes)
		}
		if slices.ContainsFunc(c.Encounters, func(e types.Encounter) bool {
			return slices.ContainsFunc(e.Monsters, func(m types.Monster) bool { return m.Name == "Cat" })
		}) {
			t.Error("a talking cat is not a foe")
		}
	})
}

// TestSpecialRequestsAreHonoured: what the built-in generator can read in
// the requests is in the campaign, and the pacing notes say where.
func TestSpecialRequestsAreHonoured(t *testing.T) {
	build := func(t *testing.T, request string, level, hours int, seed uint64) (types.Campaign, string) {
		t.Helper()
		p := types.Parameters{Setting: types.SettingWilderness, Theme: types.ThemeAdventure, Tone: types.ToneHeroic, CharacterLevel: level, PlayerCount: 4, Duration: hours,
			SpecialRequests: request}
		c := Campaign(p, seed)
		campaigntest.CheckStructure(t, c)
		checkNoRepeats(t, c)
		main := c.MainEncounters()
		climax := main[len(main)-1]
		for _, e := range c.Encounters {
			if e.ID != climax.ID && e.Rating != nil && e.Rating.AdjustedXP >= climax.Rating.AdjustedXP {
				t.Errorf("encounter %q outweighs the climax", e.Title)
			}
		}
		return c, strings.Join(c.PacingNotes, "\n")
	}
	fightsWith := func(c types.Campaign, match func(types.Monster) bool) *types.Encounter {
		for i, e := range c.Encounters {
			if slices.ContainsFunc(e.Monsters, match) {
				return &c.Encounters[i]
			}
		}
		return nil
	}
	for seed := range uint64(6) {
		t.Run(fmt.Sprintf("an SRD creature fights, sized for the party (seed %d)", seed), func(t *testing.T) {
			c, notes := build(t, "I'd love an owlbear somewhere", 4, 2, seed)
			e := fightsWith(c, func(m types.Monster) bool { return m.Name == "Owlbear" })
			if e == nil || !strings.Contains(e.Notes, "Special request: here") || !strings.Contains(e.Notes, "owlbear") {
				t.Fatalf("no fight has the owlbear: %+v", c.Encounters)
			}
			if !strings.Contains(notes, fmt.Sprintf("Done: the owlbear fights in encounter %d (%s)", e.Order, e.Title)) {
				t.Errorf("pacing notes %q", notes)
			}
		})
	}
	t.Run("a creature too strong for the party is in the climax", func(t *testing.T) {
		c, _ := build(t, "an aboleth, please", 2, 2, 1)
		main := c.MainEncounters()
		if e := fightsWith(c, func(m types.Monster) bool { return m.Name == "Aboleth" }); e == nil || e.ID != main[len(main)-1].ID {
			t.Errorf("the aboleth is not in the climax: %+v", e)
		}
	})
	t.Run("a kind of creature and a betrayal", func(t *testing.T) {
		c, notes := build(t, "Include a dragon and a betrayal by an ally", 5, 2, 3)
		if fightsWith(c, func(m types.Monster) bool {
			cat, _ := srd.Lookup(m.Name)
			return srd.BaseType(cat.Type) == "dragon"
		}) == nil {
			t.Error("no dragon fights")
		}
		main := c.MainEncounters()
		ally := c.NPCs[1]
		if !strings.Contains(main[len(main)-1].Notes, "whatever "+ally.Name+" promised, they have been in") || !strings.Contains(ally.Motivation, "Secretly in") ||
			!strings.Contains(notes, ally.Name+" betrays the party at the climax") {
			t.Errorf("no betrayal by %s: %q / %q", ally.Name, main[len(main)-1].Notes, ally.Motivation)
		}
		if len(c.NPCs) != 4 {
			t.Errorf("an ally is the campaign's own, not a new NPC: %d NPCs", len(c.NPCs))
		}
	})
	t.Run("a puzzle, a trap and a heist are main encounters", func(t *testing.T) {
		c, notes := build(t, "a puzzle, a nasty trap and a heist", 3, 4, 2)
		main := c.MainEncounters()
		has := func(f func(types.Encounter) bool) bool { return slices.ContainsFunc(main, f) }
		if !has(func(e types.Encounter) bool { return e.Type == types.EncounterPuzzle }) || !has(func(e types.Encounter) bool { return e.Type == types.EncounterTrap }) ||
			!has(func(e types.Encounter) bool { return e.Title == "The Heist" }) {
			t.Errorf("main encounters %v", main)
		}
		if !strings.Contains(notes, "is the heist you asked for") || !strings.Contains(notes, "is the puzzle you asked for") {
			t.Errorf("pacing notes %q", notes)
		}
	})
	t.Run("an NPC is added and given a scene", func(t *testing.T) {
		c, notes := build(t, "an NPC who is a retired pirate", 3, 2, 4)
		n := c.NPCs[len(c.NPCs)-1]
		if n.Role != "Retired pirate" || n.Motivation == "" {
			t.Fatalf("last NPC %+v", n)
		}
		if !slices.ContainsFunc(c.Encounters, func(e types.Encounter) bool { return strings.Contains(e.Notes, "Special request: "+n.Name) }) ||
			!strings.Contains(notes, n.Name+" (NPC) appears in encounter") {
			t.Errorf("%s has no scene: %q", n.Name, notes)
		}
	})
}

func inPools(s settingData, name string) bool {
	for _, pl := range slices.Concat(s.Hubs, s.Sites, s.Lairs) {
		if pl.Name == name {
			return true
		}
	}
	return false
}

// fromTemplates: title came from one of the beats (slots may differ).
func fromTemplates(title string, beats []beat) bool {
	for _, b := range beats {
		prefix := strings.SplitN(b.Title, "{", 2)[0]
		if prefix != "" && strings.HasPrefix(title, prefix) {
			return true
		}
	}
	return false
}

func TestTimingTable(t *testing.T) {
	for _, tt := range []struct {
		hours, main               int
		intro, conclusion         int
		acts                      [3]int
		optional, optionalMinutes int
	}{
		{1, 3, 5, 10, [3]int{10, 20, 15}, 1, 15},
		{2, 4, 5, 10, [3]int{25, 45, 35}, 1, 15},
		{3, 5, 7, 13, [3]int{35, 70, 55}, 2, 25},
		{4, 5, 10, 15, [3]int{50, 95, 70}, 2, 30},
	} {
		got := TimingFor(tt.hours, tt.main)
		want := timing{Intro: tt.intro, Conclusion: tt.conclusion, Acts: tt.acts, Main: tt.main, Optional: tt.optional, OptionalMinutes: tt.optionalMinutes}
		if got != want {
			t.Errorf("%d hours: %+v, want %+v", tt.hours, got, want)
		}
	}
}

func TestFitGroupSizesForTheParty(t *testing.T) {
	goblins := foeGroup{Minion: "Goblin", Leader: "Bugbear", Max: 8}
	tests := []struct {
		level, players int
		target         threat
		wantMinions    int
		ok             bool
	}{
		// Level 3, four players, medium: at least 600 adjusted XP and under
		// hard's 900. A bugbear (200) and four goblins (200) make 400 x 2 =
		// 800; a fifth goblin would reach 900.
		{3, 4, threatMedium, 4, true},
		// Level 2, four players, hard (600 to 800): three goblins, 700.
		{2, 4, threatHard, 3, true},
		// Six level-3 characters: eight goblins and a bugbear make 600 x 2
		// (nine monsters, one step down for six) = 1,200, short of hard's 1,350.
		{3, 6, threatHard, 0, false},
		// Level 1, two players, easy: 50 XP; even a lone bugbear is over.
		{1, 2, threatEasy, 0, false},
		// Level 10: eight goblins never reach the medium floor.
		{10, 4, threatHard, 0, false},
	}
	for _, tt := range tests {
		f, ok := fitGroup(goblins, goblins.Leader, tt.level, tt.players, tt.target, 0)
		if ok != tt.ok || f.Minions != tt.wantMinions {
			t.Errorf("level %d, %d players, threat %d: %d minions (ok %v), want %d (ok %v)",
				tt.level, tt.players, tt.target, f.Minions, ok, tt.wantMinions, tt.ok)
		}
	}
}

func TestFightDescriptions(t *testing.T) {
	f, _ := fitGroup(foeGroup{Minion: "Wolf", Leader: "Dire Wolf", Max: 8}, "Dire Wolf", 3, 4, threatHard, 0)
	if got := f.describe(); !strings.HasSuffix(got, "wolves led by a dire wolf") {
		t.Errorf("describe: %q", got)
	}
	if got := countOf(1, "owlbear", "owlbears"); got != "an owlbear" {
		t.Errorf("countOf: %q", got)
	}
	if got := countOf(14, "rat", "rats"); got != "14 rats" {
		t.Errorf("countOf: %q", got)
	}
}

// campaignText is a campaign's content as JSON text, to compare campaigns
// and look for words in all of it.
func campaignText(c types.Campaign) string {
	data, _ := json.Marshal(c)
	return string(data)
}
