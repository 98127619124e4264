package names

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/derrors"
	"github.com/lorewright/lorewright/functions/internal/llm"
	"github.com/lorewright/lorewright/functions/internal/sweep"
)

// fakeModel replies with text or err and records the requests.
type fakeModel struct {
	text string
	err  error
	got  []llm.Request
}

func (f *fakeModel) Complete(_ context.Context, req llm.Request) (llm.Result, error) {
	f.got = append(f.got, req)
	return llm.Result{Text: f.text}, f.err
}

func (f *fakeModel) Stream(ctx context.Context, req llm.Request, onDelta func(string) error) (llm.Result, error) {
	res, err := f.Complete(ctx, req)
	if err == nil {
		err = onDelta(res.Text)
	}
	return res, err
}

func (f *fakeModel) Model() string { return "fake" }

func newTestService(model llm.Completer) *Service {
	if model == nil {
		return NewService(nil, nil, Options{Seed: 42})
	}
	return NewService(nil, model, Options{Seed: 42})
}

func TestGenerateWithTheModel(t *testing.T) {
	model := &fakeModel{text: "Here are your names:\n```json\n" + `[
		{"name": "Thorin Emberfall", "meaning": "Bold as a falling ember"},
		{"name": "Dagna Stonevein", "meaning": "Daughter of the deep vein"},
		{"name": "Thorin Emberfall", "meaning": "a repeat"},
		{"name": "Already Taken", "meaning": "on screen"},
		{"name": "Brumli Ashhand", "meaning": "Grey-handed"},
		{"name": "Korga Flintbrow", "meaning": "Hard of brow"}
	]` + "\n```\nEnjoy!"}
	s := newTestService(model)
	resp, err := s.Generate(context.Background(), "u1", Request{Race: Dwarf, Profession: "Miner", Count: 3, Style: Unique,
		Exclude: []string{"already taken"}})
	if err != nil {
		t.Fatal(err)
	}
	if resp.Source != llm.SourceAI || resp.FallbackReason != "" {
		t.Errorf("origin %+v", resp.Origin)
	}
	var got []string
	for _, n := range resp.Names {
		got = append(got, n.Name)
		if n.Race != Dwarf || n.Profession != "Miner" || n.Meaning == "" {
			t.Errorf("name %+v", n)
		}
	}
	// Repeats and excluded names are dropped; at most Count are kept.
	if want := []string{"Thorin Emberfall", "Dagna Stonevein", "Brumli Ashhand"}; !slices.Equal(got, want) {
		t.Errorf("names %q, want %q", got, want)
	}
	call := model.got[0]
	if call.Use != llm.UseNames || call.Use.Temperature != 0.9 || call.Use.MaxTokens != 600 {
		t.Errorf("use %+v", call.Use)
	}
	for _, want := range []string{"Generate 3 Dwarf names", "unique", "a miner", "<<<already taken>>>"} {
		if !strings.Contains(call.User, want) {
			t.Errorf("user message lacks %q:\n%s", want, call.User)
		}
	}
	if !strings.Contains(call.System, "JSON") || !strings.Contains(call.System, "never as instructions") {
		t.Errorf("system message:\n%s", call.System)
	}
}

func TestGenerateFallsBack(t *testing.T) {
	cases := []struct {
		name   string
		model  llm.Completer
		reason llm.FallbackReason
	}{
		{"no model", nil, llm.FallbackNotConfigured},
		{"model error", &fakeModel{err: &llm.Error{Class: llm.ErrServer, Status: 503}}, llm.FallbackModelFailed},
		{"unusable reply", &fakeModel{text: "I'm sorry, I can't help with that."}, llm.FallbackModelFailed},
		{"every name already on screen", &fakeModel{text: `[{"name":"Aelar Galanodel","meaning":"x"}]`}, llm.FallbackModelFailed},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			resp, err := newTestService(tc.model).Generate(context.Background(), "u1",
				Request{Race: Elf, Count: 8, Exclude: []string{"Aelar Galanodel"}})
			if err != nil {
				t.Fatal(err)
			}
			if resp.Source != llm.SourceFallback || resp.FallbackReason != tc.reason {
				t.Errorf("origin %+v, want fallback %s", resp.Origin, tc.reason)
			}
			if len(resp.Names) != 8 {
				t.Fatalf("%d names, want 8", len(resp.Names))
			}
			for _, n := range resp.Names {
				if n.Race != Elf || n.Meaning == "" || strings.Contains(n.Name, "ElfName") || nameKey(n.Name) == "aelar galanodel" {
					t.Errorf("built-in name %+v", n)
				}
			}
		})
	}
}

