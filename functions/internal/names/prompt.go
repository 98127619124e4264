package names

import (
	"embed"
	"strings"

	"github.com/lorewright/lorewright/functions/internal/english"
	"github.com/lorewright/lorewright/functions/internal/llm"
	"github.com/lorewright/lorewright/functions/internal/llmapp"
)

// maxPromptExclude bounds the names listed in a prompt as already taken;
// the rest are still filtered out of the reply.
const maxPromptExclude = 40

var styleWords = map[Style]string{
	Traditional: "traditional: the customary names of the race's own culture and language",
	Unique:      "unique: rare, unusual and memorable, avoiding the best-known fantasy names",
	Common:      "common: short, familiar and easy to say at the table",
}

//go:embed prompts/*.tmpl
var promptFiles embed.FS

var prompts = llmapp.MustParse(promptFiles, "prompts/*.tmpl")

type namesData struct {
	Count              int
	Race               Race
	StyleWords, Bearer string
	Avoid              []string
}

type variationsData struct {
	Count        int
	Race         Race
	Name, Bearer string
	Avoid        []string
}

// namesRequest is the model call for req (normalised).
func namesRequest(req Request) llm.Request {
	return prompts.Request(llm.UseNames, "names", namesData{Count: req.Count, Race: req.Race,
		StyleWords: styleWords[req.Style], Bearer: bearer(req.Profession), Avoid: newest(req.Exclude)})
}

// variationsRequest is the model call for req.
func variationsRequest(req VariationsRequest) llm.Request {
	return prompts.Request(llm.UseNameVariations, "variations", variationsData{Count: VariationsPerRequest, Race: req.Race,
		Name: req.Name, Bearer: bearer(req.Profession), Avoid: newest(req.Exclude)})
}

// bearer is "a miner" for the profession, or "" for none.
func bearer(p Profession) string {
	if p == "" {
		return ""
	}
	return english.WithArticle(strings.ToLower(string(p)))
}

// newest are the last names of exclude, as many as a prompt lists.
func newest(exclude []string) []string {
	return exclude[max(0, len(exclude)-maxPromptExclude):]
}
