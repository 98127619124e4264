package backgrounds

import (
	"context"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/lorewright/lorewright/functions/internal/derrors"
	"github.com/lorewright/lorewright/functions/internal/llm"
)

// fakeModel replies with text (streamed in pieces) or fails with err,
// after streaming partial when set.
type fakeModel struct {
	text    string
	err     error
	partial string
	got     []llm.Request
}

func (f *fakeModel) Complete(_ context.Context, req llm.Request) (llm.Result, error) {
	f.got = append(f.got, req)
	return llm.Result{Text: f.text}, f.err
}

func (f *fakeModel) Stream(_ context.Context, req llm.Request, onDelta func(string) error) (llm.Result, error) {
	f.got = append(f.got, req)
	if f.partial != "" {
		if err := onDelta(f.partial); err != nil {
			return llm.Result{}, err
		}
		return llm.Result{Text: f.partial}, f.err
	}
	if f.err != nil {
		return llm.Result{}, f.err
	}
	for i := 0; i < len(f.text); i += 40 {
		if err := onDelta(f.text[i:min(i+40, len(f.text))]); err != nil {
			return llm.Result{}, err
		}
	}
	return llm.Result{Text: f.text}, nil
}

func (f *fakeModel) Model() string { return "fake" }

var fixedNow = time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)

func newTestService(model llm.Completer) *Service {
	opts := Options{Seed: 7, Now: func() time.Time { return fixedNow }}
	if model == nil {
		return NewService(nil, nil, opts)
	}
	return NewService(nil, model, opts)
}

func TestGenerateWithTheModel(t *testing.T) {
	model := &fakeModel{text: "Sure:\n```json\n" + fullReply + "\n```"}
	req := DefaultRequest()
	req.Race, req.CharacterLevel = "Dwarf", 5
	for _, streaming := range []bool{false, true} {
		var pieces strings.Builder
		var onDelta func(string) error
		if streaming {
			onDelta = func(s string) error { pieces.WriteString(s); return nil }
		}
		bg, err := newTestService(model).Generate(context.Background(), req, onDelta)
		if err != nil {
			t.Fatal(err)
		}
		if bg.Source != llm.SourceAI || bg.CharacterConcept != "A dwarf fighter haunted by a lost battle." || bg.Request.Race != "Dwarf" ||
			!strings.HasPrefix(bg.ID, "bg_") || !bg.GeneratedAt.Equal(fixedNow) || bg.LastRefinedAt != nil {
			t.Errorf("streaming %v: %+v", streaming, bg)
		}
		if streaming && pieces.String() != model.text {
			t.Errorf("streamed %q, want the model's reply", pieces.String())
		}
	}
	call := model.got[0]
	if call.Use != llm.UseBackgroundGeneration || call.Use.Temperature != 0.8 || call.Use.MaxTokens != 2000 ||
		!strings.Contains(call.User, "Race: Dwarf") || !strings.Contains(call.System, `"characterConcept"`) {
		t.Errorf("call %+v", call)
	}
}

func TestGenerateFallsBack(t *testing.T) {
	cases := []struct {
		name   string
		model  llm.Completer
		reason llm.FallbackReason
		// streamed is what the model sent before the reply proved unusable.
		streamed string
	}{
		{"no model", nil, llm.FallbackNotConfigured, ""},
		{"model error", &fakeModel{err: &llm.Error{Class: llm.ErrTimeout}}, llm.FallbackModelFailed, ""},
		{"reply without a concept", &fakeModel{text: `{"backgroundSummary": "Only this."}`}, llm.FallbackModelFailed, `{"backgroundSummary": "Only this."}`},
		{"prose", &fakeModel{text: "Once upon a time there was a dwarf."}, llm.FallbackModelFailed, "Once upon a time there was a dwarf."},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var pieces []string
			bg, err := newTestService(tc.model).Generate(context.Background(), DefaultRequest(), func(s string) error {
				pieces = append(pieces, s)
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if bg.Source != llm.SourceFallback || bg.FallbackReason != tc.reason {
				t.Errorf("origin %+v", bg.Origin)
			}
			checkComplete(t, tc.name, bg.Content, bg.Request)
			if tc.streamed != "" {
				// The reply was on screen; the result replaces it, unsent.
				if strings.Join(pieces, "") != tc.streamed {
					t.Errorf("pieces %q", pieces)
				}
				return
			}
			// The built-in background arrives section by section, and the
			// pieces make the same JSON as the result.
			if len(pieces) < 12 {
				t.Errorf("%d pieces; want one a section", len(pieces))
			}
			var streamed Content
			if err := json.Unmarshal([]byte(strings.Join(pieces, "")), &streamed); err != nil || !reflect.DeepEqual(streamed, bg.Content) {
				t.Errorf("streamed pieces do not make the result: %v", err)
			}
		})
	}
}

