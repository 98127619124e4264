package api

import (
	"context"
	"net/http"

	"github.com/lorewright/lorewright/functions/internal/content"
)

// ContentGenerateRequest is the body of POST /api/content/generate.
type ContentGenerateRequest struct {
	content.GenerateRequest
}

func (r ContentGenerateRequest) Valid(context.Context) map[string]string {
	return r.GenerateRequest.Problems()
}

// ContentGenerateResponse is its answer (also the stream's result event).
type ContentGenerateResponse = content.GenerateResponse

// handleContentGenerate serves POST /api/content/generate: JSON by default,
// server-sent events when the client accepts text/event-stream.
func handleContentGenerate(rs responder, gen *content.Generator) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		req, err := decode[ContentGenerateRequest](r)
		if err != nil {
			writeError(w, r, rs.logger, err)
			return
		}
		respond(w, r, rs, func(ctx context.Context, emit func(string) error) (ContentGenerateResponse, error) {
			return gen.Stream(ctx, req.GenerateRequest, emit)
		})
	})
}
