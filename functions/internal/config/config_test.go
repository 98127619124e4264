package config

import (
	"strings"
	"testing"
	"time"
)

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func TestDefaults(t *testing.T) {
	c, err := Load(env(nil))
	if err != nil {
		t.Fatal(err)
	}
	if c.Host != "127.0.0.1" || c.Port != 8080 || c.OpenAIModel != "gpt-4" || c.OpenAIBaseURL != "https://api.openai.com/v1" ||
		c.AIConfigured() || c.QuotaStore != "memory" || c.FirebaseProjectID != "demo-lorewright" || c.LLMTimeout != 120*time.Second {
		t.Errorf("defaults = %+v", c)
	}
	if m := c.Quota.Main; m.Guest.PerMinute >= m.User.PerMinute || m.Guest.PerDay >= m.User.PerDay || m.Guest.TokensPerDay >= m.User.TokensPerDay {
		t.Errorf("guest limits are not stricter: %+v", c)
	}
}

func TestValues(t *testing.T) {
	c, err := Load(env(map[string]string{
		"PORT": "18200", "ALLOWED_ORIGINS": "https://a.example/, http://localhost:5173", "OPENAI_API_KEY": " sk-x ",
		"OPENAI_BASE_URL": "http://127.0.0.1:11434/v1/", "LLM_TIMEOUT": "30s", "TRUST_PROXY": "true", "GCLOUD_PROJECT": "proj",
	}))
	if err != nil {
		t.Fatal(err)
	}
	if c.Port != 18200 || strings.Join(c.AllowedOrigins, " ") != "https://a.example http://localhost:5173" || c.OpenAIAPIKey != "sk-x" ||
		c.OpenAIBaseURL != "http://127.0.0.1:11434/v1" || c.LLMTimeout != 30*time.Second || !c.TrustProxy || c.FirebaseProjectID != "proj" {
		t.Errorf("config = %+v", c)
	}
}

func TestEveryProblemListedAtOnce(t *testing.T) {
	_, err := Load(env(map[string]string{
		"PORT":                   "eighty",
		"MAX_BODY_BYTES":         "5",
		"ALLOWED_ORIGINS":        "https://ok.example,ftp://bad.example,https://x.example/path",
		"OPENAI_BASE_URL":        "localhost:11434",
		"LLM_TIMEOUT":            "-3s",
		"QUOTA_STORE":            "redis",
		"QUOTA_USER_PER_MINUTE":  "0",
		"QUOTA_GUEST_PER_DAY":    "1000",
		"TRUST_PROXY":            "maybe",
		"QUOTA_GUEST_PER_MINUTE": "x",
	}))
	if err == nil {
		t.Fatal("bad configuration accepted")
	}
	for _, want := range []string{
		`PORT: "eighty" is not a whole number`,
		"MAX_BODY_BYTES: 5 is outside",
		`ALLOWED_ORIGINS: "ftp://bad.example" is not an origin`,
		`ALLOWED_ORIGINS: "https://x.example/path" is not an origin`,
		`OPENAI_BASE_URL: "localhost:11434" is not an http(s) URL`,
		`LLM_TIMEOUT: "-3s" is not a positive duration`,
		`QUOTA_STORE: "redis" is not one of memory, firestore`,
		"QUOTA_USER_PER_MINUTE: 0 is outside",
		"QUOTA_GUEST_PER_DAY: must not exceed QUOTA_USER_PER_DAY",
		`TRUST_PROXY: "maybe" is not true or false`,
		`QUOTA_GUEST_PER_MINUTE: "x" is not a whole number`,
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error lacks %q:\n%v", want, err)
		}
	}
	if n := strings.Count(err.Error(), "\n"); n != 11 {
		t.Errorf("%d problem lines, want 11:\n%v", n, err)
	}
}

func TestBackgroundQuotaIsItsOwnBucket(t *testing.T) {
	c, err := Load(env(map[string]string{"QUOTA_BACKGROUND_USER_PER_MINUTE": "90", "QUOTA_BACKGROUND_GUEST_PER_DAY": "250"}))
	if err != nil {
		t.Fatal(err)
	}
	if c.Quota.Background.User.PerMinute != 90 || c.Quota.Background.Guest.PerDay != 250 || c.Quota.Main.User.PerMinute != 20 {
		t.Errorf("quota = %+v", c.Quota)
	}
	_, err = Load(env(map[string]string{"QUOTA_BACKGROUND_GUEST_PER_MINUTE": "100"}))
	if err == nil || !strings.Contains(err.Error(), "QUOTA_BACKGROUND_GUEST_PER_MINUTE: must not exceed QUOTA_BACKGROUND_USER_PER_MINUTE") {
		t.Errorf("a looser guest background limit: %v", err)
	}
}

func TestOpen5e(t *testing.T) {
	for value, want := range map[string]string{"": "https://api.open5e.com/v1", "off": "", "OFF": "", "http://127.0.0.1:9/v1/": "http://127.0.0.1:9/v1"} {
		c, err := Load(env(map[string]string{"OPEN5E_BASE_URL": value}))
		if err != nil || c.Open5eBaseURL != want {
			t.Errorf("OPEN5E_BASE_URL=%q: %q, %v; want %q", value, c.Open5eBaseURL, err, want)
		}
	}
	if _, err := Load(env(map[string]string{"OPEN5E_BASE_URL": "ftp://x"})); err == nil || !strings.Contains(err.Error(), "OPEN5E_BASE_URL") {
		t.Errorf("a bad URL: %v", err)
	}
}
