package monsters

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/lorewright/lorewright/functions/internal/srd"
)

// MaxQueryChars bounds the name text of a search.
const MaxQueryChars = 100

// Query is a monster search: any combination of a name (partial, any
// case), a creature type, a size and a challenge-rating range. The zero
// Query matches every monster (Browse All).
type Query struct {
	Name  string   `json:"name,omitempty"`
	Type  string   `json:"type,omitempty"`
	Size  string   `json:"size,omitempty"`
	CRMin *float64 `json:"crMin,omitempty"`
	CRMax *float64 `json:"crMax,omitempty"`
}

// Problems reports a message per invalid field; empty when q is valid.
func (q Query) Problems() map[string]string {
	problems := map[string]string{}
	if utf8.RuneCountInString(strings.TrimSpace(q.Name)) > MaxQueryChars {
		problems["name"] = fmt.Sprintf("Search text must be at most %d characters.", MaxQueryChars)
	} else if strings.ContainsFunc(q.Name, isControl) {
		problems["name"] = "Search text must be plain text."
	}
	if t := strings.TrimSpace(q.Type); t != "" && !slices.Contains(srd.Types, srd.BaseType(t)) {
		problems["type"] = "Type must be one of " + strings.Join(srd.Types, ", ") + "."
	}
	if s := strings.TrimSpace(q.Size); s != "" && canonicalSize(s) == "" {
		problems["size"] = "Size must be one of " + strings.Join(srd.Sizes, ", ") + "."
	}
	for field, v := range map[string]*float64{"crMin": q.CRMin, "crMax": q.CRMax} {
		if v != nil && (*v < 0 || *v > 30 || *v != *v) {
			problems[field] = "Challenge rating must be between 0 and 30."
		}
	}
	if q.CRMin != nil && q.CRMax != nil && problems["crMin"] == "" && problems["crMax"] == "" && *q.CRMin > *q.CRMax {
		problems["crMax"] = "The highest challenge rating must not be below the lowest."
	}
	return problems
}

func isControl(r rune) bool { return r < 0x20 || r == 0x7f }

func canonicalSize(s string) string {
	for _, size := range srd.Sizes {
		if strings.EqualFold(size, strings.TrimSpace(s)) {
			return size
		}
	}
	return ""
}

// normalised trims the name, lower-cases the type and capitalises the size
// as the data does.
func (q Query) normalised() Query {
	q.Name = strings.TrimSpace(q.Name)
	if t := strings.TrimSpace(q.Type); t != "" {
		q.Type = srd.BaseType(t)
	}
	if s := strings.TrimSpace(q.Size); s != "" {
		q.Size = canonicalSize(s)
	}
	return q
}

// matchesFilters reports whether a row passes the type, size and CR filters
// of a normalised query (not the name).
func (q Query) matchesFilters(s srd.Summary) bool {
	return (q.Type == "" || srd.BaseType(s.Type) == q.Type) &&
		(q.Size == "" || strings.EqualFold(s.Size, q.Size)) &&
		(q.CRMin == nil || s.CR >= *q.CRMin) &&
		(q.CRMax == nil || s.CR <= *q.CRMax)
}

// matches reports whether a row passes every part of a normalised query.
func (q Query) matches(s srd.Summary) bool {
	return q.matchesFilters(s) && (q.Name == "" || strings.Contains(strings.ToLower(s.Name), strings.ToLower(q.Name)))
}
