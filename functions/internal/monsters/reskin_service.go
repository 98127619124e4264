package monsters

import (
	"context"
	"embed"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/lorewright/lorewright/functions/internal/derrors"
	"github.com/lorewright/lorewright/functions/internal/llm"
	"github.com/lorewright/lorewright/functions/internal/llmapp"
	"github.com/lorewright/lorewright/functions/internal/srd"
)

// Reskin writes the re-skins a request asks for, each in its tone, all at
// once. Each card comes from the model when one is configured and its reply
// passes ParseReskinReply; otherwise from the built-in writer (Origin says
// which, and why). Every card's StatBlock is the original monster renamed,
// its numbers unchanged. Errors: derrors.FieldErrors for an invalid request,
// derrors.NotFound or ErrUnavailable for a slug that cannot be resolved, the
// model's abort error when the caller left.
func (s *Service) Reskin(ctx context.Context, req ReskinRequest) (ReskinResponse, error) {
	if p := req.Problems(); len(p) > 0 {
		return ReskinResponse{}, derrors.FieldErrors(p)
	}
	original, err := s.resolve(ctx, req)
	if err != nil {
		return ReskinResponse{}, err
	}
	theme, env := strings.TrimSpace(req.Theme), strings.TrimSpace(req.Environment)
	plan := req.tonePlan()
	cards := make([]Reskin, len(plan))
	errs := make([]error, len(plan))
	variant := s.intn(1 << 20)
	var wg sync.WaitGroup
	for i, tone := range plan {
		wg.Go(func() {
			cards[i], errs[i] = s.reskinOne(ctx, original, theme, env, tone, variant+i*7)
		})
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return ReskinResponse{}, err
		}
	}
	s.distinctNames(cards, original, theme, env, variant)
	resp := ReskinResponse{Reskins: cards, Origin: llm.FromModel()}
	createdAt := s.now().UTC()
	for i := range resp.Reskins {
		c := &resp.Reskins[i]
		c.ID = s.newID(createdAt.UnixMilli())
		c.CreatedAt = createdAt
		c.OriginalMonster = original
		c.StatBlock = Renamed(original, c.NewName)
		c.Theme, c.Environment = theme, env
		if c.Source != llm.SourceAI && resp.Source == llm.SourceAI {
			resp.Origin = c.Origin
		}
	}
	return resp, nil
}

// resolve returns the monster a request names.
func (s *Service) resolve(ctx context.Context, req ReskinRequest) (srd.Monster, error) {
	if req.Monster != nil {
		m := *req.Monster
		m.Name = strings.TrimSpace(m.Name)
		if m.Slug == "" || !srd.ValidSlug(m.Slug) {
			m.Slug = srd.Slug(m.Name)
		}
		if m.Actions == nil {
			m.Actions = []srd.Action{}
		}
		return m, nil
	}
	r, err := s.Get(ctx, strings.TrimSpace(req.Slug))
	if err != nil {
		return srd.Monster{}, err
	}
	return r.Monster, nil
}

// reskinOne writes one card: with the model, else (or when it fails) with
// the built-in writer. Only an abort is an error.
func (s *Service) reskinOne(ctx context.Context, m srd.Monster, theme, env string, tone Tone, variant int) (Reskin, error) {
	reply, origin, err := llmapp.Generate(ctx, s.ai, llmapp.Task[ReskinReply]{
		Name:    "monster re-skin",
		Request: reskinRequest(m, theme, env, tone),
		Parse: func(text string) (ReskinReply, error) {
			r, err := ParseReskinReply(text)
			if err == nil {
				err = r.checkAgainst(m)
			}
			return r, err
		},
		BuiltIn: func() (ReskinReply, []string) { return writeReskin(m, theme, env, tone, variant), nil },
	}, nil)
	if err != nil {
		return Reskin{}, err
	}
	return Reskin{NewName: reply.NewName, VisualDescription: reply.VisualDescription, BehavioralChanges: reply.BehavioralChanges,
		LoreAdaptation: reply.LoreAdaptation, Tone: tone, Origin: origin}, nil
}

// builtInCard is a card by the built-in writer.
func builtInCard(m srd.Monster, theme, env string, tone Tone, variant int, origin llm.Origin) Reskin {
	r := writeReskin(m, theme, env, tone, variant)
	return Reskin{NewName: r.NewName, VisualDescription: r.VisualDescription, BehavioralChanges: r.BehavioralChanges,
		LoreAdaptation: r.LoreAdaptation, Tone: tone, Origin: origin}
}

// distinctNames rewrites built-in cards whose name an earlier card has, so
// three cards of one tone are three creatures.
func (s *Service) distinctNames(cards []Reskin, m srd.Monster, theme, env string, variant int) {
	seen := map[string]bool{}
	for i := range cards {
		c := &cards[i]
		for try := 1; seen[strings.ToLower(c.NewName)] && c.Source != llm.SourceAI && try <= 12; try++ {
			*c = builtInCard(m, theme, env, c.Tone, variant+i*7+try*13, c.Origin)
		}
		seen[strings.ToLower(c.NewName)] = true
	}
}

// newID is a card id: "reskin_" and the time and a random part in base 36.
func (s *Service) newID(millis int64) string {
	return "reskin_" + strconv.FormatInt(millis, 36) + "_" + strconv.FormatInt(int64(s.intn(1<<30)), 36)
}

//go:embed prompts/*.tmpl
var promptFiles embed.FS

var prompts = llmapp.MustParse(promptFiles, "prompts/*.tmpl")

// reskinData is what the re-skin templates read.
type reskinData struct {
	Tone  Tone
	Guide string
	// Monster is the creature's statistics, a line each.
	Monster            string
	Theme, Environment string
}

// reskinRequest is the model call for one re-skin: the monster, the theme,
// environment and tone wanted, and the rules of the reply.
func reskinRequest(m srd.Monster, theme, env string, tone Tone) llm.Request {
	guide := moods[tone].guide
	if guide == "" {
		tone, guide = DefaultTone, moods[DefaultTone].guide
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Name: %s\n", oneLine(m.Name))
	fmt.Fprintf(&b, "%s %s, %s\n", oneLine(m.Size), oneLine(m.Type), oneLine(m.Alignment))
	cr := m.ChallengeRating
	if cr == "" {
		cr = srd.CRText(m.CR)
	}
	fmt.Fprintf(&b, "Armor Class %d; Hit Points %d (%s); Speed %s; Challenge %s\n", m.ArmorClass, m.HitPoints, oneLine(m.HitDice), oneLine(srd.FormatSpeed(m)), oneLine(cr))
	for _, part := range []struct {
		label string
		list  []srd.Action
	}{{"Traits", m.Traits}, {"Actions", m.Actions}, {"Reactions", m.Reactions}, {"Legendary actions", m.LegendaryActions}} {
		if len(part.list) == 0 {
			continue
		}
		names := make([]string, len(part.list))
		for i, a := range part.list {
			names[i] = oneLine(a.Name)
		}
		fmt.Fprintf(&b, "%s: %s\n", part.label, strings.Join(names, "; "))
	}
	return prompts.Request(llm.UseMonsterReskin, "reskin", reskinData{Tone: tone, Guide: guide, Monster: b.String(),
		Theme: oneLine(theme), Environment: oneLine(env)})
}

// oneLine keeps a field of the monster on its own line of the prompt.
func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }
