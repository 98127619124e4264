package api

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/lorewright/lorewright/functions/internal/monsters"
	"github.com/lorewright/lorewright/functions/internal/srd"
)

// MonsterSearchRequest is the query of GET /api/monsters: every parameter
// optional (none: browse all). crMin and crMax accept "1/4" as well as 0.25.
type MonsterSearchRequest struct {
	monsters.Query
	// badCR holds the crMin/crMax texts that are not challenge ratings.
	badCR map[string]string
}

func (r MonsterSearchRequest) Valid(context.Context) map[string]string {
	problems := r.Query.Problems()
	for field, msg := range r.badCR {
		problems[field] = msg
	}
	return problems
}

// monsterSearchFromURL reads a MonsterSearchRequest from query parameters.
func monsterSearchFromURL(q url.Values) MonsterSearchRequest {
	req := MonsterSearchRequest{Query: monsters.Query{Name: q.Get("name"), Type: q.Get("type"), Size: q.Get("size")}}
	for field, dst := range map[string]**float64{"crMin": &req.CRMin, "crMax": &req.CRMax} {
		text := strings.TrimSpace(q.Get(field))
		if text == "" {
			continue
		}
		cr, err := srd.ParseCR(text)
		if err != nil {
			if req.badCR == nil {
				req.badCR = map[string]string{}
			}
			req.badCR[field] = fmt.Sprintf("%q is not a challenge rating (write 0 to 30, or 1/8, 1/4, 1/2).", text)
			continue
		}
		*dst = &cr
	}
	return req
}

// MonsterRandomRequest is the query of GET /api/monsters/random: count, how
// many monsters, 1 to 50 (10 when the query has none).
type MonsterRandomRequest struct {
	Count int `json:"count,omitempty"`
	// badCount is set when count is given but is not a whole number.
	badCount bool
}

func (r MonsterRandomRequest) Valid(context.Context) map[string]string {
	if r.badCount || r.Count < 0 || r.Count > monsters.MaxRandomCount {
		return map[string]string{"count": monsters.MsgRandomCount}
	}
	return nil
}

// monsterRandomFromURL reads a MonsterRandomRequest from query parameters;
// an empty count is no count, and "0" is refused like any number out of
// range (it does not mean the default).
func monsterRandomFromURL(q url.Values) MonsterRandomRequest {
	text := strings.TrimSpace(q.Get("count"))
	if text == "" {
		return MonsterRandomRequest{}
	}
	n, err := strconv.Atoi(text)
	return MonsterRandomRequest{Count: n, badCount: err != nil || n == 0}
}

// MonsterGetRequest is the path of GET /api/monsters/{slug}.
type MonsterGetRequest struct {
	Slug string `json:"slug"`
}

func (r MonsterGetRequest) Valid(context.Context) map[string]string {
	if !srd.ValidSlug(r.Slug) {
		return map[string]string{"slug": monsters.MsgInvalidSlug}
	}
	return nil
}

// MonsterSearchResponse is the body of GET /api/monsters and /api/monsters/random.
type MonsterSearchResponse = monsters.SearchResult

// MonsterResponse is the body of GET /api/monsters/{slug}: the monster with
// the themes, environments and tones suggested for re-skinning it.
type MonsterResponse struct {
	monsters.MonsterResult
	Suggestions monsters.Suggestions `json:"suggestions"`
}

// MonsterReskinRequest is the body of POST /api/monsters/reskin.
type MonsterReskinRequest struct {
	monsters.ReskinRequest
}

func (r MonsterReskinRequest) Valid(context.Context) map[string]string {
	return r.ReskinRequest.Problems()
}

// MonsterReskinResponse is its answer.
type MonsterReskinResponse = monsters.ReskinResponse

func handleMonsterSearch(logger *slog.Logger, svc *monsters.Service) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		req := monsterSearchFromURL(r.URL.Query())
		if problems := req.Valid(r.Context()); len(problems) > 0 {
			writeError(w, r, logger, errInvalid(problems))
			return
		}
		res, err := svc.Search(r.Context(), req.Query)
		if err != nil {
			writeError(w, r, logger, err)
			return
		}
		_ = encode(w, http.StatusOK, res)
	})
}

func handleMonsterRandom(logger *slog.Logger, svc *monsters.Service) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		req := monsterRandomFromURL(r.URL.Query())
		if problems := req.Valid(r.Context()); len(problems) > 0 {
			writeError(w, r, logger, errInvalid(problems))
			return
		}
		res, err := svc.Random(r.Context(), req.Count)
		if err != nil {
			writeError(w, r, logger, withInternalMessage(err, monsters.MsgRandomFailed))
			return
		}
		_ = encode(w, http.StatusOK, res)
	})
}

func handleMonsterGet(logger *slog.Logger, svc *monsters.Service) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		req := MonsterGetRequest{Slug: r.PathValue("slug")}
		if problems := req.Valid(r.Context()); len(problems) > 0 {
			writeError(w, r, logger, errInvalid(problems))
			return
		}
		res, err := svc.Get(r.Context(), req.Slug)
		if err != nil {
			writeError(w, r, logger, err)
			return
		}
		_ = encode(w, http.StatusOK, MonsterResponse{MonsterResult: res, Suggestions: monsters.SuggestionsFor(res.Monster.Type)})
	})
}

// handleMonsterReskin writes up to three re-skins. They are short JSON
// cards written in parallel, so they do not stream.
func handleMonsterReskin(logger *slog.Logger, svc *monsters.Service) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		req, err := decode[MonsterReskinRequest](r)
		if err != nil {
			writeError(w, r, logger, err)
			return
		}
		res, err := svc.Reskin(r.Context(), req.ReskinRequest)
		if err != nil {
			writeError(w, r, logger, withInternalMessage(err, monsters.MsgReskinServiceFailed))
			return
		}
		_ = encode(w, http.StatusOK, res)
	})
}

// withInternalMessage gives a failure on the server's side the route's own
// message (the spec's "Failed to fetch random monsters"); every other error
// (a bad request, a monster not found, the client leaving) keeps its own.
func withInternalMessage(err error, msg string) error {
	apiErr := errorFor(err)
	if apiErr.Code == "internal" {
		apiErr.Message = msg
	}
	return apiErr
}
