package auth_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/lorewright/lorewright/functions/internal/api"
	"github.com/lorewright/lorewright/functions/internal/auth"
	"github.com/lorewright/lorewright/functions/internal/config"
)

// These tests need the running Auth emulator; `make test` runs them inside
// `firebase emulators:exec --only auth`, which sets FIREBASE_AUTH_EMULATOR_HOST.
func emulator(t *testing.T) (host, project string) {
	t.Helper()
	host = os.Getenv("FIREBASE_AUTH_EMULATOR_HOST")
	if host == "" {
		t.Skip("Auth emulator tests skipped: FIREBASE_AUTH_EMULATOR_HOST is unset (run under `firebase emulators:exec --only auth`)")
	}
	project = os.Getenv("GCLOUD_PROJECT")
	if project == "" {
		project = "demo-lorewright"
	}
	return host, project
}

type account struct {
	UID, IDToken string
}

// signUp creates a user in the emulator through its REST API.
func signUp(t *testing.T, host string) account {
	t.Helper()
	email := fmt.Sprintf("gm-%d@example.com", time.Now().UnixNano())
	var out struct {
		IDToken string `json:"idToken"`
		LocalID string `json:"localId"`
	}
	emulatorCall(t, host, "accounts:signUp", map[string]any{"email": email, "password": "Sup3rSecret", "returnSecureToken": true}, &out)
	if out.IDToken == "" || out.LocalID == "" {
		t.Fatalf("sign-up returned %+v", out)
	}
	return account{UID: out.LocalID, IDToken: out.IDToken}
}

func emulatorCall(t *testing.T, host, method string, body, out any) {
	t.Helper()
	b, _ := json.Marshal(body)
	resp, err := http.Post("http://"+host+"/identitytoolkit.googleapis.com/v1/"+method+"?key=fake", "application/json", bytes.NewReader(b))
	if err != nil {
		t.Fatalf("%s: %v", method, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Fatalf("%s: HTTP %d", method, resp.StatusCode)
	}
	if out != nil {
		if err := json.NewDecoder(resp.Body).Decode(out); err != nil {
			t.Fatalf("%s: %v", method, err)
		}
	}
}

// withClaims returns token with its payload claims changed (emulator tokens
// are unsigned, so this is how a forger would alter one).
func withClaims(t *testing.T, token string, change func(claims map[string]any)) string {
	t.Helper()
	parts := strings.Split(token, ".")
	raw, err := base64.RawURLEncoding.DecodeString(parts[1])
	if err != nil {
		t.Fatal(err)
	}
	var claims map[string]any
	if err := json.Unmarshal(raw, &claims); err != nil {
		t.Fatal(err)
	}
	change(claims)
	b, _ := json.Marshal(claims)
	parts[1] = base64.RawURLEncoding.EncodeToString(b)
	return strings.Join(parts, ".")
}

func TestVerifierAgainstTheEmulator(t *testing.T) {
	host, project := emulator(t)
	ctx := context.Background()
	v, err := auth.NewFirebaseVerifier(ctx, auth.Options{ProjectID: project, EmulatorHost: host})
	if err != nil {
		t.Fatal(err)
	}
	acct := signUp(t, host)

	t.Run("valid token accepted", func(t *testing.T) {
		u, err := v.Verify(ctx, acct.IDToken)
		if err != nil || u.UID != acct.UID || !strings.HasPrefix(u.Email, "gm-") {
			t.Fatalf("Verify = %+v, %v", u, err)
		}
	})

	refused := map[string]string{
		"garbage":             "not-a-token",
		"three junk segments": "a.b.c",
		"unknown user": withClaims(t, acct.IDToken, func(c map[string]any) {
			c["sub"], c["user_id"] = "no-such-user-123", "no-such-user-123"
		}),
		"other project's token": withClaims(t, acct.IDToken, func(c map[string]any) {
			c["aud"], c["iss"] = "someone-else", "https://securetoken.google.com/someone-else"
		}),
		"expired": withClaims(t, acct.IDToken, func(c map[string]any) {
			c["iat"], c["exp"] = time.Now().Add(-3*time.Hour).Unix(), time.Now().Add(-2*time.Hour).Unix()
		}),
	}
	for name, token := range refused {
		t.Run(name+" refused", func(t *testing.T) {
			_, err := v.Verify(ctx, token)
			if !errors.Is(err, auth.ErrInvalidToken) {
				t.Fatalf("Verify = %v, want ErrInvalidToken", err)
			}
		})
	}

	t.Run("deleted user refused", func(t *testing.T) {
		gone := signUp(t, host)
		emulatorCall(t, host, "accounts:delete", map[string]any{"idToken": gone.IDToken}, nil)
		if _, err := v.Verify(ctx, gone.IDToken); !errors.Is(err, auth.ErrInvalidToken) {
			t.Fatalf("Verify = %v, want ErrInvalidToken", err)
		}
	})
}

func TestAPIIdentityAgainstTheEmulator(t *testing.T) {
	host, project := emulator(t)
	ctx := context.Background()
	cfg, err := config.Load(func(k string) string {
		return map[string]string{"FIREBASE_AUTH_EMULATOR_HOST": host, "FIREBASE_PROJECT_ID": project}[k]
	})
	if err != nil {
		t.Fatal(err)
	}
	h, err := api.Build(ctx, nil, cfg, "test")
	if err != nil {
		t.Fatal(err)
	}
	acct := signUp(t, host)
	status := func(authHeader string) (*httptest.ResponseRecorder, map[string]any) {
		r := httptest.NewRequest("GET", "/api/status", nil)
		if authHeader != "" {
			r.Header.Set("Authorization", authHeader)
		}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		var body map[string]any
		_ = json.Unmarshal(w.Body.Bytes(), &body)
		return w, body
	}
	t.Run("valid token is a user", func(t *testing.T) {
		w, body := status("Bearer " + acct.IDToken)
		if w.Code != 200 || body["caller"].(map[string]any)["guest"] != false {
			t.Fatalf("status %d body %s", w.Code, w.Body.String())
		}
	})
	t.Run("no token is a guest", func(t *testing.T) {
		w, body := status("")
		if w.Code != 200 || body["caller"].(map[string]any)["guest"] != true {
			t.Fatalf("status %d body %s", w.Code, w.Body.String())
		}
	})
	for name, header := range map[string]string{
		"forged token": "Bearer " + withClaims(t, acct.IDToken, func(c map[string]any) { c["sub"], c["user_id"] = "forged-uid", "forged-uid" }),
		"not Bearer":   "Basic " + acct.IDToken,
		"empty Bearer": "Bearer ",
	} {
		t.Run(name+" gets 401", func(t *testing.T) {
			w, body := status(header)
			errBody, _ := body["error"].(map[string]any)
			if w.Code != 401 || errBody["code"] != "unauthenticated" || errBody["message"] == "" {
				t.Fatalf("status %d body %s", w.Code, w.Body.String())
			}
		})
	}
}
