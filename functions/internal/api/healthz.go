package api

import (
	"log/slog"
	"net/http"
	"strings"
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

// handleAPINotFound answers unknown /api paths with a 404 envelope (rather
// than the SPA), and known paths called with the wrong method with a 405
// listing the methods they accept.
func handleAPINotFound(logger *slog.Logger, mux *http.ServeMux) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var allowed []string
		for _, m := range []string{http.MethodGet, http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete} {
			probe := r.Clone(r.Context())
			probe.Method = m
			if _, pattern := mux.Handler(probe); pattern != "" && pattern != apiFallbackPattern {
				allowed = append(allowed, m)
			}
		}
		if len(allowed) > 0 {
			w.Header().Set("Allow", strings.Join(allowed, ", "))
			writeError(w, r, logger, errMethod())
			return
		}
		writeError(w, r, logger, errNotFound())
	})
}
