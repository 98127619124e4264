// Package content is the spec's content-generation call: a paragraph,
// outline, bullet points, introduction or conclusion about a prompt, written
// by the model in the user's voice, or built-in demo text when no model is
// configured or the call fails.
package content

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/lorewright/lorewright/functions/internal/llm"
)

// Type is the kind of text to write.
type Type string

const (
	TypeParagraph    Type = "paragraph"
	TypeOutline      Type = "outline"
	TypeBulletPoints Type = "bullet_points"
	TypeIntroduction Type = "introduction"
	TypeConclusion   Type = "conclusion"
)

// Length is how much to write.
type Length string

const (
	LengthShort  Length = "short"
	LengthMedium Length = "medium"
	LengthLong   Length = "long"
)

// Types and Lengths are every accepted value, in the order the web lists
// them (the API contract's enums are these slices: cmd/gencontract).
var (
	Types   = []Type{TypeParagraph, TypeOutline, TypeBulletPoints, TypeIntroduction, TypeConclusion}
	Lengths = []Length{LengthShort, LengthMedium, LengthLong}
)

// Limits on request fields.
const (
	MaxPromptChars  = 4000
	MaxContextChars = 8000
	maxWordChars    = 40
)

// GenerateRequest is the body of POST /api/content/generate.
type GenerateRequest struct {
	Prompt string `json:"prompt"`
	Type   Type   `json:"type"`
	// Tone is the user's preferred tone (default professional).
	Tone   string `json:"tone,omitempty"`
	Length Length `json:"length,omitempty"`
	// Context is optional surrounding text from the document.
	Context string `json:"context,omitempty"`
	// UserType and ExperienceLevel come from the user's profile (defaults
	// professional and intermediate).
	UserType        string `json:"userType,omitempty"`
	ExperienceLevel string `json:"experienceLevel,omitempty"`
}

// GenerateResponse is the generated text and where it came from.
type GenerateResponse struct {
	Content string `json:"content"`
	Type    Type   `json:"type"`
	llm.Origin
}

// a profile word goes into the system message, so it is held to plain words.
var profileWord = regexp.MustCompile(`^[A-Za-z][A-Za-z _-]*$`)

// Problems reports a message per invalid field, keyed by its JSON name.
func (r GenerateRequest) Problems() map[string]string {
	problems := map[string]string{}
	switch n := utf8.RuneCountInString(strings.TrimSpace(r.Prompt)); {
	case n == 0:
		problems["prompt"] = "Prompt is required."
	case n > MaxPromptChars:
		problems["prompt"] = fmt.Sprintf("Prompt must be at most %d characters.", MaxPromptChars)
	}
	switch {
	case r.Type == "":
		problems["type"] = "Type is required."
	case !slices.Contains(Types, r.Type):
		problems["type"] = "Type must be one of paragraph, outline, bullet_points, introduction, conclusion."
	}
	if r.Length != "" && !slices.Contains(Lengths, r.Length) {
		problems["length"] = "Length must be short, medium or long."
	}
	if utf8.RuneCountInString(r.Context) > MaxContextChars {
		problems["context"] = fmt.Sprintf("Context must be at most %d characters.", MaxContextChars)
	}
	for field, v := range map[string]string{"tone": r.Tone, "userType": r.UserType, "experienceLevel": r.ExperienceLevel} {
		if v != "" && (len(v) > maxWordChars || !profileWord.MatchString(v)) {
			problems[field] = fmt.Sprintf("%s must be a short plain word (letters, spaces, hyphens).", field)
		}
	}
	return problems
}

// normalised fills the defaults.
func (r GenerateRequest) normalised() GenerateRequest {
	r.Prompt = strings.TrimSpace(r.Prompt)
	r.Context = strings.TrimSpace(r.Context)
	if r.Length == "" {
		r.Length = LengthMedium
	}
	if r.Tone == "" {
		r.Tone = "professional"
	}
	if r.UserType == "" {
		r.UserType = "professional"
	}
	if r.ExperienceLevel == "" {
		r.ExperienceLevel = "intermediate"
	}
	return r
}