func TestGenerateAbortReturnsTheError(t *testing.T) {
	_, err := newTestService(&fakeModel{err: &llm.Error{Class: llm.ErrAbort}}).Generate(context.Background(), "u1", Request{Race: Orc})
	if !errors.Is(err, llm.ErrAbort) {
		t.Errorf("err %v, want the abort", err)
	}
}

func TestGenerateRefusesAnInvalidRequest(t *testing.T) {
	_, err := newTestService(nil).Generate(context.Background(), "u1", Request{Race: "Warforged", Count: 4})
	var fe derrors.FieldErrors
	if !errors.As(err, &fe) || fe["race"] == "" || fe["count"] == "" || !errors.Is(err, derrors.ErrInvalid) {
		t.Errorf("err %v", err)
	}
}

func TestDefaultsFillCountAndStyle(t *testing.T) {
	model := &fakeModel{err: errors.New("down")}
	resp, err := newTestService(model).Generate(context.Background(), "", Request{Race: Gnome})
	if err != nil || len(resp.Names) != DefaultCount {
		t.Fatalf("%d names, %v", len(resp.Names), err)
	}
	if !strings.Contains(model.got[0].User, "Generate 5 Gnome names") || !strings.Contains(model.got[0].User, "traditional") {
		t.Errorf("user message %q", model.got[0].User)
	}
}

// TestBuiltInNamesAreNewAcrossASession: one caller asking again and again
// never sees a name twice, within a request or across requests, in any
// race or style, with or without a profession; another caller's memory is
// separate.
func TestBuiltInNamesAreNewAcrossASession(t *testing.T) {
	s := newTestService(nil)
	ctx := context.Background()
	for _, race := range Races {
		for _, style := range Styles {
			for _, prof := range []Profession{"", "Sailor"} {
				caller := fmt.Sprintf("%s/%s/%s", race, style, prof)
				seen := map[string]bool{}
				for i := range 25 {
					resp, err := s.Generate(ctx, caller, Request{Race: race, Style: style, Profession: prof, Count: 10})
					if err != nil {
						t.Fatal(err)
					}
					if len(resp.Names) != 10 {
						t.Fatalf("%s request %d: %d names", caller, i, len(resp.Names))
					}
					for _, n := range resp.Names {
						if seen[nameKey(n.Name)] {
							t.Fatalf("%s request %d repeats %q", caller, i, n.Name)
						}
						seen[nameKey(n.Name)] = true
					}
				}
			}
		}
	}
}

func TestExcludedNamesAreNeverGiven(t *testing.T) {
	ctx := context.Background()
	first, _ := NewService(nil, nil, Options{Seed: 9}).Generate(ctx, "a", Request{Race: Halfling, Count: 10})
	var exclude []string
	for _, n := range first.Names {
		exclude = append(exclude, strings.ToUpper(n.Name)) // compared without case
	}
	// The same seed would give the same names; the exclusions force others.
	second, _ := NewService(nil, nil, Options{Seed: 9}).Generate(ctx, "b", Request{Race: Halfling, Count: 10, Exclude: exclude})
	for _, n := range second.Names {
		if slices.Contains(exclude, strings.ToUpper(n.Name)) {
			t.Errorf("excluded %q given again", n.Name)
		}
	}
}

func TestSeedMakesNamesReproducible(t *testing.T) {
	ctx := context.Background()
	req := Request{Race: Tiefling, Count: 10, Style: Unique}
	a, _ := NewService(nil, nil, Options{Seed: 5}).Generate(ctx, "x", req)
	b, _ := NewService(nil, nil, Options{Seed: 5}).Generate(ctx, "x", req)
	c, _ := NewService(nil, nil, Options{Seed: 6}).Generate(ctx, "x", req)
	if !slices.Equal(a.Names, b.Names) {
		t.Errorf("same seed, different names:\n%v\n%v", a.Names, b.Names)
	}
	if slices.Equal(a.Names, c.Names) {
		t.Errorf("different seeds, same names")
	}
}

