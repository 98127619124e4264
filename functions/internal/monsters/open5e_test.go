package monsters

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/lorewright/lorewright/functions/internal/derrors"
	"github.com/lorewright/lorewright/functions/internal/srd"
)

// fakeOpen5e serves /v1/monsters/ like Open5e: filters, limit and offset,
// next links, and /v1/monsters/{slug}/. Fields set before the first request
// change its behaviour.
type fakeOpen5e struct {
	t        *testing.T
	srv      *httptest.Server
	monsters []map[string]any
	// pageSize overrides the limit asked (a server with its own page size).
	pageSize int
	// ignoreFilters answers every search with everything.
	ignoreFilters bool
	// status, when set, answers every request with it.
	status int
	// body, when set, answers every list request with it.
	body string
	// delay holds every reply back.
	delay time.Duration
	// gate, when set, holds replies until it is closed.
	gate chan struct{}
	// arrived, when set, is closed as the first request arrives.
	arrived chan struct{}
	arrive  sync.Once

	requests atomic.Int64
	mu       sync.Mutex
	queries  []url.Values
}

func newFakeOpen5e(t *testing.T, n int) *fakeOpen5e {
	f := &fakeOpen5e{t: t}
	for i := range n {
		f.monsters = append(f.monsters, fakeMonster(i))
	}
	f.srv = httptest.NewServer(http.HandlerFunc(f.serve))
	t.Cleanup(f.srv.Close)
	return f
}

// fakeMonster is an Open5e-shaped monster; its CR, type and size cycle.
func fakeMonster(i int) map[string]any {
	cr := srd.ChallengeRatings[i%len(srd.ChallengeRatings)]
	return map[string]any{
		"slug": fmt.Sprintf("beast-%04d", i), "name": fmt.Sprintf("Beast %04d", i),
		"size": srd.Sizes[i%len(srd.Sizes)], "type": srd.Types[i%len(srd.Types)], "subtype": "", "alignment": "unaligned",
		"armor_class": 12, "armor_desc": nil, "hit_points": 11, "hit_dice": "2d8",
		"speed": map[string]any{"walk": 30}, "strength": 10, "dexterity": 10, "constitution": 10,
		"intelligence": 2, "wisdom": 10, "charisma": 4, "challenge_rating": srd.CRText(cr), "cr": cr,
		"senses": "passive Perception 10", "languages": "", "desc": "",
		"actions":   []map[string]string{{"name": "Bite", "desc": "Melee Weapon Attack: +2 to hit."}},
		"reactions": "", "legendary_actions": "", "special_abilities": "",
	}
}

func (f *fakeOpen5e) url() string { return f.srv.URL + "/v1" }

func (f *fakeOpen5e) serve(w http.ResponseWriter, r *http.Request) {
	f.requests.Add(1)
	if f.arrived != nil {
		f.arrive.Do(func() { close(f.arrived) })
	}
	if f.gate != nil {
		<-f.gate
	}
	if f.delay > 0 {
		select {
		case <-time.After(f.delay):
		case <-r.Context().Done():
			return
		}
	}
	if f.status != 0 {
		w.WriteHeader(f.status)
		return
	}
	if r.Header.Get("Accept") != "application/json" {
		f.t.Errorf("Accept %q, want application/json", r.Header.Get("Accept"))
	}
	path := strings.TrimPrefix(r.URL.Path, "/v1/monsters/")
	if path != "" {
		for _, m := range f.monsters {
			if m["slug"] == strings.TrimSuffix(path, "/") {
				json.NewEncoder(w).Encode(m)
				return
			}
		}
		http.NotFound(w, r)
		return
	}
	q := r.URL.Query()
	f.mu.Lock()
	f.queries = append(f.queries, q)
	f.mu.Unlock()
	if f.body != "" {
		w.Write([]byte(f.body))
		return
	}
	var matched []map[string]any
	for _, m := range f.monsters {
		if f.ignoreFilters || fakeMatches(m, q) {
			matched = append(matched, m)
		}
	}
	limit, _ := strconv.Atoi(q.Get("limit"))
	if f.pageSize > 0 {
		limit = f.pageSize
	}
	offset, _ := strconv.Atoi(q.Get("offset"))
	end := min(offset+limit, len(matched))
	page := map[string]any{"count": len(matched), "next": nil, "previous": nil, "results": []map[string]any{}}
	if offset < len(matched) {
		page["results"] = matched[offset:end]
	}
	if end < len(matched) {
		next := *r.URL
		nq := next.Query()
		nq.Set("offset", strconv.Itoa(end))
		next.RawQuery = nq.Encode()
		page["next"] = "http://" + r.Host + next.RequestURI()
	}
	json.NewEncoder(w).Encode(page)
}

