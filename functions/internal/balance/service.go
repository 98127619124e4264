package balance

import (
	"context"
	"fmt"
	"log/slog"
	"math"
	"strconv"

	"github.com/lorewright/lorewright/functions/internal/derrors"
	"github.com/lorewright/lorewright/functions/internal/llm"
	"github.com/lorewright/lorewright/functions/internal/srd"
)

// Service analyses campaigns. It is safe for concurrent use.
type Service struct {
	logger    *slog.Logger
	model     llm.Completer
	creatures *srd.Index
}

// NewService builds the analyser: model nil means keywords only; creatures
// (the SRD's: srd.SRD().Index()) nil means no monster is recognised
// (fights are not rated).
func NewService(logger *slog.Logger, model llm.Completer, creatures *srd.Index) *Service {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	return &Service{logger: logger, model: model, creatures: creatures}
}

// Analyze analyses req.Text. It returns derrors.FieldErrors for an invalid
// request, and an error only then or when the caller went away (llm.ErrAbort)
// during the model call; a failing model falls back to the keyword
// classification (source fallback, reason model_failed).
func (s *Service) Analyze(ctx context.Context, req AnalyzeRequest) (Analysis, error) {
	if problems := req.Problems(); len(problems) > 0 {
		return Analysis{}, derrors.FieldErrors(problems)
	}
	d := s.read(req.Text)
	origin := llm.BuiltIn(false)
	if s.model != nil {
		// With nothing to classify, nothing fell back: the answer is the model path's.
		origin = llm.FromModel()
		if len(d.lay.spans) > 0 {
			if err := s.classifyWithModel(ctx, d); err != nil {
				if llm.Aborted(err) {
					return Analysis{}, err
				}
				s.logger.WarnContext(ctx, "balance classification fell back to keywords", "segments", len(d.lay.spans), "err", err)
				origin = llm.BuiltIn(true)
			}
		}
	}
	return s.finish(d, req, origin), nil
}

// draft is the text read and classified, before the figures.
type draft struct {
	text     string
	lay      layout
	mentions []mention
	// spanMentions is the range of mentions in each span.
	spanMentions [][2]int
	evidence     []evidence
	types        []Category
	conf         []int
	signals      [][]Signal
}

// read segments the text and classifies every segment by keywords.
func (s *Service) read(text string) *draft {
	kw := keywords()
	w := tokenize(text)
	found := mentions(s.creatures, w)
	d := &draft{text: text, lay: splitText(w, kw, namedCreatures{mentions: found}), mentions: found}
	n := len(d.lay.spans)
	d.spanMentions = make([][2]int, n)
	d.evidence = make([]evidence, n)
	d.types = make([]Category, n)
	d.conf = make([]int, n)
	d.signals = make([][]Signal, n)
	m := 0
	for i, sp := range d.lay.spans {
		for m < len(d.mentions) && d.mentions[m].first < sp.t0 {
			m++
		}
		first := m
		for m < len(d.mentions) && d.mentions[m].first < sp.t1 {
			m++
		}
		d.spanMentions[i] = [2]int{first, m}
		sec := d.lay.sections[sp.section]
		e := gather(w, sp, sec, kw, d.mentions[first:m])
		d.evidence[i] = e
		var previous Category
		if i > 0 {
			previous = d.types[i-1]
		}
		c, conf := decide(e, sec.kind, previous)
		switch {
		case c != "":
			d.types[i], d.conf[i], d.signals[i] = c, conf, topSignals(e, c)
		case i > 0 && d.lay.spans[i-1].section == sp.section:
			d.types[i], d.conf[i] = previous, contextConfidence
			d.signals[i] = []Signal{{Kind: SignalContext, Text: "no scene words: continues the previous segment"}}
		default:
			d.types[i], d.conf[i] = Transition, contextConfidence
			d.signals[i] = []Signal{{Kind: SignalContext, Text: "no scene words: read as narration between scenes"}}
		}
	}
	return d
}

// segmentExcerptChars bounds a segment's content in the answer.
const segmentExcerptChars = 200

