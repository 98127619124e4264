package balance

import (
	"context"
	"fmt"
	"log/slog"
	"math"
	"slices"
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
	// facts are what the analysis looks up of a word (factsWith).
	facts map[string]wordInfo
}

// NewService builds the analyser: model nil means keywords only; creatures
// (the SRD's: srd.SRD().Index()) nil means no monster is recognised
// (fights are not rated).
func NewService(logger *slog.Logger, model llm.Completer, creatures *srd.Index) *Service {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	return &Service{logger: logger, model: model, creatures: creatures, facts: factsWith(creatures)}
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
	// sentences numbers the sentence of each word (for counts).
	sentences []int32
	evidence  []evidence
	types     []Category
	conf      []int
	signals   [][]Signal
}

// read segments the text and classifies every segment by keywords.
func (s *Service) read(text string) *draft {
	kw := keywords()
	w := tokenize(text)
	w.markFacts(s.facts)
	found := mentions(s.creatures, w)
	r := newReader(w)
	kept := found[:0]
	for _, m := range found {
		if r.modifies(m) {
			continue
		}
		m.staged = stages(r, m)
		kept = append(kept, m)
	}
	found = kept
	d := &draft{text: text, lay: splitText(w, kw, namedCreatures{mentions: found}), mentions: found, sentences: r.sent}
	n := len(d.lay.spans)
	d.spanMentions = make([][2]int, 0, n)
	d.evidence = make([]evidence, 0, n)
	d.types = make([]Category, 0, n)
	d.conf = make([]int, 0, n)
	d.signals = make([][]Signal, 0, n)
	m := 0
	opening := true // no scene yet
	// The spans' signals share backing arrays: a span has a few, and a
	// long campaign many spans.
	var signals []scored
	var shown []Signal // the spans' top signals, sharing arrays too
	for i := 0; i < len(d.lay.spans); i++ {
		sp := d.lay.spans[i]
		for m < len(d.mentions) && d.mentions[m].first < sp.t0 {
			m++
		}
		first := m
		for m < len(d.mentions) && d.mentions[m].first < sp.t1 {
			m++
		}
		sec := d.lay.sections[sp.section]
		if cap(signals)-len(signals) < minSignalRoom {
			signals = make([]scored, 0, len(w.toks)/4+minSignalRoom)
		}
		e := gather(w, r, sp, sec, kw, d.mentions[first:m], signals[len(signals):])
		if n := len(e.signals); n > 0 && &e.signals[0] == &signals[:len(signals)+1][len(signals)] {
			// Written in place: keep them, and let a later signal of
			// this span go elsewhere.
			signals = signals[:len(signals)+n]
			e.signals = e.signals[:n:n]
		}
		if at, ok := turnToFight(r, sp, e); ok {
			// The paragraph turns from talk to a fight: two scenes.
			second := sp
			sp.t1, sp.end = at, sentenceEnd(text, w.toks[at-1].end, w.toks[at].start)
			second.t0, second.start = at, w.toks[at].start
			d.lay.spans = slices.Insert(d.lay.spans, i+1, second)
			d.lay.spans[i] = sp
			m = first
			i--
			continue
		}
		d.spanMentions = append(d.spanMentions, [2]int{first, m})
		opening = opening && sp.section == 0 && (sec.title || sec.heading == "") && len(d.lay.sections) > 1
		if opening {
			// What comes before the first scene of an adventure is its
			// frame: the premise, the background, the hook.
			e.add(Transition, openingPoints, sp.start, -1, Signal{Kind: SignalCue, Text: "the adventure's opening, before its first scene"})
		}
		d.evidence = append(d.evidence, e)
		d.types = append(d.types, "")
		d.conf = append(d.conf, 0)
		d.signals = append(d.signals, nil)
		var previous Category // breaks a tie in the same section
		if i > 0 && d.lay.spans[i-1].section == sp.section {
			previous = d.types[i-1]
		}
		headingKind := sec.kind
		if sec.weak {
			headingKind = "" // a place breaks no tie
		}
		c, conf := decide(e, headingKind, previous)
		opening = opening && (c == "" || c == Transition)
		switch {
		case c != "":
			if cap(shown)-len(shown) < maxSignals {
				shown = make([]Signal, 0, maxSignals*min(len(d.lay.spans)-i, 64))
			}
			top := appendTopSignals(shown, c, e.signals)[len(shown):]
			shown = shown[:len(shown)+len(top)]
			d.types[i], d.conf[i], d.signals[i] = c, conf, top[:len(top):len(top)]
		case i > 0 && d.lay.spans[i-1].section == sp.section:
			d.types[i], d.conf[i] = previous, contextConfidence
			d.signals[i] = []Signal{{Kind: SignalContext, Text: "no scene words: continues the previous segment"}}
		case sec.keyed && sec.start == sp.start:
			d.types[i], d.conf[i] = Exploration, contextConfidence
			d.signals[i] = []Signal{{Kind: SignalContext, Text: "no scene words: a place the party explores"}}
		default:
			d.types[i], d.conf[i] = Transition, contextConfidence
			d.signals[i] = []Signal{{Kind: SignalContext, Text: "no scene words: read as narration between scenes"}}
		}
	}
	return d
}

