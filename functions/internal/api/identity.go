package api

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"strings"

	"github.com/lorewright/lorewright/functions/internal/auth"
	"github.com/lorewright/lorewright/functions/internal/llm"
	"github.com/lorewright/lorewright/functions/internal/quota"
)

// withCaller identifies the caller: a valid Bearer ID token makes a user; no
// Authorization header makes a guest known by address; anything else is 401.
func withCaller(logger *slog.Logger, verifier auth.Verifier, trustProxy bool) middleware {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			caller := auth.Caller{Address: auth.ClientAddress(r.RemoteAddr, r.Header.Get("X-Forwarded-For"), trustProxy)}
			if header := r.Header.Get("Authorization"); header != "" {
				scheme, token, _ := strings.Cut(header, " ")
				token = strings.TrimSpace(token)
				if !strings.EqualFold(scheme, "Bearer") || token == "" {
					w.Header().Set("WWW-Authenticate", `Bearer error="invalid_request"`)
					writeError(w, r, logger, errUnauthenticated(nil))
					return
				}
				user, err := verifier.Verify(r.Context(), token)
				switch {
				case errors.Is(err, auth.ErrInvalidToken):
					w.Header().Set("WWW-Authenticate", `Bearer error="invalid_token"`)
					writeError(w, r, logger, errUnauthenticated(err))
					return
				case err != nil:
					writeError(w, r, logger, errUnavailable("We could not check your sign-in just now. Please try again.", err))
					return
				}
				caller.UID, caller.Email = user.UID, user.Email
			}
			next.ServeHTTP(w, r.WithContext(auth.WithCaller(r.Context(), caller)))
		})
	}
}

// callerOf returns the caller set by withCaller.
func callerOf(r *http.Request) auth.Caller {
	c, _ := auth.CallerFrom(r.Context())
	return c
}

// noVerifier stands in when no identity service is configured.
type noVerifier struct{}

func (noVerifier) Verify(context.Context, string) (auth.User, error) {
	return auth.User{}, errors.New("no identity service is configured")
}

// withQuota counts the request against the caller's AI quota, then charges
// the model tokens the handler used.
func withQuota(logger *slog.Logger, limiter *quota.Limiter) middleware {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			caller := callerOf(r)
			if err := limiter.Take(r.Context(), caller); err != nil {
				var limit *quota.LimitError
				if errors.As(err, &limit) {
					writeError(w, r, logger, &Error{Status: http.StatusTooManyRequests, Code: "rate_limited",
						Message: quota.Message(limit, caller.Guest()), RetryAfter: limit.RetryAfter, cause: err})
					return
				}
				// A broken quota store must not take the AI features down with it.
				logger.ErrorContext(r.Context(), "quota check failed; allowing the request", "caller", caller.Key(), "err", err)
			}
			ctx, meter := llm.WithMeter(r.Context())
			next.ServeHTTP(w, r.WithContext(ctx))
			limiter.AddTokens(context.WithoutCancel(r.Context()), caller, meter.Usage().TotalTokens)
		})
	}
}
