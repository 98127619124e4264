package api

import (
	"context"
	"log/slog"
	"net/http"

	"github.com/lorewright/lorewright/functions/internal/names"
)

// NamesGenerateRequest is the body of POST /api/names/generate.
type NamesGenerateRequest struct {
	names.Request
}

func (r NamesGenerateRequest) Valid(context.Context) map[string]string { return r.Request.Problems() }

// NamesGenerateResponse is its answer.
type NamesGenerateResponse = names.Response

// NameVariationsRequest is the body of POST /api/names/variations.
type NameVariationsRequest struct {
	names.VariationsRequest
}

func (r NameVariationsRequest) Valid(context.Context) map[string]string {
	return r.VariationsRequest.Problems()
}

// NameVariationsResponse is its answer.
type NameVariationsResponse = names.VariationsResponse

// handleNamesGenerate writes names; the caller's key lets the service avoid
// repeating names it gave them recently.
func handleNamesGenerate(logger *slog.Logger, svc *names.Service) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		req, err := decode[NamesGenerateRequest](r)
		if err != nil {
			writeError(w, r, logger, err)
			return
		}
		res, err := svc.Generate(r.Context(), callerOf(r).Key(), req.Request)
		if err != nil {
			writeError(w, r, logger, err)
			return
		}
		_ = encode(w, http.StatusOK, res)
	})
}

func handleNameVariations(logger *slog.Logger, svc *names.Service) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		req, err := decode[NameVariationsRequest](r)
		if err != nil {
			writeError(w, r, logger, err)
			return
		}
		res, err := svc.Variations(r.Context(), callerOf(r).Key(), req.VariationsRequest)
		if err != nil {
			writeError(w, r, logger, err)
			return
		}
		_ = encode(w, http.StatusOK, res)
	})
}
