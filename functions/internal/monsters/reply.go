package monsters

import (
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/lorewright/lorewright/functions/internal/llm"
	"github.com/lorewright/lorewright/functions/internal/srd"
)

// ReskinReply is the JSON object the model must answer with (spec section
// 7); every field is required.
type ReskinReply struct {
	NewName           string `json:"newName" llm:"required"`
	VisualDescription string `json:"visualDescription" llm:"required"`
	BehavioralChanges string `json:"behavioralChanges" llm:"required"`
	LoreAdaptation    string `json:"loreAdaptation" llm:"required"`
}

// Limits on a reply's fields.
const (
	MaxNewNameChars = 60
	MaxReplyChars   = 2000
)

// ErrInvalidReply matches every reply ParseReskinReply refuses; its message
// is the spec's "Invalid re-skin response format.".
var ErrInvalidReply = errors.New(MsgInvalidReply)

// replyError says why a reply was refused.
type replyError struct {
	reason string
	err    error
}

func (e *replyError) Error() string { return MsgInvalidReply + " (" + e.reason + ")" }
func (e *replyError) Unwrap() error { return e.err }

// Is matches ErrInvalidReply and the model client's invalid-reply class.
func (e *replyError) Is(target error) bool {
	return target == ErrInvalidReply || target == llm.ErrInvalidReply
}

// ParseReskinReply reads the model's reply strictly: the first JSON object
// in it (code fences and prose around it are skipped) must hold the four
// fields as non-empty strings; a new name is one short line with a letter
// and no markup, and no field is longer than MaxReplyChars. Fields are
// trimmed. Any other reply is refused with ErrInvalidReply.
func ParseReskinReply(reply string) (ReskinReply, error) {
	block, err := llm.ExtractJSON(reply)
	if err != nil {
		return ReskinReply{}, &replyError{reason: "no JSON object", err: err}
	}
	if !strings.HasPrefix(block, "{") {
		return ReskinReply{}, &replyError{reason: "a JSON array, not an object"}
	}
	r, err := llm.DecodeReply[ReskinReply](block)
	if err != nil {
		var missing *llm.MissingFieldsError
		if errors.As(err, &missing) {
			return ReskinReply{}, &replyError{reason: "missing " + strings.Join(missing.Fields, ", "), err: err}
		}
		return ReskinReply{}, &replyError{reason: "fields are not all strings", err: err}
	}
	r.NewName = strings.Join(strings.Fields(r.NewName), " ")
	r.VisualDescription = strings.TrimSpace(r.VisualDescription)
	r.BehavioralChanges = strings.TrimSpace(r.BehavioralChanges)
	r.LoreAdaptation = strings.TrimSpace(r.LoreAdaptation)
	switch {
	case utf8.RuneCountInString(r.NewName) > MaxNewNameChars:
		return ReskinReply{}, &replyError{reason: fmt.Sprintf("newName longer than %d characters", MaxNewNameChars)}
	case strings.ContainsAny(r.NewName, "<>{}[]*#`|\\") || !strings.ContainsFunc(r.NewName, unicode.IsLetter):
		return ReskinReply{}, &replyError{reason: "newName is not a plain name"}
	}
	for field, v := range map[string]string{"visualDescription": r.VisualDescription,
		"behavioralChanges": r.BehavioralChanges, "loreAdaptation": r.LoreAdaptation} {
		if utf8.RuneCountInString(v) > MaxReplyChars {
			return ReskinReply{}, &replyError{reason: fmt.Sprintf("%s longer than %d characters", field, MaxReplyChars)}
		}
	}
	return r, nil
}

// checkAgainst refuses a reply that does not re-skin m: the same name is
// no new name.
func (r ReskinReply) checkAgainst(m srd.Monster) error {
	if strings.EqualFold(r.NewName, m.Name) || strings.EqualFold(r.NewName, srd.BaseName(m.Name)) {
		return &replyError{reason: "newName is the original name"}
	}
	return nil
}
