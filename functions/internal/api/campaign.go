package api

import (
	"context"
	"net/http"

	"github.com/lorewright/lorewright/functions/internal/campaign"
)

// CampaignGenerateRequest is the body of POST /api/campaign/generate.
type CampaignGenerateRequest struct {
	campaign.GenerateRequest
}

func (r CampaignGenerateRequest) Valid(context.Context) map[string]string {
	return r.GenerateRequest.Problems()
}

// CampaignGenerateResponse is its answer (also the stream's result event).
type CampaignGenerateResponse = campaign.GenerateResult

// CampaignRefineRequest is the body of POST /api/campaign/refine: the chat
// message and the campaign as the browser holds it (the server keeps none).
type CampaignRefineRequest struct {
	campaign.RefineRequest
}

func (r CampaignRefineRequest) Valid(context.Context) map[string]string {
	return r.RefineRequest.Problems()
}

// CampaignRefineResponse is its answer (also the stream's result event).
type CampaignRefineResponse = campaign.RefineResult

// handleCampaignGenerate writes a campaign: JSON, or streamed as the model
// (or the built-in writer) produces it.
func handleCampaignGenerate(rs responder, svc *campaign.Service) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		req, err := decode[CampaignGenerateRequest](r)
		if err != nil {
			writeError(w, r, rs.logger, err)
			return
		}
		respond(w, r, rs, func(ctx context.Context, emit func(string) error) (CampaignGenerateResponse, error) {
			return svc.Generate(ctx, req.GenerateRequest, emit)
		})
	})
}

// handleCampaignRefine applies one chat message to the campaign sent.
func handleCampaignRefine(rs responder, svc *campaign.Service) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		req, err := decode[CampaignRefineRequest](r)
		if err != nil {
			writeError(w, r, rs.logger, err)
			return
		}
		respond(w, r, rs, func(ctx context.Context, emit func(string) error) (CampaignRefineResponse, error) {
			return svc.Refine(ctx, req.RefineRequest, emit)
		})
	})
}
