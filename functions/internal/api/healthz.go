package api

import (
	"log/slog"
	"net/http"
	"time"
)

// HealthzResponse is the body of GET /api/healthz.
type HealthzResponse struct {
	Status  string `json:"status"`
	Version string `json:"version"`
	Time    string `json:"time"`
}

func handleHealthz(version string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_ = encode(w, http.StatusOK, HealthzResponse{Status: "ok", Version: version, Time: time.Now().UTC().Format(time.RFC3339)})
	})
}

// handleAPINotFound answers unknown /api paths (and known paths with the wrong
// method) with the envelope rather than the SPA.
func handleAPINotFound(logger *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		writeError(w, r, logger, errNotFound())
	})
}
