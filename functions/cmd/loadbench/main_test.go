package main

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/loadtext"
)

func TestLoadbenchReportsBothScenarios(t *testing.T) {
	var out bytes.Buffer
	env := map[string]string{"FIREBASE_AUTH_EMULATOR_HOST": "127.0.0.1:1"}
	t.Setenv("FIREBASE_AUTH_EMULATOR_HOST", env["FIREBASE_AUTH_EMULATOR_HOST"])
	err := run(context.Background(), []string{"-duration", "2s", "-requests", "40", "-concurrency", "2"}, func(k string) string { return env[k] }, &out)
	if err != nil {
		t.Fatalf("run: %v\n%s", err, out.String())
	}
	for _, want := range []string{"| GET /api/healthz", "| POST /api/content/generate (fallback)", "p99"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, out.String())
		}
	}
	// 40 requests each, none failed.
	if strings.Count(out.String(), "|       40 |      0 |") != 2 {
		t.Errorf("expected 40 requests and 0 errors per scenario:\n%s", out.String())
	}
}

func TestSustainedModeHoldsARateOnEveryModelFreeEndpoint(t *testing.T) {
	var out bytes.Buffer
	env := map[string]string{"FIREBASE_AUTH_EMULATOR_HOST": "127.0.0.1:1"}
	t.Setenv("FIREBASE_AUTH_EMULATOR_HOST", env["FIREBASE_AUTH_EMULATOR_HOST"])
	// A gentle rate and a generous budget: this checks the mode, make bench the figures.
	err := run(context.Background(), []string{"-rate", "10", "-duration", "1s", "-p99", "5s"}, func(k string) string { return env[k] }, &out)
	if err != nil {
		t.Fatalf("run: %v\n%s", err, out.String())
	}
	for _, sc := range sustainedScenarios {
		if !strings.Contains(out.String(), "| "+sc.name) {
			t.Errorf("report lacks %q:\n%s", sc.name, out.String())
		}
	}
	if strings.Count(out.String(), "| ok      |") != len(sustainedScenarios) {
		t.Errorf("every endpoint should hold 10 req/s:\n%s", out.String())
	}
}

func TestSustainedModeLoadsOnlyTheChosenEndpoints(t *testing.T) {
	var out bytes.Buffer
	env := map[string]string{"FIREBASE_AUTH_EMULATOR_HOST": "127.0.0.1:1"}
	t.Setenv("FIREBASE_AUTH_EMULATOR_HOST", env["FIREBASE_AUTH_EMULATOR_HOST"])
	err := run(context.Background(), []string{"-rate", "10", "-duration", "1s", "-p99", "5s", "-endpoint", "grammar"}, func(k string) string { return env[k] }, &out)
	if err != nil {
		t.Fatalf("run: %v\n%s", err, out.String())
	}
	if !strings.Contains(out.String(), "| POST /api/grammar/check") || strings.Contains(out.String(), "| GET /api/healthz") {
		t.Errorf("only the grammar check should be loaded:\n%s", out.String())
	}
	if err := run(context.Background(), []string{"-rate", "10", "-endpoint", "nothing-like-this"}, func(k string) string { return env[k] }, &out); err == nil {
		t.Error("an -endpoint matching nothing should be an error")
	}
}

func TestGMProseHasTheAskedWords(t *testing.T) {
	if n := len(strings.Fields(loadtext.GMProse(1000))); n != 1000 {
		t.Errorf("%d words", n)
	}
}