// minSignalRoom is the least room left for a span's signals in their
// shared array before another is made.
const minSignalRoom = 64

// openingPoints go to transition for the paragraphs before an adventure's
// first heading or keyed room.
const openingPoints = 2

// segmentExcerptChars bounds a segment's content in the answer.
const segmentExcerptChars = 200

// scene is a segment: consecutive spans of one type in one section, up to
// maxSegmentWords words (a long fight is several segments).
type scene struct {
	first, last int // span indexes
	typ         Category
}

// scenes merges the classified spans into scenes.
func (d *draft) scenes() []scene {
	var out []scene
	for i, sp := range d.lay.spans {
		if n := len(out); n > 0 {
			sc := &out[n-1]
			first := d.lay.spans[sc.first]
			if sc.typ == d.types[i] && first.section == sp.section && sp.t1-first.t0 <= maxSegmentWords {
				sc.last = i
				continue
			}
		}
		out = append(out, scene{first: i, last: i, typ: d.types[i]})
	}
	return out
}

// segment writes scene k as a segment: its confidence is its most certain
// span's, its signals the strongest of all its spans for its type.
func (d *draft) segment(k int, sc scene, pos *positions) Segment {
	first, last := d.lay.spans[sc.first], d.lay.spans[sc.last]
	seg := Segment{
		ID:            "seg-" + strconv.Itoa(k+1),
		Content:       excerpt(d.text[first.start:last.end], segmentExcerptChars),
		Type:          sc.typ,
		StartPosition: pos.utf16(first.start),
		EndPosition:   pos.utf16(last.end),
		Duration:      sc.typ.Minutes(),
		Section:       d.lay.sections[first.section].heading,
		Signals:       d.signals[sc.first],
	}
	seg.Confidence, seg.Scores = d.conf[sc.first], d.evidence[sc.first].scores
	if sc.first < sc.last {
		// The scene's signals for its type, the same word once.
		var room [8][]scored // a scene has a few spans: no allocation
		lists := room[:0]
		byModel := false
		for i := sc.first; i <= sc.last; i++ {
			seg.Confidence = max(seg.Confidence, d.conf[i])
			if i > sc.first {
				seg.Scores = seg.Scores.plus(d.evidence[i].scores)
			}
			lists = append(lists, d.evidence[i].signals)
			byModel = byModel || len(d.signals[i]) > 0 && d.signals[i][0].Kind == SignalModel
		}
		if top := topSignalsOf(sc.typ, lists...); len(top) > 0 {
			seg.Signals = top
			if byModel {
				seg.Signals = append([]Signal{{Kind: SignalModel, Text: modelSignalText}}, top[:min(len(top), maxSignals-1)]...)
			}
		}
	}
	return seg
}

