package llm

import "errors"

// Source says where a feature's content came from, so the UI can label demo
// content honestly.
type Source string

const (
	SourceAI       Source = "ai"
	SourceFallback Source = "fallback"
)

// Sources is every Source.
var Sources = []Source{SourceAI, SourceFallback}

// FallbackReason says why content is built-in rather than the model's.
type FallbackReason string

const (
	// FallbackNotConfigured: the server has no model service.
	FallbackNotConfigured FallbackReason = "not_configured"
	// FallbackModelFailed: the model failed or its reply could not be used.
	FallbackModelFailed FallbackReason = "model_failed"
)

// FallbackReasons is every FallbackReason.
var FallbackReasons = []FallbackReason{FallbackNotConfigured, FallbackModelFailed}

// Origin is where a tool's answer came from. Every AI response embeds it
// (encoding/json promotes its fields).
type Origin struct {
	Source Source `json:"source"`
	// FallbackReason is set when Source is "fallback".
	FallbackReason FallbackReason `json:"fallbackReason,omitempty"`
}

// FromModel is the Origin of content the model wrote.
func FromModel() Origin { return Origin{Source: SourceAI} }

// BuiltIn is the Origin of built-in content: not configured when the feature
// has no model, else the model failed (err is the failure, for the caller's
// log; it does not change the reason).
func BuiltIn(modelConfigured bool) Origin {
	if !modelConfigured {
		return Origin{Source: SourceFallback, FallbackReason: FallbackNotConfigured}
	}
	return Origin{Source: SourceFallback, FallbackReason: FallbackModelFailed}
}

// Aborted reports whether err means the caller went away (stop work, send
// nothing) rather than a model failure (fall back).
func Aborted(err error) bool { return errors.Is(err, ErrAbort) }
