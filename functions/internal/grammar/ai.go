package grammar

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/lorewright/lorewright/functions/internal/llm"
	"github.com/lorewright/lorewright/functions/internal/llmapp"
	"github.com/lorewright/lorewright/functions/internal/nlp"
)

// Completer is the model call the grammar check needs; *llm.Client
// satisfies it and tests use a fake.
type Completer interface {
	Complete(ctx context.Context, req llm.Request) (llm.Result, error)
}

// aiMaxChars caps the text sent to the model (the spec's 2,000-token reply
// could not cover more); the local engine still checks all of it.
const aiMaxChars = 12_000

var ruleAI = ruleInfo{"ai-review", "Found by the AI proofreader", "ai"}

// ErrUnparsable means the model replied without any usable issue block.
var ErrUnparsable = errors.New("grammar: model reply has no ISSUE_START/ISSUE_END blocks")

//go:embed prompts/*.tmpl
var promptFiles embed.FS

var prompts = llmapp.MustParse(promptFiles, "prompts/*.tmpl")

// checkAI asks the model and keeps the issues that pass the spec's filters.
func (c *Checker) checkAI(ctx context.Context, text string) ([]finding, error) {
	sent := text
	if len(sent) > aiMaxChars {
		cut := strings.LastIndexAny(sent[:aiMaxChars], ".!?\n")
		if cut <= 0 {
			cut = aiMaxChars
		}
		sent = sent[:cut+1]
	}
	// llm.UseGrammar carries the spec's settings: temperature 0.2, 2000
	// tokens. The fragments are found in the whole text, not in what was sent.
	req := prompts.Request(llm.UseGrammar, "proofread", sent)
	fs, err := llmapp.Ask(ctx, c.ai, req, func(reply string) ([]finding, error) { return parseAIReply(reply, text) })
	if err != nil {
		return nil, fmt.Errorf("grammar model call: %w", err)
	}
	return fs, nil
}

// parseAIReply reads ISSUE_START/ISSUE_END blocks. An issue is kept only if
// it has a message, a fragment and a correction, the fragment differs from
// the correction and appears in the text (the spec's filters). A reply that
// says NO_ISSUES is an empty, valid answer; one with no blocks at all is
// unparsable.
func parseAIReply(reply, text string) ([]finding, error) {
	blocks := strings.Split(reply, "ISSUE_START")
	if len(blocks) < 2 {
		if strings.Contains(reply, "NO_ISSUES") {
			return nil, nil
		}
		return nil, ErrUnparsable
	}
	var out []finding
	for _, block := range blocks[1:] {
		body, _, _ := strings.Cut(block, "ISSUE_END")
		fields := parseBlockFields(body)
		message, fragment, correction := fields["message"], fields["originalfragment"], fields["suggestedcorrection"]
		if message == "" || fragment == "" || correction == "" || fragment == correction {
			continue
		}
		start := findFree(text, fragment, out)
		if start < 0 {
			continue
		}
		msg := message
		if ex := fields["explanation"]; ex != "" && ex != message {
			msg = message + " " + ex
		}
		out = append(out, finding{
			kind: aiKind(fields["type"]), start: start, end: start + len(fragment), rule: ruleAI,
			message: msg, suggestions: []string{correction}, confidence: parseConfidence(fields["confidence"]),
		})
	}
	return out, nil
}

// parseBlockFields reads "Key: value" lines; keys are matched without case,
// spaces or markdown emphasis.
func parseBlockFields(body string) map[string]string {
	fields := map[string]string{}
	for _, line := range strings.Split(body, "\n") {
		key, value, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		key = strings.ToLower(strings.NewReplacer(" ", "", "*", "", "_", "", "-", "").Replace(strings.TrimSpace(key)))
		value = strings.TrimSpace(value)
		value = strings.TrimSpace(strings.Trim(value, "\"`"))
		if _, seen := fields[key]; !seen {
			fields[key] = value
		}
	}
	return fields
}

// findFree returns the first occurrence of fragment that no earlier finding
// covers, or -1.
func findFree(text, fragment string, taken []finding) int {
	from := 0
	for {
		i := strings.Index(text[from:], fragment)
		if i < 0 {
			return -1
		}
		start := from + i
		if !overlapsAny(taken, start, start+len(fragment)) {
			return start
		}
		from = start + 1
	}
}

func aiKind(t string) Kind {
	t = strings.ToLower(t)
	switch {
	case strings.Contains(t, "spell"):
		return Spelling
	case strings.Contains(t, "style"):
		return Style
	default:
		return Grammar
	}
}

// parseConfidence accepts 0.8, 80% or 80; anything else is 0.7.
func parseConfidence(s string) float64 {
	s = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(s), "%"))
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || v < 0 {
		return 0.7
	}
	if v > 1 {
		v /= 100
	}
	return min(v, 1)
}

// withoutPersonalEdits drops the model's findings that would change a word
// of the user's dictionary: the names a user added are never flagged, even
// when the model takes them for typos. A finding whose correction keeps the
// word ("Kael Dunmore were" to "Kael Dunmore was") stays.
func withoutPersonalEdits(text string, fs []finding, personal map[string]bool) []finding {
	if len(personal) == 0 {
		return fs
	}
	return slices.DeleteFunc(fs, func(f finding) bool {
		kept := map[string]bool{}
		if len(f.suggestions) > 0 {
			for start, end := range nlp.Words(f.suggestions[0]) {
				kept[stripPossessive(lowerWord(f.suggestions[0][start:end]))] = true
			}
		}
		for start, end := range nlp.Words(text[f.start:f.end]) {
			w := lowerWord(text[f.start+start : f.start+end])
			if base := stripPossessive(w); personal[w] || personal[base] {
				if !kept[base] {
					return true
				}
			}
		}
		return false
	})
}