func fakeMatches(m map[string]any, q url.Values) bool {
	cr := m["cr"].(float64)
	if v := q.Get("name__icontains"); v != "" && !strings.Contains(strings.ToLower(m["name"].(string)), strings.ToLower(v)) {
		return false
	}
	if v := q.Get("type"); v != "" && m["type"] != v {
		return false
	}
	if v := q.Get("size"); v != "" && m["size"] != v {
		return false
	}
	if v, err := strconv.ParseFloat(q.Get("cr__gte"), 64); err == nil && cr < v {
		return false
	}
	if v, err := strconv.ParseFloat(q.Get("cr__lte"), 64); err == nil && cr > v {
		return false
	}
	return true
}

// clock is a settable time for cache and back-off tests.
type clock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *clock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.now }
func (c *clock) advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

func newClient(t *testing.T, f *fakeOpen5e, clk *clock, o Open5eOptions) *Open5e {
	t.Helper()
	o.BaseURL = f.url()
	if clk != nil {
		o.Now = clk.Now
	}
	c, err := NewOpen5e(nil, o)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestOpen5eFollowsNextLinks(t *testing.T) {
	cases := []struct {
		name                 string
		monsters, pageSize   int
		wantFound, wantPages int
		wantTruncated        bool
	}{
		{"one page", 40, 0, 40, 1, false},
		{"three pages of 1000", 2500, 0, 2500, 3, false},
		{"stops past 5000", 7000, 0, 5000, 5, true},
		{"server's own small pages, cut at 5000", 5300, 400, 5000, 13, true},
		{"exactly 5000", 5000, 0, 5000, 5, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFakeOpen5e(t, tc.monsters)
			f.pageSize = tc.pageSize
			found, truncated, err := newClient(t, f, nil, Open5eOptions{}).Search(context.Background(), Query{})
			if err != nil {
				t.Fatal(err)
			}
			if len(found) != tc.wantFound || truncated != tc.wantTruncated || int(f.requests.Load()) != tc.wantPages {
				t.Errorf("found %d (truncated %v) in %d requests; want %d (%v) in %d",
					len(found), truncated, f.requests.Load(), tc.wantFound, tc.wantTruncated, tc.wantPages)
			}
			if first := f.queries[0]; first.Get("limit") != "1000" {
				t.Errorf("first page asked limit %q, want 1000", first.Get("limit"))
			}
			slugs := map[string]bool{}
			for _, m := range found {
				slugs[m.Slug] = true
			}
			if len(slugs) != len(found) {
				t.Errorf("%d duplicates across pages", len(found)-len(slugs))
			}
		})
	}
}

func TestOpen5eSendsAndEnforcesFilters(t *testing.T) {
	f := newFakeOpen5e(t, 300)
	lo, hi := 0.1, 6.0
	q := Query{Name: " BEAST 0", Type: "Beast", Size: "small", CRMin: &lo, CRMax: &hi}
	found, _, err := newClient(t, f, nil, Open5eOptions{}).Search(context.Background(), q)
	if err != nil {
		t.Fatal(err)
	}
	got := f.queries[0]
	want := url.Values{"name__icontains": {"beast 0"}, "type": {"beast"}, "size": {"Small"},
		"cr__gte": {"0.1"}, "cr__lte": {"6"}, "limit": {"1000"}}
	if got.Encode() != want.Encode() {
		t.Errorf("query %s, want %s", got.Encode(), want.Encode())
	}
	// The server ignores filters: the client still returns only matches.
	g := newFakeOpen5e(t, 300)
	g.ignoreFilters = true
	filtered, _, err := newClient(t, g, nil, Open5eOptions{}).Search(context.Background(), q)
	if err != nil {
		t.Fatal(err)
	}
	if len(filtered) != len(found) || len(found) != 3 { // beasts 1, 43 and 211
		t.Fatalf("filtering server %d, ignoring server %d", len(found), len(filtered))
	}
	for _, m := range filtered {
		if !strings.Contains(strings.ToLower(m.Name), "beast 0") || m.Type != "beast" || m.Size != "Small" || m.CR < lo || m.CR > hi {
			t.Errorf("%+v passed the filters", m.Summary())
		}
	}
}

