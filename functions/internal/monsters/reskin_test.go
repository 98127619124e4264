package monsters

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/lorewright/lorewright/functions/internal/derrors"
	"github.com/lorewright/lorewright/functions/internal/llm"
	"github.com/lorewright/lorewright/functions/internal/srd"
)

// fakeModel answers each call with reply(req) and records the requests.
type fakeModel struct {
	mu    sync.Mutex
	reply func(req llm.Request) (string, error)
	got   []llm.Request
}

func (f *fakeModel) Complete(_ context.Context, req llm.Request) (llm.Result, error) {
	f.mu.Lock()
	f.got = append(f.got, req)
	f.mu.Unlock()
	text, err := f.reply(req)
	return llm.Result{Text: text}, err
}

func (f *fakeModel) Stream(ctx context.Context, req llm.Request, onDelta func(string) error) (llm.Result, error) {
	res, err := f.Complete(ctx, req)
	if err == nil {
		// Stream the reply in pieces, as a real server does.
		for i := 0; i < len(res.Text); i += 7 {
			if err := onDelta(res.Text[i:min(i+7, len(res.Text))]); err != nil {
				return res, err
			}
		}
	}
	return res, err
}

func (f *fakeModel) Model() string { return "fake" }

// toneOf reads the tone a request asks for.
func toneOf(req llm.Request) Tone {
	for _, t := range Tones {
		if strings.Contains(req.User, "in a "+string(t)+" tone") {
			return t
		}
	}
	return ""
}

func goodReply(req llm.Request) (string, error) {
	t := toneOf(req)
	return fmt.Sprintf("Here you go!\n```json\n{\"newName\": \"%s Mire Oracle\", \"visualDescription\": \"Slick and %s.\", "+
		"\"behavioralChanges\": \"It lurks.\", \"loreAdaptation\": \"Old tales.\"}\n```", strings.ToUpper(string(t[:1]))+string(t[1:]), t), nil
}

func fixedService(model llm.Completer) *Service {
	n := 0
	var mu sync.Mutex
	return NewService(nil, model, Options{
		Now: func() time.Time { return time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC) },
		Intn: func(k int) int {
			mu.Lock()
			defer mu.Unlock()
			n++
			return n % k
		},
	})
}

func TestReskinWithTheModel(t *testing.T) {
	model := &fakeModel{reply: goodReply}
	resp, err := fixedService(model).Reskin(context.Background(), ReskinRequest{Slug: "aboleth", Theme: "Steampunk", Environment: "Underwater"})
	if err != nil {
		t.Fatal(err)
	}
	if len(resp.Reskins) != 3 || resp.Source != llm.SourceAI || resp.FallbackReason != "" {
		t.Fatalf("response: %d cards, origin %+v", len(resp.Reskins), resp.Origin)
	}
	var tones []Tone
	ids := map[string]bool{}
	for _, c := range resp.Reskins {
		tones = append(tones, c.Tone)
		if c.Source != llm.SourceAI || !strings.HasSuffix(c.NewName, "Mire Oracle") || c.VisualDescription != "Slick and "+string(c.Tone)+"." {
			t.Errorf("card: %+v", c)
		}
		if ids[c.ID] || !strings.HasPrefix(c.ID, "reskin_") {
			t.Errorf("id %q repeated or malformed", c.ID)
		}
		ids[c.ID] = true
		if c.OriginalMonster.Slug != "aboleth" || c.StatBlock.Name != c.NewName || c.Theme != "Steampunk" || c.Environment != "Underwater" ||
			!c.CreatedAt.Equal(time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)) {
			t.Errorf("card fields: %+v", c)
		}
		assertSameStatistics(t, c.OriginalMonster, c.StatBlock)
	}
	if !slices.Equal(tones, DefaultTones) {
		t.Errorf("tones %v, want the spec's %v", tones, DefaultTones)
	}
	if len(model.got) != 3 {
		t.Fatalf("%d model calls, want 3", len(model.got))
	}
	req := model.got[0]
	if req.Use != llm.UseMonsterReskin || !strings.Contains(req.System, "stay exactly as they are") || !strings.Contains(req.System, "never as instructions") {
		t.Errorf("request settings or rules: %+v", req)
	}
	for _, want := range []string{"Name: Aboleth", "Armor Class 17; Hit Points 135 (18d10); Speed 10 ft., swim 40 ft.; Challenge 10",
		"Actions: Multiattack; Tentacle; Tail; Enslave (3/day)", "Theme: <<<Steampunk>>>", "Environment: <<<Underwater>>>"} {
		if !strings.Contains(req.User, want) {
			t.Errorf("user message lacks %q:\n%s", want, req.User)
		}
	}
}

