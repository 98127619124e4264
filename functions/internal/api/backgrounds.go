package api

import (
	"context"
	"log/slog"
	"net/http"

	"github.com/lorewright/lorewright/functions/internal/backgrounds"
)

// BackgroundGenerateRequest is the body of POST /api/backgrounds/generate.
type BackgroundGenerateRequest struct {
	backgrounds.Request
}

func (r BackgroundGenerateRequest) Valid(context.Context) map[string]string {
	return r.Request.Problems()
}

// BackgroundGenerateResponse is its answer (also the stream's result event).
type BackgroundGenerateResponse = backgrounds.Background

// BackgroundRefineRequest is the body of POST /api/backgrounds/refine.
type BackgroundRefineRequest struct {
	backgrounds.RefineRequest
}

func (r BackgroundRefineRequest) Valid(context.Context) map[string]string {
	return r.RefineRequest.Problems()
}

// BackgroundRefineResponse is its answer.
type BackgroundRefineResponse = backgrounds.RefineResult

// handleBackgroundGenerate writes a character background: JSON, or
// streamed as it is written.
func handleBackgroundGenerate(rs responder, svc *backgrounds.Service) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		req, err := decode[BackgroundGenerateRequest](r)
		if err != nil {
			writeError(w, r, rs.logger, err)
			return
		}
		respond(w, r, rs, func(ctx context.Context, emit func(string) error) (BackgroundGenerateResponse, error) {
			return svc.Generate(ctx, req.Request, emit)
		})
	})
}

func handleBackgroundRefine(logger *slog.Logger, svc *backgrounds.Service) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		req, err := decode[BackgroundRefineRequest](r)
		if err != nil {
			writeError(w, r, logger, err)
			return
		}
		res, err := svc.Refine(r.Context(), req.RefineRequest)
		if err != nil {
			writeError(w, r, logger, err)
			return
		}
		_ = encode(w, http.StatusOK, res)
	})
}
