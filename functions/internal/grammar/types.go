package grammar

// Kind is the class of an issue.
type Kind string

const (
	Spelling Kind = "spelling"
	Grammar  Kind = "grammar"
	Style    Kind = "style"
)

// Kinds is every kind, in the order the editor's filters list them.
var Kinds = []Kind{Spelling, Grammar, Style}

// Position is a span of the checked text in UTF-16 code units (as JavaScript
// strings count), end exclusive.
type Position struct {
	Start int `json:"start" jsonschema:"minimum=0"`
	End   int `json:"end" jsonschema:"minimum=0"`
}

// Rule names the check that produced an issue.
type Rule struct {
	ID          string `json:"id"`
	Description string `json:"description"`
	Category    string `json:"category"`
}

// Context is the text around an issue; the highlight offsets are UTF-16
// units within Text.
type Context struct {
	Text           string `json:"text"`
	HighlightStart int    `json:"highlightStart"`
	HighlightEnd   int    `json:"highlightEnd"`
}

// Issue is one grammar, spelling or style problem (the spec's Grammar error).
type Issue struct {
	ID           string   `json:"id"`
	Type         Kind     `json:"type"`
	Severity     string   `json:"severity"`
	Category     string   `json:"category"`
	Position     Position `json:"position"`
	Message      string   `json:"message"`
	ShortMessage string   `json:"shortMessage"`
	Suggestions  []string `json:"suggestions"`
	Confidence   float64  `json:"confidence"`
	Rule         Rule     `json:"rule"`
	Context      Context  `json:"context"`
}

// IssueCount counts issues by kind.
type IssueCount struct {
	Grammar  int `json:"grammar"`
	Spelling int `json:"spelling"`
	Style    int `json:"style"`
}

// CampaignMetrics describe the text as game-master prose.
type CampaignMetrics struct {
	// DndTerms counts official D&D terms found (glossary matches).
	DndTerms int `json:"dndTerms"`
	// DialogueRatio is the share of words inside quotation marks.
	DialogueRatio float64 `json:"dialogueRatio"`
	// DescriptiveRatio is the share of words in narration (outside quotes).
	DescriptiveRatio float64 `json:"descriptiveRatio"`
	// StyleBalance is dialogue-heavy, description-heavy or balanced.
	StyleBalance string `json:"styleBalance"`
}

// Statistics summarise a check (the spec's Grammar statistics).
type Statistics struct {
	TotalErrors     int             `json:"totalErrors"`
	GrammarErrors   int             `json:"grammarErrors"`
	SpellingErrors  int             `json:"spellingErrors"`
	StyleIssues     int             `json:"styleIssues"`
	QualityScore    int             `json:"qualityScore"`
	WordCount       int             `json:"wordCount"`
	SentenceCount   int             `json:"sentenceCount"`
	ParagraphCount  int             `json:"paragraphCount"`
	ReadingTime     int             `json:"readingTime"`
	IssueCount      IssueCount      `json:"issueCount"`
	CampaignMetrics CampaignMetrics `json:"campaignMetrics"`
}

// Source says where a result came from.
const (
	SourceLocal = "local"
	// SourceAI: the model's issues were merged into the local ones.
	SourceAI = "ai"
)

// NewWord is a word in no dictionary that the checker took for a name or a
// term the writer coined ("the vorthak", "Mira"), not for a misspelling: it
// is not flagged, and the writer may add it to their dictionary.
type NewWord struct {
	// Word is the word as first written (without a possessive ending).
	Word string `json:"word"`
	// Count is how often the document uses it (plural and singular
	// together).
	Count int `json:"count" jsonschema:"minimum=1"`
}

// Result is the outcome of one check.
type Result struct {
	Errors     []Issue    `json:"errors"`
	Statistics Statistics `json:"statistics"`
	Source     string     `json:"source"`
	// NewWords lists the names and coined words of the text, in order of
	// first use.
	NewWords []NewWord `json:"newWords"`
}

// finding is an issue before positions are converted to UTF-16; start and
// end are byte offsets.
type finding struct {
	kind        Kind
	start, end  int
	rule        ruleInfo
	message     string
	suggestions []string
	confidence  float64
}

type ruleInfo struct {
	id, description, category string
}
