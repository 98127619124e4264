package campaign

import (
	"context"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"sync"
	"time"

	"github.com/lorewright/lorewright/functions/internal/campaign/internal/builtin"
	"github.com/lorewright/lorewright/functions/internal/campaign/internal/modelreply"
	"github.com/lorewright/lorewright/functions/internal/derrors"
	"github.com/lorewright/lorewright/functions/internal/llm"
	"github.com/lorewright/lorewright/functions/internal/llmapp"
)

// Service generates and refines campaigns with the model, or with the
// built-in generator when there is no model or it fails. It is safe for
// concurrent use.
type Service struct {
	ai  llmapp.Client
	now func() time.Time
	mu  sync.Mutex
	rng *rand.Rand // draws each call's seed
}

// Option configures a Service.
type Option func(*Service)

// WithSeed makes the service's built-in campaigns reproducible: the same
// seed gives the same sequence of campaigns. Without it the seed is random.
func WithSeed(seed uint64) Option {
	return func(s *Service) { s.rng = rand.New(rand.NewPCG(seed, seed^0xda3e39cb94b95bdb)) }
}

// WithClock sets the clock of generatedAt and lastRefinedAt.
func WithClock(now func() time.Time) Option {
	return func(s *Service) { s.now = now }
}

// NewService returns a service. A nil logger discards logs; a nil model
// means no model is configured (every answer is built in).
func NewService(logger *slog.Logger, model llm.Completer, opts ...Option) *Service {
	s := &Service{ai: llmapp.New(logger, model), now: time.Now}
	for _, o := range opts {
		o(s)
	}
	if s.rng == nil {
		s.rng = rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	}
	return s
}

// nextSeed draws the seed of one call and the id of its campaign.
func (s *Service) nextSeed() (uint64, string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	seed := s.rng.Uint64()
	return seed, fmt.Sprintf("cmp_%016x", s.rng.Uint64())
}

// Generate writes a campaign for the parameters. Text goes to onDelta as
// it is written (nil: no streaming): the model's own text, or the built-in
// campaign as Markdown, section by section. The result is authoritative:
// if the model fails after some text was sent, the result is a built-in
// campaign that replaces it (and is not sent through onDelta). Invalid
// parameters give derrors.FieldErrors; the caller going away gives an
// llm.ErrAbort error and nothing else.
func (s *Service) Generate(ctx context.Context, req GenerateRequest, onDelta func(string) error) (GenerateResult, error) {
	if problems := req.Problems(); len(problems) > 0 {
		return GenerateResult{}, derrors.FieldErrors(problems)
	}
	p := req.Parameters.WithDefaults()
	seed, id := s.nextSeed()
	c, origin, err := llmapp.Generate(ctx, s.ai, llmapp.Task[Campaign]{
		Name:    "campaign generation",
		Request: modelreply.GenerationRequest(p),
		// The reply as the model wrote it, with what it lacks from a
		// built-in campaign.
		Parse: func(reply string) (Campaign, error) { return ParseCampaign(reply, p) },
		BuiltIn: func() (Campaign, []string) {
			c := builtin.Campaign(p, seed)
			return c, markdownSections(c)
		},
	}, onDelta)
	if err != nil {
		return GenerateResult{}, err
	}
	c.ID, c.GeneratedAt = id, s.now().UTC()
	return GenerateResult{Campaign: c, Origin: origin}, nil
}
