package llm

import "errors"

// Source says where a feature's content came from, so the UI can label demo
// content honestly.
//
//tygo:emit export type SourceName = "ai" | "fallback";
type Source string

const (
	SourceAI       Source = "ai"
	SourceFallback Source = "fallback"
)

// Sources is every Source, in the order of the TypeScript union above.
var Sources = []Source{SourceAI, SourceFallback}

// FallbackReason says why content is built-in rather than the model's.
//
//tygo:emit export type FallbackReasonName = "not_configured" | "model_failed";
type FallbackReason string

const (
	// FallbackNotConfigured: the server has no model service.
	FallbackNotConfigured FallbackReason = "not_configured"
	// FallbackModelFailed: the model failed or its reply could not be used.
	FallbackModelFailed FallbackReason = "model_failed"
)

// FallbackReasons is every FallbackReason, in the order of the union above.
var FallbackReasons = []FallbackReason{FallbackNotConfigured, FallbackModelFailed}

// Origin is where a tool's answer came from. Every AI response embeds it,
// tagged `tstype:",extends"`: encoding/json promotes its fields and tygo makes
// the TypeScript interface extend Origin.
type Origin struct {
	Source Source `json:"source" tstype:"SourceName"`
	// FallbackReason is set when Source is "fallback".
	FallbackReason FallbackReason `json:"fallbackReason,omitempty" tstype:"FallbackReasonName"`
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
