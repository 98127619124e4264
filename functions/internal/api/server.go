// Package api is Lorewright's HTTP layer: it maps requests under /api to the
// domain packages and nothing else lives here.
package api

import (
	"log/slog"
	"net/http"

	"github.com/lorewright/lorewright/functions/internal/config"
)

// Deps is everything the server needs, passed in explicitly.
type Deps struct {
	Logger *slog.Logger
	Config config.Config
	// Version is reported by /api/healthz.
	Version string
}

// NewServer builds the whole API as one handler.
func NewServer(deps Deps) http.Handler {
	logger := deps.Logger
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	mux := http.NewServeMux()
	addRoutes(mux, logger, deps)
	return chain(mux,
		withRecover(logger),
		withRequestLog(logger),
		withCORS(deps.Config.AllowedOrigins),
		withBodyLimit(logger, deps.Config.MaxBodyBytes),
	)
}
