package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"path"
	"reflect"
	"slices"
	"sort"
	"strings"

	"github.com/invopop/jsonschema"

	"github.com/lorewright/lorewright/functions/internal/api"
)

const modulePath = "github.com/lorewright/lorewright"

// Document is the schema file: JSON Schema 2020-12 with every wire type in
// $defs, plus two annotations of ours: the routes (method, path and the
// $refs of their request and response) and the constants the web client
// shares with the server (limits, defaults, messages).
type Document struct {
	Schema      string                        `json:"$schema"`
	Title       string                        `json:"title"`
	Description string                        `json:"description"`
	Routes      []Route                       `json:"x-routes"`
	Constants   map[string]map[string]any     `json:"x-constants"`
	Defs        map[string]*jsonschema.Schema `json:"$defs"`
}

// Route is one entry of x-routes.
type Route struct {
	Method   string `json:"method"`
	Path     string `json:"path"`
	Request  string `json:"request"`
	Response string `json:"response"`
	Streams  bool   `json:"streams,omitempty"`
}

// defName names a type's definition by its Go package and name
// ("names.Race"), so equal names in two packages stay apart. A type kept in
// a package's own internal package (campaign/internal/types) goes by the
// package the rest of the code knows it from ("campaign.Campaign").
func defName(t reflect.Type) string {
	if t.Name() == "" {
		return ""
	}
	return ownerPackage(t.PkgPath()) + "." + t.Name()
}

// ownerPackage is the last element of pkgPath, or of the package holding
// its internal/ folder when pkgPath is a package's own internal package.
func ownerPackage(pkgPath string) string {
	const internal = "/internal/"
	if first, last := strings.Index(pkgPath, internal), strings.LastIndex(pkgPath, internal); first >= 0 && last > first {
		pkgPath = pkgPath[:last]
	}
	return path.Base(pkgPath)
}

// Build reflects the route table's types into the contract document.
func Build() ([]byte, error) {
	enumDefs := map[string]*jsonschema.Schema{}
	var unlisted []string
	r := &jsonschema.Reflector{
		Anonymous:                 true,
		AllowAdditionalProperties: true,
		Namer:                     defName,
		// A named string type of ours is one of the enums registered below
		// (its values the slice the server validates against) or refused, so
		// a new enum cannot reach the browser as a plain string.
		Mapper: func(t reflect.Type) *jsonschema.Schema {
			if t.Kind() != reflect.String || !strings.HasPrefix(t.PkgPath(), modulePath) {
				return nil
			}
			name := defName(t)
			values, ok := enums[t]
			if !ok {
				if !slices.Contains(unlisted, name) {
					unlisted = append(unlisted, name)
				}
				return &jsonschema.Schema{Type: "string"}
			}
			if _, done := enumDefs[name]; !done {
				enumDefs[name] = &jsonschema.Schema{Type: "string", Enum: values}
			}
			return &jsonschema.Schema{Ref: "#/$defs/" + name}
		},
	}
	if err := r.AddGoComments(modulePath, "./functions/internal"); err != nil {
		return nil, fmt.Errorf("read Go comments (run from the repository root): %w", err)
	}

	doc := Document{
		Schema:      "https://json-schema.org/draft/2020-12/schema",
		Title:       "Lorewright API",
		Description: "Generated from the Go types of functions/internal/api's route table by `go run ./functions/cmd/gencontract`. Do not edit.",
		Constants:   constants(),
		Defs:        map[string]*jsonschema.Schema{},
	}
	reflectDef := func(t reflect.Type) (string, error) {
		s := r.ReflectFromType(t)
		for name, def := range s.Definitions {
			doc.Defs[name] = def
		}
		name := defName(t)
		if _, ok := doc.Defs[name]; !ok {
			return "", fmt.Errorf("%s: not a named struct type", t)
		}
		return "#/$defs/" + name, nil
	}
	for _, rc := range api.Contract() {
		req, err := reflectDef(rc.Request)
		if err != nil {
			return nil, err
		}
		resp, err := reflectDef(rc.Response)
		if err != nil {
			return nil, err
		}
		doc.Routes = append(doc.Routes, Route{Method: rc.Method, Path: rc.Path, Request: req, Response: resp, Streams: rc.Streams})
	}
	for _, t := range api.ContractTypes() {
		if _, err := reflectDef(t); err != nil {
			return nil, err
		}
	}
	seen := map[reflect.Type]bool{}
	var nullable []string
	for _, rc := range api.Contract() {
		nullable = append(nullable, nullablePointers(rc.Response, seen)...)
	}
	for _, t := range api.ContractTypes() {
		nullable = append(nullable, nullablePointers(t, seen)...)
	}
	if len(nullable) > 0 {
		return nil, errors.New("pointer fields that may be null but have no omitempty (add it, or list them in alwaysSet): " + strings.Join(nullable, ", "))
	}
	if len(unlisted) > 0 {
		sort.Strings(unlisted)
		return nil, errors.New("string types not registered as enums in cmd/gencontract/enums.go: " + strings.Join(unlisted, ", "))
	}
	for name, def := range enumDefs {
		def.Description = r.CommentMap[enumComment(name)]
		doc.Defs[name] = def
	}
	for name, def := range doc.Defs {
		if def.Description == "" {
			continue
		}
		def.Description = strings.TrimSpace(def.Description)
		doc.Defs[name] = def
	}

	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(doc); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// enumComment is the CommentMap key of an enum's Go type.
func enumComment(name string) string {
	for t := range enums {
		if defName(t) == name {
			return t.PkgPath() + "." + t.Name()
		}
	}
	return ""
}

// alwaysSet are the pointer fields without omitempty that the server never
// leaves nil, so the schema may call them required and not null.
var alwaysSet = map[string]bool{"api.ErrorEnvelope.Error": true, "api.StreamError.Error": true}

// nullablePointers lists the pointer fields of t (and the types it holds)
// that JSON would send as null though the schema calls them required.
func nullablePointers(t reflect.Type, seen map[reflect.Type]bool) []string {
	for t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice || t.Kind() == reflect.Array || t.Kind() == reflect.Map {
		t = t.Elem()
	}
	if t.Kind() != reflect.Struct || seen[t] {
		return nil
	}
	seen[t] = true
	var found []string
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		tag := f.Tag.Get("json")
		if tag == "-" {
			continue
		}
		_, opts, _ := strings.Cut(tag, ",")
		optional := strings.Contains(","+opts+",", ",omitempty,") || strings.Contains(","+opts+",", ",omitzero,")
		where := defName(t) + "." + f.Name
		if f.Type.Kind() == reflect.Pointer && !optional && !alwaysSet[where] {
			found = append(found, where)
		}
		found = append(found, nullablePointers(f.Type, seen)...)
	}
	return found
}
