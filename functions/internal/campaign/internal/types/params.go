package types

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Setting is where the campaign takes place.
type Setting string

const (
	SettingUrban      Setting = "urban"
	SettingWilderness Setting = "wilderness"
	SettingDungeon    Setting = "dungeon"
	SettingPlanar     Setting = "planar"
	SettingMixed      Setting = "mixed"
	SettingCustom     Setting = "custom"
)

// Theme is what the campaign is about.
type Theme string

const (
	ThemeAdventure   Theme = "adventure"
	ThemeMystery     Theme = "mystery"
	ThemeHorror      Theme = "horror"
	ThemePolitical   Theme = "political"
	ThemeExploration Theme = "exploration"
	ThemeCombat      Theme = "combat"
	ThemeSocial      Theme = "social"
	ThemeCustom      Theme = "custom"
)

// Tone is how the campaign feels at the table.
type Tone string

const (
	ToneHeroic       Tone = "heroic"
	ToneSerious      Tone = "serious"
	ToneComedic      Tone = "comedic"
	ToneDramatic     Tone = "dramatic"
	ToneLighthearted Tone = "lighthearted"
	ToneDark         Tone = "dark"
)

// Balance is how much of the session goes to one pillar of play.
type Balance string

const (
	BalanceLight    Balance = "light"
	BalanceModerate Balance = "moderate"
	BalanceHeavy    Balance = "heavy"
)

// Every accepted value, in the order the web form offers them (the API
// contract's enums are these slices: cmd/gencontract).
var (
	Settings = []Setting{SettingUrban, SettingWilderness, SettingDungeon, SettingPlanar, SettingMixed, SettingCustom}
	Themes   = []Theme{ThemeAdventure, ThemeMystery, ThemeHorror, ThemePolitical, ThemeExploration, ThemeCombat, ThemeSocial, ThemeCustom}
	Tones    = []Tone{ToneHeroic, ToneSerious, ToneComedic, ToneDramatic, ToneLighthearted, ToneDark}
	Balances = []Balance{BalanceLight, BalanceModerate, BalanceHeavy}
)

// The spec's ranges and defaults for the campaign form (sections 5 and 9).
const (
	MinDuration, MaxDuration, DefaultDuration         = 1, 4, 2
	MinPlayers, MaxPlayers, DefaultPlayers            = 2, 6, 4
	MinLevel, MaxLevel, DefaultLevel                  = 1, 10, 3
	DefaultSetting                            Setting = SettingMixed
	DefaultTheme                              Theme   = ThemeAdventure
	DefaultTone                               Tone    = ToneHeroic
	DefaultBalance                            Balance = BalanceModerate
	// MaxCustomChars bounds customSetting and customTheme: a phrase, not an essay.
	MaxCustomChars = 200
	// MaxRequestChars bounds specialRequests and a refinement's description.
	MaxRequestChars = 2000
)

// Parameters are the campaign form. A zero field means its default.
type Parameters struct {
	// Duration is the session length in hours (1-4).
	Duration       int     `json:"duration"`
	PlayerCount    int     `json:"playerCount"`
	CharacterLevel int     `json:"characterLevel"`
	Setting        Setting `json:"setting"`
	// CustomSetting describes the setting when Setting is custom.
	CustomSetting string `json:"customSetting,omitempty"`
	Theme         Theme  `json:"theme"`
	// CustomTheme describes the theme when Theme is custom.
	CustomTheme        string  `json:"customTheme,omitempty"`
	Tone               Tone    `json:"tone"`
	CombatBalance      Balance `json:"combatBalance"`
	RoleplayBalance    Balance `json:"roleplayBalance"`
	ExplorationBalance Balance `json:"explorationBalance"`
	SpecialRequests    string  `json:"specialRequests,omitempty"`
}

// DefaultParameters is the form as it first appears.
func DefaultParameters() Parameters { return Parameters{}.WithDefaults() }