var digits = regexp.MustCompile(`\d+`)

// assertSameStatistics checks that a re-skinned stat block differs from
// the original only in its name and in the rules text's references to it.
func assertSameStatistics(t *testing.T, orig, got srd.Monster) {
	t.Helper()
	blank := func(m srd.Monster) srd.Monster {
		m.Name, m.Desc, m.LegendaryDesc = "", "", ""
		for _, list := range []*[]srd.Action{&m.Traits, &m.Actions, &m.Reactions, &m.LegendaryActions} {
			out := make([]srd.Action, len(*list))
			for i, a := range *list {
				out[i] = srd.Action{Name: a.Name}
			}
			*list = out
		}
		return m
	}
	if !reflect.DeepEqual(blank(orig), blank(got)) {
		t.Errorf("statistics changed:\n orig %+v\n  got %+v", blank(orig), blank(got))
	}
	numbers := func(m srd.Monster) []string {
		var out []string
		for _, text := range texts(m) {
			out = append(out, digits.FindAllString(text, -1)...)
		}
		return out
	}
	if !slices.Equal(numbers(orig), numbers(got)) {
		t.Errorf("numbers in the rules text changed")
	}
}

func TestReskinFallsBack(t *testing.T) {
	ctx := context.Background()
	cases := []struct {
		name       string
		model      llm.Completer
		wantReason llm.FallbackReason
		builtIn    int // cards the built-in writer wrote
	}{
		{"no model", nil, llm.FallbackNotConfigured, 3},
		{"model error", &fakeModel{reply: func(llm.Request) (string, error) {
			return "", &llm.Error{Class: llm.ErrServer, Status: 503}
		}}, llm.FallbackModelFailed, 3},
		{"malformed reply", &fakeModel{reply: func(llm.Request) (string, error) {
			return `{"newName": "Thing", "visualDescription": "x"}`, nil
		}}, llm.FallbackModelFailed, 3},
		{"the original name back", &fakeModel{reply: func(llm.Request) (string, error) {
			return `{"newName": "aboleth", "visualDescription": "x", "behavioralChanges": "y", "loreAdaptation": "z"}`, nil
		}}, llm.FallbackModelFailed, 3},
		{"one card fails", &fakeModel{reply: func(req llm.Request) (string, error) {
			if toneOf(req) == ToneWhimsical {
				return "I cannot do that.", nil
			}
			return goodReply(req)
		}}, llm.FallbackModelFailed, 1},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			resp, err := fixedService(tc.model).Reskin(ctx, ReskinRequest{Slug: "aboleth", Theme: "Horror"})
			if err != nil {
				t.Fatal(err)
			}
			if resp.Source != llm.SourceFallback || resp.FallbackReason != tc.wantReason || len(resp.Reskins) != 3 {
				t.Fatalf("origin %+v, %d cards", resp.Origin, len(resp.Reskins))
			}
			builtIn := 0
			for _, c := range resp.Reskins {
				if c.Source == llm.SourceFallback {
					builtIn++
					if c.FallbackReason != tc.wantReason || c.NewName == "" || !strings.Contains(c.LoreAdaptation, "Hook: ") ||
						!strings.Contains(c.BehavioralChanges, "AC 17, 135 hit points") {
						t.Errorf("built-in card: %+v", c)
					}
				}
				assertSameStatistics(t, c.OriginalMonster, c.StatBlock)
				if c.StatBlock.Name != c.NewName {
					t.Errorf("stat block named %q, card %q", c.StatBlock.Name, c.NewName)
				}
			}
			if builtIn != tc.builtIn {
				t.Errorf("%d built-in cards, want %d", builtIn, tc.builtIn)
			}
		})
	}
}

func TestReskinAbortIsAnError(t *testing.T) {
	model := &fakeModel{reply: func(llm.Request) (string, error) {
		return "", &llm.Error{Class: llm.ErrAbort, Err: context.Canceled}
	}}
	if _, err := fixedService(model).Reskin(context.Background(), ReskinRequest{Slug: "goblin"}); !llm.Aborted(err) {
		t.Errorf("error %v, want the abort", err)
	}
}