func TestOpen5eCache(t *testing.T) {
	clk := &clock{now: time.Unix(1_700_000_000, 0)}
	f := newFakeOpen5e(t, 50)
	// 3 searches and 12 monsters at most.
	c := newClient(t, f, clk, Open5eOptions{CacheTTL: time.Minute, CacheEntries: 3})
	ctx := context.Background()
	search := func(name string) {
		t.Helper()
		if _, _, err := c.Search(ctx, Query{Name: name}); err != nil {
			t.Fatal(err)
		}
	}
	search("beast 000")
	search("BEAST 000 ") // the same search once normalised
	if n := f.requests.Load(); n != 1 {
		t.Fatalf("a repeated search made %d requests, want 1 (a cache hit)", n)
	}
	if m, err := c.Get(ctx, "beast-0007"); err != nil || m.Name != "Beast 0007" || f.requests.Load() != 1 {
		t.Errorf("a monster of a cached search was fetched again (%v, %d requests)", err, f.requests.Load())
	}
	search("beast") // 50 monsters: more than the monsters cache holds
	if _, err := c.Get(ctx, "beast-0042"); err != nil || f.requests.Load() != 3 {
		t.Errorf("beast-0042 should have been fetched alone (%v, %d requests)", err, f.requests.Load())
	}
	search("beast 001")
	search("beast 002") // evicts "beast 000", the least recently used
	search("beast 000")
	if n := f.requests.Load(); n != 6 {
		t.Errorf("%d requests; the cache should have held 3 searches and evicted the oldest", n)
	}
	clk.advance(2 * time.Minute)
	search("beast 000")
	if n := f.requests.Load(); n != 7 {
		t.Errorf("an expired search was not asked again (%d requests)", n)
	}
	if c.searches.len() > 3 || c.monsters.len() > 12 {
		t.Errorf("cache holds %d searches and %d monsters, bounds are 3 and 12", c.searches.len(), c.monsters.len())
	}
}

func TestOpen5eSharesOneFetch(t *testing.T) {
	f := newFakeOpen5e(t, 20)
	f.gate = make(chan struct{})
	c := newClient(t, f, nil, Open5eOptions{})
	// The fetch is held until all five callers wait for it.
	var waiting atomic.Int32
	allWaiting := make(chan struct{})
	c.onWait = func() {
		if waiting.Add(1) == 5 {
			close(allWaiting)
		}
	}
	var wg sync.WaitGroup
	errs := make(chan error, 5)
	for range 5 {
		wg.Go(func() {
			found, _, err := c.Search(context.Background(), Query{Name: "beast"})
			if err == nil && len(found) != 20 {
				err = fmt.Errorf("found %d", len(found))
			}
			errs <- err
		})
	}
	select {
	case <-allWaiting:
	case <-time.After(10 * time.Second):
		t.Fatalf("only %d of 5 callers waited for a fetch", waiting.Load())
	}
	close(f.gate)
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Error(err)
		}
	}
	if n := f.requests.Load(); n != 1 {
		t.Errorf("5 identical searches made %d requests, want 1", n)
	}
}

func TestOpen5eFailures(t *testing.T) {
	closed := httptest.NewServer(http.NotFoundHandler())
	closed.Close()
	cases := []struct {
		name  string
		setup func(f *fakeOpen5e)
		base  string
	}{
		{"server error", func(f *fakeOpen5e) { f.status = http.StatusServiceUnavailable }, ""},
		{"not JSON", func(f *fakeOpen5e) { f.body = "<html>maintenance</html>" }, ""},
		{"next link to another host", func(f *fakeOpen5e) {
			f.body = `{"count": 2, "next": "http://169.254.169.254/latest/", "results": []}`
		}, ""},
		{"timeout", func(f *fakeOpen5e) { f.delay = 2 * time.Second }, ""},
		{"unreachable", nil, closed.URL},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFakeOpen5e(t, 10)
			if tc.setup != nil {
				tc.setup(f)
			}
			o := Open5eOptions{BaseURL: f.url(), Timeout: 100 * time.Millisecond}
			if tc.base != "" {
				o.BaseURL = tc.base
			}
			c, err := NewOpen5e(nil, o)
			if err != nil {
				t.Fatal(err)
			}
			_, _, err = c.Search(context.Background(), Query{Name: "beast"})
			if !errors.Is(err, ErrUnavailable) {
				t.Fatalf("error %v, want ErrUnavailable", err)
			}
			// The service answers from the catalogue and says so.
			res, err := NewService(nil, nil, Options{Open5e: c}).Search(context.Background(), Query{Name: "goblin"})
			if err != nil || res.Source != SourceSRD || res.Notice != NoticeUnavailable || len(res.Monsters) == 0 || res.Monsters[0].Name != "Goblin" {
				t.Errorf("fallback: %+v, %v", res, err)
			}
		})
	}
}

