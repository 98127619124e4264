// Package config reads the server's settings from the environment once, at
// start, and reports every problem together so a misconfigured deployment
// fails fast with a list a person can act on.
package config

import (
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/lorewright/lorewright/functions/internal/quota"
)

// Config holds every setting the API reads from its environment.
type Config struct {
	// Host and Port are where cmd/server listens (local mode only).
	Host string
	Port int
	// WebDir, when set, is the built SPA served beside /api.
	WebDir string
	// AllowedOrigins is the CORS allow-list; empty means same-origin only.
	AllowedOrigins []string
	// MaxBodyBytes caps every request body (413 above it).
	MaxBodyBytes int64

	// OpenAI-compatible model service. An empty key means built-in fallback content.
	OpenAIAPIKey  string
	OpenAIBaseURL string
	OpenAIModel   string
	// LLMTimeout is the deadline of one model call, retries included.
	LLMTimeout time.Duration

	// FirebaseProjectID names the project whose ID tokens are accepted.
	FirebaseProjectID string
	// AuthEmulatorHost is FIREBASE_AUTH_EMULATOR_HOST (local mode and tests).
	AuthEmulatorHost string
	// FirestoreEmulatorHost is FIRESTORE_EMULATOR_HOST when one is running.
	FirestoreEmulatorHost string
	// QuotaStore is "memory" or "firestore".
	QuotaStore string

	// Quota is the AI allowance of users and guests: the main bucket for
	// explicit actions, the background bucket for checks while typing.
	// Model tokens per day (prompt plus reply); 0 means no token limit.
	Quota quota.Policy
	// Open5eBaseURL is the Open5e monster API; empty (OPEN5E_BASE_URL=off)
	// means the built-in SRD catalogue answers alone.
	Open5eBaseURL string
	// TrustProxy makes the guest identity come from X-Forwarded-For (set behind
	// Firebase Hosting / Cloud Run, never on a bare local server).
	TrustProxy bool
}

// AIConfigured reports whether a model service key is present.
func (c Config) AIConfigured() bool { return c.OpenAIAPIKey != "" }

// Load reads the configuration through getenv. It returns an error listing
// every invalid value, one per line.
func Load(getenv func(string) string) (Config, error) {
	p := parser{getenv: getenv}
	c := Config{
		Host:                  p.str("HOST", "127.0.0.1"),
		Port:                  p.intRange("PORT", 8080, 1, 65535),
		WebDir:                p.str("WEB_DIR", ""),
		AllowedOrigins:        p.origins("ALLOWED_ORIGINS"),
		MaxBodyBytes:          int64(p.intRange("MAX_BODY_BYTES", 1<<20, 1024, 64<<20)),
		OpenAIAPIKey:          strings.TrimSpace(getenv("OPENAI_API_KEY")),
		OpenAIBaseURL:         p.url("OPENAI_BASE_URL", "https://api.openai.com/v1"),
		OpenAIModel:           p.str("OPENAI_MODEL", "gpt-4"),
		LLMTimeout:            p.duration("LLM_TIMEOUT", 120*time.Second),
		FirebaseProjectID:     p.str("FIREBASE_PROJECT_ID", firstNonEmpty(getenv("GCLOUD_PROJECT"), getenv("GOOGLE_CLOUD_PROJECT"), "demo-lorewright")),
		AuthEmulatorHost:      p.str("FIREBASE_AUTH_EMULATOR_HOST", ""),
		FirestoreEmulatorHost: p.str("FIRESTORE_EMULATOR_HOST", ""),
		QuotaStore:            p.oneOf("QUOTA_STORE", "memory", "memory", "firestore"),
		Quota: quota.Policy{
			Main:       p.allowance("QUOTA_", quota.Limits{PerMinute: 20, PerDay: 500, TokensPerDay: 200_000}, quota.Limits{PerMinute: 6, PerDay: 60, TokensPerDay: 20_000}),
			Background: p.allowance("QUOTA_BACKGROUND_", quota.Limits{PerMinute: 40, PerDay: 2_000, TokensPerDay: 400_000}, quota.Limits{PerMinute: 30, PerDay: 300, TokensPerDay: 60_000}),
		},
		Open5eBaseURL: p.optionalURL("OPEN5E_BASE_URL", "https://api.open5e.com/v1"),
		TrustProxy:    p.boolean("TRUST_PROXY", false),
	}
	if len(p.problems) > 0 {
		return Config{}, errors.New("invalid configuration:\n  " + strings.Join(p.problems, "\n  "))
	}
	return c, nil
}

