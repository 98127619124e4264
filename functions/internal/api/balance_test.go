package api

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/balance"
	"github.com/lorewright/lorewright/functions/internal/llm"
)

// threeScenes reads as combat, roleplay and exploration by keywords.
var threeScenes = strings.Join([]string{
	"Roll initiative! The orcs charge from the treeline, swinging greataxes, while their archers loose arrows at anyone who carries a torch.",
	`The merchant leans over the counter. "Prices are what they are, friend," he says, but he is willing to bargain if the party asks about his missing brother.`,
	"The corridor opens into a vaulted chamber. A DC 13 Investigation check reveals a hidden door behind a tapestry; the dust on the floor shows tracks leading through it.",
}, "\n")

func TestBalanceAnalyzeThreeWays(t *testing.T) {
	ai, _ := fakeOpenAI(t, `[{"index":0,"type":"combat","confidence":90},{"index":1,"type":"puzzle","confidence":80},{"index":2,"type":"transition","confidence":55}]`)
	broken := httptestServerStatus(t, http.StatusBadRequest)
	cases := []struct {
		name   string
		model  llm.Completer
		source llm.Source
		reason llm.FallbackReason
		second balance.Category
	}{
		{"with a model", newLLM(t, ai.URL), llm.SourceAI, "", "puzzle"},
		{"model failing", newLLM(t, broken), llm.SourceFallback, llm.FallbackModelFailed, "roleplay"},
		{"no model", nil, llm.SourceFallback, llm.FallbackNotConfigured, "roleplay"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			deps := Deps{Config: testConfig(t, nil)}
			if tc.model != nil {
				deps.LLM = tc.model
			}
			w := serve(NewServer(deps), jsonRequest("POST", "/api/balance/analyze", fmt.Sprintf(`{"text":%q}`, threeScenes)))
			if w.Code != 200 {
				t.Fatalf("status %d %s", w.Code, w.Body.String())
			}
			a := decodeBody[BalanceAnalyzeResponse](t, w)
			if a.Source != tc.source || a.FallbackReason != tc.reason || len(a.Segments) != 3 || a.Segments[1].Type != tc.second {
				t.Errorf("origin %+v, segments %+v", a.Origin, a.Segments)
			}
		})
	}
}

// Fights in the text are rated for the party with the DMG's arithmetic.
func TestBalanceAnalyzeRatesFights(t *testing.T) {
	text := strings.Join([]string{
		"## Encounter 1: Roadside Ambush (Combat)",
		"Two goblins leap from the bushes and attack the party with scimitars.",
		"## Encounter 2: The Troll Bridge (Combat)",
		"A troll and four orcs guard the bridge; roll initiative as they charge.",
	}, "\n")
	h := NewServer(Deps{Config: testConfig(t, nil)})
	w := serve(h, jsonRequest("POST", "/api/balance/analyze", fmt.Sprintf(`{"text":%q,"party":{"size":4,"level":3}}`, text)))
	a := decodeBody[BalanceAnalyzeResponse](t, w)
	if w.Code != 200 || len(a.Encounters) != 2 {
		t.Fatalf("status %d, encounters %+v", w.Code, a.Encounters)
	}
	// 2 goblins: 100 XP x1.5 = 150, under Easy (300) for 4 level-3 characters.
	// Troll 1800 + 4 orcs 400 = 2200 XP x2 (5 monsters) = 4400: Deadly (1600).
	first, second := a.Encounters[0], a.Encounters[1]
	if first.BaseXP != 100 || first.AdjustedXP != 150 || first.Difficulty != "trivial" {
		t.Errorf("goblins: base %d adjusted %d %s", first.BaseXP, first.AdjustedXP, first.Difficulty)
	}
	if second.BaseXP != 2200 || second.AdjustedXP != 4400 || second.Difficulty != "deadly" {
		t.Errorf("troll and orcs: base %d adjusted %d %s", second.BaseXP, second.AdjustedXP, second.Difficulty)
	}
}

func TestBalanceAnalyzeRefusesBadInput(t *testing.T) {
	h := NewServer(Deps{Config: testConfig(t, nil)})
	w := serve(h, jsonRequest("POST", "/api/balance/analyze", `{"text":"Too short.","party":{"size":0,"level":30},"preferences":{"combat":120,"roleplay":35,"exploration":20,"puzzle":10,"transition":5}}`))
	e := envelopeOf(t, w)
	if w.Code != 400 || e.Fields["text"] != "Content too short for meaningful analysis (minimum 100 characters)" ||
		e.Fields["party.size"] == "" || e.Fields["party.level"] == "" || e.Fields["preferences.combat"] == "" {
		t.Errorf("%d %+v", w.Code, e)
	}
	long := strings.Repeat("The party walks on. ", balance.MaxTextChars/20+1)
	cfg := testConfig(t, map[string]string{"MAX_BODY_BYTES": "4194304"})
	w = serve(NewServer(Deps{Config: cfg}), jsonRequest("POST", "/api/balance/analyze", fmt.Sprintf(`{"text":%q}`, long)))
	if w.Code != http.StatusRequestEntityTooLarge || !strings.Contains(envelopeOf(t, w).Message, "too long") {
		t.Errorf("over-long text: %d %s", w.Code, w.Body.String()[:min(200, w.Body.Len())])
	}
}
