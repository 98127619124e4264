package campaign

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"strings"
	"sync"
	"time"

	"github.com/lorewright/lorewright/functions/internal/derrors"
	"github.com/lorewright/lorewright/functions/internal/llm"
)

// Service generates and refines campaigns with the model, or with the
// built-in generator when there is no model or it fails. It is safe for
// concurrent use.
type Service struct {
	logger *slog.Logger
	model  llm.Completer
	now    func() time.Time
	mu     sync.Mutex
	rng    *rand.Rand // draws each call's seed
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
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	s := &Service{logger: logger, model: model, now: time.Now}
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
// parameters give derrors.FieldErrors; the caller going away (llm.ErrAbort
// or a cancelled context) gives an error and nothing else.
func (s *Service) Generate(ctx context.Context, req GenerateRequest, onDelta func(string) error) (GenerateResult, error) {
	if problems := req.Problems(); len(problems) > 0 {
		return GenerateResult{}, derrors.FieldErrors(problems)
	}
	p := req.Parameters.WithDefaults()
	seed, id := s.nextSeed()
	if s.model == nil {
		return s.builtInCampaign(ctx, p, seed, id, llm.BuiltIn(false), onDelta)
	}
	call := llm.Request{Use: llm.UseCampaignGeneration, System: GenerationSystem, User: GenerationPrompt(p)}
	text, streamed, err := s.ask(ctx, call, onDelta)
	var c Campaign
	if err == nil {
		c, err = ParseCampaign(text, p)
	}
	if err != nil {
		if aborted(ctx, err) {
			return GenerateResult{}, abortErr(ctx, err)
		}
		s.logger.WarnContext(ctx, "campaign generation fell back to a built-in campaign", "err", err)
		if streamed {
			onDelta = nil
		}
		return s.builtInCampaign(ctx, p, seed, id, llm.BuiltIn(true), onDelta)
	}
	c.ID, c.GeneratedAt = id, s.now().UTC()
	return GenerateResult{Campaign: c, Origin: llm.FromModel()}, nil
}

func (s *Service) builtInCampaign(ctx context.Context, p Parameters, seed uint64, id string, origin llm.Origin,
	onDelta func(string) error) (GenerateResult, error) {
	c := buildCampaign(p, seed)
	c.ID, c.GeneratedAt = id, s.now().UTC()
	if onDelta != nil {
		for _, section := range markdownSections(c) {
			if err := ctx.Err(); err != nil {
				return GenerateResult{}, abortErr(ctx, err)
			}
			if err := onDelta(section); err != nil {
				return GenerateResult{}, fmt.Errorf("stream built-in campaign: %w", err)
			}
		}
	}
	return GenerateResult{Campaign: c, Origin: origin}, nil
}

// ask calls the model, streaming when onDelta is set. streamed reports that
// some text already reached onDelta.
func (s *Service) ask(ctx context.Context, call llm.Request, onDelta func(string) error) (string, bool, error) {
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
	if err == nil && strings.TrimSpace(res.Text) == "" {
		err = &llm.Error{Class: llm.ErrInvalidReply, Err: errors.New("empty reply")}
	}
	return res.Text, streamed, err
}

// aborted: the caller went away, so there is no one to give a fallback to.
func aborted(ctx context.Context, err error) bool {
	return llm.Aborted(err) || ctx.Err() != nil
}

func abortErr(ctx context.Context, err error) error {
	if llm.Aborted(err) {
		return err
	}
	return &llm.Error{Class: llm.ErrAbort, Err: errors.Join(err, context.Cause(ctx))}
}
