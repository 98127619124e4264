package builtin

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/lorewright/lorewright/functions/internal/campaign/internal/creatures"
	"github.com/lorewright/lorewright/functions/internal/campaign/internal/rating"
	"github.com/lorewright/lorewright/functions/internal/campaign/internal/types"
	"github.com/lorewright/lorewright/functions/internal/english"
	"github.com/lorewright/lorewright/functions/internal/pick"
)

// The built-in campaign is assembled from the data tables (data_*.go): the
// setting gives places, roles, peoples and side encounters; the theme gives
// the premise, hooks, encounter beats and conclusion; the tone gives the
// read-aloud opening, personalities, table advice and the closing line; level
// and party size choose and size the monsters. Templates use {slots} filled
// from one cast per campaign, so every part names the same people and places.

// place is a location template.
type place struct{ Name, Type, Desc string }

// beat is an encounter template. Kinds narrows the creature types a combat
// beat's foes may be; Followers makes them the villain's own kind.
type beat struct {
	Title, Desc, Notes string
	Type               types.EncounterType
	Kinds              []string
	Followers          bool
}

type settingData struct {
	Regions            []string
	Frame              string
	Hubs, Sites, Lairs []place
	Patrons, Allies    []string
	Rivals             []string
	Sights             []string
	Races              []string
	Side               []beat
}

// macguffin is what the story turns on, and why it matters.
type macguffin struct{ Name, Why string }

type themeData struct {
	Titles      []string
	Premises    []string
	Macguffins  []macguffin
	Hooks       []string
	Opening     []beat
	Middle      []beat
	ClimaxFight []beat
	ClimaxTalk  []beat
	Conclusions []string
	PatronWants []string
	AllyWants   []string
	RivalWants  []string
}

type toneData struct {
	Epithets      []string
	Openers       []string
	Traits        []string
	VillainTraits []string
	Closers       []string
	// TypeNotes are advice per encounter type, each given at most once in
	// a campaign.
	TypeNotes map[types.EncounterType][]string
	Pacing    string
}

// builder makes one built-in campaign.
type builder struct {
	rng     *rand.Rand
	p       types.Parameters
	setting settingData
	theme   themeData
	tone    toneData
	slots   map[string]string
	villain villainKind
	base    int // difficulty level of a middle encounter
	// used holds the names and table entries already in the campaign
	// ("trait:...", "look:..."), so none repeats.
	used map[string]bool
	// avoid is text already in the campaign (a refinement's): table
	// entries it contains are not picked again.
	avoid string
	// wishes are what the special requests ask for; done says, for the
	// pacing notes, what the campaign did with them.
	wishes wishes
	done   []string
}

// Campaign makes a built-in campaign from the parameters; the same
// seed gives the same campaign. ID and GeneratedAt are left to the caller.
func Campaign(p types.Parameters, seed uint64) types.Campaign {
	p = p.WithDefaults()
	b := &builder{
		rng:     rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)),
		p:       p,
		setting: settingFor(p.Setting),
		theme:   themeFor(p.Theme),
		tone:    tones[p.Tone],
		slots:   map[string]string{},
		base:    map[types.Difficulty]int{types.DifficultyEasy: 4, types.DifficultyMedium: 5, types.DifficultyHard: 6}[p.Difficulty()],
		used:    map[string]bool{},
		wishes:  readWishes(p),
	}
	return b.build()
}

func (b *builder) build() types.Campaign {
	p := b.p
	c := types.Campaign{Parameters: p, EstimatedDuration: p.Minutes(), DifficultyRating: p.Difficulty()}
	c.Locations = b.castPlaces()
	b.castStory()
	c.NPCs = b.castPeople()
	c.Title = b.fill(pick.One(b.rng, b.theme.Titles))
	c.Introduction = b.introduction()
	c.PlotHooks = b.fillAll(pick.N(b.rng, b.theme.Hooks, 3))
	t := TimingFor(p.Duration, b.mainCount())
	c.IntroductionDuration, c.ConclusionDuration = t.Intro, t.Conclusion
	c.Encounters = b.encounters(t)
	c.Conclusion = b.fill(pick.One(b.rng, b.theme.Conclusions)) + " " + b.fill(pick.One(b.rng, b.tone.Closers))
	b.grantPeopleWishes(&c)
	rating.FinishFights(&c)
	c.PacingNotes = b.pacingNotes(c, t)
	return c
}

