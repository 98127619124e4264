package llm

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
)

// maxCandidates bounds how many opening brackets ExtractJSON tries, so a
// long reply full of stray brackets cannot make it quadratic.
const maxCandidates = 32

// ErrNoJSON means a reply held no well-formed JSON object or array.
var ErrNoJSON = errors.New("llm: no JSON object or array in the reply")

// MissingFieldsError lists required fields that a reply left out or empty.
type MissingFieldsError struct {
	Fields []string
}

func (e *MissingFieldsError) Error() string {
	return "llm: reply is missing required fields: " + strings.Join(e.Fields, ", ")
}

// ExtractJSON returns the first well-formed JSON object or array in a model
// reply: a fenced ```json block is preferred; otherwise surrounding prose is
// skipped and the first balanced {...} or [...] that parses is taken.
func ExtractJSON(reply string) (string, error) {
	if inner, _, ok := FencedBlock(reply); ok {
		if s, err := firstJSONBlock(inner); err == nil {
			return s, nil
		}
	}
	return firstJSONBlock(reply)
}

// FencedBlock returns the body of the first ``` fence in a reply, its
// language tag dropped; closed reports that the fence ends (an unclosed
// fence runs to the end of the reply), found that there is one at all.
func FencedBlock(reply string) (body string, closed, found bool) {
	start := strings.Index(reply, "```")
	if start < 0 {
		return "", false, false
	}
	rest := reply[start+3:]
	nl := strings.IndexByte(rest, '\n')
	if nl < 0 {
		return "", false, false
	}
	if tag := strings.TrimSpace(rest[:nl]); strings.ContainsAny(tag, "{[") {
		// "```{...}" on one line: no language tag, the JSON starts here.
		nl = -1
	}
	body = rest[nl+1:]
	end := strings.Index(body, "```")
	if end < 0 {
		return body, false, true
	}
	return body[:end], true, true
}

func firstJSONBlock(s string) (string, error) {
	tried := 0
	for i := 0; i < len(s) && tried < maxCandidates; i++ {
		if s[i] != '{' && s[i] != '[' {
			continue
		}
		tried++
		if end, ok := balancedEnd(s, i); ok && json.Valid([]byte(s[i:end])) {
			return s[i:end], nil
		}
	}
	return "", ErrNoJSON
}

// balancedEnd finds where the bracket at s[start] closes, skipping brackets
// inside JSON strings. It returns the index just past the closing bracket.
func balancedEnd(s string, start int) (int, bool) {
	stack := make([]byte, 0, 16)
	inString, escaped := false, false
	for i := start; i < len(s); i++ {
		ch := s[i]
		if inString {
			switch {
			case escaped:
				escaped = false
			case ch == '\\':
				escaped = true
			case ch == '"':
				inString = false
			}
			continue
		}
		switch ch {
		case '"':
			inString = true
		case '{':
			stack = append(stack, '}')
		case '[':
			stack = append(stack, ']')
		case '}', ']':
			if len(stack) == 0 || stack[len(stack)-1] != ch {
				return 0, false
			}
			stack = stack[:len(stack)-1]
			if len(stack) == 0 {
				return i + 1, true
			}
		}
	}
	return 0, false
}

// DecodeReply extracts the JSON from a reply, decodes it into T and checks
// that every field tagged `llm:"required"` is present and not empty. Errors
// wrap ErrInvalidReply (and ErrNoJSON or *MissingFieldsError).
func DecodeReply[T any](reply string) (T, error) {
	var v T
	block, err := ExtractJSON(reply)
	if err != nil {
		return v, &Error{Class: ErrInvalidReply, Err: err}
	}
	if err := json.Unmarshal([]byte(block), &v); err != nil {
		return v, &Error{Class: ErrInvalidReply, Err: fmt.Errorf("decode reply JSON: %w", err)}
	}
	if missing := missingRequired(reflect.ValueOf(&v).Elem()); len(missing) > 0 {
		return v, &Error{Class: ErrInvalidReply, Err: &MissingFieldsError{Fields: missing}}
	}
	return v, nil
}

// missingRequired lists the JSON names of required fields that are empty.
// For a slice of structs, every element is checked.
func missingRequired(v reflect.Value) []string {
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() {
			return nil
		}
		return missingRequired(v.Elem())
	case reflect.Slice, reflect.Array:
		var out []string
		for i := 0; i < v.Len(); i++ {
			for _, f := range missingRequired(v.Index(i)) {
				out = append(out, fmt.Sprintf("[%d].%s", i, f))
			}
		}
		return out
	case reflect.Struct:
	default:
		return nil
	}
	var out []string
	t := v.Type()
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if !f.IsExported() || f.Tag.Get("llm") != "required" {
			continue
		}
		if isEmpty(v.Field(i)) {
			out = append(out, jsonName(f))
		}
	}
	return out
}

func isEmpty(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.String:
		return strings.TrimSpace(v.String()) == ""
	case reflect.Slice, reflect.Map:
		return v.Len() == 0
	case reflect.Pointer, reflect.Interface:
		return v.IsNil()
	default:
		return v.IsZero()
	}
}

func jsonName(f reflect.StructField) string {
	name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
	if name == "" || name == "-" {
		return f.Name
	}
	return name
}
