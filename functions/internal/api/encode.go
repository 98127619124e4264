package api

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
)

// Validator is implemented by request types; it returns a message per invalid
// field, or nothing when the request is valid.
type Validator interface {
	Valid(ctx context.Context) map[string]string
}

// encode writes v as the JSON body, its lists never null (withEmptyLists).
func encode[T any](w http.ResponseWriter, status int, v T) error {
	return writeJSON(w, status, withEmptyLists(v))
}

// writeJSON writes v as the JSON body as it is: its lists already filled.
func writeJSON(w http.ResponseWriter, status int, v any) error {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	if err := json.NewEncoder(w).Encode(v); err != nil {
		return fmt.Errorf("encode json: %w", err)
	}
	return nil
}

// decode reads one JSON value of type T from the body and validates it. The
// error it returns is an *Error ready to send (400 or 413).
func decode[T Validator](r *http.Request) (T, error) {
	var v T
	if ct := r.Header.Get("Content-Type"); ct != "" && !strings.HasPrefix(strings.ToLower(ct), "application/json") {
		return v, errUnsupportedMediaType()
	}
	dec := json.NewDecoder(r.Body)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&v); err != nil {
		var tooBig *http.MaxBytesError
		switch {
		case errors.As(err, &tooBig):
			return v, errTooLarge(tooBig.Limit)
		case errors.Is(err, io.EOF):
			return v, errBadRequest("The request body is empty; send a JSON object.")
		default:
			return v, errBadRequest("The request body is not valid JSON: " + jsonProblem(err))
		}
	}
	if dec.More() {
		return v, errBadRequest("The request body must hold a single JSON object.")
	}
	if problems := v.Valid(r.Context()); len(problems) > 0 {
		return v, errInvalid(problems)
	}
	return v, nil
}

// jsonProblem turns a decoder error into a short, safe description.
func jsonProblem(err error) string {
	var syntax *json.SyntaxError
	var typeErr *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syntax):
		return fmt.Sprintf("syntax error at byte %d", syntax.Offset)
	case errors.As(err, &typeErr):
		return fmt.Sprintf("field %q must be %s", typeErr.Field, typeErr.Type.String())
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		return "unknown field " + strings.TrimPrefix(err.Error(), "json: unknown field ")
	case errors.Is(err, io.ErrUnexpectedEOF):
		return "it ends too early"
	default:
		return "it could not be read"
	}
}
