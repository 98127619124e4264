package api

import (
	"bufio"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/backgrounds"
	"github.com/lorewright/lorewright/functions/internal/llm"
)

const backgroundBody = `{"race":"Tiefling","characterClass":"Warlock","background":"Sage","characterLevel":3,"theme":"mysterious","tone":"dramatic","setting":"scholarly","includeSecrets":true,"includePlotHooks":true,"includeRelationships":true,"includeMechanicalElements":true}`

func builtInBackgroundRefineBody(message string) string {
	var req backgrounds.Request
	if err := json.Unmarshal([]byte(backgroundBody), &req); err != nil {
		panic(err)
	}
	bg, err := backgrounds.NewService(nil, nil, backgrounds.Options{Seed: 3}).Generate(context.Background(), req, nil)
	if err != nil {
		panic(err)
	}
	body, _ := json.Marshal(backgrounds.RefineRequest{BackgroundID: bg.ID, Description: message, Background: bg})
	return string(body)
}

// Names in the three conditions.
func TestNamesThreeWays(t *testing.T) {
	ai, _ := fakeOpenAI(t, `[{"name":"Vex Ashborn","meaning":"born of cinders"},{"name":"Damaia Nightwhisper","meaning":"whisper of the night"}]`)
	broken := httptestServerStatus(t, http.StatusBadRequest)
	cases := []struct {
		name   string
		model  llm.Completer
		source llm.Source
		reason llm.FallbackReason
		first  string
	}{
		{"with a model", newLLM(t, ai.URL), llm.SourceAI, "", "Vex Ashborn"},
		{"model failing", newLLM(t, broken), llm.SourceFallback, llm.FallbackModelFailed, ""},
		{"no model", nil, llm.SourceFallback, llm.FallbackNotConfigured, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			deps := Deps{Config: testConfig(t, nil)}
			if tc.model != nil {
				deps.LLM = tc.model
			}
			w := serve(NewServer(deps), jsonRequest("POST", "/api/names/generate", `{"race":"Tiefling","count":5}`))
			res := decodeBody[NamesGenerateResponse](t, w)
			if w.Code != 200 || res.Source != tc.source || res.FallbackReason != tc.reason || len(res.Names) == 0 {
				t.Fatalf("%d %+v", w.Code, res)
			}
			if tc.first != "" && res.Names[0].Name != tc.first {
				t.Errorf("first name %q, want the model's %q", res.Names[0].Name, tc.first)
			}
			if tc.first == "" {
				seen := map[string]bool{}
				for _, n := range res.Names {
					if n.Meaning == "" || seen[n.Name] || strings.Contains(n.Name, "Name") || n.Race != "Tiefling" {
						t.Errorf("built-in name %+v", n)
					}
					seen[n.Name] = true
				}
				if len(res.Names) != 5 {
					t.Errorf("%d built-in names, want 5", len(res.Names))
				}
			}
		})
	}
	h := NewServer(Deps{Config: testConfig(t, nil)})
	w := serve(h, jsonRequest("POST", "/api/names/generate", `{"race":"Robot","count":7}`))
	if e := envelopeOf(t, w); w.Code != 400 || e.Fields["race"] == "" || e.Fields["count"] == "" {
		t.Errorf("bad request: %d %+v", w.Code, e)
	}
	w = serve(h, jsonRequest("POST", "/api/names/variations", `{"name":"Damaia","race":"Tiefling"}`))
	if v := decodeBody[NameVariationsResponse](t, w); w.Code != 200 || len(v.Variations) != 3 {
		t.Errorf("variations: %d %+v", w.Code, v)
	}
}

// Backgrounds in the three conditions, and streamed.
func TestBackgroundsThreeWays(t *testing.T) {
	ai, _ := fakeOpenAI(t, `{"characterConcept":"A scholar who bargained for forbidden knowledge.","backgroundSummary":"Raised among dusty tomes, Ilyra traded a memory for a secret."}`)
	broken := httptestServerStatus(t, http.StatusBadRequest)
	cases := []struct {
		name   string
		model  llm.Completer
		source llm.Source
		reason llm.FallbackReason
	}{
		{"with a model", newLLM(t, ai.URL), llm.SourceAI, ""},
		{"model failing", newLLM(t, broken), llm.SourceFallback, llm.FallbackModelFailed},
		{"no model", nil, llm.SourceFallback, llm.FallbackNotConfigured},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			deps := Deps{Config: testConfig(t, nil)}
			if tc.model != nil {
				deps.LLM = tc.model
			}
			w := serve(NewServer(deps), jsonRequest("POST", "/api/backgrounds/generate", backgroundBody))
			bg := decodeBody[BackgroundGenerateResponse](t, w)
			if w.Code != 200 || bg.Source != tc.source || bg.FallbackReason != tc.reason || bg.CharacterConcept == "" || bg.BackgroundSummary == "" {
				t.Fatalf("%d %+v", w.Code, bg.Origin)
			}
			if tc.model == nil && (len(bg.Secrets) == 0 || len(bg.PlotHooks) == 0 || len(bg.Relationships) == 0 || len(bg.MechanicalElements) == 0) {
				t.Errorf("built-in background lacks an asked-for section: %+v", bg.Content)
			}
		})
	}
	srv := httptest.NewServer(NewServer(Deps{Config: testConfig(t, nil)}))
	defer srv.Close()
	events := readEvents(t, bufio.NewReader(postStreamTo(t, context.Background(), srv.URL+"/api/backgrounds/generate", backgroundBody).Body))
	if len(events) < 2 || events[0].name != EventDelta || events[len(events)-1].name != EventResult {
		t.Errorf("stream events %+v", events)
	}
	h := NewServer(Deps{Config: testConfig(t, nil)})
	w := serve(h, jsonRequest("POST", "/api/backgrounds/generate", `{"race":"Tiefling"}`))
	if e := envelopeOf(t, w); w.Code != 400 || e.Fields["characterClass"] != "Please complete all required fields." {
		t.Errorf("missing fields: %d %+v", w.Code, e)
	}
	if w := serve(h, jsonRequest("POST", "/api/backgrounds/refine", builtInBackgroundRefineBody("Make them braver"))); w.Code != 200 {
		t.Errorf("refine: %d %s", w.Code, w.Body.String())
	}
}
