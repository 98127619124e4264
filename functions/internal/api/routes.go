package api

import (
	"log/slog"
	"net/http"
)

// addRoutes lists the whole API surface.
func addRoutes(mux *http.ServeMux, logger *slog.Logger, deps Deps) {
	mux.Handle("GET /api/healthz", handleHealthz(deps.Version))
	mux.Handle("/api/", handleAPINotFound(logger))
	if deps.Config.WebDir != "" {
		mux.Handle("/", handleSPA(deps.Config.WebDir))
	}
}