// allowance reads one bucket's limits: <prefix>USER_PER_MINUTE, ..._PER_DAY,
// ..._TOKENS_PER_DAY and the same for GUEST_, which must be no looser.
func (p *parser) allowance(prefix string, user, guest quota.Limits) quota.Allowance {
	read := func(who string, def quota.Limits) quota.Limits {
		return quota.Limits{
			PerMinute:    p.intRange(prefix+who+"_PER_MINUTE", def.PerMinute, 1, 100_000),
			PerDay:       p.intRange(prefix+who+"_PER_DAY", def.PerDay, 1, 10_000_000),
			TokensPerDay: p.intRange(prefix+who+"_TOKENS_PER_DAY", def.TokensPerDay, 0, 1_000_000_000),
		}
	}
	a := quota.Allowance{User: read("USER", user), Guest: read("GUEST", guest)}
	stricter := func(name string, u, g int, zeroUnlimited bool) {
		if zeroUnlimited && u == 0 {
			return
		}
		if g > u || (zeroUnlimited && g == 0) {
			p.fail(prefix+"GUEST"+name, "must not exceed "+prefix+"USER"+name+" (guests are stricter)")
		}
	}
	stricter("_PER_MINUTE", a.User.PerMinute, a.Guest.PerMinute, false)
	stricter("_PER_DAY", a.User.PerDay, a.Guest.PerDay, false)
	stricter("_TOKENS_PER_DAY", a.User.TokensPerDay, a.Guest.TokensPerDay, true)
	return a
}

type parser struct {
	getenv   func(string) string
	problems []string
}

func (p *parser) fail(key, msg string) { p.problems = append(p.problems, key+": "+msg) }

func (p *parser) str(key, def string) string {
	if v := strings.TrimSpace(p.getenv(key)); v != "" {
		return v
	}
	return def
}

func (p *parser) intRange(key string, def, lo, hi int) int {
	raw := strings.TrimSpace(p.getenv(key))
	if raw == "" {
		return def
	}
	n, err := strconv.Atoi(raw)
	if err != nil {
		p.fail(key, fmt.Sprintf("%q is not a whole number", raw))
		return def
	}
	if n < lo || n > hi {
		p.fail(key, fmt.Sprintf("%d is outside %d..%d", n, lo, hi))
		return def
	}
	return n
}

func (p *parser) duration(key string, def time.Duration) time.Duration {
	raw := strings.TrimSpace(p.getenv(key))
	if raw == "" {
		return def
	}
	d, err := time.ParseDuration(raw)
	if err != nil || d <= 0 {
		p.fail(key, fmt.Sprintf("%q is not a positive duration such as 90s", raw))
		return def
	}
	return d
}

func (p *parser) boolean(key string, def bool) bool {
	raw := strings.TrimSpace(p.getenv(key))
	if raw == "" {
		return def
	}
	b, err := strconv.ParseBool(raw)
	if err != nil {
		p.fail(key, fmt.Sprintf("%q is not true or false", raw))
		return def
	}
	return b
}

func (p *parser) oneOf(key, def string, allowed ...string) string {
	v := p.str(key, def)
	for _, a := range allowed {
		if v == a {
			return v
		}
	}
	p.fail(key, fmt.Sprintf("%q is not one of %s", v, strings.Join(allowed, ", ")))
	return def
}

func (p *parser) url(key, def string) string {
	v := p.str(key, def)
	u, err := url.Parse(v)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		p.fail(key, fmt.Sprintf("%q is not an http(s) URL", v))
		return def
	}
	return strings.TrimRight(v, "/")
}

// optionalURL is url, or "" when the value is "off".
func (p *parser) optionalURL(key, def string) string {
	if strings.EqualFold(strings.TrimSpace(p.getenv(key)), "off") {
		return ""
	}
	return p.url(key, def)
}

func (p *parser) origins(key string) []string {
	var out []string
	for _, o := range strings.Split(p.getenv(key), ",") {
		o = strings.TrimRight(strings.TrimSpace(o), "/")
		if o == "" {
			continue
		}
		u, err := url.Parse(o)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.Path != "" {
			p.fail(key, fmt.Sprintf("%q is not an origin such as https://example.com", o))
			continue
		}
		out = append(out, o)
	}
	return out
}

func firstNonEmpty(vals ...string) string {
	for _, v := range vals {
		if v != "" {
			return v
		}
	}
	return ""
}