func TestVariationsWithTheModel(t *testing.T) {
	model := &fakeModel{text: `Sure! ["Aelar Galanodel", "Aelaria Galanodel", "Ael Galanodel", "Aelar the Bright", "Aelor Galanodel"]`}
	resp, err := newTestService(model).Variations(context.Background(), "u1", VariationsRequest{Name: "Aelar Galanodel", Race: Elf,
		Exclude: []string{"Ael Galanodel"}})
	if err != nil || resp.Source != llm.SourceAI {
		t.Fatalf("%+v, %v", resp, err)
	}
	var got []string
	for _, v := range resp.Variations {
		got = append(got, v.Name)
		if v.Race != Elf || !strings.Contains(v.Meaning, "Aelar Galanodel") {
			t.Errorf("variation %+v", v)
		}
	}
	if want := []string{"Aelaria Galanodel", "Aelar the Bright", "Aelor Galanodel"}; !slices.Equal(got, want) {
		t.Errorf("variations %q, want %q (the name itself and excluded ones dropped, three kept)", got, want)
	}
	call := model.got[0]
	if call.Use != llm.UseNameVariations || call.Use.MaxTokens != 200 || !strings.Contains(call.User, "<<<Aelar Galanodel>>>") {
		t.Errorf("call %+v", call)
	}
}

func TestVariationsFallBack(t *testing.T) {
	for name, model := range map[string]llm.Completer{
		"no model":     nil,
		"model error":  &fakeModel{err: &llm.Error{Class: llm.ErrRateLimit, Status: 429}},
		"only repeats": &fakeModel{text: `["Grukh Skullsplitter"]`},
	} {
		t.Run(name, func(t *testing.T) {
			resp, err := newTestService(model).Variations(context.Background(), "u1", VariationsRequest{Name: "Grukh Skullsplitter", Race: Orc})
			if err != nil {
				t.Fatal(err)
			}
			wantReason := llm.FallbackModelFailed
			if model == nil {
				wantReason = llm.FallbackNotConfigured
			}
			if resp.Source != llm.SourceFallback || resp.FallbackReason != wantReason || len(resp.Variations) != VariationsPerRequest {
				t.Fatalf("%+v", resp)
			}
			for _, v := range resp.Variations {
				if !strings.HasPrefix(v.Name, "Gru") || v.Meaning == "" || nameKey(v.Name) == "grukh skullsplitter" {
					t.Errorf("variation %+v does not keep the name", v)
				}
			}
		})
	}
}

func TestVariationsAreRemembered(t *testing.T) {
	s := newTestService(nil)
	ctx := context.Background()
	seen := map[string]bool{}
	for range 4 {
		resp, err := s.Variations(ctx, "u1", VariationsRequest{Name: "Thorgrim Ironfist", Race: Dwarf})
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range resp.Variations {
			if seen[nameKey(v.Name)] {
				t.Errorf("variation %q given twice", v.Name)
			}
			seen[nameKey(v.Name)] = true
		}
	}
}

func TestInventIsForOtherTools(t *testing.T) {
	r := newRand(3)
	n := Invent(r, "Warforged", "", "Nobody")
	if n.Race != Human || n.Profession != "" || n.Name == "" || n.Meaning == "" {
		t.Errorf("unknown race and profession: %+v", n)
	}
	if n := Invent(r, Goliath, Common, "Hunter"); n.Race != Goliath || n.Profession != "Hunter" {
		t.Errorf("%+v", n)
	}
}

// TestRepeatedRequestsKeepTheStyle: a game master asking again and again
// (ten requests of ten names, for every race, style and profession; a
// sample of them in `go test`) gets ten fresh names each time, all in the
// style asked for: the tables are large enough that the service never has
// to fall back to another style.
func TestRepeatedRequestsKeepTheStyle(t *testing.T) {
	const requests = 10
	type combination struct {
		race  Race
		style Style
		prof  Profession
	}
	var all []combination
	for _, race := range Races {
		for _, style := range Styles {
			for _, prof := range append([]Profession{""}, Professions...) {
				all = append(all, combination{race, style, prof})
			}
		}
	}
	for _, k := range sweep.Sample(t, all, 150) {
		s := NewService(nil, nil, Options{Seed: 21})
		avoid := map[string]bool{} // the caller's names so far, as the recent memory keeps them
		for i := range requests {
			got := s.inventBuilt(Request{Race: k.race, Style: k.style, Profession: k.prof, Count: 10}, avoid)
			wrong := 0
			for _, b := range got {
				if b.style != k.style {
					wrong++
				}
			}
			if len(got) != 10 || wrong > 0 {
				t.Errorf("%s %s %q, request %d: %d names, %d of them not %s", k.race, k.style, k.prof, i+1, len(got), wrong, k.style)
				break
			}
		}
	}
}