func TestOpen5eRestsAfterAFailure(t *testing.T) {
	clk := &clock{now: time.Unix(1_700_000_000, 0)}
	f := newFakeOpen5e(t, 10)
	f.status = http.StatusBadGateway
	c := newClient(t, f, clk, Open5eOptions{FailureBackoff: 30 * time.Second})
	ctx := context.Background()
	for range 3 {
		if _, _, err := c.Search(ctx, Query{}); !errors.Is(err, ErrUnavailable) {
			t.Fatalf("error %v", err)
		}
	}
	if _, err := c.Get(ctx, "beast-0001"); !errors.Is(err, ErrUnavailable) {
		t.Fatalf("get while resting: %v", err)
	}
	if n := f.requests.Load(); n != 1 {
		t.Errorf("%d requests while resting after a failure, want 1", n)
	}
	f.status = 0
	clk.advance(31 * time.Second)
	if found, _, err := c.Search(ctx, Query{}); err != nil || len(found) != 10 {
		t.Errorf("after resting: %d, %v", len(found), err)
	}
}

func TestServiceGet(t *testing.T) {
	f := newFakeOpen5e(t, 10)
	c := newClient(t, f, nil, Open5eOptions{})
	s := NewService(nil, nil, Options{Open5e: c})
	ctx := context.Background()

	if r, err := s.Get(ctx, "beast-0003"); err != nil || r.Source != SourceOpen5e || r.Monster.Name != "Beast 0003" || r.Notice != "" {
		t.Errorf("from Open5e: %+v, %v", r, err)
	}
	// Open5e does not know it, the catalogue does: no notice, nothing failed.
	if r, err := s.Get(ctx, "goblin"); err != nil || r.Source != SourceSRD || r.Notice != "" || r.Monster.HitPoints != 7 {
		t.Errorf("SRD slug: %+v, %v", r, err)
	}
	_, err := s.Get(ctx, "goblin-king")
	if !errors.Is(err, derrors.ErrNotFound) || err.Error() != "Monster not found: goblin-king" {
		t.Errorf("unknown slug: %v", err)
	}
	if _, err := s.Get(ctx, "../etc/passwd"); !errors.Is(err, derrors.ErrNotFound) {
		t.Errorf("a malformed slug: %v", err)
	}

	down := newFakeOpen5e(t, 10)
	down.status = http.StatusInternalServerError
	s = NewService(nil, nil, Options{Open5e: newClient(t, down, nil, Open5eOptions{})})
	if r, err := s.Get(ctx, "aboleth"); err != nil || r.Source != SourceSRD || r.Notice != NoticeUnavailable {
		t.Errorf("database down, SRD slug: %+v, %v", r, err)
	}
	if _, err := s.Get(ctx, "beast-0003"); !errors.Is(err, ErrUnavailable) {
		t.Errorf("database down, slug only it knows: %v", err)
	}
}

func TestServiceRandom(t *testing.T) {
	f := newFakeOpen5e(t, 30)
	picks := []int{700, 5} // the offset asked first, then one within the count
	var mu sync.Mutex
	intn := func(n int) int {
		mu.Lock()
		defer mu.Unlock()
		v := picks[0] % n
		picks = append(picks[1:], 0)
		return v
	}
	s := NewService(nil, nil, Options{Open5e: newClient(t, f, nil, Open5eOptions{}), Intn: intn})
	res, err := s.Random(context.Background(), 0)
	if err != nil || res.Source != SourceOpen5e || len(res.Monsters) != DefaultRandomCount {
		t.Fatalf("random: %+v, %v", res, err)
	}
	if offsets := []string{f.queries[0].Get("offset"), f.queries[1].Get("offset")}; !slices.Equal(offsets, []string{"700", "5"}) {
		t.Errorf("offsets asked %v: an offset past the end must be asked again within the count", offsets)
	}
	if res.Monsters[0].Slug != "beast-0005" {
		t.Errorf("first pick %s", res.Monsters[0].Slug)
	}
	var fields derrors.FieldErrors
	if _, err := s.Random(context.Background(), MaxRandomCount+1); !errors.As(err, &fields) || fields["count"] != MsgRandomCount {
		t.Errorf("a count over the limit: %v, want %q", err, MsgRandomCount)
	}
	if _, err := s.Random(context.Background(), MaxRandomCount+1); !errors.Is(err, derrors.ErrInvalid) {
		t.Errorf("too many: %v", err)
	}
	f.status = http.StatusTeapot
	if res, err := s.Random(context.Background(), 3); err != nil || res.Source != SourceSRD || res.Notice == "" || len(res.Monsters) != 3 {
		t.Errorf("fallback: %+v, %v", res, err)
	}
}