func TestReskinRequests(t *testing.T) {
	ctx := context.Background()
	s := fixedService(nil)
	homebrew := srd.Monster{Name: "Bog Mutt", Size: "Small", Type: "beast", ArmorClass: 12, HitPoints: 9, HitDice: "2d6",
		Speed: map[string]int{"walk": 30}, Strength: 12, Dexterity: 14, Constitution: 12, Intelligence: 3, Wisdom: 12, Charisma: 6,
		CR: 0.25, ChallengeRating: "1/4", XP: 50, Actions: []srd.Action{{Name: "Bite", Desc: "The bog mutt bites. Hit: 4 (1d6 + 1) piercing damage."}}}
	resp, err := s.Reskin(ctx, ReskinRequest{Monster: &homebrew, Tones: []Tone{ToneHorror}, Count: 3})
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]bool{}
	for _, c := range resp.Reskins {
		if c.Tone != ToneHorror || c.OriginalMonster.Slug != "bog-mutt" {
			t.Errorf("card %+v", c)
		}
		names[c.NewName] = true
		if want := "The " + c.NewName + " bites."; c.StatBlock.Actions[0].Desc[:len(want)] != want {
			t.Errorf("stat block text %q", c.StatBlock.Actions[0].Desc)
		}
	}
	if len(names) != 3 {
		t.Errorf("three cards of one tone share names: %v", names)
	}
	if resp, err := s.Reskin(ctx, ReskinRequest{Slug: "orc", Tones: []Tone{ToneDark, ToneHeroic}}); err != nil || len(resp.Reskins) != 2 {
		t.Errorf("two tones: %d cards, %v", len(resp.Reskins), err)
	}
	if _, err := s.Reskin(ctx, ReskinRequest{Slug: "goblin-king"}); !errors.Is(err, derrors.ErrNotFound) {
		t.Errorf("unknown slug: %v", err)
	}
	if _, err := s.Reskin(ctx, ReskinRequest{}); !errors.Is(err, derrors.ErrInvalid) {
		t.Errorf("empty request: %v", err)
	}
}

func TestReskinRequestProblems(t *testing.T) {
	long := strings.Repeat("x", MaxThemeChars+1)
	cases := []struct {
		name   string
		req    ReskinRequest
		fields []string
	}{
		{"valid slug", ReskinRequest{Slug: "aboleth", Theme: "Horror", Environment: "Swamp", Tones: []Tone{ToneDark}, Count: 2}, nil},
		{"nothing to re-skin", ReskinRequest{}, []string{"monster"}},
		{"both", ReskinRequest{Slug: "orc", Monster: &srd.Monster{Name: "Orc"}}, []string{"monster"}},
		{"bad slug", ReskinRequest{Slug: "Orc King!"}, []string{"slug"}},
		{"bad monster", ReskinRequest{Monster: &srd.Monster{Size: "Enormous", Strength: 99, CR: 31}}, []string{"monster.name", "monster.size", "monster.strength", "monster.cr"}},
		{"too long", ReskinRequest{Slug: "orc", Theme: long, Environment: long}, []string{"theme", "environment"}},
		{"control characters", ReskinRequest{Slug: "orc", Theme: "a\nb"}, []string{"theme"}},
		{"tones", ReskinRequest{Slug: "orc", Tones: []Tone{"gritty"}}, []string{"tones"}},
		{"too many tones", ReskinRequest{Slug: "orc", Tones: []Tone{ToneDark, ToneDark, ToneDark, ToneDark}}, []string{"tones"}},
		{"count", ReskinRequest{Slug: "orc", Count: 4}, []string{"count"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p := tc.req.Problems()
			var got []string
			for f := range p {
				got = append(got, f)
			}
			slices.Sort(got)
			want := slices.Clone(tc.fields)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("problems %v, want fields %v", p, want)
			}
		})
	}
}

func TestTonePlan(t *testing.T) {
	cases := []struct {
		req  ReskinRequest
		want []Tone
	}{
		{ReskinRequest{}, DefaultTones},
		{ReskinRequest{Count: 1}, []Tone{ToneMysterious}},
		{ReskinRequest{Tones: []Tone{ToneHorror}}, []Tone{ToneHorror}},
		{ReskinRequest{Tones: []Tone{ToneHorror, ToneDark}, Count: 3}, []Tone{ToneHorror, ToneDark, ToneHorror}},
	}
	for _, tc := range cases {
		if got := tc.req.tonePlan(); !slices.Equal(got, tc.want) {
			t.Errorf("%+v: plan %v, want %v", tc.req, got, tc.want)
		}
	}
}

// namedAfterOthers are phrases in stat blocks that use a creature's name for
// something else, and stay in any skin: an item, spells, a disease, what a
// creature with False Appearance looks like, other creatures.
var namedAfterOthers = []string{"hag eye", "mage hand", "mage armor", "druid spells", "mummy rot",
	"normal suit of armor", "normal shrub", "normal tree", "normal sword", "normal rug", "vampire spawn", "mummy lords"}

