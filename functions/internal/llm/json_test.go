package llm

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

func TestExtractJSON(t *testing.T) {
	tests := []struct {
		name, reply, want string
	}{
		{"bare object", `{"a":1}`, `{"a":1}`},
		{"json fence", "Here you go:\n```json\n{\"a\": [1, 2]}\n```\nEnjoy!", `{"a": [1, 2]}`},
		{"plain fence", "```\n[\"x\", \"y\"]\n```", `["x", "y"]`},
		{"prose around", `Sure! The result is {"name": "Eldra"} - hope that helps.`, `{"name": "Eldra"}`},
		{"array first", `Names: [{"name":"A"},{"name":"B"}] and {"x":1}`, `[{"name":"A"},{"name":"B"}]`},
		{"braces inside strings", `{"text": "a } tricky { one", "n": "\"}"}`, `{"text": "a } tricky { one", "n": "\"}"}`},
		{"stray bracket before the JSON", `[note] the answer: {"ok": true}`, `{"ok": true}`},
		{"unclosed fence", "```json\n{\"a\":1}", `{"a":1}`},
		{"fence holding prose, JSON after", "```\nno json here\n```\n{\"b\":2}", `{"b":2}`},
		{"nested", `x {"a":{"b":[{"c":{}}]}} y`, `{"a":{"b":[{"c":{}}]}}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ExtractJSON(tt.reply)
			if err != nil || got != tt.want {
				t.Errorf("ExtractJSON(%q) = %q, %v; want %q", tt.reply, got, err, tt.want)
			}
		})
	}
}

func TestExtractJSONFindsNothing(t *testing.T) {
	for _, reply := range []string{"", "no json at all", `{"a": }`, `{"unclosed": [1, 2}`, "]}{[", strings.Repeat("{", 10000)} {
		if got, err := ExtractJSON(reply); !errors.Is(err, ErrNoJSON) {
			t.Errorf("ExtractJSON(%.40q) = %q, %v; want ErrNoJSON", reply, got, err)
		}
	}
}

type reskin struct {
	NewName           string   `json:"newName" llm:"required"`
	VisualDescription string   `json:"visualDescription" llm:"required"`
	Tags              []string `json:"tags" llm:"required"`
	Notes             string   `json:"notes"`
}

type named struct {
	Name    string `json:"name" llm:"required"`
	Meaning string `json:"meaning"`
}

func TestDecodeReply(t *testing.T) {
	got, err := DecodeReply[reskin]("```json\n{\"newName\":\"Ash Wolf\",\"visualDescription\":\"grey\",\"tags\":[\"fire\"]}\n```")
	if err != nil || got.NewName != "Ash Wolf" || got.Tags[0] != "fire" {
		t.Fatalf("got %+v, %v", got, err)
	}
	names, err := DecodeReply[[]named](`Here: [{"name":"Aelar","meaning":"noble"},{"name":"Bryn"}]`)
	if err != nil || len(names) != 2 || names[1].Name != "Bryn" {
		t.Fatalf("got %+v, %v", names, err)
	}
}

func TestDecodeReplyRefusals(t *testing.T) {
	tests := []struct {
		name, reply string
		missing     []string
		noJSON      bool
	}{
		{name: "malformed JSON", reply: `Sure! {"newName": "Ash Wolf", visualDescription: grey}`, noJSON: true},
		{name: "prose only", reply: "I cannot help with that.", noJSON: true},
		{name: "missing required fields", reply: `{"newName": "Ash Wolf", "notes": "x"}`, missing: []string{"visualDescription", "tags"}},
		{name: "blank required string", reply: `{"newName": "  ", "visualDescription": "grey", "tags": ["a"]}`, missing: []string{"newName"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := DecodeReply[reskin](tt.reply)
			if !errors.Is(err, ErrInvalidReply) {
				t.Fatalf("err = %v, want ErrInvalidReply", err)
			}
			if tt.noJSON && !errors.Is(err, ErrNoJSON) {
				t.Errorf("err = %v, want ErrNoJSON", err)
			}
			var missing *MissingFieldsError
			if tt.missing != nil && (!errors.As(err, &missing) || strings.Join(missing.Fields, ",") != strings.Join(tt.missing, ",")) {
				t.Errorf("err = %v, want missing %v", err, tt.missing)
			}
		})
	}
	_, err := DecodeReply[[]named](`[{"name":"A"},{"meaning":"no name"}]`)
	var missing *MissingFieldsError
	if !errors.As(err, &missing) || missing.Fields[0] != "[1].name" {
		t.Errorf("list element without name: err = %v", err)
	}
	if _, err := DecodeReply[reskin](`["an", "array"]`); !errors.Is(err, ErrInvalidReply) {
		t.Errorf("array into object: err = %v", err)
	}
}

// FuzzExtractJSON: whatever the reply, ExtractJSON returns either ErrNoJSON
// or a substring of the reply that is valid JSON starting with { or [.
func FuzzExtractJSON(f *testing.F) {
	for _, s := range []string{`{"a":1}`, "```json\n[1]\n```", `x {"a":"}"} y`, "]}{[", `{"a": "\"}`, "```{\"a\":1}```", "\xff{}"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, reply string) {
		got, err := ExtractJSON(reply)
		if err != nil {
			if !errors.Is(err, ErrNoJSON) {
				t.Fatalf("unexpected error %v", err)
			}
			return
		}
		if !strings.Contains(reply, got) {
			t.Fatalf("%q is not part of the reply", got)
		}
		if !json.Valid([]byte(got)) || (got[0] != '{' && got[0] != '[') {
			t.Fatalf("%q is not a JSON object or array", got)
		}
	})
}

// FuzzDecodeReply: decoding never panics, and success means the required
// fields are filled.
func FuzzDecodeReply(f *testing.F) {
	for _, s := range []string{`{"newName":"a","visualDescription":"b","tags":["c"]}`, `{"newName":""}`, "```json\n{}\n```", `[{"name":"x"}]`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, reply string) {
		v, err := DecodeReply[reskin](reply)
		if err != nil {
			if !errors.Is(err, ErrInvalidReply) {
				t.Fatalf("error %v is not ErrInvalidReply", err)
			}
			return
		}
		if strings.TrimSpace(v.NewName) == "" || strings.TrimSpace(v.VisualDescription) == "" || len(v.Tags) == 0 {
			t.Fatalf("accepted %+v with empty required fields", v)
		}
	})
}

var benchReply = "Of course! Here is the re-skin you asked for:\n\n```json\n" +
	`{"newName":"Ashen Stalker","visualDescription":"` + strings.Repeat("Cinders drift from its pelt. ", 40) +
	`","tags":["fire","undead","wolf"],"notes":"Keep the stat block."}` + "\n```\nLet me know if you want changes."

func BenchmarkExtractJSON(b *testing.B) {
	b.SetBytes(int64(len(benchReply)))
	for b.Loop() {
		if _, err := ExtractJSON(benchReply); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDecodeReply(b *testing.B) {
	b.SetBytes(int64(len(benchReply)))
	for b.Loop() {
		if _, err := DecodeReply[reskin](benchReply); err != nil {
			b.Fatal(err)
		}
	}
}
