package main

import (
	"reflect"

	"github.com/lorewright/lorewright/functions/internal/api"
	"github.com/lorewright/lorewright/functions/internal/backgrounds"
	"github.com/lorewright/lorewright/functions/internal/balance"
	"github.com/lorewright/lorewright/functions/internal/campaign"
	"github.com/lorewright/lorewright/functions/internal/content"
	"github.com/lorewright/lorewright/functions/internal/grammar"
	"github.com/lorewright/lorewright/functions/internal/llm"
	"github.com/lorewright/lorewright/functions/internal/monsters"
	"github.com/lorewright/lorewright/functions/internal/names"
	"github.com/lorewright/lorewright/functions/internal/srd"
)

// enums maps each named string type on the wire to its values: the very
// slice the server validates requests against (or, for response-only types,
// lists every value it sends), in its order.
var enums = registerEnums(
	enum(llm.Sources), enum(llm.FallbackReasons),
	enum(grammar.Kinds),
	enum(content.Types), enum(content.Lengths),
	enum(srd.Difficulties),
	enum(monsters.Tones), enum(monsters.Sources),
	enum(campaign.Settings), enum(campaign.Themes), enum(campaign.Tones), enum(campaign.Balances),
	enum(campaign.Difficulties), enum(campaign.EncounterTypes),
	enum(campaign.RequestTypes), enum(campaign.Sections), enum(campaign.ChangeKinds),
	enum(balance.Categories), enum(balance.SignalKinds), enum(balance.Priorities),
	enum(names.Races), enum(names.Professions), enum(names.Styles),
	enum(backgrounds.Classes), enum(backgrounds.Origins), enum(backgrounds.Alignments),
	enum(backgrounds.Themes), enum(backgrounds.Tones), enum(backgrounds.Settings),
)

type enumValues struct {
	t      reflect.Type
	values []any
}

func enum[T ~string](values []T) enumValues {
	out := make([]any, len(values))
	for i, v := range values {
		out[i] = string(v)
	}
	return enumValues{reflect.TypeFor[T](), out}
}

func registerEnums(list ...enumValues) map[reflect.Type][]any {
	m := make(map[reflect.Type][]any, len(list))
	for _, e := range list {
		m[e.t] = e.values
	}
	return m
}

// constants are the limits, defaults and messages the browser shares with
// the server, by package, so a form checks what the API will check and says
// it in the same words.
func constants() map[string]map[string]any {
	return map[string]map[string]any{
		"api": {
			"EventDelta": api.EventDelta, "EventResult": api.EventResult, "EventError": api.EventError,
			"GrammarMaxChars":                api.GrammarMaxChars,
			"GrammarMaxDictionaryEntries":    api.GrammarMaxDictionaryEntries,
			"GrammarMaxDictionaryEntryChars": api.GrammarMaxDictionaryEntryChars,
		},
		"content": {"MaxPromptChars": content.MaxPromptChars, "MaxContextChars": content.MaxContextChars},
		"srd":     {"MinLevel": srd.MinLevel, "MaxLevel": srd.MaxLevel, "Types": srd.Types, "Sizes": srd.Sizes},
		"monsters": {
			"MaxQueryChars": monsters.MaxQueryChars, "DefaultTone": monsters.DefaultTone, "MaxReskins": monsters.MaxReskins,
			"MaxThemeChars": monsters.MaxThemeChars, "MaxEnvironmentChars": monsters.MaxEnvironmentChars,
			"NoticeUnavailable": monsters.NoticeUnavailable, "MsgSearchFailed": monsters.MsgSearchFailed,
			"MsgBrowseFailed": monsters.MsgBrowseFailed, "MsgReskinFailed": monsters.MsgReskinFailed,
			"MsgRandomFailed": monsters.MsgRandomFailed, "MsgReskinServiceFailed": monsters.MsgReskinServiceFailed,
			"MsgInvalidReply": monsters.MsgInvalidReply,
		},
		"campaign": {
			"MinDuration": campaign.MinDuration, "MaxDuration": campaign.MaxDuration, "DefaultDuration": campaign.DefaultDuration,
			"MinPlayers": campaign.MinPlayers, "MaxPlayers": campaign.MaxPlayers, "DefaultPlayers": campaign.DefaultPlayers,
			"MinLevel": campaign.MinLevel, "MaxLevel": campaign.MaxLevel, "DefaultLevel": campaign.DefaultLevel,
			"DefaultSetting": campaign.DefaultSetting, "DefaultTheme": campaign.DefaultTheme,
			"DefaultTone": campaign.DefaultTone, "DefaultBalance": campaign.DefaultBalance,
			"MaxCustomChars": campaign.MaxCustomChars, "MaxRequestChars": campaign.MaxRequestChars,
		},
		"balance": {
			"MinTextChars": balance.MinTextChars, "MaxTextChars": balance.MaxTextChars, "TooShortMessage": balance.TooShortMessage,
			"DifferenceBadge": balance.DifferenceBadge,
			"MinPartySize":    balance.MinPartySize, "MaxPartySize": balance.MaxPartySize,
			"MinLevel": balance.MinLevel, "MaxLevel": balance.MaxLevel,
		},
		"names": {
			"Counts": names.Counts, "DefaultCount": names.DefaultCount, "DefaultStyle": names.DefaultStyle,
			"VariationsPerRequest": names.VariationsPerRequest, "MaxExclude": names.MaxExclude, "MaxNameChars": names.MaxNameChars,
			"MsgGenerateFailed": names.MsgGenerateFailed, "MsgVariationsFailed": names.MsgVariationsFailed,
		},
		"backgrounds": {
			"MinLevel": backgrounds.MinLevel, "MaxLevel": backgrounds.MaxLevel,
			"RequiredFieldsMessage": backgrounds.RequiredFieldsMessage,
			"MaxCustomSettingChars": backgrounds.MaxCustomSettingChars, "MaxRequirementsChars": backgrounds.MaxRequirementsChars,
			"MaxFocusAreas": backgrounds.MaxFocusAreas, "MaxFocusAreaChars": backgrounds.MaxFocusAreaChars,
			"MaxRefineChars":    backgrounds.MaxRefineChars,
			"MsgGenerateFailed": backgrounds.MsgGenerateFailed, "MsgRefineFailed": backgrounds.MsgRefineFailed,
		},
	}
}