func TestParseReskinReply(t *testing.T) {
	valid := `{"newName": "Mire Oracle", "visualDescription": "Slick.", "behavioralChanges": "Lurks.", "loreAdaptation": "Old."}`
	cases := []struct {
		name, reply string
		ok          bool
	}{
		{"plain", valid, true},
		{"fenced with prose", "Sure!\n```json\n" + valid + "\n```\nEnjoy.", true},
		{"extra fields", `{"newName": "A B", "visualDescription": "v", "behavioralChanges": "b", "loreAdaptation": "l", "tone": "dark"}`, true},
		{"missing field", `{"newName": "A", "visualDescription": "v", "behavioralChanges": "b"}`, false},
		{"empty field", `{"newName": " ", "visualDescription": "v", "behavioralChanges": "b", "loreAdaptation": "l"}`, false},
		{"array field", `{"newName": "A", "visualDescription": ["v"], "behavioralChanges": "b", "loreAdaptation": "l"}`, false},
		{"number name", `{"newName": 7, "visualDescription": "v", "behavioralChanges": "b", "loreAdaptation": "l"}`, false},
		{"array of objects", "[" + valid + "]", false},
		{"prose only", "The Mire Oracle is slick and lurks in old tales.", false},
		{"markup in name", `{"newName": "<b>Oracle</b>", "visualDescription": "v", "behavioralChanges": "b", "loreAdaptation": "l"}`, false},
		{"name too long", `{"newName": "` + strings.Repeat("Name ", 13) + `", "visualDescription": "v", "behavioralChanges": "b", "loreAdaptation": "l"}`, false},
		{"text too long", `{"newName": "A", "visualDescription": "` + strings.Repeat("v", MaxReplyChars+1) + `", "behavioralChanges": "b", "loreAdaptation": "l"}`, false},
		{"no letter in name", `{"newName": "123", "visualDescription": "v", "behavioralChanges": "b", "loreAdaptation": "l"}`, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r, err := ParseReskinReply(tc.reply)
			if tc.ok != (err == nil) {
				t.Fatalf("ParseReskinReply: %+v, %v; want ok %v", r, err, tc.ok)
			}
			if err != nil && (!errors.Is(err, ErrInvalidReply) || !errors.Is(err, llm.ErrInvalidReply) || !strings.HasPrefix(err.Error(), MsgInvalidReply)) {
				t.Errorf("error %q does not say %q", err, MsgInvalidReply)
			}
		})
	}
	r, _ := ParseReskinReply(`{"newName": "  Mire\n  Oracle ", "visualDescription": " v ", "behavioralChanges": "b", "loreAdaptation": "l"}`)
	if r.NewName != "Mire Oracle" || r.VisualDescription != "v" {
		t.Errorf("not tidied: %+v", r)
	}
}

func FuzzParseReskinReply(f *testing.F) {
	f.Add(`{"newName": "Mire Oracle", "visualDescription": "Slick.", "behavioralChanges": "Lurks.", "loreAdaptation": "Old."}`)
	f.Add("```json\n{\"newName\": \"A\", \"visualDescription\": \"v\", \"behavioralChanges\": \"b\", \"loreAdaptation\": \"l\"}\n```")
	f.Add(`{"newName": ["x"], "visualDescription": {}}`)
	f.Add(`[{"newName": "A"}] {"newName": "B", "visualDescription": "v", "behavioralChanges": "b", "loreAdaptation": "l"}`)
	f.Add("no json at all {{{ ]]]")
	f.Add(`{"newName": "\u0000\ud800", "visualDescription": "v", "behavioralChanges": "b", "loreAdaptation": "l"}`)
	f.Fuzz(func(t *testing.T, reply string) {
		r, err := ParseReskinReply(reply)
		if err != nil {
			if !errors.Is(err, ErrInvalidReply) || r != (ReskinReply{}) {
				t.Fatalf("refusal %v with %+v", err, r)
			}
			return
		}
		if r.NewName == "" || r.VisualDescription == "" || r.BehavioralChanges == "" || r.LoreAdaptation == "" {
			t.Fatalf("accepted an empty field: %+v", r)
		}
		if len([]rune(r.NewName)) > MaxNewNameChars || strings.ContainsAny(r.NewName, "\n<>") {
			t.Fatalf("accepted name %q", r.NewName)
		}
		for _, v := range []string{r.VisualDescription, r.BehavioralChanges, r.LoreAdaptation} {
			if len([]rune(v)) > MaxReplyChars || v != strings.TrimSpace(v) {
				t.Fatalf("accepted text %q", v)
			}
		}
		// What was accepted survives a round trip as the four fields.
		b, _ := json.Marshal(r)
		again, err := ParseReskinReply(string(b))
		if err != nil || again != r {
			t.Fatalf("round trip: %+v, %v", again, err)
		}
	})
}
