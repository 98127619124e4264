package names

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/lorewright/lorewright/functions/internal/llm"
)

func TestParseNames(t *testing.T) {
	cases := []struct {
		name  string
		reply string
		want  []string // "name|meaning"
	}{
		{"the spec's array", `[{"name":"Aelar Galanodel","meaning":"Sky song"},{"name":"Lia Amakiir","meaning":"Leaf"}]`,
			[]string{"Aelar Galanodel|Sky song", "Lia Amakiir|Leaf"}},
		{"fenced with prose", "Sure!\n```json\n[{\"name\": \"Thorin\", \"meaning\": \"Bold\"}]\n```\nAnything else?",
			[]string{"Thorin|Bold"}},
		{"wrapped in an object", `{"names": [{"Name": "Grukh", "Meaning": "Skull"}, {"full_name": "Mogash the Red"}]}`,
			[]string{"Grukh|Skull", "Mogash the Red|"}},
		{"an array of strings", `["Pip Tealeaf", "Rosie Goodbarrel"]`, []string{"Pip Tealeaf|", "Rosie Goodbarrel|"}},
		{"a single object", `{"name": "Zariel", "meaning": "Fallen"}`, []string{"Zariel|Fallen"}},
		{"cut off by the token limit: name fields salvaged",
			`[{"name": "Kethra", "meaning": "Storm child"}, {"name": "Vaelis", "meaning": "Wind"}, {"name": "Ilyr`,
			[]string{"Kethra|Storm child", "Vaelis|Wind"}},
		{"a missing comma: name fields salvaged",
			`[{"name": "Brom" "meaning": "Bear"} {"name": "Dagna", "meaning": "Day \"bright\""}]`,
			[]string{"Brom|Bear", "Dagna|Day \"bright\""}},
		{"a single name", "  Seraphine Vael.  ", []string{"Seraphine Vael|"}},
		{"a labelled single name", "Name: Kuori \u201cSkywatcher\u201d Thuliaga", []string{"Kuori \u201cSkywatcher\u201d Thuliaga|"}},
		{"list marks and quotes trimmed", `["1. **Thokk**", "- \"Yevelda\""]`, []string{"Thokk|", "Yevelda|"}},
		{"junk entries skipped", `[{"name": ""}, {"name": "42"}, {"name": "<script>"}, {"name": "Ront"}]`, []string{"Ront|"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := parseNames(tc.reply)
			if err != nil {
				t.Fatal(err)
			}
			var flat []string
			for _, p := range got {
				flat = append(flat, p.name+"|"+p.meaning)
			}
			if !slices.Equal(flat, tc.want) {
				t.Errorf("got %q\nwant %q", flat, tc.want)
			}
		})
	}
}

func TestParseNamesRefusesProse(t *testing.T) {
	for _, reply := range []string{"", "I'm sorry, but I can't help with that request.", "Sorry.", "{}", "[]",
		`{"error": "rate limited"}`, "Here are some names for you to consider"} {
		if got, err := parseNames(reply); err == nil || !errors.Is(err, llm.ErrInvalidReply) {
			t.Errorf("parseNames(%q) = %v, %v; want an invalid reply", reply, got, err)
		}
	}
}

func TestParseVariations(t *testing.T) {
	cases := []struct {
		name, reply string
		want        []string
	}{
		{"the spec's array", `["Aelor", "Aelarion", "Ael"]`, []string{"Aelor", "Aelarion", "Ael"}},
		{"objects", `[{"name": "Aelor"}, {"name": "Ael"}]`, []string{"Aelor", "Ael"}},
		{"wrapped", `{"variations": ["Aelor", "Ael"]}`, []string{"Aelor", "Ael"}},
		{"truncated array", `Here: ["Aelor", "Aelarion", "Ae`, []string{"Aelor", "Aelarion"}},
		{"keys are not names", `{"variations": "Aelor", "other": broken`, []string{"Aelor"}},
		{"a single name", "Aelor", []string{"Aelor"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := parseVariations(tc.reply)
			if err != nil || !slices.Equal(got, tc.want) {
				t.Errorf("got %q, %v; want %q", got, err, tc.want)
			}
		})
	}
	if _, err := parseVariations("No variations come to mind."); !errors.Is(err, llm.ErrInvalidReply) {
		t.Errorf("prose: %v", err)
	}
}

// checkParsed holds every parsed name to cleanName's promises.
func checkParsed(t *testing.T, reply, name string) {
	t.Helper()
	if n := utf8.RuneCountInString(name); n < 2 || n > maxParsedNameChars || len(strings.Fields(name)) > maxNameWords {
		t.Fatalf("reply %q gave name %q", reply, name)
	}
	if strings.ContainsAny(name, "{}[]<>\n0123456789") || name != strings.TrimSpace(name) {
		t.Fatalf("reply %q gave name %q", reply, name)
	}
}

func FuzzParseNames(f *testing.F) {
	for _, seed := range []string{
		`[{"name":"Aelar","meaning":"Sky"}]`, "```json\n[{\"name\":\"Thorin\"}]\n```", `{"names":[{"name":"Grukh"}]}`,
		`[{"name": "Kethra", "meaning": "Storm"}, {"name": "Vae`, "Seraphine Vael", `["Pip", "Rosie"]`,
		`[[[[{"name":"Deep"}]]]]`, `{"name": "\ud83d\ude00"}`, "", "[", `"name": "x\"`,
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, reply string) {
		got, err := parseNames(reply)
		if err != nil {
			if len(got) != 0 || !errors.Is(err, llm.ErrInvalidReply) {
				t.Fatalf("error %v with names %v", err, got)
			}
			return
		}
		if len(got) == 0 {
			t.Fatal("no error and no names")
		}
		for _, p := range got {
			checkParsed(t, reply, p.name)
			if utf8.RuneCountInString(p.meaning) > maxMeaningChars {
				t.Fatalf("meaning of %d characters", utf8.RuneCountInString(p.meaning))
			}
		}
	})
}

func FuzzParseVariations(f *testing.F) {
	for _, seed := range []string{`["Aelor", "Ael"]`, `{"variations": ["Aelor"]}`, `["Aelor", "Ae`, "Aelor", `[{"name":"X y"}]`, ""} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, reply string) {
		got, err := parseVariations(reply)
		if err != nil {
			return
		}
		if len(got) == 0 {
			t.Fatal("no error and no variations")
		}
		for _, n := range got {
			checkParsed(t, reply, n)
		}
	})
}
