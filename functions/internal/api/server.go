// Package api is Lorewright's HTTP layer: it maps requests under /api to the
// domain packages and nothing else lives here.
package api

import (
	"log/slog"
	"net/http"
	"time"

	"github.com/lorewright/lorewright/functions/internal/auth"
	"github.com/lorewright/lorewright/functions/internal/backgrounds"
	"github.com/lorewright/lorewright/functions/internal/balance"
	"github.com/lorewright/lorewright/functions/internal/campaign"
	"github.com/lorewright/lorewright/functions/internal/config"
	"github.com/lorewright/lorewright/functions/internal/content"
	"github.com/lorewright/lorewright/functions/internal/grammar"
	"github.com/lorewright/lorewright/functions/internal/llm"
	"github.com/lorewright/lorewright/functions/internal/monsters"
	"github.com/lorewright/lorewright/functions/internal/names"
	"github.com/lorewright/lorewright/functions/internal/quota"
	"github.com/lorewright/lorewright/functions/internal/srd"
)

// Deps is everything the server needs, passed in explicitly.
type Deps struct {
	Logger *slog.Logger
	Config config.Config
	// Version is reported by /api/healthz.
	Version string
	// Verifier checks ID tokens. Nil refuses every token (guests only).
	Verifier auth.Verifier
	// Limiter applies AI quotas. Nil means an in-memory store with Config's limits.
	Limiter *quota.Limiter
	// LLM is the model service; nil means every feature uses its fallback.
	LLM llm.Completer
	// Grammar checks text; nil means the default checker (the embedded
	// dictionary and glossary, with LLM), built on the first check.
	Grammar *grammar.Checker
	// Content writes text for /api/content/generate; nil builds one on LLM.
	Content *content.Generator
	// Backgrounds writes character backgrounds; nil: one built on LLM.
	Backgrounds *backgrounds.Service
	// Balance analyses campaigns; nil: one built on LLM and the SRD.
	Balance *balance.Service
	// Campaign generates and refines campaigns; nil: one built on LLM.
	Campaign *campaign.Service
	// Names writes fantasy names; nil: one built on LLM.
	Names *names.Service
	// Monsters searches the bestiary and writes re-skins; nil: the built-in
	// SRD catalogue alone, with LLM.
	Monsters *monsters.Service
	// StreamHeartbeat is the interval of the keep-alive comment in streams
	// (default defaultStreamHeartbeat).
	StreamHeartbeat time.Duration
}

// defaultStreamHeartbeat keeps proxies and browsers from closing a quiet
// stream while the model thinks.
const defaultStreamHeartbeat = 15 * time.Second

// NewServer builds the whole API as one handler.
func NewServer(deps Deps) http.Handler {
	if deps.Logger == nil {
		deps.Logger = slog.New(slog.DiscardHandler)
	}
	if deps.Verifier == nil {
		deps.Verifier = noVerifier{}
	}
	if deps.Limiter == nil {
		deps.Limiter = quota.NewLimiter(deps.Logger, quota.NewMemoryStore(), deps.Config.Quota, nil)
	}
	if deps.Content == nil {
		deps.Content = content.NewGenerator(deps.Logger, deps.LLM)
	}
	if deps.Backgrounds == nil {
		deps.Backgrounds = backgrounds.NewService(deps.Logger, deps.LLM, backgrounds.Options{})
	}
	if deps.Names == nil {
		deps.Names = names.NewService(deps.Logger, deps.LLM, names.Options{})
	}
	if deps.Balance == nil {
		deps.Balance = balance.NewService(deps.Logger, deps.LLM, srd.SRD().Index())
	}
	if deps.Campaign == nil {
		deps.Campaign = campaign.NewService(deps.Logger, deps.LLM)
	}
	if deps.Monsters == nil {
		deps.Monsters = monsters.NewService(deps.Logger, deps.LLM, monsters.Options{})
	}
	if deps.StreamHeartbeat <= 0 {
		deps.StreamHeartbeat = defaultStreamHeartbeat
	}
	logger := deps.Logger
	mux := http.NewServeMux()
	addRoutes(mux, logger, deps)
	return chain(mux,
		withRecover(logger),
		withRequestLog(logger),
		withCORS(deps.Config.AllowedOrigins),
		withBodyLimit(logger, deps.Config.MaxBodyBytes),
	)
}