func TestGenerateFailingMidStreamEndsWithTheFallback(t *testing.T) {
	model := &fakeModel{partial: `{"characterConcept": "A half`, err: &llm.Error{Class: llm.ErrConnection}}
	var pieces []string
	bg, err := newTestService(model).Generate(context.Background(), DefaultRequest(), func(s string) error {
		pieces = append(pieces, s)
		return nil
	})
	if err != nil || bg.Source != llm.SourceFallback || bg.FallbackReason != llm.FallbackModelFailed {
		t.Fatalf("%+v, %v", bg.Origin, err)
	}
	if len(pieces) != 1 || pieces[0] != model.partial {
		t.Errorf("pieces %q: the fallback must not be appended to the partial reply", pieces)
	}
}

func TestGenerateAbortAndInvalidRequest(t *testing.T) {
	_, err := newTestService(&fakeModel{err: &llm.Error{Class: llm.ErrAbort}}).Generate(context.Background(), DefaultRequest(), nil)
	if !errors.Is(err, llm.ErrAbort) {
		t.Errorf("abort: %v", err)
	}
	_, err = newTestService(nil).Generate(context.Background(), Request{Race: "Human"}, nil)
	var fe derrors.FieldErrors
	if !errors.As(err, &fe) || fe["characterClass"] != RequiredFieldsMessage || fe["characterLevel"] != RequiredFieldsMessage {
		t.Errorf("invalid request: %v", err)
	}
	stop := errors.New("client gone")
	_, err = newTestService(nil).Generate(context.Background(), DefaultRequest(), func(string) error { return stop })
	if !errors.Is(err, stop) {
		t.Errorf("onDelta's error: %v", err)
	}
}

// TestGenerateNewGivesAnotherBackground: Generate New with the same choices
// tells another story, not the same one with other names: the concept and
// the summary are worded differently every time, and two tellings in a row
// share few of their sentences. The same seed still gives the same result.
func TestGenerateNewGivesAnotherBackground(t *testing.T) {
	for _, req := range []Request{DefaultRequest(), func() Request {
		r := DefaultRequest()
		r.Race, r.CharacterClass, r.Background, r.CharacterLevel, r.Alignment = "Tiefling", "Warlock", "Charlatan", 12, "Chaotic Neutral"
		r.Theme, r.Tone, r.Setting = "dark", "gritty", "criminal-underworld"
		return r
	}()} {
		s := newTestService(nil)
		concepts, summaries := map[string]bool{}, map[string]bool{}
		var previous Background
		const tellings = 8
		for i := range tellings {
			bg, err := s.Generate(context.Background(), req, nil)
			if err != nil {
				t.Fatal(err)
			}
			concepts[bg.CharacterConcept] = true
			summaries[bg.BackgroundSummary] = true
			if i > 0 {
				if bg.ID == previous.ID || bg.CharacterConcept == previous.CharacterConcept || bg.BackgroundSummary == previous.BackgroundSummary {
					t.Errorf("%s %s: Generate New repeated the concept or the summary:\n%q\n%q", req.Race, req.Theme, previous.CharacterConcept, bg.CharacterConcept)
				}
				if shared, n := sharedSentences(previous.BackgroundSummary, bg.BackgroundSummary); 2*shared > n {
					t.Errorf("%s %s: %d of %d summary sentences repeated:\n%s\n%s", req.Race, req.Theme, shared, n, previous.BackgroundSummary, bg.BackgroundSummary)
				}
			}
			previous = bg
		}
		if 2*len(concepts) < tellings || len(summaries) < tellings {
			t.Errorf("%s %s: %d different concepts and %d different summaries in %d tellings", req.Race, req.Theme, len(concepts), len(summaries), tellings)
		}
	}
	a, _ := newTestService(nil).Generate(context.Background(), DefaultRequest(), nil)
	c, _ := newTestService(nil).Generate(context.Background(), DefaultRequest(), nil)
	if !reflect.DeepEqual(a, c) {
		t.Errorf("the same seed gave different backgrounds")
	}
}

