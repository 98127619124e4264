package backgrounds

import (
	"context"
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/derrors"
	"github.com/lorewright/lorewright/functions/internal/llm"
)

// current is a generated background to refine.
func current(t *testing.T) Background {
	t.Helper()
	bg, err := newTestService(nil).Generate(context.Background(), DefaultRequest(), nil)
	if err != nil {
		t.Fatal(err)
	}
	return bg
}

func refineReq(bg Background, description, target string) RefineRequest {
	return RefineRequest{BackgroundID: bg.ID, RequestType: "general", Description: description, TargetSection: target, Background: bg}
}

func TestRefineMergesChangedSections(t *testing.T) {
	bg := current(t)
	cases := []struct {
		name, target, reply string
		changed             []string
		check               func(t *testing.T, got Background)
	}{
		{"matching top-level keys", "",
			`{"personalityTraits": ["Laughs at danger", "Hums war songs"], "goals": {"lifeGoal": "Retire to a farm"}, "unknownKey": "ignored", "id": "hijack"}`,
			[]string{"personalityTraits", "goals"}, func(t *testing.T, got Background) {
				if got.PersonalityTraits[0] != "Laughs at danger" || got.Goals.LifeGoal != "Retire to a farm" || got.ID != bg.ID {
					t.Errorf("merged %+v", got.Content)
				}
				// A partial nested section keeps the fields the reply left out.
				if !slices.Equal(got.Goals.ShortTerm, bg.Goals.ShortTerm) {
					t.Errorf("short-term goals lost: %v", got.Goals.ShortTerm)
				}
			}},
		{"only the target section", "personality",
			`{"flaws": ["Greedy"], "characterConcept": "Something else entirely"}`,
			[]string{"flaws"}, func(t *testing.T, got Background) {
				if got.CharacterConcept != bg.CharacterConcept || got.Flaws[0] != "Greedy" {
					t.Errorf("merged %+v", got.Content)
				}
			}},
		{"a tab name with punctuation", "Goals & Motivations",
			`{"motivations": {"primary": "Gold"}}`, []string{"motivations"}, func(t *testing.T, got Background) {
				if got.Motivations.Primary != "Gold" || !slices.Equal(got.Motivations.Secondary, bg.Motivations.Secondary) {
					t.Errorf("merged %+v", got.Motivations)
				}
			}},
		{"a bare list for a one-field target", "possessions",
			"```json\n[\"A silver flute\", \"A map\"]\n```", []string{"possessions"}, func(t *testing.T, got Background) {
				if !slices.Equal(got.Possessions, []string{"A silver flute", "A map"}) {
					t.Errorf("possessions %v", got.Possessions)
				}
			}},
		{"sections under a wrapper", "",
			`{"success": true, "updatedSections": {"fears": ["Heights"]}}`, []string{"fears"}, func(t *testing.T, got Background) {
				if !slices.Equal(got.Fears, []string{"Heights"}) {
					t.Errorf("fears %v", got.Fears)
				}
			}},
		{"counts still hold", "relationships",
			`{"relationships": [{"name": "A"}, {"name": "B"}, {"name": "C"}, {"name": "D"}]}`, []string{"relationships"},
			func(t *testing.T, got Background) {
				if len(got.Relationships) != counts["relationships"].max {
					t.Errorf("%d relationships", len(got.Relationships))
				}
			}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			model := &fakeModel{text: tc.reply}
			res, err := newTestService(model).Refine(context.Background(), refineReq(bg, "Make them funnier", tc.target))
			if err != nil {
				t.Fatal(err)
			}
			if res.Source != llm.SourceAI || !slices.Equal(res.ChangedSections, tc.changed) || res.Background.LastRefinedAt == nil ||
				!res.Background.LastRefinedAt.Equal(fixedNow) || res.Background.Origin != bg.Origin {
				t.Errorf("result %+v (changed %v)", res.Origin, res.ChangedSections)
			}
			tc.check(t, res.Background)
			call := model.got[0]
			if call.Use != llm.UseBackgroundRefinement || call.Use.MaxTokens != 1000 || !strings.Contains(call.User, "<<<Make them funnier>>>") ||
				!strings.Contains(call.User, bg.CharacterConcept) {
				t.Errorf("call %+v", call)
			}
		})
	}
}

func TestRefineLeavesTheBackgroundUnchanged(t *testing.T) {
	bg := current(t)
	cases := []struct {
		name   string
		model  llm.Completer
		reason llm.FallbackReason
	}{
		{"no model", nil, llm.FallbackNotConfigured},
		{"model error", &fakeModel{err: &llm.Error{Class: llm.ErrServer, Status: 500}}, llm.FallbackModelFailed},
		{"nothing usable", &fakeModel{text: `{"characterConcept": "", "notASection": 1}`}, llm.FallbackModelFailed},
		{"outside the target", &fakeModel{text: `{"flaws": ["Greedy"]}`}, llm.FallbackModelFailed},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			res, err := newTestService(tc.model).Refine(context.Background(), refineReq(bg, "Darker", "history"))
			if err != nil {
				t.Fatal(err)
			}
			if res.Source != llm.SourceFallback || res.FallbackReason != tc.reason || len(res.ChangedSections) != 0 ||
				res.ChangedSections == nil || !reflect.DeepEqual(res.Background, bg) {
				t.Errorf("%+v", res)
			}
		})
	}
	_, err := newTestService(&fakeModel{err: &llm.Error{Class: llm.ErrAbort}}).Refine(context.Background(), refineReq(bg, "x", ""))
	if !errors.Is(err, llm.ErrAbort) {
		t.Errorf("abort: %v", err)
	}
}

func TestRefineRequestProblems(t *testing.T) {
	bg := current(t)
	if p := refineReq(bg, "Darker", "Plot Hooks").Problems(); len(p) != 0 {
		t.Errorf("valid request refused: %v", p)
	}
	bad := RefineRequest{BackgroundID: "bg_other", Description: " ", TargetSection: "inventory", RequestType: strings.Repeat("x", 41),
		Background: Background{ID: "bg_1"}}
	p := bad.Problems()
	for _, f := range []string{"description", "targetSection", "requestType", "background", "backgroundId"} {
		if p[f] == "" {
			t.Errorf("no problem for %s: %v", f, p)
		}
	}
	_, err := newTestService(nil).Refine(context.Background(), bad)
	if !errors.Is(err, derrors.ErrInvalid) {
		t.Errorf("err %v", err)
	}
	// The spec's refinement request names the background it refines.
	noID := refineReq(bg, "Darker", "")
	noID.BackgroundID = " "
	if p := noID.Problems(); p["backgroundId"] != "Send the id of the background to refine." {
		t.Errorf("a request without the background's id: %v", p)
	}
}

func TestSectionKeys(t *testing.T) {
	for target, want := range map[string][]string{
		"overview": {"characterConcept", "backgroundSummary", "possessions"}, "History": {"personalHistory"},
		"Goals & Motivations": {"motivations", "goals"}, "Plot Hooks": {"plotHooks"}, "mechanics": {"mechanicalElements"},
		"personalityTraits": {"personalityTraits"}, "secrets": {"secrets"}, "nonsense": nil,
	} {
		if got := sectionKeys(target); !slices.Equal(got, want) {
			t.Errorf("sectionKeys(%q) = %v, want %v", target, got, want)
		}
	}
}