func TestServiceWithoutOpen5e(t *testing.T) {
	s := NewService(nil, nil, Options{})
	ctx := context.Background()
	res, err := s.Browse(ctx)
	if err != nil || res.Source != SourceSRD || res.Notice != "" || len(res.Monsters) != 325 {
		t.Errorf("browse: %d, %v, %v", len(res.Monsters), res.Source, err)
	}
	if _, err := s.Search(ctx, Query{Size: "enormous"}); !errors.Is(err, derrors.ErrInvalid) {
		t.Errorf("invalid query: %v", err)
	}
	if r, err := s.Get(ctx, "lich"); err != nil || r.Monster.Name != "Lich" || r.Source != SourceSRD {
		t.Errorf("get: %+v, %v", r, err)
	}
	if res, err := s.Random(ctx, 4); err != nil || len(res.Monsters) != 4 {
		t.Errorf("random: %+v, %v", res, err)
	}
}

func TestServiceSearchWhenTheCallerLeaves(t *testing.T) {
	f := newFakeOpen5e(t, 10)
	f.gate, f.arrived = make(chan struct{}), make(chan struct{})
	defer close(f.gate) // Open5e answers once the caller has gone
	s := NewService(nil, nil, Options{Open5e: newClient(t, f, nil, Open5eOptions{})})
	ctx, cancel := context.WithCancel(context.Background())
	go func() { <-f.arrived; cancel() }()
	if _, err := s.Search(ctx, Query{}); !errors.Is(err, context.Canceled) {
		t.Errorf("error %v, want the caller's cancellation (no fallback for nobody)", err)
	}
}

func TestOpen5eConversion(t *testing.T) {
	const goblin = `{"slug": "goblin", "desc": "", "name": "Goblin", "size": "Small", "type": "humanoid",
	"subtype": "goblinoid", "group": null, "alignment": "neutral evil", "armor_class": 15,
	"armor_desc": "leather armor, shield", "hit_points": 7, "hit_dice": "2d6",
	"speed": {"walk": 30, "fly": "20 ft.", "hover": true, "notes": "x"}, "strength": 8, "dexterity": 14,
	"constitution": "10", "intelligence": 10, "wisdom": 8, "charisma": 8, "strength_save": null,
	"dexterity_save": 4, "constitution_save": null, "intelligence_save": null, "wisdom_save": null,
	"charisma_save": 1, "perception": null, "skills": {"stealth": 6, "sleight_of_hand": 4},
	"damage_vulnerabilities": "", "damage_resistances": "cold; bludgeoning, piercing, and slashing from nonmagical attacks",
	"damage_immunities": "fire, poison", "condition_immunities": "Charmed, poisoned", "senses": "darkvision 60 ft., passive Perception 9",
	"languages": "Common, Goblin", "challenge_rating": "1/4", "cr": 0.25,
	"actions": [{"name": "Scimitar", "desc": "Melee Weapon Attack: +4 to hit.", "attack_bonus": 4}],
	"reactions": "", "legendary_desc": "", "legendary_actions": "",
	"special_abilities": [{"name": "Nimble Escape", "desc": "The goblin can take the Disengage or Hide action."}],
	"spell_list": [], "document__slug": "wotc-srd"}`
	var raw open5eMonster
	if err := json.Unmarshal([]byte(goblin), &raw); err != nil {
		t.Fatal(err)
	}
	m, ok := raw.toMonster()
	if !ok {
		t.Fatal("not converted")
	}
	if m.ArmorClass != 15 || m.ArmorDesc != "leather armor, shield" || m.Constitution != 10 || m.XP != 50 || m.ChallengeRating != "1/4" ||
		m.Speed["walk"] != 30 || m.Speed["fly"] != 20 || !m.Hover || len(m.Speed) != 2 || m.Reactions != nil || m.LegendaryActions != nil {
		t.Errorf("goblin: %+v", m)
	}
	if !slices.Equal(m.SavingThrows, []srd.Modifier{{Name: "Dexterity", Bonus: 4}, {Name: "Charisma", Bonus: 1}}) ||
		!slices.Equal(m.Skills, []srd.Modifier{{Name: "Sleight of Hand", Bonus: 4}, {Name: "Stealth", Bonus: 6}}) {
		t.Errorf("saves %v, skills %v", m.SavingThrows, m.Skills)
	}
	if !slices.Equal(m.DamageResistances, []string{"cold", "bludgeoning, piercing, and slashing from nonmagical attacks"}) ||
		!slices.Equal(m.DamageImmunities, []string{"fire", "poison"}) || !slices.Equal(m.ConditionImmunities, []string{"charmed", "poisoned"}) {
		t.Errorf("damage %v %v %v", m.DamageResistances, m.DamageImmunities, m.ConditionImmunities)
	}
	for _, bad := range []string{`{"slug": "", "name": "X"}`, `{"slug": "x y", "name": "X"}`, `{"slug": "x", "name": " "}`} {
		var r open5eMonster
		if err := json.Unmarshal([]byte(bad), &r); err != nil {
			t.Fatal(err)
		}
		if _, ok := r.toMonster(); ok {
			t.Errorf("%s converted", bad)
		}
	}
}

