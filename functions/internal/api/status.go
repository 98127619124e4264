package api

import (
	"net/http"

	"github.com/lorewright/lorewright/functions/internal/quota"
)

// StatusResponse is the body of GET /api/status: what the web app needs to
// describe the AI honestly and show the caller's limits.
type StatusResponse struct {
	// AIConfigured is false when features answer with built-in demo content.
	AIConfigured bool `json:"aiConfigured"`
	// Model is the model name, empty when AI is not configured.
	Model string `json:"model"`
	// Mode is "local" (Auth emulator) or "production".
	Mode   string       `json:"mode"`
	Caller CallerStatus `json:"caller"`
}

// CallerStatus says who the server thinks the caller is and their limits:
// Limits for explicit actions, BackgroundLimits for checks while typing.
type CallerStatus struct {
	Guest            bool         `json:"guest"`
	Limits           quota.Limits `json:"limits"`
	BackgroundLimits quota.Limits `json:"backgroundLimits"`
}

func handleStatus(deps Deps) http.Handler {
	mode := "production"
	if deps.Config.AuthEmulatorHost != "" {
		mode = "local"
	}
	model := ""
	if deps.LLM != nil {
		model = deps.LLM.Model()
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		caller := callerOf(r)
		_ = encode(w, http.StatusOK, StatusResponse{
			AIConfigured: deps.LLM != nil,
			Model:        model,
			Mode:         mode,
			Caller: CallerStatus{
				Guest:            caller.Guest(),
				Limits:           deps.Limiter.LimitsFor(caller, quota.BucketMain),
				BackgroundLimits: deps.Limiter.LimitsFor(caller, quota.BucketBackground),
			},
		})
	})
}
