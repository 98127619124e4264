package api

import (
	"log/slog"
	"net/http"

	"github.com/lorewright/lorewright/functions/internal/quota"
)

const apiFallbackPattern = "/api/"

// route is one endpoint and how it is metered (see metering.go).
type route struct {
	pattern string
	meter   metering
	handler http.Handler
	// wire names the request and response types: the contract generated
	// from them (cmd/gencontract) is what the browser is built against.
	wire wire
}

// routeTable lists the whole API surface, each route with its metering class.
func routeTable(logger *slog.Logger, deps Deps) []route {
	rs := responder{logger: logger, heartbeat: deps.StreamHeartbeat}
	return []route{
		{"GET /api/healthz", open, handleHealthz(deps.Version), wireOf[NoRequest, HealthzResponse](false)},
		{"GET /api/status", identified, handleStatus(deps), wireOf[NoRequest, StatusResponse](false)},
		{"POST /api/content/generate", metered, handleContentGenerate(rs, deps.Content), wireOf[ContentGenerateRequest, ContentGenerateResponse](true)},
		{"POST /api/backgrounds/generate", metered, handleBackgroundGenerate(rs, deps.Backgrounds), wireOf[BackgroundGenerateRequest, BackgroundGenerateResponse](true)},
		{"POST /api/backgrounds/refine", metered, handleBackgroundRefine(logger, deps.Backgrounds), wireOf[BackgroundRefineRequest, BackgroundRefineResponse](false)},
		{"POST /api/balance/analyze", metered, handleBalanceAnalyze(logger, deps.Balance), wireOf[BalanceAnalyzeRequest, BalanceAnalyzeResponse](false)},
		{"POST /api/campaign/generate", metered, handleCampaignGenerate(rs, deps.Campaign), wireOf[CampaignGenerateRequest, CampaignGenerateResponse](true)},
		{"POST /api/campaign/refine", metered, handleCampaignRefine(rs, deps.Campaign), wireOf[CampaignRefineRequest, CampaignRefineResponse](true)},
		{"POST /api/grammar/check", background, handleGrammarCheck(logger, deps.Grammar, deps.LLM), wireOf[GrammarCheckRequest, GrammarCheckResponse](false)},
		{"POST /api/names/generate", metered, handleNamesGenerate(logger, deps.Names), wireOf[NamesGenerateRequest, NamesGenerateResponse](false)},
		{"POST /api/names/variations", metered, handleNameVariations(logger, deps.Names), wireOf[NameVariationsRequest, NameVariationsResponse](false)},
		{"GET /api/monsters", identified, handleMonsterSearch(logger, deps.Monsters), wireOf[MonsterSearchRequest, MonsterSearchResponse](false)},
		{"GET /api/monsters/random", identified, handleMonsterRandom(logger, deps.Monsters), wireOf[MonsterRandomRequest, MonsterSearchResponse](false)},
		{"GET /api/monsters/{slug}", identified, handleMonsterGet(logger, deps.Monsters), wireOf[MonsterGetRequest, MonsterResponse](false)},
		{"POST /api/monsters/reskin", metered, handleMonsterReskin(logger, deps.Monsters), wireOf[MonsterReskinRequest, MonsterReskinResponse](false)},
	}
}

// addRoutes mounts the route table, wrapping each route as its class says.
func addRoutes(mux *http.ServeMux, logger *slog.Logger, deps Deps) {
	identify := withCaller(logger, deps.Verifier, deps.Config.TrustProxy)
	mainBucket := withAllowance(logger, deps.Limiter, quota.BucketMain, false)
	backgroundBucket := withAllowance(logger, deps.Limiter, quota.BucketBackground, true)
	withoutModel := withModelUnavailable()
	for _, rt := range routeTable(logger, deps) {
		var h http.Handler
		switch {
		case rt.meter == open:
			h = rt.handler
		case rt.meter == identified:
			h = identify(rt.handler)
		case deps.LLM == nil:
			// Built-in content costs nothing: with no model configured there
			// is no allowance to spend, and no "AI requests used up" message.
			h = identify(withoutModel(rt.handler))
		case rt.meter == metered:
			h = identify(mainBucket(rt.handler))
		case rt.meter == background:
			h = identify(backgroundBucket(rt.handler))
		}
		mux.Handle(rt.pattern, h)
	}
	mux.Handle(apiFallbackPattern, handleAPINotFound(logger, mux))
	if deps.Config.WebDir != "" {
		mux.Handle("/", handleSPA(deps.Config.WebDir))
	}
}
