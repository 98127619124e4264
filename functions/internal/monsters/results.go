package monsters

import "github.com/lorewright/lorewright/functions/internal/srd"

// Source says which database answered a search.
type Source string

const (
	// SourceOpen5e: the public monster database answered.
	SourceOpen5e Source = "open5e"
	// SourceSRD: the built-in SRD catalogue answered.
	SourceSRD Source = "srd"
)

// Sources is every Source.
var Sources = []Source{SourceOpen5e, SourceSRD}

// NoticeUnavailable is the yellow notice of the search step when the
// monster database failed and the catalogue answered instead.
const NoticeUnavailable = "The monster database is unavailable right now, so the built-in SRD catalogue (325 monsters) is in use."

// The spec's messages (section 8). The service falls back instead of
// failing wherever it can. The web shows the first three when a search, the
// browse list or a re-skin request fails (it takes them from the generated
// contract); the API answers a random pick or a re-skin that failed on the
// server's side with MsgRandomFailed or MsgReskinServiceFailed.
const (
	MsgSearchFailed        = "Failed to search monsters. Please try again."
	MsgBrowseFailed        = "Failed to load common monsters. Please try again."
	MsgReskinFailed        = "Failed to generate re-skins. Please try again."
	MsgRandomFailed        = "Failed to fetch random monsters"
	MsgReskinServiceFailed = "Failed to generate monster re-skin. Please try again."
	MsgInvalidReply        = "Invalid re-skin response format."
)

// SearchResult is the list of the search step.
type SearchResult struct {
	Monsters []srd.Summary `json:"monsters"`
	// Truncated: the database held more than MaxResults matches.
	Truncated bool   `json:"truncated,omitempty"`
	Source    Source `json:"source"`
	// Notice is set when the database failed and the catalogue answered.
	Notice string `json:"notice,omitempty"`
}

// MonsterResult is one monster and where it came from.
type MonsterResult struct {
	Monster srd.Monster `json:"monster"`
	Source  Source      `json:"source"`
	Notice  string      `json:"notice,omitempty"`
}
