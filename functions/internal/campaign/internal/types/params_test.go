package types

import (
	"strings"
	"testing"
)

func TestDefaultsAreTheSpecs(t *testing.T) {
	p := DefaultParameters()
	want := Parameters{Duration: 2, PlayerCount: 4, CharacterLevel: 3, Setting: SettingMixed, Theme: ThemeAdventure,
		Tone: ToneHeroic, CombatBalance: BalanceModerate, RoleplayBalance: BalanceModerate, ExplorationBalance: BalanceModerate}
	if p != want {
		t.Errorf("defaults %+v, want %+v", p, want)
	}
	if p.Minutes() != 120 || p.Difficulty() != DifficultyMedium {
		t.Errorf("minutes %d, difficulty %s", p.Minutes(), p.Difficulty())
	}
	if got := (Parameters{CustomSetting: "  a   sky \t city  "}).WithDefaults().CustomSetting; got != "a sky city" {
		t.Errorf("custom text tidied to %q", got)
	}
}

func TestDifficultyByLevel(t *testing.T) {
	for level, want := range map[int]Difficulty{1: DifficultyEasy, 2: DifficultyEasy, 3: DifficultyMedium, 4: DifficultyMedium,
		5: DifficultyHard, 10: DifficultyHard} {
		if got := (Parameters{CharacterLevel: level}).Difficulty(); got != want {
			t.Errorf("level %d: %s, want %s", level, got, want)
		}
	}
}

func TestParameterProblems(t *testing.T) {
	long := strings.Repeat("x", MaxCustomChars+1)
	tests := []struct {
		name  string
		p     Parameters
		field string
		msg   string
	}{
		{"duration too long", Parameters{Duration: 5}, "duration", "Duration must be between 1 and 4 hours."},
		{"duration negative", Parameters{Duration: -1}, "duration", "Duration must be between 1 and 4 hours."},
		{"one player", Parameters{PlayerCount: 1}, "playerCount", "Player count must be between 2 and 6."},
		{"seven players", Parameters{PlayerCount: 7}, "playerCount", "Player count must be between 2 and 6."},
		{"level 11", Parameters{CharacterLevel: 11}, "characterLevel", "Character level must be between 1 and 10."},
		{"unknown setting", Parameters{Setting: "space"}, "setting", "Setting must be one of urban, wilderness, dungeon, planar, mixed, custom."},
		{"unknown theme", Parameters{Theme: "romance"}, "theme", "Theme must be one of adventure, mystery, horror, political, exploration, combat, social, custom."},
		{"unknown tone", Parameters{Tone: "grim"}, "tone", "Tone must be one of heroic, serious, comedic, dramatic, lighthearted, dark."},
		{"unknown combat balance", Parameters{CombatBalance: "high"}, "combatBalance", "Combat balance must be one of light, moderate, heavy."},
		{"unknown roleplay balance", Parameters{RoleplayBalance: "low"}, "roleplayBalance", "Roleplay balance must be one of light, moderate, heavy."},
		{"unknown exploration balance", Parameters{ExplorationBalance: "lots"}, "explorationBalance", "Exploration balance must be one of light, moderate, heavy."},
		{"custom setting missing", Parameters{Setting: SettingCustom, CustomSetting: "  "}, "customSetting", "Describe your custom setting."},
		{"custom theme missing", Parameters{Theme: ThemeCustom}, "customTheme", "Describe your custom theme."},
		{"custom setting too long", Parameters{Setting: SettingCustom, CustomSetting: long}, "customSetting", "The custom setting must be at most 200 characters (now 201)."},
		{"custom theme with control characters", Parameters{Theme: ThemeCustom, CustomTheme: "heist\x00"}, "customTheme", "The custom theme must be plain text on one line."},
		{"special requests too long", Parameters{SpecialRequests: strings.Repeat("y", MaxRequestChars+1)}, "specialRequests", "Special requests must be at most 2000 characters (now 2001)."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			problems := tt.p.Problems()
			if len(problems) != 1 || problems[tt.field] != tt.msg {
				t.Errorf("problems %v, want only %s: %q", problems, tt.field, tt.msg)
			}
		})
	}
}

func TestValidParametersHaveNoProblems(t *testing.T) {
	for _, p := range []Parameters{
		{},
		{Duration: 1, PlayerCount: 2, CharacterLevel: 1, Setting: SettingUrban, Theme: ThemeHorror, Tone: ToneDark,
			CombatBalance: BalanceLight, RoleplayBalance: BalanceHeavy, ExplorationBalance: BalanceLight},
		{Duration: 4, PlayerCount: 6, CharacterLevel: 10, Setting: SettingCustom, CustomSetting: "sky islands",
			Theme: ThemeCustom, CustomTheme: "a heist", SpecialRequests: "a talking cat"},
		// Custom text is allowed (and ignored) when the choice is not custom.
		{Setting: SettingUrban, CustomSetting: "left over from an earlier choice"},
	} {
		if problems := p.Problems(); len(problems) != 0 {
			t.Errorf("%+v: %v", p, problems)
		}
	}
}
