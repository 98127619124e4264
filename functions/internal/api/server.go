// Package api is Lorewright's HTTP layer: it maps requests under /api to the
// domain packages and nothing else lives here.
package api

import (
	"log/slog"
	"net/http"

	"github.com/lorewright/lorewright/functions/internal/auth"
	"github.com/lorewright/lorewright/functions/internal/config"
	"github.com/lorewright/lorewright/functions/internal/content"
	"github.com/lorewright/lorewright/functions/internal/grammar"
	"github.com/lorewright/lorewright/functions/internal/llm"
	"github.com/lorewright/lorewright/functions/internal/quota"
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
	// Grammar checks text; nil means a local-only checker.
	Grammar *grammar.Checker
}

// NewServer builds the whole API as one handler.
func NewServer(deps Deps) http.Handler {
	if deps.Logger == nil {
		deps.Logger = slog.New(slog.DiscardHandler)
	}
	if deps.Verifier == nil {
		deps.Verifier = noVerifier{}
	}
	if deps.Limiter == nil {
		deps.Limiter = quota.NewLimiter(deps.Logger, quota.NewMemoryStore(), UserLimits(deps.Config), GuestLimits(deps.Config), nil)
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

// UserLimits and GuestLimits are the quota limits cfg sets.
func UserLimits(cfg config.Config) quota.Limits {
	return quota.Limits{PerMinute: cfg.UserPerMinute, PerDay: cfg.UserPerDay, TokensPerDay: cfg.UserTokensPerDay}
}

func GuestLimits(cfg config.Config) quota.Limits {
	return quota.Limits{PerMinute: cfg.GuestPerMinute, PerDay: cfg.GuestPerDay, TokensPerDay: cfg.GuestTokensPerDay}
}

// contentGenerator is the domain service behind /api/content/generate.
func contentGenerator(deps Deps) *content.Generator {
	return content.NewGenerator(deps.Logger, deps.LLM)
}