// setSlot sets {key} and its capitalised form {Key}.
func (b *builder) setSlot(key, value string) {
	b.slots[key] = value
	b.slots[strings.ToUpper(key[:1])+key[1:]] = english.Capitalise(value)
}

func (b *builder) fill(template string) string { return expand(shortenRepeats(template), b.slots, nil) }

func (b *builder) fillAll(templates []string) []string {
	out := make([]string, len(templates))
	for i, t := range templates {
		out[i] = b.fill(t)
	}
	return out
}

// castPlaces picks the region, hub, two sites and the lair.
func (b *builder) castPlaces() []types.Location {
	s := b.setting
	region := b.p.CustomSetting
	if b.p.Setting != types.SettingCustom {
		region = pick.One(b.rng, s.Regions)
	}
	b.setSlot("region", region)
	b.setSlot("sight", pick.One(b.rng, s.Sights))
	chosen := append([]place{pick.One(b.rng, s.Hubs)}, pick.N(b.rng, s.Sites, 2)...)
	chosen = append(chosen, pick.One(b.rng, s.Lairs))
	out := make([]types.Location, len(chosen))
	for i, pl := range chosen {
		b.setSlot([]string{"hub", "site1", "site2", "lair"}[i], inProse(pl.Name))
		out[i] = types.Location{ID: fmt.Sprintf("loc-%d", i+1), Name: pl.Name, Type: pl.Type}
	}
	for i, pl := range chosen {
		out[i].Description = b.fill(pl.Desc)
	}
	return out
}

// castStory picks what the story turns on and the words the templates share.
func (b *builder) castStory() {
	m := pick.One(b.rng, b.theme.Macguffins)
	b.setSlot("macguffin", m.Name)
	b.setSlot("macguffinWhy", m.Why)
	b.setSlot("epithet", pick.One(b.rng, b.tone.Epithets))
	b.setSlot("customTheme", b.p.CustomTheme)
	b.slots["CustomTheme"] = english.TitleCase(b.p.CustomTheme, 6)
	b.setSlot("reward", strconv.Itoa(25*b.p.CharacterLevel*b.p.PlayerCount))
	b.setSlot("players", creatures.NumberWords[b.p.PlayerCount])
	b.setSlot("level", strconv.Itoa(b.p.CharacterLevel))
	b.setSlot("hours", countOf(b.p.Duration, "hour", "hours"))
}

