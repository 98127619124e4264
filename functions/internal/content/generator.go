package content

import (
	"context"
	"embed"
	"log/slog"
	"strings"

	"github.com/lorewright/lorewright/functions/internal/llm"
	"github.com/lorewright/lorewright/functions/internal/llmapp"
)

// Generator writes content with the model, or the demo text without one.
type Generator struct {
	ai llmapp.Client
}

// NewGenerator returns a generator; model nil means fallback content only.
func NewGenerator(logger *slog.Logger, model llm.Completer) *Generator {
	return &Generator{ai: llmapp.New(logger, model)}
}

// Generate writes the content in one piece.
func (g *Generator) Generate(ctx context.Context, req GenerateRequest) (GenerateResponse, error) {
	return g.Stream(ctx, req, nil)
}

// Stream writes the content, handing text to onDelta as it arrives (nil
// onDelta: no streaming). The returned response is authoritative: when the
// model fails midway it holds the fallback text, not the partial reply, and
// the receiver must replace what it has shown. Only an abort (the caller
// went away) is returned as an error.
func (g *Generator) Stream(ctx context.Context, req GenerateRequest, onDelta func(string) error) (GenerateResponse, error) {
	req = req.normalised()
	text, origin, err := llmapp.Generate(ctx, g.ai, llmapp.Task[string]{
		Name:    "content generation",
		Request: request(req),
		Parse:   func(reply string) (string, error) { return strings.TrimSpace(reply), nil },
		BuiltIn: func() (string, []string) {
			demo := DemoText(req.Type, req.Prompt)
			return demo, []string{demo}
		},
	}, onDelta)
	if err != nil {
		return GenerateResponse{}, err
	}
	return GenerateResponse{Content: text, Type: req.Type, Origin: origin}, nil
}

//go:embed prompts/*.tmpl
var promptFiles embed.FS

var prompts = llmapp.MustParse(promptFiles, "prompts/*.tmpl")

// promptData is what the templates read: the request with its defaults,
// and its length and type in words.
type promptData struct {
	GenerateRequest
	LengthWords, TypeWords string
}

var lengthWords = map[Length]string{
	LengthShort:  "short (about 100 words)",
	LengthMedium: "medium length (about 250 words)",
	LengthLong:   "long (about 500 words)",
}

// request is the model call for req (the spec's "Generate {type} content
// for: {prompt}", with the writer described in the system message).
func request(req GenerateRequest) llm.Request {
	req = req.normalised()
	data := promptData{GenerateRequest: req, LengthWords: lengthWords[req.Length], TypeWords: strings.ReplaceAll(string(req.Type), "_", " ")}
	return prompts.Request(useFor(req.Length), "content", data)
}

func useFor(l Length) llm.Use {
	switch l {
	case LengthShort:
		return llm.UseContentShort
	case LengthLong:
		return llm.UseContentLong
	default:
		return llm.UseContentMedium
	}
}