// sharedSentences counts the sentences of b that are also in a, and b's
// sentences.
func sharedSentences(a, b string) (int, int) {
	split := func(s string) []string {
		return strings.FieldsFunc(s, func(r rune) bool { return r == '.' || r == '!' || r == '?' })
	}
	seen := map[string]bool{}
	for _, x := range split(a) {
		seen[strings.TrimSpace(x)] = true
	}
	shared, n := 0, 0
	for _, x := range split(b) {
		n++
		if seen[strings.TrimSpace(x)] {
			shared++
		}
	}
	return shared, n
}

func TestRequestProblems(t *testing.T) {
	if p := DefaultRequest().Problems(); len(p) != 0 {
		t.Fatalf("defaults refused: %v", p)
	}
	p := Request{}.Problems()
	for _, f := range []string{"race", "characterClass", "background", "characterLevel", "theme", "tone", "setting"} {
		if p[f] != RequiredFieldsMessage {
			t.Errorf("%s: %q", f, p[f])
		}
	}
	if len(p) != 7 {
		t.Errorf("problems %v", p)
	}
	bad := DefaultRequest()
	bad.Race, bad.CharacterClass, bad.Background, bad.CharacterLevel, bad.Alignment = "Warforged", "Mystic", "Pirate", 21, "Good"
	bad.Theme, bad.Tone, bad.Setting, bad.GenerationStyle = "epic", "silly", "space", "brief"
	bad.CustomSetting = strings.Repeat("x", MaxCustomSettingChars+1)
	bad.CustomRequirements = strings.Repeat("x", MaxRequirementsChars+1)
	bad.FocusAreas = []string{"ok", " "}
	p = bad.Problems()
	want := map[string]string{
		"race": "Race must be one of the listed races.", "characterClass": "Class must be one of the listed classes.",
		"background": "Background must be one of the listed backgrounds.", "characterLevel": "Character level must be from 1 to 20.",
		"alignment": "Alignment must be one of the nine alignments, or Any Alignment.", "theme": "Theme must be one of the listed themes.",
		"tone": "Tone must be one of the listed tones.", "setting": "Setting must be one of the listed settings.",
		"generationStyle": "Generation style must be detailed.", "customSetting": "The custom setting must be at most 500 characters.",
		"customRequirements": "Additional requirements must be at most 1000 characters.", "focusAreas": "Each focus area must be 1 to 60 characters.",
	}
	if !reflect.DeepEqual(p, want) {
		t.Errorf("problems\n got %v\nwant %v", p, want)
	}
}

func TestChoices(t *testing.T) {
	c := Choices()
	if len(c.Races) != 26 || len(c.Classes) != 15 || len(c.Backgrounds) != 27 || len(c.Alignments) != 9 || len(c.Themes) != 7 ||
		len(c.Tones) != 6 || len(c.Settings) != 10 || c.MinLevel != 1 || c.MaxLevel != 20 {
		t.Errorf("catalog %+v", c)
	}
	d := c.Defaults
	if d.Race != "Human" || d.CharacterClass != "Fighter" || d.Background != "Folk Hero" || d.CharacterLevel != 1 || d.Theme != "heroic" ||
		d.Tone != "serious" || d.Setting != "rural" || !d.IncludeSecrets || !d.IncludePlotHooks || !d.IncludeRelationships || !d.IncludeMechanicalElements {
		t.Errorf("defaults %+v", d)
	}
}
