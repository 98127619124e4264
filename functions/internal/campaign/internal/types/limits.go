package types

// The spec's structure rules (section 9): 3 to 5 main encounters and 1 or
// 2 optional ones.
const (
	MinMainEncounters, MaxMainEncounters         = 3, 5
	MinOptionalEncounters, MaxOptionalEncounters = 1, 2
)

// Limits on a campaign: the items of each list, and the characters of text
// of one sent back for refinement.
const (
	MaxItems         = 40
	MaxCampaignChars = 80000
)
