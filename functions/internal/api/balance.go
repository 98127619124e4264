package api

import (
	"context"
	"log/slog"
	"net/http"

	"github.com/lorewright/lorewright/functions/internal/balance"
)

// BalanceAnalyzeRequest is the body of POST /api/balance/analyze.
type BalanceAnalyzeRequest struct {
	balance.AnalyzeRequest
}

func (r BalanceAnalyzeRequest) Valid(context.Context) map[string]string {
	problems := r.AnalyzeRequest.Problems()
	// Over-long text is a 413, said by the handler.
	if utf16Len(r.Text) > balance.MaxTextChars {
		delete(problems, "text")
	}
	return problems
}

// BalanceAnalyzeResponse is its answer.
type BalanceAnalyzeResponse = balance.Analysis

// handleBalanceAnalyze analyses a campaign's balance, pacing and fights.
func handleBalanceAnalyze(logger *slog.Logger, svc *balance.Service) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		req, err := decode[BalanceAnalyzeRequest](r)
		if err != nil {
			writeError(w, r, logger, err)
			return
		}
		if n := utf16Len(req.Text); n > balance.MaxTextChars {
			writeError(w, r, logger, errTextTooLong("campaign", n, balance.MaxTextChars))
			return
		}
		res, err := svc.Analyze(r.Context(), req.AnalyzeRequest)
		if err != nil {
			writeError(w, r, logger, err)
			return
		}
		_ = encode(w, http.StatusOK, res)
	})
}
