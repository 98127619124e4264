package backgrounds

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"strings"
	"sync"
	"time"

	lru "github.com/hashicorp/golang-lru/v2"

	"github.com/lorewright/lorewright/functions/internal/derrors"
	"github.com/lorewright/lorewright/functions/internal/llm"
	"github.com/lorewright/lorewright/functions/internal/llmapp"
)

// Options configures a Service; the zero value is ready for production.
type Options struct {
	// Seed makes built-in backgrounds and ids reproducible (tests); 0 seeds
	// at random.
	Seed uint64
	// Now is the clock (time.Now when nil).
	Now func() time.Time
}

// Service generates and refines backgrounds. It is safe for concurrent use.
type Service struct {
	ai  llmapp.Client
	now func() time.Time

	mu  sync.Mutex // guards rng, and a telling from its lookup to its storing
	rng *rand.Rand
	// tellings are the last built-in telling of each request lately made
	// (the least recently made forgotten first), so Generate New with the
	// same choices tells another story.
	tellings *lru.Cache[string, telling]
}

// maxTellings bounds the requests whose last telling is remembered.
const maxTellings = 1000

// tellingKey identifies a request's choices.
func tellingKey(req Request) string {
	raw, _ := json.Marshal(req)
	return string(raw)
}

// NewService returns a service; model nil means built-in backgrounds only.
func NewService(logger *slog.Logger, model llm.Completer, opts Options) *Service {
	if opts.Now == nil {
		opts.Now = time.Now
	}
	seed := opts.Seed
	if seed == 0 {
		seed = rand.Uint64()
	}
	tellings, _ := lru.New[string, telling](maxTellings) // errs only on a size below 1
	return &Service{ai: llmapp.New(logger, model), now: opts.Now, rng: rand.New(rand.NewPCG(seed, seed^0x5851f42d4c957f2d)),
		tellings: tellings}
}

// Generate writes a background for req. onDelta, when not nil, receives the
// reply as it is produced: the model's reply as it arrives (a JSON object of
// the sections, perhaps fenced or with a line of prose around it), or the
// built-in background's JSON object one section at a time. The returned
// background is authoritative: when the model fails after sending pieces,
// it holds the built-in background, which was not sent, and the receiver
// must replace what it showed. Errors are derrors.FieldErrors for an
// invalid request, an abort when the caller went away, or onDelta's own
// error.
func (s *Service) Generate(ctx context.Context, req Request, onDelta func(text string) error) (Background, error) {
	if p := req.Problems(); len(p) > 0 {
		return Background{}, derrors.FieldErrors(p)
	}
	req = normalised(req)
	bg := Background{ID: s.newID(), Request: req, GeneratedAt: s.now().UTC()}
	content, origin, err := llmapp.Generate(ctx, s.ai, llmapp.Task[Content]{
		Name:    "background generation",
		Request: generationRequest(req),
		Parse:   func(reply string) (Content, error) { return parseReply(reply, req) },
		BuiltIn: func() (Content, []string) {
			c := s.tellAgain(req)
			return c, sectionPieces(c)
		},
	}, onDelta)
	if err != nil {
		return Background{}, err
	}
	bg.Content, bg.Origin = content, origin
	return bg, nil
}

// tellAgain is the built-in background for req, another telling than the
// last one given for the same choices.
func (s *Service) tellAgain(req Request) Content {
	key := tellingKey(req)
	s.mu.Lock()
	defer s.mu.Unlock()
	var last *telling
	if t, told := s.tellings.Get(key); told {
		last = &t
	}
	c, now := tell(s.rng, req, last)
	s.tellings.Add(key, now)
	return c
}

// Refine applies req.Description to req.Background with the model. Without
// a model, or when the model fails, the background comes back unchanged
// (the spec's refinement without a client) with the reason in the origin.
func (s *Service) Refine(ctx context.Context, req RefineRequest) (RefineResult, error) {
	if p := req.Problems(); len(p) > 0 {
		return RefineResult{}, derrors.FieldErrors(p)
	}
	type refined struct {
		bg      Background
		changed []string
	}
	res, origin, err := llmapp.Generate(ctx, s.ai, llmapp.Task[refined]{
		Name:    "background refinement",
		Request: refinementRequest(req),
		Parse: func(reply string) (refined, error) {
			bg, changed, err := mergeRefinement(req.Background, reply, req.TargetSection, s.now().UTC())
			return refined{bg, changed}, err
		},
		BuiltIn: func() (refined, []string) { return refined{req.Background, []string{}}, nil },
	}, nil)
	if err != nil {
		return RefineResult{}, err
	}
	return RefineResult{Background: res.bg, ChangedSections: res.changed, Origin: origin}, nil
}

func (s *Service) newID() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return fmt.Sprintf("bg_%016x", s.rng.Uint64())
}

func normalised(req Request) Request {
	if req.GenerationStyle == "" {
		req.GenerationStyle = "detailed"
	}
	if req.Setting != "custom" {
		req.CustomSetting = ""
	}
	req.CustomSetting = strings.TrimSpace(req.CustomSetting)
	req.CustomRequirements = strings.TrimSpace(req.CustomRequirements)
	return req
}

// sectionPieces splits content into one JSON piece per section, in the
// spec's order; together they make one JSON object.
func sectionPieces(c Content) []string {
	raw, _ := json.Marshal(c)
	var fields map[string]json.RawMessage
	_ = json.Unmarshal(raw, &fields)
	var pieces []string
	for _, k := range topLevelKeys {
		v, ok := fields[k]
		if !ok {
			continue // an optional section the request did not ask for
		}
		sep := ","
		if len(pieces) == 0 {
			sep = "{"
		}
		key, _ := json.Marshal(k)
		pieces = append(pieces, sep+string(key)+":"+string(v))
	}
	if len(pieces) == 0 {
		return []string{"{}"}
	}
	pieces[len(pieces)-1] += "}"
	return pieces
}