// WithDefaults fills every zero field with the spec's default and tidies the
// free text (trimmed, runs of white space made one space).
func (p Parameters) WithDefaults() Parameters {
	if p.Duration == 0 {
		p.Duration = DefaultDuration
	}
	if p.PlayerCount == 0 {
		p.PlayerCount = DefaultPlayers
	}
	if p.CharacterLevel == 0 {
		p.CharacterLevel = DefaultLevel
	}
	if p.Setting == "" {
		p.Setting = DefaultSetting
	}
	if p.Theme == "" {
		p.Theme = DefaultTheme
	}
	if p.Tone == "" {
		p.Tone = DefaultTone
	}
	for _, b := range []*Balance{&p.CombatBalance, &p.RoleplayBalance, &p.ExplorationBalance} {
		if *b == "" {
			*b = DefaultBalance
		}
	}
	p.CustomSetting = oneLine(p.CustomSetting)
	p.CustomTheme = oneLine(p.CustomTheme)
	p.SpecialRequests = strings.TrimSpace(p.SpecialRequests)
	return p
}

// Problems reports a message per invalid field, keyed by its JSON name
// (zero fields are fine: they take the default).
func (p Parameters) Problems() map[string]string {
	problems := map[string]string{}
	p = p.WithDefaults()
	checkRange := func(field, what string, v, lo, hi int, unit string) {
		if v < lo || v > hi {
			problems[field] = fmt.Sprintf("%s must be between %d and %d%s.", what, lo, hi, unit)
		}
	}
	checkRange("duration", "Duration", p.Duration, MinDuration, MaxDuration, " hours")
	checkRange("playerCount", "Player count", p.PlayerCount, MinPlayers, MaxPlayers, "")
	checkRange("characterLevel", "Character level", p.CharacterLevel, MinLevel, MaxLevel, "")
	checkEnum(problems, "setting", "Setting", p.Setting, Settings)
	checkEnum(problems, "theme", "Theme", p.Theme, Themes)
	checkEnum(problems, "tone", "Tone", p.Tone, Tones)
	checkEnum(problems, "combatBalance", "Combat balance", p.CombatBalance, Balances)
	checkEnum(problems, "roleplayBalance", "Roleplay balance", p.RoleplayBalance, Balances)
	checkEnum(problems, "explorationBalance", "Exploration balance", p.ExplorationBalance, Balances)
	checkCustom(problems, "customSetting", "setting", p.CustomSetting, p.Setting == SettingCustom)
	checkCustom(problems, "customTheme", "theme", p.CustomTheme, p.Theme == ThemeCustom)
	if n := utf8.RuneCountInString(p.SpecialRequests); n > MaxRequestChars {
		problems["specialRequests"] = fmt.Sprintf("Special requests must be at most %d characters (now %d).", MaxRequestChars, n)
	}
	return problems
}

func checkEnum[T ~string](problems map[string]string, field, what string, v T, allowed []T) {
	if slices.Contains(allowed, v) {
		return
	}
	names := make([]string, len(allowed))
	for i, a := range allowed {
		names[i] = string(a)
	}
	problems[field] = fmt.Sprintf("%s must be one of %s.", what, strings.Join(names, ", "))
}

func checkCustom(problems map[string]string, field, what, text string, required bool) {
	n := utf8.RuneCountInString(text)
	switch {
	case required && n == 0:
		problems[field] = fmt.Sprintf("Describe your custom %s.", what)
	case n > MaxCustomChars:
		problems[field] = fmt.Sprintf("The custom %s must be at most %d characters (now %d).", what, MaxCustomChars, n)
	case strings.ContainsFunc(text, isControl):
		problems[field] = fmt.Sprintf("The custom %s must be plain text on one line.", what)
	}
}

func isControl(r rune) bool { return unicode.IsControl(r) }

// oneLine trims s and turns every run of white space into one space.
func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// Minutes is the session length in minutes (the spec's estimatedDuration).
func (p Parameters) Minutes() int { return p.WithDefaults().Duration * 60 }

// Difficulty is the spec's demo rating for the party's level: easy at level
// 2 or below, hard at 5 or above, else medium.
func (p Parameters) Difficulty() Difficulty {
	switch l := p.WithDefaults().CharacterLevel; {
	case l <= 2:
		return DifficultyEasy
	case l >= 5:
		return DifficultyHard
	default:
		return DifficultyMedium
	}
}
