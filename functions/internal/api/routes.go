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
}

// routeTable lists the whole API surface, each route with its metering class.
func routeTable(logger *slog.Logger, deps Deps) []route {
	rs := responder{logger: logger, heartbeat: deps.StreamHeartbeat}
	return []route{
		{"GET /api/healthz", open, handleHealthz(deps.Version)},
		{"GET /api/status", identified, handleStatus(deps)},
		{"POST /api/content/generate", metered, handleContentGenerate(rs, deps.Content)},
		{"POST /api/backgrounds/generate", metered, handleBackgroundGenerate(rs, deps.Backgrounds)},
		{"POST /api/backgrounds/refine", metered, handleBackgroundRefine(logger, deps.Backgrounds)},
		{"POST /api/balance/analyze", metered, handleBalanceAnalyze(logger, deps.Balance)},
		{"POST /api/campaign/generate", metered, handleCampaignGenerate(rs, deps.Campaign)},
		{"POST /api/campaign/refine", metered, handleCampaignRefine(rs, deps.Campaign)},
		{"POST /api/grammar/check", background, handleGrammarCheck(logger, deps.Grammar, deps.LLM)},
		{"POST /api/names/generate", metered, handleNamesGenerate(logger, deps.Names)},
		{"POST /api/names/variations", metered, handleNameVariations(logger, deps.Names)},
		{"GET /api/monsters", identified, handleMonsterSearch(logger, deps.Monsters)},
		{"GET /api/monsters/random", identified, handleMonsterRandom(logger, deps.Monsters)},
		{"GET /api/monsters/{slug}", identified, handleMonsterGet(logger, deps.Monsters)},
		{"POST /api/monsters/reskin", metered, handleMonsterReskin(logger, deps.Monsters)},
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