// finish computes the figures of a classified draft.
func (s *Service) finish(d *draft, req AnalyzeRequest, origin llm.Origin) Analysis {
	pos := newPositions(d.text)
	party, prefs := req.party(), req.preferences()
	a := Analysis{
		Segments:        make([]Segment, len(d.lay.spans)),
		UserPreferences: prefs,
		TargetBalance:   Normalize(prefs),
		Party:           party,
		Encounters:      []Encounter{},
		Origin:          origin,
	}
	for i, sp := range d.lay.spans {
		a.Segments[i] = Segment{
			ID:            "seg-" + strconv.Itoa(i+1),
			Content:       excerpt(d.text[sp.start:sp.end], segmentExcerptChars),
			Type:          d.types[i],
			Confidence:    d.conf[i],
			StartPosition: pos.utf16(sp.start),
			EndPosition:   pos.utf16(sp.end),
			Duration:      d.types[i].Minutes(),
			Section:       d.lay.sections[sp.section].heading,
			Signals:       d.signals[i],
			Scores:        d.evidence[i].scores,
		}
		a.EstimatedDuration += a.Segments[i].Duration
	}
	a.Balance = balanceOf(d.types)

	var climax *fightSpan
	for _, f := range findFights(d.text, d.lay, d.types) {
		var ms []mention
		for _, i := range f.segments {
			r := d.spanMentions[i]
			ms = append(ms, d.mentions[r[0]:r[1]]...)
		}
		groups := monsterGroups(d.text, ms)
		if len(groups) == 0 {
			continue
		}
		first, last := f.segments[0], f.segments[len(f.segments)-1]
		e := Encounter{
			ID: fmt.Sprintf("enc-%d", len(a.Encounters)+1), Title: f.title,
			StartPosition: a.Segments[first].StartPosition, EndPosition: a.Segments[last].EndPosition,
			Monsters: groups, Rating: rate(groups, party),
		}
		for _, i := range f.segments {
			e.SegmentIDs = append(e.SegmentIDs, a.Segments[i].ID)
		}
		e.Summary = summarise(groups, e.Rating, party)
		a.Encounters = append(a.Encounters, e)
		// The deadliest fight is the climax; the later one on a tie.
		if climax == nil || e.AdjustedXP >= climax.weight {
			climax = &fightSpan{title: e.Title, first: first, last: last, weight: e.AdjustedXP}
		}
	}
	if climax == nil {
		// No rated fight: the longest run of combat, the later one on a tie.
		for _, r := range combatRuns(d.types) {
			if climax == nil || r.minutes >= climax.weight {
				sp := d.lay.spans[r.first]
				climax = &fightSpan{title: "Fight: " + excerpt(d.text[sp.start:sp.end], 48), first: r.first, last: r.last, weight: r.minutes}
			}
		}
	}

	a.Pacing = pacing(d.types, a.Segments, climax)
	longest := 0
	if a.Pacing.LongestSingleType != nil {
		longest = a.Pacing.LongestSingleType.Duration
	}
	a.OverallScore, a.ScoreBreakdown = score(a.Balance, a.TargetBalance, a.Pacing.TransitionQuality, a.Pacing.ClimaxPlacement, longest)
	a.Recommendations = recommend(d.types, a.Balance, a.TargetBalance, party, insertionPoint(d.text, d.lay, pos), pos, seedOf(d.text))
	return a
}

// fightSpan is the climax candidate: segments first..last and its weight
// (adjusted XP, or minutes of combat).
type fightSpan struct {
	title       string
	first, last int
	weight      int
}

// pacing measures the rhythm of the classified segments.
func pacing(types []Category, segs []Segment, climax *fightSpan) Pacing {
	p := Pacing{ClimaxPlacement: DefaultClimaxPlacement}
	if len(types) == 0 {
		p.TransitionQuality = 100
		return p
	}
	p.AverageSegmentLength = math.Round(10*float64(minutesOf(types))/float64(len(types))) / 10
	if r := longestRun(types); r.minutes > 0 {
		p.LongestSingleType = &Run{
			Type: r.category, Duration: r.minutes, Segments: r.last - r.first + 1, TooLong: r.minutes > LongRunMinutes,
			StartPosition: segs[r.first].StartPosition, EndPosition: segs[r.last].EndPosition,
		}
	}
	p.TransitionQuality, p.Transitions, p.GoodTransitions = transitionQuality(types)
	if climax != nil {
		p.ClimaxPlacement = placement(types, climax.first, climax.last)
		p.Climax = &Climax{Title: climax.title, StartPosition: segs[climax.first].StartPosition, EndPosition: segs[climax.last].EndPosition}
	}
	return p
}

// seedOf picks built-in scenes: the same text gets the same scenes. It is
// FNV-1a of the length and the first 4 KB, enough to vary between documents.
func seedOf(text string) uint32 {
	h := uint32(2166136261) ^ uint32(len(text))
	for i := 0; i < min(len(text), 4096); i++ {
		h ^= uint32(text[i])
		h *= 16777619
	}
	return h
}
