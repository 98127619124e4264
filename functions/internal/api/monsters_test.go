package api

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/derrors"
	"github.com/lorewright/lorewright/functions/internal/llm"
	"github.com/lorewright/lorewright/functions/internal/monsters"
)

func decodeBody[T any](t *testing.T, w *httptest.ResponseRecorder) T {
	t.Helper()
	var v T
	if err := json.Unmarshal(w.Body.Bytes(), &v); err != nil {
		t.Fatalf("body %s: %v", w.Body.String(), err)
	}
	return v
}

func TestMonsterSearchBrowseRandomGet(t *testing.T) {
	h := NewServer(Deps{Config: testConfig(t, nil)})
	get := func(path string) *httptest.ResponseRecorder { return serve(h, httptest.NewRequest("GET", path, nil)) }

	w := get("/api/monsters")
	all := decodeBody[MonsterSearchResponse](t, w)
	if w.Code != 200 || len(all.Monsters) != 325 || all.Source != "srd" || all.Notice != "" {
		t.Fatalf("browse all: %d, %d monsters, source %q notice %q", w.Code, len(all.Monsters), all.Source, all.Notice)
	}
	// An SRD creature outside the spec's five samples, by part of its name.
	found := decodeBody[MonsterSearchResponse](t, get("/api/monsters?name=OWLB"))
	if len(found.Monsters) != 1 || found.Monsters[0].Slug != "owlbear" || found.Monsters[0].ChallengeRating != "3" {
		t.Errorf("search owlb: %+v", found.Monsters)
	}
	low := decodeBody[MonsterSearchResponse](t, get("/api/monsters?type=humanoid&crMin=1/8&crMax=1/4"))
	if len(low.Monsters) == 0 {
		t.Fatal("no humanoids of CR 1/8 to 1/4")
	}
	for _, m := range low.Monsters {
		if m.CR < 0.125 || m.CR > 0.25 || !strings.HasPrefix(m.Type, "humanoid") {
			t.Errorf("filter let through %+v", m)
		}
	}
	if r := decodeBody[MonsterSearchResponse](t, get("/api/monsters/random?count=4")); len(r.Monsters) != 4 {
		t.Errorf("random 4: %d", len(r.Monsters))
	}
	one := decodeBody[MonsterResponse](t, get("/api/monsters/goblin"))
	if one.Monster.Name != "Goblin" || one.Monster.ArmorClass != 15 || one.Monster.HitPoints != 7 || len(one.Suggestions.Themes) < 5 {
		t.Errorf("goblin: %+v", one)
	}

	for path, want := range map[string]struct {
		status int
		field  string
	}{
		"/api/monsters?crMin=lots":           {400, "crMin"},
		"/api/monsters?size=Colossal":        {400, "size"},
		"/api/monsters?crMin=5&crMax=1":      {400, "crMax"},
		"/api/monsters/random?count=500":     {400, "count"},
		"/api/monsters/random?count=several": {400, "count"},
		"/api/monsters/random?count=0":       {400, "count"},
		"/api/monsters/random?count=-3":      {400, "count"},
		"/api/monsters/goblin-king":          {404, ""},
		"/api/monsters/GOBLIN":               {400, "slug"},
		"/api/monsters/gob%20lin":            {400, "slug"},
	} {
		w := get(path)
		e := envelopeOf(t, w)
		if w.Code != want.status || (want.field != "" && e.Fields[want.field] == "") {
			t.Errorf("%s: %d %+v", path, w.Code, e)
		}
		// One message for a count, whichever way it is wrong.
		if want.field == "count" && e.Fields["count"] != monsters.MsgRandomCount {
			t.Errorf("%s: count message %q, want %q", path, e.Fields["count"], monsters.MsgRandomCount)
		}
	}
	// No count (or an empty one) is the default, ten.
	for _, path := range []string{"/api/monsters/random", "/api/monsters/random?count="} {
		if r := decodeBody[MonsterSearchResponse](t, get(path)); len(r.Monsters) != monsters.DefaultRandomCount {
			t.Errorf("%s: %d monsters, want %d", path, len(r.Monsters), monsters.DefaultRandomCount)
		}
	}
	if e := envelopeOf(t, get("/api/monsters/goblin-king")); e.Message != "Monster not found: goblin-king" {
		t.Errorf("404 message %q", e.Message)
	}
}

const reskinBody = `{"slug":"goblin","theme":"Steampunk","environment":"Urban","tones":["mysterious","heroic"]}`

