package api

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strings"

	"github.com/lorewright/lorewright/functions/internal/auth"
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
					writeError(w, r, logger, auth.ErrInvalidToken)
					return
				}
				// Verify fails with auth.ErrInvalidToken (401) or
				// auth.ErrUnavailable (503); errorFor words both.
				user, err := verifier.Verify(r.Context(), token)
				if err != nil {
					if errors.Is(err, auth.ErrInvalidToken) {
						w.Header().Set("WWW-Authenticate", `Bearer error="invalid_token"`)
					}
					writeError(w, r, logger, err)
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
	return auth.User{}, fmt.Errorf("%w: no identity service is configured", auth.ErrUnavailable)
}
