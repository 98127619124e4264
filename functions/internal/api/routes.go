package api

import (
	"log/slog"
	"net/http"
)

const apiFallbackPattern = "/api/"

// addRoutes lists the whole API surface.
//
// identify: the caller is a verified user or a guest (bad tokens get 401).
// metered: identify, then count the request and its model tokens against the
// caller's AI quota (429 when used up). Every route that may call the model
// is metered.
func addRoutes(mux *http.ServeMux, logger *slog.Logger, deps Deps) {
	identify := withCaller(logger, deps.Verifier, deps.Config.TrustProxy)
	metered := func(h http.Handler) http.Handler { return identify(withQuota(logger, deps.Limiter)(h)) }

	mux.Handle("GET /api/healthz", handleHealthz(deps.Version))
	mux.Handle("GET /api/status", identify(handleStatus(deps)))
	mux.Handle("POST /api/content/generate", metered(handleContentGenerate(logger, contentGenerator(deps))))
	mux.Handle("POST /api/grammar/check", identify(handleGrammarCheck(logger, deps.Grammar, deps.Limiter)))
	mux.Handle(apiFallbackPattern, handleAPINotFound(logger, mux))
	if deps.Config.WebDir != "" {
		mux.Handle("/", handleSPA(deps.Config.WebDir))
	}
}
