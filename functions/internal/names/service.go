package names

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"sync"

	"github.com/lorewright/lorewright/functions/internal/derrors"
	"github.com/lorewright/lorewright/functions/internal/llm"
	"github.com/lorewright/lorewright/functions/internal/llmapp"
)

// Options configures a Service; the zero value is ready for production.
type Options struct {
	// Seed makes built-in names reproducible (tests); 0 seeds at random.
	Seed uint64
	// RecentCallers and RecentPerCaller bound the memory of names given to
	// each caller (defaults 1,000 callers and 300 names each).
	RecentCallers, RecentPerCaller int
}

// Service generates names and variations. It is safe for concurrent use.
type Service struct {
	ai     llmapp.Client
	recent *recentNames

	mu  sync.Mutex // guards rng
	rng *rand.Rand
}

// Attempts at a fresh name before trying another style: names of the
// style are rarely exhausted, but a session can use up a small table.
const (
	attemptsPerStyle = 200
	// strictAttempts also refuse a personal name already used in the
	// request ("Thorgrim Ironfist" and "Thorgrim Stoneshield").
	strictAttempts = 150
)

// NewService returns a service; model nil means built-in names only.
func NewService(logger *slog.Logger, model llm.Completer, opts Options) *Service {
	if opts.RecentCallers == 0 {
		opts.RecentCallers = 1000
	}
	if opts.RecentPerCaller == 0 {
		opts.RecentPerCaller = 300
	}
	seed := opts.Seed
	if seed == 0 {
		seed = rand.Uint64()
	}
	return &Service{ai: llmapp.New(logger, model), recent: newRecentNames(opts.RecentCallers, opts.RecentPerCaller),
		rng: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
}

// Generate returns req.Count names (at most), none of them in req.Exclude
// or among the names recently given to caller (an opaque key such as the
// user id; empty means no memory). It returns derrors.FieldErrors for an
// invalid request and an error only when the caller went away.
func (s *Service) Generate(ctx context.Context, caller string, req Request) (Response, error) {
	if p := req.Problems(); len(p) > 0 {
		return Response{}, derrors.FieldErrors(p)
	}
	req = req.normalised()
	avoid := s.avoidSet(caller, req.Exclude)
	names, origin, err := llmapp.Generate(ctx, s.ai, llmapp.Task[[]Name]{
		Name:    "names",
		Request: namesRequest(req),
		Parse:   func(reply string) ([]Name, error) { return freshNames(reply, req, avoid) },
		BuiltIn: func() ([]Name, []string) { return s.inventNames(req, avoid), nil },
	}, nil)
	if err != nil {
		return Response{}, err
	}
	s.remember(caller, names)
	return Response{Names: names, Origin: origin}, nil
}

// freshNames reads the model's names, keeping those not in avoid (and
// adding them to it), at most req.Count.
func freshNames(reply string, req Request, avoid map[string]bool) ([]Name, error) {
	parsed, err := parseNames(reply)
	if err != nil {
		return nil, err
	}
	var out []Name
	for _, p := range parsed {
		k := nameKey(p.name)
		if avoid[k] {
			continue
		}
		avoid[k] = true
		out = append(out, Name{Name: p.name, Race: req.Race, Meaning: p.meaning, Profession: req.Profession})
		if len(out) == req.Count {
			break
		}
	}
	if len(out) == 0 {
		return nil, &llm.Error{Class: llm.ErrInvalidReply, Err: errors.New("names: every name in the reply is already in use")}
	}
	return out, nil
}

// inventNames makes built-in names, each new to the request and to avoid.
func (s *Service) inventNames(req Request, avoid map[string]bool) []Name {
	bs := s.inventBuilt(req, avoid)
	out := make([]Name, len(bs))
	for i, b := range bs {
		out[i] = Name{Name: b.full, Race: req.Race, Meaning: b.meaning, Profession: req.Profession}
	}
	return out
}

func (s *Service) inventBuilt(req Request, avoid map[string]bool) []built {
	s.mu.Lock()
	defer s.mu.Unlock()
	given := map[string]bool{}
	out := make([]built, 0, req.Count)
	for len(out) < req.Count {
		b, ok := s.fresh(req.Race, req.Style, req.Profession, avoid, given)
		if !ok {
			break // every table of the race is used up for this caller
		}
		avoid[nameKey(b.full)] = true
		given[nameKey(b.given)] = true
		out = append(out, b)
	}
	return out
}

// fresh finds a name not in avoid: in the style asked for, then in the
// others, then without the profession's mark. s.mu must be held.
func (s *Service) fresh(race Race, style Style, prof Profession, avoid, given map[string]bool) (built, bool) {
	styles := []Style{style}
	for _, st := range Styles {
		if st != style {
			styles = append(styles, st)
		}
	}
	profs := []Profession{prof}
	if prof != "" {
		profs = append(profs, "")
	}
	for _, p := range profs {
		for _, st := range styles {
			for attempt := range attemptsPerStyle {
				b := invent(s.rng, race, st, p)
				if avoid[nameKey(b.full)] || attempt < strictAttempts && given[nameKey(b.given)] {
					continue
				}
				return b, true
			}
		}
	}
	return built{}, false
}

// Variations returns up to three variations of req.Name that keep its
// race's sound, none of them the name itself, in req.Exclude or recently
// given to caller.
func (s *Service) Variations(ctx context.Context, caller string, req VariationsRequest) (VariationsResponse, error) {
	if p := req.Problems(); len(p) > 0 {
		return VariationsResponse{}, derrors.FieldErrors(p)
	}
	avoid := s.avoidSet(caller, req.Exclude)
	avoid[nameKey(req.Name)] = true
	vs, origin, err := llmapp.Generate(ctx, s.ai, llmapp.Task[[]Name]{
		Name:    "name variations",
		Request: variationsRequest(req),
		Parse:   func(reply string) ([]Name, error) { return freshVariations(reply, req, avoid) },
		BuiltIn: func() ([]Name, []string) {
			s.mu.Lock()
			defer s.mu.Unlock()
			return inventVariations(s.rng, req, avoid), nil
		},
	}, nil)
	if err != nil {
		return VariationsResponse{}, err
	}
	s.remember(caller, vs)
	return VariationsResponse{Variations: vs, Origin: origin}, nil
}

// freshVariations reads the model's variations, keeping those not in avoid
// (and adding them to it), at most VariationsPerRequest.
func freshVariations(reply string, req VariationsRequest, avoid map[string]bool) ([]Name, error) {
	parsed, err := parseVariations(reply)
	if err != nil {
		return nil, err
	}
	var out []Name
	for _, v := range parsed {
		k := nameKey(v)
		if avoid[k] {
			continue
		}
		avoid[k] = true
		out = append(out, Name{Name: v, Race: req.Race, Profession: req.Profession,
			Meaning: fmt.Sprintf("A variation of %s.", req.Name)})
		if len(out) == VariationsPerRequest {
			break
		}
	}
	if len(out) == 0 {
		return nil, &llm.Error{Class: llm.ErrInvalidReply, Err: errors.New("names: no new variation in the reply")}
	}
	return out, nil
}

// avoidSet is the keys of the names a caller must not get again.
func (s *Service) avoidSet(caller string, exclude []string) map[string]bool {
	avoid := make(map[string]bool, len(exclude))
	for _, n := range exclude {
		avoid[nameKey(n)] = true
	}
	s.recent.addTo(caller, avoid)
	return avoid
}

func (s *Service) remember(caller string, names []Name) {
	full := make([]string, len(names))
	for i, n := range names {
		full[i] = n.Name
	}
	s.recent.remember(caller, full...)
}

// Invent makes one built-in name with the caller's random source, for
// other tools that need people (the background generator's relatives and
// rivals). It keeps no memory; callers avoid repeats themselves.
func Invent(r *rand.Rand, race Race, style Style, profession Profession) Name {
	if _, ok := cultures[race]; !ok {
		race = Human
	}
	if _, ok := trades[profession]; !ok {
		profession = ""
	}
	if style == "" {
		style = DefaultStyle
	}
	b := invent(r, race, style, profession)
	return Name{Name: b.full, Race: race, Meaning: b.meaning, Profession: profession}
}
