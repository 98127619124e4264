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

	// Quotas for AI calls.
	UserPerMinute  int
	UserPerDay     int
	GuestPerMinute int
	GuestPerDay    int
	// Model tokens per day (prompt plus reply); 0 means no token limit.
	UserTokensPerDay  int
	GuestTokensPerDay int
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
		UserPerMinute:         p.intRange("QUOTA_USER_PER_MINUTE", 20, 1, 100000),
		UserPerDay:            p.intRange("QUOTA_USER_PER_DAY", 500, 1, 10000000),
		GuestPerMinute:        p.intRange("QUOTA_GUEST_PER_MINUTE", 6, 1, 100000),
		GuestPerDay:           p.intRange("QUOTA_GUEST_PER_DAY", 60, 1, 10000000),
		UserTokensPerDay:      p.intRange("QUOTA_USER_TOKENS_PER_DAY", 200000, 0, 1000000000),
		GuestTokensPerDay:     p.intRange("QUOTA_GUEST_TOKENS_PER_DAY", 20000, 0, 1000000000),
		TrustProxy:            p.boolean("TRUST_PROXY", false),
	}
	if c.GuestPerMinute > c.UserPerMinute {
		p.fail("QUOTA_GUEST_PER_MINUTE", "must not exceed QUOTA_USER_PER_MINUTE (guests are stricter)")
	}
	if c.GuestPerDay > c.UserPerDay {
		p.fail("QUOTA_GUEST_PER_DAY", "must not exceed QUOTA_USER_PER_DAY (guests are stricter)")
	}
	if c.UserTokensPerDay > 0 && (c.GuestTokensPerDay == 0 || c.GuestTokensPerDay > c.UserTokensPerDay) {
		p.fail("QUOTA_GUEST_TOKENS_PER_DAY", "must not exceed QUOTA_USER_TOKENS_PER_DAY (guests are stricter)")
	}
	if len(p.problems) > 0 {
		return Config{}, errors.New("invalid configuration:\n  " + strings.Join(p.problems, "\n  "))
	}
	return c, nil
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
