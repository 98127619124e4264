package llm

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
