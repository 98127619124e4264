package campaign

import "github.com/lorewright/lorewright/functions/internal/campaign/internal/types"

// The campaign's wire types, their values and their checks are defined in
// internal/types, a leaf that the reply parser (internal/modelreply) and the
// built-in generator (internal/builtin) share; these names are the package's
// own, for the HTTP layer and the rest of the code.

type (
	Difficulty      = types.Difficulty
	EncounterType   = types.EncounterType
	Campaign        = types.Campaign
	Encounter       = types.Encounter
	Monster         = types.Monster
	FightRating     = types.FightRating
	NPC             = types.NPC
	Location        = types.Location
	StatBlock       = types.StatBlock
	StatAction      = types.StatAction
	GenerateRequest = types.GenerateRequest
	GenerateResult  = types.GenerateResult
	Setting         = types.Setting
	Theme           = types.Theme
	Tone            = types.Tone
	Balance         = types.Balance
	Parameters      = types.Parameters
	RequestType     = types.RequestType
	Section         = types.Section
	ChangeKind      = types.ChangeKind
	RefineRequest   = types.RefineRequest
	RefineResult    = types.RefineResult
	Change          = types.Change
)

const (
	DifficultyHard        = types.DifficultyHard
	EncounterCombat       = types.EncounterCombat
	EncounterSocial       = types.EncounterSocial
	EncounterExploration  = types.EncounterExploration
	EncounterTrap         = types.EncounterTrap
	MinMainEncounters     = types.MinMainEncounters
	MaxMainEncounters     = types.MaxMainEncounters
	MinOptionalEncounters = types.MinOptionalEncounters
	MaxOptionalEncounters = types.MaxOptionalEncounters
	SettingUrban          = types.SettingUrban
	SettingWilderness     = types.SettingWilderness
	SettingDungeon        = types.SettingDungeon
	SettingMixed          = types.SettingMixed
	SettingCustom         = types.SettingCustom
	ThemeAdventure        = types.ThemeAdventure
	ThemeHorror           = types.ThemeHorror
	ThemeCustom           = types.ThemeCustom
	ToneDark              = types.ToneDark
	MaxRequestChars       = types.MaxRequestChars
	SectionTitle          = types.SectionTitle
	SectionIntroduction   = types.SectionIntroduction
	SectionPlotHooks      = types.SectionPlotHooks
	SectionEncounters     = types.SectionEncounters
	SectionNPCs           = types.SectionNPCs
	SectionLocations      = types.SectionLocations
	SectionConclusion     = types.SectionConclusion
	SectionPacingNotes    = types.SectionPacingNotes
	SectionHandouts       = types.SectionHandouts
	ChangeAdded           = types.ChangeAdded
	ChangeRemoved         = types.ChangeRemoved
	ChangeChanged         = types.ChangeChanged
	ChangeRenamed         = types.ChangeRenamed
	MaxItems              = types.MaxItems
	MaxCampaignChars      = types.MaxCampaignChars
	RequestGeneral        = types.RequestGeneral
	// The form's ranges and defaults, for the contract.
	MinDuration     = types.MinDuration
	MaxDuration     = types.MaxDuration
	DefaultDuration = types.DefaultDuration
	MinPlayers      = types.MinPlayers
	MaxPlayers      = types.MaxPlayers
	DefaultPlayers  = types.DefaultPlayers
	MinLevel        = types.MinLevel
	MaxLevel        = types.MaxLevel
	DefaultLevel    = types.DefaultLevel
	DefaultSetting  = types.DefaultSetting
	DefaultTheme    = types.DefaultTheme
	DefaultTone     = types.DefaultTone
	DefaultBalance  = types.DefaultBalance
	MaxCustomChars  = types.MaxCustomChars
)

var (
	Difficulties   = types.Difficulties
	Settings       = types.Settings
	Themes         = types.Themes
	Tones          = types.Tones
	Balances       = types.Balances
	EncounterTypes = types.EncounterTypes
	RequestTypes   = types.RequestTypes
	Sections       = types.Sections
	ChangeKinds    = types.ChangeKinds
)

// DefaultParameters is the form as it first appears.
func DefaultParameters() Parameters { return types.DefaultParameters() }