// Re-skins in the three conditions: with the model, with it failing, and
// with none configured. Every card keeps the goblin's numbers.
func TestMonsterReskinThreeWays(t *testing.T) {
	goodCard := `{"newName":"Cogwork Goblin","visualDescription":"Brass goggles and soot.","behavioralChanges":"Sets clockwork traps.","loreAdaptation":"Escaped from the foundry."}`
	ai, _ := fakeOpenAI(t, goodCard)
	failing := httptestServerStatus(t, http.StatusBadRequest)
	cases := []struct {
		name       string
		deps       Deps
		source     llm.Source
		reason     llm.FallbackReason
		wantAIName bool
	}{
		{"with a model", Deps{LLM: newLLM(t, ai.URL)}, llm.SourceAI, "", true},
		{"model failing", Deps{LLM: newLLM(t, failing)}, llm.SourceFallback, llm.FallbackModelFailed, false},
		{"no model", Deps{}, llm.SourceFallback, llm.FallbackNotConfigured, false},
	}
	goblin := decodeBody[MonsterResponse](t, serve(NewServer(Deps{Config: testConfig(t, nil)}), httptest.NewRequest("GET", "/api/monsters/goblin", nil))).Monster
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tc.deps.Config = testConfig(t, nil)
			w := serve(NewServer(tc.deps), jsonRequest("POST", "/api/monsters/reskin", reskinBody))
			if w.Code != 200 {
				t.Fatalf("status %d %s", w.Code, w.Body.String())
			}
			res := decodeBody[MonsterReskinResponse](t, w)
			if res.Source != tc.source || res.FallbackReason != tc.reason || len(res.Reskins) != 2 {
				t.Fatalf("source %q reason %q, %d cards", res.Source, res.FallbackReason, len(res.Reskins))
			}
			for _, card := range res.Reskins {
				if (card.NewName == "Cogwork Goblin") != tc.wantAIName || card.NewName == "" || card.VisualDescription == "" || card.LoreAdaptation == "" {
					t.Errorf("card %+v", card)
				}
				sb := card.StatBlock
				if sb.Name != card.NewName || sb.ArmorClass != goblin.ArmorClass || sb.HitPoints != goblin.HitPoints ||
					sb.HitDice != goblin.HitDice || sb.ChallengeRating != goblin.ChallengeRating || sb.XP != goblin.XP ||
					sb.Strength != goblin.Strength || sb.Dexterity != goblin.Dexterity || !reflect.DeepEqual(sb.Speed, goblin.Speed) ||
					len(sb.Actions) != len(goblin.Actions) {
					t.Errorf("stat block changed: %+v\nwant the goblin's: %+v", sb, goblin)
				}
			}
		})
	}
}

func TestMonsterReskinRefusesBadInput(t *testing.T) {
	h := NewServer(Deps{Config: testConfig(t, nil)})
	for body, field := range map[string]string{
		`{}`:                                   "monster",
		`{"slug":"Goblin King!"}`:              "slug",
		`{"slug":"goblin","tones":["sleepy"]}`: "tones",
		fmt.Sprintf(`{"slug":"goblin","theme":%q}`, strings.Repeat("x", 500)): "theme",
	} {
		w := serve(h, jsonRequest("POST", "/api/monsters/reskin", body))
		if e := envelopeOf(t, w); w.Code != 400 || e.Fields[field] == "" {
			t.Errorf("%s: %d %+v, want 400 on %s", body, w.Code, e, field)
		}
	}
	if w := serve(h, jsonRequest("POST", "/api/monsters/reskin", `{"slug":"goblin-king"}`)); w.Code != 404 {
		t.Errorf("unknown monster: %d %s", w.Code, w.Body.String())
	}
}

// When Open5e fails, the catalogue answers every read and the response
// carries the yellow notice; a monster the catalogue lacks is a 503 that
// says why.
func TestMonstersWhenOpen5eFails(t *testing.T) {
	var calls int
	open5e := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls++
		http.Error(w, "upstream on fire", http.StatusBadGateway)
	}))
	t.Cleanup(open5e.Close)
	client, err := monsters.NewOpen5e(nil, monsters.Open5eOptions{BaseURL: open5e.URL})
	if err != nil {
		t.Fatal(err)
	}
	h := NewServer(Deps{Config: testConfig(t, nil), Monsters: monsters.NewService(nil, nil, monsters.Options{Open5e: client})})
	get := func(path string) *httptest.ResponseRecorder { return serve(h, httptest.NewRequest("GET", path, nil)) }

	for _, path := range []string{"/api/monsters?name=owlbear", "/api/monsters", "/api/monsters/random?count=3"} {
		w := get(path)
		res := decodeBody[MonsterSearchResponse](t, w)
		if w.Code != 200 || res.Notice != monsters.NoticeUnavailable || res.Source != monsters.SourceSRD || len(res.Monsters) == 0 {
			t.Errorf("%s: %d, source %q, notice %q, %d monsters", path, w.Code, res.Source, res.Notice, len(res.Monsters))
		}
	}
	if owlbear := decodeBody[MonsterSearchResponse](t, get("/api/monsters?name=owlbear")); owlbear.Monsters[0].Slug != "owlbear" {
		t.Errorf("the catalogue's owlbear: %+v", owlbear.Monsters)
	}
	one := decodeBody[MonsterResponse](t, get("/api/monsters/goblin"))
	if one.Monster.Name != "Goblin" || one.Source != monsters.SourceSRD || one.Notice != monsters.NoticeUnavailable {
		t.Errorf("goblin: source %q notice %q", one.Source, one.Notice)
	}
	w := get("/api/monsters/beholder")
	if e := envelopeOf(t, w); w.Code != http.StatusServiceUnavailable || !strings.Contains(e.Message, "built-in SRD catalogue does not have this monster") {
		t.Errorf("a monster only Open5e could have: %d %+v", w.Code, e)
	}
	if calls == 0 {
		t.Error("Open5e was never asked")
	}
}

// A failure on the server's side of a random pick or a re-skin carries the
// spec's message for it; other errors keep theirs.
func TestMonsterRoutesInternalMessages(t *testing.T) {
	for _, tc := range []struct {
		err    error
		msg    string
		status int
		want   string
	}{
		{fmt.Errorf("disk on fire"), monsters.MsgRandomFailed, 500, "Failed to fetch random monsters"},
		{fmt.Errorf("disk on fire"), monsters.MsgReskinServiceFailed, 500, "Failed to generate monster re-skin. Please try again."},
		{derrors.FieldErrors{"count": monsters.MsgRandomCount}, monsters.MsgRandomFailed, 400, "Some fields need attention."},
		{derrors.NotFound("Monster not found: x"), monsters.MsgReskinServiceFailed, 404, "Monster not found: x"},
	} {
		got := errorFor(withInternalMessage(tc.err, tc.msg))
		if got.Status != tc.status || got.Message != tc.want {
			t.Errorf("%v: %d %q, want %d %q", tc.err, got.Status, got.Message, tc.status, tc.want)
		}
	}
}