// castPeople picks the villain and names the patron, ally, rival and
// villain (and an informant when roleplay is heavy).
func (b *builder) castPeople() []types.NPC {
	var stat string
	b.villain, stat = b.chooseVillain()
	v := b.villain
	b.setSlot("villainStat", stat)
	b.setSlot("villainWant", pick.One(b.rng, v.Wants))
	var npcs []types.NPC
	add := func(slot, role, race, name, motivation, personality, look string) {
		if name == "" {
			race, name = b.person(race)
		}
		b.setSlot(slot, name)
		b.setSlot(slot+"Short", shortName(name))
		b.setSlot(slot+"Role", role)
		if look == "" {
			look = b.look(race)
		}
		npcs = append(npcs, types.NPC{ID: fmt.Sprintf("npc-%d", len(npcs)+1), Name: name, Race: english.Capitalise(race),
			Role: english.Capitalise(role), Motivation: motivation, Personality: personality, Description: look})
	}
	add("patron", pick.One(b.rng, b.setting.Patrons), "", "", pick.One(b.rng, b.theme.PatronWants), b.personality(b.tone.Traits), "")
	add("ally", pick.One(b.rng, b.setting.Allies), "", "", pick.One(b.rng, b.theme.AllyWants), b.personality(b.tone.Traits), "")
	add("rival", pick.One(b.rng, b.setting.Rivals), "", "", pick.One(b.rng, b.theme.RivalWants), b.personality(b.tone.Traits), "")
	vName, vRace := "", v.Race
	if len(v.Names) > 0 {
		vName = pick.One(b.rng, v.Names)
		b.used[vName] = true
	} else if v.Race != "" {
		_, vName = b.person("")
	}
	add("villain", v.Role, vRace, vName, "Plans {villainWant}.", b.personality(b.tone.VillainTraits),
		v.Look+" In a fight, use the {villainStat} stat block.")
	if b.p.RoleplayBalance == types.BalanceHeavy || b.p.Theme == types.ThemeSocial || b.p.Theme == types.ThemePolitical {
		roles := without(b.setting.Allies, b.slots["allyRole"])
		add("informant", pick.One(b.rng, roles), "", "", "Sells what they know to whoever pays; knows one true thing about {villain}.",
			b.personality(b.tone.Traits), "")
	}
	for i := range npcs {
		npcs[i].Motivation = b.fill(npcs[i].Motivation)
		npcs[i].Description = b.fill(npcs[i].Description)
	}
	return npcs
}

// person picks a race (the setting's peoples when race is empty) and an
// unused name.
func (b *builder) person(race string) (string, string) {
	if race == "" {
		race = pick.One(b.rng, b.setting.Races)
	}
	names := peoples[race]
	for range 20 {
		name := pick.One(b.rng, names.First)
		if len(names.Last) > 0 {
			name += " " + pick.One(b.rng, names.Last)
		}
		if !b.used[name] {
			b.used[name] = true
			return race, name
		}
	}
	return race, pick.One(b.rng, names.First)
}

// unused picks one of options this campaign has not used yet (kind keeps
// the tables apart) and marks it used; "" when every one is used.
func (b *builder) unused(kind string, options []string) string {
	var fresh []string
	for _, o := range options {
		if !b.used[kind+":"+o] && (b.avoid == "" || !strings.Contains(b.avoid, o)) {
			fresh = append(fresh, o)
		}
	}
	if len(fresh) == 0 {
		return ""
	}
	o := pick.One(b.rng, fresh)
	b.used[kind+":"+o] = true
	return o
}

// look is an NPC's appearance: a phrase no other NPC of the campaign has.
func (b *builder) look(race string) string {
	looks := append(append([]string(nil), peoples[race].Looks...), commonLooks...)
	phrase := b.unused("look", looks)
	if phrase == "" {
		phrase = pick.One(b.rng, looks)
	}
	return english.Capitalise(english.WithArticle(race)) + " " + phrase + "."
}

// personality is a trait and a quirk, neither shared with another NPC of
// the campaign while the tables last.
func (b *builder) personality(traits []string) string {
	trait, quirk := b.unused("trait", traits), b.unused("quirk", quirks)
	if trait == "" {
		trait = pick.One(b.rng, traits)
	}
	if quirk == "" {
		quirk = pick.One(b.rng, quirks)
	}
	return trait + "; " + quirk + "."
}

func (b *builder) introduction() string {
	opener := b.fill(pick.One(b.rng, b.tone.Openers))
	frame := b.fill(b.setting.Frame)
	premise := b.fill(pick.One(b.rng, b.theme.Premises))
	table := b.fill("Built for {players} characters of level {level}, for a session of about {hours}.")
	return "Read aloud: " + opener + "\n\n" + frame + " " + premise + "\n\n" + table
}

func (b *builder) mainCount() int {
	switch b.p.Duration {
	case 1:
		return 3
	case 2:
		return 3 + b.rng.IntN(2)
	case 3:
		return 4 + b.rng.IntN(2)
	default:
		return 5
	}
}
