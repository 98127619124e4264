// Package monsters is the Monsters tab's domain: search, browse and random
// picks over the SRD catalogue (package srd), an Open5e client (the spec's
// public monster database) that falls back to the catalogue when it fails,
// and re-skins: a creature with a new name, look, behaviour and lore for a
// theme, an environment and a tone, its statistics unchanged.
package monsters

import (
	"context"
	"errors"
	"log/slog"
	"math/rand/v2"
	"slices"
	"strings"
	"time"

	"github.com/lorewright/lorewright/functions/internal/derrors"
	"github.com/lorewright/lorewright/functions/internal/llm"
	"github.com/lorewright/lorewright/functions/internal/llmapp"
	"github.com/lorewright/lorewright/functions/internal/srd"
)

// Options configures a Service; the zero value answers from the SRD
// catalogue alone.
type Options struct {
	// Open5e is the monster database; nil: the catalogue answers, with no notice.
	Open5e *Open5e
	// Catalogue answers when Open5e is absent or fails; SRD() when nil.
	Catalogue *srd.Catalogue
	// Now and Intn (a number in [0, n)) make time and chance testable.
	Now  func() time.Time
	Intn func(n int) int
}

// Service is the Monsters tab: search, browse, random, get and re-skins.
// It is safe for concurrent use.
type Service struct {
	logger    *slog.Logger
	ai        llmapp.Client
	open5e    *Open5e
	catalogue *srd.Catalogue
	searcher  *searcher
	now       func() time.Time
	intn      func(n int) int
}

// NewService returns a service; a nil logger discards, a nil model means
// re-skins are written by the built-in writer.
func NewService(logger *slog.Logger, model llm.Completer, o Options) *Service {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	s := &Service{logger: logger, ai: llmapp.New(logger, model), open5e: o.Open5e, catalogue: o.Catalogue, now: o.Now, intn: o.Intn}
	if s.catalogue == nil {
		s.catalogue = srd.SRD()
	}
	s.searcher = newSearcher(s.catalogue)
	if s.now == nil {
		s.now = time.Now
	}
	if s.intn == nil {
		s.intn = rand.IntN
	}
	return s
}

// Search lists the monsters matching q (the spec's GET /monsters/ with
// name, CR, type and size filters), best name matches first. When Open5e
// fails, the catalogue answers and the result carries NoticeUnavailable;
// when Open5e finds nothing by a name the catalogue knows (a plural, an
// alias: "wolves", "t-rex"), the catalogue's matches answer.
// Errors: derrors.FieldErrors for an invalid query, or the context's error
// when the caller left.
func (s *Service) Search(ctx context.Context, q Query) (SearchResult, error) {
	if p := q.Problems(); len(p) > 0 {
		return SearchResult{}, derrors.FieldErrors(p)
	}
	q = q.normalised()
	notice := ""
	if s.open5e != nil {
		found, truncated, err := s.open5e.Search(ctx, q)
		// Open5e matches names letter for letter, so "wolves" finds nothing
		// there; the catalogue knows plurals ("wolves" is the Wolf).
		if err == nil && len(found) == 0 && q.Name != "" {
			if rows := s.searcher.search(q); len(rows) > 0 {
				return SearchResult{Monsters: rows, Source: SourceSRD}, nil
			}
		}
		if err == nil {
			rows := make([]srd.Summary, len(found))
			for i, m := range found {
				rows[i] = m.Summary()
			}
			return SearchResult{Monsters: rankRows(rows, q.Name), Truncated: truncated, Source: SourceOpen5e}, nil
		}
		if ctx.Err() != nil {
			return SearchResult{}, ctx.Err()
		}
		s.logger.WarnContext(ctx, "monster search answered by the SRD catalogue", "err", err)
		notice = NoticeUnavailable
	}
	return SearchResult{Monsters: s.searcher.search(q), Source: SourceSRD, Notice: notice}, nil
}

// Browse lists every monster (Browse All Monsters).
func (s *Service) Browse(ctx context.Context) (SearchResult, error) {
	return s.Search(ctx, Query{})
}

// rankRows orders rows as the catalogue does: exact name, prefix, word
// prefix, anywhere; by name within each.
func rankRows(rows []srd.Summary, name string) []srd.Summary {
	name = strings.ToLower(name)
	rank := func(r srd.Summary) int {
		if name == "" {
			return 0
		}
		return max(nameRank(strings.ToLower(r.Name), name), 0)
	}
	slices.SortStableFunc(rows, func(a, b srd.Summary) int {
		if d := rank(a) - rank(b); d != 0 {
			return d
		}
		return strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name))
	})
	return rows
}

// Random lists n monsters picked at random (DefaultRandomCount when n is 0).
func (s *Service) Random(ctx context.Context, n int) (SearchResult, error) {
	if n < 0 || n > MaxRandomCount {
		return SearchResult{}, derrors.FieldErrors{"count": MsgRandomCount}
	}
	if n == 0 {
		n = DefaultRandomCount
	}
	notice := ""
	if s.open5e != nil {
		found, err := s.open5e.Random(ctx, n, s.intn(RandomOffsetLimit), s.intn)
		if err == nil {
			rows := make([]srd.Summary, len(found))
			for i, m := range found {
				rows[i] = m.Summary()
			}
			return SearchResult{Monsters: rows, Source: SourceOpen5e}, nil
		}
		if ctx.Err() != nil {
			return SearchResult{}, ctx.Err()
		}
		s.logger.WarnContext(ctx, "random monsters answered by the SRD catalogue", "err", err)
		notice = NoticeUnavailable
	}
	picked := random(s.catalogue, n, s.intn)
	rows := make([]srd.Summary, len(picked))
	for i, m := range picked {
		rows[i] = m.Summary()
	}
	return SearchResult{Monsters: rows, Source: SourceSRD, Notice: notice}, nil
}

// Get returns one monster by slug. The catalogue answers when Open5e fails
// or does not know the slug; derrors.NotFound ("Monster not found: {slug}")
// when neither has it, ErrUnavailable when Open5e failed and the catalogue
// lacks it.
func (s *Service) Get(ctx context.Context, slug string) (MonsterResult, error) {
	slug = strings.TrimSpace(slug)
	if !srd.ValidSlug(slug) {
		return MonsterResult{}, derrors.NotFound("Monster not found: %s", slug)
	}
	notice := ""
	var openErr error
	if s.open5e != nil {
		m, err := s.open5e.Get(ctx, slug)
		if err == nil {
			return MonsterResult{Monster: m, Source: SourceOpen5e}, nil
		}
		if ctx.Err() != nil {
			return MonsterResult{}, ctx.Err()
		}
		if !errors.Is(err, derrors.ErrNotFound) {
			s.logger.WarnContext(ctx, "monster answered by the SRD catalogue", "slug", slug, "err", err)
			notice, openErr = NoticeUnavailable, err
		}
	}
	if m, ok := s.catalogue.Get(slug); ok {
		return MonsterResult{Monster: m, Source: SourceSRD, Notice: notice}, nil
	}
	if openErr != nil {
		return MonsterResult{}, openErr
	}
	return MonsterResult{}, derrors.NotFound("Monster not found: %s", slug)
}
