// Package auth identifies the caller of an API request: a signed-in user,
// proven by a Firebase ID token, or a guest, known only by network address.
package auth

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/netip"
	"os"
	"strings"

	firebase "firebase.google.com/go/v4"
	fbauth "firebase.google.com/go/v4/auth"
)

// Caller is who made a request.
type Caller struct {
	// UID is the Firebase user id; empty for guests.
	UID   string
	Email string
	// Address is the client's network address (guests are counted by it).
	Address string
}

// Guest reports whether the caller has no account.
func (c Caller) Guest() bool { return c.UID == "" }

// Key names the caller for quotas and logs: "user:<uid>" or "guest:<address>".
func (c Caller) Key() string {
	if c.Guest() {
		return "guest:" + c.Address
	}
	return "user:" + c.UID
}

type callerKey struct{}

// WithCaller returns ctx carrying c.
func WithCaller(ctx context.Context, c Caller) context.Context {
	return context.WithValue(ctx, callerKey{}, c)
}

// CallerFrom returns the caller stored by WithCaller.
func CallerFrom(ctx context.Context) (Caller, bool) {
	c, ok := ctx.Value(callerKey{}).(Caller)
	return c, ok
}

// ErrInvalidToken means the token is forged, malformed, expired, revoked, or
// names a user that does not exist or is disabled: the caller must sign in again.
var ErrInvalidToken = errors.New("auth: invalid ID token")

// ErrUnavailable means the token could not be checked (the identity service
// did not answer); it is not the caller's fault.
var ErrUnavailable = errors.New("auth: identity service unavailable")

// User is what a verified token says about its holder.
type User struct {
	UID   string
	Email string
}

// Verifier checks ID tokens.
type Verifier interface {
	Verify(ctx context.Context, idToken string) (User, error)
}

// FirebaseVerifier checks tokens with the Firebase Admin SDK. It also confirms
// the user still exists and is enabled (one lookup per request), so deleted or
// disabled accounts lose access at once rather than when their token expires.
type FirebaseVerifier struct {
	client *fbauth.Client
}

// Options configures NewFirebaseVerifier.
type Options struct {
	ProjectID string
	// EmulatorHost is FIREBASE_AUTH_EMULATOR_HOST; empty means production
	// Firebase with Application Default Credentials.
	EmulatorHost string
}

// NewFirebaseVerifier builds the Admin SDK auth client.
func NewFirebaseVerifier(ctx context.Context, opts Options) (*FirebaseVerifier, error) {
	if opts.ProjectID == "" {
		return nil, errors.New("auth: a Firebase project id is required")
	}
	if opts.EmulatorHost != "" {
		// The Admin SDK reads the emulator host from the process environment
		// only; configuration may come from elsewhere (tests pass getenv).
		if err := os.Setenv("FIREBASE_AUTH_EMULATOR_HOST", opts.EmulatorHost); err != nil {
			return nil, fmt.Errorf("auth: set emulator host: %w", err)
		}
	} else if os.Getenv("FIREBASE_AUTH_EMULATOR_HOST") != "" {
		return nil, errors.New("auth: FIREBASE_AUTH_EMULATOR_HOST is set in the process but not in the configuration")
	}
	app, err := firebase.NewApp(ctx, &firebase.Config{ProjectID: opts.ProjectID})
	if err != nil {
		return nil, fmt.Errorf("auth: firebase app: %w", err)
	}
	client, err := app.Auth(ctx)
	if err != nil {
		return nil, fmt.Errorf("auth: firebase auth client (set FIREBASE_AUTH_EMULATOR_HOST for local mode, or provide Google credentials): %w", err)
	}
	return &FirebaseVerifier{client: client}, nil
}

// Verify checks idToken and returns its user. Errors wrap ErrInvalidToken or
// ErrUnavailable.
func (v *FirebaseVerifier) Verify(ctx context.Context, idToken string) (User, error) {
	tok, err := v.client.VerifyIDTokenAndCheckRevoked(ctx, idToken)
	if err != nil {
		if isTokenProblem(err) {
			return User{}, fmt.Errorf("%w: %v", ErrInvalidToken, err)
		}
		return User{}, fmt.Errorf("%w: verify ID token: %v", ErrUnavailable, err)
	}
	email, _ := tok.Claims["email"].(string)
	return User{UID: tok.UID, Email: email}, nil
}

func isTokenProblem(err error) bool {
	return fbauth.IsIDTokenInvalid(err) || fbauth.IsIDTokenExpired(err) ||
		fbauth.IsIDTokenRevoked(err) || fbauth.IsUserDisabled(err) ||
		fbauth.IsUserNotFound(err) || fbauth.IsTenantIDMismatch(err)
}

// ClientAddress returns the address a guest is counted by. remoteAddr is the
// connection's peer ("host:port"). forwardedFor is the X-Forwarded-For header;
// it is used only when trustProxy is set (behind Firebase Hosting or Cloud
// Run, whose front end appends the real client address as the last entry, so
// the last entry is the one a client cannot forge).
func ClientAddress(remoteAddr, forwardedFor string, trustProxy bool) string {
	if trustProxy && forwardedFor != "" {
		parts := strings.Split(forwardedFor, ",")
		if addr, ok := parseAddr(parts[len(parts)-1]); ok {
			return addr
		}
	}
	host, _, err := net.SplitHostPort(remoteAddr)
	if err != nil {
		host = remoteAddr
	}
	if addr, ok := parseAddr(host); ok {
		return addr
	}
	return "unknown"
}

// parseAddr normalises an IP; IPv6 clients are grouped by /64, since one
// household or host usually holds a whole /64.
func parseAddr(s string) (string, bool) {
	ip, err := netip.ParseAddr(strings.TrimSpace(s))
	if err != nil {
		return "", false
	}
	ip = ip.Unmap().WithZone("")
	if ip.Is6() {
		p, err := ip.Prefix(64)
		if err != nil {
			return "", false
		}
		return p.String(), true
	}
	return ip.String(), true
}
