package api

import (
	"context"
	"errors"
	"log/slog"
	"net/http"

	"github.com/lorewright/lorewright/functions/internal/llm"
	"github.com/lorewright/lorewright/functions/internal/quota"
)

// metering is how a route counts against the caller's AI allowance. Each
// route declares its class in routes.go; no handler meters by itself.
type metering int

const (
	// open: no identity (health checks).
	open metering = iota
	// identified: a verified user or a guest (401 on a bad token); no
	// allowance is used, and the handler must not call the model.
	identified
	// metered: an explicit action (Generate, Refine, Re-skin...): one unit of
	// the caller's main bucket, 429 when it is empty; model tokens charged after.
	metered
	// background: work fired while the user types (grammar checks): one unit
	// of the background bucket when a model is configured. When that bucket is
	// empty the handler works without the model (modelAllowed is false),
	// never a 429.
	background
)

func (m metering) String() string {
	return [...]string{"open", "identified", "metered", "background"}[m]
}

type modelAllowedKey struct{}

// modelAllowed reports whether the handler may call the model for this
// request: true on metered routes, and on background routes while the
// caller's background bucket lasts.
func modelAllowed(ctx context.Context) bool {
	v, _ := ctx.Value(modelAllowedKey{}).(bool)
	return v
}

// withAllowance counts the request against bucket b of the caller (set by
// withCaller), then charges the model tokens the handler used to the same
// bucket. soft: an empty bucket lets the request through without the model
// instead of a 429.
func withAllowance(logger *slog.Logger, limiter *quota.Limiter, b quota.Bucket, soft bool) middleware {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			caller := callerOf(r)
			allowed := true
			if err := limiter.Take(r.Context(), caller, b); err != nil {
				switch {
				case !errors.Is(err, quota.ErrLimited):
					// A broken quota store must not take the AI features down with it.
					logger.ErrorContext(r.Context(), "quota check failed; allowing the request", "caller", caller.Key(), "bucket", b, "err", err)
				case soft:
					allowed = false
				default:
					writeError(w, r, logger, err)
					return
				}
			}
			ctx := context.WithValue(r.Context(), modelAllowedKey{}, allowed)
			ctx, meter := llm.WithMeter(ctx)
			next.ServeHTTP(w, r.WithContext(ctx))
			limiter.AddTokens(context.WithoutCancel(r.Context()), caller, b, meter.Usage().TotalTokens)
		})
	}
}

// withModelUnavailable marks requests that may not use the model because
// none is configured; it counts nothing.
func withModelUnavailable() middleware {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), modelAllowedKey{}, false)))
		})
	}
}
