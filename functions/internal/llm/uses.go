package llm

// Use is one kind of model call with its sampling settings.
type Use struct {
	Name        string
	Temperature float32
	MaxTokens   int
}

// The spec's table of temperatures and token limits (section 7).
var (
	UseGrammar              = Use{Name: "grammar", Temperature: 0.2, MaxTokens: 2000}
	UseCampaignGeneration   = Use{Name: "campaign_generation", Temperature: 0.8, MaxTokens: 4000}
	UseCampaignRefinement   = Use{Name: "campaign_refinement", Temperature: 0.7, MaxTokens: 3000}
	UseContentShort         = Use{Name: "content_short", Temperature: 0.8, MaxTokens: 200}
	UseContentMedium        = Use{Name: "content_medium", Temperature: 0.8, MaxTokens: 500}
	UseContentLong          = Use{Name: "content_long", Temperature: 0.8, MaxTokens: 1000}
	UseBackgroundGeneration = Use{Name: "background_generation", Temperature: 0.8, MaxTokens: 2000}
	UseBackgroundRefinement = Use{Name: "background_refinement", Temperature: 0.7, MaxTokens: 1000}
	// The spec gives no limits for names; these fit ten names with meanings
	// and three variations, at the sampling temperature of the other
	// creative uses.
	UseNames          = Use{Name: "names", Temperature: 0.9, MaxTokens: 600}
	UseNameVariations = Use{Name: "name_variations", Temperature: 0.9, MaxTokens: 200}
	// Balance classification labels up to 60 segments in one JSON reply;
	// deterministic-leaning like grammar.
	UseBalanceClassification = Use{Name: "balance_classification", Temperature: 0.2, MaxTokens: 1500}
	// A monster re-skin is one JSON object of four short fields (about 300
	// tokens); creative like names.
	UseMonsterReskin = Use{Name: "monster_reskin", Temperature: 0.9, MaxTokens: 800}
)
