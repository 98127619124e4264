package names

import (
	"encoding/json"
	"errors"
	"maps"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/lorewright/lorewright/functions/internal/llm"
)

// errNoNames: the reply held no usable name, even after salvage.
var errNoNames = errors.New("names: no usable name in the reply")

// Limits on what is kept of a model's name and meaning.
const (
	maxParsedNameChars = 60
	maxNameWords       = 6
	maxMeaningChars    = 300
	// maxJSONDepth bounds how deep a reply's JSON is searched for names.
	maxJSONDepth = 3
)

// parsedName is a name from a reply, before it gets the request's race and
// profession.
type parsedName struct {
	name, meaning string
}

// parseNames reads the spec's reply, a JSON array of objects with name and
// meaning, wherever it sits in the reply. An invalid reply is salvaged as
// the spec says: from its "name" fields, or as a single name.
func parseNames(reply string) ([]parsedName, error) {
	var out []parsedName
	if block, err := llm.ExtractJSON(reply); err == nil {
		var v any
		if json.Unmarshal([]byte(block), &v) == nil {
			out = namesIn(v, 0)
		}
	}
	// In a broken array the first well-formed block is one object of many:
	// the name fields of the whole reply hold more.
	if salvaged := salvageNameFields(reply); len(salvaged) > len(out) {
		out = salvaged
	}
	if len(out) > 0 {
		return out, nil
	}
	if n, ok := singleName(reply); ok {
		return []parsedName{{name: n}}, nil
	}
	return nil, &llm.Error{Class: llm.ErrInvalidReply, Err: errNoNames}
}

// parseVariations reads the spec's variations reply, a JSON array of
// strings; arrays of objects with names, and the quoted strings of a
// truncated array, are salvaged too.
func parseVariations(reply string) ([]string, error) {
	var out []string
	if block, err := llm.ExtractJSON(reply); err == nil {
		var v any
		if json.Unmarshal([]byte(block), &v) == nil {
			for _, p := range namesIn(v, 0) {
				out = append(out, p.name)
			}
		}
	}
	if len(out) == 0 {
		for _, m := range quotedString.FindAllStringSubmatchIndex(reply, -1) {
			if rest := strings.TrimLeft(reply[m[1]:], " \t\r\n"); strings.HasPrefix(rest, ":") {
				continue // a key, not a value
			}
			if s, ok := unquote(reply[m[2]:m[3]]); ok {
				if n, ok := cleanName(s); ok {
					out = append(out, n)
				}
			}
		}
	}
	if len(out) == 0 {
		if n, ok := singleName(reply); ok {
			out = append(out, n)
		}
	}
	if len(out) == 0 {
		return nil, &llm.Error{Class: llm.ErrInvalidReply, Err: errNoNames}
	}
	return out, nil
}

// namesIn collects names from decoded JSON: strings, objects with a name
// field, and arrays of either, also under a wrapping key ({"names": [...]}).
func namesIn(v any, depth int) []parsedName {
	if depth > maxJSONDepth {
		return nil
	}
	switch x := v.(type) {
	case string:
		if n, ok := cleanName(x); ok {
			return []parsedName{{name: n}}
		}
	case []any:
		var out []parsedName
		for _, e := range x {
			out = append(out, namesIn(e, depth+1)...)
		}
		return out
	case map[string]any:
		if p, ok := nameFromObject(x); ok {
			return []parsedName{p}
		}
		for _, k := range slices.Sorted(maps.Keys(x)) { // map order is random; answers must not be
			if arr, ok := x[k].([]any); ok {
				if out := namesIn(arr, depth+1); len(out) > 0 {
					return out
				}
			}
		}
	}
	return nil
}

// nameFromObject reads {"name": ..., "meaning": ...}, keys in any case.
func nameFromObject(m map[string]any) (parsedName, bool) {
	var p parsedName
	ok := false
	for k, v := range m {
		s, isString := v.(string)
		if !isString {
			continue
		}
		switch strings.ToLower(keySeparators.Replace(k)) {
		case "name", "fullname":
			p.name, ok = cleanName(s)
		case "meaning", "description", "significance":
			p.meaning = cleanMeaning(s)
		}
	}
	return p, ok
}

