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

	"github.com/lorewright/lorewright/functions/internal/derrors"
	"github.com/lorewright/lorewright/functions/internal/llm"
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
	logger *slog.Logger
	model  llm.Completer
	now    func() time.Time

	mu  sync.Mutex // guards rng and tellings
	rng *rand.Rand
	// tellings are the last built-in telling of each request lately made,
	// so Generate New with the same choices tells another story.
	tellings map[string]telling
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
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	seed := opts.Seed
	if seed == 0 {
		seed = rand.Uint64()
	}
	return &Service{logger: logger, model: model, now: opts.Now, rng: rand.New(rand.NewPCG(seed, seed^0x5851f42d4c957f2d)),
		tellings: map[string]telling{}}
}

// Generate writes a background for req. onDelta, when not nil, receives the
// reply as it is produced: the model's reply as it arrives (a JSON object of
// the sections, perhaps fenced or with a line of prose around it), or the
// built-in background's JSON object one section at a time. The returned background is authoritative: when the model fails
// after sending pieces, it holds the built-in background, which was not
// sent, and the receiver must replace what it showed. Errors are
// derrors.FieldErrors for an invalid request, an abort when the caller went
// away, or onDelta's own error.
func (s *Service) Generate(ctx context.Context, req Request, onDelta func(text string) error) (Background, error) {
	if p := req.Problems(); len(p) > 0 {
		return Background{}, derrors.FieldErrors(p)
	}
	req = normalised(req)
	bg := Background{ID: s.newID(), Request: req, GeneratedAt: s.now().UTC()}
	if s.model == nil {
		return s.fallback(bg, llm.BuiltIn(false), onDelta)
	}
	call := llm.Request{Use: llm.UseBackgroundGeneration, System: generationSystem(req), User: generationUser(req)}
	var res llm.Result
	var err error
	streamed := false
	if onDelta == nil {
		res, err = s.model.Complete(ctx, call)
	} else {
		res, err = s.model.Stream(ctx, call, func(text string) error {
			streamed = true
			return onDelta(text)
		})
	}
	if err == nil {
		bg.Content, err = parseReply(res.Text, req)
	}
	if err != nil {
		if llm.Aborted(err) {
			return Background{}, err
		}
		s.logger.WarnContext(ctx, "backgrounds: model failed; built-in background", "err", err)
		if streamed {
			onDelta = nil // part of a reply is on screen; the result replaces it
		}
		return s.fallback(bg, llm.BuiltIn(true), onDelta)
	}
	bg.Origin = llm.FromModel()
	return bg, nil
}

func (s *Service) fallback(bg Background, origin llm.Origin, onDelta func(string) error) (Background, error) {
	key := tellingKey(bg.Request)
	s.mu.Lock()
	last, told := s.tellings[key]
	var now telling
	if told {
		bg.Content, now = tell(s.rng, bg.Request, &last)
	} else {
		bg.Content, now = tell(s.rng, bg.Request, nil)
	}
	if len(s.tellings) >= maxTellings {
		clear(s.tellings)
	}
	s.tellings[key] = now
	s.mu.Unlock()
	bg.Origin = origin
	if onDelta != nil {
		for _, piece := range sectionPieces(bg.Content) {
			if err := onDelta(piece); err != nil {
				return Background{}, err
			}
		}
	}
	return bg, nil
}

// Refine applies req.Description to req.Background with the model. Without
// a model, or when the model fails, the background comes back unchanged
// (the spec's refinement without a client) with the reason in the origin.
func (s *Service) Refine(ctx context.Context, req RefineRequest) (RefineResult, error) {
	if p := req.Problems(); len(p) > 0 {
		return RefineResult{}, derrors.FieldErrors(p)
	}
	unchanged := RefineResult{Background: req.Background, ChangedSections: []string{}, Origin: llm.BuiltIn(s.model != nil)}
	if s.model == nil {
		return unchanged, nil
	}
	res, err := s.model.Complete(ctx, llm.Request{Use: llm.UseBackgroundRefinement, System: refinementSystem, User: refinementUser(req)})
	var bg Background
	var changed []string
	if err == nil {
		bg, changed, err = mergeRefinement(req.Background, res.Text, req.TargetSection, s.now().UTC())
	}
	if err != nil {
		if llm.Aborted(err) {
			return RefineResult{}, err
		}
		s.logger.WarnContext(ctx, "backgrounds: refinement failed; background unchanged", "err", err)
		return unchanged, nil
	}
	return RefineResult{Background: bg, ChangedSections: changed, Origin: llm.FromModel()}, nil
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