func TestNewOpen5eRefusesBadURLs(t *testing.T) {
	for _, bad := range []string{"ftp://example.org", "not a url", "/relative"} {
		if _, err := NewOpen5e(nil, Open5eOptions{BaseURL: bad}); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	c, err := NewOpen5e(nil, Open5eOptions{})
	if err != nil || c.BaseURL() != DefaultOpen5eURL {
		t.Errorf("default: %v, %v", c, err)
	}
}

// A CR 0 creature from Open5e that takes no actions is worth 0 XP, as in
// the catalogue; one that acts is worth 10.
func TestOpen5eCRZeroXP(t *testing.T) {
	for _, tc := range []struct {
		body string
		want int
	}{
		{`{"slug": "frog", "name": "Frog", "challenge_rating": "0", "cr": 0, "actions": []}`, 0},
		{`{"slug": "sea-horse", "name": "Sea Horse", "challenge_rating": "0", "cr": 0}`, 0},
		{`{"slug": "rat", "name": "Rat", "challenge_rating": "0", "cr": 0, "actions": [{"name": "Bite", "desc": "Melee Weapon Attack: +0 to hit."}]}`, 10},
		{`{"slug": "shrieker", "name": "Shrieker", "challenge_rating": "0", "cr": 0, "reactions": [{"name": "Shriek", "desc": "It shrieks."}]}`, 10},
	} {
		var o open5eMonster
		if err := json.Unmarshal([]byte(tc.body), &o); err != nil {
			t.Fatal(err)
		}
		m, ok := o.toMonster()
		if !ok || m.XP != tc.want || m.ChallengeRating != "0" {
			t.Errorf("%s: XP %d (%v), want %d", o.Name, m.XP, ok, tc.want)
		}
	}
}

// Open5e finds nothing for "wolves"; the catalogue's plural lookup finds
// the wolf, and a name neither knows stays an empty Open5e answer.
func TestServiceSearchFallsBackToTheCataloguesPlurals(t *testing.T) {
	f := newFakeOpen5e(t, 10)
	s := NewService(nil, nil, Options{Open5e: newClient(t, f, nil, Open5eOptions{})})
	ctx := context.Background()
	res, err := s.Search(ctx, Query{Name: "wolves"})
	if err != nil || res.Source != SourceSRD || res.Notice != "" || len(res.Monsters) == 0 || res.Monsters[0].Slug != "wolf" {
		t.Errorf("wolves: %+v, %v", res, err)
	}
	if f.requests.Load() == 0 {
		t.Error("Open5e was not asked first")
	}
	res, err = s.Search(ctx, Query{Name: "beholder"})
	if err != nil || res.Source != SourceOpen5e || len(res.Monsters) != 0 {
		t.Errorf("beholder: %+v, %v", res, err)
	}
	if res, err := s.Search(ctx, Query{Name: "beast 0003"}); err != nil || res.Source != SourceOpen5e || len(res.Monsters) != 1 {
		t.Errorf("a name Open5e knows: %+v, %v", res, err)
	}
}