var (
	nameField    = regexp.MustCompile(`(?i)"(?:full_?)?name"\s*:\s*"((?:[^"\\]|\\.)*)"`)
	meaningField = regexp.MustCompile(`(?i)"meaning"\s*:\s*"((?:[^"\\]|\\.)*)"`)
	quotedString = regexp.MustCompile(`"((?:[^"\\\n]|\\.)*)"`)
	listMarker   = regexp.MustCompile(`^(?:[-*\x{2022}]|\d{1,2}[.)])\s+`)
	labelPrefix  = regexp.MustCompile(`(?i)^(?:name|names)\s*:\s*`)
)

// salvageNameFields takes the "name" fields of broken JSON (a reply cut off
// by the token limit, a missing comma), each with the meaning that follows
// it before the next name.
func salvageNameFields(reply string) []parsedName {
	matches := nameField.FindAllStringSubmatchIndex(reply, -1)
	var out []parsedName
	for i, m := range matches {
		raw, ok := unquote(reply[m[2]:m[3]])
		if !ok {
			continue
		}
		name, ok := cleanName(raw)
		if !ok {
			continue
		}
		end := len(reply)
		if i+1 < len(matches) {
			end = matches[i+1][0]
		}
		p := parsedName{name: name}
		if mm := meaningField.FindStringSubmatch(reply[m[1]:end]); mm != nil {
			if meaning, ok := unquote(mm[1]); ok {
				p.meaning = cleanMeaning(meaning)
			}
		}
		out = append(out, p)
	}
	return out
}

var keySeparators = strings.NewReplacer("_", "", "-", "", " ", "")

// notNames are replies of one capitalised word that are not names.
var notNames = map[string]bool{"sorry": true, "error": true, "none": true, "null": true, "undefined": true,
	"no": true, "yes": true, "ok": true, "okay": true, "hello": true, "name": true, "names": true, "unknown": true,
	"n/a": true, "json": true, "here": true, "sure": true, "certainly": true}

// singleName takes a reply that is just one name ("Aelar Galanodel"): one
// line of at most four words, each capitalised or a name particle.
func singleName(reply string) (string, bool) {
	s := strings.TrimSpace(strings.Trim(strings.TrimSpace(reply), "`"))
	if strings.ContainsAny(s, "\n{}[]") {
		return "", false
	}
	s = labelPrefix.ReplaceAllString(s, "")
	n, ok := cleanName(s)
	if !ok {
		return "", false
	}
	words := strings.Fields(n)
	if len(words) > 4 || notNames[strings.ToLower(n)] {
		return "", false
	}
	for _, w := range words {
		r, _ := utf8.DecodeRuneInString(strings.TrimLeft(w, "\"\u201c'"))
		if !unicode.IsUpper(r) && !particles[strings.ToLower(w)] {
			return "", false
		}
	}
	return n, true
}

// particles may sit lower-case inside a name: "Strahd von Zarovich".
var particles = map[string]bool{"von": true, "van": true, "de": true, "of": true, "the": true, "da": true, "del": true, "on": true}

// cleanName trims list marks, quotes and stray punctuation from a name and
// checks it looks like one: letters, spaces, apostrophes, hyphens and
// quoted nicknames; 2 to 60 characters, at most six words.
func cleanName(s string) (string, bool) {
	s = strings.TrimSpace(s)
	s = listMarker.ReplaceAllString(s, "")
	s = strings.Trim(s, " \t*_`\"'\u201c\u201d")
	s = strings.TrimRight(s, ".,;:!")
	s = strings.Join(strings.Fields(s), " ")
	n := utf8.RuneCountInString(s)
	if n < 2 || n > maxParsedNameChars || len(strings.Fields(s)) > maxNameWords {
		return "", false
	}
	letters := 0
	for _, r := range s {
		switch {
		case unicode.IsLetter(r):
			letters++
		case unicode.IsMark(r) || strings.ContainsRune(" '\u2019-.\"\u201c\u201d", r):
		default:
			return "", false
		}
	}
	first, _ := utf8.DecodeRuneInString(s)
	if letters < 2 || !unicode.IsLetter(first) {
		return "", false
	}
	return s, true
}

// cleanMeaning collapses spacing and bounds the length of a meaning.
func cleanMeaning(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if utf8.RuneCountInString(s) > maxMeaningChars {
		s = string([]rune(s)[:maxMeaningChars-1]) + "\u2026"
	}
	return s
}

// unquote decodes the body of a JSON string literal.
func unquote(body string) (string, bool) {
	var s string
	if err := json.Unmarshal([]byte(`"`+body+`"`), &s); err != nil {
		return "", false
	}
	return s, true
}
