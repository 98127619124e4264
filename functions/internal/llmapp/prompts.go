package llmapp

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"strings"
	"text/template"

	"github.com/lorewright/lorewright/functions/internal/llm"
)

// Prompts are a tool's prompt templates (text/template files embedded in
// its package). A prompt NAME is two templates, "NAME.system" and
// "NAME.user". Besides the built-in functions, templates have:
//
//	quote TEXT      Quote: user text as data
//	json VALUE      VALUE as compact JSON (quote it when it holds user text)
//	join LIST SEP   strings.Join
//	openQuote, closeQuote   the marks, for the system message's rule
type Prompts struct{ t *template.Template }

var funcs = template.FuncMap{
	"quote":      Quote,
	"json":       compactJSON,
	"join":       strings.Join,
	"openQuote":  func() string { return OpenQuote },
	"closeQuote": func() string { return CloseQuote },
}

// MustParse parses the templates matching patterns in fsys; it panics on
// an error, as a package's embedded templates are part of its code.
func MustParse(fsys fs.FS, patterns ...string) Prompts {
	return Prompts{template.Must(template.New("").Funcs(funcs).ParseFS(fsys, patterns...))}
}

// Request is the prompt name filled with data, for the use. A template
// that fails to execute is a bug in its package: Request panics.
func (p Prompts) Request(use llm.Use, name string, data any) llm.Request {
	return llm.Request{Use: use, System: p.Text(name+".system", data), User: p.Text(name+".user", data)}
}

// Text is one template filled with data, trimmed.
func (p Prompts) Text(name string, data any) string {
	var b strings.Builder
	if err := p.t.ExecuteTemplate(&b, name, data); err != nil {
		panic(fmt.Sprintf("llmapp: prompt template %s: %v", name, err))
	}
	return strings.TrimSpace(b.String())
}

// compactJSON encodes v without escaping <, > and & (the model reads the
// text as the user wrote it; Quote keeps the marks out).
func compactJSON(v any) (string, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return "", err
	}
	return strings.TrimSuffix(b.String(), "\n"), nil
}
