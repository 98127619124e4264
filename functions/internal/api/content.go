package api

import (
	"context"
	"log/slog"
	"net/http"

	"github.com/lorewright/lorewright/functions/internal/content"
)

// handleContentGenerate serves POST /api/content/generate: JSON by default,
// server-sent events when the client accepts text/event-stream.
func handleContentGenerate(logger *slog.Logger, gen *content.Generator) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		req, err := decode[content.GenerateRequest](r)
		if err != nil {
			writeError(w, r, logger, err)
			return
		}
		if wantsStream(r) {
			serveStream(w, r, logger, func(ctx context.Context, emit func(string) error) (content.GenerateResponse, error) {
				return gen.Stream(ctx, req, emit)
			})
			return
		}
		resp, err := gen.Generate(r.Context(), req)
		if err != nil {
			writeError(w, r, logger, toAPIError(err))
			return
		}
		_ = encode(w, http.StatusOK, resp)
	})
}