// finish computes the figures of a classified draft.
func (s *Service) finish(d *draft, req AnalyzeRequest, origin llm.Origin) Analysis {
	pos := newPositions(d.text)
	party, prefs := req.party(), req.preferences()
	scenes := d.scenes()
	types := make([]Category, len(scenes))
	a := Analysis{
		Segments:        make([]Segment, len(scenes)),
		UserPreferences: prefs,
		TargetBalance:   Normalize(prefs),
		Party:           party,
		Encounters:      []Encounter{},
		Origin:          origin,
	}
	for k, sc := range scenes {
		a.Segments[k] = d.segment(k, sc, pos)
		types[k] = sc.typ
		a.EstimatedDuration += a.Segments[k].Duration
	}
	a.Balance = balanceOf(types)

	staged := func(span int) bool {
		r := d.spanMentions[span]
		return slices.ContainsFunc(d.mentions[r[0]:r[1]], func(m mention) bool { return m.staged })
	}
	var introduced []*srd.Creature // by earlier fights
	known := func(c *srd.Creature) bool { return slices.Contains(introduced, c) }
	type rated struct {
		f fight
		e Encounter
	}
	var found []rated
	for _, f := range findFights(d.text, d.lay, scenes, staged) {
		ms := d.mentions[d.spanMentions[f.first][0]:d.spanMentions[f.last][1]]
		groups := monsterGroups(d.text, ms, d.sentences, known)
		for _, m := range ms {
			if k := m.count.kind; k != countReference && k != countBare && counts(m) && !known(m.creature) {
				introduced = append(introduced, m.creature)
			}
		}
		if len(groups) == 0 {
			continue
		}
		e := Encounter{
			Title:         f.title,
			StartPosition: pos.utf16(d.lay.spans[f.first].start), EndPosition: pos.utf16(d.lay.spans[f.last].end),
			Monsters: groups, Rating: rate(groups, party), Possible: f.possible,
		}
		for _, k := range f.scenes {
			e.SegmentIDs = append(e.SegmentIDs, a.Segments[k].ID)
		}
		e.Summary = summarise(groups, e.Rating, party, f.possible)
		found = append(found, rated{f, e})
	}
	var climax *fightSpan
	for k, r := range found {
		// The opening of an adventure (no heading or key of its own) that
		// names what the party will fight later foretells that fight.
		if sec := d.lay.sections[d.lay.spans[r.f.first].section]; r.e.Possible && (sec.heading == "" || sec.title) &&
			foreshadows(r.e, found[k+1:], func(x rated) Encounter { return x.e }) {
			continue
		}
		r.e.ID = fmt.Sprintf("enc-%d", len(a.Encounters)+1)
		a.Encounters = append(a.Encounters, r.e)
		// The deadliest fight is the climax; the later one on a tie. A
		// fight that may not happen is no climax.
		if first, last := r.f.scenes[0], r.f.scenes[len(r.f.scenes)-1]; !r.e.Possible && (climax == nil || r.e.AdjustedXP >= climax.weight) {
			climax = &fightSpan{title: r.e.Title, first: first, last: last, weight: r.e.AdjustedXP}
		}
	}
	if climax == nil {
		// No rated fight: the longest run of combat, the later one on a tie.
		for _, r := range combatRuns(types) {
			if climax == nil || r.minutes >= climax.weight {
				sp := d.lay.spans[scenes[r.first].first]
				climax = &fightSpan{title: "Fight: " + excerpt(d.text[sp.start:sp.end], 48), first: r.first, last: r.last, weight: r.minutes}
			}
		}
	}

	a.Pacing = pacing(types, a.Segments, climax)
	longest := 0
	if a.Pacing.LongestSingleType != nil {
		longest = a.Pacing.LongestSingleType.Duration
	}
	a.OverallScore, a.ScoreBreakdown = score(a.Balance, a.TargetBalance, a.Pacing.TransitionQuality, a.Pacing.ClimaxPlacement, longest)
	a.Recommendations = recommend(types, a.Balance, a.TargetBalance, party, insertionPoint(d.text, d.lay, pos), pos, seedOf(d.text))
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
